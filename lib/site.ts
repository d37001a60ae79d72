/**
 * Public addresses of the site. Read on the server only (pages, metadata, sitemap); each may be set
 * per deployment, with defaults that work on a developer's machine.
 */
export const SITE_URL = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
/** Where the thank-you screen's "meet the team" link goes (spec §2). */
export const DEVELOPER_SITE_URL = process.env.DEVELOPER_SITE_URL ?? "https://github.com/asistente-mx";
/** The address for privacy and ARCO requests named in the privacy notice. */
export const PRIVACY_EMAIL = process.env.PRIVACY_EMAIL ?? "privacidad@asistente.mx";
