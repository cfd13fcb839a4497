import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';

/*
 * Writes data/brands/brand-strings-fourteenth.json: a fourteenth brand set for issue 19, written blind on
 * 2026-11-28 by a writer who changes no rule, as the session's final unseen measure: EVERY string is
 * held out (`part: "held-out"`), nobody tunes on it. Its writer read neither the brand table nor the
 * matching code nor any set's records — only the thirteenth writer's header (up to its first string),
 * the line parser (`brandSetCases`), the `FamilyCase` type, the key names of one thirteenth record and
 * the contract's BrandCategory enum line.
 * 263 strings over all 20 BrandCategory ids (phones, tablets, laptops, consoles, bikes, clothing,
 * footwear, small and large appliances, cameras, audio, watches & jewellery, furniture, toys & baby,
 * books & media, sports & outdoor, tools & DIY, beauty & perfume, musical instruments, vehicle parts),
 * as sellers and feeds write brands in PT, ES, FR, EN and some IT and DE: raw, misspelt, spaced, model
 * words, maker + sub-brand, sub-brand alone, product lines. Labels follow the naming policy: the
 * brand as its owner sells it, with its parent (the company that owns the brand name, by its usual
 * short name: Redmi → Xiaomi, Squier → Fender, Stradivarius → Inditex) only where the writer is sure of
 * the owner; a product line (iPhone, Galaxy, ThinkPad) is the maker with the line.
 * 104 adversarial (40 %): the traps (counterfeit-style names, "estilo X" / "tipo X" / "façon X" / dupes,
 * generic words, colours and animals that are also brand names, one maker's name in another's category,
 * no-brand strings, accessories "compatible with X") and the positives of the kinds accessory,
 * component and maker + sub-brand.
 *
 * Lines as the third to thirteenth sets (`brandSetCases`): positives `raw | expected | kind | category |
 * parent (or, for a product line, the line)`, adversarial `raw | expected | trap | category`;
 * `-` no brand, `?Name` a real brand the table may lack (reading it or nothing is right).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-fourteenth-brand-set.ts`.
 * First run (2026-11-28, table and matcher as on branch s34-19x at 592977d, `npm run bench -- brands`): with each
 * string's category, accuracy 0.88 (231 of 263), 6 wrong merges (3 on the adversarial subset); with no category,
 * 0.68 (180 of 263), 8 wrong merges (4 on the adversarial subset).
 */

const positives = `
iPhone 13 Pro Max 256GB | Apple | product-line | phones | iPhone
Telemóvel Samsumg Galaxy A54 | Samsung | misspelling | phones
Xiaomi Redmi Note 12 Pro 5G | Redmi | maker+sub | phones | Xiaomi
Redmi 9A 32gb desbloqueado | Redmi | sub-alone | phones | Xiaomi
POCO X5 Pro | Poco | sub-alone | phones | Xiaomi
Hauwei P30 lite | Huawei | misspelling | phones
One Plus Nord 2 | OnePlus | spacing | phones
Motorola moto g84 | Motorola | raw | phones
Google Pixel 8 | Google | product-line | phones | Pixel
Honor Magic 5 Lite | Honor | raw | phones
Nokia 3310 clássico | Nokia | raw | phones
Sony Xperia 10 IV | Sony | product-line | phones | Xperia
Capa Spigen Ultra Hybrid para iPhone 14 | Spigen | accessory | phones
Carregador compatível com Samsung 25W | - | accessory | phones
Película de vidro para Xiaomi 13 | - | accessory | phones
iPad Air 5ª geração 64GB | Apple | product-line | tablets | iPad
Samsung Galaxy Tab S7 FE | Samsung | product-line | tablets | Galaxy
Kindle Paperwhite 11th gen | Amazon | product-line | tablets | Kindle
Kobo Clara HD | Kobo | raw | tablets
Funda para iPad 10.2 con teclado | - | accessory | tablets
Lenovo ThinkPad X1 Carbon | Lenovo | product-line | laptops | ThinkPad
Dell Alienware m15 R6 | Alienware | maker+sub | laptops | Dell
portatil asus rog strix g15 | Asus | product-line | laptops | ROG
HP Pavilion 15 | HP | product-line | laptops | Pavilion
MacBook Pro 14 M1 Pro | Apple | product-line | laptops | MacBook
Acer Nitro 5 | Acer | product-line | laptops | Nitro
MSI Katana GF66 | MSI | raw | laptops
Mochila para portátil Samsonite 15,6 | Samsonite | accessory | laptops
Playstaion 4 slim 500gb | PlayStation | misspelling | consoles | Sony
Sony PlayStation 5 edição digital | PlayStation | maker+sub | consoles | Sony
Xbox Series S 512GB | Xbox | sub-alone | consoles | Microsoft
Nintento Switch OLED | Nintendo | misspelling | consoles
Steam Deck 64GB | Valve | product-line | consoles | Steam Deck
Comando para PS5 DualSense | PlayStation | sub-alone | consoles | Sony
Manette compatible Switch sans fil | - | accessory | consoles
Bicicleta Trek Marlin 7 com Shimano Deore | Trek | component | bikes
Specialized Rockhopper 29 | Specialized | raw | bikes
Bici Orbea Orca M30 | Orbea | raw | bikes
Btwin Riverside 500 | Btwin | sub-alone | bikes | Decathlon
Decathlon Rockrider ST 540 | Rockrider | maker+sub | bikes | Decathlon
Vélo Cube Stereo Hybrid moteur Bosch | Cube | component | bikes
Giant Talon 3 2021 | Giant | raw | bikes
Liv Tempt 3 mountain bike | Liv | sub-alone | bikes | Giant
Cannondale CAAD Optimo | Cannondale | raw | bikes
Brompton M6L dobrável | Brompton | raw | bikes
Canyon Endurace CF SL con ruedas DT Swiss | Canyon | component | bikes
Bianchi Sprint with Campagnolo groupset | Bianchi | component | bikes
Cadenas Shimano Ultegra 11v | Shimano | raw | bikes
Casaco Zara bege | Zara | raw | clothing | Inditex
Pull and Bear sudadera | Pull&Bear | spacing | clothing | Inditex
Stradivarius calças wide leg | Stradivarius | sub-alone | clothing | Inditex
Massimo Dutti blazer lã | Massimo Dutti | sub-alone | clothing | Inditex
COS knit jumper oversized | COS | sub-alone | clothing | H&M
H and M vestido | H&M | spacing | clothing
Ralph Laurent camisa oxford | Ralph Lauren | misspelling | clothing
Tommy Hilfinger polo | Tommy Hilfiger | misspelling | clothing
Levis 501 original fit | Levi's | spacing | clothing
Uniqlo ultra light down | Uniqlo | raw | clothing
Lacost polo vert | Lacoste | misspelling | clothing
The North Face Nuptse 700 | The North Face | raw | clothing
Jersey Adidas Benfica 23/24 | Adidas | raw | clothing
Maglia Nike Inter ufficiale | Nike | raw | clothing
Mango vestido midi | Mango | raw | clothing
Sézane blouse Thelma | Sézane | raw | clothing
Louis Vitton Neverfull MM | Louis Vuitton | misspelling | clothing
Nike Air Jordan 1 Mid | Air Jordan | maker+sub | footwear | Nike
Air Jordan 4 retro | Air Jordan | sub-alone | footwear | Nike
Converse Chuck Taylor All Star | Converse | sub-alone | footwear | Nike
Addidas Samba OG | Adidas | misspelling | footwear
New Balance 550 | New Balance | raw | footwear
Asics Onitsuka Tiger Mexico 66 | Onitsuka Tiger | maker+sub | footwear | Asics
Dr Martins 1460 | Dr. Martens | misspelling | footwear
Birkenstok Arizona | Birkenstock | misspelling | footwear
Hoka Clifton 9 | Hoka | raw | footwear
UGG Classic Mini | UGG | raw | footwear
Veja V-10 | Veja | raw | footwear
Vans Old Skool | Vans | raw | footwear
Salomon XT-6 | Salomon | raw | footwear
Dyson V11 Absolute | Dyson | raw | small-appliances
Kitchen Aid Artisan 5KSM175 | KitchenAid | spacing | small-appliances
Kenwood Chef XL Titanium | Kenwood | raw | small-appliances | De'Longhi
Moulinex Companion XL | Moulinex | raw | small-appliances
Tefal Actifry | Tefal | raw | small-appliances
Nespresso Vertuo Next | Nespresso | raw | small-appliances | Nestlé
De Longhi Magnifica S | De'Longhi | spacing | small-appliances
Thermomix TM6 | Thermomix | raw | small-appliances | Vorwerk
Cecotec Conga 4090 | Cecotec | raw | small-appliances
Philips Sonicare DiamondClean | Philips | product-line | small-appliances | Sonicare
Máquina lavar roupa Bosch Serie 6 | Bosch | raw | large-appliances
Frigorífico Balay 3KFE | Balay | raw | large-appliances | BSH
Lave-linge AEG L7FEE | AEG | raw | large-appliances | Electrolux
Zanussi forno encastrar | Zanussi | raw | large-appliances | Electrolux
Indesit lavastoviglie | Indesit | raw | large-appliances | Whirlpool
Hoover secadora | Hoover | raw | large-appliances | Haier
Samsung frigorífico americano | Samsung | raw | large-appliances
Canon EOS R6 corpo | Canon | raw | cameras
Cannon EOS 2000D | Canon | misspelling | cameras
Nikkon D3500 | Nikon | misspelling | cameras
Fugifilm X100V | Fujifilm | misspelling | cameras
Sony Alpha 7 IV | Sony | product-line | cameras | Alpha
GoPro Hero 11 Black | GoPro | raw | cameras
DJI Mini 3 Pro drone | DJI | raw | cameras
Leica Q2 | Leica | raw | cameras
Objectif Sigma 35mm f1.4 Art pour Canon | Sigma | accessory | cameras
Bolsa Lowepro para câmara Nikon | Lowepro | accessory | cameras
Sennheizer HD 600 | Sennheiser | misspelling | audio
Beats Studio 3 Wireless | Beats | sub-alone | audio | Apple
Ultimate Ears Boom 3 | Ultimate Ears | raw | audio | Logitech
Bang & Olufsen Beoplay H95 | Bang & Olufsen | raw | audio
Marshall Emberton II | Marshall | raw | audio
Bose SoundLink Flex | Bose | raw | audio
Technics SL-1210 MK7 | Technics | raw | audio | Panasonic
Tudor Black Bay 58 | Tudor | sub-alone | watches-jewellery | Rolex
Tissot PRX Powermatic 80 | Tissot | raw | watches-jewellery
Seiko 5 Sports | Seiko | raw | watches-jewellery
Casio G-Shock GA-2100 | Casio | product-line | watches-jewellery | G-Shock
Garmin Forerunner 255 | Garmin | raw | watches-jewellery
Skagen Signatur | Skagen | raw | watches-jewellery | Fossil
Pulseira Pandora Moments prata | Pandora | raw | watches-jewellery
Colar Swarovski cisne | Swarovski | raw | watches-jewellery
Bracelete para Apple Watch 45mm | - | accessory | watches-jewellery
Cómoda IKEA Hemnes | IKEA | raw | furniture
Ikea Kallax 4x4 | IKEA | raw | furniture
Kave Home mesa centro | Kave Home | raw | furniture
Cadeira Vitra Eames DSW | Vitra | raw | furniture
Sofá Roche Bobois | Roche Bobois | raw | furniture
Lego Technic 42115 Lamborghini | Lego | product-line | toys-baby | Technic
Leggo Star Wars Millennium Falcon | Lego | misspelling | toys-baby
Playmobill quinta | Playmobil | misspelling | toys-baby
Mattel Hot Wheels pista | Hot Wheels | maker+sub | toys-baby | Mattel
Barbie Dreamhouse 2023 | Barbie | sub-alone | toys-baby | Mattel
Fisher-Price cadeirinha balanço | Fisher-Price | sub-alone | toys-baby | Mattel
Hasbro Nerf Elite 2.0 | Nerf | maker+sub | toys-baby | Hasbro
Carrinho Bugaboo Fox 3 | Bugaboo | raw | toys-baby
Trona Stokke Tripp Trapp | Stokke | raw | toys-baby
Chico Next2Me berço | Chicco | misspelling | toys-baby
Maxi Cosi Pebble | Maxi-Cosi | spacing | toys-baby
Cybex Priam | Cybex | raw | toys-baby
Livre Folio Gallimard L'Étranger | Folio | maker+sub | books-media | Gallimard
Penguin Classics Pride and Prejudice | Penguin | product-line | books-media | Penguin Classics
Panini álbum Mundial 2022 | Panini | raw | books-media
Marvel Omnibus Spider-Man | Marvel | raw | books-media | Disney
Quechua tenda 2 seconds | Quechua | sub-alone | sports-outdoor | Decathlon
Decathlon Kalenji sapatilhas corrida | Kalenji | maker+sub | sports-outdoor | Decathlon
Domyos banco musculação | Domyos | sub-alone | sports-outdoor | Decathlon
Raqueta Babolat Pure Aero | Babolat | raw | sports-outdoor
Wilson Pro Staff 97 | Wilson | raw | sports-outdoor
Esquís Atomic Redster | Atomic | raw | sports-outdoor
Mochila Osprey Atmos 65 | Osprey | raw | sports-outdoor
Garmin Edge 530 ciclocomputador | Garmin | raw | sports-outdoor
Tenda Coleman 4 pessoas | Coleman | raw | sports-outdoor
Berbequim Bosh GSB 18V | Bosch | misspelling | tools-diy
Makitta rebarbadora 125 | Makita | misspelling | tools-diy
De Walt DCD796 | DeWalt | spacing | tools-diy | Stanley Black & Decker
Parkside PSBSA 20-Li | Parkside | sub-alone | tools-diy | Lidl
Lidl Parkside aspirador oficina | Parkside | maker+sub | tools-diy | Lidl
Milwaukee M18 FUEL | Milwaukee | raw | tools-diy | TTI
Ryobi ONE+ tronçonneuse | Ryobi | raw | tools-diy | TTI
Einhell TE-CD 18/40 | Einhell | raw | tools-diy
Kärcher K4 nettoyeur haute pression | Kärcher | raw | tools-diy
Hilti TE 30 | Hilti | raw | tools-diy
Fender Squier Bullet Strat | Squier | maker+sub | musical-instruments | Fender
Squier Affinity Telecaster | Squier | sub-alone | musical-instruments | Fender
Epiphone by Gibson Les Paul Standard | Epiphone | maker+sub | musical-instruments | Gibson
Ibanes RG421 | Ibanez | misspelling | musical-instruments
Yamaha P-45 piano digital | Yamaha | raw | musical-instruments
Roland TD-07KV bateria eletrónica | Roland | raw | musical-instruments
Korg Minilogue XD | Korg | raw | musical-instruments
Pedal Electro-Harmonix Big Muff para guitarra Fender | Electro-Harmonix | accessory | musical-instruments
Correia de guitarra Ernie Ball | Ernie Ball | accessory | musical-instruments
Chanel N°5 eau de parfum 100ml | Chanel | raw | beauty-perfume
Perfume Channel Coco Mademoiselle | Chanel | misspelling | beauty-perfume
Dior Sauvage EDT | Dior | raw | beauty-perfume
Lancôme La Vie est Belle | Lancôme | raw | beauty-perfume | L'Oréal
Maybelline Sky High mascara | Maybelline | raw | beauty-perfume | L'Oréal
MAC Ruby Woo batom | MAC | raw | beauty-perfume | Estée Lauder
Clinique Moisture Surge | Clinique | raw | beauty-perfume | Estée Lauder
Carolina Herreira Good Girl | Carolina Herrera | misspelling | beauty-perfume | Puig
Paco Rabanne 1 Million | Rabanne | raw | beauty-perfume | Puig
Charlotte Tilbury Pillow Talk | Charlotte Tilbury | raw | beauty-perfume | Puig
GHD Platinum+ styler | ghd | raw | beauty-perfume
Pinças Brembo Fiat Punto | Brembo | raw | vehicle-parts
Pneus Micheline Pilot Sport 4 | Michelin | misspelling | vehicle-parts
BFGoodrich All-Terrain KO2 | BFGoodrich | raw | vehicle-parts | Michelin
Continental PremiumContact 6 205/55 R16 | Continental | raw | vehicle-parts
Bateria Varta Blue Dynamic 74Ah | Varta | raw | vehicle-parts
Barras de tejadilho Thule para VW Golf | Thule | accessory | vehicle-parts
Farol Valeo Renault Clio IV | Valeo | component | vehicle-parts
Óleo Castrol Edge 5W30 | Castrol | raw | vehicle-parts | BP
`;

const adversarial = `
Sapatilhas Abibas 3 riscas | - | counterfeit | footwear
Consola Polystation 3 com 2 comandos | - | counterfeit | consoles
HiPhone 15 Pro Max clone android | - | counterfeit | phones
Gafas de sol Ray-Bam aviator | - | counterfeit | clothing
Bolsa estilo Chanel matelassê | - | style-of | clothing
Zapatillas tipo Stan Smith blancas | - | style-of | footwear
Sandálias inspiradas nas Birkenstock | - | style-of | footwear
Dupe Dyson Airwrap 5 em 1 | - | style-of | beauty-perfume
Parfum type Baccarat Rouge 540 | - | style-of | beauty-perfume
Mesa de centro estilo Eames | - | style-of | furniture
Reloj tipo Rolex Daytona | - | style-of | watches-jewellery
Chaise façon Tolix métal | - | style-of | furniture
Vestido verde maçã | - | generic-word | clothing
Apple green knitted cardigan | - | generic-word | clothing
Orange jumper chunky knit | - | generic-word | clothing
Peluche de puma bebé | - | generic-word | toys-baby
Figura de jaguar em madeira | - | generic-word | toys-baby
Blue dress only worn once | - | generic-word | clothing
Jigsaw puzzle 1000 pieces | - | generic-word | toys-baby
Vestido estampado de mangos | - | generic-word | clothing
Blusa con dobladillo desigual | - | generic-word | clothing
Chelsea boots couro preto | - | generic-word | footwear
Casaco cor camel comprido | - | colour | clothing
Camisa oxford azul clara | - | generic-word | clothing
Polo shirt plain white | - | generic-word | clothing
Pingente com fóssil de amonite | - | generic-word | watches-jewellery
Pantalón cargo color tierra | - | no-brand | clothing
Bicicleta de criança 16 polegadas sem marca | - | no-brand | bikes
Mesa de jantar madeira maciça | - | no-brand | furniture
Relógio de parede vintage | - | no-brand | watches-jewellery
Vestido vintage anos 80 | - | no-brand | clothing
Livro de receitas da avó | - | no-brand | books-media
Guitarra clássica de estudo 4/4 | - | no-brand | musical-instruments
Conjunto de chaves de fendas 40 peças | - | no-brand | tools-diy
Tapete de yoga 6mm | - | no-brand | sports-outdoor
Batom vermelho mate | - | no-brand | beauty-perfume
Jantes 17 polegadas 5x112 | - | no-brand | vehicle-parts
Berço de madeira com colchão | - | no-brand | toys-baby
Cabo USB-C para Lightning compatível iPhone | - | accessory-for | phones
Funda compatible con Samsung Galaxy S23 | - | accessory-for | phones
Capsulas compatibles Nespresso 100 uds | - | accessory-for | small-appliances
Filtro para aspirador Dyson V8 genérico | - | accessory-for | small-appliances
Base de carga para mando de Xbox | - | accessory-for | consoles
Ford Mustang farol traseiro | Ford | near-brand | vehicle-parts
Fender Jaguar guitarra elétrica | Fender | near-brand | musical-instruments
Jaguar XF retrovisor | Jaguar | near-brand | vehicle-parts
Kenwood autorrádio com bluetooth | Kenwood | near-brand | audio
AEG berbequim sem fio 18V | AEG | near-brand | tools-diy
Guess jeans skinny | Guess | generic-word | clothing
Puma Suede Classic | Puma | generic-word | footwear
Apple AirPods Pro 2 | Apple | generic-word | audio
Orange amplificador Crush 20 | Orange | generic-word | musical-instruments
Vestido Mango estampado | Mango | generic-word | clothing
Desigual casaco patchwork | Desigual | generic-word | clothing
Only jeans Blush | Only | generic-word | clothing
Camel Active casaco | Camel Active | generic-word | clothing
Coach Tabby shoulder bag | Coach | generic-word | clothing
Fossil Gen 6 smartwatch | Fossil | generic-word | watches-jewellery
Polo Ralph Lauren custom fit | Ralph Lauren | generic-word | clothing
Berlin Philharmonic CD box Deutsche Grammophon | ?Deutsche Grammophon | near-brand | books-media
Nike x Off-White Dunk | Nike | near-brand | footwear
Adidas by Stella McCartney leggings | Adidas | near-brand | sports-outdoor
Tênis Nlke Air Max réplica | - | counterfeit | footwear
Sac Channel style matelassé pas cher | - | style-of | clothing
Montre façon Cartier Tank | - | style-of | watches-jewellery
Lego compatible bricks 500 pcs | - | accessory-for | toys-baby
Correa compatible Garmin Fenix 22mm | - | accessory-for | watches-jewellery
Mando tipo PS4 inalámbrico genérico | - | style-of | consoles
Chaussures de sécurité type Caterpillar | - | style-of | footwear
Brinquedo tipo Tamagotchi | - | style-of | toys-baby
Óculos de sol estilo Ray-Ban Wayfarer | - | style-of | clothing
Sellerie compatible Vespa Primavera | - | accessory-for | vehicle-parts
Cadeira gamer estilo DXRacer | - | style-of | furniture
Universal remote for Samsung and LG TVs | - | accessory-for | audio
`;

// Every string is held out: the set is the round's final unseen measure, read only as summary figures.
const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] }).map((c) => ({ ...c, part: 'held-out' as const }));
writeFileSync(new URL('../../data/brands/brand-strings-fourteenth.json', import.meta.url), `${JSON.stringify(cases, null, 1)}\n`);
