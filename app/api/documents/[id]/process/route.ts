import { requireOrgAdmin } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { toDocumentDto } from "@/server/services/documents/dto";
import { startProcessing } from "@/server/services/documents/processing";

// Processing runs in after() once the response is sent; it is capped at 60 s of extraction.
export const maxDuration = 120;

type Context = { params: Promise<{ id: string }> };

/** POST /api/documents/{id}/process (spec §7): answers at once with status "processing". */
export const POST = route<Context>(async (request, { params }) => {
  const { organizationId } = await requireOrgAdmin(request);
  const document = await startProcessing(organizationId, (await params).id);
  return json({ success: true, document: toDocumentDto(document, requestLocale(request)) }, { status: 202 });
});
