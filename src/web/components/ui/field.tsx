/**
 * Form field pieces shared by the forms (profile, posts, answers, sign-in, admin and provider forms): a
 * label with an optional "optional" note or a required star, a hint or error line wired to the control
 * with aria-describedby, the input/textarea look (≥ 48 px tall, 16 px text so phones do not zoom in, a
 * visible focus border; a textarea is as tall as its rows), and `TextField` and `SelectField`, which put
 * them together.
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { cn } from "#web/lib/cn";

const control =
  "block w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 " +
  "placeholder:text-stone-500 focus:border-brand-700 disabled:bg-stone-100 aria-[invalid=true]:border-rose-700";

export const inputClass = (className?: string) => cn(control, "min-h-12", className);
export const textareaClass = (className?: string) => cn(control, "py-2.5 leading-relaxed", className);

export function FieldLabel({
  htmlFor,
  children,
  optionalText,
  className,
}: {
  htmlFor: string;
  children: ReactNode;
  /** e.g. "(optional)" in the current language. */
  optionalText?: string;
  className?: string;
}) {
  return (
    <label htmlFor={htmlFor} className={cn("block text-sm font-semibold text-stone-900", className)}>
      {children}
      {optionalText ? <span className="ml-1 font-normal text-stone-700">{optionalText}</span> : null}
    </label>
  );
}

/** A hint under a control, or its error (role=alert so it is announced when it appears). */
export function FieldMessage({
  id,
  error,
  children,
}: {
  id: string;
  error?: string | undefined;
  children?: ReactNode;
}) {
  if (error) {
    return (
      <p id={id} role="alert" className="mt-1 text-sm font-medium text-rose-800">
        {error}
      </p>
    );
  }
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-stone-700">
      {children}
    </p>
  );
}

/** What every labelled field takes besides its control's own attributes. */
type FieldProps = {
  id: string;
  label: string;
  /** The error under the field; the field is then marked invalid. */
  error?: string | undefined;
  /** A hint under the field while there is no error. */
  hint?: string | undefined;
  /** Shows the required star and tells screen readers (aria-required). */
  isRequired?: boolean;
  /** e.g. "(optional)" in the current language, beside the label. */
  optionalText?: string | undefined;
  className?: string | undefined;
};

/**
 * The label (with the required star or the optional note), the control and its hint or error, and the
 * aria attributes that tie them together; `renderControl` gets those attributes to spread on the control.
 */
function FieldFrame({
  id,
  label,
  error,
  hint,
  isRequired,
  optionalText,
  className,
  aside,
  renderControl,
}: FieldProps & {
  aside?: ReactNode;
  renderControl: (aria: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-required": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const messageId = `${id}-message`;
  const message = (
    <FieldMessage id={messageId} error={error}>
      {hint}
    </FieldMessage>
  );
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optionalText={optionalText}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-rose-800">
            {" "}
            *
          </span>
        ) : null}
      </FieldLabel>
      {renderControl({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-required": isRequired || undefined,
        "aria-describedby": error || hint ? messageId : undefined,
      })}
      {aside ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          {message}
          {aside}
        </div>
      ) : (
        message
      )}
    </div>
  );
}

type TextFieldProps = FieldProps & {
  /** Rows of a textarea; without it the field is a one-line input. */
  rows?: number;
  /**
   * At the end of the hint's line (a character count, the form's button; `ml-auto` keeps it right when
   * there is no hint). To have it read with the control, give it an id and name it in `aria-describedby`
   * (with `<id>-message`, the hint's or error's, where there is one).
   */
  aside?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * A labelled one-line input (or a textarea with `rows`) with its hint or error, wired for screen
 * readers; the ref reaches the control, so react-hook-form's `register` works on it.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  isRequired,
  optionalText,
  rows,
  aside,
  className,
  ...props
}: TextFieldProps & { ref?: Ref<HTMLInputElement & HTMLTextAreaElement> }) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, isRequired, optionalText, className, aside }}
      renderControl={(aria) =>
        rows ? (
          <textarea rows={rows} className={textareaClass("mt-1")} {...aria} {...props} />
        ) : (
          <input type="text" className={inputClass("mt-1")} {...aria} {...props} />
        )
      }
    />
  );
}

type SelectFieldProps = FieldProps & {
  /** The `<option>`s, including an empty "choose" one where nothing is chosen yet. */
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children">;

/**
 * A labelled `<select>` with its hint or error, wired for screen readers exactly as `TextField`; the
 * ref reaches the select, so react-hook-form's `register` works on it.
 */
export function SelectField({
  id,
  label,
  error,
  hint,
  isRequired,
  optionalText,
  className,
  children,
  ...props
}: SelectFieldProps & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, isRequired, optionalText, className }}
      renderControl={(aria) => (
        <select className={inputClass("mt-1")} {...aria} {...props}>
          {children}
        </select>
      )}
    />
  );
}
