"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { InteractionReport } from "@/lib/reports/types";
import { REPORT_EXPORT_LIMIT, REPORT_PAGE_SIZE, type ReportFilter } from "@/lib/validation/reports";

const ENDPOINT = "/api/reports/interactions";
const reportKey = ["interaction-report"] as const;

const reportUrl = (page: number, limit: number, filter: ReportFilter) =>
  `${ENDPOINT}?${new URLSearchParams({ page: String(page), limit: String(limit), filter })}`;

/** One page of the report; the previous page stays on screen while the next one loads. */
export function useInteractionReport(page: number, filter: ReportFilter) {
  return useQuery({
    queryKey: [...reportKey, filter, page],
    queryFn: () => apiRequest<InteractionReport>(reportUrl(page, REPORT_PAGE_SIZE, filter)),
    placeholderData: keepPreviousData,
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
