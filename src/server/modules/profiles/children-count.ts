/**
 * The profile rule "number_of_children equals the length of children_info" (spec 01 §4 "Profile"; the
 * database checks it) applied to a count an admin sets (spec 02 §2.8 "Number of Children"): the list
 * keeps its first entries, and new children get UNKNOWN_CHILD_AGE, which the parent can fill in on
 * /profile. The count is then always `list.length`.
 */

/** The age entry of a child an admin added: unknown until the parent fills it in. */
export const UNKNOWN_CHILD_AGE = "?";

/** `children` cut or padded to `count` entries (count ≥ 0, whole). */
export function childrenForCount(children: readonly string[], count: number): string[] {
  if (count <= children.length) return children.slice(0, count);
  return [...children, ...Array.from({ length: count - children.length }, () => UNKNOWN_CHILD_AGE)];
}
