/**
 * The Actions cell of an admin table row (spec 02 §2.6, §2.7): edit and delete buttons named after the
 * row, kept in view at the right edge while a narrow screen scrolls the table sideways.
 */
import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

export function RowActionsCell({
  name,
  onEdit,
  onDelete,
}: {
  /** The row's name, read out with each button ("Edit Planten un Blomen"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("admin-catalogue");
  return (
    <td className="sticky right-0 bg-white px-1 py-1 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)] sm:px-3">
      <div className="flex justify-end gap-1">
        <Button variant="ghost" size="icon" aria-label={t("common.edit", { name })} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("common.delete", { name })}
          onClick={onDelete}
          className="text-rose-800 hover:bg-rose-50"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </td>
  );
}
