import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import { extraHardNegatives, extraItemProblems, extraMailLeads, extraPaymentApps, extraPayForms, extraPhoneLeads } from './compose-training-vocabulary.ts';
import type { EvasionListing } from './generate-evasion-set.ts';
import type { Label } from './generate-validation-set.ts';

/*
 * Writes data/listing/validation-composed.json: the fourth labelled listing set (issue 19, third
 * round), written before the rules were changed again and without reading them. Unlike the earlier
 * sets' inline sentences, a listing here is composed: an item from a per-category catalogue, a few
 * neutral sentences, and at most one problem built from a value (a phone number drawn from
 * libphonenumber's example numbers of ~40 countries with its trailing digits made up, an address, a
 * domain, a payment app of the seller's country, a restricted item of the marketplace's lists)
 * passed through one disguise (spaced, dotted, words with tens and hundreds, look-alike, full-width,
 * circled or keycap digits, zero-width and combining marks, spelt-out punctuation). Clean listings
 * (at least 40 %) carry a hard negative: model numbers, sizes, prices, dates, years, measures,
 * postcodes, "talk to me in the chat", kitchen knife sets, toy swords, names with "@", "dot", "pay".
 *
 * The part is drawn from a salted hash of the id (tune / held out), so neither half was chosen.
 * Frozen: `node tools/bench/src/listing/compose-listing-set.ts` writes the same file every time.
 *
 * Training data: `--seed N --scale K --out FILE` writes K times as many listings from another seed,
 * all in the tune part (ids `train<N>-…`), to adjust the rules on many more listings than the frozen
 * set's tune half; the frozen file is not touched.
 */

type Lang = 'pt' | 'es' | 'fr' | 'en' | 'it' | 'de';
type Code = Label['code'];
type Profile = EvasionListing['profile'];

/** Set by `composeListings`: a training set's seed (undefined for the frozen set) and the random state. */
let trainingSeed: string | undefined;
let state = 0x5eed2026;
const random = () => {
  // xorshift32: a different stream from the earlier generators' linear congruential ones.
  state ^= state << 13;
  state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5;
  state >>>= 0;
  return state / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (p: number) => random() < p;

// ---------------------------------------------------------------- numbers as words, 0–999

const words: Record<Lang, (n: number) => string> = {
  pt: (n) => {
    const u = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove'];
    const t = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
    const h = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'];
    const below100 = (x: number) => (x < 20 ? u[x]! : t[Math.floor(x / 10)]! + (x % 10 ? ` e ${u[x % 10]}` : ''));
    if (n < 100) return below100(n);
    if (n === 100) return 'cem';
    return h[Math.floor(n / 100)]! + (n % 100 ? ` e ${below100(n % 100)}` : '');
  },
  es: (n) => {
    const u = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'];
    const twenties = ['veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
    const t = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
    const h = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];
    const below100 = (x: number) => (x < 20 ? u[x]! : x < 30 ? twenties[x - 20]! : t[Math.floor(x / 10)]! + (x % 10 ? ` y ${u[x % 10]}` : ''));
    if (n < 100) return below100(n);
    if (n === 100) return 'cien';
    return h[Math.floor(n / 100)]! + (n % 100 ? ` ${below100(n % 100)}` : '');
  },
  fr: (n) => {
    const u = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'];
    const t = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];
    const below100 = (x: number): string => {
      if (x < 20) return u[x]!;
      if (x < 70) return t[Math.floor(x / 10)]! + (x % 10 === 1 ? ' et un' : x % 10 ? `-${u[x % 10]}` : '');
      if (x < 80) return x === 71 ? 'soixante et onze' : `soixante-${u[x - 60]}`;
      return x === 80 ? 'quatre-vingts' : `quatre-vingt-${u[x - 80]}`;
    };
    if (n < 100) return below100(n);
    const hundreds = Math.floor(n / 100);
    const head = hundreds === 1 ? 'cent' : `${u[hundreds]} cent${n % 100 ? '' : 's'}`;
    return head + (n % 100 ? ` ${below100(n % 100)}` : '');
  },
  en: (n) => {
    const u = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
    const t = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
    const below100 = (x: number) => (x < 20 ? u[x]! : t[Math.floor(x / 10)]! + (x % 10 ? `-${u[x % 10]}` : ''));
    if (n < 100) return below100(n);
    return `${u[Math.floor(n / 100)]} hundred` + (n % 100 ? ` and ${below100(n % 100)}` : '');
  },
  it: (n) => {
    const u = ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'];
    const t = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];
    const below100 = (x: number) => {
      if (x < 20) return u[x]!;
      const ten = t[Math.floor(x / 10)]!;
      const unit = x % 10;
      if (unit === 0) return ten;
      const stem = unit === 1 || unit === 8 ? ten.slice(0, -1) : ten;
      return stem + (unit === 3 ? 'tré' : u[unit]);
    };
    if (n < 100) return below100(n);
    const hundreds = Math.floor(n / 100);
    return (hundreds === 1 ? 'cento' : `${u[hundreds]}cento`) + (n % 100 ? below100(n % 100) : '');
  },
  de: (n) => {
    const u = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
    const t = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
    const below100 = (x: number) => (x < 20 ? u[x]! : (x % 10 ? `${x % 10 === 1 ? 'ein' : u[x % 10]}und` : '') + t[Math.floor(x / 10)]!);
    if (n < 100) return below100(n);
    const hundreds = Math.floor(n / 100);
    return `${hundreds === 1 ? 'ein' : u[hundreds]}hundert` + (n % 100 ? below100(n % 100) : '');
  },
};

// ---------------------------------------------------------------- disguises of a digit string

const fullWidth = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const circled = (s: string) => s.replace(/[0-9]/g, (d) => (d === '0' ? '⓪' : String.fromCharCode(0x2460 + Number(d) - 1)));
const keycap = (s: string) => s.replace(/[0-9]/g, (d) => `${d}\ufe0f\u20e3`);
const mathBold = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCodePoint(0x1d7ce + Number(d)));
const zeroWidth = (s: string) => [...s].join(pick(['\u200b', '\u200c', '\u2060', '\ufeff']));
const combining = (s: string) => s.replace(/[0-9]/g, (d) => (chance(0.5) ? `${d}\u0332` : `${d}\u0301`));
const lookAlike = (s: string) => s.replace(/[01358]/g, (d) => (chance(0.6) ? { '0': pick(['O', 'o']), '1': pick(['l', 'I']), '3': 'E', '5': 'S', '8': 'B' }[d]! : d));

/** Digits grouped 3-3-3 or 2-2-2… in the language's words; groups with a leading zero digit by digit. */
function spoken(digits: string, lang: Lang, mixWithDigits: boolean): string {
  const size = pick([2, 3]);
  const groups: string[] = [];
  for (let i = 0; i < digits.length; i += size) groups.push(digits.slice(i, i + size));
  return groups
    .map((g) => {
      if (mixWithDigits && chance(0.4)) return g;
      if (g.startsWith('0') || g.length === 1 || chance(0.25)) return [...g].map((d) => words[lang](Number(d))).join(' ');
      return words[lang](Number(g));
    })
    .join(pick([' ', ', ', ' ', ' - ']));
}
const digitByDigit = (digits: string, lang: Lang) => [...digits].map((d) => (chance(0.2) ? d : words[lang](Number(d)))).join(' ');

// ---------------------------------------------------------------- phone numbers

/** Countries whose sellers the marketplaces see, with the listing languages they write in. */
const countriesByLang: Record<Lang, CountryCode[]> = {
  pt: ['PT', 'BR', 'AO', 'CV', 'MZ'],
  es: ['ES', 'MX', 'AR', 'CO', 'AD'],
  fr: ['FR', 'BE', 'CH', 'LU', 'MA'],
  en: ['GB', 'IE', 'US', 'CA', 'AU'],
  it: ['IT', 'SM', 'CH'],
  de: ['DE', 'AT', 'CH'],
};
const farCountries: CountryCode[] = ['NL', 'PL', 'RO', 'UA', 'SE', 'DK', 'NO', 'FI', 'CZ', 'GR', 'TR', 'IN', 'NG', 'ZA', 'DZ', 'SN', 'IL', 'AE'];

/** An example mobile number of the country with its last digits made up (often not a real number). */
function phoneOf(country: CountryCode) {
  const example = (mobileExamples as Record<string, string>)[country]!;
  const keep = Math.min(3, example.length - 4);
  const national = example.slice(0, keep) + Array.from({ length: example.length - keep }, () => Math.floor(random() * 10)).join('');
  return parsePhoneNumberFromString(national, country)!;
}

const phoneLeads: Record<Lang, string[]> = {
  pt: ['Para combinar liga-me:', 'Qualquer dúvida telefone', 'Contacto direto', 'Manda SMS para', 'Telemóvel:', 'Ligar depois das 19h para o'],
  es: ['Llámame al', 'Para quedar, mi móvil es', 'Contacto:', 'Mándame un SMS al', 'Tlf', 'Pregunta sin compromiso al'],
  fr: ['Appelez-moi au', 'Mon portable :', 'Joignable au', 'Texto au', 'Pour tout renseignement, tél.', 'Me contacter directement au'],
  en: ['Ring me on', 'Text me at', 'Best to call', 'My mobile is', 'Call or text', 'Give me a bell on'],
  it: ['Chiamami al', 'Cellulare:', 'Per info scrivetemi un SMS al', 'Contattatemi al'],
  de: ['Ruf mich an unter', 'Handy:', 'Bei Fragen gerne per SMS an', 'Telefonisch erreichbar unter'],
};

function phoneFragment(lang: Lang): { text: string; kind: string } {
  const foreign = chance(0.3);
  const country = foreign ? pick(farCountries) : pick(countriesByLang[lang]);
  const phone = phoneOf(country);
  const nationalDigits = phone.formatNational().replace(/\D/g, '');
  const style = foreign ? pick(['intl', 'intl', 'e164', 'double-zero']) : pick(['national', 'national', 'intl', 'e164', 'double-zero', 'plain']);
  let text =
    style === 'national' ? phone.formatNational()
    : style === 'intl' ? phone.formatInternational()
    : style === 'e164' ? phone.number
    : style === 'double-zero' ? `00${phone.countryCallingCode} ${phone.nationalNumber}`
    : nationalDigits;
  const disguise = pick(['none', 'none', 'spaced', 'dotted', 'spoken', 'spoken-mixed', 'digit-words', 'full-width', 'circled', 'keycap', 'math', 'zero-width', 'combining', 'look-alike', 'slashed']);
  const digitsOnly = text.replace(/\D/g, '');
  const prefix = text.startsWith('+') ? `+${phone.countryCallingCode} ` : text.startsWith('00') ? `00${phone.countryCallingCode} ` : '';
  const body = prefix ? digitsOnly.slice(prefix.replace(/\D/g, '').length) : digitsOnly;
  switch (disguise) {
    case 'spaced': text = prefix + [...body].join(' '); break;
    case 'dotted': text = prefix + [...body].join(pick(['.', '·', '-', ' . ', '•'])); break;
    case 'spoken': text = prefix + spoken(body, lang, false); break;
    case 'spoken-mixed': text = prefix + spoken(body, lang, true); break;
    case 'digit-words': text = prefix + digitByDigit(body, lang); break;
    case 'full-width': text = fullWidth(text); break;
    case 'circled': text = circled(text); break;
    case 'keycap': text = keycap(text); break;
    case 'math': text = mathBold(text); break;
    case 'zero-width': text = zeroWidth(text); break;
    case 'combining': text = combining(text); break;
    case 'look-alike': text = lookAlike(text); break;
    case 'slashed': text = prefix + body.replace(/(\d{3})(?=\d)/g, '$1/'); break;
  }
  return { text, kind: `phone/${style}/${disguise}` };
}

// ---------------------------------------------------------------- e-mail addresses

const userNames = ['marta.silva', 'joaquim_r', 'lucia1987', 'pedro.vendas', 'anne.dupont', 'jb.martin', 'kev_price', 'sophie.w', 'gianluca.r', 'k.schmidt', 'nuno.costa77', 'carmen.lz', 'thomasbike', 'ritafotos'];
const providers = ['gmail.com', 'hotmail.com', 'outlook.pt', 'sapo.pt', 'yahoo.es', 'orange.fr', 'free.fr', 'libero.it', 'gmx.de', 'web.de', 'icloud.com', 'proton.me', 'live.co.uk', 'btinternet.com', 'laposte.net', 'telefonica.net'];
const atWords: Record<Lang, string[]> = {
  pt: ['arroba', '(arroba)', '[at]', '(a)', ' @ '],
  es: ['arroba', '(arroba)', '[arroba]', '(a)', ' @ '],
  fr: ['arobase', '(at)', '[at]', 'chez', ' @ '],
  en: ['at', '(at)', '[at]', '{at}', ' @ '],
  it: ['chiocciola', '(at)', '[at]', ' @ '],
  de: ['ät', '(at)', '[at]', ' @ '],
};
const dotWords: Record<Lang, string[]> = {
  pt: ['ponto', '(ponto)', '[dot]', ' . '],
  es: ['punto', '(punto)', '[dot]', ' . '],
  fr: ['point', '(point)', '[dot]', ' . '],
  en: ['dot', '(dot)', '[dot]', ' . '],
  it: ['punto', '(punto)', '[dot]'],
  de: ['Punkt', '(punkt)', '[dot]'],
};
const mailLeads: Record<Lang, string[]> = {
  pt: ['Escreve-me para', 'Email:', 'Mais fotos por mail', 'Envio fatura, pede em'],
  es: ['Escríbeme a', 'Correo:', 'Más fotos por email a', 'Mi mail es'],
  fr: ['Écrivez-moi à', 'Mail :', 'Photos supplémentaires sur demande à', 'Mon adresse :'],
  en: ['Email me at', 'Drop a line to', 'More pics on request:', 'Mail:'],
  it: ['Scrivetemi a', 'Email:', 'Altre foto via mail a'],
  de: ['Schreibt mir an', 'Mail:', 'Weitere Bilder per Mail an'],
};

function emailFragment(lang: Lang): { text: string; kind: string } {
  const user = pick(userNames);
  const provider = pick(providers);
  const disguise = pick(['plain', 'at-word', 'at-dot-words', 'spaced', 'full-width', 'zero-width', 'brackets']);
  const [domain, ...rest] = provider.split('.');
  const tld = rest.join('.');
  const spell = (word: string) => (word.startsWith(' ') || word.startsWith('(') || word.startsWith('[') || word.startsWith('{') ? word.trim() : word);
  switch (disguise) {
    case 'plain': return { text: `${user}@${provider}`, kind: 'email/plain' };
    case 'at-word': return { text: `${user} ${spell(pick(atWords[lang]))} ${provider}`, kind: 'email/at-word' };
    case 'at-dot-words': {
      const dot = spell(pick(dotWords[lang]));
      return { text: `${user} ${spell(pick(atWords[lang]))} ${domain} ${dot} ${tld.split('.').join(` ${dot} `)}`, kind: 'email/at-dot-words' };
    }
    case 'spaced': return { text: [...`${user}@${provider}`].join(' '), kind: 'email/spaced' };
    case 'full-width': return { text: `${user}＠${domain}．${tld}`, kind: 'email/full-width' };
    case 'zero-width': return { text: zeroWidth(`${user}@${provider}`), kind: 'email/zero-width' };
    default: return { text: `${user}[@]${domain}[.]${tld}`, kind: 'email/brackets' };
  }
}

// ---------------------------------------------------------------- links, QR codes, handles

const sites = ['olx.pt', 'vinted.fr', 'wallapop.com', 'ebay.co.uk', 'leboncoin.fr', 'milanuncios.com', 'kleinanzeigen.de', 'subito.it', 'etsy.com', 'depop.com', 'custojusto.pt', 'mercadolivre.com.br'];
const slashWords: Record<Lang, string> = { pt: 'barra', es: 'barra', fr: 'slash', en: 'slash', it: 'barra', de: 'Schrägstrich' };
const linkLeads: Record<Lang, string[]> = {
  pt: ['Vejam os meus outros artigos em', 'Mais barato na minha loja:', 'Fotos no'],
  es: ['Más artículos en', 'Lo tengo también en', 'Fotos en'],
  fr: ['Retrouvez mes autres annonces sur', 'Moins cher sur', 'Album photo :'],
  en: ['See my other stuff on', 'Cheaper over at', 'Full album:'],
  it: ['Altri articoli su', 'Foto qui:'],
  de: ['Weitere Sachen auf', 'Fotos hier:'],
};

function linkFragment(lang: Lang): { text: string; kind: string } {
  const style = pick(['url', 'written-dot', 'spaced', 'shortener', 'wa-me', 'qr', 'qr', 'linktree', 'hxxp']);
  const site = pick(sites);
  const member = pick(['anita_store', 'velhariasdoze', 'kikoshop', 'mister-bikes', 'boutiquelea']);
  const dot = pick(dotWords[lang]).trim().replace(/^[([{]|[)\]}]$/g, '');
  switch (style) {
    case 'url': return { text: `https://www.${site}/${pick(['u', 'member', 'shop', 'perfil'])}/${member}`, kind: 'link/url' };
    case 'written-dot': return { text: `${site.split('.').join(` ${dot} `)} ${slashWords[lang]} ${member}`, kind: 'link/written-dot' };
    case 'spaced': return { text: `w w w . ${site.split('.').join(' . ')}`, kind: 'link/spaced' };
    case 'shortener': return { text: `${pick(['bit.ly', 'tinyurl.com', 'cutt.ly', 'is.gd'])}/${Math.floor(random() * 36 ** 5).toString(36)}`, kind: 'link/shortener' };
    case 'wa-me': return { text: `wa.me/${phoneOf(pick(countriesByLang[lang])).number.slice(1)}`, kind: 'link/wa-me' };
    case 'linktree': return { text: `${pick(['linktr.ee', 'beacons.ai', 'taplink.cc'])}/${member}`, kind: 'link/linktree' };
    case 'hxxp': return { text: `hxxps://${site.replace('.', '[.]')}/${member}`, kind: 'link/hxxp' };
    default: {
      const qr: Record<Lang, string[]> = {
        pt: ['lê o código QR da última foto para falares comigo', 'digitaliza o QR na foto 3 e manda mensagem'],
        es: ['escanea el código QR de la última foto y escríbeme', 'el QR de la foto te lleva a mi WhatsApp'],
        fr: ['scannez le QR code sur la dernière photo pour me contacter', 'flashez le QR de la photo 2 pour me joindre'],
        en: ['scan the QR code in the last photo to message me directly', 'the QR in pic 4 takes you to my chat'],
        it: ['scansiona il codice QR nell\'ultima foto per contattarmi'],
        de: ['scannt den QR-Code auf dem letzten Bild, um mich direkt zu kontaktieren'],
      };
      return { text: pick(qr[lang]), kind: 'link/qr' };
    }
  }
}

function handleFragment(lang: Lang): { text: string; kind: string; code: Code } {
  const handle = pick(['rita.vende', 'el_rastro_de_ana', 'chez.margot', 'vintage_ben', 'lamia_bottega', 'flohmarkt_jens']);
  const forms: Record<Lang, string[]> = {
    pt: [`segue-me no insta @${handle}`, `fala comigo no Telegram: ${handle}`, `manda mensagem no WhatsApp`, `estou no Signal como ${handle}`],
    es: [`sígueme en Instagram: @${handle}`, `háblame por Telegram @${handle}`, `mejor por WhatsApp`, `agrégame en Snapchat: ${handle}`],
    fr: [`suivez-moi sur insta @${handle}`, `contactez-moi sur Telegram : ${handle}`, `écrivez-moi sur WhatsApp`, `ajoutez-moi sur Snap ${handle}`],
    en: [`follow me on IG @${handle}`, `hit me up on Telegram ${handle}`, `message me on WhatsApp`, `add me on Snapchat: ${handle}`],
    it: [`seguitemi su Instagram @${handle}`, `scrivetemi su WhatsApp`, `contattatemi su Telegram ${handle}`],
    de: [`folgt mir auf Insta @${handle}`, `schreibt mir auf WhatsApp`, `meldet euch per Telegram bei ${handle}`],
  };
  return { text: pick(forms[lang]), kind: 'handle', code: 'social_handle' };
}

// ---------------------------------------------------------------- payment apps by country

const paymentApps: Record<Lang, string[]> = {
  pt: ['MB WAY', 'MBWay', 'Revolut', 'transferência bancária', 'PayPal amigos e família', 'Pix'],
  es: ['Bizum', 'Revolut', 'transferencia', 'PayPal amigos', 'Wise'],
  fr: ['Lydia', 'Paylib', 'Wero', 'virement', 'PayPal entre proches', 'Western Union'],
  en: ['bank transfer', 'PayPal friends and family', 'Monzo', 'Revolut', 'Wise', 'Western Union', 'Zelle'],
  it: ['Satispay', 'PostePay', 'bonifico', 'PayPal amici'],
  de: ['Überweisung', 'PayPal Freunde', 'Revolut', 'Twint'],
};
const payForms: Record<Lang, string[]> = {
  pt: ['Pagamento só por {p}', 'Aceito {p}, envio a seguir', 'Faço desconto se pagares por {p}', 'Prefiro {p} antes do envio'],
  es: ['Pago solo por {p}', 'Acepto {p} y envío al momento', 'Si pagas por {p} te hago descuento', 'Prefiero {p}'],
  fr: ['Paiement par {p} uniquement', "J'accepte {p}, envoi le jour même", 'Petite remise si règlement par {p}', 'Je préfère {p}'],
  en: ['Payment by {p} only', 'Happy to take {p}, posted same day', 'Knock a fiver off if you pay by {p}', 'I prefer {p} please'],
  it: ['Pagamento solo con {p}', 'Accetto {p}, spedisco subito', 'Sconto se paghi con {p}'],
  de: ['Bezahlung nur per {p}', 'Nehme {p}, Versand sofort', 'Rabatt bei Zahlung per {p}'],
};
const disguiseWord = (word: string): string =>
  pick([
    () => word,
    () => word,
    () => word.split(' ').map((w) => [...w].join(' ')).join('  '),
    () => word.split(' ').map((w) => [...w].join('.')).join(' '),
    () => word.replace(/[aeiouAEIOU]/, (v) => ({ a: '4', e: '3', i: '1', o: '0', u: 'v', A: '4', E: '3', I: '1', O: '0', U: 'V' })[v]!),
    () => zeroWidth(word),
  ])();

function paymentFragment(lang: Lang): { form: string; app: string; kind: string } {
  const app = disguiseWord(pick(vocabulary.paymentApps[lang]));
  return { form: pick(vocabulary.payForms[lang]), app, kind: 'payment' };
}

// ---------------------------------------------------------------- restricted and prohibited items

interface ItemProblem { title: string; sentence: string; category: string; price: number; kind: string }

/** Items the marketplaces' lists name (testers, blades, replicas, opened cosmetics, used car seats/helmets, recalls, loose cells). */
const itemProblems: Record<Lang, ItemProblem[]> = {
  pt: [
    { title: 'Perfume Dior Sauvage 100 ml', sentence: 'É um tester, frasco sem tampa, nunca vendido em loja.', category: 'beleza', price: 55, kind: 'tester' },
    { title: 'Lote de amostras de perfume Lancôme', sentence: 'Amostras grátis que vinham com as compras, não destinadas a venda.', category: 'beleza', price: 12, kind: 'sample' },
    { title: 'Faca de caça com bainha de couro', sentence: 'Lâmina de 21 cm em aço carbono, muito afiada.', category: 'desporto', price: 40, kind: 'blade' },
    { title: 'Canivete borboleta', sentence: 'Abre com uma mão, lâmina de 9 cm.', category: 'outros', price: 18, kind: 'blade' },
    { title: 'Réplica de pistola Glock airsoft', sentence: 'Réplica realista a gás, com dois carregadores.', category: 'desporto', price: 90, kind: 'replica' },
    { title: 'Base Estée Lauder Double Wear', sentence: 'Aberta, usei duas vezes, ainda tem 90 %.', category: 'beleza', price: 20, kind: 'opened-cosmetic' },
    { title: 'Cadeira auto Grupo 1 Bébé Confort', sentence: 'Usada durante dois anos no carro, em bom estado.', category: 'bebé', price: 45, kind: 'car-seat' },
    { title: 'Capacete de mota AGV K3', sentence: 'Usado, tem um risco de uma pequena queda.', category: 'peças auto', price: 60, kind: 'helmet' },
    { title: 'Berço de viagem', sentence: 'Este modelo foi recolhido pelo fabricante por risco de aperto, vendo assim mesmo.', category: 'bebé', price: 25, kind: 'recall' },
    { title: 'Baterias 18650 de lítio', sentence: 'Lote de 20 células soltas tiradas de packs de portátil.', category: 'eletrónica', price: 30, kind: 'lithium' },
    { title: 'Espada katana de aço', sentence: 'Afiada, lâmina de 70 cm, para coleção.', category: 'coleção', price: 120, kind: 'blade' },
  ],
  es: [
    { title: 'Colonia Hugo Boss Bottled 200 ml', sentence: 'Es un probador de tienda, sin caja.', category: 'belleza', price: 40, kind: 'tester' },
    { title: 'Navaja de monte con mango de asta', sentence: 'Hoja de 14 cm, con funda.', category: 'deporte', price: 35, kind: 'blade' },
    { title: 'Machete de desbroce', sentence: 'Hoja de 45 cm bien afilada.', category: 'jardín', price: 22, kind: 'blade' },
    { title: 'Pistola de balines CO2 réplica Beretta', sentence: 'Réplica metálica, dispara bien.', category: 'deporte', price: 70, kind: 'replica' },
    { title: 'Paleta de sombras Huda Beauty', sentence: 'Abierta y usada unas pocas veces.', category: 'belleza', price: 25, kind: 'opened-cosmetic' },
    { title: 'Silla de coche Cybex grupo 0+', sentence: 'De segunda mano, la usamos con nuestro primer hijo.', category: 'bebés', price: 50, kind: 'car-seat' },
    { title: 'Casco de moto Shoei integral', sentence: 'Usado, con un golpe leve en la parte de atrás.', category: 'motor', price: 80, kind: 'helmet' },
    { title: 'Trona plegable para bebé', sentence: 'El fabricante la retiró del mercado por un defecto en el cierre.', category: 'bebés', price: 15, kind: 'recall' },
    { title: 'Pilas de litio 21700 sueltas', sentence: 'Diez celdas sueltas sin protección, envío por correo.', category: 'electrónica', price: 25, kind: 'lithium' },
    { title: 'Muestras de crema La Mer', sentence: 'Muestras gratuitas, no a la venta.', category: 'belleza', price: 10, kind: 'sample' },
  ],
  fr: [
    { title: 'Parfum Chanel N°5 testeur', sentence: 'Flacon testeur 100 ml, sans boîte.', category: 'beauté', price: 60, kind: 'tester' },
    { title: 'Couteau de chasse Laguiole', sentence: 'Lame de 16 cm, avec étui.', category: 'sport', price: 45, kind: 'blade' },
    { title: 'Poignard de collection', sentence: 'Lame double tranchant de 25 cm.', category: 'collection', price: 65, kind: 'blade' },
    { title: 'Réplique fusil airsoft M4', sentence: 'Réplique électrique avec batterie et chargeurs.', category: 'sport', price: 130, kind: 'replica' },
    { title: 'Rouge à lèvres Dior Addict', sentence: 'Entamé, utilisé trois fois.', category: 'beauté', price: 15, kind: 'opened-cosmetic' },
    { title: 'Siège auto Maxi-Cosi Pearl', sentence: "D'occasion, utilisé pendant trois ans.", category: 'puériculture', price: 55, kind: 'car-seat' },
    { title: 'Casque moto Bell', sentence: 'Déjà porté, a subi une chute légère.', category: 'moto', price: 70, kind: 'helmet' },
    { title: 'Transat bébé', sentence: "Modèle rappelé par le fabricant l'an dernier, vendu en l'état.", category: 'puériculture', price: 20, kind: 'recall' },
    { title: 'Accus lithium 18650 en vrac', sentence: 'Cellules en vrac récupérées de batteries de vélo.', category: 'électronique', price: 28, kind: 'lithium' },
  ],
  en: [
    { title: 'Tom Ford Oud Wood tester bottle', sentence: 'Tester, 50 ml, no cap, not for retail sale.', category: 'beauty', price: 70, kind: 'tester' },
    { title: 'Bowie knife with leather sheath', sentence: 'Eight inch blade, very sharp.', category: 'outdoors', price: 45, kind: 'blade' },
    { title: 'Karambit knife', sentence: 'Curved 3.5 inch blade, full tang.', category: 'outdoors', price: 25, kind: 'blade' },
    { title: 'Replica Desert Eagle BB gun', sentence: 'Full metal replica, looks real.', category: 'sports', price: 85, kind: 'replica' },
    { title: 'Charlotte Tilbury Pillow Talk lipstick', sentence: 'Opened and swatched twice.', category: 'beauty', price: 14, kind: 'opened-cosmetic' },
    { title: 'Britax child car seat', sentence: 'Pre-owned, used daily for two years.', category: 'baby', price: 40, kind: 'car-seat' },
    { title: 'Arai motorcycle helmet', sentence: 'Second-hand, dropped once from the bike.', category: 'motoring', price: 110, kind: 'helmet' },
    { title: 'Baby sleeper', sentence: 'This model was recalled by the manufacturer, selling as is.', category: 'baby', price: 30, kind: 'recall' },
    { title: 'Loose 18650 lithium cells x12', sentence: 'Loose cells pulled from laptop packs, posted in an envelope.', category: 'electronics', price: 20, kind: 'lithium' },
  ],
  it: [
    { title: 'Profumo Armani Acqua di Giò tester', sentence: 'Tester 100 ml senza scatola.', category: 'bellezza', price: 45, kind: 'tester' },
    { title: 'Coltello da caccia', sentence: 'Lama da 18 cm con fodero.', category: 'sport', price: 35, kind: 'blade' },
    { title: 'Casco moto usato', sentence: 'Usato, ha preso una botta.', category: 'moto', price: 50, kind: 'helmet' },
    { title: 'Batterie al litio 18650 sfuse', sentence: 'Celle sfuse recuperate, spedizione in busta.', category: 'elettronica', price: 20, kind: 'lithium' },
  ],
  de: [
    { title: 'Parfüm Testflakon Joop Homme', sentence: 'Tester ohne Deckel, 125 ml.', category: 'Beauty', price: 35, kind: 'tester' },
    { title: 'Jagdmesser mit Lederscheide', sentence: 'Klingenlänge 17 cm.', category: 'Outdoor', price: 40, kind: 'blade' },
    { title: 'Kindersitz gebraucht', sentence: 'Gebrauchter Autokindersitz, drei Jahre genutzt.', category: 'Baby', price: 35, kind: 'car-seat' },
    { title: 'Softair Pistole Replika', sentence: 'Realistische Replik mit Magazin.', category: 'Sport', price: 60, kind: 'replica' },
  ],
};

// ---------------------------------------------------------------- ordinary items and hard negatives

interface Item { title: string; category: string; price: number; line: string }

const items: Record<Lang, Item[]> = {
  pt: [
    { title: 'Objetiva Nikon AF-S 35mm f/1.8G DX', category: 'fotografia', price: 110, line: 'Sem fungos nem riscos, tampas incluídas.' },
    { title: 'Amplificador Marantz PM6006', category: 'áudio', price: 260, line: 'Usado numa sala sem fumo.' },
    { title: 'Relógio Citizen Eco-Drive BM7100', category: 'relógios', price: 95, line: 'Pilha solar, sem necessidade de trocar.' },
    { title: 'Estante Kallax 4x4 branca', category: 'móveis', price: 60, line: 'Desmontada para transporte.' },
    { title: 'Trotinete Micro Maxi Deluxe', category: 'brinquedos', price: 55, line: 'Rodas com pouco desgaste.' },
    { title: 'Coleção Os Maias e outros clássicos', category: 'livros', price: 20, line: 'Lombadas direitas, sem sublinhados.' },
    { title: 'Prancha de surf 6\'2 epoxy', category: 'desporto', price: 240, line: 'Sem reparações, com quilhas.' },
    { title: 'Berbequim Bosch GSR 12V', category: 'bricolage', price: 70, line: 'Duas baterias, mala original.' },
    { title: 'Sérum The Ordinary Niacinamide selado', category: 'beleza', price: 6, line: 'Nunca aberto, validade longa.' },
    { title: 'Violino 4/4 com arco e estojo', category: 'instrumentos', price: 150, line: 'Cavalete novo, cordas D\'Addario.' },
    { title: 'Jantes 17" para Renault Mégane', category: 'peças auto', price: 200, line: 'Quatro jantes sem empenos.' },
    { title: 'Casaco de penas Uniqlo tamanho M', category: 'roupa', price: 35, line: 'Quentinho, sem rasgões.' },
  ],
  es: [
    { title: 'Cámara Sony RX100 III', category: 'fotografía', price: 310, line: 'Batería original, sin polvo en el sensor.' },
    { title: 'Altavoz Bose SoundLink Flex', category: 'audio', price: 80, line: 'Suena fuerte y limpio.' },
    { title: 'Reloj Tissot Seastar 1000', category: 'relojes', price: 290, line: 'Con caja y tarjeta de garantía.' },
    { title: 'Sofá cama de dos plazas gris', category: 'muebles', price: 120, line: 'Mecanismo en perfecto estado.' },
    { title: 'Cocinita de madera para niños', category: 'juguetes', price: 40, line: 'Incluye cacharritos.' },
    { title: 'Saga Canción de hielo y fuego tapa dura', category: 'libros', price: 55, line: 'Cinco tomos como nuevos.' },
    { title: 'Raqueta de pádel Bullpadel Vertex', category: 'deporte', price: 75, line: 'Con funda.' },
    { title: 'Sierra de calar Black+Decker', category: 'bricolaje', price: 30, line: 'Hojas de repuesto incluidas.' },
    { title: 'Guitarra eléctrica Squier Stratocaster', category: 'instrumentos', price: 160, line: 'Recién ajustada.' },
    { title: 'Retrovisor derecho Seat León 3', category: 'recambios', price: 45, line: 'Eléctrico y calefactado.' },
  ],
  fr: [
    { title: 'Objectif Sigma 18-35 f/1.8 monture Canon', category: 'photo', price: 420, line: 'Aucune rayure sur les lentilles.' },
    { title: 'Enceintes Cabasse Antigua', category: 'audio', price: 150, line: 'Membranes intactes.' },
    { title: 'Montre Swatch Sistem51', category: 'montres', price: 70, line: 'Bracelet changé récemment.' },
    { title: 'Commode Louis-Philippe en merisier', category: 'meubles', price: 180, line: 'Tiroirs qui coulissent bien.' },
    { title: 'Circuit de billes Gravitrax', category: 'jouets', price: 45, line: 'Complet, vérifié pièce par pièce.' },
    { title: 'Intégrale Harry Potter Gallimard', category: 'livres', price: 40, line: 'Couvertures sans pliures.' },
    { title: 'Vélo de course Triban RC 520 taille M', category: 'sport', price: 520, line: 'Freins à disque, révisé.' },
    { title: 'Ponceuse excentrique Festool', category: 'bricolage', price: 230, line: 'Avec systainer.' },
    { title: 'Saxophone alto Yamaha YAS-280', category: 'instruments', price: 690, line: 'Tampons en bon état.' },
    { title: 'Jeu de pneus hiver 205/55 R16', category: 'pièces auto', price: 150, line: 'Encore 6 mm de gomme.' },
  ],
  en: [
    { title: 'Olympus OM-D E-M10 Mark III body', category: 'cameras', price: 260, line: 'Low shutter count, no scratches on the screen.' },
    { title: 'Rega Planar 1 turntable', category: 'audio', price: 190, line: 'Belt replaced this year.' },
    { title: 'Garmin Forerunner 255 watch', category: 'watches', price: 150, line: 'Charger included, strap like new.' },
    { title: 'Oak dining table and four chairs', category: 'furniture', price: 220, line: 'Solid and sturdy, minor marks.' },
    { title: 'Playmobil pirate ship', category: 'toys', price: 35, line: 'Complete with figures.' },
    { title: 'Discworld paperback bundle', category: 'books', price: 25, line: 'Twenty books, read once.' },
    { title: 'Kayak paddle carbon 220 cm', category: 'sports', price: 85, line: 'Adjustable ferrule.' },
    { title: 'DeWalt circular saw DWE560', category: 'tools', price: 75, line: 'Blade sharp, guard works.' },
    { title: 'Korg Minilogue synthesizer', category: 'instruments', price: 380, line: 'All knobs work, no crackle.' },
    { title: 'Ford Focus Mk3 tail light', category: 'car parts', price: 40, line: 'Left side, no cracks.' },
  ],
  it: [
    { title: 'Fotocamera Canon EOS 250D', category: 'fotografia', price: 380, line: 'Pochi scatti, come nuova.' },
    { title: 'Cuffie Audio-Technica ATH-M50x', category: 'audio', price: 95, line: 'Padiglioni originali.' },
    { title: 'Libreria in legno massello', category: 'mobili', price: 90, line: 'Da smontare.' },
    { title: 'Bicicletta da bambino 16 pollici', category: 'giocattoli', price: 50, line: 'Rotelle incluse.' },
  ],
  de: [
    { title: 'Fuji X100F Kamera', category: 'Kamera', price: 900, line: 'Wenig benutzt, mit Zubehör.' },
    { title: 'Plattenspieler Dual CS 505', category: 'Audio', price: 140, line: 'Nadel neu.' },
    { title: 'Akkuschrauber Makita DDF484', category: 'Werkzeug', price: 110, line: 'Mit zwei Akkus im Koffer.' },
    { title: 'Holzeisenbahn Set 80 Teile', category: 'Spielzeug', price: 35, line: 'Vollständig.' },
  ],
};

const neutral: Record<Lang, string[]> = {
  pt: ['Entrego em mão em Braga ou envio por CTT.', 'Vendo por já não usar.', 'Preço ligeiramente negociável.', 'Qualquer questão, estou disponível.', 'Estado impecável.'],
  es: ['Entrego en mano en Valencia o envío.', 'Lo vendo porque ya no lo uso.', 'Precio algo negociable.', 'Cualquier duda, pregunta.', 'Estado impecable.'],
  fr: ['Remise en main propre à Lyon ou envoi.', 'Je vends car je ne m’en sers plus.', 'Prix légèrement négociable.', 'N’hésitez pas pour toute question.', 'État impeccable.'],
  en: ['Collection from Leeds or I can post.', 'Selling as I no longer use it.', 'Open to sensible offers.', 'Any questions, just ask.', 'Immaculate condition.'],
  it: ['Consegna a mano a Torino o spedizione.', 'Vendo per inutilizzo.', 'Prezzo trattabile.'],
  de: ['Abholung in Köln oder Versand.', 'Verkaufe wegen Nichtgebrauch.', 'Preis VB.'],
};

/** Sentences that look like problems but are not: each is what honest sellers write. */
const hardNegatives: Record<Lang, string[]> = {
  pt: [
    'Referência do modelo SM-A536B/DS, comprado a 14/02/2023.', 'Medidas: 180 x 45 x 92 cm.', 'Fala comigo pelo chat da OLX para combinar.', 'Conjunto de facas de cozinha com cepo, 6 peças.',
    'Espada de brinquedo em espuma, ideal para festas.', 'Ano 2019, fatura em meu nome.', 'Recolha no código postal 4700-345.', 'Tamanho 38/40, cintura 76 cm.', 'Preço 120 €, não troco.', 'Número de série 4C21 9087 3345 na caixa.',
    'Funciona com Garmin Pay e Google Pay.', 'Paleta nova, selada, nunca aberta.', 'Pilhas AA incluídas no comando.', 'Cadeira auto nova com etiquetas, nunca usada.', 'Aceito propostas pelo chat da plataforma.', 'Capacidade 256 GB, ecrã de 6,1 polegadas.',
  ],
  es: [
    'Modelo A2403, comprado el 03/05/2022 en El Corte Inglés.', 'Mide 160 x 200 cm.', 'Escríbeme por el chat de Wallapop.', 'Juego de cuchillos de cocina Arcos con taco.',
    'Espada de juguete de plástico para niños.', 'Año 2021, con factura.', 'Recogida en el código postal 28013.', 'Talla 42, plantilla 27 cm.', 'Precio 85 € no negociable.', 'ISBN 978-84-204-6972-8 en la contraportada.',
    'Colores de Makeup Revolution, sin abrir.', 'Pago y envío protegido por la app.', 'Incluye batería de litio integrada en la aspiradora.', 'Casco de bici nuevo con etiqueta.', 'Te respondo por mensajes de la app.',
  ],
  fr: [
    'Référence XT-2031-B, achetée le 12.09.2021.', 'Dimensions : 120 x 60 x 75 cm.', 'Contactez-moi via la messagerie Vinted.', 'Coffret de couteaux de cuisine Sabatier, 5 pièces.',
    'Épée en plastique pour déguisement de chevalier.', 'Année 2018, facture fournie.', 'Retrait à Lyon 69003.', 'Taille 40, longueur 102 cm.', 'Prix 45 €, ferme.', 'Numéro de série 55 0231 8812 au dos.',
    'Testeur de piles inclus.', 'Écran 15,6 pouces, 16 Go de RAM.', 'Siège auto neuf sous blister, jamais utilisé.', 'Répondez-moi par message ici.', 'Le film Total Recall en Blu-ray.',
  ],
  en: [
    'Model number A2338, bought 21/06/2022.', 'Measures 200 x 90 x 75 cm.', 'Message me through the eBay chat.', 'Kitchen knife set with wooden block, 6 pieces.',
    'Toy foam sword for kids, perfectly safe.', 'Year 2020, receipt included.', 'Collection from postcode area LS6.', 'Size 10 UK, 44 EU.', 'Price £75 or nearest offer.', 'Serial 7 441 298 065 on the base.',
    'Amazon Echo Dot 3rd gen, works fine.', 'Supports Apple Pay and Garmin Pay.', 'Book: Email @ Work: a guide for beginners.', 'Brand new helmet, still tagged and boxed.', 'Happy to answer questions on here.', 'Battery tester included.',
  ],
  it: [
    'Modello KD-55X85J, acquistato il 10/01/2022.', 'Misure 90 x 40 x 180 cm.', 'Scrivetemi tramite la chat di Subito.', 'Set di coltelli da cucina con ceppo.', 'Spada giocattolo in plastica.', 'Anno 2017.',
  ],
  de: [
    'Modellnummer WM14N2G1, gekauft am 05.04.2021.', 'Maße 120 x 80 x 75 cm.', 'Bitte über den Kleinanzeigen-Chat melden.', 'Messerblock mit Küchenmessern, 7-teilig.', 'Spielzeugschwert aus Schaumstoff.', 'Baujahr 2016.',
  ],
};

// ---------------------------------------------------------------- composing a listing

/** A training set (`--seed`) draws from more phrasing as well; the frozen set from the lists above only. */
const wide = <T>(base: Record<Lang, T[]>, extra: Record<Lang, T[]>): Record<Lang, T[]> =>
  trainingSeed ? (Object.fromEntries(Object.entries(base).map(([lang, list]) => [lang, [...list, ...extra[lang as Lang]]])) as Record<Lang, T[]>) : base;
const vocabularyFor = () => ({
  phoneLeads: wide(phoneLeads, extraPhoneLeads),
  mailLeads: wide(mailLeads, extraMailLeads),
  paymentApps: wide(paymentApps, extraPaymentApps),
  payForms: wide(payForms, extraPayForms),
  itemProblems: wide(itemProblems, extraItemProblems),
  hardNegatives: wide(hardNegatives, extraHardNegatives),
});
let vocabulary = vocabularyFor();

const profilesByLang: Record<Lang, Profile[]> = {
  pt: ['olx-pt', 'olx-pt', 'vinted', 'generic'],
  es: ['wallapop', 'wallapop', 'vinted', 'generic'],
  fr: ['vinted', 'vinted', 'generic'],
  en: ['ebay', 'ebay', 'generic'],
  it: ['vinted', 'ebay', 'generic'],
  de: ['ebay', 'vinted', 'generic'],
};

const isHeldOut = (id: string) => createHash('sha256').update(`composed-round-3:${id}`).digest()[0]! >= 128;

class Description {
  private text = '';
  readonly labels: Label[] = [];
  add(sentence: string) {
    this.text += (this.text ? ' ' : '') + sentence;
  }
  /** Adds `before` + the labelled `marked` + `after` as one sentence. */
  addMarked(before: string, marked: string, after: string, code: Code) {
    if (this.text) this.text += ' ';
    this.text += before;
    const start = this.text.length;
    this.text += marked;
    this.labels.push({ code, field: 'description', start, end: this.text.length });
    this.text += after;
  }
  toString() {
    return this.text;
  }
}

type Kind = 'phone' | 'email' | 'link' | 'handle' | 'payment' | 'item' | 'clean';
const plan: Array<[Kind, number]> = [['phone', 10], ['email', 4], ['link', 4], ['handle', 2], ['payment', 5], ['item', 6], ['clean', 23]];
const langs: Array<[Lang, number]> = [['pt', 3], ['es', 3], ['fr', 3], ['en', 3], ['it', 1], ['de', 1]];

export const frozenSetPath = new URL('../../data/listing/validation-composed.json', import.meta.url);

/**
 * The composed listings: the frozen set without a seed; with one, a training set `scale` times as
 * large, all in the tune part.
 */
export function composeListings({ seed, scale = 1 }: { seed?: string | undefined; scale?: number } = {}): EvasionListing[] {
  trainingSeed = seed;
  state = seed ? (Number(seed) * 2654435761) >>> 0 || 1 : 0x5eed2026;
  vocabulary = vocabularyFor();
  const listings: EvasionListing[] = [];
  for (const [lang, weight] of langs) {
    for (const [kind, count] of plan) {
      const n = Math.round((count * weight * scale) / 3);
      for (let i = 0; i < n; i++) {
        const id = `${trainingSeed ? `train${trainingSeed}` : 'composed'}-${lang}-${kind}-${String(i).padStart(2, '0')}`;
        const profile = pick(profilesByLang[lang]);
        const description = new Description();
        let kindNote: string = kind;
        let base: { title: string; category: string; price: number };
        if (kind === 'item') {
          const problem = pick(vocabulary.itemProblems[lang]);
          base = problem;
          if (chance(0.5)) description.add(pick(neutral[lang]));
          // Whether the item is prohibited or restricted is the profile's policy: scored as any item finding.
          description.addMarked('', problem.sentence, '', 'restricted_item');
          kindNote = `item/${problem.kind}`;
        } else {
          const item = pick(items[lang]);
          base = item;
          description.add(item.line);
          if (chance(0.5)) description.add(pick(neutral[lang]));
          if (kind === 'phone') {
            const phone = phoneFragment(lang);
            description.addMarked(`${pick(vocabulary.phoneLeads[lang])} `, phone.text, pick(['.', '', ' 😊', '!']), 'contact_phone');
            kindNote = phone.kind;
          } else if (kind === 'email') {
            const mail = emailFragment(lang);
            description.addMarked(`${pick(vocabulary.mailLeads[lang])} `, mail.text, '.', 'contact_email');
            kindNote = mail.kind;
          } else if (kind === 'link') {
            const link = linkFragment(lang);
            if (link.kind === 'link/qr') {
              const sentence = link.text.charAt(0).toUpperCase() + link.text.slice(1);
              description.addMarked('', sentence, '.', 'external_link');
            } else description.addMarked(`${pick(linkLeads[lang])} `, link.text, '', 'external_link');
            kindNote = link.kind;
          } else if (kind === 'handle') {
            const handle = handleFragment(lang);
            const sentence = handle.text.charAt(0).toUpperCase() + handle.text.slice(1);
            description.addMarked('', sentence, '.', handle.code);
          } else if (kind === 'payment') {
            const payment = paymentFragment(lang);
            const [before, after] = payment.form.split('{p}') as [string, string];
            description.addMarked(before, payment.app, `${after}.`, 'off_platform_payment');
          } else {
            description.add(pick(vocabulary.hardNegatives[lang]));
            if (chance(0.6)) description.add(pick(vocabulary.hardNegatives[lang]));
            kindNote = 'clean/hard-negative';
          }
        }
        if (chance(0.4)) description.add(pick(neutral[lang]));
        listings.push({
          id,
          part: !trainingSeed && isHeldOut(id) ? 'holdout' : 'tune',
          kind: kindNote,
          language: lang,
          profile,
          listing: { title: base.title, description: description.toString(), price: base.price, currency: lang === 'en' ? 'GBP' : 'EUR', category: base.category },
          labels: description.labels,
        });
      }
    }
  }
  return listings;
}

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const listings = composeListings({ seed: argument('seed'), scale: Number(argument('scale') ?? 1) });
  const out = argument('out');
  const path = out ? new URL(out, `file://${process.cwd()}/`) : frozenSetPath;
  writeFileSync(path, `${JSON.stringify(listings, null, 1)}\n`);
  const clean = listings.filter((l) => l.labels.length === 0).length;
  console.log(`${listings.length} listings (${clean} clean, ${listings.filter((l) => l.part === 'holdout').length} held out) → ${path.pathname}`);
}
