import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';

/*
 * Writes data/brands/brand-strings-twelfth.json: a twelfth brand set for issue 19, written in the
 * twelfth round blind — before and without reading the brand table, the matching code or any
 * set's data file (it saw the library README's opening, use and benchmark sections and the eleventh
 * writer's first lines while reading the line format; nothing was copied) — over the twenty categories, as sellers and feeds write brands: raw, misspelt,
 * spaced, model words, sentences, maker + sub-brand, sub-brand alone, product lines, in PT, ES, FR,
 * EN and some IT and DE.
 * Labels follow the naming policy: the brand as its owner sells it, with its parent (the
 * company that owns the brand name: Squier → Fender, Instax → Fujifilm) only where the writer is
 * sure of it.
 * About 40 % is adversarial: look-alikes of other makers and near names (Nikon beside Nike), generic
 * words, colours, places and people that are also brand names, "style of X" / "tipo X", items with no
 * brand, accessories "for X" (the brand is the accessory's maker, or none), components of another
 * maker (the brand is the item's, or none), maker + sub-brand.
 * Every string is held out (`part: 'held-out'`, like the seventh set): read only as summary figures.
 *
 * Lines as the third to eleventh sets (`brandSetCases`): positives `raw | expected | kind | category |
 * parent (or, for a product line, the line)`, adversarial `raw | expected | trap | category`;
 * `-` no brand, `?Name` a real brand the table may lack (reading it or nothing is right).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-twelfth-brand-set.ts`.
 * First run (2026-11-28, table and matcher before any change of the twelfth round, `npm run bench -- brands`):
 * accuracy 0.92 (164 of 178), 5 wrong merges, all 5 on the adversarial subset.
 */
const positives = `
Samsung Galaxy Z Flip5 256GB | Samsung | product-line | phones | Galaxy
Redmi Note 13 Pro 5G | Redmi | sub-alone | phones | Xiaomi
Xiaomi Redmi 12C 64gb | Redmi | maker+sub | phones | Xiaomi
google pixel 8 pro | Google | model-words | phones
Huawey P30 lite | Huawei | misspelling | phones
Nokia G42 | Nokia | model-words | phones
Apple iPad mini 6 64 Go | Apple | product-line | tablets | iPad
samsung galaxy tab a8 | Samsung | product-line | tablets | Galaxy
Amazon Kindle Paperwhite 11ª geração | Amazon | product-line | tablets | Kindle
Kindle Oasis 32GB | Amazon | product-line | tablets | Kindle
HP Omen 16 RTX 3070 | Omen | maker+sub | laptops | HP
Lenovo Legion 5 Pro | Lenovo | product-line | laptops | Legion
Microsoft Surface Laptop 4 | Microsoft | product-line | laptops | Surface
macbook pro 14 m1 pro | Apple | product-line | laptops | MacBook
ASUS zenbook 14 oled | Asus | product-line | laptops | Zenbook
Nintendo Switch OLED blanca | Nintendo | model-words | consoles
Xbox Series S 512 Go | Microsoft | product-line | consoles | Xbox
Steam Deck OLED 1TB | Valve | product-line | consoles | Steam Deck
Orbea Alma M30 29 | Orbea | model-words | bikes
Rockrider ST 540 | Rockrider | sub-alone | bikes | Decathlon
Decathlon Rockrider XC 100 | Rockrider | maker+sub | bikes | Decathlon
Canyon Endurace CF 7 | Canyon | model-words | bikes
Giant Talon 2 29er | Giant | model-words | bikes
Specialised Allez Sport | Specialized | misspelling | bikes
Cube Stereo 140 HPC | Cube | model-words | bikes
Massimo Dutti camisa lino hombre | Massimo Dutti | model-words | clothing | Inditex
Stradivarius calças wide leg | Stradivarius | sub-alone | clothing | Inditex
Tommy Hilfinger polo | Tommy Hilfiger | misspelling | clothing
Ralph Loren pull col V | Ralph Lauren | misspelling | clothing
The North Face Nuptse 700 | The North Face | model-words | clothing
Levis 501 W32 L34 | Levi's | misspelling | clothing
Uniqlo doudoune légère | Uniqlo | model-words | clothing
Patagonia Better Sweater fleece | Patagonia | model-words | clothing
Dr Martens 1460 | Dr. Martens | spacing | footwear
Converse Chuck 70 high | Converse | sub-alone | footwear | Nike
Nike Jordan 4 Retro | Jordan | maker+sub | footwear | Nike
Birkenstock Arizona 41 | Birkenstock | model-words | footwear
New Balance 9060 | New Balance | model-words | footwear
Asics Gel-Kayano 30 | Asics | model-words | footwear
Dyson V11 Absolute | Dyson | model-words | small-appliances
De'Longhi Magnifica S | De'Longhi | model-words | small-appliances
Delonghi dedica | De'Longhi | spacing | small-appliances
Nespresso Vertuo Next | Nespresso | model-words | small-appliances
Philps airfryer XXL | Philips | misspelling | small-appliances
Bosh máquina de lavar Serie 6 | Bosch | misspelling | large-appliances
Whirlpool frigorífico combinado | Whirlpool | model-words | large-appliances
Balay lavavajillas | Balay | raw | large-appliances
Cannon EOS 2000D | Canon | misspelling | cameras
Fujiflim X-T20 | Fujifilm | misspelling | cameras
Instax Mini 12 | Instax | sub-alone | cameras | Fujifilm
Fujifilm Instax Wide 300 | Instax | maker+sub | cameras | Fujifilm
Panasonic Lumix GX80 | Lumix | maker+sub | cameras | Panasonic
GoPro Hero 11 Black | GoPro | model-words | cameras
Leica Q2 | Leica | model-words | cameras
Sennhiser HD 560S | Sennheiser | misspelling | audio
Beats Studio Pro | Beats | sub-alone | audio | Apple
Technics SL-1200 MK2 | Technics | sub-alone | audio | Panasonic
Bang and Olufsen Beoplay H95 | Bang & Olufsen | spacing | audio
marshall major iv | Marshall | model-words | audio
Sonos Era 100 | Sonos | model-words | audio
Casio G-Shock GA-2100 | G-Shock | maker+sub | watches-jewellery | Casio
G Shock DW-5600 | G-Shock | spacing | watches-jewellery | Casio
Tudor Black Bay 58 | Tudor | sub-alone | watches-jewellery | Rolex
Seico 5 automático | Seiko | misspelling | watches-jewellery
Swarovsky colar | Swarovski | misspelling | watches-jewellery
Pandora pulseira Moments | Pandora | model-words | watches-jewellery
Daniel Wellington Classic 36mm | Daniel Wellington | model-words | watches-jewellery
Fitbit Charge 6 | Fitbit | sub-alone | watches-jewellery | Google
Ikia Malm cómoda | IKEA | misspelling | furniture
Kartell Louis Ghost chair | Kartell | model-words | furniture
Vitra Eames DSW | Vitra | model-words | furniture
Maisons du Monde bureau | Maisons du Monde | raw | furniture
Lego Duplo comboio | Duplo | maker+sub | toys-baby | Lego
Playmobill barco pirata | Playmobil | misspelling | toys-baby
Hot Wheels pista looping | Hot Wheels | sub-alone | toys-baby | Mattel
Barbie Dreamhouse 2023 | Barbie | sub-alone | toys-baby | Mattel
Fisher Price cavalinho | Fisher-Price | spacing | toys-baby | Mattel
Stokke Xplory X | Stokke | model-words | toys-baby
Bugaboo Fox 3 | Bugaboo | model-words | toys-baby
Play-Doh set cozinha | Play-Doh | sub-alone | toys-baby | Hasbro
Penguin Classics Pride and Prejudice | Penguin | product-line | books-media | Penguin Classics
Marvel Omnibus Spider-Man | Marvel | raw | books-media
Panini álbum Mundial 2022 | Panini | raw | books-media
Quetchua tente 2 seconds | Quechua | misspelling | sports-outdoor | Decathlon
Kalenji sapatilhas running | Kalenji | sub-alone | sports-outdoor | Decathlon
Salomon XT-6 | Salomon | model-words | sports-outdoor
Babolat Pure Drive 2021 | Babolat | model-words | sports-outdoor
Garmim Edge 530 | Garmin | misspelling | sports-outdoor
Makitta DHP485 | Makita | misspelling | tools-diy
Black and Decker ponceuse | Black+Decker | spacing | tools-diy
Parkside visseuse 20V | Parkside | sub-alone | tools-diy | Lidl
Stihl MS 180 | Stihl | model-words | tools-diy
Ryobi ONE+ taladro 18V | Ryobi | model-words | tools-diy
Lancome La Vie est Belle 50ml | Lancôme | misspelling | beauty-perfume | L'Oréal
Maybelline Sky High mascara | Maybelline | sub-alone | beauty-perfume | L'Oréal
La Roche Posay Anthelios | La Roche-Posay | spacing | beauty-perfume | L'Oréal
Clinique Moisture Surge | Clinique | sub-alone | beauty-perfume | Estée Lauder
Yves St Laurent Libre | Yves Saint Laurent | spacing | beauty-perfume
Chanel Coco Mademoiselle | Chanel | model-words | beauty-perfume
Fender Squier Affinity Telecaster | Squier | maker+sub | musical-instruments | Fender
Squier Bullet Strat HT | Squier | sub-alone | musical-instruments | Fender
Gibson Epiphone Les Paul Standard 60s | Epiphone | maker+sub | musical-instruments | Gibson
Boss DS-1 pedal distorção | Boss | sub-alone | musical-instruments | Roland
Roland TD-07KV bateria electrónica | Roland | model-words | musical-instruments
Yamaha P-45 piano digital | Yamaha | model-words | musical-instruments
Brembo discos de travão Golf 7 | Brembo | raw | vehicle-parts
Michellin Pilot Sport 4 225/45 R17 | Michelin | misspelling | vehicle-parts
BF Goodrich All-Terrain KO2 | BFGoodrich | spacing | vehicle-parts | Michelin
Valéo kit embraiagem | Valeo | misspelling | vehicle-parts
Bosch Aerotwin escovas limpa para-brisas | Bosch | model-words | vehicle-parts
I'm selling my old Canon camera, barely used | Canon | sentence | cameras
vendo bicicleta da decathlon em bom estado | Decathlon | sentence | bikes
Tengo unos cascos Sony que ya no uso | Sony | sentence |
Quelqu'un veut ma montre Tissot ? | Tissot | sentence |
Spigen Ultra Hybrid case for iPhone 15 | Spigen | accessory | phones
Capa para Samsung Galaxy A54 transparente | - | accessory | phones
Carregador compatível com MacBook 65W | - | accessory | laptops
Bracelet pour Apple Watch 44 mm | - | accessory | watches-jewellery
Objetivo Sigma 18-35 para Canon EF | Sigma | accessory | cameras
Funda Belkin para iPad Air | Belkin | accessory | tablets
Anker cargador USB-C para Nintendo Switch | Anker | accessory | consoles
Coque compatible Xiaomi Redmi Note 12 | - | accessory | phones
Bicicleta Orbea Orca com grupo Shimano 105 | Orbea | component | bikes
Portátil Acer Aspire com processador Intel i7 | Acer | component | laptops
PC gaming com placa NVIDIA RTX 4060 | - | component | laptops
Canyon Grizl avec roues DT Swiss | Canyon | component | bikes
Casaco Columbia com membrana Gore-Tex | Columbia | component | clothing
Baskets Salomon semelle Vibram | Salomon | component | footwear
Trek Marlin 7 Suntour fork RockShox upgrade | Trek | component | bikes
Lidl Silvercrest robot de cozinha | Silvercrest | maker+sub | small-appliances | Lidl
`;

const adversarial = `
Abibas fato de treino | - | near-brand | clothing
Nkie sweatshirt vintage | - | near-brand | clothing
Rolax relógio automático | - | near-brand | watches-jewellery
Samsong Galaxy S9 clone | - | near-brand | phones
Nikon Coolpix P950 | Nikon | near-brand | cameras
Sonos Roam SL | Sonos | near-brand | audio
Mega Bloks camião bombeiros | Mega Bloks | near-brand | toys-baby
Casio CT-S1 teclado | Casio | near-brand | musical-instruments
Yamaha TMAX 530 espelho retrovisor | Yamaha | near-brand | vehicle-parts
Santa Cruz Hightower CC | Santa Cruz | place | bikes
T-shirt Santa Cruz de Tenerife | - | place | clothing
Partitura Canon de Pachelbel para piano | - | generic-word | books-media
Chave Phillips n.º 2 | - | generic-word | tools-diy
Descascador de mango | - | generic-word | small-appliances
Peluche de puma 40 cm | - | generic-word | toys-baby
Casaco cor orange fluorescente | - | colour | clothing
Manta padrão jaguar 150x200 | - | generic-word | furniture
Caixas tipo tupperware (lote 10) | - | generic-word | small-appliances
Fita tipo velcro 5 metros | - | generic-word | tools-diy
Garrafa tipo thermos 1 L | - | generic-word | sports-outdoor
Aspirador tipo Dyson sem marca | - | style-of | small-appliances
Bolso estilo Chanel acolchado | - | style-of | clothing
Sandálias tipo Birkenstock | - | style-of | footwear
Lampe façon Vitra | - | style-of | furniture
Chaise style Eames | - | style-of | furniture
Robe inspiration Sézane | - | style-of | clothing
Montre genre Rolex Daytona | - | style-of | watches-jewellery
Sofá cinzento 3 lugares | - | no-brand | furniture
Vestido de verão florido tamanho M | - | no-brand | clothing
Lote roupa bebé 6-9 meses | - | no-brand | toys-baby
Bicicleta de criança roda 16 | - | no-brand | bikes
Vieux vélo de course années 80 | - | no-brand | bikes
Herramientas variadas caja | - | no-brand | tools-diy
Pulseira de prata artesanal | - | no-brand | watches-jewellery
Guitarra clássica sem marca | - | no-brand | musical-instruments
Michael Jordan poster 1996 | - | person | books-media
Biografía de Steve Jobs | - | person | books-media
Livro Coco Chanel: a vida | - | person | books-media
Pedal de efeitos Behringer tipo Boss | Behringer | style-of | musical-instruments
Apple corer stainless steel | - | generic-word | small-appliances
Shell jacket waterproof | - | generic-word | clothing
Corona de flores para porta | - | generic-word | furniture
Gazelle vintage Dutch bike | Gazelle | generic-word | bikes
Adidas Gazelle 42 | Adidas | near-brand | footwear
Mustang Ford retrovisor | Ford | near-brand | vehicle-parts
Vans slip-on checkerboard | Vans | generic-word | footwear
Jante de van Renault Trafic | Renault | generic-word | vehicle-parts
Camel coat wool | - | colour | clothing
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] }).map((c) => ({ ...c, part: 'held-out' as const }));

writeFileSync(new URL('../../data/brands/brand-strings-twelfth.json', import.meta.url), `${JSON.stringify(cases, null, 1)}\n`);
console.log(`${cases.length} strings, all held out, ${cases.filter((c) => c.adversarial).length} adversarial`);
