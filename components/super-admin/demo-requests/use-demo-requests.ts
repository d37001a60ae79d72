"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import {
  DEMO_REQUESTS_PAGE_SIZE,
  type DemoRequestDto,
  type DemoRequestList,
  type DemoRequestStatus,
  type SettableDemoRequestStatus,
} from "@/lib/validation/demo-requests";
import type { CreateOrganizationInput } from "@/lib/validation/organizations";
import { organizationKeys } from "../use-organizations";

export type StatusFilter = "all" | DemoRequestStatus;

const ENDPOINT = "/api/demo_requests";
const demoRequestKeys = {
  all: ["demo-requests"] as const,
  page: (status: StatusFilter, page: number) => [...demoRequestKeys.all, status, page] as const,
};

export function useDemoRequests(status: StatusFilter, page: number) {
  return useQuery({
    queryKey: demoRequestKeys.page(status, page),
    queryFn: () =>
      apiRequest<DemoRequestList>(
        `${ENDPOINT}?${new URLSearchParams({ page: String(page), limit: String(DEMO_REQUESTS_PAGE_SIZE), status })}`,
      ),
    // The table keeps the current page while the next one loads, so it does not flash empty.
    placeholderData: keepPreviousData,
  });
}

/** Sets a status, then reloads the list and its counts (spec §4: "the list is reloaded afterwards"). */
export function useSetDemoRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { request_id: string; status: SettableDemoRequestStatus }) =>
      apiRequest<{ demo_request: DemoRequestDto }>(ENDPOINT, { method: "PUT", json: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoRequestKeys.all }),
  });
}

/**
 * Turns a request into a customer (issue 24 §4): the organisation and its admin are created with
 * POST /api/organizations naming the request, which becomes "converted". Both lists are reloaded.
 */
export function useConvertDemoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrganizationInput & { demo_request_id: string }) =>
      apiRequest<{ organization_id: string }>("/api/organizations", { method: "POST", json: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: demoRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      ]),
  });
}
