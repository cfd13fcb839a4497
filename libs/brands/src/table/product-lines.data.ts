/**
 * Product lines sellers write right after a brand's name, one brand a line: `Brand | line, line…` (the brand as the table names it;
 * lines as written, read as keys: case, accents and separators aside). A line written right after its brand writes that brand as
 * the maker's name whatever words follow ("Vans Old Skool", "Wilson Pro Staff"), where a brand that is also a word would
 * otherwise be read as the word before other words ("Puma Energy"). Read only there: a line alone names no brand (an alias
 * does), so a line may be a common phrase. The best-known lines of brands sellers name with words rather than model numbers;
 * no generic word alone ("Pro", "Classic", "Sport") — it says nothing of whose line it is.
 */
export const productLinesText = `
Vans | old skool, sk8-hi, sk8 hi, sk8, authentic, era, slip-on, slip on, knu skool, ultrarange, half cab, checkerboard
Converse | chuck taylor, chuck 70, all star, one star, run star hike, run star, jack purcell, weapon
Puma | suede, speedcat, palermo, rs-x, cali, future rider, clyde, king, mayze, carina
Nike | air force, air max, dunk, blazer, cortez, pegasus, vaporfly, air huarache, tech fleece, windrunner, tiempo, mercurial, phantom
Adidas | samba, gazelle, superstar, stan smith, campus, spezial, forum, handball spezial, ultraboost, nmd, predator, copa, firebird
New Balance | made in usa, fresh foam, fuelcell
Reebok | club c, classic leather, nano, workout plus, instapump
Asics | gel kayano, gel nimbus, gel lyte, gel-kayano, gel-nimbus, gel-lyte, gel-1130, novablast, metaspeed
Salomon | speedcross, xt-6, xt 6, acs pro, sense ride, quest, qst, shift, mtn, s/lab, x pro, s/pro
Hoka | clifton, bondi, speedgoat, mach, challenger, arahi, transport, kaha
On | cloud, cloudmonster, cloudswift, cloudnova, cloudflyer, cloudrunner, cloudsurfer
Brooks | ghost, glycerin, adrenaline, launch, hyperion
Crocs | classic clog, crush clog, echo clog, bayaband
Dr. Martens | jadon, sinclair, 1460, 1461, 2976, audrick, adrian
Timberland | premium, 6-inch, 6 inch, earthkeepers
Birkenstock | arizona, boston, gizeh, madrid, milano
Clarks | desert boot, wallabee, desert trek
Ecco | biom, soft 7, street tray
Camper | pelotas, peu, right, kobarah
Veja | v-10, v-12, campo, esplar, rio branco
Jordan | retro
Levi's | trucker, 501, 511, 512, 550, ribcage, wedgie, sherpa
Diesel | 1dr, d-strike, fayza
Guess | luxe, marciano
Patagonia | better sweater, retro-x, retro x, nano puff, down sweater, torrentshell, synchilla, baggies, houdini, r1
The North Face | nuptse, denali, himalayan, mcmurdo, thermoball, base camp, borealis, jester, 1996
Columbia | bugaboo, powder lite, omni-heat, titanium
Canada Goose | expedition, chilliwack, langford, crofton, freestyle
Champion | reverse weave
Carhartt | wip, detroit, active jacket
Barbour | beaufort, bedale, ashby, international
Lacoste | l.12.12, l1212
Ralph Lauren | big pony, polo bear
Tommy Hilfiger | tommy jeans
Supreme | box logo
Uniqlo | heattech, airism, ultra light down
Moncler | maya, grenoble, montcla, genius
Scott | spark, scale, addict, genius, foil, aspect, contessa, sub cross
Giant | talon, trance, defy, tcr, propel, reign, escape, fathom, revolt, stance, anthem, roam, contend, xtc
Trek | marlin, fuel ex, domane, emonda, madone, checkpoint, fx, roscoe, slash, top fuel, dual sport, allant, powerfly, rail
Specialized | stumpjumper, epic, rockhopper, allez, tarmac, roubaix, diverge, sirrus, turbo levo, turbo vado, enduro, chisel, crux
Cannondale | synapse, supersix, caad, topstone, trail, scalpel, quick, habit, jekyll, treadwell
Canyon | grail, ultimate, endurace, aeroad, spectral, neuron, strive, lux, grizl, speedmax, exceed, stoic, torque
Cube | stereo, reaction, attention, aim, nuroad, agree, attain, kathmandu, touring, acid
Orbea | orca, oiz, occam, alma, terra, rise, gain, avant, vector, laufey, katu
Merida | big nine, big seven, one-twenty, one-forty, ninety-six, scultura, reacto, silex, eone-sixty, espresso
Ghost | kato, lector, asket, riot, lanao, hybride
Focus | jam, thron, raven, izalco, paralane, atlas, whistler
Cervélo | soloist, caledonia, aspero, r5, s5, p5
Pinarello | dogma, paris, prince, gan
Bianchi | oltre, infinito, specialissima, methanol, sprint, via nirone
Santa Cruz | nomad, bronson, hightower, megatower, tallboy, 5010, heckler, chameleon, blur
Orange | five, stage, alpine
Gazelle | orange, chamonix, ultimate, arroyo, medeo, eclipse, grenoble, paris, esprit, heavy duty
Brompton | m6l, s2l, c line, p line, t line, electric
Rockrider | st, xc, am, e-st
Triban | rc, gravel, rc 520, rc 120
Apple | iphone, ipad, macbook, imac, airpods, apple watch, homepod, airpods pro, airpods max, apple tv, magic mouse, magic keyboard, pencil
Smart | fortwo, forfour, roadster, crossblade, #1, #3
Amazon | kindle, kindle paperwhite, kindle oasis, kindle scribe, echo, echo dot, echo show, fire tv, fire tv stick, fire hd
Samsung | galaxy, galaxy tab, galaxy buds, galaxy watch, bespoke, ecobubble, galaxy z, galaxy s, galaxy a, galaxy fold, galaxy flip, odyssey, the frame
Honor | magic, x8, x7, 90, 70, pad
Nothing | phone, ear
Google | pixel, pixel buds, nest, chromecast, pixel watch, nest hub, nest mini
Microsoft | surface, xbox
Lenovo | thinkpad, ideapad, legion, yoga, thinkbook, tab
Asus | zenbook, vivobook, rog, tuf, zenfone, chromebook
Acer | aspire, swift, nitro, predator, chromebook
Medion | erazer, akoya, lifetab
HP | pavilion, envy, spectre, elitebook, probook, victus, deskjet, officejet, laserjet
Dell | xps, inspiron, latitude, vostro, alienware, precision
Sony | playstation, walkman, alpha, cyber-shot, handycam, bravia, xperia, dualsense, dualshock
Nintendo | switch, switch lite, game boy, gameboy, wii, ds, 3ds, gamecube, super nintendo, nes
Sega | mega drive, dreamcast, saturn, master system, game gear
Valve | steam deck, index
Meta | quest
Clinique | moisture surge, dramatically different, take the day off, even better, almost lipstick, happy, superbalanced, all about eyes, black honey
MAC | ruby woo, studio fix, velvet teddy, russian red, strobe cream, lipglass, prep + prime, mineralize
Estée Lauder | advanced night repair, double wear, pleasures, beautiful, revitalizing supreme
Lancôme | la vie est belle, idôle, génifique, hypnôse, teint idole, tresor, trésor
Dior | sauvage, j'adore, miss dior, hypnotic poison, fahrenheit, addict, forever, homme, capture, saddle, book tote, lady dior, b23, b22, b27
Chanel | coco mademoiselle, chance, bleu de chanel, n°5, no 5, allure, gabrielle, rouge coco
Carolina Herrera | good girl, 212, very good girl, bad boy, ch
Rabanne | one million, 1 million, lady million, invictus, olympea, phantom, fame
Tom Ford | black orchid, oud wood, tobacco vanille, lost cherry, ombré leather, neroli portofino
Jean Paul Gaultier | le male, scandal, classique, la belle, le beau
Saint Laurent | libre, black opium, touche éclat, y, mon paris
Giorgio Armani | acqua di gio, sì, si, my way, code, luminous silk
Rituals | the ritual of sakura, the ritual of karma, the ritual of ayurveda, the ritual of hammam, the ritual of mehr, sakura, karma, ayurveda, hammam, mehr
Nuxe | huile prodigieuse, rêve de miel, reve de miel, crème fraîche, creme fraiche, prodigieux
Benefit | hoola, they're real, roller lash, porefessional, gimme brow, benetint, precisely my brow
Charlotte Tilbury | pillow talk, magic cream, flawless filter, airbrush, hollywood flawless filter
The Ordinary | niacinamide, hyaluronic acid, retinol, buffet, aha 30%, glycolic acid, caffeine solution
Nivea | q10, men sensitive, soft, sun, cellular, creme care, luminous 630
Garnier | fructis, ultra doux, micellar, skinactive, ambre solaire, nutrisse, olia
Vichy | mineral 89, liftactiv, normaderm, dercos, capital soleil
Urban Decay | naked, all nighter, 24/7
Too Faced | better than sex, born this way, lip injection, chocolate bar
Origins | ginzing, mega-mushroom
La Mer | crème de la mer, the moisturizing cream
Maybelline | sky high, lash sensational, fit me, superstay, super stay, lash sensational sky high, great lash, the colossal
L'Oréal | elvive, revitalift, true match, telescopic, infallible, paradise
Rimmel | stay matte, lasting finish, match perfection, scandaleyes
Max Factor | false lash effect, lipfinity, facefinity, pan-stik
Essence | lash princess, i love extreme
Dove | men+care, derma spa
Creed | aventus, silver mountain water, green irish tweed, viking
Hermès | birkin, kelly, evelyne, constance, picotin, oran, terre d'hermès, twilly
Louis Vuitton | neverfull, speedy, alma, keepall, pochette, onthego, multi pochette, petite malle
Gucci | marmont, dionysus, jackie, horsebit, ace, rhyton, bloom, guilty, flora
Prada | re-edition, cleo, galleria, america's cup
Michael Kors | jet set, selma, mercer, bradshaw
Longchamp | le pliage, roseau
Omega | speedmaster, seamaster, constellation, de ville, aqua terra, planet ocean, moonwatch
TAG Heuer | carrera, monaco, aquaracer, formula 1, link, autavia
Cartier | tank, santos, ballon bleu, panthère, panthere, love, juste un clou, trinity, pasha, calibre
Rolex | submariner, daytona, datejust, day-date, gmt-master, explorer, oyster perpetual, yacht-master, sea-dweller, milgauss, air-king
Hublot | big bang, classic fusion, spirit of big bang
Panerai | luminor, radiomir, submersible
Zenith | el primero, defy, chronomaster, pilot
Tissot | prx, le locle, seastar, gentleman, t-touch, visodate, everytime
Swatch | irony, skin, moonswatch, bioceramic, sistem51
Hamilton | khaki, jazzmaster, ventura, khaki field, khaki aviation, intra-matic
Longines | conquest, hydroconquest, master collection, dolcevita, spirit, heritage
Seiko | presage, prospex, 5 sports, astron, seiko 5, king seiko, grand seiko, samurai, turtle, alpinist
Citizen | eco-drive, promaster, tsuyosa, attesa
Casio | g-shock, baby-g, edifice, pro trek, vintage, oceanus, calculator watch, privia, casiotone, celviano
Orient | bambino, kamasu, mako, ray
Fossil | grant, townsman, gen 6, gen 5, machine, jacqueline
Garmin | forerunner, fenix, venu, vivoactive, instinct, edge, epix, enduro, vivomove, lily, approach, descent
Polar | vantage, grit x, pacer, ignite, unite, verity sense, h10
Coros | pace, apex, vertix
Pandora | moments, me, reflexions, essence, signature, timeless
Tous | bear, oso, urso, ours, orso, sweet dolls, manifesto
Swarovski | stilla, millenia, constella, sparkling dance, attract, iconic swan
Kartell | louis ghost, componibili, bourgie, masters, victoria ghost, mademoiselle, kabuki, battery, top top, bookworm
Vitra | eames, panton, tip ton, lounge chair, hal, eames plastic chair, dsw
Herman Miller | aeron, embody, sayl, mirra, cosm, eames
Knoll | tulip, barcelona, wassily, womb
Hay | palissade, about a chair, aac, mags, about a stool
IKEA | kallax, billy, malm, hemnes, poäng, poang, lack, ektorp, pax, expedit, alex, besta, bestå, brimnes, strandmon, stockholm, söderhamn
Lego | technic, city, friends, duplo, star wars, ninjago, creator, ideas, architecture, harry potter, minecraft, marvel, disney, icons, speed champions, dots, botanical
Playmobil | city life, city action, dollhouse, family fun, novelmore, country, knights, pirates, 1.2.3, 123
Barbie | dreamhouse, extra, fashionistas, color reveal, chelsea, ken, big city big dreams, dreamtopia
Fisher-Price | little people, laugh & learn, rires et éveil, rires & éveil, imaginext, rock-a-stack, baby gym, bright beginnings, linkimals
Hot Wheels | city, monster trucks, track builder, mario kart, premium, car culture, ultimate garage, id
Nerf | elite, n-strike, fortnite, rival, zombie strike, mega, ultra, doomlands, dinosquad, hyper
Mattel | pictionary, scrabble, masters of the universe, polly pocket, monster high, jurassic world, matchbox
Hasbro | monopoly, cluedo, trivial pursuit, twister, jenga, connect 4, operation, battleship, play-doh, play doh, furreal, baby alive, guess who
Transformers | bumblebee, optimus prime, studio series, generations, earthspark, rise of the beasts
Sylvanian Families | calico critters
Chicco | goody, next2me, next 2 me, polly, trio, bravo, love, best friend, kid fit, seat up, lullaby
Bugaboo | fox, cameleon, bee, donkey, butterfly, dragonfly, lynx, ant, kangaroo
Cybex | sirona, cloud z, cloud t, priam, balios, eezy s, solution, pallas, anoris, gazelle, mios, libelle, orfeo
Maxi-Cosi | pebble, cabriofix, familyfix, axissfix, pearl, tobi, rodifix, citi, lila, zelia, leona
Joie | i-spin, spin 360, i-snug, every stage, mytrax, litetrax, stages, i-level
Stokke | tripp trapp, xplory, sleepi, trailz, scoot, clikk, steps, yoyo, flexi bath
Little Tikes | cozy coupe, first slide, activity garden, cape cottage
VTech | kidizoom, kidi, toot-toot, tut tut, storio, kidizoom duo, v.smile
Funko | pop, pop!, soda, bitty pop, pocket pop
Bandai | tamagotchi, gunpla, dragon ball, power rangers
Ravensburger | gravitrax, tiptoi, labyrinth, puzzleball
Schleich | horse club, wild life, farm world, dinosaurs, eldrador, bayala
Brio | world, builder
Wilson | pro staff, blade, clash, ultra, burn, six, shift, evolution, nba, ncaa, a2000, federer
Babolat | pure drive, pure aero, pure strike, pure, evo drive, boost drive
Head | speed, radical, gravity, prestige, extreme, boom, instinct, delta, alpha, graphene
Yonex | ezone, vcore, percept, astrox, nanoflare, arcsaber
Atomic | redster, hawx, vantage, bent chetler, maverick, backland, cloud
Rossignol | hero, experience, blackops, sender, react, alltrack, evo
Osprey | atmos, aura, exos, eja, talon, tempest, farpoint, fairview, kestrel, kyte, stratos, sirrus, daylite, skarab
Black Diamond | spot, storm, cosmo, momentum, solution, camalot, trail, distance, revolt
Deuter | aircontact, futura, speed lite, trail, kid comfort, aviant
Coleman | fastpitch, darwin, ridgeline, instant
Quechua | 2 seconds, 2 secondes, arpenaz, mh100, mh500, nh100
Petzl | tikka, actik, swift, nao, iko, aria, bindi, grigri
Jack Wolfskin | texapore
Mammut | nordwand, barryvox, ultimate, eiger
Arc'teryx | beta, alpha, atom, gamma, cerium, zeta, mantis, proton
Fender | stratocaster, telecaster, jazzmaster, jaguar, mustang, precision, jazz bass, precision bass, player, vintera, american professional, american ultra, blues junior, hot rod, twin reverb, rumble, frontman, champion, tone master
Squier | classic vibe, affinity, bullet, contemporary, paranormal, sonic
Gibson | les paul, sg, es-335, es 335, flying v, explorer, j-45, hummingbird, firebird, thunderbird, l-00
Epiphone | les paul, sg, casino, dot, riviera, hummingbird, explorer, flying v, dove
Ibanez | rg, s series, jem, prestige, artcore, tube screamer, as, sr, gio, az
Yamaha | pacifica, revstar, fg800, fg, clavinova, arius, p-45, p-125, psr, reface, motif, montage, tyros, silent, dtx, stage custom
Roland | fp-30, td-07, td-17, juno, jupiter, aira, fantom, go:keys, cube, jc-120, jazz chorus, v-drums
Boss | katana, rc-505, rc-30, ds-1, gt-1, me-80, sd-1, bd-2, nux
Korg | minilogue, monologue, volca, microkorg, kronos, krome, nautilus, ms-20, opsix, wavestate, sv-2
Marshall | stanmore, acton, woburn, emberton, major, minor, motif, kilburn, middleton, jcm800, dsl, mg, code, origin
Orange (amps) | crush, rockerverb, tiny terror, micro terror, rocker
Vox | ac30, ac15, pathfinder, valvetronix, mini go
Pearl | export, roadshow, masters, decade, session studio, reference, mimic
Tama | imperialstar, superstar, starclassic, iron cobra, speed cobra
Nord | stage, electro, lead, piano, grand
Martin | d-28, d-18, 000-15, lx1, dx1
Taylor | 114ce, 214ce, 314ce, academy, gs mini, baby taylor
Canon | eos, powershot, ixus, pixma, selphy, canoscan, rebel, sureshot
Nikon | coolpix, nikkormat, nikkor, z fc, zfc
Fujifilm | instax, x100v, x100vi, x100f, x-t, x-t1, x-t2, x-t3, x-t4, x-t5, x-t20, x-t30, x-e3, x-e4, x-s10, x-s20, x-h2, x-pro2, x-pro3, gfx, finepix, instax mini, instax wide
Olympus | pen, om-d, mju, tough, trip
Polaroid | now, now+, go, i-2, onestep, sx-70, 600
Leica | m, q, sofort, d-lux, v-lux, cl, sl
GoPro | hero, max, karma
DJI | mavic, mini, air, phantom, osmo, avata, ronin, pocket, action
Bose | quietcomfort, soundlink, soundsport, soundbar, noise cancelling, qc, home speaker, sleepbuds, smart speaker
Sennheiser | momentum, hd 600, hd 650, hd 800, hd 560, cx, ie, accentum, pxc
Beats | studio, studio pro, solo, solo pro, powerbeats, studio buds, fit pro, flex, pill, beats x
JBL | flip, charge, go, clip, xtreme, boombox, partybox, tune, live, endurance, quantum, pulse, bar
Ultimate Ears | boom, megaboom, wonderboom, hyperboom, everboom, epicboom
Bang & Olufsen | beoplay, beosound, beolit, beovision, beolab
Sonos | era, roam, beam, arc, play:1, play:5, five, move, ray, sub, ace, one sl, playbar, playbase
Marley | get together, chant, uprise
Audio-Technica | at-lp60, at-lp120, ath-m50x, ath-m40x, sound burger
Technics | sl-1200, sl-1210, sl-1500
Pioneer | ddj, cdj, xdj, djm
Dyson | v8, v10, v11, v12, v15, airwrap, supersonic, corrale, pure cool, hot+cool, omni-glide, gen5, big ball, ball
Thermomix | tm5, tm6, tm31, tm21
Kenwood | chef, kmix, cooking chef, prospero, multipro, kmix, titanium chef
KitchenAid | artisan, heavy duty
De'Longhi | magnifica, dinamica, eletta, primadonna, dedica, la specialista, rivelia, pinguino, icona, autentica
Nespresso | vertuo, essenza, citiz, pixie, inissia, lattissima, creatista
Krups | evidence, intuition, arabica, essenza
Moulinex | companion, cookeo, i-companion, masterchef, easy fry
Tefal | actifry, ingenio, cookeo, easy fry, optigrill, express
Philips | hue, sonicare, lumea, oneblade, airfryer, senseo, norelco, avent, xtreme vision, x-treme vision, racing vision, whitevision, ultinon
Braun | series 9, series 7, series 5, silk-épil, silk epil, oral-b, multiquick, ipl, satin hair
Cecotec | conga, mambo, bolero, cumbia, power espresso
Rowenta | x-force, focus, pro master, silence force, x-pert
Ninja | foodi, creami, ninja creami, speedi, af100, af300, af400, bn
Shark | anti hair wrap, stratos, navigator, lift-away, duoclean, powerdetect, flexstyle, ai robot
iRobot | roomba, braava
Bosch | serie 2, serie 4, serie 6, serie 8, professional, uneo, easydrill, advanceddrill, psr, pst, gsr, gsb, tassimo, unlimited
Makita | lxt, xgt, cxt
DeWalt | xr, flexvolt, atomic
Milwaukee | fuel, m12, m18, one-key, packout
Ryobi | one+, one plus, 36v max power
Festool | domino, kapex, rotex, ets, ts 55, carvex, midi
Stihl | ms 170, ms 180, ms 250, fs, rma
Kärcher | k2, k3, k4, k5, k7, wd, sc, fc, window vac, wv
Einhell | power x-change, te-, ge-
Fiat | uno, punto, panda, 500, tipo, doblo, ducato, bravo, stilo, multipla, seicento, croma, grande punto, 500x, 500l
Volkswagen | golf, polo, passat, tiguan, touran, t-roc, up!, sharan, caddy, transporter, scirocco, beetle, id.3, id.4
Renault | clio, megane, mégane, captur, kadjar, twingo, scenic, scénic, laguna, kangoo, zoe, austral, trafic
Peugeot | 106, 206, 207, 208, 306, 307, 308, 2008, 3008, 5008, partner, expert, rifter
Seat | ibiza, leon, león, arona, ateca, altea, toledo, alhambra, tarraco, mii
Michelin | pilot sport, primacy, alpin, crossclimate, energy saver, pilot road, power, e primacy, latitude, agilis
Continental | ecocontact, premiumcontact, sportcontact, wintercontact, allseasoncontact, grand prix, gp5000
Pirelli | p zero, cinturato, scorpion, sottozero, diablo, angel
Bridgestone | turanza, potenza, blizzak, weather control, battlax
Castrol | edge, magnatec, gtx, power1, power 1
Shell | helix, advance, rimula
Brembo | xtra, beyond
Alpine | halo, ilx, ute
Alpine (cars) | a110, a310, a610, a290, a390
Shark (helmets) | spartan, evo, skwal, ridill, race-r, d-skwal, vancore, aeron, oxo, street drak
Sigma | art, contemporary, sports, dp
Tamron | sp, di, vc
Peak Design | everyday, capture, travel line, slide, everyday backpack
Manfrotto | befree, element, mt190, pixi
Rode | videomic, wireless go, procaster, podmic, nt1, nt-usb
Zoom | h4n, h5, h6, h1n, podtrak
Teenage Engineering | op-1, op-z, pocket operator, ep-133
Penguin | classics, modern classics, clássicos
Gallimard | folio, folio junior, folio classique, folio policier, folio sf, folio essais, la pléiade, pléiade, bibliothèque de la pléiade, quarto, nrf, série noire, découvertes gallimard, l'imaginaire
Actes Sud | babel, babel noir
Reclam | universal-bibliothek, reclam xl
Anagrama | compactos, panorama de narrativas, narrativas hispánicas
Alianza Editorial | el libro de bolsillo, libro de bolsillo
Mondadori | oscar, oscar mondadori, i meridiani, meridiani
Einaudi | super et, tascabili, einaudi tascabili
Adelphi | piccola biblioteca adelphi, fabula
Oxford University Press | oxford world's classics, world's classics
Taschen | basic art, bibliotheca universalis, 40th
Marvel | omnibus, legends, masterworks, epic collection, select
Star Wars | black series, vintage collection
Paw Patrol | mighty pups, jungle pups
Catan | seafarers, cities & knights, cidades e cavaleiros
Games Workshop | warhammer, warhammer 40k, warhammer 40000, age of sigmar, kill team, citadel
Weber | spirit, genesis, master-touch, smokey mountain, go-anywhere, traveler, q 1200, q 2200, compact kettle, original kettle
Char-Broil | performance, professional, kettleman
Nordica | dobermann, speedmachine, enforcer, santa ana, sportmachine
Burton | custom, process, step on, ion, moto, ruler, photon
Hugo Boss | bottled, the scent, boss bottled
Samsonite | cosmolite, proxis, neopulse, s'cure, c-lite, lite-box
Rimowa | essential, hybrid
Herschel | little america, retreat, novel, heritage
Eastpak | padded pak'r, padded pakr, springer, orbit, tranverz
Fjällräven | kånken, kanken, greenland, keb, vidda, abisko, expedition
Ray-Ban | wayfarer, aviator, clubmaster, round, justin, erika, new wayfarer, hexagonal
Oakley | holbrook, frogskins, radar, jawbreaker, sutro, flak, gascan
Poco | f5, f6, x6, x7, m6, c65
Oculus | quest, rift, go
Marin | rift zone, nail trail, bobcat trail, four corners, muirwoods, fairfax, alpine trail, san quentin, wildcat trail, gestalt
Moustache | samedi, dimanche, lundi, friday
Rose | backroad, reveal, x-lite, root miller, ground control, pdq, thrill hill
Radon | slide, jab, skeen, swoop, render, spire, jealous, zr team
Polygon | siskiu, xtrada, collosus, strattos, heist
Yeti | sb130, sb140, sb150, sb160, sb120, arc
Pivot | mach 4, switchblade, firebird, trail 429, shadowcat, vault, e-vault
Tern | gsd, hsd, vektron, link, verge, quick haul
Sparta | a-shine, c-grid, m-grid, d-burst
Look | 785, 795, 765, 695
Fila | disruptor, ray tracer, grant hill
Kappa | banda, authentic
Wrangler | texas, greensboro, arizona, regular
Lee | rider, brooklyn, daren, luke, west
Replay | anbass, hyperflex, whitney
Salsa | push in, push up, wonder, secret, diva, mystery
Candy | smart pro, smart, grando vita, rapido, bianca, aquamatic
Miele | complete c3, blizzard, triflex, scout, guard, boost cx1
Diptyque | philosykos, do son, tam dao, orphéon, orpheon, eau duelle, baies, fleur de peau, eau rose
Nina Ricci | l'air du temps, nina, luna, les belles de nina
Rare Beauty | soft pinch, liquid touch, positive light, warm wishes
Drunk Elephant | protini, c-firma, lala retro, b-hydra, t.l.c.
The Body Shop | body butter, white musk, tea tree
Glossier | boy brow, cloud paint, balm dotcom, you
Boticário | malbec, lily, egeo, floratta, quasar, zaad
ESP | ltd, eclipse, horizon, ec-1000
Jackson | soloist, dinky, rhoads, kelly, king v, js22, js32
Elixir | nanoweb, optiweb, polyweb
Novation | launchpad, launchkey, circuit, bass station, peak, summit
Native Instruments | maschine, komplete, traktor, kontrol
Ludwig | supraphonic, black beauty, breakbeats, acrolite, classic maple
Sonor | aq2, sq1, sq2, aq1, force
Positive Grid | spark, bias, spark mini, spark go
Mesa/Boogie | mark v, dual rectifier, rectoverb, triple crown, mark iv
Warwick | corvette, streamer, thumb, rockbass
Sire | marcus miller, larry carlton
Cordoba | c5, c9, c10, fusion
M-Audio | keystation, oxygen, hammer, air
Think Tank | airport, streetwalker, retrospective, mirrorless mover
Vanguard | alta, veo
Focal | bathys, utopia, clear, elear, listen, aria, chora, stellia, celestee
Dali | oberon, spektor, zensor, opticon, rubicon, katch
Monitor Audio | bronze, silver, gold, platinum, studio
Q Acoustics | 3020i, 3030i, 3050i, concept, m20, m40
Rega | planar, brio, elex, io
Corsair | vengeance, k70, k95, k65, virtuoso, hs80, hs65, void, dark core, scimitar, harpoon, ironclaw, icue
Audio Pro | addon, c10, c5, a26, g10
Creative | pebble, stage, sound blaster, aurvana
Roberts | revival, stream, rambler, zoombox
Rado | captain cook, true, centrix, hyperchrome, diastar, true square
Baume & Mercier | clifton, classima, riviera, hampton
Alpina | alpiner, startimer, seastrong
G-Shock | mudmaster, rangeman, frogman, gravitymaster, mudman, casioak
Nixon | time teller, sentry, 51-30, base
Invicta | pro diver, speedway, subaqua, bolt
Magis | spun, air-chair, chair one
Sage | barista express, barista pro, barista touch, oracle, bambino, duo-temp, dual boiler, the barista express
Jura | ena, e8, e6, z10, s8, giga, impressa
Nestlé | dolce gusto, nescafé dolce gusto, nescafe dolce gusto
LeapFrog | leappad, leapstart, leapreader
Baby Jogger | city mini, city select, city tour, city sights
Silver Cross | wave, pioneer, reef, tide, dune, comet, jet, balmoral
Dr. Brown's | options+, natural flow, anti-colic
Carrera | go!!!, digital 132, digital 124, evolution, first
Famosa | nenuco, pinypon, nancy, barriguitas
Micro | maxi, mini micro, sprite, speed, cruiser
Ty | beanie boos, beanie babies, squish-a-boos
Spin Master | hatchimals, bakugan, kinetic sand, gund
Bic | cristal, 4 colours, 4 couleurs
Pampers | baby-dry, premium protection, harmonie, sensitive
Tecnica | mach1, cochise, forge, zero g
Lange | rs, shadow, xt3
Elan | ripstick, amphibio, wingman
Prince | tour, phantom, textreme, beast, warrior
Dunlop | cx, sx, fx, srixon
Gregory | baltoro, deva, zulu, jade, paragon, maven, focal
Scarpa | mojito, ribelle, zodiac, instinct, drago, vapor, rush
La Sportiva | solution, katana, bushido, tx4, ultra raptor, akasha, mutant, jackal
Vango | banshee, odyssey, nevis
Sea to Summit | spark, ether light, ultralight, x-pot
Giro | aether, syntax, fixture, register, manifest, source
Bell | super, sixer, full-9, spark
Smith | vantage, forefront, squad, i/o, 4d mag, wildcat
Rip Curl | flashbomb, e-bomb, dawn patrol
Arena | cobra, powerskin, carbon
Mares | avanti, puck, instinct
Ping | g425, g430, g410, anser, i230, blueprint
Marmot | precip, minimalist, guides down
Rab | microlight, neutrino, kinetic, xenair, mythic, infinity
Castelli | perfetto, gabba, alpha, entrata, free aero
Elite | direto, suito, novo, tuo, justo, rampa
Abus | bordo, granit, gamechanger, aduro, macator
Irwin | vise-grip, quick-grip
Keen | newport, targhee, jasper, uneek, whisper
Altra | lone peak, torin, escalante, rivera, timp
Five Ten | freerider, hellcat, trailcross, impact
Mizuno | wave rider, wave inspire, wave sky, morelia
Saucony | jazz, shadow, ride, triumph, endorphin, kinvara, guide, peregrine
Merrell | moab, trail glove, agility peak, hydro moc
Under Armour | hovr, curry, project rock, charged
Skechers | go walk, d'lites, arch fit, max cushioning, uno
Geox | nebula, respira, spherica
Havaianas | top, slim, brasil
Hunter | refined
UGG | tasman, tazz, bailey bow, ultra mini, neumel
Stone Island | ghost, shadow project, membrana
Napapijri | skidoo, rainforest, rainforest
Kenzo | tiger, boke flower
Burberry | nova check, trench
Balenciaga | triple s, speed, track, city, le cagole, hourglass
Bottega Veneta | jodie, cassette, pouch, andiamo
Celine | triomphe, luggage, belt bag, ava, 16
Fendi | baguette, peekaboo, first
Loewe | puzzle, hammock, flamenco, gate
Miu Miu | wander, arcadie
Chloé | marcie, woody, drew, faye, c bag
Jacquemus | le chiquito, le bambino, le grand bambino
Coach | tabby, willow, rogue, pillow tabby
Polène | numéro un, numéro neuf, numero un, numero neuf, cyme, umi
Xiaomi | mi, mi band, smart band, mi scooter, electric scooter, redmi pad, robot vacuum, redmi, redmi note, poco
Huawei | mate, pura, nova, watch gt, freebuds, matebook, matepad
Palladium | pampa, pampa hi, pampa lite, baggy
Munich | goal, massana, barru, g-3, dash
Triangle | borea, antal, titus, comète, magellan
Fein | multimaster, supercut
Time | alpe d'huez, scylon, fluidity, vxrs, adhx, izon, rxr
Pocketbook | era, verse, inkpad, touch lux, touch hd
Canton | gle, chrono, vento, karat, ergo
Cowboy | cruiser
Taurus | mycook
Sharp | aquos
Trust | gxt
BlackBerry | bold, curve, passport, key2, keyone
Predator | helios, triton, orion
Analogue | pocket, duo, mega sg, super nt
Electra | townie
Mustela | stelatopia
Engl | fireball, powerball, savage, ironball
Metz | mecablitz
Gabor | rollingsoft
Church's | consul, shannon, grafton
Aigle | parcours
K-Way | le vrai
Urban Arrow | family, shorty, cargo line, tender
Riese & Müller | packster, nevo, delite, multicharger, supercharger, tinker
Panasonic | lumix, viera, toughbook, eneloop, technics
Fitbit | charge, versa
MSI | katana, stealth, raider, titan, prestige, cyborg, vector
Razer | blade, deathadder, kraken, blackwidow, viper, basilisk, huntsman, kishi
Logitech | mx master, mx keys, mx anywhere, g pro, g502, g29, g920, brio, streamcam, harmony, combo touch
Motorola | moto g, moto e, edge, razr, defy
Nokia | lumia, 3310, g21, g22, xr20
Oppo | find x, reno, find n
Realme | narzo, gt master
OnePlus | nord, nord ce
Smeg | fab, dolce stil novo
BMW | serie 1, serie 3, serie 5, série 3, x1, x3, x5, gs, r 1250 gs
Toyota | yaris, corolla, auris, rav4, c-hr, aygo, prius, land cruiser, hilux, avensis, supra, celica, gt86
Ford | fiesta, focus, kuga, puma, mondeo, ranger, transit, mustang, ka, c-max, s-max, ecosport, galaxy, fusion, escort, sierra, tourneo, explorer
Opel | corsa, astra, insignia, meriva, zafira, mokka, crossland, grandland, adam, vectra
Hyundai | i10, i20, i30, i40, ix20, ix35, tucson, kona, santa fe, ioniq, bayon, getz, atos, matrix
Kia | picanto, rio, ceed, cee'd, proceed, sportage, sorento, niro, stonic, xceed, venga, carens, ev6
Nissan | micra, qashqai, juke, leaf, note, navara, x-trail, pulsar, almera, primera, patrol, 350z, 370z
Citroën | c1, c2, c3, c4, c5, saxo, xsara, xsara picasso, berlingo, c4 picasso, c3 aircross, c4 cactus, ds3, jumpy, 2cv
Dacia | sandero, logan, duster, spring, jogger, lodgy, dokker
Mazda | mx-5, cx-3, cx-30, cx-5, cx-60, rx-8, rx-7, mazda2, mazda3, mazda6
Škoda | fabia, octavia, superb, kodiaq, karoq, kamiq, scala, rapid, yeti, citigo, roomster, enyaq
Mitsubishi Motors | outlander, asx, space star, pajero, l200, lancer, colt, eclipse cross
Suzuki | swift, vitara, jimny, ignis, sx4, baleno, celerio, alto, s-cross, gsx-r, v-strom, burgman
Mercedes-Benz | classe a, classe c, classe e, clase a, clase c, sprinter, vito, gla, glc, cla, slk
Jaguar | xf, xe, xj, xk, f-pace, e-pace, i-pace, f-type, e-type, s-type, x-type
Audi | a1, a3, a4, a5, a6, q2, q3, q5, q7, tt, e-tron
Honda | civic, jazz, cr-v, hr-v, pcx, cbr, africa twin, forza, sh125, cb500
Vespa | primavera, sprint, gts, px, lx
Atari | 2600, 7800, lynx, jaguar, vcs
HTC | vive, vive pro, vive focus, desire, wildfire
`;
