import { matchesOf } from '../text/matches.ts';
import { isNegated } from './negation.ts';

/**
 * Tickets the seller says they sell for more than they cost, in words rather than figures ("je les cède un peu plus cher, elles partent vite",
 * "vendo mais caro do que paguei", "las vendo más caras porque están agotadas", "selling for more than I paid", "più care di quanto le ho
 * pagate", "teurer als gekauft", "above face value"): touting, the marketplaces' ticket-resale clauses. A price said not to be higher
 * ("pas plus cher", "no more than I paid") is none; nor is another seller's price ("na bilheteira estão mais caros", "resellers list them
 * above face value") in a clause with no selling verb of the seller's, nor any markup in a listing that says it sells at cost.
 */
const markupSaid =
  /(?<![\p{L}])(?:plus\s+cher(?:s|es)?|mais\s+car[oa]s?|m[aá]s\s+car[oa]s?|pi[uù]\s+car[oie]|teurer|more\s+than\s+(?:i|we)\s+paid|(?:above|over)\s+(?:face\s+value|(?:the\s+)?(?:original|ticket)\s+price|what\s+(?:i|we)\s+paid|cost)|au[\s-]dessus\s+du\s+prix|acima\s+do\s+pre[cç]o|por\s+encima\s+del\s+precio|sopra\s+il\s+prezzo|[uü]ber\s+(?:dem\s+)?(?:neupreis|originalpreis|nennwert|kaufpreis|einkaufspreis)|con\s+sobreprecio|com\s+lucro|with\s+a\s+mark[\s-]?up|surprix)(?![\p{L}])/giu;

/** Another seller or the box office, where the tickets are dearer than here. */
const anotherSeller =
  /(?<![\p{L}])(?:bilheteiras?|bilheteria|taquillas?|guichets?|billetteries?|box\s+office|site\s+officiel|sitio\s+oficial|site\s+oficial|web\s+oficial|official\s+(?:site|website|seller)|resellers?|revendeurs?|revendedores?|reventa|revenda|touts?|abendkasse|vorverkauf|tageskasse|botteghino|biglietteria|rivenditori|bagarini|ticketmaster|stubhub|viagogo|online|internet|ailleurs|elsewhere|woanders|altrove|(?:ils|elles)\s+sont|they\s+(?:are|go|sell)|est[aã]o|est[aá]n|sind\s+sie|costano)(?![\p{L}])/iu;
/** The seller's own selling verb: "vendo", "je (les) vends", "cède", "revendu", "selling", "going for", "verkaufe", "lo vendo". */
const sellerSells =
  /(?<![\p{L}])(?:vendo|vendemos|vend[ií]|vendi|vends|vendons|c[eè]de|c[eè]dons|revend\p{L}*|sell(?:ing)?|i['’]m\s+selling|going\s+for|letting\s+(?:them|it)\s+go|verkaufe|verkaufen|gebe|abzugeben|cedo|cediamo)(?![\p{L}])/iu;
/** Selling at cost or at face value, said by the listing ("ao preço que paguei", "au prix coûtant", "at face value", "zum Selbstkostenpreis"). */
const soldAtCost =
  /(?<![\p{L}])(?:(?:ao|pelo)\s+pre[cç]o\s+(?:que\s+paguei|de\s+custo|de\s+compra)|pre[cç]o\s+de\s+custo|(?:al|a|por\s+el)\s+precio\s+(?:que\s+pagu[eé]|de\s+coste|de\s+compra)|precio\s+de\s+coste|(?:au|à)\s+prix\s+(?:co[uû]tant|d['’]\s*achat)|prix\s+co[uû]tant|at\s+(?:face\s+value|cost|what\s+i\s+paid)|for\s+what\s+i\s+paid|(?:a|al)\s+prezzo\s+(?:di\s+costo|d['’]\s*acquisto)|zum\s+(?:selbstkostenpreis|einkaufspreis|kaufpreis|originalpreis|nennwert))(?![\p{L}])/iu;
/** The clause around a position: back and on to a comma, a stop or a line break. */
const clauseAround = (text: string, start: number, end: number) => {
  const before = text.slice(Math.max(0, start - 120), start).split(/[.,;:!?\n]/u).at(-1)!;
  return `${before}${text.slice(start, end)}${text.slice(end, end + 120).split(/[.,;:!?\n]/u)[0]!}`;
};

/** Whether a listing's texts say its tickets are sold for more than they cost. */
export function saysTicketsSoldAboveCost(text: string, other: string): boolean {
  if (soldAtCost.test(text) || soldAtCost.test(other)) return false;
  for (const both of [text, other]) {
    let seen = 0;
    for (const match of matchesOf(both, markupSaid)) {
      if (++seen > 10) break;
      if (isNegated(both, match.index)) continue;
      // "na bilheteira agora estão mais caros": dearer there, not here.
      const clause = clauseAround(both, match.index, match.index + match[0].length);
      if (anotherSeller.test(clause) && !sellerSells.test(clause)) continue;
      return true;
    }
  }
  return false;
}
