/**
 * A question the seller asks and answers no to at once ("MB WAY ao levantar? Não, pagamento pela app", "¿Bizum al recoger? No, solo
 * por la app", "Paiement Lydia ? Non.", "PayPal to save fees? Nope", "Überweisung? Nein"): what the question names is refused, not
 * offered. The question must end within its sentence, and the answer open the next words. "No problem", "não há problema", "no hay
 * problema", "non c'è problema", "no worries" answer yes.
 */
const askedThenNo =
  /^[^.!?\n]{0,80}\?\s*(?:n[aã]o|no|non|nein|nope|nah|nunca|jamais|jam[aá]s|never|mai|nie)(?![\p{L}])(?![\s,]+(?:(?:h[aá]|hay|tem|tengo|tiene|c['’]\s*[eè]|y\s+a|there['’]?s|is\s+a)\s+)?(?:problem\p{L}*|probl[eè]m\p{L}*|prob|probs|worries|worry|stress|pasa\s+nada|faz\s+mal|importa|hay\s+l[ií]o|drama|soucis?|hassle))/iu;

/** Whether the words after `end` close a question that is answered no. */
export function isAskedAndDenied(text: string, end: number): boolean {
  return askedThenNo.test(text.slice(end, end + 100));
}
