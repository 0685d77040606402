import { z } from "zod";
import {
  CHANGING_TABLE_LOCATIONS,
  FACT_DECIDERS,
  FACT_KEYS,
  FACT_SOURCES,
  familyFact,
  UNCLEAR,
} from "../family-facts.js";

/**
 * What answers other than the shown value say (decisions/031-fact-majority.md): `answers` answers from
 * `source` say `value` — or, with a `location`, name that location for the shown value although most
 * agreeing answers do not ("1 Elternteil sagt auch: Damen-WC").
 */
export const ZFactMinority = z.object({
  value: z.string(),
  location: z.enum(CHANGING_TABLE_LOCATIONS).optional(),
  source: z.enum(FACT_SOURCES),
  answers: z.number().int(),
});
export type TFactMinority = z.infer<typeof ZFactMinority>;

/**
 * One family fact of a place as shown (decision 016; the rule is the view place_facts, migration
 * 0030): the value (an answer, or "unclear"), where most answers put a changing table, how many answers
 * agree, the latest of them, who gave them, what decided, whether it is older than FACT_STALE_MONTHS
 * ("könnte veraltet sein"), and what the other answers say (every answer when unclear).
 */
export const ZPlaceFact = z.object({
  key: z.enum(FACT_KEYS),
  value: z.string(),
  location: z.array(z.enum(CHANGING_TABLE_LOCATIONS)).optional(),
  confirmations: z.number().int(),
  /** Of the confirmations, those by parents ("bestätigt … von 4 Eltern"). */
  parent_confirmations: z.number().int(),
  last_confirmed_at: z.string(),
  sources: z.array(z.enum(FACT_SOURCES)),
  decided_by: z.enum(FACT_DECIDERS),
  is_stale: z.boolean(),
  /** By value (FAMILY_FACTS order), then location, then source (FACT_SOURCES order). */
  minority: z.array(ZFactMinority),
});
export type TPlaceFact = z.infer<typeof ZPlaceFact>;

/**
 * `POST /api/places/:id/facts`: one answer to one fact (decision 016). The value must be one of the
 * fact's values (src/shared/family-facts.ts); a location only goes with changing_table "yes".
 */
export const ZFactAnswer = z
  .object({
    key: z.enum(FACT_KEYS, { error: "Unknown fact." }),
    value: z.string().max(40),
    location: z.array(z.enum(CHANGING_TABLE_LOCATIONS)).max(CHANGING_TABLE_LOCATIONS.length).optional(),
  })
  .superRefine((answer, context) => {
    if (answer.value === UNCLEAR || !familyFact(answer.key)?.values.includes(answer.value)) {
      context.addIssue({ code: "custom", path: ["value"], message: "Unknown answer for this fact." });
    }
    if (answer.location?.length && !(answer.key === "changing_table" && answer.value === "yes")) {
      context.addIssue({
        code: "custom",
        path: ["location"],
        message: "A location only goes with a changing table that is there.",
      });
    }
  });
export type TFactAnswer = z.infer<typeof ZFactAnswer>;

/**
 * `GET /api/places/:id/facts/questions`: the facts to ask the signed-in parent about a place they
 * favourited (decision 016), at most FACT_QUESTIONS_MAX, in the order of FAMILY_FACTS.
 */
export const ZFactQuestions = z.object({ keys: z.array(z.enum(FACT_KEYS)) });
export type TFactQuestions = z.infer<typeof ZFactQuestions>;

/** `POST /api/places/:id/facts/dismissals`: "Weiß nicht" to one question. */
export const ZFactDismissal = z.object({ key: z.enum(FACT_KEYS, { error: "Unknown fact." }) });
export type TFactDismissal = z.infer<typeof ZFactDismissal>;

/** The signed-in user's own answers to a place's facts, for the questions to show what they said. */
export const ZMyFactAnswers = z.object({
  answers: z.array(
    z.object({
      key: z.enum(FACT_KEYS),
      value: z.string(),
      location: z.array(z.enum(CHANGING_TABLE_LOCATIONS)),
      answered_at: z.string(),
    }),
  ),
});
export type TMyFactAnswers = z.infer<typeof ZMyFactAnswers>;

/**
 * `GET /api/admin/places/:id/fact-answers`: every answer behind a place's facts, for an
 * admin to see who said what and remove a wrong one; newest first within each fact, facts in the order
 * of FAMILY_FACTS. `user_email` is null for the OpenStreetMap import.
 */
export const ZAdminFactAnswers = z.object({
  answers: z.array(
    z.object({
      id: z.uuid(),
      key: z.enum(FACT_KEYS),
      value: z.string(),
      location: z.array(z.enum(CHANGING_TABLE_LOCATIONS)),
      source: z.enum(FACT_SOURCES),
      user_email: z.string().nullable(),
      answered_at: z.string(),
    }),
  ),
});
export type TAdminFactAnswers = z.infer<typeof ZAdminFactAnswers>;
