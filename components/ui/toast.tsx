"use client";

import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { TOAST_DURATION_MS } from "@/lib/ui/constants";
import { clsx } from "clsx";

/**
 * The app's one toast component (spec §2 "Toasts": success, error, info; dismissed by a click or the
 * close button; 4 s by default), on the public pages and in the signed-in areas alike. Hand-written
 * rather than a library because the landing page's whole JavaScript budget is 150 kB: this is a
 * module-level list, `useSyncExternalStore`, and clsx (not cn: tailwind-merge is 8 kB gzip).
 */

export type ToastType = "success" | "error" | "info";
type Toast = { id: number; type: ToastType; message: string; durationMs: number };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(type: ToastType, message: string, { durationMs = TOAST_DURATION_MS } = {}): number {
  const id = nextId++;
  publish([...toasts, { id, type, message, durationMs }]);
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** `toast.success("Guardado")`: callable from any client component below a `<Toaster>`. */
export const toast = {
  success: (message: string, options?: { durationMs?: number }) => show("success", message, options),
  error: (message: string, options?: { durationMs?: number }) => show("error", message, options),
  info: (message: string, options?: { durationMs?: number }) => show("info", message, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: Toast[] = [];

const STYLES: Record<ToastType, { icon: typeof Info; className: string }> = {
  success: { icon: CheckCircle2, className: "border-emerald-200 bg-emerald-50 text-emerald-900" },
  error: { icon: XCircle, className: "border-red-200 bg-red-50 text-red-900" },
  info: { icon: Info, className: "border-sky-200 bg-sky-50 text-sky-900" },
};

export type ToasterLabels = { region: string; close: string };

/** Where toasts appear: one per page, top right (full width on phones). Texts come as props. */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return (
    <section
      aria-label={labels.region}
      className="pointer-events-none fixed inset-x-4 top-4 z-[100] flex flex-col items-stretch gap-2 sm:left-auto sm:w-96"
    >
      {current.map((item) => (
        <ToastItem key={item.id} toast={item} closeLabel={labels.close} />
      ))}
    </section>
  );
}

function ToastItem({ toast: item, closeLabel }: { toast: Toast; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [item.id, item.durationMs]);
  const { icon: Icon, className } = STYLES[item.type];
  return (
    // Errors interrupt (role="alert"); success and info wait their turn (role="status").
    <div
      role={item.type === "error" ? "alert" : "status"}
      data-type={item.type}
      onClick={() => dismissToast(item.id)}
      className={clsx(
        "pointer-events-auto flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1 break-words">{item.message}</p>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={(event) => {
          event.stopPropagation();
          dismissToast(item.id);
        }}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
