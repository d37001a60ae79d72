"use client";

import { ChartLine, Inbox, LifeBuoy, Building } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { NavList, type NavEntry } from "@/components/shell/nav-item";
import { SidebarBrand } from "@/components/shell/sidebar-brand";
import { SidebarFrame } from "@/components/shell/sidebar-frame";
import type { ShellUser } from "@/components/shell/types";
import { useMobileDrawer } from "@/components/shell/use-mobile-drawer";
import { UserPanel } from "@/components/shell/user-panel";
import { Badge } from "@/components/ui/badge";

/** The super-admin area frame of spec §2: navigation, the user with a Super Admin badge, logout. */
export function SuperAdminShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const t = useTranslations("SuperAdminShell");
  const shell = useTranslations("Shell");
  const common = useTranslations("Common");
  const drawer = useMobileDrawer();

  const entries: NavEntry[] = [
    { href: "/super-admin/organizations", label: t("organizations"), icon: Building },
    { href: "/super-admin/demo-requests", label: t("demoRequests"), icon: Inbox },
    { href: "/super-admin/analytics", label: t("analytics"), icon: ChartLine },
    { href: "/super-admin/impersonate", label: t("support"), icon: LifeBuoy },
  ];

  const sidebar = (
    <>
      <SidebarBrand title={common("appName")} subtitle={t("area")} />
      <div className="flex-1 overflow-y-auto py-2">
        <NavList label={shell("mainNavigation")} entries={entries} />
      </div>
      <UserPanel user={user} badge={<Badge tone="brand">{t("badge")}</Badge>} />
    </>
  );

  return (
    <SidebarFrame id="super-admin-sidebar" drawer={drawer} mobileTitle={t("area")} sidebar={sidebar}>
      {children}
    </SidebarFrame>
  );
}
