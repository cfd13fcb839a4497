/**
 * Adding the seller as a contact ("add me", "adiciona-me", "añádeme", "ajoute-moi", "aggiungimi", "füg mich hinzu"): the narrower list the
 * "add me, same name" rule needs (`contacts-described.ts`), part of `contactVerb`.
 */
export const addVerb = String.raw`(?:add|adde|adicion\p{L}*|a[nñ][aá]d\p{L}*|agr[eé]g\p{L}*|ajout\p{L}*|aggiung\p{L}*|f[uü]g(?:e|t)?)`;

/**
 * What a verb's word is not a verb of reaching before: "of" makes it a name's word ("Call of Duty", "Call of the Wild"), and "la atención",
 * "a atenção", "l'attention" an idiom of noticing ("me llama la atención", "chama a atenção", "attire l'attention").
 */
const notNameOrIdiom = String.raw`(?!\s+(?:of|la\s+atenci[oó]n|a\s+aten[cç][aã]o|l['’]\s*attention|l['’]\s*attenzione)(?![\p{L}]))`;

/**
 * A pronoun before a verb of reaching ("me escreve", "mi chiami", "moi tu peux m'écrire"): Spanish "mi" is also "my", and before a noun
 * spelt like a verb it is a possessive ("mi liga" is my league, "mi chat" my chat), not a pronoun.
 */
export const pronounBeforeVerb = String.raw`(?:me|moi|nous|mi(?!\s+(?:liga|ligas|chat)(?![\p{L}])))`;

/**
 * Verbs of reaching the seller: writing, calling, messaging, finding, following or adding them, or typing their name (PT, ES, FR, EN,
 * IT, DE), in the imperative or first-person forms sellers write, a pronoun glued or not. One list for every rule that sends buyers
 * somewhere by a verb: to an app named by its look or nickname (`network-nicknames.ts`), to a network or "there"
 * (`unwritten-contacts.ts`). Each rule adds what must follow (a pronoun, a preposition, a place).
 *
 * Stems end in `\p{L}*` only where no everyday word starts the same way; elsewhere the forms are written out: "fala" not "falta",
 * "llama" not "llamativo", "cerca" not "cercano", "segue" not "seguro", "liga" not "ligação". "Look" and "hit" count only before
 * "me" or "us" ("look me up", "hit us up"): "look at the yellow pages" sends no one anywhere.
 */
export const contactVerb = String.raw`(?:ping|tap(?:e|ez|er)|teclea|digita|type|hmu|(?:hit|look)(?=\s+(?:me|us)(?![\p{L}]))|dm|pm|msg|message|text|(?:write|talk|speak)(?:\s+to)?|chat|reach|contact|find|search|${addVerb}|follow|call|send|mensag\p{L}*|m[aá]nd\p{L}*|chama|chamem|chamar|liga|ligue|ligar|ll[aá]m(?:a|e|en|ad|ame|eme|adme|ar)|fal[ae]\p{L}*|escrev\p{L}*|escr[ií]b\p{L}*|h[aá]bl\p{L}*|cont[aá]ct\p{L}*|contat\p{L}*|procur\p{L}*|pesquis\p{L}*|b[uú]sc\p{L}*|encontr\p{L}*|segue|seguem|seguir|siga|sigam|s[ií]gue|s[ií]guen|s[ií]gueme|s[ií]guenos|seguime|seguidme|env[ií](?:a|e|em|en|ar|ad)|[eé]cri\p{L}*|retrouve[rz]?|trouve[rz]?|cherch\p{L}*|rejoin\p{L}*|suiv\p{L}*|envoi\p{L}*|envoy\p{L}*|appel(?:le|lez|er)|scriv\p{L}*|cerca|cercate|cercami|cercatemi|trov\p{L}*|contatt\p{L}*|segui|seguite|seguimi|seguitemi|chiam(?:a|ate|ami|atemi)|schreib\p{L}*|such(?:e|en|t|st)|finde[nt]?|folg\p{L}*|meld\p{L}*|kontaktier\p{L}*|ruf(?:e|t|en)?)${notNameOrIdiom}`;
