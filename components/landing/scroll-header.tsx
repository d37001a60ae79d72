"use client";

import { clsx } from "clsx";
import { useEffect, useState, type ReactNode } from "react";
import { HEADER_SOLID_AFTER_PX } from "@/lib/ui/constants";

/**
 * The landing page's fixed header frame: transparent over the hero, solid once the page has scrolled
 * more than 20 px (spec §2). Only this frame is client code; its content is rendered on the server.
 */
export function ScrollHeader({ children }: { children: ReactNode }) {
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    const update = () => setSolid(window.scrollY > HEADER_SOLID_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <header
      data-solid={solid}
      className={clsx(
        "fixed inset-x-0 top-0 z-50 border-b transition-colors duration-200",
        solid ? "border-slate-200 bg-white/95 shadow-sm backdrop-blur" : "border-transparent bg-transparent",
      )}
    >
      {children}
    </header>
  );
}
