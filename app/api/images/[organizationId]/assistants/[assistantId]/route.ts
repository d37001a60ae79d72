import { ZAssistantImagePath } from "@/lib/validation/config";
import { contentDisposition } from "@/server/http/content-disposition";
import { route } from "@/server/http/respond";
import { parseInput } from "@/server/validation";
import { readOrganizationImage } from "@/server/services/organizations/config";

type Context = { params: Promise<{ organizationId: string; assistantId: string }> };

/**
 * GET /api/images/{organization id}/assistants/{assistant id}: an assistant's profile image (issue 23),
 * public like /api/images/{organization id}/profile and served the same way.
 */
export const GET = route<Context>(async (_request, { params }) => {
  const { organizationId, assistantId } = parseInput(ZAssistantImagePath, await params);
  const image = await readOrganizationImage(organizationId, "profile", assistantId);
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Content-Disposition": contentDisposition("inline", `profile.${image.extension}`),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=3600",
    },
  });
});
