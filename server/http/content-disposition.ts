import "server-only";

/**
 * A Content-Disposition header with the display name encoded per RFC 6266 / RFC 8187 (ASVS 5.0
 * §5.4.2): `filename` carries an ASCII stand-in for old clients, `filename*` the exact UTF-8 name.
 * Quotes, backslashes and anything outside printable ASCII never reach the quoted form.
 */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii =
    filename
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "") // "Política" → "Politica" rather than "Pol_tica"
      .replace(/[^\x20-\x7e]|["\\%]/g, "_") || "file";
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
