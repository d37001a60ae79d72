import { ZImagePath } from "@/lib/validation/config";
import { contentDisposition } from "@/server/http/content-disposition";
import { route } from "@/server/http/respond";
import { parseInput } from "@/server/validation";
import { readOrganizationImage } from "@/server/services/organizations/config";

type Context = { params: Promise<{ organizationId: string; kind: string }> };

/**
 * GET /api/images/{organization id}/logo|profile: deliberately public (DESIGN §9), since the sign-in
 * screen shows the logo before anyone signs in. Only the organisation's current image is served, with
 * its type from the bytes and nosniff; every upload gets a new `?v=` URL, so it may be cached.
 */
export const GET = route<Context>(async (_request, { params }) => {
  const { organizationId, kind } = parseInput(ZImagePath, await params);
  const image = await readOrganizationImage(organizationId, kind);
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Content-Disposition": contentDisposition("inline", `${kind}.${image.extension}`),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=3600",
    },
  });
});
