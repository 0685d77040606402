/**
 * An on/off switch with its label and an optional hint (WAI-ARIA switch: a button with aria-checked;
 * Space and Enter toggle it). Used for "Active" (tags, spec 02 §2.10), "checked by parents" (places) and the provider edit switches
 * (spec 02 §2.13).
 */
import { cn } from "#web/lib/cn";

export function SwitchField({
  id,
  label,
  hint,
  isChecked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-stone-700">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={isChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!isChecked)}
        className={cn(
          "relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors",
          "focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none",
          isChecked ? "bg-brand-700" : "bg-stone-400",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-6 rounded-full bg-white shadow transition-transform",
            isChecked ? "translate-x-7" : "translate-x-1",
          )}
        />
      </button>
    </div>
  );
}
