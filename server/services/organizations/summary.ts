import "server-only";
import type { OrganizationSummary } from "@/lib/validation/config";
import { getDb } from "@/server/db";

/** The organisation with its default assistant's prompt and profile image (issue 23). */
export async function getOrganizationSummary(id: string): Promise<OrganizationSummary | null> {
  const db = await getDb();
  const [organization, assistant] = await Promise.all([
    db.organization.findUnique({
      where: { id },
      select: { id: true, name: true, color: true, logoUrl: true, timeZone: true },
    }),
    defaultAssistantOf(id),
  ]);
  return (
    organization && {
      ...organization,
      profileImageUrl: assistant?.profileImageUrl ?? null,
      customPrompt: assistant?.customPrompt ?? null,
    }
  );
}

/** Read only: an organisation that has none yet gets it on its first write (assistants/default.ts). */
async function defaultAssistantOf(organizationId: string) {
  const db = await getDb();
  return db.assistant.findFirst({
    where: { organizationId, isDefault: true },
    select: { profileImageUrl: true, customPrompt: true },
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
  const [organization, assistant] = await Promise.all([
    db.organization.findUnique({ where: { id }, select: { name: true, logoUrl: true, color: true } }),
    defaultAssistantOf(id),
  ]);
  return (
    organization && {
      logo_url: organization.logoUrl,
      orgName: organization.name,
      color: organization.color,
      custom_prompt: assistant?.customPrompt ?? null,
    }
  );
}
