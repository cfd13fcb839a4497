import { finding, type Finding } from './finding.ts';
import { functionWords } from './function-words.ts';
import { namedAsInstalledApp } from './installed-apps.ts';

const networks = String.raw`instagram|insta|ig|tiktok|tik tok|face ?book|fb|snapchat|snap|telegram|twitter|x\.com|discord|messenger`;
/** What sellers put between a network's name and the handle: a colon, a dash, an equals sign, an arrow of any drawing or a pointing hand. */
const pointer = String.raw`(?::|->|=>|[-=→➜➡➔➝⇒»>▶►👉])`;
// "insta @ ana.costa": a space after the @ still points at the handle.
const handleAfterNetwork = new RegExp(String.raw`\b(?:${networks})\b\s*${pointer}?\s*(?:@\s?)?[\p{L}\p{N}._]{3,30}`, 'giu');
/**
 * A network's name and a pointer just before a place in the text ("Insta: ", "IG → ", "tiktok » "): what follows is the
 * handle, dots and all (handles may have dots: "ana.costa.pt" there is an account, not a site).
 */
const networkPointerBefore = new RegExp(String.raw`(?<![\p{L}])(?:${networks})\s*${pointer}\s*@?\s?$`, 'iu');
export const namesNetworkBefore = (text: string, index: number): boolean => networkPointerBefore.test(text.slice(Math.max(0, index - 24), index));
/** Video and picture networks, where a seller's channel is a handle as much as on the social ones. */
const videoNetworks = String.raw`youtube|twitch|pinterest|vimeo`;
/** A name written as a handle (an @, or a dot, an underscore or a digit inside it): "busca lojinha_ana en YouTube" needs no "por" before it, and a few words may come between ("procura a minha loja …"). */
const handleShaped = String.raw`(?:@[\p{L}\p{N}._]{3,30}|(?=[\p{L}\p{N}._]{3,30}(?![\p{L}\p{N}._]))[\p{L}\p{N}]+[._\d][\p{L}\p{N}._]*)`;
/** A handle named before its network after a searching or following word: "procura por lojadarita no Instagram", "find me as mary.k on TikTok". */
const handleBeforeNetwork = new RegExp(
  String.raw`(?<![\p{L}])(?:procur|busc|search|find|cherch|such|cerc|segu|sigu|follow|suiv|folg)\p{L}*(?:-?me)?\s+(?:(?:por|for|as|como|comme|als|come)\s+@?[\p{L}\p{N}._]{3,30}|(?:\p{L}+\s+){0,3}?${handleShaped})\s+(?:no|na|on|en|sur|auf|su|in)\s+(?:${networks}|${videoNetworks})\b`,
  'giu',
);
const atHandle = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}._]{3,30}(?![\p{L}\p{N}]*\s*(?:\.|dot|ponto)\s*[a-z]{2,})/giu;
/** Messaging apps named as a way to talk ("fala-me por WhatsApp", "contact on Telegram"). */
const messagingApps = /\b(?:whats\s?app|whatsap|wpp|wapp|wasap|guasap|uasap|zap\s?zap|telegram|signal app|viber)\b|\bwhats\b(?!')|(?<=\b(?:por|pelo|pela|via|on|sur|en|per|über|auf|by|no)\s+)(?:signal|zap|wa|line|wechat|snap)\b/giu;

/**
 * Words naming what is printed or written on the item ("estampa", "print", "imprimé", "Aufdruck"): an @word a few words
 * after one, in the same clause, is the print's text ("t-shirt com estampa @casa"), not a handle.
 */
const printedBefore =
  /(?<![\p{L}])(?:estampas?|estampad[oa]s?|estampada|impress[aã]o|print(?:ed)?|imprim[eé]e?s?|impression|motifs?|slogans?|lettering|frases?|bordad[oa]s?|embroider(?:ed|y)|brod[eé]e?s?|stampa(?:t[oa])?|scritta|aufdruck|bedruckt|schriftzug)(?![\p{L}])(?:\s+[^\s,.;:!?\n]+){0,3}\s+["“«']?$/iu;

/** Words before a network that make it what the item is for or works with ("for", "para o", "ao", "pour", "für", "with"). */
const purposeBefore = /(?<![\p{L}])(?:for|para(?:\s+(?:o|a|el|la))?|pour|per|f[uü]r|ao|à|al|to|with|com|con|avec|mit)\s+$/iu;

/** A pointer, an @, or a handle's dot, underscore or digit in a match: the words after a network written as a handle. */
const pointsAtHandle = /[:@=→➜➡➔➝⇒»>▶►👉]|[._\d]/u;

/** Social handles and messaging apps offered as a contact outside the platform. */
export function findSocialHandles(text: string): Finding[] {
  const found: Finding[] = [];
  for (const pattern of [handleAfterNetwork, atHandle, messagingApps, handleBeforeNetwork]) {
    for (const match of text.matchAll(pattern)) {
      const word = match[0];
      // "ig" or "snap" followed by an ordinary word is not a handle unless written as one.
      if (pattern === handleAfterNetwork && !/[:@\-=→➜➡➔➝⇒»>▶►👉]|\d|[._]/u.test(word.slice(word.search(/\s|:|@/))) && !/^(instagram|insta|tiktok|snapchat|telegram|facebook|discord)/i.test(word)) continue;
      // "on Insta for more", "no Instagram e no TikTok": a small word after the network's name is the sentence going on, not a handle.
      if (pattern === handleAfterNetwork && !word.includes('@') && functionWords.has(/[\p{L}\p{N}._]+$/u.exec(word)![0].toLowerCase())) continue;
      // "for Instagram photos", "liga ao Instagram diretamente": a network the item is for or connects to, its next word no handle (unless written as one).
      if (pattern === handleAfterNetwork && purposeBefore.test(text.slice(Math.max(0, match.index - 12), match.index)) && !pointsAtHandle.test(word)) continue;
      // "Instagram-worthy", "TikTok-famous": a hyphen glued to both words makes a compound, not a pointer to a handle.
      if (pattern === handleAfterNetwork && /^[\p{L}]+-\p{Ll}+$/u.test(word)) continue;
      if (pattern === atHandle && printedBefore.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
      if (pattern === messagingApps && namedAsInstalledApp(text, match.index, match.index + word.length)) continue;
      // "Só chamadas e SMS, sem WhatsApp", "sin WhatsApp": an app the item lacks is no way to talk ("no" is left out: in Portuguese it is "on").
      if (pattern === messagingApps && /(?<![\p{L}])(?:sem|sin|sans|without|ohne|senza)\s+(?:(?:o|el|le|the|il)\s+)?$/iu.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
      // "mit WhatsApp und Instagram getestet": a network named as an app the phone runs, its next word no handle.
      if (pattern === handleAfterNetwork && !pointsAtHandle.test(word) && namedAsInstalledApp(text, match.index, match.index + word.length)) continue;
      // "segue @loja no insta": a handle already found on its own is not found again with its searching word around it.
      if (pattern === handleBeforeNetwork && found.some((f) => f.start < match.index + word.length && match.index < f.end)) continue;
      found.push(finding('social_handle', 'contact-details', text, match.index, match.index + word.length));
    }
  }
  return found;
}
