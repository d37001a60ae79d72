import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrganizationsScreen } from "@/components/super-admin/organizations-screen";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SuperAdminShell"))("organizations") };
}

export default async function OrganizationsPage() {
  if (!(await guardPage("super-admin"))) return null;
  return <OrganizationsScreen />;
}
