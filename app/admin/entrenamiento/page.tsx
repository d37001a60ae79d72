import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlaceholderScreen } from "@/components/shell/placeholder-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminShell"))("trainingTitle") };
}

export default async function TrainingPage() {
  const t = await getTranslations("AdminShell");
  return <PlaceholderScreen title={t("trainingTitle")} />;
}
