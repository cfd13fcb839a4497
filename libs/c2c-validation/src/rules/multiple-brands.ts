import { findBrandMentions, loadBrandTable, matchBrand, opensWithProductLine, type BrandEntry, type BrandMention } from '@circular/brands';
import { finding, type Finding, type RuleContext } from './finding.ts';

/** Words that join two brands into one product: a collaboration ("Nike x Off-White", "H&M × Balmain"). */
const collaboration = /^\s*(?:x|×|&|\+|and|e|y|et|und|feat\.?|com|con|avec|with|mit)\s*$|^\s*(?:x|×)\s/iu;
/** Words that make a brand an edition of another's product ("Apple Watch Nike edition", "édition Kenzo"). */
const editionBefore = /(?:edi[cç][aã]o|edici[oó]n|[eé]dition|edition|ed\.|collab(?:oration)?|colabora[cç][aã]o|colaboraci[oó]n|by|designed\s+by|par|por)\s*$/iu;
const editionAfter = /^\s*(?:edition|edi[cç][aã]o|edici[oó]n|[eé]dition|collab)\b/iu;

/** Official co-branded product lines: brand families that appear together on one genuine product. */
const coBrands = new Set(['Apple+Nike', 'Apple+Hermès', 'Samsung+Tommy Hilfiger', 'Huawei+Porsche', 'Adidas+Gucci', 'Adidas+Prada', 'H&M+Balmain', 'Puma+Ferrari', 'Nike+Off-White', 'Nike+Supreme', 'Vans+Supreme', 'Converse+Comme des Garçons']);

/**
 * Words after which a brand names what the item fits or resembles, not what it is ("capa para
 * iPhone", "Hülle für Samsung", "compatible with Canon"), in PT, ES, FR, EN, DE and IT.
 */
const compatibility =
  /(?<![\p{L}])(?:para|for|pour|f[üu]r|per|compat[ií]ve(?:l|is)(?:\s+com)?|compatibles?(?:\s+(?:con|avec|with|para|pour|for))?|compatibile(?:\s+con)?|kompatibel(?:\s+mit)?|works\s+with|serve\s+(?:no|na|em|para)|fits?|passend\s+f[üu]r|adapt(?:ado|ed|é)\s+(?:a|para|to|for|à)|adaptador|adapter|adaptateur|carregador|cargador|chargeur|charger|ladeger[äa]t|capa|funda|coque|case|h[üu]lle|cover|cabo|cable|câble|kabel|correia|correa|bracelete|strap|bracelet|armband|filtro|filtre|filter)\s*(?:(?:o|a|os|as|el|la|los|las|le|les|l'|the|den|die|das|il|lo)\s+)?$/iu;
/**
 * Parts and fittings named just before a brand ("processador Intel", "objetiva Sigma", "cordas
 * Ernie Ball", "pneus Maxxis", "forro Polartec"): the brand is a part's maker, not the item's.
 */
const partBefore =
  /(?<![\p{L}])(?:placas?(?:\s+(?:m[aã]e|base|gr[aá]fica))?|motherboard|carte\s+m[eè]re|mainboard|processador|procesador|processeur|processore|processor|cpu|gr[aá]ficas?|gpu|carte\s+graphique|graphics(?:\s+card)?|ssd|hdd|disco(?:\s+(?:duro|r[ií]gido))?|disque(?:\s+dur)?|mem[oó]rias?|m[eé]moire|ram|fonte(?:\s+de\s+alimenta[cç][aã]o)?|fuente(?:\s+de\s+alimentaci[oó]n)?|alimentation|psu|power\s+supply|caixa|caja|bo[iî]tier|tower|cooler|ventoinhas?|ventiladores?|ecr[aã]|pantalla|[eé]cran|screen|display|teclado|clavier|keyboard|rato|rat[oó]n|souris|mouse|objetivas?|objetivos?|objectifs?|lens(?:es)?|lentes?|flash|trip[eé]|tr[ií]pode|tripod|tr[eé]pied|baterias?|bater[ií]as?|batteries?|battery|akku|cart[aã]o|tarjeta|carte\s+m[eé]moire|memory\s+card|cordas|cuerdas|cordes|strings|captadores|pastillas|micros|pickups?|testinas?|c[aá]psulas?\s+(?:fonocaptora|magn[eé]tica)s?|cellules?|cartridges?|tonabnehmer|stylus|agulhas?|agujas?|puntin[ae]|nadeln?|pedais|pedales|p[eé]dales|pedals?|pedaleiras?|amplificador|ampli|amp|tarrachas|mec[aâ]nicas|tuners|palhetas|p[uú]as|m[eé]diators|picks|grupo|groupset|rodas|ruedas|roues|wheels?|wheelset|pneus?|pneum[aá]ticos?|neum[aá]ticos?|tyres?|tires?|travões|trav[oõ]es|frenos|freins|brakes?|selim|sill[ií]n|selle|saddle|suspens[aã]o|suspensi[oó]n|forqueta|horquilla|fourche|fork|mudan[cç]as|cambio|d[eé]railleur|derailleur|desviador|shifters?|guiador|manillar|guidon|handlebars?|espig[aã]o|tija|seatpost|motor|moteur|motore|forro|lining|doublure|futter|fecho|cremallera|zip|zipper|rei[ßs]verschluss|atacadores|cordones|lacets|laces|sola|suela|semelle|soles?|fivela|hebilla|boucle|buckle|l[aâ]minas?|hojas?|lames?|blades?|brocas?|bits|jantes|llantas|rims|escape|exhaust|[eé]chappement|auspuff|amortecedores|amortiguadores|amortisseurs|shocks|pastilhas|plaquettes|pads|discos|disques|[oó]leo|aceite|huile|oil|c[aá]psulas|capsules|pods|pel[ií]culas?|protetor(?:\s+de\s+ecr[aã])?|protector(?:\s+de\s+pantalla)?|screen\s+protector|vidro\s+temperado|tempered\s+glass|verre\s+tremp[eé])(?:\s+(?:de|da|do|del|du|des|di|von|from|by))?\s*$/iu;
/** The shop an item was bought at, named after buying or a receipt ("comprado na Decathlon", "fatura do El Corte Inglés", "acheté chez Darty"): not a second maker. */
const shopBefore =
  /(?<![\p{L}])(?:comprad[oa]s?|adquirid[oa]s?|comprei|compr[eé]|achet[eé]e?s?|bought|purchased|gekauft|acquistat[oaie]|fatura|factura|facture|invoice|receipt|recibo|tal[aã]o|ticket)\s+(?:(?:em|en|na|no|nas|nos|numa|num|à|ao|a|la|el|chez|at|from|in|bei|im|da|de|del|do|dans|the|une?|uma?)\s+){1,2}$/iu;
/** A brand's service named after it ("Google Pay", "Apple Wallet", "Samsung Cloud", "Apple Store"): a feature or a shop, not the item's maker. */
/** An account's word right before a brand ("conta Google", "cuenta de Apple", "compte Microsoft", "Konto bei Samsung"): the service's account. */
const accountBefore = /(?<![\p{L}])(?:contas?|cuentas?|comptes?|account|accounts|account\s+di|konto|konten|profilo)\s+(?:(?:de|da|do|del|du|di|bei|von|on|at)\s+)?(?:(?:la|o|a|el|le|the)\s+)?$/iu;
const serviceAfter = /^[\s-]*(?:pay|wallet|maps|drive|photos|assistant|cloud|store|account|id|play|family\s+link|kids|lens|chrome|meet|classroom|music|arcade|translate|calendar|docs)(?![\p{L}\p{N}])/iu;
/**
 * Model designations many makers give their products that are also a brand's name ("Mini", "GT", "Pro", "Max"): right
 * after another maker's name, or one or two words after it, they name that maker's model ("DJI Mini 2", "iPad Mini",
 * "Huawei Watch GT"), not a second brand.
 */
const modelDesignation = /^(?:mini|max|pro|plus|lite|air|go|one|ultra|neo|note|edge|gt|gts|gti|rs|sport|classic|elite|prime|se|fe|xl|evo|active|fit)$/iu;
const modelNameGap = /^\s+(?:[\p{L}\p{N}-]+\s+){0,2}$/u;

let entriesByBrand: ReadonlyMap<string, BrandEntry> | undefined;
const entryOf = (brand: string) => (entriesByBrand ??= new Map(loadBrandTable().map((entry) => [entry.name, entry]))).get(brand);

/** Whether two brands sell in a category in common (the brand table's categories): a competitor's name, not a word of a model's. */
function sellAlike(a: BrandMention, b: BrandMention): boolean {
  const theirs = entryOf(b.brand)?.categories ?? [];
  return (entryOf(a.brand)?.categories ?? []).some((category) => theirs.includes(category));
}

/** Whether a holding (a group selling under its brands' names: Inditex, LVMH) owns the brand ("Zara, grupo Inditex"). */
function owns(holding: string, brand: string): boolean {
  if (entryOf(holding)?.holding !== true) return false;
  let depth = 0;
  for (let entry = entryOf(brand); entry?.parent !== undefined && depth < 10; entry = entryOf(entry.parent), depth++) if (entry.parent === holding) return true;
  return false;
}

/** Work offered on things: assembling, repairing, installing, cleaning (a service's listing, PT, ES, FR, EN, IT, DE). */
const workOffered =
  /(?<![\p{L}])(?:montagem|montaje|monto|montamos|montage|assembl(?:y|e|ing)|montaggio|aufbau|zusammenbau|repara[cç][aã]o|reparaci[oó]n|reparo|reparamos|r[eé]paration|r[eé]pare|repairs?|repairing|riparazion[ei]|riparo|reparatur\p{L}*|instala[cç][aã]o|instalaci[oó]n|instalo|installation|installazione|montador|montadora|handyman|faz-tudo|manitas|bricoleur)(?![\p{L}])/iu;
/** Words that compare the item with other brands: the keyword stuffing marketplaces forbid. */
// Also "style of", "à la", a perfume's "equivalente a", "dupe", "alternative to"; "vintage style", "retro style" describe the item.
const comparison =
  /(?<![\p{L}])(?:tipo|estilo|g[eé]nero|(?<!(?:vintage|retro|classic|casual|boho|western|military|street|sporty|preppy)\s+)style(?:\s+(?:of|de)(?:\s+the)?)?|like|comme|como|similar\s+(?:a|to)|parecid[oa]\s+(?:a|com)|similaire\s+[aà]|fa[cç]on|inspired\s+by|inspirad[oa]s?\s+(?:em|en)|inspir[eé]e?s?\s+(?:de|par)|[àa]\s+la|equivalentes?\s+(?:a|à|ao|to)|equivalent\s+to|dupes?(?:\s+(?:of|de|da|do))?|alternatives?\s+(?:to|a|à|ao)|alternativa\s+(?:a|à|ao))\s*$/iu;
/** English comparing words after the brand ("Barbour style", "Dyson dupe", "Chanel-inspired"), model numbers between allowed; "style code" is a reference. */
const comparisonAfter = /^((?:[\s-]+\d[\p{L}\p{N}]*)*[\s-]*(?:style|styled|dupe|inspired|lookalike|esque))(?![\p{L}])(?!\s+(?:code|no|number|nr|ref))/iu;

/**
 * More than one brand for one item, outside collaborations, the brand's own family (Redmi and
 * Xiaomi), components (Shimano on a Trek), parts named as such ("processador Intel", "cordas
 * Ernie Ball") and compatibility ("capa para iPhone"):
 * "Nike Adidas Puma", "casaco tipo Zara". Vinted hides such listings; others treat them as
 * misleading keywords. Each extra brand is reported with its span.
 */
export function findMultipleBrands(text: string, { category, brand }: RuleContext): Finding[] {
  const declared = brand ? matchBrand(brand) : undefined;
  const declaredFamily = declared ? (findBrandMentions(declared.brand)[0]?.family ?? declared.brand) : undefined;
  const mentions = findBrandMentions(text, { category });
  const found: Finding[] = [];
  // The last brand counted as the item's or another's: a brand written in the model name after it is judged against it.
  let anchor: BrandMention | undefined;
  let offersWork: { says: boolean } | undefined;
  const counted = mentions.filter((mention, i) => {
    const lead = text.slice(Math.max(0, mention.start - 30), mention.start);
    // "casaco tipo Zara": a brand the item is compared with is a keyword, even alone.
    // "montagem de roupeiros tipo IKEA", "repairs of Dyson-style vacuums": in a listing offering work on things, a brand compared names the things worked on.
    if (comparison.test(lead)) {
      const word = comparison.exec(lead)!;
      if (!(offersWork ??= { says: workOffered.test(text) }).says) found.push(finding('multiple_brands', 'brand', text, mention.start - lead.length + word.index, mention.end));
      return false;
    }
    const compared = comparisonAfter.exec(text.slice(mention.end, mention.end + 40));
    if (compared) {
      if (!(offersWork ??= { says: workOffered.test(text) }).says) found.push(finding('multiple_brands', 'brand', text, mention.start, mention.end + compared[1]!.length));
      return false;
    }
    const before = text.slice(Math.max(0, mentions[i - 1]?.end ?? 0), mention.start);
    if (i > 0 && collaboration.test(before)) return false;
    if (editionBefore.test(lead) || editionAfter.test(text.slice(mention.end, mention.end + 20))) return false;
    if (serviceAfter.test(text.slice(mention.end, mention.end + 20))) return false;
    // "sem contas Google nem Outlook", "compte Google supprimé", "Konto bei Apple": an account of a service on the item, not its maker.
    if (accountBefore.test(lead)) return false;
    const previous = mentions[i - 1];
    if (previous && previous.family !== mention.family && modelDesignation.test(mention.text) && modelNameGap.test(text.slice(previous.end, mention.start))) return false;
    // "Gazelle Orange C7", "Nerf Elite": a brand's name that is a product line of the maker written just before it (the brand
    // table's lines) is that maker's model.
    if (previous && previous.family !== mention.family && /^[\s-]+$/u.test(text.slice(previous.end, mention.start)) && opensWithProductLine(previous.brand, text.slice(mention.start, mention.start + 60))) return false;
    // "Lego 10497 Galaxy Explorer", "Kawasaki Ninja 650": a brand written in another maker's model name, one that sells nothing in
    // that maker's categories, is a word of the model's name ("Nike Adidas", "Zara Bershka": makers of one trade, still flagged).
    if (anchor && anchor.family !== mention.family && !sellAlike(anchor, mention) && modelNameGap.test(text.slice(anchor.end, mention.start))) return false;
    // "Mac Mini M1 Apple", "Watch GT 3 Huawei": a designation before the maker, a brand of another trade, is its model name too.
    const next = mentions[i + 1];
    if (next && next.family !== mention.family && modelDesignation.test(mention.text) && !sellAlike(mention, next) && modelNameGap.test(text.slice(mention.end, next.start))) return false;
    const after = mentions[i + 1] ? text.slice(mention.end, mentions[i + 1]!.start) : '';
    if (mentions[i + 1] && collaboration.test(after)) return false;
    const counts = !compatibility.test(lead) && !partBefore.test(lead) && !shopBefore.test(lead);
    if (counts) anchor = mention;
    return counts;
  });
  // A component or licence (Shimano on a Trek, a Bosch motor, Gore-Tex, Star Wars) counts only
  // where no other brand is the item's.
  // The group that owns a brand named ("Casaco Zara, grupo Inditex") is its owner, not a second brand.
  const makers = counted.filter((m) => !m.component && !counted.some((other) => other !== m && owns(m.brand, other.brand)));
  const primary = declaredFamily ?? (makers[0] ?? counted[0])?.family;
  const others = makers.filter((m) => m.family !== primary && !coBrands.has(`${primary}+${m.family}`) && !coBrands.has(`${m.family}+${primary}`));
  for (const m of others) found.push(finding('multiple_brands', 'brand', text, m.start, m.end));
  return found.sort((a, b) => a.start - b.start);
}
