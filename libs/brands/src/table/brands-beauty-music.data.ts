/** Brands of beauty and perfume, musical instruments, in the format of `brand-table.data.ts` (same columns and marks). */
export const beautyMusicBrands = `
L'Oréal | be | l'oreal paris, l'oréal paris, loreal paris, elvive, revitalift |  |
Lancôme | be | lancôme paris, génifique, genifique |  | L'Oréal
Maybelline | be | maybelline new york, maybeline |  | L'Oréal
Garnier | be | fructis |  | L'Oréal
Kérastase | be | kerastase |  | L'Oréal
Kiehl's | be | kiehls |  | L'Oréal
La Roche-Posay | be | la roche posay, laroche posay, larocheposay |  | L'Oréal
~Vichy | be | vichy laboratoires, liftactiv, normaderm |  | L'Oréal
CeraVe | be | cera ve |  | L'Oréal
NYX | be | nyx professional makeup |  | L'Oréal
~Urban Decay | be |  |  | L'Oréal
Biotherm | be |  |  | L'Oréal
Helena Rubinstein | be |  |  | L'Oréal
Essie | be |  |  | L'Oréal
Redken | be |  |  | L'Oréal
Estée Lauder | be | estee lauder, estée lauder companies |  |
~Clinique | be |  |  | Estée Lauder
~MAC | be | mac cosmetics, m.a.c |  | Estée Lauder
Bobbi Brown | be |  |  | Estée Lauder
~Too Faced | be | toofaced |  | Estée Lauder
Jo Malone | be | jo malone london |  | Estée Lauder
Le Labo | be |  |  | Estée Lauder
Aveda | be |  |  | Estée Lauder
~Origins | be |  |  | Estée Lauder
~La Mer | be | creme de la mer |  | Estée Lauder
~Tom Ford | be cl | tom ford beauty |  | Estée Lauder
Guerlain | be | guerlain paris |  | LVMH
Givenchy | be cl | givency |  | LVMH
~Diptyque | be fu | diptyque paris |  |
Byredo | be |  |  | Puig
~Creed | be | aventus |  |
Maison Francis Kurkdjian | be | mfk, francis kurkdjian |  | LVMH
Acqua di Parma | be |  |  | LVMH
Rabanne | be cl | paco rabanne, pacorabanne, paco rabane |  | Puig
~Carolina Herrera | be cl |  |  | Puig
Jean Paul Gaultier | be cl | gaultier, jean-paul gaultier |  | Puig
Davidoff | be |  |  |
Narciso Rodriguez | be |  |  |
Viktor&Rolf | be cl | viktor & rolf, viktor and rolf, victor and rolf |  | OTB
Mugler | be cl | thierry mugler |  | L'Oréal
Azzaro | be |  |  | L'Oréal
~Nina Ricci | be cl |  |  | Puig
Issey Miyake | be cl |  |  |
Chloé | be cl | chloe |  | Richemont
Lolita Lempicka | be |  |  |
Cacharel | be |  |  |
Montale | be |  |  |
~Mancera | be |  |  |
Xerjoff | be |  |  |
Amouage | be |  |  |
Penhaligon's | be | penhaligons |  | Puig
Serge Lutens | be |  |  |
L'Artisan Parfumeur | be | artisan parfumeur |  |
Annick Goutal | be | goutal |  |
~Atelier Cologne | be |  |  |
Juliette Has a Gun | be |  |  |
$Sephora | be | sephora collection |  | LVMH
Nars | be | nars cosmetics |  | Shiseido
~Benefit | be | benefit cosmetics, porefessional, benetint |  | LVMH
Fenty Beauty | be | fenty |  | LVMH
~Rare Beauty | be |  |  |
~Charlotte Tilbury | be |  |  | Puig
Huda Beauty | be |  |  |
Anastasia Beverly Hills | be | abh |  |
Clarins | be | clarins paris |  |
Sisley | be | sisley paris, sisley paris cosmetics |  |
Sisley (fashion) | cl fo |  |  | Benetton
Nuxe | be |  |  |
Caudalie | be |  |  |
Avène | be | avene, eau thermale avène |  | Pierre Fabre
Pierre Fabre | be |  |  |
Ducray | be |  |  | Pierre Fabre
Klorane | be |  |  | Pierre Fabre
~A-Derma | be | aderma |  | Pierre Fabre
Bioderma | be |  |  | NAOS
@NAOS | be | naos group |  |
Institut Esthederm | be | esthederm |  | NAOS
Etat Pur | be | état pur |  | NAOS
Uriage | be |  |  |
Filorga | be |  |  | Colgate-Palmolive
Embryolisse | be |  |  |
~Nivea | be | nivea creme |  | Beiersdorf
Eucerin | be |  |  | Beiersdorf
Beiersdorf | be |  |  |
~Dove | be |  |  | Unilever
~Rituals | be fu | rituals cosmetics |  |
~The Ordinary | be |  |  | Deciem
Deciem | be |  |  | Estée Lauder
~Drunk Elephant | be |  |  | Shiseido
Kiko Milano | be | kiko |  |
~Essence | be | essence cosmetics |  | Cosnova
@Cosnova | be | cosnova beauty |  |
Catrice | be |  |  | Cosnova
~Rimmel | be | rimmel london |  | Coty
@Coty | be | coty inc |  |
~Max Factor | be |  |  |
Bourjois | be |  |  |
Revlon | be |  |  |
Sally Hansen | be |  |  | Coty
OPI | be |  |  | Wella
Foreo | be sa |  |  |
Olaplex | be |  |  |
Moroccanoil | be | moroccan oil |  |
Wella | be | wella professionals |  |
Schwarzkopf | be | schwarzkopf professional, schwartzkopf |  | Henkel
Pantene | be |  |  | Procter & Gamble
~Lush | be |  |  |
~The Body Shop | be | body shop |  |
L'Occitane | be | loccitane, l occitane, l'occitane en provence |  |
Yves Rocher | be |  |  |
Weleda | be |  |  |
Erborian | be |  |  | L'Occitane
Shiseido | be |  |  |
Lancaster | be |  |  | Coty
Elizabeth Arden | be |  |  | Revlon
Isdin | be |  |  |
Sesderma | be |  |  |
Apivita | be |  |  | Puig
Korres | be |  |  |
Laneige | be |  |  | Amorepacific
@Amorepacific | be | amore pacific |  |
Cosrx | be |  |  | Amorepacific
~Glossier | be |  |  |
Kylie Cosmetics | be |  |  | Coty
~Hourglass | be |  |  | Unilever
~Natura | be |  |  |
~Boticário | be | o boticario, oboticario |  |
Avon | be |  |  |
Mary Kay | be |  |  |
Oriflame | be |  |  |
Nocibé | be | nocibe |  |
$~Douglas | be | parfumerie douglas |  |
$~Primor | be |  |  |
Druni | be |  |  |
$~Wells | be |  |  |
Skinceuticals | be |  |  | L'Oréal
Dermalogica | be |  |  | Unilever
Paula's Choice | be | paulas choice |  | Unilever
~Fender | mi | fender musical instruments, fender stratocaster, stratocaster, telecaster, fender telecaster, precision bass, jazz bass |  |
Squier | mi | squire |  | Fender
Gibson | mi | gibson guitar corporation, gibson guitars, gibson les paul, les paul, gibson usa |  |
Epiphone | mi | epiphon |  | Gibson
Ibanez | mi | ibanez guitars |  | Hoshino
@Hoshino | mi | hoshino gakki |  |
PRS | mi | paul reed smith, prs guitars |  |
Gretsch | mi |  |  |
~Martin | mi | c.f. martin, martin guitars, martin & co |  |
~Taylor | mi | taylor guitars |  |
Takamine | mi |  |  |
Cort | mi |  |  |
~ESP | mi | esp guitars |  |
LTD | mi |  |  | ESP
~Jackson | mi | jackson guitars |  | Fender
Charvel | mi |  |  | Fender
Schecter | mi |  |  |
Washburn | mi |  |  |
Rickenbacker | mi |  |  |
Ernie Ball | mi | music man, ernie ball music man |  |
D'Addario | mi | daddario |  |
~Elixir | mi | elixir strings |  |
~Vox | mi | vox amplification |  | Korg
~Orange (amps) | mi | orange amplification |  |
~Boss | mi | boss pedals |  | Roland
Roland | mi | roland corporation |  |
Korg | mi | minilogue, microkorg |  |
Kawai | mi |  |  |
Steinway & Sons | mi | steinway, steinway and sons |  |
Bechstein | mi | c. bechstein |  |
Bösendorfer | mi | bosendorfer |  | Yamaha
~Nord | mi | clavia nord |  | Clavia
Moog | mi |  |  | inMusic
Arturia | mi |  |  |
~Novation | mi |  |  | Focusrite
~Native Instruments | mi au |  |  |
Behringer | mi au |  |  | Music Tribe
@Music Tribe | mi au |  |  |
~Pearl | mi | pearl drums |  |
~Tama | mi |  |  | Hoshino
~Ludwig | mi |  |  |
DW | mi | drum workshop |  |
~Sonor | mi |  |  |
Zildjian | mi |  |  |
Sabian | mi |  |  |
Meinl | mi |  |  |
Paiste | mi |  |  |
Hohner | mi |  |  |
Stagg | mi |  |  |
Harley Benton | mi |  |  | Thomann
Selmer | mi | henri selmer |  |
~Buffet Crampon | mi |  |  |
Yanagisawa | mi |  |  |
~Jupiter | mi |  |  |
~Vincent Bach | mi | bach, bach stradivarius, vincent bach stradivarius |  |
~Stentor | mi |  |  |
Höfner | mi | hofner |  |
Alhambra | mi |  |  |
~Admira | mi |  |  |
Line 6 | mi | line6 |  | Yamaha
Electro-Harmonix | mi | ehx, electro harmonix |  |
TC Electronic | mi |  |  | Music Tribe
Mooer | mi |  |  |
Kemper | mi |  |  |
~Positive Grid | mi |  |  |
Blackstar | mi | blackstar amplification |  |
Peavey | mi |  |  |
Laney | mi |  |  |
~Mesa/Boogie | mi | mesa boogie |  | Gibson
Ampeg | mi |  |  | Yamaha
Hartke | mi |  |  | Samson
~Warwick | mi |  |  |
~Sire | mi |  |  |
~Cordoba | mi |  |  |
~Ortega | mi |  |  |
~Lâg | mi | lag guitars |  |
~Eastman | mi |  |  |
$Thomann | mi |  |  |
~Millenium | mi |  |  | Thomann
Alesis | mi |  |  | inMusic
~M-Audio | mi | m audio |  | inMusic
Nektar | mi |  |  |
~Teenage Engineering | mi |  |  |
Elektron | mi |  |  |
~Sequential | mi | dave smith instruments |  | Focusrite
Digitech | mi |  |  | Harman
Fishman | mi |  |  |
Seymour Duncan | mi^ | seymour-duncan |  |
EMG | mi^ | emg pickups |  |
DiMarzio | mi^ | di marzio |  |
Dunlop Manufacturing | mi | jim dunlop, dunlop cry baby |  |
Yamaha | mi au vp | yamaha corporation, yamaha music, yamaha motor |  |
Gewa | mi |  |  |
Startone | mi |  |  | Thomann
~Pearl River | mi |  |  |
Ritmüller | mi |  |  | Pearl River
Schimmel | mi |  |  |
Petrof | mi |  |  |
Steinberg | mi |  |  | Yamaha
Ableton | mi |  |  |
René Furterer | be |  |  |
Dolce & Gabbana | be cl | dolce gabbana, d&g |  |
Joop! | be |  |  |
~Deborah | be |  |  |
~Pupa | be |  |  |
Collistar | be |  |  |
Wycon | be |  |  |
Morphe | be |  |  |
~e.l.f. | be vp |  |  |
~Sol de Janeiro | be |  |  |
~Head & Shoulders | be |  |  | Procter & Gamble
Neutrogena | be |  |  |
Aveeno | be |  |  |
Cetaphil | be |  |  |
Martiderm | be |  |  |
Heliocare | be |  |  |
Dr. Hauschka | be |  |  |
~Lavera | be |  |  |
Sanoflore | be |  |  |
~Cattier | be |  |  |
Melvita | be |  |  |
Typology | be |  |  |
Garancia | be |  |  |
SVR | be |  |  |
Noreva | be |  |  |
Topicrem | be |  |  |
~Mustela | be |  |  |
~Mixa | be |  |  | L'Oréal
~Le Petit Marseillais | be |  |  |
~Aussie | be |  |  |
Tresemmé | be |  |  | Unilever
~Herbal Essences | be |  |  | Procter & Gamble
Timotei | be |  |  |
Gliss | be |  |  | Henkel
Syoss | be |  |  | Henkel
Clarisonic | be |  |  |
Gillette | be |  |  | Procter & Gamble
Wilkinson Sword | be |  |  |
King C. Gillette | be |  |  | Gillette
Veet | be |  |  |
Kapous | be |  |  |
Revlon Professional | be |  |  |
Davines | be |  |  |
~Bumble and bumble | be |  |  |
Paul Mitchell | be |  |  |
Biolage | be |  |  |
SK-II | be |  |  | Procter & Gamble
Innisfree | be |  |  | Amorepacific
Missha | be |  |  |
Sulwhasoo | be |  |  | Amorepacific
Erno Laszlo | be |  |  |
Decléor | be |  |  |
Darphin | be |  |  |
Sothys | be |  |  |
Guinot | be |  |  |
Thalgo | be |  |  |
~Comfort Zone | be |  |  |
Skeyndor | be |  |  |
Germaine de Capuccini | be |  |  |
~Natura Bissé | be |  |  |
Alqvimi | be |  |  |
~Bella Aurora | be |  |  |
Byly | be |  |  |
~Instituto Español | be |  |  |
Agatha Ruiz de la Prada | be |  |  |
~Jesus del Pozo | be |  |  |
Blüthner | mi |  |  |
Pleyel | mi |  |  |
Mapex | mi |  |  |
Gretsch Drums | mi |  |  |
Clavia | mi |  |  |
Oberheim | mi |  |  |
Waldorf | mi |  |  |
Hammond | mi |  |  |
Prudencio Saez | mi |  |  |
Furch | mi |  |  |
Godin | mi |  |  |
~Ovation | mi |  |  |
MXR | mi |  |  | Dunlop Manufacturing
Strymon | mi |  |  |
~Eventide | mi |  |  |
~Walrus Audio | mi |  |  |
JHS | mi |  |  |
~Universal Audio | mi |  |  |
Audient | mi |  |  |
~Samson | mi |  |  |
~Engl | mi |  |  |
Hughes & Kettner | mi |  |  |
~Randall | mi |  |  |
Aguilar | mi |  |  |
Markbass | mi |  |  |
Gallien-Krueger | mi |  |  |
Sandberg | mi |  |  |
Spector | mi |  |  |
Danelectro | mi |  |  |
Steinberger | mi |  |  | Gibson
Hagstrom | mi |  |  |
Duesenberg | mi |  |  |
Framus | mi |  |  | Warwick
Scherl & Roth | mi |  |  |
Knilling | mi |  |  |
Mendini | mi |  |  |
Hiscox | mi |  |  |
~K&M | mi |  |  |
König & Meyer | mi |  |  |
Vic Firth | mi |  |  | Zildjian
Promark | mi |  |  | D'Addario
~Latin Percussion | mi |  |  |
Schlagwerk | mi |  |  |
Lanikai | mi |  |  |
Makala | mi |  |  |
@Puig | be cl | puig beauty |  |
~Aroma-Zone | be | aroma zone |  |
Rexona | be |  |  | Unilever
~Axe | be |  |  | Unilever
~Unilever | be |  |  |
Sanex | be |  |  | Colgate-Palmolive
Lattafa | be |  |  |
Benamôr | be | benamor |  |
~Claus Porto | be |  |  |
Ach. Brito | be | ach brito |  |
Castelbel | be |  |  |
~Babaria | be |  |  |
Tanglewood | mi |  |  |
Kala | mi |  |  |
B.C. Rich | mi | bc rich |  |
Medeli | mi |  |  |
Payot | be |  |  |
~Carita | be |  |  |
La Prairie | be |  |  | Beiersdorf
~Sante | be | sante naturkosmetik |  |
Artdeco | be |  |  |
~Manhattan | be | manhattan cosmetics |  | Coty
~Sleek | be | sleek makeup |  |
Deborah Milano | be |  |  |
Bottega Verde | be |  |  |
L'Erbolario | be | erbolario |  |
Diego dalla Palma | be |  |  |
Freshly Cosmetics | be |  |  |
Arganour | be |  |  |
Frei Öl | be | frei ol |  |
Sebamed | be |  |  |
Labello | be |  |  | Beiersdorf
Goldwell | be |  |  | Kao
Alfaparf | be | alfaparf milano |  |
Galénic | be | galenic |  | Pierre Fabre
$Marionnaud | be |  |  |
~Cien | be |  |  | Lidl
Rival de Loop | be |  |  | Rossmann
Mádara | be | madara cosmetics |  |
Lumene | be |  |  |
Cutrin | be |  |  |
Maria Nila | be |  |  |
Björn Axén | be | bjorn axen |  |
Estelle & Thild | be |  |  |
Löwengrip | be | lowengrip |  |
Sachajuan | be |  |  |
Frédéric Malle | be | frederic malle, editions de parfums |  | Estée Lauder
Ormonde Jayne | be |  |  |
Memo Paris | be |  |  |
~Rochas | be |  |  |
Myrurgia | be |  |  | Puig
Legrain | be |  |  |
Heno de Pravia | be |  |  |
~Magno | be |  |  |
Raimundo | mi | guitarras raimundo |  |
~Esteve | mi | guitarras esteve |  |
Istanbul Agop | mi | agop |  |
Grotrian | mi | grotrian-steinweg, grotrian steinweg |  |
Fractal Audio | mi | axe-fx |  |
Neural DSP | mi |  |  |
Larrivée | mi | larrivee |  |
~Maton | mi |  |  |
EVH | mi |  |  | Fender
Strandberg | mi |  |  |
Aristides | mi |  |  |
Mayones | mi |  |  |
Vigier | mi |  |  |
~Fodera | mi |  |  |
Lakland | mi |  |  |
Sadowsky | mi |  |  |
Marleaux | mi |  |  |
Diezel | mi |  |  |
Soldano | mi |  |  |
Darkglass | mi | darkglass electronics |  |
Trace Elliot | mi |  |  | Gibson
Ashdown | mi |  |  |
Wampler | mi |  |  |
Keeley | mi |  |  |
Fulltone | mi |  |  |
Catalinbread | mi |  |  |
EarthQuaker Devices | mi | earthquaker |  |
Valeton | mi |  |  |
Hotone | mi |  |  |
Seydel | mi | seydel söhne |  |
Lee Oskar | mi |  |  |
Trevor James | mi |  |  |
Muramatsu | mi |  |  |
Sankyo | mi | sankyo flutes |  |
Miyazawa | mi |  |  |
Antoine Courtois | mi | courtois |  | Buffet Crampon
Keilwerth | mi | julius keilwerth |  | Buffet Crampon
Rampone & Cazzani | mi |  |  |
Stomvi | mi |  |  |
Gliga | mi |  |  |
~Allen & Heath | mi au |  |  |
Milani | be |  |  |
Mulac | be | mulac cosmetics |  |
~Neve Cosmetics | be |  |  |
~Barry M | be |  |  |
Zoeva | be |  |  |
~Real Techniques | be |  |  |
ColourPop | be |  |  |
The Inkey List | be | inkey list |  |
~Sunday Riley | be |  |  |
Tatcha | be |  |  |
Dr. Jart+ | be | dr jart |  |
~Etude House | be | etude |  |
Klairs | be |  |  |
~Some By Mi | be |  |  |
Beauty of Joseon | be |  |  |
Isntree | be |  |  |
Purito | be |  |  |
~Round Lab | be |  |  |
Medik8 | be |  |  |
Elemis | be |  |  |
Murad | be |  |  |
REN Clean Skincare | be | ren skincare |  |
Pixi | be | pixi beauty |  |
~Aesop | be |  |  |
Kilian | be | by kilian, kilian paris |  | Estée Lauder
~Cloud Nine | be sa |  |  |
Tigi | be | bed head |  |
Joico | be |  |  |
Pureology | be |  |  | L'Oréal
Shu Uemura | be |  |  | L'Oréal
Christophe Robin | be |  |  |
Phyto | be |  |  |
Lierac | be |  |  |
Logona | be |  |  |
Natura Siberica | be |  |  |
Ziaja | be |  |  |
Bielenda | be |  |  |
Eveline Cosmetics | be | eveline |  |
Inglot | be |  |  |
~Golden Rose | be |  |  |
Flormar | be |  |  |
Farmasi | be |  |  |
~China Glaze | be |  |  |
Gelish | be |  |  |
Semilac | be |  |  |
~Sterling by Music Man | mi |  |  |
~Dean Guitars | mi | dean |  |
~Fernandes | mi |  |  |
Seagull | mi |  |  |
~Norman | mi |  |  |
Lowden | mi |  |  |
~José Ramírez | mi | ramirez guitars |  |
Rotosound | mi |  |  |
Savarez | mi |  |  |
~La Bella | mi |  |  |
Thomastik-Infeld | mi | thomastik |  |
Pirastro | mi |  |  |
Bogner | mi |  |  |
~Friedman | mi |  |  |
Xotic | mi |  |  |
Kurzweil | mi |  |  |
Studiologic | mi |  |  |
Fazioli | mi |  |  |
~Seiler | mi |  |  |
~Young Chang | mi |  |  |
Samick | mi |  |  |
Bosphorus | mi |  |  |
Ufip | mi |  |  |
~Evans | mi | evans drumheads |  |
~Vater | mi |  |  |
~Leblanc | mi |  |  |
~Conn | mi |  |  |
Vandoren | mi |  |  |
Hidersine | mi |  |  |
~Solid State Logic | mi au | ssl |  |
~Electro-Voice | mi au |  |  |
~Warm Audio | mi au |  |  |
~sE Electronics | mi au |  |  |
Lewitt | mi au |  |  |
Audix | mi au |  |  |
~Kali Audio | mi au |  |  |
IK Multimedia | mi au |  |  |
~dB Technologies | mi au |  |  |
LD Systems | mi au |  |  |
HK Audio | mi au |  |  |
Soundcraft | mi au |  |  |
~G&L | mi |  |  |
Annemarie Börlind | be | annemarie borlind |  |
Oskia | be |  |  |
~Neal's Yard Remedies | be | neals yard |  |
Molton Brown | be |  |  | Kao
@Kao | be | kao corporation |  |
Eko | mi |  |  |
~Kramer | mi |  |  | Gibson
Yodeyma | be | yodeyma parfums |  |
Roger & Gallet | be | roger et gallet, roger gallet |  |
Rilastil | be |  |  |
Bionike | be |  |  |
Somatoline | be | somatoline cosmetic |  |
Goovi | be |  |  |
Babor | be |  |  |
Juvena | be |  |  |
Liz Earle | be |  |  |
No7 | be | boots no7 |  |
Soap & Glory | be | soap and glory |  |
Sanctuary Spa | be |  |  |
Models Own | be |  |  |
Idun Minerals | be |  |  |
Ecooking | be |  |  |
Rudolph Care | be |  |  |
Tromborg | be |  |  |
Dr Irena Eris | be | irena eris, dr. irena eris |  |
Yope | be |  |  |
Vianek | be |  |  |
Wibo | be |  |  |
Frezyderm | be |  |  |
Musgo Real | be |  |  | Claus Porto
Manuel Rodríguez | mi | manuel rodriguez guitars |  |
Salvador Cortez | mi |  |  |
~Cuenca | mi | guitarras cuenca |  |
APC Instruments | mi | apc instrumentos |  |
Artimúsica | mi | artimusica |  |
Bugera | mi |  |  | Behringer
Dean Markley | mi |  |  |
Olay | be |  |  | Procter & Gamble
Glow Recipe | be |  |  |
Bath & Body Works | be | bath and body works, bath&body works |  |
Couto | be | pasta couto |  |
Confiança | be | confianca, saboaria confiança |  |
Lutsine | be |  |  |
Bioten | be |  |  |
Morgan Taylor | be |  |  |
~Avril | be | avril bio |  |
~Guild | mi | guild guitars |  |
~Camps | mi | guitarras camps |  |
~Remo | mi | remo drumheads |  |
Hannabach | mi |  |  |
Joyo | mi | joyo audio |  |
Mavala | be |  |  |
~Granado | be | granado pharmácias, granado pharmacias |  |
Equivalenza | be |  |  |
Wahl | be sa | wahl clipper |  |
~King | mi | king musical instruments |  | Conn
~Rico | mi | rico reeds |  | D'Addario
~Holton | mi |  |  | Conn
~Getzen | mi |  |  |
~Schilke | mi |  |  |
`;
