import { normalizeText } from './normalize-text.ts';
import { namedCandidate } from './phrase-match.ts';

/** Something the user can pick, known by every label it may be called (button text, other languages, id). */
export interface Choice {
  id: string;
  labels: readonly string[];
}

/**
 * Which choice the user's words pick, deterministically: a label said exactly (a clicked button
 * sends its label; a label's note in brackets may be left out: "Bom" for "Bom (sinais ligeiros de
 * uso)"), else the choice's position (`2`, `#2`), else the one choice whose label occurs in the
 * words (a label inside a longer one found does not count), else the one label the words begin
 * ("Partido" for "Partido ou rachado"). Undefined when none or several do.
 */
export function matchChoice(text: string, choices: readonly Choice[]): string | undefined {
  const said = normalizeText(text);
  if (said === '') return undefined;
  const labelsOf = (choice: Choice) =>
    [...new Set(choice.labels.flatMap((label) => [label, label.replace(/\s*\([^)]*\)\s*/g, ' ')]).map(normalizeText))].filter((label) => label !== '');
  const exact = choices.filter((choice) => labelsOf(choice).includes(said));
  if (exact.length === 1) return exact[0]!.id;
  const position = /^#?(\d{1,2})$/.exec(said);
  if (position !== null) return choices[Number(position[1]) - 1]?.id;
  const named = namedCandidate(said, choices.map((choice) => ({ id: choice.id, names: labelsOf(choice) })));
  if (named !== undefined) return named;
  const begun = choices.filter((choice) => labelsOf(choice).some((label) => label.startsWith(`${said} `)));
  return begun.length === 1 ? begun[0]!.id : undefined;
}
