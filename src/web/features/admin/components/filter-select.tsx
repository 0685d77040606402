/**
 * A filter of an admin table (type, age group): a select whose first option means "all", with a label
 * for screen readers only, since the options name the filter.
 */
import { inputClass } from "#web/components/ui/field";

export function FilterSelect({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  /** The first option, which clears the filter. */
  allLabel: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass()}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
