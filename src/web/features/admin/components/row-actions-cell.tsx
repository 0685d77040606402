/**
 * The Actions cell of an admin table row (spec 02 §2.6, §2.7): edit and delete buttons named after the
 * row, kept in view at the right edge while a narrow screen scrolls the table sideways. `children` adds
 * further buttons before them (e.g. "Merge…" on the places table).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EditDeleteButtons } from "#web/components/ui/edit-delete-buttons";

export function RowActionsCell({
  name,
  onEdit,
  onDelete,
  children,
}: {
  /** The row's name, read out with each button ("Edit Planten un Blomen"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin-catalogue");
  return (
    <td className="sticky right-0 bg-white px-1 py-1 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)] sm:px-3">
      <div className="flex justify-end gap-1">
        {children}
        <EditDeleteButtons
          editLabel={t("common.edit", { name })}
          deleteLabel={t("common.delete", { name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </td>
  );
}
