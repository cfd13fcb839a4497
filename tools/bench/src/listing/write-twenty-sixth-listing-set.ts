import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-sixth.json: a twenty-sixth labelled set for issue 19, written by hand on
 * 2026-11-30 by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no
 * rule code, lexicon or brand table, no README rules table and no earlier set's listing records — only the twenty-fourth
 * and twenty-fifth writers' headers and split, the line parser (`areaListingsFromLines`), `balancedSplit`'s signature, the
 * scorer (evasion-quality.ts) and the contract's flag codes and profiles.
 * 491 listings (one listing weighs about 0.4 point of a part): PT 99, ES 104, FR 102, EN 97, IT 44, DE 45; 235 clean (48 %),
 * 256 with a problem (256 labels: prohibited item 169, restricted item 41, off-site payment 14, phone 10, social 10,
 * e-mail 6, link 6; first label's kind: item 210, payment 14, phone 10, social 10, email 6, link 6). Areas (30, named
 * afresh): jobs (services, schemes and papers' work offered), raffles (draws, chance boxes, bets placed for others),
 * certificates (documents, cards and licences), finance, meds (medicines, devices and health claims), pets (animals, their
 * parts and the means to catch or harm them), pantry (food), vape (nicotine, cannabis and other plant drugs), spirits,
 * hazmat, arms (weapons, their parts, ammunition and hate militaria), fakes (counterfeits and the means to pass one off),
 * stolen, official (public, company and state property), locked (unlocking and identity-changing services), recalls,
 * downloads (digital goods and accounts), records (personal data and images), events (tickets and passes), seeds (plants),
 * eros (adult), garage (vehicle cheats), snoop (spying and fraud devices), and ordinary goods (phones, tech, fashion, home,
 * kids, sport, books) where contact or payment is moved off the site.
 * Problems chosen by purpose as well as by name, from clauses neither earlier header names: a courier-app account rented to
 * someone without papers, taking another driver's speeding points (PT "assumo a contraordenação", FR "je prends vos
 * points"), a university exam sat over AnyDesk, a self-employed registration lent to invoice under, CPF training "with a
 * free iPhone", a social-housing key ceded for money, a right-to-work share code, a blue badge rented for weekends, a paid
 * witness for a whiplash claim, benefit claims coached or padded (PIP, Bürgergeld), a digital identity (SPID) lent, Christmas
 * lottery shares, a chance box "1 in 20 has a PS5", a car tombola, bets placed on one's own account for others, a £2
 * "skill question" competition, spin-the-wheel, a paid advent-calendar draw, a private Vespa lottery; blank stamped
 * prescription pads, restaurant and hotel invoices to claim expenses, a colour copy of a disabled parking card, an edited
 * tax notice and payslips for a rental file, a press card, a gas-safety certificate without a visit, a student card for
 * discounts, a boat licence and a hunting licence without exam, a ghost-broker car insurance; paying others' bills at 60 %,
 * crypto "recovery", loaded anonymous prepaid cards, forex signals "30 % a month", cash-for-gold with no ID, pension release
 * before 55, a buy-now-pay-later account sold, superbonus tax credits with no works, a tax id with a passport copy;
 * diazepam, isotretinoin, lorazepam, tadalafil from Turkey, lip-filler syringes for self-injection, hydroquinone cream,
 * zolpidem, veterinary ketamine, poppers as "leather cleaner", hearing aids tuned for another, CBD oil that "cures cancer",
 * oxycodone, azithromycin "for chlamydia", dental lidocaine cartridges, Clomid for PCT, clonazepam drops, tilidine,
 * fentanyl patches, laughing-gas cylinders with balloons; a marmoset, pit puppies with cropped ears handed over at a
 * service area, bird lime, an electronic quail caller, electro-fishing gear, ivory piano keys, a stuffed grey heron,
 * kittens at six weeks, a terrier "worked on badger", wild great crested newts, golden-eagle feathers, songbird snares
 * (archetti), puppies from abroad unvaccinated, a wolf pelt; coca-leaf tea, konjac jelly mini-cups, khat, casu marzu,
 * honey "that replaces insulin", unwashed poppy seeds "for tea"; HHC vapes, nicotine pouches, Andorran cartons, CBD buds
 * "0.3 % officially", kratom, disposable puff bars after the UK ban, delta-8 gummies, a grow tent for "tomatoes", cannabis
 * cuttings "legal now", San Pedro with the recipe, mimosa hostilis bark "for dyeing"; whisky casks as an investment,
 * 96 % ethanol, a cellar of Port, Rioja, Bordeaux and Prosecco, home-made limoncello, Jägermeister without invoice; R22
 * refrigerant, carbofuran for foxes, thermite, hydrofluoric and nitric acid, dichlorvos strips, pool shock, sulphuric acid
 * in water bottles, petrol delivered in cans, potassium chlorate; an airsoft gun with its orange tip removed, a brass
 * "paperweight" for the fingers, an unlicensed shotgun, a telescopic baton, real AR-15 magazines, a blowpipe, an SS helmet,
 * reloading primers, a sharpened katana, a zombie knife, shotgun cartridges "no certificate needed", a realistic imitation
 * Uzi, a converted blank pistol, a gas pistol without the small licence; counterfeits said as "reps via Kakobuy, W2C",
 * "like in the shop but not from the shop", "designer inspired with the original logo, from DHgate", "player version from
 * Thailand", an "homage" with the crown on the dial, proxy Pokémon cards, refilled ink cartridges resealed as new,
 * monogram fabric by the metre, an original patch moved to a new jacket, empty original boxes with serials for returns;
 * perfume "fallen off the lorry", a catalytic-converter buyer who asks nothing, unclaimed parcels from a courier, hotel
 * bathrobes, lost property from buses, a Lime scooter with its GPS removed, clothes with security tags on, a road bike
 * sold at night without papers, bronze letters from graves, a scooter without papers or keys; state-lent school books, a
 * mailbox master key, a supermarket trolley, army ration packs, a police scanner, a ballot box, a current fire helmet, a
 * council grit bin, a fire-service key-depot master key; iCloud/Google unlocking, IMEI changes, car keys programmed
 * without papers; a recalled CPAP, a drop-side cot, magnet balls for children, a Galaxy Note 7, a sleep positioner, a
 * recalled tumble dryer; shared Netflix screens, Windows keys at 3 €, shared ChatGPT Plus, Spotify family "for life",
 * bank and health-insurance logs, a poker bot, generated food-delivery vouchers, a Fortnite account; locating anyone by
 * their number, a former employer's customer base, the electoral roll, photos of a neighbour, fullz, an address found
 * from Instagram, girls' phone numbers; a named transport pass, invitations "not for sale", a named annual theme-park
 * pass, a Glastonbury ticket with another's photo, a season-ticket card lent per match, named stadium tickets, a table
 * booking in one's name; tree-of-heaven seedlings, fountain grass, water lettuce, Japanese knotweed, floating pennywort,
 * Baccharis, Himalayan balsam seeds; dinner "and whatever follows", a child-like sex doll, feet photos on request, a
 * stag-night dancer with "full service", "complete" oriental massages; a tachograph magnet, plates without papers, 5 %
 * window film, a microcar derestrictor, unapproved xenon, a mileage blocker, ghost plates, a dealer's red plate lent; an
 * app to read a partner's messages, SIM cards registered to someone else, a card skimmer, caller-ID spoofing, a USB
 * keylogger, a drone with its geofence removed, a bugged power strip. Contact moved off the site by a PT number in words
 * and digits mixed and one dotted in threes, an ES number with slashes and dashes and one in words with "+34", a FR
 * number alternating digits and words and one as "+33 (0)6", an EN number grouped with dashes and one as "0044", an IT
 * number spaced with dashes, a DE number as "+49 (0) 176 /"; e-mails "[em] … [ponto]", "en hotmail punto es", "chez
 * orange point fr", "gmail is … underscore …", "presso libero punto it", "ät … punkt de"; links to a Google form, a
 * t.me channel, an Etsy shop, a Depop shop, a tinyurl and a plain shop domain; handles on Viber "same name as here",
 * Instagram, WeChat/Line, a Facebook page by name, Messenger, Pinterest, Kik, Discord, a Facebook page in Italian and IG
 * in German; payment off the site by USDT/bitcoin, a Multibanco reference the seller generates, an IBAN transfer, Skrill
 * or Neosurf, Google Pay to a number, an instant transfer "not through the app", a banker's draft, a Klarna link sent by
 * the seller, Wise in advance, bank transfer before viewing, Paysend or a Starling link, bitcoin, a postal money order,
 * cash by post.
 * Hard negatives in the same words for every problem kind: an own courier account, official point-recovery courses,
 * statistics lessons, a registered tax adviser, CPF training through the official site, a key safe, a CV review, a
 * mobility scooter, a dashcam, a tabletop prize wheel, board games (Monopoly Casino, La Bonne Paye, a wooden tombola), a
 * collection of drawn lottery tickets, a stethoscope, a carbon-copy invoice book, a PMR-card sleeve, a paperwork sorter, a
 * Nikon for reportage, a Gas Safe engineer's visit, a lanyard, a pension book, trading and bitcoin books, a cervical
 * pillow, a back heat pad, a lip balm, a whipped-cream siphon with N2O chargers, leather cleaner,
 * hearing-aid batteries, argan oil, a pulse oximeter, a blood-pressure monitor, an aerosol, a pill box, heat wraps; a
 * plush monkey, a kennel, wood glue, a Bluetooth speaker, an upright piano, a fishing rod, a metal heron, a cat tree, a
 * pond liner, a fly-tying kit, a nest box, a dog crate, a rabbit cage without the animal, a cat collar; Tetley and
 * Yorkshire tea, Haribo, a honey pot, matcha, pecorino with EC mark, tomato plants, a diffuser, a vintage gum tin, rolling
 * papers, alcohol-free gin and beer, prosecco glasses, pastis glasses, a wine fridge, an oak barrel, empty liqueur
 * bottles, whisky glasses; an R290 air conditioner, an electric poultry fence, seaweed fertiliser, a welder, acid-free rim
 * cleaner, household vinegar, a mosquito net, pool test strips, citric acid; airsoft goggles, a fish paperweight, a hunting
 * vest, kitchen knives, a selfie stick, soft-tip darts, an Adrian helmet, an empty bandolier, a bokken, a clay thrower, a
 * rifle case, an empty gun safe; Jordans and a Longchamp and a G-Shock with receipts, a Pokémon binder, a refill kit, wax
 * fabric, a microbrand diver with its own logo, a club-shop shirt, a bag embroidered by the seller, a leather bag from
 * Ubrique, a custom embroidered patch, a down jacket with receipt, shipping boxes; a removals firm with invoices, a new
 * homologated catalytic converter, new towels and a new bathrobe, a folding shopping trolley, moving boxes, a new jumper
 * with receipt, a carbon bike with invoice, a Vespa with papers; bought school books, a wall mailbox, a vintage radio, a
 * scout uniform, a salt box, a toy police car, a children's fire helmet; an iPhone repair shop, an unlocked S21 with
 * invoice, an approved auto locksmith; a co-sleeping crib, a baby sleeping bag, a heat-pump dryer, a Sonicare; a MEO remote, a
 * boxed Windows 10; a Tile tracker, a Moleskine, genealogy from archives, a cordless landline; a Lisbon guide, an official
 * festival T-shirt, a Disneyland badge holder, a Glastonbury programme; strawberry-tree plants with plant passport,
 * lavender, marsh marigold, a pond pump, bee seed; a red dress, patent heels, a stag-do costume pack, a 1978 Nancy doll;
 * a magnetic phone mount, a decorative plate, a sunshade, approved bulbs, plate surrounds and holders, a document wallet;
 * CCTV installed with notices, a SIM adapter, a Ring doorbell removed from the account, a registered DJI Mini, a power
 * strip; and for contact and payment, "só respostas pelo chat", a serial reference on a label, payment through the site,
 * cash at collection, "check my other listings here", "hablamos por el chat", a card machine at collection.
 * Label policy (a careful moderator of a general European marketplace): contact, links and payment moved off the site are
 * labelled where they are asked for; cash or card at a hand-over, the site's own payment and "message me here" are clean.
 * Services that cheat an authority, an insurer, an employer, a lender, a university or a benefit office, lent identities
 * and accounts, papers and cards made or altered, draws, chance boxes and bets run by a seller, investment and recovery
 * schemes, prescription-only medicines and injectables, banned cosmetics, veterinary anaesthetics, protected and CITES
 * species and their parts, the means to trap wild birds or fish by electricity, animals mutilated or sold too young or
 * without identification, dogs offered for baiting, coca, khat, kratom, HHC, delta-8, DMT bark, cannabis cuttings, banned
 * food (konjac mini-cups, casu marzu), untaxed tobacco, banned disposables, banned refrigerants and pesticides, potassium
 * chlorate, knuckle-dusters, batons, blowpipes, zombie knives, converted or unlicensed guns and cartridges without a
 * certificate, Nazi insignia, counterfeits said in any way and the means to pass one off, goods of stolen, unexplained or
 * public origin, unlocking and IMEI services, recalled goods sold as working, shared and generated digital goods, stolen
 * logins, personal data and images, tickets in another's name, EU-listed invasive plants, sexual services and child-like
 * dolls, devices that cheat a check, and spying and fraud devices are prohibited; nitrous oxide for inhalation, nicotine
 * pouches, CBD sold with a "guaranteed effect" or a cure claim, a grow tent "for tomatoes", opium-poppy seeds for tea,
 * alcohol of any kind (cellar wine, Port, home-made limoncello, 96 % ethanol), thermite, hydrofluoric, nitric and
 * sulphuric acid, pool shock, petrol in cans, real magazines, reloading primers, a sharpened katana, a realistic imitation
 * firearm, a gas pistol, a drop-side cot, magnet balls, a sleep positioner, invitations not for sale, a named annual pass,
 * a lent season-ticket card, named stadium tickets and a named table booking, feet photos, dark window film, a microcar
 * derestrictor, unapproved xenon, a police scanner and a current fire helmet are restricted (the scorer meets either item
 * code).
 * Borderline decisions, stated: the state-lent school books prohibited (not the seller's to sell); the army ration packs
 * prohibited (state property "from the barracks"); Christmas lottery shares prohibited (lottery resale) though a peña's
 * custom; the airsoft pistol with its orange tip removed prohibited (made to pass as a real gun) while the imitation Uzi
 * is restricted; nicotine pouches restricted (legal in Spain), snus-like strength notwithstanding; the CBD buds "0.3 %
 * officially" with a wink restricted, not prohibited; the thermite kit restricted despite the wink; the hearing aids
 * restricted (a fitted medical device); San Pedro "with the recipe for the trip" prohibited by purpose while a lavender pot
 * is clean; the child-like doll prohibited; feet photos restricted (adult content, the profile decides); the Hotpoint and
 * the CPAP "from the recall" prohibited (recalled, sold as working); Windows keys at 3 € prohibited (grey keys), a boxed
 * Windows 10 clean; the "1 in 20 has a PS5" box prohibited (a chance sold for money); "whatever follows" after dinner
 * prohibited (a sexual service); a t.me channel labelled a link, not a handle; a Facebook page named in words labelled a
 * handle; a number given for WhatsApp labelled as the phone.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-fifth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 246 (118 clean, 128 problems: item 105, payment 7, social 6,
 * phone 5, link 3, email 2; 128 labels), holdout 245 (117 clean, 128 problems: item 105, payment 7, phone 5, social 4,
 * email 4, link 3; 128 labels); every language and all 30 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-sixth-listing-set.ts`.
 * First run (2026-11-30, rules as on 99be789, no rule changed, a scratch script calling `evasionQuality` on this file only,
 * `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-46w.ts`): tune part recall 0.55 (71 of 128
 * labels; by kind item 52/105, phone 5/5, payment 6/7, social 5/6, link 3/3, email 0/2), clean listings flagged 0.03 (4 of
 * 118), wrongful rejects 0.01 (1 of 141); holdout part recall 0.53 (68 of 128 labels; by kind item 52/105, phone 5/5,
 * payment 4/7, social 2/4, email 3/4, link 2/3), clean listings flagged 0.02 (2 of 117), wrongful rejects 0.01 (1 of 140).
 * Noticed after the run (a mechanical exact-match check of titles, no earlier record read by eye): 37 of the 491 titles
 * equal a title in an earlier set (common item titles such as a phone model, and a few problem items earlier sets also
 * hold); the descriptions and labels are this writer's.
 */

const marked = `
jobs ;; pt ;; olx-pt ;; Serviços ;; 70 ;; Alugo conta de estafeta ;; Boas, alugo a minha {{prohibited_item|conta de estafeta glovo/uber eats ja verificada, trabalhas no meu nome}}, 70€ por semana, nao precisas de autorizacao de residencia nem de abrir atividade. Falamos aqui
jobs ;; pt ;; olx-pt ;; Serviços ;; 0 ;; Estafeta com mota propria procura part time ;; Tenho conta propria na Glovo ha 2 anos, carta A2 e seguro, procuro trabalho ao fim de semana em restauracao ou entregas. Passo recibo verde.
jobs ;; pt ;; olx-pt ;; Serviços ;; 120 ;; MULTAS? NAO PERCA PONTOS ;; Levou com radar? Eu {{prohibited_item|assumo a contraordenacao no meu nome como condutor}}, voce nao perde pontos nem carta. 120€ por multa, rapido e discreto
jobs ;; pt ;; olx-pt ;; Serviços ;; 45 ;; Explicações de código da estrada ;; Explicacoes de codigo para quem vai fazer o exame ou recuperar pontos, testes oficiais do IMT, em Setubal. 45€ pack de 5 aulas
raffles ;; pt ;; olx-pt ;; Outros ;; 1 ;; Rifa Natal bicicleta + cabaz ;; {{prohibited_item|Rifa de natal a 1€ o numero, sorteio pelo euromilhoes de sexta}}, premio bicicleta btt e cabaz de natal, ja so restam 60 numeros!! reservem
raffles ;; pt ;; olx-pt ;; Jogos ;; 15 ;; Monopoly Casino com fichas ;; Jogo de tabuleiro monopoly edicao casino, completo com fichas, notas e dados. Caixa um pouco gasta
certificates ;; pt ;; olx-pt ;; Outros ;; 200 ;; blocos de receitas ;; tenho {{prohibited_item|blocos de receitas medicas em branco ja carimbados e assinados}}, dao para qualquer farmacia. 200 cada bloco de 25. so pessoas serias
certificates ;; pt ;; olx-pt ;; Saúde ;; 25 ;; Estetoscópio de estudante de medicina ;; Estetoscopio Littmann classic usado no curso, funciona perfeitamente, com bloco de notas e bata tamanho S
finance ;; pt ;; olx-pt ;; Serviços ;; 0 ;; pago as tuas contas com desconto ;; mandas-me a referencia da luz, agua, financas ou seguro e eu {{prohibited_item|pago a conta toda, tu so me pagas 60%}}. ja ajudei mais de 300 pessoas, prova no privado
finance ;; pt ;; olx-pt ;; Casa ;; 12 ;; Organizador de contas e faturas ;; Organizador de parede em cortica para contas, faturas e cartas, com 6 bolsas. Ideal para entrada de casa
meds ;; pt ;; olx-pt ;; Saúde ;; 10 ;; caixa diazepam ;; Sobrou da minha mae, {{prohibited_item|diazepam 10mg caixa quase cheia}}, ajuda a dormir. Entrego em Coimbra
meds ;; pt ;; olx-pt ;; Saúde ;; 30 ;; Almofada cervical ortopédica ;; Almofada viscoelastica para quem dorme mal do pescoco, usada 2 semanas, capa lavada. Nao e milagre mas ajuda
meds ;; pt ;; olx-pt ;; Beleza ;; 40 ;; acne forte? ;; vendo {{prohibited_item|roacutan 20mg, 2 blisters, sem receita}} da minha prima que deixou o tratamento. Resultados em 2 meses garantido
meds ;; pt ;; olx-pt ;; Festas ;; 60 ;; Kit festa baloes 🎈😜 ;; Kit para festas: {{restricted_item|garrafa de gas hilariante 2kg + 100 baloes}}, para a malta rir a noite toda 😂 so maiores. Entrego no Bairro Alto
meds ;; pt ;; olx-pt ;; Cozinha ;; 25 ;; Sifão de natas inox + 20 cargas ;; Sifao para chantilly e espumas em inox 0,5L com 20 cargas N2O para natas, usado poucas vezes. Perfeito para sobremesas
pets ;; pt ;; olx-pt ;; Animais ;; 900 ;; Sagui bebé muito meiguinho ;; {{prohibited_item|Macaquinho sagui com 3 meses}}, come da mao e anda ao ombro, vai com gaiola. Sem papeis mas e saudavel
pets ;; pt ;; olx-pt ;; Brinquedos ;; 8 ;; Peluche macaco bebé ;; Peluche de macaco com velcro nas maos, agarra-se ao ombro, 30 cm. Lavado
pets ;; pt ;; olx-pt ;; Animais ;; 350 ;; cachorros pit ;; cachorros pit com 7 semanas, {{prohibited_item|orelhas ja cortadas}} ficam lindos, sem chip, entrego numa area de servico da A1. Pais no local nao
pets ;; pt ;; olx-pt ;; Animais ;; 60 ;; Casota de madeira para cão grande ;; Casota em pinho tratado com telhado de abrir, 90x70, para cao grande. Tenho de desmontar para levar
pets ;; pt ;; olx-pt ;; Caça ;; 15 ;; visco para passaros ;; {{prohibited_item|lata de visco 500g para apanhar passarinhos}}, agarra logo, do bom de antigamente. Levo a feira de Barcelos
pets ;; pt ;; olx-pt ;; Bricolage ;; 9 ;; Cola branca de carpinteiro 1kg ;; Cola branca vinilica para madeira, 1kg, usei um pouco. Seca transparente
pantry ;; pt ;; olx-pt ;; Alimentação ;; 20 ;; Chá de coca boliviano ;; {{prohibited_item|cha de folha de coca, 100 saquetas, trazido da Bolivia na mala}}, bom para altitude e para ter energia
pantry ;; pt ;; olx-pt ;; Alimentação ;; 6 ;; Caixa chás Tetley sortidos ;; Caixa de chas sortidos selada, validade 2027, recebi de presente e nao bebo cha
vape ;; pt ;; olx-pt ;; Outros ;; 25 ;; vapes hhc manga ;; {{prohibited_item|vapes HHC 1ml 95%}} sabor manga, relaxa mesmo bem, ainda sao 'legais' 😎 desconto a partir de 3
vape ;; pt ;; olx-pt ;; Casa ;; 18 ;; Difusor de aromas ultrassónico ;; Difusor com luz LED e oleo essencial de manga e lavanda, desliga sozinho. Como novo
spirits ;; pt ;; olx-pt ;; Investimentos ;; 500 ;; Investimento em barris de whisky ;; Compre a sua quota num {{prohibited_item|barril de whisky escoces, rendimento garantido de 12% ao ano}}, saida em 5 anos. Contrato e certificado. Vagas limitadas
spirits ;; pt ;; olx-pt ;; Decoração ;; 35 ;; Barril de carvalho decorativo 5L ;; Pipa de carvalho decorativa com torneira, vazia, para decorar garrafeira ou bar. Nunca levou vinho
spirits ;; pt ;; olx-pt ;; Bebidas ;; 180 ;; Garrafeira do meu pai ;; Vendo a colecao: {{restricted_item|Porto Vintage 1985, dois moscateis de setubal e uma aguardente velha}}, bem guardadas na cave. Vendo tudo junto
hazmat ;; pt ;; olx-pt ;; Climatização ;; 150 ;; garrafa R22 cheia ;; {{prohibited_item|garrafa de gas refrigerante R22 13,6kg cheia}}, para quem ainda tem ar condicionado antigo. Sem fatura
hazmat ;; pt ;; olx-pt ;; Climatização ;; 220 ;; Ar condicionado portátil com gás R290 ;; Ar condicionado portatil 9000 btu, gas R290, controlo remoto, manual. Levantar em Gaia
hazmat ;; pt ;; olx-pt ;; Agricultura ;; 30 ;; furadan ;; tenho um resto de {{prohibited_item|furadan (carbofurano) em po}} do tempo do meu avo, acaba de vez com raposas e ratos, poe-se num bocado de carne. 30 o frasco
hazmat ;; pt ;; olx-pt ;; Agricultura ;; 75 ;; Rede eletrificada galinheiro ;; Rede eletrificada 50 m para galinheiro com eletrificador solar, protege das raposas sem lhes fazer mal
arms ;; pt ;; olx-pt ;; Desporto ;; 90 ;; glock airsoft ;; Pistola airsoft gas, {{prohibited_item|ja tirei a ponta laranja, parece mesmo verdadeira}}, pesada. Ideal para assustar. Com 2 carregadores
arms ;; pt ;; olx-pt ;; Desporto ;; 15 ;; Óculos de proteção airsoft/paintball ;; Oculos de protecao com rede metalica para airsoft e paintball, ajustaveis, nunca usados
arms ;; pt ;; olx-pt ;; Decoração ;; 20 ;; Pisa-papéis latão ;; {{prohibited_item|Pisa-papeis em latao, quatro aneis, encaixa perfeitamente nos dedos}} 😉 para a secretaria... ou para a noite
arms ;; pt ;; olx-pt ;; Decoração ;; 12 ;; Pisa-papéis antigo em forma de peixe ;; Pisa-papeis de latao macico em forma de peixe, anos 50, bonita patina
fakes ;; pt ;; vinted ;; Sapatilhas ;; 85 ;; Jordan 4 reps topo ;; Jordan 4 black cat, {{prohibited_item|reps de topo compradas via kakobuy}}, ninguem distingue. W2C manda mensagem. Tam 42
fakes ;; pt ;; vinted ;; Sapatilhas ;; 160 ;; Jordan 4 Military Black ;; Originais, compradas na Foot Locker do Colombo, tenho fatura e caixa. Tam 42, usadas 3 vezes
stolen ;; pt ;; olx-pt ;; Beleza ;; 15 ;; perfumes variados baratos ;; lote de perfumes de marca {{prohibited_item|que cairam do camiao}} 😂 15 cada, sem perguntas, tenho muitos. Boss, Armani, Paco
stolen ;; pt ;; olx-pt ;; Serviços ;; 0 ;; Mudanças e transportes com fatura ;; Faco mudancas com camiao de 20m3, orcamento gratis, passo fatura com NIF. Zona Lisboa e margem sul
stolen ;; pt ;; olx-pt ;; Auto ;; 0 ;; compro catalisadores ;; {{prohibited_item|Compro catalisadores usados, pago na hora em dinheiro, nao pergunto de onde vem}}. Vou buscar a qualquer hora, tambem noite
stolen ;; pt ;; olx-pt ;; Auto ;; 240 ;; Catalisador novo Clio 1.2 homologado ;; Catalisador novo com homologacao, para Clio III 1.2 16v, com fatura da loja, nao chegou a ser montado
official ;; pt ;; olx-pt ;; Livros ;; 40 ;; manuais 7º ano ;; {{prohibited_item|Manuais do 7 ano dos vales da escola (MEGA), vendo antes de ter de os devolver}}, estao como novos
official ;; pt ;; olx-pt ;; Livros ;; 35 ;; Manuais escolares 7º ano comprados ;; Manuais do 7 ano comprados por mim na Bertrand, alguns riscados a lapis, cadernos de atividades por fazer
official ;; pt ;; olx-pt ;; Outros ;; 80 ;; chave caixas correio ;; {{prohibited_item|chave mestra das caixas de correio de predio (as dos CTT), abre todas}} as de Lisboa. Nao faco perguntas
official ;; pt ;; olx-pt ;; Casa ;; 22 ;; Caixa de correio inox com 2 chaves ;; Caixa de correio de parede em inox escovado, com 2 chaves, nunca montada
locked ;; pt ;; olx-pt ;; Serviços ;; 50 ;; desbloqueio icloud ;; {{prohibited_item|Desbloqueio de iCloud e conta Google de telemoveis encontrados ou esquecidos}}, 100% remoto, nao precisa de fatura nem do dono
locked ;; pt ;; olx-pt ;; Serviços ;; 0 ;; Reparação de iPhone em Braga ;; Troca de ecra e bateria de iPhone com garantia de 6 meses, loja fisica em Braga, fatura com NIF
recalls ;; pt ;; olx-pt ;; Saúde ;; 300 ;; CPAP Philips DreamStation ;; {{prohibited_item|CPAP Philips DreamStation daquele lote da recolha, nunca mandei trocar a espuma}}, funciona bem. Com mascara e tubo
recalls ;; pt ;; olx-pt ;; Beleza ;; 20 ;; Philips Sonicare ;; Escova eletrica Philips Sonicare com 2 cabecas novas e carregador, pouco uso
downloads ;; pt ;; olx-pt ;; Informática ;; 3 ;; netflix 4k ;; {{prohibited_item|Ecras Netflix 4K partilhados, 3€/mes}}, pagas ao dia 1 e eu mando o perfil, sem falhas ha 1 ano
downloads ;; pt ;; olx-pt ;; TV ;; 10 ;; Comando box MEO + cabo HDMI ;; Comando original da box MEO e cabo HDMI 2m, funcionam. Devolvi a box a operadora
records ;; pt ;; olx-pt ;; Serviços ;; 40 ;; localizo qualquer telemovel ;; {{prohibited_item|Localizo qualquer telemovel so pelo numero, mando a morada em 24h}}. Ex-namoradas, devedores, o que precisar
records ;; pt ;; olx-pt ;; Eletrónica ;; 18 ;; Porta-chaves localizador Tile ;; Localizador bluetooth Tile Mate para chaves, funciona com a app, pilha nova
events ;; pt ;; olx-pt ;; Bilhetes ;; 30 ;; passe navegante ;; {{prohibited_item|Passe navegante mensal carregado ate dia 30, esta noutro nome}} mas ninguem ve a foto. 30€
events ;; pt ;; olx-pt ;; Livros ;; 9 ;; Guia Lisboa de elétrico ;; Livro guia de Lisboa pelos percursos do eletrico 28, edicao 2022, com mapa
seeds ;; pt ;; olx-pt ;; Jardim ;; 4 ;; mudas árvore-do-céu ;; {{prohibited_item|Mudas de arvore-do-ceu (ailanto)}}, crescem super rapido, daqui a 2 anos ja tem sombra. 4€ cada
seeds ;; pt ;; olx-pt ;; Jardim ;; 6 ;; Mudas de medronheiro de viveiro ;; Medronheiros em vaso de 3L, de viveiro certificado com passaporte fitossanitario, 50cm
eros ;; pt ;; olx-pt ;; Serviços ;; 150 ;; companhia para jantares ;; Senhora elegante 35 anos {{prohibited_item|faz companhia para jantares e o que acontecer depois, 150 a noite}}. Discricao total
eros ;; pt ;; vinted ;; Vestidos ;; 25 ;; Vestido vermelho jantar ;; Vestido vermelho comprido, usei num jantar de S. Valentim, tamanho S, lavado
garage ;; pt ;; olx-pt ;; Pesados ;; 40 ;; iman para tacografo ;; {{prohibited_item|Iman para tacografo digital, nao marca as horas de conducao}}, poe e tira em segundos. Camionistas sabem
garage ;; pt ;; olx-pt ;; Pesados ;; 15 ;; Suporte magnético telemóvel camião ;; Suporte magnetico para telemovel, cola no tablier, aguenta buracos. Com 2 placas metalicas
garage ;; pt ;; olx-pt ;; Auto ;; 25 ;; matrículas sem documentos ;; {{prohibited_item|Faco matriculas de carro e mota sem pedir documentos, qualquer numero}}, acrilico ou aluminio, entrega em 2 dias
garage ;; pt ;; olx-pt ;; Decoração ;; 20 ;; Matrícula decorativa de parede ;; Matricula antiga em chapa 'PORTUGAL 1978' para decorar garagem ou bar, nao serve para carro
snoop ;; pt ;; olx-pt ;; Serviços ;; 80 ;; ver whatsapp da namorada ;; {{prohibited_item|Instalo app para ver as mensagens e localizacao do telemovel da namorada sem ela saber}}. Resultados garantidos
snoop ;; pt ;; olx-pt ;; Serviços ;; 0 ;; Instalação de câmaras em lojas ;; Instalo videovigilancia em lojas e armazens com aviso afixado e registo conforme a lei. Orcamento gratis
phones ;; pt ;; olx-pt ;; Telemóveis ;; 320 ;; iPhone 12 64GB preto ;; Bom estado, bateria 86%, sempre com capa. Mais rapido ligar: {{contact_phone|nove tres dois 1 5 oito 4 zero 6}}
phones ;; pt ;; olx-pt ;; Telemóveis ;; 140 ;; Samsung A52 com capa ;; Samsung A52 128gb, ecra sem riscos, carregador original. So respostas pelo chat do OLX, obrigado
phones ;; pt ;; olx-pt ;; Telemóveis ;; 90 ;; Xiaomi Redmi Note 10 ;; Funciona tudo, tem um risco atras. Para mais fotos {{contact_phone|9 1 6 . 2 2 4 . 0 8 1}} so sms, nao atendo chamadas
phones ;; pt ;; olx-pt ;; Telemóveis ;; 75 ;; Motorola G9 Play ;; Motorola com 4gb, 64gb, dual sim, desbloqueado, com caixa. Posso enviar pelo OLX Entrega
fashion ;; pt ;; vinted ;; Casacos ;; 30 ;; Casaco Sfera tamanho M ;; Casaco acolchoado, em bom estado. Duvidas para o {{contact_email|rita.m [em] sapo [ponto] pt}} que respondo mais rapido
fashion ;; pt ;; vinted ;; Casacos ;; 28 ;; Parka Bershka M ;; Parka verde com capuz de pelo sintetico, em bom estado, envio pela Vinted
home ;; pt ;; olx-pt ;; Móveis ;; 60 ;; Mesa de centro carvalho ;; Mesa de centro 100x60, carvalho, pouco uso. Muita procura, reservas so pelo formulario {{external_link|forms.gle/mesaCentroRita}} por ordem de chegada
home ;; pt ;; olx-pt ;; Móveis ;; 70 ;; Cómoda branca 4 gavetas ;; Comoda branca IKEA Hemnes, 4 gavetas, montada. Levantamento no Porto, respondo aqui por mensagem
kids ;; pt ;; olx-pt ;; Bebé ;; 45 ;; Cadeira de papa Stokke Tripp Trapp ;; Tripp trapp natural com baby set, em madeira, boa. Fala comigo {{social_handle|no viber, tenho o mesmo nome que aqui}}
kids ;; pt ;; olx-pt ;; Bebé ;; 40 ;; Alcofa com suporte ;; Alcofa de vime com colchao e suporte, lencois incluidos. Entrego em Almada, falamos pelo chat
tech ;; pt ;; olx-pt ;; Informática ;; 250 ;; Portátil Lenovo i5 16GB ;; Lenovo Ideapad i5 11 gen, 16gb ram, ssd 512. {{off_platform_payment|Pagamento em USDT ou bitcoin com 10% desconto}}, envio no mesmo dia
tech ;; pt ;; olx-pt ;; Informática ;; 230 ;; Portátil HP 15 Ryzen 5 ;; HP 15 com ryzen 5, 8gb, ssd 256, bateria aguenta 4h. Pagamento pelo OLX ou em mao na entrega
tech ;; pt ;; olx-pt ;; Consolas ;; 200 ;; PS4 Pro 1TB + 2 comandos ;; PS4 Pro com 2 comandos e 6 jogos. {{off_platform_payment|Pago por referencia multibanco que eu gero no meu banco}} e envio depois por CTT
tech ;; pt ;; olx-pt ;; Consolas ;; 180 ;; Nintendo Switch com Mario Kart ;; Switch v2 com dock e mario kart 8, tudo a funcionar. Nao aceito trocas, so venda
sport ;; pt ;; olx-pt ;; Desporto ;; 110 ;; Bicicleta BTT roda 29 ;; Btt roda 29 alu, travoes de disco, revista em outubro. Mais fotos no {{social_handle|insta: btt_do_ze_porto}}
sport ;; pt ;; olx-pt ;; Desporto ;; 35 ;; Capacete BTT M ;; Capacete de btt tamanho M, nunca levou pancada, com viseira. Entrego em Valongo
books ;; pt ;; olx-pt ;; Livros ;; 12 ;; Lote livros Saramago ;; 5 livros de Saramago em bom estado. {{off_platform_payment|Transferencia antes do envio para o IBAN que te mando}}, portes 3€
books ;; pt ;; olx-pt ;; Livros ;; 8 ;; Livro de receitas Pingo Doce ;; Livro de receitas do Pingo Doce, 2019, sem manchas
home ;; pt ;; olx-pt ;; Electrodomésticos ;; 150 ;; Máquina de lavar Bosch 7kg ;; Bosch serie 4, 7kg, 1200 rpm, a funcionar. Tenho de a tirar esta semana, quem vier primeiro leva. Dinheiro na entrega
home ;; pt ;; olx-pt ;; Electrodomésticos ;; 40 ;; Microondas Samsung ;; Microondas com grill, 23L, prato limpo. Envio pelo OLX Entrega, pagamento pela plataforma
fashion ;; pt ;; vinted ;; Malas ;; 45 ;; Mala Parfois preta grande ;; Mala tote grande, usada umas vezes, sem marcas de uso. Vinted envio
fashion ;; pt ;; vinted ;; Calçado ;; 30 ;; Botas Timberland 38 ;; Botas Timberland camel tam 38, sola boa. Vejam tambem as outras coisas que tenho a venda aqui no meu perfil
meds ;; pt ;; olx-pt ;; Saúde ;; 35 ;; Termómetro e oxímetro ;; Oximetro de dedo e termometro infravermelhos, pilhas novas, usados no covid e guardados
official ;; pt ;; olx-pt ;; Coleções ;; 15 ;; Farda de escuteiro ;; Farda de escuteiro do CNE, camisa tamanho 12 anos e lenco do agrupamento, como nova
raffles ;; pt ;; olx-pt ;; Coleções ;; 30 ;; Coleção de bilhetes de lotaria 1960-80 ;; Cautelas de lotaria ja jogadas, 40 diferentes, boas para colecao ou quadros, nenhuma premiada
arms ;; pt ;; olx-pt ;; Caça ;; 600 ;; espingarda caça 12 ;; Espingarda de caca calibre 12 do meu tio, em bom estado, {{prohibited_item|nao tem livrete nem licenca mas dispara bem}}. Nao vendo a curiosos
arms ;; pt ;; olx-pt ;; Caça ;; 40 ;; Colete de caça laranja ;; Colete de caca alta visibilidade laranja, tamanho L, varios bolsos para cartuchos vazios
phones ;; pt ;; olx-pt ;; Telemóveis ;; 60 ;; Nokia antigo colecção ;; Nokia 3310 original a funcionar, com carregador. Referencia na etiqueta 0682143 para quem coleciona. Nao faco envios, entrego em maos no Porto
fashion ;; pt ;; vinted ;; Malas ;; 25 ;; Mala com logo bordado por mim ;; Mala de pano que eu propria bordei com flores e o meu nome, peça unica, sem marca nenhuma
spirits ;; pt ;; olx-pt ;; Bebidas ;; 5 ;; Cerveja sem álcool pack 6 ;; Pack de 6 cervejas sem alcool 0,0, validade junho, nao gostei do sabor
hazmat ;; pt ;; olx-pt ;; Jardim ;; 12 ;; Adubo orgânico de algas ;; Adubo organico liquido de algas 5L, para horta biologica, meio cheio
arms ;; pt ;; olx-pt ;; Cozinha ;; 30 ;; Conjunto de facas de cozinha com bloco ;; Facas de cozinha em inox com bloco de madeira, 6 pecas, afiadas ha pouco
pets ;; pt ;; olx-pt ;; Animais ;; 20 ;; Gaiola para coelho anão ;; Gaiola com bebedouro e comedouro, 80cm, para coelho anao ou porquinho da india, sem animal
jobs ;; es ;; wallapop ;; Servicios ;; 80 ;; Examenes online uni ;; Estudiante de ADE, {{prohibited_item|te hago el examen online de la uni, me conecto a tu pc por anydesk}} mientras tu tienes la camara puesta. Aprobado o devuelvo la mitad
jobs ;; es ;; wallapop ;; Servicios ;; 15 ;; Clases de estadística para la uni ;; Doy clases particulares de estadistica y econometria online, 15€/hora, tengo apuntes y examenes de otros años resueltos para practicar
jobs ;; es ;; wallapop ;; Servicios ;; 100 ;; facturo por ti ;; {{prohibited_item|Presto mi alta de autonomo para que factures a mi nombre}}, tu cobras y yo me quedo un 10%. Ideal si no tienes papeles
jobs ;; es ;; wallapop ;; Servicios ;; 40 ;; Gestoría: altas de autónomo ;; Gestor colegiado: altas de autonomo, trimestrales y renta. 40€ el alta con el modelo 036 presentado
raffles ;; es ;; wallapop ;; Otros ;; 5 ;; Participaciones Navidad peña ;; {{prohibited_item|Participaciones de loteria de navidad de la peña, 5€ con 1€ de donativo}}, numero 48213, quedan pocas, os las llevo en mano
raffles ;; es ;; wallapop ;; Consolas ;; 20 ;; CAJA MISTERIOSA GAMER ;; {{prohibited_item|Caja misteriosa a 20€, 1 de cada 20 lleva una PS5}}, las demas accesorios y juegos. Abro en directo para que veais que es real
raffles ;; es ;; wallapop ;; Juguetes ;; 20 ;; Lote de juguetes variados ;; Caja con juguetes variados, lo que sale en las fotos: coches, puzzle, peluches. Todo junto
certificates ;; es ;; wallapop ;; Servicios ;; 30 ;; facturas para justificar gastos ;; {{prohibited_item|Facturas de restaurante y hotel con CIF para justificar gastos de empresa}}, pon la fecha y el importe que necesites, 30€ el pack de 10
certificates ;; es ;; wallapop ;; Papelería ;; 4 ;; Talonario de facturas autocopiativo ;; Talonario de facturas duplicado autocopiativo A5, nuevo, para autonomos que aun lo hacen a mano
certificates ;; es ;; wallapop ;; Otros ;; 25 ;; tarjeta aparcamiento pmr ;; {{prohibited_item|Copia a color de tarjeta de aparcamiento de minusvalido}}, plastificada igual que la buena, nadie la mira. Aparcas en el centro gratis
certificates ;; es ;; wallapop ;; Coche ;; 6 ;; Funda para tarjeta PMR ;; Funda transparente para la tarjeta de estacionamiento PMR, con ventosa para el parabrisas
finance ;; es ;; wallapop ;; Servicios ;; 300 ;; recuperamos tu dinero ;; ¿Perdiste dinero en criptos o en una estafa? {{prohibited_item|Recuperamos tu dinero, pago por adelantado de la tasa de gestion}}, 95% de exito
finance ;; es ;; wallapop ;; Libros ;; 8 ;; Libro Bitcoin para principiantes ;; Libro sobre criptomonedas y como funcionan, leido una vez, como nuevo
finance ;; es ;; wallapop ;; Otros ;; 250 ;; tarjetas prepago cargadas ;; {{prohibited_item|Tarjetas prepago anonimas ya cargadas con 500€, me pagas 250}}, sirven en cualquier tienda online. Pregunta sin miedo
meds ;; es ;; wallapop ;; Salud ;; 10 ;; orfidal ;; Tiras de {{prohibited_item|orfidal lorazepam 1mg sueltas}}, me sobraron, para dormir o nervios. 10€ la tira
meds ;; es ;; wallapop ;; Salud ;; 35 ;; Manta eléctrica para la espalda ;; Manta electrica de espalda y cuello con 3 temperaturas, apagado automatico
meds ;; es ;; wallapop ;; Salud ;; 30 ;; tadalafilo 20 ;; {{prohibited_item|Tadalafilo 20mg generico de Turquia, 30 pastillas}}, efecto 36h, envio discreto 😏
meds ;; es ;; wallapop ;; Belleza ;; 60 ;; Ácido hialurónico labios ;; {{prohibited_item|Jeringas de acido hialuronico 1ml para rellenar labios tu misma, con agujas}}, tutorial incluido por video
meds ;; es ;; wallapop ;; Belleza ;; 9 ;; Bálsamo labial voluminizador ;; Balsamo labial efecto volumen de farmacia, abierto 1 vez para probar color
meds ;; es ;; vinted ;; Belleza ;; 15 ;; crema aclarante fuerte ;; {{prohibited_item|Crema aclarante con hidroquinona 4%}}, traida de Costa de Marfil, aclara manchas y piel en 2 semanas
pets ;; es ;; wallapop ;; Caza ;; 45 ;; reclamo codorniz ;; {{prohibited_item|Reclamo electronico de codorniz con 200 cantos y mando}}, entran solas, para el campo. Bateria nueva
pets ;; es ;; wallapop ;; Electrónica ;; 25 ;; Altavoz bluetooth para el campo ;; Altavoz bluetooth resistente al agua con mosqueton, 12h de bateria, ideal para la montaña
pets ;; es ;; wallapop ;; Arte ;; 60 ;; teclas marfil piano ;; {{prohibited_item|Teclas de marfil de piano antiguo, 52 placas}}, para artesania, mangos de cuchillo o botones
pets ;; es ;; wallapop ;; Música ;; 250 ;; Piano vertical antiguo para restaurar ;; Piano vertical aleman de 1960, teclas de plastico, necesita afinacion. Lo tenemos que sacar del piso
pets ;; es ;; wallapop ;; Pesca ;; 180 ;; pesca electrica ;; {{prohibited_item|Equipo de pesca electrica para rios, 12V con pertiga}}, las truchas suben solas. Poco uso
pets ;; es ;; wallapop ;; Pesca ;; 40 ;; Caña de pesca de río con carrete ;; Caña telescopica de 3m con carrete Shimano y caja de anzuelos, para rio
pantry ;; es ;; wallapop ;; Alimentación ;; 12 ;; gominolas mini vasitos ;; {{prohibited_item|Gelatinas mini en vasito con konjac, importadas de Asia}}, 50 uds, a los niños les flipan, se tragan de un golpe
pantry ;; es ;; wallapop ;; Alimentación ;; 6 ;; Caja de gominolas Haribo ;; Caja de gominolas Haribo 1kg sin abrir, caducidad 2027
vape ;; es ;; wallapop ;; Otros ;; 8 ;; bolsitas nicotina extra fuertes ;; {{restricted_item|Bolsitas de nicotina 50mg extra fuertes}}, como el snus pero se pueden vender, latas de 20
vape ;; es ;; wallapop ;; Hogar ;; 5 ;; Caja metálica de chicles vintage ;; Caja metalica antigua de chicles Cheiw, vacia, para coleccionistas
vape ;; es ;; wallapop ;; Otros ;; 30 ;; tabaco andorra ;; {{prohibited_item|Cartones de tabaco de Andorra}}, subo cada semana, Marlboro y Winston a 30€ el carton. Pedidos por aqui
vape ;; es ;; wallapop ;; Otros ;; 3 ;; Papel de liar y boquillas ;; Librillos de papel de liar y boquillas de carton, caja de 50, sin abrir
spirits ;; es ;; wallapop ;; Hogar ;; 25 ;; alcohol 96 para licores ;; {{restricted_item|Alcohol etilico 96 grados, garrafa de 5 litros}}, para hacer licores caseros y orujo, sin preguntas
spirits ;; es ;; wallapop ;; Alimentación ;; 12 ;; Gin sin alcohol 0,0 ;; Botella de ginebra sin alcohol 0,0 sin abrir, me la regalaron y no bebo
hazmat ;; es ;; wallapop ;; Bricolaje ;; 40 ;; termita en polvo ;; {{restricted_item|Kit de termita en polvo 1kg con ignitor}}, para soldar carriles... o para lo que quieras 😏
hazmat ;; es ;; wallapop ;; Bricolaje ;; 120 ;; Soldador inverter 160A ;; Soldador inverter 160A con careta automatica y pinzas, funciona perfecto
hazmat ;; es ;; wallapop ;; Motor ;; 35 ;; ácido fluorhídrico llantas ;; {{restricted_item|Acido fluorhidrico 40% botella de 1 litro}}, el mejor para limpiar llantas de aluminio, lo usan en talleres
hazmat ;; es ;; wallapop ;; Motor ;; 10 ;; Limpiador de llantas sin ácido ;; Limpiador de llantas sin acidos 500ml, cambia de color, apto para todo tipo de llantas
arms ;; es ;; wallapop ;; Otros ;; 35 ;; porra extensible ;; {{prohibited_item|Porra extensible de acero 21 pulgadas con funda}}, para seguridad personal o vigilantes
arms ;; es ;; wallapop ;; Móviles ;; 10 ;; Palo selfie extensible 1m ;; Palo de selfie extensible con tripode y mando bluetooth, 1 metro
arms ;; es ;; wallapop ;; Deporte ;; 60 ;; cargadores AR15 ;; {{restricted_item|Cargadores metalicos de 30 para AR-15, los de verdad}}, 3 unidades, no son de airsoft
arms ;; es ;; wallapop ;; Caza ;; 40 ;; cerbatana con dardos ;; {{prohibited_item|Cerbatana de 1,20m con dardos metalicos}}, potente, para caza menor o tiro
arms ;; es ;; wallapop ;; Juegos ;; 12 ;; Dardos punta blanda ;; Juego de dardos de punta blanda para diana electronica, 6 dardos y plumas de repuesto
fakes ;; es ;; wallapop ;; Coleccionismo ;; 15 ;; charizard proxy ;; {{prohibited_item|Cartas Pokemon proxy Charizard alta calidad, parecen reales}}, brillo holo como la original, 15€
fakes ;; es ;; wallapop ;; Coleccionismo ;; 18 ;; Carpeta para cartas Pokémon ;; Carpeta con 360 fundas para cartas Pokemon, cierre de cremallera, nueva
fakes ;; es ;; wallapop ;; Informática ;; 12 ;; Cartuchos HP 305 ;; {{prohibited_item|Cartuchos HP 305 rellenados y vueltos a precintar en su caja original}}, el cliente no nota nada, ideal tiendas
fakes ;; es ;; wallapop ;; Informática ;; 10 ;; Kit de recarga de tinta universal ;; Kit de recarga con tinta negra y color y jeringas, para cartuchos recargables
stolen ;; es ;; wallapop ;; Otros ;; 10 ;; cajas sin abrir 10€ ;; {{prohibited_item|Paquetes sin reclamar que me pasa un repartidor}}, cajas cerradas a 10€, puede salir un movil o unos calcetines 😂
stolen ;; es ;; wallapop ;; Mudanza ;; 10 ;; Cajas de mudanza 20 uds ;; 20 cajas de carton de mudanza, usadas una vez, buenas
stolen ;; es ;; wallapop ;; Hogar ;; 8 ;; albornoces hotel ;; {{prohibited_item|Albornoces y toallas de hotel de 5 estrellas con el logo}}, tengo muchos, se los traigo a mi cuñado que trabaja alli
stolen ;; es ;; wallapop ;; Hogar ;; 20 ;; Albornoz de algodón nuevo ;; Albornoz de algodon blanco talla M con etiqueta, regalo repetido
official ;; es ;; wallapop ;; Obra ;; 30 ;; carro super ;; {{prohibited_item|Carro de supermercado Mercadona}}, perfecto para la obra o el huerto, aguanta mucho peso
official ;; es ;; wallapop ;; Hogar ;; 15 ;; Carro de la compra plegable ;; Carro de la compra con 4 ruedas y bolsa termica, plegable
official ;; es ;; wallapop ;; Camping ;; 4 ;; raciones de combate ;; {{prohibited_item|Raciones de combate del ejercito, las saco del cuartel}}, caducan en 2027, 4€ cada una
locked ;; es ;; wallapop ;; Servicios ;; 40 ;; cambio imei ;; {{prohibited_item|Cambio IMEI de moviles bloqueados o reportados}}, lo dejo limpio en 1 hora para cualquier compañia
locked ;; es ;; wallapop ;; Móviles ;; 210 ;; Samsung S21 libre con factura ;; S21 libre de fabrica, IMEI limpio, te enseño la factura de compra y la caja
recalls ;; es ;; wallapop ;; Bebé ;; 40 ;; cuna barandilla ;; {{restricted_item|Cuna con barandilla lateral abatible, de las antiguas que ya no se venden}}, madera maciza, super practica
recalls ;; es ;; wallapop ;; Bebé ;; 60 ;; Cuna de colecho de madera ;; Cuna de colecho con colchon y sabanas, se acopla a la cama, en buen estado
recalls ;; es ;; wallapop ;; Juguetes ;; 12 ;; bolas magnéticas ;; {{restricted_item|Bolas magneticas de neodimio 216 piezas, para niños}}, super entretenidas, vienen en caja metalica
downloads ;; es ;; wallapop ;; Informática ;; 3 ;; windows 11 pro ;; {{prohibited_item|Licencias Windows 11 Pro a 3€, activacion al momento}}, te mando la clave por mensaje
downloads ;; es ;; wallapop ;; Informática ;; 5 ;; chatgpt plus ;; {{prohibited_item|Cuenta ChatGPT Plus compartida a 5€ al mes}}, sin limites, entre 4 personas
downloads ;; es ;; wallapop ;; Informática ;; 60 ;; Windows 10 en caja precintada ;; Windows 10 Home en caja con su pendrive y la etiqueta de autenticidad, nunca instalado
records ;; es ;; wallapop ;; Otros ;; 150 ;; base de datos clientes ;; {{prohibited_item|Base de datos de clientes de mi antigua empresa, 8000 contactos con movil y email}}, sector reformas
records ;; es ;; wallapop ;; Papelería ;; 10 ;; Agenda Moleskine 2026 ;; Agenda semanal 2026 sin usar, tapa dura negra
events ;; es ;; wallapop ;; Entradas ;; 80 ;; invitaciones primavera sound ;; {{restricted_item|2 invitaciones del Primavera Sound, pone prohibida su venta}} pero nadie lo comprueba, 80 las dos
events ;; es ;; vinted ;; Camisetas ;; 15 ;; Camiseta oficial Primavera Sound 2019 ;; Camiseta oficial del festival talla M, lavada pocas veces
seeds ;; es ;; wallapop ;; Plantas ;; 8 ;; plumero morado ;; {{prohibited_item|Plumero morado pennisetum setaceum en maceta}}, muy decorativo y se reproduce solo por todo el jardin
seeds ;; es ;; wallapop ;; Plantas ;; 5 ;; Lavanda en maceta ;; Lavanda en maceta de 2L, muy sana, florece en mayo
seeds ;; es ;; wallapop ;; Plantas ;; 20 ;; san pedro + receta ;; {{prohibited_item|Cactus san pedro con la receta para prepararlo y hacer el viaje}} 🌵✨ esqueje de 40cm
eros ;; es ;; wallapop ;; Otros ;; 400 ;; muñeca realista ;; {{prohibited_item|Muñeca sexual de 1,20 m con aspecto muy joven}}, silicona, envio discreto
eros ;; es ;; wallapop ;; Coleccionismo ;; 45 ;; Muñeca Nancy de colección 1978 ;; Nancy original de Famosa de 1978 con su vestido, pelo bien, para coleccionistas
garage ;; es ;; wallapop ;; Motor ;; 25 ;; lamina tintada 5 ;; {{restricted_item|Lamina tintada 5% para lunas delanteras}}, no pasa la ITV pero queda muy guapo, la pongo yo
garage ;; es ;; wallapop ;; Motor ;; 8 ;; Parasol plegable luna delantera ;; Parasol plegable para la luna delantera, tamaño universal, con funda
snoop ;; es ;; wallapop ;; Móviles ;; 25 ;; sims registradas ;; {{prohibited_item|Tarjetas SIM ya registradas a nombre de otra persona, activadas}}, no tienes que dar tus datos. 25€
snoop ;; es ;; wallapop ;; Móviles ;; 4 ;; Adaptador nano micro SIM ;; Adaptadores nano a micro y estandar SIM con extractor, pack de 3
snoop ;; es ;; wallapop ;; Otros ;; 90 ;; lector bandas ;; {{prohibited_item|Skimmer lector de banda para poner encima del datafono}}, con bateria y memoria
phones ;; es ;; wallapop ;; Móviles ;; 180 ;; iPhone XR 128 ;; iPhone XR rojo, bateria 81%, sin golpes. Whatsapp al {{contact_phone|6-1-2/3-4-5/6-7-8}} y te paso mas fotos
phones ;; es ;; wallapop ;; Móviles ;; 150 ;; Google Pixel 6a ;; Pixel 6a libre, 128gb, con funda. Solo trato por el chat de wallapop, envio con wallapop envios
phones ;; es ;; wallapop ;; Móviles ;; 95 ;; Realme 9 Pro ;; Realme 9 pro verde, todo ok. Escribeme {{contact_email|a pepe.garcia90 en hotmail punto es}} que wallapop no me avisa
phones ;; es ;; wallapop ;; Móviles ;; 110 ;; Oppo A78 ;; Oppo a78 como nuevo, caja y cargador, factura de mediamarkt, envio o mano en Alcala
fashion ;; es ;; vinted ;; Chaquetas ;; 25 ;; Chaqueta vaquera Pull&Bear ;; Chaqueta vaquera talla S, muy poco uso. Tengo mas ropa en {{external_link|t.me/armario_de_lau}} mas barata
fashion ;; es ;; vinted ;; Chaquetas ;; 22 ;; Cazadora Stradivarius M ;; Cazadora de polipiel negra, talla M, bien cuidada, envio por vinted
home ;; es ;; wallapop ;; Muebles ;; 55 ;; Estantería Kallax blanca ;; Kallax 4x2 blanca, desmontada. Si quieres te la llevo, hablamos por {{social_handle|WeChat o Line: lau_casa88}}
home ;; es ;; wallapop ;; Muebles ;; 45 ;; Sillón orejero ;; Sillon orejero tapizado gris, sin manchas ni olores. Recoger en Getafe, hablamos por el chat
kids ;; es ;; wallapop ;; Bebé ;; 120 ;; Carrito Bugaboo Bee 5 ;; Bugaboo bee 5 con capazo y burbuja de lluvia. {{off_platform_payment|Prefiero pago por Skrill o tarjeta Neosurf}}, lo mando por Seur
kids ;; es ;; wallapop ;; Bebé ;; 30 ;; Trona Chicco ;; Trona Chicco polly reclinable, limpia, con bandeja. Pago con wallapop envios o en mano
tech ;; es ;; wallapop ;; Informática ;; 400 ;; MacBook Air M1 ;; MacBook air m1 8/256, bateria 91%. {{off_platform_payment|Me haces Google Pay a mi numero}} y lo envio hoy mismo
tech ;; es ;; wallapop ;; Informática ;; 380 ;; MacBook Air M1 gris ;; MacBook air m1 gris espacial, ciclo 120, con cargador original. Envio por wallapop protegido
sport ;; es ;; wallapop ;; Deporte ;; 200 ;; Patinete eléctrico Xiaomi 3 ;; Xiaomi 3 con 1200km, ruedas nuevas. {{off_platform_payment|Transferencia inmediata antes de enviar}}, nada de pagos por la app que tardan
sport ;; es ;; wallapop ;; Deporte ;; 25 ;; Pala de pádel Bullpadel ;; Pala de padel bullpadel hack, protector puesto, goma bien
books ;; es ;; wallapop ;; Libros ;; 6 ;; Trilogía Los juegos del hambre ;; Los tres libros en tapa blanda, bien cuidados. Tambien vendo en mi {{social_handle|pagina de facebook Libros de Segunda Mano Lau}}, buscala
books ;; es ;; wallapop ;; Libros ;; 10 ;; Cómics Mortadelo ;; 12 comics de Mortadelo y Filemon de los 90, algunos con la tapa suelta
home ;; es ;; wallapop ;; Electrodomésticos ;; 90 ;; Lavavajillas Balay ;; Lavavajillas Balay 60cm, funciona, lo quito por reforma. Pagas al recoger, en efectivo
home ;; es ;; wallapop ;; Electrodomésticos ;; 35 ;; Freidora de aire Cosori ;; Freidora de aire 5,5L, cesta sin rayas, se vende por mudanza
tech ;; es ;; wallapop ;; Consolas ;; 230 ;; PS5 digital ;; PS5 edicion digital con un mando, 1 año. Mas info al {{contact_phone|+34 seis uno dos, treinta y cuatro, cincuenta y seis, 78}}
tech ;; es ;; wallapop ;; Consolas ;; 150 ;; Xbox Series S ;; Xbox series s con 2 mandos y game pass de 1 mes regalado, en caja
garage ;; es ;; wallapop ;; Motor ;; 30 ;; Kit de bombillas LED H7 homologadas ;; Bombillas LED H7 con homologacion E, en su caja, sobraron de montar
spirits ;; es ;; wallapop ;; Alimentación ;; 45 ;; Lote de vinos Rioja reserva ;; {{restricted_item|6 botellas de Rioja reserva 2015}} de la bodega de mi padre, bien guardadas en cava
pets ;; es ;; wallapop ;; Caza ;; 20 ;; Chaleco de caza con reclamo de madera decorativo ;; Chaleco de caza talla L y un pato de madera tallado a mano, solo decorativo
meds ;; es ;; wallapop ;; Salud ;; 15 ;; Tensiómetro de muñeca ;; Tensiometro de muñeca Omron, pilas nuevas, con estuche, lo usaba mi abuela
stolen ;; es ;; wallapop ;; Hogar ;; 12 ;; Toallas de algodón nuevas ;; Juego de 4 toallas de algodon egipcio nuevas, con etiqueta de El Corte Ingles
garage ;; es ;; wallapop ;; Motor ;; 20 ;; Matrícula de bicicleta portabicis ;; Placa de matricula para portabicis de bola, homologada, hecha en taller con la documentacion del coche
fashion ;; es ;; vinted ;; Bolsos ;; 35 ;; Bolso de piel de Ubrique ;; Bolso de piel hecho en Ubrique por un artesano, sin logo, con su tarjeta del taller
books ;; es ;; wallapop ;; Libros ;; 12 ;; Libros de texto 1º ESO comprados ;; Libros de texto de 1 de ESO comprados por nosotros, sin subrayar, del colegio publico de Leganes
jobs ;; fr ;; generic ;; Services ;; 0 ;; FORMATION GRATUITE + IPHONE OFFERT ;; Vous avez des droits CPF qui dorment ? {{prohibited_item|Inscrivez-vous avec votre compte formation, on vous offre un iPhone 15}}, aucune presence demandee, juste vos identifiants France Connect
jobs ;; fr ;; generic ;; Services ;; 0 ;; Formation Excel éligible CPF ;; Organisme certifie Qualiopi, formation Excel 21h en visio, inscription uniquement par le site officiel Mon Compte Formation, pas de cadeau
jobs ;; fr ;; generic ;; Services ;; 250 ;; je prends vos points ;; Flashe ? {{prohibited_item|Je prends vos points de permis, je me designe comme conducteur}}, 250€ par point, 100% discret, deja plus de 50 clients
jobs ;; fr ;; generic ;; Services ;; 230 ;; Stage de récupération de points agréé ;; Stage agree prefecture 2 jours, recupere 4 points, places disponibles en mars a Lyon 3e
jobs ;; fr ;; generic ;; Immobilier ;; 3000 ;; reprise clé HLM ;; {{prohibited_item|Je vous cede ma cle de logement HLM T3 contre 3000€}}, on fait comme si vous etiez mon colocataire, le bailleur ne verifie pas
jobs ;; fr ;; generic ;; Maison ;; 35 ;; Boîte à clés sécurisée à code ;; Boite a cles murale avec code 4 chiffres, pour location saisonniere ou aide a domicile, neuve
raffles ;; fr ;; generic ;; Auto ;; 10 ;; TOMBOLA CLIO 4 ;; {{prohibited_item|Tombola pour gagner ma Clio 4, ticket a 10€, tirage en live quand les 800 tickets sont vendus}}, voiture visible a Reims
raffles ;; fr ;; generic ;; Services ;; 0 ;; paris sportifs pour toi ;; {{prohibited_item|Je parie pour toi avec mon compte Winamax, tu m'envoies ta mise}} et je te reverse les gains moins 10%. Pas besoin d'etre majeur
raffles ;; fr ;; generic ;; Jeux ;; 12 ;; Jeu de société La Bonne Paye ;; La Bonne Paye edition 1990, complete avec billets et cartes, boite un peu abimee
certificates ;; fr ;; generic ;; Services ;; 60 ;; avis d'imposition pour dossier ;; Dossier de location refuse ? {{prohibited_item|Je modifie votre avis d'imposition et vos fiches de paie}} pour que le revenu passe, PDF identique a l'original
certificates ;; fr ;; generic ;; Bureau ;; 15 ;; Classeur trieur papiers administratifs ;; Trieur accordeon 13 compartiments pour factures, impots, banque, sante. Neuf
certificates ;; fr ;; generic ;; Services ;; 90 ;; carte de presse backstage ;; {{prohibited_item|Carte de presse a votre nom, parfaite pour entrer en backstage et aux matchs}}, photo et tampon, pret en 5 jours
certificates ;; fr ;; generic ;; Photo ;; 320 ;; Reflex Nikon D7200 pour reportage ;; Nikon D7200 boitier + 18-140, 22000 declenchements, ideal photo de presse ou concert
finance ;; fr ;; generic ;; Services ;; 99 ;; signaux forex 30% par mois ;; {{prohibited_item|Signaux forex + copy trading, 30% par mois garantis}}, abonnement 99€, capital protege. Resultats en story
finance ;; fr ;; generic ;; Livres ;; 7 ;; Le trading pour les nuls ;; Livre Le trading pour les nuls, edition 2021, quelques passages surlignes
finance ;; fr ;; generic ;; Bijoux ;; 0 ;; rachat or à domicile cash ;; {{prohibited_item|Rachat or et bijoux a domicile, paiement cash, pas besoin de piece d'identite ni de facture}}, je me deplace 7j/7
meds ;; fr ;; generic ;; Santé ;; 20 ;; stilnox ;; Boite entiere de {{prohibited_item|zolpidem (stilnox) 10mg}}, 28 comprimes, ma mere a change de traitement
meds ;; fr ;; generic ;; Animaux ;; 80 ;; flacon vétérinaire ;; {{prohibited_item|Flacon de ketamine veterinaire 10ml}} reste du cabinet, scelle. Pour les pros ou pas 😉
meds ;; fr ;; generic ;; Maison ;; 25 ;; pack 5 nettoyants cuir 😉 ;; Pack de 5 {{restricted_item|poppers 'nettoyant cuir'}} 😉 25ml, arome fort, pour les soirees. Livraison discrete
meds ;; fr ;; generic ;; Maison ;; 12 ;; Nettoyant cuir pour canapé ;; Lait nettoyant et nourrissant pour canape en cuir, flacon 500ml entame, avec eponge
meds ;; fr ;; generic ;; Santé ;; 300 ;; appareils auditifs ;; {{restricted_item|Appareils auditifs d'occasion, regles pour ma mere}}, contour d'oreille, marchent bien, avec chargeur
meds ;; fr ;; generic ;; Santé ;; 4 ;; Piles pour appareils auditifs 312 ;; Plaquette de 6 piles taille 312 pour appareils auditifs, date 2028
meds ;; fr ;; generic ;; Bien-être ;; 45 ;; huile CBD 30% ;; {{restricted_item|Huile CBD 30% qui guerit l'anxiete, les douleurs et meme le cancer}}, temoignages en photo. 10ml
meds ;; fr ;; vinted ;; Beauté ;; 8 ;; Huile d'argan bio 50ml ;; Huile d'argan bio pour cheveux et peau, flacon neuf scelle
pets ;; fr ;; generic ;; Déco ;; 150 ;; héron naturalisé ;; {{prohibited_item|Heron cendre naturalise}}, trouve au bord de l'etang et fait monter par un ami, superbe pour une deco chasse
pets ;; fr ;; generic ;; Jardin ;; 25 ;; Héron en métal pour bassin ;; Heron decoratif en metal rouille 80cm pour bassin ou jardin, effet naturel
pets ;; fr ;; generic ;; Animaux ;; 50 ;; chatons 6 semaines ;; {{prohibited_item|Chatons de 6 semaines, sans puce ni vaccin}}, sevres, 50€ pour les frais, dispo de suite
pets ;; fr ;; generic ;; Animaux ;; 40 ;; Arbre à chat 1m50 ;; Arbre a chat 1m50 avec niche et griffoirs en sisal, quelques poils mais propre
pantry ;; fr ;; generic ;; Alimentation ;; 15 ;; miel qui soigne le diabète ;; Miel de montagne {{restricted_item|qui soigne le diabete et remplace l'insuline}}, cure de 3 pots, demandez mon protocole
pantry ;; fr ;; generic ;; Cuisine ;; 10 ;; Pot à miel en céramique ;; Pot a miel en ceramique avec cuillere en bois, forme ruche, jamais utilise
vape ;; fr ;; generic ;; Bien-être ;; 9 ;; fleurs CBD effet garanti ;; {{restricted_item|Fleurs CBD effet garanti, 0,3% officiellement}} 😏 si tu vois ce que je veux dire, 10g
vape ;; fr ;; generic ;; Bien-être ;; 22 ;; kratom poudre ;; {{prohibited_item|Kratom en poudre 100g, red bali}}, energie et detente, vendu comme encens
vape ;; fr ;; generic ;; Alimentation ;; 12 ;; Matcha bio 100g ;; Poudre de matcha bio de ceremonie 100g, sachet ferme, DLUO 2027
spirits ;; fr ;; generic ;; Vins ;; 150 ;; 24 bouteilles Bordeaux ;; Je vide la cave : {{restricted_item|24 bouteilles de Bordeaux 2010 a 2016}}, Saint-Emilion et Pessac, a prendre sur place
spirits ;; fr ;; generic ;; Maison ;; 40 ;; Cave à vin 24 bouteilles ;; Cave a vin electrique 24 bouteilles, silencieuse, vide bien sur, porte vitree
hazmat ;; fr ;; generic ;; Bricolage ;; 25 ;; acide nitrique ;; {{restricted_item|Acide nitrique 68% bouteille de 1L}}, pour decaper ou tester l'or, sans fiche de securite
hazmat ;; fr ;; generic ;; Maison ;; 3 ;; Vinaigre ménager 14 % ;; Vinaigre menager 14% 1L, pour detartrer, neuf
hazmat ;; fr ;; generic ;; Jardin ;; 10 ;; plaquettes insecticides ;; {{prohibited_item|Plaquettes insecticides au dichlorvos (vapona), vieux stock}}, radical contre mouches et mites
hazmat ;; fr ;; generic ;; Maison ;; 15 ;; Moustiquaire fenêtre ;; Moustiquaire aimantee pour fenetre 130x150, neuve dans son sachet
arms ;; fr ;; generic ;; Collection ;; 200 ;; casque allemand ww2 ;; {{prohibited_item|Casque allemand avec insigne SS et croix gammee}}, d'origine, pour vrais collectionneurs. Photos en prive
arms ;; fr ;; generic ;; Collection ;; 120 ;; Casque Adrian français 1915 ;; Casque Adrian de poilu, bleu horizon, avec coiffe, trouve dans un grenier de la Meuse
arms ;; fr ;; generic ;; Sport ;; 70 ;; amorces rechargement ;; {{restricted_item|1000 amorces pour rechargement de cartouches}}, small rifle, boite scellee
arms ;; fr ;; generic ;; Sport ;; 15 ;; Cartouchière en cuir ;; Cartouchiere en cuir vide, vintage, pour deco ou costume
arms ;; fr ;; generic ;; Collection ;; 180 ;; katana aiguisé ;; {{restricted_item|Katana aiguise comme un rasoir, ce n'est pas une deco}}, lame acier 1095, fourreau laque
arms ;; fr ;; generic ;; Sport ;; 20 ;; Bokken en chêne pour aïkido ;; Bokken en chene blanc pour aikido, 102cm, avec housse
fakes ;; fr ;; vinted ;; Sacs ;; 80 ;; sac monogramme ;; Sac type speedy, {{prohibited_item|comme en boutique mais pas de boutique}} 😉 logo et cadenas, pas de facture evidemment
fakes ;; fr ;; generic ;; Couture ;; 25 ;; tissu monogramme au mètre ;; {{prohibited_item|Tissu monogramme LV au metre pour coudre votre propre sac}}, qualite cuir enduit, 1m x 1,40
fakes ;; fr ;; generic ;; Couture ;; 9 ;; Tissu wax au mètre ;; Tissu wax 100% coton au metre, motifs fleurs, 6 yards disponibles
fakes ;; fr ;; generic ;; Montres ;; 95 ;; montre hommage ;; Montre sous-marine {{prohibited_item|hommage avec la couronne et le nom sur le cadran}}, mouvement automatique, poids correct
fakes ;; fr ;; generic ;; Montres ;; 120 ;; Montre plongée automatique microbrand ;; Montre plongee de microbrand francaise, son propre logo, boite et certificat, 200m
stolen ;; fr ;; generic ;; Divers ;; 5 ;; objets trouvés ;; {{prohibited_item|Portefeuilles, cartes et telephones trouves dans les bus}}, je vide mon casier, 5€ piece, pas de retour
stolen ;; fr ;; generic ;; Mobilité ;; 90 ;; trottinette lime ;; {{prohibited_item|Trottinette Lime, GPS retire}}, debridee 35km/h, batterie ok. Pas de papiers
stolen ;; fr ;; generic ;; Mobilité ;; 180 ;; Trottinette Xiaomi Pro 2 ;; Trottinette Xiaomi pro 2, facture Boulanger, 900km, bridee 25 comme la loi
official ;; fr ;; generic ;; Radio ;; 80 ;; scanner police pompiers ;; {{restricted_item|Scanner radio pour ecouter police, gendarmerie et pompiers}}, programme pour le 93, ideal pour savoir ou sont les controles
official ;; fr ;; generic ;; Radio ;; 20 ;; Radio FM portable vintage ;; Radio portable FM/AM annees 80 qui marche, avec piles
official ;; fr ;; generic ;; Collection ;; 120 ;; urne électorale ;; {{prohibited_item|Urne electorale transparente de la mairie}}, recuperee apres les municipales, avec cadenas
official ;; fr ;; generic ;; Collection ;; 350 ;; casque pompier F1 ;; {{restricted_item|Casque de pompier F1 XF actuel}} de ma caserne, taille M, parfait etat
locked ;; fr ;; generic ;; Services ;; 120 ;; clé toutes voitures ;; {{prohibited_item|Je programme une cle pour n'importe quelle voiture sans carte grise}}, meme sans la cle d'origine, deplacement la nuit possible
locked ;; fr ;; generic ;; Services ;; 0 ;; Serrurier auto agréé ;; Double de cle de voiture sur presentation de la carte grise et de la piece d'identite, atelier a Nantes
recalls ;; fr ;; generic ;; Téléphonie ;; 350 ;; galaxy note 7 neuf ;; {{prohibited_item|Samsung Galaxy Note 7 neuf sous blister}}, collector jamais renvoye au rappel, fonctionne
recalls ;; fr ;; generic ;; Bébé ;; 10 ;; cale-bébé ;; {{restricted_item|Cale-bebe positionneur de sommeil}} pour qu'il dorme sur le cote, tres peu servi
recalls ;; fr ;; generic ;; Bébé ;; 12 ;; Gigoteuse 0-6 mois ;; Gigoteuse 0-6 mois TOG 2,5, lavee, couleur ecru
downloads ;; fr ;; generic ;; Multimédia ;; 10 ;; spotify à vie ;; {{prohibited_item|Comptes Spotify Premium famille a vie pour 10€}}, je vous ajoute sur une adresse qui n'est pas la votre
downloads ;; fr ;; generic ;; Multimédia ;; 50 ;; logs comptes ;; {{prohibited_item|Logs de comptes bancaires et Ameli recuperes}}, avec mot de passe, tries par banque
records ;; fr ;; generic ;; Divers ;; 100 ;; listes électorales commune ;; {{prohibited_item|Listes electorales de la commune avec noms, adresses et dates de naissance}}, fichier Excel, ideal pour prospection
records ;; fr ;; generic ;; Divers ;; 20 ;; photos voisine ;; {{prohibited_item|Photos de ma voisine en maillot prises depuis mon balcon}}, 20 photos HD
events ;; fr ;; generic ;; Billetterie ;; 200 ;; pass annuel disney ;; {{restricted_item|Pass annuel Disneyland au nom de ma soeur}}, valable jusqu'en aout, ils regardent pas trop la photo
events ;; fr ;; generic ;; Billetterie ;; 0 ;; Porte-badge Disneyland ;; Porte-badge Disneyland avec lanyard Mickey, pour ranger ses billets et le pass
seeds ;; fr ;; generic ;; Jardin ;; 3 ;; laitue d'eau bassin ;; {{prohibited_item|Laitue d'eau (pistia) pour bassin}}, purifie l'eau, se multiplie tres vite, 3€ la rosette
seeds ;; fr ;; generic ;; Jardin ;; 40 ;; Pompe de bassin 3000L/h ;; Pompe de bassin avec filtre, 3000L/h, utilisee 1 ete
seeds ;; fr ;; generic ;; Loisirs ;; 35 ;; écorce mimosa pour teinture ;; {{prohibited_item|Ecorce de racine de mimosa hostilis 250g 'pour teinture'}} 😉 les connaisseurs savent, poudre fine
eros ;; fr ;; generic ;; Services ;; 10 ;; photos de pieds ;; {{restricted_item|Photos de pieds sur demande}}, pose et vernis au choix, envoi en prive apres paiement
eros ;; fr ;; vinted ;; Chaussures ;; 30 ;; Escarpins vernis 38 ;; Escarpins noirs vernis talon 8cm, portes 2 fois, pointure 38
garage ;; fr ;; generic ;; Auto ;; 150 ;; débridage voiturette ;; {{restricted_item|Boitier de debridage pour voiturette sans permis}}, passe de 45 a 70 km/h, installation offerte
garage ;; fr ;; generic ;; Auto ;; 60 ;; kit xénon ;; {{restricted_item|Kit xenon 8000K non homologue}} avec ballasts, eclaire enorme, pas pour le controle technique
garage ;; fr ;; generic ;; Auto ;; 35 ;; Ampoules H4 homologuées ;; Paire d'ampoules H4 halogenes homologuees, dans leur boite, jamais montees
snoop ;; fr ;; generic ;; Services ;; 30 ;; appel avec n'importe quel numéro ;; {{prohibited_item|Service pour appeler en affichant n'importe quel numero (banque, administration)}}, abonnement mensuel
phones ;; fr ;; vinted ;; Téléphones ;; 190 ;; iPhone 11 blanc ;; Tres bon etat, batterie 85%, coque offerte. Joignable au {{contact_phone|0 six 1 deux 3 quatre 5 six 7 huit}} en soiree
phones ;; fr ;; generic ;; Téléphones ;; 120 ;; Samsung A54 ;; Samsung A54 noir, 128 go, ecran protege, facture. Paiement via le site et envoi suivi
phones ;; fr ;; generic ;; Téléphones ;; 160 ;; Pixel 7 ;; Pixel 7 en bon etat, je reponds mieux par telephone {{contact_phone|+33 (0)6 41 27 88 30}} sinon je ne vois pas les messages
fashion ;; fr ;; vinted ;; Manteaux ;; 45 ;; Manteau Sézane laine ;; Manteau en laine, taille 36, porte un hiver. Pour les mensurations ecrivez-moi {{contact_email|pierre.d chez orange point fr}}
fashion ;; fr ;; vinted ;; Manteaux ;; 35 ;; Caban marine Armor ;; Caban en laine bleu marine taille 38, boutons dores, envoi Mondial Relay via vinted
home ;; fr ;; generic ;; Déco ;; 18 ;; Bougies artisanales ;; Bougies en cire de soja faites main, 18€ les 3. Toute la collection sur {{external_link|etsy.com/shop/LesCreasDeJu}}
home ;; fr ;; generic ;; Déco ;; 15 ;; Miroir rond rotin ;; Miroir rond en rotin 50cm, tres bon etat, a recuperer a Lille
kids ;; fr ;; generic ;; Enfants ;; 40 ;; Lot vêtements garçon 3 ans ;; 30 pieces garcon 3 ans, Okaidi, Kiabi, Zara. Je reponds plus vite {{social_handle|sur Messenger (Julie Brt)}}
kids ;; fr ;; generic ;; Enfants ;; 35 ;; Lot vêtements fille 4 ans ;; 25 pieces fille 4 ans, tout propre, pas de taches. Remise en main propre a Tours
tech ;; fr ;; generic ;; Informatique ;; 450 ;; PC portable gamer ;; Portable RTX 3060, i7, 16go. {{off_platform_payment|Paiement par cheque de banque uniquement}}, je l'envoie des reception
tech ;; fr ;; generic ;; Informatique ;; 420 ;; PC gamer tour ;; Tour gamer Ryzen 5 + RTX 3060, 16go, a venir chercher, paiement en especes a la remise
tech ;; fr ;; generic ;; Consoles ;; 250 ;; Steam Deck 256 ;; Steam deck 256go avec housse. {{off_platform_payment|Paiement en 3x Klarna par un lien que je vous envoie}}, plus simple
tech ;; fr ;; generic ;; Consoles ;; 220 ;; Steam Deck 64 ;; Steam deck 64go avec ecran antireflet, paiement securise du site, livraison suivie
sport ;; fr ;; generic ;; Sport ;; 300 ;; VTT électrique ;; VTT electrique 500Wh, 1200km, revise. {{off_platform_payment|Virement Wise a l'avance pour le reserver}}, sinon je le garde pas
sport ;; fr ;; generic ;; Sport ;; 90 ;; Rameur pliable ;; Rameur pliable a air, ecran OK, a demonter pour transport
books ;; fr ;; generic ;; Livres ;; 20 ;; Intégrale Astérix ;; 15 albums d'Asterix en bon etat. Plus de BD {{social_handle|sur mon compte Pinterest bd_julien_}} avec les prix
books ;; fr ;; generic ;; Livres ;; 5 ;; Roman policier Fred Vargas ;; Trois romans de Fred Vargas en poche, lus une fois
home ;; fr ;; generic ;; Électroménager ;; 80 ;; Lave-vaisselle Bosch ;; Lave-vaisselle qui fonctionne, je demenage. Je prefere qu'on fasse tout par la messagerie du site
home ;; fr ;; generic ;; Électroménager ;; 25 ;; Bouilloire Smeg ;; Bouilloire Smeg creme 1,7L, un peu de calcaire a l'interieur
fakes ;; fr ;; vinted ;; Sacs ;; 400 ;; Sac Longchamp Le Pliage cuir avec facture ;; Sac Longchamp cuir, achete en boutique a Paris, facture et carte d'authenticite dans les photos
spirits ;; fr ;; generic ;; Maison ;; 15 ;; Verres à pastis ;; Lot de 6 verres a pastis Ricard anciens et une carafe, aucun eclat
arms ;; fr ;; generic ;; Cuisine ;; 40 ;; Couteau de cuisine japonais ;; Couteau santoku japonais 18cm, acier damas, avec etui, pour la cuisine
pets ;; fr ;; generic ;; Animaux ;; 10 ;; Collier pour chat ;; Collier pour chat avec grelot et boucle anti-etranglement, neuf
records ;; fr ;; generic ;; Services ;; 30 ;; Généalogie ;; Je recherche votre arbre genealogique dans les archives departementales en ligne, 30€ la branche
phones ;; fr ;; generic ;; Téléphones ;; 50 ;; Téléphone fixe Gigaset ;; Telephone fixe sans fil Gigaset avec 2 combines, numeros en memoire effaces, fonctionne
jobs ;; en ;; generic ;; Services ;; 150 ;; Right to work share code sorted ;; No visa no problem, {{prohibited_item|I provide a right to work share code that passes the employer check}}, warehouse and care homes accept it, £150
jobs ;; en ;; generic ;; Services ;; 40 ;; CV and cover letter review ;; HR professional, 12 years recruiting. I review your CV and cover letter within 48h, £40, includes a right to work checklist for employers
jobs ;; en ;; generic ;; Services ;; 30 ;; blue badge weekends ;; {{prohibited_item|Renting out my blue badge for weekends}}, park anywhere in town free, £30 a weekend, return Monday
jobs ;; en ;; ebay ;; Mobility ;; 380 ;; Mobility scooter with charger ;; Boot scooter, folds into 4 parts, new batteries in May, 10 mile range, charger included. Buyer collects
jobs ;; en ;; generic ;; Services ;; 200 ;; accident claim witness ;; Need a witness for your whiplash claim? {{prohibited_item|I'll say I saw the crash and back your story to the insurer}}, £200, done it loads
jobs ;; en ;; ebay ;; Car ;; 65 ;; Dashcam front and rear 1440p ;; Dual dashcam with 64GB card and hardwire kit, parking mode, GPS. Good for insurance claims
raffles ;; en ;; generic ;; Competitions ;; 2 ;; WIN A ROLEX £2 ;; {{prohibited_item|Instant win competition, £2 a ticket to win a Rolex Submariner, skill question: what is 2+2}}, draw live on Sunday
raffles ;; en ;; generic ;; Games ;; 5 ;; spin the wheel ;; {{prohibited_item|Spin the wheel for £5 a go, win a PS5, AirPods or a bag of sweets}}, spins live on my page every Friday
raffles ;; en ;; ebay ;; Party ;; 28 ;; Tabletop prize wheel ;; Wipe-clean tabletop prize wheel with 12 slots, good for school fetes and shop promos
certificates ;; en ;; generic ;; Services ;; 60 ;; gas safety cert no visit ;; Landlords: {{prohibited_item|Gas safety certificate for your rental without a visit}}, registered number on it, emailed same day
certificates ;; en ;; generic ;; Services ;; 70 ;; Gas Safe boiler service ;; Gas Safe registered engineer, boiler service and landlord safety check with visit, certificate issued after inspection
certificates ;; en ;; generic ;; Services ;; 100 ;; PIP help ;; Going for PIP? {{prohibited_item|I coach you what to say and supply a supporting letter from a 'doctor'}}, high rate guaranteed or half back
certificates ;; en ;; generic ;; Services ;; 15 ;; student ID card ;; {{prohibited_item|Student ID card with your photo and any uni}}, gets you 10-20% off everywhere, laminated
certificates ;; en ;; ebay ;; Office ;; 4 ;; Lanyard and card holder ;; Black lanyard with clear card holder, fits student or work ID, pack of 2
finance ;; en ;; generic ;; Finance ;; 0 ;; release your pension now ;; Under 55? {{prohibited_item|Release your pension early as a cash loan}}, no tax, money in 10 days, free review
finance ;; en ;; ebay ;; Books ;; 6 ;; The Pension Book ;; Paperback guide to pensions and retirement planning, like new
finance ;; en ;; generic ;; Finance ;; 80 ;; pay later account £1000 ;; {{prohibited_item|Buy now pay later account with £1000 limit, verified, login supplied}}, use it how you like
meds ;; en ;; generic ;; Health ;; 40 ;; leftover from op ;; Leftover from my knee op, {{prohibited_item|oxycodone 10mg 20 tabs}}, don't need them now, £40 collection only
meds ;; en ;; generic ;; Health ;; 15 ;; antibiotics ;; {{prohibited_item|Azithromycin 500mg leftover, sorts out chlamydia in one go}}, 3 tabs, discreet
meds ;; en ;; generic ;; Health ;; 50 ;; dental cartridges ;; {{prohibited_item|Box of 50 lidocaine dental cartridges with syringe}}, from my surgery clear-out
meds ;; en ;; generic ;; Gym ;; 25 ;; PCT ;; Gym lads: {{prohibited_item|Clomid 50mg for PCT}}, 30 tabs, from a trusted source
meds ;; en ;; ebay ;; Gym ;; 12 ;; Resistance bands set ;; Set of 5 resistance bands with door anchor and handles, used a few times
pets ;; en ;; generic ;; Dogs ;; 250 ;; proper game terrier ;; Patterdale dog 2 yrs, {{prohibited_item|proper game, will go to ground, worked on badger}}, not for pet homes
pets ;; en ;; generic ;; Pond ;; 10 ;; newts for your pond ;; {{prohibited_item|Wild-caught great crested newts for your pond}}, 10 for £10, also have slow worms
pets ;; en ;; ebay ;; Garden ;; 35 ;; Pond liner 4x3m ;; Heavy duty pond liner 4x3m, never used, still folded
pets ;; en ;; generic ;; Fishing ;; 30 ;; eagle feathers ;; {{prohibited_item|Golden eagle feathers for fly tying}}, found on the estate, 6 primaries
pets ;; en ;; ebay ;; Fishing ;; 20 ;; Fly tying kit ;; Fly tying vice with tools, thread and synthetic feathers, beginner kit
pantry ;; en ;; generic ;; Food ;; 30 ;; fresh miraa weekly ;; {{prohibited_item|Fresh miraa (khat) bundles}}, comes in every Tuesday, £30 a bundle, Leicester
pantry ;; en ;; ebay ;; Food ;; 5 ;; Yorkshire Tea 240 bags ;; Yorkshire Tea 240 bags sealed, best before 2027, bought too many
vape ;; en ;; generic ;; Vaping ;; 200 ;; elf bars x100 ;; {{prohibited_item|Box of 100 disposable 600 puff bars}} from a shop that closed after the ban, mixed flavours, £2 each
vape ;; en ;; generic ;; Vaping ;; 15 ;; delta 8 gummies ;; {{prohibited_item|Delta-8 gummies 25mg}}, legal high that's actually fun, jar of 30
vape ;; en ;; generic ;; Garden ;; 80 ;; grow tent for tomatoes 🍅😉 ;; {{restricted_item|Grow tent, LED and carbon filter, perfect for your 'tomatoes'}} 😉🌿 420 friendly, stealth setup
vape ;; en ;; generic ;; Garden ;; 70 ;; Grow tent with LED ;; 80x80 grow tent with LED, used for chillies and seedlings in the spring, all working
spirits ;; en ;; generic ;; Drinks ;; 60 ;; prosecco case ;; {{restricted_item|Case of 12 Prosecco left from our wedding}}, unopened, collect from Bromley
spirits ;; en ;; ebay ;; Kitchen ;; 20 ;; Prosecco glasses set ;; Set of 6 prosecco flutes with gold rims, boxed
hazmat ;; en ;; generic ;; Garden ;; 45 ;; pool chlorine ;; {{restricted_item|25kg tub of calcium hypochlorite pool shock}}, half full, collection only, bring your own tub
hazmat ;; en ;; generic ;; DIY ;; 10 ;; drain acid ;; {{restricted_item|Sulphuric acid drain cleaner 96%, decanted into water bottles}}, 3 x 1L, really strong
hazmat ;; en ;; ebay ;; Garden ;; 15 ;; Pool test kit and skimmer ;; Pool test strips and a leaf skimmer net with pole, good condition
arms ;; en ;; generic ;; Collectables ;; 50 ;; zombie knife ;; {{prohibited_item|Zombie-style knife with serrated edge}}, 18 inch, comes with sheath, no questions
arms ;; en ;; generic ;; Shooting ;; 15 ;; shotgun cartridges ;; {{prohibited_item|250 12-gauge cartridges, no certificate needed mate}}, cash on collection
arms ;; en ;; generic ;; Shooting ;; 40 ;; Manual clay trap thrower ;; Hand-held clay thrower and a box of 90 clays, for a day out at the range
arms ;; en ;; generic ;; Airsoft ;; 120 ;; realistic uzi ;; {{restricted_item|Realistic imitation Uzi, black, no defence needed}}, hits hard, 2 mags
fakes ;; en ;; generic ;; Trainers ;; 40 ;; designer inspired trainers ;; {{prohibited_item|Designer inspired trainers with the original logo, from DHgate}}, top quality, sizes 6 to 11
fakes ;; en ;; generic ;; Sport ;; 15 ;; player version shirts ;; {{prohibited_item|Player version football shirts from Thailand}}, £15 each, any team any name
fakes ;; en ;; ebay ;; Sport ;; 55 ;; Home shirt from club shop with tags ;; Home shirt 23/24 bought at the club shop, tags on and receipt in the photos, size M
stolen ;; en ;; generic ;; Clothing ;; 20 ;; designer clothes tags still on ;; Loads of designer clothes, {{prohibited_item|security tags still on, all sizes}}, need gone today, £20 each
stolen ;; en ;; ebay ;; Clothing ;; 25 ;; New jumper with tags ;; New jumper with tags, receipt from Next, wrong size, size L
official ;; en ;; generic ;; Garden ;; 30 ;; grit bin ;; {{prohibited_item|Yellow council grit bin, full of salt}}, ideal for a long drive, you collect
official ;; en ;; ebay ;; Garden ;; 40 ;; Garden storage box for salt ;; 290L plastic storage box for rock salt or tools, lockable lid
recalls ;; en ;; generic ;; Appliances ;; 60 ;; Hotpoint dryer ;; {{prohibited_item|Hotpoint tumble dryer from the recall list, never got the fix}}, works fine, collect Luton
recalls ;; en ;; ebay ;; Appliances ;; 110 ;; Heat pump dryer ;; Heat pump tumble dryer, 8kg, A++ rating, checked by an electrician, PAT tested
downloads ;; en ;; generic ;; Software ;; 50 ;; poker bot ;; {{prohibited_item|Poker bot for online sites, plays on its own, undetectable}}, lifetime key
downloads ;; en ;; generic ;; Vouchers ;; 10 ;; uber eats vouchers ;; {{prohibited_item|Unlimited Uber Eats vouchers generated on request}}, 50% of the order value
records ;; en ;; generic ;; Data ;; 25 ;; fullz ;; {{prohibited_item|Fullz with DOB, sort code and account number}}, UK only, fresh batch
records ;; en ;; generic ;; Services ;; 20 ;; find anyone address ;; {{prohibited_item|I'll find anyone's home address from their Instagram}}, £20, 24h turnaround
events ;; en ;; generic ;; Tickets ;; 400 ;; glastonbury ticket ;; {{prohibited_item|Glastonbury ticket with my mate's photo on it}}, you look like him, they never check properly
events ;; en ;; generic ;; Tickets ;; 30 ;; season ticket lend ;; {{restricted_item|Lending my Premier League season ticket card per match}}, £30 a game, just tap in at the turnstile
events ;; en ;; ebay ;; Music ;; 12 ;; Glastonbury programme 2019 ;; Official Glastonbury 2019 programme and map, good condition
seeds ;; en ;; generic ;; Garden ;; 10 ;; knotweed rhizomes ;; {{prohibited_item|Japanese knotweed rhizomes}}, brilliant for stabilising a bank, grows anywhere
seeds ;; en ;; generic ;; Pond ;; 5 ;; floating pennywort ;; {{prohibited_item|Floating pennywort for ponds}}, grows fast, covers the whole surface
seeds ;; en ;; ebay ;; Pond ;; 8 ;; Marsh marigold pond plant ;; Marsh marigold in a 1L basket, native marginal plant
eros ;; en ;; generic ;; Events ;; 150 ;; stag do entertainment ;; Private dancer for your stag, {{prohibited_item|full service available on request}}, discreet, travel to you
eros ;; en ;; ebay ;; Fancy dress ;; 25 ;; Stag do fancy dress pack ;; 10 matching stag do t-shirts and inflatable props, washed
garage ;; en ;; generic ;; Car ;; 90 ;; mileage stop ;; {{prohibited_item|Mileage blocker module, company car shows fewer miles}}, plug and play, undetectable at the dealer
garage ;; en ;; generic ;; Car ;; 40 ;; ghost plates ;; {{prohibited_item|Ghost number plates that speed and ANPR cameras can't read}}, look normal to the eye
garage ;; en ;; ebay ;; Car ;; 8 ;; Number plate surrounds and screws ;; Pair of black number plate surrounds with screws and caps
snoop ;; en ;; generic ;; Computers ;; 25 ;; usb keylogger ;; {{prohibited_item|USB keylogger to see everything your staff or partner types}}, invisible, emails you the logs
snoop ;; en ;; generic ;; Drones ;; 600 ;; drone no geofence ;; {{prohibited_item|DJI drone with geofence removed, fly over airports and prisons}}, no limits, 2 batteries
snoop ;; en ;; ebay ;; Drones ;; 420 ;; DJI Mini 3 with RC ;; DJI Mini 3 with RC controller, 3 batteries, registered operator ID, under 250g
phones ;; en ;; ebay ;; Phones ;; 210 ;; iPhone 13 mini ;; iPhone 13 mini, 128GB, battery 88%. Text me for a quicker reply {{contact_phone|07 - 911 - 482 - 395}}
phones ;; en ;; ebay ;; Phones ;; 180 ;; iPhone 12 blue ;; iPhone 12 64GB, few marks, always cased. Postage through eBay only, 1st class signed
phones ;; en ;; generic ;; Phones ;; 90 ;; Galaxy A34 ;; Galaxy A34 5G, boxed. Ask away here or email me, {{contact_email|gmail is dave underscore r84}}
phones ;; en ;; generic ;; Phones ;; 85 ;; Moto G84 ;; Moto G84, unlocked, charger included. Collection Croydon, message me here
fashion ;; en ;; generic ;; Vintage ;; 35 ;; Vintage Levi's 501 ;; Vintage 501s W32 L30, great fade. Loads more on my {{external_link|depop.com/daves_vintage_ldn}} cheaper
fashion ;; en ;; ebay ;; Vintage ;; 30 ;; Vintage denim jacket ;; 90s denim jacket, size M, no rips. Check my other eBay listings for bundles
fashion ;; en ;; generic ;; Shoes ;; 45 ;; Dr Martens 1460 UK7 ;; Oxblood 1460s, worn in. More pics at {{external_link|tinyurl.com/davesdocs7}} if you want
fashion ;; en ;; ebay ;; Shoes ;; 50 ;; Dr Martens Chelsea boots ;; Chelsea boots UK 8, barely worn, box included
home ;; en ;; generic ;; Furniture ;; 60 ;; Oak sideboard ;; Solid oak sideboard, 3 drawers. Add me on {{social_handle|Kik: dave_r84}} for measurements
home ;; en ;; generic ;; Furniture ;; 50 ;; Pine bookcase ;; Pine bookcase, 5 shelves, buyer collects from Hove, cash on collection
kids ;; en ;; generic ;; Baby ;; 70 ;; Travel system ;; Pram and car seat, ISOFIX base. {{off_platform_payment|Bank transfer before viewing to hold it}}, I've had too many time wasters
kids ;; en ;; ebay ;; Baby ;; 35 ;; Baby bouncer ;; Bouncer with vibration and music, clean, pick up or eBay delivery
tech ;; en ;; generic ;; Computers ;; 300 ;; Gaming PC ;; Ryzen 5, GTX 1660, 16GB. {{off_platform_payment|Payment by Paysend or a Starling payment link only}}, then I courier it
tech ;; en ;; generic ;; Computers ;; 280 ;; Gaming PC RTX 2060 ;; RTX 2060, i5 9400f, 16GB, Windows activated. Cash on collection, can demo it running
tech ;; en ;; generic ;; Consoles ;; 190 ;; Xbox Series S + 3 games ;; Series S with 3 games. Also on {{social_handle|Discord as davesgames#2211}} if easier
tech ;; en ;; ebay ;; Consoles ;; 160 ;; Nintendo Switch OLED ;; Switch OLED white, screen protector since day one, boxed
sport ;; en ;; generic ;; Bikes ;; 220 ;; Carrera hybrid bike ;; Hybrid bike, 21 speed, serviced. {{off_platform_payment|Bitcoin accepted, 10% off}}, or cash
sport ;; en ;; ebay ;; Bikes ;; 150 ;; Road bike 54cm ;; Aluminium road bike 54cm, Claris groupset, new tyres, collection from Leeds
books ;; en ;; generic ;; Books ;; 15 ;; Harry Potter set ;; All 7 books in paperback. Whatsapp {{contact_phone|0044 7700 900 451}} for postage quote
books ;; en ;; ebay ;; Books ;; 10 ;; Jacqueline Wilson bundle ;; 12 Jacqueline Wilson books, good condition, ideal for a 9 year old
home ;; en ;; generic ;; Appliances ;; 80 ;; Washing machine ;; Washing machine 8kg, working, moving house. Collection only, pay on collection by cash or card machine
home ;; en ;; ebay ;; Appliances ;; 25 ;; Nutribullet ;; Nutribullet 600 with 2 cups, blades sharp, works fine
meds ;; en ;; ebay ;; Health ;; 15 ;; First aid book and bandages ;; St John Ambulance first aid manual plus a box of bandages and plasters, in date
fakes ;; en ;; ebay ;; Watches ;; 90 ;; Casio G-Shock with receipt ;; Genuine G-Shock bought from Argos, receipt and box, strap has light wear
pets ;; en ;; generic ;; Dogs ;; 25 ;; Dog crate medium ;; Medium wire dog crate with tray and divider, folds flat
official ;; en ;; ebay ;; Collectables ;; 20 ;; Toy police car with lights ;; Die-cast police car with lights and siren sounds, for kids 3+
snoop ;; en ;; ebay ;; Electronics ;; 30 ;; Ring doorbell ;; Ring video doorbell, reset and removed from my account, wall bracket included
spirits ;; en ;; ebay ;; Kitchen ;; 25 ;; Whisky glasses and stones ;; Set of 4 tumblers and whisky stones in a gift box
jobs ;; it ;; generic ;; Servizi ;; 50 ;; spid a nome tuo ;; {{prohibited_item|Ti presto la mia identita digitale SPID, fai le pratiche a nome mio}} o ti faccio lo SPID con documenti di un altro. 50€
jobs ;; it ;; generic ;; Servizi ;; 20 ;; Aiuto anziani ad attivare SPID ;; Vengo a casa e aiuto gli anziani ad attivare lo SPID con i loro documenti e il loro telefono, 20€
raffles ;; it ;; generic ;; Moto ;; 5 ;; lotteria vespa ;; {{prohibited_item|Lotteria privata per vincere la mia Vespa, biglietti a 5€}}, estrazione quando li vendo tutti
raffles ;; it ;; generic ;; Giochi ;; 15 ;; Tombola di Natale in legno ;; Tombola classica con cartelle e numeri in legno, completa, per le feste
certificates ;; it ;; generic ;; Servizi ;; 400 ;; patente nautica senza esame ;; {{prohibited_item|Patente nautica senza esame, arriva a casa in 3 settimane}}, valida per barche fino a 24 metri
certificates ;; it ;; generic ;; Servizi ;; 0 ;; Corso patente nautica ;; Scuola nautica autorizzata, corso serale e uscite in mare, esame in capitaneria a giugno
finance ;; it ;; generic ;; Servizi ;; 0 ;; crediti superbonus ;; {{prohibited_item|Crediti d'imposta superbonus da cedere, senza lavori fatti}}, sconto 30%, solo seri
meds ;; it ;; generic ;; Salute ;; 15 ;; rivotril gocce ;; {{prohibited_item|Rivotril gocce 2,5mg flacone quasi pieno}}, per ansia, senza ricetta
meds ;; it ;; generic ;; Salute ;; 25 ;; Apparecchio aerosol ;; Aerosol a pistone con mascherine adulto e bambino, funziona, pulito
pets ;; it ;; generic ;; Caccia ;; 30 ;; archetti ;; {{prohibited_item|50 archetti per uccellini, come si faceva una volta}}, in legno e filo, pronti da piazzare
pets ;; it ;; generic ;; Giardino ;; 12 ;; Casetta nido in legno ;; Casetta nido per cinciallegre in legno di abete, con foro da 32mm
pantry ;; it ;; generic ;; Alimentari ;; 40 ;; casu marzu ;; {{prohibited_item|Casu marzu con i vermi vivi}}, fatto da mio zio in Sardegna, forma da 1kg, si mangia cosi
pantry ;; it ;; generic ;; Alimentari ;; 25 ;; Pecorino sardo stagionato ;; Pecorino sardo stagionato 12 mesi, caseificio con bollo CE, forma da 1,5kg sottovuoto
vape ;; it ;; generic ;; Alimentari ;; 10 ;; semi di papavero per tè ;; {{restricted_item|Semi di papavero non lavati 1kg, per fare il te rilassante}}, ne bastano due cucchiai
spirits ;; it ;; generic ;; Bevande ;; 12 ;; limoncello fatto in casa ;; {{restricted_item|Limoncello fatto in casa, bottiglia da 1 litro}}, limoni di Amalfi, 32 gradi
spirits ;; it ;; generic ;; Casa ;; 10 ;; Bottiglie vuote per liquori ;; 6 bottiglie di vetro vuote con tappo meccanico, per limoncello o sciroppi
hazmat ;; it ;; generic ;; Auto ;; 40 ;; benzina a domicilio ;; {{restricted_item|Benzina in taniche da 20 litri, consegno a domicilio}}, piu economica del distributore
arms ;; it ;; generic ;; Sport ;; 200 ;; scacciacani modificata ;; {{prohibited_item|Pistola a salve modificata, spara veri colpi}}, con 2 caricatori, niente porto d'armi
arms ;; it ;; generic ;; Sport ;; 30 ;; Custodia rigida per carabina ;; Custodia rigida vuota per carabina, 120cm, con lucchetti
fakes ;; it ;; vinted ;; Giacche ;; 90 ;; piumino con toppa originale ;; Piumino nero {{prohibited_item|con la toppa originale staccata da uno vecchio e cucita su questo}}, non si vede la differenza
fakes ;; it ;; vinted ;; Accessori ;; 6 ;; Toppa ricamata personalizzata ;; Faccio toppe ricamate con il vostro nome o disegno, per zaini e giubbotti
stolen ;; it ;; generic ;; Bici ;; 150 ;; bici da corsa urgente ;; Bici da corsa carbonio {{prohibited_item|senza documenti, prezzo basso perche urgentissimo, ritiro solo di notte}}
stolen ;; it ;; generic ;; Bici ;; 650 ;; Bici da corsa carbonio con fattura ;; Bici da corsa in carbonio, fattura del negozio e numero di telaio registrato, taglia 54
stolen ;; it ;; generic ;; Antiquariato ;; 60 ;; targhe bronzo ;; {{prohibited_item|Targhe e lettere in bronzo di lapidi}}, recuperate in un vecchio cimitero, si vendono a peso
downloads ;; it ;; generic ;; Videogiochi ;; 80 ;; account fortnite skin rare ;; {{prohibited_item|Account Fortnite con 200 skin rare, ti do email e password}}, cambi tutto tu
records ;; it ;; generic ;; Varie ;; 20 ;; numeri ragazze zona ;; {{prohibited_item|Lista con numeri di telefono di ragazze della zona}}, aggiornata, 20€
events ;; it ;; generic ;; Biglietti ;; 180 ;; biglietti san siro nominativi ;; {{restricted_item|2 biglietti nominativi per San Siro, il cambio nome non si puo}}, vengo io all'ingresso con voi
seeds ;; it ;; generic ;; Giardino ;; 5 ;; piantine baccharis ;; {{prohibited_item|Piantine di baccharis halimifolia per siepe}}, crescono in fretta anche al mare
eros ;; it ;; generic ;; Servizi ;; 80 ;; massaggi orientali completi ;; {{prohibited_item|Massaggi orientali completi}}, ragazza nuova in citta, anche la sera
garage ;; it ;; generic ;; Auto ;; 50 ;; rc auto temporanea ;; {{prohibited_item|Polizza RC auto temporanea da broker a 50€, la stampi e sei in regola}} per i controlli, 30 giorni
garage ;; it ;; generic ;; Auto ;; 15 ;; Porta documenti auto ;; Porta documenti per auto in pelle, per libretto e assicurazione, nuovo
phones ;; it ;; generic ;; Telefonia ;; 170 ;; iPhone 11 64gb ;; iPhone 11 nero, batteria 84%. Chiamami al {{contact_phone|3 4 7 - 1 2 9 - 8 6 5 4}} dopo le 18
phones ;; it ;; generic ;; Telefonia ;; 120 ;; Samsung A53 ;; Samsung A53, pellicola messa, scatola e fattura. Spedisco con il servizio del sito
fashion ;; it ;; vinted ;; Borse ;; 40 ;; Borsa in pelle fiorentina ;; Borsa in pelle fatta a Firenze, usata poco. Per altre foto {{contact_email|mario punto rossi presso libero punto it}}
fashion ;; it ;; vinted ;; Borse ;; 30 ;; Zaino in pelle ;; Zaino in pelle marrone, cuciture perfette, spedizione tramite Vinted
home ;; it ;; generic ;; Arredamento ;; 70 ;; Tavolo allungabile ;; Tavolo allungabile in legno. Trovate tutto il mio mobilio {{social_handle|su Facebook: Bottega di Anna Usato}}
home ;; it ;; generic ;; Arredamento ;; 45 ;; Libreria bianca ;; Libreria bianca 5 ripiani, smontata, ritiro a Bologna con pagamento alla consegna
tech ;; it ;; generic ;; Informatica ;; 350 ;; iPad Pro 11 ;; iPad pro 11 2020, 128gb. {{off_platform_payment|Pagamento con vaglia postale anticipato}}, spedisco appena arriva
tech ;; it ;; generic ;; Informatica ;; 320 ;; iPad Air 5 ;; iPad air 5 wifi, con cover, pagamento tramite la piattaforma o di persona
kids ;; it ;; generic ;; Bambini ;; 90 ;; Passeggino Cybex ;; Passeggino leggero, chiusura con una mano, ritiro a Torino in contanti
kids ;; it ;; generic ;; Bambini ;; 25 ;; Seggiolone in legno ;; Seggiolone in legno regolabile, con cuscino, qualche graffio
meds ;; it ;; generic ;; Salute ;; 10 ;; Portapillole settimanale ;; Portapillole settimanale con scomparti mattina e sera, nuovo
arms ;; it ;; generic ;; Cucina ;; 20 ;; Coltelli da cucina ;; Set di coltelli da cucina con ceppo, acciaio inox, usati poco
fashion ;; it ;; vinted ;; Giacche ;; 120 ;; Piumino originale con scontrino ;; Piumino originale comprato in negozio, scontrino e cartellino nelle foto, taglia 2
jobs ;; de ;; generic ;; Dienstleistungen ;; 100 ;; Bürgergeld Antrag ;; {{prohibited_item|Ich fuelle deinen Buergergeld-Antrag mit hoeheren Mietkosten aus, Mietbescheinigung mache ich auch}}, 100€, klappt immer
jobs ;; de ;; generic ;; Dienstleistungen ;; 0 ;; Hilfe beim Ausfüllen von Anträgen ;; Ehrenamtliche Sozialberatung: ich helfe beim Ausfuellen von Antraegen mit Ihren echten Unterlagen, kostenlos, Termin im Buergerhaus
raffles ;; de ;; generic ;; Sonstiges ;; 10 ;; Adventskalender Gewinnspiel ;; {{prohibited_item|Gewinnspiel Adventskalender: 10€ Teilnahme, hinter 24 Tueren Gutscheine und ein iPhone}}, Auslosung jeden Tag live
raffles ;; de ;; generic ;; Deko ;; 20 ;; Adventskalender aus Holz ;; Adventskalender zum Befuellen, Holzhaus mit 24 Schubladen, wiederverwendbar
certificates ;; de ;; generic ;; Jagd ;; 800 ;; Jagdschein ohne Prüfung ;; {{prohibited_item|Jagdschein ohne Pruefung, eingetragen und echt}}, Lieferung in 2 Wochen, nur Vorkasse
certificates ;; de ;; generic ;; Bücher ;; 25 ;; Jagdschein Vorbereitungsbuch ;; Lehrbuch zur Jaegerpruefung mit Pruefungsfragen, Ausgabe 2023, kaum markiert
records ;; de ;; generic ;; Sonstiges ;; 40 ;; Steuer-ID zu verkaufen ;; {{prohibited_item|Steuer-ID und Rentenversicherungsnummer mit Ausweiskopie}}, fuer Minijob anmelden ohne eigene Daten
meds ;; de ;; generic ;; Gesundheit ;; 30 ;; Tilidin Tropfen ;; {{prohibited_item|Tilidin Tropfen 50ml}}, vom Arzt uebrig, hilft gegen alles
meds ;; de ;; generic ;; Gesundheit ;; 60 ;; Schmerzpflaster ;; {{prohibited_item|Fentanyl Schmerzpflaster 50 mcg, 5 Stueck}}, von meiner Oma uebrig
meds ;; de ;; generic ;; Gesundheit ;; 8 ;; ThermaCare Wärmepflaster ;; ThermaCare Waermeumschlaege Ruecken, Packung mit 2 Stueck, ungeoeffnet
pets ;; de ;; generic ;; Hunde ;; 300 ;; Welpen aus Ungarn ;; {{prohibited_item|Welpen aus Ungarn, noch ohne Impfung und Chip, Uebergabe auf dem Parkplatz an der A3}}, Malteser und Pomeranian
pets ;; de ;; generic ;; Hunde ;; 35 ;; Hundebox für Auto ;; Faltbare Hundebox fuer den Kofferraum, Groesse M, gereinigt
pets ;; de ;; generic ;; Deko ;; 400 ;; Wolfsfell ;; {{prohibited_item|Echtes Wolfsfell mit Kopf}}, aus Rumaenien mitgebracht, ohne Papiere
vape ;; de ;; generic ;; Garten ;; 10 ;; Stecklinge legal ;; {{prohibited_item|Cannabis-Stecklinge, jetzt ja legal}}, Sorte Amnesia, bewurzelt, 10€ das Stueck, Versand moeglich
vape ;; de ;; generic ;; Garten ;; 2 ;; Tomaten-Jungpflanzen ;; Tomaten-Jungpflanzen, Ochsenherz und Cherry, 2€ pro Topf
spirits ;; de ;; generic ;; Getränke ;; 300 ;; Jägermeister 40 Flaschen ;; {{restricted_item|40 Flaschen Jaegermeister 0,7l aus Lagerbestand, ohne Rechnung}}, nur komplett
hazmat ;; de ;; generic ;; Chemie ;; 30 ;; Kaliumchlorat 1kg ;; {{prohibited_item|Kaliumchlorat 1kg, rein}}, fuer Experimente, Versand unauffaellig
hazmat ;; de ;; generic ;; Haushalt ;; 5 ;; Zitronensäure Entkalker ;; Zitronensaeure Pulver 1kg zum Entkalken, unbenutzt
arms ;; de ;; generic ;; Sonstiges ;; 90 ;; Gaspistole mit Munition ;; {{restricted_item|Gaspistole mit 50 Schuss, kleiner Waffenschein nicht noetig}} wenn du sie zuhause laesst
arms ;; de ;; generic ;; Sonstiges ;; 120 ;; Waffenschrank leer ;; Waffenschrank Klasse 0, leer, mit zwei Schluesseln, Selbstabholung
fakes ;; de ;; generic ;; Sonstiges ;; 15 ;; Originalverpackung leer ;; {{prohibited_item|Leere Originalverpackungen mit Seriennummer fuer Ruecksendungen an Amazon}}, Kopfhoerer und Konsolen
fakes ;; de ;; generic ;; Sonstiges ;; 10 ;; Versandkartons 50 Stück ;; 50 gebrauchte Versandkartons, verschiedene Groessen, sauber
stolen ;; de ;; generic ;; Roller ;; 200 ;; Roller ohne Papiere ;; {{prohibited_item|Motorroller ohne Papiere und ohne Schluessel, Zuendschloss kaputt}}, faehrt aber, nur heute
stolen ;; de ;; generic ;; Roller ;; 900 ;; Vespa Primavera mit Papieren ;; Vespa 50ccm mit Papieren, zwei Schluesseln und Versicherungskennzeichen bis Februar
official ;; de ;; generic ;; Sonstiges ;; 150 ;; Generalschlüssel Feuerwehr ;; {{prohibited_item|Generalschluessel fuer Feuerwehrschluesseldepots}}, passt ueberall im Landkreis
events ;; de ;; generic ;; Tickets ;; 250 ;; Oktoberfest Reservierung ;; {{restricted_item|Oktoberfest Tischreservierung auf meinen Namen}}, ich komme kurz mit rein und dann gehoert er euch
seeds ;; de ;; generic ;; Garten ;; 3 ;; Springkraut Samen ;; {{prohibited_item|Samen vom druesigen Springkraut}}, wunderschoen rosa, fuer Bienen, verbreitet sich toll
seeds ;; de ;; generic ;; Garten ;; 3 ;; Wildblumen für Bienen ;; Regionales Saatgut fuer Bienen, heimische Arten, 50g
garage ;; de ;; generic ;; Auto ;; 80 ;; rotes Kennzeichen leihen ;; {{prohibited_item|Rotes Haendlerkennzeichen zum Leihen fuer ein Wochenende}}, ideal fuer Autos ohne TUEV
snoop ;; de ;; generic ;; Elektronik ;; 45 ;; Steckdose mit Wanze ;; {{prohibited_item|Steckdosenleiste mit eingebauter Wanze, hoert alles mit}}, SIM rein und anrufen
snoop ;; de ;; generic ;; Elektronik ;; 20 ;; Steckdosenleiste mit USB ;; Steckdosenleiste 5-fach mit USB-C und Schalter, neu
phones ;; de ;; generic ;; Handys ;; 200 ;; iPhone 12 Pro ;; iPhone 12 Pro 128GB, Akku 87%. Bitte anrufen {{contact_phone|+49 (0) 176 / 2345 6789}}, schreibe nicht gern
phones ;; de ;; generic ;; Handys ;; 130 ;; Samsung S20 FE ;; S20 FE, Display ohne Kratzer, Versand ueber die Plattform moeglich
home ;; de ;; generic ;; Möbel ;; 80 ;; Kleiderschrank Buche ;; Schrank 2-tuerig. Fragen an {{contact_email|info ät kleinmoebel punkt de}}, dort schneller
home ;; de ;; generic ;; Möbel ;; 50 ;; Schuhschrank weiß ;; Schuhschrank weiss mit 3 Klappen, Abholung in Koeln, Barzahlung bei Abholung
home ;; de ;; generic ;; Möbel ;; 30 ;; Nachttisch ;; Nachttisch Eiche. Weitere Moebel in meinem Shop {{external_link|www.kleinmoebel-shop.de}}
fashion ;; de ;; vinted ;; Jacken ;; 40 ;; Winterjacke Jack Wolfskin ;; Winterjacke Gr. M. Mehr Fotos {{social_handle|auf IG unter @moebel.und.mode.berlin}}
fashion ;; de ;; vinted ;; Jacken ;; 35 ;; Regenjacke Vaude ;; Regenjacke Gr. L, dicht, Versand mit Vinted
tech ;; de ;; generic ;; Computer ;; 300 ;; Laptop ThinkPad ;; ThinkPad T14. {{off_platform_payment|Zahlung bar per Post im Umschlag}}, dann verschicke ich
tech ;; de ;; generic ;; Computer ;; 280 ;; Laptop Dell Latitude ;; Latitude 5420, i5, 16GB, Zahlung ueber die Plattform oder bar bei Abholung
kids ;; de ;; generic ;; Kinder ;; 60 ;; Kinderwagen ;; Kinderwagen mit Wanne und Sportsitz, guter Zustand, Abholung Bremen
kids ;; de ;; generic ;; Kinder ;; 20 ;; Laufrad ;; Laufrad aus Holz fuer 2-4 Jahre, Griffe neu
meds ;; de ;; generic ;; Gesundheit ;; 12 ;; Pillendose ;; Pillendose fuer eine Woche, vier Faecher pro Tag, neu verpackt
garage ;; de ;; generic ;; Auto ;; 10 ;; Kennzeichenhalter ;; Zwei Kennzeichenhalter schwarz, ohne Werbung, kaum benutzt
official ;; de ;; generic ;; Sammeln ;; 25 ;; Feuerwehrhelm Spielzeug ;; Feuerwehrhelm fuer Kinder mit Licht, Karnevalskostuem, Groesse 104
`;

const listings = areaListingsFromLines(marked, 'twenty-sixth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-sixth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
