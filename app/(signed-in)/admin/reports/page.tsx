import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlaceholderScreen } from "@/components/shell/placeholder-screen";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminShell"))("reportsTitle") };
}

// Spec §2: the report is for role admin only; anyone else who reaches it sees the refusal.
export default async function ReportsPage() {
  const user = await guardPage("admin");
  if (!user) return null;
  const t = await getTranslations("AdminShell");
  if (user.role !== "admin") {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t("reportsDenied")}
        </p>
      </div>
    );
  }
  return <PlaceholderScreen title={t("reportsTitle")} />;
}
