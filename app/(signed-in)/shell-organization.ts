import "server-only";
import { cache } from "react";
import type { ShellOrganization } from "@/components/shell/types";
import { getOrganizationSummary } from "@/server/services/organizations/summary";

/** The branding a shell shows for the user's organisation, and the zone its dates are on. */
export type AreaOrganization = ShellOrganization & { timeZone: string };

/** The user's organisation as an area layout needs it, or null (once per render). */
export const loadShellOrganization = cache(
  async (organizationId: string | null): Promise<AreaOrganization | null> => {
    if (!organizationId) return null;
    const organization = await getOrganizationSummary(organizationId);
    return (
      organization && {
        name: organization.name,
        logoUrl: organization.logoUrl,
        color: organization.color,
        timeZone: organization.timeZone,
      }
    );
  },
);
