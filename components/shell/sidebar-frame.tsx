"use client";

import { Menu, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { BrandScopeContext } from "@/components/ui/brand-scope";
import { cn } from "@/lib/ui/cn";
import type { MobileDrawer } from "./use-mobile-drawer";

/**
 * Page frame with a side navigation: a fixed column from 768 px (w-64, or w-16 when collapsed), an
 * overlay with a backdrop below it. The open overlay is a modal dialog: the rest of the page is inert
 * (unreachable by Tab and screen readers), and focus moves to its close button and back to the menu
 * button.
 */
export function SidebarFrame({
  id,
  drawer,
  collapsed = false,
  mobileTitle,
  sidebar,
  style,
  children,
}: {
  id: string;
  drawer: MobileDrawer;
  collapsed?: boolean;
  mobileTitle: ReactNode;
  sidebar: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const t = useTranslations("Shell");
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const [brandScope, setBrandScope] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (drawer.isOpen) closeButton.current?.focus();
    else if (wasOpen.current) menuButton.current?.focus();
    wasOpen.current = drawer.isOpen;
  }, [drawer.isOpen]);

  return (
    <div ref={setBrandScope} className="flex min-h-dvh bg-slate-50" style={style} data-brand-scope="">
      {drawer.isOpen && (
        <div
          data-testid="sidebar-backdrop"
          aria-hidden="true"
          onClick={drawer.close}
          className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px] md:hidden"
        />
      )}
      <aside
        id={id}
        role={drawer.isOpen ? "dialog" : undefined}
        aria-modal={drawer.isOpen || undefined}
        aria-label={drawer.isOpen ? t("mainNavigation") : undefined}
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-slate-200 bg-white transition-[transform,width,visibility] duration-200",
          "md:sticky md:top-0 md:h-dvh md:translate-x-0",
          drawer.isOpen ? "translate-x-0 shadow-xl" : "max-md:invisible max-md:-translate-x-full",
          collapsed && "md:w-16",
        )}
      >
        <button
          ref={closeButton}
          type="button"
          onClick={drawer.close}
          aria-label={t("closeMenu")}
          className="absolute top-3 right-3 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 md:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {sidebar}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col" inert={drawer.isOpen}>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/95 px-3 backdrop-blur md:hidden">
          <button
            ref={menuButton}
            type="button"
            onClick={drawer.open}
            aria-label={t("openMenu")}
            aria-expanded={drawer.isOpen}
            aria-controls={id}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <div className="min-w-0 flex-1 truncate font-semibold text-slate-900">{mobileTitle}</div>
        </header>
        <main id="main-content" className="flex min-w-0 flex-1 flex-col">
          <BrandScopeContext value={brandScope}>{children}</BrandScopeContext>
        </main>
      </div>
    </div>
  );
}
