import { aboutOrEmpty, aboutWeapons, anyOf, costumeWords, toyWords, type TopicLexicon } from './item-lexicon.ts';

/**
 * Kinds of problem the other lexicons named only by their commonest noun, read here by the object or service with its purpose or
 * its means, in the seller's ordinary words (PT, ES, FR, EN, IT, DE):
 * - vehicle tampering: a tachograph defeated by a magnet or an emulator, a particulate filter, EGR valve or AdBlue system taken out or
 *   replaced by a pipe, a speed limiter unlocked on a car, a scooter or an e-bike (`odometer-tampering`, `emissions-defeat`);
 * - money mules: a "job" receiving transfers or parcels on one's own account or address and forwarding them, an account lent for
 *   others' payments, income promised per day or month with no work (`financial-schemes`);
 * - paid companionship said by its terms: a companion for nights or hotels, escort services, paid encounters, sugar arrangements
 *   (`sexual-services`);
 * - tools that open or blind other people's security: a key fob, an alarm or a tracker's signal blocked, code grabbers, jammers said by
 *   their effect (`signal-jammers`, `lock-picks`);
 * - prescription painkillers and medicines left from a treatment, said by their class (`medicines`);
 * - animal devices that hurt: electric shock collars, prong and spiked choke collars (`animal-harm-devices`, restricted: banned in some
 *   of the countries, a person looks);
 * - a stun gun built into another object, fireworks of the professional categories (`weapons`, `explosives-fireworks`);
 * - forged or borrowed credentials: vaccination records "without the jab" or with entries and stamps, medical certificates for
 *   absences or without a consultation, penalty points or fines taken on (`identity-documents`, `prohibited-services`).
 * Innocent in the same words: a tachograph's paper rolls or calibration, a filter cleaned or replaced by a new one, a limiter kept as the
 * law says; a real job, a mail-forwarding service, a piggy bank; a carer or a hospital companion, a Ford Escort, Sugar Baby watermelons; a
 * Faraday pouch that blocks a fob's signal, a garage remote; a pill organiser; a vibration collar, a head collar, a studded fashion
 * collar; a torch; consumer fireworks; a vaccination record's cover, a driving school's points course.
 */

// ——— Vehicle tampering ———

/** A tachograph, the truck's driving-time recorder. */
const tachograph = String.raw`(?:tac[oó]grafos?|(?:chrono)?tachygraphes?|tachographs?|tachigraf[oi]|tacograf[oi]|fahrtenschreiber|tachograph(?:en)?|digitachograph\p{L}*)`;
/** What defeats it: a magnet, an emulator, a switch, a manipulation. */
const defeatsRecorder = String.raw`(?:[ií]m[aã]n(?:es)?|im[aã]s?|aimants?|magnets?|magnete|magnet(?:e|en)?|emulador(?:es)?|[eé]mulateurs?|emulators?|emulator(?:i|e)|manipul\p{L}*|bypass|interruptor(?:es)?|interrupteurs?|kill\s+switch(?:es)?|schalter)`;
/** Stops recording the driving time. */
const recordsNothing = String.raw`(?:(?:lenk|fahr|ruhe)zeiten|driving\s+(?:time|hours)|temps\s+de\s+conduite|tempos?\s+de\s+condu[cç][aã]o|tiempos?\s+de\s+conducci[oó]n|tempi\s+di\s+guida)\s+(?:\p{L}+\s+){0,3}?(?:nicht|no|not|n[aã]o|non|ne|pas|plus|mehr|never)\s+(?:\p{L}+\s+){0,2}?(?:aufgezeichnet|erfasst|registrad[oa]s?|recorded|enregistr[eé]s?|registrat[ie])`;
/** A tachograph's paper, its calibration or its download by the workshop or the firm. */
const tachographKept = /(?<![\p{L}])(?:rol(?:os|los|les|li|len|ls)?|bobinas?|papel|papier|paper|carta|druckerrollen|papierrollen|calibra\p{L}*|[eé]talonnage|kalibrier\p{L}*|homolog\p{L}*|taller\s+autorizado|atelier\s+agr[eé][eé]|authori[sz]ed\s+workshop|officina\s+autorizzata|werkstatt|descarga\p{L}*|t[eé]l[eé]chargement|download\p{L}*|herunterladen|auslese\p{L}*|card\s+readers?|lectores?\s+de\s+tarjetas)(?![\p{L}])/iu;

/** An emission system: particulate filter, EGR valve, AdBlue/SCR, catalytic converter, lambda probe. */
const emissionSystem = String.raw`(?:dpf|fap|gpf|opf|egr|adblue|ad\s?blue|scr|filtros?\s+(?:de\s+)?part[ií]culas|filtres?\s+[àa]\s+particules|(?:diesel\s+)?particulate\s+filters?|filtr[oi]\s+(?:anti)?particolat[oi]|(?:diesel)?partikelfilter|r[uü]ckf[uü]hrventil|agr[\s-]?ventil|v[aá]lvulas?\s+egr|vannes?\s+egr|valvol[ae]\s+egr|egr\s+valves?|catalisador(?:es)?|catalizador(?:es)?|catalyseurs?|catalizzator[ei]|catalytic\s+converters?|katalysator(?:en)?|kat|sondas?\s+lambda|lambda\s?sond\p{L}*|sondes?\s+lambda|lambda\s+(?:probes?|sensors?))`;
/** Taken out, switched off or bypassed: "remove", "delete", "anulación", "suppression", "eliminazione", "Entfernung". */
const takenOut = String.raw`(?:remov\p{L}*|delet\p{L}*|bypass\p{L}*|disabl\p{L}*|eliminar|elimin[aeoá]\p{L}*|anula\p{L}*|anul[aá]\p{L}*|quit\p{L}*|suprim\p{L}*|suprimir|desactiv\p{L}*|desativ\p{L}*|retir\p{L}*|supprim\p{L}*|suppression|d[eé]sactiv\p{L}*|rimo[sz]\p{L}*|rimuov\p{L}*|togli\p{L}*|disattiv\p{L}*|entfern\p{L}*|stilleg\p{L}*|deaktivier\p{L}*|ausbau\p{L}*|ausgebaut)`;
/** A pipe put in the system's place: "straight-through pipe", "tubo sustituto", "tube de remplacement", "Ersatzrohr". */
const pipeInItsPlace = String.raw`(?:(?:straight[\s-]?through|delete|dummy|test|replacement|bypass)\s+(?:pipes?|tubes?|sections?)|tubos?\s+(?:de\s+)?(?:substitui[cç][aã]o|sustituci[oó]n|sustituto|anula\p{L}*|elimina\p{L}*)|tubes?\s+(?:de\s+)?(?:remplacement|suppression)|tubi\s+(?:di\s+)?(?:sostituzione|eliminazione)|tubo\s+(?:di\s+)?(?:sostituzione|eliminazione)|ersatzrohr(?:e)?|leerrohr(?:e)?)`;
/** Cleaning or regenerating the system, or replacing it by a new one: what a workshop does lawfully. */
const systemKeptOrRenewed = /(?<![\p{L}])(?:limpez\p{L}*|limpia\p{L}*|limpieza|nettoy\p{L}*|clean\p{L}*|pulizi\p{L}*|pulir\p{L}*|reinig\p{L}*|regenera\p{L}*|r[eé]g[eé]n[eé]r\p{L}*|novo|nova|nuev[oa]|neu(?:e|er|es|en)?|neuf|neuve|new|nuov[oa]|homolog\p{L}*|oem|original(?:e|es)?\s+(?:part|pieza|pe[cç]a|pi[eè]ce|ricambio|teil))(?![\p{L}])/iu;

/** A speed limiter or restriction: "limitador de velocidade", "bridage", "limitatore", "Drosselung", "speed limiter". */
const speedLimiter = String.raw`(?:limitador(?:es)?(?:\s+de\s+velocidad[e]?)?|limitadores?|limita[cç](?:[aã]o|i[oó]n)|limitation|limitazione|begrenzung|(?:top|max(?:imum)?)\s+speed|velocidad(?:e)?\s+m[aá]xima|vitesse\s+max\p{L}*|velocit[aà]\s+massima|h[oö]chstgeschwindigkeit|limiteurs?(?:\s+de\s+vitesse)?|bridage|speed\s+limit(?:er|ers|ation)?|limiters?|limitator[ei](?:\s+di\s+velocit[aà])?|drossel(?:ung)?|geschwindigkeitsbegrenz\p{L}*|tempobegrenz\p{L}*|(?:limite|blocco|blocage|bloqueio|bloqueo|sperre)\s+(?:de|dos|des|di|dei|del|delle|der|von)\s+\d{2}\s?km\/?h|\d{2}\s?km\/?h\s+limit)`;
/** Unlocked or lifted: "desbloqueio", "débridage", "sblocco", "Entdrosselung", "unlock", "remove". */
const unlocked = String.raw`(?:desbloque\p{L}*|desbloquear|d[eé]brid\p{L}*|sblocc\p{L}*|sbloccare|entdrossel\p{L}*|unlock\p{L}*|un-?restrict\p{L}*|lift\p{L}*|remov\p{L}*|delet\p{L}*|bypass\p{L}*|disabl\p{L}*|quit\p{L}*|anula\p{L}*|elimin\p{L}*|desativ\p{L}*|desactiv\p{L}*|retir\p{L}*|supprim\p{L}*|suppression|d[eé]sactiv\p{L}*|rimo[sz]\p{L}*|rimuov\p{L}*|togli\p{L}*|tolg\p{L}*|disattiv\p{L}*|entfern\p{L}*|aufheb\p{L}*|deaktivier\p{L}*)`;
/** A vehicle or a speed: what the limiter is of ("trotinete", "e-bike", "45 km/h"). */
const speedOrVehicle = /(?<![\p{L}])(?:velocidad\p{L}*|velocidade|vitesse|speed|velocit[aà]|geschwindigkeit|tempo|km\/?h|kmh|mph|trotinet\p{L}*|patinete\p{L}*|trottinett\p{L}*|monopattin\p{L}*|scooters?|e-?scooter\p{L}*|e-?bikes?|pedelecs?|bicicletas?\s+el[eé]ctricas?|v[eé]los?\s+[eé]lectriques?|vae|bici(?:clette)?\s+elettric\p{L}*|biciclett\p{L}*|fahrr[aä]d\p{L}*|motos?|motorrad|ciclomotor\p{L}*|mobylettes?|cyclomoteurs?|motorini?|mofas?|mopeds?|carros?|coches?|voitures?|cars?|auto|autos|camion\p{L}*|cami[oõ]es|cami[aã]o|trucks?|lkw|bosch|shimano|bafang|yamaha|brose)(?![\p{L}])/iu;
/** The limiter kept: "limitada a 25 como manda a lei", a sensor that keeps the assistance. */
const limiterKept = /(?<![\p{L}])(?:(?:como\s+manda|seg[uú]n|conforme|selon|as\s+(?:the\s+)?law|by\s+law|per\s+legge|gesetzlich|legal\p{L}*|l[eé]gal\p{L}*)|homolog\p{L}*|de\s+f[aá]brica|d['’]\s*usine|from\s+the\s+factory|di\s+fabbrica|ab\s+werk)(?![\p{L}])/iu;

// ——— Money mules and get-rich offers ———

/** Receiving money or parcels: "recebe transferências", "recibe paquetes", "vous recevez des virements", "accept parcels", "ricevi bonifici", "Pakete annehmen". */
const receiveMoneyOrParcels = String.raw`(?:(?:pakete?|p[aä]ckchen|sendungen|geld(?:er)?|zahlungen|[uü]berweisungen)\s+(?:\p{L}+\s+){0,4}?(?:annehmen|empfangen|entgegennehmen|erhalten)|(?:receb\p{L}*|recib\p{L}*|recev\p{L}*|re[cç]oi\p{L}*|r[eé]ception\p{L}*|receiv\p{L}*|get(?:s|ting)?|accept\p{L}*|ricev\p{L}*|empfang\p{L}*|annehm\p{L}*|nimmst|nehmen|take\s+in|aceit\p{L}*|acept\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:transfer[eê]ncias?|transferencias?|transfers?|virements?|bonifici|[uü]berweisungen|zahlungen|payments?|pagamentos?|pagos?|paiements?|pagamenti|dinheiro|dinero|argent|money|funds|fondos|fundos|fonds|soldi|geld(?:er)?|ingresos|income|deposits?|dep[oó]sitos|accrediti|versamenti|encomendas?|pacotes?|paquetes?|colis|parcels?|packages?|pacchi|pacchetti|pakete?|p[aä]ckchen|sendungen))`;
/** Forwarding them on: "reenvia", "reenvíalos", "forward", "réexpédier", "inoltrare", "girarle", "weiterleiten", "withdraw in cash", sent to another account ("mandar para outra conta", "transfer them to another account"). */
const forwardOn = /(?<![\p{L}])(?:(?:envi|mand|send|sent|schick|spedisc|spedi)\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:de\s+novo|de\s+nuevo|otra\s+vez|again|[àa]\s+nouveau|di\s+nuovo|erneut|abroad|para\s+o\s+estrangeiro|al\s+extranjero|[àa]\s+l['’]\s*[eé]tranger|all['’]\s*estero|ins\s+ausland|(?:por|via|com|con|with|per|mit|par)\s+(?:bizum|mb\s?way|paypal|revolut|western\s+union|moneygram|cripto\p{L}*|crypto\p{L}*|bitcoin|transfer\p{L}*))|gir(?:i|a|ar|are|ate|ano)\s+(?:\p{L}+\s+)?(?:a|ai|al|alla|agli|sul|sui)|gir(?:arl[aeio]|al[aeio]|atel[aeio]|ando(?:l[aeio])?)|(?:envi|mand|transfer|pass|gir|send|sent|schick|[uü]berweis|vir)\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:para|a|to|an|[àa]|su|sur|auf)\s+(?:(?:uma|una|un|une|another|ein(?:e)?|l['’]|la|il)\s*)?(?:outras?|otras?|autres?|another|other|altr[oa]|anderes?|andere[nm]?)\s+(?:contas?|cuentas?|comptes?|accounts?|cont[oi]|konten|konto)|(?:send|sending|pass|passing)\s+(?:it|them|the\s+money|the\s+funds)\s+on|reenvi\p{L}*|reencaminh\p{L}*|reexpedi\p{L}*|r[eé]exp[eé]di\p{L}*|renvo\p{L}*|forward\p{L}*|re-?ship\p{L}*|re-?send\p{L}*|re-?label\p{L}*|inoltr\p{L}*|rispedi\p{L}*|reinvi\p{L}*|weiterleit\p{L}*|weiter(?:ge)?(?:schick|send|[uü]berweis|versend)\p{L}*|(?:schick|send|[uü]berweis|versend)\p{L}*\s+(?:\p{L}+\s+){0,3}?weiter|transfer\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:para|a|to|an|[àa])|retir\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:esp[eè]ces|efectivo|dinheiro|cash)|withdraw\p{L}*\s+(?:\p{L}+\s+){0,3}?cash|levant\p{L}*\s+(?:\p{L}+\s+){0,3}?dinheiro|preleva\p{L}*\s+(?:\p{L}+\s+){0,3}?contant\p{L}*|abheb\p{L}*|bar\s+abheben)(?![\p{L}])/iu;
/** Paid to do it: a commission, a share, a weekly sum, "paid per parcel", a side job. */
const paidToDoIt = /(?<![\p{L}])(?:comiss[aã]o|comisi[oó]n|commission|commissione|provision|provvigion\p{L}*|pag\p{L}*\s+por\s+cada|por\s+cada\s+(?:uma|um|una|uno)|percentage|porcentagem|porcentaje|pourcentage|percentuale|ficas\s+com|te\s+quedas|tu\s+gardes|you\s+keep|tieni\s+(?:il|una)|beh[aä]ltst|paid|pagad[oa]|pago\s+por|pay\s+per|par\s+colis|por\s+(?:paquete|encomenda|pacote)|per\s+(?:parcel|package|pacco)|pro\s+paket|(?:pro|per|por|par|each)\s+(?:sendung|lieferung|shipment|delivery|env[ií]o|envio|envoi|livraison|spedizione|consegna|entrega|operaci[oó]n|opera[cç][aã]o|op[eé]ration|operazione|transaction|transa[cç][aã]o|transacci[oó]n|[uü]berweisung)|auszahlung|payouts?|(?:€|eur|euros?|£|\$)\s*(?:a|por|par|per|pro|each|every)\s+(?:semana|week|semaine|settimana|woche|m[eê]s|mes|month|mois|mese|monat|d[ií]a|dia|day|jour|giorno|tag)|\d+\s?%|nebenjob\p{L}*|minijob\p{L}*|job\p{L}*|emplo\p{L}*|empleo|trabalh\p{L}*|trabaj\p{L}*|travail\p{L}*|lavor\p{L}*|arbeit\p{L}*|work\s+from\s+home|home\s?office|renda\s+extra|ingresos?\s+extra|revenus?\s+compl[eé]mentaires?|compl[eé]ments?\s+de\s+revenus?|extra\s+income|guadagno\s+extra|zuverdienst|verdienst)(?![\p{L}])/iu;
/** A mail-forwarding or a courier's own business, receiving the customer's own parcels: the service charged to the customer. */
const forwardingBusiness = /(?<![\p{L}])(?:(?:receive|recebemos|recibimos|recevons|r[eé]ceptionnons|riceviamo|empfangen|nehmen)\s+(?:your|os\s+(?:seus|teus)|as\s+(?:suas|tuas)|tus|sus|vos|i\s+(?:tuoi|suoi)|ihre|deine)\s+(?:\p{L}+\s+)?(?:parcels?|packages?|encomendas|pacotes|paquetes|colis|pacchi|pakete)|parcel\s+lockers?|paketshops?|packstation\p{L}*|registered\s+company|empresa\s+registada|domicilia\p{L}*|caixa\s+postal|apartado\s+de\s+correos|bo[iî]te\s+postale|p\.?\s?o\.?\s+box|casella\s+postale|postfach|mail\s+forwarding|virtual\s+(?:address|office)|escrit[oó]rio\s+virtual|oficina\s+virtual|bureau\s+virtuel|ufficio\s+virtuale|nachsendeauftrag|nachsendeservice)(?![\p{L}])/iu;

/** One's own bank account lent for others' payments: "stellst dein Konto zur Verfügung", "empresta a tua conta", "alquila tu cuenta", "rent your bank account". */
const accountLent = [
  String.raw`(?:dein(?:e[mn]?)?|ihr(?:e[mn]?)?|teu|tua|a\s+tua|o\s+teu|tu|su|votre|ton|your|il\s+tuo|tuo)\s+(?:bank[\s-]?)?(?:konto|conta(?:\s+banc[aá]ria)?|cuenta(?:\s+bancaria)?|compte(?:\s+bancaire)?|(?:bank\s+)?account|conto(?:\s+corrente)?)\s+(?:\p{L}+\s+){0,3}?(?:zur\s+verf[uü]gung|[àa]\s+disposi[cç][aã]o|a\s+disposici[oó]n|[àa]\s+(?:notre\s+)?disposition|a\s+disposizione|at\s+our\s+disposal)`,
  String.raw`(?:empresta\p{L}*|alug\p{L}*|presta\p{L}*|alquil\p{L}*|pr[eê]te\p{L}*|loue[rsz]?|lend|rent(?:\s+out)?|sell|vend\p{L}*|prest\p{L}*|affitt\p{L}*|verleih\p{L}*|vermiet\p{L}*|verkauf\p{L}*)\s+(?:(?:me|mir|moi|mi)\s+)?(?:(?:a|la|tu|ta|ton|votre|your|il\s+tuo|la\s+tua|a\s+tua|o\s+teu|dein(?:e[mn]?)?|ihr(?:e[mn]?)?)\s+)(?:bank[\s-]?)?(?:konto|conta\s+banc[aá]ria|cuenta\s+bancaria|compte\s+bancaire|bank\s+account|conto\s+corrente|bank\s?karte|ec-?karte|bank\s+cards?|debit\s+cards?|cart[aã]o\s+(?:banc[aá]rio|de\s+d[eé]bito)|tarjeta\s+(?:bancaria|de\s+d[eé]bito)|carte\s+(?:bancaire|bleue)|carta\s+(?:bancomat|di\s+debito|prepagata))`,
];

/**
 * Earning without work, online or from home, by a method or a kit: "ganhar dinheiro online", "guadagnare online da subito", "passive income".
 * Invoicing only as a verb said of the buyer ("facturar", "faturo"): "factura"/"fatura" is the invoice a seller gives with goods.
 */
const earnVerb = String.raw`(?:ganh\p{L}*|ganar|gan[aoáe]s|gagne\p{L}*|gagner|earn\p{L}*|make\s+money|making\s+money|guadagn\p{L}*|verdien\p{L}*|fatur(?:ar|ando|amos|ei|o)|factur(?:ar|ando|amos|o))`;
/** Online or from home: how real remote work is said too, so read only for a person. */
const fromHomeOrOnline = String.raw`(?:[\p{L}\p{N}€$£.,]+\s+){0,4}?(?:online|on-?line|desde\s+casa|em\s+casa|de\s+casa|a\s+partir\s+de\s+casa|[àa]\s+la\s+maison|depuis\s+(?:chez\s+vous|la\s+maison|chez\s+soi)|from\s+home|da\s+casa|von\s+zu\s+hause)`;
const withoutWorkOrGuaranteed = String.raw`(?:(?:[\p{L}\p{N}€$£.,]+\s+){0,4}?(?:sem\s+trabalhar|sin\s+trabajar|sans\s+travailler|without\s+working|senza\s+lavorare|ohne\s+(?:zu\s+)?arbeiten|sem\s+sair\s+de\s+casa|sin\s+salir\s+de\s+casa|while\s+you\s+sleep|from\s+(?:your|the)\s+(?:phone|mobile|sofa|couch|bed)|desde\s+(?:el|tu)\s+(?:m[oó]vil|sof[aá]|celular)|do\s+(?:teu\s+)?(?:telem[oó]vel|sof[aá]|celular)|depuis\s+(?:ton|votre)\s+(?:t[eé]l[eé]phone|canap[eé])|dal\s+(?:tuo\s+)?(?:telefono|cellulare|divano)|vom\s+(?:handy|sofa)|enquanto\s+dormes|mientras\s+duermes|en\s+dormant|mentre\s+dormi|im\s+schlaf)|(?:[\p{L}\p{N}.,]+\s+){0,5}?\d[\d.,]*\s?(?:€|eur|euros?|£|\$|k)\s*(?:(?:al|por|par|per|a|pro|each|every|\/)\s*)?(?:giorno|dia|d[ií]a|jour|day|tag|semana|settimana|semaine|week|woche|m[eê]s|mes|mois|month|mese|monat)[^.!?\n]{0,40}?(?:garantid\p{L}*|garantit\p{L}*|garanti\p{L}*|guarantee\p{L}*|assured|sicur[oi]))`;

// ——— Paid companionship ———

/** A companion or escort: "acompanhante", "acompañante", "accompagnatrice", "escort", "accompagnatrice", "Begleiterin". */
const companion = String.raw`(?:acompanhantes?|acompa[nñ]antes?|accompagnatrices?|escort[\s-]?(?:girls?|boys?|services?|agenc\p{L}*)|begleiterin(?:nen)?|begleitservice|begleitagentur|(?:chic[oa]s?|rapaz(?:es)?|raparigas?|mo[cç][oa]s?|gar[cç]ons?|filles?|ragazz[oaie]|boys?|girls?|lad(?:y|ies)|damas?|se[nñ]oritas?|signorin[ae]|m[aä]dchen)\s+(?:de|di|per|for|f[uü]r\s+die)\s+(?:compa[nñ][ií]a|companhia|compagnie|compagnia|company|gesellschaft)|compagne\s+de\s+soir[eé]e|damas?\s+de\s+compa[nñ][ií]a)`;
/** Nights, hotels, dinners and rates by the hour: the terms of paid company. */
const nightsAndRates = /(?<![\p{L}])(?:noites?|noches?|nuits?|nights?|overnight\p{L}*|notti?|n[aä]chte|[uü]bernachtung\p{L}*|pernoit\p{L}*|pernoct\p{L}*|nuit\s+compl[eè]te|hot[eé]is|hoteles|h[oô]tel\p{L}*|hotels?|albergh\p{L}*|incall|outcall|jantares?|cenas|d[iî]ners?|dinners?|cene|abendessen|por\s+horas?|[àa]\s+l['’]\s*heure|by\s+the\s+hour|all['’]\s*ora|pro\s+stunde|discre\p{L}*|diskret\p{L}*|taschengeld|serale|serata|soir[eé]es?|rimborso\s+spese|compensaci[oó]n\s+a\s+convenir|compensa[cç][aã]o\s+a\s+combinar)(?![\p{L}])/iu;
/**
 * A carer, a companion for the sick, the elderly or children, a guide; a Ford Escort, a ship's or a police escort, a game's mission; a
 * travel companion on a cruise, a flight or a package ("los acompañantes pagan la mitad": the Spanish and Portuguese plus-one).
 */
const companionOfCare = /(?<![\p{L}])(?:idos[oa]s|mayores|anciano\p{L}*|personnes?\s+[aâ]g[eé]es|elderly|seniors?|senioren|anzian\p{L}*|doentes?|enfermos?|malades?|patients?|pazienti|kranke\p{L}*|hospital\p{L}*|h[oô]pital\p{L}*|ospedal\p{L}*|krankenhaus|cl[ií]nica|m[eé]dico|m[eé]decin|doctor|arzt|cuidador\p{L}*|aide[\s-]soignante|carers?|caregivers?|badante|pflege\p{L}*|crian[cç]as|ni[nñ]os|enfants|children|bambini|kinder|escola|colegio|[eé]cole|school|scuola|schule|turist\p{L}*|touris\p{L}*|guia|gu[ií]a|guide|viaggi\p{L}*|ford|rs\s?2000|xr3i?|cosworth|moto|voiture|car|coche|carro|auto|km|diesel|gasolina|essence|petrol|benzin\p{L}*|cilindrada|cylindr[eé]e|police\s+escort|navio|barco|navire|ship|missions?|misi[oó]n|miss[aã]o|cruceros?|cruzeiros?|croisi[eè]res?|cruises?|crociere?|kreuzfahrt\p{L}*|vuelos?|voos?|flights?|voli|volo|flug|cabinas?|cabines?|camarotes?|cabins?|kabine\p{L}*|paquetes?\s+tur[ií]stic\p{L}*|pacotes?|package\s+holiday|pauschalreise\p{L}*|all[\s-]inclusive|todo\s+incluido|tudo\s+inclu[ií]do|pasajeros?|passageiros?|passagers?|passengers?|passeggeri|pensi[oó]n\s+completa|meia\s+pens[aã]o|media\s+pensi[oó]n|excursi[oó]n\p{L}*|excurs[aã]o|excurs[oõ]es|circuitos?|agencia\s+de\s+viajes|ag[eê]ncia\s+de\s+viagens)(?![\p{L}])/iu;
/** Paid encounters and sugar arrangements: "encontros pagos", "encuentros discretos", "rencontres tarifées", "incontri a pagamento", "paid companionship". */
const paidEncounters = [
  String.raw`(?:encontros?|encuentros?|rencontres?|incontri|treffen|encounters?|dates?|meetings?)\s+(?:\p{L}+\s+)?(?:pagos?|pagad[oa]s|remunerad[oa]s|tarif[eé]e?s|payant(?:e|es|s)?|r[eé]mun[eé]r[eé]e?s|a\s+pagamento|retribuit[ie]|bezahlt\p{L}*|gegen\s+(?:geld|bezahlung|taschengeld)|paid|for\s+money|discrets?|discr[eè]tes|discret[oa]s|discreet|discreti|diskret\p{L}*|coquin(?:e|es|s)?)|(?:paid|discreet|discrete)\s+encounters?`,
  String.raw`(?:paid|compa[nñ][ií]a|companhia|compagnie|compagnia|gesellschaft)\s+(?:\p{L}+\s+)?(?:companionship|pagad[oa]|paga|remunerad[oa]|r[eé]mun[eé]r[eé]e|payante|a\s+pagamento|retribuita|gegen\s+(?:geld|bezahlung|taschengeld))`,
  String.raw`sugar\s+(?:bab(?:y|ies)|daddy|daddies|mommy|mummy|mamma|dating)`,
];
/** An allowance, a generous gentleman, an arrangement: the terms of a sugar relationship. */
const allowanceTerms = /(?<![\p{L}])(?:allowances?|mesada|mensalidade|asignaci[oó]n|paga\s+(?:semanal|mensual)|mensualit[eé]s?|argent\s+de\s+poche|paghetta|taschengeld|generous|generos[oa]s?|g[eé]n[eé]reux|generos[oi]|gro[sß]z[uü]gig\p{L}*|arrang\p{L}*|acuerdo|arranjo|accordo|vereinbarung|compa[nñ][ií]a|companhia|compagnie|compagnia|companionship|company|gesellschaft|discre\p{L}*|diskret\p{L}*|paid|pagad[oa]|payant\p{L}*|pagamento|bezahlt)(?![\p{L}])/iu;
/** Watermelons named Sugar Baby, their seeds; a book or a film. */
const sugarBabyPlant = /(?<![\p{L}])(?:melancias?|sand[ií]as?|past[eè]ques?|watermelons?|angurie?|cocomer[oi]|wassermelonen?|sementes|semillas|graines|seeds|semi|samen|plants?|plantas?|plantes?|piante|pflanzen)(?![\p{L}])/iu;

// ——— Tools against other people's security ———

/** Blocking, cutting or jamming: "bloqueia", "bloquea", "coupe", "blocks", "blocca", "stört". */
const blocksSignal = String.raw`(?:stops?|stopping|silenc\p{L}*|arr[eê]te(?:nt|r)?|ferma(?:re|no)?|stoppt|detiene|det[eé]m|bloque(?:ia|iam|ar|a|an|o)|bloqu(?:e|ent|er)|blocks?|blocking|jams?|jamming|coupe(?:nt|r)?|cuts?\s+(?:out|off)|inhib\p{L}*|anula\p{L}*|neutrali[sz]\p{L}*|blocc\p{L}*|disturb\p{L}*|st[oö]r(?:t|en)|unterdr[uü]ck\p{L}*|blockier\p{L}*)`;
/** Signals of a fob, an alarm, a camera, a tracker: what a thief needs silenced. */
const securitySignal = String.raw`(?:(?:(?:the|el|la|los|las|o|a|os|as|le|l['’]|les|il|lo|gli|die|der|den|des|del|dos|das|de|di|their|tous\s+les|todos\s+los|todos\s+os)\s*)?(?:key\s*fob\s+signals?|fob\s+signals?|sinal\s+(?:dos?\s+)?comandos?|se[nñ]al(?:es)?\s+(?:de\s+(?:los\s+)?)?mandos?|signal\s+des\s+t[eé]l[eé]commandes?|segnal[ei]\s+(?:dei\s+)?telecomand\p{L}*|funksignal\p{L}*|(?:wireless|sem\s+fios|inal[aá]mbric\p{L}*|sans\s+fil|senza\s+fili|funk)\s*(?:\p{L}+\s+)?(?:alarms?|alarmes?|alarmas?|allarmi)|(?:alarms?|alarmes?|alarmas?|allarmi|alarmanlagen?)\s+(?:\p{L}+\s+){0,2}?(?:wireless|sem\s+fios|inal[aá]mbric\p{L}*|sans\s+fil|senza\s+fili|funk)|(?:cameras?|c[aâ]maras?|cam[eé]ras?|telecamere|kameras?)\s+(?:wi-?fi|wireless|ip)|(?:gps|tracker|localizador|traceur|localizzatore|ortungs)\p{L}*\s+(?:signals?|se[nñ]al(?:es)?|sinal|signal|segnale)?|(?:se[nñ]al(?:es)?|sinal|signals?|segnale)\s+(?:(?:de|do|da|del|du|des|of\s+the|of|dello|della)\s+)?(?:gps|localizador\p{L}*|rastreador\p{L}*|traceur\p{L}*|trackers?|localizzator\p{L}*|ortungs\p{L}*)))`;
/** A pouch, a wallet, a box that keeps one's own fob or card from being read: protection, not an attack. */
const ownProtection = /(?<![\p{L}])(?:faraday|pouch(?:es)?|bolsas?|fundas?|capas?|pochettes?|[eé]tuis?|sleeves?|wallets?|carteiras?|carteras?|portafogli|portefeuilles?|h[uü]llen?|rfid|anti[\s-]?(?:theft|roubo|robo|vol|furto|diebstahl|relay)|antirrobo|antivol|protec\p{L}*|prot[eè]ge\p{L}*|protegg\p{L}*|protect\p{L}*|sch[uü]tz\p{L}*|schutz)(?![\p{L}])/iu;
/** Opening cars, or copying a code from a distance: "para abrir coches", "copia el código a distancia", "code grabber". */
const opensOthersCars = /(?<![\p{L}])(?:(?:abrir|ouvrir|open(?:s|ing)?|aprire|[oö]ffne[nt]?|arrancar|d[eé]marrer|start(?:s|ing)?|avviare)\s+(?:\p{L}+\s+){0,3}?(?:coches|carros|voitures|cars|autos?|macchine|vehicles|veh[ií]culos|v[eé]hicules|veicoli|fahrzeuge)|(?:a|[àa]|from\s+a|aus\s+der)\s+(?:distancia|dist[aâ]ncia|distance|distanza|ferne)|code\s?grabbers?)(?![\p{L}])/iu;
/**
 * An alarm's own keypad, remote or app, that arms it and silences it for its owner ("second remote, stops the wireless alarm when you get
 * home and arms it"): the owner's control of the owner's alarm, not a device against other people's.
 */
const ownAlarmControl = /(?<![\p{L}])(?:keypads?|teclados?|claviers?|tastierin\p{L}*|tastiera|bedienteil\p{L}*|tastenfeld|(?:re|dis|un)?arm(?:s|ed|ing)?|arma(?:r|s)?|desarma\p{L}*|arme(?:r|z)?|d[eé]sarm\p{L}*|inseri\p{L}*|disinseri\p{L}*|scharf\p{L}*|unscharf\p{L}*|apps?|aplica[cç][aã]o|aplicaci[oó]n|applica\p{L}*|smart\s?home|dom[oó]tica|domotique|domotica|hubs?|centrale|zentrale|(?:your|my|our|o\s+seu|a\s+sua|tu|mi|votre|ma|mon|tua|mia|il\s+tuo|dein\p{L}*|mein\p{L}*|unser\p{L}*)\s+(?:own\s+|pr[oó]pri[oa]\s+)?(?:house\s+|home\s+)?(?:alarms?|alarmes?|alarmas?|allarmi|allarme|alarmanlage))(?![\p{L}])/iu;
/** "Inhibiteur", "inhibidor", "inibitore" of signals or alarms: the French, Spanish and Italian jammer's word. */
const inhibitorOf = String.raw`(?:inhibiteurs?|inhibidor(?:es)?|inibitor[ei]|inibidor(?:es)?)\s+(?:de\s+|d['’]\s*|di\s+)?(?:(?:se[nñ]al(?:es)?|signaux|signal|segnal[ei]|sinal|alarmes?|alarmas?|allarmi|ondes|r[eé]seaux?|gps|wi-?fi|frequ[eê]ncias?|frecuencias?|fr[eé]quences?|frequenze|t[eé]l[eé]commandes?|mandos?|comandos?|telecomand\p{L}*|cam[eé]ras?)(?![\p{L}]))`;

// ——— Medicines ———

/** Strong painkillers: "analgésicos fortes", "strong painkillers", "antidouleurs puissants", "starke Schmerzmittel". */
const painkiller = String.raw`(?:analg[eé]sic\p{L}*|painkillers?|pain\s+killers?|pain\s+relief\s+(?:tablets|pills)|antidouleurs?|anti[\s-]douleurs?|antalgiques?|antidolorific\p{L}*|schmerzmittel\p{L}*|schmerztabletten|opi[aá]ce\p{L}*|opio[ií]d\p{L}*|opiac\p{L}*)`;
const strongOrPrescribed = String.raw`(?:fort(?:e|es|s)?|fuertes?|strong|puissants?|potent(?:e|es|i)?|stark(?:e|en|es)?|forti|pesad[oa]s|receitad\p{L}*|recetad\p{L}*|prescri\p{L}*|verschrieben\p{L}*|verordnet\p{L}*|on\s+prescription|sur\s+ordonnance|con\s+receta|com\s+receita|su\s+ricetta|auf\s+rezept|verschreibungspflichtig\p{L}*)`;
/**
 * A device or a therapy said to replace or reduce painkillers ("a drug-free way to cut down on prescribed painkillers", "sans médicaments",
 * "statt Schmerzmittel"): the medicine is named as what the goods spare, not sold.
 */
const insteadOfMedicines = /(?<![\p{L}])(?:drug[\s-]?free|medication[\s-]?free|without\s+(?:drugs|pills|medication|medicines?)|sem\s+(?:medicamentos|medica[cç][aã]o|comprimidos|f[aá]rmacos)|sin\s+(?:medicamentos|medicaci[oó]n|pastillas|f[aá]rmacos)|sans\s+(?:m[eé]dicaments?|m[eé]dication)|senza\s+(?:farmaci|medicinali|pillole)|ohne\s+(?:medikamente|tabletten|schmerzmittel)|instead\s+of|em\s+vez\s+de|en\s+(?:lugar|vez)\s+de|au\s+lieu\s+d\p{L}*|invece\s+d\p{L}*|(?:an)?statt|alternative\s+to|alternativa\s+(?:a|aos|al|a\s+los)|alternative\s+aux|cut\s+down\s+on|cut\s+back\s+on|reduc(?:e|es|ing)\s+(?:the\s+)?(?:need|use|intake)|(?:come|came|get|got|getting|wean\p{L}*)\s+off|stop(?:ped)?\s+taking|ayud\p{L}*\s+a\s+dejar|dejar\s+de\s+tomar|deixar\s+de\s+tomar|ajud\p{L}*\s+a\s+deixar|arr[eê]ter\s+(?:de\s+prendre|les)|smettere\s+(?:di\s+prendere|con)|absetzen|abzusetzen|less\s+(?:need|reliance)|reduzir\s+(?:o\s+uso|a\s+toma)|reducir\s+(?:el\s+(?:uso|consumo))|(?:moins|sans)\s+d[eé]pendre|ridurre\s+(?:l['’]\s*uso|i\s+farmaci)|weniger\s+schmerzmittel|tens|electro[\s-]?estimula\p{L}*|eletroestimula\p{L}*|[eé]lectrostimula\p{L}*|elettrostimola\p{L}*|reizstromger[aä]t\p{L}*)(?![\p{L}])/iu;
/** A box or an organiser for pills: what holds them, not them. */
const pillHolder = /(?<![\p{L}])(?:pastilleir\p{L}*|pastiller\p{L}*|pilulier\p{L}*|pill\s?(?:box|boxes|cases?|organi[sz]ers?)|portapillol\p{L}*|tablettendos\p{L}*|tablettenbox\p{L}*|caixa\s+para\s+comprimidos|caja\s+para\s+pastillas|organizador\p{L}*)(?![\p{L}])/iu;

// ——— Animal devices that hurt ———

/** A collar: "coleira", "collar", "collier", "collare", "Halsband". */
const collar = String.raw`(?:coleiras?|collar(?:es)?|colliers?|collar[ei]|halsb[aä]nder|halsband)`;
/** Electric, shock, static, by impulses: what hurts. */
const shockWord = String.raw`(?:(?:de\s+|a\s+|com\s+|con\s+|avec\s+|with\s+|mit\s+)?(?:choques?|choc(?:s)?|shocks?|descargas?|scoss[ae]|strom\p{L}*|impuls\p{L}*|static|estim\p{L}*|stimula\p{L}*|stimolazion\p{L}*|reizstrom)(?:\s+el[eé](?:c)?tric\p{L}*|\s+electric\p{L}*|\s+[eé]lectriques?|\s+elettric\p{L}*)?|el[eé](?:c)?tric[oa]s?|el[eé]ctric[oa]s?|[eé]lectriques?|electric|elettric[oi]|elektrisch\p{L}*|elektro|electr[oó]nic[oa]s?|[eé]lectroniques?|electronic|elettronic[oi])`;
/** Named whole: "shock collar", "e-collar", "Stromhalsband", "Teletakt", "prong collar", "pinch collar", "Stachelhalsband". */
const harmfulCollarNames = String.raw`(?:shock|static|electric|e|zap|bark\s+shock)[\s-]?collars?|stromhalsb[aä]nde?r?|elektrohalsb[aä]nde?r?|reizstromhalsb[aä]nde?r?|teletakt\p{L}*|prong[\s-]?collars?|pinch[\s-]?collars?|stachelhalsb[aä]nde?r?|korallenhalsb[aä]nde?r?|collar(?:es)?\s+de\s+(?:castigo|pinchos|p[uú]as|ahorque\s+con\s+p[uú]as)|coleiras?\s+de\s+(?:picos|pregos|estrangulamento\s+com\s+picos|castigo)|colliers?\s+(?:[àa]\s+pointes|[eé]trangleurs?\s+[àa]\s+pointes|de\s+dressage\s+[àa]\s+pointes)|collar[ei]\s+(?:a\s+strozzo\s+con\s+punte|con\s+punte|a\s+punte)|remote\s+(?:dog\s+)?trainers?\s+(?:with\s+)?(?:shock|static|stimulation)`;
/** Spikes or prongs on the inside of a collar for a dog that pulls. */
const spikes = String.raw`(?:picos|pregos|puas|p[uú]as|pinchos|pointes|spikes|prongs|punte|stacheln|dornen)`;
/** A dog that pulls, correction, training: why the spikes are there. */
const pullOrTraining = /(?<![\p{L}])(?:pux\p{L}*|tira[rn]?|tire(?:nt|r)?|pull\p{L}*|tiran[oa]?|tirano|zieh\p{L}*|corre[cç]\p{L}*|correction|correzion\p{L}*|korrektur\p{L}*|adestr\p{L}*|adiestr\p{L}*|dressage|dressur\p{L}*|training|trainer|treino|entrenamiento|addestr\p{L}*|erziehung\p{L}*|castigo|punition|punishment|punizion\p{L}*|strafe|aboiements?|aboie\p{L}*|ladridos?|ladra\p{L}*|latidos?|late|latir|barking|barks?|abbai\p{L}*|bell(?:en|t)|c[aã]es|c[aã]o|perros?|chiens?|dogs?|cani|cane|\p{L}*hunde?|animais|animales|animaux|animals|mascotas?|pets?|telecomand\p{L}*|comandos?|mandos?|remotes?|fernbedienung\p{L}*|t[eé]l[eé]commandes?|\p{L}*trainer|jagd\p{L}*|caccia|caza|chasse|hunting)(?![\p{L}])/iu;
/** A dog or a pet near the collar, or a training word: the collar is an animal's, not a shirt's or a necklace. */
const animalOrTraining = pullOrTraining;
/** Studs and spikes worn for looks: "decorative", "rounded", "studded", "borchie", "Nieten". */
const fashionStuds = /(?<![\p{L}])(?:decorativ\p{L}*|d[eé]corati\p{L}*|dekorativ\p{L}*|rounded|arrondi\p{L}*|redondead\p{L}*|arredondad\p{L}*|arrotondat\p{L}*|studded|studs?|borchie|borchiat\p{L}*|nieten|tachas|tachuelas|rebites|clous|punk|rock|gothic|g[oó]tic\p{L}*|fashion|moda|mode|style|estilo|stile)(?![\p{L}])/iu;
/**
 * "Electric" as a colour ("azul elétrico", "electric blue", "bleu électrique") and an electronic key or tag a cat flap reads ("electronic
 * collar key", "chatière à puce"): the collar neither shocks nor hurts.
 */
const colourOrKeyCollar = /(?<![\p{L}])(?:(?:azul|verde|rosa|roxo|amarelo|laranja|blue|green|pink|purple|yellow|orange|lime|bleu|vert|jaune|violet|blu|giallo|viola|blau|gr[uü]n|gelb|lila)\s+(?:el[eé]c?tric\p{L}*|electric|[eé]lectriques?|elettric\p{L}*|elektrisch\p{L}*)|(?:el[eé]c?tric\p{L}*|electric|[eé]lectriques?|elettric\p{L}*)\s+(?:blue|green|pink|purple|yellow|orange|lime)|(?:keys?|tags?|chaves?|llaves?|cl[eé]s?|chiav[ei]|schl[uü]ssel\p{L}*|chips?|puces?)|cat\s+flaps?|gateras?|portinholas?|chati[eè]res?|gattaiol\p{L}*|katzenklappe\p{L}*)(?![\p{L}])/iu;
/** A livestock guardian dog's spiked collar against wolves: it guards the dog's throat, its spikes turned out. */
const guardianCollar = /(?<![\p{L}])(?:lob[oa]s?|wolves|wolf|loups?|lupi|lupo|w[oö]lfe|rebanhos?|reba[nñ]os?|troupeaux?|gregg[ei]|herde\p{L}*|gado|ganado|b[eé]tail|bestiame|vieh|livestock|ovelhas|ovejas|brebis|pecore|schafe|sheep|flocks?|pastor\s+(?:de\s+)?(?:gado|ganado)|guardian\s+dogs?|herdenschutz\p{L}*|mastin\p{L}*|mast[ií]n\p{L}*|patou|kangal|pastore\s+maremmano)(?![\p{L}])/iu;
/** Vibration, sound or spray only; an LED, a GPS or a flea collar: no shock. */
const harmlessCollar = /(?<![\p{L}])(?:(?:vibration|vibra[cç][aã]o|vibraci[oó]n|vibrazione|beep|bip|sound|som|sonido|son|suono|ton)\s+(?:only|apenas|solamente|seulement|soltanto|nur)|s[oó]\s+(?:vibra[cç][aã]o|som)|solo\s+(?:vibraci[oó]n|sonido)|only\s+(?:vibration|sound|beep|tone)|seulement\s+(?:vibration|son)|solo\s+(?:vibrazione|suono)|nur\s+(?:vibration|ton)|led|luminos\p{L}*|leucht\p{L}*|gps|antiparasit\p{L}*|antipulgas|anti[\s-]?puces|flea|antipulci|floh\p{L}*|citronel\p{L}*|citronnelle|zitronell\p{L}*|neckless|colar|necklace|shirts?|camisas?|chemises?|camicie|hemd\p{L}*)(?![\p{L}])/iu;

// ——— Weapons and fireworks ———

/** A stun gun or a Taser built into another object ("torch with built-in stun gun", "linterna con táser", "lampe avec électrochoc"). */
const stunGun = String.raw`(?:stun[\s-]?guns?|tasers?|t[aá]ser(?:es)?|electrochoques?|electroshocks?|[eé]lectrochocs?|elettroshock|elektroschocker|shocker|paralizador(?:es)?|paralysants?|storditor[ei]\s+elettric\p{L}*)`;
const builtInStunGun = String.raw`${stunGun}\s+\d[\d\s.,]{0,10}?\s?(?:kv|volts?|voltios|v)(?![\p{L}])|(?:with|built[\s-]in|integrated|com|con|avec|mit|incorporad[oa]|integrad[oa]|int[eé]gr[eé]e?|integrat[oa]|eingebaut\p{L}*|integriert\p{L}*)\s+(?:(?:a|an|um|uma|un|una|une|ein(?:em)?|the|built[\s-]in|integrated|powerful|high[\s-]voltage|alta\s+tens[aã]o|alto\s+voltaje|haute\s+tension|alta\s+tensione|hochspannungs?)[\s-]+){0,2}?${stunGun}|${stunGun}\s+(?:torch|flashlight|linterna|lanterna|lampe|torcia|taschenlampe|pen|caneta|bol[ií]grafo|stylo|penna|kugelschreiber)`;

/** Fireworks of the professional categories, F4 and T2, P2 ("categoria F4", "Kat. F4", "F4 display shells"). */
const proFireworksCategory = [
  String.raw`(?:categor(?:ia|ía|y|ie)|cat\.?|kat\.?|kategorie|klasse|class|classe)\s*(?:f\s?4|t\s?2|p\s?2)`,
  String.raw`(?:f\s?4|t\s?2)\s+(?:display|aerial|professional|fireworks?|shells?|cakes?|rockets?|feux|bombes?|fus[eé]es|b[oö]ller|feuerwerk\p{L}*|raketen|bomben|fogos|balonas?|foguetes|petardos?|cohetes|morteros?|carcasas|fuochi|razzi|bombe)`,
  String.raw`(?:display|aerial)\s+(?:firework\s+)?shells|(?:bombes?|obus)\s+d['’]\s*artifice|carcasas\s+(?:de\s+)?(?:pirotecnia|fuegos)|profi[\s-]?feuerwerk\p{L}*|feux\s+d['’]\s*artifice\s+professionnels|fuegos\s+artificiales\s+profesionales|fogo\s+de\s+artif[ií]cio\s+profissional|fuochi\s+d['’]\s*artificio\s+professionali|professional\s+fireworks`,
];
/**
 * A fireworks word near a category: it is a firework's category, not a camera's aperture or a terminal. Batteries and cakes are left out:
 * a lens "F4 PRO" is sold with its camera batteries; a firework's battery is said with a fireworks word ("Feuerwerksbatterie", "baterias de fogo").
 */
const fireworkWord = /(?<![\p{L}])(?:pirot[eé]cni\p{L}*|pyrotechn\p{L}*|firework\p{L}*|fogos?|petard\p{L}*|p[eé]tard\p{L}*|b[oö]ller\p{L}*|feuerwerk\p{L}*|artifici\p{L}*|artifice|shells?|cohetes?|fus[eé]es?|foguetes?|rockets?|raketen|bombes?|bomben|bombe|balonas?|morteros?|morteiros?|mortiers?|mortars?|carcasas|kugelbomben|verbundfeuerwerk)(?![\p{L}])/iu;

/**
 * Said to be for professionals alone, or kept from the public: "só para profissionais", "reservados a pirotécnicos", "réservés aux artificiers",
 * "licensed pyrotechnicians only", "solo per fuochini", "nur für Pyrotechniker"; "not sold to the public", "no se venden a particulares",
 * "nicht an Privatpersonen verkauft". Read beside a fireworks word: what the professional categories are.
 */
/** A word that names fireworks alone: not a shell, a bomb or a mortar, which a builder's mortar or a kitchen's is too ("mortier colle, réservé aux professionnels"). */
const fireworkOnlyWord = /(?<![\p{L}])(?:pirot[eé]cni\p{L}*|pyrotechn\p{L}*|firework\p{L}*|fogos?\s+de\s+artif[ií]cio|petard\p{L}*|p[eé]tard\p{L}*|b[oö]ller\p{L}*|feuerwerk\p{L}*|artifici\p{L}*|artifice|cohetes?|foguetes?|raketen|balonas?|morteiros?|carcasas|kugelbomben|verbundfeuerwerk)(?![\p{L}])/iu;
const forProfessionalsOnly = [
  String.raw`(?:s[oó]|s[oó]lo|apenas|somente|only|uniquement|seulement|seul(?:e|s|es)?|r[eé]serv[eé]e?s?|reserved|reservad[oa]s?|riservat[oiae]|nur|soltanto|esclusivamente|exclusivamente|exclusively)\s+(?:\p{L}+\s+){0,3}?(?:profissionais|profesionales|professionnels|professionals|professionisti|pirot[eé]cnic[oa]s|pyrotechni(?:ciens?|cians?|kern?)|artificiers?|fuochini|fuochisti|feuerwerkern?|sprengmeistern?|licensed\s+(?:operators|pyrotechnicians|professionals))(?![\p{L}])`,
  String.raw`(?:profissionais|profesionales|professionnels|professionals|professionisti|pirot[eé]cnic[oa]s|pyrotechni(?:ciens|cians|ker)|artificiers|fuochini|fuochisti)\s+only`,
  String.raw`(?:n[aã]o|no|not|ne|pas|nicht|non|never|nunca|jamais|mai)\s+(?:\p{L}+\s+){0,3}?(?:vend\p{L}*|sold|sell\p{L}*|verkauf\p{L}*|available|dispon[ií]ve(?:l|is)|disponibles?)\s+(?:\p{L}+\s+){0,2}?(?:a|aos|ao|to|aux|au|an|ai|agli|alle|al|a\s+los|the)\s+(?:civis|civiles|civils|civilians|civili|particulares|particuliers|privados|privati|privatpersonen|privatleute|p[uú]blico|public|pubblico|grand\s+public|consumers|consumidores|consommateurs|consumatori)(?![\p{L}])`,
];

// ——— Credentials ———

/** A vaccination record: "cartão de vacinação", "certificado de vacunación", "pass vaccinal", "vaccination card", "Impfpass". */
const vaccinationRecord = String.raw`(?:(?:cart[aã]o|certificado|boletim|livro|caderneta|carnet|cartilla|certificat|pass|carte|carnet|certificate|card|record|passport|certificato|tessera|libretto|green)\s+(?:\p{L}+\s+)?(?:de\s+|of\s+|di\s+)?(?:vacina[cç][aã]o|vacinas|vacunaci[oó]n|vacunas|vaccination|vaccinal|vaccin|vaccine|vaccinazione|vaccinale|covid)|vaccination\s+(?:cards?|certificates?|records?|passports?)|green\s+pass|impf(?:pass|p[aä]sse|ausweis|nachweis|zertifikat|buch)\p{L}*)`;
/** Forged: without the jab, with entries or stamps, valid and scannable, blank. */
const vaccinationForged = /(?<![\p{L}])(?:(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:a|la|l['’]|the|die|una?|uma?)\s*)?(?:vacina\p{L}*|vacun\p{L}*|vaccin\p{L}*|injec\p{L}*|inyecci\p{L}*|inje[cç][aã]o|piq[uû]res?|picadas?|jabs?|shots?|spritze|impfung|dose|dosis|puntura)|(?:mit|with|con|com|avec)\s+(?:\p{L}+\s+)?(?:eintr[aä]gen|eintrag|entries|registos|registros|entr[eé]es|voci|stempel|stamps?|carimbos?|sellos?|tampons?|timbri|timbro|qr)|scann\p{L}*|escane\p{L}*|valid[eo]?s?|v[aá]lid[oa]s?|g[uü]ltig\p{L}*|sofort\s+nutzbar|ready\s+to\s+use|listo\s+para\s+usar|pronto\s+a\s+usar|pr[eê]t\s+[àa]\s+l['’]\s*emploi|blank\p{L}*|vierges?|em\s+branco|en\s+blanco|in\s+bianco)(?![\p{L}])/iu;
/**
 * An animal's own record, sold with the animal: a puppy's or a kitten's vaccination booklet with the vet's stamps ("chiot vendu avec carnet
 * de vaccination", "Welpe mit Impfpass vom Tierarzt"). A forged record is a person's.
 */
const animalsOwnRecord = /(?<![\p{L}])(?:chiots?|chatons?|cachorr\p{L}*|gatit[oa]s?|gatinh[oa]s?|filhotes?|welpen?|k[aä]tzchen|kitten\p{L}*|pupp(?:y|ies)|cucciol\p{L}*|gattin[oi]|c[aã]es|c[aã]o|perr[oa]s?|chiens?|chiennes?|dogs?|cats?|gat[oa]s?|hunde?|h[uü]ndin|katzen?|kater|cani|cane|gatt[oi]|caballos?|cavalos?|chevaux|cheval|horses?|pferde?|cavall[oi]|animal\p{L}*|mascotas?|pets?|tiere?|v[eé]t[eé]rinai\p{L}*|veterin[aá]ri\p{L}*|veterinari\p{L}*|vets?|tier[aä]rzt\p{L}*|tierklinik|desparasitad\p{L}*|vermifug\p{L}*|entwurmt|sverminat\p{L}*|puc[eé]s?|puce|microchip\p{L}*|chipped|gechipt|pedigree|stammbaum)(?![\p{L}])/iu;
/** A cover, a holder or a sleeve for one's own record. */
const recordHolder = /(?<![\p{L}])(?:capas?|fundas?|pochettes?|prot[eè]ge\p{L}*|covers?|holders?|sleeves?|custodi[ae]|porta\p{L}*|h[uü]llen?|schutzh[uü]ll\p{L}*|etuis?)(?![\p{L}])/iu;

/** Medical certificates and sick notes: "atestados médicos", "justificantes", "certificats médicaux", "sick notes", "certificati medici", "Krankschreibungen". */
const medicalCertificate = String.raw`(?:atestados?(?:\s+m[eé]dicos?)?|certificados?\s+m[eé]dicos?|justificantes?(?:\s+m[eé]dicos?)?|bajas?\s+(?:m[eé]dicas?|laborales?)|baixas?\s+m[eé]dicas?|certificats?\s+m[eé]dicaux|certificat\s+m[eé]dical|arr[eê]ts?\s+(?:de\s+)?(?:travail|maladie)|sick\s+notes?|doctor['’]?s\s+notes?|fit\s+notes?|medical\s+certificates?|certificat[oi]\s+medic[oi]|certificati\s+di\s+malattia|krankschreibung\p{L}*|krankmeldung\p{L}*|arbeitsunf[aä]higkeitsbescheinigung\p{L}*|[aä]rztliche\s+(?:atteste?|bescheinigung\p{L}*)|atteste?)`;
/** For skipping work or school, any date, with no consultation: the note is bought, not given. */
const forAbsenceNoConsultation = /(?<![\p{L}])(?:(?:para|pour|for|per|f[uü]r)\s+(?:(?:as|las|les|the|le|die)\s+)?(?:faltas?|faltar|aus[eê]ncias?|ausencias?|absences?|assenze|fehl(?:zeiten|tage)|skip\p{L}*|time\s+off|days?\s+off)|(?:sem|sin|sans|without|senza|ohne)\s+(?:\p{L}+\s+)?(?:consultas?|consultations?|visitas?|visites?|arztbesuch|termin|ir\s+ao\s+m[eé]dico|ir\s+al\s+m[eé]dico|seeing\s+a\s+doctor|voir\s+(?:un\s+)?m[eé]decin|andare\s+dal\s+medico)|(?:qualquer|cualquier|n['’]\s*importe\s+quelle|any|qualsiasi|beliebig\p{L}*)\s+(?:datas?|fechas?|dates?|datum|daten)|(?:with|com|con|avec|mit)\s+(?:\p{L}+\s+)?(?:stamps?|carimbos?|sellos?|tampons?|timbro|stempel))(?![\p{L}])/iu;

/** Penalty points or fines taken on: "fico com os teus pontos", "me hago cargo de tus puntos", "je prends tes points", "I'll take your points". */
const pointsTakenOn = String.raw`(?:fico\s+com|assumo|aceito|tomo|asumo|me\s+(?:hago\s+cargo|quedo\s+con|como)|(?:je\s+)?prends|(?:j['’]\s*)?assume|(?:i['’]?ll\s+|i\s+will\s+)?take(?:\s+on)?|mi\s+prendo|prendo|(?:ich\s+)?(?:[uü]bernehme|nehme))\s+(?:\p{L}+\s+){0,4}?(?:pontos|puntos|points|punti|punkte|multas|amendes|fines|(?:speeding|parking|traffic)\s+tickets|multe|strafzettel|bu[sß]gelder|bu[sß]geld)`;
/**
 * A driving licence's or traffic word: the points are the licence's. Not "driving" alone, nor bare "tickets" taken ("take both tickets, we
 * are driving"): event tickets are handed on by drivers too.
 */
const drivingLicence = /(?<![\p{L}])(?:carta(?:\s+de\s+condu[cç][aã]o)?|carn[eé]t?(?:\s+de\s+conducir)?|permis(?:\s+de\s+conduire)?|licen[cs]e|driving\s+record|patente|f[uü]hrerschein|flensburg|dgt|ansr|imt|antai|tr[aá]fico|tr[aâ]nsito|radar\p{L}*|speeding|velocidade|velocidad|vitesse|velocit[aà]|blitzer|exc[eè]s|conducir|conduire|condu[cç][aã]o|guida)(?![\p{L}])/iu;

// ——— Readings added after the first fix, from the author's second batch ———

/** Encounters or visits at a hotel or at home (not English "dates": a rental's free dates, the fruit): "encuentros en tu hotel", "Haus- und Hotelbesuche", "rencontres à l'hôtel". */
const encountersOrVisits = String.raw`(?:encontros?|encuentros?|rencontres?|incontri|treffen|encounters?|hotelbesuche?|hausbesuche?|haus-\s+und\s+hotelbesuche?|visitas?\s+(?:a|al|ao)\s+(?:hotel|domic[ií]lio|domicilio)|visites?\s+(?:[àa]\s+l['’]\s*)?h[oô]tel)`;
/** A generous man sought: "homme généreux", "caballero generoso", "generous gentleman", "großzügiger Herr". */
const manNoun = String.raw`(?:men|man|gentlem[ae]n|hommes?|hombres?|homem|homens|uom(?:o|ini)|m[aä]nner|mann|herren?|caballeros?|cavalheiros?|messieurs?|monsieur|signor[ei]?)`;
/** Generous or well off: what a sugar arrangement asks of the man ("homme aisé", "successful man", "hombre adinerado"). */
const generousOrWealthy = String.raw`(?:g[eé]n[eé]reux|generos[oa]s?|generous|generos[oi]|gro[sß]z[uü]gig\p{L}*|ais[eé]s?|wealthy|well[\s-]off|rich|ric[oa]s?|acomodad[oa]s?|adinerad[oa]s?|endinheirad[oa]s?|benestant[ei]|facoltos[oi]|wohlhabend\p{L}*|verm[oö]gend\p{L}*|successful|bem[\s-]sucedid[oa]s?)`;
/** The man named with the adjective, up to three words (commas too) between: "homem mais velho e generoso", "mature, successful man". */
const generousMan = String.raw`${manNoun}\s+(?:[\p{L}]+,?\s+){0,3}?${generousOrWealthy}(?![\p{L}])|${generousOrWealthy},?\s+(?:[\p{L}]+,?\s+){0,2}?${manNoun}(?![\p{L}])|(?:padrinhos?|m[eé]c[eè]nes?|mecenas|mecenate|g[oö]nner)\s+(?:\p{L}+\s+)?(?:g[eé]n[eé]reux|generos[oa]s?|generous|generos[oi]|gro[sß]z[uü]gig\p{L}*)`;
/** A man sought to help with one's money ("un hombre que me ayude económicamente", "a man who helps with my rent"). */
const manWhoPays = String.raw`${manNoun}\s+(?:[\p{L}]+,?\s+){0,8}?(?:que|qui|who|che|der)\s+(?:\p{L}+\s+){0,5}?(?:ayud\p{L}*|ajud\p{L}*|aide\p{L}*|help\p{L}*|aiut\p{L}*|unterst[uü]tz\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:econ[oó]micamente|economicamente|financeiramente|financi[eè]rement|financially|finanziell|(?:con|com|avec|with|mit)\s+(?:\p{L}+\s+)?(?:gastos|despesas|propinas|contas|renda|d[eé]penses|factures|loyer|bills|expenses|tuition|rent|spese|affitto|miete|rechnungen))`;
/** A relationship, an arrangement, company, meetings or help with one's expenses: what the generous man is sought for. */
const relationshipWord = /(?<![\p{L}])(?:relation\p{L}*|rela[cç][aã]o|relaci[oó]n|relazione|beziehung|arrang\p{L}*|acuerdo|arranjo|accordo|vereinbarung|compa[nñ][ií]a|companhia|compagnie|compagnia|company|companionship|gesellschaft|discre\p{L}*|diskret\p{L}*|treffen|encuentros?|encontros?|rencontres?|incontri|dates?|sugar|allowance|mesada|taschengeld|gastos|despesas|d[eé]penses|spese|expenses|ausgaben|unkosten|quedadas|viajes|viagens|voyages|sorties|week-?ends|cari[nñ]o|carinho|tendresse|affection|econ[oó]micamente|economicamente|financeiramente|financi[eè]rement|financially|finanziell|aide\s+mensuelle|ayuda\s+mensual|ajuda\s+mensal|monthly\s+help|propinas|tuition)(?![\p{L}])/iu;
/**
 * A car's own keyless entry and start ("Keyless Go", "sistema mãos livres", "smart key"): the car opens without the key in hand for its
 * owner, said in ordinary used-car listings. The car's feature by its name ("Keyless Go", "sistema keyless"), not bare "keyless": "opens and
 * starts keyless models" is what a relay box is sold for.
 */
const keylessEntry = /(?<![\p{L}])(?:keyless[\s-]?(?:go|entry|access|start|system)|(?:sistema|syst[eè]me|system|sistem)\s+keyless|smart\s?keys?|hands[\s-]?free\s+(?:entry|access)|m[aã]os[\s-]livres|manos[\s-]libres|mains[\s-]libres|komfortzugang|kessy|intelligent\s+key|chave\s+inteligente|llave\s+inteligente|cl[eé]\s+intelligente|chiave\s+intelligente|push\s+start|start[\s-]?stop\s+button|bot[aã]o\s+de\s+arranque|bot[oó]n\s+de\s+arranque)(?![\p{L}])/iu;
/** A locksmith's service or a roadside assistance: opening one's own door for its owner. */
const locksmithService = /(?<![\p{L}])(?:serralheir\p{L}*|cerrajer\p{L}*|serruri\p{L}*|locksmiths?|fabbr[oi]|schl[uü]sseldienst|assist[eê]ncia|asistencia|d[eé]pannage|assistance|soccorso|pannenhilfe|24\s?h|urg[eê]nc\p{L}*|emergenc\p{L}*|notdienst)(?![\p{L}])/iu;
/** Cars or their doors opened or started without the key: "öffnet Autos ohne Schlüssel", "per aprire portiere senza chiave". */
const opensWithoutKey = String.raw`(?:abr(?:e|ir|em)|arranc(?:a|ar)|ouvr(?:e|ir|ent)|d[eé]marr(?:e|er|ent)|opens?|open(?:ing)?|starts?|apr(?:e|ire|ono)|avvi(?:a|are)|[oö]ffne[nt]?|starte[nt]?)\s+(?:[\p{L}-]+\s+){0,5}?(?:carros?|coches?|autos?|voitures?|v[eé]hicules?|cars?|vehicles?|macchine|veicoli|fahrzeuge|portas?\s+(?:de\s+)?(?:carro|autom[oó]vel)|puertas?\s+(?:de(?:l)?\s+)?coche|portes?\s+de\s+voiture|car\s+doors?|portiere|autot[uü]ren)\s+(?:[\p{L}-]+\s+){0,5}?(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:a|la|el|the|den|il|une?|uma?)\s+)?(?:chaves?|llaves?|cl[eé]s?|keys?|chiav[ei]|schl[uü]ssel)`;
/**
 * The gates or barriers of a residence, a building or a car park, opened without their badge or remote ("ouvre les portails de résidence
 * sans badge", "opens the barriers of any car park without a fob"): shared gates that are not the buyer's to open.
 */
const opensSharedGates = String.raw`(?:abr(?:e|ir|em)|ouvr(?:e|ir|ent)|opens?|open(?:ing)?|apr(?:e|ire|ono)|[oö]ffne[nt]?)\s+(?:[\p{L}-]+\s+){0,3}?(?:portails?|port[oõ]es|port[aã]o|portones?|gates?|cancell[io]|barri[eè]res?|barreras?|barreiras?|sbarre|schranken|tore?)\s+(?:(?:de|d['’]|des|du|of|di|dei|delle|do|da|dos|das|del|der|von)\s*)(?:[\p{L}'’]+\s+)?(?:r[eé]sidences?|residen\p{L}*|immeubles?|pr[eé]dios?|edif[ií]ci\p{L}*|buildings?|condom[ií]ni\p{L}*|parkings?|car\s+parks?|parcheggi\p{L}*|apartment\p{L}*|wohnanlage\p{L}*|tiefgarage\p{L}*|comunidad\p{L}*|copropri[eé]t[eé]s?|lotissements?|urbaniza\p{L}*)\s+(?:[\p{L}-]+\s+){0,3}?(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:a|la|el|the|den|il|une?|uma?|le|o)\s+)?(?:badges?|chaves?|llaves?|cl[eé]s?|keys?|chiav[ei]|schl[uü]ssel|(?:key\s*)?fobs?|bips?|mandos?|comandos?|t[eé]l[eé]commandes?|telecomand\p{L}*|remotes?|tags?|transponder)`;
/** A remote or an app named with the gate: the resident's own way in, sold as a spare ("segundo comando, abre o portão do prédio"). */
const ownRemote = /(?<![\p{L}])(?:comandos?|mandos?|t[eé]l[eé]commandes?|remotes?|telecomand\p{L}*|fernbedienung\p{L}*|handsender|apps?)(?![\p{L}])/iu;
/** A material a frame or a finish is said to look like: "looks genuine oak", "parece madeira verdadeira" is a material, not a document. */
const material = String.raw`(?:oak|wood|walnut|leather|marble|stone|gold|silver|brass|madeira|carvalho|couro|pele|m[aá]rmore|pedra|madera|roble|cuero|piel|piedra|bois|ch[eê]ne|cuir|marbre|pierre|legno|rovere|pelle|marmo|pietra|holz|eiche|leder|marmor|stein)(?![\p{L}])`;
/** Said to look genuine: "sieht echt aus", "looks genuine", "parece verdadeiro". */
const looksGenuine = String.raw`(?:sieht\s+(?:(?:muito|bem|mesmo|totalmente|muy|tr[eè]s|vraiment|molto|proprio|really|totally|completely|ganz|v[oö]llig|t[aä]uschend|total)\s+)?(?:echt|original)\s+aus|looks?\s+(?:(?:muito|bem|mesmo|totalmente|muy|tr[eè]s|vraiment|molto|proprio|really|totally|completely|ganz|v[oö]llig|t[aä]uschend|total)\s+)?(?:real|genuine|authentic|original|legit)|parece[mn]?\s+(?:(?:muito|bem|mesmo|totalmente|muy|tr[eè]s|vraiment|molto|proprio|really|totally|completely|ganz|v[oö]llig|t[aä]uschend|total)\s+)?(?:verdadeir[oa]s?|verdader[oa]s?|aut[eé]ntic[oa]s?|reales?|original(?:es)?)|semble(?:nt)?\s+(?:(?:muito|bem|mesmo|totalmente|muy|tr[eè]s|vraiment|molto|proprio|really|totally|completely|ganz|v[oö]llig|t[aä]uschend|total)\s+)?(?:vrai[es]?|authentiques?|originale?s?)|sembra(?:no)?\s+(?:(?:muito|bem|mesmo|totalmente|muy|tr[eè]s|vraiment|molto|proprio|really|totally|completely|ganz|v[oö]llig|t[aä]uschend|total)\s+)?(?:ver[oaie]|autentic[oaie]|original[ei]))`;
/** Stamped as the buyer chooses: "Stempel deiner Wahl", "stamp of your choice", "con il timbro che vuoi". */
const stampOfChoice = String.raw`(?:stempel|stamp|carimbo|sello|tampon|timbro|letterhead|cabe[cç]alho|membrete|en-?t[eê]te|intestazione|briefkopf)\s+(?:[\p{L}'’]+\s+){0,2}?(?:deiner\s+wahl|(?:die|den)\s+du\s+willst|of\s+your\s+choice|(?:you|you['’]d)\s+(?:want|like|choose)|[àa]\s+tua\s+escolha|que\s+(?:tu\s+)?(?:quieras|queiras|quiseres|escolheres|veux|voulez)|de\s+ton\s+choix|de\s+votre\s+choix|che\s+vuoi|a\s+scelta)`;
/** A document a person or an employer issues: a diploma, a certificate, a reference, a payslip, a licence. */
const issuedDocumentNoun = String.raw`(?:diplom\p{L}*|dipl[oô]mes?|certifica\p{L}*|certificat\p{L}*|zertifikat\p{L}*|zeugnis\p{L}*|arbeitszeugnis\p{L}*|bescheinigung\p{L}*|attest\p{L}*|atestad\p{L}*|n[oó]minas?|payslips?|pay\s+slips?|recibos?\s+de\s+vencimento|fiches?\s+de\s+paie|bust[ae]\s+pag[ae]|gehaltsabrechnung\p{L}*|lohnzettel|t[ií]tulos?|titres?|licen[cs]\p{L}*|carn[eé]t?s?|cartas?\s+de\s+condu[cç][aã]o|permis|patente|f[uü]hrerschein\p{L}*|references?|referencias?|lettres?\s+de\s+recommandation|cartas?\s+de\s+recomenda[cç][aã]o|empfehlungsschreiben|documentos?|documents?|documenti|dokumente?)`;
const issuedDocument = new RegExp(String.raw`(?<![\p{L}])${issuedDocumentNoun}(?![\p{L}])`, 'iu');
/**
 * The document said to look genuine in its own clause, named at most eight words before the claim ("Diploma do secundário, parece
 * verdadeiro", "Arbeitszeugnis mit Firmenstempel, sieht echt aus"). Goods said to look real are not documents, whatever certificate
 * comes with them ("Lab diamond, looks real, with its certificate").
 */
const documentLooksGenuine = String.raw`${issuedDocumentNoun}[\s,;:–-]+(?:[\p{L}\p{N}'’-]+[\s,;:–-]+){0,8}?${looksGenuine}(?![\s-]+${material})`;
/** A certificate or a licence that comes with goods: "with its IGI certificate", "certificado incluido", "mit Zertifikat", "GRA certificate included". */
const documentWithGoods = /(?<![\p{L}])(?:(?:with|comes\s+with|sold\s+with|including|includes?|com|con|avec|mit|inkl\.?|inklusive|incluye|inclui|plus)\s+(?:(?:its|their|the|an?|o|a|os|as|el|la|los|las|le|les|son|sa|ses|il|lo|i|gli|sein\p{L}*|ihr\p{L}*|seu|sua|su|sus)\s+)?(?:[\p{L}\p{N}-]+\s+){0,2}?(?:certifica\p{L}*|certificat\p{L}*|zertifikat\p{L}*|attest\p{L}*|garant\p{L}*|guarantee|warranty|documentos?|documents?|documenti|dokumente?|papiere?|papers|pap[eé]is|papeles|papiers)|(?:certifica\p{L}*|certificat\p{L}*|zertifikat\p{L}*)\s+(?:[\p{L}\p{N}-]+\s+){0,2}?(?:included|incluid[oa]|inclu[ií]d[oa]|inclus[oe]?|inklusive|dabei|beiliegend))(?![\p{L}])/iu;

// ——— Readings of the same kinds in more of the sellers' ways (56e batch) ———

/** A stun device by its own name: "stun device", "shocker", "matraque électrique", "porra eléctrica", "storditore", "Elektroschocker". */
const stunDeviceName = String.raw`(?:stun\s+(?:devices?|batons?|sticks?|guns?)|shockers?|elektroschocker\p{L}*|matraques?\s+[eé]lectriques?|b[aâ]tons?\s+[eé]lectriques?|porras?\s+el[eé]ctricas?|bast[oõ]es\s+el[eé]tricos|bast[aã]o\s+el[eé]trico|bast[oó]n\s+el[eé]ctrico|manganell[oi]\s+elettric[oi]|storditor[ei]|electric\s+batons?|tasers?|t[aá]seres)`;
/** An electric discharge or shock given by the thing: "descarga elétrica", "décharge", "scossa", "electric shock", "Stromstoß". */
const electricDischarge = String.raw`(?:descargas?(?:\s+el[eé]c?tricas?)?|d[eé]charges?(?:\s+[eé]lectriques?)?|scoss[ae](?:\s+elettric[ah]e?)?|electric\s+shocks?|stromst[oö](?:ß|ss)\p{L}*|stromschl[aä]g\p{L}*)`;
/** Said for defence, disguised or passing for an everyday thing: why a shock in a pen or a lipstick is a weapon. */
const defenceOrDisguise = /(?<![\p{L}])(?:defen[cs]\p{L}*|d[eé]fense|defesa|difesa|autodefen\p{L}*|autodefesa|auto-?d[eé]fense|selbstverteidigung|disguis\p{L}*|camufla\p{L}*|disfrazad\p{L}*|d[eé]guis\p{L}*|camuffat\p{L}*|getarnt|ningu[eé]m\s+desconfia|nadie\s+sospecha|personne\s+ne\s+se\s+doute|nobody\s+(?:suspects|notices)|nessuno\s+(?:sospetta|se\s+ne\s+accorge)|niemand\s+merkt|parece\s+(?:um|uma|un|una)|looks\s+like\s+an?|ressemble\s+[àa]|sembra\s+(?:un|una|uno)|sieht\s+aus\s+wie|t[eé]lescopi\p{L}*|telesc[oó]pic\p{L}*|telescopi\p{L}*|teleskop\p{L}*|r[eé]tractable|retr[aá]ctil|ausziehbar|\d+\s?(?:kv|volts?))(?![\p{L}])/iu;
/** A fence energiser, a fly swatter, a livestock prod: a shock that guards a field or kills insects. */
const fenceOrInsects = /(?<![\p{L}])(?:cercas?|veda[cç][aã]o|vallas?|cl[oô]tures?|fences?|recinzion\p{L}*|weidez[aä]un\p{L}*|z[aä]une?|eletrificador\p{L}*|electrificador\p{L}*|[eé]lectrificateur\p{L}*|elettrificator\p{L}*|energi[sz]er\p{L}*|mosquitos?|moscas?|mouches?|flies|fly|mosche|zanzar\p{L}*|fliegen|m[uü]cken|insect\p{L}*|insekt\p{L}*|gado|ganado|b[eé]tail|livestock|bestiame|vieh|javali\p{L}*|jabal[ií]\p{L}*|sangliers?|boars?|cinghial\p{L}*|wildschwein\p{L}*)(?![\p{L}])/iu;

/** A jammer by its name: "brouilleur", "jammer", "Störsender", "inhibidor". */
const jammerName = String.raw`(?:brouilleurs?|jammers?|st[oö]rsender\p{L}*|inhibidor(?:es)?|inibitor[ei]|bloqueador(?:es)?\s+de\s+se[nñ]al(?:es)?)`;
/** What it jams: an alarm, a tracker, a remote, a key fob, a network. */
const jammedTarget = String.raw`(?:alarm\p{L}*|allarm\p{L}*|gps|satellitar\p{L}*|trackers?|traceurs?|localizador\p{L}*|localizzator\p{L}*|rastreador\p{L}*|t[eé]l[eé]command\p{L}*|telecomand\p{L}*|mandos?|comandos?|(?:key\s*)?fobs?|antifurto|antirrobo|antivol|keyless|wi-?fi|cam[eé]ras?|c[aâ]maras?|telecamer\p{L}*|kameras?|gsm|[345]g|r[eé]seaux?|redes?|rete|netz\p{L}*|funk\p{L}*)`;
/** A Faraday or RFID-shielded pouch for the owner's own fob: protection named beside "relay" or "jammer". */
const faradayPouch = /(?<![\p{L}])(?:faraday|rfid|abschirm\p{L}*|shield\p{L}*|blindad\p{L}*|blind[eé]\p{L}*|schermat\p{L}*)(?![\p{L}])/iu;

/** A key's signal caught, extended or relayed: "apanha o sinal da chave", "verlängert das Signal des Funkschlüssels", "relays the fob's signal". */
const keySignalRelayed = String.raw`(?:apanha|capta|captur\p{L}*|amplif\p{L}*|prolong\p{L}*|extend\p{L}*|verl[aä]nger\p{L}*|relay\p{L}*|relai\p{L}*|retransm\p{L}*|repite|repete|ripet\p{L}*|catch(?:es)?|picks?\s+up|boost\p{L}*|verst[aä]rk\p{L}*|intercept\p{L}*|intercet\p{L}*|f[aä]ngt)\s+(?:\p{L}+\s+){0,2}?(?:sinal|se[nñ]al|signal|segnale|funksignal)\s+(?:(?:da|de\s+la|de|du|of\s+the|of|des|della|del|dello|vom|von|der)\s+)?(?:\p{L}+\s+)?(?:chaves?|llaves?|cl[eé]s?|keys?|chiav[ei]|(?:funk)?schl[uü]ssel\p{L}*|(?:key\s*)?fobs?|comandos?|mandos?|t[eé]l[eé]commandes?|telecomand\p{L}*)`;
/** A car: what a relayed key opens. */
const carWord = /(?<![\p{L}])(?:carros?|coches?|autos?|voitures?|cars?|vehicles?|v[eé]hicules?|veh[ií]culos?|macchin[ae]|fahrzeug\p{L}*|keyless)(?![\p{L}])/iu;
/** A gate or a garage door: a remote's range extended for its owner's own gate. */
const gateWord = /(?<![\p{L}])(?:port[aã]o|port[oõ]es|portail|portails|gates?|cancell[io]|garage\p{L}*|garagem|garaje|port[oó]n|tor(?:e)?)(?![\p{L}])/iu;

/** The tachograph said to record rest: "el tacógrafo marca descanso", "records a rest", "zeigt Ruhezeit". */
const tachographShowsRest = String.raw`${tachograph}\s+(?:\p{L}+\s+){0,3}?(?:marca|registra|regista|records?|shows?|enregistre|affiche|indique|zeigt|registriert|segna|mostra|indica)\s+(?:\p{L}+\s+){0,2}?(?:descanso|repos|rest|riposo|ruhezeit\p{L}*|ruhe|pausa|pause|pausen)`;
/** While the truck is driven: "mientras conduces", "while you drive", "pendant que tu roules", "während der Fahrt". */
const whileDriving = /(?<![\p{L}])(?:(?:mientras|enquanto|while|pendant\s+que|mentre|w[aä]hrend)\s+(?:\p{L}+\s+)?(?:conduc\p{L}*|conduz\p{L}*|conduis\p{L}*|driv\p{L}*|roul\p{L}*|guid\p{L}*|f[aä]hr\p{L}*|der\s+fahrt)|(?:en|em|in)\s+(?:marcha|movimento|movimiento|motion|fahrt))(?![\p{L}])/iu;

/** The mileage corrected, lowered or set back: "correction kilométrique", "acerto de quilómetros", "scalatura km", "Tachojustierung", "clocking". */
const mileageCorrected = String.raw`(?:(?:correc\p{L}*|ajust\p{L}*|acertos?|r[eé]glages?|rebaj\p{L}*|baix\p{L}*|scalatur\p{L}*|abbass\p{L}*|justier\p{L}*|korrektur\p{L}*|clocking|roll(?:ing|ed)?\s+back|wind(?:ing)?\s+back|turn(?:ing)?\s+back|remise\s+[àa]\s+(?:niveau|z[eé]ro))\s+(?:(?:de|do|dos|da|del|des|du|of|the|di|dei|der)\s+)?(?:\p{L}+\s+)?(?:kilom[eé]tri\p{L}*|quil[oó]metr\p{L}*|quilometragem|kilometraje|kil[oó]metros|chilometr\p{L}*|km|mileage|miles|odometers?|compteurs?|conta-?quil[oó]metros|cuentakil[oó]metros|contachilometri|kilometerst[aä]nd\p{L}*|tacho)(?![\p{L}])|tacho[\s-]?(?:justierung|korrektur|clocking)|kilometer[\s-]?(?:korrektur|justierung))`;
/** Before the car is sold on, discreetly, without a trace: why the mileage is set back. */
const beforeResaleOrUnseen = /(?<![\p{L}])(?:revend\p{L}*|revente|resale|reventa|resell\p{L}*|weiterverkauf|rivendit\p{L}*|revenda|antes\s+de\s+vender|avant\s+de\s+vendre|before\s+selling|prima\s+di\s+vendere|vor\s+dem\s+verkauf|discre\p{L}*|diskret\p{L}*|sem\s+deixar\s+rast\p{L}*|sin\s+dejar\s+rastro|sans\s+(?:laisser\s+de\s+)?traces?|without\s+(?:a\s+)?trace|spurlos|senza\s+(?:lasciare\s+)?tracce|undetect\p{L}*|ind[eé]tectable|indetectable|non\s+rilevabile|nicht\s+nachweisbar)(?![\p{L}])/iu;
/** A cluster swapped with its mileage carried over, a speedometer calibrated for new tyres: the workshop's lawful work. */
const mileageCarriedOver = /(?<![\p{L}])(?:pneu\p{L}*|neum[aá]tic\p{L}*|tyres?|tires?|reifen|gomme|calibra\p{L}*|[eé]talonn\p{L}*|kalibr\p{L}*|transfer\p{L}*|transf[eé]r\p{L}*|[uü]bertrag\p{L}*|trasfer\p{L}*|tachotausch|swap\p{L}*|troca|cambio|replace\p{L}*|remplac\p{L}*|sostitu\p{L}*|substitu\p{L}*|sustitu\p{L}*|tausch\p{L}*)(?![\p{L}])/iu;

/** Money arriving in one's own account for someone else: "funds land in your account", "ti arriva il bonifico", "on fait passer un virement sur ton compte". */
const moneyThroughYourAccount = [
  String.raw`(?:funds|money|payments?|transfers?|dinheiro|transfer[eê]ncias?|dinero|transferencias?|ingresos?|argent|virements?|fonds|soldi|bonific[oi]|geld|zahlungen|[uü]berweisung(?:en)?)\s+(?:\p{L}+\s+){0,2}?(?:land|lands|arrive|arrives|come\s+in|comes\s+in|arrivent|arrive|arriva(?:no)?|llega(?:n)?|entra(?:n)?|chega(?:m)?|entra(?:m)?|kommen?|gehen\s+ein|eingehen)\s+(?:in|on|into|na|no|en|sur|sul|auf)\s+(?:your|ton|votre|tu|tua|teu|sua|dein\p{L}*|ihr\p{L}*|a\s+tua|o\s+teu|il\s+tuo)\s+(?:bank\s+)?(?:account|compte|cuenta|conta|conto|konto)`,
  String.raw`(?:ti|te|vous|dir|you)\s+(?:arriv\p{L}*|lleg\p{L}*|cheg\p{L}*|kommt|get)\s+(?:il|un|le|o|el|uma?|una?|eine?|a)\s+(?:bonifico|virement|transferencia|ingreso|transfer[eê]ncia|[uü]berweisung|transfer)`,
  String.raw`(?:fa(?:ire|it|is|zer|cemos|ccio)|passer|appoggiar\p{L}*|poner|meter|put|pop|drop)\s+(?:\p{L}+\s+){0,2}?(?:virements?|bonific[oi]|transferencias?|transfer[eê]ncias?|transfers?|money|dinero|argent|dinheiro|soldi|geld|ingresos?)\s+(?:\p{L}+\s+){0,2}?(?:sur|on|into|in|en|na|no|su|sul|auf)\s+(?:(?:ton|your|tu|tua|teu|votre|dein\p{L}*|ihr\p{L}*|d['’]\s*autres?|others['’]?|otras|outras|altre|andere)\s+)?(?:\p{L}+\s+)?(?:comptes?|accounts?|cuentas?|contas?|cont[oi]|konten|konto)`,
];
/** Sent on, withdrawn or handed back to the one who sent it: the mule's part. A refund lands in an account and stays there. */
const handedBackOrSentOn = new RegExp(String.raw`${forwardOn.source}|(?<![\p{L}])(?:(?:me|mi|mir|moi)\s+(?:(?:la|le|lo|les|los|las|il|ihn|es|o|a)\s+)?(?:rend\p{L}*|devolv\p{L}*|devuelv\p{L}*|restitu\p{L}*|consegn\p{L}*|d[aá]s|dai|donnes|entreg\p{L}*|gibst)\s+(?:\p{L}+\s+){0,2}?(?:somme|sum|suma|soma|importo|betrag|contant\p{L}*|efectivo|esp[eè]ces|cash|bargeld|dinero|dinheiro|argent|soldi|geld|money)|(?:give|hand)\s+(?:it|them|the\s+\p{L}+)\s+(?:back\s+)?to\s+me|prelievo|sacas|saques|levantas|withdraw\p{L}*|abheb\p{L}*)(?![\p{L}])`, 'iu');

/** A sum per day or month promised without work, no earning verb: "5.000 € monatlich ohne Arbeit", "300 € al día sin hacer nada". */
const sumWithoutWork = String.raw`\d[\d.,]*\s?(?:€|eur|euros?|£|\$|k)\s*(?:(?:al|por|par|per|a|pro|im|each|every|\/)\s*)?(?:giorno|dia|d[ií]a|jour|day|tag|semana|settimana|semaine|week|woche|m[eê]s|mes|mois|month|mese|monat|t[aä]glich|monatlich|w[oö]chentlich|daily|weekly|monthly|mensuel\p{L}*|mensal|mensual\p{L}*|mensil\p{L}*|diari\p{L}*|quotidien\p{L}*|semanal\p{L}*|settimanal\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:sem\s+trabalhar|sin\s+trabajar|sans\s+travailler|without\s+work(?:ing)?|senza\s+lavorare|ohne\s+(?:zu\s+)?arbeit(?:en)?|sem\s+fazer\s+nada|sin\s+hacer\s+nada|sans\s+rien\s+faire|without\s+doing\s+anything|senza\s+fare\s+nulla|ohne\s+etwas\s+zu\s+tun)`;

/** A small gift "for the time together": the rate said as a present ("petit cadeau pour le temps passé ensemble", "regalito por el tiempo juntos"). */
const giftForTimeTogether = String.raw`(?:petits?\s+cadeaux?|regalitos?|presentinhos?|mimos?|regalin[oi]|kleine[sn]?\s+geschenk\p{L}*|small\s+gifts?|little\s+gifts?|gifts?|cadeaux?|regalos?|presentes?|regali|geschenk\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:(?:pour|para|por|for|per|f[uü]r)\s+(?:le|el|o|the|il|die|den|our)|pelo|au|al|nel|f[uü]rs)\s+(?:temps|tiempo|tempo|time|zeit)\s+(?:\p{L}+\s+)?(?:ensemble|together|juntos|juntas|insieme|zusammen|gemeinsam|contigo|comigo|with\s+me|avec\s+moi|con\s+me)`;
/** Received at home or a flat, gentlemen addressed: the gift is a rate. */
const receivesGentlemen = /(?<![\p{L}])(?:re[çc]oi[st]?|receives?|recebo|recibo|ricevo|empfange|incall|appartement|apartamento|appartamento|wohnung|discr\p{L}*|diskret\p{L}*|messieurs|gentlemen|caballeros|cavalheiros|signori|herren)(?![\p{L}])/iu;

/** A remote dog trainer said with its stimulation or shock ("Ferntrainer mit Reizstrom", "remote trainer, static stimulation"). */
const remoteTrainerShocks = String.raw`(?:ferntrainer|hundetrainer|teletakt|remote\s+(?:dog\s+)?trainers?|dog\s+trainers?|addestrator[ei]\s+(?:a\s+distanza|remot[oi])|dresseurs?\s+[àa]\s+distance|adiestrador(?:es)?\s+(?:a\s+distancia|remotos?)|adestrador(?:es)?\s+(?:[àa]\s+dist[aâ]ncia|remotos?)),?\s+(?:[\p{L}-]+,?\s+){0,3}?(?:reizstrom\p{L}*|stimul\p{L}*|stimolazion\p{L}*|shocks?|static|chocs?|descargas?|scoss[ae]|impuls\p{L}*|stromimpuls\p{L}*)`;
/** Makers of remote shock-training collars sold under their name ("Dogtra", "SportDOG", "Num'Axes", "Canicom"). */
const eCollarMaker = String.raw`(?:dogtra|sport\s?dog|num['’]?\s?axes|canicom)`;
/** A collar, a trainer or its remote: what the maker's name is on. */
const collarOrTrainer = new RegExp(String.raw`(?<![\p{L}])(?:${collar}|\p{L}*trainer|telecomand\p{L}*|t[eé]l[eé]command\p{L}*|fernbedienung\p{L}*|remotes?|mandos?|comandos?|receivers?|r[eé]cepteurs?|empf[aä]nger|ricevitor[ei]|receptores?|recetores?)(?![\p{L}])`, 'iu');

/** A document made credible or convincing for a loan or a rental: "buste paga credibili", "convincing payslips". */
const documentMadeCredible = String.raw`${issuedDocumentNoun}\s+(?:[\p{L}'’]+\s+){0,3}?(?:credibil[ei]|cre[ií]bles?|cr[eé]dibles?|cred[ií]ve(?:l|is)|convincing|convincent[ei]|convaincant\p{L}*|convincentes?|glaubw[uü]rdig\p{L}*|[uü]berzeugend\p{L}*)(?![\p{L}])`;

export const harmTamperingSchemesLexicon: TopicLexicon[] = [
  {
    // A tachograph defeated by a magnet, an emulator or a switch ("Magnet für Fahrtenschreiber", "imán para tacógrafo", "émulateur de
    // chronotachygraphe"), or driving time said no longer recorded: the marketplaces' clauses on devices that falsify a vehicle's
    // recording instruments (`odometer-tampering`; Regulation 165/2014 makes it an offence). Paper rolls, calibration, a card reader are none.
    topic: 'odometer-tampering',
    qualifier: true,
    once: true,
    terms: [
      `${defeatsRecorder}\\s+(?:[\\p{L}'’]+\\s+){0,6}?${tachograph}`,
      `${tachograph}[\\s-]+(?:\\p{L}+\\s+){0,2}?${defeatsRecorder}`,
    ],
    context: anyOf(tachographKept, toyWords, aboutOrEmpty),
  },
  {
    // Driving time said no longer recorded ("Lenkzeiten werden nicht mehr aufgezeichnet", "driving hours are not recorded"): the same
    // clauses; the denial is the claim (`negativeIdiom`).
    topic: 'odometer-tampering',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [recordsNothing],
    context: anyOf(tachographKept, toyWords, aboutOrEmpty),
  },
  {
    // A particulate filter, an EGR valve, an AdBlue system or a catalytic converter taken out or replaced by a pipe ("eliminamos el filtro
    // de partículas", "suppression de la vanne EGR", "straight-through pipe to replace your DPF", "Partikelfilter entfernen"): the
    // emissions-defeat clauses. Cleaning, regeneration, or a new filter fitted is a workshop's lawful work.
    topic: 'emissions-defeat',
    qualifier: true,
    once: true,
    terms: [
      `${takenOut}\\s+(?:\\p{L}+\\s+){0,3}?${emissionSystem}`,
      `${emissionSystem}\\s+(?:\\p{L}+\\s+){0,2}?(?:delete|off|removal|removed|bypass|eliminad[oa]|anulad[oa]|suprimid[oa]|retirad[oa]|supprim[eé]e?|eliminat[oa]|rimoss[oa]|entfernt|stillgelegt|deaktiviert)`,
      `${pipeInItsPlace}\\s+(?:\\p{L}+\\s+){0,5}?${emissionSystem}`,
    ],
    context: anyOf(systemKeptOrRenewed, toyWords, aboutOrEmpty),
  },
  {
    // A speed limiter unlocked on a car, a truck, a scooter or an e-bike ("desbloqueio do limitador de velocidade", "débridage
    // trottinette", "sblocco limitatore e-bike", "Drosselung entfernen", "remove the 25 km/h limit"): the emissions-defeat and illegal
    // vehicle modification clauses (an unlocked e-bike is a moped without its papers). The limiter kept "as the law says" is none.
    topic: 'emissions-defeat',
    qualifier: true,
    once: true,
    terms: [
      `${unlocked}\\s+(?:\\p{L}+\\s+){0,3}?${speedLimiter}`,
      `${speedLimiter}\\s+(?:\\p{L}+\\s+){0,2}?(?:desbloquead[oa]|desbloqueado|d[eé]brid[eé]e?|sbloccat[oa]|entdrosselt|unlocked|removed|eliminad[oa]|quitad[oa]|retirad[oa]|rimoss[oa]|entfernt|aufgehoben|off)`,
      String.raw`(?:kit\s+(?:de\s+)?)?d[eé]bridage|entdrosselung\p{L}*|sblocco\s+(?:della\s+)?velocit[aà]`,
    ],
    requires: speedOrVehicle,
    context: anyOf(limiterKept, toyWords, aboutOrEmpty),
  },
  {
    // A "job" receiving transfers or parcels on one's own account or address and forwarding them ("recebe transferências na tua conta e
    // reenvia", "reenvíalos a la dirección que te indiquemos", "accept parcels and forward them abroad", "Geld annehmen und
    // weiterüberweisen"): a money mule's, the financial-schemes clauses. It needs the forwarding and the pay: a courier's real job, or a
    // mail-forwarding service the customer pays for, is none.
    topic: 'financial-schemes',
    qualifier: true,
    once: true,
    terms: [`${receiveMoneyOrParcels}(?=[^.!?\\n]{0,80}?${forwardOn.source})`],
    requires: paidToDoIt,
    context: anyOf(forwardingBusiness, aboutOrEmpty),
  },
  {
    // One's own bank account lent or rented for others' payments ("du stellst dein Konto zur Verfügung", "alquila tu cuenta bancaria",
    // "rent out your bank account"): a money mule's, the financial-schemes clauses.
    topic: 'financial-schemes',
    qualifier: true,
    once: true,
    terms: accountLent,
    context: aboutOrEmpty,
  },
  {
    // Income promised without work or guaranteed per day or month ("guadagnare online da subito, 500 € al giorno garantiti", "ganhar
    // dinheiro sem sair de casa", "make money while you sleep"): a get-rich scheme, the financial-schemes clauses. A book about earning
    // money is about it (`aboutOrEmpty`).
    topic: 'financial-schemes',
    qualifier: true,
    // "sem sair de casa", "without working": the denial is the promise.
    negativeIdiom: true,
    once: true,
    terms: [`${earnVerb}\\s+(?:(?:dinheiro|dinero|argent|money|soldi|geld)\\s+)?${withoutWorkOrGuaranteed}`],
    context: aboutOrEmpty,
  },
  {
    // Earning "online" or "from home" with a kit, a method or a course ("kit per guadagnare online da subito", "make money from home"): a
    // get-rich offer read indirectly — remote jobs are said so too — for a person (review).
    topic: 'financial-schemes',
    qualifier: true,
    review: true,
    once: true,
    terms: [`${earnVerb}\\s+(?:(?:dinheiro|dinero|argent|money|soldi|geld)\\s+)?${fromHomeOrOnline}`],
    // A job said with its contract, its salary or its hourly pay is a job.
    context: anyOf(aboutOrEmpty, /(?<![\p{L}])(?:contrat\p{L}*|contracts?|contratt\p{L}*|vertr[aä]g\p{L}*|sal[aá]ri[oa]s?|salary|salaire|gehalt|stipendio|(?:por|à\s+l['’]|all['’]|pro|an|per)\s*(?:hora|heure|ora|stunde|hour))(?![\p{L}])/iu),
  },
  {
    // A companion or an escort offered for nights, hotels, dinners, by the hour or discreetly ("acompañante para cenas y noches, también
    // hoteles", "acompanhante para pernoitas", "escort girl", "Begleiterin, auch Übernachtung"): paid companionship, the sexual-services
    // clauses. A carer or a companion for the sick, the elderly or children, a guide, a Ford Escort, a ship's escort are none.
    topic: 'sexual-services',
    qualifier: true,
    once: true,
    terms: [companion],
    requires: nightsAndRates,
    context: anyOf(companionOfCare, aboutOrEmpty),
  },
  {
    // Paid encounters and sugar arrangements ("incontri a pagamento", "rencontres discrètes", "encuentros pagados", "paid companionship",
    // "sugar baby, weekly allowance"): the same clauses. "Sugar Baby" watermelons and their seeds are none.
    topic: 'sexual-services',
    qualifier: true,
    once: true,
    terms: paidEncounters,
    requires: allowanceTerms,
    context: anyOf(sugarBabyPlant, aboutOrEmpty),
  },
  {
    // The encounters said paid or discreet by their own words: no allowance needed ("rencontres discrètes, nuit complète").
    topic: 'sexual-services',
    qualifier: true,
    once: true,
    terms: [paidEncounters[0]!],
    requires: nightsAndRates,
    context: anyOf(companionOfCare, aboutOrEmpty),
  },
  {
    // A device sold by its effect on other people's security: it blocks key fobs so the car stays unlocked, cuts wireless alarms and
    // wifi cameras, makes a vehicle untraceable ("blocks key fob signals in car parks", "coupe les alarmes sans fil", "bloquea la señal de
    // los mandos"); an "inhibiteur"/"inhibidor" of signals or alarms: the signal-jammers clauses. A Faraday pouch or an RFID wallet that
    // protects one's own fob or card is none.
    topic: 'signal-jammers',
    qualifier: true,
    once: true,
    terms: [`${blocksSignal}\\s+${securitySignal}`, inhibitorOf],
    // An alarm's own keypad or remote silences the owner's alarm.
    context: anyOf(ownProtection, ownAlarmControl, toyWords, aboutOrEmpty),
  },
  {
    // A code copier or cloner that opens cars, garages or gates from a distance ("copiador de códigos para abrir coches", "code
    // cloner for gates"): a code grabber by its means, the lock-picking devices clauses. A book about them is none.
    topic: 'lock-picks',
    qualifier: true,
    once: true,
    terms: [String.raw`(?:copiador(?:es)?|copieurs?|copiator[ei]|kopierer|clonador(?:es)?|cloneurs?|clonatori|cloners?|copiers?)\s+(?:\p{L}+\s+)?(?:de\s+|di\s+|of\s+|von\s+)?(?:c[oó]digos?|codes?|codici|mandos?|comandos?|t[eé]l[eé]commandes?|telecomandi|fernbedienungen|key\s*fobs?|remotes?)`],
    requires: opensOthersCars,
    context: aboutOrEmpty,
  },
  {
    // Strong or prescribed painkillers ("strong painkillers, prescribed after my surgery", "analgésicos fortes receitados", "starke
    // Schmerzmittel vom Arzt"): a prescription medicine by its class, the medicines clauses. A pill box or an organiser for them is none.
    topic: 'medicines',
    qualifier: true,
    once: true,
    terms: [
      `${strongOrPrescribed}\\s+(?:\\p{L}+\\s+)?${painkiller}`,
      `${painkiller}\\s+(?:\\p{L}+\\s+)?${strongOrPrescribed}`,
      `${painkiller}(?=[^.!?\\n]{0,60}?(?:receitad|recetad|prescri|verschrieben|verordnet))`,
    ],
    context: anyOf(pillHolder, insteadOfMedicines, aboutOrEmpty),
  },
  {
    // An electric shock, static or impulse collar, a prong or pinch collar ("coleira de choque", "collar de descargas", "collier à
    // impulsions électriques", "static training collar", "collare a strozzo con punte", "Stromhalsband"): a device that hurts an animal,
    // banned in some of our countries (Germany's Animal Welfare Act, England's and Wales' bans) and restricted on the marketplaces'
    // animal-welfare clauses (`animal-harm-devices`). A vibration- or sound-only collar, an LED, GPS or flea collar, a head collar are none.
    topic: 'animal-harm-devices',
    qualifier: true,
    once: true,
    terms: [
      harmfulCollarNames,
      `${collar}\\s+(?:[\\p{L}-]+,?\\s+){0,4}?${shockWord}`,
      `${shockWord}\\s+(?:\\p{L}+\\s+)?${collar}`,
    ],
    requires: animalOrTraining,
    context: anyOf(harmlessCollar, colourOrKeyCollar, guardianCollar, toyWords, costumeWords, aboutOrEmpty),
  },
  {
    // A collar with metal spikes or prongs for a dog that pulls ("coleira com picos de metal para cão que puxa", "pinch collar with
    // spikes for strong pullers"): a prong collar said by its parts. Decorative, rounded or studded spikes worn for looks are none.
    topic: 'animal-harm-devices',
    qualifier: true,
    once: true,
    terms: [`${collar}\\s+(?:\\p{L}+\\s+){0,3}?${spikes}`],
    requires: pullOrTraining,
    context: anyOf(fashionStuds, guardianCollar, toyWords, costumeWords, aboutOrEmpty),
  },
  {
    // A stun gun or a Taser built into a torch, a pen or a phone ("flashlight with built-in stun gun", "linterna con táser", "stun gun
    // torch"): a self-defence weapon, the weapons clauses. A toy or a costume is none.
    topic: 'weapons',
    qualifier: true,
    once: true,
    terms: [builtInStunGun],
    context: anyOf(toyWords, costumeWords, aboutOrEmpty),
  },
  {
    // Fireworks of the professional categories F4, T2 and P2, display shells, "professional fireworks": sold only to licensed
    // pyrotechnicians (Directive 2013/29/EU), the explosives-and-fireworks clauses. Categories F1 and F2 are consumer fireworks.
    topic: 'explosives-fireworks',
    qualifier: true,
    once: true,
    terms: proFireworksCategory,
    requires: fireworkWord,
    context: anyOf(toyWords, aboutOrEmpty),
  },
  {
    // Fireworks said to be for professionals alone, or kept from the public ("morteiros, só para pirotécnicos", "bombes réservées aux
    // professionnels", "shells not sold to the public"): the professional categories by what the seller says of them, the explosives-and-fireworks
    // clauses. A display company's service, a toy or a book is none.
    topic: 'explosives-fireworks',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: forProfessionalsOnly,
    requires: fireworkOnlyWord,
    context: anyOf(toyWords, aboutOrEmpty),
  },
  {
    // A vaccination record sold with its entries and stamps, "valid without the jab", scannable or blank ("certificat de vaccination
    // valide sans injection", "gelber Impfpass mit Einträgen und Stempel"): a forged health document, the identity-documents clauses.
    // A cover or a holder for one's own record is none, and so is an animal's booklet sold with the animal (its vet's stamps are its entries).
    topic: 'identity-documents',
    qualifier: true,
    once: true,
    terms: [vaccinationRecord],
    requires: vaccinationForged,
    context: anyOf(recordHolder, animalsOwnRecord, aboutOrEmpty),
  },
  {
    // Medical certificates or sick notes sold for absences, any date, stamped or without a consultation ("atestados médicos para faltas ao
    // trabalho, com carimbo", "sick notes, any date"): the document-fraud services clauses. A folder or a frame for them is none.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [medicalCertificate],
    requires: forAbsenceNoConsultation,
    context: anyOf(recordHolder, /(?<![\p{L}])(?:ordner|pastas?|carpetas?|classeurs?|folders?|cartell\p{L}*|agenda\p{L}*|plantilla\p{L}*|modelos?|templates?|notebooks?|cadernos?|cuadernos?|carnets?|quaderni|quaderno|notizb[uü]ch\p{L}*|hefte?|patterns?|padr[aã]o|estampad\p{L}*|motifs?|print\p{L}*)(?![\p{L}])/iu, aboutOrEmpty),
  },
  {
    // Penalty points or fines taken on for the buyer ("me hago cargo de tus multas y de los puntos del carnet", "fico com os teus pontos",
    // "I'll take your points"): the document-fraud services clauses (a false declaration of the driver). A points-recovery course is none.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [pointsTakenOn],
    requires: drivingLicence,
    context: aboutOrEmpty,
  },
  {
    // Encounters or visits at a hotel or at home offered with a rate, discretion or pocket money ("encuentros en tu hotel o en mi
    // apartamento", "Haus- und Hotelbesuche, Taschengeld nach Absprache"): paid companionship read indirectly, for a person (review). A
    // hairdresser's or a carer's home visits are none.
    topic: 'sexual-services',
    qualifier: true,
    review: true,
    once: true,
    terms: [encountersOrVisits],
    requires: nightsAndRates,
    context: anyOf(companionOfCare, aboutOrEmpty, /(?<![\p{L}])(?:cabeleireir\p{L}*|peluquer\p{L}*|coiff\p{L}*|hair\p{L}*|parrucch\p{L}*|friseu?r\p{L}*|haarschnitt|maquilha\p{L}*|maquilla\p{L}*|maquill\p{L}*|make-?up|trucco|hochzeit\p{L}*|bodas?|casamentos?|mariages?|weddings?|matrimoni\p{L}*|colecionador\p{L}*|coleccionist\p{L}*|collectionneu\p{L}*|collectors?|collezionist\p{L}*|sammler\p{L}*|motard\p{L}*|clube|club|verein)(?![\p{L}])/iu),
  },
  {
    // A generous man sought for a relationship, an arrangement or company ("cherche homme généreux pour relation arrangée", "busco
    // caballero generoso"): a sugar arrangement read indirectly, for a person (review).
    topic: 'sexual-services',
    qualifier: true,
    review: true,
    once: true,
    terms: [generousMan],
    requires: relationshipWord,
    context: aboutOrEmpty,
  },
  {
    // Cars or their doors opened or started without the key ("öffnet und startet Autos ohne Schlüssel", "cunei e asta per aprire portiere
    // senza chiave"): a tool to open what is not the buyer's, the lock-picking devices clauses. A locksmith's or roadside assistance's
    // service is none.
    topic: 'lock-picks',
    qualifier: true,
    // "ohne Schlüssel", "senza chiave": the denial is the claim.
    negativeIdiom: true,
    once: true,
    terms: [opensWithoutKey],
    context: anyOf(locksmithService, keylessEntry, toyWords, aboutOrEmpty),
  },
  {
    // A document said to look genuine ("Arbeitszeugnis mit Firmenstempel, sieht echt aus", "diploma, looks real"): document fraud, the
    // services clauses. The claim is read only of the document it follows in its clause; goods said to look real beside the certificate that
    // comes with them ("moissanite, looks real, with its certificate"), a costume or a toy's prop are none.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [documentLooksGenuine],
    context: anyOf(documentWithGoods, costumeWords, toyWords, aboutOrEmpty),
  },
  {
    // A document stamped as the buyer chooses ("Zeugnis mit Stempel deiner Wahl", "atestado com o carimbo à tua escolha"): the same clauses.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [stampOfChoice],
    requires: issuedDocument,
    context: anyOf(costumeWords, toyWords, aboutOrEmpty),
  },
  {
    // A stun device by its own name, said rechargeable, telescopic, for defence or disguised ("stun device disguised as a key fob",
    // "matraque électrique rétractable", "storditore per difesa"): the weapons clauses. A toy or a costume is none.
    topic: 'weapons',
    qualifier: true,
    once: true,
    terms: [stunDeviceName],
    requires: defenceOrDisguise,
    context: anyOf(toyWords, costumeWords, aboutOrEmpty),
  },
  {
    // An electric discharge given by an everyday thing said for defence or passing for something else ("parece un boli pero suelta una
    // descarga", "capa que dispara uma descarga, ninguém desconfia"): a disguised stun weapon. A fence energiser or a fly swatter is none.
    topic: 'weapons',
    qualifier: true,
    once: true,
    terms: [electricDischarge],
    requires: defenceOrDisguise,
    context: anyOf(fenceOrInsects, toyWords, aboutOrEmpty),
  },
  {
    // A jammer named with what it jams ("brouilleur d'alarme", "GPS-Störsender", "jammer for trackers"): the signal-jammers clauses, whatever
    // the seller says it is for. A Faraday pouch is none; a roller-derby jammer names no signal.
    topic: 'signal-jammers',
    qualifier: true,
    once: true,
    terms: [
      `${jammerName}\\s+(?:[\\p{L}'’]+\\s+){0,2}?(?:de\\s+|d['’]\\s*|di\\s+|for\\s+|f[uü]r\\s+|per\\s+|para\\s+)?${jammedTarget}(?![\\p{L}])`,
      `${jammedTarget}[\\s-]?(?:jammers?|st[oö]rsender\\p{L}*|brouilleurs?)`,
    ],
    context: anyOf(faradayPouch, toyWords, aboutOrEmpty),
  },
  {
    // A key's signal caught, extended or relayed so a car opens or starts ("apanha o sinal da chave e abre o carro", "verlängert das
    // Signal des Funkschlüssels, das Auto öffnet"): a relay attack kit, the lock-picking devices clauses. A Faraday pouch against it, or a
    // range extender for one's own gate remote, is none.
    topic: 'lock-picks',
    qualifier: true,
    once: true,
    terms: [keySignalRelayed],
    requires: carWord,
    context: anyOf(faradayPouch, gateWord, toyWords, aboutOrEmpty),
  },
  {
    // The tachograph made to record rest while the truck is driven ("el tacógrafo marca descanso mientras conduces"): tampering by its effect.
    topic: 'odometer-tampering',
    qualifier: true,
    once: true,
    terms: [tachographShowsRest],
    requires: whileDriving,
    context: anyOf(tachographKept, toyWords, aboutOrEmpty),
  },
  {
    // The mileage corrected or set back before resale or discreetly ("correction kilométrique, idéal avant revente", "Tachojustierung,
    // spurlos"): the odometer-tampering clauses. A cluster swapped with its mileage carried over or a speedometer calibrated for new tyres
    // is none.
    topic: 'odometer-tampering',
    qualifier: true,
    once: true,
    terms: [mileageCorrected],
    requires: beforeResaleOrUnseen,
    context: anyOf(mileageCarriedOver, toyWords, aboutOrEmpty),
  },
  {
    // Money put through one's own account and handed back in cash or sent on ("les fonds arrivent sur ton compte, tu les renvoies",
    // "funds land in your account, you pass them on", "ti arriva il bonifico e mi dai il contante"): a money mule's, the financial-schemes
    // clauses. A refund arriving in the buyer's account is sent on to nobody.
    topic: 'financial-schemes',
    qualifier: true,
    once: true,
    terms: moneyThroughYourAccount,
    requires: handedBackOrSentOn,
    context: aboutOrEmpty,
  },
  {
    // Income without work sold as a method, a system or a guide ("system: 4.000 € a month without working", "guía para ganar 200 € al día
    // sin trabajar"): the get-rich scheme itself, even as a guide or a download. Only a book or a film about it is none.
    topic: 'financial-schemes',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [`${earnVerb}\\s+(?:(?:dinheiro|dinero|argent|money|soldi|geld)\\s+)?${withoutWorkOrGuaranteed}`, sumWithoutWork],
    context: aboutWeapons,
  },
  {
    // A man sought to pay one's expenses ("busco un hombre que me ayude económicamente"): a sugar arrangement read indirectly, for a person.
    topic: 'sexual-services',
    qualifier: true,
    review: true,
    once: true,
    terms: [manWhoPays],
    context: aboutOrEmpty,
  },
  {
    // A small gift "for the time spent together" by someone who receives gentlemen at home ("petit cadeau pour le temps passé ensemble"):
    // the rate of paid company said as a present, for a person (review). A keepsake for a couple receives no one.
    topic: 'sexual-services',
    qualifier: true,
    review: true,
    once: true,
    terms: [giftForTimeTogether],
    requires: receivesGentlemen,
    context: aboutOrEmpty,
  },
  {
    // A remote trainer sold under the name of a maker of shock-training collars ("Dogtra 280C, collar and remote"), or said with its
    // stimulation ("Ferntrainer mit Reizstrom"): the animal-harm clauses, restricted. Their vibration- or sound-only models said so are none.
    topic: 'animal-harm-devices',
    qualifier: true,
    once: true,
    terms: [eCollarMaker, remoteTrainerShocks],
    requires: collarOrTrainer,
    context: anyOf(harmlessCollar, toyWords, aboutOrEmpty),
  },
  {
    // Payslips, certificates or references made credible, or headed with the company the buyer chooses ("nóminas creíbles para el banco",
    // "payslips on the letterhead you want"): document fraud, the services clauses.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [documentMadeCredible],
    context: anyOf(costumeWords, toyWords, aboutOrEmpty),
  },
  {
    // The gates or barriers of a residence, a building or a car park opened without their badge or remote ("ouvre les portails de résidence
    // sans badge", "opens the gates of apartment blocks without a fob"): a device to open what is not the buyer's, the lock-picking devices
    // clauses. A resident's spare remote, a locksmith's service are none.
    topic: 'lock-picks',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [opensSharedGates],
    context: anyOf(locksmithService, ownRemote, toyWords, aboutOrEmpty),
  },
];
