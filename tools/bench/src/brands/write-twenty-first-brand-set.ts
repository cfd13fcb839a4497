import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-twenty-first.json: a twenty-first brand set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its held-out part). Its writer read
 * neither the brand table nor the matching code — only the twentieth writer's header and split, the line parser
 * (`brandSetCases`), the scorer (brand-family-quality.ts) and the contract's BrandCategory enum.
 * 484 strings over all 20 BrandCategory ids (13 to 44 each), as sellers write brands in PT, ES, FR, EN (some IT, DE):
 * raw, lower case, misspelt (samsumg galaxi, huaway, kindel, pinarelo, masimo duti, birkenstok, swarovsky, zildjan),
 * glued or spaced (pullandbear, pull and bear, northface, one plus, delonghi, riese und muller, maxi cosi, la roche
 * posay, bang olufsen, marc o polo), maker + sub-brand (xiaomi poco, hp omen, Omen by HP, asus rog, inditex bershka,
 * decathlon rockrider and artengo, gallimard folio, gibson epiphone, mo sonae), the sub-brand alone (Poco, Triban,
 * Forclaz, Tribord, Simond, Wedze), product lines (iPhone, Galaxy, iPad, MacBook, XPS, IdeaPad, Game Boy, PlayStation,
 * Xbox, Steam Deck, Instax, Billy, Poäng, Hemnes, Tripp Trapp, Ninjago), sentences, accessories of another brand
 * (Spigen, OtterBox, Belkin, PGYTech, Joby, Ugreen, Hori, Topeak, Ortlieb) and makers with another's components (Orbea
 * with Shimano, Canyon with DT Swiss, Sonos with a Flexson mount, Makita with a Bosch disc); smaller European makers of
 * every category other than the twentieth's (Gigaset, Doro, Emporia, HMD, Punkt, Volla, BQ, Archos, SPC, Tolino,
 * reMarkable, Tuxedo, Medion, Mountain, Vaio, PcCom, Evercade, Gazelle, Koga, Cube, Canyon, Rose, Ghost, Haibike, Riese &
 * Müller, Orbea, BH, Mondraker, Colnago, Lapierre, Brompton, VanMoof, Moustache, Bergamont, Radon, Salsa, Tiffosi, MO,
 * Quebramar, Sfera, Desigual, Petit Bateau, Comptoir des Cotonniers, Sézane, Maje, Sandro, Marc O'Polo, s.Oliver,
 * Falconeri, Fly London, Sanjo, Pikolinos, Panama Jack, Lloyd, Kickers, Palladium, Lowa, Scarpa, La Sportiva, Superga,
 * Taurus, Cecotec, Tristar, Rommelsbacher, Ariete, Teka, Fagor, Gaggenau, Constructa, Leica, Voigtländer,
 * Lomography, Ilford, Focal, Audio Pro, Libratone, Cambridge Audio, Rega, Pro-Ject, Energy Sistem, Certina, Mido, Stowa,
 * Sinn, Tous, Thomas Sabo, PDPAOLA, Lotus, Ligne Roset, Roche Bobois, Normann Copenhagen, Ferm Living, Fritz Hansen,
 * Tylko, Schleich, Brio, Joolz, Babyzen, Quercetti, Flammarion, Anagrama, Bertrand, Leya, Feltrinelli, Carlsen, Taschen,
 * Fjällräven, Haglöfs, Ortovox, Rab, Ferrino, Uhlsport, Festool, Metabo, Würth, Bellota, Caudalie, Apivita, Korres,
 * Babaria, Claus Porto, Ach. Brito, Benamôr, Nord, Arturia, Hagström, Framus, Warwick, Meinl, Gewa, Buffet Crampon,
 * Selmer, Ferodo, Febi Bilstein, Mann-Filter, Liqui Moly, Motul, Akrapovič…); names shared with everyday
 * words or another category, decided by category (Rose, Ghost, Cube, Mountain, Salsa, Tous, Moustache, Lotus, Essence,
 * Rituals, Palladium, Scarpa, Bellota, Columbia, Sisley as Benetton's clothing and as the Paris cosmetics house, Yamaha
 * as instruments and motorcycles, Sigma, Philips and Bosch as car parts), with the same words as generic-word traps in
 * another category (rose gold, a ghost costume, mountain bike, cube shelves, salsa lessons, "tous les jours", a moustache
 * comb, a lotus lamp, "filtre à essence", palladium earrings, "scarpe da ginnastica", an acorn ham slicer), and car
 * model and everyday words (mini dress, smart casual, polo shirt, capri pants, seat covers, golf balls, panda and jaguar
 * toys, jazz CDs). Naming policy as the twentieth: the brand as its owner sells it, with its parent only where the
 * writer is sure of the owner (Xiaomi, Lenovo, HP, Asus, Decathlon, Sonae, El Corte Inglés, Inditex, H&M, Benetton,
 * Calzedonia, SEB, De'Longhi, BSH, Arçelik, Haier, Electrolux, Swatch, Fossil, Festina, Ravensburger, Stokke, Goodbaby,
 * Dorel, Gallimard, Penguin Random House, Husqvarna, Lidl, Stanley Black & Decker, Bosch, Pierre Fabre, L'Oréal, LVMH,
 * Beiersdorf, Thomann, Gibson, ZF); a product line is the maker with the line. Traps expect no brand (`-`), save
 * near-brands that are another real maker, written `?Name` (may be unknown, never the famous look-alike: Sanyo, Nikko,
 * Kenko, Zenit, Philco, Nokta, Lenco, Meridian, Tefcold, Rotary, Lepin, Garmont, Samsonite, Zaful).
 * Kinds: raw 253, product-line 16, maker+sub 10, spacing 10, accessory 9, misspelling 8, sub-alone 6, component 4,
 * sentence 2, adversarial traps 166 (for-x 73, generic-word 37, style-of 22, no-brand 20, near-brand 14); 77 strings
 * carry an expected parent, 16 a line. Adversarial (traps + accessory, component, maker+sub) 189 (39 %).
 * Parts: tune 242 (94 adversarial), held-out 242 (95 adversarial); all 20 categories in both.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * twentieth set's greedy balance in the order written over category, kind, trap and adversarial flag
 * (`balancedSplit`, below), which no label or matcher output decides.
 *
 * Lines as the third to twentieth sets (`brandSetCases`): positives `raw | expected | kind | category | parent (or,
 * for a product line, the line)`, adversarial `raw | expected | trap | category`; `-` no brand. Traps: `for-x`,
 * `style-of`, `near-brand`, `generic-word`, `no-brand` (as the twentieth).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-twenty-first-brand-set.ts`.
 * First run (2026-11-29, table and matcher as on 66ac722, `nice -n 10 timeout 900 npm run bench -- brands`): with each
 * string's category, tune 0.96 (232 of 242, 0 wrong merges), held-out 0.94 (228 of 242, 1 wrong merge, 1 adversarial);
 * with no category, tune 0.96 (232, 0 wrong merges), held-out 0.92 (222, 1, 1 adversarial).
 */

const positives = `
Gigaset GS5 | Gigaset | raw | phones
doro 8100 telemovel seniores | Doro | raw | phones
emporia smart 5 | Emporia | raw | phones
HMD Pulse | HMD | raw | phones
punkt mp02 | Punkt | raw | phones
volla phone 22 | Volla | raw | phones
bq aquaris x2 | BQ | raw | phones
samsumg galaxi a15 | Samsung | misspelling | phones
xiaomi poco x6 | Poco | maker+sub | phones | Xiaomi
POCO F5 | Poco | sub-alone | phones | Xiaomi
honor magic 6 lite | Honor | raw | phones
iphone 15 pro max 256 | Apple | product-line | phones | iPhone
galaxy z flip 5 | Samsung | product-line | phones | Galaxy
one plus nord | OnePlus | spacing | phones
archos 101 oxygen | Archos | raw | tablets
tablet spc gravity 3 | SPC | raw | tablets
tolino vision 6 | Tolino | raw | tablets
kobo clara 2e | Kobo | raw | tablets
remarkable 2 com caneta | reMarkable | raw | tablets
ipad air 5a geracao | Apple | product-line | tablets | iPad
lenovo tab m10 | Lenovo | raw | tablets
huaway matepad | Huawei | misspelling | tablets
kindel paperwhite | Amazon | misspelling | tablets
tuxedo pulse 14 | Tuxedo | raw | laptops
medion akoya | Medion | raw | laptops | Lenovo
Mountain Onyx portatil gaming | Mountain | raw | laptops
vaio fe 14 | Vaio | raw | laptops
portatil pccom revolt | PcCom | raw | laptops
MSI katana 15 | MSI | raw | laptops
hp omen 16 | Omen | maker+sub | laptops | HP
Omen by HP 17 | Omen | maker+sub | laptops | HP
macbook pro 14 m3 | Apple | product-line | laptops | MacBook
dell xps 13 | Dell | product-line | laptops | XPS
asus rog zephyrus | ROG | maker+sub | laptops | Asus
lenovo ideapad slim 3 | Lenovo | product-line | laptops | IdeaPad
atari 2600+ | Atari | raw | consoles
evercade vs | Evercade | raw | consoles
sega mega drive mini | Sega | raw | consoles
game boy color | Nintendo | product-line | consoles | Game Boy
play station 4 slim | Sony | product-line | consoles | PlayStation
xbox one x 1tb | Microsoft | product-line | consoles | Xbox
steamdeck oled | Valve | product-line | consoles | Steam Deck
gazelle orange c8 | Gazelle | raw | bikes
koga miyata | Koga | raw | bikes
cube stereo 140 | Cube | raw | bikes
canyon aeroad | Canyon | raw | bikes
rose backroad | Rose | raw | bikes
ghost kato | Ghost | raw | bikes
haibike sduro | Haibike | raw | bikes
riese und muller load 75 | Riese & Müller | spacing | bikes
orbea orca m30 | Orbea | raw | bikes
bh ultralight | BH | raw | bikes
mondraker foxy | Mondraker | raw | bikes
bianchi oltre | Bianchi | raw | bikes
pinarelo dogma | Pinarello | misspelling | bikes
colnago c64 | Colnago | raw | bikes
lapierre xelius | Lapierre | raw | bikes
brompton c line | Brompton | raw | bikes
vanmoof s3 | VanMoof | raw | bikes
moustache samedi 27 | Moustache | raw | bikes
bergamont revox | Bergamont | raw | bikes
radon skeen | Radon | raw | bikes
decathlon rockrider st 540 | Rockrider | maker+sub | bikes | Decathlon
triban rc 120 | Triban | sub-alone | bikes | Decathlon
orbea com grupo shimano 105 | Orbea | component | bikes
bicicleta canyon com rodas dt swiss | Canyon | component | bikes
salsa jeans | Salsa | raw | clothing
tiffosi denim | Tiffosi | raw | clothing
mo sonae | MO | maker+sub | clothing | Sonae
quebramar polo | Quebramar | raw | clothing
sfera | Sfera | raw | clothing | El Corte Inglés
desigual | Desigual | raw | clothing
petit bateau body | Petit Bateau | raw | clothing
comptoir des cotonniers | Comptoir des Cotonniers | raw | clothing
sezane blouse | Sézane | raw | clothing
maje robe | Maje | raw | clothing
sandro paris | Sandro | raw | clothing
pull and bear | Pull&Bear | spacing | clothing | Inditex
pullandbear | Pull&Bear | spacing | clothing | Inditex
stradivarius | Stradivarius | raw | clothing | Inditex
oysho | Oysho | raw | clothing | Inditex
masimo duti | Massimo Dutti | misspelling | clothing | Inditex
lefties | Lefties | raw | clothing | Inditex
inditex bershka | Bershka | maker+sub | clothing | Inditex
COS | COS | raw | clothing | H&M
arket | Arket | raw | clothing | H&M
weekday jeans | Weekday | raw | clothing | H&M
& other stories | & Other Stories | raw | clothing | H&M
marc o polo | Marc O'Polo | spacing | clothing
s.oliver | s.Oliver | raw | clothing
benetton | Benetton | raw | clothing
sisley | Sisley | raw | clothing | Benetton
intimissimi | Intimissimi | raw | clothing | Calzedonia
tezenis | Tezenis | raw | clothing | Calzedonia
falconeri cashmere | Falconeri | raw | clothing | Calzedonia
fly london | Fly London | raw | footwear
sanjo k100 | Sanjo | raw | footwear
pikolinos | Pikolinos | raw | footwear
panama jack botas | Panama Jack | raw | footwear
geox respira | Geox | raw | footwear
birkenstok arizona | Birkenstock | misspelling | footwear
lloyd schuhe | Lloyd | raw | footwear
ecco soft 7 | Ecco | raw | footwear
kickers | Kickers | raw | footwear
palladium pampa | Palladium | raw | footwear
lowa renegade | Lowa | raw | footwear
scarpa mojito | Scarpa | raw | footwear
la sportiva | La Sportiva | raw | footwear
superga 2750 | Superga | raw | footwear
taurus | Taurus | raw | small-appliances
cecotec conga | Cecotec | raw | small-appliances
moulinex | Moulinex | raw | small-appliances | SEB
rowenta | Rowenta | raw | small-appliances | SEB
tefal actifry | Tefal | raw | small-appliances | SEB
wmf | WMF | raw | small-appliances | SEB
tristar | Tristar | raw | small-appliances
rommelsbacher | Rommelsbacher | raw | small-appliances
delonghi magnifica | De'Longhi | spacing | small-appliances
kenwood chef | Kenwood | raw | small-appliances | De'Longhi
ariete vintage | Ariete | raw | small-appliances | De'Longhi
dyson v11 | Dyson | raw | small-appliances
teka | Teka | raw | large-appliances
fagor | Fagor | raw | large-appliances
balay | Balay | raw | large-appliances | BSH
neff | Neff | raw | large-appliances | BSH
gaggenau | Gaggenau | raw | large-appliances | BSH
constructa | Constructa | raw | large-appliances | BSH
miele w1 | Miele | raw | large-appliances
liebherr | Liebherr | raw | large-appliances
beko | Beko | raw | large-appliances | Arçelik
grundig | Grundig | raw | large-appliances | Arçelik
candy | Candy | raw | large-appliances | Haier
hoover | Hoover | raw | large-appliances | Haier
zanussi | Zanussi | raw | large-appliances | Electrolux
aeg lavamat | AEG | raw | large-appliances | Electrolux
smeg fab28 | Smeg | raw | large-appliances
leica q2 | Leica | raw | cameras
hasselblad x2d | Hasselblad | raw | cameras
zeiss batis | Zeiss | raw | cameras
voigtlander nokton | Voigtländer | raw | cameras
kodak ektar | Kodak | raw | cameras
polaroid now | Polaroid | raw | cameras
lomography diana | Lomography | raw | cameras
ilford hp5 | Ilford | raw | cameras
sigma 18-35 art | Sigma | raw | cameras
tamron 28-75 | Tamron | raw | cameras
fuji instax mini 12 | Fujifilm | product-line | cameras | Instax
bang olufsen beoplay | Bang & Olufsen | spacing | audio
b&w 606 | Bowers & Wilkins | raw | audio
kef ls50 | KEF | raw | audio
focal chora | Focal | raw | audio
jabra elite | Jabra | raw | audio
beyerdynamic dt 770 | Beyerdynamic | raw | audio
akg k371 | AKG | raw | audio
marshall stanmore | Marshall | raw | audio
audio pro addon | Audio Pro | raw | audio
libratone zipp | Libratone | raw | audio
cambridge audio cxa61 | Cambridge Audio | raw | audio
rega planar 1 | Rega | raw | audio
pro-ject debut carbon | Pro-Ject | raw | audio
energy sistem | Energy Sistem | raw | audio
tissot prx | Tissot | raw | watches-jewellery | Swatch
longines conquest | Longines | raw | watches-jewellery | Swatch
certina ds | Certina | raw | watches-jewellery | Swatch
mido ocean star | Mido | raw | watches-jewellery | Swatch
hamilton khaki | Hamilton | raw | watches-jewellery | Swatch
rado captain cook | Rado | raw | watches-jewellery | Swatch
frederique constant | Frederique Constant | raw | watches-jewellery
stowa flieger | Stowa | raw | watches-jewellery
sinn 556 | Sinn | raw | watches-jewellery
tous oso | Tous | raw | watches-jewellery
pandora charm | Pandora | raw | watches-jewellery
thomas sabo | Thomas Sabo | raw | watches-jewellery
swarovsky colar | Swarovski | misspelling | watches-jewellery
pdpaola | PDPAOLA | raw | watches-jewellery
skagen | Skagen | raw | watches-jewellery | Fossil
daniel wellington | Daniel Wellington | raw | watches-jewellery
lotus | Lotus | raw | watches-jewellery | Festina
ligne roset togo | Ligne Roset | raw | furniture
roche bobois | Roche Bobois | raw | furniture
vitra eames | Vitra | raw | furniture
kartell louis ghost | Kartell | raw | furniture
normann copenhagen | Normann Copenhagen | raw | furniture
ferm living | Ferm Living | raw | furniture
fritz hansen | Fritz Hansen | raw | furniture
tylko | Tylko | raw | furniture
ikea billy | IKEA | product-line | furniture | Billy
poang ikea | IKEA | product-line | furniture | Poäng
hemnes | IKEA | product-line | furniture | Hemnes
schleich | Schleich | raw | toys-baby
ravensburger puzzle 1000 | Ravensburger | raw | toys-baby
brio comboio | Brio | raw | toys-baby | Ravensburger
chicco | Chicco | raw | toys-baby
bugaboo fox | Bugaboo | raw | toys-baby
stokke tripp trapp | Stokke | product-line | toys-baby | Tripp Trapp
babyzen yoyo | Babyzen | raw | toys-baby | Stokke
cybex sirona | Cybex | raw | toys-baby | Goodbaby
maxi cosi pebble | Maxi-Cosi | spacing | toys-baby | Dorel
bebe confort | Bébé Confort | raw | toys-baby | Dorel
joolz day | Joolz | raw | toys-baby
vtech | VTech | raw | toys-baby
clementoni | Clementoni | raw | toys-baby
sylvanian families | Sylvanian Families | raw | toys-baby
quercetti | Quercetti | raw | toys-baby
lego ninjago | LEGO | product-line | toys-baby | Ninjago
penguin classics | Penguin | raw | books-media
gallimard folio | Folio | maker+sub | books-media | Gallimard
flammarion | Flammarion | raw | books-media
anagrama | Anagrama | raw | books-media
alfaguara | Alfaguara | raw | books-media | Penguin Random House
bertrand editora | Bertrand | raw | books-media
leya | Leya | raw | books-media
feltrinelli | Feltrinelli | raw | books-media
carlsen comics | Carlsen | raw | books-media
taschen | Taschen | raw | books-media
deutsche grammophon | Deutsche Grammophon | raw | books-media
the north face | The North Face | raw | sports-outdoor
northface | The North Face | spacing | sports-outdoor
patagonia | Patagonia | raw | sports-outdoor
fjallraven kanken | Fjällräven | raw | sports-outdoor
haglofs | Haglöfs | raw | sports-outdoor
mammut | Mammut | raw | sports-outdoor
ortovox | Ortovox | raw | sports-outdoor
jack wolfskin | Jack Wolfskin | raw | sports-outdoor
rab | Rab | raw | sports-outdoor
columbia | Columbia | raw | sports-outdoor
forclaz | Forclaz | sub-alone | sports-outdoor | Decathlon
tribord | Tribord | sub-alone | sports-outdoor | Decathlon
decathlon artengo | Artengo | maker+sub | sports-outdoor | Decathlon
simond | Simond | sub-alone | sports-outdoor | Decathlon
wedze | Wedze | sub-alone | sports-outdoor | Decathlon
ferrino | Ferrino | raw | sports-outdoor
petzl | Petzl | raw | sports-outdoor
black diamond | Black Diamond | raw | sports-outdoor
uhlsport | Uhlsport | raw | sports-outdoor
kappa | Kappa | raw | sports-outdoor
festool | Festool | raw | tools-diy
metabo | Metabo | raw | tools-diy
hilti | Hilti | raw | tools-diy
wurth | Würth | raw | tools-diy
stihl | Stihl | raw | tools-diy
gardena | Gardena | raw | tools-diy | Husqvarna
karcher k5 | Kärcher | raw | tools-diy
parkside | Parkside | raw | tools-diy | Lidl
ryobi one+ | Ryobi | raw | tools-diy
milwaukee m18 | Milwaukee | raw | tools-diy
facom | Facom | raw | tools-diy | Stanley Black & Decker
bahco | Bahco | raw | tools-diy
bellota | Bellota | raw | tools-diy
dremel | Dremel | raw | tools-diy | Bosch
caudalie | Caudalie | raw | beauty-perfume
avene | Avène | raw | beauty-perfume | Pierre Fabre
la roche posay | La Roche-Posay | spacing | beauty-perfume | L'Oréal
vichy | Vichy | raw | beauty-perfume | L'Oréal
bioderma | Bioderma | raw | beauty-perfume
yves rocher | Yves Rocher | raw | beauty-perfume
sisley paris | Sisley | raw | beauty-perfume
lancome | Lancôme | raw | beauty-perfume | L'Oréal
guerlain | Guerlain | raw | beauty-perfume | LVMH
nivea | Nivea | raw | beauty-perfume | Beiersdorf
eucerin | Eucerin | raw | beauty-perfume | Beiersdorf
korres | Korres | raw | beauty-perfume
apivita | Apivita | raw | beauty-perfume
babaria | Babaria | raw | beauty-perfume
essence | Essence | raw | beauty-perfume
kiko milano | Kiko | raw | beauty-perfume
rituals | Rituals | raw | beauty-perfume
claus porto | Claus Porto | raw | beauty-perfume
ach brito | Ach. Brito | raw | beauty-perfume
benamor | Benamôr | raw | beauty-perfume
roland td-07 | Roland | raw | musical-instruments
korg minilogue | Korg | raw | musical-instruments
nord stage 3 | Nord | raw | musical-instruments
arturia minilab | Arturia | raw | musical-instruments
behringer | Behringer | raw | musical-instruments
harley benton | Harley Benton | raw | musical-instruments | Thomann
hagstrom | Hagström | raw | musical-instruments
framus | Framus | raw | musical-instruments
warwick | Warwick | raw | musical-instruments
meinl | Meinl | raw | musical-instruments
zildjan | Zildjian | misspelling | musical-instruments
epiphone les paul | Epiphone | raw | musical-instruments | Gibson
gibson epiphone sg | Epiphone | maker+sub | musical-instruments | Gibson
gretsch | Gretsch | raw | musical-instruments
buffet crampon | Buffet Crampon | raw | musical-instruments
selmer | Selmer | raw | musical-instruments
gewa | Gewa | raw | musical-instruments
yamaha p-45 | Yamaha | raw | musical-instruments
valeo | Valeo | raw | vehicle-parts
hella | Hella | raw | vehicle-parts
pirelli p zero | Pirelli | raw | vehicle-parts
brembo | Brembo | raw | vehicle-parts
ferodo | Ferodo | raw | vehicle-parts
febi bilstein | Febi Bilstein | raw | vehicle-parts
sachs | Sachs | raw | vehicle-parts | ZF
trw | TRW | raw | vehicle-parts | ZF
osram night breaker | Osram | raw | vehicle-parts
castrol edge | Castrol | raw | vehicle-parts
motul 300v | Motul | raw | vehicle-parts
liqui moly | Liqui Moly | raw | vehicle-parts
mann filter | Mann-Filter | raw | vehicle-parts
akrapovic | Akrapovič | raw | vehicle-parts
yamaha mt07 escape | Yamaha | raw | vehicle-parts
bosch pastilhas de travao | Bosch | raw | vehicle-parts
philips xtreme vision | Philips | raw | vehicle-parts
vendo casaco da columbia quase novo | Columbia | sentence | sports-outdoor
compré una sierra bellota y no la uso | Bellota | sentence | tools-diy
spigen capa iphone 15 | Spigen | accessory | phones
capa otterbox para galaxy s24 | OtterBox | accessory | phones
belkin carregador para macbook | Belkin | accessory | laptops
funda pgytech para dji mini | PGYTech | accessory | cameras
joby gorillapod for sony | Joby | accessory | cameras
ugreen dock for steam deck | Ugreen | accessory | consoles
hori controller for nintendo switch | Hori | accessory | consoles
topeak bomba para bicicleta trek | Topeak | accessory | bikes
ortlieb alforges para brompton | Ortlieb | accessory | bikes
sonos com suporte flexson | Sonos | component | audio
makita com disco de corte bosch | Makita | component | tools-diy
`;

const adversarial = `
capa para iphone 14 transparente | - | for-x | phones
pelicula de vidro compativel samsung a54 | - | for-x | phones
funda para xiaomi redmi note 12 | - | for-x | phones
cargador compatible con iphone | - | for-x | phones
coque pour pixel 8 | - | for-x | phones
hulle fur huawei p30 | - | for-x | phones
cover per iphone 13 mini | - | for-x | phones
teclado para ipad 10 | - | for-x | tablets
capa para kindle paperwhite | - | for-x | tablets
stylus compatible with remarkable | - | for-x | tablets
housse pour tablette lenovo | - | for-x | tablets
bateria compativel hp pavilion | - | for-x | laptops
carregador para portatil asus 65w | - | for-x | laptops
sleeve for macbook air 13 | - | for-x | laptops
ram para thinkpad t480 | - | for-x | laptops
comando compativel ps4 | - | for-x | consoles
mando para switch generico | - | for-x | consoles
skin sticker for xbox series x | - | for-x | consoles
cartucho para game boy repro | - | for-x | consoles
pastilhas de travao para shimano deore | - | for-x | bikes
corrente compativel sram 12v | - | for-x | bikes
selim para brompton | - | for-x | bikes
bateria para bici haibike | - | for-x | bikes
garde-boue pour vanmoof | - | for-x | bikes
botoes para casaco barbour | - | for-x | clothing
atacadores para nike air force | - | for-x | footwear
palmilhas para birkenstock | - | for-x | footwear
shoe trees for church's | - | for-x | footwear
embalagem de limpeza para jordan | - | for-x | footwear
capsulas compativeis nespresso | - | for-x | small-appliances
filtro para aspirador dyson | - | for-x | small-appliances
jarra para bimby tm5 | - | for-x | small-appliances
sacos para aspiradora rowenta | - | for-x | small-appliances
joint de porte pour lave-linge bosch | - | for-x | large-appliances
filtro de agua para frigorifico samsung | - | for-x | large-appliances
resistencia para forno balay | - | for-x | large-appliances
Dichtung fur Miele Spulmaschine | - | for-x | large-appliances
bolsa para camara canon | - | for-x | cameras
tampa de objetiva para nikon 52mm | - | for-x | cameras
adaptador m42 para sony e | - | for-x | cameras
bateria np-fw50 compatible sony | - | for-x | cameras
almohadillas para sony wh-1000xm4 | - | for-x | audio
cable for bose quietcomfort | - | for-x | audio
agulha para gira-discos technics | - | for-x | audio
bracelete para apple watch 45mm | - | for-x | watches-jewellery
correa compatible garmin fenix | - | for-x | watches-jewellery
bracelet pour montre casio | - | for-x | watches-jewellery
berloque compativel pandora | - | for-x | watches-jewellery
capas para sofa ektorp ikea | - | for-x | furniture
puxadores para comoda malm | - | for-x | furniture
pieds pour kallax | - | for-x | furniture
capota para carrinho bugaboo | - | for-x | toys-baby
base isofix compatible maxi cosi | - | for-x | toys-baby
pecas compativeis com lego | - | for-x | toys-baby
colchao para cama de viagem chicco | - | for-x | toys-baby
capa para kobo libra | - | for-x | books-media
marcapaginas para livros harry potter | - | for-x | books-media
cordoes para botas salomon | - | for-x | sports-outdoor
bastoes compativeis com mochila deuter | - | for-x | sports-outdoor
baterias compativeis makita 18v | - | for-x | tools-diy
discos para rebarbadora bosch | - | for-x | tools-diy
Akku passend fur Einhell | - | for-x | tools-diy
carregador para parkside x20v | - | for-x | tools-diy
recarga para perfume hugo boss | - | for-x | beauty-perfume
cabezales compatibles oral-b | - | for-x | beauty-perfume
cordas para guitarra fender | - | for-x | musical-instruments
estuche para violin yamaha | - | for-x | musical-instruments
pedal de sustain compativel roland | - | for-x | musical-instruments
pastilhas de travao para bmw serie 3 | - | for-x | vehicle-parts
tapetes para seat ibiza | - | for-x | vehicle-parts
escovas limpa-vidros para renault clio | - | for-x | vehicle-parts
filtre a huile pour peugeot 208 | - | for-x | vehicle-parts
Bremsscheiben fur VW Golf 7 | - | for-x | vehicle-parts
estilo chanel casaco tweed | - | style-of | clothing
tipo zara vestido | - | style-of | clothing
inspired by hermes bag | - | style-of | clothing
look dior saia | - | style-of | clothing
stile moncler piumino | - | style-of | clothing
sandalias tipo birkenstock | - | style-of | footwear
baskets facon converse | - | style-of | footwear
botas estilo dr martens | - | style-of | footwear
estante estilo ikea kallax | - | style-of | furniture
cadeira tipo eames | - | style-of | furniture
lampara estilo vitra | - | style-of | furniture
relogio estilo rolex | - | style-of | watches-jewellery
montre facon cartier | - | style-of | watches-jewellery
pulsera tipo pandora | - | style-of | watches-jewellery
perfume equivalencia chanel nº5 | - | style-of | beauty-perfume
dupe de la mer creme | - | style-of | beauty-perfume
guitarra tipo stratocaster | - | style-of | musical-instruments
casque style marshall | - | style-of | audio
carrinho de bebe tipo bugaboo | - | style-of | toys-baby
blocos tipo lego | - | style-of | toys-baby
bicicleta estilo brompton dobravel | - | style-of | bikes
mochila tipo kanken | - | style-of | sports-outdoor
rose gold colar | - | generic-word | watches-jewellery
quartzo rosa pulseira | - | generic-word | watches-jewellery
palladium earrings | - | generic-word | watches-jewellery
fantasia de ghost halloween | - | generic-word | toys-baby
mountain bike 29 rodas | - | generic-word | bikes
cube storage shelves | - | generic-word | furniture
mesa de madeira de mango | - | generic-word | furniture
lotus flower lamp | - | generic-word | furniture
gazelle figurine ceramic | - | generic-word | furniture
salsa aprender dvd | - | generic-word | books-media
rituals of the ancient world book | - | generic-word | books-media
tous les jours livre de cuisine | - | generic-word | books-media
filtre a essence | - | generic-word | vehicle-parts
diesel particulate filter | - | generic-word | vehicle-parts
seat covers universal black | - | generic-word | vehicle-parts
focal length chart poster | - | generic-word | cameras
scarpe da ginnastica bianche | - | generic-word | footwear
mini dress black sequin | - | generic-word | clothing
smart casual shirt | - | generic-word | clothing
plain polo shirt navy | - | generic-word | clothing
capri pants white | - | generic-word | clothing
jazz cd collection | - | generic-word | books-media
panda plush 40cm | - | generic-word | toys-baby
jaguar soft toy | - | generic-word | toys-baby
golf balls x24 | - | generic-word | sports-outdoor
coach whistle metal | - | generic-word | sports-outdoor
fossil dig kit for kids | - | generic-word | toys-baby
fiambreira para presunto de bellota | - | generic-word | small-appliances
moustache comb wooden | - | generic-word | beauty-perfume
essence of lavender oil | - | generic-word | beauty-perfume
apple peeler corer | - | generic-word | small-appliances
marshal badge costume | - | generic-word | toys-baby
canyon photo print | - | generic-word | furniture
tiger print scarf | - | generic-word | clothing
sigma notation textbook | - | generic-word | books-media
compass for hiking | - | generic-word | sports-outdoor
van roof box | - | generic-word | vehicle-parts
sanyo radio cassete | ?Sanyo | near-brand | audio
nikko carro telecomandado | ?Nikko | near-brand | toys-baby
kenko filtro uv 58mm | ?Kenko | near-brand | cameras
zenit e camara soviética | ?Zenit | near-brand | cameras
philco frigorifico | ?Philco | near-brand | large-appliances
nokta detector de metais | ?Nokta | near-brand | tools-diy
lenco gira-discos | ?Lenco | near-brand | audio
meridian speakers | ?Meridian | near-brand | audio
tefcold arca congeladora | ?Tefcold | near-brand | large-appliances
rotary watch mens | ?Rotary | near-brand | watches-jewellery
lepin blocos star wars | ?Lepin | near-brand | toys-baby
garmont botas | ?Garmont | near-brand | footwear
samsonite mala de viagem | ?Samsonite | near-brand | sports-outdoor
zaful bikini | ?Zaful | near-brand | clothing
sem marca | - | no-brand | clothing
generico | - | no-brand | phones
hecho a mano | - | no-brand | watches-jewellery
fait maison | - | no-brand | furniture
unbranded | - | no-brand | tools-diy
no name | - | no-brand | audio
marca blanca | - | no-brand | small-appliances
marca desconhecida | - | no-brand | bikes
senza marca | - | no-brand | footwear
ohne Marke | - | no-brand | clothing
artesanal | - | no-brand | beauty-perfume
white label | - | no-brand | laptops
marque inconnue | - | no-brand | toys-baby
sin marca china | - | no-brand | tablets
home made | - | no-brand | books-media
nao sei a marca | - | no-brand | large-appliances
vintage sem etiqueta | - | no-brand | clothing
outra | - | no-brand | cameras
n/a | - | no-brand | vehicle-parts
diverse | - | no-brand | musical-instruments
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-twenty-first.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
