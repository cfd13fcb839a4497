import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-third.json: a twenty-third labelled set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no
 * rule code, lexicon or brand table, no README rules table and no earlier set's listing records — only the twenty-second
 * writer's header and split, the line parser (`areaListingsFromLines`), `balancedSplit`'s signature, the scorer
 * (evasion-quality.ts) and the contract's flag codes and profiles.
 * 280 listings: PT 60, ES 59, FR 60, EN 59, IT 21, DE 21; 128 clean (46 %), 152 with a problem (154 labels: prohibited
 * item 81, restricted item 45, off-site payment 11, phone 5, social 5, e-mail 4, link 3; first label's kind: item 125,
 * payment 10, phone 5, social 5, email 4, link 3). Areas (24, a taxonomy of the writer's own, by what a general
 * marketplace's moderators meet rather than by the twenty-second's list): hire (services offered), chance, papers, money,
 * medicine, animals, tobacco, drink, hazmat, arms, fakes, stolen, recall, digital, tickets, vehicles, and ordinary goods
 * (phones, electronics, furniture, fashion, kids, home, garden, bikes) where contact or payment is moved off the site.
 * Problems chosen from the policy clauses the twenty-second header does not name: tax returns with invented expenses, a
 * rented courier account, a residence registration at an address not lived in, taking a driver's fine and points for
 * someone, a proxy for a video job interview, a right-to-work code and national insurance number rented out, payslips and
 * tax notices made for a rental file, a massage "with a finish", a positive driving-fitness report (MPU) without the test,
 * a gifting circle ("flower"), a sweepstake with a pot, a tombola, a mystery box with a prize, competitions with no skill
 * question, recruitment fees paid to a network, a "5 % a week" investment, a bank account lent to receive payments, bank
 * accounts opened in another name, resident and disabled parking badges, a student card and ID-style proof-of-age cards,
 * a yellow-fever certificate without the vaccine, a boat licence without the exam, blank prescriptions and vaccination
 * books, air-miles points, methylphenidate, liraglutide and compounded semaglutide, clenbuterol and stanozolol, tilidine,
 * hearing aids, coloured prescription contact lenses, poppers, CBD oil, kratom, hyaluronic filler with a needle-free pen,
 * hatching eggs, a bee colony, kittens and a rabbit given away, a budgerigar pair, puppies without microchip, ball
 * pythons, a zebra skin, mounted birdwing butterflies, invasive knotweed, rolling tobacco from Andorra, untaxed cigarettes,
 * nicotine pouches and disposable vapes, cigars, home-distilled orujo, port, limoncello, a whisky calendar, fireworks (F4,
 * illegal imports, village rockets), nitrous-oxide bottles, sulphuric acid, a herbicide sold with a banned insecticide, R134a, pool
 * calcium hypochlorite, a radium dial, a knuckle duster, a telescopic baton, a taser, an automatic knife, a zombie knife,
 * a balisong, a sharpened katana, an airsoft pistol, a PCP air rifle, broadheads, blank cartridges, Nazi insignia,
 * counterfeit football shirts ("Thai quality"), reps, 1:1 copies that pair as the real thing, equivalence perfumes in the
 * maker's bottle, a filed bike frame, copper and catalytic converters of unknown origin, a company-engraved tool bundle, an
 * iCloud-locked phone "found in a train", a locked scooter, a bike with the lock still on, hotel robes, a supermarket
 * trolley and council cones, a deposit gas bottle sold without contract, a recalled CPAP and treadmill, magnetic balls for
 * children, a drop-side cot, game accounts, grey licence keys, social accounts with followers, lifetime streaming
 * accounts, a chipped console with pirated games, cracked game accounts, an IPTV list and a loaded decoder, resold named
 * tickets above face value and tickets "you go as me", a motorbike or pit bike without papers, a car with no inspection
 * and an attachment, number plates without the registration papers; contact moved off the site by "my number is in the
 * last photo", a Spanish number in spoken tens, a French number in spoken pairs, an English number mixing words and
 * digits, an Italian number mixing words and digits, e-mails with "arroba … ponto", "(at)", "at … dot" and "punkt", a
 * Linktree, a Depop shop and a shop domain said with "punto", Instagram, Telegram, Snapchat and a Facebook page; payment off
 * the site by MB WAY before loading, a Multibanco reference the seller makes, Pix, a Bizum deposit, PayPal friends, Lydia
 * or a transfer for a discount, Paylib and a post-office money order, a bank deposit by sort code, Revolut or crypto,
 * Postepay top-up, Wero.
 * Each kind of problem has hard negatives in its own words (not every single listing has its own): a certified accountant beside invented expenses, a courier bag
 * beside a rented courier account, an immigration agency beside a false registration, a cleaner with an invoice, a mock
 * interview coach beside a proxy, a registered gas engineer beside the rented work code, an administrative helper paid by
 * CESU beside payslips made up, a physiotherapist's sports massage, a traffic psychologist's preparation beside the bought
 * report, a board game, a bingo machine and a family lotto set beside the draws, investment books, a piggy bank, a
 * commemorative coin collection and withdrawn notes beside the schemes, a parking disc, blue-badge holder, card holder,
 * vaccination-book cover and car-document wallet beside the papers, a boat-licence handbook, an ADHD book, a lens case,
 * reading glasses, a sharps bin, a glucose meter, whey protein, hemp-seed cosmetic oil and noise-cancelling earphones
 * beside the medicines, an incubator, empty hives, a cat tree, a hutch, a terrarium, a bird cage, a dog carrier, a
 * printed zebra rug, paper butterflies and bamboo canes beside the animals, a cigarette roller, a vape case, a humidor, a
 * crystal ashtray and vintage tobacco tins beside tobacco, an empty wine rack, wine glasses, a decorative still, empty
 * limoncello bottles and a home-brew kit with no ingredients beside alcohol, a confetti cannon, wax birthday candles,
 * category F1 party snaps, a cream whipper, a mechanical drain snake, a vinegar weed-killer, a pool thermometer and uranium
 * glass beside hazardous goods, a double ring, a selfie stick ("extensible" as the baton), a chilli spray for aphids, a
 * tactical torch, a blunt display katana, a water pistol, a gel blaster, an Opinel, a carving set, a blunt trainer
 * balisong, a children's bow and a WWI helmet with no insignia beside the weapons, an official shirt with receipt, an
 * unbranded sweatshirt, tote and jumper beside the copies, invoiced tools and frames, a new catalytic converter with its
 * invoice, renovation copper with a plumber's invoice, a reset phone with invoice beside the stolen goods, a folding
 * treadmill, a humidifier and CE-compliant magnetic blocks beside the recalls, a boxed game, a laptop with its licence
 * sticker, a reset Chromecast, Fire stick and Switch beside the digital goods, tickets at face value through the official
 * resale, and cash at a hand-over, the site's own payment and "no Bizum, no transfers" beside payment moved off the site.
 * Label policy (a careful moderator of a general European marketplace): contact, links and payment moved off the site are
 * labelled where they are asked for; cash at a hand-over and the site's own payment are clean; a number "in the last
 * photo" is labelled as a phone on the phrase that sends the buyer there. Fraud and forgery services, sexual services,
 * schemes, lotteries, draws, sweepstakes and paid-entry prize boxes run by a seller, bank accounts lent or sold, official
 * permits, badges and certificates, prescription-only and doping medicines, hyaluronic injections, smuggled or untaxed
 * tobacco, illegal fireworks, nitrous oxide sold for balloons, knuckle dusters, batons, tasers, automatic, zombie and
 * butterfly knives, counterfeits said in any way, goods of unknown or stolen origin, company property, recalled goods and
 * pirated or shared digital goods are prohibited; live animals and eggs to hatch, protected-species skins and specimens,
 * invasive plants, home-made and bottled alcohol, nicotine products, cigars, corrosive and oxidising chemicals,
 * refrigerants, radium, banned pesticides, airsoft and air guns, blank cartridges, sharpened swords, broadheads, Nazi
 * insignia, hearing aids, coloured prescription lenses, poppers, CBD, kratom, ghost-written theses, air-miles points, named
 * tickets resold above face value, vehicles without papers and plates without registration are restricted (the scorer
 * meets either item code).
 * Borderline decisions, stated: Nazi insignia restricted, not prohibited (militaria collectors; the profile decides, DE and
 * FR law forbid their display); CBD oil restricted; hearing aids and coloured lenses restricted (medical devices);
 * shared streaming and AI logins restricted, lifetime accounts prohibited; a drop-side cot restricted (banned in some
 * markets, not recalled by a named maker); the mystery box with a cash prize prohibited as a lottery; a charity raffle
 * sold through the site still prohibited; given-away pets restricted like sold ones; hotel robes "brought back" prohibited
 * as stolen; a deposit gas bottle sold without contract prohibited (company property); a radium dial restricted; uranium
 * glass and a WWI helmet with no insignia clean; F1 party snaps clean; a display katana without edge clean; a blunt
 * trainer balisong clean; an unbranded jumper with "a round arm badge" of its own label clean; "I don't give my number"
 * clean; a post-office money order labelled off-site payment.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-second set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 140 (64 clean, 76 problems: item 62, payment 5, phone 3, social
 * 3, email 2, link 1; 76 labels), holdout 140 (64 clean, 76 problems: item 63, payment 5, phone 2, social 2, email 2, link
 * 2; 78 labels); every language and all 24 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-third-listing-set.ts`.
 * First run (2026-11-29, rules as on 25b992b, no rule changed, `nice -n 10 timeout 900 npm run bench -- listing`): tune
 * part recall 0.70 (53 of 76 labels; by kind item 39/62, payment 5/5, phone 3/3, social 3/3, email 2/2, link 1/1), clean
 * listings flagged 0.06 (4 of 64), wrongful rejects 0.01 (1 of 78); holdout part recall 0.67 (52 of 78 labels; by kind
 * item 38/64, payment 6/6, phone 2/2, social 2/2, email 2/2, link 2/2), clean listings flagged 0.03 (2 of 64), wrongful
 * rejects 0.01 (1 of 77).
 */

const marked = `
hire ;; pt ;; olx-pt ;; services ;; 40 ;; IRS 2026 - reembolso garantido ;; Boas, trato do vosso IRS rapido e barato. Para quem quer reembolso maior {{prohibited_item|meto despesas de saude e rendas que nao tiveste, eu invento as faturas}}, ja fiz a muita gente e nunca deu problema. Preco fixo 40e, entrega ate 30 de junho.
hire ;; pt ;; olx-pt ;; services ;; 60 ;; Contabilista certificada - entrega de IRS ;; Contabilista certificada (OCC) faz a entrega do IRS com as suas despesas reais do e-fatura. Reviso deducoes, dependentes e rendas. Atendimento em Braga ou por videochamada. Recibo verde passado.
hire ;; pt ;; olx-pt ;; services ;; 80 ;; Alugo conta de estafeta verificada ;; Tenho {{prohibited_item|conta glovo e uber eats verificada em meu nome, alugo a semana}}, tu fazes as entregas e pagas 80 por semana, nao precisas de documentos nem de NIF. Serio so.
hire ;; pt ;; olx-pt ;; sports ;; 15 ;; Mochila térmica de estafeta ;; Mochila termica grande de estafeta, usei uns meses nas entregas de bicicleta. Fecho a funcionar, tem uma mancha por dentro, nada de especial. Levantar em Almada.
chance ;; pt ;; olx-pt ;; services ;; 100 ;; Flor da abundancia 🌸 entra com 100 sai com 800 ;; Grupo de mulheres que se ajudam 🌸 entras com 100e na flor e quando chegares ao centro recebes 800e das novas que entram. {{prohibited_item|Flor da abundancia, entra com 100 sai com 800}} e nao e esquema, e ajuda mutua. Falta so 2 lugares!!
chance ;; pt ;; olx-pt ;; books ;; 6 ;; Livro "Pai Rico Pai Pobre" ;; Livro em bom estado, algumas paginas sublinhadas a lapis. Capa mole. Entrego em mao em Coimbra ou envio por CTT com portes a cargo do comprador.
papers ;; pt ;; olx-pt ;; services ;; 120 ;; Disticos estacionamento ;; Vendo {{prohibited_item|distico de residente da EMEL zona 3}} e tambem arranjo {{prohibited_item|cartao de estacionamento para pessoa com deficiencia}}, quem precisa sabe. Discricao total.
papers ;; pt ;; olx-pt ;; vehicle-parts ;; 3 ;; Disco de estacionamento azul ;; Disco de estacionamento azul (zona azul) para por no vidro, novo, ainda com a pelicula. Tenho 3 iguais.
money ;; pt ;; olx-pt ;; services ;; 250 ;; Conta bancaria online ja aberta ;; {{prohibited_item|Vendo conta Revolut e conta N26 ja verificadas com cartao}}, nao ficam no teu nome, ideal para quem nao pode ter conta. Entrego app ja configurada.
money ;; pt ;; olx-pt ;; home ;; 8 ;; Mealheiro porquinho em ceramica ;; Mealheiro antigo em forma de porco, ceramica pintada a mao, sem tampa por baixo (tem de se partir). Decoracao bonita para quarto de crianca.
medicine ;; pt ;; olx-pt ;; health ;; 25 ;; Ritalina 10mg sobrou ;; Sobrou da minha filha, o medico mudou a medicacao. {{prohibited_item|Ritalina 10 mg, 2 caixas e meia, validade 2027}}. Tambem tenho melatonina. Entrego em maos no Porto.
medicine ;; pt ;; olx-pt ;; books ;; 10 ;; Livro sobre PHDA para pais ;; Livro para pais de criancas com PHDA, muito util, explica a medicacao e as estrategias na escola. Como novo.
medicine ;; pt ;; olx-pt ;; beauty ;; 18 ;; lentes de contacto coloridas graduadas -3 ;; Lentes coloridas azuis {{restricted_item|graduadas -3.00, nao e preciso receita}}, comprei 3 pares e so usei um. Duram 3 meses.
medicine ;; pt ;; olx-pt ;; beauty ;; 4 ;; Estojo para lentes de contacto ;; Estojo de viagem para lentes de contacto com espelho e pinça, cor rosa. Novo, nunca usado.
animals ;; pt ;; olx-pt ;; animals ;; 12 ;; Ovos galados para chocar - Brahma ;; {{restricted_item|Ovos galados de galinha Brahma para por a chocar}}, duzia a 12e, galo e galinhas de exposicao. Levantar na quinta em Alenquer.
animals ;; pt ;; olx-pt ;; garden ;; 90 ;; Chocadeira incubadora automatica 24 ovos ;; Chocadeira automatica com viragem dos ovos e controlo de humidade, leva 24 ovos. Usada em duas ninhadas, funciona na perfeicao. Manual em portugues.
animals ;; pt ;; olx-pt ;; garden ;; 150 ;; Colmeia com abelhas ;; {{restricted_item|Colmeia Lusitana com enxame forte}} e 8 quadros com cria, sai por motivo de mudanca. Trazer fato. Zona de Viseu.
animals ;; pt ;; olx-pt ;; garden ;; 35 ;; Colmeias vazias madeira ;; 3 colmeias lusitanas vazias, madeira tratada, com tampa e fundo. Nunca tiveram abelhas, comprei para comecar e desisti.
tobacco ;; pt ;; olx-pt ;; other ;; 30 ;; tabaco enrolar andorra ;; Trago de andorra todos os meses, {{prohibited_item|tabaco de enrolar pacotes de 50g a 6 euros}}, marcas varias, faco preco para quantidade. Tambem cigarros ao volume.
tobacco ;; pt ;; olx-pt ;; other ;; 12 ;; Maquina de enrolar + mortalhas ;; Maquina de enrolar cigarros manual e 10 livros de mortalhas, filtros e uma caixa metalica. Deixei de fumar, esta tudo novo.
drink ;; pt ;; olx-pt ;; food ;; 120 ;; Vinho do Porto Vintage 1985 ;; {{restricted_item|Garrafa de Vinho do Porto Vintage 1985, selada}}, guardada deitada na garrafeira do meu avo. Rotulo um pouco manchado.
drink ;; pt ;; olx-pt ;; home ;; 25 ;; Garrafeira madeira 12 garrafas ;; Garrafeira de madeira de pinho para 12 garrafas, vazia, empilhavel. Ideal para adega ou cozinha. Medidas 50x25x40.
hazmat ;; pt ;; olx-pt ;; other ;; 200 ;; Fogo de artificio para festas ;; Para festas de aldeia e casamentos: {{prohibited_item|foguetes de cana, balonas e baterias de 100 tiros}}, sobrou do santo. Nao envio, so em maos.
hazmat ;; pt ;; olx-pt ;; toys ;; 6 ;; Lancador de confetes para festas ;; 5 canhoes de confetes de mola (sem polvora, so ar comprimido), dourados, para aniversarios e passagem de ano.
hazmat ;; pt ;; olx-pt ;; tools ;; 45 ;; acido sulfurico 98% 25 litros ;; Bidao fechado de {{restricted_item|acido sulfurico a 98%, 25 litros}}, sobrou da empresa. Tambem tenho soda caustica em saco.
hazmat ;; pt ;; olx-pt ;; tools ;; 9 ;; Desentupidor de canos manual ;; Desentupidor de canos em espiral de 5 metros, sem quimicos, funciona muito bem no lava loica. Usado 2x.
arms ;; pt ;; olx-pt ;; other ;; 20 ;; Soqueira metal ;; {{prohibited_item|Soqueira em metal cromado}}, pesada, para colecao (nunca usada). Envio discreto.
arms ;; pt ;; olx-pt ;; fashion ;; 35 ;; Anel duplo em prata ;; Anel duplo em prata 925 que ocupa dois dedos, tamanho 14 e 15. Estilo rock, comprado em Londres.
arms ;; pt ;; olx-pt ;; other ;; 25 ;; bastao extensivel ;; {{prohibited_item|Bastao extensivel de aco 21 polegadas}} com bolsa de cinto, abre com um golpe de pulso. Para seguranca pessoal.
arms ;; pt ;; olx-pt ;; phones ;; 7 ;; Bastao de selfie extensivel com tripe ;; Bastao de selfie extensivel com tripe e comando bluetooth, da para telemoveis ate 6.7". Abre ate 1 metro.
arms ;; pt ;; olx-pt ;; garden ;; 5 ;; Spray de pimenta para plantas (caseiro) ;; Repelente caseiro para pulgoes feito com malagueta e alho, frasco de 500 ml com pulverizador. Nao faz mal as plantas nem aos animais.
fakes ;; pt ;; olx-pt ;; sports ;; 20 ;; Camisolas futebol 25/26 tailandesas ;; Camisolas de todos os clubes versao adepto e jogador, {{prohibited_item|qualidade tailandesa igual as originais}}, com nome e numero mais 5e. Entrega em 10 dias.
fakes ;; pt ;; olx-pt ;; sports ;; 55 ;; Camisola oficial Benfica 2024 com etiqueta ;; Camisola oficial comprada na loja do estadio, com etiqueta e talao. Tamanho M, nunca vestida, foi presente que nao serviu.
stolen ;; pt ;; olx-pt ;; tools ;; 900 ;; Cobre descarnado 200kg ;; Cobre limpo descarnado, 200 kg, {{prohibited_item|sem fatura, vem de obras, nao faco perguntas nem respondo}}. So pagamento em dinheiro e levantar a noite.
stolen ;; pt ;; olx-pt ;; tools ;; 60 ;; Sucata de cobre da remodelacao ;; Restos de tubo de cobre da remodelacao da minha casa de banho, uns 8 kg. Tenho a fatura do canalizador se precisarem. Bom para sucata.
stolen ;; pt ;; olx-pt ;; vehicle-parts ;; 150 ;; catalisadores usados varios ;; Compro e vendo catalisadores, {{prohibited_item|tenho 6 cortados, nao sei de que carros}}, pago bem por catalisadores. Ligar de noite.
stolen ;; pt ;; olx-pt ;; vehicle-parts ;; 210 ;; Catalisador novo Renault Clio III ;; Catalisador novo homologado para Clio III 1.2, na caixa com fatura da Autozitania. Comprei errado para o meu carro.
recall ;; pt ;; olx-pt ;; health ;; 300 ;; CPAP Philips DreamStation ;; {{prohibited_item|CPAP Philips DreamStation, daquele lote da recolha da espuma}}, nunca o troquei, funciona bem. Com mascara e tubo.
recall ;; pt ;; olx-pt ;; home ;; 40 ;; Humidificador de ar Philips ;; Humidificador de ar Philips serie 2000 para quarto ate 32 m2, filtro mudado em janeiro. Silencioso.
digital ;; pt ;; olx-pt ;; consoles ;; 70 ;; Conta Fortnite com 200 skins ;; {{prohibited_item|Vendo conta Fortnite com 200 skins e o mail de origem}}, temporada 1 incluida, passo tudo. Aceito trocas.
digital ;; pt ;; olx-pt ;; consoles ;; 20 ;; FIFA 23 PS4 disco ;; Jogo FIFA 23 para PS4 em disco, caixa e disco sem riscos. Tambem tenho o 22.
digital ;; pt ;; olx-pt ;; laptops ;; 5 ;; Chaves Windows 10 / 11 Pro ;; {{prohibited_item|Chaves Windows 11 Pro a 5 euros, ativacao vitalicia}}, envio por mensagem no proprio dia. Office 2021 tambem.
digital ;; pt ;; olx-pt ;; laptops ;; 280 ;; Portatil Lenovo com Windows 10 original ;; Lenovo ThinkPad T480, i5, 8GB RAM, SSD 256. Windows 10 Pro original com autocolante da licenca por baixo. Bateria aguenta 4h.
tickets ;; pt ;; olx-pt ;; tickets ;; 180 ;; 2 bilhetes Coldplay Coimbra ;; {{restricted_item|2 bilhetes para Coldplay, paguei 75 cada e vendo a 180 cada}}, troco o nome no site. Ultimos.
tickets ;; pt ;; olx-pt ;; tickets ;; 45 ;; Bilhete NOS Alive 1 dia (preco de custo) ;; Nao posso ir, vendo ao preco que paguei, 45e. Transferencia feita pela app oficial da bilheteira para o teu nome.
vehicles ;; pt ;; olx-pt ;; vehicles ;; 400 ;; Mota 125 sem papeis ;; {{restricted_item|Honda 125 sem documentos}}, anda bem, ideal para o monte ou para pecas. Nao tem matricula.
vehicles ;; pt ;; olx-pt ;; toys ;; 120 ;; Mota eletrica de crianca ;; Mota eletrica de crianca 12V com rodinhas de apoio, dos 3 aos 6 anos. Bateria nova, carregador incluido.
phones ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 13 128gb como novo ;; iPhone 13 azul 128gb, bateria 89%, sempre com capa. Qualquer duvida {{contact_phone|o meu contacto esta na ultima foto}}, aqui nao respondo. Oferta capa.
phones ;; pt ;; olx-pt ;; phones ;; 290 ;; Samsung S21 5G desbloqueado ;; Samsung S21 preto desbloqueado para qualquer rede, com caixa e fatura da Worten. IMEI 35 digitos visivel na caixa para confirmarem. Aceito pagamento pelo site.
furniture ;; pt ;; olx-pt ;; furniture ;; 150 ;; Sofa 3 lugares cinzento ;; Sofa de 3 lugares cinzento, 2 anos, sem animais em casa. Capas lavaveis. Pagamento so {{off_platform_payment|por MB WAY antes de carregar}}, levanta em Setubal.
furniture ;; pt ;; olx-pt ;; furniture ;; 70 ;; Comoda branca 4 gavetas ;; Comoda branca com 4 gavetas, 80x45x90, um risco na lateral. Pagamento em dinheiro quando vier buscar, ou pelo pagamento do OLX com envio.
fashion ;; pt ;; olx-pt ;; clothing ;; 15 ;; Lote roupa menina 4 anos ;; 20 pecas de roupa de menina 4 anos, Zara e H&M. Para mais lotes e novidades {{social_handle|segue a minha loja no insta @roupinhas.da.bia}} 💕
fashion ;; pt ;; olx-pt ;; clothing ;; 30 ;; Casaco de inverno homem L ;; Casaco acolchoado homem tamanho L, azul escuro, com capuz. Usado uma epoca. O meu email esta no perfil do OLX mas prefiro mensagens aqui.
kids ;; pt ;; olx-pt ;; toys-baby ;; 80 ;; Carrinho de bebe 3 em 1 ;; Carrinho 3 em 1 com ovo e alcofa, usado num so bebe. Pago com {{off_platform_payment|referencia multibanco que eu gero}} e envio por transportadora, ou se for do Brasil aceito {{off_platform_payment|Pix}}.
kids ;; pt ;; olx-pt ;; toys-baby ;; 20 ;; Cadeira de refeicao ;; Cadeira de refeicao dobravel com tabuleiro amovivel, cinta de 5 pontos. Entrega em maos em Lisboa (Alvalade).
electronics ;; pt ;; olx-pt ;; electronics ;; 35 ;; Colunas de som PC ;; Colunas de PC 2.1 com subwoofer, funcionam perfeitamente. Mais fotos {{contact_email|pede no meu mail: ruiaudio arroba sapo ponto pt}}.
electronics ;; pt ;; olx-pt ;; consoles ;; 180 ;; PS4 Pro 1TB + 2 comandos ;; PS4 Pro 1TB com 2 comandos e 5 jogos. Catalogo completo de tudo o que vendo {{external_link|em linktr.ee/usadosdorui}} ou aqui no OLX.
home ;; pt ;; olx-pt ;; home ;; 25 ;; Micro-ondas Samsung 23L ;; Micro-ondas Samsung 23 litros com grill, prato novo. Nao dou numero de telefone, falamos pelo chat do OLX. Entrego em Loures.
garden ;; pt ;; olx-pt ;; garden ;; 40 ;; Corta-relva eletrico Bosch ;; Corta-relva eletrico 1200W com saco de recolha, lamina afiada este ano. Funciona bem, vendo por ter mudado para apartamento.
bikes ;; pt ;; olx-pt ;; bikes ;; 160 ;; Bicicleta BTT roda 29 ;; BTT roda 29 tamanho M, travoes de disco hidraulicos, 21 velocidades. Tenho a fatura e o numero de quadro confere. Aceito o pagamento do OLX.
hire ;; es ;; wallapop ;; services ;; 300 ;; Te consigo cita de extranjeria ;; Cita para huellas y NIE en 48h. {{prohibited_item|Tambien te arreglo el empadronamiento en un piso donde no vives}}, precio cerrado 300. Whatsapp en el perfil.
hire ;; es ;; wallapop ;; services ;; 40 ;; Gestoria: ayuda con tramites de extranjeria ;; Gestoria colegiada en Valencia. Te ayudamos a preparar la documentacion de arraigo y a pedir cita previa por la sede oficial. Factura con IVA.
hire ;; es ;; wallapop ;; services ;; 12 ;; Limpieza de casas por horas ;; Limpio casas y oficinas por horas en Getafe, dada de alta como autonoma, hago factura. Productos incluidos. 12 euros la hora.
hire ;; es ;; wallapop ;; services ;; 150 ;; Quito multas y puntos ;; {{prohibited_item|Me pongo yo como conductor de tu multa y no pierdes puntos}}, rapido y seguro, tengo el carnet limpio. Precio segun la multa.
chance ;; es ;; wallapop ;; other ;; 10 ;; Participacion porra Mundial 🏆 ;; Porra del Mundial para todo el barrio, {{prohibited_item|10 euros la papeleta, el que acierte el resultado se lleva el bote}}, sale a unos 2000. Papeletas limitadas.
chance ;; es ;; wallapop ;; toys ;; 12 ;; Juego de mesa Monopoly edicion España ;; Monopoly edicion España completo, billetes y casas contados. Caja un poco rozada en las esquinas.
chance ;; es ;; wallapop ;; services ;; 0 ;; gana dinero desde casa ;; Oportunidad de negocio 💸 solo necesitas invitar a 3 personas y {{prohibited_item|cada una paga 50 de inscripcion, tu cobras de toda tu red}}. Informate sin compromiso.
papers ;; es ;; wallapop ;; other ;; 60 ;; Tarjeta de estudiante universitaria ;; {{prohibited_item|Carnet universitario a tu nombre con foto}}, sirve para descuentos de transporte y museos. Me mandas la foto y los datos. 60 euros.
papers ;; es ;; wallapop ;; fashion ;; 9 ;; Funda para carnet y tarjetas de cuero ;; Funda porta carnet de cuero marron, caben DNI, tarjeta sanitaria y 4 tarjetas. Nueva, regalo repetido.
papers ;; es ;; wallapop ;; other ;; 90 ;; Certificado covid / vacunas para viajar ;; {{prohibited_item|Certificado internacional de vacunacion fiebre amarilla sin vacunarte}}, sellado y valido para viajar. Envio en 24h.
money ;; es ;; wallapop ;; services ;; 0 ;; Inversion con rentabilidad 5% semanal ;; Grupo privado de trading. {{prohibited_item|Metes 500 y te devuelvo 5% cada semana garantizado}}, sin riesgo, con contrato. Plazas limitadas este mes.
money ;; es ;; wallapop ;; books ;; 8 ;; Libro "Padre rico, padre pobre" y "El inversor inteligente" ;; Los dos libros de inversion en buen estado, alguna pagina subrayada. Envio por Wallapop.
medicine ;; es ;; wallapop ;; health ;; 30 ;; Clenbuterol y winstrol para definir ;; Para la definicion de verano {{prohibited_item|clenbuterol y winstrol en pastillas}}, ciclo de 6 semanas. Tambien SARMs. Envio discreto.
medicine ;; es ;; wallapop ;; sports ;; 25 ;; Proteina whey 2kg chocolate ;; Bote de proteina whey 2kg sabor chocolate, precintado, caduca en 2027. Me equivoque de sabor.
medicine ;; es ;; wallapop ;; health ;; 200 ;; audifonos recargables ;; {{restricted_item|Audifonos digitales de mi padre, programados a su perdida}}, casi nuevos, con cargador. Los puede reprogramar un audiologo.
medicine ;; es ;; wallapop ;; electronics ;; 40 ;; Auriculares inalambricos con cancelacion de ruido ;; Auriculares bluetooth con cancelacion de ruido, 30h de bateria, estuche de carga. Funcionan perfectos.
animals ;; es ;; wallapop ;; animals ;; 0 ;; regalo gatitos ;; {{restricted_item|Regalo 3 gatitos de 2 meses}}, comen solos y usan arenero. Solo a buenas familias, pido fotos de donde van a vivir.
animals ;; es ;; wallapop ;; animals ;; 30 ;; Rascador para gatos grande ;; Rascador arbol de 1,40 m con dos casetas y hamaca, el gato lo uso poco. Desmontable para transportar.
animals ;; es ;; wallapop ;; home ;; 80 ;; Alfombra piel de cebra auténtica ;; {{restricted_item|Alfombra de piel de cebra autentica}}, traida de Sudafrica hace años, sin papeles. Muy decorativa.
animals ;; es ;; wallapop ;; home ;; 35 ;; Alfombra estampado cebra ;; Alfombra de pelo corto con estampado de cebra, sintetica, 160x230. Se lava a maquina en seco.
tobacco ;; es ;; wallapop ;; other ;; 20 ;; vapers desechables 10000 caladas ;; {{restricted_item|Vapers desechables de 10000 caladas con nicotina}}, sabores varios, 20 euros el pack de 3. Precio por cantidad.
tobacco ;; es ;; wallapop ;; other ;; 15 ;; Funda para vaper de cuero ;; Funda para vaper de cuero con mosqueton, para pod y cigarrillo electronico pequeño. Vacia, sin el aparato.
drink ;; es ;; wallapop ;; food ;; 25 ;; Orujo casero de Galicia ;; {{restricted_item|Orujo casero hecho en alambique de mi abuelo, litro a 25}}, de hierbas y blanco. Tambien licor cafe.
drink ;; es ;; wallapop ;; home ;; 60 ;; alambique de cobre decorativo 5L ;; Alambique de cobre de 5 litros, decorativo, nunca se ha usado para destilar. Queda precioso en una estanteria. Con su soporte.
hazmat ;; es ;; wallapop ;; food ;; 45 ;; bombonas de gas de la risa ;; {{prohibited_item|Botellas de oxido nitroso de 2kg para globos}}, tambien capsulas para sifon en caja de 600. Entrega en mano en Madrid por la noche.
hazmat ;; es ;; wallapop ;; home ;; 18 ;; Sifon para nata montada + 10 cargas ;; Sifon de acero para nata montada de 0,5 L con 10 cargas de cocina, como nuevo. Para reposteria.
hazmat ;; es ;; wallapop ;; garden ;; 30 ;; Herbicida profesional ;; {{restricted_item|Herbicida con clorpirifos de antes de la prohibicion}}, garrafa de 5 litros, mata todo. Para fincas.
hazmat ;; es ;; wallapop ;; garden ;; 12 ;; Herbicida ecologico vinagre ;; Herbicida de vinagre de limpieza y sal, apto para agricultura ecologica. 5 litros, precintado.
arms ;; es ;; wallapop ;; sports ;; 90 ;; Pistola airsoft Glock CO2 ;; {{restricted_item|Pistola de airsoft tipo Glock de CO2, metalica}}, 2 cargadores y bolas. Solo mayores de 18.
arms ;; es ;; wallapop ;; toys ;; 10 ;; Pistola de agua gigante ;; Pistola de agua a presion de 1 litro, alcance 10 metros, para la piscina. Color naranja.
arms ;; es ;; wallapop ;; other ;; 60 ;; Taser defensa personal ;; {{prohibited_item|Taser de 50 millones de voltios con linterna}}, recargable, muy potente para defensa personal. Envio discreto.
arms ;; es ;; wallapop ;; electronics ;; 20 ;; Linterna tactica recargable ;; Linterna tactica LED recargable, 1000 lumenes, zoom y 5 modos. Resistente al agua, ideal para camping.
arms ;; es ;; wallapop ;; home ;; 120 ;; Katana decorativa con soporte ;; Katana decorativa sin filo, hoja de acero inoxidable de exposicion, con soporte de madera. Solo adorno, no corta.
arms ;; es ;; wallapop ;; sports ;; 250 ;; katana afilada acero carbono ;; {{restricted_item|Katana forjada a mano en acero al carbono, afilada}}, corta bambu. Con funda y saya.
fakes ;; es ;; wallapop ;; clothing ;; 35 ;; Sudadera estilo essentials ;; Sudadera oversize beige {{prohibited_item|con el logo de Fear of God Essentials, calidad 1:1}}, no se nota nada, tallas S a XL.
fakes ;; es ;; wallapop ;; clothing ;; 20 ;; Sudadera oversize beige sin marca ;; Sudadera oversize color beige de algodon, sin logo ni marca, talla M. Muy comoda, lavada una vez.
fakes ;; es ;; wallapop ;; beauty ;; 15 ;; Perfumes de imitacion 100ml ;; Perfumes equivalentes {{prohibited_item|en frasco original de la marca, con su caja y codigo}}, nadie nota la diferencia. 15 cada uno.
stolen ;; es ;; wallapop ;; bikes ;; 200 ;; Bici montaña Orbea sin factura ;; Orbea Alma 29, {{prohibited_item|el numero de bastidor esta limado, por eso el precio}}, me la vendieron asi. Sin factura. Ruedas nuevas.
stolen ;; es ;; wallapop ;; bikes ;; 450 ;; Orbea Alma 29 con factura ;; Orbea Alma 29 talla M, 2021. Con factura de la tienda, numero de bastidor registrado en Biciregistro a mi nombre, se transfiere al comprador.
stolen ;; es ;; wallapop ;; home ;; 15 ;; bombona butano Repsol llena ;; {{prohibited_item|Bombonas de butano de Repsol sin contrato, te las vendo sin casco}}, me sobran de un piso. Llevar en maletero.
recall ;; es ;; wallapop ;; sports ;; 1200 ;; Cinta de correr Peloton Tread+ ;; {{prohibited_item|Peloton Tread+, la del aviso de retirada, no he hecho la devolucion}}, va perfecta. Recoger en Sevilla, pesa mucho.
recall ;; es ;; wallapop ;; sports ;; 300 ;; Cinta de correr plegable ;; Cinta de correr plegable de 12 km/h, motor 2,5 HP, con inclinacion manual. Usada poco, pantalla perfecta.
digital ;; es ;; wallapop ;; electronics ;; 30 ;; Lista IPTV ;; Chromecast con Google TV 4K, perfecto, con mando. {{prohibited_item|Te lo configuro con la lista de todos los canales y futbol por 30 al año}}.
digital ;; es ;; wallapop ;; electronics ;; 35 ;; Chromecast con Google TV 4K ;; Chromecast con Google TV 4K con mando y caja. Funciona con tus propias suscripciones, lo restauro de fabrica antes de entregarlo.
digital ;; es ;; wallapop ;; services ;; 15 ;; Seguidores Instagram reales ;; {{prohibited_item|Vendo cuentas de Instagram de 10k seguidores y likes por paquetes}}, entrega inmediata. Tambien TikTok.
tickets ;; es ;; wallapop ;; tickets ;; 35 ;; Entrada Mad Cool viernes ;; Vendo al precio de compra, 35 mas gastos, con cambio de nombre gratuito en la web oficial del festival. No puedo ir por trabajo.
vehicles ;; es ;; wallapop ;; vehicles ;; 1500 ;; Coche sin ITV ;; {{restricted_item|Seat Ibiza del 2004 sin ITV y con embargo}}, arranca y anda. Se vende para dar de baja o exportar.
phones ;; es ;; wallapop ;; phones ;; 180 ;; Xiaomi Redmi Note 12 ;; Redmi Note 12 128GB con funda y cristal templado. Si quieres mas fotos {{contact_phone|mandame un wasap al seis cuatro nueve, doce, treinta y cuatro, cincuenta y seis}}.
phones ;; es ;; wallapop ;; phones ;; 150 ;; iPhone 11 64GB ;; iPhone 11 blanco 64GB, bateria al 84%. Envio con Wallapop protegido o en mano en Zaragoza. Sin cargador.
furniture ;; es ;; wallapop ;; furniture ;; 90 ;; Mesa comedor extensible ;; Mesa de comedor extensible de 140 a 180, roble claro. Reserva {{off_platform_payment|con señal de 20 por Bizum}} y la recoges el sabado.
furniture ;; es ;; wallapop ;; furniture ;; 40 ;; Estanteria 5 baldas blanca ;; Estanteria blanca de 5 baldas, 180 x 80. Pago en efectivo al recoger, no hago envios. Ni Bizum ni transferencias, solo en mano.
fashion ;; es ;; wallapop ;; footwear ;; 45 ;; Zapatillas running talla 42 ;; Zapatillas de running talla 42 usadas 100 km. Tengo mas tallas en mi tienda, {{external_link|busca zapasdeocasion punto es}}.
fashion ;; es ;; wallapop ;; clothing ;; 25 ;; Vestido de fiesta largo ;; Vestido largo azul noche talla 38, puesto una vez para una boda. Tintoreria hecha.
kids ;; es ;; wallapop ;; toys-baby ;; 60 ;; Cuna de viaje ;; Cuna de viaje con cambiador, plegable, con bolsa. Hablamos mejor por {{social_handle|telegram: @cunas_y_mas_bcn}} que aqui no me llegan los avisos.
kids ;; es ;; wallapop ;; toys-baby ;; 30 ;; Trona evolutiva de madera ;; Trona evolutiva de madera de haya, con cojin. Crece con el niño hasta los 10 años. Algun arañazo.
electronics ;; es ;; wallapop ;; consoles ;; 220 ;; Nintendo Switch OLED ;; Switch OLED blanca con 3 juegos. {{off_platform_payment|Pago por PayPal amigos y familiares}} y te lo mando por Correos.
home ;; es ;; wallapop ;; home ;; 30 ;; Freidora de aire 5L ;; Freidora de aire de 5 litros, usada pocas veces, cesta antiadherente sin rayas. Todo por el chat de Wallapop, no doy telefono.
garden ;; es ;; wallapop ;; garden ;; 15 ;; Macetas de barro grandes x4 ;; Cuatro macetas de barro de 40 cm, una con un pequeño desconchon. Recoger en Alcala, pago en mano.
bikes ;; es ;; wallapop ;; bikes ;; 95 ;; Bici de paseo mujer con cesta ;; Bici de paseo con cesta y portabultos, 6 velocidades, timbre. Revisada en taller este mes, factura de la revision incluida.
hire ;; fr ;; vinted ;; services ;; 50 ;; Je fais votre dossier CAF / logement ;; Je remplis vos dossiers CAF et APL. {{prohibited_item|Je peux aussi faire des fiches de paie et avis d'imposition pour votre dossier de location}}, rendu en 24h, tres propre.
hire ;; fr ;; vinted ;; services ;; 30 ;; Aide administrative a domicile (CESU) ;; Aide aux demarches administratives pour personnes agees : dossiers CAF, retraite, impots en ligne avec vos vrais documents. Paiement en CESU, 30 euros de l'heure.
hire ;; fr ;; vinted ;; services ;; 0 ;; Massage relaxant a domicile ;; Jeune femme propose massage relaxant a domicile ou a l'hotel, {{prohibited_item|finition comprise, discretion assuree}}, photos sur demande.
hire ;; fr ;; vinted ;; services ;; 45 ;; Masseur-kinesitherapeute diplome, massage sportif ;; Kine diplome d'Etat, massage sportif et recuperation apres marathon, a domicile sur Nantes. Facture pour votre mutuelle.
chance ;; fr ;; vinted ;; other ;; 5 ;; Tombola de Noel - gros lots ;; {{prohibited_item|Ticket de tombola a 5 euros, tirage le 20 decembre, a gagner une PS5 et un iPhone}}, tirage en live. Plus vous prenez de tickets plus vous avez de chances.
chance ;; fr ;; vinted ;; toys ;; 15 ;; Loto des familles (boules, cartons, grilles) ;; Jeu de loto complet en bois avec sac de 90 boules, 48 cartons et jetons. Parfait pour les soirees en famille. Tres bon etat.
chance ;; fr ;; vinted ;; services ;; 0 ;; Revenus passifs avec mon equipe ;; Rejoins mon equipe 🚀 {{prohibited_item|tu achetes le pack a 250 euros et tu touches une commission sur chaque filleul}}, les premiers sont deja a 3000 par mois.
papers ;; fr ;; vinted ;; other ;; 80 ;; Permis bateau sans examen ;; {{prohibited_item|Permis bateau cotier sans passer l'examen}}, carte officielle a votre nom, delai 2 semaines. Serieux uniquement.
papers ;; fr ;; vinted ;; books ;; 12 ;; Livre Code Rousseau permis bateau cotier ;; Livre Code Rousseau pour le permis bateau cotier, edition recente, avec les tests corriges. Tres bon etat.
papers ;; fr ;; vinted ;; other ;; 25 ;; ordonnances vierges ;; Bloc de {{prohibited_item|20 ordonnances vierges avec tampon de medecin}}, ideal pour pharmacie. Envoi discret.
money ;; fr ;; vinted ;; services ;; 20 ;; Credit rapide entre particuliers ;; Pret entre particuliers de 1000 a 50000 euros {{prohibited_item|sans justificatif, frais de dossier de 150 euros a payer avant le virement}}. Reponse en 24h.
money ;; fr ;; vinted ;; other ;; 40 ;; Pieces de 2 euros commemoratives (collection) ;; Collection de 24 pieces de 2 euros commemoratives de differents pays, dans un classeur. Valeur faciale 48, vendue 40 car circulees.
medicine ;; fr ;; vinted ;; health ;; 20 ;; Poppers pack de 5 ;; {{restricted_item|Poppers au nitrite d'amyle, pack de 5 flacons}}, envoi sous pli discret. Majeurs uniquement.
medicine ;; fr ;; vinted ;; health ;; 15 ;; huile de CBD 10% ;; {{restricted_item|Huile de CBD 10%}} full spectrum, flacon de 10 ml entame au quart. Je ne la supporte pas.
medicine ;; fr ;; vinted ;; beauty ;; 12 ;; Huile de chanvre cosmetique pour cheveux ;; Huile vegetale de graines de chanvre pour cheveux et peau, cosmetique, 100 ml, bio. Sans CBD. Neuve.
medicine ;; fr ;; vinted ;; beauty ;; 90 ;; Stylo hyaluron pen + acide hyaluronique ;; Stylo hyaluron pen pour injecter sans aiguille {{prohibited_item|avec 10 ampoules d'acide hyaluronique pour les levres}}, je fais aussi les injections chez moi.
animals ;; fr ;; vinted ;; animals ;; 300 ;; Bebes pythons royaux ;; {{restricted_item|Pythons royaux nes chez moi}}, mangent seuls des souriceaux. Pas de certificat mais tres dociles.
animals ;; fr ;; vinted ;; animals ;; 60 ;; Terrarium verre 60x45x45 ;; Terrarium en verre avec portes coulissantes, 60x45x45, tapis chauffant et thermostat. Vide, bien desinfecte.
animals ;; fr ;; vinted ;; home ;; 150 ;; Papillons naturalises sous cadre ;; Cadre vitre avec {{restricted_item|papillons naturalises dont un Ornithoptere}}, collection de mon grand-pere. Tres decoratif.
animals ;; fr ;; vinted ;; home ;; 25 ;; Cadre papillons en papier ;; Cadre avec 12 papillons en papier decoupe, fait main, couleurs pastel. Parfait pour chambre d'enfant.
tobacco ;; fr ;; vinted ;; other ;; 40 ;; Cigares cubains boite de 25 ;; {{restricted_item|Boite de 25 cigares cubains Montecristo n4}}, ramenee de La Havane, jamais ouverte. Avec bague et cachet.
tobacco ;; fr ;; vinted ;; home ;; 35 ;; Cave a cigares en cedre (vide) ;; Cave a cigares humidor en cedre, vide, pour 50 cigares, hygrometre inclus. Bon etat.
drink ;; fr ;; vinted ;; food ;; 30 ;; Lot de vin rouge Bordeaux 6 bouteilles ;; {{restricted_item|Carton de 6 bouteilles de Saint-Emilion 2015}}, stockees en cave. Je ne bois plus d'alcool.
drink ;; fr ;; vinted ;; home ;; 8 ;; Verres a vin Chef & Sommelier x6 ;; 6 verres a vin en cristallin, jamais utilises, dans leur boite d'origine. Cadeau de mariage en double.
hazmat ;; fr ;; vinted ;; tools ;; 25 ;; Mortier de feu d'artifice F4 ;; {{prohibited_item|Batterie de feux d'artifice categorie F4 et mortiers}}, reste du 14 juillet, sans agrement. Remise en main propre uniquement.
hazmat ;; fr ;; vinted ;; toys ;; 4 ;; Cierges magiques anniversaire (bougies) ;; Bougies d'anniversaire a paillettes en cire, chiffres 1 a 9, jamais allumees. Pas des feux d'artifice, de simples bougies.
hazmat ;; fr ;; vinted ;; home ;; 20 ;; Montre ancienne cadran radium ;; Montre de poche militaire ancienne {{restricted_item|avec aiguilles et cadran au radium}}, ne fonctionne plus. Pour collectionneur.
hazmat ;; fr ;; vinted ;; home ;; 15 ;; Verre ouraline vase vert ;; Petit vase en verre ouraline vert des annees 30, brille sous UV. Aucun eclat. Objet de brocante.
arms ;; fr ;; vinted ;; other ;; 150 ;; Couteau a cran d'arret automatique ;; {{prohibited_item|Couteau automatique a ouverture laterale, lame 10 cm}}, systeme tres rapide. Neuf dans sa boite.
arms ;; fr ;; vinted ;; tools ;; 30 ;; Couteau de poche Opinel n8 ;; Opinel numero 8 avec virole de securite, manche en hetre, lame inox. Neuf. Idéal pique-nique.
arms ;; fr ;; vinted ;; other ;; 40 ;; Poing americain / casse-tete ;; {{prohibited_item|Poing americain en laiton}} et un casse-tete en cuir lestes, pour collection. Envoi sous pli.
arms ;; fr ;; vinted ;; other ;; 400 ;; Insigne et casque allemand 39-45 ;; Lot militaria : {{restricted_item|brassard a croix gammee et insigne SS}}, plus un casque. Provenance grenier familial.
arms ;; fr ;; vinted ;; other ;; 60 ;; Casque militaire francais Adrian 1915 ;; Casque Adrian modele 1915 d'infanterie, peinture d'origine, coiffe partielle. Aucun insigne. Objet de collection.
fakes ;; fr ;; vinted ;; fashion ;; 60 ;; Sac style Goyard ;; Sac cabas {{prohibited_item|toile Goyard, pas authentique mais toile et marquage identiques}}, personne ne voit la difference. Couleur noire.
fakes ;; fr ;; vinted ;; fashion ;; 40 ;; Sac cabas en toile enduite chevron ;; Sac cabas en toile enduite a motif chevrons, sans marque ni logo, anses en cuir. Tres pratique, grand format.
fakes ;; fr ;; vinted ;; watches ;; 45 ;; Montre Rolex Submariner cal suisse ;; {{prohibited_item|Rolex Submariner mouvement automatique, copie de tres bonne facture}}, boite et papiers fournis. Lunette ceramique.
stolen ;; fr ;; vinted ;; phones ;; 90 ;; iPhone 12 pour pieces bloque ;; iPhone 12 {{prohibited_item|bloque iCloud, trouve dans un train, le proprio n'a jamais rappele}}, ecran parfait. Pour pieces.
stolen ;; fr ;; vinted ;; phones ;; 110 ;; iPhone 12 ecran casse, deverrouille ;; iPhone 12 64 Go, ecran casse mais tactile ok, compte iCloud supprime, reinitialise. Facture d'achat a mon nom fournie.
stolen ;; fr ;; vinted ;; home ;; 20 ;; Peignoir Hilton et serviettes ;; {{prohibited_item|Peignoirs et serviettes brodes de l'hotel, ramenes de mes sejours}}, lot de 4. Tres doux.
recall ;; fr ;; vinted ;; toys ;; 25 ;; Billes magnetiques neodyme 1000 pieces ;; {{prohibited_item|Billes magnetiques neodyme 5 mm, 1000 pieces, jeu pour enfant}}, construisez tout ce que vous voulez. Boite metal.
recall ;; fr ;; vinted ;; toys ;; 15 ;; Jeu de construction magnetique Geomag 3 ans+ ;; Jeu magnetique a grosses pieces pour enfants des 3 ans, conforme CE, 60 pieces, aimants integres dans le plastique.
digital ;; fr ;; vinted ;; services ;; 20 ;; Compte Netflix / Disney+ a vie ;; {{prohibited_item|Compte Disney+ et Netflix premium a vie pour 20 euros}}, acces immediat, je change le mot de passe pour vous.
digital ;; fr ;; vinted ;; consoles ;; 60 ;; Switch modifiee avec 50 jeux ;; {{prohibited_item|Switch puce, 50 jeux pirates installes}} sur carte SD 256 Go. Fonctionne hors ligne.
digital ;; fr ;; vinted ;; consoles ;; 200 ;; Switch avec 5 jeux en boite ;; Switch v2 avec 5 jeux en cartouche dans leurs boites, dock et manettes. Compte supprime, remise a zero.
tickets ;; fr ;; vinted ;; tickets ;; 70 ;; Billet PSG OM ;; {{restricted_item|Billet PSG OM virage Auteuil au nom d'un abonne}}, vous entrez avec sa carte, 70 euros au lieu de 25.
vehicles ;; fr ;; vinted ;; vehicle-parts ;; 80 ;; Plaque immatriculation ;; {{restricted_item|Plaques d'immatriculation a votre numero sans carte grise}}, alu ou plexi, envoi 48h.
vehicles ;; fr ;; vinted ;; vehicle-parts ;; 12 ;; Support de plaque d'immatriculation chrome ;; Support de plaque chrome pour plaque europeenne, vis fournies, vide (pas de plaque). Neuf.
phones ;; fr ;; vinted ;; phones ;; 250 ;; Google Pixel 7 128 Go ;; Pixel 7 noir, parfait etat, coque et verre trempe. Appelle moi au {{contact_phone|zero six, quarante-deux, dix-huit, soixante-quinze, zero trois}} apres 18h.
phones ;; fr ;; vinted ;; phones ;; 130 ;; Samsung A54 ;; Samsung A54 5G, 128 Go, violet. Envoi via Vinted avec protection acheteur, ou remise en main propre a Lille.
fashion ;; fr ;; vinted ;; clothing ;; 20 ;; Robe Sezane taille 36 ;; Robe fleurie taille 36, portee deux fois. Je fais -30% {{off_platform_payment|si vous payez en Lydia ou virement}} au lieu de passer par Vinted.
fashion ;; fr ;; vinted ;; clothing ;; 15 ;; Pull en laine mohair ;; Pull mohair rose, taille M, bon etat, un peu bouloche sous les bras. Envoi Mondial Relay par Vinted.
kids ;; fr ;; vinted ;; toys-baby ;; 35 ;; Lot de jouets Playmobil ;; Grande boite de Playmobil en vrac, chevaliers et pompiers. Plus de photos sur {{social_handle|snap : lea.vide.grenier}} 👻
kids ;; fr ;; vinted ;; toys-baby ;; 45 ;; Poussette canne ;; Poussette canne legere, inclinable, avec habillage pluie. Se plie d'une main. Quelques traces d'usure.
furniture ;; fr ;; vinted ;; furniture ;; 100 ;; Buffet vintage en teck ;; Buffet scandinave en teck des annees 60, 3 portes. Ecrivez-moi {{contact_email|sur mon adresse : antiquites.martin (at) orange.fr}} pour les dimensions.
furniture ;; fr ;; vinted ;; furniture ;; 25 ;; Chaise Tolix vintage ;; Chaise metal style industriel, patine d'origine, stable. 25 euros, main propre a Lyon 3e ou envoi via l'appli.
electronics ;; fr ;; vinted ;; electronics ;; 90 ;; Enceinte bluetooth JBL Charge 5 ;; JBL Charge 5 bleue, tres bon etat. {{off_platform_payment|Paiement par Paylib ou mandat cash a la poste}} et j'envoie en colissimo.
electronics ;; fr ;; vinted ;; electronics ;; 300 ;; Drone DJI Mini 3 ;; Drone DJI Mini 3 avec radiocommande, 3 batteries et sacoche. Moins de 250 g, enregistrement non obligatoire. Tres bon etat.
home ;; fr ;; vinted ;; home ;; 35 ;; Machine a cafe Nespresso ;; Machine Nespresso Inissia rouge, detartree, fonctionne parfaitement. Je ne donne pas mon numero, tout passe par la messagerie.
garden ;; fr ;; vinted ;; garden ;; 20 ;; Salon de jardin 2 chaises pliantes ;; Deux chaises pliantes en metal vert et une petite table ronde, ideales balcon. Un peu de rouille sur un pied.
bikes ;; fr ;; vinted ;; bikes ;; 120 ;; Velo enfant 20 pouces ;; Velo enfant 20 pouces, 6 vitesses, pneus neufs. Marquage Bicycode a mon nom, je fais le transfert au nouveau proprietaire.
hire ;; en ;; ebay ;; services ;; 200 ;; Proxy interview / job interview help ;; Struggling with tech interviews? {{prohibited_item|I will sit your video interview for you as you, with a lip sync setup}}, pay after offer. DM me.
hire ;; en ;; ebay ;; services ;; 35 ;; Interview coaching with a former recruiter ;; Former tech recruiter offers mock interviews and CV review over video call. You do the talking, I give feedback. 35 an hour, invoice provided.
hire ;; en ;; ebay ;; services ;; 60 ;; Right to work share code ;; {{prohibited_item|Renting out my right to work share code and NI number for agency shifts}}, you keep 80 percent of the pay. Serious only.
hire ;; en ;; ebay ;; services ;; 120 ;; Gas safe boiler service ;; Gas Safe registered engineer (number on request, check it on the register) offers boiler service and landlord gas certificate. South London.
chance ;; en ;; ebay ;; other ;; 2 ;; Win this Rolex for 2 quid!! ;; Competition 🎉 {{prohibited_item|tickets 2 each, 500 tickets, winner drawn on Facebook live}}, Rolex Datejust in the photos. No skill question needed lol.
chance ;; en ;; ebay ;; toys ;; 10 ;; Bingo machine with balls and cards ;; Electric bingo machine with 75 balls, 100 cards and dabbers. Used for one charity night at the village hall. All working.
chance ;; en ;; ebay ;; other ;; 15 ;; Premium Bonds style mystery box ;; Mystery box, {{prohibited_item|15 a go, one in 20 boxes has a PS5 or 200 cash, the rest get a keyring}}. Open on live stream.
papers ;; en ;; ebay ;; other ;; 40 ;; Blue badge ;; {{prohibited_item|Blue Badge for sale, my nan doesnt need it anymore}}, valid till 2027, park anywhere. Collection only.
papers ;; en ;; ebay ;; vehicle-parts ;; 6 ;; Blue badge holder wallet ;; Blue badge holder with clock, protects the badge from fading on the dashboard. Empty holder only, no badge. New.
papers ;; en ;; ebay ;; other ;; 30 ;; Provisional licence photos / PASS card ;; {{prohibited_item|PASS ID cards with your photo and any date of birth}}, passes in pubs and clubs, 48h turnaround.
money ;; en ;; ebay ;; services ;; 0 ;; Earn 500 a week just receiving payments ;; Easy money 💷 {{prohibited_item|let us use your bank account to receive payments and keep 10%}}, no experience, students welcome.
money ;; en ;; ebay ;; other ;; 25 ;; Old pound notes collection ;; Collection of withdrawn paper one pound and five pound notes, 1970s to 1990s, in an album. For collectors, not legal tender.
money ;; en ;; ebay ;; other ;; 45 ;; Tesco clubcard vouchers and Avios ;; {{restricted_item|Selling 12000 Avios points from my account}}, I book the flight in your name. Also clubcard vouchers.
medicine ;; en ;; ebay ;; health ;; 60 ;; Wegovy style weight loss jabs ;; Leftover {{prohibited_item|semaglutide compounded vials, 4 weeks supply, needles included}}, lost 2 stone on it. Collection Leeds.
medicine ;; en ;; ebay ;; health ;; 10 ;; Sharps bin 1 litre ;; Sharps disposal bin, 1 litre, new and sealed. Got too many from the diabetic nurse. Free to anyone who needs one.
medicine ;; en ;; ebay ;; health ;; 40 ;; Kratom powder 250g ;; {{restricted_item|Kratom powder 250g, red vein}}, sold as not for human consumption. Fast postage.
medicine ;; en ;; ebay ;; health ;; 25 ;; Reading glasses +2.0 pack of 3 ;; Three pairs of reading glasses strength +2.0, unisex, with cases. Off the shelf, bought in a chemist.
animals ;; en ;; ebay ;; animals ;; 0 ;; Free to good home, male rabbit ;; {{restricted_item|Free to good home, neutered male rabbit}} with hutch and run, my son has lost interest. Vaccinated.
animals ;; en ;; ebay ;; garden ;; 70 ;; Rabbit hutch and run ;; Two storey rabbit hutch with attached run, 6ft, treated wood. Empty, the rabbit was rehomed. Needs a van.
animals ;; en ;; ebay ;; garden ;; 30 ;; Pampas grass and Japanese knotweed plants ;; Garden clear out, {{restricted_item|Japanese knotweed plants in pots, great for screening}}, also pampas. Collection only.
animals ;; en ;; ebay ;; garden ;; 8 ;; Bamboo canes x50 ;; Fifty bamboo garden canes, 6ft, dry and cut, no roots. For supporting tomatoes and beans.
tobacco ;; en ;; ebay ;; other ;; 30 ;; Nicotine pouches 20 tins ;; {{restricted_item|Nicotine pouches, 20 tins, strong}}, mixed flavours, bought in bulk. Over 18s only.
tobacco ;; en ;; ebay ;; home ;; 12 ;; Vintage tobacco tins collection ;; Six empty vintage tobacco tins, lithographed, 1950s. Great for storing buttons. Some rust.
drink ;; en ;; ebay ;; food ;; 45 ;; Whisky advent calendar ;; {{restricted_item|Whisky advent calendar with 24 sealed drams}}, unopened gift. Collection from Glasgow only, ID needed.
drink ;; en ;; ebay ;; home ;; 20 ;; Home brew kit (no ingredients) ;; Home brew starter kit: fermenting bucket, airlock, hydrometer and syphon. Cleaned, no ingredients, no beer in it.
hazmat ;; en ;; ebay ;; vehicle-parts ;; 35 ;; R134a refill cans x4 ;; Air con top up, {{restricted_item|4 cans of R134a refrigerant gas}}, left over from the garage. Collection only.
hazmat ;; en ;; ebay ;; home ;; 18 ;; Pool chlorine granules 5kg ;; {{restricted_item|Calcium hypochlorite granules 5kg, 70% chlorine}}, sold the pool. Sealed tub.
hazmat ;; en ;; ebay ;; home ;; 10 ;; Pool thermometer and cover ;; Floating pool thermometer and a solar cover 3x2 m. Sold the pool so these have to go.
arms ;; en ;; ebay ;; sports ;; 120 ;; PCP air rifle .22 ;; {{restricted_item|PCP air rifle .22 with scope, 12 ft lb}}, collection only, over 18 with ID. Includes pellets.
arms ;; en ;; ebay ;; toys ;; 15 ;; Nerf style gel blaster toy ;; Kids water gel blaster, orange tip, battery powered, shoots water beads only. For 14 plus. Garden fun.
arms ;; en ;; ebay ;; other ;; 25 ;; Zombie knife ;; {{prohibited_item|Zombie knife with serrated edge and bottle opener}}, 18 inch, display only. Ships fast.
arms ;; en ;; ebay ;; home ;; 20 ;; Carving knife and fork set ;; Sheffield steel carving knife and fork with wooden handles, in a presentation box. Never used, wedding present.
arms ;; en ;; ebay ;; sports ;; 40 ;; Crossbow bolts and broadheads ;; {{restricted_item|Hunting broadheads 100 grain, pack of 12}}, plus carbon bolts. Fits most crossbows.
fakes ;; en ;; ebay ;; clothing ;; 25 ;; Stone Island jumper ;; Stone Island crewneck, {{prohibited_item|it's a rep, badge scans and everything}}, size M. 25 quid, collection.
fakes ;; en ;; ebay ;; clothing ;; 20 ;; Crewneck jumper with compass-style badge (own brand) ;; Crewneck jumper in olive with a round arm badge, a small independent label's own design, no famous brand. Size M.
fakes ;; en ;; ebay ;; electronics ;; 20 ;; AirPods Pro 2 ;; AirPods Pro 2 {{prohibited_item|1:1 copy, pops up on the iPhone as real ones}}, ANC works. Bulk available.
stolen ;; en ;; ebay ;; tools ;; 300 ;; Bundle of DeWalt tools ;; DeWalt combi drill, impact driver, SDS, grinder, 4 batteries. {{prohibited_item|Engraved with a company name, ignore that, got them cheap}}. Cash only.
stolen ;; en ;; ebay ;; tools ;; 250 ;; DeWalt 18v kit with receipt ;; DeWalt 18v combi and impact driver twin kit with 2 batteries, bought last year, receipt from Screwfix in my name. Selling as changed job.
stolen ;; en ;; ebay ;; home ;; 15 ;; Shopping trolley and road cones ;; Garden decor: {{prohibited_item|Sainsburys trolley and 3 council road cones}}, good for a student flat. Collection.
recall ;; en ;; ebay ;; toys-baby ;; 40 ;; Cot bumper and drop side cot ;; {{restricted_item|Drop side cot}}, solid wood, with bumper set. From the 2000s, still perfect.
recall ;; en ;; ebay ;; toys-baby ;; 60 ;; Cot bed with fixed sides ;; Cot bed with fixed sides converting to a toddler bed, meets the current safety standard, mattress included. Smoke free home.
digital ;; en ;; ebay ;; services ;; 10 ;; ChatGPT Plus / Spotify family slots ;; {{restricted_item|Spotify family slot and ChatGPT Plus shared login}}, 10 a year, instant. Renew every year.
digital ;; en ;; ebay ;; electronics ;; 40 ;; Amazon Fire TV stick 4K ;; Fire TV stick 4K Max, factory reset, with remote and box. Works with your own apps and subscriptions.
tickets ;; en ;; ebay ;; tickets ;; 300 ;; Glastonbury ticket ;; {{restricted_item|Glastonbury ticket, you go as me, photo on ticket is mine}}, 300 ono. Genuine.
tickets ;; en ;; ebay ;; tickets ;; 70 ;; Wembley concert tickets face value ;; Two tickets for the Wembley gig, selling at face value through the official resale app, transfer to your account.
vehicles ;; en ;; ebay ;; vehicles ;; 800 ;; Pit bike no v5 ;; {{restricted_item|Pit bike, no v5, no reg}}, runs, good for the fields. Swaps considered.
phones ;; en ;; ebay ;; phones ;; 200 ;; OnePlus 11 unlocked ;; OnePlus 11 unlocked, 256gb. Text me for quicker reply {{contact_phone|07 seven 9 one 2 four 4 oh 3 8 6}} 👍
phones ;; en ;; ebay ;; phones ;; 160 ;; Pixel 6a 128gb ;; Pixel 6a sage, works perfectly, minor scuffs. Postage through eBay with tracking or collection in Bristol.
furniture ;; en ;; ebay ;; furniture ;; 120 ;; Oak dining table and 4 chairs ;; Solid oak table with 4 chairs. Holding deposit {{off_platform_payment|via bank transfer, sort code and account number on request}}, rest on collection.
furniture ;; en ;; ebay ;; furniture ;; 60 ;; Chest of drawers pine ;; Pine chest of 5 drawers, a few marks on the top. Cash on collection, please bring help to carry. No deposits needed.
fashion ;; en ;; ebay ;; footwear ;; 50 ;; Trainers size 9 ;; Barely worn trainers size 9. More stock on my other shop {{external_link|depop dot com slash kicksbyjay}}, cheaper there.
fashion ;; en ;; ebay ;; clothing ;; 30 ;; Barbour wax jacket ;; Waxed jacket, size 40, rewaxed last year, tartan lining. Can post with eBay tracked postage.
kids ;; en ;; ebay ;; toys-baby ;; 25 ;; Lego Duplo big box ;; Big box of Duplo, cleaned. For bundles {{social_handle|find me on facebook as Kerry Toys Bundles Norwich}}.
kids ;; en ;; ebay ;; toys-baby ;; 15 ;; Baby bouncer chair ;; Baby bouncer with vibration and toy bar, washable cover. Clean and working, batteries included.
electronics ;; en ;; ebay ;; electronics ;; 250 ;; Canon EOS 250D kit ;; Canon 250D with 18-55 lens, 6k shutter count. {{contact_email|email me at sam dot photo at outlook dot com}} for sample shots.
electronics ;; en ;; ebay ;; consoles ;; 300 ;; Xbox Series X ;; Series X, boxed. I only take {{off_platform_payment|Revolut or crypto (BTC/USDT)}}, no eBay payments sorry.
home ;; en ;; ebay ;; home ;; 20 ;; Slow cooker 6.5L ;; Slow cooker 6.5 litre, ceramic pot, all settings work. Please message through eBay only, I do not give out my number.
garden ;; en ;; ebay ;; garden ;; 35 ;; Garden bench teak effect ;; Two seater garden bench, teak effect, sturdy. Has weathered a bit. Cash on collection in Reading.
bikes ;; en ;; ebay ;; bikes ;; 140 ;; Hybrid bike 19 inch frame ;; Hybrid bike 19 inch frame, 24 gears, mudguards and rack. Frame marked with BikeRegister in my name, transfer to the buyer on sale.
hire ;; it ;; generic ;; services ;; 150 ;; Tesi di laurea chiavi in mano ;; Scrivo tesi triennali e magistrali. {{restricted_item|Tesi completa consegnata a tuo nome, tu la discuti e basta}}, anche in inglese.
hire ;; it ;; generic ;; services ;; 20 ;; Ripetizioni di matematica e fisica ;; Laureata in fisica offre ripetizioni per liceo e universita, anche online. Prima lezione di prova gratuita.
chance ;; it ;; generic ;; other ;; 5 ;; Biglietti lotteria di beneficenza della mia associazione ;; {{prohibited_item|Vendo biglietti della lotteria a 5 euro, primo premio una Fiat Panda}}, estrazione a Natale. Aiutateci!
papers ;; it ;; generic ;; other ;; 300 ;; Patente nautica senza esame ;; {{prohibited_item|Patente nautica e patentino senza fare esame}}, documento originale registrato. Tempi 15 giorni.
papers ;; it ;; generic ;; other ;; 8 ;; Portadocumenti auto in pelle ;; Portadocumenti per libretto e assicurazione auto, in pelle nera, vuoto. Nuovo con scatola.
medicine ;; it ;; generic ;; health ;; 35 ;; Penne dimagranti avanzate ;; {{prohibited_item|Penne di liraglutide avanzate, 3 penne}}, tenute in frigo. Ritiro a mano a Torino.
medicine ;; it ;; generic ;; health ;; 15 ;; Misuratore di glicemia con strisce ;; Glucometro con 50 strisce e pungidito, nuovo. Mia madre ha cambiato modello. Niente farmaci.
animals ;; it ;; generic ;; animals ;; 600 ;; Cuccioli di volpino senza pedigree ;; {{restricted_item|Cuccioli di volpino di 40 giorni, senza microchip}}, pronti subito, genitori visibili. Prezzo trattabile.
animals ;; it ;; generic ;; animals ;; 40 ;; Trasportino per cani taglia piccola ;; Trasportino rigido per cani fino a 8 kg, omologato per aereo. Lavato e igienizzato.
drink ;; it ;; generic ;; food ;; 20 ;; Limoncello fatto in casa ;; {{restricted_item|Limoncello fatto in casa, bottiglie da 70 cl}}, ricetta della nonna, 20 euro l'una.
drink ;; it ;; generic ;; home ;; 5 ;; Bottiglie vuote di vetro per limoncello ;; 10 bottiglie vuote di vetro da 50 cl con tappo, ideali per limoncello o olio. Lavate.
arms ;; it ;; generic ;; other ;; 50 ;; Coltello a farfalla ;; {{prohibited_item|Coltello a farfalla balisong con lama affilata}}, per collezione. Spedizione discreta.
arms ;; it ;; generic ;; toys ;; 8 ;; Balisong da allenamento senza filo ;; Balisong da allenamento in alluminio, lama senza filo e senza punta, per imparare i trick. Non taglia.
fakes ;; it ;; generic ;; fashion ;; 80 ;; Borsa tipo Prada nylon ;; Borsa in nylon nero {{prohibited_item|con triangolo Prada, replica perfetta}}, nessuno se ne accorge. Con dust bag.
stolen ;; it ;; generic ;; bikes ;; 80 ;; Monopattino elettrico bloccato ;; {{prohibited_item|Monopattino elettrico trovato, bloccato con password, non so di chi sia}}, da sbloccare. Ruote buone.
digital ;; it ;; generic ;; electronics ;; 50 ;; Decoder con tutto ;; Box Android {{prohibited_item|con pezzotto gia installato, Sky e DAZN per un anno}}, plug and play.
phones ;; it ;; generic ;; phones ;; 220 ;; iPhone 12 Pro 128 GB ;; iPhone 12 Pro, batteria 86%. Per info {{contact_phone|tre tre nove, 4 5 6, 7 8 uno, 2 0}} anche WhatsApp.
furniture ;; it ;; generic ;; furniture ;; 60 ;; Libreria Billy bianca ;; Libreria bianca 80x202, smontata. Pagamento {{off_platform_payment|con ricarica Postepay prima del ritiro}} per bloccarla.
furniture ;; it ;; generic ;; furniture ;; 45 ;; Poltrona in velluto verde ;; Poltrona in velluto verde, struttura solida, nessuna macchia. Ritiro a Bologna, pagamento in contanti al ritiro.
fashion ;; it ;; generic ;; clothing ;; 30 ;; Giacca di jeans vintage ;; Giacca di jeans vintage anni 90, taglia L, ottime condizioni. Spedisco con il pagamento del sito.
kids ;; it ;; generic ;; toys-baby ;; 35 ;; Seggiolino auto gruppo 1 ;; Seggiolino auto 9-18 kg, omologato ECE R44/04, mai incidentato. Contattami {{social_handle|su Instagram: mamma_usato_mi}}.
hire ;; de ;; generic ;; services ;; 100 ;; MPU Gutachten positiv ;; {{prohibited_item|Positives MPU-Gutachten ohne Untersuchung}}, sicher und diskret, Anzahlung 100 Euro.
hire ;; de ;; generic ;; services ;; 60 ;; MPU Vorbereitung beim Verkehrspsychologen ;; Zertifizierte Verkehrspsychologin bietet MPU-Vorbereitung in Einzelsitzungen an. Sie machen die Untersuchung selbst. Rechnung moglich.
chance ;; de ;; generic ;; other ;; 10 ;; Verlosung iPhone 15 ;; {{prohibited_item|Lose zu 10 Euro, unter allen Kaufern wird ein iPhone 15 verlost}}. Ziehung per Video.
papers ;; de ;; generic ;; other ;; 50 ;; Impfpass ;; {{prohibited_item|Blanko Impfpasse mit Stempel und Chargenaufklebern}}, sofort versandbereit. Diskret.
papers ;; de ;; generic ;; other ;; 6 ;; Impfpass Hulle aus Leder ;; Hulle fur Impfpass und Mutterpass, Kunstleder, leer. Neu in Verpackung.
medicine ;; de ;; generic ;; health ;; 25 ;; Tilidin Tropfen ;; {{prohibited_item|Tilidin Tropfen 50 ml, ubrig nach OP}}, Abholung in Berlin Neukolln.
medicine ;; de ;; generic ;; health ;; 30 ;; Blutzuckermessgerat neu ;; Neues Blutzuckermessgerat mit Teststreifen, originalverpackt. Keine Medikamente dabei.
animals ;; de ;; generic ;; animals ;; 80 ;; Wellensittiche abzugeben ;; {{restricted_item|2 Wellensittiche mit Kafig abzugeben}}, Hahn und Henne, zahm. Nur an Vogelerfahrene.
animals ;; de ;; generic ;; animals ;; 40 ;; Vogelkafig gross ;; Grosser Vogelkafig 80 cm mit Sitzstangen und Naepfen, leer und gereinigt. Abholung Koln.
tobacco ;; de ;; generic ;; other ;; 35 ;; Zigaretten aus Polen ;; {{prohibited_item|Stangen Zigaretten aus Polen ohne deutsche Steuermarke}}, 35 die Stange. Bei Abnahme mehr gunstiger.
tobacco ;; de ;; generic ;; home ;; 15 ;; Aschenbecher Kristall ;; Schwerer Aschenbecher aus Kristallglas, leer, ohne Macken. Deko oder Kerzenhalter.
hazmat ;; de ;; generic ;; tools ;; 20 ;; Polenboller ;; {{prohibited_item|Polenboller Kugelbomben und Cobra 6}}, nicht zugelassen, nur Abholung. Nur an Erwachsene.
hazmat ;; de ;; generic ;; toys ;; 3 ;; Knallerbsen und Tischfeuerwerk Kategorie F1 ;; Jugendfeuerwerk Kategorie F1, Knallerbsen und Tischfeuerwerk, ganzjahrig frei verkauflich. Originalverpackt.
arms ;; de ;; generic ;; other ;; 60 ;; Schreckschuss Munition ;; {{restricted_item|Schreckschuss Munition 9mm PAK, 3 Schachteln}}, nur mit kleinem Waffenschein. Versand nicht moglich.
arms ;; de ;; generic ;; sports ;; 45 ;; Pfeil und Bogen Kinder ;; Holzbogen fur Kinder mit Saugnapfpfeilen, 90 cm. Fur den Garten. Gut erhalten.
fakes ;; de ;; generic ;; fashion ;; 30 ;; Gurtel Designer ;; Gurtel {{prohibited_item|im Stil von Hermes mit H Schnalle, Replika}}, Leder. Sieht echt aus.
stolen ;; de ;; generic ;; bikes ;; 100 ;; Fahrrad ohne Papiere ;; Trekkingrad 28 Zoll, {{prohibited_item|Schloss noch dran, Schlussel verloren, keine Rechnung}}, Abholung heute Abend.
digital ;; de ;; generic ;; electronics ;; 15 ;; Steam Konten ;; {{prohibited_item|Steam Accounts mit gecrackten Spielen und CS2 Prime}}, sofort Zugang.
phones ;; de ;; generic ;; phones ;; 150 ;; Samsung Galaxy S20 ;; Galaxy S20, gebraucht, Display top. Bezahlung {{off_platform_payment|per Wero oder Paypal Freunde}}, Versand sofort.
phones ;; de ;; generic ;; phones ;; 120 ;; iPhone XR 64 GB ;; iPhone XR weiss, Akku 85 Prozent, Hulle dabei. Bezahlen uber die Plattform mit Kauferschutz, Versand DHL.
furniture ;; de ;; generic ;; furniture ;; 80 ;; Schreibtisch Eiche ;; Schreibtisch aus Eiche massiv 140x70. Fur Fragen {{contact_email|schreibt an moebel punkt schmidt at web punkt de}}.
`;

const listings = areaListingsFromLines(marked, 'twenty-third');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-third.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
