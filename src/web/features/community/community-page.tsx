/**
 * /community (spec 01 §2): 'Community Feed', 'New Post' (to /community/create), the post type filter
 * kept in `?type=`, the posts newest first as cards, paged with "Load more", skeletons while loading,
 * the spec's two empty texts (spec 01 §8) and an error state with a retry. Public: no sign-in needed.
 */
import { MessagesSquare, Plus, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { PostType } from "#shared/constants";
import { PostCard } from "#web/components/cards/post-card";
import { PageHeader } from "#web/components/layout/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { formatCount } from "#web/lib/format-count";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { parsePostType, usePosts } from "./api/get-posts";
import { PostTypeFilter } from "./components/post-type-filter";

const SKELETON_COUNT = 6;
const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

export function CommunityPage() {
  const { t, i18n } = useTranslation("community");
  useDocumentTitle(t("community.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parsePostType(searchParams.get("type"));
  const posts = usePosts(type);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const total = posts.data?.pages[0]?.total ?? 0;
  const formatNumber = (value: number) => formatCount(value, i18n.language);

  const setType = (next: PostType | undefined) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set("type", next);
        else params.delete("type");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <PageHeader
        title={t("community.title")}
        fallback="/"
        action={
          <Link
            to="/community/create"
            className={buttonClass({ size: "sm", className: "shrink-0 px-3 sm:px-4" })}
          >
            {/* Without the plus on a phone: beside it, "Community-Feed" had room only when broken mid-word. */}
            <Plus aria-hidden="true" className="hidden size-5 sm:block" />
            {t("community.newPost")}
          </Link>
        }
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        <PostTypeFilter value={type} onChange={setType} />
        <div className="mt-5">
          {posts.isPending ? (
            <ul aria-busy="true" aria-label={t("common.loading")} className={GRID}>
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-56 rounded-2xl" />
                </li>
              ))}
            </ul>
          ) : posts.isError && items.length === 0 ? (
            <EmptyState
              title={t("community.errorTitle")}
              text={t("community.loadFailed")}
              action={
                <Button onClick={() => void posts.refetch()} disabled={posts.isFetching}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {t("common.retry")}
                </Button>
              }
            />
          ) : total === 0 ? (
            <EmptyState
              icon={<MessagesSquare aria-hidden="true" className="size-6" />}
              text={type ? t("community.empty.filtered") : t("community.empty.none")}
              action={
                type ? (
                  <Button variant="secondary" onClick={() => setType(undefined)}>
                    {t("community.filter.clear")}
                  </Button>
                ) : (
                  <Link to="/community/create" className={buttonClass()}>
                    <Plus aria-hidden="true" className="size-5" />
                    {t("community.newPost")}
                  </Link>
                )
              }
            />
          ) : (
            <>
              <h2 className="sr-only" aria-live="polite">
                {t("community.count", { count: total, formatted: formatNumber(total) })}
              </h2>
              <ul className={GRID}>
                {items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} className="h-full" />
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col items-center gap-3">
                <p className="text-sm text-stone-700">
                  {t("community.shown", { shown: formatNumber(items.length), total: formatNumber(total) })}
                </p>
                {posts.hasNextPage ? (
                  <Button
                    variant="secondary"
                    onClick={() => void posts.fetchNextPage()}
                    disabled={posts.isFetchingNextPage}
                  >
                    {posts.isFetchingNextPage ? t("common.loading") : t("community.loadMore")}
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </main>
    </>
  );
}
