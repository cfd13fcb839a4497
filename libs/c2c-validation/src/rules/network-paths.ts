import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { isNegated } from './negation.ts';
import { foundByName, marketplaces, socialNetworks, videoNetworks } from './networks.ts';

/**
 * A page on a network written as its name, a slash and the page's name, without the site's address ("yt slash mariasings", "insta
 * barra ana.closet", "tiktok barre loulou", "fb Schrägstrich lena", "youtube/handmadebyjo"): the address of a page off the platform
 * (clause `external-links`), its domain left out; and a site's address whose slash is said as a word ("t1p.de slash fotos-max"). PT, ES, FR,
 * EN, IT, DE ("barra", "barre", "slash", "Schrägstrich").
 */

/** The networks and their short forms sellers write before a page's name (YouTube's "yt" and "ytb" too). */
const network = String.raw`(?:${socialNetworks}|${videoNetworks}|you\s?tube|yt|ytb|depop|etsy)`;
/** Any network, app or marketplace name: "insta slash tiktok" lists two networks, no page. */
const anyPlace = new RegExp(String.raw`^(?:${foundByName}|${videoNetworks}|${marketplaces}|yt|ytb|fb|ig|tiktok|reels?|shorts?|stories|watch|videos?|channel|canal|cha[iî]ne|kanal|feed|live)$`, 'iu');
/**
 * The network, then a slash said as a word between spaces, or a slash glued to both ("yt/name"; "insta / mais fotos" is a list or an
 * aside), then an @ said or written, then the page's name: letters, digits, dots and underscores, a letter among them.
 */
const networkPath = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${network}(?:\s+(?:slash|barra|barre|schr[aä]gstrich)\s+|/(?=[@\p{L}\p{N}]))(?:@|(?:arroba|at)\s+)?(?=[\p{N}._]*\p{L})([\p{L}\p{N}._]{3,30})(?![\p{L}\p{N}])`,
  'giu',
);
/** A site's address without its scheme, then a slash said as a word and the path ("t1p.de slash fotos-max", "minhaloja.pt barra catalogo"). */
const hostThenSpelledPath = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.])[\p{L}\p{N}][\p{L}\p{N}-]{1,29}\.(?:com|net|org|de|pt|es|fr|it|eu|io|me|ly|gl|co|to|gg|cc|info|link|page|site|shop|store|bio|app|uk|at|ch|be|nl|gd|sh|la|im|ws)\s+(?:slash|barra|barre|schr[aä]gstrich)\s+[\p{L}\p{N}][\p{L}\p{N}._-]{1,40}`,
  'giu',
);
/** Every such address holds a slash or its word: a text with neither (most texts) is not read. */
const slashWord = /\/|slash|barr[ae]|schr[aä]gstrich/iu;

export function findNetworkPaths(text: string): Finding[] {
  if (!slashWord.test(text)) return [];
  const found: Finding[] = [];
  let seen = 0;
  for (const match of matchesOf(text, networkPath)) {
    if (++seen > 20) break;
    if (anyPlace.test(match[1]!) || isNegated(text, match.index)) continue;
    found.push(finding('external_link', 'external-links', text, match.index, match.index + match[0].length));
  }
  for (const match of matchesOf(text, hostThenSpelledPath)) {
    if (++seen > 40) break;
    const end = match.index + match[0].length;
    if (isNegated(text, match.index) || found.some((f) => f.start < end && match.index < f.end)) continue;
    found.push(finding('external_link', 'external-links', text, match.index, end));
  }
  return found.sort((a, b) => a.start - b.start);
}
