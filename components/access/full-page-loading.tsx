import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";

/** The Loading state shown while the session is checked (spec §2, route guard). */
export function FullPageLoading() {
  const t = useTranslations("Access");
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-500"
    >
      <Spinner className="size-7 text-brand" />
      <span className="text-sm">{t("checking")}</span>
    </div>
  );
}
