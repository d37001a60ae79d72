"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useBrandScope } from "@/components/ui/brand-scope";
import { cn } from "@/lib/ui/cn";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "textarea:not([disabled])",
  "select:not([disabled])",
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(",");

function focusableIn(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/**
 * Open dialogs by the order they first rendered: a dialog inside another renders after it, so the
 * highest is the innermost, the only one that answers Escape pressed outside every panel.
 */
let renderOrder = 0;
const openDialogs = new Set<number>();

/**
 * Escape closes the dialog even when focus is no longer inside it (a click on the backdrop moves it
 * to <body>). Keys pressed inside the panel are handled by the panel itself.
 */
function useEscapeFromAnywhere(panel: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const [order] = useState(() => ++renderOrder);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    openDialogs.add(order);
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (Math.max(...openDialogs) !== order) return;
      if (event.target instanceof Node && panel.current?.contains(event.target)) return;
      event.preventDefault();
      close.current();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      openDialogs.delete(order);
    };
  }, [order, panel]);
}

/** Keeps the page behind a modal from scrolling while it is open (spec §2). */
function useBodyScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

/**
 * A modal dialog: rendered over the page, focus moved in on open and back on close, Tab kept inside,
 * Escape closes (wherever focus is), page scrolling locked. Mount it only while it is open.
 * Rendered into the signed-in area's brand scope when there is one (components/ui/brand-scope.ts).
 */
export function DialogFrame({
  role = "dialog",
  titleId,
  descriptionId,
  onClose,
  initialFocus,
  closeOnBackdrop = false,
  className,
  children,
}: {
  role?: "dialog" | "alertdialog";
  titleId: string;
  descriptionId?: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Off for forms, so a stray click does not throw away what was typed. */
  closeOnBackdrop?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const brandScope = useBrandScope();
  useBodyScrollLock();
  useEscapeFromAnywhere(panel, onClose);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusableIn(panel.current)[0] ?? panel.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
    // Focus moves once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = focusableIn(panel.current);
    if (focusable.length === 0) return event.preventDefault();
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        data-testid="dialog-backdrop"
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[1px]"
        onClick={closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          "relative flex max-h-dvh w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl outline-none sm:max-h-[90dvh] sm:rounded-2xl",
          className,
        )}
      >
        {children}
      </div>
    </div>,
    // Inside the area's brand scope, so the organisation's colour reaches the dialog's buttons.
    brandScope ?? document.body,
  );
}
