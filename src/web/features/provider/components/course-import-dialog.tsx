/**
 * "Kursprogramm importieren" on /provider/edit (decision 021): a CSV file with one course per row, the
 * documented columns listed with their format, an empty template to download, and the server's
 * line-numbered errors shown in the dialog (nothing is imported then; the chosen file stays chosen).
 */
import { FileUp } from "lucide-react";
import { useState } from "react";
import {
  COURSE_IMPORT_COLUMNS,
  COURSE_IMPORT_MAX_CHARS,
  COURSE_IMPORT_TEMPLATE,
} from "#shared/course-import";
import { PROVIDER_LIMITS } from "#shared/schemas/providers";
import { Button, buttonClass } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "#web/components/ui/dialog";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { FieldLabel } from "#web/components/ui/field";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useProviderWrite } from "../api/provider-api";

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${COURSE_IMPORT_TEMPLATE}`)}`;

export function CourseImportDialog({ providerId, onClose }: { providerId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation("provider");
  const write = useProviderWrite(providerId);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async () => {
    if (!file) {
      setErrors([t("import.noFile")]);
      return;
    }
    const csv = await file.text();
    // The server refuses it too (docs/decisions/041); said here, the file is not sent in vain.
    if (csv.length > COURSE_IMPORT_MAX_CHARS) {
      setErrors([t("import.tooLarge", { max: COURSE_IMPORT_MAX_CHARS.toLocaleString(i18n.language) })]);
      return;
    }
    setErrors([]);
    try {
      const result = (await write.mutateAsync({
        method: "POST",
        path: "/courses/import",
        body: { csv },
      })) as { imported: number };
      toast.success(t("import.done", { count: result.imported }));
      onClose();
    } catch (error) {
      // The limits (and a body too large to read) have a sentence in both languages; the rows' problems
      // are the server's German lines (the provider area speaks German, spec 02 §1).
      setErrors(
        error instanceof ApiError && (error.key || error.code === "PAYLOAD_TOO_LARGE")
          ? [
              apiErrorText(t, error, {
                maxRows: PROVIDER_LIMITS.importRows,
                maxCourses: PROVIDER_LIMITS.coursesPerProvider,
              }),
            ]
          : (error instanceof Error ? error.message : t("import.failed")).split("\n"),
      );
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{t("import.title")}</DialogTitle>
        <p className="mt-2 text-stone-800">{t("import.intro")}</p>
        <details className="mt-3 rounded-xl border border-stone-200 p-3">
          <summary className="cursor-pointer font-semibold text-stone-900">{t("import.columns")}</summary>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t("import.column")}
                </th>
                <th scope="col" className="py-1">
                  {t("import.format")}
                </th>
              </tr>
            </thead>
            <tbody>
              {COURSE_IMPORT_COLUMNS.map((column) => (
                <tr key={column.name} className="border-t border-stone-100">
                  <td className="py-1 pr-3 font-mono">
                    {column.name}
                    {column.isRequired ? <span className="text-rose-800"> *</span> : null}
                  </td>
                  <td className="py-1 text-stone-800">{column.format}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <a
          href={TEMPLATE_HREF}
          download="kursprogramm-vorlage.csv"
          className={buttonClass({ variant: "ghost", size: "sm", className: "mt-2 -ml-4" })}
        >
          {t("import.template")}
        </a>
        <div className="mt-3">
          <FieldLabel htmlFor="course-import-file">{t("import.file")}</FieldLabel>
          <input
            id="course-import-file"
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block w-full text-base text-stone-900"
            aria-describedby="course-import-errors"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <div id="course-import-errors" role="alert" className="mt-3">
          {errors.length > 0 ? (
            <>
              <p className="font-semibold text-rose-800">{t("import.nothingImported")}</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-rose-800">
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t("edit.cancel")}
          </Button>
          <Button onClick={() => void submit()} disabled={write.isPending} aria-busy={write.isPending}>
            <FileUp aria-hidden="true" className="size-4" />
            {write.isPending ? t("import.importing") : t("import.submit")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
