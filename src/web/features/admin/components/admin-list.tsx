/**
 * The body of a paged admin list (spec 02 §2.4, §2.5): skeleton cards while the first page loads, the
 * load error with retry, the empty state (a hint to change the filters when one is active), the items
 * and a "Load more" button while more exist. The count line is announced politely when it changes.
 */
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { LoadError } from "./load-error";

type Page<T> = { items: T[]; total: number };

export function AdminList<T extends { id: string }>({
  query,
  loadFailed,
  countLabel,
  empty,
  renderItem,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The spec's 'Failed to load …' text. */
  loadFailed: string;
  countLabel: (total: number) => string;
  empty: { title: string; text: string };
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-40 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError message={loadFailed} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  return (
    <>
      <p role="status" className="mb-3 text-sm text-stone-700">
        {countLabel(total)}
      </p>
      {items.length === 0 ? (
        <EmptyState title={empty.title} text={empty.text} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {t("layout.loadMore")}
          </Button>
        </div>
      ) : null}
    </>
  );
}
