/**
 * Creating a post (spec 01 §4 "Post creation": if an image is chosen it is uploaded first; an upload
 * failure stops creation). `POST /api/uploads/post-images` with progress, then `POST /api/posts`
 * claiming the upload. If creating the post fails after the upload, the upload is deleted again
 * (`DELETE /api/uploads/:id`; the server also sweeps forgotten uploads), so nothing is half-saved.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUpload } from "#shared/schemas/files";
import type { TCreatePostRequest, TPostCard } from "#shared/schemas/posts";
import { api } from "#web/lib/api-client";
import { uploadFile, type UploadProgress } from "#web/lib/upload";
import { POSTS_QUERY_KEY } from "./get-posts";

/** Which step failed, so the page can show the spec's matching toast (spec 01 §8). */
export class CreatePostError extends Error {
  override name = "CreatePostError";
  constructor(
    readonly step: "upload" | "create",
    override readonly cause: unknown,
  ) {
    super(step === "upload" ? "image upload failed" : "post creation failed");
  }
}

export type CreatePostInput = {
  type: TCreatePostRequest["type"];
  content: string;
  image?: File | undefined;
  onProgress?: (progress: UploadProgress) => void;
};

export async function createPost(input: CreatePostInput): Promise<TPostCard> {
  let upload: TUpload | undefined;
  if (input.image) {
    try {
      upload = await uploadFile<TUpload>("/uploads/post-images", input.image, {
        onProgress: input.onProgress,
      });
    } catch (error) {
      throw new CreatePostError("upload", error);
    }
  }
  const body: TCreatePostRequest = { type: input.type, content: input.content.trim() };
  if (upload) body.image_upload_id = upload.id;
  try {
    return await api<TPostCard>("/posts", { method: "POST", body });
  } catch (error) {
    if (upload) await api(`/uploads/${upload.id}`, { method: "DELETE" }).catch(() => undefined);
    throw new CreatePostError("create", error);
  }
}

export const useCreatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["home"] }),
      ]);
    },
  });
};
