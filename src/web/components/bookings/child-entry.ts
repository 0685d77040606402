/**
 * Reads a child entry of the profile (`children_info`, free text such as "Mila, 9 Monate", "18 Monate",
 * "Ole (2 Jahre)", "1 Jahr 6 Monate", "3 years") into a name and an age in months, so the booking form
 * can offer the profile's children and fill in the age. What cannot be read stays empty
 * for the parent to type.
 */

/** Months per unit word, German and English, written out or shortened. */
const UNITS: readonly [RegExp, number][] = [
  [/^(monat|monate|monaten|mon|mo|m|month|months|mths?)$/, 1],
  [/^(jahr|jahre|jahren|j|year|years|yrs?|y)$/, 12],
  [/^(woche|wochen|w|week|weeks|wks?)$/, 12 / 52],
];

const AGE_PART = /(\d+(?:[.,]\d+)?)\s*([a-zA-Zä]+)\.?/g;

export type ChildEntry = { name: string | null; ageMonths: number | null };

export function readChildEntry(text: string): ChildEntry {
  let months = 0;
  let hasAge = false;
  const rest = text.replace(AGE_PART, (part, amount: string, unitWord: string) => {
    const unit = UNITS.find(([pattern]) => pattern.test(unitWord.toLowerCase()))?.[1];
    if (unit === undefined) return part;
    months += Number(amount.replace(",", ".")) * unit;
    hasAge = true;
    return " ";
  });
  const name = rest
    .replace(/[()[\]{},;:–—-]/g, " ")
    .replace(/\b(und|and|alt|old)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  return {
    name: /\p{L}/u.test(name) ? name : null,
    ageMonths: hasAge ? Math.floor(months) : null,
  };
}
