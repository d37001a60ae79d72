import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { toDocumentDto } from "@/server/services/documents/dto";
import { deleteDocument, getDocument } from "@/server/services/documents/library";

type Context = { params: Promise<{ id: string }> };

/** GET /api/documents/{id} (spec §7): polled every 2 s while a document is processing. */
export const GET = route<Context>(async (request, { params }) => {
  const { organizationId } = await requireOrgAdmin(request);
  const document = await getDocument(organizationId, (await params).id);
  return json({ success: true, document: toDocumentDto(document, requestLocale(request)) });
});

/** DELETE /api/documents/{id}: the row, its chunks and its file. */
export const DELETE = route<Context>(async (request, { params }) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  await deleteDocument(organizationId, (await params).id, auditActorOf(request, user));
  return json({ success: true });
});
