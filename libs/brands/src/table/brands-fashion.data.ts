/** Brands of clothing, footwear, bags, eyewear and luggage beyond the first file's, in the format of `brand-table.data.ts`. */
export const fashionBrands = `
Isabel Marant | cl fo | isabel marant etoile, isabel marant étoile |  |
Jacquemus | cl fo |  |  |
~A.P.C. | cl | apc |  |
~Ami Paris | cl | ami alexandre mattiussi |  |
Ba&sh | cl | bash paris, ba and sh, bash |  |
Zadig & Voltaire | cl fo | zadig et voltaire, zadig and voltaire, zadig voltaire |  |
Claudie Pierlot | cl |  |  | SMCP
~Celine | cl fo | céline |  | LVMH
~Bottega Veneta | cl fo |  |  | Kering
Loewe | cl fo be |  |  | LVMH
~Fendi | cl fo |  |  | LVMH
Miu Miu | cl fo | miumiu |  | Prada
Balmain | cl fo |  |  |
Lanvin | cl fo be |  |  |
~Acne Studios | cl fo | acne |  |
Max Mara | cl | maxmara |  |
~Comme des Garçons | cl fo | comme des garcons, cdg |  |
Sacoor Brothers | cl | sacoor |  |
Tiffosi | cl |  |  |
Lanidor | cl |  |  |
~Scalpers | cl fo |  |  |
~El Ganso | cl fo |  |  |
Uterqüe | cl fo | uterque |  | Inditex
~Paul Smith | cl fo |  |  |
Ted Baker | cl fo |  |  | Authentic Brands
Longchamp | cl | long champ |  |
Karl Lagerfeld | cl fo |  |  | G-III Apparel
@G-III Apparel | cl | g-iii |  |
Tory Burch | cl fo |  |  |
~Coach | cl fo wj |  |  | Tapestry
Kate Spade | cl wj |  |  | Tapestry
Furla | cl |  |  |
Liu Jo | cl fo | liujo |  |
~Twinset | cl | twin set |  |
Pinko | cl |  |  |
~Mulberry | cl |  |  |
Jimmy Choo | fo cl |  |  | Capri Holdings
Christian Louboutin | fo | louboutin |  |
Manolo Blahnik | fo | manolo |  |
Salvatore Ferragamo | fo cl | ferragamo |  |
Tod's | fo cl | tods |  |
Sergio Rossi | fo |  |  |
Stella McCartney | cl fo |  |  |
Alexander McQueen | cl fo | mcqueen |  | Kering
Dsquared2 | cl fo | dsquared, d squared |  |
~Palm Angels | cl fo |  |  |
Woolrich | cl |  |  |
Rouje | cl |  |  |
Musier | cl |  |  |
~Free People | cl |  |  | URBN
~Reformation | cl |  |  |
Ganni | cl fo |  |  |
Pimkie | cl |  |  |
~Camaïeu | cl | camaieu |  |
Jennyfer | cl |  |  |
Bonobo | cl |  |  |
Etam | cl |  |  |
Undiz | cl |  |  | Etam
Intimissimi | cl |  |  | Calzedonia
Calzedonia | cl |  |  |
Tezenis | cl |  |  | Calzedonia
Falconeri | cl |  |  | Calzedonia
Yamamay | cl |  |  |
Hunkemöller | cl | hunkemoller |  |
Victoria's Secret | cl be | victorias secret |  |
~Skims | cl |  |  |
Eastpak | cl |  |  | VF Corporation
Herschel | cl | herschel supply |  |
Kipling | cl |  |  | VF Corporation
Rimowa | cl |  |  | LVMH
Delsey | cl |  |  |
Tumi | cl |  |  |
American Tourister | cl |  |  | Samsonite
~Ray-Ban | cl | rayban, ray ban, clubmaster |  | EssilorLuxottica
Persol | cl |  |  | EssilorLuxottica
Oliver Peoples | cl |  |  | EssilorLuxottica
Carrera Eyewear | cl |  |  |
~Tommy Jeans | cl |  |  | Tommy Hilfiger
~Gant | cl fo |  |  |
~Scotch & Soda | cl | scotch and soda |  |
~Camel Active | cl fo | camelactive |  |
~Hunter | fo | hunter boots |  |
Polène | cl | polene, polene paris |  |
Hackett | cl |  |  |
Lyle & Scott | cl | lyle and scott |  |
Ben Sherman | cl |  |  |
Belstaff | cl |  |  |
~Aigle | cl fo |  |  | Maus Frères
~Le Temps des Cerises | cl |  |  |
Kaporal | cl |  |  |
IKKS | cl |  |  |
Caroll | cl |  |  |
Cyrillus | cl |  |  |
~Du Pareil au Même | cl | dpam |  |
Tape à l'œil | cl | tape a l oeil, tao |  |
~Sergent Major | cl |  |  |
~Catimini | cl |  |  |
Bonpoint | cl |  |  |
~Tartine et Chocolat | cl |  |  |
Boboli | cl |  |  |
Tuc Tuc | cl tb |  |  |
~Neck & Neck | cl | neck and neck |  |
Gocco | cl |  |  |
~Knot | cl |  |  |
Adolfo Domínguez | cl be | adolfo dominguez |  |
~Purificación García | cl | purificacion garcia |  |
Roberto Verino | cl |  |  |
~Pedro del Hierro | cl |  |  | Cortefiel
~Sfera | cl |  |  | El Corte Inglés
~Blanco | cl |  |  |
~Lois | cl |  |  |
Silbon | cl |  |  |
Ecoalf | cl fo |  |  |
~Munich | fo |  |  |
Gioseppo | fo cl |  |  |
~Mascaró | fo | mascaro |  |
Unisa | fo |  |  |
~Pretty Ballerinas | fo |  |  |
Castañer | fo | castaner |  |
Paez | fo |  |  |
Fly London | fo |  |  |
Rieker | fo |  |  |
~Tamaris | fo |  |  |
~Gabor | fo |  |  |
Mephisto | fo |  |  |
Paraboot | fo |  |  |
~Church's | fo | churchs |  | Prada
Sebago | fo |  |  | BasicNet
~Palladium | fo |  |  |
K-Swiss | fo | kswiss |  |
Karhu | fo |  |  |
Autry | fo |  |  |
Axel Arigato | fo |  |  |
~Common Projects | fo |  |  |
~Filling Pieces | fo |  |  |

@Inditex | cl | grupo inditex, industria de diseno textil |  |
~Kickers | cl fo |  |  |
$~El Corte Inglés | cl |  |  |
Kookaï | cl |  |  |
Marc O'Polo | cl |  |  |
~Name It | cl |  |  | Bestseller
~Vila | cl |  |  | Bestseller
~Comptoir des Cotonniers | cl |  |  | Fast Retailing
~Des Petits Hauts | cl |  |  |
~Petite Mendigote | cl |  |  |
Teddy Smith | cl |  |  |
~Cache Cache | cl |  |  |
~Morgan | cl |  |  |
Armand Thiery | cl |  |  |
Devred | cl |  |  |
~Gémo | cl |  |  |
~Besson | cl |  |  |
~La Halle | cl |  |  |
Nanos | cl |  |  |
Dadati | cl |  |  |
Lola Casademunt | cl |  |  |
Naulover | cl |  |  |
Tintoretto | cl |  |  |
~Mirto | cl |  |  |
Pedro Miralles | cl |  |  |
Magnanni | cl fo |  |  |
Fluchos | cl fo |  |  |
Callaghan | cl fo |  |  |
Marypaz | cl fo |  |  |
Losan | cl |  |  |
Throttleman | cl |  |  |
Quebramar | cl |  |  |
~Lion of Porches | cl |  |  |
~Decenio | cl |  |  |
Hackett London | cl |  |  |
~Jack Wills | cl |  |  |
~Joules | cl |  |  |
~Boden | cl |  |  |
~White Stuff | cl |  |  |
~Fat Face | cl |  |  |
Seasalt | cl |  |  |
Karen Millen | cl |  |  | Boohoo
~Whistles | cl |  |  |
Reiss | cl |  |  |
AllSaints | cl |  |  |
Radley | cl |  |  |
Kurt Geiger | cl |  |  |
Schuh | cl |  |  |
~New Look | cl |  |  |
~River Island | cl |  |  |
Miss Selfridge | cl |  |  |
Dorothy Perkins | cl |  |  | Boohoo
~Wallis | cl |  |  | Boohoo
Burton Menswear | cl |  |  | Boohoo
Missguided | cl |  |  |
Muji | cl |  |  |
~Banana Republic | cl |  |  | Gap
~Old Navy | cl |  |  | Gap
~J.Crew | cl |  |  |
~Anthropologie | cl |  |  | URBN
Forever 21 | cl |  |  |
Zaful | cl |  |  |
Bonprix | cl |  |  |
Tchibo | cl |  |  |
~C&A | cl |  |  |
Ernsting's family | cl |  |  |
~Golden Point | cl |  |  |
Carpisa | cl |  |  |
Oviesse | cl |  |  |
OVS | cl |  |  |
Piazza Italia | cl |  |  |
Terranova | cl |  |  |
Patrizia Pepe | cl |  |  |
Elisabetta Franchi | cl |  |  |
Dondup | cl |  |  |
Jacob Cohën | cl |  |  |
~C.P. Company | cl |  |  |
Peuterey | cl |  |  |
~Colmar | cl |  |  |
~K-Way | cl |  |  | BasicNet
Ciesse Piumini | cl |  |  |
~Save the Duck | cl |  |  |
Herno | cl |  |  |
~Paul & Shark | cl |  |  |
~North Sails | cl |  |  |
Sundek | cl |  |  |
MC2 Saint Barth | cl |  |  |
~Vilebrequin | cl |  |  |
Orlebar Brown | cl |  |  |
Wonderbra | cl |  |  |
Playtex | cl |  |  |
Chantelle | cl |  |  |
Simone Pérèle | cl |  |  |
Lise Charmel | cl |  |  |
Le Bourget | cl |  |  |
Falke | cl |  |  |
Burlington | cl |  |  |
~Happy Socks | cl |  |  |
Ipanema | fo |  |  |
Hi-Tec | fo |  |  |
~Chaco | fo |  |  | Wolverine World Wide
~Marco Tozzi | fo |  |  |
Sperry | fo |  |  | Authentic Brands
~Hogan | fo |  |  | Tod's
Superga | fo |  |  | BasicNet
J'hayber | fo |  |  |
MTNG | fo |  |  |
~Panama Jack | fo |  |  |
Toni Pons | fo |  |  |
~Carmina | fo |  |  |
Pablosky | fo |  |  |
Garvalin | fo |  |  |
Biomecanics | fo |  |  |
Florsheim | fo |  |  |
Allen Edmonds | fo | allen-edmonds |  |
Coronel Tapiocca | fo | coronel tapioca |  |
~Cartago | fo | cartago sandalias |  | Grendene
Redback | fo | redback boots |  |
Chippewa | fo | chippewa boots |  |
Frye | fo | the frye company |  |
Etonic | fo |  |  |
Bobux | fo |  |  |
Froddo | fo |  |  |
Naturino | fo |  |  |
~Start Rite | fo |  |  |
Minnetonka | fo |  |  |
Stuart Weitzman | fo |  |  |
~Roger Vivier | fo |  |  | Tod's
Giuseppe Zanotti | fo |  |  |
René Caovilla | fo |  |  |
Aquazzura | fo |  |  |
Steve Madden | fo |  |  |
~Nine West | fo |  |  |
Deichmann | fo |  |  |
Nat-2 | fo |  |  |
Kennel & Schmenger | fo |  |  |
Högl | fo |  |  |
~Peter Kaiser | fo |  |  |
~Lloyd | fo |  |  |
Bugatti Shoes | fo |  |  |
Josef Seibel | fo |  |  |
Finn Comfort | fo |  |  |
Waldläufer | fo |  |  |
Ricosta | fo |  |  |
Lurchi | fo |  |  | Salamander
Elefanten | fo |  |  |
~Motivi | cl |  |  |
Misako | cl wj |  |  |
Hoss Intropia | cl | hoss |  |
~Darjeeling | cl |  |  |
Sloggi | cl |  |  |
DC Shoes | fo cl |  |  | Authentic Brands
Etnies | fo cl |  |  |
~Obey | cl |  |  |
Sergio Tacchini | cl fo so | tacchini |  |
Xti | fo |  |  |
Zamberlan | fo so |  |  |
Aku | fo so |  |  |
Garmont | fo so |  |  |
@VF Corporation | cl fo so | vf corp |  |
@Fast Retailing | cl | fast retailing co |  |
@Deckers | fo cl so | deckers brands, deckers outdoor |  |
@EssilorLuxottica | cl so | essilor luxottica, luxottica |  |
@Kering | cl fo wj be | kering group |  |
@LVMH | cl fo wj be | lvmh moet hennessy louis vuitton, moet hennessy louis vuitton |  |
@Richemont | wj cl | compagnie financiere richemont |  |
~@Tapestry | cl fo wj | tapestry inc |  |
@Capri Holdings | cl fo wj |  |  |
@PVH | cl fo wj be | pvh corp, phillips-van heusen |  |
~Gerry Weber | cl |  |  |
~Dockers | cl |  |  | Levi's
~Dim | cl |  |  |
~Hawkers | cl | hawkers co |  |
Multiópticas | cl | multiopticas, multi opticas |  |
~Graceland | fo |  |  | Deichmann
~Hush Puppies | fo | hushpuppies |  | Wolverine World Wide
~Wonders | fo |  |  |
Cienta | fo |  |  |
~Eram | fo |  |  |
Minelli | fo |  |  |
~San Marina | fo |  |  |
~Méduse | fo | meduse |  |
JB Martin | fo | j.b. martin |  |
~Street One | cl |  |  |
~Cecil | cl |  |  |
~Olymp | cl |  |  |
~Betty Barclay | cl |  |  |
~Orsay | cl |  |  |
Bréal | cl | breal |  |
~Alcott | cl |  |  |
Brums | cl |  |  |
~Original Marines | cl |  |  |
~Elena Mirò | cl | elena miro |  |
Marella | cl |  |  | Max Mara
~Salamander | fo |  |  |
~Monsoon | cl |  |  |
Accessorize | cl wj |  |  | Monsoon
~Hobbs | cl |  |  |
~Jigsaw | cl |  |  |
~Phase Eight | cl |  |  |
Matalan | cl |  |  |
Craghoppers | cl so |  |  |
~Regatta | cl so |  |  |
~Mountain Warehouse | cl so |  |  |
~Trespass | cl so |  |  |
Lancel | cl |  |  | Richemont
~Le Tanneur | cl |  |  |
~Coccinelle | cl |  |  |
Piquadro | cl |  |  |
~The Bridge | cl |  |  |
Braccialini | cl |  |  |
JanSport | cl | jan sport |  | VF Corporation
Totto | cl |  |  |
Roncato | cl |  |  |
~Cabin Zero | cl | cabinzero |  |
Lovisa | wj |  |  |
~Claire's | wj | claires |  |
~Ana Luisa | wj |  |  |
Romwe | cl |  |  | Shein
Halara | cl so |  |  |
Clockhouse | cl |  |  | C&A
Yessica | cl |  |  | C&A
Angelo Litrico | cl |  |  | C&A
Pepperts | cl |  |  | Lidl
~Nasty Gal | cl |  |  | Boohoo
~Oh Polly | cl |  |  |
~Sweaty Betty | cl so |  |  | Wolverine World Wide
Bizzbee | cl |  |  |
~Grain de Malice | cl |  |  |
Sinéquanone | cl | sinequanone |  |
~Sud Express | cl |  |  |
~Custo Barcelona | cl | custo |  |
Dolores Promesas | cl |  |  |
Sita Murt | cl |  |  |
~Cóndor | cl | condor |  |
~Punto Blanco | cl |  |  |
~Abanderado | cl |  |  |
Ysabel Mora | cl |  |  |
Dielmar | cl |  |  |
~Aldo | fo cl |  |  |
Upim | cl |  |  |
Tally Weijl | cl | tally weil |  |
~Robe di Kappa | cl |  |  | Kappa
RefrigiWear | cl | refrigiwear |  |
Drykorn | cl |  |  |
Brax | cl |  |  |
Lascana | cl |  |  |
~Buffalo | fo cl | buffalo london |  |
Ulla Popken | cl |  |  |
Schiesser | cl |  |  |
Trigema | cl |  |  |
Lipsy | cl |  |  | Next
~Farah | cl |  |  |
Orla Kiely | cl fu |  |  |
Moshulu | fo |  |  |
@LPP | cl |  |  |
Sinsay | cl |  |  | LPP
Mohito | cl |  |  | LPP
Cropp | cl |  |  | LPP
~Reserved | cl |  |  | LPP
JJXX | cl |  |  | Bestseller
~Noisy May | cl |  |  | Bestseller
Mamalicious | cl |  |  | Bestseller
~Pieces | cl | pieces by bestseller |  | Bestseller
Nero Giardini | fo cl | nerogiardini, nero giardini scarpe |  |
Ichi | cl |  |  |
b.young | cl | byoung |  |
~Saint Tropez | cl |  |  |
Soyaconcept | cl |  |  |
InWear | cl |  |  |
Samsøe Samsøe | cl | samsoe samsoe, samsøe & samsøe |  |
~Rains | cl |  |  |
Mads Nørgaard | cl | mads norgaard |  |
~Norse Projects | cl |  |  |
RVCA | cl |  |  | Authentic Brands
~Santa Cruz Skateboards | so cl |  |  |
Bape | cl fo | a bathing ape |  |
Rockport | fo |  |  |
~El Naturalista | fo |  |  |
Chie Mihara | fo |  |  |
Lottusse | fo |  |  |
~Martinelli | fo |  |  |
Pertini | fo |  |  |
Naturalizer | fo |  |  |
~Vagabond | fo |  |  |
Sorel | fo |  |  | Columbia
Kamik | fo |  |  |
Grendene | fo |  |  |
Mexx | cl fo |  |  |
Philipp Plein | cl fo | philip plein |  |
Takko | cl | takko fashion |  |
KiK | cl |  |  |
Saint James | cl |  |  |
Le Mont Saint Michel | cl |  |  |
Thinking Mu | cl |  |  |
Hessnatur | cl |  |  |
Knowledge Cotton Apparel | cl |  |  |
Nudie Jeans | cl |  |  |
Mud Jeans | cl |  |  |
~People Tree | cl |  |  |
~Komodo | cl |  |  |
Jan 'n June | cl | jan n june |  |
Lanius | cl |  |  |
Recolution | cl |  |  |
Kings of Indigo | cl |  |  |
~Dedicated | cl | dedicated brand |  |
Colorful Standard | cl |  |  |
~Pompeii | fo |  |  |
Flamingos' Life | fo | flamingos life |  |
~Refresh | fo |  |  |
~Paredes | fo |  |  |
Gaimo | fo |  |  |
Vidorreta | fo |  |  |
~Lumberjack | fo |  |  |
~American Vintage | cl |  |  |
~Morgan de Toi | cl |  |  |
Chevignon | cl |  |  |
~Eden Park | cl |  |  |
Façonnable | cl |  |  |
Sessùn | cl |  |  |
~Vanessa Bruno | cl |  |  |
Lemaire | cl |  |  |
~Agnès b. | cl |  |  |
Sonia Rykiel | cl |  |  |
Courrèges | cl |  |  |
~Weekend Max Mara | cl |  |  | Max Mara
Fracomina | cl |  |  |
Marina Rinaldi | cl |  |  | Max Mara
Brunello Cucinelli | cl |  |  |
~Loro Piana | cl |  |  | LVMH
Ermenegildo Zegna | cl | zegna |  |
Corneliani | cl |  |  |
Etro | cl |  |  |
Missoni | cl |  |  |
Marni | cl |  |  | OTB
Emilio Pucci | cl | pucci |  |
~Roberto Cavalli | cl |  |  |
Blumarine | cl |  |  |
Ermanno Scervino | cl |  |  |
~Marc Cain | cl |  |  |
Seidensticker | cl |  |  |
~Mac Jeans | cl |  |  |
Mey | cl |  |  |
~Palmers | cl |  |  |
Wolford | cl |  |  |
Ragwear | cl |  |  |
Iriedaily | cl |  |  |
Blutsgeschwister | cl |  |  |
Legero | fo |  |  |
Superfit | fo |  |  |
Bisgaard | fo |  |  |
Bundgaard | fo |  |  |
Kanna | fo |  |  |
Magrit | fo |  |  |
Yuccs | fo |  |  |
Conguitos | fo tb |  |  |
Santoni | fo |  |  |
~Fratelli Rossetti | fo |  |  |
Heschung | fo |  |  |
~J.M. Weston | fo |  |  |
~Crockett & Jones | fo |  |  |
Loake | fo |  |  |
Grenson | fo |  |  |
Tricker's | fo |  |  |
Pataugas | fo |  |  |
Papillio | fo |  |  | Birkenstock
Betula | fo |  |  | Birkenstock
~Melissa | fo |  |  |
~Native Shoes | fo |  |  |
Vivobarefoot | fo |  |  |
Xero Shoes | fo |  |  |
Feiyue | fo |  |  |
Bensimon | fo |  |  |
~Green Coast | cl |  |  |
Nícoli | cl tb | nicoli |  |
~Le Slip Français | cl | le slip francais |  |
Faguo | cl fo |  |  |
Gérard Darel | cl | gerard darel |  |
Maier Sports | cl so |  |  |
Strenesse | cl |  |  |
Jil Sander | cl be |  |  | OTB
Pennyblack | cl |  |  | Max Mara
Trussardi | cl be |  |  |
Borbonese | cl |  |  |
~Mandarina Duck | cl |  |  |
Alviero Martini | cl |  |  |
Filippa K | cl |  |  |
~Tiger of Sweden | cl |  |  |
J.Lindeberg | cl | j lindeberg |  |
~Peak Performance | cl so |  |  |
~Björn Borg | cl | bjorn borg |  |
~Wood Wood | cl |  |  |
Lindex | cl |  |  |
KappAhl | cl |  |  |
Suitsupply | cl |  |  |
Vingino | cl tb |  |  |
~WE Fashion | cl |  |  |
Denham | cl |  |  |
~Pretty Green | cl |  |  |
Pringle of Scotland | cl |  |  |
John Smedley | cl |  |  |
Sunspel | cl |  |  |
Charles Tyrwhitt | cl |  |  |
Repetto | fo |  |  |
Jonak | fo |  |  |
Clergerie | fo |  |  |
Haix | fo |  |  |
Newfeel | fo |  |  | Decathlon
~Armor-Lux | cl | armor lux, armorlux |  |
Armedangels | cl | armed angels |  |
Baldessarini | cl |  |  |
Strellson | cl |  |  |
Dr. Denim | cl | dr denim, doctor denim |  |
Holzweiler | cl |  |  |
~Stine Goya | cl |  |  |
Kaffe | cl | kaffe clothing |  |
~Part Two | cl | parttwo |  |
~Soaked in Luxury | cl |  |  |
~Windsor | cl | windsor fashion |  |
Topman | cl |  |  |
Parajumpers | cl | para jumpers, pjs parajumpers |  |
Tretorn | fo cl |  |  |
Blundstone | fo | blundstones |  |
~Red Wing | fo | red wing shoes, redwing |  |
Novesta | fo |  |  |
~Spring Court | fo | springcourt |  |
~Kenneth Cole | fo cl |  |  |
~Jeffrey Campbell | fo |  |  |
~Paul Green | fo |  |  |
~British Knights | fo |  |  |
Emerica | fo |  |  |
Kavat | fo |  |  |
Affenzahn | fo tb |  |  |
Falcotto | fo |  |  | Naturino
Absorba | cl tb |  |  |
Marine Serre | cl fo |  |  |
Redskins | cl fo |  |  |
Schott NYC | cl | schott n.y.c. |  |
Fiorella Rubino | cl |  |  |
Sportmax | cl |  |  | Max Mara
People of Shibuya | cl |  |  |
Miss Sixty | cl fo | misssixty |  |
Killah | cl |  |  | Miss Sixty
Fornarina | cl fo |  |  |
Love Moschino | cl fo |  |  | Moschino
Just Cavalli | cl fo |  |  | Roberto Cavalli
Boglioli | cl |  |  |
Lardini | cl |  |  |
Tagliatore | cl |  |  |
Harmont & Blaine | cl fo | harmont and blaine, harmont blaine |  |
Stefanel | cl |  |  |
Kocca | cl |  |  |
Yes Zee | cl |  |  |
~Olsen | cl | olsen hamburg |  |
Gina Laura | cl |  |  |
Taifun | cl |  |  | Gerry Weber
Van Laack | cl |  |  |
Walbusch | cl fo |  |  |
Calida | cl |  |  |
Hanro | cl |  |  | Calida
Kunert | cl |  |  |
Sportalm | cl |  |  |
Luis Trenker | cl |  |  |
Riani | cl |  |  |
Rena Lange | cl |  |  |
More & More | cl | more and more |  |
Pierre Cardin | cl fo be | pierre cardín |  |
Toni Dress | cl |  |  |
Nümph | cl | numph |  |
Naketano | cl |  |  |
Khujo | cl |  |  |
Alife & Kickin | cl | alife and kickin |  |
NKD | cl |  |  |
Crew Clothing | cl | crew clothing company |  |
LK Bennett | cl fo | l.k.bennett, l.k. bennett |  |
Finisterre | cl |  |  |
Peter Storm | cl fo so |  |  |
Dare 2b | cl so | dare2b, dare 2 be |  |
Cheap Monday | cl |  |  |
Gina Tricot | cl |  |  |
Odd Molly | cl |  |  |
~Lexington | cl fu | lexington company, lexington clothing |  |
Baum und Pferdgarten | cl |  |  |
Munthe | cl |  |  |
By Malene Birger | cl | malene birger |  |
Day Birger et Mikkelsen | cl | day birger |  |
Designers Remix | cl |  |  |
Selected Homme | cl | selected femme |  | Bestseller
Matinique | cl |  |  |
Fransa | cl |  |  |
Second Female | cl |  |  |
Gestuz | cl |  |  |
Ivana Helsinki | cl |  |  |
Makia | cl |  |  |
Halti | cl so |  |  |
Luhta | cl so |  |  |
Icepeak | cl so | ice peak |  | Luhta
Kuoma | fo |  |  |
Polarn O. Pyret | cl tb | polarn o pyret, polarn och pyret |  |
Swix | so cl |  |  |
Dale of Norway | cl |  |  |
Ulvang | cl so |  |  |
Kari Traa | cl so |  |  |
Stormberg | cl so |  |  |
~Cast Iron | cl |  |  |
Gaastra | cl fo |  |  |
~McGregor | cl | mc gregor |  |
Claudia Sträter | cl | claudia strater |  |
Fabienne Chapot | cl fo |  |  |
Aaiko | cl |  |  |
America Today | cl |  |  |
HEMA | cl fu tb |  |  |
Shoeby | cl |  |  |
Tumble 'n Dry | cl tb | tumble n dry, tumble and dry |  |
Quapi | cl tb |  |  |
Noppies | cl tb |  |  |
Essentiel Antwerp | cl fo |  |  |
Bellerose | cl |  |  |
Xandres | cl |  |  |
Terre Bleue | cl |  |  |
Mayerline | cl |  |  |
River Woods | cl |  |  |
Dries Van Noten | cl fo | dries van notten |  |
Ann Demeulemeester | cl fo |  |  |
Wólczanka | cl | wolczanka |  |
~Vistula | cl |  |  |
Pako Lorente | cl |  |  |
Monnari | cl fo |  |  |
~Big Star | cl | bigstar |  |
Lee Cooper | cl fo |  |  |
Ochnik | cl |  |  |
Tatuum | cl |  |  |
Coccodrillo | cl tb |  |  |
Smyk | tb cl |  |  |
Remonte | fo |  |  | Rieker
~Jana | fo | jana shoes |  |
Semler | fo |  |  |
Ganter | fo |  |  |
Hassia | fo |  |  |
Romika | fo |  |  |
~André | fo | chaussures andré, chaussures andre |  |
Muratti | fo |  |  |
Babybotte | fo tb |  |  |
Mod8 | fo tb |  |  |
Bopy | fo tb |  |  |
Pom d'Api | fo tb | pom dapi |  |
Cheaney | fo | joseph cheaney |  |
Carvela | fo |  |  | Kurt Geiger
Van Dal | fo |  |  |
Silvano Sciarrini | fo |  |  |
Igi & Co | fo | igi&co, igi e co, igi and co |  |
Cesare Paciotti | fo cl |  |  |
Pollini | fo |  |  |
Baldinini | fo |  |  |
Alberto Guardiani | fo |  |  |
Philippe Model | fo |  |  |
Primigi | fo tb |  |  |
~Lodi | fo | lodi shoes |  |
Coolway | fo |  |  |
Softinos | fo |  |  | Fly London
~Carlos Santos | fo |  |  |
Foreva | fo |  |  |
Dkode | fo |  |  |
Camport | fo |  |  |
Goldmud | fo |  |  |
Asportuguesas | fo | as portuguesas |  |
Zouri | fo |  |  |
Naguisa | fo |  |  |
~Lurdes Bergada | cl fo |  |  |
Muroexe | fo |  |  |
Slowwalk | fo |  |  |
Ethletic | fo |  |  |
Dansko | fo |  |  |
Angulus | fo |  |  |
Shoe the Bear | fo |  |  |
Primeboots | fo |  |  |
Jomos | fo |  |  |
Floris van Bommel | fo | van bommel |  |
Mascolori | fo |  |  |
Shoesme | fo |  |  |
~Red Rag | fo |  |  |
Braqeez | fo tb |  |  |
Develab | fo |  |  |
Lasocki | fo |  |  |
Gino Rossi | fo |  |  |
Ryłko | fo | rylko |  |
Kazar | fo |  |  |
Wojas | fo |  |  |
Badura | fo |  |  |
~Bartek | fo tb |  |  |
Lanti | fo |  |  |
Deezee | fo |  |  |
Wittchen | fo cl |  |  |
Topo Athletic | fo |  |  |
~Ara | fo | ara shoes |  |
Wolky | fo |  |  |
~Barker | fo | barker shoes |  |
Danner | fo |  |  |
R.M. Williams | fo cl | rm williams |  |
Grendha | fo |  |  |
~Hey Dude | fo | heydude |  | Crocs
~Toms | fo | toms shoes |  |
Cariuma | fo |  |  |
~Premiata | fo |  |  |
Sam Edelman | fo |  |  |
~Bata | fo | bata shoes |  |
Neosens | fo |  |  |
~Bronx | fo | bronx shoes |  |
~Haflinger | fo |  |  |
Giesswein | fo cl |  |  |
Bearpaw | fo | bear paw |  |
Lems | fo | lems shoes |  |
~Victoria | fo | calzados victoria, victoria shoes, zapatillas victoria |  |
Lemon Jelly | fo | lemonjelly |  |
~Brice | cl |  |  |
Easy Wear | cl | easywear |  | El Corte Inglés
~Brownie | cl | brownie spain |  |
~Fay | cl fo |  |  | Tod's
Pura López | fo | pura lopez |  |
~Ash | fo | ash italia, ash shoes |  |
~Caprice | fo | caprice schuhe, caprice shoes |  |
Sioux | fo | sioux schuhe |  |
~Opus | cl | opus fashion |  |
~Comma | cl | comma casual |  |
Kawasaki (footwear) | fo | kawasaki sneakers, kawasaki shoes |  |
~Think! | fo | think shoes, think schuhe |  |
Kuling | cl | kuling kids |  |
~Orchestra | cl | orchestra prémaman, orchestra premaman, orchestra kids |  |
`;
