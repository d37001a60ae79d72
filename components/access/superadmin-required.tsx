import { ShieldLock } from "lucide-react";
import { useTranslations } from "next-intl";
import { AccessScreen } from "./access-screen";

/** Shown to admins who open the super-admin area (spec §2, §8). */
export function SuperadminRequired() {
  const t = useTranslations("Access");
  return (
    <AccessScreen
      icon={<ShieldLock aria-hidden="true" className="size-6" />}
      title={t("superAdminTitle")}
      message={t("superAdminMessage")}
      actionHref="/admin/configuracion"
      actionLabel={t("goToAdminPanel")}
    />
  );
}
