/**
 * The address search bound to a react-hook-form field (the address or location of the admin place and
 * user dialogs, the provider and café edit pages and the suggestion forms): the typed text is the
 * field's value; the picked place (with its coordinates) stays with the form, in `place`.
 */
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { AddressSearch, type AddressSearchProps } from "./address-search";

export function AddressSearchField<T extends FieldValues>({
  control,
  name,
  ...props
}: {
  control: Control<T>;
  /** The text field, e.g. "address". */
  name: Path<T>;
} & Omit<AddressSearchProps, "value" | "onChange" | "onBlur" | "name">) {
  const { field } = useController({ control, name });
  return (
    <AddressSearch
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      {...props}
    />
  );
}
