import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-twenty-fourth.json: a twenty-fourth brand set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its held-out part). Its writer read
 * neither the brand table nor the matching code — only the twenty-second and twenty-third writers' headers and split, the
 * line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and the contract's BrandCategory enum. (Reading those
 * headers the writer's pager ran past them into the first screen of each earlier writer's positives; none of those strings
 * is reused here.)
 * 577 strings over all 20 BrandCategory ids (22 to 34 each), as sellers write brands in PT, ES, FR, EN (some IT, DE): raw,
 * lower case, with product words (bq aquaris x2, calor fer a repasser, lotus reloj hombre, liqui moly 5w30),
 * misspelt (pixle, kindel, mondracker, jerry weber, russel hobbs, manfroto, senheiser, swarovsky, kaercher, paco rabane,
 * beringher, plamobil, philipps), glued or spaced (one plus, xp pen, derosa, womensecret, jack and jones, lecoq sportif,
 * insta 360, maxi cosi, tagheuer, audio technica, bf goodrich, liquimoly, penhaligons), maker + sub-brand (xiaomi poco,
 * decathlon elops and wedze, max mara marella, philips avent, gibson epiphone, esp ltd), the sub-brand alone (POCO, iQOO,
 * Triban, Monki, & Other Stories, Marella, Vero Moda, Simond, Solognac, Artengo, Caperlan, Epiphone), product lines (Galaxy
 * Z, Kindle, Yoga, Lifebook, XPS, EliteBook, Victus, Zenbook, Nitro, IdeaPad, Aspire, Game Boy, PSP, Xbox, Instax, Ektorp,
 * Pax, Lack, LEGO Friends and City), accessories of another brand (Mujjo, PanzerGlass, Ideal of Sweden, Hama, Kensington,
 * Thrustmaster, Hori, Subsonic, Tokina, 7Artisans, Patona, Hoya) and makers with another's components (Colnago with
 * Campagnolo, Rose with DT Swiss); smaller European makers other than both earlier headers' (Volla, SHIFT, Murena, Punkt,
 * BQ, myPhone, Archos, SPC, Woxter, TrekStor, Denver, VAIO, Dynabook, Terra, Mountain, Clevo, Krom, Mars Gaming,
 * Moustache, Cervélo, Rose, Radon, Ghost, Haibike, Batavus, Mondraker, Commencal, Colnago, De Rosa, Simplon, Urban Arrow,
 * Scalpers, El Ganso, Women'secret, Pedro del Hierro, Sézane, Comptoir des Cotonniers, The Kooples, Lanidor, Zippy,
 * Benetton, Sisley, Gerry Weber, Callaghan, Castañer, Victoria, El Naturalista, Lottusse, Fly London, Sanjo, Lloyd, Gabor,
 * Waldläufer, Palladium, Le Coq Sportif, Heschung, Diadora, Calor, Magimix, Ariete, Ufesa, Polti, Bialetti, Lagostina,
 * Princess, Tristar, Clatronic, Graef, Jura, Nivona, Melitta, De Dietrich, Brandt, Sauter, Rosières, Bauknecht, Gaggenau,
 * Grundig, Blomberg, Corberó, Edesa, Bertazzoni, Franke, Valberg, OM System, Minolta, Yashica, Praktica, Rollei, Agfa,
 * Cullmann, Patona, Neumann, Cabasse, Elac, Canton, Nubert, Magnat, Rega, Linn, Sudio, Urbanears, Rado, Flik Flak, Union
 * Glashütte, Festina, Lotus, Candino, Viceroy, Swarovski, Ice-Watch, Komono, Pierre Lannier, Lip, Aristocrazy, Natuzzi,
 * Calligaris, Poltrona Frau, Cassina, Magis, Artek, String, Fatboy, Leolux, Carl Hansen & Søn, Louis Poulsen, Flos,
 * Artemide, Ethnicraft, Sklum, Playmobil, Chicco, Bébé Confort, Cybex, Bugaboo, BabyBjörn, Béaba, Nenuco, Ravensburger,
 * Clementoni, Tonies, Steiff, Bruder, Siku, Le Livre de Poche, Larousse, Glénat, Dargaud, Casterman, Assimil, Taschen,
 * Diogenes, Duden, Cornelsen, Salamandra, Tusquets, Presença, Dom Quixote, Rossignol, Dynastar, Nordica, Uvex, Babolat,
 * Bullpadel, Salewa, Dynafit, La Sportiva, Jack Wolfskin, Trangia, Hilti, Kärcher, Stihl, Parkside, Wolfcraft, Stabila,
 * Dexter, Magnusson, Erbauer, Flymo, Fiskars, Felco, Stayer, Proxxon, Scheppach, Uriage, Filorga, Clarins, Balea, Catrice,
 * Essence, Ducray, Castelbel, Benamôr, Sesderma, Penhaligon's, Framus, Sandberg, Hagstrom, Furch, Esteve, Stagg,
 * Millenium, Buffet Crampon, Selmer, Elektron, Behringer, Engl, Blackstar, Savarez, Pirelli, Nokian, Vredestein, Kleber,
 * Semperit, Barum, ATE, Meyle, Liqui Moly, Akrapovič, Givi, Shad, Dainese, MT Helmets, Held); names shared with everyday
 * words or another category, decided by category (String shelves beside a string of lights, Lotus watches beside a lotus pendant, Victoria shoes beside a Victoria sponge, Rose bikes beside rose
 * gold, Ghost bikes beside a ghost costume, Mountain laptops beside mountain boots, Terra beside terracotta, Princess
 * appliances beside a princess dress and cake stand, Lip watches beside lip balm, Tudor beside a Tudor cottage, Canton
 * speakers beside the Canton fair, Dexter tools beside a dog called Dexter and a TV box set, Parkside beside a park-side
 * bench, Felco, Sauter (the French verb), Brandt, Punkt (the German word), Denver (the city), Mars Gaming beside a Mars bar,
 * Magnat beside a magnate, Sisley the clothing label beside the painter, Held beside a hero figure, Essence beside vanilla
 * essence, Good Girl beside a mug, Line 6 beside line dance, Vichy as a style, Hot Wheels beside a wheel of cheese, Lack
 * beside "lack of space", Victus beside a laurel wreath; and, with no positive of their own here, other makers' names as
 * everyday words: a percussion triangle, a shark plush and tooth, oxford shoes and an Oxford backpack, an arrow quiver,
 * Bach's cello suites, a menu board, "only worn once", a Nancy-style doll), near-brands that are knock-off names (Sunsung, Plaistation, Adidos, Hike, Panasoanic, SQNY, Rolax) and near-brands
 * that are another real maker, written `?Name` (Lotto beside Lotus, Elan beside Elac, Tecnica beside Technics, Seca beside
 * Sega, Sonim beside Sony).
 * Naming policy as the twenty-third: the brand as its owner sells it, with its parent only where the writer is sure of the
 * owner (Xiaomi, vivo, Guillemot, Pon, Accell, Decathlon, Tendam, H&M, Fast Retailing, Sonae, Benetton, Max Mara,
 * Bestseller, Prada, SEB, De'Longhi, BSH, Whirlpool, Electrolux, Arçelik, Sennheiser, Panasonic, Logitech, Swatch,
 * Festina, Fossil, LVMH, Richemont, Rolex, Inditex, Artsana, Dorel, Goodbaby, Philips, Famosa, Mattel, Hasbro, Hachette,
 * Penguin Random House, Planeta, LeYa, Rossignol, Amer Sports, Tecnica, Oberalp, Lidl, Bosch, Leroy Merlin, Kingfisher,
 * Husqvarna, L'Oréal, Estée Lauder, Beiersdorf, dm, cosnova, Pierre Fabre, Puig, Kao, Gibson, ESP, Warwick, Thomann,
 * Yamaha, Dunlop, Michelin, Continental, ZF, Würth, BP); a product line is the maker with the line; a maker + sub-brand and
 * a sub-brand alone expect the sub-brand with the maker as parent. Traps expect no brand (`-`), save near-brands that are
 * another real maker (`?Name`).
 * Kinds: raw 291, product-line 21, spacing 13, misspelling 13, sub-alone 12, accessory 12, maker+sub 7, component 2,
 * adversarial traps 206 (for-x 63, no-brand 54, generic-word 41, style-of 36, near-brand 12); 113 strings carry an
 * expected parent, 21 a line. Adversarial (traps + accessory, component, maker+sub) 227 (39 %).
 * Borderline decisions, stated: misspellings of a real maker are positives of kind misspelling (Philipps, Jerry Weber),
 * never near-brand traps; "lotto tenis de futsal" is the Italian maker, near Lotus; "AEG" is Electrolux's in large
 * appliances and the power-tool brand (no parent written) in tools; "held lederjacke motorrad" is the German glove and
 * jacket maker; "Victoria" in footwear is the Spanish sneaker maker; "String" in furniture is the Swedish shelf maker.
 * Parts: tune 287 (113 adversarial), held-out 290 (114 adversarial); all 20 categories in both.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * twenty-third set's greedy balance in the order written over category, kind, trap and adversarial flag
 * (`balancedSplit`, below), which no label or matcher output decides.
 *
 * Lines as the third to twenty-third sets (`brandSetCases`): positives `raw | expected | kind | category | parent (or,
 * for a product line, the line)`, adversarial `raw | expected | trap | category`; `-` no brand. Traps: `for-x`,
 * `style-of`, `near-brand`, `generic-word`, `no-brand` (as the twenty-third).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-twenty-fourth-brand-set.ts`.
 * First run (2026-11-29, table and matcher as on 98f7d8d, a scratch script calling `brandFamilyQuality` on this file only,
 * `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-44w.ts`): with each string's category,
 * tune 0.89 (254 of 287, 1 wrong merge, 1 adversarial), held-out 0.89 (257 of 290, 5 wrong merges, 5 adversarial); with no
 * category, tune 0.87 (249, 1 wrong merge, 1 adversarial), held-out 0.88 (256, 2, 2 adversarial).
 * Labelling slips of the writer, seen in the tune part's first-run misses and left as frozen: "frasco vazio de chanel nº5"
 * (an empty bottle of the maker's own perfume) is written as a for-x trap expecting no brand, where the bottle is that
 * maker's; "church's oxford" carries a parent the writer was not in fact sure of (that owner sold the label).
 */

const positives = `
Volla Phone 22 | Volla | raw | phones
shiftphone 8 | SHIFT | raw | phones
murena one /e/os | Murena | raw | phones
Punkt MC02 | Punkt | raw | phones
bq aquaris x2 | BQ | raw | phones
myPhone Hammer Energy | myPhone | raw | phones
oneplus 11 5g | OnePlus | raw | phones
one plus nord ce 3 | OnePlus | spacing | phones
poco f5 256gb | POCO | sub-alone | phones | Xiaomi
xiaomi poco x6 pro | POCO | maker+sub | phones | Xiaomi
iqoo z9 | iQOO | sub-alone | phones | vivo
vivo x90 pro | vivo | raw | phones
samsung galaxy z flip 5 | Samsung | product-line | phones | Galaxy Z
google pixel 8a | Google | raw | phones
pixle 7 pro | Google | misspelling | phones
capa Mujjo para iPhone 14 | Mujjo | accessory | phones
pelicula PanzerGlass samsung s24 | PanzerGlass | accessory | phones
funda Ideal of Sweden iphone 13 | Ideal of Sweden | accessory | phones
archos 101 oxygen | Archos | raw | tablets
tablet SPC gravity 3 | SPC | raw | tablets
woxter x-100 pro | Woxter | raw | tablets
trekstor surftab | TrekStor | raw | tablets
denver tablet 10 polegadas | Denver | raw | tablets
kindle scribe 32gb | Amazon | product-line | tablets | Kindle
kindel paperwhite 5 | Amazon | misspelling | tablets
wacom intuos s | Wacom | raw | tablets
xp pen deco 01 | XP-Pen | spacing | tablets
lenovo yoga tab 11 | Lenovo | product-line | tablets | Yoga
xiaomi pad 6 | Xiaomi | raw | tablets
housse Hama pour tablette Samsung | Hama | accessory | tablets
vaio sx14 | VAIO | raw | laptops
dynabook satellite pro | Dynabook | raw | laptops
fujitsu lifebook e5510 | Fujitsu | product-line | laptops | Lifebook
terra mobile 1470 | Terra | raw | laptops
portatil mountain makena 15 | Mountain | raw | laptops
chuwi herobook pro | Chuwi | raw | laptops
dell xps 13 9310 | Dell | product-line | laptops | XPS
hp elitebook 840 g8 | HP | product-line | laptops | EliteBook
hp victus 16 | HP | product-line | laptops | Victus
asus zenbook 14 oled | Asus | product-line | laptops | Zenbook
acer nitro 5 | Acer | product-line | laptops | Nitro
lenovo ideapad 3 | Lenovo | product-line | laptops | IdeaPad
acer aspire 5 | Acer | product-line | laptops | Aspire
mochila Kensington para portatil HP | Kensington | accessory | laptops
Clevo NH70 | Clevo | raw | laptops
game boy color amarela | Nintendo | product-line | consoles | Game Boy
gameboy advance sp | Nintendo | product-line | consoles | Game Boy
psp 3004 | Sony | product-line | consoles | PSP
retroid pocket 4 pro | Retroid | raw | consoles
ayn odin 2 | AYN | raw | consoles
volant Thrustmaster T300 pour PS5 | Thrustmaster | accessory | consoles | Guillemot
thrustmaster t150 | Thrustmaster | raw | consoles | Guillemot
comando Hori para Nintendo Switch | Hori | accessory | consoles
auriculares Krom Kopa | Krom | raw | consoles
Mars Gaming MH4 | Mars Gaming | raw | consoles
Turtle Beach Stealth 600 | Turtle Beach | raw | consoles
manette Subsonic pour Xbox | Subsonic | accessory | consoles
xbox one x 1tb | Microsoft | product-line | consoles | Xbox
sega dreamcast | Sega | raw | consoles
moustache samedi 27 xroad | Moustache | raw | bikes
cervelo s5 | Cervélo | raw | bikes | Pon
rose backroad | Rose | raw | bikes
radon skeen trail | Radon | raw | bikes
ghost kato | Ghost | raw | bikes | Accell
haibike allmtn | Haibike | raw | bikes | Accell
batavus finez | Batavus | raw | bikes | Accell
mondraker foxy carbon | Mondraker | raw | bikes
mondracker dune | Mondraker | misspelling | bikes
commencal meta tr | Commencal | raw | bikes
colnago v3rs | Colnago | raw | bikes
de rosa idol | De Rosa | raw | bikes
derosa 838 | De Rosa | spacing | bikes
simplon rapcon | Simplon | raw | bikes
urban arrow family | Urban Arrow | raw | bikes | Pon
triban rc520 | Triban | sub-alone | bikes | Decathlon
decathlon elops 120 | Elops | maker+sub | bikes | Decathlon
colnago com rodas campagnolo | Colnago | component | bikes
rose com rodas dt swiss | Rose | component | bikes
scalpers camisa | Scalpers | raw | clothing
el ganso blazer | El Ganso | raw | clothing
womensecret pijama | Women'secret | spacing | clothing | Tendam
pedro del hierro americana | Pedro del Hierro | raw | clothing | Tendam
monki jeans | Monki | sub-alone | clothing | H&M
& other stories robe | & Other Stories | sub-alone | clothing | H&M
sezane blouse | Sézane | raw | clothing
comptoir des cotonniers manteau | Comptoir des Cotonniers | raw | clothing | Fast Retailing
the kooples veste | The Kooples | raw | clothing
lanidor vestido | Lanidor | raw | clothing
zippy pijama criança | Zippy | raw | clothing | Sonae
benetton camisola | Benetton | raw | clothing
sisley maglione donna | Sisley | raw | clothing | Benetton
marella cappotto | Marella | sub-alone | clothing | Max Mara
max mara marella giacca | Marella | maker+sub | clothing | Max Mara
vero moda vestido | Vero Moda | sub-alone | clothing | Bestseller
jack and jones sudadera | Jack & Jones | spacing | clothing | Bestseller
gerry weber bluse | Gerry Weber | raw | clothing
jerry weber jacke | Gerry Weber | misspelling | clothing
callaghan zapatillas | Callaghan | raw | footwear
castaner alpargatas | Castañer | raw | footwear
victoria tenis lona | Victoria | raw | footwear
el naturalista botines | El Naturalista | raw | footwear
lottusse mocasines | Lottusse | raw | footwear
fly london botas | Fly London | raw | footwear
sanjo k100 | Sanjo | raw | footwear
lloyd halbschuhe | Lloyd | raw | footwear
gabor pumps | Gabor | raw | footwear
waldlaufer | Waldläufer | raw | footwear
palladium pampa | Palladium | raw | footwear
le coq sportif baskets | Le Coq Sportif | raw | footwear
lecoq sportif | Le Coq Sportif | spacing | footwear
church's oxford | Church's | raw | footwear | Prada
heschung bottines | Heschung | raw | footwear
diadora n9000 | Diadora | raw | footwear
mizuno wave rider | Mizuno | raw | footwear
saucony jazz | Saucony | raw | footwear
calor fer a repasser | Calor | raw | small-appliances | SEB
magimix cook expert | Magimix | raw | small-appliances
kenwood cooking chef | Kenwood | raw | small-appliances | De'Longhi
ariete macchina caffè | Ariete | raw | small-appliances | De'Longhi
ufesa plancha | Ufesa | raw | small-appliances | BSH
polti vaporetto | Polti | raw | small-appliances
bialetti moka express | Bialetti | raw | small-appliances
lagostina panela de pressão | Lagostina | raw | small-appliances | SEB
princess airfryer | Princess | raw | small-appliances
tristar friteuse | Tristar | raw | small-appliances
clatronic mixer | Clatronic | raw | small-appliances
graef allesschneider | Graef | raw | small-appliances
jura e8 | Jura | raw | small-appliances
nivona caferomatica | Nivona | raw | small-appliances
melitta barista | Melitta | raw | small-appliances
russel hobbs chaleira | Russell Hobbs | misspelling | small-appliances
morphy richards toaster | Morphy Richards | raw | small-appliances
de dietrich four | De Dietrich | raw | large-appliances
brandt lave linge | Brandt | raw | large-appliances
sauter plaque induction | Sauter | raw | large-appliances
rosieres lave vaisselle | Rosières | raw | large-appliances
indesit maquina lavar | Indesit | raw | large-appliances | Whirlpool
hotpoint ariston frigo | Hotpoint | raw | large-appliances | Whirlpool
bauknecht waschmaschine | Bauknecht | raw | large-appliances | Whirlpool
gaggenau backofen | Gaggenau | raw | large-appliances | BSH
aeg lavamat | AEG | raw | large-appliances | Electrolux
grundig frigorifico | Grundig | raw | large-appliances | Arçelik
blomberg lave vaisselle | Blomberg | raw | large-appliances | Arçelik
corbero lavadora | Corberó | raw | large-appliances
edesa frigorifico | Edesa | raw | large-appliances
bertazzoni cucina 90 | Bertazzoni | raw | large-appliances
franke exaustor | Franke | raw | large-appliances
valberg congélateur | Valberg | raw | large-appliances
om system om-5 | OM System | raw | cameras
olympus om-d e-m10 | Olympus | raw | cameras
minolta x-700 | Minolta | raw | cameras
yashica electro 35 | Yashica | raw | cameras
praktica mtl3 | Praktica | raw | cameras
rollei 35 | Rollei | raw | cameras
agfa optima | Agfa | raw | cameras
kodak ektar h35 | Kodak | raw | cameras
instax mini 12 | Fujifilm | product-line | cameras | Instax
polaroid now+ | Polaroid | raw | cameras
gopro hero 11 | GoPro | raw | cameras
insta 360 x3 | Insta360 | spacing | cameras
tokina 11-16 para canon | Tokina | accessory | cameras
7artisans 35mm f1.2 fuji | 7Artisans | accessory | cameras
bateria Patona para Nikon | Patona | accessory | cameras
cullmann tripé | Cullmann | raw | cameras
manfroto befree | Manfrotto | misspelling | cameras
filtro Hoya para Sony | Hoya | accessory | cameras
sennheiser hd 600 | Sennheiser | raw | audio
senheiser momentum 4 | Sennheiser | misspelling | audio
neumann tlm 102 | Neumann | raw | audio | Sennheiser
technics sl-1200 | Technics | raw | audio | Panasonic
cabasse pearl | Cabasse | raw | audio
elac debut b6 | Elac | raw | audio
canton gle 50 | Canton | raw | audio
nubert nuline | Nubert | raw | audio
magnat monitor supreme | Magnat | raw | audio
rega planar 3 | Rega | raw | audio
linn majik | Linn | raw | audio
sudio a2 | Sudio | raw | audio
urbanears plattan | Urbanears | raw | audio
ultimate ears boom 3 | Ultimate Ears | raw | audio | Logitech
ue wonderboom | Ultimate Ears | raw | audio | Logitech
jabra elite 85t | Jabra | raw | audio
akg k371 | AKG | raw | audio
harman kardon onyx studio | Harman Kardon | raw | audio
audio technica at-lp60x | Audio-Technica | spacing | audio
rado captain cook | Rado | raw | watches-jewellery | Swatch
omega seamaster | Omega | raw | watches-jewellery | Swatch
flik flak relogio criança | Flik Flak | raw | watches-jewellery | Swatch
union glashutte | Union Glashütte | raw | watches-jewellery | Swatch
festina chrono bike | Festina | raw | watches-jewellery
lotus reloj hombre | Lotus | raw | watches-jewellery | Festina
candino automatico | Candino | raw | watches-jewellery | Festina
viceroy reloj niña | Viceroy | raw | watches-jewellery
swarovski pulseira | Swarovski | raw | watches-jewellery
swarovsky colar | Swarovski | misspelling | watches-jewellery
skagen signatur | Skagen | raw | watches-jewellery | Fossil
tag heuer carrera | TAG Heuer | raw | watches-jewellery | LVMH
tagheuer aquaracer | TAG Heuer | spacing | watches-jewellery | LVMH
iwc portugieser | IWC | raw | watches-jewellery | Richemont
ice watch | Ice-Watch | raw | watches-jewellery
daniel wellington petite | Daniel Wellington | raw | watches-jewellery
komono montre | Komono | raw | watches-jewellery
pierre lannier | Pierre Lannier | raw | watches-jewellery
lip himalaya | Lip | raw | watches-jewellery
aristocrazy anillo | Aristocrazy | raw | watches-jewellery
tudor black bay | Tudor | raw | watches-jewellery | Rolex
natuzzi sofa pele | Natuzzi | raw | furniture
calligaris mesa extensivel | Calligaris | raw | furniture
poltrona frau | Poltrona Frau | raw | furniture
cassina lc2 | Cassina | raw | furniture
magis chair one | Magis | raw | furniture
artek stool 60 | Artek | raw | furniture
string pocket regal | String | raw | furniture
fatboy original | Fatboy | raw | furniture
leolux bank | Leolux | raw | furniture
carl hansen ch24 | Carl Hansen & Søn | raw | furniture
louis poulsen ph5 | Louis Poulsen | raw | furniture
flos arco | Flos | raw | furniture
artemide tolomeo | Artemide | raw | furniture
ikea ektorp | IKEA | product-line | furniture | Ektorp
ikea pax armario | IKEA | product-line | furniture | Pax
mesa lack ikea | IKEA | product-line | furniture | Lack
ethnicraft table | Ethnicraft | raw | furniture
sklum silla | Sklum | raw | furniture
zara home cortinas | Zara Home | raw | furniture | Inditex
la redoute interieurs | La Redoute Intérieurs | raw | furniture
playmobil 5300 | Playmobil | raw | toys-baby
lego friends casa | LEGO | product-line | toys-baby | Friends
lego city comboio | LEGO | product-line | toys-baby | City
sylvanian families casa | Sylvanian Families | raw | toys-baby
chicco next2me | Chicco | raw | toys-baby | Artsana
maxi cosi pebble | Maxi-Cosi | spacing | toys-baby | Dorel
bebe confort ovo | Bébé Confort | raw | toys-baby | Dorel
cybex cloud z | Cybex | raw | toys-baby | Goodbaby
bugaboo fox 3 | Bugaboo | raw | toys-baby
babybjorn baby sitter | BabyBjörn | raw | toys-baby
beaba babycook | Béaba | raw | toys-baby
philips avent biberão | Avent | maker+sub | toys-baby | Philips
nenuco muñeca | Nenuco | raw | toys-baby | Famosa
ravensburger puzzle 1000 | Ravensburger | raw | toys-baby
clementoni puzle | Clementoni | raw | toys-baby
tonies tonie box | Tonies | raw | toys-baby
steiff teddy | Steiff | raw | toys-baby
bruder camião | Bruder | raw | toys-baby
siku traktor | Siku | raw | toys-baby
hot wheels pista | Hot Wheels | raw | toys-baby | Mattel
nerf elite 2.0 | Nerf | raw | toys-baby | Hasbro
plamobil barco pirata | Playmobil | misspelling | toys-baby
livre de poche | Le Livre de Poche | raw | books-media | Hachette
larousse dictionnaire | Larousse | raw | books-media | Hachette
glenat manga one piece | Glénat | raw | books-media
dargaud blake et mortimer | Dargaud | raw | books-media
casterman tintin | Casterman | raw | books-media
assimil anglais | Assimil | raw | books-media
taschen art book | Taschen | raw | books-media
phaidon | Phaidon | raw | books-media
diogenes taschenbuch | Diogenes | raw | books-media
duden worterbuch | Duden | raw | books-media
cornelsen schulbuch | Cornelsen | raw | books-media
salamandra harry potter | Salamandra | raw | books-media
alfaguara novela | Alfaguara | raw | books-media | Penguin Random House
debolsillo | Debolsillo | raw | books-media | Penguin Random House
tusquets editores | Tusquets | raw | books-media | Planeta
editorial presença | Presença | raw | books-media
dom quixote livro | Dom Quixote | raw | books-media | LeYa
lonely planet portugal | Lonely Planet | raw | books-media
simond baudrier | Simond | sub-alone | sports-outdoor | Decathlon
solognac veste chasse | Solognac | sub-alone | sports-outdoor | Decathlon
artengo raquete | Artengo | sub-alone | sports-outdoor | Decathlon
decathlon wedze skis | Wedze | maker+sub | sports-outdoor | Decathlon
caperlan cana pesca | Caperlan | sub-alone | sports-outdoor | Decathlon
rossignol experience 88 | Rossignol | raw | sports-outdoor
dynastar skis | Dynastar | raw | sports-outdoor | Rossignol
atomic redster | Atomic | raw | sports-outdoor | Amer Sports
nordica botas ski | Nordica | raw | sports-outdoor | Tecnica
uvex casco esqui | Uvex | raw | sports-outdoor
babolat pure drive | Babolat | raw | sports-outdoor
bullpadel vertex | Bullpadel | raw | sports-outdoor
salewa mountain trainer | Salewa | raw | sports-outdoor | Oberalp
dynafit speed | Dynafit | raw | sports-outdoor | Oberalp
la sportiva solution | La Sportiva | raw | sports-outdoor
fjallraven greenland | Fjällräven | raw | sports-outdoor
jack wolfskin jacke | Jack Wolfskin | raw | sports-outdoor
trangia 25 | Trangia | raw | sports-outdoor
helly hansen casaco | Helly Hansen | raw | sports-outdoor
hilti te 6 | Hilti | raw | tools-diy
karcher k5 | Kärcher | raw | tools-diy
kaercher wd3 | Kärcher | misspelling | tools-diy
stihl ms 170 | Stihl | raw | tools-diy
ryobi one+ | Ryobi | raw | tools-diy
aeg bohrhammer | AEG | raw | tools-diy
parkside akkuschrauber | Parkside | raw | tools-diy | Lidl
dremel 3000 | Dremel | raw | tools-diy | Bosch
wolfcraft | Wolfcraft | raw | tools-diy
stabila nivel | Stabila | raw | tools-diy
dexter perceuse | Dexter | raw | tools-diy | Leroy Merlin
magnusson caisse a outils | Magnusson | raw | tools-diy | Kingfisher
erbauer circular saw | Erbauer | raw | tools-diy | Kingfisher
flymo hover | Flymo | raw | tools-diy | Husqvarna
fiskars machado | Fiskars | raw | tools-diy
felco 2 tesoura poda | Felco | raw | tools-diy
stayer amoladora | Stayer | raw | tools-diy
proxxon | Proxxon | raw | tools-diy
scheppach hobelmaschine | Scheppach | raw | tools-diy
lancome la vie est belle | Lancôme | raw | beauty-perfume | L'Oréal
kerastase elixir | Kérastase | raw | beauty-perfume | L'Oréal
cerave creme hidratante | CeraVe | raw | beauty-perfume | L'Oréal
vichy mineral 89 | Vichy | raw | beauty-perfume | L'Oréal
uriage eau thermale | Uriage | raw | beauty-perfume
filorga time filler | Filorga | raw | beauty-perfume
clarins double serum | Clarins | raw | beauty-perfume
clinique moisture surge | Clinique | raw | beauty-perfume | Estée Lauder
guerlain abeille royale | Guerlain | raw | beauty-perfume | LVMH
eucerin hyaluron | Eucerin | raw | beauty-perfume | Beiersdorf
balea gesichtscreme | Balea | raw | beauty-perfume | dm
catrice mascara | Catrice | raw | beauty-perfume | cosnova
essence lash princess | Essence | raw | beauty-perfume | cosnova
ducray anaphase | Ducray | raw | beauty-perfume | Pierre Fabre
castelbel sabonete | Castelbel | raw | beauty-perfume
benamor creme mãos | Benamôr | raw | beauty-perfume
sesderma c-vit | Sesderma | raw | beauty-perfume
carolina herrera good girl | Carolina Herrera | raw | beauty-perfume | Puig
paco rabane one million | Paco Rabanne | misspelling | beauty-perfume | Puig
penhaligons halfeti | Penhaligon's | spacing | beauty-perfume | Puig
molton brown gel banho | Molton Brown | raw | beauty-perfume | Kao
epiphone les paul standard | Epiphone | sub-alone | musical-instruments | Gibson
gibson epiphone sg | Epiphone | maker+sub | musical-instruments | Gibson
ibanez rg550 | Ibanez | raw | musical-instruments
esp ltd ec-256 | LTD | maker+sub | musical-instruments | ESP
framus diablo | Framus | raw | musical-instruments | Warwick
sandberg california | Sandberg | raw | musical-instruments
hagstrom viking | Hagstrom | raw | musical-instruments
furch blue gc | Furch | raw | musical-instruments
esteve guitarra clasica | Esteve | raw | musical-instruments
stagg cajon | Stagg | raw | musical-instruments
zildjian a custom | Zildjian | raw | musical-instruments
millenium mps 450 | Millenium | raw | musical-instruments | Thomann
buffet crampon clarinette | Buffet Crampon | raw | musical-instruments
selmer mark vi | Selmer | raw | musical-instruments
elektron digitakt | Elektron | raw | musical-instruments
behringer td-3 | Behringer | raw | musical-instruments
beringher x32 | Behringer | misspelling | musical-instruments
line 6 helix | Line 6 | raw | musical-instruments | Yamaha
mxr phase 90 | MXR | raw | musical-instruments | Dunlop
engl savage | Engl | raw | musical-instruments
blackstar ht5 | Blackstar | raw | musical-instruments
savarez cordes | Savarez | raw | musical-instruments
yamaha p-45 piano digital | Yamaha | raw | musical-instruments
pirelli p zero 225 45 r17 | Pirelli | raw | vehicle-parts
nokian hakkapeliitta | Nokian | raw | vehicle-parts
vredestein quatrac | Vredestein | raw | vehicle-parts
bf goodrich all terrain | BFGoodrich | spacing | vehicle-parts | Michelin
kleber pneu | Kleber | raw | vehicle-parts | Michelin
semperit winterreifen | Semperit | raw | vehicle-parts | Continental
barum bravuris | Barum | raw | vehicle-parts | Continental
ate bremsscheiben | ATE | raw | vehicle-parts | Continental
trw pastilhas travão | TRW | raw | vehicle-parts | ZF
meyle querlenker | Meyle | raw | vehicle-parts
liqui moly 5w30 | Liqui Moly | raw | vehicle-parts | Würth
liquimoly oleo | Liqui Moly | spacing | vehicle-parts | Würth
castrol edge | Castrol | raw | vehicle-parts | BP
osram night breaker | Osram | raw | vehicle-parts
akrapovic escape | Akrapovič | raw | vehicle-parts
givi top case | Givi | raw | vehicle-parts
shad sh33 | Shad | raw | vehicle-parts
dainese blusão | Dainese | raw | vehicle-parts
shoei nxr | Shoei | raw | vehicle-parts
mt helmets thunder | MT Helmets | raw | vehicle-parts
exide bateria 70ah | Exide | raw | vehicle-parts
Philipps airfryer xl | Philips | misspelling | small-appliances
held lederjacke motorrad | Held | raw | vehicle-parts
`;

const adversarial = `
capa silicone para iphone 15 | - | for-x | phones
carregador compatível samsung 25w | - | for-x | phones
funda tipo libro para xiaomi redmi | - | for-x | phones
cabo usb-c para pixel | - | for-x | phones
protector ecra para oneplus 12 | - | for-x | phones
telemovel sem marca dual sim | - | no-brand | phones
smartphone chinês 6gb ram | - | no-brand | phones
telefone fixo antigo de disco | - | no-brand | phones
punkt final das vendas telemovel usado | - | generic-word | phones
estilo iphone mas android | - | style-of | phones
Sunsung galaxi s24 ultra clone | - | near-brand | phones
capa para ipad 10 geração | - | for-x | tablets
caneta stylus compatível ipad | - | for-x | tablets
housse pour kindle paperwhite | - | for-x | tablets
tablet infantil sem marca 7 polegadas | - | no-brand | tablets
tablette graphique générique | - | no-brand | tablets
mapa de denver colorado emoldurado | - | generic-word | tablets
yoga mat tablet holder stand | - | generic-word | tablets
tipo ipad pro mas mais barato | - | style-of | tablets
carregador para macbook air 45w | - | for-x | laptops
bateria para portatil hp compatible | - | for-x | laptops
teclado de substituição para lenovo thinkpad | - | for-x | laptops
sacoche pour pc portable 15 pouces | - | no-brand | laptops
portatil montado por mim i5 | - | no-brand | laptops
mountain boots for a laptop bag photo | - | generic-word | laptops
terra cotta laptop sleeve | - | generic-word | laptops
estilo macbook aluminio ultrafino | - | style-of | laptops
comando compatível ps4 sem fios | - | for-x | consoles
jogo para nintendo switch mario kart | - | for-x | consoles
skin autocollant pour ps5 | - | for-x | consoles
carregador de comandos para xbox | - | for-x | consoles
consola retro sem marca 500 jogos | - | no-brand | consoles
mando generico bluetooth | - | no-brand | consoles
game boy style keychain | - | style-of | consoles
Plaistation 2 clone | - | near-brand | consoles
mars bar chocolate tin | - | generic-word | consoles
capacete bicicleta para criança | - | no-brand | bikes
bici de montaña sin marca 26 | - | no-brand | bikes
rodas compatíveis shimano 11v | - | for-x | bikes
suporte para bicicleta brompton | - | for-x | bikes
alforjas para bici tipo ortlieb | - | style-of | bikes
rose gold bike bell | - | generic-word | bikes
ghost costume for kids bike ride | - | generic-word | bikes
bicicleta estilo holandesa cesto | - | style-of | bikes
quadro de bicicleta feito por medida | - | no-brand | bikes
camisola de lã feita à mão | - | no-brand | clothing
vestido estilo zara | - | style-of | clothing
casaco tipo barbour encerado | - | style-of | clothing
camisola only worn once | - | generic-word | clothing
ponchos de festival sem marca | - | no-brand | clothing
blusa como a da sezane | - | style-of | clothing
Adidos fato de treino | - | near-brand | clothing
chemise pour homme style scalpers | - | style-of | clothing
robe princesse pour fillette | - | generic-word | clothing
palmilhas para botas timberland | - | for-x | footwear
atacadores para converse | - | for-x | footwear
chaussures oxford en cuir cousu | - | generic-word | footwear
sapatilhas tipo new balance | - | style-of | footwear
alpargatas hechas a mano | - | no-brand | footwear
botas de chuva sem marca | - | no-brand | footwear
Hike air max | - | near-brand | footwear
lotto tenis de futsal | ?Lotto | near-brand | footwear
victoria sponge shoes box | - | generic-word | footwear
filtros para bimby tm6 | - | for-x | small-appliances
capsulas compativeis nespresso | - | for-x | small-appliances
sacos de aspirador para rowenta | - | for-x | small-appliances
torradeira sem marca | - | no-brand | small-appliances
máquina de café de filtro | - | no-brand | small-appliances
princess cake stand | - | generic-word | small-appliances
robot de cozinha tipo thermomix | - | style-of | small-appliances
moka pot style espresso maker | - | style-of | small-appliances
filtro de agua para frigorifico samsung | - | for-x | large-appliances
resistencia para maquina de lavar bosch | - | for-x | large-appliances
porta de forno compatível whirlpool | - | for-x | large-appliances
frigorifico americano branco | - | no-brand | large-appliances
lave linge hublot 8kg | - | no-brand | large-appliances
estilo smeg retro frigorifico | - | style-of | large-appliances
sauter à la corde jeu d enfants | - | generic-word | large-appliances
tampa para lentes canon 58mm | - | for-x | cameras
correia para camara fuji | - | for-x | cameras
baterie compatible nikon en-el15 | - | for-x | cameras
adaptador m42 para sony e | - | for-x | cameras
máquina fotográfica descartável | - | no-brand | cameras
tripé de viagem alumínio | - | no-brand | cameras
camara estilo leica em plástico | - | style-of | cameras
polaroid style photo frame | - | style-of | cameras
instant photo album | - | no-brand | cameras
Panasoanic lumix clone | - | near-brand | cameras
almofadas para auriculares sony wh-1000 | - | for-x | audio
cabo para colunas bose | - | for-x | audio
pontas de silicone para airpods pro | - | for-x | audio
auriculares bluetooth sem marca | - | no-brand | audio
gira-discos vintage de mala | - | no-brand | audio
triangle percussion for kids | - | generic-word | audio
canton fair catalogue 2019 | - | generic-word | audio
coluna tipo marshall vintage | - | style-of | audio
SQNY walkman cassette | - | near-brand | audio
correia para relogio apple watch | - | for-x | watches-jewellery
bracelete compatível garmin fenix | - | for-x | watches-jewellery
caixa para relogios 10 lugares | - | no-brand | watches-jewellery
anel de prata feito à mão | - | no-brand | watches-jewellery
lotus flower pendant silver | - | generic-word | watches-jewellery
lip balm gold tin | - | generic-word | watches-jewellery
relogio estilo rolex submariner | - | style-of | watches-jewellery
Rolax datejust | - | near-brand | watches-jewellery
tudor style cottage painting | - | generic-word | watches-jewellery
pulseira tipo pandora com berloques | - | style-of | watches-jewellery
pés para sofa ikea | - | for-x | furniture
capa para sofa ektorp 3 lugares | - | for-x | furniture
puxadores compativeis ikea malm | - | for-x | furniture
mesa de jantar de pinho | - | no-brand | furniture
cadeiras de escritorio | - | no-brand | furniture
cadeira estilo eames | - | style-of | furniture
string of fairy lights | - | generic-word | furniture
lack of space sale sofa | - | generic-word | furniture
candeeiro tipo arco italiano | - | style-of | furniture
menu board for kitchen wall | - | generic-word | furniture
roupas para bonecas barbie | - | for-x | toys-baby
pilhas para lego powered up | - | for-x | toys-baby
capa de chuva para carrinho bugaboo | - | for-x | toys-baby
cubos de madeira para bebé | - | no-brand | toys-baby
boneca de trapos feita à mão | - | no-brand | toys-baby
peluche urso grande | - | no-brand | toys-baby
nancy doll vintage style | - | style-of | toys-baby
blocos tipo lego compatíveis | - | style-of | toys-baby
carrinho estilo playmobil | - | style-of | toys-baby
hot wheels of cheese decoration | - | generic-word | toys-baby
livro de receitas da avó | - | no-brand | books-media
coleção de banda desenhada anos 80 | - | no-brand | books-media
dexter serie completa dvd | - | no-brand | books-media
guia de viagem estilo lonely planet | - | style-of | books-media
livre de cuisine larousse style | - | style-of | books-media
dicionário portugues-ingles | - | no-brand | books-media
capa para livro de bolso | - | for-x | books-media
harry potter book box | - | no-brand | books-media
mala de tenis para raquetes babolat | - | for-x | sports-outdoor
fixações para skis rossignol | - | for-x | sports-outdoor
bastoes de ski sem marca | - | no-brand | sports-outdoor
tenda de campismo 4 pessoas | - | no-brand | sports-outdoor
casaco estilo fjallraven | - | style-of | sports-outdoor
shark plush for the beach | - | generic-word | sports-outdoor
oxford commuter backpack | - | generic-word | sports-outdoor
elan ripstick 96 | ?Elan | near-brand | sports-outdoor
tecnica cochise 120 | ?Tecnica | near-brand | sports-outdoor
bateria para ferramentas makita 18v | - | for-x | tools-diy
discos de corte compativeis bosch | - | for-x | tools-diy
brocas para berbequim dewalt | - | for-x | tools-diy
caixa de ferramentas metálica | - | no-brand | tools-diy
escadote de aluminio 5 degraus | - | no-brand | tools-diy
mala tipo stanley para ferramentas | - | style-of | tools-diy
dexter the dog garden sign | - | generic-word | tools-diy
parkside bench garden | - | generic-word | tools-diy
felco style pruning shears | - | style-of | tools-diy
perfume inspirado em la vie est belle | - | style-of | beauty-perfume
frasco vazio de chanel nº5 | - | for-x | beauty-perfume
recarga compatível para perfume | - | no-brand | beauty-perfume
sabonete artesanal de lavanda | - | no-brand | beauty-perfume
creme caseiro de karité | - | no-brand | beauty-perfume
essence of vanilla for baking | - | generic-word | beauty-perfume
good girl mug | - | generic-word | beauty-perfume
vichy style thermal spray | - | style-of | beauty-perfume
cordas para guitarra fender | - | for-x | musical-instruments
capa para guitarra les paul | - | for-x | musical-instruments
pedal compativel com boss | - | for-x | musical-instruments
guitarra classica sem marca | - | no-brand | musical-instruments
cajon artesanal | - | no-brand | musical-instruments
triangle musical instrument 15cm | - | generic-word | musical-instruments
bach cello suites sheet music | - | generic-word | musical-instruments
guitarra estilo telecaster feita por luthier | - | style-of | musical-instruments
line dance shoes | - | generic-word | musical-instruments
tapetes para bmw serie 3 | - | for-x | vehicle-parts
pastilhas compatíveis com peugeot 208 | - | for-x | vehicle-parts
farol para renault clio | - | for-x | vehicle-parts
pneus usados 205 55 r16 | - | no-brand | vehicle-parts
capacete de mota sem marca | - | no-brand | vehicle-parts
shark tooth necklace | - | generic-word | vehicle-parts
arrow quiver for archery | - | generic-word | vehicle-parts
held hero figure | - | generic-word | vehicle-parts
escape estilo akrapovic | - | style-of | vehicle-parts
jaguar print car seat covers | - | generic-word | vehicle-parts
seca balança pessoal | ?Seca | near-brand | small-appliances
sonim xp8 rugged | ?Sonim | near-brand | phones
casque moto pour bmw r1200 | - | for-x | vehicle-parts
chaussures de running tendance | - | no-brand | footwear
sac à main façon hermès | - | style-of | clothing
jouets pour chat | - | no-brand | toys-baby
coque pour galaxy s23 | - | for-x | phones
ladegerät für dyson akku | - | for-x | small-appliances
schutzhülle für ipad air | - | for-x | tablets
ersatzklinge für victorinox | - | for-x | tools-diy
armband für fitbit charge | - | for-x | watches-jewellery
sattelstütze für canyon | - | for-x | bikes
regenjacke ohne marke | - | no-brand | clothing
handgefertigter holztisch | - | no-brand | furniture
im stil von bauhaus sessel | - | style-of | furniture
punkt der lieferung ipad | - | generic-word | tablets
custodia per iphone 14 | - | for-x | phones
cinturino per orologio seiko | - | for-x | watches-jewellery
tappetini per fiat panda | - | for-x | vehicle-parts
borsa stile chanel | - | style-of | clothing
scarpe fatte a mano | - | no-brand | footwear
sedia in legno senza marca | - | no-brand | furniture
magnat of industry biography | - | generic-word | books-media
sisley painting print | - | generic-word | furniture
kit de rega gota a gota | - | generic-word | tools-diy
victus laurel wreath costume | - | generic-word | laptops
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-twenty-fourth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
