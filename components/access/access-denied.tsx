import { ShieldX } from "lucide-react";
import { useTranslations } from "next-intl";
import { AccessScreen } from "./access-screen";

/** Shown to members who open the admin or super-admin area (spec §2, §8). */
export function AccessDenied() {
  const t = useTranslations("Access");
  return (
    <AccessScreen
      icon={<ShieldX aria-hidden="true" className="size-6" />}
      title={t("deniedTitle")}
      message={t("deniedMessage")}
      actionHref="/chat"
      actionLabel={t("goToChat")}
    />
  );
}
