/**
 * The 'Create New Tag' / 'Edit Tag' dialog (spec 02 §2.10, §5 "Tag form", §8 "Tags"): German Name
 * (required), English Name (optional; trimmed, empty becomes null), Applies To (Places, Courses; at
 * least one), Display Type (Badge: shown on preview cards; Detail: shown in the detail view only), an
 * Active switch, and 'Create Tag' / 'Update Tag' and Cancel. Validated with the server's schema.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { TAG_APPLIES_TO, TAG_DISPLAY_TYPES } from "#shared/constants";
import { CATALOGUE_LIMITS, ZAdminTagRequest, type TAdminTag } from "#shared/schemas/admin-catalogue";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "#web/components/ui/dialog";
import { FieldLabel, FieldMessage, inputClass } from "#web/components/ui/field";
import { ApiError } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { SwitchField } from "#web/components/ui/switch-field";
import { useSaveTag } from "./api/admin-tags";

type FormInput = z.input<typeof ZAdminTagRequest>;
type FormOutput = z.output<typeof ZAdminTagRequest>;

const toFormValues = (tag: TAdminTag | null): FormInput => ({
  name_de: tag?.name_de ?? "",
  name_en: tag?.name_en ?? "",
  applies_to: tag?.applies_to ?? ["places"],
  display_type: tag?.display_type ?? "badge",
  is_active: tag?.is_active ?? true,
});

export function TagFormDialog({ tag, onClose }: { tag: TAdminTag | null; onClose: () => void }) {
  const { t } = useTranslation("admin-catalogue");
  const save = useSaveTag();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZAdminTagRequest),
    defaultValues: toFormValues(tag),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: tag?.id, request: values });
      toast.success(tag ? t("tags.updated") : t("tags.created"));
      onClose();
    } catch (error) {
      toast.error(t("tags.saveFailed"), {
        description: error instanceof ApiError && error.status === 409 ? t("tags.nameTaken") : undefined,
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto" aria-describedby={undefined}>
        <DialogTitle>{tag ? t("tags.editTitle") : t("tags.createTitle")}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-5">
          <div>
            <FieldLabel htmlFor="tag-name-de">
              {t("tags.nameDe")}
              <span aria-hidden="true" className="text-rose-800">
                {" "}
                *
              </span>
            </FieldLabel>
            <input
              id="tag-name-de"
              type="text"
              autoComplete="off"
              maxLength={CATALOGUE_LIMITS.tagNameChars}
              aria-required="true"
              aria-invalid={errors.name_de ? true : undefined}
              aria-describedby="tag-name-de-message"
              className={inputClass("mt-1")}
              {...form.register("name_de")}
            />
            <FieldMessage
              id="tag-name-de-message"
              error={errors.name_de ? t("tags.nameRequired") : undefined}
            />
          </div>
          <div>
            <FieldLabel htmlFor="tag-name-en" optionalText={t("common.optional")}>
              {t("tags.nameEn")}
            </FieldLabel>
            <input
              id="tag-name-en"
              type="text"
              autoComplete="off"
              maxLength={CATALOGUE_LIMITS.tagNameChars}
              className={inputClass("mt-1")}
              {...form.register("name_en")}
            />
          </div>
          <fieldset aria-describedby="tag-applies-message">
            <legend className="text-sm font-semibold text-stone-900">{t("tags.appliesTo")}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {TAG_APPLIES_TO.map((category) => (
                <label
                  key={category}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
                >
                  <input
                    type="checkbox"
                    value={category}
                    className="size-5 accent-brand-700"
                    {...form.register("applies_to")}
                  />
                  {t(`tags.${category}`)}
                </label>
              ))}
            </div>
            <FieldMessage
              id="tag-applies-message"
              error={errors.applies_to ? t("tags.categoryRequired") : undefined}
            />
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">{t("tags.displayType")}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {TAG_DISPLAY_TYPES.map((displayType) => (
                <label
                  key={displayType}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
                >
                  <input
                    type="radio"
                    value={displayType}
                    className="size-5 accent-brand-700"
                    {...form.register("display_type")}
                  />
                  <span>
                    <span className="font-semibold text-stone-900">{t(`tags.${displayType}`)}</span>
                    <span className="text-stone-700">: {t(`tags.${displayType}Hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <SwitchField
                id="tag-active"
                label={t("tags.active")}
                isChecked={field.value ?? true}
                onChange={field.onChange}
              />
            )}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("tags.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {tag ? t("tags.update") : t("tags.create")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
