import "server-only";
import { config } from "@/server/config";

/**
 * A link for an e-mail: a page of the app at its configured public address (APP_URL). Never built
 * from a request: its Host and X-Forwarded-* headers are whatever the sender wrote, and a welcome
 * e-mail pointing at an attacker's host would collect sign-in codes.
 */
export function appLink(path: `/${string}`, query: Record<string, string> = {}): string {
  const url = new URL(config().appUrl + path);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
