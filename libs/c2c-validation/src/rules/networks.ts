/**
 * The social networks, messaging apps and marketplaces the contact rules name, each once with its short forms and spellings,
 * grouped by what the rules need. Each export is a pattern source (an alternation, no group around it, read case-insensitively):
 * a rule places it between its own boundaries and adds only its deliberate extras or exclusions, each with its reason.
 */

/** Social networks where a seller goes by a handle: the names, their short forms ("insta", "ig", "fb", "snap") and spellings ("tik tok", "face book"). */
export const socialNetworks = String.raw`instagram|insta|ig|tik\s?tok|face\s?book|fb|snapchat|snap|twitter`;

/** Messaging apps where a seller goes by a username. */
export const usernameMessengers = String.raw`telegram|discord|messenger`;

/** WhatsApp by its name, written in one word or two. */
export const whatsApp = String.raw`whats\s?app`;

/** WhatsApp as sellers also type it: misspelt or cut short ("whatsap", "wpp", "wapp"), by its Spanish and Brazilian nicknames ("wasap", "guasap", "zap zap"). */
export const whatsAppSpellings = String.raw`whatsap|wpp|wapp|wasap|guasap|uasap|zap\s?zap`;

/** Messaging apps that reach a seller by a phone number. */
export const numberMessengers = String.raw`${whatsApp}|signal`;

/** Video and picture networks, where a seller's channel is a handle as much as on the social ones. */
export const videoNetworks = String.raw`youtube|twitch|pinterest|vimeo`;

/** Resale apps where a seller's shop is found by its handle and none of our marketplaces' profiles runs: a handle there leads off the listing's platform. */
export const resaleApps = String.raw`depop|etsy|poshmark|grailed|vestiaire`;

/** Classified-ad and resale marketplaces (ours among them) where a seller has a profile of listings. */
export const marketplaces = String.raw`vinted|olx|custojusto|wallapop|ebay|leboncoin|milanuncios|subito|kleinanzeigen|gumtree|todocoleccion|marktplaats|shpock|willhaben`;

/** Every place a seller can be found on by name alone (a network, a messaging app, a resale app): the contact rules' list when no handle is written. */
export const foundByName = String.raw`(?:${socialNetworks}|${usernameMessengers}|${numberMessengers}|${resaleApps})`;

/** Network names that are also everyday words ("messenger bag", "signal booster", "snap frame"). */
const everydayNetwork = /^(?:messenger|signal|snap)$/iu;
/** A kind said before the word ("bolso tipo messenger", "sac style messenger", "messenger-type bag"). */
const kindBefore = /(?<![\p{L}])(?:tipo|type|style|estilo|stile|genre|art|modelo|model|like|como|comme|come|wie)\s+$/iu;
/** A noun after the word ("signal booster", "snap frame"): a word of two letters or more that is no conjunction, pronoun or "there". */
const nounAfter =
  /^[\s-]+(?!(?:and|or|e|y|et|und|oder|o|ou|too|also|tamb[eé]m|tambi[eé]n|aussi|anche|auch|then|please|there|l[aá]|ah[ií]|all[ií]|ali|l[aà]|l[iì]|dort|me|mi|moi|mir|mich|te|ti|you|us|nos|nous|uns|is|é|es|est|è|ist|or|if|se|si|com|con|with|avec|mit)(?![\p{L}]))\p{L}{2,}/iu;

/** Whether a network's name at `start`…`end` names the network: "messenger", "signal" and "snap" do only with no kind before and no noun after. */
export function namesNetwork(text: string, start: number, end: number): boolean {
  if (!everydayNetwork.test(text.slice(start, end))) return true;
  return !kindBefore.test(text.slice(Math.max(0, start - 12), start)) && !nounAfter.test(text.slice(end, end + 30));
}
