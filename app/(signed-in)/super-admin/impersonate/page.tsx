import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SupportScreen } from "@/components/super-admin/support-screen";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SuperAdminShell"))("support") };
}

export default async function SupportPage() {
  if (!(await guardPage("super-admin"))) return null;
  return <SupportScreen />;
}
