import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-reader-training-fifth.json: the fifth TRAINING set for the learned listing reader (issue
 * 19), written by hand on 2026-11-30 by a writer who changes no rule (stop 52, task 52u). It is training data, not a measure:
 * every record is in the `tune` part (nothing is held out), no bench reads it, and the trainer reads it with every other
 * `validation-*.json` (`training/labelled-sets.ts`). Its writer read no rule code, lexicon, brand table or README rules table
 * and no earlier set's records — only the thirty-first writer's header (its first 105 lines) and its last 8 lines (by a
 * slip of `tail`, that showed one clean record of the thirty-first set, a line of plain instrument talk; nothing of it is
 * used here), the first to fourth training sets' headers (up to their first record), the line parser (`marked-listing.ts`),
 * the trainer's set reader (`training/labelled-sets.ts`), the scorer (evasion-quality.ts), the contract's flag codes and
 * profiles, and issue 19.
 * Aim: the languages where the reader has least data and misses most — Italian and German (about 1,000 training listings
 * each before this set, against about 2,500 in each of the other four) — and problems said without the regulated word:
 * by purpose or effect (staying awake to study, passing a vehicle inspection, going faster than a limit), by euphemism and
 * each language's slang, by a brand or model name alone, by the seller's story (a late relative's cupboard, a leftover
 * prescription, something found or brought back from a trip or a work site), and by a quantity or condition that turns an
 * allowed thing restricted (a blade length, a power above the free limit, an opened cosmetic, a seat or helmet after a
 * knock or a fall, cells out of their device, a bottle decanted without a label). Written as sellers write on the Italian,
 * German, Austrian and Swiss classifieds sites: no accents, umlauts written out, ss for the sharp s, each country's shorthand
 * (negotiable, new price, original box, collection only, shipping, swap), Swiss and Austrian words, emoji, capitals,
 * typos, very short listings (133 descriptions of 30 characters or fewer) and long ones with the problem near the end.
 * Kinds: every kind issue 19's brief names — weapons, their parts and replicas; drugs, seeds and cuttings; prescription
 * medicines and supplements sold with healing claims; animals without identification, wild-caught animals and protected
 * animal parts; tobacco without the country's tax, nicotine vapes sold without age checks, home-distilled and unchecked
 * alcohol; banned pesticides and poisons, unlabelled chemicals, unmarked fireworks and stadium flares; recalled goods;
 * sexual services, worn underwear and intimate images; personal data and identity scans; accounts with their login,
 * memberships and personal travel passes passed on, resold licence keys, pirated media and unlocked TV boxes; goods found
 * or of unexplained origin; official documents, certificates and plates; current uniforms, badges and hate symbols;
 * counterfeits said every way (quality grade, mirror, factory, homage, inspiration, denial of originality, a sewn-on
 * mark); testers and not-for-resale samples; opened cosmetics; second-hand child seats and helmets after a knock; loose
 * lithium cells and home-built packs; deceiving services (work or an exam done for another, bought reviews, an address
 * lent for registration, odometer, emission and speed-limit cheats, a backdated logbook); tickets resold above face value;
 * gift cards and vouchers below face value; imitation banknotes and foreign cash — and contact and payment moved off the
 * site in each country's habits (68 problems, a little under a fifth): numbers in words with tens, digits and words
 * mixed, spaced, dotted, dashed and slashed groups, landlines, international forms with an English-words country code,
 * chat apps named every way, e-mails with the local words and brackets for "at" and "dot", a link-list page and a shop's
 * or a free site's address with the words for "dot" and "slash", handles on photo, short-video, video and social networks,
 * instant-payment apps, friends-and-family transfers, prepaid top-ups and vouchers asked as payment, money-transfer
 * offices, neobanks and bank transfers or deposits before shipping or to hold an item, most of them inside long text.
 * 813 listings: IT 296, DE 299, EN 104, PT 38, ES 38, FR 38. 369 with a problem, 444 clean. By language (problems /
 * clean): IT 130/166, DE 135/164, EN 50/54, PT 18/20, ES 18/20, FR 18/20. Every problem has a clean twin next to it in
 * similar words and the same language (the same object for an innocent use, sold whole, new, sealed or with proof of
 * purchase, its allowed sibling, or the same contact or payment kept on the site); many twins are themselves hard
 * negatives (a seller who denies the problem or speaks of own use), and 75 hard negatives stand alone (books, films,
 * series and games about the problems, shop and brand names with frightening words, trade and garden tools, and contact,
 * payment, medicine, tester and accident words used innocently); by a rough word-cue count (denial, proof of purchase,
 * sealed, own use, an official resale, a book or film, a toy or costume, papers of an animal) 188 of the 444 clean
 * listings are hard negatives, short of the asked half. Kinds (first label): prohibited item 229, restricted item 72 (items 301), off-site payment
 * 29, phone 19, social handle 9, e-mail 6, link 5; 481 labels in all. Where the label sits: title only 124, description
 * only 134, both 111 (the title names the object, the description the condition; one label in each field). Profiles:
 * generic (IT, FR), ebay (DE, EN), olx-pt and vinted (PT), wallapop and vinted (ES), vinted (FR fashion and beauty).
 * Areas (38, in listings; problems in brackets): contact 78 (39), counterfeit 60 (30), payment 58 (29), weapons 44 (22),
 * medicines 42 (21), stolen 36 (18), services 36 (18), knives 30 (15), drugs 30 (15), denial 25, animals 22 (11), accounts
 * 22 (11), books 22, documents 20 (10), tobacco 18 (9), perfume 16 (8), batteries 16 (8), tickets 16 (8), shops 16,
 * chemicals 14 (7), adult 14 (7), beauty 14 (7), kids 14 (7), fireworks 12 (6), vaping 12 (6), recalls 12 (6), data 12
 * (6), uniforms 12 (6), helmets 12 (6), currency 12 (6), tools 12, supplements 10 (5), wildlife 10 (5), alcohol 10 (5),
 * vouchers 10 (5), replicas 6 (3), plates 6 (3), cars 2 (1); a problem and its twin share their area.
 * Label policy: the thirty-first's (a careful moderator of a general European marketplace), with the kinds it does not
 * name placed as the fourth training set placed them. Prohibited: counterfeits, switchblades, butterfly knives,
 * knuckle-dusters, throwing stars, stun guns and telescopic batons, firearms and their parts without papers, prescription
 * medicines, drugs, their seeds and cuttings and nitrous oxide sold to inhale, animals without the identification the law
 * asks or taken from the wild, protected animal parts, tobacco without the country's tax, banned pesticides and
 * professional poisons, unmarked fireworks and stadium flares, recalled goods, odometer, emission and speed cheats, sexual
 * services, worn underwear and intimate images, personal data and identity scans, accounts with credentials, memberships
 * and personal passes passed on, pirated media, unlocked TV boxes and resold licence keys, goods found or of unexplained
 * origin, official documents, certificates and plates, current uniforms and badges, hate symbols, imitation banknotes,
 * testers and not-for-resale samples, tickets resold above face value and deceiving services. Restricted: fixed-blade
 * hunting knives, machetes, throwing knives and a sharpened bayonet, air rifles above the free limit, blank-firing pistols,
 * gas or over-limit airsoft and realistic replicas, a crossbow with hunting points, defence sprays, shotgun cartridges,
 * nicotine vapes and liquids sold without age checks, home-distilled spirits and alcohol shipped without age checks,
 * unlabelled hazardous chemicals, supplements sold with healing claims, opened cosmetics, second-hand child seats and
 * helmets after a knock or of unknown history, loose lithium cells and home-built packs, gift cards and vouchers below face
 * value and foreign cash (the scorer meets either item code). Contact, links and payment moved off the site are labelled
 * where they are asked for; the site's chat, payment and shipping, cash at a hand-over and the seller's other listings are
 * clean. The labels mark the words that carry the problem.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as `{{code|text}}`
 * (`areaListingsFromLines`); `area` is kept in the JSON beside the listing. No two fields of the set are equal.
 * Collisions: a scratch check (deleted) loaded every other `data/listing/validation-*.json` (48 files, the four earlier
 * training sets included, 40,324 titles and descriptions) and compared each of this set's titles and descriptions, case-
 * and accent-folded with white space collapsed, exactly and by any shared 40-character window, printing only this set's
 * strings. First run (1,490 fields, 745 listings): 78 collided — 73 exactly (all short titles) and 5 by a window (3
 * descriptions, two of them phone numbers in words sharing a run of number words; 1 description of a device's battery; 1
 * title) — and 31 pairs of its own titles were equal (a problem and its twin); every one was rewritten in this writer's
 * words (titles given the seller's own detail, the problem moved into the title where that balanced where labels sit,
 * descriptions rephrased, the numbers changed). Second run: 4 short titles collided exactly, rewritten again. Then 36
 * listings of contact and payment moved off the site were added: 3 short titles collided exactly, were rewritten; then 32
 * stand-alone hard negatives were added, and the last run (1,626 fields) found 0 colliding and 0 equal fields.
 * Written: `node --conditions=@circular/source tools/bench/src/listing/write-reader-training-fifth-set.ts`.
 */

// Lines come in pairs, a problem and then its clean twin (the hard negatives stand alone).
const marked = `
knives ;; it ;; generic ;; sport ;; 45 ;; {{restricted_item|Coltello da caccia lama 22 cm}} con fodero cuoio ;; Usato poco, tenuto in cantina. Ritiro a Bergamo o spedizione
knives ;; it ;; generic ;; home ;; 45 ;; Coltello da cucina lama 22 cm con ceppo ;; Usato poco, affilato, trinciante per arrosti. Ritiro a Bergamo o spedizione
knives ;; it ;; generic ;; sport ;; 30 ;; {{prohibited_item|Coltellino a scatto col bottoncino}} vintage ;; Si apre con un colpo di polso, mai usato, manico in osso
knives ;; it ;; generic ;; sport ;; 30 ;; Coltellino tascabile vintage svizzero ;; Si apre con l'unghia, lama piccola 6 cm, cavatappi e forbicine, mai usato
knives ;; it ;; generic ;; sport ;; 25 ;; {{prohibited_item|Balisong}} trainer?? no questo e affilato ;; {{prohibited_item|quello vero con lama affilata}}, per chi fa flipping seriamente. no perditempo
knives ;; it ;; generic ;; sport ;; 25 ;; Balisong trainer senza filo per flipping ;; lama smussata in alluminio, nessun filo, ideale per imparare i trick senza tagliarsi
weapons ;; it ;; generic ;; sport ;; 120 ;; {{prohibited_item|Tirapugni in ottone}} anni 80 quattro anelli ;; pesante, si impugna bene, ricordo di famiglia. Solo a mano
weapons ;; it ;; generic ;; home ;; 12 ;; Fermacarte in ottone anni 80 a forma di mano ;; quattro dita, si appoggia bene sulla scrivania, pesante, ricordo di famiglia
weapons ;; it ;; generic ;; sport ;; 380 ;; {{restricted_item|Carabina aria compressa 24 joule}} con ottica ;; Bella, precisa a 50 metri, {{restricted_item|modificata la molla per avere piu potenza}}. Solo ritiro, niente documenti da chiedere
weapons ;; it ;; generic ;; sport ;; 140 ;; Carabina aria compressa 7,5 joule libera vendita ;; Bella, precisa a 10 metri per il tiro al bersaglio in giardino, molla originale mai toccata, per maggiorenni
weapons ;; it ;; generic ;; sport ;; 90 ;; Pistola a salve 9mm PAK come nuova ;; {{restricted_item|sembra vera, fa un botto incredibile}}, con caricatori e scatola. Capodanno assicurato
weapons ;; it ;; generic ;; toys ;; 9 ;; Pistola giocattolo a tappi come nuova ;; fa un bel botto coi tappi a nastro, tappo rosso in punta, con scatola. Carnevale assicurato
weapons ;; it ;; generic ;; collectibles ;; 600 ;; Doppietta del nonno calibro 12 ;; Era di mio nonno buonanima, {{prohibited_item|non ho il porto d'armi e non e denunciata}}, la vendo a chi se ne intende
weapons ;; it ;; generic ;; collectibles ;; 60 ;; Doppietta del nonno in legno, soprammobile ;; Era di mio nonno, riproduzione decorativa in legno da appendere al camino, non spara nulla
weapons ;; it ;; generic ;; sport ;; 70 ;; {{prohibited_item|Otturatore e carrello Glock 17}} ;; ricambi originali, {{prohibited_item|canna compresa}}, spedisco in pacco anonimo
weapons ;; it ;; generic ;; sport ;; 70 ;; Fondina e porta caricatori per softair stile G17 ;; ricambi in cordura per la fondina, clip compresa, spedisco con tracciamento
weapons ;; it ;; generic ;; sport ;; 35 ;; {{restricted_item|Spray al peperoncino formato maxi 400ml}} ;; quello che usano i ranger in canada per gli orsi, lo porto sempre a correre
weapons ;; it ;; generic ;; home ;; 35 ;; Spray repellente zanzare formato maxi 400ml ;; quello che uso per andare a correre in campagna la sera, ancora mezzo pieno va via a poco
replicas ;; it ;; generic ;; sport ;; 260 ;; {{restricted_item|Fucile softair a gas}} tutto metallo, {{restricted_item|senza tappo rosso}} ;; replica perfetta, da lontano nessuno capisce che non e vero. Scambio con ottiche
replicas ;; it ;; generic ;; sport ;; 160 ;; Fucile softair elettrico con tappo rosso ;; replica in abs per le partite domenicali al campo, batteria e caricatore inclusi. Scambio con ottiche
fireworks ;; it ;; generic ;; party ;; 50 ;; {{prohibited_item|Cobra e bombe carta}} del cugino ;; avanzati da capodanno, botti forti, ritiro in zona Napoli
fireworks ;; it ;; generic ;; party ;; 8 ;; Scatola stelline avanzate capodanno ;; stelline scintillanti da torta e coni colorati per bambini, ancora sigillate, ritiro in zona Napoli
fireworks ;; it ;; generic ;; party ;; 25 ;; {{prohibited_item|Fumogeni da stadio}} e torce rosse ;; per la curva, quelli che durano 90 secondi, 5 pezzi, solo contanti a mano
fireworks ;; it ;; generic ;; party ;; 25 ;; Torce a led rosse da stadio ;; per la curva, quelle a batteria che durano 8 ore, 5 pezzi, nessun fumo ne fiamma
drugs ;; it ;; generic ;; garden ;; 15 ;; Semini autofiorenti ;; {{prohibited_item|varieta skunk, in 9 settimane raccogli, ottimo per il relax serale}} 😎 spedizione discreta
drugs ;; it ;; generic ;; garden ;; 15 ;; Semini pomodoro cuore di bue ;; varieta antica, in 9 settimane raccogli, ottimi per il sugo serale 🍅 spedizione in busta
drugs ;; it ;; generic ;; garden ;; 40 ;; {{prohibited_item|Erba buona della valle, 10 g}} ;; roba seria non la light del tabaccaio, chi sa sa
drugs ;; it ;; generic ;; garden ;; 4 ;; Erba cipollina della valle, vaso 10 cm ;; pianta seria non quella secca del supermercato, per la cucina
drugs ;; it ;; generic ;; home ;; 20 ;; Grinder 4 parti + {{prohibited_item|cartine e un po di fumo marocchino}} ;; liquido tutto, mi trasferisco
drugs ;; it ;; generic ;; home ;; 20 ;; Grinder 4 parti per spezie + cartine da forno ;; per macinare pepe e spezie in cucina, liquido tutto, mi trasferisco
medicines ;; it ;; generic ;; health ;; 30 ;; {{prohibited_item|Xanax 0,50 scatola quasi piena}} ;; avanzato dopo la cura, meglio venderlo che buttarlo
medicines ;; it ;; generic ;; books ;; 6 ;; Libro Ansia addio, guida pratica ;; avanzato dopo il corso, meglio venderlo che buttarlo, come nuovo
medicines ;; it ;; generic ;; health ;; 25 ;; {{prohibited_item|Pastiglie adhd di mio fratello per stare svegli sotto esame}} ;; studi 12 ore di fila, 20 compresse
medicines ;; it ;; generic ;; books ;; 25 ;; Schemi e riassunti per studiare sotto esame ;; quelli che usava mio fratello per diritto privato, studi 12 ore di fila senza perderti, 20 schede
medicines ;; it ;; generic ;; health ;; 18 ;; {{prohibited_item|Ozempic penna}} da 1 mg ;; ne ho una in piu, conservata in frigo, per chi vuole perdere peso veloce
medicines ;; it ;; generic ;; health ;; 18 ;; Bilancia pesapersone digitale ;; ne ho una in piu, precisa al etto, per chi vuole tenere sotto controllo il peso
medicines ;; it ;; generic ;; health ;; 12 ;; {{prohibited_item|Amoxicillina senza ricetta dall'Albania}} ;; blister da 12 per la tosse
medicines ;; it ;; generic ;; health ;; 12 ;; Tisana per tosse al timo ;; confezione da 12 bustine, presa in erboristeria, scade nel 2028
medicines ;; it ;; generic ;; health ;; 35 ;; Per la prestazione di coppia, pillole blu ;; {{prohibited_item|8 compresse da 100, effetto garantito in mezz'ora}}, spedizione anonima
medicines ;; it ;; generic ;; health ;; 35 ;; Cuscino per coppia, memory blu ;; 2 federe da 50x80, effetto fresco garantito, spedizione con corriere
supplements ;; it ;; generic ;; health ;; 29 ;; {{restricted_item|Curcuma che guarisce l'artrite}} ;; {{restricted_item|guarisce l'artrite e fa sparire i tumori, lo dice mio zio medico}}
supplements ;; it ;; generic ;; health ;; 29 ;; Integratore curcuma 60 capsule ;; confezione chiusa 60 capsule, scadenza 2027, preso per sbaglio doppio
supplements ;; it ;; generic ;; sport ;; 45 ;; {{prohibited_item|Boldenone}} ciclo completo ;; per chi va in palestra e vuole fare massa seria, {{prohibited_item|flaconi da 10ml e siringhe}}
supplements ;; it ;; generic ;; sport ;; 45 ;; Proteine whey ciclo completo ;; per chi va in palestra e vuole fare massa, 2 barattoli da 1 kg e shaker
animals ;; it ;; generic ;; pets ;; 150 ;; {{prohibited_item|Cuccioli pastore tedesco senza microchip}} nati in casa ;; 2 mesi, giocherelloni, cerco casa per tutti e quattro
animals ;; it ;; generic ;; pets ;; 0 ;; Cuccioli di pastore tedesco in adozione tramite canile ;; 4 mesi, microchip e libretto sanitario, vaccinati, colloquio pre affido con l'associazione
animals ;; it ;; generic ;; pets ;; 60 ;; {{prohibited_item|Cardellini presi in montagna}} ;; cantano tutto il giorno, con gabbia, ne ho tre
animals ;; it ;; generic ;; pets ;; 60 ;; Gabbia grande per canarini ;; i miei cantavano tutto il giorno, adesso sono volati in cielo, con mangiatoie
wildlife ;; it ;; generic ;; collectibles ;; 200 ;; {{prohibited_item|Corno di rinoceronte vero intagliato}} ;; antico, portato dal Kenya negli anni 70
wildlife ;; it ;; generic ;; collectibles ;; 20 ;; Rinoceronte intagliato in legno ;; pezzo fatto a mano, portato dal Kenya in viaggio di nozze, alto 20 cm
wildlife ;; it ;; generic ;; collectibles ;; 90 ;; Tartaruga di terra adulta ;; {{prohibited_item|trovata in campagna, senza documenti CITES}}, mangia insalata
wildlife ;; it ;; generic ;; pets ;; 25 ;; Terrario per tartaruga di terra ;; usato, 80x40, con lampada UVB e casetta, mangiatoia in regalo
tobacco ;; it ;; generic ;; home ;; 40 ;; {{prohibited_item|Stecca di Marlboro dalla Svizzera}} ;; prezzo piu basso del tabacchino, ne ho 4
tobacco ;; it ;; generic ;; home ;; 40 ;; Posacenere di Marlboro da collezione ;; anni 90 in vetro, ne ho 4 diversi, prezzo per tutti
tobacco ;; it ;; generic ;; home ;; 22 ;; Trinciato sfuso 500 g ;; {{prohibited_item|tabacco coltivato e tagliato da me in Salento, niente fascetta}}, busta sottovuoto
tobacco ;; it ;; generic ;; home ;; 22 ;; Trinciatrice manuale per erbe 500 g ;; per tagliare le erbe aromatiche coltivate da me in Salento, lama inox
vaping ;; it ;; generic ;; electronics ;; 15 ;; {{restricted_item|Elfbar 600 con nicotina 20 mg}} x5 ;; gusti misti, chiuse, le vendo perche ho smesso
vaping ;; it ;; generic ;; electronics ;; 15 ;; Caricabatterie misti x5 usb-c ;; funzionanti, cavi chiusi, li vendo perche ho cambiato telefono
vaping ;; it ;; generic ;; electronics ;; 30 ;; {{restricted_item|Liquidi svapo 10 flaconi}} ;; {{restricted_item|boost di nicotina da aggiungere}}, ok anche per minorenni, spedisco
vaping ;; it ;; generic ;; home ;; 30 ;; Flaconi vuoti contagocce 10 pezzi ;; per oli essenziali fatti in casa, vetro ambrato, spedisco
alcohol ;; it ;; generic ;; food ;; 20 ;; {{restricted_item|Grappa fatta in casa 2 litri}} ;; distillata dal nonno in cantina con l'alambicco, forte ;)
alcohol ;; it ;; generic ;; food ;; 20 ;; Marmellata fatta in casa 2 vasetti ;; di fichi fatta dalla nonna in cantina con la pentola di rame, dolce ;)
alcohol ;; it ;; generic ;; food ;; 90 ;; Lotto 12 bottiglie ;; {{restricted_item|vino e amari, spedisco a chiunque, anche ragazzi giovani}}, sconto per blocco
alcohol ;; it ;; generic ;; home ;; 12 ;; Lotto 12 bottiglie vuote collezione ;; vetri vuoti di vino e amari anni 70, senza tappo, per arredo
chemicals ;; it ;; generic ;; garden ;; 30 ;; {{prohibited_item|Diserbante vecchio tipo che non vendono piu}} ;; brucia tutto fino alle radici, tanica da 5 litri
chemicals ;; it ;; generic ;; garden ;; 30 ;; Decespugliatore potente vecchio tipo ;; tosa tutto fino alle radici, miscela, rocchetto nuovo
chemicals ;; it ;; generic ;; home ;; 15 ;; Bocce in vetro senza etichetta ;; {{restricted_item|acido muriatico concentrato travasato in bottiglie del latte}}, per sturare
chemicals ;; it ;; generic ;; home ;; 15 ;; Bottiglie in vetro del latte vintage ;; travasate e lavate, senza etichetta, per arredare la cucina
chemicals ;; it ;; generic ;; garden ;; 10 ;; Esca per topi professionale ;; {{prohibited_item|granuli ad uso professionale, funzionano anche su gatti e cani del vicino}}
chemicals ;; it ;; generic ;; garden ;; 10 ;; Trappola per topi umana ;; cattura senza uccidere, poi lo liberi lontano, sicura con gatti e cani
recalls ;; it ;; generic ;; kids ;; 40 ;; {{prohibited_item|Sdraietta dondolo ritirata dal mercato}} ;; l'anno scorso, ma a noi non e successo niente
recalls ;; it ;; generic ;; kids ;; 40 ;; Sdraietta dondolo neonato modello nuovo ;; modello nuovo a norma, con cinture a 3 punti e scontrino, a noi e piaciuta tanto
recalls ;; it ;; generic ;; home ;; 15 ;; Caricatore per monopattino ;; {{prohibited_item|del lotto richiamato perche scaldava}}, io non ho mai avuto problemi
recalls ;; it ;; generic ;; home ;; 15 ;; Caricatore originale per monopattino ;; sostituito in garanzia dal negozio, nuovo, io non ho mai avuto problemi
adult ;; it ;; generic ;; services ;; 80 ;; {{prohibited_item|Massaggi con finale felice}} ;; ragazza carina, anche la notte 💋
adult ;; it ;; generic ;; services ;; 40 ;; Massaggi rilassanti a domicilio ;; fisioterapista diplomata, lettino portatile, trattamenti decontratturanti, fattura
adult ;; it ;; generic ;; fashion ;; 25 ;; {{prohibited_item|Slip indossati 3 giorni}} ;; profumati di me, in busta sottovuoto, richieste speciali in privato
adult ;; it ;; generic ;; fashion ;; 25 ;; Slip nuovi 3 paia con cartellino ;; cotone bio taglia M, in confezione originale, mai indossati
data ;; it ;; generic ;; services ;; 100 ;; {{prohibited_item|Lista clienti con nomi e cellulari}} ;; 3000 contatti della mia vecchia agenzia, file excel, utili per fare vendite
data ;; it ;; generic ;; services ;; 10 ;; Modello excel gestione clienti ;; file vuoto con colonne gia pronte e formule, utile per piccole agenzie
data ;; it ;; generic ;; services ;; 20 ;; Foto carte d'identita per verifiche ;; {{prohibited_item|ho scansioni di documenti veri fronte retro, servono per aprire conti}}
data ;; it ;; generic ;; office ;; 20 ;; Scanner documenti fronte retro ;; Canon portatile, scansiona carte d'identita e ricevute, per ufficio
accounts ;; it ;; generic ;; games ;; 70 ;; Account Fortnite con 120 skin ;; {{prohibited_item|ti passo mail e password, cambi tutto tu}}
accounts ;; it ;; generic ;; games ;; 70 ;; Carta regalo Fortnite 10000 V-buck ;; codice sigillato in confezione, comprato al negozio, con scontrino
accounts ;; it ;; generic ;; services ;; 5 ;; {{prohibited_item|Netflix premium a vita}} ;; {{prohibited_item|profilo condiviso, paghi una volta e basta}}
accounts ;; it ;; generic ;; electronics ;; 35 ;; Chiavetta per tv Netflix e Prime ;; stick usato per vedere le piattaforme, ognuno usa il proprio abbonamento
accounts ;; it ;; generic ;; software ;; 9 ;; Chiave Windows 11 pro ;; {{prohibited_item|attivazione a vita, ti mando il codice su chat in 5 minuti}}
accounts ;; it ;; generic ;; software ;; 9 ;; Libro Windows 11 pro per negati ;; manuale attivazione e primi passi, ti spiega tutto in 5 minuti, ed. 2024
stolen ;; it ;; generic ;; phones ;; 150 ;; {{prohibited_item|iPhone 13 trovato sul treno}} ;; bloccato, per pezzi o per chi lo sa sbloccare
stolen ;; it ;; generic ;; phones ;; 150 ;; iPhone 13 blu 128gb con fattura ;; uscito dal mio account icloud e ripristinato, con fattura, batteria 88%
stolen ;; it ;; generic ;; tools ;; 200 ;; {{prohibited_item|Trapani e flex Hilti dal cantiere senza fattura}} ;; roba professionale a meta prezzo
stolen ;; it ;; generic ;; tools ;; 200 ;; Trapani e flex Hilti chiusura ditta ;; chiudo la mia ditta, con fattura intestata, roba professionale a meta prezzo
stolen ;; it ;; generic ;; bikes ;; 80 ;; Bici da corsa carbonio ;; {{prohibited_item|non so di chi era, era legata in stazione da mesi}}, prezzo basso per vendere subito
stolen ;; it ;; generic ;; bikes ;; 80 ;; Bici da corsa alluminio ;; era mia, legata in garage da mesi, ruote gonfie, prezzo basso per vendere subito
documents ;; it ;; generic ;; services ;; 300 ;; {{prohibited_item|Patente B senza fare l'esame}} ;; {{prohibited_item|registrata, consegna in 10 giorni}}, contatti seri
documents ;; it ;; generic ;; books ;; 15 ;; Quiz patente B edizione nuova ;; libro piu app, passato esame al primo colpo, consegna in 2 giorni
documents ;; it ;; generic ;; services ;; 50 ;; {{prohibited_item|Green pass e certificati medici}} ;; {{prohibited_item|per assenze da lavoro, timbro vero del medico}}
documents ;; it ;; generic ;; office ;; 50 ;; Timbro personalizzato per studio medico ;; autoinchiostrante, lo ordini col tuo nome, consegna in 10 giorni
plates ;; it ;; generic ;; cars ;; 60 ;; {{prohibited_item|Targa auto originale}} ;; {{prohibited_item|di un'auto demolita, ancora valida, va bene per mettere su un'altra}}
plates ;; it ;; generic ;; cars ;; 20 ;; Targa personalizzata col nome per cameretta ;; in metallo stile americano, per appendere al muro, non valida per auto
uniforms ;; it ;; generic ;; fashion ;; 120 ;; Divisa carabinieri completa ;; {{prohibited_item|di ordinanza, attuale, con gradi e berretto}}, taglia 50
uniforms ;; it ;; generic ;; fashion ;; 35 ;; Costume carabiniere per carnevale bambino ;; taglia 8 anni, con cappello e fischietto, indossato una volta
uniforms ;; it ;; generic ;; collectibles ;; 40 ;; Paletta e tesserino polizia ;; {{prohibited_item|veri, da usare per farsi rispettare nel traffico}}
uniforms ;; it ;; generic ;; toys ;; 12 ;; Paletta vigile giocattolo ;; per fare le multe ai fratellini nel traffico del corridoio, come nuova
counterfeit ;; it ;; generic ;; fashion ;; 60 ;; Borsa LV Neverfull ;; {{prohibited_item|prima scelta, uguale in tutto all'originale, cuciture perfette}}
counterfeit ;; it ;; generic ;; fashion ;; 60 ;; Borsa tela tipo shopper ;; marca Zara, capiente, cuciture perfette, usata poco
counterfeit ;; it ;; generic ;; watches ;; 180 ;; {{prohibited_item|Rolex Submariner clone}} meccanismo svizzero ;; non si distingue, per fare bella figura ai matrimoni
counterfeit ;; it ;; generic ;; watches ;; 180 ;; Seiko Prospex diver automatico ;; meccanismo giapponese, scatola e garanzia, per fare bella figura ai matrimoni
counterfeit ;; it ;; generic ;; shoes ;; 70 ;; Jordan 1 Chicago tg 43 ;; {{prohibited_item|versione da fabbrica asiatica, no scatola originale}}, qualita top
counterfeit ;; it ;; generic ;; shoes ;; 70 ;; Jordan 1 mid tg 43 ;; comprate da Foot Locker, con scatola originale e scontrino, qualita top
counterfeit ;; it ;; generic ;; fashion ;; 35 ;; {{prohibited_item|Felpa Moncler non originale}} ;; ma non si nota, logo ricamato, tg L
counterfeit ;; it ;; generic ;; fashion ;; 35 ;; Felpa Moncler originale boutique ;; originale comprata in boutique, logo ricamato, ce lo scontrino
counterfeit ;; it ;; generic ;; electronics ;; 25 ;; {{prohibited_item|Airpods Pro replica}} ;; {{prohibited_item|ed. 1:1 con popup sul telefono}}
counterfeit ;; it ;; generic ;; electronics ;; 25 ;; Custodia per Airpods Pro ;; silicone con moschettone, compatibile con popup sul telefono
perfume ;; it ;; generic ;; beauty ;; 35 ;; {{prohibited_item|Sauvage 100 ml quelli dati ai negozi per provarli}} ;; senza tappo, scatola bianca
perfume ;; it ;; generic ;; beauty ;; 35 ;; Profumo Sauvage 100 ml sigillato ;; con tappo e confezione originale sigillata, regalo doppio
perfume ;; it ;; generic ;; beauty ;; 10 ;; {{prohibited_item|Campioncini profumeria non vendibili}} 20 pz ;; quelli che ti regalano in profumeria, Dior Chanel YSL
perfume ;; it ;; generic ;; beauty ;; 10 ;; Porta profumo da borsetta ricaricabile 20 pz ;; atomizzatori vuoti da riempire col tuo profumo, colori misti
beauty ;; it ;; generic ;; beauty ;; 15 ;; {{restricted_item|Fondotinta Estee Lauder usato 3 volte}} ;; Double Wear, colore sbagliato, quasi pieno
beauty ;; it ;; generic ;; beauty ;; 15 ;; Fondotinta Estee Lauder Double Wear nuovo ;; nuovo sigillato con cellophane, colore sbagliato, regalo
beauty ;; it ;; generic ;; beauty ;; 8 ;; {{restricted_item|Mascara e rossetti aperti}} ;; lotto di 6, {{restricted_item|provati qualche volta}}
beauty ;; it ;; generic ;; beauty ;; 8 ;; Pennelli trucco lotto 6 ;; lavati e igienizzati, setole sintetiche, con astuccio
kids ;; it ;; generic ;; kids ;; 50 ;; {{restricted_item|Seggiolino auto Cybex dopo un tamponamento}} ;; 9-18 kg, non si vede niente
kids ;; it ;; generic ;; kids ;; 50 ;; Passeggino Cybex Eezy ;; ha fatto un anno di vacanze ma non si vede niente, chiusura a libro
kids ;; it ;; generic ;; kids ;; 30 ;; {{restricted_item|Ovetto usato di terza mano}} ;; {{restricted_item|non so la storia, manca il manuale}}, regge ancora
kids ;; it ;; generic ;; kids ;; 30 ;; Carrello della spesa giocattolo usato di terza mano ;; plastica rigida, mancano due frutti, regge ancora
helmets ;; it ;; generic ;; bikes ;; 60 ;; {{restricted_item|Casco AGV K3 caduto dal motorino}} ;; da fermo, solo un graffio, taglia M
helmets ;; it ;; generic ;; bikes ;; 60 ;; Guanti moto AGV estivi ;; mai caduto, usati un'estate, solo un graffio sul palmo, taglia M
batteries ;; it ;; generic ;; electronics ;; 20 ;; {{restricted_item|Celle 18650 sfuse}} x 30 ;; {{restricted_item|tolte da un pacco batteria bici, spedisco in busta}}
batteries ;; it ;; generic ;; electronics ;; 20 ;; Caricabatterie per celle 18650 x 4 slot ;; display, spedisco nella sua scatola, mai usato
batteries ;; it ;; generic ;; bikes ;; 150 ;; {{restricted_item|Batteria bici 36V rifatta con celle cinesi}} ;; aperta da me, senza la plastica di protezione, carica ancora
batteries ;; it ;; generic ;; bikes ;; 150 ;; Batteria bici elettrica 36V Bosch sigillata ;; originale Bosch sigillata, 500 cicli, con caricatore e fattura
services ;; it ;; generic ;; services ;; 150 ;; {{prohibited_item|Tesi scritta da me, la consegni a tuo nome}} ;; nessun controllo antiplagio la trova, tempi rapidi
services ;; it ;; generic ;; services ;; 15 ;; Ripetizioni per tesi di laurea, revisione bozza ;; ti aiuto a impostare l'indice e la bibliografia, la scrivi tu, 15 euro l'ora
services ;; it ;; generic ;; services ;; 5 ;; {{prohibited_item|Recensioni 5 stelle Google per il tuo locale}} ;; {{prohibited_item|da profili veri, pacchetto da 50}}
services ;; it ;; generic ;; services ;; 5 ;; Cartello Lascia una recensione per il tuo locale ;; in plexiglass con qr della tua pagina, pacchetto da 5
services ;; it ;; generic ;; services ;; 200 ;; {{prohibited_item|Residenza fittizia a Milano}} ;; {{prohibited_item|ti do il mio indirizzo per iscriverti in comune, poi non ci abiti}}
services ;; it ;; generic ;; property ;; 600 ;; Stanza singola a Milano con residenza ;; contratto regolare 4+4, possibilita di prendere la residenza, spese incluse
services ;; it ;; generic ;; cars ;; 100 ;; Scalare km quadro digitale ;; {{prohibited_item|abbasso i km prima della vendita, tutte le marche}}, vengo io a domicilio
services ;; it ;; generic ;; cars ;; 100 ;; Diagnosi quadro digitale tutte le marche ;; lettura errori e reset service, vengo io a domicilio con l'attrezzatura
services ;; it ;; generic ;; cars ;; 250 ;; Eliminazione fap e egr ;; {{prohibited_item|cosi la macchina passa la revisione lo stesso}}, rimappatura
services ;; it ;; generic ;; cars ;; 250 ;; Pulizia fap e egr ;; cosi la macchina passa la revisione regolarmente, lavaggio con macchinario
services ;; it ;; generic ;; bikes ;; 40 ;; Chip sblocco bici elettrica ;; {{prohibited_item|passi da 25 a 45 all'ora, si toglie in un attimo se ti fermano}}
services ;; it ;; generic ;; bikes ;; 40 ;; Display bici elettrica ricambio ;; compatibile Bafang, limite 25 all'ora come da legge, si monta in un attimo
tickets ;; it ;; generic ;; tickets ;; 250 ;; {{prohibited_item|2 biglietti Vasco San Siro a 250, pagati 150}} ;; prato, tutto esaurito
tickets ;; it ;; generic ;; tickets ;; 150 ;; 2 biglietti Vasco San Siro prato a prezzo nominale ;; pagati 75 l'uno, li cedo a prezzo nominale con cambio nominativo sul sito ufficiale
tickets ;; it ;; generic ;; tickets ;; 30 ;; {{prohibited_item|Abbonamento treno non mio}} ;; {{prohibited_item|intestato a un amico, tanto non controllano mai il nome}}
tickets ;; it ;; generic ;; tickets ;; 30 ;; Porta abbonamento treno in pelle ;; fatto a mano, ci sta anche il nome, tanto resistente
vouchers ;; it ;; generic ;; vouchers ;; 70 ;; {{restricted_item|Buono Amazon da 100 a 70}} ;; {{restricted_item|codice ricevuto da un rimborso, ti mando la foto}}
vouchers ;; it ;; generic ;; vouchers ;; 25 ;; Amazon Echo Dot 5 nuovo ;; sigillato, regalo doppio, con scontrino
vouchers ;; it ;; generic ;; vouchers ;; 40 ;; Buoni pasto Edenred 10 pezzi ;; {{restricted_item|cartacei, li vendo sotto valore perche non li uso}}
vouchers ;; it ;; generic ;; home ;; 40 ;; Portabuoni in pelle 10 tasche ;; per tessere e scontrini, lo vendo perche non lo uso
currency ;; it ;; generic ;; collectibles ;; 80 ;; {{prohibited_item|Banconote da 50 per il cinema}} ;; {{prohibited_item|sembrano vere al tatto, passano anche al mercato}}
currency ;; it ;; generic ;; collectibles ;; 8 ;; Banconote del Monopoli ;; mazzo completo del gioco anni 90, colori originali, non sembrano vere
currency ;; it ;; generic ;; collectibles ;; 950 ;; {{restricted_item|Dollari americani contanti}} 1000 ;; {{restricted_item|cambio migliore della banca, scambio a mano}}
currency ;; it ;; generic ;; collectibles ;; 30 ;; Monete lire italiane 1000 ;; lotto da collezione con album, 500 lire argento comprese
contact ;; it ;; generic ;; phones ;; 220 ;; Samsung S22 128gb nero ;; come nuovo con cover e vetro temperato. Per info e foto {{contact_phone|tre tre nove, sei due uno, quaranta otto 55}} solo messaggi. No scambi
contact ;; it ;; generic ;; phones ;; 220 ;; Samsung S22 128gb verde ;; come nuovo con cover e vetro temperato. Per info e foto scrivetemi qui in chat sul sito, rispondo la sera. No scambi
contact ;; it ;; generic ;; home ;; 300 ;; Divano 3 posti grigio antracite ;; Tessuto lavabile, 210 cm, nessuna macchia, smontabile. Ritiro a Monza, piano terra. Per accordarci mandami un {{social_handle|messaggio su Telegram, mi trovi come arredimonza_luca}}
contact ;; it ;; generic ;; home ;; 300 ;; Divano 3 posti grigio chiaro ;; Tessuto lavabile, 210 cm, nessuna macchia, smontabile. Ritiro a Monza, piano terra. Per accordarci usa la chat di questo annuncio
contact ;; it ;; generic ;; fashion ;; 20 ;; Cappotto donna tg 44 ;; lana cammello, usato 1 inverno. {{contact_email|franci.cappotti chiocciola libero punto it}} per altre foto
contact ;; it ;; generic ;; fashion ;; 20 ;; Cappotto donna tg 44 cammello ;; lana cammello con chiocciola ricamata sul collo, usato 1 inverno, altre foto nell'annuncio
contact ;; it ;; generic ;; kids ;; 90 ;; Lettino + materasso ;; faggio naturale, sponda regolabile, materasso lavabile. {{contact_phone|WA 3 4 7 - 2 2 0 - 1 9 6 4}}
contact ;; it ;; generic ;; kids ;; 90 ;; Lettino + materasso faggio ;; faggio naturale, sponda regolabile a 3 altezze, materasso 60x120 lavabile, consegna a 3 km
contact ;; it ;; generic ;; cars ;; 3500 ;; Fiat Panda 1.2 2011 ;; 145000 km, tagliandata, gomme nuove, qualche graffio. Chiamatemi al {{contact_phone|zero due, settanta sei, ottantotto, quaranta}} ore pasti, no messaggi
contact ;; it ;; generic ;; cars ;; 3500 ;; Fiat Panda 1.2 2011 grigia ;; 145000 km, tagliandata, gomme nuove, qualche graffio. Prova su strada su appuntamento, scrivetemi qui
contact ;; it ;; generic ;; books ;; 5 ;; Libri universitari economia ;; 6 volumi, qualche sottolineatura. Lista completa su {{external_link|libriusati-unipd punto altervista punto org}}
contact ;; it ;; generic ;; books ;; 5 ;; Libri universitari economia Padova ;; 6 volumi, qualche sottolineatura. Lista completa negli altri miei annunci su questo sito
contact ;; it ;; generic ;; fashion ;; 15 ;; Vestiti bimba 2-3 anni ;; lotto 20 capi. Altri lotti li metto su {{social_handle|insta: @mamma.di.giulia.vende}}
contact ;; it ;; generic ;; fashion ;; 15 ;; Vestiti bimba 2-3 anni lotto ;; lotto 20 capi. Altri lotti tra i miei annunci, faccio prezzo se prendi piu lotti
contact ;; it ;; generic ;; electronics ;; 40 ;; Cuffie Sony WH-1000XM3 padiglioni consumati ;; funzionano, padiglioni da cambiare. {{contact_phone|+39 three four zero 77 81 503}} scrivete pure
contact ;; it ;; generic ;; electronics ;; 40 ;; Cuffie Sony WH-1000XM3 custodia ;; funzionano, padiglioni da cambiare. Custodia rigida e cavo inclusi, scrivete pure qui
payment ;; it ;; generic ;; home ;; 45 ;; Lavazza A modo mio macchinetta capsule ;; funzionante e decalcificata. {{off_platform_payment|Paghi con ricarica PostePay prima che spedisca}}, poi ti giro il tracking
payment ;; it ;; generic ;; home ;; 45 ;; Lavazza A modo mio macchinetta rossa ;; funzionante, decalcificata. Pagamento con il sistema del sito, spedizione tracciata inclusa
payment ;; it ;; generic ;; bikes ;; 350 ;; MTB Scott Scale 29 ;; taglia L, forcella revisionata. {{off_platform_payment|Satispay o bonifico istantaneo per bloccarla}}, la tengo fino a sabato
payment ;; it ;; generic ;; bikes ;; 350 ;; MTB Scott Scale 29 taglia L ;; forcella revisionata. Si vede e si paga in contanti al ritiro, la tengo fino a sabato
payment ;; it ;; generic ;; phones ;; 260 ;; iPad 9 64gb ;; perfetto. Se sei lontano {{off_platform_payment|paypal amici e familiari cosi non paghiamo commissioni}}
payment ;; it ;; generic ;; phones ;; 260 ;; iPad 9 64gb argento ;; perfetto. Se sei lontano lo spedisco col pagamento protetto del sito
payment ;; it ;; generic ;; games ;; 180 ;; PS5 digital + 2 pad ;; {{off_platform_payment|accetto ricarica su carta, mandami la foto della ricevuta del tabaccaio}}
payment ;; it ;; generic ;; games ;; 180 ;; PS5 digital + 2 pad bianchi ;; accetto scambio con Switch OLED, mandami le foto della console
payment ;; it ;; generic ;; tools ;; 120 ;; Tosaerba Honda a scoppio ;; {{off_platform_payment|caparra di 30 su iban prima che vieni}}, senno lo do al prossimo
payment ;; it ;; generic ;; tools ;; 120 ;; Tosaerba Honda a scoppio 46 cm ;; lo provi prima di comprarlo, se non parte non lo paghi, senno lo do al prossimo
payment ;; it ;; generic ;; fashion ;; 30 ;; Giubbotto Colmar uomo ;; tg 50. {{off_platform_payment|Pago con Western Union o Moneygram}} se sei fuori regione
payment ;; it ;; generic ;; fashion ;; 30 ;; Giubbotto Colmar uomo tg 50 ;; originale, zip nuova. Spedisco ovunque anche fuori regione con il sito
books ;; it ;; generic ;; books ;; 8 ;; Gomorra di Saviano tascabile ;; edizione tascabile, la storia dei clan e dello spaccio a Scampia, ottimo stato
books ;; it ;; generic ;; books ;; 12 ;; Romanzo Il falsario di Venezia ;; thriller su un falsario di banconote, copertina rigida, letto una volta
books ;; it ;; generic ;; movies ;; 10 ;; Cofanetto DVD Narcos stagioni 1-3 ;; la serie sul cartello della droga, dischi perfetti, in italiano
books ;; it ;; generic ;; games ;; 15 ;; Gioco da tavolo Cluedo anni 90 ;; chi ha ucciso con la pistola, il coltello o il veleno? Completo di tutte le carte
shops ;; it ;; generic ;; fashion ;; 25 ;; T-shirt Killer Tattoo Shop Roma ;; maglietta dello studio tatuaggi, taglia M, nera, usata due volte
shops ;; it ;; generic ;; beauty ;; 20 ;; Crema Bomba Vitaminica Collistar ;; nuova sigillata, nome buffo ma fantastica per la pelle secca
shops ;; it ;; generic ;; home ;; 14 ;; Tazza Pusher coffee bar ;; tazza in ceramica del mio bar preferito di Bologna, il nome e uno scherzo
tools ;; it ;; generic ;; tools ;; 90 ;; Motosega Stihl MS 170 ;; per legna da ardere, catena affilata, uso privato da me in collina
tools ;; it ;; generic ;; tools ;; 30 ;; Pistola sparachiodi pneumatica ;; per falegnameria, attacco compressore, scatola chiodi in regalo
tools ;; it ;; generic ;; home ;; 15 ;; Cannello da cucina per creme brulee ;; ricaricabile col gas degli accendini, fiamma regolabile, usato due volte
denial ;; it ;; generic ;; fashion ;; 380 ;; Borsa Gucci Marmont originale piccola ;; comprata in boutique a Firenze, con scontrino, dust bag e certificato, NON e una replica
denial ;; it ;; generic ;; phones ;; 120 ;; Telefono trovato? no, il mio ;; lo uso da 2 anni, fattura a mio nome, sbloccato da ogni account, lo vendo per passare ad android
denial ;; it ;; generic ;; health ;; 10 ;; Portapillole settimanale mattina e sera ;; lo usavo per le mie vitamine, 7 giorni mattina e sera, lavato
medicines ;; it ;; generic ;; health ;; 15 ;; {{prohibited_item|Rivotril gocce flacone aperto}} ;; era di mia madre buonanima, non so che farci
medicines ;; it ;; generic ;; health ;; 15 ;; Deambulatore pieghevole ;; era di mia madre buonanima, alluminio, con freni, non so che farci
medicines ;; it ;; generic ;; health ;; 20 ;; {{prohibited_item|Le goccine per dormire}} ;; {{prohibited_item|quelle che ti da il medico solo con la ricetta, te ne bastano 10}}, mezzo flacone
medicines ;; it ;; generic ;; health ;; 20 ;; Le mascherine per dormire ;; in seta, quelle che non ti lasciano il segno, due colori, mai usate
medicines ;; it ;; generic ;; pets ;; 25 ;; {{prohibited_item|Antiparassitario veterinario iniettabile}} ;; {{prohibited_item|ivermectina, ne basta poco anche per noi umani}}
medicines ;; it ;; generic ;; pets ;; 25 ;; Collare antiparassitario cane ;; 8 mesi di protezione, taglia grande, confezione chiusa
drugs ;; it ;; generic ;; home ;; 30 ;; {{prohibited_item|Funghetti secchi magici}} ;; viaggio assicurato per il weekend 🍄✨ dosi da 2 g
drugs ;; it ;; generic ;; food ;; 30 ;; Funghi porcini secchi ;; raccolti sull'Appennino, buste da 50 g, per il risotto del weekend 🍄
drugs ;; it ;; generic ;; home ;; 50 ;; Bilancino di precisione + bustine zip ;; {{prohibited_item|kit completo per chi vende a grammi, cartine e un po di neve per provare}}
drugs ;; it ;; generic ;; home ;; 15 ;; Bilancino di precisione da cucina ;; pesa al decimo di grammo, per lievito e spezie, pila nuova
knives ;; it ;; generic ;; sport ;; 55 ;; Machete 50 cm da foresta ;; {{restricted_item|tenuto affilato come un rasoio, lo porto in macchina}}
knives ;; it ;; generic ;; garden ;; 25 ;; Roncola da potatura 30 cm ;; manico in faggio, lama ricurva, per rovi e siepi, poco usata
knives ;; it ;; generic ;; sport ;; 20 ;; Coltello da lancio set da 3 ;; {{restricted_item|bilanciati, lama a doppio filo}}, con cintura porta coltelli
knives ;; it ;; generic ;; sport ;; 20 ;; Freccette da lancio set da 3 ;; bilanciate, punta in acciaio, con astuccio porta freccette
weapons ;; it ;; generic ;; sport ;; 80 ;; Balestra pistola 80 lbs ;; {{restricted_item|con punte da caccia larghe}} e mirino laser
weapons ;; it ;; generic ;; sport ;; 80 ;; Arco ricurvo 20 lbs per principianti ;; con frecce a punta tonda da bersaglio, faretra inclusa
weapons ;; it ;; generic ;; sport ;; 40 ;; {{restricted_item|Cartucce cal 12 pallettoni}} 3 scatole ;; avanzate dalla stagione di caccia di papa
weapons ;; it ;; generic ;; sport ;; 40 ;; Giaccone da caccia 3 tasche ;; avanzato dalla stagione di papa, impermeabile, taglia XL
weapons ;; it ;; generic ;; home ;; 30 ;; Taser ricaricabile ;; {{prohibited_item|10 milioni di volt, lo metti in borsa e nessuno ti da fastidio}}
weapons ;; it ;; generic ;; home ;; 30 ;; Allarme personale da borsa ;; sirena da 130 dB, lo metti in borsa e lo attivi tirando la cordicella
counterfeit ;; it ;; generic ;; fashion ;; 45 ;; Cintura H Hermes ;; {{prohibited_item|ispirata, la fibbia e identica}} 😏 cuoio nero
counterfeit ;; it ;; generic ;; fashion ;; 45 ;; Cintura cuoio nero fibbia H ;; artigianale toscana, fibbia con la iniziale del mio nome, cuoio nero
counterfeit ;; it ;; generic ;; fashion ;; 15 ;; {{prohibited_item|Magliette calcio mercato}} squadre 24/25 ;; tutte le squadre a 15, nomi e numeri, ingrosso
counterfeit ;; it ;; generic ;; fashion ;; 60 ;; Maglietta Milan 24/25 ;; ufficiale dello store, con cartellino e scontrino, nome e numero stampati
counterfeit ;; it ;; generic ;; beauty ;; 12 ;; {{prohibited_item|Profumi equivalenti con scatola originale}} ;; stessa bottiglia e logo del brand, nessuno nota la differenza
counterfeit ;; it ;; generic ;; beauty ;; 12 ;; Profumi equivalenti ispirati, flacone anonimo ;; ogni flacone scrive a quale fragranza somiglia, bottiglia bianca senza marchi
counterfeit ;; it ;; generic ;; media ;; 20 ;; {{prohibited_item|Chiavetta con 500 film in 4K}} ;; {{prohibited_item|tutte le uscite del cinema di quest'anno}}, anche serie
counterfeit ;; it ;; generic ;; media ;; 20 ;; Chiavetta usb 256gb vuota ;; veloce, usb 3.2, per salvare film delle vacanze e foto
counterfeit ;; it ;; generic ;; media ;; 40 ;; {{prohibited_item|Decoder sbloccato calcio e film senza abbonamento}} ;; lista aggiornata, telecomando
counterfeit ;; it ;; generic ;; media ;; 40 ;; Decoder digitale terrestre ;; vedi i canali gratuiti in HD, con telecomando, lista canali gia fatta
stolen ;; it ;; generic ;; electronics ;; 50 ;; Portafoglio uomo ;; {{prohibited_item|trovato al parco con dentro carte, me lo tengo io}}, vendo il portafoglio in pelle
stolen ;; it ;; generic ;; electronics ;; 50 ;; Portafoglio uomo in pelle ;; regalo mai usato, scomparti per 8 carte, vendo anche la scatola
stolen ;; it ;; generic ;; cars ;; 400 ;; {{prohibited_item|Cerchi Audi 18 smontati stanotte}} ;; con gomme, prendi subito e non fai domande
stolen ;; it ;; generic ;; cars ;; 400 ;; Cerchi in lega Audi 18 con gomme invernali pronte ;; smontati per passare agli invernali, fattura del gommista, prendi subito
animals ;; it ;; generic ;; pets ;; 400 ;; {{prohibited_item|Cuccioli bulldog francese dall'Ungheria}} ;; {{prohibited_item|arrivano in furgone a 45 giorni, senza passaporto}}
animals ;; it ;; generic ;; pets ;; 40 ;; Trasportino per cane taglia piccola ;; per viaggiare in aereo, omologato, usato 2 volte per le ferie in Ungheria
accounts ;; it ;; generic ;; services ;; 15 ;; {{prohibited_item|Tessera palestra McFit trasferibile}} ;; {{prohibited_item|e a nome mio ma tanto all'ingresso nessuno guarda la foto}}
accounts ;; it ;; generic ;; sport ;; 15 ;; Borsone palestra McFit ;; ricevuto in omaggio con l'iscrizione, mai usato, nero
documents ;; it ;; generic ;; services ;; 80 ;; {{prohibited_item|Diploma di maturita in 30 giorni}} ;; {{prohibited_item|senza frequentare, senza esami, riconosciuto}}
documents ;; it ;; generic ;; books ;; 18 ;; Manuale ripasso maturita in 30 giorni ;; tutte le materie, esercizi e tracce svolte, come nuovo
contact ;; it ;; generic ;; home ;; 1200 ;; Cucina completa 3 metri con elettrodomestici ;; Vendo cucina con forno, piano cottura a induzione, frigo incasso e lavastoviglie, tutto funzionante, ante laccate bianche con un paio di segni, top in laminato. Smontaggio a carico dell'acquirente, posso dare una mano. Piano secondo senza ascensore a Verona est. Per vederla {{contact_phone|chiama mia moglie al tre quattro sette, cinque cinque sei, ventidue, novanta}} che e sempre a casa
contact ;; it ;; generic ;; home ;; 1200 ;; Cucina completa 3 metri con elettrodomestici bianca ;; Vendo cucina con forno, piano cottura a induzione, frigo incasso e lavastoviglie, tutto funzionante, ante laccate con un paio di segni, top in laminato. Smontaggio a carico dell'acquirente, posso dare una mano. Piano secondo senza ascensore a Verona est. Per vederla scrivi qui e ti do un orario, mia moglie e sempre a casa
payment ;; it ;; generic ;; kids ;; 250 ;; Trio Chicco completo Activ3 ;; Navicella, ovetto mai incidentato con scontrino e passeggino, colore grigio, usato per un solo bimbo, tutto lavato e igienizzato, borsa fasciatoio inclusa. Non spedisco sotto i 30 euro di spese, ma se proprio serve {{off_platform_payment|mandi i soldi via Revolut al mio numero}} e spedisco con bartolini
payment ;; it ;; generic ;; kids ;; 250 ;; Trio Chicco completo grigio ;; Navicella, ovetto mai incidentato con scontrino e passeggino, usato per un solo bimbo, tutto lavato e igienizzato, borsa fasciatoio inclusa. Preferisco ritiro a mano e pagamento alla consegna, ma se proprio serve uso la spedizione del sito
contact ;; it ;; generic ;; jobs ;; 0 ;; Cerco ragazzo per traslochi weekend ;; paga a giornata, serve patente B. {{contact_email|scrivi a traslochiveloci [at] gmail [punto] com}} con due righe su di te
contact ;; it ;; generic ;; jobs ;; 0 ;; Cerco ragazzo per traslochi weekend, Torino ;; paga a giornata regolare, serve patente B. Rispondi a questo annuncio con due righe su di te
payment ;; it ;; generic ;; electronics ;; 500 ;; MacBook Air M1 8/256 come nuovo ;; Batteria al 91 per cento, nessun graffio, tastiera italiana, caricatore originale. Lo vendo perche lavoro ormai solo col fisso. Niente permute. {{off_platform_payment|Pagamento solo tramite bonifico anticipato sul conto, scrivimi che ti giro le coordinate}}
payment ;; it ;; generic ;; electronics ;; 500 ;; MacBook Air M1 8/256 grigio ;; Batteria al 91 per cento, nessun graffio, tastiera italiana, caricatore originale. Lo vendo perche lavoro ormai solo col fisso. Niente permute. Pagamento con quello del sito oppure contanti se vieni a prenderlo
contact ;; it ;; generic ;; sport ;; 70 ;; Sci Rossignol 170 + attacchi ;; lamine fatte a novembre. Visto che qui non rispondo spesso {{social_handle|cercami su fb Marco Sciatore Bormio}}
contact ;; it ;; generic ;; sport ;; 70 ;; Sci Rossignol 170 + attacchi Look ;; lamine fatte a novembre. Rispondo la sera dopo il lavoro, abbiate pazienza
contact ;; it ;; generic ;; music ;; 150 ;; Chitarra Yamaha acustica ;; con custodia. {{contact_phone|3 tre 8 - sei 0 4 - 7 sette 1 2}} chiedere di Paolo
contact ;; it ;; generic ;; music ;; 150 ;; Chitarra Yamaha acustica F310 ;; con custodia morbida e accordatore, corde nuove, chiedere pure
shops ;; it ;; generic ;; books ;; 9 ;; Manuale di tiro con l'arco ;; tecnica, postura e allenamento, per principianti e agonisti
shops ;; it ;; generic ;; home ;; 6 ;; Pianta Erba gatta in vaso ;; il mio gatto la adora, ne ho tre vasetti, prezzo cadauno
shops ;; it ;; generic ;; fashion ;; 18 ;; Felpa Bad Boy Brescia ;; della palestra di boxe Bad Boy, taglia L, mai usata
denial ;; it ;; generic ;; home ;; 25 ;; Coltelli da bistecca set 6 ;; lama 11 cm seghettata, manico legno, per la tavola, nuovi
denial ;; it ;; generic ;; vaping ;; 18 ;; Sigaretta elettronica senza nicotina ;; kit usato per smettere, liquidi zero nicotina, ormai non fumo piu
denial ;; it ;; generic ;; kids ;; 80 ;; Seggiolino auto Joie mai incidentato ;; usato da un solo bimbo, mai fatto incidenti, data di produzione 2023, manuale e scontrino
knives ;; de ;; ebay ;; sport ;; 60 ;; {{restricted_item|Jagdmesser feststehend 20cm Klinge}} ;; mit Lederscheide, kaum benutzt, VB, nur Abholung in Passau
knives ;; de ;; ebay ;; home ;; 60 ;; Brotmesser 20cm Klinge Wellenschliff ;; mit Messerblock, kaum benutzt, VB, nur Abholung in Passau
knives ;; de ;; ebay ;; sport ;; 35 ;; {{prohibited_item|Messer springt vorne raus auf Knopfdruck}} ;; geht einhaendig auf, schwarz, NP 60
knives ;; de ;; ebay ;; sport ;; 35 ;; Taschenmesser Victorinox mit Knopf fuer Schluesselring ;; Klinge 5 cm, Schere, Feile, schwarz, NP 45
knives ;; de ;; ebay ;; sport ;; 25 ;; {{prohibited_item|Faltmesser Butterfly scharf}} ;; {{prohibited_item|kein Trainer, richtig geschliffen}}, Zustand top
knives ;; de ;; ebay ;; sport ;; 25 ;; Faltmesser Butterfly Trainer stumpf ;; kein Schliff, Aluminium, zum Ueben von Tricks, Zustand top
knives ;; de ;; ebay ;; sport ;; 90 ;; Karambit + Wurfsterne Set ;; {{prohibited_item|Shuriken 6 Stk scharf}}, dazu Karambit mit Kydex, Versand moeglich
knives ;; de ;; ebay ;; toys ;; 9 ;; Ninja Kostuem + Wurfsterne aus Schaumstoff ;; 6 Stk weich, Kindergroesse 128, Versand moeglich
weapons ;; de ;; ebay ;; sport ;; 120 ;; {{prohibited_item|Schlagring}} Messing vom Flohmarkt Dortmund ;; schwer, liegt gut in der Hand, Sammlerstueck, Barzahlung
weapons ;; de ;; ebay ;; home ;; 12 ;; Tuergriff Messing antik ;; schwer, liegt gut in der Hand, vom Altbau, Barzahlung bei Abholung
weapons ;; de ;; ebay ;; sport ;; 240 ;; {{restricted_item|Diana 34 ohne F im Fuenfeck 20 Joule}} ;; guter Zustand, Holzschaft, Abholung
weapons ;; de ;; ebay ;; sport ;; 140 ;; Luftgewehr Diana 34 mit F im Fuenfeck ;; 7,5 Joule, frei ab 18, mit Diabolos und Zielscheiben, Altersnachweis bei Abholung
weapons ;; de ;; ebay ;; sport ;; 110 ;; Schreckschuss Walther P22 ;; {{restricted_item|mit 50 Platzpatronen, Kleiner Waffenschein fragt hier keiner}}
weapons ;; de ;; ebay ;; toys ;; 15 ;; Wasserpistole Walther Style XXL ;; mit Tank 1 Liter, fuer den Sommer, Kinder lieben sie
weapons ;; de ;; ebay ;; collectibles ;; 400 ;; {{prohibited_item|Karabiner 98k vom Opa}} ;; {{prohibited_item|Dachbodenfund, nicht deaktiviert, ohne Papiere}}
weapons ;; de ;; ebay ;; collectibles ;; 40 ;; Wehrmachts-Landkarte vom Opa, Dachbodenfund ;; Frankreich 1940, gut erhalten, keine Symbole drauf
weapons ;; de ;; ebay ;; sport ;; 80 ;; {{prohibited_item|Verschluss und Lauf AR15}} ;; Teile fuer den Zusammenbau, diskreter Versand
weapons ;; de ;; ebay ;; sport ;; 80 ;; Zielfernrohr 3-9x40 mit Montage ;; fuer Luftgewehr, klare Optik, Versand versichert
weapons ;; de ;; ebay ;; sport ;; 25 ;; {{restricted_item|Pfefferspray Tierabwehr XXL}} ;; fuer Joggen im Wald, zwei Dosen, eine angebrochen
weapons ;; de ;; ebay ;; sport ;; 25 ;; Stirnlampe XXL fuers Joggen ;; fuer Joggen im Wald, zwei Stueck, eine mit Akku
replicas ;; de ;; ebay ;; sport ;; 300 ;; Softair M4 ;; {{restricted_item|Gas Blowback, ueber 0,5 Joule gechipt}}, Ersatzmags, nur an Volljaehrige
replicas ;; de ;; ebay ;; sport ;; 300 ;; Softair M4 S-AEG ;; unter 0,5 Joule, F-Zeichen, Ersatzmags, Akku und Ladegeraet
fireworks ;; de ;; ebay ;; party ;; 60 ;; Polenboeller Restbestand ;; {{prohibited_item|die richtig lauten aus Tschechien, ohne CE}}, Abholung Silvester
fireworks ;; de ;; ebay ;; party ;; 60 ;; Tischfeuerwerk Restbestand ;; Konfetti, Knallbonbons und Wunderkerzen, Kategorie F1, Abholung Silvester
fireworks ;; de ;; ebay ;; party ;; 30 ;; {{prohibited_item|Bengalos fuer die Kurve}} ;; 10 Stueck, rot, {{prohibited_item|brennen 60 Sekunden}}
fireworks ;; de ;; ebay ;; party ;; 30 ;; Knicklichter fuer die Kurve ;; 100 Stueck, rot, leuchten 8 Stunden, Fanparty
drugs ;; de ;; ebay ;; garden ;; 20 ;; {{prohibited_item|Stecklinge Gorilla Glue}} ;; {{prohibited_item|bewurzelt, Indoor, fette Ernte, nur an Erwachsene}}
drugs ;; de ;; ebay ;; garden ;; 20 ;; Stecklinge Monstera variegata ;; bewurzelt, Indoor, schoene Zeichnung, pro Topf
drugs ;; de ;; ebay ;; home ;; 35 ;; {{prohibited_item|Gras aus eigenem Grow}} Ernte 2024 ;; 5g Tueten, knallt richtig
drugs ;; de ;; ebay ;; garden ;; 35 ;; Rasensamen Ernte 2024 ;; aus dem eigenen Garten, 5kg Tueten, waechst richtig dicht
drugs ;; de ;; ebay ;; home ;; 15 ;; {{prohibited_item|Lachgas Kartuschen 50 Stueck fuer Ballons}} ;; {{prohibited_item|zum Inhalieren auf Partys, gute Laune garantiert}}
drugs ;; de ;; ebay ;; home ;; 15 ;; Sahnespender Kartuschen 50 Stueck ;; fuer Sahnesiphon, Kuchen und Desserts, Marke iSi
medicines ;; de ;; ebay ;; health ;; 20 ;; {{prohibited_item|Tilidin Tropfen von der OP}} ;; halbe Flasche uebrig
medicines ;; de ;; ebay ;; health ;; 20 ;; Kuehlpack fuer Knie ;; von meiner OP uebrig, zwei Stueck, wiederverwendbar
medicines ;; de ;; ebay ;; health ;; 40 ;; {{prohibited_item|Ritalin 10 mg zum Durchlernen}} ;; 30 Tabl., fuer die Pruefungsphase
medicines ;; de ;; ebay ;; books ;; 40 ;; Karteikarten zum Durchlernen Jura ;; 600 Karten, Pruefungsphase ideal, selbst geschrieben
medicines ;; de ;; ebay ;; health ;; 60 ;; {{prohibited_item|Abnehmspritze Wegovy}} ;; noch 3 Pens, kuehl gelagert, Versand mit Kuehlakku
medicines ;; de ;; ebay ;; health ;; 60 ;; Kuehltasche fuer Insulin ;; mit 3 Kuehlakkus, neu, Versand moeglich
medicines ;; de ;; ebay ;; health ;; 10 ;; Tabletten aus der Apotheke, Rest ;; {{prohibited_item|Antibiotikum, nach 3 Tagen aufgehoert, 7 Stueck uebrig}}
medicines ;; de ;; ebay ;; health ;; 10 ;; Pflasterset aus der Apotheke, Rest ;; Blasenpflaster und Tape, nach 3 Tagen Wanderung uebrig
supplements ;; de ;; ebay ;; health ;; 30 ;; Kolloidales Silber 500ml ;; {{restricted_item|heilt Corona, Borreliose und Pilz, meine Heilpraktikerin schwoert drauf}}
supplements ;; de ;; ebay ;; health ;; 30 ;; Vitamin D3 Tropfen 50ml ;; verschlossen, MHD 2027, aus Doppelkauf
supplements ;; de ;; ebay ;; sport ;; 50 ;; {{prohibited_item|Dianabol Kur}} ;; {{prohibited_item|aus Thailand, 100 Tabs, fuer schnellen Muskelaufbau}}
supplements ;; de ;; ebay ;; sport ;; 50 ;; Kreatin Monohydrat Kur ;; 1kg Dose, fuer Muskelaufbau, angebrochen 100g
animals ;; de ;; ebay ;; pets ;; 350 ;; {{prohibited_item|Maine Coon Kitten ohne Chip und Impfung}} ;; 8 Wochen, Papiere gibts keine, Abgabe sofort
animals ;; de ;; ebay ;; pets ;; 350 ;; Maine Coon Kitten gechippt mit EU-Ausweis ;; 13 Wochen, gechippt, zweimal geimpft, EU-Heimtierausweis, Schutzvertrag
animals ;; de ;; ebay ;; pets ;; 80 ;; {{prohibited_item|Schildkroete aus Griechenland mitgebracht}} ;; {{prohibited_item|Urlaubsmitbringsel, keine CITES}}
animals ;; de ;; ebay ;; pets ;; 80 ;; Schildkroetenhaus aus Holz ;; handgemacht, mit Dach zum Oeffnen, fuer den Garten
wildlife ;; de ;; ebay ;; collectibles ;; 250 ;; Elfenbein Schnitzerei alt ;; {{prohibited_item|echt, von Onkel aus Afrika, ohne Nachweis}}
wildlife ;; de ;; ebay ;; collectibles ;; 25 ;; Holzschnitzerei alt, Elefant ;; Ebenholz, von Onkel aus Afrika, Staubfaenger
wildlife ;; de ;; ebay ;; collectibles ;; 120 ;; {{prohibited_item|Greifvogel ausgestopft}} ;; {{prohibited_item|Bussard, Totfund vom Feld, selbst praepariert}}
wildlife ;; de ;; ebay ;; collectibles ;; 120 ;; Plueschtier Bussard lebensgross ;; Steiff, mit Knopf im Ohr, Sammlerstueck
tobacco ;; de ;; ebay ;; home ;; 45 ;; {{prohibited_item|Stange Zigaretten aus Polen ohne Steuermarke}} ;; billiger als im Laden, 2 Stangen da
tobacco ;; de ;; ebay ;; home ;; 45 ;; Zigarettenetui Silber Jugendstil 1905 ;; Jugendstil, punziert, billiger als beim Antiquar
tobacco ;; de ;; ebay ;; home ;; 20 ;; Snus Kiste aus Schweden ;; {{prohibited_item|10 Dosen, in DE nicht erlaubt, hier trotzdem}}
tobacco ;; de ;; ebay ;; home ;; 20 ;; Snus Dosen leer, Sammlung ;; 10 Dosen aus Schweden, leer und sauber, fuer Sammler
vaping ;; de ;; ebay ;; electronics ;; 10 ;; Einweg Vapes 5 Stueck ;; {{restricted_item|20mg, auch an Schueler, kein Ausweis noetig}}
vaping ;; de ;; ebay ;; electronics ;; 10 ;; Einweg Kameras 5 Stueck ;; 27 Bilder, fuer Hochzeit, Blitz geht
vaping ;; de ;; ebay ;; electronics ;; 25 ;; {{restricted_item|Liquid Shots Nikotin 10er}} ;; zum Mischen, viel guenstiger als im Shop
vaping ;; de ;; ebay ;; food ;; 25 ;; Sirup Shots Kaffee 10er ;; zum Mischen in Latte, guenstiger als im Shop, Vanille und Karamell
alcohol ;; de ;; ebay ;; food ;; 25 ;; {{restricted_item|Obstler vom eigenen Kessel, 60 Prozent}} ;; 2 Liter, schmeckt
alcohol ;; de ;; ebay ;; food ;; 25 ;; Apfelsaft von eigenen Baeumen naturtrueb ;; von eigenen Baeumen, naturtrueb, 6 Liter, schmeckt
alcohol ;; de ;; ebay ;; food ;; 70 ;; Flaschen Restbestand Kneipenaufloesung ;; {{restricted_item|Korn, Wodka, Jaeger, 20 volle Flaschen, Versand ohne Alterspruefung}}
alcohol ;; de ;; ebay ;; home ;; 70 ;; Glaeser Restbestand Kneipenaufloesung ;; Schnapsglaeser, Weizenglaeser, 80 Stueck, Abholung
chemicals ;; de ;; ebay ;; garden ;; 40 ;; Unkrautvernichter alter Bestand ;; {{prohibited_item|das starke Zeug von frueher, heute verboten, 5l Kanister}}
chemicals ;; de ;; ebay ;; garden ;; 40 ;; Unkrautstecher alter Bestand ;; Edelstahl, das gute Zeug von frueher, mit Holzgriff
chemicals ;; de ;; ebay ;; home ;; 30 ;; Wasserstoffperoxid 35% ;; {{restricted_item|5 Liter in Wasserflaschen umgefuellt, ohne Etikett}}
chemicals ;; de ;; ebay ;; home ;; 30 ;; Wasserflaschen Glas 5 Liter ;; mit Buegelverschluss, ohne Etikett, fuer Limonade
chemicals ;; de ;; ebay ;; garden ;; 15 ;; {{prohibited_item|Giftkoeder fuer Ratten Profi}} ;; {{prohibited_item|nur fuer Schaedlingsbekaempfer, ich hab noch Reste}}
chemicals ;; de ;; ebay ;; garden ;; 15 ;; Koederstation fuer Ratten leer ;; abschliessbar, Kinder und Haustiere sicher, Reste vom Umbau
recalls ;; de ;; ebay ;; kids ;; 30 ;; {{prohibited_item|Babywippe aus dem Rueckruf}} ;; bei uns nie Probleme gehabt
recalls ;; de ;; ebay ;; kids ;; 30 ;; Babywippe aktuelles Modell ;; aktuelles Modell, Bezug gewaschen, bei uns nie Probleme
recalls ;; de ;; ebay ;; electronics ;; 20 ;; Powerbank 20000 ;; {{prohibited_item|von der Rueckrufliste, wird etwas warm}}, sonst ok
recalls ;; de ;; ebay ;; electronics ;; 20 ;; Powerbank 20000 Anker ;; neu in OVP, Rechnung dabei, laedt zwei Handys
adult ;; de ;; ebay ;; services ;; 100 ;; Entspannung fuer den Herrn ;; {{prohibited_item|diskret bei mir, alles ausser Kuessen}} 😘 Hausbesuche
adult ;; de ;; ebay ;; services ;; 45 ;; Entspannungsmassage mobil ;; ausgebildete Masseurin, Hausbesuche mit Liege, Rechnung fuer die Kasse
adult ;; de ;; ebay ;; fashion ;; 30 ;; {{prohibited_item|Getragene Socken nach Training}} ;; {{prohibited_item|Wunschtragedauer moeglich, Fotos beim Tragen gegen Aufpreis}}
adult ;; de ;; ebay ;; fashion ;; 30 ;; Laufsocken 5er Pack neu ;; Groesse 39-42, in Originalverpackung, nie getragen
data ;; de ;; ebay ;; services ;; 150 ;; {{prohibited_item|Adressliste Neukunden mit Geburtsdatum}} ;; {{prohibited_item|aus Gewinnspielen, 10.000 Datensaetze}}
data ;; de ;; ebay ;; office ;; 15 ;; Adressbuch Leder mit Geburtstagskalender ;; unbenutzt, A5, Register von A bis Z
data ;; de ;; ebay ;; services ;; 25 ;; {{prohibited_item|Ausweis Fotos fuer Verifizierung}} ;; {{prohibited_item|Vorder und Rueckseite, fuer Konten und Apps}}
data ;; de ;; ebay ;; office ;; 25 ;; Passfotos beim Fotografen Gutschein ;; biometrisch, fuer Ausweis und Fuehrerschein, einmal einloesbar, NP 15
accounts ;; de ;; ebay ;; games ;; 80 ;; {{prohibited_item|Valorant Account Immortal}} ;; {{prohibited_item|Login kriegst du nach Zahlung, Mail aenderbar}}
accounts ;; de ;; ebay ;; games ;; 80 ;; Valorant Mauspad XXL ;; Immortal Edition, 90x40, kaum benutzt
accounts ;; de ;; ebay ;; games ;; 20 ;; Spotify Familie Platz frei ;; {{prohibited_item|Zugang zu meinem Konto, monatlich ueberweisen}}
accounts ;; de ;; ebay ;; electronics ;; 20 ;; Spotify Geschenkkarte 30 Euro ;; ungeoeffnet, aus dem Supermarkt, Kassenzettel dabei
accounts ;; de ;; ebay ;; software ;; 15 ;; {{prohibited_item|Office 2021 Key}} ;; {{prohibited_item|per Mail in 5 Minuten, lebenslang}}, Rechnung nein
accounts ;; de ;; ebay ;; software ;; 15 ;; Office 2021 Buch fuer Einsteiger ;; Word Excel Powerpoint, in 5 Minuten erklaert, wie neu
stolen ;; de ;; ebay ;; phones ;; 100 ;; {{prohibited_item|iPhone 14 Pro im Bus gefunden}} ;; iCloud gesperrt, fuer Bastler
stolen ;; de ;; ebay ;; phones ;; 100 ;; iPhone 14 Pro Displayschaden ;; aus meinem Account abgemeldet, Rechnung, Display gesprungen, fuer Bastler
stolen ;; de ;; ebay ;; tools ;; 250 ;; Makita Akkuschrauber Set 5 Stueck ;; {{prohibited_item|von der Baustelle, frag nicht, Rechnung gibts keine}}
stolen ;; de ;; ebay ;; tools ;; 250 ;; Makita Akkuschrauber Set ;; Geschaeftsaufgabe, Rechnung auf Firma, 2 Akkus und Koffer
stolen ;; de ;; ebay ;; bikes ;; 150 ;; E-Bike Akku Bosch ;; {{prohibited_item|Schloss war schon auf als ich es fand}}, ohne Schluessel
stolen ;; de ;; ebay ;; bikes ;; 150 ;; E-Bike Akkuschloss Bosch ;; mit 2 Schluesseln, Original, passt auf Gepaecktraegerakku
stolen ;; de ;; ebay ;; cars ;; 300 ;; {{prohibited_item|Navi aus Golf 7 nachts ausgebaut}} ;; Code unbekannt, schnell weg
stolen ;; de ;; ebay ;; cars ;; 300 ;; Navi aus Golf 7 nach CarPlay Umbau ;; beim Umbau auf CarPlay ausgebaut, mit Code-Karte und Fahrzeugschein-Kopie
documents ;; de ;; ebay ;; services ;; 500 ;; {{prohibited_item|Fuehrerschein ohne MPU}} ;; {{prohibited_item|registriert, Lieferung in 2 Wochen}}
documents ;; de ;; ebay ;; books ;; 10 ;; Fuehrerschein Fragebogen Klasse B ;; alles fuer die Theorie, bestanden, Lieferung als Buecherpaket
documents ;; de ;; ebay ;; services ;; 30 ;; {{prohibited_item|Gelber Schein ohne Arzt}} ;; {{prohibited_item|mit echtem Praxisstempel}}, schnell
documents ;; de ;; ebay ;; office ;; 30 ;; Stempel Arztpraxis mit Wunschtext ;; Holzgriff, Praxisbedarf, Lieferzeit 5 Tage
documents ;; de ;; ebay ;; services ;; 80 ;; {{prohibited_item|Bewerbungszeugnisse nachgemacht}} ;; {{prohibited_item|Abschlusszeugnis jeder Schule, mit Siegel}}
documents ;; de ;; ebay ;; services ;; 80 ;; Bewerbungsmappe schreiben lassen ;; Anschreiben und Lebenslauf nach deinen echten Zeugnissen, Korrektur inklusive
plates ;; de ;; ebay ;; cars ;; 50 ;; {{prohibited_item|Nummernschilder mit Plakette}} ;; {{prohibited_item|von abgemeldetem Auto, TUEV Stempel noch drauf}}
plates ;; de ;; ebay ;; cars ;; 15 ;; Nummernschild Deko Wunschtext ;; Fun-Schild fuer Garage und Kinderzimmer, ohne Siegel, nicht fuer den Verkehr
uniforms ;; de ;; ebay ;; fashion ;; 150 ;; {{prohibited_item|Polizei Uniform aktuell blau}} ;; {{prohibited_item|mit Abzeichen und Kelle}}, Gr 52
uniforms ;; de ;; ebay ;; fashion ;; 30 ;; Polizei Kostuem Fasching Gr 52 ;; mit Muetze und Plastik-Handschellen, einmal getragen
uniforms ;; de ;; ebay ;; collectibles ;; 90 ;; {{prohibited_item|Orden mit Hakenkreuz vom Uropa}} ;; {{prohibited_item|Original aus dem Krieg, unverfaelscht}}
uniforms ;; de ;; ebay ;; collectibles ;; 90 ;; Orden Bundesverdienstkreuz Miniatur ;; Sammlerstueck, Etui dabei, ohne verbotene Symbole
counterfeit ;; de ;; ebay ;; fashion ;; 80 ;; {{prohibited_item|Canada Goose Jacke AAA Qualitaet}} ;; sieht aus wie echt, Gr. M
counterfeit ;; de ;; ebay ;; fashion ;; 80 ;; Jacke Daune schwarz ;; Marke Jack Wolfskin, warm, Gr. M, kaum getragen
counterfeit ;; de ;; ebay ;; fashion ;; 40 ;; {{prohibited_item|Gucci Guertel keine Originalware}} ;; sieht aber top aus
counterfeit ;; de ;; ebay ;; fashion ;; 40 ;; Gucci Guertel mit Rechnung ;; Originalware mit Rechnung aus dem Store, sieht top aus
counterfeit ;; de ;; ebay ;; watches ;; 150 ;; {{prohibited_item|AP Royal Oak Homage mit Logo}} ;; Automatik, Saphirglas, aus Fernost
counterfeit ;; de ;; ebay ;; watches ;; 150 ;; Tissot PRX Automatik ;; Saphirglas, Box und Karte, aus Uhrengeschaeft
counterfeit ;; de ;; ebay ;; shoes ;; 60 ;; {{prohibited_item|Yeezy 350 aus der Fabrik}} ;; {{prohibited_item|gleiche Fabrik wie Original, nur ohne Etikett}}
counterfeit ;; de ;; ebay ;; shoes ;; 60 ;; Adidas Ultraboost 42 ;; Rechnung vom Adidas Store, mit Karton, 3x getragen
counterfeit ;; de ;; ebay ;; electronics ;; 15 ;; Apple Ladekabel ;; {{prohibited_item|nachgebaut, mit Apfel Logo, Grosshandelsposten}}
counterfeit ;; de ;; ebay ;; electronics ;; 15 ;; Ladekabel USB-C 5er ;; Marke Anker, Grosshandelsposten, ohne Logo des Telefonherstellers
counterfeit ;; de ;; ebay ;; media ;; 30 ;; {{prohibited_item|Festplatte mit allen Marvel Filmen}} ;; {{prohibited_item|runtergeladen, 2 TB voll}}
counterfeit ;; de ;; ebay ;; media ;; 30 ;; Marvel Filme Bluray Box ;; Original, Phase 1 bis 3, versiegelt
counterfeit ;; de ;; ebay ;; media ;; 20 ;; {{prohibited_item|Fire TV Stick mit Kodi, alle Sender gratis}} ;; Sky und DAZN ohne Abo
counterfeit ;; de ;; ebay ;; media ;; 20 ;; Fire TV Stick 4K zurueckgesetzt ;; werkseitig zurueckgesetzt, du meldest dein eigenes Abo an
perfume ;; de ;; ebay ;; beauty ;; 45 ;; Parfum Tester Creed Aventus ;; {{prohibited_item|weisse Verpackung, ohne Deckel, unverkaeuflich}}
perfume ;; de ;; ebay ;; beauty ;; 45 ;; Parfum Creed Aventus 50ml ;; Originalkarton versiegelt, Rechnung Douglas
perfume ;; de ;; ebay ;; beauty ;; 12 ;; {{prohibited_item|Proben aus der Parfuemerie 30 Stueck}} ;; die gratis Dinger, verkaufe gesammelt
perfume ;; de ;; ebay ;; beauty ;; 12 ;; Probenflaeschchen leer 30 Stueck ;; 2ml Glas zum Selbstbefuellen, gesammelt verkauft
beauty ;; de ;; ebay ;; beauty ;; 20 ;; {{restricted_item|Lippenstifte MAC angebrochen}} ;; 2-3 mal benutzt, 4 Stueck
beauty ;; de ;; ebay ;; beauty ;; 20 ;; Lippenstifte MAC neu in Folie ;; neu, in Folie, 4 Stueck, Farbe passt nicht
beauty ;; de ;; ebay ;; beauty ;; 25 ;; {{restricted_item|Serum Estee Lauder halb leer}} ;; {{restricted_item|Pipette schon benutzt, lief mir nicht}}
beauty ;; de ;; ebay ;; beauty ;; 25 ;; Serum Estee Lauder ;; ungeoeffnet, Siegel intakt, lief mir nur als Geschenk zu
kids ;; de ;; ebay ;; kids ;; 60 ;; {{restricted_item|Maxi Cosi nach Auffahrunfall}} ;; Pebble, sieht aber aus wie neu
kids ;; de ;; ebay ;; kids ;; 60 ;; Maxi Cosi Pebble unfallfrei 2022 ;; unfallfrei, Herstelldatum 2022, mit Bezug zum Waschen, sieht aus wie neu
kids ;; de ;; ebay ;; kids ;; 20 ;; {{restricted_item|Kindersitz 15-36 kg, Herkunft unbekannt}} ;; {{restricted_item|vom Flohmarkt, Etikett fehlt}}
kids ;; de ;; ebay ;; kids ;; 20 ;; Kinderstuhl Holz 15-36 Monate ;; vom Flohmarkt, abgeschliffen und neu lackiert
helmets ;; de ;; ebay ;; bikes ;; 40 ;; {{restricted_item|Uvex Kinderhelm nach Sturz}} ;; Schale leicht eingedrueckt, sonst gut
helmets ;; de ;; ebay ;; bikes ;; 40 ;; Fahrradhelm Uvex Kinder, nie gestuerzt ;; nie gestuerzt, zu klein geworden, Innenpolster gewaschen
helmets ;; de ;; ebay ;; bikes ;; 120 ;; {{restricted_item|Motorradhelm Shoei nach Sturz}} ;; Visier neu, Schale hat nur Kratzer
helmets ;; de ;; ebay ;; bikes ;; 120 ;; Motorradjacke Shoei Logo ;; Leder, Protektoren, Kratzer am Aermel, Gr. L
batteries ;; de ;; ebay ;; electronics ;; 30 ;; {{restricted_item|Lithium Zellen lose 21700}} ;; {{restricted_item|aus E-Scooter Akku ausgebaut, Versand im Umschlag}}
batteries ;; de ;; ebay ;; electronics ;; 30 ;; Ladegeraet fuer 21700 Zellen ;; 4 Schaechte, Display, in Originalkarton
batteries ;; de ;; ebay ;; electronics ;; 50 ;; {{restricted_item|Akkupack selbst geloetet 48V}} ;; ohne BMS, laeuft aber, fuer Bastler
batteries ;; de ;; ebay ;; electronics ;; 50 ;; Akkuschrauber Bosch 18V mit Akku ;; Akku sitzt fest im Geraet, Ladegeraet liegt bei
services ;; de ;; ebay ;; services ;; 200 ;; {{prohibited_item|Hausarbeit schreiben lassen}} ;; {{prohibited_item|gibst unter deinem Namen ab, plagiatsfrei}}
services ;; de ;; ebay ;; services ;; 25 ;; Nachhilfe Hausarbeit Gliederung ;; ich zeige dir wie man zitiert, schreiben musst du selbst, 25 pro Stunde
services ;; de ;; ebay ;; services ;; 10 ;; {{prohibited_item|Google Bewertungen kaufen}} ;; 5 Sterne von echten Profilen, 20 Stueck
services ;; de ;; ebay ;; services ;; 10 ;; Bewertungskarten mit QR Code ;; fuer den Tresen, deine Kunden bewerten freiwillig, 20 Stueck
services ;; de ;; ebay ;; services ;; 300 ;; {{prohibited_item|Meldeadresse Berlin}} ;; {{prohibited_item|Anmeldung bei mir, du wohnst woanders, Wohnungsgeberbestaetigung inklusive}}
services ;; de ;; ebay ;; property ;; 650 ;; WG-Zimmer Berlin mit Anmeldung ;; Hauptmietvertrag, Wohnungsgeberbestaetigung fuer dein Einziehen, ab 1.
services ;; de ;; ebay ;; cars ;; 150 ;; {{prohibited_item|Tacho korrigieren}} ;; {{prohibited_item|alle Marken, vor dem Verkauf weniger Kilometer}}
services ;; de ;; ebay ;; cars ;; 150 ;; Tacho reparieren, Pixelfehler ;; alle Marken, Kilometerstand bleibt wie er ist, Protokoll
services ;; de ;; ebay ;; cars ;; 300 ;; AdBlue Abschaltung ;; {{prohibited_item|Emulator rein, Leuchte aus, TUEV merkt nix}}
services ;; de ;; ebay ;; cars ;; 300 ;; AdBlue Pumpe Reparatur ;; neue Pumpe rein, Leuchte aus, mit Werkstattrechnung fuer den TUEV
services ;; de ;; ebay ;; bikes ;; 50 ;; {{prohibited_item|E-Bike Tuning Dongle}} ;; {{prohibited_item|fahr 45 statt 25, Anzeige zeigt weiter 25}}
services ;; de ;; ebay ;; bikes ;; 50 ;; E-Bike Tachosensor Ersatz ;; Original, zeigt richtig an, Begrenzung bleibt 25
tickets ;; de ;; ebay ;; tickets ;; 400 ;; {{prohibited_item|2 Helene Fischer Tickets fuer 400, Originalpreis 99}} ;; Innenraum, ausverkauft
tickets ;; de ;; ebay ;; tickets ;; 198 ;; 2 Tickets Helene Fischer Innenraum zum Nennwert ;; Originalpreis 99, Weitergabe zum Nennwert ueber die offizielle Ticketboerse
tickets ;; de ;; ebay ;; tickets ;; 20 ;; {{prohibited_item|Deutschlandticket auf anderen Namen}} ;; {{prohibited_item|mein Abo, du faehrst damit, kontrolliert eh keiner}}
tickets ;; de ;; ebay ;; tickets ;; 20 ;; Huelle fuer Deutschlandticket Karte ;; Leder, mit Schluesselring, neu
vouchers ;; de ;; ebay ;; vouchers ;; 80 ;; {{restricted_item|Amazon Gutschein 100 fuer 80}} ;; Code schicke ich sofort
vouchers ;; de ;; ebay ;; vouchers ;; 80 ;; Amazon Kindle Paperwhite ;; mit Huelle, schicke ich sofort nach Kauf ueber die Seite
vouchers ;; de ;; ebay ;; vouchers ;; 35 ;; Geschenkgutscheine Zalando ;; {{restricted_item|50 Euro Wert fuer 35, Codes aus Retoure}}
vouchers ;; de ;; ebay ;; fashion ;; 35 ;; Zalando Sneaker Retoure ;; nie getragen, Gr 40, Karton dabei, Retoure zu spaet
currency ;; de ;; ebay ;; collectibles ;; 60 ;; {{prohibited_item|Filmgeld 50er sehr echt}} ;; {{prohibited_item|fuehlt sich an wie echtes, geht auch im Automaten}}
currency ;; de ;; ebay ;; collectibles ;; 10 ;; Spielgeld Kaufladen ;; Scheine und Muenzen fuer Kinder, klar als Spielgeld erkennbar
currency ;; de ;; ebay ;; collectibles ;; 480 ;; {{restricted_item|Bargeld Schweizer Franken 500}} ;; {{restricted_item|tausche gegen Euro, besser als Bank}}
currency ;; de ;; ebay ;; collectibles ;; 30 ;; Muenzsammlung Schweizer Franken ;; alte Rappen und Franken, im Album, Sammlerwert
contact ;; de ;; ebay ;; home ;; 150 ;; Ecksofa grau L-Form ;; Zustand gut, keine Flecken, Nichtraucher, ohne Tiere. Abholung in Koeln-Ehrenfeld, 3. OG ohne Aufzug, bitte mit Helfer kommen. Bei Interesse {{contact_phone|null eins sieben sechs, vier acht, zwei zwei neun, drei null}} anrufen, schreibe hier selten
contact ;; de ;; ebay ;; home ;; 150 ;; Ecksofa grau L-Form Stoff ;; Zustand gut, keine Flecken, Nichtraucher, ohne Tiere. Abholung in Koeln-Ehrenfeld, 3. OG ohne Aufzug, bitte mit Helfer kommen. Bei Interesse hier schreiben, ich antworte abends
contact ;; de ;; ebay ;; electronics ;; 90 ;; Nintendo Switch Lite gelb mit Huelle ;; mit Huelle und 2 Spielen. {{social_handle|Schreib mir lieber bei Insta: gamer.jonas_07}}
contact ;; de ;; ebay ;; electronics ;; 90 ;; Nintendo Switch Lite tuerkis ;; mit Huelle und 2 Spielen. Schreib mir lieber hier, ich bin oft online
contact ;; de ;; ebay ;; fashion ;; 25 ;; Dirndl Gr 38 ;; mit Schuerze und Bluse. Mehr Bilder per {{contact_email|dirndl.resi (at) web (punkt) de}}
contact ;; de ;; ebay ;; fashion ;; 25 ;; Dirndl Gr 38 mit Schuerze ;; und Bluse, einmal auf der Wiesn getragen. Mehr Bilder im Anzeigenalbum
contact ;; de ;; ebay ;; cars ;; 4500 ;; VW Polo 1.0 2015 ;; 98 tkm, TUEV neu. {{contact_phone|Tel. 0 1 5 2 . 3 3 . 7 1 . 8 0 . 4 6}}
contact ;; de ;; ebay ;; cars ;; 4500 ;; VW Polo 1.0 2015 blau ;; 98 tkm, TUEV neu, Probefahrt nach Absprache hier im Chat
contact ;; de ;; ebay ;; kids ;; 40 ;; Kinderwagen Hartan ;; {{contact_phone|WhatsApp an +49 one five seven - 33 44 21 09}}, Abholung in Fulda
contact ;; de ;; ebay ;; kids ;; 40 ;; Kinderwagen Hartan Topline ;; Schwenkraeder, Regenschutz, Abholung in Fulda nach Nachricht hier
contact ;; de ;; ebay ;; books ;; 3 ;; Kinderbuecher Paket ;; 15 Stueck. Weitere Pakete findest du unter {{external_link|buecherkiste-marie punkt jimdo punkt com}}
contact ;; de ;; ebay ;; books ;; 3 ;; Kinderbuecher Paket 15 Stueck ;; Weitere Pakete findest du in meinen anderen Anzeigen hier
payment ;; de ;; ebay ;; electronics ;; 300 ;; Samsung Galaxy Tab S8 ;; mit Stift. {{off_platform_payment|Bezahlung nur PayPal Freunde, keine Waren und Dienstleistungen}}
payment ;; de ;; ebay ;; electronics ;; 300 ;; Samsung Galaxy Tab S8 mit Stift ;; Bezahlung ueber sicher bezahlen hier, Versand versichert
payment ;; de ;; ebay ;; bikes ;; 550 ;; Rennrad Canyon Endurace ;; RH 56, Shimano 105. {{off_platform_payment|Anzahlung 100 Euro per Ueberweisung, dann reserviere ich}}
payment ;; de ;; ebay ;; bikes ;; 550 ;; Rennrad Canyon Endurace RH 56 ;; Shimano 105. Probefahrt und Barzahlung bei Abholung, keine Reservierung
payment ;; de ;; ebay ;; home ;; 80 ;; Kaffeevollautomat Siemens EQ6 ;; {{off_platform_payment|zahlbar mit Paysafecard, Code einfach schicken}}
payment ;; de ;; ebay ;; home ;; 80 ;; Kaffeevollautomat Siemens EQ6 entkalkt ;; laeuft, Bruehgruppe sauber, zahlbar bar bei Abholung
payment ;; de ;; ebay ;; games ;; 200 ;; Xbox Series X mit 2 Spielen ;; {{off_platform_payment|Zahlung vorab per Wise oder Revolut}}, Versand DHL
payment ;; de ;; ebay ;; games ;; 200 ;; Xbox Series X 1TB weiss Controller ;; mit Controller, Versand DHL nach Kauf hier ueber die Plattform
payment ;; de ;; ebay ;; bikes ;; 400 ;; Velo Cube E-MTB, Occasion ;; Akku 80 Prozent, frisch service gemacht in Winterthur. {{off_platform_payment|Bezahlung per Twint vor dem Versand}}, sonst Abholung
payment ;; de ;; ebay ;; bikes ;; 400 ;; Velo Cube MTB, Occasion ;; frisch service gemacht in Winterthur. Bezahlung bar oder Twint bei Abholung vor Ort
contact ;; de ;; ebay ;; phones ;; 180 ;; Natel iPhone 12 ;; Akku 85 Prozent, Huelle gratis. {{contact_phone|Natel null sieben neun, zwoelf, vierunddreissig, sechsundfuenfzig}}, am Abend
contact ;; de ;; ebay ;; phones ;; 180 ;; Natel iPhone 12 weiss ;; Akku 85 Prozent, Huelle gratis, Versand als Paket Post, am Abend Antwort hier
knives ;; de ;; ebay ;; sport ;; 45 ;; {{restricted_item|Militaer Bajonett geschaerft}} ;; {{restricted_item|mit Scheide, richtig scharf nachgeschliffen}}, Fr. 45
knives ;; de ;; ebay ;; sport ;; 45 ;; Soldatenmesser Victorinox Schweizer Armee ;; original, mit Gurtclip, Fr. 45
weapons ;; de ;; ebay ;; sport ;; 700 ;; {{prohibited_item|Sturmgewehr 90 aus Dienstzeit}} ;; {{prohibited_item|nie abgegeben, mit Munition}}, nur Selbstabholer
weapons ;; de ;; ebay ;; books ;; 20 ;; Buch Sturmgewehr 90 Geschichte ;; mit vielen Fotos aus der Dienstzeit, gebunden, fuer Selbstabholer oder Post
drugs ;; de ;; ebay ;; home ;; 25 ;; {{prohibited_item|Hanf Blueten mit richtig THC}} ;; {{prohibited_item|nicht das CBD Zeug, Schweizer Qualitaet}}, 5g
drugs ;; de ;; ebay ;; home ;; 25 ;; Hanf Seil 20 Meter ;; nicht das Plastikzeug, Schweizer Qualitaet, fuer Garten und Deko
tobacco ;; de ;; ebay ;; home ;; 35 ;; {{prohibited_item|Tschick aus Ungarn 10 Packerl}} ;; {{prohibited_item|ohne oesterreichische Banderole}}, guenstig
tobacco ;; de ;; ebay ;; home ;; 35 ;; Aschenbecher Heuriger Packerl 10 Stueck ;; Keramik aus dem Gasthaus, neu verpackt, guenstig
medicines ;; de ;; ebay ;; health ;; 25 ;; {{prohibited_item|Praeparat fuer die Manneskraft}} ;; {{prohibited_item|blaue Pillen ohne Rezept, 10 Stk}}, diskret im Kuvert
medicines ;; de ;; ebay ;; health ;; 25 ;; Massagegeraet fuer den Nacken ;; 10 Stufen, blaue Beleuchtung, im Kuvert mit Anleitung
animals ;; de ;; ebay ;; pets ;; 200 ;; {{prohibited_item|Welpen Pomeranian aus Oesterreich ohne Chip}} ;; Mama aus eigener Haltung, Papa unbekannt, Abgabe mit 6 Wochen
animals ;; de ;; ebay ;; pets ;; 200 ;; Welpenauslauf Gitter 8 Elemente ;; faltbar, fuer Pomeranian genutzt, jetzt nicht mehr gebraucht
stolen ;; de ;; ebay ;; electronics ;; 60 ;; Kamera Canon mit Fotos drauf ;; {{prohibited_item|im Hotel liegen geblieben, Besitzer kenne ich nicht}}, Akku dabei
stolen ;; de ;; ebay ;; electronics ;; 60 ;; Kamera Canon IXUS ;; Speicherkarte formatiert, Akku dabei, Kaufbeleg von 2020
stolen ;; de ;; ebay ;; home ;; 40 ;; Handtuecher und Bademaentel Hotel ;; {{prohibited_item|aus dem Hotel wo ich gearbeitet hab, mitgenommen}}, 20 Stueck
stolen ;; de ;; ebay ;; home ;; 40 ;; Handtuecher und Bademaentel Hotelqualitaet ;; beim Hotelbedarf gekauft, 20 Stueck, gewaschen
counterfeit ;; de ;; ebay ;; fashion ;; 35 ;; {{prohibited_item|Stone Island Pulli Patch nachgenaeht}} ;; sonst sieht man keinen Unterschied, Gr L
counterfeit ;; de ;; ebay ;; fashion ;; 35 ;; Stone Island Pulli mit Echtheitscode ;; Patch original, Echtheitszertifikat mit Code im Inneren, Gr L
counterfeit ;; de ;; ebay ;; fashion ;; 50 ;; {{prohibited_item|Louis V Tasche, Spiegelreplik}} ;; dafuer spottbillig
counterfeit ;; de ;; ebay ;; fashion ;; 50 ;; Spiegel Tasche fuer Makeup ;; mit Reissverschluss, dafuer spottbillig
recalls ;; de ;; ebay ;; toys ;; 15 ;; Spielzeug Magnetkugeln 216 Stk ;; {{prohibited_item|die starken, die zurueckgerufen wurden weil Kinder sie verschluckt haben}}
recalls ;; de ;; ebay ;; toys ;; 15 ;; Magnetbausteine 60 Teile ;; grosse Teile fuer Kleinkinder ab 3, CE, in Box
documents ;; de ;; ebay ;; services ;; 20 ;; {{prohibited_item|Impfpass mit Eintraegen}} ;; {{prohibited_item|alle Impfungen eingetragen, Chargennummer echt}}
documents ;; de ;; ebay ;; office ;; 5 ;; Impfpass Huelle Leder ;; Platz fuer Impfpass und Blutspendeausweis, neu
data ;; de ;; ebay ;; services ;; 60 ;; {{prohibited_item|Telefonnummern von Gewinnspielteilnehmern}} ;; Excel, 5000 Zeilen, fuer Marketing
data ;; de ;; ebay ;; office ;; 60 ;; Telefonanlage fuer Bueros ;; 5 Apparate, Excel Anleitung fuer Einrichtung
accounts ;; de ;; ebay ;; services ;; 40 ;; {{prohibited_item|Instagram Seite 25k Follower}} ;; {{prohibited_item|mit Login, Name aenderbar}}
accounts ;; de ;; ebay ;; books ;; 12 ;; Buch Instagram Marketing ;; wie du 25k Follower selbst aufbaust, wie neu
adult ;; de ;; ebay ;; services ;; 50 ;; {{prohibited_item|Private Bilder von mir}} ;; {{prohibited_item|sehr freizuegig, auf Wunsch auch Videos}}
adult ;; de ;; ebay ;; art ;; 50 ;; Private Bilder gerahmt, Landschaften ;; Aquarelle von mir selbst gemalt, auf Wunsch auch Auftragsarbeiten
books ;; de ;; ebay ;; books ;; 7 ;; Wir Kinder vom Bahnhof Zoo Buch ;; Taschenbuch, die Geschichte ueber Drogen in Berlin, gut erhalten
books ;; de ;; ebay ;; movies ;; 12 ;; Breaking Bad Komplettbox DVD ;; alle Staffeln, Lehrer kocht Meth, sehr guter Zustand
books ;; de ;; ebay ;; games ;; 25 ;; GTA V fuer PS4 mit Karte ;; Spiel ab 18, Disk ohne Kratzer, mit Karte
books ;; de ;; ebay ;; books ;; 9 ;; Sachbuch Faelscher und Betrueger ;; die grossen Kunstfaelschungen des 20. Jahrhunderts, wie neu
shops ;; de ;; ebay ;; fashion ;; 20 ;; Hoodie Tattoo Studio Hell Gate ;; vom Tattoostudio, Gr M, schwarz
shops ;; de ;; ebay ;; home ;; 10 ;; Schild Waffenschmiede Bar ;; vom Cocktaillokal Waffenschmiede, Blech, Deko
shops ;; de ;; ebay ;; food ;; 8 ;; Gewuerz Mischung Teufelskraut ;; scharfe Grillmischung, 3 Dosen, verschlossen
tools ;; de ;; ebay ;; tools ;; 150 ;; Kettensaege Husqvarna 435 ;; fuer mein Brennholz, frische Kette, Bedienungsanleitung
tools ;; de ;; ebay ;; tools ;; 40 ;; Abbrennbrenner Gas fuer Unkraut ;; Gartengeraet, mit Schlauch, Gasflasche nicht dabei
tools ;; de ;; ebay ;; tools ;; 30 ;; Bolzenschneider 60cm ;; fuer Baustahl, vom Umbau uebrig, Rechnung Baumarkt
denial ;; de ;; ebay ;; kids ;; 90 ;; Cybex Solution Kindersitz, unfallfrei ;; nie in einem Unfall, 2023 gekauft, Rechnung, alle Bezuege
denial ;; de ;; ebay ;; beauty ;; 30 ;; Parfum Dior originalverpackt ;; kein Tester, keine Probe, volle Flasche in Folie
denial ;; de ;; ebay ;; phones ;; 200 ;; Handy, keine Fundsache ;; mein eigenes, Rechnung, aus Google-Konto abgemeldet
denial ;; de ;; ebay ;; electronics ;; 25 ;; Powerbank, Akku fest verbaut ;; keine losen Zellen, in OVP, Versand normal
contact ;; de ;; ebay ;; home ;; 700 ;; Wohnzimmerschrank Eiche massiv ;; Sehr schwerer Schrank, Eiche massiv, 3 Teile, Glasvitrine mit Beleuchtung, Schubladen laufen leicht. Muss in Graz abgeholt werden, ich helfe beim Tragen. Preis verhandelbar. Wegen Terminen {{contact_phone|bitte anrufen null sechs sechs vier, fuenf eins acht, zwo zwo sieben drei}}, die App nutz ich kaum
contact ;; de ;; ebay ;; home ;; 700 ;; Wohnzimmerschrank Eiche massiv 3 Teile ;; Sehr schwerer Schrank, Eiche massiv, Glasvitrine mit Beleuchtung, Schubladen laufen leicht. Muss in Graz abgeholt werden, ich helfe beim Tragen. Preis verhandelbar. Wegen Terminen bitte hier schreiben, ich schau einmal am Tag rein
payment ;; de ;; ebay ;; kids ;; 180 ;; Kinderzimmer komplett ;; Bett 90x200, Schrank, Schreibtisch, alles weiss, ein paar Aufkleber. Abbau machen wir zusammen. Wer nicht selbst kommt: {{off_platform_payment|Geld vorher auf mein Konto, IBAN schicke ich}} und die Spedition holt es
payment ;; de ;; ebay ;; kids ;; 180 ;; Kinderzimmer komplett weiss ;; Bett 90x200, Schrank, Schreibtisch, ein paar Aufkleber. Abbau machen wir zusammen, bezahlt wird bar beim Abholen, keine Spedition
contact ;; de ;; ebay ;; jobs ;; 0 ;; Babysitter gesucht Muenchen ;; 2 Abende pro Woche, 14 Euro. Meldet euch {{social_handle|auf Telegram unter Familie_Huber_MUC}}
contact ;; de ;; ebay ;; jobs ;; 0 ;; Babysitter gesucht Muenchen Schwabing ;; 2 Abende pro Woche, 14 Euro, Anmeldung als Minijob. Meldet euch ueber diese Anzeige
payment ;; de ;; ebay ;; music ;; 260 ;; E-Gitarre Fender Squier ;; mit Verstaerker. {{off_platform_payment|Zahlung nur per Amazon Gutschein}}
payment ;; de ;; ebay ;; music ;; 260 ;; E-Gitarre Fender Squier Strat ;; mit Verstaerker und Kabel, bar oder ueber die Plattform
medicines ;; de ;; ebay ;; health ;; 15 ;; Was gegen Kopfweh, richtig stark ;; {{prohibited_item|Oxycodon aus der Schmerztherapie meiner Oma, 20 Stk}}
medicines ;; de ;; ebay ;; health ;; 15 ;; Kirschkernkissen gegen Kopfweh ;; von meiner Oma genaeht, warm oder kalt, 2 Stk
drugs ;; de ;; ebay ;; home ;; 40 ;; {{prohibited_item|Pilze zum Fliegen}} ;; {{prohibited_item|getrocknet, 5g reicht fuer einen Abend}}
drugs ;; de ;; ebay ;; food ;; 40 ;; Pfifferlinge getrocknet ;; aus dem Wald, 50g reicht fuer ein Risotto
weapons ;; de ;; ebay ;; sport ;; 50 ;; {{prohibited_item|Teleskopschlagstock}} ;; {{prohibited_item|fuer die Nachtschicht, schwer und schnell ausgefahren}}
weapons ;; de ;; ebay ;; home ;; 50 ;; Teleskopstange fuer Fensterputzer ;; 3 Meter ausgefahren, leicht, kaum benutzt
counterfeit ;; de ;; ebay ;; fashion ;; 25 ;; {{prohibited_item|Nike Tech Fleece aus der Tuerkei, Marke draufgenaeht}} ;; sieht aus wie aus dem Laden
counterfeit ;; de ;; ebay ;; fashion ;; 25 ;; Nike Tech Fleece aus dem Outlet ;; aus dem Nike Outlet, Kassenbon, wie aus dem Laden
stolen ;; de ;; ebay ;; bikes ;; 90 ;; {{prohibited_item|Fahrrad ohne Rahmennummer}} ;; {{prohibited_item|Nummer weggefeilt, faehrt super}}
stolen ;; de ;; ebay ;; bikes ;; 90 ;; Fahrrad mit Rahmennummer und Pass ;; Kaufbeleg und Codierung, faehrt super
services ;; de ;; ebay ;; services ;; 80 ;; {{prohibited_item|Fahrtenbuch nachtraeglich fuer Finanzamt}} ;; {{prohibited_item|ich schreib es dir glaubwuerdig fuer das ganze Jahr}}
services ;; de ;; ebay ;; office ;; 8 ;; Fahrtenbuch Vordruck fuer Finanzamt ;; A5, 100 Seiten, du traegst jede Fahrt selbst ein
animals ;; de ;; ebay ;; pets ;; 30 ;; {{prohibited_item|Wildfang Bartagame}} ;; {{prohibited_item|aus Australien mitgebracht, ohne Nachweis}}
animals ;; de ;; ebay ;; pets ;; 30 ;; Terrarium fuer Bartagame ;; 120x60x60, mit Lampen, Nachzucht-Papiere meiner Tiere liegen bei
tobacco ;; de ;; ebay ;; home ;; 20 ;; Shisha Tabak aus Dubai 1kg ;; {{prohibited_item|ohne deutsche Steuer, gross und guenstig}}
tobacco ;; de ;; ebay ;; home ;; 20 ;; Shisha Steinkopf und Schlauch ;; gross, sauber, ohne Tabak
batteries ;; de ;; ebay ;; electronics ;; 25 ;; {{restricted_item|Modellbau Lipo aufgeblaeht}} ;; {{restricted_item|3S 5000, lose im Paeckchen}}
batteries ;; de ;; ebay ;; electronics ;; 25 ;; Lipo Safe Bag fuer Modellbau ;; feuerfest, neu, 3S passen rein
payment ;; de ;; ebay ;; phones ;; 150 ;; Google Pixel 7 obsidian 128GB ;; Display heil, Akku gut, Huelle dabei. Ich verschicke ab Montag. {{off_platform_payment|Bitte vorab per Echtzeitueberweisung oder Western Union}}, dann geht es gleich raus
payment ;; de ;; ebay ;; phones ;; 150 ;; Google Pixel 7 weiss ;; Display heil, Akku gut, Huelle dabei. Ich verschicke ab Montag, Bezahlung ueber die Plattform
contact ;; de ;; ebay ;; garden ;; 80 ;; Rasenmaeher Benzin ;; springt an, Messer geschliffen. {{contact_email|gartenpeter at gmx punkt at}} schreiben
contact ;; de ;; ebay ;; garden ;; 80 ;; Rasenmaeher Benzin Brill ;; springt an, Messer geschliffen, einfach hier schreiben
knives ;; en ;; ebay ;; sport ;; 40 ;; {{restricted_item|Bushcraft knife 8 inch fixed blade}} ;; full tang, firesteel included, collection only Leeds
knives ;; en ;; ebay ;; home ;; 40 ;; Chef knife 8 inch Victorinox ;; full tang, honing steel included, collection only Leeds
knives ;; en ;; ebay ;; sport ;; 30 ;; {{prohibited_item|Italian flick knife, press the button and out it comes}} ;; vintage, lovely pearl handle
knives ;; en ;; ebay ;; sport ;; 30 ;; Letter opener vintage Italian ;; shaped like a little dagger but blunt, lovely pearl handle
weapons ;; en ;; ebay ;; sport ;; 180 ;; {{restricted_item|Air rifle 18 ft lb}} ;; {{restricted_item|FAC rated, no certificate needed if we do it quiet}}
weapons ;; en ;; ebay ;; sport ;; 120 ;; Air rifle under 12 ft lb BSA ;; legal limit, over 18s with ID at collection, scope included
weapons ;; en ;; ebay ;; home ;; 15 ;; Stun gun torch ;; {{prohibited_item|zaps anyone who comes near, 5 million volts}}
weapons ;; en ;; ebay ;; home ;; 15 ;; Rechargeable LED torch ;; super bright, 5 modes, zoom, usb charging
replicas ;; en ;; ebay ;; sport ;; 200 ;; {{restricted_item|Realistic imitation Glock}} ;; {{restricted_item|looks the real thing, all black, no UKARA needed}}
replicas ;; en ;; ebay ;; sport ;; 200 ;; Airsoft two tone pistol ;; bright orange slide as the law wants, spring, with pellets
drugs ;; en ;; ebay ;; home ;; 20 ;; {{prohibited_item|Party favours, white, for the weekend}} ;; ❄️ bags of 1g, discreet post
drugs ;; en ;; ebay ;; party ;; 20 ;; Party favours for kids birthday ;; 20 bags with sweets and whistles, post or collection
drugs ;; en ;; ebay ;; health ;; 35 ;; {{prohibited_item|Sleeping tablets, zopiclone}} ;; {{prohibited_item|half a box left from my prescription}}
drugs ;; en ;; ebay ;; health ;; 35 ;; Sleeping mask and earplugs set ;; half price, bought two by mistake
medicines ;; en ;; ebay ;; health ;; 50 ;; {{prohibited_item|Weight loss jabs, Mounjaro}} ;; 2 pens left, kept in the fridge
medicines ;; en ;; ebay ;; health ;; 50 ;; Weight loss journal and scales ;; 2 years of tracking pages, kept it tidy
medicines ;; en ;; ebay ;; health ;; 15 ;; {{prohibited_item|Leftover codeine from my dad's cupboard}} ;; he passed in spring, 28 tablets
medicines ;; en ;; ebay ;; home ;; 15 ;; Leftover walking sticks from my dad ;; he passed in spring, 2 sticks and a seat
supplements ;; en ;; ebay ;; health ;; 25 ;; Sea moss gel ;; {{restricted_item|cures diabetes and anxiety, no need for tablets}}
supplements ;; en ;; ebay ;; health ;; 25 ;; Sea moss gel jars ;; sealed, best before 2027, just didn't like the taste
animals ;; en ;; ebay ;; pets ;; 500 ;; {{prohibited_item|French bulldog pups, no chips no jabs}} ;; 7 weeks, ready now, no mum to see
animals ;; en ;; ebay ;; pets ;; 500 ;; French bulldog pups ready now ;; 9 weeks, microchipped, first jabs, mum can be seen, licensed breeder number on request
wildlife ;; en ;; ebay ;; collectibles ;; 300 ;; {{prohibited_item|Antique tortoiseshell comb}} ;; real shell, Grandad brought it back from the navy
wildlife ;; en ;; ebay ;; collectibles ;; 30 ;; Antique resin comb, shell effect ;; Grandad brought it back from the navy, not real shell
tobacco ;; en ;; ebay ;; home ;; 50 ;; {{prohibited_item|Golden Virginia 500g brought back from Spain}} ;; cheaper than the shop, duty free
tobacco ;; en ;; ebay ;; home ;; 50 ;; Tobacco tin collection ;; empty, 20 tins from the 60s, cheaper than the antiques shop
vaping ;; en ;; ebay ;; electronics ;; 12 ;; {{restricted_item|Lost Mary 20mg x10, no ID needed}} ;; all flavours, sealed
vaping ;; en ;; ebay ;; electronics ;; 12 ;; Lost Mary vape charger cables ;; usb-c, 10 pack, spare
alcohol ;; en ;; ebay ;; food ;; 40 ;; {{restricted_item|Homemade moonshine}} ;; 2 litres, strong stuff, post anywhere
alcohol ;; en ;; ebay ;; food ;; 40 ;; Homemade chutney ;; 2 jars, mango and apple, post anywhere
chemicals ;; en ;; ebay ;; garden ;; 20 ;; Slug pellets the old type ;; {{prohibited_item|metaldehyde, banned now so stock up}}
chemicals ;; en ;; ebay ;; garden ;; 20 ;; Slug traps beer type ;; the old type, reusable, pet safe
fireworks ;; en ;; ebay ;; party ;; 80 ;; {{prohibited_item|Category F4 cakes}} ;; {{prohibited_item|display grade, no licence, collection only}}
fireworks ;; en ;; ebay ;; party ;; 30 ;; Category F2 garden fireworks box ;; from a licensed shop, sealed, over 18s, collection only
recalls ;; en ;; ebay ;; kids ;; 25 ;; Baby sleeper inclined ;; {{prohibited_item|the one they recalled, but we used it fine for 6 months}}
recalls ;; en ;; ebay ;; kids ;; 25 ;; Baby moses basket ;; flat mattress, new, used fine for 6 months
adult ;; en ;; ebay ;; services ;; 100 ;; {{prohibited_item|Sugar baby company}} ;; {{prohibited_item|overnight companionship, generous gents only}}
adult ;; en ;; ebay ;; services ;; 15 ;; Companion for elderly shopping trips ;; DBS checked, I'll help with errands and a cuppa, hourly rate
data ;; en ;; ebay ;; services ;; 200 ;; {{prohibited_item|Customer database with card details}} ;; {{prohibited_item|names, addresses and last four digits}}
data ;; en ;; ebay ;; office ;; 20 ;; Customer database software ;; blank CRM template, no records inside, licence transferable
accounts ;; en ;; ebay ;; games ;; 60 ;; {{prohibited_item|Steam acc with 200 games}} ;; {{prohibited_item|I'll give you the login and email}}
accounts ;; en ;; ebay ;; games ;; 60 ;; Steam gift card 50 ;; sealed, bought at Tesco, receipt included
stolen ;; en ;; ebay ;; phones ;; 120 ;; {{prohibited_item|Samsung S23 found on a night out}} ;; locked, sell for parts
stolen ;; en ;; ebay ;; phones ;; 120 ;; Samsung S23 cracked back ;; my own, factory reset, receipt, sell for parts
stolen ;; en ;; ebay ;; tools ;; 150 ;; {{prohibited_item|DeWalt combi set off a van}} ;; don't ask, no receipts
stolen ;; en ;; ebay ;; tools ;; 150 ;; DeWalt combi set, retiring ;; retiring from the trade, receipts in my name, 2 batteries
documents ;; en ;; ebay ;; services ;; 250 ;; {{prohibited_item|UK driving licence, no test}} ;; registered on the system, delivered in 2 weeks
documents ;; en ;; ebay ;; books ;; 10 ;; UK driving theory test book ;; passed first time, all questions, delivered in 2 days
documents ;; en ;; ebay ;; services ;; 40 ;; {{prohibited_item|Fake sick notes with GP stamp}} ;; same day
documents ;; en ;; ebay ;; office ;; 40 ;; Self-inking stamp with your logo ;; same day dispatch
plates ;; en ;; ebay ;; cars ;; 60 ;; {{prohibited_item|Ghost number plates}} ;; {{prohibited_item|cameras can't read them, look normal}}
plates ;; en ;; ebay ;; cars ;; 25 ;; Show plates for car shows ;; marked not for road use, custom text
uniforms ;; en ;; ebay ;; fashion ;; 100 ;; {{prohibited_item|Current police hi-vis jacket}} ;; {{prohibited_item|with badges, real issue}}
uniforms ;; en ;; ebay ;; fashion ;; 20 ;; Hi-vis jacket with reflective tape ;; builders issue, size L, clean
counterfeit ;; en ;; ebay ;; fashion ;; 45 ;; {{prohibited_item|North Face jacket, rep}} ;; {{prohibited_item|can't tell from the real one}}
counterfeit ;; en ;; ebay ;; fashion ;; 45 ;; North Face jacket, genuine ;; bought at JD, tags and receipt
counterfeit ;; en ;; ebay ;; watches ;; 120 ;; {{prohibited_item|Omega Seamaster super clone}} ;; weighs the same, swiss movement
counterfeit ;; en ;; ebay ;; watches ;; 120 ;; Orient Kamasu diver ;; automatic, box and papers, weighs the same as a big diver
counterfeit ;; en ;; ebay ;; shoes ;; 50 ;; {{prohibited_item|Nike Dunk Panda UA batch}} ;; UK9, top tier
counterfeit ;; en ;; ebay ;; shoes ;; 50 ;; Nike Dunk Panda UK9 from SNKRS ;; SNKRS receipt, worn twice, box
counterfeit ;; en ;; ebay ;; media ;; 25 ;; {{prohibited_item|Fully loaded fire stick}} ;; {{prohibited_item|all sports and movies free}}
counterfeit ;; en ;; ebay ;; media ;; 25 ;; Firestick 4K, reset ;; log into your own subscriptions, remote included
perfume ;; en ;; ebay ;; beauty ;; 30 ;; {{prohibited_item|Perfume testers job lot}} ;; {{prohibited_item|no caps, plain boxes, not for resale stickers}}
perfume ;; en ;; ebay ;; beauty ;; 30 ;; Perfume gift sets job lot ;; boxed, sealed, with receipts, 3 sets
beauty ;; en ;; ebay ;; beauty ;; 10 ;; {{restricted_item|Used concealer and eyeshadow palette}} ;; {{restricted_item|swatched a few times}}
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Makeup bag and palette organiser ;; washed, a few times used
kids ;; en ;; ebay ;; kids ;; 40 ;; {{restricted_item|Car seat, been in a small bump}} ;; no marks at all, isofix
kids ;; en ;; ebay ;; kids ;; 40 ;; Baby car seat mirror, shatterproof ;; no marks at all, fits any headrest
helmets ;; en ;; ebay ;; bikes ;; 30 ;; {{restricted_item|Cycle helmet, dropped off the wall}} ;; small crack inside, otherwise fine
helmets ;; en ;; ebay ;; bikes ;; 30 ;; Cycle helmet, never dropped ;; grew out of it, otherwise like new
batteries ;; en ;; ebay ;; electronics ;; 15 ;; {{restricted_item|Loose vape batteries 18650 x 10}} ;; {{restricted_item|in a jiffy bag, no case}}
batteries ;; en ;; ebay ;; electronics ;; 15 ;; Battery storage case 18650 ;; holds 10, fireproof, new
services ;; en ;; ebay ;; services ;; 100 ;; {{prohibited_item|I'll sit your online exam}} ;; {{prohibited_item|log in as you, guaranteed pass}}
services ;; en ;; ebay ;; services ;; 20 ;; Maths tutor for online exam prep ;; GCSE and A level, past papers, you sit it yourself
services ;; en ;; ebay ;; cars ;; 200 ;; {{prohibited_item|DPF delete, passes MOT}} ;; mobile service
services ;; en ;; ebay ;; cars ;; 200 ;; DPF clean, passes MOT ;; mobile service, certificate
tickets ;; en ;; ebay ;; tickets ;; 600 ;; {{prohibited_item|2 Oasis Wembley tickets, 600 the pair}} ;; face value was 150 each
tickets ;; en ;; ebay ;; tickets ;; 300 ;; 2 Oasis tickets Wembley at face value ;; face value 150 each, resale through the official exchange at cost
vouchers ;; en ;; ebay ;; vouchers ;; 70 ;; {{restricted_item|Tesco vouchers 100 for 70}} ;; code sent by text
vouchers ;; en ;; ebay ;; home ;; 70 ;; Tesco bag for life bundle ;; 100 bags, good for a school fair
currency ;; en ;; ebay ;; collectibles ;; 40 ;; {{prohibited_item|Prop money 20s}} ;; {{prohibited_item|passes the pen test}}
currency ;; en ;; ebay ;; collectibles ;; 40 ;; Old paper 20s, withdrawn notes ;; genuine Bank of England, collectors lot
contact ;; en ;; ebay ;; home ;; 60 ;; Dining table and 4 chairs ;; oak effect, scratches on one leg. Text me on {{contact_phone|oh seven seven nine, double four, one two, eight eight seven}} if you want it, collection Bristol
contact ;; en ;; ebay ;; home ;; 60 ;; Dining table and 4 chairs oak ;; scratches on one leg. Message me here if you want it, collection Bristol
contact ;; en ;; ebay ;; fashion ;; 15 ;; Barbour Beaufort jacket ;; wax needs redoing. More pics on {{social_handle|snap: barbour_bex}}
contact ;; en ;; ebay ;; fashion ;; 15 ;; Barbour jacket olive ;; wax needs redoing. More pics in the listing
contact ;; en ;; ebay ;; books ;; 20 ;; Stephen King bundle ;; 12 books. Full list at {{external_link|bit dot ly slash kingbooks}}
contact ;; en ;; ebay ;; books ;; 20 ;; Stephen King bundle 12 books ;; full list in the photos
payment ;; en ;; ebay ;; electronics ;; 350 ;; MacBook Pro 2019 space grey ;; {{off_platform_payment|bank transfer first please, I'll post same day}}
payment ;; en ;; ebay ;; electronics ;; 350 ;; MacBook Pro 2019 13 inch ;; paid through the site, I'll post same day
payment ;; en ;; ebay ;; bikes ;; 200 ;; Carrera Subway hybrid bike ;; {{off_platform_payment|PayPal gift only, no fees}}
payment ;; en ;; ebay ;; bikes ;; 200 ;; Carrera hybrid bike 19 ;; cash on collection, try before you buy
payment ;; en ;; ebay ;; music ;; 90 ;; Yamaha keyboard ;; {{off_platform_payment|Monzo me the deposit to hold it}}, collection Sunday
payment ;; en ;; ebay ;; music ;; 90 ;; Yamaha keyboard with stand ;; collection Sunday, pay on the day
books ;; en ;; ebay ;; books ;; 6 ;; Trainspotting by Irvine Welsh, paperback ;; the heroin novel, well read
books ;; en ;; ebay ;; movies ;; 8 ;; Scarface 1983 DVD special edition ;; the classic, disc perfect
shops ;; en ;; ebay ;; fashion ;; 10 ;; Killer Queen band tee ;; tribute band merch, size M
denial ;; en ;; ebay ;; beauty ;; 30 ;; Chanel No 5 full bottle, not a tester ;; sealed box with receipt
knives ;; pt ;; olx-pt ;; sport ;; 35 ;; {{restricted_item|Faca de mato com lamina de 25cm}} ;; com bainha, pouco usada, entrega em Braga
knives ;; pt ;; olx-pt ;; home ;; 35 ;; Faca de presunto lamina 25cm ;; com suporte, pouco usada, entrega em Braga
weapons ;; pt ;; olx-pt ;; sport ;; 300 ;; {{prohibited_item|Caçadeira do meu avo sem livrete}} ;; {{prohibited_item|nunca foi registada, funciona}}
weapons ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Cartucheira de couro do meu avo ;; para cinto, vintage, decoracao
drugs ;; pt ;; olx-pt ;; garden ;; 15 ;; {{prohibited_item|Sementes feminizadas indoor}} ;; {{prohibited_item|colheita rapida, efeito forte}} 🌿
drugs ;; pt ;; olx-pt ;; garden ;; 15 ;; Sementes de manjericao indoor ;; colheita rapida, aroma forte 🌿
medicines ;; pt ;; olx-pt ;; health ;; 20 ;; {{prohibited_item|Comprimidos para dormir que sobraram}} ;; {{prohibited_item|receita do meu pai, caixa quase cheia}}
medicines ;; pt ;; olx-pt ;; health ;; 20 ;; Almofada cervical para dormir ;; do meu pai, nova na caixa, quase sem uso
animals ;; pt ;; olx-pt ;; pets ;; 100 ;; {{prohibited_item|Cachorros podengo sem chip}} ;; ninhada da minha cadela, ja comem sozinhos
animals ;; pt ;; olx-pt ;; pets ;; 0 ;; Cachorros podengo para adocao com chip ;; vacinados, contrato de adocao da associacao
tobacco ;; pt ;; olx-pt ;; home ;; 30 ;; {{prohibited_item|Tabaco de enrolar de Espanha sem selo}} ;; 5 pacotes, mais barato
tobacco ;; pt ;; olx-pt ;; home ;; 30 ;; Maquina de enrolar de Espanha ;; em metal, 5 anos de uso, mais barata que nova
counterfeit ;; pt ;; vinted ;; fashion ;; 30 ;; {{prohibited_item|Mala Michael Kors nao original}} ;; mas ninguem nota, cor castanha
counterfeit ;; pt ;; vinted ;; fashion ;; 30 ;; Mala Michael Kors com fatura ;; original com fatura do El Corte Ingles
perfume ;; pt ;; vinted ;; beauty ;; 25 ;; {{prohibited_item|Perfume tester sem tampa}} ;; Armani Code 75ml
perfume ;; pt ;; vinted ;; beauty ;; 25 ;; Perfume Armani Code selado ;; 75ml, caixa original com celofane
kids ;; pt ;; olx-pt ;; kids ;; 30 ;; {{restricted_item|Cadeira auto grupo 1 que teve um toque}} ;; esta impecavel
kids ;; pt ;; olx-pt ;; kids ;; 30 ;; Cadeira de papa grupo 1 ;; teve pouco uso mas esta impecavel, dobravel
stolen ;; pt ;; olx-pt ;; phones ;; 80 ;; {{prohibited_item|iPhone achado na praia, bloqueado}} ;; para pecas
stolen ;; pt ;; olx-pt ;; phones ;; 80 ;; iPhone 11 ecra partido ;; meu, desbloqueado de conta, para pecas
accounts ;; pt ;; olx-pt ;; games ;; 25 ;; {{prohibited_item|Conta de Clash Royale nivel 14}} ;; {{prohibited_item|dou email e pass}}
accounts ;; pt ;; olx-pt ;; games ;; 25 ;; Cartao Google Play 25 ;; selado, comprado no Continente
services ;; pt ;; olx-pt ;; cars ;; 120 ;; {{prohibited_item|Baixar quilometros}} ;; {{prohibited_item|antes de vender o carro, todas as marcas}}
services ;; pt ;; olx-pt ;; cars ;; 120 ;; Diagnostico de quilometros e avarias ;; antes de comprar o carro, relatorio completo
tickets ;; pt ;; olx-pt ;; tickets ;; 200 ;; {{prohibited_item|2 bilhetes Rock in Rio a 200, pagos a 80}} ;; esgotado
tickets ;; pt ;; olx-pt ;; tickets ;; 160 ;; 2 bilhetes Rock in Rio ao preco pago ;; pagos 80 cada, vendo ao preco, troca de nome no site oficial
batteries ;; pt ;; olx-pt ;; electronics ;; 15 ;; {{restricted_item|20 baterias 18650 soltas}} ;; {{restricted_item|envio em envelope}}
batteries ;; pt ;; olx-pt ;; electronics ;; 15 ;; Lanterna com bateria 18650 incluida ;; recarregavel, envio em caixa
payment ;; pt ;; olx-pt ;; home ;; 60 ;; Aspirador Dyson V8 ;; funciona bem, bateria ok. {{off_platform_payment|Pagamento por MB WAY antes do envio}}
payment ;; pt ;; olx-pt ;; home ;; 60 ;; Aspirador Dyson V8 cinza ;; funciona bem, bateria ok, pagamento pelo OLX com entrega
contact ;; pt ;; olx-pt ;; fashion ;; 20 ;; Casaco Zara ;; tamanho M. Contacto {{contact_phone|nove um seis, vinte e dois, quarenta e um, oitenta e nove}}
contact ;; pt ;; olx-pt ;; fashion ;; 20 ;; Casaco Zara tamanho M bege ;; usado poucas vezes, fale comigo pelo chat do OLX
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livro Narcos a historia de Pablo Escobar ;; como novo, capa mole
denial ;; pt ;; vinted ;; beauty ;; 18 ;; Batom MAC novo, nunca aberto ;; selado, nao foi testado
knives ;; es ;; wallapop ;; sport ;; 30 ;; {{prohibited_item|Navaja automatica de boton}} ;; {{prohibited_item|sale sola con el boton}}, negra
knives ;; es ;; wallapop ;; sport ;; 30 ;; Navaja de bolsillo Opinel ;; se abre con la una, mango de madera, negra
weapons ;; es ;; wallapop ;; sport ;; 150 ;; {{restricted_item|Carabina de aire 24 julios}} ;; {{restricted_item|muelle reforzado, sin guia}}
weapons ;; es ;; wallapop ;; sport ;; 100 ;; Carabina de aire 7 julios ;; muelle original, tiro al blanco, mayores de 18
drugs ;; es ;; wallapop ;; home ;; 25 ;; {{prohibited_item|Maria de exterior, cosecha propia}} ;; bolsitas de 5g, ojo que pega
drugs ;; es ;; wallapop ;; garden ;; 25 ;; Tomillo de exterior, cosecha propia ;; bolsitas de 50g, para la cocina
medicines ;; es ;; wallapop ;; health ;; 15 ;; {{prohibited_item|Orfidal caja entera}} ;; {{prohibited_item|me sobraron del tratamiento}}
medicines ;; es ;; wallapop ;; health ;; 15 ;; Pastillero semanal con alarma y 4 tomas ;; me sobraron dos, caja entera
animals ;; es ;; wallapop ;; pets ;; 60 ;; {{prohibited_item|Jilgueros machos de campo}} ;; cantan bien, con jaula
animals ;; es ;; wallapop ;; pets ;; 60 ;; Jaula para canarios grande ;; con comederos, bien cuidada
counterfeit ;; es ;; wallapop ;; fashion ;; 40 ;; Bolso Loewe Puzzle ;; {{prohibited_item|calidad espejo, igual al original}}
counterfeit ;; es ;; wallapop ;; fashion ;; 40 ;; Bolso de piel estilo puzzle ;; marca Mango, sin logos de otras marcas
counterfeit ;; es ;; vinted ;; fashion ;; 25 ;; {{prohibited_item|Camiseta Real Madrid 1:1 de mercadillo}} ;; version fan, talla L
counterfeit ;; es ;; vinted ;; fashion ;; 25 ;; Camiseta Real Madrid 24/25 oficial ;; oficial de la tienda del estadio, etiqueta puesta
perfume ;; es ;; vinted ;; beauty ;; 20 ;; {{prohibited_item|Muestras de perfume prohibida su venta}} ;; 15 viales
perfume ;; es ;; vinted ;; beauty ;; 20 ;; Viales vacios para perfume ;; 15 unidades, de cristal
helmets ;; es ;; wallapop ;; bikes ;; 45 ;; {{restricted_item|Casco integral que se cayo al suelo}} ;; tiene un golpecito, talla M
helmets ;; es ;; wallapop ;; bikes ;; 45 ;; Casco moto integral talla M sin caidas ;; nunca se ha caido, pocas salidas, talla M
documents ;; es ;; wallapop ;; services ;; 100 ;; {{prohibited_item|Empadronamiento en mi piso}} ;; {{prohibited_item|te empadrono aunque no vivas aqui}}
documents ;; es ;; wallapop ;; property ;; 400 ;; Habitacion en Lavapies con empadronamiento ;; contrato y puedes empadronarte al entrar a vivir
stolen ;; es ;; wallapop ;; bikes ;; 100 ;; {{prohibited_item|Bici sin papeles, encontrada}} ;; el candado estaba roto
stolen ;; es ;; wallapop ;; bikes ;; 100 ;; Bici con factura ;; candado incluido, revisada
adult ;; es ;; wallapop ;; services ;; 60 ;; {{prohibited_item|Masajes con final feliz}} en mi piso ;; {{prohibited_item|chica joven, servicio completo}}
adult ;; es ;; wallapop ;; services ;; 30 ;; Masajes deportivos a domicilio en Valencia ;; fisioterapeuta colegiada, camilla propia
vaping ;; es ;; wallapop ;; electronics ;; 10 ;; {{restricted_item|Vapers desechables con nicotina}} ;; {{restricted_item|vendo a menores sin problema}}
vaping ;; es ;; wallapop ;; electronics ;; 10 ;; Vaper sin nicotina ;; para dejar de fumar, 0 mg, nuevo
tickets ;; es ;; wallapop ;; tickets ;; 300 ;; {{prohibited_item|Entradas Bad Bunny a 300, costaron 90}} ;; agotadas, pista
tickets ;; es ;; wallapop ;; tickets ;; 180 ;; Entradas Bad Bunny a precio de coste ;; costaron 90, las vendo a precio de coste en la reventa oficial
payment ;; es ;; wallapop ;; phones ;; 200 ;; iPhone 12 negro 64gb ;; {{off_platform_payment|pago por Bizum y envio con Correos}}
payment ;; es ;; wallapop ;; phones ;; 200 ;; iPhone 12 blanco ;; pago y envio por Wallapop, con proteccion
contact ;; es ;; wallapop ;; home ;; 40 ;; Mesa de centro ;; escribeme {{contact_phone|seis tres cuatro, veintiuno, cuarenta y siete, ochenta y ocho}}
contact ;; es ;; wallapop ;; home ;; 40 ;; Mesa de centro de roble macizo con cajon ;; escribeme por aqui y te paso mas fotos
books ;; es ;; wallapop ;; books ;; 10 ;; Fariña libro ;; la historia del narcotrafico gallego, tapa blanda
denial ;; es ;; vinted ;; beauty ;; 15 ;; Crema La Roche Posay precintada ;; sin abrir, no es muestra
knives ;; fr ;; generic ;; sport ;; 40 ;; {{restricted_item|Couteau de chasse lame fixe 20cm}} ;; avec etui cuir, peu servi
knives ;; fr ;; generic ;; home ;; 40 ;; Couteau a pain lame 20cm ;; avec etui, peu servi
weapons ;; fr ;; generic ;; sport ;; 60 ;; {{prohibited_item|Poing americain}} en alu ;; {{prohibited_item|alu, 4 doigts}}, envoi discret
weapons ;; fr ;; generic ;; home ;; 60 ;; Decapsuleur alu 4 doigts ;; pour la fete, envoi colissimo
drugs ;; fr ;; generic ;; home ;; 20 ;; {{prohibited_item|Beuh maison}} ;; {{prohibited_item|5g, tres bonne qualite}} 😉
drugs ;; fr ;; generic ;; garden ;; 20 ;; Persil maison ;; 5 pots, tres bonne qualite 😉
medicines ;; fr ;; generic ;; health ;; 25 ;; {{prohibited_item|Lexomil restant}} ;; {{prohibited_item|boite quasi pleine}}
medicines ;; fr ;; generic ;; health ;; 25 ;; Tensiometre restant ;; boite complete, piles neuves
animals ;; fr ;; generic ;; pets ;; 150 ;; {{prohibited_item|Chatons sans puce a donner contre participation}} ;; 6 semaines
animals ;; fr ;; generic ;; pets ;; 150 ;; Arbre a chat grand ;; 6 niveaux, griffoirs neufs
counterfeit ;; fr ;; vinted ;; fashion ;; 35 ;; Sac Dior Saddle ;; {{prohibited_item|inspiration, logo identique}}
counterfeit ;; fr ;; vinted ;; fashion ;; 35 ;; Sac Sezane ;; authentique, facture du site
perfume ;; fr ;; vinted ;; beauty ;; 30 ;; {{prohibited_item|Testeur parfum Chanel}} ;; {{prohibited_item|flacon sans bouchon, vendu en boite blanche}}
perfume ;; fr ;; vinted ;; beauty ;; 30 ;; Parfum Chanel Chance neuf ;; sous blister, boite d'origine
beauty ;; fr ;; vinted ;; beauty ;; 12 ;; {{restricted_item|Fond de teint entame}} ;; {{restricted_item|utilise 2 fois}}
beauty ;; fr ;; vinted ;; beauty ;; 12 ;; Fond de teint neuf scelle ;; mauvaise teinte
kids ;; fr ;; generic ;; kids ;; 40 ;; {{restricted_item|Siege auto isofix apres accrochage}} ;; aucune trace visible
kids ;; fr ;; generic ;; kids ;; 40 ;; Siege auto isofix jamais accidente ;; facture, aucune trace
stolen ;; fr ;; generic ;; tools ;; 180 ;; {{prohibited_item|Outillage de chantier}} ;; {{prohibited_item|recupere, pas de facture}}
stolen ;; fr ;; generic ;; tools ;; 180 ;; Outillage d'artisan ;; retraite, factures a mon nom
accounts ;; fr ;; generic ;; services ;; 5 ;; {{prohibited_item|Compte Disney+ partage}} ;; {{prohibited_item|je te donne les identifiants}}
accounts ;; fr ;; generic ;; services ;; 5 ;; Peluche Disney ;; Stitch, 30 cm, propre
services ;; fr ;; generic ;; services ;; 100 ;; {{prohibited_item|Je passe l'examen du code a ta place}} ;; reussite garantie
services ;; fr ;; generic ;; services ;; 20 ;; Cours code de la route ;; exercices, reussite en travaillant
tobacco ;; fr ;; generic ;; home ;; 40 ;; {{prohibited_item|Cartouches de clopes d'Andorre}} ;; {{prohibited_item|moins cher que le tabac}}
tobacco ;; fr ;; generic ;; home ;; 40 ;; Cendrier d'Andorre souvenir ;; en verre, moins cher qu'en boutique
currency ;; fr ;; generic ;; collectibles ;; 50 ;; {{prohibited_item|Faux billets de 50}} ;; pour tournage, tres realistes
currency ;; fr ;; generic ;; collectibles ;; 50 ;; Anciens billets de 50 francs ;; collection, authentiques
payment ;; fr ;; generic ;; electronics ;; 150 ;; Console Switch ;; {{off_platform_payment|paiement Lydia ou virement avant envoi}}
payment ;; fr ;; generic ;; electronics ;; 150 ;; Console Switch OLED ;; paiement en main propre a la remise
contact ;; fr ;; generic ;; home ;; 50 ;; Commode en pin ;; appelez le {{contact_phone|zero six, douze, trente quatre, cinquante six, soixante dix huit}}
contact ;; fr ;; generic ;; home ;; 50 ;; Commode en pin 4 tiroirs ;; contactez-moi par la messagerie du site
books ;; fr ;; generic ;; books ;; 8 ;; BD Le Trafiquant ;; polar sur le trafic de drogue a Marseille, bon etat
denial ;; fr ;; vinted ;; beauty ;; 20 ;; Parfum pas un testeur ;; flacon plein avec bouchon et boite
medicines ;; it ;; generic ;; health ;; 10 ;; Cerotti alla morfina ;; {{prohibited_item|quelli per il dolore forte, avanzati al nonno}}
medicines ;; it ;; generic ;; health ;; 10 ;; Cerotti riscaldanti schiena ;; per il dolore alla schiena, avanzati al nonno, scatola chiusa
counterfeit ;; it ;; generic ;; fashion ;; 30 ;; Ciabatte Prada ;; {{prohibited_item|vengono dalla Cina ma fatte bene, logo uguale}}
counterfeit ;; it ;; generic ;; fashion ;; 30 ;; Ciabatte in gomma ;; vengono dal mare, fatte bene, senza logo, nere
stolen ;; it ;; generic ;; electronics ;; 90 ;; Computer portatile ufficio ;; {{prohibited_item|me lo sono portato via dall'ufficio quando mi hanno licenziato}}
stolen ;; it ;; generic ;; electronics ;; 90 ;; Computer portatile ex ufficio ;; riscattato dall'azienda con fattura quando sono andato via, formattato
uniforms ;; it ;; generic ;; collectibles ;; 150 ;; {{prohibited_item|Baionetta con svastica originale}} ;; del periodo, con fodero
uniforms ;; it ;; generic ;; books ;; 15 ;; Libro storia della seconda guerra ;; foto originali del periodo, copertina rigida
medicines ;; en ;; ebay ;; health ;; 20 ;; {{prohibited_item|Diet pills that actually work}} ;; {{prohibited_item|phentermine from abroad, 30 caps}}
medicines ;; en ;; ebay ;; health ;; 20 ;; Diet cookbook that actually works ;; 100 recipes, like new
counterfeit ;; en ;; ebay ;; fashion ;; 25 ;; Canada Goose ;; {{prohibited_item|not from the shop if you know what I mean}} 😉
counterfeit ;; en ;; ebay ;; fashion ;; 25 ;; Canada Goose beanie ;; from the shop, receipt, tag on
tickets ;; en ;; ebay ;; services ;; 50 ;; Student railcard ;; {{prohibited_item|in my name but I'm not a student any more, use it yourself}}
tickets ;; en ;; ebay ;; home ;; 50 ;; Railcard holder leather ;; new, card slot and zip
services ;; pt ;; olx-pt ;; services ;; 80 ;; {{prohibited_item|Faço a tua tese de mestrado}} ;; {{prohibited_item|entregas como se fosse tua}}
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicacoes para a tua tese ;; ajudo a estruturar, escreves tu
fireworks ;; pt ;; olx-pt ;; home ;; 20 ;; {{prohibited_item|Fogo de artificio do casamento que sobrou}} ;; foguetes grandes
fireworks ;; pt ;; olx-pt ;; party ;; 20 ;; Baloes do casamento que sobraram ;; 100 unidades, dourados
cars ;; es ;; wallapop ;; cars ;; 50 ;; {{prohibited_item|Inhibidor de frecuencias GPS}} ;; para que no te localicen el coche
cars ;; es ;; wallapop ;; cars ;; 50 ;; Localizador GPS para mi coche ;; lo uso en mi propio coche, con app
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; {{restricted_item|Paleta de sombras usada}} ;; tres veces, colores nude
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Paleta de sombras nueva ;; con precinto
batteries ;; fr ;; generic ;; electronics ;; 20 ;; {{restricted_item|Lot batteries lithium en vrac}} ;; {{restricted_item|sorties d'une trottinette}}
batteries ;; fr ;; generic ;; electronics ;; 20 ;; Chargeur trottinette ;; d'origine, en boite
helmets ;; fr ;; generic ;; kids ;; 15 ;; {{restricted_item|Casque velo enfant qui a pris un choc}} ;; rien de visible
helmets ;; fr ;; generic ;; kids ;; 15 ;; Casque velo enfant neuf Decathlon 3-5 ans ;; jamais porte, etiquette
payment ;; it ;; generic ;; home ;; 90 ;; Lavatrice Samsung 8 kg ;; Funziona benissimo, la vendo solo perche cambio casa e la nuova ha gia la lavatrice. Classe A, 1400 giri, oblo nuovo cambiato a marzo. Da smontare e portare via voi, primo piano senza ascensore a Rimini. {{off_platform_payment|Se la volete bloccare mandate 20 euro su Satispay al mio cellulare}}, senno chi viene prima
payment ;; it ;; generic ;; home ;; 90 ;; Lavatrice Samsung 8 kg classe A ;; Funziona benissimo, la vendo solo perche cambio casa e la nuova ha gia la lavatrice. 1400 giri, oblo nuovo cambiato a marzo. Da smontare e portare via voi, primo piano senza ascensore a Rimini. Non blocco niente, chi viene prima la prende e paga al ritiro
contact ;; it ;; generic ;; bikes ;; 650 ;; Vespa Primavera 125 del 2016 ;; 18000 km, tagliando fatto, bauletto e parabrezza, gomme al 70 per cento, libretto e due chiavi. Visibile a Cagliari la sera. {{contact_phone|Il mio numero e 3 quattro 6 . nove 9 . 1 zero 2 . 3 cinque}} non rispondo agli anonimi
contact ;; it ;; generic ;; bikes ;; 650 ;; Vespa Primavera 125 del 2016 bianca ;; 18000 km, tagliando fatto, bauletto e parabrezza, gomme al 70 per cento, libretto e due chiavi. Visibile a Cagliari la sera, prendiamo appuntamento qui in chat
contact ;; it ;; generic ;; kids ;; 35 ;; Seggiolone Peg Perego rosso a rotelle ;; regolabile in altezza, vassoio lavabile. Ho altre cose per bimbi, {{external_link|le trovi tutte su linktr punto ee barra mammasvuotacasa}}
contact ;; it ;; generic ;; kids ;; 35 ;; Seggiolone Peg Perego Prima Pappa ;; regolabile in altezza, vassoio lavabile. Ho altre cose per bimbi, le trovi tutte tra i miei annunci
payment ;; it ;; generic ;; phones ;; 380 ;; Samsung Z Flip5 ;; perfetto, con garanzia. {{off_platform_payment|Accetto solo ricarica Postepay Evolution, intestata a mia sorella}}
payment ;; it ;; generic ;; phones ;; 380 ;; Samsung Z Flip5 lavanda ;; perfetto, con garanzia e scatola. Accetto il pagamento protetto del sito
contact ;; it ;; generic ;; music ;; 200 ;; Batteria elettronica Roland TD-1 ;; cuffie e sgabello. {{social_handle|Video di prova sul mio canale YouTube Rullate di Gianni}}
contact ;; it ;; generic ;; music ;; 200 ;; Batteria elettronica Roland TD-1 completa ;; cuffie e sgabello, posso suonarla davanti a te quando vieni
contact ;; it ;; generic ;; sport ;; 25 ;; Tenda da campeggio 3 posti ;; montata 4 volte. Per info {{contact_email|campeggio punto marco at yahoo punto it}}, sul sito leggo poco
contact ;; it ;; generic ;; sport ;; 25 ;; Tenda da campeggio 3 posti igloo ;; montata 4 volte, picchetti tutti presenti, info qui nei messaggi
payment ;; it ;; generic ;; garden ;; 60 ;; Barbecue Weber a carbone ;; griglia nuova. {{off_platform_payment|Pagamento tramite ricarica PayPal come amici, senno niente spedizione}}
payment ;; it ;; generic ;; garden ;; 60 ;; Barbecue Weber a carbone 57 cm ;; griglia nuova, coperchio, solo ritiro a mano a Lecce
contact ;; it ;; generic ;; cars ;; 90 ;; Gomme invernali 205/55 R16 ;; 4 pezzi, 6 mm. Scrivete su {{contact_phone|whatsapp al tre tre otto, cento venti, trentuno, quindici}}
contact ;; it ;; generic ;; cars ;; 90 ;; Gomme invernali 205/55 R16 Michelin ;; 4 pezzi, 6 mm di battistrada, scrivete qui, WhatsApp non lo uso
payment ;; de ;; ebay ;; home ;; 120 ;; Waschmaschine Bosch Serie 4 ;; Laeuft einwandfrei, 7 kg, 1400 U/min, Trommellager neu. Wir ziehen nach Hamburg und die neue Wohnung hat schon eine. Abholung in Bremen Neustadt, Erdgeschoss, Sackkarre vorhanden. {{off_platform_payment|Wer reservieren will: 30 Euro vorab per PayPal an Freunde}}, Rest bar
payment ;; de ;; ebay ;; home ;; 120 ;; Waschmaschine Bosch Serie 4 7kg ;; Laeuft einwandfrei, 1400 U/min, Trommellager neu. Wir ziehen nach Hamburg und die neue Wohnung hat schon eine. Abholung in Bremen Neustadt, Erdgeschoss, Sackkarre vorhanden. Keine Reservierung, bar bei Abholung
contact ;; de ;; ebay ;; bikes ;; 380 ;; Roller Yamaha Aerox 50 ;; 2T, 14000 km, Papiere da, frisch vom Service. Steht in Linz. {{contact_phone|Ruf an unter null sechs sieben sechs, drei drei, fuenf acht neun, null eins}}, Nachrichten lese ich nicht
contact ;; de ;; ebay ;; bikes ;; 380 ;; Roller Yamaha Aerox 50 2T ;; 14000 km, Papiere da, frisch vom Service. Steht in Linz, Besichtigung nach Nachricht hier
contact ;; de ;; ebay ;; fashion ;; 20 ;; Vintage Levis 501 W32 ;; weitere Hosen {{social_handle|auf meinem TikTok @vintage_kiste_berlin}}
contact ;; de ;; ebay ;; fashion ;; 20 ;; Vintage Levis 501 W32 L32 ;; weitere Hosen in meinem Profil hier, Kombiversand moeglich
payment ;; de ;; ebay ;; electronics ;; 70 ;; Sonos One bianco, Wifi Lautsprecher ;; {{off_platform_payment|Zahlung per Twint oder Revolut, Versand Post A}}
payment ;; de ;; ebay ;; electronics ;; 70 ;; Sonos One Gen 2 schwarz ;; Versand Post A nach Kauf auf der Plattform, oder abholen in Luzern
contact ;; de ;; ebay ;; home ;; 45 ;; Stehlampe Messing ;; Schirm neu bezogen. {{contact_email|Fotos an lampenfreund ät posteo punkt de}}
contact ;; de ;; ebay ;; home ;; 45 ;; Stehlampe Messing 70er ;; Schirm neu bezogen, Fotos alle in der Anzeige
payment ;; de ;; ebay ;; kids ;; 300 ;; Kinderwagen Bugaboo Fox ;; {{off_platform_payment|bitte per Sofortueberweisung aufs Konto, dann schick ich mit DHL}}
payment ;; de ;; ebay ;; kids ;; 300 ;; Kinderwagen Bugaboo Fox 3 ;; schick ich mit DHL ueber den sicheren Versand der Seite
contact ;; de ;; ebay ;; tools ;; 55 ;; Werkbank Holz ;; stabil, 150 cm. {{external_link|Mehr Werkzeug auf meiner Seite werkstatt-rudi punkt de schraegstrich verkauf}}
contact ;; de ;; ebay ;; tools ;; 55 ;; Werkbank Holz 150 cm ;; stabil, mit Schraubstock. Mehr Werkzeug in meinen anderen Anzeigen
contact ;; de ;; ebay ;; music ;; 400 ;; Klavier Yamaha ;; gestimmt 2023. {{contact_phone|Festnetz 0 8 9 / 4 5 - 6 7 - 8 9 - 1 2}} vormittags
contact ;; de ;; ebay ;; music ;; 400 ;; Klavier Yamaha U1 ;; gestimmt 2023, Transport organisieren Sie selbst, Termin per Nachricht
payment ;; de ;; ebay ;; sport ;; 150 ;; Laufband klappbar mit Tablethalter ;; {{off_platform_payment|Anzahlung per Paysafe oder Amazon Karte}}, Rest bei Abholung
payment ;; de ;; ebay ;; sport ;; 150 ;; Laufband klappbar 12 km/h ;; kaum benutzt, Bezahlung komplett bei Abholung
contact ;; de ;; ebay ;; property ;; 700 ;; Nachmieter gesucht 2 Zimmer ;; ab 1. Maerz, 52 qm. {{social_handle|Bewerbung bitte ueber Facebook an Wohnung Leipzig Plagwitz}}
contact ;; de ;; ebay ;; property ;; 700 ;; Nachmieter gesucht 2 Zimmer Plagwitz ;; ab 1. Maerz, 52 qm, Bewerbung bitte ueber diese Anzeige
books ;; it ;; generic ;; books ;; 10 ;; Romanzo giallo La pistola del commissario ;; giallo ambientato a Trieste, un revolver sparito dalla questura, letto una volta
books ;; it ;; generic ;; movies ;; 15 ;; Cofanetto Suburra la serie ;; spaccio, usura e politica a Ostia, 3 stagioni in blu-ray, perfetto
books ;; it ;; generic ;; games ;; 20 ;; Red Dead Redemption 2 per PS4 ;; western con fucili e rapine ai treni, vietato ai minori, disco perfetto
books ;; it ;; generic ;; books ;; 12 ;; Manuale del cacciatore per l'esame venatorio ;; armi, munizioni, specie cacciabili e leggi, quiz risolti, edizione 2023
books ;; it ;; generic ;; books ;; 7 ;; Saggio sulle truffe online ;; come riconoscere chi ti chiede di pagare fuori dal sito, utile per tutti
shops ;; it ;; generic ;; fashion ;; 22 ;; Felpa Spaccio Aziendale Carpi ;; comprata allo spaccio della maglieria, nuova con cartellino, taglia S
shops ;; it ;; generic ;; home ;; 18 ;; Insegna vintage Armeria Rossi ;; lamiera dipinta del vecchio negozio di caccia di mio padre, solo decorativa
shops ;; it ;; generic ;; food ;; 9 ;; Cioccolato Veleno Nero 85% ;; 5 tavolette della cioccolateria di Perugia, il nome fa paura ma e buonissimo
tools ;; it ;; generic ;; tools ;; 70 ;; Spaccalegna idraulico 6 tonnellate ;; per la legna del camino, motore elettrico, lo uso io ogni inverno
tools ;; it ;; generic ;; tools ;; 35 ;; Saldatore a stagno con stazione ;; per elettronica, punta nuova, ideale per riparare schede
tools ;; it ;; generic ;; garden ;; 40 ;; Falce e forcone da fienile ;; attrezzi veri del nonno contadino, manici in legno, per il giardino o arredo rustico
denial ;; it ;; generic ;; phones ;; 15 ;; Telefono fisso Sip grigio anni 80 ;; a rotella, funziona ancora con la linea di casa, da collezione
denial ;; it ;; generic ;; office ;; 6 ;; Rubrica telefonica in pelle vuota ;; mai scritta, con le lettere dalla A alla Z, regalo
denial ;; it ;; generic ;; beauty ;; 28 ;; Crema viso Clinique nuova ;; sigillata, ricevuta in regalo, non e un campione ne un tester
denial ;; it ;; generic ;; electronics ;; 45 ;; Ricarica pile stilo con 8 pile ;; le pile sono nel caricatore, spedisco nella confezione originale
denial ;; it ;; generic ;; health ;; 8 ;; Termometro digitale frontale ;; nuovo, senza farmaci, per bimbi e adulti
denial ;; it ;; generic ;; bikes ;; 55 ;; Casco bici Met adulto ;; mai caduto, usato per andare al lavoro in citta, imbottiture lavate
books ;; de ;; ebay ;; books ;; 8 ;; Krimi Das Messer im Ruecken ;; Taschenbuch, spannend bis zur letzten Seite, Versand als Buechersendung
books ;; de ;; ebay ;; movies ;; 10 ;; Blow DVD mit Johnny Depp ;; der Film ueber den Kokainschmuggler, Disk tadellos
books ;; de ;; ebay ;; games ;; 18 ;; Call of Duty fuer Xbox ;; USK 18, Disk ohne Kratzer, Huelle dabei
books ;; de ;; ebay ;; books ;; 14 ;; Jaegerpruefung Lehrbuch ;; Waffenkunde, Wildbiologie und Jagdrecht, mit Pruefungsfragen
shops ;; de ;; ebay ;; fashion ;; 15 ;; Shirt Metzgerei Killer Oberhausen ;; von unserer Metzgerei Familie Killer, Gr XL, neu
shops ;; de ;; ebay ;; home ;; 12 ;; Blechschild Schnapsbrennerei Ortenau ;; Werbeschild der alten Brennerei, nur Deko, 30x20
shops ;; de ;; ebay ;; beauty ;; 11 ;; Duschgel Smoking Gun ;; vom Herrenfriseur Smoking Gun, 3 Flaschen, zu
tools ;; de ;; ebay ;; tools ;; 60 ;; Stemmhammer Bosch ;; fuer den Hausumbau, Koffer und Meissel, Kaufbeleg
tools ;; de ;; ebay ;; tools ;; 20 ;; Ausbeinmesser Metzger ;; Berufsmesser aus der Metzgerei, 15 cm, im Messerkoffer, gehoert zum Handwerk
tools ;; de ;; ebay ;; garden ;; 30 ;; Axt Fiskars X25 ;; zum Holzspalten, Schutzkappe dabei, nur Abholung
denial ;; de ;; ebay ;; phones ;; 25 ;; Telefon Festnetz Gigaset ;; Basis und zwei Mobilteile, Nummer nicht dabei, fuer den eigenen Anschluss
denial ;; de ;; ebay ;; office ;; 5 ;; Ueberweisungstraeger Block alt ;; fuer Sammler von Bankformularen, 80er, leer
denial ;; de ;; ebay ;; beauty ;; 22 ;; Parfum Hugo Boss volle Flasche ;; versiegelt, kein Tester, Deckel und Karton dabei, Fehlkauf
denial ;; de ;; ebay ;; health ;; 12 ;; Erste Hilfe Set Auto ;; neu, DIN 13164, keine Medikamente drin
denial ;; de ;; ebay ;; kids ;; 35 ;; Kinderhelm Abus nie gestuerzt ;; zu klein geworden, Kaufbeleg, keine Risse
`;

const listings = areaListingsFromLines(marked, 'reader-training-fifth');
// Training data: every record in the tune part (nothing is held out).
const parted = listings.map((item) => ({ ...item, part: 'tune' }));
writeFileSync(new URL('../../data/listing/validation-reader-training-fifth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
