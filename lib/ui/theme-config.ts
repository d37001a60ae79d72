/**
 * The theme config of spec §3: a local copy of the organisation's colour and name, so screens can
 * paint in the brand colour before the server answers. The server's value always wins when it comes.
 */
const THEME_STORAGE_KEY = "asistente.theme";

export type ThemeConfig = { color: string; orgName: string };

export function readThemeConfig(): ThemeConfig | null {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(THEME_STORAGE_KEY) ?? "null",
    ) as Partial<ThemeConfig> | null;
    return typeof stored?.color === "string" && typeof stored.orgName === "string"
      ? { color: stored.color, orgName: stored.orgName }
      : null;
  } catch {
    return null;
  }
}

export function saveThemeConfig(update: Partial<ThemeConfig>): void {
  try {
    const current = readThemeConfig() ?? { color: "", orgName: "" };
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ ...current, ...update }));
  } catch {
    // Private browsing or a full storage: the server-rendered colour still applies.
  }
}
