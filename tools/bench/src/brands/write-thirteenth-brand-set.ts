import { writeFileSync } from 'node:fs';
import type { FamilyCase } from './brand-family-quality.ts';
import { brandSetCases } from './brand-set-lines.ts';

/*
 * Writes data/brands/brand-strings-thirteenth.json: a thirteenth brand set for issue 19, written in
 * the thirteenth round by a writer who changes no rule, frozen before the table or the matcher changed
 * in that round. Its writer read neither the brand table nor the matching code nor any set's data
 * file; a command meant to show the twelfth writer's header printed its first fifty lines too (seen,
 * not copied; a pairing seen there, Panasonic + Lumix as maker + sub-brand, was left out here).
 * 249 strings over 25 categories — cameras & optics, audio, watches, jewellery, furniture, toys,
 * baby, books, sports, bikes, tools, garden, musical instruments, beauty & perfume, vehicle parts,
 * small appliances, home, pets, collectibles, and some phones, tablets, laptops, consoles, clothing
 * and footwear — as sellers and feeds write brands in PT, ES, FR, EN and some IT and DE: raw,
 * misspelt, spaced, model words, sentences, maker + sub-brand, sub-brand alone, product lines.
 * Labels follow the naming policy: the brand as its owner sells it, with its parent (the
 * company that owns the brand name: Squier → Fender, Tudor → Rolex, Parkside → Lidl) only where the
 * writer is sure of the owner.
 * About 40 % adversarial: counterfeit-style look-alikes (Adibas), near names and one maker's name in
 * another's category (Boss the pedal maker beside Hugo Boss, Fender Jaguar, Rubik's Cube), generic
 * words, colours, places and people that are also brand names, "estilo X" / "tipo X" / "inspired by
 * X" / dupes, items with no brand, accessories "for X" / "compatible with X" (the brand is the
 * accessory's maker, or none), components of another maker (the brand is the item's), maker +
 * sub-brand.
 *
 * Lines as the third to twelfth sets (`brandSetCases`): positives `raw | expected | kind | category |
 * parent (or, for a product line, the line)`, adversarial `raw | expected | trap | category`;
 * `-` no brand, `?Name` a real brand the table may lack (reading it or nothing is right).
 * Split, fixed before any string was written: within each category, the adversarial strings (traps,
 * accessories, components, maker + sub-brand) and the others are each numbered in the order written
 * and alternate between `tune` and `held-out`; each such run starts with the part the previous new run
 * did not start with (the first with `tune`), so odd runs do not all lean one way. The held-out part
 * is read only as summary figures. (The rule first started every run with `tune`, 138 / 111; it was
 * changed for balance, on those counts alone, before the set was ever run.)
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-thirteenth-brand-set.ts`.
 * First run (2026-11-28, table and matcher before any change of the thirteenth round, `npm run bench -- brands`):
 * tune accuracy 0.74 (91 of 123), 2 wrong merges (1 on the adversarial subset); held-out accuracy
 * 0.75 (95 of 126), 5 wrong merges (3 on the adversarial subset).
 */
const positives = `
Canon EOS R6 Mark II corpo | Canon | model-words | cameras
canon powershot g7x mark iii | Canon | product-line | cameras | PowerShot
Nikkon D7500 com 18-140 | Nikon | misspelling | cameras
Nikkor AF-S 35mm f/1.8G DX | Nikon | product-line | cameras | Nikkor
Sony Alpha a6400 + 16-50 | Sony | model-words | cameras
Olympuss OM-D E-M10 III | Olympus | misspelling | cameras
Lumix S5 II corpo | Lumix | sub-alone | cameras | Panasonic
Leica Q2 Monochrom | Leica | model-words | cameras
Ricoh GR IIIx | Ricoh | model-words | cameras
Pentax K-70 kit | Pentax | model-words | cameras
DJI Mini 4 Pro Fly More Combo | DJI | model-words | cameras
Go Pro Hero 10 | GoPro | spacing | cameras
Objetivo Sigma 24-70 f2.8 DG DN Art | Sigma | model-words | cameras
Prismáticos Swarovski EL 10x42 | Swarovski Optik | model-words | cameras
Bose QuietComfort Ultra | Bose | model-words | audio
Sony WF-1000XM5 écouteurs | Sony | model-words | audio
JBL Charge 5 azul | JBL | model-words | audio
Marshall Stanmore II Bluetooth | Marshall | model-words | audio
Sonos Era 100 | Sonos | model-words | audio
Bang and Olufsen Beoplay H95 | Bang & Olufsen | spacing | audio
Senheiser HD 599 | Sennheiser | misspelling | audio
Audio Technica ATH-M50x | Audio-Technica | spacing | audio
Technics SL-1210 MK2 | Technics | sub-alone | audio | Panasonic
Beats Studio Buds + | Beats | sub-alone | audio | Apple
Apple Beats Solo 4 | Beats | maker+sub | audio | Apple
Harman Kardon Aura Studio 3 | Harman Kardon | model-words | audio
Denon AVR-X1700H receiver | Denon | model-words | audio
Rolex Submariner Date 126610LN | Rolex | model-words | watches
Tudor Black Bay 58 | Tudor | sub-alone | watches | Rolex
Omega Seamaster Diver 300M | Omega | model-words | watches | Swatch Group
Rollex Datejust 36 | Rolex | misspelling | watches
Tissot Le Locle automatique | Tissot | model-words | watches | Swatch Group
Casio G-Shock GW-M5610 | Casio | product-line | watches | G-Shock
Seiko Presage Cocktail Time SRPB43 | Seiko | model-words | watches
Citizen Eco-Drive BM8180 | Citizen | model-words | watches
Garmim Fenix 7 | Garmin | misspelling | watches
Daniel Wellington Classic 36mm | Daniel Wellington | model-words | watches
Pulseira Pandorra prata com charms | Pandora | misspelling | jewellery
Colar Swarovski cisne | Swarovski | model-words | jewellery
Tous pendientes oso plata | Tous | model-words | jewellery
UNOde50 pulsera | Uno de 50 | spacing | jewellery
IKEA Poäng fauteuil | IKEA | model-words | furniture
Ikéa Kallax 2x4 | IKEA | misspelling | furniture
Kave Home mesa Argo | Kave Home | model-words | furniture
Cadeira Vitra Eames DSW | Vitra | model-words | furniture
Kartell Louis Ghost chair | Kartell | model-words | furniture
Maisons du Monde buffet industriel | Maisons du Monde | model-words | furniture
Hay Mags sofa 3 seater | Hay | model-words | furniture
Lego Technic Lamborghini 42115 | LEGO | model-words | toys
LEGO Duplo comboio 10874 | Duplo | maker+sub | toys | LEGO
Duplo quinta animais | Duplo | sub-alone | toys | LEGO
Playmobill castelo | Playmobil | misspelling | toys
Hot Wheels Monster Trucks pista | Hot Wheels | sub-alone | toys | Mattel
Mattel Barbie Dreamhouse 2023 | Barbie | maker+sub | toys | Mattel
Fisher Price Rires et Éveil chiot | Fisher-Price | spacing | toys | Mattel
Ravensburger puzzle 1000 pièces | Ravensburger | model-words | toys
Schleich cavalos lote | Schleich | model-words | toys
Vtech KidiZoom Duo | VTech | model-words | toys
Nerf Elite 2.0 Commander | Nerf | sub-alone | toys | Hasbro
Stokke Xplory X | Stokke | model-words | baby
Babyzen YOYO2 6+ | Babyzen | model-words | baby | Stokke
Bugaboo Butterfly | Bugaboo | model-words | baby
Cybex Priam 4 | Cybex | model-words | baby
Maxi Cosi CabrioFix | Maxi-Cosi | spacing | baby
Chicco Next2Me Magic | Chicco | model-words | baby
Baby Björn transat Bliss | BabyBjörn | spacing | baby
Jané Muum carrito | Jané | model-words | baby
Penguin Classics Pride and Prejudice | Penguin | product-line | books | Penguin Classics
Folio Gallimard L'Étranger | Gallimard | product-line | books | Folio
Taschen Basquiat XXL | Taschen | model-words | books
Quechua MH500 tenda 3 pessoas | Quechua | sub-alone | sports | Decathlon
Quetchua 2 seconds easy | Quechua | misspelling | sports | Decathlon
Decathlon Kalenji Run Support | Kalenji | maker+sub | sports | Decathlon
Domyos haltères 20 kg | Domyos | sub-alone | sports | Decathlon
Kipsta bola futebol F500 | Kipsta | sub-alone | sports | Decathlon
Salomom XT-6 trail | Salomon | misspelling | sports
Babolat Pure Aero 2023 | Babolat | model-words | sports
Bullpadel Hack 03 | Bullpadel | model-words | sports
Wilson Evolution basketball | Wilson | model-words | sports
Petzl Actik Core frontale | Petzl | model-words | sports
Rossignol Hero Elite ST | Rossignol | model-words | sports
Osprey Atmos AG 65 | Osprey | model-words | sports
Brompton C Line Explore | Brompton | model-words | bikes
Cannondale Synapse Carbon 3 | Cannondale | model-words | bikes
Scott Spark 970 | Scott | model-words | bikes
Van Rysel EDR CF 105 | Van Rysel | sub-alone | bikes | Decathlon
Trek Domane AL 2 | Trek | model-words | bikes
Orbea Rise M20 | Orbea | model-words | bikes
Makitta DHP482 | Makita | misspelling | tools
DeWalt DCD796 18V | DeWalt | model-words | tools | Stanley Black & Decker
De Walt rebarbadora | DeWalt | spacing | tools | Stanley Black & Decker
Black and Decker aspirador de mão | Black+Decker | spacing | tools | Stanley Black & Decker
Bosch Professional GSB 18V-55 | Bosch | product-line | tools | Bosch Professional
Milwaukee M12 FUEL | Milwaukee | model-words | tools
Festool Domino DF 500 | Festool | model-words | tools
Hilti TE 6-A36 | Hilti | model-words | tools
Parkside PWS 20-Li | Parkside | sub-alone | tools | Lidl
Karcher K5 nettoyeur haute pression | Kärcher | misspelling | tools
Stihl MS 251 | Stihl | model-words | garden
Husqvarna Automower 305 | Husqvarna | model-words | garden
Gardena mangueira 20 m | Gardena | model-words | garden
Fender American Professional II Stratocaster | Fender | model-words | instruments
Squier Classic Vibe 50s Tele | Squier | sub-alone | instruments | Fender
Gibson Les Paul Studio 2019 | Gibson | model-words | instruments
Epiphone SG Standard | Epiphone | sub-alone | instruments | Gibson
Boss RC-30 loop station | Boss | sub-alone | instruments | Roland
Roland TD-07KV | Roland | model-words | instruments
Ibañez RG421 | Ibanez | misspelling | instruments
Korg Minilogue XD | Korg | model-words | instruments
Pearl Export bateria acústica | Pearl | model-words | instruments
Hohner Special 20 harmonica | Hohner | model-words | instruments
Yamaha P-125 piano digital | Yamaha | model-words | instruments
Chanel Coco Mademoiselle 100ml | Chanel | model-words | beauty
Dior Sauvage EDT 60 ml | Dior | model-words | beauty
Lancome Idôle | Lancôme | misspelling | beauty | L'Oréal
Estee Lauder Advanced Night Repair | Estée Lauder | misspelling | beauty
Clinique Dramatically Different | Clinique | sub-alone | beauty | Estée Lauder
MAC Ruby Woo batom | MAC | sub-alone | beauty | Estée Lauder
Maybelline Sky High mascara | Maybelline | sub-alone | beauty | L'Oréal
Loreal Paris Revitalift | L'Oréal | misspelling | beauty
Kiehl's Ultra Facial Cream | Kiehl's | sub-alone | beauty | L'Oréal
La Roche Posay Anthelios 50+ | La Roche-Posay | spacing | beauty | L'Oréal
Fenty Beauty Gloss Bomb | Fenty Beauty | model-words | beauty
Charlotte Tilbury Airbrush Flawless | Charlotte Tilbury | model-words | beauty
Carolina Herrera Good Girl Supreme | Carolina Herrera | model-words | beauty | Puig
Rituals Sakura set | Rituals | model-words | beauty
The Ordinary Niacinamide 10% | The Ordinary | model-words | beauty
Caudalie Vinoperfect sérum | Caudalie | model-words | beauty
Brembo discos de travão Golf 7 | Brembo | model-words | vehicle-parts
Pneus Michellin Pilot Sport 4 | Michelin | misspelling | vehicle-parts
Valeo kit embraiagem Clio | Valeo | model-words | vehicle-parts
Bateria Varta Blue Dynamic 70Ah | Varta | model-words | vehicle-parts
Thule WingBar Evo barras de tejadilho | Thule | model-words | vehicle-parts
Castrol Edge 5W30 5L | Castrol | model-words | vehicle-parts | BP
NGK velas de ignição | NGK | model-words | vehicle-parts
Moulinex Cookeo | Moulinex | model-words | small-appliances | Groupe SEB
Tefal Ingenio poêles | Tefal | model-words | small-appliances | Groupe SEB
Bimby TM6 | Bimby | model-words | small-appliances | Vorwerk
Thermomix TM5 | Thermomix | model-words | small-appliances | Vorwerk
Kenwod Chef XL | Kenwood | misspelling | small-appliances
Le Creuset cocotte 24 cm | Le Creuset | model-words | home
Xiaomi Poco F5 256GB | Poco | maker+sub | phones | Xiaomi
POCO X6 Pro | Poco | sub-alone | phones | Xiaomi
Samsumg Galaxy A15 | Samsung | misspelling | phones
Lenevo IdeaPad 3 | Lenovo | misspelling | laptops
Nkie Air Max 90 | Nike | misspelling | footwear
Addidas Samba OG | Adidas | misspelling | footwear
Vans Old Skool preto | Vans | model-words | footwear | VF Corporation
The North Face Denali fleece | The North Face | model-words | clothing | VF Corporation
Timberland 6 inch premium | Timberland | model-words | footwear | VF Corporation
Hugo Boss camisa slim fit | Hugo Boss | model-words | clothing
Pull and Bear calças cargo | Pull&Bear | spacing | clothing | Inditex
Oysho leggings | Oysho | sub-alone | clothing | Inditex
Ray Ban Wayfarer | Ray-Ban | spacing | clothing | EssilorLuxottica
Vendo umas Converse brancas cano alto tamanho 38 | Converse | sentence | footwear | Nike
Tenho uma Bimby TM31 a funcionar bem com varoma | Bimby | sentence | small-appliances | Vorwerk
Je vends mon appareil Fujifilm X100V en très bon état | Fujifilm | sentence | cameras
Selling my old Gibson acoustic, a J-45 from 2015 | Gibson | sentence | instruments
Verkaufe meine Festool Tauchsäge TS 55 | Festool | sentence | tools
Decathlon | Decathlon | raw | sports
Spigen Ultra Hybrid case for iPhone 15 | Spigen | accessory | phones
Capa para iPhone 14 transparente | - | accessory | phones
Funda compatible Samsung Galaxy S23 | - | accessory | phones
Bracelete compatível com Apple Watch 45mm | - | accessory | watches
Bracelet Nato pour Omega Speedmaster | - | accessory | watches
Objectif Tamron 17-50 pour Nikon | Tamron | accessory | cameras
Sigma 56mm f1.4 para Fujifilm X | Sigma | accessory | cameras
Bateria compatível Canon LP-E6 | - | accessory | cameras
Peak Design Slide strap for Sony | Peak Design | accessory | cameras
Carregador para MacBook Pro 96W genérico | - | accessory | laptops
Comando compatível PS5 sem marca | - | accessory | consoles
Capa para Bimby TM6 em tecido | - | accessory | small-appliances
Cápsulas compatíveis Nespresso L'Or | ?L'Or | accessory | small-appliances
Filtros Bosch para Renault Clio IV | Bosch | accessory | vehicle-parts
Jantes BBS para VW Golf | BBS | accessory | vehicle-parts
Tapetes para BMW Série 3 | - | accessory | vehicle-parts
Cordes Ernie Ball pour Fender Stratocaster | Ernie Ball | accessory | instruments
Housse pour guitare Gibson Les Paul | - | accessory | instruments
Bloques compatibles con Lego 500 piezas | - | accessory | toys
Ropa para muñeca Barbie hecha a mano | - | accessory | toys
Saco de dormir para carrinho Bugaboo | - | accessory | baby
Pneus Continental Grand Prix 5000 para Specialized Tarmac | Continental | accessory | bikes
Trek Marlin 7 com Shimano Deore | Trek | component | bikes
Specialized Stumpjumper rodas DT Swiss | Specialized | component | bikes
Orbea Orca com grupo SRAM Rival AXS | Orbea | component | bikes
Canyon Grizl com Shimano GRX | Canyon | component | bikes
Dell Inspiron 15 com Intel Core i7 | Dell | component | laptops
Asus TUF Gaming com NVIDIA RTX 4060 | Asus | component | laptops
Fender Telecaster com pickups Seymour Duncan | Fender | component | instruments
Ibanez RG with EMG pickups | Ibanez | component | instruments
Bugaboo Fox com ovo Maxi-Cosi | Bugaboo | component | baby
Relógio Seiko com movimento Miyota | Seiko | component | watches
Escape Akrapovič para Yamaha MT-07 | Akrapovič | accessory | vehicle-parts
`;

const adversarial = `
Adibas sweatshirt vintage | - | lookalike | clothing
Sudadera Nlke | - | lookalike | clothing
Polo Club camisa | - | near-brand | clothing
Relógio estilo Rolex Daytona | - | style-of | watches
Tipo Ray-Ban aviador | - | style-of | clothing
Perfume inspired by Dior Sauvage | - | style-of | beauty
Dupe Charlotte Tilbury Flawless Filter | - | style-of | beauty
Mala estilo Chanel acolchoada | - | style-of | clothing
Estante estilo IKEA Kallax feita por mim | - | style-of | furniture
Aspirador sem fios tipo Dyson | - | style-of | small-appliances
Sac façon Louis Vuitton | - | style-of | clothing
Nikon Coolpix P950 | Nikon | near-brand | cameras
Casaco cor camel | - | colour | clothing
Pantalón color mango | - | colour | clothing
Vestido orange fluo | - | colour | clothing
Sweater ivory cable knit | - | colour | clothing
Peluche de puma | - | generic-word | toys
Figura de jaguar Schleich | Schleich | generic-word | toys
Giant teddy bear 1 metre | - | generic-word | toys
Trilobite fossil 380 million years | - | generic-word | collectibles
Fabric swatch book for upholstery | - | generic-word | home
Ring light 18 inch with tripod | - | generic-word | cameras
Caixa ninho para pássaros nest box | - | generic-word | garden
Pedal de delay echo analógico | - | generic-word | instruments
Filtro de gasóleo diesel | - | generic-word | vehicle-parts
Jogo Guess Who clássico | ?Hasbro | generic-word | toys
Rubik's Cube 3x3 original | ?Rubik's | near-brand | toys
Poster Grand Canyon vintage | - | place | home
Cadeira Lisboa de esplanada | - | place | furniture
T-shirt Paris je t'aime | - | place | clothing
Casquette Los Angeles | - | place | clothing
Camisola Ronaldo CR7 Portugal | - | person | clothing
Poster Michael Jackson Thriller | - | person | collectibles
Livro Tintim no Tibete | - | person | books
Fender Jaguar Player | Fender | near-brand | instruments
Ford Mustang Hot Wheels 1:64 | Hot Wheels | near-brand | toys
Boss Katana 50 MkII amplificador | Boss | near-brand | instruments
Casio CT-S300 teclado | Casio | near-brand | instruments
Apple Pencil 2ª geração | Apple | near-brand | tablets
Caixa de maçãs de Alcobaça | - | generic-word | home
Sacola Shell vintage de posto de gasolina | ?Shell | generic-word | collectibles
Mesa de madeira maciça feita à mão | - | no-brand | furniture
Bicicleta de criança sem marca 16 polegadas | - | no-brand | bikes
Handmade crochet blanket | - | no-brand | home
Vestido artesanal de linho | - | no-brand | clothing
Conjunto de chaves de boca | - | no-brand | tools
Tabouret en bois vintage | - | no-brand | furniture
Guitarra clássica sem marca para criança | - | no-brand | instruments
Lote de peluches variados | - | no-brand | toys
Comboio de madeira sem marca | - | no-brand | toys
Relógio de bolso antigo | - | no-brand | watches
Kit maquillaje sin marca | - | no-brand | beauty
Trottinette enfant | - | no-brand | sports
Coleira para cão grande | - | no-brand | pets
Armário de cozinha branco | - | no-brand | furniture
Cámara réflex marca blanca | - | no-brand | cameras
`;

const counters: Record<string, number> = {};
const starts: Record<string, number> = {};
const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] }).map((c): FamilyCase => {
  const key = `${c.category ?? ''} ${c.adversarial ? 'adversarial' : 'plain'}`;
  starts[key] ??= Object.keys(starts).length % 2;
  const n = (counters[key] = (counters[key] ?? -1) + 1);
  return { ...c, part: (n + starts[key]) % 2 === 0 ? 'tune' : 'held-out' };
});

writeFileSync(new URL('../../data/brands/brand-strings-thirteenth.json', import.meta.url), `${JSON.stringify(cases, null, 1)}\n`);
console.log(`${cases.length} strings, ${cases.filter((c) => c.part === 'tune').length} tune, ${cases.filter((c) => c.adversarial).length} adversarial`);
