/**
 * `PUT /api/admin/places/:id/position`, `PUT /api/admin/place-suggestions/:id/position` and
 * `PUT /api/admin/profile-approvals/:kind/:id/position`: the admin sets a missing map
 * position; the server answers the point with its Stadtteil and Bezirk. Refreshes the admin lists and
 * the public lists the point may change.
 */
import { useMutation } from "@tanstack/react-query";
import type { TSetPositionRequest, TSetPositionResult } from "#shared/schemas/admin-positions";
import type { TProfileKind } from "#shared/schemas/profile-approvals";
import { api } from "#web/lib/api-client";
import { useInvalidateAfterAdminWrite } from "./admin-query-keys";

/** What gets the position: the API path of its `/position` endpoint is built from it. */
export type PositionTarget =
  | { kind: "place"; id: string }
  | { kind: "place-suggestion"; id: string }
  | { kind: "profile"; profileKind: TProfileKind; id: string };

export const positionPath = (target: PositionTarget): string => {
  const id = encodeURIComponent(target.id);
  if (target.kind === "place") return `/admin/places/${id}/position`;
  if (target.kind === "place-suggestion") return `/admin/place-suggestions/${id}/position`;
  return `/admin/profile-approvals/${target.profileKind}/${id}/position`;
};

export function useSetPosition(target: PositionTarget) {
  const onSuccess = useInvalidateAfterAdminWrite();
  return useMutation({
    mutationFn: (position: TSetPositionRequest) =>
      api<TSetPositionResult>(positionPath(target), { method: "PUT", body: position }),
    onSuccess,
  });
}
