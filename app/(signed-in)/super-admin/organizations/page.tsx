import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlaceholderScreen } from "@/components/shell/placeholder-screen";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SuperAdminShell"))("organizations") };
}

export default async function OrganizationsPage() {
  if (!(await guardPage("super-admin"))) return null;
  const t = await getTranslations("SuperAdminShell");
  return <PlaceholderScreen title={t("organizations")} />;
}
