import { LIMITS } from "#shared/constants";

/**
 * Cards show up to 3 tags plus a '+N' count of the rest (spec 01 §2 "Cards", §9). Duplicates (a tag
 * that is also a feature, in any letter case) and blanks count once / not at all.
 */
export function cardTags(
  items: readonly string[],
  max: number = LIMITS.cardTags,
): { visible: string[]; hiddenCount: number } {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const item of items) {
    const text = item.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    unique.push(text);
  }
  return { visible: unique.slice(0, max), hiddenCount: Math.max(0, unique.length - max) };
}
