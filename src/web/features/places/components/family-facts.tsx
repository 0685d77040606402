/**
 * The place page's family facts (decision 016): every fact that applies to the place's type, with its
 * shown value, where the changing table is, who confirmed it how long ago ("bestätigt vor 3 Wochen von
 * 4 Eltern"), "könnte veraltet sein" after FACT_STALE_MONTHS, and what the other answers say ("1
 * Elternteil sagt auch: Damen-WC"; decisions/031). Each fact can be answered in one tap
 * ("Gibt es einen Wickeltisch?" Ja / Nein / Weiß nicht, then "Wo?" for a yes); signed-out visitors get
 * the sign-in prompt. On a place they favourited, parents are asked the open questions one by one.
 */
import { Cake, Layers, ListChecks, type LucideIcon } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import {
  CHANGING_TABLE_LOCATIONS,
  FAMILY_FACTS,
  familyFact,
  factsFor,
  UNCLEAR,
  YES_LIMITED_NO,
  type FactKey,
  type FamilyFact,
  type YesFactKey,
} from "#shared/family-facts";
import type { TFactAnswer, TPlaceFact } from "#shared/schemas/facts";
import type { TPlaceDetail } from "#shared/schemas/places";
import { FACT_ICONS } from "#web/components/fact-icons";
import { Badge } from "#web/components/ui/badge";
import { useSignInPrompt } from "#web/components/use-sign-in-prompt";
import { Button } from "#web/components/ui/button";
import { apiErrorText } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth";
import { cn } from "#web/lib/cn";
import type { TFunction } from "i18next";
import { useNow } from "#web/lib/now";
import { formatRelativeTime } from "#web/lib/relative-time";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useAnswerFact, useDismissQuestion, useFactQuestions, useMyFactAnswers } from "../api/answer-fact";
import { Panel } from "#web/components/ui/panel";
import { AdminFactAnswers } from "./admin-fact-answers";
import { factValueText, minorityText } from "../lib/fact-text";

const iconOf = (key: string): LucideIcon =>
  key === "surface" ? Layers : key === "min_age" || key === "max_age" ? Cake : FACT_ICONS[key as YesFactKey];

/** Who confirmed a fact how long ago ("bestätigt vor 3 Wochen von 4 Eltern"; decision 016). */
function confirmationText(t: TFunction, fact: TPlaceFact, language: string, now: Date): string {
  if (fact.value === UNCLEAR) return t("facts.disagree");
  const ago = formatRelativeTime(fact.last_confirmed_at, language, now);
  if (fact.decided_by === "owner") return t("facts.fromOwner", { ago });
  if (fact.decided_by === "admin") return t("facts.fromAdmin", { ago });
  if (fact.parent_confirmations > 0)
    return t("facts.confirmedByParents", { ago, count: fact.parent_confirmations });
  return t("facts.fromOsm", { ago });
}

export function FamilyFacts({ place }: { place: TPlaceDetail }) {
  const { t } = useTranslation("facts");
  const { user, isAdmin } = useAuth();
  const mine = useMyFactAnswers(place.id, Boolean(user));
  const signIn = useSignInPrompt(t("facts.signInAction"));
  const [askingKey, setAskingKey] = useState<string | null>(null);
  const questionId = useId();
  const shown = new Map<string, TPlaceFact>(place.facts.map((fact) => [fact.key, fact]));
  const applicable = factsFor(place.type);
  // Every answered fact (also one outside the type's list, like an OpenStreetMap age on a sports hall),
  // then the open questions of the type.
  const known = FAMILY_FACTS.filter((fact) => shown.has(fact.key));
  const open = applicable.filter((fact) => !shown.has(fact.key));
  const myAnswerOf = (key: string) => mine.data?.answers.find((answer) => answer.key === key);
  const ask = (key: string) => {
    if (!user) {
      signIn.ask();
      return;
    }
    setAskingKey(askingKey === key ? null : key);
  };
  const question = (fact: FamilyFact) =>
    askingKey === fact.key ? (
      <FactQuestion
        id={questionId}
        placeId={place.id}
        fact={fact}
        myAnswer={myAnswerOf(fact.key)}
        onDone={() => setAskingKey(null)}
      />
    ) : null;
  return (
    <Panel
      id="facts-title"
      title={t("facts.title")}
      icon={<ListChecks aria-hidden="true" className="size-5 text-brand-700" />}
    >
      {user ? <OpenQuestions placeId={place.id} myAnswerOf={myAnswerOf} /> : null}
      {known.length > 0 ? (
        <ul className="-mt-1 divide-y divide-stone-100">
          {known.map((fact) => (
            <FactRow
              key={fact.key}
              fact={fact}
              shown={shown.get(fact.key)!}
              myAnswer={myAnswerOf(fact.key)}
              isAsking={askingKey === fact.key}
              questionId={questionId}
              onAsk={() => ask(fact.key)}
            >
              {question(fact)}
            </FactRow>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t("facts.none")}</p>
      )}
      {open.length > 0 ? (
        <div className={cn("mt-3", known.length > 0 && "border-t border-stone-100 pt-3")}>
          <p className="font-semibold text-stone-900">{t("facts.openTitle")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {open.map((fact) => {
              const Icon = iconOf(fact.key);
              const isAsking = askingKey === fact.key;
              return (
                <li key={fact.key}>
                  <Button
                    size="sm"
                    variant={isAsking ? "primary" : "secondary"}
                    aria-expanded={isAsking}
                    aria-controls={isAsking ? questionId : undefined}
                    onClick={() => ask(fact.key)}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`factLabels.${fact.key}`)}
                  </Button>
                </li>
              );
            })}
          </ul>
          {open.map((fact) => question(fact))}
        </div>
      ) : null}
      {isAdmin ? <AdminFactAnswers placeId={place.id} /> : null}
      {signIn.prompt}
    </Panel>
  );
}

type MyAnswer = { value: string; location: readonly string[] };

/**
 * The questions the server offers a parent on a place they favourited (decision 016), one at a time:
 * an answer or "Weiß nicht" (dismissed for 30 days) brings the next; nothing shows when none is open.
 */
function OpenQuestions({
  placeId,
  myAnswerOf,
}: {
  placeId: string;
  myAnswerOf: (key: string) => MyAnswer | undefined;
}) {
  const { t } = useTranslation("facts");
  const questions = useFactQuestions(placeId);
  const dismiss = useDismissQuestion(placeId);
  const questionId = useId();
  const key = questions.data?.keys[0];
  const fact = key ? familyFact(key) : undefined;
  if (!fact) return null;
  return (
    <section
      aria-labelledby={`${questionId}-title`}
      className="mb-3 rounded-xl border-2 border-brand-100 p-3"
    >
      <h3 id={`${questionId}-title`} className="text-sm font-bold text-brand-800">
        {t("facts.promptTitle")}
      </h3>
      <FactQuestion
        key={fact.key}
        id={questionId}
        placeId={placeId}
        fact={fact}
        myAnswer={myAnswerOf(fact.key)}
        onDone={() => undefined}
        onDontKnow={() =>
          dismiss.mutate(fact.key as FactKey, { onError: () => toast.error(t("facts.failed")) })
        }
      />
    </section>
  );
}

/** A known fact: its value, who confirmed it when, the viewer's own answer, and "Stimmt das?". */
function FactRow({
  fact,
  shown,
  myAnswer,
  isAsking,
  questionId,
  onAsk,
  children,
}: {
  fact: FamilyFact;
  shown: TPlaceFact;
  myAnswer: MyAnswer | undefined;
  isAsking: boolean;
  questionId: string;
  onAsk: () => void;
  /** The open question, when this fact is being answered. */
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation("facts");
  const now = new Date(useNow());
  const Icon = iconOf(fact.key);
  const label = t(`factLabels.${fact.key}`);
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <p className="text-stone-900">
            <span className="font-semibold">{label}:</span>{" "}
            <span className={cn(shown.value === UNCLEAR && "italic")}>
              {factValueText(t, fact.key, shown.value, shown.location)}
            </span>
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
            <span>{confirmationText(t, shown, i18n.language, now)}</span>
            {shown.is_stale ? <Badge tone="sun">{t("facts.stale")}</Badge> : null}
          </p>
          {/* What the other answers say (decisions/031): the shown value is the majority's. */}
          {shown.minority.map((entry) => (
            <p
              key={`${entry.value}:${entry.location ?? ""}:${entry.source}`}
              className="mt-0.5 text-sm text-stone-700"
            >
              {minorityText(t, fact.key, entry)}
            </p>
          ))}
          {myAnswer ? (
            <p className="mt-0.5 text-sm text-stone-700">
              {t("facts.yourAnswer", {
                value: factValueText(t, fact.key, myAnswer.value, myAnswer.location),
              })}
            </p>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="-ml-4"
            aria-label={t("facts.answerLabel", { fact: label })}
            aria-expanded={isAsking}
            aria-controls={isAsking ? questionId : undefined}
            onClick={onAsk}
          >
            {t("facts.answer")}
          </Button>
          {children}
        </div>
      </div>
    </li>
  );
}

/**
 * One question: yes/no (and "Teilweise" for access) as buttons that answer in one tap, "Wo?" after a
 * changing table's yes, or a list to choose from for ages and ground. "Weiß nicht" closes it unanswered.
 */
function FactQuestion({
  id,
  placeId,
  fact,
  myAnswer,
  onDone,
  onDontKnow = onDone,
}: {
  id: string;
  placeId: string;
  fact: FamilyFact;
  myAnswer: MyAnswer | undefined;
  /** After an answer was saved, or the question was left. */
  onDone: () => void;
  /** "Weiß nicht" (default: leave the question). */
  onDontKnow?: () => void;
}) {
  const { t } = useTranslation("facts");
  const answerFact = useAnswerFact(placeId);
  const [isAskingWhere, setIsAskingWhere] = useState(false);
  const isChoice = !fact.values.includes("yes");
  const submit = (answer: TFactAnswer) => {
    answerFact.mutate(answer, {
      onSuccess: () => {
        toast.success(t("facts.thanks"));
        onDone();
      },
      // A used-up daily quota says so (lib/daily-quotas.ts); other failures say why in general.
      onError: (error) => toast.error(t("facts.failed"), { description: apiErrorText(t, error) }),
    });
  };
  const legend = <legend className="font-semibold text-stone-900">{t(`facts.questions.${fact.key}`)}</legend>;
  const dontKnow = (
    <Button size="sm" variant="ghost" onClick={onDontKnow}>
      {t("facts.dontKnow")}
    </Button>
  );

  if (isAskingWhere) {
    return (
      <WhereQuestion
        id={id}
        initial={myAnswer?.value === "yes" ? myAnswer.location : []}
        isPending={answerFact.isPending}
        onSave={(location) => submit({ key: "changing_table", value: "yes", location })}
        onCancel={onDone}
      />
    );
  }
  if (isChoice) {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const value = new FormData(event.currentTarget).get("value");
      if (typeof value === "string" && value) submit({ key: fact.key as FactKey, value });
    };
    return (
      <form id={id} onSubmit={onSubmit} className="mt-2 rounded-xl bg-brand-50/60 p-3">
        <fieldset className="flex flex-col gap-2">
          {legend}
          <select
            name="value"
            required
            defaultValue={myAnswer?.value ?? ""}
            aria-label={t(`factLabels.${fact.key}`)}
            className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-stone-900"
          >
            <option value="" disabled>
              {t("facts.choose")}
            </option>
            {fact.values.map((value) => (
              <option key={value} value={value}>
                {factValueText(t, fact.key, value)}
              </option>
            ))}
          </select>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              disabled={answerFact.isPending}
              aria-busy={answerFact.isPending || undefined}
            >
              {t("facts.save")}
            </Button>
            {dontKnow}
          </div>
        </fieldset>
      </form>
    );
  }
  const values = fact.values === YES_LIMITED_NO ? YES_LIMITED_NO : (["yes", "no"] as const);
  // A form action: React replays a tap that came before the page hydrated (app/early-input.ts).
  const answer = (form: FormData) => {
    const value = String(form.get("value"));
    if (fact.key === "changing_table" && value === "yes") setIsAskingWhere(true);
    else submit({ key: fact.key as FactKey, value });
  };
  return (
    <form id={id} action={answer} className="mt-2 rounded-xl bg-brand-50/60 p-3">
      <fieldset className="flex flex-col gap-2">
        {legend}
        <div className="flex flex-wrap gap-2">
          {values.map((value) => (
            <Button
              key={value}
              type="submit"
              name="value"
              value={value}
              size="sm"
              variant={myAnswer?.value === value ? "primary" : "secondary"}
              disabled={answerFact.isPending}
            >
              {t(`facts.values.${value}`)}
            </Button>
          ))}
          {dontKnow}
        </div>
      </fieldset>
    </form>
  );
}

/** "Wo?": where the changing table is, any of CHANGING_TABLE_LOCATIONS (none is a valid answer too). */
function WhereQuestion({
  id,
  initial,
  isPending,
  onSave,
  onCancel,
}: {
  id: string;
  initial: readonly string[];
  isPending: boolean;
  onSave: (location: TFactAnswer["location"]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("facts");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll("location");
    onSave(CHANGING_TABLE_LOCATIONS.filter((location) => chosen.includes(location)));
  };
  return (
    <form id={id} onSubmit={onSubmit} className="mt-2 rounded-xl bg-brand-50/60 p-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold text-stone-900">{t("facts.where")}</legend>
        <p className="text-sm text-stone-700">{t("facts.whereHint")}</p>
        {CHANGING_TABLE_LOCATIONS.map((location) => (
          <label key={location} className="flex min-h-11 items-center gap-3 text-stone-900">
            <input
              type="checkbox"
              name="location"
              value={location}
              defaultChecked={initial.includes(location)}
              className="size-5 accent-brand-700"
            />
            {t(`facts.locations.${location}`)}
          </label>
        ))}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={isPending} aria-busy={isPending || undefined}>
            {t("facts.save")}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t("facts.cancel")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
