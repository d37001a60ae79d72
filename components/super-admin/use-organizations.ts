"use client";

import type { OrganizationUserRow } from "@/lib/validation/users";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type {
  AuditPage,
  CreateOrganizationInput,
  OrganizationDetail,
  OrganizationDocument,
  OrganizationListItem,
} from "@/lib/validation/organizations";

/** The super-admin organisation calls of spec §7, cached per screen. */
export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
  detail: (id: string) => [...organizationKeys.all, "detail", id] as const,
  audit: (id: string, page: number) => [...organizationKeys.all, "audit", id, page] as const,
};

const organizationUrl = (id: string) => `/api/organizations/${encodeURIComponent(id)}`;

export function useOrganizationList() {
  return useQuery({
    queryKey: organizationKeys.list(),
    queryFn: async () =>
      (await apiRequest<{ organizations: OrganizationListItem[] }>("/api/organizations")).organizations,
  });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrganizationInput) =>
      apiRequest<{ organization_id: string }>("/api/organizations", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

export type OrganizationDetailData = {
  organization: OrganizationDetail;
  users: OrganizationUserRow[];
  documents: OrganizationDocument[];
};

export function useOrganizationDetail(id: string) {
  return useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: () => apiRequest<OrganizationDetailData>(organizationUrl(id)),
  });
}

export function useOrganizationAudit(id: string, page: number) {
  return useQuery({
    queryKey: organizationKeys.audit(id, page),
    queryFn: () => apiRequest<AuditPage>(`${organizationUrl(id)}/audit?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** Rename, suspend and reactivate: each reloads the detail, the list and the activity. */
export function useOrganizationChanges(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.all });
  return {
    rename: useMutation({
      mutationFn: (name: string) => apiRequest(organizationUrl(id), { method: "PUT", json: { name } }),
      onSuccess: refresh,
    }),
    suspend: useMutation({
      mutationFn: (reason: string) =>
        apiRequest(`${organizationUrl(id)}/suspension`, { method: "POST", json: { reason } }),
      onSuccess: refresh,
    }),
    reactivate: useMutation({
      mutationFn: () => apiRequest(`${organizationUrl(id)}/suspension`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
  };
}
