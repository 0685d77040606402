/**
 * The shape the lists of /provider/edit share (spec 02 §2.13: team, weekly courses, announcements): a titled
 * section with its add button, the items (in groups with a heading, or one plain list) or a note when
 * there are none, each row with its edit and delete buttons, the add/edit dialog, and a confirmation
 * before an item is deleted with `DELETE <path>/<id>`. What an item shows and how it is edited stays
 * with each list.
 */
import { useState, type ReactNode } from "react";
import { cn } from "#web/lib/cn";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { EditDeleteButtons } from "#web/components/ui/edit-delete-buttons";
import { FormSection } from "./form-section";
import type { useProviderAction } from "./use-provider-action";

type Item = { id: string };

/** Items under a heading (e.g. the courses of one weekday). */
export type ItemGroup<T> = { key: string | number; heading: string; items: T[] };

export function ItemListManager<T extends Item>({
  id,
  title,
  addLabel,
  addIcon,
  otherActions,
  intro,
  emptyText,
  items,
  groups,
  rowClassName = "gap-2",
  renderItem,
  editLabel,
  deleteLabel,
  renderDialog,
  deleteTitle,
  deleteText,
  deletePath,
  deletedText,
  action,
  children,
}: {
  /** The section heading's id (the section is labelled by it). */
  id: string;
  title: string;
  addLabel: string;
  addIcon: ReactNode;
  /** Buttons before the add button (e.g. the course import). */
  otherActions?: ReactNode;
  /** A note above the items. */
  intro?: ReactNode;
  emptyText: string;
  items: T[];
  /** The items in headed groups; without it `items` form one list. */
  groups?: Array<ItemGroup<T>>;
  /** The row's gap (a row with a photo has more room). */
  rowClassName?: "gap-2" | "gap-3";
  /** What a row shows before its edit and delete buttons. */
  renderItem: (item: T, index: number) => ReactNode;
  editLabel: (item: T) => string;
  deleteLabel: (item: T) => string;
  /** The add (item null) or edit dialog; it calls `onClose` when done or cancelled. */
  renderDialog: (item: T | null, onClose: () => void) => ReactNode;
  deleteTitle: string;
  deleteText: (item: T) => string;
  /** The collection's path under /api/providers/:id, e.g. "/team". */
  deletePath: string;
  /** The toast after a deletion. */
  deletedText: string;
  /** The page's write (useProviderAction), shared with the list's other writes so they wait for each other. */
  action: ReturnType<typeof useProviderAction>;
  /** More dialogs of the list (e.g. a course's bookings). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("provider");
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const list = (listItems: T[], className: string) => (
    <ul className={className}>
      {listItems.map((item, index) => (
        <li
          key={item.id}
          className={cn("flex flex-wrap items-center rounded-xl border border-stone-200 p-3", rowClassName)}
        >
          {renderItem(item, index)}
          <EditDeleteButtons
            editLabel={editLabel(item)}
            deleteLabel={deleteLabel(item)}
            onEdit={() => setEditing(item)}
            onDelete={() => setDeleting(item)}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <FormSection
      id={id}
      title={title}
      action={
        <div className="flex flex-wrap gap-2">
          {otherActions}
          <Button variant="secondary" size="sm" onClick={() => setEditing("new")}>
            {addIcon}
            {addLabel}
          </Button>
        </div>
      }
    >
      {intro}
      {items.length === 0 ? (
        <p className="text-stone-700">{emptyText}</p>
      ) : groups ? (
        groups.map((group) => (
          <div key={group.key}>
            <h3 className="font-bold text-stone-900">{group.heading}</h3>
            {list(group.items, "mt-2 flex flex-col gap-2")}
          </div>
        ))
      ) : (
        list(items, "flex flex-col gap-2")
      )}
      {editing ? renderDialog(editing === "new" ? null : editing, () => setEditing(null)) : null}
      {children}
      {deleting ? (
        <ConfirmDialog
          title={deleteTitle}
          description={deleteText(deleting)}
          confirmLabel={t("edit.delete")}
          isPending={action.isPending}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          onConfirm={() =>
            void action
              .run({ method: "DELETE", path: `${deletePath}/${deleting.id}` }, deletedText)
              .then(() => setDeleting(null))
          }
        />
      ) : null}
    </FormSection>
  );
}
