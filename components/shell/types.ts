/** What a shell shows about the signed-in user (only what the UI needs crosses to the client). */
export type ShellUser = { name: string; email: string };

/** An organisation's branding as the shells display it. */
export type ShellOrganization = { name: string; logoUrl: string | null; color: string | null };
