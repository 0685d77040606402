/**
 * Children Information (spec 01 §2 /profile: only for role parent): free-text child ages that can be
 * added and removed; an entry must be non-blank after trimming (spec 01 §5). Changes stay in the form
 * until 'Save Profile' (spec 01 §4 "Profile").
 */
import { Baby, Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "#shared/constants";
import { ZChildEntry } from "#shared/schemas/profile";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { FieldLabel, FieldMessage, inputClass } from "#web/components/ui/field";

export function ChildrenCard({
  entries,
  onChange,
  isDisabled,
}: {
  entries: string[];
  onChange: (entries: string[]) => void;
  isDisabled: boolean;
}) {
  const { t } = useTranslation("profile");
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string>();
  const isFull = entries.length >= LIMITS.maxChildren;

  const add = () => {
    const parsed = ZChildEntry.safeParse(draft);
    if (!parsed.success) {
      setError(t("profile.children.required"));
      return;
    }
    setError(undefined);
    onChange([...entries, parsed.data]);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the child instead of submitting the whole profile form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="children-title">
        <h2 id="children-title" className="flex items-center gap-2 text-lg font-extrabold text-stone-900">
          <Baby aria-hidden="true" className="size-5 text-brand-700" />
          {t("profile.children.title")}
        </h2>
        <p className="mt-1 text-sm text-stone-700" aria-live="polite">
          {t("profile.children.count", { count: entries.length })}
        </p>
        {entries.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-2" aria-label={t("profile.children.listLabel")}>
            {entries.map((entry, index) => (
              <li
                key={`${index}-${entry}`}
                className="flex min-h-12 items-center justify-between gap-2 rounded-xl bg-brand-50 pr-1 pl-4"
              >
                <span className="min-w-0 break-words text-stone-900">{entry}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("profile.children.remove", { entry })}
                  disabled={isDisabled}
                  onClick={() => onChange(entries.filter((_, position) => position !== index))}
                >
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4">
          <FieldLabel htmlFor="child-entry">{t("profile.children.add")}</FieldLabel>
          <div className="mt-1 flex gap-2">
            <input
              id="child-entry"
              value={draft}
              maxLength={LIMITS.childEntryChars}
              placeholder={t("profile.children.placeholder")}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={error ? true : undefined}
              aria-describedby="child-entry-message"
              disabled={isDisabled || isFull}
              autoComplete="off"
              className={inputClass()}
            />
            <Button variant="secondary" onClick={add} disabled={isDisabled || isFull} className="shrink-0">
              <Plus aria-hidden="true" className="size-5" />
              {t("profile.children.addButton")}
            </Button>
          </div>
          <FieldMessage id="child-entry-message" error={error}>
            {isFull ? t("profile.children.full", { count: LIMITS.maxChildren }) : t("profile.children.hint")}
          </FieldMessage>
        </div>
      </section>
    </Card>
  );
}
