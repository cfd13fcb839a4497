import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-twenty-fifth.json: a twenty-fifth brand set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its held-out part). Its writer read
 * neither the brand table nor the matching code — only the twenty-third and twenty-fourth writers' headers and split, the
 * line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and the contract's BrandCategory enum.
 * 709 strings over all 20 BrandCategory ids (26 to 48 each), as sellers write brands in PT, ES, FR, EN (some IT, DE): raw,
 * lower case, with product words (telemovel wiko y62, botas mustang senhora, rommelsbacher waffeleisen, kappa mala moto),
 * misspelt (fairfone, ulephone, dell latitud, canondale, superdri, hokka, remmington, whirpool, fujiflim, wharfdale,
 * breitlin, herman miler, tommee tipee, mamut, milwakee, lancom, ibanes, goodyer), glued or spaced (packardbell, pocket
 * book, 8 bitdo, santacruz, armor lux, bash, kitchen aid, bowers wilkins, project debut, and tradition, plan toys, plus
 * plus, relogio d agua, fjallraven, arcteryx, de walt, kiehls, hofner, hughes kettner, electro harmonix, d addario,
 * lemforder, revit, hepco becker), maker + sub-brand (xiaomi redmi, schenker xmg, dell alienware, decathlon van rysel and
 * domyos, inditex oysho, hugo boss hugo, vorwerk kobold, panasonic lumix, dodo pomellato, yoyo babyzen stokke, folio
 * gallimard, anker soundcore, fender squier), the sub-brand alone (Redmi, XMG, Alienware, Aorus, Rockrider, Lefties,
 * Oysho, COS, Arket, Weekday, Name It, Selected, Only, Lumix, Soundcore, Pinypon, Folio, Quechua, Kipsta, Tribord,
 * Nabaiji, Itiwit, Squier), product lines (Razr, Nova, Find, Tab, iPad, Galaxy Tab, Fire, Surface, ThinkPad, Spectre,
 * Vivobook, Predator, Katana, Blade, Gram, Galaxy Book, Wii U, Dreamcast, Neo Geo, ROG Ally, PlayStation, Gel-Kayano, Club
 * C, Air Max, Thermomix and Bimby, Bespoke, EOS, Alpha, G-Shock, Fenix, Kallax, Malm, Technic, Privia), accessories of
 * another brand (OtterBox, Holdit, dbramante1928, Zugu, Logitech, 8BitDo, Turtle Beach, Nacon, Brooks, Sigma, Tamron) and
 * makers with another's components (Giant with Shimano, Scott with RockShox); smaller European makers other than both
 * earlier headers' (Fairphone, Wiko, Crosscall, PocketBook, Supernote, Energy Sistem, Logicom, Framework, XMG, Primux,
 * Thomson, Packard Bell, Analogue, Anbernic, Retroid, Ayaneo, Nacon, Focus, Stevens, Kalkhoff, Sparta, Koga, Wilier
 * Triestina, Basso, Scott, BMC, Stromer, Conor, Berria, Monty, Look, Time, Salsa, Parfois, Quebramar, Decenio, Kiabi,
 * Celio, Okaidi, Vertbaudet, IKKS, Armor-Lux, Saint James, ba&sh, Claudie Pierlot, Intimissimi, Tezenis, Falconeri, Liu
 * Jo, Pinko, OVS, Street One, Armedangels, Kappa, Camper, Gioseppo, Xti, Hispanitas, Chiruca, Pablosky, Mustang, Rieker,
 * Tamaris, Marco Tozzi, Ricosta, Mephisto, Veja, Faguo, Minelli, Eram, Sanita, Severin, Rommelsbacher, Unold, Bomann,
 * Gastroback, Steba, Solac, Morphy Richards, Salter, Vorwerk, Kobold, Laurastar, Indesit, Hotpoint, Candy, Hoover, ASKO,
 * Vestel, Exquisit, Amica, Ignis, Constructa, Becken, Kunft, Saivod, Infiniton, Hasselblad, Benro, Lowepro, Profoto,
 * Metz, B+W, Ilford, Mamiya, Contax, Zenit, KEF, Dali, Jamo, Teufel, Q Acoustics, Wharfedale, Monitor Audio, Triangle,
 * Pro-Ject, Thorens, Tivoli, Ruark, Roberts, Oris, Junghans, Nomos, Breitling, Zenith, Daniel Wellington, Suunto,
 * Polar, Withings, Pandora, Uno de 50, Agatha, PDPAOLA, Majorica, Morellato, Dodo, Cluse, Vitra, Kartell, Hay, Muuto,
 * &Tradition, Kave Home, Habitat, Gautier, Tolix, Fermob, Emu, Kettal, Gandia Blasco, Ondarreta, Actiu, Santa & Cole,
 * Marset, Vibia, Foscarini, Tom Dixon, Tempur, Pikolin, Emma, Ercol, Djeco, VTech, Smoby, Majorette, Moulin Roty, Janod,
 * Pinypon, Geomag, Plus-Plus, Hape, PlanToys, Kinderkraft, Britax Römer, Joie, Stokke, Babyzen, Doona, Suavinex, Globber,
 * Puky, Micro, Gallimard, Folio, Seuil, Albin Michel, Grasset, Fayard, Bayard, Nathan, Delcourt, Dupuis, Ki-oon, Pika,
 * Alfaguara, Debolsillo, Seix Barral, Destino, Anaya, Edelvives, Porto Editora, Gradiva, Relógio D'Água, Usborne,
 * Ladybird, Mondadori, Sellerio, Suhrkamp, Criterion, Deutsche Grammophon, the Decathlon sports labels, Head, Tecnifibre,
 * Joma, Munich, Atomic, Völkl, Blizzard, Scarpa, Mammut, Ortovox, Deuter, Vaude, Fjällräven, Petzl, Julbo, Seac,
 * Castelli, Technogym, Einhell, Fein, Mafell, Worx, Skil, Knipex, Wera, Wiha, Bahco, Virutex, Palmera, Rubi,
 * Rothenberger, tesa, Robbialac, Titanlux, Nuxe, Bioderma, Embryolisse, Mustela, Weleda, Isdin, Apivita, Korres,
 * Diptyque, Byredo, Deliplus, Babaria, Pupa, Lierac, René Furterer, Cort, Höfner, Ortega, Kawai, Novation, Sonor,
 * Laney, Hughes & Kettner, Harley Benton, Valeo, Uniroyal, Sachs, Lemförder, Bilstein, Eibach, Textar, Osram, Varta,
 * Repsol, Thule, X-Lite, Nolan, Rev'it!, LS2, Termignoni, LeoVince, Malossi, Sparco, Recaro, Hepco & Becker); names
 * shared with everyday words or another category, decided by category (Kappa clothing beside Kappa motorcycle luggage,
 * Mustang shoes beside a Mustang model car, Head rackets beside a head torch, Emma mattresses beside an Emma Watson
 * poster, Micro scooters beside a micro SD card, Munich shoes beside a Munich travel guide, Polar watches beside a polar
 * bear, Triangle speakers beside a warning triangle, Pure, Dali, Monitor Audio, Time, Look, Scott, Focus, Only, Weekday,
 * Name It, Saint James, Street One, Camper, Hoka, Hay, Emu, Flex, Folio, Destino, Nathan, Penguin, Seuil, Blizzard,
 * Black Diamond, Irwin, Rubi, MAC, Ordinary, Martin, Taylor, Pearl, Cordoba, Fender (flares), Shark, Hoover, Candy,
 * Chef, Kenwood, Sigma, Zenith, Profile, Gram, Predator, Blade, Frame, Find my, Pocket, Analogue, Dreamcatcher, Yoyo,
 * Little Mermaid as generic-word traps), knock-off near-brands (Hiphone, Goophone, Polystation, Hooverboard, Lepin, a
 * dental "clinica" near Clinique) and near-brands that are another real maker, written `?Name` (Olympia beside Olympus,
 * Sekonda beside Seiko, Pocket the publisher beside PocketBook).
 * Naming policy as the twenty-fourth: the brand as its owner sells it, with its parent only where the writer is sure of
 * the owner (Xiaomi, Schenker, Dell, Gigabyte, ByteDance, Pon, Accell, Decathlon, Selle Royal, Inditex, H&M, Bestseller,
 * SMCP, Calzedonia, Hugo Boss, Deckers, Wolverine, Nike, SEB, De'Longhi, Nestlé, Whirlpool, Vorwerk, Procter & Gamble,
 * BSH, Haier, Gorenje, Panasonic, DJI, Schneider Kreuznach, Harman, GN, Anker, Apple, Logitech, Seiko Epson, Swatch, LVMH,
 * Citizen, Fossil, Pomellato, Richemont, Mattel, Epoch, Simba Dickie, Famosa, Stokke, Gallimard, Hachette, Penguin Random
 * House, Planeta, Universal Music, Amer Sports, Tecnica, Fenix Outdoor, Estée Lauder, L'Oréal, Beiersdorf, NAOS, Puig,
 * Mercadona, Coty, Pierre Fabre, Fender, Focusrite, Thomann, Stanley Black & Decker, TTI, Positec, Bosch, Snap-on,
 * Bridgestone, Continental, ZF, BP, Nolan, Givi); a product line is the maker with the line; a maker + sub-brand and a
 * sub-brand alone expect the sub-brand with the maker as parent. Traps expect no brand (`-`), save near-brands that are
 * another real maker (`?Name`).
 * Kinds: raw 316, product-line 35, spacing 24, sub-alone 23, misspelling 18, maker+sub 14, accessory 11, component 2,
 * adversarial traps 266 (for-x 81, no-brand 68, generic-word 63, style-of 45, near-brand 9); 123 strings carry an
 * expected parent, 35 a line. Adversarial (traps + accessory, component, maker+sub) 293 (41 %).
 * Borderline decisions, stated: misspellings of a real maker are positives of kind misspelling (Fairfone, Hokka,
 * Whirpool), never near-brand traps; "kappa fato de treino" is the clothing label and "kappa mala moto" Givi's luggage
 * brand, the same name by category; "marshall dsl40 amp" and "marshall emberton" are one maker in two categories;
 * "brooks b17 selim" is the saddle maker (Selle Royal's), not the running-shoe one; "on cloudmonster" expects On;
 * "only jeans mulher" expects Only (Bestseller's) while "only one left casaco" is a generic-word trap; a for-x trap names
 * the brand the item fits ("capa para fairphone 4", "cafeteira compativel capsulas nespresso") and expects no brand; a
 * style-of trap names the brand copied ("cadeira estilo eames", "perfume tipo good girl") and expects none; "Ryobi" is
 * written with no parent (the brand is licensed); Senseo with no parent (its owner changed).
 * Parts: tune 355 (147 adversarial), held-out 354 (146 adversarial); all 20 categories in both.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * twenty-fourth set's greedy balance in the order written over category, kind, trap and adversarial flag
 * (`balancedSplit`, below), which no label or matcher output decides.
 *
 * Lines as the third to twenty-fourth sets (`brandSetCases`): positives `raw | expected | kind | category | parent (or,
 * for a product line, the line)`, adversarial `raw | expected | trap | category`; `-` no brand. Traps: `for-x`,
 * `style-of`, `near-brand`, `generic-word`, `no-brand` (as the twenty-fourth).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-twenty-fifth-brand-set.ts`.
 * First run (2026-11-29, table and matcher as on c095f42, a scratch script calling `brandFamilyQuality` on this file only,
 * `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-45w.ts`): with each string's category,
 * tune 0.91 (322 of 355, 12 wrong merges, 10 adversarial), held-out 0.90 (317 of 354, 8 wrong merges, 7 adversarial);
 * with no category, tune 0.89 (316, 9 wrong merges, 7 adversarial), held-out 0.87 (309, 4, 4 adversarial).
 * Labelling slips of the writer, seen in the tune part's first-run misses and left as frozen: "tefal cookeo" expects Tefal
 * where that cooker is sold under Moulinex (the same owner); "selected homme blazer" expects "Selected" where the label's
 * name is "Selected Homme"; Saucony's parent is written "Wolverine" for the company's full name, which the scorer's fold
 * does not join.
 */

const positives = `
fairphone 5 256gb | Fairphone | raw | phones
telemovel wiko y62 | Wiko | raw | phones
crosscall core x5 obra | Crosscall | raw | phones
CROSSCALL CORE-Z5 | Crosscall | raw | phones
alcatel 1se dual sim | Alcatel | raw | phones
blackview bv9300 rugerizado | Blackview | raw | phones
ulefone armor 22 | Ulefone | raw | phones
oukitel wp28 | Oukitel | raw | phones
cat s62 pro movil | CAT | raw | phones
moto razr 40 ultra | Motorola | product-line | phones | Razr
huawei nova 11 | Huawei | product-line | phones | Nova
oppo find x5 lite | Oppo | product-line | phones | Find
redmi note 12 pro | Redmi | sub-alone | phones | Xiaomi
xiaomi redmi 13c | Redmi | maker+sub | phones | Xiaomi
fairfone 4 | Fairphone | misspelling | phones
ulephone power armor | Ulefone | misspelling | phones
otterbox defender iphone 13 | OtterBox | accessory | phones
holdit capa magsafe samsung s23 | Holdit | accessory | phones
dbramante1928 capa couro iphone | dbramante1928 | accessory | phones
lenovo tab p11 plus | Lenovo | product-line | tablets | Tab
ipad air 5 64gb wifi | Apple | product-line | tablets | iPad
samsung galaxy tab s9 fe | Samsung | product-line | tablets | Galaxy Tab
fire hd 10 kids | Amazon | product-line | tablets | Fire
surface pro 7 i5 | Microsoft | product-line | tablets | Surface
pocketbook inkpad 4 | PocketBook | raw | tablets
pocket book era | PocketBook | spacing | tablets
supernote a5x | Supernote | raw | tablets
teclast m40 plus | Teclast | raw | tablets
chuwi hi10 | Chuwi | raw | tablets
wacom intuos s | Wacom | raw | tablets
huion kamvas 13 | Huion | raw | tablets
tableta energy sistem tab 10 | Energy Sistem | raw | tablets
logicom tablette enfant | Logicom | raw | tablets
zugu case ipad 10 | Zugu | accessory | tablets
logitech combo touch ipad air | Logitech | accessory | tablets
framework laptop 13 | Framework | raw | laptops
xmg neo 16 | XMG | sub-alone | laptops | Schenker
schenker xmg core 15 | XMG | maker+sub | laptops | Schenker
alienware m15 r6 | Alienware | sub-alone | laptops | Dell
dell alienware x17 | Alienware | maker+sub | laptops | Dell
aorus 15 gaming | Aorus | sub-alone | laptops | Gigabyte
thinkpad t480s | Lenovo | product-line | laptops | ThinkPad
hp spectre x360 | HP | product-line | laptops | Spectre
asus vivobook 15 oled | Asus | product-line | laptops | Vivobook
acer predator helios 300 | Acer | product-line | laptops | Predator
msi katana gf66 | MSI | product-line | laptops | Katana
razer blade 14 | Razer | product-line | laptops | Blade
lg gram 16 2022 | LG | product-line | laptops | Gram
galaxy book3 pro | Samsung | product-line | laptops | Galaxy Book
packard bell easynote | Packard Bell | raw | laptops
packardbell | Packard Bell | spacing | laptops
portatil primux ioxbook | Primux | raw | laptops
thomson neo 14 | Thomson | raw | laptops
dell latitud 5420 | Dell | misspelling | laptops
nintendo gamecube com comando | Nintendo | raw | consoles
wii u 32gb | Nintendo | product-line | consoles | Wii U
sega dreamcast pal | Sega | raw | consoles
dreamcast + 4 jogos | Sega | product-line | consoles | Dreamcast
neo geo aes | SNK | product-line | consoles | Neo Geo
analogue pocket glow | Analogue | raw | consoles
anbernic rg35xx | Anbernic | raw | consoles
retroid pocket 4 pro | Retroid | raw | consoles
ayaneo 2s | Ayaneo | raw | consoles
rog ally z1 extreme | Asus | product-line | consoles | ROG Ally
pico 4 realidade virtual | Pico | raw | consoles | ByteDance
8bitdo ultimate controller | 8BitDo | accessory | consoles
8 bitdo sn30 pro | 8BitDo | spacing | consoles
turtle beach stealth 600 ps5 | Turtle Beach | accessory | consoles
nacon revolution 5 pro | Nacon | accessory | consoles
playstation 2 slim | Sony | product-line | consoles | PlayStation
atari 2600 jr | Atari | raw | consoles
focus jam 6.8 | Focus | raw | bikes | Pon
stevens strada 900 | Stevens | raw | bikes
sparta a-shine | Sparta | raw | bikes | Accell
koga worldtraveller | Koga | raw | bikes | Accell
wilier triestina zero slr | Wilier Triestina | raw | bikes
basso diamante | Basso | raw | bikes
bmc teammachine slr | BMC | raw | bikes
stromer st3 | Stromer | raw | bikes
santa cruz hightower | Santa Cruz | raw | bikes | Pon
santacruz bronson | Santa Cruz | spacing | bikes | Pon
cannondale synapse | Cannondale | raw | bikes | Pon
canondale trail 6 | Cannondale | misspelling | bikes | Pon
conor 8500 mtb | Conor | raw | bikes
berria belador | Berria | raw | bikes
monty 221 trial | Monty | raw | bikes
rockrider st 530 | Rockrider | sub-alone | bikes | Decathlon
decathlon van rysel edr | Van Rysel | maker+sub | bikes | Decathlon
look 795 blade | Look | raw | bikes
time alpe d huez 21 | Time | raw | bikes
giant defy com shimano 105 | Giant | component | bikes
scott scale com rockshox sid | Scott | component | bikes
brooks b17 selim | Brooks | accessory | bikes | Selle Royal
salsa jeans push up | Salsa | raw | clothing
lefties vestido | Lefties | sub-alone | clothing | Inditex
oysho leggings | Oysho | sub-alone | clothing | Inditex
inditex oysho top | Oysho | maker+sub | clothing | Inditex
parfois mala | Parfois | raw | clothing
decenio blazer | Decenio | raw | clothing
cos oversized shirt | COS | sub-alone | clothing | H&M
arket wool jumper | Arket | sub-alone | clothing | H&M
weekday jeans | Weekday | sub-alone | clothing | H&M
name it casaco crianca | Name It | sub-alone | clothing | Bestseller
selected homme blazer | Selected | sub-alone | clothing | Bestseller
only jeans mulher | Only | sub-alone | clothing | Bestseller
kiabi pack bodies | Kiabi | raw | clothing
okaidi robe fille | Okaidi | raw | clothing
vertbaudet pyjama | Vertbaudet | raw | clothing
armor lux mariniere | Armor-Lux | spacing | clothing
saint james mariniere | Saint James | raw | clothing
ba&sh robe | ba&sh | raw | clothing
bash robe longue | ba&sh | spacing | clothing
intimissimi sujetador | Intimissimi | raw | clothing | Calzedonia
tezenis pijama | Tezenis | raw | clothing | Calzedonia
liu jo borsa | Liu Jo | raw | clothing
pinko giacca | Pinko | raw | clothing
street one bluse | Street One | raw | clothing
armedangels jeans | Armedangels | raw | clothing
hugo boss hugo red | Hugo | maker+sub | clothing | Hugo Boss
superdri hoodie | Superdry | misspelling | clothing
camper pelotas | Camper | raw | footwear
gioseppo sandalias | Gioseppo | raw | footwear
hispanitas botas | Hispanitas | raw | footwear
chiruca botas montana | Chiruca | raw | footwear
botas mustang senhora | Mustang | raw | footwear
rieker sapatos conforto | Rieker | raw | footwear
marco tozzi pumps | Marco Tozzi | raw | footwear
ricosta kinderschuhe | Ricosta | raw | footwear
veja v-10 | Veja | raw | footwear
faguo baskets | Faguo | raw | footwear
eram bottines | Eram | raw | footwear
sanita clogs | Sanita | raw | footwear
ugg classic mini | UGG | raw | footwear | Deckers
teva sandals | Teva | raw | footwear | Deckers
merrell moab 3 | Merrell | raw | footwear | Wolverine
saucony jazz | Saucony | raw | footwear | Wolverine
on cloudmonster | On | raw | footwear
asics gel kayano 30 | Asics | product-line | footwear | Gel-Kayano
reebok club c 85 | Reebok | product-line | footwear | Club C
converse chuck 70 | Converse | raw | footwear | Nike
nike air max 90 | Nike | product-line | footwear | Air Max
hokka one one | Hoka | misspelling | footwear | Deckers
tefal actifry | Tefal | raw | small-appliances | SEB
tefal cookeo | Tefal | raw | small-appliances | SEB
nespresso vertuo | Nespresso | raw | small-appliances | Nestlé
dolce gusto piccolo | Dolce Gusto | raw | small-appliances | Nestlé
severin grelhador | Severin | raw | small-appliances
rommelsbacher waffeleisen | Rommelsbacher | raw | small-appliances
bomann toaster | Bomann | raw | small-appliances
gastroback design | Gastroback | raw | small-appliances
solac secador | Solac | raw | small-appliances
kitchenaid artisan batedeira | KitchenAid | raw | small-appliances | Whirlpool
kitchen aid artisan | KitchenAid | spacing | small-appliances | Whirlpool
salter scales | Salter | raw | small-appliances
breville bean to cup | Breville | raw | small-appliances
thermomix tm6 | Vorwerk | product-line | small-appliances | Thermomix
bimby tm5 | Vorwerk | product-line | small-appliances | Thermomix
vorwerk kobold vk200 | Kobold | maker+sub | small-appliances | Vorwerk
ecovacs deebot t9 | Ecovacs | raw | small-appliances
babyliss lisseur | BaByliss | raw | small-appliances
ghd platinum+ | ghd | raw | small-appliances
oral b io 9 | Oral-B | raw | small-appliances | Procter & Gamble
laurastar lift | Laurastar | raw | small-appliances
remmington barbeador | Remington | misspelling | small-appliances
siemens iq500 maquina lavar | Siemens | raw | large-appliances | BSH
indesit maquina de lavar 8kg | Indesit | raw | large-appliances | Whirlpool
hotpoint frigorifico | Hotpoint | raw | large-appliances | Whirlpool
candy lavatrice | Candy | raw | large-appliances | Haier
hoover maquina secar | Hoover | raw | large-appliances | Haier
haier frigorifico combinado | Haier | raw | large-appliances
asko lava loica | ASKO | raw | large-appliances | Gorenje
vestel frigorifico | Vestel | raw | large-appliances
exquisit gefrierschrank | Exquisit | raw | large-appliances
amica herd | Amica | raw | large-appliances
ignis lavatrice | Ignis | raw | large-appliances | Whirlpool
constructa waschmaschine | Constructa | raw | large-appliances | BSH
becken maquina lavar roupa | Becken | raw | large-appliances
kunft frigorifico | Kunft | raw | large-appliances
saivod lavadora | Saivod | raw | large-appliances
infiniton frigorifico americano | Infiniton | raw | large-appliances
samsung bespoke frigorifico | Samsung | product-line | large-appliances | Bespoke
electrolux perfectcare 700 | Electrolux | raw | large-appliances
whirpool micro-ondas encastre | Whirlpool | misspelling | large-appliances
canon eos 250d | Canon | product-line | cameras | EOS
nikon z6 ii corpo | Nikon | raw | cameras
sony alpha a6400 | Sony | product-line | cameras | Alpha
fujifilm x-t30 | Fujifilm | raw | cameras
lumix gh5 | Lumix | sub-alone | cameras | Panasonic
panasonic lumix tz90 | Lumix | maker+sub | cameras | Panasonic
sigma 18-35 f1.8 art canon | Sigma | accessory | cameras
tamron 28-75 para sony e | Tamron | accessory | cameras
gopro hero 11 | GoPro | raw | cameras
polaroid now+ | Polaroid | raw | cameras
benro tripe | Benro | raw | cameras
sirui tripod | Sirui | raw | cameras
think tank airport | Think Tank | raw | cameras
godox v1 flash | Godox | raw | cameras
profoto a10 | Profoto | raw | cameras
metz mecablitz | Metz | raw | cameras
b+w filtro uv 67mm | B+W | raw | cameras | Schneider Kreuznach
ilford hp5 rolo | Ilford | raw | cameras
mamiya rb67 | Mamiya | raw | cameras
contax t2 | Contax | raw | cameras
zenit e 35mm | Zenit | raw | cameras
fujiflim xt3 | Fujifilm | misspelling | cameras
kef ls50 meta | KEF | raw | audio
bowers wilkins 606 | Bowers & Wilkins | spacing | audio
b&w px7 | Bowers & Wilkins | raw | audio
jamo s 805 | Jamo | raw | audio
teufel boomster | Teufel | raw | audio
wharfedale diamond 12.1 | Wharfedale | raw | audio
monitor audio bronze | Monitor Audio | raw | audio
marantz pm6007 | Marantz | raw | audio
denon avr x1700 | Denon | raw | audio
technics sl-1200 | Technics | raw | audio | Panasonic
harman kardon onyx studio | Harman Kardon | raw | audio | Harman
akg k371 | AKG | raw | audio | Harman
marshall emberton | Marshall | raw | audio
shure sm58 | Shure | raw | audio
pro-ject debut carbon | Pro-Ject | raw | audio
project debut carbon evo | Pro-Ject | spacing | audio
tivoli model one | Tivoli | raw | audio
ruark r1 | Ruark | raw | audio
edifier r1280t | Edifier | raw | audio
soundcore liberty 4 | Soundcore | sub-alone | audio | Anker
anker soundcore motion | Soundcore | maker+sub | audio | Anker
beats studio pro | Beats | raw | audio | Apple
wharfdale diamond 220 | Wharfedale | misspelling | audio
seiko 5 sports | Seiko | raw | watches-jewellery
casio g-shock ga-2100 | Casio | product-line | watches-jewellery | G-Shock
orient bambino | Orient | raw | watches-jewellery | Seiko Epson
oris aquis | Oris | raw | watches-jewellery
junghans max bill | Junghans | raw | watches-jewellery
breitling navitimer | Breitling | raw | watches-jewellery
zenith el primero | Zenith | raw | watches-jewellery | LVMH
bulova lunar pilot | Bulova | raw | watches-jewellery | Citizen
daniel wellington classic | Daniel Wellington | raw | watches-jewellery
timex weekender | Timex | raw | watches-jewellery
suunto 9 peak | Suunto | raw | watches-jewellery
withings scanwatch | Withings | raw | watches-jewellery
garmin fenix 7 | Garmin | product-line | watches-jewellery | Fenix
pandora pulseira | Pandora | raw | watches-jewellery
agatha paris collier | Agatha | raw | watches-jewellery
pdpaola anillo | PDPAOLA | raw | watches-jewellery
morellato bracciale | Morellato | raw | watches-jewellery
dodo pomellato | Dodo | maker+sub | watches-jewellery | Pomellato
cartier love bracelet | Cartier | raw | watches-jewellery | Richemont
cluse montre | Cluse | raw | watches-jewellery
bulgari serpenti | Bulgari | raw | watches-jewellery | LVMH
breitlin superocean | Breitling | misspelling | watches-jewellery
ikea kallax 4x4 | IKEA | product-line | furniture | Kallax
comoda malm 6 gavetas | IKEA | product-line | furniture | Malm
vitra eames dsw original | Vitra | raw | furniture
kartell louis ghost | Kartell | raw | furniture
muuto fiber chair | Muuto | raw | furniture
and tradition flowerpot | &Tradition | spacing | furniture
kave home mesa | Kave Home | raw | furniture
h&m home almofada | H&M Home | raw | furniture | H&M
habitat canape | Habitat | raw | furniture
tolix chaise a | Tolix | raw | furniture
fermob bistro | Fermob | raw | furniture
kettal sillon | Kettal | raw | furniture
gandia blasco tumbona | Gandia Blasco | raw | furniture
actiu silla oficina | Actiu | raw | furniture
herman miller aeron | Herman Miller | raw | furniture
santa & cole tmm | Santa & Cole | raw | furniture
marset candeeiro | Marset | raw | furniture
foscarini gregg | Foscarini | raw | furniture
tom dixon melt | Tom Dixon | raw | furniture
pikolin colchon | Pikolin | raw | furniture
colchao emma original | Emma | raw | furniture
herman miler embody | Herman Miller | misspelling | furniture
lego technic 42115 | LEGO | product-line | toys-baby | Technic
barbie dreamhouse | Barbie | raw | toys-baby | Mattel
sylvanian families casa | Sylvanian Families | raw | toys-baby | Epoch
vtech kidizoom | VTech | raw | toys-baby
smoby cozinha | Smoby | raw | toys-baby | Simba Dickie
moulin roty doudou | Moulin Roty | raw | toys-baby
janod cuisine en bois | Janod | raw | toys-baby
pinypon casa | Pinypon | sub-alone | toys-baby | Famosa
plus plus 600 pecas | Plus-Plus | spacing | toys-baby
hape comboio madeira | Hape | raw | toys-baby
plan toys cozinha | PlanToys | spacing | toys-baby
kinderkraft carrinho | Kinderkraft | raw | toys-baby
joie i-spin 360 | Joie | raw | toys-baby
stokke xplory | Stokke | raw | toys-baby
yoyo babyzen stokke | Babyzen | maker+sub | toys-baby | Stokke
doona cadeira auto | Doona | raw | toys-baby
ergobaby omni 360 | Ergobaby | raw | toys-baby
tommee tipee biberoes | Tommee Tippee | misspelling | toys-baby
dr brown biberon | Dr. Brown's | raw | toys-baby
globber trotinete | Globber | raw | toys-baby
little tikes escorrega | Little Tikes | raw | toys-baby
micro mini trotinete | Micro | raw | toys-baby
folio gallimard | Folio | maker+sub | books-media | Gallimard
folio poche roman | Folio | sub-alone | books-media | Gallimard
gallimard jeunesse | Gallimard | raw | books-media
le seuil essai | Seuil | raw | books-media
grasset roman | Grasset | raw | books-media | Hachette
fayard histoire | Fayard | raw | books-media | Hachette
nathan manuel | Nathan | raw | books-media
delcourt bd | Delcourt | raw | books-media
ki-oon manga | Ki-oon | raw | books-media
pika edition manga | Pika | raw | books-media
debolsillo | Debolsillo | raw | books-media | Penguin Random House
seix barral | Seix Barral | raw | books-media | Planeta
anaya manual | Anaya | raw | books-media
edelvives infantil | Edelvives | raw | books-media
gradiva livro | Gradiva | raw | books-media
relogio d agua | Relógio D'Água | spacing | books-media
penguin classics | Penguin | raw | books-media | Penguin Random House
ladybird books | Ladybird | raw | books-media | Penguin Random House
mondadori libro | Mondadori | raw | books-media
suhrkamp taschenbuch | Suhrkamp | raw | books-media
criterion blu ray | Criterion | raw | books-media
deutsche grammophon vinil | Deutsche Grammophon | raw | books-media | Universal Music
quechua tenda 2 seconds | Quechua | sub-alone | sports-outdoor | Decathlon
decathlon domyos halteres | Domyos | maker+sub | sports-outdoor | Decathlon
kipsta bola futebol | Kipsta | sub-alone | sports-outdoor | Decathlon
tribord fato surf | Tribord | sub-alone | sports-outdoor | Decathlon
nabaiji oculos natacao | Nabaiji | sub-alone | sports-outdoor | Decathlon
itiwit kayak insuflavel | Itiwit | sub-alone | sports-outdoor | Decathlon
head raquete padel | Head | raw | sports-outdoor
wilson pro staff | Wilson | raw | sports-outdoor
tecnifibre tfight | Tecnifibre | raw | sports-outdoor
joma chandal | Joma | raw | sports-outdoor
atomic redster | Atomic | raw | sports-outdoor | Amer Sports
volkl racetiger | Völkl | raw | sports-outdoor
scarpa instinct vs | Scarpa | raw | sports-outdoor
mammut corda | Mammut | raw | sports-outdoor
deuter futura 32 | Deuter | raw | sports-outdoor
vaude rucksack | Vaude | raw | sports-outdoor
fjallraven keb | Fjällräven | spacing | sports-outdoor | Fenix Outdoor
black diamond pioletes | Black Diamond | raw | sports-outdoor
julbo oculos glaciar | Julbo | raw | sports-outdoor
speedo fastskin | Speedo | raw | sports-outdoor
castelli maillot | Castelli | raw | sports-outdoor
concept2 remo | Concept2 | raw | sports-outdoor
technogym passadeira | Technogym | raw | sports-outdoor
arcteryx beta ar | Arc'teryx | spacing | sports-outdoor | Amer Sports
mamut casaco | Mammut | misspelling | sports-outdoor
dewalt dcd796 | DeWalt | raw | tools-diy | Stanley Black & Decker
black+decker aspirador mao | Black+Decker | raw | tools-diy | Stanley Black & Decker
ryobi one+ | Ryobi | raw | tools-diy
einhell rebarbadora | Einhell | raw | tools-diy
mafell serra | Mafell | raw | tools-diy
worx landroid | Worx | raw | tools-diy | Positec
dremel 4000 | Dremel | raw | tools-diy | Bosch
bosch professional gsr 18v | Bosch | raw | tools-diy
wera kraftform | Wera | raw | tools-diy
wiha chaves | Wiha | raw | tools-diy
bahco serrote | Bahco | raw | tools-diy | Snap-on
irwin grampos | Irwin | raw | tools-diy | Stanley Black & Decker
leatherman wave | Leatherman | raw | tools-diy
virutex cepillo | Virutex | raw | tools-diy
palmera alicates | Palmera | raw | tools-diy
rubi cortadora azulejo | Rubi | raw | tools-diy
rothenberger | Rothenberger | raw | tools-diy
tesa fita | tesa | raw | tools-diy
robbialac tinta | Robbialac | raw | tools-diy
titanlux esmalte | Titanlux | raw | tools-diy
de walt aparafusadora | DeWalt | spacing | tools-diy | Stanley Black & Decker
milwakee m12 | Milwaukee | misspelling | tools-diy | TTI
nuxe huile prodigieuse | Nuxe | raw | beauty-perfume
bioderma sensibio | Bioderma | raw | beauty-perfume | NAOS
mustela bebe | Mustela | raw | beauty-perfume
weleda skin food | Weleda | raw | beauty-perfume
kiehls creme | Kiehl's | spacing | beauty-perfume | L'Oréal
cerave hidratante | CeraVe | raw | beauty-perfume | L'Oréal
maybelline sky high | Maybelline | raw | beauty-perfume | L'Oréal
eucerin hyaluron | Eucerin | raw | beauty-perfume | Beiersdorf
isdin fotoprotector | Isdin | raw | beauty-perfume
korres creme | Korres | raw | beauty-perfume
the ordinary niacinamide | The Ordinary | raw | beauty-perfume | Estée Lauder
mac ruby woo | MAC | raw | beauty-perfume | Estée Lauder
guerlain shalimar | Guerlain | raw | beauty-perfume | LVMH
jean paul gaultier le male | Jean Paul Gaultier | raw | beauty-perfume | Puig
nina ricci l air du temps | Nina Ricci | raw | beauty-perfume | Puig
le labo santal 33 | Le Labo | raw | beauty-perfume | Estée Lauder
byredo gypsy water | Byredo | raw | beauty-perfume
babaria aloe | Babaria | raw | beauty-perfume
rimmel mascara | Rimmel | raw | beauty-perfume | Coty
pupa milano | Pupa | raw | beauty-perfume
lierac serum | Lierac | raw | beauty-perfume
lancom idole | Lancôme | misspelling | beauty-perfume | L'Oréal
squier classic vibe | Squier | sub-alone | musical-instruments | Fender
fender squier bullet strat | Squier | maker+sub | musical-instruments | Fender
ibanez rg550 | Ibanez | raw | musical-instruments
gretsch streamliner | Gretsch | raw | musical-instruments
schecter hellraiser | Schecter | raw | musical-instruments
prs se custom 24 | PRS | raw | musical-instruments
taylor 214ce | Taylor | raw | musical-instruments
takamine gd30 | Takamine | raw | musical-instruments
ortega guitarra clasica | Ortega | raw | musical-instruments
hofner violin bass | Höfner | spacing | musical-instruments
kawai es110 | Kawai | raw | musical-instruments
casio privia px-s1100 | Casio | product-line | musical-instruments | Privia
focusrite scarlett 2i2 | Focusrite | raw | musical-instruments
native instruments komplete | Native Instruments | raw | musical-instruments
pearl export bateria | Pearl | raw | musical-instruments
tama imperialstar | Tama | raw | musical-instruments
zildjian a custom | Zildjian | raw | musical-instruments
sabian aax | Sabian | raw | musical-instruments
hughes kettner tubemeister | Hughes & Kettner | spacing | musical-instruments
electro harmonix big muff | Electro-Harmonix | spacing | musical-instruments
d addario cordas | D'Addario | spacing | musical-instruments
ernie ball slinky | Ernie Ball | raw | musical-instruments
harley benton st-20 | Harley Benton | raw | musical-instruments | Thomann
ibanes rg | Ibanez | misspelling | musical-instruments
valeo embraiagem | Valeo | raw | vehicle-parts
bridgestone turanza | Bridgestone | raw | vehicle-parts
firestone pneus | Firestone | raw | vehicle-parts | Bridgestone
goodyear eagle f1 | Goodyear | raw | vehicle-parts
hankook ventus | Hankook | raw | vehicle-parts
falken azenis | Falken | raw | vehicle-parts
uniroyal rainsport | Uniroyal | raw | vehicle-parts | Continental
sachs embraiagem | Sachs | raw | vehicle-parts | ZF
lemforder braco suspensao | Lemförder | spacing | vehicle-parts | ZF
trw pastilhas | TRW | raw | vehicle-parts | ZF
bilstein b6 | Bilstein | raw | vehicle-parts
kyb amortecedores | KYB | raw | vehicle-parts
eibach molas | Eibach | raw | vehicle-parts
textar discos | Textar | raw | vehicle-parts
osram night breaker | Osram | raw | vehicle-parts
varta bateria carro | Varta | raw | vehicle-parts
castrol edge 5w30 | Castrol | raw | vehicle-parts | BP
repsol oleo moto | Repsol | raw | vehicle-parts
thule barras tejadilho | Thule | raw | vehicle-parts
arai capacete | Arai | raw | vehicle-parts
shoei nxr2 | Shoei | raw | vehicle-parts
x-lite capacete | X-Lite | raw | vehicle-parts | Nolan
nolan n87 | Nolan | raw | vehicle-parts
alpinestars luvas | Alpinestars | raw | vehicle-parts
revit casaco moto | Rev'it! | spacing | vehicle-parts
ls2 capacete | LS2 | raw | vehicle-parts
termignoni escape | Termignoni | raw | vehicle-parts
leovince escape | LeoVince | raw | vehicle-parts
malossi cilindro | Malossi | raw | vehicle-parts
sparco volante | Sparco | raw | vehicle-parts
recaro bancos | Recaro | raw | vehicle-parts
kappa mala moto | Kappa | raw | vehicle-parts | Givi
hepco becker malas | Hepco & Becker | spacing | vehicle-parts
goodyer vector 4seasons | Goodyear | misspelling | vehicle-parts
`;

const adversarial = `
capa para fairphone 4 | - | for-x | phones
pelicula vidro compativel redmi note 12 | - | for-x | phones
carregador rapido para motorola | - | for-x | phones
funda para oppo find x5 | - | for-x | phones
telemovel estilo iphone 15 android | - | style-of | phones
movil tipo blackberry con teclado | - | style-of | phones
hiphone 15 pro max | - | near-brand | phones
goophone 14 | - | near-brand | phones
telemovel senior teclas grandes | - | no-brand | phones
smartphone desbloqueado 128gb sem marca | - | no-brand | phones
find my phone chaveiro | - | generic-word | phones
capa livro para ipad air | - | for-x | tablets
stylus compativel wacom | - | for-x | tablets
protetor ecra para surface pro | - | for-x | tablets
tablet tipo ipad para criancas | - | style-of | tablets
tablet android 10 polegadas 4g | - | no-brand | tablets
tablette graphique sans marque | - | no-brand | tablets
tablet infantil com capa de borracha | - | no-brand | tablets
pocket notebook a6 | - | generic-word | tablets
tablet de chocolate negro | - | generic-word | tablets
suporte de tablet para carro | - | no-brand | tablets
mochila para portatil 15 compativel macbook | - | for-x | laptops
carregador para dell 65w | - | for-x | laptops
bateria compativel hp pavilion | - | for-x | laptops
teclado para thinkpad x230 | - | for-x | laptops
portatil estilo macbook air barato | - | style-of | laptops
ultrabook sem marca 14 polegadas | - | no-brand | laptops
frame de portatil em aluminio | - | generic-word | laptops
gram de ouro balanca | - | generic-word | laptops
predator costume de halloween | - | generic-word | laptops
blade runner poster | - | generic-word | laptops
comando compativel nintendo switch | - | for-x | consoles
carregador para comando ps5 | - | for-x | consoles
skin autocolante para xbox series s | - | for-x | consoles
consola retro tipo game boy 500 jogos | - | style-of | consoles
mini consola estilo snes | - | style-of | consoles
polystation 3 | - | near-brand | consoles
consola portatil generica | - | no-brand | consoles
dreamcatcher apanha sonhos | - | generic-word | consoles
pocket monsters cartas | - | generic-word | consoles
analogue clock wall | - | generic-word | consoles
retro console 8 bit | - | no-brand | consoles
selim compativel shimano | - | for-x | bikes
pneu para bicicleta giant 700x28 | - | for-x | bikes
suporte bicicleta para santa cruz | - | for-x | bikes
bicicleta estilo brompton dobravel | - | style-of | bikes
bicicleta tipo holandesa | - | style-of | bikes
bicicleta de montanha roda 26 | - | no-brand | bikes
bike focus lens | - | generic-word | bikes
scott pilgrim comic | - | generic-word | bikes
time out guide lisboa | - | generic-word | bikes
look book fotografia | - | generic-word | bikes
bicicleta de passeio senhora cesto | - | no-brand | bikes
cubre bicicleta santa cruz de tenerife | - | generic-word | bikes
molho de salsa verde | - | generic-word | clothing
camisola estilo cos minimalista | - | style-of | clothing
vestido tipo zara | - | style-of | clothing
robe facon ba&sh | - | style-of | clothing
mariniere bretonne sans marque | - | no-brand | clothing
pijama algodao sem etiqueta | - | no-brand | clothing
saco para fato compativel hugo boss | - | for-x | clothing
only one left casaco | - | generic-word | clothing
weekday planner agenda | - | generic-word | clothing
gorro de la feito a mao | - | no-brand | clothing
name it etiquetas para roupa escolar | - | generic-word | clothing
saint james park programme | - | generic-word | clothing
street one way sign | - | generic-word | clothing
kappa alpha sweatshirt universidade | - | generic-word | clothing
palmilhas para ugg | - | for-x | footwear
atacadores compativeis converse | - | for-x | footwear
spray impermeabilizante para botas timberland | - | for-x | footwear
sandalias estilo birkenstock | - | style-of | footwear
tenis tipo on running | - | style-of | footwear
zapatillas imitacion veja sin logo | - | style-of | footwear
botas de agua crianca | - | no-brand | footwear
chinelos de praia 38 | - | no-brand | footwear
mustang gt 1967 miniatura | - | generic-word | footwear
camper van curtains | - | generic-word | footwear
sapatos de cerimonia menino 32 | - | no-brand | footwear
hoka hey hat | - | generic-word | footwear
cafeteira compativel capsulas nespresso | - | for-x | small-appliances
capsulas compativeis dolce gusto | - | for-x | small-appliances
escova compativel oral-b | - | for-x | small-appliances
filtros para aspirador roborock | - | for-x | small-appliances
bimby alternativa tipo thermomix | - | style-of | small-appliances
air fryer 5l sem marca | - | no-brand | small-appliances
picadora pequena branca | - | no-brand | small-appliances
balanca de cozinha digital | - | no-brand | small-appliances
chef kitchen knife | - | generic-word | small-appliances
kenwood cinema ingressos | - | generic-word | small-appliances
escova alisadora eletrica | - | no-brand | small-appliances
ventoinha de teto com comando | - | no-brand | small-appliances
mangueira para maquina lavar compativel siemens | - | for-x | large-appliances
filtro agua frigorifico compativel samsung | - | for-x | large-appliances
borracha porta para candy | - | for-x | large-appliances
resistencia para forno indesit | - | for-x | large-appliances
frigorifico estilo smeg retro | - | style-of | large-appliances
arca congeladora 200 litros | - | no-brand | large-appliances
maquina lavar roupa 7kg usada | - | no-brand | large-appliances
hoover dam postcard | - | generic-word | large-appliances
candy floss machine party | - | generic-word | large-appliances
frigorifico marca branca 2 portas | - | no-brand | large-appliances
profile frame aluminio | - | generic-word | large-appliances
hooverboard 6.5 polegadas luzes led | - | near-brand | toys-baby
bateria compativel canon lp-e17 | - | for-x | cameras
tampa de objetiva para nikon z | - | for-x | cameras
adaptador m42 para sony e | - | for-x | cameras
bolsa camara para fujifilm x100 | - | for-x | cameras
camara estilo leica em plastico | - | style-of | cameras
camera instant tipo polaroid | - | style-of | cameras
tripé de telemovel 1.5m | - | no-brand | cameras
camara de filme descartavel 35mm | - | no-brand | cameras
sigma notation math book | - | generic-word | cameras
zenith lamp art deco | - | generic-word | cameras
lente 50mm m42 sem marca | - | no-brand | cameras
olympia splendid 33 | ?Olympia | near-brand | cameras
almofadas para auscultadores compativeis jbl | - | for-x | audio
cabo para headphones akg | - | for-x | audio
suporte parede para coluna sonos | - | for-x | audio
agulha compativel technics | - | for-x | audio
colunas estilo marshall vintage | - | style-of | audio
auriculares tipo airpods | - | style-of | audio
coluna bluetooth portatil sem marca | - | no-brand | audio
gira-discos maleta vintage | - | no-brand | audio
triangle de signalisation voiture | - | generic-word | audio
dali painting print | - | generic-word | audio
monitor audio cable hdmi | - | generic-word | audio
pure radio digital | - | generic-word | audio
bracelete para garmin fenix 22mm | - | for-x | watches-jewellery
bracelete compativel apple watch | - | for-x | watches-jewellery
carregador para polar vantage | - | for-x | watches-jewellery
relogio estilo cartier tank | - | style-of | watches-jewellery
reloj tipo omega seamaster homenaje | - | style-of | watches-jewellery
charm compativel pandora | - | for-x | watches-jewellery
colar de perolas de agua doce | - | no-brand | watches-jewellery
relogio de bolso antigo | - | no-brand | watches-jewellery
polar bear plush | - | generic-word | watches-jewellery
relogio digital desportivo | - | no-brand | watches-jewellery
pulseira de prata 925 | - | no-brand | watches-jewellery
sekonda relogio senhora | ?Sekonda | near-brand | watches-jewellery
capas para sofa ikea ektorp compativel | - | for-x | furniture
pes de metal para kallax | - | for-x | furniture
cadeira estilo eames | - | style-of | furniture
cadeira tipo tolix metal | - | style-of | furniture
candeeiro estilo tom dixon | - | style-of | furniture
mesa de centro madeira macica | - | no-brand | furniture
cómoda antiga 4 gavetas | - | no-brand | furniture
hay bales for garden | - | generic-word | furniture
emma watson poster | - | generic-word | furniture
mangueira flex para duche | - | generic-word | furniture
vaso de barro grande | - | no-brand | furniture
emu feathers craft | - | generic-word | furniture
pecas compativeis lego | - | for-x | toys-baby
roupa para barbie feita a mao | - | for-x | toys-baby
base isofix para cadeira joie | - | for-x | toys-baby
capa de chuva para carrinho stokke | - | for-x | toys-baby
blocos tipo lego compativeis | - | style-of | toys-baby
boneca estilo barbie | - | style-of | toys-baby
cozinha de madeira para criancas | - | no-brand | toys-baby
peluche urso grande | - | no-brand | toys-baby
micro sd card 64gb | - | generic-word | toys-baby
yoyo de madeira | - | generic-word | toys-baby
little mermaid dvd | - | generic-word | toys-baby
lepin star destroyer | - | near-brand | toys-baby
marcador de livro em pele | - | no-brand | books-media
capa para livro de bolso | - | no-brand | books-media
livro de receitas caseiro encadernado | - | no-brand | books-media
caderno estilo moleskine | - | style-of | books-media
folio case tablet | - | generic-word | books-media
destino final dvd | - | generic-word | books-media
nathan drake figure | - | generic-word | books-media
penguin plush | - | generic-word | books-media
seuil de porte en bois | - | generic-word | books-media
lote dvds sortidos filmes | - | no-brand | books-media
manga japonesa em japones sem editora | - | no-brand | books-media
pocket roman policier | ?Pocket | near-brand | books-media
grip para raquete head | - | for-x | sports-outdoor
capa para esquis atomic | - | for-x | sports-outdoor
pecas para passadeira technogym | - | for-x | sports-outdoor
casaco estilo arcteryx | - | style-of | sports-outdoor
mochila tipo fjallraven kanken | - | style-of | sports-outdoor
tenda de campismo 4 pessoas | - | no-brand | sports-outdoor
halteres 2x5kg | - | no-brand | sports-outdoor
head torch 300 lumens | - | generic-word | sports-outdoor
munich travel guide | - | generic-word | sports-outdoor
blizzard board game | - | generic-word | sports-outdoor
fato de neoprene 5mm | - | no-brand | sports-outdoor
black diamond ring | - | generic-word | sports-outdoor
baterias compativeis makita 18v | - | for-x | tools-diy
brocas para dewalt | - | for-x | tools-diy
laminas compativeis fein | - | for-x | tools-diy
carregador para bateria milwaukee | - | for-x | tools-diy
multiferramenta estilo leatherman | - | style-of | tools-diy
caixa de ferramentas 100 pecas | - | no-brand | tools-diy
escadote aluminio 5 degraus | - | no-brand | tools-diy
irwin shaw novel | - | generic-word | tools-diy
alicate universal | - | no-brand | tools-diy
rubi gem stone | - | generic-word | tools-diy
serra tico-tico sem marca | - | no-brand | tools-diy
chave inglesa antiga | - | no-brand | tools-diy
frasco vazio para perfume lancome | - | for-x | beauty-perfume
perfume tipo good girl equivalencia | - | style-of | beauty-perfume
perfume estilo le labo santal | - | style-of | beauty-perfume
creme de maos artesanal | - | no-brand | beauty-perfume
sabonete de azeite caseiro | - | no-brand | beauty-perfume
mac and cheese recipe book | - | generic-word | beauty-perfume
ordinary people dvd | - | generic-word | beauty-perfume
oleo de amendoas doces puro | - | no-brand | beauty-perfume
mascara de mel e iogurte caseira | - | no-brand | beauty-perfume
frasco doseador vazio 100ml | - | no-brand | beauty-perfume
vela perfumada de soja | - | no-brand | beauty-perfume
clinica dentaria voucher branqueamento | - | near-brand | beauty-perfume
cordas compativeis fender | - | for-x | musical-instruments
pickguard para squier strat | - | for-x | musical-instruments
saco para guitarra taylor | - | for-x | musical-instruments
guitarra estilo gretsch semi-acustica | - | style-of | musical-instruments
baixo tipo hofner violin | - | style-of | musical-instruments
guitarra classica de estudo 3/4 | - | no-brand | musical-instruments
bateria eletronica crianca | - | no-brand | musical-instruments
jembe africano | - | no-brand | musical-instruments
martin luther king book | - | generic-word | musical-instruments
taylor swift vinyl | - | generic-word | musical-instruments
pearl earrings | - | generic-word | musical-instruments
cordoba spain travel guide | - | generic-word | musical-instruments
pastilhas de travao compativeis bmw | - | for-x | vehicle-parts
farolins para vw golf | - | for-x | vehicle-parts
fender flares universais | - | generic-word | vehicle-parts
capacete estilo arai vintage | - | style-of | vehicle-parts
pneu 205/55 r16 recauchutado | - | no-brand | vehicle-parts
oleo motor 5w30 a granel | - | no-brand | vehicle-parts
bateria 12v 60ah generica | - | no-brand | vehicle-parts
caixa de tejadilho sem marca | - | no-brand | vehicle-parts
jerrican de 20 litros | - | no-brand | vehicle-parts
bancos tipo recaro baquet | - | style-of | vehicle-parts
shark tank dvd | - | generic-word | vehicle-parts
mala lateral moto generica | - | no-brand | vehicle-parts
funda compatible con galaxy s23 | - | for-x | phones
coque pour iphone 15 transparente | - | for-x | phones
handyhulle fur pixel 8 | - | for-x | phones
chargeur compatible macbook usb-c | - | for-x | laptops
housse pour surface laptop | - | for-x | laptops
manette compatible ps4 sans marque | - | for-x | consoles
cubierta para bicicleta compatible specialized | - | for-x | bikes
veste facon barbour huilee | - | style-of | clothing
jersey estilo ralph lauren con caballito bordado | - | style-of | clothing
baskets style golden goose sans marque | - | style-of | footwear
zapatillas tipo samba | - | style-of | footwear
dosette compatible senseo | - | for-x | small-appliances
ersatzfilter fur dyson v11 | - | for-x | small-appliances
joint de porte pour frigo whirlpool | - | for-x | large-appliances
objectif compatible nikon f sans marque | - | for-x | cameras
coussinets pour casque bose qc35 | - | for-x | audio
bracelet pour montre seiko 20mm | - | for-x | watches-jewellery
montre facon rolex daytona | - | style-of | watches-jewellery
housse pour canape ikea kivik | - | for-x | furniture
sedia stile kartell trasparente | - | style-of | furniture
vetements pour poupee corolle | - | for-x | toys-baby
schutzhulle fur maxi-cosi | - | for-x | toys-baby
couverture de livre en cuir | - | no-brand | books-media
raqueta de padel estilo bullpadel sin marca | - | style-of | sports-outdoor
foret compatible bosch sds | - | for-x | tools-diy
akku kompatibel fur makita | - | for-x | tools-diy
parfum facon baccarat rouge equivalence | - | style-of | beauty-perfume
cuerdas compatibles yamaha guitarra clasica | - | for-x | musical-instruments
plaquettes de frein compatibles renault clio | - | for-x | vehicle-parts
reifen fur vw polo 185/65 | - | for-x | vehicle-parts
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-twenty-fifth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
