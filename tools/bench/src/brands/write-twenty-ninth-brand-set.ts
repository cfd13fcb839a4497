import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-twenty-ninth.json: a twenty-ninth brand set for issue 19, written by hand on
 * 2026-11-30 by a writer who changes no rule (stop 49, task 49w), as the session's final unseen measure (its held-out
 * part). Its writer read neither the brand table nor the matching code — only the twenty-eighth brand writer's first 55
 * lines (imports and header) and its last 8 lines, the line parser (`brandSetCases`), the scorer (brand-family-quality.ts)
 * and the contract's BrandCategory enum. No earlier record was printed; the makers were chosen from the writer's own
 * knowledge.
 * 725 strings over all 20 BrandCategory ids (30 to 39 each), as sellers write brands in PT (most), ES, FR, EN, IT and DE:
 * raw with product words, models, sizes and condition words; maker after product words; misspellings of one or two
 * letters; glued and spaced names; maker + sub-brand, the sub-brand alone and product lines alone; accessories of one
 * maker made for another, and makers with another's components. Makers of every size across all categories, most of them
 * European (small and rugged phone makers and senior phones, e-reader makers, regional fast-fashion chains and labels of
 * each country, shoe makers of the south, kitchen, cleaning and laundry makers of several countries, camera, lens,
 * hi-fi, turntable and headphone makers, watch houses of every price and jewellery labels, design-furniture and
 * lighting houses, nursery, pram and wooden-toy makers, publishers and comic publishers of each language, outdoor,
 * ski, racket, padel and team-sport makers with a sports chain's house brands, power-tool, hand-tool and garden-tool
 * makers with a discounter's house brand, pharmacy cosmetics and perfume houses, keyboard, guitar, wind and percussion
 * makers, tyre, brake, lighting, battery, oil, filter, exhaust and riding-gear makers), beside the makers every
 * marketplace sees.
 * Traps (expected no brand, `-`): "for X" and "compatible with X" accessories and spares naming another maker's product,
 * no-brand, home-made and craft goods, "style of", "type" and "inspired by" copies, knock-off spellings with a copy word,
 * and everyday words of the string's language that are a brand name elsewhere (a colour, an animal, a fruit, a shape,
 * a feeling, a German everyday word).
 * Naming policy as the twenty-eighth: the brand as its owner sells it, with its parent only where the writer is sure of
 * the owner; a product line is the maker with the line; a maker + sub-brand and a sub-brand alone expect the sub-brand with
 * the maker as parent; an accessory names its own maker as the brand. Kinds: raw 338, product-line 24, misspelling 22,
 * spacing 11, sub-alone 10, accessory 10, maker+sub 7, component 3, adversarial traps 300 (no-brand 129, for-x 71, style-of
 * 38, near-brand 33, generic-word 29); 18 strings carry an expected parent, 24 a line. Adversarial (traps + accessory,
 * component, maker+sub) 320 (44 %).
 * Borderline decisions, stated: a misspelling of a real maker with no copy cue is a positive, while a knock-off spelling
 * with a copy word in any language is a near-brand trap (even where it is close to a positive's misspelling); a copy named
 * with the real name is spelt off by a letter so that it stays a trap rather than a question of policy; a string with the
 * maker's name only inside a "style"/"type"/"inspired by" phrase is a trap; an album or case made for another maker's
 * photos or device is a for-x trap; a maker's name used in its plain meaning of the string's language (a colour word, an
 * animal, a paperback) is a generic-word trap; a console, laptop or phone family named alone is the maker with that line,
 * a gaming sub-brand named with its maker is the sub-brand with the maker as parent.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * greedy balance in file order over category, kind, trap and adversarial flag (`balancedSplit`, below). Parts: tune 363
 * (161 adversarial), held-out 362 (159 adversarial); every category in both.
 * Lines: positives `raw | expected | kind | category | parent or line`, adversarial `raw | expected | trap | category`
 * (`brandSetCases`).
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/brands/*.json` and compared this set's
 * strings, case- and accent-folded, exactly (printing only this set's strings): 183 of 725 collided (150 positives, mostly
 * plain maker + model strings, and 33 traps, plain "for X" or "no brand" phrases); each was rewritten with the seller's own
 * words (a condition, a box, an invoice, a hand-over), and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-twenty-ninth-brand-set.ts`.
 * First run (2026-11-30, table and matcher as on 5593ea18, nothing changed, a scratch script calling `brandFamilyQuality` on
 * this file only and printing only the summaries, `nice -n 10 timeout 600 node --conditions=@circular/source
 * tools/bench/src/zz-49w.ts brands`): with each string's category, tune accuracy 0.986 (358 of 363; 4 wrong merges, 2 of
 * them on the adversarial subset), held-out accuracy 0.989 (358 of 362; 0 wrong merges); with no category, tune 0.978
 * (355 of 363; 4 wrong merges, 2 adversarial), held-out 0.964 (349 of 362; 0 wrong merges).
 */

const positives = `
telemovel Fairphone 4 com caixa original | Fairphone | raw | phones
movil Wiko View 5 poco uso | Wiko | raw | phones
Nokai G21 desbloqueado a todas as redes | Nokia | misspelling | phones
Crosscall Core X5 antichoc chantier | Crosscall | raw | phones
Gigaset GS5 Smartphone gebraucht mit Hülle | Gigaset | raw | phones
BQ Aquaris X2 libre con cargador | BQ | raw | phones
Doro 8100 telephone senior grosses touches | Doro | raw | phones
Emporia Smart 5 Seniorenhandy wie neu | Emporia | raw | phones
Xiaomi Poco F5 12/256 preto | Poco | maker+sub | phones | Xiaomi
Poco X6 pro 256 giga pouco uso | Poco | sub-alone | phones | Xiaomi
Galaxy Z Flip 4 rosa com risco na dobra | Samsung | product-line | phones | Galaxy
one plus 11 5g verde com capa | OnePlus | spacing | phones
Huaweii P30 lite para peças | Huawei | misspelling | phones
Honor Magic5 Lite 5G debloqué | Honor | raw | phones
Xperia 10 V blanco como nuevo | Sony | product-line | phones | Xperia
telefono realme GT neo 3 con caja | realme | raw | phones
Nothing Phone 2 256gb branco usado | Nothing | raw | phones
iphone 13 pro max 256 bateria 85 | Apple | product-line | phones | iPhone
telemovel motorolla moto g54 | Motorola | misspelling | phones
capa Spigen Tough Armor para iPhone 15 | Spigen | accessory | phones
carregador rapido Anker para Samsung S23 | Anker | accessory | phones
protection ecran Belkin pour iPhone 14 | Belkin | accessory | phones
tablet Lenovo Tab P11 com teclado | Lenovo | raw | tablets
iPad Air 5 64 go wifi gris | Apple | product-line | tablets | iPad
tablette Samsung Galaxy Tab S7 FE etat correct | Samsung | raw | tablets
Kindle Paperwhite 11 geracao com luz | Amazon | product-line | tablets | Kindle
liseuse Kobo Clara HD avec housse | Kobo | raw | tablets
Tolino Shine 3 eReader mit Hülle | Tolino | raw | tablets
PocketBook Touch Lux 5 leitor ebooks | PocketBook | raw | tablets
tableta huawey matepad 11 | Huawei | misspelling | tablets
Xiaomi Pad 6 8/256 com capa | Xiaomi | raw | tablets
tablet Amazon Fire HD 10 infantil | Amazon | raw | tablets
Microsoft Surface Go 3 avec clavier | Microsoft | raw | tablets
capa com teclado Logitech para iPad 9 | Logitech | accessory | tablets
stylet Wacom pour tablette graphique | Wacom | raw | tablets
Remarkable 2 tablette papier avec stylet | reMarkable | raw | tablets
Onyx Boox Note Air 2 | Onyx | raw | tablets
lenovo thinkpad T480 i5 16gb | Lenovo | raw | laptops
ThinkPad X1 Carbon gen 9 teclado PT | Lenovo | product-line | laptops | ThinkPad
portatil Asus Vivobook 15 ryzen | Asus | raw | laptops
ASUS ROG Strix G15 gaming rtx | ROG | maker+sub | laptops | Asus
ordinateur portable Acer Aspire 5 | Acer | raw | laptops
Acer Predator Helios 300 portatil gaming | Predator | maker+sub | laptops | Acer
MacBook Pro 14 M1 Pro 16/512 | Apple | product-line | laptops | MacBook
HP Elitebook 840 G6 i7 | HP | raw | laptops
Omen 16 portatil gaming 3070 | HP | product-line | laptops | Omen
Dell Latitude 5420 com carregador | Dell | raw | laptops
Alienware m15 R4 ecran 240hz | Alienware | sub-alone | laptops | Dell
portatil Medion Akoya E15 | Medion | raw | laptops
Schenker XMG Core 15 Laptop | Schenker | raw | laptops
Microsoft Surface Laptop 4 13 | Microsoft | raw | laptops
Dynabook Satellite Pro C50 | Dynabook | raw | laptops
portatil msi katana gf66 usado | MSI | raw | laptops
Framework Laptop 13 DIY edition | Framework | raw | laptops
mochila Targus para portatil 15 em bom estado | Targus | accessory | laptops
Play Station 5 digital com 2 comandos | Sony | product-line | consoles | PlayStation
PS4 slim 500gb com jogos | Sony | product-line | consoles | PlayStation
Nintendo Switch OLED branca com caixa | Nintendo | raw | consoles
Nintedo Switch Lite turquesa como novo | Nintendo | misspelling | consoles
Xbox Series S 512 go avec manette | Microsoft | product-line | consoles | Xbox
Steam Deck 256 go avec etui | Valve | product-line | consoles | Steam Deck
Sega Mega Drive II com 2 comandos | Sega | raw | consoles
Game Boy Color amarela funciona | Nintendo | product-line | consoles | Game Boy
Asus ROG Ally Z1 Extreme consola portatil | ROG | maker+sub | consoles | Asus
Atari 2600 com cartuchos | Atari | raw | consoles
comando 8BitDo Pro 2 para Switch | 8BitDo | accessory | consoles
volante Thrustmaster T150 para PS4 | Thrustmaster | accessory | consoles
auriculares Turtle Beach para Xbox | Turtle Beach | accessory | consoles
Super Nintendo SNES PAL com Mario | Nintendo | raw | consoles
PlayStation Vita wifi com cartao 16gb | Sony | product-line | consoles | PlayStation
Meta Quest 2 128gb oculos VR | Meta | raw | consoles
bicicleta Orbea Alma M30 29 | Orbea | raw | bikes
bici BH Ultralight talla M | BH | raw | bikes
VTT Lapierre Edge 5.9 pouco uso | Lapierre | raw | bikes
velo route Look 765 Optimum | Look | raw | bikes
Btwin Riverside 500 hibrida | Btwin | sub-alone | bikes | Decathlon
Decathlon Rockrider ST 540 com fatura | Rockrider | maker+sub | bikes | Decathlon
Canyon Grail AL 7 gravel | Canyon | raw | bikes
Cube Stereo 140 HPC Fully | Cube | raw | bikes
Rose Backroad gravel bike | Rose | raw | bikes
Pinarello Dogma F12 frame set | Pinarello | raw | bikes
bici da corsa Bianchi Via Nirone 7 | Bianchi | raw | bikes
Wilier Cento10 telaio 53 | Wilier | raw | bikes
Gazelle Ultimate C380 e-bike | Gazelle | raw | bikes
Brompton M6L dobravel bom preço | Brompton | raw | bikes
Specialzed Rockhopper 29 | Specialized | misspelling | bikes
Trek Marlin 7 com Shimano Deore impecavel | Trek | component | bikes
Giant Talon 2 grupo Shimano | Giant | component | bikes
Riese und Müller Load 75 Lastenrad | Riese & Müller | raw | bikes
Focus Jam2 e-mtb Bosch motor | Focus | component | bikes
Kalkhoff Image 5 Pedelec | Kalkhoff | raw | bikes
Vanmoof S3 bicicleta eletrica | VanMoof | raw | bikes
casaco Zara mulher tamanho M | Zara | raw | clothing
blusa Pull and Bear oversize | Pull&Bear | spacing | clothing
camisola Bershka cropped | Bershka | raw | clothing
Massimo Dutti blazer linho | Massimo Dutti | raw | clothing
vestido Mango talla 38 estampado | Mango | raw | clothing
jersey Desigual colores | Desigual | raw | clothing
Salsa jeans push up 38 | Salsa | raw | clothing
pull Kiabi garcon 10 ans | Kiabi | raw | clothing
chemise Celio homme L | Celio | raw | clothing
robe Sezane Nina bleue | Sézane | raw | clothing
manteau Petit Bateau ciré jaune | Petit Bateau | raw | clothing
Lacost polo homme XL | Lacoste | misspelling | clothing
giacca Benetton lana | Benetton | raw | clothing
maglione Calzedonia | Calzedonia | raw | clothing
felpa Napapijri Skidoo | Napapijri | raw | clothing
Jack Wolfskin Jacke Damen M | Jack Wolfskin | raw | clothing
Hose Tom Tailor Herren 32/32 | Tom Tailor | raw | clothing
Marc O Polo Pullover Damen | Marc O'Polo | spacing | clothing
Esprit Strickjacke Gr. 40 | Esprit | raw | clothing
Levis 501 W32 L32 | Levi's | raw | clothing
Ralph Lauren camisa oxford slim | Ralph Lauren | raw | clothing
tn Nike Air Max Plus 43 | Nike | raw | footwear
Jordan 4 Retro Military Black 42 | Jordan | sub-alone | footwear | Nike
adidas Gazelle azul 40 | Adidas | raw | footwear
Addidas Superstar 38 | Adidas | misspelling | footwear
New Balance 550 brancas 41 | New Balance | raw | footwear
Newbalance 990v5 grey | New Balance | spacing | footwear
zapatos Camper Pelotas | Camper | raw | footwear
Pikolinos botines mujer 39 | Pikolinos | raw | footwear
botas Panama Jack originales | Panama Jack | raw | footwear
sapatos Fly London 38 | Fly London | raw | footwear
Geox scarpe bambino 30 | Geox | raw | footwear
Superga 2750 bianche 37 | Superga | raw | footwear
Birkenstok Boston 41 | Birkenstock | misspelling | footwear
Salomon XT-6 trail 44 | Salomon | raw | footwear
Mephisto chaussures homme 42 | Mephisto | raw | footwear
Kickers boots enfant 28 | Kickers | raw | footwear
Lowa Renegade GTX Wanderschuhe | Lowa | raw | footwear
Onitsuka Tiger Mexico 66 venda rapida | Onitsuka Tiger | sub-alone | footwear | Asics
Asics Gel Kayano 29 42,5 | Asics | raw | footwear
Converse Chuck 70 high noir | Converse | raw | footwear
Hoka Clifton 9 44 | Hoka | raw | footwear
Victoria zapatillas lona 38 | Victoria | raw | footwear
Bimba y Lola deportivas 37 | Bimba y Lola | raw | footwear
Yeezy Boost 350 v2 zebra | Adidas | product-line | footwear | Yeezy
Bimby TM6 com livros e cook key | Vorwerk | product-line | small-appliances | Bimby
Thermomix TM5 avec cook key | Vorwerk | product-line | small-appliances | Thermomix
Moulinex Companion robot cuiseur | Moulinex | raw | small-appliances
Rowenta aspirateur X-Force | Rowenta | raw | small-appliances
Krups cafetiere a grain | Krups | raw | small-appliances
Tefal Actifry friteuse | Tefal | raw | small-appliances
Magimix Cook Expert a funcionar | Magimix | raw | small-appliances
Cecotec Conga 2090 aspirador | Cecotec | raw | small-appliances
Taurus batidora | Taurus | raw | small-appliances
Dyson V11 aspirador sem fio | Dyson | raw | small-appliances
Delongi Magnifica S | De'Longhi | misspelling | small-appliances
Smeg torradeira anos 50 vermelha | Smeg | raw | small-appliances
Kenwood Chef XL usado | Kenwood | raw | small-appliances
Braun Multiquick 7 | Braun | raw | small-appliances
Philips Airfryer XXL em bom estado | Philips | raw | small-appliances
Severin Toaster weiß | Severin | raw | small-appliances
WMF Wasserkocher Edelstahl | WMF | raw | small-appliances
Kärcher Fenstersauger WV 5 | Kärcher | raw | small-appliances
Russel Hobbs chaleira com caixa | Russell Hobbs | misspelling | small-appliances
maquina Nespresso Vertuo Next com capsulas | Nespresso | raw | small-appliances
Roomba i7 robot aspirador | iRobot | product-line | small-appliances | Roomba
Vileda Steam mopa vapor | Vileda | raw | small-appliances
maquina lavar Bosch Serie 6 8kg | Bosch | raw | large-appliances
frigorifico Balay combi inox | Balay | raw | large-appliances
lavadora Fagor 7 kg | Fagor | raw | large-appliances
lave-linge Brandt 8kg | Brandt | raw | large-appliances
refrigerateur Liebherr 300L | Liebherr | raw | large-appliances
Miele W1 Waschmaschine como novo | Miele | raw | large-appliances
AEG Lavamat Turbo | AEG | raw | large-appliances
Siemens iQ500 Geschirrspüler | Siemens | raw | large-appliances
lavatrice Candy Smart 9kg | Candy | raw | large-appliances
frigo Indesit doppia porta | Indesit | raw | large-appliances
forno Smeg Victoria | Smeg | raw | large-appliances
Hotpoint Ariston lavatrice | Hotpoint | raw | large-appliances
Beko frigorifico americano | Beko | raw | large-appliances
Electrolux maquina secar roupa | Electrolux | raw | large-appliances
Gorenje fogão vitroceramico | Gorenje | raw | large-appliances
De Dietrich four encastrable | De Dietrich | raw | large-appliances
Teka placa inducao pouco uso | Teka | raw | large-appliances
Whirpool micro ondas grande | Whirlpool | misspelling | large-appliances
Neff forno Slide and Hide | Neff | raw | large-appliances
Samsung frigorífico side by side | Samsung | raw | large-appliances
Zanussi lava louça | Zanussi | raw | large-appliances
Haier washing machine 9kg | Haier | raw | large-appliances
Canon EOS R6 corpo com fatura | Canon | raw | cameras
Nikon Z6 II boitier | Nikon | raw | cameras
Fujifilm X-T4 prata | Fujifilm | raw | cameras
Fuji X100V preta | Fujifilm | raw | cameras
Leica Q2 com caixa | Leica | raw | cameras
Olympus OM-D E-M10 III | Olympus | raw | cameras
OM System OM-5 bom preço | OM System | raw | cameras
Panasonic Lumix GH5 impecavel | Panasonic | raw | cameras
Lumix G9 corpo | Panasonic | product-line | cameras | Lumix
Sony Alpha A7 III venda rapida | Sony | raw | cameras
Hasselblad 500C/M | Hasselblad | raw | cameras
objectif Sigma 18-35 f1.8 pour Canon | Sigma | accessory | cameras
Tamron 28-75 f/2.8 montura Sony | Tamron | accessory | cameras
Zeiss Batis 85mm a funcionar | Zeiss | raw | cameras
GoPro Hero 11 Black usado | GoPro | raw | cameras
Insta360 X3 em bom estado | Insta360 | raw | cameras
Polaroid Now i-Type | Polaroid | raw | cameras
Pentax K-1 Mark II | Pentax | raw | cameras
Ricoh GR III com caixa | Ricoh | raw | cameras
Voigtlander 35mm Nokton | Voigtländer | raw | cameras
tripé Manfrotto 190 | Manfrotto | raw | cameras
Kanon EOS 2000D | Canon | misspelling | cameras
Bang Olufsen Beoplay H95 como novo | Bang & Olufsen | spacing | audio
Beoplay A1 coluna | Bang & Olufsen | product-line | audio | Beoplay
Sennheiser HD 600 pouco uso | Sennheiser | raw | audio
Beyerdynamic DT 770 Pro com fatura | Beyerdynamic | raw | audio
Teufel Boomster bom preço | Teufel | raw | audio
Focal Clear casque | Focal | raw | audio
Cabasse Swell enceinte | Cabasse | raw | audio
Devialet Phantom I impecavel | Devialet | raw | audio
Marshall Stanmore II venda rapida | Marshall | raw | audio
Bowers Wilkins PX7 a funcionar | Bowers & Wilkins | spacing | audio
KEF LS50 Meta usado | KEF | raw | audio
Denon AVR-X1700H em bom estado | Denon | raw | audio
Yamaha receiver RX-V685 | Yamaha | raw | audio
Technics SL-1200 MK2 com caixa | Technics | raw | audio
Jabra Elite 85t como novo | Jabra | raw | audio
Sonos Era 100 pouco uso | Sonos | raw | audio
Bose QuietComfort 45 com fatura | Bose | raw | audio
AirPods Pro 2 estojo | Apple | product-line | audio | AirPods
Pro-Ject Debut Carbon bom preço | Pro-Ject | raw | audio
Canton GLE 90 colunas | Canton | raw | audio
Nubert nuBox 383 | Nubert | raw | audio
Sennhaiser Momentum 4 | Sennheiser | misspelling | audio
Omega Speedmaster Professional impecavel | Omega | raw | watches-jewellery
Tag Heuer Carrera venda rapida | TAG Heuer | raw | watches-jewellery
Tissot PRX 40mm | Tissot | raw | watches-jewellery
Swatch Moonswatch Mission to Mars a funcionar | Swatch | raw | watches-jewellery
Longines Conquest usado | Longines | raw | watches-jewellery
Hamilton Khaki Field em bom estado | Hamilton | raw | watches-jewellery
Certina DS Action com caixa | Certina | raw | watches-jewellery
Mido Ocean Star como novo | Mido | raw | watches-jewellery
Junghans Max Bill pouco uso | Junghans | raw | watches-jewellery
Nomos Tangente com fatura | Nomos | raw | watches-jewellery
Sinn 556 I bom preço | Sinn | raw | watches-jewellery
Festina cronografo | Festina | raw | watches-jewellery
Lotus relogio senhora | Lotus | raw | watches-jewellery
Pandora pulseira Moments impecavel | Pandora | raw | watches-jewellery
Swarovski colar venda rapida | Swarovski | raw | watches-jewellery
Tous brincos urso | Tous | raw | watches-jewellery
Thomas Sabo charm | Thomas Sabo | raw | watches-jewellery
Cartier Love bracelet a funcionar | Cartier | raw | watches-jewellery
Tudor Black Bay 58 usado | Tudor | raw | watches-jewellery
Seiko Presage cocktail em bom estado | Seiko | raw | watches-jewellery
Garmin Fenix 7 com caixa | Garmin | raw | watches-jewellery
Tisot Le Locle como novo | Tissot | misspelling | watches-jewellery
Apple Watch Series 8 | Apple | product-line | watches-jewellery | Apple Watch
Ikea sofa Kivik 3 lugares | IKEA | raw | furniture
IKEA Pax roupeiro | IKEA | raw | furniture
cadeira Vitra Eames | Vitra | raw | furniture
Kartell Louis Ghost pouco uso | Kartell | raw | furniture
Ligne Roset Togo com fatura | Ligne Roset | raw | furniture
Roche Bobois canape bom preço | Roche Bobois | raw | furniture
Fritz Hansen Egg chair impecavel | Fritz Hansen | raw | furniture
HAY Mags sofa venda rapida | HAY | raw | furniture
Muuto lampada a funcionar | Muuto | raw | furniture
Artemide Tolomeo usado | Artemide | raw | furniture
Flos Arco lampada | Flos | raw | furniture
Louis Poulsen PH5 em bom estado | Louis Poulsen | raw | furniture
USM Haller sideboard com caixa | USM | raw | furniture
Hulsta Schrank como novo | Hülsta | raw | furniture
Maisons du Monde table basse | Maisons du Monde | raw | furniture
Kave Home mesa pouco uso | Kave Home | raw | furniture
Zara Home cadeira | Zara Home | sub-alone | furniture | Inditex
Herman Miller Aeron com fatura | Herman Miller | raw | furniture
Cassina LC2 bom preço | Cassina | raw | furniture
Gubi lamp | Gubi | raw | furniture
Ikeia Billy estante | IKEA | misspelling | furniture
Habitat table | Habitat | raw | furniture
Lego Technic Porsche | LEGO | raw | toys-baby
Playmobil 123 quinta impecavel | Playmobil | raw | toys-baby
Chicco Trio Activ3 | Chicco | raw | toys-baby
Bébé Confort cadeira | Bébé Confort | raw | toys-baby
Maxi Cosi Pebble venda rapida | Maxi-Cosi | spacing | toys-baby
Cybex Priam a funcionar | Cybex | raw | toys-baby
Stokke Tripp Trapp usado | Stokke | raw | toys-baby
Bugaboo Fox 3 em bom estado | Bugaboo | raw | toys-baby
Joie i-Spin 360 com caixa | Joie | raw | toys-baby
Jané Muum como novo | Jané | raw | toys-baby
Haba blocos madeira | HABA | raw | toys-baby
Ravensburger puzzle 1000 pouco uso | Ravensburger | raw | toys-baby
Schleich animais | Schleich | raw | toys-baby
Vtech Kidizoom com fatura | VTech | raw | toys-baby
Fisher Price cavalinho bom preço | Fisher-Price | spacing | toys-baby
Janod cuisine bois | Janod | raw | toys-baby
Djeco puzzle impecavel | Djeco | raw | toys-baby
Smoby cozinha venda rapida | Smoby | raw | toys-baby
Sophie la girafe a funcionar | Vulli | product-line | toys-baby | Sophie la Girafe
Hot Weels pista | Hot Wheels | misspelling | toys-baby
Barbie Dreamhouse usado | Mattel | product-line | toys-baby | Barbie
Nerf Elite 2.0 em bom estado | Nerf | raw | toys-baby
Brio comboio madeira | Brio | raw | toys-baby
livro Porto Editora | Porto Editora | raw | books-media
Penguin Classics pack | Penguin | raw | books-media
Gallimard Folio lot | Gallimard | raw | books-media
livros Leya | LeYa | raw | books-media
Planeta novela | Planeta | raw | books-media
Anagrama libros | Anagrama | raw | books-media
Editions Larousse dictionnaire | Larousse | raw | books-media
Taschen art book com caixa | Taschen | raw | books-media
Bompiani romanzo | Bompiani | raw | books-media
Mondadori Oscar | Mondadori | raw | books-media
Reclam Heft | Reclam | raw | books-media
Dumont Reiseführer | DuMont | raw | books-media
Lonely Planet Portugal como novo | Lonely Planet | raw | books-media
Asterix Dargaud album | Dargaud | raw | books-media
Glenat manga One Piece pouco uso | Glénat | raw | books-media
Carlsen Comics com fatura | Carlsen | raw | books-media
Marvel comics pack | Marvel | raw | books-media
Criterion blu-ray | Criterion | raw | books-media
Deutsche Grammophon CD | Deutsche Grammophon | raw | books-media
Salamandra Harry Potter bom preço | Salamandra | raw | books-media
Quetzal livro | Quetzal | raw | books-media
Decathlon Quechua tenda 2 | Quechua | maker+sub | sports-outdoor | Decathlon
Quechua MH500 casaco | Quechua | sub-alone | sports-outdoor | Decathlon
Kipsta bola futebol impecavel | Kipsta | sub-alone | sports-outdoor | Decathlon
Salewa botas | Salewa | raw | sports-outdoor
Millet sac a dos | Millet | raw | sports-outdoor
Rossignol skis | Rossignol | raw | sports-outdoor
Head raquete Speed | Head | raw | sports-outdoor
Babolat Pure Drive venda rapida | Babolat | raw | sports-outdoor
Wilson raqueta | Wilson | raw | sports-outdoor
Ortlieb alforges a funcionar | Ortlieb | raw | sports-outdoor
Deuter mochila | Deuter | raw | sports-outdoor
Vaude Zelt | Vaude | raw | sports-outdoor
Mammut casaco usado | Mammut | raw | sports-outdoor
Petzl frontal | Petzl | raw | sports-outdoor
Black Diamond arnes em bom estado | Black Diamond | raw | sports-outdoor
The North Face Nuptse com caixa | The North Face | raw | sports-outdoor
Patagonia Nano Puff como novo | Patagonia | raw | sports-outdoor
Fjallraven Kanken pouco uso | Fjällräven | raw | sports-outdoor
Bullpadel pala padel | Bullpadel | raw | sports-outdoor
Joma equipacion | Joma | raw | sports-outdoor
Uhlsport luvas | Uhlsport | raw | sports-outdoor
Kettler passadeira | Kettler | raw | sports-outdoor
Decatlon Domyos halteres | Domyos | misspelling | sports-outdoor | Decathlon
Bosch Professional GSR 18V com fatura | Bosch | raw | tools-diy
Makita DHP482 bom preço | Makita | raw | tools-diy
DeWalt rebarbadora | DeWalt | raw | tools-diy
Dewalt kit | DeWalt | raw | tools-diy
Metabo serra | Metabo | raw | tools-diy
Festool Domino impecavel | Festool | raw | tools-diy
Hilti TE 30 venda rapida | Hilti | raw | tools-diy
Einhell tronzadora | Einhell | raw | tools-diy
Ryobi One+ a funcionar | Ryobi | raw | tools-diy
Stihl MS 170 usado | Stihl | raw | tools-diy
Husqvarna corta relva em bom estado | Husqvarna | raw | tools-diy
Gardena mangueira com caixa | Gardena | raw | tools-diy
Wera chaves como novo | Wera | raw | tools-diy
Knipex alicate pouco uso | Knipex | raw | tools-diy
Wiha chaves de fenda | Wiha | raw | tools-diy
Hazet caixa | Hazet | raw | tools-diy
Facom servante | Facom | raw | tools-diy
Stanley fita | Stanley | raw | tools-diy
Black and Decker berbequim com fatura | Black+Decker | spacing | tools-diy
Parkside berbequim bom preço | Parkside | raw | tools-diy
Milwaukee M18 impecavel | Milwaukee | raw | tools-diy
Makitta rebarbadora venda rapida | Makita | misspelling | tools-diy
La Roche Posay Effaclar a funcionar | La Roche-Posay | spacing | beauty-perfume
Vichy Mineral 89 usado | Vichy | raw | beauty-perfume
Avene creme | Avène | raw | beauty-perfume
Bioderma Sensibio em bom estado | Bioderma | raw | beauty-perfume
Caudalie serum | Caudalie | raw | beauty-perfume
Nuxe Huile Prodigieuse com caixa | Nuxe | raw | beauty-perfume
Isdin fotoprotector como novo | ISDIN | raw | beauty-perfume
Nivea creme pouco uso | Nivea | raw | beauty-perfume
Weleda Skin Food com fatura | Weleda | raw | beauty-perfume
L Oreal Revitalift bom preço | L'Oréal | spacing | beauty-perfume
Lancome Idole impecavel | Lancôme | raw | beauty-perfume
Guerlain Shalimar venda rapida | Guerlain | raw | beauty-perfume
Yves Saint Laurent Libre a funcionar | Yves Saint Laurent | raw | beauty-perfume
Clinique moisture surge usado | Clinique | raw | beauty-perfume
Sisley Black Rose | Sisley | raw | beauty-perfume
Rituals Sakura em bom estado | Rituals | raw | beauty-perfume
Kiko Milano batom com caixa | Kiko Milano | raw | beauty-perfume
Essence mascara | Essence | raw | beauty-perfume
Catrice base | Catrice | raw | beauty-perfume
Babor ampoules | Babor | raw | beauty-perfume
Diptyque Philosykos | Diptyque | raw | beauty-perfume
Givenchi Linterdit | Givenchy | misspelling | beauty-perfume
Yamaha P125 | Yamaha | raw | musical-instruments
Roland FP-30X como novo | Roland | raw | musical-instruments
Korg Minilogue pouco uso | Korg | raw | musical-instruments
Nord Stage 3 com fatura | Nord | raw | musical-instruments
Fender Telecaster | Fender | raw | musical-instruments
Squier Classic Vibe bom preço | Squier | sub-alone | musical-instruments | Fender
Gibson Les Paul impecavel | Gibson | raw | musical-instruments
Epiphone Les Paul venda rapida | Epiphone | sub-alone | musical-instruments | Gibson
Ibanez RG a funcionar | Ibanez | raw | musical-instruments
Cort guitarra | Cort | raw | musical-instruments
Hofner violin bass usado | Höfner | raw | musical-instruments
Framus Gitarre em bom estado | Framus | raw | musical-instruments
Warwick Bass | Warwick | raw | musical-instruments
guitarra Thomann Harley Benton ST-20 | Harley Benton | maker+sub | musical-instruments | Thomann
Alhambra guitarra classica | Alhambra | raw | musical-instruments
Admira guitarra | Admira | raw | musical-instruments
Hohner harmonica com caixa | Hohner | raw | musical-instruments
Buffet Crampon clarinette como novo | Buffet Crampon | raw | musical-instruments
Selmer saxofone | Selmer | raw | musical-instruments
Pearl bateria pouco uso | Pearl | raw | musical-instruments
Meinl pratos | Meinl | raw | musical-instruments
Gibsom SG | Gibson | misspelling | musical-instruments
pneus Michelin Pilot Sport 4 com fatura | Michelin | raw | vehicle-parts
Continental pneus | Continental | raw | vehicle-parts
Pirelli P Zero bom preço | Pirelli | raw | vehicle-parts
Bosch escovas | Bosch | raw | vehicle-parts
Valeo embraiagem impecavel | Valeo | raw | vehicle-parts
Brembo discos venda rapida | Brembo | raw | vehicle-parts
Hella farois a funcionar | Hella | raw | vehicle-parts
Osram Night Breaker usado | Osram | raw | vehicle-parts
Varta bateria em bom estado | Varta | raw | vehicle-parts
Castrol Edge 5w30 com caixa | Castrol | raw | vehicle-parts
Motul 300V como novo | Motul | raw | vehicle-parts
Mann filtro | Mann-Filter | raw | vehicle-parts
Sachs amortecedores pouco uso | Sachs | raw | vehicle-parts
Akrapovic escape com fatura | Akrapovič | raw | vehicle-parts
Dainese blusão bom preço | Dainese | raw | vehicle-parts
Alpinestars botas | Alpinestars | raw | vehicle-parts
Shoei capacete | Shoei | raw | vehicle-parts
Thule barras impecavel | Thule | raw | vehicle-parts
Nokian pneus inverno venda rapida | Nokian | raw | vehicle-parts
Bridgstone Turanza | Bridgestone | misspelling | vehicle-parts
Febi Bilstein a funcionar | Febi | raw | vehicle-parts
Ferodo pastilhas | Ferodo | raw | vehicle-parts
`;

const adversarial = `
capa de silicone para iPhone 13 cor azul | - | for-x | phones
carregador compativel com Samsung 25W sem marca | - | for-x | phones
ecra de substituicao para Xiaomi Redmi Note 9 | - | for-x | phones
bateria nova para Huawei P20 generica | - | for-x | phones
funda libro para Motorola G32 | - | for-x | phones
telemovel android sem marca 6 polegadas | - | no-brand | phones
smartphone chines generico dual sim | - | no-brand | phones
telefone tipo iPhone mas barato | - | style-of | phones
movil estilo Galaxy plegable sin marca | - | style-of | phones
Samsong Galaxi S23 copia china | - | near-brand | phones
Iphon 14 pro replica | - | near-brand | phones
telemovel com ecra sharp e rapido | - | generic-word | phones
phone case with apple print | - | generic-word | phones
suporte de telemovel para carro em forma de polvo | - | no-brand | phones
cabo usb c trançado 2 metros | - | no-brand | phones
capa para iPad 10 com suporte para caneta | - | for-x | tablets
pelicula de vidro para Galaxy Tab A8 | - | for-x | tablets
housse pour Kindle Paperwhite en cuir | - | for-x | tablets
tablet infantil sem marca com capa de borracha | - | no-brand | tablets
tablette chinoise 10 pouces android | - | no-brand | tablets
tablet estilo iPad Pro generico | - | style-of | tablets
leitor de ebooks tipo Kindle sem marca | - | style-of | tablets
Samsumg Tab copia 10 pulgadas | - | near-brand | tablets
tablet com capa cor orange fluorescente | - | generic-word | tablets
suporte articulado para tablet em aluminio | - | no-brand | tablets
carregador para tablet Lenovo 65W generico | - | for-x | tablets
caneta capacitiva universal para tablets | - | no-brand | tablets
tablet antigo de 7 polegadas para criança | - | no-brand | tablets
tablet usado com capa verde e teclado | - | no-brand | tablets
teclado bluetooth para Surface Pro 7 | - | for-x | tablets
carregador para portatil HP 65W compativel | - | for-x | laptops
bateria de substituição para Dell Latitude E7470 | - | for-x | laptops
teclado para MacBook Air A1466 | - | for-x | laptops
capa para MacBook Pro 14 transparente | - | for-x | laptops
portatil montado sem marca i5 | - | no-brand | laptops
ordinateur portable reconditionne sans marque usado | - | no-brand | laptops
portatil estilo MacBook fino generico | - | style-of | laptops
laptop tipo gaming luzes rgb | - | no-brand | laptops
Lenova Ideapad falsificado | - | near-brand | laptops
portatil com processador pentium e ecra matte | - | generic-word | laptops
mala de portatil em pele castanha | - | no-brand | laptops
base de refrigeracao para portatil com ventoinhas | - | no-brand | laptops
mochila para portatil com padrao de aguia | - | no-brand | laptops
tapete para portatil com desenho de alien | - | no-brand | laptops
docking station usb c universal | - | no-brand | laptops
comando compativel PS4 sem fios em bom estado | - | for-x | consoles
capa de silicone para comando Xbox pouco uso | - | for-x | consoles
carregador para Nintendo Switch generico | - | for-x | consoles
jogos para PS5 lote de 5 | - | for-x | consoles
consola retro com 10000 jogos sem marca barato | - | no-brand | consoles
mini consola tipo Game Boy chinesa | - | style-of | consoles
consola estilo Nintendo portatil | - | style-of | consoles
Playstasion 5 copia | - | near-brand | consoles
Nintendu Switch falsa | - | near-brand | consoles
tapete de rato gamer xxl | - | no-brand | consoles
cadeira gaming preta e vermelha | - | no-brand | consoles
suporte de comandos em madeira | - | no-brand | consoles
consola de entrada em madeira mesa estreita | - | no-brand | consoles
cartucho de jogos atari compativel | - | for-x | consoles
jogo de estrategia com tabuleiro de xadrez | - | no-brand | consoles
capacete para Trek sem marca | - | for-x | bikes
selim para bicicleta Specialized generico | - | for-x | bikes
pneus para bicicleta de criança 16 | - | no-brand | bikes
bicicleta de estrada sem marca quadro aluminio | - | no-brand | bikes
bici de montana de segunda mano sin marca | - | no-brand | bikes
bicicleta estilo Brompton dobravel entrega em mao | - | style-of | bikes
velo type hollandais sans marque | - | style-of | bikes
Spezialized Epic imitacao | - | near-brand | bikes
Canion Aeroad copia | - | near-brand | bikes
balance bike with giant foam tyres | - | generic-word | bikes
bicicleta com cesto look retro | - | generic-word | bikes
porta bicicletas para carro 3 bicis | - | no-brand | bikes
luzes led para bicicleta usb | - | no-brand | bikes
rodinhas para bicicleta infantil | - | no-brand | bikes
garrafa de agua cor rose para ciclismo | - | generic-word | bikes
casaco de inverno sem marca tamanho M | - | no-brand | clothing
camisola de la feita a mao preço negociavel | - | no-brand | clothing
vestido feito por costureira | - | no-brand | clothing
casaco estilo Barbour encerado | - | style-of | clothing
blazer inspirado em Chanel tweed | - | style-of | clothing
camiseta tipo Ralph Lauren com cavalo | - | style-of | clothing
Lacosta polo copia | - | near-brand | clothing
Guci t-shirt falsa | - | near-brand | clothing
Adibas sweat imitação | - | near-brand | clothing
vestido cor mango maduro | - | generic-word | clothing
t-shirt com estampa de puma selvagem | - | generic-word | clothing
t-shirt com a frase guess who em letras grandes | - | generic-word | clothing
cabides para roupa de criança | - | for-x | clothing
remendos para calças Levi's | - | for-x | clothing
saco de roupa a granel 5 kg | - | no-brand | clothing
atacadores para Nike Air Force 1 | - | for-x | footwear
palmilhas para Adidas Ultraboost | - | for-x | footwear
caixa de sapatos para Jordan vazia | - | for-x | footwear
sapatilhas brancas sem marca 39 | - | no-brand | footwear
botas de borracha sem marca | - | no-brand | footwear
sandalias tipo Birkenstock genericas | - | style-of | footwear
tenis estilo Converse de lona | - | style-of | footwear
zapatillas tipo New Balance sin marca | - | style-of | footwear
Naik Air Max replica | - | near-brand | footwear
Adiddas Yeezy falsas | - | near-brand | footwear
botas de caçador hunter verdes | - | generic-word | footwear
chinelos com desenho de jaguar | - | generic-word | footwear
sapatos de vela camper style | - | generic-word | footwear
calçadeira de madeira | - | no-brand | footwear
creme para sapatos Timberland generico | - | for-x | footwear
capsulas compativeis Nespresso vendo ja | - | for-x | small-appliances
filtro para aspirador Dyson V10 generico | - | for-x | small-appliances
jarro para Bimby TM5 compativel | - | for-x | small-appliances
sacos para aspirador Rowenta usado | - | for-x | small-appliances
varinha magica sem marca | - | no-brand | small-appliances
torradeira retro tipo Smeg | - | style-of | small-appliances
robot de cozinha estilo Thermomix de supermercado | - | style-of | small-appliances
Dysom aspirador copia | - | near-brand | small-appliances
hand vacuum with tiger stripe pattern | - | generic-word | small-appliances
Kaffeemaschine in braun mit Mahlwerk | - | generic-word | small-appliances
chaleira eletrica inox sem marca | - | no-brand | small-appliances
ferro a vapor antigo | - | no-brand | small-appliances
escova rotativa para Roomba | - | for-x | small-appliances
espremedor de citrinos manual em vidro | - | no-brand | small-appliances
picadora manual de cozinha | - | no-brand | small-appliances
borracha da porta para frigorifico Bosch em bom estado | - | for-x | large-appliances
filtro de agua para frigorifico Samsung pouco uso | - | for-x | large-appliances
bomba de escoamento para maquina Indesit | - | for-x | large-appliances
maquina de lavar sem marca 7 kg | - | no-brand | large-appliances
arca congeladora usada horizontal | - | no-brand | large-appliances
frigorifico retro estilo Smeg | - | style-of | large-appliances
Whirpol copia frigorifico | - | near-brand | large-appliances
fogão de lenha antigo em ferro | - | no-brand | large-appliances
frigorifico com dispensador de gelo | - | no-brand | large-appliances
maquina de algodao doce candy floss para festas | - | generic-word | small-appliances
forno com pedra de pizza | - | no-brand | large-appliances
resistencia para forno Teka compativel | - | for-x | large-appliances
forno de pizza a lenha feito em tijolo | - | no-brand | large-appliances
pes anti vibração para maquina de lavar | - | no-brand | large-appliances
mangueira para maquina de lavar loiça | - | no-brand | large-appliances
bateria para Canon EOS 80D compativel | - | for-x | cameras
tampa de objetiva para Nikon 52mm barato | - | for-x | cameras
bolsa para camara Fujifilm generica | - | for-x | cameras
camara fotografica antiga sem marca | - | no-brand | cameras
tripé de telemovel generico | - | no-brand | cameras
camara tipo Leica retro de brinquedo | - | style-of | cameras
Cannon EOS imitação | - | near-brand | cameras
album de fotos polaroid vazio | - | for-x | cameras
camera obscura artesanal de cartao | - | no-brand | cameras
filtro UV 58mm universal | - | no-brand | cameras
alça para camara em pele | - | no-brand | cameras
adaptador de objetiva para Sony E | - | for-x | cameras
flash externo sem marca | - | no-brand | cameras
maquina fotografica de brincar em plastico | - | no-brand | cameras
lente macro para telemovel | - | no-brand | cameras
almofadas para auscultadores Sony WH-1000XM4 | - | for-x | audio
capa para AirPods Pro | - | for-x | audio
comando para barra de som Samsung | - | for-x | audio
coluna bluetooth sem marca entrega em mao | - | no-brand | audio
auscultadores com fio genericos preço negociavel | - | no-brand | audio
colunas de som feitas por mim | - | no-brand | audio
auriculares tipo AirPods chineses | - | style-of | audio
Boze QuietComfort falsos | - | near-brand | audio
Senheiser copia barata | - | near-brand | audio
amplificador com aspeto tipo Marshall sem marca | - | style-of | audio
disco de vinil do concerto em pioneer square | - | generic-word | audio
cabo RCA 3 metros | - | no-brand | audio
suporte de parede para coluna Sonos | - | for-x | audio
amplificador valvulas artesanal | - | no-brand | audio
gira discos estilo vintage sem marca | - | style-of | audio
bracelete para Apple Watch 44mm vendo ja | - | for-x | watches-jewellery
bracelete para Garmin Forerunner | - | for-x | watches-jewellery
relogio sem marca quartzo | - | no-brand | watches-jewellery
colar de prata feito a mao | - | no-brand | watches-jewellery
relogio tipo Rolex sem marca | - | style-of | watches-jewellery
pulseira estilo Cartier Love usado | - | style-of | watches-jewellery
Roleks Submariner replica | - | near-brand | watches-jewellery
Pandorra pulseira falsa | - | near-brand | watches-jewellery
colar com pendente omega grego | - | generic-word | watches-jewellery
anel de pedra fossil | - | generic-word | watches-jewellery
caixa de relogios para 10 | - | no-brand | watches-jewellery
brincos de ouro 19 quilates | - | no-brand | watches-jewellery
relogio de bolso antigo em bom estado | - | no-brand | watches-jewellery
charm compativel Pandora pouco uso | - | for-x | watches-jewellery
relogio de parede zenith decorativo sem marca | - | generic-word | watches-jewellery
capa para sofa Ikea Ektorp barato | - | for-x | furniture
pernas para móvel Ikea | - | for-x | furniture
sofa de 3 lugares sem marca | - | no-brand | furniture
mesa de madeira feita por carpinteiro entrega em mao | - | no-brand | furniture
cadeira estilo Eames generica | - | style-of | furniture
candeeiro tipo Arco replica | - | style-of | furniture
Ikia estante imitação | - | near-brand | furniture
comoda com acabamento habitat rustico | - | generic-word | furniture
cadeira de vime para varanda | - | no-brand | furniture
estante industrial ferro e madeira | - | no-brand | furniture
colchao 150x190 usado | - | no-brand | furniture
candeeiro de pe sem marca | - | no-brand | furniture
mesa de cabeceira restaurada | - | no-brand | furniture
puxadores compativeis Ikea Pax preço negociavel | - | for-x | furniture
cadeira de escritorio tipo Aeron | - | style-of | furniture
pecas compativeis Lego Technic | - | for-x | toys-baby
capa de chuva para carrinho Bugaboo vendo ja | - | for-x | toys-baby
adaptador para cadeira Maxi-Cosi | - | for-x | toys-baby
brinquedos de madeira sem marca | - | no-brand | toys-baby
peluche feito a mao | - | no-brand | toys-baby
blocos de construcao tipo Lego | - | style-of | toys-baby
boneca estilo Barbie generica | - | style-of | toys-baby
Playmovil figuras falsas | - | near-brand | toys-baby
carrinho de bebe joie de vivre amarelo | - | generic-word | toys-baby
puzzle de animais com girafa e elefante | - | no-brand | toys-baby
berço de madeira usado | - | no-brand | toys-baby
cadeira da papa usada | - | no-brand | toys-baby
bancada de mudas | - | no-brand | toys-baby
almofada de amamentacao | - | no-brand | toys-baby
carros de brinquedo genericos | - | no-brand | toys-baby
capa para livro Harry Potter | - | for-x | books-media
marcadores de livros feitos a mao | - | no-brand | books-media
livros usados lote de 20 | - | no-brand | books-media
livro estilo Lonely Planet caseiro | - | style-of | books-media
Penguim Books copia | - | near-brand | books-media
romance sobre um planeta distante | - | generic-word | books-media
Taschenbuch Krimi gebraucht gut erhalten | - | generic-word | books-media
dvds de filmes lote | - | no-brand | books-media
cds de musica anos 80 | - | no-brand | books-media
estante para livros de bd | - | no-brand | books-media
enciclopedia antiga de 12 volumes | - | no-brand | books-media
revistas antigas de carros | - | no-brand | books-media
livro de colorir para adultos | - | no-brand | books-media
comics da marvell fotocopiados | - | near-brand | books-media
manga tipo One Piece pirata | - | style-of | books-media
bastoes de caminhada genericos em bom estado | - | no-brand | sports-outdoor
tenda de campismo 4 pessoas sem marca | - | no-brand | sports-outdoor
mochila estilo Kanken barata | - | style-of | sports-outdoor
casaco tipo North Face falso | - | style-of | sports-outdoor
Patagonya casaco imitação | - | near-brand | sports-outdoor
bola de futebol oficial mundial replica | - | no-brand | sports-outdoor
tennis racket with oversize head | - | generic-word | sports-outdoor
saco de dormir de penas com capuz | - | no-brand | sports-outdoor
cordas para raquete Babolat compativel | - | for-x | sports-outdoor
grips para raquete Wilson | - | for-x | sports-outdoor
halteres de ferro 2x10 kg | - | no-brand | sports-outdoor
prancha de surf artesanal | - | no-brand | sports-outdoor
esquis de segunda mao sem marca | - | no-brand | sports-outdoor
tapete de ioga generico | - | no-brand | sports-outdoor
Trinkflasche mit Mammut Motiv für Kinder | - | generic-word | sports-outdoor
bateria compativel Makita 18V pouco uso | - | for-x | tools-diy
carregador para baterias DeWalt generico | - | for-x | tools-diy
discos de corte para rebarbadora Bosch barato | - | for-x | tools-diy
berbequim sem marca entrega em mao | - | no-brand | tools-diy
caixa de ferramentas vazia | - | no-brand | tools-diy
ferramentas tipo Festool de feira | - | style-of | tools-diy
Makyta copia chinesa | - | near-brand | tools-diy
Mackita berbequim falso | - | near-brand | tools-diy
escada de aluminio de 7 degraus | - | no-brand | tools-diy
martelo de carpinteiro antigo | - | no-brand | tools-diy
serrote para madeira | - | no-brand | tools-diy
brocas para betão lote | - | no-brand | tools-diy
cabos de ferramentas para Stihl | - | for-x | tools-diy
macaco hidraulico 2 toneladas | - | no-brand | tools-diy
corta relva manual de cilindro | - | no-brand | tools-diy
perfume inspirado em Chanel nº5 preço negociavel | - | style-of | beauty-perfume
perfume de equivalencia tipo Dior Sauvage | - | style-of | beauty-perfume
creme feito em casa com cera de abelha | - | no-brand | beauty-perfume
sabonete artesanal de lavanda vendo ja | - | no-brand | beauty-perfume
Lancom perfume falso | - | near-brand | beauty-perfume
Guerlein imitação | - | near-brand | beauty-perfume
rose essence oil for homemade lip balm | - | generic-word | beauty-perfume
agua de colonia caseira de alfazema | - | no-brand | beauty-perfume
frasco vazio de perfume Chanel | - | for-x | beauty-perfume
recarga compativel para Dyson Airwrap | - | for-x | beauty-perfume
escova de cabelo sem marca | - | no-brand | beauty-perfume
kit de pinceis de maquilhagem | - | no-brand | beauty-perfume
verniz de unhas lote de 10 | - | no-brand | beauty-perfume
espelho de maquilhagem com luz | - | no-brand | beauty-perfume
creme hidratante generico de farmacia | - | no-brand | beauty-perfume
cordas para guitarra Fender compativeis usado | - | for-x | musical-instruments
estojo para guitarra Gibson Les Paul | - | for-x | musical-instruments
suporte para teclado Yamaha em bom estado | - | for-x | musical-instruments
guitarra classica sem marca pouco uso | - | no-brand | musical-instruments
guitarra feita por luthier | - | no-brand | musical-instruments
guitarra estilo Stratocaster generica | - | style-of | musical-instruments
Gibsen Les Paul copia | - | near-brand | musical-instruments
Fendre Stratocaster falsa | - | near-brand | musical-instruments
flauta de bisel branca perolada | - | no-brand | musical-instruments
violino para criança 1/4 | - | no-brand | musical-instruments
cajon de madeira artesanal | - | no-brand | musical-instruments
estante para partituras | - | no-brand | musical-instruments
pedal de efeitos caseiro | - | no-brand | musical-instruments
baquetas para bateria Pearl compativeis | - | for-x | musical-instruments
ukulele de brincar | - | no-brand | musical-instruments
tapetes para Seat Leon barato | - | for-x | vehicle-parts
capas de bancos para Renault Clio | - | for-x | vehicle-parts
farol para Peugeot 208 generico | - | for-x | vehicle-parts
pneus usados 205/55 R16 entrega em mao | - | no-brand | vehicle-parts
jantes de liga leve 17 sem marca | - | no-brand | vehicle-parts
capacete de moto tipo Shoei de feira | - | style-of | vehicle-parts
Michellin pneus copia | - | near-brand | vehicle-parts
Brenbo pinças falsas | - | near-brand | vehicle-parts
porta-bagagens de tejadilho para viagem continental | - | generic-word | vehicle-parts
ambientador de carro em forma de pinheiro | - | no-brand | vehicle-parts
suporte de matricula em carbono | - | no-brand | vehicle-parts
correntes de neve para pneus 16 | - | no-brand | vehicle-parts
kit de pastilhas para Golf VII | - | for-x | vehicle-parts
escape desportivo artesanal | - | no-brand | vehicle-parts
casaco de motard softshell impermeavel | - | generic-word | vehicle-parts
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-twenty-ninth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
