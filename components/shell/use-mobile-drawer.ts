"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { MOBILE_BREAKPOINT_PX, SWIPE_DISTANCE_PX, SWIPE_EDGE_PX } from "@/lib/ui/constants";

export type MobileDrawer = { isOpen: boolean; open: () => void; close: () => void };

/**
 * Open state of the side navigation as an overlay below 768 px (spec §2): opened by the menu button
 * or a swipe from the left edge; closed by Escape, the backdrop, a swipe left or navigating away.
 */
export function useMobileDrawer(): MobileDrawer {
  const pathname = usePathname();
  // Remembering where it was opened closes it on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt !== null && openedAt === pathname;
  const open = useCallback(() => setOpenedAt(pathname), [pathname]);
  const close = useCallback(() => setOpenedAt(null), []);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [isOpen, close]);

  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        touch && window.innerWidth < MOBILE_BREAKPOINT_PX ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const isHorizontal = Math.abs(dx) > Math.abs(touch.clientY - start.y);
      if (!isOpen && start.x <= SWIPE_EDGE_PX && dx > SWIPE_DISTANCE_PX && isHorizontal) open();
      if (isOpen && dx < -SWIPE_DISTANCE_PX && isHorizontal) close();
      start = null;
    };
    document.addEventListener("touchstart", onTouchStart, { passive: true });
    document.addEventListener("touchend", onTouchEnd, { passive: true });
    return () => {
      document.removeEventListener("touchstart", onTouchStart);
      document.removeEventListener("touchend", onTouchEnd);
    };
  }, [isOpen, open, close]);

  return { isOpen, open, close };
}
