import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalyticsScreen } from "@/components/super-admin/analytics-screen";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SuperAdminShell"))("analytics") };
}

export default async function AnalyticsPage() {
  if (!(await guardPage("super-admin"))) return null;
  return <AnalyticsScreen />;
}
