import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrganizationDetailScreen } from "@/components/super-admin/organization-detail-screen";
import { guardPage } from "@/server/auth/page-guard";

type Props = { params: Promise<{ organizationId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { organizationId } = await params;
  return { title: (await getTranslations("SuperAdminShell"))("organizationTitle", { id: organizationId }) };
}

export default async function OrganizationDetailPage({ params }: Props) {
  if (!(await guardPage("super-admin"))) return null;
  const { organizationId } = await params;
  return <OrganizationDetailScreen organizationId={organizationId} />;
}
