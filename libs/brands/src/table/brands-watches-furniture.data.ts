/** Brands of watches and jewellery, furniture and homeware, in the format of `brand-table.data.ts` (same columns and marks). */
export const watchesFurnitureBrands = `
Rolex | wj | rolex sa, rolexx, submariner, rolex submariner, datejust, daytona, gmt-master | Q62288 |
Tudor | wj | tudor watch |  | Rolex
~Omega | wj | omega sa, omega speedmaster, speedmaster, seamaster |  | Swatch
~TAG Heuer | wj | tag-heuer, tagheuer, tag heur, heuer, aquaracer, autavia |  | LVMH
Breitling | wj | breitling sa, breitling navitimer |  |
~Cartier | wj | cartier sa |  | Richemont
Patek Philippe | wj | patek, patek phillipe, patek philipe |  |
Audemars Piguet | wj | audemars, ap royal oak |  |
IWC | wj | iwc schaffhausen |  | Richemont
Jaeger-LeCoultre | wj | jaeger lecoultre, jlc |  | Richemont
~Panerai | wj | officine panerai |  | Richemont
~Hublot | wj |  |  | LVMH
~Zenith | wj |  |  | LVMH
Longines | wj | longiness |  | Swatch
Tissot | wj | tissott |  | Swatch
~Swatch | wj | swatch ag, the swatch group |  |
Flik Flak | wj | flikflak |  | Swatch
~Hamilton | wj | hamilton watch |  | Swatch
~Rado | wj |  |  | Swatch
Certina | wj |  |  | Swatch
Mido | wj |  |  | Swatch
Oris | wj |  |  |
Raymond Weil | wj |  |  |
~Baume & Mercier | wj | baume et mercier, baume mercier |  |
Montblanc | wj be | mont blanc |  | Richemont
Chopard | wj |  |  |
Vacheron Constantin | wj | vacheron |  | Richemont
Blancpain | wj |  |  | Swatch
Breguet | wj |  |  | Swatch
Ulysse Nardin | wj |  |  |
Frederique Constant | wj | frédérique constant |  | Citizen
~Alpina | wj |  |  | Citizen
Maurice Lacroix | wj |  |  |
Victorinox | wj so td | swiss army, victorinox swiss army |  |
Seiko | wj | seiko watch, seiko watch corporation, seiko epson, seico, prospex, seiko 5 |  |
Grand Seiko | wj |  |  | Seiko
Lorus | wj |  |  | Seiko
~Pulsar | wj |  |  | Seiko
~Citizen | wj | citizen watch, eco-drive, citizen eco-drive, promaster |  |
~Casio | wj mi | casio computer, cassio, casio computer co |  |
~G-Shock | wj | g shock, gshock, casio g-shock |  | Casio
~Baby-G | wj | baby g |  | Casio
~Edifice | wj | casio edifice |  | Casio
~Orient | wj | orient star |  | Seiko
Festina | wj |  |  |
~Lotus (watches) | wj | lotus watches |  | Festina
~Jaguar (watches) | wj | jaguar watches |  | Festina
~Bering (watches) | wj | bering time, bering watches |  |
~Calypso | wj | calypso watches |  | Festina
~Viceroy | wj |  |  |
~Marea | wj |  |  |
~Fossil | wj | fossil group |  |
Skagen | wj |  |  | Fossil
Daniel Wellington | wj | daniel wellinton |  |
Timex | wj |  |  |
~Nixon | wj |  |  |
MVMT | wj |  |  | Movado
@Movado | wj |  |  |
Komono | wj |  |  |
~Police | wj | police watches |  |
Swiss Military Hanowa | wj | swiss military |  |
~Invicta | wj |  |  |
Bulova | wj |  |  | Citizen
Junghans | wj |  |  |
Traser | wj | traser h3 |  |
Sturmanskie | wj |  |  |
Credor | wj |  |  | Seiko
~Sinn | wj |  |  |
Nomos Glashütte | wj | nomos, nomos glashutte |  |
~A. Lange & Söhne | wj | a lange sohne, lange & söhne, lange und söhne |  | Richemont
Glashütte Original | wj | glashutte original |  | Swatch
~Pandora | wj | pandora jewelry, pandora jewellery |  |
Swarovski | wj fu | swarovski crystal |  |
Thomas Sabo | wj |  |  |
Tiffany & Co. | wj | tiffany, tiffany and co, tiffany co |  | LVMH
Bulgari | wj be | bvlgari |  | LVMH
Van Cleef & Arpels | wj | van cleef, van cleef and arpels |  | Richemont
Boucheron | wj |  |  | Kering
Chaumet | wj |  |  | LVMH
Messika | wj |  |  |
Dinh Van | wj |  |  |
APM Monaco | wj | apm |  |
~Agatha | wj | agatha paris |  |
Histoire d'Or | wj | histoire dor |  |
Uno de 50 | wj | unode50, uno de cincuenta |  |
Pdpaola | wj | pd paola |  |
Aristocrazy | wj |  |  |
Majorica | wj |  |  |
Morellato | wj |  |  |
Trollbeads | wj | troll beads |  |
Links of London | wj |  |  |
Monica Vinader | wj |  |  |
Mejuri | wj |  |  |
David Yurman | wj |  |  |
Fope | wj |  |  |
Pomellato | wj |  |  | Kering
~Chrome Hearts | wj cl |  |  |
Vivienne Westwood | wj cl |  |  |
Marc Jacobs | wj cl be |  |  |
~Ti Sento | wj |  |  |
Amazfit | wj ph | huami, huami amazfit |  | Zepp Health
@Zepp Health | wj ph |  |  |
Withings | wj sa |  |  |
~Coros | wj so |  |  |
IKEA | fu sa | ikea of sweden, ikéa, ikea sweden, kallax, hemnes, ektorp, poäng, poang, brimnes, strandmon, söderhamn, soderhamn |  |
~Habitat | fu | habitat france |  |
~Maisons du Monde | fu | maisons du monde france, maison du monde |  |
Kave Home | fu | kavehome, la forma |  |
~Zara Home | fu cl |  |  | Zara
~H&M Home | fu | h and m home |  | H&M
~Vitra | fu |  |  |
Herman Miller | fu | hermanmiller, herman-miller, aeron |  | MillerKnoll
@MillerKnoll | fu | miller knoll |  |
Steelcase | fu |  |  |
~Knoll | fu |  |  | MillerKnoll
~Hay | fu | hay denmark |  | MillerKnoll
Muuto | fu |  |  | MillerKnoll
~&Tradition | fu | and tradition |  |
Normann Copenhagen | fu |  |  |
Ferm Living | fu |  |  |
Fritz Hansen | fu |  |  |
Carl Hansen & Søn | fu | carl hansen |  |
Louis Poulsen | fu |  |  |
Artemide | fu |  |  |
Flos | fu |  |  |
Foscarini | fu |  |  |
~Kartell | fu | componibili |  |
~Magis | fu |  |  |
Alessi | fu sa |  |  |
Ligne Roset | fu | ligne-roset |  |
Cinna | fu |  |  | Ligne Roset
Roche Bobois | fu | roche-bobois |  |
BoConcept | fu | bo concept |  |
Natuzzi | fu | natuzzi italia |  |
Poltrona Frau | fu |  |  | Haworth
Cassina | fu |  |  | Haworth
@Haworth | fu |  |  |
B&B Italia | fu | b and b italia |  |
Minotti | fu |  |  |
~Moroso | fu |  |  |
Fermob | fu |  |  |
~Emu | fu |  |  |
Vondom | fu |  |  |
Gandia Blasco | fu | gandiablasco |  |
Kettal | fu |  |  |
$Conforama | fu sa lg |  |  |
~Alinéa | fu | alinea |  |
~Made.com | fu | made com |  | Next
Westwing | fu |  |  |
Sklum | fu |  |  |
Camif | fu |  |  |
Tikamoon | fu |  |  |
Laura Ashley | fu cl |  |  |
Stressless | fu |  |  | Ekornes
Ekornes | fu |  |  |
Thonet | fu | gebrüder thonet |  |
Tolix | fu |  |  |
Eames | fu^ | charles eames |  |
Tempur | fu | tempur-pedic |  |
~Simmons | fu |  |  |
Dunlopillo | fu |  |  |
Pikolin | fu |  |  |
~Flex | fu | colchones flex |  |
Tediber | fu |  |  |
Hypnia | fu |  |  |
Bultex | fu |  |  |
Epeda | fu |  |  |
Treca | fu |  |  |
Maison Sarah Lavoine | fu | sarah lavoine |  |
AM.PM | fu | am pm, ampm |  | La Redoute
~La Redoute | fu cl | la redoute intérieurs, la redoute interieurs |  |
$Leroy Merlin | fu td |  |  | ADEO
@ADEO | fu td |  |  |
$Castorama | fu td |  |  | Kingfisher
@Kingfisher | fu td |  |  |
Bricomart | td |  |  | ADEO
Brico Dépôt | td fu | brico depot |  | Kingfisher
Vertbaudet Home | fu |  |  | Vertbaudet
~Le Creuset | sa fu | lecreuset |  |
~Staub | sa fu |  |  | Zwilling
Zwilling | sa fu | zwilling ja henckels, henckels |  |
WMF | sa fu |  |  | SEB
Fissler | sa fu |  |  |
Tupperware | sa fu | tuperware |  |
~Pyrex | sa fu |  |  |
Bialetti | sa fu |  |  |
Bodum | sa fu |  |  |
Villeroy & Boch | fu sa | villeroy and boch, villeroy boch |  |
Royal Copenhagen | fu |  |  | Fiskars
Rosenthal | fu |  |  |
~Vista Alegre | fu |  |  |
Bordallo Pinheiro | fu | bordalo pinheiro |  | Vista Alegre
Sargadelos | fu |  |  |
Lladró | fu | lladro |  |
~Baccarat | fu wj |  |  |
Riedel | fu |  |  |
Iittala | fu |  |  | Fiskars
~Arabia | fu | arabia finland |  | Fiskars
Marimekko | fu cl |  |  |
~Le Parfait | fu |  |  |
Magimix | sa |  |  |
~Sage | sa | sage appliances |  | Breville
Leifheit | sa fu |  |  |
Senseo | sa |  |  | Philips
Tassimo | sa |  |  | Bosch
Lavazza | sa | lavazza a modo mio |  |
Illy | sa | illy caffe |  |
Melitta | sa |  |  |
~Jura | sa |  |  |
Gaggia | sa |  |  | Saeco
Sonicare | sa be | philips sonicare |  | Philips
Philips Avent | tb sa | avent |  | Philips
~Nestlé | sa | nestle |  |
~Shark (helmets) | vp | shark helmets, shark casque, casque shark |  |
Stowa | wj |  |  |
Girard-Perregaux | wj |  |  |
Edox | wj |  |  |
Vostok | wj |  |  |
Sekonda | wj |  |  |
~Ice-Watch | wj |  |  |
Paul Hewitt | wj |  |  |
~Cluse | wj |  |  |
Olivia Burton | wj |  |  |
Nordgreen | wj |  |  |
~Les Néréides | wj |  |  |
Piaget | wj |  |  | Richemont
Brosway | wj |  |  |
~Nomination | wj |  |  |
Calligaris | fu |  |  |
Hülsta | fu |  |  |
Rolf Benz | fu |  |  |
Gubi | fu |  |  |
Fatboy | fu |  |  |
Vipp | fu |  |  |
~Joseph Joseph | fu |  |  |
Brabantia | fu |  |  |
Leitner | fu |  |  |
~Costa Nova | fu |  |  |
Schott Zwiesel | fu |  |  |
Duralex | fu |  |  |
Arcoroc | fu |  |  | Arc International
@Arc International | fu |  |  |
Luminarc | fu |  |  | Arc International
Emsa | fu |  |  | SEB
Mepal | fu |  |  |
Sigg | fu |  |  |
Hydro Flask | fu |  |  | Helen of Troy
@Helen of Troy | fu |  |  |
Chilly's | fu |  |  |
~Contigo | fu |  |  | Newell Brands
@Newell Brands | fu tb so | newell rubbermaid |  |
Emile Henry | fu |  |  |
Mauviel | fu |  |  |
~De Buyer | fu |  |  |
Tramontina | fu |  |  |
Silampos | fu |  |  |
~Arcos | fu |  |  |
~Pujadas | fu |  |  |
Lékué | fu |  |  |
Ibili | fu |  |  |
Magefesa | fu sa |  |  |
Monix | fu |  |  |
Castey | fu |  |  |
Dunelm | fu |  |  |
Cath Kidston | fu |  |  | Next
~Designers Guild | fu |  |  |
Broste Copenhagen | fu |  |  |
Bloomingville | fu |  |  |
Madam Stoltz | fu |  |  |
Søstrene Grene | fu | sostrene grene |  |
~Flying Tiger | fu |  |  |
JYSK | fu |  |  |
$Bauhaus | fu |  |  |
$Hornbach | fu |  |  |
$~Obi | fu |  |  |
Poltronesofà | fu |  |  |
Chateau d'Ax | fu |  |  |
~Mondo Convenienza | fu |  |  |
Scavolini | fu |  |  |
Molteni&C | fu |  |  |
Flexform | fu |  |  |
Edra | fu |  |  |
Driade | fu |  |  |
Cappellini | fu |  |  | Haworth
Kundalini | fu |  |  |
Vibia | fu |  |  |
Marset | fu |  |  |
~Santa & Cole | fu |  |  |
Tom Dixon | fu |  |  |
Anglepoise | fu |  |  |
Cherner | fu |  |  |
Ercol | fu |  |  |
~G Plan | fu |  |  |
Parker Knoll | fu |  |  |
~Yankee Candle | fu | yankee candles |  | Newell Brands
Dormideo | fu |  |  |
~Hästens | fu |  |  |
Auping | fu |  |  |
Swiss Sense | fu |  |  |
Silentnight | fu |  |  |
Singularu | wj |  |  |
Chamilia | wj |  |  |
~Dodo | wj |  |  | Pomellato
Maty | wj |  |  |
Candino | wj |  |  | Festina
~Sector | wj | sector no limits |  |
Breil | wj |  |  |
~Philip Watch | wj |  |  |
~Mark Maddox | wj |  |  |
~Radiant | wj |  |  |
~Boccia | wj | boccia titanium |  |
~Laco | wj |  |  |
~Mondaine | wj |  |  |
Moviflor | fu |  |  |
Leen Bakker | fu |  |  |
HK Living | fu | hkliving |  |
USM Haller | fu | usm |  |
Spal | fu |  |  |
~Atlantis Crystal | fu | atlantis cristal |  | Vista Alegre
Arcopal | fu | arcopal france |  | Arc International
Guzzini | fu |  |  |
Hutschenreuther | fu |  |  |
Arzberg | fu |  |  |
Kahla | fu |  |  |
Seltmann Weiden | fu | seltmann |  |
~Wedgwood | fu |  |  | Fiskars
~Royal Albert | fu |  |  | Fiskars
Denby | fu |  |  |
Portmeirion | fu |  |  |
Emma Bridgewater | fu |  |  |
Kilner | fu |  |  |
Silit | sa fu |  |  | WMF
Lacor | sa fu |  |  |
Wüsthof | sa fu | wusthof, wuesthof |  |
Mühle-Glashütte | wj |  |  |
Hanhart | wj |  |  |
~Yema | wj |  |  |
Michel Herbelin | wj | herbelin |  |
Pierre Lannier | wj |  |  |
Doxa | wj |  |  |
Squale | wj |  |  |
Obaku | wj | obaku denmark |  |
Tutima | wj | tutima glashütte |  |
Damasko | wj |  |  |
Union Glashütte | wj |  |  | Swatch
~Eterna | wj |  |  |
~Zodiac | wj | zodiac watches |  | Fossil
Raketa | wj |  |  |
Poljot | wj |  |  |
~Pilgrim | wj | pilgrim jewellery |  |
Wenger | wj so |  |  | Victorinox
Luminox | wj |  |  |
Bell & Ross | wj | bell and ross |  |
Vagary | wj |  |  | Citizen
Glycine | wj |  |  |
Chronoswiss | wj |  |  |
Meistersinger | wj |  |  |
Dugena | wj |  |  |
Jacques Lemans | wj |  |  |
Ruhla | wj |  |  |
Duward | wj |  |  |
Audo Copenhagen | fu | audo, menu copenhagen |  |
~String | fu | string furniture, string shelf, string system |  |
~Montana | fu | montana furniture, montana møbler |  |
Walter Knoll | fu |  |  |
Gervasoni | fu |  |  |
Zanotta | fu |  |  |
Tecta | fu |  |  |
Eva Solo | fu sa |  |  |
Stelton | fu sa |  |  |
Georg Jensen | wj fu |  |  |
Rosendahl | fu wj |  |  |
Kähler | fu | kahler design |  |
~House Doctor | fu |  |  |
Nordal | fu |  |  |
Porada | fu |  |  |
Pedrali | fu |  |  |
Arper | fu |  |  |
Lapalma | fu |  |  |
Seletti | fu |  |  |
Lee Broom | fu |  |  |
Swyft | fu |  |  |
Wilkhahn | fu |  |  |
Interstuhl | fu |  |  |
Humanscale | fu |  |  |
Sedus | fu |  |  |
Kinnarps | fu |  |  |
Actiu | fu |  |  |
Andreu World | fu |  |  |
LZF | fu | lzf lamps |  |
Secto Design | fu | secto |  |
Le Klint | fu |  |  |
Lightyears | fu |  |  |
Luceplan | fu |  |  |
FontanaArte | fu | fontana arte |  |
Slamp | fu |  |  |
Ingo Maurer | fu |  |  |
~Occhio | fu |  |  |
Nordlux | fu |  |  |
DCW éditions | fu | dcw editions |  |
Lampe Gras | fu |  |  | DCW éditions
Jieldé | fu | jielde |  |
Bolia | fu |  |  |
Artek | fu |  |  | Vitra
Valira | sa fu |  |  |
~Calor | sa |  |  | SEB
Lagostina | sa fu |  |  | SEB
Girmi | sa |  |  |
Gastroback | sa |  |  |
Nivona | sa |  |  |
Profitec | sa |  |  |
Quick Mill | sa |  |  |
Flama | sa lg |  |  |
Kobold | sa |  |  | Vorwerk
Sebo | sa |  |  |
~Henry | sa | henry hoover, numatic henry |  | Numatic
~Rainbow | sa | rainbow vacuum, rainbow rexair |  |
Rotho | fu sa |  |  |
Tatay | fu sa |  |  |
Hailo | fu td |  |  |
Wenko | fu |  |  |
Kleine Wolke | fu |  |  |
Porcel | fu |  |  |
Royal Doulton | fu |  |  | Fiskars
Bormioli Rocco | fu | bormioli |  |
Spiegelau | fu |  |  | Riedel
Stölzle | fu | stolzle, stölzle lausitz |  |
Nachtmann | fu |  |  | Riedel
Orrefors | fu |  |  |
Kosta Boda | fu |  |  |
Holmegaard | fu |  |  |
~Laguiole | sa fu | laguiole en aubrac |  |
Miyabi | sa fu |  |  | Zwilling
Robert Herder | sa fu |  |  |
~Sabatier | sa fu |  |  |
Microplane | sa fu |  |  |
Lodge | sa fu | lodge cast iron |  |
~Barton | wj | barton watch bands |  |
Di-Modell | wj |  |  |
Rios1931 | wj |  |  |
Eulit | wj |  |  |
Bonetto Cinturini | wj |  |  |
Archimede | wj |  |  |
Chronotech | wj |  |  |
~Ball Watch | wj |  |  |
Ebel | wj |  |  | Movado
Corum | wj |  |  |
~Franck Muller | wj |  |  |
~Richard Mille | wj |  |  |
Fortis | wj |  |  |
~Christopher Ward | wj |  |  |
Bremont | wj |  |  |
~Suarez | wj | joyería suárez |  |
Mauboussin | wj |  |  |
Damiani | wj |  |  |
Marco Bicego | wj |  |  |
~Roberto Coin | wj |  |  |
Giovanni Raspini | wj |  |  |
~Ops!Objects | wj |  |  |
Cruciani | wj |  |  |
Mabina | wj |  |  |
Missoma | wj |  |  |
~Alex and Ani | wj |  |  |
Ole Lynggaard | wj |  |  |
Dyrberg/Kern | wj |  |  |
Sif Jakobs | wj |  |  |
Engelsrufer | wj |  |  |
~Coeur de Lion | wj |  |  |
Konplott | wj |  |  |
Purelei | wj |  |  |
~Paul Valentine | wj |  |  |
Edblad | wj |  |  |
Poliform | fu |  |  |
Expormim | fu |  |  |
Sancal | fu |  |  |
Viccarbe | fu |  |  | Steelcase
Treku | fu |  |  |
Ondarreta | fu |  |  |
Dedon | fu |  |  |
Royal Botania | fu |  |  |
Manutti | fu |  |  |
~Cane-line | fu |  |  |
Skagerak | fu |  |  |
Fameg | fu |  |  |
Svenskt Tenn | fu |  |  |
Gärsnäs | fu |  |  |
Swedese | fu |  |  |
Lammhults | fu |  |  |
Offecct | fu |  |  |
Himolla | fu |  |  |
Koinor | fu |  |  |
Brühl | fu |  |  |
~Baxter | fu |  |  |
~Living Divani | fu |  |  |
Riva 1920 | fu |  |  |
Bonaldo | fu |  |  |
Connubia | fu |  |  | Calligaris
Kristalia | fu |  |  |
Midj | fu |  |  |
Tonon | fu |  |  |
Tonelli | fu | tonelli design |  |
Cattelan Italia | fu |  |  |
~Divani&Divani | fu |  |  |
Doimo | fu | doimo salotti |  |
~Gautier | fu | meubles gautier |  |
~Nathan Furniture | fu |  |  |
~Schreiber | fu |  |  |
Isokon | fu | isokon plus |  |
Oluce | fu |  |  |
Moooi | fu |  |  |
Wästberg | fu |  |  |
Frandsen | fu |  |  |
Leds-C4 | fu |  |  |
~Faro Barcelona | fu |  |  |
Eglo | fu |  |  |
Paul Neuhaus | fu |  |  |
Rörstrand | fu |  |  | Fiskars
Bing & Grøndahl | fu | bing & grondahl, bing and grondahl |  |
~Global Knives | fu | global knife |  |
Gien | fu | faïencerie de gien |  |
Haviland | fu |  |  |
Bernardaud | fu |  |  |
Christofle | fu |  |  |
Lalique | fu |  |  |
~Daum | fu |  |  |
Sambonet | fu |  |  |
Simplehuman | fu |  |  |
Kay Bojesen | fu |  |  |
~Q&Q | wj |  |  | Citizen
Lilienthal Berlin | wj |  |  |
Dodane | wj |  |  |
Kalevala Koru | wj |  |  |
Auriol | wj |  |  | Lidl
Ethnicraft | fu |  |  |
~Heal's | fu | heals |  |
Interlübke | fu | interlubke |  |
Team 7 | fu |  |  |
Kettnaker | fu |  |  |
Rosti | fu |  |  |
Banak | fu |  |  |
Tiendas Ok | fu |  |  |
~Baltic | wj | baltic watches |  |
Pequignet | wj |  |  |
~Marc Orian | wj |  |  |
~Kendra Scott | wj |  |  |
~Folli Follie | wj |  |  |
Cutipol | fu |  |  |
Herdmar | fu |  |  |
Cristel | fu |  |  |
Spode | fu |  |  |
Burleigh | fu | burgess & leigh, burgess and leigh |  |
Pols Potten | fu |  |  |
Zuiver | fu |  |  |
Kare Design | fu |  |  |
VidaXL | fu td so | vida xl |  |
Pasabahce | fu | paşabahçe |  |
Bormioli Luigi | fu |  |  |
~Black Red White | fu |  |  |
Krosno | fu |  |  |
~Bolesławiec | fu | boleslawiec |  |
Lubiana | fu |  |  |
Ćmielów | fu | cmielow |  |
Mglass | fu |  |  |
Gelderland | fu |  |  |
Pastoe | fu |  |  |
Montis | fu |  |  |
Harvink | fu |  |  |
Gispen | fu |  |  |
Ahrend | fu |  |  |
Schönbuch | fu | schonbuch |  |
Freifrau | fu |  |  |
Musterring | fu |  |  |
Kvik | fu |  |  |
Tylko | fu |  |  |
Serax | fu |  |  |
~Vincent Sheppard | fu |  |  |
Extremis | fu |  |  |
~Warm Nordic | fu |  |  |
~Sika Design | fu |  |  |
Fredericia | fu |  |  |
PP Møbler | fu | pp mobler |  |
Hypnos | fu |  |  |
Vispring | fu |  |  |
Lattoflex | fu |  |  |
Schlaraffia | fu |  |  |
Desalto | fu |  |  |
Steinhart | wj |  |  |
Pianegonda | wj |  |  |
~Fred | wj | fred paris |  | LVMH
Buccellati | wj |  |  | Richemont
Skultuna | fu wj |  |  |
~Hirsch | wj | hirsch straps, hirsch armband |  |
Dan Henry | wj |  |  |
Serica | wj |  |  |
~Slava | wj |  |  |
Bidasoa | fu |  |  |
Pontesa | fu |  |  |
Lexon | fu |  |  |
~Umbra | fu |  |  |
Gifi | fu |  |  |
Colunex | fu |  |  |
~Emma | fu | emma colchões, emma colchoes, emma mattress, emma matelas |  |
Nolte | fu | nolte küchen, nolte kuchen, nolte kitchens |  |
Nobilia | fu | nobilia küchen, nobilia kuchen |  |
Schüller | fu | schuller, schueller, schüller küchen |  |
~Häcker | fu | häcker küchen, hacker kuchen, haecker |  |
~Leicht | fu | leicht küchen, leicht kuchen |  |
Poggenpohl | fu |  |  |
`;
