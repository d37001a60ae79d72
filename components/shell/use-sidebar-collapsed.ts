"use client";

import { useCallback, useSyncExternalStore } from "react";
import {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COLLAPSED_STORAGE_KEY,
  TABLET_BREAKPOINT_PX,
} from "@/lib/ui/constants";

const listeners = new Set<() => void>();
// Used when localStorage is unavailable, so the toggle still works for this page view.
let memoryChoice: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  window.addEventListener("resize", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
    window.removeEventListener("resize", listener);
  };
}

function readStoredChoice(): string | null {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY);
  } catch {
    return memoryChoice;
  }
}

function isTabletWidth(): boolean {
  return window.innerWidth >= MOBILE_BREAKPOINT_PX && window.innerWidth < TABLET_BREAKPOINT_PX;
}

/**
 * Collapsed state of a sidebar (spec §2): the user's stored choice wins; without one it starts
 * collapsed between 768 and 1024 px and expanded elsewhere. Server render: expanded.
 */
export function useSidebarCollapsed(): { collapsed: boolean; toggle: () => void } {
  const stored = useSyncExternalStore(subscribe, readStoredChoice, () => null);
  const tablet = useSyncExternalStore(subscribe, isTabletWidth, () => false);
  const collapsed = stored === null ? tablet : stored === "true";

  const toggle = useCallback(() => {
    const choice = String(!collapsed);
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, choice);
    } catch {
      memoryChoice = choice; // storage disabled: remembered until the page is reloaded
    }
    listeners.forEach((listener) => listener());
  }, [collapsed]);

  return { collapsed, toggle };
}
