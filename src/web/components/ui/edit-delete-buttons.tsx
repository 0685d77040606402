/**
 * The edit and delete icon buttons of a list or table row (admin tables, tag list, provider team,
 * courses and announcements). Each button is named after its row, so screen readers and tests can tell
 * the rows apart ("Edit Planten un Blomen").
 */
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "./button";

export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={editLabel} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={deleteLabel}
        onClick={onDelete}
        className="text-rose-800 hover:bg-rose-50"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </>
  );
}
