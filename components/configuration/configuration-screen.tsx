"use client";

import { useEffect } from "react";
import { AssistantsCard } from "@/components/assistants/assistants-card";
import { UsersCard } from "@/components/users/users-card";
import { saveThemeConfig } from "@/lib/ui/theme-config";
import { ColorCard } from "./color-card";
import { ImageCard } from "./image-card";
import { PromptCard } from "./prompt-card";
import { TimeZoneCard } from "./time-zone-card";
import type { TimeZoneOption } from "@/lib/dates/format";
import type { OrganizationSummary } from "@/lib/validation/config";

export type ConfigurationScreenProps = {
  organization: OrganizationSummary;
  /** Spec §6: user management only when the role is exactly admin. */
  manageUsers: boolean;
  ownEmail: string;
  /** The zones the server accepts (lib/dates/format.ts timeZoneOptions). */
  timeZones: { mexico: TimeZoneOption[]; others: TimeZoneOption[] };
  /** False in embedded mode: the prompt card then says what the custom prompt does not change. */
  modelServer: boolean;
};

/**
 * Spec §2 configuration screen: logo, colour, the default assistant's profile image and custom prompt,
 * the assistants (issue 23), time zone and (admins) users.
 */
export function ConfigurationScreen({
  organization,
  manageUsers,
  ownEmail,
  timeZones,
  modelServer,
}: ConfigurationScreenProps) {
  // Spec §3: the theme config follows what the server says each time the screen loads.
  useEffect(() => saveThemeConfig({ color: organization.color, orgName: organization.name }), [organization]);

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
      <ImageCard
        kind="logo"
        organizationId={organization.id}
        organizationName={organization.name}
        imageUrl={organization.logoUrl}
      />
      <ColorCard savedColor={organization.color} />
      <ImageCard
        kind="profile"
        organizationId={organization.id}
        organizationName={organization.name}
        imageUrl={organization.profileImageUrl}
      />
      <div className="xl:col-span-2">
        <AssistantsCard organizationId={organization.id} organizationName={organization.name} />
      </div>
      <PromptCard savedPrompt={organization.customPrompt ?? ""} modelServer={modelServer} />
      <TimeZoneCard savedTimeZone={organization.timeZone} zones={timeZones} />
      {manageUsers && (
        <div className="xl:col-span-2">
          <UsersCard ownEmail={ownEmail} />
        </div>
      )}
    </div>
  );
}
