import { getTranslations } from "next-intl/server";
import Link from "next/link";

export async function SiteFooter() {
  const [t, common] = await Promise.all([getTranslations("Landing.footer"), getTranslations("Common")]);
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-8 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row">
        <p>
          © {new Date().getFullYear()} {common("appName")}. {t("rights")}
        </p>
        <Link href="/aviso-de-privacidad" className="font-medium text-slate-700 underline underline-offset-4">
          {t("privacy")}
        </Link>
      </div>
    </footer>
  );
}
