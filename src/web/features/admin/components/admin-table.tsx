/**
 * A paged admin table in a card titled with its count (spec 02 §2.8 'Users (count)', §2.9 'Community
 * Posts (count)'): the spec's loading text with skeleton rows, the load error with retry, the empty
 * state, the table (scrolls sideways on narrow screens) and "Load more" while more rows exist.
 * `renderRow` returns the contents of one row's cells; the first becomes the row header.
 */
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { LoadError } from "./load-error";
import { Skeleton } from "#web/components/ui/skeleton";
import { TableEmpty } from "./table-state";

type Page<T> = { items: T[]; total: number };

const CELL = "px-3 py-2 max-sm:py-1";

export function AdminTable<T extends { id: string }>({
  query,
  title,
  tableLabel,
  columns,
  loadingText,
  loadFailed,
  empty,
  renderRow,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The card title for a total, e.g. "Users (12)". */
  title: (total: number) => string;
  /** The table's accessible name. */
  tableLabel: string;
  columns: string[];
  loadingText: string;
  /** The spec's 'Failed to load …' text. */
  loadFailed: string;
  empty: { title: string; text: string };
  /** The cells of one row, one per column; the first one names the row. */
  renderRow: (item: T) => ReactNode[];
}) {
  const { t } = useTranslation("admin");
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <p className="text-sm text-stone-700">{loadingText}</p>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError message={loadFailed} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (items.length === 0) return <TableEmpty title={empty.title} text={empty.text} />;
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-stone-200 px-4 py-3 text-lg font-bold text-stone-900" aria-live="polite">
        {title(total)}
      </h2>
      {/* relative: keeps sr-only texts inside the scrolling box. Phones get one block per row, each
          cell with its column name; explicit roles keep the table semantics in that layout. */}
      <div className="relative sm:overflow-x-auto">
        <table
          role="table"
          aria-label={tableLabel}
          className="w-full text-left text-sm max-sm:block sm:min-w-[760px]"
        >
          <thead role="rowgroup" className="bg-stone-50 text-stone-700 max-sm:sr-only">
            <tr role="row">
              {columns.map((column) => (
                <th key={column} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-stone-200 align-top text-stone-800 max-sm:block">
            {items.map((item) => (
              <tr key={item.id} role="row" className="max-sm:block max-sm:px-1 max-sm:py-2">
                {renderRow(item).map((cell, index) =>
                  index === 0 ? (
                    <th key={index} role="rowheader" scope="row" className={`${CELL} font-normal`}>
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={index}
                      role="cell"
                      className={`${CELL} max-sm:flex max-sm:items-center max-sm:gap-3`}
                    >
                      <span
                        aria-hidden="true"
                        className="w-28 shrink-0 font-semibold text-stone-700 sm:hidden"
                      >
                        {columns[index]}
                      </span>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <div className="flex justify-center border-t border-stone-200 p-3">
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
    </Card>
  );
}
