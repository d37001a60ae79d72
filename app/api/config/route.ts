import { z } from "zod";
import { AppError } from "@/server/http/app-error";
import { parseInput, route } from "@/server/http/respond";
import { getPublicBranding } from "@/server/services/organizations";

const ZQuery = z.object({ org_name: z.string().trim().min(1) });

/**
 * GET /api/config?org_name={organization id} (spec §7): public, no sign-in, branding fields only. The
 * same for every caller, so browsers and CDNs may keep it for a minute.
 */
export const GET = route(async (request) => {
  const { org_name } = parseInput(ZQuery, Object.fromEntries(new URL(request.url).searchParams));
  const data = await getPublicBranding(org_name);
  if (!data) throw new AppError("NOT_FOUND", "organizationNotFound");
  return Response.json({ success: true, data }, { headers: { "Cache-Control": "public, max-age=60" } });
});
