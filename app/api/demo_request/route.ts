import { ZDemoRequestInput } from "@/lib/validation/demo-requests";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { refuseMalformedDemoRequest, submitDemoRequest } from "@/server/services/demo-requests/submit";

/**
 * POST /api/demo_request (spec §7): the landing page's demo form. Deliberately public: no guard. The
 * body is read before any allowance is charged: valid and malformed requests count apart.
 */
export const POST = route(async (request) => {
  const ip = clientIp(request);
  const input = await readJson(request, ZDemoRequestInput, { maxBytes: 10_000 }).catch((error: unknown) =>
    refuseMalformedDemoRequest(ip, error),
  );
  await submitDemoRequest(input, { ip, locale: requestLocale(request) });
  return json({ success: true }, { status: 201 });
});
