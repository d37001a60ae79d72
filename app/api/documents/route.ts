import { requireOrgAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { readDocumentUpload } from "@/server/http/document-upload";
import { json, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { toDocumentDto } from "@/server/services/documents/dto";
import { uploadDocument } from "@/server/services/documents/processing";
import { listDocuments } from "@/server/services/documents/library";

/** GET /api/documents (spec §7): the caller's organisation's documents, newest first. */
export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  const locale = requestLocale(request);
  const documents = await listDocuments(organizationId);
  return json({ success: true, documents: documents.map((document) => toDocumentDto(document, locale)) });
});

/**
 * POST /api/documents: JSON with a base64 data URL (spec §3), or multipart/form-data. 201 on success;
 * a CSV comes back "processing" (it is processed on upload).
 */
export const POST = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const upload = await readDocumentUpload(request);
  const document = await uploadDocument({
    ...upload,
    organizationId,
    uploadedById: user.id,
    ip: clientIp(request),
  });
  return json({ success: true, document: toDocumentDto(document, requestLocale(request)) }, { status: 201 });
});
