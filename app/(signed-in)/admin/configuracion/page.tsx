import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlaceholderScreen } from "@/components/shell/placeholder-screen";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminShell"))("configurationTitle") };
}

export default async function ConfigurationPage() {
  if (!(await guardPage("admin"))) return null;
  const t = await getTranslations("AdminShell");
  return <PlaceholderScreen title={t("configurationTitle")} />;
}
