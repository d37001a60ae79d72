import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProbePanel } from "@/components/probe/probe-panel";
import { CollectionsPanel } from "@/components/training/collections-panel";
import { DocumentsPanel } from "@/components/training/documents-panel";
import { KnowledgeBlocksPanel } from "@/components/training/knowledge-blocks-panel";
import { QaPairsPanel } from "@/components/training/qa-pairs-panel";
import { SynonymsPanel } from "@/components/training/synonyms-panel";
import { guardPage } from "@/server/auth/page-guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminShell"))("trainingTitle") };
}

/**
 * Spec §2 training screen: Q&A and documents side by side, knowledge blocks and their collections
 * (issue 23) below, then the
 * organisation's synonyms beside the 'Probar' box that tries them.
 */
export default async function TrainingPage() {
  const user = await guardPage("admin");
  if (!user) return null;
  const [t, page, common] = await Promise.all([
    getTranslations("AdminShell"),
    getTranslations("Training.page"),
    getTranslations("Common"),
  ]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("trainingTitle")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{page("subtitle")}</p>
      </header>
      <div className="mt-6 grid items-start gap-6 xl:grid-cols-2">
        <QaPairsPanel />
        <DocumentsPanel />
      </div>
      <div className="mt-6 grid items-start gap-6 xl:grid-cols-[2fr_1fr]">
        <KnowledgeBlocksPanel organizationId={user.organizationId} />
        <CollectionsPanel />
      </div>
      <div className="mt-6 grid items-start gap-6 xl:grid-cols-2">
        <SynonymsPanel />
        <ProbePanel />
      </div>
      <footer className="mt-auto pt-10 text-center text-xs text-slate-500">{common("footerCredit")}</footer>
    </div>
  );
}
