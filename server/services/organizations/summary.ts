import "server-only";
import type { OrganizationSummary } from "@/lib/validation/config";
import { getDb } from "@/server/db";

export async function getOrganizationSummary(id: string): Promise<OrganizationSummary | null> {
  const db = await getDb();
  return db.organization.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      color: true,
      logoUrl: true,
      profileImageUrl: true,
      customPrompt: true,
      timeZone: true,
    },
  });
}

/** The organisation config the chat and sign-in screens read without signing in (spec §3, §7). */
export type PublicBranding = {
  logo_url: string | null;
  orgName: string;
  color: string;
  custom_prompt: string | null;
};

export async function getPublicBranding(id: string): Promise<PublicBranding | null> {
  const db = await getDb();
  const organization = await db.organization.findUnique({
    where: { id },
    select: { name: true, logoUrl: true, color: true, customPrompt: true },
  });
  return (
    organization && {
      logo_url: organization.logoUrl,
      orgName: organization.name,
      color: organization.color,
      custom_prompt: organization.customPrompt,
    }
  );
}
