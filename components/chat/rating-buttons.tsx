import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ChatRating } from "@/lib/chat/client";
import { cn } from "@/lib/ui/cn";

const OPTIONS = [
  { value: "positive", Icon: ThumbsUp, label: "helpful" },
  { value: "negative", Icon: ThumbsDown, label: "notHelpful" },
] as const;

/** Helpful / not helpful (spec §2); pressed only once the server stored the rating. */
export function RatingButtons({
  rating,
  pending,
  onRate,
}: {
  rating: ChatRating | null | undefined;
  pending: boolean;
  onRate: (value: ChatRating) => void;
}) {
  const t = useTranslations("Chat");
  return (
    <div role="group" aria-label={t("ratingGroup")} className="flex items-center gap-1">
      {OPTIONS.map(({ value, Icon, label }) => {
        const pressed = rating === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            aria-label={t(label)}
            title={t(label)}
            disabled={pending}
            onClick={() => onRate(value)}
            className={cn(
              "rounded-md p-1.5 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 disabled:opacity-50",
              pressed && "bg-brand-soft text-brand-hover hover:bg-brand-soft hover:text-brand-hover",
            )}
          >
            <Icon aria-hidden="true" className="size-4" fill={pressed ? "currentColor" : "none"} />
          </button>
        );
      })}
    </div>
  );
}
