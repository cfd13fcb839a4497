import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-thirty-second.json: a thirty-second brand set for issue 19, written by hand on 2026-11-30
 * by a writer who changes no rule (stop 52, task 52w), as the session's final unseen measure (its held-out part). Its
 * writer read neither the brand table nor the matching code — only the thirty-first brand writer's first 66 lines (imports
 * and header) and its last 8 lines, the line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and the
 * contract's BrandCategory enum. No earlier record was printed; the makers were chosen from the writer's own knowledge.
 * 903 strings over all 20 BrandCategory ids (37 to 52 each; the fewest in tablets, laptops and consoles), as sellers
 * write brands — most in PT, with ES, FR, EN, IT and DE strings in every category: raw with product words, models, sizes,
 * colours, counts and condition words; the maker after product words; misspellings of one or two letters; glued and
 * spaced names; maker + sub-brand, the sub-brand alone and product lines alone; accessories of one maker made for another,
 * and a main product with another maker's component or accessory. Makers of every size across all categories, most of
 * them European (senior, rugged and repairable phone makers and the big Asian ones with their sub-brands, e-reader,
 * note-tablet and pen-tablet makers, gaming sub-brands of laptop makers and small national laptop builders, console
 * makers, retro-handheld makers and controller, wheel and headset makers, national and regional bike makers, cargo and
 * city-bike makers and a sports chain's house brands, fast-fashion groups' labels and national labels of four countries,
 * southern, central and northern shoe and boot makers, coffee, kitchen, cleaning and food-processor makers with their
 * groups' brands, built-in and free-standing appliance makers of every country with their groups' brands, camera, lens,
 * instant-camera, action-camera, drone, tripod and bag makers, hi-fi, turntable, speaker, amplifier and headphone makers,
 * watch houses of every price with their sub-brands, sports-watch makers and jewellery labels, design-furniture,
 * lighting, mattress and garden-furniture houses and a flat-pack seller's product lines, pram, car-seat, nursery,
 * wooden-toy, soft-toy, puzzle and doll makers with their groups, publishers and comic and manga publishers of each
 * language, a record label and a film label, a sports chain's house brands, ski, climbing, camping, racket, padel,
 * football, diving and fitness makers, power-tool, hand-tool and garden-tool makers with discounters' and a DIY chain's
 * house brands, pharmacy cosmetics, make-up and perfume houses and small soap makers, guitar, keyboard, synth, drum,
 * cymbal, wind and amplifier makers with a music shop's house brand, tyre, brake, lighting, battery, oil, filter,
 * suspension, exhaust, riding-gear, helmet, luggage, seat and wheel makers).
 * Traps (expected no brand, `-`): "for X", "compatible with X", "fits X" and "replacement for X" accessories, spares,
 * refills, cases and consumables naming another maker's product; no-brand, home-made, hand-made and craft goods; "style
 * of", "type", "like", "inspired by", "façon" and scent-alike copies; knock-off spellings with a copy word; and everyday
 * words of the string's language (or of English) that are a brand name elsewhere (fruit, sweets, herbs, animals, flowers,
 * a compass point, a colour, a letter, a planet, a sandwich, a band's name).
 * Naming policy as the thirty-first: the brand as its owner sells it, with its parent only where the writer is sure of
 * the owner; a product line is the maker with the line; a maker + sub-brand and a sub-brand alone expect the sub-brand
 * with the maker as parent; an accessory names its own maker as the brand; a component string names the main maker.
 * Kinds: raw 446, sub-alone 36, misspelling 31, spacing 21, maker+sub 19, accessory 17, product-line 15, component 12,
 * adversarial traps 306 (for-x 106, no-brand 89, style-of 46, generic-word 36, near-brand 29); 59 strings carry an
 * expected parent, 15 a line. Adversarial (traps + accessory, component, maker+sub) 354 (39 %).
 * Borderline decisions, stated: a misspelling of a real maker with no copy cue is a positive, while a knock-off spelling
 * with a copy word in any language is a near-brand trap; a string naming a maker only inside a "style"/"type"/"like"/
 * "inspired by"/scent-alike phrase is a trap; a spare, refill, case, battery, strap or consumable made for another
 * maker's product is a for-x trap even where the string says "generic", "compatible", "fits" or "replacement" rather
 * than "for"; a word that is a brand elsewhere used in its plain meaning is a generic-word trap even where the string's
 * category is the brand's own; a home-console family named alone is the gaming sub-brand with its maker as parent,
 * while a handheld, a reader, a tablet or a flat-pack product family named alone is the maker with that line; gaming
 * laptop sub-brands, instant-camera, premium-watch and rugged-watch sub-brands, toy lines of a toy group, a guitar
 * maker's budget brand, a baby-bottle sub-brand, a food processor sold under a national name, a discounter's or a DIY
 * chain's tool brand and a sports chain's house brands are the sub-brand with the owner as parent (only where the owner
 * is certain); fashion and appliance brands of a group are written as themselves, with no parent; a string naming a
 * main product and another maker's accessory or component names the main product's maker; a toy maker's licensed
 * replica of another maker's product names the toy maker; a maker's name that is also a common word is a positive where
 * the string sells that maker's product.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * greedy balance in file order over category, kind, trap and adversarial flag (`balancedSplit`, below). Parts: tune 451
 * (178 adversarial), held-out 452 (176 adversarial); every category in both.
 * Lines: positives `raw | expected | kind | category | parent or line`, adversarial `raw | expected | trap | category`
 * (`brandSetCases`).
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/brands/*.json` (29 files) and compared
 * this set's strings, case- and accent-folded, exactly with every string those files hold (printing only this set's
 * strings): 104 of 903 collided (80 positives, mostly plain maker + model strings, and 24 traps, plain "compatible",
 * "for", "no brand" or hand-made phrases); each was rewritten with the seller's own words (a condition, a box, a count, a
 * colour, a size), a second check found 0, and 0 collide in the frozen set (no string repeats within it).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-thirty-second-brand-set.ts`.
 * First run (2026-11-30, table and matcher as on aa2f0135, nothing changed, a scratch script calling `brandFamilyQuality`
 * on this file only and printing only the summaries, `nice -n 10 timeout 600 node --conditions=@circular/source
 * tools/bench/src/zz-52w-run.ts brands`): with each string's category, tune accuracy 0.982 (443 of 451; 3 wrong merges,
 * 3 of them on the adversarial subset), held-out accuracy 0.971 (439 of 452; 4 wrong merges, 3 on the adversarial
 * subset); with no category, tune 0.973 (439 of 451; 4 wrong merges, 3 adversarial), held-out 0.960 (434 of 452; 3 wrong
 * merges, 2 adversarial).
 */

const positives = `
telemovel Samsung Galaxy A34 5G preto como novo | Samsung | raw | phones
iphone 13 mini 128 azul bateria 88 | Apple | product-line | phones | iPhone
Xiaomi Poco F5 256gb com caixa | Poco | maker+sub | phones | Xiaomi
POCO X6 Pro pouco uso | Poco | sub-alone | phones | Xiaomi
Redmi 12C 4/128 desbloqueado | Redmi | sub-alone | phones | Xiaomi
telefono Motorla moto g54 azul | Motorola | misspelling | phones
Fair phone 4 reparable 256 | Fairphone | spacing | phones
Gigaset GS5 senior con base de carga | Gigaset | raw | phones
Doro 6820 telemóvel para idosos com tampa | Doro | raw | phones
Crosscall Core-X5 téléphone incassable | Crosscall | raw | phones
smartphone de la marca Oppo Reno 10 | Oppo | raw | phones
OnePlus Nord CE3 Lite 5G gris | OnePlus | raw | phones
Realme GT Master Edition 128 | Realme | raw | phones
Honor Magic5 Lite 5G verde | Honor | raw | phones
Sony Xperia 10 V lavanda | Sony | product-line | phones | Xperia
Pixel 8a Google 128 Go bleu | Google | product-line | phones | Pixel
Samsumg Galaxy S20 FE partido ecra | Samsung | misspelling | phones
wiko y62 dual sim neuf | Wiko | raw | phones
Emporia Smart 5 Seniorenhandy mit Ladeschale | Emporia | raw | phones
Nothing Phone 2a 12/256 nero | Nothing | raw | phones
Vivo V29 5G smartphone usato | Vivo | raw | phones
ZTE Blade A54 nuevo precintado | ZTE | raw | phones
capa Spigen Ultra Hybrid iPhone 15 transparente | Spigen | accessory | phones
carregador Anker 20W para Samsung usb c | Anker | accessory | phones
Huaweii P30 Pro 128gb preto | Huawei | misspelling | phones
HMD Pulse Pro desbloqueado | HMD | raw | phones
iPad 9ª geração 64GB wifi cinzento | Apple | product-line | tablets | iPad
Galaxy Tab S9 FE Samsung com capa teclado | Samsung | raw | tablets
Kindle Paperwhite 11 geração 16GB | Amazon | product-line | tablets | Kindle
Kobo Clara 2E liseuse étanche | Kobo | raw | tablets
reMarkable 2 avec stylet et folio | reMarkable | raw | tablets
PocketBook Touch Lux 5 e-reader | PocketBook | raw | tablets
tolino shine 4 eReader wie neu mit Hülle | Tolino | raw | tablets
Lenovo Tab M10 Plus 3a gen 64 gb | Lenovo | raw | tablets
Huawei MatePad 11 con penna | Huawei | raw | tablets
Surface Pro 7 Microsoft i5 8GB | Microsoft | product-line | tablets | Surface
Xiaomi Pad 6 8/256 gris | Xiaomi | raw | tablets
tableta grafica Wacom One pequeña | Wacom | raw | tablets
Onyx Boox Note Air 2 com caneta, pouco uso | Onyx | raw | tablets
Amazn Fire HD 10 tablet 32gb | Amazon | misspelling | tablets
Re Markable 2 tablet de notas | reMarkable | spacing | tablets
capa OtterBox Defender para iPad 10 | OtterBox | accessory | tablets
teclado Logitech Combo Touch para iPad Air | Logitech | accessory | tablets
Realme Pad mini 4G 32 giga | Realme | raw | tablets
Lenovo ThinkPad T14 gen 2 i5 16gb | Lenovo | product-line | laptops | ThinkPad
portatil gaming Lenovo Legion 5 RTX 3060 | Legion | maker+sub | laptops | Lenovo
Legion Pro 7i usado 32gb | Legion | sub-alone | laptops | Lenovo
ROG Strix G15 Ryzen 7 | ROG | sub-alone | laptops | Asus
Asus ROG Zephyrus G14 blanco | ROG | maker+sub | laptops | Asus
HP Omen 16 gaming portatile | Omen | maker+sub | laptops | HP
Alienware m15 R6 com carregador 240W | Alienware | sub-alone | laptops | Dell
Acer Predator Helios 300 teclado espanhol | Predator | maker+sub | laptops | Acer
Medion Akoya E15 notebook 15,6 zoll | Medion | raw | laptops
Schenker XMG Core 15 Gaming Laptop | XMG | maker+sub | laptops | Schenker
Tuxedo InfinityBook Pro 14 Linux Notebook | Tuxedo | raw | laptops
MacBook Pro 14 M1 Pro 16gb | Apple | product-line | laptops | MacBook
dynabook Satellite Pro C50 pour pièces | Dynabook | raw | laptops
MSI Katana GF66 i7 RTX | MSI | raw | laptops
Razer Blade 15 base model | Razer | raw | laptops
Framework Laptop 13 DIY edition, Ryzen, 32GB | Framework | raw | laptops
Chuwi HeroBook Pro 14 pouces | Chuwi | raw | laptops
Think Pad X1 Carbon gen 9 | Lenovo | spacing | laptops
Aser Aspire 5 15 pulgadas | Acer | misspelling | laptops
Dell Latitude 5420 com SSD Samsung 1TB | Dell | component | laptops
computer portatile Asus Vivobook 15 | Asus | raw | laptops
PS5 slim com leitor 1TB | PlayStation | sub-alone | consoles | Sony
Playstation 4 Pro 1 TB com dois comandos | PlayStation | sub-alone | consoles | Sony
Sony PlayStation 3 super slim 500 gb | PlayStation | maker+sub | consoles | Sony
Xbox Series S 512GB blanca | Xbox | sub-alone | consoles | Microsoft
Microsoft Xbox One X 1TB | Xbox | maker+sub | consoles | Microsoft
Nintendo Switch OLED blanca con juegos | Nintendo | raw | consoles
Game Boy Color transparente violeta | Nintendo | product-line | consoles | Game Boy
Steam Deck 512 Go OLED | Valve | product-line | consoles | Steam Deck
Sega Mega Drive 2 avec manettes | Sega | raw | consoles
manette 8BitDo Pro 2 bluetooth | 8BitDo | accessory | consoles
volant Thrustmaster T300 RS GT | Thrustmaster | raw | consoles
Nacon Revolution 5 Pro manette PS5 | Nacon | accessory | consoles
Fanatec CSL DD Lenkrad mit Pedalen | Fanatec | raw | consoles
Turtle Beach Stealth 600 auriculares gaming | Turtle Beach | raw | consoles
Anbernic RG35XX consola retro | Anbernic | raw | consoles
Analogue Pocket nera con cartuccia adapter | Analogue | raw | consoles
Nintedo DS Lite rosa com carregador | Nintendo | misspelling | consoles
X box 360 slim 250gb | Xbox | spacing | consoles | Microsoft
Atari 2600 con joystick originale | Atari | raw | consoles
PowerA comando com fios para Switch | PowerA | accessory | consoles
Hori Split Pad Pro für Switch | Hori | accessory | consoles
Ayaneo Air 1S handheld | Ayaneo | raw | consoles
bicicleta Btwin Rockrider ST 520 roda 27,5 | Rockrider | maker+sub | bikes | Decathlon
Rockrider XC 100 tamanho M | Rockrider | sub-alone | bikes | Decathlon
bici carretera Triban RC 520 disco | Triban | sub-alone | bikes | Decathlon
Van Rysel EDR CF ultegra | Van Rysel | sub-alone | bikes | Decathlon
Riverside 500 vélo tout chemin | Riverside | sub-alone | bikes | Decathlon
Orbea Orca M30 talla 53 | Orbea | raw | bikes
BH Atom X e-bike Lynx | BH | raw | bikes
Conor 7200 mtb 29 ruedas | Conor | raw | bikes
Megamo Natural 20 electrica | Megamo | raw | bikes
Mondraker Chaser R doble suspension | Mondraker | raw | bikes
Canyon Grail CF SL com Shimano GRX | Canyon | component | bikes
Cube Stereo Hybrid 140 E-MTB | Cube | raw | bikes
Ghost Kato 4.9 Mountainbike Rahmen L | Ghost | raw | bikes
Riese und Müller Load 75 Lastenrad mit Kindersitz | Riese & Müller | raw | bikes
Kalkhoff Endeavour 5 Trekking E-Bike | Kalkhoff | raw | bikes
Gazelle Orange C8 Hollandrad | Gazelle | raw | bikes
Batavus Finez e-go damesfiets | Batavus | raw | bikes
Moustache Samedi 28 vélo électrique | Moustache | raw | bikes
vélo route Lapierre Xelius | Lapierre | raw | bikes
bici Bianchi Sprint Ultegra celeste | Bianchi | raw | bikes
Pinarelo Dogma F12 frame | Pinarello | misspelling | bikes
Colnago C64 telaio 52 | Colnago | raw | bikes
Wilier Cento10 bici da corsa | Wilier | raw | bikes
Liv Tempt 3 mountain bike women | Liv | sub-alone | bikes | Giant
Brompton M6L dobrável com bolsa | Brompton | raw | bikes
Cowboy 4 vélo électrique connecté | Cowboy | raw | bikes
Specilized Rockhopper 29 | Specialized | misspelling | bikes
Van Moof S3 electric bike | VanMoof | spacing | bikes
Trek Marlin 7 com suspensao RockShox | Trek | component | bikes
vestido Zara midi floral tamanho S | Zara | raw | clothing
calças Pull and Bear cargo 38 | Pull&Bear | spacing | clothing
Bershka casaco de pelo | Bershka | raw | clothing
Massimo Duti blazer lana | Massimo Dutti | misspelling | clothing
Salsa jeans Secret push in 27 | Salsa | raw | clothing
camisola Tiffosi riscas | Tiffosi | raw | clothing
Lanidor saia plissada 40 | Lanidor | raw | clothing
Sacoor Brothers camisa slim | Sacoor Brothers | raw | clothing
Springfield chaqueta acolchada hombre | Springfield | raw | clothing
Desigual vestido estampado talla M | Desigual | raw | clothing
Kiabi lot de bodies bébé 6 mois | Kiabi | raw | clothing
Promod robe longue fleurie | Promod | raw | clothing
Sézane blouse Nina taille 36 | Sézane | raw | clothing
pull Maje maille col V | Maje | raw | clothing
Petit Bateau marinière enfant 8 ans | Petit Bateau | raw | clothing
Intimissimi pigiama di seta | Intimissimi | raw | clothing
Calzedonia leggings termici | Calzedonia | raw | clothing
maglione Max Mara cammello | Max Mara | raw | clothing
Weekend Max Mara cappotto lana | Weekend Max Mara | maker+sub | clothing | Max Mara
Marc O Polo Pullover Baumwolle | Marc O'Polo | spacing | clothing
s.Oliver Jeansjacke Damen 40 | s.Oliver | raw | clothing
Jack Wolfskin Softshelljacke Herren | Jack Wolfskin | raw | clothing
COS oversize shirt linen | COS | raw | clothing
Arket wool coat grey size 36 | Arket | raw | clothing
Uniqlo ultra light down vest olive, size S | Uniqlo | raw | clothing
Oysho leggings deportivos | Oysho | raw | clothing
Levis 501 original W32 L32 | Levi's | misspelling | clothing
Lacoste polo bleu marine T4 | Lacoste | raw | clothing
Hugo Boss blazer 50 | Hugo Boss | raw | clothing
Camper Pelotas XLF pele 41 | Camper | raw | footwear
Pikolinos sandalias piel 38 | Pikolinos | raw | footwear
Fluchos botas trabajo hombre 43 | Fluchos | raw | footwear
Gioseppo deportivas niña 31 | Gioseppo | raw | footwear
Geox Respira mocassini 42 | Geox | raw | footwear
Superga 2750 bianche 39 | Superga | raw | footwear
Diadora Heritage sneakers 44 | Diadora | raw | footwear
Lumberjack scarponcini 40 | Lumberjack | raw | footwear
Rieker Stiefeletten Damen 39 | Rieker | raw | footwear
Tamaris Pumps schwarz 38 | Tamaris | raw | footwear
Gabor Comfort Halbschuh 5,5 | Gabor | raw | footwear
Lowa Renegade GTX Mid 42 | Lowa | raw | footwear
Meindl Bergschuhe Island 44 | Meindl | raw | footwear
Salomon Speedcross 6 trail 43 | Salomon | raw | footwear
Hoka Clifton 9 running 42 | Hoka | raw | footwear
baskets On Cloud 5 taille 40 | On | raw | footwear
Palladium Pampa Hi beige 41 | Palladium | raw | footwear
Aigle bottes caoutchouc 37 | Aigle | raw | footwear
Kickers Kick Hi enfant 30 | Kickers | raw | footwear
Paraboot Michael noir 42 | Paraboot | raw | footwear
sapatos Fly London Yaz preto 38 | Fly London | raw | footwear
Lemon Jelly botas de chuva 37 | Lemon Jelly | raw | footwear
Sanjo K100 sapatilhas brancas | Sanjo | raw | footwear
Havaianas Top chinelos 39/40 | Havaianas | raw | footwear
Air Jordan 1 Mid tamanho 43 | Jordan | sub-alone | footwear | Nike
Nike Air Jordan 4 retro 44 | Jordan | maker+sub | footwear | Nike
Conversse Chuck Taylor 70 all star 40 | Converse | misspelling | footwear
Dr Martens 1461 oxblood 41 | Dr. Martens | raw | footwear
Birken stock Boston camurça 39 | Birkenstock | spacing | footwear
Asics Gel Kayano 30 com palmilhas Superfeet | Asics | component | footwear
maquina de cafe Delonghi Dedica EC685 | De'Longhi | misspelling | small-appliances
Kenwood Chef XL robot de cozinha | Kenwood | raw | small-appliances
Moulinex Cookeo Touch wifi | Moulinex | raw | small-appliances
Rowenta X-Force Flex 8.60 aspirateur | Rowenta | raw | small-appliances
friteuse Seb Actifry Genius | Seb | raw | small-appliances
Tefal Ingenio poêles 10 pièces | Tefal | raw | small-appliances
Krups Essential cafetière à grain | Krups | raw | small-appliances
Bimby TM6 com cartao receitas | Bimby | sub-alone | small-appliances | Vorwerk
Vorwerk Thermomix TM5 Topf | Thermomix | maker+sub | small-appliances | Vorwerk
Kobold VK200 Staubsauger | Kobold | sub-alone | small-appliances | Vorwerk
Cecotec Conga 4090 robot aspirador | Cecotec | raw | small-appliances
Taurus Mycook Touch robot | Taurus | raw | small-appliances
Ufesa plancha de vapor | Ufesa | raw | small-appliances
Solac batidora de vaso | Solac | raw | small-appliances
Smeg bollitore anni 50 panna | Smeg | raw | small-appliances
Bialetti Moka Express 6 tazze | Bialetti | raw | small-appliances
Ariete tostapane Vintage | Ariete | raw | small-appliances
Imetec piastra capelli in ceramica usata poco | Imetec | raw | small-appliances
Severin Raclette Grill | Severin | raw | small-appliances
WMF Lono Wasserkocher Edelstahl | WMF | raw | small-appliances
Rommelsbacher Dörrautomat | Rommelsbacher | raw | small-appliances
Graef Allesschneider S 20000 | Graef | raw | small-appliances
Melitta Caffeo Solo Kaffeevollautomat | Melitta | raw | small-appliances
Jura E8 Kaffeemaschine | Jura | raw | small-appliances
Sage Barista Express coffee machine | Sage | raw | small-appliances
Dysson V11 aspirador sem fio | Dyson | misspelling | small-appliances
Kitchen Aid Artisan 4,8 L rouge | KitchenAid | spacing | small-appliances
Philips Airfryer XXL com grelha | Philips | raw | small-appliances
Russell Hobbs fer à repasser | Russell Hobbs | raw | small-appliances
Nespresso Vertuo Next preta | Nespresso | raw | small-appliances
maquina de lavar roupa Bosch Serie 6 9kg | Bosch | raw | large-appliances
Siemens iQ500 lava-loiça | Siemens | raw | large-appliances
frigorífico combi Balay inox | Balay | raw | large-appliances
Neff Einbaubackofen Slide and Hide | Neff | raw | large-appliances
Miele lave-linge W1 8 kg | Miele | raw | large-appliances
AEG lavavajillas integrable | AEG | raw | large-appliances
Zanussi forno elettrico | Zanussi | raw | large-appliances
Electrolux arca congeladora 200L | Electrolux | raw | large-appliances
Whirlpool micro-ondas encastravel | Whirlpool | raw | large-appliances
Indesit máquina secar roupa | Indesit | raw | large-appliances
Candy lavatrice 8 kg classe A, da ritirare | Candy | raw | large-appliances
Hoover asciugatrice a pompa di calore | Hoover | raw | large-appliances
Beko frigorifico americano con dispensador de agua | Beko | raw | large-appliances
Teka placa de inducción 60 cm | Teka | raw | large-appliances
Fagor horno pirolitico | Fagor | raw | large-appliances
Liebherr Kühlschrank BioFresh | Liebherr | raw | large-appliances
Gorenje Waschmaschine 7kg | Gorenje | raw | large-appliances
Bauknecht Geschirrspüler | Bauknecht | raw | large-appliances
Constructa Herd mit Ceranfeld | Constructa | raw | large-appliances
De Dietrich plaque induction | De Dietrich | raw | large-appliances
Brandt lave-vaisselle 13 couverts | Brandt | raw | large-appliances
Rosières cuisinière gaz | Rosières | raw | large-appliances
Meireles fogão a gás 4 bicos | Meireles | raw | large-appliances
Edesa lavadora carga superior | Edesa | raw | large-appliances
Haier frigo combinato no frost | Haier | raw | large-appliances
Samsung Bespoke frigorifico porta rosa | Samsung | raw | large-appliances
Hotpont Ariston lavatrice | Hotpoint | misspelling | large-appliances
Gagenau placa de gas | Gaggenau | misspelling | large-appliances
Canon EOS R6 corpo com 2 baterias | Canon | raw | cameras
Nikon D750 com objetiva Sigma 24-70 | Nikon | component | cameras
Sony Alpha 7 III boîtier nu | Sony | product-line | cameras | Alpha
Fujifilm X-T30 II argent | Fujifilm | raw | cameras
Fuji film X100V silver | Fujifilm | spacing | cameras
OM System OM-5 corpo preto | OM System | raw | cameras
Panasonic Lumix GH5 body | Panasonic | product-line | cameras | Lumix
Leica Q2 con custodia | Leica | raw | cameras
Hasselblad 500 C/M medio formato | Hasselblad | raw | cameras
Pentax K-1 Mark II body | Pentax | raw | cameras
Ricoh GR III street camera | Ricoh | raw | cameras
objectif Sigma 18-35 f1.8 Art monture Canon | Sigma | accessory | cameras
Tamron 28-75 f2.8 Di III para Sony E | Tamron | accessory | cameras
Samyang 14mm f2.8 Nikon F | Samyang | accessory | cameras
Zeiss Batis 85mm f1.8 com para-sol | Zeiss | raw | cameras
Voigtländer Nokton 40mm f1.2 montura E | Voigtländer | raw | cameras
GoPro Hero 11 Black com acessorios | GoPro | raw | cameras
DJI Mini 3 Pro drone com comando | DJI | raw | cameras
Insta360 X3 camara 360 con palo invisible | Insta360 | raw | cameras
Instax Mini 12 azul | Instax | sub-alone | cameras | Fujifilm
Fujifilm Instax Wide 300 com 20 fotos | Instax | maker+sub | cameras | Fujifilm
Polaroid Now Generation 2 | Polaroid | raw | cameras
Kodak Ektar H35 half frame | Kodak | raw | cameras
Lomography Diana F+ avec flash, film 120 | Lomography | raw | cameras
trépied Manfrotto Befree | Manfrotto | raw | cameras
Peak Design Everyday backpack 20L | Peak Design | raw | cameras
Praktica MTL 5 analog Kamera | Praktica | raw | cameras
Cannon EOS 2000D kit | Canon | misspelling | cameras
Minolta X-700 con 50mm | Minolta | raw | cameras
colunas Bose SoundLink Flex azul | Bose | raw | audio
Sonos Era 100 preta com suporte | Sonos | raw | audio
JBL Flip 6 coluna bluetooth | JBL | raw | audio
Marshall Stanmore II enceinte | Marshall | raw | audio
Bang Olufsen Beoplay H95 cinzentos, estojo | Bang & Olufsen | spacing | audio
B&O Beosound A1 2nd gen | Bang & Olufsen | raw | audio
Devialet Phantom I 108 dB | Devialet | raw | audio
Focal Aria 906 enceintes bibliothèque | Focal | raw | audio
Cabasse Swell enceinte paire, état neuf | Cabasse | raw | audio
Teufel Boomster Bluetooth | Teufel | raw | audio
Sennheiser Momentum 4 Wireless weiß, OVP | Sennheiser | raw | audio
beyerdynamic DT 770 Pro 80 Ohm | Beyerdynamic | raw | audio
Canton GLE 90 Standlautsprecher | Canton | raw | audio
Nubert nuBox 383 Paar | Nubert | raw | audio
ELAC Debut B5.2 Regallautsprecher Paar | ELAC | raw | audio
KEF LS50 Meta titanio | KEF | raw | audio
Bowers and Wilkins 607 S2 | Bowers & Wilkins | spacing | audio
amplificador Denon PMA-600NE | Denon | raw | audio
Marantz NR1711 receiver | Marantz | raw | audio
Technics SL-1200 MK2 giradischi | Technics | raw | audio
Pro-Ject Debut Carbon EVO platine | Pro-Ject | raw | audio
Rega Planar 3 com célula Ortofon 2M Red | Rega | component | audio
Audio Technica AT-LP120X | Audio-Technica | spacing | audio
Jabra Elite 85t auriculares | Jabra | raw | audio
Ultimate Ears Boom 3 vermelha, à prova de água | Ultimate Ears | raw | audio
Beats Studio Buds blancos | Beats | sub-alone | audio | Apple
Dali Oberon 5 colunas de chão | Dali | raw | audio
Cambridge Audio CXA61 ampli intégré, télécommande | Cambridge Audio | raw | audio
Sennhesier HD 600 auscultadores | Sennheiser | misspelling | audio
Yamaha RX-V685 receptor AV | Yamaha | raw | audio
relogio Rolex Datejust 36 aço | Rolex | raw | watches-jewellery
Tudor Black Bay 58 bleu | Tudor | sub-alone | watches-jewellery | Rolex
Omega Speedmaster Professional Moonwatch full set 2019 | Omega | raw | watches-jewellery
Tissot Seastar 1000 quartz | Tissot | raw | watches-jewellery
Longines Conquest VHP 41 | Longines | raw | watches-jewellery
Swatch Sistem51 automatico | Swatch | raw | watches-jewellery
Hamilton Khaki Field Mechanical 38 | Hamilton | raw | watches-jewellery
Certina DS Action diver | Certina | raw | watches-jewellery
Seiko Presage Cocktail Time mostrador azul | Seiko | raw | watches-jewellery
Grand Seiko SBGA211 snowflake | Grand Seiko | sub-alone | watches-jewellery | Seiko
Citizen Promaster Eco Drive | Citizen | raw | watches-jewellery
Casio G-Shock DW-5600 preto mate, pulseira nova | G-Shock | maker+sub | watches-jewellery | Casio
G Shock GA-2100 Casioak | G-Shock | spacing | watches-jewellery | Casio
Festina relógio cronógrafo | Festina | raw | watches-jewellery
Lotus reloj caballero cronógrafo acero | Lotus | raw | watches-jewellery
Calypso reloj niño digital | Calypso | raw | watches-jewellery
Timex Marlin hand wound | Timex | raw | watches-jewellery
Skagen montre femme maille milanaise | Skagen | raw | watches-jewellery
Daniel Wellington Classic 36mm bracelet cuir marron | Daniel Wellington | raw | watches-jewellery
Garmin Fenix 7 Sapphire Solar | Garmin | raw | watches-jewellery
Polar Vantage V2 com cinta cardíaca | Polar | raw | watches-jewellery
Suunto 9 Peak Pro | Suunto | raw | watches-jewellery
Withings ScanWatch 2 | Withings | raw | watches-jewellery
Junghans max bill Automatic 38 mm mit Box | Junghans | raw | watches-jewellery
Nomos Tangente 38 Glashütte | Nomos | raw | watches-jewellery
pulseira Pandora Moments com 6 charms | Pandora | raw | watches-jewellery
colar Swarovski cristal | Swarovski | raw | watches-jewellery
Thomas Sabo Charm Anhänger | Thomas Sabo | raw | watches-jewellery
Tous pendientes oso plata de ley, con estuche | Tous | raw | watches-jewellery
Uno de 50 pulsera cuero | Uno de 50 | raw | watches-jewellery
PdPaola collar dorado | PdPaola | raw | watches-jewellery
Morellato bracciale acciaio | Morellato | raw | watches-jewellery
Breil orologio uomo | Breil | raw | watches-jewellery
Tag Heur Aquaracer 300 | TAG Heuer | misspelling | watches-jewellery
bracelete Hirsch pele para Seiko 5 | Hirsch | accessory | watches-jewellery
estante IKEA Billy branca 80 cm | IKEA | product-line | furniture | Billy
cómoda Malm IKEA 6 gavetas | IKEA | product-line | furniture | Malm
Roche Bobois canapé Mah Jong | Roche Bobois | raw | furniture
Ligne Roset Togo fauteuil velours côtelé vert | Ligne Roset | raw | furniture
Kartell Louis Ghost cadeira transparente, par de 2 | Kartell | raw | furniture
Vitra Eames Plastic Chair DSW | Vitra | raw | furniture
HAY About A Chair AAC22 oak, set of 4 | HAY | raw | furniture
Muuto Fiber side chair | Muuto | raw | furniture
Fritz Hansen Series 7 chair | Fritz Hansen | raw | furniture
Poltronesofà divano 3 posti in velluto grigio | Poltronesofà | raw | furniture
Natuzzi Editions poltrona relax | Natuzzi | raw | furniture
Calligaris sedie pieghevoli | Calligaris | raw | furniture
Maisons du Monde buffet en manguier | Maisons du Monde | raw | furniture
Kave Home mesa de centro redonda de mango | Kave Home | raw | furniture
Hülsta Schrank Eiche 3-türig, Selbstabbau | Hülsta | raw | furniture
Rolf Benz Sofa Leder | Rolf Benz | raw | furniture
USM Haller Sideboard weiß | USM | raw | furniture
Thonet Freischwinger S 32 | Thonet | raw | furniture
Artek Stool 60 birch | Artek | raw | furniture
candeeiro Flos IC Lights | Flos | raw | furniture
Artemide Tolomeo lampada da tavolo | Artemide | raw | furniture
Louis Poulsen PH 5 pendant | Louis Poulsen | raw | furniture
Vibia lámpara de pie | Vibia | raw | furniture
colchão Tempur Pro 90x190 | Tempur | raw | furniture
Pikolin colchón muelles ensacados | Pikolin | raw | furniture
Fermob chaise Bistro métal | Fermob | raw | furniture
Kettler Gartenstuhl Alu | Kettler | raw | furniture
Ikeaa Kallax 2x4 prateleira | IKEA | misspelling | furniture
Maison du Monde miroir rotin | Maisons du Monde | misspelling | furniture
Gandia Blasco tumbona exterior | Gandia Blasco | raw | furniture
LEGO City esquadra de policia 60316 | LEGO | raw | toys-baby
Lego Technic Porsche 42096 completo | LEGO | raw | toys-baby
Playmobil casa de bonecas 5302 | Playmobil | raw | toys-baby
Play mobil barco pirata com canhoes | Playmobil | spacing | toys-baby
Schleich cavalos e estábulo com cavaleira | Schleich | raw | toys-baby
puzzle Ravensburger 1000 peças Veneza completo | Ravensburger | raw | toys-baby
Haba Kugelbahn Holz | Haba | raw | toys-baby
Hape cozinha de madeira | Hape | raw | toys-baby
Janod garage en bois | Janod | raw | toys-baby
Djeco jeu de cartes Batawaf | Djeco | raw | toys-baby
Vtech Kidizoom appareil photo enfant | VTech | raw | toys-baby
Smoby cuisine Tefal Studio | Smoby | raw | toys-baby
carrinho bebé Chicco Trio Love | Chicco | raw | toys-baby
Bébé Confort Stella poussette | Bébé Confort | raw | toys-baby
Maxi Cosi Pebble 360 ovo | Maxi-Cosi | spacing | toys-baby
Cybex Priam 4 carrito | Cybex | raw | toys-baby
Bugaboo Fox 3 com alcofa | Bugaboo | raw | toys-baby
Stokke Tripp Trapp cadeira natural | Stokke | raw | toys-baby
Jané Muum silla paseo | Jané | raw | toys-baby
Bebecar Ip-op carro de bebé | Bebecar | raw | toys-baby
Inglesina Electa trio | Inglesina | raw | toys-baby
Peg Perego Book 51 passeggino | Peg Perego | raw | toys-baby
BabyBjorn hamaca Bliss | BabyBjörn | misspelling | toys-baby
Ergobaby Omni 360 mochila | Ergobaby | raw | toys-baby
Philips Avent esterilizador | Avent | maker+sub | toys-baby | Philips
biberões Avent Natural 260ml | Avent | sub-alone | toys-baby | Philips
Suavinex chupetas 0-6 | Suavinex | raw | toys-baby
Steiff Teddybär mit Knopf im Ohr | Steiff | raw | toys-baby
Sylvanian Families casa de campo | Sylvanian Families | raw | toys-baby
Nenuco muñeca hace pompas | Nenuco | sub-alone | toys-baby | Famosa
Barbie Dreamhouse 2023 com elevador e piscina | Barbie | sub-alone | toys-baby | Mattel
Hot Wheels pista looping duplo com 6 carros | Hot Wheels | sub-alone | toys-baby | Mattel
Fisher Price ginásio bebé com piano de pés | Fisher-Price | spacing | toys-baby | Mattel
Brio trenó de madeira | Brio | raw | toys-baby
Tonies Toniebox com 5 figuras | Tonies | raw | toys-baby
Clementoni Sapientino caneta falante 3 anos | Clementoni | raw | toys-baby
Educa puzzle 2000 piezas | Educa | raw | toys-baby
livro Porto Editora dicionario de ingles | Porto Editora | raw | books-media
Leya colecao romances | Leya | raw | books-media
Bertrand Editora edição de bolso | Bertrand | raw | books-media
Editorial Planeta novela tapa dura | Planeta | raw | books-media
Anagrama Compactos lote 6 libros | Anagrama | raw | books-media
Penguin Classics box set of 10, clothbound | Penguin | raw | books-media
Gallimard Folio lot de romans | Gallimard | raw | books-media
Livre de Poche lot policiers | Le Livre de Poche | raw | books-media
BD Dupuis Spirou intégrale | Dupuis | raw | books-media
Dargaud Blake et Mortimer tome 1 | Dargaud | raw | books-media
Casterman Tintin édition originale | Casterman | raw | books-media
mangas Glénat One Piece 1 à 20 | Glénat | raw | books-media
Panini álbum cromos Liga completo | Panini | raw | books-media
Norma Editorial manga tomo 1 | Norma Editorial | raw | books-media
Salvat coleccion Marvel | Salvat | raw | books-media
Mondadori Oscar libri tascabili | Mondadori | raw | books-media
Einaudi Tascabili lotto | Einaudi | raw | books-media
Adelphi romanzi usati | Adelphi | raw | books-media
Sergio Bonelli Tex fumetti | Sergio Bonelli Editore | raw | books-media
Carlsen Comics Asterix Band 3 | Carlsen | raw | books-media
dtv Taschenbücher Paket | dtv | raw | books-media
Suhrkamp Taschenbuch Hesse | Suhrkamp | raw | books-media
Reclam Hefte Deutsch Abitur | Reclam | raw | books-media
Taschen livro de arte Klimt | Taschen | raw | books-media
Lonely Planet guia Tailandia | Lonely Planet | raw | books-media
Gallimar Jeunesse albums | Gallimard | misspelling | books-media
Deutsche Grammophon vinilo Karajan | Deutsche Grammophon | raw | books-media
Criterion Collection blu-ray lot of 5, Kurosawa | Criterion | raw | books-media
tenda Quechua 2 Seconds 3 pessoas | Quechua | sub-alone | sports-outdoor | Decathlon
Decathlon Quechua MH500 casaco | Quechua | maker+sub | sports-outdoor | Decathlon
Kalenji sapatilhas corrida 43 amarelas | Kalenji | sub-alone | sports-outdoor | Decathlon
Domyos banco de musculação | Domyos | sub-alone | sports-outdoor | Decathlon
Kipsta bola de futebol tamanho 5 rua | Kipsta | sub-alone | sports-outdoor | Decathlon
Forclaz mochila 50 litros | Forclaz | sub-alone | sports-outdoor | Decathlon
Wedze esquís adulto | Wedze | sub-alone | sports-outdoor | Decathlon
Tribord planche de surf mousse | Tribord | sub-alone | sports-outdoor | Decathlon
Salomon botas de esqui | Salomon | raw | sports-outdoor
Rossignol skis Experience 80 | Rossignol | raw | sports-outdoor
Dynastar skis freeride | Dynastar | raw | sports-outdoor
Atomic Hawx chaussures ski | Atomic | raw | sports-outdoor
Völkl Deacon Ski 170 | Völkl | raw | sports-outdoor
Millet sac à dos Prolighter | Millet | raw | sports-outdoor
Lafuma chaise longue RSX | Lafuma | raw | sports-outdoor
Petzl frontale Actik | Petzl | raw | sports-outdoor
Mammut Kletterseil 60m | Mammut | raw | sports-outdoor
Ortovox LVS Gerät | Ortovox | raw | sports-outdoor
Deuter Futura 32 Rucksack | Deuter | raw | sports-outdoor
Vaude Zelt 2 Personen | Vaude | raw | sports-outdoor
Fjallraven Kanken mochila | Fjällräven | misspelling | sports-outdoor
Helly Hansen casaco vela vermelho XL | Helly Hansen | raw | sports-outdoor
Bullpadel Vertex 03 pala | Bullpadel | raw | sports-outdoor
Nox AT10 pala padel | Nox | raw | sports-outdoor
Babolat Pure Drive raquette | Babolat | raw | sports-outdoor
Tecnifibre TFight 300 | Tecnifibre | raw | sports-outdoor
Joma camiseta fútbol | Joma | raw | sports-outdoor
Kelme botas futbol sala | Kelme | raw | sports-outdoor
Hummel casaco treino | Hummel | raw | sports-outdoor
Mizuno Wave Rider 27 | Mizuno | raw | sports-outdoor
Cressi máscara snorkel | Cressi | raw | sports-outdoor
Mares Puck Pro computador mergulho | Mares | raw | sports-outdoor
Campingaz fogareiro Camp Bistro | Campingaz | raw | sports-outdoor
Technogym passadeira de ginásio, desmontada | Technogym | raw | sports-outdoor
Trangia réchaud alcool | Trangia | raw | sports-outdoor
berbequim Bosch Professional GSB 18V com 1 bateria e L-Boxx | Bosch | raw | tools-diy
Makita DHP482 aparafusadora | Makita | raw | tools-diy
DeWalt DCD796 com 2 baterias | DeWalt | raw | tools-diy
De Walt rebarbadora 125 | DeWalt | spacing | tools-diy
Black and Decker aspirador mão | Black+Decker | spacing | tools-diy
Stanley FatMax fita métrica 8m nova no blister | Stanley | raw | tools-diy
Milwaukee M18 Fuel kit | Milwaukee | raw | tools-diy
Metabo Winkelschleifer W 9-125 | Metabo | raw | tools-diy
Festool Domino DF 500 avec tourillons | Festool | raw | tools-diy
Hilti TE 30 martello | Hilti | raw | tools-diy
Einhell Akku Rasenmäher 36V | Einhell | raw | tools-diy
Ryobi One+ berbequim sem bateria, só corpo | Ryobi | raw | tools-diy
HiKOKI serra circular | HiKOKI | raw | tools-diy
Fein Multimaster oscilante | Fein | raw | tools-diy
Kärcher K5 lavadora alta pressão | Kärcher | raw | tools-diy
Karcher WD 3 aspirador seco e molhado 17L | Kärcher | misspelling | tools-diy
Stihl MS 170 motosserra sabre 35 cm | Stihl | raw | tools-diy
Husqvarna Automower 305 com estação de carga | Husqvarna | raw | tools-diy
Gardena mangueira 20 m com carreto | Gardena | raw | tools-diy
Wera Kraftform Schraubendreher Satz | Wera | raw | tools-diy
Knipex Cobra Wasserpumpenzange | Knipex | raw | tools-diy
Gedore Steckschlüsselsatz | Gedore | raw | tools-diy
Bahco chave inglesa | Bahco | raw | tools-diy
Facom caisse à outils métal rouge, pleine | Facom | raw | tools-diy
Parkside Tischkreissäge | Parkside | sub-alone | tools-diy | Lidl
Dexter perceuse visseuse 20V | Dexter | sub-alone | tools-diy | Leroy Merlin
Dremel 3000 multiferramenta | Dremel | raw | tools-diy
Würth maleta brocas | Würth | raw | tools-diy
Bellota tijera de podar | Bellota | raw | tools-diy
Palmera llave de vaso juego | Palmera | raw | tools-diy
Makitta rebarbadora 18v | Makita | misspelling | tools-diy
Worx Landroid robot corta relva | Worx | raw | tools-diy
Mikita bateria 5Ah BL1850 | Makita | misspelling | tools-diy
perfume Lancôme La Vie Est Belle 50ml | Lancôme | raw | beauty-perfume
Garnier Fructis champô | Garnier | raw | beauty-perfume
máscara Maybelline Lash Sensational | Maybelline | raw | beauty-perfume
Vichy Mineral 89 sérum | Vichy | raw | beauty-perfume
La Roche Posay Effaclar Duo | La Roche-Posay | spacing | beauty-perfume
CeraVe creme hidratante 454g | CeraVe | raw | beauty-perfume
Avène eau thermale spray | Avène | raw | beauty-perfume
Bioderma Sensibio H2O 500 ml, duo | Bioderma | raw | beauty-perfume
Caudalie Vinoperfect sérum 30ml, neuf | Caudalie | raw | beauty-perfume
Nuxe Huile Prodigieuse 100ml | Nuxe | raw | beauty-perfume
Clarins Double Serum 50 ml sous cello | Clarins | raw | beauty-perfume
Guerlain Terracotta poudre teinte 03, entamée une fois | Guerlain | raw | beauty-perfume
Paco Rabanne One Million 100ml | Paco Rabanne | raw | beauty-perfume
Carolina Herrera Good Girl 80ml, caja incluida | Carolina Herrera | raw | beauty-perfume
Jean Paul Gaultier Le Male 125 ml presque plein | Jean Paul Gaultier | raw | beauty-perfume
Loewe 001 Woman eau de parfum | Loewe | raw | beauty-perfume
Adolfo Dominguez Agua Fresca | Adolfo Dominguez | raw | beauty-perfume
Isdin Fotoprotector Fusion Water SPF 50 sin abrir | Isdin | raw | beauty-perfume
Sesderma C-Vit serum | Sesderma | raw | beauty-perfume
Babaria aceite de rosa mosqueta | Babaria | raw | beauty-perfume
Nivea Creme Dose 400ml | Nivea | raw | beauty-perfume
Eucerin Hyaluron Filler Nachtcreme | Eucerin | raw | beauty-perfume
Weleda Skin Food 75ml tubo novo | Weleda | raw | beauty-perfume
Balea Duschgel Set | Balea | raw | beauty-perfume
Kiko Milano rossetto Unlimited | Kiko Milano | raw | beauty-perfume
Collistar crema corpo rassodante 400 ml | Collistar | raw | beauty-perfume
Acqua di Parma Colonia 100ml | Acqua di Parma | raw | beauty-perfume
Rituals The Ritual of Sakura set | Rituals | raw | beauty-perfume
Catrice base liquida | Catrice | raw | beauty-perfume
Claus Porto sabonete Voga | Claus Porto | raw | beauty-perfume
Castelbel sabonetes caixa 3 | Castelbel | raw | beauty-perfume
Benamôr creme de mãos Alantoíne | Benamôr | raw | beauty-perfume
Lancome Idôle 50 ml, oferta repetida | Lancôme | misspelling | beauty-perfume
Estee Lauder Advanced Night Repair 50ml na caixa | Estée Lauder | misspelling | beauty-perfume
guitarra Yamaha C40 clássica | Yamaha | raw | musical-instruments
Roland FP-30X piano digital | Roland | raw | musical-instruments
Korg Minilogue XD mit Deckel und Netzteil | Korg | raw | musical-instruments
Fender Player Stratocaster México | Fender | raw | musical-instruments
Squier Affinity Telecaster butterscotch, cordas novas | Squier | sub-alone | musical-instruments | Fender
Fender Squier Bullet Strat vermelha com amp pequeno | Squier | maker+sub | musical-instruments | Fender
Epiphone Les Paul Standard 60s | Epiphone | sub-alone | musical-instruments | Gibson
Gibson SG Standard 2019 | Gibson | raw | musical-instruments
Ibanez RG550 com estojo | Ibanez | raw | musical-instruments
Harley Benton ST-20 guitarra | Harley Benton | sub-alone | musical-instruments | Thomann
Admira Malaga guitarra española | Admira | raw | musical-instruments
Alhambra 4P guitarra flamenca | Alhambra | raw | musical-instruments
Hohner Mundharmonika Special 20 | Hohner | raw | musical-instruments
Höfner Violin Bass 500/1 | Höfner | raw | musical-instruments
Arturia MiniLab 3 teclado MIDI | Arturia | raw | musical-instruments
Nord Stage 3 88 | Nord | raw | musical-instruments
Behringer Crave synth | Behringer | raw | musical-instruments
Akai MPK Mini MK3 preto, cabo USB | Akai Professional | raw | musical-instruments
Pearl Export bateria acústica 5 peças com pratos | Pearl | raw | musical-instruments
Sonor AQ2 Schlagzeug | Sonor | raw | musical-instruments
Zildjian A Custom prato 16 | Zildjian | raw | musical-instruments
Meinl Cajón com bolsa e almofada | Meinl | raw | musical-instruments
Paiste 2002 crash 18 | Paiste | raw | musical-instruments
saxofone Selmer Super Action 80 | Selmer | raw | musical-instruments
Buffet Crampon E11 clarinete si bemol, estojo | Buffet Crampon | raw | musical-instruments
Boss Katana 50 MkII ampli | Boss | raw | musical-instruments
Vox AC15 combo | Vox | raw | musical-instruments
Casio Privia PX-S1100 preto com suporte | Casio | product-line | musical-instruments | Privia
Kawai ES110 piano digital | Kawai | raw | musical-instruments
Ibanes GSR200 baixo | Ibanez | misspelling | musical-instruments
Gibson Les Paul com pickups Seymour Duncan | Gibson | component | musical-instruments
cordas D'Addario EXL110 para Fender | D'Addario | accessory | musical-instruments
pneus Michelin Primacy 4 205/55 R16 | Michelin | raw | vehicle-parts
Continental EcoContact 6 pneu | Continental | raw | vehicle-parts
Pirelli P Zero 225/40 R18 par com 6mm | Pirelli | raw | vehicle-parts
Bridgestone Turanza 4 pneus | Bridgestone | raw | vehicle-parts
Nokian Hakkapeliitta Winterreifen | Nokian | raw | vehicle-parts
Vredestein Quatrac pneus 4 estações | Vredestein | raw | vehicle-parts
discos travão Brembo Golf 7 | Brembo | accessory | vehicle-parts
pastilhas Bosch para Renault Clio | Bosch | accessory | vehicle-parts
Valeo embraiagem kit completo com volante | Valeo | raw | vehicle-parts
Hella faróis LED | Hella | raw | vehicle-parts
Osram Night Breaker H7 | Osram | raw | vehicle-parts
Varta bateria Blue Dynamic 70Ah | Varta | raw | vehicle-parts
Castrol Edge 5W30 5 litros | Castrol | raw | vehicle-parts
Motul 7100 4T 10W40 | Motul | raw | vehicle-parts
Liqui Moly Ölzusatz | Liqui Moly | raw | vehicle-parts
Mann Filter Luftfilter | Mann-Filter | spacing | vehicle-parts
Bilstein B6 Stoßdämpfer | Bilstein | raw | vehicle-parts
Akrapovic escape moto | Akrapovič | misspelling | vehicle-parts
Thule barras tejadillo | Thule | raw | vehicle-parts
Alpinestars botas moto SMX | Alpinestars | raw | vehicle-parts
Dainese blusão de moto | Dainese | raw | vehicle-parts
capacete Shoei NXR2 M | Shoei | raw | vehicle-parts
Nolan N87 casco | Nolan | raw | vehicle-parts
Givi top case 45 l | Givi | raw | vehicle-parts
Shad maleta SH40 | Shad | raw | vehicle-parts
NGK velas de ignição conjunto de 4 novas | NGK | raw | vehicle-parts
Sparco volante 350 mm camurça | Sparco | raw | vehicle-parts
Recaro bancos desportivos | Recaro | raw | vehicle-parts
OZ Racing jantes 17 | OZ Racing | raw | vehicle-parts
Michellin Pilot Sport 5 | Michelin | misspelling | vehicle-parts
Febi Bilstein Querlenker | Febi Bilstein | raw | vehicle-parts
Samsung Galaxy Tab S8 com caneta S Pen e capa Spigen | Samsung | component | tablets
Apple iPad Air com Apple Pencil e teclado Logitech | Apple | component | tablets
capa Zugu para iPad Pro 12,9 | Zugu | accessory | tablets
Dell Alienware Aurora R13 | Alienware | maker+sub | laptops | Dell
Asus TUF Gaming F15 i5 | Asus | raw | laptops
mochila Targus para portátil 15,6 | Targus | accessory | laptops
Sony PS4 com comando Nacon | PlayStation | component | consoles | Sony
Xiaomi Redmi Note 13 Pro com capa | Redmi | maker+sub | phones | Xiaomi
Honor 90 com capa Spigen | Honor | component | phones
Cube Kathmandu com motor Bosch Performance | Cube | component | bikes
`;

const adversarial = `
capinha silicone para iPhone 14 Pro lilás | - | for-x | phones
pelicula de vidro temperado compativel Samsung A54 pack 3 | - | for-x | phones
cabo USB-C generico para Xiaomi 1 metro | - | for-x | phones
bateria de substituição para Huawei P20 nova | - | for-x | phones
housse rabat cuir pour Google Pixel 7 | - | for-x | phones
suporte de carro compatível com Motorola | - | for-x | phones
telemóvel estilo iPhone com android barato | - | style-of | phones
smartphone chinês sem marca 6,5 polegadas | - | no-brand | phones
Samsong Galaxy S23 Ultra copia | - | near-brand | phones
palo selfie con mango extensible para movil | - | generic-word | phones
telefone fixo sem fios genérico com 2 bases | - | no-brand | phones
cover per Oppo A78 in silicone | - | for-x | phones
Aifone 15 Pro Max imitação | - | near-brand | phones
capa livro pele para Kindle Paperwhite | - | for-x | tablets
stylus compatível iPad 6 a 10 geração | - | for-x | tablets
funda con teclado para Samsung Tab A8 | - | for-x | tablets
protection écran pour iPad Air 5 | - | for-x | tablets
tablet infantil sem marca com capa de borracha azul | - | no-brand | tablets
tablet tipo iPad 10 pulgadas android | - | style-of | tablets
Tablette graphique générique 10 x 6 pouces | - | no-brand | tablets
Kindel e-reader copia china | - | near-brand | tablets
carregador para Lenovo Tab M10 5V | - | for-x | tablets
suporte de mesa para tablet em alumínio | - | no-brand | tablets
carregador 65W para portátil HP compatível | - | for-x | laptops
bateria compatible Dell Latitude E7470 | - | for-x | laptops
teclado de substituição para MacBook Air 2017 layout PT | - | for-x | laptops
sacoche pour ordinateur portable 15 pouces | - | no-brand | laptops
portatil estilo MacBook aluminio 14 pulgadas | - | style-of | laptops
Lenuvo ThinkPod portátil réplica | - | near-brand | laptops
base de refrigeração para portátil gaming | - | no-brand | laptops
ecrã de substituição para Asus Vivobook 15 | - | for-x | laptops
portatile assemblato senza marca i5 | - | no-brand | laptops
Notebook Hülle für Acer Aspire 5 | - | for-x | laptops
comando compatível PS4 sem fios transparente | - | for-x | consoles
capa de silicone para comando Xbox com grips | - | for-x | consoles
base de carregamento para Joy-Con Switch | - | for-x | consoles
consola retro com 10000 jogos sem marca e 2 comandos | - | no-brand | consoles
comando tipo Nintendo com fios USB | - | style-of | consoles
Play Station 5 versão clone china | - | near-brand | consoles
housse de transport pour Nintendo Switch OLED | - | for-x | consoles
Ladestation für PS5 Controller | - | for-x | consoles
volante gaming genérico com pedais | - | no-brand | consoles
cartucho compatível Game Boy jogo repro | - | for-x | consoles
manette style Xbox pour PC filaire | - | style-of | consoles
mando atari style para retropie | - | style-of | consoles
cadeira gaming sem marca preta e vermelha | - | no-brand | consoles
suporte de parede para bicicleta Btwin | - | for-x | bikes
câmara de ar 29 compatível com Rockrider | - | for-x | bikes
bicicleta de criança com desenho de cowboy | - | generic-word | bikes
bici de montaña sin marca rueda 26 | - | no-brand | bikes
cadeado em U para bicicleta com 2 chaves | - | no-brand | bikes
bateria compatível com bicicleta Orbea Gain | - | for-x | bikes
patilha de mudanças para Canyon Spectral | - | for-x | bikes
vélo cargo style Riese und Müller fait maison | - | style-of | bikes
exercise bike with giant display and fan | - | generic-word | bikes
Fahrradkorb passend für Gazelle | - | for-x | bikes
quadro de carbono chinês sem marca | - | no-brand | bikes
Specialised Tarmac réplica de quadro | - | near-brand | bikes
a trek through the alps poster for bike room | - | generic-word | bikes
vestido feito à mão com tecido de algodão | - | no-brand | clothing
casaco estilo Zara sem etiqueta | - | style-of | clothing
camisola tipo Ralph Lauren cavalo bordado | - | style-of | clothing
t-shirt com estampa de salsa e pimentos | - | generic-word | clothing
saia comprada no mercado sem marca | - | no-brand | clothing
blusa inspirada em Sézane feita por costureira | - | style-of | clothing
Lacoste copia polo crocodilo | - | near-brand | clothing
camiseta con dibujo de un mango | - | generic-word | clothing
pull tricoté main laine mérinos | - | no-brand | clothing
Guchi camisola imitação | - | near-brand | clothing
sweatshirt com capuz de puma desenhado | - | generic-word | clothing
Strickjacke handgemacht Omas Wolle | - | no-brand | clothing
felpa con cappuccio senza marca | - | no-brand | clothing
cordões para sapatilhas Nike Air Force | - | for-x | footwear
palmilhas de substituição para Birkenstock | - | for-x | footwear
sapatilhas estilo Converse cano alto pretas 38 | - | style-of | footwear
botas tipo Dr Martens sem marca | - | style-of | footwear
sandálias feitas à mão em couro | - | no-brand | footwear
Adibas sapatilhas de corrida | - | near-brand | footwear
botas mustang para montar a cavalo de criança | - | generic-word | footwear
baskets on the go blanches sans marque | - | generic-word | footwear
zapatillas de casa sin marca talla 40 | - | no-brand | footwear
Schuhcreme für Lederschuhe von Clarks | - | for-x | footwear
chaussons façon UGG fourrés | - | style-of | footwear
Anstecker kompatibel mit Crocs 20 Stück | - | for-x | footwear
sapatos de cerimónia criança sem marca | - | no-brand | footwear
cápsulas compatíveis Nespresso pacote 100 | - | for-x | small-appliances
filtro de água para Delonghi Magnifica | - | for-x | small-appliances
sacos de aspirador para Rowenta 10 unidades | - | for-x | small-appliances
lâmina de substituição para Bimby TM5 | - | for-x | small-appliances
bolsas de vacío para aspiradora Dyson compatibles | - | for-x | small-appliances
cafeteira italiana tipo Bialetti 3 chávenas | - | style-of | small-appliances
torradeira retro estilo Smeg vermelha | - | style-of | small-appliances
robot de cozinha da Lidl tipo Bimby | - | style-of | small-appliances
Termomix clone de cozinha | - | near-brand | small-appliances
panela de pressão sem marca 6 litros | - | no-brand | small-appliances
moedor de café manual antigo | - | no-brand | small-appliances
máquina de algodão doce candy floss | - | generic-word | small-appliances
Entkalker für Jura Kaffeemaschinen | - | for-x | small-appliances
robot aspirateur compatible brosses Roomba | - | for-x | small-appliances
frullatore vintage senza marca | - | no-brand | small-appliances
sage and rosemary dried herbs jar | - | generic-word | small-appliances
borracha de porta para frigorífico Balay | - | for-x | large-appliances
filtro de água para frigorífico Samsung americano | - | for-x | large-appliances
resistência compatível máquina lavar Bosch | - | for-x | large-appliances
cesto de talheres para máquina Miele | - | for-x | large-appliances
frigorífico pequeno sem marca para escritório | - | no-brand | large-appliances
máquina de lavar tipo Miele alemã | - | style-of | large-appliances
vitrine réfrigérée pour candy bar de mariage | - | generic-word | large-appliances
pieds anti-vibration pour lave-linge | - | no-brand | large-appliances
Wahrlpool copia lavadora | - | near-brand | large-appliances
Türdichtung passend für Siemens Waschmaschine | - | for-x | large-appliances
guarnizione per forno Smeg | - | for-x | large-appliances
forno a legna fatto a mano | - | no-brand | large-appliances
Electrolux style mini freezer generic | - | style-of | large-appliances
arca congeladora de segunda mão sem marca | - | no-brand | large-appliances
tampa de objetiva para Canon 58mm | - | for-x | cameras
bateria compatível Nikon EN-EL15 2000mAh | - | for-x | cameras
adaptador de lente para Sony E | - | for-x | cameras
bolsa para câmara fotográfica sem marca | - | no-brand | cameras
camera instantânea tipo Polaroid para crianças | - | style-of | cameras
filme compatível com Instax Mini 20 fotos | - | for-x | cameras
Canun reflex copia chinesa | - | near-brand | cameras
tripé de alumínio genérico 150 cm | - | no-brand | cameras
carcasa sumergible para GoPro Hero 9 | - | for-x | cameras
caméra jetable sans marque mariage | - | no-brand | cameras
drone con cámara estilo DJI para niños | - | style-of | cameras
Akku passend für Fujifilm NP-W126S | - | for-x | cameras
macchina fotografica leica style a pellicola | - | style-of | cameras
cinta de ombro para câmara de couro | - | no-brand | cameras
almofadas de substituição para Bose QC35 em pele | - | for-x | audio
cabo de áudio para Beats Studio | - | for-x | audio
suporte de parede para Sonos One, branco, par | - | for-x | audio
auriculares tipo AirPods sem fios | - | style-of | audio
coluna bluetooth sem marca com luzes | - | no-brand | audio
Marchall coluna vintage copia | - | near-brand | audio
amplificador a válvulas feito por mim | - | no-brand | audio
agulha compatível Audio-Technica AT3600 | - | for-x | audio
enceinte façon Marshall à LED | - | style-of | audio
Ohrpolster kompatibel mit Sony WH-1000XM4 | - | for-x | audio
JBL copy speaker waterproof | - | near-brand | audio
casse bluetooth artigianali in legno | - | no-brand | audio
disco de vinil Marshall Tucker Band anos 70 | - | generic-word | audio
orange vinyl record pressing 180g | - | generic-word | audio
bracelete para Apple Watch 44mm silicone | - | for-x | watches-jewellery
vidro de proteção para Garmin Fenix 6 | - | for-x | watches-jewellery
carregador compatível Fitbit Charge 5 | - | for-x | watches-jewellery
relógio estilo Rolex Submariner automático | - | style-of | watches-jewellery
Rolaks relógio imitação | - | near-brand | watches-jewellery
brincos de prata feitos à mão | - | no-brand | watches-jewellery
colar com pendente de flor de lótus | - | generic-word | watches-jewellery
pulsera con charms compatible Pandora | - | for-x | watches-jewellery
montre homme sans marque bracelet cuir | - | no-brand | watches-jewellery
Armband passend für Samsung Galaxy Watch | - | for-x | watches-jewellery
reloj de bolsillo con jaguar grabado | - | generic-word | watches-jewellery
Omgea Seamaster réplica | - | near-brand | watches-jewellery
orologio da tasca antico senza marca | - | no-brand | watches-jewellery
anillo tipo Tous con osito | - | style-of | watches-jewellery
ciondolo orso polare polar in argento | - | generic-word | watches-jewellery
capas para cadeiras IKEA Ektorp | - | for-x | furniture
pés de substituição para sofá Kivik | - | for-x | furniture
puxadores compatíveis com cómoda Malm | - | for-x | furniture
cadeira estilo Eames réplica branca | - | style-of | furniture
candeeiro tipo Artemide Tolomeo | - | style-of | furniture
mesa de madeira maciça feita por carpinteiro local 2 m | - | no-brand | furniture
estante de pinho sem marca | - | no-brand | furniture
Ikia estante copia | - | near-brand | furniture
colchão flex de espuma enrolado sem marca | - | generic-word | furniture
poltrona vintage anos 60 sem marca | - | no-brand | furniture
housse pour canapé Söderhamn 3 places | - | for-x | furniture
chaise façon Tolix en métal | - | style-of | furniture
sedia ghost trasparente stile Kartell | - | style-of | furniture
Bezug passend für IKEA Poäng Sessel | - | for-x | furniture
lámpara de pie con forma de lotus | - | generic-word | furniture
cabide de parede com cabeça de gazela | - | no-brand | furniture
peças Lego avulso compatíveis 1000 | - | for-x | toys-baby
figuras compatíveis Playmobil piratas | - | for-x | toys-baby
capa de chuva para carrinho Bugaboo Fox | - | for-x | toys-baby
colchão para berço de viagem Chicco 60x120 | - | for-x | toys-baby
Legoo blocos de construção imitação | - | near-brand | toys-baby
boneca de trapos feita à mão com vestido às flores | - | no-brand | toys-baby
brinquedos de madeira tipo Montessori | - | no-brand | toys-baby
cadeira de refeição estilo Tripp Trapp | - | style-of | toys-baby
peluche de pinguim grande sem marca | - | generic-word | toys-baby
jeu de construction compatible Duplo | - | for-x | toys-baby
puzzle 500 peças sem caixa | - | no-brand | toys-baby
biberões genéricos anti-cólicas | - | no-brand | toys-baby
housse pour siège auto Maxi-Cosi CabrioFix | - | for-x | toys-baby
Ersatzteile für Kinderwagen Cybex | - | for-x | toys-baby
passeggino leggero senza marca | - | no-brand | toys-baby
capa para livro em tecido artesanal | - | no-brand | books-media
livro de receitas do planeta verde | - | generic-word | books-media
manual escolar fotocopiado encadernado | - | no-brand | books-media
livro sobre pinguins para crianças | - | generic-word | books-media
romance no estilo Penguin Classics capa laranja | - | style-of | books-media
caderno de colorir sem editora | - | no-brand | books-media
estante para mangas compatível coleção Glénat | - | for-x | books-media
panini de queijo receitas livro | - | generic-word | books-media
dvd caseiro do casamento dos anos 90 | - | no-brand | books-media
mappa del planisfero vintage | - | no-brand | books-media
Comicheft selbst gezeichnet | - | no-brand | books-media
funda para libro tamaño bolsillo | - | no-brand | books-media
guide de voyage style Lonely Planet fait maison | - | style-of | books-media
Panimi cromos falsos futebol | - | near-brand | books-media
bastões de caminhada genéricos reguláveis | - | no-brand | sports-outdoor
sacos de cama sem marca -5 graus | - | no-brand | sports-outdoor
grips de substituição para raquete Babolat | - | for-x | sports-outdoor
peles de foca para esquis Rossignol 170 | - | for-x | sports-outdoor
tenda estilo Quechua pop up | - | style-of | sports-outdoor
pala de padel tipo Bullpadel genérica | - | style-of | sports-outdoor
Salomom sapatilhas trail copia | - | near-brand | sports-outdoor
capa para bola de futebol sem marca | - | no-brand | sports-outdoor
casaco polar de montanha cinzento | - | generic-word | sports-outdoor
caneleiras de futebol para criança genéricas | - | no-brand | sports-outdoor
ski wax universel pour toutes marques | - | no-brand | sports-outdoor
cordino da arrampicata fatto a mano | - | no-brand | sports-outdoor
Ersatzstangen für Vaude Zelt | - | for-x | sports-outdoor
manta de mares do sul para praia | - | generic-word | sports-outdoor
nord ovest mappa sentieri montagna | - | generic-word | sports-outdoor
halteres de ferro caseiros 2x10kg | - | no-brand | sports-outdoor
bateria compatível Makita 18V 5Ah genérica com indicador | - | for-x | tools-diy
carregador para baterias DeWalt XR compatível | - | for-x | tools-diy
lâminas de serra para Bosch PSA | - | for-x | tools-diy
fio de nylon para roçadora Stihl | - | for-x | tools-diy
adaptador de bateria Parkside para Einhell | - | for-x | tools-diy
caixa de ferramentas de metal sem marca | - | no-brand | tools-diy
berbequim tipo Makita azul genérico | - | style-of | tools-diy
Makito berbequim copia 21V | - | near-brand | tools-diy
jogo de chaves de fendas antigo sem marca | - | no-brand | tools-diy
escadote de alumínio 5 degraus dobrável | - | no-brand | tools-diy
bellota de roble para decoración | - | generic-word | tools-diy
Sägeblätter passend für Festool Tauchsäge | - | for-x | tools-diy
mangueira flex extensível 30 m sem marca | - | generic-word | tools-diy
établi fait maison en chêne | - | no-brand | tools-diy
batterie compatible Ryobi One+ 4Ah | - | for-x | tools-diy
perfume inspirado em Chanel Nº5 100ml | - | style-of | beauty-perfume
perfume de equivalência tipo Sauvage | - | style-of | beauty-perfume
recarga compatível para Mugler Alien | - | for-x | beauty-perfume
sabonete artesanal de lavanda da serra | - | no-brand | beauty-perfume
creme caseiro de calêndula frasco 50 ml | - | no-brand | beauty-perfume
Diorr Sauvage imitação | - | near-brand | beauty-perfume
pincéis de maquilhagem sem marca 12 peças | - | no-brand | beauty-perfume
parfum générique odeur proche de Black Opium | - | style-of | beauty-perfume
frasco vazio para recarregar perfume | - | no-brand | beauty-perfume
essence of roses bath salts homemade | - | generic-word | beauty-perfume
cabezales compatibles Oral-B pack de 8 | - | for-x | beauty-perfume
Duftzwilling ähnlich wie Baccarat Rouge | - | style-of | beauty-perfume
olio di mandorle dolci puro | - | no-brand | beauty-perfume
dove bird soap dish ceramic handmade | - | generic-word | beauty-perfume
Channel Coco Mademoiselle versión falsa | - | near-brand | beauty-perfume
cordas para guitarra clássica genéricas | - | no-brand | musical-instruments
guitarra estilo Stratocaster sem marca | - | style-of | musical-instruments
estojo para guitarra Les Paul | - | for-x | musical-instruments
pedal de sustain compatível Yamaha | - | for-x | musical-instruments
cavaquinho feito à mão por luthier | - | no-brand | musical-instruments
Fander Strat copia chinesa | - | near-brand | musical-instruments
boss of the house t-shirt musician | - | generic-word | musical-instruments
orange crate used as cajon seat | - | generic-word | musical-instruments
ampli guitare maison à lampes | - | no-brand | musical-instruments
Gibsen Les Paul falsa | - | near-brand | musical-instruments
Ständer für E-Piano Roland FP-10 passend | - | for-x | musical-instruments
ance per clarinetto compatibili Vandoren | - | for-x | musical-instruments
pianola de brinquedo sem marca | - | no-brand | musical-instruments
jantes compatíveis com BMW 5x120 | - | for-x | vehicle-parts
tapetes para Renault Clio IV | - | for-x | vehicle-parts
escape tipo Akrapovic universal | - | style-of | vehicle-parts
capacete sem marca tamanho M | - | no-brand | vehicle-parts
Michelan pneu copia | - | near-brand | vehicle-parts
filtro de óleo compatível Mann W712 | - | for-x | vehicle-parts
capas de bancos universais em pele sintética | - | no-brand | vehicle-parts
barras de tejadillo para Seat Ibiza | - | for-x | vehicle-parts
pastiglie freno per Fiat Panda | - | for-x | vehicle-parts
volante de corrida estilo Sparco artesanal | - | style-of | vehicle-parts
jaguar de peluche para el salpicadero | - | generic-word | vehicle-parts
Kennzeichenverstärker passend für VW Golf | - | for-x | vehicle-parts
autocolante letra grega kappa para capacete | - | generic-word | vehicle-parts
luz de presença LED genérica | - | no-brand | vehicle-parts
bauletto moto generico 30 litri | - | no-brand | vehicle-parts
capa de silicone para Kobo Clara | - | for-x | tablets
tablet android de 8 polegadas genérica | - | no-brand | tablets
ponta de substituição para caneta reMarkable | - | for-x | tablets
película papel compatível com iPad Pro 11 | - | for-x | tablets
tablette style Surface avec clavier détachable | - | style-of | tablets
Sansung Galaxy Tab copia 10 | - | near-brand | tablets
carregador universal para portátil 90W | - | no-brand | laptops
mochila para portátil estilo Alienware | - | style-of | laptops
memória RAM compatível MacBook Pro 2012 | - | for-x | laptops
portátil recondicionado sem marca no teclado | - | no-brand | laptops
Macbok Air imitação china | - | near-brand | laptops
Joy-Con genéricos compatíveis Switch | - | for-x | consoles
skin autocolante para PS5 slim | - | for-x | consoles
consola portátil retro genérica 400 jogos | - | no-brand | consoles
selim de gel para bicicleta de estrada | - | no-brand | bikes
guarda-lamas compatíveis Brompton | - | for-x | bikes
ghost bike memorial white painted | - | generic-word | bikes
casaco de malha feito pela avó | - | no-brand | clothing
calções estilo Levi's 501 cortados | - | style-of | clothing
Zarra vestido copia da montra | - | near-brand | clothing
camiseta only the brave frase | - | generic-word | clothing
sapatilhas tipo Veja brancas sem marca | - | style-of | footwear
solas de substituição para botas Meindl | - | for-x | footwear
mocassins artesanais em pele | - | no-brand | footwear
capa com porta-cartões para Samsung S23 | - | for-x | phones
telemóvel de brincar para crianças | - | no-brand | phones
jarras de vidro para liquidificadora Moulinex | - | for-x | small-appliances
reloj de pared con forma de sol | - | no-brand | watches-jewellery
candeeiro de madeira feito à mão | - | no-brand | furniture
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-thirty-second.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
