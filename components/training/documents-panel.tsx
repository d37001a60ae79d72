"use client";

import { FolderOpen, Upload, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { BulkCollectionBar } from "./bulk-collection-bar";
import { CollectionPickerDialog } from "./collection-picker-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { DocumentsFooter, DocumentsTable } from "./documents-table";
import { ExtractedTextDialog } from "./extracted-text-dialog";
import { NoticeBanner } from "./notice-banner";
import { TrainingPanel } from "./panel";
import { listPlaceholder, PanelEmpty } from "./panel-states";
import { StorageUsage } from "./storage-usage";
import { UploadArea } from "./upload-area";
import {
  useDeleteDocument,
  useDocuments,
  useProcessDocument,
  useReprocessDocument,
  type DocumentRecord,
} from "./use-documents";
import { useErrorText } from "./use-error-text";
import { useSelection } from "./use-selection";

/**
 * Spec §2 documents panel: the storage used, upload (many files at once: upload-area.tsx), table with
 * processing and deletion, totals; and (issue 22 point 4) each processed document's extracted text,
 * and re-processing after a confirmation; (issue 23) each document's collections, one or a selection.
 */
export function DocumentsPanel() {
  const t = useTranslations("Training.documents");
  const documents = useDocuments();
  const process = useProcessDocument();
  const remove = useDeleteDocument();
  const reprocess = useReprocessDocument();
  const errorText = useErrorText();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DocumentRecord | null>(null);
  const [reading, setReading] = useState<DocumentRecord | null>(null);
  const [reprocessing, setReprocessing] = useState<DocumentRecord | null>(null);
  const list = documents.data ?? [];
  const selection = useSelection(list.map((document) => document.document_id));
  const [picking, setPicking] = useState<{ ids: string[]; name: string } | null>(null);

  function startProcessing(document: DocumentRecord) {
    setBanner(null);
    process.mutate(document.document_id, {
      onSuccess: () => toast.success(t("toasts.processing")),
      onError: (error) =>
        setBanner(errorText(error, { fallback: t("processError"), connection: t("processConnectionError") })),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    setBanner(null);
    remove.mutate(deleting.document_id, {
      onSuccess: () => toast.success(t("toasts.deleted")),
      onError: (error) =>
        setBanner(errorText(error, { fallback: t("deleteError"), connection: t("deleteConnectionError") })),
      onSettled: () => setDeleting(null),
    });
  }

  function confirmReprocess() {
    if (!reprocessing) return;
    setBanner(null);
    reprocess.mutate(reprocessing.document_id, {
      onSuccess: () => toast.success(t("toasts.reprocessing")),
      onError: (error) =>
        setBanner(
          errorText(error, { fallback: t("reprocessError"), connection: t("reprocessConnectionError") }),
        ),
      onSettled: () => setReprocessing(null),
    });
  }

  function body() {
    const placeholder = listPlaceholder(documents, list.length === 0, {
      loading: t("loading"),
      failure: (error) =>
        errorText(error, { fallback: t("loadError"), connection: t("loadConnectionError") }),
      empty: (
        <PanelEmpty icon={FolderOpen} title={t("emptyTitle")}>
          {t("emptyBody")}
        </PanelEmpty>
      ),
    });
    if (placeholder) return placeholder;
    return (
      <>
        <DocumentsTable
          documents={list}
          processingId={process.isPending ? (process.variables ?? null) : null}
          reprocessingId={reprocess.isPending ? (reprocess.variables ?? null) : null}
          onProcess={startProcessing}
          onViewText={setReading}
          onReprocess={setReprocessing}
          onDelete={setDeleting}
          isSelected={selection.isSelected}
          onSelect={(document) => selection.toggle(document.document_id)}
          onCollections={(document) => setPicking({ ids: [document.document_id], name: document.filename })}
        />
        <DocumentsFooter documents={list} />
      </>
    );
  }

  return (
    <TrainingPanel
      id="documents-heading"
      title={t("title")}
      icon={FolderOpen}
      action={
        <Button
          size="sm"
          variant={uploadOpen ? "secondary" : "primary"}
          aria-expanded={uploadOpen}
          onClick={() => setUploadOpen((open) => !open)}
        >
          {uploadOpen ? (
            <X aria-hidden="true" className="size-4" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {uploadOpen ? t("closeUpload") : t("openUpload")}
        </Button>
      }
    >
      <StorageUsage />
      {banner && (
        <div className="px-4 pt-4 sm:px-5">
          <NoticeBanner tone="error" message={banner} onDismiss={() => setBanner(null)} />
        </div>
      )}
      <UploadArea open={uploadOpen} />
      <BulkCollectionBar
        count={selection.selected.length}
        onAdd={() => setPicking({ ids: selection.selected, name: "" })}
        onClear={selection.clear}
      />
      {body()}
      {picking && (
        <CollectionPickerDialog
          kind="document"
          ids={picking.ids}
          name={picking.name}
          onClose={() => setPicking(null)}
        />
      )}
      {reading && (
        <ExtractedTextDialog
          document={reading}
          onClose={() => setReading(null)}
          onReprocess={() => {
            setReading(null);
            setReprocessing(reading);
          }}
        />
      )}
      {reprocessing && (
        <ConfirmDialog
          title={t("confirmReprocessTitle")}
          description={t("confirmReprocessBody", { name: reprocessing.filename })}
          confirmLabel={t("reprocessConfirm")}
          pending={reprocess.isPending}
          onConfirm={confirmReprocess}
          onCancel={() => setReprocessing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t("confirmDeleteTitle")}
          description={t("confirmDeleteBody", { name: deleting.filename })}
          confirmLabel={t("deleteConfirm")}
          destructive
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </TrainingPanel>
  );
}
