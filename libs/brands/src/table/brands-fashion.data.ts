/** Brands of clothing, footwear, bags, eyewear and luggage beyond the first file's, in the format of `brand-table.data.ts`. */
export const fashionBrands = `
Isabel Marant | cl fo | isabel marant etoile, isabel marant étoile |  |
Jacquemus | cl fo |  |  |
~A.P.C. | cl | apc |  |
~Ami Paris | cl | ami alexandre mattiussi |  |
Ba&sh | cl | bash paris, ba and sh |  |
Zadig & Voltaire | cl fo | zadig et voltaire, zadig and voltaire, zadig voltaire |  |
Claudie Pierlot | cl |  |  |
~Celine | cl fo | céline |  |
~Bottega Veneta | cl fo |  |  |
Loewe | cl fo |  |  |
~Fendi | cl fo |  |  |
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
Uterqüe | cl fo | uterque |  |
~Paul Smith | cl fo |  |  |
Ted Baker | cl fo |  |  |
Longchamp | cl | long champ |  |
Karl Lagerfeld | cl fo |  |  |
Tory Burch | cl fo |  |  |
~Coach | cl fo |  |  |
Kate Spade | cl |  |  |
Furla | cl |  |  |
Liu Jo | cl fo | liujo |  |
Twinset | cl | twin set |  |
Pinko | cl |  |  |
~Mulberry | cl |  |  |
Jimmy Choo | fo cl |  |  |
Christian Louboutin | fo | louboutin |  |
Manolo Blahnik | fo | manolo |  |
Salvatore Ferragamo | fo cl | ferragamo |  |
Tod's | fo cl | tods |  |
Sergio Rossi | fo |  |  |
Stella McCartney | cl fo |  |  |
Alexander McQueen | cl fo | mcqueen |  |
Dsquared2 | cl fo | dsquared, d squared |  |
~Palm Angels | cl fo |  |  |
Woolrich | cl |  |  |
Rouje | cl |  |  |
Musier | cl |  |  |
~Free People | cl |  |  |
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
~Victoria's Secret | cl be | victorias secret |  |
~Skims | cl |  |  |
Eastpak | cl |  |  |
Herschel | cl | herschel supply |  |
Kipling | cl |  |  |
Rimowa | cl |  |  |
Delsey | cl |  |  |
Tumi | cl |  |  |
American Tourister | cl |  |  | Samsonite
~Ray-Ban | cl | rayban, ray ban |  |
Persol | cl |  |  |
Oliver Peoples | cl |  |  |
Carrera Eyewear | cl |  |  |
~Tommy Jeans | cl |  |  | Tommy Hilfiger
Calvin Klein Jeans | cl |  |  | Calvin Klein
~Gant | cl fo |  |  |
~Scotch & Soda | cl | scotch and soda |  |
Hackett | cl |  |  |
Lyle & Scott | cl | lyle and scott |  |
Ben Sherman | cl |  |  |
Belstaff | cl |  |  |
~Aigle | cl fo |  |  |
~Le Temps des Cerises | cl |  |  |
Kaporal | cl |  |  |
IKKS | cl |  |  |
Caroll | cl |  |  |
Cyrillus | cl |  |  |
~Du Pareil au Même | cl | dpam |  |
~Tape à l'œil | cl | tape a l oeil, tao |  |
~Sergent Major | cl |  |  |
~Catimini | cl |  |  |
Bonpoint | cl |  |  |
~Tartine et Chocolat | cl |  |  |
Boboli | cl |  |  |
Tuc Tuc | cl |  |  |
~Neck & Neck | cl | neck and neck |  |
Gocco | cl |  |  |
~Knot | cl |  |  |
Adolfo Domínguez | cl | adolfo dominguez |  |
~Purificación García | cl | purificacion garcia |  |
Roberto Verino | cl |  |  |
~Pedro del Hierro | cl |  |  | Cortefiel
~Sfera | cl |  |  |
~Blanco | cl |  |  |
~Lois | cl |  |  |
~Silbon | cl |  |  |
Ecoalf | cl fo |  |  |
~Munich | fo |  |  |
Gioseppo | fo |  |  |
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
~Church's | fo | churchs |  |
Sebago | fo |  |  |
~Palladium | fo |  |  |
K-Swiss | fo | kswiss |  |
Karhu | fo |  |  |
Autry | fo |  |  |
Axel Arigato | fo |  |  |
~Common Projects | fo |  |  |
~Filling Pieces | fo |  |  |

`;
