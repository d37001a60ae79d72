import { ZDocumentTextQuery } from "@/lib/validation/document-text";
import { requireOrgAdmin } from "@/server/auth/guards";
import { json, readQuery, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { readExtractedText } from "@/server/services/documents/extracted-text";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/documents/{id}/text?page=N (issue 22 point 4): page N of the text the assistant read from
 * a processed document (a PDF page, slide, sheet or section), with every page's label.
 */
export const GET = route<Context>(async (request, { params }) => {
  const { organizationId } = await requireOrgAdmin(request);
  const { page } = readQuery(request, ZDocumentTextQuery);
  const text = await readExtractedText(organizationId, (await params).id, page, requestLocale(request));
  return json({ success: true, text });
});
