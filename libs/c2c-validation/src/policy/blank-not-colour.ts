/**
 * "Em branco", "en blanco", "in bianco", "en blanc": unfilled (a form, a card, a paper sold blank) or the colour white ("disponible en blanco",
 * "funda en blanco y negro", "pintado em branco mate"). The readers of blank papers take the phrase only where nothing beside it makes
 * it a colour: a colour word joined to it ("en blanco y negro", "em preto ou branco"), a word that offers or names a colour before it
 * ("disponible", "color", "pintado", "acabado"), or a shade after it ("mate", "brillo", "perla").
 */

/** Colour words (PT, ES, IT, FR, EN) that go with white. */
const colour = String.raw`(?:negr[oa]s?|pret[oa]s?|ner[oa]|neri|nere|noire?s?|black|gris|grises|cinzas?|cinzent[oa]s?|grigi[oa]|gr[ae]y|roj[oa]s?|vermelh[oa]s?|ross[oa]|rouges?|red|azu(?:l|is|les)|bleus?|blu|blue|verdes?|verts?|green|rosa|roses?|pink|dorad[oa]s?|dourad[oa]s?|or[oa]?|gold|plata|prata|argento|silver|beige|bege|marr[oó]n|castanh[oa]s?|marrone|brown|amarill[oa]s?|amarel[oa]s?|giall[oa]|jaunes?|yellow|naranja|laranja|arancione|orange|morad[oa]s?|roxo|roxa|viola|violet|purple|crema|creme|cr[eè]me|cream|marfil|marfim|avorio|ivoire|ivory|madera|madeira|legno|wood)`;
/** Said before it: offered in, painted, finished, coloured, "also". */
const colourBefore = String.raw`(?:disponibles?|dispon[ií]ve(?:l|is)|disponibil[ei]|colou?rs?|colores|cores?|colore|colori|couleurs?|tonos?|tons?|toni|pintad[oa]s?|lacad[oa]s?|acabad[oa]s?|verniciat[oa]|dipint[oa]|laccat[oa]|tamb[ié]n|tamb[eé]m|anche|todo|toda|tutto|tutta)`;
/** A shade after it. */
const shadeAfter = String.raw`(?:mate|matt?e?|brillo|brillante|brilhante|lucido|opaco|perla|p[eé]rola|perlato|nacarad[oa]|roto|nieve|neve|hueso|satinad[oa]|acetinad[oa]|glossy|brillant|hielo|gelo|ghiaccio|puro|puri?ssimo|polar|[óo]ptico|[óo]tico|ottico)`;
/** The colour joined: "y negro", "e preto", "ou branco", "/ nero", ", rojo". */
const joinedColour = String.raw`\s*(?:y|e|o|ou|ed|or|and|et|,|/|-|&)\s*(?:(?:en|em|in)\s+)?${colour}(?![\p{L}])`;

/** The phrases for white or blank given (a pattern's source) when no colour is beside them. */
export const notColour = (phrases: string): string =>
  String.raw`(?<!(?<![\p{L}])(?:${colourBefore}|${colour}\s*(?:y|e|o|ou|ed|or|and|et|,|/|-|&))\s+)(?:${phrases})(?!${joinedColour}|\s+${shadeAfter}(?![\p{L}]))`;

/** "Em branco", "en blanco" or "in bianco" read as unfilled: no colour beside it. */
export const blankNotColour = notColour(String.raw`em\s+branco|en\s+blanco|in\s+bianco`);
