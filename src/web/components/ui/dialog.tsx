/**
 * Modal dialog on Radix (focus trap, Escape, scroll lock, aria-modal come from Radix). Keep imports of
 * this file out of the home chunk: load the dialog that uses it lazily when it first opens.
 */
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "#web/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/**
 * Escape belongs to an open combobox first (WAI-ARIA APG combobox pattern; spec 02 §5: in the tag input,
 * "Escape closes" the suggestions): Radix's dialog hears the key before the field does (a capturing
 * listener on the document), so it leaves a key pressed in an expanded combobox alone, and the field
 * closes its list. With the list closed, Escape closes the dialog as usual.
 */
const isInOpenCombobox = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[role="combobox"][aria-expanded="true"]') !== null;

export function DialogContent({
  className,
  children,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2",
          "rounded-3xl bg-white p-6 shadow-xl",
          className,
        )}
        onEscapeKeyDown={(event) => {
          if (isInOpenCombobox(event.target)) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
          aria-label={t("common.close")}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("pr-10 text-xl font-bold text-stone-900", className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-2 text-stone-700", className)} {...props} />;
}
