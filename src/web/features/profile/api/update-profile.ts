/**
 * `PUT /api/profile`: saves the profile form (spec 01 §7 "for the profile form: name, user_role,
 * children_info, location, bio, number_of_children" — the server derives the count). Afterwards the
 * auth context is re-read, so the header greeting and role buttons follow the new name and role.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TProfile, TUpdateProfileRequest } from "#shared/schemas/profile";
import { api } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth";
import { PROFILE_QUERY_KEY } from "#web/lib/profile";

export const updateProfile = (body: TUpdateProfileRequest): Promise<TProfile> =>
  api<TProfile>("/profile", { method: "PUT", body });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      await refresh();
    },
  });
};
