import "server-only";
import { getDb } from "@/server/db";

export type OrganizationSummary = {
  id: string;
  name: string;
  color: string;
  logoUrl: string | null;
  profileImageUrl: string | null;
  customPrompt: string | null;
};

export async function getOrganizationSummary(id: string): Promise<OrganizationSummary | null> {
  const db = await getDb();
  return db.organization.findUnique({
    where: { id },
    select: { id: true, name: true, color: true, logoUrl: true, profileImageUrl: true, customPrompt: true },
  });
}
