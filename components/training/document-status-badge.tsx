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

/**
 * Subido / Procesando / Procesado / Error, and "Actualizando índice" for a processed document being
 * re-indexed under newer rules (it keeps answering from its old index meanwhile). While OCR reads a
 * document page by page: "Procesando · página 3 de 12". A video, which nothing reads without a model
 * server, says so: "Guardado: no se usa para responder", with the reason in its tooltip.
 */
export function DocumentStatusBadge({
  status,
  updatingIndex = false,
  progress = null,
  storedOnly = false,
}: {
  status: string;
  updatingIndex?: boolean;
  progress?: { page: number; pages: number } | null;
  storedOnly?: boolean;
}) {
  const t = useTranslations("Training.documents.status");
  const shown = displayStatus(status);
  const updating = shown === "processed" && updatingIndex;
  if (storedOnly && shown === "uploaded") {
    return (
      <Badge tone="neutral" data-status="stored_only" title={t("storedOnlyReason")}>
        {t("storedOnly")}
        <span className="sr-only">. {t("storedOnlyReason")}</span>
      </Badge>
    );
  }
  if (shown === "processing" && progress) {
    return (
      <Badge tone="brand" data-status="processing" className="gap-1">
        <Spinner className="size-3" />
        {t("processingPage", progress)}
      </Badge>
    );
  }
  return (
    <Badge
      tone={updating ? "brand" : TONES[shown]}
      data-status={updating ? "updating_index" : shown}
      className="gap-1"
    >
      {(shown === "processing" || updating) && <Spinner className="size-3" />}
      {updating ? t("updatingIndex") : t(shown)}
    </Badge>
  );
}
