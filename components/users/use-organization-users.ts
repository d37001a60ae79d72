"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { NewOrganizationUser } from "@/lib/validation/users";

/** One row of GET /api/auth/users. */
export type OrganizationUser = {
  user_id: string;
  name: string;
  email: string;
  role: "member" | "admin" | "superadmin";
  status: "active" | "inactive";
  last_login: string | null;
  created_at: string;
};

const ENDPOINT = "/api/auth/users";
const usersKey = ["organization-users"] as const;

/** Spec §6: fetched only when the role is exactly admin. */
export function useOrganizationUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: async () => (await apiRequest<{ users: OrganizationUser[] }>(ENDPOINT)).users,
  });
}

/** Spec §7: after every change the list is fetched again. */
function useUserChange<T>(request: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export const useAddUser = () =>
  useUserChange((user: NewOrganizationUser) => apiRequest(ENDPOINT, { method: "POST", json: user }));

export const useDeleteUser = () =>
  useUserChange((email: string) =>
    apiRequest(`${ENDPOINT}?email=${encodeURIComponent(email)}`, { method: "DELETE" }),
  );

export const useSetUserStatus = () =>
  useUserChange((change: { email: string; status: "active" | "inactive" }) =>
    apiRequest(ENDPOINT, { method: "PATCH", json: change }),
  );
