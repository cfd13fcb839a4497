/**
 * Kinds of vehicle part and who makes each: `kind | nouns a seller opens the string with | makers (the table's names)`. Makers of
 * one category may share a name or a line's name ("scorpion": a tyre line of Pirelli's, an exhaust maker, a helmet maker); the
 * part's noun says whose goods are meant. Real makers of each kind, from their own catalogues; nouns in PT, ES, FR, EN, IT, DE.
 */
export const partKindsText = `
tyres | pneu pneus neumatico neumaticos pneumatico pneumatici pneumatique pneumatiques tyre tyres tire tires reifen | Pirelli, Michelin, Bridgestone, Continental, Goodyear, Dunlop, Metzeler, Avon Tyres, Hankook, Kumho, Nexen, Falken, Firestone, Nokian, Vredestein, Kleber, BFGoodrich, Yokohama, Toyo, Maxxis, Mitas, Heidenau, Uniroyal, Barum, Semperit
exhausts | escape escapes ponteira ponteiras silenciador silenciadores silencioso silenciosos auspuff exhaust exhausts silencer silencers silencieux echappement marmitta scarico | Scorpion, Akrapovič, Yoshimura, Termignoni, SC-Project, Remus, Walker
helmets | capacete capacetes casco cascos casque casques helmet helmets helm | Scorpion Exo, Shoei, Arai, AGV, Nolan, HJC, LS2, Schuberth, MT Helmets, Caberg, Airoh
spark plugs | vela velas bujia bujias bougie bougies plug plugs sparkplug sparkplugs zundkerze zundkerzen candela candele | NGK, Champion Spark Plugs, Bosch, Denso, Beru
batteries | bateria baterias batterie batteries battery batteria | Varta, Bosch, Yuasa, Exide, Optima
cases | mala malas bau baus maleta maletas topcase case cases valise valises bauletto koffer alforjas sacoches | Shad, Givi, SW-Motech
brakes | pastilhas pastilha pastillas pastilla plaquettes plaquette pads discos disco disques disque travao travoes freno frenos frein freins brake brakes bremse bremsen | Brembo, Ferodo, TRW, ATE, Textar, EBC, Jurid, Bosch
lamps | lampada lampadas bombilla bombillas ampoule ampoules bulb bulbs lampe lampen lampadina lampadine | Osram, Philips, Hella, Bosch
wipers | escovas escova escobillas escobilla balais balai wiper wipers | Bosch, Valeo
filters | filtro filtros filtre filtres filter filters | Mann-Filter, Bosch, Mahle, Purflux, K&N
spark plugs | vela velas bujia bujias bougie bougies plug plugs sparkplug sparkplugs zundkerze zundkerzen candela candele | NGK, Champion Spark Plugs, Bosch, Denso, Beru
batteries | bateria baterias batterie batteries battery batteria | Varta, Bosch, Yuasa, Exide, Optima
cases | mala malas bau baus maleta maletas topcase case cases valise valises bauletto koffer alforjas sacoches | Shad, Givi, SW-Motech
brakes | pastilhas pastilha pastillas pastilla plaquettes plaquette pads discos disco disques disque travao travoes freno frenos frein freins brake brakes bremse bremsen | Brembo, Ferodo, TRW, ATE, Textar, EBC, Jurid, Bosch
lamps | lampada lampadas bombilla bombillas ampoule ampoules bulb bulbs lampe lampen lampadina lampadine | Osram, Philips, Hella, Bosch
wipers | escovas escova escobillas escobilla balais balai wiper wipers | Bosch, Valeo
filters | filtro filtros filtre filtres filter filters | Mann-Filter, Bosch, Mahle, Purflux, K&N
wheels | jante jantes llanta llantas rim rims felge felgen cerchio cerchi cerchione cerchioni | BBS, OZ Racing, Borbet, Ronal, Alutec, Momo
`;

/** Each kind's opening nouns and makers, parsed. */
export function partKinds(): { kind: string; nouns: ReadonlySet<string>; makers: readonly string[] }[] {
  return partKindsText
    .trim()
    .split('\n')
    .map((line) => {
      const [kind = '', nouns = '', makers = ''] = line.split('|').map((field) => field.trim());
      return { kind, nouns: new Set(nouns.split(/\s+/)), makers: makers.split(',').map((maker) => maker.trim()) };
    });
}
