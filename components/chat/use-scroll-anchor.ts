"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { SCROLL_BOTTOM_THRESHOLD_PX } from "@/lib/chat/constants";

/** Spec §9: "far" from the bottom means more than 20 px away. */
export function isFarFromBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight > SCROLL_BOTTOM_THRESHOLD_PX;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Keeps a scrolling conversation pinned to its newest text while the reader is at the bottom, and
 * reports when they scrolled away (the scroll-to-bottom button shows then). `content` changes as
 * messages and streamed text arrive; pinning scrolls, and the scroll event updates `far`.
 */
export function useScrollAnchor(content: unknown) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const [far, setFar] = useState(false);

  function onScroll() {
    if (!scroller.current) return;
    const isFar = isFarFromBottom(scroller.current);
    pinned.current = !isFar;
    setFar(isFar);
  }

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [content]);

  function scrollToBottom() {
    pinned.current = true;
    scroller.current?.scrollTo({
      top: scroller.current.scrollHeight,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }

  return { scroller, far, onScroll, scrollToBottom };
}
