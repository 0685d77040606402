/**
 * Cookie names the server reads to prepare a page (src/server/plugins/spa.ts) and the web app sets.
 * Both only mirror choices kept in local storage, so the server can render the right first screen.
 */
export const LANGUAGE_COOKIE = "luett_language";
export const ONBOARDED_COOKIE = "luett_onboarded";
