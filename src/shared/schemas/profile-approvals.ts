import { z } from "zod";
import { USER_ROLES } from "../constants.js";
import { ZPageQuery } from "./common.js";
import { ZApprovalStatus } from "./providers.js";

/**
 * The approval queue of provider and café profiles (decision 009: new profiles are listed in
 * discovery only after an admin approves them). Admin screens speak English (spec 02 §1).
 */

export const PROFILE_KINDS = ["provider", "cafe"] as const;
export const ZProfileKind = z.enum(PROFILE_KINDS);
export type TProfileKind = z.infer<typeof ZProfileKind>;

/** `GET /api/admin/profile-approvals`: one status (default pending), newest first. */
export const ZProfileApprovalQuery = ZPageQuery.extend({ status: ZApprovalStatus.default("pending") });
export type TProfileApprovalQuery = z.input<typeof ZProfileApprovalQuery>;

export const ZProfileApproval = z.object({
  kind: ZProfileKind,
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  /** The map position; null while missing (the admin sets it). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string().nullable(),
  owner_email: z.string().nullable(),
  /** The owner's role now (decision 014): a provider profile's owner is a provider, a café's anyone. */
  owner_role: z.enum(USER_ROLES).nullable(),
  approval_status: ZApprovalStatus,
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type TProfileApproval = z.infer<typeof ZProfileApproval>;

export const ZProfileApprovalList = z.object({ items: z.array(ZProfileApproval), total: z.number().int() });
export type TProfileApprovalList = z.infer<typeof ZProfileApprovalList>;

export const ZProfileApprovalParams = z.object({ kind: ZProfileKind, id: z.uuid() });

/** `POST /api/admin/profile-approvals/:kind/:id`: the decision. */
export const ZProfileDecisionRequest = z.object({ decision: z.enum(["approved", "rejected"]) });
export type TProfileDecisionRequest = z.input<typeof ZProfileDecisionRequest>;
