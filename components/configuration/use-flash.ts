"use client";

import { useCallback, useEffect, useState } from "react";

/** Spec §9: save results and the prompt's "saved" flag show for 3 seconds. */
export const STATUS_MESSAGE_MS = 3000;

export type Flash = { tone: "success" | "error"; text: string };

/** A message that clears itself after 3 seconds; showing a new one restarts the timer. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);
  return { flash, show: useCallback((next: Flash) => setFlash(next), []) };
}
