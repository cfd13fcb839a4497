import { finding, type Finding, type RuleContext } from './finding.ts';
import { isNegated } from './negation.ts';

/** Ways to pay outside the platform, in PT, ES, FR and EN. */
const offPlatform = new RegExp(
  [
    String.raw`m\.?\s?b\.?[\s-]?way`,
    String.raw`b[i1!]zum`,
    String.raw`lydia`,
    String.raw`paylib`,
    String.raw`r[e3]v[o0]lut`,
    // Wallets and instant payments of other European countries.
    String.raw`wero`,
    String.raw`satispay`,
    String.raw`postepay`,
    String.raw`twint`,
    String.raw`monzo`,
    String.raw`swish`,
    String.raw`vipps`,
    String.raw`mobilepay`,
    String.raw`venmo`,
    String.raw`cash\s?app`,
    // Brazil's instant payment: "pix" is also slang for pictures, so only where paying is said.
    String.raw`(?:aceito|aceita|aceitamos|paga(?:r|mento)?|pago|por|via|com|no|chave|key)\s+(?:(?:o|em|por|via|no)\s+)?pix`,
    String.raw`pix\s+(?:key|chave|ou|or|e|tamb[eé]m)`,
    String.raw`zelle`,
    String.raw`transferwise`,
    String.raw`wise\s+(?:transfer|payment)`,
    String.raw`(?:por|via|con|with|par)\s+verse`,
    String.raw`pay\s?pal\s+(?:gift|regalo|cadeau|presente|oferta|geschenk|amici|freunde|familie)`,
    String.raw`[uü]berweisung`,
    String.raw`bonifico(?:\s+bancario)?`,
    String.raw`western union`,
    String.raw`moneygram`,
    String.raw`pay\s?pal\s*(?:\(?\s*(?:amigos?|friends?|família|familia|famille|amis?|proches|f\s?&\s?f|ff)\b[^.,;\n]{0,25})`,
    String.raw`pay\s?pal\s+(?:entre|para|between|pour|a)\s+(?:amigos?|friends|amis|proches)`,
    String.raw`transfer[eê]ncia(?:\s+banc[aá]ria)?`,
    String.raw`transferencia(?:\s+bancaria)?`,
    String.raw`(?:transfir[ao]|transfere|transferir|transfiere|ingresa|ingresar|ingreso|virer|virez)\s+(?:o\s+valor\s+|el\s+importe\s+|le\s+montant\s+)?(?:para|a|en|sur|na|no|la)(?:\s+(?:(?:minha|mi|ma|la)\s+)?(?:conta|cuenta|compte|iban|nib|rib))?`,
    String.raw`virement(?:\s+bancaire)?`,
    String.raw`(?:bank|wire)\s+transfer`,
    String.raw`pagamento\s+(?:por\s+fora|fora\s+d[ao]\s+(?:plataforma|site|app|olx))`,
    String.raw`pago\s+fuera\s+de\s+(?:la\s+)?(?:plataforma|app|wallapop)`,
    String.raw`paiement\s+(?:en\s+)?(?:dehors|hors)\s+(?:de\s+)?(?:la\s+)?(?:plateforme|vinted|appli)`,
    String.raw`(?:pay|payment)\s+outside\s+(?:the\s+)?(?:platform|app|ebay)`,
  ].join('|'),
  'giu',
);
/** A transfer of data or of ownership is not a payment: "cabo de transferência de dados". */
const innocentTransfer = /^(?:transfer[eê]ncia|transferencia)\s+(?:de\s+)?(?:dados|datos|ficheiros|arquivos|archivos|fotos|m[uú]sica|propriedade|titularidade|propiedad|titularidad|calor|imagem|imagen)/iu;
const paypalAlone = /\bpay\s?pal\b/giu;

/** Off-platform payment: MB WAY, Bizum, Lydia, PayPal "friends", bank transfer; PayPal itself everywhere but eBay. */
export function findOffPlatformPayments(text: string, { profile }: RuleContext): Finding[] {
  const found: Finding[] = [];
  const bounded = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${offPlatform.source})(?![\p{L}\p{N}])`, 'giu');
  for (const match of text.matchAll(bounded)) {
    if (isNegated(text, match.index) || innocentTransfer.test(text.slice(match.index, match.index + 60))) continue;
    found.push(finding('off_platform_payment', 'payments', text, match.index, match.index + match[0].trimEnd().length));
  }
  if (profile !== 'ebay') {
    for (const match of text.matchAll(paypalAlone)) {
      if (found.some((f) => f.start <= match.index && match.index < f.end) || isNegated(text, match.index)) continue;
      found.push(finding('off_platform_payment', 'payments', text, match.index, match.index + match[0].length));
    }
  }
  return found;
}
