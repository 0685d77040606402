import type { InputHTMLAttributes, Ref } from "react";
import { FieldLabel, FieldMessage, inputClass } from "#web/components/ui/field";

/** The optional e-mail field of feedback and survey (spec 01 §5: optional, prefilled from the account). */
export function EmailField({
  id,
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        className={inputClass("mt-1")}
        {...input}
      />
      <FieldMessage id={`${id}-message`} error={error}>
        {hint}
      </FieldMessage>
    </div>
  );
}
