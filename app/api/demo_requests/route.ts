import { ZDemoRequestListQuery, ZDemoRequestStatusChange } from "@/lib/validation/demo-requests";
import { requireSuperAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { parseInput } from "@/server/validation";
import { listDemoRequests, setDemoRequestStatus } from "@/server/services/demo-requests/manage";

/** /api/demo_requests (spec §7 "Super admin"): the demo requests screen's list and status changes. */

export const GET = route(async (request) => {
  await requireSuperAdmin(request);
  const query = parseInput(ZDemoRequestListQuery, Object.fromEntries(new URL(request.url).searchParams));
  return json(await listDemoRequests(query));
});

export const PUT = route(async (request) => {
  const user = await requireSuperAdmin(request);
  const { request_id, status } = await readJson(request, ZDemoRequestStatusChange);
  const demoRequest = await setDemoRequestStatus({
    requestId: request_id,
    status,
    actorId: user.id,
    ip: clientIp(request),
  });
  return json({ success: true, demo_request: demoRequest });
});
