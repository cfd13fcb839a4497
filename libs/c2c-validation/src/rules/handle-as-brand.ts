import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { isNegated } from './negation.ts';
import { foundByName, videoNetworks } from './networks.ts';

/**
 * A handle given as the item's brand, label or reference, then the network it is found on ("brand on the label: maxkicks on the gram",
 * "marca: ana.costura, procura no insta", "marque : loujoux sur tiktok", "Label: jana_stitch auf Insta"): the seller's page off the
 * platform, written as a brand (clause `contact-details`). PT, ES, FR, EN, IT, DE. A maker named as the brand ("marca: Zara") is
 * followed by no network.
 */

const network = String.raw`(?:${foundByName}|${videoNetworks}|gram|the\s+gram)`;
const brandWord = String.raw`(?:brand|label|marca|marque|griffe|marchio|etichetta|marke|etiqueta|[eé]tiquette|ref(?:er[eê]ncia|erencia|[eé]rence|erence)?|c[oó]digo|code|codice)`;
const handleAsBrand = new RegExp(
  String.raw`(?<![\p{L}])${brandWord}(?:\s+(?:on\s+the\s+label|na\s+etiqueta|en\s+la\s+etiqueta|sur\s+l['’][eé]tiquette|sull['’]etichetta|auf\s+dem\s+etikett))?\s*[:=–-]\s*@?([\p{L}\p{N}][\p{L}\p{N}._]{2,29})\s*[,(]?\s*(?:(?:procura|procurem|pesquisa|search|find|look\s+(?:it\s+)?up|check|cherche[zr]?|busca|b[uú]scala|cerca|cercala|such(?:e|t)?)(?:\s+(?:it|la|lo|me|-me|-la))?\s+)?(?:on|no|na|en|sur|su|sull['’]|auf|in|im)\s+(?:(?:the|o|a|el|la|le|l['’]|il|lo|der|die|dem)\s*)?${network}(?![\p{L}])`,
  'giu',
);
/** Every match holds a brand's or label's word and a colon or a dash: a text without a network's name (most texts) is not read. */
const networkNamed = new RegExp(String.raw`(?<![\p{L}])${network}(?![\p{L}])`, 'iu');

export function findHandlesAsBrand(text: string): Finding[] {
  if (!networkNamed.test(text)) return [];
  const found: Finding[] = [];
  let seen = 0;
  for (const match of matchesOf(text, handleAsBrand)) {
    if (++seen > 20) break;
    if (isNegated(text, match.index)) continue;
    found.push(finding('social_handle', 'contact-details', text, match.index, match.index + match[0].length));
  }
  return found;
}
