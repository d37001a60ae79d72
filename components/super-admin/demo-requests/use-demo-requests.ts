"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import {
  DEMO_REQUESTS_PAGE_SIZE,
  type DemoRequestDto,
  type DemoRequestList,
  type DemoRequestStatus,
} from "@/lib/validation/demo-requests";

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
    mutationFn: (change: { request_id: string; status: DemoRequestStatus }) =>
      apiRequest<{ demo_request: DemoRequestDto }>(ENDPOINT, { method: "PUT", json: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoRequestKeys.all }),
  });
}
