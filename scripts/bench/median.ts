/**
 * Median selection for repeated Lighthouse runs. We report one real run (not averaged metrics) so the
 * scores, metrics and network records shown all belong together.
 */

/**
 * Index of the median item by `score` (higher or lower does not matter: the middle is the middle).
 * Items without a score (a failed run) are ignored; ties keep run order; with an even count the lower
 * middle is taken, i.e. the pessimistic one. Returns -1 when no item has a score.
 */
export function medianIndex<T>(items: readonly T[], score: (item: T) => number | null): number {
  const scored = items
    .map((item, index) => ({ index, value: score(item) }))
    .filter(
      (entry): entry is { index: number; value: number } =>
        entry.value !== null && Number.isFinite(entry.value),
    )
    .sort((a, b) => a.value - b.value || a.index - b.index);
  if (scored.length === 0) return -1;
  return scored[Math.floor((scored.length - 1) / 2)]!.index;
}
