"use client";

import { ChartColumn, GraduationCap, MessageSquare, Settings } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CollapseToggle } from "@/components/shell/collapse-toggle";
import { NavList, type NavEntry } from "@/components/shell/nav-item";
import { SidebarBrand } from "@/components/shell/sidebar-brand";
import { SidebarFrame } from "@/components/shell/sidebar-frame";
import { useMobileDrawer } from "@/components/shell/use-mobile-drawer";
import { useSidebarCollapsed } from "@/components/shell/use-sidebar-collapsed";
import type { ShellOrganization, ShellUser } from "@/components/shell/types";
import { UserPanel } from "@/components/shell/user-panel";
import { brandStyle } from "@/lib/ui/brand-color";
import { cn } from "@/lib/ui/cn";

const SIDEBAR_ID = "admin-sidebar";

/** The admin area frame of spec §2: collapsible side navigation, user panel and the screen. */
export function AdminShell({
  user,
  organization,
  children,
}: {
  user: ShellUser;
  organization: ShellOrganization | null;
  children: ReactNode;
}) {
  const t = useTranslations("AdminShell");
  const shell = useTranslations("Shell");
  const drawer = useMobileDrawer();
  const { collapsed, toggle } = useSidebarCollapsed();
  const orgName = organization?.name ?? null;

  const entries: NavEntry[] = [
    { href: "/admin/entrenamiento", label: t("training"), icon: GraduationCap },
    { href: "/admin/reports", label: t("reports"), icon: ChartColumn },
    { href: "/admin/configuracion", label: t("configuration"), icon: Settings },
  ];

  const sidebar = (
    <>
      <SidebarBrand
        title={orgName ?? t("area")}
        subtitle={t("area")}
        logoUrl={organization?.logoUrl}
        logoAlt={orgName ? shell("logoAlt", { organization: orgName }) : undefined}
        collapsed={collapsed}
      />
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto py-2">
        <NavList label={shell("mainNavigation")} entries={entries} collapsed={collapsed} />
        <div className="px-3">
          <Link
            href="/chat"
            title={collapsed ? t("testChat") : undefined}
            className={buttonClasses({
              variant: "secondary",
              className: cn("w-full", collapsed && "md:px-0"),
            })}
          >
            <MessageSquare aria-hidden="true" className="size-4 shrink-0 text-brand" />
            <span className={cn(collapsed && "md:sr-only")}>{t("testChat")}</span>
          </Link>
        </div>
        <div className="mt-auto px-3">
          <CollapseToggle collapsed={collapsed} onToggle={toggle} controls={SIDEBAR_ID} />
        </div>
      </div>
      <UserPanel user={user} detail={orgName} collapsed={collapsed} />
    </>
  );

  return (
    <SidebarFrame
      id={SIDEBAR_ID}
      drawer={drawer}
      collapsed={collapsed}
      mobileTitle={orgName ?? t("area")}
      sidebar={sidebar}
      style={brandStyle(organization?.color)}
    >
      {children}
    </SidebarFrame>
  );
}
