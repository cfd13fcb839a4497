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
 * the added names found in the PT, ES, FR, EN, DE and IT word lists): in free text it counts only
 * when written with the brand's capitals.
 * An alias starting with `?` is deliberately shared with another brand ("boss": Hugo Boss and
 * Roland's Boss): without a category that tells them apart, it matches neither.
 * A Wikidata id is given only where it was known with certainty; an empty field means none here.
 */
export const brandTableText = `
Apple | ph ta la au | apple inc, aple, appel, appl, apple computer, iphone apple, ipod, airpods, apple airpods, iphone, ipad, macbook, imac, apple watch | Q312 |
Samsung | ph ta la sa lg | samsung electronics, samsumg, samsnug, samsun, sansung, samgsung, samsung galaxy, galaxy | Q20718 |
Xiaomi | ph ta la sa | xiaomi inc, xiomi, xaomi, xioami, xiaomy, mi, xiaomi mi | Q1636958 |
Huawei | ph ta la | huawei technologies, huwei, huawey, hauwei, huawie | Q160120 |
Oppo | ph ta | oppo mobile |  |
Realme | ph ta |  |  |
OnePlus | ph ta | one plus, 1+, oneplus technology, 1plus |  |
Motorola | ph ta | moto, motorolla, motorola mobility, motorolla |  |
Nokia | ph ta la | nokia corporation, nokia oyj, nokya | Q1418 |
Google | ph ta la | google llc, googel, pixel google | Q95 |
Sony | ph ta la co cm au | sony corporation, sony group, sony interactive entertainment, sony electronics, soni, cybershot, cyber-shot, handycam, walkman, sony alpha | Q41187 |
~Honor | ph ta la | honour, honor device |  |
~Vivo | ph | vivo mobile |  |
Alcatel | ph ta | alcatel one touch, alcatel-lucent, alcatell |  |
Asus | ph ta la | asustek, asus computer, asustek computer, azus |  |
Lenovo | ph ta la | lenovo group, lenova, lenevo, lenvo |  |
ZTE | ph ta | zte corporation |  |
TCL | ph ta lg | tcl electronics, tcl technology |  |
Wiko | ph | wiko mobile |  |
Doro | ph | doro ab |  |
Fairphone | ph | fair phone |  |
~Nothing | ph | nothing technology, nothing phone |  |
~Poco | ph | pocophone, poco phone |  | Xiaomi
Redmi | ph ta | xiaomi redmi, red mi |  | Xiaomi
BlackBerry | ph | blackberry limited, black berry, blackbery |  |
HTC | ph | htc corporation |  |
Meizu | ph | meizu technology |  |
~CAT | ph fo | caterpillar, cat phones, cat footwear |  |
Blackview | ph ta | black view |  |
Ulefone | ph | ule fone |  |
Doogee | ph |  |  |
Crosscall | ph | cross call |  |
Gigaset | ph | gigaset communications |  |
Tecno | ph | tecno mobile |  |
Infinix | ph | infinix mobile |  |
Microsoft | ph ta la co | microsoft corporation, microsoft corp, msft, micro soft, microsof | Q2283 |
Amazon | ta | amazon.com, amazon kindle, kindle | Q3884 |
Kobo | ta | rakuten kobo |  |
Huion | ta |  |  |
Wacom | ta | wacom co |  |
Teclast | ta |  |  |
Dell | la | dell technologies, dell inc, del |  |
HP | la sa | hewlett packard, hewlett-packard, hp inc, h.p. |  |
Acer | la ta | acer inc, acer computer |  |
MSI | la | micro-star, micro star international, msi gaming |  |
Toshiba | la lg | toshiba corporation, toshiba corp |  |
Dynabook | la |  |  | Toshiba
Fujitsu | la | fujitsu siemens |  |
Medion | la | medion ag |  |
Razer | la co | razer inc |  |
Alienware | la | alien ware |  | Dell
Gigabyte | la | gigabyte technology, aorus |  |
Chuwi | la ta |  |  |
Framework | la | framework computer |  |
Panasonic | la sa lg cm au | panasonic corporation, panasonnic, panasonik |  |
LG | ph la lg sa | lg electronics, l.g., lg corp, goldstar |  |
Schenker | la | schenker technologies |  |
Clevo | la |  |  |
Nintendo | co | nintendo co, nintendo of europe, nintento, nitendo, nintedo | Q8093 |
Sega | co | sega corporation, sega games | Q122741 |
Atari | co | atari sa |  |
~Valve | co | valve corporation, steam deck valve |  |
Xbox | co | x box |  | Microsoft
PlayStation | co | play station, playstation sony, ps |  | Sony
Ayaneo | co | aya neo |  |
Anbernic | co |  |  |
Retroid | co | retroid pocket |  |
~Analogue | co | analogue inc |  |
8BitDo | co | 8 bitdo, eight bitdo |  |
Logitech | co | logitech international, logi |  |
Turtle Beach | co | turtlebeach |  |
Nacon | co | bigben nacon |  |
Bigben | co | big ben interactive |  |
Hori | co | hori co |  |
PowerA | co | power a |  |
Thrustmaster | co | thrust master |  |
Steelseries | co | steel series |  |
Oculus | co | oculus vr |  | Meta
~Meta | co | meta platforms, meta quest |  |
~Pico | co | pico interactive |  |
Trek | bi | trek bicycle, trek bikes, treck |  |
Specialized | bi | specialized bicycle components, specialised, especialized, spezialized |  |
~Giant | bi | giant bicycles, giant manufacturing |  |
Cannondale | bi | canondale, cannondal, cannondale bicycle |  |
~Scott | bi cl | scott sports, scot |  |
~Cube | bi | cube bikes |  |
Orbea | bi | orbea bikes, orvea |  |
BH | bi | bh bikes, beistegui hermanos |  |
Merida | bi | merida bikes, merida industry |  |
Canyon | bi | canyon bicycles, canyon bikes, caynon |  |
Bianchi | bi | bianchi bicycles, biachi, bianci |  |
Pinarello | bi | pinarelo |  |
Colnago | bi | colnago ernesto |  |
Cervélo | bi | cervelo |  |
Santa Cruz | bi | santa cruz bicycles, santacruz |  |
Kona | bi | kona bikes |  |
~Marin | bi | marin bikes |  |
GT | bi | gt bicycles, gt bikes |  |
~Felt | bi | felt bicycles |  |
Ridley | bi | ridley bikes |  |
Lapierre | bi | la pierre |  |
BMC | bi | bmc switzerland |  |
~Focus | bi | focus bikes |  |
Haibike | bi | hai bike |  |
Moustache | bi | moustache bikes |  |
~Rose | bi | rose bikes, rose versand |  |
Radon | bi | radon bikes |  |
~Ghost | bi | ghost bikes |  |
Polygon | bi | polygon bikes |  |
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
Decathlon | bi cl fo so | decathlon sa, decatlon |  |
B'Twin | bi | btwin, b twin, b-twin |  | Decathlon
Rockrider | bi | rock rider |  | Decathlon
Riverside | bi |  |  | Decathlon
Van Rysel | bi | vanrysel |  | Decathlon
Triban | bi |  |  | Decathlon
Elops | bi |  |  | Decathlon
~Cowboy | bi | cowboy bikes |  |
VanMoof | bi | van moof |  |
~Gazelle | bi | gazelle bikes |  |
Batavus | bi |  |  |
~Sparta | bi |  |  |
Riese & Müller | bi | riese und muller, riese muller, r&m |  |
Segway | bi | segway ninebot, ninebot |  |
Shimano | bi^ so^ | shimano inc, shimanno, shimmano, shimano deore, deore, ultegra, dura-ace |  |
SRAM | bi^ | sram llc |  |
Fuji | bi | fuji bikes |  |
Raleigh | bi | raleigh bicycles |  |
Peugeot | bi vp | peugeot cycles |  |
Berria | bi | berria bike |  |
Megamo | bi |  |  |
Coluer | bi |  |  |
Wilier | bi | wilier triestina |  |
~Look | bi | look cycle |  |
~Time | bi | time sport |  |
Kross | bi | kross bikes |  |
~Author | bi |  |  |
~Superior | bi | superior bikes |  |
Nike | cl fo | nike inc, nikes, nkie, nike sportswear, air max, air force 1, nike dunk | Q483915 |
Adidas | cl fo | adidas ag, addidas, adiddas, adidass, adida, adidas originals, stan smith, adidas superstar, adidas samba | Q3895 |
Puma | cl fo | puma se, pumma | Q157064 |
Zara | cl fo | zarah | Q147662 |
H&M | cl fo | h and m, h & m, hm, hennes & mauritz, hennes and mauritz | Q188326 |
~Mango | cl fo | mango mng, mng |  |
Pull&Bear | cl fo | pull and bear, pull & bear, pull bear, pullandbear |  |
Bershka | cl fo | berska, bershka |  |
Stradivarius | cl fo | stradivarus, stradivari |  |
Massimo Dutti | cl fo | massimo duti, massimodutti |  |
Primark | cl fo | primarck |  |
Uniqlo | cl | uniqulo |  |
Shein | cl fo |  |  |
Levi's | cl | levis, levi strauss, levi strauss & co, levi |  |
Lacoste | cl fo | lacost, lacoste sa |  |
Ralph Lauren | cl fo | polo ralph lauren, ralph lauren corporation, ralf lauren |  |
Tommy Hilfiger | cl fo | tommy, hilfiger, tommy hilfinger, tomy hilfiger |  |
Calvin Klein | cl fo | ck, calvin klien |  |
Hugo Boss | cl fo be | ?boss, hugo |  |
~Guess | cl fo | guess jeans |  |
~Diesel | cl fo |  |  |
Benetton | cl | united colors of benetton, benneton |  |
Desigual | cl fo | desigal |  |
Springfield | cl fo |  |  |
Cortefiel | cl |  |  |
Salsa | cl | salsa jeans |  |
Lefties | cl fo |  |  | Zara
Oysho | cl |  |  |
Women'secret | cl | womensecret, women secret |  |
Kiabi | cl fo |  |  |
~Jules | cl |  |  |
Celio | cl | celio* |  |
Promod | cl |  |  |
Naf Naf | cl | nafnaf |  |
Sandro | cl |  |  |
Maje | cl |  |  |
The Kooples | cl | kooples |  |
Sézane | cl | sezane |  |
Petit Bateau | cl | petitbateau |  |
Jacadi | cl |  |  |
Okaïdi | cl | okaidi |  |
Vertbaudet | cl | vert baudet |  |
Zippy | cl |  |  |
Mayoral | cl |  |  |
Chicco | cl sa tb | chicco italia |  |
~Gap | cl | gap inc |  |
Abercrombie & Fitch | cl | abercrombie, a&f, abercrombie and fitch |  |
Hollister | cl | hollister co |  | Abercrombie & Fitch
American Eagle | cl | american eagle outfitters |  |
Superdry | cl | super dry |  |
Jack & Jones | cl | jack and jones, jack&jones |  |
~Only | cl | only jeans |  |
Vero Moda | cl | veromoda |  |
Esprit | cl |  |  |
s.Oliver | cl | s oliver, soliver |  |
Tom Tailor | cl |  |  |
Asos | cl | asos design |  |
Topshop | cl | top shop |  |
~Next | cl | next plc |  |
Marks & Spencer | cl | m&s, marks and spencer |  |
Boohoo | cl |  |  |
PrettyLittleThing | cl | pretty little thing, plt |  |
Urban Outfitters | cl |  |  |
Weekday | cl |  |  | H&M
~Cos | cl |  |  | H&M
& Other Stories | cl | other stories |  | H&M
Arket | cl |  |  | H&M
Monki | cl |  |  | H&M
The North Face | cl fo | north face, tnf, the northface |  |
Patagonia | cl | patagonia inc |  |
Columbia | cl fo | columbia sportswear |  |
Quechua | cl so |  |  | Decathlon
Kalenji | cl fo so |  |  | Decathlon
Domyos | cl so |  |  | Decathlon
Helly Hansen | cl | hellyhansen |  |
Napapijri | cl | napapiri |  |
Timberland | cl fo | timberlands, timberlan |  |
Carhartt | cl | carhart, carhartt wip |  |
Dickies | cl |  |  |
Stüssy | cl | stussy |  |
~Supreme | cl |  |  |
Off-White | cl fo | off white, offwhite |  |
Stone Island | cl | stoneisland |  |
Moncler | cl | monclear |  |
Canada Goose | cl |  |  |
Barbour | cl |  |  |
Fred Perry | cl | fredperry |  |
Ellesse | cl | elesse |  |
Kappa | cl |  |  |
Fila | cl fo |  |  |
Umbro | cl |  |  |
Le Coq Sportif | cl fo | lecoqsportif, le coq |  |
~Champion | cl |  |  |
Under Armour | cl fo | underarmour, under armor |  |
Reebok | cl fo | reebock, rebook |  |
Asics | fo cl | asics corporation |  |
New Balance | fo cl | newbalance, nb |  |
Converse | fo | converse inc |  |
Vans | fo cl | vans off the wall |  |
Skechers | fo | sketchers, skecher |  |
Dr. Martens | fo | doc martens, dr martens, docs, dr. marten |  |
Birkenstock | fo | birkenstok, birkenstocks |  |
Clarks | fo | clark's |  |
Geox | fo |  |  |
Ecco | fo |  |  |
~Camper | fo |  |  |
Pikolinos | fo |  |  |
Hispanitas | fo |  |  |
~Mustang | fo |  |  |
UGG | fo | uggs, ugg australia |  |
Crocs | fo | croc |  |
Havaianas | fo | havainas |  |
Salomon | fo cl so | salomon sports |  |
Merrell | fo | merell |  |
Hoka | fo | hoka one one |  |
~On | fo | on running, on-running |  |
Saucony | fo |  |  |
Mizuno | fo |  |  |
~Brooks | fo | brooks running |  |
Veja | fo |  |  |
Golden Goose | fo | golden goose deluxe brand, ggdb |  |
~Jordan | fo cl | air jordan, jordan brand |  | Nike
Yeezy | fo | adidas yeezy |  | Adidas
Louis Vuitton | cl fo | lv, louis vitton, louis vuiton |  |
Gucci | cl fo | guci |  |
Prada | cl fo |  |  |
Chanel | cl fo be | chanel n5, chanel no 5, chanel nº5, chanel parfums, coco chanel |  |
Dior | cl fo be | christian dior, parfums christian dior, dior beauty, j'adore dior, sauvage dior |  |
Balenciaga | cl fo | balenciagha |  |
Burberry | cl | burberrys |  |
Versace | cl fo |  |  |
Hermès | cl fo | hermes |  |
Saint Laurent | cl fo be | ysl, yves saint laurent, ysl beauty, yves saint laurent beaute, yves saint laurent beauté |  |
Michael Kors | cl fo | mk |  |
Kenzo | cl |  |  |
Armani | cl fo | emporio armani, giorgio armani, armani exchange |  |
Moschino | cl |  |  |
Valentino | cl fo |  |  |
Bimba y Lola | cl | bimba lola |  |
~Tous | cl |  |  |
Parfois | cl |  |  |
Wrangler | cl |  |  |
~Lee | cl | lee jeans |  |
Pepe Jeans | cl | pepe |  |
G-Star Raw | cl | g-star, gstar |  |
~Replay | cl |  |  |
Bosch | sa lg td vp^ bi^ | robert bosch, bosh, bosch home, bosch professional |  |
Siemens | sa lg | siemens ag, siemens home | Q81230 |
Philips | sa | koninklijke philips, philips electronics, phillips, philip | Q170416 |
Braun | sa |  |  |
Moulinex | sa | moulinex sa, mulinex |  | SEB
Tefal | sa | t-fal, tfal |  | SEB
Rowenta | sa |  |  | SEB
Krups | sa |  |  | SEB
SEB | sa | groupe seb |  |
De'Longhi | sa | delonghi, de longhi, dellonghi |  |
Kenwood | sa au vp | kenwood limited |  |
KitchenAid | sa lg | kitchen aid |  |
Nespresso | sa |  |  | Nestlé
Dolce Gusto | sa | nescafe dolce gusto |  | Krups
Dyson | sa | dyson ltd, dison |  |
Taurus | sa | taurus group |  |
Cecotec | sa | ceco tec |  |
Ufesa | sa |  |  |
Orbegozo | sa |  |  |
Solac | sa |  |  |
~Princess | sa |  |  |
Severin | sa |  |  |
Russell Hobbs | sa | russel hobbs, russell hobs |  |
Morphy Richards | sa |  |  |
Breville | sa |  |  |
Smeg | sa lg |  |  |
Thermomix | sa | vorwerk thermomix, bimby |  | Vorwerk
Vorwerk | sa |  |  |
Kärcher | sa td | karcher, kaercher |  |
iRobot | sa | i robot, irobot roomba, roomba |  |
Roborock | sa | robo rock |  |
Ecovacs | sa | deebot |  |
Hoover | sa lg |  |  |
~Candy | lg sa |  |  |
Vileda | sa |  |  |
Remington | sa be |  |  |
BaByliss | sa be | babyliss, babyliss pro |  |
ghd | sa be | ghd hair, good hair day |  |
Oral-B | sa be | oral b, oralb |  | Braun
Sodastream | sa | soda stream |  |
Instant Pot | sa | instantpot |  |
~Ninja | sa | ninja kitchen, sharkninja |  |
~Shark | sa |  |  | Ninja
Nutribullet | sa | nutri bullet |  |
Cosori | sa |  |  |
Tristar | sa |  |  |
Jata | sa |  |  |
Zanussi | lg |  |  | Electrolux
Electrolux | lg sa | electrolux ab, electrolix |  |
AEG | lg sa | aeg electrolux |  | Electrolux
Whirlpool | lg | whirpool, whirlpool corporation |  |
Indesit | lg | indesit company |  | Whirlpool
Hotpoint | lg | hotpoint ariston, ariston |  | Whirlpool
Beko | lg | beko electronics |  |
Balay | lg |  |  | Bosch
Teka | lg |  |  |
Fagor | lg |  |  |
Haier | lg | haier group |  |
Hisense | lg | his sense |  |
Gorenje | lg |  |  |
Miele | lg sa | miele & cie, miele cie |  |
Liebherr | lg | liebher |  |
Neff | lg |  |  | Bosch
Gaggenau | lg |  |  | Bosch
~Sharp | lg | sharp corporation |  |
Daewoo | lg |  |  |
Hitachi | lg |  |  |
Grundig | lg |  |  |
Amica | lg |  |  |
Vestel | lg |  |  |
Sauber | lg |  |  |
Infiniton | lg |  |  |
Corberó | lg | corbero |  |
Edesa | lg |  |  |
Brandt | lg |  |  |
De Dietrich | lg | dedietrich |  |
Sauter | lg |  |  |
Rosières | lg | rosieres |  |
Meireles | lg |  |  |
Fricon | lg |  |  |
Mitsubishi Electric | lg | mitsubishi |  |
Daikin | lg |  |  |
Fujitsu General | lg |  |  |
Lego | co tb | lego group, legos, lego technic | Q1063455 |
Garmin | sa so wj vp | garmin ltd |  |
Fitbit | sa | fit bit |  | Google
~Polar | sa so wj | polar electro |  |
Suunto | sa so wj |  |  |
GoPro | sa | go pro |  |
DJI | sa cm | dji innovations, dji osmo, osmo, dji mavic |  |
JBL | sa |  |  |
Bose | sa au vp^ | bose corporation |  |
~Marshall | sa au mi | marshall amplification |  |
~Beats | sa | beats by dre, beats by dr. dre |  | Apple
Sennheiser | sa au | senheiser, sennhieser |  |
Bang & Olufsen | sa au la^ | b&o, bang and olufsen, bang olufsen, beoplay |  |
`;

/**
 * Names of other companies, and well-known knock-off labels, that sit within a typo of a brand
 * of the table. They are never read as that brand: "Canon" is not Canyon, "Nokian" is not Nokia,
 * "Abibas" is not Adidas.
 */
export const lookalikeNames = [
  'Mielle', 'Abibas', 'Adibas', 'Adidos', 'Sanyo', 'Lenox', 'Hike',
  'Pumba', 'Sonny', 'Applebee', 'Oppa', 'Zarah Home', 'Guchi', 'Channel', 'Gucchi', 'Ninetendo', 'Polo Club',
  'Beverly Hills Polo Club', 'U.S. Polo Assn', 'Lacosta', 'Nice', 'Haier Pro', 'Hitech', 'Canyon Ranch',
  'Scotts', 'Giants', 'Orbia', 'Geoxx', 'Conversse', 'Vanz', 'Mangoes', 'Zora', 'Asis', 'Oscar',
];
