import { writeFileSync } from 'node:fs';
import { brandSetCases } from './brand-set-lines.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/brands/brand-strings-thirtieth.json: a thirtieth brand set for issue 19, written by hand on 2026-11-30 by a
 * writer who changes no rule (stop 50, task 50w), as the session's final unseen measure (its held-out part). Its writer
 * read neither the brand table nor the matching code — only the twenty-ninth brand writer's first 58 lines (imports and
 * header) and its last 8 lines, the line parser (`brandSetCases`), the scorer (brand-family-quality.ts) and the
 * contract's BrandCategory enum. No earlier record was printed; the makers were chosen from the writer's own knowledge.
 * 759 strings over all 20 BrandCategory ids (30 to 42 each), as sellers write brands — most in PT, with ES, FR, EN, IT and
 * DE strings in every part: raw with product words, models, sizes, colours and condition words; maker after product words;
 * misspellings of one or two letters; glued and spaced names; maker + sub-brand, the sub-brand alone and product lines
 * alone; accessories of one maker made for another, and makers with another's components. Makers of every size across all
 * categories, most of them European (rugged, senior and repairable phone makers, e-reader and note-tablet makers, national
 * and regional bike makers and a sports chain's house brands, fast-fashion chains and labels of several countries, shoe
 * makers of the south and the north, kitchen, coffee, cleaning and laundry makers, camera, lens and action-camera makers,
 * hi-fi, turntable, speaker and headphone makers, watch houses of every price and jewellery labels, design-furniture and
 * lighting houses, pram, car-seat, nursery and wooden-toy makers, publishers and comic publishers of each language, ski,
 * racket, padel, climbing and outdoor makers, power-tool, hand-tool and garden-tool makers with a discounter's house brand,
 * pharmacy cosmetics and perfume houses, guitar, keyboard, wind, string and percussion makers, tyre, brake, suspension,
 * lighting, battery, oil, filter, exhaust and riding-gear makers), beside the makers every marketplace sees.
 * Traps (expected no brand, `-`): "for X" and "compatible with X" accessories, spares and refills naming another maker's
 * product; no-brand, home-made and craft goods; "style of", "type", "inspired by" and scent-alike copies; knock-off
 * spellings with a copy word; and everyday words of the string's language that are a brand name elsewhere (a fruit, a
 * colour, an animal, a bird, a plant, a planet).
 * Naming policy as the twenty-ninth: the brand as its owner sells it, with its parent only where the writer is sure of the
 * owner; a product line is the maker with the line; a maker + sub-brand and a sub-brand alone expect the sub-brand with the
 * maker as parent; an accessory names its own maker as the brand; a component string names the main maker. Kinds: raw 375,
 * misspelling 17, spacing 13, maker+sub 13, sub-alone 11, accessory 8, product-line 7, component 6, adversarial traps 309
 * (no-brand 114, for-x 78, style-of 59, near-brand 36, generic-word 22); 24 strings carry an expected parent, 7 a line.
 * Adversarial (traps + accessory, component, maker+sub) 336 (44 %).
 * Borderline decisions, stated: a misspelling of a real maker with no copy cue is a positive, while a knock-off spelling
 * with a copy word in any language is a near-brand trap; a string naming a maker only inside a "style"/"type"/"inspired
 * by"/scent-alike phrase is a trap; a spare, refill or case made for another maker's product is a for-x trap even where
 * the string says "generic" rather than "for"; a maker's name used in its plain meaning in the string's language is a
 * generic-word trap; a phone, tablet, laptop or earphone family named alone is the maker with that line; a gaming,
 * camera, instant-camera, toy or watch sub-brand named with or without its maker is the sub-brand with the maker as parent
 * (only where the owner is certain); a sports chain's house brand is a sub-brand of the chain; a fitness maker that shares
 * a bike maker's name is written as its own brand.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "held-out"` only as summary figures): fixed before any run by the
 * greedy balance in file order over category, kind, trap and adversarial flag (`balancedSplit`, below). Parts: tune 379
 * (168 adversarial), held-out 380 (168 adversarial); every category in both.
 * Lines: positives `raw | expected | kind | category | parent or line`, adversarial `raw | expected | trap | category`
 * (`brandSetCases`).
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/brands/*.json` and compared this set's
 * strings, case- and accent-folded, exactly (printing only this set's strings): 46 of 759 collided (31 positives, mostly
 * plain maker + model strings, and 15 traps, plain "compatible" or "home-made" phrases); each was rewritten with the
 * seller's own words (a size, a condition, a box, a count), and 0 collide in the frozen set (no string repeats within it).
 * Frozen: `node --conditions=@circular/source tools/bench/src/brands/write-thirtieth-brand-set.ts`.
 * First run (2026-11-30, table and matcher as on 90a8ac9b, nothing changed, a scratch script calling `brandFamilyQuality`
 * on this file only and printing only the summaries, `nice -n 10 timeout 600 node --conditions=@circular/source
 * tools/bench/src/zz-50w.ts brands`): with each string's category, tune accuracy 0.942 (357 of 379; 8 wrong merges, 2 of
 * them on the adversarial subset), held-out accuracy 0.950 (361 of 380; 6 wrong merges, 0 on the adversarial subset); with
 * no category, tune 0.937 (355 of 379; 8 wrong merges, 2 adversarial), held-out 0.924 (351 of 380; 6 wrong merges, 0
 * adversarial).
 */

const positives = `
fairphone 4 usado com capa original, bateria troca-se | Fairphone | raw | phones
telemovel senior doro 6820 teclas grandes pouco uso | Doro | raw | phones
movil crosscall core x5 resistente obra | Crosscall | raw | phones
gigaset gs5 bateria extraivel vendo | Gigaset | raw | phones
emporia smart 5 mini para a avó | Emporia | raw | phones
wiko view 5 ecra rachado canto | Wiko | raw | phones
Xaomi 12 lite 128 com caixa | Xiaomi | misspelling | phones
redmi note 12 pro verde com fatura | Redmi | sub-alone | phones | Xiaomi
Xiaomi Poco F5 256gb como novo | Poco | maker+sub | phones | Xiaomi
telemóvel galaxy s23 fe desbloqueado | Samsung | product-line | phones | Galaxy
one plus 11 5g 16gb ram | OnePlus | spacing | phones
motorola moto g84 azul marinho impecavel | Motorola | raw | phones
telefono realme gt neo 3 con cargador rapido | realme | raw | phones
honor magic 5 lite ecran intact | Honor | raw | phones
Huaewi P30 pro 128 go sans rayure | Huawei | misspelling | phones
portable nokia g42 hmd neuf sous blister | Nokia | raw | phones
sony xperia 10 V schwarz top zustand | Sony | raw | phones
cellulare oppo reno 10 usato poco | Oppo | raw | phones
pixel 8 pro 256 google obsidiana | Google | raw | phones
smartphone alcatel 1s bloqueado a meo | Alcatel | raw | phones
iphone 14 plus 128 lilas bateria 91 | Apple | product-line | phones | iPhone
cat s62 pro rugged phone thermal camera | CAT | raw | phones
tablet samsung galaxy tab s8 com s pen | Samsung | raw | tablets
ipad air 5a geracao wifi 64 azul | Apple | product-line | tablets | iPad
lenovo tab p11 gen 2 con funda | Lenovo | raw | tablets
kobo libra 2 leitor de ebooks preto | Kobo | raw | tablets
tolino shine 4 ereader wie neu | Tolino | raw | tablets
kindle paperwhite 11 gen sem anuncios | Amazon | product-line | tablets | Kindle
pocketbook verse pro e-reader gris | PocketBook | raw | tablets
xiaomi pad 6 8/256 gris con teclado | Xiaomi | raw | tablets
huawei matepad 11 tela perfeita | Huawei | raw | tablets
tablette microsoft surface go 3 avec clavier | Microsoft | raw | tablets
remarkable 2 tablet papel com caneta | reMarkable | raw | tablets
onyx boox note air 2 plus liseuse | Onyx | raw | tablets
tablet teclast t50 android barato | Teclast | raw | tablets
Appel ipad 9 64gb wifi cinzento | Apple | misspelling | tablets
galaxy tab a9 plus 5G da samsung | Samsung | raw | tablets
amazon fire hd 10 kids azul | Amazon | raw | tablets
tablet realme pad 2 como nuevo | realme | raw | tablets
portatil asus zenbook 14 oled i7 | Asus | raw | laptops
hp elitebook 840 g8 teclado pt | HP | raw | laptops
macbook pro 14 m2 pro 512 cinza sideral | Apple | product-line | laptops | MacBook
lenovo legion 5 rtx 3070 gamer | Legion | maker+sub | laptops | Lenovo
thinkpad x1 carbon gen 9 portugues | ThinkPad | sub-alone | laptops | Lenovo
dell latitude 5420 i5 com carregador | Dell | raw | laptops
acer aspire 5 ecra 15 ssd 512 | Acer | raw | laptops
msi katana gf66 portatil gaming | MSI | raw | laptops
portatil medion akoya e15 aldi | Medion | raw | laptops
laptop toshiba dynabook satellite pro | Dynabook | raw | laptops
alienware m15 r6 da dell azerty | Alienware | maker+sub | laptops | Dell
rog strix g15 portable gamer | ROG | sub-alone | laptops | Asus
microsoft surface laptop 4 platine | Microsoft | raw | laptops
huawei matebook d15 i5 gris | Huawei | raw | laptops
fujitsu lifebook u7410 business laptop | Fujitsu | raw | laptops
portatile chromebook acer 314 scuola | Acer | raw | laptops
samsung galaxy book3 pro 360 | Samsung | raw | laptops
Lenovoo ideapad 3 com windows 11 | Lenovo | misspelling | laptops
hpomen 16 gaming rtx | HP | spacing | laptops
play station 5 edicao digital, dois comandos e caixa | Sony | spacing | consoles
consola nintendo switch oled branca | Nintendo | raw | consoles
xbox series s 512 com comando extra | Microsoft | product-line | consoles | Xbox
steam deck 512 oled valve | Valve | raw | consoles
ps4 slim 1tb sony com fifa | Sony | raw | consoles
nintento switch lite turquesa | Nintendo | misspelling | consoles
game boy advance sp nintendo a funcionar | Nintendo | raw | consoles
sega mega drive 2 com jogos | Sega | raw | consoles
consola retro anbernic rg35xx | Anbernic | raw | consoles
playstation vita wifi sony desbloqueada | Sony | raw | consoles
asus rog ally z1 extreme | ROG | maker+sub | consoles | Asus
meta quest 3 128 realidade virtual | Meta | raw | consoles
nintendo wii u 32gb preta com gamepad | Nintendo | raw | consoles
xbox 360 slim microsoft 250 gb | Microsoft | raw | consoles
manette dualsense ps5 blanche sony | Sony | accessory | consoles
comando 8bitdo pro 2 bluetooth | 8BitDo | accessory | consoles
lenovo legion go consola portatil | Legion | maker+sub | consoles | Lenovo
atari 2600 plus com cartuchos | Atari | raw | consoles
bicicleta orbea orca m30 carbono tam 53 | Orbea | raw | bikes
btt canyon spectral 29 quadro l | Canyon | raw | bikes
bici de carretera bh ultralight 2021 | BH | raw | bikes
velo rockrider st 540 decathlon taille m | Rockrider | maker+sub | bikes | Decathlon
bicicleta btwin riverside 500 hibrida | Btwin | sub-alone | bikes | Decathlon
cube stereo 150 c62 enduro | Cube | raw | bikes
bici gazelle ultimate c380 olandese | Gazelle | raw | bikes
giant tcr advanced 2 pro compact | Giant | raw | bikes
speciallized stumpjumper comp alloy | Specialized | misspelling | bikes
bicicleta trek marlin 7 gen 2 | Trek | raw | bikes
bici bianchi via nirone 7 celeste | Bianchi | raw | bikes
vtt lapierre edge 5.9 taille m pneus neufs | Lapierre | raw | bikes
ebike riese & muller load 75 lastenrad | Riese & Müller | raw | bikes
bicicleta dobravel brompton c line 6v | Brompton | raw | bikes
scott spark 930 2022 suspension | Scott | raw | bikes
kona process 153 dh | Kona | raw | bikes
bicicleta criança woom 3 verde | Woom | raw | bikes
moustache samedi 27 xroad electrique | Moustache | raw | bikes
mondraker foxy carbon r talla l | Mondraker | raw | bikes
bici pinarello dogma f10 disk | Pinarello | raw | bikes
vanmoof s3 bicicleta eletrica com carregador e chave | VanMoof | raw | bikes
stevens strada 900 trekking | Stevens | raw | bikes
bicicleta cannondale topstone gravel | Cannondale | raw | bikes
casaco zara homem tamanho l como novo | Zara | raw | clothing
vestido de festa mango azul marinho 38 | Mango | raw | clothing
pull and bear camisola oversize s | Pull&Bear | spacing | clothing
bershka calças cargo bege 36 | Bershka | raw | clothing
massimo dutti blazer linho mulher | Massimo Dutti | raw | clothing
camisa de ganga levis 501 trucker | Levi's | misspelling | clothing
polo lacoste homem verde garrafa t4 | Lacoste | raw | clothing
sweat sezane marin taille s | Sézane | raw | clothing
blouse des petits hauts taille 2 | Des Petits Hauts | raw | clothing
jupe kiabi fille 8 ans | Kiabi | raw | clothing
chemise celio homme slim m | Celio | raw | clothing
desigual abrigo mujer estampado | Desigual | raw | clothing
camiseta springfield hombre xl | Springfield | raw | clothing
chaqueta the north face nuptse 700 negra | The North Face | raw | clothing
jaqueta salsa jeans mulher push up | Salsa | raw | clothing
giacca moncler maya nera taglia 2 | Moncler | raw | clothing
maglione benetton lana merino | Benetton | raw | clothing
tommyhilfiger polo azul xl | Tommy Hilfiger | spacing | clothing
jacke jack wolfskin damen l | Jack Wolfskin | raw | clothing
hm vestido verao florido 40 | H&M | spacing | clothing
uniqlo ultra light down vest | Uniqlo | raw | clothing
pantalon ralph lauren chino beige | Ralph Lauren | raw | clothing
conjunto primark pijama criança | Primark | raw | clothing
sapatilhas nike air max 90 branco 42 | Nike | raw | footwear
air jordan 1 mid chicago 44 | Jordan | maker+sub | footwear | Nike
adiddas samba og preto 41 | Adidas | misspelling | footwear
tenis new balance 530 cinza 38 | New Balance | raw | footwear
botas timberland 6 inch amarelas 43 | Timberland | raw | footwear
sandalias birkenstock arizona 39 | Birkenstock | raw | footwear
zapatos camper peu cami negro 40 | Camper | raw | footwear
sapatos de vela sebago docksides 42 | Sebago | raw | footwear
bambas munich goal 44 blancas | Munich | raw | footwear
chaussures mephisto homme 43 cuir | Mephisto | raw | footwear
scarpe geox respira uomo 42 | Geox | raw | footwear
baskets le coq sportif 42 | Le Coq Sportif | raw | footwear
sneakers veja campo 39 blanc vert | Veja | raw | footwear
stiefel lowa renegade gtx 44 | Lowa | raw | footwear
converse all star cano alto 37 | Converse | raw | footwear
vans old skool preto tamanho 40 pouco uso | Vans | raw | footwear
sapatilhas asics gel nimbus 25 | Asics | raw | footwear
pantufas ugg tasman castanho | UGG | raw | footwear
dr martens 1460 mono preto 39 | Dr. Martens | raw | footwear
botines pikolinos cuero mujer 38 | Pikolinos | raw | footwear
salomon xt6 trail 42 | Salomon | raw | footwear
hoka clifton 9 corrida 43 | Hoka | raw | footwear
gabor damen pumps 39 leder | Gabor | raw | footwear
aspirador robot roomba i7 irobot | iRobot | raw | small-appliances
maquina cafe delonghi magnifica s | De'Longhi | spacing | small-appliances
bimby tm6 vorwerk com livro | Vorwerk | raw | small-appliances
thermomix tm5 com chip de receitas | Thermomix | sub-alone | small-appliances | Vorwerk
airfryer philips xxl essential | Philips | raw | small-appliances
aspiradora dyson v11 absolute | Dyson | raw | small-appliances
cafetera nespresso krups inissia | Krups | raw | small-appliances
robot cuisine moulinex companion | Moulinex | raw | small-appliances
friteuse seb actifry 1kg peu servie | SEB | raw | small-appliances
tefal cookeo mini | Tefal | raw | small-appliances
cecotec conga 4090 aspirador | Cecotec | raw | small-appliances
taurus mycook touch robot cocina | Taurus | raw | small-appliances
kenwood chef xl titanium com taca inox e gancho | Kenwood | raw | small-appliances
kitchenaid artisan batedeira vermelha | KitchenAid | raw | small-appliances
smeg torradeira anos 50 creme | Smeg | raw | small-appliances
rowenta ferro de engomar steam force | Rowenta | raw | small-appliances
bosch tassimo my way 2 | Bosch | raw | small-appliances
braun series 9 maquina barbear com estacao de limpeza | Braun | raw | small-appliances
babyliss secador pro 2400 | BaByliss | raw | small-appliances
severin grelhador eletrico | Severin | raw | small-appliances
Dysson airwrap completo | Dyson | misspelling | small-appliances
maquina de lavar roupa bosch serie 6 8kg | Bosch | raw | large-appliances
frigorifico combinado balay 2 metros | Balay | raw | large-appliances
lave linge miele w1 | Miele | raw | large-appliances
lavastoviglie candy 45 cm | Candy | raw | large-appliances
frigorifico americano samsung side by side | Samsung | raw | large-appliances
arca congeladora liebherr 300l | Liebherr | raw | large-appliances
maquina secar roupa beko bomba calor | Beko | raw | large-appliances
forno encastre teka inox | Teka | raw | large-appliances
placa inducao siemens iq500 | Siemens | raw | large-appliances
lavadora fagor 8 kilos | Fagor | raw | large-appliances
frigo whirlpool 6th sense | Whirlpool | raw | large-appliances
refrigerateur smeg fab28 vert | Smeg | raw | large-appliances
lavatrice indesit innex 9kg | Indesit | raw | large-appliances
geschirrspueler aeg favorit | AEG | raw | large-appliances
cuisiniere de dietrich four pyrolyse | De Dietrich | raw | large-appliances
electrolux perfect care 700 | Electrolux | raw | large-appliances
frigorifico lg door in door inox | LG | raw | large-appliances
lava loica zanussi encastravel | Zanussi | raw | large-appliances
hotpoint ariston forno multifuncoes encastre | Hotpoint | raw | large-appliances
esquentador vulcano 11 litros | Vulcano | raw | large-appliances
frigo hisense 4 portes | Hisense | raw | large-appliances
maquina lavar haier i-pro 7 | Haier | raw | large-appliances
maquina fotografica canon eos 250d com 18-55 | Canon | raw | cameras
nikon d7500 corpo 20 mil disparos | Nikon | raw | cameras
sony alpha a7 iii so corpo | Sony | raw | cameras
fujifilm x100v prateada caixa | Fujifilm | raw | cameras
olympus om-d e-m10 mark iv | Olympus | raw | cameras
om system om-5 preta com 12-45 pro | OM System | raw | cameras
panasonic lumix gh5 video 4k | Lumix | maker+sub | cameras | Panasonic
lumix g9 corpo com duas baterias | Lumix | sub-alone | cameras | Panasonic
leica q2 com caixa e fatura | Leica | raw | cameras
objetiva sigma 35mm f1.4 art canon | Sigma | raw | cameras
tamron 28-75 f2.8 di iii sony e | Tamron | raw | cameras
hasselblad 500cm medio formato | Hasselblad | raw | cameras
camara gopro hero 11 black | GoPro | raw | cameras
dji osmo pocket 3 creator | DJI | raw | cameras
pentax k-70 com 18-135 | Pentax | raw | cameras
appareil photo ricoh gr iii | Ricoh | raw | cameras
polaroid now+ generation 2 | Polaroid | raw | cameras
instax mini 12 fujifilm rosa | Instax | maker+sub | cameras | Fujifilm
zeiss batis 85mm f1.8 | Zeiss | raw | cameras
Cannon eos r50 kit | Canon | misspelling | cameras
samyang 14mm f2.8 grande angular | Samyang | raw | cameras
insta360 x3 camara 360 | Insta360 | raw | cameras
coluna bluetooth jbl flip 6 preta | JBL | raw | audio
auscultadores sony wh-1000xm5 | Sony | raw | audio
bose soundlink revolve plus ii | Bose | raw | audio
bang olufsen beoplay h95 auscultadores com estojo | Bang & Olufsen | spacing | audio
colunas bowers wilkins 607 s2 | Bowers & Wilkins | raw | audio
amplificador marantz pm6007 | Marantz | raw | audio
receiver denon avr x1700h | Denon | raw | audio
gira-discos technics sl-1200 mk2 | Technics | raw | audio
platine vinyle rega planar 1 | Rega | raw | audio
casque sennheiser hd 600 | Sennheiser | raw | audio
auriculares beyerdynamic dt 770 pro | Beyerdynamic | raw | audio
enceinte focal aria 906 | Focal | raw | audio
sonos era 100 branca | Sonos | raw | audio
marshall stanmore ii coluna | Marshall | raw | audio
kef ls50 meta paire | KEF | raw | audio
cambridge audio cxa61 amplificador | Cambridge Audio | raw | audio
yamaha rx-v685 receiver | Yamaha | raw | audio
auscultadores beats studio 3 | Beats | raw | audio
airpods pro 2 apple estojo usb c | Apple | product-line | audio | AirPods
teufel cinebar lux soundbar | Teufel | raw | audio
pro-ject debut carbon evo giradischi | Pro-Ject | raw | audio
sennhaiser momentum 4 wireless pouco uso | Sennheiser | misspelling | audio
relogio seiko presage cocktail time | Seiko | raw | watches-jewellery
casio g-shock ga-2100 preto | G-Shock | maker+sub | watches-jewellery | Casio
gshock dw5600 quadrado | G-Shock | sub-alone | watches-jewellery | Casio
relogio tissot prx quartz azul | Tissot | raw | watches-jewellery
omega speedmaster professional moonwatch | Omega | raw | watches-jewellery
tag heuer carrera calibre 5 com caixa, papeis de 2018 | TAG Heuer | raw | watches-jewellery
swatch moonswatch mission to mars por estrear | Swatch | raw | watches-jewellery
montre baume mercier clifton | Baume & Mercier | raw | watches-jewellery
longines conquest 41mm | Longines | raw | watches-jewellery
pulseira pandora moments prata com charms | Pandora | raw | watches-jewellery
colar swarovski cisne com caixa azul original | Swarovski | raw | watches-jewellery
reloj festina chrono bike | Festina | raw | watches-jewellery
reloj lotus hombre acero | Lotus | raw | watches-jewellery
uhr junghans form a | Junghans | raw | watches-jewellery
orologio sector 450 subacqueo | Sector | raw | watches-jewellery
anello pomellato nudo | Pomellato | raw | watches-jewellery
bracelete tous urso prata | Tous | raw | watches-jewellery
bague cartier love or jaune | Cartier | raw | watches-jewellery
montre herbelin newport | Michel Herbelin | raw | watches-jewellery
relogio daniel wellington classic 36 | Daniel Wellington | raw | watches-jewellery
uhr nomos tangente 38 | Nomos Glashütte | raw | watches-jewellery
Tisot le locle automatico | Tissot | misspelling | watches-jewellery
cadeira vitra eames plastic chair branca | Vitra | raw | furniture
candeeiro flos ic lights f1 | Flos | raw | furniture
sofa kave home 3 lugares | Kave Home | raw | furniture
estante ikea kallax 4x4 branca | IKEA | raw | furniture
ikea poang poltrona betulla | IKEA | raw | furniture
mesa de centro la redoute | La Redoute | raw | furniture
fauteuil ligne roset togo | Ligne Roset | raw | furniture
chaise tolix a acier | Tolix | raw | furniture
lampada artemide tolomeo da tavolo | Artemide | raw | furniture
divano poltronesofa 2 posti | Poltronesofà | raw | furniture
kartell louis ghost cadeira transparente | Kartell | raw | furniture
cadeira hay about a chair aac22 | HAY | raw | furniture
candeeiro louis poulsen ph5 | Louis Poulsen | raw | furniture
moveis maisons du monde aparador | Maisons du Monde | raw | furniture
muuto visu chair | Muuto | raw | furniture
usm haller sideboard weiss 2 faecher abholung | USM | raw | furniture
cama habitat de carvalho | Habitat | raw | furniture
secretaria string furniture | String | raw | furniture
cadeira herman miller aeron tamanho b | Herman Miller | raw | furniture
sedia cassina 699 superleggera | Cassina | raw | furniture
ikia malm comoda 6 gavetas | IKEA | misspelling | furniture
hülsta schrank eiche | Hülsta | raw | furniture
lego technic porsche 911 gt3 completo | LEGO | raw | toys-baby
playmobil barco pirata 70411 | Playmobil | raw | toys-baby
carrinho de bebe bugaboo fox 3 | Bugaboo | raw | toys-baby
cadeira auto cybex sirona z | Cybex | raw | toys-baby
trona stokke tripp trapp natural | Stokke | raw | toys-baby
cadeira alta chicco polly magic | Chicco | raw | toys-baby
babybjorn espreguicadeira bliss | BabyBjörn | raw | toys-baby
parque de bebe jane | Jané | raw | toys-baby
poussette babyzen yoyo 2 | Babyzen | raw | toys-baby
mordedor sophie la girafe vulli | Vulli | raw | toys-baby
brinquedo fisher price cao aprende comigo | Fisher-Price | raw | toys-baby
comboio de madeira brio com pontes | BRIO | raw | toys-baby
haba jogo de tabuleiro primeiro pomar | HABA | raw | toys-baby
puzzle ravensburger 1000 pecas | Ravensburger | raw | toys-baby
hot wheels pista looping mattel | Hot Wheels | maker+sub | toys-baby | Mattel
barbie casa dos sonhos 2023 | Barbie | sub-alone | toys-baby | Mattel
smoby cozinha infantil tefal | Smoby | raw | toys-baby
vtech kidizoom camara | VTech | raw | toys-baby
janod cocina de madera | Janod | raw | toys-baby
maxi cosi pebble 360 com base | Maxi-Cosi | spacing | toys-baby
joie i-snug 2 ovo bebe | Joie | raw | toys-baby
schleich cavalos e estabulo | Schleich | raw | toys-baby
siku tractor john deere 1:32 | Siku | raw | toys-baby
livros porto editora fichas 3 ano | Porto Editora | raw | books-media
coleção asterix edições asa | Edições ASA | raw | books-media
bd tintin casterman la licorne | Casterman | raw | books-media
livre folio gallimard l etranger | Gallimard | raw | books-media
novela planeta libro de bolsillo | Planeta | raw | books-media
salvat comics marvel coleccion | Salvat | raw | books-media
penguin classics pride and prejudice paperback good condition | Penguin | raw | books-media
fumetti bonelli tex numero 700 | Sergio Bonelli Editore | raw | books-media
topolino panini comics 3000 | Panini | raw | books-media
mangas glenat naruto tome 1 a 10 | Glénat | raw | books-media
guia michelin portugal 2023 | Michelin | raw | books-media
taschen livro de arte bauhaus | Taschen | raw | books-media
dvd coleção disney classicos | Disney | raw | books-media
vinil deutsche grammophon beethoven | Deutsche Grammophon | raw | books-media
livros da leya romance | LeYa | raw | books-media
editorial anagrama narrativas | Anagrama | raw | books-media
bd dupuis spirou integral | Dupuis | raw | books-media
reclam heft faust goethe mit notizen | Reclam | raw | books-media
kosmos experimentierkasten chemie vollstaendig | Kosmos | raw | books-media
feltrinelli universale economica | Feltrinelli | raw | books-media
raquete padel bullpadel vertex 03 | Bullpadel | raw | sports-outdoor
raquete tenis babolat pure drive | Babolat | raw | sports-outdoor
tenda quechua 2 seconds decathlon | Quechua | maker+sub | sports-outdoor | Decathlon
kipsta bola futebol tamanho 5 | Kipsta | sub-alone | sports-outdoor | Decathlon
botas de ski atomic hawx 27 | Atomic | raw | sports-outdoor
skis rossignol experience 80 | Rossignol | raw | sports-outdoor
mochila deuter futura 32 litros com capa de chuva | Deuter | raw | sports-outdoor
casaco patagonia nano puff | Patagonia | raw | sports-outdoor
mammut corda escalada 9.5 | Mammut | raw | sports-outdoor
petzl frontal actik core | Petzl | raw | sports-outdoor
oculos oakley radar ev | Oakley | raw | sports-outdoor
luvas de guarda-redes reusch | Reusch | raw | sports-outdoor
joma chandal seleccion | Joma | raw | sports-outdoor
kettlebell domyos 12 kg | Domyos | sub-alone | sports-outdoor | Decathlon
fato de surf o neill 4/3 | O'Neill | spacing | sports-outdoor
garmin forerunner 255 relogio corrida | Garmin | raw | sports-outdoor
head raqueta padel delta pro | Head | raw | sports-outdoor
fischer rc4 ski | Fischer | raw | sports-outdoor
tapis yoga manduka pro | Manduka | raw | sports-outdoor
bicicleta eliptica bh fitness | BH Fitness | raw | sports-outdoor
ortlieb alforges back roller | Ortlieb | raw | sports-outdoor
vaude tenda hogan | Vaude | raw | sports-outdoor
berbequim makita dhp482 com 2 baterias | Makita | raw | tools-diy
aparafusadora dewalt dcd796 | DeWalt | raw | tools-diy
rebarbadora bosch professional gws 7-125 | Bosch | raw | tools-diy
martelo perfurador hilti te 6 | Hilti | raw | tools-diy
serra circular festool ts 55 | Festool | raw | tools-diy
milwakee m18 fuel impacto | Milwaukee | misspelling | tools-diy
metabo serra de esquadria | Metabo | raw | tools-diy
ryobi one+ soprador | Ryobi | raw | tools-diy
black decker aspirador de mao | Black+Decker | spacing | tools-diy
parkside berbequim lidl 20v | Parkside | raw | tools-diy
stanley fatmax fita metrica de 8m usada em obra | Stanley | raw | tools-diy
caixa ferramentas wurth | Würth | raw | tools-diy
einhell kompressor 24l | Einhell | raw | tools-diy
fein multimaster com mala e laminas | Fein | raw | tools-diy
knipex alicate cobra 250 mm como novo | Knipex | raw | tools-diy
wera jogo de chaves kraftform | Wera | raw | tools-diy
facom servante 7 tiroirs | Facom | raw | tools-diy
karcher lavadora alta pressao k5 | Kärcher | raw | tools-diy
gardena mangueira e carreto | Gardena | raw | tools-diy
stihl motosserra ms 180 | Stihl | raw | tools-diy
husqvarna robot corta relva automower | Husqvarna | raw | tools-diy
dremel 4000 com acessorios | Dremel | raw | tools-diy
perfume chanel n5 eau de parfum 50ml | Chanel | raw | beauty-perfume
dior jadore 100ml | Dior | raw | beauty-perfume
creme la roche posay effaclar duo | La Roche-Posay | spacing | beauty-perfume
serum vichy mineral 89 | Vichy | raw | beauty-perfume
avene agua termal spray | Avène | raw | beauty-perfume
caudalie vinoperfect serum 30ml selado | Caudalie | raw | beauty-perfume
bioderma sensibio h2o 500 ml pack de dois | Bioderma | raw | beauty-perfume
nuxe huile prodigieuse 100 ml | Nuxe | raw | beauty-perfume
isdin fotoprotector fusion water | ISDIN | raw | beauty-perfume
perfume loewe 001 woman | Loewe | raw | beauty-perfume
paco rabanne one million parfum | Rabanne | raw | beauty-perfume
yves saint laurent libre 90ml | Yves Saint Laurent | raw | beauty-perfume
lancome idole 50 ml | Lancôme | raw | beauty-perfume
paleta maquilhagem kiko milano | KIKO Milano | raw | beauty-perfume
nyx lip lingerie batom | NYX | raw | beauty-perfume
the ordinary niacinamide 10 | The Ordinary | raw | beauty-perfume
weleda skin food creme 75 ml por abrir | Weleda | raw | beauty-perfume
nivea creme lata azul grande | Nivea | raw | beauty-perfume
l oreal paris revitalift | L'Oréal | spacing | beauty-perfume
clarins double serum 50ml com caixa selada | Clarins | raw | beauty-perfume
guerlain la petite robe noire | Guerlain | raw | beauty-perfume
collistar crema corpo | Collistar | raw | beauty-perfume
lancomme la vie est belle 100 | Lancôme | misspelling | beauty-perfume
guitarra fender stratocaster player mexico | Fender | raw | musical-instruments
squier affinity telecaster da fender | Squier | maker+sub | musical-instruments | Fender
squier bullet strat preta | Squier | sub-alone | musical-instruments | Fender
gibson les paul standard 2019 | Gibson | raw | musical-instruments
epiphone sg special vermelha | Epiphone | raw | musical-instruments
ibanez rg421 guitarra eletrica | Ibanez | raw | musical-instruments
teclado yamaha psr e373 | Yamaha | raw | musical-instruments
piano digital roland fp-30x | Roland | raw | musical-instruments
korg minilogue xd sintetizador | Korg | raw | musical-instruments
clavia nord stage 3 | Nord | raw | musical-instruments
guitarra classica alhambra 4p | Alhambra | raw | musical-instruments
guitarra admira malaga | Admira | raw | musical-instruments
violino stentor student ii 4/4 | Stentor | raw | musical-instruments
saxofone alto selmer serie ii | Selmer | raw | musical-instruments
clarinete buffet crampon e11 | Buffet Crampon | raw | musical-instruments
trompete bach stradivarius 37 | Bach | raw | musical-instruments
bateria pearl export 5 pecas com pratos e banco | Pearl | raw | musical-instruments
pratos zildjian a custom 16 | Zildjian | raw | musical-instruments
pratos meinl byzance | Meinl | raw | musical-instruments
harmonica hohner special 20 | Hohner | raw | musical-instruments
pedal boss ds-1 distorcao | Boss | raw | musical-instruments
amplificador marshall dsl40 valvulas | Marshall | raw | musical-instruments
acordeao hohner bravo iii | Hohner | raw | musical-instruments
cajon schlagwerk 2inone | Schlagwerk | raw | musical-instruments
behringer x32 mesa de mistura | Behringer | raw | musical-instruments
Ibanes gio baixo 4 cordas | Ibanez | misspelling | musical-instruments
pneus michelin pilot sport 4 225 45 17 | Michelin | raw | vehicle-parts
pneus continental ecocontact 6 205 55 16 | Continental | raw | vehicle-parts
pirelli p zero 245 40 18 | Pirelli | raw | vehicle-parts
pastilhas travao brembo audi a3 | Brembo | raw | vehicle-parts
discos de travao ate golf 7 | ATE | raw | vehicle-parts
amortecedores bilstein b6 traseiros golf 6 | Bilstein | raw | vehicle-parts
bateria varta silver dynamic 74ah | Varta | raw | vehicle-parts
farois hella led | Hella | raw | vehicle-parts
lampadas osram night breaker h7 | Osram | raw | vehicle-parts
filtro de oleo mann w712 | MANN-FILTER | raw | vehicle-parts
oleo castrol edge 5w30 5 litros | Castrol | raw | vehicle-parts
oleo motul 300v 4t | Motul | raw | vehicle-parts
escape akrapovic yamaha mt 07 | Akrapovič | raw | vehicle-parts
capacete shoei nxr2 tamanho m | Shoei | raw | vehicle-parts
casco agv k6 s talla l | AGV | raw | vehicle-parts
blusao alpinestars gp plus | Alpinestars | raw | vehicle-parts
luvas dainese carbon 4 | Dainese | raw | vehicle-parts
capacete nolan n87 tamanho l com pinlock | Nolan | raw | vehicle-parts
velas ngk iridium jogo de 4 novas | NGK | raw | vehicle-parts
escovas bosch aerotwin | Bosch | raw | vehicle-parts
kit embraiagem valeo | Valeo | raw | vehicle-parts
correia distribuicao gates kit | Gates | raw | vehicle-parts
caixa de tejadilho thule motion xt | Thule | raw | vehicle-parts
pneus bridgestone turanza t005 | Bridgestone | raw | vehicle-parts
amortiguadores monroe originals | Monroe | raw | vehicle-parts
michellin crossclimate 2 195 65 15 | Michelin | misspelling | vehicle-parts
bicicleta trek fx 3 com grupo shimano deore | Trek | component | bikes
orbea occam com suspensao fox 36 e sram gx | Orbea | component | bikes
portatil msi com placa nvidia rtx 4060 | MSI | component | laptops
pc portatil acer nitro processador intel i7 | Acer | component | laptops
mota honda com escape akrapovic montado | Honda | component | vehicle-parts
guitarra yamaha pacifica com captadores seymour duncan | Yamaha | component | musical-instruments
capa spigen para samsung s23 ultra | Spigen | accessory | phones
pelicula belkin iphone 15 pro | Belkin | accessory | phones
teclado logitech para ipad air | Logitech | accessory | tablets
carregador anker nano 65w usb c para macbook | Anker | accessory | laptops
bolsa lowepro para nikon e canon | Lowepro | accessory | cameras
correia bracelete hirsch para apple watch | Hirsch | accessory | watches-jewellery
`;

const adversarial = `
capa de silicone para iphone 13 sem marca | - | for-x | phones
pelicula vidro temperado compativel samsung a54 | - | for-x | phones
carregador compativel xiaomi 33w generico | - | for-x | phones
funda tipo libro para redmi note 11 | - | for-x | phones
bateria de substituicao para iphone 8 | - | for-x | phones
telemovel desbloqueado sem marca android 10 | - | no-brand | phones
telefone fixo de casa com fio branco | - | no-brand | phones
smartphone chines generico 6 polegadas dual sim | - | no-brand | phones
telemovel estilo iphone 15 pro android barato | - | style-of | phones
movil imitacion samsung fold plegable | - | style-of | phones
Samsumg galaxy copia s24 ultra tela grande | - | near-brand | phones
Iphome 14 pro max clone andoid | - | near-brand | phones
telemovel cor de laranja com capa | - | generic-word | phones
suporte de carro para telemovel com ventosa | - | no-brand | phones
capa para ipad 10 com suporte de caneta | - | for-x | tablets
pelicula papel para ipad pro 11 tipo paperlike | - | for-x | tablets
capa kindle paperwhite feita a mao em tecido | - | for-x | tablets
tablet infantil generico 7 polegadas com capa de borracha | - | no-brand | tablets
tablet android sem marca 10 polegadas 4g | - | no-brand | tablets
leitor de ebooks sem marca luz frontal | - | no-brand | tablets
tablet tipo ipad mini barato android | - | style-of | tablets
tablette facon galaxy tab copie | - | style-of | tablets
Ipad pro replika 12,9 android | - | near-brand | tablets
caneta stylus universal para tablet | - | no-brand | tablets
suporte de mesa aluminio para tablet | - | no-brand | tablets
tablet em forma de pera para criancas | - | generic-word | tablets
carregador compativel lenovo 65w ponta fina | - | for-x | laptops
bateria compatible hp pavilion 15 | - | for-x | laptops
teclado de substituicao para macbook air 2017 | - | for-x | laptops
capa de neopreno para macbook 13 | - | for-x | laptops
hub usb c para macbook pro sem marca | - | for-x | laptops
portatil montado por mim i5 sem marca | - | no-brand | laptops
portatil tipo macbook barato chines | - | style-of | laptops
notebook estilo thinkpad de marca branca | - | style-of | laptops
Macbok air clone windows | - | near-brand | laptops
base de arrefecimento para portatil com ventoinhas | - | no-brand | laptops
mochila para portatil 15,6 polegadas preta | - | no-brand | laptops
rato sem fios generico para portatil | - | no-brand | laptops
comando compativel ps4 sem fios generico | - | for-x | consoles
capa de transporte para nintendo switch | - | for-x | consoles
suporte de carregamento para comandos xbox | - | for-x | consoles
skin autocolante para ps5 camuflado | - | for-x | consoles
consola retro portatil com 500 jogos sem marca | - | no-brand | consoles
consola de bolso chinesa com jogos antigos | - | no-brand | consoles
mini consola tipo game boy generica | - | style-of | consoles
comando estilo dualshock sem marca | - | style-of | consoles
Nintendu sweetch copia portatil | - | near-brand | consoles
Playstaion portatil imitacao | - | near-brand | consoles
cabo hdmi 2 metros para consola | - | no-brand | consoles
volante de corridas para consola sem marca | - | no-brand | consoles
jogo de tabuleiro estilo monopolio caseiro | - | style-of | consoles
cadeira gaming sem marca vermelha e preta | - | no-brand | consoles
campainha para bicicleta shimano compativel | - | for-x | bikes
pastilhas de travao compativeis shimano deore | - | for-x | bikes
selim para brompton feito em couro artesanal | - | for-x | bikes
bicicleta de estrada montada a medida sem marca | - | no-brand | bikes
bicicleta de crianca roda 16 sem marca com rodinhas | - | no-brand | bikes
bici fixie artesanal cuadro de acero | - | no-brand | bikes
bicicleta estilo holandesa com cesto de vime a frente | - | style-of | bikes
velo facon brompton pliant chinois | - | style-of | bikes
Specialised copia quadro carbono chines | - | near-brand | bikes
Canion quadro replica aerodinamico | - | near-brand | bikes
bicicleta de montanha cor de laranja | - | generic-word | bikes
cadeado em u para bicicleta | - | no-brand | bikes
suporte de parede para bicicletas | - | no-brand | bikes
bomba de pe para bicicleta | - | no-brand | bikes
casaco de malha feito a mao la merino | - | no-brand | clothing
vestido de noiva feito por costureira | - | no-brand | clothing
camisola de la sem etiqueta tamanho m | - | no-brand | clothing
calcas estilo zara de feira | - | style-of | clothing
mala inspirada na chanel sem logotipo | - | style-of | clothing
polo tipo lacoste sem crocodilo | - | style-of | clothing
camisola ralf loren imitacao | - | near-brand | clothing
Adibas fato de treino falso | - | near-brand | clothing
Guci cinto imitacao fivela dourada | - | near-brand | clothing
camisola cor mango com gola alta | - | generic-word | clothing
blusa next to skin algodao | - | generic-word | clothing
vestido de verao com estampado de puma | - | generic-word | clothing
gorro de la com pompom | - | no-brand | clothing
cachecol de seda pintado a mao | - | no-brand | clothing
atacadores de substituicao para nike air force | - | for-x | footwear
palmilhas compativeis com sapatilhas adidas | - | for-x | footwear
spray protetor para ugg e camurça | - | for-x | footwear
botas de couro feitas por sapateiro | - | no-brand | footwear
chinelos de praia sem marca 40 | - | no-brand | footwear
sapatilhas estilo converse de lona | - | style-of | footwear
tenis tipo yeezy sem marca | - | style-of | footwear
sandalias inspiradas birkenstock cortica | - | style-of | footwear
Nikke air max copia | - | near-brand | footwear
Balenciaga falsas triple s replica | - | near-brand | footwear
botas vans de carga | - | generic-word | footwear
sapatos de salto cor vinho | - | no-brand | footwear
galochas de borracha para chuva | - | no-brand | footwear
pantufas de la de ovelha | - | no-brand | footwear
capsulas compativeis nespresso reutilizaveis | - | for-x | small-appliances
filtro lavavel compativel dyson v10 pack de 2 | - | for-x | small-appliances
acessorios para bimby tm6 feitos em silicone | - | for-x | small-appliances
sacos de aspirador compativeis rowenta | - | for-x | small-appliances
escova compativel roomba serie i | - | for-x | small-appliances
maquina de cafe italiana de fogao | - | no-brand | small-appliances
torradeira de 2 fatias marca branca | - | no-brand | small-appliances
fritadeira sem oleo generica 5l | - | no-brand | small-appliances
robot de cozinha tipo bimby do lidl | - | style-of | small-appliances
secador estilo dyson supersonic copia | - | style-of | small-appliances
Dysom airwrap clone | - | near-brand | small-appliances
Nespreso maquina falsa | - | near-brand | small-appliances
varinha magica | - | generic-word | small-appliances
ventilador de pe antigo | - | no-brand | small-appliances
filtro de agua compativel frigorifico samsung | - | for-x | large-appliances
borracha de porta para maquina bosch compativel | - | for-x | large-appliances
resistencia compativel forno teka | - | for-x | large-appliances
pecas para maquina de lavar whirlpool usadas genericas | - | for-x | large-appliances
frigorifico pequeno de escritorio sem marca | - | no-brand | large-appliances
arca frigorifica marca branca 200l | - | no-brand | large-appliances
fogao a lenha antigo em ferro | - | no-brand | large-appliances
frigorifico estilo smeg retro generico | - | style-of | large-appliances
frigo americain facon samsung | - | style-of | large-appliances
Bosh maquina lavar copia | - | near-brand | large-appliances
Mielle imitacao lava louca | - | near-brand | large-appliances
forno com grelhador cor de ameixa | - | generic-word | large-appliances
base para maquina de lavar com rodas | - | no-brand | large-appliances
exaustor de cozinha 60 cm | - | no-brand | large-appliances
bateria compativel canon lp-e6 generica 2000mah | - | for-x | cameras
tampa de objetiva para nikon 52mm generica | - | for-x | cameras
adaptador de objetivas m42 para sony e | - | for-x | cameras
grip de bateria compativel fujifilm | - | for-x | cameras
camara analogica sem marca 35 mm | - | no-brand | cameras
tripe de aluminio generico 1,5 m | - | no-brand | cameras
camara de caca sem marca infravermelhos | - | no-brand | cameras
camara estilo leica vintage de brincar | - | style-of | cameras
camara tipo polaroid instantanea barata | - | style-of | cameras
Cannon copia reflex | - | near-brand | cameras
Nikkon imitacao camara | - | near-brand | cameras
camara escura para revelar fotos | - | no-brand | cameras
lente olho de peixe para telemovel | - | no-brand | cameras
rolo de pelicula a cores 36 fotos | - | no-brand | cameras
almofadas de substituicao genericas para bose qc35 ii | - | for-x | audio
estojo de carregamento compativel airpods | - | for-x | audio
cabo de audio para sennheiser hd 650 | - | for-x | audio
suporte de parede em metal para sonos one branco | - | for-x | audio
coluna bluetooth sem marca a prova de agua | - | no-brand | audio
auriculares sem fio genericos | - | no-brand | audio
radio antigo de valvulas sem marca | - | no-brand | audio
auriculares tipo airpods baratos | - | style-of | audio
coluna estilo marshall de imitacao | - | style-of | audio
Jbl copia charge 5 falsa | - | near-brand | audio
Beets studio falsos | - | near-brand | audio
gira-discos de mala retro | - | no-brand | audio
coluna com forma de concha | - | generic-word | audio
discos de vinil de fado | - | no-brand | audio
bracelete de pele compativel com apple watch | - | for-x | watches-jewellery
correia de silicone para garmin fenix | - | for-x | watches-jewellery
pulseira compativel pandora com contas | - | for-x | watches-jewellery
vidro de safira para rolex submariner generico | - | for-x | watches-jewellery
relogio de bolso antigo sem marca | - | no-brand | watches-jewellery
anel de prata feito a mao por artesa de viana | - | no-brand | watches-jewellery
brincos de filigrana portuguesa | - | no-brand | watches-jewellery
relogio estilo rolex submariner homenagem sem logo | - | style-of | watches-jewellery
colar tipo cartier love banhado | - | style-of | watches-jewellery
Roleks datejust replica | - | near-brand | watches-jewellery
Omegga speedmaster falso | - | near-brand | watches-jewellery
relogio cor de lotus rosa | - | generic-word | watches-jewellery
caixa para guardar relogios 10 lugares | - | no-brand | watches-jewellery
fio de ouro 19 quilates com contraste 45 cm | - | no-brand | watches-jewellery
capas para sofa ikea ektorp feitas a medida | - | for-x | furniture
pes de substituicao para kallax | - | for-x | furniture
almofada para cadeira eames | - | for-x | furniture
mesa de madeira macica feita por carpinteiro | - | no-brand | furniture
comoda antiga restaurada | - | no-brand | furniture
estante de paletes artesanal | - | no-brand | furniture
cadeira estilo eames replica barata | - | style-of | furniture
candeeiro inspirado artemide tolomeo | - | style-of | furniture
cadeira tipo tolix em metal | - | style-of | furniture
Vitrra cadeira imitacao | - | near-brand | furniture
Kartel cadeira fantasma copia | - | near-brand | furniture
mesa de cabeceira cor de cerejeira | - | generic-word | furniture
espelho redondo de casa de banho | - | no-brand | furniture
cadeira de baloiço de vime | - | no-brand | furniture
pecas compativeis lego tecnic sem marca | - | for-x | toys-baby
capa de chuva para bugaboo fox | - | for-x | toys-baby
capa para cadeira auto cybex feita a mao | - | for-x | toys-baby
boneca de trapos feita a mao pela minha avo | - | no-brand | toys-baby
carrinho de bebe sem marca de passeio | - | no-brand | toys-baby
berco de madeira feito pelo avo | - | no-brand | toys-baby
blocos de construcao tipo lego genericos | - | style-of | toys-baby
boneca estilo barbie de feira | - | style-of | toys-baby
Legoo copia de set chines | - | near-brand | toys-baby
Playmobill falsos bonecos | - | near-brand | toys-baby
peluche de urso castanho | - | no-brand | toys-baby
peluche em forma de girafa | - | generic-word | toys-baby
puzzle de madeira do abecedario | - | no-brand | toys-baby
baloiço de jardim para criancas | - | no-brand | toys-baby
marcador de livro para coleccao harry potter | - | for-x | books-media
capas para manga one piece | - | for-x | books-media
livro de receitas caseiro escrito a mao | - | no-brand | books-media
album de fotografias antigo | - | no-brand | books-media
caderno de notas sem marca a5 | - | no-brand | books-media
livro estilo diario de um banana feito pela escola | - | style-of | books-media
poster inspirado nos filmes da disney | - | style-of | books-media
Pinguin classicos copia pirata | - | near-brand | books-media
livro sobre o planeta terra para criancas | - | generic-word | books-media
livro de bolso sobre pinguins | - | generic-word | books-media
dvds gravados de concertos | - | no-brand | books-media
enciclopedia antiga 20 volumes | - | no-brand | books-media
revistas de culinaria antigas | - | no-brand | books-media
grip para raquete babolat generico | - | for-x | sports-outdoor
fixacoes compativeis com skis rossignol | - | for-x | sports-outdoor
capa de protecao para raquete bullpadel | - | for-x | sports-outdoor
pesos de ginasio sem marca 2x5kg | - | no-brand | sports-outdoor
tenda de campismo sem marca 4 pessoas | - | no-brand | sports-outdoor
saco de boxe de pendurar | - | no-brand | sports-outdoor
casaco tipo north face de imitacao | - | style-of | sports-outdoor
mochila inspirada na fjallraven kanken | - | style-of | sports-outdoor
Patagonya casaco falso | - | near-brand | sports-outdoor
bola de futebol com cabeca de puma | - | generic-word | sports-outdoor
corda de saltar de boxe | - | no-brand | sports-outdoor
prancha de surf feita a mao | - | no-brand | sports-outdoor
bateria compativel makita 18v 5ah generica | - | for-x | tools-diy
laminas compativeis com multiferramenta fein | - | for-x | tools-diy
carregador generico para baterias dewalt | - | for-x | tools-diy
adaptador bateria bosch para parkside | - | for-x | tools-diy
caixa de ferramentas sem marca 100 pecas | - | no-brand | tools-diy
escadote de aluminio com 5 degraus dobravel | - | no-brand | tools-diy
bancada de trabalho feita por mim | - | no-brand | tools-diy
berbequim estilo dewalt amarelo generico | - | style-of | tools-diy
Makitta imitacao aparafusadora | - | near-brand | tools-diy
Dewalth falsa rebarbadora | - | near-brand | tools-diy
serrote de carpinteiro antigo | - | no-brand | tools-diy
martelo com cabo de freixo | - | generic-word | tools-diy
carro de mao de obra | - | no-brand | tools-diy
recargas compativeis com perfume chanel | - | for-x | beauty-perfume
pinceis compativeis com esponja beautyblender | - | for-x | beauty-perfume
sabonete artesanal de azeite e alecrim | - | no-brand | beauty-perfume
creme caseiro de calendula | - | no-brand | beauty-perfume
perfume sem marca de feira | - | no-brand | beauty-perfume
perfume inspirado em dior sauvage equivalencia | - | style-of | beauty-perfume
perfume tipo chanel coco mademoiselle alternativa | - | style-of | beauty-perfume
perfume cheiro a black opium de equivalencia | - | style-of | beauty-perfume
Channel n5 falso | - | near-brand | beauty-perfume
Lankome idole copia | - | near-brand | beauty-perfume
gel de banho com cheiro a pomba | - | generic-word | beauty-perfume
sabonete de pomba branca | - | generic-word | beauty-perfume
espelho de maquilhagem com luz led e aumento | - | no-brand | beauty-perfume
cordas compativeis com guitarra fender | - | for-x | musical-instruments
correia de guitarra para gibson feita a mao | - | for-x | musical-instruments
estojo rigido para violino yamaha generico | - | for-x | musical-instruments
guitarra construida por luthier sem marca | - | no-brand | musical-instruments
cavaquinho artesanal de braga | - | no-brand | musical-instruments
flauta de bisel escolar | - | no-brand | musical-instruments
guitarra estilo les paul de marca branca | - | style-of | musical-instruments
guitarra tipo stratocaster chinesa sem logo | - | style-of | musical-instruments
Gibsom copia les paul | - | near-brand | musical-instruments
Fendre telecaster falsa | - | near-brand | musical-instruments
tambor feito com pele de cabra | - | no-brand | musical-instruments
piano de cauda preto antigo | - | no-brand | musical-instruments
estante de partituras dobravel com saco | - | no-brand | musical-instruments
pastilhas compativeis brembo genericas | - | for-x | vehicle-parts
tapetes para golf 7 feitos a medida | - | for-x | vehicle-parts
capa para volante compativel bmw | - | for-x | vehicle-parts
jantes sem marca 17 polegadas 5x112 | - | no-brand | vehicle-parts
capacete de mota sem marca tamanho m | - | no-brand | vehicle-parts
atrelado caseiro para carro | - | no-brand | vehicle-parts
escape estilo akrapovic generico | - | style-of | vehicle-parts
jantes tipo bbs replica | - | style-of | vehicle-parts
Michilin pneus falsos | - | near-brand | vehicle-parts
oleo de motor cor de mel | - | generic-word | vehicle-parts
assento de mota em pele de jaguar sintetica | - | generic-word | vehicle-parts
corrente de neve para pneus | - | no-brand | vehicle-parts
galao de gasolina 20 litros | - | no-brand | vehicle-parts
funda para iphone 15 de silicona sin marca | - | for-x | phones
coque compatible samsung s22 transparente | - | for-x | phones
cover per iphone 12 fatta a mano | - | for-x | phones
Hülle für Xiaomi 13 ohne Marke | - | for-x | phones
chargeur compatible macbook usb c generique | - | for-x | laptops
alimentatore compatibile per notebook lenovo | - | for-x | laptops
mando compatible para play 4 sin marca | - | for-x | consoles
vestido hecho a mano de lino | - | no-brand | clothing
pull tricote main laine | - | no-brand | clothing
maglione fatto a mano senza etichetta | - | no-brand | clothing
Strickjacke selbstgestrickt ohne Marke | - | no-brand | clothing
jersey color mango de punto | - | generic-word | clothing
zapatillas tipo new balance sin marca talla 41 | - | style-of | footwear
chaussures facon converse toile | - | style-of | footwear
scarpe stile hogan senza marchio | - | style-of | footwear
Schuhe im Stil von Birkenstock Kork | - | style-of | footwear
cafetera italiana de toda la vida | - | no-brand | small-appliances
capsules compatibles dolce gusto | - | for-x | small-appliances
Kaffeekapseln kompatibel mit Nespresso | - | for-x | small-appliances
reloj estilo casio retro sin marca | - | style-of | watches-jewellery
montre facon rolex homage | - | style-of | watches-jewellery
orologio tipo daniel wellington senza logo | - | style-of | watches-jewellery
silla tipo eames imitacion | - | style-of | furniture
Stuhl im Eames Stil Nachbau | - | style-of | furniture
lampe facon flos vintage | - | style-of | furniture
jouets en bois faits main | - | no-brand | toys-baby
Holzspielzeug handgemacht ohne Marke | - | no-brand | toys-baby
libro de recetas de la abuela | - | no-brand | books-media
perfume de equivalencia tipo one million | - | style-of | beauty-perfume
parfum inspire de la vie est belle | - | style-of | beauty-perfume
profumo equivalente ispirato acqua di gio | - | style-of | beauty-perfume
Parfum Zwilling von Sauvage Duftzwilling | - | style-of | beauty-perfume
guitarra de luthier sin marca | - | no-brand | musical-instruments
Bremsbeläge kompatibel für Brembo Sattel | - | for-x | vehicle-parts
pneumatici senza marca 195 65 15 | - | no-brand | vehicle-parts
taladro tipo makita sin marca | - | style-of | tools-diy
Akku kompatibel mit Makita 18V | - | for-x | tools-diy
velo hollandais sans marque | - | no-brand | bikes
bici da corsa assemblata senza marca | - | no-brand | bikes
camara de fotos de juguete | - | no-brand | cameras
`;

const cases = brandSetCases({ positives, adversarial, adversarialKinds: ['accessory', 'component', 'maker+sub'] });
// The split, by greedy balance over category, kind, trap and adversarial flag (`balancedSplit`).
const parts = balancedSplit(cases, (c) => [`category:${c.category ?? '-'}`, `kind:${c.kind}`, `trap:${c.trap ?? '-'}`, `adversarial:${c.adversarial}`], ['tune', 'held-out']);
const parted = cases.map((c, i) => ({ ...c, part: parts[i]! }));
writeFileSync(new URL('../../data/brands/brand-strings-thirtieth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
