import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DemoRequestsScreen } from "@/components/super-admin/demo-requests/demo-requests-screen";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SuperAdminShell"))("demoRequests") };
}

export default async function DemoRequestsPage() {
  if (!(await guardPage("super-admin"))) return null;
  return <DemoRequestsScreen />;
}
