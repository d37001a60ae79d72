import { z } from "zod";

/** Query strings shared by the list-and-delete APIs (knowledge blocks, Q&A). */

/** `?limit=N`: how many rows at most; the service caps it. */
export const ZListQuery = z.object({ limit: z.coerce.number().int().positive().optional() });

/** `?id=…`: the row a DELETE names. */
export const ZIdQuery = z.object({ id: z.string().min(1) });
