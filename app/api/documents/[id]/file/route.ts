import { requireUser } from "@/server/auth/guards";
import { callerOrganizationId } from "@/server/auth/tenant";
import { contentDisposition } from "@/server/http/content-disposition";
import { route } from "@/server/http/respond";
import { openDocumentFile } from "@/server/services/documents";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/documents/{id}/file: the stored file, for any signed-in user of the owning organisation
 * (answers link to it, a PDF at a page with `#page=N`). It can never run in the app's origin: the
 * type is fixed by the server, never sniffed, and the response is sandboxed (ASVS 5.0 §3.2.1, §5.4).
 */
export const GET = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const scope =
    user.role === "superadmin" ? "any-organization" : { organizationId: callerOrganizationId(user) };
  const file = await openDocumentFile(scope, (await params).id);
  const viewable = file.category !== "spreadsheet"; // PDFs, images and video open in the browser
  return new Response(file.stream, {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(viewable ? "inline" : "attachment", file.filename),
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
