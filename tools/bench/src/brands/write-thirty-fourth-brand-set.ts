import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-thirty-fourth.json: a thirty-fourth brand set for issue 19, written by hand on 2026-12-01
 * by a writer who changes no rule (stop 54, task 54w), as the session's final unseen measure (its held-out part). Its
 * writer read neither the brand table nor the matching code — only the thirty-third brand writer's first 77 lines
 * (imports and header) and its last 8 lines, the line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and
 * the contract's BrandCategory enum. No earlier record was printed; the makers were chosen from the writer's own knowledge.
 * 1,101 strings over all 20 BrandCategory ids (41 to 65 each; the fewest in tablets, consoles and laptops, the most in
 * toys and baby, watches and jewellery, clothing and audio), as sellers write brands: raw with product words, models,
 * sizes, colours, counts, condition, box, shipping, place and price words; misspellings of one or two letters; glued and
 * spaced names; maker + sub-brand, the sub-brand alone and product lines alone; accessories of one maker made for another,
 * and a main product with another maker's component or accessory. By language (the writer's tally of each string's
 * words, by a word list): about 380 Portuguese, 290 language-neutral (a maker and a model only), 145 Spanish, 125 French,
 * 62 Italian, 51 English and 50 German — every language in at least 18 of the 20 categories. Makers of every size across
 * all categories, most of them European: phone makers with their senior, rugged and repairable ones and the Asian ones
 * with their sub-brands; e-reader, note-tablet and pen-tablet makers; laptop makers with their gaming sub-brands and small
 * national and Linux builders; console makers with their gaming brands, retro-handheld, wheel, controller and headset
 * makers; national and regional bike makers, e-cargo, folding and city-bike makers and a sports chain's house brands;
 * fast-fashion groups' labels and national labels of six countries; shoe and boot makers from south to north; kitchen,
 * coffee, cleaning and food-processor makers with their groups; built-in and free-standing appliance makers of every
 * country with their groups' brands; camera, lens, instant-camera, action-camera, drone, tripod and bag makers; hi-fi,
 * turntable, speaker, amplifier, radio and headphone makers; watch houses of every price with their groups and sub-brands,
 * sports-watch makers and jewellery labels; design-furniture, lighting, mattress, children's-furniture and
 * garden-furniture houses and a flat-pack seller's lines; pram, car-seat, bottle, wooden-toy, soft-toy, puzzle, figure,
 * doll and audio-toy makers with their groups; publishers of each language with their imprints, comic publishers, a
 * record label and a film label; ski, racket, padel, football, climbing, camping, diving and fitness makers with a sports
 * chain's house brands; power-tool, hand-tool and garden-tool makers with a discounter's and a DIY chain's house brands;
 * perfume and fashion houses' fragrances, pharmacy cosmetics with their groups, make-up chains and old soap makers;
 * guitar makers with their budget brands and a music shop's house brand, keyboard, synth, drum, cymbal, wind, accordion
 * and amplifier makers; tyre, brake, battery, oil, filter, suspension, exhaust, lighting, roof-rack, wheel, seat, helmet,
 * riding-gear and luggage makers.
 * Traps (expected no brand, `-`): "for X", "compatible with X", "to fit X" and "replacement for X" accessories, spares,
 * refills and consumables naming another maker's product, in each language; no-brand, home-made, hand-made, white-label
 * and unbranded goods; "style of", "type", "façon", "equivalent" and "inspired by" copies; knock-off spellings with a copy
 * word; and everyday words of the string's language (or of English) that are a brand name elsewhere (a fruit, an animal, a
 * colour, a plant, a place, a shape, a common noun or verb).
 * Naming policy as the thirty-third: the brand as its owner sells it, with its parent only where the writer is sure of
 * the owner; a product line is the maker with the line; a maker + sub-brand and a sub-brand alone expect the sub-brand
 * with the maker as parent; an accessory names its own maker as the brand; a component string names the main maker.
 * Kinds: raw 571, misspelling 29, product-line 31, sub-alone 31, spacing 16, maker+sub 16, component 14, accessory 9,
 * adversarial traps 384 (for-x 129, no-brand 65, style-of 64, near-brand 63, generic-word 63); 78 strings carry an
 * expected parent, 31 a line. Adversarial (traps + accessory, component, maker+sub) 423 (38 %).
 * Borderline decisions, stated: a misspelling of a real maker with no copy cue is a positive, the same misspelling with a
 * copy word in any language a near-brand trap; a string naming a maker only inside a "style"/"type"/"façon"/"equivalent"/
 * "inspired by" phrase is a trap, and so is a spare, cover, refill, strap, battery, seal or consumable made for another
 * maker's product even where the string says "compatible", "to fit" or "replacement" rather than "for"; a word that is a
 * brand elsewhere used in its plain meaning (in the string's language) is a generic-word trap, and a maker's name that is
 * also a common word, a city or a first name is a positive where the string sells that maker's product; home-console
 * families and gaming-laptop and gaming-handheld brands named alone or after their maker are the sub-brand with the maker
 * as parent, while a handheld, a reader, a tablet, a phone, a laptop, a camera, an earphone, a watch, a food-processor, a
 * vacuum, a baby-bottle, a doll, a toy-car or a shoe family named alone or with its maker is the maker with that line; a
 * sports chain's house brands, a discounter's and a DIY chain's tool brands, a music shop's guitar brand and a guitar
 * maker's budget brand are the sub-brand with the owner as parent; fashion, lingerie, appliance, cosmetics, watch,
 * headphone, speaker and publishing brands of a group carry the group as parent only where the writer is sure of the
 * owner (several watch and appliance brands are left without one); a drinks system sold by a machine maker is the system's
 * brand; a string naming a main product and another maker's accessory or component names the main product's maker; a
 * brand renamed in recent years is written as the string names it.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * greedy balance in file order over category, kind, trap and adversarial flag (`balancedSplit`, below). Parts: tune 551
 * (212 adversarial), held-out 550 (211 adversarial); every category in both.
 * Lines: positives `raw | expected | kind | category | parent or line`, adversarial `raw | expected | trap | category`
 * (`brandSetCases`).
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/brands/*.json` and compared this set's
 * strings, case- and accent-folded (whitespace collapsed), exactly with every string those files hold, and for repeats
 * within this set (printing only this set's strings): 297 of the first 1,023 collided (mostly plain maker + model or
 * maker + product-word strings, and short "for", "compatible", no-brand and copy traps); each was rewritten with the
 * seller's own words in the string's language (a condition, a box, a place, shipping or price talk, never a word that
 * changes the label), a second check found 1, rewritten; 78 strings added after that (Italian and English makers and
 * traps) were checked the same way, 1 collided and was rewritten, and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-thirty-fourth-brand-set.ts`.
 * First run (2026-12-01, table and matcher as on 1595a121, nothing changed, a scratch script calling `brandFamilyQuality`
 * on this file only and printing only the summaries, `nice -n 10 timeout 900 node --conditions=@circular/source
 * tools/bench/src/zz-54w-run.ts brands`): with each string's category, tune accuracy 0.966 (532 of 551; 7 wrong merges,
 * 6 on the adversarial subset), held-out accuracy 0.967 (532 of 550; 8 wrong merges, 6 on the adversarial subset); with
 * no category, tune 0.951 (524 of 551; 6 wrong merges, 5 adversarial), held-out 0.964 (530 of 550; 6 wrong merges, 4
 * adversarial). (Before the 78 Italian and English strings were added, the same script was run once on the 1,023: with
 * category tune 0.971, held-out 0.969; no category tune 0.957, held-out 0.963 — no miss was read, nothing changed.)
 */

const positives = `
telemovel samsumg galaxy a34 usado com capa | Samsung | misspelling | phones
Xiomi 13T 256gb preto como novo | Xiaomi | misspelling | phones
iphone 12 pro max 256 azul pacifico bateria 84 | Apple | product-line | phones | iPhone
Redmi 12C desbloqueado a qualquer rede | Redmi | sub-alone | phones | Xiaomi
POCO X5 Pro 5G con caja y factura | Poco | sub-alone | phones | Xiaomi
Xiaomi Poco F5 8/256 azul cielo | Poco | maker+sub | phones | Xiaomi
OnePlus Nord CE 3 Lite vert citron | OnePlus | product-line | phones | Nord
one plus 11 verde eterno 16gb | OnePlus | spacing | phones
Fairphone 4 mit Ersatzakku | Fairphone | raw | phones
Doro 6820 telefone de tampa para idosos | Doro | raw | phones
Crosscall Core-X5 téléphone durci chantier | Crosscall | raw | phones
Wiko Y62 double sim occasion | Wiko | raw | phones
Nokia G22 reparavel azul | Nokia | raw | phones
Motorola moto g54 power 256 | Motorola | raw | phones
Honor Magic5 Lite negro 8gb | Honor | raw | phones
Oppo Reno10 5G argento | Oppo | raw | phones
realme 11 pro plus beige | Realme | raw | phones
Pixel 7a charcoal 128 go débloqué | Google | product-line | phones | Pixel
Sony Xperia 10 V lavanda, usado, bom estado | Sony | raw | phones
Gigaset GS5 senior Akku tauschbar | Gigaset | raw | phones
emporia SMART.5 Seniorenhandy mit Ladeschale | Emporia | raw | phones
Galaxy S23 Ultra 512 phantom black | Samsung | product-line | phones | Galaxy
Nothing Phone (2) dark grey 12/256 | Nothing | raw | phones
Spigen Tough Armor para Galaxy S23 FE | Spigen | accessory | phones
carregador Anker Nano 20W para iPhone 15 | Anker | accessory | phones
Apple iPad 9ª geração 64gb wifi cinzento | Apple | raw | tablets
ipad air 5 M1 azul 256 | Apple | product-line | tablets | iPad
Samsung Galxy Tab S9 FE com caneta | Samsung | misspelling | tablets
Lenovo Tab M10 Plus 3rd gen, com caixa | Lenovo | raw | tablets
Xiaomi Pad 6 8+256 champagne | Xiaomi | raw | tablets
Redmi Pad SE gris grafito | Redmi | sub-alone | tablets | Xiaomi
Amazon Fire HD 10 kids edition | Amazon | raw | tablets
Kindle Paperwhite 11ª geração 16GB | Amazon | product-line | tablets | Kindle
Kobo Clara 2E liseuse étanche, très bon état | Kobo | raw | tablets
Tolino Shine 4 eReader, pouco uso | Tolino | raw | tablets
PocketBook Era 64 Go cuivre | PocketBook | raw | tablets
reMarkable 2 avec stylet Marker Plus | reMarkable | raw | tablets
Huawei MatePad 11.5 | Huawei | raw | tablets
Wacom Intuos S tablette graphique | Wacom | raw | tablets
XP-Pen Deco 01 V2 mesa digitalizadora | XP-Pen | raw | tablets
Microsoft Surface Pro 7 i5 8gb | Microsoft | raw | tablets
Surface Go 3 com teclado | Microsoft | product-line | tablets | Surface
Onyx Boox Note Air 2, envio incluído | Boox | raw | tablets
Huion Kamvas 13 tableta con pantalla | Huion | raw | tablets
Teclast T40 Pro android 10 pulgadas | Teclast | raw | tablets
Logitech Combo Touch para iPad Air | Logitech | accessory | tablets
ESR capa Rebound para iPad 10 | ESR | accessory | tablets
Lenovo Legion 5 RTX 3060 i7 | Legion | maker+sub | laptops | Lenovo
Legion Pro 7i 32gb ram | Legion | sub-alone | laptops | Lenovo
ASUS ROG Strix G16 | ROG | maker+sub | laptops | Asus
Zephyrus G14 2023 branco | ROG | sub-alone | laptops | Asus
Acer Predator Helios Neo 16 | Predator | maker+sub | laptops | Acer
Alienware m16 R1 | Alienware | sub-alone | laptops | Dell
Dell Latitude 5420 i5 ordinateur pro | Dell | raw | laptops
HP Elitebook 840 G7 teclado ES | HP | raw | laptops
Hewlet Packard Probook 450 G8 | HP | misspelling | laptops
Lenovo Thinkpad X1 Carbon gen 9, entrega em mão em Lisboa | Lenovo | product-line | laptops | ThinkPad
macbook pro 14 M1 pro 16gb, como novo | Apple | product-line | laptops | MacBook
MSI Katana GF66 portatil gaming, aceito propostas | MSI | raw | laptops
Medion Akoya E15 Notebook | Medion | raw | laptops
Schenker Vision 14 Laptop | Schenker | raw | laptops
Tuxedo InfinityBook Pro 14 Linux, vendo por mudança de casa | Tuxedo | raw | laptops
Slimbook Executive 14 portatil linux | Slimbook | raw | laptops
Framework Laptop 13 DIY edition, sem riscos | Framework | raw | laptops
Huawei Matebook D15 i5 | Huawei | raw | laptops
Gigabyte Aorus 15 BKF | Aorus | maker+sub | laptops | Gigabyte
Toshiba Dynabook Satellite Pro | Dynabook | raw | laptops
Samsung Galaxy Book3 Pro 14 | Samsung | product-line | laptops | Galaxy
Chromebook Acer 314 para escola | Acer | raw | laptops
Asus Vivobook com rato Logitech | Asus | component | laptops
PlayStation 5 slim digital com 2 comandos | PlayStation | sub-alone | consoles | Sony
Sony PS4 Pro 1TB com jogos | PlayStation | maker+sub | consoles | Sony
Xbox Series X 1 To avec manette | Xbox | sub-alone | consoles | Microsoft
Microsoft Xbox One S 500gb | Xbox | maker+sub | consoles | Microsoft
Nintendo Switch OLED blanca, poco uso | Nintendo | raw | consoles
nintedo switch lite turquesa, preço negociável | Nintendo | misspelling | consoles
Steam Deck OLED 512 Go | Valve | product-line | consoles | Steam Deck
ASUS ROG Ally Z1 Extreme, em segunda mão | ROG | maker+sub | consoles | Asus
Anbernic RG35XX retro consola portatil | Anbernic | raw | consoles
Miyoo Mini Plus emulação | Miyoo | raw | consoles
Meta Quest 3 128GB, envio por CTT | Meta | raw | consoles
Sega Mega Drive Mini 2, pouco usado, Braga | Sega | raw | consoles
Thrustmaster T300 RS volante, con caja | Thrustmaster | raw | consoles
Logitech G29 volante com pedais | Logitech | raw | consoles
Turtle Beach Stealth 600 casque | Turtle Beach | raw | consoles
PowerA manette filaire pour Switch | PowerA | accessory | consoles
8BitDo Pro 2 comando bluetooth para Switch | 8BitDo | accessory | consoles
Nacon Revolution 5 Pro mando PS5 | Nacon | raw | consoles
Fanatec CSL DD wheel base 8Nm | Fanatec | raw | consoles
GameBoy Advance SP Nintendo azul | Nintendo | raw | consoles
Playstation Portal remote player | PlayStation | sub-alone | consoles | Sony
razer kishi v2 comando telemovel | Razer | raw | consoles
Hori Split Pad Pro Switch | Hori | raw | consoles
Rockrider ST 540 roda 27.5 | Rockrider | sub-alone | bikes | Decathlon
Decathlon Btwin Riverside 120 | Btwin | maker+sub | bikes | Decathlon
Triban RC 520 disco tamanho M | Triban | sub-alone | bikes | Decathlon
Orbea Alma M30 29er | Orbea | raw | bikes
orbeia occam h20 | Orbea | misspelling | bikes
BH Expert 5.5 bicicleta de montaña | BH | raw | bikes
Bicicleta Mondraker Foxy Carbon R | Mondraker | raw | bikes
Megamo Natural 40 electrica | Megamo | raw | bikes
Canyon Grizl CF SL 7 gravel | Canyon | raw | bikes
Cube Stereo Hybrid 140 E-MTB, estado impecável | Cube | raw | bikes
Specialized Rockhopper Comp 29 | Specialized | raw | bikes
Speciallized Allez Sport, usado, bom estado | Specialized | misspelling | bikes
Trek Marlin 7 com Shimano Deore, com caixa | Trek | component | bikes
Giant Talon 3 travões Tektro | Giant | component | bikes
Scott Scale 970 verde | Scott | raw | bikes
Gazelle Orange C7 hollandaise | Gazelle | raw | bikes
Batavus Finez E-go Power | Batavus | raw | bikes
VanMoof S3 bicicleta urbana | VanMoof | raw | bikes
Riese & Müller Load 75 cargo | Riese & Müller | raw | bikes
Urban Arrow Family Lastenrad | Urban Arrow | raw | bikes
Brompton C Line 6 vitesses pliant | Brompton | raw | bikes
Peugeot vélo de ville LC01 | Peugeot | raw | bikes
Lapierre Xelius SL 5.0 | Lapierre | raw | bikes
Moustache Samedi 28.3 VAE | Moustache | raw | bikes
Bianchi Oltre XR3 celeste | Bianchi | raw | bikes
Pinarello Dogma F12, pouco uso | Pinarello | raw | bikes
Colnago V3 Rs telaio | Colnago | raw | bikes
KTM Macina Cross P510 | KTM | raw | bikes
Haibike AllMtn 3, envio incluído | Haibike | raw | bikes
Ghost Lanao 2.7 | Ghost | raw | bikes
Focus Jam2 6.8, entrega em mão em Lisboa | Focus | raw | bikes
Stevens Strada 800 Trekking | Stevens | raw | bikes
Kalkhoff Endeavour 5.B | Kalkhoff | raw | bikes
Cannondale Trail 5 com pedais Shimano | Cannondale | component | bikes
Zara casaco de lã camel tamanho S | Zara | raw | clothing
Pull & Bear sweat cinza | Pull&Bear | spacing | clothing | Inditex
Bershka calças cargo 38 | Bershka | sub-alone | clothing | Inditex
Massimo Dutti blazer de linho azul | Massimo Dutti | sub-alone | clothing | Inditex
Strdivarius saia midi plissada | Stradivarius | misspelling | clothing | Inditex
Mango Kids vestido de festa | Mango | raw | clothing
Desigual robe colorée taille 38 | Desigual | raw | clothing
Salsa Jeans Push In secret | Salsa | raw | clothing
Tiffosi calças de ganga homem | Tiffosi | raw | clothing
Petit Bateau body manches longues lot 3 | Petit Bateau | raw | clothing
Kiabi pyjama enfant 8 ans | Kiabi | raw | clothing
Sezane blouse en soie | Sézane | raw | clothing
Maje robe courte noire | Maje | raw | clothing
Sandro chemise homme M | Sandro | raw | clothing
Promod jupe longue fleurie | Promod | raw | clothing
Benetton camisola de malha verde | Benetton | raw | clothing
Calzedonia collants 40 den | Calzedonia | raw | clothing
Intimissimi sutiã renda 75B | Intimissimi | raw | clothing | Calzedonia
Tezenis pigiama donna | Tezenis | sub-alone | clothing | Calzedonia
Max Mara cappotto cammello | Max Mara | raw | clothing
Armani Exchange camisa | Armani Exchange | sub-alone | clothing | Giorgio Armani
S.Oliver Strickjacke Damen | s.Oliver | raw | clothing
Esprit Jeansjacke Gr 40 | Esprit | raw | clothing
Hugo Boss Anzug 50 dunkelblau | Hugo Boss | raw | clothing
Marc O Polo Pullover, como novo | Marc O'Polo | spacing | clothing
Tommy Hilfiger polo branco | Tommy Hilfiger | raw | clothing
TommyHilfiger casaco de penas | Tommy Hilfiger | spacing | clothing
Ralph Laurent camisa oxford, aceito propostas | Ralph Lauren | misspelling | clothing
Lacoste polo homme taille 4 | Lacoste | raw | clothing
Jack & Jones chaqueta vaquera | Jack & Jones | raw | clothing | Bestseller
Vero Moda vestido camisero | Vero Moda | sub-alone | clothing | Bestseller
Only calças skinny cintura alta | Only | raw | clothing | Bestseller
Primark camisola de natal rena | Primark | raw | clothing
Uniqlo ultra light down, vendo por mudança de casa | Uniqlo | raw | clothing
Sfera blusa de raso | Sfera | raw | clothing
Scalpers polo rosa homem | Scalpers | raw | clothing
Quechua polar MH120 | Quechua | sub-alone | clothing | Decathlon
Kalenji calções de corrida | Kalenji | sub-alone | clothing | Decathlon
Birkenstock Arizona 39 castanhas | Birkenstock | raw | footwear
birken stock boston tamanco | Birkenstock | spacing | footwear
Camper Pelotas XLite 41 | Camper | raw | footwear
Pikolinos botins pele 38 | Pikolinos | raw | footwear
Mustang zapatos de mujer | Mustang | raw | footwear
Gioseppo sandalias niña 30 | Gioseppo | raw | footwear
Victoria zapatillas lona blancas, envío incluido | Victoria | raw | footwear
Munich Goal zapatillas 42 | Munich | raw | footwear
Fly London botas Yama, sem riscos | Fly London | raw | footwear
Geox Respira sapatos homem 43 | Geox | raw | footwear
Lumberjack botas de montanha | Lumberjack | raw | footwear
Ecco Soft 7 sneaker cuir | Ecco | raw | footwear
Salomon XT-6 trail 44, preço negociável | Salomon | raw | footwear
Mephisto chaussures de marche | Mephisto | raw | footwear
Aigle bottes de pluie 37 | Aigle | raw | footwear
Palladium Pampa Hi kaki | Palladium | raw | footwear
Le Coq Sportif baskets blanches | Le Coq Sportif | raw | footwear
Superga 2750 bianche 38 | Superga | raw | footwear
Lotto Leggenda scarpe calcetto | Lotto | raw | footwear
Tod's mocassini Gommino | Tod's | raw | footwear
Lowa Renegade GTX Mid | Lowa | raw | footwear
Meindl Bergschuhe Gr 44 | Meindl | raw | footwear
Rieker Damenstiefel gefüttert | Rieker | raw | footwear
Tamaris Pumps schwarz 39 | Tamaris | raw | footwear
Gabor Sneaker Damen weiß | Gabor | raw | footwear
Lurchi Kinderschuhe 28 | Salamander | product-line | footwear | Lurchi
Converse Chuck Taylor All Star 40 | Converse | product-line | footwear | Chuck Taylor
Adidas Samba OG branco 42 | Adidas | product-line | footwear | Samba
Nike Air Force 1 '07 triple white | Nike | product-line | footwear | Air Force 1
Air Jordan 4 Retro Military Black | Jordan | sub-alone | footwear | Nike
Nike Jordan Max Aura 5 | Jordan | maker+sub | footwear | Nike
New Balnce 550 verde | New Balance | misspelling | footwear
Dr. Martens 1461 com atacadores Kiwi | Dr. Martens | component | footwear
Havaianas Slim chinelos 37/38 | Havaianas | raw | footwear
Bimby TM6 com Cook-Key | Vorwerk | product-line | small-appliances | Thermomix
Vorwerk Kobold VK200 aspirador | Vorwerk | product-line | small-appliances | Kobold
Thermomix TM31 avec livres | Vorwerk | product-line | small-appliances | Thermomix
Moulinex Cookeo Touch wifi, em segunda mão | Moulinex | raw | small-appliances
Moulinex Masterchef Gourmet robot | Moulinex | raw | small-appliances
Tefal Actifry Genius XL | Tefal | raw | small-appliances
Rowenta Silence Force aspirateur | Rowenta | raw | small-appliances
Krups Evidence broyeur | Krups | raw | small-appliances
De'Longhi Magnifica S maquina de cafe | De'Longhi | raw | small-appliances
Delongi Dedica EC685 | De'Longhi | misspelling | small-appliances
Kenwood Chef XL Titanium, envio por CTT | Kenwood | raw | small-appliances
Braun Multiquick 7 varinha | Braun | raw | small-appliances
Philips Airfryer XXL HD9650 | Philips | raw | small-appliances
Cecotec Conga 8290 robot aspirador | Cecotec | raw | small-appliances
Cecotec Mambo 10090 robot de cocina | Cecotec | raw | small-appliances
Taurus Mycook Touch | Taurus | raw | small-appliances
Princess raclette 8 personnes | Princess | raw | small-appliances
Russell Hobbs chaleira inox | Russell Hobbs | raw | small-appliances
Smeg torradeira anos 50 creme, pouco usado, Braga | Smeg | raw | small-appliances
KitchenAid Artisan 4,8L rouge | KitchenAid | raw | small-appliances
Kitchen Aid batedeira Classic | KitchenAid | spacing | small-appliances
Dyson Airwrap Complete Long | Dyson | raw | small-appliances
Nespresso Vertuo Next by Krups, estado impecável | Nespresso | raw | small-appliances
Severin Toaster AT 2286 | Severin | raw | small-appliances
WMF Lono Wasserkocher | WMF | raw | small-appliances
Kärcher WD 3 aspirador seco-humido | Kärcher | raw | small-appliances
Karcher SC 3 limpador a vapor | Kärcher | misspelling | small-appliances
Rommelsbacher Dörrautomat, guter Zustand | Rommelsbacher | raw | small-appliances
Ariete Vintage macchina caffè | Ariete | raw | small-appliances
Imetec asciugacapelli | Imetec | raw | small-appliances
Polti Vaporetto Smart 100 | Polti | raw | small-appliances
Bosch MUM5 robot cozinha com acessórios Tefal | Bosch | component | small-appliances
Bosch Serie 4 máquina de lavar loiça | Bosch | raw | large-appliances
Balay lavadora 8 kg A+++ | Balay | raw | large-appliances | BSH
Siemens iQ500 frigorífico combinado | Siemens | raw | large-appliances
Neff forno encastre Slide&Hide | Neff | raw | large-appliances | BSH
Pitsos placa vitrocerâmica | Pitsos | raw | large-appliances | BSH
Teka forno multifunções | Teka | raw | large-appliances
Fagor lavavajillas 60 cm | Fagor | raw | large-appliances
Zanussi máquina de secar roupa | Zanussi | raw | large-appliances | Electrolux
AEG Lavamat 7kg | AEG | raw | large-appliances | Electrolux
Electrolux frigo americain | Electrolux | raw | large-appliances
Whirlpool micro-ondas encastre | Whirlpool | raw | large-appliances
Indesit lave-linge 7 kg, avec boîte | Indesit | raw | large-appliances | Whirlpool
Hotpoint Ariston lavatrice, usato poco | Hotpoint | raw | large-appliances | Whirlpool
Candy Smart lavatrice 9 kg | Candy | raw | large-appliances | Haier
Hoover H-Dry 300 secador | Hoover | raw | large-appliances | Haier
Haier frigorífico 4 portas | Haier | raw | large-appliances
Beko congelador horizontal | Beko | raw | large-appliances
Grundig frigorífico no frost | Grundig | raw | large-appliances | Beko
Liebherr congelateur armoire | Liebherr | raw | large-appliances
Miele W1 lavadora | Miele | raw | large-appliances
Mielle lava-louça G7000 | Miele | misspelling | large-appliances
Gorenje frigorífico retro azul | Gorenje | raw | large-appliances
Smeg FAB28 frigo retro | Smeg | raw | large-appliances
De Dietrich four pyrolyse, envoi possible | De Dietrich | raw | large-appliances
Brandt plaque induction, peu servi | Brandt | raw | large-appliances
Sauter cuisinière gaz | Sauter | raw | large-appliances
Rosières hotte | Rosières | raw | large-appliances
Samsung Bespoke frigorifico, usado, bom estado | Samsung | raw | large-appliances
LG lavadora secadora 9 kg | LG | raw | large-appliances
Bauknecht Geschirrspüler, mit OVP | Bauknecht | raw | large-appliances | Whirlpool
Constructa Waschmaschine, Versand möglich | Constructa | raw | large-appliances | BSH
Canon EOS R6 Mark II corpo, com caixa | Canon | raw | cameras
canon eos 2000D kit 18-55 | Canon | raw | cameras
Nikon Z6 II com FTZ | Nikon | raw | cameras
Nikkon D7500 corpo | Nikon | misspelling | cameras
Sony Alpha 7 III corpo, pouco uso | Sony | raw | cameras
Fujifilm X-T4 prata, envio incluído | Fujifilm | raw | cameras
Fuji Film X100V, entrega em mão em Lisboa | Fujifilm | spacing | cameras
Olympus OM-D E-M10 Mark IV, como novo | Olympus | raw | cameras
OM System OM-5, aceito propostas | OM System | raw | cameras
Panasonic Lumix G9 | Panasonic | product-line | cameras | Lumix
Lumix GH5 corpo | Panasonic | product-line | cameras | Lumix
Leica Q2 com caixa, vendo por mudança de casa | Leica | raw | cameras
Leika M6 chrome | Leica | misspelling | cameras
Pentax K-3 III, sem riscos | Pentax | raw | cameras
Ricoh GR III, preço negociável | Ricoh | raw | cameras
Hasselblad 500 C/M, em segunda mão | Hasselblad | raw | cameras
Sigma 18-35 f1.8 Art para Canon, envio por CTT | Sigma | accessory | cameras
Tamron 28-75 G2 para Sony E | Tamron | accessory | cameras
Samyang 14mm f2.8 para Nikon F | Samyang | accessory | cameras
GoPro Hero 11 Black, pouco usado, Braga | GoPro | raw | cameras
Insta360 X3 câmara 360, estado impecável | Insta360 | raw | cameras
DJI Osmo Pocket 3, usado, bom estado | DJI | raw | cameras
dji mini 3 pro drone, com caixa | DJI | raw | cameras
Polaroid Now Gen 2, pouco uso | Polaroid | raw | cameras
Instax Mini 12 rosa, envio incluído | Fujifilm | product-line | cameras | Instax
Lomography Diana F+, entrega em mão em Lisboa | Lomography | raw | cameras
Manfrotto Befree tripé, como novo | Manfrotto | raw | cameras
Peak Design Everyday Backpack 20L, aceito propostas | Peak Design | raw | cameras
Lowepro Flipside 300 mochila | Lowepro | raw | cameras
Zeiss Batis 85mm, vendo por mudança de casa | Zeiss | raw | cameras
Rollei 35 analog | Rollei | raw | cameras
Praktica MTL5 reflex argentique | Praktica | raw | cameras
Minolta X-700 com 50mm | Minolta | raw | cameras
Canon AE-1 Program com flash Metz | Canon | component | cameras
Sonos Era 100 coluna | Sonos | raw | audio
Sonnos One SL, sem riscos | Sonos | misspelling | audio
Bose QuietComfort 45, preço negociável | Bose | raw | audio
Bose SoundLink Flex, em segunda mão | Bose | raw | audio
JBL Charge 5 camuflado | JBL | raw | audio
JBL Flip 6 azul, envio por CTT | JBL | raw | audio
Marshall Emberton II, pouco usado, Braga | Marshall | raw | audio
Bang & Olufsen Beoplay A1 | Bang & Olufsen | raw | audio
B&O Beosound Balance | Bang & Olufsen | raw | audio
Bang Olufsen Beolit 20 | Bang & Olufsen | spacing | audio
Sennheiser Momentum 4, estado impecável | Sennheiser | raw | audio
Senheiser HD 560S, usado, bom estado | Sennheiser | misspelling | audio
beyerdynamic DT 770 Pro 80 ohm, com caixa | Beyerdynamic | raw | audio
AKG K371 auscultadores | AKG | raw | audio
Audio-Technica AT-LP60X gira-discos | Audio-Technica | raw | audio
audiotechnica ATH-M50x | Audio-Technica | spacing | audio
Pro-Ject Debut Carbon Evo, pouco uso | Pro-Ject | raw | audio
Rega Planar 1, envio incluído | Rega | raw | audio
Technics SL-1210 MK2, entrega em mão em Lisboa | Technics | raw | audio
Denon AVR-X1700H, como novo | Denon | raw | audio
Marantz PM6007 amplificador | Marantz | raw | audio
Yamaha receiver RX-V6A | Yamaha | raw | audio
Cambridge Audio CXA61, aceito propostas | Cambridge Audio | raw | audio
KEF LS50 Meta, vendo por mudança de casa | KEF | raw | audio
Bowers & Wilkins 607 S2, sem riscos | Bowers & Wilkins | raw | audio
Focal Chora 806, preço negociável | Focal | raw | audio
Cabasse Pearl Akoya | Cabasse | raw | audio
Triangle Borea BR03 | Triangle | raw | audio
Teufel Boomster, em segunda mão | Teufel | raw | audio
Canton GLE 90 Lautsprecher | Canton | raw | audio
Nubert nuBox 483 | Nubert | raw | audio
Elac Debut B5.2, envio por CTT | Elac | raw | audio
Dali Oberon 5 colunas | Dali | raw | audio
Jabra Elite 85t, pouco usado, Braga | Jabra | raw | audio
AirPods Pro 2 com caixa MagSafe | Apple | product-line | audio | AirPods
Apple Airpods Max cinzento | Apple | product-line | audio | AirPods
Beats Studio Buds, estado impecável | Beats | sub-alone | audio | Apple
Marshall Acton III com cabo Hama | Marshall | component | audio
Ultimate Ears Boom 3, usado, bom estado | Ultimate Ears | raw | audio | Logitech
Rolex Datejust 36 aço | Rolex | raw | watches-jewellery
Rolex Oyster Perpetual 41 | Rolex | raw | watches-jewellery
Tudor Black Bay 58, com caixa | Tudor | raw | watches-jewellery
Omega Speedmaster Professional, pouco uso | Omega | raw | watches-jewellery | Swatch Group
Omega Seamaster Aqua Terra, envio incluído | Omega | raw | watches-jewellery
Tissot PRX 40 quartzo | Tissot | raw | watches-jewellery | Swatch Group
Tisot Le Locle automático, entrega em mão em Lisboa | Tissot | misspelling | watches-jewellery
Longines Conquest, como novo | Longines | raw | watches-jewellery | Swatch Group
Swatch Moonswatch Mission to Mars, aceito propostas | Swatch | raw | watches-jewellery
Hamilton Khaki Field Mechanical | Hamilton | raw | watches-jewellery | Swatch Group
Certina DS Action, vendo por mudança de casa | Certina | raw | watches-jewellery
Mido Ocean Star, sem riscos | Mido | raw | watches-jewellery
Tag Heuer Aquaracer | TAG Heuer | raw | watches-jewellery
TagHeuer Formula 1 | TAG Heuer | spacing | watches-jewellery
Breitling Superocean | Breitling | raw | watches-jewellery
Cartier Tank Must, preço negociável | Cartier | raw | watches-jewellery
Seiko 5 Sports SRPD, em segunda mão | Seiko | raw | watches-jewellery
Seiko Presage Cocktail Time, envio por CTT | Seiko | raw | watches-jewellery
Citizen Eco-Drive Promaster | Citizen | raw | watches-jewellery
Casio G-Shock GA-2100, pouco usado, Braga | Casio | product-line | watches-jewellery | G-Shock
G-Shock DW-5600 preto | Casio | product-line | watches-jewellery | G-Shock
Festina relógio cronógrafo, estado impecável | Festina | raw | watches-jewellery
Lotus relógio homem | Lotus | raw | watches-jewellery | Festina
Junghans Form A | Junghans | raw | watches-jewellery
Sinn 556 i, usado, bom estado | Sinn | raw | watches-jewellery
Nomos Tangente 38, com caixa | Nomos | raw | watches-jewellery
Stowa Flieger, kaum benutzt | Stowa | raw | watches-jewellery
Daniel Wellington Classic 36 | Daniel Wellington | raw | watches-jewellery
Fossil Gen 6 smartwatch, pouco uso | Fossil | raw | watches-jewellery
Garmin Fenix 7, envio incluído | Garmin | raw | watches-jewellery
Garmin Forerunner 255, entrega em mão em Lisboa | Garmin | raw | watches-jewellery
Polar Vantage V2, como novo | Polar | raw | watches-jewellery
Suunto 9 Peak, aceito propostas | Suunto | raw | watches-jewellery
Pandora pulseira prata com charms | Pandora | raw | watches-jewellery
Swarovski colar cristal | Swarovski | raw | watches-jewellery
Tous colgante oso plata | Tous | raw | watches-jewellery
UNOde50 pulsera, como nuevo | UNOde50 | raw | watches-jewellery
Thomas Sabo Charm Club | Thomas Sabo | raw | watches-jewellery
Pandorra anel coroa | Pandora | misspelling | watches-jewellery
Seiko SKX007 com bracelete Strapcode | Seiko | component | watches-jewellery
Ikea Billy estante branca, vendo por mudança de casa | Ikea | raw | furniture
IKEA Malm cómoda 6 gavetas, sem riscos | Ikea | raw | furniture
ikea poang cadeirão, preço negociável | Ikea | raw | furniture
Hemnes cama 160 Ikea | Ikea | raw | furniture
Kave Home mesa de centro, em segunda mão | Kave Home | raw | furniture
Maisons du Monde buffet, prix à débattre | Maisons du Monde | raw | furniture
Conforama canapé d angle | Conforama | raw | furniture
Roche Bobois Mah Jong, envio por CTT | Roche Bobois | raw | furniture
Ligne Roset Togo fauteuil, remise en main propre | Ligne Roset | raw | furniture
Vitra Eames Plastic Chair, pouco usado, Braga | Vitra | raw | furniture
Fritz Hansen Series 7 cadeira | Fritz Hansen | raw | furniture
Hay About a Chair AAC22, estado impecável | Hay | raw | furniture
Muuto Visu chair, usado, bom estado | Muuto | raw | furniture
Kartell Louis Ghost, com caixa | Kartell | raw | furniture
Cassina LC2, pouco uso | Cassina | raw | furniture
Poltrona Frau Vanity Fair | Poltrona Frau | raw | furniture
Thonet cadeira 214, envio incluído | Thonet | raw | furniture
USM Haller aparador | USM | raw | furniture
String shelf prateleira | String | raw | furniture
Flexa cama infantil, entrega em mão em Lisboa | Flexa | raw | furniture
BoConcept sofá Osaka, como novo | BoConcept | raw | furniture
Bo Concept mesa Milano | BoConcept | spacing | furniture
Louis Poulsen PH5 candeeiro | Louis Poulsen | raw | furniture
Flos Arco lampadaire | Flos | raw | furniture
Artemide Tolomeo, aceito propostas | Artemide | raw | furniture
Emu cadeira de jardim | EMU | raw | furniture
Fermob Bistro table | Fermob | raw | furniture
Emma colchão híbrido 150 | Emma | raw | furniture
Tempur almofada original | Tempur | raw | furniture
Vitra Panton Chair com almofada Ikea | Vitra | component | furniture
Bugaboo Fox 3 completo | Bugaboo | raw | toys-baby
Bugabo Cameleon 3 | Bugaboo | misspelling | toys-baby
Cybex Cloud Z i-Size, vendo por mudança de casa | Cybex | raw | toys-baby
Maxi Cosi Pebble 360, sem riscos | Maxi-Cosi | spacing | toys-baby
Joie i-Spin 360, preço negociável | Joie | raw | toys-baby
Chicco Next2Me berço, em segunda mão | Chicco | raw | toys-baby
Bebé Confort ovo, envio por CTT | Bébé Confort | raw | toys-baby
Jané Muum carrinho, pouco usado, Braga | Jané | raw | toys-baby
Stokke Tripp Trapp natural, estado impecável | Stokke | raw | toys-baby
Babyzen Yoyo 2 | Babyzen | raw | toys-baby
Britax Römer Kidfix i-Size | Britax Römer | raw | toys-baby
Römer Dualfix | Britax Römer | raw | toys-baby
Avent biberões anti-cólica | Philips | product-line | toys-baby | Avent
Philips Avent esterilizador, usado, bom estado | Philips | product-line | toys-baby | Avent
NUK chupetas pack 2 | NUK | raw | toys-baby
MAM biberão 260 ml | MAM | raw | toys-baby
Lego Technic 42115 Lamborghini, com caixa | Lego | raw | toys-baby
LEGO Duplo comboio, pouco uso | Lego | raw | toys-baby
Lgo Star Wars Millennium Falcon | Lego | misspelling | toys-baby
Playmobil quinta 70132 | Playmobil | raw | toys-baby
Schleich cavalos lote, envio incluído | Schleich | raw | toys-baby
Ravensburger puzzle 1000 peças | Ravensburger | raw | toys-baby
Haba jogo de madeira | Haba | raw | toys-baby
Djeco jeu de cartes, bon état général | Djeco | raw | toys-baby
Janod cuisine en bois, très bon état | Janod | raw | toys-baby
Vilac jouet à tirer | Vilac | raw | toys-baby
Sophie la girafe Vulli, entrega em mão em Lisboa | Vulli | raw | toys-baby
Smoby cozinha infantil | Smoby | raw | toys-baby
Famosa Nenuco boneco | Famosa | raw | toys-baby
Nenuco bebé com roupa | Famosa | product-line | toys-baby | Nenuco
Barbie Dreamhouse Mattel, como novo | Mattel | product-line | toys-baby | Barbie
Hot Wheels garagem | Mattel | product-line | toys-baby | Hot Wheels
Fisher Price ginásio bebé, aceito propostas | Fisher-Price | spacing | toys-baby | Mattel
Vtech Kidizoom, vendo por mudança de casa | VTech | raw | toys-baby
Steiff urso teddy | Steiff | raw | toys-baby
Brio comboio de madeira, sem riscos | Brio | raw | toys-baby
Sylvanian Families casa, preço negociável | Sylvanian Families | raw | toys-baby
Clementoni puzzle 500 | Clementoni | raw | toys-baby
Tonies Toniebox com figuras | Tonies | raw | toys-baby
Hape cozinha madeira, em segunda mão | Hape | raw | toys-baby
Kinderkraft carrinho de passeio | Kinderkraft | raw | toys-baby
Hauck cadeira de papa | Hauck | raw | toys-baby
Bugaboo Fox com saco Lässig | Bugaboo | component | toys-baby
Porto Editora dicionário, envio por CTT | Porto Editora | raw | books-media
Leya livro de bolso | LeYa | raw | books-media
Editorial Presença Harry Potter, pouco usado, Braga | Presença | raw | books-media
Bertrand livros pack 3 | Bertrand | raw | books-media
Asa BD Tintim | ASA | raw | books-media
Planeta libro de bolsillo, acepto ofertas | Planeta | raw | books-media
Anagrama narrativas hispánicas, entrega en mano en Madrid | Anagrama | raw | books-media
Alfaguara novela, buen estado | Alfaguara | raw | books-media | Penguin Random House
Salamandra libros juveniles | Salamandra | raw | books-media
Gallimard Folio lot 5 | Gallimard | raw | books-media
Folio poche Gallimard Camus | Folio | sub-alone | books-media | Gallimard
Le Livre de Poche Zola | Le Livre de Poche | raw | books-media
Glénat manga Dragon Ball, estado impecável | Glénat | raw | books-media
Dupuis Spirou album | Dupuis | raw | books-media
Casterman Tintin album, avec boîte | Casterman | raw | books-media
Dargaud Blake et Mortimer, envoi possible | Dargaud | raw | books-media
Penguin Classics box | Penguin | raw | books-media
Penguin Random House hardback | Penguin Random House | raw | books-media
Bloomsbury first edition | Bloomsbury | raw | books-media
Mondadori Oscar romanzi | Mondadori | raw | books-media
Einaudi tascabili, con scatola | Einaudi | raw | books-media
Feltrinelli libri | Feltrinelli | raw | books-media
Carlsen Comics, VB | Carlsen | raw | books-media
Suhrkamp Taschenbuch, Abholung in Köln | Suhrkamp | raw | books-media
dtv Taschenbücher | dtv | raw | books-media
Reclam Hefte, guter Zustand | Reclam | raw | books-media
Taschen livro de arte, usado, bom estado | Taschen | raw | books-media
Marvel Comics omnibus, mit OVP | Marvel | raw | books-media
Deutsche Grammophon LP | Deutsche Grammophon | raw | books-media
Criterion Collection Blu-ray lote de 3 filmes legendados | Criterion | raw | books-media
Decathlon Quechua tenda 2 segundos | Quechua | maker+sub | sports-outdoor | Decathlon
Forclaz mochila 50L, pouco uso | Forclaz | sub-alone | sports-outdoor | Decathlon
Domyos banco de musculação, envio incluído | Domyos | sub-alone | sports-outdoor | Decathlon
Kipsta bola de futebol, entrega em mão em Lisboa | Kipsta | sub-alone | sports-outdoor | Decathlon
Wedze skis enfant | Wedze | sub-alone | sports-outdoor | Decathlon
Tribord fato neopreno | Tribord | sub-alone | sports-outdoor | Decathlon
Salomon QST 92 skis | Salomon | raw | sports-outdoor
Rossignol Experience 80 | Rossignol | raw | sports-outdoor
Rosignol Hero Elite | Rossignol | misspelling | sports-outdoor
Atomic Redster botas | Atomic | raw | sports-outdoor
Fischer Ranger 96 | Fischer | raw | sports-outdoor
Head Speed Pro raquete | Head | raw | sports-outdoor
Babolat Pure Aero | Babolat | raw | sports-outdoor
Wilson Pro Staff 97, como novo | Wilson | raw | sports-outdoor
Bullpadel Hack 03 pala | Bullpadel | raw | sports-outdoor
Nox AT10 Genius | Nox | raw | sports-outdoor
Adidas Metalbone padel | Adidas | raw | sports-outdoor
Joma equipação futebol | Joma | raw | sports-outdoor
Kelme chuteiras | Kelme | raw | sports-outdoor
Mizuno Wave Rider, aceito propostas | Mizuno | raw | sports-outdoor
Petzl Actik lanterna frontal | Petzl | raw | sports-outdoor
Black Diamond arnês, vendo por mudança de casa | Black Diamond | raw | sports-outdoor
Beal corda escalada 60 m | Beal | raw | sports-outdoor
Millet mochila Prolighter | Millet | raw | sports-outdoor
Deuter Aircontact 65 | Deuter | raw | sports-outdoor
Vaude tenda Mark L 3P | Vaude | raw | sports-outdoor
Jack Wolfskin saco cama | Jack Wolfskin | raw | sports-outdoor
Fjällräven Kånken mochila, sem riscos | Fjällräven | raw | sports-outdoor
Fjallraven Keb calças | Fjällräven | misspelling | sports-outdoor
Ortlieb alforges Back-Roller | Ortlieb | raw | sports-outdoor
Mares fato mergulho | Mares | raw | sports-outdoor
Cressi barbatanas | Cressi | raw | sports-outdoor
Technogym bicicleta, preço negociável | Technogym | raw | sports-outdoor
Kettler passadeira, em segunda mão | Kettler | raw | sports-outdoor
Campingaz fogareiro | Campingaz | raw | sports-outdoor
Coleman tenda familiar | Coleman | raw | sports-outdoor
Uvex capacete ski | Uvex | raw | sports-outdoor
The North Face Nuptse, envio por CTT | The North Face | raw | sports-outdoor
Northface mochila Borealis | The North Face | spacing | sports-outdoor
Head raquete com cordas Luxilon | Head | component | sports-outdoor
Bosch Professional GSR 18V-55, pouco usado, Braga | Bosch | raw | tools-diy
Bosch berbequim PSB 500 | Bosch | raw | tools-diy
Makita DHP482 aparafusadora, estado impecável | Makita | raw | tools-diy
Makkita rebarbadora 125 | Makita | misspelling | tools-diy
DeWalt DCD796, usado, bom estado | DeWalt | raw | tools-diy
De Walt serra circular | DeWalt | spacing | tools-diy
Milwaukee M18 FUEL martelo | Milwaukee | raw | tools-diy
Metabo SBE 650 | Metabo | raw | tools-diy
Festool Domino DF 500, com caixa | Festool | raw | tools-diy
Hilti TE 6-A36, pouco uso | Hilti | raw | tools-diy
Einhell Power X-Change aparafusadora | Einhell | raw | tools-diy
Ryobi One+ kit 18V | Ryobi | raw | tools-diy
Black+Decker aspirador de mão | Black+Decker | raw | tools-diy
Stanley FatMax fita métrica, envio incluído | Stanley | raw | tools-diy
Parkside aparafusadora 20V Lidl | Parkside | sub-alone | tools-diy | Lidl
Lidl Parkside rebarbadora | Parkside | maker+sub | tools-diy | Lidl
Dexter berbequim Leroy Merlin | Dexter | sub-alone | tools-diy | Leroy Merlin
Worx Landroid robot corta-relva | Worx | raw | tools-diy
Husqvarna motosserra 135 | Husqvarna | raw | tools-diy
Stihl MS 170 motosserra, entrega em mão em Lisboa | Stihl | raw | tools-diy
Stil FS 55 roçadora | Stihl | misspelling | tools-diy
Gardena mangueira 20 m, como novo | Gardena | raw | tools-diy
Wera chaves Kraftform | Wera | raw | tools-diy
Wiha chaves de fenda, aceito propostas | Wiha | raw | tools-diy
Knipex Cobra alicate, vendo por mudança de casa | Knipex | raw | tools-diy
Facom caisse à outils, peu servi | Facom | raw | tools-diy
Bahco chave inglesa, sem riscos | Bahco | raw | tools-diy
Fein MultiMaster, preço negociável | Fein | raw | tools-diy
Kärcher K5 lavadora pressão, em segunda mão | Kärcher | raw | tools-diy
Makita DHR242 com brocas Bosch | Makita | component | tools-diy
Chanel Nº5 eau de parfum 100 ml | Chanel | raw | beauty-perfume
Chanel Coco Mademoiselle, envio por CTT | Chanel | raw | beauty-perfume
Dior J'adore 50ml | Dior | raw | beauty-perfume
Diorr Sauvage elixir | Dior | misspelling | beauty-perfume
Yves Saint Laurent Black Opium, pouco usado, Braga | Yves Saint Laurent | raw | beauty-perfume
YSL Mon Paris | Yves Saint Laurent | raw | beauty-perfume
Lancôme La Vie est Belle, estado impecável | Lancôme | raw | beauty-perfume
Lancome Génifique sérum | Lancôme | raw | beauty-perfume
Guerlain Shalimar, usado, bom estado | Guerlain | raw | beauty-perfume
Paco Rabanne 1 Million, com caixa | Rabanne | raw | beauty-perfume
Jean Paul Gaultier Le Male, pouco uso | Jean Paul Gaultier | raw | beauty-perfume
Carolina Herrera Good Girl, envio incluído | Carolina Herrera | raw | beauty-perfume
Loewe 001 Woman | Loewe | raw | beauty-perfume
Hermès Terre d Hermès | Hermès | raw | beauty-perfume
Acqua di Parma Colonia, entrega em mão em Lisboa | Acqua di Parma | raw | beauty-perfume
Clarins Double Serum, como novo | Clarins | raw | beauty-perfume
Caudalie Vinoperfect, aceito propostas | Caudalie | raw | beauty-perfume
La Roche Posay Effaclar, vendo por mudança de casa | La Roche-Posay | spacing | beauty-perfume | L'Oréal
Vichy Mineral 89, sem riscos | Vichy | raw | beauty-perfume | L'Oréal
Avène água termal, preço negociável | Avène | raw | beauty-perfume
Bioderma Sensibio H2O, em segunda mão | Bioderma | raw | beauty-perfume
Nuxe Huile Prodigieuse, envio por CTT | Nuxe | raw | beauty-perfume
Isdin Fotoprotector, pouco usado, Braga | Isdin | raw | beauty-perfume
Sephora Collection paleta, estado impecável | Sephora | raw | beauty-perfume
Kiko Milano batom, usado, bom estado | Kiko Milano | raw | beauty-perfume
Kiko baton mate | Kiko Milano | raw | beauty-perfume
Nivea creme lata azul, com caixa | Nivea | raw | beauty-perfume | Beiersdorf
Weleda Skin Food, pouco uso | Weleda | raw | beauty-perfume
Clinique Moisture Surge, envio incluído | Clinique | raw | beauty-perfume | Estée Lauder
Estee Lauder Advanced Night Repair, entrega em mão em Lisboa | Estée Lauder | raw | beauty-perfume
Benefit Hoola bronzer, como novo | Benefit | raw | beauty-perfume
Catrice base, aceito propostas | Catrice | raw | beauty-perfume
Essence rimel Lash Princess | Essence | raw | beauty-perfume
Rituals Mehr kit | Rituals | raw | beauty-perfume
Claus Porto sabonete, vendo por mudança de casa | Claus Porto | raw | beauty-perfume
Ach Brito sabonetes | Ach. Brito | raw | beauty-perfume
Bourjois Healthy Mix | Bourjois | raw | beauty-perfume
Dyson Supersonic secador | Dyson | raw | beauty-perfume
GHD Platinum+ prancha | ghd | raw | beauty-perfume
Babyliss Curl Secret | BaByliss | raw | beauty-perfume
Fender Stratocaster Player, sem riscos | Fender | raw | musical-instruments
Fendr Telecaster mexicana | Fender | misspelling | musical-instruments
Squier Classic Vibe 50s, preço negociável | Squier | sub-alone | musical-instruments | Fender
Fender Squier Bullet Strat, em segunda mão | Squier | maker+sub | musical-instruments | Fender
Gibson Les Paul Studio, envio por CTT | Gibson | raw | musical-instruments
Epiphone SG Standard, pouco usado, Braga | Epiphone | sub-alone | musical-instruments | Gibson
Gibson Epiphone Les Paul Special | Epiphone | maker+sub | musical-instruments | Gibson
Ibanez RG 421, estado impecável | Ibanez | raw | musical-instruments
Yamaha Pacifica 112V, usado, bom estado | Yamaha | raw | musical-instruments
Cort guitarra acústica | Cort | raw | musical-instruments
Harley Benton ST-20, com caixa | Harley Benton | sub-alone | musical-instruments | Thomann
Thomann Harley Benton baixo, pouco uso | Harley Benton | maker+sub | musical-instruments | Thomann
Alhambra 4P guitarra clássica | Alhambra | raw | musical-instruments
Admira Malaga, envio incluído | Admira | raw | musical-instruments
Höfner Violin Bass, entrega em mão em Lisboa | Höfner | raw | musical-instruments
Hofner violino | Höfner | raw | musical-instruments
Framus guitarra | Framus | raw | musical-instruments
Warwick Corvette baixo | Warwick | raw | musical-instruments
Roland TD-07 bateria eletrónica, como novo | Roland | raw | musical-instruments
Korg Minilogue XD, aceito propostas | Korg | raw | musical-instruments
Nord Stage 3, vendo por mudança de casa | Nord | raw | musical-instruments
Casio Privia PX-S1100, sem riscos | Casio | raw | musical-instruments
Kawai ES120 | Kawai | raw | musical-instruments
Arturia MiniLab 3, preço negociável | Arturia | raw | musical-instruments
Behringer X32, em segunda mão | Behringer | raw | musical-instruments
Pearl Export bateria, envio por CTT | Pearl | raw | musical-instruments
Sonor AQ2, pouco usado, Braga | Sonor | raw | musical-instruments
Zildjian A Custom crash | Zildjian | raw | musical-instruments
Meinl Byzance ride | Meinl | raw | musical-instruments
Sabian AAX, estado impecável | Sabian | raw | musical-instruments
Paiste 2002 | Paiste | raw | musical-instruments
Hohner Marine Band, usado, bom estado | Hohner | raw | musical-instruments
Buffet Crampon clarinete, prix à débattre | Buffet Crampon | raw | musical-instruments
Selmer saxofone, com caixa | Selmer | raw | musical-instruments
Boss Katana 50 amplificador | Boss | raw | musical-instruments | Roland
Marshall DSL40 amp | Marshall | raw | musical-instruments
Vox AC15, pouco uso | Vox | raw | musical-instruments
Orange Crush 20 amplificador | Orange | raw | musical-instruments
Gibson SG com cordas Ernie Ball | Gibson | component | musical-instruments
Michelin Pilot Sport 4 225/45 R17, envio incluído | Michelin | raw | vehicle-parts
Michellin CrossClimate 2 | Michelin | misspelling | vehicle-parts
Continental PremiumContact 6, entrega em mão em Lisboa | Continental | raw | vehicle-parts
Bridgestone Turanza, como novo | Bridgestone | raw | vehicle-parts
Pirelli P Zero, aceito propostas | Pirelli | raw | vehicle-parts
Goodyear Vector 4Seasons, vendo por mudança de casa | Goodyear | raw | vehicle-parts
Nokian Hakkapeliitta, sem riscos | Nokian | raw | vehicle-parts
Bosch S4 bateria carro, preço negociável | Bosch | raw | vehicle-parts
Varta Blue Dynamic 70Ah | Varta | raw | vehicle-parts
Brembo discos de travão, em segunda mão | Brembo | raw | vehicle-parts
ATE pastilhas | ATE | raw | vehicle-parts
Valeo escovas limpa-vidros, envio por CTT | Valeo | raw | vehicle-parts
Hella farol auxiliar | Hella | raw | vehicle-parts
Osram Night Breaker H7, pouco usado, Braga | Osram | raw | vehicle-parts
Philips X-tremeVision H4 | Philips | raw | vehicle-parts
Castrol Edge 5W30, estado impecável | Castrol | raw | vehicle-parts
Motul 7100 4T, usado, bom estado | Motul | raw | vehicle-parts
Liqui Moly óleo | Liqui Moly | raw | vehicle-parts
Mann Filter filtro ar, com caixa | Mann-Filter | raw | vehicle-parts
Bilstein B6 amortecedores | Bilstein | raw | vehicle-parts
KYB Excel-G | KYB | raw | vehicle-parts
Akrapovič escape, pouco uso | Akrapovič | raw | vehicle-parts
Akrapovic ponteira, envio incluído | Akrapovič | raw | vehicle-parts
Thule barras de tejadilho, entrega em mão em Lisboa | Thule | raw | vehicle-parts
Thulle caixa tejadilho Motion | Thule | misspelling | vehicle-parts
Recaro bacquet | Recaro | raw | vehicle-parts
OZ Racing jantes 17, como novo | OZ Racing | raw | vehicle-parts
BBS jantes 18 | BBS | raw | vehicle-parts
Shark capacete Spartan, aceito propostas | Shark | raw | vehicle-parts
Shoei NXR2, vendo por mudança de casa | Shoei | raw | vehicle-parts
Dainese casaco moto, sem riscos | Dainese | raw | vehicle-parts
Alpinestars luvas, preço negociável | Alpinestars | raw | vehicle-parts
Givi top case 45L | Givi | raw | vehicle-parts
Nolan N87, em segunda mão | Nolan | raw | vehicle-parts
Shad mala lateral | Shad | raw | vehicle-parts
Sparco volante, poco uso | Sparco | raw | vehicle-parts
Samsung Galaxy A15 usato poco con cover | Samsung | raw | phones
iPhone SE 2022 rosso batteria all 89 | Apple | product-line | phones | iPhone
Xiaomi Redmi 13C come nuovo con scatola | Redmi | maker+sub | phones | Xiaomi
Lenovo Tab P11 con penna, spedizione inclusa | Lenovo | raw | tablets
portatile Acer Aspire 5 ricondizionato | Acer | raw | laptops
Nintendo Switch con due joycon e custodia | Nintendo | raw | consoles
bici da corsa Cipollini RB1K telaio carbonio | Cipollini | raw | bikes
Wilier Triestina Cento10 taglia M | Wilier | raw | bikes
mountain bike Olympia F1 usata | Olympia | raw | bikes
giacca Stone Island nera taglia L | Stone Island | raw | clothing
maglione Benetton lana merino donna | Benetton | raw | clothing
OVS giubbotto bambino 6 anni | OVS | raw | clothing
scarpe Geox Nebula uomo 42 | Geox | raw | footwear
stivali Frau pelle nera 38 | Frau | raw | footwear
moka Bialetti Moka Express 6 tazze | Bialetti | raw | small-appliances
macchina caffè Lavazza A Modo Mio | Lavazza | raw | small-appliances
lavatrice Candy 8 kg classe A | Candy | raw | large-appliances | Haier
frigorifero Smeg anni 50 verde acqua | Smeg | raw | large-appliances
obiettivo Nikon 50mm 1.8 come nuovo | Nikon | raw | cameras
casse Sonus faber Lumina II | Sonus Faber | raw | audio
amplificatore Unison Research Simply Italy | Unison Research | raw | audio
orologio Panerai Luminor Marina | Panerai | raw | watches-jewellery
collana Pomellato Nudo | Pomellato | raw | watches-jewellery
sedia Kartell Masters trasparente | Kartell | raw | furniture
lampada Foscarini Twiggy | Foscarini | raw | furniture
passeggino Peg Perego Book | Peg Perego | raw | toys-baby
puzzle Clementoni 1000 pezzi completo | Clementoni | raw | toys-baby
libri Adelphi tascabili lotto di 4 | Adelphi | raw | books-media
sci Blizzard Brahma 88 | Blizzard | raw | sports-outdoor
scarponi Scarpa Maestrale | Scarpa | raw | sports-outdoor
trapano Valex a percussione | Valex | raw | tools-diy
profumo Acqua di Parma Blu Mediterraneo | Acqua di Parma | raw | beauty-perfume
crema Collistar abbronzante | Collistar | raw | beauty-perfume
fisarmonica Paolo Soprani 120 bassi | Paolo Soprani | raw | musical-instruments
casco AGV K3 taglia M | AGV | raw | vehicle-parts
pneumatici Pirelli Cinturato invernali 4 pezzi | Pirelli | raw | vehicle-parts
Brooks Ghost 15 running shoes UK 9 | Brooks | raw | footwear
Clarks Desert Boots sand suede, size 8 | Clarks | raw | footwear
Raleigh Chopper bike, needs new tyres | Raleigh | raw | bikes
Boardman hybrid bike medium frame | Boardman | raw | bikes
Joules wellies for kids, size 11 | Joules | raw | clothing
Morphy Richards kettle, works fine | Morphy Richards | raw | small-appliances
Sage Barista Express, descaled, with milk jug | Sage | raw | small-appliances
Roberts Revival DAB radio cream | Roberts | raw | audio
Cambridge Audio turntable Alva TT | Cambridge Audio | raw | audio
Bremont watch, boxed with papers | Bremont | raw | watches-jewellery
Ercol Windsor dining chairs set of 4 | Ercol | raw | furniture
Silver Cross Wayfarer pushchair | Silver Cross | raw | toys-baby
Orchard Toys board games bundle | Orchard Toys | raw | toys-baby
Berghaus fleece jacket men's L | Berghaus | raw | sports-outdoor
Gtech cordless lawnmower with battery | Gtech | raw | tools-diy
Charlotte Tilbury Flawless Filter, barely used | Charlotte Tilbury | raw | beauty-perfume
Marshall amp head JCM800 | Marshall | raw | musical-instruments
Halfords roof box 410L | Halfords | raw | vehicle-parts
`;

const adversarial = `
capa de silicone para iphone 14 pro roxa | - | for-x | phones
película de vidro temperado compatível Samsung A54 | - | for-x | phones
funda libro para Xiaomi Redmi Note 13 | - | for-x | phones
bateria de substituição para Huawei P30 | - | for-x | phones
coque transparente pour Pixel 8 antichoc | - | for-x | phones
Ladekabel USB-C passend für Samsung Galaxy | - | for-x | phones
telemóvel sem marca dual sim desbloqueado | - | no-brand | phones
smartphone genérico chinês 6,5 polegadas | - | no-brand | phones
movil libre marca blanca 4G | - | no-brand | phones
telemovel estilo iPhone android barato | - | style-of | phones
téléphone façon Samsung Galaxy pas cher | - | style-of | phones
smartphone tipo Xiaomi 128gb sin marca | - | style-of | phones
Iphome 15 pro max copia android | - | near-brand | phones
Samsumg S24 Ultra réplica 1:1 | - | near-brand | phones
Xiaomy clone 13 Pro imitação | - | near-brand | phones
cesto de maçãs apple da quinta | - | generic-word | phones
telemóvel antigo de teclas, nothing special | - | generic-word | phones
coque orange fluo avec dragonne | - | generic-word | phones
capa com teclado para iPad 10.2 | - | for-x | tablets
stylet compatible Apple Pencil pour iPad | - | for-x | tablets
funda para Kindle Paperwhite 2021 | - | for-x | tablets
película papel para iPad Air 5 | - | for-x | tablets
Schutzhülle für Samsung Galaxy Tab A8 | - | for-x | tablets
pontas de substituição para caneta Wacom | - | for-x | tablets
tablet android 10 polegadas sem marca, envio por CTT | - | no-brand | tablets
tablette enfant générique 7 pouces | - | no-brand | tablets
tablet de criança genérica com capa de borracha | - | no-brand | tablets
tablet estilo iPad com teclado | - | style-of | tablets
liseuse type Kindle sans marque | - | style-of | tablets
tableta tipo Surface con teclado | - | style-of | tablets
iPed Pro 12.9 cópia android | - | near-brand | tablets
Samsong Galaxi Tab réplica | - | near-brand | tablets
Kindel ereader imitação | - | near-brand | tablets
surface cleaner spray 500 ml | - | generic-word | tablets
fire lighter tablets, box of 40 | - | generic-word | tablets
kindle the fire starter kit for camping | - | generic-word | tablets
carregador para portátil Lenovo 65W | - | for-x | laptops
bateria compatível HP Pavilion 15 | - | for-x | laptops
mochila para MacBook Pro 16 | - | for-x | laptops
teclado de repuesto para Asus Vivobook | - | for-x | laptops
chargeur compatible Dell Latitude USB-C | - | for-x | laptops
Netzteil passend für ThinkPad T480 | - | for-x | laptops
portátil sem marca montado por mim | - | no-brand | laptops
ordinateur portable reconditionné sans marque, remise en main propre | - | no-brand | laptops
laptop white label 15.6 intel | - | no-brand | laptops
portátil estilo MacBook Air barato, pouco usado, Braga | - | style-of | laptops
portatil tipo gaming estilo Alienware sin marca | - | style-of | laptops
ultrabook inspirado no Surface Laptop | - | style-of | laptops
Macbok Air cópia chinesa | - | near-brand | laptops
Lenuvo imitação ThinkPad | - | near-brand | laptops
Asuss ROG fake | - | near-brand | laptops
estrutura de framework em madeira | - | generic-word | laptops
tinta spray chrome para jantes de ferro | - | generic-word | laptops
livre sur la Légion étrangère en Algérie | - | generic-word | laptops
comando para PS5 compatível | - | for-x | consoles
base de carga para mandos Xbox Series | - | for-x | consoles
capa de transporte para Nintendo Switch OLED | - | for-x | consoles
grip para comando PS4 | - | for-x | consoles
joy-con compatibles Switch sans marque | - | for-x | consoles
Ladestation für PS5 Controller, Versand möglich | - | for-x | consoles
consola retro sem marca 400 jogos | - | no-brand | consoles
mini console rétro générique | - | no-brand | consoles
consola portátil china sin marca | - | no-brand | consoles
consola estilo Game Boy com jogos, estado impecável | - | style-of | consoles
console façon NES mini | - | style-of | consoles
consola tipo PSP retro | - | style-of | consoles
Playstaion 5 réplica | - | near-brand | consoles
Ninendo Swich clone | - | near-brand | consoles
X-box copia barata | - | near-brand | consoles
bolsa steam punk de couro castanho | - | generic-word | consoles
deck de madeira para varanda | - | generic-word | consoles
switch de rede 8 portas | - | generic-word | consoles
pneu para bicicleta Orbea 29 | - | for-x | bikes
suporte de parede compatível Brompton | - | for-x | bikes
patilla de cambio para Specialized Rockhopper | - | for-x | bikes
bateria compatible Bosch PowerPack 500 | - | for-x | bikes
pédalier pour vélo Btwin | - | for-x | bikes
Ersatzakku passend für Cube E-Bike | - | for-x | bikes
bicicleta sem marca roda 26, usado, bom estado | - | no-brand | bikes
vélo de ville sans marque | - | no-brand | bikes
bici de paseo sin marca montada a mano | - | no-brand | bikes
bicicleta estilo holandesa tipo Gazelle | - | style-of | bikes
vélo façon Brompton pliant | - | style-of | bikes
bici inspirada en fixie tipo Pinarello | - | style-of | bikes
Specialised imitação quadro | - | near-brand | bikes
Canyion copia carbono chino | - | near-brand | bikes
Bianci réplica vintage | - | near-brand | bikes
cubo de gelo silicone | - | generic-word | bikes
giant jenga game garden | - | generic-word | bikes
fantasma ghost de Halloween decoração | - | generic-word | bikes
botões de substituição para casaco Zara | - | for-x | clothing
cabide para fatos Hugo Boss | - | for-x | clothing
patch termocolante compatível Levis | - | for-x | clothing
cinto para calças Massimo Dutti | - | for-x | clothing
Ersatzknöpfe für Tommy Hilfiger Jacke | - | for-x | clothing
fecho de reposição para blusão Desigual | - | for-x | clothing
camisola feita à mão tricot | - | no-brand | clothing
robe fait main en lin | - | no-brand | clothing
camiseta sin marca algodón | - | no-brand | clothing
blazer estilo Massimo Dutti | - | style-of | clothing
pull façon Sézane en maille | - | style-of | clothing
vestido tipo Zara largo | - | style-of | clothing
Lacost polo imitação | - | near-brand | clothing
Tomy Hilfigger copia | - | near-brand | clothing
Ralf Loren polo fake | - | near-brand | clothing
saia cor mango maduro | - | generic-word | clothing
sweat only pra casa | - | generic-word | clothing
vestido laranja esprit livre | - | generic-word | clothing
atacadores para Dr Martens 8 furos | - | for-x | footwear
palmilhas compatíveis Birkenstock | - | for-x | footwear
limpador de ténis para Nike | - | for-x | footwear
cordones para Converse, con caja | - | for-x | footwear
embauchoirs pour Church s | - | for-x | footwear
Einlegesohlen für Adidas Ultraboost | - | for-x | footwear
ténis sem marca brancos 40 | - | no-brand | footwear
chinelos artesanais de couro | - | no-brand | footwear
zapatillas blancas sin marca | - | no-brand | footwear
sandálias estilo Birkenstock, com caixa | - | style-of | footwear
baskets façon Veja | - | style-of | footwear
botas tipo Timberland | - | style-of | footwear
Nikke Air Max cópia, pouco uso | - | near-brand | footwear
Adiddas Samba réplica | - | near-brand | footwear
Birkenstok imitação | - | near-brand | footwear
chinelo victoria de casa | - | generic-word | footwear
caneca munich de cerveja | - | generic-word | footwear
camper van curtains blackout | - | generic-word | footwear
cápsulas compatíveis Nespresso, envio incluído | - | for-x | small-appliances
filtro para aspirador Dyson V10 | - | for-x | small-appliances
lâmina para Bimby TM5 | - | for-x | small-appliances
escovas para robot Conga | - | for-x | small-appliances
joint pour cocotte Seb | - | for-x | small-appliances
Entkalker für De'Longhi | - | for-x | small-appliances
robô de cozinha sem marca | - | no-brand | small-appliances
aspirateur générique | - | no-brand | small-appliances
cafetera italiana sin marca | - | no-brand | small-appliances
robot de cozinha tipo Bimby, entrega em mão em Lisboa | - | style-of | small-appliances
batteur façon KitchenAid | - | style-of | small-appliances
tostadora estilo Smeg | - | style-of | small-appliances
Thermomics cópia | - | near-brand | small-appliances
Dysson aspirador clone | - | near-brand | small-appliances
Kitchenade réplica | - | near-brand | small-appliances
princess dress up costume age 5 | - | generic-word | small-appliances
caneca signo taurus zodíaco | - | generic-word | small-appliances
braune Teekanne aus Keramik | - | generic-word | small-appliances
borracha da porta para lavadora Balay | - | for-x | large-appliances
filtro de água para frigorífico Samsung, como novo | - | for-x | large-appliances
prateleira para frigorífico Liebherr | - | for-x | large-appliances
bomba para lavadora Bosch | - | for-x | large-appliances
résistance pour four Brandt | - | for-x | large-appliances
Türdichtung für Miele Waschmaschine | - | for-x | large-appliances
frigorífico sem marca 2 portas | - | no-brand | large-appliances
lave-linge marque distributeur | - | no-brand | large-appliances
frigorifico pequeño sin marca | - | no-brand | large-appliances
frigorífico estilo Smeg retro, aceito propostas | - | style-of | large-appliances
four façon De Dietrich | - | style-of | large-appliances
frigorifico tipo americano Samsung | - | style-of | large-appliances
Boshc lavadora clone | - | near-brand | large-appliances
Mieel imitação | - | near-brand | large-appliances
Whirpol copia | - | near-brand | large-appliances
candy doces de festa | - | generic-word | large-appliances
whirlpool banheira de hidromassagem | - | generic-word | large-appliances
hoover dam poster | - | generic-word | large-appliances
bateria compatível Canon LP-E6, vendo por mudança de casa | - | for-x | cameras
tampa de objetiva para Nikon 52mm, sem riscos | - | for-x | cameras
adaptador de lentes M42 para Sony E | - | for-x | cameras
caixa estanque para GoPro Hero 9 | - | for-x | cameras
filmes compatibles Instax Mini | - | for-x | cameras
Akkuladegerät passend für Fujifilm NP-W126 | - | for-x | cameras
tripé sem marca alumínio 150 cm | - | no-brand | cameras
appareil photo jetable sans marque | - | no-brand | cameras
camara de acción genérica 4K, envío incluido | - | no-brand | cameras
câmara instantânea estilo Polaroid | - | style-of | cameras
appareil façon Leica télémétrique | - | style-of | cameras
cámara tipo GoPro barata | - | style-of | cameras
Cannon EOS imitação, preço negociável | - | near-brand | cameras
Go-Pro copia 4K | - | near-brand | cameras
Nikkor fake objectif | - | near-brand | cameras
partitura canon de Pachelbel | - | generic-word | cameras
livro six sigma para gestores | - | generic-word | cameras
sac photo sans marque en toile | - | no-brand | cameras
almofadas para auscultadores Sony WH-1000XM4, em segunda mão | - | for-x | audio
agulha compatível Audio-Technica AT95E | - | for-x | audio
estuche de carga para AirPods Pro | - | for-x | audio
soporte de pared para Sonos One | - | for-x | audio
courroie pour platine Technics | - | for-x | audio
Ersatzpolster für Bose QC35 | - | for-x | audio
coluna bluetooth sem marca, envio por CTT | - | no-brand | audio
enceinte générique waterproof | - | no-brand | audio
auriculares inalámbricos sin marca | - | no-brand | audio
auscultadores estilo AirPods Max | - | style-of | audio
enceinte façon Marshall vintage | - | style-of | audio
altavoz tipo JBL Charge | - | style-of | audio
Air Pods Pro cópia 1:1 | - | near-brand | audio
Boze QuietComfort réplica | - | near-brand | audio
Sennhaizer imitação | - | near-brand | audio
triangle musical infantil | - | generic-word | audio
Teufel Kostüm Halloween Kinder | - | generic-word | audio
map of the canton of Vaud, 1900 | - | generic-word | audio
bracelete compatível Apple Watch 44 | - | for-x | watches-jewellery
bracelete de borracha para Omega MoonSwatch | - | for-x | watches-jewellery
vidro de safira para Seiko SKX, pouco usado, Braga | - | for-x | watches-jewellery
charms compatíveis Pandora, estado impecável | - | for-x | watches-jewellery
bracelet pour Garmin Fenix 7 | - | for-x | watches-jewellery
Armband passend für Casio G-Shock | - | for-x | watches-jewellery
relógio sem marca automático | - | no-brand | watches-jewellery
montre artisanale bois | - | no-brand | watches-jewellery
pulsera artesanal de plata | - | no-brand | watches-jewellery
relógio estilo Rolex Submariner, usado, bom estado | - | style-of | watches-jewellery
montre façon Cartier Tank, bon état général | - | style-of | watches-jewellery
reloj tipo Casio retro dorado sin marca | - | style-of | watches-jewellery
Rollex cópia suíça | - | near-brand | watches-jewellery
Omgea réplica | - | near-brand | watches-jewellery
Pandoraa imitação | - | near-brand | watches-jewellery
flor de lotus artificial | - | generic-word | watches-jewellery
jogo de bússola polar escuteiros | - | generic-word | watches-jewellery
citizen science livro | - | generic-word | watches-jewellery
parafusos para cómoda Ikea Malm | - | for-x | furniture
capa para sofá Ikea Ektorp, com caixa | - | for-x | furniture
pés de substituição para Kallax, pouco uso | - | for-x | furniture
almofada para cadeira Eames, envio incluído | - | for-x | furniture
housse pour fauteuil Poäng | - | for-x | furniture
Ersatzschrauben für Ikea Pax | - | for-x | furniture
móvel feito à mão em pinho | - | no-brand | furniture
table artisanale en chêne massif | - | no-brand | furniture
silla sin marca de madera | - | no-brand | furniture
cadeira estilo Eames, entrega em mão em Lisboa | - | style-of | furniture
fauteuil inspiré Togo | - | style-of | furniture
lámpara tipo Arco de pie | - | style-of | furniture
Ikéa réplica armário | - | near-brand | furniture
Vitraa cadeira cópia | - | near-brand | furniture
Kartel Ghost imitação | - | near-brand | furniture
hay bales for horses, 20 small bales | - | generic-word | furniture
arco de rega de jardim | - | generic-word | furniture
string bag in cotton, reusable | - | generic-word | furniture
capota para carrinho Bugaboo Fox, como novo | - | for-x | toys-baby
base isofix compatível Maxi-Cosi, aceito propostas | - | for-x | toys-baby
peças compatíveis Lego 1000, vendo por mudança de casa | - | for-x | toys-baby
capa de chuva para Yoyo | - | for-x | toys-baby
coussin pour Tripp Trapp | - | for-x | toys-baby
Ersatzteile für Playmobil Burg | - | for-x | toys-baby
boneca de trapos feita à mão, sem riscos | - | no-brand | toys-baby
peluche artisanal | - | no-brand | toys-baby
cuna de madera sin marca | - | no-brand | toys-baby
cadeira de papa tipo Tripp Trapp, preço negociável | - | style-of | toys-baby
blocs façon Lego génériques | - | style-of | toys-baby
carrito tipo Bugaboo barato | - | style-of | toys-baby
Lepin blocos cópia Lego | - | near-brand | toys-baby
Barbi imitação boneca | - | near-brand | toys-baby
Playmobill réplica | - | near-brand | toys-baby
habas secas de la huerta 1 kg | - | generic-word | toys-baby
joie de vivre quadro, em segunda mão | - | generic-word | toys-baby
brio de campeão livro | - | generic-word | toys-baby
capa para livros Porto Editora | - | for-x | books-media
marcador compatível Kindle | - | for-x | books-media
forro para livros de Harry Potter | - | for-x | books-media
estuche para DVDs de Criterion | - | for-x | books-media
boîte pour albums Tintin | - | for-x | books-media
Schutzhüllen für Reclam Hefte | - | for-x | books-media
livro artesanal encadernado à mão | - | no-brand | books-media
cahier fait main | - | no-brand | books-media
libreta sin marca | - | no-brand | books-media
caderno estilo Moleskine, envio por CTT | - | style-of | books-media
carnet façon Leuchtturm | - | style-of | books-media
libro tipo Penguin Classics sin editorial | - | style-of | books-media
Penguim livros cópia | - | near-brand | books-media
Marvell comics réplica | - | near-brand | books-media
Taschenn imitação | - | near-brand | books-media
planeta terra globo | - | generic-word | books-media
penguin peluche de pinguim | - | generic-word | books-media
salamandra de lareira | - | generic-word | books-media
cordas para raquete Babolat, pouco usado, Braga | - | for-x | sports-outdoor
grip compatível Wilson | - | for-x | sports-outdoor
peles para skis Rossignol | - | for-x | sports-outdoor
varetas para tenda Quechua | - | for-x | sports-outdoor
sangles pour sac Deuter | - | for-x | sports-outdoor
Ersatzgestänge für Vaude Zelt | - | for-x | sports-outdoor
tenda sem marca 2 pessoas | - | no-brand | sports-outdoor
sac de couchage générique | - | no-brand | sports-outdoor
mancuernas sin marca 10 kg | - | no-brand | sports-outdoor
mochila estilo Kånken, estado impecável | - | style-of | sports-outdoor
doudoune façon The North Face | - | style-of | sports-outdoor
chaqueta tipo Nuptse | - | style-of | sports-outdoor
North Fase imitação | - | near-brand | sports-outdoor
Fjalraven cópia mochila | - | near-brand | sports-outdoor
Salomom réplica | - | near-brand | sports-outdoor
butterhead lettuce seeds, 200 | - | generic-word | sports-outdoor
atomic bomb documentário | - | generic-word | sports-outdoor
Fischer und Netze, Hafenbild Leinwand | - | generic-word | sports-outdoor
bateria compatível Makita 18V, usado, bom estado | - | for-x | tools-diy
carregador para baterias Parkside | - | for-x | tools-diy
disco de corte para rebarbadora Bosch, com caixa | - | for-x | tools-diy
fio de nylon para roçadora Stihl, pouco uso | - | for-x | tools-diy
lames pour scie Festool | - | for-x | tools-diy
Akku passend für Einhell, kaum benutzt | - | for-x | tools-diy
caixa de ferramentas sem marca, envio incluído | - | no-brand | tools-diy
perceuse générique | - | no-brand | tools-diy
juego de llaves sin marca | - | no-brand | tools-diy
berbequim estilo DeWalt amarelo | - | style-of | tools-diy
scie façon Makita | - | style-of | tools-diy
taladro tipo Milwaukee rojo | - | style-of | tools-diy
Makitta imitação | - | near-brand | tools-diy
De Walte cópia | - | near-brand | tools-diy
Bosh réplica | - | near-brand | tools-diy
boné dos Milwaukee Bucks | - | generic-word | tools-diy
stanley cup caneca térmica | - | generic-word | tools-diy
Puderzucker fein gemahlen 500 g | - | generic-word | tools-diy
recarga compatível Chanel Nº5 | - | for-x | beauty-perfume
frasco vazio de perfume Dior | - | for-x | beauty-perfume
bico de difusor para Dyson Airwrap | - | for-x | beauty-perfume
pinceles para paleta Sephora | - | for-x | beauty-perfume
recharge pour Guerlain | - | for-x | beauty-perfume
Ersatzaufsatz für GHD Glätteisen | - | for-x | beauty-perfume
sabonete artesanal feito em casa | - | no-brand | beauty-perfume
crème maison au karité | - | no-brand | beauty-perfume
perfume sin marca 100 ml | - | no-brand | beauty-perfume
perfume inspirado em Chanel Nº5, entrega em mão em Lisboa | - | style-of | beauty-perfume
parfum type Sauvage | - | style-of | beauty-perfume
perfume equivalente a Good Girl | - | style-of | beauty-perfume
Channel perfume cópia | - | near-brand | beauty-perfume
Dioor fake perfume | - | near-brand | beauty-perfume
Lancombe réplica | - | near-brand | beauty-perfume
essence de lavande pure | - | generic-word | beauty-perfume
rituals of the maya livro | - | generic-word | beauty-perfume
benefit concert poster 1985 | - | generic-word | beauty-perfume
cordas compatíveis Fender, como novo | - | for-x | musical-instruments
case para Gibson Les Paul | - | for-x | musical-instruments
pickguard para Stratocaster, aceito propostas | - | for-x | musical-instruments
pele para bateria Pearl | - | for-x | musical-instruments
pédale compatible Roland | - | for-x | musical-instruments
Netzteil passend für Boss Pedale | - | for-x | musical-instruments
guitarra feita por luthier sem marca, vendo por mudança de casa | - | no-brand | musical-instruments
ukulélé sans marque | - | no-brand | musical-instruments
cajón artesano sin marca | - | no-brand | musical-instruments
guitarra estilo Telecaster | - | style-of | musical-instruments
guitare type Les Paul, très bon état | - | style-of | musical-instruments
bajo tipo Precision sin marca | - | style-of | musical-instruments
Gibsom cópia | - | near-brand | musical-instruments
Fendder réplica | - | near-brand | musical-instruments
Ibanes imitação | - | near-brand | musical-instruments
velas de cheiro orange & cinnamon | - | generic-word | musical-instruments
vox populi livro | - | generic-word | musical-instruments
caneca like a boss | - | generic-word | musical-instruments
escovas compatíveis Bosch | - | for-x | vehicle-parts
tampões para jantes BBS | - | for-x | vehicle-parts
barras para Thule | - | for-x | vehicle-parts
viseira para capacete Shoei | - | for-x | vehicle-parts
bâche pour coffre Givi | - | for-x | vehicle-parts
Ersatzvisier für Nolan | - | for-x | vehicle-parts
pneus sem marca 195/65 | - | no-brand | vehicle-parts
jantes génériques 15 | - | no-brand | vehicle-parts
casco sin marca abierto | - | no-brand | vehicle-parts
bacquet estilo Recaro | - | style-of | vehicle-parts
jantes façon BBS | - | style-of | vehicle-parts
escape tipo Akrapovic | - | style-of | vehicle-parts
Michellin cópia pneus | - | near-brand | vehicle-parts
Brembbo réplica pinças | - | near-brand | vehicle-parts
Akrapovik imitação | - | near-brand | vehicle-parts
peluche de tiburón shark gigante | - | generic-word | vehicle-parts
continental breakfast livro | - | generic-word | vehicle-parts
Mann und Frau Tortenfiguren Hochzeit | - | generic-word | vehicle-parts
cover per Samsung Galaxy S24 in silicone | - | for-x | phones
caricatore compatibile MacBook 61W | - | for-x | laptops
cinghia di ricambio per Bialetti Moka | - | for-x | small-appliances
guarnizione per moka Bialetti 6 tazze | - | for-x | small-appliances
cinturino per Panerai in pelle | - | for-x | watches-jewellery
borsa in pelle fatta a mano senza marca | - | no-brand | clothing
lampada stile Twiggy senza marca | - | style-of | furniture
orologio tipo Panerai economico | - | style-of | watches-jewellery
Gucci falsa borsa imitazione | - | near-brand | clothing
Bialleti moka copia cinese | - | near-brand | small-appliances
arancia rossa di Sicilia, orange 5 kg | - | generic-word | phones
casco integrale senza marca omologato | - | no-brand | vehicle-parts
replacement filter for Sage coffee machine | - | for-x | small-appliances
spare battery for Gtech mower | - | for-x | tools-diy
strap to fit Garmin Venu 2 | - | for-x | watches-jewellery
cushion covers to fit Ercol chairs | - | for-x | furniture
unbranded wooden dining chairs | - | no-brand | furniture
handmade leather wallet, no brand | - | no-brand | clothing
Barbour style wax jacket, unbranded | - | style-of | clothing
Roberts-style retro radio from the market | - | style-of | audio
Cambridg Audio amp knockoff | - | near-brand | audio
sage and onion stuffing mix | - | generic-word | small-appliances
brooks and rivers photo book | - | generic-word | books-media
silver cross necklace, sterling | - | generic-word | watches-jewellery
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-thirty-fourth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
