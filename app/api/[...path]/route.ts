import { AppError } from "@/server/errors";
import { route } from "@/server/http/respond";

// Any /api path without a handler answers in the API's JSON error shape, not Next's HTML 404 page.
const notFound = route(async () => {
  throw new AppError("NOT_FOUND", "notFound");
});

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
