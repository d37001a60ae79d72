import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import type { DocumentStatus } from "@/lib/validation/documents";

const KNOWN: readonly DocumentStatus[] = ["uploaded", "processing", "processed", "failed"];

/** Spec §4: an unknown status reads as "uploaded" on the training screen. */
export function displayStatus(status: string): DocumentStatus {
  return (KNOWN as readonly string[]).includes(status) ? (status as DocumentStatus) : "uploaded";
}

const TONES: Record<DocumentStatus, BadgeTone> = {
  uploaded: "neutral",
  processing: "brand",
  processed: "success",
  failed: "danger",
};

/** Subido / Procesando / Procesado / Error. */
export function DocumentStatusBadge({ status }: { status: string }) {
  const t = useTranslations("Training.documents.status");
  const shown = displayStatus(status);
  return (
    <Badge tone={TONES[shown]} data-status={shown} className="gap-1">
      {shown === "processing" && <Spinner className="size-3" />}
      {t(shown)}
    </Badge>
  );
}
