import { ZDemoRequestInput } from "@/lib/validation/demo-requests";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { assertDemoRequestAllowed, submitDemoRequest } from "@/server/services/demo-requests/submit";

/** POST /api/demo_request (spec §7): the landing page's demo form. Deliberately public: no guard. */
export const POST = route(async (request) => {
  await assertDemoRequestAllowed(clientIp(request));
  const input = await readJson(request, ZDemoRequestInput, { maxBytes: 10_000 });
  await submitDemoRequest(input, requestLocale(request));
  return json({ success: true }, { status: 201 });
});
