/**
 * Answers under a post: oldest first with author and relative time, "Load more", a form to answer, "Delete"
 * on the viewer's own answers (any for admins; the server decides) after a confirmation, and "Report" on the
 * others.
 */
import { LoaderCircle, MessageCircle, RefreshCw, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "#shared/constants";
import type { TComment } from "#shared/schemas/posts";
import { ZCreateCommentRequest } from "#shared/schemas/posts";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog";
import { TextField } from "#web/components/ui/field";
import { Skeleton } from "#web/components/ui/skeleton";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { useNow } from "#web/lib/now";
import { formatRelativeTime } from "#web/lib/relative-time";
import { toast } from "#web/lib/toast";
import { useCreateComment } from "../api/create-comment";
import { useDeleteComment } from "../api/delete-comment";
import { useComments } from "../api/get-comments";
import { ReportButton } from "#web/components/report-dialog";
import { useRefreshPosts } from "../api/get-posts";

function DeleteCommentButton({ comment }: { comment: TComment }) {
  const { t } = useTranslation("community");
  const [isOpen, setIsOpen] = useState(false);
  const deletion = useDeleteComment();
  const confirm = async () => {
    try {
      await deletion.mutateAsync(comment.id);
      setIsOpen(false);
      toast.success(t("community.answers.deleted"));
    } catch {
      toast.error(t("community.answers.deleteFailed"));
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setIsOpen(true)}
        className="text-rose-800 hover:bg-rose-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t("community.answers.delete")}
      </Button>
      {isOpen ? (
        <Dialog open onOpenChange={setIsOpen}>
          <DialogContent>
            <DialogTitle>{t("community.answers.confirmTitle")}</DialogTitle>
            <DialogDescription>{t("community.answers.confirmText")}</DialogDescription>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{t("common.cancel")}</Button>
              </DialogClose>
              <Button
                onClick={() => void confirm()}
                disabled={deletion.isPending}
                aria-busy={deletion.isPending}
                className="bg-rose-700 hover:bg-rose-800"
              >
                {t("community.answers.confirmDelete")}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

function CommentItem({ comment }: { comment: TComment }) {
  const { t, i18n } = useTranslation("community");
  const now = new Date(useNow());
  const refreshPosts = useRefreshPosts();
  const author = comment.author_name ?? t("community.formerMember");
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-bold text-stone-900">{author}</p>
        <time
          dateTime={comment.created_at}
          title={new Date(comment.created_at).toLocaleString(i18n.language)}
          className="text-sm text-stone-700"
        >
          {formatRelativeTime(comment.created_at, i18n.language, now)}
        </time>
      </div>
      <p className="mt-2 break-words whitespace-pre-line text-stone-800">{comment.content}</p>
      <div className="mt-1 -mb-2 flex justify-end gap-1">
        {comment.can_delete ? <DeleteCommentButton comment={comment} /> : null}
        {comment.is_own ? null : (
          <ReportButton
            targetType="comment"
            targetId={comment.id}
            isReported={comment.is_reported}
            label={t("community.report.answerLabel", { author })}
            onReported={refreshPosts}
          />
        )}
      </div>
    </li>
  );
}

function AnswerForm({ postId }: { postId: string }) {
  const { t, i18n } = useTranslation("community");
  const [content, setContent] = useState("");
  const [error, setError] = useState<string>();
  const create = useCreateComment(postId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateCommentRequest.safeParse({ content });
    if (!parsed.success) {
      setError(t("community.answers.required"));
      return;
    }
    setError(undefined);
    try {
      await create.mutateAsync(parsed.data);
      setContent("");
      toast.success(t("community.answers.posted"));
    } catch (caught) {
      toast.error(t("community.answers.failed"), {
        description:
          caught instanceof ApiError && caught.status === 400 ? apiErrorText(t, caught) : undefined,
      });
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <TextField
        id="answer-content"
        rows={4}
        label={t("community.answers.yourAnswer")}
        value={content}
        maxLength={LIMITS.commentContentChars}
        onChange={(event) => setContent(event.target.value)}
        disabled={create.isPending}
        error={error}
        hint={t("community.create.count", {
          count: content.length.toLocaleString(i18n.language),
          max: LIMITS.commentContentChars.toLocaleString(i18n.language),
        })}
        aside={
          <Button
            type="submit"
            className="mt-2 ml-auto"
            disabled={content.trim() === "" || create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : null}
            {create.isPending ? t("community.answers.posting") : t("community.answers.submit")}
          </Button>
        }
      />
    </form>
  );
}

export function CommentsSection({ postId }: { postId: string }) {
  const { t } = useTranslation("community");
  const comments = useComments(postId);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby="answers-title" className="flex flex-col gap-3">
      <h2 id="answers-title" className="flex items-center gap-2 text-lg font-extrabold text-stone-900">
        <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
        {comments.data ? t("community.answers.titleCount", { count: total }) : t("community.answers.title")}
      </h2>
      {comments.isPending ? (
        <div aria-busy="true" aria-label={t("common.loading")} className="flex flex-col gap-3">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      ) : comments.isError && items.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-2xl border border-dashed border-stone-300 bg-white p-4">
          <p className="text-stone-800">{t("community.answers.loadFailed")}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void comments.refetch()}
            disabled={comments.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t("common.retry")}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-4 text-stone-800">
          {t("community.answers.empty")}
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
          {comments.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              onClick={() => void comments.fetchNextPage()}
              disabled={comments.isFetchingNextPage}
            >
              {comments.isFetchingNextPage ? t("common.loading") : t("community.answers.loadMore")}
            </Button>
          ) : null}
        </>
      )}
      <AnswerForm postId={postId} />
    </section>
  );
}
