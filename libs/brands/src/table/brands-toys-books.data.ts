/** Brands of toys and baby, books and media, games, in the format of `brand-table.data.ts` (same columns and marks). */
export const toysBooksBrands = `
~Duplo | tb | lego duplo |  | Lego
Playmobil | tb | play mobil, novelmore |  |
Mattel | tb | mattel inc, pictionary |  |
~UNO | tb | uno cartas, uno card game |  | Mattel
~Barbie | tb |  |  | Mattel
~Hot Wheels | tb | hotwheels, hot wheel |  | Mattel
~Fisher-Price | tb | fisher price, fisherprice, fischer price |  | Mattel
Polly Pocket | tb |  |  | Mattel
~Matchbox | tb |  |  | Mattel
Mega Bloks | tb | megabloks, mega blocks |  | Mattel
Hasbro | tb | hasbro inc, guess who, quem é quem, quién es quién, qui est-ce, cluedo, jenga, trivial pursuit, connect 4 |  |
~Nerf | tb |  |  | Hasbro
Play-Doh | tb | play doh, playdoh |  | Hasbro
~Transformers | tb |  |  | Hasbro
~My Little Pony | tb |  |  | Hasbro
~Monopoly | tb |  |  | Hasbro
Furby | tb |  |  | Hasbro
VTech | tb | v-tech, vtech electronics, kidizoom |  |
~LeapFrog | tb | leap frog |  | VTech
Bugaboo | tb | bugaboo cameleon, bugaboo fox |  |
Stokke | tb fu | tripp trapp, stokke tripp trapp, xplory |  |
Cybex | tb | cybex gold, sirona |  | Goodbaby
@Goodbaby | tb | goodbaby international, good baby |  |
Maxi-Cosi | tb | maxi-cozi, cabriofix, familyfix |  | Dorel
Dorel | tb | dorel juvenile, dorel industries |  |
~Bébé Confort | tb | bebe confort, bébéconfort |  | Dorel
Quinny | tb |  |  | Dorel
~Joie | tb | joie baby |  |
Britax Römer | tb | britax romer, britax, römer, romer |  |
Inglesina | tb |  |  |
Peg Perego | tb | pegperego, peg-perego |  |
~Baby Jogger | tb |  |  | Newell Brands
UPPAbaby | tb | uppa baby |  |
Babyzen | tb | babyzen yoyo, yoyo |  | Stokke
Jané | tb | jane |  |
~Bé Cool | tb | be cool |  |
Nuna | tb |  |  |
Joolz | tb |  |  |
~Silver Cross | tb |  |  |
Mutsy | tb |  |  |
Tommee Tippee | tb | tommy tippee |  | Mayborn
@Mayborn | tb |  |  |
NUK | tb |  |  | Newell Brands
MAM | tb | mam baby |  |
~Dr. Brown's | tb | dr browns |  |
Béaba | tb | beaba, béaba babycook |  |
BabyBjörn | tb | babybjorn, baby bjorn, babybjörn |  |
Ergobaby | tb | ergo baby |  |
Medela | tb |  |  |
Lansinoh | tb |  |  |
Sophie la Girafe | tb | sophie la girafe vulli, vulli |  |
Janod | tb |  |  | Juratoys
@Juratoys | tb |  |  |
Djeco | tb |  |  |
Smoby | tb |  |  | Simba Dickie
@Simba Dickie | tb |  |  |
Vilac | tb |  |  |
Hape | tb |  |  |
Melissa & Doug | tb | melissa and doug |  | Spin Master
Ravensburger | tb bm | ravensburg, gravitrax, tiptoi |  |
Schleich | tb |  |  |
Sylvanian Families | tb | calico critters |  | Epoch
Epoch | tb | epoch co, epoch games |  |
~Little Tikes | tb |  |  | MGA Entertainment
Step2 | tb | step 2 |  |
Bburago | tb | burago |  |
~Majorette | tb |  |  | Simba Dickie
~Corgi | tb |  |  | Hornby
Hornby | tb |  |  |
Märklin | tb | marklin |  | Simba Dickie
~Carrera | tb bi | carrera go |  |
Scalextric | tb |  |  | Hornby
~Brio | tb |  |  | Ravensburger
Tomy | tb | takara tomy |  |
~Bandai | tb | tamagotchi |  | Bandai Namco
Funko | tb | funko pop |  |
Pokémon | tb^ bm^ | pokemon |  |
~L.O.L. Surprise! | tb | lol surprise, l.o.l. surprise |  | MGA Entertainment
MGA Entertainment | tb |  |  |
Bratz | tb |  |  | MGA Entertainment
~Meccano | tb |  |  | Spin Master
Clementoni | tb |  |  |
~Educa | tb | educa borras |  |
Goula | tb |  |  |
~Famosa | tb |  |  |
Nenuco | tb |  |  | Famosa
Pinypon | tb |  |  | Famosa
~Nancy | tb | nancy famosa |  | Famosa
Feber | tb |  |  | Famosa
Imaginarium | tb |  |  |
Geomag | tb |  |  |
Kapla | tb |  |  |
~Plan Toys | tb | plantoys |  |
~Haba | tb |  |  |
Goki | tb |  |  |
Kinderkraft | tb |  |  |
Moulin Roty | tb |  |  |
Jellycat | tb |  |  |
Steiff | tb |  |  |
Trunki | tb |  |  |
~Micro | tb so | micro scooter, micro mobility |  |
Globber | tb so |  |  |
Puky | tb bi |  |  |
Little Dutch | tb |  |  |
Nattou | tb |  |  |
Babymoov | tb |  |  |
~Red Castle | tb |  |  |
~Cloud b | tb | cloudb |  |
~Crayola | tb |  |  | Hallmark
@Hallmark | tb |  |  |
~Giotto | tb |  |  |
Faber-Castell | tb bm | faber castell |  |
Staedtler | tb bm |  |  |
~Ty | tb | ty beanie babies |  |
Hatchimals | tb |  |  | Spin Master
~Spin Master | tb |  |  |
~Paw Patrol | tb^ tb | patrulla canina, pat patrouille |  | Spin Master
Magformers | tb |  |  |
Sphero | tb |  |  |
~Wow Wee | tb | wowwee |  |
Peppa Pig | tb^ bm^ |  |  | Hasbro
Disney | tb^ bm^ cl^ bm | walt disney |  |
Pixar | tb^ bm^ cl^ bm | pixar animation studios, disney pixar |  | Disney
~Marvel | tb^ bm^ cl^ bm | marvel comics |  | Disney
~Star Wars | tb^ bm^ cl^ |  |  | Disney
Warner Bros. | bm | warner bros, warner brothers |  | Warner Bros. Discovery
~Universal Pictures | bm |  |  |
~Penguin | bm | penguin books, penguin classics |  | Penguin Random House
~Penguin Random House | bm | random house |  |
~Alfaguara | bm |  |  | Penguin Random House
HarperCollins | bm | harper collins, harpercollins publishers |  |
~Hachette | bm | hachette livre, hachette book group |  |
~Le Livre de Poche | bm | livre de poche |  | Hachette
Gallimard | bm | éditions gallimard, editions gallimard |  |
Fayard | bm | éditions fayard, editions fayard |  | Hachette
Gründ | bm | grund, editions grund |  |
Flammarion | bm |  |  | Gallimard
~Pocket | bm | pocket jeunesse |  | Editis
J'ai lu | bm | jai lu |  | Flammarion
~Actes Sud | bm |  |  |
Albin Michel | bm |  |  |
Larousse | bm | editions larousse, éditions larousse |  | Hachette
~Planeta | bm | editorial planeta |  |
~Anagrama | bm |  |  | Feltrinelli
~Salamandra | bm |  |  | Penguin Random House
~Porto Editora | bm |  |  |
Leya | bm |  |  |
$~Bertrand | bm | bertrand editora |  | Porto Editora
~Editorial Presença | bm | presença |  |
~Asa | bm | edições asa |  | Leya
~Taschen | bm |  |  |
Phaidon | bm |  |  |
~Lonely Planet | bm |  |  |
Usborne | bm |  |  |
~Scholastic | bm |  |  |
Bloomsbury | bm |  |  |
~Oxford University Press | bm |  |  |
Cambridge University Press | bm |  |  |
Pearson | bm |  |  |
Springer | bm |  |  |
O'Reilly | bm | oreilly |  |
Packt | bm | packt publishing |  |
Michelin Guide | bm | guide michelin, guia michelin, guida michelin, guide rouge michelin |  | Michelin
Assimil | bm |  |  |
Moleskine | bm | moleskin |  |
Leuchtturm1917 | bm | leuchtturm |  |
DC Comics | bm tb |  |  | Warner Bros. Discovery
@Warner Bros. Discovery | bm | warner bros discovery |  |
~Panini | bm tb | panini comics, panini stickers |  |
Glénat | bm | glenat |  |
Dargaud | bm |  |  | Média-Participations
@Média-Participations | bm | media participations |  |
Casterman | bm |  |  | Flammarion
Dupuis | bm |  |  | Média-Participations
Delcourt | bm |  |  |
~Kana | bm |  |  | Média-Participations
~Norma Editorial | bm |  |  |
Ivrea | bm |  |  |
Shueisha | bm |  |  |
Kodansha | bm |  |  |
~Image Comics | bm |  |  |
~Dark Horse | bm | dark horse comics |  |
Astérix | tb^ bm^ | asterix |  |
~Tintin | tb^ bm^ |  |  |
Ubisoft | bm co |  |  |
~Electronic Arts | bm co | ea, ea sports, ea games |  |
Activision | bm co | activision blizzard |  |
~Blizzard | bm co | blizzard entertainment |  |
Bethesda | bm co | bethesda softworks |  |
Square Enix | bm co | squaresoft |  |
Capcom | bm co |  |  |
Bandai Namco | bm co | namco |  |
Konami | bm co |  |  |
Rockstar Games | bm co | rockstar |  |
2K | bm co | 2k games, 2k sports |  |
~Take-Two | bm co | take two interactive |  |
Koei Tecmo | bm co |  |  |
CD Projekt | bm co | cd projekt red |  |
THQ Nordic | bm co | thq |  |
~Criterion | bm | criterion collection |  |
Deutsche Grammophon | bm |  |  |
~Blue Note | bm | blue note records |  | Universal Music
Decca | bm | decca records |  | Universal Music
Columbia Records | bm |  |  | Sony Music
Motown | bm |  |  | Universal Music
EMI | bm | emi records |  | Universal Music
Warner Music | bm |  |  |
~Universal Music | bm |  |  |
Sony Music | bm |  |  | Sony
Naxos | bm |  |  |
ECM | bm | ecm records |  |
Tolino | bm ta |  |  |
~Pocketbook | bm ta |  |  |
~Audible | bm |  |  | Amazon
Asmodee | tb bm |  |  |
~Catan | tb | kosmos catan, settlers of catan |  |
Kosmos | tb | kosmos verlag, franckh-kosmos |  |
Dixit | tb |  |  |
~Games Workshop | tb | warhammer |  |
~Wizards of the Coast | tb | magic the gathering, mtg |  | Hasbro
Dujardin | tb |  |  |
Cartamundi | tb |  |  |
Bizak | tb |  |  |
Cefa Toys | tb | cefatoys |  |
Science4you | tb | science 4 you |  |
~Concentra | tb |  |  |
Graco | tb |  |  | Newell Brands
~Zapf Creation | tb |  |  | MGA Entertainment
~Corolle | tb |  |  |
Berjuan | tb |  |  |
Grimm's | tb |  |  |
Bigjigs | tb |  |  |
~Le Toy Van | tb |  |  |
~Tender Leaf | tb |  |  |
~Micro Scooters | tb |  |  |
Injusa | tb |  |  |
Diset | tb |  |  |
Gigamic | tb |  |  |
Topps | tb |  |  |
Faller | tb |  |  |
Revell | tb |  |  |
Airfix | tb |  |  | Hornby
Tamiya | tb |  |  |
Italeri | tb |  |  |
Maisto | tb |  |  |
Siku | tb |  |  |
Bruder | tb |  |  |
~Dickie Toys | tb |  |  |
~Tonka | tb |  |  |
K'nex | tb |  |  |
Tegu | tb |  |  |
Stabilo | tb |  |  |
~Carioca | tb |  |  |
~Bic | tb be |  |  |
~Skip Hop | tb |  |  |
Suavinex | tb |  |  |
Dodot | tb |  |  | Procter & Gamble
~Pampers | tb |  |  | Procter & Gamble
~Kiddies | tb |  |  |
~Bambino Mio | tb |  |  |
Najell | tb |  |  |
Doona | tb |  |  |
iCandy | tb |  |  |
~Mamas & Papas | tb |  |  |
Lionelo | tb |  |  |
Hauck | tb |  |  |
ABC Design | tb |  |  |
Hartan | tb |  |  |
Teutonia | tb |  |  |
Emmaljunga | tb |  |  |
Besafe | tb |  |  |
Axkid | tb |  |  |
Casualplay | tb |  |  |
Bebecar | tb |  |  |
Nania | tb |  |  |
Osann | tb |  |  |
Safety 1st | tb |  |  | Dorel
Babyhome | tb |  |  |
~Tutete | tb |  |  |
~Pasito a Pasito | tb |  |  |
Cambrass | tb |  |  |
Trixie | tb |  |  |
~Done by Deer | tb |  |  |
Liewood | tb |  |  |
Konges Sløjd | tb |  |  |
Maileg | tb |  |  |
Micki | tb |  |  |
Gund | tb |  |  | Spin Master
~Lamaze | tb |  |  |
~Infantino | tb |  |  |
~Bright Starts | tb |  |  |
Baby Einstein | tb |  |  |
~Tiny Love | tb |  |  | Dorel
Taf Toys | tb |  |  |
Santillana | bm |  |  |
Anaya | bm |  |  | Hachette
Edelvives | bm |  |  |
Tusquets | bm |  |  | Planeta
Seix Barral | bm |  |  | Planeta
Debolsillo | bm |  |  | Penguin Random House
Relógio d'Água | bm |  |  |
Dom Quixote | bm |  |  | Leya
~Texto Editores | bm |  |  | Leya
~Areal | bm |  |  | Porto Editora
~Raiz Editora | bm |  |  |
Mondadori | bm |  |  |
Einaudi | bm |  |  | Mondadori
Feltrinelli | bm |  |  |
Adelphi | bm |  |  |
Rizzoli | bm |  |  | Mondadori
Garzanti | bm |  |  |
Bompiani | bm |  |  | Giunti
Suhrkamp | bm |  |  |
Rowohlt | bm | dtv |  | Holtzbrinck
Reclam | bm |  |  |
Carlsen | bm |  |  | Bonnier
@Bonnier | bm | bonnier group |  |
@Holtzbrinck | bm | holtzbrinck publishing group |  |
@Editis | bm | groupe editis |  |
Oetinger | bm |  |  |
~Le Lombard | bm |  |  | Média-Participations
Pika | bm |  |  | Hachette
Ki-oon | bm |  |  |
~Planeta Cómic | bm |  |  | Planeta
20th Century Fox | bm |  |  |
~Arrow Video | bm |  |  |
Atlantic Records | bm |  |  | Warner Music
~Island Records | bm |  |  | Universal Music
~Def Jam | bm |  |  | Universal Music
XL Recordings | bm |  |  |
~Rough Trade | bm |  |  |
~Sub Pop | bm |  |  |
~Nonesuch | bm |  |  |
Harmonia Mundi | bm |  |  |
~Routard | bm |  |  |
~Guide du Routard | bm |  |  |
~National Geographic | bm |  |  |
DK | bm |  |  | Penguin Random House
Dorling Kindersley | bm |  |  | Penguin Random House
~Wiley | bm |  |  |
Faber & Faber | bm |  |  |
Bayard | bm |  |  |
L'école des loisirs | bm |  |  |
Kalandraka | bm |  |  |
Edebé | bm |  |  |
~Bruño | bm |  |  | Hachette
Susaeta | bm |  |  |
Timun Mas | bm |  |  | Planeta
Minotauro | bm |  |  | Planeta
Ediciones B | bm |  |  |
Plaza & Janés | bm |  |  | Penguin Random House
~Roca Editorial | bm |  |  |
Salvat | bm |  |  | Hachette
Altaya | bm |  |  |
Planeta DeAgostini | bm |  |  | Planeta
DeAgostini | bm |  |  |
Orbis | bm |  |  |
~Time Life | bm |  |  |
~Reader's Digest | bm |  |  |
~PUF | bm |  |  |
Dunod | bm |  |  | Hachette
Eyrolles | bm |  |  |
~Tonies | tb au | toniebox, tonie |  |
Yoto | tb au | yoto player |  |
Lunii | tb au |  |  |
Moulinsart | tb bm |  |  |
~Prénatal | tb cl | prenatal |  |
~Lilliputiens | tb |  |  |
~Fleischmann | tb |  |  |
Roco | tb |  |  |
Piko | tb |  |  |
Ninco | tb |  |  |
~Papo | tb |  |  |
Bullyland | tb |  |  |
~Clics | tb |  |  |
~Small Foot | tb | smallfoot |  |
~Eichhorn | tb |  |  | Simba Dickie
Nici | tb |  |  |
Kaloo | tb |  |  |
~Doudou et Compagnie | tb | doudou & compagnie |  |
Götz | tb | gotz, goetz |  |
~Paola Reina | tb |  |  |
Berjusa | tb |  |  |
~Antonio Juan | tb |  |  |
Nines d'Onil | tb | nines donil |  |
Llorens | tb |  |  |
~Baby Born | tb | babyborn |  | Zapf Creation
Falomir | tb | falomir juegos |  |
Cayro | tb |  |  |
~Jumbo | tb |  |  |
~Goliath | tb | goliath games |  |
Rollplay | tb |  |  |
Ecoiffier | tb |  |  | Smoby
Tutis | tb |  |  |
~Dodie | tb |  |  |
Nuby | tb |  |  |
~Manduca | tb |  |  |
Micuna | tb |  |  |
~Royal Canin | tb | royalcanin |  | Mars
~Purina | tb | purina one, purina pro plan |  | Nestlé
Friskies | tb |  |  | Purina
Whiskas | tb |  |  | Mars
~Pedigree | tb |  |  | Mars
~Sheba | tb |  |  | Mars
~Mars | tb |  |  |
~Hill's | tb | hill's science plan, hills science plan, hill's pet nutrition |  | Colgate-Palmolive
~Colgate-Palmolive | be tb | colgate palmolive, colgate |  |
Acana | tb |  |  | Champion Petfoods
Orijen | tb |  |  | Champion Petfoods
Champion Petfoods | tb |  |  |
~Affinity | tb | affinity petcare, advance affinity |  |
Ferplast | tb |  |  |
~Kong | tb | kong company |  |
Flexi | tb | flexi leine |  |
Julius-K9 | tb | julius k9, juliusk9 |  |
Ruffwear | tb so |  |  |
~Karlie | tb |  |  |
~Catit | tb |  |  |
~Juwel | tb |  |  |
Eheim | tb |  |  |
Zolux | tb |  |  |
Vitakraft | tb |  |  |
Beaphar | tb |  |  |
~Frontline | tb |  |  |
Seresto | tb |  |  |
~Gradiva | bm |  |  |
~Grasset | bm |  |  | Hachette
~Ladybird | bm | ladybird books |  | Penguin Random House
Assouline | bm |  |  |
~Devir | bm tb |  |  |
~Berg | tb | berg toys |  |
Cobi | tb |  |  |
~Hot Toys | tb |  |  |
~Hasbro Gaming | tb |  |  | Hasbro
Cra-Z-Art | tb |  |  |
Sambro | tb |  |  |
Colorbaby | tb | color baby |  |
~Toy Planet | tb |  |  |
Juguettos | tb |  |  |
Eurekakids | tb |  |  |
$~King Jouet | tb |  |  |
~La Grande Récré | tb | grande recre |  |
Oxybul | tb |  |  |
~Tender Leaf Toys | tb |  |  |
Grapat | tb |  |  |
Kidkraft | tb fu |  |  |
~Exploding Kittens | tb |  |  |
~Days of Wonder | tb |  |  | Asmodee
Libellud | tb |  |  | Asmodee
~Repos Production | tb |  |  | Asmodee
~Haba Games | tb |  |  |
~Cocktail Games | tb |  |  |
Iello | tb |  |  |
Zygomatic | tb |  |  | Asmodee
Ludonova | tb |  |  |
~Hachette Collections | tb | hachette collection |  | Hachette
Farmina | tb |  |  |
Josera | tb |  |  |
Bosch Tiernahrung | tb | bosch petfood |  |
Animonda | tb |  |  |
Applaws | tb |  |  |
Edgard & Cooper | tb | edgard cooper |  |
~Lily's Kitchen | tb | lilys kitchen |  |
~Taste of the Wild | tb |  |  |
Wellness Core | tb |  |  |
~Almo Nature | tb |  |  |
Feringa | tb |  |  |
Dogit | tb |  |  |
Nobby | tb |  |  |
Kerbl | tb |  |  |
Hurtta | tb |  |  |
Rogz | tb |  |  |
Petsafe | tb | pet safe |  |
Furminator | tb |  |  |
Chuckit! | tb | chuckit |  |
~Litter Locker | tb |  |  |
~Cat's Best | tb | cats best |  |
Catsan | tb |  |  | Mars
Biokat's | tb | biokats |  |
Tiragomma | tb |  |  |
Käthe Kruse | tb | kathe kruse |  |
~Lässig | tb | lassig |  |
Sigikid | tb |  |  |
Sterntaler | tb cl |  |  |
Gesslein | tb |  |  |
Naturkind | tb |  |  |
TFK | tb | tfk kinderwagen |  |
Badabulle | tb |  |  |
~Candide | tb |  |  |
Noukie's | tb | noukies |  |
Trois Kilos Sept | tb cl | 3 kilos sept |  |
Petit Collage | tb |  |  |
Beleduc | tb |  |  |
Pintoy | tb |  |  |
Legler | tb |  |  |
~Viga | tb | viga toys |  |
Woodyland | tb |  |  |
Erzi | tb |  |  |
Noris | tb | noris spiele |  | Simba Dickie
Zoch | tb | zoch verlag |  | Simba Dickie
Pegasus Spiele | tb |  |  |
Schmidt Spiele | tb |  |  |
Trefl | tb |  |  |
Castorland | tb |  |  |
Heye | tb | heye puzzle |  |
Sluban | tb |  |  |
~Wader | tb | wader quality toys |  |
Norev | tb |  |  |
~Solido | tb |  |  |
Schuco | tb |  |  | Simba Dickie
Minichamps | tb |  |  |
Herpa | tb |  |  |
Wiking | tb |  |  |
LGB | tb |  |  | Märklin
~Arnold | tb | arnold rapido |  | Hornby
Jouef | tb |  |  | Hornby
Rivarossi | tb |  |  | Hornby
Bachmann | tb |  |  |
Kato | tb |  |  |
Schildkröt | tb so | schildkrot |  |
Miniland | tb |  |  |
Rolly Toys | tb |  |  |
Kinderfeets | tb |  |  |
Innovaciones MS | tb | innovaciones m.s. |  |
Saro | tb | saro baby |  |
Laranjinha | cl tb |  |  |
Bolex | cm | bolex paillard |  |
~Destino | bm | ediciones destino |  | Planeta
Siruela | bm |  |  |
Acantilado | bm |  |  |
Impedimenta | bm |  |  |
Blackie Books | bm |  |  |
~Lumen | bm | editorial lumen |  | Penguin Random House
~Espasa | bm |  |  | Planeta
Alianza Editorial | bm |  |  | Hachette
~Queen Games | tb |  |  |
Piatnik | tb |  |  |
~Hans im Glück | tb |  |  |
~Fantasy Flight Games | tb | fantasy flight |  | Asmodee
~Upper Deck | tb |  |  |
NECA | tb |  |  |
McFarlane Toys | tb | mcfarlane |  |
Tamashii Nations | tb |  |  | Bandai
~Good Smile Company | tb | nendoroid |  |
Kotobukiya | tb |  |  |
Banpresto | tb |  |  | Bandai
~Dinky Toys | tb | dinky |  |
AutoArt | tb |  |  |
Kyosho | tb |  |  |
Hasegawa | tb |  |  |
Zvezda | tb |  |  |
Electrotren | tb |  |  |
Minitrix | tb |  |  |
~Wild Republic | tb |  |  |
Squishmallows | tb |  |  |
Klippan | tb |  |  |
Tula | tb |  |  |
~Cam Cam Copenhagen | tb | cam cam |  |
Sebra | tb |  |  |
Childhome | tb |  |  |
~Leander | tb |  |  |
Flexa | tb fu |  |  |
~Oliver Furniture | tb fu |  |  |
Nobodinoz | tb |  |  |
Quax | tb |  |  |
Obaïbi | tb cl |  |  |
Frugi | tb cl |  |  |
Reima | tb cl |  |  |
~Didriksons | tb cl |  |  |
Lindberg Sweden | tb cl |  |  |
Mini Rodini | tb cl |  |  |
Tinycottons | tb cl |  |  |
~Bobo Choses | tb cl |  |  |
Fluval | tb |  |  |
Dennerle | tb |  |  |
Aquael | tb |  |  |
Schesir | tb |  |  |
~Tinta-da-China | bm |  |  |
~Éditions du Seuil | bm | seuil |  |
~Le Robert | bm |  |  |
IDW Publishing | bm | idw |  |
Kurokawa | bm |  |  |
ECC Ediciones | bm | ecc |  |
~Viz Media | bm | viz |  |
~Yen Press | bm |  |  |
Sellerio | bm |  |  |
Ullstein | bm |  |  | Bonnier
~S. Fischer | bm | fischer verlag |  | Holtzbrinck
~Diogenes | bm |  |  |
~Thames & Hudson | bm |  |  |
~Pan Macmillan | bm | macmillan |  | Holtzbrinck
Hodder & Stoughton | bm | hodder |  | Hachette
~Vintage Books | bm |  |  | Penguin Random House
Bescherelle | bm |  |  | Hachette
Magnard | bm |  |  |
~Warp Records | bm |  |  |
StudioCanal | bm |  |  |
Studio Ghibli | bm | ghibli |  |
Atlus | bm co |  |  | Sega
Codemasters | bm co |  |  |
Simba | tb |  |  | Simba Dickie
Barriguitas | tb |  |  | Famosa
~Plus-Plus | tb | plus plus |  |
Foppapedretti | tb fu |  |  |
Playtive | tb |  |  | Lidl
~Areal Editores | bm |  |  | Porto Editora
~Livros do Brasil | bm |  |  | Porto Editora
Hanser | bm |  |  |
Kiepenheuer & Witsch | bm |  |  | Holtzbrinck
Cornelsen | bm |  |  |
Klett | bm |  |  |
~Duden | bm |  |  | Cornelsen
~Langenscheidt | bm |  |  |
Zanichelli | bm |  |  |
Egmont | bm |  |  |
Beyblade | tb | beyblade burst, beyblade x |  | Tomy
~Monster High | tb |  |  | Mattel
Yu-Gi-Oh! | tb^ bm^ | yugioh, yu gi oh, yu-gi-oh |  | Konami
Lisciani | tb | lisciani giochi |  |
Harrap's | bm | harraps, harrap |  |
~Collins | bm | collins dictionaries |  | HarperCollins
Edições 70 | bm | edicoes 70 |  |
Brevi | tb |  |  |
Tigex | tb |  |  |
Bambisol | tb |  |  |
Sauthon | tb fu |  |  |
~Aubert | tb | aubert bébé |  |
Natalys | tb cl |  |  |
Poly Juguetes | tb |  |  |
Marina & Pau | tb | marina y pau, marina e pau |  |
Majora | tb |  |  |
Petitcollin | tb |  |  |
Orchard Toys | tb |  |  |
Galt | tb | galt toys |  |
Italtrike | tb |  |  |
Ibertren | tb |  |  |
Fly Car Model | tb | fly slot |  |
Sevi | tb |  |  |
Trudi | tb |  |  |
Giochi Preziosi | tb |  |  |
Grandi Giochi | tb |  |  |
Editrice Giochi | tb |  |  |
Dal Negro | tb |  |  |
Modiano | tb |  |  |
Heraclio Fournier | tb | naipes fournier, fournier |  | Cartamundi
Zacatrus | tb |  |  |
999 Games | tb | 999games |  |
Bordas | bm |  |  | Editis
Belin | bm | éditions belin |  |
~Nathan | bm tb | éditions nathan, editions nathan |  |
Giunti | bm | giunti editore |  |
Sergio Bonelli | bm | sergio bonelli editore, bonelli editore |  |
Star Comics | bm |  |  |
Droemer | bm | droemer knaur |  | Holtzbrinck
Heyne | bm | heyne verlag |  | Penguin Random House
Goldmann | bm | goldmann verlag |  | Penguin Random House
Baedeker | bm |  |  |
Rough Guides | bm | rough guide |  |
Ninja Tune | bm |  |  |
Nuclear Blast | bm |  |  |
Century Media | bm |  |  |
Simon & Schuster | bm | simon and schuster |  |
Plon | bm | editions plon, éditions plon |  | Editis
Robert Laffont | bm | editions robert laffont, laffont |  | Editis
~Quetzal | bm | quetzal editores |  |
~Laterza | bm | editori laterza |  |
Sanrio | tb |  |  |
Hello Kitty | tb cl | hellokitty |  | Sanrio
Gailivro | bm |  |  | Leya
~Caminho | bm | editorial caminho |  | Leya
Berlitz | bm |  |  |
~Heller | tb | heller maquettes, heller models |  |
Wrebbit | tb | wrebbit 3d, wrebbit puzzle |  |
Elodie Details | tb | elodie details |  |
~Boba | tb | boba carrier, boba wrap |  |
Doomoo | tb |  |  |
Rastar | tb |  |  |
Jamara | tb |  |  |
Traxxas | tb |  |  |
Kinsmart | tb |  |  |
Motormax | tb | motor max |  |
Haynes | bm | haynes manual, haynes manuals |  |
Tessloff | bm | tessloff verlag |  |
Coppenrath | bm tb | coppenrath verlag |  |
`;
