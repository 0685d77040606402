import { ChevronDown, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * The button that opens and closes a panel of more filters (/places, /search): its label (with the
 * number of active filters), aria-expanded and aria-controls, and a chevron that turns when open.
 */
export function FilterPanelToggle({
  isOpen,
  panelId,
  onToggle,
  children,
}: {
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" size="sm" aria-expanded={isOpen} aria-controls={panelId} onClick={onToggle}>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {children}
      <ChevronDown
        aria-hidden="true"
        className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`}
      />
    </Button>
  );
}
