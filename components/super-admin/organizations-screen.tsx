"use client";

import { Building, Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { PanelEmpty, PanelError, PanelSkeleton } from "@/components/training/panel-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CreateOrganizationInput } from "@/lib/validation/organizations";
import { CreateOrganizationForm } from "./create-organization-form";
import { OrganizationsTable } from "./organizations-table";
import { useCreateOrganization, useOrganizationList } from "./use-organizations";
import { useSuperAdminErrorText } from "./use-super-admin-error";

/** Spec §2 "Organisation list" with its create form behind a toggle (spec §4: closed, open, submitting). */
export function OrganizationsScreen() {
  const t = useTranslations("Organizations");
  const errorText = useSuperAdminErrorText();
  const list = useOrganizationList();
  const create = useCreateOrganization();
  const [formOpen, setFormOpen] = useState(false);

  async function createOrganization(input: CreateOrganizationInput) {
    await create.mutateAsync(input);
    setFormOpen(false); // unmounting the form clears it
    toast.success(t("created", { name: input.orgName, email: input.adminEmail }));
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-slate-600">{t("subtitle")}</p>
        </div>
        <Button
          variant={formOpen ? "secondary" : "primary"}
          aria-expanded={formOpen}
          onClick={() => setFormOpen((open) => !open)}
        >
          {formOpen ? (
            <X aria-hidden="true" className="size-4" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {formOpen ? t("form.cancel") : t("newOrganization")}
        </Button>
      </header>

      {formOpen && (
        <div className="mt-6">
          <CreateOrganizationForm
            pending={create.isPending}
            onSubmit={createOrganization}
            onCancel={() => setFormOpen(false)}
          />
        </div>
      )}

      <Card className="mt-6 overflow-hidden">
        {list.isPending ? (
          <PanelSkeleton label={t("loading")} rows={4} />
        ) : list.isError ? (
          <PanelError
            message={errorText(list.error, {
              fallback: t("errors.loadFailed"),
              network: t("errors.loadNetwork"),
            })}
            onRetry={() => list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <PanelEmpty icon={Building} title={t("empty")}>
            {t("emptyHint")}
          </PanelEmpty>
        ) : (
          <OrganizationsTable organizations={list.data} />
        )}
      </Card>
    </div>
  );
}
