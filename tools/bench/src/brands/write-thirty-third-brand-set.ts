import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-thirty-third.json: a thirty-third brand set for issue 19, written by hand on 2026-11-30
 * by a writer who changes no rule (stop 53, task 53w), as the session's final unseen measure (its held-out part). Its
 * writer read neither the brand table nor the matching code — only the thirty-second brand writer's first 76 lines
 * (imports and header) and its last 8 lines, the line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and
 * the contract's BrandCategory enum. No earlier record was printed; the makers were chosen from the writer's own knowledge.
 * 826 strings over all 20 BrandCategory ids (37 to 47 each; the fewest in tablets and consoles, the most in toys and
 * baby, clothing and instruments), as sellers write brands: raw with product words, models, sizes, colours, counts,
 * condition, box, shipping and price words; misspellings of one or two letters; glued and spaced names; maker + sub-brand,
 * the sub-brand alone and product lines alone; accessories of one maker made for another, and a main product with another
 * maker's component or accessory. By language (the writer's tally of each string's words): about 670 Portuguese or
 * language-neutral (a maker and a model only), 53 French, 44 Spanish, 27 German, 18 English, 10 Italian — every language in
 * several categories. Makers of every size across all categories, most of them European (phone makers of every size with
 * senior, rugged and repairable ones and the Asian ones with their sub-brands, e-reader, note-tablet and pen-tablet makers,
 * laptop makers with their gaming sub-brands and small national and Linux builders, console makers with their gaming
 * brands, retro-handheld, wheel, controller and headset makers, national and regional bike makers, e-cargo and city-bike
 * makers and a sports chain's house brands, fast-fashion groups' labels and national labels of several countries, shoe
 * and boot makers from south to north, kitchen, coffee, cleaning and food-processor makers with their groups, built-in and
 * free-standing appliance makers of every country with their groups' brands, camera, lens, instant-camera, action-camera,
 * drone, tripod and bag makers, hi-fi, turntable, speaker, amplifier and headphone makers, watch houses of every price with
 * their groups and sub-brands, sports-watch makers and jewellery labels, design-furniture, lighting, mattress,
 * children's-furniture and garden-furniture houses and a flat-pack seller's lines, pram, car-seat, bottle, wooden-toy,
 * soft-toy, puzzle, figure and doll makers with their groups, publishers of each language with their imprints, comic
 * publishers, a film and a record label, ski, racket, padel, football, climbing, camping, diving and fitness makers with a
 * sports chain's house brands, power-tool, hand-tool and garden-tool makers with a discounter's and a DIY chain's house
 * brands, perfume and fashion houses' fragrances, pharmacy cosmetics with their groups, make-up chains and old soap makers,
 * guitar makers with their budget brands and a music shop's house brand, keyboard, synth, drum, cymbal, wind and
 * amplifier makers, tyre, brake, battery, oil, filter, suspension, exhaust, lighting, roof-rack, wheel, seat, helmet,
 * riding-gear and luggage makers).
 * Traps (expected no brand, `-`): "for X", "compatible with X" and "replacement for X" accessories, spares, refills and
 * consumables naming another maker's product, in each language; no-brand, home-made, hand-made and white-label goods;
 * "style of", "type", "façon" and "inspired by" copies; knock-off spellings with a copy word; and everyday words of the
 * string's language (or of English) that are a brand name elsewhere (fruit, animals, a colour, a plant, a shape).
 * Naming policy as the thirty-second: the brand as its owner sells it, with its parent only where the writer is sure of
 * the owner; a product line is the maker with the line; a maker + sub-brand and a sub-brand alone expect the sub-brand
 * with the maker as parent; an accessory names its own maker as the brand; a component string names the main maker.
 * Kinds: raw 412, misspelling 38, sub-alone 20, product-line 18, spacing 18, accessory 15, component 13, maker+sub 12,
 * adversarial traps 280 (for-x 100, no-brand 60, style-of 40, near-brand 40, generic-word 40); 68 strings carry an
 * expected parent, 18 a line. Adversarial (traps + accessory, component, maker+sub) 320 (39 %).
 * Borderline decisions, stated: a misspelling of a real maker with no copy cue is a positive, a knock-off spelling with a
 * copy word in any language a near-brand trap; a string naming a maker only inside a "style"/"type"/"façon"/"inspired by"
 * phrase is a trap, and so is a spare, cover, refill, strap, battery or consumable made for another maker's product even
 * where the string says "generic" or "compatible" rather than "for"; a word that is a brand elsewhere used in its plain
 * meaning (in the string's language) is a generic-word trap; home-console families and gaming-laptop brands named alone or
 * after their maker are the sub-brand with the maker as parent, while a handheld, a reader, a tablet, a phone, a camera,
 * a speaker, a food processor or a flat-pack family named alone is the maker with that line; a sports chain's house
 * brands, a discounter's tool brand, a music shop's guitar brand, a guitar maker's budget brand, an instant-camera brand
 * and a sports-watch line are the sub-brand with the owner as parent; appliance, cosmetics, watch and e-reader brands of a
 * group carry the group as parent only where the writer is sure of the owner; a brand renamed in recent years is written
 * as the string names it; a string naming a main product and another maker's accessory or component names the main
 * product's maker; a maker whose name is also a common word or a city is a positive where the string sells that maker's
 * product.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * greedy balance in file order over category, kind, trap and adversarial flag (`balancedSplit`, below). Parts: tune 413
 * (160 adversarial), held-out 413 (160 adversarial); every category in both.
 * Lines: positives `raw | expected | kind | category | parent or line`, adversarial `raw | expected | trap | category`
 * (`brandSetCases`).
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/brands/*.json` (30 files) and compared
 * this set's strings, case- and accent-folded, exactly with every string those files hold (printing only this set's
 * strings): 315 of 826 collided (mostly plain maker + model or maker + product-word strings, and short "for", "compatible",
 * no-brand and copy traps); each was rewritten with the seller's own words in the string's language (a condition, a box,
 * a count, shipping or price talk), a second check found 2, rewritten in other words, and 0 collide in the frozen set (no
 * string repeats within it).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-thirty-third-brand-set.ts`.
 * First run (2026-11-30, table and matcher as on dca18098, nothing changed, a scratch script calling `brandFamilyQuality`
 * on this file only and printing only the summaries, `nice -n 10 timeout 600 node --conditions=@circular/source
 * tools/bench/src/zz-53w-run.ts brands`): with each string's category, tune accuracy 0.978 (404 of 413; 2 wrong merges,
 * 0 on the adversarial subset), held-out accuracy 0.981 (405 of 413; 4 wrong merges, 1 on the adversarial subset); with
 * no category, tune 0.959 (396 of 413; 2 wrong merges, 0 adversarial), held-out 0.966 (399 of 413; 3 wrong merges, 0
 * adversarial).
 */

const positives = `
telemovel Samsung Galaxy S23 256gb preto | Samsung | raw | phones
Xiaomi 13T Pro desbloqueado, caixa | Xiaomi | raw | phones
Redmi Note 13 Pro 5G como novo | Redmi | sub-alone | phones | Xiaomi
POCO F5 256 go noir avec coque | POCO | sub-alone | phones | Xiaomi
Xiaomi Redmi 12C azul 64gb | Redmi | maker+sub | phones | Xiaomi
Fairphone 4 verde 128 con cargador | Fairphone | raw | phones
telefono Doro 6820 para mayores | Doro | raw | phones
Emporia Smart 5 Seniorenhandy schwarz | Emporia | raw | phones
Crosscall Core-X5 robuste chantier | Crosscall | raw | phones
Nokia G42 roxo 128 | Nokia | raw | phones
OnePlus Nord CE 3 Lite grigio | OnePlus | raw | phones
Oppo Find X5 Lite bianco | OPPO | raw | phones
realme 11 pro plus verde | realme | raw | phones
Honor Magic5 Lite 5G | Honor | raw | phones
Pixel 7a 128gb azul claro | Google | product-line | phones | Pixel
Sony Xperia 10 V lavanda - usado 1 ano | Sony | raw | phones
samsumg galaxy a34 5g | Samsung | misspelling | phones
motorolla edge 40 neo | Motorola | misspelling | phones
one plus 11 5G 256 verde | OnePlus | spacing | phones
capa Spigen para iPhone 15, pouco uso | Spigen | accessory | phones
iPhone 13 com capa OtterBox incluida | Apple | component | phones
Gigaset GS5 senior, usado 1 ano | Gigaset | raw | phones
Wiko Y62 telemovel barato | Wiko | raw | phones
TCL 40 SE desbloqueado | TCL | raw | phones
iPad 9a geração 64gb wifi, usado 1 ano | Apple | raw | tablets
Samsung Galaxy Tab S9 FE com caneta | Samsung | raw | tablets
Lenovo Tab P11 2nd gen | Lenovo | raw | tablets
Kindle Paperwhite 11 geração, usado 1 ano | Amazon | product-line | tablets | Kindle
Kobo Clara 2E liseuse, envoi possible | Kobo | raw | tablets | Rakuten
tolino vision 6 eReader - lote de 2 | tolino | raw | tablets
reMarkable 2 con Marker Plus | reMarkable | raw | tablets
PocketBook Era 16gb | PocketBook | raw | tablets
Wacom Intuos S tableta grafica | Wacom | raw | tablets
XP-Pen Deco 01 V2 - envio ctt incluído | XP-Pen | raw | tablets
Huion Kamvas 13 - envio ctt incluído | Huion | raw | tablets
Xiaomi Pad 6 256 | Xiaomi | raw | tablets
Redmi Pad SE 128 gris | Redmi | sub-alone | tablets | Xiaomi
Microsoft Surface Pro 7 i5 | Microsoft | raw | tablets
Surface Go 3 avec clavier | Microsoft | product-line | tablets | Surface
Onyx Boox Note Air 3 a estrear | Onyx | raw | tablets
Amazon Fire HD 10 2021 | Amazon | raw | tablets
Samsumg Galaxy Tab A8 | Samsung | misspelling | tablets
Lenovvo Tab M10 | Lenovo | misspelling | tablets
re markable 2 tablet | reMarkable | spacing | tablets
capa Logitech Combo Touch iPad Air | Logitech | accessory | tablets
iPad Air 5 com Apple Pencil e capa ESR | Apple | component | tablets
Doogee Tab T10 | Doogee | raw | tablets
MacBook Pro 14 M1 Pro 16gb a estrear | Apple | raw | laptops
portatil Lenovo IdeaPad 5 14 | Lenovo | raw | laptops
Legion 5 Pro RTX 3070 | Legion | sub-alone | laptops | Lenovo
ThinkPad T14 gen 2 | Lenovo | product-line | laptops | ThinkPad
HP EliteBook 840 G7 | HP | raw | laptops
OMEN 16 by HP gaming | OMEN | maker+sub | laptops | HP
Dell Latitude 7490 i7 | Dell | raw | laptops
Alienware m15 R6, preço negociável | Alienware | sub-alone | laptops | Dell
Asus ROG Strix G15 - envio ctt incluído | ROG | maker+sub | laptops | ASUS
TUF Gaming A15 portatil | ASUS | product-line | laptops | TUF
Acer Swift 3 SF314 - envio ctt incluído | Acer | raw | laptops
Predator Helios 300 | Predator | sub-alone | laptops | Acer
MSI Katana GF66 portatil gaming, ventoinhas limpas | MSI | raw | laptops
Medion Akoya E15 - a estrear | Medion | raw | laptops
Schenker Vision 14 | Schenker | raw | laptops
Tuxedo InfinityBook Pro 14 linux | TUXEDO | raw | laptops
Framework Laptop 13 DIY | Framework | raw | laptops
Dynabook Tecra A40 - a estrear | Dynabook | raw | laptops
Huawei MateBook D15, envio ctt incluído | Huawei | raw | laptops
Microsoft Surface Laptop 4, preço negociável | Microsoft | raw | laptops
Levono Thinkpad X270 | Lenovo | misspelling | laptops
Assus Vivobook 15 - usado 1 ano | ASUS | misspelling | laptops
Mac Book Air 13 2017 | Apple | spacing | laptops
mochila Targus para portatil 15 - pouco uso | Targus | accessory | laptops
Dell XPS 15 com rato Logitech MX | Dell | component | laptops
PlayStation 5 digital com 2 comandos | PlayStation | sub-alone | consoles | Sony
Sony PS4 Pro 1TB | PlayStation | maker+sub | consoles | Sony
Nintendo Switch OLED branca - envio ctt incluído | Nintendo | product-line | consoles | Switch
Xbox Series S 512gb - pouco uso | Xbox | sub-alone | consoles | Microsoft
Microsoft Xbox One X 1TB, pouco uso | Xbox | maker+sub | consoles | Microsoft
Steam Deck 512 GB OLED | Valve | product-line | consoles | Steam Deck
Nintendo 3DS XL azul | Nintendo | raw | consoles
Game Boy Advance SP | Nintendo | product-line | consoles | Game Boy
Sega Mega Drive II com jogos | Sega | raw | consoles
Anbernic RG35XX retro | Anbernic | raw | consoles
Meta Quest 3 128gb envio ctt incluído | Meta | raw | consoles
volante Thrustmaster T300 RS | Thrustmaster | raw | consoles
Logitech G29 volante y pedales | Logitech | raw | consoles
comando 8BitDo Pro 2 lote de 2 | 8BitDo | raw | consoles
auriculares Turtle Beach Stealth 600 | Turtle Beach | raw | consoles
Nacon Revolution 5 Pro manette | Nacon | raw | consoles
HORI Split Pad Pro | HORI | raw | consoles
Nintedo Switch Lite amarela | Nintendo | misspelling | consoles
Play Station 2 slim | PlayStation | spacing | consoles | Sony
X box 360 elite | Xbox | spacing | consoles | Microsoft
comando PowerA para Switch | PowerA | accessory | consoles
PS5 com headset SteelSeries Arctis | PlayStation | component | consoles | Sony
ASUS ROG Ally Z1 Extreme a estrear | ASUS | raw | consoles
bicicleta Orbea Orca M30 | Orbea | raw | bikes
BH Ultralight EVO 9.0 | BH | raw | bikes
Trek Marlin 7 talla M | Trek | raw | bikes
Specialized Rockhopper 29 como novo | Specialized | raw | bikes
Canyon Endurace CF 7 preço negociável | Canyon | raw | bikes
Cube Stereo Hybrid 140 - bem conservado | Cube | raw | bikes
VanMoof S3 electrica | VanMoof | raw | bikes
Gazelle Ultimate C380 - pouco uso | Gazelle | raw | bikes
Batavus Finez E-go | Batavus | raw | bikes
Riese & Müller Load 60 | Riese & Müller | raw | bikes
Brompton C Line explore - envio ctt incluído | Brompton | raw | bikes
Rockrider ST 540 - envio ctt incluído | Rockrider | sub-alone | bikes | Decathlon
Decathlon Riverside 500 | Riverside | maker+sub | bikes | Decathlon
Van Rysel EDR CF | Van Rysel | sub-alone | bikes | Decathlon
Bianchi Oltre XR3 preço negociável | Bianchi | raw | bikes
Pinarello Dogma F12 com caixa | Pinarello | raw | bikes
Scott Scale 970 | Scott | raw | bikes
Giant Talon 3 - a estrear | Giant | raw | bikes
Merida Big Nine 300 em bom estado | Merida | raw | bikes
Ghost Lanao | Ghost | raw | bikes
Lapierre Xelius SL - com caixa | Lapierre | raw | bikes
Moustache Samedi 28 | Moustache | raw | bikes
Babboe Curve cargo | Babboe | raw | bikes
Focus Jam2 6.8 | Focus | raw | bikes
Speciallized Allez sport | Specialized | misspelling | bikes
Canion Grail AL | Canyon | misspelling | bikes
Riese und Mueller Supercharger | Riese & Müller | spacing | bikes
capacete Abus para bicicleta usado 1 ano | Abus | accessory | bikes
Orbea Alma com grupo Shimano XT - lote de 2 | Orbea | component | bikes
Trek Domane com rodas Zipp | Trek | component | bikes
casaco Zara Woman bege | Zara | raw | clothing
Mango vestido midi flores | Mango | raw | clothing
Pull&Bear sudadera gris | Pull&Bear | raw | clothing
Bershka calças cargo, como novo | Bershka | raw | clothing
Massimo Dutti blazer lã, preço negociável | Massimo Dutti | raw | clothing
Salsa Jeans push up 38 - envio ctt incluído | Salsa | raw | clothing
Desigual vestido estampado | Desigual | raw | clothing
Sfera camisa lino | Sfera | raw | clothing
Kiabi pantalon enfant | Kiabi | raw | clothing
Petit Bateau body 6 mois | Petit Bateau | raw | clothing
Sézane blouse Victor | Sézane | raw | clothing
Maje robe noire 38 | Maje | raw | clothing
Sandro manteau laine | Sandro | raw | clothing
Comptoir des Cotonniers trench comme neuf | Comptoir des Cotonniers | raw | clothing
Armor Lux marinière peu servi | Armor Lux | raw | clothing
Benetton camisola, com caixa | Benetton | raw | clothing
Calzedonia leggings | Calzedonia | raw | clothing
Intimissimi pigiama seta | Intimissimi | raw | clothing
Marc O'Polo Pullover | Marc O'Polo | raw | clothing
s.Oliver Jeansjacke | s.Oliver | raw | clothing
Tom Tailor Hemd, Versand möglich | Tom Tailor | raw | clothing
Jack Wolfskin Softshell | Jack Wolfskin | raw | clothing
Vaude Regenjacke | Vaude | raw | clothing
Uniqlo ultra light down, good condition | Uniqlo | raw | clothing
Patagonia Nano Puff, boxed | Patagonia | raw | clothing
Levis 501 original fit a estrear | Levi's | misspelling | clothing
Masimo Duti camisa | Massimo Dutti | misspelling | clothing
Tommy Hilfigger polo | Tommy Hilfiger | misspelling | clothing
pull and bear casaco | Pull&Bear | spacing | clothing
Zara Kids vestido 8 anos | Zara | product-line | clothing | Zara Kids
H&M Divided top | H&M | raw | clothing
camisola Benfica Adidas | Adidas | component | clothing
Camper Pelotas XLite 40 | Camper | raw | footwear
Pikolinos botas piel | Pikolinos | raw | footwear
Fluchos zapatos hombre | Fluchos | raw | footwear
Munich Goal sapatilhas | Munich | raw | footwear
Victoria zapatillas lona | Victoria | raw | footwear
Castañer alpargatas cuña, envío incluido | Castañer | raw | footwear
Geox Respira 42 | Geox | raw | footwear
Lumberjack scarponcini | Lumberjack | raw | footwear
Birkenstock Arizona 38 envio ctt incluído | Birkenstock | raw | footwear
Lowa Renegade GTX, como novo | Lowa | raw | footwear
Meindl Bergschuhe | Meindl | raw | footwear
Ricosta Kinderschuhe, wie neu | Ricosta | raw | footwear
Aigle bottes caoutchouc | Aigle | raw | footwear
Veja Campo blanc | Veja | raw | footwear
Le Coq Sportif baskets, peu servi | Le Coq Sportif | raw | footwear
Paraboot Michael a estrear | Paraboot | raw | footwear
Dr. Martens Jadon 39 | Dr. Martens | raw | footwear
Salomon Speedcross 6, com caixa | Salomon | raw | footwear
Asics Gel Nimbus 25 - pouco uso | ASICS | raw | footwear
New Balance 574, a estrear | New Balance | raw | footwear
Birkenstok Boston, lote de 2 | Birkenstock | misspelling | footwear
Adiddas Samba OG | Adidas | misspelling | footwear
Dr Martins 1461 | Dr. Martens | misspelling | footwear
New-Balance 990v5 | New Balance | spacing | footwear
Air Jordan 4 Retro, com caixa | Jordan | sub-alone | footwear | Nike
Nike Air Jordan 1 Low | Jordan | maker+sub | footwear | Nike
Converse All Star Chuck 70 | Converse | raw | footwear | Nike
palmilhas Scholl para sapatos | Scholl | accessory | footwear
Bimby TM6 com Varoma | Vorwerk | product-line | small-appliances | Thermomix
Thermomix TM5 Vorwerk | Vorwerk | product-line | small-appliances | Thermomix
Delonghi Magnifica Evo | De'Longhi | misspelling | small-appliances
Moulinex Cookeo, em bom estado | Moulinex | raw | small-appliances | Groupe SEB
Rowenta aspirateur X-Force - envoi possible | Rowenta | raw | small-appliances | Groupe SEB
Krups Nespresso Inissia | Krups | raw | small-appliances
Tefal Actifry, com caixa | Tefal | raw | small-appliances | Groupe SEB
Cecotec Conga 4090, em bom estado | Cecotec | raw | small-appliances
Taurus batidora - precio negociable | Taurus | raw | small-appliances
Smeg torradeira anos 50 - a estrear | Smeg | raw | small-appliances
Kenwood Chef XL - envio ctt incluído | Kenwood | raw | small-appliances
Braun Multiquick 7 a estrear | Braun | raw | small-appliances
Philips Airfryer XXL como novo | Philips | raw | small-appliances
Dyson V15 Detect bem conservado | Dyson | raw | small-appliances
Kärcher WD 3 | Kärcher | raw | small-appliances
Severin Toaster, gebraucht | Severin | raw | small-appliances
WMF Küchenminis | WMF | raw | small-appliances
Krups Evidence Kaffeevollautomat | Krups | raw | small-appliances
Jura E8, pouco uso | Jura | raw | small-appliances
Melitta Caffeo Solo | Melitta | raw | small-appliances
Vorwerk Kobold VK200, preço negociável | Vorwerk | raw | small-appliances
Magimix Cook Expert lote de 2 | Magimix | raw | small-appliances
Roborock S7 | Roborock | raw | small-appliances
Dayson V8 | Dyson | misspelling | small-appliances
Kenwod Chef | Kenwood | misspelling | small-appliances
De Longhi Dedica | De'Longhi | spacing | small-appliances
filtros Brita para jarro | Brita | accessory | small-appliances
máquina Krups com cápsulas Nespresso | Krups | component | small-appliances
Bosch Serie 6 maquina lavar roupa 9kg | Bosch | raw | large-appliances
Balay lavavajillas 60cm | Balay | raw | large-appliances | BSH
Siemens iQ500 frigorifico | Siemens | raw | large-appliances
Neff forno Slide&Hide, com caixa | Neff | raw | large-appliances | BSH
Gaggenau placa | Gaggenau | raw | large-appliances | BSH
Miele W1 lave-linge | Miele | raw | large-appliances
AEG Lavamat 8kg | AEG | raw | large-appliances | Electrolux
Electrolux secadora | Electrolux | raw | large-appliances
Zanussi frigorifico combinado | Zanussi | raw | large-appliances | Electrolux
Whirlpool micro-ondas | Whirlpool | raw | large-appliances
Indesit maquina loiça | Indesit | raw | large-appliances | Whirlpool
Hotpoint Ariston forno, lote de 2 | Hotpoint | raw | large-appliances | Whirlpool
Candy lavatrice come nuovo | Candy | raw | large-appliances | Haier
Hoover asciugatrice | Hoover | raw | large-appliances | Haier
Haier frigo americano | Haier | raw | large-appliances
Beko arca congeladora | Beko | raw | large-appliances
Liebherr congelador vertical | Liebherr | raw | large-appliances
Smeg FAB28 frigorifico retro - envio ctt incluído | Smeg | raw | large-appliances
Teka placa inducao, envio ctt incluído | Teka | raw | large-appliances
Fagor lavadora, como nuevo | Fagor | raw | large-appliances
Brandt plaque induction | Brandt | raw | large-appliances
De Dietrich four pyrolyse | De Dietrich | raw | large-appliances
Sauter table de cuisson | Sauter | raw | large-appliances
Mielle maquina secar | Miele | misspelling | large-appliances
Liebher frigorifico | Liebherr | misspelling | large-appliances
Lieb herr Kühlschrank | Liebherr | spacing | large-appliances
cesto de talheres Bosch lava-loiça | Bosch | accessory | large-appliances
Canon EOS R6 corpo, como novo | Canon | raw | cameras
Nikon Z6 II, lote de 2 | Nikon | raw | cameras
Sony Alpha 7 III, envio ctt incluído | Sony | raw | cameras
Fujifilm X-T4 | Fujifilm | raw | cameras
Olympus OM-D E-M10, usado 1 ano | Olympus | raw | cameras
OM System OM-5 - como novo | OM System | raw | cameras
Panasonic Lumix GH5, lote de 2 | Panasonic | raw | cameras
Lumix S5 corpo | Panasonic | product-line | cameras | Lumix
Leica Q2 preço negociável | Leica | raw | cameras
Hasselblad X1D | Hasselblad | raw | cameras
Pentax K-3 III | Pentax | raw | cameras | Ricoh
Ricoh GR III, em bom estado | Ricoh | raw | cameras
Sigma 18-35 1.8 Art | Sigma | raw | cameras
Tamron 28-75 2.8 | Tamron | raw | cameras
Samyang 14mm 2.8 | Samyang | raw | cameras
Zeiss Batis 25 | Zeiss | raw | cameras
Instax Mini 12 rosa - preço negociável | Instax | sub-alone | cameras | Fujifilm
Fujifilm Instax Wide 300, envio ctt incluído | Instax | maker+sub | cameras | Fujifilm
Polaroid Now Gen 2, usado 1 ano | Polaroid | raw | cameras
GoPro Hero 11 Black como novo | GoPro | raw | cameras
DJI Mini 3 Pro com caixa | DJI | raw | cameras
Insta360 X3 - preço negociável | Insta360 | raw | cameras
Manfrotto tripé 190, a estrear | Manfrotto | raw | cameras
Lowepro mochila foto | Lowepro | raw | cameras
Cannon EOS 250D | Canon | misspelling | cameras
Fuji film X100V bem conservado | Fujifilm | spacing | cameras
Nikkon D750 a estrear | Nikon | misspelling | cameras
bateria Patona para Canon LP-E6 | Patona | accessory | cameras
Nikon D7500 com objetiva Sigma 17-50 | Nikon | component | cameras
Bose QuietComfort 45 como novo | Bose | raw | audio
Sonos One SL usado 1 ano | Sonos | raw | audio
Bang & Olufsen Beoplay H95, lote de 2 | Bang & Olufsen | raw | audio
Beoplay A9 em bom estado | Bang & Olufsen | product-line | audio | Beoplay
Sennheiser HD 600, lote de 2 | Sennheiser | raw | audio
Beyerdynamic DT 770 Pro em bom estado | Beyerdynamic | raw | audio
AKG K371 lote de 2 | AKG | raw | audio
Marshall Stanmore II, preço negociável | Marshall | raw | audio
JBL Flip 6 - envio ctt incluído | JBL | raw | audio
Teufel Cinebar, em bom estado | Teufel | raw | audio
Canton GLE 90 | Canton | raw | audio
Denon AVR-X1700H - a estrear | Denon | raw | audio
Marantz PM6007 lote de 2 | Marantz | raw | audio
Yamaha RX-V685 | Yamaha | raw | audio
Technics SL-1200 MK2 bem conservado | Technics | raw | audio
Pro-Ject Debut Carbon lote de 2 | Pro-Ject | raw | audio
Rega Planar 3 - como novo | Rega | raw | audio
Cambridge Audio CXA61 - a estrear | Cambridge Audio | raw | audio
Bowers & Wilkins 607 S2 | Bowers & Wilkins | raw | audio
KEF LS50 Meta - envio ctt incluído | KEF | raw | audio
Focal Clear, preço negociável | Focal | raw | audio
Devialet Phantom preço negociável | Devialet | raw | audio
Audio-Technica AT-LP120 | Audio-Technica | raw | audio
Sennhieser Momentum 4 | Sennheiser | misspelling | audio
Bang and Olufsen Beosound | Bang & Olufsen | spacing | audio
Beyer Dynamic DT 990 bem conservado | Beyerdynamic | spacing | audio
almofadas Dekoni para Sennheiser HD650 | Dekoni | accessory | audio
gira-discos Technics com agulha Ortofon | Technics | component | audio
Rolex Datejust 36, bem conservado | Rolex | raw | watches-jewellery
Tudor Black Bay 58 com caixa | Tudor | raw | watches-jewellery | Rolex
Omega Speedmaster Moonwatch - como novo | Omega | raw | watches-jewellery | Swatch Group
Swatch Irony - a estrear | Swatch | raw | watches-jewellery
Tissot PRX 40 - envio ctt incluído | Tissot | raw | watches-jewellery | Swatch Group
Longines HydroConquest bem conservado | Longines | raw | watches-jewellery | Swatch Group
Hamilton Khaki Field, a estrear | Hamilton | raw | watches-jewellery | Swatch Group
TAG Heuer Carrera lote de 2 | TAG Heuer | raw | watches-jewellery
Seiko Presage como novo | Seiko | raw | watches-jewellery
Citizen Eco-Drive - a estrear | Citizen | raw | watches-jewellery
Casio G-Shock GA-2100 - envio ctt incluído | Casio | raw | watches-jewellery
G-Shock DW5600 | G-Shock | sub-alone | watches-jewellery | Casio
Junghans Max Bill, a estrear | Junghans | raw | watches-jewellery
Nomos Tangente como novo | Nomos | raw | watches-jewellery
Sinn 556 - lote de 2 | Sinn | raw | watches-jewellery
Festina Chrono Bike, bem conservado | Festina | raw | watches-jewellery
Lotus relógio senhora - usado 1 ano | Lotus | raw | watches-jewellery | Festina
Garmin Fenix 7, usado 1 ano | Garmin | raw | watches-jewellery
Polar Vantage V2 em bom estado | Polar | raw | watches-jewellery
Suunto 9 Peak - pouco uso | Suunto | raw | watches-jewellery
Pandora pulseira prata | Pandora | raw | watches-jewellery
Swarovski colar, envio ctt incluído | Swarovski | raw | watches-jewellery
Thomas Sabo Charm envio ctt incluído | Thomas Sabo | raw | watches-jewellery
Tous colgante oso | Tous | raw | watches-jewellery
Uno de 50 pulsera | Uno de 50 | raw | watches-jewellery
Rollex Submariner com caixa | Rolex | misspelling | watches-jewellery
Tag Hauer Aquaracer | TAG Heuer | misspelling | watches-jewellery
bracelete Barton para Apple Watch | Barton | accessory | watches-jewellery
IKEA Billy estante branca - bem conservado | IKEA | raw | furniture
Kallax IKEA 2x4 | IKEA | product-line | furniture | Kallax
Hay About a Chair - a estrear | HAY | raw | furniture
Vitra Eames DSW a estrear | Vitra | raw | furniture
Kartell Louis Ghost, a estrear | Kartell | raw | furniture
Muuto Fiber chair collection or post | Muuto | raw | furniture
Fritz Hansen Series 7, pouco uso | Fritz Hansen | raw | furniture
Ligne Roset Togo - usado 1 ano | Ligne Roset | raw | furniture
Roche Bobois table | Roche Bobois | raw | furniture
Cassina LC2 - preço negociável | Cassina | raw | furniture
Flos Arco lampada - come nuovo | Flos | raw | furniture
Artemide Tolomeo, pouco uso | Artemide | raw | furniture
Louis Poulsen PH5 com caixa | Louis Poulsen | raw | furniture
Thonet cadeira 214 com caixa | Thonet | raw | furniture
USM Haller Sideboard, neuwertig | USM | raw | furniture
Tempur colchão 90x190 | Tempur | raw | furniture
Emma colchón 150 | Emma | raw | furniture
Flexa cama infantil | Flexa | raw | furniture
Maisons du Monde buffet - em bom estado | Maisons du Monde | raw | furniture
Westwing sofa | Westwing | raw | furniture
Kave Home mesa, preço negociável | Kave Home | raw | furniture
Fermob chaise Bistro - em bom estado | Fermob | raw | furniture
Ikeea Malm comoda | IKEA | misspelling | furniture
Vitra Panton chair, good condition | Vitra | raw | furniture
capas Bemz para sofá IKEA Ektorp | Bemz | accessory | furniture
Bugaboo Fox 3 carrinho | Bugaboo | raw | toys-baby
Cybex Priam, bem conservado | Cybex | raw | toys-baby | Goodbaby
Joolz Day+, com caixa | Joolz | raw | toys-baby
Stokke Tripp Trapp - em bom estado | Stokke | raw | toys-baby
Chicco Bravo trio | Chicco | raw | toys-baby
Jané Muum, a estrear | Jané | raw | toys-baby
Bébécar Ip-Op, pouco uso | Bébécar | raw | toys-baby
Maxi-Cosi Pebble 360 | Maxi-Cosi | raw | toys-baby
Britax Römer Kidfix - com caixa | Britax Römer | raw | toys-baby
Inglesina Quid | Inglesina | raw | toys-baby
Peg Perego Vespa | Peg Perego | raw | toys-baby
Babyzen Yoyo2, bem conservado | Babyzen | raw | toys-baby
Philips Avent biberões, usado 1 ano | Philips Avent | raw | toys-baby
LEGO Duplo comboio - com caixa | LEGO | product-line | toys-baby | Duplo
Playmobil 123 quinta - em bom estado | Playmobil | raw | toys-baby
Haba puzzle madeira | HABA | raw | toys-baby
Djeco jeu de cartes | Djeco | raw | toys-baby
Janod cuisine bois como novo | Janod | raw | toys-baby
Vilac tricycle | Vilac | raw | toys-baby
Sophie la girafe, em bom estado | Vulli | product-line | toys-baby | Sophie la girafe
Ravensburger puzzle 1000 - a estrear | Ravensburger | raw | toys-baby
Schleich cavalos, preço negociável | Schleich | raw | toys-baby
Steiff urso | Steiff | raw | toys-baby
Hape cozinha madeira | Hape | raw | toys-baby
Clementoni Sapientino envio ctt incluído | Clementoni | raw | toys-baby
Famosa Nenuco | Famosa | raw | toys-baby
Nenuco boneca | Nenuco | sub-alone | toys-baby | Famosa
Smoby cozinha como novo | Smoby | raw | toys-baby
Lego Technic 42115 - como novo | LEGO | raw | toys-baby
Ravensberger puzzle | Ravensburger | misspelling | toys-baby
Play mobil castelo | Playmobil | spacing | toys-baby
saco de dormir Bugaboo para Cybex | Bugaboo | accessory | toys-baby
Stokke Xplory com ovo Maxi-Cosi | Stokke | component | toys-baby
Porto Editora dicionário, em bom estado | Porto Editora | raw | books-media
Leya livros escolares | LeYa | raw | books-media
Bertrand Editora romance | Bertrand | raw | books-media
Planeta libro de bolsillo | Planeta | raw | books-media
Anagrama novela a estrenar | Anagrama | raw | books-media
Salamandra Harry Potter, a estrear | Salamandra | raw | books-media
Gallimard Folio poche - pouco uso | Gallimard | raw | books-media
Folio Gallimard lot de 10 - très bon état | Gallimard | product-line | books-media | Folio
Hachette Livre Astérix | Hachette | raw | books-media
Glénat manga One Piece envio ctt incluído | Glénat | raw | books-media
Dargaud BD Blake et Mortimer | Dargaud | raw | books-media
Casterman Tintin - com caixa | Casterman | raw | books-media
Penguin Classics lot | Penguin | raw | books-media
Taschen art book boxed | Taschen | raw | books-media
Carlsen Comics - wie neu | Carlsen | raw | books-media
Reclam Hefte | Reclam | raw | books-media
Mondadori Oscar - pouco uso | Mondadori | raw | books-media
Feltrinelli romanzo - come nuovo | Feltrinelli | raw | books-media
Panini figurinhas cadernetas | Panini | raw | books-media
Planeta Comic Dragon Ball | Planeta | product-line | books-media | Planeta Cómic
Criterion Collection blu-ray, com caixa | Criterion | raw | books-media
Deutsche Grammophon vinil, bem conservado | Deutsche Grammophon | raw | books-media
Galimard poche | Gallimard | misspelling | books-media
Pengiun books | Penguin | misspelling | books-media
Decathlon Quechua tenda 4 pessoas | Quechua | maker+sub | sports-outdoor | Decathlon
Quechua MH500 casaco, usado 1 ano | Quechua | sub-alone | sports-outdoor | Decathlon
Kipsta bola futebol, bem conservado | Kipsta | sub-alone | sports-outdoor | Decathlon
Domyos passadeira | Domyos | sub-alone | sports-outdoor | Decathlon
Forclaz mochila 50L em bom estado | Forclaz | sub-alone | sports-outdoor | Decathlon
Salomon esquis QST | Salomon | raw | sports-outdoor
Rossignol esquis - como novo | Rossignol | raw | sports-outdoor
Atomic Hawx botas esqui | Atomic | raw | sports-outdoor
Head raquete Speed, usado 1 ano | Head | raw | sports-outdoor
Babolat Pure Drive, bem conservado | Babolat | raw | sports-outdoor
Bullpadel Vertex pouco uso | Bullpadel | raw | sports-outdoor
Adidas Adipower padel | Adidas | raw | sports-outdoor
Joma camisola | Joma | raw | sports-outdoor
Mammut mochila | Mammut | raw | sports-outdoor
Deuter Aircontact - bem conservado | Deuter | raw | sports-outdoor
Ortlieb alforjas | Ortlieb | raw | sports-outdoor
Petzl frontal - bem conservado | Petzl | raw | sports-outdoor
Black Diamond arnês - como novo | Black Diamond | raw | sports-outdoor
Millet casaco | Millet | raw | sports-outdoor
Fjällräven Kånken, como novo | Fjällräven | raw | sports-outdoor
Vango tenda | Vango | raw | sports-outdoor
Cressi máscara mergulho - em bom estado | Cressi | raw | sports-outdoor
Mares barbatanas bem conservado | Mares | raw | sports-outdoor
Technogym bicicleta | Technogym | raw | sports-outdoor
Fjallraven Kanken mochila - preço negociável | Fjällräven | misspelling | sports-outdoor
Rossingol skis | Rossignol | misspelling | sports-outdoor
Bull padel Hack | Bullpadel | spacing | sports-outdoor
Makita berbequim 18V como novo | Makita | raw | tools-diy
Bosch Professional GSR 18V usado 1 ano | Bosch | raw | tools-diy
Bosch verde PSB 18 | Bosch | raw | tools-diy
DeWalt rebarbadora como novo | DeWalt | raw | tools-diy | Stanley Black & Decker
Metabo serra tico-tico | Metabo | raw | tools-diy
Festool Domino, em bom estado | Festool | raw | tools-diy
Hilti martelo | Hilti | raw | tools-diy
Milwaukee M18, em bom estado | Milwaukee | raw | tools-diy
Einhell aparador sebes | Einhell | raw | tools-diy
Ryobi One+ soprador - preço negociável | Ryobi | raw | tools-diy
Parkside berbequim usado 1 ano | Parkside | raw | tools-diy | Lidl
Lidl Parkside lixadeira | Parkside | maker+sub | tools-diy | Lidl
Black+Decker aspirador mão em bom estado | Black+Decker | raw | tools-diy
Stanley fita métrica | Stanley | raw | tools-diy
Wera chaves - usado 1 ano | Wera | raw | tools-diy
Wiha chaves fenda | Wiha | raw | tools-diy
Knipex alicate - bem conservado | Knipex | raw | tools-diy
Gardena mangueira, bem conservado | Gardena | raw | tools-diy
Stihl motosserra | Stihl | raw | tools-diy
Husqvarna corta relva a gasolina, lâminas afiadas | Husqvarna | raw | tools-diy
Fiskars machado, como novo | Fiskars | raw | tools-diy
Kärcher K5 lavadora pressão - en buen estado | Kärcher | raw | tools-diy
Dexter berbequim | Dexter | raw | tools-diy
Makitta rebarbadora, a estrear | Makita | misspelling | tools-diy
De Walt serra | DeWalt | spacing | tools-diy
bateria Makita com carregador Bosch | Makita | component | tools-diy
Chanel N°5 eau de parfum envoi possible | Chanel | raw | beauty-perfume
Dior Sauvage 100ml | Dior | raw | beauty-perfume
Guerlain Shalimar, pouco uso | Guerlain | raw | beauty-perfume
Lancôme La Vie est Belle - lote de 2 | Lancôme | raw | beauty-perfume | L'Oréal
Yves Saint Laurent Libre - bem conservado | Yves Saint Laurent | raw | beauty-perfume
Paco Rabanne 1 Million com caixa | Paco Rabanne | raw | beauty-perfume
Jean Paul Gaultier Le Male - bem conservado | Jean Paul Gaultier | raw | beauty-perfume
Hermès Terre | Hermès | raw | beauty-perfume
L'Occitane creme mãos | L'Occitane | raw | beauty-perfume
Caudalie Vinoperfect a estrear | Caudalie | raw | beauty-perfume
La Roche-Posay Effaclar | La Roche-Posay | raw | beauty-perfume | L'Oréal
Vichy Minéral 89, com caixa | Vichy | raw | beauty-perfume | L'Oréal
Avène creme em bom estado | Avène | raw | beauty-perfume
Bioderma Sensibio, preço negociável | Bioderma | raw | beauty-perfume
Nuxe Huile Prodigieuse a estrear | Nuxe | raw | beauty-perfume
Nivea creme, como novo | Nivea | raw | beauty-perfume | Beiersdorf
Sisley Black Rose pouco uso | Sisley | raw | beauty-perfume
Clarins Double Serum, usado 1 ano | Clarins | raw | beauty-perfume
Kiko Milano batom como novo | KIKO Milano | raw | beauty-perfume
Sephora Collection paleta | Sephora | raw | beauty-perfume
Rituals caixa oferta | Rituals | raw | beauty-perfume
Benefit Hoola - preço negociável | Benefit | raw | beauty-perfume
Ach. Brito sabonete | Ach. Brito | raw | beauty-perfume
Claus Porto sabonete - bem conservado | Claus Porto | raw | beauty-perfume
Chanell Chance | Chanel | misspelling | beauty-perfume
Lancome Idole, em bom estado | Lancôme | misspelling | beauty-perfume | L'Oréal
La Roche Posay Cicaplast | La Roche-Posay | spacing | beauty-perfume | L'Oréal
Fender Stratocaster Player - bem conservado | Fender | raw | musical-instruments
Squier Classic Vibe - preço negociável | Squier | sub-alone | musical-instruments | Fender
Fender Squier Bullet Strat, barely used | Squier | maker+sub | musical-instruments | Fender
Epiphone Les Paul Standard - pouco uso | Epiphone | sub-alone | musical-instruments | Gibson
Gibson SG Standard | Gibson | raw | musical-instruments
Ibanez RG, envio ctt incluído | Ibanez | raw | musical-instruments
Yamaha Pacifica 112 - em bom estado | Yamaha | raw | musical-instruments
Cort guitarra, em bom estado | Cort | raw | musical-instruments
Harley Benton ST-20 usado 1 ano | Harley Benton | raw | musical-instruments | Thomann
Thomann Harley Benton baixo em bom estado | Harley Benton | maker+sub | musical-instruments | Thomann
Admira guitarra clássica | Admira | raw | musical-instruments
Alhambra 4P em bom estado | Alhambra | raw | musical-instruments
Höfner violin bass - good condition | Höfner | raw | musical-instruments
Roland TD-07 bateria eletrónica | Roland | raw | musical-instruments
Korg Minilogue, envio ctt incluído | Korg | raw | musical-instruments
Nord Stage 3 lote de 2 | Nord | raw | musical-instruments
Arturia MiniLab usado 1 ano | Arturia | raw | musical-instruments
Behringer X32, com caixa | Behringer | raw | musical-instruments
Pearl Export bateria - bem conservado | Pearl | raw | musical-instruments
Sonor AQ2 | Sonor | raw | musical-instruments
Zildjian pratos pouco uso | Zildjian | raw | musical-instruments
Meinl Byzance | Meinl | raw | musical-instruments
Buffet Crampon clarinete | Buffet Crampon | raw | musical-instruments
Selmer saxofone - pouco uso | Selmer | raw | musical-instruments
Hohner harmónica, bem conservado | Hohner | raw | musical-instruments
Marshall amplificador DSL40 | Marshall | raw | musical-instruments
Boss Katana 50 a estrear | Boss | raw | musical-instruments | Roland
Gibbson Les Paul | Gibson | misspelling | musical-instruments
Ibanes guitarra | Ibanez | misspelling | musical-instruments
Harley-Benton guitarra | Harley Benton | spacing | musical-instruments | Thomann
cordas D'Addario para Fender, preço negociável | D'Addario | accessory | musical-instruments
Fender Telecaster com pickups Seymour Duncan em bom estado | Fender | component | musical-instruments
pneus Michelin Pilot Sport 4 - lote de 2 | Michelin | raw | vehicle-parts
Continental PremiumContact 6 - pouco uso | Continental | raw | vehicle-parts
Pirelli P Zero, envio ctt incluído | Pirelli | raw | vehicle-parts
Bridgestone Turanza, envio ctt incluído | Bridgestone | raw | vehicle-parts
Nokian WR Snowproof envio ctt incluído | Nokian | raw | vehicle-parts
Vredestein Quatrac lote de 2 | Vredestein | raw | vehicle-parts
Brembo discos travão, a estrear | Brembo | raw | vehicle-parts
Bosch escovas limpa vidros - como novo | Bosch | raw | vehicle-parts
Varta bateria 74Ah | Varta | raw | vehicle-parts
Castrol Edge 5W30 - lote de 2 | Castrol | raw | vehicle-parts
Mann filtro óleo | Mann-Filter | raw | vehicle-parts
Bilstein B6 lote de 2 | Bilstein | raw | vehicle-parts
KW suspension | KW | raw | vehicle-parts
Akrapovič escape - usado 1 ano | Akrapovič | raw | vehicle-parts
Hella faróis, com caixa | Hella | raw | vehicle-parts
Osram Night Breaker bem conservado | Osram | raw | vehicle-parts
Thule barras tejadilho - lote de 2 | Thule | raw | vehicle-parts
BBS jantes 17 | BBS | raw | vehicle-parts
OZ Racing jantes | OZ Racing | raw | vehicle-parts
Recaro bancos - envio ctt incluído | Recaro | raw | vehicle-parts
Shark capacete Spartan | Shark | raw | vehicle-parts
Dainese casaco mota | Dainese | raw | vehicle-parts
Alpinestars botas - lote de 2 | Alpinestars | raw | vehicle-parts
Givi mala top case, em bom estado | Givi | raw | vehicle-parts
Michellin Primacy 4 | Michelin | misspelling | vehicle-parts
Pirreli Cinturato | Pirelli | misspelling | vehicle-parts
Brembo pinças para BMW | Brembo | accessory | vehicle-parts
`;

const adversarial = `
capa para Samsung Galaxy A54 transparente antichoque | - | for-x | phones
cabo compatível com iPhone 1 metro entrançado | - | for-x | phones
coque pour Xiaomi Redmi Note 12 motif fleurs | - | for-x | phones
bateria de substituição para Huawei P20 Lite | - | for-x | phones
funda compatible Pixel 8 cuero marron | - | for-x | phones
telemovel sem marca android 2 sim barato | - | no-brand | phones
smartphone generico chines 6 polegadas | - | no-brand | phones
Handy ohne Marke Dual-SIM entsperrt | - | no-brand | phones
telefone estilo iPhone com notch barato | - | style-of | phones
téléphone façon Galaxy à clapet | - | style-of | phones
Samsong Galaxi S23 Ultra copia | - | near-brand | phones
iFone 14 Pro Max clone dual sim | - | near-brand | phones
capa de telemovel cor laranja fluor | - | generic-word | phones
porta-chaves maçã vermelha para telemovel | - | generic-word | phones
capa teclado para iPad 10 geração | - | for-x | tablets
película vidro para Galaxy Tab S8 | - | for-x | tablets
housse pour Kindle Paperwhite 2021 | - | for-x | tablets
Ersatzspitzen für Apple Pencil 4 Stück | - | for-x | tablets
carregador compatível Surface Pro 65W | - | for-x | tablets
tablet infantil sem marca 7 polegadas, preço negociável | - | no-brand | tablets
tablette android générique 10 pouces | - | no-brand | tablets
tableta china sin marca con funda | - | no-brand | tablets
tablet tipo iPad para crianças - bem conservado | - | style-of | tablets
e-reader estilo Kindle com luz | - | style-of | tablets
Ipadd Pro copia 12.9 | - | near-brand | tablets
tablet cor amora com capa | - | generic-word | tablets
suporte de tablet em bambu para cozinha | - | generic-word | tablets
Samsumg Tab falso 10 pulgadas | - | near-brand | tablets
carregador para MacBook Air 45W genérico | - | for-x | laptops
bateria compatível Lenovo ThinkPad T480 | - | for-x | laptops
teclado de substituição para HP Pavilion 15 | - | for-x | laptops
funda para portátil Dell 14 pulgadas | - | for-x | laptops
coque pour MacBook Pro 14 transparente | - | for-x | laptops
portatil sem marca 14 polegadas windows | - | no-brand | laptops
laptop montado por mim, sem marca | - | no-brand | laptops
Notebook No-Name 15 Zoll gebraucht | - | no-brand | laptops
portatil estilo MacBook em aluminio | - | style-of | laptops
ordinateur façon ThinkPad clavier noir | - | style-of | laptops
Macbok Pro copia chinesa | - | near-brand | laptops
portatil Lenova sem marca real | - | near-brand | laptops
mochila de portatil cor ameixa | - | generic-word | laptops
portátil com autocolante de raposa | - | generic-word | laptops
comando para PS4 genérico sem fios | - | for-x | consoles
capa de silicone para comando Xbox, preço negociável | - | for-x | consoles
estojo para Nintendo Switch Lite azul | - | for-x | consoles
base de carga compatível PS5 DualSense | - | for-x | consoles
Ladestation für Joy-Con 4er | - | for-x | consoles
consola retro sem marca 600 jogos | - | no-brand | consoles
consola portátil genérica chinesa | - | no-brand | consoles
mando de juegos sin marca usb | - | no-brand | consoles
consola estilo Game Boy com jogos | - | style-of | consoles
console façon SNES mini 400 jeux | - | style-of | consoles
Play Staion 5 falsa | - | near-brand | consoles
Nintendu Swich copia | - | near-brand | consoles
jogo de tabuleiro com peças de caracol | - | generic-word | consoles
almofada gaming em forma de cogumelo | - | generic-word | consoles
selim para Brompton genérico | - | for-x | bikes
desviador compatível Shimano 11v | - | for-x | bikes
bateria para bicicleta elétrica Bosch compatível | - | for-x | bikes
guarda-lamas para Orbea Gain | - | for-x | bikes
pastillas de freno para Shimano Deore | - | for-x | bikes
bicicleta de estrada sem marca quadro aço | - | no-brand | bikes
bicicleta feita por mim com peças soltas | - | no-brand | bikes
Fahrrad ohne Marke 28 Zoll | - | no-brand | bikes
bicicleta tipo fixie estilo Brompton | - | style-of | bikes
vélo façon hollandais noir | - | style-of | bikes
bicicleta Specialised Stumpjumper réplica | - | near-brand | bikes
bici Pinarelo copia carbono | - | near-brand | bikes
bicicleta cor gazela dourada | - | generic-word | bikes
campainha de bicicleta em forma de cubo | - | generic-word | bikes
cinto para calças Levi's compatível | - | for-x | clothing
patches para casaco The North Face | - | for-x | clothing
botões de substituição para casaco Barbour | - | for-x | clothing
cabides para vestidos Zara | - | for-x | clothing
Ersatzknöpfe für Jack Wolfskin Jacke | - | for-x | clothing
camisola de lã feita à mão, com caixa | - | no-brand | clothing
vestido sem marca costurado em casa | - | no-brand | clothing
pull tricoté main sans étiquette | - | no-brand | clothing
casaco estilo Chanel tweed, bem conservado | - | style-of | clothing
robe façon Sézane imprimée | - | style-of | clothing
camisola Addidas tres riscas falsa | - | near-brand | clothing
hoodie Supremme copia | - | near-brand | clothing
camisola cor mango com decote | - | generic-word | clothing
t-shirt com estampado de puma | - | generic-word | clothing
atacadores para Converse All Star | - | for-x | footwear
palmilhas compatíveis com Birkenstock | - | for-x | footwear
kit de limpeza para ténis Nike brancos | - | for-x | footwear
caja para Jordan 1 vacía | - | for-x | footwear
embauchoirs pour Paraboot | - | for-x | footwear
sapatos de pele artesanais sem marca | - | no-brand | footwear
alpargatas feitas à mão em Espanha | - | no-brand | footwear
Schuhe ohne Marke Gr. 40 | - | no-brand | footwear
sandálias estilo Birkenstock cortiça | - | style-of | footwear
baskets façon Veja blanches | - | style-of | footwear
Nkie Air Max copia | - | near-brand | footwear
sapatilhas Adibas falsas | - | near-brand | footwear
botas cor camel com pelo | - | generic-word | footwear
chinelos com desenho de jaguar bem conservado | - | generic-word | footwear
cápsulas compatíveis Nespresso 50 un preço negociável | - | for-x | small-appliances
filtro HEPA para Dyson V10 | - | for-x | small-appliances
escovas compatíveis Roomba 600 | - | for-x | small-appliances
copo misturador para Bimby TM5 | - | for-x | small-appliances
Ersatzbeutel für Vorwerk Kobold | - | for-x | small-appliances
torradeira sem marca 2 fatias | - | no-brand | small-appliances
batedeira antiga sem marca | - | no-brand | small-appliances
robot de cocina marca blanca | - | no-brand | small-appliances
robot estilo Thermomix do Lidl | - | style-of | small-appliances
aspirateur façon Dyson sans fil | - | style-of | small-appliances
Dison V11 copia | - | near-brand | small-appliances
maquina cafe Krupss imitação | - | near-brand | small-appliances
espremedor de citrinos em forma de limão | - | generic-word | small-appliances
chaleira cor kiwi | - | generic-word | small-appliances
borracha de porta para frigorífico Liebherr | - | for-x | large-appliances
resistência compatível forno Teka, preço negociável | - | for-x | large-appliances
filtro de água para frigorifico Samsung em bom estado | - | for-x | large-appliances
bomba de escoamento para Bosch Serie 4 | - | for-x | large-appliances
joint de hublot pour lave-linge Whirlpool, comme neuf | - | for-x | large-appliances
frigorífico antigo sem marca, em bom estado | - | no-brand | large-appliances
arca congeladora de marca branca | - | no-brand | large-appliances
Waschmaschine No-Name 7kg | - | no-brand | large-appliances
frigorífico estilo Smeg anos 50 | - | style-of | large-appliances
cuisinière façon piano rétro | - | style-of | large-appliances
maquina lavar Boshc imitação | - | near-brand | large-appliances
frigo Samsumg falso | - | near-brand | large-appliances
maquina de lavar cor candy pastel | - | generic-word | large-appliances
frigorífico com íman de cereja | - | generic-word | large-appliances
bateria para Canon LP-E6 genérica | - | for-x | cameras
tampa de objetiva para Nikon 52mm - preço negociável | - | for-x | cameras
alça compatível Fujifilm X-T3 | - | for-x | cameras
película Instax Mini para câmara | - | for-x | cameras
adaptateur pour objectif Sony E | - | for-x | cameras
câmara analógica sem marca 35mm, lote de 2 | - | no-brand | cameras
tripé sem marca 1,5m | - | no-brand | cameras
cámara de acción genérica 4K | - | no-brand | cameras
câmara estilo Leica vintage | - | style-of | cameras
appareil façon Polaroid instantané | - | style-of | cameras
GoPro Heroo copia | - | near-brand | cameras
câmara Cannon falsa | - | near-brand | cameras
mala fotográfica cor corvo | - | generic-word | cameras
alça de câmara com padrão de falcão | - | generic-word | cameras
almofadas para Bose QC35 - pouco uso | - | for-x | audio
cabo para auscultadores Sennheiser HD 600, com caixa | - | for-x | audio
suporte de parede para Sonos One a estrear | - | for-x | audio
agulha compatível Technics SL-1200 | - | for-x | audio
Ersatzpolster für Beyerdynamic | - | for-x | audio
colunas sem marca bluetooth | - | no-brand | audio
amplificador caseiro a válvulas | - | no-brand | audio
auriculares genéricos inalámbricos | - | no-brand | audio
coluna estilo Marshall vintage | - | style-of | audio
casque façon Beats pliable | - | style-of | audio
AirPodz Pro clone | - | near-brand | audio
coluna JBLL falsa | - | near-brand | audio
auscultadores com orelhas de gato | - | generic-word | audio
rádio antigo cor coral | - | generic-word | audio
bracelete para Apple Watch 44mm - pouco uso | - | for-x | watches-jewellery
bracelete compatível Garmin Fenix 7 | - | for-x | watches-jewellery
vidro de safira para Rolex Datejust | - | for-x | watches-jewellery
carregador para Fitbit Charge 5 | - | for-x | watches-jewellery
écrin pour montre Omega | - | for-x | watches-jewellery
relógio de bolso antigo sem marca pouco uso | - | no-brand | watches-jewellery
anel de prata feito à mão - como novo | - | no-brand | watches-jewellery
collar artesanal sin marca | - | no-brand | watches-jewellery
relógio estilo Rolex Daytona com caixa | - | style-of | watches-jewellery
montre façon Cartier Tank - très bon état | - | style-of | watches-jewellery
relógio Rolexx copia | - | near-brand | watches-jewellery
pulseira Pandorra falsa | - | near-brand | watches-jewellery
colar com pendente de lótus | - | generic-word | watches-jewellery
brincos em forma de âncora | - | generic-word | watches-jewellery
capa para sofá IKEA Kivik em bom estado | - | for-x | furniture
pés de substituição para Kallax - bem conservado | - | for-x | furniture
parafusos compatíveis Billy | - | for-x | furniture
abat-jour pour lampe Tolomeo | - | for-x | furniture
almofadas para cadeira Eames | - | for-x | furniture
mesa de madeira maciça feita por carpinteiro, como novo | - | no-brand | furniture
cómoda antiga sem marca - como novo | - | no-brand | furniture
estantería de palets casera | - | no-brand | furniture
cadeira estilo Eames branca | - | style-of | furniture
lampe façon Arco laiton | - | style-of | furniture
cadeira Vittra copia | - | near-brand | furniture
candeeiro Flosss imitação | - | near-brand | furniture
cadeira de baloiço em forma de cisne | - | generic-word | furniture
mesa de apoio em forma de cacto | - | generic-word | furniture
capota para carrinho Bugaboo Fox | - | for-x | toys-baby
adaptadores para Maxi-Cosi em carrinho Joolz | - | for-x | toys-baby
almofada redutora para Stokke Tripp Trapp | - | for-x | toys-baby
peças compatíveis LEGO 500 un | - | for-x | toys-baby
tétines pour biberon Avent | - | for-x | toys-baby
brinquedos de madeira feitos à mão | - | no-brand | toys-baby
carrinho de bebé sem marca - bem conservado | - | no-brand | toys-baby
muñeca de trapo casera | - | no-brand | toys-baby
blocos estilo Lego genéricos | - | style-of | toys-baby
poussette façon Yoyo pliable | - | style-of | toys-baby
Legoo copia chinesa | - | near-brand | toys-baby
Playmobill falso | - | near-brand | toys-baby
peluche em forma de girafa - com caixa | - | generic-word | toys-baby
puzzle com animais da quinta | - | generic-word | toys-baby
capas de plástico para livros Porto Editora | - | for-x | books-media
marcador para livros Penguin | - | for-x | books-media
caixa arquivadora para BD Tintin | - | for-x | books-media
capa de dvd para coleção Criterion | - | for-x | books-media
Schutzhüllen für Panini Sticker | - | for-x | books-media
livro auto-editado sem editora | - | no-brand | books-media
caderno de receitas manuscrito | - | no-brand | books-media
cuaderno artesanal de cuero | - | no-brand | books-media
livro estilo Penguin Classics capa laranja | - | style-of | books-media
bande dessinée façon Astérix | - | style-of | books-media
Galimmard copia pirata | - | near-brand | books-media
Panni cromos falsos | - | near-brand | books-media
livro sobre o planeta e as estrelas | - | generic-word | books-media
livro infantil sobre um pinguim | - | generic-word | books-media
capa de chuva para mochila Deuter | - | for-x | sports-outdoor
grips para raquete Babolat, bem conservado | - | for-x | sports-outdoor
peles de foca para esquis Atomic | - | for-x | sports-outdoor
varetas de substituição para tenda Quechua | - | for-x | sports-outdoor
protector para pala Bullpadel | - | for-x | sports-outdoor
saco-cama sem marca em bom estado | - | no-brand | sports-outdoor
pesos caseiros de cimento | - | no-brand | sports-outdoor
esterilla de yoga sin marca | - | no-brand | sports-outdoor
mochila estilo Kanken amarela | - | style-of | sports-outdoor
veste façon Patagonia polaire | - | style-of | sports-outdoor
raquete Babolatt copia | - | near-brand | sports-outdoor
botas Salomom falsas | - | near-brand | sports-outdoor
garrafa térmica com desenho de mamute | - | generic-word | sports-outdoor
corda de escalada cor diamante negro | - | generic-word | sports-outdoor
bateria compatível Makita 18V, usado 1 ano | - | for-x | tools-diy
brocas para berbequim Bosch a estrear | - | for-x | tools-diy
carregador para baterias DeWalt genérico, a estrear | - | for-x | tools-diy
corrente para motosserra Stihl, como novo | - | for-x | tools-diy
Ersatzmesser für Gardena Rasenmäher | - | for-x | tools-diy
caixa de ferramentas sem marca, lote de 2 | - | no-brand | tools-diy
martelo antigo sem marca | - | no-brand | tools-diy
taladro chino sin marca | - | no-brand | tools-diy
berbequim estilo Makita azul | - | style-of | tools-diy
perceuse façon DeWalt jaune | - | style-of | tools-diy
Makitta copia | - | near-brand | tools-diy
rebarbadora Boch falsa | - | near-brand | tools-diy
martelo com cabo de pinho | - | generic-word | tools-diy
alicate com punho em forma de crocodilo | - | generic-word | tools-diy
frasco de recarga para Chanel Chance | - | for-x | beauty-perfume
escova de substituição para Foreo Luna | - | for-x | beauty-perfume
tampa para perfume Dior Sauvage | - | for-x | beauty-perfume
refil compatível Clarins | - | for-x | beauty-perfume
pinceaux pour palette Sephora | - | for-x | beauty-perfume
sabonete artesanal caseiro | - | no-brand | beauty-perfume
creme feito em casa com cera | - | no-brand | beauty-perfume
perfume a granel sin marca | - | no-brand | beauty-perfume
perfume tipo Chanel N5 equivalência | - | style-of | beauty-perfume
parfum inspiré de La Vie est Belle - peu servi | - | style-of | beauty-perfume
perfume Diorr falso | - | near-brand | beauty-perfume
Chanell copia 100ml | - | near-brand | beauty-perfume
creme de alecrim e lavanda | - | generic-word | beauty-perfume
sabonete com aroma de rosa | - | generic-word | beauty-perfume
cordas para guitarra Fender genéricas em bom estado | - | for-x | musical-instruments
capa para teclado Nord Stage | - | for-x | musical-instruments
palhetas compatíveis Selmer | - | for-x | musical-instruments
pele para bateria Pearl 14 | - | for-x | musical-instruments
Koffer für Gibson Les Paul | - | for-x | musical-instruments
guitarra artesanal sem marca | - | no-brand | musical-instruments
cavaquinho feito à mão | - | no-brand | musical-instruments
violín antiguo sin marca | - | no-brand | musical-instruments
guitarra estilo Stratocaster sem marca preço negociável | - | style-of | musical-instruments
basse façon Jazz Bass | - | style-of | musical-instruments
Gibsom Les Paul copia - com caixa | - | near-brand | musical-instruments
Fendr Strat falsa | - | near-brand | musical-instruments
guitarra cor sunburst com pássaro | - | generic-word | musical-instruments
metronomo em forma de pirâmide | - | generic-word | musical-instruments
tapetes para BMW Serie 3 - como novo | - | for-x | vehicle-parts
capas de bancos para Renault Clio, preço negociável | - | for-x | vehicle-parts
espelho retrovisor compatível Peugeot 208 | - | for-x | vehicle-parts
pastilhas para Volkswagen Golf 7 | - | for-x | vehicle-parts
filtre à air pour Citroën C3 | - | for-x | vehicle-parts
jantes sem marca 16 polegadas | - | no-brand | vehicle-parts
pneus recauchutados sem marca como novo | - | no-brand | vehicle-parts
capacete de mota genérico | - | no-brand | vehicle-parts
jantes estilo BBS réplica, pouco uso | - | style-of | vehicle-parts
volant façon Momo | - | style-of | vehicle-parts
jantes Bbs falsas copia | - | near-brand | vehicle-parts
escape Akrapovik imitação | - | near-brand | vehicle-parts
ambientador de carro com cheiro a pinheiro | - | generic-word | vehicle-parts
tapete de carro com golfinhos | - | generic-word | vehicle-parts
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-thirty-third.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
