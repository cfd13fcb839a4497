import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-twenty-seventh.json: a twenty-seventh brand set for issue 19, written by hand on
 * 2026-11-30 by a writer who changes no rule, as the session's final unseen measure (its held-out part). Its writer read
 * neither the brand table nor the matching code — only the twenty-fifth and twenty-sixth writers' headers and split, the
 * line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and the contract's BrandCategory enum. (Printing the
 * twenty-sixth writer's tail after its first closing backtick, the writer's command also showed that writer's adversarial
 * records, which follow the positives; none of those lines is copied here, and the collision check below finds none.)
 * 803 strings over all 20 BrandCategory ids (26 to 55 each), as sellers write brands in PT, ES, FR, EN (some IT, DE): raw
 * with product words and models (archos 55 oxygen telemovel, magimix le micro 3200 xl, bauknecht trockner wärmepumpe 8kg,
 * leborgne pioche), maker after product words (telemóvel de flip da alcatel, tenda de campismo da ferrino, motosserra a
 * gasolina stihl, guitarra clássica da esteve), misspelt (sansung, huawai, assus, canion, benneton, timbaland, kenwod, bosh,
 * senheiser, bvlgari, plamobil, pirreli, nintedo, birckenstock, xiami, pocketbok, porttil toshiba satelite), glued or spaced
 * (one plus, mac book, play station, s oliver, jack and jones, scotch and soda, riviera et bar, maxi cosi, plaza y janes,
 * audio technica), maker + sub-brand (xiaomi poco, philips avent, inditex bershka, decathlon quechua), the sub-brand alone
 * (Poco, Vero Moda, Sisley, Barbie, Hot Wheels), product lines (Galaxy A, Galaxy Z, Galaxy Tab, Kindle, Xiaomi Pad, Tab,
 * iPad, Lifebook, Zenbook, EliteBook, XPS, Stealth, Swift, Surface Go, IdeaPad, Pavilion, ThinkBook, Nitro, MacBook Pro,
 * Xbox, Game Boy Advance, PSP, PlayStation, Wii, A Modo Mio, ActiFry, Instax, Z fc, Alpha, SoundLink, WH-1000X, AirPods,
 * Forerunner, Apple Watch, Lack, Ektorp, Kivik, Friends, Star Wars, FatMax, MPC, Stratocaster, Pilot Sport, Edge, Xperia,
 * Libra, Paper Pro, Bespoke, InstaView, EOS, Osmo, Pegasus, Gel-Nimbus), accessories of another brand (Pela, Mujjo,
 * Anker, Logitech, Green Cell, Targus, Hori, Victrix, Astro, Hirsch, Sigma, Peak Design, Selle Italia, Abus) and makers
 * with another's components (Moustache with Bosch, Mondraker with Fox, Giant with Shimano, Scott with Tektro); smaller
 * European makers other than both earlier headers' (Archos, Volla, Murena, SHIFTphone, Punkt, BQ, Vivlio, Bookeen,
 * TrekStor, Terra, Airis, Mountain, Dynabook, Amstrad, Moustache, Canyon, Rose, Mondraker, Megamo, Coluer, Boardman,
 * Colnago, De Rosa, El Ganso, Scalpers, Sacoor Brothers, Throttleman, Zippy, Jules, Comptoir des Cotonniers, The Kooples,
 * Sézane, Rouje, A.P.C., Marc O'Polo, s.Oliver, Tom Tailor, Max Mara, Napapijri, Scotch & Soda, Benetton, Lloyd, Gabor,
 * Ara, Unisa, Callaghan, Fluchos, Pretty Ballerinas, Castañer, Toni Pons, Victoria, Bensimon, Palladium, Josef Seibel, Fly
 * London, Lemon Jelly, Princess, Tristar, Ariete, Magimix, Lagrange, Riviera & Bar, WMF, Graef, Caso, Clatronic, Imetec,
 * Polti, Ufesa, Create, Mellerware, Grundig, Gorenje, Bauknecht, Brandt, Sauter, Rosières, Edesa, Corberó, Aspes,
 * Bertazzoni, Rangemaster, Blomberg, Smeg, Rollei, Minox, Praktica, Agfa, OM System, Manfrotto, Novoflex, Hama, Cullmann,
 * Schneider Kreuznach, Elac, Canton, Magnat, Nubert, Rega, Linn, Quad, Dynaudio, Tangent, Urbanears, Jabra, Arcam,
 * Festina, Lotus, Calypso, Viceroy, Rado, Frédérique Constant, Raymond Weil, Laco, Stowa, Steinhart, Swarovski,
 * Aristocrazy, Singularu, Ti Sento, AM.PM., Sklum, Ethnicraft, Zanotta, Cassina, Magis, Flexform, Poltrona Frau, Fritz
 * Hansen, Carl Hansen & Søn, String, Montana, Flos, Artemide, Louis Poulsen, Rolf Benz, Jysk, Playmobil, Chicco, Bugaboo,
 * Cybex, Maxi-Cosi, Bébé Confort, Educa, Nenuco, Clementoni, Lisciani, Quercetti, Schmidt Spiele, Kosmos, Tonies, Vulli,
 * Lilliputiens, Kaloo, MAM, Béaba, Babymoov, Leya, Dom Quixote, Presença, Tusquets, Plaza & Janés, Salamandra, Flammarion,
 * Casterman, Dargaud, Glénat, Le Livre de Poche, Einaudi, Adelphi, Rowohlt, Reclam, Taschen, Phaidon, Lonely Planet, Arrow
 * Video, Salomon, Rossignol, Dynastar, Fischer, Elan, Uvex, Bollé, Babolat, Bullpadel, Nox, Siux, Ferrino, Salewa,
 * Dynafit, La Sportiva, Boreal, Edelrid, Grivel, Jack Wolfskin, Schöffel, Berghaus, Regatta, Karrimor, Ternua, Trangia,
 * Hilleberg, Nordisk, Robens, Hilti, Würth, Stihl, Kärcher, Ryobi, Parkside, Wolfcraft, HiKOKI, Scheppach, Güde, Stabila,
 * Leborgne, Tivoly, Fiskars, AL-KO, Dulux Valentine, Hammerite, Xylazel, Pattex, Ceys, Sika, Clarins, Sisley Paris, Payot,
 * Filorga, Vichy, SVR, Uriage, A-Derma, Ducray, Klorane, Guerlain, Carolina Herrera, Nina Ricci, Jean Paul Gaultier,
 * Sesderma, Heliocare, Castelbel, Claus Porto, Benamôr, Essence, Catrice, Balea, Alverde, Sebamed, Instituto Español, Agua
 * de Sevilla, Epiphone, Framus, Warwick, Sandberg, Duesenberg, Vigier, Lâg, Manuel Rodríguez, Raimundo, Esteve, APC
 * Instruments, Millenium, Gewa, Buffet Crampon, Selmer, Schlagwerk, Istanbul Agop, Zildjian, Sabian, Elektron, Teenage
 * Engineering, Behringer, Bechstein, Blüthner, Pleyel, ATE, TRW, Meyle, SKF, Gates, Dayco, NGK, Liqui Moly, Elf, Cepsa,
 * Pirelli, Nokian, Vredestein, Schuberth, Shoei, HJC, Alpinestars, Givi, Shad, Akrapovič, Arrow, Polini, Oxford, Puig),
 * beside a share of the makers every marketplace sees (Samsung, Apple, Xiaomi, Lenovo, HP, Sony, Nintendo, Nike, Adidas,
 * Zara, IKEA, LEGO, Bosch, Makita, Dior, Chanel, Yamaha, Fender, Michelin); names shared with everyday words or another
 * category, decided by category (Fischer skis beside Fischer wall plugs, Sisley clothing beside Sisley Paris cosmetics,
 * Diesel jeans beside a diesel can, Victoria trainers beside Queen Victoria, Oxford locks beside an Oxford shirt and a
 * dictionary, Arrow exhausts beside an arrow sign, Gates belts beside a novel, Canton speakers beside a Swiss canton, Quad
 * amplifiers beside a quad bike, Tangent beside a maths workbook, Lotus and Calypso watches beside a lotus flower and
 * calypso music, Orient beside the Orient Express, Montana and String furniture beside a state flag and a string-of-pearls
 * plant, Flos beside a herbarium, Kosmos beside Carl Sagan, Educa and Chicco beside a self-help book and coffee beans,
 * Taschen the publisher beside "Taschen" as bags, Salamandra the publisher beside a cast-iron stove, Reclam beside an
 * enamel advertising sign, Lonely Planet beside a poster, Regatta, Elan, Boreal and Nox beside sailing, philosophy, a
 * forest and a CD, Mountain laptops beside a landscape, Swift and Stealth beside a kayak and a book, Canyon, Moustache,
 * Tern and Rose beside a poster, wax, a carving and a rose bush, Princess, Create and Caso beside a costume, a scrapbook
 * and a DVD, Sauter beside a parachuting book, Kodak beside a greeting card, Essence and Elf beside a novel and a costume,
 * Sika beside deer antlers, Lemon Jelly beside a recipe book, Ara beside a macaw, Mission and Jules beside a workbook and
 * Jules Verne, Realme and Punkt beside a fantasy poster and a notebook, Terra beside terracotta pots), knock-off
 * near-brands (Samsumg galaxi, Nokla, Mackbook, Aser, Polistation, Nintando, Colnaga, Canyan, Diesal, Max Marra, The Koples,
 * Timberlan, Vanz, Kenwod clone, Magimics, Gorenie, Smegg, Insta 306, Yasica, Senhaiser, Bosse, Tag Hauer, Swarovsky, Fritz
 * Hanssen, Artemida, Playmobel, Cybek, Phaydon, Salamon, Babolot, Karsher, Stihll, Guerlin, Carolina Herera, Zildijan,
 * Behringher, Pirrelli, Alpinstars) and near-brands that are another real maker, written `?Name` (Samson beside Samsung,
 * Bush beside Bose, Sanyo beside Sony).
 * Naming policy as the twenty-sixth: the brand as its owner sells it, with its parent only where the writer is sure of the
 * owner (Xiaomi, Wortmann, Guillemot, Accell, Fast Retailing, OTB, VF Corporation, Bestseller, Benetton, Inditex, Nike,
 * De'Longhi, SEB, BSH, Nestlé, Arçelik, Hisense, Electrolux, Ricoh, Harman, Festina, Swatch, Citizen, LVMH, Fossil, Seiko
 * Epson, La Redoute, Artsana, Dorel, Famosa, Philips, Mattel, Leya, Planeta, Penguin Random House, Gallimard, Hachette,
 * Mondadori, Amer Sports, Rossignol, Oberalp, Decathlon, Techtronic, AkzoNobel, Henkel, Stanley Black & Decker, L'Oréal,
 * Pierre Fabre, Puig, cosnova, dm, Gibson, Music Tribe, Continental, ZF, Würth, BP); Whirlpool's European brands
 * (Bauknecht, Indesit) carry no parent since their 2024 move; a product line is the maker with the line; a maker + sub-brand
 * and a sub-brand alone expect the sub-brand with the maker as parent. Traps expect no brand (`-`), save near-brands that
 * are another real maker (`?Name`).
 * Kinds: raw 403, product-line 56, misspelling 18, accessory 16, spacing 10, sub-alone 5, maker+sub 4, component 4,
 * adversarial traps 287 (for-x 81, no-brand 70, generic-word 48, style-of 46, near-brand 42); 91 strings carry an expected
 * parent, 56 a line. Adversarial (traps + accessory, component, maker+sub) 311 (39 %).
 * Borderline decisions, stated: misspellings of a real maker with no copy cue are positives (kenwod kmix, senheiser hd
 * 560s), while a knock-off spelling with "copy", "clone", "replica", "china", "imitação" or "barato" is a near-brand trap;
 * "fischer tacos duopower" in tools-diy and "fischer langlaufski" in sports-outdoor both expect Fischer (two makers, one
 * name); "sisley abrigo mujer" is Benetton's Sisley and "sisley paris creme" the cosmetics house, both written "Sisley";
 * "puig cupula racing" expects Puig, the Spanish motorcycle-screen maker, not the perfume group; "elf evolution 900" is the
 * lubricant; "castelbel difusor porto" expects Castelbel; "bebe confort lit parapluie" expects Bébé Confort with Dorel; the
 * for-x trap "suporte de top case givi" names the case the rack fits (Givi also makes racks: a close call).
 * Labelling slips of the writer, seen in the tune part's first-run misses and left as frozen: "Behringher mesa" is written
 * as a near-brand trap though it carries no copy cue (by the policy above it should have been a misspelling of Behringer);
 * "auriculares astro a50 para xbox" expects "Astro" where the maker sells as Astro Gaming.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * twenty-sixth set's greedy balance in the order written over category, kind, trap and adversarial flag
 * (`balancedSplit`, below), which no label or matcher output decides. Parts: tune 401 (155 adversarial), held-out 402
 * (156 adversarial); all 20 categories in both.
 *
 * Lines as the third to twenty-sixth sets (`brandSetCases`): positives `raw | expected | kind | category | parent (or,
 * for a product line, the line)`, adversarial `raw | expected | trap | category`; `-` no brand. Traps: `for-x`,
 * `style-of`, `near-brand`, `generic-word`, `no-brand` (as the twenty-sixth).
 * Collisions: before freezing, a scratch check compared each raw string, case- and accent-folded, with every earlier brand
 * set's strings under data/brands/ and data/listing/ (printing only this set's strings): 137 collided (maker + model
 * strings such as a phone or a tool model, and a few plain traps), every one was rewritten with another model or another
 * way of writing it (6 rewrites collided again and were rewritten once more), and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-twenty-seventh-brand-set.ts`.
 * First run (2026-11-30, table and matcher as on c6c6487, a scratch script calling `brandFamilyQuality` on this file only,
 * `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-47w.ts`): with each string's category,
 * tune 0.91 (364 of 401, 4 wrong merges, 4 adversarial), held-out 0.92 (370 of 402, 6 wrong merges, 4 adversarial);
 * with no category, tune 0.88 (351, 6 wrong merges, 6 adversarial), held-out 0.89 (358, 7, 5 adversarial).
 */

const positives = `
archos 55 oxygen telemovel | Archos | raw | phones
volla phone 22 com ubuntu touch | Volla | raw | phones
murena one telephone degooglisé | Murena | raw | phones
shiftphone 8 modular | SHIFTphone | raw | phones
punkt mc02 telefono seguro | Punkt | raw | phones
alcatel 1066 teclas avos | Alcatel | raw | phones
bq aquaris x2 pro usado | BQ | raw | phones
poco x6 pro 512 | Poco | sub-alone | phones | Xiaomi
xiaomi poco f5 negro | Poco | maker+sub | phones | Xiaomi
realme gt neo 5 | realme | raw | phones
galaxy a35 5g azul | Samsung | product-line | phones | Galaxy A
NOKIA 3310 REEDICION 2017 | Nokia | raw | phones
sansung a14 pantalla rota | Samsung | misspelling | phones
one plus nord 2t 5g 256 | OnePlus | spacing | phones
coque pela biodégradable pour galaxy s24 | Pela | accessory | phones
hülle von mujjo für iphone 15 leder | Mujjo | accessory | phones
vivlio touch hd plus liseuse | Vivlio | raw | tablets
bookeen cybook saga | Bookeen | raw | tablets
trekstor surftab 10 zoll | TrekStor | raw | tablets
kindle paperwhite 11 geração | Amazon | product-line | tablets | Kindle
xiaomi pad 6 8+256 | Xiaomi | product-line | tablets | Xiaomi Pad
lenovo tab p11 2ª geração | Lenovo | product-line | tablets | Tab
samsung galaxy tab a9 plus wifi | Samsung | product-line | tablets | Galaxy Tab
wacom intuos small tableta grafica | Wacom | raw | tablets
xp-pen deco 01 v2 | XP-Pen | raw | tablets
huawai matepad 11 | Huawei | misspelling | tablets
tablette ipad 9e generation 64go | Apple | product-line | tablets | iPad
stylet logitech crayon pour ipad | Logitech | accessory | tablets
terra mobile 1470t portatil aleman | Terra | raw | laptops | Wortmann
airis kira n1401 | Airis | raw | laptops
mountain makina portatil gaming | Mountain | raw | laptops
dynabook tecra a40 | Dynabook | raw | laptops
chuwi herobook pro 14 | Chuwi | raw | laptops
fujitsu lifebook e5410 | Fujitsu | product-line | laptops | Lifebook
asus zenbook s13 ux5304 azul | Asus | product-line | laptops | Zenbook
hp elitebook 840 g6 i5 | HP | product-line | laptops | EliteBook
dell xps 15 9520 com rtx 3050 | Dell | product-line | laptops | XPS
msi stealth 15m | MSI | product-line | laptops | Stealth
acer swift 3 sf314 | Acer | product-line | laptops | Swift
microsoft surface go 3 | Microsoft | product-line | laptops | Surface Go
assus vivobook 15 | Asus | misspelling | laptops
mac book air m2 13 | Apple | spacing | laptops
sega mega drive mini 2 | Sega | raw | consoles
atari vcs 800 onyx | Atari | raw | consoles
nintendo 3ds xl new edition pokemon | Nintendo | raw | consoles
xbox series s 512 blanca | Microsoft | product-line | consoles | Xbox
game boy advance sp azul | Nintendo | product-line | consoles | Game Boy Advance
psp 3004 piano black | Sony | product-line | consoles | PSP
miyoo mini plus retro | Miyoo | raw | consoles
amstrad cpc 464 com monitor | Amstrad | raw | consoles
thrustmaster t300 rs volante | Thrustmaster | raw | consoles | Guillemot
volante hori racing wheel apex ps5 | Hori | accessory | consoles
manette victrix pro bfg pour ps5 | Victrix | accessory | consoles
play station 4 pro cuh-7216 branca | Sony | spacing | consoles
nintedo switch lite turquesa | Nintendo | misspelling | consoles
moustache samedi 27 xroad velo electrique | Moustache | raw | bikes
canyon endurace al 7 talla m | Canyon | raw | bikes
rose backroad gravel | Rose | raw | bikes
mondraker foxy carbon r | Mondraker | raw | bikes
megamo track 10 niño | Megamo | raw | bikes
coluer bicicleta paseo | Coluer | raw | bikes
boardman slr 8.9 road bike | Boardman | raw | bikes
colnago c64 telaio | Colnago | raw | bikes
de rosa merak telaio 54 | De Rosa | raw | bikes
tern gsd s10 cargo | Tern | raw | bikes
cervelo s5 disc | Cervélo | raw | bikes
haibike sduro hardseven | Haibike | raw | bikes | Accell
canion spectral 29 | Canyon | misspelling | bikes
vélo moustache avec moteur bosch performance | Moustache | component | bikes
bici mondraker con horquilla fox 36 | Mondraker | component | bikes
el ganso chaqueta de pana | El Ganso | raw | clothing
scalpers camisa oxford | Scalpers | raw | clothing
sacoor brothers blazer azul | Sacoor Brothers | raw | clothing
throttleman polo | Throttleman | raw | clothing
zippy conjunto menina 4 anos | Zippy | raw | clothing
jules pull col rond homme | Jules | raw | clothing
comptoir des cotonniers trench | Comptoir des Cotonniers | raw | clothing | Fast Retailing
the kooples veste en cuir | The Kooples | raw | clothing
sezane blouse imprimée | Sézane | raw | clothing
rouje robe gabin | Rouje | raw | clothing
apc jean petit standard | A.P.C. | raw | clothing
marc o polo strickpullover | Marc O'Polo | raw | clothing
s oliver jeans damen | s.Oliver | spacing | clothing
tom tailor hemd | Tom Tailor | raw | clothing
diesel jeans d-strukt | Diesel | raw | clothing | OTB
max mara cappotto 101801 | Max Mara | raw | clothing
napapijri rainforest fleece vermelho | Napapijri | raw | clothing | VF Corporation
jack and jones hoodie | Jack & Jones | spacing | clothing | Bestseller
vero moda vestido floral | Vero Moda | sub-alone | clothing | Bestseller
scotch and soda bomber | Scotch & Soda | spacing | clothing
benneton camisola lã | Benetton | misspelling | clothing
sisley abrigo mujer | Sisley | sub-alone | clothing | Benetton
lloyd herrenschuhe leder | Lloyd | raw | footwear
gabor pumps 38 | Gabor | raw | footwear
ara damenschuhe weite h | Ara | raw | footwear
unisa sandalias tacon | Unisa | raw | footwear
callaghan zapatillas adaptaction | Callaghan | raw | footwear
fluchos botines hombre | Fluchos | raw | footwear
pretty ballerinas bailarinas 37 | Pretty Ballerinas | raw | footwear
castaner alpargatas cuña | Castañer | raw | footwear
toni pons espardenyes | Toni Pons | raw | footwear
victoria zapatillas lona blancas | Victoria | raw | footwear
bensimon tennis elly | Bensimon | raw | footwear
palladium pampa hi | Palladium | raw | footwear
clarks wallabee camurça 42 | Clarks | raw | footwear
josef seibel sandalen | Josef Seibel | raw | footwear
fly london botas yama | Fly London | raw | footwear
lemon jelly galochas | Lemon Jelly | raw | footwear
timbaland botas 6 inch | Timberland | misspelling | footwear
vans old skool preto 40 | Vans | raw | footwear | VF Corporation
princess airfryer 4,5l | Princess | raw | small-appliances
tristar grill contacto | Tristar | raw | small-appliances
ariete macchina caffè vintage | Ariete | raw | small-appliances | De'Longhi
kenwood chef titanium | Kenwood | raw | small-appliances | De'Longhi
magimix le micro 3200 xl | Magimix | raw | small-appliances
lagrange gaufrier | Lagrange | raw | small-appliances
riviera et bar bouilloire | Riviera & Bar | spacing | small-appliances
wmf kult x batidora | WMF | raw | small-appliances | SEB
graef schneidemaschine | Graef | raw | small-appliances
caso vakuumierer | Caso | raw | small-appliances
clatronic toaster | Clatronic | raw | small-appliances
imetec piastra capelli | Imetec | raw | small-appliances
polti forever dry 2100 ferro | Polti | raw | small-appliances
ufesa plancha vapor | Ufesa | raw | small-appliances | BSH
create ikohs thera robot aspirador | Create | raw | small-appliances
mellerware batidora de vaso | Mellerware | raw | small-appliances
lavazza a modo mio jolie | Lavazza | product-line | small-appliances | A Modo Mio
tefal actifry genius | Tefal | product-line | small-appliances | ActiFry
kenwod kmix | Kenwood | misspelling | small-appliances
grundig máquina de lavar 9kg | Grundig | raw | large-appliances | Arçelik
gorenje frigorifico combinado | Gorenje | raw | large-appliances | Hisense
bauknecht trockner wärmepumpe 8kg | Bauknecht | raw | large-appliances
aeg lave-vaisselle | AEG | raw | large-appliances | Electrolux
brandt four encastrable | Brandt | raw | large-appliances
sauter four pyrolyse inox | Sauter | raw | large-appliances
rosieres cuisiniere | Rosières | raw | large-appliances
edesa lavadora | Edesa | raw | large-appliances
corbero frigorifico | Corberó | raw | large-appliances
aspes congelador vertical | Aspes | raw | large-appliances
bertazzoni cucina a gas | Bertazzoni | raw | large-appliances
rangemaster range cooker 110 | Rangemaster | raw | large-appliances
blomberg dishwasher | Blomberg | raw | large-appliances | Arçelik
smeg fab28 frigo anni 50 | Smeg | raw | large-appliances
haier secadora bomba de calor | Haier | raw | large-appliances
bosh maquina loiça | Bosch | misspelling | large-appliances
rollei 35 analógica | Rollei | raw | cameras
minox 35 gt | Minox | raw | cameras
praktica mtl 5 | Praktica | raw | cameras
agfa isolette iii faltkamera | Agfa | raw | cameras
yashica mat 124 g medio formato | Yashica | raw | cameras
pentax mx com 50mm 1.7 | Pentax | raw | cameras | Ricoh
om system tg-7 aventura | OM System | raw | cameras
kodak pixpro fz55 compacta | Kodak | raw | cameras
insta360 go 3 branca | Insta360 | raw | cameras
manfrotto befree tripé | Manfrotto | raw | cameras
novoflex balgengerät | Novoflex | raw | cameras
hama stativ | Hama | raw | cameras
cullmann rucksack | Cullmann | raw | cameras
schneider kreuznach componon | Schneider Kreuznach | raw | cameras
fujifilm instax mini 12 rosa | Fujifilm | product-line | cameras | Instax
nikon zfc kit 16-50 | Nikon | product-line | cameras | Z fc
sony alpha a6400 com 16-50 | Sony | product-line | cameras | Alpha
elac debut b5.2 | Elac | raw | audio
canton gle 436 | Canton | raw | audio
magnat tempus 55 | Magnat | raw | audio
nubert nuline 34 | Nubert | raw | audio
rega planar 2 | Rega | raw | audio
linn sondek lp12 platine | Linn | raw | audio
quad 405 amplificateur | Quad | raw | audio
dynaudio emit 10 | Dynaudio | raw | audio
tangent spectrum x4 | Tangent | raw | audio
urbanears plattan 2 | Urbanears | raw | audio
jabra evolve2 65 headset escritório | Jabra | raw | audio
akg k240 studio fones | AKG | raw | audio | Harman
arcam sa20 | Arcam | raw | audio | Harman
senheiser hd 560s | Sennheiser | misspelling | audio
audio technica ath m50x | Audio-Technica | spacing | audio
bose soundlink revolve+ ii | Bose | product-line | audio | SoundLink
sony wh-1000xm5 | Sony | product-line | audio | WH-1000X
festina f20330 sumergible | Festina | raw | watches-jewellery
lotus reloj hombre acero | Lotus | raw | watches-jewellery | Festina
calypso reloj niña | Calypso | raw | watches-jewellery | Festina
viceroy pendientes plata | Viceroy | raw | watches-jewellery
rado true thinline ceramica | Rado | raw | watches-jewellery | Swatch
frederique constant slimline | Frédérique Constant | raw | watches-jewellery | Citizen
raymond weil toccata quartz | Raymond Weil | raw | watches-jewellery
tag heuer aquaracer 300m | TAG Heuer | raw | watches-jewellery | LVMH
bvlgari serpenti | Bulgari | misspelling | watches-jewellery | LVMH
skagen holst | Skagen | raw | watches-jewellery | Fossil
orient mako ii azul | Orient | raw | watches-jewellery | Seiko Epson
laco fliegeruhr | Laco | raw | watches-jewellery
stowa marine automatik | Stowa | raw | watches-jewellery
steinhart ocean one | Steinhart | raw | watches-jewellery
swarovski brincos crystal millenia | Swarovski | raw | watches-jewellery
aristocrazy collar plata medalla | Aristocrazy | raw | watches-jewellery
singularu pendientes aro | Singularu | raw | watches-jewellery
ti sento ring silber | Ti Sento | raw | watches-jewellery
pulseira de relogio hirsch para tissot | Hirsch | accessory | watches-jewellery
am.pm. table la redoute | AM.PM. | raw | furniture | La Redoute
sklum silla nordica | Sklum | raw | furniture
ethnicraft table chêne | Ethnicraft | raw | furniture
zanotta sacco | Zanotta | raw | furniture
cassina utrecht poltrona | Cassina | raw | furniture
magis spun giratoria | Magis | raw | furniture
flexform divano | Flexform | raw | furniture
poltrona frau poltrona vanity fair | Poltrona Frau | raw | furniture
fritz hansen drop chair | Fritz Hansen | raw | furniture
carl hansen ch24 wishbone | Carl Hansen & Søn | raw | furniture
string system wandregal eiche | String | raw | furniture
montana mini module | Montana | raw | furniture
flos taccia | Flos | raw | furniture
artemide nessino lampada | Artemide | raw | furniture
louis poulsen panthella mini | Louis Poulsen | raw | furniture
rolf benz sofa | Rolf Benz | raw | furniture
jysk cama 140 | Jysk | raw | furniture
ikea lack mesa apoio | IKEA | product-line | furniture | Lack
ikea ektorp sofá 3 lugares | IKEA | product-line | furniture | Ektorp
playmobil castelo dos cavaleiros | Playmobil | raw | toys-baby
chicco cadeira auto | Chicco | raw | toys-baby | Artsana
bugaboo butterfly 2024 | Bugaboo | raw | toys-baby
cybex sirona t i-size | Cybex | raw | toys-baby
maxi cosi rodi fix kids | Maxi-Cosi | spacing | toys-baby | Dorel
bebe confort lit parapluie | Bébé Confort | raw | toys-baby | Dorel
educa puzzle 1000 pecas | Educa | raw | toys-baby
nenuco bebe llorón | Nenuco | raw | toys-baby | Famosa
clementoni scienza e gioco robotica | Clementoni | raw | toys-baby
lisciani carotina | Lisciani | raw | toys-baby
quercetti pista biglie | Quercetti | raw | toys-baby
schmidt spiele puzzle | Schmidt Spiele | raw | toys-baby
kosmos experimentierkasten | Kosmos | raw | toys-baby
tonies toniebox | Tonies | raw | toys-baby
sophie la girafe vulli | Vulli | raw | toys-baby
lilliputiens livre tissu | Lilliputiens | raw | toys-baby
kaloo doudou lapin | Kaloo | raw | toys-baby
philips avent esterilizador a vapor | Avent | maker+sub | toys-baby | Philips
mam chupetas 6+ | MAM | raw | toys-baby
beaba bib expert | Béaba | raw | toys-baby
babymoov transat | Babymoov | raw | toys-baby
plamobil quinta grande 5120 | Playmobil | misspelling | toys-baby
lego friends heartlake | LEGO | product-line | toys-baby | Friends
leya manual 7º ano matematica | Leya | raw | books-media
dom quixote romance edição | Dom Quixote | raw | books-media | Leya
editorial presença harry potter | Presença | raw | books-media
tusquets andanzas | Tusquets | raw | books-media | Planeta
plaza y janes novela | Plaza & Janés | spacing | books-media | Penguin Random House
salamandra libro juvenil | Salamandra | raw | books-media
flammarion roman poche | Flammarion | raw | books-media | Gallimard
casterman tintin album | Casterman | raw | books-media | Gallimard
dargaud lucky luke intégrale | Dargaud | raw | books-media
glenat one piece tome 1 | Glénat | raw | books-media
le livre de poche lot | Le Livre de Poche | raw | books-media | Hachette
einaudi tascabili | Einaudi | raw | books-media | Mondadori
adelphi piccola biblioteca | Adelphi | raw | books-media
rowohlt taschenbuch | Rowohlt | raw | books-media
reclam heft faust | Reclam | raw | books-media
taschen bildband | Taschen | raw | books-media
phaidon art book | Phaidon | raw | books-media
lonely planet guia andaluzia 2024 | Lonely Planet | raw | books-media
arrow video blu ray | Arrow Video | raw | books-media
salomon speedcross 6 trail | Salomon | raw | sports-outdoor | Amer Sports
rossignol esquis | Rossignol | raw | sports-outdoor
dynastar m-pro 90 skis 178 | Dynastar | raw | sports-outdoor | Rossignol
fischer langlaufski | Fischer | raw | sports-outdoor
elan ski amphibio | Elan | raw | sports-outdoor
uvex skihelm | Uvex | raw | sports-outdoor
bollé masque ski | Bollé | raw | sports-outdoor
babolat pure strike 100 16x19 | Babolat | raw | sports-outdoor
bullpadel hack 04 hybrid | Bullpadel | raw | sports-outdoor
nox at10 pala | Nox | raw | sports-outdoor
siux pala padel | Siux | raw | sports-outdoor
ferrino tenda | Ferrino | raw | sports-outdoor
salewa botas montanha | Salewa | raw | sports-outdoor | Oberalp
dynafit alpine pro trailschuh | Dynafit | raw | sports-outdoor | Oberalp
la sportiva tarantulace pés de gato | La Sportiva | raw | sports-outdoor
pies de gato boreal | Boreal | raw | sports-outdoor
edelrid seil | Edelrid | raw | sports-outdoor
grivel piolet | Grivel | raw | sports-outdoor
jack wolfskin texapore damenjacke | Jack Wolfskin | raw | sports-outdoor
schoffel wanderhose | Schöffel | raw | sports-outdoor
berghaus fleece | Berghaus | raw | sports-outdoor
regatta waterproof jacket | Regatta | raw | sports-outdoor
karrimor rucksack | Karrimor | raw | sports-outdoor
ternua chaqueta | Ternua | raw | sports-outdoor
trangia 25 fogareiro | Trangia | raw | sports-outdoor
hilleberg nallo | Hilleberg | raw | sports-outdoor
nordisk telt | Nordisk | raw | sports-outdoor
robens zelt | Robens | raw | sports-outdoor
fischer tacos duopower | Fischer | raw | tools-diy
hilti sfc 22-a aparafusadora | Hilti | raw | tools-diy
wurth kit chaves | Würth | raw | tools-diy
stihl ms 170 motosserra | Stihl | raw | tools-diy
karcher wd 3 aspirador seco humido | Kärcher | raw | tools-diy
ryobi one+ aparafusadora | Ryobi | raw | tools-diy | Techtronic
parkside bohrhammer | Parkside | raw | tools-diy
wolfcraft werkbank | Wolfcraft | raw | tools-diy
hikoki rebarbadora | HiKOKI | raw | tools-diy
scheppach tischkreissäge | Scheppach | raw | tools-diy
gude kompressor | Güde | raw | tools-diy
stabila wasserwaage | Stabila | raw | tools-diy
leborgne pioche | Leborgne | raw | tools-diy
tivoly coffret forets | Tivoly | raw | tools-diy
fiskars x27 machado racha lenha | Fiskars | raw | tools-diy
al-ko tondeuse | AL-KO | raw | tools-diy
dulux valentine crème de couleur lin | Dulux Valentine | raw | tools-diy | AkzoNobel
hammerite tinta metal | Hammerite | raw | tools-diy | AkzoNobel
xylazel protector madera | Xylazel | raw | tools-diy
pattex cola | Pattex | raw | tools-diy | Henkel
ceys silicona | Ceys | raw | tools-diy
sika sikaflex | Sika | raw | tools-diy
stanley fatmax nível laser | Stanley | product-line | tools-diy | FatMax
clarins huile tonic corps | Clarins | raw | beauty-perfume
sisley paris creme | Sisley | raw | beauty-perfume
payot pâte grise | Payot | raw | beauty-perfume
filorga time-filler | Filorga | raw | beauty-perfume
vichy liftactiv supreme | Vichy | raw | beauty-perfume | L'Oréal
svr sebiaclear | SVR | raw | beauty-perfume
uriage bariéderm cica | Uriage | raw | beauty-perfume
a-derma exomega | A-Derma | raw | beauty-perfume | Pierre Fabre
ducray kelual ds shampooing | Ducray | raw | beauty-perfume | Pierre Fabre
klorane champô | Klorane | raw | beauty-perfume | Pierre Fabre
guerlain terracotta poudre | Guerlain | raw | beauty-perfume | LVMH
ch carolina herrera very good girl glam 80ml | Carolina Herrera | raw | beauty-perfume | Puig
nina ricci nina | Nina Ricci | raw | beauty-perfume | Puig
jean paul gautier le male | Jean Paul Gaultier | misspelling | beauty-perfume | Puig
sesderma hidraloe gel | Sesderma | raw | beauty-perfume
heliocare 360 | Heliocare | raw | beauty-perfume
castelbel difusor porto | Castelbel | raw | beauty-perfume
claus porto sabonete | Claus Porto | raw | beauty-perfume
benamor creme de rosto | Benamôr | raw | beauty-perfume
essence baby got blush | Essence | raw | beauty-perfume | cosnova
catrice foundation | Catrice | raw | beauty-perfume | cosnova
balea duschgel | Balea | raw | beauty-perfume | dm
alverde creme | Alverde | raw | beauty-perfume | dm
sebamed gel | Sebamed | raw | beauty-perfume
instituto español gel | Instituto Español | raw | beauty-perfume
agua de sevilla colonia | Agua de Sevilla | raw | beauty-perfume
epiphone casino coupe | Epiphone | raw | musical-instruments | Gibson
gibson sg | Gibson | raw | musical-instruments
framus gitarre | Framus | raw | musical-instruments
warwick bass corvette | Warwick | raw | musical-instruments
sandberg bass | Sandberg | raw | musical-instruments
duesenberg starplayer | Duesenberg | raw | musical-instruments
vigier excalibur | Vigier | raw | musical-instruments
lag t118 folk | Lâg | raw | musical-instruments
manuel rodriguez guitarra | Manuel Rodríguez | raw | musical-instruments
raimundo guitarra flamenca | Raimundo | raw | musical-instruments
esteve 7 sr guitarra cedro | Esteve | raw | musical-instruments
apc instruments cavaquinho | APC Instruments | raw | musical-instruments
millenium e-drum | Millenium | raw | musical-instruments
gewa geigenkoffer | Gewa | raw | musical-instruments
buffet crampon e11 clarinete | Buffet Crampon | raw | musical-instruments
selmer saxophone | Selmer | raw | musical-instruments
schlagwerk cajon | Schlagwerk | raw | musical-instruments
istanbul agop ride | Istanbul Agop | raw | musical-instruments
zildjian k sweet hi hat | Zildjian | raw | musical-instruments
sabian hhx | Sabian | raw | musical-instruments
elektron model cycles | Elektron | raw | musical-instruments
teenage engineering op-1 field | Teenage Engineering | raw | musical-instruments
behringer crave | Behringer | raw | musical-instruments | Music Tribe
akai mpc one | Akai Professional | product-line | musical-instruments | MPC
bechstein klavier | Bechstein | raw | musical-instruments
bluthner flügel | Blüthner | raw | musical-instruments
pleyel piano droit | Pleyel | raw | musical-instruments
ate pastilhas travão | ATE | raw | vehicle-parts | Continental
trw discos de travão | TRW | raw | vehicle-parts | ZF
meyle hd spurstange | Meyle | raw | vehicle-parts
skf rolamento roda | SKF | raw | vehicle-parts
gates kit distribuição | Gates | raw | vehicle-parts
dayco correia | Dayco | raw | vehicle-parts
ngk bobine allumage | NGK | raw | vehicle-parts
liqui moly ceratec aditivo | Liqui Moly | raw | vehicle-parts | Würth
elf evolution 900 | Elf | raw | vehicle-parts
cepsa aceite motor | Cepsa | raw | vehicle-parts
pirelli p zero 225/45 r17 | Pirelli | raw | vehicle-parts
nokian pneus inverno | Nokian | raw | vehicle-parts
vredestein ultrac satin 205/55 | Vredestein | raw | vehicle-parts
schuberth c5 | Schuberth | raw | vehicle-parts
shoei gt-air 2 | Shoei | raw | vehicle-parts
hjc i71 capacete | HJC | raw | vehicle-parts
alpinestars botas moto | Alpinestars | raw | vehicle-parts
givi mala top case | Givi | raw | vehicle-parts
shad baul moto | Shad | raw | vehicle-parts
akrapovic ponteira | Akrapovič | raw | vehicle-parts
arrow scarico | Arrow | raw | vehicle-parts
polini cilindro | Polini | raw | vehicle-parts
oxford cadeado disco moto | Oxford | raw | vehicle-parts
puig cupula racing | Puig | raw | vehicle-parts
castrol gtx 10w40 5 litros | Castrol | raw | vehicle-parts | BP
pirreli diablo rosso | Pirelli | misspelling | vehicle-parts
telemóvel de flip da alcatel | Alcatel | raw | phones
smartphone robusto da archos | Archos | raw | phones
liseuse de marque bookeen | Bookeen | raw | tablets
portátil para estudante da dynabook | Dynabook | raw | laptops
consola retro de bolso da miyoo | Miyoo | raw | consoles
bicicleta de estrada carbono colnago | Colnago | raw | bikes
bicicleta elétrica de carga tern | Tern | raw | bikes
casaco de penas da napapijri | Napapijri | raw | clothing | VF Corporation
sapatos de senhora da gabor | Gabor | raw | footwear
robot de cozinha magimix | Magimix | raw | small-appliances
frigorífico americano da haier | Haier | raw | large-appliances
objetiva macro da schneider | Schneider Kreuznach | raw | cameras
colunas de estante dynaudio | Dynaudio | raw | audio
relógio automático da orient | Orient | raw | watches-jewellery | Seiko Epson
candeeiro de pé flos | Flos | raw | furniture
cadeira auto da cybex | Cybex | raw | toys-baby
banda desenhada da dargaud | Dargaud | raw | books-media
tenda de campismo da ferrino | Ferrino | raw | sports-outdoor
motosserra a gasolina stihl | Stihl | raw | tools-diy
perfume de mulher carolina herrera | Carolina Herrera | raw | beauty-perfume | Puig
guitarra clássica da esteve | Esteve | raw | musical-instruments
capacete modular schuberth | Schuberth | raw | vehicle-parts
samsung galaxy z flip5 | Samsung | product-line | phones | Galaxy Z
honor 200 lite | Honor | raw | phones
iphone 14 plus 128 meia-noite | Apple | product-line | phones | iPhone
motorola edge 30 fusion azul | Motorola | product-line | phones | Edge
tecno camon 20 | Tecno | raw | phones
xiami redmi note 13 | Redmi | misspelling | phones | Xiaomi
sony xperia 1 iv roxo | Sony | product-line | phones | Xperia
huawei p30 lite sem google | Huawei | product-line | phones | P
oppo reno 8 t | Oppo | raw | phones
capa de silicone da mujjo | Mujjo | accessory | phones
cabo anker powerline para iphone | Anker | accessory | phones
kobo libra colour | Kobo | product-line | tablets | Libra
pocketbok verse pro | PocketBook | misspelling | tablets
remarkable paper pro | reMarkable | product-line | tablets | Paper Pro
lenovo ideapad gaming 3 15ach6 | Lenovo | product-line | laptops | IdeaPad
hp pavilion x360 | HP | product-line | laptops | Pavilion
macbook pro m3 pro 14 | Apple | product-line | laptops | MacBook Pro
acer nitro 5 an515 | Acer | product-line | laptops | Nitro
lenovo thinkbook 14 g4 | Lenovo | product-line | laptops | ThinkBook
porttil toshiba satelite | Toshiba | misspelling | laptops
portatil con cargador de la marca green cell | Green Cell | accessory | laptops
mochila targus para portátil 15 | Targus | accessory | laptops
playstation 5 edição digital com 2 comandos | Sony | product-line | consoles | PlayStation
nintendo wii com wii fit | Nintendo | product-line | consoles | Wii
xbox one s all digital | Microsoft | product-line | consoles | Xbox
auriculares astro a50 para xbox | Astro | accessory | consoles
volante logitech g29 para ps5 | Logitech | accessory | consoles
ktm macina cross e-bike | KTM | raw | bikes
specialized sirrus x 3.0 | Specialized | raw | bikes
cannondale topstone 105 | Cannondale | raw | bikes
giant talon com travões shimano | Giant | component | bikes
scott aspect com travões tektro | Scott | component | bikes
selle italia slr sillín | Selle Italia | accessory | bikes
capacete abus para bicicleta | Abus | accessory | bikes
levis 501 originais | Levi's | raw | clothing
levi strauss 511 slim | Levi's | raw | clothing
ralph lauren polo slim fit | Ralph Lauren | raw | clothing
inditex bershka calças | Bershka | maker+sub | clothing | Inditex
uniqlo casaco fleece cinzento | Uniqlo | raw | clothing | Fast Retailing
h&m conscious vestido | H&M | raw | clothing
zara woman blazer | Zara | raw | clothing | Inditex
adidas superstar branco | Adidas | raw | footwear
new balance 574 cinza | New Balance | raw | footwear
nike pegasus 40 | Nike | product-line | footwear | Pegasus
asics gel nimbus 25 | Asics | product-line | footwear | Gel-Nimbus
converse chuck taylor 70 | Converse | raw | footwear | Nike
vans authentic | Vans | raw | footwear | VF Corporation
timberland earthkeepers | Timberland | raw | footwear | VF Corporation
birckenstock arizona | Birkenstock | misspelling | footwear
delonghi dedica ec685 | De'Longhi | raw | small-appliances
philips airfryer série 3000 dual | Philips | raw | small-appliances
nespresso vertuo pop | Nespresso | raw | small-appliances | Nestlé
dyson airwrap complete | Dyson | raw | small-appliances
smeg jarro elétrico creme | Smeg | raw | small-appliances
rowenta silence force aspirador | Rowenta | raw | small-appliances | SEB
whirlpool supreme clean | Whirlpool | raw | large-appliances
samsung bespoke ai lavadora | Samsung | product-line | large-appliances | Bespoke
lg instaview frigorífico | LG | product-line | large-appliances | InstaView
siemens iq300 placa | Siemens | raw | large-appliances
indesit innex | Indesit | raw | large-appliances
canon eos r50 | Canon | product-line | cameras | EOS
nikon d5300 com 18-55 | Nikon | raw | cameras
gopro hero 12 black | GoPro | raw | cameras
dji osmo action 4 | DJI | product-line | cameras | Osmo
objetiva sigma 18-35 art para canon | Sigma | accessory | cameras
mochila peak design everyday | Peak Design | accessory | cameras
jbl flip 6 azul | JBL | raw | audio | Harman
coluna sonos five branca | Sonos | raw | audio
marshall acton 3 creme | Marshall | raw | audio
airpods max | Apple | product-line | audio | AirPods
casio f91w | Casio | raw | watches-jewellery
seiko presage cocktail | Seiko | raw | watches-jewellery
citizen eco drive | Citizen | raw | watches-jewellery
garmin forerunner 965 | Garmin | product-line | watches-jewellery | Forerunner
apple watch se 2 | Apple | product-line | watches-jewellery | Apple Watch
ikea kivik chaise longue | IKEA | product-line | furniture | Kivik
muji difusor aroma | Muji | raw | furniture
vitra eames plastic chair original | Vitra | raw | furniture
lego star wars at-te 75337 | LEGO | product-line | toys-baby | Star Wars
barbie casa de campo | Barbie | sub-alone | toys-baby | Mattel
hot wheels garagem city | Hot Wheels | sub-alone | toys-baby | Mattel
stokke sleepi berço oval | Stokke | raw | toys-baby
harry potter bloomsbury first edition | Bloomsbury | raw | books-media
asterix hachette album | Hachette | raw | books-media
planeta de agostini comics | Planeta | raw | books-media
decathlon quechua mochila | Quechua | maker+sub | sports-outdoor | Decathlon
the north face mcmurdo parka azul | The North Face | raw | sports-outdoor | VF Corporation
patagonia torrentshell 3l | Patagonia | raw | sports-outdoor
wilson clash 100 v2 | Wilson | raw | sports-outdoor | Amer Sports
bosch professional gbh 2-26 | Bosch | raw | tools-diy
makita dtd153 aparafusadora | Makita | raw | tools-diy
dewalt dcs391 serra | DeWalt | raw | tools-diy | Stanley Black & Decker
milwaukee martelo sds m18 fhx | Milwaukee | raw | tools-diy
chanel n5 100ml | Chanel | raw | beauty-perfume
dior sauvage eau de parfum | Dior | raw | beauty-perfume | LVMH
la roche posay cicaplast baume b5 | La Roche-Posay | raw | beauty-perfume | L'Oréal
the ordinary glycolic acid 7% | The Ordinary | raw | beauty-perfume
yamaha psr-e373 teclado | Yamaha | raw | musical-instruments
fender stratocaster mexicana 2019 | Fender | product-line | musical-instruments | Stratocaster
roland fp-10 piano | Roland | raw | musical-instruments
pearl roadshow bateria completa | Pearl | raw | musical-instruments
michelin pilot sport 5 225/40 | Michelin | product-line | vehicle-parts | Pilot Sport
continental ecocontact 6 | Continental | raw | vehicle-parts
bosch aerotwin escovas | Bosch | raw | vehicle-parts
varta bateria 70ah | Varta | raw | vehicle-parts
`;

const adversarial = `
protector de ecrã para poco x6 | - | for-x | phones
capinha para alcatel de teclas | - | for-x | phones
bateria nova para nokia 3310 | - | for-x | phones
funda tipo libro para realme 11 | - | for-x | phones
écran de remplacement pour oneplus 9 | - | for-x | phones
ersatz akku für shiftphone | - | for-x | phones
telemóvel desbloqueado dual sim genérico | - | no-brand | phones
smartphone barato de marca branca | - | no-brand | phones
movil chino 6 pulgadas sin caja | - | no-brand | phones
telefone de flip tipo motorola razr antigo | - | style-of | phones
movil estilo iphone con notch | - | style-of | phones
realme of dragons fantasy poster | - | generic-word | books-media
punkt und komma schreibheft | - | generic-word | books-media
Samsumg galaxi s24 ultra clone | - | near-brand | phones
Nokla 105 imitação | - | near-brand | phones
funda de cuero para kindle oasis | - | for-x | tablets
carregador para tablet lenovo tab m10 | - | for-x | tablets
stylet compatible wacom intuos | - | for-x | tablets
capa para xiaomi pad 6 | - | for-x | tablets
tablet para crianças sem marca com capa de borracha | - | no-brand | tablets
leitor ebook chines | - | no-brand | tablets
tablette graphique sans marque avec stylet | - | no-brand | tablets
tablet tipo ipad barato | - | style-of | tablets
liseuse façon kindle sans marque | - | style-of | tablets
terra cotta plant pots set | - | generic-word | furniture
Ipad pro chinês clone 12 polegadas | - | near-brand | tablets
carregador universal para portatil asus | - | for-x | laptops
bateria compatible dell xps 13 | - | for-x | laptops
teclado de substituição para hp elitebook | - | for-x | laptops
funda para surface go | - | for-x | laptops
portátil de segunda mão sem marca | - | no-brand | laptops
ordenador portatil montado por piezas | - | no-brand | laptops
netbook antigo genérico | - | no-brand | laptops
portátil estilo macbook air fininho | - | style-of | laptops
mountain landscape canvas print | - | generic-word | furniture
swift current kayak paddle | - | generic-word | sports-outdoor
stealth mode book hardback | - | generic-word | books-media
Mackbook air clone windows | - | near-brand | laptops
Aser aspire clon | - | near-brand | laptops
mando compatible xbox series s | - | for-x | consoles
funda para nintendo 3ds xl | - | for-x | consoles
cargador para psp 3000 | - | for-x | consoles
base para mega drive mini | - | for-x | consoles
consola retro com 10000 jogos sem marca | - | no-brand | consoles
comando genérico bluetooth | - | no-brand | consoles
máquina arcade de bar | - | no-brand | consoles
consola estilo game boy em vidro transparente | - | style-of | consoles
mini console façon super nintendo | - | style-of | consoles
Polistation 3 retro | - | near-brand | consoles
Nintando switch chino | - | near-brand | consoles
sillin para bicicleta canyon | - | for-x | bikes
portabultos para tern gsd | - | for-x | bikes
batería para haibike | - | for-x | bikes
cubiertas para boardman | - | for-x | bikes
bicicleta de paseo sin marca | - | no-brand | bikes
bici de montaña de hipermercado | - | no-brand | bikes
bicicleta reconstruida con piezas variadas | - | no-brand | bikes
bicicleta estilo holandesa com cesto | - | style-of | bikes
gravel tipo canyon grizl pero de aluminio chino | - | style-of | bikes
grand canyon poster framed | - | generic-word | furniture
moustache wax and comb set | - | generic-word | beauty-perfume
tern bird wooden carving | - | generic-word | furniture
rose bush climbing red | - | generic-word | furniture
Colnaga bici carbono china | - | near-brand | bikes
Canyan aeroad replica | - | near-brand | bikes
cinturón para vaqueros diesel | - | for-x | clothing
perchas para trajes | - | no-brand | clothing
camisola de lã tricotada à mão | - | no-brand | clothing
vestido de festa costurado por mim | - | no-brand | clothing
blusão sem etiqueta | - | no-brand | clothing
casaco estilo max mara cor camelo | - | style-of | clothing
chaqueta tipo napapijri de colores | - | style-of | clothing
blazer estilo scalpers | - | style-of | clothing
robe façon sézane fleurie | - | style-of | clothing
oxford shirt white slim | - | generic-word | clothing
diesel fuel can 20 litre | - | generic-word | vehicle-parts
princess dress up costume age 4 | - | generic-word | toys-baby
jules verne vingt mille lieues | - | generic-word | books-media
mission statement workbook | - | generic-word | books-media
Diesal jeans copia | - | near-brand | clothing
Max Marra cappotto imitazione | - | near-brand | clothing
The Koples veste copie | - | near-brand | clothing
cordões para botas timberland | - | for-x | footwear
palmilhas para clarks | - | for-x | footwear
solas de recambio para alpargatas castañer | - | for-x | footwear
spray para camurça de botas gabor | - | for-x | footwear
sapatilhas de lona brancas sem marca | - | no-brand | footwear
chinelas de praia | - | no-brand | footwear
botas de montanha usadas genéricas | - | no-brand | footwear
alpargatas tipo castañer de cuña | - | style-of | footwear
zapatillas estilo victoria | - | style-of | footwear
baskets façon bensimon | - | style-of | footwear
queen victoria biography | - | generic-word | books-media
lemon jelly recipe book | - | generic-word | books-media
ara macaw parrot print | - | generic-word | furniture
Timberlan botas imitação | - | near-brand | footwear
Vanz old skool chinas | - | near-brand | footwear
cestos para airfryer princess | - | for-x | small-appliances
lâminas para robot magimix | - | for-x | small-appliances
peças para vaporetto polti | - | for-x | small-appliances
discos compatíveis kenwood chef | - | for-x | small-appliances
cápsulas compatíveis lavazza a modo mio | - | for-x | small-appliances
torradeira de 2 fatias | - | no-brand | small-appliances
máquina de waffles sem marca | - | no-brand | small-appliances
ferro de engomar velho | - | no-brand | small-appliances
batedeira de mão genérica | - | no-brand | small-appliances
robot de cozinha estilo thermomix chinês | - | style-of | small-appliances
cafetera estilo smeg retro | - | style-of | small-appliances
create your own scrapbook kit | - | generic-word | books-media
caso cerrado dvd temporada 1 | - | generic-word | books-media
Kenwod chef clon | - | near-brand | small-appliances
Magimics robot cuisine | - | near-brand | small-appliances
filtro de agua para frigorífico haier | - | for-x | large-appliances
resistencia para horno smeg | - | for-x | large-appliances
puerta para lavadora aeg | - | for-x | large-appliances
pés niveladores para máquina gorenje | - | for-x | large-appliances
máquina de lavar roupa 7kg usada | - | no-brand | large-appliances
frigorífico de campismo | - | no-brand | large-appliances
fogão a lenha antigo | - | no-brand | large-appliances
frigorifico estilo smeg rosa sem marca | - | style-of | large-appliances
cuisinière façon rangemaster | - | style-of | large-appliances
sauter en parachute livre | - | generic-word | books-media
Gorenie frigorifico imitacion | - | near-brand | large-appliances
Smegg frigo vintage cinese | - | near-brand | large-appliances
película 35mm para rollei | - | for-x | cameras
tampa de objetiva para pentax k | - | for-x | cameras
bateria compatível insta360 x3 | - | for-x | cameras
rolos instax mini compatíveis | - | for-x | cameras
adaptador de objetivas pentax para sony | - | for-x | cameras
câmara descartável de casamento | - | no-brand | cameras
tripé de alumínio genérico | - | no-brand | cameras
câmara de caixa antiga sem marca | - | no-brand | cameras
câmara compacta estilo leica em plástico | - | style-of | cameras
appareil façon instax sans marque | - | style-of | cameras
kodak moment greeting card | - | generic-word | books-media
Insta 306 camera clone | - | near-brand | cameras
Yasica analógica china | - | near-brand | cameras
agulha para gira-discos rega | - | for-x | audio
almofadas para jabra elite 85h | - | for-x | audio
cabo para auscultadores sennheiser hd 600 | - | for-x | audio
suporte de parede para canton | - | for-x | audio
base de carregamento para bose soundlink | - | for-x | audio
colunas de som sem marca | - | no-brand | audio
amplificador de carro genérico | - | no-brand | audio
auriculares bluetooth baratos | - | no-brand | audio
gira discos estilo vintage de mala | - | style-of | audio
auscultadores tipo sony xm5 genéricos | - | style-of | audio
canton of zurich map | - | generic-word | books-media
quad bike 110cc kids | - | generic-word | vehicle-parts
tangent and cotangent maths workbook | - | generic-word | books-media
Senhaiser fones copia | - | near-brand | audio
Bosse soundlink imitacion | - | near-brand | audio
bracelete para festina | - | for-x | watches-jewellery
vidro para rado | - | for-x | watches-jewellery
correa nato para steinhart | - | for-x | watches-jewellery
caixa de relógios de madeira | - | no-brand | watches-jewellery
anel de prata martelada feito por mim | - | no-brand | watches-jewellery
relógio digital de criança | - | no-brand | watches-jewellery
fio de pérolas da avó | - | no-brand | watches-jewellery
reloj estilo tag heuer carrera | - | style-of | watches-jewellery
colgante tipo swarovski cisne | - | style-of | watches-jewellery
montre façon bulgari serpenti | - | style-of | watches-jewellery
lotus flower wall art | - | generic-word | furniture
orient express dvd | - | generic-word | books-media
calypso music cd | - | generic-word | books-media
Tag Hauer imitação | - | near-brand | watches-jewellery
Swarovsky cristais falsos | - | near-brand | watches-jewellery
capa para cadeira wishbone | - | for-x | furniture
pés de substituição para ikea lack | - | for-x | furniture
abajur para artemide tolomeo | - | for-x | furniture
capa de sofá para ektorp | - | for-x | furniture
mesa de jantar extensível | - | no-brand | furniture
cómoda antiga de pinho | - | no-brand | furniture
candeeiro de teto industrial | - | no-brand | furniture
estante de paletes | - | no-brand | furniture
cadeira estilo wishbone em faia | - | style-of | furniture
candeeiro tipo ph5 genérico | - | style-of | furniture
string of pearls plant | - | generic-word | furniture
montana state flag | - | generic-word | furniture
flos campi herbarium book | - | generic-word | books-media
Fritz Hanssen series 7 copia | - | near-brand | furniture
Artemida candeeiro replica | - | near-brand | furniture
roupa para nenuco | - | for-x | toys-baby
capota de substituição bugaboo cameleon | - | for-x | toys-baby
base isofix compatível maxi cosi cabriofix | - | for-x | toys-baby
peças compatíveis playmobil | - | for-x | toys-baby
cartões para toniebox | - | for-x | toys-baby
berço de madeira | - | no-brand | toys-baby
puzzle de cartão 500 peças | - | no-brand | toys-baby
boneco de peluche artesanal | - | no-brand | toys-baby
carrinho de bebé estilo bugaboo chinês | - | style-of | toys-baby
figuras tipo playmobil | - | style-of | toys-baby
kosmos cosmos carl sagan | - | generic-word | books-media
educa tu mente libro | - | generic-word | books-media
chicco de café verde | - | generic-word | books-media
Playmobel figuras imitação | - | near-brand | toys-baby
Cybek cadeira auto chinesa | - | near-brand | toys-baby
capas para livros de bolso tusquets | - | for-x | books-media
estojo para coleção dargaud | - | for-x | books-media
lote de livros antigos | - | no-brand | books-media
revistas velhas de cozinha | - | no-brand | books-media
dvd caseiro do casamento | - | no-brand | books-media
livro de receitas feito à mão | - | no-brand | books-media
cómic estilo tintin hecho por mi | - | style-of | books-media
taschen set leder damen | - | generic-word | clothing
salamandra de ferro fundido | - | generic-word | furniture
lonely planet mood quote poster | - | generic-word | furniture
reclame emaille bord | - | generic-word | furniture
Phaydon art book copy | - | near-brand | books-media
grip para pala nox | - | for-x | sports-outdoor
cordas de tripa para raquete babolat pure | - | for-x | sports-outdoor
fixações para esquis rossignol | - | for-x | sports-outdoor
cartucho de gás para trangia | - | for-x | sports-outdoor
saco de dormir de campismo | - | no-brand | sports-outdoor
bastões de caminhada genéricos | - | no-brand | sports-outdoor
tenda de 2 pessoas sem marca | - | no-brand | sports-outdoor
pala de padel de supermercado | - | no-brand | sports-outdoor
zapatillas de trail estilo salomon | - | style-of | sports-outdoor
chaqueta tipo jack wolfskin | - | style-of | sports-outdoor
regatta sailing week poster | - | generic-word | sports-outdoor
elan vital philosophy book | - | generic-word | books-media
boreal forest photography print | - | generic-word | furniture
nox arcana cd | - | generic-word | books-media
Salamon xt-6 replica | - | near-brand | sports-outdoor
Babolot pure aero copia | - | near-brand | sports-outdoor
bateria compatível ryobi one+ | - | for-x | tools-diy
corrente para motosserra stihl | - | for-x | tools-diy
bicos para karcher k4 | - | for-x | tools-diy
brocas compatíveis hilti | - | for-x | tools-diy
berbequim de bateria sem marca | - | no-brand | tools-diy
nível de bolha | - | no-brand | tools-diy
tinta plástica branca 15l | - | no-brand | tools-diy
serrote de poda | - | no-brand | tools-diy
caixa de ferramentas tipo stanley | - | style-of | tools-diy
tijeras de podar estilo fiskars | - | style-of | tools-diy
gates of fire novel | - | generic-word | books-media
sika deer antler decoration | - | generic-word | furniture
Karsher lavadora imitação | - | near-brand | tools-diy
Stihll motosserra china | - | near-brand | tools-diy
recargas para perfume carolina herrera | - | for-x | beauty-perfume
frasco de viagem para perfume | - | no-brand | beauty-perfume
sabonete artesanal de azeite | - | no-brand | beauty-perfume
creme feito em casa com aloé | - | no-brand | beauty-perfume
perfume inspirado em good girl | - | style-of | beauty-perfume
parfum type shalimar sans marque | - | style-of | beauty-perfume
crema estilo sesderma de farmacia china | - | style-of | beauty-perfume
essence of time novel | - | generic-word | books-media
elf costume christmas | - | generic-word | toys-baby
Guerlin shalimar barato | - | near-brand | beauty-perfume
Carolina Herera good girl copia | - | near-brand | beauty-perfume
cordas para epiphone | - | for-x | musical-instruments
pele para cajon schlagwerk | - | for-x | musical-instruments
boquilha para saxofone selmer | - | for-x | musical-instruments
fonte de alimentação para behringer | - | for-x | musical-instruments
guitarra clássica de estudante sem marca | - | no-brand | musical-instruments
cavaquinho artesanal | - | no-brand | musical-instruments
piano antigo sem marca | - | no-brand | musical-instruments
flauta de bisel | - | no-brand | musical-instruments
guitarra estilo sg vermelha | - | style-of | musical-instruments
sintetizador tipo op-1 chinês | - | style-of | musical-instruments
Zildijan pratos imitação | - | near-brand | musical-instruments
Behringher mesa | - | near-brand | musical-instruments
pastilhas compatíveis ate | - | for-x | vehicle-parts
viseira para shoei gt-air | - | for-x | vehicle-parts
suporte de top case givi | - | for-x | vehicle-parts
juntas para escape akrapovic | - | for-x | vehicle-parts
capacete de moto sem marca | - | no-brand | vehicle-parts
pneus usados 205/55 r16 | - | no-brand | vehicle-parts
luvas de moto genéricas | - | no-brand | vehicle-parts
ponteira tipo akrapovic de aço barato | - | style-of | vehicle-parts
capacete tipo shoei replica barata | - | style-of | vehicle-parts
oxford english dictionary | - | generic-word | books-media
arrow direction road sign | - | generic-word | furniture
Pirrelli pneus china | - | near-brand | vehicle-parts
Alpinstars botas copia | - | near-brand | vehicle-parts
schutzhülle für tonies figuren | - | for-x | toys-baby
ladegerät für stihl akku | - | for-x | tools-diy
im stil von fritz hansen stuhl | - | style-of | furniture
ohne marke fahrradhelm | - | no-brand | bikes
cinturino per orologio festina | - | for-x | watches-jewellery
stile max mara cappotto | - | style-of | clothing
senza marca zaino scuola | - | no-brand | sports-outdoor
coque pour xperia 10 | - | for-x | phones
style palladium bottines | - | style-of | footwear
samson q2u microfone usb | ?Samson | near-brand | audio
bush radio vintage dab | ?Bush | near-brand | audio
sanyo leitor cassetes antigo | ?Sanyo | near-brand | audio
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-twenty-seventh.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
