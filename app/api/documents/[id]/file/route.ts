import { requireUser } from "@/server/auth/guards";
import { fileHeaders } from "@/server/http/file-headers";
import { route } from "@/server/http/respond";
import { openDocumentFile } from "@/server/services/documents/library";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/documents/{id}/file: the stored file, for signed-in users of the owning organisation
 * (answers link to it, a PDF at a page with `#page=N`); who may open which is the service's policy. It can never
 * run in the app's origin: the type is fixed by the server and never sniffed, and every type but PDF
 * is sandboxed (server/http/file-headers.ts, ASVS 5.0 §3.2.1, §5.4).
 */
export const GET = route<Context>(async (request, { params }) => {
  const caller = await requireUser(request);
  const file = await openDocumentFile({ caller, id: (await params).id });
  return new Response(file.stream, { headers: fileHeaders(file) });
});
