"use client";

import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/ui/cn";

/** Collapses or expands the sidebar from 768 px up (below that the sidebar is an overlay). */
export function CollapseToggle({
  collapsed,
  onToggle,
  controls,
}: {
  collapsed: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const t = useTranslations("Shell");
  const label = collapsed ? t("expandSidebar") : t("collapseSidebar");
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <button
      type="button"
      onClick={onToggle}
      title={label}
      aria-expanded={!collapsed}
      aria-controls={controls}
      className={cn(
        "hidden h-9 w-full items-center gap-2 rounded-lg px-3 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-900 md:flex",
        collapsed && "justify-center px-0",
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={cn(collapsed && "sr-only")}>{label}</span>
    </button>
  );
}
