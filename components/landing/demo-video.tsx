import type { Locale } from "@/lib/i18n/locales";

type Texts = { title: string; caption: string; fallback: string; download: string };

/**
 * The product walkthrough in the visitor's language (recorded by scripts/record-demo-video.mjs). A
 * native player, so no JavaScript: a poster frame shows until play, `preload="none"` keeps the
 * video's bytes off the first load, and browsers without the formats get a text and a download link.
 */
export function DemoVideo({ locale, texts }: { locale: Locale; texts: Texts }) {
  const base = `/demo/walkthrough-${locale}`;
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-900 shadow-xl">
      <video
        controls
        muted
        playsInline
        preload="none"
        poster={`${base}.jpg`}
        width={1280}
        height={720}
        aria-label={texts.title}
        className="aspect-video h-auto w-full bg-slate-900"
      >
        <source src={`${base}.webm`} type="video/webm" />
        <source src={`${base}.mp4`} type="video/mp4" />
        <p className="p-6 text-white">
          {texts.fallback}{" "}
          <a href={`${base}.mp4`} className="underline">
            {texts.download}
          </a>
        </p>
      </video>
      <figcaption className="bg-white px-4 py-3 text-sm text-slate-600">{texts.caption}</figcaption>
    </figure>
  );
}
