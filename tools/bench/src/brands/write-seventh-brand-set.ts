import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';

/*
 * Writes data/brands/brand-strings-seventh.json: a seventh brand set for issue 19, written blind — by
 * someone who had not read the brand table nor the matching code nor the earlier sets' strings — over
 * the twenty categories, as sellers and feeds write brands: raw, misspelt, spaced, maker + sub-brand,
 * sub-brand alone, product lines, model words, sentences in PT, ES, FR, EN, IT and DE.
 * Labels follow the README's naming policy: the brand as its owner sells it today, with its parent
 * where one owns it (only parents the writer is sure of are asked for).
 * About a third is adversarial: look-alike brands of other makers, common words, people and places
 * that are also brand names, "style of X" and imitations, items with no brand, accessories "for X"
 * (the brand is the accessory's maker, or none), components of another maker (the brand is the
 * item's), maker + sub-brand.
 * Every string is held out (`part: "held-out"`): this set is never tuned on, only its figures are read.
 *
 * Lines as the third to sixth sets (`brandSetCases`): positives `raw | expected | kind | category |
 * parent (or, for a product line, the line)`, adversarial `raw | expected | trap | category`;
 * `-` no brand, `?Name` a real brand the table may lack (reading it or nothing is right).
 * Frozen: `node tools/bench/src/brands/write-seventh-brand-set.ts`.
 */

const positives = `
Nikkon D3500 | Nikon | misspelling | cameras
Canon EOS R6 Mark II | Canon | model-words | cameras
FUJI FILM X-S10 | Fujifilm | spacing | cameras
Pentax K-70 | Pentax | model-words | cameras
objetiva Sigma 18-35 f1.8 Art | Sigma | model-words | cameras
Leica Q2 | Leica | model-words | cameras
gopro hero 11 black | GoPro | model-words | cameras
DJI Osmo Pocket 3 | DJI | model-words | cameras
Tamron 70-300 | Tamron | model-words | cameras
Sony ZV-1 vlog | Sony | model-words | cameras
Bose SoundLink Flex | Bose | model-words | audio
JBL Flip 6 | JBL | model-words | audio | Harman
Beats Studio Buds | Beats | sub-alone | audio | Apple
Sennheiser HD 600 | Sennheiser | model-words | audio
Bang & Olufsen Beoplay H95 | Bang & Olufsen | model-words | audio
bang olufsen beosound a1 | Bang & Olufsen | spacing | audio
Marshall Stanmore III | Marshall | model-words | audio
Audio-Technica AT-LP60X | Audio-Technica | model-words | audio
Denon AVR-X1700H | Denon | model-words | audio
Sonos Era 100 | Sonos | model-words | audio
Seiko 5 Sports SRPD55 | Seiko | model-words | watches-jewellery
Cassio F-91W | Casio | misspelling | watches-jewellery
Tissot Le Locle | Tissot | model-words | watches-jewellery | Swatch
Omega Seamaster 300 | Omega | model-words | watches-jewellery | Swatch
Longines HydroConquest | Longines | model-words | watches-jewellery | Swatch
Tudor Black Bay 58 | Tudor | sub-alone | watches-jewellery | Rolex
Citizen Eco-Drive | Citizen | model-words | watches-jewellery
Pandora pulseira Moments | Pandora | model-words | watches-jewellery
Swarovski colar cisne | Swarovski | model-words | watches-jewellery
Garmin Forerunner 255 | Garmin | model-words | watches-jewellery
Festina Chrono Bike | Festina | model-words | watches-jewellery
IKEA Kallax 4x4 | IKEA | model-words | furniture
ikéa billy | IKEA | misspelling | furniture
Kave Home mesa Argo | Kave Home | model-words | furniture
Maisons du Monde buffet | Maisons du Monde | model-words | furniture
Vitra Eames Plastic Chair | Vitra | model-words | furniture
Fermob chaise Bistro | Fermob | model-words | furniture
HAY About A Chair | HAY | model-words | furniture
LEGO Star Wars 75192 | LEGO | model-words | toys-baby
Lego Duplo comboio | LEGO | product-line | toys-baby | Duplo
Playmobile castelo | Playmobil | misspelling | toys-baby
Play Mobil 70137 | Playmobil | spacing | toys-baby
Fisher Price cavalinho | Fisher-Price | sub-alone | toys-baby | Mattel
Mattel Fisher-Price Laugh & Learn | Fisher-Price | maker+sub | toys-baby | Mattel
VTech Kidizoom | VTech | model-words | toys-baby
Stokke Xplory | Stokke | model-words | toys-baby
Bugaboo Fox 3 | Bugaboo | model-words | toys-baby
Cybex Priam | Cybex | model-words | toys-baby
Chicco Next2Me | Chicco | model-words | toys-baby
Hot Wheels Mattel pista | Mattel | product-line | toys-baby | Hot Wheels
Penguin Classics | Penguin | model-words | books-media
Taschen livro de arte | Taschen | model-words | books-media
Gallimard Folio | Gallimard | model-words | books-media
Marvel comics Spider-Man | Marvel | model-words | books-media
Salomon XT-6 | Salomon | model-words | sports-outdoor
salomom speedcross | Salomon | misspelling | sports-outdoor
Quechua tenda 2 seconds | Quechua | sub-alone | sports-outdoor | Decathlon
Decathlon Quechua MH500 | Quechua | maker+sub | sports-outdoor | Decathlon
Kalenji ténis de corrida | Kalenji | sub-alone | sports-outdoor | Decathlon
Wilson raquete Blade | Wilson | model-words | sports-outdoor
Babolat Pure Drive | Babolat | model-words | sports-outdoor
The North Face Nuptse | The North Face | model-words | sports-outdoor
Patagonia Better Sweater | Patagonia | model-words | sports-outdoor
Petzl Actik Core | Petzl | model-words | sports-outdoor
Makitta DHP482 | Makita | misspelling | tools-diy
Bosh GSR 12V | Bosch | misspelling | tools-diy
De Walt DCD796 | DeWalt | spacing | tools-diy | Stanley
Dremel 4000 | Dremel | sub-alone | tools-diy | Bosch
Bosch Dremel 3000 | Dremel | maker+sub | tools-diy | Bosch
Milwaukee M18 | Milwaukee | model-words | tools-diy
Ryobi One+ | Ryobi | model-words | tools-diy
Black and Decker aspirador | Black+Decker | spacing | tools-diy
Einhell TE-CD 18/40 | Einhell | model-words | tools-diy
Festool Domino DF 500 | Festool | model-words | tools-diy
Hilti TE 30 | Hilti | model-words | tools-diy
Parkside serra circular | Parkside | sub-alone | tools-diy | Lidl
Lancome Idôle | Lancôme | misspelling | beauty-perfume | L'Oréal
Kiehl's Ultra Facial Cream | Kiehl's | sub-alone | beauty-perfume | L'Oréal
Clinique Moisture Surge | Clinique | sub-alone | beauty-perfume | Estée Lauder
Carolina Herera Good Girl | Carolina Herrera | misspelling | beauty-perfume
Dolce Gabana Light Blue | Dolce & Gabbana | misspelling | beauty-perfume
Yves Saint Laurent Libre | Saint Laurent | model-words | beauty-perfume
KIKO maquilhagem | Kiko Milano | model-words | beauty-perfume
Caudalie Vinoperfect | Caudalie | model-words | beauty-perfume
Nuxe Huile Prodigieuse | Nuxe | model-words | beauty-perfume
Rituals The Ritual of Sakura | Rituals | model-words | beauty-perfume
Isdin Fotoprotector | ISDIN | model-words | beauty-perfume
Fender Stratocaster Player | Fender | model-words | musical-instruments
Squier Affinity Telecaster | Squier | sub-alone | musical-instruments | Fender
Fender Squier Bullet Strat | Squier | maker+sub | musical-instruments | Fender
Gibson Epiphone Les Paul Standard | Epiphone | maker+sub | musical-instruments | Gibson
Epiphone SG | Epiphone | sub-alone | musical-instruments | Gibson
Yamha P-45 | Yamaha | misspelling | musical-instruments
Roland TD-07 | Roland | model-words | musical-instruments
Boss RC-30 Loop Station | Boss | sub-alone | musical-instruments | Roland
Roland Boss DS-1 | Boss | maker+sub | musical-instruments | Roland
Ibanez RG421 | Ibanez | model-words | musical-instruments
Korg Minilogue | Korg | model-words | musical-instruments
Vox AC15 | Vox | sub-alone | musical-instruments | Korg
Hohner Special 20 | Hohner | model-words | musical-instruments
Line 6 Spider V | Line 6 | sub-alone | musical-instruments | Yamaha
Brembo discos travão | Brembo | model-words | vehicle-parts
Michelin Pilot Sport 5 | Michelin | model-words | vehicle-parts
Pirelli P Zero | Pirelli | model-words | vehicle-parts
NGK velas de ignição | NGK | model-words | vehicle-parts
Castrol Edge 5W30 | Castrol | model-words | vehicle-parts
Valeo kit embraiagem | Valeo | model-words | vehicle-parts
Varta Blue Dynamic | Varta | model-words | vehicle-parts
Hella faróis | Hella | model-words | vehicle-parts
Samsumg Galaxy A14 | Samsung | misspelling | phones
Xiaomi Redmi 12C | Redmi | maker+sub | phones | Xiaomi
Redmi Note 13 | Redmi | sub-alone | phones | Xiaomi
POCO X6 Pro | POCO | sub-alone | phones | Xiaomi
Google Pixel 8 | Google | model-words | phones
vendo iphone 13 mini da Apple | Apple | sentence | phones
Apple iPad Air 5 | Apple | model-words | tablets
Lenovo Tab M10 | Lenovo | model-words | tablets
Alienware m15 | Alienware | sub-alone | laptops | Dell
Dell Alienware x17 | Alienware | maker+sub | laptops | Dell
Asus ROG Strix G15 | ROG | maker+sub | laptops | Asus
Lenovo ThinkPad X1 | Lenovo | product-line | laptops | ThinkPad
PlayStation 5 Slim | Sony | product-line | consoles | PlayStation
Nintendo Switch Lite | Nintendo | model-words | consoles
Orbea Orca M30 | Orbea | model-words | bikes
Btwin Riverside 500 | B'Twin | sub-alone | bikes | Decathlon
Canyon Grail CF | Canyon | model-words | bikes
Specialized Stumpjumper | Specialized | model-words | bikes
Asics Gel-Nimbus 25 | ASICS | model-words | footwear
Air Jordan 1 Mid | Jordan | sub-alone | footwear | Nike
Nike Air Jordan 4 | Jordan | maker+sub | footwear | Nike
Converse Chuck 70 | Converse | sub-alone | footwear | Nike
Birkenstock Arizona | Birkenstock | model-words | footwear
Tommy Jeans casaco | Tommy Jeans | sub-alone | clothing | Tommy Hilfiger
Tommy Hilfiger Tommy Jeans sweat | Tommy Jeans | maker+sub | clothing | Tommy Hilfiger
Zara vestido midi | Zara | model-words | clothing
camisola da Mango quase nova | Mango | sentence | clothing
Dyson V15 Detect | Dyson | model-words | small-appliances
Nespresso Vertuo Next | Nespresso | sub-alone | small-appliances | Nestlé
Thermomix TM6 | Thermomix | sub-alone | small-appliances | Vorwerk
Vorwerk Thermomix TM5 | Thermomix | maker+sub | small-appliances | Vorwerk
Kitchen Aid Artisan | KitchenAid | spacing | small-appliances
Philipps Airfryer XXL | Philips | misspelling | small-appliances
De'Longhi Dedica | De'Longhi | model-words | small-appliances
AEG lava-loiça | AEG | sub-alone | large-appliances | Electrolux
Miele W1 | Miele | model-words | large-appliances
Kühlschrank von Liebherr | Liebherr | sentence | large-appliances
lavatrice Candy | Candy | model-words | large-appliances
Capa Spigen para iPhone 15 | ?Spigen | accessory | phones
Funda OtterBox Samsung S23 | ?OtterBox | accessory | phones
Discos Brembo para VW Golf 7 | Brembo | accessory | vehicle-parts
Bracelete Hirsch para Apple Watch | ?Hirsch | accessory | watches-jewellery
Sac photo Lowepro pour Canon | ?Lowepro | accessory | cameras
Trek Marlin 7 com Shimano Deore | Trek | component | bikes
Bicicleta Cube con grupo SRAM | Cube | component | bikes
Specialized Tarmac roues Zipp | Specialized | component | bikes
Portátil Asus con gráfica Nvidia RTX 4060 | Asus | component | laptops
Salomon X Ultra semelle Vibram | Salomon | component | footwear
Veste Patagonia Gore-Tex | Patagonia | component | sports-outdoor
Fender Telecaster with Seymour Duncan pickups | Fender | component | musical-instruments
Orbea Rise motor Shimano EP8 | Orbea | component | bikes
`;

const adversarial = `
capa para iPhone 14 | - | accessory | phones
funda compatible Samsung Galaxy S22 | - | accessory | phones
bracelet pour Apple Watch 44 mm | - | accessory | watches-jewellery
correa compatible Garmin Fenix | - | accessory | watches-jewellery
carregador para portátil HP | - | accessory | laptops
housse pour canapé Ikea Ektorp | - | accessory | furniture
filtros para Dyson V11 | - | accessory | small-appliances
cápsulas compatibles Nespresso | - | accessory | small-appliances
peças compatíveis com Lego | - | accessory | toys-baby
strap for Rolex Submariner | - | accessory | watches-jewellery
Asus ZenBook 14 | Asus | near-brand | laptops
Hoya filtro UV 58 mm | Hoya | near-brand | cameras
DJI Mavic 3 | DJI | near-brand | cameras
roues Mavic Ksyrium | Mavic | near-brand | bikes
Polar Vantage M2 | Polar | near-brand | watches-jewellery
Polaroid Now+ | Polaroid | near-brand | cameras
Nikko carro telecomandado | ?Nikko | near-brand | toys-baby
Tamrac mochila fotográfica | ?Tamrac | near-brand | cameras
Hoka Clifton 9 | Hoka | near-brand | footwear
Sonos Roam | Sonos | near-brand | audio
Jaguar reloj J689 | ?Jaguar | near-brand | watches-jewellery
Lotus relógio cronógrafo | ?Lotus | near-brand | watches-jewellery
cubo de Rubik original | ?Rubik's | word | toys-baby
giant teddy bear 1 metre | - | word | toys-baby
apple green dress | - | word | clothing
mango slicer | - | word | small-appliances
peluche de puma | - | word | toys-baby
fossil ammonite pendant | - | word | watches-jewellery
shell necklace | - | word | watches-jewellery
The Boss Baby DVD | - | word | books-media
filtro de gasóleo para motor diesel | - | word | vehicle-parts
biografia de Steve Jobs | - | person | books-media
livro Enzo Ferrari o homem | - | person | books-media
poster Michael Jordan Bulls | - | person | books-media
vestido estilo Audrey Hepburn | - | person | clothing
livro sobre o Porto antigo | - | place | books-media
caneca Paris | - | place
sweat Berlin | - | place | clothing
guia de viagem de Milão | - | place | books-media
mala estilo Chanel | - | style | clothing
sandalias tipo Birkenstock | - | style | footwear
chaise type Eames | - | style | furniture
sac façon Hermès | - | style | clothing
dupe Dior Lip Glow | - | style | beauty-perfume
reloj imitación Rolex | - | style | watches-jewellery
inspired by Tom Ford Black Orchid | - | style | beauty-perfume
camisola feita à mão pela avó | - | no-brand | clothing
sem marca | - | no-brand
marca blanca | - | no-brand
no name | - | no-brand
handmade | - | no-brand
`;

// Every string is held out: the set is never tuned on, only its figures are read.
const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] }).map((c) => ({ ...c, part: 'held-out' as const }));

writeFileSync(new URL('../../data/brands/brand-strings-seventh.json', import.meta.url), `${JSON.stringify(cases, null, 1)}\n`);
console.log(`${cases.length} strings, ${cases.filter((c) => c.part === 'held-out').length} held out, ${cases.filter((c) => c.adversarial).length} adversarial`);
