"use client";

import { Play } from "lucide-react";
import { useRef, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";

type Texts = { title: string; caption: string; play: string; fallback: string; download: string };

/**
 * The product walkthrough in the visitor's language (recorded by scripts/record-demo-video.mjs),
 * behind a poster "facade": the page first shows the poster frame and a play button, and the native
 * player is created only when the visitor presses it. Chrome styles a `<video controls>` with a
 * shadow tree of its own, which cost the landing page's first render a third of its style time on a
 * phone (bench/RESULTS.md, Lighthouse). The facade is a link to the MP4, so before the page's
 * script has loaded (or without JavaScript) the browser still plays the file.
 */
export function DemoVideo({ locale, texts }: { locale: Locale; texts: Texts }) {
  const base = `/demo/walkthrough-${locale}`;
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-900 shadow-xl">
      {playing ? (
        <video
          ref={video}
          controls
          autoPlay
          muted
          playsInline
          poster={`${base}.jpg`}
          width={1280}
          height={720}
          aria-label={texts.title}
          className="aspect-video h-auto w-full bg-slate-900"
          // The button that started it is gone: keep the keyboard where the visitor was.
          onLoadStart={() => video.current?.focus()}
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
      ) : (
        <a
          href={`${base}.mp4`}
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
          aria-label={`${texts.play}: ${texts.title}`}
          className="group relative block aspect-video focus-visible:ring-4 focus-visible:ring-brand-ring focus-visible:outline-none focus-visible:ring-inset"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a static poster in public/, already sized */}
          <img
            src={`${base}.jpg`}
            alt=""
            width={1280}
            height={720}
            decoding="async"
            className="h-full w-full object-cover"
          />
          <span className="absolute inset-0 grid place-items-center bg-slate-900/10 transition-colors group-hover:bg-slate-900/25">
            <span className="grid size-16 place-items-center rounded-full bg-white/95 text-brand shadow-lg transition-transform group-hover:scale-105">
              <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
            </span>
          </span>
        </a>
      )}
      <figcaption className="bg-white px-4 py-3 text-sm text-slate-600">{texts.caption}</figcaption>
    </figure>
  );
}
