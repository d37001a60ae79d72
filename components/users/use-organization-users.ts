"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type {
  InviteListRow,
  InviteSummary,
  NewOrganizationUser,
  OrganizationUserRow,
  UserUpdate,
} from "@/lib/validation/users";

const ENDPOINT = "/api/auth/users";
const usersKey = ["organization-users"] as const;

/** Spec §6: fetched only when the role is exactly admin. */
export function useOrganizationUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: async () => (await apiRequest<{ users: OrganizationUserRow[] }>(ENDPOINT)).users,
  });
}

/** Spec §7: after every change the list is fetched again. */
function useUserChange<T, R>(request: (input: T) => Promise<R>) {
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

export const useUpdateUser = () =>
  useUserChange((change: UserUpdate) => apiRequest(ENDPOINT, { method: "PUT", json: change }));

/** Several people at once: the answer says who was added and why the others were not. */
export const useInviteUsers = () =>
  useUserChange((users: InviteListRow[]) =>
    apiRequest<InviteSummary>(ENDPOINT, { method: "POST", json: { users } }),
  );
