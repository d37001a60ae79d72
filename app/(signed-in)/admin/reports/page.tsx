import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReportsScreen } from "@/components/reports/reports-screen";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminShell"))("reportsTitle") };
}

// Spec §2: the report is for role admin only; anyone else who reaches it sees the refusal.
export default async function ReportsPage() {
  const user = await guardPage("admin");
  if (!user) return null;
  const [t, page, common] = await Promise.all([
    getTranslations("AdminShell"),
    getTranslations("Reports"),
    getTranslations("Common"),
  ]);
  if (user.role !== "admin") {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t("reportsDenied")}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("reportsTitle")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{page("subtitle")}</p>
      </header>
      <div className="mt-6">
        <ReportsScreen />
      </div>
      <footer className="mt-auto pt-10 text-center text-xs text-slate-500">{common("footerCredit")}</footer>
    </div>
  );
}
