"use client";

import type { ReactNode } from "react";
import { ClientLanguageSwitch } from "@/components/client-language-switch";
import { cn } from "@/lib/ui/cn";
import { LogoutButton } from "./logout-button";
import type { ShellUser } from "./types";

function initials(name: string, email: string): string {
  const words = (name.trim() || email).split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** Bottom of a sidebar: who is signed in, the language switch and logout. */
export function UserPanel({
  user,
  detail,
  badge,
  collapsed = false,
}: {
  user: ShellUser;
  /** A line under the e-mail, such as the organisation name. */
  detail?: string | null;
  badge?: ReactNode;
  collapsed?: boolean;
}) {
  return (
    <div className="mt-auto space-y-3 border-t border-slate-200 p-3">
      <div className={cn("flex items-center gap-3", collapsed && "md:justify-center")}>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-semibold text-white"
        >
          {initials(user.name, user.email)}
        </span>
        <div className={cn("min-w-0 text-sm", collapsed && "md:sr-only")}>
          <p className="truncate font-medium text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
          {detail && <p className="truncate text-xs text-slate-500">{detail}</p>}
          {badge && <div className="mt-1">{badge}</div>}
        </div>
      </div>
      <ClientLanguageSwitch className={cn(collapsed && "md:flex-col")} />
      <LogoutButton compact={collapsed} />
    </div>
  );
}
