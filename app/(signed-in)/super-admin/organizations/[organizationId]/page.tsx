import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { PlaceholderScreen } from "@/components/shell/placeholder-screen";
import { guardPage } from "@/server/auth/page-guard";

type Props = { params: Promise<{ organizationId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { organizationId } = await params;
  return { title: (await getTranslations("SuperAdminShell"))("organizationTitle", { id: organizationId }) };
}

export default async function OrganizationDetailPage({ params }: Props) {
  if (!(await guardPage("super-admin"))) return null;
  const [{ organizationId }, t] = await Promise.all([params, getTranslations("SuperAdminShell")]);
  return (
    <PlaceholderScreen title={t("organizationTitle", { id: organizationId })}>
      <Link
        href="/super-admin/organizations"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("backToOrganizations")}
      </Link>
    </PlaceholderScreen>
  );
}
