import { ZGapAddressed } from "@/lib/validation/reports";
import { requireOrgAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { markGapAddressed } from "@/server/services/reports";

type Context = { params: Promise<{ id: string }> };

/** PATCH {addressed: true}: the knowledge gap of this interaction was closed by a knowledge block. */
export const PATCH = route<Context>(async (request, { params }) => {
  const caller = await requireOrgAdmin(request);
  await readJson(request, ZGapAddressed);
  await markGapAddressed({ ...caller, ip: clientIp(request) }, (await params).id);
  return json({ success: true });
});
