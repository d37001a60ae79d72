import { CircleAlert, TriangleAlert, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/ui/cn";

const TONES = {
  error: { box: "border-red-200 bg-red-50 text-red-800", icon: CircleAlert },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: TriangleAlert },
} as const;

/** A message above a panel's content that the reader can dismiss (spec §2: errors in a banner). */
export function NoticeBanner({
  tone,
  message,
  onDismiss,
}: {
  tone: keyof typeof TONES;
  message: string;
  onDismiss: () => void;
}) {
  const t = useTranslations("Training.common");
  const { box, icon: Icon } = TONES[tone];
  return (
    <div role="alert" className={cn("flex items-start gap-2 rounded-lg border px-3 py-2 text-sm", box)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t("dismiss")}
        className="-m-1 rounded p-1 opacity-70 transition-opacity hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
