import { getTranslations } from "next-intl/server";
import { Toaster } from "@/components/ui/toast";

/** The app's toaster on public pages, its labels translated on the server. */
export async function PublicToaster() {
  const t = await getTranslations("Toasts");
  return <Toaster labels={{ region: t("region"), close: t("close") }} />;
}
