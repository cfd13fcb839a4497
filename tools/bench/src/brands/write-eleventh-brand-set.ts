import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';

/*
 * Writes data/brands/brand-strings-eleventh.json: an eleventh brand set for issue 19, written in the
 * eleventh round before the brand table or the matching code was read in that round (the writer had
 * seen only the library's README and the earlier writers' line format), over the twenty categories,
 * as sellers and feeds write brands: raw, misspelt, spaced, model words, sentences, maker + sub-brand,
 * sub-brand alone, product lines, in PT, ES, FR, EN, IT and DE.
 * Labels follow the README's naming policy: the brand as its owner sells it today, with its parent
 * where one owns it (only parents the writer is sure of are asked for).
 * About 40 % is adversarial: look-alikes of other makers, generic words that are also brand names,
 * people and places, "style of X" and copies, items with no brand, accessories "for X" (the brand is
 * the accessory's maker, or none), components and licences of another maker (the brand is the
 * item's, or none), maker + sub-brand.
 * Each string's part (`tune` or `held-out`, about half each) is the hash of the string (`partOf` in
 * `brand-set-lines.ts`), fixed here before any run: the held-out part is read only as summary figures.
 *
 * Lines as the third to tenth sets (`brandSetCases`): positives `raw | expected | kind | category |
 * parent (or, for a product line, the line)`, adversarial `raw | expected | trap | category`;
 * `-` no brand, `?Name` a real brand the table may lack (reading it or nothing is right).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-eleventh-brand-set.ts`.
 */
const positives = `
samsung galaxy a35 5g | Samsung | model-words | phones
Xiaomi Poco X6 Pro | Poco | maker+sub | phones | Xiaomi
poco f5 256gb | Poco | sub-alone | phones | Xiaomi
Motorola moto g84 | Motorola | model-words | phones
Oneplus nord ce 3 | OnePlus | model-words | phones
honor magic 5 lite | Honor | model-words | phones
iPad Air 5ª geração | Apple | product-line | tablets | iPad
Lenovo Tab P11 | Lenovo | model-words | tablets
samsumg tab s7 | Samsung | misspelling | tablets
Asus ROG Zephyrus G14 | ROG | maker+sub | laptops | Asus
HP Pavilion 15 | HP | model-words | laptops
Acer Predator Helios 300 | Predator | maker+sub | laptops | Acer
Dell Alienware m15 | Alienware | maker+sub | laptops | Dell
lenvo ideapad 3 | Lenovo | misspelling | laptops
Nintendo Switch Lite | Nintendo | model-words | consoles
Sony PlayStation 5 slim | Sony | model-words | consoles
Xbox Series S 512 GB | Xbox | sub-alone | consoles | Microsoft
Steam Deck OLED 512 | Valve | product-line | consoles | Steam Deck
Orbea Alma M30 | Orbea | model-words | bikes
Cannondale Trail 7 | Cannondale | model-words | bikes
Rockrider ST 530 | Rockrider | sub-alone | bikes | Decathlon
Decathlon Btwin Riverside 500 | Btwin | maker+sub | bikes | Decathlon
Scot Spark 970 | Scott | misspelling | bikes
Merida Big Nine 100 | Merida | model-words | bikes
Brompton M6L dobrável | Brompton | model-words | bikes
Pull&Bear calças cargo | Pull&Bear | raw | clothing
Stradivarius vestido midi | Stradivarius | raw | clothing
Massimo Dutti blazer lã | Massimo Dutti | raw | clothing
Tommy Hilfiger polo | Tommy Hilfiger | raw | clothing
Ralph Lauren camisa oxford | Ralph Lauren | raw | clothing
Carhartt veste de travail | Carhartt | raw | clothing
Patagonia Better Sweater | Patagonia | model-words | clothing
Levis 511 slim | Levi's | misspelling | clothing
New Balance 574 | New Balance | model-words | footwear
Converse Chuck Taylor All Star | Converse | model-words | footwear | Nike
Air Jordan 4 Retro | Jordan | sub-alone | footwear | Nike
Nike Air Jordan 1 Mid | Jordan | maker+sub | footwear | Nike
Dr Martens 1460 | Dr. Martens | raw | footwear
Birkenstok Arizona | Birkenstock | misspelling | footwear
Salomon XT-6 | Salomon | model-words | footwear
Timberland 6 inch premium | Timberland | model-words | footwear
De'Longhi Magnifica S | De'Longhi | model-words | small-appliances
Nespresso Vertuo Next | Nespresso | model-words | small-appliances | Nestlé
Dyson V11 Absolute | Dyson | model-words | small-appliances
Philips Airfryer XXL | Philips | model-words | small-appliances
Moulinex Companion | Moulinex | model-words | small-appliances
Bosch Serie 6 lave-linge | Bosch | model-words | large-appliances
Miele W1 Classic | Miele | model-words | large-appliances
Beko frigorífico combinado | Beko | raw | large-appliances
Whirlpool Supreme Care | Whirlpool | model-words | large-appliances
Fujifilm X100V | Fujifilm | model-words | cameras
Olympus OM-D E-M10 | Olympus | model-words | cameras
G o P r o Hero 11 | GoPro | spacing | cameras
Sigma 35mm f1.4 Art | Sigma | model-words | cameras
Panasonic Lumix G80 | Lumix | maker+sub | cameras | Panasonic
Sennheiser Momentum 4 | Sennheiser | model-words | audio
Bose QuietComfort 45 | Bose | model-words | audio
JBL Flip 6 | JBL | model-words | audio
Marshall Emberton II | Marshall | model-words | audio
Beats Studio Pro | Beats | model-words | audio | Apple
Casio G-Shock DW-5600 | G-Shock | maker+sub | watches-jewellery | Casio
Tissot Le Locle | Tissot | model-words | watches-jewellery | Swatch Group
Pandora pulseira moments | Pandora | raw | watches-jewellery
Swarovski colar | Swarovski | raw | watches-jewellery
Garmin Forerunner 255 | Garmin | model-words | watches-jewellery
Citizen Eco-Drive | Citizen | model-words | watches-jewellery
IKEA Billy estante | IKEA | raw | furniture
Kave Home mesa | Kave Home | raw | furniture
Vitra Eames chair | Vitra | raw | furniture
LEGO Technic 42143 | LEGO | model-words | toys-baby
Playmobil City Life | Playmobil | model-words | toys-baby
Fisher Price gimnasio bebé | Fisher-Price | spacing | toys-baby | Mattel
Cybex Priam | Cybex | model-words | toys-baby
Chicco Next2Me | Chicco | model-words | toys-baby
Bugaboo Butterfly | Bugaboo | model-words | toys-baby
Penguin Classics | Penguin | raw | books-media
Taschen art book | Taschen | raw | books-media
Quechua MH100 | Quechua | sub-alone | sports-outdoor | Decathlon
The Noth Face Nuptse | The North Face | misspelling | sports-outdoor
Wilson Pro Staff | Wilson | model-words | sports-outdoor
Babolat Pure Drive | Babolat | model-words | sports-outdoor
Black+Decker aspirador | Black+Decker | raw | tools-diy | Stanley Black & Decker
Makita DHP485 | Makita | model-words | tools-diy
Milwaukee M18 FUEL | Milwaukee | model-words | tools-diy
Einhell TE-CD 18 | Einhell | model-words | tools-diy
Ryobi ONE+ | Ryobi | model-words | tools-diy
L'Oréal Paris Elvive | L'Oréal | model-words | beauty-perfume
Lancome Idôle | Lancôme | misspelling | beauty-perfume | L'Oréal
Yves Saint Laurent Libre | Yves Saint Laurent | model-words | beauty-perfume
Clinique Moisture Surge | Clinique | model-words | beauty-perfume | Estée Lauder
Nars Radiant Creamy | NARS | model-words | beauty-perfume
Yamaha Pacifica 112 | Yamaha | model-words | musical-instruments
Gibson Les Paul Studio | Gibson | model-words | musical-instruments
Epiphone SG Special | Epiphone | model-words | musical-instruments | Gibson
Roland FP-30X | Roland | model-words | musical-instruments
Korg Minilogue | Korg | model-words | musical-instruments
Bosch pastilhas de travão | Bosch | raw | vehicle-parts
Michelin Pilot Sport 4 | Michelin | model-words | vehicle-parts
Brembo discos | Brembo | raw | vehicle-parts
Castrol Edge 5W30 | Castrol | model-words | vehicle-parts
Valeo embraiagem | Valeo | raw | vehicle-parts
vendo bicicleta da orbea em bom estado | Orbea | sentence | bikes
je vends mes baskets Veja presque neuves | Veja | sentence | footwear
se vende cafetera Krups casi nueva | Krups | sentence | small-appliances
mochila Eastpak Padded | Eastpak | raw | sports-outdoor
relógio Casio para criança | Casio | sentence | watches-jewellery
Bosch jogo de chaves de fendas | Bosch | raw | tools-diy
Apple Pencil 2.ª geração | Apple | model-words | tablets
Sony Xperia 10 V | Sony | model-words | phones
Xiaomi Redmi Note 13 | Redmi | maker+sub | phones | Xiaomi
Samsung Galaxy Z Flip 5 | Samsung | product-line | phones | Galaxy
Apple Beats Solo 4 | Beats | maker+sub | audio | Apple
Swatch Group Omega Seamaster | Omega | maker+sub | watches-jewellery | Swatch Group
`;

const adversarial = `
capa para Samsung Galaxy A54 | - | accessory | phones
funda compatible con iPhone 15 Pro | - | accessory | phones
Spigen case for Pixel 8 | Spigen | accessory | phones
carregador para MacBook Air | - | accessory | laptops
Logitech mouse for MacBook | Logitech | accessory | laptops
manette compatible PS5 | - | accessory | consoles
PowerA controller for Xbox | PowerA | accessory | consoles
bolsa de sillín para Brompton | - | accessory | bikes
objetiva Sigma para Canon | Sigma | accessory | cameras
Hama protecteur pour Nikon | Hama | accessory | cameras
cinturino per Apple Watch | - | accessory | watches-jewellery
pulseira compatível com Garmin | - | accessory | watches-jewellery
filtros para Dyson V8 | - | accessory | small-appliances
cápsulas compatibles Nespresso | - | accessory | small-appliances
baterias para Makita 18V genéricas | - | accessory | tools-diy
Trek Marlin 7 com grupo Shimano | Trek | component | bikes
Specialized Rockhopper com suspensão RockShox | Specialized | component | bikes
Canyon Endurace roues DT Swiss | Canyon | component | bikes
portátil HP con procesador Intel | HP | component | laptops
Lenovo Legion com gráfica Nvidia | Lenovo | component | laptops
The North Face jacket Gore-Tex | The North Face | component | clothing
Salomon trail shoes Vibram sole | Salomon | component | footwear
Fender Telecaster pastillas Seymour Duncan | Fender | component | musical-instruments
Seat Leon jantes OZ | ?OZ Racing | component | vehicle-parts
LEGO Star Wars Millennium Falcon | LEGO | component | toys-baby
casaco estilo Zara | - | style | clothing
sapatilhas tipo Nike | - | style | footwear
bolso estilo Chanel | - | style | clothing
parfum dans le style de Chanel Coco | - | style | beauty-perfume
réplica de Rolex Datejust | - | style | watches-jewellery
mesa inspirada no Eames | - | style | furniture
jersey de punto marca blanca | - | no-brand | clothing
bicicleta sem marca roda 26 | - | no-brand | bikes
lampe de chevet sans marque | - | no-brand | furniture
Apple crumble recipe book | - | generic-word | books-media
casaco cor Camel | - | colour | clothing
robe couleur Corail | - | colour | clothing
puma de peluche | - | generic-word | toys-baby
mesa de pino macizo | - | generic-word | furniture
Oasis CD Definitely Maybe | - | generic-word | books-media
Jaguar E-Type poster | - | generic-word | books-media
Mercury Rising DVD | - | generic-word | books-media
Shell conchas decorativas | - | generic-word | furniture
Sonny radio antigo | - | near-brand | audio
Adibas fato de treino | - | near-brand | clothing
Nikke sapatilhas | - | near-brand | footwear
Samsong phone | - | near-brand | phones
Rolax watch | - | near-brand | watches-jewellery
Calvin livro de banda desenhada | - | person | books-media
Paris Hilton biografia | - | person | books-media
Lisboa guia de viagem | - | place | books-media
Hot Wheels Porsche 911 | Hot Wheels | component | toys-baby
carrinho de brincar Mercedes Classe G | - | component | toys-baby
Orange crush vinyl | - | generic-word | books-media
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });

writeFileSync(new URL('../../data/brands/brand-strings-eleventh.json', import.meta.url), `${JSON.stringify(cases, null, 1)}\n`);
console.log(
  `${cases.length} strings, ${cases.filter((c) => c.part === 'tune').length} tune, ${cases.filter((c) => c.part === 'held-out').length} held out, ${cases.filter((c) => c.adversarial).length} adversarial`,
);
