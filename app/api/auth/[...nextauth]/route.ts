// Auth.js's own endpoints (csrf, callback/otp, session, signout). /api/auth itself and the static
// routes beside this folder (logout, users) take precedence over this catch-all.
import { handlers } from "@/server/auth/config";

export const { GET, POST } = handlers;
