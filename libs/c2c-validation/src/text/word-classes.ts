/**
 * Small closed classes of words (PT, ES, FR, EN, IT, DE) that more than one reader needs, kept once so they cannot drift apart. The rules'
 * `functionWords` (rules/function-words.ts) is the wider set of words that go on a sentence; these are its parts a reader names by role.
 */

/** Articles, definite and indefinite, the elided "l" included ("l'arme" read as "l" and "arme"). */
export const articles: ReadonlySet<string> = new Set(
  'o a os as um uma uns umas el la los las un una unos unas le les l une the an il lo gli i der die das den dem ein eine einen einem'.split(' '),
);

/** Words joining a complement to the noun before them ("alças de couro", "laces of the shoe", "cuccioli di labrador", "Welpen vom Züchter"). */
export const complementWords: ReadonlySet<string> = new Set('de do da dos das del d du des of di della dello von vom'.split(' '));
