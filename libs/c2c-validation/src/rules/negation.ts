/** Words that negate what follows within a few words: "não é réplica", "no es falso", "pas une copie", "not a fake". */
const negators = /\b(?:não|nao|nunca|nem|sem|no|ni|nunca|sin|jamás|ne|pas|jamais|sans|aucune?|not|never|no|non|nothing|isn'?t|n'est|nada de|zero)\b/iu;

/** Whether the few words before `start` negate the term there. */
export function isNegated(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const clause = before.split(/[.!?;\n]|,\s*(?:mas|pero|mais|but)\b/u).at(-1) ?? '';
  const words = clause.trim().split(/\s+/).slice(-4).join(' ');
  return negators.test(words);
}
