import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-thirty-fifth.json: a thirty-fifth brand set for issue 19, written by hand on 2026-12-01
 * by a writer who changes no rule (stop 55, task 55w), as the session's final unseen measure (its held-out part). Its
 * writer read neither the brand table nor the matching code — only the thirty-fourth brand writer's first 83 lines
 * (imports and header) and its last 8 lines, the line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and
 * the contract's BrandCategory enum. No earlier record was printed; the makers were chosen from the writer's own knowledge.
 * 1,040 strings over all 20 BrandCategory ids (37 to 67 each; the fewest in tablets, consoles and phones, the most in
 * toys and baby, vehicle parts, sports and outdoor), as sellers write brands: raw with product words, models, sizes,
 * colours, counts, condition, box, shipping, place and price words; misspellings of one or two letters and letter-for-digit
 * swaps; glued and spaced names; maker + sub-brand, the sub-brand alone and product lines alone; accessories of one maker
 * made for another, and a main product with another maker's component or accessory. By language (a rough word-list tally
 * of each string's words, which cannot place a maker and a model alone nor words several languages share): 280
 * Portuguese, 42 French, 34 English, 27 Spanish, 27 German, 5 Italian, and 625 it does not place (maker + model strings and
 * Spanish, Italian and English strings whose words the list lacks); every language is in many categories. Makers of every
 * size across all categories, most of them European: phone makers with their senior, rugged and repairable ones and the
 * Asian ones with their sub-brands; e-reader, note-tablet and pen-tablet makers; laptop makers with their gaming
 * sub-brands, business lines and small national and Linux builders; console makers with their gaming brands,
 * retro-handheld, wheel, controller and headset makers; national and regional bike makers, cargo, folding and city-bike
 * makers, a sports chain's house brands and a component maker on a frame; fast-fashion groups' labels and national labels
 * of six countries; shoe and boot makers from south to north; kitchen, coffee, cleaning, hair and food-processor makers
 * with their groups; built-in and free-standing appliance makers of every country with their groups' brands; camera,
 * lens, instant-camera, action-camera, drone, tripod, flash and bag makers; hi-fi, turntable, speaker, amplifier, radio and
 * headphone makers with their groups; watch houses of every price with their groups, sports-watch makers and jewellery
 * labels; design-furniture, lighting, mattress, children's-furniture and garden-furniture houses and a flat-pack seller's
 * lines; pram, car-seat, bottle, wooden-toy, figure, doll, toy-vehicle and audio-toy makers with their groups; publishers of
 * each language with their imprints, comic publishers, record labels and a film label; ski, racket, padel, climbing,
 * camping, diving, team-sport and fitness makers with a sports chain's house brands; power-tool, hand-tool and
 * garden-tool makers with a discounter's and DIY chains' house brands; perfume and fashion houses' fragrances, pharmacy
 * cosmetics with their groups, make-up labels and old national soap makers; guitar makers with their budget brands and a
 * music shop's house brand, keyboard, synth, drum, cymbal, wind, harmonica and amplifier makers; tyre, brake, battery,
 * oil, filter, suspension, exhaust, lighting, roof-rack, wheel, seat, helmet, riding-gear and luggage makers.
 * Traps (expected no brand, `-`): "for X", "compatible with X", "to fit X" and "replacement for X" accessories, spares,
 * refills and consumables naming another maker's product, in each language; no-brand, home-made, hand-made, white-label
 * and unbranded goods; "style of", "type", "façon", "equivalent" and "inspired by" copies; knock-off spellings with a copy
 * word; and everyday words of the string's language (or of English) that are a brand name elsewhere (a fruit, an animal, a
 * colour, a place, a title, a common noun, verb or adjective, a word of another language).
 * Naming policy as the thirty-fourth: the brand as its owner sells it, with its parent only where the writer is sure of
 * the owner; a product line is the maker with the line; a maker + sub-brand and a sub-brand alone expect the sub-brand
 * with the maker as parent; an accessory names its own maker as the brand; a component string names the main maker.
 * Kinds: raw 527, product-line 41, misspelling 33, maker+sub 16, sub-alone 15, spacing 14, accessory 10, component 9,
 * adversarial traps 375 (for-x 145, generic-word 80, style-of 57, no-brand 56, near-brand 37); 97 strings carry an
 * expected parent, 41 a line. Adversarial (traps + accessory, component, maker+sub) 410 (39 %).
 * Borderline decisions, stated: a misspelling of a real maker with no copy cue is a positive, the same misspelling with a
 * copy word in any language a near-brand trap, and a maker's correct name with a copy word a near-brand trap too; a string
 * naming a maker only inside a "style"/"type"/"façon"/"equivalent"/"inspired by" phrase is a trap, and so is a spare,
 * cover, refill, strap, battery, blade, seal, film or consumable made for another maker's product even where the string
 * says "compatible", "to fit" or "replacement" rather than "for"; a bag of one maker's shop with nothing sold of it is
 * no-brand; a word that is a brand elsewhere used in its plain meaning (in the string's language, or a scientist's or a
 * place's name) is a generic-word trap, and a maker's name that is also a common word is a positive where the string sells
 * that maker's product; home-console families and gaming-laptop and gaming-handheld brands named alone or after their
 * maker are the sub-brand with the maker as parent, while a handheld, a reader, a tablet, a phone, a laptop business line,
 * a camera, an earphone, a watch, a robot vacuum, a baby-bottle, a doll, a board-game or a shoe family named alone or
 * with its maker is the maker with that line; a sports chain's house brands, a discounter's and DIY chains' tool brands, a
 * music shop's guitar brand and a guitar maker's budget brand are the sub-brand (or brand) with the owner as parent;
 * fashion, lingerie, appliance, cosmetics, watch, headphone, speaker, laptop and publishing brands of a group carry the
 * group as parent only where the writer is sure of the owner (several watch, appliance, toy and beauty brands are left
 * without one); a food processor's national name is the maker's brand; a drinks system sold by a machine maker is the
 * system's brand; a string naming a main product and another maker's accessory or component names the main product's
 * maker.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * greedy balance in file order over category, kind, trap and adversarial flag (`balancedSplit`, below). Parts: tune 520
 * (205 adversarial), held-out 520 (205 adversarial); every category in both.
 * Lines: positives `raw | expected | kind | category | parent or line`, adversarial `raw | expected | trap | category`
 * (`brandSetCases`).
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/brands/*.json` and compared this set's
 * strings, case- and accent-folded (whitespace collapsed), exactly with every string those files hold, and for repeats
 * within this set (printing only this set's strings): 232 of 1,040 collided (mostly plain maker + model strings, and short
 * "for", copy, hand-made and generic-word traps); each was given the seller's own words in the string's language (a
 * condition, a box, a place, shipping talk, never a word that changes the label), a second check found 1, rewritten, and 0
 * collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-thirty-fifth-brand-set.ts`.
 * First run (2026-12-01, table and matcher as on ba9db99f, nothing changed, a scratch script calling `brandFamilyQuality`
 * on this file only and printing only the summaries, `nice -n 10 timeout 900 node --conditions=@circular/source
 * tools/bench/src/zz-55w-run.ts brands`): with each string's category, tune accuracy 0.969 (504 of 520; 8 wrong merges,
 * 6 on the adversarial subset), held-out accuracy 0.973 (506 of 520; 10 wrong merges, 9 on the adversarial subset); with
 * no category, tune 0.952 (495 of 520; 5 wrong merges, 3 adversarial), held-out 0.965 (502 of 520; 6 wrong merges, 5
 * adversarial).
 */

const positives = `
telemovel samsung galaxy a52 128gb desbloqueado | Samsung | product-line | phones | Galaxy
iphone 13 pro max 256 azul sierra bateria 89 | Apple | product-line | phones | iPhone
xiaomi redmi note 12 pro 5g com caixa | Redmi | maker+sub | phones | Xiaomi
poco x5 pro 5g 8/256 quase novo | POCO | sub-alone | phones | Xiaomi
Fairphone 4 verde com capa original | Fairphone | raw | phones
Nokia G21 dual sim desbloqueado, envio ctt | Nokia | raw | phones
movil Motorla moto g84 azul | Motorola | misspelling | phones
OnePlus Nord 3 5G 16gb gris | OnePlus | product-line | phones | Nord
Doro 6820 téléphone à clapet senior | Doro | raw | phones
Emporia Smart 5 Seniorenhandy mit Ladeschale, Abholung in Köln | Emporia | raw | phones
Crosscall Core X5 durci, chargeur magnétique | Crosscall | raw | phones
Honor Magic 5 Lite 256go noir | Honor | raw | phones
Sony Xperia 10 V nero usato poco | Sony | product-line | phones | Xperia
Google Pixel 8a 128 aloe | Google | product-line | phones | Pixel
smartphone Huawai P30 lite rosa | Huawei | misspelling | phones
One Plus 11 5g 256gb verde | OnePlus | spacing | phones
Wiko Y82 reconditionné bon état | Wiko | raw | phones
Gigaset GS5 Smartphone Made in Germany | Gigaset | raw | phones
Teléfono Blackview BV9300 resistente a golpes | Blackview | raw | phones
Alcatel 1SE telemovel barato para criança | Alcatel | raw | phones
Oppo Find X5 Lite bianco con cover | Oppo | raw | phones
Xiaomi POCO F5 negro 12/256 | POCO | maker+sub | phones | Xiaomi
capa Spigen Tough Armor para iPhone 15, entrego em Lisboa | Spigen | accessory | phones
carregador Anker 20W usb-c para Samsung | Anker | accessory | phones
ipad air 5 geraçao 64gb wifi azul | Apple | product-line | tablets | iPad
Samsung Galaxy Tab S6 Lite com S Pen | Samsung | product-line | tablets | Galaxy
tablette Lenovo Tab M10 3ème gen 32go | Lenovo | raw | tablets
Huawei MatePad 11 2023 con teclado | Huawei | raw | tablets
Kindle Paperwhite 11ª geração 16gb, como novo, com caixa | Amazon | product-line | tablets | Kindle
Kobo Clara 2E liseuse étanche, très peu servi | Kobo | raw | tablets
PocketBook InkPad 4 eReader gebraucht | PocketBook | raw | tablets
tolino vision 6 eReader mit Hülle | Tolino | raw | tablets
reMarkable 2 com marker plus | reMarkable | raw | tablets
Wacom Intuos S mesa digitalizadora | Wacom | raw | tablets
XP-Pen Deco 01 V2 tavoletta grafica | XP-Pen | raw | tablets
Huion Kamvas 13 tableta grafica pantalla | Huion | raw | tablets
Microsoft Surface Go 3 con funda teclado | Microsoft | product-line | tablets | Surface
Boox Note Air 3 C ecran couleur | Boox | raw | tablets
Xiaomi Pad 6 8/256 grigio | Xiaomi | raw | tablets
tablet Lenovvo tab p11 | Lenovo | misspelling | tablets
Amazon Fire HD 10 2023 tablet | Amazon | product-line | tablets | Fire
capa Zugu para ipad pro 11 | Zugu | accessory | tablets
Pocket Book Verse Pro lilas | PocketBook | spacing | tablets
portatil lenovo thinkpad t14 gen 2 i5 | Lenovo | product-line | laptops | ThinkPad
Lenovo Legion 5 Pro RTX 3070, vendo por mudança | Legion | maker+sub | laptops | Lenovo
HP Omen 16 gaming i7 | Omen | maker+sub | laptops | HP
Alienware m15 R6 rtx 3080 | Alienware | sub-alone | laptops | Dell
Dell XPS 13 9310 touch | Dell | product-line | laptops | XPS
Asus ROG Strix G15 ryzen 7 | ROG | maker+sub | laptops | Asus
Acer Predator Helios 300 144hz | Predator | maker+sub | laptops | Acer
macbook pro 14 m1 pro 16gb, poco uso | Apple | product-line | laptops | MacBook
Asus ZenBook 14 OLED UX3402 | Asus | product-line | laptops | ZenBook
HP EliteBook 840 G7 teclado pt | HP | product-line | laptops | EliteBook
MSI Katana GF66 i7 RTX 3060 | MSI | raw | laptops
Medion Akoya E15 Notebook 512 GB | Medion | raw | laptops | Lenovo
Schenker XMG Core 15 Notebook | Schenker | raw | laptops
Tuxedo InfinityBook Pro 14 Linux Laptop | Tuxedo | raw | laptops
Framework Laptop 13 DIY edition, envoi possible | Framework | raw | laptops
Dynabook Satellite Pro C50 portatile | Dynabook | raw | laptops
Fujitsu Lifebook E5510 reconditionné | Fujitsu | raw | laptops
Acer Aspire 5 A515 portátil 15,6 | Acer | product-line | laptops | Aspire
portatil Lenov0 ideapad 3 | Lenovo | misspelling | laptops
Mac Book Air 2017 13 pouces | Apple | spacing | laptops
Razer Blade 15 2021 rtx 3070 | Razer | raw | laptops
Chuwi HeroBook Pro 14 barato | Chuwi | raw | laptops
Thomson Neo 14 pc portable | Thomson | raw | laptops
Packard Bell EasyNote vintage laptop | Packard Bell | raw | laptops
Lenovo ThinkPad X1 Carbon com dock Lenovo | Lenovo | product-line | laptops | ThinkPad
consola ps5 slim digital com 2 comandos | PlayStation | sub-alone | consoles | Sony
Sony PlayStation 4 pro 1tb | PlayStation | maker+sub | consoles | Sony
Xbox Series S 512gb branca | Xbox | sub-alone | consoles | Microsoft
Microsoft Xbox One X 1To | Xbox | maker+sub | consoles | Microsoft
Nintendo Switch OLED blanca con juegos, envío incluido | Nintendo | raw | consoles
Game Boy Color violeta com Pokemon Yellow | Nintendo | product-line | consoles | Game Boy
nintendo 3ds xl new edición Zelda | Nintendo | product-line | consoles | 3DS
Sega Mega Drive II com 2 comandos e jogos | Sega | raw | consoles
Steam Deck OLED 1TB Valve | Valve | product-line | consoles | Steam Deck
Asus ROG Ally Z1 Extreme 512 | ROG | maker+sub | consoles | Asus
Anbernic RG35XX Plus retro handheld | Anbernic | raw | consoles
Miyoo Mini Plus console rétro | Miyoo | raw | consoles
8BitDo Pro 2 manette bluetooth | 8BitDo | raw | consoles
Thrustmaster T300 RS GT volante | Thrustmaster | raw | consoles
Logitech G29 Lenkrad mit Pedalen | Logitech | raw | consoles
Turtle Beach Stealth 600 gen 2 cuffie | Turtle Beach | raw | consoles
HyperX Cloud II cascos gaming | HyperX | raw | consoles
Nacon Revolution 5 Pro manette, bon état | Nacon | raw | consoles
Meta Quest 3 128gb com caixa | Meta | product-line | consoles | Quest
Playstaton 2 slim preta | PlayStation | misspelling | consoles | Sony
X box 360 250gb com kinect | Xbox | spacing | consoles | Microsoft
Evercade VS console retro | Evercade | raw | consoles
manette Hori pour Switch Split Pad | Hori | accessory | consoles
comando PowerA para Xbox series | PowerA | accessory | consoles
bicicleta btwin riverside 500 tamanho M | Btwin | sub-alone | bikes | Decathlon
Rockrider ST 530 roda 27,5 | Rockrider | sub-alone | bikes | Decathlon
Decathlon Van Rysel EDR AF 105 | Van Rysel | maker+sub | bikes | Decathlon
Orbea Alma M50 29 talla L | Orbea | raw | bikes
BH Ultralight EVO carbono | BH | raw | bikes
Mondraker Foxy Carbon R 2021 | Mondraker | raw | bikes
Megamo Natural 40 ebike | Megamo | raw | bikes
Berria Bravo 5.0 carretera | Berria | raw | bikes
Canyon Grail CF SL 7 gravel | Canyon | raw | bikes
Cube Stereo Hybrid 140 Fully | Cube | raw | bikes
Rose Backroad AL gravelbike | Rose | raw | bikes
Gazelle Orange C7 vélo électrique | Gazelle | raw | bikes
Batavus Finez E-go Power, posted tracked | Batavus | raw | bikes
Brompton M6L pieghevole | Brompton | raw | bikes
Riese & Müller Load 75 Lastenrad | Riese & Müller | raw | bikes
Babboe Curve Mountain bakfiets | Babboe | raw | bikes
Moustache Lundi 27 VAE | Moustache | raw | bikes
Lapierre Xelius SL 5.0, ottime condizioni | Lapierre | raw | bikes
Bianchi Oltre XR3 disc | Bianchi | raw | bikes
Pinarelo Dogma F12 | Pinarello | misspelling | bikes
Specialised Rockhopper 29, wenig benutzt | Specialized | misspelling | bikes
Trek Marlin 7 com Shimano Deore, em Braga | Trek | component | bikes
Canyon Speedmax com rodas Zipp 808 | Canyon | component | bikes
Giant Liv Tempt 3 senhora | Liv | maker+sub | bikes | Giant
Van Moof S3 elétrica | VanMoof | spacing | bikes
Kalkhoff Endeavour 5.B E-Bike | Kalkhoff | raw | bikes
Tern GSD S10 cargo, usado, bom estado | Tern | raw | bikes
Cortina E-U4 Transport dames | Cortina | raw | bikes
casaco Zara de lã comprido tamanho M | Zara | raw | clothing
Bershka calças cargo bege 38 | Bershka | raw | clothing | Inditex
Pull and Bear sudadera gris L | Pull&Bear | spacing | clothing | Inditex
Stradivarius vestido midi floral S | Stradivarius | raw | clothing | Inditex
Massimo Dutti blazer lino hombre 50 | Massimo Dutti | raw | clothing | Inditex
Oysho leggings desporto M | Oysho | raw | clothing | Inditex
Mango jersey punto crudo talla M | Mango | raw | clothing
COS robe en laine noire 36 | COS | raw | clothing | H&M
Weekday jeans Barrel 27/30 | Weekday | raw | clothing | H&M
Primark pijama de inverno tamanho 8 anos | Primark | raw | clothing
Uniqlo ultra light down vest M | Uniqlo | raw | clothing
Levis 501 W32 L32 azul | Levi's | misspelling | clothing
Tommy Hilfigher polo azul marinho | Tommy Hilfiger | misspelling | clothing
Lacoste polo classique T4 vert | Lacoste | raw | clothing
Petit Bateau body lot de 5 6 mois | Petit Bateau | raw | clothing
Kiabi jupe plissée 40 | Kiabi | raw | clothing
Sézane chemise Tom écrue 38 | Sézane | raw | clothing
Maje robe dentelle T2 | Maje | raw | clothing
Desigual chaqueta estampada M | Desigual | raw | clothing
Springfield camisa oxford L | Springfield | raw | clothing
Salsa jeans push up 38, recogida en Sevilla | Salsa | raw | clothing
Tiffosi calças ganga 40 | Tiffosi | raw | clothing
Intimissimi sutiã renda 75B, pouco uso | Intimissimi | raw | clothing | Calzedonia
Calzedonia collants pack 3 | Calzedonia | raw | clothing
Benetton maglione lana merino | Benetton | raw | clothing
Marc O'Polo Pullover Strick Gr. L | Marc O'Polo | raw | clothing
s.Oliver Jeansjacke Damen 40, Versand möglich | s.Oliver | raw | clothing
Jack&Jones camisola malha XL | Jack & Jones | spacing | clothing
Vero Moda vestido preto XS | Vero Moda | raw | clothing
Barbour Bedale wax jacket 38 | Barbour | raw | clothing
Carhartt WIP Detroit jacket | Carhartt | raw | clothing
Napapijri Rainforest giacca | Napapijri | raw | clothing
Moncler Maya piumino taglia 2 | Moncler | raw | clothing
Ralph Lauren Polo slim fit M | Ralph Lauren | raw | clothing
Superdry Everest parka XL | Superdry | raw | clothing
sapatilhas nike air max 90 brancas 42 | Nike | product-line | footwear | Air Max
Air Jordan 1 Mid chicago 44, remise en main propre | Jordan | sub-alone | footwear | Nike
Nike Jordan 4 Military Black 43 | Jordan | maker+sub | footwear | Nike
adidas stan smith 39 blancas | Adidas | product-line | footwear | Stan Smith
Converse All Star cano alto 38 | Converse | raw | footwear | Nike
Vans Old Skool noir 41 | Vans | raw | footwear
Timberland 6 inch premium 43 | Timberland | raw | footwear
Dr Martens 1460 cherry red 40 | Dr. Martens | raw | footwear
Clarks Desert Boot sand 9 UK | Clarks | raw | footwear
Geox Respira sapatos homem 42 | Geox | raw | footwear
Camper Pelotas XLite 40, good condition | Camper | raw | footwear
Birkenstok Boston camurça 38 | Birkenstock | misspelling | footwear
Ecco Soft 7 sneaker 39 | Ecco | raw | footwear
Asics Gel-Kayano 29 running 44 | Asics | raw | footwear
Onitsuka Tiger Mexico 66 38 | Onitsuka Tiger | sub-alone | footwear | Asics
New Ballance 574 cinzento 42 | New Balance | misspelling | footwear
Veja V-10 blanc 37 | Veja | raw | footwear
Kickers Kick Hi enfant 30, à Lyon | Kickers | raw | footwear
Mephisto Rainbow cuir 41 | Mephisto | raw | footwear
Paraboot Michael marron 42 | Paraboot | raw | footwear
Gabor Stiefeletten Gr 39 | Gabor | raw | footwear
Rieker Winterschuhe Damen 40 | Rieker | raw | footwear
Tamaris Pumps schwarz 38, guter Zustand | Tamaris | raw | footwear
Lowa Renegade GTX Mid 44 | Lowa | raw | footwear
Superga 2750 bianche 38, ritiro a Milano | Superga | raw | footwear
Pikolinos sandalias piel 37 | Pikolinos | raw | footwear
Fluchos zapatos profesional 43 | Fluchos | raw | footwear
Havaianas Top chinelos 37/38 | Havaianas | raw | footwear
Hoka Clifton 9 running 43 | Hoka | raw | footwear
On Running Cloudmonster 42 | On | raw | footwear
Salomon XT-6 trail 42 | Salomon | raw | footwear
Crocs Classic Clog M9 | Crocs | raw | footwear
Ugg Classic Mini châtaigne 38 | UGG | raw | footwear
Pallladium Pampa Hi 41 | Palladium | misspelling | footwear
Bimby TM6 com varoma e livro | Thermomix | raw | small-appliances
Thermomix TM5 Vorwerk mit Cook-Key | Thermomix | raw | small-appliances | Vorwerk
aspirador Kobold VK200 | Kobold | raw | small-appliances | Vorwerk
Nespresso Vertuo Next preta, poco usato | Nespresso | raw | small-appliances
máquina de café Delonghi Magnifica S | De'Longhi | misspelling | small-appliances
Krups Evidence Plus broyeur | Krups | raw | small-appliances
Moulinex Cookeo Touch wifi, Abholung in Köln | Moulinex | raw | small-appliances
Tefal Actifry Genius XL, envio por ctt | Tefal | raw | small-appliances
Rowenta Silence Force aspirateur, très peu servi | Rowenta | raw | small-appliances
Cecotec Conga 4090 robot aspirador, como nuevo | Cecotec | raw | small-appliances
Taurus Mycook Touch robot cocina, buen estado general | Taurus | raw | small-appliances
Kenwood Chef XL Titanium, en Zaragoza | Kenwood | raw | small-appliances
KitchenAid Artisan rojo 4,8L | KitchenAid | raw | small-appliances | Whirlpool
Dyson V11 Absolute aspirador | Dyson | raw | small-appliances
Dyson Airwrap Complete Long, envoi possible | Dyson | raw | small-appliances
Philips Airfryer XXL HD9650, collection only | Philips | raw | small-appliances
Braun Series 9 Pro rasoir | Braun | raw | small-appliances
Severin Toaster AT 2217 | Severin | raw | small-appliances
WMF Lono Wasserkocher, wenig benutzt | WMF | raw | small-appliances
Russell Hobbs Inspire kettle | Russell Hobbs | raw | small-appliances
Smeg tostadeira anos 50 creme | Smeg | raw | small-appliances
Roborock S7 MaxV Ultra | Roborock | raw | small-appliances
iRobot Roomba 976 robot | iRobot | product-line | small-appliances | Roomba
Ninja Foodi 9 em 1 | Ninja | raw | small-appliances
Sage Barista Express, spedizione inclusa | Sage | raw | small-appliances
Melitta Caffeo Solo, Versand möglich | Melitta | raw | small-appliances
Jura E8 Kaffeevollautomat | Jura | raw | small-appliances
BaByliss Big Hair 50mm | BaByliss | raw | small-appliances
Remington Keratin Protect | Remington | raw | small-appliances
Princess Raclette 8 pers | Princess | raw | small-appliances
Ariete macchina pop corn | Ariete | raw | small-appliances
Imetec piastra capelli, ottime condizioni | Imetec | raw | small-appliances
Vileda Steam Plus mopa vapor | Vileda | raw | small-appliances
Leifheit Regulus Aqua | Leifheit | raw | small-appliances
Solac secador de pelo | Solac | raw | small-appliances
Nespresso Lattissima One by DeLonghi | Nespresso | raw | small-appliances
máquina de lavar roupa Bosch Serie 6 9kg, entrego em Lisboa | Bosch | raw | large-appliances
Balay lavavajillas 60cm, como novo, com caixa | Balay | raw | large-appliances | BSH
Siemens iQ500 frigorífico combi | Siemens | raw | large-appliances
Neff Slide&Hide four | Neff | raw | large-appliances | BSH
Miele W1 lave-linge 8kg | Miele | raw | large-appliances
AEG Lavamat Waschmaschine | AEG | raw | large-appliances
Electrolux secadora bomba de calor | Electrolux | raw | large-appliances
Zanussi frigorifero combinato | Zanussi | raw | large-appliances | Electrolux
Whirlpool micro-ondas 25L | Whirlpool | raw | large-appliances
Indesit lavatrice 7 kg | Indesit | raw | large-appliances | Whirlpool
Hotpoint Ariston forno, vendo por mudança | Hotpoint | raw | large-appliances
Candy Smart Pro maquina lavar | Candy | raw | large-appliances | Haier
Hoover secadora 9kg | Hoover | raw | large-appliances | Haier
Haier frigorífico americano, em Braga | Haier | raw | large-appliances
Beko frigorífico combinado, usado, bom estado | Beko | raw | large-appliances
Teka placa vitrocerámica | Teka | raw | large-appliances
Fagor lavavajillas integrable | Fagor | raw | large-appliances
Liebherr congelador vertical, poco uso | Liebherr | raw | large-appliances
Gorenje frigo retro azul | Gorenje | raw | large-appliances
Hisense frigorífico 2 portas | Hisense | raw | large-appliances
Brandt table induction 4 feux | Brandt | raw | large-appliances
De Dietrich four pyrolyse, bon état | De Dietrich | raw | large-appliances
Sauter plaque gaz | Sauter | raw | large-appliances
Meireles fogão 4 bicos, pouco uso | Meireles | raw | large-appliances
Corberó lavadora 8kg | Corberó | raw | large-appliances
Samsung Bespoke frigorífico, envio por ctt | Samsung | raw | large-appliances
LG Wahser Dryer 10.5kg | LG | raw | large-appliances
Lieberr frigorifico combi | Liebherr | misspelling | large-appliances
Gaggenau forno a vapor | Gaggenau | raw | large-appliances | BSH
Smeg frigo anni 50 rosso FAB28 | Smeg | raw | large-appliances
Canon EOS R6 corpo, entrego em Lisboa | Canon | raw | cameras
Nikon Z6 II com 24-70 f4 | Nikon | raw | cameras
Sony Alpha 7 III corpo, como novo, com caixa | Sony | raw | cameras
Fujifilm X100V prata, vendo por mudança | Fujifilm | raw | cameras
Fuji Instax Mini 12 rosa | Fujifilm | product-line | cameras | Instax
Olympus OM-D E-M10 Mark IV, remise en main propre | Olympus | raw | cameras
Panasonic Lumix GH5, boxed | Panasonic | product-line | cameras | Lumix
Leica Q2, ritiro a Milano | Leica | raw | cameras
Pentax K-3 III, guter Zustand | Pentax | raw | cameras | Ricoh
Ricoh GR III, em Braga | Ricoh | raw | cameras
GoPro Hero 11 Black, envío incluido | GoPro | raw | cameras
DJI Mini 3 Pro drone, à Lyon | DJI | raw | cameras
DJI Osmo Pocket 3, barely used | DJI | raw | cameras
Insta360 X3, poco usato | Insta360 | raw | cameras
Polaroid Now+ Gen 2 | Polaroid | raw | cameras
Sigma 18-35 f1.8 Art para Canon, usado, bom estado | Sigma | accessory | cameras
Tamron 28-75 f2.8 Di III para Sony | Tamron | accessory | cameras
Manfrotto Befree tripé, pouco uso | Manfrotto | raw | cameras
Lowepro ProTactic 450 mochila | Lowepro | raw | cameras
Hasselblad 500 C/M, Abholung in Köln | Hasselblad | raw | cameras
Canon AE-1 Program com 50mm | Canon | raw | cameras
Nikkon D750 corpo | Nikon | misspelling | cameras
Sony Cyber-shot RX100 VII | Sony | product-line | cameras | Cyber-shot
Zeiss Planar 50mm 1.4 | Zeiss | raw | cameras
Voigtländer Nokton 40mm, envio por ctt | Voigtländer | raw | cameras
Kodak Ektar H35, recogida en Sevilla | Kodak | raw | cameras
Peak Design Everyday Sling, très peu servi | Peak Design | raw | cameras
Godox V1 flash para Fuji | Godox | accessory | cameras
Rollei 35 S, posted tracked | Rollei | raw | cameras
Canon Eos 6D com Sigma 35mm | Canon | component | cameras
Nikon D3500 + objetiva Tamron 18-200 | Nikon | component | cameras
coluna JBL Flip 6 azul | JBL | raw | audio | Harman
Harman Kardon Onyx Studio 7, spedizione inclusa | Harman Kardon | raw | audio | Harman
Bose QuietComfort 45 auscultadores | Bose | raw | audio
Bang & Olufsen Beoplay H95, wenig benutzt | Bang & Olufsen | raw | audio
B&O Beosound A1 2nd gen, entrego em Lisboa | Bang & Olufsen | raw | audio
Sennheiser Momentum 4 wireless, good condition | Sennheiser | raw | audio
Beyerdynamic DT 770 Pro 80 ohm, como nuevo | Beyerdynamic | raw | audio
Marshall Stanmore II bluetooth, envoi possible | Marshall | raw | audio
Teufel Boomster Radio | Teufel | raw | audio
Denon AVR-X1700H receiver, collection only | Denon | raw | audio
Marantz PM6007 amplificatore | Marantz | raw | audio
Technics SL-1200 MK2 gira-discos | Technics | raw | audio | Panasonic
Beats Studio Pro noir | Beats | raw | audio | Apple
Sonos Arc barra de som | Sonos | raw | audio
KEF LS50 Meta colunas | KEF | raw | audio
Bowers Wilkins 607 S2 | Bowers & Wilkins | spacing | audio
Cambridge Audio CXA61, boxed | Cambridge Audio | raw | audio
Pro-Ject Debut Carbon EVO, ottime condizioni | Pro-Ject | raw | audio
Rega Planar 1 platine | Rega | raw | audio
Audio Technica ATH-M50x, Versand möglich | Audio-Technica | spacing | audio
AKG K371 auriculares estudio | AKG | raw | audio | Harman
Ultimate Ears Boom 3, como novo, com caixa | Ultimate Ears | raw | audio | Logitech
Libratone Zipp 2, buen estado general | Libratone | raw | audio
Jabra Elite 85t, bon état | Jabra | raw | audio
Sennhieser HD 600, barely used | Sennheiser | misspelling | audio
Yamaha R-N303 network receiver | Yamaha | raw | audio
Revox B77 Tonbandgerät | Revox | raw | audio
Grundig Satellit 750 Weltempfänger | Grundig | raw | audio
Apple AirPods Pro 2, ritiro a Milano | Apple | product-line | audio | AirPods
Sony WH-1000XM5 preto | Sony | raw | audio
Philips Fidelio X2HR | Philips | raw | audio
Magnat Monitor Supreme 802 | Magnat | raw | audio
Elac Debut B6.2 | Elac | raw | audio
Focal Bathys casque | Focal | raw | audio
Cabasse Pearl Akoya enceinte | Cabasse | raw | audio
Denon DP-300F com agulha Audio-Technica | Denon | component | audio
relógio Omega Speedmaster Professional | Omega | raw | watches-jewellery | Swatch Group
Longines HydroConquest 41 | Longines | raw | watches-jewellery | Swatch Group
Tissot PRX 40 quartzo, vendo por mudança | Tissot | raw | watches-jewellery | Swatch Group
Swatch Moonswatch Mission to Mars, guter Zustand | Swatch | raw | watches-jewellery
Hamilton Khaki Field Mechanical, em Braga | Hamilton | raw | watches-jewellery | Swatch Group
Certina DS Action, en Zaragoza | Certina | raw | watches-jewellery | Swatch Group
Tudor Black Bay 58, remise en main propre | Tudor | raw | watches-jewellery | Rolex
Rolex Datejust 36, posted tracked | Rolex | raw | watches-jewellery
TAG Heuer Carrera calibre 5, poco usato | TAG Heuer | raw | watches-jewellery | LVMH
Cartier Tank Must, Abholung in Köln | Cartier | raw | watches-jewellery | Richemont
Festina Chrono Bike, usado, bom estado | Festina | raw | watches-jewellery
Lotus reloj de hombre acero | Lotus | raw | watches-jewellery
Junghans max bill Automatic, poco uso | Junghans | raw | watches-jewellery
Nomos Tangente 38, à Lyon | Nomos | raw | watches-jewellery
Sinn 556 I, good condition | Sinn | raw | watches-jewellery
Seiko Presage Cocktail Time, spedizione inclusa | Seiko | product-line | watches-jewellery | Presage
Grand Seiko SBGA211, wenig benutzt | Grand Seiko | raw | watches-jewellery | Seiko
Casio G-Shock DW-5600, pouco uso | Casio | product-line | watches-jewellery | G-Shock
Citizen Eco-Drive Promaster, envío incluido | Citizen | raw | watches-jewellery
Garmin Fenix 7 Sapphire | Garmin | raw | watches-jewellery
Suunto 9 Peak Pro, très peu servi | Suunto | raw | watches-jewellery
Polar Vantage V2, collection only | Polar | raw | watches-jewellery
Pandora pulseira Moments com 5 charms | Pandora | raw | watches-jewellery
Thomas Sabo Charm Club Armband | Thomas Sabo | raw | watches-jewellery
Swarovski colar Infinity | Swarovski | raw | watches-jewellery
Tous collar oso plata | Tous | raw | watches-jewellery
UNOde50 pulsera cuero | UNOde50 | raw | watches-jewellery
Daniel Wellington Petite 32 | Daniel Wellington | raw | watches-jewellery
Skagen Signatur relógio | Skagen | raw | watches-jewellery
Fossil Gen 6 smartwatch, ottime condizioni | Fossil | raw | watches-jewellery
Tisot Le Locle automatique | Tissot | misspelling | watches-jewellery | Swatch Group
Longinnes Master Collection | Longines | misspelling | watches-jewellery
Omega Seamaster com bracelete Hirsch | Omega | component | watches-jewellery
Hirsch bracelete pele 20mm para Seiko | Hirsch | accessory | watches-jewellery
Ti Sento anel prata | Ti Sento | raw | watches-jewellery
Breitling Navitimer 41 | Breitling | raw | watches-jewellery
IKEA Kallax estante 4x4 branca | IKEA | product-line | furniture | Kallax
cómoda IKEA Malm 6 gavetas, envio por ctt | IKEA | product-line | furniture | Malm
Billy estante carvalho 80x202 | IKEA | product-line | furniture | Billy
Vitra Eames Plastic Chair DSW, boxed | Vitra | raw | furniture
Hay About a Chair AAC22, barely used | Hay | raw | furniture
Muuto Visu chaise | Muuto | raw | furniture
Fritz Hansen Series 7 stol | Fritz Hansen | raw | furniture
Kartell Louis Ghost sedia | Kartell | raw | furniture
Cassina LC2 poltrona | Cassina | raw | furniture
Ligne Roset Togo fauteuil, envoi possible | Ligne Roset | raw | furniture
Roche Bobois canapé Mah Jong, entrego em Lisboa | Roche Bobois | raw | furniture
BoConcept sofá Carlton | BoConcept | raw | furniture
Kave Home mesa de jantar Argo | Kave Home | raw | furniture
Maisons du Monde buffet bois | Maisons du Monde | raw | furniture
Flos Arco candeeiro de pé | Flos | raw | furniture
Artemide Tolomeo lampada | Artemide | raw | furniture
Louis Poulsen PH5 pendant | Louis Poulsen | raw | furniture
Tempur colchão 90x190, como novo, com caixa | Tempur | raw | furniture
Emma colchão original 140 | Emma | raw | furniture
Rolf Benz Sofa Leder, Versand möglich | Rolf Benz | raw | furniture
Thonet S 32 Freischwinger | Thonet | raw | furniture
USM Haller Sideboard, guter Zustand | USM | raw | furniture
Hülsta Kleiderschrank | Hülsta | raw | furniture
Fermob chaise Bistro, bon état | Fermob | raw | furniture
Kettler mesa jardim alumínio | Kettler | raw | furniture
Flexa cama alta de criança | Flexa | raw | furniture
Normann Copenhagen Form chair | Normann Copenhagen | raw | furniture
Ikea Hemnes comoda 8 cajones | IKEA | product-line | furniture | Hemnes
Kartel Componibili 3 | Kartell | misspelling | furniture
Vitra Panton chair, posted tracked | Vitra | raw | furniture
LEGO Technic Porsche 911 42096 | LEGO | raw | toys-baby
Lego Duplo comboio números | LEGO | product-line | toys-baby | Duplo
Playmobil casa de campo 5120 | Playmobil | raw | toys-baby
Schleich cavalos lote 10 | Schleich | raw | toys-baby
Ravensburger puzzle 1000 peças, vendo por mudança | Ravensburger | raw | toys-baby
Haba Kugelbahn Holz, Abholung in Köln | Haba | raw | toys-baby
Hape cozinha de madeira, em Braga | Hape | raw | toys-baby
Janod cuisine en bois, remise en main propre | Janod | raw | toys-baby
Djeco jeu de cartes Batawaf, à Lyon | Djeco | raw | toys-baby
Vtech Kidizoom câmara, usado, bom estado | VTech | raw | toys-baby
Fisher Price ginásio bebé, pouco uso | Fisher-Price | spacing | toys-baby | Mattel
Barbie Dreamhouse 2023, envio por ctt | Mattel | product-line | toys-baby | Barbie
Hot Wheels pista looping, recogida en Sevilla | Hot Wheels | raw | toys-baby | Mattel
Chicco Next2Me berço, entrego em Lisboa | Chicco | raw | toys-baby
Bugaboo Bee 6 cadeira passeio | Bugaboo | raw | toys-baby
Cybex Cloud Z i-Size ovo | Cybex | raw | toys-baby
Maxi Cosi Pebble 360, très peu servi | Maxi-Cosi | spacing | toys-baby
Bébé Confort Axiss cadeira auto | Bébé Confort | raw | toys-baby
Stokke Tripp Trapp carvalho | Stokke | raw | toys-baby
Joie i-Spin 360, good condition | Joie | raw | toys-baby
Britax Römer Dualfix i-Size | Britax Römer | raw | toys-baby
Philips Avent biberões anti-cólica x4 | Philips | product-line | toys-baby | Avent
MAM chupetas 6+ pack 2 | MAM | raw | toys-baby
NUK First Choice biberão | NUK | raw | toys-baby
Toniebox Starter Set | Tonies | product-line | toys-baby | Toniebox
Sophie la girafe mordedor, como novo, com caixa | Vulli | product-line | toys-baby | Sophie la girafe
Smoby cozinha Tefal Studio | Smoby | raw | toys-baby
Clementoni Sapientino, ritiro a Milano | Clementoni | raw | toys-baby
Brio comboio de madeira 30 peças | Brio | raw | toys-baby
Bruder Traktor Fendt | Bruder | raw | toys-baby
Siku Feuerwehr Set | Siku | raw | toys-baby
Corolle poupée Ma Corolle 36cm | Corolle | raw | toys-baby
Nenuco bebé chorón | Nenuco | raw | toys-baby
Baby Born Puppe mit Zubehör | Baby Born | raw | toys-baby
Sylvanian Families casa de campo, wenig benutzt | Sylvanian Families | raw | toys-baby
Jané Muum cochecito | Jané | raw | toys-baby
Peg Perego Book trio | Peg Perego | raw | toys-baby
Inglesina Trilogy passeggino | Inglesina | raw | toys-baby
BabyBjörn espreguiçadeira Bliss, vendo por mudança | BabyBjörn | raw | toys-baby
Ergobaby Omni 360 porte-bébé | Ergobaby | raw | toys-baby
Ravensburguer puzle 500 | Ravensburger | misspelling | toys-baby
Playmobill barco pirata, em Braga | Playmobil | misspelling | toys-baby
Lego Star Wars Millennium Falcon 75257, usado, bom estado | LEGO | raw | toys-baby
Nerf Elite 2.0 Commander, como nuevo | Nerf | raw | toys-baby | Hasbro
Monopoly edição Portugal, pouco uso | Hasbro | product-line | toys-baby | Monopoly
Bugaboo Fox com ovo Maxi-Cosi, envio por ctt | Bugaboo | component | toys-baby
livros Porto Editora dicionário inglês | Porto Editora | raw | books-media
Leya coleção Astérix 10 volumes | Leya | raw | books-media
Bertrand Editora romance capa dura | Bertrand | raw | books-media
Editorial Presença Harry Potter, envoi possible | Presença | raw | books-media
Anagrama Panorama de narrativas lote | Anagrama | raw | books-media
Editorial Planeta novela 2020 | Planeta | raw | books-media
Alfaguara Cien años de soledad | Alfaguara | raw | books-media | Penguin Random House
Salamandra saga completa | Salamandra | raw | books-media
Gallimard collection Folio lot 20 | Gallimard | raw | books-media
Folio poche Camus L'Étranger | Folio | sub-alone | books-media | Gallimard
Le Livre de Poche lot polars | Le Livre de Poche | raw | books-media
Casterman Tintin Objectif Lune | Casterman | raw | books-media
Dargaud Blake et Mortimer, collection only | Dargaud | raw | books-media
Glénat manga Dragon Ball, poco usato | Glénat | raw | books-media
Dupuis Spirou intégrale | Dupuis | raw | books-media
Larousse dictionnaire illustré | Larousse | raw | books-media
Assimil Le nouvel allemand | Assimil | raw | books-media
Mondadori Oscar classici | Mondadori | raw | books-media
Einaudi Tascabili lotto, spedizione inclusa | Einaudi | raw | books-media
Adelphi Calasso libri | Adelphi | raw | books-media
Feltrinelli UE romanzi | Feltrinelli | raw | books-media
Suhrkamp Taschenbuch Hesse, Versand möglich | Suhrkamp | raw | books-media
Carlsen Comics One Piece | Carlsen | raw | books-media
Reclam Hefte Schiller | Reclam | raw | books-media
Diogenes Verlag Dürrenmatt | Diogenes | raw | books-media
Taschen livro de arte Dalí | Taschen | raw | books-media
Lonely Planet guia Japão | Lonely Planet | raw | books-media
Penguin Classics Dickens box | Penguin | raw | books-media | Penguin Random House
Usborne livros de autocolantes | Usborne | raw | books-media
Ladybird books vintage lot | Ladybird | raw | books-media
Panini cromos Liga 2024 | Panini | raw | books-media
Marvel Omnibus Spider-Man, guter Zustand | Marvel | raw | books-media
Deutsche Grammophon vinil Karajan | Deutsche Grammophon | raw | books-media
Blue Note vinyl reissue | Blue Note | raw | books-media
Criterion Collection blu-ray, entrego em Lisboa | Criterion | raw | books-media
Galimard Pléiade Proust | Gallimard | misspelling | books-media
Porto Editôra manuais escolares | Porto Editora | misspelling | books-media
tenda Quechua 2 Seconds 3 pessoas, como novo, com caixa | Quechua | sub-alone | sports-outdoor | Decathlon
Kalenji sapatilhas corrida 42 | Kalenji | sub-alone | sports-outdoor | Decathlon
Decathlon Domyos banco musculação | Domyos | maker+sub | sports-outdoor | Decathlon
Kipsta bola futebol tamanho 5, vendo por mudança | Kipsta | sub-alone | sports-outdoor | Decathlon
Forclaz mochila 50L trekking | Forclaz | sub-alone | sports-outdoor | Decathlon
Salomon QST 98 esquís 177 | Salomon | raw | sports-outdoor
Rossignol Experience 80 skis | Rossignol | raw | sports-outdoor
Atomic Redster botas esqui | Atomic | raw | sports-outdoor
Head Speed MP raqueta tenis | Head | raw | sports-outdoor
Wilson Pro Staff 97 v14 | Wilson | raw | sports-outdoor
Babolat Pure Aero raquette | Babolat | raw | sports-outdoor
Nox AT10 Genius pala | Nox | raw | sports-outdoor
Adidas Metalbone padel 3.3 | Adidas | raw | sports-outdoor
Mammut arnés escalada | Mammut | raw | sports-outdoor
Petzl Grigri 2 | Petzl | raw | sports-outdoor
Black Diamond frontal Spot 400 | Black Diamond | raw | sports-outdoor
The North Face tenda VE 25 | The North Face | raw | sports-outdoor
Jack Wolfskin Rucksack 30L | Jack Wolfskin | raw | sports-outdoor
Vaude Zelt Campo 2P | Vaude | raw | sports-outdoor
Deuter Aircontact 55+10 | Deuter | raw | sports-outdoor
Ortlieb alforjes Back-Roller | Ortlieb | raw | sports-outdoor
Fjallraven Kanken mochila, em Braga | Fjällräven | misspelling | sports-outdoor
Haglöfs veste gore-tex | Haglöfs | raw | sports-outdoor
Millet sac Prolighter 30 | Millet | raw | sports-outdoor
Lafuma chaise longue RSX, bon état | Lafuma | raw | sports-outdoor
Trangia fogareiro 25 | Trangia | raw | sports-outdoor
Campingaz Camping Kitchen 2 | Campingaz | raw | sports-outdoor
Coleman tenda familiar 6 | Coleman | raw | sports-outdoor
Mares fato de mergulho 5mm | Mares | raw | sports-outdoor
Cressi maschera e boccaglio | Cressi | raw | sports-outdoor
Scubapro regulador MK25 | Scubapro | raw | sports-outdoor
Technogym bicicleta estática | Technogym | raw | sports-outdoor
Joma equipación fútbol niño | Joma | raw | sports-outdoor
Uhlsport luvas guarda-redes | Uhlsport | raw | sports-outdoor
Molten bola basquetebol | Molten | raw | sports-outdoor
Salewa scarponi Mountain Trainer | Salewa | raw | sports-outdoor
La Sportiva pies de gato Solution | La Sportiva | raw | sports-outdoor
Ferrino tenda Lightent 2 | Ferrino | raw | sports-outdoor
Petzel capacete Boreo | Petzl | misspelling | sports-outdoor
Rossignol skis com fixações Look | Rossignol | component | sports-outdoor
berbequim Bosch GSB 18V Professional | Bosch | raw | tools-diy
Makita DHP482 aparafusadora, buen estado general | Makita | raw | tools-diy
DeWalt DCD796 berbequim | DeWalt | raw | tools-diy
Black+Decker lixadora | Black+Decker | raw | tools-diy
Milwaukee M18 Fuel impact | Milwaukee | raw | tools-diy
Ryobi One+ set 18V | Ryobi | raw | tools-diy
Einhell TE-CD 18 Li | Einhell | raw | tools-diy
Metabo SBE 650 perceuse | Metabo | raw | tools-diy
Hilti TE 6-A22 perforateur | Hilti | raw | tools-diy
Festool Domino DF 500, remise en main propre | Festool | raw | tools-diy
Fein Multimaster, boxed | Fein | raw | tools-diy
Kärcher K5 hidrolimpiadora | Kärcher | raw | tools-diy
Stihl MS 170 motosserra, ottime condizioni | Stihl | raw | tools-diy
Husqvarna Automower 305, Abholung in Köln | Husqvarna | raw | tools-diy
Gardena Schlauchwagen | Gardena | raw | tools-diy | Husqvarna
Parkside lixadora excêntrica | Parkside | raw | tools-diy | Lidl
Lidl Parkside Performance Akkuschrauber | Parkside | maker+sub | tools-diy | Lidl
Worx Landroid robot cortacésped | Worx | raw | tools-diy
Dremel 4000 kit | Dremel | raw | tools-diy | Bosch
Wera Kraftform set | Wera | raw | tools-diy
Knipex Cobra 250, usado, bom estado | Knipex | raw | tools-diy
Wiha Schraubendreher Satz | Wiha | raw | tools-diy
Hazet Drehmomentschlüssel | Hazet | raw | tools-diy
Gedore Werkzeugkoffer | Gedore | raw | tools-diy
Facom caisse à outils, à Lyon | Facom | raw | tools-diy
Bahco serrote, pouco uso | Bahco | raw | tools-diy
Würth Akku Bohrschrauber | Würth | raw | tools-diy
Lux Tools Rasenmäher | Lux Tools | raw | tools-diy | OBI
Dexter perceuse visseuse | Dexter | raw | tools-diy | Leroy Merlin
Bellota azada, envio por ctt | Bellota | raw | tools-diy
AL-KO Rasenmäher benzin | AL-KO | raw | tools-diy
Mac Allister débroussailleuse | Mac Allister | raw | tools-diy
Makitta rebarbadora 125, en Zaragoza | Makita | misspelling | tools-diy
De Walt serra circular, très peu servi | DeWalt | spacing | tools-diy
Stanley FatMax fita métrica, entrego em Lisboa | Stanley | product-line | tools-diy | FatMax
perfume Chanel Coco Mademoiselle 100ml, barely used | Chanel | raw | beauty-perfume
Dior J'adore eau de parfum 50ml | Dior | raw | beauty-perfume
Lancôme La Vie est Belle 75ml | Lancôme | raw | beauty-perfume | L'Oréal
Garnier Fructis champô pack 3 | Garnier | raw | beauty-perfume | L'Oréal
Maybelline Sky High rímel | Maybelline | raw | beauty-perfume | L'Oréal
Kérastase Elixir Ultime óleo | Kérastase | raw | beauty-perfume | L'Oréal
La Roche Posay Effaclar Duo, ritiro a Milano | La Roche-Posay | spacing | beauty-perfume | L'Oréal
Vichy Minéral 89 sérum, como novo, com caixa | Vichy | raw | beauty-perfume | L'Oréal
CeraVe creme hidratante 454g, vendo por mudança | CeraVe | raw | beauty-perfume | L'Oréal
MAC Ruby Woo batom, em Braga | MAC | raw | beauty-perfume | Estée Lauder
Clinique Moisture Surge 50ml | Clinique | raw | beauty-perfume | Estée Lauder
Nivea Creme lata 250ml | Nivea | raw | beauty-perfume | Beiersdorf
Eucerin Hyaluron-Filler Tagescreme | Eucerin | raw | beauty-perfume | Beiersdorf
Avène Cicalfate creme | Avène | raw | beauty-perfume | Pierre Fabre
Bioderma Sensibio H2O 500ml | Bioderma | raw | beauty-perfume
Caudalie Vinoperfect sérum, usado, bom estado | Caudalie | raw | beauty-perfume
Nuxe Huile Prodigieuse 100ml, wenig benutzt | Nuxe | raw | beauty-perfume
Clarins Double Serum, pouco uso | Clarins | raw | beauty-perfume
Guerlain Terracotta pó bronzeador | Guerlain | raw | beauty-perfume
Paco Rabanne 1 Million 100ml | Paco Rabanne | raw | beauty-perfume | Puig
Carolina Herrera Good Girl 80ml, poco uso | Carolina Herrera | raw | beauty-perfume | Puig
Jean Paul Gaultier Le Male, envoi possible | Jean Paul Gaultier | raw | beauty-perfume | Puig
Kiko Milano paleta sombras | Kiko Milano | raw | beauty-perfume
Rituals The Ritual of Sakura set, posted tracked | Rituals | raw | beauty-perfume
Weleda Skin Food 75ml | Weleda | raw | beauty-perfume
Isdin Fusion Water protector solar | Isdin | raw | beauty-perfume
Sesderma C-Vit sérum, envio por ctt | Sesderma | raw | beauty-perfume
Claus Porto sabonete Musgo Real | Claus Porto | raw | beauty-perfume
Ach Brito sabonetes caixa 3 | Ach Brito | raw | beauty-perfume
Benamôr creme de rosto Alantoíne | Benamôr | raw | beauty-perfume
Yves Rocher Comme une Évidence | Yves Rocher | raw | beauty-perfume
Essence lash princess mascara | Essence | raw | beauty-perfume
Catrice Highlighter Palette | Catrice | raw | beauty-perfume
Lancome Idôle 50 ml, good condition | Lancôme | misspelling | beauty-perfume
Guerlan Shalimar eau de parfum | Guerlain | misspelling | beauty-perfume
Carolina Herera 212 VIP | Carolina Herrera | misspelling | beauty-perfume
Real Techniques pinceis para Fenty | Real Techniques | accessory | beauty-perfume
guitarra Fender Stratocaster American Pro | Fender | raw | musical-instruments
Squier Classic Vibe Telecaster | Squier | sub-alone | musical-instruments | Fender
Fender Squier Bullet Strat HSS | Squier | maker+sub | musical-instruments | Fender
Epiphone Les Paul Standard 60s, poco usato | Epiphone | sub-alone | musical-instruments | Gibson
Gibson SG Standard 2019, Versand möglich | Gibson | raw | musical-instruments
Yamaha Pacifica 112V, entrego em Lisboa | Yamaha | raw | musical-instruments
Ibanez RG421, envío incluido | Ibanez | raw | musical-instruments
Cort AD810 acústica | Cort | raw | musical-instruments
PRS SE Custom 24, bon état | PRS | raw | musical-instruments
Gretsch G5420T Electromatic | Gretsch | raw | musical-instruments
Harley Benton ST-62 | Harley Benton | raw | musical-instruments | Thomann
Thomann Harley Benton baixo PJ-4 | Harley Benton | maker+sub | musical-instruments | Thomann
Marshall DSL40CR amplificador | Marshall | raw | musical-instruments
Vox AC15 C1 | Vox | raw | musical-instruments
Boss Katana 50 MKII, collection only | Boss | raw | musical-instruments | Roland
Roland FP-30X piano digital, spedizione inclusa | Roland | raw | musical-instruments
Korg Minilogue XD, guter Zustand | Korg | raw | musical-instruments
Nord Stage 3 88, como novo, com caixa | Nord | raw | musical-instruments
Arturia KeyLab 49 mk2 | Arturia | raw | musical-instruments
Behringer X32 mesa mistura | Behringer | raw | musical-instruments
Kawai ES110 digital piano | Kawai | raw | musical-instruments
Steinway piano de cauda modelo O | Steinway | raw | musical-instruments
Bechstein Klavier Classic 118 | Bechstein | raw | musical-instruments
Pearl Export bateria acústica, vendo por mudança | Pearl | raw | musical-instruments
Tama Imperialstar bateria | Tama | raw | musical-instruments
Sonor AQ2 Schlagzeug, Abholung in Köln | Sonor | raw | musical-instruments
Zildjian A Custom prato ride 20 | Zildjian | raw | musical-instruments
Meinl cajón Headliner | Meinl | raw | musical-instruments
Paiste 2002 crash 18, recogida en Sevilla | Paiste | raw | musical-instruments
Hohner Marine Band harmónica, em Braga | Hohner | raw | musical-instruments
Buffet Crampon clarinete E11, remise en main propre | Buffet Crampon | raw | musical-instruments
Selmer saxofone alto Mark VI | Selmer | raw | musical-instruments
Alhambra 4P guitarra clásica, usado, bom estado | Alhambra | raw | musical-instruments
Admira Juanita guitarra | Admira | raw | musical-instruments
Takamine GD30CE, boxed | Takamine | raw | musical-instruments
Höfner Violin Bass 500/1, ottime condizioni | Höfner | raw | musical-instruments
Ibanes GRX70 | Ibanez | misspelling | musical-instruments
Gibson Les Paul com captadores Seymour Duncan | Gibson | component | musical-instruments
pneus Michelin Pilot Sport 4 225/45 R17, pouco uso | Michelin | raw | vehicle-parts
Continental WinterContact TS 870 | Continental | raw | vehicle-parts
Pirelli P Zero 245/40 R18 | Pirelli | raw | vehicle-parts
Bridgestone Turanza T005, wenig benutzt | Bridgestone | raw | vehicle-parts
Goodyear Vector 4Seasons, envio por ctt | Goodyear | raw | vehicle-parts
Hankook Ventus Prime 4 | Hankook | raw | vehicle-parts
Nokian Hakkapeliitta R5 | Nokian | raw | vehicle-parts
Brembo discos e pastilhas Golf 7 | Brembo | raw | vehicle-parts
ATE Bremsscheiben vorne | ATE | raw | vehicle-parts
Textar plaquettes de frein | Textar | raw | vehicle-parts
Ferodo pastiglie freno | Ferodo | raw | vehicle-parts
Varta Blue Dynamic bateria 74Ah | Varta | raw | vehicle-parts
Exide Premium batería 60Ah | Exide | raw | vehicle-parts
Castrol Edge 5W30 5L, como nuevo | Castrol | raw | vehicle-parts
Mobil 1 ESP 5W-30 | Mobil 1 | raw | vehicle-parts
Motul 7100 4T 10W40, à Lyon | Motul | raw | vehicle-parts
Liqui Moly Top Tec 4200, barely used | Liqui Moly | raw | vehicle-parts
Mann Filter filtro de óleo | Mann-Filter | spacing | vehicle-parts
Mahle Luftfilter | Mahle | raw | vehicle-parts
Bilstein B6 amortecedores, entrego em Lisboa | Bilstein | raw | vehicle-parts
KYB amortiguadores Excel-G | KYB | raw | vehicle-parts
Sachs Kupplungssatz | Sachs | raw | vehicle-parts
Akrapovic escape Yamaha MT-07, como novo, com caixa | Akrapovič | misspelling | vehicle-parts
Valeo kit embraiagem, vendo por mudança | Valeo | raw | vehicle-parts
Hella faróis de nevoeiro | Hella | raw | vehicle-parts
Osram Night Breaker H7, ritiro a Milano | Osram | raw | vehicle-parts
Thule WingBar Evo barras tejadilho | Thule | raw | vehicle-parts
Shad top case SH48 | Shad | raw | vehicle-parts
Givi Monokey bauletto | Givi | raw | vehicle-parts
AGV K6 capacete, em Braga | AGV | raw | vehicle-parts
Shoei NXR2 capacete | Shoei | raw | vehicle-parts
Schuberth C5 Klapphelm | Schuberth | raw | vehicle-parts
Nolan N87 casco, buen estado general | Nolan | raw | vehicle-parts
Alpinestars luvas SP-8 | Alpinestars | raw | vehicle-parts
Dainese casaco Racing 4 | Dainese | raw | vehicle-parts
Recaro bancos Sportster CS | Recaro | raw | vehicle-parts
Sparco volante R383 | Sparco | raw | vehicle-parts
OZ Racing jantes Ultraleggera 17 | OZ Racing | raw | vehicle-parts
BBS jantes RS 16 | BBS | raw | vehicle-parts
Michellin Primacy 4 205/55 R16 | Michelin | misspelling | vehicle-parts
Continnental EcoContact 6 | Continental | misspelling | vehicle-parts
Bosch escovas limpa para-brisas Aerotwin | Bosch | raw | vehicle-parts
Thule Proride 598 com adaptador Thule | Thule | raw | vehicle-parts
Brembo pinças pintadas em Audi A3 | Brembo | raw | vehicle-parts
`;

const adversarial = `
capa silicone para iphone 14 roxa | - | for-x | phones
carregador compatível samsung 25W tipo c | - | for-x | phones
película vidro temperado para redmi note 13 | - | for-x | phones
funda para Galaxy S23 Ultra con tarjetero | - | for-x | phones
coque pour Pixel 7a transparente antichoc | - | for-x | phones
bateria de substituição para iphone 8, usado, bom estado | - | for-x | phones
telemovel chines sem marca dual sim 4g | - | no-brand | phones
smartphone genérico android 13 barato | - | no-brand | phones
telefono tipo iphone con notch barato | - | style-of | phones
móvil estilo Samsung plegable sin marca | - | style-of | phones
Samsumg Galaxi S23 copia asiatica | - | near-brand | phones
aiPhone 15 pro max clone 128gb | - | near-brand | phones
nothing special phone 32gb unbranded, works | - | generic-word | phones
orange coloured flip phone, no make on it | - | generic-word | phones
capa para ipad 10 com suporte lápis | - | for-x | tablets
teclado bluetooth compatible con Galaxy Tab S9 | - | for-x | tablets
housse pour Kindle Paperwhite 2021, bon état | - | for-x | tablets
pointe de rechange compatible Wacom x10 | - | for-x | tablets
tablet infantil sem marca 7 polegadas, pouco uso | - | no-brand | tablets
tablette générique 10 pouces android | - | no-brand | tablets
tablet stile ipad economico | - | style-of | tablets
lettore ebook tipo kindle senza marca | - | style-of | tablets
aiPad mini 6 replica | - | near-brand | tablets
tablet surface dura para cortar, 30x40 | - | generic-word | tablets
fire safe tablet box for documents | - | generic-word | tablets
carregador para portatil lenovo 65W, envio por ctt | - | for-x | laptops
bateria compatível HP Pavilion 15, entrego em Lisboa | - | for-x | laptops
funda para MacBook Air 13 de neopreno | - | for-x | laptops
sacoche pour ordinateur compatible Dell 15 | - | for-x | laptops
teclado de substituição para Asus Vivobook | - | for-x | laptops
Netzteil passend für ThinkPad 20V | - | for-x | laptops
portatil sem marca 14 polegadas windows 11 | - | no-brand | laptops
notebook generico 15 pollici usato | - | no-brand | laptops
portatil tipo macbook aluminio barato | - | style-of | laptops
laptop estilo gaming con luces rgb, sin marca | - | style-of | laptops
MacBok Pro copia china | - | near-brand | laptops
Leonovo laptop fake | - | near-brand | laptops
dell de madeira antigo para brincar | - | generic-word | laptops
a blade for paper trimmer, laptop desk | - | generic-word | laptops
comando para ps5 compatível sem fio | - | for-x | consoles
base de carga para mandos Xbox Series, como novo, com caixa | - | for-x | consoles
coque de protection pour Switch OLED | - | for-x | consoles
jogos compatíveis com Game Boy Advance reprodução | - | for-x | consoles
carcasa de recambio para Nintendo DS Lite | - | for-x | consoles
consola retro sem marca 10000 jogos | - | no-brand | consoles
console portable générique rétro | - | no-brand | consoles
consola tipo Game Boy de imitacion | - | style-of | consoles
joystick estilo arcade sem marca | - | style-of | consoles
PolyStation 3 consola china | - | near-brand | consoles
Nintendu Swich clone | - | near-brand | consoles
steam cleaner for wooden decking, as new | - | generic-word | consoles
switch de rede 8 portas gigabit | - | generic-word | consoles
suporte de parede para bicicleta Btwin, vendo por mudança | - | for-x | bikes
cadeado compatível com quadro Orbea | - | for-x | bikes
pastilhas de travão para Shimano MT200 | - | for-x | bikes
patilla de cambio para Canyon Grail | - | for-x | bikes
porte bagage compatible Brompton | - | for-x | bikes
bicicleta de montanha sem marca 26 | - | no-brand | bikes
vélo de ville artisanal sans marque | - | no-brand | bikes
bici fatta a mano telaio in acciaio | - | no-brand | bikes
bicicleta estilo Brompton dobrável barata | - | style-of | bikes
bici tipo holandesa sin marca | - | style-of | bikes
Specialiced copia de carbono asiática | - | near-brand | bikes
cube de rangement en plastique 30cm | - | generic-word | bikes
giant teddy bear bike basket | - | generic-word | bikes
rose gold bike bell, good condition | - | generic-word | bikes
casaco estilo Barbour encerado sem marca | - | style-of | clothing
vestido tipo Zara floral, sin etiqueta | - | style-of | clothing
veste façon Chanel tweed, remise en main propre | - | style-of | clothing
camisola feita à mão em lã | - | no-brand | clothing
sweat sans marque oversize | - | no-brand | clothing
maglia fatta a mano lana | - | no-brand | clothing
polo Lacostte cocodrilo falso | - | near-brand | clothing
Moncleer doudoune copie | - | near-brand | clothing
mango maduro caixa 4kg | - | generic-word | clothing
guess the size shirt, unbranded | - | generic-word | clothing
only one wool scarf left, no label | - | generic-word | clothing
cabides para casacos Zara x20 | - | for-x | clothing
botões de substituição para blazer Hugo Boss | - | for-x | clothing
atacadores para Air Force 1 brancos | - | for-x | footwear
palmilhas compatíveis Birkenstock, em Braga | - | for-x | footwear
crampons pour chaussures Salomon | - | for-x | footwear
Schuhspanner für Lowa Wanderschuhe | - | for-x | footwear
sapatos feitos à mão sem marca 41 | - | no-brand | footwear
baskets sans marque blanches 39 | - | no-brand | footwear
zapatillas tipo Converse de lona | - | style-of | footwear
sandálias estilo Birkenstock cortiça, usado, bom estado | - | style-of | footwear
sneakers inspired by Yeezy foam | - | style-of | footwear
Nikke Air Jordan réplica | - | near-brand | footwear
Adibas sapatilhas brancas | - | near-brand | footwear
vans de mudanças aluguer | - | generic-word | footwear
on the road boots, plain brown | - | generic-word | footwear
puma peluche gigante | - | generic-word | footwear
cápsulas compatíveis Nespresso 100 un, pouco uso | - | for-x | small-appliances
filtros de água para Jura | - | for-x | small-appliances
saco aspirador compatible Rowenta | - | for-x | small-appliances
pièces détachées pour Thermomix TM31 | - | for-x | small-appliances
Ersatzbürste passend für Roomba | - | for-x | small-appliances
lâminas de substituição para Braun Series 5 | - | for-x | small-appliances
torradeira sem marca 2 fatias, envio por ctt | - | no-brand | small-appliances
robot de cocina genérico tipo Thermomix | - | style-of | small-appliances
cafetera estilo italiano sin marca | - | style-of | small-appliances
Dysan aspirador sem fios imitação | - | near-brand | small-appliances
Termomix copia barata | - | near-brand | small-appliances
princesa fatos de carnaval 4 anos | - | generic-word | small-appliances
ninja costume kids 8 | - | generic-word | small-appliances
borracha porta frigorífico para Bosch | - | for-x | large-appliances
filtre à eau compatible Samsung frigo | - | for-x | large-appliances
manguera para lavadora Balay | - | for-x | large-appliances
Dichtung passend für Miele Geschirrspüler | - | for-x | large-appliances
resistenza forno per Whirlpool | - | for-x | large-appliances
frigorífico pequeno sem marca para garagem | - | no-brand | large-appliances
lave-linge générique 7kg | - | no-brand | large-appliances
frigo stile Smeg anni 50 economico | - | style-of | large-appliances
nevera tipo americano sin marca | - | style-of | large-appliances
Boshc maquina lavar copia | - | near-brand | large-appliances
candy floss machine, party | - | generic-word | large-appliances
hoover bags generic x10 | - | for-x | large-appliances
caixa de doces (candy) variados | - | generic-word | large-appliances
tampa de objetiva para Canon 58mm, entrego em Lisboa | - | for-x | cameras
bateria compatível Sony NP-FZ100 | - | for-x | cameras
adaptador de objetivas para Fujifilm X | - | for-x | cameras
film pour Polaroid SX-70 compatible | - | for-x | cameras
caixa estanque para GoPro Hero 9, como novo, com caixa | - | for-x | cameras
máquina fotográfica antiga sem marca | - | no-brand | cameras
appareil photo jetable générique | - | no-brand | cameras
câmara tipo Leica estilo retro | - | style-of | cameras
drone stile DJI giocattolo | - | style-of | cameras
GoPr0 action cam clone 4k | - | near-brand | cameras
Cannon camera copy vintage | - | near-brand | cameras
olympus mons poster space | - | generic-word | cameras
canon rock partitura para piano | - | generic-word | cameras
almofadas de substituição para Bose QC35, vendo por mudança | - | for-x | audio
cabo compatível Sennheiser HD 650 | - | for-x | audio
suporte de parede para Sonos One, em Braga | - | for-x | audio
capsule de remplacement pour Technics | - | for-x | audio
custodia per AirPods Pro silicone | - | for-x | audio
coluna bluetooth sem marca 20W | - | no-brand | audio
auriculares genéricos in-ear | - | no-brand | audio
enceinte style Marshall vintage | - | style-of | audio
auscultadores tipo Beats baratos, usado, bom estado | - | style-of | audio
JBLL coluna imitação | - | near-brand | audio
AirPots Pro cópia, pouco uso | - | near-brand | audio
marshall law poster western | - | generic-word | audio
polar bear fleece jacket | - | generic-word | audio
bracelete de pele compatível Apple Watch | - | for-x | watches-jewellery
vidro safira para Omega Seamaster | - | for-x | watches-jewellery
Armband passend für Garmin Fenix 6 | - | for-x | watches-jewellery
pile de rechange pour Swatch | - | for-x | watches-jewellery
berloque compatível Pandora, prata 925 | - | for-x | watches-jewellery
relógio sem marca estilo militar | - | no-brand | watches-jewellery
colar feito à mão prata | - | no-brand | watches-jewellery
montre façon Cartier Tank dorée | - | style-of | watches-jewellery
reloj estilo Rolex Daytona | - | style-of | watches-jewellery
Rolexx Submariner falso | - | near-brand | watches-jewellery
Omegga relógio cópia | - | near-brand | watches-jewellery
lotus flower necklace silver | - | generic-word | watches-jewellery
fossil collection ammonite stone | - | generic-word | watches-jewellery
citizen science kit, microscope | - | generic-word | watches-jewellery
portas compatíveis IKEA Pax | - | for-x | furniture
capa para sofá Ektorp 3 lugares, envio por ctt | - | for-x | furniture
pieds de remplacement pour Kallax | - | for-x | furniture
cuscino per sedia Eames | - | for-x | furniture
Bezug passend für Tempur Kissen | - | for-x | furniture
mesa de madeira feita à mão | - | no-brand | furniture
armoire ancienne sans marque | - | no-brand | furniture
cadeira estilo Eames réplica barata, entrego em Lisboa | - | style-of | furniture
lampada tipo Arco anni 70 | - | style-of | furniture
sedia ghost stile Kartell | - | style-of | furniture
IKEAA estante copia | - | near-brand | furniture
hay bales for garden decor | - | generic-word | furniture
emma doll pram wooden | - | generic-word | furniture
billy goat plush toy, soft | - | generic-word | furniture
peças compatíveis LEGO 1000 unidades | - | for-x | toys-baby
capa de chuva para Bugaboo Fox, como novo, com caixa | - | for-x | toys-baby
bases compatíveis Playmobil | - | for-x | toys-baby
tetinas para biberões Avent | - | for-x | toys-baby
Adapter passend für Cybex Babyschale | - | for-x | toys-baby
housse de rechange pour Tripp Trapp | - | for-x | toys-baby
roupa para bonecas Baby Born 43cm | - | for-x | toys-baby
brinquedos de madeira feitos à mão, vendo por mudança | - | no-brand | toys-baby
peluche sans marque ours | - | no-brand | toys-baby
carrito de bebé genérico | - | no-brand | toys-baby
trona tipo Tripp Trapp sin marca | - | style-of | toys-baby
blocos estilo LEGO genéricos, em Braga | - | style-of | toys-baby
Legu peças de imitação | - | near-brand | toys-baby
Barbbie boneca falsa | - | near-brand | toys-baby
joie de vivre print, canvas | - | generic-word | toys-baby
mam & baby yoga class | - | generic-word | toys-baby
brio e coragem livro | - | generic-word | toys-baby
capas para livros escolares | - | no-brand | books-media
marcador de páginas para livros Porto Editora | - | for-x | books-media
étui pour liseuse compatible Folio | - | for-x | books-media
livro sem editora edição de autor | - | no-brand | books-media
libro autoeditado poesía | - | no-brand | books-media
caderno estilo Moleskine sem marca | - | style-of | books-media
cuaderno tipo Moleskine barato | - | style-of | books-media
Larrouse dicionario copia pirata | - | near-brand | books-media
penguin soft toy blue | - | generic-word | books-media
planeta terra globo escolar | - | generic-word | books-media
blue note sticky pads x6 | - | generic-word | books-media
criterion for selection, HR handbook | - | generic-word | books-media
marvel at this view poster, sunset | - | generic-word | books-media
cordas para raquete Babolat compatíveis | - | for-x | sports-outdoor
grip de substituição para Wilson | - | for-x | sports-outdoor
peles de foca para skis Rossignol | - | for-x | sports-outdoor
housse pour tente Quechua 2 Seconds | - | for-x | sports-outdoor
arceaux de remplacement pour tente Coleman | - | for-x | sports-outdoor
cartucho de gás compatível Campingaz | - | for-x | sports-outdoor
tenda de campismo sem marca 2 pessoas | - | no-brand | sports-outdoor
pesas caseras de cemento | - | no-brand | sports-outdoor
mochila tipo Kanken sin marca | - | style-of | sports-outdoor
giacca stile North Face economica | - | style-of | sports-outdoor
The Nort Face casaco falso | - | near-brand | sports-outdoor
head of sales job, sports | - | generic-word | sports-outdoor
atomic habits livro | - | generic-word | sports-outdoor
mares do sul postal antigo | - | generic-word | sports-outdoor
baterias compatíveis Makita 18V, usado, bom estado | - | for-x | tools-diy
brocas para Bosch SDS plus | - | for-x | tools-diy
lames compatibles Festool | - | for-x | tools-diy
Ersatzakku passend für Parkside X20V | - | for-x | tools-diy
fio de nylon para roçadora Stihl, rolo de 15 metros | - | for-x | tools-diy
carregador compatível DeWalt, envio por ctt | - | for-x | tools-diy
caixa de ferramentas sem marca, entrego em Lisboa | - | no-brand | tools-diy
perceuse générique 500W | - | no-brand | tools-diy
berbequim estilo Makita sem marca | - | style-of | tools-diy
taladro tipo DeWalt amarillo chino | - | style-of | tools-diy
Makita copia barata 21V | - | near-brand | tools-diy
Mikita aparafusadora falsa | - | near-brand | tools-diy
milwaukee travel guide | - | generic-word | tools-diy
dexter series box set dvd | - | generic-word | tools-diy
feines Küchensieb aus Edelstahl | - | generic-word | tools-diy
recargas compatíveis com perfume Chanel, como novo, com caixa | - | for-x | beauty-perfume
frasco vazio de Dior para recarga | - | for-x | beauty-perfume
escova de substituição para Foreo | - | for-x | beauty-perfume
recambio cabezal compatible Oral-B | - | for-x | beauty-perfume
capuchon pour rouge à lèvres Dior | - | for-x | beauty-perfume
sabonete artesanal de azeite, vendo por mudança | - | no-brand | beauty-perfume
creme caseiro de karité, em Braga | - | no-brand | beauty-perfume
perfume de equivalência tipo Sauvage 100ml | - | style-of | beauty-perfume
parfum inspiré de La Vie est Belle, à Lyon | - | style-of | beauty-perfume
profumo equivalente a Black Opium | - | style-of | beauty-perfume
Channel N5 perfume falsificado | - | near-brand | beauty-perfume
Diorr sauvage copia | - | near-brand | beauty-perfume
rituals of the tea ceremony book | - | generic-word | beauty-perfume
essence of lemon baking 50ml | - | generic-word | beauty-perfume
MAC address label printer | - | generic-word | beauty-perfume
dove grey cashmere scarf | - | generic-word | beauty-perfume
cordas para guitarra compatíveis Fender | - | for-x | musical-instruments
capa para guitarra tipo Les Paul, usado, bom estado | - | style-of | musical-instruments
pickguard de substituição para Stratocaster | - | for-x | musical-instruments
pedal de sustain compatible Yamaha | - | for-x | musical-instruments
Netzteil passend für Boss Pedale, guter Zustand | - | for-x | musical-instruments
guitarra feita à mão por luthier, sem marca | - | no-brand | musical-instruments
clavier générique 61 touches | - | no-brand | musical-instruments
guitarra estilo Telecaster sin marca | - | style-of | musical-instruments
chitarra tipo Stratocaster economica | - | style-of | musical-instruments
Gibsen Les Paul cópia chinesa | - | near-brand | musical-instruments
Fendder Strat falsa | - | near-brand | musical-instruments
pearl earrings freshwater, collection only | - | generic-word | musical-instruments
vox pop radio show tapes | - | generic-word | musical-instruments
nord pas de calais carte ancienne | - | generic-word | musical-instruments
boss mug for the office | - | generic-word | musical-instruments
tampões de válvula para jantes BMW | - | for-x | vehicle-parts
tapetes compatíveis Seat Leon 2018 | - | for-x | vehicle-parts
filtro de óleo para Renault Clio 1.5 dci | - | for-x | vehicle-parts
capa de volante para Volkswagen Golf | - | for-x | vehicle-parts
viseira de substituição para Shoei | - | for-x | vehicle-parts
barres de toit compatibles Peugeot 308 | - | for-x | vehicle-parts
Ersatzschlüssel passend für Audi A4 | - | for-x | vehicle-parts
jantes de ferro sem marca 15 | - | no-brand | vehicle-parts
casco de moto genérico talla M | - | no-brand | vehicle-parts
pneus recauchutados sem marca, pouco uso | - | no-brand | vehicle-parts
jantes estilo BBS réplica 17 | - | style-of | vehicle-parts
volante tipo Sparco sin marca | - | style-of | vehicle-parts
escape estilo Akrapovic genérico, envio por ctt | - | style-of | vehicle-parts
Brenbo pinças réplica | - | near-brand | vehicle-parts
Michelan pneus de imitação | - | near-brand | vehicle-parts
shell suit 90s retro | - | generic-word | vehicle-parts
total eclipse poster, 2026 | - | generic-word | vehicle-parts
continental breakfast tray, boxed | - | generic-word | vehicle-parts
valve cap set, generic chrome | - | no-brand | vehicle-parts
suporte de carro para telemóvel compatível iPhone MagSafe | - | for-x | phones
cabo usb-c para Samsung 2 metros | - | for-x | phones
smartwatch strap for Galaxy Watch 5, 20mm | - | for-x | phones
telemóvel recondicionado de marca branca | - | no-brand | phones
apple crumble recipe book, barely used | - | generic-word | phones
honor among thieves dvd | - | generic-word | phones
protector de pantalla para iPad Air 11 | - | for-x | tablets
stylet compatible iPad génération 9 | - | for-x | tablets
Ladekabel passend für Tolino Shine | - | for-x | tablets
tablet de chocolate negro 70% | - | generic-word | tablets
kindle wood for the fireplace, dry oak | - | generic-word | tablets
tableta de desenho sem marca para criança | - | no-brand | tablets
iPad copia android 10 pulgadas | - | near-brand | tablets
suporte para portátil de alumínio compatível MacBook | - | for-x | laptops
dock USB-C compatible Dell XPS | - | for-x | laptops
Displayfolie passend für Surface Laptop 5 | - | for-x | laptops
portátil de marca branca recondicionado | - | no-brand | laptops
razer blades for shaving, pack 10 | - | generic-word | laptops
predator prey nature documentary | - | generic-word | laptops
volante compatível PS4 e PC sem marca | - | no-brand | consoles
cartões de memória para PS2 8MB genéricos | - | for-x | consoles
Ladestation passend für Joy-Con | - | for-x | consoles
jogos para Mega Drive cartuchos repro | - | for-x | consoles
mando estilo Xbox sin marca para PC | - | style-of | consoles
sega circolare da banco 1800W | - | generic-word | consoles
campainha compatível com guiador Brompton | - | for-x | bikes
câmara de ar para Rockrider 27,5 | - | for-x | bikes
selim de substituição para Gazelle | - | for-x | bikes
Akku passend für Cube Hybrid 500 | - | for-x | bikes
bicicleta estilo fixie sem marca | - | style-of | bikes
canyon walk photo book | - | generic-word | bikes
gazelle figurine, wooden africa | - | generic-word | bikes
saco de tecido Zara reutilizável, sem roupa | - | no-brand | clothing
etiquetas bordadas para roupa de criança | - | no-brand | clothing
gola de pelo para casaco Massimo Dutti | - | for-x | clothing
chemise style Ralph Lauren sans logo | - | style-of | clothing
salsa fresca em vaso | - | generic-word | clothing
next stop sign vintage | - | generic-word | clothing
Rralph Loren polo copia | - | near-brand | clothing
solas de substituição para Dr. Martens | - | for-x | footwear
spray impermeabilizante para UGG camurça | - | for-x | footwear
crocodile leather belt, plain | - | generic-word | footwear
camper van curtains, handmade | - | generic-word | footwear
sapatilhas estilo New Balance sem marca | - | style-of | footwear
Birkenstok falsas de cortiça | - | near-brand | footwear
jarro de vidro compatível Moulinex Blendforce | - | for-x | small-appliances
filtres permanents pour cafetière Melitta | - | for-x | small-appliances
recambio mopa para Cecotec Conga | - | for-x | small-appliances
taurus zodiac bracelet, silver | - | generic-word | small-appliances
princess tiara for a party, plastic | - | generic-word | small-appliances
jura livro de direito civil | - | generic-word | small-appliances
cesto de roupa para Miele lavar | - | for-x | large-appliances
grelhas de forno compatíveis Teka | - | for-x | large-appliances
kit de pés para frigorífico Liebherr | - | for-x | large-appliances
frigorífico estilo retro sem marca | - | style-of | large-appliances
candy cane decorations for christmas | - | generic-word | large-appliances
correia para Canon AE-1 em pele | - | for-x | cameras
parasol compatible objectif Sigma | - | for-x | cameras
hélices para DJI Mini 2 | - | for-x | cameras
sigma male slogan t-shirt | - | generic-word | cameras
leica-style rangefinder toy camera | - | style-of | cameras
gira-discos sem marca com colunas | - | no-brand | audio
agulha compatível Audio-Technica AT95 | - | for-x | audio
Ohrpolster passend für Beyerdynamic DT 990 | - | for-x | audio
focal point yoga mat | - | generic-word | audio
bose-einstein statistics physics textbook | - | generic-word | audio
caixa de relógios para Rolex e outros | - | for-x | watches-jewellery
carregador compatível Garmin Forerunner | - | for-x | watches-jewellery
anel de prata artesanal sem marca | - | no-brand | watches-jewellery
tudor house history book | - | generic-word | watches-jewellery
gavetas de substituição para Malm | - | for-x | furniture
puxadores compatíveis com IKEA Metod | - | for-x | furniture
candeeiro estilo Louis Poulsen sem marca | - | style-of | furniture
cadeira estilo Thonet de bistrô sem marca | - | style-of | furniture
habitat loss wildlife poster | - | generic-word | furniture
pilhas recarregáveis AA para brinquedos | - | no-brand | toys-baby
figuras compatíveis Toniebox criativas | - | for-x | toys-baby
ovo de bebé estilo Maxi-Cosi genérico | - | style-of | toys-baby
bruder brothers film dvd | - | generic-word | toys-baby
capa para Kindle com motivos de livros | - | for-x | books-media
coleção de livros sem editora, fotocopiados | - | no-brand | books-media
bolas compatíveis com raquete Head de padel | - | for-x | sports-outdoor
punhos para bastões Black Diamond | - | for-x | sports-outdoor
mochila estilo Fjällräven sem marca | - | style-of | sports-outdoor
discos de corte para Hilti 125mm | - | for-x | tools-diy
sacos de aspirador para Kärcher WD3 | - | for-x | tools-diy
parkside apartments brochure | - | generic-word | tools-diy
caneta de recarga para Chanel Les Beiges | - | for-x | beauty-perfume
perfume tipo Good Girl de imitação | - | style-of | beauty-perfume
palhetas compatíveis Selmer alto | - | for-x | musical-instruments
baquetas sem marca 5A | - | no-brand | musical-instruments
sapatas de travão para Vespa PX | - | for-x | vehicle-parts
câmaras de ar compatíveis com pneus Michelin 700x25 | - | for-x | vehicle-parts
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-thirty-fifth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
