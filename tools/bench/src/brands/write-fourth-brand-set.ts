import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';

/*
 * Writes data/brands/brand-strings-fourth.json: brand strings written for issue 19's fourth round,
 * before the matcher or the table was read or changed in that round, from what sellers type in a
 * brand field of a European general marketplace: maker + line + model, a sub-brand with or without
 * its maker, misspellings and spacing, brands inside a PT/ES/FR/EN/IT/DE sentence, accessories that
 * name the device they fit, and near-words that must not merge: ordinary words one step from a
 * brand, words that are brands elsewhere (head torch, pearl necklace, seat cushion), and real
 * brands one or two letters from another brand (Fendi / Fender, Nokian / Nokia, Canson / Canon).
 *
 * Same format as the third set (`write-third-brand-set.ts`):
 * `positives`: `raw | expected | kind | category | parent or line`.
 * - `expected` `-`: no brand may be read; `?Name`: a real brand the table may not know (reading it
 *   or nothing is right, any other brand is a wrong merge).
 * - For `maker+sub` and `sub-alone` the fifth field is the parent the answer must carry.
 * - For `product-line` the fifth field is the line: the maker, or a brand whose parent is the
 *   maker, is right; the line read without its parent is a miss, not a wrong merge.
 * `adversarial`: `raw | expected | trap | category`.
 * An empty category sends none. The part comes from the string's hash (first byte odd: held out).
 * Frozen: `node tools/bench/src/brands/write-fourth-brand-set.ts`.
 */

const positives = `
Canon PowerShot G7 X Mark III | Canon | product-line | cameras | PowerShot
nikon z fc kit 16-50 | Nikon | model-words | cameras
fujinon xf 23mm f2 | Fujifilm | product-line | cameras | Fujinon
Olympus Zuiko 50mm macro | Olympus | product-line | cameras | Zuiko
Sony Cyber-shot RX100 VI | Sony | product-line | cameras | Cyber-shot
Panasnic | Panasonic | misspelling | cameras
Pentx K1000 | Pentax | misspelling | cameras
leica m6 chrome | Leica | model-words | cameras
Hasselblad 500 C/M | Hasselblad | model-words | cameras
Manfroto tripé alumínio | Manfrotto | misspelling | cameras
DJI Osmo Pocket 2 | DJI | product-line | | Osmo
Sennheiser Momentum 4 Wireless | Sennheiser | product-line | audio | Momentum
bose soundlink flex azul | Bose | product-line | audio | SoundLink
Marshal Acton II | Marshall | misspelling | audio
sony wh-1000xm4 | Sony | model-words | audio
Beyer Dynamic DT 770 Pro | beyerdynamic | spacing | audio
Bowers & Wilkins Zeppelin | Bowers & Wilkins | model-words | audio
Klipsch R-51M | Klipsch | model-words | audio
yamaha ns-10m monitores | Yamaha | model-words | audio
Cambridge Audio CXA61 | Cambridge Audio | model-words | audio
Devialet Phantom I | ?Devialet | model-words | audio
Rolex Oyster Perpetual 36 | Rolex | model-words | watches-jewellery
Omega Seamaster Aqua Terra | Omega | product-line | watches-jewellery | Seamaster
tissot le locle automatique | Tissot | model-words | watches-jewellery
Casio Edifice EFR-526 | Casio | product-line | watches-jewellery | Edifice
Seiko Presage Cocktail Time | Seiko | product-line | watches-jewellery | Presage
Fossill | Fossil | misspelling | watches-jewellery
Longiness | Longines | misspelling | watches-jewellery
Svarovski | Swarovski | misspelling | watches-jewellery
cartier tank solo | Cartier | model-words | watches-jewellery
IKEA Poäng fauteuil | IKEA | product-line | furniture | Poäng
ikea malm cómoda 6 gavetas | IKEA | product-line | furniture | Malm
Fritz Hansen Series 7 | ?Fritz Hansen | model-words | furniture
Kartel Componibili | Kartell | misspelling | furniture
Kave Home mesa de centro | ?Kave Home | model-words | furniture
lego technic porsche 42056 | LEGO | product-line | toys-baby | Technic
lego duplo comboio | LEGO | product-line | toys-baby | Duplo
Playmobil 70209 | Playmobil | model-words | toys-baby
Barbie Dreamhouse Mattel | Barbie | maker+sub | toys-baby | Mattel
Hot Wheels pista looping | Hot Wheels | sub-alone | toys-baby | Mattel
fisherprice | Fisher-Price | spacing | toys-baby
Chicco Next2Me berço | Chicco | model-words | toys-baby
bugaboo bee 6 preto | Bugaboo | model-words | toys-baby
Cybex Cloud Z2 i-Size | Cybex | model-words | toys-baby
Stokke Xplory V6 | Stokke | model-words | toys-baby
Nerf Elite 2.0 | Nerf | sub-alone | toys-baby | Hasbro
Vtech Kidizoom | VTech | model-words | toys-baby
Baby Bjorn babysitter | BabyBjörn | spacing | toys-baby
Marvel Comics Omnibus | Marvel | model-words | books-media
Decathlon Quechua MH500 | Quechua | maker+sub | sports-outdoor | Decathlon
Kalenji camisola running | Kalenji | sub-alone | sports-outdoor | Decathlon
Wilson Pro Staff 97 | Wilson | model-words | sports-outdoor
Babolat Pure Drive 2021 | Babolat | model-words | sports-outdoor
Head Speed MP raquete | Head | model-words | sports-outdoor
northface | The North Face | spacing | clothing
Salomon Speedcross 5 | Salomon | model-words | footwear
Columbia Omni-Heat casaco | Columbia | model-words | clothing
Garmin Varia RTL515 | Garmin | model-words | bikes
Bosch Professional GSR 18V-55 | Bosch | model-words | tools-diy
Makita DUB185 soprador | Makita | model-words | tools-diy
Milwuakee | Milwaukee | misspelling | tools-diy
Black & Deker | Black+Decker | misspelling | tools-diy
Ryobi One+ 18V | Ryobi | model-words | tools-diy
Stanley FatMax fita métrica | Stanley | product-line | tools-diy | FatMax
Einhell TE-CD 18/2 Li | Einhell | model-words | tools-diy
Festool Domino DF 500 | Festool | model-words | tools-diy
karcher lavadora de pressão k4 | Kärcher | spacing | tools-diy
Hilti TE 6-A36 | Hilti | model-words | tools-diy
Chanel N°5 eau de parfum | Chanel | model-words | beauty-perfume
Dior Sauvage Elixir | Dior | model-words | beauty-perfume
Lancome La Vie est Belle | Lancôme | spacing | beauty-perfume
L Oreal Revitalift | L'Oréal | spacing | beauty-perfume
Maybelin Sky High | Maybelline | misspelling | beauty-perfume
Clinique Moisture Surge | Clinique | model-words | beauty-perfume
Jean-Paul Gaultier La Belle | Jean Paul Gaultier | model-words | beauty-perfume
Givenchy | Givenchy | raw | beauty-perfume
The Ordinary niacinamide | The Ordinary | model-words | beauty-perfume
GHD Platinum+ | ghd | model-words | beauty-perfume
Fender Player Telecaster | Fender | model-words | musical-instruments
Squier by Fender Affinity | Squier | maker+sub | musical-instruments | Fender
Epiphone Les Paul Standard | Epiphone | sub-alone | musical-instruments | Gibson
Gibsen SG | Gibson | misspelling | musical-instruments
Ibanez RG421 | Ibanez | model-words | musical-instruments
Roland TD-07KV | Roland | model-words | musical-instruments
Yamaha P-45 piano digital | Yamaha | model-words | musical-instruments
Korg Volca Keys | Korg | model-words | musical-instruments
Pearl Export bateria | Pearl | model-words | musical-instruments
Hohner Special 20 | Hohner | model-words | musical-instruments
Behringer X32 | Behringer | model-words | musical-instruments
Michelin Pilot Sport 4 225/45 R17 | Michelin | model-words | vehicle-parts
Continental PremiumContact 6 | Continental | model-words | vehicle-parts
Pirelli Scorpion Verde 235/55 R18 | Pirelli | model-words | vehicle-parts
Valeo escovas limpa-vidros | Valeo | model-words | vehicle-parts
Castrol Magnatec 10W40 | Castrol | model-words | vehicle-parts
Thule caixa de tejadilho | Thule | model-words | vehicle-parts
Brigestone | Bridgestone | misspelling | vehicle-parts
Xiaomi Poco F5 | Poco | maker+sub | phones | Xiaomi
Redmi Note 12 | Redmi | sub-alone | phones | Xiaomi
OnePlus Nord CE 2 | OnePlus | product-line | phones | Nord
Samsung Galaxy Tab S6 Lite | Samsung | product-line | tablets | Galaxy
Lenovo IdeaPad 3 15ALC6 | Lenovo | product-line | laptops | IdeaPad
Asus ROG Strix G15 | Asus | product-line | laptops | ROG
HP Omen 15 | HP | product-line | laptops | Omen
Microsoft Xbox Series S | Microsoft | product-line | consoles | Xbox
PlayStation 5 digital | Sony | product-line | consoles | PlayStation
Nike Air Jordan 1 Mid | Nike | product-line | footwear | Air Jordan
Pull n Bear | Pull&Bear | spacing | clothing
Massimo Duti | Massimo Dutti | misspelling | clothing
Tomy Hilfiger | Tommy Hilfiger | misspelling | clothing
Levis 511 slim | Levi's | spacing | clothing
Doc Martens Jadon | Dr. Martens | raw | footwear
New Balence 574 | New Balance | misspelling | footwear
adidas originals gazelle | adidas | product-line | footwear | Originals
Delonghi Magnifica S | De'Longhi | spacing | small-appliances
Philips Airfryer XXL | Philips | model-words | small-appliances
Smeg frigorífico anos 50 | Smeg | model-words | large-appliances
Trek Marlin 7 | Trek | model-words | bikes
Specialized Allez Sport | Specialized | model-words | bikes
Orbea Orca M30 | Orbea | model-words | bikes
Giant Talon 3 | Giant | model-words | bikes
Cube Stereo 140 | Cube | model-words | bikes
Shimano Ultegra R8000 | Shimano | model-words | bikes
vendo relógio da marca Seiko | Seiko | sentence | watches-jewellery
máquina de café De'Longhi quase nova | De'Longhi | sentence | small-appliances
chaqueta de la marca Desigual talla M | Desigual | sentence | clothing
montre de marque Festina pour homme | Festina | sentence | watches-jewellery
guitar made by Yamaha in the 90s | Yamaha | sentence | musical-instruments
scarpe Geox numero 42 | Geox | sentence | footwear
Rucksack von Deuter 30 Liter | ?Deuter | sentence | sports-outdoor
orologio Swatch originale | Swatch | sentence | watches-jewellery
capa compatível com Samsung Galaxy S21 | - | accessory | phones
carregador para portátil HP | - | accessory | laptops
funda para iPad 10 | - | accessory | tablets
bracelet pour Apple Watch 44 mm | - | accessory | watches-jewellery
cápsulas compatibles Nespresso | - | accessory | small-appliances
filtro para aspirador Dyson V8 | - | accessory | small-appliances
correia compatível Garmin Fenix | - | accessory | watches-jewellery
adaptador para objetivas Nikon F | - | accessory | cameras
Spigen case for iPhone 13 | ?Spigen | accessory | phones
`;

const adversarial = `
canoa insuflável | - | near-brand | sports-outdoor
Lumiar | - | place |
Olimpo | - | near-brand |
casino chips set | - | near-brand | toys-baby
fossa séptica | - | near-brand | tools-diy
bosque encantado puzzle | - | near-brand | toys-baby
diorama | - | near-brand | toys-baby
canela | - | near-brand | beauty-perfume
pearl necklace | - | word | watches-jewellery
head torch | - | word | sports-outdoor
giant teddy bear | - | word | toys-baby
ice cube tray | - | word | small-appliances
pineapple lamp | - | word | furniture
nordic style sideboard | - | word | furniture
polo shirt | - | word | clothing
van roof rack | - | word | vehicle-parts
tissue box cover | - | near-brand | furniture
longline coat | - | near-brand | clothing
omega 3 capsules | - | word | beauty-perfume
galaxy projector lamp | - | word | toys-baby
cannonball run toy car | - | near-brand | toys-baby
mini frigorífico | - | word | large-appliances
seat cushion | - | word | furniture
jaguar print dress | - | word | clothing
fiesta decorations | - | word | toys-baby
tesla coil kit | - | word | toys-baby
shell necklace | - | word | watches-jewellery
dove grey cardigan | - | colour | clothing
mango smoothie maker | - | word | small-appliances
orange juicer | - | word | small-appliances
camel coat | - | colour | clothing
gap year travel guide | - | word | books-media
Fendi Baguette | ?Fendi | near-brand | clothing
Nokian Hakkapeliitta | ?Nokian | near-brand | vehicle-parts
Canson bloco A4 | ?Canson | near-brand | books-media
Leitz dossier | ?Leitz | near-brand |
Mielle rosemary oil | ?Mielle | near-brand | beauty-perfume
Celio | ?Celio | near-brand | clothing
Sharpie markers | ?Sharpie | near-brand |
Acerbis guarda-lamas | ?Acerbis | near-brand | vehicle-parts
Kiabi vestido criança | ?Kiabi | near-brand | clothing
Lancel | ?Lancel | near-brand | clothing
Teva | ?Teva | near-brand | footwear
Prado | - | near-brand |
Lenor | ?Lenor | near-brand |
Hario V60 | ?Hario | unknown-brand | small-appliances
Moccamaster KBG 741 | ?Moccamaster | unknown-brand | small-appliances
Lodge skillet | ?Lodge | unknown-brand |
Tramontina | ?Tramontina | unknown-brand |
Vista Alegre | ?Vista Alegre | unknown-brand | furniture
Bordallo Pinheiro | ?Bordallo Pinheiro | unknown-brand |
Sanjo | ?Sanjo | unknown-brand | footwear
Claus Porto | ?Claus Porto | unknown-brand | beauty-perfume
Cortefiel | ?Cortefiel | unknown-brand | clothing
Lanidor | ?Lanidor | unknown-brand | clothing
sem marca visível | - | word |
fatto a mano | - | word |
markenlos | - | word |
No name | - | word |
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory'] });

writeFileSync(new URL('../../data/brands/brand-strings-fourth.json', import.meta.url), `${JSON.stringify(cases, null, 1)}\n`);
console.log(`${cases.length} strings, ${cases.filter((c) => c.part === 'held-out').length} held out, ${cases.filter((c) => c.adversarial).length} adversarial`);
