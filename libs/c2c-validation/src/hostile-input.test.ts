import { describe, expect, it } from 'vitest';
import { checkListingRules } from './check-listing-rules.ts';
import { findBladeLengths } from './rules/blade-length.ts';
import { findEmails } from './rules/emails.ts';
import { findIbans } from './rules/ibans.ts';
import { findItems } from './rules/items.ts';
import { findLinks } from './rules/links.ts';
import { findMultipleBrands } from './rules/multiple-brands.ts';
import { findOffPlatformPayments } from './rules/payments.ts';
import { findPaymentModes } from './rules/payment-modes.ts';
import { findPhoneNumbers } from './rules/phone-numbers.ts';
import { findProviderNamedEmails } from './rules/provider-named-emails.ts';
import { findQrCodeContacts } from './rules/qr-codes.ts';
import { findUnwrittenContacts } from './rules/unwritten-contacts.ts';
import { findNetworkNicknames } from './rules/network-nicknames.ts';
import { findNetworkPaths } from './rules/network-paths.ts';
import { findNumbersPointedAt } from './rules/number-pointed-at.ts';
import { findHandlesAsBrand } from './rules/handle-as-brand.ts';
import { findSpacedProviderEmails } from './rules/spaced-provider-emails.ts';
import { findSpelledContacts } from './rules/spelled-contacts.ts';
import { findDescribedEmails } from './rules/described-emails.ts';
import { findPhoneInPieces } from './rules/phone-in-pieces.ts';
import { findPaymentEvasions } from './rules/payment-evasions.ts';
import { findMessagesSentElsewhere } from './rules/messages-sent-elsewhere.ts';
import { findCashOnReceipt } from './rules/cash-on-receipt.ts';
import { findDescribedContacts } from './rules/contacts-described.ts';
import { findContactAskedFor } from './rules/contact-asked-for.ts';
import { findSocialHandles } from './rules/social-handles.ts';
import { findSpam } from './rules/spam.ts';
import { findEvasionPurposes } from './rules/evasion-purpose.ts';
import { foldText } from './text/fold-text.ts';
import { functionWords } from './rules/function-words.ts';
import { validateListing } from './validate-listing.ts';

const context = { profile: 'generic' as const };
const rules: Record<string, (text: string) => { start: number; end: number }[]> = {
  findIbans,
  findEmails,
  findLinks,
  findQrCodeContacts,
  findPhoneNumbers,
  findSocialHandles,
  findOffPlatformPayments: (text) => findOffPlatformPayments(text, context),
  findItems: (text) => findItems(text, context),
  // A description read with a title that names make-up, a knife and batteries: every follow-up and the other-field context run.
  'findItems with a title': (text) => findItems(text, { ...context, field: 'description', otherField: 'Batom Dior, navaja, baterias de lítio 18650, réplica pistola' }),
  findBladeLengths,
  findMultipleBrands: (text) => findMultipleBrands(text, context),
  findSpam,
  findProviderNamedEmails,
  findUnwrittenContacts,
  findPaymentModes,
  findNetworkNicknames,
  findNetworkPaths,
  findNumbersPointedAt,
  findHandlesAsBrand,
  findSpacedProviderEmails,
  findSpelledContacts,
  findDescribedEmails,
  findPhoneInPieces,
  findPaymentEvasions,
  findMessagesSentElsewhere,
  findCashOnReceipt: (text) => findCashOnReceipt(text, context),
  findDescribedContacts,
  findContactAskedFor,
  findEvasionPurposes,
  // A description whose title names tickets: the words of a markup said are read.
  'findItems with a ticket title': (text) => findItems(text, { ...context, field: 'description', otherField: 'Bilhete concerto sábado' }),
};

/**
 * Inputs built to make a regular expression or a loop backtrack or repeat: walls of the pieces each
 * rule's patterns are made of (spelt-out dots, "at", digit words, labels, handles, blade lengths),
 * and the texts the contract lets through at their limits.
 */
const hostile: Record<string, string> = {
  empty: '',
  letters: 'a'.repeat(10_000),
  'digits spaced': '9 '.repeat(5_000),
  // A key reads a run of white space as one: a walk from each blank of the run must not read the run again (it did, to the number).
  'white space': ' '.repeat(10_000),
  'white space before a number': `${' '.repeat(9_999)}9`,
  'line breaks before a number': `${'\n'.repeat(9_999)}9`,
  'digits dotted': '9.'.repeat(5_000),
  'digit words': 'nove '.repeat(2_000),
  'spoken groups': 'noventa e um '.repeat(800),
  'spelt-out dots': 'ponto '.repeat(1_700),
  'spaced dots': 'www . '.repeat(1_700),
  'dotted letters': 'a.'.repeat(5_000),
  'spelt-out letters': 'w h a t s '.repeat(1_000),
  'at and dot': 'x at y dot '.repeat(900),
  'ats': '@a '.repeat(3_300),
  'labels': 'a-'.repeat(5_000),
  'qr sentences': 'QR foto. '.repeat(1_100),
  'qr without stops': 'QR foto '.repeat(1_200),
  'testers': 'tester perfume 100ml '.repeat(480),
  'blades': 'faca lâmina 20 cm '.repeat(550),
  'iban-like': 'PT50 0002 '.repeat(1_000),
  'hashtags': '#a '.repeat(3_300),
  'emoji': '😀'.repeat(10_000),
  'lone surrogates': '\ud800a\udc00'.repeat(3_000),
  'zero-width': '9\u200b'.repeat(5_000),
  'look-alike digits': '9O l2 S '.repeat(1_250),
  'middle dots': '9 · '.repeat(2_500),
  'paying by pix': 'aceito pix '.repeat(900),
  'recalls': 'rappelé par le '.repeat(650),
  'new helmets': 'capacete novo com etiquetas '.repeat(360),
  'combining marks': 'a\u0301\u0302\u0303'.repeat(2_500),
  'keycaps': '9\ufe0f\u20e3'.repeat(3_000),
  'wallet letters apart': 'P i x M.B W.A.Y '.repeat(620),
  'look-alike wallets': 'b0nifico tr4nsferência P4yPal '.repeat(330),
  'paying words': 'pago solo por pago '.repeat(520),
  'bracketed at and dot': 'x[@]y[.]pt '.repeat(900),
  'defanged links': 'hxxps://a[.]pt a(.)b(.)'.repeat(430),
  'blade lengths': 'lâmina de 20 cm eight inch blade hoja '.repeat(260),
  'blade words': 'blade blade lame de de '.repeat(430),
  'compound numbers': 'einundzwanzig centoventitré '.repeat(350),
  'contact words': 'contacto pregunta al 3 1 8 '.repeat(370),
  'opened words': 'usado aberta opened '.repeat(500),
  'installed apps': 'WhatsApp instalado Bizum funciona, '.repeat(290),
  'sizes in a row': '36 37 38 '.repeat(1_100),
  'hyphenated letters': 'j-o-'.repeat(2_500),
  'arrows after networks': 'insta ➜ for '.repeat(830),
  'scale replicas': 'réplica a escala '.repeat(590),
  'trailing cues': 'é o meu contacto 9 '.repeat(530),
  'dotted endings': 'c.o.m '.repeat(1_700),
  'payments side by side': 'virement PayPal '.repeat(630),
  // The nineteenth round's rules: spelt-out dots before a provider, sameness words and "there" after a contact verb, a paying word before
  // a mode, the slang lexicon's grinders and copies, and German umlauts typed as two letters.
  'spelt-out users': 'a ponto b ponto '.repeat(1_250),
  'providers named': 'mi gmail mi gmail a1 '.repeat(500),
  'same names': 'insta mesmo nome igual same '.repeat(360),
  'there after contact verbs': 'snap procurem-me lá háblame '.repeat(330),
  'paying then modes': 'pay via pago por amigos '.repeat(420),
  'grinders and copies': 'grinder 4 piezas oem copy fábrica '.repeat(300),
  'umlauts typed out': 'Ueberweisung Abfuellung '.repeat(420),
  'seeking on networks': 'escreve-me um dois três no '.repeat(370),
  'users before providers': 'a.b1 gmail a.b1 '.repeat(620),
  'gift cards posted': 'gift card envio por correio código na '.repeat(260),
  'spray guns': 'pistolet de 6 jets tuyau '.repeat(300),
  'perfume likeness': 'perfume cheira igual ao ao '.repeat(370),
  'names here': 'insta es mi nombre aqui é '.repeat(380),
  'short telegram': 'tg: a1 tele: '.repeat(770),
  'mail words then providers': 'email: a.b1, it is do gmail '.repeat(340),
  'spelt-out domains': 'a en hotmail punto com punto '.repeat(380),
  'recall participles': 'afetado pela recolha da '.repeat(420),
  'glued addresses': 'a.batgmaildotcom '.repeat(590),
  'glued address without its end': 'aatgmaildot'.repeat(900),
  'other apps': 'perfil na outra app '.repeat(500),
  'talk on networks': 'respondo no meu insta fotos '.repeat(360),
  'account words and handles': 'perfil de instagram a.b insta / c_d '.repeat(280),
  'names after networks': 'búscame en facebook como Muebles De '.repeat(280),
  'dealing outside': 'combinamos o resto por fora faire ça en dehors du site '.repeat(180),
  'credentials': 'envio a senha e o login perfil '.repeat(330),
  'social accounts': 'conta de instagram 10k seguidores '.repeat(300),
  'cash delivered': 'Zahlung in bar bei Zustellung '.repeat(340),
  'not for sale': 'ovo isofix que não vendemos '.repeat(370),
  'hatched and feeding': 'corn snakes hatched feeding on pinkies '.repeat(260),
  'cigarette cuts': 'pantalón corte cigarrillo '.repeat(400),
  'quoted slogans': '"a @b c" “@d '.repeat(830),
  'shutter speeds': '1/4000 s 6400, '.repeat(660),
  'being on networks': 'estou no insta como a.b je suis sur ig '.repeat(260),
  'photos on own networks': 'fotografias no nosso tiktok '.repeat(360),
  // The rules that read a verb or a word, then a few free words, then what they look for (nicknames after contact verbs, names looked up on
  // networks, described users before providers, numbers by their start and end, crypto lists, paying directly, forged documents, pouches,
  // stolen-goods idioms, ticket prices after a count, fishing knives): each fed its own words repeated, so a lazy gap or a list that
  // backtracks shows here as a run that does not end, and every span it returns must still lie inside the text.
  'nicknames after contact verbs': 'escríbeme al pajarito azul text me over on the '.repeat(200),
  'contact verbs without a nickname': 'escríbeme por el la sur le réseau de l’ '.repeat(250),
  'names on networks': 'retrouvez-moi avec mes nom et prénom sur '.repeat(260),
  'described users': 'one word sin espacios tudo junto at '.repeat(260),
  'described users before providers': 'first name a b c d at gmail '.repeat(350),
  'start words and pieces': 'commence par 06 puis 44 55 '.repeat(330),
  'start words without an end': 'começa por 9 1 2 3 4 5 '.repeat(400),
  'crypto lists': 'pago en btc or eth, usdt / '.repeat(370),
  'money orders and wallets': 'money order giro postal wallet address btc '.repeat(230),
  'paying directly': 'paga-me direto desconto pay me direct '.repeat(270),
  'forged documents': 'diploma de de de de faux diplôme '.repeat(300),
  'hair, coral and trophies': 'cabelo humano ramo de coral vermelho european mount '.repeat(220),
  'pouches and idioms': "zyn velo latas mg don't ask no receipt ".repeat(250),
  'ticket counts': 'vendo 3 passes por 140 fuer 3 '.repeat(350),
  'gift cards as payment': 'pago con tarjeta regalo gift card como '.repeat(260),
  'icons after contact verbs': 'dm me on the gram app with the ícone da câmara '.repeat(220),
  'fishing knives': 'coltello da pesca lama 12 cm '.repeat(350),
  'gas and CO2 guns': 'carabina de gás co2 5,5 mm pistolet à '.repeat(271),
  'compressed-air guns': 'carabina de aire comprimido balines '.repeat(278),
  'magazines by rounds and models': '20 rd mags carregador de 15 balas ak-47 '.repeat(250),
  'prop banknotes': 'billetes de 50 euros de atrezo notas '.repeat(271),
  'wine beside bottles': '6 bouteilles de pomerol garrafas de '.repeat(278),
  'ivory objects': 'ivory keytops teclas de marfim '.repeat(323),
  'smells like the real one': 'smells just like the original dupe 50ml '.repeat(250),
  'nicotine pouches': 'bolsitas de nicotina nikotin pouches '.repeat(271),
  'signal blockers': 'gps blocker bloqueur de '.repeat(417),
  'fallen off lorries': 'caiu do camião se cayó del '.repeat(371),
  'grinders with cues': 'grinder 🌿 mortalhas a erva '.repeat(371),
  'cigarette cases': 'cigarette case étui à cigarettes '.repeat(304),
  'messages there': 'insta manda dm lá écris-moi en mp là-bas '.repeat(244),
  'messages on networks': 'manda mensagem no insta send a dm on '.repeat(271),
  'cash on receipt': 'pagas en metálico al recibirlo paghi '.repeat(271),
  'questions answered no': 'MB WAY na entrega? não, Bizum? '.repeat(323),
  'tickets above cost': '2 bilhetes mais caro plus cher que '.repeat(286),
  'mail words before providers': 'o email é funciona no gmail e no outlook '.repeat(244),
  'meia among digits': 'nove meia meia '.repeat(667),
  'numbers in pieces': 'número 91 e o resto 23 e 4 '.repeat(371),
  'apps by their look': 'fala na app verde icono verde yellow ghost '.repeat(233),
  'add me same name': 'add me, same nick adiciona-me, nick igual '.repeat(239),
  'look up my name': 'search my name on search my name in the on insta '.repeat(205),
  'festival fireworks': 'estalinhos bombinhas de carnaval bangers '.repeat(244),
  'protected parts': 'escamas de pangolim corail noir hornbill '.repeat(244),
  'poppers cover names': 'room aroma 10ml leather cleaner 25 ml '.repeat(264),
  // The precision round of stop 41: measured lists, references and numbered editions, paid prices over lines,
  // the Klan's letters and laughter, colours beside apps, masks glued to codes, work offered on compared brands.
  'measured lists': '4, 5, 6, 7, 8 e '.repeat(620),
  'references with their maker': 'référence constructeur 0612 numerada 1/10 '.repeat(240),
  'paid over lines': 'al prezzo pagato\n2 biglietti '.repeat(350),
  'laughter and letters': 'kkk capuz kkk '.repeat(715),
  'colours beside apps': 'verde whatsapp green fala '.repeat(385),
  'masks glued to codes': 'S/N 7Qxxxxx ****1 '.repeat(555),
  'work on compared brands': 'montagem tipo IKEA Dyson-style '.repeat(320),
  // Wild-taken living things, protected kinds, pages after a network and a slash, a payment limited to the hand-over, a no answering a question,
  // a thing that looks like another, a green site after a contact verb (s41-19t).
  'living things and the wild': 'orquídeas tiradas do mato tortuga sin papeles caught in the '.repeat(170),
  'living things without the wild': 'tortugas orquídeas cactus snakes jilgueros en el de la '.repeat(180),
  'protected kinds': 'giant clam tortuga mora especie protegida wild-caught '.repeat(190),
  'networks and slashes': 'yt slash yt/ insta barra fb barre @ '.repeat(280),
  'only at the hand-over': 'mbway apenas na recolha em mão ou bizum solo en mano o te '.repeat(180),
  'bare noes before commas': 'Bizum? no, MB WAY? não, Lydia? non, '.repeat(290),
  'looks like and shaped': 'looks like a vape-shaped parece uma sieht aus wie ein '.repeat(190),
  'green sites': 'escreve msg no site verde écris-moi sur le site vert '.repeat(200),
  'odometers and converters': 'aparelho para baixar os km catalisador usado desmontado '.repeat(180),
  'finds and invasive plants': 'moedas encontradas com o detector não declaradas pampas '.repeat(180),
  'locks, passes and codes': 'icloud da dona anterior cartão de embarque activation code skins cs2 '.repeat(150),
  'bundles, frames and pelts': '500 ebooks download link frame de pistola impresso em 3d piel de zorro '.repeat(140),
  'medals named': 'medalha de campanha gravada com o nome do cabo named to '.repeat(170),
  'feathers and steroids': 'plumas de buitre owl feathers test e vials tren '.repeat(210),
  'numbers pointed at': 'telefona ao número impresso no autocolante foto 9 tlm 1-2 (x) '.repeat(160),
  'handles as brands': 'marca: a.b.c, procura no insta label: x on the gram '.repeat(190),
  'spaced providers and hosts': 'a dot b at hot mail dot fr is.gd barra x-y '.repeat(210),
  'vouchers, cheques and escrow': 'pagas-me com cartão do hiper ou vale de compras cheque my own escrow '.repeat(150),
  // The same rules widened to their kinds (s41-19g): genders, German order, pack words with counts, providers split in two, own sites in either order.
  'kinds in other words': 'pack de 5 ebooks , , pdf , cuenta de google de la anterior dueña medalla con nombre gravado Münzen mit dem detetor zum km '.repeat(100) +
    'ervas-das-pampas plumas de águila pago seguro por mi propia mon propre site de paiement protégé a at out look dot co dot '.repeat(90),
  // Goods the published lists name (s41-19k): vests, suppressors, powder and primers, nitrous by the cylinder, spores, plates and their holders,
  // refrigerant in its can, asbestos, flares, speed unlocks, e-mail lists with their numbers, wild birds' eggs.
  'vests, powder and nitrous': 'colete balístico silenciador para pólvora negra primers for óxido nitroso, , , bombona de 2 kg de n2o esporos de '.repeat(90),
  'plates, gases and flares': 'placa de matrícula porta-placa de matrícula gás refrigerante R22 1 2 garrafa freon 3 kg R-22 cylinder head sem amianto fachos de '.repeat(80),
  'unlocks, lists and eggs': 'débridage desbloqueado a 45 km/h base de datos de 1.000 2.000 3.000 emails de 12 000 contacts ovos de aves selvagens '.repeat(85),
  // Accessories and names read as such (s41-19q): holders' pockets for a list of documents, costume props, testosterone boosters, a
  // network's name as a trend, a work's or a mascot's noun before a capitalised dot-com name.
  'holders, props, boosters and names': 'bolsos para a b c d e , slots for x y and cosplay prop a b '.repeat(170) +
    'booster de testosterona natural TikTok trend revista da Loja dot com mascote Pets.com '.repeat(120),
  'sizes with halves and model letters': '1,5 2 2,5 3 4 5 6 8 '.repeat(500) + '6310i 6230i '.repeat(400),
  // Kinds of mistake read generally (s42-19p): accessories by builder, wiped apps, transfers of a name, accounts removed, measures after a
  // network, play money, game cartridges, pet gear for young animals.
  'accessories, apps and transfers': 'capa azul para bike ou ski capacete stand helmet display estojo e lentes Welpen-Laufstall tapis chiot '.repeat(100) +
    'tinha WhatsApp Bizum formatado liga registado em meu nome transferência nominal conta PSN já removida da TikTok 30cm '.repeat(85),
  'toys, cartridges and references': 'faux billets et fausses pièces de jeu cartuchos de jogos da Game Boy Art.-Nr. B64213 14/07 al prezzo pagato '.repeat(95),
  // Goods in disguise and goods described (s42-19t): each family's words side by side with the gaps its patterns allow, repeated, so a
  // lazy gap, a lookahead to a later word or a list of optional words that backtracks shows here.
  'weapons, spying, locks and furs': 'spray de gás pimenta em forma de batom fivela de cinto soqueira lanterna com choque self defence câmara escondida hidden spy hd camera gravador sem que ele sem que a b saiba without them bloqueado por icloud não tenho a senha blacklisted imei bloqueado reportado como casaco de pele de raposa estola vison mink fur coat manteau en fourrure de real fur '.repeat(29),
  'coins, grades, files, finds and prescriptions': 'moedas fifa 100k fut coins comfort trade qualidade triple a igualito a la original nadie notará envio por email os livros em pdf te mando en pdf a b c d e encontrei-as com o meu detetor achada numa escavação trovato nel scavo comprimidos só se vendem com receita melatonina 10 mg pulseira do festival ativada, nominal '.repeat(32),
  'converters, computers, numbers, signs, boxes and documents': 'catalisador tirado do meu carro katalysator vom wagen abmontiert sem fatura palavra-passe da bios gerido pela empresa encontrei na rua hab es auf der straße gefunden número de quadro raspado sinal de trânsito arrancado da carrinho do lidl roupões do hotel trouxe todos os canais kodi configurado cursos pagos em vídeo diplomas em branco matrículas com qualquer número '.repeat(28),
  'threads, fillers, food, mercury, barrels and papers': 'moderator thread 5/8x24 relleno de labios leite cru cogumelos apanhados no nitrato de amónio paraquat frasco de 100 g de mercúrio mercury 50 g ativação bloqueada identiques aux originales zeugnis ohne von der baustelle cano de a b calibre .22 ersatzlauf kaliber dua sem o carfahrzeugbrief ohne auto lip injections 1ml echtes stoppschild '.repeat(30),
  // Services, schemes, substances, wild finches and primates, contraband and contact asked for (s42-19s): each rule's verb or noun, then the
  // free words its gap allows, then a word that nearly ends it, repeated.
  'written work and exams': 'escrevo a a a a tese faço o o exame de respostas do do do exame rédige votre votre mémoire '.repeat(110),
  'reviews, points and sick notes': '5 avaliações avaliações google assumo os os os os pontos atestado médico atestado '.repeat(120),
  'papers, draws and schemes': 'diplomas com o teu rifa rifa a 5 sorteio duplica o o dinheiro ganha 100 € por '.repeat(125),
  'returns and loans': 'envia 1 btc e e e e 2 rendimento passivo empréstimos pessoais pessoais sem '.repeat(135),
  'mercury, acids and solvents': 'barómetro de de de mercúrio ácido sulfúrico 25 acetona 30 30 l mercure mercure '.repeat(125),
  'finches, primates and tobacco': 'jilgueros jilgueros sagui sagui bebé tabaco sem selo duty free duty '.repeat(150),
  'fines, returns and draws': 'assumo as as tuas multas te quito los los puntos your points points 5% ao ao mensal daily daily 4 prize draw 2 quid '.repeat(90),
  'vehicle papers, trades and nitrate': 'faço inspeções sem sem levar não sou sou gás nitrato de amónio 3 4 5 % '.repeat(130),
  'stand-ins, recruits and lenders': 'passar no no exame vou eu por por ti traz 3 3 amigos escribo reseñas reseñas cedo os os pontos empresto a a '.repeat(85),
  // Services and schemes said in a sentence (s43-19s): a massage with a finish, a licence without the exam, a circle's sums, a mystery box's odds, a tax number lent.
  'described services and schemes': 'massagem massagem com com final feliz carta de condução sem sem fazer exame pagas 100 e e recebes 800 centro mystery box box uma em 10 empresto o o meu nif '.repeat(65),
  'contact asked for': 'pede-me o o o número pídeme el número de de my number on my profile same name on the blue blue '.repeat(100),
  // The complete public lists (s42-19r): precursors by strength and grade, card writers, keyless relays, organs, couriers' accounts, miles and
  // points with their counts, SIM cards and bank accounts in another's name.
  'precursors, writers, relays, organs and accounts': 'nitro fuel 25 % 16 % acetona 99 % 5 kg hexamina pura msr605x leitor gravador de cartões relay keyless a b c carros rim a, b, c, para transplante conta de estafeta glovo vendo 1.000 2.000 milhas tap vendo miles de cartão sim a, b, c, d, em nome de conta bancária aberta a b vendo 5k '.repeat(35),
  // Purposes said whatever the item (s43-19e): each part's opening words repeated with the free words its gaps allow, without a stop (one
  // long sentence) and with one after each piece (many short sentences).
  'purposes without stops': 'sem que que que ele ele abre-o abre qualquer qualquer porta sem sem a a engana engana o o contador da água faz faz ohne dass dass er nobody nobody the the '.repeat(70),
  'purposes in short sentences': 'sem que ele. abre qualquer porta sem. engana o radar. contador da luz pára. before the MOT after. '.repeat(105),
  // A channel count before a channel word ("10.000 canali"): a long run of numbers with none is read in bounded windows, not to its end from each digit.
  'numbers without a channel word': '19 '.repeat(3_400) + '1.5 '.repeat(2_500),
  // Contacts said in words: walls of the spelt-out separators, of runs joined by them, of providers and of apps paid to a number.
  'spelt-out separators': '[em] (at) arroba underscore guion bajo tiret bas [ponto] punto dot Punkt trattino basso Unterstrich '.repeat(100).slice(0, 10_000),
  'runs joined by spelt-out separators': 'a underscore b dot c noventa e nove '.repeat(300).slice(0, 10_000),
  'providers before runs': 'gmail is a underscore gmail: b dot '.repeat(300).slice(0, 10_000),
  'apps paid to a number': 'Google Pay to my number al mío sur mon numéro '.repeat(230).slice(0, 10_000),
  'mixed 100,000': 'Liga 912 345 678 ou ana at gmail dot com, olx ponto pt, MB WAY, réplica 1:1. '.repeat(1_300).slice(0, 100_000),
};

/**
 * A cue word of each family of rules (an item, a copy, a contact, a payment, a network, a sale) followed by connector words repeated to
 * about 5,000 characters ("copy with the with the …"): the words every phrase pattern lets stand between its parts, so a gap that is
 * retried from each of them, or a lookahead read to the text's end from each, shows here. Every connector word of the rules' lexicon
 * (`functionWords`, six languages), three at a time, each after another cue.
 */
const cues = ['copy', 'réplica', 'whatsapp', 'pago', 'contacto', 'insta', 'vendo', 'tester', 'faca', 'bizum'];
const connectors = [...functionWords];
for (let i = 0; i < connectors.length; i += 3) {
  const phrase = `${connectors.slice(i, i + 3).join(' ')} `;
  hostile[`connectors repeated: ${phrase.trim()}`] = `${cues[(i / 3) % cues.length]!} ${phrase.repeat(Math.ceil(5_000 / phrase.length))}`;
}

describe('every rule on hostile input', () => {
  // A catastrophic backtrack or a quadratic loop would hold a text's test far past its timeout; linear rules finish each in well
  // under a second. One test per text, so each has its own budget and a slow one is named.
  it.each(Object.entries(hostile))('answers the pathological text "%s" with findings whose spans lie inside it', { timeout: 60_000 }, (name, text) => {
    for (const [rule, run] of Object.entries(rules)) {
      const found = run(text);
      for (const f of found) expect(f.start >= 0 && f.start <= f.end && f.end <= text.length, `${rule} on ${name}`).toBe(true);
    }
  });

  it('folds each pathological text and maps every folded character back inside it', { timeout: 60_000 }, () => {
    for (const text of Object.values(hostile)) {
      const folded = foldText(text);
      expect(folded.starts.length).toBe(folded.folded.length);
      expect(folded.ends.every((end) => end <= text.length)).toBe(true);
    }
  });

  it('quotes the seller\'s exact characters as evidence, whatever the folding', { timeout: 60_000 }, () => {
    for (const [name, text] of Object.entries(hostile)) {
      const description = text.slice(0, 10_000);
      for (const v of checkListingRules({ title: 'Casaco', description }, context)) {
        if (v.field === 'description' && v.span) expect(description.slice(v.span.start, v.span.end), name).toBe(v.evidence);
      }
    }
  });
});

describe('validateListing on texts at and past the contract limits', () => {
  it('answers a 10,000-character adversarial description and refuses a 100,000-character one with a 422 naming the field', { timeout: 60_000 }, async () => {
    const request = (description: string) => ({ agent_specific: { profile: 'olx-pt' as const, listing: { title: 'Casaco', description } } });
    const answer = await validateListing(request(hostile['mixed 100,000']!.slice(0, 10_000)));
    // The counterfeit and the contacts found; whether a person or the rules decide is the learned scorer's confirmation.
    expect(new Set(answer.violations.map((v) => v.code))).toEqual(new Set(['contact_phone', 'contact_email', 'external_link', 'off_platform_payment', 'prohibited_item']));
    expect(['reject', 'manual_review']).toContain(answer.verdict);
    await expect(validateListing(request(hostile['mixed 100,000']!))).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/agent_specific/listing/description' }] });
  });

  it('answers an empty description and one of lone surrogates and emoji', async () => {
    const request = (description: string) => ({ agent_specific: { profile: 'vinted' as const, listing: { title: 'Casaco', description } } });
    await expect(validateListing(request(''))).resolves.toMatchObject({ verdict: 'approve' });
    await expect(validateListing(request('\ud800'.repeat(100) + '😀'.repeat(2_000)))).resolves.toHaveProperty('verdict');
  });
});
