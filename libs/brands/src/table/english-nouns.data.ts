/**
 * Nouns of goods (of `product-nouns.data.ts`) that are English words and no word of PT, ES, FR, IT or DE: Debian's word lists
 * (american-english, british-english against portuguese, spanish, french, italian, ngerman), read once when written. English puts
 * the word describing a noun before it ("head lamp", "bell tent"), so a maker that is also a word, in lower case right before one
 * of these, may be that describing word; before a noun of the other languages ("aspirador", "Halbschuhe", "macchina") it is not.
 */
export const englishGoodsNouns: ReadonlySet<string> = new Set(
  'accordion alternator amplifiers amps armchair automatic backpack bag balm barbeque bed belt bicycles bike bikes binoculars biography blaster blender blush body bookcase bookshelf bouncer boxing boxinggloves bra brogues brooch budgie bulbs bumper bust caliper calipers camcorder candle candles cards carpet cartridge castle cats chain chains chainsaw charm charms choker clarinet climbing coats coffeemachine cologne conditioner cooker cream crib cup cups curler curtain cushion cushions cutlery cymbal cymbals derbies desk dictionary dishwasher distortion diving documentary dogs doll dolls dresses drone drum drums dryer dumbbells earbuds earphone earphones earrings educational effects encyclopedia eyeliner fishing fleece fleeces flipflops fork forks foundation fragrance frame fridge fryer futon fuzz glasses gloss gloves gravel grinder guitars handbag handsaw hardback harness harp headlight headphone headphones headset heater hedge heels helmet helmets highchair highlighter hob hoodie jackets jewellery jewelry jumpsuit kettle ladder lamp leash lens lenses lipstick lithograph loafers makeup mandolin map maps mattress mice microwave mirror moisturiser moisturizer mouse mug mugs mules necklace necklaces neoprene novels oven overdrive oxfords pads painting pants parakeet parkas pick pillow pillows playpen pliers plush postcard postcards powder pram printer printers rabbit rabbits racquet racquets receiver refrigerator rims robes rollers rope rug saddle sandals sander saucepan saucers saw scarf scissors screwdriver scrub shaver shelf shirts shoe shoes shower sideboard skillet skirt skirts slippers smartwatch smartwatches snare sneaker sneakers snorkel snorkeling snowboard snowboards soap socks stabilizer steering stilettos stool strap stroller sunglasses surfboard sweat swimming swimsuit swimsuits tapemeasure teacup teacups tent tents tie tights tongs toothbrush torch towel towels toy toys treadmill trench tripod trousers trumpet turntable tyre tyres vest vinyl waffle wallet wardrobe washer watch watches webcam wellies wellingtons wiper wipers wrench'.split(' '),
);

/**
 * Nouns of goods (of `product-nouns.data.ts`) that are words of English or German as well ("radio", "piano", "ohrringe", "stiefel";
 * the English-only ones are above): Debian's british-english (its lower-case words) and ngerman, read once when written. English
 * and German write the describing word before the noun, so with no category to say what is sold, a maker that is also a word,
 * right before one of these, may be that describing word ("pure radio", "goldene Ohrringe").
 */
export const describedFirstNouns: ReadonlySet<string> = new Set(
  (
    'agenda agendas akkordeon album alliance amp amplifier ampoule ampoules analog angelrute anhanger anorak anzug aquarium ' +
    'armband armbander armbanduhr atlas babyphone backofen badeanzug ball ballerinas ballon ballons balls banjo barbacoa ' +
    'barbecue barbecues baskets bass basse basso batterie bauernhof becher bermuda bermudas besteck bett bettdecke bicycle ' +
    'bikini bilderrahmen biografie biographie blazer blitz blouse blouson bluse bohrer bohrmaschine boiler bola bolas bone ' +
    'book books boots boucle boucles boxe boxers bracelet bracelets bras bremsbelage bremsklotze brosche buch bucher ' +
    'bugeleisen buggy bulb bureau burg burste cadre cafe camera cameras canape candela cane canoe cap capsules cardigan ' +
    'casserole cassette cd cello chair chairs chaise chaises chat chateau chats chemise chemises circuit clubs coat collar ' +
    'collier colliers combo comic comics commode compressor computer console consoles controller controllers cornice corps ' +
    'costume couches credenza creme cremes croquettes culotte culottes decoration deodorant derailleur desktop diffuser disco ' +
    'discos dog douche dreirad dress dresser drill drucker duft dunstabzugshaube dusche duvet dvd effekt ehering ersatzteile ' +
    'escape espadrilles espresso experiments fahrrad fahrrader farm fauteuil felgen fernglas fernseher figure figures ' +
    'figurine film filme filmes films filter filters filtre fins fitness flash flashes flossen flote flute fohn four freezer ' +
    'freischneider fritteuse frontal frontale gabel ganzjahresreifen gardine gefrierschrank gehause geige gel gemalde ' +
    'geschirr geschirrspuler gewichte gitarre gitarren glas glaser glass gluhbirne golf gonna gonne gps grill grills guide ' +
    'guitar gummistiefel gurtel gym haarspray halskette halsketten halter hammer hamster hamsters handschuhe handtuch handy ' +
    'handys hanteln hardcover harfe harmonica hat heizlufter helm helme hemd hemden herd hocker hose hosen hund hunde ' +
    'induction instant jacke jacken jacket jeans jersey joystick joysticks jumper kaffeemaschine kafig kamera kameras ' +
    'kaninchen kappe karabiner karten katze katzen kayak kerze kerzen kette keyboard keyboards kimono kinderschuhe ' +
    'kinderwagen kissen klarinette klavier kleid kleider kleiderschrank klettern klingel knete kompressor konsole kontrabass ' +
    'kopfhorer krawatte kuhlschrank kupplung ladegerat lampe landau laptop laptops laser laufband laufschuhe lautsprecher ' +
    'lederstiefel leggings leine leiter lenkrad lexikon lidschatten lingerie lippenstift lit lockenstab lotion macro magazine ' +
    'makro mandoline manga mantel mascara matratze mediator meerschweinchen mesa metronome microphone microphones midi ' +
    'mikrofon mikrofone mikrowelle miniature miniatures mischpult mixer monitor monitors mundharmonika mutze nagellack nager ' +
    'nahmaschine napf neoprenanzug niveau notebook notebooks notizbuch novel objektiv objektive ohrring ohrringe oil oleo ' +
    'organ orgel palette paperback parfum parfums parka pc pedal pedals pendant perfume perfumes pfanne phone phones piano ' +
    'pianoforte pianos pinne plakat plate plates platine plato plattenspieler plektrum pluschtier pneu pneus po polo ' +
    'portefeuille postal poster posters primer probe puder pull pulli pullover pumps puppe purifier puzzle pyjama racket ' +
    'rackets radiator radio rasenmaher receptor reflex regal reifen reisefuhrer rennrad ring ringe rings robe robot rock ' +
    'rolle rollschuhe roman romance romances roues rucksack rutsche sabrinas sac sacs saison saiten saltos sandale sandalen ' +
    'saucer saxofon saxofone saxophone scanner schal schallplatte schaukel schaukelpferd scheibenwischer scheinwerfer schere ' +
    'schlafanzug schlafsack schlager schlagzeug schleifmaschine schlussel schminke schmuck schnuller schrank schreibtisch ' +
    'schuhe schwimmen scooter sculpture seife serum sessel shampoo shampooing shirt shorts sierra sierras single skate ' +
    'skateboard skates ski skier skis skulptur sleeping slide smartphone smartphones socken sofa sofas sombrero sonnenbrille ' +
    'speaker speakers spiegel spielzeug spulung staffel stativ statue statuette staubsauger stichsage sticker stickers ' +
    'stiefel stiefeletten strickjacke strings strumpfhose stuhl suit supplement supplements surf suspension sweater ' +
    'sweatshirt swing synthesizer synthesizers table tableau tablet tablets tablette tablettes tacos talons tapete tasche ' +
    'tasse tastatur tastaturen tauchen teddy teddybar telefone teleobjektiv telephone telephones telescope telescopes ' +
    'teleskop television televisions teller teppich terrarium tester tire tires tisch toaster toboggan toner tool tools topf ' +
    'train trainers trainingsanzug trekking tricycle trimmer tripe trockner trombone trompete tuba tuner turnschuhe tv uhr ' +
    'uhren ukulele unterhose untertasse vacuum ventilator verstarker vhs violin violine violoncello vitamin vitamine vitamins ' +
    'waage waschmaschine wellensittich werkzeug weste wimperntusche windeln wippe worterbuch yoga zange zeitschrift zelt ' +
    'zelte zug zundkerzen'
  ).split(' '),
);
