/**
 * A provider's team ('Unser Team', spec 02 §2.12, §2.13: add, edit, reorder, delete). A member's photo
 * is an upload in bucket provider-media; replacing or deleting it removes the old files from storage.
 * Every function expects the caller to have checked ownership (the `ownProviderRoutes` scope, owner-scope.ts).
 */
import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ZSaveTeamMemberRequest } from "#shared/schemas/providers.js";
import type { Db } from "#server/db/client.js";
import { providerTeamMembers } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Storage } from "#server/plugins/storage.js";
import {
  claimUpload,
  deleteUploadFiles,
  removeUploadRow,
  uploadUrls,
} from "#server/modules/files/service.js";

const MEMBER_NOT_FOUND = "Teammitglied nicht gefunden.";
const TEAM_PHOTO_ONLY = "Bitte wählen Sie für ein Teammitglied ein Foto, kein Video.";

type TeamInput = z.output<typeof ZSaveTeamMemberRequest>;

/**
 * Claims a member's photo: bucket provider-media also holds gallery videos, which a member cannot use.
 * @throws AppError BAD_REQUEST when the upload cannot be claimed or is a video (the claim rolls back)
 */
async function claimTeamPhoto(db: Db, options: { id: string; ownerId: string }) {
  const upload = await claimUpload(db, { ...options, bucket: "provider-media" });
  if (upload.media_type !== "image") throw new AppError("BAD_REQUEST", TEAM_PHOTO_ONLY);
  return upload;
}

/**
 * Adds a member at the end of the team.
 * @throws AppError BAD_REQUEST when the photo upload cannot be claimed
 */
export async function addTeamMember(
  db: Db,
  options: { storage: Storage; providerId: string; ownerId: string; input: TeamInput },
): Promise<{ id: string }> {
  const { input, providerId } = options;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(providerTeamMembers)
      .where(eq(providerTeamMembers.provider_id, providerId));
    const upload = input.photo_upload_id
      ? await claimTeamPhoto(tx, { id: input.photo_upload_id, ownerId: options.ownerId })
      : null;
    const [row] = await tx
      .insert(providerTeamMembers)
      .values({
        provider_id: providerId,
        name: input.name,
        role: input.role,
        bio: input.bio,
        photo_url: upload ? uploadUrls(options.storage, upload.bucket, upload.key).detail : null,
        photo_id: upload?.id ?? null,
        display_order: existing?.n ?? 0,
      })
      .returning({ id: providerTeamMembers.id });
    if (!row) throw new Error("team member was not created");
    return row;
  });
}

/**
 * Edits a member; a new photo upload replaces the old photo, `remove_photo` drops it (files removed).
 * @throws AppError NOT_FOUND when the member is not in this team
 */
export async function updateTeamMember(
  db: Db,
  options: { storage: Storage; providerId: string; ownerId: string; memberId: string; input: TeamInput },
): Promise<void> {
  const { input, providerId, memberId, storage } = options;
  const [member] = await db
    .select()
    .from(providerTeamMembers)
    .where(and(eq(providerTeamMembers.id, memberId), eq(providerTeamMembers.provider_id, providerId)));
  if (!member) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND);
  const replacesPhoto = input.photo_upload_id !== null || input.remove_photo;
  const removed = await db.transaction(async (tx) => {
    const upload = input.photo_upload_id
      ? await claimTeamPhoto(tx, { id: input.photo_upload_id, ownerId: options.ownerId })
      : null;
    await tx
      .update(providerTeamMembers)
      .set({
        name: input.name,
        role: input.role,
        bio: input.bio,
        ...(replacesPhoto
          ? {
              photo_url: upload ? uploadUrls(storage, upload.bucket, upload.key).detail : null,
              photo_id: upload?.id ?? null,
            }
          : {}),
      })
      .where(eq(providerTeamMembers.id, memberId));
    return replacesPhoto && member.photo_id ? removeUploadRow(tx, member.photo_id) : undefined;
  });
  if (removed) await deleteUploadFiles(storage, removed);
}

/**
 * Deletes a member and their photo's files.
 * @throws AppError NOT_FOUND when the member is not in this team
 */
export async function deleteTeamMember(
  db: Db,
  options: { storage: Storage; providerId: string; memberId: string },
): Promise<void> {
  const { providerId, memberId, storage } = options;
  const [member] = await db
    .select()
    .from(providerTeamMembers)
    .where(and(eq(providerTeamMembers.id, memberId), eq(providerTeamMembers.provider_id, providerId)));
  if (!member) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND);
  const removed = await db.transaction(async (tx) => {
    await tx.delete(providerTeamMembers).where(eq(providerTeamMembers.id, memberId));
    return member.photo_id ? removeUploadRow(tx, member.photo_id) : undefined;
  });
  if (removed) await deleteUploadFiles(storage, removed);
}
