import { finding, type Finding } from './finding.ts';
import { matchesOf } from '../text/matches.ts';

const qrMention = /(?<![\p{L}\p{N}])(?:c[oó]d(?:igo|ice)s?\s+qr|qr[\s-]?codes?|codes?\s+qr|qr)(?![\p{L}\p{N}])/giu;
/** A photo or an attachment, a way to reach the seller or a shop of theirs, in the same sentence: the QR code carries a contact, not a product detail. */
// Bounded by letters of any script (`\b` is ASCII's: it misses "última", and "fotografia" is a photo too); the seller's other listings
// ("os anúncios que tenho", "toutes mes annonces", "my listings") are a shop of theirs.
const contactContext =
  /(?<![\p{L}])(?:fotos?|fotograf\p{L}*|photos?|photograph\p{L}*|pics?|pictures?|imagen|imagem|image|immagine|bild|foto\s*\d|anexo|adjunto|allegato|anhang|attached|ci-joint|lojas?|tiendas?|shop|boutique|negozio|perfil|profile|profil|cat[aá]logo|catalogue|catalog|an[uú]ncios|annonces|annunci|anzeigen|listings|[uú]ltima|derni[eè]re|last|contact[aoe]?r?|contacto|contatt\p{L}*|fala\p{L}*|habla\p{L}*|escr[ií]b\p{L}*|message\p{L}*|reach|erreichen|kontakt|whats\s?app|telegram|chat)(?![\p{L}])/iu;

/**
 * The item's own code: on its label, tag, box, machine or papers, or read to check its authenticity, its serial number or its warranty
 * (PT, ES, FR, EN, IT, DE).
 */
const productCode =
  /(?<![\p{L}])(?:etiquetas?|labels?|[eé]tiquettes?|etichett[ae]|etikett(?:en)?|tags?|caixa|caja|box|bo[iî]te|scatola|karton|verpackung|embalagem|embalaje|emballage|packaging|confezione|m[aá]quina|machine|macchina|maschine|ger[aä]t|aparelho|aparato|appareil|device|dispositivo|fatura|factura|facture|invoice|receipt|rechnung|ricevuta|scontrino|tal[aã]o|ticket\s+de\s+compra|manual|manuel|handbuch|garantia|garant[ií]a|garantie|warranty|garanzia|autenticidade|autenticidad|authenticit[eé]|authenticity|autenticit[aà]|echtheit|aut[eê]ntic\p{L}*|authenti\p{L}*|autentic\p{L}*|verific\p{L}*|v[eé]rifi\p{L}*|verify|pr[uü]f\p{L}*|n[uú]mero\s+de\s+s[eé]rie|num[eé]ro\s+de\s+s[eé]rie|serial|seriennummer|matricola|registo\s+do\s+produto|registro\s+del\s+producto|product\s+registration)(?![\p{L}])/iu;
/** Words asking the buyer to reach the seller, or naming the seller's other listings or pages (PT, ES, FR, EN, IT, DE). */
const reachSeller =
  /(?<![\p{L}])(?:contact[aoe]?r?|contacto|contatt\p{L}*|kontakt\p{L}*|fal[ae]\p{L}*|habla\p{L}*|escr[eií]v\p{L}*|escr[ií]b\p{L}*|[eé]cri\p{L}*|write|scriv\p{L}*|schreib\p{L}*|message\p{L}*|messaggi\p{L}*|nachricht\p{L}*|reach|erreichen|whats\s?app|telegram|chat|perfil|profile|profil|profilo|cat[aá]logo|catalogue|catalog|catalogo|an[uú]ncios|annonces|annunci|anzeigen|listings|minha\s+loja|mi\s+tienda|ma\s+boutique|my\s+shop|il\s+mio\s+negozio|mein(?:en)?\s+(?:shop|laden))(?![\p{L}])/iu;

/** Devices that read or print codes, and blank labels for them (PT, ES, FR, EN, IT, DE): a QR code named beside them is what the item does. */
const codeDevice =
  /(?<![\p{L}])(?:leitor(?:es)?|lector(?:es)?|lecteurs?|readers?|esc[aâá]ner(?:es)?|scanners?|lettor[ei]|leseger[aä]te?|codescanner|gerador(?:es)?|generador(?:es)?|g[eé]n[eé]rateurs?|generators?|impressoras?\s+de\s+etiquetas|impresoras?\s+de\s+etiquetas|label\s+printers?|etiquetas\s+em\s+branco|blank\s+(?:labels|stickers))(?![\p{L}])/iu;

const maxSentence = 300;
const maxFindings = 20;

/**
 * A QR code offered as a way to reach the seller ("scan the QR in the last photo", "lê o código QR
 * da foto 3 para falarmos"): a link the text filters cannot read. The whole sentence is the evidence.
 */
export function findQrCodeContacts(text: string): Finding[] {
  const found: Finding[] = [];
  let searchedTo = 0;
  for (const match of matchesOf(text, qrMention)) {
    // One finding per sentence, and a bounded look either side: a wall of "QR" costs linear time.
    if (match.index < searchedTo || found.length >= maxFindings) continue;
    const from = Math.max(0, match.index - maxSentence);
    const sentenceStart = from + Math.max(0, ...['.', '!', '?', '\n'].map((mark) => text.lastIndexOf(mark, match.index - 1) + 1 - from));
    const stop = text.slice(match.index, match.index + maxSentence).search(/[.!?\n]/u);
    const sentenceEnd = stop < 0 ? Math.min(text.length, match.index + maxSentence) : match.index + stop;
    searchedTo = sentenceEnd;
    const sentence = text.slice(sentenceStart, sentenceEnd);
    if (!contactContext.test(sentence)) continue;
    // "o QR cosido na etiqueta confirma a autenticidade", "its QR code on the base holds the serial number (third photo)": a code
    // the item, its label or its papers carry, read to check or register the item, is a product detail, unless the sentence asks to
    // reach the seller.
    if (productCode.test(sentence) && !reachSeller.test(sentence)) continue;
    // "Leitor de códigos de barras … lê também códigos QR", "QR code sticker labels": a device or labels that read or carry codes are the item.
    if (codeDevice.test(sentence)) continue;
    const lead = sentence.length - sentence.trimStart().length;
    found.push(finding('external_link', 'external-links', text, sentenceStart + lead, sentenceEnd));
  }
  return found;
}

/**
 * The seller's phone number said to be in a photo ("o meu número está na última foto", "my number is in the last picture", "mon
 * numéro est sur la photo 3", "número de telefone na foto"): a number the text filters cannot read, offered as a way to call; a
 * serial, frame or model number "in the photo" is the item's (only a possessive or a phone's word makes the number the seller's).
 */
const contactInPhoto =
  /(?<![\p{L}])(?:(?:meu|minha|mi|my|mon|ma|mio|mia|mein|meine)\s+(?:n[uú]mero|num[eé]ro|number|nummer|contacto|contact|contatto|kontakt|telem[oó]vel|m[oó]vil|portable|cellulare|handy(?:nummer)?|telefone|tel[eé]fono|telefono|phone|t[eé]l[eé]phone|whats\s?app)(?!\s+(?:plates?|de\s+(?:s[eé]rie|matr[ií]cula|chassis|quadro|cuadro|cadre|bastidor|pedido|encomenda|commande)|di\s+(?:serie|telaio|targa)|d[ei]\s+ordine|serial))|(?:n[uú]mero|num[eé]ro|numero)\s+de\s+(?:telefone|telem[oó]vel|tel[eé]fono|m[oó]vil|t[eé]l[eé]phone|portable|contacto|contato)|numero\s+di\s+(?:telefono|cellulare)|phone\s+number|mobile\s+number|telefonnummer|handynummer)(?:\s+[\p{L}\p{N}'’]+){0,4}?\s+(?:na|no|em|en|dans|sur|in|on|nella|nel|sulla|auf|im)\s+(?:(?:la|el|a|o|the|le|l['’]|dem|der|das)\s*)?(?:(?:[uú]ltima|primeira|segunda|terceira|[uú]ltimo|primera|segunda|tercera|derni[eè]re|premi[eè]re|last|first|second|ultima|prima|seconda|letzten?|ersten?)\s+)?(?:fotos?|imagem|imagens|imagen|im[aá]genes|photos?|pictures?|pics?|images?|immagin[ei]|bild(?:ern?)?)(?![\p{L}])/giu;

/** Phone numbers or contacts the seller says are in a photo. */
export function findContactsInPhotos(text: string): Finding[] {
  const found: Finding[] = [];
  for (const match of matchesOf(text, contactInPhoto)) {
    if (found.length >= maxFindings) break;
    found.push(finding('contact_phone', 'contact-details', text, match.index, match.index + match[0].length));
  }
  return found;
}
