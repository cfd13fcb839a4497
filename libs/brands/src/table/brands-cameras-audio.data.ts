/** Brands of cameras and optics, audio, in the format of `brand-table.data.ts` (same columns and marks). */
export const camerasAudioBrands = `
~Canon | cm la | canon inc, canon eos, eos, powershot, ixus, canon powershot, pixma, selphy | Q62621 |
Nikon | cm | nikon corporation, nicon, coolpix, nikon coolpix, nikkor | Q160115 |
Fujifilm | cm | fuji film, ?fuji, fujifilm holdings, fugifilm, finepix, fujinon |  |
Instax | cm | fujifilm instax, instax mini |  | Fujifilm
Olympus | cm au | olympus corp, olympus corporation, olimpus |  |
OM System | cm | om digital solutions, om-system |  | Olympus
Lumix | cm | panasonic lumix |  | Panasonic
Leica | cm ph^ | leica camera, leica camera ag, leitz, leika |  |
Hasselblad | cm ph^ | haselblad |  | DJI
Pentax | cm | asahi pentax, pentacks |  | Ricoh
Ricoh | cm la | ricoh imaging, ricoh gr |  |
~Sigma | cm | sigma corporation, sigma lens |  |
Tamron | cm | tamron co |  |
Tokina | cm |  |  | Kenko
Samyang | cm | rokinon |  |
^Zeiss | cm ph^ | carl zeiss, zeiss ikon, carl zeiss jena |  |
Voigtländer | cm | voigtlander, voigtlaender |  | Cosina
@Cosina | cm |  |  |
Kodak | cm | eastman kodak, kodac, kodak ektar |  |
~Polaroid | cm | polaroid originals |  |
Lomography | cm | lomo, lomo lc-a |  |
Minolta | cm | konica minolta, minolta maxxum |  |
Konica | cm | konica c35 |  |
Mamiya | cm |  |  |
Contax | cm |  |  |
Yashica | cm | yashika |  |
Rollei | cm | rolleiflex, rollei 35 |  |
Praktica | cm |  |  |
~Zenit | cm | zenith camera |  |
~Kiev | cm |  |  |
Bronica | cm | zenza bronica |  |
Manfrotto | cm | manfrottto |  | Videndum
Gitzo | cm |  |  | Manfrotto
Benro | cm |  |  |
Joby | cm | gorillapod |  | Videndum
~Peak Design | cm | peakdesign |  |
Lowepro | cm | lowe pro |  | Videndum
@Videndum | cm |  |  |
~Think Tank | cm | think tank photo |  |
~Vanguard | cm |  |  |
Godox | cm |  |  |
Profoto | cm |  |  |
Elinchrom | cm |  |  |
~Metz | cm | metz mecablitz |  |
Nissin | cm |  |  |
Yongnuo | cm |  |  |
Neewer | cm |  |  |
~Hoya | cm | hoya filters |  |
~B+W | cm | b+w filter, schneider b+w |  |
~Lee Filters | cm |  |  |
Cokin | cm |  |  |
Bushnell | cm so |  |  |
Celestron | cm |  |  | Synta
@Synta | cm |  |  |
~Sky-Watcher | cm | skywatcher, sky watcher |  | Synta
Meade | cm | meade instruments |  |
Bresser | cm |  |  |
Steiner | cm | steiner optik |  |
Leupold | cm |  |  |
~Vortex Optics | cm | vortex |  |
Swarovski Optik | cm |  |  | Swarovski
Insta360 | cm | insta 360 |  |
Blackmagic Design | cm | blackmagic |  |
~RED | cm | red digital cinema |  | Nikon
Viltrox | cm |  |  |
Laowa | cm | venus optics |  |
7Artisans | cm | 7 artisans |  |
TTArtisan | cm | tt artisan |  |
Meike | cm |  |  |
~Rode | cm au mi | røde, rode microphones |  |
~Zoom | cm au mi | zoom corporation |  |
Tascam | au mi |  |  | Teac
Vivitar | cm |  |  |
Agfa | cm | agfaphoto, agfa photo |  |
Ilford | cm |  |  |
Holga | cm |  |  |
~Sonos | au | sonos inc |  |
Bowers & Wilkins | au | b&w, bowers and wilkins, bowers wilkins |  | Harman
KEF | au |  |  |
~Focal | au | focal jmlab |  | VerVent Audio
Cabasse | au |  |  |
Jamo | au |  |  | Klipsch
Klipsch | au | klipch |  |
Polk Audio | au | polk |  | Harman
~Dali | au | dali audio |  |
Elac | au |  |  |
Wharfedale | au |  |  |
~Monitor Audio | au |  |  |
~Q Acoustics | au |  |  |
Tannoy | au |  |  | Music Tribe
Denon | au | denon electronics |  | Harman
Marantz | au | marants |  | Harman
Onkyo | au |  |  |
~Pioneer | au vp | pioneer corporation, pioner, pioneer dj |  |
Technics | au |  |  | Panasonic
Cambridge Audio | au |  |  |
NAD | au | nad electronics |  | Lenbrook
@Lenbrook | au |  |  |
~Rega | au | rega research |  |
Pro-Ject | au | project audio, pro-ject audio systems, pro ject |  |
Audio-Technica | au mi | audio technica, audiotechnica |  |
Thorens | au |  |  |
~Dual | au |  |  |
Teac | au |  |  |
Harman Kardon | au la^ vp^ | harman/kardon, harman-kardon, harmon kardon |  | Harman
Harman | au | harman international, harman industries |  | Samsung
~Ultimate Ears | au | ue boom, ue, wonderboom, megaboom |  | Logitech
Beyerdynamic | au mi | beyer dynamic, beyer |  |
^AKG | au mi | akg acoustics |  | Harman
Shure | au mi |  |  |
~Grado | au | grado labs |  |
Audeze | au |  |  |
Skullcandy | au | skull candy |  |
Jabra | au ph |  |  | GN
~Poly | au | plantronics |  | HP
HyperX | au co la | hyper x |  | HP
~Corsair | au la co |  |  |
~Astro Gaming | au co | astro a50 |  | Logitech
Anker | au ph sa la | anker innovations |  |
Soundcore | au | anker soundcore |  | Anker
Devialet | au |  |  |
Libratone | au |  |  |
Bluesound | au |  |  | Lenbrook
Naim | au | naim audio |  | VerVent Audio
@VerVent Audio | au |  |  |
McIntosh | au | mcintosh labs |  |
~Audio Pro | au |  |  |
Teufel | au | lautsprecher teufel |  |
Tivoli Audio | au | tivoli |  |
~Pure | au | pure digital |  |
~Roberts | au | roberts radio |  | Glen Dimplex
Lenco | au ta |  |  |
Crosley | au |  |  |
Victrola | au |  |  |
Edifier | au |  |  |
~Creative | au | creative labs, creative technology |  |
~Sound Blaster | au | soundblaster |  | Creative
Urbanears | au |  |  |
~Marley | au | house of marley |  |
Sudio | au |  |  |
Nakamichi | au |  |  |
Akai | au mi | akai professional |  | inMusic
@inMusic | au mi | inmusic brands |  |
Sansui | au |  |  |
JVC | au vp | jvc kenwood |  |
~Alpine | au vp | alpine electronics |  |
Blaupunkt | au vp |  |  |
~Clarion | au vp |  |  | Forvia
@Forvia | au vp |  |  |
Focusrite | au mi |  |  |
PreSonus | au mi | presonus audio |  | Fender
Genelec | au |  |  |
~Adam Audio | au |  |  |
KRK | au mi | krk systems |  | Gibson
Mackie | au mi |  |  |
Neumann | au mi |  |  | Sennheiser
Koss | au |  |  |
Philips Fidelio | au | fidelio |  | Philips
Cowon | au |  |  |
Astell&Kern | au | astell and kern, astell & kern |  |
FiiO | au | fiio |  |
Spigen | ph ta | |  |
OtterBox | ph ta | otter box |  |
Belkin | ph ta la au | |  | Foxconn
Mophie | ph | |  | Zagg
PopSockets | ph | pop sockets, popsocket |  |
Case-Mate | ph | casemate |  |
UAG | ph ta | urban armor gear |  |
Zagg | ph ta | invisibleshield |  |
Nillkin | ph | |  |
Ringke | ph | |  |
ESR | ph ta | |  |
Ugreen | ph la au | |  |
Baseus | ph au | |  |
Aukey | ph au | |  |
Intel | la^ ph^ | intel core |  |
AMD | la^ co^ | amd ryzen, ryzen |  |
Nvidia | la^ co^ la | nvidia geforce, geforce |  |
Qualcomm | ph^ | snapdragon, qualcomm snapdragon |  |
MediaTek | ph^ | mediatek helio |  |
Dolby | au^ la^ | dolby atmos |  |
Akaso | cm |  |  |
Cinestill | cm |  |  |
Fotodiox | cm |  |  |
SmallRig | cm |  |  |
Sandisk | cm la |  |  |
Lexar | cm |  |  |
Hama | cm la |  |  |
Cullmann | cm |  |  |
Sirui | cm |  |  |
Nisi | cm |  |  |
~K&F Concept | cm |  |  |
Nanlite | cm |  |  |
Aputure | cm |  |  |
Feiyu | cm |  |  |
Zhiyun | cm |  |  |
Hollyland | cm |  |  |
~Canton | au |  |  |
~Arcam | au |  |  | Harman
~Magnat | au |  |  |
Heco | au |  |  |
Sanyo | au |  |  | Panasonic
Aiwa | au |  |  |
Revox | au |  |  |
Numark | au |  |  | inMusic
~Rane | au |  |  | inMusic
Reloop | au |  |  |
Fostex | au |  |  |
HiFiMan | au |  |  |
Moondrop | au |  |  |
Sangean | au |  |  |
Ruark | au |  |  |
Kenko | cm |  |  |
Telefunken | lg au sa |  |  |
Thomson | lg au sa |  |  |
Emporia | ph |  |  |
Meopta | cm |  |  |
Minox | cm |  |  |
Sekonic | cm |  |  |
Billingham | cm |  |  |
Exakta | cm | ihagee exakta |  |
Kowa | cm | kowa prominar |  |
Tenba | cm |  |  |
Haida | cm |  |  |
Tilta | cm |  |  |
~Atomos | cm |  |  |
Sachtler | cm |  |  | Videndum
Novoflex | cm |  |  |
Linhof | cm |  |  |
Sinar | cm |  |  |
Foma | cm | fomapan, foma bohemia |  |
Nubert | au | nubert nubox |  |
Audiolab | au |  |  |
Musical Fidelity | au |  |  |
~Chord Electronics | au | chord mojo |  |
Rotel | au |  |  |
~Mission | au | mission audio |  |
Quadral | au |  |  |
Burmester | au |  |  |
Ultrasone | au |  |  |
~Triangle | au | triangle hifi |  |
Schoeps | au mi |  |  |
RME | au mi | rme audio |  |
Argon Audio | au |  |  |
Elipson | au |  |  |
Davis Acoustics | au |  |  |
Audio Physic | au |  |  |
~Piega | au |  |  |
Lyngdorf | au |  |  |
Dynaudio | au |  |  |
~Hegel | au | hegel music systems |  |
Primare | au |  |  |
Electrocompaniet | au |  |  |
Harbeth | au |  |  |
ProAc | au | pro ac |  |
Spendor | au |  |  |
Creek Audio | au | creek |  |
Sugden | au |  |  |
Luxman | au |  |  |
Accuphase | au |  |  |
Nagra | au |  |  |
Goldmund | au |  |  |
Sonus Faber | au | sonus faber |  |
Tiffen | cm |  |  |
Marumi | cm |  |  |
~Kase | cm | kase filters |  |
Leofoto | cm |  |  |
~Really Right Stuff | cm | rrs |  |
~Arca-Swiss | cm |  |  |
Domke | cm |  |  |
Wandrd | cm |  |  |
Shimoda | cm | shimoda designs |  |
Crumpler | cm |  |  |
Lastolite | cm |  |  | Manfrotto
Westcott | cm | f.j. westcott |  |
Broncolor | cm |  |  |
~Bowens | cm |  |  |
Hensel | cm |  |  |
Quadralite | cm |  |  |
Phottix | cm |  |  |
Sunpak | cm |  |  |
Walimex | cm | walimex pro |  |
Ulanzi | cm |  |  |
Mitakon | cm | zhongyi mitakon |  |
Irix | cm |  |  |
~Meyer Optik Görlitz | cm | meyer optik, meyer-optik goerlitz |  |
Lensbaby | cm |  |  |
Industar | cm |  |  |
Zorki | cm |  |  |
Ihagee | cm |  |  |
Plaubel | cm |  |  |
Graflex | cm |  |  |
Chamonix | cm | chamonix view camera |  |
Wista | cm |  |  |
Beaulieu | cm |  |  |
Arri | cm | arriflex |  |
Vinten | cm |  |  | Videndum
Libec | cm |  |  |
Saramonic | cm au |  |  |
Schneider Kreuznach | cm |  |  |
Rodenstock | cm |  |  |
Angénieux | cm |  |  |
~Cooke | cm | cooke optics |  |
Kamlan | cm |  |  |
Pergear | cm |  |  |
Brightin Star | cm |  |  |
Astrhori | cm |  |  |
Thypoch | cm |  |  |
Lubitel | cm |  |  |
Smena | cm |  |  |
Superheadz | cm |  |  |
SJCAM | cm |  |  |
Kandao | cm |  |  |
~Orion Telescopes | cm | orion telescopes & binoculars |  |
~Explore Scientific | cm |  |  |
~William Optics | cm |  |  |
Takahashi | cm |  |  |
Baader | cm | baader planetarium |  |
~TS-Optics | cm | teleskop service |  |
Omegon | cm |  |  |
~Altair Astro | cm |  |  |
iOptron | cm |  |  |
Sharpstar | cm |  |  |
Askar | cm |  |  |
Svbony | cm |  |  |
Levenhuk | cm |  |  |
Docter | cm | docter optic |  |
Hawke | cm | hawke optics |  |
Opticron | cm |  |  |
Eschenbach | cm |  |  |
~Yukon | cm |  |  |
Hikmicro | cm |  |  |
InfiRay | cm |  |  |
Linn | au | linn products |  |
Roksan | au |  |  |
Leema | au | leema acoustics |  |
AudioQuest | au |  |  |
Nordost | au |  |  |
Van den Hul | au |  |  |
Kimber Kable | au |  |  |
~Neat Acoustics | au |  |  |
~Totem Acoustic | au |  |  |
~Definitive Technology | au |  |  |
MartinLogan | au |  |  |
Magnepan | au |  |  |
~Wilson Audio | au |  |  |
Chario | au |  |  |
Audiovector | au |  |  |
Stax | au |  |  |
Meze | au | meze audio |  |
Clearaudio | au |  |  |
Garrard | au |  |  |
~Audio Note | au |  |  |
Goldring | au |  |  |
Ortofon | au |  |  |
Nagaoka | au |  |  |
~Schiit | au |  |  |
SMSL | au |  |  |
Shanling | au |  |  |
Cayin | au |  |  |
~Campfire Audio | au |  |  |
Etymotic | au |  |  |
Westone | au |  |  |
Jaybird | au |  |  |
Bryston | au |  |  |
Parasound | au |  |  |
Tandberg | au |  |  |
WiiM | au |  |  |
Auralic | au |  |  |
Rockford Fosgate | au vp | rockford |  |
JL Audio | au vp |  |  |
~Ground Zero | au vp |  |  |
~Eton | au vp |  |  |
Denon DJ | au mi |  |  | Denon
Vestax | au mi |  |  |
~Stanton | au mi |  |  |
iFi | au | ifi audio |  |
Scansonic | au |  |  |
Jean-Marie Reynaud | au |  |  |
Audioengine | au | audio engine |  |
Fluance | au |  |  |
iBasso | au | ibasso audio |  |
~Helios | cm | helios 44, helios 44-2, helios 44m |  |
Pentacon | cm | pentacon six |  |
~Cyrus | au | cyrus audio |  |
Indiana Line | au |  |  |
Unison Research | au |  |  |
Lindemann | au |  |  |
Nordmende | au lg | nord mende |  |
Vieta | au | vieta pro |  |
Tribit | au |  |  |
Z Cam | cm | zcam |  |
Moza | cm |  |  |
~Parrot | cm co | parrot anafi, parrot bebop, parrot drones |  |
Autel | cm | autel robotics, autel evo |  |
Phase One | cm | phaseone |  |
Cambo | cm |  |  |
Gossen | cm |  |  |
X-Rite | cm | xrite |  |
Datacolor | cm | datacolor spyder |  |
~Quad | au | quad electroacoustics, quad hifi |  |
~Tangent | au | tangent audio |  |
Castle Acoustics | au | castle hifi |  |
Celestion | au mi |  |  |
Mark Levinson | au |  |  | Harman
~Topping | au | topping audio |  |
Studer | au |  |  |
~Vixen | cm | vixen optics, vixen telescope |  |
`;
