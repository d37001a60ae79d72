import type { NextRequest } from "next/server";
import { handlers } from "@/server/auth/config";
import { AppError } from "@/server/errors";
import { route } from "@/server/http/respond";

// Auth.js's own endpoints. /api/auth itself and the static routes beside this folder (login, verify,
// logout, users) take precedence over this catch-all; any other path answers the API's JSON 404
// instead of Auth.js's plain "Bad request".
const AUTHJS_ACTIONS = new Set(["csrf", "session", "providers", "signin", "signout", "callback", "error"]);

type Context = { params: Promise<{ nextauth: string[] }> };

function authJs(handler: (request: NextRequest) => Promise<Response>) {
  return route<Context>(async (request, { params }) => {
    const [action] = (await params).nextauth;
    if (!AUTHJS_ACTIONS.has(action)) throw new AppError("NOT_FOUND", "notFound");
    // Next passes a NextRequest to route handlers; route() only widens the type.
    return handler(request as NextRequest);
  });
}

export const GET = authJs(handlers.GET);
export const POST = authJs(handlers.POST);
