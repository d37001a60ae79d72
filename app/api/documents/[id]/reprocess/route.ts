import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { toDocumentDto } from "@/server/services/documents/dto";
import { reprocessDocument } from "@/server/services/documents/processing";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/documents/{id}/reprocess (issue 22 point 4): reads the stored file again from scratch.
 * Answers at once with status "processing" (409 while it already is); the document is polled as after
 * an upload.
 */
export const POST = route<Context>(async (request, { params }) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const document = await reprocessDocument(organizationId, (await params).id, auditActorOf(request, user));
  return json({ success: true, document: toDocumentDto(document, requestLocale(request)) }, { status: 202 });
});
