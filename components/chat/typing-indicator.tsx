import { useTranslations } from "next-intl";

/** Three pulsing dots with words for screen readers; still under prefers-reduced-motion. */
export function TypingIndicator() {
  const t = useTranslations("Chat");
  return (
    <span role="status" className="inline-flex h-5 items-center gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-1.5 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
      <span className="sr-only">{t("typing")}</span>
    </span>
  );
}
