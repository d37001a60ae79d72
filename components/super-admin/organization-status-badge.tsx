import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { OrganizationStatus } from "@/lib/validation/organizations";

export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const t = useTranslations("Organizations.status");
  return (
    <Badge tone={status === "suspended" ? "danger" : "success"} data-status={status}>
      {t(status)}
    </Badge>
  );
}
