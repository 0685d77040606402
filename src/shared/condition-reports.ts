/**
 * Condition reports (decision 031): what parents report about a place's state right now. Each shows as a
 * banner with its age and expires CONDITION_REPORT_DAYS after it was last confirmed; "dauerhaft
 * geschlossen" also goes to the admins, who decide whether the place is closed. Imports nothing from
 * Node or the DOM.
 */
export const CONDITION_KINDS = [
  "temporarily_closed",
  "construction",
  "broken_equipment",
  "dirty",
  "permanently_closed",
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** A report not confirmed again for this many days is no longer shown (decision 031). */
export const CONDITION_REPORT_DAYS = 14;
/** Longest note on a report, in characters. */
export const CONDITION_NOTE_MAX = 300;

/** The current reports that mean a place is closed (a card's `is_closed`; decisions/031). */
const CLOSURE_KINDS: readonly ConditionKind[] = ["permanently_closed", "temporarily_closed"];

/** The kinds from the most pressing to the least: a card has room for one (decisions/031). */
const BY_URGENCY: readonly ConditionKind[] = [
  "permanently_closed",
  "temporarily_closed",
  "construction",
  "broken_equipment",
  "dirty",
];

/**
 * What a place card shows of the place's state (decisions/031): `condition` is "permanently_closed" for a
 * place an admin closed for good, else the most pressing kind of its current reports (null without any);
 * `is_closed` says whether that is a closure.
 * @param isClosedForGood the place has `closed_at` (an admin confirmed a closure)
 * @param currentKinds the kinds of its reports shown now (within CONDITION_REPORT_DAYS)
 */
export function cardCondition(
  isClosedForGood: boolean,
  currentKinds: readonly ConditionKind[],
): { condition: ConditionKind | null; is_closed: boolean } {
  const condition = isClosedForGood
    ? "permanently_closed"
    : (BY_URGENCY.find((kind) => currentKinds.includes(kind)) ?? null);
  return { condition, is_closed: condition !== null && CLOSURE_KINDS.includes(condition) };
}
