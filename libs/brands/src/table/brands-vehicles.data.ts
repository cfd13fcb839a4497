/** Brands of vehicle parts, tyres, oils, helmets and riding gear, vehicle makers, in the format of `brand-table.data.ts` (same columns and marks). */
export const vehiclesBrands = `
Michelin | vp^ bi^ vp bi | michelin tyres, michelin pneus, compagnie generale des etablissements michelin, crossclimate |  |
BFGoodrich | vp | bf goodrich, b.f. goodrich |  | Michelin
Kleber | vp |  |  | Michelin
~Continental | vp^ bi^ vp bi | continental ag, conti, continental tyres, ecocontact, premiumcontact, sportcontact, wintercontact |  |
Uniroyal | vp |  |  | Continental
Semperit | vp |  |  | Continental
Barum | vp |  |  | Continental
~General Tire | vp |  |  | Continental
Pirelli | vp^ bi^ vp bi | pirelly, pirelli tyre, cinturato, sottozero |  |
Bridgestone | vp^ vp | bridgestone corporation, turanza, blizzak, battlax |  |
Firestone | vp | firestone tire |  | Bridgestone
Goodyear | vp^ vp | good year, goodyear tire |  |
Fulda | vp |  |  | Goodyear
Hankook | vp^ vp | hankook tire |  |
Nokian | vp^ vp | nokian tyres, nokian renkaat |  |
Yokohama | vp^ vp | yokohama tyres |  |
Toyo | vp | toyo tires |  |
Falken | vp |  |  |
Kumho | vp |  |  |
Nexen | vp | nexen tire |  |
Vredestein | vp^ bi^ vp |  |  |
~Cooper Tires | vp | cooper tyres |  | Goodyear
Maxxis | vp^ bi^ vp bi |  |  |
Metzeler | vp |  |  | Pirelli
Avon Tyres | vp |  |  |
Brembo | vp^ bi^ vp | brembo spa |  |
~Ferodo | vp |  |  | Tenneco
TRW | vp |  |  | ZF
~ATE | vp |  |  | Continental
Textar | vp |  |  |
Valeo | vp |  |  |
Hella | vp |  |  |
Osram | vp |  |  |
Magneti Marelli | vp | marelli |  |
~Denso | vp |  |  |
NGK | vp | ngk spark plugs |  |
~Champion Spark Plugs | vp |  |  |
Castrol | vp | castrol edge, magnatec |  | BP
~Mobil | vp | mobil 1, mobil1, exxonmobil |  |
~Shell | vp | shell helix |  |
TotalEnergies | vp | total quartz |  |
Motul | vp |  |  |
Liqui Moly | vp | liquimoly, liqui-moly |  | Würth
Repsol | vp |  |  |
Galp | vp |  |  |
Cepsa | vp |  |  |
Febi Bilstein | vp | febi |  |
Bilstein | vp^ vp |  |  |
Sachs | vp | zf sachs |  | ZF
KYB | vp | kayaba |  |
~Monroe | vp |  |  | Tenneco
@Tenneco | vp |  |  |
Öhlins | vp^ bi^ | ohlins |  |
Mann-Filter | vp | mann filter, mann+hummel, mann |  |
~Mahle | vp |  |  |
Varta | vp sa |  |  |
Exide | vp |  |  |
Yuasa | vp |  |  |
Recaro | vp^ tb vp |  |  |
Sparco | vp^ vp |  |  |
OMP | vp |  |  |
~Momo | vp |  |  |
Akrapovič | vp^ vp | akrapovic |  |
~Arrow Exhaust | vp | arrow exhaust, arrow, arrow special parts |  |
Termignoni | vp |  |  |
Yoshimura | vp |  |  |
Leovince | vp |  |  |
~Shad | vp |  |  |
Givi | vp |  |  |
SW-Motech | vp | sw motech |  |
Shoei | vp |  |  |
~Arai | vp |  |  |
AGV | vp | agv helmets |  | Dainese
HJC | vp |  |  |
~Nolan | vp |  |  |
Schuberth | vp |  |  |
LS2 | vp | ls2 helmets |  |
Caberg | vp |  |  |
Airoh | vp |  |  |
Alpinestars | vp cl fo | alpine stars |  |
Dainese | vp cl |  |  |
~Rev'it | vp cl | revit, rev it |  |
~Held | vp |  |  |
Spidi | vp cl |  |  |
Furygan | vp cl |  |  |
Ixon | vp cl |  |  |
Richa | vp |  |  |
~Oxford Products | vp |  |  |
~Cardo | vp | cardo systems |  |
~Sena | vp |  |  |
TomTom | vp | tom tom |  |
Thinkware | vp |  |  |
Nextbase | vp |  |  |
Volkswagen | vp | vw, volkswagon, volks wagen |  |
Audi | vp |  |  | Volkswagen
~Seat | vp |  |  | Volkswagen
Cupra | vp |  |  | Seat
Škoda | vp | skoda |  | Volkswagen
Porsche | vp |  |  |
BMW | vp bi | bayerische motoren werke, bmw motorrad |  |
~Mini | vp | mini cooper |  | BMW
Mercedes-Benz | vp | mercedes, mercedes benz, merc |  |
~Smart | vp |  |  | Mercedes-Benz
Renault | vp |  |  |
~Dacia | vp |  |  | Renault
Citroën | vp | citroen |  | Stellantis
DS Automobiles | vp | ds |  | Citroën
Opel | vp | vauxhall |  | Stellantis
~Fiat | vp |  |  | Stellantis
Abarth | vp |  |  | Fiat
~Alfa Romeo | vp | alfa |  | Stellantis
~Lancia | vp |  |  | Stellantis
~Jeep | vp |  |  | Stellantis
Ferrari | vp cl^ |  |  |
Lamborghini | vp |  |  | Audi
Maserati | vp |  |  | Stellantis
Toyota | vp |  |  |
Lexus | vp |  |  | Toyota
~Honda | vp td | honda motor |  |
Nissan | vp |  |  |
~Infiniti | vp |  |  | Nissan
Mazda | vp |  |  |
Mitsubishi Motors | vp |  |  |
Subaru | vp |  |  |
Suzuki | vp |  |  |
Hyundai | vp |  |  |
Kia | vp | kia motors |  |
~Ford | vp | ford motor |  |
~Volvo | vp | volvo cars |  | Geely
Tesla | vp | tesla motors |  |
~Land Rover | vp | range rover |  | Tata Motors
~Jaguar | vp | jaguar cars |  | Tata Motors
~Lotus | vp | lotus cars |  | Geely
~Alpine (cars) | vp | alpine cars |  | Renault
@Stellantis | vp |  |  |
@Tata Motors | vp | tata |  |
@Geely | vp | geely auto, zhejiang geely |  |
Kawasaki | vp |  |  |
~Ducati | vp cl |  |  | Audi
KTM | vp bi |  |  |
Harley-Davidson | vp cl | harley davidson, harley |  |
~Triumph | vp | triumph motorcycles |  |
~Triumph (lingerie) | cl | triumph lingerie |  |
Royal Enfield | vp |  |  |
Piaggio | vp |  |  |
~Vespa | vp |  |  | Piaggio
Aprilia | vp |  |  | Piaggio
Moto Guzzi | vp | guzzi |  | Piaggio
MV Agusta | vp |  |  |
Benelli | vp |  |  |
~Sym | vp |  |  |
Kymco | vp |  |  |
Sherco | vp |  |  |
GasGas | vp | gas gas |  |
Rieju | vp |  |  |
~Derbi | vp |  |  | Piaggio
~Niu | vp bi |  |  |
~Silence | vp |  |  |
Silvercrest | sa | silver crest |  | Lidl
Crivit | so cl |  |  | Lidl
Livarno | fu | livarno home, livarno lux |  | Lidl
Lupilu | tb cl |  |  | Lidl
Esmara | cl |  |  | Lidl
Livergy | cl |  |  | Lidl
Meguiar's | vp | meguiars |  |
~Turtle Wax | vp |  |  |
Sonax | vp |  |  |
WD-40 | vp td | wd40 |  |
$Norauto | vp |  |  |
$~Feu Vert | vp |  |  |
~Ring Automotive | vp |  |  |
~Ultimate Speed | vp |  |  | Lidl
Samsonite | cl |  |  |
~Meridian | au | meridian audio |  |
Cubot | ph ta |  |  |
Sava | vp |  |  | Goodyear
ZF | vp |  |  |
Lemförder | vp |  |  | ZF
Koni | vp |  |  |
Eibach | vp |  |  |
~H&R | vp |  |  |
Audison | vp |  |  |
~OZ Racing | vp |  |  |
BBS | vp |  |  |
Borbet | vp |  |  |
Ronal | vp |  |  |
Milltek | vp |  |  |
~X-lite | vp |  |  | Nolan
~Bering | vp |  |  |
Macna | vp |  |  |
Hepco & Becker | vp |  |  |
Kriega | vp |  |  |
~Rizoma | vp |  |  |
Barkbusters | vp |  |  |
Acerbis | vp |  |  |
Polisport | vp |  |  |
~Fox Racing | vp |  |  |
O'Neal | vp |  |  |
Leatt | vp |  |  |
Gaerne | vp |  |  |
TCX | vp |  |  |
Saab | vp |  |  |
~Polestar | vp |  |  | Geely
BYD | vp |  |  |
~Midas | vp |  |  |
Carglass | vp |  |  |
Autodoc | vp |  |  |
Oscaro | vp |  |  |
3M | vp |  |  |
Autoglym | vp |  |  |
~Armor All | vp |  |  |
Nextzett | vp |  |  |
Gtechniq | vp |  |  |
~Chemical Guys | vp |  |  |
CTEK | vp |  |  |
Hapro | vp |  |  |
Kamei | vp |  |  |
Menabo | vp |  |  |
~Atera | vp |  |  |
Uebler | vp |  |  |
Westfalia | vp |  |  |
Bosal | vp |  |  |
Pagid | vp |  |  |
Jurid | vp |  |  | Tenneco
Mintex | vp |  |  |
EBC | vp |  |  |
Dayco | vp |  |  |
Contitech | vp |  |  |
~Gates | vp | gates industrial |  |
SKF | vp |  |  |
LuK | vp |  |  | Schaeffler
@Schaeffler | vp | schaeffler group |  |
Pierburg | vp |  |  |
Hengst | vp |  |  |
Purflux | vp |  |  |
Beru | vp |  |  |
Meyle | vp |  |  |
Topran | vp |  |  |
Corteco | vp |  |  |
Elring | vp |  |  |
Victor Reinz | vp |  |  |
Nissens | vp |  |  |
NRF | vp |  |  |
Van Wezel | vp |  |  |
TYC | vp |  |  |
Triscan | vp |  |  |
Japanparts | vp |  |  |
~Blue Print | vp |  |  |
Ashika | vp |  |  |
Herth+Buss | vp |  |  |
Jakoparts | vp |  |  |
BP | vp | british petroleum |  |
~MT Helmets | vp |  |  |
Polini | vp |  |  |
Malossi | vp |  |  |
Mabor | vp |  |  | Continental
Debica | vp | dębica |  | Goodyear
~Matador | vp |  |  | Continental
Gislaved | vp |  |  | Continental
Laufenn | vp |  |  | Hankook
Kormoran | vp |  |  | Michelin
Tigar | vp |  |  | Michelin
Riken | vp |  |  | Michelin
~Knecht | vp | knecht filter |  | Mahle
Valvoline | vp |  |  |
Ravenol | vp |  |  |
~Remus | vp | remus exhaust |  |
Eberspächer | vp | eberspacher, eberspaecher |  |
Renthal | vp bi |  |  |
Nexx | vp | nexx helmets |  |
Vanucci | vp |  |  |
Modeka | vp |  |  |
Büse | vp | buse |  |
Tucano Urbano | vp |  |  |
Seventy Degrees | vp |  |  |
Hevik | vp |  |  |
Ermax | vp |  |  |
Zard | vp |  |  |
SC-Project | vp | sc project |  |
Mivv | vp |  |  |
Stage6 | vp | stage 6 |  |
Dell'Orto | vp | dellorto |  |
Keihin | vp |  |  |
Mikuni | vp |  |  |
Afam | vp |  |  |
JT Sprockets | vp |  |  |
Galfer | vp bi |  |  |
Tokico | vp |  |  |
JP Group | vp |  |  |
Vaico | vp |  |  |
Ridex | vp |  |  |
Maxgear | vp |  |  |
Ruville | vp |  |  |
Ajusa | vp |  |  |
Payen | vp |  |  |
Lesjöfors | vp | lesjofors |  |
Kilen | vp |  |  |
Metalcaucho | vp |  |  |
Sidem | vp |  |  |
~Trico | vp |  |  |
SWF | vp |  |  | Valeo
Heyner | vp |  |  |
~Farad | vp |  |  |
Pipercross | vp |  |  |
~Green Filter | vp |  |  |
ITG | vp | itg filters |  |
Ramair | vp |  |  |
~^KW Suspensions | vp | kw |  |
~^Delphi | vp |  |  |
^Timken | vp |  |  |
^Exedy | vp |  |  |
^Aisin | vp |  |  |
^Supersprint | vp |  |  |
^Webasto | vp |  |  |
^Nankang | vp |  |  |
^Kenda | vp bi |  |  |
^Heidenau | vp |  |  |
^Enkei | vp |  |  |
^Dotz | vp |  |  |
^Rotiform | vp |  |  |
^Sabelt | vp |  |  |
^Schroth | vp |  |  |
Petronas | vp |  |  |
~Fuchs | vp |  |  |
Mannol | vp |  |  |
~Millers Oils | vp |  |  |
Putoline | vp |  |  |
Ipone | vp |  |  |
Silkolene | vp |  |  |
~Wynn's | vp |  |  |
~Koch Chemie | vp |  |  |
Gyeon | vp |  |  |
Rukka | vp |  |  |
Klim | vp |  |  |
Suomy | vp |  |  |
Touratech | vp |  |  |
^Wilbers | vp |  |  |
^Hyperpro | vp |  |  |
~^Athena | vp |  |  |
~Motion Pro | vp |  |  |
~^Pro Taper | vp |  |  |
^Tommaselli | vp |  |  |
Viofo | vp |  |  |
70mai | vp |  |  |
BlackVue | vp |  |  |
Sealey | vp td |  |  |
SsangYong | vp | kgm |  |
~Chevrolet | vp |  |  |
~Chrysler | vp |  |  | Stellantis
~Cadillac | vp |  |  |
~Aston Martin | vp |  |  |
~Bentley | vp |  |  | Volkswagen
~Rolls-Royce | vp |  |  | BMW
McLaren | vp |  |  |
Caterham | vp |  |  |
Aixam | vp |  |  |
Ligier | vp |  |  |
Microcar | vp |  |  |
~Beta Motorcycles | vp | beta moto |  |
~TM Racing | vp |  |  |
Fantic | vp |  |  |
Bultaco | vp |  |  |
Daelim | vp |  |  |
Hyosung | vp |  |  |
~Indian Motorcycle | vp | indian motorcycles |  |
~Norton | vp |  |  |
~Zero Motorcycles | vp |  |  |
~Super Soco | vp |  |  |
~^K&N | vp | k&n filters |  |
Boge | vp |  |  | ZF
~Behr | vp |  |  | Mahle
Eisenmann | vp |  |  |
Alutec | vp |  |  |
CFMoto | vp | cf moto, cf-moto |  |
Voge | vp |  |  |
Zontes | vp |  |  |
~Lynk & Co | vp |  |  | Geely
Stylmartin | vp |  |  |
WP Suspension | vp^ bi^ | wp suspensions |  | KTM
~Puig (motorbike parts) | vp | puig racing, puig hi-tech parts |  |
Mitas | vp | mitas tyres |  |
Apollo Tyres | vp | apollo tires |  |
~Optima | vp | optima batteries, optima redtop, optima yellowtop |  |
Scorpion Exo | vp | scorpion helmets |  |
~Interphone | vp | interphone cellularline |  |
Askoll | vp bi | askoll es2, askoll es3 |  |
~Scorpion | vp | scorpion exhausts, scorpion exhaust |  |
~Walker | vp | walker exhaust, walker exhausts |  | Tenneco
~Regina | vp bi | regina chain, regina chains, regina catene |  |
~Domino | vp | domino racing |  |
Giannelli | vp |  |  |
~Fram | vp | fram filters |  |
Purflo | vp |  |  |
Hiflofiltro | vp | hiflo, hi-flo |  |
UFI Filters | vp | ufi |  |
`;
