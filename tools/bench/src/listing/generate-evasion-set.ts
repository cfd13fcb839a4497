import { writeFileSync } from 'node:fs';
import type { Label, LabelledListing } from './generate-validation-set.ts';

/*
 * Writes data/listing/validation-evasions.json: listings from the categories a general marketplace
 * has (cameras, audio, watches, furniture, toys and baby, books, sports, tools, beauty, instruments,
 * vehicle parts) in PT, ES, FR and EN (a few in IT and DE), carrying the evasions sellers use to
 * slip contact and payment details past filters (spaced and dotted characters, numbers as words with
 * tens and hundreds, look-alike and full-width characters, circled and emoji digits, zero-width
 * characters, "arroba"/"ponto", links written out, QR codes, payment apps by name) and the items
 * marketplaces refuse or restrict in those categories (testers, bladed weapons, replica weapons,
 * opened cosmetics, second-hand car seats and helmets, recalled products, loose lithium cells) —
 * and as many clean listings with the hard negatives of those categories (specs, references,
 * numbers as words that are not phone numbers, "casque audio", "microfone shotgun", spaced
 * decoration like "V I N T A G E").
 *
 * Every listing belongs to one part: `tune` (the rules may be adjusted while looking at it) or
 * `holdout` (reported, never looked at while tuning). The parts alternate and draw their carrier
 * sentences from disjoint halves, so the holdout phrasing is not the tuned phrasing.
 * Seeded and frozen: `node tools/bench/src/listing/generate-evasion-set.ts`.
 * The labels say what a careful moderator would flag, written before the rules were changed.
 */

type Lang = 'pt' | 'es' | 'fr' | 'en' | 'it' | 'de';
type Code = Label['code'];
type Part = 'tune' | 'holdout';

export type EvasionListing = Omit<LabelledListing, 'language'> & { language: Lang; part: Part; kind: string };

let seed = 20261124;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => String(Math.floor(random() * 10))).join('');
/** The half of a list a part may draw from: even entries for tuning, odd ones for the holdout. */
const half = <T>(items: readonly T[], part: Part): T[] => items.filter((_, i) => i % 2 === (part === 'tune' ? 0 : 1));

// ---------------------------------------------------------------- numbers as words (0–999)

const units: Record<Lang, string[]> = {
  pt: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  it: ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
};
const tens: Record<'pt' | 'es' | 'fr' | 'en', string[]> = {
  pt: ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'],
  es: ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
  fr: ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'soixante', 'quatre-vingt', 'quatre-vingt'],
  en: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
};
const hundreds: Record<'pt' | 'es' | 'fr' | 'en', string[]> = {
  pt: ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'],
  es: ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'],
  fr: ['', 'cent', 'deux cent', 'trois cent', 'quatre cent', 'cinq cent', 'six cent', 'sept cent', 'huit cent', 'neuf cent'],
  en: ['', 'one hundred', 'two hundred', 'three hundred', 'four hundred', 'five hundred', 'six hundred', 'seven hundred', 'eight hundred', 'nine hundred'],
};

/** 0–99 in words. */
function under100(n: number, lang: 'pt' | 'es' | 'fr' | 'en'): string {
  if (n < 20) return units[lang][n]!;
  const t = Math.floor(n / 10);
  const u = n % 10;
  if (lang === 'fr') {
    const rest = t === 7 || t === 9 ? n - t * 10 + 10 : u;
    const head = tens.fr[t]!;
    if (rest === 0) return t === 8 ? 'quatre-vingts' : head;
    if ((rest === 1 || rest === 11) && t < 8) return `${head} et ${units.fr[rest]}`;
    return `${head}-${units.fr[rest]}`;
  }
  if (u === 0) return tens[lang][t]!;
  if (lang === 'pt') return `${tens.pt[t]} e ${units.pt[u]}`;
  if (lang === 'es') return t === 2 ? `veinti${units.es[u]!.replace('dós', 'dos').replace('tres', 'trés').replace('seis', 'séis')}` : `${tens.es[t]} y ${units.es[u]}`;
  return `${tens.en[t]}-${units.en[u]}`;
}

/** 0–999 in words. */
function inWords(n: number, lang: 'pt' | 'es' | 'fr' | 'en'): string {
  if (n < 100) return under100(n, lang);
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (rest === 0) return { pt: h === 1 ? 'cem' : hundreds.pt[h]!, es: h === 1 ? 'cien' : hundreds.es[h]!, fr: h === 1 ? 'cent' : `${hundreds.fr[h]}s`, en: hundreds.en[h]! }[lang];
  const joiner = { pt: ' e ', es: ' ', fr: ' ', en: ' and ' }[lang];
  return `${hundreds[lang][h]}${joiner}${under100(rest, lang)}`;
}

/** Digit groups read the way people read them aloud: "06" as "zéro six", "91" as "noventa e um". */
function groupsInWords(groups: string[], lang: 'pt' | 'es' | 'fr' | 'en', sep: string): string {
  return groups
    .map((g) => (g.startsWith('0') ? [...g].map((d) => (lang === 'en' && d === '0' ? 'oh' : units[lang][Number(d)])).join(' ') : inWords(Number(g), lang)))
    .join(sep);
}

// ---------------------------------------------------------------- character evasions

const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const circled = (s: string) => s.replace(/[0-9]/g, (d) => (d === '0' ? '⓪' : String.fromCharCode(0x245f + Number(d))));
const keycap = (s: string) => s.replace(/[0-9]/g, (d) => `${d}\ufe0f\u20e3`);
const boldDigits = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCodePoint(0x1d7ce + Number(d)));
const zeroWidth = (s: string) => [...s].join('\u200b');
const spaced = (s: string) => [...s].join(' ');
const dotted = (s: string) => [...s].join('.');
/** Cyrillic and Greek letters that look Latin. */
const lookAlike = (s: string) => s.replace(/[aeopcxi]/g, (c) => ({ a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', i: 'і' })[c] ?? c);
const combining = (s: string) => s.replace(/[a-z]/g, (c) => (random() < 0.4 ? `${c}\u0301` : c));

// ---------------------------------------------------------------- phone numbers

interface Phone { national: string; cc: string; groups: number[] }
function phoneFor(lang: Lang): Phone {
  switch (lang) {
    case 'pt': return { national: pick(['91', '92', '93', '96']) + digits(7), cc: '351', groups: pick([[3, 3, 3], [2, 3, 2, 2]]) };
    case 'es': return { national: pick(['6', '7']) + pick(['1', '2', '3', '5', '6', '9']) + digits(7), cc: '34', groups: pick([[3, 3, 3], [3, 2, 2, 2]]) };
    case 'fr': return { national: pick(['06', '07']) + digits(8), cc: '33', groups: [2, 2, 2, 2, 2] };
    case 'en': return { national: '07' + pick(['4', '5', '7', '8', '9']) + digits(8), cc: '44', groups: [5, 6] };
    case 'it': return { national: '3' + pick(['2', '3', '4', '8', '9']) + digits(8), cc: '39', groups: [3, 3, 4] };
    case 'de': return { national: '01' + pick(['51', '52', '57', '60', '62', '70', '71', '76']) + digits(7), cc: '49', groups: [4, 3, 4] };
  }
}
function split(value: string, sizes: number[]): string[] {
  const out: string[] = [];
  let i = 0;
  for (const size of sizes) {
    if (i >= value.length) break;
    out.push(value.slice(i, i + size));
    i += size;
  }
  if (i < value.length) out.push(value.slice(i));
  return out;
}
const international = (p: Phone) => p.national.replace(/^0/, '');

/** One way of writing a phone number; the renderers a part may use are its half of the list. */
const phoneRenderers: ((p: Phone, lang: Lang) => string)[] = [
  (p) => `+${p.cc} ${split(international(p), [3, 3, 3, 3]).join(' ')}`,
  (p) => `00${p.cc} ${split(international(p), p.groups).join(' ')}`,
  (p) => split(p.national, p.groups).join('.'),
  (p) => `(+${p.cc}) ${split(international(p), [3, 3, 3, 3]).join('-')}`,
  (p) => spaced(p.national),
  (p) => dotted(p.national),
  (p) => `+${p.cc}${international(p)}`,
  (p) => (p.cc === '44' ? `+44 (0)${split(international(p), [4, 6]).join(' ')}` : `+${p.cc} ${split(international(p), [2, 3, 2, 2, 2]).join(' ')}`),
  (p, lang) => (lang in tens ? groupsInWords(split(p.national, p.groups), lang as 'pt', ', ') : [...p.national].map((d) => units[lang][Number(d)]).join(' ')),
  (p, lang) => [...p.national].map((d, i) => (i % 3 === 0 ? units[lang][Number(d)] : d)).join(''),
  (p, lang) => (lang in tens ? groupsInWords(split(p.national, [2, 2, 2, 2, 2]), lang as 'pt', ' ') : [...p.national].map((d) => units[lang][Number(d)]).join('-')),
  (p, lang) => `${[...p.national.slice(0, 3)].map((d) => units[lang][Number(d)]).join(' ')} ${split(p.national.slice(3), [3, 3]).join(' ')}`,
  (p) => fullWidth(split(p.national, p.groups).join(' ')),
  (p) => circled(p.national),
  (p) => keycap(split(p.national, p.groups).join(' ')),
  (p) => boldDigits(p.national),
  (p) => zeroWidth(split(p.national, p.groups).join(' ')),
  (p) => `${p.national.slice(0, 3)} ${p.national.slice(3, 6)}\u2060${p.national.slice(6)}`.replace(/\d/g, (d, i: number) => (i === 1 ? circled(d) : d)),
  (p, lang) => (lang in tens ? `${p.national.slice(0, 3)} ${inWords(Number(p.national.slice(3, 6)) || 100, lang as 'pt')} ${p.national.slice(6)}` : spaced(p.national)),
  (p) => split(p.national, p.groups).join(' / '),
];

const phoneCarriers: Record<Lang, string[]> = {
  pt: ['Liga-me para o {}.', 'Contacto: {}', 'Mais fotos por mensagem para {}', 'Qualquer dúvida {} (só chamadas)', 'Telemóvel {} depois das 19h.', 'Respondo mais rápido no {}', 'Interessados: {}', 'Manda SMS para {} e combinamos.'],
  es: ['Llámame al {}.', 'Contacto: {}', 'Para más fotos escríbeme al {}', 'Dudas al {} por las tardes.', 'Mi número es {}', 'Whats o llamada: {}', 'Interesados: {}', 'Te paso más info en el {}'],
  fr: ['Appelez-moi au {}.', 'Contact : {}', 'Pour plus de photos : {}', 'Joignable au {} après 18h.', 'Mon numéro : {}', 'Envoyez un SMS au {}', 'Intéressé ? {}', 'Dispo au {} le week-end.'],
  en: ['Call me on {}.', 'Contact: {}', 'Text {} for more photos.', 'Ring {} after 6pm.', 'My number is {}', 'Quicker reply on {}', 'Interested? {}', 'Happy to answer questions on {}'],
  it: ['Chiamami al {}.', 'Contatto: {}', 'Per altre foto scrivimi al {}', 'Cellulare {} dopo le 18.'],
  de: ['Ruf mich an: {}.', 'Kontakt: {}', 'Mehr Fotos per SMS an {}', 'Handy {} ab 18 Uhr.'],
};

// ---------------------------------------------------------------- e-mail, links, social, payments

const users = ['ana.silva', 'joaopereira88', 'marta_r', 'lucia.gomez', 'pablo.m', 'claire.dubois', 'j.martin75', 'tom.baker', 'rita1990', 'vendas.sofia', 'nunofotografia', 'marcos.audio', 'elodie.b', 'sam_tools', 'giulia.r', 'lukas.m'];
const providers: Record<Lang, string[]> = {
  pt: ['gmail com', 'sapo pt', 'hotmail com', 'outlook pt'],
  es: ['gmail com', 'hotmail es', 'yahoo es', 'outlook es'],
  fr: ['gmail com', 'orange fr', 'free fr', 'laposte net'],
  en: ['gmail com', 'outlook com', 'yahoo co.uk', 'icloud com'],
  it: ['gmail com', 'libero it'],
  de: ['gmail com', 'web de'],
};
const atWords: Record<Lang, string[]> = { pt: ['arroba', '(arroba)', '[at]', '(a)'], es: ['arroba', '(arroba)', '[at]', '(a)'], fr: ['arobase', '(at)', '[at]', '(a)'], en: ['at', '(at)', '[at]', '{at}'], it: ['chiocciola', '(at)'], de: ['at', '(at)'] };
const dotWords: Record<Lang, string[]> = { pt: ['ponto', '[ponto]', '(dot)', 'ponto'], es: ['punto', '[punto]', '(dot)', 'punto'], fr: ['point', '[point]', '(dot)', 'point'], en: ['dot', '[dot]', '(dot)', 'dot'], it: ['punto', '(punto)'], de: ['punkt', '(dot)'] };

const emailRenderers: ((user: string, domain: string, tld: string, lang: Lang) => string)[] = [
  (u, d, t) => spaced(`${u}@${d}.${t}`),
  (u, d, t, l) => `${u} ${pick(atWords[l])} ${d} ${pick(dotWords[l])} ${t}`,
  (u, d, t) => lookAlike(`${u}@${d}.${t}`),
  (u, d, t) => fullWidth(`${u}@${d}.${t}`),
  (u, d, t) => zeroWidth(`${u}@${d}.${t}`),
  (u, d, t, l) => `${u}${pick(atWords[l])}${d}${pick(dotWords[l])}${t}`,
  (u, d, t) => `${u} @ ${d} . ${t}`,
  (u, d, t) => combining(`${u}@${d}.${t}`),
  (u, d, t, l) => `${spaced(u)} ${pick(atWords[l])} ${spaced(d)} ${pick(dotWords[l])} ${t}`,
  (u, d, t) => `${u}＠${d}．${t}`,
  (u, d, t) => dotted(`${u.replace(/[._]/g, '')}`) + ` @ ${d}.${t}`,
  (u, d, t, l) => `${lookAlike(u)} ${pick(atWords[l])} ${d}.${t}`,
];
const emailCarriers: Record<Lang, string[]> = {
  pt: ['Envia email para {}', 'Mais fotos: {}', 'Escreve-me para {}', 'Mail {} (respondo logo)'],
  es: ['Escríbeme a {}', 'Más fotos por correo: {}', 'Mi correo es {}', 'Email {}'],
  fr: ['Écrivez-moi à {}', 'Mon mail : {}', 'Plus de photos par mail {}', 'Contact {}'],
  en: ['Email me at {}', 'More pics: {}', 'Drop me a line at {}', 'Mail {}'],
  it: ['Scrivimi a {}', 'Email {}'],
  de: ['Schreib mir an {}', 'E-Mail {}'],
};

const linkRenderers: Record<Lang, string[]> = {
  pt: ['olx ponto pt barra anuncios barra rui', 'wa.me/351{n}', 'minhaloja ponto pt', 'www . vendasdaritinha . com', 'bit . ly / fotos-camara', 't.me/vendas_rui', 'fotosdaloja (ponto) com', 'linktr.ee/ritinhacloset'],
  es: ['wallapop punto com barra user barra pablo', 'wa.me/34{n}', 'mitienda punto es', 'www . ofertaspablo . es', 'bit . ly / fotos-bici', 't.me/ofertas_m', 'catalogo (punto) es', 'linktr.ee/marcosaudio'],
  fr: ['leboncoin point fr slash annonce', 'wa.me/33{n}', 'maboutique point fr', 'www . vide-grenier-elodie . fr', 'bit . ly / photos-montre', 't.me/elodie_vente', 'mesventes (point) com', 'linktr.ee/elodieb'],
  en: ['ebay dot co dot uk slash usr slash tom', 'wa.me/44{n}', 'mytoolshop dot co dot uk', 'www . sams-bargains . com', 'bit . ly / more-pics', 't.me/tom_deals', 'gumtree (dot) com', 'linktr.ee/samtools'],
  it: ['subito punto it barra annuncio', 'wa.me/39{n}'],
  de: ['kleinanzeigen punkt de', 'wa.me/49{n}'],
};
const linkCarriers: Record<Lang, string[]> = {
  pt: ['Mais artigos em {}', 'Vejam {}', 'Fotos em {}', 'Falem comigo em {}'],
  es: ['Más artículos en {}', 'Mira {}', 'Fotos en {}', 'Háblame en {}'],
  fr: ['Plus d’articles sur {}', 'Voir {}', 'Photos sur {}', 'Écrivez-moi sur {}'],
  en: ['More items at {}', 'See {}', 'Photos at {}', 'Message me at {}'],
  it: ['Altri articoli su {}', 'Foto su {}'],
  de: ['Mehr auf {}', 'Fotos auf {}'],
};
const qrMentions: Record<Lang, string[]> = {
  pt: ['Lê o código QR da última foto para falarmos', 'Digitaliza o QR na foto 3 e fala comigo', 'Contacto no QR code da segunda foto'],
  es: ['Escanea el código QR de la última foto para hablar', 'Lee el QR de la foto 2 y escríbeme', 'Mi contacto está en el QR de las fotos'],
  fr: ['Scannez le QR code de la dernière photo pour me contacter', 'Flashez le QR sur la photo 2', 'Mon contact est dans le QR code en photo'],
  en: ['Scan the QR code in the last photo to reach me', 'Scan the QR in pic 3 and message me', 'My contact is in the QR code in the photos'],
  it: ['Scansiona il QR nell’ultima foto per contattarmi'],
  de: ['Scanne den QR-Code im letzten Foto, um mich zu erreichen'],
};

const socialRenderers: Record<Lang, string[]> = {
  pt: ['w h a t s a p p', 'WhatsApp', 'Whats', 'zap', 'W.h.a.t.s.A.p.p', 'Telegram', 'wpp', 'Signal'],
  es: ['w h a t s a p p', 'WhatsApp', 'Whats', 'wasap', 'W.h.a.t.s.A.p.p', 'Telegram', 'guasap', 'Signal'],
  fr: ['w h a t s a p p', 'WhatsApp', 'whatsapp', 'Whats', 'W.h.a.t.s.A.p.p', 'Telegram', 'Snap', 'Signal'],
  en: ['w h a t s a p p', 'WhatsApp', 'Whats', 'WA', 'W.h.a.t.s.A.p.p', 'Telegram', 'Snapchat', 'Signal'],
  it: ['WhatsApp', 'Telegram'],
  de: ['WhatsApp', 'Telegram'],
};
const socialCarriers: Record<Lang, string[]> = {
  pt: ['Fala comigo por {}, é mais rápido.', 'Respondo por {}', 'Mais fotos por {}', 'Só negocio por {}'],
  es: ['Háblame por {}, contesto antes.', 'Respondo por {}', 'Más fotos por {}', 'Solo trato por {}'],
  fr: ['Contactez-moi sur {}, je réponds vite.', 'Je réponds sur {}', 'Plus de photos sur {}', 'Uniquement via {}'],
  en: ['Message me on {}, I reply faster.', 'I answer on {}', 'More photos on {}', 'Deal only via {}'],
  it: ['Scrivimi su {}'],
  de: ['Schreib mir per {}'],
};

const paymentRenderers: Record<Lang, string[]> = {
  pt: ['MB WAY', 'M B W A Y', 'mbway', 'MB.Way', 'transferência bancária', 'Revolut', 'PayPal amigos', 'MBWay'],
  es: ['Bizum', 'B i z u m', 'bizum', 'B1zum', 'transferencia', 'Revolut', 'PayPal amigos', 'Verse'],
  fr: ['Lydia', 'L y d i a', 'Paylib', 'virement', 'Wero', 'Revolut', 'PayPal entre proches', 'lydia'],
  en: ['bank transfer', 'PayPal friends and family', 'Revolut', 'R e v o l u t', 'Monzo', 'PayPal F&F', 'Wise transfer', 'paypal gift'],
  it: ['Satispay', 'PayPal amici'],
  de: ['PayPal Freunde', 'Überweisung'],
};
const paymentCarriers: Record<Lang, string[]> = {
  pt: ['Pagamento só por {}.', 'Aceito {} e envio no mesmo dia.', 'Prefiro {}, fica mais barato.', 'Pagas por {} e eu envio.'],
  es: ['Pago solo por {}.', 'Acepto {} y envío en el día.', 'Prefiero {}, sale más barato.', 'Me pagas por {} y lo mando.'],
  fr: ['Paiement uniquement par {}.', 'J’accepte {} et j’envoie le jour même.', 'Je préfère {}, c’est moins cher.', 'Vous payez par {} et j’expédie.'],
  en: ['Payment by {} only.', 'I take {} and post same day.', 'Prefer {}, saves the fees.', 'Pay by {} and I send it.'],
  it: ['Pagamento solo con {}.', 'Accetto {}.'],
  de: ['Zahlung nur per {}.', 'Ich nehme {}.'],
};

// ---------------------------------------------------------------- items marketplaces refuse or restrict

interface ItemCase { title: string; description: string; category: string; price: number; code: 'prohibited_item' | 'restricted_item'; quote: string; field: 'title' | 'description'; profile: LabelledListing['profile'] }
/**
 * The stance on each kind, decided before the rules changed, from the marketplaces' published
 * rules: testers and samples are "not for resale" (prohibited on Vinted, restricted elsewhere);
 * knives with a fixed blade of 10 cm or more, swords, machetes, daggers and bayonets are
 * restricted (prohibited on Vinted); replica and blank-firing guns restricted (prohibited on
 * Vinted); opened cosmetics restricted (prohibited on Vinted); second-hand child car seats and
 * helmets restricted; recalled products prohibited everywhere; loose lithium cells restricted.
 */
const itemCases: Record<Lang, ItemCase[]> = {
  pt: [
    { title: 'Perfume Dior Sauvage 100ml tester', description: 'Embalagem de tester, sem tampa, usado 2 vezes.', category: 'beleza', price: 45, code: 'prohibited_item', quote: 'tester', field: 'title', profile: 'vinted' },
    { title: 'Faca de mato lâmina 20 cm', description: 'Faca de caça com bainha de couro, lâmina de 20 cm em aço inox.', category: 'desporto', price: 35, code: 'restricted_item', quote: 'Faca de mato lâmina 20 cm', field: 'title', profile: 'olx-pt' },
    { title: 'Amostras de perfume 10 unidades', description: 'Lote de amostras grátis, não destinadas a venda, 2 ml cada.', category: 'beleza', price: 12, code: 'restricted_item', quote: 'Amostras de perfume', field: 'title', profile: 'olx-pt' },
    { title: 'Cadeira auto bebé grupo 0+', description: 'Cadeira auto usada, sem acidentes, com base isofix.', category: 'bebé', price: 40, code: 'restricted_item', quote: 'Cadeira auto', field: 'title', profile: 'olx-pt' },
    { title: 'Capacete de mota tamanho M', description: 'Capacete integral usado, teve uma queda ligeira.', category: 'peças auto', price: 50, code: 'restricted_item', quote: 'Capacete de mota', field: 'title', profile: 'olx-pt' },
    { title: 'Pilhas 18650 soltas lote 20', description: 'Baterias de lítio 18650 soltas retiradas de packs, 3,7V.', category: 'bricolage', price: 25, code: 'restricted_item', quote: 'Baterias de lítio 18650 soltas', field: 'description', profile: 'generic' },
    { title: 'Base maquilhagem Estée Lauder', description: 'Base aberta, usada poucas vezes, ainda tem 80%.', category: 'beleza', price: 15, code: 'prohibited_item', quote: 'Base aberta, usada', field: 'description', profile: 'vinted' },
    { title: 'Catana decorativa com suporte', description: 'Espada japonesa de aço, lâmina 70 cm, afiada.', category: 'casa', price: 80, code: 'restricted_item', quote: 'Catana', field: 'title', profile: 'olx-pt' },
    { title: 'Pistola de alarme 9mm', description: 'Réplica de pistola de alarme, dispara munições de salva.', category: 'desporto', price: 60, code: 'restricted_item', quote: 'Pistola de alarme', field: 'title', profile: 'olx-pt' },
    { title: 'Berço de viagem (modelo retirado do mercado)', description: 'Berço que foi alvo de recolha pelo fabricante, ainda funciona.', category: 'bebé', price: 20, code: 'prohibited_item', quote: 'retirado do mercado', field: 'title', profile: 'olx-pt' },
    { title: 'Batom MAC Ruby Woo usado', description: 'Batom já usado, sobra metade.', category: 'beleza', price: 8, code: 'prohibited_item', quote: 'Batom MAC Ruby Woo usado', field: 'title', profile: 'vinted' },
    { title: 'Punhal antigo de colecção', description: 'Punhal com lâmina de 25 cm, bainha de metal.', category: 'colecionismo', price: 120, code: 'restricted_item', quote: 'Punhal', field: 'title', profile: 'generic' },
  ],
  es: [
    { title: 'Perfume Chanel Nº5 tester 100ml', description: 'Formato probador, caja blanca, sin tapón.', category: 'belleza', price: 60, code: 'prohibited_item', quote: 'tester', field: 'title', profile: 'vinted' },
    { title: 'Cuchillo de monte hoja 22 cm', description: 'Cuchillo de caza con funda, hoja de 22 cm.', category: 'deporte', price: 30, code: 'restricted_item', quote: 'Cuchillo de monte hoja 22 cm', field: 'title', profile: 'wallapop' },
    { title: 'Muestras de perfume lote', description: 'Muestras gratuitas de perfumería, prohibida su venta, 15 unidades.', category: 'belleza', price: 10, code: 'restricted_item', quote: 'Muestras de perfume', field: 'title', profile: 'wallapop' },
    { title: 'Silla de coche bebé grupo 1', description: 'Silla de coche usada, con isofix, sin golpes.', category: 'bebé', price: 45, code: 'restricted_item', quote: 'Silla de coche', field: 'title', profile: 'wallapop' },
    { title: 'Casco de moto integral talla L', description: 'Casco usado dos temporadas, tiene un golpe pequeño.', category: 'motor', price: 55, code: 'restricted_item', quote: 'Casco de moto', field: 'title', profile: 'wallapop' },
    { title: 'Baterías de litio sueltas 21700', description: 'Pilas de litio sueltas 21700, 10 unidades recuperadas de un patinete.', category: 'bricolaje', price: 20, code: 'restricted_item', quote: 'Baterías de litio sueltas', field: 'title', profile: 'generic' },
    { title: 'Paleta de sombras abierta', description: 'Maquillaje usado, la paleta está abierta y usada unas 5 veces.', category: 'belleza', price: 12, code: 'prohibited_item', quote: 'Maquillaje usado', field: 'description', profile: 'vinted' },
    { title: 'Machete de monte', description: 'Machete con hoja de 45 cm, ideal para desbrozar.', category: 'jardín', price: 25, code: 'restricted_item', quote: 'Machete', field: 'title', profile: 'wallapop' },
    { title: 'Pistola de fogueo', description: 'Réplica detonadora, sin papeles.', category: 'deporte', price: 70, code: 'restricted_item', quote: 'Pistola de fogueo', field: 'title', profile: 'wallapop' },
    { title: 'Trona para bebé (retirada del mercado)', description: 'Modelo afectado por una alerta de retirada, pero está bien.', category: 'bebé', price: 15, code: 'prohibited_item', quote: 'retirada del mercado', field: 'title', profile: 'wallapop' },
    { title: 'Bayoneta militar antigua', description: 'Bayoneta con hoja de 30 cm y vaina.', category: 'coleccionismo', price: 90, code: 'restricted_item', quote: 'Bayoneta', field: 'title', profile: 'generic' },
    { title: 'Pintalabios usado Dior', description: 'Pintalabios abierto, usado pocas veces.', category: 'belleza', price: 9, code: 'prohibited_item', quote: 'Pintalabios usado', field: 'title', profile: 'vinted' },
  ],
  fr: [
    { title: 'Parfum YSL Libre testeur 90ml', description: 'Flacon testeur sans bouchon, boîte blanche.', category: 'beauté', price: 50, code: 'prohibited_item', quote: 'testeur', field: 'title', profile: 'vinted' },
    { title: 'Couteau de chasse lame 18 cm', description: 'Couteau à lame fixe de 18 cm avec étui cuir.', category: 'sport', price: 40, code: 'restricted_item', quote: 'Couteau de chasse lame 18 cm', field: 'title', profile: 'generic' },
    { title: 'Lot d’échantillons de parfum', description: 'Échantillons gratuits, ne peuvent être vendus, 20 pièces.', category: 'beauté', price: 10, code: 'restricted_item', quote: 'échantillons de parfum', field: 'title', profile: 'generic' },
    { title: 'Siège auto bébé groupe 0/1', description: 'Siège auto d’occasion, jamais accidenté.', category: 'puériculture', price: 35, code: 'restricted_item', quote: 'Siège auto', field: 'title', profile: 'generic' },
    { title: 'Casque moto jet taille M', description: 'Casque moto utilisé, petite chute à l’arrêt.', category: 'auto-moto', price: 45, code: 'restricted_item', quote: 'Casque moto', field: 'title', profile: 'generic' },
    { title: 'Accus lithium 18650 en vrac', description: 'Lot de 30 accus lithium en vrac, récupérés de batteries de PC.', category: 'bricolage', price: 30, code: 'restricted_item', quote: 'Accus lithium 18650 en vrac', field: 'title', profile: 'generic' },
    { title: 'Fond de teint entamé', description: 'Fond de teint ouvert, utilisé trois fois.', category: 'beauté', price: 14, code: 'prohibited_item', quote: 'Fond de teint entamé', field: 'title', profile: 'vinted' },
    { title: 'Sabre japonais décoratif', description: 'Katana avec lame 68 cm, tranchant.', category: 'maison', price: 75, code: 'restricted_item', quote: 'Sabre japonais', field: 'title', profile: 'generic' },
    { title: 'Pistolet d’alarme type Beretta', description: 'Pistolet à blanc, vendu avec 2 boîtes de cartouches à blanc.', category: 'sport', price: 80, code: 'restricted_item', quote: 'Pistolet d’alarme', field: 'title', profile: 'generic' },
    { title: 'Transat bébé (rappel produit)', description: 'Produit concerné par un rappel conso, fonctionne encore.', category: 'puériculture', price: 20, code: 'prohibited_item', quote: 'rappel produit', field: 'title', profile: 'generic' },
    { title: 'Poignard de collection', description: 'Poignard lame 24 cm, fourreau cuir.', category: 'collection', price: 110, code: 'restricted_item', quote: 'Poignard', field: 'title', profile: 'generic' },
    { title: 'Mascara déjà ouvert', description: 'Mascara ouvert, utilisé une fois.', category: 'beauté', price: 6, code: 'prohibited_item', quote: 'Mascara déjà ouvert', field: 'title', profile: 'vinted' },
  ],
  en: [
    { title: 'Tom Ford Oud Wood tester 100ml', description: 'Tester bottle, no cap, about 90% full.', category: 'beauty', price: 90, code: 'prohibited_item', quote: 'tester', field: 'title', profile: 'vinted' },
    { title: 'Hunting knife 8 inch blade', description: 'Fixed blade hunting knife with leather sheath, 20 cm blade.', category: 'sports', price: 45, code: 'restricted_item', quote: 'Hunting knife 8 inch blade', field: 'title', profile: 'ebay' },
    { title: 'Perfume samples bundle x12', description: 'Free samples, not for resale, 1.5 ml vials.', category: 'beauty', price: 15, code: 'restricted_item', quote: 'Perfume samples', field: 'title', profile: 'ebay' },
    { title: 'Baby car seat group 0+', description: 'Used car seat with isofix base, never in a crash.', category: 'baby', price: 30, code: 'restricted_item', quote: 'car seat', field: 'title', profile: 'ebay' },
    { title: 'Motorcycle helmet size L', description: 'Used full face helmet, dropped once.', category: 'vehicle parts', price: 60, code: 'restricted_item', quote: 'Motorcycle helmet', field: 'title', profile: 'ebay' },
    { title: 'Loose lithium cells 18650 x20', description: 'Loose lithium-ion cells pulled from laptop packs, 3.7V.', category: 'tools', price: 25, code: 'restricted_item', quote: 'Loose lithium cells 18650', field: 'title', profile: 'generic' },
    { title: 'Used lipstick Charlotte Tilbury', description: 'Opened lipstick, used a few times.', category: 'beauty', price: 10, code: 'prohibited_item', quote: 'Opened lipstick, used', field: 'description', profile: 'vinted' },
    { title: 'Machete with sheath', description: 'Machete with 18 inch blade, sharp.', category: 'garden', price: 25, code: 'restricted_item', quote: 'Machete', field: 'title', profile: 'ebay' },
    { title: 'Blank firing pistol', description: 'Replica blank firing gun, comes with case.', category: 'sports', price: 90, code: 'restricted_item', quote: 'Blank firing pistol', field: 'title', profile: 'ebay' },
    { title: 'Baby sleeper (recalled model)', description: 'This model was recalled but works fine.', category: 'baby', price: 20, code: 'prohibited_item', quote: 'recalled', field: 'title', profile: 'ebay' },
    { title: 'Antique bayonet', description: 'Bayonet with 12 inch blade and scabbard.', category: 'collectibles', price: 140, code: 'restricted_item', quote: 'bayonet', field: 'title', profile: 'generic' },
    { title: 'Opened foundation Fenty', description: 'Foundation opened and used twice.', category: 'beauty', price: 12, code: 'prohibited_item', quote: 'Opened foundation', field: 'title', profile: 'vinted' },
  ],
  it: [
    { title: 'Coltello da caccia lama 20 cm', description: 'Coltello a lama fissa con fodero.', category: 'sport', price: 35, code: 'restricted_item', quote: 'Coltello da caccia lama 20 cm', field: 'title', profile: 'generic' },
    { title: 'Profumo tester 100ml', description: 'Tester senza tappo, quasi pieno.', category: 'bellezza', price: 40, code: 'prohibited_item', quote: 'tester', field: 'title', profile: 'vinted' },
  ],
  de: [
    { title: 'Jagdmesser Klinge 20 cm', description: 'Feststehendes Messer mit Lederscheide.', category: 'Sport', price: 35, code: 'restricted_item', quote: 'Jagdmesser Klinge 20 cm', field: 'title', profile: 'generic' },
    { title: 'Parfum Tester 100ml', description: 'Tester ohne Deckel, fast voll.', category: 'Beauty', price: 40, code: 'prohibited_item', quote: 'Tester', field: 'title', profile: 'vinted' },
  ],
};

// ---------------------------------------------------------------- clean items and hard negatives

interface Item { title: string; description: string; category: string; price: number }
const items: Record<Lang, Item[]> = {
  pt: [
    { title: 'Câmara Canon EOS 600D com objetiva 18-55mm', description: 'Pouco uso, 12 mil disparos. Inclui bateria, carregador e cartão 32GB.', category: 'fotografia', price: 260 },
    { title: 'Auscultadores Sony WH-1000XM4', description: 'Cancelamento de ruído a funcionar bem, almofadas novas.', category: 'áudio', price: 150 },
    { title: 'Relógio Seiko automático SKX007', description: 'Bracelete jubilee, caixa 42 mm, atrasa 5 segundos por dia.', category: 'relógios', price: 220 },
    { title: 'Cómoda IKEA Malm 6 gavetas', description: 'Branca, 160x78 cm, desmontada para transporte.', category: 'móveis', price: 60 },
    { title: 'Carrinho de bebé Bugaboo Cameleon 3', description: 'Com alcofa e cadeira, capota nova.', category: 'bebé', price: 280 },
    { title: 'Coleção Harry Potter 7 livros', description: 'Edição Presença, capa mole, bom estado.', category: 'livros', price: 45 },
    { title: 'Prancha de surf 6\'2 shortboard', description: 'Com quilhas FCS II e leash, pequena reparação no tail.', category: 'desporto', price: 190 },
    { title: 'Berbequim Bosch GSR 18V', description: 'Duas baterias de 2Ah e carregador, mala original.', category: 'bricolage', price: 110 },
    { title: 'Guitarra Fender Stratocaster México', description: 'Cordas novas 10-46, trastes em bom estado, com saco.', category: 'instrumentos', price: 520 },
    { title: 'Jantes 17" BBS para Golf V', description: 'Jogo de 4, furação 5x112, sem empenos.', category: 'peças auto', price: 300 },
    { title: 'Perfume Chanel Coco Mademoiselle 50ml', description: 'Frasco selado, nunca aberto, oferta repetida.', category: 'beleza', price: 70 },
    { title: 'LEGO Star Wars Millennium Falcon 75257', description: 'Completo com manual e caixa, 1351 peças.', category: 'brinquedos', price: 95 },
  ],
  es: [
    { title: 'Cámara Nikon D3500 con objetivo 18-55', description: 'Unos 8.000 disparos, con batería extra y correa.', category: 'fotografía', price: 280 },
    { title: 'Altavoz JBL Charge 5', description: 'Suena perfecto, batería aguanta unas 15 horas.', category: 'audio', price: 95 },
    { title: 'Reloj Casio G-Shock GA-2100', description: 'Correa de resina original, cristal sin marcas.', category: 'relojes', price: 60 },
    { title: 'Mesa de comedor extensible roble', description: 'Mide 140x90, se extiende a 190. Algunas marcas de uso.', category: 'muebles', price: 120 },
    { title: 'Cuna de viaje Chicco', description: 'Plegable, con colchón, muy poco uso.', category: 'bebé', price: 40 },
    { title: 'Lote 10 novelas de Carlos Ruiz Zafón', description: 'Tapa blanda, editorial Planeta, como nuevas.', category: 'libros', price: 30 },
    { title: 'Raqueta de pádel Bullpadel Vertex 03', description: 'Poco uso, con funda, peso 370 g.', category: 'deporte', price: 110 },
    { title: 'Amoladora Makita 125 mm', description: '840W, con disco nuevo y llave.', category: 'bricolaje', price: 55 },
    { title: 'Teclado Yamaha PSR-E373', description: '61 teclas, con adaptador y atril.', category: 'instrumentos', price: 130 },
    { title: 'Faros delanteros Seat León 2015', description: 'Par de faros originales, un soporte roto.', category: 'recambios', price: 150 },
    { title: 'Colonia Carolina Herrera 212 100ml', description: 'Precintada, regalo repetido.', category: 'belleza', price: 55 },
    { title: 'Playmobil barco pirata 70411', description: 'Completo, con caja.', category: 'juguetes', price: 45 },
  ],
  fr: [
    { title: 'Appareil photo Fujifilm X-T20 + 18-55', description: 'Très bon état, 15 000 déclenchements, deux batteries.', category: 'photo', price: 450 },
    { title: 'Casque audio Bose QC35 II', description: 'Réduction de bruit parfaite, coussinets changés.', category: 'audio', price: 140 },
    { title: 'Montre Tissot PRX quartz 40 mm', description: 'Bracelet acier, avec boîte et papiers.', category: 'montres', price: 250 },
    { title: 'Buffet scandinave en teck', description: 'Années 60, 180 cm de long, quelques rayures.', category: 'meubles', price: 300 },
    { title: 'Poussette Yoyo Babyzen', description: 'Avec nacelle, pliage compact, bon état.', category: 'puériculture', price: 220 },
    { title: 'Intégrale Astérix 38 albums', description: 'Éditions Hachette, quelques couvertures abîmées.', category: 'livres', price: 120 },
    { title: 'Vélo de route Btwin Triban RC520', description: 'Taille M, freins à disque, 3 000 km.', category: 'sport', price: 600 },
    { title: 'Perceuse visseuse DeWalt 18V', description: 'Deux batteries 2Ah, coffret TSTAK.', category: 'bricolage', price: 130 },
    { title: 'Violon 4/4 Stentor avec archet', description: 'Étui rigide, colophane, cordes récentes.', category: 'instruments', price: 160 },
    { title: 'Rétroviseur gauche Peugeot 208', description: 'Électrique, couleur gris, pièce d’origine.', category: 'pièces auto', price: 60 },
    { title: 'Parfum Guerlain Shalimar 50ml', description: 'Neuf sous blister, jamais ouvert.', category: 'beauté', price: 65 },
    { title: 'Maison de poupée Djeco', description: 'En bois, avec 12 meubles.', category: 'jouets', price: 50 },
  ],
  en: [
    { title: 'Sony A6000 with 16-50mm kit lens', description: 'Shutter count around 9,000, two batteries and charger.', category: 'cameras', price: 320 },
    { title: 'Rode VideoMic shotgun microphone', description: 'Shotgun mic with dead cat windshield and shock mount.', category: 'audio', price: 90 },
    { title: 'Omega Seamaster 300M ref. 2254.50', description: 'Serviced 2023, 41 mm case, full set.', category: 'watches', price: 2400 },
    { title: 'Oak bookcase 5 shelves', description: '180 x 80 x 30 cm, solid oak, collection only.', category: 'furniture', price: 90 },
    { title: 'Baby bouncer BabyBjörn Bliss', description: 'Mesh fabric, machine washable cover.', category: 'baby', price: 85 },
    { title: 'Total Recall DVD special edition', description: 'Two discs, region 2, case has a small crack.', category: 'books & media', price: 6 },
    { title: 'Wilson tennis racket Pro Staff 97', description: 'Grip size 3, restrung last month at 52 lbs.', category: 'sports', price: 95 },
    { title: 'Milwaukee M18 impact driver', description: 'Body only, works perfectly.', category: 'tools', price: 80 },
    { title: 'Akai MPC sampler and drum machine', description: 'MPC One, pads responsive, with power supply.', category: 'musical instruments', price: 450 },
    { title: 'Suzuki Katana exhaust can', description: 'Genuine Suzuki Katana silencer, fits 2019-2022 models.', category: 'vehicle parts', price: 120 },
    { title: 'Makeup Revolution eyeshadow palette', description: 'Brand new, still sealed in cellophane.', category: 'beauty', price: 8 },
    { title: 'Hot Wheels track set', description: 'Loop and launcher, all pieces included.', category: 'toys', price: 20 },
  ],
  it: [
    { title: 'Fotocamera Canon EOS 2000D', description: 'Con obiettivo 18-55, pochi scatti.', category: 'fotografia', price: 300 },
    { title: 'Chitarra acustica Yamaha F310', description: 'Corde nuove, piccolo graffio sul retro.', category: 'strumenti', price: 90 },
  ],
  de: [
    { title: 'Kamera Sony Alpha 6000', description: 'Mit Objektiv 16-50 mm, zwei Akkus.', category: 'Kamera', price: 300 },
    { title: 'Akkuschrauber Bosch 18V', description: 'Zwei Akkus und Ladegerät im Koffer.', category: 'Werkzeug', price: 90 },
  ],
};

/** Sentences a careful moderator would leave alone, each a trap for a naive rule. */
const hardNegatives: Record<Lang, string[]> = {
  pt: [
    'Referência 4549292075748, número de série 023456789.', 'Medidas 120 x 60 x 75 cm, peso 12,5 kg.', 'Comprado a 12/03/2021 por 349€, tenho fatura.', 'Tem dois anos e meio de uso, nove meses de garantia.',
    'Fale comigo pelo chat da OLX, respondo no mesmo dia.', 'Não aceito MB WAY nem transferências, só pagamento pela plataforma.', 'Envio por CTT com seguro, pagamento pela plataforma.', 'V I N T A G E, anos 80.',
    'Cartuchos de tinta HP 301 incluídos.', 'Pistola de cola quente incluída no lote.', 'Inclui faca de cozinha e tábua de corte.', 'Bateria do portátil nova, 98% de saúde.',
    'Capas para bancos do carro oferecidas.', 'Microfone shotgun incluído.', 'Testador de tomadas incluído.', 'Objetiva 50mm f/1.8, ISO até 6400, 1/4000 s.',
    'Ligação Bluetooth 5.0 e entrada 3.5mm.', 'Preço: 2 @ 15€ cada.', 'Edição de 1995, ISBN 978-972-23-1234-5.', 'Perfume selado, nunca aberto.',
    'Calibre 3135, caixa de 40 mm.', 'Cadeira de escritório com rodas incluída.', 'Vinte e cinco euros cada ou trinta os dois.', 'Faço entrega em mão em Lisboa ou Porto.',
  ],
  es: [
    'Referencia 8412345678905, número de serie 8A2B3C4D.', 'Medidas 90 x 45 x 180 cm, pesa 20 kg.', 'Comprado el 05/06/2022 por 199€ con ticket.', 'Tiene dos años y medio, está como nuevo.',
    'Háblame por el chat de Wallapop.', 'No acepto Bizum ni transferencias, solo envío Wallapop.', 'Envío con Wallapop Envíos, pago protegido.', 'S.O.S. edición coleccionista.',
    'Incluye cartuchos de tinta Canon PG-545.', 'Regalo pistola de silicona.', 'Juego de cuchillos de cocina incluido.', 'Batería del portátil nueva, 95% de salud.',
    'Fundas para asientos del coche de regalo.', 'Micrófono shotgun incluido.', 'Tester de tensión incluido.', 'Objetivo 35mm f/1.8, velocidad 1/4000.',
    'Bluetooth 5.0 y jack de 3.5mm.', 'Precio: 3 @ 10€ cada uno.', 'ISBN 978-84-08-12345-6, primera edición.', 'Colonia precintada, sin abrir.',
    'Calibre 7750, caja de 42 mm.', 'Silla de oficina ergonómica de regalo.', 'Veinticinco euros cada uno o cuarenta los dos.', 'Entrego en mano en Madrid centro.',
  ],
  fr: [
    'Référence 3760123456789, numéro de série 0123456789.', 'Dimensions 180 x 45 x 80 cm, 25 kg.', 'Acheté le 14/02/2020 à 399€, facture disponible.', 'Deux ans et demi d’utilisation, quatre-vingt-dix pour cent de batterie.',
    'Contactez-moi via la messagerie Vinted.', 'Je n’accepte pas Lydia ni virement, paiement via la plateforme.', 'Envoi Mondial Relay, paiement sécurisé.', 'Édition U.S.A. importée.',
    'Cartouches d’encre Epson incluses.', 'Pistolet à colle offert.', 'Bloc couteaux de cuisine inclus.', 'Batterie de l’ordinateur neuve.',
    'Housses de sièges auto offertes.', 'Micro shotgun inclus.', 'Testeur de batterie inclus.', 'Objectif 50mm f/1.4, 1/8000 s.',
    'Bluetooth 5.0 et prise jack 3.5mm.', 'Prix : 2 @ 20€ pièce.', 'ISBN 978-2-07-036822-8, édition 1998.', 'Parfum neuf sous blister.',
    'Calibre 2824, boîtier 40 mm.', 'Siège de bureau en bon état.', 'Vingt-cinq euros pièce ou quarante les deux.', 'Remise en main propre à Lyon.',
  ],
  en: [
    'Part no. 5012345678900, serial 0C1D2E3F4G.', 'Dimensions 200 x 90 x 75 cm, weighs 30 kg.', 'Bought 03/11/2021 for £299, receipt included.', 'Two and a half years old, ninety-nine percent battery health.',
    'Message me through eBay messages.', 'No PayPal gifts or bank transfers, eBay checkout only.', 'Posted with tracking via eBay.', 'N.B.A. licensed, vintage.',
    'Comes with HP 305 ink cartridges.', 'Glue gun included.', 'Kitchen knife set included.', 'Laptop battery replaced, 97% health.',
    'Car seat covers thrown in.', 'Shotgun mic included.', 'Battery tester included.', 'Lens 50mm f/1.8, 1/4000 s.',
    'Bluetooth 5.0 and 3.5mm jack.', 'Price: 2 @ £10 each.', 'ISBN 978-0-14-118776-1, first edition 1995.', 'Perfume brand new and sealed.',
    'Calibre 1120, 41 mm case.', 'Office chair included.', 'Twenty-five pounds each or forty for both.', 'Collection from Leeds or can post.',
  ],
  it: ['Dimensioni 120 x 60 cm.', 'Acquistato il 12/03/2021, con scontrino.', 'Pagamento tramite la piattaforma.', 'Consegna a mano a Milano.'],
  de: ['Maße 120 x 60 cm.', 'Gekauft am 12.03.2021, mit Rechnung.', 'Bezahlung über die Plattform.', 'Abholung in Berlin.'],
};

const profiles: Record<Lang, LabelledListing['profile'][]> = { pt: ['olx-pt', 'vinted', 'generic'], es: ['wallapop', 'vinted', 'generic'], fr: ['vinted', 'generic', 'ebay'], en: ['ebay', 'generic'], it: ['generic'], de: ['generic'] };

// ---------------------------------------------------------------- assembly

/** A text under construction: fragments appended in order, labelled ones remembered by span. */
class Text {
  value = '';
  labels: { code: Code; start: number; end: number }[] = [];
  add(part: string, code?: Code) {
    if (code) this.labels.push({ code, start: this.value.length, end: this.value.length + part.length });
    this.value += part;
    return this;
  }
  /** A carrier sentence "… {} …" with the evasion in place of {}, labelled. */
  carry(carrier: string, evasion: string, code: Code) {
    const [before = '', after = ''] = carrier.split('{}');
    return this.add(before).add(evasion, code).add(after);
  }
}

type Kind = 'phone' | 'email' | 'link' | 'qr' | 'social' | 'payment' | 'item' | 'clean';
const positiveKinds: Kind[] = ['phone', 'phone', 'phone', 'email', 'email', 'link', 'qr', 'social', 'payment', 'payment', 'item', 'item'];

function listingFor(lang: Lang, index: number, kind: Kind): EvasionListing {
  const part: Part = Math.floor(index / 2) % 2 === 0 ? 'tune' : 'holdout';
  const labels: Label[] = [];
  let profile = pick(profiles[lang]);
  let item: Item = pick(items[lang]);
  const title = new Text();
  const description = new Text();
  if (kind === 'item') {
    const c = pick(half(itemCases[lang], part).length ? half(itemCases[lang], part) : itemCases[lang]);
    item = c;
    profile = c.profile;
    title.add(c.title);
    description.add(c.description);
    const text = c.field === 'title' ? c.title : c.description;
    const start = text.indexOf(c.quote);
    if (start < 0) throw new Error(`"${c.quote}" is not in "${text}"`);
    labels.push({ code: c.code, field: c.field, start, end: start + c.quote.length });
  } else {
    title.add(item.title);
    description.add(item.description).add(' ');
  }
  const carrier = (table: Record<Lang, string[]>) => pick(half(table[lang], part).length ? half(table[lang], part) : table[lang]);
  switch (kind) {
    case 'phone': {
      const render = pick(half(phoneRenderers, part));
      description.carry(carrier(phoneCarriers), render(phoneFor(lang), lang), 'contact_phone');
      break;
    }
    case 'email': {
      const [domain = '', tld = ''] = pick(providers[lang]).split(' ');
      description.carry(carrier(emailCarriers), pick(half(emailRenderers, part))(pick(users), domain, tld, lang), 'contact_email');
      break;
    }
    case 'link':
      description.carry(carrier(linkCarriers), pick(linkRenderers[lang]).replace('{n}', phoneFor(lang).national.replace(/^0/, '')), 'external_link');
      break;
    case 'qr': {
      const mention = pick(qrMentions[lang]);
      description.add(mention, 'external_link').add('.');
      break;
    }
    case 'social':
      description.carry(carrier(socialCarriers), pick(socialRenderers[lang]), 'social_handle');
      break;
    case 'payment':
      description.carry(carrier(paymentCarriers), pick(paymentRenderers[lang]), 'off_platform_payment');
      break;
    case 'item':
      break;
    case 'clean':
      description.add(pick(half(hardNegatives[lang], part)));
      if (random() < 0.6) description.add(' ').add(pick(half(hardNegatives[lang], part)));
  }
  for (const l of description.labels) labels.push({ code: l.code, field: 'description', start: l.start, end: l.end });
  return {
    id: `ev-${lang}-${String(index).padStart(3, '0')}`,
    part,
    kind,
    language: lang,
    profile,
    listing: { title: title.value, description: description.value.trim(), price: item.price, currency: 'EUR', category: item.category },
    labels,
  };
}

const listings: EvasionListing[] = [];
const perLanguage: Record<Lang, number> = { pt: 56, es: 56, fr: 56, en: 56, it: 12, de: 12 };
for (const [lang, count] of Object.entries(perLanguage) as [Lang, number][]) {
  for (let i = 0; i < count; i++) listings.push(listingFor(lang, i, i % 2 === 0 || i % 5 === 0 ? pick(positiveKinds) : 'clean'));
}
const file = new URL('../../data/listing/validation-evasions.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(listings, null, 1)}\n`);
console.log(`wrote ${listings.length} listings to ${file.pathname}`);
