import { z } from "zod";

/** GET /api/config?org_name={organization id}: the public branding of one organisation. */
export const ZPublicConfigQuery = z.object({ org_name: z.string().trim().min(1) });
