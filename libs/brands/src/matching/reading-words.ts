// The words a brand string is read by, in PT, ES, FR, EN, IT and DE (folded: no accents, lower case): compatibility,
// comparison and copy words, given names, and the product words that may stand beside a maker without making another name.

/** Bags and cases in our languages: made by makers of what goes in them as much as by fashion's ("Bolsa Lowepro", "mochila Samsonite"). */
export const bagWords = new Set(['bolsa', 'bolsas', 'bolso', 'mala', 'malas', 'mochila', 'mochilas', 'bag', 'bags', 'sac', 'sacoche', 'borsa', 'tasche', 'rucksack', 'backpack', 'zaino', 'estojo', 'estuche', 'etui', 'astuccio', 'case']);

/** A lens mount named by a camera maker ("monture Canon", "Sony E mount"): what the lens fits, its code (E, EF, FE, Z) between. */
export const mountWords = new Set(['monture', 'montura', 'mount', 'encaixe', 'baioneta', 'bajonett', 'attacco', 'innesto']);

/** The compatibility words that are adjectives: written after a brand ("Lego compatible"), they say what the item fits too. */
export const fittingAdjectives = new Set(['compatible', 'compatibles', 'compativel', 'compativeis', 'kompatibel', 'compatibile', 'compatibili', 'adaptable', 'adaptables', 'adaptavel', 'adaptaveis', 'adattabile', 'adattabili', 'adaptierbar', ...mountWords]);

/** Tokens after which a brand names what an accessory fits, not its maker ("capa para iPhone"): the words for "for" and "fits", and the fitting adjectives and mount words. */
export const compatibilityWords = new Set(['para', 'pra', 'for', 'pour', 'fur', 'per', 'voor', 'fits', 'fit', ...fittingAdjectives]);

/** "With" in our languages: words after one describe what comes with the item ("com 2 comandos", "avec objectif"), not its name. */
export const withWords = new Set(['com', 'con', 'avec', 'with', 'mit', 'inclui', 'incluye', 'includes', 'including', 'inclus', 'incluso', 'inklusive']);

/**
 * Words of a place, a venue or an institution ("Arena", "Hotel", "Stadium", "Museum"): written right after a brand opening the
 * string, with no model number, the brand names that place, not the item's maker ("Nokia Arena", "Nikon Hotel"). Not "presa":
 * a dam in Spanish, but a wall socket in Italian ("presa schuko"), goods of the makers it would follow.
 */
export const placeWords = new Set([
  'arena', 'hotel', 'hoteis', 'hotels', 'stadium', 'estadio', 'stadion', 'stadio', 'museum', 'museu', 'museo', 'musee', 'valley', 'vale',
  'street', 'rua', 'calle', 'airport', 'aeroporto', 'aeropuerto', 'aeroport', 'flughafen', 'university', 'universidade', 'universidad',
  'universite', 'universita', 'foundation', 'fundacao', 'fundacion', 'fondation', 'fondazione', 'stiftung', 'center', 'centre',
  'zentrum', 'hall', 'theatre', 'theater', 'teatro', 'insurance', 'seguros', 'park', 'parque', 'parc', 'parco', 'dam', 'barragem',
  'cinema', 'cine', 'kino', 'plaza', 'praca', 'piazza', 'platz', 'square', 'station', 'estacao', 'estacion', 'gare', 'bahnhof', 'beach',
  'praia', 'playa', 'plage', 'castle', 'castelo', 'castillo', 'chateau', 'castello', 'schloss', 'church', 'igreja', 'iglesia', 'eglise',
  'chiesa', 'kirche', 'cathedral', 'catedral', 'cathedrale', 'lake', 'lago', 'island', 'ilha', 'isla', 'avenue', 'avenida', 'road',
]);

/**
 * What is sold or kept of a place rather than made by a maker: a ticket, a map, a postcard, a poster, a sign, a print, a photo, a stay
 * ("siemens park bilhete", "hoover dam postcard"). With a category named, a place's word after a maker names the place only with
 * one of these after it: other words ("makita station carregador", "specialized road carbono") describe the maker's goods.
 */
/**
 * Words of a university or college ("Columbia University", "Boston College"): after a maker's name they make the institution's name,
 * never a line of the maker's goods, so its merchandise (a hoodie, a mug) names the institution, whatever the category.
 */
export const institutionWords = new Set(['university', 'universidade', 'universidad', 'universite', 'universita', 'universitat', 'college']);

export const placeThings = new Set([
  'bilhete', 'bilhetes', 'ingresso', 'ingressos', 'ticket', 'tickets', 'billet', 'billets', 'biglietto', 'biglietti',
  'eintrittskarte', 'eintrittskarten', 'postal', 'postais', 'postcard', 'postcards', 'cartolina', 'cartoline', 'postkarte', 'postkarten',
  'poster', 'posters', 'cartaz', 'cartazes', 'cartel', 'affiche', 'affiches', 'plakat', 'mapa', 'mapas', 'map', 'maps', 'mappa', 'stadtplan',
  'programa', 'programme', 'program', 'programma', 'programm', 'reisefuhrer', 'souvenir', 'souvenirs', 'lembranca',
  'recuerdo', 'reserva', 'reservation', 'booking', 'prenotazione', 'reservierung', 'estadia', 'estancia', 'sejour', 'soggiorno', 'noite',
  'noites', 'noche', 'noches', 'nuit', 'nuits', 'night', 'nights', 'notte', 'notti', 'visita', 'visite', 'visit', 'voucher', 'sign', 'signs',
  'letreiro', 'panneau', 'insegna', 'print', 'prints', 'gravura', 'stampa', 'photo', 'foto', 'fotografia', 'photograph',
]);

/**
 * The kinds of a lens: a maker named by one (Zoom), written in lower case in a lens's or binoculars' string, is the kind of lens
 * ("objectif zoom 28-200", "canon powershot zoom 20x").
 */
export const lensKindWords = new Set(['zoom', 'macro', 'makro', 'fisheye', 'tele', 'pancake']);

/** Nouns of a lens or of binoculars, in our languages: beside one a lens's kind is the lens's. */
export const lensNouns = new Set([
  'objetiva', 'objetivas', 'objetivo', 'objetivos', 'objectiva', 'objectivas', 'objectif', 'objectifs', 'obiettivo', 'obiettivi', 'objektiv',
  'objektive', 'lente', 'lentes', 'lens', 'lenses', 'binoculos', 'binoculares', 'prismaticos', 'binoculars', 'jumelles', 'binocolo', 'fernglas',
  'telescopio', 'telescope', 'teleskop', 'monocular', 'monoculo',
]);

/** An item's size and material, in our languages: words that describe the item, never go on a maker's word as a phrase. */
export const itemTraitWords = new Set([
  'tamanho', 'talla', 'taille', 'taglia', 'grosse', 'size', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'la', 'lana', 'laine', 'wool', 'wolle',
  'algodao', 'algodon', 'coton', 'cotone', 'cotton', 'baumwolle', 'couro', 'cuero', 'cuir', 'leather', 'leder', 'pele', 'piel', 'pelle', 'seda',
  'soie', 'silk', 'linho', 'lino', 'lin', 'linen', 'ganga', 'denim', 'camurca', 'ante', 'suede', 'daim', 'veludo', 'terciopelo', 'velours', 'velvet',
]);

/**
 * English words sellers of PT, ES, FR, IT and DE borrow to describe goods ("casaco oversize", "ténis running", "TV smart", "look
 * vintage"): after a noun they describe the item even where a maker bears the word, so they are never read as a foreign maker.
 */
export const borrowedGoodsWords = new Set([
  'look', 'smart', 'flex', 'pocket', 'craft', 'select', 'unit', 'style', 'sport', 'sports', 'top', 'fit', 'vintage', 'basic', 'casual', 'premium',
  'light', 'cross', 'trail', 'street', 'urban', 'running', 'outdoor', 'fitness', 'gaming', 'kids', 'baby', 'home', 'office', 'party', 'oversize',
  'oversized', 'cargo', 'bomber', 'crop', 'slim', 'skinny', 'mom', 'boyfriend', 'jogger', 'biker', 'chic', 'boho', 'hybrid', 'twist', 'stretch',
  'push', 'racing', 'touring', 'comfort', 'soft', 'hard', 'wireless', 'gold', 'silver', 'camel', 'nude', 'cream', 'mint', 'coral', 'new', 'old',
]);

/** The state an item is sold in, in our languages ("pouco usada", "como nuevo", "très bon état", "neu"): words describing the item. */
export const conditionWords = new Set([
  'usado', 'usada', 'usados', 'usadas', 'novo', 'nova', 'novos', 'novas', 'nuevo', 'nueva', 'nuevos', 'nuevas', 'neuf', 'neuve', 'neufs', 'neuves',
  'nuovo', 'nuova', 'nuovi', 'nuove', 'neu', 'neue', 'neuer', 'neues', 'gebraucht', 'usato', 'usata', 'usati', 'usate', 'used', 'new', 'occasion',
  'uso', 'estado', 'etat', 'stato', 'zustand', 'condition', 'bom', 'boa', 'buen', 'buena', 'bon', 'bonne', 'buono', 'buona', 'gut', 'good',
  'perfeito', 'perfeita', 'perfecto', 'perfecta', 'parfait', 'parfaite', 'perfetto', 'perfetta', 'etiqueta', 'etiquetas', 'etiquette', 'selado',
  'selada', 'precintado', 'precintada', 'sealed', 'original', 'originais', 'originales', 'seminovo', 'seminova', 'seminuevo', 'seminueva',
]);

/** "Worn" in our languages: with `conditionWords`, the item's state after an adverb ("only worn once", "nie getragen"). */
export const wornWords = new Set(['worn', 'unworn', 'getragen', 'indossato', 'indossata', 'indossati', 'indossate']);

/** Units of an item's age ("usado 1 ano", "6 mois", "2 Jahre"): after a number they say how long the seller has had it. */
export const ageWords = new Set([
  'ano', 'anos', 'mes', 'meses', 'semana', 'semanas', 'dia', 'dias', 'an', 'ans', 'mois', 'semaine', 'semaines', 'jour', 'jours', 'anno', 'anni', 'mese',
  'mesi', 'settimana', 'settimane', 'giorno', 'giorni', 'jahr', 'jahre', 'jahren', 'monat', 'monate', 'monaten', 'woche', 'wochen', 'tag', 'tage', 'year',
  'years', 'month', 'months', 'week', 'weeks', 'day', 'days',
]);

/** Words for goods sold loose or unbranded ("peças avulso", "piezas sueltas", "vrac", "generic"): they describe the item, never name it. */
export const looseWords = new Set([
  'avulso', 'avulsa', 'avulsos', 'avulsas', 'solto', 'solta', 'soltos', 'soltas', 'suelto', 'suelta', 'sueltos', 'sueltas', 'loose', 'lose', 'sfuso',
  'sfusa', 'sfusi', 'sfuse', 'sciolto', 'sciolti', 'vrac', 'generico', 'generica', 'genericos', 'genericas', 'generic', 'generique', 'generiques',
  'generici', 'generiche', 'generisch', 'generische', 'baratas', 'baratos', 'cheap', 'economicos', 'economicas',
]);

/**
 * What a seller says of the item besides its state ("a estrear", "usado 1 ano", "preço negociável", "comprado em 2022"): its age, its
 * price and where or when it was bought. Written after a brand's words, they make no other name with it.
 */
export const sellersPhraseWords = new Set([
  'estrear', 'estrenar', 'preco', 'precio', 'prix', 'prezzo', 'preis', 'price', 'negociavel', 'negociable',
  'negoziabile', 'trattabile', 'verhandelbar', 'vhb', 'ono', 'obo', 'barato', 'barata', 'urgente', 'comprado', 'comprada', 'compre', 'achete', 'achetee',
  'comprato', 'comprata', 'gekauft', 'bought', 'factura', 'fatura', 'facture', 'fattura', 'rechnung', 'invoice', 'garantia', 'garantie', 'garanzia',
  'warranty', 'incluida', 'incluido', 'incluidas', 'incluidos', 'incluse', 'inclusa', 'inclusi', 'included', 'inkl', 'riscos', 'rayures', 'graffi', 'kratzer',
  'scratches', 'mint', 'impecavel', 'impecable', 'impeccable', 'impeccabile', 'einwandfrei',
]);

/**
 * The words for "brand" a seller writes right before the maker's name ("bicicleta da marca giant", "pull de la marque kiabi", "Jacke
 * der Marke jack wolfskin", "borsa marchio furla"): the name after one is the maker's, even where it is also a word. Not English
 * "brand" ("brand new").
 */
export const makerCueWords = new Set(['marca', 'marcas', 'marque', 'marke', 'marchio']);

/**
 * Words of a screen protector ("película", "vidro temperado", "verre trempé", "Panzerglas", "screen protector"): device makers
 * seldom sell one second-hand, so the device maker written after one is what it fits, model or not.
 */
export const screenProtectorWords = new Set([
  'pelicula', 'peliculas', 'pellicola', 'pellicole', 'hidrogel', 'hydrogel', 'temperado', 'temperados', 'templado', 'templados', 'temperato',
  'temperati', 'trempe', 'tempered', 'schutzfolie', 'schutzglas', 'panzerglas', 'panzerglass', 'displayschutz', 'displayschutzfolie',
  'protegeecran',
]);
/** A protector's noun and the screen's after it ("protector de pantalla", "screen protector", "protetor de ecrã"). */
export const screenWords = new Set(['pantalla', 'ecra', 'ecran', 'screen', 'schermo', 'display', 'tela']);

/** "And" in our languages (`&` is read as "and"): a brand after one is a second brand beside the first. */
export const conjunctions = new Set(['e', 'y', 'et', 'and', 'und', 'ed']);

/**
 * "Or" in our languages ("ténis Geox ou Kickers", "Makita oder Bosch"): two makers offered as alternatives name no one maker of the
 * item, as two joined by "and" do. Not Spanish or Italian "o", which is Portuguese's article too.
 */
export const alternativeWords = new Set(['ou', 'or', 'oder', 'oppure']);

/**
 * Words that open a phrase of the word before them ("Next to new", "Focus on the bike", "Guess what", "Look at this"):
 * articles, prepositions and pronouns of EN, FR, IT, DE and ES — not "de", "da", "do", "di", "du", which sellers write between
 * a maker and its item ("Mango de mulher").
 */
export const phraseWords = new Set([
  'the', 'to', 'on', 'at', 'of', 'in', 'is', 'are', 'was', 'be', 'it', 'its', 'you', 'your', 'my', 'me', 'what', 'this', 'that', 'these', 'those', 'than', 'if', 'but', 'so',
  'le', 'les', 'un', 'une', 'il', 'lo', 'gli', 'der', 'die', 'das', 'ein', 'eine', 'ist', 'zu', 'el', 'los', 'las', 'um', 'uma',
]);

/**
 * Common given names of our countries: a brand written right after one, with its capital ("Pedro Bose", "Mark Gibson"), is a
 * person's surname, not the brand (a designer's full name, "Christian Dior", is the brand's alias and is read whole first).
 */
export const givenNames = new Set(
  ('joao jose maria ana miguel pedro paulo carlos antonio manuel francisco luis jorge rui nuno ricardo tiago diogo andre bruno rita sofia ines joana ' +
    'marta carla patricia sandra teresa isabel catarina beatriz mariana juan javier alejandro pablo sergio fernando rafael raul alberto enrique lucia carmen ' +
    'laura elena cristina pilar jean pierre michel philippe alain nicolas christophe francois jacques louis marie nathalie isabelle sylvie catherine sophie ' +
    'julien mathieu thomas antoine camille claire julie john james david michael robert william richard mark paul steve steven peter george tom tony ' +
    'mary elizabeth sarah emma kate jennifer linda susan giovanni giuseppe marco luca andrea francesca giulia alessandro matteo lorenzo roberto hans klaus ' +
    'jurgen wolfgang stefan andreas sabine petra ursula helmut heinz ' +
    // first names of the famous sellers list memorabilia of ("Marilyn Monroe", "Elvis Presley"); none a brand's name or alias
    'marilyn elvis frank bob kurt freddie whitney amy ed justin britney edith serge audrey grace marlon ron elton mick keith ringo jim janis tina ' +
    'diana brad angelina leonardo cristiano lionel rafa roger serena novak michelle barack donald hillary emmanuel angela vladimir nelson albert ' +
    'salvador frida harry').split(' '),
);

/** Words that compare the item with a brand ("tipo", "estilo", "façon", "dupe"): what follows is not its maker. ("like" is left out: "like new".) */
// French and English "type" and French "genre" before a brand too ("parfum type …", "sac genre …").
// Plurals too ("auriculares parecidos a los …"), the Italian and German words ("simile a", "ähnlich wie") and French "à la manière de".
// Perfume dupes' words too ("equivalente a", "inspiração", "que imita"), and plurals.
export const comparisonWords = new Set(['equivalente', 'equivalentes', 'equivalent', 'equivalencia', 'equivalence', 'inspiracao', 'inspiracion', 'inspiration', 'inspirazione', 'imita', 'imitam', 'imitan', 'imitar', 'imitate', 'imitates', 'imitating', 'dupes', 'estilos', 'tipo', 'estilo', 'genero', 'genre', 'type', 'facon', 'maniere', 'imitando', 'inspired', 'inspirado', 'inspirada', 'inspirados', 'inspiradas', 'inspiree', 'inspirees', 'parecido', 'parecida', 'parecidos', 'parecidas', 'semelhante', 'semelhantes', 'similar', 'similares', 'similaire', 'similaires', 'simile', 'simili', 'ahnlich', 'ahnliche', 'ahnlicher', 'lookalike', 'dupe', 'stil', 'stile',
  // French "inspiré de", Italian "ispirato a", German "inspiriert von" and their other genders and numbers
  'inspire', 'inspires', 'ispirato', 'ispirata', 'ispirati', 'ispirate', 'inspiriert', 'inspirierte', 'inspirierter', 'inspiriertes', 'inspirierten']);

/** English comparing words written after the brand they compare with ("Barbour style", "Dyson dupe", "Chanel-inspired"). */
export const comparisonAfterWords = new Set(['style', 'styled', 'dupe', 'dupes', 'inspired', 'lookalike', 'alike', 'esque']);

/** Words after "style" that make it a product's reference, not a comparison ("style code", "style number"). */
export const stylesProduct = new Set(['code', 'no', 'number', 'nr', 'ref', 'reference', 'id']);

/** "type" compares only before a name: before a letter or a number ("Type-C", "type 2") or at the end ("E-Type") it is a model word. */
export const comparesWithName = (next: string | undefined) => next !== undefined && next.length > 2 && !/\d/.test(next);

/**
 * "bicicleta de estrada com grupo …", "portátil con gráfica …": a component's or licence's maker written a few words after "with" is a
 * part on the item, not the item's maker — so is each of a list of parts after it, joined by "and" or commas ("com suspensão …
 * e travões …").
 */
export const withWordBefore =
  /(?<![\p{L}])(?:com|con|avec|with|mit|equipad[oa]s?|equipped|[eé]quip[eé]e?s?|ausgestattet)\s+(?:(?:[\p{L}\p{N}-]+\s+){0,2}[\p{L}\p{N}-]+(?:\s+(?:e|y|et|and|und|ed)\s+|\s*,\s*)){0,3}(?:[\p{L}\p{N}-]+\s+){0,2}$/iu;

/** Words that say the item is not the brand's own: a copy is no brand ("Rolex replica"). */
// The French, German and Italian words too, forged ("falsificado"), and the homage watch, a copy of a model sold as such.
const counterfeitWords = new Set(['replica', 'fake', 'copy', 'copia', 'imitacao', 'imitacion', 'imitation', 'knockoff', 'falso', 'falsa', 'faux', 'contrefacon', 'aaa',
  'replique', 'replika', 'copie', 'kopie', 'nachbau', 'imitazione', 'falsificado', 'falsificada', 'falsificados', 'falsificadas', 'contrafeito', 'contrafeita', 'clone', 'clon',
  'homage', 'hommage', 'homenagem', 'homenaje', 'omaggio', 'bootleg',
  'counterfeit', 'contrafacao', 'contrafaccion', 'contraffazione', 'falsificacao', 'falsificacion', 'falsificazione', 'falschung', 'faelschung',
  // plurals, and the English word for it
  'replicas', 'fakes', 'copias', 'copies', 'imitacoes', 'imitaciones', 'imitations', 'knockoffs', 'falsos', 'falsas', 'repliques', 'clones', 'clons', 'counterfeit', 'counterfeits']);

/** "knock-off", "knock off": a copy written in two words. */
const isKnockOff = (tokens: string[], k: number) => tokens[k] === 'knock' && tokens[k + 1] === 'off';

/** Copy words written before a material to name an imitation of it ("faux fur", "fake leather", "imitação pele", "imitación piel"). */
const materialImitations = new Set(['faux', 'fake', 'imitation', 'imitacao', 'imitacion', 'imitazione']);
/** Copy words written after a material to name an imitation of it ("pele falsa", "pelo falso"). */
const materialFakes = new Set(['falso', 'falsa', 'falsos', 'falsas']);

/** "faux fur", "fake leather", "pele falsa": a material made to look like another, not a copy of a brand. */
const imitatedMaterials = new Set(['fur', 'leather', 'suede', 'cuir', 'fourrure', 'daim', 'pele', 'pelo', 'couro', 'piel', 'cuero', 'pelle', 'pelliccia', 'pelz', 'leder', 'pearl', 'pearls', 'perles', 'silk', 'soie', 'croco', 'crocodile', 'snake', 'python', 'marble', 'marbre', 'wood', 'bois', 'plant', 'plants', 'flowers', 'fleurs', 'shearling', 'mink', 'vison']);

/**
 * Whether the token at `k` says the item is a copy: a copy word (save one naming an imitation material: "faux fur" is a
 * fur, "pele falsa" a leather, not copies), "knock off", or a negation one or two words before a word of authenticity ("não são originais", "is not genuine").
 */
/**
 * Words saying the goods are no maker's ("genérico", "generic", "unbranded"): a brand beside one names what the goods fit or are
 * sold in place of ("Hoover generic bags", "sacos genéricos Hoover"), never their maker.
 */
const unbrandedWords = new Set(['generico', 'generica', 'genericos', 'genericas', 'generic', 'generics', 'generique', 'generiques', 'generici', 'generiche', 'generisch', 'generische', 'generischer', 'unbranded', 'markenlos', 'noname']);
/** "sem marca", "sin marca", "sans marque", "senza marca", "ohne Marke", "no brand": the words for "without" before a brand's noun. */
const withoutWords = new Set(['sem', 'sin', 'sans', 'senza', 'ohne', 'no']);
const brandNouns = new Set(['marca', 'marque', 'marke', 'brand']);

export function isCopyWord(tokens: string[], k: number): boolean {
  const token = tokens[k]!;
  if (unbrandedWords.has(token) || (withoutWords.has(token) && brandNouns.has(tokens[k + 1] ?? ''))) return true;
  // "faux fur", "fake leather", "imitación piel", "pele falsa": a copy word naming an imitation material, no copy of a brand.
  if (counterfeitWords.has(token)) return !((materialImitations.has(token) && imitatedMaterials.has(tokens[k + 1] ?? '')) || (materialFakes.has(token) && imitatedMaterials.has(tokens[k - 1] ?? '')));
  if (isKnockOff(tokens, k)) return true;
  return negations.has(token) && (authenticWords.has(tokens[k + 1] ?? '') || (copulas.has(tokens[k + 1] ?? '') && authenticWords.has(tokens[k + 2] ?? '')));
}

/**
 * Words saying the goods come cheap or from where copies come ("china", "chinês", "barato", "cheap", "billig", "pas cher",
 * "AliExpress"): beside a maker's name written right they say little ("Xiaomi versão China"), but beside a name read only as a
 * misspelling they say the spelling is a copy's label, not a slip ("Makitta berbequim chinês").
 */
const cheapCopyWords = new Set([
  'china', 'chines', 'chinesa', 'chineses', 'chinesas', 'chino', 'chinos', 'chinas', 'chine', 'chinois', 'chinoise', 'chinoises', 'cina', 'cinese', 'cinesi',
  'chinese', 'chinesisch', 'chinesische', 'chinesischer', 'barato', 'barata', 'baratos', 'baratas', 'baratissimo', 'baratissima', 'cheap', 'cheapest',
  'billig', 'billige', 'billiger', 'aliexpress', 'temu', 'dhgate',
]);

/** Whether the token at `k` says the goods come cheap or from where copies come ("barato", "made in China", "pas cher"). */
export function saysCheapCopy(tokens: readonly string[], k: number): boolean {
  return cheapCopyWords.has(tokens[k]!) || (tokens[k] === 'pas' && tokens[k + 1] === 'cher');
}

/** "is", "é", "es", "est", "ist", "são", "son", "are": between a negation and "original". */
const copulas = new Set(['is', 'e', 'es', 'est', 'ist', 'sao', 'son', 'are', 'sind', 'sont', 'era', 'was']);

/** "não original", "not genuine", "pas authentique": a negation right before a word of authenticity says the item is a copy. */
const negations = new Set(['nao', 'no', 'not', 'non', 'pas', 'nicht', 'nem', 'ni']);

export const authenticWords = new Set(['original', 'originals', 'originais', 'originales', 'originale', 'originali', 'originaux', 'genuine', 'authentic', 'autentico', 'autentica', 'authentique', 'autentici', 'echt', 'oficial', 'official']);

/**
 * Words that compare the item with a brand only where a brand follows them ("trainers like Nike", "veste style Chanel", "bag in the
 * style of Chanel", "robe à la Chanel", "look Chanel", "alternative to Dyson"): before other words they are something else ("like
 * new", "como nova", "style code").
 */
export const comparisonBeforeBrand = new Set(['like', 'como', 'comme', 'come', 'wie', 'style', 'look', 'vibe', 'vibes', 'alternative', 'alternativa', 'alternatief', 'igual', 'iguais', 'identico', 'identica', 'identique']);

/**
 * Words saying an item fits any maker's goods ("universal", "universel", "universale", "universell"…): written right before a brand
 * they name what it fits, as "para" does ("universal hoover bags", "carregador universal Samsung"), not its maker; before other
 * words they describe the item ("Spigen universal car mount" is Spigen's).
 */
export const fitsAnyBeforeBrand = new Set(['universal', 'universais', 'universales', 'universel', 'universelle', 'universels', 'universelles', 'universale', 'universali', 'universell', 'universeller', 'universellen']);

/** Words allowed between such a word and the brand: "style of", "alternative to", "igual a", "à la". */
export const comparisonLinks = new Set(['of', 'to', 'a', 'as', 'the', 'de', 'di', 'do', 'da', 'la', 'du', 'des', 'al', 'ao', 'los', 'las', 'os', 'zu', 'zum', 'zur']);

/** English adjectives that make "style" a description of the item ("Vintage style Levi's 501"), not a comparison with what follows. */
export const styleAdjectives = new Set(['vintage', 'retro', 'classic', 'casual', 'boho', 'bohemian', 'western', 'military', 'street', 'sporty', 'preppy', 'minimalist', 'industrial', 'scandinavian', 'nordic', 'rustic', 'modern', 'oversized', 'old', 'new', 'same']);

/** Colours of our six languages that name no maker of the table: product words wherever written (`colourWords` adds those that do). */
const plainColours = [
  'preto', 'negro', 'noir', 'nero', 'schwarz', 'black', 'branco', 'blanc', 'bianco', 'weiss', 'white', 'azul', 'bleu', 'blau', 'blue', 'vermelho', 'rojo',
  'rouge', 'rosso', 'rot', 'verde', 'vert', 'grun', 'green', 'gris', 'grey', 'gray', 'rosa', 'amarelo', 'amarillo', 'jaune', 'giallo', 'gelb', 'yellow',
  'marron', 'brown', 'beige', 'gold', 'silver', 'violet', 'lila', 'purple', 'navy',
  // lilac and salmon in PT ("lilás"), FR ("lilas"), EN, IT ("lilla"), and champagne, as phones' and clothes' colours are named
  'lilas', 'lilac', 'lilla', 'salmon', 'champagne',
  // the same in the feminine and the plural, as sellers write them after the noun ("mala preta", "coluna branca", "robe noire",
  // "borsa nera", "schwarze Jacke"), with light and dark ("azul claro"); "bianchi" is left out (Bianchi)
  ...('preta pretas pretos branca brancas brancos vermelha vermelhas vermelhos amarela amarelas amarelos castanha castanhas ' +
    'castanhos dourada douradas dourados prateada prateadas prateados cinzenta cinzentas cinzentos azuis verdes roxa roxas roxos ' +
    'escura escuro escuras escuros clara claro claras claros negra negras negros blanca blancas blancos roja rojas rojos amarilla ' +
    'amarillas amarillos dorada doradas dorados plateada plateadas plateados morada morados azules grises marrones noire noires ' +
    'noirs blanche blanches blancs bleue bleues bleus verte vertes verts grise rouges jaunes doree dorees argentee argentees ' +
    'violette marrons nera nere neri bianca bianche rossa rosse rossi gialla gialle gialli grigia grigie grigi verdi azzurro ' +
    'azzurra azzurri marroni dorata dorato argentata argentato schwarze schwarzer schwarzes weisse weisser weisses rote roter ' +
    'rotes blaue blauer blaues grune gruner grunes graue grauer gelbe gelber rosas').split(' '),
];

/** Units of a device's storage ("128 gb", "1tb"). */
const storageUnits = ['gb', 'tb', 'mb'];

/** Whether a token is a device's storage written joined to its number ("512gb"): no model code, as a measure is none. */
export function isStorage(token: string): boolean {
  const joined = /^\d+(\p{L}+)$/u.exec(token);
  return joined !== null && storageUnits.includes(joined[1]!);
}

/**
 * Who an item is for, in the six languages ("homem", "kids", "bebé"): no goods of their own, so they say nothing of which
 * maker's goods the item is ("Mustela bebé" is a baby's cream, not a toy).
 */
export const forWhomWords: ReadonlySet<string> = new Set(
  ('homem hombre homme uomo herren men mulher mujer femme donna damen women crianca nino enfant bambino kinder unisex kids baby bebe senhora senora signora dame menina menino rapariga rapaz nina girl girls boys').split(' '),
);

/**
 * "Without" in our languages ("sem", "sin", "sans", "senza", "ohne", "without"): a brand right after one is what the item lacks
 * ("sem Google", "sin Windows"), no maker of it. Not "no": a Portuguese contraction ("no Porto") as often as a negation.
 */
export const lackWords: ReadonlySet<string> = new Set(['sem', 'sin', 'sans', 'senza', 'ohne', 'without']);

/**
 * People an item is for, after a "for" word ("para homem", "pour enfants", "for students", "para estudante"): who it is for, in the
 * singular and the plural, never a device it fits. `forWhomWords` and their plurals, students, adults, the elderly and beginners.
 */
export const personNouns: ReadonlySet<string> = new Set([
  ...forWhomWords,
  ...('homens hombres hommes uomini men mulheres mujeres femmes donne criancas ninos ninas enfants bambini bambine kinder bebes senhoras senoras signore dames meninas meninos ' +
    'raparigas rapazes estudante estudantes estudiante estudiantes etudiant etudiants etudiante etudiantes studente studenti studentessa student students schuler ' +
    'adulto adultos adulte adultes adulti adult adults erwachsene idoso idosos mayores personnes anziani senioren seniors senior principiante principiantes ' +
    'debutant debutants debutante principianti beginner beginners anfanger menino rapaz jovem jovens jovenes jeunes ragazzi ragazze teens adolescentes adolescents').split(' '),
]);

/** Words that may stand beside a brand in a brand field without making it another name. */
export const productWords = new Set([
  'iphone', 'ipad', 'macbook', 'folio', 'galaxy', 'pixel', 'phone', 'smartphone', 'telemovel', 'movil', 'mobile', 'portable', 'laptop', 'tablet', 'console', 'consola',
  'bike', 'bicicleta', 'velo', 'bicycle', 'shoes', 'sapatilhas', 'zapatillas', 'baskets', 'sneakers', 'tenis', 'boots', 'botas', 'jeans', 'jacket', 'casaco', 'chaqueta',
  'veste', 'air', 'max', 'pro', 'plus', 'ultra', 'lite', 'mini', 'original', 'originals', 'genuine', 'new', 'novo', 'nuevo', 'neuf', 'used', 'usado', 'occasion', 'de', 'da', 'do',
  'by', 'the', 'note', 'switch', 'one', 'mid', 'low', 'high', 'retro', 'classic', 'vintage', 'limited', 'series', 'edition', 'home', 'kitchen', 'cozinha', 'cocina', 'cuisine',
  // cameras, audio, watches, furniture, toys, books, sports, tools, beauty, instruments, vehicles
  'camera', 'camara', 'maquina', 'appareil', 'photo', 'fotografica', 'reflex', 'dslr', 'mirrorless', 'lens', 'lente', 'objetiva', 'objetivo', 'objectif', 'tripod', 'tripe',
  'headphones', 'auscultadores', 'auriculares', 'casque', 'earbuds', 'speaker', 'coluna', 'altavoz', 'enceinte', 'amplifier', 'amplificador', 'turntable', 'gira', 'discos', 'hifi',
  'watch', 'relogio', 'reloj', 'montre', 'uhr', 'automatic', 'automatico', 'quartz', 'chronograph', 'ring', 'anel', 'anillo', 'bague', 'necklace', 'colar', 'collar', 'collier',
  'sofa', 'chair', 'cadeira', 'silla', 'chaise', 'table', 'mesa', 'lamp', 'candeeiro', 'lampara', 'lampe', 'toy', 'toys', 'brinquedo', 'juguete', 'jouet', 'jeu', 'jogo', 'juego',
  'game', 'games', 'set', 'kit', 'book', 'livro', 'libro', 'livre', 'dvd', 'bluray', 'vinyl', 'vinil', 'cd', 'golf', 'ski', 'skis', 'tennis', 'racket', 'raquete', 'raqueta',
  'drill', 'berbequim', 'taladro', 'perceuse', 'tools', 'tool', 'ferramenta', 'herramienta', 'outil', 'perfume', 'parfum', 'eau', 'toilette', 'cologne', 'cream', 'creme', 'crema',
  'guitar', 'guitarra', 'guitare', 'bass', 'baixo', 'bajo', 'basse', 'piano', 'keyboard', 'teclado', 'clavier', 'drums', 'bateria', 'amp', 'pedal', 'helmet', 'capacete', 'casco',
  'tyre', 'tire', 'pneu', 'neumatico', 'pneus', 'neumaticos', 'pneumaticos', 'reifen', 'oil', 'oleo', 'aceite', 'huile', 'moto', 'motorcycle', 'car', 'carro', 'coche', 'voiture', 'auto', 'professional',
  // the same in the other new categories (PT, ES, FR, IT, DE, EN), then colours, sizes and who it is for,
  // none of them a name or alias of the table ("Blanco" and "Red" are brands)
  'tenda', 'tienda', 'tente', 'zelt', 'tent', 'mochila', 'zaino', 'rucksack', 'backpack', 'giacca', 'jacke', 'blouson', 'manteau', 'cappotto', 'mantel', 'abrigo', 'coat',
  'vestido', 'robe', 'kleid', 'vestito', 'dress', 'mala', 'bolso', 'borsa', 'tasche', 'bag', 'handbag', 'oculos', 'gafas', 'lunettes', 'occhiali', 'sonnenbrille',
  'sunglasses', 'carrinho', 'cochecito', 'poussette', 'passeggino', 'kinderwagen', 'stroller', 'pram', 'boneca', 'muneca', 'poupee', 'bambola', 'puppe', 'doll', 'patins',
  'patines', 'skate', 'trotinete', 'patinete', 'trottinette', 'monopattino', 'scooter', 'aspirador', 'aspiradora', 'aspirateur', 'aspirapolvere', 'staubsauger', 'vacuum',
  'frigorifico', 'nevera', 'frigo', 'kuhlschrank', 'fridge', 'lavadora', 'lavatrice', 'waschmaschine', 'cafeteira', 'cafetera', 'cafetiere', 'caffettiera',
  'kaffeemaschine', 'rebarbadora', 'amoladora', 'meuleuse', 'smerigliatrice', 'serra', 'sierra', 'scie', 'saw', 'martelo', 'martillo', 'marteau', 'hammer', 'aparafusadora',
  'atornillador', 'visseuse', 'avvitatore', 'akkuschrauber', 'cama', 'lit', 'letto', 'bett', 'bed', 'estante', 'estanteria', 'etagere', 'scaffale', 'regal', 'shelf',
  'colchao', 'colchon', 'matelas', 'materasso', 'matratze', 'mattress', 'secretaria', 'escritorio', 'bureau', 'scrivania', 'schreibtisch', 'desk', 'orologio', 'armbanduhr',
  'pulseira', 'brinco', 'pendientes', 'boucles', 'orecchini', 'ohrringe', 'earrings', 'cuffie', 'kopfhorer', 'coluna', 'altifalante', 'lautsprecher', 'raton', 'rato',
  'desbloqueado', 'desbloqueada', 'liberado', 'liberada', 'debloque', 'unlocked', 'sbloccato', 'entsperrt', 'simlockfrei',
  'souris', 'mouse', 'monitor', 'impressora', 'impresora', 'imprimante', 'stampante', 'drucker', 'printer', 'tv', 'televisao', 'televisor', 'television', 'televiseur', 'televisore', 'fernseher',
  // their plurals, as the goods nouns list them (`product-nouns.data.ts`): sellers name a lot or a pair so ('colunas', 'relojes')
  'abrigos', 'altifalantes', 'amplificadores', 'amplifiers', 'amps', 'anillos', 'aparafusadoras', 'appareils', 'bagues', 'baterias', 'bicicletas',
  'bicycles', 'bikes', 'blusas', 'books', 'brincos', 'brinquedos', 'cadeiras', 'camaras', 'cameras', 'camisas', 'camisolas', 'capacetes', 'casacos',
  'cascos', 'casques', 'chairs', 'chaises', 'chaquetas', 'chemises', 'chronographs', 'claviers', 'coats', 'colares', 'collares', 'colliers',
  'colunas', 'consolas', 'consoles', 'cremes', 'dolls', 'dresses', 'editions', 'enceintes', 'faldas', 'faroles', 'ferramentas', 'fleeces', 'gorros',
  'guitares', 'guitarras', 'guitars', 'helmets', 'herramientas', 'impresoras', 'impressoras', 'imprimantes', 'jackets', 'jogos', 'jouets', 'juegos',
  'juguetes', 'jupes', 'keyboards', 'laptops', 'lenses', 'lentes', 'libros', 'livres', 'livros', 'mochilas', 'monitores', 'monitors', 'montres',
  'moviles', 'necklaces', 'objectifs', 'objetivas', 'objetivos', 'outils', 'pantalons', 'parfums', 'parkas', 'pedales', 'pedals', 'perfumes',
  'phones', 'pianos', 'pijamas', 'polos', 'printers', 'pulseiras', 'rackets', 'raquetes', 'ratones', 'ratos', 'rebarbadoras', 'relogios', 'relojes',
  'rings', 'robes', 'saias', 'serras', 'shirts', 'sierras', 'sillas', 'skates', 'skirts', 'smartphones', 'sofas', 'speakers', 'swimsuits', 'tables',
  'tablets', 'teclados', 'televiseurs', 'televisions', 'televisores', 'tendas', 'tentes', 'tents', 'tiendas', 'tires', 'trajes', 'tvs', 'tyres',
  'velos', 'vestes', 'vestidos', 'watches',
  ...plainColours, 'blu', 'cinzento', 'cinza', 'grigio', 'grau', 'pink',
  'castanho', 'marrone', 'bege', 'dourado', 'dorado', 'dore', 'oro', 'prateado', 'plateado', 'argente', 'argento',
  'silber', 'prata', 'plata', 'ouro', 'inox', 'couro', 'cuero', 'cuir', 'leather', 'madeira', 'madera', 'legno', 'holz', 'wood', 'tamanho', 'talla', 'taille', 'taglia', 'grosse', 'size', 'xs', 'xl', 'xxl', ...forWhomWords,
  // more colours, a phone's or a computer's storage and connections, and its state, in the six languages ("128 gb grafite", "wifi")
  'grafite', 'grafito', 'graphite', 'graphit', 'roxo', 'morado', 'violeta', 'viola', 'laranja', 'naranja', 'arancione',
  'bordeaux', 'bordo', 'burdeos', 'turquesa', 'turquoise', 'turchese', 'marinho', 'marino', 'caqui', 'kaki', 'khaki', 'titanio',
  ...storageUnits, 'ram', 'ssd', 'hdd', 'wifi', 'cellular', 'lte', 'dual', 'sim', 'esim', 'nfc', 'bluetooth', 'wireless', 'inalambrico', 'inalambricos', 'kabellos',
  'recondicionado', 'reacondicionado', 'reconditionne', 'ricondizionato', 'refurbished', 'seminovo', 'seminuevo', 'impecavel', 'impecable',
  // the colours phone and computer makers name their finishes by, in the six languages ("meia-noite" is read joined)
  'midnight', 'minuit', 'medianoche', 'mezzanotte', 'mitternacht', 'meianoite', 'starlight', 'lumiere', 'stellaire', 'estelar', 'sideral',
  'sidereal', 'espacial', 'space', 'lavanda', 'lavande', 'lavender', 'mint', 'menta', 'azure',
  'charcoal', 'carvao', 'carbon', 'antracite', 'antracita', 'anthracite', 'anthrazit', 'obsidian', 'obsidiana', 'snow', 'neve', 'nieve', 'neige',
  'hazel', 'avela', 'porcelain', 'porcelana', 'ivory', 'marfim', 'marfil', 'ivoire', 'avorio', 'elfenbein', 'cream', 'creme', 'crema',
  'taupe', 'olive', 'oliva', 'mostarda', 'mostaza', 'moutarde', 'senape', 'mustard', 'senf', 'salmao', 'saumon', 'salmone', 'lachs',
  // abbreviations that describe an item, never a model code ("kit DIY", "cabo USB", "ecrã LED")
  'diy', 'usb', 'led', 'leds', 'lcd', 'oled', 'qled', 'hd', 'fhd', 'uhd', 'hdr', 'gps', 'hdmi', 'rgb', 'nfc', 'ac', 'dc',
  // car parts named before their maker ("Pinças Brembo …", "Farol Valeo …")
  'pincas', 'pinzas', 'etriers', 'caliper', 'calipers', 'jantes', 'llantas', 'felgen', 'farol', 'farois', 'faro', 'faros', 'phare', 'phares', 'scheinwerfer',
  'headlight', 'headlights', 'amortecedor', 'amortecedores', 'amortiguadores', 'amortisseurs',
  // a model's generation ("5ª geração", "3e génération", "2nd gen")
  'geracao', 'generacion', 'generation', 'generazione', 'gen',
  // materials ("faux fur", "couro") and more garments, in the six languages; none a name or alias of the table ("Polar" is a brand)
  'leather', 'couro', 'cuero', 'cuir', 'leder', 'pelle', 'fur', 'pele', 'piel', 'fourrure', 'pelliccia', 'pelz', 'wool', 'laine', 'lana', 'wolle', 'cotton',
  'algodao', 'algodon', 'coton', 'cotone', 'baumwolle', 'silk', 'seda', 'soie', 'seta', 'seide', 'denim', 'ganga', 'suede', 'camurca', 'daim', 'linen', 'linho',
  'lino', 'leinen', 'cashmere', 'caxemira', 'cachemire', 'kaschmir', 'faux', 'hoodie', 'sweatshirt', 'sweat', 'camisola', 'sudadera', 'pull', 'shirt', 'camisa',
  'chemise', 'camicia', 'hemd', 'tshirt', 'polo', 'blouse', 'blusa', 'top', 'skirt', 'saia', 'falda', 'jupe', 'gonna', 'pants', 'trousers', 'calcas',
  'pantalones', 'pantalon', 'pantaloni', 'hose', 'shorts', 'calcoes', 'vest', 'colete', 'chaleco', 'gilet', 'cardigan', 'sweater', 'jumper', 'pullover', 'parka',
  'anorak', 'trench', 'blazer', 'puffer', 'fleece', 'knit', 'malha', 'punto', 'tricot', 'bomber', 'windbreaker', 'raincoat', 'gabardina', 'gabardine', 'impermeavel',
  // suits, scarves, hats, gloves, socks, belts, ties, nightwear and swimwear in the six languages
  'suit', 'anzug', 'traje', 'scarf', 'cachecol', 'bufanda', 'echarpe', 'sciarpa', 'schal', 'hat', 'chapeu', 'chapeau', 'cappello', 'beanie', 'gorro', 'gloves',
  'luvas', 'guantes', 'gants', 'guanti', 'handschuhe', 'socks', 'meias', 'calcetines', 'chaussettes', 'calze', 'socken', 'belt', 'cinto', 'cinturon', 'ceinture',
  'cintura', 'gurtel', 'tie', 'gravata', 'corbata', 'cravate', 'cravatta', 'krawatte', 'pijama', 'pyjama', 'pigiama', 'schlafanzug', 'leggings', 'bikini', 'biquini', 'swimsuit',
]);

/**
 * A holder's nouns ("suporte", "soporte", "support", "Halterung", "holder"): opening the string, what follows their "de" is
 * what they hold ("suporte de telemóvel Samsung", "support de casque Bose"), another maker's item, as after "para".
 */
export const holderWords = new Set(['suporte', 'suportes', 'soporte', 'soportes', 'support', 'supports', 'supporto', 'supporti', 'halterung', 'halter', 'holder', 'holders']);

/** "de" and its contractions in our languages, and "of": after a holder's noun, what it holds (or where it is fixed) follows. */
export const ofWords = new Set(['de', 'do', 'da', 'dos', 'das', 'del', 'di', 'du', 'des', 'della', 'dello', 'dei', 'delle', 'of']);

/**
 * What a holder is fixed to or made of, written after its "de" ("suporte de parede", "soporte de mesa", "support de voiture",
 * "suporte de madeira"): the holder's own kind, no item it holds, so a maker after it may be the holder's own.
 */
export const holderKindWords = new Set([
  'parede', 'paredes', 'pared', 'mur', 'muro', 'muri', 'wand', 'wall', 'teto', 'tecto', 'techo', 'plafond', 'soffitto', 'decke', 'ceiling',
  'mesa', 'table', 'tavolo', 'tisch', 'desk', 'secretaria', 'escritorio', 'bureau', 'scrivania', 'schreibtisch', 'chao', 'suelo', 'sol', 'pavimento',
  'boden', 'floor', 'pe', 'pie', 'carro', 'coche', 'voiture', 'auto', 'car', 'moto', 'mota', 'guiador', 'manillar', 'guidon', 'manubrio', 'lenker',
  'handlebar', 'tablier', 'salpicadero', 'cruscotto', 'ventosa', 'ventouse', 'grelha', 'rejilla', 'grille', 'porta', 'puerta', 'porte', 'door',
  'canto', 'esquina', 'coin', 'angolo', 'ecke', 'corner', 'madeira', 'madera', 'bois', 'legno', 'holz', 'wood', 'metal', 'metall', 'metallo',
  'aluminio', 'aluminium', 'alluminio', 'plastico', 'plastique', 'plastica', 'kunststoff', 'plastic', 'acrilico', 'acrylique', 'acryl', 'acrylic',
  'bambu', 'bambou', 'bamboo', 'ferro', 'hierro', 'fer', 'eisen', 'iron', 'aco', 'acero', 'acier', 'acciaio', 'stahl', 'steel', 'inox', 'vidro',
  'vidrio', 'verre', 'vetro', 'glas', 'glass', 'silicone', 'silicona', 'silikon',
]);

/** An adapter's nouns: it joins what is written on both sides of its "para" ("Adaptador Canon EF para Sony E"). */
export const adapterWords = new Set(['adaptador', 'adaptadores', 'adapter', 'adapters', 'adaptateur', 'adaptateurs', 'adattatore', 'adattatori']);

/** Words of an accessory's string ("Capa iPhone 12"): beside them, a product line names what the item fits. */
export const accessoryWords = new Set([
  'capa', 'funda', 'coque', 'case', 'cover', 'hulle', 'charger', 'carregador', 'cargador', 'chargeur', 'cable', 'cabo', 'strap', 'bracelete', 'bracelet', 'pulseira', 'correa',
  'filter', 'filtro', 'filtre', 'adapter', 'adaptador', 'adaptateur', 'protector', 'pelicula', 'film', 'mando', 'comando', 'controller', 'suporte', 'soporte', 'support', 'mount',
  'battery', 'batterie', 'bateria', 'pastilhas', 'cordas', 'cuerdas', 'cordes', 'strings', 'replacement', 'replica',
  // straps, cases, covers, chargers and cables in the words of PT, ES, FR, IT and DE not written above
  'correia', 'correias', 'carcasa', 'housse', 'custodia', 'cinturino', 'caricatore', 'ladegerat', 'kabel', 'cavo', 'armband', 'protetor',
  // skins and stickers a device is dressed in
  'skin', 'skins', 'sticker', 'stickers', 'autocolante', 'autocolantes', 'pegatina', 'pegatinas', 'autocollant', 'autocollants', 'adesivo', 'adesivi', 'aufkleber', 'decal', 'decals',
]);

/** Units a number is measured in: with one, written after it or joined to it, the number is a measure, not a model number. */
const units = new Set(['lm', 'lumen', 'lumens', 'mah', 'ah', 'wh', 'w', 'watt', 'watts', 'kw', 'v', 'volt', 'volts', 'ml', 'cl', 'l', 'litro', 'litros', 'litre', 'litres', 'liter', 'liters', 'mm', 'cm', 'm', 'metros', 'km', 'kg', 'g', 'gr', 'mg', 'oz', 'lb', 'lbs', 'polegadas', 'pulgadas', 'pouces', 'pollici', 'zoll', 'inch', 'inches', 'pcs', 'pecas', 'piezas', 'pieces', 'pezzi', 'teile', 'unidades', 'x']);

/** Whether a token with digits is a measure: a number with a unit joined to it ("1000mg") or written after it ("300 lumens"). */
export function isMeasure(token: string, next: string | undefined): boolean {
  const joined = /^\d+(?:[.,]\d+)?(\p{L}+)$/u.exec(token);
  if (joined) return units.has(joined[1]!);
  return /^\d+(?:[.,]\d+)?$/.test(token) && next !== undefined && units.has(next);
}

/**
 * Colours of our six languages that are also makers' names (Orange's and Rose's bikes, Blanco's clothes) or near them: a maker
 * that is such a word, in lower case before a noun of its goods, is the item's colour as often ("rose vestido", "blanco sofá")
 * — German "braun" aside, where Braun's appliances are what the nouns name far more often than brown ones.
 */
export const colourWords: ReadonlySet<string> = new Set([...plainColours, 'orange', 'rose', 'blanco', 'red']);

/**
 * Nouns of a part built into a whole item, in our six languages: a graphics card, a processor, brakes, gears, a fork or shock,
 * wheels, a sole, a membrane, a lining or filling, a zip, a lens, a sensor, a motor. Written after the noun of the whole item
 * ("pc gaming placa gráfica Nvidia", "bicicleta travões Shimano"), they say whose part a component maker after them made.
 */
export const componentNouns: ReadonlySet<string> = new Set([
  'placa', 'grafica', 'graficas', 'graphics', 'gpu', 'tarjeta', 'carte', 'graphique', 'scheda', 'grafikkarte', 'processador', 'procesador', 'processeur', 'processore',
  'prozessor', 'processor', 'cpu', 'chip', 'chipset', 'travoes', 'travao', 'frenos', 'freno', 'freins', 'frein', 'freni', 'bremsen', 'bremse', 'brakes', 'brake',
  'mudancas', 'cambios', 'cambio', 'grupo', 'gruppo', 'groupe', 'groupset', 'schaltung', 'schaltgruppe', 'desviador', 'derailleur', 'deragliatore', 'suspensao',
  'suspension', 'sospensione', 'federung', 'forquilha', 'horquilla', 'fourche', 'forcella', 'gabel', 'fork', 'amortecedor', 'amortiguador', 'amortisseur',
  'ammortizzatore', 'dampfer', 'shock', 'rodas', 'ruedas', 'roues', 'ruote', 'laufrader', 'wheels', 'wheelset', 'sola', 'solas', 'suela', 'semelle', 'suola',
  'sohle', 'sole', 'membrana', 'membrane', 'forro', 'enchimento', 'relleno', 'rembourrage', 'imbottitura', 'fullung', 'insulation', 'fecho', 'fechos',
  'cremallera', 'zip', 'zipper', 'reissverschluss', 'lente', 'lentes', 'objectif', 'obiettivo', 'sensor', 'capteur', 'sensore', 'motor', 'moteur', 'motore',
]);

/**
 * Nouns of a picture printed or drawn on an item ("motivo", "Motiv", "motif", "estampa", "desenho"…): a name right after them
 * (or "de" and a name), or before the German and English "Motiv"/"motif", is what the picture shows, not who made the item.
 */
export const motifNouns: ReadonlySet<string> = new Set([
  'motivo', 'motivos', 'motiv', 'motive', 'motiven', 'motif', 'motifs', 'estampa', 'estampas', 'desenho', 'desenhos', 'dibujo', 'dibujos', 'dessin', 'dessins',
  'disegno', 'disegni', 'imagem', 'imagen', 'immagine', 'aufdruck', 'bild',
]);
/** The motif nouns written after the name of what the picture shows ("Mammut Motiv", "tiger motif"). */
export const motifNounsAfter: ReadonlySet<string> = new Set(['motiv', 'motive', 'motiven', 'motif', 'motifs', 'aufdruck']);

/**
 * "iphone 12 bateria 88%", "galaxy s21 bateria a 90", "iphone 11 saúde bateria 79", "battery health 85": a battery's noun (PT, ES,
 * FR, EN, IT, DE) right before a percentage (1 to 100, with "%" or after "a", "à", "em", "al", "at", "en"), or after a word of its
 * health, states the device's battery: no goods of its own (drums, a car's battery) and no accessory. "bateria 60ah", "bateria de
 * carro", "bateria yamaha", "bateria 74 ah bosch", "batterie 12 volt varta" (a capacity or a voltage, not a health) stay as written.
 */
const batteryHealth =
  /(?<![\p{L}\d])(?:(?:sa[uú]de|salud|sant[eé]|salute|health|zustand|estado|[eé]tat|stato|condition|capacidade|capacidad|capacit[eé]|capacity|kapazit[aä]t)\s+(?:(?:da|de|de\s+la|del|della|der|des|of|the)\s+)?)?(?:bater[ií]a|batterie|battery|batteria|akku)(?:\s+(?:health|sa[uú]de))?\s+(?:(?:a|à|em|al|at|en|bei)\s+)?(\d{1,3})(?:\s*%|(?!\s*(?:m?ah|wh|volts?|v|watts?|w|a)(?![\p{L}\d])))(?![\p{L}\d])/giu;
export function withoutBatteryHealth(raw: string): string {
  return raw.replace(batteryHealth, (phrase: string, percent: string) => (Number(percent) >= 1 && Number(percent) <= 100 ? ' '.repeat(phrase.length) : phrase));
}

/** Materials furniture and goods are made of, in our languages ("de carvalho", "en bois", "di legno"): after "de" they describe the item. */
export const materialWords = new Set([
  'madeira', 'madera', 'bois', 'legno', 'holz', 'wood', 'carvalho', 'roble', 'chene', 'rovere', 'eiche', 'oak', 'pinho', 'pino', 'pin', 'kiefer', 'pine',
  'nogueira', 'nogal', 'noyer', 'noce', 'walnut', 'faia', 'haya', 'hetre', 'faggio', 'buche', 'metal', 'metall', 'metallo', 'vidro', 'vidrio', 'verre',
  'vetro', 'glas', 'glass', 'marmore', 'marmol', 'marbre', 'marmo', 'marmor', 'marble', 'bambu', 'bambou', 'bamboo', 'vime', 'mimbre', 'osier',
  'vimini', 'rattan', 'inox', 'aco', 'acero', 'acier', 'acciaio', 'ferro', 'hierro', 'fer', 'latao', 'laton', 'laiton', 'ottone', 'plastico', 'plastique',
  'plastica', 'ceramica', 'ceramique', 'porcelana', 'porcelaine', 'porcellana', 'pedra', 'piedra', 'pierre', 'pietra', 'stein', 'stone',
]);

/**
 * Where on a vehicle a part goes (PT, ES, FR, EN, IT, DE): "pneu … traseiro", "tyre … rear" — a word of the part's own, as a
 * size or a number is.
 */
export const partPositionWords: ReadonlySet<string> = new Set([
  'traseiro', 'traseiros', 'traseira', 'traseiras', 'dianteiro', 'dianteiros', 'dianteira', 'dianteiras', 'tras', 'frente',
  'trasero', 'traseros', 'trasera', 'traseras', 'delantero', 'delanteros', 'delantera', 'delanteras',
  'arriere', 'avant', 'rear', 'front', 'posteriore', 'posteriori', 'anteriore', 'anteriori', 'hinten', 'vorne', 'hinterrad', 'vorderrad',
]);

/**
 * Trade standards named after their inventor or first maker, which the trade writes as ordinary words, each with the nouns (PT,
 * ES, FR, EN, IT, DE) of the goods it is a standard of: screw drives and the keys and bits that turn them ("phillips",
 * "pozidriv", "torx", "allen", "robertson", "tri-wing"), lock cylinders ("yale"), valves ("schrader", "presta"), cables and plugs
 * ("bowden", "xlr", "rca"), drill chucks ("sds"). One letter off a maker's name or the name of one elsewhere ("phillips" and
 * Philips), they name the standard, not a maker, beside the goods the standard is of.
 */
const screwGoods = [
  'chave', 'chaves', 'ponta', 'pontas', 'parafuso', 'parafusos', 'aparafusador', 'aparafusadora', 'fenda', 'fendas', 'estrela', 'cabeca', 'sextavada',
  'destornillador', 'destornilladores', 'atornillador', 'tornillo', 'tornillos', 'punta', 'puntas', 'llave', 'llaves', 'cabeza', 'plana',
  'tournevis', 'vis', 'embout', 'embouts', 'cle', 'cles', 'tete', 'cruciforme',
  'screwdriver', 'screwdrivers', 'screw', 'screws', 'bit', 'bits', 'key', 'keys', 'wrench', 'driver', 'head', 'slotted', 'flathead',
  'cacciavite', 'cacciaviti', 'vite', 'viti', 'inserto', 'inserti', 'chiave', 'chiavi', 'punte',
  'schraube', 'schrauben', 'schraubendreher', 'schlussel', 'kreuzschlitz',
];
const lockGoods = ['cilindro', 'canhao', 'fechadura', 'bombin', 'cerradura', 'cylindre', 'serrure', 'cylinder', 'lock', 'serratura', 'schloss', 'chave', 'chaves', 'llave', 'key', 'keys'];
const valveGoods = ['valvula', 'valvulas', 'camara', 'camaras', 'bomba', 'valve', 'valves', 'chambre', 'pompe', 'tube', 'tubes', 'pump', 'valvola', 'camera', 'pompa', 'ventil', 'schlauch', 'pumpe', 'adaptador', 'adapter'];
const cableGoods = ['cabo', 'cabos', 'ficha', 'fichas', 'cable', 'cables', 'conector', 'conectores', 'prise', 'plug', 'plugs', 'lead', 'leads', 'connector', 'cavo', 'cavi', 'kabel', 'stecker', 'adaptador', 'adapter', 'adaptateur'];
const drillGoods = ['broca', 'brocas', 'berbequim', 'martelo', 'mandril', 'taladro', 'martillo', 'foret', 'forets', 'perforateur', 'drill', 'drills', 'hammer', 'chuck', 'punta', 'punte', 'trapano', 'bohrer', 'bohrhammer'];
/** Screw drives: a drive size ("ph2", "t25") beside one says the standard as its goods' nouns do. */
const screwDrives: ReadonlySet<string> = new Set(['phillips', 'pozidriv', 'pozi', 'torx', 'allen', 'robertson', 'triwing']);
const tradeStandards: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ...[...screwDrives].map((word) => [word, new Set(screwGoods)] as const),
  ['yale', new Set(lockGoods)],
  ...['schrader', 'presta'].map((word) => [word, new Set(valveGoods)] as const),
  ...['bowden', 'xlr', 'rca'].map((word) => [word, new Set(cableGoods)] as const),
  ['sds', new Set(drillGoods)],
]);

/** Letters every standard's name holds, as written (any case, "tri-wing" with its hyphen): no standard is read where none is. */
const standardHint = /phil|pozi|torx|allen|robertson|tri-?wing|yale|schrader|presta|bowden|xlr|rca|sds/i;

/** A size of a screw drive ("ph2", "pz1", "t25", "tx30"), which says a screw drive's standard as its nouns do. */
const driveSize = /^(?:ph|pz|tx?)\d{1,2}$/;

/**
 * "chave phillips ph2", "parafuso phillips 4x40", "destornillador phillips", "cabo xlr 3m": a trade standard's name in a string
 * about the standard's goods (one of their nouns, or a drive size for a screw drive's) is the standard, taken out of the string;
 * elsewhere ("lâmpada phillips h4", "máquina de barbear phillips") it is read as written. `key` folds a word as brand keys do.
 */
export function withoutTradeStandards(raw: string, key: (word: string) => string): string {
  // Most strings name no standard: a cheap look for one first.
  if (!standardHint.test(raw)) return raw;
  const wordPattern = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
  const keys = (raw.match(wordPattern) ?? []).map(key);
  const standards = new Set(keys.filter((word) => {
    const goods = tradeStandards.get(word);
    return goods !== undefined && keys.some((other) => goods.has(other) || (screwDrives.has(word) && driveSize.test(other)));
  }));
  if (standards.size === 0) return raw;
  return raw.replace(wordPattern, (word) => (standards.has(key(word)) ? ' ' : word)).replace(/\s+/g, ' ').trim();
}

/**
 * Makers' names that are describing words (adjectives) of our languages: "rico" (rich: "som rico", "rico timbre"), "polar"
 * (fleece: "casaco polar"), "smart", "mini", "sharp". After the item's noun such a word describes the item or the word after it,
 * unless what follows is the maker's own (nothing, a number or code, a product word, its line).
 */
export const describingMakerNames: ReadonlySet<string> = new Set(['rico', 'polar', 'smart', 'mini', 'sharp']);

/** Nouns of goods sold by length, in our languages: cables, extensions, hoses, chains, ropes, wires, tubes, rails ("cabo 3m"). */
export const lengthGoodsNouns: ReadonlySet<string> = new Set([
  'cabo', 'cabos', 'extensao', 'extensoes', 'mangueira', 'corrente', 'corda', 'fio', 'tubo', 'calha',
  'cable', 'cables', 'alargador', 'manguera', 'cadena', 'cuerda', 'hilo', 'riel',
  'cable', 'rallonge', 'tuyau', 'chaine', 'corde', 'fil', 'rail',
  'extension', 'lead', 'hose', 'chain', 'rope', 'wire', 'tube', 'tubing', 'cord',
  'cavo', 'cavi', 'prolunga', 'tubo', 'catena', 'corda', 'filo',
  'kabel', 'verlangerung', 'schlauch', 'kette', 'seil', 'draht', 'rohr', 'schiene',
]);

/** Occasions and seasons a garment or shoe is for ("vestido de festa", "sapatos de cerimónia", "robe de soirée"): describing words of the item. */
export const occasionWords: ReadonlySet<string> = new Set([
  'festa', 'festas', 'fiesta', 'fiestas', 'fete', 'soiree', 'cerimonia', 'ceremonia', 'ceremonie', 'noiva', 'novia', 'mariee', 'sposa', 'boda', 'casamento',
  'mariage', 'matrimonio', 'gala', 'verao', 'verano', 'ete', 'estate', 'inverno', 'invierno', 'hiver', 'primavera', 'printemps', 'outono', 'otono', 'automne',
  'autunno', 'praia', 'playa', 'plage', 'spiaggia', 'noite', 'noche', 'nuit', 'sera', 'trabalho', 'trabajo', 'travail', 'lavoro', 'desporto', 'deporte', 'sport', 'vestir',
]);
