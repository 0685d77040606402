/**
 * The tag list in display order with real drag-and-drop reordering (spec 02 §2.10 "A grip icon suggests
 * draggable ordering"), built on dnd-kit, which this page alone loads: drag a row by its grip with a mouse or
 * finger, or with the keyboard (focus the grip, Space to pick up, arrow keys to move, Space to drop, Escape
 * to cancel), with spoken announcements for screen readers. Each row shows the German name, the English one
 * in brackets (each marked with its language), 'Inactive' when inactive, the applies-to badges, the display
 * type, and edit and delete buttons; buttons and announcements name the tag in the page's language
 * (decisions/033).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TAdminTag } from "#shared/schemas/admin-catalogue";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/cn";
import { EditDeleteButtons } from "#web/components/ui/edit-delete-buttons";
import { tagLabel } from "#web/lib/tags";

type RowActions = { onEdit: (tag: TAdminTag) => void; onDelete: (tag: TAdminTag) => void };

function SortableTagRow({
  tag,
  onEdit,
  onDelete,
  describedBy,
}: { tag: TAdminTag; describedBy: string } & RowActions) {
  const { t, i18n } = useTranslation("admin-catalogue");
  const name = tagLabel(tag, i18n.language);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: tag.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex items-center gap-2 rounded-2xl border border-stone-200 bg-white p-2 sm:gap-3 sm:p-3",
        isDragging && "relative z-10 shadow-lg ring-2 ring-brand-700",
      )}
      data-testid="tag-row"
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none active:cursor-grabbing"
        {...attributes}
        {...listeners}
        aria-label={t("tags.dragHandle", { name })}
        aria-describedby={describedBy}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-stone-900">
          <span lang="de">{tag.name_de}</span>
          {tag.name_en ? (
            <span className="font-normal text-stone-700">
              {" "}
              (<span lang="en">{tag.name_en}</span>)
            </span>
          ) : null}
          {!tag.is_active ? (
            <Badge tone="sun" size="xs" className="ml-2 align-middle">
              {t("tags.inactive")}
            </Badge>
          ) : null}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1">
          {tag.applies_to.map((category) => (
            <Badge key={category} tone="brand" size="xs">
              {t(`tags.${category}`)}
            </Badge>
          ))}
          <span className="text-xs text-stone-700">
            {t("tags.displayType")}: {t(`tags.${tag.display_type}`)}
          </span>
        </div>
      </div>
      <EditDeleteButtons
        editLabel={t("tags.edit", { name })}
        deleteLabel={t("tags.delete", { name })}
        onEdit={() => onEdit(tag)}
        onDelete={() => onDelete(tag)}
      />
    </li>
  );
}

export function SortableTagList({
  tags,
  onReorder,
  ...actions
}: { tags: TAdminTag[]; onReorder: (ids: string[]) => void } & RowActions) {
  const { t, i18n } = useTranslation("admin-catalogue");
  const hintId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tags.map((tag) => tag.id);
  const nameOf = (id: UniqueIdentifier) => {
    const tag = tags.find((candidate) => candidate.id === id);
    return tag ? tagLabel(tag, i18n.language) : "";
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("tags.announce.start", {
        name: nameOf(active.id),
        position: positionOf(active.id),
        count: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      t("tags.announce.over", { name: nameOf(active.id), position: positionOf(over?.id), count: ids.length }),
    onDragEnd: ({ active, over }) =>
      t("tags.announce.end", { name: nameOf(active.id), position: positionOf(over?.id), count: ids.length }),
    onDragCancel: ({ active }) => t("tags.announce.cancel", { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <>
      <p id={hintId} className="mb-3 text-sm text-stone-700">
        {t("tags.reorderHint")}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("tags.reorderHint") } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-2" aria-label={t("tags.listLabel")}>
            {tags.map((tag) => (
              <SortableTagRow key={tag.id} tag={tag} describedBy={hintId} {...actions} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
