import { BookOpen, ExternalLink, FileText, MessageCircleQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import { documentHref, type ChatSource, type SourceKind } from "@/lib/chat/client";
import { placeLabel } from "@/lib/chat/source-place";

const ICONS: Record<SourceKind, typeof FileText> = {
  document: FileText,
  knowledge_block: BookOpen,
  qa_pair: MessageCircleQuestion,
};

/** The anchor a citation [n] of one answer points to. */
export const sourceAnchor = (messageId: string, number: number) => `source-${messageId}-${number}`;

const ITEM_CLASSES =
  "group flex w-full min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-start text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900";

/**
 * The sources under an answer, numbered like its citations, each with its page, or the slide, sheet,
 * section or time range it comes from. A document opens its file at the cited page (or minute) in a
 * new tab; a knowledge block or a Q&A pair opens in the source viewer.
 */
export function SourceList({
  messageId,
  sources,
  onOpen,
}: {
  messageId: string;
  sources: ChatSource[];
  onOpen: (source: ChatSource) => void;
}) {
  const t = useTranslations("Chat");
  const place = useTranslations("SourcePlace");
  const headingId = `${sourceAnchor(messageId, 0)}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-slate-100 pt-2">
      <h3 id={headingId} className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t("sources")}
      </h3>
      <ol className="mt-1 space-y-0.5">
        {sources.map((source) => {
          const Icon = ICONS[source.kind];
          const label = (
            <>
              <span className="shrink-0 text-xs font-semibold text-slate-500 tabular-nums">
                [{source.number}]
              </span>
              <Icon
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-400 group-hover:text-slate-600"
              />
              <span className="min-w-0 truncate">{source.title}</span>
              {source.place ? (
                // A sheet's or section's name can be long: it gives way before the title does.
                <span className="max-w-[45%] shrink-0 truncate text-xs text-slate-500">
                  {placeLabel(source.place, place)}
                </span>
              ) : (
                source.page && (
                  <span className="shrink-0 text-xs text-slate-500">
                    {t("sourcePage", { page: source.page })}
                  </span>
                )
              )}
            </>
          );
          return (
            <li key={source.number} id={sourceAnchor(messageId, source.number)} className="scroll-mt-4">
              {source.kind === "document" ? (
                <a
                  href={documentHref(source)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={ITEM_CLASSES}
                >
                  {label}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
                  <span className="sr-only">{t("opensInNewTab")}</span>
                </a>
              ) : (
                <button
                  type="button"
                  onClick={() => onOpen(source)}
                  className={ITEM_CLASSES}
                  aria-haspopup="dialog"
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
