import type { PublicUser } from "@/lib/auth/session-user";

/** The sign-in API's answer (spec §7): only the fields the form reads. */
export type AuthResponse = { success?: boolean; message?: string; error?: string; user?: PublicUser };

/** POSTs to /api/auth; a body that is not JSON reads as an empty answer. Throws only on network failure. */
export async function postAuth(body: {
  email: string;
  code?: string;
}): Promise<{ ok: boolean; data: AuthResponse }> {
  const response = await fetch("/api/auth", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as AuthResponse;
  return { ok: response.ok && data.success === true, data };
}
