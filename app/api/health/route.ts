import { json, route } from "@/server/http/respond";
import { checkDatabase } from "@/server/services/health";

/** GET /api/health: for load balancers and uptime checks; 503 when the database does not answer. */
export const GET = route(async () => {
  const database = await checkDatabase();
  return json({ success: database.ok, database }, { status: database.ok ? 200 : 503 });
});
