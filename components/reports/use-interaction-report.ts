"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { InteractionReport } from "@/lib/reports/types";
import type { AssistantDto } from "@/lib/validation/assistants";
import { REPORT_EXPORT_LIMIT, REPORT_PAGE_SIZE, type ReportFilter } from "@/lib/validation/reports";

const ENDPOINT = "/api/reports/interactions";
const reportKey = ["interaction-report"] as const;

const reportUrl = (page: number, limit: number, filter: ReportFilter, assistantId: string | null = null) =>
  `${ENDPOINT}?${new URLSearchParams({
    page: String(page),
    limit: String(limit),
    filter,
    ...(assistantId && { assistant_id: assistantId }),
  })}`;

/**
 * One page of the report, of one assistant's interactions when `assistantId` is given (issue 23); the
 * previous page stays on screen while the next one loads.
 */
export function useInteractionReport(page: number, filter: ReportFilter, assistantId: string | null = null) {
  return useQuery({
    queryKey: [...reportKey, filter, assistantId, page],
    queryFn: () => apiRequest<InteractionReport>(reportUrl(page, REPORT_PAGE_SIZE, filter, assistantId)),
    placeholderData: keepPreviousData,
  });
}

/** The organisation's assistants, for the report's assistant filter; none shown while they load or fail. */
export function useReportAssistants() {
  return useQuery({
    queryKey: ["report-assistants"],
    queryFn: async () => (await apiRequest<{ data: AssistantDto[] }>("/api/assistants")).data,
  });
}

/** Spec §7: the export asks for every interaction (up to 10,000) in one page. */
export async function fetchAllInteractions() {
  return (await apiRequest<InteractionReport>(reportUrl(1, REPORT_EXPORT_LIMIT, "all"))).interactions;
}

/** A knowledge block now covers this interaction's question: it leaves the gap lists. */
export function useMarkGapAddressed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interactionId: string) =>
      apiRequest(`${ENDPOINT}/${encodeURIComponent(interactionId)}`, {
        method: "PATCH",
        json: { addressed: true },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKey }),
  });
}
