import { PRODUCT_NAME } from "#shared/constants";

/**
 * Local-storage keys, each prefixed with the product name (spec 01 §3 "Local keys"): onboarding,
 * pwa_prompt, usage_tracking, survey_shown; plus the chosen language.
 */
const prefix = PRODUCT_NAME.toLowerCase().replace("ü", "ue");

export const STORAGE_KEYS = {
  onboarding: `${prefix}_onboarding`,
  pwaPrompt: `${prefix}_pwa_prompt`,
  usageTracking: `${prefix}_usage_tracking`,
  surveyShown: `${prefix}_survey_shown`,
  language: `${prefix}_language`,
} as const;

/**
 * Session-storage keys (cleared when the tab closes): marks that this tab's visit has been counted for
 * the install and survey prompts, so reloads and in-app navigation are not new visits.
 */
export const SESSION_KEYS = {
  visitCounted: `${prefix}_visit_counted`,
} as const;
