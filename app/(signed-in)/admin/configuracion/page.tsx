import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConfigurationScreen } from "@/components/configuration/configuration-screen";
import { timeZoneOptions } from "@/lib/dates/format";
import { guardPage } from "@/server/auth/page-guard";
import { answersWithModelServer } from "@/server/services/assistant-mode";
import { getOrganizationSummary } from "@/server/services/organizations/summary";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminShell"))("configurationTitle") };
}

/** Spec §2 configuration screen. */
export default async function ConfigurationPage() {
  const user = await guardPage("admin");
  if (!user) return null;
  const [organization, t, page, common] = await Promise.all([
    user.organizationId ? getOrganizationSummary(user.organizationId) : null,
    getTranslations("AdminShell"),
    getTranslations("Configuration"),
    getTranslations("Common"),
  ]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("configurationTitle")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{page("subtitle")}</p>
      </header>
      {organization && (
        <div className="mt-6">
          <ConfigurationScreen
            organization={organization}
            manageUsers={user.role === "admin"}
            ownEmail={user.email}
            timeZones={timeZoneOptions()}
            modelServer={answersWithModelServer()}
          />
        </div>
      )}
      <footer className="mt-auto pt-10 text-center text-xs text-slate-500">{common("footerCredit")}</footer>
    </div>
  );
}
