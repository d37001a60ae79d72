"use client";

import { clsx } from "clsx";
import { useEffect, useState, type ReactNode } from "react";
import { HEADER_SOLID_AFTER_PX } from "@/lib/ui/constants";

/**
 * The landing page's fixed header frame: transparent over the hero, solid once the page has scrolled
 * more than 20 px (spec §2) and while its phone menu is open. Only this frame and the menu are client
 * code; their content is rendered on the server.
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
        // The phone menu (components/landing/header-menu.tsx) opens over the hero: solid while it is open.
        "has-[[data-open=true]]:border-slate-200 has-[[data-open=true]]:bg-white has-[[data-open=true]]:shadow-sm",
        solid ? "border-slate-200 bg-white/95 shadow-sm backdrop-blur" : "border-transparent bg-transparent",
      )}
    >
      {children}
    </header>
  );
}
