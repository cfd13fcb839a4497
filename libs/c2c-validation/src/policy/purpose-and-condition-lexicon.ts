import { aboutOrEmpty, anyOf, type TopicLexicon } from './item-lexicon.ts';
import { purposeSignalLexicon } from './purpose-signal-lexicon.ts';

/**
 * Goods and services whose harm is in what they are for or in how they are offered, and goods refused only for their condition
 * (PT, ES, FR, EN, IT, DE), each kind written from the clause it comes from:
 * - things sold to defeat a control (`prohibited-services`: fraudulent services and devices): a meter made to stop or read less; an
 *   earpiece or a camera to be prompted during an exam or a driving test; a bot or a program that takes an official office's
 *   appointments to sell them; a voice or a call made to pass as someone else; a number plate made to hide from speed cameras, a spray
 *   or a film that blinds them (`radar-detectors`);
 * - spying on a person (`spy-devices`): a tracker hidden on a partner's car or bag, an app that reads another's messages without them
 *   knowing; a relay box or an amplifier that unlocks keyless cars and drives them off with no key (`lock-picks`: tools to open what is
 *   not one's own);
 * - a check cheated for the buyer (`prohibited-services`): a credit register's entry erased without paying; a clean criminal record
 *   whatever the buyer's; payslips, bank statements, bills or proofs of address made or altered to the buyer's wish; a guarantor hired
 *   for a fee; a medical or fitness certificate without the examination it attests;
 * - goods of unexplained origin said indirectly (`stolen-goods`): "don't ask where they come from", a lock still on and a grinder to bring,
 *   taken at night from a site, gone before the owner shows up, an organisation's remote management or inventory tag still on;
 * - counterfeits said by where or how they were made (`counterfeits`, of a maker of copied goods the title names): bought at a bazaar or
 *   a night market of the counterfeit trade, straight from a factory, "not from the shop if you know what I mean";
 * - personal passes and entitlements (`boarding-passes`: non-transferable travel documents; `digital-accounts`: memberships; `identity-documents`:
 *   permits): a student's, a monthly or a season pass offered for the rest of its period, lent, copied or said to work for anyone;
 * - goods refused for their condition: food and infant formula past their date (`homemade-food`: food safety); glue traps for rodents or
 *   birds (`pesticides`; England's Glue Traps (Offences) Act 2022); sleep positioners, cot bumpers and sit-in baby walkers
 *   (`unsafe-childrens-goods`: FDA warning 2017, US Safe Sleep for Babies Act 2022, Canada's ban of baby walkers 2004); plants said
 *   without their plant passport (`invasive-species`: Regulation (EU) 2016/2031); alcohol brought to minors without an ID asked
 *   (`alcohol`); tobacco without its tax stamp (`tobacco-vapes`: contraband);
 * - weapons named in their own languages' words (`weapons`): a telescopic steel baton, a cosh, a knuckle-duster, a self-defence keyring
 *   with spikes, a hunting shotgun named as a compound or a pair ("Jagdflinte", "doppietta"), a blank gun without its red cap or
 *   with its barrel drilled, a solvent-trap kit sold with cones to drill (an unregistered silencer).
 */

// —— Devices and services sold to defeat a control ——

/** A utility meter: "contador da luz", "contador de gas", "compteur d'eau", "electricity meter", "contatore del gas", "Stromzähler". */
const meterWord = String.raw`(?:contador(?:es)?\s+(?:da\s+|de\s+|del\s+|d[oa]\s+)?(?:luz|[aá]gua|agua|g[aá]s|electricidade|electricidad|eletricidade)|compteurs?\s+(?:d['’]\s*eau|[eé]lectriques?|de\s+gaz|d['’]\s*[eé]lectricit[eé]|linky|gazpar)|(?:electricity|electric|gas|water|power|smart)\s+meters?|contator[ei]\s+(?:della\s+|del\s+|dell['’]\s*)?(?:luce|gas|acqua|elettric\p{L}*)|(?:strom|gas|wasser)z[aä]hler)`;
/** Made to stop, slow or read less, or said undetected: "para parar", "que marque la mitad", "ralentit", "stops it", "rallenta", "bleibt stehen". */
const meterDefeated = /(?<![\p{L}])(?:par[ae]r?\s+(?:a\s+)?(?:leitura|contagem)|a\s+leitura\s+(?:parar|para)|(?:deixa|deixe)\s+de\s+contar|conta[rs]?\s+menos|marc(?:a|ar|ue)\s+(?:menos|la\s+mitad|a\s+metade)|(?:se\s+)?(?:pare|detenga|detiene)\s+(?:el\s+)?(?:contador|consumo)|para\s+de\s+contar|(?:s['’]\s*arr[eê]te|ralentit|ralentir|bloque[rz]?|tourne\s+moins|compte\s+moins|moiti[eé])|(?:stops?|slows?|halves|runs?\s+backwards?|reads?\s+(?:less|lower)|(?:spin|turn)s?\s+slower)|(?:si\s+)?(?:ferma|rallenta|blocca|conta\s+meno|gira\s+al\s+contrario)|(?:bleibt\s+stehen|anhalten|stoppt|l[aä]uft\s+(?:langsamer|r[uü]ckw[aä]rts)|z[aä]hlt\s+weniger|halbiert)|(?:n[aã]o|no)\s+(?:o\s+|lo\s+)?(?:deteta|detetam|detecta|detectan|notan)|ind[eé]tectable|undetect(?:able|ed)|non\s+rilevabile|unentdeckt|nicht\s+nachweisbar|[ií]m[aã]n(?:es)?|aimants?|magnets?|calamit[ae]|magnet(?:e|en)?|neod[ií]mio|n[eé]odyme|neodymium|neodimio|neodym)(?![\p{L}])/iu;
/** A meter sold as a meter: calibrated, certified, new for installing, a reading display, a collector's. */
const meterInnocent = /(?<![\p{L}])(?:calibra\p{L}*|certifi\p{L}*|homologad\p{L}*|homologu\p{L}*|approved|omologat\p{L}*|geeicht|eichung|instal(?:ar|lar|ler|l|lare|lieren)|installation|display|ecr[aã]|pantalla|[eé]cran|leitor|lector|lecteur|reader|lettore|leseger[aä]t|antigo\s+de\s+cole[cç][aã]o|vintage|cole[cç][aã]o|colecci[oó]n|collection|collezione|sammlung|caixa\s+de\s+contador|armario\s+de\s+contador|coffret|cassetta|z[aä]hlerschrank)(?![\p{L}])/iu;

/** An earpiece, a camera or a pen made to be prompted: "auricular invisível", "pinganillo", "oreillette", "earpiece", "auricolare", "Knopf im Ohr". */
const promptDevice = String.raw`(?:auricular(?:es)?\s+(?:invis[ií]ve(?:l|is)|invis[ií]bles?|indu[cç]\p{L}*|micro\p{L}*|espi[aã]o|esp[ií]as?)|pinganillos?|oreillettes?\s+(?:invisibles?|espion|micro\p{L}*|[àa]\s+induction)|(?:invisible|spy|hidden|micro|covert)\s+ear\s*pieces?|(?:invisible|spy|hidden|micro|covert)\s+earpieces?|ear\s*pieces?|auricolar[ei]\s+(?:invisibil[ei]|spia|micro\p{L}*|a\s+induzione)|mini[\s-]?auricolar[ei]|(?:unsichtbare[rn]?|spion\p{L}*|mini)[\s-]?(?:ohrh[oö]rer|in[\s-]?ear)|knopf\s+im\s+ohr|(?:canetas?|bol[ií]grafos?|stylos?|pens?|penn[ae])\s+(?:con\s+|com\s+|avec\s+|with\s+|mit\s+)?(?:micro)?c[aâá]m(?:a|e)r[ae]s?\s+(?:\p{L}+\s+){0,2}?(?:e|y|et|and|und)\s+(?:auricular|oreillette|earpiece|auricolare|ohrh[oö]rer))`;
/** An exam or a test the device is for: the driving theory test, a competition for a public post, a university exam. */
const examWord = /(?<![\p{L}])(?:exames?|ex[aá]menes|examens?|exams?|examinations?|esam[ei]|pr[uü]fung\p{L}*|klausur\p{L}*|concursos?|concours|concorsi|concorso|oposici[oó]n\p{L}*|c[oó]digo\s+(?:da\s+estrada|de\s+circula[cç][aã]o)|te[oó]ric[oa]|th[eé]orique|le\s+code|partiels?|bac|selectividad|driving\s+(?:theory\s+)?test|theory\s+test|patente|quiz\s+(?:della\s+)?patente|f[uü]hrerschein\p{L}*|ma(?:tura|turit[aà])|abitur)(?![\p{L}])/iu;

/** An official office whose appointments are booked: immigration, a consulate, the prefecture, the driving authority, the registry. */
const officialOffice = String.raw`(?:estrangeiros|aima|sef|consulados?|embaixadas?|conservat[oó]ria|loja\s+do\s+cidad[aã]o|finan[cç]as|seguran[cç]a\s+social|imt|extranjer[ií]a|consulados?|embajadas?|dgt|tr[aá]fico|itv|registro\s+civil|sepe|polic[ií]a\s+nacional|huellas|tie|nie|pr[eé]fectures?|sous-pr[eé]fectures?|consulats?|ambassades?|ants|titre\s+de\s+s[eé]jour|consulates?|embass(?:y|ies)|visa|passport\s+office|home\s+office|dvla|questur[ae]|consolat[oi]|ambasciat[ae]|motorizzazione|anagrafe|ausl[aä]nderbeh[oö]rde|b[uü]rgeramt|konsulat|botschaft|f[uü]hrerscheinstelle|kfz[\s-]zulassung\p{L}*|zulassungsstelle)`;
/** Appointments there: "marcações", "cita previa", "rendez-vous", "appointment slots", "appuntamenti", "Termine". */
const appointmentWord = String.raw`(?:marca[cç](?:[aã]o|[oõ]es)|agendamentos?|vagas?|citas?(?:\s+previas?)?|turnos?|rendez[\s-]vous|cr[eé]neaux|(?:appointment\s+)?slots?|appointments?|bookings?|appuntament[oi]|prenotazion[ei]|termine?|terminvergabe)`;
/** Taken by a program or sold by the appointment: "com o meu bot", "con mi programa", "par script", "50 € la cita", "per slot", "pro Termin". */
const takenByProgramOrSold = /(?<![\p{L}])(?:bots?|programas?|programmes?|programs?|programm[aei]?|scripts?|automat\p{L}*|software|logiciels?|apps?|robots?|rob[oô]s?)(?![\p{L}])|(?:\d+\s*(?:€|euros?|eur|£|pounds?|libras?|livres)|€\s*\d+)\s*(?:(?:a|la|por|par|per|pro|each|cada|the)\s+)?(?:(?:cada|each|une?|una?)\s+)?(?:marca[cç][aã]o|vaga|cita|turno|rendez[\s-]vous|cr[eé]neau|slot|appointment|booking|appuntamento|prenotazione|termin)|(?:vend[oe]|vendo|vends|sell(?:ing)?|verkaufe)\s+(?:\p{L}+\s+){0,2}?(?:marca[cç]|vagas|citas|turnos|rendez|cr[eé]neaux|slots|appointments|appuntamenti|termine)/iu;

/** Passing as someone else: "passar-se por outra pessoa", "como se fosse o titular", "hacerte pasar por", "se faire passer pour", "as someone else", "spacciarsi per", "sich als … ausgeben". */
const asSomeoneElse = String.raw`(?:passar(?:-se|es|mos)?\s+por\s+(?:outra\s+pessoa|outr[oa]|o\s+titular|qualquer\s+pessoa)|como\s+se\s+(?:fosse|fosses|f[oô]ssemos)\s+(?:outra\s+pessoa|o\s+titular|a\s+titular|(?:o\s+|a\s+)?(?:teu|tua|seu|sua)\s+\p{L}+)|(?:hacer(?:te|se|me)?|te\s+hace)\s+pasar\s+por\s+(?:otra\s+persona|otro|otra|el\s+titular|cualquiera)|como\s+si\s+(?:fueras|fuese|fuera)\s+(?:otra\s+persona|el\s+titular|la\s+titular|tu\s+\p{L}+)|(?:se|te|vous|me)\s+faire\s+passer\s+pour\s+(?:quelqu['’]\s*un\s+d['’]\s*autre|un\s+autre|une\s+autre|le\s+titulaire|n['’]\s*importe\s+qui)|comme\s+si\s+vous\s+[eé]tiez\s+(?:quelqu['’]\s*un\s+d['’]\s*autre|le\s+titulaire)|as\s+someone\s+else|pass(?:ing)?\s+(?:yourself\s+)?(?:off\s+)?as\s+(?:someone|anyone|another\s+person|the\s+account\s+holder)|pretend(?:ing)?\s+to\s+be\s+(?:someone\s+else|the\s+account\s+holder|another\s+person)|spacciar(?:si|ti|vi)\s+per\s+(?:un\s+altr[oa]|qualcun\s+altro|il\s+titolare)|far(?:si|ti)\s+passare\s+per\s+(?:un\s+altr[oa]|qualcun\s+altro|il\s+titolare)|come\s+se\s+fossi\s+(?:un\s+altr[oa]|il\s+titolare|qualcun\s+altro)|sich\s+als\s+(?:jemand\s+ander(?:s|es|en)|eine\s+andere\s+person|der\s+kontoinhaber)\s+aus(?:geben|zugeben)|dich\s+als\s+(?:jemand\s+ander(?:s|es|en)|eine\s+andere\s+person|der\s+kontoinhaber)\s+aus(?:geben|zugeben)|als\s+w[aä]rst\s+du\s+(?:jemand\s+ander(?:s|es)|der\s+kontoinhaber))`;
/** A call, a voice, an account or a check the pretence is for: the bank, the tax office, a video call, an identity check. */
const callOrCheck = /(?<![\p{L}])(?:voz|voces|voix|voice|voci|stimme\p{L}*|telefon\p{L}*|t[eé]l[eé]phon\p{L}*|phon\p{L}*|llamar|ligar|appeler|call(?:s|ing)?|chiamar\p{L}*|anrufen|banco|banque|bank|banca|finan[cç]as|hacienda|imp[oô]ts|hmrc|irs|agenzia\s+delle\s+entrate|finanzamt|seguran[cç]a\s+social|seguridad\s+social|caf|videochamadas?|videollamadas?|visio|video\s*calls?|videochiamat\p{L}*|videoanruf|verifica[cç][aã]o|verificaci[oó]n|v[eé]rification|verification|verifica|verifizierung|kyc|selfie)(?![\p{L}])/iu;
/** A costume or a game: a party, a disguise, a role-play, an actor's voice for a cartoon. */
const costumeOrPlay = /(?<![\p{L}])(?:fantasias?|disfarces?|disfra(?:z|ces)|d[eé]guisements?|costumes?|costumi|kost[uü]me?|carnaval|carnival|carnevale|karneval|fasching|halloween|teatro|th[eé][aâ]tre|theat(?:re|er)|improv|jogos?|juegos?|jeux?|games?|giochi|spiele?|brincadeira|broma|blague|prank|scherzo|streich|desenhos|dibujos|dessins?\s+anim[eé]s|cartoons?|karaoke)(?![\p{L}])/iu;

// —— Spying on a person ——

/** A tracker: "localizador GPS", "rastreador", "traceur GPS", "GPS tracker", "localizzatore", "GPS-Sender", "Peilsender". */
const trackerWord = String.raw`(?:localizador(?:es)?(?:\s+gps)?|rastreador(?:es)?(?:\s+gps)?|gps[\s-]?(?:trackers?|tracker|localizador|rastreador|traceurs?|balise|localizzatore|sender|tracker)|traceurs?(?:\s+gps)?|balises?\s+gps|trackers?|localizzator[ei](?:\s+gps)?|(?:gps[\s-]?)?peilsender|ortungsger[aä]t\p{L}*|(?:apps?|aplica[cç][aã]o|aplicaci[oó]n|applications?|logiciels?|software|programas?|programmes?)\s+(?:esp[ií][aã]o|esp[ií]as?|espions?|spy|spia|spionage)|spy\s*apps?|stalkerware|spyware|logiciels?\s+espions?|app\s+spia)`;
/** Hidden on, or read from, another person without their knowing: the partner named, or "sem ele saber", "sin que lo sepa", "à son insu", "without them knowing", "senza che lo sappia", "ohne dass er es merkt". */
const onAnotherPerson = /(?<![\p{L}])(?:(?:d[oa]\s+|del?\s+|de\s+la\s+|du\s+|de\s+ton\s+|de\s+ta\s+|of\s+)?(?:teu|tua|seu|sua|tu|su|ton|ta|votre|your|his|her|tuo|tua|dein\p{L}*|ihr\p{L}*|sein\p{L}*)\s+(?:marido|mulher|esposa|esposo|namorad[oa]|companheir[oa]|parceir[oa]|ex|novi[oa]|pareja|mujer|mari|femme|[eé]pou(?:x|se)|copain|copine|conjoint\p{L}*|partenaire|husband|wife|partner|boyfriend|girlfriend|spouse|ex|marito|moglie|fidanzat[oa]|compagn[oa]|mann|frau|freund\p{L}*|ehe(?:mann|frau)|partner\p{L}*)|sem\s+(?:ele|ela|eles|que\s+(?:ele|ela)\s+)?(?:saber|saibam?|perceber|notar|desconfiar)|sin\s+que\s+(?:\p{L}+\s+){0,2}?(?:sepa|se\s+entere|note|lo\s+note|sospeche)|(?:[àa]\s+(?:son|leur)\s+insu|sans\s+qu['’]\s*(?:il|elle|ils)\s+(?:ne\s+)?(?:le\s+)?(?:sache|sachent|remarque))|without\s+(?:him|her|them)\s+(?:knowing|noticing|finding\s+out)|(?:he|she|they)\s+(?:will\s+)?never\s+(?:know|notice|find\s+out)|senza\s+che\s+(?:\p{L}+\s+){0,2}?(?:sappia|accorga|se\s+ne\s+accorga)|ohne\s+dass\s+(?:\p{L}+\s+){0,2}?(?:es\s+)?(?:merkt|wei[sß]|mitbekommt)|(?:er|sie)\s+merkt\s+nichts|(?:ele|ela)\s+nem\s+(?:sabe|percebe|nota)|(?:[ée]l|ella)\s+ni\s+se\s+entera|(?:il|elle)\s+n['’]\s*en\s+saura\s+rien)(?![\p{L}])/iu;
/** What a tracker is innocently for: a pet, a child's watch, luggage, keys, a bike or one's own car against theft, a fleet. */
const ownThingTracked = /(?<![\p{L}])(?:c[aã]es?|c[aã]o|gatos?|perros?|gatos?|chiens?|chats?|dogs?|cats?|pets?|cani|cane|gatti|hund\p{L}*|katze\p{L}*|coleira|collar|collier|halsband|mala|maleta|valise|luggage|suitcase|bagagli\p{L}*|koffer|gep[aä]ck|chaves|llaves|cl[eé]s|keys|chiavi|schl[uü]ssel|airtag|anti[\s-]?(?:roubo|robo|vol|theft|furto)|antirrobo|antifurto|diebstahlschutz|frota|flota|flotte|fleet|idosos?|ancianos?|personnes?\s+[aâ]g[eé]es|elderly|anziani|senioren|crian[cç]as?|ni[nñ]os|enfants|kids|children|bambini|kinder)(?![\p{L}])/iu;

/** A relay or an amplifier that opens keyless cars: "amplificador de sinal para abrir carros", "boîtier relais", "relay box", "Keyless-Go-Verstärker". */
const keylessOpener = String.raw`(?:amplificador(?:es)?|repetidor(?:es)?|amplificateurs?|r[eé]p[eé]teurs?|bo[iî]tiers?\s+relais|relay\s+(?:box(?:es)?|attack\s+(?:kits?|devices?)|devices?)|signal\s+(?:amplifiers?|boosters?|relays?)|amplificator[ei]|ripetitor[ei]|relais[\s-]?box|keyless[\s-]?(?:go[\s-]?)?(?:verst[aä]rker|repeater|relais|hack\p{L}*))`;
/** Opening and starting cars without their key. */
const opensCarsWithoutKey = /(?<![\p{L}])(?:(?:abrir|arrancar|ouvrir|d[eé]marrer|open(?:s|ing)?|start(?:s|ing)?|aprire|avviare|[oö]ffnen|starten)\s+(?:\p{L}+\s+){0,4}?(?:carros|coches|autos?|voitures|v[eé]hicules|cars|vehicles|auto|macchine|fahrzeuge|wagen)|(?:sem|sin|sans|without|senza|ohne)\s+(?:a\s+|la\s+|el\s+|the\s+|den\s+)?(?:chave|llave|cl[eé]|key|chiave|schl[uü]ssel))(?![\p{L}])/iu;

/** A number plate: "matrícula", "chapa", "plaque d'immatriculation", "number plate", "targa", "Kennzeichen". */
const plateWord = String.raw`(?:(?:chapas?|placas?)\s+(?:de\s+)?matr[ií]cula|matr[ií]culas?|plaques?(?:\s+d['’]\s*immatriculation)?|(?:number|licen[cs]e|registration)\s+plates?|targh?[ae]|kennzeichen\p{L}*|nummernschild\p{L}*)`;
/** Hidden, folded or covered on demand: "que se esconde", "se replie", "flips", "si ribalta", "klappt weg". */
const plateHidden = String.raw`(?:escond\p{L}*|ocult\p{L}*|tap(?:a|ar|e)\p{L}*|dobr[aá]ve(?:l|is)|rebat\p{L}*|abat\p{L}*|plegabl\p{L}*|retr[aá]ctil\p{L}*|cach\p{L}*|masqu\p{L}*|(?:se\s+)?repli\p{L}*|rabat\p{L}*|escamotabl\p{L}*|hid(?:e|es|ing|den)|cover(?:s|ing|ed)?|flip(?:s|ping)?|fold(?:s|ing)?|retract\p{L}*|nascond\p{L}*|copr\p{L}*|ribalt\p{L}*|(?:auf|weg|um)klapp\p{L}*|versteck\p{L}*|verdeck\p{L}*|abdeck\p{L}*)`;
/** A speed camera, a toll, the police: what the plate is hidden from. */
const cameraWord = /(?<![\p{L}])(?:radar(?:es|s)?|c[aâ]maras?|c[aá]maras?|cam[eé]ras?|cameras?|fotomultas?|speed\s+cameras?|autovelox|tutor|blitzer\p{L}*|radarfalle\p{L}*|portage(?:ns|m)|pea(?:je|jes)|p[eé]ages?|tolls?|pedaggi\p{L}*|maut\p{L}*|via\s+verde|anpr|ztl|ulez|pol[ií]cia|police|polizia|polizei|flash(?:es)?|multas?|amendes?|fines?|mult[ae]|strafzettel|bu[sß]geld\p{L}*)(?![\p{L}])/iu;
/** A spray, a film or a cover sold to blind speed cameras: "spray anti-radar", "film anti-flash", "photo blocker", "Anti-Blitzer-Folie". */
const cameraBlinder = String.raw`(?:(?:sprays?|pel[ií]culas?|films?|capas?|covers?|fundas?|housses?|pellicol[ae]|folien?|lack)\s+(?:\p{L}+\s+)?(?:anti[\s-]?(?:radar|flash|fotomultas?|blitz(?:er)?|autovelox|c[aâá]maras?|cam[eé]ras?)|photo[\s-]?blockers?)|(?:anti[\s-]?(?:radar|blitz(?:er)?|flash|fotomultas?))[\s-](?:sprays?|folien?|films?|pel[ií]culas?|covers?|lack|pellicol[ae])|photo[\s-]?blocker\s+sprays?|anti[\s-]?blitzer[\s-]?(?:folie|spray|lack)\p{L}*)`;

/** The remote management or the inventory tag of an organisation still on a device: "gestão remota ainda ativa", "MDM", "asset tag", "Inventaraufkleber". */
const orgLockStillOn = String.raw`(?:(?:gest[aã]o|gesti[oó]n|gestion|gestione|management|verwaltung)\s+(?:remota|[àa]\s+distance|remote|da\s+remoto|fern)|remote\s+management|fernverwaltung|mdm(?:\s+(?:lock|profile|perfil|profil|profilo))?|(?:perfil|profil|profile|profilo)\s+(?:de\s+|di\s+)?(?:gest[aã]o|gesti[oó]n|gestion|gestione|management|verwaltung)|asset\s+tags?|(?:etiquetas?|autocolantes?|pegatinas?|[eé]tiquettes?|etichett[ae]|aufkleber)\s+(?:de\s+|d['’]\s*|di\s+)?(?:invent[aá]rio|inventario|inventaire|patrim[oó]nio|patrimonio)|inventar(?:aufkleber|nummer|etikett)\p{L}*|inventory\s+(?:tags?|labels?|stickers?))`;
/** Of an organisation: a school, a firm, a council, a hospital, a university. */
const orgWord = /(?<![\p{L}])(?:escolas?|col[eé]gios?|colegios?|escuelas?|institut\p{L}*|[eé]coles?|lyc[eé]es?|coll[eè]ges?|schools?|scuol[ae]|schule\p{L}*|universidad\p{L}*|universit\p{L}*|uni|empresas?|entreprises?|company|companies|corporate|employer|firm|azienda|aziend[ae]|firma|firmen|unternehmen|arbeitgeber|c[aâ]mara\s+municipal|ayuntamiento|mairie|council|comune|gemeinde|stadt|hospita(?:l|is|les)|h[oô]pital\p{L}*|ospedal[ei]|krankenhaus|klinik|minist[eé]ri\p{L}*|ministry|ministero|beh[oö]rde\p{L}*|governo|gobierno|gouvernement|government|governo)(?![\p{L}])/iu;
/** Released by its owner: removed, unlocked, with the invoice, from an auction or a refurbisher. */
const orgReleased = /(?<![\p{L}])(?:removid\p{L}*|retirad\p{L}*|eliminad\p{L}*|desvinculad\p{L}*|liberad\p{L}*|libertad\p{L}*|supprim\p{L}*|retir[eé]\p{L}*|d[eé]bloqu\p{L}*|lib[eé]r[eé]\p{L}*|removed|released|unlocked|unenrolled|cleared|rimoss\p{L}*|sbloccat\p{L}*|liberat\p{L}*|entfernt|freigegeben|gel[oö]scht|fatura|factura|facture|invoice|receipt|fattura|rechnung|leil[aã]o|subasta|ench[eè]res|auction|asta|auktion|recondicionad\p{L}*|reacondicionad\p{L}*|reconditionn\p{L}*|refurbished|ricondizionat\p{L}*|generaluberholt|generalüberholt|renew(?:ed)?|sem\s+mdm|sin\s+mdm|sans\s+mdm|no\s+mdm|mdm[\s-]?free|senza\s+mdm|ohne\s+mdm)(?![\p{L}])/iu;

/** A medical or a fitness certificate that attests an examination: "atestado de aptidão", "psicotécnico", "certificat d'aptitude", "fit-to-drive note", "certificato di idoneità", "Attest", "Gesundheitszeugnis". */
const fitnessCertificate = String.raw`(?:atestados?(?:\s+(?:de\s+)?(?:aptid[aã]o|robustez|m[eé]dicos?(?:\s+desportivos?)?))?|certificados?\s+(?:de\s+)?(?:aptitud|aptid[aã]o)(?:\s+\p{L}+)?|psicot[eé]cnicos?|reconocimientos?\s+m[eé]dicos?|certificats?\s+(?:d['’]\s*aptitude|de\s+non[\s-]contre[\s-]indication)|fit(?:ness)?[\s-]to[\s-](?:drive|work|fly|dive)\s+(?:certificates?|notes?|letters?)|certificat[oi]\s+(?:di\s+)?idoneit[aà](?:\s+\p{L}+)?|attest(?:e)?|gesundheitszeugnis(?:se)?|(?:sehtest|eignungs|tauglichkeits|fahrtauglichkeits)(?:bescheinigung|nachweis|gutachten)\p{L}*|mpu[\s-]?gutachten)`;
/** Without the examination it attests. */
const withoutExamination = /(?<![\p{L}])(?:sem\s+(?:(?:a|o|qualquer)\s+)?(?:consulta|exame|ir\s+ao\s+m[eé]dico|ver\s+(?:o\s+)?m[eé]dico|teste)|sin\s+(?:(?:la|el|ning[uú]n|ninguna)\s+)?(?:consulta|reconocimiento|examen|pasar\s+(?:por\s+)?(?:el\s+)?(?:m[eé]dico|reconocimiento)|ir\s+al\s+m[eé]dico|prueba)|sans\s+(?:(?:la|le|une|un|aucune?)\s+)?(?:consultation|examen|visite(?:\s+m[eé]dicale)?|voir\s+(?:de|le|un)\s+m[eé]decin|test)|without\s+(?:(?:a|an|any|the)\s+)?(?:consultation|exam(?:ination)?|appointment|medical|seeing\s+a\s+doctor|check[\s-]?up|test)|senza\s+(?:(?:la|il|una|un|alcuna?)\s+)?(?:visita|esame|vedere\s+(?:il\s+)?medico|test)|ohne\s+(?:(?:die|eine|den|einen)\s+)?(?:untersuchung|termin|arztbesuch|praxisbesuch|test|sehtest|pr[uü]fung))(?![\p{L}])/iu;

// —— A check cheated for the buyer ——

/** A credit register: the Bank of Portugal's, ASNEF, RAI, FICP, the Banque de France's, CRIF, SCHUFA, a blacklist of debtors. */
const creditRegister = String.raw`(?:central\s+de\s+responsabilidades(?:\s+de\s+cr[eé]dito)?|lista\s+negra\s+d[oe]l?\s+banco(?:\s+de\s+portugal)?|asnef|badexcug|rai|cirbe|lista\s+de\s+morosos|ficheros?\s+de\s+morosos|ficp|fichier\s+(?:banque\s+de\s+france|des\s+incidents|de\s+la\s+banque\s+de\s+france)|fcc|credit\s+(?:file|record|report|history)|ccjs?|county\s+court\s+judg(?:e)?ments?|crif|cattivi\s+pagatori|centrale\s+rischi|schufa(?:[\s-]?eintr[aä]ge?)?)`;
/** Erased, cleaned, taken off — without paying, through someone inside, in days: "apaga o teu registo", "te saco de", "effacé", "removed", "cancellato", "gelöscht". */
const erasedForYou = /(?<![\p{L}])(?:apag\p{L}*|limp\p{L}*|tir(?:o|ar|amos)\p{L}*|sai(?:r|res)\s+d[aeo]|borr\p{L}*|(?:te|le|os|les)\s+(?:saco|sacamos|quito|quitamos)|sacar(?:te)?|quitar(?:te)?|eliminar\p{L}*|effac\p{L}*|supprim\p{L}*|retir\p{L}*|sortir\s+d[ue]|(?:remov|eras|delet|clear|wip|clean)\p{L}*|cancell\p{L}*|cancel\p{L}*|tolt\p{L}*|rimuov\p{L}*|rimoss\p{L}*|l[oö]sch\p{L}*|entfern\p{L}*|bereinig\p{L}*)(?![\p{L}])[^.!?\n]{0,90}?(?<![\p{L}])(?:sem\s+pagar|sin\s+pagar|sans\s+payer|without\s+paying|senza\s+pagare|ohne\s+(?:zu\s+)?(?:bezahlen|zahlen)|contacto\s+(?:l[aá]\s+)?dentro|contacto\s+dentro|conhe[cç]o\s+algu[eé]m|tengo\s+(?:un\s+)?(?:contacto|enchufe)|conozco\s+a\s+alguien|un\s+contact\s+(?:[àa]\s+l['’]\s*)?int[eé]rieur|(?:someone|a\s+contact|a\s+guy)\s+(?:inside|on\s+the\s+inside|at\s+the\s+bank)|un\s+contatto\s+(?:dentro|interno)|conosco\s+qualcuno|kontakt\s+(?:bei\s+der|in\s+der|drinnen)|kenne\s+jemand\p{L}*|em\s+\d+\s+dias|en\s+\d+\s+d[ií]as|en\s+\d+\s+jours|in\s+\d+\s+(?:days|giorni|tagen)|adiantado|por\s+adelantado|d['’]\s*avance|upfront|in\s+anticipo|im\s+voraus|vorkasse|garantid\p{L}*|garanti\p{L}*|guaranteed)(?![\p{L}])/iu;
/** Paying the debt off, advice, a lawyer: the lawful way out of a register. */
const payingOrAdvice = /(?<![\p{L}])(?:pagando|en\s+payant|by\s+paying|pay(?:ing)?\s+off|pagando\s+il\s+debito|durch\s+(?:bezahlung|tilgung)|negocia\p{L}*|n[eé]goci\p{L}*|advogad\p{L}*|abogad\p{L}*|avocat\p{L}*|lawyer|solicitor|avvocat\p{L}*|anwalt\p{L}*|direito\s+de\s+retifica\p{L}*|derecho\s+de\s+(?:rectificaci[oó]n|cancelaci[oó]n)|gdpr|rgpd|dsgvo|gratuit\p{L}*|free\s+(?:check|report)|consulta\s+gr[aá]tis)(?![\p{L}])/iu;

/** A criminal record certificate: "registo criminal", "antecedentes penales", "casier judiciaire", "criminal record", "DBS", "casellario", "Führungszeugnis". */
const criminalRecord = String.raw`(?:certificados?\s+de\s+registo\s+criminal|registo\s+criminal|cadastro\s+(?:criminal\s+)?limpo|certificados?\s+de\s+antecedentes(?:\s+penales)?|antecedentes\s+penales|certificado\s+de\s+penales|(?:extraits?\s+de\s+)?casier\s+judiciaire|(?:clean\s+)?criminal\s+record(?:\s+certificates?|\s+checks?)?|(?:basic\s+|enhanced\s+)?dbs(?:\s+certificates?|\s+checks?)?|certificat[oi]\s+(?:del\s+)?(?:casellario|penale|dei\s+carichi\s+pendenti)|casellario\s+giudiziale|f[uü]hrungszeugnis(?:se)?)`;
/** Clean whatever the buyer's: "mesmo com cadastro", "aunque los tengas", "même avec", "even with convictions", "anche con precedenti", "auch wenn du welche hast". */
const cleanWhatever = /(?<![\p{L}])(?:mesmo\s+(?:que|com|se)|ainda\s+que|aunque|aun\s+(?:con|teniendo)|m[eê]me\s+(?:si|avec)|even\s+(?:if|with|though)|anche\s+(?:se|con)|pure\s+se|auch\s+(?:wenn|mit|bei)|selbst\s+(?:wenn|mit)|(?:te|lo|la)\s+(?:saco|arreglo|limpio)|(?:je\s+)?(?:vous|te)\s+(?:le\s+)?(?:fais|obtiens|nettoie)|(?:i\s+)?(?:get|make|clean)\s+(?:you\s+)?(?:a\s+)?(?:clean|spotless)|ti\s+(?:faccio|procuro|pulisco)|(?:ich\s+)?(?:besorge|mache|bereinige)\s+(?:dir|ihnen)|sem\s+(?:nenhum\s+)?(?:registo|antecedentes|condena\p{L}*)\s+(?:garantid|mesmo)|ohne\s+eintr[aä]ge\s+(?:garantiert|auch)|(?:limpo|limpio|vierge|clean|pulito|sauber|ohne\s+eintr[aä]ge)\s+(?:\p{L}+\s+){0,2}?(?:garantid\p{L}*|garanti\p{L}*|guaranteed|garantit\p{L}*|garantiert)|sieht\s+amtlich\s+aus|parece\s+(?:oficial|verdadeiro|verdadero)|looks?\s+(?:official|legit|genuine|real)|semble\s+(?:officiel|vrai)|sembra\s+(?:ufficiale|vero))(?![\p{L}])/iu;

/** Papers a landlord, a bank or an employer checks: payslips, bank statements, utility bills, proofs of address. */
const checkedPapers = String.raw`(?:recibos?\s+de\s+(?:vencimento|ordenado|sal[aá]rio)|declara[cç](?:[aã]o|[oõ]es)\s+de\s+(?:irs|rendimentos)|extratos?\s+banc[aá]rios?|comprovativos?\s+de\s+(?:morada|resid[eê]ncia|rendimentos|iban)|faturas?\s+(?:da\s+|de\s+)?(?:luz|[aá]gua|g[aá]s|eletricidade)|n[oó]minas?|extractos?\s+bancarios?|justificantes?\s+de\s+(?:domicilio|ingresos)|facturas?\s+de\s+(?:la\s+)?(?:luz|agua|gas|suministros)|certificados?\s+de\s+empadronamiento|fiches?\s+de\s+paie|bulletins?\s+de\s+(?:paie|salaire)|relev[eé]s?\s+(?:bancaires?|de\s+compte)|avis\s+d['’]\s*imposition|justificatifs?\s+de\s+domicile|factures?\s+(?:d['’]\s*[eé]lectricit[eé]|edf|de\s+gaz|d['’]\s*eau)|quittances?\s+de\s+loyer|pay\s*slips?|payslips?|p60s?|bank\s+statements?|utility\s+bills?|council\s+tax\s+(?:bills?|letters?|statements?)|proofs?\s+of\s+(?:address|income|residence)|buste?\s+pag(?:a|he)|cedolin[oi]|estratt[oi]\s+(?:conto|bancari?)|bollett[ae]\s+(?:della\s+)?(?:luce|gas|acqua)?|certificat[oi]\s+di\s+residenza|gehalts(?:abrechnung|nachweis)\p{L}*|lohn(?:abrechnung|zettel|nachweis)\p{L}*|kontoausz[uü]ge?|meldebescheinigung\p{L}*|(?:strom|gas|wasser)rechnung\p{L}*|einkommensnachweis\p{L}*)`;
/** Made to order: altered, at any address, in the buyer's name, a salary of their choosing, looking real. */
const madeToOrder = /(?<![\p{L}])(?:alterad\p{L}*|modificad\p{L}*|editad\p{L}*|modifi[eé]\p{L}*|edit(?:ed|able)|altered|modificat\p{L}*|bearbeit\p{L}*|ge[aä]ndert\p{L}*|(?:em|no)\s+(?:teu|seu|vosso)\s+nome|a\s+(?:tu|su|vuestro)\s+nombre|[àa]\s+(?:votre|ton)\s+nom|in\s+your\s+name|a\s+(?:tuo|vostro|suo)\s+nome|auf\s+(?:deinen|ihren|euren)\s+namen|qualquer\s+(?:morada|nome|endere[cç]o)|cualquier\s+(?:direcci[oó]n|nombre|domicilio)|n['’]\s*importe\s+quel(?:le)?\s+(?:adresse|nom)|any\s+(?:address|name)|qualsiasi\s+(?:indirizzo|nome)|beliebige[nr]?\s+(?:adresse|namen?)|sal[aá]rio\s+[àa]\s+(?:escolha|medida)|salario\s+a\s+(?:elecci[oó]n|medida|tu\s+gusto)|salaire\s+au\s+choix|(?:any|the)\s+salary\s+you\s+(?:want|need)|stipendio\s+a\s+scelta|gehalt\s+nach\s+wahl|parece[mn]?\s+(?:verdadeir|oficia|real)\p{L}*|(?:look|looks|looking)\s+(?:totally\s+)?(?:legit|official|real|genuine)|(?:ont\s+l['’]\s*air|semblent)\s+(?:vrais|officiels|authentiques)|sembrano\s+(?:ver[ei]|ufficiali)|sehen\s+(?:\p{L}+\s+)?(?:echt|amtlich|offiziell)\s+aus|para\s+(?:o\s+)?(?:senhorio|banco|arrendamento)|pour\s+(?:votre\s+)?(?:dossier|propri[eé]taire|banque|location)|for\s+(?:(?:bank\s+)?accounts|rentals?|(?:the\s+)?landlord|letting\s+agents?)|per\s+(?:l['’]\s*affitto|la\s+banca)|f[uü]r\s+(?:den\s+vermieter|die\s+bank|die\s+wohnung))(?![\p{L}])/iu;
/** A holder, a folder, a template for one's own: no paper made for a buyer. */
const folderOrOwn = /(?<![\p{L}])(?:pastas?|capas?|arquivador\p{L}*|carpetas?|archivador\p{L}*|classeurs?|chemises?|trieurs?|folders?|binders?|organi[sz]ers?|cartell[ae]|raccoglitor\p{L}*|mappen?|ordner|sammelmappe|software\s+de\s+contabilidade|contabilidad|comptabilit[eé]|accounting|contabilit[aà]|buchhaltung)(?![\p{L}])/iu;

/** A guarantor or a co-signer for hire: "sou teu fiador", "firmo como avalista", "je me porte garant", "I'll be your guarantor", "faccio da garante", "ich bürge". */
const guarantorForHire = String.raw`(?:(?:sou|serei|fa[cç]o\s+de|fico\s+como)\s+(?:o\s+)?(?:teu|seu|vosso)\s+fiador|(?:assino|assinarei)\s+como\s+fiador|(?:fiador|avalista)\s+(?:de\s+)?aluguer|(?:firmo|firmar[eé])\s+como\s+(?:avalista|aval|fiador)|(?:te|le)\s+(?:pongo|presto|dejo)\s+mi\s+n[oó]mina|(?:soy|ser[eé]|hago\s+de)\s+tu\s+(?:avalista|aval|fiador)|(?:je\s+)?(?:me\s+porte|suis|serai)\s+(?:votre|ton)?\s*garant|(?:je\s+)?(?:signe|signerai)\s+comme\s+garant|(?:i['’]ll|i\s+will|i\s+can)\s+(?:be|act\s+as|sign\s+as)\s+(?:your\s+)?(?:guarantor|co-?signer|referee)|(?:rent|hire)\s+(?:a|me\s+as\s+(?:a|your))\s+guarantor|guarantor\s+(?:for\s+hire|service)|(?:faccio|far[oò])\s+(?:da|il)\s+garante|(?:firmo|firmer[oò])\s+come\s+garante|(?:ich\s+)?(?:b[uü]rge|unterschreibe)\s+(?:f[uü]r\s+dich|als\s+b[uü]rge)|mietb[uü]rgschaft\s+(?:gegen\s+geld|f[uü]r\s+\d+))`;
/** For a fee: a price, "por 400", "for 300", "contre", "gegen". */
const forFee = /(?:\d+\s*(?:€|euros?|eur|£|pounds?|quid|libras?)|€\s*\d+|£\s*\d+|(?<![\p{L}])(?:por|pour|for|per|f[uü]r|gegen)\s+\d+|(?<![\p{L}])(?:pago|paga|payment|pay\s+me|pagamento|bezahlung|commission|comiss[aã]o|comisi[oó]n|provision)(?![\p{L}]))/iu;

// —— Goods of unexplained origin said indirectly ——

/** "Don't ask where they come from": the seller will not say, or does not ask, where the goods came from. */
const dontAskWhere = String.raw`(?:(?:n[aã]o|nem)\s+(?:me\s+)?pergunt(?:es|e|em|o|ei)\s+(?:\p{L}+\s+){0,2}?(?:de\s+onde|d['’]\s*onde|onde|como)\s+(?:\p{L}+\s+)?(?:v[eê]m|vieram|veio|vem|saiu|sa[ií]ram|arranjei|consegui)|no\s+(?:me\s+)?pregunt(?:es|e|en|o|[eé])\s+(?:\p{L}+\s+){0,2}?(?:de\s+d[oó]nde|d[oó]nde|c[oó]mo)\s+(?:\p{L}+\s+)?(?:vienen|viene|sali[oó]|salen|salieron|vinieron|los\s+saqu[eé]|lo\s+saqu[eé]|los\s+consegu[ií])|ne\s+(?:me\s+)?demande[zs]?\s+pas\s+(?:\p{L}+\s+){0,2}?(?:d['’]\s*o[uù]|o[uù]|comment)\s+(?:[çc]a|ils|elles|je\s+l['’]\s*ai|ils\s+viennent|[çc]a\s+vient)|je\s+ne\s+demande\s+pas\s+d['’]\s*o[uù]|don['’]?t\s+ask\s+(?:me\s+)?(?:where|how)\s+(?:i\s+got|they|it)\s+(?:came|come|got)?|(?:i\s+)?(?:don['’]?t|didn['’]?t)\s+ask\s+where\s+(?:they|it)\s+came\s+from|non\s+(?:mi\s+)?chied(?:ere|ete|o)(?:mi)?\s+(?:\p{L}+\s+){0,2}?(?:da\s+dove|dove|come)\s+(?:\p{L}+\s+)?(?:vengono|viene|arriva(?:no)?|l['’]\s*ho\s+pres[oa])|(?:frag|fragt|fragen\s+sie)\s+(?:mich\s+)?nicht\s+(?:\p{L}+\s+)?(?:woher|wo\s+ich|wie\s+ich)|ich\s+frage\s+nicht\s+woher)`;
/** Gone before its owner appears: "antes que apareça o dono", "antes de que aparezca el dueño", "avant que le propriétaire", "before the owner", "prima che arrivi il proprietario", "bevor der Besitzer". */
const beforeOwner = String.raw`(?:antes\s+(?:que|de\s+que)\s+(?:\p{L}+\s+)?(?:apare[cç]a|venha|chegue|aparezca|venga|llegue|reclame)\s+(?:o|el)\s+(?:dono|due[nñ]o|propriet[aá]rio|propietario)|avant\s+que\s+(?:le\s+)?propri[eé]taire\s+(?:ne\s+)?(?:revienne|arrive|r[eé]clame|le\s+cherche)|before\s+(?:the|its)\s+(?:owner|real\s+owner)\s+(?:turns\s+up|shows\s+up|comes|claims|finds|notices)|prima\s+che\s+(?:arrivi|torni|si\s+accorga)\s+il\s+proprietario|bevor\s+(?:der|die)\s+(?:besitzer|eigent[uü]mer)(?:in)?\s+(?:kommt|auftaucht|es\s+merkt))`;
/** A cutter to bring for a lock still on: "traz uma rebarbadora", "tráete una radial", "apporte une disqueuse", "bring bolt cutters", "porta un flessibile", "Flex mitbringen". */
const bringCutter = String.raw`(?:(?:traz(?:er|e)?|trazei|tr[aá]e(?:te|r)?|traiga|apporte[rz]?|am[eè]ne[rz]?|bring(?:ing)?|porta(?:ti|re|te)?|portatevi|mitbringen|bring\s+mit)\s+(?:(?:uma|um|una|un|une|an?|your|the|il|eine?n?|deine?n?|tua|tu|ta|ton)\s+)?(?:rebarbadora|corta[\s-]?cadeados?|alicate\s+corta|radial|amoladora|cizalla|cortacandados|disqueuse|coupe[\s-]boulons?|pince\s+coupante|(?:angle\s+)?grinder|bolt[\s-]?cutters?|flessibile|smerigliatrice|tronchese|cesoia|flex|trennschleifer|bolzenschneider|winkelschleifer)|(?:rebarbadora|radial|disqueuse|grinder|bolt[\s-]?cutters?|flessibile|tronchese|flex|bolzenschneider)\s+mitbringen)`;
/** The lock still on, its key lost. */
const lockStillOn = /(?<![\p{L}])(?:cadeado|candado|antivol|cadenas|u[\s-]?lock|d[\s-]?lock|lock|lucchetto|catena|schloss|b[uü]gelschloss|kettenschloss)(?![\p{L}])/iu;
/** Taken at night: "apanhado de noite", "cogido de noche", "pris cette nuit", "taken at night", "prese di notte", "nachts geholt". */
const takenAtNight = String.raw`(?:(?:apanhad|tirad|levad|recolhid|cogid|sacad|quitad|arrancad|pris|r[eé]cup[eé]r[eé]|d[eé]mont[eé]|pres|raccolt|smontat|staccat|tolt|geholt|abmontiert|mitgenommen|abgebaut)\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:de\s+noite|[àa]\s+noite|esta\s+noite|ontem\s+[àa]\s+noite|de\s+noche|por\s+la\s+noche|anoche|esta\s+noche|de\s+nuit|la\s+nuit|cette\s+nuit|hier\s+soir|di\s+notte|stanotte|ieri\s+notte|stanotte|nachts|in\s+der\s+nacht|heute\s+nacht|letzte\s+nacht)|(?:taken|collected|picked\s+up|lifted|removed|stripped)\s+(?:\p{L}+\s+){0,2}?(?:at\s+night|last\s+night|overnight|in\s+the\s+night)|(?:de\s+noite|esta\s+noite|ontem\s+[àa]\s+noite|de\s+noche|anoche|esta\s+noche|cette\s+nuit|la\s+nuit\s+derni[eè]re|last\s+night|overnight|stanotte|ieri\s+notte|di\s+notte|nachts|letzte\s+nacht|heute\s+nacht|in\s+der\s+nacht)\s+(?:\p{L}+\s+){0,4}?(?:apanhad|tirad|levad|recolhid|cogid|sacad|quitad|arrancad|pris|r[eé]cup[eé]r[eé]|d[eé]mont[eé]|taken|collected|lifted|removed|stripped|pres[oaie]|raccolt|smontat|staccat|tolt|geholt|abmontiert|mitgenommen|abgebaut)\p{L}*)`;
/** Where at night: a site, a railway, a depot; copper and cable; cash only. */
const siteOrMetal = /(?<![\p{L}])(?:obras?|estaleiros?|linha|ferrovia|caminho\s+de\s+ferro|armaz[eé]m|obra|solar|v[ií]a|v[ií]as|ferrocarril|almac[eé]n|chantiers?|voie|d[eé]p[oô]t|sncf|building\s+site|construction\s+site|site|railway|depot|yard|cantier[ei]|ferrovia|binari|magazzino|baustelle|bahn\p{L}*|gleis\p{L}*|lager|cobre|cobre|cuivre|copper|rame|kupfer|cabos?|cables?|c[aâ]bles?|cavi|kabel|s[oó]\s+(?:dinheiro|em\s+m[aã]o)|solo\s+(?:efectivo|en\s+mano|contanti)|cash\s+only|esp[eè]ces\s+(?:uniquement|seulement)|nur\s+bar)(?![\p{L}])/iu;
/** Photos, a fishing trip, a show: things that are taken at night innocently. */
const nightInnocent = /(?<![\p{L}])(?:fotos?|fotograf\p{L}*|photos?|photograph\p{L}*|pictures?|imagens?|im[aá]genes|images?|immagin\p{L}*|bilder?|v[ií]deos?|pesca\p{L}*|pescad\p{L}*|p[eê]che|fish\p{L}*|angel\p{L}*|caracol\p{L}*|escargots?|snails?|lumache|schnecken)(?![\p{L}])/iu;

// —— Counterfeits said by where or how they were made ——

/** A market of the counterfeit trade, or a factory batch: "bazar de Istambul", "mercado noturno", "top manta", "night market", "direct from the factory in Putian". */
const copyPlace = String.raw`(?:(?:grande\s+)?bazar(?:es)?|bazaars?|basar|souks?|(?:mercados?|march[eé]s?|markets?|mercat[oi]|m[aä]rkte?)\s+(?:noturnos?|nocturnos?|de\s+noche|de\s+nuit|nocturnes?|notturn[oi]|nacht\p{L}*)|night\s+markets?|nachtm[aä]rkte?|top\s+manta|(?:mercados?|march[eé]s?|markets?|mercat[oi]|m[aä]rkte?|mercadillos?|feiras?|fiera)\s+(?:de|do|da|di|del|in|em|en|[àa]|of|von|aus)\s+(?:istambul|istanbul|estambul|antalya|alanya|bodrum|marmaris|kusadasi|bangkok|phuket|pattaya|bali|marraquexe|marrakech|marrakesh|marraquech|guangzhou|canton|cant[aã]o|putian|ventimiglia|napoli|n[aá]poles|naples|neapel|canal\s+street)|(?:f[aá]brica|usine|factory|fabbrica|fabrik)\s+(?:em|en|in|[àa]|de|di|aus)\s+(?:putian|guangzhou|canton|cant[aã]o|china|chine|cina|turquia|turqu[ií]a|turquie|turkey|turchia|t[uü]rkei|vietname?|tail[aâ]ndia|thaïlande|thailand|tailandia)|(?:f[aá]brica|factory|usine|fabbrica|fabrik)\s+(?:batch|lote|lot|stock)|(?:batch|lote)\s+(?:de\s+|from\s+(?:the\s+|a\s+)?)?(?:f[aá]brica|factory|usine|fabbrica|fabrik))`;
/** Bought or come from there: the word that tells the goods' story opens the claim ("comprada no bazar…", "presa al mercato di…", "from a factory batch"). */
const boughtThere = String.raw`(?:qualidade|calidad|qualit[eé]|quality|qualit[aà]|qualit[aä]t|comprad[oa]s?|comprei|compr[eé]|trazid[oa]s?|trouxe|v[eê]m|veio|vienen?|achet[eé]e?s?|ramen[eé]e?s?|rapport[eé]e?s?|bought|got|picked\s+up|pres[oa]|comprat[oa]|acquistat[oa]|gekauft|mitgebracht|from|de|do|da|del|du|dal|dalla|aus|vom|von)`;
/** The goods' story told by a market of the counterfeit trade, or straight from a factory. */
const copyMarket = String.raw`(?:${boughtThere}\s+(?:[\p{L}'’]+\s+){0,3}?${copyPlace}|(?:${boughtThere}\s+(?:[\p{L}'’]+\s+){0,3}?)?(?:direct[oa]?|direto|directamente|diretamente|directement|directly|direkt|diretto|direttamente|straight|en\s+direct|dritto)\s+(?:da|de\s+la|de|from\s+the|from|dalla|aus\s+der|von\s+der|de\s+l['’])\s+(?:f[aá]brica|usine|factory|fabbrica|fabrik))`;
/** Not from the shop, said knowingly: "não é da loja, já sabes", "no es de tienda, ya me entiendes", "pas de la boutique si tu vois", "not bought in a shop, you know", "non è del negozio, capisci", "nicht aus dem Laden, du weißt schon". */
const notFromShop = String.raw`(?:n[aã]o\s+(?:[eé]|s[aã]o|vem|v[eê]m)\s+(?:da|de)\s+(?:loja|boutique)(?:\s+oficial)?|no\s+(?:es|son)\s+(?:de\s+)?(?:la\s+)?tienda(?:\s+oficial)?|(?:pas|non)\s+(?:de\s+la|en)\s+boutique(?:\s+officielle)?|not\s+(?:from|bought\s+(?:in|at|from))\s+(?:the|a|an)\s+(?:shop|store|official\s+(?:shop|store)|boutique|retailer)|non\s+(?:[eè]|sono)\s+(?:del|dal|di)\s+negozio(?:\s+ufficiale)?|nicht\s+(?:aus\s+dem|vom)\s+(?:laden|gesch[aä]ft|store|offiziellen\s+(?:laden|shop|store)))`;
/** Said knowingly: "já sabes", "ya me entiendes", "tu vois ce que je veux dire", "if you know what I mean", "obviously", "capisci", "du weißt schon". */
const saidKnowingly = /(?<![\p{L}])(?:j[aá]\s+sabes|(?:tu\s+)?percebes|claro|obviamente|ya\s+(?:me\s+entiendes|sabes)|(?:t['’]\s*as\s+)?compris|tu\s+vois(?:\s+ce\s+que\s+je\s+veux\s+dire)?|[eé]videmment|bien\s+s[uû]r|(?:if\s+)?you\s+know\s+what\s+i\s+mean|obviously|of\s+course|wink|capisci|ovviamente|naturalmente|(?:du\s+)?wei[sß]t\s+(?:schon|bescheid)|nat[uü]rlich|logisch|look\s+(?:spot\s+on|perfect|identical)|perfect\w*|perfeit\p{L}*|perfect[oa]s?|parfait\p{L}*|perfett\p{L}*|perfekt\p{L}*|1\s?:\s?1|id[eê]ntic\p{L}*|id[eé]ntic\p{L}*|identi\p{L}*)(?![\p{L}])|😉/iu;

// —— Personal passes and entitlements ——

/** A transport pass or a student's, a monthly, a season pass. */
const passWord = String.raw`(?:passes?\s+(?:de\s+)?(?:estudante|escolar|social|jovem|sub[\s-]?\d{2}|mensal|mensais|navegante|andante|(?:de\s+)?transportes?|combinado|metro|comboio|autocarro)|cart[aã]o\s+(?:de\s+)?(?:estudante|transportes?|viva|andante|jovem|sub[\s-]?\d{2})|assinatura\s+mensal|abonos?\s+(?:de\s+)?(?:joven|j[oó]venes|transportes?|mensual|estudiante|escolar|anual|metro|bus|tren)|tarjetas?\s+(?:de\s+)?(?:transporte|ttp|joven|estudiante|escolar|abono|mensual)|cartes?\s+(?:de\s+)?(?:bus|transports?|scolaire|d['’]\s*abonnement|[eé]tudiante?|jeune|navigo|imagine\s*r|mensuelle)|abonnements?\s+(?:de\s+)?(?:bus|transports?|train|tram|m[eé]tro|mensuel|annuel|scolaire|[eé]tudiant)|pass\s+navigo|(?:bus|travel|rail|train|student|monthly|annual|season|zone\s+\d)\s+(?:pass(?:es)?|cards?)|railcards?|travelcards?|season\s+tickets?|oyster\s+cards?|abbonament[oi]\s+(?:mensil[ei]|annual[ei]|studenti|(?:dell['’]\s*)?autobus|(?:del\s+)?treno|(?:allo\s+)?stadio|(?:della\s+)?metro|scolastic[oi]|atm|atac|gtt)|tessere?\s+(?:dell['’]\s*abbonamento|(?:del\s+)?tifoso|studente|(?:dell['’]\s*)?autobus|mensil[ei])|semestertickets?|monatskarten?|jahreskarten?|sch[uü]lertickets?|sch[uü]lerausweis\p{L}*|azubitickets?|jobtickets?|monatstickets?|abo[\s-]?karten?|dauerkarten?|deutschlandtickets?)`;
/** A membership card or a permit: a gym's, a residents' parking permit. */
const membershipWord = String.raw`(?:cart[aã]o\s+(?:d[oa]\s+)?(?:gin[aá]sio|s[oó]cio|membro)|tarjetas?\s+(?:de\s+(?:socio|miembro)|del?\s+gimnasio|del\s+gym)|cartes?\s+(?:de\s+(?:membre|salle|sport|fitness)|d['’]\s*adh[eé]rent)|(?:gym|membership|member)\s+cards?|gym\s+membership(?:\s+cards?)?|tessere?\s+(?:della\s+palestra|palestra|socio|di\s+iscrizione)|mitglieds(?:karte|ausweis)\p{L}*|(?:fitness(?:studio)?|gym)[\s-]?karten?)`;
const permitWord = String.raw`(?:d[ií]sticos?\s+(?:de\s+)?(?:residente|estacionamento)|cart[aã]o\s+de\s+residente|tarjetas?\s+de\s+(?:residente|aparcamiento)|distintivos?\s+de\s+residente|cartes?\s+de\s+(?:r[eé]sident|stationnement)|vignettes?\s+(?:de\s+)?r[eé]sident|(?:residents?['’]?\s+)?parking\s+permits?|permessi?\s+(?:ztl|di\s+sosta|residenti|di\s+parcheggio)|contrassegn[oi]\s+(?:ztl|residenti)|anwohner(?:park)?ausweis\p{L}*|parkausweis\p{L}*)`;
/** Offered personally: the seller's own for the rest of its period, lent, copied, said to work for anyone or never checked. */
const passedOn = /(?<![\p{L}])(?:(?:o\s+)?meu|(?:a\s+)?minha|mi|mon|ma|my|il\s+mio|la\s+mia|mein\p{L}*|(?:em|no)\s+meu\s+nome|a\s+mi\s+nombre|[àa]\s+mon\s+nom|in\s+my\s+name|intestat[oa]\s+a\s+me|a\s+mio\s+nome|auf\s+meinen\s+namen|(?:o\s+)?resto\s+do\s+m[eê]s|at[eé]\s+(?:ao\s+)?fim\s+do\s+m[eê]s|deste\s+m[eê]s|(?:lo\s+)?que\s+queda\s+de\s+mes|hasta\s+(?:el\s+)?fin(?:al)?\s+de\s+mes|este\s+mes|ce\s+mois|jusqu['’]\s*(?:[àa]\s+la\s+fin|en|au)|qui\s+reste|(?:for\s+)?the\s+rest\s+of\s+the\s+(?:month|term|year|season)|this\s+month|until\s+(?:the\s+end|june|july|december)|fino\s+a\s+fine|questo\s+mese|(?:il\s+)?resto\s+del(?:la)?\s+(?:mese|stagione)|(?:diesen|den\s+restlichen)\s+monat|bis\s+(?:ende|zum\s+ende)|restlich\p{L}*|empresto|presto|dejo|lo\s+dejo|pr[eê]te|lend(?:ing)?|lent|presto|leihe|verleihe|ningu[eé]m\s+(?:verifica|v[eê]|olha)|nadie\s+(?:mira|comprueba|revisa)|personne\s+ne\s+(?:v[eé]rifie|regarde)|never\s+check|nobody\s+checks|non\s+controllano|nessuno\s+controlla|kontrolliert\s+(?:keiner|niemand)|sem\s+foto|sin\s+foto|sans\s+photo|no\s+photo|senza\s+foto|ohne\s+(?:foto|bild|lichtbild)|(?:funciona|serve|vale)\s+(?:para|a)\s+qualquer|(?:sirve|vale|funciona)\s+para\s+cualquiera|marche\s+pour\s+n['’]\s*importe\s+qui|works?\s+for\s+anyone|anyone\s+can\s+use|vale\s+per\s+chiunque|gilt\s+f[uü]r\s+jeden|fotocopi\p{L}*|photocopi\p{L}*|copi[ae]d?|kopiert|kopie|duplicad\p{L}*|duplicat\p{L}*|screenshots?|capturas?|captures?)(?![\p{L}])/iu;
/** A holder, a case, an old one for collectors, a card said to be a new one's offer from the operator. */
const passInnocent = /(?<![\p{L}])(?:porta[\s-]?(?:passes?|cart[oõ]es|cartas|tarjetas?|documentos|abono)|porte[\s-]?(?:cartes?|badge|titres?)|portatessere|(?:card|pass)\s+(?:holders?|cases?|wallets?|sleeves?)|holders?|fundas?|[eé]tuis?|custodi[ae]|h[uü]llen?|kartenh[uü]lle|cole[cç][aã]o|colecci[oó]n|collection|collezione|sammlung|colecionador\p{L}*|coleccionista\p{L}*|collectionneur\p{L}*|collectors?|collezionist\p{L}*|sammler\p{L}*|antig[oa]s?|antigu[oa]s?|anciens?|vintage|expirad[oa]s?|caducad[oa]s?|expir[eé]s?|expired|scadut[oa]|abgelaufen\p{L}*|livros?|libros?|livres?|books?|libri|b[uü]cher|revistas?|magazines?|riviste|zeitschriften?)(?![\p{L}])/iu;
/** The same ticket's code used over and over: "o mesmo QR", "el mismo código", "le même QR code", "the same QR", "lo stesso QR", "derselbe QR-Code". */
const sameTicketCode = String.raw`(?:(?:o\s+)?mesmo\s+(?:c[oó]digo\s+)?qr|(?:el\s+)?mismo\s+(?:c[oó]digo\s+)?(?:qr|de\s+barras)|(?:le\s+)?m[eê]me\s+(?:code\s+)?qr(?:\s+code)?|(?:the\s+)?same\s+(?:qr|barcode)(?:\s+code)?|(?:lo\s+)?stesso\s+(?:codice\s+)?qr|(?:der\s*selbe|gleiche[rn]?)\s+qr[\s-]?code)`;
/** Used by several: "várias vezes", "sirve para varios", "plusieurs fois", "works at any", "più volte", "mehrmals". */
const usedMany = /(?<![\p{L}])(?:v[aá]rias\s+(?:vezes|pessoas)|varias\s+(?:veces|personas)|varios|plusieurs(?:\s+fois)?|several|multiple|many\s+times|any\s+(?:cinema|venue|branch|site)|works\s+(?:at|in)\s+any|pi[uù]\s+volte|pi[uù]\s+persone|mehrmals|mehrere|screenshots?|capturas?|captures?\s+d['’]\s*[eé]cran|pack\s+of\s+\d+|packs?\s+de\s+\d+|\d+\s*(?:x|times|vezes|veces|fois|volte|mal)(?![\p{L}]))/iu;

// —— Goods refused for their condition ——

/** Past its date: "fora de prazo", "caducado", "périmé", "past its use-by", "scaduto", "abgelaufen". */
const pastDate = String.raw`(?:fora\s+(?:de|do)\s+prazo|prazo\s+(?:de\s+validade\s+)?(?:expirado|ultrapassado|passado)|(?:validade|prazo)\s+(?:j[aá]\s+)?(?:passou|expirou|terminou)|caducad[oa]s?|(?:con\s+)?(?:la\s+)?fecha\s+(?:de\s+caducidad\s+)?(?:pasada|vencida)|vencid[oa]s?|p[eé]rim[eé]e?s?|date\s+(?:limite\s+)?(?:d[eé]pass[eé]e|pass[eé]e)|dlc\s+d[eé]pass[eé]e|out\s+of\s+date|past\s+(?:its|their|the)\s+(?:use[\s-]?by|expiry|sell[\s-]?by|best[\s-]?before)(?:\s+dates?)?|(?:just\s+)?expired|scadut[oaie]|(?:data\s+di\s+)?scadenza\s+(?:superata|passata)|abgelaufen\p{L}*|mhd\s+(?:[uü]berschritten|abgelaufen)|(?:verfalls|haltbarkeits)datum\s+(?:[uü]berschritten|abgelaufen))`;
/** Food, drink, a baby's milk or food: what must be in date. */
const foodWord = /(?<![\p{L}])(?:iogurtes?|yogur(?:es|ts?)?|yaourts?|yog(?:h)?urts?|joghurts?|leites?|leche|lait|milk|latte|milch|queijos?|quesos?|fromages?|cheeses?|formaggi|k[aä]se|comida|alimentos?|food|nourriture|cibo|lebensmittel|fiambre|embutidos|charcuterie|salumi|wurst|papas?|potitos?|petits\s+pots|omogeneizzati|gl[aä]schen|babynahrung|baby\s*food|f[oó]rmula|leche\s+de\s+f[oó]rmula|lait\s+infantile|infant\s+formula|formula|latte\s+in\s+polvere|pre-?nahrung|anfangsmilch|barras?|barritas?|barres?|bars|barrette|riegel|snacks?|bolachas|galletas|biscuits?|biscotti|kekse|cereais|cereales|c[eé]r[eé]ales|cereals|cereali|conservas?|conserves?|cans|tins|latas|lattine|dosen|ovos|huevos|oeufs|eggs|uova|eier|prote[ií]na|prot[eé]ines?|protein|proteine|batidos|suplementos?|suppl[eé]ments?|supplements?|integratori|nahrungserg[aä]nzung\p{L}*|sumos?|zumos?|jus|juice|succhi|saft|bebidas?|boissons?|drinks?|bevande|getr[aä]nke|chocolates?|chocolats?|cioccolat\p{L}*|schokolade\p{L}*|doces|dulces|bonbons|sweets|caramelle|s[uü][sß]igkeiten|carne|viande|meat|fleisch|peixe|pescado|poisson|fish|pesce|fisch|ra[cç][aã]o|pienso|croquettes|pet\s+food|crocchette|tierfutter|hundefutter|katzenfutter)(?![\p{L}])/iu;
/** A collector's empty pack, a film, a book. */
const foodInnocent = anyOf(aboutOrEmpty, /(?<![\p{L}])(?:cole[cç][aã]o|colecci[oó]n|collection|collezione|sammlung|embalagens?\s+vazias|decora[cç][aã]o|d[eé]co(?:ration)?|decoraci[oó]n|decoration|dekoration|garantia|garant[ií]a|garantie|warranty|guarantee|subscri[cç][aã]o|suscripci[oó]n|abonnement|subscription|abbonamento|abo|passaporte|pasaporte|passeport|passport|cart[aã]o|tarjeta|carte|card|licen[cç]a|licencia|licence|license|voucher|cup[oõ]n|coupon|vale)(?![\p{L}])/iu);

/** Glue traps and boards: "ratoeira de cola", "trampa de pegamento", "piège à glu", "glue trap", "trappola collante", "Klebefalle". */
const glueTrap = String.raw`(?:(?:armadilhas?|ratoeiras?|placas?)\s+(?:de\s+|com\s+)?(?:cola|visco|adesivas?)|(?:trampas?|placas?|l[aá]minas?)\s+(?:de\s+|con\s+)?(?:pegamento|cola|liga|adhesivas?)|(?:pi[eè]ges?|plaques?)\s+(?:[àa]\s+|de\s+)?(?:glu|colle)|(?:pi[eè]ges?|plaques?)\s+(?:adh[eé]si(?:f|ve)s?|collants?)|glue\s+(?:traps?|boards?|pads?)|sticky\s+(?:rat|mouse|mice|rodent|bird)\s+(?:traps?|boards?)|(?:rat|mouse|mice|rodent)\s+glue\s+(?:traps?|boards?)|(?:trappol[ae]|tavolett[ae])\s+(?:collant[ei]|adesiv[ei]|a\s+colla|con\s+colla)|colla\s+per\s+(?:topi|ratti|uccelli)|(?:m[aä]use|ratten|nager)?klebefallen?|(?:m[aä]use|ratten)[\s-]?klebe(?:brett|platte)\p{L}*|leimfallen?|vogelleim)`;
/** For rodents or birds (insect boards are lawful): mice, rats, birds. */
const rodentOrBird = /(?<![\p{L}])(?:ratos?|ratazanas?|ratinhos?|rat[oó]n(?:es)?|ratas?|roedor(?:es)?|souris|rats?|rongeurs?|mice|mouse|rodents?|topi|topo|ratti|roditori|m[aä]use|maus|ratten|nager|p[aá]ssaros?|aves|p[aá]jaros?|oiseaux|birds?|uccell[io]|v[oö]gel|pombos?|palomas?|pigeons?|piccioni|tauben)(?![\p{L}])/iu;
/** Insects, flies, moths, a plant's pests: lawful boards. */
const insectBoard = /(?<![\p{L}])(?:insetos?|insectos?|insectes?|insects?|insetti|insekten|moscas?|mouches?|fl(?:y|ies)|mosche|fliegen|mosquitos?|moustiques?|mosquitoes|zanzare|m[uü]cken|tra[cç]as?|polillas?|mites|moths?|tarme|motten|baratas?|cucarachas?|cafards?|cockroach\p{L}*|scarafaggi|kakerlaken|amarel[oa]s?|amarill[oa]s?|jaunes?|yellow|giall[ei]|gelb\p{L}*|pulg[oõ]es|pulgones|pucerons|aphids|afidi|blattl[aä]use|moscas?\s+da\s+fruta|fruit\s+fl(?:y|ies)|trips|thrips)(?![\p{L}])/iu;

/** Infant sleep positioners and cot bumpers: "posicionador de sono", "almohada antivuelco", "cale-bébé", "sleep positioner", "cuscino antirotolamento", "Seitenschläferkissen". */
const sleepAid = String.raw`(?:posicionador(?:es)?\s+(?:de\s+|para\s+(?:o\s+|el\s+)?)?(?:sono|sue[nñ]o|dormir|beb[eé]s?)|almofadas?\s+anti[\s-]?(?:refluxo|rolamento|vir(?:ar|agem))|almohadas?\s+anti[\s-]?(?:vuelco|reflujo)|cale[\s-]?b[eé]b[eé]s?|positionneurs?\s+(?:de\s+sommeil|b[eé]b[eé])|(?:infant\s+|baby\s+)?sleep\s+positioners?|(?:baby\s+)?(?:sleep\s+)?wedges?\s+(?:pillows?\s+)?for\s+(?:babies|infants|newborns)|posizionator[ei]\s+(?:per\s+(?:il\s+)?)?(?:sonno|neonat[oi])|cuscin[oi]\s+antirotolamento|seitenschl[aä]ferkissen|(?:baby[\s-]?)?lagerungskissen|protetor(?:es)?\s+(?:de\s+|para\s+)?(?:ber[cç]o|grades)|rebordos?\s+(?:de\s+|para\s+)?ber[cç]o|chichoneras?|protector(?:es)?\s+(?:de\s+|para\s+)?cuna|tours?\s+de\s+lit|(?:cot|crib)\s+bumpers?|bumper\s+pads?|paracolpi|nestchen|bettnestchen|bettumrandung\p{L}*)`;
/** Said of a baby's bed or sleep, or of a newborn. */
const forBabySleep = /(?<![\p{L}])(?:beb[eé]s?|rec[eé]m[\s-]?nascid\p{L}*|reci[eé]n\s+nacid\p{L}*|b[eé]b[eé]s?|nouveau[\s-]?n[eé]s?|nourrissons?|bab(?:y|ies)|infants?|newborns?|neonat[oi]|neugeboren\p{L}*|s[aä]ugling\p{L}*|ber[cç]os?|cunas?|lits?|cots?|cribs?|culle|lettin[oi]|betten?|babybett\p{L}*|dormir|sono|sue[nñ]o|sommeil|sleep\p{L}*|sonno|schlaf\p{L}*)(?![\p{L}])/iu;
/** A sit-in baby walker on wheels: "andarilho", "andador con ruedas", "trotteur", "baby walker", "girello", "Gehfrei". */
const babyWalker = String.raw`(?:andarilhos?(?:\s+(?:de|para)\s+beb[eé])?|andador(?:es)?\s+(?:de\s+|para\s+)?(?:beb[eé]s?|ni[nñ]os?)|andador(?:es)?\s+(?:con|com)\s+(?:ruedas|rodas|bandeja|asiento)|trotteurs?(?:\s+(?:pour\s+)?b[eé]b[eé])?|baby\s+walkers?|sit[\s-]?in\s+walkers?|girell[oi](?:\s+per\s+bambini)?|gehfrei(?:s)?|babywalker|lauflernhilfe\s+mit\s+sitz)`;
/** A baby's, said by the baby, its toys or tray, its age in months, learning to walk: a walker for an adult after an operation is none. */
const babyWalkerSaid = /(?<![\p{L}])(?:beb[eé]s?|b[eé]b[eé]s?|bab(?:y|ies)|ni[nñ]os?|crian[cç]as?|enfants?|kinder|kind|bambin[oi]|neonat[oi]|brinquedos?|juguetes?|jouets?|toys?|giochi|giochini|spielzeug\p{L}*|spielbrett|bandeja|tablette|plateau|tray|vassoio|meses|mois|months|mesi|monate[n]?|lauflern\p{L}*|primeiros\s+passos|primeros\s+pasos|premiers\s+pas|first\s+steps|primi\s+passi|ersten\s+schritte)(?![\p{L}])/iu;
/** A push walker or a toy one (lawful), or a sit-in one said to meet EN 1273 (the EU's standard for baby walkers): "de empurrar", "à pousser", "push", "da spingere", "zum Schieben", wooden, and the elderly's. */
const pushWalker = /(?<![\p{L}])(?:en[\s-]?1273|empurrar|empujar|arrastre|pousser|push(?:ing)?|spingere|schieben|madeira|madera|bois|wooden|legno|holz|idosos?|personas?\s+mayores|ancianos|seniors?|elderly|anziani|senioren|rollator\p{L}*|reabilita\p{L}*|rehabilita\p{L}*|r[eé][eé]ducation|physio\p{L}*|fisioterap\p{L}*|adult\p{L}*)(?![\p{L}])/iu;

/** A plant said to have no plant passport: "sem passaporte fitossanitário", "sin pasaporte fitosanitario", "sans passeport des végétaux", "without a plant passport", "senza passaporto delle piante", "ohne Pflanzenpass". */
const noPlantPassport = String.raw`(?:sem|sin|sans|without|no|senza|ohne|kein(?:en)?)\s+(?:(?:o|el|le|a|the|il|den|any)\s+)?(?:passaporte\s+(?:fitossanit[aá]rio|de\s+plantas?|vegetal)|certificado\s+fitossanit[aá]rio|pasaporte\s+(?:fitosanitario|vegetal|de\s+plantas)|certificado\s+fitosanitario|passeport\s+(?:phytosanitaire|des\s+v[eé]g[eé]taux|v[eé]g[eé]tal)|certificat\s+phytosanitaire|plant\s+(?:health\s+)?passports?|phytosanitary\s+certificates?|passaporto\s+(?:delle\s+piante|fitosanitario|verde)|certificato\s+fitosanitario|pflanzenpass\p{L}*|pflanzengesundheitszeugnis\p{L}*)`;

/** Alcohol brought to minors: "mesmo a menores", "aunque seas menor", "même aux mineurs", "under 18s welcome", "anche ai minorenni", "auch an Minderjährige". */
const toMinors = String.raw`(?:(?:mesmo|at[eé])\s+(?:a|para|aos?)\s+menores|mesmo\s+(?:que\s+)?(?:sejas|seja|sejam)\s+menor(?:es)?|(?:aunque|aun\s+si|incluso\s+si)\s+(?:seas|sea|sean|eres|es)\s+menor(?:es)?(?:\s+de\s+edad)?|(?:tambi[eé]n|incluso)\s+(?:a|para)\s+menores|m[eê]me\s+(?:aux|pour\s+les)\s+(?:mineurs|moins\s+de\s+18\s+ans)|m[eê]me\s+si\s+(?:tu\s+es|vous\s+[eê]tes)\s+mineur|(?:under[\s-]?18s?|underage|minors)\s+(?:welcome|ok|fine|no\s+problem)|even\s+(?:if\s+you['’]?re\s+|for\s+)?(?:under[\s-]?(?:age|18s?)|minors)|anche\s+(?:ai|per\s+i)\s+minorenni|anche\s+se\s+(?:sei|siete)\s+minorenn[ei]|auch\s+(?:an|f[uü]r)\s+minderj[aä]hrige|auch\s+unter\s+18|(?:sem|sin|sans|without|no|senza|ohne)\s+(?:pedir|pedimos|pido|demander|asking\s+for|chiedere|(?:zu\s+)?verlangen|checking|verificar|controlar|contr[oô]ler)\s+(?:o\s+|el\s+|la\s+|le\s+|the\s+|il\s+|den\s+|any\s+)?(?:bi|cart[aã]o(?:\s+de\s+cidad[aã]o)?|dni|documento|idade|edad|carte(?:\s+d['’]\s*identit[eé])?|[aâ]ge|ids?|age|documento|et[aà]|ausweis|alter))`;
/** Alcohol named: beer, wine, spirits, shots. */
const alcoholWord = /(?<![\p{L}])(?:cervejas?|cervezas?|bi[eè]res?|beers?|birr[ae]|bier\p{L}*|vinhos?|vinos?|vins?|wines?|vin[oi]|wein\p{L}*|vodkas?|w[oó]dkas?|rum|ron|rhum|gin|whisk(?:e)?y|tequila|licor(?:es)?|liqueurs?|liquori|lik[oö]r\p{L}*|shots?|chupitos?|[aá]lcool|alcohol|alcool|alkohol|bebidas?\s+alco[oó]licas|spirits?|spirituosen|sangria|calimocho|kalimotxo|champanhe|champ[aá]n|champagne|cava|prosecco|sekt|alkopops?|alcopops?|jägermeister|j[aä]ger)(?![\p{L}])/iu;

/** Tobacco without its tax stamp: "sem selo fiscal", "sin precinto", "sans timbre fiscal", "no UK duty paid", "senza contrassegno", "ohne Steuerbanderole". */
const noTaxStamp = String.raw`(?:(?:sem|sin|sans|without|no|senza|ohne)\s+(?:(?:o|el|le|the|il|la|den|die)\s+)?(?:selos?\s+(?:fiscal|do\s+estado)|estampillas?(?:\s+fiscal(?:es)?)?|precintos?(?:\s+fiscal(?:es)?)?|timbres?\s+fiscal|vignettes?\s+fiscales?|tax\s+stamps?|duty(?:\s+stamps?|\s+paid)?|uk\s+duty(?:\s+paid)?|fascett[ae](?:\s+fiscal[ei])?|contrassegn[oi](?:\s+(?:di\s+stato|fiscal[ei]))?|steuer(?:banderole|zeichen|marke)n?|banderole|tax)|duty[\s-]free\s+(?:from|de|da)\s+\p{L}+\s+(?:for\s+resale|[àa]\s+revendre)|non[\s-]?uk\s+duty)`;
/** Tobacco named. */
const tobaccoWord = /(?<![\p{L}])(?:tabaco|tabacos|tabac|tobacco|tabacco|tabak\p{L}*|\p{L}*tabak|shisha\p{L}*|narguil[eé]s?|narguil[eé]|cachimbas?|chicha|hookah|narghil[eè]|cigarros?|cigarrillos?|cigarettes?|sigarett[ei]|zigarett\p{L}*|cartons?|cart[oõ]es|cart[oó]n|cartoni|stangen?|ma[cç]os?|paquetes|paquets|pacchetti|packungen|snus|rap[eé]|rolling|liar|[àa]\s+rouler|drehtabak)(?![\p{L}])/iu;

// —— Weapons named in their own languages' words ——

/** Batons, coshes, knuckle-dusters and self-defence keyrings, in DE, FR, IT, ES, PT (and EN where the same object has a name of its own). */
const impactWeapon = String.raw`(?:stahlruten?|totschl[aä]ger|gummikn[uü]ppel|matraques?\s+(?:en\s+)?(?:caoutchouc|acier|m[eé]tal|de\s+police|de\s+d[eé]fense)|tonfas?|manganell[oi]|manoplas?\s+(?:de\s+)?(?:acero|lat[oó]n|hierro|metal|aluminio|titanio|pinchos|p[uú]as|defensa)|pu[nñ]os?\s+americanos?|cachiporras?|porras?\s+de\s+acero|defensas?\s+extensibles?|cassetetes?|(?:porte[\s-]?cl[eé]s?|chaveiros?|llaveros?|portachiavi|schl[uü]sselanh[aä]nger)\s+(?:de\s+|di\s+|zur\s+)?(?:d[eé]fense|defesa|defensa|difesa|autod[eé]fense|autodefesa|autodefensa|autodifesa|selbstverteidigung|self[\s-]?defen[cs]e)|(?:porte[\s-]?cl[eé]s?|chaveiros?|llaveros?|portachiavi|schl[uü]sselanh[aä]nger|keyrings?|key\s*chains?)\s+(?:\p{L}+\s+){0,3}?(?:avec\s+|com\s+|con\s+|with\s+|mit\s+)?(?:pointes?|pontas?|puntas?|spikes?|punte|spitzen))`;
/** A hunting shotgun named as one word or a pair: "Jagdflinte", "Doppelflinte", "doppietta", "fusil de chasse", "escopeta de caza", "caçadeira de canos". */
const longGun = String.raw`(?:jagdflinten?|doppelflinten?|querflinten?|doppiett[ae]|fucil[ei]\s+(?:da\s+caccia|a\s+canne)|fusils?\s+(?:de\s+chasse|juxtapos[eé]s?|[àa]\s+pompe|[àa]\s+canons?)|escopetas?\s+(?:de\s+caza|de\s+dos\s+ca[nñ]ones|paralelas?|de\s+perdigones)|ca[cç]adeiras?\s+(?:de\s+(?:dois\s+)?canos|paralelas?)|espingardas?\s+(?:de\s+ca[cç]a|caçadeiras?))`;
/** A blank gun without its red cap, or its barrel drilled: "sem a tampa vermelha", "sin tapón rojo", "sans bouchon orange", "without the red cap", "senza tappo rosso", "ohne rote Kappe". */
const blankConverted = String.raw`(?:(?:sem|sin|sans|without|no|senza|ohne)\s+(?:(?:o|a|el|le|la|the|il|lo|den|die)\s+)?(?:tamp[aã]o|tampa|tap[oó]n|bouchon|cap|tappo|stopfen|kappe|marcador)\s+(?:\p{L}+\s+)?(?:vermelh[oa]|laranja|roj[oa]|naranja|rouge|orange|red|orange|ross[oa]|arancion[ei]|rote[nr]?|orangene[nr]?)|(?:cano|ca[nñ][oó]n|canon|barrel|canna|lauf)\s+(?:furado|perforado|perc[eé]|drilled|bored|forat[oa]|aufgebohrt|gebohrt)|(?:modific[aá]vel|modificable|modifiable|convertible|convertibile|umbaubar|umgebaut))`;
const blankGun = /(?<![\p{L}])(?:pistolas?|rev[oó]lver(?:es)?|pistolets?|revolvers?|pistols?|guns?|pistole?|revolver|scacciacani|schreckschuss\p{L}*|gas\p{L}*pistole|alarme|alarma|alarm|salva|salve|fogueo|blanc|blank)(?![\p{L}])/iu;
/** A solvent-trap kit with cones or cups to drill, or its thread for a barrel: an unregistered silencer. */
const solventTrap = String.raw`(?:solvent[\s-]?traps?|trampas?\s+(?:de\s+|para\s+)?(?:disolvente|solvente)|armadilhas?\s+de\s+solvente|pi[eè]ges?\s+[àa]\s+solvants?|trappol[ae]\s+(?:per\s+)?solvent[ei]|l[oö]sungsmittel[\s-]?fallen?)`;
const drillOrThread = /(?<![\p{L}])(?:taladra\p{L}*|sin\s+taladrar|furar|por\s+furar|perfur\p{L}*|percer|[àa]\s+percer|non\s+perc[eé]s?|drill(?:able|ed)?|undrilled|forar\p{L}*|da\s+forare|bohr\p{L}*|ungebohrt|cones?|conos?|c[oô]nes|coni|konen|kegel|cups?|copos|tazze|1\/2\s?[x×]\s?28|5\/8\s?[x×]\s?24|m1[3-8]\s?[x×]\s?1|rifles?|fusils?|carabinas?|fucil[ei]|gewehre?|b[uü]chsen?|ya\s+sabes|you\s+know|tu\s+sais|sai\s+(?:a\s+cosa|tu)|du\s+wei[sß]t)(?![\p{L}])/iu;
/** Cleaning a barrel only, the cups drilled by no one: a cleaning kit's own words. */
const cleaningOnly = /(?<![\p{L}])(?:s[oó]\s+(?:para\s+)?limpeza|solo\s+(?:para\s+)?limpieza|uniquement\s+(?:pour\s+(?:le\s+)?)?nettoyage|cleaning\s+only|solo\s+(?:per\s+(?:la\s+)?)?pulizia|nur\s+(?:zur\s+)?reinigung)(?![\p{L}])/iu;

export const purposeAndConditionLexicon: TopicLexicon[] = [
  {
    // A utility meter made to stop or read less, a magnet for it ("íman para o contador da água", "que el contador marque menos", "aimant
    // pour compteur", "magnet that stops the meter", "calamita per contatore", "Magnet für den Stromzähler"): a device to defraud the supplier.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [meterWord],
    requires: meterDefeated,
    context: anyOf(meterInnocent, aboutOrEmpty),
  },
  {
    // An earpiece, a camera or a pen to be prompted during an exam or a driving test ("pinganillo para el examen teórico", "oreillette pour se
    // faire souffler le code", "invisible earpiece for exams", "auricolare per il concorso", "Knopf im Ohr für die Theorieprüfung").
    topic: 'prohibited-services',
    qualifier: true,
    // Behind the exam services' own words: a listing they already flag needs no second finding.
    once: true,
    terms: [promptDevice],
    requires: examWord,
    context: /(?<![\p{L}])(?:m[uú]sica|music|musique|musica|musik|podcasts?|chamadas|llamadas|appels|calls|chiamate|anrufe|desporto|deporte|sport|running|corrida|gym|treino|entrenamiento|entra[iî]nement|training|allenamento)(?![\p{L}])/iu,
  },
  {
    // The same sentence saying the device is for the answers in an exam ("com micro-câmara e auricular para te soprarem as respostas no exame").
    topic: 'prohibited-services',
    qualifier: true,
    // Behind the exam services' own words: a listing they already flag needs no second finding.
    once: true,
    terms: [String.raw`(?:para|pour|for|per|um|zum|f[uü]r)\s+(?:(?:te|se|you|vi|ti|dir|sich|vous)\s+)?(?:faire\s+)?(?:soprar\p{L}*|dictar\p{L}*|souffler|suggerire|suggerir\p{L}*|vorsag\p{L}*|einsag\p{L}*|be\s+(?:fed|told)|get\s+(?:fed|told))\s+(?:\p{L}+\s+){0,3}?(?:respostas|respuestas|r[eé]ponses|answers|risposte|antworten|durante|pendant|during|w[aä]hrend|no\s+exame|en\s+el\s+examen|[àa]\s+l['’]\s*examen)`],
    requires: examWord,
    context: aboutOrEmpty,
  },
  {
    // A program or a bot that takes an official office's appointments, or the appointments sold ("consigo marcações no AIMA com o meu bot", "vendo
    // citas de extranjería", "créneaux de préfecture", "consulate appointment slots, 150 each", "appuntamenti in questura", "Termine beim Bürgeramt").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [`${appointmentWord}\\s+(?:\\p{L}+\\s+){0,4}?(?:(?:no|na|em|en|de|del|de\\s+la|[àa]\\s+la|at|for|the|in|di|della|alla|beim|bei\\s+der|im|f[uü]r)\\s+(?:(?:o|a|la|le|el|the|il|den|die|das)\\s+)?)?${officialOffice}(?![\\p{L}])`, `${officialOffice}\\s+(?:\\p{L}+\\s+){0,2}?${appointmentWord}(?![\\p{L}])`],
    requires: takenByProgramOrSold,
    context: /(?<![\p{L}])(?:gr[aá]tis|gratuit\p{L}*|free(?:\s+of\s+charge)?|gratuit[oa]|kostenlos|umsonst|ajudo\s+a\s+marcar|te\s+ayudo\s+a\s+pedir|je\s+vous\s+aide\s+gratuitement|volunt[aá]ri\p{L}*|volont\p{L}*|volunteer|ehrenamt\p{L}*)(?![\p{L}])/iu,
  },
  {
    // A voice, a call or an account check passed as someone else ("programa que imita a voz para ligar ao banco como se fosse o titular", "hacerte pasar por
    // otra persona en la videollamada", "se faire passer pour le titulaire", "phone the bank as someone else", "spacciarsi per il titolare", "sich als
    // Kontoinhaber ausgeben"): impersonation offered.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [asSomeoneElse],
    requires: callOrCheck,
    context: anyOf(costumeOrPlay, aboutOrEmpty),
  },
  {
    // A tracker or a spy app put on another person without their knowing ("localizador para o carro do teu marido", "rastreador sin que lo sepa",
    // "traceur GPS à son insu", "tracker for your wife's car", "localizzatore per l'auto della moglie", "GPS-Sender, er merkt nichts").
    topic: 'spy-devices',
    qualifier: true,
    terms: [trackerWord],
    requires: onAnotherPerson,
    context: anyOf(ownThingTracked, aboutOrEmpty),
  },
  {
    // A relay or an amplifier that unlocks keyless cars and drives them off with no key ("amplificador de sinal para abrir carros keyless", "boîtier relais
    // pour démarrer sans la clé", "relay box opens most keyless cars", "Keyless-Go-Verstärker"): a theft tool.
    topic: 'lock-picks',
    qualifier: true,
    terms: [keylessOpener],
    requires: opensCarsWithoutKey,
    context: /(?<![\p{L}])(?:wi-?fi|wlan|router|internet|tv|antena|antenne|antenna|telem[oó]ve(?:l|is)|m[oó]vil(?:es)?|mobile|cellulare|handy|r[aá]dio|radio|[aá]udio|audio|hifi|hi-fi|guitarr?a|guitare|guitar|chitarra|gitarre|karaoke|som|sonido|son|sound|suono|ton)(?![\p{L}])/iu,
  },
  {
    // A number plate made to hide or fold away from speed cameras and tolls ("matrícula que se esconde com um botão, para os radares", "placa
    // abatible para los radares", "plaque escamotable contre les flashs", "flip plate for the cameras", "targa ribaltabile per
    // l'autovelox", "Kennzeichen klappt weg vor dem Blitzer"); sprays and films sold to blind the cameras: a device to evade the control.
    topic: 'radar-detectors',
    qualifier: true,
    terms: [`${plateWord}\\s+(?:[\\p{L}'’-]+\\s+){0,5}?${plateHidden}(?![\\p{L}])`, `${plateHidden}\\s+(?:\\p{L}+\\s+){0,3}?${plateWord}(?![\\p{L}])`],
    requires: cameraWord,
    context: aboutOrEmpty,
  },
  {
    topic: 'radar-detectors',
    qualifier: true,
    terms: [cameraBlinder],
    context: aboutOrEmpty,
  },
  {
    // A device with an organisation's remote management or inventory tag still on ("portátil com a gestão remota da escola", "iPad con el MDM
    // del colegio", "étiquette d'inventaire de la mairie", "the company's asset tag still on", "etichetta inventario dell'azienda",
    // "Inventaraufkleber der Schule"): the organisation's, not the seller's — unless released, invoiced or auctioned.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [orgLockStillOn],
    requires: orgWord,
    context: anyOf(orgReleased, aboutOrEmpty),
  },
  {
    // A medical or fitness certificate offered without the examination it attests ("atestado para a carta sem consulta", "psicotécnico sin
    // reconocimiento", "certificat d'aptitude sans visite", "fit-to-drive note without an appointment", "certificato di idoneità senza visita",
    // "Sehtest-Bescheinigung ohne Termin").
    topic: 'prohibited-services',
    qualifier: true,
    // Behind the sick-note entries' own words: a listing they already flag needs no second finding.
    once: true,
    terms: [fitnessCertificate],
    requires: withoutExamination,
    context: aboutOrEmpty,
  },
  {
    // A credit register's entry erased for the buyer without paying, through someone inside, in days ("tiro-te da central de
    // responsabilidades em dias", "te saco de ASNEF sin pagar", "effacer le fichier Banque de France", "CCJ removed in 10 days", "cancellazione CRIF
    // garantita", "SCHUFA-Eintrag löschen ohne zu zahlen").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [creditRegister],
    requires: erasedForYou,
    context: anyOf(payingOrAdvice, aboutOrEmpty),
  },
  {
    // A criminal record certificate made clean whatever the buyer's ("registo criminal limpo mesmo com cadastro", "antecedentes penales aunque los
    // tengas", "casier judiciaire vierge même avec", "clean DBS even with convictions", "certificato penale pulito anche con precedenti",
    // "Führungszeugnis ohne Einträge, auch wenn du welche hast").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [criminalRecord],
    requires: cleanWhatever,
    context: aboutOrEmpty,
  },
  {
    // Payslips, statements, bills or proofs of address made or altered to the buyer's wish ("recibos de vencimento com o salário à escolha", "nóminas
    // a tu nombre", "fiches de paie modifiées pour votre dossier", "utility bills at any address", "buste paga modificate", "Gehaltsabrechnungen nach Wahl").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [checkedPapers],
    requires: madeToOrder,
    context: anyOf(folderOrOwn, aboutOrEmpty),
  },
  {
    // A guarantor or a payslip hired for a fee ("sou teu fiador por 300 €", "firmo de aval por 350", "je me porte garant contre 200 €", "I'll be
    // your guarantor for 300", "faccio da garante per 250", "ich bürge für dich, 300 Euro"): a fraud on the landlord or the bank.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [guarantorForHire],
    requires: forFee,
    context: aboutOrEmpty,
  },
  {
    // "Não me perguntes de onde vêm", "no preguntes de dónde salen", "ne demandez pas d'où ça vient", "don't ask where they came from", "non chiedere
    // da dove vengono", "frag nicht woher"; "before the owner turns up": goods of an origin the seller will not tell.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    terms: [dontAskWhere, beforeOwner],
    context: aboutOrEmpty,
  },
  {
    // A bike or a scooter with its lock still on and a cutter to bring ("traz uma rebarbadora", "tráete una radial", "apporte une disqueuse", "bring bolt
    // cutters", "porta un flessibile", "Flex mitbringen"): the seller has no key to what they sell.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [bringCutter],
    requires: lockStillOn,
    context: aboutOrEmpty,
  },
  {
    // Taken at night from a site, a railway, a depot, or copper and cable ("cabo de cobre tirado de noite da obra", "cogido de noche de la vía", "pris cette
    // nuit sur le chantier", "collected at night from a building site", "staccati di notte in cantiere", "nachts von der Baustelle geholt").
    topic: 'stolen-goods',
    qualifier: true,
    terms: [takenAtNight],
    requires: siteOrMetal,
    context: anyOf(nightInnocent, aboutOrEmpty),
  },
  {
    // A maker's goods bought at a bazaar or a night market of the counterfeit trade, or straight from a factory ("mala Prada do bazar de Istambul",
    // "zapatillas del top manta", "montre du marché de nuit", "from a factory batch", "borsa dal mercato di Ventimiglia", "direkt aus der Fabrik in
    // Putian"): where the title names a maker of copied goods, a copy.
    topic: 'counterfeits',
    qualifier: true,
    claimOfTitleMakersGoods: true,
    once: true,
    // "comprada no bazar": the place's preposition is no negation.
    negativeIdiom: true,
    terms: [copyMarket],
    context: /(?<![\p{L}])(?:factory\s+(?:sealed|reset|outlet|settings?)|f[aá]brica\s+(?:selad[oa]|outlet)|outlet|usine\s+(?:scell[eé]e?|outlet)|werks(?:verkauf|outlet)|fabrikverkauf|spaccio\s+aziendale|fatura|factura|facture|invoice|receipt|scontrino|rechnung|quittung|tal[aã]o|ticket\s+de\s+caisse|recibo)(?![\p{L}])/iu,
  },
  {
    // "Not bought in a shop, you know", "não é da loja, já sabes", "no es de tienda, ya me entiendes", "pas de la boutique, tu vois", "non è del negozio,
    // capisci", "nicht aus dem Laden, du weißt schon": of a maker of copied goods the title names, a copy said with a wink.
    topic: 'counterfeits',
    qualifier: true,
    claimOfTitleMakersGoods: true,
    negativeIdiom: true,
    once: true,
    terms: [notFromShop],
    requires: saidKnowingly,
    context: /(?<![\p{L}])(?:segunda\s+m[aã]o|second[\s-]hand|seconde\s+main|d['’]\s*occasion|usad[oa]|used|usat[oa]|gebraucht|vinted|olx|wallapop|ebay|leboncoin|subito|kleinanzeigen|vide[\s-]grenier|flea\s+market|feira\s+da\s+ladra|rastro|marcatino|flohmarkt|outlet|presente|regalo|cadeau|gift|geschenk|oferta|offert|heredad[oa]|herdad[oa]|inherited|h[eé]rit[eé]|ereditat[oa]|geerbt)(?![\p{L}])/iu,
  },
  {
    // A personal transport pass offered for the rest of its period, lent, copied or said to work for anyone ("passe de estudante deste mês", "abono joven a
    // mi nombre, lo que queda de mes", "carte de bus qui marche pour n'importe qui", "season ticket, they never check", "abbonamento intestato a me, lo presto",
    // "Semesterticket ohne Foto"): personal and non-transferable.
    topic: 'boarding-passes',
    qualifier: true,
    terms: [passWord],
    requires: passedOn,
    context: anyOf(passInnocent, aboutOrEmpty),
  },
  {
    // A membership card lent or sold with its holder's name ("cartão do ginásio, usa o meu", "tarjeta del gimnasio, no miran la foto", "my gym card, they never
    // check the photo", "tessera della palestra, nessuno controlla", "Mitgliedskarte vom Fitnessstudio verleihe ich"): the membership is personal.
    topic: 'digital-accounts',
    qualifier: true,
    terms: [membershipWord],
    requires: passedOn,
    context: anyOf(passInnocent, aboutOrEmpty),
  },
  {
    // A residents' parking permit sold, lent or copied ("dístico de residente fotocopiado", "tarjeta de residente, te la dejo", "carte de résident prêtée",
    // "photocopied parking permit", "permesso ZTL intestato a me", "Anwohnerparkausweis, kopiert"): an official permit personal to its holder.
    topic: 'identity-documents',
    qualifier: true,
    terms: [permitWord],
    requires: passedOn,
    context: anyOf(passInnocent, aboutOrEmpty),
  },
  {
    // The same ticket's QR code sold over and over ("o mesmo QR serve para várias pessoas", "el mismo código para varios", "le même QR plusieurs fois",
    // "the same QR sold ten times", "lo stesso QR più volte", "derselbe QR-Code mehrmals"): copies of one ticket.
    topic: 'counterfeits',
    qualifier: true,
    terms: [sameTicketCode],
    requires: usedMany,
    context: aboutOrEmpty,
  },
  {
    // Food, formula or a baby's jars past their date ("iogurtes fora de prazo", "potitos caducados", "yaourts périmés", "yoghurts past their use-by
    // date", "omogeneizzati scaduti", "abgelaufene Babynahrung"): food sold past its date (the food-safety clauses).
    topic: 'homemade-food',
    qualifier: true,
    terms: [pastDate],
    requires: foodWord,
    context: foodInnocent,
  },
  {
    // Glue traps and boards for rodents or birds ("ratoeiras de cola", "trampas de pegamento", "pièges à glu", "glue traps for mice", "trappole collanti",
    // "Mäuseklebefallen"): banned or restricted as cruel (England's Glue Traps (Offences) Act 2022); insect boards are lawful.
    topic: 'pesticides',
    qualifier: true,
    terms: [glueTrap],
    requires: rodentOrBird,
    context: insectBoard,
  },
  {
    // Sleep positioners and cot bumpers for a baby ("posicionador de sono", "chichonera para cuna", "tour de lit", "cot bumper", "paracolpi", "Nestchen"):
    // the FDA's warning (2017) and the US Safe Sleep for Babies Act (2022) on suffocation.
    topic: 'unsafe-childrens-goods',
    qualifier: true,
    terms: [sleepAid],
    requires: forBabySleep,
    context: aboutOrEmpty,
  },
  {
    // A sit-in baby walker on wheels ("andarilho", "andador con ruedas", "trotteur", "baby walker", "girello", "Gehfrei"): banned in Canada since 2004,
    // warned against by the paediatric societies; a push walker is none, nor one said to meet EN 1273, the EU's standard for them.
    topic: 'unsafe-childrens-goods',
    qualifier: true,
    terms: [babyWalker],
    requires: babyWalkerSaid,
    context: anyOf(pushWalker, aboutOrEmpty),
  },
  {
    // A plant said to be without its plant passport ("sem passaporte fitossanitário", "sin pasaporte fitosanitario", "sans passeport des végétaux",
    // "without a plant passport", "senza passaporto delle piante", "ohne Pflanzenpass"): Regulation (EU) 2016/2031 requires it for plants moved.
    topic: 'invasive-species',
    qualifier: true,
    negativeIdiom: true,
    terms: [noPlantPassport],
    context: aboutOrEmpty,
  },
  {
    // Alcohol brought to minors or without an ID asked ("mesmo a menores", "aunque seas menor, sin pedir DNI", "même aux mineurs", "under 18s welcome",
    // "anche ai minorenni", "auch an Minderjährige"): sale to minors is an offence everywhere.
    topic: 'alcohol',
    qualifier: true,
    negativeIdiom: true,
    terms: [toMinors],
    requires: alcoholWord,
    context: aboutOrEmpty,
  },
  {
    // Tobacco without its tax stamp ("tabaco sem selo fiscal", "cartones sin precinto", "tabac sans timbre fiscal", "no UK duty paid", "sigarette senza
    // contrassegno", "Drehtabak ohne Steuerzeichen"): contraband.
    topic: 'tobacco-vapes',
    qualifier: true,
    negativeIdiom: true,
    terms: [noTaxStamp],
    requires: tobaccoWord,
    context: aboutOrEmpty,
  },
  {
    // Batons, coshes, knuckle-dusters and spiked self-defence keyrings named in DE, FR, IT, ES, PT ("Stahlrute", "Totschläger", "matraque", "tirapugni",
    // "puño americano", "soqueira", "porte-clés de défense").
    topic: 'weapons',
    madeThing: true,
    terms: [impactWeapon],
    context: aboutOrEmpty,
  },
  {
    // A hunting shotgun named as one word or a pair ("Jagdflinte", "doppietta", "fusil de chasse", "escopeta de caza", "caçadeira de canos").
    topic: 'weapons',
    madeThing: true,
    terms: [longGun],
    context: aboutOrEmpty,
  },
  {
    // A blank or alarm gun without its red cap or with its barrel drilled ("pistola de alarme sem o tampão vermelho", "revólver de fogueo sin tapón rojo",
    // "pistolet d'alarme sans bouchon orange", "blank revolver without the red cap", "scacciacani senza tappo rosso", "Schreckschuss ohne rote Kappe"):
    // a gun made able to fire.
    topic: 'weapons',
    qualifier: true,
    terms: [blankConverted],
    requires: blankGun,
    context: aboutOrEmpty,
  },
  {
    // A solvent-trap kit with cones or cups to drill, or threaded for a barrel ("trampa de disolvente con conos sin taladrar", "piège à solvant à percer", "solvent trap 1/2x28",
    // "Lösungsmittelfalle ungebohrt"): an unregistered silencer.
    topic: 'weapons',
    qualifier: true,
    terms: [solventTrap],
    requires: drillOrThread,
    context: cleaningOnly,
  },
  // The general purpose and circumstance signal (`purpose-signal-lexicon.ts`): an aim to evade or deceive joined to a control it evades.
  ...purposeSignalLexicon,
];
