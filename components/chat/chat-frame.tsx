"use client";

import { MessageSquarePlus, Settings } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { SidebarBrand } from "@/components/shell/sidebar-brand";
import { SidebarFrame } from "@/components/shell/sidebar-frame";
import type { ShellOrganization, ShellUser } from "@/components/shell/types";
import { useMobileDrawer } from "@/components/shell/use-mobile-drawer";
import { UserPanel } from "@/components/shell/user-panel";
import { buttonClasses } from "@/components/ui/button";
import type { Role } from "@/lib/auth/roles";
import { brandStyle } from "@/lib/ui/brand-color";
import { ConversationList } from "./conversation-list";

/**
 * The chat screen frame (spec §2): side navigation with a new-conversation button, the member's
 * conversations, a Configuration shortcut for admins only, the user panel; the conversation is `children`.
 */
export function ChatFrame({
  user,
  role,
  organization,
  children,
}: {
  user: ShellUser;
  role: Role;
  organization: ShellOrganization | null;
  children: ReactNode;
}) {
  const t = useTranslations("ChatShell");
  const shell = useTranslations("Shell");
  const common = useTranslations("Common");
  const drawer = useMobileDrawer();
  const title = organization?.name ?? common("appName");

  const sidebar = (
    <>
      <SidebarBrand
        title={title}
        subtitle={common("appName")}
        logoUrl={organization?.logoUrl}
        logoAlt={organization ? shell("logoAlt", { organization: organization.name }) : undefined}
      />
      <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-3 py-2">
        <Link href="/chat" onClick={drawer.close} className={buttonClasses({ className: "w-full" })}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t("newConversation")}
        </Link>
        <ConversationList onNavigate={drawer.close} />
        {role === "admin" && (
          <Link
            href="/admin/configuracion"
            className={buttonClasses({ variant: "secondary", className: "mt-auto w-full" })}
          >
            <Settings aria-hidden="true" className="size-4" />
            {t("configuration")}
          </Link>
        )}
      </div>
      <UserPanel user={user} detail={organization?.name} />
    </>
  );

  return (
    <SidebarFrame
      id="chat-sidebar"
      drawer={drawer}
      mobileTitle={title}
      sidebar={sidebar}
      style={brandStyle(organization?.color)}
    >
      {children}
    </SidebarFrame>
  );
}
