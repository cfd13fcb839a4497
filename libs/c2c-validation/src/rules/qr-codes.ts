import { finding, type Finding } from './finding.ts';

const qrMention = /(?<![\p{L}\p{N}])(?:c[oó]d(?:igo|ice)s?\s+qr|qr[\s-]?codes?|codes?\s+qr|qr)(?![\p{L}\p{N}])/giu;
/** A photo or an attachment, a way to reach the seller or a shop of theirs, in the same sentence: the QR code carries a contact, not a product detail. */
const contactContext = /\b(?:fotos?|photos?|pics?|pictures?|imagen|imagem|image|immagine|bild|foto\s*\d|anexo|adjunto|allegato|anhang|attached|ci-joint|lojas?|tiendas?|shop|boutique|negozio|perfil|profile|profil|cat[aá]logo|catalogue|catalog|[uú]ltima|derni[eè]re|last|contact[aoe]?r?|contacto|contatt\w*|fala\w*|habla\w*|escr[ií]b\w*|message\w*|reach|erreichen|kontakt|whats\s?app|telegram|chat)\b/iu;

const maxSentence = 300;
const maxFindings = 20;

/**
 * A QR code offered as a way to reach the seller ("scan the QR in the last photo", "lê o código QR
 * da foto 3 para falarmos"): a link the text filters cannot read. The whole sentence is the evidence.
 */
export function findQrCodeContacts(text: string): Finding[] {
  const found: Finding[] = [];
  let searchedTo = 0;
  for (const match of text.matchAll(qrMention)) {
    // One finding per sentence, and a bounded look either side: a wall of "QR" costs linear time.
    if (match.index < searchedTo || found.length >= maxFindings) continue;
    const from = Math.max(0, match.index - maxSentence);
    const sentenceStart = from + Math.max(0, ...['.', '!', '?', '\n'].map((mark) => text.lastIndexOf(mark, match.index - 1) + 1 - from));
    const stop = text.slice(match.index, match.index + maxSentence).search(/[.!?\n]/u);
    const sentenceEnd = stop < 0 ? Math.min(text.length, match.index + maxSentence) : match.index + stop;
    searchedTo = sentenceEnd;
    const sentence = text.slice(sentenceStart, sentenceEnd);
    if (!contactContext.test(sentence)) continue;
    const lead = sentence.length - sentence.trimStart().length;
    found.push(finding('external_link', 'external-links', text, sentenceStart + lead, sentenceEnd));
  }
  return found;
}
