import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-fifteenth.json: a fifteenth brand set for issue 19, written blind on 2026-11-28
 * by a writer who changes no rule, as the session's final unseen measure. Its writer read neither the brand
 * table nor the matching code nor any set's records — only the fourteenth writer's header (up to its first
 * string), the line parser (`brandSetCases`), the `FamilyCase` type, two records of the fourteenth set (JSON
 * shape) and the contract's BrandCategory enum.
 * 253 strings over all 20 BrandCategory ids, as sellers write brands in PT, ES, FR, EN (a few IT, DE, NL words):
 * raw, misspelt, spaced, maker + sub-brand, sub-brand alone, product lines. Labels follow the naming
 * policy: the brand as its owner sells it, with its parent (the company that owns the brand name, by its usual
 * short name: Redmi → Xiaomi, Squier → Fender, Bershka → Inditex, Tudor → Rolex, Parkside → Lidl) only where
 * the writer is sure of the owner; a product line (iPhone, Galaxy, ThinkPad, Lumix, G-Shock) is the maker with the line.
 * Adversarial 108 (43 %): 87 traps (look-alike names, copies and dupes, "estilo/tipo/façon/inspired by X", accessories and
 * consumables "compatível com X" / "for X", generic words that are also brand names — mango as a colour, a puma
 * plush, arena as sand, Patagonia as a place, Boss Baby, a champion's trophy, a fossil — no-brand strings, one
 * maker's name in another category, a licensed collaboration, a maker's own accessory) and the positives of the
 * kinds accessory, component and maker + sub-brand.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): the rule fixed before
 * writing (alternation within each category's adversarial and plain strings) was found, on its counts alone and
 * before any run, to give 138/115 with maker + sub-brand 9/2 and spacing 6/0; it was replaced, still before any
 * run, by the listing set's greedy balance in the order written over category, kind and adversarial flag.
 *
 * Lines as the third to fourteenth sets (`brandSetCases`): positives `raw | expected | kind | category |
 * parent (or, for a product line, the line)`, adversarial `raw | expected | trap | category`; `-` no brand.
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-fifteenth-brand-set.ts`.
 * First run (2026-11-28, table and matcher as on branch s35-19w at 164235a, `npm run bench -- brands`): with each string's
 * category, tune 0.86 (126 strings, 3 wrong merges, 2 on the adversarial subset), held-out 0.85 (127, 3 wrong merges,
 * all 3 on the adversarial subset); with no category, tune 0.79 (4 wrong merges, 3 adversarial), held-out 0.74 (4, all adversarial).
 */

const positives = `
Telemóvel Xiaomi Redmi Note 12 Pro 5G | Redmi | maker+sub | phones | Xiaomi
POCO X5 Pro 256gb | POCO | sub-alone | phones | Xiaomi
Galaxy A34 azul desbloqueado | Samsung | product-line | phones | Galaxy
iphone 12 pro max 128 gb grafite | Apple | product-line | phones | iPhone
Móvil Motorola moto g54 | Motorola | raw | phones
Hauwei P30 Lite | Huawei | misspelling | phones
Funda Spigen para Galaxy S23 | Spigen | accessory | phones
Google Pixel 8a Obsidian | Google | product-line | phones | Pixel
Nokia 3310 vintage a funcionar | Nokia | raw | phones
iPad Air 5ª geração 64GB wifi | Apple | product-line | tablets | iPad
Samsung Galaxy Tab S6 Lite | Samsung | product-line | tablets | Galaxy
Kindle Paperwhite 11th gen | Amazon | product-line | tablets | Kindle
Tablet Lenovo Tab M10 FHD Plus | Lenovo | raw | tablets
Capa teclado Logitech para iPad 9 | Logitech | accessory | tablets
Huawei MatePad 11 | Huawei | raw | tablets
Portátil Lenovo ThinkPad X1 Carbon Gen 9 | Lenovo | product-line | laptops | ThinkPad
Dell Alienware m15 R6 | Alienware | maker+sub | laptops | Dell
Asus ROG Strix G15 | Asus | product-line | laptops | ROG
MacBook Pro 14 M1 Pro | Apple | product-line | laptops | MacBook
HP Omen 16 gaming laptop | HP | product-line | laptops | Omen
Acer Aspire 5 A515 | Acer | raw | laptops
Chargeur Lenovo 65W pour ThinkPad | Lenovo | raw | laptops
Microsfot Surface Pro 7 | Microsoft | misspelling | laptops
PS5 Sony PlayStation 5 com 2 comandos | Sony | product-line | consoles | PlayStation
Xbox Series S 512GB | Microsoft | product-line | consoles | Xbox
Nintendo Switch OLED branca | Nintendo | raw | consoles
Steam Deck 64GB | Valve | product-line | consoles | Steam Deck
Mando DualSense PS5 | Sony | product-line | consoles | PlayStation
Nintedo DS Lite rosa | Nintendo | misspelling | consoles
Bicicleta B'Twin Rockrider ST 520 | Rockrider | maker+sub | bikes | Decathlon
Btwin Triban RC 120 | Triban | maker+sub | bikes | Decathlon
Trek Marlin 5 avec groupe Shimano Altus | Trek | component | bikes
Dérailleur Shimano Deore XT pour VTT Cannondale | Shimano | component | bikes
Specialized Rockhopper 29 | Specialized | raw | bikes
Liv Tempt 3 femme | Liv | sub-alone | bikes | Giant
Bici Orbea Alma H30 | Orbea | raw | bikes
Gazelle Orange C7 stadsfiets | Gazelle | sub-alone | bikes | Pon
Fourche RockShox Recon pour Giant | RockShox | component | bikes | SRAM
Canyon Grizl 7 | Canyon | raw | bikes
Zara blazer oversize | Zara | raw | clothing | Inditex
Bershka calças cargo | Bershka | sub-alone | clothing | Inditex
Pull and Bear sudadera | Pull&Bear | spacing | clothing | Inditex
Massimo Duti camisa lino | Massimo Dutti | misspelling | clothing | Inditex
Tommy Hilfigher polo | Tommy Hilfiger | misspelling | clothing | PVH
Calvin Klein Jeans boxers pack 3 | Calvin Klein | raw | clothing | PVH
Levis 501 original fit | Levi's | misspelling | clothing
The North Face Nuptse 1996 | The North Face | raw | clothing | VF
COS wool coat | COS | sub-alone | clothing | H&M
Uniqlo Ultra Light Down | Uniqlo | raw | clothing | Fast Retailing
Stone Island crewneck | Stone Island | raw | clothing
Nike Air Jordan 1 Retro High OG | Jordan | maker+sub | footwear | Nike
Converse Chuck Taylor All Star 70 | Converse | sub-alone | footwear | Nike
Vans Old Skool preto | Vans | raw | footwear | VF
UGG Classic Mini II | UGG | raw | footwear | Deckers
Hoka Clifton 9 | Hoka | raw | footwear | Deckers
Dr Martens 1460 | Dr. Martens | spacing | footwear
Birkenstok Arizona | Birkenstock | misspelling | footwear
New Ballance 574 | New Balance | misspelling | footwear
Thermomix TM6 Vorwerk | Thermomix | maker+sub | small-appliances | Vorwerk
Nespresso Vertuo Next by Krups | Nespresso | component | small-appliances | Nestlé
Dyson V11 Absolute | Dyson | raw | small-appliances
Moulinex Cookeo | Moulinex | raw | small-appliances | Groupe SEB
Tefal Actifry | Tefal | raw | small-appliances | Groupe SEB
Kenwood Chef XL | Kenwood | raw | small-appliances | De'Longhi
Delonghi Magnifica S | De'Longhi | spacing | small-appliances
Roomba i7 iRobot | iRobot | product-line | small-appliances | Roomba
Balay lavadora 8kg | Balay | raw | large-appliances | BSH
Máquina de lavar Bosch Serie 6 | Bosch | raw | large-appliances
Frigorífico Samsung Bespoke | Samsung | raw | large-appliances
Lave-linge Whirlpool FFB 8458 | Whirlpool | raw | large-appliances
Indesit secadora | Indesit | raw | large-appliances | Whirlpool
Zanussi forno | Zanussi | raw | large-appliances | Electrolux
Candy lavatrice | Candy | raw | large-appliances | Haier
Grundig frigorífico combinado | Grundig | raw | large-appliances | Arçelik
Canon EOS R6 Mark II | Canon | raw | cameras
Nikkon D750 | Nikon | misspelling | cameras
Panasonic Lumix GH5 | Panasonic | product-line | cameras | Lumix
Sony Alpha 7 III | Sony | product-line | cameras | Alpha
Fujifilm Instax Mini 12 | Fujifilm | product-line | cameras | Instax
Objetiva Sigma 18-35 para Canon | Sigma | accessory | cameras
GoPro HERO11 | GoPro | raw | cameras
DJI Mini 3 Pro | DJI | raw | cameras
Leica Q2 | Leica | raw | cameras
Beats Studio Pro | Beats | sub-alone | audio | Apple
JBL Flip 6 | JBL | raw | audio | Harman
Harman Kardon Onyx Studio 7 | Harman Kardon | raw | audio | Harman
Bose QuietComfort 45 | Bose | raw | audio
Marshall Stanmore II | Marshall | raw | audio
Sonos One SL | Sonos | raw | audio
Technics SL-1200 | Technics | raw | audio | Panasonic
AirPods Pro 2 | Apple | product-line | audio | AirPods
Sennheisser Momentum 4 | Sennheiser | misspelling | audio
Tudor Black Bay 58 | Tudor | raw | watches-jewellery | Rolex
Tissot PRX Powermatic 80 | Tissot | raw | watches-jewellery | Swatch Group
Omega Seamaster 300 | Omega | raw | watches-jewellery | Swatch Group
Casio G-Shock GA-2100 | Casio | product-line | watches-jewellery | G-Shock
Grand Seiko SBGA211 | Grand Seiko | sub-alone | watches-jewellery | Seiko
Pulseira Pandora com charms | Pandora | raw | watches-jewellery
Swarovsky colar | Swarovski | misspelling | watches-jewellery
Apple Watch Series 8 45mm | Apple | product-line | watches-jewellery | Apple Watch
Skagen relógio minimalista | Skagen | raw | watches-jewellery | Fossil
Cómoda IKEA Hemnes | IKEA | raw | furniture
Chaise Vitra Eames DSW | Vitra | raw | furniture
Kartell Louis Ghost | Kartell | raw | furniture
Herman Miller Aeron tamanho B | Herman Miller | raw | furniture | MillerKnoll
Fermob Luxembourg chaise | Fermob | raw | furniture
Maisons du Monde buffet | Maisons du Monde | raw | furniture
Muuto The Dots | Muuto | raw | furniture
LEGO Duplo caixa de peças | Duplo | maker+sub | toys-baby | LEGO
Lego Star Wars 75192 | LEGO | raw | toys-baby
Playmobil 70209 | Playmobil | raw | toys-baby
Hot Wheels pista | Hot Wheels | raw | toys-baby | Mattel
Barbie Dreamhouse | Barbie | raw | toys-baby | Mattel
Fisher Price cadeira de baloiço | Fisher-Price | spacing | toys-baby | Mattel
Nerf Elite 2.0 Commander | Nerf | raw | toys-baby | Hasbro
Maxi Cosi Pebble 360 | Maxi-Cosi | spacing | toys-baby | Dorel
Cybex Priam | Cybex | raw | toys-baby | Goodbaby
Stokke Tripp Trapp | Stokke | raw | toys-baby
Bugaboo Fox 3 | Bugaboo | raw | toys-baby
Sylvanian Families casa | Sylvanian Families | raw | toys-baby | Epoch
Taschen Basquiat | Taschen | raw | books-media
Penguin Classics box set | Penguin | raw | books-media | Penguin Random House
Panini caderneta Mundial | Panini | raw | books-media
Folio Gallimard lot de 10 | Folio | maker+sub | books-media | Gallimard
Salomon Speedcross 6 | Salomon | raw | sports-outdoor | Amer Sports
Raquete Babolat Pure Drive | Babolat | raw | sports-outdoor
Quechua tenda 2 seconds | Quechua | sub-alone | sports-outdoor | Decathlon
Kalenji sapatilhas corrida | Kalenji | sub-alone | sports-outdoor | Decathlon
Garmin Forerunner 255 | Garmin | raw | sports-outdoor
Wilson Pro Staff 97 | Wilson | raw | sports-outdoor | Amer Sports
Arcteryx Beta AR | Arc'teryx | misspelling | sports-outdoor | Amer Sports
Rossignol skis Experience | Rossignol | raw | sports-outdoor
Makita DHP484 | Makita | raw | tools-diy
DeWalt DCD796 | DeWalt | raw | tools-diy | Stanley Black & Decker
Milwaukee M18 Fuel | Milwaukee | raw | tools-diy | TTI
Ryobi One+ berbequim | Ryobi | raw | tools-diy | TTI
Parkside rebarbadora Lidl | Parkside | maker+sub | tools-diy | Lidl
Bosch Professional GSB 18V | Bosch | raw | tools-diy
Hilti TE 6-A36 | Hilti | raw | tools-diy
Einhel serra circular | Einhell | misspelling | tools-diy
Lancôme La Vie est Belle 100ml | Lancôme | raw | beauty-perfume | L'Oréal
Maybeline Sky High | Maybelline | misspelling | beauty-perfume | L'Oréal
Clinique Moisture Surge | Clinique | raw | beauty-perfume | Estée Lauder
MAC Ruby Woo | MAC | raw | beauty-perfume | Estée Lauder
La Roche Posay Effaclar | La Roche-Posay | spacing | beauty-perfume | L'Oréal
CeraVe creme hidratante | CeraVe | raw | beauty-perfume | L'Oréal
Dior Sauvage EDT 100ml | Dior | raw | beauty-perfume | LVMH
Chanel Coco Mademoiselle | Chanel | raw | beauty-perfume
Eucerin Hyaluron Filler | Eucerin | raw | beauty-perfume | Beiersdorf
Squier Classic Vibe 50s | Squier | sub-alone | musical-instruments | Fender
Fender Squier Bullet Strat | Squier | maker+sub | musical-instruments | Fender
Gibson Epiphone Les Paul Studio | Epiphone | maker+sub | musical-instruments | Gibson
Yamaha P-45 piano digital | Yamaha | raw | musical-instruments
Boss Katana 50 MkII | Boss | raw | musical-instruments | Roland
Ibanez RG421 | Ibanez | raw | musical-instruments
Korg Minilogue | Korg | raw | musical-instruments
Cordas Ernie Ball para Fender Stratocaster | Ernie Ball | accessory | musical-instruments
Pneus Michelin Pilot Sport 4 225/45 R17 | Michelin | raw | vehicle-parts
Pastilhas Brembo para BMW Série 3 | Brembo | accessory | vehicle-parts
Bateria Varta Blue Dynamic | Varta | raw | vehicle-parts
Capacete AGV K1 | AGV | raw | vehicle-parts | Dainese
Shark Spartan capacete | Shark | raw | vehicle-parts
Óleo Castrol Edge 5W30 | Castrol | raw | vehicle-parts | BP
Lampes Osram Night Breaker H7 | Osram | raw | vehicle-parts
Escovas Valeo Silencio para Renault Clio | Valeo | accessory | vehicle-parts
Pirreli Cinturato P7 | Pirelli | misspelling | vehicle-parts
`;

const adversarial = `
Capa de silicone compatível com iPhone 15 | - | compatible-with | phones
Telemóvel Samsumg Galaxi S23 Ultra réplica | - | counterfeit | phones
Carregador tipo Apple 20W genérico | - | style-of | phones
Cable USB-C compatible Samsung y Xiaomi | - | compatible-with | phones
Película de vidro para Redmi Note 13 | - | compatible-with | phones
Tablet infantil 7 polegadas sem marca | - | no-brand | tablets
Funda tablet universal 10 pulgadas | - | no-brand | tablets
Stylus compatible iPad y Galaxy Tab | - | compatible-with | tablets
Portátil gaming estilo Alienware sem marca | - | style-of | laptops
Mochila para portátil 15,6 | - | no-brand | laptops
Carregador compatível HP e Dell 90W | - | compatible-with | laptops
Comando compatível PS4 sem fios | - | compatible-with | consoles
Consola retro 10000 jogos tipo Nintendo | - | style-of | consoles
Skin autocolante para Switch | - | compatible-with | consoles
Bicicleta criança 16 polegadas | - | no-brand | bikes
Cadeado para bicicleta em U | - | no-brand | bikes
Vélo route cadre carbone chinois type Pinarello | - | style-of | bikes
Cesto de vime para bicicleta | - | no-brand | bikes
Vestido estilo Zara verde | - | style-of | clothing
Casaco inspirado em Moncler | - | inspired-by | clothing
Camisola com capuz oversize preta | - | no-brand | clothing
Gucci belt AAA copy | - | counterfeit | clothing
Chaqueta color mango | - | generic-word | clothing
Polo Ralph Lauren dupe | - | dupe | clothing
Camiseta de tirantes de algodón | - | no-brand | clothing
Sapatilhas tipo Nike Air Force brancas | - | style-of | footwear
Botas de borracha para chuva | - | no-brand | footwear
Chaussures façon Converse | - | style-of | footwear
Adibas sneakers | - | counterfeit | footwear
Baskets blanches en cuir | - | no-brand | footwear
Aspirador robot tipo Roomba | - | style-of | small-appliances
Cápsulas compatíveis Nespresso 100un | - | compatible-with | small-appliances
Batedeira vintage | - | no-brand | small-appliances
Filtro compatible Dyson V8 | - | compatible-with | small-appliances
Frigorífico pequeno de campismo | - | no-brand | large-appliances
Borracha porta máquina lavar compatível Bosch | - | compatible-with | large-appliances
Forno encastrável inox | - | no-brand | large-appliances
Tripé para câmara 1,60m | - | no-brand | cameras
Bateria compatível Canon LP-E6 | - | compatible-with | cameras
Polaroid frame decoration set | - | generic-word | cameras
Objectif adaptable monture Nikon F | - | compatible-with | cameras
Auriculares tipo AirPods sin marca | - | style-of | audio
Coluna bluetooth portátil à prova de água | - | no-brand | audio
Almofadas de substituição para Bose QC35 | - | compatible-with | audio
Headphones Beats copy 1:1 | - | counterfeit | audio
Relógio estilo Rolex Submariner | - | style-of | watches-jewellery
Anel de prata 925 com zircónia | - | no-brand | watches-jewellery
Bracelete compatível Apple Watch 41mm | - | compatible-with | watches-jewellery
Rolax Daytona automatic | - | counterfeit | watches-jewellery
Ammonite fossil pendant | - | generic-word | watches-jewellery
Cadeira estilo Tolix | - | style-of | furniture
Sofá chaise longue cinzento | - | no-brand | furniture
Lampadaire type Arco | - | style-of | furniture
Mesa de centro inspirada Noguchi | - | inspired-by | furniture
Peluche puma de 40cm | - | generic-word | toys-baby
Blocos de construção compatíveis com Lego | - | compatible-with | toys-baby
Carrinho de bebé 3 em 1 | - | no-brand | toys-baby
Boneca tipo Barbie sem marca | - | style-of | toys-baby
Livro Patagonia viagem guia | - | generic-word | books-media
Diário bullet journal A5 pontilhado | - | no-brand | books-media
The Boss Baby DVD | - | generic-word | books-media
Saco de arena para boxeo | - | generic-word | sports-outdoor
Tapete de yoga 6mm | - | no-brand | sports-outdoor
Halteres ajustáveis 20kg | - | no-brand | sports-outdoor
Trophée champion de tennis de table | - | generic-word | sports-outdoor
Brocas compatíveis Makita SDS | - | compatible-with | tools-diy
Caixa de ferramentas 100 peças | - | no-brand | tools-diy
Baterias compatibles DeWalt 18V | - | compatible-with | tools-diy
Perfume dupe de Baccarat Rouge 540 | - | dupe | beauty-perfume
Creme hidratante sem marca 50ml | - | no-brand | beauty-perfume
Parfum type Chanel N°5 | - | style-of | beauty-perfume
Fragrance inspired by Tom Ford Oud Wood | - | inspired-by | beauty-perfume
Paleta de sombras nude 35 cores | - | no-brand | beauty-perfume
Guitarra clássica para principiante 4/4 | - | no-brand | musical-instruments
Estante de partituras | - | no-brand | musical-instruments
Guitarra tipo Telecaster sem marca | - | style-of | musical-instruments
Pastilhas de travão compatíveis VW Golf 7 | - | compatible-with | vehicle-parts
Filtro de combustível motor diesel | - | generic-word | vehicle-parts
Tapetes de borracha para Seat Ibiza | - | compatible-with | vehicle-parts
Capacete de mota modular XL | - | no-brand | vehicle-parts
Perfume Zara dupe do Dior Sauvage | Zara | dupe | beauty-perfume
Casaco Puma Scuderia Ferrari | Puma | licensed | clothing
Teclado Casio CT-S300 | Casio | other-category-maker | musical-instruments
Marshall Major IV auscultadores | Marshall | other-category-maker | audio
Pimenteiro Peugeot de madeira | Peugeot | other-category-maker | small-appliances
Yamaha piano vertical U1 | Yamaha | other-category-maker | musical-instruments
Capa Samsung original para Galaxy S22 | Samsung | accessory-same-maker | phones
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-fifteenth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
