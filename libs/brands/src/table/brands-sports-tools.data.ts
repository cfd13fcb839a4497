/** Brands of sports and outdoor, bike components, tools and DIY, in the format of `brand-table.data.ts` (same columns and marks). */
export const sportsToolsBrands = `
Forclaz | so |  |  | Decathlon
Simond | so |  |  | Decathlon
Wedze | so |  |  | Decathlon
Kipsta | so |  |  | Decathlon
Artengo | so |  |  | Decathlon
~Tribord | so |  |  | Decathlon
Olaian | so |  |  | Decathlon
Nabaiji | so |  |  | Decathlon
Kiprun | so fo |  |  | Decathlon
Inesis | so |  |  | Decathlon
~Geologic | so |  |  | Decathlon
Caperlan | so |  |  | Decathlon
Solognac | so |  |  | Decathlon
Itiwit | so |  |  | Decathlon
Oxelo | so |  |  | Decathlon
Subea | so |  |  | Decathlon
Outshock | so |  |  | Decathlon
Kuikma | so |  |  | Decathlon
Perfly | so |  |  | Decathlon
Tarmak | so |  |  | Decathlon
~Rossignol | so | rossignole |  |
~Atomic | so | redster |  | Amer Sports
Fischer | so td | fischer sports, fischer ski |  |
Völkl | so | volkl, voelkl |  |
K2 | so vp | k2 sports |  |
~Burton | so cl | burton snowboards |  |
~Nordica | so |  |  | Tecnica
~Tecnica | so |  |  |
~Lange | so |  |  | Rossignol
Dynastar | so |  |  | Rossignol
~Elan | so |  |  |
~Blizzard (skis) | so | blizzard sport, blizzard skis |  | Tecnica
~Head | so | head sport |  |
~Wilson | so | wilson sporting goods |  | Amer Sports
Babolat | so |  |  |
Yonex | so | ezone, vcore, astrox, nanoflare, arcsaber |  |
~Prince | so | prince tennis |  |
Tecnifibre | so |  |  |
~Dunlop | so vp^ mi vp | dunlop sport, dunlop tyres, dunlop tires |  |
Spalding | so |  |  |
~Molten | so |  |  |
Mikasa | so |  |  |
~Select | so | select sport |  |
Joma | so cl fo |  |  |
Kelme | so cl fo |  |  |
Hummel | so cl |  |  |
~Lotto | so cl fo |  |  |
Diadora | so cl fo |  |  |
Uhlsport | so |  |  |
Petzl | so | grigri |  |
~Black Diamond | so |  |  | Clarus
@Clarus | so | clarus corporation |  |
Mammut | so cl |  |  |
Arc'teryx | so cl | arcteryx, arc teryx |  | Amer Sports
~Millet | so cl |  |  |
Lafuma | so fu |  |  |
Jack Wolfskin | so cl |  |  |
Vaude | so cl |  |  |
Ferrino | so |  |  |
~Osprey | so | osprey packs, farpoint |  |
Deuter | so |  |  |
~Gregory | so |  |  |
Lowa | so fo |  |  | Tecnica
Meindl | so fo |  |  |
~Scarpa | so fo |  |  |
~La Sportiva | so fo |  |  |
Trangia | so |  |  |
MSR | so | mountain safety research |  |
Jetboil | so |  |  |
~Coleman | so |  |  | Newell Brands
Campingaz | so td | camping gaz |  | Coleman
~Vango | so |  |  |
~Easy Camp | so |  |  |
Outwell | so |  |  |
~Sea to Summit | so |  |  |
Therm-a-Rest | so | thermarest |  |
Leatherman | so td |  |  |
Opinel | so td |  |  |
~Gerber | so td |  |  | Fiskars
Ledlenser | so td | led lenser |  |
~Fenix | so |  |  |
Oakley | so cl | frogskins |  | EssilorLuxottica
Uvex | so |  |  |
~Giro | so bi |  |  |
~Bell | so bi | bell helmets |  |
POC | so bi |  |  |
~Smith | so | smith optics |  |
Julbo | so |  |  |
Cébé | so | cebe |  |
~Rip Curl | so cl | ripcurl |  | KMD Brands
@KMD Brands | so cl | kathmandu holdings |  |
Quiksilver | so cl | quicksilver |  | Authentic Brands
Roxy | so cl |  |  | Quiksilver
Billabong | so cl |  |  | Authentic Brands
O'Neill | so cl | oneill, o neill |  |
Volcom | so cl |  |  |
~Element | so | element skateboards |  | Authentic Brands
Powell Peralta | so |  |  |
~Globe | so fo |  |  |
Speedo | so |  |  | Pentland
@Pentland | so cl fo | pentland brands |  |
~Arena | so | arena swimwear |  |
TYR | so |  |  |
~Mares | so |  |  |
Cressi | so |  |  |
Scubapro | so |  |  |
Aqualung | so | aqua lung |  |
Everlast | so |  |  |
Venum | so |  |  |
~Leone | so | leone 1947 |  |
Callaway | so | callaway golf |  |
TaylorMade | so | taylor made |  |
Titleist | so |  |  |
~Ping | so | ping golf |  |
~Cobra Golf | so | cobra |  |
Srixon | so |  |  |
Technogym | so |  |  |
Bowflex | so |  |  |
Concept2 | so | concept 2 |  |
Kettler | so tb |  |  |
BH Fitness | so |  |  | BH
NordicTrack | so | nordic track |  |
~Life Fitness | so |  |  |
Bollinger | so |  |  |
Thule | so tb vp la bi | thule sweden |  |
Yakima | so vp |  |  |
Mountain Hardwear | so cl |  |  | Columbia
~Marmot | so cl |  |  | Newell Brands
~Rab | so cl |  |  |
Fjällräven | so cl | fjallraven, kanken, fjällräven kånken |  | Fenix Outdoor
@Fenix Outdoor | so cl | fenix outdoor international |  |
Haglöfs | so cl | haglofs |  |
Norrøna | so cl | norrona |  |
~Icebreaker | so cl |  |  | VF Corporation
Smartwool | so cl |  |  | VF Corporation
~Craft | so cl |  |  |
Odlo | so cl |  |  |
Compressport | so cl |  |  |
~Castelli | so bi cl |  |  |
Rapha | so bi cl |  |  |
Sportful | so bi cl |  |  |
~Gore Wear | so bi cl |  |  |
~^Gore-Tex | so cl fo^ | goretex, gore tex |  |
~^Vibram | so fo |  |  |
^Polartec | so cl |  |  |
^Primaloft | so cl |  |  |
^YKK | cl |  |  |
~^Campagnolo | bi | campag |  |
^Fox Racing Shox | bi | fox shox, fox factory |  |
^RockShox | bi | rock shox |  | SRAM
^Schwalbe | bi |  |  |
^Mavic | bi |  |  |
^DT Swiss | bi |  |  |
^Magura | bi |  |  |
^Selle Italia | bi so |  |  |
^Brooks England | bi so | brooks saddle |  |
Wahoo | bi so | wahoo fitness |  |
Tacx | bi so |  |  | Garmin
~Elite | bi so |  |  |
Zwift | bi so |  |  |
Kask | bi so |  |  |
~Abus | bi td so |  |  |
Kryptonite | bi so |  |  |
Topeak | bi so |  |  |
Lezyne | bi so |  |  |
~Park Tool | bi td |  |  |
Makita | td | makita corporation, makitas |  |
DeWalt | td | de walt, dewalt industrial, flexvolt |  | Stanley
~Milwaukee | td | milwaukee tool, milwuakee, packout |  | TTI
Black+Decker | td sa | black & decker, black and decker, black decker, blackanddecker |  | Stanley
Stanley | td | stanley black & decker, stanley tools |  |
Ryobi | td |  |  | TTI
@TTI | td | techtronic industries, techtronic |  |
Einhell | td |  |  |
Metabo | td |  |  | HiKOKI
Hilti | td |  |  |
Festool | td | carvex |  |
Parkside | td |  |  | Lidl
Lidl | td sa |  |  |
Worx | td |  |  | Positec
@Positec | td | positec tool |  |
Dremel | td |  |  | Bosch
Skil | td |  |  | Chervon
@Chervon | td |  |  |
HiKOKI | td | hikoki, hitachi power tools |  |
Stihl | td |  |  |
Husqvarna | td vp | husqvarna group |  |
Gardena | td |  |  | Husqvarna
Flymo | td |  |  | Husqvarna
McCulloch | td | mcculloch |  | Husqvarna
~Fein | td |  |  |
Mafell | td |  |  |
Greenworks | td |  |  |
Ozito | td |  |  |
~Titan | td |  |  |
Erbauer | td |  |  | Kingfisher
~Draper | td |  |  |
Facom | td |  |  | Stanley
Bahco | td |  |  |
Olfa | td |  |  |
Ferrestock | td |  |  |
Ega Master | td | egamaster |  |
Koma Tools | td |  |  |
Ribimex | td |  |  |
Tivoly | td |  |  |
Kreator | td |  |  |
Lux Tools | td | lux-tools |  |
Knipex | td |  |  |
Wera | td |  |  |
Wiha | td |  |  |
Stabila | td |  |  |
~Irwin | td |  |  | Stanley
Würth | td vp | wurth |  |
Tacklife | td |  |  |
~Dexter | td |  |  |
Mac Allister | td |  |  | Kingfisher
Magnusson | td |  |  | Kingfisher
Kreg | td |  |  |
~Rubi | td |  |  |
Sika | td |  |  |
Fischer Fixings | td | fischerwerke |  |
~Wolf Garten | td | wolf-garten |  |
~Honda Power Equipment | td |  |  | Honda
AL-KO | td | alko |  |
~Toro | td |  |  |
~Cub Cadet | td |  |  |
Mountfield | td |  |  |
~Ego Power+ | td | ego power plus |  |
Scheppach | td |  |  |
~Triton | td |  |  |
Proxxon | td |  |  |
Nilfisk | td sa vp |  |  |
Rothenberger | td |  |  |
Ridgid | td |  |  |
~Snap-on | td | snapon, snap on |  |
Hazet | td |  |  |
Gedore | td |  |  |
~Beta | td | beta tools |  |
Silverline | td |  |  |
~Wagner | td |  |  |
Leica Geosystems | td | leica disto, disto |  | Leica
~Fluke | td |  |  |
Flir | td cm |  |  |
~Weber | so sa td | weber grill |  |
Traeger | so sa td |  |  |
Intex | so tb td |  |  |
Bestway | so tb td |  |  |
~John Smith | so |  |  |
Bullpadel | so |  |  |
Adidas Padel | so |  |  |
Nox | so |  |  |
Siux | so |  |  |
Varlion | so |  |  |
~Star Vie | so |  |  |
~Drop Shot | so |  |  |
Dynafit | so |  |  | Oberalp
@Oberalp | so cl | oberalp group |  |
~Black Crows | so |  |  |
~Bollé | so |  |  |
~Sweet Protection | so |  |  |
Seac | so |  |  |
Beuchat | so |  |  |
Reebok Fitness | so |  |  |
Schwinn | so bi |  |  | Pon
Salewa | so |  |  | Oberalp
Ortovox | so |  |  |
Hanwag | so fo |  |  | Fenix Outdoor
~Keen | so fo |  |  |
Teva | so fo |  |  | Deckers
~Altra | so fo |  |  | VF Corporation
Inov-8 | so fo |  |  |
Icebug | so |  |  |
Primus | so |  |  | Fenix Outdoor
Optimus | so |  |  |
Robens | so |  |  |
Tatonka | so |  |  |
Bergans | so cl |  |  |
Camelbak | so |  |  |
Nalgene | so |  |  |
Exped | so |  |  |
Big Agnes | so |  |  |
Hilleberg | so |  |  |
Leki | so |  |  |
Komperdell | so |  |  |
Grivel | so |  |  |
Edelrid | so |  |  |
~Wild Country | so |  |  | Oberalp
DMM | so |  |  |
Beal | so |  |  |
Tenaya | so |  |  |
~Five Ten | so |  |  |
Evolv | so |  |  | Oberalp
Ocun | so |  |  |
Cleveland | so |  |  |
FootJoy | so |  |  |
~Adidas Boxing | so |  |  |
Hurley | so |  |  |
Rollerblade | so |  |  | Tecnica
K2 Skates | so |  |  |
Powerslide | so |  |  |
Seba | so |  |  |
~FR Skates | so |  |  |
Hudora | so |  |  |
Derbystar | so |  |  |
Reusch | so |  |  |
Kempa | so |  |  |
Errea | so |  |  |
~Macron | so |  |  |
Castore | so |  |  |
Assos | so |  |  |
Gonso | so cl |  |  |
Löffler | so cl | loffler, loeffler |  |
~Endura | so |  |  | Pentland
~Santini | so |  |  |
~Sidi | so vp |  |  |
Northwave | so |  |  |
DMT | so |  |  |
Fizik | so bi |  |  |
Ortlieb | so bi |  |  |
Gymshark | so |  |  |
Lululemon | so |  |  |
~Alo Yoga | so |  |  |
Manduka | so |  |  |
Liforme | so |  |  |
Hylo | so |  |  |
~X-Bionic | so |  |  |
2XU | so |  |  |
Zoot | so |  |  |
Huub | so |  |  |
Zone3 | so |  |  |
Blueseventy | so |  |  |
Fiskars | td |  |  |
Ferm | td |  |  |
Morakniv | td |  |  |
Protool | td |  |  |
Güde | td |  |  |
Hychika | td |  |  |
~Cramer | td |  |  |
Stiga | td |  |  |
~Oleo-Mac | td |  |  | Emak
@Emak | td | emak group |  |
Efco | td |  |  | Emak
Hozelock | td |  |  |
Vax | td sa |  |  | TTI
Bostik | td |  |  |
Pattex | td |  |  | Henkel
UHU | td |  |  |
Loctite | td |  |  |
~Tesa | td |  |  |
Titanlux | td |  |  |
Bruguer | td |  |  | AkzoNobel
Robbialac | td |  |  |
CIN | td |  |  |
Dulux | td | dulux valentine |  | AkzoNobel
Tikkurila | td |  |  |
Usag | td |  |  |
Stahlwille | td |  |  |
Estwing | td |  |  |
~Vaughan | td |  |  |
~Laser Tools | td |  |  |
Bessey | td |  |  |
Piher | td |  |  |
Wolfcraft | td |  |  |
Festo | td |  |  |
Toolstation | td |  |  |
Workzone | td |  |  |
Powerplus | td |  |  |
Ferrex | td |  |  |
Florabest | td |  |  | Lidl
Meister Craft | td |  |  |
Mannesmann | td |  |  |
Kwb | td |  |  |
Trotec | td |  |  |
Weller | td |  |  |
Ersa | td |  |  |
Paslode | td |  |  |
Senco | td |  |  |
Kress | td |  |  | Positec
Robomow | td |  |  |
Ambrogio | td |  |  |
~Char-Broil | td |  |  |
~Big Green Egg | td |  |  |
Outdoorchef | td |  |  |
Landmann | td |  |  |
Tepro | td |  |  |
Ooni | td |  |  |
Blumfeldt | td |  |  |
Keter | td |  |  |
Biohort | td |  |  |
@Amer Sports | so fo cl | amer sports corporation |  |
Fouganza | so |  |  | Decathlon
Luanvi | so cl |  |  |
Softee | so |  |  |
Slazenger | so |  |  |
Erima | so cl |  |  |
Jako | so cl |  |  |
~Mitre | so |  |  | Pentland
~Canterbury | so cl |  |  | Pentland
~Gilbert | so |  |  |
~Oxbow | so cl |  |  |
~Lib Tech | so |  |  |
Schöffel | so cl | schoffel |  |
Chiruca | so fo |  |  |
Bestard | so fo |  |  |
~Boreal | so fo |  |  |
Trangoworld | so cl |  |  |
Ternua | so cl |  |  |
Izas | so cl |  |  |
~Eider | so cl |  |  |
Montane | so cl |  |  |
~Buff | so cl |  |  |
~Conor | bi |  |  |
~Massi | bi |  |  |
~Moma Bikes | bi | moma |  |
Pashley | bi |  |  |
Woom | bi |  |  |
~Early Rider | bi |  |  |
SmartGyro | bi | smart gyro |  |
~Bellota | td |  |  |
Outsunny | td fu |  |  |
Felco | td |  |  |
~John Deere | td vp |  |  |
Ikra | td |  |  |
Sabo | td |  |  | John Deere
~Viking | td |  |  | Stihl
Castelgarden | td |  |  | Stiga
Makita Outdoor | td |  |  | Makita
Pattfield | td |  |  |
Verdemax | td |  |  |
Barbecook | td sa |  |  |
Allibert | fu td |  |  | Keter
Curver | fu sa |  |  | Keter
~Urban Arrow | bi |  |  | Pon
Babboe | bi |  |  | Accell
Gocycle | bi |  |  |
Fiido | bi |  |  |
Engwe | bi |  |  |
Eovolt | bi |  |  |
Nilox | bi |  |  |
Hamax | bi tb |  |  |
Bobike | bi tb |  |  |
Devold | so cl |  |  |
Nordisk | so |  |  |
Berghaus | so cl |  |  | Pentland
~Páramo | so cl | paramo |  |
Sprayway | so cl |  |  |
Mountain Equipment | so cl |  |  |
Kästle | so | kastle |  |
Stöckli | so | stockli |  |
Omer | so |  |  |
Givova | so cl |  |  |
Legea | so cl |  |  |
Roces | so |  |  |
Chaya | so |  |  |
~Impala | so | impala rollerskates |  |
~Asolo | so fo |  |  |
~Dolomite | so fo |  |  |
Crispi | so fo |  |  |
Kayland | so fo |  |  |
Singing Rock | so |  |  |
Gipron | so |  |  |
~Hammerhead | so bi |  |  | SRAM
~Saris | so bi |  |  |
Tunturi | so |  |  |
WaterRower | so | water rower |  |
~Bernardo | td |  |  |
Rems | td |  |  |
Holzmann | td |  |  |
Dolmar | td |  |  | Makita
Connex | td |  |  |
Brennenstuhl | td |  |  |
PB Swiss Tools | td | pb swiss |  |
Felo | td |  |  |
Witte | td |  |  |
Heyco | td |  |  |
Unior | td |  |  |
Topex | td |  |  |
Neo Tools | td |  |  |
Yato | td |  |  |
Dedra | td |  |  |
Vorel | td |  |  |
~Hecht | td |  |  |
Sthor | td |  |  |
Stayer | td |  |  |
Ceta Form | td |  |  |
Krafter | td |  |  |
Outils Wolf | td |  |  |
Shindaiwa | td |  |  |
Tanaka | td |  |  |
Lumag | td |  |  |
Atika | td |  |  |
Laserliner | td |  |  |
Hultafors | td |  |  |
~Picard | td |  |  |
Rolson | td |  |  |
Am-Tech | td | amtech |  |
Irimo | td |  |  |
Izar | td |  |  |
Virutex | td |  |  |
Ayerbe | td |  |  |
Spokey | so |  |  |
inSPORTline | so | insportline |  |
Zoggs | so |  |  |
Cadac | so sa |  |  |
Napoleon Grills | so sa | napoleon bbq |  |
Broil King | so sa |  |  |
Kamado Joe | so sa |  |  |
Enders | so sa |  |  |
Rösle | so sa | rosle |  |
Dometic | so vp | waeco, mobicool |  |
~Record Power | td |  |  |
Axminster | td |  |  |
Kränzle | td |  |  |
Briggs & Stratton | td |  |  |
Tacwise | td |  |  |
Fallkniven | td so |  |  |
Spyderco | td so |  |  |
Benchmade | td so |  |  |
Kershaw | td so |  |  |
~Buck Knives | td so | buck |  |
~Cold Steel | td so |  |  |
Böker | td so |  |  |
Herbertz | td so |  |  |
Aitor | td so |  |  |
~Ka-Bar | td so |  |  |
Esee | td so |  |  |
Civivi | td so |  |  |
Ruike | td so |  |  |
Ganzo | td so |  |  |
~Extrema Ratio | td so |  |  |
~Fox Knives | td so |  |  |
LionSteel | td so |  |  |
Tajima | td |  |  |
Starrett | td |  |  |
Mitutoyo | td |  |  |
~Uni-T | td |  |  |
~Lincoln Electric | td |  |  |
ESAB | td |  |  |
Fronius | td |  |  |
Kemppi | td |  |  |
Telwin | td |  |  |
Stamos | td |  |  |
Abac | td |  |  |
Zarges | td |  |  |
Hymer | td |  |  |
~Little Giant | td |  |  |
~Werner | td |  |  |
Soudal | td |  |  |
Ceys | td |  |  |
Ceresit | td |  |  | Henkel
Mapei | td |  |  |
Rawlplug | td |  |  |
Spax | td |  |  |
Hettich | td |  |  |
~Blum | td |  |  |
Häfele | td |  |  |
~Yale | td |  |  |
~Master Lock | td |  |  |
Mul-T-Lock | td |  |  |
~Burg-Wächter | td |  |  |
Grohe | td |  |  |
Hansgrohe | td |  |  |
Geberit | td |  |  |
Duravit | td |  |  |
~Ideal Standard | td |  |  |
Jacob Delafon | td |  |  |
~Ramon Soler | td |  |  |
~Lowe Alpine | so |  |  |
Klättermusen | so cl |  |  |
~Nemo Equipment | so |  |  |
Helinox | so |  |  |
~Snow Peak | so |  |  |
Klean Kanteen | so |  |  |
Dalbello | so |  |  |
~Line Skis | so |  |  |
Tyrolia | so |  |  | Head
~Jones Snowboards | so |  |  |
~Never Summer | so |  |  |
~Union Bindings | so |  |  |
Firewire | so |  |  |
~Channel Islands | so |  |  |
~JS Industries | so |  |  |
Torq | so |  |  |
~Red Paddle Co | so |  |  |
Duotone | so |  |  |
North Kiteboarding | so |  |  |
~F-One | so |  |  |
Naish | so |  |  |
~Aqua Marina | so |  |  |
~Black Crown | so |  |  |
Royal Padel | so |  |  |
Donic | so |  |  |
Joola | so |  |  |
Cornilleau | so |  |  |
Hayabusa | so |  |  |
~Twins Special | so |  |  |
Fairtex | so |  |  |
Rawlings | so |  |  |
~Bauer | so |  |  |
Gray-Nicolls | so |  |  |
~Unicorn Darts | so |  |  |
Winmau | so |  |  |
~Target Darts | so |  |  |
~Independent Trucks | so |  |  |
~Thunder Trucks | so |  |  |
Moxi | so |  |  |
Daiwa | so |  |  |
~Penn | so |  |  |
~Abu Garcia | so |  |  |
Okuma | so |  |  |
Rapala | so |  |  |
~Savage Gear | so |  |  |
~Fox International | so |  |  |
Korda | so |  |  |
~Nash | so |  |  |
Trakker | so |  |  |
~Avid Carp | so |  |  |
Garbolino | so |  |  |
Sensas | so |  |  |
~Beretta | so cl |  |  |
Seeland | so cl |  |  |
Härkila | so cl |  |  |
Deerhunter | so cl |  |  |
~Le Chameau | so fo |  |  |
Karrimor | so cl fo |  |  |
~McKinley | so cl |  |  |
Aptonia | so |  |  | Decathlon
Corength | so |  |  | Decathlon
Pongori | so |  |  | Decathlon
Bostitch | td |  |  | Stanley
AEG Powertools | td | aeg power tools |  | TTI
Snickers Workwear | td cl |  |  | Hultafors
Blåkläder | td cl | blaklader |  |
Engelbert Strauss | td cl |  |  |
Cimalp | so cl |  |  |
Wanabee | so cl |  |  |
Aztron | so |  |  |
~Scotty Cameron | so |  |  | Titleist
Valex | td |  |  |
~Klein Tools | td |  |  |
Etirel | so cl fo |  |  |
Energetics | so cl fo |  |  |
Pro Touch | so cl fo | protouch |  |
TecnoPro | so | tecno pro |  |
Joluvi | so cl fo |  |  |
Vibor-A | so | vibor a, vibora padel |  |
Enebe | so |  |  |
Gunn & Moore | so | gunn and moore |  |
Li-Ning | so fo cl | li ning |  |
Salvimar | so |  |  |
Aquasphere | so | aqua sphere |  |
Christopeit | so |  |  |
Finnlo | so |  |  |
Gorilla Sports | so |  |  |
Sveltus | so |  |  |
Sport-Thieme | so | sport thieme |  |
Sponeta | so |  |  |
Garlando | so tb |  |  |
Leonhart | so tb |  |  |
Bonzini | so tb |  |  |
Corima | bi^ |  |  |
Fervi | td |  |  |
Sam Outillage | td | sam outils |  |
Virax | td |  |  |
~Batavia | td |  |  |
Fartools | td |  |  |
Annovi Reverberi | td | annovi |  |
Ingco | td |  |  |
Truper | td |  |  |
Pretul | td |  |  | Truper
Tolsen | td |  |  |
Evadict | so |  |  | Decathlon
~Mongoose | bi |  |  |
Univega | bi |  |  |
Claud Butler | bi | claude butler |  |
Cabrinha | so |  |  |
~Slingshot | so | slingshot sports |  |
~Starboard | so | starboard sup |  |
Shearwater | so | shearwater research |  |
Pyzel | so | pyzel surfboards |  |
Al Merrick | so |  |  | Channel Islands
Ocean & Earth | so | ocean and earth |  |
~Mystic | so | mystic boarding |  |
Mad Rock | so |  |  |
~Spitfire | so | spitfire wheels |  |
Golf Pride | so |  |  |
~Odyssey | so | odyssey golf |  | Callaway
Lavor | td sa |  |  |
@AkzoNobel | td | akzo nobel, akzonobel |  |
Hammerite | td |  |  | AkzoNobel
Rust-Oleum | td | rustoleum, rust oleum |  |
Farrow & Ball | td fu | farrow and ball, farrow&ball |  |
Little Greene | td fu | little greene paint |  |
Sikkens | td |  |  | AkzoNobel
Xylazel | td |  |  | AkzoNobel
Tollens | td |  |  |
Bricoman | td |  |  |
Wadfow | td |  |  |
~Clarke | td | clarke tools |  |
Dachstein | fo so | dachstein schuhe |  |
~Montura | so cl fo |  |  |
CMP | cl so fo | f.lli campagnolo, cmp campagnolo |  |
~Houdini | cl so | houdini sportswear |  |
Sail Racing | cl so |  |  |
Musto | cl so |  |  |
Henri Lloyd | cl so | henri-lloyd |  |
Zhik | cl so |  |  |
Surly | bi | surly bikes |  |
Ridgeback | bi | ridgeback bikes |  |
Kinesis | bi | kinesis bikes |  |
Kinzo | td | kinzo tools |  |
Cofan | td |  |  |
~Mader | td | mader power tools |  |
~Rapid | td | rapid tools, isaberg rapid |  |
`;
