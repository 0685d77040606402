import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";

/**
 * Move up / move down for a list item (spec 02 §2.13: reorder photos and team members). Buttons, not drag and
 * drop, so keyboards and screen readers reorder the same way; `onMove` gets the new id order.
 */
export function ReorderButtons({
  ids,
  index,
  label,
  isDisabled,
  onMove,
}: {
  ids: readonly string[];
  index: number;
  /** The item's name for the buttons' accessible names. */
  label: string;
  isDisabled: boolean;
  onMove: (ids: string[]) => void;
}) {
  const { t } = useTranslation("provider");
  const move = (to: number) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onMove(next);
  };
  return (
    <span className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("edit.moveUp", { label })}
        disabled={isDisabled || index === 0}
        onClick={() => move(index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("edit.moveDown", { label })}
        disabled={isDisabled || index === ids.length - 1}
        onClick={() => move(index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </Button>
    </span>
  );
}
