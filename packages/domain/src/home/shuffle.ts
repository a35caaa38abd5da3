// numberPermanent (000 §3): the first N items keep their place, the rest are shuffled on each visit.

/** Fisher–Yates on the tail after the first `permanent` items; `random` returns [0, 1). Never mutates. */
export function shuffleAfterPermanent<T>(
  items: readonly T[],
  permanent: number | undefined,
  random: () => number = Math.random,
): T[] {
  const out = [...items];
  // No numberPermanent means no shuffle: the configured order is the order.
  if (permanent === undefined || permanent < 0) return out;
  const start = Math.min(Math.floor(permanent), out.length);
  for (let i = out.length - 1; i > start; i--) {
    const j = start + Math.floor(random() * (i - start + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
