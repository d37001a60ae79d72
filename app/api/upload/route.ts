import { MAX_IMAGE_BYTES, ZImageUpload } from "@/lib/validation/config";
import { requireOrgAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { decodeDataUrl } from "@/server/http/document-upload";
import { json, readJson, route } from "@/server/http/respond";
import { uploadOrganizationImage } from "@/server/services/organizations/config";

// Room for a 5 MB image (and one byte more, so the service reports it as too large) as base64,
// plus the data URL's prefix and the other field.
const MAX_BODY_BYTES = Math.ceil((MAX_IMAGE_BYTES + 3) / 3) * 4 + 16 * 1024;

/**
 * POST /api/upload {file_data, file_type: logo|profile, assistant_id?} (spec §7) → {success, url}. A
 * profile image is an assistant's: the default one's without `assistant_id` (issue 23).
 */
export const POST = route(async (request) => {
  const caller = await requireOrgAdmin(request);
  const input = await readJson(request, ZImageUpload, { maxBytes: MAX_BODY_BYTES });
  const url = await uploadOrganizationImage(
    { ...caller, ip: clientIp(request) },
    input.file_type,
    decodeDataUrl(input.file_data),
    input.assistant_id,
  );
  return json({ success: true, url });
});
