"use client";

import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/ui/cn";

export type NavEntry = { href: string; label: string; icon: LucideIcon };

/** One side-navigation link; the current page is highlighted and announced (aria-current). */
export function NavItem({ href, label, icon: Icon, collapsed = false }: NavEntry & { collapsed?: boolean }) {
  const pathname = usePathname();
  const isCurrent = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      title={collapsed ? label : undefined}
      className={cn(
        "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
        isCurrent ? "bg-brand-soft text-slate-900" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
        collapsed && "md:justify-center md:px-0",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("size-5 shrink-0", isCurrent ? "text-brand" : "text-slate-400")}
      />
      <span className={cn("truncate", collapsed && "md:sr-only")}>{label}</span>
    </Link>
  );
}

export function NavList({
  label,
  entries,
  collapsed,
}: {
  label: string;
  entries: NavEntry[];
  collapsed?: boolean;
}) {
  return (
    <nav aria-label={label} className="px-3">
      <ul className="space-y-1">
        {entries.map((entry) => (
          <li key={entry.href}>
            <NavItem {...entry} collapsed={collapsed} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
