/**
 * Where /auth goes after signing in: `?returnTo=/courses/…` (e.g. from a course's "Anmelden und buchen"),
 * else the home page. Only a path on this site is followed — never "//other.example" or
 * "/\\other.example", which browsers read as another site — so the parameter cannot send anyone away.
 */
export function returnPath(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // A line break or other control character in a path is never a link someone meant to follow.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return "/";
  return value;
}
