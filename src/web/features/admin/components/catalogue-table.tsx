/**
 * The parts /admin/places and /admin/courses share (spec 02 §2.6, §2.7): the Add button, the paged table in a
 * section headed with its count (loading, error and empty states, a table that scrolls sideways on narrow
 * screens, the pager) and the delete confirmation with the spec's text.
 */
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { toast } from "#web/lib/toast";
import { Pager } from "./pager";
import { TableEmpty, TableError, TableLoading } from "./table-state";

/** The page's Add button; on phones only its icon shows, the label stays for screen readers. */
export function CatalogueAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-5" />
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}

export function CatalogueTable<T extends { id: string }>({
  id,
  query,
  title,
  loadingText,
  loadFailed,
  empty,
  columns,
  renderRow,
  offset,
  limit,
  onOffsetChange,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  query: UseQueryResult<{ items: T[]; total: number }>;
  /** The heading for a total, e.g. "Places (12)". */
  title: (total: number) => string;
  loadingText: string;
  /** The spec's 'Failed to load …' text. */
  loadFailed: string;
  empty: { title: string; text: string };
  /** The column names before Actions. */
  columns: string[];
  /** One row's cells: a `<th scope="row">` naming it, its `<td>`s and the RowActionsCell. */
  renderRow: (item: T) => ReactNode;
  offset: number;
  limit: number;
  onOffsetChange: (offset: number) => void;
}) {
  const { t } = useTranslation("admin-catalogue");
  return (
    <section aria-labelledby={id} className="mt-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title(query.data?.total ?? 0)}
      </h2>
      {query.isPending ? (
        <TableLoading text={loadingText} />
      ) : query.isError ? (
        <TableError text={loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <TableEmpty title={empty.title} text={empty.text} />
      ) : (
        <>
          <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
            <table className="w-full min-w-[720px] text-left text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="sticky right-0 bg-stone-50 px-3 py-2 text-right font-semibold">
                    {t("common.actions")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {query.data.items.map((item) => (
                  <tr key={item.id} className="align-top">
                    {renderRow(item)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} limit={limit} total={query.data.total} onOffsetChange={onOffsetChange} />
        </>
      )}
    </section>
  );
}

/**
 * 'Delete …?' with the spec's "Are you sure you want to delete {name}?"; on Delete it deletes, says so
 * (or that it failed) and closes.
 */
export function CatalogueDeleteDialog({
  title,
  name,
  id,
  remove,
  deletedText,
  deleteFailed,
  onClose,
}: {
  title: string;
  name: string;
  id: string;
  /** The delete mutation, called with the id. */
  remove: UseMutationResult<unknown, Error, string>;
  deletedText: string;
  deleteFailed: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin-catalogue");
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(id);
      toast.success(deletedText);
    } catch {
      toast.error(t("common.errorTitle"), { description: deleteFailed });
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      title={title}
      description={t("common.deleteConfirm", { name })}
      confirmLabel={t("common.deleteLabel")}
      isPending={remove.isPending}
      onConfirm={() => void confirmDelete()}
      onOpenChange={(open) => (open ? undefined : onClose())}
    />
  );
}
