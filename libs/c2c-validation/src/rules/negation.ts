/**
 * Words that negate what follows within a few words: "não é réplica", "no es falso", "pas une copie", "not a fake", "niente PayPal", "kein PayPal",
 * Italian "mai" and German "nie" ("mai usato né aperto", "nie benutzt"; French "mai", the month, after "en"/"de" or before a year, is not one);
 * an English verb of taking, accepting or selling negated by its auxiliary ("I don't take PayPal", "we won't accept …", "I do not sell fakes");
 * "neither … nor", "weder … noch", and a thing said free of what follows ("free from parabens", "libre de THC", "frei von CBD").
 */
// Bounded by letters of any script, not `\b` (ASCII letters only): the "ne" ending "Crâne" or "Chaîne" is no French "ne".
const negators = /(?<![\p{L}\p{N}])(?:não|nao|nunca|nem|sem|no|ni|nunca|sin|jamás|ne|pas|jamais|sans|aucune?|not|never|no|non|nothing|isn['’]?t|n['’]est|nada de|zero|niente|nessun[oa]?|senza|(?<!(?:en|de|d['’]|fin|d[eé]but|mi|depuis|\d)\s+)mai(?!\s+\d)|kein(?:e|en|er)?|nicht|nie|niemals|ohne|nor|neither|weder|free\s+(?:of|from)|libre\s+de|exempt\s+de|privo\s+di|frei\s+von|(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|won['’]?t|will\s+not|can['’]?t|cannot)\s+(?:take|accept|use|want|offer|sell|do|deal\s+(?:in|with)))(?![\p{L}\p{N}])/iu;

const negatorFirst = new RegExp(`^${negators.source}`, 'iu');
/** Whether a phrase opens with a negating word ("pas authentique", "not authentic"): a claim made with its negation. */
export const opensWithNegation = (phrase: string): boolean => negatorFirst.test(phrase);

/** Whether the few words before `start` negate the term there. */
export function isNegated(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  // "Kein Original, 1:1 Kopie": a negated authenticity word before a comma is a claim of its own; what follows is not negated by it.
  // "¿Bizum? No, lo cerramos…", "Defeitos? Não, …": a bare no before a comma answers what came before it; what follows it is not negated.
  const clause = before.split(/[.!?;\n]|,\s*(?:mas|pero|mais|but)\b|(?<![\p{L}\p{N}])(?:no|n[aã]o|non|nein|nope|nah)\s*,|(?<=(?:original|originale|echte?|authentic|authentique|aut[eé]ntic[oa]|autentic[oa]|verdadeir[oa]|verdader[oa]|vrai|vraie))\s*,/iu).at(-1) ?? '';
  // Portuguese "no"/"na" before a possessive is "in my", "in your" ("no meu perfil", "na minha loja"), not a negation.
  const lastWords = (part: string) => part.trim().split(/\s+/).slice(-4).join(' ').replace(/(?<![\p{L}])no(?=\s+(?:meu|minha|teu|tua|seu|sua|nosso|nossa|vosso|vossa)(?![\p{L}]))/giu, 'em');
  if (negators.test(lastWords(clause))) return true;
  // "not a tester or a sample", "sem caixa nem fatura", "kein Karton oder Zubehör": a negation before a list joined by "or"/"nor" reaches
  // its last member. Only the list's own words, up to a comma ("não aceito MB WAY, só PayPal ou Bizum" does not negate Bizum).
  const joined = listJoinedBefore.exec(clause);
  return joined !== null && negators.test(lastWords(clause.slice(0, joined.index).split(',').at(-1) ?? ''));
}

/** The last "or"/"nor" of a clause, at most three words before its end (PT, ES, FR, EN, IT, DE): the list it closes. */
const listJoinedBefore = /(?<![\p{L}])(?:ou|nem|o|ni|or|nor|oder|noch|n[eé]|u)\s+(?:[\p{L}\p{N}'’-]+\s+){0,2}[\p{L}\p{N}'’-]*\s*$/iu;

/**
 * A name refused just after it: "Bizum no,", a thing the item is said free of ("CBD-free", "THC frei", not "free with every order"), "MB WAY não.", "PayPal: non", an item's word too ("réplica não:"), "Lydia not accepted", also asked and answered ("Bizum? No."). A bare "no" counts only
 * where the sentence stops after it (Portuguese "no" before a number or a noun is "in the"); after a comma the
 * refusal is of what follows ("aceito MB WAY, não aceito PayPal").
 */
const refusedAfter =
  /^\s*[:?-]?\s*(?:(?:no|n[aã]o|non|nein|nope)\s*(?=[,.;:!)\n]|$)|-\s?(?:free|frei)(?![\p{L}-])|\s+(?:free|frei)(?![\p{L}-])(?!\s+(?:with|of\s+charge|gift|to|for|shipping|postage|delivery|p&p|returns?|mit|zur?|bei)(?![\p{L}]))|(?:no|not|n[aã]o|non|pas|nicht)\s+(?:accepted|taken|aceit[oea]s?|aceitamos|acept[oa]s?|aceptad[oa]s?|aceptamos|accept[eé]e?s?|acceptons|accettat[oa]|accetto|akzeptiert|nehme\s+ich)(?![\p{L}]))/iu;

/** Whether the words just after `end` refuse what ends there. */
export function isRefusedAfter(text: string, end: number): boolean {
  return refusedAfter.test(text.slice(end, end + 40));
}

/**
 * Left out of the sale, said just after the thing, its complement between at most ("o suporte da bicicleta já foi vendido", "the stand for
 * the bike is not included") and the verb of going or being before the negation ("no viene incluida", "não vem incluído", "n'est pas
 * incluse", "ist nicht dabei"; not "not included in the price": a thing charged apart is sold): "conta Steam não incluída", "cuenta no incluida", "compte non inclus",
 * "account not included", "account excluded", "Konto nicht enthalten", "account non incluso", or keeps or has removed ("a conta PSN sai
 * comigo", "cuenta desvinculada", "account deleted"; not "removed from" a device: a part taken out of one is for sale), or not for sale ("a cadeira auto que
 * não vendo", "which I'm not selling", "pas à vendre"). What a listing says it does not include is not what it sells.
 */
const excludedAfter =
  /^(?:\s+(?:de|del|da|do|para|pra|pour|for|of|per|di|f[uü]r|von|zum|zur)\s+(?:[\p{L}'’]+\s+)?\p{L}+)?\s*[:,-]?\s*(?:(?:(?:va|vai|vem|viene|vienen|v[aã]o|v[eê]m|comes?|is|are|was|est[aá]n?|ist|sind|[eè]|sono)\s+)?(?:n[aã]o|no|non|not|nicht)\s+(?:est[aá]\s+|is\s+|est\s+|[eè]\s+|va\s+|vai\s+|vem\s+|viene\s+)?(?:inclu[ií]d[oa]s?|incluso|inclus[ea]?s?|included|inkludiert|enthalten|dabei|mit\s+dabei)(?!\s+(?:no|en|in|nel|im|dans)\s+(?:o\s+|el\s+|the\s+|le\s+)?(?:pre[cç]o|precio|price|prix|prezzo|preis)(?![\p{L}]))|(?:n['’]\s*(?:est|y\s+est)|ne\s+sont|n['’]\s*y\s+sont)\s+pas\s+(?:inclus[ea]?s?|fourni[e]?s?|compris[e]?s?)(?!\s+dans\s+le\s+prix)|exclu[ií]d[oa]s?|exclus[ea]?s?|excluded|escluso|ausgeschlossen|(?:sai|fica|vai)\s+comigo|se\s+queda\s+conmigo|(?:me\s+la\s+quedo|la\s+conservo)|reste\s+avec\s+moi|stays?\s+with\s+me|bleibt\s+bei\s+mir|resta\s+con\s+me|(?:haben|habe|hab|hat)\s+(?:wir|ich|sie)\s+(?:\p{L}+\s+)?(?:nicht\s+mehr|schon\s+verkauft|bereits\s+verkauft)|(?:was|were|is|are|has\s+been|have\s+been)?\s*(?:already\s+sold|sold\s+(?:separately|already))|(?:que|qui|which|that|die|den|das|che)\s+(?:(?:je|ich|io|yo|eu|we|nous|wir)\s+)?(?:i['’]m\s+|i\s+am\s+|we['’]re\s+|we\s+are\s+)?(?:n[aã]o|no|ne|not|nicht|non|don['’]t|do\s+not)\s+(?:\p{L}+\s+)?(?:vend[oe]|vendemos|vends|vendons|sell(?:ing)?|verkauf\p{L}*)|(?:is\s+|are\s+)?not\s+for\s+sale|n[aã]o\s+(?:est[aá]\s+)?[àa]\s+venda|no\s+(?:est[aá]\s+)?en\s+venta|(?:n['’]est\s+)?pas\s+[àa]\s+vendre|nicht\s+zu\s+verkaufen|non\s+(?:[eè]\s+)?in\s+vendita|(?:(?:j[aá]|ya)\s+(?:foi|fue|est[aá])?\s*vendid[oa]|vendid[oa]\s+(?:[àa]\s+parte|por\s+separado|separadamente))|(?:(?:a\s+)?d[eé]j[aà]\s+[eé]t[eé]\s+)?vendu(?:e|s|es)?\s+s[eé]par[eé]ment|(?:gi[aà]\s+)?vendut[oa]\s+(?:a\s+parte|separatamente)|(?:(?:j[aá]|ya|d[eé]j[aà]|already|bereits|gi[aà])\s+)?(?:(?:est[aá]|is|has\s+been|a\s+[eé]t[eé]|ist|wurde|[eè]\s+stat[oa]|foi|fue)\s+)?(?:desvinculad[oa]|removid[oa]|eliminad[oa]|apagad[oa]|borrad[oa]|supprim[eé]e?|removed|deleted|unlinked|gel[oö]scht|entfernt|rimoss[oa]|eliminat[oa]|scollegat[oa]|d[eé]li[eé]e?)(?!\s+(?:from|de|do|da|dos|das|del|du|des|aus|vom|von|dal|dalla|dallo|di)(?![\p{L}])))(?![\p{L}])/iu;

/**
 * Sold already or no longer had, said just before the thing ("we have already sold the car seat", "já vendi a cadeira auto", "ya vendimos la
 * silla de coche", "j'ai déjà vendu le siège auto", "abbiamo già venduto il seggiolino", "haben die Babyschale schon verkauft" reads after it):
 * what the seller no longer has is not in this sale.
 */
const excludedBefore =
  /(?<![\p{L}])(?:(?:already|j[aá]|ya|d[eé]j[aà]|gi[aà]|schon|bereits)\s+(?:\p{L}+\s+)?(?:sold|vendid[oa]s?|vend[ií](?:mos)?|vendu(?:e|s|es)?|vendut[oaie]|verkauft)|(?:sold|vendid[oa]s?|vendu(?:e|s|es)?|vendut[oaie])\s+(?:already|j[aá]|ya|d[eé]j[aà]|gi[aà]))\s+(?:(?:the|o|a|os|as|el|la|los|las|le|les|l['’]|il|lo|den|die|das|our|my|nosso|nossa|meu|minha|mi|nuestro|nuestra|notre|mon|ma|il\s+nostro|la\s+nostra|unsere?n?)\s*)?$/iu;

/** Whether the words just before `start` say the thing there was sold already. */
export function isExcludedBefore(text: string, start: number): boolean {
  return excludedBefore.test(text.slice(Math.max(0, start - 50), start));
}

/** Whether the words just after `end` leave what ends there out of the sale. */
export function isExcludedAfter(text: string, end: number): boolean {
  return excludedAfter.test(text.slice(end, end + 40));
}
