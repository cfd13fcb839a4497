import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';

/*
 * Writes data/brands/brand-strings-tenth.json: a tenth brand set for issue 19, written in the tenth
 * round before the brand table or the matching code was read in that round (the writer had seen only
 * the library's README and the earlier writers' line format), over the twenty categories, as sellers
 * and feeds write brands: raw, misspelt, spaced, model words, sentences, maker + sub-brand, sub-brand
 * alone, product lines, in PT, ES, FR, EN, IT and DE.
 * Labels follow the README's naming policy: the brand as its owner sells it today, with its parent
 * where one owns it (only parents the writer is sure of are asked for).
 * About 40 % is adversarial: look-alikes of other makers, generic words that are also brand names,
 * people and places, "style of X" and copies, items with no brand, accessories "for X" (the brand is
 * the accessory's maker, or none), components and licences of another maker (the brand is the
 * item's, or none), maker + sub-brand.
 * Each string's part (`tune` or `held-out`, about half each) is the hash of the string (`partOf` in
 * `brand-set-lines.ts`), fixed here before any run: the held-out part is read only as summary figures.
 *
 * Lines as the third to seventh sets (`brandSetCases`): positives `raw | expected | kind | category |
 * parent (or, for a product line, the line)`, adversarial `raw | expected | trap | category`;
 * `-` no brand, `?Name` a real brand the table may lack (reading it or nothing is right).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-tenth-brand-set.ts`.
 */
const positives = `
Motorola moto g54 5G | Motorola | model-words | phones | Lenovo
OnePlus Nord CE 3 Lite | OnePlus | model-words | phones
Xiaomi Poco F5 | Poco | maker+sub | phones | Xiaomi
Samsng Galaxy A34 | Samsung | misspelling | phones
honor magic5 lite | Honor | model-words | phones
Google Pixel 7a | Google | model-words | phones
telemóvel nokia 3310 antigo | Nokia | sentence | phones
Lenovo Tab M10 Plus | Lenovo | model-words | tablets
iPad Air 5ª geração | Apple | product-line | tablets | iPad
Galaxy Tab S8 | Samsung | product-line | tablets | Galaxy
Amazon Fire HD 10 | Amazon | model-words | tablets
Dell Alienware m15 R7 | Alienware | maker+sub | laptops | Dell
Alienware Aurora R12 | Alienware | sub-alone | laptops | Dell
ASUS ZenBook 14 OLED | Asus | model-words | laptops
Acer Aspire 5 A515 | Acer | model-words | laptops
portátil MSI Katana GF66 | MSI | model-words | laptops
Lenvo ThinkPad X1 Carbon | Lenovo | misspelling | laptops
Nintendo Switch Lite turquesa | Nintendo | model-words | consoles
Sony PlayStation 4 Slim | Sony | model-words | consoles
Steam Deck 512GB | ?Valve | model-words | consoles
Xbox Series S | Microsoft | product-line | consoles | Xbox
Orbea Alma M30 | Orbea | model-words | bikes
Cannondale Trail 7 | Cannondale | model-words | bikes
bicicleta BH Speedrom | BH | model-words | bikes
Cube Stereo 140 | Cube | model-words | bikes
Canyon Grail CF SL | Canyon | model-words | bikes
Rockrider ST 120 | Rockrider | sub-alone | bikes | Decathlon
Specialised Rockhopper | Specialized | misspelling | bikes
Massimo Duti camisa | Massimo Dutti | misspelling | clothing | Inditex
Pull and Bear sudadera | Pull&Bear | spacing | clothing
Stradivarius calças | Stradivarius | model-words | clothing
The North Face Nuptse 700 | The North Face | model-words | clothing
Tommy Hilfiger polo | Tommy Hilfiger | model-words | clothing
camisola da Benetton | Benetton | sentence | clothing
Uniqlo Ultra Light Down | Uniqlo | model-words | clothing
Patagonia Better Sweater | Patagonia | model-words | clothing
Converse Run Star Hike | Converse | sub-alone | footwear | Nike
Salomon XT-6 | Salomon | model-words | footwear
Birkenstok Arizona | Birkenstock | misspelling | footwear
Dr Martens 1460 | Dr. Martens | spacing | footwear
Asics Gel-Kayano 29 | Asics | model-words | footwear
New Balance 574 | New Balance | raw | footwear
Nespresso Vertuo Next | Nespresso | sub-alone | small-appliances | Nestlé
Moulinex Companion | Moulinex | model-words | small-appliances
Delonghi Magnifica S | De'Longhi | spacing | small-appliances
Kenwood Chef XL | Kenwood | model-words | small-appliances
Philips Airfryer XXL | Philips | model-words | small-appliances
Rowenta Silence Force | Rowenta | model-words | small-appliances
Miele W1 máquina de lavar | Miele | model-words | large-appliances
frigorífico Beko combinado | Beko | sentence | large-appliances
Balay lavavajillas 3VS | Balay | model-words | large-appliances
Indesit IWC 71252 | Indesit | model-words | large-appliances
Smeg FAB28 | Smeg | model-words | large-appliances
Fujiflm X-T30 | Fujifilm | misspelling | cameras
Olympus OM-D E-M10 | Olympus | model-words | cameras
Nikon Z50 kit | Nikon | model-words | cameras
Panasonic Lumix GH5 | Panasonic | model-words | cameras
Leica Q2 | Leica | model-words | cameras
objetiva Sigma 18-35 | Sigma | model-words | cameras
GoPro Hero 9 Black | GoPro | model-words | cameras
Beats Studio3 Wireless | Beats | sub-alone | audio | Apple
Sennheiser HD 600 | Sennheiser | model-words | audio
Marshal Stanmore II | Marshall | misspelling | audio
Sonos One SL | Sonos | model-words | audio
Bang & Olufsen Beoplay H95 | Bang & Olufsen | model-words | audio
Audio-Technica ATH-M50x | Audio-Technica | model-words | audio
Tudor Black Bay 58 | Tudor | sub-alone | watches-jewellery | Rolex
Skagen Falster 3 | Skagen | sub-alone | watches-jewellery | Fossil
Pandora pulseira Moments | Pandora | model-words | watches-jewellery
Swarovski colar | Swarovski | model-words | watches-jewellery
Citizen Eco-Drive | Citizen | model-words | watches-jewellery
Garmin Fenix 6 | Garmin | model-words | watches-jewellery
Kartell Louis Ghost | Kartell | model-words | furniture
Ikea Poang cadeirão | IKEA | model-words | furniture
Vitra Panton Chair | Vitra | model-words | furniture
Habitat sofá 3 lugares | Habitat | model-words | furniture
Maisons du Monde cómoda | Maisons du Monde | model-words | furniture
Fisher-Price cadeira de baloiço | Fisher-Price | sub-alone | toys-baby | Mattel
Playmobil 70209 | Playmobil | model-words | toys-baby
Chicco Trio Best Friend | Chicco | model-words | toys-baby
Cybex Priam | Cybex | model-words | toys-baby
Hasbro Monopoly | Hasbro | model-words | toys-baby
Ravensburger puzzle 1000 | Ravensburger | model-words | toys-baby
Stokke Tripp Trapp | Stokke | model-words | toys-baby
Taschen livro de arte | Taschen | model-words | books-media
Larousse dicionário | Larousse | model-words | books-media
Lonely Planet Portugal | Lonely Planet | model-words | books-media
Quechua MH500 | Quechua | sub-alone | sports-outdoor | Decathlon
Decathlon Kalenji sapatilhas | Kalenji | maker+sub | sports-outdoor | Decathlon
Wilson Pro Staff 97 | Wilson | model-words | sports-outdoor
Babolat Pure Drive | Babolat | model-words | sports-outdoor
Head Speed MP raquete | Head | model-words | sports-outdoor
Coleman tenda 4 pessoas | Coleman | model-words | sports-outdoor
Osprey Atmos 65 | Osprey | model-words | sports-outdoor
Milwaukee M18 | Milwaukee | model-words | tools-diy
Black and Decker berbequim | Black+Decker | spacing | tools-diy | Stanley
Hilti TE 6 | Hilti | model-words | tools-diy
Einhell serra circular | Einhell | model-words | tools-diy
Ryobi One+ | Ryobi | model-words | tools-diy
Festool Domino | Festool | model-words | tools-diy
L'Oréal Maybelline Sky High | Maybelline | maker+sub | beauty-perfume | L'Oréal
Lancome Idôle | Lancôme | misspelling | beauty-perfume | L'Oréal
The Ordinary Niacinamide | The Ordinary | model-words | beauty-perfume
Clinique Moisture Surge | Clinique | model-words | beauty-perfume | Estée Lauder
Yves Saint Laurent Libre | Saint Laurent | raw | beauty-perfume
Jean Paul Gaultier Le Male | Jean Paul Gaultier | model-words | beauty-perfume
Gibson Epiphone Les Paul | Epiphone | maker+sub | musical-instruments | Gibson
Epiphone SG Special | Epiphone | sub-alone | musical-instruments | Gibson
Ibanez RG421 | Ibanez | model-words | musical-instruments
Korg Minilogue | Korg | model-words | musical-instruments
Pearl Export bateria | Pearl | model-words | musical-instruments
Stentor violino 4/4 | Stentor | model-words | musical-instruments
Bosch velas de ignição | Bosch | model-words | vehicle-parts
Bridgestone Turanza T005 | Bridgestone | model-words | vehicle-parts
Continental PremiumContact 6 | Continental | model-words | vehicle-parts
Motul 8100 X-cess 5W40 | Motul | model-words | vehicle-parts
Thule caixa de tejadilho | Thule | model-words | vehicle-parts
Bosh escovas limpa-vidros | Bosch | misspelling | vehicle-parts
Spigen capa para Galaxy S23 | Spigen | accessory | phones
Sigma 17-50 para Canon | Sigma | accessory | cameras
Belkin carregador para iPhone | Belkin | accessory | phones
Anker powerbank compatible Samsung | Anker | accessory | phones
Thule suporte de bicicleta para Volvo | Thule | accessory | vehicle-parts
Ringke funda para Pixel 7 | ?Ringke | accessory | phones
Orbea Occam com Shimano XT | Orbea | component | bikes
Acer Nitro 5 com Nvidia RTX 3060 | Acer | component | laptops
Merrell Moab sola Vibram | Merrell | component | footwear
Canyon Spectral com suspensão Fox | Canyon | component | bikes
HP Victus AMD Ryzen 7 | HP | component | laptops
The North Face casaco Gore-Tex | The North Face | component | clothing
`;

const adversarial = `
Samsonite mala de viagem | ?Samsonite | near-brand
Sonny Angel figura | ?Sonny Angel | near-brand | toys-baby
Philipp Plein t-shirt | ?Philipp Plein | near-brand | clothing
Lenox porcelana | ?Lenox | near-brand
camisa Hawaii vintage | - | near-brand | clothing
Pumba peluche Rei Leão | - | near-brand | toys-baby
Phillips screwdriver set | - | near-brand | tools-diy
A Clockwork Orange DVD | - | common-word | books-media
mango de madera para martillo | - | common-word | tools-diy
puma de peluche | - | common-word | toys-baby
Jaguar figura Schleich | Schleich | common-word | toys-baby
seashell collection | - | common-word
garden bench, teak | - | common-word | furniture
seat cushion for office chair | - | common-word | furniture
mini frigorífico 40 L | - | common-word | large-appliances
Smart TV 55 polegadas | - | common-word
diesel generator 5 kW | - | common-word | tools-diy
ammonite fossil, 8 cm | - | common-word
dove grey cushion covers | - | common-word | furniture
champion trophy cup | - | common-word | sports-outdoor
ring light 18 inch | - | common-word | cameras
nest box for garden birds | - | common-word
gap year travel guide | - | common-word | books-media
learn to converse in French | - | common-word | books-media
Allen key set metric | - | common-word | tools-diy
sharp knife block | - | common-word
apple corer, stainless steel | - | common-word
blackberry jam jars | - | common-word
polo shirt white size M | - | common-word | clothing
oxford shoes brown leather | - | common-word | footwear
chelsea boots black | - | common-word | footwear
sofá estilo Chesterfield | - | style | furniture
vestido estilo Chanel tweed | - | style | clothing
relógio tipo Rolex | - | style | watches-jewellery
dupe Charlotte Tilbury contour | - | style | beauty-perfume
lámpara inspirada en Louis Poulsen | - | style | furniture
sac façon Hermès Kelly | - | style
parfum type Sauvage de Dior | - | style | beauty-perfume
cadeira réplica Vitra | - | copy | furniture
pulseira para Apple Watch 44mm | - | accessory | watches-jewellery
carregador compatível Dell 65W | - | accessory | laptops
correa para Garmin Fenix | - | accessory | watches-jewellery
estojo para Nintendo Switch | - | accessory | consoles
bateria compatível Makita 18V | - | accessory | tools-diy
cápsulas compatibles Nespresso | - | accessory | small-appliances
housse pour Kindle Paperwhite | - | accessory | tablets
bolsa para cámara Sony Alpha | - | accessory | cameras
pastilhas de travão para Renault Clio | - | accessory | vehicle-parts
funda para guitarra Fender Stratocaster | - | accessory | musical-instruments
Ersatzakku für Bosch Professional | - | accessory | tools-diy
cover per iPhone 13 | - | accessory | phones
alforjas compatibles con Brompton | - | accessory | bikes
bicicleta de estrada com grupo Shimano 105 | - | component | bikes
portátil gaming com Nvidia RTX 4060 | - | component | laptops
vintage leather armchair | - | no-brand | furniture
bicicleta de criança roda 16 | - | no-brand | bikes
conjunto de chaves de fendas | - | no-brand | tools-diy
handgemachtes Holzspielzeug | - | no-brand | toys-baby
biografia de Enzo Ferrari | - | person | books-media
disco de vinil de David Bowie | - | person | books-media
Miniatura Ferrari F40 Bburago 1:24 | Bburago | licence | toys-baby
LEGO Technic Porsche 911 | Lego | licence | toys-baby
T-shirt Marvel Zara | Zara | licence | clothing
caneca Harry Potter Hogwarts | - | licence
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });

writeFileSync(new URL('../../data/brands/brand-strings-tenth.json', import.meta.url), `${JSON.stringify(cases, null, 1)}\n`);
console.log(
  `${cases.length} strings, ${cases.filter((c) => c.part === 'tune').length} tune, ${cases.filter((c) => c.part === 'held-out').length} held out, ${cases.filter((c) => c.adversarial).length} adversarial`,
);
