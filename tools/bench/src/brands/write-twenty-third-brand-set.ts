import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-twenty-third.json: a twenty-third brand set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its held-out part). Its writer read
 * neither the brand table nor the matching code — only the twenty-second writer's header and split, the line parser
 * (`brandSetCases`), the scorer (brand-family-quality.ts) and the contract's BrandCategory enum.
 * 540 strings over all 20 BrandCategory ids (20 to 43 each), as sellers write brands in PT, ES, FR, EN (some IT, DE): raw,
 * lower case, with product words (doro 8100 telemovel senior, panama jack botas, smeg torradeira, peugeot moulin a poivre),
 * misspelt (realmi, vanmof, birkenstok, massimo duti, fischer price, makitta, michellin, avenne, salamon, dysson,
 * longinies, tomy hilfigher, calvin kleine, bang & olafsen, yamahaa), glued or spaced (remarkable2, pull and bear, marc o
 * polo, riese und muller, bang olufsen, baume et mercier, la roche posay, l occitane, mann filter), maker + sub-brand
 * (inditex massimo dutti, seb moulinex, swatch group tissot, korg vox, roland boss, decathlon olaian), the sub-brand alone
 * (Bershka, Stradivarius, Kalenji, Forclaz, boox), product lines (Xperia, Moto G, MatePad, Galaxy Tab, Erazer, ROG, Omen,
 * Legion, MateBook, Steam Deck, Mega Drive, Quest, PlayStation (a Vita), Boston, Gazelle, Conga, X100, Billy, Poäng, Hemnes,
 * Duplo, Ninjago, Tripp Trapp, Sophie la girafe, Kånken), accessories of another brand (Spigen and RhinoShield cases,
 * an ESR iPad case, a PowerA pad for Switch, Samyang and Viltrox lenses for another's mount, a Peak Design strap for a
 * Leica, a Hirsch strap for a Tissot) and a maker with another's components (Orbea with Shimano); smaller European makers
 * other than the twenty-second's (Gigaset, Doro, Emporia, Nothing, HMD, reMarkable, Onyx, Tolino, Tuxedo, Medion,
 * Slimbook, Evercade, Canyon, Cube, Orbea, BH, Lapierre, Gazelle, VanMoof, Cowboy, Brompton, Ridley, Pinarello, Bianchi,
 * Riese & Müller, Megamo, Sandro, Maje, Desigual, Petit Bateau, Cyrillus, Promod, Tiffosi, Sacoor Brothers, Springfield,
 * Cortefiel, Marc O'Polo, s.Oliver, Tom Tailor, Pikolinos, Fluchos, Panama Jack, Lowa, Meindl, Ecco, Paraboot, Kickers,
 * Aigle, Geox, Superga, Lemon Jelly, Josefinas, Cecotec, Taurus, Moulinex, Rowenta, Krups, Smeg, Orbegozo, Jata, WMF,
 * Miele, Gorenje, Beko, Balay, Teka, Fagor, Liebherr, Zanussi, Meireles, Neff, Leica, Zeiss, Voigtländer, Lomography,
 * Laowa, Gitzo, Bang & Olufsen, Beyerdynamic, Focal, Cambridge Audio, Naim, Devialet, Audio Pro, Libratone, Certina, Mido,
 * Frederique Constant, Maurice Lacroix, Sinn, Stowa, Laco, Raymond Weil, Thomas Sabo, Tous, Alpina, Ligne Roset, Roche
 * Bobois, Fritz Hansen, Andreu World, Vondom, Gubi, Ferm Living, Normann Copenhagen, BoConcept, Maisons du Monde, Hülsta,
 * Schleich, HABA, Brio, Jané, Vulli, Imaginarium, Bertrand, LeYa, Anagrama, Actes Sud, Flammarion, Feltrinelli, Einaudi,
 * Adelphi, Reclam, Rowohlt, Carlsen, Millet, Lafuma, Ternua, Trangoworld, Haglöfs, Ortlieb, Kelme, Hummel, Uhlsport,
 * Reusch, Cressi, Mares, Festool, Metabo, Hazet, Gedore, Würth, Facom, Bellota, Caudalie, Klorane, Sisley, Claus Porto,
 * Natura Bissé, Collistar, Kiko Milano, Nord, Arturia, Teenage Engineering, Hohner, Alhambra, Admira, Lâg, Meinl, Paiste,
 * Brembo, Ferodo, Mahle, Mann-Filter, Hella, Motul, NGK, Monroe); names shared with everyday words or another category,
 * decided by category (Triumph lingerie beside a Triumph motorcycle patch and headlamp, Fischer skis beside fischer wall
 * plugs, Dunlop rackets beside a Dunlop wah pedal, Peugeot pepper mill beside Peugeot car mats and pads, Boss pedals beside
 * a boss-day mug, Orange amps beside an orange sweater, Gazelle bikes beside adidas Gazelle and a gazelle figurine,
 * Nothing, Honor, Omen, Legion, Cube, Cowboy, Canyon, Mango, Stradivarius, Desigual, Springfield, Kickers, Ninja, Sage,
 * Singer, Taurus, Teka, Pentax, Focal, Hamilton, Tous, Ferm Living, Flammarion, Actes Sud, Adelphi, Millet, Mares,
 * Gardena, Lush, Rituals, Nord as generic-word traps), near-brands that are knock-off
 * names (Polystation, Abibas) and near-brands that are another real maker, written `?Name` (Nixon beside Nikon, Sonus
 * Faber beside Sonos, LaCrosse beside Lacoste).
 * Naming policy as the twenty-second: the brand as its owner sells it, with its parent only where the writer is sure of
 * the owner (Lenovo, Rakuten, Accell, Pon, Inditex, SMCP, Tendam, PVH, SEB, De'Longhi, Hisense, Arçelik, BSH, Electrolux,
 * Ricoh, Swatch, Richemont, Fossil, Goodbaby, Mattel, Penguin Random House, Decathlon, Husqvarna, Stanley Black & Decker,
 * Bosch, Pierre Fabre, L'Oréal, LVMH, Puig, Korg, Roland, ZF); a product line is the maker with the line; a maker + sub-brand
 * and a sub-brand alone expect the sub-brand with the maker as parent. Traps expect no brand (`-`), save near-brands that
 * are another real maker (`?Name`).
 * Kinds: raw 267, product-line 29, misspelling 15, spacing 9, accessory 8, maker+sub 6, sub-alone 5, component 1,
 * adversarial traps 200 (for-x 68, no-brand 49, generic-word 43, style-of 35, near-brand 5); 61 strings carry an expected
 * parent, 29 a line. Adversarial (traps + accessory, component, maker+sub) 215 (40 %).
 * Borderline decisions, stated: misspellings of a real maker are positives of kind misspelling, never near-brand traps;
 * "polo ralph lauren" expects Ralph Lauren; fischer wall plugs and Fischer skis are different makers, written in the case
 * each sells under; "Boston" is Birkenstock's line, "Gazelle" adidas' line in footwear and the Dutch maker in bikes.
 * Parts: tune 270 (107 adversarial), held-out 270 (108 adversarial); all 20 categories in both.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * twenty-second set's greedy balance in the order written over category, kind, trap and adversarial flag
 * (`balancedSplit`, below), which no label or matcher output decides.
 *
 * Lines as the third to twenty-second sets (`brandSetCases`): positives `raw | expected | kind | category | parent (or,
 * for a product line, the line)`, adversarial `raw | expected | trap | category`; `-` no brand. Traps: `for-x`,
 * `style-of`, `near-brand`, `generic-word`, `no-brand` (as the twenty-second).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-twenty-third-brand-set.ts`.
 * First run (2026-11-29, table and matcher as on 25b992b, `nice -n 10 timeout 900 npm run bench -- brands`): with each
 * string's category, tune 0.96 (259 of 270, 4 wrong merges, 2 adversarial), held-out 0.95 (256 of 270, 5 wrong merges, 5
 * adversarial); with no category, tune 0.93 (251, 8 wrong merges, 6 adversarial), held-out 0.92 (248, 8, 7 adversarial).
 * Labelling slips of the writer, seen in the tune part's first-run misses and left as frozen: "botas de montanha gore-tex
 * 43" names the membrane's maker, written as a no-brand trap; "Onyx Boox" is sold under that name, written as the maker
 * "Onyx" alone; "dunlop cry baby" expects "Dunlop", the pedal maker's brand, where its company name is longer.
 */

const positives = `
Gigaset GS5 | Gigaset | raw | phones
doro 8100 telemovel senior | Doro | raw | phones
Emporia Smart 5 mini | Emporia | raw | phones
nothing phone 2a | Nothing | raw | phones
NOTHING PHONE (1) 256GB | Nothing | raw | phones
sony xperia 10 IV | Sony | product-line | phones | Xperia
Xperia 1 V | Sony | product-line | phones | Xperia
motorola moto g54 | Motorola | raw | phones | Lenovo
moto g84 5g | Motorola | product-line | phones | Moto G
Honor Magic5 Lite | Honor | raw | phones
realmi gt neo 3 | Realme | misspelling | phones
oppo find x5 | Oppo | raw | phones
HMD Pulse Pro | HMD | raw | phones
ZTE Blade A72 | ZTE | raw | phones
Spigen Tough Armor iPhone 15 Pro | Spigen | accessory | phones
capa Rhinoshield para galaxy s23 | RhinoShield | accessory | phones
reMarkable 2 | reMarkable | raw | tablets
remarkable2 + marker plus | reMarkable | spacing | tablets
Onyx Boox Note Air 3 | Onyx | raw | tablets
boox tab ultra | Onyx | sub-alone | tablets
Kobo Clara 2E | Kobo | raw | tablets | Rakuten
tolino vision 6 | Tolino | raw | tablets
huawei matepad 11 | Huawei | product-line | tablets | MatePad
galaxy tab s8 | Samsung | product-line | tablets | Galaxy Tab
lenovo tab p11 | Lenovo | raw | tablets
amazon fire hd 10 | Amazon | raw | tablets
ESR capa para iPad Air | ESR | accessory | tablets
TUXEDO InfinityBook Pro 14 | Tuxedo | raw | laptops
tuxedo computers pulse 15 | Tuxedo | raw | laptops
Medion Akoya E15 | Medion | raw | laptops | Lenovo
medion erazer | Medion | product-line | laptops | Erazer
Slimbook Executive 14 | Slimbook | raw | laptops
asus rog strix g15 | Asus | product-line | laptops | ROG
ROG Zephyrus G14 | Asus | product-line | laptops | ROG
hp omen 16 | HP | product-line | laptops | Omen
msi katana gf66 | MSI | raw | laptops
razer blade 15 | Razer | raw | laptops
lenovo legion 5 pro | Lenovo | product-line | laptops | Legion
huawei matebook d15 | Huawei | product-line | laptops | MateBook
gigabyte aorus 15 | Gigabyte | raw | laptops
Steam Deck OLED 512 | Valve | product-line | consoles | Steam Deck
steamdeck 64gb | Valve | product-line | consoles | Steam Deck
nintendo ds lite rosa | Nintendo | raw | consoles
Sega Mega Drive II | Sega | raw | consoles
mega drive mini | Sega | product-line | consoles | Mega Drive
Atari 2600 + 10 cartuchos | Atari | raw | consoles
Analogue Pocket | Analogue | raw | consoles
Evercade VS | Evercade | raw | consoles
anbernic rg35xx | Anbernic | raw | consoles
meta quest 3 128gb | Meta | raw | consoles
oculus quest 2 | Meta | product-line | consoles | Quest
ps vita slim | Sony | product-line | consoles | PlayStation
PowerA comando para Switch | PowerA | accessory | consoles
Canyon Grail CF SL | Canyon | raw | bikes
canyon spectral 29 | Canyon | raw | bikes
Cube Stereo Hybrid 140 | Cube | raw | bikes
orbea orca m30 | Orbea | raw | bikes
BH Ultralight | BH | raw | bikes
Lapierre Xelius | Lapierre | raw | bikes | Accell
gazelle orange c7 | Gazelle | raw | bikes | Pon
VanMoof S3 | VanMoof | raw | bikes
vanmof x3 | VanMoof | misspelling | bikes
Cowboy 4 ST | Cowboy | raw | bikes
brompton c line 6 vel | Brompton | raw | bikes
Ridley Helium SLX | Ridley | raw | bikes
pinarello dogma f | Pinarello | raw | bikes
bianchi oltre | Bianchi | raw | bikes
riese und muller load 75 | Riese & Müller | spacing | bikes
Megamo Natural 40 | Megamo | raw | bikes
Orbea Alma com grupo Shimano XT | Orbea | component | bikes
Sandro | Sandro | raw | clothing
robe maje | Maje | raw | clothing | SMCP
Desigual | Desigual | raw | clothing
Mango | Mango | raw | clothing
pull and bear | Pull&Bear | spacing | clothing | Inditex
pull&bear | Pull&Bear | raw | clothing | Inditex
bershka | Bershka | sub-alone | clothing | Inditex
Stradivarius | Stradivarius | sub-alone | clothing | Inditex
massimo duti | Massimo Dutti | misspelling | clothing | Inditex
Petit Bateau | Petit Bateau | raw | clothing
cyrillus | Cyrillus | raw | clothing
Promod | Promod | raw | clothing
Tiffosi | Tiffosi | raw | clothing
Sacoor Brothers | Sacoor Brothers | raw | clothing
springfield | Springfield | raw | clothing | Tendam
Cortefiel | Cortefiel | raw | clothing | Tendam
benetton | Benetton | raw | clothing
united colors of benetton | Benetton | raw | clothing
Marc O Polo | Marc O'Polo | spacing | clothing
s.oliver | s.Oliver | raw | clothing
tom tailor | Tom Tailor | raw | clothing
tommy hilfiger | Tommy Hilfiger | raw | clothing | PVH
calvin klein jeans | Calvin Klein | raw | clothing | PVH
TRIUMPH soutien-gorge | Triumph | raw | clothing
Pikolinos | Pikolinos | raw | footwear
fluchos | Fluchos | raw | footwear
panama jack botas | Panama Jack | raw | footwear
birkenstok arizona | Birkenstock | misspelling | footwear
birkenstock boston | Birkenstock | product-line | footwear | Boston
Lowa Renegade GTX | Lowa | raw | footwear
meindl | Meindl | raw | footwear
ecco | Ecco | raw | footwear
Paraboot Michael | Paraboot | raw | footwear
kickers | Kickers | raw | footwear
Aigle bottes | Aigle | raw | footwear
clarks desert boot | Clarks | raw | footwear
Geox | Geox | raw | footwear
superga 2750 | Superga | raw | footwear
Lemon Jelly | Lemon Jelly | raw | footwear
Josefinas | Josefinas | raw | footwear
adidas gazelle | adidas | product-line | footwear | Gazelle
onitsuka tiger mexico 66 | Onitsuka Tiger | raw | footwear
Cecotec Conga 8290 | Cecotec | raw | small-appliances
conga 4090 | Cecotec | product-line | small-appliances | Conga
taurus mycook | Taurus | raw | small-appliances
Moulinex Companion | Moulinex | raw | small-appliances | SEB
rowenta | Rowenta | raw | small-appliances | SEB
krups nespresso | Krups | raw | small-appliances | SEB
kenwood chef | Kenwood | raw | small-appliances | De'Longhi
smeg torradeira | Smeg | raw | small-appliances
russell hobbs | Russell Hobbs | raw | small-appliances
morphy richards | Morphy Richards | raw | small-appliances
dyson v15 detect | Dyson | raw | small-appliances
WMF Lono | WMF | raw | small-appliances
orbegozo | Orbegozo | raw | small-appliances
jata | Jata | raw | small-appliances
peugeot moulin a poivre | Peugeot | raw | small-appliances
singer heavy duty | Singer | raw | small-appliances
Sage Barista Express | Sage | raw | small-appliances
Ninja Foodi | Ninja | raw | small-appliances
Miele | Miele | raw | large-appliances
miele w1 | Miele | raw | large-appliances
Gorenje | Gorenje | raw | large-appliances | Hisense
beko | Beko | raw | large-appliances | Arçelik
indesit | Indesit | raw | large-appliances
hotpoint ariston | Hotpoint | raw | large-appliances
balay | Balay | raw | large-appliances | BSH
teka | Teka | raw | large-appliances
fagor | Fagor | raw | large-appliances
liebherr | Liebherr | raw | large-appliances
aeg lavamat | AEG | raw | large-appliances | Electrolux
zanussi | Zanussi | raw | large-appliances | Electrolux
meireles | Meireles | raw | large-appliances
neff slide and hide | Neff | raw | large-appliances | BSH
Leica Q2 | Leica | raw | cameras
leica m6 | Leica | raw | cameras
Zeiss Batis 85 | Zeiss | raw | cameras
voigtlander nokton 40 | Voigtländer | raw | cameras
fujifilm x100v | Fujifilm | product-line | cameras | X100
olympus om-d e-m10 | Olympus | raw | cameras
om system om-5 | OM System | raw | cameras
pentax k-3 | Pentax | raw | cameras | Ricoh
Lomography Diana F+ | Lomography | raw | cameras
polaroid now | Polaroid | raw | cameras
Samyang 12mm para Fuji X | Samyang | accessory | cameras
viltrox 33mm f1.4 montagem sony e | Viltrox | accessory | cameras
Laowa 9mm | Laowa | raw | cameras
Peak Design strap pour Leica | Peak Design | accessory | cameras
manfrotto befree | Manfrotto | raw | cameras
gitzo | Gitzo | raw | cameras
Bang & Olufsen Beosound | Bang & Olufsen | raw | audio
bang olufsen beoplay h95 | Bang & Olufsen | spacing | audio
b&o beoplay | Bang & Olufsen | raw | audio
sennheiser hd 600 | Sennheiser | raw | audio
beyerdynamic dt 770 | Beyerdynamic | raw | audio
focal clear | Focal | raw | audio
cambridge audio cxa61 | Cambridge Audio | raw | audio
naim uniti atom | Naim | raw | audio
devialet phantom | Devialet | raw | audio
audio pro c10 | Audio Pro | raw | audio
libratone zipp | Libratone | raw | audio
jabra elite 75t | Jabra | raw | audio
akg k240 | AKG | raw | audio
jbl flip 6 | JBL | raw | audio
Tissot PRX | Tissot | raw | watches-jewellery | Swatch
longines conquest | Longines | raw | watches-jewellery | Swatch
hamilton khaki field | Hamilton | raw | watches-jewellery | Swatch
certina ds | Certina | raw | watches-jewellery | Swatch
mido ocean star | Mido | raw | watches-jewellery | Swatch
frederique constant | Frederique Constant | raw | watches-jewellery
maurice lacroix aikon | Maurice Lacroix | raw | watches-jewellery
Sinn 556 | Sinn | raw | watches-jewellery
stowa flieger | Stowa | raw | watches-jewellery
laco pilot | Laco | raw | watches-jewellery
raymond weil | Raymond Weil | raw | watches-jewellery
baume et mercier | Baume & Mercier | spacing | watches-jewellery | Richemont
swarovski | Swarovski | raw | watches-jewellery
thomas sabo | Thomas Sabo | raw | watches-jewellery
tous | Tous | raw | watches-jewellery
daniel wellington | Daniel Wellington | raw | watches-jewellery
skagen | Skagen | raw | watches-jewellery | Fossil
Alpina Startimer | Alpina | raw | watches-jewellery
bracelete Hirsch para Tissot | Hirsch | accessory | watches-jewellery
ikea billy | IKEA | product-line | furniture | Billy
poang | IKEA | product-line | furniture | Poäng
ikea hemnes | IKEA | product-line | furniture | Hemnes
Ligne Roset Togo | Ligne Roset | raw | furniture
roche bobois | Roche Bobois | raw | furniture
fritz hansen | Fritz Hansen | raw | furniture
Andreu World | Andreu World | raw | furniture
vondom | Vondom | raw | furniture
Gubi | Gubi | raw | furniture
ferm living | Ferm Living | raw | furniture
normann copenhagen | Normann Copenhagen | raw | furniture
boconcept | BoConcept | raw | furniture
maisons du monde | Maisons du Monde | raw | furniture
hulsta | Hülsta | raw | furniture
lego duplo | LEGO | product-line | toys-baby | Duplo
ninjago | LEGO | product-line | toys-baby | Ninjago
playmobil | Playmobil | raw | toys-baby
schleich | Schleich | raw | toys-baby
ravensburger | Ravensburger | raw | toys-baby
haba | HABA | raw | toys-baby
brio | Brio | raw | toys-baby
chicco | Chicco | raw | toys-baby
bugaboo fox | Bugaboo | raw | toys-baby
stokke tripp trapp | Stokke | product-line | toys-baby | Tripp Trapp
tripp trapp | Stokke | product-line | toys-baby | Tripp Trapp
cybex | Cybex | raw | toys-baby | Goodbaby
joie i-spin | Joie | raw | toys-baby
jane | Jané | raw | toys-baby
sophie la girafe | Vulli | product-line | toys-baby | Sophie la girafe
sylvanian families | Sylvanian Families | raw | toys-baby
imaginarium | Imaginarium | raw | toys-baby
Bertrand Editora | Bertrand | raw | books-media
leya | LeYa | raw | books-media
anagrama | Anagrama | raw | books-media
alfaguara | Alfaguara | raw | books-media | Penguin Random House
actes sud | Actes Sud | raw | books-media
flammarion | Flammarion | raw | books-media
hachette | Hachette | raw | books-media
feltrinelli | Feltrinelli | raw | books-media
einaudi | Einaudi | raw | books-media
adelphi | Adelphi | raw | books-media
reclam | Reclam | raw | books-media
rowohlt | Rowohlt | raw | books-media
carlsen comics | Carlsen | raw | books-media
salomon xt-6 | Salomon | raw | sports-outdoor
millet | Millet | raw | sports-outdoor
lafuma | Lafuma | raw | sports-outdoor
ternua | Ternua | raw | sports-outdoor
trangoworld | Trangoworld | raw | sports-outdoor
haglofs | Haglöfs | raw | sports-outdoor
fjallraven kanken | Fjällräven | product-line | sports-outdoor | Kånken
jack wolfskin | Jack Wolfskin | raw | sports-outdoor
ortlieb back roller | Ortlieb | raw | sports-outdoor
babolat pure drive | Babolat | raw | sports-outdoor
kelme | Kelme | raw | sports-outdoor
hummel | Hummel | raw | sports-outdoor
uhlsport | Uhlsport | raw | sports-outdoor
reusch | Reusch | raw | sports-outdoor
cressi | Cressi | raw | sports-outdoor
mares | Mares | raw | sports-outdoor
kalenji | Kalenji | sub-alone | sports-outdoor | Decathlon
forclaz | Forclaz | sub-alone | sports-outdoor | Decathlon
decathlon olaian | Olaian | maker+sub | sports-outdoor | Decathlon
fischer ski rc4 | Fischer | raw | sports-outdoor
Dunlop raquete | Dunlop | raw | sports-outdoor
festool | Festool | raw | tools-diy
metabo | Metabo | raw | tools-diy
hilti | Hilti | raw | tools-diy
makita | Makita | raw | tools-diy
hikoki | HiKOKI | raw | tools-diy
stihl ms 170 | Stihl | raw | tools-diy
husqvarna automower | Husqvarna | raw | tools-diy
gardena | Gardena | raw | tools-diy | Husqvarna
karcher k4 | Kärcher | raw | tools-diy
wurth | Würth | raw | tools-diy
hazet | Hazet | raw | tools-diy
gedore | Gedore | raw | tools-diy
facom | Facom | raw | tools-diy | Stanley Black & Decker
bellota | Bellota | raw | tools-diy
dremel | Dremel | raw | tools-diy | Bosch
fischer buchas | fischer | raw | tools-diy
caudalie | Caudalie | raw | beauty-perfume
avene | Avène | raw | beauty-perfume | Pierre Fabre
klorane | Klorane | raw | beauty-perfume | Pierre Fabre
la roche posay | La Roche-Posay | spacing | beauty-perfume | L'Oréal
vichy | Vichy | raw | beauty-perfume | L'Oréal
lancome | Lancôme | raw | beauty-perfume | L'Oréal
sisley | Sisley | raw | beauty-perfume
clarins | Clarins | raw | beauty-perfume
l occitane | L'Occitane | spacing | beauty-perfume
rituals | Rituals | raw | beauty-perfume
lush | Lush | raw | beauty-perfume
natura bisse | Natura Bissé | raw | beauty-perfume
claus porto | Claus Porto | raw | beauty-perfume
acqua di parma | Acqua di Parma | raw | beauty-perfume | LVMH
kiko milano | Kiko Milano | raw | beauty-perfume
collistar | Collistar | raw | beauty-perfume
carolina herrera good girl | Carolina Herrera | raw | beauty-perfume | Puig
yamaha p-45 | Yamaha | raw | musical-instruments
roland fp-30x | Roland | raw | musical-instruments
korg minilogue | Korg | raw | musical-instruments
nord stage 3 | Nord | raw | musical-instruments
behringer | Behringer | raw | musical-instruments
arturia keystep | Arturia | raw | musical-instruments
teenage engineering op-1 | Teenage Engineering | raw | musical-instruments
hohner | Hohner | raw | musical-instruments
alhambra 4p | Alhambra | raw | musical-instruments
admira | Admira | raw | musical-instruments
lag tramontane | Lâg | raw | musical-instruments
meinl | Meinl | raw | musical-instruments
paiste | Paiste | raw | musical-instruments
vox ac15 | Vox | raw | musical-instruments | Korg
boss katana 50 | Boss | raw | musical-instruments | Roland
dunlop cry baby | Dunlop | raw | musical-instruments
orange crush 20 | Orange | raw | musical-instruments
Brembo | Brembo | raw | vehicle-parts
ferodo | Ferodo | raw | vehicle-parts
michelin pilot sport 4 | Michelin | raw | vehicle-parts
pirelli | Pirelli | raw | vehicle-parts
bridgestone | Bridgestone | raw | vehicle-parts
mahle | Mahle | raw | vehicle-parts
mann filter | Mann-Filter | spacing | vehicle-parts
hella | Hella | raw | vehicle-parts
osram night breaker | Osram | raw | vehicle-parts
castrol edge | Castrol | raw | vehicle-parts
motul 300v | Motul | raw | vehicle-parts
thule | Thule | raw | vehicle-parts
ngk | NGK | raw | vehicle-parts
trw | TRW | raw | vehicle-parts | ZF
monroe | Monroe | raw | vehicle-parts
Tomy Hilfigher | Tommy Hilfiger | misspelling | clothing | PVH
Calvin Kleine | Calvin Klein | misspelling | clothing | PVH
Dysson V11 | Dyson | misspelling | small-appliances
Bang & Olafsen | Bang & Olufsen | misspelling | audio
Longinies watch | Longines | misspelling | watches-jewellery | Swatch
Salamon speedcross | Salomon | misspelling | sports-outdoor
Makitta 18v | Makita | misspelling | tools-diy
Avenne thermal water | Avène | misspelling | beauty-perfume | Pierre Fabre
Yamahaa piano | Yamaha | misspelling | musical-instruments
Michellin pilot | Michelin | misspelling | vehicle-parts
polo ralph lauren | Ralph Lauren | raw | clothing
fischer price | Fisher-Price | misspelling | toys-baby | Mattel
inditex massimo dutti | Massimo Dutti | maker+sub | clothing | Inditex
seb moulinex | Moulinex | maker+sub | small-appliances | SEB
swatch group tissot | Tissot | maker+sub | watches-jewellery | Swatch
korg vox | Vox | maker+sub | musical-instruments | Korg
roland boss | Boss | maker+sub | musical-instruments | Roland
`;

const adversarial = `
capa para iphone 15 pro max | - | for-x | phones
funda compatible con xiaomi redmi note 13 | - | for-x | phones
coque pour google pixel 8 | - | for-x | phones
carregador compativel samsung 25w | - | for-x | phones
pelicula de vidro para galaxy a54 | - | for-x | phones
telemovel estilo iphone android 13 | - | style-of | phones
smartphone tipo nothing com luzes atras | - | style-of | phones
telemovel senior teclas grandes | - | no-brand | phones
smartphone dual sim 6 pulgadas | - | no-brand | phones
nothing to declare phone pouch | - | generic-word | phones
honor roll phone wallpaper | - | generic-word | phones
housse pour kindle paperwhite | - | for-x | tablets
capa teclado para ipad 10 | - | for-x | tablets
stylus compatible remarkable | - | for-x | tablets
tablet tipo ipad para niños | - | style-of | tablets
tablette 10 pouces android sans marque | - | no-brand | tablets
tablet infantil con funda goma | - | no-brand | tablets
fire safety tablet sign | - | generic-word | tablets
cargador para portatil lenovo thinkpad | - | for-x | laptops
bateria compativel asus rog | - | for-x | laptops
sacoche pour macbook air 13 | - | for-x | laptops
portatil tipo macbook aluminio | - | style-of | laptops
laptop gaming rgb 16gb sem marca | - | no-brand | laptops
portatil 15 pulgadas i5 | - | no-brand | laptops
omen book fantasy novel | - | generic-word | books-media
legion of honour medal | - | generic-word | watches-jewellery
capa para steam deck | - | for-x | consoles
comando compativel ps5 | - | for-x | consoles
jogos para nintendo ds | - | for-x | consoles
consola retro tipo game boy 400 jogos | - | style-of | consoles
Polystation 3 | - | near-brand | consoles
mini consola arcade 10000 jeux | - | no-brand | consoles
atari style t-shirt | - | style-of | clothing
mega drive strategy book | - | for-x | books-media
guiador para canyon | - | for-x | bikes
pedales compatibles shimano spd | - | for-x | bikes
desviador compatible sram | - | for-x | bikes
bicicleta estilo vanmoof | - | style-of | bikes
bici plegable tipo brompton | - | style-of | bikes
bicicleta de montanha roda 26 | - | no-brand | bikes
velo de ville 7 vitesses | - | no-brand | bikes
cube storage shelf | - | generic-word | furniture
cowboy boots size 9 | - | generic-word | footwear
gazelle figurine brass | - | generic-word | toys-baby
canyon landscape poster | - | generic-word | furniture
bianchi celeste paint can | - | for-x | bikes
vestido estilo sandro | - | style-of | clothing
blusa tipo massimo dutti | - | style-of | clothing
robe facon maje | - | style-of | clothing
camisa polo | - | generic-word | clothing
mango wood mirror | - | generic-word | furniture
stradivarius violin copy | - | generic-word | musical-instruments
pull en laine col roule | - | no-brand | clothing
casaco de lã feito a mao | - | no-brand | clothing
vestido vintage sem etiqueta | - | no-brand | clothing
etiquetas para tommy hilfiger | - | for-x | clothing
Triumph motorcycle jacket patch | - | for-x | clothing
desigual weather jacket | - | generic-word | clothing
springfield rifle poster | - | generic-word | books-media
palmilhas para birkenstock | - | for-x | footwear
cordones para clarks | - | for-x | footwear
botas tipo panama jack | - | style-of | footwear
sandalias estilo birkenstock | - | style-of | footwear
zapatos de piel hechos a mano | - | no-brand | footwear
kickers football magazine | - | generic-word | books-media
geox style tenis sem marca | - | style-of | footwear
sacos para aspirador dyson compativeis | - | for-x | small-appliances
filtro compatible conga | - | for-x | small-appliances
capsulas compatibles krups dolce gusto | - | for-x | small-appliances
cafetera tipo italiana 6 tazas | - | no-brand | small-appliances
torradeira estilo smeg retro | - | style-of | small-appliances
ninja costume kids | - | generic-word | toys-baby
sage green kettle | - | generic-word | small-appliances
singer songwriter book | - | generic-word | books-media
peugeot 208 tapetes | - | for-x | vehicle-parts
taurus zodiac necklace | - | generic-word | watches-jewellery
jarra liquidificadora sem marca | - | no-brand | small-appliances
junta da porta para maquina miele | - | for-x | large-appliances
filtro de agua para frigorifico liebherr | - | for-x | large-appliances
pecas para maquina de lavar beko | - | for-x | large-appliances
frigorifico americano inox sem marca | - | no-brand | large-appliances
lave-linge 8 kg hublot | - | no-brand | large-appliances
teka wood garden chair | - | generic-word | furniture
tampa para lentes leica 39mm | - | for-x | cameras
adaptador m42 para sony e | - | for-x | cameras
bateria compatible fujifilm np-w126s | - | for-x | cameras
lente para montura nikon f | - | for-x | cameras
camera tipo polaroid instantanea | - | style-of | cameras
appareil photo jetable | - | no-brand | cameras
tripe de aluminio 1,5 m | - | no-brand | cameras
pentax tower model | - | generic-word | toys-baby
polaroid style frames | - | style-of | furniture
almohadillas para sennheiser hd 600 | - | for-x | audio
cabo para auscultadores beyerdynamic | - | for-x | audio
suporte de parede para devialet | - | for-x | audio
colunas estilo bang olufsen | - | style-of | audio
auriculares bluetooth sem marca | - | no-brand | audio
focal point lamp | - | generic-word | furniture
correa para tissot prx 40 | - | for-x | watches-jewellery
bracelet compatible apple watch | - | for-x | watches-jewellery
montre facon rolex | - | style-of | watches-jewellery
relogio tipo cartier tank | - | style-of | watches-jewellery
relogio homem aço inox sem marca | - | no-brand | watches-jewellery
colar de prata artesanal | - | no-brand | watches-jewellery
swarovski style crystal earrings | - | style-of | watches-jewellery
tous les jours bracelet | - | generic-word | watches-jewellery
hamilton musical book | - | generic-word | books-media
caixas para kallax | - | for-x | furniture
capas para sofa ikea ektorp | - | for-x | furniture
silla estilo eames | - | style-of | furniture
mesa tipo tulip saarinen | - | style-of | furniture
fauteuil facon togo | - | style-of | furniture
estante de pinho | - | no-brand | furniture
aparador vintage anos 60 | - | no-brand | furniture
ferm living room ideas magazine | - | generic-word | books-media
capa para tripp trapp | - | for-x | toys-baby
capota para bugaboo fox | - | for-x | toys-baby
pecas compativeis lego | - | for-x | toys-baby
blocos tipo lego | - | style-of | toys-baby
animais estilo schleich | - | style-of | toys-baby
carrinho de bebe sem marca | - | no-brand | toys-baby
puzzle 1000 pecas | - | no-brand | toys-baby
livro de bolso sem editora | - | no-brand | books-media
romance policial usado | - | no-brand | books-media
marcador para livros de acordo | - | no-brand | books-media
capa para livros penguin | - | for-x | books-media
flammarion engraving print | - | generic-word | furniture
actes de colloque | - | generic-word | books-media
adelphi hotel postcard | - | generic-word | books-media
cordones para salomon | - | for-x | sports-outdoor
fixacoes para ski fischer | - | for-x | sports-outdoor
cordas para raquete babolat | - | for-x | sports-outdoor
mochila estilo kanken | - | style-of | sports-outdoor
tenda de campismo 4 pessoas | - | no-brand | sports-outdoor
saco-cama para inverno | - | no-brand | sports-outdoor
millet grain bag | - | generic-word | sports-outdoor
mares and foals horse book | - | generic-word | books-media
baterias compativeis makita 18v | - | for-x | tools-diy
discos para rebarbadora hilti | - | for-x | tools-diy
correntes para stihl | - | for-x | tools-diy
berbequim sem fios 20v | - | no-brand | tools-diy
caixa de ferramentas 100 pecas | - | no-brand | tools-diy
makita style drill | - | style-of | tools-diy
festool style systainer box | - | style-of | tools-diy
gardena de flores livro | - | generic-word | books-media
recarga para perfume carolina herrera | - | for-x | beauty-perfume
perfume tipo good girl | - | style-of | beauty-perfume
perfume de equivalencia 100 ml | - | no-brand | beauty-perfume
creme hidratante artesanal | - | no-brand | beauty-perfume
lush green garden | - | generic-word | beauty-perfume
rituals of the ancient world book | - | generic-word | books-media
Lancome style mascara | - | style-of | beauty-perfume
capa para teclado yamaha p-45 | - | for-x | musical-instruments
suporte para guitarra alhambra | - | for-x | musical-instruments
cordas para guitarra classica | - | no-brand | musical-instruments
guitarra classica 4/4 sem marca | - | no-brand | musical-instruments
pedal tipo boss | - | style-of | musical-instruments
boss day mug | - | generic-word | small-appliances
orange sweater | - | generic-word | clothing
nord stream article | - | generic-word | books-media
pastilhas para peugeot 308 | - | for-x | vehicle-parts
escovas limpa vidros para renault clio | - | for-x | vehicle-parts
jantes para bmw serie 3 | - | for-x | vehicle-parts
pneus 205 55 16 | - | no-brand | vehicle-parts
oleo 5w30 sintetico | - | no-brand | vehicle-parts
pinças estilo brembo | - | style-of | vehicle-parts
lacrosse boots | ?LaCrosse | near-brand | footwear
Abibas tracksuit 3 stripes | - | near-brand | clothing
nixon watch 51-30 | ?Nixon | near-brand | watches-jewellery
sonus faber lumina II | ?Sonus Faber | near-brand | audio
phillips screwdriver set 6 pcs | - | generic-word | tools-diy
dove grey velvet cushion | - | generic-word | furniture
coach trip guide book | - | generic-word | books-media
diesel generator 5kva | - | generic-word | tools-diy
vans camper conversion kit | - | generic-word | vehicle-parts
apple crate wooden | - | generic-word | furniture
swan figurine porcelain | - | generic-word | furniture
funda para movil doro | - | for-x | phones
protector de ecra para xperia 10 | - | for-x | phones
housse pour tablette onyx boox | - | for-x | tablets
capa tolino shine | - | for-x | tablets
carregador usb-c 65w para portatil | - | no-brand | laptops
skin autocolante para steam deck | - | for-x | consoles
selim para bicicleta orbea | - | for-x | bikes
saia midi plissada | - | no-brand | clothing
camisa estilo tommy | - | style-of | clothing
botas de montanha gore-tex 43 | - | no-brand | footwear
jarro para robot de cozinha tipo bimby | - | style-of | small-appliances
prateleira para frigorifico balay | - | for-x | large-appliances
parasol para objetiva zeiss | - | for-x | cameras
cabo optico para barra de som | - | no-brand | audio
bracelete nato 20mm | - | no-brand | watches-jewellery
puxadores para comoda ikea malm | - | for-x | furniture
rodas para trotinete de crianca | - | no-brand | toys-baby
colecao de banda desenhada anos 80 | - | no-brand | books-media
tacos de futebol para chuteiras | - | no-brand | sports-outdoor
laminas para serra circular festool | - | for-x | tools-diy
frasco de perfume vazio 50 ml | - | no-brand | beauty-perfume
pick up para guitarra acustica | - | no-brand | musical-instruments
farol para moto triumph | - | for-x | vehicle-parts
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-twenty-third.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
