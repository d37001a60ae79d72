"use client";

import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from "react";

/**
 * The landing header's menu below 768 px: one row with the logo and this button, which discloses the
 * section links, the language switch and the calls to action (its children, rendered on the server).
 * From 768 px the panel is `display: contents`, so its children sit in the header row as before and
 * the button is gone. Escape closes and puts focus back on the button; so does choosing a link, and
 * the panel closes when focus or a click moves outside the header.
 */
export function HeaderMenu({
  panelId,
  label,
  children,
}: {
  panelId: string;
  label: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.closest("header")?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tab past the last item closes the menu; a refresh that drops focus (relatedTarget null) does not.
    const next = event.relatedTarget;
    if (next instanceof Node && !root.current?.contains(next)) setOpen(false);
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    // An anchor scrolls the page under the menu: close it so the section is in view.
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }

  return (
    <div ref={root} className="contents" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="-me-2 inline-flex items-center gap-2 rounded-lg p-2 text-sm font-medium text-slate-800 hover:bg-slate-100 md:hidden"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        {label}
      </button>
      <div
        id={panelId}
        data-open={open}
        onClick={onClick}
        className={clsx(
          "w-full flex-col gap-4 border-t border-slate-200 pt-3 pb-4 md:contents",
          open ? "flex" : "hidden",
        )}
      >
        {children}
      </div>
    </div>
  );
}
