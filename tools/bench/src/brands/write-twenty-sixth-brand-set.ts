import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-twenty-sixth.json: a twenty-sixth brand set for issue 19, written by hand on
 * 2026-11-30 by a writer who changes no rule, as the session's final unseen measure (its held-out part). Its writer read
 * neither the brand table nor the matching code — only the twenty-fourth and twenty-fifth writers' headers and split, the
 * line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and the contract's BrandCategory enum. (Reading those
 * headers, the writer's print command ran past them into part of each earlier writer's records — the first screen of the
 * twenty-fifth's positives and the twenty-fourth's last positives and traps; none of those lines is copied here.)
 * 627 strings over all 20 BrandCategory ids (24 to 38 each), as sellers write brands in PT, ES, FR, EN (some IT, DE): raw,
 * lower case, with product words (gigaset gs5 senior, balay lavadora 8kg, meireles fogao 4 bicos, bellota azada), misspelt
 * (samsumg, motorolla, lenovvo, nintedo, gazzelle, massimo duti, birkenstok, cecotek, liebher, tisot, maybeline, makitta,
 * hankok), glued or spaced (giga set, re markable, van moof, riese muller, pull and bear, zadig et voltaire, panamajack, j
 * hayber, go pro, bang olufsen, beyer dynamic, bo concept, pegperego, northface, black and decker, la roche posay,
 * loccitane, mann filter, faber and faber), maker + sub-brand (rakuten kobo, hp omen, lenovo legion, asus rog, tommy
 * hilfiger tommy jeans, philips sonicare, ravensburger brio, mattel fisher-price, hasbro nerf, bosch dremel), the sub-brand
 * alone (Omen, Legion, Oculus, Riverside, Massimo Dutti, Bershka, Stradivarius, Sandro, Maje, Springfield, Tommy Jeans,
 * Armani Exchange, Converse, Dolce Gusto, Nespresso, Technics, Beats, Ultimate Ears, Cinna, Polly Pocket, Fisher-Price,
 * Play-Doh, Puffin, Vintage, Kalenji, Forclaz, Inesis, Dremel, Kérastase, Eucerin, Boss, Vox), product lines (Pixel, Moto G,
 * Narzo, MatePad, Yoga, iPad mini, TUF, MacBook, Satellite, Surface Laptop, Game Gear, PS Vita, Steam Deck, Quest, Xbox 360,
 * GameCube, Coolpix, PowerShot, Cyber-shot, Osmo, QuietComfort, Walkman, AirPods, Prospex, Edifice, Billy, Poäng, Hemnes,
 * Duplo, Ninjago, Les Paul, PSR), accessories of another brand (Spigen, Nillkin, Belkin, RhinoShield, ESR, MoKo, PowerA,
 * Razer Kishi, Hyperkin, Venom, Abus, Kryptonite, Garmin Edge, Crep Protect, Scholl, Peak Design, Gitzo, Joby, Ernie Ball)
 * and makers with another's components (Orbea with SRAM, Trek with Shimano); smaller European makers other than both
 * earlier headers' (Nothing, Gigaset, Emporia, Doro, Beafon, HMD, Wileyfox, reMarkable, Onyx Boox, Tolino, Medion, Tuxedo,
 * Slimbook, Fujitsu, Evercade, Venom, Orbea, BH, Cube, Lapierre, Gazelle, VanMoof, Cowboy, Riese & Müller, Pinarello,
 * Bianchi, Ridley, Raleigh, Abus, Desigual, Tiffosi, Salsa, Lion of Porches, Sandro, Maje, Zadig & Voltaire, American
 * Vintage, Petit Bateau, Promod, Springfield, Cortefiel, Pepe Jeans, Pikolinos, Panama Jack, Geox, Kickers, Aigle, Paraboot,
 * Ecco, Superga, J'hayber, Kelme, Cecotec, Taurus, Moulinex, Krups, Rowenta, Orbegozo, Jata, Flama, Balay, Neff, Teka,
 * Fagor, Liebherr, Miele, Zanussi, Meireles, Cata, Elica, Leica, Lomography, Zeiss, Voigtländer, Gitzo, Bang & Olufsen,
 * Audio Pro, Libratone, Beyerdynamic, Cambridge Audio, Naim, Focal, Devialet, Tissot, Longines, Certina, Mido, Sinn,
 * Mondaine, Thomas Sabo, Tous, Nomination, Brosway, Roche Bobois, Ligne Roset, Cinna, Maisons du Monde, Gubi, Normann
 * Copenhagen, Ferm Living, USM Haller, Thonet, BoConcept, Bolia, Audo Copenhagen, Schleich, HABA, BRIO, Jané, Bébécar,
 * Joolz, iCandy, Silver Cross, Inglesina, Peg Perego, Trunki, Actes Sud, Le Lombard, Soleil, Panini, Bertrand, ASA,
 * Anagrama, Alianza Editorial, Carlsen, Faber & Faber, Bloomsbury, Millet, Lafuma, Eider, Helly Hansen, Bergans, Norrøna,
 * Haglöfs, Lowa, Meindl, Leki, Primus, Cressi, Mares, Metabo, Festool, Facom, Bellota, Gardena, Silverline, Draper,
 * Bruguer, CIN, Caudalie, Yves Rocher, L'Occitane, Kiko, Collistar, Rituals, Martiderm, Nord, Arturia, Alhambra, Admira,
 * Hohner, Meinl, Paiste, Orange, Stentor, Brembo, Motul, Galp, Magneti Marelli, Hella, Mann-Filter, Mahle, AGV);
 * names shared with everyday words or another category, decided by category (Nothing phones beside "nothing to declare",
 * Honor beside an honour plaque, Legion and Omen beside a medal and a film, Satellite beside a dish, Steam Deck and
 * Playdate beside a ship's deck and party invitations, Cowboy, Cube, Merida and Riverside beside a hat, shelves, a map
 * and a painting, Mango beside chutney, American Vintage and Petit Bateau beside a lamp and a model boat, Aigle beside an
 * eagle poster, Sage, Taurus and Ninja beside a colour, a zodiac pendant and a costume, Cata beside wine tasting, Neff
 * beside a cake tin, Canon beside canon law, Beats and Focal beside a metronome book and a photography book, Hamilton and
 * Omega beside a musical and omega-3, Silver Cross beside a pendant, Menu and Knoll beside a restaurant board and a grassy
 * knoll, Puffin, Marvel, ASA and Soleil beside a plush, a view, hang-gliding and a poster, Mares, Osprey, Primus and North
 * Face beside seas, feathers, a Latin mug and the Eiger, Draper and CIN beside curtains and a toast, Rituals and Libre
 * beside a history book and LibreOffice, Avène beside a street, Orange, Boss and Vox beside juice, a mug and a book,
 * Continental and Total beside breakfast and a song, Michelin as a tyre maker and as a guide, Salsa as jeans, Vintage as
 * Penguin's imprint beside vintage as a style), knock-off near-brands (Samsong, ipbone, Lerevo, Mabook, Nintendu, Dolce
 * Banana, Calvin Klain, Adibas, Dison, Thermomax, Goopro, Boze, Rolecs, Legu, Nort Face, Makute, Diur, Yamaho, Michelan)
 * and near-brands that are another real maker, written `?Name` (Kenko beside Kenwood, Lenco beside Lenovo, Tefcold beside
 * Tefal).
 * Naming policy as the twenty-fifth: the brand as its owner sells it, with its parent only where the writer is sure of the
 * owner (Rakuten, Lenovo, HP, Asus, Meta, Accell, Pon, Decathlon, Inditex, SMCP, Tendam, Tommy Hilfiger, Giorgio Armani,
 * Wolverine World Wide, Deckers, Nike, SEB, Nestlé, Philips, BSH, Arçelik, Electrolux, Ricoh, Harman, Panasonic, Apple,
 * Logitech, Swatch, Rolex, Seiko Epson, Citizen, Fossil, Ligne Roset, La Redoute, Ravensburger, Epoch, Mattel, Hasbro,
 * Disney, Warner Bros. Discovery, Penguin Random House, Amer Sports, EssilorLuxottica, Stanley Black & Decker, Husqvarna,
 * Bosch, AkzoNobel, LVMH, L'Oréal, Pierre Fabre, Coty, Beiersdorf, Puig, Roland, Korg, Bridgestone, BP, Dainese); a
 * product line is the maker with the line; a maker + sub-brand and a sub-brand alone expect the sub-brand with the maker as
 * parent. Traps expect no brand (`-`), save near-brands that are another real maker (`?Name`).
 * Kinds: raw 260, product-line 32, sub-alone 32, spacing 19, accessory 19, misspelling 13, maker+sub 10, component 2,
 * adversarial traps 240 (for-x 75, no-brand 59, generic-word 49, style-of 35, near-brand 22); 102 strings carry an
 * expected parent, 32 a line. Adversarial (traps + accessory, component, maker+sub) 271 (43 %).
 * Borderline decisions, stated: misspellings of a real maker are positives of kind misspelling (Samsumg, Motorolla), never
 * near-brand traps, while a knock-off spelling sold as a copy ("Boze headphones 700 copy", "Samsong … replica") is a
 * near-brand trap; "oculus quest 2" expects Oculus with Meta as parent and "meta quest 3" Meta with the line; "salsa
 * jeans" expects Salsa (the Portuguese jeans maker); "orange crush 20 amp" is the amplifier maker; "vintage classics
 * orwell 1984" is Penguin Random House's imprint; "guide michelin 2023" expects Michelin in books; Senseo-like owner
 * changes avoided: Marantz, Siemens appliances, Peak Performance and Campingaz are not used; "ysl libre" expects YSL Beauty
 * with L'Oréal (the beauty licence holder) as parent; a for-x trap names the brand the item fits and expects no brand.
 * Parts: tune 313 (135 adversarial), held-out 314 (136 adversarial); all 20 categories in both.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * twenty-fifth set's greedy balance in the order written over category, kind, trap and adversarial flag
 * (`balancedSplit`, below), which no label or matcher output decides.
 *
 * Lines as the third to twenty-fifth sets (`brandSetCases`): positives `raw | expected | kind | category | parent (or,
 * for a product line, the line)`, adversarial `raw | expected | trap | category`; `-` no brand. Traps: `for-x`,
 * `style-of`, `near-brand`, `generic-word`, `no-brand` (as the twenty-fifth).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-twenty-sixth-brand-set.ts`.
 * First run (2026-11-30, table and matcher as on 99be789, a scratch script calling `brandFamilyQuality` on this file only,
 * `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-46w.ts`): with each string's category,
 * tune 0.94 (294 of 313, 4 wrong merges, 3 adversarial), held-out 0.93 (292 of 314, 9 wrong merges, 9 adversarial);
 * with no category, tune 0.92 (288, 2 wrong merges, 1 adversarial), held-out 0.90 (283, 6, 6 adversarial).
 * Labelling slips of the writer, seen in the tune part's first-run misses and left as frozen: the Tefcold trap carries its
 * `?` in the raw string ("?Tefcold arca bebidas") instead of the expected field, so it expects Tefcold, not "Tefcold or
 * unknown"; "guide michelin 2023" expects Michelin where "Michelin Guide" with Michelin as parent is as right (it should
 * have been a product line); Armani Exchange's parent is written "Giorgio Armani" where the table says "Armani", which the
 * scorer's fold does not join; "ysl libre" (see above) is a parent the table answers otherwise (the fashion house's owner).
 * Noticed after the run (a mechanical exact-match check, no earlier record read by eye): 139 of the 627 raw strings equal a
 * string of an earlier brand set (most are plain maker + model strings such as "airpods pro 2" or "dyson v15 detect"), so
 * the figures partly measure strings the table was already tuned on.
 */

const positives = `
nothing phone 2a 128gb | Nothing | raw | phones
NOTHING PHONE (1) branco | Nothing | raw | phones
honor magic 5 lite | Honor | raw | phones
realme gt neo 3 | Realme | raw | phones
gigaset gs5 senior | Gigaset | raw | phones
emporia smart 5 telemovel idosos | Emporia | raw | phones
doro 8100 teclas grandes | Doro | raw | phones
beafon m6s seniorenhandy | Beafon | raw | phones
hmd pulse pro | HMD | raw | phones
meizu 20 pro | Meizu | raw | phones
wileyfox swift 2 | Wileyfox | raw | phones
google pixel 8 | Google | product-line | phones | Pixel
moto g54 5g | Motorola | product-line | phones | Moto G
realme narzo 50 | Realme | product-line | phones | Narzo
samsumg galaxy a15 | Samsung | misspelling | phones
motorolla edge 30 | Motorola | misspelling | phones
giga set gl7 | Gigaset | spacing | phones
spigen ultra hybrid galaxy s24 | Spigen | accessory | phones
nillkin camshield xiaomi 13 | Nillkin | accessory | phones
belkin boostcharge iphone | Belkin | accessory | phones
rhinoshield solidsuit pixel 7 | RhinoShield | accessory | phones
remarkable 2 com caneta | reMarkable | raw | tablets
re markable 2 tablette papier | reMarkable | spacing | tablets
onyx boox note air 3 | Onyx Boox | raw | tablets
boox tab ultra | Onyx Boox | raw | tablets
kobo clara 2e | Kobo | raw | tablets | Rakuten
rakuten kobo libra colour | Kobo | maker+sub | tablets | Rakuten
tolino vision 6 ereader | Tolino | raw | tablets
huawei matepad 11 | Huawei | product-line | tablets | MatePad
xiaomi pad 6 | Xiaomi | raw | tablets
lenovo yoga tab 11 | Lenovo | product-line | tablets | Yoga
ipad mini 6 | Apple | product-line | tablets | iPad
blackview tab 8 | Blackview | raw | tablets
esr funda ipad air | ESR | accessory | tablets
moko case kindle | MoKo | accessory | tablets
medion akoya e15 | Medion | raw | laptops | Lenovo
medion erazer | Medion | raw | laptops | Lenovo
tuxedo infinitybook pro 14 | Tuxedo | raw | laptops
slimbook executive 14 | Slimbook | raw | laptops
hp omen 16 | Omen | maker+sub | laptops | HP
omen 15 gaming rtx | Omen | sub-alone | laptops | HP
lenovo legion 5 pro | Legion | maker+sub | laptops | Lenovo
legion y540 | Legion | sub-alone | laptops | Lenovo
asus rog strix g15 | ROG | maker+sub | laptops | Asus
asus tuf gaming f15 | Asus | product-line | laptops | TUF
macbook pro 14 m3 | Apple | product-line | laptops | MacBook
toshiba satellite pro | Toshiba | product-line | laptops | Satellite
surface laptop 4 | Microsoft | product-line | laptops | Surface
fujitsu esprimo desktop | Fujitsu | raw | laptops
lenovvo ideapad 3 | Lenovo | misspelling | laptops
evercade vs console | Evercade | raw | consoles
playdate consola amarela | Playdate | raw | consoles
nintendo 64 com 2 comandos | Nintendo | raw | consoles
sega game gear | Sega | product-line | consoles | Game Gear
ps vita slim wifi | Sony | product-line | consoles | PS Vita
steam deck oled 512 | Valve | product-line | consoles | Steam Deck
oculus quest 2 128gb | Oculus | sub-alone | consoles | Meta
meta quest 3 | Meta | product-line | consoles | Quest
xbox 360 slim | Microsoft | product-line | consoles | Xbox
nintedo ds lite | Nintendo | misspelling | consoles
game cube | Nintendo | product-line | consoles | GameCube
powera enhanced controller switch | PowerA | accessory | consoles
razer kishi v2 | Razer | accessory | consoles
hyperkin retron 5 | Hyperkin | accessory | consoles
venom twin charging dock ps4 | Venom | accessory | consoles
orbea alma m30 | Orbea | raw | bikes
orbea orca con sram rival | Orbea | component | bikes
bh ultralight evo | BH | raw | bikes
cube stereo 140 | Cube | raw | bikes
lapierre xelius sl | Lapierre | raw | bikes | Accell
gazelle orange c7 | Gazelle | raw | bikes | Pon
gazzelle ultimate | Gazelle | misspelling | bikes | Pon
vanmoof s3 | VanMoof | raw | bikes
van moof x3 | VanMoof | spacing | bikes
cowboy 4 st velo electrique | Cowboy | raw | bikes
riese muller load 75 | Riese & Müller | spacing | bikes
merida big nine 300 | Merida | raw | bikes
pinarello dogma f12 | Pinarello | raw | bikes
bianchi oltre xr3 | Bianchi | raw | bikes
ridley noah fast | Ridley | raw | bikes
raleigh pioneer | Raleigh | raw | bikes | Accell
riverside 500 decathlon | Riverside | sub-alone | bikes | Decathlon
trek marlin 7 com shimano deore | Trek | component | bikes
abus granit x plus 540 | Abus | accessory | bikes
kryptonite new york lock | Kryptonite | accessory | bikes
garmin edge 530 suporte | Garmin | accessory | bikes
massimo dutti camisa linho | Massimo Dutti | sub-alone | clothing | Inditex
massimo duti blazer | Massimo Dutti | misspelling | clothing | Inditex
pull and bear sweat | Pull&Bear | spacing | clothing | Inditex
bershka calças cargo | Bershka | sub-alone | clothing | Inditex
stradivarius vestido midi | Stradivarius | sub-alone | clothing | Inditex
desigual casaco patchwork | Desigual | raw | clothing
mango vestido cetim | Mango | raw | clothing
tiffosi calças ganga | Tiffosi | raw | clothing
salsa jeans push up wonder | Salsa | raw | clothing
lion of porches polo | Lion of Porches | raw | clothing
sandro robe en maille | Sandro | sub-alone | clothing | SMCP
maje blouse dentelle | Maje | sub-alone | clothing | SMCP
zadig et voltaire pull cachemire | Zadig & Voltaire | spacing | clothing
american vintage t-shirt | American Vintage | raw | clothing
petit bateau body bebe | Petit Bateau | raw | clothing
promod veste | Promod | raw | clothing
springfield chaqueta hombre | Springfield | sub-alone | clothing | Tendam
cortefiel abrigo lana | Cortefiel | raw | clothing | Tendam
tommy jeans sweatshirt | Tommy Jeans | sub-alone | clothing | Tommy Hilfiger
tommy hilfiger tommy jeans casaco | Tommy Jeans | maker+sub | clothing | Tommy Hilfiger
armani exchange t shirt | Armani Exchange | sub-alone | clothing | Giorgio Armani
pepe jeans camisa | Pepe Jeans | raw | clothing
patagonia better sweater | Patagonia | raw | clothing
pikolinos sandalias piel | Pikolinos | raw | footwear
panama jack botas | Panama Jack | raw | footwear
panamajack botin | Panama Jack | spacing | footwear
geox respira sapatos | Geox | raw | footwear
clarks desert boot | Clarks | raw | footwear
birkenstock arizona 39 | Birkenstock | raw | footwear
birkenstok boston | Birkenstock | misspelling | footwear
dr martens 1461 | Dr. Martens | raw | footwear
kickers bottines cuir enfant | Kickers | raw | footwear
aigle bottes parcours 2 | Aigle | raw | footwear
paraboot michael | Paraboot | raw | footwear
ecco soft 7 | Ecco | raw | footwear
superga 2750 branco | Superga | raw | footwear
j hayber zapatillas | J'hayber | spacing | footwear
kelme zapatillas futbol sala | Kelme | raw | footwear
merrell moab 3 | Merrell | raw | footwear | Wolverine World Wide
ugg classic mini | UGG | raw | footwear | Deckers
teva hurricane xlt2 | Teva | raw | footwear | Deckers
converse chuck 70 | Converse | sub-alone | footwear | Nike
crep protect spray | Crep Protect | accessory | footwear
scholl palmilhas gel | Scholl | accessory | footwear
cecotec conga 4090 | Cecotec | raw | small-appliances
cecotec mambo 10090 | Cecotec | raw | small-appliances
taurus alpatec | Taurus | raw | small-appliances
moulinex cookeo | Moulinex | raw | small-appliances | SEB
krups evidence one | Krups | raw | small-appliances | SEB
tefal ingenio tachos | Tefal | raw | small-appliances | SEB
rowenta x-force flex | Rowenta | raw | small-appliances | SEB
dolce gusto piccolo xs | Dolce Gusto | sub-alone | small-appliances | Nestlé
nespresso vertuo next | Nespresso | sub-alone | small-appliances | Nestlé
philips sonicare diamondclean | Sonicare | maker+sub | small-appliances | Philips
braun series 9 maquina barbear | Braun | raw | small-appliances
dyson v15 detect | Dyson | raw | small-appliances
sage barista express | Sage | raw | small-appliances
orbegozo ventilador de pie | Orbegozo | raw | small-appliances
jata plancha asar | Jata | raw | small-appliances
flama torradeira | Flama | raw | small-appliances
babyliss steam pure | BaByliss | raw | small-appliances
ninja foodi dual zone | Ninja | raw | small-appliances
instant pot duo 7 em 1 | Instant Pot | raw | small-appliances
cecotek freidora | Cecotec | misspelling | small-appliances
balay lavadora 8kg | Balay | raw | large-appliances | BSH
neff horno slide and hide | Neff | raw | large-appliances | BSH
teka placa induccion | Teka | raw | large-appliances
fagor frigorifico combi | Fagor | raw | large-appliances
beko maquina lavar loiça | Beko | raw | large-appliances | Arçelik
liebherr frigorifico | Liebherr | raw | large-appliances
miele lave-vaisselle g7000 | Miele | raw | large-appliances
zanussi maquina secar | Zanussi | raw | large-appliances | Electrolux
meireles fogao 4 bicos | Meireles | raw | large-appliances
cata exaustor | Cata | raw | large-appliances
elica hotte ilot | Elica | raw | large-appliances
hisense frigorifico americano | Hisense | raw | large-appliances
haier lavatrice | Haier | raw | large-appliances
liebher congelador | Liebherr | misspelling | large-appliances
leica q2 | Leica | raw | cameras
leica m6 analogica | Leica | raw | cameras
nikon z6 ii | Nikon | raw | cameras
nikon coolpix p1000 | Nikon | product-line | cameras | Coolpix
canon powershot g7x | Canon | product-line | cameras | PowerShot
sony cyber shot rx100 | Sony | product-line | cameras | Cyber-shot
olympus om-10 filme | Olympus | raw | cameras
pentax k1000 | Pentax | raw | cameras | Ricoh
ricoh gr iii | Ricoh | raw | cameras
lomography diana f+ | Lomography | raw | cameras
polaroid now gen 2 | Polaroid | raw | cameras
kodak ektar h35 | Kodak | raw | cameras
gopro hero 11 | GoPro | raw | cameras
go pro hero 9 | GoPro | spacing | cameras
dji osmo pocket 3 | DJI | product-line | cameras | Osmo
zeiss planar 50 1.4 | Zeiss | raw | cameras
voigtlander nokton 40mm | Voigtländer | raw | cameras
peak design slide strap | Peak Design | accessory | cameras
gitzo tripe serie 2 | Gitzo | accessory | cameras
joby gorillapod 3k | Joby | accessory | cameras
bang olufsen beoplay h95 | Bang & Olufsen | spacing | audio
b&o beosound a1 | Bang & Olufsen | raw | audio
bose quietcomfort 45 | Bose | product-line | audio | QuietComfort
sonos era 100 | Sonos | raw | audio
jbl charge 5 | JBL | raw | audio | Harman
marshall stanmore ii | Marshall | raw | audio
audio pro addon c5 | Audio Pro | raw | audio
libratone zipp 2 | Libratone | raw | audio
denon avr x1700 | Denon | raw | audio
technics sl-1200 mk2 | Technics | sub-alone | audio | Panasonic
beyerdynamic dt 770 pro | Beyerdynamic | raw | audio
beyer dynamic dt 990 | Beyerdynamic | spacing | audio
akg k371 | AKG | raw | audio | Harman
cambridge audio cxa61 | Cambridge Audio | raw | audio
naim mu-so | Naim | raw | audio
focal clear mg | Focal | raw | audio
devialet phantom i | Devialet | raw | audio
beats studio pro | Beats | sub-alone | audio | Apple
ultimate ears boom 3 | Ultimate Ears | sub-alone | audio | Logitech
sony walkman nw-a306 | Sony | product-line | audio | Walkman
airpods pro 2 | Apple | product-line | audio | AirPods
bose soundlink flex | Bose | raw | audio
tissot prx 40 | Tissot | raw | watches-jewellery | Swatch
longines conquest | Longines | raw | watches-jewellery | Swatch
omega seamaster 300 | Omega | raw | watches-jewellery | Swatch
certina ds action | Certina | raw | watches-jewellery | Swatch
hamilton khaki field | Hamilton | raw | watches-jewellery | Swatch
mido ocean star | Mido | raw | watches-jewellery | Swatch
tudor black bay 58 | Tudor | raw | watches-jewellery | Rolex
seiko prospex turtle | Seiko | product-line | watches-jewellery | Prospex
casio edifice cronografo | Casio | product-line | watches-jewellery | Edifice
orient bambino | Orient | raw | watches-jewellery | Seiko Epson
frederique constant classics | Frederique Constant | raw | watches-jewellery | Citizen
raymond weil freelancer | Raymond Weil | raw | watches-jewellery
sinn 556 i | Sinn | raw | watches-jewellery
mondaine evo2 | Mondaine | raw | watches-jewellery
skagen relogio senhora | Skagen | raw | watches-jewellery | Fossil
thomas sabo pulseira charm | Thomas Sabo | raw | watches-jewellery
tous colar urso | Tous | raw | watches-jewellery
nomination bracciale composable | Nomination | raw | watches-jewellery
brosway anello | Brosway | raw | watches-jewellery
tisot le locle | Tissot | misspelling | watches-jewellery | Swatch
ikea billy estante | IKEA | product-line | furniture | Billy
ikea poang cadeirao | IKEA | product-line | furniture | Poäng
hemnes comoda 8 gavetas | IKEA | product-line | furniture | Hemnes
roche bobois canapé | Roche Bobois | raw | furniture
ligne roset togo | Ligne Roset | raw | furniture
cinna fauteuil | Cinna | sub-alone | furniture | Ligne Roset
maisons du monde table | Maisons du Monde | raw | furniture
la redoute interieurs buffet | La Redoute Intérieurs | raw | furniture | La Redoute
gubi beetle chair | Gubi | raw | furniture
normann copenhagen lampe | Normann Copenhagen | raw | furniture
ferm living prateleira | Ferm Living | raw | furniture
usm haller sideboard | USM Haller | raw | furniture
thonet cadeira 214 | Thonet | raw | furniture
knoll tulip table | Knoll | raw | furniture
steelcase leap v2 | Steelcase | raw | furniture
boconcept sofa osaka | BoConcept | raw | furniture
bo concept imola | BoConcept | spacing | furniture
bolia scandinavia sofa | Bolia | raw | furniture
audo copenhagen candeeiro | Audo Copenhagen | raw | furniture
lego duplo quinta | LEGO | product-line | toys-baby | Duplo
lego ninjago dragão | LEGO | product-line | toys-baby | Ninjago
schleich cavalos | Schleich | raw | toys-baby
haba jogo de tabuleiro | HABA | raw | toys-baby
brio comboio de madeira | BRIO | raw | toys-baby | Ravensburger
ravensburger brio bahn | BRIO | maker+sub | toys-baby | Ravensburger
sylvanian families casa | Sylvanian Families | raw | toys-baby | Epoch
polly pocket compacto | Polly Pocket | sub-alone | toys-baby | Mattel
fisher price ginásio bebé | Fisher-Price | sub-alone | toys-baby | Mattel
mattel fisher-price cadeira | Fisher-Price | maker+sub | toys-baby | Mattel
hasbro nerf elite 2.0 | Nerf | maker+sub | toys-baby | Hasbro
play doh kit | Play-Doh | sub-alone | toys-baby | Hasbro
little tikes cozinha | Little Tikes | raw | toys-baby
jané muum carrinho | Jané | raw | toys-baby
bebecar ip-op | Bébécar | raw | toys-baby
nuna pipa next | Nuna | raw | toys-baby
joolz day+ | Joolz | raw | toys-baby
icandy peach 7 | iCandy | raw | toys-baby
silver cross wave | Silver Cross | raw | toys-baby
inglesina trilogy | Inglesina | raw | toys-baby
peg perego book | Peg Perego | raw | toys-baby
pegperego seggiolone | Peg Perego | spacing | toys-baby
ergobaby omni 360 | Ergobaby | raw | toys-baby
trunki mala | Trunki | raw | toys-baby
actes sud roman | Actes Sud | raw | books-media
le lombard bd blake et mortimer | Le Lombard | raw | books-media
editions soleil lanfeust | Soleil | raw | books-media
panini caderneta mundial | Panini | raw | books-media
marvel comics omnibus | Marvel | raw | books-media | Disney
dc comics batman hush | DC Comics | raw | books-media | Warner Bros. Discovery
bertrand editora livro | Bertrand | raw | books-media
edições asa livro | ASA | raw | books-media
anagrama novela | Anagrama | raw | books-media
alianza editorial bolsillo | Alianza Editorial | raw | books-media
carlsen verlag comics | Carlsen | raw | books-media
faber and faber poetry | Faber & Faber | spacing | books-media
bloomsbury hardback | Bloomsbury | raw | books-media
puffin classics | Puffin | sub-alone | books-media | Penguin Random House
vintage classics orwell 1984 | Vintage | sub-alone | books-media | Penguin Random House
guide michelin 2023 | Michelin | raw | books-media
millet sac a dos saas fee | Millet | raw | sports-outdoor
lafuma chaise longue | Lafuma | raw | sports-outdoor
eider veste ski | Eider | raw | sports-outdoor
helly hansen casaco vela | Helly Hansen | raw | sports-outdoor
bergans of norway | Bergans | raw | sports-outdoor
norrona falketind | Norrøna | raw | sports-outdoor
haglofs roc | Haglöfs | raw | sports-outdoor
the north face nuptse | The North Face | raw | sports-outdoor
northface mochila | The North Face | spacing | sports-outdoor
kalenji sapatilhas corrida | Kalenji | sub-alone | sports-outdoor | Decathlon
forclaz mochila 50l | Forclaz | sub-alone | sports-outdoor | Decathlon
inesis tacos golf | Inesis | sub-alone | sports-outdoor | Decathlon
wilson pro staff | Wilson | raw | sports-outdoor | Amer Sports
yonex astrox | Yonex | raw | sports-outdoor
lowa renegade gtx | Lowa | raw | sports-outdoor
meindl botas | Meindl | raw | sports-outdoor
leki bastoes trekking | Leki | raw | sports-outdoor
primus fogareiro | Primus | raw | sports-outdoor
osprey atmos 65 | Osprey | raw | sports-outdoor
cressi mascara mergulho | Cressi | raw | sports-outdoor
mares barbatanas | Mares | raw | sports-outdoor
oakley radar ev | Oakley | raw | sports-outdoor | EssilorLuxottica
makita berbequim 18v | Makita | raw | tools-diy
metabo rebarbadora | Metabo | raw | tools-diy
festool domino df500 | Festool | raw | tools-diy
hikoki martillo | HiKOKI | raw | tools-diy
black and decker aspirador | Black+Decker | spacing | tools-diy | Stanley Black & Decker
facom caisse a outils | Facom | raw | tools-diy | Stanley Black & Decker
bellota azada | Bellota | raw | tools-diy
gardena mangueira | Gardena | raw | tools-diy | Husqvarna
husqvarna corta relva | Husqvarna | raw | tools-diy
dremel 4000 | Dremel | sub-alone | tools-diy | Bosch
bosch dremel 3000 | Dremel | maker+sub | tools-diy | Bosch
silverline serra | Silverline | raw | tools-diy
draper chave | Draper | raw | tools-diy
leatherman wave plus | Leatherman | raw | tools-diy
bruguer pintura | Bruguer | raw | tools-diy | AkzoNobel
dulux valentine peinture | Dulux | raw | tools-diy | AkzoNobel
cin tinta | CIN | raw | tools-diy
makitta lixadora | Makita | misspelling | tools-diy
chanel coco mademoiselle 100ml | Chanel | raw | beauty-perfume
dior sauvage edt | Dior | raw | beauty-perfume | LVMH
guerlain shalimar | Guerlain | raw | beauty-perfume | LVMH
ysl libre | YSL Beauty | raw | beauty-perfume | L'Oréal
kerastase elixir ultime | Kérastase | sub-alone | beauty-perfume | L'Oréal
la roche posay effaclar | La Roche-Posay | spacing | beauty-perfume | L'Oréal
avene cicalfate | Avène | raw | beauty-perfume | Pierre Fabre
caudalie vinoperfect | Caudalie | raw | beauty-perfume
yves rocher creme | Yves Rocher | raw | beauty-perfume
loccitane creme mains | L'Occitane | spacing | beauty-perfume
nyx lip lingerie | NYX | raw | beauty-perfume | L'Oréal
maybeline sky high | Maybelline | misspelling | beauty-perfume | L'Oréal
rimmel london batom | Rimmel | raw | beauty-perfume | Coty
kiko milano 3d hydra | Kiko | raw | beauty-perfume
collistar abbronzante | Collistar | raw | beauty-perfume
rituals the ritual of sakura | Rituals | raw | beauty-perfume
eucerin hyaluron filler | Eucerin | sub-alone | beauty-perfume | Beiersdorf
carolina herrera good girl 80ml | Carolina Herrera | raw | beauty-perfume | Puig
jean paul gaultier le male | Jean Paul Gaultier | raw | beauty-perfume | Puig
martiderm ampolas | Martiderm | raw | beauty-perfume
roland fp-30x | Roland | raw | musical-instruments
korg minilogue | Korg | raw | musical-instruments
nord stage 3 | Nord | raw | musical-instruments
arturia minilab 3 | Arturia | raw | musical-instruments
akai mpk mini | Akai | raw | musical-instruments
gibson les paul studio | Gibson | product-line | musical-instruments | Les Paul
prs se custom 24 | PRS | raw | musical-instruments
gretsch g5420 | Gretsch | raw | musical-instruments
takamine gd30ce | Takamine | raw | musical-instruments
alhambra 4p guitarra clasica | Alhambra | raw | musical-instruments
admira malaga | Admira | raw | musical-instruments
hohner harmonica special 20 | Hohner | raw | musical-instruments
meinl cajon | Meinl | raw | musical-instruments
zildjian a custom pratos | Zildjian | raw | musical-instruments
paiste 2002 crash | Paiste | raw | musical-instruments
boss ds-1 distortion | Boss | sub-alone | musical-instruments | Roland
vox ac15 | Vox | sub-alone | musical-instruments | Korg
orange crush 20 amp | Orange | raw | musical-instruments
ernie ball slinky | Ernie Ball | accessory | musical-instruments
stentor student violino | Stentor | raw | musical-instruments
yamaha p-45 | Yamaha | raw | musical-instruments
yamaha psr e373 teclado | Yamaha | product-line | musical-instruments | PSR
brembo pastilhas travão | Brembo | raw | vehicle-parts
michelin pilot sport 4 225 45 r17 | Michelin | raw | vehicle-parts
hankook ventus prime | Hankook | raw | vehicle-parts
falken azenis | Falken | raw | vehicle-parts
firestone roadhawk | Firestone | raw | vehicle-parts | Bridgestone
castrol edge 5w30 | Castrol | raw | vehicle-parts | BP
motul 7100 4t | Motul | raw | vehicle-parts
galp formula oleo | Galp | raw | vehicle-parts
ngk velas iridium | NGK | raw | vehicle-parts
magneti marelli bomba | Magneti Marelli | raw | vehicle-parts
hella farol | Hella | raw | vehicle-parts
mann filter filtro ar | Mann-Filter | spacing | vehicle-parts
mahle filtro oleo | Mahle | raw | vehicle-parts
yoshimura ponteira | Yoshimura | raw | vehicle-parts
arai rx-7v | Arai | raw | vehicle-parts
agv k6 capacete | AGV | raw | vehicle-parts | Dainese
hjc rpha 11 | HJC | raw | vehicle-parts
alpinestars luvas | Alpinestars | raw | vehicle-parts
continental premiumcontact 6 | Continental | raw | vehicle-parts
hankok kinergy | Hankook | misspelling | vehicle-parts
`;

const adversarial = `
pelicula hidrogel para pixel 8 pro | - | for-x | phones
funda compatible con honor magic 6 | - | for-x | phones
carregador rápido para motorola 30w | - | for-x | phones
coque antichoc pour nothing phone 2 | - | for-x | phones
bateria de substituição para iphone 11 | - | for-x | phones
suporte de carro para telemóvel universal | - | no-brand | phones
telemóvel de teclas para idosos sem marca | - | no-brand | phones
smartphone reacondicionado generico 64gb | - | no-brand | phones
estilo blackberry com teclado qwerty | - | style-of | phones
nothing to declare phone case sticker | - | generic-word | phones
honor student award plaque | - | generic-word | phones
Samsong galaxy s23 ultra replica | - | near-brand | phones
ipbone 15 pro max chinês | - | near-brand | phones
capa com teclado para galaxy tab s8 | - | for-x | tablets
película papel para remarkable 2 | - | for-x | tablets
housse pour kobo clara | - | for-x | tablets
carregador para tablet lenovo | - | for-x | tablets
tablet android 10 polegadas sem marca | - | no-brand | tablets
leitor de ebooks generico com luz | - | no-brand | tablets
tablette dessin enfant lcd | - | no-brand | tablets
tipo kindle mas chinês | - | style-of | tablets
libra balança de cozinha digital | - | generic-word | tablets
Lerevo tablet 10 pulgadas | - | near-brand | tablets
base de refrigeração para portátil hp omen | - | for-x | laptops
carregador 65w compatível lenovo legion | - | for-x | laptops
ecrã de substituição para macbook air a2337 | - | for-x | laptops
mochila para portatil 17 pulgadas | - | no-brand | laptops
portatil reacondicionado i7 8gb | - | no-brand | laptops
estilo macbook pro mas windows | - | style-of | laptops
legion of honour medal replica | - | generic-word | laptops
omen the movie dvd | - | generic-word | books-media
satellite dish 80cm | - | generic-word | laptops
Mabook pro 16 chinês | - | near-brand | laptops
carcasa transparente para game boy color | - | for-x | consoles
cartucho compatível com evercade | - | for-x | consoles
base de carga para mandos ps5 | - | for-x | consoles
correa para oculus quest 2 | - | for-x | consoles
consola portátil generica 400 juegos | - | no-brand | consoles
arcade caseiro em madeira | - | no-brand | consoles
estilo nes mini com jogos | - | style-of | consoles
steam deck of a ship model | - | generic-word | consoles
playdate invitation cards for kids | - | generic-word | consoles
Nintendu 64 clone 200 jogos | - | near-brand | consoles
selim compatível com brompton | - | for-x | bikes
raios para rodas mavic | - | for-x | bikes
pneus para bicicleta orbea 29 | - | for-x | bikes
patilha de mudanças para cube | - | for-x | bikes
bicicleta de criança sem marca roda 16 | - | no-brand | bikes
bicicleta pasteleira antiga | - | no-brand | bikes
cadeado de corrente 1 metro | - | no-brand | bikes
estilo vanmoof mas mais barata | - | style-of | bikes
cowboy hat leather | - | generic-word | clothing
cube storage 3x3 white | - | generic-word | furniture
merida street map print | - | generic-word | bikes
riverside cottage painting | - | generic-word | bikes
cinto estilo hermes fivela h | - | style-of | clothing
vestido tipo desigual estampado | - | style-of | clothing
casaco ao estilo da patagonia | - | style-of | clothing
camisola de malha feita pela avó | - | no-brand | clothing
t-shirt branca lisa sem marca | - | no-brand | clothing
calças de ganga sem marca 38 | - | no-brand | clothing
mango chutney 3 jars | - | generic-word | clothing
american vintage style lamp | - | generic-word | clothing
petit bateau de pêche maquette | - | generic-word | clothing
tommy gun cocktail poster | - | generic-word | clothing
Dolce Banana t-shirt | - | near-brand | clothing
Calvin Klain boxers pack | - | near-brand | clothing
cordões para dr martens 8 furos | - | for-x | footwear
palmilhas para birkenstock | - | for-x | footwear
spray impermeabilizante para botas ugg | - | for-x | footwear
sapatos de criança sem marca 28 | - | no-brand | footwear
chinelos de quarto | - | no-brand | footwear
sandálias estilo birkenstock | - | style-of | footwear
botas tipo dr martens | - | style-of | footwear
sapatilhas estilo converse cano alto | - | style-of | footwear
aigle royal poster | - | generic-word | footwear
Adibas sapatilhas | - | near-brand | footwear
filtros para aspirador cecotec conga | - | for-x | small-appliances
cápsulas compatíveis dolce gusto | - | for-x | small-appliances
jarro de substituição para bimby | - | for-x | small-appliances
escovas para dyson v11 | - | for-x | small-appliances
cabeças para sonicare compatíveis | - | for-x | small-appliances
liquidificadora sem marca | - | no-brand | small-appliances
chaleira elétrica inox | - | no-brand | small-appliances
airfryer genérica 4 litros | - | no-brand | small-appliances
máquina de café tipo nespresso | - | style-of | small-appliances
secador estilo dyson supersonic | - | style-of | small-appliances
ninja costume for kids party | - | generic-word | toys-baby
sage green cushion covers | - | generic-word | furniture
taurus zodiac necklace | - | generic-word | watches-jewellery
Dison v11 aspirador china | - | near-brand | small-appliances
Thermomax robot de cozinha | - | near-brand | small-appliances
borracha da porta para frigorífico liebherr | - | for-x | large-appliances
filtro para exaustor teka | - | for-x | large-appliances
bomba de água para máquina lavar beko | - | for-x | large-appliances
frigorífico combinado inox | - | no-brand | large-appliances
placa de indução 3 zonas | - | no-brand | large-appliances
arca congeladora horizontal | - | no-brand | large-appliances
frigorifico estilo anos 50 | - | style-of | large-appliances
cata de vinhos em casa | - | generic-word | large-appliances
neff to say great cake tin | - | generic-word | large-appliances
?Tefcold arca bebidas | Tefcold | near-brand | large-appliances
tampa de objetiva para leica | - | for-x | cameras
bateria compatível gopro hero 10 | - | for-x | cameras
filtro nd para dji osmo | - | for-x | cameras
papel de filme para polaroid sx-70 | - | for-x | cameras
câmara analógica sem marca 35mm | - | no-brand | cameras
tripé de telemóvel | - | no-brand | cameras
bolsa para câmara fotográfica | - | no-brand | cameras
estilo leica com visor | - | style-of | cameras
canon law textbook | - | generic-word | books-media
kenko filtro uv 52mm | ?Kenko | near-brand | cameras
Goopro action cam 4k | - | near-brand | cameras
almofadas para bose qc35 | - | for-x | audio
suporte de parede para sonos one | - | for-x | audio
cabo de áudio para beyerdynamic | - | for-x | audio
capa para airpods 3 | - | for-x | audio
coluna bluetooth sem marca | - | no-brand | audio
amplificador valvulas diy | - | no-brand | audio
auscultadores com fio genericos | - | no-brand | audio
coluna estilo marshall retro | - | style-of | audio
beats per minute metronome book | - | generic-word | books-media
focal point photography book | - | generic-word | audio
lenco gira discos | ?Lenco | near-brand | audio
Boze headphones 700 copy | - | near-brand | audio
bracelete para tissot prx | - | for-x | watches-jewellery
pulseira para omega speedmaster | - | for-x | watches-jewellery
vidro de safira para seiko skx | - | for-x | watches-jewellery
relógio de pulso sem marca | - | no-brand | watches-jewellery
brincos de prata artesanais | - | no-brand | watches-jewellery
colar com nome personalizado | - | no-brand | watches-jewellery
relógio estilo omega vintage | - | style-of | watches-jewellery
pulseira tipo tous urso | - | style-of | watches-jewellery
hamilton musical cd | - | generic-word | books-media
omega 3 capsules 120 | - | generic-word | watches-jewellery
Rolecs day-date | - | near-brand | watches-jewellery
portas para ikea pax | - | for-x | furniture
capa para poltrona poang | - | for-x | furniture
pés de madeira compatíveis ikea kallax | - | for-x | furniture
sofá de 3 lugares cinzento | - | no-brand | furniture
mesa de cabeceira em pinho | - | no-brand | furniture
cadeira de escritório ergonómica | - | no-brand | furniture
cadeira estilo tulip saarinen | - | style-of | furniture
sofá tipo togo | - | style-of | furniture
candeeiro estilo nórdico | - | style-of | furniture
menu do restaurante em ardósia | - | generic-word | furniture
knoll of grass garden ornament | - | generic-word | furniture
roupas para sylvanian families | - | for-x | toys-baby
pilhas recarregáveis para brinquedos | - | no-brand | toys-baby
dardos de espuma compatíveis nerf | - | for-x | toys-baby
saco de inverno para carrinho joolz | - | for-x | toys-baby
base isofix para cadeira nuna | - | for-x | toys-baby
peças compatíveis com lego duplo | - | for-x | toys-baby
carrinho de bebé sem marca | - | no-brand | toys-baby
cavalinho de baloiço de madeira | - | no-brand | toys-baby
comboio de madeira tipo brio | - | style-of | toys-baby
bonecos estilo schleich | - | style-of | toys-baby
silver cross pendant necklace | - | generic-word | watches-jewellery
play dough homemade recipe | - | generic-word | toys-baby
Legu blocos compatíveis | - | near-brand | toys-baby
capa plástica para livros de bolso | - | for-x | books-media
álbum para cromos panini | - | for-x | books-media
estante para bd | - | no-brand | books-media
lote de livros de romance | - | no-brand | books-media
caderno pautado a5 | - | no-brand | books-media
livro estilo guia michelin caseiro | - | style-of | books-media
marvel at the view painting | - | generic-word | books-media
asa delta manual de voo | - | generic-word | books-media
puffin bird plush | - | generic-word | toys-baby
soleil levant affiche | - | generic-word | books-media
cordas para raquete wilson | - | for-x | sports-outdoor
lentes de substituição para oakley holbrook | - | for-x | sports-outdoor
pontas de borracha para bastões leki | - | for-x | sports-outdoor
garrafa de gás para fogareiro primus | - | for-x | sports-outdoor
saco-cama sem marca | - | no-brand | sports-outdoor
mochila de montanha 40l | - | no-brand | sports-outdoor
tenda de praia | - | no-brand | sports-outdoor
casaco estilo the north face | - | style-of | sports-outdoor
mares de portugal livro fotos | - | generic-word | books-media
osprey feather earrings | - | generic-word | watches-jewellery
primus inter pares mug | - | generic-word | sports-outdoor
north face of the eiger poster | - | generic-word | sports-outdoor
Nort Face puffer copy | - | near-brand | sports-outdoor
baterias compatíveis makita 18v 5ah | - | for-x | tools-diy
lâminas para serra festool | - | for-x | tools-diy
bicos para mangueira gardena | - | for-x | tools-diy
acessórios compatíveis dremel 100 peças | - | for-x | tools-diy
berbequim sem fios sem marca | - | no-brand | tools-diy
caixa de ferramentas plástico | - | no-brand | tools-diy
escada de alumínio | - | no-brand | tools-diy
multiferramenta tipo leatherman | - | style-of | tools-diy
draper curtains linen | - | generic-word | furniture
black and decker style wall clock | - | style-of | tools-diy
cin cin champagne glasses | - | generic-word | tools-diy
Makute rebarbadora | - | near-brand | tools-diy
frasco vazio para perfume recarregável | - | no-brand | beauty-perfume
perfume inspirado em sauvage | - | style-of | beauty-perfume
recargas compatíveis para difusor rituals | - | for-x | beauty-perfume
creme hidratante caseiro | - | no-brand | beauty-perfume
kit maquilhagem sem marca | - | no-brand | beauty-perfume
batom estilo ysl | - | style-of | beauty-perfume
perfume tipo coco mademoiselle | - | style-of | beauty-perfume
rituals of the maya history book | - | generic-word | books-media
libre office manual | - | generic-word | books-media
avene street sign print | - | generic-word | beauty-perfume
Diur sauvage 100ml barato | - | near-brand | beauty-perfume
cordas para guitarra clássica alhambra | - | for-x | musical-instruments
saco para teclado nord | - | for-x | musical-instruments
estojo para violino stentor | - | for-x | musical-instruments
guitarra acústica sem marca | - | no-brand | musical-instruments
teclado infantil 37 teclas | - | no-brand | musical-instruments
bateria eletrónica genérica | - | no-brand | musical-instruments
guitarra estilo les paul | - | style-of | musical-instruments
orange juice squeezer | - | generic-word | small-appliances
boss day mug | - | generic-word | musical-instruments
vox populi book | - | generic-word | musical-instruments
Yamaho teclado | - | near-brand | musical-instruments
pastilhas compatíveis brembo | - | for-x | vehicle-parts
tapetes para renault megane | - | for-x | vehicle-parts
viseira para capacete arai | - | for-x | vehicle-parts
filtro de óleo para bmw e90 | - | for-x | vehicle-parts
jantes 17 sem marca | - | no-brand | vehicle-parts
capacete jet generico | - | no-brand | vehicle-parts
óleo de motor a granel | - | no-brand | vehicle-parts
escape estilo yoshimura | - | style-of | vehicle-parts
continental breakfast tray | - | generic-word | vehicle-parts
total eclipse of the heart vinyl | - | generic-word | vehicle-parts
Michelan pneus baratos | - | near-brand | vehicle-parts
hülle für nothing phone | - | for-x | phones
ladekabel für kobo | - | for-x | tablets
ersatzakku für makita | - | for-x | tools-diy
armband für tissot | - | for-x | watches-jewellery
ohne marke kinderfahrrad | - | no-brand | bikes
im stil von leica kamera | - | style-of | cameras
custodia per honor 90 | - | for-x | phones
cinghia per orologio hamilton | - | for-x | watches-jewellery
stile ligne roset divano | - | style-of | furniture
senza marca zaino montagna | - | no-brand | sports-outdoor
chargeur pour gopro | - | for-x | cameras
style birkenstock sandales | - | style-of | footwear
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-twenty-sixth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
