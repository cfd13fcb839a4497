/**
 * The curated brand table, as data: one line per brand,
 * `Canonical | categories | aliases and common misspellings | Wikidata id | parent brand`,
 * here and in the `brands-*.data.ts` files beside it (one per group of categories).
 * A parent brand makes a sub-brand and its maker one brand family (PlayStation and Sony, Redmi and
 * Xiaomi, B'Twin and Decathlon): a listing naming both names one brand, and a string naming both
 * answers the sub-brand with its parent.
 * Categories: ph phones, ta tablets, la laptops, co consoles, bi bikes, cl clothing, fo footwear,
 * sa small appliances, lg large appliances, cm cameras and optics, au audio, wj watches and
 * jewellery, fu furniture and homeware, tb toys and baby, bm books and media, so sports and
 * outdoor, td tools and DIY, be beauty and perfume, mi musical instruments, vp vehicle parts.
 * A category code ending in `^` (`bi^`) marks a brand that is also a component or licence on
 * other makers' items of that category (Shimano on a Trek, a Bosch motor on a Cube); a leading `^`
 * on the name marks it so in all its categories. Lines are in rough order of how often the brand
 * is listed on Iberian and French second-hand marketplaces, which `discover` uses as its ranking.
 * A leading `~` marks a brand whose name is also a common word (Nothing, Mango, Poco, Tous, and
 * the added names found in the PT, ES, FR, EN, DE and IT word lists) or a model designation (GT): in free text it counts only
 * when written with the brand's capitals.
 * A leading `@` marks a holding: a group that sells under its brands' names, not its own (Inditex, LVMH): its brands answer it
 * as their parent but stay brand families of their own.
 * A leading `$` marks a shop whose shelves carry other makers' goods under those makers' names — the source of truth is each
 * chain's own online catalogue, which lists those makers (Leroy Merlin and Castorama sell Bosch and Makita tools, Conforama
 * sells Samsung and Bosch appliances, Sephora, Douglas and Primor sell Dior and Lancôme, Thomann sells Fender, Norauto sells
 * Michelin, Bertrand and El Corte Inglés sell other publishers' and makers' goods, Amazon is a marketplace of other sellers):
 * named as where the item was bought ("comprado na Conforama") it is not the item's maker. A shop whose goods carry its own
 * name (Zara, Primark, IKEA, Lidl, Muji) has no mark: "vestido comprado na Zara" is a Zara dress.
 * An alias starting with `?` is deliberately shared with another brand ("boss": Hugo Boss and
 * Roland's Boss): without a category that tells them apart, it matches neither.
 * A Wikidata id is given only where it was known with certainty; an empty field means none here.
 */
export const brandTableText = `
~Apple | ph ta la au wj | apple inc, aple, appel, appl, apple computer, iphone apple, ipod, airpods, apple airpods, iphone, ipad, macbook, imac, apple watch, homepod | Q312 |
Samsung | ph ta la sa lg au wj | samsung electronics, samsumg, samsnug, samsun, sansung, samgsung, samsung galaxy, galaxy, ecobubble | Q20718 |
Xiaomi | ph ta la sa au so bi wj | xiaomi inc, xiomi, xaomi, xioami, xiaomy, xiaomi mi | Q1636958 |
Huawei | ph ta la wj | huawei technologies, huwei, huawey, hauwei, huawie | Q160120 |
Oppo | ph ta | oppo mobile |  |
Realme | ph ta |  |  | Oppo
OnePlus | ph ta | one plus, 1+, oneplus technology, 1plus |  | Oppo
Motorola | ph ta | moto, motorolla, motorola mobility, motorolla |  | Lenovo
Nokia | ph ta la | nokia corporation, nokia oyj, nokya | Q1418 |
Google | ph ta la | google llc, googel, pixel google, chromecast | Q95 |
Sony | ph ta la co cm au vp | sony corporation, sony group, sony interactive entertainment, sony electronics, soni, cybershot, cyber-shot, handycam, walkman, sony alpha, bravia, xperia | Q41187 |
Sony Ericsson | ph | sonyericsson, sony-ericsson |  | Sony
~Vertu | ph |  |  |
~Honor | ph ta la | honour, honor device |  |
~Vivo | ph ta | vivo mobile |  |
Alcatel | ph ta | alcatel one touch, alcatel-lucent, alcatell |  | TCL
Asus | ph ta la co | asustek, asus computer, asustek computer, azus, zenbook, vivobook, zenfone |  |
Lenovo | ph ta la co | lenovo group, lenova, lenevo, lenvo, thinkpad, ideapad, thinkbook |  |
ZTE | ph ta | zte corporation |  |
TCL | ph ta lg | tcl electronics, tcl technology |  |
Wiko | ph | wiko mobile |  |
Doro | ph | doro ab |  |
Fairphone | ph | fair phone |  |
~Nothing | ph | nothing technology, nothing phone |  |
~Poco | ph ta | pocophone, poco phone |  | Xiaomi
Redmi | ph ta | xiaomi redmi, red mi |  | Xiaomi
~BlackBerry | ph | blackberry limited, black berry, blackbery |  |
HTC | ph | htc corporation |  |
Meizu | ph | meizu technology |  |
~CAT | ph fo | caterpillar, cat phones, cat footwear |  |
Blackview | ph ta la | black view |  |
Ulefone | ph | ule fone |  |
Doogee | ph ta |  |  |
Crosscall | ph | cross call |  |
Gigaset | ph | gigaset communications |  |
Tecno | ph | tecno mobile |  | Transsion
@Transsion | ph |  |  |
Infinix | ph la | infinix mobile |  | Transsion
Microsoft | ph ta la co | microsoft corporation, microsoft corp, msft, micro soft, microsof, surface pro, surface laptop, surface go, surface book, surface duo | Q2283 |
$Amazon | ta au | amazon.com, amazon kindle, kindle | Q3884 |
Kobo | ta | rakuten kobo |  | Rakuten
@Rakuten | ta |  |  |
Huion | ta la |  |  |
Wacom | ta la | wacom co |  |
Teclast | ta la |  |  |
Dell | la ta | dell technologies, dell inc, del, inspiron |  |
HP | la sa ta | hewlett packard, hewlett-packard, hp inc, h.p., elitebook, probook |  |
Acer | la ta | acer inc, acer computer |  |
MSI | la co | micro-star, micro star international, msi gaming |  |
Toshiba | la lg | toshiba corporation, toshiba corp |  |
Dynabook | la |  |  | Toshiba
Fujitsu | la | fujitsu siemens |  |
Medion | la sa ta | medion ag, erazer |  | Lenovo
Razer | la co | razer inc |  |
Alienware | la | alien ware |  | Dell
ROG | la ph co au | republic of gamers, asus rog, rog strix |  | Asus
~Predator | la | acer predator |  | Acer
~Omen | la co | hp omen |  | HP
~Gigabyte | la | gigabyte technology, aorus |  |
Chuwi | la ta |  |  |
Yestel | ta |  |  |
Bigme | ta | bigme inkpad |  |
Meebook | ta |  |  |
Vastking | ta |  |  |
Durabook | la ta | twinhead |  |
Alurin | la |  |  |
Positivo | la ta ph | positivo tecnologia |  |
Multilaser | la ta ph |  |  |
Pine64 | la ta ph | pine 64, pinebook, pinephone, pinetab |  |
Purism | la ph | librem |  |
GPD | la co | gpd win, gpd pocket |  |
Ninkear | la |  |  |
BMAX | la ta | bmax maxbook |  |
Nexoc | la |  |  |
Evolveo | ph ta |  |  |
Yezz | ph |  |  |
Homtom | ph |  |  |
Kazam | ph |  |  |
~Framework | la | framework computer |  |
Panasonic | la sa lg cm au be ph | panasonic corporation, panasonnic, panasonik |  |
LG | ph la lg sa au | lg electronics, l.g., lg corp, goldstar |  |
Schenker | la | schenker technologies |  |
Clevo | la |  |  |
Nintendo | co | nintendo co, nintendo of europe, nintento, nitendo, nintedo, game boy, gameboy, nintendo ds, nintendo 3ds, gamecube, wii u, wiiu, game boy advance, gameboy advance, game boy color, gameboy color, nintendo 64, n64, snes, virtual boy | Q8093 |
~Sega | co bm | sega corporation, sega games, dreamcast, mega drive, megadrive, master system, game gear, sega saturn | Q122741 |
Atari | co | atari sa |  |
~Valve | co | valve corporation, steam deck valve, steam deck |  |
Xbox | co | x box |  | Microsoft
PlayStation | co | play station, playstation sony, ps, ps1, ps2, ps3, ps4, ps5, psp, ps vita, psone, dualsense, dualshock |  | Sony
Ayaneo | co | aya neo |  |
Anbernic | co |  |  |
~Backbone | co | backbone one |  |
Retroid | co | retroid pocket |  |
~Analogue | co | analogue inc |  |
8BitDo | co | 8 bitdo, eight bitdo |  |
Logitech | co la ta au | logitech international, logi |  |
~Turtle Beach | co au | turtlebeach |  |
Nacon | co | bigben nacon |  | Bigben
Bigben | co | big ben interactive |  |
Hori | co | hori co |  |
PowerA | co | power a |  |
Thrustmaster | co | thrust master |  | Guillemot
@Guillemot | co |  |  |
Steelseries | co la | steel series |  | GN
@GN | co la au ph |  |  |
~Oculus | co | oculus vr |  | Meta
~Meta | co | meta platforms, meta quest |  |
~Pico | co | pico interactive |  | ByteDance
@ByteDance | co |  |  |
Trek | bi | trek bicycle, trek bikes, treck |  |
Specialized | bi so | specialized bicycle components, specialised, especialized, spezialized |  |
~Giant | bi | giant bicycles, giant manufacturing |  |
Liv | bi | liv cycling, liv bikes |  | Giant
Cannondale | bi | canondale, cannondal, cannondale bicycle |  | Pon
~Scott | bi cl | scott sports, scot |  |
~Cube | bi | cube bikes |  |
Orbea | bi | orbea bikes, orvea |  |
BH | bi | bh bikes, beistegui hermanos |  |
Merida | bi | merida bikes, merida industry |  |
~Canyon | bi | canyon bicycles, canyon bikes, caynon |  |
Bianchi | bi | bianchi bicycles, biachi, bianci |  |
Pinarello | bi | pinarelo |  |
Colnago | bi | colnago ernesto |  |
Cervélo | bi | cervelo |  | Pon
~Santa Cruz | bi | santa cruz bicycles, santacruz |  | Pon
Kona | bi | kona bikes |  |
~Marin | bi | marin bikes |  |
~GT | bi | gt bicycles, gt bikes |  | Pon
~Felt | bi | felt bicycles |  |
Ridley | bi | ridley bikes |  |
Lapierre | bi | la pierre |  | Accell
BMC | bi | bmc switzerland |  |
~Focus | bi | focus bikes |  | Pon
Haibike | bi | hai bike |  | Accell
@Accell | bi |  |  |
~Moustache | bi | moustache bikes |  |
~Rose | bi | rose bikes, rose versand |  |
~Radon | bi | radon bikes |  |
~Ghost | bi | ghost bikes |  | Accell
~Polygon | bi | polygon bikes |  |
Mondraker | bi | mondraker bikes |  |
~Orange | bi | orange bikes |  |
~Yeti | bi | yeti cycles |  |
~Pivot | bi | pivot cycles |  |
Commencal | bi | commençal |  |
Nukeproof | bi | nuke proof |  |
Vitus | bi | vitus bikes |  |
Brompton | bi | brompton bicycle, bromton |  |
Dahon | bi |  |  |
~Tern | bi | tern bicycles |  |
~Decathlon | bi cl fo so | decathlon sa, decatlon |  |
B'Twin | bi so | btwin, b twin, b-twin |  | Decathlon
Rockrider | bi so | rock rider |  | Decathlon
~Riverside | bi |  |  | Decathlon
Van Rysel | bi so | vanrysel |  | Decathlon
Triban | bi |  |  | Decathlon
Elops | bi |  |  | Decathlon
~Cowboy | bi | cowboy bikes |  |
VanMoof | bi | van moof |  |
~Gazelle | bi | gazelle bikes |  | Pon
Batavus | bi |  |  | Accell
~Sparta | bi |  |  | Accell
Riese & Müller | bi | riese und muller, riese muller, r&m |  |
Segway | bi | segway ninebot, ninebot |  |
Shimano | bi^ so^ bi | shimano inc, shimanno, shimmano, shimano deore, deore, ultegra, dura-ace |  |
SRAM | bi^ bi | sram llc |  |
Fuji | bi | fuji bikes |  |
Raleigh | bi | raleigh bicycles |  | Accell
Peugeot | bi vp sa fu | peugeot cycles, peugeot saveurs |  |
Berria | bi | berria bike |  |
Megamo | bi |  |  |
Coluer | bi |  |  |
Wilier | bi | wilier triestina |  |
~Look | bi | look cycle |  |
~Time | bi | time sport |  |
Kross | bi | kross bikes |  |
~Author | bi |  |  |
~Superior | bi | superior bikes |  |
Nike | cl fo so | nike inc, nikes, nkie, nike sportswear, air max, air force 1, nike dunk, vaporfly, huarache | Q483915 |
Adidas | cl fo so | adidas ag, addidas, adiddas, adidass, adida, adidas originals, stan smith, adidas superstar, adidas samba, ultraboost | Q3895 |
~Puma | cl fo so | puma se, pumma, speedcat | Q157064 |
Zara | cl fo | zarah | Q147662 | Inditex
H&M | cl fo | h and m, h & m, hm, hennes & mauritz, hennes and mauritz | Q188326 |
~Mango | cl fo | mango mng, mng |  |
Pull&Bear | cl fo | pull and bear, pull & bear, pull bear, pullandbear |  | Inditex
Bershka | cl fo | berska, bershka |  | Inditex
Stradivarius | cl fo | stradivarus, stradivari |  | Inditex
Massimo Dutti | cl fo | massimo duti, massimodutti |  | Inditex
Primark | cl fo | primarck |  |
Uniqlo | cl | uniqulo |  | Fast Retailing
Shein | cl fo |  |  |
Levi's | cl | levis, levi strauss, levi strauss & co, levi |  |
Lacoste | cl fo wj | lacost, lacoste sa |  | Maus Frères
@Maus Frères | cl fo wj |  |  |
Ralph Lauren | cl fo | polo ralph lauren, ralph lauren corporation, ralf lauren |  |
Tommy Hilfiger | cl fo wj | tommy, hilfiger, tommy hilfinger, tomy hilfiger |  | PVH
Calvin Klein | cl fo wj be | ck, calvin klien, calvin klein jeans, ck jeans |  | PVH
Hugo Boss | cl fo be wj | ?boss, hugo |  |
~Guess | cl fo wj | guess jeans |  |
~Diesel | cl fo wj |  |  | OTB
@OTB | cl fo wj |  |  |
Benetton | cl | united colors of benetton, benneton |  | Edizione
@Edizione | cl |  |  |
~Desigual | cl fo | desigal |  |
Springfield | cl fo |  |  | Tendam
@Tendam | cl fo |  |  |
Cortefiel | cl |  |  | Tendam
~Salsa | cl | salsa jeans |  |
Lefties | cl fo |  |  | Zara
Oysho | cl |  |  | Inditex
Women'secret | cl | womensecret, women secret |  | Tendam
Kiabi | cl fo |  |  |
~Jules | cl |  |  |
Celio | cl | celio* |  |
Promod | cl |  |  |
Naf Naf | cl | nafnaf |  |
Sandro | cl |  |  | SMCP
@SMCP | cl |  |  |
Maje | cl |  |  | SMCP
The Kooples | cl | kooples |  | Maus Frères
Sézane | cl | sezane |  |
Petit Bateau | cl | petitbateau |  |
Jacadi | cl |  |  |
Okaïdi | cl | okaidi |  |
Vertbaudet | cl | vert baudet |  |
Zippy | cl |  |  |
~Mayoral | cl |  |  |
Chicco | cl sa tb fo | chicco italia, next2me |  | Artsana
@Artsana | tb | artsana group, artsana spa |  |
~Gap | cl | gap inc |  |
Abercrombie & Fitch | cl | abercrombie, a&f, abercrombie and fitch |  |
Hollister | cl | hollister co |  | Abercrombie & Fitch
American Eagle | cl | american eagle outfitters |  |
Superdry | cl | super dry |  |
Jack & Jones | cl | jack and jones, jack&jones |  | Bestseller
@Bestseller | cl |  |  |
~Only | cl | only jeans |  | Bestseller
Vero Moda | cl | veromoda |  | Bestseller
~Esprit | cl |  |  |
s.Oliver | cl fo | s oliver, soliver |  |
Tom Tailor | cl |  |  |
Asos | cl | asos design |  |
Topshop | cl | top shop |  | Asos
~Next | cl | next plc |  |
Marks & Spencer | cl | m&s, marks and spencer |  |
Boohoo | cl |  |  |
PrettyLittleThing | cl | pretty little thing, plt |  | Boohoo
Urban Outfitters | cl |  |  | URBN
@URBN | cl |  |  |
~Weekday | cl |  |  | H&M
~Cos | cl |  |  | H&M
& Other Stories | cl | other stories |  | H&M
Arket | cl |  |  | H&M
Monki | cl |  |  | H&M
The North Face | cl fo so | north face, tnf, the northface, nuptse, thermoball |  | VF Corporation
~Patagonia | cl so | patagonia inc, synchilla, torrentshell |  |
Columbia | cl fo so | columbia sportswear |  |
Quechua | cl so fo |  |  | Decathlon
Kalenji | cl fo so |  |  | Decathlon
Domyos | cl so |  |  | Decathlon
Helly Hansen | cl so | hellyhansen |  | Kontoor
Napapijri | cl | napapiri |  | VF Corporation
Timberland | cl fo | timberlands, timberlan |  | VF Corporation
Carhartt | cl | carhart, carhartt wip |  |
Dickies | cl |  |  | VF Corporation
Stüssy | cl | stussy |  |
~Supreme | cl |  |  | EssilorLuxottica
Off-White | cl fo | off white, offwhite |  |
Stone Island | cl | stoneisland |  | Moncler
Moncler | cl | monclear |  |
~Canada Goose | cl | chilliwack |  |
Barbour | cl |  |  |
Fred Perry | cl | fredperry |  |
Ellesse | cl fo | elesse |  | Pentland
~Kappa | cl so fo |  |  | BasicNet
@BasicNet | cl so fo |  |  |
~Fila | cl fo |  |  |
Umbro | cl so |  |  |
Le Coq Sportif | cl fo so | lecoqsportif, le coq |  |
~Champion | cl |  |  | Authentic Brands
@Authentic Brands | cl fo so |  |  |
Under Armour | cl fo so | underarmour, under armor |  |
Reebok | cl fo so | reebock, rebook, instapump |  | Authentic Brands
Asics | fo cl so | asics corporation, gel kayano, gel-kayano, gel nimbus, gel-nimbus |  |
Onitsuka Tiger | fo cl | onitsuka |  | Asics
New Balance | fo cl so | newbalance, nb, fuelcell |  |
~Converse | fo cl | converse inc, chuck taylor, chuck taylor all star |  | Nike
~Vans | fo cl | vans off the wall, ultrarange |  | VF Corporation
Skechers | fo cl | sketchers, skecher |  |
Dr. Martens | fo cl | doc martens, dr martens, docs, dr. marten |  |
Birkenstock | fo cl | birkenstok, birkenstocks |  |
Allbirds | fo | all birds |  |
Rohde | fo |  |  |
Ludwig Reiter | fo |  |  |
Sanuk | fo |  |  | Deckers
Scholl | fo |  |  |
Swedish Hasbeens | fo |  |  |
Glerups | fo |  |  |
~Ten Points | fo |  |  |
Clarks | fo cl | clark's |  |
Geox | fo cl |  |  |
~Ecco | fo cl |  |  |
~Camper | fo cl |  |  |
Pikolinos | fo cl |  |  |
Hispanitas | fo cl |  |  |
~Mustang | fo cl |  |  |
UGG | fo cl | uggs, ugg australia |  | Deckers
Crocs | fo | croc |  |
Havaianas | fo | havainas |  |
Salomon | fo cl so | salomon sports, speedcross |  | Amer Sports
Merrell | fo so | merell |  | Wolverine World Wide
@Wolverine World Wide | fo so |  |  |
Hoka | fo so | hoka one one, speedgoat |  | Deckers
~On | fo so | on running, on-running |  |
Saucony | fo so |  |  | Wolverine World Wide
Mizuno | fo so |  |  |
~Brooks | fo so | brooks running |  |
~Veja | fo cl |  |  |
Golden Goose | fo | golden goose deluxe brand, ggdb |  |
~Jordan | fo cl | air jordan, jordan brand |  | Nike
Yeezy | fo | adidas yeezy |  | Adidas
Louis Vuitton | cl fo | lv, louis vitton, louis vuiton, neverfull, keepall |  | LVMH
Gucci | cl fo be | guci |  | Kering
Prada | cl fo be |  |  |
Chanel | cl fo be | chanel n5, chanel no 5, chanel nº5, chanel parfums, coco chanel |  |
Dior | cl fo be | christian dior, parfums christian dior, dior beauty, j'adore dior, sauvage dior |  | LVMH
Balenciaga | cl fo | balenciagha |  | Kering
Burberry | cl be | burberrys |  |
Versace | cl fo be |  |  |
~Hermès | cl fo be | hermes |  |
Saint Laurent | cl fo be | ysl, yves saint laurent, ysl beauty, yves saint laurent beaute, yves saint laurent beauté |  | Kering
Michael Kors | cl fo wj | mk |  | Capri Holdings
Kenzo | cl be |  |  | LVMH
Armani | cl fo wj be | armani group |  |
Giorgio Armani | cl fo be | armani beauty, giorgio armani beauty |  | Armani
Emporio Armani | cl fo wj be | emporio |  | Armani
Armani Exchange | cl fo wj | ax armani exchange |  | Armani
EA7 | cl fo so | ea7 emporio armani |  | Armani
Moschino | cl |  |  | Aeffe
@Aeffe | cl |  |  |
Valentino | cl fo be |  |  |
Bimba y Lola | cl | bimba lola |  |
~Tous | cl wj |  |  |
~Parfois | cl |  |  |
~Wrangler | cl |  |  | Kontoor
@Kontoor | cl so |  |  |
~Lee | cl | lee jeans |  | Kontoor
Pepe Jeans | cl | pepe |  |
G-Star Raw | cl | g-star, gstar |  |
~Replay | cl |  |  | Fashion Box
@Fashion Box | cl |  |  |
Bosch | sa lg td vp^ bi^ vp | robert bosch, bosh, bosch home, bosch professional |  |
Siemens | sa lg | siemens ag, siemens home | Q81230 | BSH
Philips | sa vp | koninklijke philips, philips electronics, phillips, philip, oneblade | Q170416 |
~Braun | sa be | multiquick |  | Procter & Gamble
Moulinex | sa | moulinex sa, mulinex, cookeo |  | SEB
Tefal | sa fu | t-fal, tfal, actifry, optigrill |  | SEB
Rowenta | sa be |  |  | SEB
Krups | sa |  |  | SEB
SEB | sa | groupe seb |  |
De'Longhi | sa | delonghi, de longhi, dellonghi, primadonna |  |
Kenwood | sa au vp | kenwood limited |  | De'Longhi
KitchenAid | sa lg | kitchen aid |  | Whirlpool
Nespresso | sa^ | vertuo, lattissima, inissia |  | Nestlé
JDE Peet's | sa | jde peets, jacobs douwe egberts |  |
L'Or | sa | l'or espresso, lor espresso |  | JDE Peet's
Jacobs | sa |  |  | JDE Peet's
Marcilla | sa |  |  | JDE Peet's
Delta Q | sa | delta cafés, delta cafes, deltaq |  |
Nescafé | sa | nescafe |  | Nestlé
Starbucks | sa |  |  |
Segafredo | sa | segafredo zanetti |  |
Kimbo | sa |  |  |
Caffè Borbone | sa | borbone |  |
Carte Noire | sa |  |  |
Dolce Gusto | sa^ | nescafe dolce gusto |  | Nestlé
Dyson | sa be | dyson ltd, dison, airwrap |  |
~Taurus | sa | taurus group |  |
Cecotec | sa bi | ceco tec |  |
Ufesa | sa |  |  | BSH
Orbegozo | sa |  |  |
Solac | sa |  |  |
~Princess | sa |  |  |
Severin | sa |  |  |
Russell Hobbs | sa | russel hobbs, russell hobs |  | Spectrum Brands
Trebs | sa |  |  |
Springlane | sa |  |  |
@Spectrum Brands | sa be |  |  |
Morphy Richards | sa |  |  | Glen Dimplex
@Glen Dimplex | sa au |  |  |
Breville | sa |  |  |
Smeg | sa lg |  |  |
Thermomix | sa | vorwerk thermomix, bimby |  | Vorwerk
Vorwerk | sa |  |  |
Kärcher | sa td | karcher, kaercher |  |
iRobot | sa | i robot, irobot roomba, roomba |  |
Roborock | sa | robo rock |  |
Ecovacs | sa | deebot |  |
Hoover | sa lg |  |  | Haier
~Candy | lg sa |  |  | Haier
Vileda | sa fu |  |  | Freudenberg
@Freudenberg | sa fu |  |  |
Remington | sa be |  |  | Spectrum Brands
BaByliss | sa be | babyliss, babyliss pro |  | Conair
@Conair | sa be |  |  |
ghd | sa be | ghd hair, good hair day |  |
Oral-B | sa be | oral b, oralb |  | Braun
Sodastream | sa | soda stream |  | PepsiCo
@PepsiCo | sa |  |  |
Instant Pot | sa | instantpot |  |
@SharkNinja | sa | shark ninja, sharkninja inc |  |
~Ninja | sa | ninja kitchen |  | SharkNinja
~Shark | sa |  |  | SharkNinja
Nutribullet | sa | nutri bullet |  | De'Longhi
Cosori | sa |  |  |
Tristar | sa |  |  |
~Jata | sa fu |  |  |
Zanussi | lg sa |  |  | Electrolux
Electrolux | lg sa | electrolux ab, electrolix |  |
AEG | lg sa td | aeg electrolux |  | Electrolux
Whirlpool | lg sa | whirpool, whirlpool corporation |  |
Indesit | lg | indesit company |  | Whirlpool
Hotpoint | lg | hotpoint ariston, ariston |  | Whirlpool
Ignis | lg |  |  | Whirlpool
Zerowatt | lg |  |  | Candy
~Junkers | lg |  |  | Bosch
~Vulcano | lg |  |  | Bosch
Beko | lg | beko electronics |  | Arçelik
Balay | lg sa |  |  | BSH
Teka | lg sa |  |  |
Fagor | lg sa |  |  |
Haier | lg | haier group |  |
Hisense | lg ph | his sense |  |
Gorenje | lg |  |  | Hisense
~Miele | lg sa | miele & cie, miele cie |  |
Liebherr | lg | liebher |  |
Neff | lg |  |  | BSH
Gaggenau | lg |  |  | BSH
~Sharp | lg au ph | sharp corporation |  | Foxconn
@Foxconn | lg au ph ta la |  |  |
Daewoo | lg |  |  |
Hitachi | lg au td |  |  |
Grundig | lg au sa |  |  | Arçelik
~Amica | lg |  |  |
Vestel | lg |  |  |
~Sauber | lg |  |  |
Infiniton | lg |  |  |
Corberó | lg | corbero |  |
Edesa | lg |  |  |
Brandt | lg sa |  |  |
De Dietrich | lg | dedietrich |  | Brandt
~Sauter | lg |  |  | Brandt
Rosières | lg | rosieres |  | Candy
Meireles | lg |  |  |
Fricon | lg |  |  |
Mitsubishi Electric | lg | mitsubishi |  |
Daikin | lg |  |  |
Fujitsu General | lg |  |  |
Lego | co tb | lego group, legos, lego technic, ninjago | Q1063455 |
Garmin | sa so wj vp bi | garmin ltd, vivoactive |  |
Fitbit | sa wj | fit bit |  | Google
~Polar | sa so wj bi | polar electro |  |
Suunto | sa so wj |  |  |
GoPro | sa cm | go pro |  |
DJI | sa cm | dji innovations, dji osmo, osmo, dji mavic |  |
JBL | sa au |  |  | Harman
Bose | sa au vp^ | bose corporation, quietcomfort, soundlink |  |
~Marshall | sa au mi | marshall amplification |  |
~Beats | sa au | beats by dre, beats by dr. dre |  | Apple
Sennheiser | sa au mi | senheiser, sennhieser |  |
Bang & Olufsen | sa au la^ | b&o, bang and olufsen, bang olufsen, beoplay |  |
HMD | ph |  |  |
Nubia | ph |  |  |ZTE
Oukitel | ph ta |  |  |
Umidigi | ph ta |  |  |
Itel | ph |  |  | Transsion
Archos | ph ta |  |  |
Kyocera | ph la |  |  |
Razer Phone | ph |  |  |Razer
PanzerGlass | ph |  |  |
Ravpower | ph |  |  |
~Vaio | la |  |  |
Packard Bell | la |  |  | Acer
Kingston | la |  |  |
~Western Digital | la | wd, wdc |  |
Seagate | la |  |  |
Roccat | la |  |  | Turtle Beach
~Cooler Master | la |  |  |
NZXT | la |  |  |
Thermaltake | la | be quiet! |  |
Noctua | la |  |  |
~Fractal Design | la |  |  |
Lian Li | la |  |  |
Asrock | la |  |  |
Zotac | la |  |  |
PNY | la |  |  |
EVGA | la |  |  |
~Palit | la |  |  |
Gainward | la |  |  |
Inno3D | la |  |  |
XFX | la |  |  |
PowerColor | la |  |  |
TP-Link | la |  |  |
Netgear | la |  |  |
Linksys | la |  |  | Foxconn
~D-Link | la |  |  |
Ubiquiti | la |  |  |
AVM | la | fritz!box, fritzbox, fritz box |  |
Synology | la |  |  |
QNAP | la |  |  |
Epson | la |  |  |
~Brother | la sa |  |  |
Lexmark | la |  |  |
Xerox | la |  |  |
XP-Pen | la ta |  |  |
Elgato | la |  |  | Corsair
Targus | la |  |  |
~Case Logic | la |  |  | Thule
Benq | la |  |  |
AOC | la |  |  |
Iiyama | la |  |  |
ViewSonic | la |  |  |
Eizo | la |  |  |
~Raspberry Pi | la |  |  |
Arduino | la |  |  |
~Onyx | ta | onyx boox, boox |  |
~reMarkable | ta |  |  |
Alldocube | ta |  |  |
Mad Catz | co |  |  |
Snakebyte | co |  |  |
~Vittoria | bi |  |  |
Hutchinson | bi |  |  |
Panaracer | bi |  |  |
WTB | bi |  |  |
~Fulcrum | bi |  |  |
Ritchey | bi |  |  |
Easton | bi |  |  | Fox Racing Shox
~Race Face | bi |  |  | Fox Racing Shox
Chromag | bi |  |  |
Tektro | bi |  |  |
TRP | bi |  |  | Tektro
~Hayes | bi |  |  |
~Selle Royal | bi |  |  |
~Prologo | bi |  |  |
Bryton | bi |  |  |
~Sigma Sport | bi |  |  |
Kellys | bi |  |  |
~Lombardo | bi |  |  |
~Gitane | bi |  |  |
Motobécane | bi |  |  |
~Mercier | bi |  |  |
~Vélo Solex | bi |  |  |
~Solex | bi |  |  |
~Strida | bi |  |  |
Birdy | bi |  |  |
Boardman | bi |  |  |
Ribble | bi |  |  |
Whyte | bi |  |  |
Saracen | bi |  |  |
Cinelli | bi |  |  |
Gios | bi |  |  |
~Olmo | bi |  |  |
~De Rosa | bi |  |  |
3T | bi |  |  |
Argon 18 | bi |  |  |
Corratec | bi |  |  |
Stevens | bi |  |  |
~Bulls | bi |  |  |
Kalkhoff | bi |  |  | Pon
Stromer | bi |  |  |
Winora | bi |  |  | Accell
KTM Fahrrad | bi |  |  |
~Simplon | bi |  |  |
Rotwild | bi |  |  |
Propain | bi |  |  |
YT Industries | bi | yt |  |
~Ibis | bi |  |  |
Norco | bi |  |  |
Devinci | bi |  |  |
~Rocky Mountain | bi |  |  |
Niner | bi |  |  |
~Salsa Cycles | bi |  |  |
~All-City | bi |  |  |
Jamis | bi |  |  |
Diamondback | bi |  |  |
~Huffy | bi |  |  |
~Frog Bikes | bi |  |  |
Islabikes | bi |  |  |
Kokua | bi |  |  |
Strider | bi |  |  |
Chillafish | bi |  |  |
Kugoo | bi |  |  |
Inokim | bi |  |  |
Dualtron | bi |  |  |
Minimotors | bi |  |  |
Kaabo | bi |  |  |
Bafang | bi |  |  |
Cafflano | sa |  |  |
Rancilio | sa |  |  |
La Marzocco | sa |  |  |
~Rocket Espresso | sa |  |  |
Lelit | sa |  |  |
Ascaso | sa |  |  |
Bezzera | sa |  |  |
Expobar | sa |  |  |
Graef | sa |  |  |
Wilfa | sa |  |  |
Moccamaster | sa |  |  |
Hario | sa |  |  |
Chemex | sa |  |  |
Aeropress | sa |  |  |
Baratza | sa |  |  |
Timemore | sa |  |  |
Polti | sa | vaporetto, polti vaporetto |  |
Bissell | sa |  |  |
Dreame | sa |  |  |
Tineco | sa |  |  |
Numatic | sa |  |  |
Lecoaspirator | sa |  |  |
Waterpik | sa |  |  |
Beurer | sa |  |  |
Medisana | sa |  |  |
Omron | sa |  |  |
Tanita | sa |  |  |
Levoit | sa |  |  |
Honeywell | sa |  |  |
Dimplex | sa |  |  | Glen Dimplex
Rointe | sa |  |  |
Ducasa | sa |  |  |
~Cata | sa lg |  |  |
Cuisinart | sa |  |  | Conair
Hamilton Beach | sa |  |  |
Oster | sa |  |  | Newell Brands
~Sunbeam | sa |  |  | Newell Brands
Proficook | sa |  |  |
Clatronic | sa |  |  |
Bomann | sa |  |  |
Unold | sa |  |  |
Steba | sa |  |  |
Livoo | sa |  |  |
~Essentiel b | sa |  |  |
Continental Edison | sa lg |  |  |
Proline | sa lg |  |  |
Valberg | sa lg |  |  |
Riviera & Bar | sa |  |  |
Lagrange | sa |  |  |
Krampouz | sa |  |  |
Bamix | sa |  |  |
Vitamix | sa |  |  |
Blendtec | sa |  |  |
~Salter | sa |  |  |
Dualit | sa |  |  |
Bugatti | sa |  |  |
Rommelsbacher | sa |  |  |
Aldi | sa |  |  |
Bestron | sa |  |  |
Inventum | sa |  |  |
BSH | lg | bsh hausgeräte, bsh hausgerate, bsh electrodomésticos, bsh home appliances |  | Bosch
@Arçelik | lg | arcelik |  |
@Pon | bi | pon holdings, pon bike group |  |
Aspes | lg |  |  |
~Vedette | lg |  |  | Brandt
Faure | lg |  |  | Electrolux
Scholtès | lg |  |  | Whirlpool
Midea | lg |  |  |
Gree | lg |  |  |
Philco | lg |  |  |
~Frigidaire | lg |  |  | Electrolux
~General Electric | lg | ge appliances |  | Haier
Maytag | lg |  |  | Whirlpool
Amana | lg |  |  | Whirlpool
Asko | lg |  |  | Hisense
~Elica | lg |  |  |
Franke | lg |  |  |
Falmec | lg |  |  |
Novy | lg |  |  |
Roblin | lg |  |  |
Jocel | lg |  |  |
Orima | lg |  |  |
Tecnogas | lg |  |  |
~Vaillant | lg |  |  |
Saunier Duval | lg |  |  | Vaillant
Baxi | lg |  |  |
Cointra | lg |  |  |
Thermor | lg |  |  |
Ferroli | lg |  |  |
Viessmann | lg |  |  |
Buderus | lg |  |  | Bosch
Chaffoteaux | lg |  |  |
Stiebel Eltron | lg |  |  |
AEG Haustechnik | lg |  |  |
BQ | ph ta |  |  |
Energy Sistem | ph au | energy system |  |
SPC | ph |  |  |
~Mars Gaming | la co |  |  |
Newskill | la co |  |  |
~Trust | la co au |  |  |
Saeco | sa |  |  | Philips
~Monsieur Cuisine | sa |  |  | Silvercrest
~Singer | sa | singer sewing |  |
Klarstein | sa lg |  |  |
~Ariete | sa |  |  | De'Longhi
Imetec | sa |  |  |
@~Procter & Gamble | be sa | p&g, procter and gamble |  |
~Henkel | be |  |  |
Tangle Teezer | be |  |  |
~Wet n Wild | be | wet n wild, wetnwild |  |
~Makeup Revolution | be | revolution beauty |  |
Holika Holika | be |  |  |
Skin1004 | be |  |  |
Maison Margiela | be cl fo | margiela, replica margiela |  | OTB
Nishane | be |  |  |
Parfums de Marly | be |  |  |
~Initio | be |  |  |
Armaf | be |  |  |
Al Haramain | be |  |  |
Afnan | be |  |  |
Rasasi | be |  |  |
~Agua de Sevilla | be |  |  |
~Alvarez Gomez | be | álvarez gómez |  |
~Johnson's Baby | be tb | johnsons baby |  |
Bepanthol | be |  |  | Bayer
~Bayer | be |  |  |
~Ambre Solaire | be |  |  | L'Oréal
~Hawaiian Tropic | be |  |  |
Piz Buin | be |  |  |
Carroten | be |  |  |
Delial | be |  |  |
Ladival | be |  |  |
~Balea | be |  |  | dm-drogerie markt
@dm-drogerie markt | be tb | dm drogerie markt, dm-drogerie |  |
Alverde | be |  |  | dm-drogerie markt
Isana | be |  |  | Rossmann
Rossmann | be |  |  |
Deliplus | be |  |  | Mercadona
Mercadona | be |  |  |
$Auchan | sa |  |  |
Selecline | sa lg |  |  | Auchan
Qilive | sa au |  |  | Auchan
Saba | lg au |  |  |
~Logik | lg sa |  |  |
Bauknecht | lg |  |  | Whirlpool
~Privileg | lg |  |  |
~Exquisit | lg |  |  |
Humax | au |  |  |
~Roku | au |  |  |
~Fire TV | au | fire tv stick, firestick |  | Amazon
Xiaomi Mi Band | wj | mi band |  | Xiaomi
~Arlo | au |  |  |
Netatmo | sa |  |  |
Tado | sa |  |  |
~Philips Hue | sa |  |  | Philips
Nanoleaf | sa |  |  |
~Nomad | ph ta wj |  |  |
Bellroy | ph cl |  |  |
Native Union | ph ta |  |  |
~Moshi | ph ta la |  |  |
Casetify | ph ta wj |  |  |
Rhinoshield | ph |  |  |
Burga | ph |  |  |
Ideal of Sweden | ph |  |  |
dbramante1928 | ph ta la |  |  |
Holdit | ph |  |  |
Pitaka | ph ta |  |  |
Tech21 | ph ta |  |  |
~Speck | ph ta la |  |  |
Incipio | ph ta |  |  |
Lifeproof | ph |  |  | OtterBox
Cellularline | ph ta au |  |  |
Muvit | ph |  |  |
Forcell | ph |  |  |
Koga | bi |  |  | Accell
Nicolai | bi |  |  |
Votec | bi |  |  |
Sunn | bi |  |  |
Cipollini | bi |  |  |
Legnano | bi |  |  |
Atala | bi |  |  |
Moulton | bi |  |  |
Wethepeople | bi |  |  |
~Electra | bi |  |  |
^Zipp | bi |  |  | SRAM
~^Selle San Marco | bi |  |  |
^Ergon | bi |  |  |
^Crankbrothers | bi |  |  |
dhb | bi cl |  |  |
Q36.5 | bi cl |  |  |
Rogelli | bi cl |  |  |
Eufy | sa |  |  |
Andis | sa be |  |  |
Meross | sa |  |  |
~Crock-Pot | sa |  |  | Newell Brands
Soehnle | sa |  |  |
Terraillon | sa |  |  |
Stadler Form | sa |  |  |
Duux | sa |  |  |
~Olimpia Splendid | sa lg |  |  |
iQOO | ph | iqoo |  | Vivo
~Energizer Mobile | ph | energizer phone |  |
Inkbook | ta |  |  |
Slimbook | la |  |  |
~Star Labs | la | starlabs |  |
Entroware | la |  |  |
PCSpecialist | la | pc specialist |  |
Miyoo | co |  |  |
Evercade | co |  |  |
Carqon | bi |  |  | Accell
Eddy Merckx | bi | merckx |  |
Fondriest | bi |  |  |
Van Raam | bi |  |  |
~Pegasus | bi |  |  |
~La Pavoni | sa |  |  |
Sogo | sa |  |  |
Constructa | lg |  |  | BSH
Pitsos | lg |  |  | BSH
Blomberg | lg |  |  | Arçelik
~V-Zug | lg | vzug |  |
Teracube | ph |  |  |
Beafon | ph | bea fon |  |
Myphone | ph | my phone |  |
~Red Magic | ph | nubia red magic, redmagic |  | Nubia
Getac | la |  |  |
Keychron | la |  |  |
Ducky | la | ducky channel |  |
Zowie | la | zowie gear |  | Benq
Playdate | co | panic playdate |  |
~Monty | bi | monty bikes |  |
Romet | bi |  |  |
Ragley | bi | ragley bikes |  |
Thok | bi | thok e-bikes |  |
^Brose | bi | brose drive |  |
Kruger&Matz | ph ta la au | kruger & matz, kruger and matz, kruger matz |  |
Allview | ph ta |  |  |
Logicom | ph ta |  |  |
Sagem | ph | sagem communication |  |
Ericsson | ph |  |  |
Bookeen | ta | cybook |  |
Vivlio | ta |  |  |
Woxter | ta au co sa |  |  |
Prixton | ta au sa |  |  |
~Denver | ta au cm | denver electronics |  |
Headwolf | ta |  |  |
Xencelabs | ta |  |  |
Gaomon | ta |  |  |
Vant | la | vant computers |  |
Airis | la ta ph |  |  |
Innjoo | ph la ta |  |  |
~Magalhães | la | magalhaes |  |
Insys | la |  |  |
Emtec | la ta au |  |  |
Primux | ph ta la |  |  |
Neo Geo | co | neogeo, neo-geo |  |
Amstrad | co la |  |  |
~Sinclair | co la | sinclair zx, zx spectrum |  |
Ouya | co |  |  |
Krom | co | krom gaming |  |
Playseat | co |  |  |
Fanatec | co |  |  | Corsair
Sharkoon | co la |  |  |
LaCie | la |  |  | Seagate
Devolo | la |  |  |
GameSir | co | game sir |  |
Konix | co |  |  |
Ardistel | co |  |  |
Paladone | co tb |  |  |
Nyko | co |  |  |
Datel | co |  |  |
Vectrex | co |  |  |
Intellivision | co |  |  |
ColecoVision | co | coleco vision, coleco |  |
Bottecchia | bi |  |  |
Dawes | bi | dawes cycles |  |
Cotic | bi |  |  |
~Nakamura | bi |  |  |
Cyfac | bi |  |  |
O2feel | bi | o2 feel |  |
~Hercules | bi | hercules fahrrad |  |
Rabeneick | bi |  |  |
QWIC | bi |  |  |
Amslod | bi |  |  |
Christiania Bikes | bi |  |  |
Larry vs Harry | bi |  |  |
Monark | bi |  |  |
Nishiki | bi |  |  |
Kildemoes | bi |  |  |
Principia | bi |  |  |
~Órbita | bi | orbita bicicletas |  |
~Rodi | bi^ | rodi rims |  |
Marzocchi | bi^ vp^ |  |  | Fox Racing
Gobik | bi cl |  |  |
Etxeondo | bi cl |  |  |
Spiuk | bi cl fo |  |  |
Ciclosport | bi | ciclo sport |  |
Knog | bi |  |  |
Cateye | bi |  |  |
Busch & Müller | bi | busch und müller, busch + müller, busch mueller |  |
Zefal | bi | zéfal |  |
Favero | bi | favero assioma |  |
Power2Max | bi | power 2 max |  |
4iiii | bi |  |  |
Quarq | bi |  |  | SRAM
Enve | bi | enve composites |  |
Roval | bi^ |  |  | Specialized
Bontrager | bi^ so |  |  | Trek
Syncros | bi^ |  |  | Scott
Deda | bi^ | deda elementi |  |
Van Nicholas | bi |  |  |
Tokyobike | bi | tokyo bike |  |
Haro | bi | haro bikes |  |
Subrosa | bi |  |  |
Lynskey | bi |  |  |
Planet X | bi |  |  |
Dolan | bi | dolan bikes |  |
Benotto | bi |  |  |
Conway | bi | conway bikes |  |
Carraro | bi |  |  |
Cicli Barco | bi |  |  |
Torpado | bi |  |  |
~Graziella | bi | bicicletta graziella |  | Carnielli
Carnielli | bi |  |  |
Mellerware | sa |  |  |
Becken | sa lg |  |  |
Kunft | sa |  |  |
Beldray | sa |  |  |
~Kitchen Chef | sa |  |  |
Arthur Martin | lg sa | arthur martin electrolux |  | Electrolux
Bertazzoni | lg |  |  |
Ilve | lg |  |  |
Universal Blue | sa lg |  |  |
Nodor | sa |  |  |
Svan | lg sa |  |  |
Kelvinator | lg |  |  |
Belling | lg |  |  |
Rangemaster | lg |  |  |
Lamona | lg |  |  |
Servis | lg |  |  |
Baumatic | lg |  |  |
Caple | lg |  |  |
Fisher & Paykel | lg | fisher and paykel, fisher paykel |  | Haier
Cylinda | lg |  |  |
Vestfrost | lg |  |  |
Glem Gas | lg | glemgas |  |
Termozeta | sa |  |  |
Ekoi | bi cl so |  |  |
Evolio | ph ta |  |  |
Konrow | ph ta |  |  |
Bluboo | ph |  |  |
~Land Rover Explore | ph |  |  |
Unihertz | ph |  |  |
Swissvoice | ph |  |  |
Neffos | ph |  |  | TP-Link
Jolla | ph |  |  |
Ruggear | ph |  |  |
Sonim | ph |  |  |
Hotwav | ph |  |  |
Fossibot | ph ta |  |  |
Oscal | ph ta |  |  |
Maxcom | ph |  |  |
Swisstone | ph |  |  |
Simvalley | ph |  |  |
Brondi | ph |  |  |
Artfone | ph |  |  |
Telme | ph |  |  |
Osom | ph |  |  |
Odys | ta la |  |  |
Xoro | ta au |  |  |
Vivax | ta lg |  |  |
Sunstech | ta au |  |  |
Kiano | ta la |  |  |
Overmax | ta |  |  |
Wolder | ta ph la |  |  |
Goclever | ta | go clever |  |
Fusion5 | ta la | fusion 5 |  |
Storex | ta |  |  |
~Dragon Touch | ta |  |  |
Vankyo | ta |  |  |
Kurio | ta tb |  |  |
~Pebble Gear | ta tb |  |  |
Cloer | sa |  |  |
~Solis | sa |  |  |
~Dirt Devil | sa |  |  |
H.Koenig | sa | h koenig, hkoenig |  |
Bimar | sa |  |  |
Beper | sa |  |  |
Koenic | sa lg |  |  |
System76 | la | system 76 |  |
Eurocom | la |  |  |
Machenike | la |  |  |
Thunderobot | la |  |  |
Origin PC | la | originpc |  |
Compaq | la | compaq presario, presario |  | HP
Avita | la |  |  |
eMachines | la | e-machines |  | Acer
Sager | la | sager notebook |  |
~Dream Machines | la | dreammachines |  |
Peaq | la ta |  |  |
Wortmann | la | wortmann ag |  |
Mytrix | la |  |  |
Micromax | ph | micromax mobile |  |
Leagoo | ph |  |  |
Elephone | ph |  |  |
~Light Phone | ph | the light phone |  |
Powkiddy | co |  |  |
~Commodore | co la | commodore 64 |  |
Hyperkin | co |  |  |
Retro-bit | co | retrobit |  |
Polymega | co |  |  |
Murena | ph | murena one, murena fairphone |  |
~Punkt | ph | punkt mc02 |  |
Mujjo | ph ta la |  |  |
Volla | ph | volla phone |  |
TrekStor | ta la | trek stor, surftab |  |
~Terra | la ta | terra mobile, terra pc |  | Wortmann
~Mountain | la | mountain makina, mountain pc |  |
~Tuxedo | la | tuxedo computers |  |
PcCom | la | pc com, pccomponentes pccom |  |
Leotec | ta ph |  |  |
Mediacom | la ta | mediacom smartbook |  |
Victrix | co | victrix pro |  | Turtle Beach
Scuf | co | scuf gaming |  | Corsair
Subsonic | co |  |  |
Brita | sa | brita maxtra, maxtra |  |
Laica | sa |  |  |
BWT | sa | best water technology |  |
Ikohs | sa |  |  |
~Create | sa | create ikohs |  | Ikohs
Mienta | sa |  |  |
~Caso | sa | caso design |  |
Mazzer | sa |  |  |
~Comandante | sa | comandante c40 |  |
Laurastar | sa | laura star |  |
~Pando | lg sa | pando campanas |  |
Sub-Zero | lg | subzero |  |
`;

/**
 * Names of other companies, and well-known knock-off labels, that sit within a typo of a brand
 * of the table. They are never read as that brand: "Canon" is not Canyon, "Nokian" is not Nokia,
 * "Abibas" is not Adidas.
 */
export const lookalikeNames = [
  'Mielle', 'Abibas', 'Adibas', 'Adidos', 'Lenox', 'Hike',
  'Pumba', 'Sonny', 'Applebee', 'Oppa', 'Zarah Home', 'Guchi', 'Channel', 'Gucchi', 'Ninetendo', 'Polo Club',
  'Beverly Hills Polo Club', 'U.S. Polo Assn', 'Lacosta', 'Nice', 'Haier Pro', 'Hitech', 'Canyon Ranch',
  'Scotts', 'Giants', 'Orbia', 'Geoxx', 'Conversse', 'Vanz', 'Mangoes', 'Zora', 'Asis', 'Oscar',
];
