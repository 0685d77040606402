/**
 * /community/{id} (spec 01 §2): needs sign-in (else /auth); an unknown post toasts 'Post not found.' and
 * goes back to /community (spec 01 §8). Shows the whole post as plain text (HTML in it is shown, never
 * run), its photo, the author and a relative time ("2 hours ago"), then the answers.
 */
import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { TPostDetail } from "#shared/schemas/posts";
import { PageHeader } from "#web/components/layout/page-header";
import { RequireSignIn } from "#web/components/require-sign-in";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { ApiError } from "#web/lib/api-client";
import { useNow } from "#web/lib/now";
import { formatRelativeTime } from "#web/lib/relative-time";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { usePost } from "./api/get-post";
import { CommentsSection } from "./components/comments-section";
import { ReportButton } from "#web/components/report-dialog";
import { useRefreshPosts } from "./api/get-posts";

/** 404, and 400 for an id that is not a UUID, both mean there is no such post. */
const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function PostArticle({ post }: { post: TPostDetail }) {
  const { t, i18n } = useTranslation("community");
  const now = new Date(useNow());
  const refreshPosts = useRefreshPosts();
  return (
    <article className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm">
      {post.image ? (
        <img
          src={post.image.url}
          alt={t("posts.imageAlt", { author: post.author_name })}
          width={post.image.width ?? undefined}
          height={post.image.height ?? undefined}
          className="max-h-[70vh] w-full bg-stone-100 object-contain"
        />
      ) : null}
      <div className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-bold text-stone-900">{post.author_name}</p>
          <time
            dateTime={post.created_at}
            title={new Date(post.created_at).toLocaleString(i18n.language)}
            className="text-sm text-stone-700"
          >
            {formatRelativeTime(post.created_at, i18n.language, now)}
          </time>
          <Badge tone="sun" className="ml-auto">
            {t(`posts.types.${post.type}`)}
          </Badge>
        </div>
        <p className="mt-4 text-lg leading-relaxed break-words whitespace-pre-line text-stone-900">
          {post.content}
        </p>
        {post.is_own ? null : (
          <div className="mt-3 -mb-2 flex justify-end">
            <ReportButton
              targetType="post"
              targetId={post.id}
              isReported={post.is_reported}
              label={t("community.report.postLabel", { author: post.author_name })}
              onReported={refreshPosts}
            />
          </div>
        )}
      </div>
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <Skeleton className="h-64 rounded-3xl" />
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-24 rounded-2xl" />
    </div>
  );
}

function PostDetail({ id }: { id: string }) {
  const { t } = useTranslation("community");
  const navigate = useNavigate();
  const post = usePost(id);
  const isNotFound = post.isError && isMissing(post.error);
  useDocumentTitle(
    post.data ? t("community.detail.documentTitle", { author: post.data.author_name }) : t("community.title"),
  );

  useEffect(() => {
    if (!isNotFound) return;
    toast.error(t("community.detail.notFound"));
    navigate("/community", { replace: true });
  }, [isNotFound, navigate, t]);

  if (post.data) {
    return (
      <div className="flex flex-col gap-6">
        <PostArticle post={post.data} />
        <CommentsSection postId={post.data.id} />
      </div>
    );
  }
  if (post.isError && !isNotFound) {
    return (
      <EmptyState
        title={t("community.detail.errorTitle")}
        text={t("common.genericError")}
        action={
          <Button onClick={() => void post.refetch()} disabled={post.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  return <DetailSkeleton />;
}

export function PostDetailPage() {
  const { t } = useTranslation("community");
  const { id = "" } = useParams();
  return (
    <>
      <PageHeader title={t("community.detail.title")} fallback="/community" />
      <main id="main" className="mx-auto max-w-3xl px-4 py-5 sm:px-6">
        <RequireSignIn redirectTo="/auth" fallback={<DetailSkeleton />}>
          <PostDetail id={id} />
        </RequireSignIn>
      </main>
    </>
  );
}
