import type { ReactNode } from "react";

/**
 * A landing section: an anchor target below the fixed header, with its heading and lead. Every one
 * sits below the hero, so the browser may skip its style and layout until it nears the viewport
 * (`content-visibility: auto`, sized by a placeholder until then), which trims the first load's
 * layout work on a phone. Its content stays in the accessibility tree and reachable by find and anchors.
 */
export function Section({
  id,
  title,
  lead,
  children,
  className = "",
}: {
  id?: string;
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id ?? title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-28 px-4 py-16 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:px-6 sm:py-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={headingId}
            className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg text-pretty text-slate-600">{lead}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

/** An icon, a title and a sentence: the use-case and feature cards. */
export function IconCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-hover">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">{text}</p>
    </li>
  );
}
