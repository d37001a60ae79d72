import { useTranslations } from "next-intl";
import { AppMark } from "@/components/brand/app-logo";

/** The chat's opening screen until the conversation UI arrives. */
export function ChatGreeting({ name, organizationName }: { name: string; organizationName: string | null }) {
  const t = useTranslations("ChatShell");
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <AppMark className="size-14 rounded-2xl" />
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {t("greeting", { name: firstName })}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        {organizationName ? t("intro", { organization: organizationName }) : t("introNoOrganization")}
      </p>
      <p className="mt-8 rounded-full bg-white px-4 py-1.5 text-xs font-medium text-slate-500 ring-1 ring-slate-200">
        {t("comingSoon")}
      </p>
    </div>
  );
}
