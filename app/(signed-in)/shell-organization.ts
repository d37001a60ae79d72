import "server-only";
import { cache } from "react";
import type { ShellOrganization } from "@/components/shell/types";
import { getOrganizationSummary } from "@/server/services/organizations/summary";

/** The branding a shell shows for the user's organisation, or null (once per render). */
export const loadShellOrganization = cache(
  async (organizationId: string | null): Promise<ShellOrganization | null> => {
    if (!organizationId) return null;
    const organization = await getOrganizationSummary(organizationId);
    return (
      organization && { name: organization.name, logoUrl: organization.logoUrl, color: organization.color }
    );
  },
);
