/**
 * Condition reports (issue 20 §6): what parents report about a place's state right now. Each shows as a
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

/** A report not confirmed again for this many days is no longer shown (issue 20 §6). */
export const CONDITION_REPORT_DAYS = 14;
/** Longest note on a report, in characters. */
export const CONDITION_NOTE_MAX = 300;
