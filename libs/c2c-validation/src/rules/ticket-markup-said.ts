import { matchesOf } from '../text/matches.ts';
import { isNegated } from './negation.ts';

/**
 * Tickets the seller says they sell for more than they cost, in words rather than figures ("je les cède un peu plus cher, elles partent vite",
 * "vendo mais caro do que paguei", "las vendo más caras porque están agotadas", "selling for more than I paid", "più care di quanto le ho
 * pagate", "teurer als gekauft", "above face value"): touting, the marketplaces' ticket-resale clauses. A price said not to be higher
 * ("pas plus cher", "no more than I paid") is none.
 */
const markupSaid =
  /(?<![\p{L}])(?:plus\s+cher(?:s|es)?|mais\s+car[oa]s?|m[aá]s\s+car[oa]s?|pi[uù]\s+car[oie]|teurer|more\s+than\s+(?:i|we)\s+paid|(?:above|over)\s+(?:face\s+value|(?:the\s+)?(?:original|ticket)\s+price|what\s+(?:i|we)\s+paid|cost)|au[\s-]dessus\s+du\s+prix|acima\s+do\s+pre[cç]o|por\s+encima\s+del\s+precio|sopra\s+il\s+prezzo|[uü]ber\s+(?:dem\s+)?(?:neupreis|originalpreis|nennwert|kaufpreis|einkaufspreis)|con\s+sobreprecio|com\s+lucro|with\s+a\s+mark[\s-]?up|surprix)(?![\p{L}])/giu;

/** Whether a listing's texts say its tickets are sold for more than they cost. */
export function saysTicketsSoldAboveCost(text: string, other: string): boolean {
  for (const both of [text, other]) {
    let seen = 0;
    for (const match of matchesOf(both, markupSaid)) {
      if (++seen > 10) break;
      if (!isNegated(both, match.index)) return true;
    }
  }
  return false;
}
