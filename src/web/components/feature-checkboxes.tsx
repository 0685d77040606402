/**
 * The place features as a grid of checkbox cards under a legend with the "optional" note (the admin
 * place form and the place suggestion form; spec 01 §4, spec 02 §2.6): the checked ones make up the
 * form's `features` array through react-hook-form's `register`.
 */
import type { UseFormRegisterReturn } from "react-hook-form";

export function FeatureCheckboxes({
  legend,
  optionalText,
  options,
  labelOf,
  isDisabled,
  inputProps,
}: {
  legend: string;
  /** e.g. "(optional)" in the current language. */
  optionalText: string;
  options: readonly string[];
  labelOf: (feature: string) => string;
  isDisabled?: boolean;
  /** `form.register("features")`. */
  inputProps: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-900">
        {legend} <span className="font-normal text-stone-700">{optionalText}</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((feature) => (
          <label
            key={feature}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
          >
            <input
              type="checkbox"
              value={feature}
              disabled={isDisabled}
              className="size-5 accent-brand-700"
              {...inputProps}
            />
            <span className="text-stone-900">{labelOf(feature)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
