/**
 * A labelled set's split into two parts by greedy balance, in the order the records were written:
 * each record goes to the part that holds fewer records so far sharing its features (summed: its
 * language, area, kind…), ties alternating by position. Only the features decide — never a label's
 * value, a text or what a rule answers — so a writer fixes the split before any run.
 */
export function balancedSplit<T, P extends string>(items: readonly T[], featuresOf: (item: T, index: number) => string[], parts: readonly [P, P]): P[] {
  const [first, second] = parts;
  const tally = new Map<P, Map<string, number>>([
    [first, new Map()],
    [second, new Map()],
  ]);
  return items.map((item, i) => {
    const features = featuresOf(item, i);
    const load = (part: P) => features.reduce((sum, feature) => sum + (tally.get(part)!.get(feature) ?? 0), 0);
    const a = load(first);
    const b = load(second);
    const part = a < b ? first : b < a ? second : i % 2 === 0 ? first : second;
    const counts = tally.get(part)!;
    for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
    return part;
  });
}
