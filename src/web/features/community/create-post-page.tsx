/**
 * /community/create (spec 01 §2, §4 "Post creation", §5, §8): signed-out visitors go to
 * /auth?mode=signup. Type, content and an optional photo; submit is disabled while the type or the
 * (trimmed) content is missing or while submitting ('Creating...'); the photo is uploaded first with a
 * progress bar and an upload failure stops creation; success toasts and returns to /community.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { HelpCircle, Lightbulb, LoaderCircle, Star, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { LIMITS, POST_TYPES, type PostType } from "#shared/constants";
import { ZCreatePostRequest } from "#shared/schemas/posts";
import { ImagePicker } from "#web/components/image-picker";
import { PageHeader } from "#web/components/layout/page-header";
import { RequireSignIn } from "#web/components/require-sign-in";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";
import { Skeleton } from "#web/components/ui/skeleton";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { cn } from "#web/lib/cn";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { CreatePostError, useCreatePost } from "./api/create-post";
import { parsePostType } from "./api/get-posts";

/** The form validates type and content with the request's own schema (the image is a separate step). */
const ZPostForm = ZCreatePostRequest.pick({ type: true, content: true });

const TYPE_ICONS: Record<PostType, LucideIcon> = { tip: Lightbulb, review: Star, question: HelpCircle };

function PostForm() {
  const { t, i18n } = useTranslation("community");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [image, setImage] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const createPost = useCreatePost();
  const preselected = parsePostType(searchParams.get("type"));
  const form = useForm<z.input<typeof ZPostForm>, unknown, z.output<typeof ZPostForm>>({
    resolver: zodResolver(ZPostForm),
    // No type until one is chosen (spec 01 §5: submit stays disabled), unless the link named one.
    defaultValues: { content: "", ...(preselected ? { type: preselected } : {}) },
  });
  const type = form.watch("type");
  const content = form.watch("content");
  const isSubmitting = createPost.isPending;
  const isIncomplete = !type || content.trim() === "";
  const contentError = form.formState.errors.content?.message;

  const submit = form.handleSubmit(
    async (values) => {
      setProgress(image ? 0 : undefined);
      try {
        await createPost.mutateAsync({
          ...values,
          image,
          onProgress: (next) => setProgress(next.fraction),
        });
        toast.success(t("community.create.success"));
        navigate("/community");
      } catch (error) {
        setProgress(undefined);
        const cause = error instanceof CreatePostError ? error.cause : error;
        if (cause instanceof ApiError && cause.status === 401) {
          toast.error(t("community.create.signInRequired"));
        } else if (error instanceof CreatePostError && error.step === "upload") {
          toast.error(t("community.create.uploadFailed"), {
            description:
              cause instanceof ApiError && cause.status > 0 && cause.status < 500
                ? apiErrorText(t, cause)
                : undefined,
          });
        } else {
          toast.error(t("community.create.failed"), {
            description:
              cause instanceof ApiError && cause.status === 400 ? apiErrorText(t, cause) : undefined,
          });
        }
      }
    },
    // Only reachable without the disabled button (e.g. a script); the spec's text either way.
    () => toast.error(t("community.create.required")),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{t("community.create.type")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {POST_TYPES.map((option) => {
            const Icon = TYPE_ICONS[option];
            const isChosen = type === option;
            return (
              <label
                key={option}
                className={cn(
                  "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40",
                  isChosen
                    ? "border-brand-700 ring-2 ring-brand-700/30"
                    : "border-stone-300 hover:border-brand-700",
                )}
              >
                <input
                  type="radio"
                  value={option}
                  {...form.register("type")}
                  disabled={isSubmitting}
                  className="size-5 accent-brand-700"
                />
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-stone-900">{t(`posts.types.${option}`)}</span>
                  <span className="block text-sm text-stone-700">
                    {t(`community.create.typeHints.${option}`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <TextField
        id="post-content"
        rows={7}
        label={t("community.create.content")}
        maxLength={LIMITS.postContentChars}
        aria-describedby="post-content-message post-content-count"
        placeholder={t(`community.create.placeholders.${type ?? "tip"}`)}
        disabled={isSubmitting}
        error={contentError ? t("community.create.required") : undefined}
        aside={
          <p id="post-content-count" className="mt-1 ml-auto shrink-0 text-sm text-stone-700">
            {t("community.create.count", {
              count: content.length.toLocaleString(i18n.language),
              max: LIMITS.postContentChars.toLocaleString(i18n.language),
            })}
          </p>
        }
        {...form.register("content")}
      />

      <ImagePicker
        label={t("community.create.image")}
        value={image}
        onChange={setImage}
        maxBytes={LIMITS.postImageBytes}
        progress={progress}
        isDisabled={isSubmitting}
      />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {isIncomplete ? (
          <p id="post-submit-hint" className="text-sm text-stone-700 sm:mr-auto">
            {t("community.create.required")}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={isIncomplete || isSubmitting}
          aria-describedby={isIncomplete ? "post-submit-hint" : undefined}
          aria-busy={isSubmitting}
          className="w-full sm:w-auto"
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : null}
          {isSubmitting ? t("community.create.creating") : t("community.create.submit")}
        </Button>
      </div>
    </form>
  );
}

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-6">
      <Skeleton className="h-14 rounded-xl" />
      <Skeleton className="h-44 rounded-xl" />
      <Skeleton className="h-24 rounded-2xl" />
    </div>
  );
}

export function CreatePostPage() {
  const { t } = useTranslation("community");
  useDocumentTitle(t("community.create.title"));
  return (
    <>
      <PageHeader title={t("community.create.title")} fallback="/community" />
      <main id="main" className="mx-auto max-w-2xl px-4 py-5 sm:px-6">
        <RequireSignIn
          redirectTo="/auth?mode=signup"
          message={t("community.create.signInRequired")}
          fallback={<FormSkeleton />}
        >
          <PostForm />
        </RequireSignIn>
      </main>
    </>
  );
}
