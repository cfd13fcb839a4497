import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-reader-training-sixth.json: the sixth TRAINING set for the learned listing reader (issue
 * 19), written by hand on 2026-12-01 by a writer who changes no rule (stop 55, task 55t). It is training data, not a measure:
 * every record is in the `tune` part (nothing is held out), no bench reads it, and the trainer reads it with every other
 * `validation-*.json` (`training/labelled-sets.ts`). Its writer read no rule code, lexicon, brand table or README rules table
 * and no earlier set's records — only the thirty-fourth writer's header (its first 113 lines) and its last 8 lines (they
 * show one clean record of the thirty-fourth set, a line of plain instrument talk; nothing of it is used here), the fifth
 * training set's header (up to its first record line), the line parser (`marked-listing.ts`), the trainer's set reader and
 * its test (`training/labelled-sets.ts`, `labelled-sets.test.ts`), the scorer's codes (evasion-quality.ts), the contract's
 * flag codes and profiles, and issue 19.
 * Aim: problems said without the regulated word — by purpose or effect (staying awake or calm, passing an inspection, going
 * faster, opening a car without its key), by euphemism and each country's slang, by a brand, a substance or a model name
 * alone, by the seller's story (a late relative's house or cupboard, a leftover prescription, something found, brought back
 * from a trip or from a work site), and by a quantity or condition that turns an allowed thing restricted (a blade length, a
 * power above the free limit, an opened cosmetic, a seat after a crash or a helmet after a fall, cells out of their device,
 * a bottle without a label, a shop's display bottle) — in the six languages, with the most in Portuguese and Spanish.
 * Written as sellers write on the Portuguese and Brazilian, Spanish and Latin-American, French, Belgian and Swiss, British
 * and Irish, Italian and German classifieds and resale sites: no accents, shorthand, each country's words for numbers,
 * prices, places, shipping and hand-over, capitals, typos, one-line listings (254 descriptions of 30 characters or fewer)
 * and long rambling ones with the problem in the middle or at the end (95 descriptions of 200 characters or more).
 * 1,059 listings: PT 227, ES 227, FR 207, EN 169, IT 113, DE 116. 429 with a problem, 630 clean. By language (problems /
 * clean): PT 92/135, ES 91/136, FR 85/122, EN 68/101, IT 46/67, DE 47/69. Every problem has a clean twin right after it in
 * similar words and the same language (the same object for an innocent use, sold whole, new, sealed or with proof of
 * purchase, its allowed sibling, an accessory of it, or the same contact or payment kept on the site); 201 clean listings
 * stand alone as hard negatives (sellers who deny the problem or speak of their own use, books, films, series and games
 * about crime, drugs and weapons, band and shop names and sauces with frightening words, trade and garden tools, and
 * contact, payment, medicine, tester and knife words used innocently). Hard negatives are therefore about a third of the
 * clean listings as stand-alone ones, more if the twins that deny or speak of own use are counted, short of the asked half.
 * Kinds (first label): prohibited item 281, restricted item 70 (items 351, 82 %), off-site payment 29, phone 18, social
 * handle 12, link 12, e-mail 7; 540 labels in all (prohibited 368, restricted 94, payment 29, phone 18, social 12, link 12,
 * e-mail 7). Contact and payment moved off the site are 78 of the 429 problems (18 %), 29 of them inside
 * descriptions of 200 characters or more, each country's habits: numbers in words with tens and hundreds, words and
 * digits mixed, digits spaced, dotted and slashed, national and international forms, a chat app named, e-mails with the
 * local words and brackets for "at" and "dot", a link-list page, a photo-album link, a messaging channel's link, a shop or
 * a trading-card member page written with the words for "dot" and "slash", a QR code said to open a chat, handles on photo,
 * short-video, snap, social and resale networks, and payment by each country's instant-payment apps, friends-and-family
 * transfers, a neobank, a prepaid card top-up or coupon, a cash deposit at a convenience store, bank transfer before
 * shipping and a deposit to reserve an item or a viewing.
 * Where the label sits (problems): title only 87, description only 231, both 111 (the title names the object, the
 * description the condition or the story; one label in each field) — the description-only share is above the asked third,
 * because contact and payment live in descriptions. Profiles: olx-pt (PT 205), vinted (PT 22, ES 25, FR 21: fashion, shoes,
 * beauty), wallapop (ES 202), generic (FR 186, IT 113), ebay (EN 169, DE 116).
 * Areas (36, in listings; problems in brackets): contact 129 (49), medicines 76 (35), weapons 58 (29), payment 58 (29),
 * counterfeit 50 (25), books 45, shops 45, denial 39, beauty 37 (17), drugs 34 (17), documents 34 (17), tobacco 28 (14),
 * cars 26 (13), knives 24 (12), animals 24 (12), ownuse 24, security 22 (11), money 22 (11), kids 20 (6), accounts 20 (10),
 * stolen 20 (10), jobs 20 (10), adult 20 (10), piracy 20 (10), tickets 20 (10), wildlife 16 (8), fireworks 16 (8), services
 * 16 (8), chemicals 14 (7), alcohol 12 (6), helmets 12 (6), batteries 12 (6), data 12 (6), uniforms 12 (6), pets 12 (6),
 * recalls 10 (5); a problem and its twin share their area.
 * Label policy: the thirty-fourth's (a careful moderator of a general European marketplace), with the kinds it does not
 * name placed as the fifth training set placed them, and these stated here. Prohibited: counterfeits said every way
 * (quality grade, mirror, factory batch, clone, superclone, unauthorised authentic, a market stall's copy, "inspired",
 * a player version that is not official, denial of originality); switch-opening, butterfly and gravity knives, zombie
 * knives, knuckle-dusters, telescopic batons and stun guns dressed as torches; firearms without papers; prescription
 * medicines by brand or substance name and injectables for muscle; drugs, their seeds and cuttings, edibles with the drug
 * in them and laughing gas for inhaling; animals without the identification or papers the law asks, wild-caught birds and
 * reptiles, protected animal parts (ivory, rhino horn, turtle shell, whale tooth); tobacco brought in without the
 * country's tax; banned pesticides and professional poisons; unmarked fireworks and stadium flares; recalled goods;
 * odometer, emission and speed-limit cheats; relay and code-grabber devices, lock-opening sets sold to open any lock,
 * signal and location jammers; covert recording devices; plates made to any number; current uniforms and badges; sexual
 * services, worn underwear; personal data and identity scans; accounts and subscriptions passed on with their login;
 * pirated software, unlocked TV boxes and decoders, modified consoles loaded with games; goods found or of unexplained
 * origin; official documents, certificates, payslips and tax notices made without the process; testers and samples not
 * for resale; tickets resold above face value and personal passes lent; imitation banknotes; shock collars; money-mule
 * jobs, paid get-rich methods and deceiving services (work or an exam done for another, bought reviews). Restricted:
 * fixed-blade hunting knives with long blades, an assisted-opening one-hand knife, a sharpened bayonet, air guns above the
 * free limit, a realistic airsoft replica without its marking or above the leisure limit, blank-firing pistols, crossbows
 * with hunting bolts, defence sprays, nicotine vapes sold without age checks, home-distilled spirits, unlabelled strong
 * acid, supplements sold with healing claims, opened cosmetics, child seats after a crash, helmets after a fall, loose
 * lithium cells and home-built packs, gift cards below face value and foreign cash (the scorer meets either item code).
 * Contact, links and payment moved off the site are labelled where they are asked for; the site's chat, payment and
 * shipping, cash at a hand-over and the seller's other listings are clean. The labels mark the words that carry the
 * problem. Borderline decisions, stated: a leisure replica under the limit with its marking is clean; a kitchen siphon
 * with a few cartridges for cream, a helium canister for balloons and a grow tent for herbs are clean; plumbers' and
 * kitchen torches are clean and sold without their gas; a strap or a box for a luxury watch is clean; a knife sold with
 * its short blade for fishing or diving is clean; an old note or coin for collectors is clean; a seller's own medicines
 * taken back to the pharmacy, with only the aids sold, is clean.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as `{{code|text}}`
 * (`areaListingsFromLines`); `area` is kept in the JSON beside the listing. No two fields of the set are equal.
 * Collisions: a scratch check (deleted) loaded every other `data/listing/validation-*.json` (55 files, the five earlier
 * training sets included, 49,384 titles and descriptions) and compared each of this set's titles and descriptions, case-
 * and accent-folded with white space collapsed, exactly and by any shared 40-character window, printing only this set's
 * strings. First run (1,882 fields, 941 listings): 209 collided — 181 short titles and 6 short descriptions exactly, 22
 * descriptions by a window (numbers in words sharing a run of number words, plain hand-over, shipping and condition
 * phrases, two labelled phrases) — and 7 of its own fields, repeated inside the set, had been rewritten before it; every
 * colliding one was rewritten in this writer's words
 * (titles given the seller's own detail: a place, a colour, a condition, a haggling word; descriptions rephrased with the
 * label kept, the numbers changed). Second run: 5 collided by a window (2 titles, 3 descriptions), rewritten again. Then 118
 * stand-alone hard negatives were added: 19 of their titles collided exactly and 1 description by a window, rewritten; the
 * last run (2,118 fields) found 0 colliding and 0 equal fields.
 * Written: `node --conditions=@circular/source tools/bench/src/listing/write-reader-training-sixth-set.ts`.
 */

// Lines come in pairs, a problem and then its clean twin (the hard negatives stand alone).
const marked = `
medicines ;; pt ;; olx-pt ;; health ;; 25 ;; {{prohibited_item|Caixa de Concerta 36mg}} quase cheia ;; sobrou do tratamento do meu filho, ajuda imenso a manter o foco nos exames. entrego em maos no Porto
medicines ;; pt ;; olx-pt ;; health ;; 12 ;; Organizador de comprimidos semanal com alarme ;; caixa de 7 dias com alarme, ajuda a nao esquecer a medicacao dos avos. novo, entrego em maos no Porto
medicines ;; pt ;; olx-pt ;; health ;; 30 ;; {{prohibited_item|Remedio pra dormir forte}} ;; {{prohibited_item|tenho umas cartelas de rivotril 2mg}} que sobrou da minha mae, apaga em 20 min. so chamar
medicines ;; pt ;; olx-pt ;; health ;; 35 ;; Travesseiro cervical pra dormir melhor ;; viscoelastico, usei 2 semanas e nao me adaptei. apaga qualquer dor de pescoco kkk. lavado, com capa
drugs ;; pt ;; olx-pt ;; garden ;; 40 ;; {{prohibited_item|Sementes automaticas feminizadas}} kit 5un ;; {{prohibited_item|da aquela brisa boa, colheita em 70 dias}}, envio discreto pelos correios
drugs ;; pt ;; olx-pt ;; garden ;; 15 ;; Sementes de tomate cereja e manjericao kit 5 saquetas ;; colheita em 70 dias na varanda, envio pelos CTT em envelope almofadado
weapons ;; pt ;; olx-pt ;; sport ;; 180 ;; {{restricted_item|Carabina de pressao 5.5 Gamo}} ;; {{restricted_item|versao sem limitador, 24 joules}}, mira 4x32 incluida. Unico dono, sem caixa
weapons ;; pt ;; olx-pt ;; sport ;; 95 ;; Carabina de pressao 4.5 para alvos ;; versao europeia abaixo dos 7,5 joules, de venda livre para maiores. mira 4x32 incluida
knives ;; pt ;; olx-pt ;; sport ;; 60 ;; {{restricted_item|Faca de mato com lamina de 28cm}} ;; {{restricted_item|lamina de 28cm, bainha de couro}}, era do meu avo que caçava no Alentejo. muito afiada
knives ;; pt ;; olx-pt ;; home ;; 60 ;; Faca de chef japonesa lamina 21cm ;; aco damasco, veio num conjunto de cozinha. muito afiada, com caixa e protetor de lamina
knives ;; pt ;; olx-pt ;; sport ;; 22 ;; {{prohibited_item|canivete que abre com um clique no botao}} preto tatico ;; abre sozinho, mola forte. nunca usado
knives ;; pt ;; olx-pt ;; sport ;; 22 ;; Canivete suico 15 funcoes preto ;; abre com a unha como os normais, tem tesoura e abre-latas. nunca usado
counterfeit ;; pt ;; vinted ;; fashion ;; 45 ;; Mala LV Neverfull ;; {{prohibited_item|qualidade AAA igual a original, ninguem nota a diferenca}}. Sem fatura claro
counterfeit ;; pt ;; vinted ;; fashion ;; 420 ;; Mala Longchamp Le Pliage azul ;; comprada em loja no Colombo, tenho a fatura e o saco da loja. usada 3 vezes
counterfeit ;; pt ;; vinted ;; shoes ;; 55 ;; Tenis Jordan 4 ;; {{prohibited_item|linha espelho 1:1, vem da mesma fabrica}}, caixa inclusa. tam 42
counterfeit ;; pt ;; vinted ;; shoes ;; 85 ;; Tenis Jordan 1 Mid tam 43 ;; comprados no site da marca, vem com caixa e talao. pouco uso, sola intacta
tobacco ;; pt ;; olx-pt ;; other ;; 38 ;; {{prohibited_item|Volteiros de Andorra, 10 macos}} ;; trouxe da viagem, mais barato que no quiosque, entrego na Amadora
tobacco ;; pt ;; olx-pt ;; other ;; 18 ;; Cinzeiro de cristal e isqueiro de mesa anos 70 ;; trouxe de Andorra numa viagem, peca de decoracao. entrego na Amadora
tobacco ;; pt ;; olx-pt ;; other ;; 10 ;; {{restricted_item|Puff 9000 sabor manga}} ;; {{restricted_item|descartavel 20mg}}, tenho varias cores, entrego a qualquer idade na escola
tobacco ;; pt ;; olx-pt ;; other ;; 10 ;; Pulseira de silicone cor manga ;; tenho varias cores, pack de 3. entrego junto a escola secundaria ao fim da tarde
alcohol ;; pt ;; olx-pt ;; home ;; 20 ;; {{restricted_item|Aguardente do meu tio 5L}} ;; {{restricted_item|feita no alambique la da aldeia, sem rotulo}}, forte como deve ser. envio
alcohol ;; pt ;; olx-pt ;; home ;; 45 ;; Alambique de cobre decorativo 5L - Braga ;; comprado numa feira em Trás-os-Montes, nunca foi ao lume, fica bonito na cozinha
animals ;; pt ;; olx-pt ;; pets ;; 150 ;; Filhotes de Yorkshire ;; {{prohibited_item|sem chip nem boletim}}, pais no local. 2 machinhos, entrego ja
animals ;; pt ;; olx-pt ;; pets ;; 25 ;; Casota para cao pequeno tipo Yorkshire ;; casota de madeira com telhado, usada 1 inverno. boa para raças pequenas
wildlife ;; pt ;; olx-pt ;; pets ;; 60 ;; {{prohibited_item|Pintassilgos apanhados no campo}} ;; cantam muito, 3 machos, gaiola nao incluida. apanhei este mes
wildlife ;; pt ;; olx-pt ;; pets ;; 40 ;; Gaiola grande para canarios urgente ;; com comedouros e poleiros, 3 pisos. cantam muito la dentro kkk
chemicals ;; pt ;; olx-pt ;; garden ;; 35 ;; {{prohibited_item|Veneno forte pra rato e pombo}} ;; {{prohibited_item|granulado profissional que ja nao se vende}}, mata tudo em 1 dia. 2kg
chemicals ;; pt ;; olx-pt ;; garden ;; 15 ;; Ratoeiras de mola pack 4 ;; mecanicas, sem veneno, dao conta do recado. mata tudo o que e rato
fireworks ;; pt ;; olx-pt ;; other ;; 25 ;; {{prohibited_item|Foguetes e bombas de arraial}} ;; {{prohibited_item|sobraram das festas, caixa de 20 tiros}}, sem rotulo. nao envio so mao
fireworks ;; pt ;; olx-pt ;; other ;; 25 ;; Velas de aniversario em forma de numero douradas ;; caixa de 20, sobraram da festa. envio por correio normal
recalls ;; pt ;; olx-pt ;; kids ;; 45 ;; Cadeira de balanço bebe zona Benfica ;; {{prohibited_item|modelo que a marca mandou recolher}}, mas nunca tivemos problema nenhum. como nova
recalls ;; pt ;; olx-pt ;; kids ;; 45 ;; Espreguicadeira bebe Babybjorn Bliss ;; a marca trocou-me o tecido pelo novo na garantia, tudo certinho. como nova
beauty ;; pt ;; vinted ;; beauty ;; 18 ;; Base Fenty tom 220 ;; {{restricted_item|usei umas 4 vezes}}, nao era o meu tom. ainda tem bastante
beauty ;; pt ;; vinted ;; beauty ;; 28 ;; Base Fenty tom 240 selada ;; ainda com o selo de plastico, comprei 2 por engano. nunca aberta
beauty ;; pt ;; vinted ;; beauty ;; 40 ;; Perfume Sauvage 100ml (ler descricao) ;; {{prohibited_item|frasco de demonstracao da loja, sem tampa}}, cheio. mesmo cheiro
beauty ;; pt ;; vinted ;; beauty ;; 75 ;; Perfume Sauvage 60ml na caixa ;; oferecido no natal, caixa selada com celofane. mesmo cheiro que gosto mas tenho outro
beauty ;; pt ;; vinted ;; beauty ;; 8 ;; {{prohibited_item|Amostras de creme La Mer, 12 saquetas}} ;; as que a loja oferece, vendo o lote
beauty ;; pt ;; vinted ;; beauty ;; 8 ;; Necessaire La Mer de oferta em veludo ;; veio como brinde numa compra, nunca usei. vendo o lote com 2 escovas
kids ;; pt ;; olx-pt ;; kids ;; 70 ;; Cadeira auto Bebecar grupo 1 ;; {{restricted_item|teve um toque leve no carro da minha irma}} mas nao se nota nada. com isofix
kids ;; pt ;; olx-pt ;; kids ;; 70 ;; Capa de verao para cadeira auto grupo 1 ;; tecido fresco, serve na Bebecar e noutras com isofix. nao se nota nada de uso
helmets ;; pt ;; olx-pt ;; cars ;; 90 ;; Capacete AGV K3 tam M ;; {{restricted_item|caiu da mota parada uma vez}}, viseira riscada, resto perfeito
helmets ;; pt ;; olx-pt ;; cars ;; 90 ;; Bolsa para capacete AGV tam M ;; acolchoada, com bolso para a viseira. resto perfeito, usada uma vez
batteries ;; pt ;; olx-pt ;; electronics ;; 20 ;; {{restricted_item|Pilhas 18650 soltas tiradas de portatil, 10 un}} ;; testadas, 2400mah cada. envio em envelope
batteries ;; pt ;; olx-pt ;; electronics ;; 20 ;; Carregador de pilhas AA recarregaveis com 4 pilhas ;; na embalagem original, 2400mah cada. envio
data ;; pt ;; olx-pt ;; services ;; 50 ;; Lista de contactos para marketing ;; {{prohibited_item|5 mil numeros e emails de clientes de ginasio, com morada}}, em excel
data ;; pt ;; olx-pt ;; services ;; 50 ;; Modelo de folha Excel para gerir clientes de ginasio ;; com separadores de pagamentos e presencas, em excel. envio por mensagem aqui
accounts ;; pt ;; olx-pt ;; games ;; 35 ;; Conta Fortnite com 80 skins barato ;; {{prohibited_item|passo email e senha}}, tem a Renegade Raider. chama
accounts ;; pt ;; olx-pt ;; games ;; 9 ;; Cartao Fortnite 1000 V-Bucks selado ;; comprado na Worten, nao usado, com talao. chama
accounts ;; pt ;; olx-pt ;; services ;; 6 ;; {{prohibited_item|Netflix 4K 30 dias}} ;; {{prohibited_item|te passo o perfil na minha conta}}, sem anuncios. renovo todo mes
accounts ;; pt ;; olx-pt ;; electronics ;; 30 ;; Chromecast com Google TV 4K ;; comprado este ano, repus de fabrica. ve Netflix e tudo sem anuncios com a tua conta
stolen ;; pt ;; olx-pt ;; phones ;; 120 ;; iPhone 11 - Margem Sul ;; {{prohibited_item|achei na praia, esta bloqueado no icloud}}, deve dar pra pecas
stolen ;; pt ;; olx-pt ;; phones ;; 120 ;; iPhone 11 64gb preto ;; meu, desbloqueado, com fatura da Fnac e caixa. bateria 84%
stolen ;; pt ;; olx-pt ;; bikes ;; 200 ;; Bicicleta eletrica ;; {{prohibited_item|nao tenho papeis nem fatura, nao faço perguntas}} tambem nao. so dinheiro vivo
stolen ;; pt ;; olx-pt ;; bikes ;; 200 ;; Bicicleta eletrica Decathlon E-ST 100 ;; com fatura da Decathlon e carregador. pagamento pelo OLX ou em maos
documents ;; pt ;; olx-pt ;; services ;; 300 ;; {{prohibited_item|Carta de conducao rapida}} ;; {{prohibited_item|sem exame, sai no sistema em 10 dias}}, nao precisa ir a escola
documents ;; pt ;; olx-pt ;; books ;; 10 ;; Livro codigo da estrada 2026 entrego em Gaia ;; para o exame de codigo, com testes. nao precisa ir a escola pra estudar kkk
documents ;; pt ;; olx-pt ;; cars ;; 25 ;; Matriculas acrilicas ;; {{prohibited_item|faço com o numero que quiser, sem pedir documento}}
documents ;; pt ;; olx-pt ;; cars ;; 25 ;; Suportes de matricula inox par ;; pretos, com parafusos, para o numero que ja tem. servem em qualquer carro
uniforms ;; pt ;; olx-pt ;; fashion ;; 80 ;; {{prohibited_item|Farda completa da GNR atual}} com boina ;; tam L, do meu cunhado que saiu
uniforms ;; pt ;; olx-pt ;; fashion ;; 20 ;; Fato de carnaval policia criança tam 8 ;; com boina e apito, usado no carnaval da escola
cars ;; pt ;; olx-pt ;; cars ;; 150 ;; {{prohibited_item|Emulador Adblue}} vendo ja ;; {{prohibited_item|corta o sistema todo, esquece o adblue para sempre e o carro passa na inspecao}}. instalo
cars ;; pt ;; olx-pt ;; cars ;; 40 ;; Adblue 10L selado ;; comprei a mais, bidao fechado. para qualquer diesel euro 6
cars ;; pt ;; olx-pt ;; cars ;; 100 ;; {{prohibited_item|Acerto de km}} ;; {{prohibited_item|baixo os quilometros do painel}} de qualquer carro, vou a casa
cars ;; pt ;; olx-pt ;; cars ;; 100 ;; Diagnostico de avarias ao domicilio ;; leio erros do painel de qualquer carro com maquina de diagnostico, vou a casa
security ;; pt ;; olx-pt ;; electronics ;; 250 ;; {{prohibited_item|Aparelho que copia o sinal da chave}} ;; abre carros keyless de longe, testado
security ;; pt ;; olx-pt ;; electronics ;; 25 ;; Capa anti-sinal para chave keyless ;; impede que copiem o sinal da sua chave, bolsa tipo faraday. testado
security ;; pt ;; olx-pt ;; electronics ;; 60 ;; {{prohibited_item|Bloqueador de GPS de isqueiro}} ;; pra patrao nao saber onde anda a carrinha
security ;; pt ;; olx-pt ;; electronics ;; 20 ;; Localizador GPS para carrinha com app ;; sabe sempre onde anda a carrinha, ligado ao isqueiro
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Trabalho em casa 500 por semana ;; so precisas de receber transferencias na tua conta e passar o dinheiro para outra, {{prohibited_item|ficas com 10% de cada}}. precisa ter conta no banco
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Operador de armazem part-time, Azambuja ;; contrato com a empresa, salario por transferencia para a tua conta no banco todo dia 25. nao cobramos nada
jobs ;; pt ;; olx-pt ;; services ;; 47 ;; {{prohibited_item|Metodo pra ganhar 300 reais por dia}} ;; {{prohibited_item|curso secreto que os bancos nao querem que saibas}}, pague e receba o acesso. resultado garantido
jobs ;; pt ;; olx-pt ;; books ;; 12 ;; Livro Pai Rico Pai Pobre oportunidade ;; edicao brasileira, umas frases marcadas a marcador amarelo. fala do que os bancos nao ensinam na escola
adult ;; pt ;; olx-pt ;; services ;; 80 ;; {{prohibited_item|Massagem relaxante com final feliz}} ;; {{prohibited_item|so para homens, atendo em apartamento discreto}}, 24h
adult ;; pt ;; olx-pt ;; services ;; 35 ;; Massagem desportiva ao domicilio Coimbra centro ;; fisioterapeuta com cedula, pernas e costas, atendo em Lisboa centro
adult ;; pt ;; vinted ;; fashion ;; 20 ;; {{prohibited_item|Cuequinha usada}} ;; {{prohibited_item|usada 3 dias, mando fotos a usar}}, envio em saco fechado
adult ;; pt ;; vinted ;; fashion ;; 20 ;; Conjunto de lingerie novo com etiqueta tam S ;; nunca usado, comprado na Intimissimi, envio em saco fechado
piracy ;; pt ;; olx-pt ;; electronics ;; 60 ;; {{prohibited_item|Box Android com tudo liberado}} ;; {{prohibited_item|Sport TV, Eleven e filmes todos sem pagar}}, 12 meses incluidos
piracy ;; pt ;; olx-pt ;; electronics ;; 60 ;; Box Android Xiaomi Mi Box S ;; reposta de fabrica, usa as apps oficiais com a tua assinatura. com comando
piracy ;; pt ;; olx-pt ;; computers ;; 15 ;; {{prohibited_item|Photoshop e Office vitalicio}} ;; {{prohibited_item|versao crackeada, instalo por acesso remoto}}
piracy ;; pt ;; olx-pt ;; computers ;; 15 ;; Instalacao de Windows e drivers em casa ;; instalo o que tiver licença, limpo o portatil, 15 euros Lisboa
tickets ;; pt ;; olx-pt ;; tickets ;; 180 ;; 2 bilhetes Coldplay Coimbra impecavel ;; {{prohibited_item|paguei 75 cada, vendo a 180}}, envio pdf
tickets ;; pt ;; olx-pt ;; tickets ;; 75 ;; Bilhete Coldplay Coimbra relvado ;; vendo ao preco que paguei, troca de nome pela bilheteira oficial
tickets ;; pt ;; olx-pt ;; tickets ;; 20 ;; Passe Navegante mes de maio ;; {{prohibited_item|o cartao esta no meu nome mas podes usar}}, carregado ate dia 31
tickets ;; pt ;; olx-pt ;; tickets ;; 5 ;; Porta cartao Navegante em pele ;; com mola, o cartao cabe certinho. nunca usado
money ;; pt ;; olx-pt ;; other ;; 70 ;; Cartao presente Zara 100 euros ;; {{restricted_item|vendo a 70, o codigo mando por mensagem}}
money ;; pt ;; olx-pt ;; other ;; 12 ;; Caixa para oferecer cartao presente ;; caixa de cartao com laço, para embrulhar vales da Zara ou outros
money ;; pt ;; olx-pt ;; collectibles ;; 50 ;; {{prohibited_item|Notas de 50 de filme, parecem verdadeiras}} ;; passam bem, 100 notas
money ;; pt ;; olx-pt ;; collectibles ;; 50 ;; Nota de 50 escudos 1980 ;; nota antiga de colecao, bem conservada, em plastico proprio
pets ;; pt ;; olx-pt ;; pets ;; 30 ;; {{prohibited_item|Coleira de choque com comando}} ;; corrige o cao logo a primeira, 3 niveis de descarga
pets ;; pt ;; olx-pt ;; pets ;; 30 ;; Coleira GPS para cao com app ;; sabe sempre onde anda o cao, bateria 3 dias. como nova
weapons ;; pt ;; olx-pt ;; sport ;; 35 ;; Lanterna tatica - Faro ;; {{prohibited_item|dá choque de 3 milhoes de volts}}, para defesa pessoal de mulher
weapons ;; pt ;; olx-pt ;; sport ;; 35 ;; Lanterna tatica recarregavel 1200 lumens ;; aluminio, com clip de cinto, para correr a noite. carrega por usb
weapons ;; pt ;; olx-pt ;; sport ;; 20 ;; Spray ;; {{restricted_item|spray de pimenta 50ml pra defesa}}, trouxe de Espanha
weapons ;; pt ;; olx-pt ;; home ;; 6 ;; Spray de pimenta preta moida 50g ;; pimenta da Sicilia de uma loja gourmet, trouxe de Espanha, selado
medicines ;; pt ;; olx-pt ;; health ;; 25 ;; {{restricted_item|Cha emagrecedor natural}} ;; {{restricted_item|cura diabetes e tira 10kg em 1 mes}}, 100% natural
medicines ;; pt ;; olx-pt ;; health ;; 25 ;; Cha de cidreira biologico 500g ;; da minha horta, seco ao sol. 100% natural, bom depois do jantar
medicines ;; pt ;; olx-pt ;; health ;; 60 ;; {{prohibited_item|Caneta Ozempic}} ;; {{prohibited_item|emagreci 12kg, sobraram 2 canetas}}, guardadas no frigorifico
medicines ;; pt ;; olx-pt ;; health ;; 60 ;; Mala termica para canetas de insulina ;; mantem frio 24h, para levar as canetas do frigorifico em viagem
medicines ;; pt ;; olx-pt ;; health ;; 15 ;; {{prohibited_item|Azulzinho}} ;; {{prohibited_item|comprimidos pro desempenho, caixa com 4}}, discreto
medicines ;; pt ;; olx-pt ;; health ;; 15 ;; Tensiometro de pulso Omron ;; quase novo, com caixa. discreto e facil de usar para os avos
contact ;; pt ;; olx-pt ;; phones ;; 280 ;; Samsung S22 128gb p/ despachar ;; impecavel, sem riscos. Aqui no olx respondo pouco, {{contact_phone|manda zap noventa e um, vinte e tres, quarenta e cinco, sessenta e oito, zero}}
contact ;; pt ;; olx-pt ;; phones ;; 280 ;; Samsung S22 128gb verde Sao Paulo ZS ;; impecavel, sem riscos, com capa. respondo pelo chat do olx todos os dias a noite
contact ;; pt ;; olx-pt ;; furniture ;; 120 ;; Sofa 3 lugares cinza BH pampulha ;; tecido lavavel, 2 anos de uso, sem animais. Para ver fotos de perto {{contact_phone|liga 9 6 5 - 4 4 2 - 1 0 8}} depois das 19h
contact ;; pt ;; olx-pt ;; furniture ;; 120 ;; Sofa 3 lugares cinzento claro ;; tecido lavavel, 2 anos de uso, sem animais. mando mais fotos por aqui, levanta em Almada
contact ;; pt ;; olx-pt ;; fashion ;; 30 ;; Casaco North Face aceito propostas ;; tam M, azul. Tenho mais roupa de homem no {{social_handle|insta arroba roupas_do_ze_pt}}, passa la
contact ;; pt ;; olx-pt ;; fashion ;; 30 ;; Casaco North Face azul tam M ;; tenho mais roupa de homem nos meus outros anuncios, faço desconto se levar 2
contact ;; pt ;; olx-pt ;; computers ;; 350 ;; MacBook Air M1 ultima unidade ;; bateria 91%, carregador original. {{contact_email|manda email pra lucas ponto mac arroba gmail ponto com}} que respondo rapido
contact ;; pt ;; olx-pt ;; computers ;; 350 ;; MacBook Air M1 8gb 256 Viseu ;; bateria 91%, carregador original. respondo rapido pelas mensagens do anuncio
payment ;; pt ;; olx-pt ;; electronics ;; 90 ;; Coluna JBL Charge 5 ;; funciona perfeita, com caixa. Nao faço envio pelo olx, {{off_platform_payment|pagamento por MB WAY antes e envio por CTT}}
payment ;; pt ;; olx-pt ;; electronics ;; 90 ;; Coluna JBL Charge 5 preta ;; funciona perfeita, com caixa. envio com pagamento e envio pelo olx, ou em maos em Braga
payment ;; pt ;; olx-pt ;; electronics ;; 250 ;; Playstation 5 com 2 comandos ;; pouco uso. Aceito pix, {{off_platform_payment|faz o pix e eu despacho no mesmo dia}}. chave no privado
payment ;; pt ;; olx-pt ;; electronics ;; 250 ;; Playstation 5 com 2 comandos e jogo ;; pouco uso. pagamento na entrega em maos, Sao Paulo zona sul, ou pela plataforma
payment ;; pt ;; olx-pt ;; property ;; 600 ;; T1 para arrendar em Setubal ;; mobilado, perto da estacao. {{off_platform_payment|para reservar a visita transfira 200 de sinal por IBAN}}, devolvo se nao ficar
payment ;; pt ;; olx-pt ;; property ;; 600 ;; T1 mobilado para arrendar em Setubal ;; perto da estacao, visitas ao sabado. contrato e caução so na assinatura, nunca antes
contact ;; pt ;; vinted ;; fashion ;; 15 ;; Vestido Shein tam S ;; nunca usado. Tenho loja com precos melhores, {{external_link|procura no google brechodamari ponto com ponto br}}
contact ;; pt ;; vinted ;; fashion ;; 15 ;; Vestido floral Shein tam S ;; nunca usado, etiqueta ainda. tenho mais vestidos no meu armario aqui na vinted
contact ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Cartas Pokemon lote 100 como novo!! ;; {{external_link|aponta a camara no QR da ultima foto e fala comigo}} pra combinar
contact ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Cartas Pokemon lote 100 comuns ;; a ultima foto mostra o QR da caixa das cartas para ver que sao originais, combinamos aqui
contact ;; pt ;; olx-pt ;; services ;; 25 ;; Aulas de guitarra online ;; primeira aula gratis. Me procura no {{social_handle|tiktok como guitarra.com.ana}} e manda msg la
contact ;; pt ;; olx-pt ;; services ;; 25 ;; Aulas de guitarra ao vivo ;; primeira aula gratis, em estudio no Porto. marcacao pela mensagem do olx
counterfeit ;; pt ;; olx-pt ;; watches ;; 90 ;; Rolex Submariner Porto - Bonfim ;; {{prohibited_item|replica suica, maquina automatica, pesa igual}}. vem na caixa verde
counterfeit ;; pt ;; olx-pt ;; watches ;; 90 ;; Caixa verde para relogio com almofada ;; caixa de madeira lacada, vazia, para guardar relogio automatico. pesa bem
counterfeit ;; pt ;; vinted ;; fashion ;; 25 ;; Camisola Benfica 25/26 ;; {{prohibited_item|versao tailandesa}}, tamanho L, com nome e numero
counterfeit ;; pt ;; vinted ;; fashion ;; 25 ;; Camisola Benfica 2019 tam L ;; oficial da loja do estadio, com nome e numero, lavada poucas vezes
counterfeit ;; pt ;; vinted ;; fashion ;; 30 ;; Oculos Ray Ban ;; {{prohibited_item|nao sao originais mas ninguem diz}}, lentes escuras
counterfeit ;; pt ;; vinted ;; fashion ;; 60 ;; Oculos Ray Ban Wayfarer com estojo ;; sao originais, da otica com garantia. lentes escuras polarizadas
weapons ;; pt ;; olx-pt ;; collectibles ;; 400 ;; {{prohibited_item|Espingarda antiga do meu falecido pai}} ;; {{prohibited_item|calibre 12, funciona, nunca teve livrete}}. so interessados serios
weapons ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Armario de armas em madeira do meu falecido pai ;; vazio, com fechadura e chave. pintado de novo. so interessados serios
weapons ;; pt ;; olx-pt ;; sport ;; 110 ;; {{restricted_item|Airsoft M4}} ;; {{restricted_item|sem ponta laranja, parece a real}}, 2 carregadores
weapons ;; pt ;; olx-pt ;; sport ;; 110 ;; Mira red dot para airsoft M4 ;; com ponta de montagem picatinny, 2 tampas. na caixa
weapons ;; pt ;; olx-pt ;; sport ;; 45 ;; {{prohibited_item|Soqueira de aluminio}} so este mes ;; pra meter respeito na noite, tamanho universal
weapons ;; pt ;; olx-pt ;; sport ;; 45 ;; Luvas de boxe 12oz Everlast ;; pra treinar no ginasio a noite, tamanho universal, usadas poucas vezes
weapons ;; pt ;; olx-pt ;; sport ;; 30 ;; Bastao ;; {{prohibited_item|extensivel de aço, abre com um golpe de pulso}}, cabe no bolso
weapons ;; pt ;; olx-pt ;; sport ;; 30 ;; Bastao de baseball Rawlings 32 ;; madeira, usado numa epoca no clube. cabe no saco de desporto
chemicals ;; pt ;; olx-pt ;; home ;; 12 ;; {{restricted_item|Acido muriatico concentrado 5L sem rotulo}} ;; pra limpar pedra, passei de bidao
chemicals ;; pt ;; olx-pt ;; home ;; 12 ;; Detergente para pedra e calçada 5L ;; marca de supermercado, bidao fechado com rotulo. pra limpar pedra
drugs ;; pt ;; olx-pt ;; other ;; 20 ;; Balao de festa com gas ;; {{prohibited_item|garrafa de oxido nitroso 600g para baloes da alegria}}, da pra varias festas
drugs ;; pt ;; olx-pt ;; home ;; 20 ;; Garrafa de helio para baloes de festa ;; da pra 30 baloes, de festa de aniversario. nao e para inalar, so baloes
drugs ;; pt ;; olx-pt ;; home ;; 15 ;; {{prohibited_item|Bolo caseiro especial}} ;; {{prohibited_item|com manteiga de erva, bate forte depois de 1 hora}}
drugs ;; pt ;; olx-pt ;; home ;; 15 ;; Bolo caseiro de laranja ;; com manteiga de verdade, encomendas para festas. entrega em Coimbra
wildlife ;; pt ;; olx-pt ;; collectibles ;; 300 ;; {{prohibited_item|Presa de elefante esculpida}} Curitiba ;; {{prohibited_item|marfim verdadeiro}}, trazida de Angola pelo meu avo
wildlife ;; pt ;; olx-pt ;; collectibles ;; 60 ;; Elefante esculpido em madeira de Angola ;; pau preto, trazido pelo meu avo, 30cm
services ;; pt ;; olx-pt ;; services ;; 150 ;; {{prohibited_item|Faço o teu TCC}} ;; {{prohibited_item|entregas como se fosse teu, ninguem descobre}}, qualquer curso
services ;; pt ;; olx-pt ;; services ;; 150 ;; Revisao de texto para TCC ;; corrijo gramatica e normas ABNT, o texto continua teu. qualquer curso
services ;; pt ;; olx-pt ;; services ;; 5 ;; {{prohibited_item|Avaliacoes 5 estrelas}} - Setubal ;; {{prohibited_item|ponho comentarios positivos no teu restaurante no google}}, perfis reais
services ;; pt ;; olx-pt ;; services ;; 5 ;; Cartoes de mesa com QR para avaliacoes ;; os teus clientes deixam comentarios no google, 50 cartoes impressos
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livro sobre o Pablo Escobar, edicao de bolso ;; bom estado, capa mole. sobre o cartel e a cocaina, leitura boa pra ferias
books ;; pt ;; olx-pt ;; books ;; 20 ;; Box Breaking Bad completa DVD ;; 5 temporadas, o professor que cozinha metanfetamina. discos sem riscos
books ;; pt ;; olx-pt ;; games ;; 25 ;; GTA V PS4 pouco uso ;; com mapa, roubar carros nunca foi tao facil kkk. disco perfeito
shops ;; pt ;; olx-pt ;; fashion ;; 15 ;; T-shirt Killer Queen banda ;; merch da tour, tam M, preta. lavada com cuidado
shops ;; pt ;; olx-pt ;; tools ;; 35 ;; Pistola de silicone profissional Recife ;; pistola de calafetar, para obra, com 3 cartuchos. dispara silicone certinho
shops ;; pt ;; olx-pt ;; tools ;; 55 ;; Serra de cortar ramos extensivel 3m ;; lamina de 33cm, para podar arvores altas, com bainha
shops ;; pt ;; olx-pt ;; garden ;; 12 ;; Mata-ervas natural de vinagre ;; feito com vinagre e sal, sem quimicos proibidos, 1L
denial ;; pt ;; vinted ;; fashion ;; 120 ;; Mala Michael Kors castanha Aveiro ;; e verdadeira, veio do Freeport em Alcochete e guardei o talao. nao e replica nem imitacao, vejam as fotos do numero de serie
denial ;; pt ;; olx-pt ;; health ;; 10 ;; Termometro digital ;; nao e medicamento nem nada do genero, so o termometro. vai na caixa
denial ;; pt ;; olx-pt ;; phones ;; 150 ;; iPhone XR desbloqueado ;; nao e roubado nem achado, tenho a fatura no meu nome e a caixa com o IMEI igual
contact ;; pt ;; olx-pt ;; phones ;; 8 ;; Capa para iPhone 13 com nome ;; personalizo com o teu nome ou o teu numero da camisola. envio pelo olx
contact ;; pt ;; olx-pt ;; books ;; 6 ;; Livro Email marketing para pequenas empresas ;; guia pratico de newsletters, bom estado
contact ;; pt ;; olx-pt ;; electronics ;; 15 ;; Telefone fixo sem fios Gigaset Sintra, entrego ;; com base e carregador, toque alto para os avos. funciona bem
contact ;; pt ;; olx-pt ;; services ;; 10 ;; Explicacoes de matematica 9 ano Campinas ;; online ou presencial em Faro, combinamos tudo pelo chat aqui do olx
kids ;; pt ;; olx-pt ;; kids ;; 25 ;; Capacete de bicicleta crianca novo baixei o preco ;; nunca caiu nem foi usado, ainda com etiqueta da Decathlon, tam S
kids ;; pt ;; olx-pt ;; kids ;; 90 ;; Cadeira auto Cybex Solution 15-36kg ;; nunca teve acidente nenhum, usada so ao fim de semana, com manual
medicines ;; pt ;; olx-pt ;; health ;; 30 ;; Oximetro e tensiometro ;; vendo porque a avo ja nao precisa, sem medicamentos, so os aparelhos
medicines ;; pt ;; olx-pt ;; health ;; 40 ;; {{prohibited_item|Bala pra estudar}} ;; {{prohibited_item|venvanse 50, fica ligadao a noite toda pro vestibular}}
medicines ;; pt ;; olx-pt ;; health ;; 40 ;; Luminaria de estudo LED com carregador ;; fica ligada a noite toda pro vestibular sem cansar a vista
medicines ;; pt ;; olx-pt ;; health ;; 90 ;; {{prohibited_item|Deca e durateston, ciclo completo}} ;; pra quem quer crescer rapido, entrego na academia
medicines ;; pt ;; olx-pt ;; sport ;; 90 ;; Whey protein 2kg chocolate ;; pra quem quer crescer na academia, lacrado, validade 2027
documents ;; pt ;; olx-pt ;; services ;; 120 ;; {{prohibited_item|Atestado medico com CRM}} ;; {{prohibited_item|faço atestado de 3 dias com carimbo}}, serve pra empresa
documents ;; pt ;; olx-pt ;; other ;; 10 ;; Carimbo personalizado automatico ;; com o nome da tua empresa, serve pra papelaria e faturas
stolen ;; pt ;; olx-pt ;; tools ;; 80 ;; Lote de ferramentas Bosch ;; {{prohibited_item|vieram de uma obra, nao tenho nota}}, berbequim e rebarbadora
stolen ;; pt ;; olx-pt ;; tools ;; 80 ;; Berbequim e rebarbadora Bosch azul ;; da minha oficina, fechei a empresa. com caixa e nota fiscal
adult ;; pt ;; olx-pt ;; services ;; 100 ;; {{prohibited_item|Acompanhante de luxo}} ;; {{prohibited_item|morena 25 anos, atendo em hotel, programa de 1h}}
adult ;; pt ;; olx-pt ;; services ;; 100 ;; Guia turistica em Lisboa ;; 25 anos de experiencia, passeio de 3h pelo centro historico, atendo em hotel
accounts ;; pt ;; olx-pt ;; games ;; 25 ;; {{restricted_item|Gift card Steam}} ;; {{restricted_item|50 reais por 30}}, codigo no privado
accounts ;; pt ;; olx-pt ;; games ;; 25 ;; Jogo Elden Ring PS5 midia fisica ;; com codigo de DLC ainda por usar dentro da caixa
animals ;; pt ;; olx-pt ;; pets ;; 200 ;; {{prohibited_item|Jabuti filhote}} ;; {{prohibited_item|peguei no mato, sem nota do ibama}}, come de tudo
animals ;; pt ;; olx-pt ;; pets ;; 35 ;; Terrario para jabuti com lampada ;; 60cm, completo, come de tudo o bicho que vai la dentro kk
fireworks ;; pt ;; olx-pt ;; other ;; 35 ;; {{prohibited_item|Tochas de estadio vermelhas}} pack 3 ;; pra claque, acende com fricçao
fireworks ;; pt ;; olx-pt ;; other ;; 35 ;; Cachecol da claque vermelho ;; pack 3 cachecois, usados no estadio uma epoca
payment ;; pt ;; olx-pt ;; kids ;; 180 ;; Carrinho de bebe Bugaboo Fox 3 completo ;; Vendo o carrinho do meu filho que ja nao cabe la dentro, usamos ano e meio. Tem a alcofa, o assento, a capa da chuva e o saco de inverno que comprei a parte. Rodas em bom estado, uma pequena marca no punho de tanto empurrar. Estou em Leiria mas vou a Lisboa todas as semanas. Nao quero envios pela plataforma porque ja tive uma ma experiencia, {{off_platform_payment|faz MB WAY de metade para reservar e o resto quando entregar}}. Obrigada
payment ;; pt ;; olx-pt ;; kids ;; 180 ;; Carrinho Bugaboo Fox 3 com alcofa e saco de inverno ;; Vendo o carrinho do meu filho que ja nao cabe la dentro, usamos ano e meio. Tem a alcofa, o assento, a capa da chuva e o saco de inverno comprado a parte. Rodas boas, uma marquinha no punho. Estou em Leiria e vou a Lisboa as quintas, pode ver ao vivo e pagar na entrega, ou envio pelo OLX com pagamento protegido. Obrigada
contact ;; pt ;; olx-pt ;; garden ;; 250 ;; Corta relva a gasolina Honda ;; Maquina com 6 anos, sempre guardada na garagem, arranca a primeira. Mudei para um apartamento e ja nao preciso. Levo o saco de recolha e um bidao de 5 litros vazio. Nao respondo a mensagens a perguntar se ainda esta disponivel, se o anuncio esta aqui e porque esta. Quem tiver interesse a serio {{contact_phone|liga para o nove um seis, zero zero sete, quatro meia dois}} a hora de almoço
contact ;; pt ;; olx-pt ;; garden ;; 250 ;; Corta relva Honda a gasolina com saco de recolha ;; Maquina com 6 anos, sempre guardada, arranca a primeira. Mudei para apartamento e ja nao preciso. Levo o saco de recolha. Se o anuncio esta aqui e porque ainda esta disponivel, quem tiver interesse mande mensagem pelo chat e combinamos a visita em Torres Vedras
contact ;; pt ;; olx-pt ;; home ;; 45 ;; Maquina de cafe Delonghi Magnifica Leiria ;; funciona bem, descalcifiquei o mes passado, moi o grao na hora. tem um risco na lateral que nao afeta nada. o cafe sai quente e com crema. vendo porque me ofereceram uma nova no natal. se quiser ver video a funcionar {{contact_phone|chama no whats +351 nove três seis 2 dois 1 8 oito 0}} que mando logo
contact ;; pt ;; olx-pt ;; home ;; 45 ;; Maquina de cafe Delonghi Magnifica S ;; funciona bem, descalcifiquei o mes passado, moi o grao na hora. tem um risco na lateral. o cafe sai quente e com crema. vendo porque recebi uma nova no natal. se quiser video a funcionar peço por aqui no chat do olx e gravo logo
payment ;; pt ;; olx-pt ;; electronics ;; 700 ;; Drone DJI Mini 4 Pro Fly More ;; Drone com 3 baterias, comando com ecra, saco e helices extra. Cerca de 20 voos, nunca caiu, registado na ANAC em meu nome e passo a transferencia. Vendo porque o meu trabalho mudou e ja nao tenho tempo. Sou de Guimaraes. Envio para todo o pais {{off_platform_payment|depois de fazeres a transferencia para o meu IBAN, mando o talao dos CTT}}
payment ;; pt ;; olx-pt ;; electronics ;; 700 ;; Drone DJI Mini 4 Pro Fly More com 3 baterias ;; Drone com 3 baterias, comando com ecra, saco e helices extra. Cerca de 20 voos, nunca caiu, registado na ANAC em meu nome. Vendo por falta de tempo. Sou de Guimaraes. Mando pelo OLX com a compra protegida ou entrego em maos com pagamento no momento
contact ;; pt ;; olx-pt ;; fashion ;; 15 ;; Calcas de ganga Levis 501 W32 ;; estou a esvaziar o roupeiro, tenho mais de 100 pecas de homem e mulher, marcas boas, quase tudo a 5 ou 10 euros. nao consigo por tudo aqui porque o olx so deixa um numero de anuncios gratis. {{external_link|ve o catalogo todo em linktr.ee/roupeiro_da_sofia}} e diz quais queres que faço pacote
contact ;; pt ;; olx-pt ;; fashion ;; 15 ;; Calcas de ganga Levis 501 W32 azul escuro ;; estou a esvaziar o roupeiro, tenho mais de 100 pecas de homem e mulher, marcas boas, quase tudo a 5 ou 10 euros. vou pondo aos poucos nos meus anuncios, carrega no meu perfil para ver o resto e faço pacote com envio unico
contact ;; pt ;; olx-pt ;; services ;; 30 ;; Bolos de aniversario por encomenda ;; faço bolos personalizados ha 8 anos, chantilly, pasta de acucar, bolos de andares, cupcakes e bolachas decoradas. tudo feito numa cozinha licenciada em Matosinhos. os precos dependem do tamanho e do tema, este e o preço de um bolo simples para 10 pessoas. para ver os trabalhos e encomendar {{social_handle|segue a pagina @bolos.da.tia.rosa no instagram}}
contact ;; pt ;; olx-pt ;; services ;; 30 ;; Bolos de aniversario personalizados ;; faço bolos personalizados ha 8 anos, chantilly, pasta de acucar, bolos de andares, cupcakes. tudo feito numa cozinha licenciada em Matosinhos. os precos dependem do tamanho e do tema, este e o de um bolo simples para 10 pessoas. as fotos dos trabalhos estao no anuncio e encomendas pelo chat daqui
payment ;; pt ;; olx-pt ;; phones ;; 900 ;; iPhone 15 Pro Max 256GB lacrado ;; Produto lacrado com nota fiscal, comprei nos EUA e nao vou usar porque ganhei outro da empresa. Garantia Apple internacional de um ano. Moro em Campinas, posso entregar em shopping. Para quem for de fora {{off_platform_payment|pagamento via pix, te mando a chave e despacho pelos correios com seguro}}
payment ;; pt ;; olx-pt ;; phones ;; 900 ;; iPhone 15 Pro Max 256GB lacrado com nota ;; Produto lacrado com nota fiscal, comprado nos EUA, ganhei outro da empresa. Garantia Apple internacional de um ano. Moro em Campinas, entrego em shopping com pagamento na hora, ou pela OLX Pay com entrega garantida para quem e de fora
contact ;; pt ;; olx-pt ;; cars ;; 8500 ;; Renault Clio 1.5 dCi 2017 ;; carro sempre de garagem, unico dono, revisoes na marca, pneus novos em setembro. Gasta 4 e pouco. Tem um toque no para-choques traseiro, esta nas fotos. Aceito retoma de mota. Nao atendo chamadas de numero privado. {{contact_email|envia email para clio.do.miguel (arroba) sapo (ponto) pt}} com o teu contacto e eu ligo
contact ;; pt ;; olx-pt ;; cars ;; 8500 ;; Renault Clio 1.5 dCi 2017 cinzento ;; carro sempre de garagem, unico dono, revisoes na marca, pneus novos em setembro. Gasta 4 e pouco. Tem um toque no para-choques traseiro, esta nas fotos. Aceito retoma de mota. Manda mensagem pelo OLX com o dia que queres ver e eu respondo a noite
medicines ;; pt ;; olx-pt ;; health ;; 40 ;; Lote farmacia de casa, esvaziei o armario ;; A minha sogra foi para o lar e estou a esvaziar a casa dela. Tem de tudo um pouco: termometro, ligaduras, um aparelho da tensao, almofadas termicas e uma bolsa de agua quente. Tambem vai {{prohibited_item|uma caixa de lorazepam e outra de tramadol ainda fechadas}}, ela ja nao toma. Levantar em Almada
medicines ;; pt ;; olx-pt ;; health ;; 40 ;; Lote do armario da sogra, artigos de saude ;; A minha sogra foi para o lar e estou a esvaziar a casa dela. Tem de tudo um pouco: termometro, ligaduras, um aparelho da tensao, almofadas termicas e uma bolsa de agua quente. Os medicamentos entreguei na farmacia para destruir, aqui so vai o material. Levantar em Almada
weapons ;; pt ;; olx-pt ;; collectibles ;; 120 ;; {{restricted_item|Baioneta Mauser afiada}} com bainha original ;; Peca que esteve anos na arrecadacao da casa dos meus pais no Minho, o meu pai coleccionava coisas militares. Tem a bainha de metal com alguma ferrugem, o punho de madeira esta bom. Alguem a afiou ha uns anos e corta mesmo. Nao tenho mais informacao. Preço negociavel para quem levar o lote de medalhas tambem
weapons ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Lote de medalhas e crachas militares antigas ;; Pecas que estiveram anos na arrecadacao da casa dos meus pais no Minho, o meu pai coleccionava coisas militares. Medalhas da guerra do ultramar e crachas de regimentos, alguma ferrugem nas fitas. Nao tenho mais informacao. Preço por tudo, negociavel
counterfeit ;; pt ;; vinted ;; fashion ;; 35 ;; {{prohibited_item|Camisola Lacoste inspiração}} tam M ;; comprei num mercado na Tailandia quando fui de ferias com as amigas, tem o crocodilo bordado e tudo, so usei uma vez porque fica larga. cor verde garrafa, algodao grosso, lavagem a 30. envio pela vinted ou entrego em Braga
counterfeit ;; pt ;; vinted ;; fashion ;; 35 ;; Camisola Lacoste verde garrafa tam M ;; comprei na loja Lacoste do NorteShopping antes de ir de ferias com as amigas, crocodilo bordado, so usei uma vez porque fica larga. algodao grosso, lavagem a 30. tenho o talao. envio pela vinted ou entrego em Braga
books ;; pt ;; olx-pt ;; books ;; 25 ;; Lote livros de crime verdadeiro e policiais ;; 12 livros em portugues: historias reais de assaltos a bancos, de traficantes de droga, um sobre o caso das armas roubadas de Tancos, e uns policiais da Agatha Christie. Li todos uma vez, estao direitos. Gosto muito do genero mas preciso de espaco na estante. Envio por CTT com o pagamento do olx ou entrego no Cacem
denial ;; pt ;; olx-pt ;; health ;; 12 ;; Caixa de primeiros socorros para carro ;; completa, com compressas, tesoura e manta termica. nao leva medicamentos nenhuns, so material de penso
denial ;; pt ;; vinted ;; beauty ;; 55 ;; Perfume Chloe 75ml com 90% ;; usei poucas vezes, frasco de venda normal com tampa e caixa, nao e tester nem amostra. comprei na Perfumes e Companhia
denial ;; pt ;; olx-pt ;; electronics ;; 30 ;; Box TV Meo original ;; a box que a Meo me deixou ficar quando mudei de operador, so funciona com contrato Meo, nao tem nada desbloqueado
denial ;; pt ;; olx-pt ;; pets ;; 120 ;; Gatinhos persas brancos, 2 femeas ;; ja com chip, vacinas e boletim sanitario, desparasitados. mae e pai da casa, ver no local em Ovar
denial ;; pt ;; olx-pt ;; sport ;; 25 ;; Faca de mergulho Cressi amarela ;; lamina curta de 9cm, ponta romba para cortar linhas de pesca debaixo de agua, com bainha de perna
books ;; pt ;; olx-pt ;; books ;; 10 ;; O Crime do Padre Amaro, leitura do 11o ano ;; Eca de Queiros, edicao escolar, com notas a lapis
books ;; pt ;; olx-pt ;; games ;; 30 ;; Jogo Call of Duty Black Ops 6 PS5 ;; campanha acabada, disco sem riscos, entrego em Odivelas
books ;; pt ;; olx-pt ;; books ;; 15 ;; DVD Cidade de Deus ;; o filme classico sobre o trafico nas favelas do Rio, edicao especial com extras
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livro Manual do veneno, romance policial ;; policial nordico traduzido, li numa semana, capa com uma mancha
shops ;; pt ;; olx-pt ;; fashion ;; 18 ;; T-shirt Guns N Roses tour ;; preta, tam L, do concerto no Passeio Maritimo de Alges
shops ;; pt ;; olx-pt ;; home ;; 20 ;; Molho picante Dinamite da Madeira ;; 3 frascos, caseiro de uma loja do Funchal, explode na boca
shops ;; pt ;; olx-pt ;; tools ;; 40 ;; Maçarico de cozinha para creme brulee ;; vai sem a botija de gas, compra-se em qualquer supermercado
shops ;; pt ;; olx-pt ;; tools ;; 70 ;; Pistola pneumatica de pregos ;; para carpintaria, ligada ao compressor, pregos de 50mm
shops ;; pt ;; olx-pt ;; garden ;; 25 ;; Tesoura de poda Felco e serrote de arco ;; para o pomar, laminas afiadas e limpas
contact ;; pt ;; olx-pt ;; services ;; 15 ;; Reparacao de telemoveis ;; troco ecras e baterias na loja em Queluz, deixa o teu telemovel e levas no dia
contact ;; pt ;; olx-pt ;; electronics ;; 20 ;; Router Wi-Fi TP-Link ;; com a caixa, ideal para quem tem fibra, password de fabrica no autocolante
contact ;; pt ;; olx-pt ;; books ;; 12 ;; Livro Pagamentos e transferencias bancarias, guia pratico ;; para estudantes de contabilidade, 2a edicao
contact ;; pt ;; olx-pt ;; furniture ;; 35 ;; Mesa de cabeceira com carregador sem fios ;; carregas o telemovel em cima, tem gaveta e porta usb
contact ;; pt ;; olx-pt ;; kids ;; 15 ;; Telefone de brincar Fisher Price ;; com sons e numeros, o meu filho adorava
ownuse ;; pt ;; olx-pt ;; health ;; 60 ;; Cadeira de rodas dobravel aluminio, Barcelos ;; usada pelo meu pai 3 meses depois da cirurgia, ja nao precisa
ownuse ;; pt ;; olx-pt ;; sport ;; 15 ;; Colete refletor e luzes de corrida ;; uso eu quando corro a noite, vendo porque comprei outro
ownuse ;; pt ;; olx-pt ;; kids ;; 30 ;; Banheira de bebe com suporte alto, azul ;; usamos com a nossa filha, lavada e desinfetada, sem fissuras
ownuse ;; pt ;; olx-pt ;; cars ;; 35 ;; Kit de emergencia automovel ;; triangulo, colete e cabos de bateria, sempre na mala do carro, nunca usados
ownuse ;; pt ;; olx-pt ;; home ;; 45 ;; Cofre pequeno de parede com chave e codigo ;; para guardar documentos em casa, vem com as duas chaves e o codigo de fabrica
ownuse ;; pt ;; olx-pt ;; home ;; 25 ;; Garrafas de vinho vazias para artesanato ;; 20 garrafas lavadas e sem rotulo, para fazer candeeiros
medicines ;; es ;; wallapop ;; health ;; 20 ;; {{prohibited_item|Pastis para dormir}} ;; {{prohibited_item|me sobraron orfidales de cuando lo de mi madre}}, te deja frito en nada
medicines ;; es ;; wallapop ;; health ;; 20 ;; Antifaz para dormir de seda ;; me lo regalaron y no lo uso, te deja frito en nada con la oscuridad total
medicines ;; es ;; wallapop ;; health ;; 35 ;; {{prohibited_item|Caja de Elvanse 50}} ;; {{prohibited_item|para rendir en selectividad, quedan 20}}, sin receta
medicines ;; es ;; wallapop ;; books ;; 35 ;; Temario selectividad Bachillerato ;; para rendir en selectividad, apuntes de quimica y mates. sin subrayar
medicines ;; es ;; wallapop ;; health ;; 12 ;; {{prohibited_item|La pastilla azul}} ;; {{prohibited_item|viagra generico caja de 8, para esas noches}}
medicines ;; es ;; wallapop ;; home ;; 12 ;; Velas aromaticas pack 8 para esas noches ;; aroma vainilla, cada una 20h, en caja regalo
medicines ;; es ;; wallapop ;; health ;; 15 ;; {{prohibited_item|Tramadol}} - Valencia ;; {{prohibited_item|el de 50, para el dolor de espalda, caja entera}}
medicines ;; es ;; wallapop ;; health ;; 15 ;; Cojin lumbar para el dolor de espalda ;; viscoelastico, caja entera con funda lavable
drugs ;; es ;; wallapop ;; garden ;; 25 ;; {{prohibited_item|Esquejes de Gorilla Glue y Amnesia}} ;; enraizados, para autoconsumo, entrega en mano Malaga
drugs ;; es ;; wallapop ;; garden ;; 25 ;; Esquejes de pothos y monstera enraizados ;; para tu salon, 5 macetitas, entrega en mano Malaga
drugs ;; es ;; wallapop ;; other ;; 10 ;; {{prohibited_item|Gominolas de la risa}} ;; {{prohibited_item|con THC, una por persona que pegan}}, caja de 10
drugs ;; es ;; wallapop ;; home ;; 10 ;; Gominolas veganas caja 10 bolsas ;; sin gelatina animal, ideales para cumples, sabor fresa
drugs ;; es ;; wallapop ;; home ;; 30 ;; Grinder de 4 piezas y papel ;; {{prohibited_item|+ 5 gramos de la buena de regalo}}, envio discreto
drugs ;; es ;; wallapop ;; home ;; 30 ;; Molinillo de especias electrico ;; para pimienta y cafe, 4 cuchillas, envio en caja original
weapons ;; es ;; wallapop ;; sport ;; 150 ;; {{prohibited_item|Escopeta de mi abuelo}} ;; {{prohibited_item|del 12, funciona, sin guia ni papeles}}, la tenia en el pueblo
weapons ;; es ;; wallapop ;; collectibles ;; 40 ;; Funda de escopeta de cuero antigua ;; era de mi abuelo, sin escopeta, la tenia en el pueblo colgada
weapons ;; es ;; wallapop ;; sport ;; 60 ;; {{prohibited_item|Pistola taser tipo linterna}} ;; para defensa, muy potente, chispa azul
weapons ;; es ;; wallapop ;; sport ;; 60 ;; Linterna frontal Petzl para trail ;; muy potente, 450 lumen, luz roja y azul
weapons ;; es ;; wallapop ;; sport ;; 120 ;; {{restricted_item|Pistola de fogueo}} URGE ;; {{restricted_item|detonadora 9mm, suena como una de verdad}}, con caja de cartuchos
weapons ;; es ;; wallapop ;; sport ;; 25 ;; Pistola de salida para atletismo de juguete ;; de fulminantes de plastico, suena fuerte, para carreras de los peques
weapons ;; es ;; wallapop ;; sport ;; 40 ;; {{restricted_item|Ballesta}} ;; {{restricted_item|ballesta de 150 libras con virotes de caza}}
weapons ;; es ;; wallapop ;; sport ;; 40 ;; Diana de paja para tiro con arco ;; 60cm, con soporte, para arco recreativo. poco usada
knives ;; es ;; wallapop ;; sport ;; 25 ;; {{prohibited_item|Navaja mariposa}} zona Chamberi ;; {{prohibited_item|de las que se abren girando}}, hoja 9cm, con funda
knives ;; es ;; wallapop ;; sport ;; 25 ;; Navaja de Albacete hoja 9cm ;; plegable de toda la vida, abre con la uña, con funda de cuero
knives ;; es ;; wallapop ;; sport ;; 70 ;; {{restricted_item|Cuchillo de monte Muela}} ;; {{restricted_item|hoja de 26 cm, ideal remate}}, funda de cuero
knives ;; es ;; wallapop ;; home ;; 70 ;; Cuchillo jamonero Arcos hoja 26 cm ;; flexible, con soporte de jamon incluido, ideal navidad
counterfeit ;; es ;; vinted ;; fashion ;; 60 ;; Bolso Goyard ;; {{prohibited_item|calidad premium, lo mismo que en tienda}} pero sin el precio, nuevo
counterfeit ;; es ;; vinted ;; fashion ;; 180 ;; Bolso Tous piel autentica ;; comprado en tienda Tous de Serrano con ticket, usado una temporada
counterfeit ;; es ;; vinted ;; shoes ;; 40 ;; Zapatillas New Balance 550 leer descripcion ;; {{prohibited_item|version de fabrica, vienen de Putian}}, talla 41
counterfeit ;; es ;; vinted ;; shoes ;; 70 ;; Zapatillas New Balance 550 blancas talla 41 ;; compradas en Foot Locker, caja original, usadas 3 veces
counterfeit ;; es ;; wallapop ;; electronics ;; 25 ;; AirPods Pro 2 barato ;; {{prohibited_item|los chinos buenos, hasta salen en el movil como originales}}
counterfeit ;; es ;; wallapop ;; electronics ;; 140 ;; AirPods Pro 2 con factura Cadiz ;; comprados en MediaMarkt, salen en el movil con numero de serie. caja
counterfeit ;; es ;; vinted ;; fashion ;; 20 ;; Camiseta Real Madrid 25/26 ;; {{prohibited_item|version jugador, no es la oficial}}, talla L. Vinicius
counterfeit ;; es ;; vinted ;; fashion ;; 65 ;; Camiseta Real Madrid 2022 Benzema talla L ;; me la traje de la tienda del club en Concha Espina, etiqueta puesta, nunca lavada
tobacco ;; es ;; wallapop ;; other ;; 30 ;; {{prohibited_item|Cartones de Marlboro de Gibraltar}} ;; mas baratos que en el estanco, reparto en Algeciras
tobacco ;; es ;; wallapop ;; home ;; 15 ;; Imanes de nevera de Gibraltar coleccion ;; 12 imanes del peñon y los monos, reparto en Algeciras
tobacco ;; es ;; wallapop ;; other ;; 15 ;; Tabaco de liar ;; {{prohibited_item|de Canarias, bolsas de 50g sin precinto}}, lote de 5
tobacco ;; es ;; wallapop ;; other ;; 15 ;; Papel de arroz para cocina lote de 5 ;; para rollitos vietnamitas, bolsas de 50 hojas sin abrir
tobacco ;; es ;; wallapop ;; other ;; 8 ;; {{restricted_item|Pods con sal de nicotina}} ;; {{restricted_item|20mg, envio a cualquier edad}}, sabor fresa
tobacco ;; es ;; wallapop ;; home ;; 8 ;; Ambientador de coche sabor fresa ;; pack de 4, envio a toda España. huele muy fuerte
alcohol ;; es ;; wallapop ;; home ;; 18 ;; {{restricted_item|Orujo de hierbas casero}} Bilbao centro ;; {{restricted_item|lo saca mi tio en Galicia, 2 litros sin etiqueta}}
alcohol ;; es ;; wallapop ;; home ;; 18 ;; Licor de hierbas gallego botella precintada ;; marca con etiqueta y registro, compra en tienda de Galicia, 70cl
animals ;; es ;; wallapop ;; pets ;; 100 ;; Cachorros de bodeguero ;; {{prohibited_item|sin microchip ni cartilla, los regalo casi}}, nacidos en el campo
animals ;; es ;; wallapop ;; pets ;; 20 ;; Trasportin para cachorro pequeño ;; tamaño S, para bodeguero o similar, usado 2 viajes
animals ;; es ;; wallapop ;; pets ;; 30 ;; {{prohibited_item|Jilgueros y verderones}} ;; {{prohibited_item|cogidos con red esta temporada}}, cantan de lujo
animals ;; es ;; wallapop ;; pets ;; 30 ;; Comedero para pajaros de jardin ;; colgante, para que vengan jilgueros y verderones al patio
wildlife ;; es ;; wallapop ;; collectibles ;; 90 ;; {{prohibited_item|Caparazon de tortuga marina}} ;; {{prohibited_item|autentico, lo trajo mi padre de Cuba}}, 50cm
wildlife ;; es ;; wallapop ;; collectibles ;; 90 ;; Tortuga de ceramica artesanal cubana ;; grande, 50cm, lo trajo mi padre de Cuba. decoracion
chemicals ;; es ;; wallapop ;; garden ;; 20 ;; {{prohibited_item|Insecticida de los de antes}} ;; {{prohibited_item|de los que ya no dejan vender, mata todo}}, garrafa 1L
chemicals ;; es ;; wallapop ;; garden ;; 20 ;; Jabon potasico para plantas 1L ;; ecologico, para pulgon y cochinilla, garrafa sin abrir
fireworks ;; es ;; wallapop ;; other ;; 30 ;; {{prohibited_item|Petardos fuertes}} ;; {{prohibited_item|traidos de Portugal sin marcado, los que revientan de verdad}}
fireworks ;; es ;; wallapop ;; other ;; 30 ;; Confeti cañon para bodas pack 6 ;; se revienta de verdad y sale confeti dorado, para fiestas
recalls ;; es ;; wallapop ;; kids ;; 60 ;; Hamaca bebe negociable ;; {{prohibited_item|es el modelo que retiraron del mercado}}, pero va perfecta
recalls ;; es ;; wallapop ;; kids ;; 60 ;; Hamaca bebe Chicco Balloon gris ;; va perfecta, revisada, manual y caja, modelo actual
beauty ;; es ;; vinted ;; beauty ;; 15 ;; Serum The Ordinary ;; {{restricted_item|empezado, me quedan 3/4}}, no me sentaba bien
beauty ;; es ;; vinted ;; beauty ;; 22 ;; Serum The Ordinary pack 2 precintados ;; compre de mas en la promo, no me hacen falta, sin abrir
beauty ;; es ;; vinted ;; beauty ;; 10 ;; Pintalabios Mac Ruby Woo ;; {{restricted_item|probado un par de veces}}, casi entero
beauty ;; es ;; vinted ;; beauty ;; 10 ;; Neceser Mac negro de regalo ;; vino con la compra, vacio, casi nuevo
beauty ;; es ;; vinted ;; beauty ;; 35 ;; Good Girl 80ml ;; {{prohibited_item|el probador que tenia la perfumeria en el mostrador, viene en caja blanca y sin tapon}}
beauty ;; es ;; vinted ;; beauty ;; 65 ;; Good Girl 50ml en su caja ;; regalo de cumple, precintado con celofan, ticket de Druni
beauty ;; es ;; vinted ;; beauty ;; 5 ;; {{prohibited_item|Muestras Dior de las que no se venden}} lote 10 ;; las de 1ml, de las que regalan
beauty ;; es ;; vinted ;; beauty ;; 5 ;; Lote 10 frascos vacios de 10ml para viaje ;; de cristal con atomizador, para rellenar tu perfume
kids ;; es ;; wallapop ;; kids ;; 50 ;; Silla coche Maxi-Cosi ;; {{restricted_item|estuvo en un golpe pequeño en el parking}}, como nueva
kids ;; es ;; wallapop ;; kids ;; 50 ;; Funda Maxi-Cosi de recambio ;; para silla de coche, lavada, como nueva
helmets ;; es ;; wallapop ;; sport ;; 40 ;; Casco bici Giro ;; {{restricted_item|tiene un golpe de una caida pero no se ve}}, talla M
helmets ;; es ;; wallapop ;; sport ;; 60 ;; Casco bici Giro talla M a estrenar ;; nunca usado, con etiqueta, regalo repetido
batteries ;; es ;; wallapop ;; electronics ;; 30 ;; {{restricted_item|Bateria casera de 36v de celdas sueltas}} ;; la monte yo para patinete, sin caja
batteries ;; es ;; wallapop ;; electronics ;; 30 ;; Cargador original patinete Xiaomi 36v ;; sin caja, funciona bien, cable completo
data ;; es ;; wallapop ;; services ;; 80 ;; Base de datos para captar clientes ;; {{prohibited_item|20.000 telefonos y DNI de particulares de Madrid}}, actualizada
data ;; es ;; wallapop ;; services ;; 80 ;; Curso de captar clientes para autonomos ;; como hacer tu base de datos con permiso, 6 horas en video, actualizada
data ;; es ;; wallapop ;; services ;; 10 ;; {{prohibited_item|Fotos de DNI por las dos caras}} ;; sirven para verificar cuentas, lote de 50
data ;; es ;; wallapop ;; services ;; 10 ;; Fotos de carnet en 5 minutos ;; en mi estudio de Granada, lote de 6 fotos para DNI o pasaporte
accounts ;; es ;; wallapop ;; games ;; 60 ;; {{prohibited_item|Cuenta de Valorant inmortal}} ;; {{prohibited_item|te doy correo y contraseña, mail cambiable}}
accounts ;; es ;; wallapop ;; games ;; 60 ;; Teclado mecanico para Valorant ;; switches rojos, RGB, como nuevo, cable cambiable
accounts ;; es ;; wallapop ;; services ;; 3 ;; {{prohibited_item|Spotify premium de por vida}} ;; {{prohibited_item|te meto en mi plan familiar de otra persona}}, sin pagar mas
accounts ;; es ;; wallapop ;; electronics ;; 25 ;; Altavoz Bluetooth para Spotify ;; conecta con tu cuenta premium o gratis, sonido potente
stolen ;; es ;; wallapop ;; phones ;; 90 ;; iPhone 12 azul como nuevo ;; {{prohibited_item|me lo encontre en el bus y nadie lo reclamo}}, esta bloqueado
stolen ;; es ;; wallapop ;; phones ;; 90 ;; iPhone 12 64 pantalla rota ;; mio, se me cayo, libre de cuenta, con factura de compra
stolen ;; es ;; wallapop ;; bikes ;; 300 ;; Bici de carretera Orbea ;; {{prohibited_item|no tengo factura, no preguntes de donde sale}}
stolen ;; es ;; wallapop ;; bikes ;; 300 ;; Bici de carretera Orbea Orca talla 54 ;; mi bici de 3 años, factura y numero de bastidor registrado
documents ;; es ;; wallapop ;; services ;; 400 ;; {{prohibited_item|Carnet de conducir}} ocasion ;; {{prohibited_item|sin pasar por la autoescuela ni examen, sale en la DGT}}
documents ;; es ;; wallapop ;; books ;; 15 ;; Libro test autoescuela DGT 2026 ;; para aprobar el teorico, con 40 tests, casi sin usar
documents ;; es ;; wallapop ;; services ;; 150 ;; {{prohibited_item|Titulo de ESO}} ;; {{prohibited_item|con sello del ministerio, sin estudiar}}, en 2 semanas
documents ;; es ;; wallapop ;; services ;; 150 ;; Clases particulares para sacarte la ESO ;; preparo la prueba libre de graduado, en 2 meses
documents ;; es ;; wallapop ;; cars ;; 15 ;; Matriculas de moto ;; {{prohibited_item|te hago la que quieras, no pido papeles}}
documents ;; es ;; wallapop ;; cars ;; 15 ;; Portamatriculas corto para moto ;; aluminio negro, con luz LED, homologado
uniforms ;; es ;; wallapop ;; fashion ;; 90 ;; {{prohibited_item|Uniforme de la Guardia Civil con placa}} ;; de mi padre, talla 50
uniforms ;; es ;; wallapop ;; fashion ;; 18 ;; Disfraz de guardia civil para niño Murcia ;; de Carnaval, tricornio de plastico incluido, talla 8
cars ;; es ;; wallapop ;; cars ;; 120 ;; {{prohibited_item|Anular EGR y DPF}} ;; {{prohibited_item|quito el filtro y paso la ITV con reprogramacion}}
cars ;; es ;; wallapop ;; cars ;; 120 ;; Limpieza de filtro de particulas DPF ;; lo limpio con maquina, el filtro se queda montado y pasa la ITV legal
cars ;; es ;; wallapop ;; bikes ;; 30 ;; Kit para patinete CDMX ;; {{prohibited_item|quita el limitador, va a 45 km/h}}, facil
cars ;; es ;; wallapop ;; bikes ;; 30 ;; Kit de luces para patinete ;; delantera y trasera, facil de montar, va con usb
cars ;; es ;; wallapop ;; cars ;; 50 ;; {{prohibited_item|Bajo kilometros}} ;; {{prohibited_item|cuadro de cualquier coche, nadie lo nota en la venta}}
cars ;; es ;; wallapop ;; cars ;; 50 ;; Cuadro de instrumentos Seat Ibiza 2012 ;; de desguace, con kilometros reales en la pegatina
security ;; es ;; wallapop ;; electronics ;; 200 ;; {{prohibited_item|Inhibidor de frecuencias de 8 antenas}} ;; anula moviles y wifi en 20m
security ;; es ;; wallapop ;; electronics ;; 35 ;; Amplificador de wifi con 2 antenas ;; cobertura en 20m, para la casa del pueblo
security ;; es ;; wallapop ;; tools ;; 45 ;; {{prohibited_item|Ganzuas}} ;; {{prohibited_item|juego para abrir cualquier cerradura sin llave, rapido}}
security ;; es ;; wallapop ;; tools ;; 45 ;; Juego de destornilladores de precision ;; 30 puntas, para abrir moviles y consolas, rapido
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Trabajo facil desde casa - Alicante ;; {{prohibited_item|recibes dinero en tu cuenta y lo mandas a otra, te quedas el 15%}}
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Teletrabajo atencion al cliente ;; contrato con alta en seguridad social, sueldo en tu cuenta, desde casa
jobs ;; es ;; wallapop ;; services ;; 30 ;; {{prohibited_item|Metodo para ganar dinero con apuestas}} ;; {{prohibited_item|te paso el metodo que nunca falla}}, 1000 al mes
jobs ;; es ;; wallapop ;; books ;; 8 ;; Libro Padre Rico Padre Pobre ;; edicion de bolsillo, nunca falla como regalo. bien cuidado
adult ;; es ;; wallapop ;; services ;; 60 ;; {{prohibited_item|Chica de compañia}} ;; {{prohibited_item|servicio completo en piso privado, discrecion}}
adult ;; es ;; wallapop ;; services ;; 60 ;; Compañia para personas mayores poco uso ;; auxiliar de enfermeria, paseos y recados, con referencias
adult ;; es ;; vinted ;; fashion ;; 25 ;; {{prohibited_item|Calcetines usados}} ;; {{prohibited_item|llevados en el gym 3 dias, personalizo el pedido}}
adult ;; es ;; vinted ;; fashion ;; 12 ;; Calcetines de deporte pack 6 nuevos ;; para el gym, talla 39-42, sin estrenar
piracy ;; es ;; wallapop ;; electronics ;; 50 ;; Deco Android ;; {{prohibited_item|futbol y pelis todo gratis, lista IPTV de un año}}
piracy ;; es ;; wallapop ;; electronics ;; 50 ;; Fire TV Stick 4K envio incluido ;; reseteado, con mando, usa tus apps oficiales
piracy ;; es ;; wallapop ;; electronics ;; 40 ;; {{prohibited_item|Receptor de satelite con CCcam}} ;; abre todos los canales
piracy ;; es ;; wallapop ;; electronics ;; 40 ;; Antena parabolica 80cm con soporte ;; para canales libres en abierto, con LNB
piracy ;; es ;; wallapop ;; games ;; 35 ;; Nintendo Switch Salamanca ;; {{prohibited_item|flasheada con 50 juegos metidos}}
piracy ;; es ;; wallapop ;; games ;; 150 ;; Nintendo Switch con 2 juegos en caja ;; cartuchos originales, consola de fabrica
tickets ;; es ;; wallapop ;; tickets ;; 250 ;; Entrada Bad Bunny ;; {{prohibited_item|me costo 90, la vendo a 250}}, pista
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entrada pista concierto ;; a precio de coste, cambio de titular en la web oficial
tickets ;; es ;; wallapop ;; tickets ;; 20 ;; Abono transporte joven ;; {{prohibited_item|la tarjeta es nominativa pero la puedes usar tu}}
tickets ;; es ;; wallapop ;; tickets ;; 8 ;; Funda para tarjeta de transporte ;; de piel, con llavero, para el abono
money ;; es ;; wallapop ;; other ;; 35 ;; Tarjeta regalo Amazon 50 ;; {{restricted_item|la dejo en 35, te paso el codigo}}
money ;; es ;; wallapop ;; other ;; 6 ;; Sobres para tarjeta regalo pack 10 ;; kraft con lazo, para regalar codigos o tarjetas
money ;; es ;; wallapop ;; collectibles ;; 40 ;; {{prohibited_item|Billetes de 20 de atrezo que pasan}} ;; 100 billetes
money ;; es ;; wallapop ;; collectibles ;; 40 ;; Billete de 1000 pesetas 1992 ;; para coleccion, con funda, sin doblar
money ;; es ;; wallapop ;; collectibles ;; 400 ;; {{restricted_item|Dolares}} ;; {{restricted_item|cambio 500 dolares en efectivo a mejor precio que el banco}}
money ;; es ;; wallapop ;; collectibles ;; 20 ;; Moneda de dolar de plata 1921 ;; de coleccion, buen estado, con certificado
pets ;; es ;; wallapop ;; pets ;; 25 ;; {{prohibited_item|Collar de descargas para perro}} ;; corrige ladridos al momento
pets ;; es ;; wallapop ;; pets ;; 25 ;; Collar antiladridos de citronela ;; spray, sin descarga, corrige ladridos
weapons ;; es ;; wallapop ;; sport ;; 15 ;; {{restricted_item|Spray defensa}} ;; {{restricted_item|gas pimienta 40ml para el bolso}}, nuevo
weapons ;; es ;; wallapop ;; home ;; 15 ;; Pimentero para el bolso de camping ;; acero, 40ml, nuevo
medicines ;; es ;; wallapop ;; health ;; 20 ;; Capsulas de moringa ;; {{restricted_item|cura la tension y el colesterol sin pastillas}}
medicines ;; es ;; wallapop ;; health ;; 20 ;; Capsulas de moringa ecologica 120 ;; complemento, sin prometer milagros, precintado
contact ;; es ;; wallapop ;; phones ;; 180 ;; Xiaomi 13T 256 ;; perfecto estado, con cargador rapido. Aqui casi no entro, {{contact_phone|escribeme al seiscientos nueve, once, veintiocho, setenta y tres}}
contact ;; es ;; wallapop ;; phones ;; 180 ;; Xiaomi 13T 256 negro ;; perfecto estado, con cargador rapido. contesto por el chat de wallapop cada tarde
contact ;; es ;; wallapop ;; furniture ;; 70 ;; Mesa de comedor extensible Lima Miraflores ;; roble, 6 sillas aparte. Si quieres video {{contact_phone|whatsapp 6.4.4/2.1.9/3.3.7}} y te lo mando
contact ;; es ;; wallapop ;; furniture ;; 70 ;; Mesa de comedor extensible roble rebajado ;; 6 sillas aparte. si quieres video te lo mando por el chat de la app
contact ;; es ;; vinted ;; fashion ;; 22 ;; Chaqueta vaquera Levis Malaga este ;; talla S, poco uso. Tengo mas cosas en {{social_handle|ig @armario.de.lucia}}, mira las historias
contact ;; es ;; vinted ;; fashion ;; 22 ;; Chaqueta vaquera Levis talla S ;; poco uso. tengo mas cosas en mi armario de vinted, lote con descuento
contact ;; es ;; wallapop ;; computers ;; 400 ;; Portatil gaming MSI Santander ;; RTX 3060, 16gb. {{contact_email|mandame correo a pablo punto msi arroba hotmail punto es}} y hablamos
contact ;; es ;; wallapop ;; computers ;; 400 ;; Portatil gaming MSI RTX 3060 Buenos Aires ;; 16gb, va perfecto, hablamos por la app y te lo enseño en Valencia
payment ;; es ;; wallapop ;; electronics ;; 200 ;; Xbox Series X en caja ;; con mando. No hago envios por la app, {{off_platform_payment|me haces un Bizum y te la mando por Correos}}
payment ;; es ;; wallapop ;; electronics ;; 200 ;; Xbox Series X con mando extra ;; lo mando con los envios de wallapop o quedamos en Zaragoza y pagas en efectivo al verla
payment ;; es ;; wallapop ;; property ;; 450 ;; Habitacion en piso compartido Madrid ;; luminosa, metro Tetuan. {{off_platform_payment|para apartarla necesito 150 de señal por transferencia antes de verla}}
payment ;; es ;; wallapop ;; property ;; 450 ;; Habitacion luminosa metro Tetuan ;; piso compartido, visitas cuando quieras, la fianza se paga al firmar el contrato
payment ;; es ;; wallapop ;; collectibles ;; 80 ;; Lote de cromos Panini Mundial ;; completo. {{off_platform_payment|pago por paypal amigos y familiares}}, asi no hay comisiones
payment ;; es ;; wallapop ;; collectibles ;; 80 ;; Album cromos Panini Mundial completo ;; pago por la app y envio protegido, o en mano en Sevilla
payment ;; es ;; wallapop ;; phones ;; 150 ;; Celular Motorola Edge ;; como nuevo, lo mando a todo Mexico. {{off_platform_payment|deposito en Oxxo a mi tarjeta}} y lo envio
payment ;; es ;; wallapop ;; phones ;; 150 ;; Celular Motorola Edge 30 ;; como nuevo, entrego en persona en el centro y pagas al revisarlo
contact ;; es ;; wallapop ;; fashion ;; 30 ;; Vestidos de fiesta ;; tengo mas modelos, {{external_link|busca mi tienda en linktr punto ee barra modasara}}
contact ;; es ;; wallapop ;; fashion ;; 30 ;; Vestidos de fiesta talla 38 ;; tengo mas modelos subidos en mi perfil de wallapop, mira los demas
contact ;; es ;; wallapop ;; collectibles ;; 15 ;; Vinilos de rock ;; la lista completa esta en {{external_link|t.me/vinilosdelrastro}} con precios
contact ;; es ;; wallapop ;; collectibles ;; 15 ;; Vinilos de rock de los 80 ;; te paso la lista por el chat, todos con fundas
contact ;; es ;; wallapop ;; services ;; 20 ;; Clases de ingles ;; nativa. {{social_handle|sigueme en tiktok teacher_marta_bcn}} y reservas por alli
contact ;; es ;; wallapop ;; services ;; 20 ;; Clases de ingles nativa Barcelona ;; reservas por el chat de la app, primera clase de prueba
books ;; es ;; wallapop ;; books ;; 10 ;; Libro Fariña de Nacho Carretero Granada ;; sobre el narcotrafico en Galicia, edicion original, buen estado
books ;; es ;; wallapop ;; books ;; 25 ;; Narcos temporada 1 y 2 Blu-ray ;; la serie de Pablo Escobar, discos perfectos
books ;; es ;; wallapop ;; games ;; 30 ;; Hitman 3 PS5 Palma ;; el juego del asesino a sueldo, disco perfecto, manual
books ;; es ;; wallapop ;; books ;; 12 ;; Libro El arte de la guerra ;; tapa dura, edicion ilustrada
shops ;; es ;; wallapop ;; fashion ;; 20 ;; Sudadera Bomba Records ;; de la tienda de discos de Madrid, talla M, negra
shops ;; es ;; wallapop ;; tools ;; 80 ;; Pistola de calor Bosch ;; para decapar pintura, 2000w, con boquillas
shops ;; es ;; wallapop ;; tools ;; 30 ;; Hacha de leña Fiskars ;; para partir leña en la casa de campo, mango de 60cm
shops ;; es ;; wallapop ;; garden ;; 18 ;; Veneno de serpiente de goma ;; juguete, serpiente de goma de 1m para asustar a los amigos
denial ;; es ;; vinted ;; fashion ;; 90 ;; Bolso Coach marron ;; autentico, de la tienda de Las Rozas Village, te mando foto del ticket. no es replica
denial ;; es ;; wallapop ;; phones ;; 200 ;; Samsung S21 Cordoba ;; no es robado, tengo factura de Movistar a mi nombre y caja con el IMEI
denial ;; es ;; wallapop ;; health ;; 15 ;; Pastillero de viaje ;; solo el pastillero, no vendo pastillas ni medicamentos
contact ;; es ;; wallapop ;; electronics ;; 20 ;; Telefono inalambrico Panasonic ;; dos terminales con contestador, ideal para personas mayores
contact ;; es ;; wallapop ;; books ;; 5 ;; Agenda de direcciones y telefonos de cuero ;; sin usar, con indice alfabetico
contact ;; es ;; wallapop ;; collectibles ;; 15 ;; Cartel antiguo de Correos y Telegrafos ;; chapa esmaltada, 40x30, para decorar
kids ;; es ;; wallapop ;; kids ;; 100 ;; Silla coche Cybex Sirona ;; sin accidentes, siempre en mi coche, con factura y manual
kids ;; es ;; wallapop ;; sport ;; 30 ;; Casco de esqui niño nuevo ;; sin estrenar, con etiqueta, talla S
medicines ;; es ;; wallapop ;; health ;; 25 ;; Nebulizador para niños ;; solo el aparato, las medicinas las receta el pediatra
beauty ;; es ;; vinted ;; beauty ;; 30 ;; Paleta Huda Beauty sin abrir Valladolid ;; precintada, regalo repetido, nunca abierta
medicines ;; es ;; wallapop ;; health ;; 45 ;; {{prohibited_item|Plumas para adelgazar}} ;; {{prohibited_item|las de semaglutida, me sobran 3}}, nevera
medicines ;; es ;; wallapop ;; home ;; 45 ;; Nevera portatil para coche 12v ;; 25 litros, me sobra porque cambie de coche
medicines ;; es ;; wallapop ;; sport ;; 60 ;; {{prohibited_item|Ciclo de testo enantato}} ;; para el gym, entrego en mano
medicines ;; es ;; wallapop ;; sport ;; 60 ;; Creatina monohidrato 1kg ;; para el gym, precintada, entrego en mano
counterfeit ;; es ;; vinted ;; watches ;; 70 ;; Reloj Omega Seamaster Zaragoza Delicias ;; {{prohibited_item|clon con maquina automatica, igual igual}}
counterfeit ;; es ;; vinted ;; watches ;; 70 ;; Correa de caucho para reloj 20mm ;; vale para Omega Seamaster y similares, negra
animals ;; es ;; wallapop ;; pets ;; 150 ;; Loro yaco ;; {{prohibited_item|sin papeles ni anilla}}, habla mucho
animals ;; es ;; wallapop ;; pets ;; 150 ;; Jaula grande para loro yaco ;; de acero, con ruedas, habla mucho el que vivia dentro jaja
services ;; es ;; wallapop ;; services ;; 100 ;; {{prohibited_item|Te hago el TFG}} ultimo ;; {{prohibited_item|lo entregas con tu nombre, sin plagio detectable}}
services ;; es ;; wallapop ;; services ;; 100 ;; Tutor de TFG ;; te ayudo a estructurar y corregir, lo escribes tu
services ;; es ;; wallapop ;; services ;; 25 ;; Examen teorico ;; {{prohibited_item|me presento yo por ti con tu DNI}}
services ;; es ;; wallapop ;; services ;; 25 ;; Simulacros de examen teorico online ;; 500 preguntas, acceso 3 meses
payment ;; es ;; wallapop ;; sport ;; 350 ;; Bicicleta de montaña Rockrider XC 100 talla L ;; La vendo porque me he pasado a carretera. Horquilla de aire, frenos hidraulicos, ruedas 29. Le hice la revision en Decathlon en marzo, cadena y pastillas nuevas. Tiene algun arañazo del uso normal por el monte. Estoy en Getafe. No uso los envios de la app porque con una bici es un lio, {{off_platform_payment|te paso mi numero de cuenta, haces la transferencia y te la mando por agencia}}
payment ;; es ;; wallapop ;; sport ;; 350 ;; Bicicleta Rockrider XC 100 talla L horquilla de aire ;; La vendo porque me he pasado a carretera. Horquilla de aire, frenos hidraulicos, ruedas 29. Revision en Decathlon en marzo, cadena y pastillas nuevas. Algun arañazo del uso normal. Estoy en Getafe, la puedes probar y pagar en mano, o la mando con envio de wallapop en caja de bici
contact ;; es ;; wallapop ;; home ;; 120 ;; Thermomix TM5 con accesorios ;; Va de maravilla, me deshago de ella porque me regalaron la TM6. Incluye varoma, mariposa, cesto, dos libros de recetas y el chip de recetas. Cuchillas cambiadas hace un año. Esta limpisima, no tiene golpes. Para mas fotos o ver que funciona {{contact_phone|llamame al seis uno ocho, veinte, cuarenta y cinco, noventa}} por las tardes que por las mañanas trabajo
contact ;; es ;; wallapop ;; home ;; 120 ;; Thermomix TM5 con varoma y libros ;; Anda como el primer dia, la vendo ya que me regalaron la TM6. Incluye varoma, mariposa, cesto, dos libros de recetas y el chip de recetas. Cuchillas cambiadas hace un año. Esta limpisima. Para mas fotos o un video funcionando mandame un mensaje en la app a partir de las cinco, que por las mañanas trabajo
contact ;; es ;; wallapop ;; electronics ;; 80 ;; Camara Canon EOS 1100D con objetivo 18-55 ;; Camara de iniciacion ideal para aprender, 12.000 disparos, con bateria, cargador, correa y una tarjeta de 16 gigas. El objetivo no tiene hongos ni rayas. La uso poco porque hago todo con el movil. Te puedo mandar fotos hechas con ella, {{contact_email|escribeme a fotosdemanu arroba gmail punto com}} porque por aqui no puedo adjuntar tantas
contact ;; es ;; wallapop ;; electronics ;; 80 ;; Camara Canon EOS 1100D con 18-55 y tarjeta ;; Camara de iniciacion ideal para aprender, 12.000 disparos, con bateria, cargador, correa y una tarjeta de 16 gigas. El objetivo no tiene hongos ni rayas. La uso poco porque hago todo con el movil. Te puedo mandar fotos hechas con ella por el chat, voy subiendo unas cuantas
payment ;; es ;; wallapop ;; phones ;; 400 ;; Samsung Galaxy S23 Ultra 256 ;; Lo vendo porque me cambie a iPhone por el trabajo. Sin un rayon, siempre con funda y protector. Bateria al 92 por ciento. Incluye caja, cargador original y dos fundas. Lo entrego en Bogota en un centro comercial, o si eres de otra ciudad {{off_platform_payment|me pagas por Nequi y te lo despacho por Servientrega}}
payment ;; es ;; wallapop ;; phones ;; 400 ;; Samsung Galaxy S23 Ultra 256 sin rayones ;; Lo vendo porque me cambie a iPhone por el trabajo. Sin un rayon, siempre con funda y protector. Bateria al 92 por ciento. Incluye caja, cargador original y dos fundas. Lo entrego en Bogota en un centro comercial y lo pagas alli despues de revisarlo con calma
contact ;; es ;; wallapop ;; kids ;; 10 ;; Ropa de bebe lote 0 a 3 meses ;; Lote de 20 prendas de niña, bodies, pijamas, dos vestiditos y una chaqueta de punto, todo lavado y sin manchas. Tengo muchisimo mas de 3 a 6 y de 6 a 12 meses y zapatitos. Para no llenar esto de anuncios lo tengo todo organizado por tallas en {{external_link|un album de google fotos, te paso el enlace photos.app.goo.gl/bebeLucia}}
contact ;; es ;; wallapop ;; kids ;; 10 ;; Ropa de bebe niña lote 20 prendas 0-3 meses ;; Lote de 20 prendas, bodies, pijamas, dos vestiditos y una chaqueta de punto, todo lavado y sin manchas. Tengo tambien de 3 a 6 y de 6 a 12 meses y zapatitos, lo ire subiendo por tallas en anuncios separados, mira mi perfil y si juntas varios te hago precio
contact ;; es ;; wallapop ;; services ;; 15 ;; Uñas de gel a domicilio Sevilla ;; Soy tecnica de uñas titulada, voy a tu casa con todo el material esterilizado. Manicura semipermanente 15, uñas de gel 30, relleno 25, pedicura 20. Tambien hago eventos y novias. Trabajo de lunes a sabado. Para ver mis diseños y pedir cita {{social_handle|buscame en instagram como nails_by_rocio_sev}}
contact ;; es ;; wallapop ;; services ;; 15 ;; Manicura semipermanente a domicilio en Sevilla ;; Soy tecnica de uñas titulada, voy a tu casa con todo el material esterilizado. Manicura semipermanente 15, uñas de gel 30, relleno 25, pedicura 20. Tambien hago eventos y novias. Trabajo de lunes a sabado. Tienes fotos de mis diseños en el anuncio, pide cita por el chat
payment ;; es ;; wallapop ;; furniture ;; 60 ;; Escritorio IKEA Micke blanco ;; 105 por 50, con cajonera, montado, lo tengo que desmontar para que te lo lleves. Tiene una marca de taza pero nada mas. Me mudo a Londres el dia 15 asi que tiene que salir antes. {{off_platform_payment|Para reservarlo hazme un bizum de 20 y te lo guardo}} hasta el fin de semana
payment ;; es ;; wallapop ;; furniture ;; 60 ;; Escritorio Micke blanco con cajonera ;; 105 por 50, con cajonera, montado, lo desmonto para que te lo lleves. Tiene una marca de taza pero nada mas. Me mudo a Londres el dia 15 asi que tiene que salir antes. No reservo, el primero que venga con el dinero se lo lleva, o reservado por la app
contact ;; es ;; wallapop ;; cars ;; 4500 ;; Seat Leon 1.9 TDI 2008 ;; Motor perfecto, embrague cambiado a los 200 mil, ITV hasta junio. Tiene el aire acondicionado sin carga y un golpe en la aleta trasera. Nunca me ha dejado tirado. Lo vendo porque me he comprado uno electrico. Solo gente interesada de verdad, nada de cambios. {{contact_phone|Mi wasap seiscientos cincuenta y dos, 33, 71, 08}}
contact ;; es ;; wallapop ;; cars ;; 4500 ;; Seat Leon 1.9 TDI 2008 ITV hasta junio ;; Motor perfecto, embrague cambiado a los 200 mil, ITV hasta junio. Tiene el aire sin carga y un golpe en la aleta trasera. Nunca me ha dejado tirado. Lo vendo porque me he comprado uno electrico. Solo gente interesada de verdad, nada de cambios, hablamos por aqui
drugs ;; es ;; wallapop ;; garden ;; 90 ;; Kit completo de cultivo interior ;; Armario de 80x80 con extractor, filtro de carbon, temporizador y bombilla de 400. Lo usaba para mis {{prohibited_item|plantitas de la risa, te regalo 3 esquejes de Critical ya enraizados}} si te lo llevas esta semana. Esta desmontado en cajas, todo funciona
drugs ;; es ;; wallapop ;; garden ;; 90 ;; Kit de cultivo interior 80x80 con extractor ;; Armario de 80x80 con extractor, filtro de carbon, temporizador y bombilla. Lo usaba para tener albahaca, cilantro y tomates cherry en invierno en el piso. Esta desmontado en cajas, todo funciona. Te regalo las macetas si te lo llevas esta semana
counterfeit ;; es ;; vinted ;; fashion ;; 30 ;; {{prohibited_item|Sudadera Stone Island con el parche, de las del mercadillo}} ;; Talla L, gris, con el parche de la brujula en el brazo. Me la compre el verano pasado en el mercadillo de la playa y me queda grande. Esta nueva, la he lavado una vez. Tambien tengo otra en negro igual. Envio por Vinted
counterfeit ;; es ;; vinted ;; fashion ;; 140 ;; Sudadera Stone Island gris talla L con ticket ;; Talla L, gris, con el parche de la brujula en el brazo. Me la compre el verano pasado en la tienda de El Corte Ingles, tengo ticket, y me queda grande. Esta casi nueva, la he lavado una vez. Envio por Vinted con envio protegido
books ;; es ;; wallapop ;; books ;; 20 ;; Coleccion de novelas de narcos y crimen ;; Llevo años coleccionando novela negra latinoamericana: Fernando Vallejo, Arturo Perez-Reverte con La Reina del Sur, libros de periodistas sobre los carteles de Sinaloa y sobre el contrabando de tabaco en Galicia. 15 libros, bien cuidados. Se vende el lote entero, entrega en mano en Vigo o envio por la app
books ;; es ;; wallapop ;; games ;; 25 ;; Juego de mesa Cluedo y Scotland Yard ;; Dos juegos de detectives y crimenes, completos, las piezas contadas. El Cluedo es la edicion clasica con la pistola, el cuchillo y la cuerda en miniatura. Ideales para tardes de invierno con la familia. Entrega en mano en Oviedo
denial ;; es ;; wallapop ;; health ;; 15 ;; Botiquin de viaje completo ;; tiritas, gasas, tijeras y termometro, sin medicamentos, cumple la normativa para el coche
denial ;; es ;; vinted ;; beauty ;; 40 ;; Perfume Carolina Herrera 212 VIP ;; frasco normal de venta con su tapon y caja, usado una semana, no es probador
denial ;; es ;; wallapop ;; pets ;; 300 ;; Cachorros golden retriever con pedigri, Toledo ;; con microchip, pasaporte europeo, vacunas y contrato de criador registrado. padres en casa
denial ;; es ;; wallapop ;; phones ;; 80 ;; iPhone 8 desbloqueado de fabrica ;; libre para cualquier compañia, sin iCloud, con factura a mi nombre
denial ;; es ;; wallapop ;; sport ;; 20 ;; Navaja de pesca Opinel ;; hoja de 8cm con cierre, para limpiar peces, la uso yo en el barco
books ;; es ;; wallapop ;; books ;; 9 ;; Libro La Reina del Sur ;; Perez-Reverte, tapa blanda, algo amarilla
books ;; es ;; wallapop ;; books ;; 18 ;; Breaking Bad las 5 temporadas caja metalica ;; las 5 temporadas en caja metalica, perfecta
books ;; es ;; wallapop ;; games ;; 25 ;; Red Dead Redemption 2 para PS4 con mapa ;; atracos a trenes y duelos, dos discos, mapa incluido
books ;; es ;; wallapop ;; books ;; 12 ;; Libro Historia de las armas de fuego ;; ilustrado, para coleccionistas y aficionados a la historia
shops ;; es ;; wallapop ;; fashion ;; 15 ;; Camiseta Extremoduro concierto ;; talla M, negra, de la gira de despedida
shops ;; es ;; wallapop ;; home ;; 6 ;; Salsa picante Asesina ;; de una tienda de Mexico, dos botes, muy picante
shops ;; es ;; wallapop ;; tools ;; 50 ;; Soplete de fontanero sin bombona ;; para soldar cobre, la bombona no va incluida
shops ;; es ;; wallapop ;; tools ;; 30 ;; Cutter profesional y cuchillas ;; para moqueta y pladur, 50 cuchillas de repuesto
shops ;; es ;; wallapop ;; garden ;; 20 ;; Hacha pequeña de camping ;; para leña en la acampada, con funda de cuero
shops ;; es ;; wallapop ;; home ;; 12 ;; Bote de cristal para tabaco de pipa de mi abuelo ;; vacio, decoracion, tapa de madera
contact ;; es ;; wallapop ;; services ;; 20 ;; Reparacion de moviles en Alcala ;; pantallas y baterias, en el momento, en nuestra tienda de la calle Mayor
contact ;; es ;; wallapop ;; electronics ;; 25 ;; Centralita telefonica para oficina ;; 4 lineas, usada en mi negocio hasta el cierre
contact ;; es ;; wallapop ;; books ;; 10 ;; Libro Bizum, pagos moviles y banca digital para mayores ;; guia sencilla, letra grande
contact ;; es ;; wallapop ;; kids ;; 12 ;; Movil de juguete con luces ;; para bebe, suena el numero al tocarlo
ownuse ;; es ;; wallapop ;; health ;; 50 ;; Andador para mayores con asiento ;; lo uso mi madre tras la operacion de cadera, como nuevo
ownuse ;; es ;; wallapop ;; kids ;; 25 ;; Trona plegable de bebe gris Chicco Polly ;; la uso nuestro hijo hasta los 3 años, limpia y completa
ownuse ;; es ;; wallapop ;; sport ;; 35 ;; Chaleco salvavidas adulto ;; para kayak, lo usaba yo los veranos, talla L
ownuse ;; es ;; wallapop ;; cars ;; 30 ;; Cadenas de nieve para coche ;; usadas una vez en Sierra Nevada, medida 205/55 R16
ownuse ;; es ;; wallapop ;; home ;; 40 ;; Caja fuerte de sobremesa ;; para guardar papeles en casa, con llave y codigo de fabrica
ownuse ;; es ;; wallapop ;; home ;; 15 ;; Botellas de vidrio vacias para manualidades ;; 20 botellas lavadas y sin etiquetas
medicines ;; fr ;; generic ;; health ;; 25 ;; {{prohibited_item|Boite de Xanax 0,5}} ;; {{prohibited_item|reste de mon traitement, ca calme direct}}, 20 cp
medicines ;; fr ;; generic ;; health ;; 25 ;; Coussin chauffant aux noyaux de cerise ;; ca calme direct les douleurs de ventre, neuf dans sa boite
medicines ;; fr ;; generic ;; health ;; 30 ;; Pour reviser la nuit ;; {{prohibited_item|ritaline 10mg, plaquette et demi}}, etudiant en medecine
medicines ;; fr ;; generic ;; books ;; 30 ;; Annales ECN pour reviser ;; etudiant en medecine, 3 livres, peu annotes
medicines ;; fr ;; generic ;; health ;; 20 ;; {{prohibited_item|Cialis 20 generique}} ;; boite de 8, achete en Espagne, pas besoin d ordonnance
medicines ;; fr ;; generic ;; health ;; 20 ;; Bouillotte en caoutchouc avec housse ;; achete en Espagne, boite de 1, neuve
medicines ;; fr ;; generic ;; health ;; 15 ;; {{prohibited_item|Tramadol et codeine}} ;; {{prohibited_item|il m en reste plein apres mon operation}}
medicines ;; fr ;; generic ;; health ;; 15 ;; Attelle de genou apres operation ;; il m en reste une neuve, taille M, remboursee secu
drugs ;; fr ;; generic ;; garden ;; 30 ;; {{prohibited_item|Graines de beuh auto x5}} ;; pour ceux qui savent, envoi discret
drugs ;; fr ;; generic ;; garden ;; 30 ;; Graines de basilic et persil x5 sachets ;; bio, pour le potager, envoi rapide
drugs ;; fr ;; generic ;; other ;; 15 ;; {{prohibited_item|Cartouches de proto}} ;; {{prohibited_item|bouteille de 600g pour ballons a inhaler}}, soirees
drugs ;; fr ;; generic ;; home ;; 15 ;; Siphon a chantilly iSi ;; avec 10 cartouches pour la cuisine, chantilly maison
drugs ;; fr ;; generic ;; home ;; 20 ;; {{prohibited_item|Space cake maison}} ;; {{prohibited_item|bien charge, effet garanti}}, fait par mes soins
drugs ;; fr ;; generic ;; home ;; 20 ;; Gateau d anniversaire fait maison ;; theme licorne, 10 parts, fait par mes soins, sur commande
weapons ;; fr ;; generic ;; sport ;; 250 ;; {{prohibited_item|Fusil de chasse de mon grand-pere}} ;; {{prohibited_item|calibre 12 sans permis ni papiers}}, fonctionne
weapons ;; fr ;; generic ;; collectibles ;; 250 ;; Cartouchiere de chasse ancienne ;; cuir, de mon grand-pere, sans munitions
weapons ;; fr ;; generic ;; sport ;; 80 ;; Carabine a plomb - Lyon 3e ;; {{restricted_item|debridee a 30 joules}}, lunette incluse
weapons ;; fr ;; generic ;; sport ;; 80 ;; Carabine a plomb 7,5 joules ;; vente libre aux majeurs, lunette incluse, cible carton
weapons ;; fr ;; generic ;; sport ;; 30 ;; {{prohibited_item|Matraque telescopique}} urgent ;; 53cm, se deplie d un coup sec, housse de ceinture
weapons ;; fr ;; generic ;; sport ;; 30 ;; Baton de randonnee telescopique ;; aluminium, se deplie d un coup, 135cm
weapons ;; fr ;; generic ;; sport ;; 25 ;; {{restricted_item|Gazeuse lacrymogene 75ml}} ;; pour se proteger le soir, neuve
weapons ;; fr ;; generic ;; home ;; 25 ;; Vaporisateur pour plantes 750ml ;; pour brumiser, neuve, jardin
knives ;; fr ;; generic ;; sport ;; 40 ;; Couteau Laguiole ;; {{prohibited_item|ouverture automatique sur bouton}}, lame 11cm
knives ;; fr ;; generic ;; home ;; 40 ;; Couteau Laguiole manche bois ;; ouverture classique a l ongle, lame 11cm, ecrin
knives ;; fr ;; generic ;; sport ;; 90 ;; {{restricted_item|Couteau de chasse Buck}} ;; {{restricted_item|lame fixe de 24cm, etui cuir}}
knives ;; fr ;; generic ;; home ;; 90 ;; Couteau a pain Sabatier 24cm ;; lame crantee, etui de protection
counterfeit ;; fr ;; vinted ;; fashion ;; 50 ;; Sac Dior Saddle tbe ;; {{prohibited_item|qualite miroir, meme cuir que l original}}
counterfeit ;; fr ;; vinted ;; fashion ;; 950 ;; Sac Dior Saddle avec certificat ;; achete avenue Montaigne, facture et carte d authenticite
counterfeit ;; fr ;; vinted ;; shoes ;; 45 ;; Baskets Nike Dunk Panda ;; {{prohibited_item|pas officielles mais qualite top}}, 40
counterfeit ;; fr ;; vinted ;; shoes ;; 80 ;; Baskets Nike Dunk Panda 40 ;; officielles, achetees sur SNKRS, boite et facture
counterfeit ;; fr ;; vinted ;; fashion ;; 30 ;; Doudoune Moncler Bordeaux ;; {{prohibited_item|je garantis pas l authenticite}}, taille M
counterfeit ;; fr ;; vinted ;; fashion ;; 380 ;; Doudoune Moncler Maya taille M ;; authenticite verifiee, code QR de l etiquette et facture
tobacco ;; fr ;; generic ;; other ;; 35 ;; {{prohibited_item|Cartouches de clopes du Luxembourg}} a saisir ;; moins cher qu au bureau de tabac
tobacco ;; fr ;; generic ;; collectibles ;; 35 ;; Cendrier publicitaire Gauloises annees 60 ;; du Luxembourg, vide, collection
tobacco ;; fr ;; generic ;; other ;; 20 ;; Tabac a rouler en vrac 500g ;; {{prohibited_item|ramene de Belgique sans timbre}}
tobacco ;; fr ;; generic ;; home ;; 20 ;; The en vrac 500g ;; ramene de Belgique, Earl Grey, sachet ferme
tobacco ;; fr ;; generic ;; other ;; 8 ;; Puff 12000 fraise ;; {{restricted_item|nicotine 20mg, je vends aux lyceens}}
tobacco ;; fr ;; generic ;; other ;; 8 ;; Cahiers et trousse fraise pour lyceens ;; neuf, lot scolaire
alcohol ;; fr ;; generic ;; home ;; 25 ;; {{restricted_item|Gnole de mon pere}} ;; {{restricted_item|eau de vie maison 60 degres, bouteille sans etiquette}}
alcohol ;; fr ;; generic ;; home ;; 25 ;; Bouteilles vides anciennes en verre ;; de mon pere, sans etiquette, deco
animals ;; fr ;; generic ;; pets ;; 200 ;; Chiots Bouledogue francais Lille centre ;; {{prohibited_item|pas pucés pas vaccinés, prix d ami}}
animals ;; fr ;; generic ;; pets ;; 30 ;; Harnais pour Bouledogue francais ;; taille S, rouge, prix d ami
wildlife ;; fr ;; generic ;; pets ;; 50 ;; {{prohibited_item|Chardonnerets}} Nantes ;; {{prohibited_item|pris a la glu dans le jardin}}
wildlife ;; fr ;; generic ;; garden ;; 50 ;; Nichoir en bois pour mesanges ;; a poser dans le jardin, fait main
wildlife ;; fr ;; generic ;; collectibles ;; 150 ;; {{prohibited_item|Dent de cachalot gravee}} ;; {{prohibited_item|vraie, ramenee par mon oncle marin}}
wildlife ;; fr ;; generic ;; collectibles ;; 150 ;; Maquette de baleinier en bois ;; ramenee par mon oncle marin, 60cm
chemicals ;; fr ;; generic ;; garden ;; 25 ;; Desherbant ;; {{prohibited_item|l ancien, interdit depuis, bidon 5L}}
chemicals ;; fr ;; generic ;; garden ;; 25 ;; Binette et griffe de jardin prix ferme ;; pour desherber sans produit, lot de 2
fireworks ;; fr ;; generic ;; other ;; 40 ;; {{prohibited_item|Mortiers et fusees}} ;; {{prohibited_item|sans marquage CE, ramenes de l etranger, ca claque}}
fireworks ;; fr ;; generic ;; other ;; 40 ;; Lanternes LED pour fete ;; pack de 10, ca claque en deco
recalls ;; fr ;; generic ;; kids ;; 30 ;; Transat bebe comme neuf ;; {{prohibited_item|le modele rappele par le fabricant}} mais jamais eu de soucis
recalls ;; fr ;; generic ;; kids ;; 30 ;; Transat bebe BabyBjorn gris ;; jamais eu de soucis, housse lavee
beauty ;; fr ;; vinted ;; beauty ;; 12 ;; Fond de teint Dior Marseille 8e ;; {{restricted_item|entame, teste 2 fois}}
beauty ;; fr ;; vinted ;; beauty ;; 35 ;; Fond de teint Dior neuf scelle ;; jamais ouvert, blister intact
beauty ;; fr ;; vinted ;; beauty ;; 6 ;; Mascara Lancome Toulouse ;; {{restricted_item|utilise une semaine}}, presque plein
beauty ;; fr ;; vinted ;; beauty ;; 6 ;; Trousse Lancome rose ;; offerte avec un achat, presque neuve
beauty ;; fr ;; vinted ;; beauty ;; 45 ;; La Vie est Belle 100ml ;; {{prohibited_item|testeur de parfumerie, boite blanche}}
beauty ;; fr ;; vinted ;; beauty ;; 70 ;; La Vie est Belle 50ml sous blister ;; cadeau en double, ticket Sephora
beauty ;; fr ;; vinted ;; beauty ;; 4 ;; {{prohibited_item|Echantillons Chanel gratuits revendus}} x15 ;; tailles voyage
beauty ;; fr ;; vinted ;; beauty ;; 4 ;; Vaporisateurs de voyage x15 ;; rechargeables, tailles voyage
kids ;; fr ;; generic ;; kids ;; 60 ;; Siege auto Joie ;; {{restricted_item|on a eu un accrochage mais il est nickel}}
kids ;; fr ;; generic ;; kids ;; 60 ;; Housse de rechange siege auto Joie ;; nickel, lavee a 30
helmets ;; fr ;; generic ;; cars ;; 70 ;; Casque moto Shark Rennes ;; {{restricted_item|tombe une fois, pas de fissure visible}}
helmets ;; fr ;; generic ;; cars ;; 70 ;; Casque moto Shark neuf dans sa boite ;; jamais porte, taille M, pas de rayure
batteries ;; fr ;; generic ;; electronics ;; 15 ;; {{restricted_item|Accus lithium en vrac}} Bruxelles ;; 20 cellules recuperees de trottinettes
batteries ;; fr ;; generic ;; electronics ;; 15 ;; Chargeur de piles universel ;; pour AA et AAA, avec 4 piles neuves
data ;; fr ;; generic ;; services ;; 100 ;; {{prohibited_item|Fichier prospects}} Geneve ;; {{prohibited_item|8000 clients avec nom, tel et IBAN}}, format csv
data ;; fr ;; generic ;; services ;; 100 ;; Logiciel de gestion de prospects ;; licence a vie, import csv, facture au nom de l acheteur
accounts ;; fr ;; generic ;; games ;; 40 ;; Compte Clash of Clans HDV 15 ;; {{prohibited_item|tu recois mon pseudo de connexion avec le mot de passe du compte}}
accounts ;; fr ;; generic ;; games ;; 40 ;; Manette Switch Pro pour Clash et autres jeux ;; comme neuve, cable usb
accounts ;; fr ;; generic ;; services ;; 5 ;; Abonnement Canal+ ;; {{prohibited_item|je partage mes codes a l annee}}
accounts ;; fr ;; generic ;; electronics ;; 5 ;; Telecommande decodeur Canal+ ;; d origine, piles incluses
stolen ;; fr ;; generic ;; phones ;; 80 ;; iPhone 13 rose ;; {{prohibited_item|trouve dans un taxi, verrouille}}, pour pieces
stolen ;; fr ;; generic ;; phones ;; 80 ;; iPhone 13 ecran fele ;; le mien, deverrouille, facture Fnac, pour pieces ou reparation
stolen ;; fr ;; generic ;; tools ;; 120 ;; Lot outils Makita ;; {{prohibited_item|recuperes sur un chantier, sans facture}}
stolen ;; fr ;; generic ;; tools ;; 120 ;; Lot outils Makita 18V ;; cessation d activite, factures de l entreprise
documents ;; fr ;; generic ;; services ;; 200 ;; {{prohibited_item|Permis de conduire}} peu servi ;; {{prohibited_item|sans passer l examen, enregistre en prefecture}}
documents ;; fr ;; generic ;; books ;; 200 ;; Forfait code de la route en ligne ;; acces 6 mois, pour passer l examen
documents ;; fr ;; generic ;; services ;; 60 ;; {{prohibited_item|Fiches de paie}} Strasbourg ;; {{prohibited_item|je fais des bulletins pour ton dossier de location}}
documents ;; fr ;; generic ;; services ;; 60 ;; Aide dossier de location ;; je verifie que tes pieces sont completes, pas de faux
documents ;; fr ;; generic ;; cars ;; 20 ;; Plaques d immatriculation Grenoble ;; {{prohibited_item|n importe quel numero, sans carte grise}}
documents ;; fr ;; generic ;; cars ;; 20 ;; Cadres de plaque chromes ;; pour vos plaques actuelles, la paire
uniforms ;; fr ;; generic ;; fashion ;; 70 ;; {{prohibited_item|Tenue complete gendarmerie actuelle avec insignes}} ;; taille 52
uniforms ;; fr ;; generic ;; fashion ;; 15 ;; Deguisement gendarme enfant Reims ;; taille 6 ans, kepi plastique
cars ;; fr ;; generic ;; cars ;; 80 ;; {{prohibited_item|Suppression FAP}} baisse de prix ;; {{prohibited_item|je retire le filtre et je reprogramme, passe le CT}}
cars ;; fr ;; generic ;; cars ;; 80 ;; Nettoyage FAP Dijon ;; sans depose, passe au CT en toute legalite
cars ;; fr ;; generic ;; cars ;; 60 ;; {{prohibited_item|Correction compteur}} Le Havre ;; {{prohibited_item|je baisse les km, toutes marques}}
cars ;; fr ;; generic ;; cars ;; 60 ;; Compteur de velo sans fil ;; affiche vitesse et km, toutes marques
cars ;; fr ;; generic ;; bikes ;; 40 ;; {{prohibited_item|Kit debridage VAE}} Montpellier ;; {{prohibited_item|votre velo depasse les 25 sans souci}}
cars ;; fr ;; generic ;; bikes ;; 40 ;; Kit eclairage VAE ;; votre velo visible la nuit, sans souci
security ;; fr ;; generic ;; electronics ;; 180 ;; {{prohibited_item|Brouilleur GPS et 4G}} ;; pour rouler tranquille sans etre suivi
security ;; fr ;; generic ;; electronics ;; 30 ;; Support GPS voiture ;; ventouse, pour rouler tranquille
security ;; fr ;; generic ;; electronics ;; 300 ;; {{prohibited_item|Valise relais pour cles mains libres}} ;; demarre les voitures sans la cle
security ;; fr ;; generic ;; electronics ;; 300 ;; Demarreur de batterie portable ;; demarre les voitures a plat, 1000A
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Job facile a domicile ;; {{prohibited_item|tu recois des virements et tu les renvoies, commission 10%}}
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Assistant administratif a domicile ;; CDI, salaire par virement, pas de frais a avancer
jobs ;; fr ;; generic ;; services ;; 97 ;; {{prohibited_item|Formation trading}} Clermont ;; {{prohibited_item|la methode pour devenir rentier en 30 jours}}
jobs ;; fr ;; generic ;; books ;; 97 ;; Livres de finance personnelle lot ;; 5 livres, devenir rentier en 30 ans tranquillement
adult ;; fr ;; generic ;; services ;; 100 ;; Jeune femme disponible ;; {{prohibited_item|rencontre tarifee, deplacement hotel}}
adult ;; fr ;; generic ;; services ;; 100 ;; Jeune femme disponible pour baby-sitting ;; soirees et weekend, BAFA
adult ;; fr ;; vinted ;; fashion ;; 25 ;; {{prohibited_item|Culotte portee}} Angers ;; {{prohibited_item|portee 2 jours, photos sur demande}}
adult ;; fr ;; vinted ;; fashion ;; 25 ;; Culottes neuves lot 3 ;; etiquetees, jamais portees
piracy ;; fr ;; generic ;; electronics ;; 60 ;; {{prohibited_item|Box IPTV}} Metz ;; {{prohibited_item|toutes les chaines beIN et Canal sans abonnement}}
piracy ;; fr ;; generic ;; electronics ;; 60 ;; Box Android reinitialisee ;; toutes les applis officielles, avec abonnement de l acheteur
piracy ;; fr ;; generic ;; computers ;; 10 ;; Windows 11 Pro Tours ;; {{prohibited_item|cle a 10 balles, activateur fourni}}
piracy ;; fr ;; generic ;; computers ;; 10 ;; Cle USB 64 Go SanDisk ;; neuve, scellee, 10 balles
tickets ;; fr ;; generic ;; tickets ;; 300 ;; Place PSG OM ;; {{prohibited_item|achetee 60, vendue 300}}
tickets ;; fr ;; generic ;; tickets ;; 60 ;; Place PSG OM revente officielle ;; via la bourse du club, au prix d achat
tickets ;; fr ;; generic ;; tickets ;; 30 ;; Pass Navigo ;; {{prohibited_item|photo de moi mais tu peux l utiliser}}, charge jusqu a fin du mois
tickets ;; fr ;; generic ;; tickets ;; 5 ;; Etui Pass Navigo cuir ;; porte-carte, neuf
money ;; fr ;; generic ;; other ;; 60 ;; Carte cadeau Fnac 100 euros ;; {{restricted_item|je la lache a 60, code par message}}
money ;; fr ;; generic ;; books ;; 15 ;; Livre Cartes cadeaux a faire soi-meme ;; bricolage papier, neuf
money ;; fr ;; generic ;; collectibles ;; 40 ;; {{prohibited_item|Faux billets de 50 pour film, passent bien}} ;; lot de 100
money ;; fr ;; generic ;; collectibles ;; 40 ;; Billet de 500 francs Pascal ;; collection, tbe
pets ;; fr ;; generic ;; pets ;; 35 ;; {{prohibited_item|Collier electrique avec telecommande}} ;; dressage chien, 3 modes
pets ;; fr ;; generic ;; pets ;; 35 ;; Collier lumineux pour chien ;; LED, rechargeable, 3 modes
medicines ;; fr ;; generic ;; health ;; 25 ;; Huile de CBD ;; {{restricted_item|soigne l anxiete et l insomnie, plus besoin de medicaments}}
medicines ;; fr ;; generic ;; health ;; 25 ;; Tisane camomille bio ;; pour le soir, sachets, plus besoin de sucre
services ;; fr ;; generic ;; services ;; 80 ;; Memoire de fin d etudes ;; {{prohibited_item|je l ecris, tu le rends a ton nom}}
services ;; fr ;; generic ;; services ;; 80 ;; Relecture memoire de fin d etudes ;; je corrige les fautes et la mise en page, le texte reste le tien
services ;; fr ;; generic ;; services ;; 10 ;; {{prohibited_item|Avis Google}} Caen ;; {{prohibited_item|10 avis 5 etoiles pour ton commerce}}
services ;; fr ;; generic ;; services ;; 10 ;; Plaques NFC avis Google ;; tes clients laissent un avis en scannant, pour ton commerce
contact ;; fr ;; generic ;; phones ;; 220 ;; Pixel 8 128go ;; etat impeccable, coque offerte. Je reponds mal ici, {{contact_phone|appelez le zero sept, cinquante-trois, onze, quatre-vingt-un, vingt-neuf}}
contact ;; fr ;; generic ;; phones ;; 220 ;; Pixel 8 128go noir ;; etat impeccable, coque offerte. je reponds par la messagerie du site le soir
contact ;; fr ;; generic ;; furniture ;; 90 ;; Buffet en chene massif Lausanne ;; a venir chercher a Liege. {{contact_phone|sms au +32 4 7 5 . 2 2 . 8 1 . 0 9}} pour les photos
contact ;; fr ;; generic ;; furniture ;; 90 ;; Buffet en chene massif clair ;; a venir chercher a Liege, d autres photos par message ici
contact ;; fr ;; generic ;; fashion ;; 20 ;; Robe Sezane Liege ;; taille 38. Plein d autres pieces sur {{social_handle|mon insta : le.dressing.de.clem}}
contact ;; fr ;; generic ;; fashion ;; 20 ;; Robe Sezane fleurie 38 ;; plein d autres pieces dans mes annonces, lot possible
contact ;; fr ;; generic ;; computers ;; 300 ;; PC portable Asus ;; tres bon etat. {{contact_email|ecrivez a nico point asus chez laposte point net}}
contact ;; fr ;; generic ;; computers ;; 300 ;; PC portable Asus Zenbook Nice ;; tres bon etat, ecrivez par la messagerie de l annonce
payment ;; fr ;; generic ;; electronics ;; 120 ;; Enceinte Marshall Brest ;; comme neuve. {{off_platform_payment|paiement par Lydia avant envoi}}, pas de remise en main propre
payment ;; fr ;; generic ;; electronics ;; 120 ;; Enceinte Marshall Stanmore Limoges ;; comme neuve, reglement par le paiement du site, ou en liquide si on se voit
payment ;; fr ;; generic ;; property ;; 700 ;; Studio a louer Geneve ;; meuble, lac a 5 min. {{off_platform_payment|virement de 300 CHF pour bloquer la visite}}, je suis a l etranger
payment ;; fr ;; generic ;; property ;; 700 ;; Studio meuble a louer pres du lac ;; visite sur place samedi, caution au bail seulement
payment ;; fr ;; generic ;; collectibles ;; 60 ;; Lot de mangas One Piece 1 a 30 ;; {{off_platform_payment|paypal entre proches sinon je vends pas}}
payment ;; fr ;; generic ;; collectibles ;; 60 ;; Lot de mangas One Piece tomes 1 a 30 ;; paiement par le site, envoi en colissimo suivi
payment ;; fr ;; generic ;; phones ;; 180 ;; Samsung A54 Nancy ;; {{off_platform_payment|je prends les coupons PCS ou Transcash}}, envoi rapide
payment ;; fr ;; generic ;; phones ;; 180 ;; Samsung A54 violet ;; envoi rapide apres paiement sur le site, ou en main propre a Nantes
contact ;; fr ;; generic ;; fashion ;; 25 ;; Bijoux fait main ;; toute ma collection sur {{external_link|etsy point com slash shop slash bijouxdelise}}
contact ;; fr ;; generic ;; fashion ;; 25 ;; Bijoux fait main argent ;; toute ma collection est dans mes autres annonces ici
contact ;; fr ;; generic ;; collectibles ;; 10 ;; Figurines Warhammer ;; {{external_link|scannez le QR code en photo pour me joindre sur WhatsApp}}
contact ;; fr ;; generic ;; collectibles ;; 10 ;; Figurines Warhammer peintes ;; photos en gros plan, questions par message sur le site
contact ;; fr ;; generic ;; services ;; 30 ;; Cours de piano ;; {{social_handle|retrouvez moi sur snap : piano_lea75}}
contact ;; fr ;; generic ;; services ;; 30 ;; Cours de piano domicile Paris 15 ;; reservation par la messagerie du site
books ;; fr ;; generic ;; books ;; 8 ;; Livre Gomorra de Roberto Saviano Orleans ;; sur la mafia napolitaine et la drogue, poche
books ;; fr ;; generic ;; books ;; 15 ;; DVD Le Parrain trilogie ;; coffret, bon etat
books ;; fr ;; generic ;; games ;; 20 ;; Jeu Watch Dogs PS4 ;; pirater la ville, le jeu, disque nickel
shops ;; fr ;; generic ;; fashion ;; 15 ;; T-shirt Sex Pistols ;; vintage, taille L, delave
shops ;; fr ;; generic ;; tools ;; 40 ;; Pistolet a colle Ryobi ;; sans fil, avec batons
shops ;; fr ;; generic ;; tools ;; 25 ;; Scie a buches ;; lame 76cm, pour le bois de chauffage
denial ;; fr ;; vinted ;; fashion ;; 300 ;; Sac Longchamp Roseau ;; authentique, il vient du grand magasin Printemps Haussmann, pas une copie, facture jointe
denial ;; fr ;; generic ;; phones ;; 150 ;; iPhone 12 mini Rouen ;; pas vole ni trouve, facture a mon nom, compte iCloud deconnecte
contact ;; fr ;; generic ;; electronics ;; 15 ;; Telephone fixe vintage a cadran Perpignan ;; orange, annees 70, fonctionne
contact ;; fr ;; generic ;; books ;; 6 ;; Livre La lettre et le mail, guide de redaction ;; bon etat
kids ;; fr ;; generic ;; kids ;; 80 ;; Siege auto Cybex Amiens ;; aucun accident, toujours dans ma voiture, notice
medicines ;; fr ;; generic ;; health ;; 20 ;; Pilulier semainier Besancon ;; vendu vide, aucun medicament
beauty ;; fr ;; vinted ;; beauty ;; 25 ;; Palette Urban Decay ;; jamais ouverte, sous blister
medicines ;; fr ;; generic ;; health ;; 50 ;; {{prohibited_item|Stylos minceur}} ;; {{prohibited_item|Wegovy, il m en reste 2, au frigo}}
medicines ;; fr ;; generic ;; health ;; 50 ;; Trousse isotherme pour stylos a insuline ;; il m en reste 2 neuves, garde au frais 24h
medicines ;; fr ;; generic ;; sport ;; 70 ;; {{prohibited_item|Cure de stanozolol}} ;; pour secher vite, remise en main propre
medicines ;; fr ;; generic ;; sport ;; 70 ;; Proteine whey 2kg vanille ;; pour secher vite avec le sport, scellee
counterfeit ;; fr ;; vinted ;; watches ;; 80 ;; Montre Cartier Santos Poitiers ;; {{prohibited_item|reproduction fidele, personne ne verra}}
counterfeit ;; fr ;; vinted ;; watches ;; 80 ;; Bracelet cuir compatible Santos ;; se monte comme le bracelet d origine, neuf
animals ;; fr ;; generic ;; pets ;; 300 ;; Python royal ;; {{prohibited_item|sans cerfa ni certificat}}, terrarium offert
animals ;; fr ;; generic ;; pets ;; 60 ;; Terrarium 80cm pour python royal ;; avec lampe, sans animal
fireworks ;; fr ;; generic ;; other ;; 30 ;; {{prohibited_item|Fumigenes et torches pour le stade}} ;; lot de 5, ultras
fireworks ;; fr ;; generic ;; other ;; 30 ;; Echarpes du club lot de 5 ;; supporters, ultras du virage
payment ;; fr ;; generic ;; sport ;; 200 ;; Velo de route Triban RC 520 taille M ;; Velo achete il y a deux ans chez Decathlon, freins a disque, groupe 105, environ 3000 km. Entretenu par moi, chaine changee en juin. Quelques rayures sur le cadre au niveau de la base. Je suis a Annecy, je ne fais pas d envoi via le site pour un velo, {{off_platform_payment|paiement par Wero ou virement instantane et je l envoie en colis}}
payment ;; fr ;; generic ;; sport ;; 200 ;; Velo route Triban RC 520 taille M freins disque ;; Velo achete il y a deux ans chez Decathlon, freins a disque, groupe 105, environ 3000 km. Entretenu par moi, chaine changee en juin. Quelques rayures sur le cadre. Je suis a Annecy, essai possible et paiement en especes sur place, ou envoi via le paiement securise du site
contact ;; fr ;; generic ;; home ;; 150 ;; Robot patissier KitchenAid Artisan rouge ;; Achete pour faire des gateaux pendant le confinement et finalement je m en sers deux fois par an. Bol inox, fouet, crochet et feuille, plus le bol en verre achete a part. Aucun defaut, moteur impeccable. A recuperer a Namur ou Charleroi. {{contact_phone|Envoyez-moi un sms au zero quatre septante-six, quinze, nonante-deux, zero un}} pour fixer un moment
contact ;; fr ;; generic ;; home ;; 150 ;; Robot patissier KitchenAid Artisan rouge avec bol verre ;; Achete pour faire des gateaux et finalement je m en sers deux fois par an. Bol inox, fouet, crochet et feuille, plus le bol en verre achete a part. Aucun defaut. A recuperer a Namur ou Charleroi, ecrivez-moi par la messagerie pour fixer un moment
payment ;; fr ;; generic ;; electronics ;; 350 ;; Appareil photo Fujifilm X-T30 boitier nu ;; Boitier en tres bon etat, 8000 declenchements, ecran sans rayure, deux batteries et le chargeur. Je passe au plein format. Je suis a Lausanne. {{off_platform_payment|Paiement par TWINT avant l envoi par La Poste}} ou en mains propres a la gare. Pas d echange
payment ;; fr ;; generic ;; electronics ;; 350 ;; Fujifilm X-T30 boitier avec deux batteries ;; Boitier en tres bon etat, 8000 declenchements, ecran sans rayure, deux batteries et le chargeur. Je passe au plein format. Je suis a Lausanne, remise en mains propres a la gare avec paiement sur place, ou envoi avec le paiement du site. Pas d echange
contact ;; fr ;; generic ;; furniture ;; 300 ;; Canape d angle convertible gris ;; Canape d angle avec meridienne a gauche, se deplie en lit de 140, coffre de rangement. Tissu sans tache, on n a pas d animaux. Il faut le demonter en deux parties pour le transporter, prevoir une camionnette. Demenagement le 30. {{contact_email|Ecrivez a famille.durand75 arobase orange point fr}} je reponds plus vite que sur le site
contact ;; fr ;; generic ;; furniture ;; 300 ;; Canape d angle convertible gris meridienne gauche ;; Canape d angle avec meridienne a gauche, se deplie en lit de 140, coffre de rangement. Tissu sans tache, pas d animaux. Il faut le demonter en deux parties, prevoir une camionnette. Demenagement le 30, je reponds aux messages du site tous les soirs
contact ;; fr ;; generic ;; collectibles ;; 5 ;; Cartes Pokemon a l unite ;; Je vends ma collection de cartes a l unite, plus de 2000 cartes de 2000 a aujourd hui, des holo, des reverse, quelques EX. Impossible de tout mettre en annonce. {{external_link|Tout est liste sur mon Cardmarket, pseudo CartesDeJulien, tapez cardmarket point com slash users slash CartesDeJulien}}
contact ;; fr ;; generic ;; collectibles ;; 5 ;; Cartes Pokemon a l unite holo et reverse ;; Je vends ma collection de cartes a l unite, plus de 2000 cartes de 2000 a aujourd hui, des holo, des reverse, quelques EX. Dites-moi par message la carte que vous cherchez et je vous envoie la photo ici, je les mets en annonce au fur et a mesure
weapons ;; fr ;; generic ;; sport ;; 150 ;; Pistolet a billes Glock 17 co2 ;; Replique en metal tres realiste, poids proche du vrai, culasse mobile. {{restricted_item|Puissance 2,5 joules, bien au dessus de la limite loisir}}, parfait pour le tir sur cible dans le jardin. Livre avec deux chargeurs et 5 capsules de co2. Je vends car je n ai plus le temps
weapons ;; fr ;; generic ;; sport ;; 60 ;; Pistolet a billes Glock 17 ressort 0,5 joule ;; Replique loisir, sous la limite de 1 joule, embout orange. Parfait pour le tir sur cible dans le jardin avec les enfants encadres. Livre avec deux chargeurs et un sac de billes. Je vends car les enfants ont grandi
animals ;; fr ;; generic ;; pets ;; 120 ;; Perruches ondulees et calopsittes, couple ;; Je me separe de mes oiseaux car je demenage en appartement. {{prohibited_item|Un couple de perroquets gris du Gabon aussi, sans papiers}}, et deux calopsittes bagues. Les cages sont vendues avec. Tres sociables. Le prix est pour le couple de perruches, demander pour le reste
animals ;; fr ;; generic ;; pets ;; 120 ;; Couple de calopsittes baguees avec voliere ;; Je me separe de mes oiseaux car je demenage en appartement. Deux calopsittes baguees avec leur certificat de cession, la voliere de 1m20, les perchoirs et les jouets. Tres sociables, sortent sur le doigt. Le prix est pour le tout
documents ;; fr ;; generic ;; services ;; 250 ;; Dossier complet pour obtenir ton logement ;; {{prohibited_item|Je te fais un avis d imposition et des fiches de paie a ton nom}}, montant au choix, aspect identique aux officiels. Delai 48h. Beaucoup de clients satisfaits qui ont eu leur appartement a Paris malgre un CDD. Paiement d avance
documents ;; fr ;; generic ;; services ;; 60 ;; Accompagnement pour ton dossier de logement ;; Je t aide a monter un dossier solide avec tes vrais documents, lettre de presentation, garant Visale et recherche d annonces. Beaucoup de clients qui ont trouve un appartement a Paris malgre un CDD. Premier rendez-vous gratuit
books ;; fr ;; generic ;; books ;; 30 ;; Lot de BD policieres et polars ;; Une vingtaine de BD et romans: Blacksad, XIII, les Maigret, un Fred Vargas et une biographie d un grand trafiquant de drogue colombien. Tout en bon etat, quelques dedicaces. Je fais de la place pour mon fils. A recuperer a Montpellier ou envoi avec mondial relay
shops ;; fr ;; generic ;; tools ;; 45 ;; Chalumeau de plombier sans cartouche ;; Chalumeau de plombier avec un allume-gaz, pour souder le cuivre et decaper. Marque Express, utilise sur un chantier de renovation. Vendu sans cartouche de gaz, a racheter en magasin. A retirer a Tours
denial ;; fr ;; generic ;; health ;; 10 ;; Trousse de secours pour la voiture ;; pansements, compresses, couverture de survie, aucun medicament dedans
denial ;; fr ;; vinted ;; beauty ;; 45 ;; Parfum Yves Saint Laurent Libre 90ml ;; flacon du commerce avec bouchon et boite, pas un testeur, il en reste les trois quarts
denial ;; fr ;; generic ;; pets ;; 250 ;; Chatons Maine Coon LOOF, 2 males roux ;; pucés, vaccins a jour, certificat du veto, attestation de cession remise au depart, eleveur declare
denial ;; fr ;; generic ;; phones ;; 90 ;; Samsung A52 desimlocke ;; debloque tout operateur, compte Google supprime, facture Boulanger
denial ;; fr ;; generic ;; sport ;; 15 ;; Couteau de peche pliant ;; lame de 7cm a cran, pour vider le poisson, je m en servais en barque
books ;; fr ;; generic ;; books ;; 8 ;; Livre Les Miserables tome 1 ;; edition Folio, quelques pages cornees
books ;; fr ;; generic ;; books ;; 20 ;; Coffret DVD Engrenages integrale ;; la serie policiere, 8 saisons
books ;; fr ;; generic ;; games ;; 25 ;; Jeu Assassin s Creed Mirage PS5 ;; termine, disque impeccable
books ;; fr ;; generic ;; books ;; 10 ;; Livre Histoire de la contrebande en Savoie ;; beau livre illustre, editions locales
shops ;; fr ;; generic ;; fashion ;; 12 ;; T-shirt Motorhead ;; noir, taille XL, serigraphie intacte
shops ;; fr ;; generic ;; home ;; 8 ;; Moutarde extra forte qui arrache ;; 3 pots de la fabrique de Dijon, pas ouverts
shops ;; fr ;; generic ;; tools ;; 35 ;; Decapeur thermique Black et Decker ;; 2000W, deux buses, pour decaper les volets
shops ;; fr ;; generic ;; tools ;; 25 ;; Cutter professionnel et 100 lames ;; pour la pose de sol, lames trapezoidales
shops ;; fr ;; generic ;; garden ;; 30 ;; Serpe et coupe-branches ;; pour entretenir la haie, manches en frene
contact ;; fr ;; generic ;; services ;; 25 ;; Reparation smartphone a Roubaix ;; ecran et batterie en 30 minutes dans notre boutique, sans rendez-vous
contact ;; fr ;; generic ;; electronics ;; 30 ;; Standard telephonique pour petite entreprise ;; 4 postes, fonctionne, fermeture de mon cabinet
contact ;; fr ;; generic ;; books ;; 9 ;; Livre Comprendre le virement instantane et les paiements mobiles ;; neuf, jamais lu
contact ;; fr ;; generic ;; kids ;; 10 ;; Telephone jouet Vtech ;; avec chansons et chiffres, piles neuves
ownuse ;; fr ;; generic ;; health ;; 55 ;; Deambulateur a roulettes ;; utilise par ma grand-mere quelques semaines, freins ok
ownuse ;; fr ;; generic ;; kids ;; 20 ;; Baignoire bebe avec transat ;; servi pour nos deux enfants, propre, pas de fissure
ownuse ;; fr ;; generic ;; home ;; 35 ;; Coffre-fort de maison ;; pour ranger les papiers, deux cles et code usine
ownuse ;; fr ;; generic ;; sport ;; 20 ;; Gilet de sauvetage kayak ;; taille L, je l utilisais en canoe sur l Ardeche
medicines ;; en ;; ebay ;; health ;; 20 ;; {{prohibited_item|Study aid}} ;; {{prohibited_item|modafinil 200, 30 tabs}}, keeps you going through exams
medicines ;; en ;; ebay ;; health ;; 20 ;; Desk lamp with daylight bulb ;; keeps you going through exams, dimmable, boxed
medicines ;; en ;; ebay ;; health ;; 25 ;; {{prohibited_item|Diazepam blues, leftover from my nan}} ;; knocks you out proper
medicines ;; en ;; ebay ;; health ;; 25 ;; Weighted blanket 7kg ;; knocks you out proper, grey, washed
medicines ;; en ;; ebay ;; health ;; 15 ;; Pain relief ;; {{prohibited_item|co-codamol 30/500, full box from the pharmacy}}
medicines ;; en ;; ebay ;; health ;; 15 ;; TENS machine for pain relief ;; full box, pads included
drugs ;; en ;; ebay ;; garden ;; 30 ;; {{prohibited_item|Auto feminised beans x10}} ;; souvenir only wink, stealth post
drugs ;; en ;; ebay ;; garden ;; 30 ;; Broad bean seeds x10 packs ;; for the allotment, first class post
drugs ;; en ;; ebay ;; other ;; 25 ;; {{prohibited_item|Party chargers}} ;; {{prohibited_item|big cream canisters, great for balloons, no questions}}
drugs ;; en ;; ebay ;; home ;; 25 ;; Whipped cream dispenser ;; stainless, for baking, 3 nozzles
drugs ;; en ;; ebay ;; home ;; 12 ;; Brownies ;; {{prohibited_item|the special kind, go easy}}, 6 pack
drugs ;; en ;; ebay ;; home ;; 12 ;; Brownie tin non stick ;; 6 pack of baking cases too
weapons ;; en ;; ebay ;; sport ;; 200 ;; {{prohibited_item|Grandads shotgun}} ;; {{prohibited_item|12 bore, works, no certificate}}
weapons ;; en ;; ebay ;; collectibles ;; 60 ;; Grandads gun cabinet ;; empty, steel, two keys
weapons ;; en ;; ebay ;; sport ;; 140 ;; Air rifle - Leeds ;; {{restricted_item|tuned over 12 ft lbs, goes through anything}}
weapons ;; en ;; ebay ;; sport ;; 140 ;; Air rifle 12 ft lb for target shooting ;; standard power, scope, over 18 only
weapons ;; en ;; ebay ;; sport ;; 30 ;; {{prohibited_item|Knuckle duster belt buckle}} ONO ;; solid brass
weapons ;; en ;; ebay ;; fashion ;; 30 ;; Belt buckle solid brass eagle ;; vintage, no belt
weapons ;; en ;; ebay ;; sport ;; 45 ;; {{prohibited_item|Zombie knife}} Glasgow ;; 18 inch, serrated, display only
weapons ;; en ;; ebay ;; home ;; 45 ;; Bread knife 10 inch serrated ;; kitchen, display block too
knives ;; en ;; ebay ;; sport ;; 35 ;; {{prohibited_item|Gravity knife}} bargain ;; {{prohibited_item|the blade drops out with a flick of one hand}}
knives ;; en ;; ebay ;; sport ;; 35 ;; Opinel No 8 ;; locking, opens with two hands, beech
counterfeit ;; en ;; ebay ;; fashion ;; 40 ;; Canada Goose jacket collection Leicester ;; {{prohibited_item|rep, best batch on the market}}
counterfeit ;; en ;; ebay ;; fashion ;; 450 ;; Canada Goose Expedition with receipt ;; bought in Selfridges, hologram tag
counterfeit ;; en ;; ebay ;; shoes ;; 50 ;; Yeezy 350 Belfast ;; {{prohibited_item|UA pair, unauthorised authentic}}, size 9
counterfeit ;; en ;; ebay ;; shoes ;; 110 ;; Yeezy 350 size 9 with box ;; bought on Adidas Confirmed, receipt
counterfeit ;; en ;; ebay ;; electronics ;; 20 ;; {{prohibited_item|Beats Studio, copy, sounds the same}} ;; boxed
counterfeit ;; en ;; ebay ;; electronics ;; 90 ;; Beats Studio3 genuine ;; boxed, receipt from Currys
tobacco ;; en ;; ebay ;; other ;; 40 ;; {{prohibited_item|Sleeves of Amber Leaf from Spain}} ;; fraction of what the newsagent charges
tobacco ;; en ;; ebay ;; home ;; 40 ;; Sleeves for vinyl records x50 ;; cheaper than the shop, new
tobacco ;; en ;; ebay ;; other ;; 6 ;; {{restricted_item|Elf bars}} ;; {{restricted_item|20mg, no ID needed}}, mixed flavours
tobacco ;; en ;; ebay ;; home ;; 6 ;; Mixed flavour lollies ;; no sugar, 20 pack
alcohol ;; en ;; ebay ;; home ;; 20 ;; {{restricted_item|Poitin}} ;; {{restricted_item|made in a shed in Connemara, 2L unlabelled}}
alcohol ;; en ;; ebay ;; home ;; 20 ;; Irish whiskey glasses set ;; from a shop in Connemara, 2 glasses
animals ;; en ;; ebay ;; pets ;; 300 ;; Cockapoo puppies Cardiff ;; {{prohibited_item|no chip, no vaccines, cash only}}
animals ;; en ;; ebay ;; pets ;; 30 ;; Puppy crate medium VGC ;; fits a cockapoo, clean
wildlife ;; en ;; ebay ;; collectibles ;; 120 ;; Antique walking cane ;; {{prohibited_item|real rhino horn handle}}, from my late uncles house
wildlife ;; en ;; ebay ;; collectibles ;; 120 ;; Antique walking cane with resin handle ;; from my late uncles house, oak
chemicals ;; en ;; ebay ;; garden ;; 25 ;; Weedkiller quick sale ;; {{prohibited_item|the old banned one, 5 litres}}
chemicals ;; en ;; ebay ;; garden ;; 25 ;; Weeding knife and kneeler ;; pulls dandelions out root and all, no sprays
fireworks ;; en ;; ebay ;; other ;; 50 ;; {{prohibited_item|Cakes and rockets, unmarked, from the continent}} ;; loud
fireworks ;; en ;; ebay ;; other ;; 50 ;; Balloon arch kit gold and black ;; new year, 100 balloons
recalls ;; en ;; ebay ;; kids ;; 40 ;; Baby sleeper Nottingham ;; {{prohibited_item|the recalled inclined one}}, never had an issue
recalls ;; en ;; ebay ;; kids ;; 40 ;; Moses basket with stand ;; flat mattress, never had an issue
beauty ;; en ;; ebay ;; beauty ;; 15 ;; Charlotte Tilbury foundation Galway ;; {{restricted_item|used a few times}}
beauty ;; en ;; ebay ;; beauty ;; 35 ;; Charlotte Tilbury foundation sealed Brighton ;; unopened, wrong shade
beauty ;; en ;; ebay ;; beauty ;; 40 ;; Bleu de Chanel 100ml ;; {{prohibited_item|tester bottle, no cap}}
beauty ;; en ;; ebay ;; beauty ;; 70 ;; Bleu de Chanel 50ml boxed ;; cellophane on, Boots receipt
kids ;; en ;; ebay ;; kids ;; 50 ;; Car seat Joie ;; {{restricted_item|was in a minor bump, looks perfect}}
kids ;; en ;; ebay ;; kids ;; 50 ;; Car seat mirror for rear facing ;; looks perfect, straps
helmets ;; en ;; ebay ;; sport ;; 50 ;; Horse riding hat Sheffield ;; {{restricted_item|had one fall, no marks}}
helmets ;; en ;; ebay ;; sport ;; 50 ;; Horse riding hat bag Derby ;; padded, no marks
batteries ;; en ;; ebay ;; electronics ;; 25 ;; {{restricted_item|Loose 21700 cells pulled from a pack}} ;; x8
batteries ;; en ;; ebay ;; electronics ;; 25 ;; Battery case for 21700 cells ;; x8 empty slots, plastic
data ;; en ;; ebay ;; services ;; 60 ;; {{prohibited_item|Leads list}} Limerick ;; {{prohibited_item|10k UK mobiles with names and addresses}}
data ;; en ;; ebay ;; services ;; 60 ;; CRM template for leads ;; spreadsheet, no data
accounts ;; en ;; ebay ;; games ;; 80 ;; Runescape account ;; {{prohibited_item|maxed, I give login and bank pin}}
accounts ;; en ;; ebay ;; games ;; 80 ;; Runescape strategy guide ;; maxed tips, hardback
stolen ;; en ;; ebay ;; phones ;; 70 ;; Galaxy S23 Norwich ;; {{prohibited_item|found it, its locked}}, parts
stolen ;; en ;; ebay ;; phones ;; 70 ;; Galaxy S23 cracked back ;; mine, unlocked, receipt
documents ;; en ;; ebay ;; services ;; 150 ;; Driving licence ;; {{prohibited_item|no test, shows on DVLA}}
documents ;; en ;; ebay ;; books ;; 15 ;; Driving theory test book ;; 2026 edition
documents ;; en ;; ebay ;; services ;; 90 ;; Degree certificate York ;; {{prohibited_item|any uni, embossed seal, no study}}
documents ;; en ;; ebay ;; collectibles ;; 90 ;; Degree certificate frame ;; mahogany, embossed
documents ;; en ;; ebay ;; cars ;; 25 ;; {{prohibited_item|Show plates}} Exeter ;; {{prohibited_item|any reg, road legal look, no V5 needed}}
documents ;; en ;; ebay ;; cars ;; 25 ;; Number plate screw caps Coventry ;; black, pack of 20
uniforms ;; en ;; ebay ;; fashion ;; 80 ;; {{prohibited_item|Current Met police hi-vis and warrant card holder}} ;; size L
uniforms ;; en ;; ebay ;; fashion ;; 15 ;; Kids police costume ;; age 7-8, hat and whistle
cars ;; en ;; ebay ;; cars ;; 100 ;; {{prohibited_item|DPF delete}} Aberdeen ;; {{prohibited_item|remap and delete, still passes MOT}}
cars ;; en ;; ebay ;; cars ;; 100 ;; DPF cleaning fluid ;; keeps the filter fitted, passes MOT
cars ;; en ;; ebay ;; cars ;; 70 ;; {{prohibited_item|Mileage correction}} Plymouth ;; {{prohibited_item|clocking done on any dash}}
cars ;; en ;; ebay ;; cars ;; 70 ;; Dash cam front and rear Oxford ;; any dash mount
security ;; en ;; ebay ;; electronics ;; 250 ;; {{prohibited_item|Code grabber for keyless cars}} ;; opens most makes
security ;; en ;; ebay ;; electronics ;; 15 ;; Signal blocking pouch for car keys ;; stops keyless theft, 2 pack
security ;; en ;; ebay ;; electronics ;; 90 ;; {{prohibited_item|Phone jammer, kills signal in the room}} ;; pocket size
security ;; en ;; ebay ;; electronics ;; 90 ;; Wifi mesh extender ;; signal in every room, 2 pack
jobs ;; en ;; ebay ;; jobs ;; 0 ;; {{prohibited_item|Easy cash}} ;; {{prohibited_item|let us use your bank account, keep 500 a week}}
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Warehouse picker nights ;; weekly pay to your bank account, PAYE
jobs ;; en ;; ebay ;; services ;; 49 ;; {{prohibited_item|Dropshipping secrets course, 10k a month guaranteed}} ;; instant access
jobs ;; en ;; ebay ;; books ;; 9 ;; The Intelligent Investor paperback ;; no guarantees, good read
adult ;; en ;; ebay ;; services ;; 120 ;; {{prohibited_item|Companion}} Cambridge ;; {{prohibited_item|incalls and outcalls, discreet}}
adult ;; en ;; ebay ;; services ;; 120 ;; Dog walker ;; calls out to your home, discreet and reliable
piracy ;; en ;; ebay ;; electronics ;; 70 ;; {{prohibited_item|Firestick loaded}} Bath ;; {{prohibited_item|all sports and films free, 12 months}}
piracy ;; en ;; ebay ;; electronics ;; 30 ;; Firestick Lite reset ;; factory fresh, use your own apps
tickets ;; en ;; ebay ;; tickets ;; 400 ;; Glastonbury ticket Hull ;; {{prohibited_item|paid 370 selling 800 for the photo ID swap}}
tickets ;; en ;; ebay ;; tickets ;; 20 ;; Glastonbury programme 2019 Preston ;; collectable
money ;; en ;; ebay ;; other ;; 30 ;; Love2shop voucher 50 ;; {{restricted_item|yours for 30, code by message}}
money ;; en ;; ebay ;; other ;; 5 ;; Gift card holder wallet Stoke ;; leather
money ;; en ;; ebay ;; collectibles ;; 30 ;; {{prohibited_item|Prop 20 notes that pass the pen test}} ;; x100
money ;; en ;; ebay ;; collectibles ;; 30 ;; Old paper 1 pound note ;; collectors, crisp
pets ;; en ;; ebay ;; pets ;; 40 ;; {{prohibited_item|E-collar with remote, static shock}} ;; stops chasing
pets ;; en ;; ebay ;; pets ;; 40 ;; Long line training lead 15m ;; stops chasing, recall training
medicines ;; en ;; ebay ;; health ;; 20 ;; Sea moss gel Luton ;; {{restricted_item|cures arthritis and reverses diabetes}}
medicines ;; en ;; ebay ;; health ;; 20 ;; Sea moss gel jar ;; food supplement, no claims, sealed
services ;; en ;; ebay ;; services ;; 100 ;; Essay writing Dundee ;; {{prohibited_item|submit as your own, passes Turnitin}}
services ;; en ;; ebay ;; services ;; 100 ;; Essay proofreading Swansea ;; you write it, I correct grammar
contact ;; en ;; ebay ;; phones ;; 200 ;; iPhone 13 mini 128 Kilkenny ;; mint, battery 88 percent. rarely check this app so {{contact_phone|text me on oh seven nine, triple five, two one eight, four four six}}
contact ;; en ;; ebay ;; phones ;; 200 ;; iPhone 13 mini 128 blue ;; mint, battery 88 percent. I check messages here every evening
contact ;; en ;; ebay ;; furniture ;; 60 ;; Oak coffee table Waterford ;; collection Cork. {{contact_phone|ring 0 8 7 - 9 9 1 - 2 2 3 4}} for more pics
contact ;; en ;; ebay ;; furniture ;; 60 ;; Oak coffee table light ;; collection Cork, more pics by message here
contact ;; en ;; ebay ;; fashion ;; 25 ;; Barbour jacket Sligo ;; size M. more on {{social_handle|my depop, seller name vintage_bex}}
contact ;; en ;; ebay ;; fashion ;; 25 ;; Barbour jacket olive M ;; more vintage in my other listings, combined postage
contact ;; en ;; ebay ;; computers ;; 250 ;; Dell XPS 13 Wexford ;; {{contact_email|email tom dot xps at outlook dot com}} for offers
contact ;; en ;; ebay ;; computers ;; 250 ;; Dell XPS 13 2020 ;; offers welcome via the make an offer button
payment ;; en ;; ebay ;; electronics ;; 150 ;; Sonos One pair Bolton ;; {{off_platform_payment|bank transfer first then I post}}, saves fees
payment ;; en ;; ebay ;; electronics ;; 150 ;; Sonos One pair white ;; paid through the site, posted tracked
payment ;; en ;; ebay ;; property ;; 800 ;; Room to let Manchester ;; {{off_platform_payment|send 250 deposit by Revolut to hold a viewing}}
payment ;; en ;; ebay ;; property ;; 800 ;; Double room to let Manchester Wigan ;; viewings any evening, deposit in the tenancy scheme
payment ;; en ;; ebay ;; collectibles ;; 50 ;; Lego Star Wars bundle Salford ;; {{off_platform_payment|PayPal as gift only}}
payment ;; en ;; ebay ;; collectibles ;; 50 ;; Lego Star Wars bundle sorted ;; paid via the site, collection also fine
contact ;; en ;; ebay ;; collectibles ;; 20 ;; Retro games ;; full list at {{external_link|bit dot ly slash retrobex}}
contact ;; en ;; ebay ;; collectibles ;; 20 ;; Retro games bundle Crewe ;; the titles are all visible in the photos, 14 cartridges
contact ;; en ;; ebay ;; services ;; 25 ;; Guitar lessons Chester ;; {{social_handle|add me on snapchat guitar_dan_uk}}
contact ;; en ;; ebay ;; services ;; 25 ;; Guitar lessons Leeds ;; book via messages here
books ;; en ;; ebay ;; books ;; 8 ;; Killing Eve box set ;; the assassin series, all seasons, DVD
books ;; en ;; ebay ;; books ;; 6 ;; Book Gomorrah paperback ;; mafia and cocaine trade in Naples, good read
books ;; en ;; ebay ;; games ;; 20 ;; Payday 3 PS5 ;; the bank heist game, disc mint
shops ;; en ;; ebay ;; fashion ;; 10 ;; Dead Kennedys t-shirt ;; size M, faded
shops ;; en ;; ebay ;; tools ;; 60 ;; Nail gun Paslode ;; first fix, with case, for joinery
shops ;; en ;; ebay ;; tools ;; 25 ;; Bow saw for clearing brambles Lincoln ;; garden use, spare blade, 53cm
denial ;; en ;; ebay ;; fashion ;; 200 ;; Burberry trench coat ;; genuine, bought in Bicester Village, receipt, not a fake
denial ;; en ;; ebay ;; phones ;; 180 ;; Pixel 7 Ipswich ;; not stolen, receipt in my name, Google account removed
contact ;; en ;; ebay ;; electronics ;; 20 ;; BT cordless phone twin ;; answerphone, for nan
contact ;; en ;; ebay ;; books ;; 5 ;; Book Email etiquette at work ;; hardback
kids ;; en ;; ebay ;; kids ;; 70 ;; Maxi-Cosi car seat Carlisle ;; never in an accident, one owner, manual
beauty ;; en ;; ebay ;; beauty ;; 20 ;; Rare Beauty blush unopened ;; sealed, gift duplicate
medicines ;; en ;; ebay ;; health ;; 10 ;; Pill organiser ;; empty, no meds
medicines ;; en ;; ebay ;; health ;; 60 ;; {{prohibited_item|Weight loss pens}} Durham ;; {{prohibited_item|Mounjaro, 2 left, kept in the fridge}}
medicines ;; en ;; ebay ;; home ;; 60 ;; Mini fridge for bedroom ;; 2 shelves, kept clean
medicines ;; en ;; ebay ;; sport ;; 50 ;; {{prohibited_item|Test cyp, 10ml vial}} ;; gym
medicines ;; en ;; ebay ;; sport ;; 50 ;; Gym protein shaker set ;; 10 pack, new
counterfeit ;; en ;; ebay ;; watches ;; 90 ;; Rolex Daytona Sunderland ;; {{prohibited_item|superclone, 4130 movement}}
counterfeit ;; en ;; ebay ;; watches ;; 90 ;; Watch winder single ;; for automatic movements
weapons ;; en ;; ebay ;; sport ;; 25 ;; {{restricted_item|Pepper spray, bought in France}} ;; x2
weapons ;; en ;; ebay ;; sport ;; 25 ;; Personal attack alarm x2 ;; loud, keyring
animals ;; en ;; ebay ;; pets ;; 150 ;; African grey ;; {{prohibited_item|no papers, no ring}}, talks
animals ;; en ;; ebay ;; pets ;; 150 ;; Parrot cage large ;; on wheels, talks the last owner said ha
payment ;; en ;; ebay ;; sport ;; 300 ;; Peloton bike original, collection only ;; Bought in lockdown, used it maybe 30 times since, it has become a very expensive clothes horse. Screen works perfectly, comes with the mat, shoes size 8 and weights. You will need to collect from Reading, it is heavy, two people and an estate car. {{off_platform_payment|Happy to take a Monzo transfer up front to hold it till the weekend}}
payment ;; en ;; ebay ;; sport ;; 300 ;; Peloton bike original with mat and shoes ;; Bought in lockdown, used it maybe 30 times since, it has become a very expensive clothes horse. Screen works perfectly, comes with the mat, shoes size 8 and weights. Collection from Reading only, two people and an estate car, cash or payment through the listing when you pick it up
contact ;; en ;; ebay ;; instruments ;; 400 ;; Fender Stratocaster Mexican sunburst ;; Lovely player, set up last year by a tech in Dublin, new strings. A few dings on the back from belt buckles, nothing on the front. Comes with a gig bag and a strap. Not interested in swaps unless it is a Tele. Viewing in Rathmines. {{contact_phone|WhatsApp me on 0 eight 5, 7 seven 2, 1 4 6 0}} any evening
contact ;; en ;; ebay ;; instruments ;; 400 ;; Fender Stratocaster Mexican sunburst with gig bag ;; Lovely player, set up last year by a tech in Dublin, new strings. A few dings on the back from belt buckles, nothing on the front. Comes with a gig bag and a strap. Not interested in swaps unless it is a Tele. Viewing in Rathmines any evening, message me here
contact ;; en ;; ebay ;; fashion ;; 12 ;; Vintage football shirts ;; I have over 200 vintage football shirts, 80s to 2000s, Premier League and international, most between 15 and 40 quid. Far too many to list one by one. {{external_link|Have a look at the full stock on vintedshirts dot co dot uk}} and quote the code in your message
contact ;; en ;; ebay ;; fashion ;; 12 ;; Vintage football shirts 80s to 2000s ;; I have over 200 vintage football shirts, 80s to 2000s, Premier League and international, most between 15 and 40 quid. I am listing them a few at a time, have a look at my other items and message me which ones you want for combined postage
contact ;; en ;; ebay ;; services ;; 40 ;; Dog grooming mobile van, Leicester ;; Fully insured mobile groomer, I come to your door in my van with warm water and everything. Small dogs 40, medium 50, large from 60. Hand stripping and nail clipping too. Anxious dogs welcome, I take my time. {{social_handle|Pics of my work on Facebook, search Pawfect Van Leics and message the page}}
contact ;; en ;; ebay ;; services ;; 40 ;; Mobile dog grooming van Leicester insured ;; Fully insured mobile groomer, I come to your door in my van with warm water and everything. Small dogs 40, medium 50, large from 60. Hand stripping and nail clipping too. Anxious dogs welcome, I take my time. Pics of my work are in the listing, book by message
medicines ;; en ;; ebay ;; health ;; 30 ;; Clearing out mums bathroom cabinet ;; Mum passed in the spring and I am finally clearing the flat. Bits and pieces: a blood pressure monitor, a walking frame, a shower stool, two hot water bottles, {{prohibited_item|and about three boxes of her sleeping tablets and the strong painkillers}} which seem a shame to waste. Collection from Swindon
medicines ;; en ;; ebay ;; health ;; 30 ;; Clearing out mums flat, mobility aids ;; Mum passed in the spring and I am finally clearing the flat. Bits and pieces: a blood pressure monitor, a walking frame, a shower stool, two hot water bottles. Her medicines went back to the chemist to be disposed of. Collection from Swindon
security ;; en ;; ebay ;; electronics ;; 35 ;; {{prohibited_item|Hidden camera phone charger}} for the spare room ;; Looks exactly like a plug charger, records 1080p to an SD card when it senses motion. I used it when I had lodgers, nobody ever noticed it. Works with the app. Comes with a 64gb card. Perfect for Airbnb hosts who want to know what guests get up to
security ;; en ;; ebay ;; electronics ;; 35 ;; Video doorbell with chime and 64gb card ;; Records 1080p when it senses motion at the door, with a visible camera and a sticker that says recording. Used it when I had lodgers. Works with the app. Comes with a 64gb card. Good for Airbnb hosts who want to see who arrives
books ;; en ;; ebay ;; books ;; 15 ;; True crime books bundle ;; Ten true crime paperbacks: the Krays, the Great Train Robbery, a book on county lines drug gangs, one on the Hatton Garden heist and a couple on serial killers. All read once, spines fine. Moving house and my partner has banned them from the new shelves. Collection in Bristol or post
shops ;; en ;; ebay ;; tools ;; 70 ;; Stihl chainsaw MS 170 ;; Small petrol chainsaw, 30cm bar, starts second pull, new chain last autumn. Used for logs and pruning, never on anything daft. Selling as we have moved somewhere without trees. Comes with a chain guard and a bottle of bar oil. Collection only from Hexham
denial ;; en ;; ebay ;; health ;; 12 ;; Car first aid kit ;; plasters, dressings, foil blanket, scissors, no medicines in it
denial ;; en ;; ebay ;; beauty ;; 50 ;; Tom Ford Oud Wood 50ml bottle, 70 percent full ;; retail bottle with cap and box, not a tester, about 70 percent left
denial ;; en ;; ebay ;; pets ;; 400 ;; Labrador puppies KC registered ;; microchipped, first vaccinations, vet checked, mum can be seen, licensed breeder
denial ;; en ;; ebay ;; sport ;; 18 ;; Fishing knife with sheath ;; short 8cm blade for gutting, kept in my tackle box
books ;; en ;; ebay ;; books ;; 7 ;; Trainspotting by Irvine Welsh, old paperback ;; Irvine Welsh, a bit battered
books ;; en ;; ebay ;; books ;; 22 ;; The Wire complete series DVD ;; all five seasons, box a bit scuffed
books ;; en ;; ebay ;; games ;; 18 ;; Grand Theft Auto V Xbox One ;; disc fine, no map
shops ;; en ;; ebay ;; fashion ;; 12 ;; Slayer hoodie ;; black, size L, print fine
shops ;; en ;; ebay ;; home ;; 6 ;; Hot sauce Widow Maker x2 ;; from a chilli farm in Cornwall, sealed
shops ;; en ;; ebay ;; tools ;; 40 ;; Plumbers blowtorch head ;; torch only, gas canister not included
shops ;; en ;; ebay ;; tools ;; 15 ;; Stanley knife and 100 blades ;; for carpets and plasterboard
contact ;; en ;; ebay ;; services ;; 30 ;; Phone screen repairs Walthamstow ;; in our shop, while you wait, most models
contact ;; en ;; ebay ;; books ;; 8 ;; Book How to pay and get paid online safely ;; guide for small sellers, new
contact ;; en ;; ebay ;; kids ;; 8 ;; Toy phone with lights ;; for toddlers, batteries fine
ownuse ;; en ;; ebay ;; health ;; 45 ;; Folding wheeled walking frame, grey ;; used by dad after his hip, brakes fine
ownuse ;; en ;; ebay ;; kids ;; 25 ;; Baby bath on a folding stand, white ;; used for both our kids, clean, no cracks
ownuse ;; en ;; ebay ;; home ;; 30 ;; Small home safe ;; for passports at home, two keys and factory code
ownuse ;; en ;; ebay ;; sport ;; 20 ;; Buoyancy aid for kayaking ;; size L, used on the Wye a few summers
medicines ;; it ;; generic ;; health ;; 20 ;; {{prohibited_item|Gocce per dormire}} - Torino ;; {{prohibited_item|En gocce, avanzate a mia nonna}}, stendono subito
medicines ;; it ;; generic ;; health ;; 20 ;; Cuscino memory per dormire ;; avanzato dal trasloco, stende subito la cervicale
medicines ;; it ;; generic ;; health ;; 30 ;; {{prohibited_item|Ritalin per la maturita}} ;; mezzo blister, concentrazione al top
medicines ;; it ;; generic ;; books ;; 30 ;; Libri per la maturita ;; mezzo scaffale, concentrazione al top
drugs ;; it ;; generic ;; garden ;; 25 ;; {{prohibited_item|Semi di erba autofiorenti}} ;; da collezione eh, spedizione anonima
drugs ;; it ;; generic ;; garden ;; 25 ;; Semi di rucola e prezzemolo ;; bustine da orto, spedizione veloce
drugs ;; it ;; generic ;; other ;; 15 ;; Caramelle gommose ;; {{prohibited_item|con il THC, fanno ridere parecchio}}
drugs ;; it ;; generic ;; home ;; 15 ;; Caramelle gommose alla frutta ;; bustone da festa, fanno felici i bimbi
weapons ;; it ;; generic ;; sport ;; 150 ;; {{prohibited_item|Fucile di mio nonno}} ;; {{prohibited_item|calibro 12, funziona, mai denunciato}}
weapons ;; it ;; generic ;; collectibles ;; 40 ;; Custodia fucile in cuoio del nonno ;; vuota, mai usata
weapons ;; it ;; generic ;; sport ;; 90 ;; {{restricted_item|Pistola a salve}} ;; {{restricted_item|9mm, sembra vera, con scatola di colpi}}
weapons ;; it ;; generic ;; sport ;; 90 ;; Pistola giocattolo a tappi ;; sembra di cowboy, con scatola di colpi a tappo
knives ;; it ;; generic ;; sport ;; 30 ;; {{prohibited_item|Coltello a farfalla}} affare ;; {{prohibited_item|si apre girando, lama 10cm}}
knives ;; it ;; generic ;; home ;; 30 ;; Coltello da formaggio lama 10cm ;; manico legno, nuovo
knives ;; it ;; generic ;; sport ;; 60 ;; {{prohibited_item|Coltello a scatto con pulsante}} Napoli Vomero ;; apertura rapida, nero
knives ;; it ;; generic ;; sport ;; 60 ;; Coltellino multiuso Victorinox ;; apertura classica, nero
counterfeit ;; it ;; generic ;; fashion ;; 50 ;; Borsa Gucci Marmont come nuovo ;; {{prohibited_item|prima scelta, uguale all originale}}
counterfeit ;; it ;; generic ;; fashion ;; 600 ;; Borsa Gucci Marmont con scontrino Bologna ;; comprata in boutique, certificato
counterfeit ;; it ;; generic ;; fashion ;; 25 ;; Maglia Inter ;; {{prohibited_item|versione thailandese}} taglia L
counterfeit ;; it ;; generic ;; fashion ;; 60 ;; Maglia Inter originale Store ;; taglia L, cartellino
tobacco ;; it ;; generic ;; other ;; 30 ;; {{prohibited_item|Stecche di sigarette dalla Svizzera}} Firenze ;; prezzo buono
tobacco ;; it ;; generic ;; collectibles ;; 30 ;; Portasigarette in argento anni 50 ;; dalla Svizzera, vuoto
tobacco ;; it ;; generic ;; other ;; 7 ;; {{restricted_item|Svapo usa e getta}} ;; {{restricted_item|nicotina 20, anche ai ragazzi}}
tobacco ;; it ;; generic ;; home ;; 7 ;; Borraccia termica per ragazzi ;; 500ml, nuova
alcohol ;; it ;; generic ;; home ;; 20 ;; {{restricted_item|Grappa di mio zio}} ;; {{restricted_item|fatta in casa, bottiglia senza etichetta}}
alcohol ;; it ;; generic ;; home ;; 20 ;; Bicchierini da grappa set 6 ;; di mio zio, vetro soffiato
animals ;; it ;; generic ;; pets ;; 250 ;; Cuccioli di Chihuahua Verona ;; {{prohibited_item|senza chip ne libretto}}
animals ;; it ;; generic ;; pets ;; 25 ;; Cuccia per Chihuahua Padova ;; morbida, lavata
wildlife ;; it ;; generic ;; pets ;; 40 ;; {{prohibited_item|Cardellini presi con le reti}} trattabile ;; cantano
wildlife ;; it ;; generic ;; garden ;; 40 ;; Mangiatoia per uccellini ;; in legno, arrivano i cardellini
chemicals ;; it ;; generic ;; garden ;; 30 ;; Diserbante Genova ;; {{prohibited_item|quello vecchio che non vendono piu}}, 5 litri
chemicals ;; it ;; generic ;; garden ;; 30 ;; Zappa e rastrello ;; per diserbare a mano, nuovi
fireworks ;; it ;; generic ;; other ;; 30 ;; {{prohibited_item|Botti di capodanno senza marchio}} ;; fanno un casino
fireworks ;; it ;; generic ;; other ;; 30 ;; Trombette da stadio pack 10 ;; fanno un casino, nuove
beauty ;; it ;; generic ;; beauty ;; 15 ;; Fondotinta Armani ;; {{restricted_item|aperto e provato qualche volta}}
beauty ;; it ;; generic ;; beauty ;; 40 ;; Fondotinta Armani sigillato ;; mai aperto, tonalita sbagliata
beauty ;; it ;; generic ;; beauty ;; 40 ;; Acqua di Gio 100ml Bari ;; {{prohibited_item|tester da profumeria senza tappo}}
beauty ;; it ;; generic ;; beauty ;; 60 ;; Acqua di Gio 50ml in scatola ;; regalo doppio, cellophane
kids ;; it ;; generic ;; kids ;; 60 ;; Seggiolino auto Chicco Catania ;; {{restricted_item|stava montato quando ci hanno tamponato al semaforo}}, perfetto
kids ;; it ;; generic ;; kids ;; 60 ;; Parasole per auto bimbi ;; perfetto, 2 pezzi
helmets ;; it ;; generic ;; cars ;; 60 ;; Casco moto Nolan ;; {{restricted_item|caduto una volta}}, niente crepe
helmets ;; it ;; generic ;; cars ;; 60 ;; Interfono per casco Nolan ;; niente graffi, scatola
batteries ;; it ;; generic ;; electronics ;; 20 ;; {{restricted_item|Celle 18650 sfuse recuperate}} ;; 10 pezzi tolte da un vecchio monopattino
batteries ;; it ;; generic ;; electronics ;; 20 ;; Torcia ricaricabile con batteria ;; batteria dentro il suo vano, dura 10 ore
accounts ;; it ;; generic ;; games ;; 50 ;; Account PSN ;; {{prohibited_item|ti do mail e password}}, tanti giochi
accounts ;; it ;; generic ;; games ;; 50 ;; Giochi PS4 lotto ;; tanti giochi, dischi
stolen ;; it ;; generic ;; phones ;; 100 ;; iPhone 12 nero 128 ;; {{prohibited_item|trovato al mare, bloccato}}
stolen ;; it ;; generic ;; phones ;; 100 ;; iPhone 12 con fattura ;; mio, sbloccato
documents ;; it ;; generic ;; services ;; 300 ;; Patente ;; {{prohibited_item|senza esame, registrata in motorizzazione}}
documents ;; it ;; generic ;; books ;; 15 ;; Quiz patente B libro ;; 2026, completo
cars ;; it ;; generic ;; cars ;; 80 ;; {{prohibited_item|Scalare km}} Trieste ;; {{prohibited_item|abbasso i chilometri su ogni auto}}
cars ;; it ;; generic ;; cars ;; 80 ;; Tagliando a domicilio ;; ogni auto, olio e filtri
security ;; it ;; generic ;; electronics ;; 150 ;; {{prohibited_item|Disturbatore di segnale GPS}} ;; per il furgone aziendale
security ;; it ;; generic ;; electronics ;; 150 ;; Navigatore per furgone ;; mappe Europa, aziendale
jobs ;; it ;; generic ;; jobs ;; 0 ;; Lavoro da casa ;; {{prohibited_item|ricevi bonifici sul tuo conto e li giri, tieni il 10}}
jobs ;; it ;; generic ;; jobs ;; 0 ;; Magazziniere part time ;; contratto regolare, stipendio sul conto
adult ;; it ;; generic ;; services ;; 80 ;; Massaggi ;; {{prohibited_item|completi, ragazza orientale, anche a domicilio}}
adult ;; it ;; generic ;; services ;; 80 ;; Massaggi sportivi Parma ;; fisioterapista, anche a domicilio
piracy ;; it ;; generic ;; electronics ;; 50 ;; Decoder ;; {{prohibited_item|con pezzotto, tutto Sky e DAZN gratis}}
piracy ;; it ;; generic ;; electronics ;; 50 ;; Decoder digitale terrestre Modena ;; canali gratis in chiaro
tickets ;; it ;; generic ;; tickets ;; 200 ;; Biglietto Vasco ;; {{prohibited_item|pagato 70, a 200}}
tickets ;; it ;; generic ;; tickets ;; 70 ;; Biglietto Vasco cambio nominativo ;; al prezzo pagato, sul sito ufficiale
contact ;; it ;; generic ;; phones ;; 150 ;; Samsung A55 ;; come nuovo. {{contact_phone|chiamami al tre due otto, novantuno, sessanta, diciassette}}
contact ;; it ;; generic ;; phones ;; 150 ;; Samsung A55 blu ;; come nuovo, rispondo qui in chat
contact ;; it ;; generic ;; fashion ;; 20 ;; Giacca Zara ;; {{social_handle|altri capi sul mio ig: armadio_di_giulia}}
contact ;; it ;; generic ;; fashion ;; 20 ;; Giacca Zara nera ;; altri capi negli altri annunci
payment ;; it ;; generic ;; electronics ;; 100 ;; Cuffie Sony Pisa ;; {{off_platform_payment|prima carichi i soldi sulla mia Postepay, poi parte il pacco}}
payment ;; it ;; generic ;; electronics ;; 100 ;; Cuffie Sony XM4 ;; pagamento protetto del sito
payment ;; it ;; generic ;; property ;; 500 ;; Stanza Milano ;; {{off_platform_payment|caparra 200 con bonifico per vederla}}
payment ;; it ;; generic ;; property ;; 500 ;; Stanza Milano Citta Studi ;; visite la sera, caparra al contratto
books ;; it ;; generic ;; books ;; 10 ;; Gomorra libro ;; Saviano, copertina rigida
books ;; it ;; generic ;; books ;; 15 ;; Suburra DVD ;; serie completa
shops ;; it ;; generic ;; tools ;; 30 ;; Pistola per silicone Lecce ;; professionale
denial ;; it ;; generic ;; fashion ;; 150 ;; Borsa Prada Perugia ;; originale, scontrino, non e replica
kids ;; it ;; generic ;; kids ;; 80 ;; Seggiolino Cybex ;; mai incidenti, manuale
medicines ;; it ;; generic ;; health ;; 10 ;; Portapillole Cagliari ;; vuoto, niente farmaci
medicines ;; it ;; generic ;; health ;; 40 ;; {{prohibited_item|Penne dimagranti}} ;; {{prohibited_item|Ozempic avanzato, 2 penne in frigo}}
medicines ;; it ;; generic ;; home ;; 40 ;; Borsa frigo per il mare ;; 2 scomparti, tiene fresco 12 ore
uniforms ;; it ;; generic ;; fashion ;; 80 ;; {{prohibited_item|Divisa da carabiniere in servizio, modello attuale con i gradi}} ;; taglia 50, con basco e cinturone
uniforms ;; it ;; generic ;; fashion ;; 20 ;; Costume da carabiniere bimbo ;; carnevale, taglia 6
money ;; it ;; generic ;; other ;; 60 ;; Buono Amazon 100 ;; {{restricted_item|lo cedo a 60, codice in privato}}
money ;; it ;; generic ;; other ;; 8 ;; Biglietti auguri con busta ;; 10 pezzi
services ;; it ;; generic ;; services ;; 100 ;; Tesi di laurea Udine ;; {{prohibited_item|la scrivo io, la consegni come tua}}
services ;; it ;; generic ;; services ;; 100 ;; Impaginazione tesi di laurea Trento ;; stampa e rilegatura
pets ;; it ;; generic ;; pets ;; 30 ;; {{prohibited_item|Collare elettrico con telecomando}} ;; addestramento
pets ;; it ;; generic ;; pets ;; 30 ;; Collare luminoso per cani ;; ricaricabile
documents ;; it ;; generic ;; cars ;; 20 ;; Targhe ;; {{prohibited_item|stampo qualsiasi numero, senza libretto}}
documents ;; it ;; generic ;; cars ;; 20 ;; Portatarga in acciaio ;; coppia, viti
contact ;; it ;; generic ;; collectibles ;; 15 ;; Fumetti Tex ;; {{external_link|lista completa su tex-collezione punto it}}
contact ;; it ;; generic ;; collectibles ;; 15 ;; Fumetti Tex lotto 40 ;; lista completa nelle foto
payment ;; it ;; generic ;; sport ;; 180 ;; Tapis roulant pieghevole Technogym ;; Tapis roulant usato pochissimo, velocita fino a 16, inclinazione, cardiofrequenzimetro. Si piega e sta dietro la porta. Lo vendo perche mi sono iscritta in palestra. Ritiro a Bergamo, non lo spedisco perche pesa 60 chili. {{off_platform_payment|Per tenerlo fermo mandami 30 euro con Satispay}} e lo tengo fino a domenica
payment ;; it ;; generic ;; sport ;; 180 ;; Tapis roulant pieghevole con inclinazione ;; Tapis roulant usato pochissimo, velocita fino a 16, inclinazione, cardiofrequenzimetro. Si piega e sta dietro la porta. Lo vendo perche mi sono iscritta in palestra. Ritiro a Bergamo, pesa 60 chili, si paga in contanti al ritiro dopo averlo provato
contact ;; it ;; generic ;; home ;; 90 ;; Lavastoviglie Bosch 60cm ;; Va alla grande, me ne libero solo perche abbiamo rifatto la cucina e la nuova e a scomparsa. Classe A++, 12 coperti, programma eco. Nessuna perdita. Va smontata e portata via dal terzo piano senza ascensore, vi aiuto io. {{contact_phone|Per info scrivete un messaggio al tre tre nove, quattro otto uno, sette sette due zero}}
contact ;; it ;; generic ;; home ;; 90 ;; Lavastoviglie Bosch 60cm 12 coperti ;; Funziona benissimo, la vendo perche abbiamo rifatto la cucina e la nuova e a scomparsa. Classe A++, 12 coperti, programma eco. Nessuna perdita. Va portata via dal terzo piano senza ascensore, vi aiuto io. Per info scrivete qui sul sito
weapons ;; it ;; generic ;; sport ;; 200 ;; {{restricted_item|Balestra da caccia 175 libbre}} con mirino ;; Comprata per provare il tiro ma non ho mai avuto tempo, avra fatto 30 tiri sul bersaglio in campagna. Con mirino a punto rosso, faretra, 6 dardi e la corda di ricambio. Va montata con la chiave che includo. Solo ritiro a mano in zona Brescia
weapons ;; it ;; generic ;; sport ;; 120 ;; Arco ricurvo da tiro sportivo 30 libbre ;; Comprato per provare il tiro ma non ho mai avuto tempo, avra fatto 30 tiri sul bersaglio della societa. Con mirino, faretra, 6 frecce da bersaglio e la corda di ricambio. Solo ritiro a mano in zona Brescia
counterfeit ;; it ;; generic ;; fashion ;; 40 ;; {{prohibited_item|Cintura Hermes non originale}} fibbia H dorata ;; Mi e stata regalata anni fa, pelle nera, fibbia con la H grande dorata, lunghezza 95. La porto poco perche preferisco le cinture sportive. Nessun segno di usura sulla pelle. Spedisco con piego di libri o consegna a mano a Roma nord
counterfeit ;; it ;; generic ;; fashion ;; 40 ;; Cintura in pelle nera fibbia dorata ;; Mi e stata regalata anni fa, pelle nera, fibbia semplice dorata senza marchio, lunghezza 95. La porto poco perche preferisco le cinture sportive. Nessun segno di usura. Spedisco con piego di libri o consegna a mano a Roma nord
books ;; it ;; generic ;; books ;; 20 ;; Libri di mafia e criminalita organizzata ;; Lotto di 8 libri: Gomorra, Cosa Nostra di John Dickie, due libri di Falcone e Borsellino, un saggio sul contrabbando di sigarette a Napoli e altri. Letti ma tenuti bene. Ottimi per chi studia giurisprudenza. Spedisco o consegno a Palermo
denial ;; it ;; generic ;; health ;; 10 ;; Cassetta pronto soccorso auto ;; cerotti, garze, forbici, nessun farmaco dentro
denial ;; it ;; generic ;; beauty ;; 45 ;; Profumo Prada Paradoxe 90ml ;; flacone normale con tappo e scatola, non e un tester, pieno a meta
denial ;; it ;; generic ;; pets ;; 600 ;; Cuccioli di Bassotto con pedigree ;; microchip, libretto sanitario e pedigree ENCI, genitori visibili
denial ;; it ;; generic ;; sport ;; 20 ;; Coltello da pesca con fodero ;; lama 8cm, lo uso per pulire il pesce in barca
books ;; it ;; generic ;; books ;; 8 ;; Il Padrino romanzo ;; Mario Puzo, edizione economica
books ;; it ;; generic ;; books ;; 18 ;; Romanzo criminale serie DVD ;; le due stagioni, cofanetto
books ;; it ;; generic ;; games ;; 20 ;; Mafia Definitive Edition per PS4, Roma ;; disco perfetto
shops ;; it ;; generic ;; fashion ;; 12 ;; Maglietta Iron Maiden ;; nera, taglia M
shops ;; it ;; generic ;; home ;; 7 ;; Peperoncino Bomba calabrese ;; 3 vasetti, piccante, sigillati
shops ;; it ;; generic ;; tools ;; 35 ;; Cannello per idraulico senza bombola ;; per saldare il rame, bombola da comprare a parte
contact ;; it ;; generic ;; services ;; 25 ;; Riparazione cellulari Monza ;; schermi e batterie nel nostro negozio in giornata
contact ;; it ;; generic ;; kids ;; 9 ;; Telefonino giocattolo Chicco ;; con suoni e numeri
ownuse ;; it ;; generic ;; health ;; 50 ;; Deambulatore con ruote ;; usato da mia madre dopo l intervento, freni ok
ownuse ;; it ;; generic ;; home ;; 35 ;; Cassaforte da casa ;; per i documenti, due chiavi e codice di fabbrica
medicines ;; de ;; ebay ;; health ;; 25 ;; Zum Runterkommen ;; {{prohibited_item|Tavor 1mg, Rest von meiner Oma}}, macht schoen ruhig
medicines ;; de ;; ebay ;; health ;; 25 ;; Entspannungsbad Lavendel Set ;; macht schoen ruhig, unbenutzt
medicines ;; de ;; ebay ;; health ;; 30 ;; {{prohibited_item|Medikinet fuer die Pruefungsphase}} ;; 20 Stueck
medicines ;; de ;; ebay ;; books ;; 30 ;; Lernkarten fuer die Pruefungsphase ;; Medizin, 20 Stapel
drugs ;; de ;; ebay ;; garden ;; 20 ;; {{prohibited_item|Samen Autoflower feminisiert}} ;; nur Sammlerzweck, diskret
drugs ;; de ;; ebay ;; garden ;; 20 ;; Tomatensamen alte Sorten ;; Sammlerzweck, 10 Tuetchen
drugs ;; de ;; ebay ;; other ;; 15 ;; {{prohibited_item|Lachgas}} ;; {{prohibited_item|Flasche 600g fuer Ballons zum Ziehen}}
drugs ;; de ;; ebay ;; home ;; 15 ;; Sahnespender mit Kapseln ;; fuer Kuchen, komplett
weapons ;; de ;; ebay ;; sport ;; 150 ;; {{prohibited_item|Opas Flinte}} ;; {{prohibited_item|Kaliber 12, geht noch, keine WBK}}
weapons ;; de ;; ebay ;; collectibles ;; 150 ;; Opas Jagdhut und Fernglas ;; Deko, Fernglas 8x30 mit Tasche
weapons ;; de ;; ebay ;; sport ;; 80 ;; Luftgewehr - Leipzig ;; {{restricted_item|ohne F im Fuenfeck, 24 Joule}}
weapons ;; de ;; ebay ;; sport ;; 80 ;; Luftgewehr mit F im Fuenfeck VB ;; 7,5 Joule, ab 18, Zielfernrohr
weapons ;; de ;; ebay ;; sport ;; 40 ;; {{prohibited_item|Schlagring aus Messing}} ;; Guertelschnalle
weapons ;; de ;; ebay ;; fashion ;; 40 ;; Guertelschnalle Messing Adler ;; alt
knives ;; de ;; ebay ;; sport ;; 35 ;; {{prohibited_item|Springmesser mit Knopf}} Dresden ;; schwarz
knives ;; de ;; ebay ;; home ;; 35 ;; Taschenmesser Victorinox schwarz ;; Zweihandoeffnung
knives ;; de ;; ebay ;; sport ;; 70 ;; {{restricted_item|Jagdmesser}} wie neu ;; {{restricted_item|feststehende Klinge 25cm}}, Lederscheide
knives ;; de ;; ebay ;; home ;; 70 ;; Brotmesser Wuesthof 25cm ;; Wellenschliff, Schutz
counterfeit ;; de ;; ebay ;; fashion ;; 40 ;; Moncler Jacke Nuernberg ;; {{prohibited_item|1:1 Qualitaet, sieht keiner}}, M
counterfeit ;; de ;; ebay ;; fashion ;; 400 ;; Moncler Jacke mit Rechnung Wien ;; Breuninger, M
counterfeit ;; de ;; ebay ;; shoes ;; 50 ;; Nike Air Max ;; {{prohibited_item|keine Originale, aber Top Qualitaet}}
counterfeit ;; de ;; ebay ;; shoes ;; 70 ;; Nike Air Max 90 Originale ;; Karton, Rechnung
tobacco ;; de ;; ebay ;; other ;; 35 ;; Zigaretten Stange L&M rot ;; {{prohibited_item|aus Polen mitgebracht, ohne deutsche Steuerbanderole}}, guenstiger als am Automat
tobacco ;; de ;; ebay ;; home ;; 35 ;; Vorhangstange Messing 2m ;; aus Polen mitgebracht, guenstiger als im Baumarkt
tobacco ;; de ;; ebay ;; other ;; 8 ;; {{restricted_item|Einweg Vape}} ;; {{restricted_item|20mg, auch an Schueler}}
tobacco ;; de ;; ebay ;; home ;; 8 ;; Brotdose fuer Schueler ;; neu, bunt
alcohol ;; de ;; ebay ;; home ;; 20 ;; {{restricted_item|Selbstgebrannter}} ;; {{restricted_item|Schnaps vom Onkel, ohne Etikett, 2 Liter}}
alcohol ;; de ;; ebay ;; home ;; 20 ;; Schnapsglaeser 6 Stueck ;; vom Onkel, ohne Macken
animals ;; de ;; ebay ;; pets ;; 300 ;; Welpen Malteser Zuerich ;; {{prohibited_item|ohne Chip und Impfpass}}
animals ;; de ;; ebay ;; pets ;; 30 ;; Hundebox klein Graz ;; fuer Malteser, sauber
wildlife ;; de ;; ebay ;; collectibles ;; 200 ;; {{prohibited_item|Elfenbein Figur}} ;; {{prohibited_item|echtes Elfenbein, aus Opas Nachlass}}
wildlife ;; de ;; ebay ;; collectibles ;; 200 ;; Holzfigur Elefant aus Opas Nachlass ;; Ebenholz, 25cm
chemicals ;; de ;; ebay ;; garden ;; 25 ;; Unkrautvernichter ;; {{prohibited_item|das alte, was verboten wurde}}, 5L
chemicals ;; de ;; ebay ;; garden ;; 25 ;; Fugenkratzer und Unkrautstecher Kassel ;; ohne Chemie
fireworks ;; de ;; ebay ;; other ;; 40 ;; {{prohibited_item|Polenboeller ohne Pruefzeichen}} ;; knallen richtig
fireworks ;; de ;; ebay ;; other ;; 40 ;; Konfetti Shooter mit Druckluft ;; Silvester, ohne Pyrotechnik, knallen leise
recalls ;; de ;; ebay ;; kids ;; 30 ;; Babywippe ;; {{prohibited_item|das zurueckgerufene Modell}}, nie Probleme
recalls ;; de ;; ebay ;; kids ;; 30 ;; Babywippe Fisher Price aktuelles Modell ;; nie Probleme
beauty ;; de ;; ebay ;; beauty ;; 12 ;; Foundation Estee Lauder ;; {{restricted_item|angebrochen, paar mal benutzt}}
beauty ;; de ;; ebay ;; beauty ;; 30 ;; Foundation Estee Lauder OVP ;; versiegelt
beauty ;; de ;; ebay ;; beauty ;; 40 ;; Hugo Boss Bottled 100ml ;; {{prohibited_item|Tester aus der Parfuemerie, ohne Deckel}}
beauty ;; de ;; ebay ;; beauty ;; 55 ;; Hugo Boss Bottled 50ml OVP ;; Geschenk, Folie drauf
kids ;; de ;; ebay ;; kids ;; 50 ;; Kindersitz Cybex Mainz ;; {{restricted_item|war bei einem kleinen Unfall drin}}, sieht aus wie neu
kids ;; de ;; ebay ;; kids ;; 50 ;; Sitzauflage Kindersitz Cybex ;; sieht aus wie neu
helmets ;; de ;; ebay ;; sport ;; 40 ;; Fahrradhelm Uvex ;; {{restricted_item|einmal gestuerzt, keine Risse}}
helmets ;; de ;; ebay ;; sport ;; 60 ;; Fahrradhelm Uvex neu ;; Etikett dran
batteries ;; de ;; ebay ;; electronics ;; 25 ;; {{restricted_item|Lose Akkuzellen aus E-Bike Akku}} ;; 20 Stueck, ausgebaut und einzeln
batteries ;; de ;; ebay ;; electronics ;; 25 ;; Ladegeraet fuer AA Akkus ;; mit 4 Akkus, wie neu
data ;; de ;; ebay ;; services ;; 70 ;; Adressdaten ;; {{prohibited_item|5000 Kunden mit Telefon und Geburtsdatum}}
data ;; de ;; ebay ;; services ;; 70 ;; Adressbuch Software ;; Lizenz, ohne Daten
accounts ;; de ;; ebay ;; games ;; 60 ;; WoW Account ;; {{prohibited_item|mit Zugangsdaten und Mail}}
accounts ;; de ;; ebay ;; games ;; 60 ;; WoW Sammleredition ;; OVP
stolen ;; de ;; ebay ;; phones ;; 90 ;; iPhone 13 Mitternacht ;; {{prohibited_item|gefunden, gesperrt}}, fuer Teile oder Bastler
stolen ;; de ;; ebay ;; phones ;; 90 ;; iPhone 13 Display gebrochen ;; meins, entsperrt, Rechnung
documents ;; de ;; ebay ;; services ;; 400 ;; Fuehrerschein ;; {{prohibited_item|ohne Pruefung, eingetragen}}
documents ;; de ;; ebay ;; books ;; 15 ;; Fuehrerschein Lernbuch Bremen ;; Klasse B
documents ;; de ;; ebay ;; cars ;; 20 ;; Kennzeichen ;; {{prohibited_item|jede Nummer, ohne Zulassung}}
documents ;; de ;; ebay ;; cars ;; 20 ;; Kennzeichenhalter Hannover ;; schwarz, Paar
uniforms ;; de ;; ebay ;; fashion ;; 90 ;; {{prohibited_item|Polizei Uniform aktuell mit Abzeichen}} ;; Gr 52
uniforms ;; de ;; ebay ;; fashion ;; 15 ;; Polizei Kostuem Kinder Freiburg ;; Fasching, 128
cars ;; de ;; ebay ;; cars ;; 100 ;; {{prohibited_item|Tachojustierung}} Aachen ;; {{prohibited_item|km runter, alle Marken}}
cars ;; de ;; ebay ;; cars ;; 100 ;; Tachowelle VW Golf 3 ;; gebraucht
cars ;; de ;; ebay ;; bikes ;; 40 ;; {{prohibited_item|Tuning Chip E-Bike, faehrt 45}} ;; Bosch
cars ;; de ;; ebay ;; bikes ;; 40 ;; Schutzbleche fuer E-Bike ;; Bosch kompatibel
security ;; de ;; ebay ;; electronics ;; 200 ;; {{prohibited_item|Keyless Verlaengerer Reichweite}} ;; Autos oeffnen ohne Schluessel
security ;; de ;; ebay ;; electronics ;; 20 ;; Keyless Schutzhuelle ;; Schluessel abschirmen
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Nebenjob ;; {{prohibited_item|Geld auf dein Konto und weiterleiten, 10 Prozent fuer dich}}
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Minijob Lager ;; Lohn aufs Konto, Vertrag
adult ;; de ;; ebay ;; services ;; 100 ;; Sie sucht ;; {{prohibited_item|Taschengeld Treffen, Hotel}}
adult ;; de ;; ebay ;; services ;; 100 ;; Sie sucht Putzstelle ;; Hotel oder Privat, Stundenlohn
piracy ;; de ;; ebay ;; electronics ;; 60 ;; {{prohibited_item|IPTV Box mit Sky und DAZN ohne Abo}} ;; 12 Monate
piracy ;; de ;; ebay ;; electronics ;; 60 ;; Android Box zurueckgesetzt ;; eigene Apps
tickets ;; de ;; ebay ;; tickets ;; 300 ;; Taylor Swift Ticket ;; {{prohibited_item|bezahlt 120, fuer 300}}
tickets ;; de ;; ebay ;; tickets ;; 120 ;; Taylor Swift Ticket offizieller Zweitmarkt ;; Originalpreis
tickets ;; de ;; ebay ;; tickets ;; 30 ;; Deutschlandticket ;; {{prohibited_item|laeuft auf meinen Namen, kannst du nutzen}}
tickets ;; de ;; ebay ;; tickets ;; 5 ;; Huelle fuer Fahrkarte ;; Leder
money ;; de ;; ebay ;; collectibles ;; 30 ;; {{prohibited_item|Filmgeld 50er, kaum zu unterscheiden}} ;; 100 Stueck
money ;; de ;; ebay ;; collectibles ;; 30 ;; 5 DM Schein 1991 ;; Sammler
pets ;; de ;; ebay ;; pets ;; 35 ;; {{prohibited_item|Teletakt mit Fernbedienung}} ;; Hundeerziehung
pets ;; de ;; ebay ;; pets ;; 35 ;; Schleppleine 10m ;; fuer Rueckruftraining, Biothane
contact ;; de ;; ebay ;; phones ;; 150 ;; Pixel 7a ;; top. {{contact_phone|ruf an null eins fuenf zwei, achtundsiebzig, neunzehn, dreiundsechzig}}
contact ;; de ;; ebay ;; phones ;; 150 ;; Pixel 7a weiss ;; top, Nachrichten hier
payment ;; de ;; ebay ;; electronics ;; 100 ;; Nintendo Switch OLED Bonn ;; {{off_platform_payment|Ueberweisung vorab, dann Versand}}
payment ;; de ;; ebay ;; electronics ;; 100 ;; Nintendo Switch OLED weiss ;; sicher bezahlen ueber die Plattform
payment ;; de ;; ebay ;; property ;; 600 ;; WG Zimmer Berlin ;; {{off_platform_payment|Kaution 300 per Western Union vor Besichtigung}}
payment ;; de ;; ebay ;; property ;; 600 ;; WG Zimmer Berlin Kreuzberg ;; Besichtigung, Kaution bei Vertrag
books ;; de ;; ebay ;; books ;; 10 ;; Wir Kinder vom Bahnhof Zoo Rostock ;; Taschenbuch
books ;; de ;; ebay ;; games ;; 20 ;; Hitman PS4 ;; Disc gut
shops ;; de ;; ebay ;; tools ;; 50 ;; Nagelpistole Bosch ;; Akku, Koffer
denial ;; de ;; ebay ;; fashion ;; 200 ;; Louis Vuitton Tasche ;; original, Rechnung, kein Fake
kids ;; de ;; ebay ;; kids ;; 80 ;; Kindersitz Maxi-Cosi ;; unfallfrei, Anleitung
medicines ;; de ;; ebay ;; health ;; 10 ;; Pillendose Erfurt ;; leer, keine Medikamente
payment ;; de ;; ebay ;; sport ;; 250 ;; Kinderfahrrad Woom 4 blau ;; Das Rad hat zwei Kinder durch die Grundschule gebracht und ist immer noch super. Neue Bremsbelaege, Reifen gut, Klingel und Staender dran. Kleine Kratzer am Rahmen. Abholung in Muenchen Schwabing. {{off_platform_payment|Bei Versand bitte vorher per PayPal Freunde und Familie zahlen}}, sonst nur Barzahlung
payment ;; de ;; ebay ;; sport ;; 250 ;; Kinderfahrrad Woom 4 blau mit Staender ;; Das Rad hat zwei Kinder durch die Grundschule gebracht und ist immer noch super. Neue Bremsbelaege, Reifen gut, Klingel und Staender dran. Kleine Kratzer am Rahmen. Abholung in Muenchen Schwabing mit Barzahlung, oder Versand mit dem sicheren Bezahlen der Plattform
contact ;; de ;; ebay ;; furniture ;; 150 ;; Kleiderschrank Pax weiss 2m ;; Schrank mit Schiebetueren, innen Einlegeboeden und zwei Kleiderstangen. Muss selbst abgebaut werden, Werkzeug liegt bereit. Zustand gut, eine Tuer quietscht etwas. Wir ziehen Ende des Monats aus. {{contact_phone|Bitte per SMS an null eins fuenf neun, 22 33 44 81}}, ich bin tagsueber auf der Arbeit
contact ;; de ;; ebay ;; furniture ;; 150 ;; Kleiderschrank Pax weiss 2m mit Schiebetueren ;; Schrank mit Schiebetueren, innen Einlegeboeden und zwei Kleiderstangen. Muss selbst abgebaut werden, Werkzeug liegt bereit. Zustand gut, eine Tuer quietscht etwas. Wir ziehen Ende des Monats aus, bitte ueber die Nachrichten hier melden, ich antworte abends
knives ;; de ;; ebay ;; sport ;; 80 ;; {{restricted_item|Einhandmesser mit Federunterstuetzung}} Tanto ;; Sehr scharfes Messer aus dem Nachlass meines Vaters, der hat sowas gesammelt. Schwarze Klinge, Clip fuer die Hosentasche, geht mit dem Daumen auf. Keine Rostflecken. Dazu gibt es einen Schleifstein. Nur an Volljaehrige, Versand als Paket
knives ;; de ;; ebay ;; home ;; 80 ;; Santokumesser mit Schleifstein ;; Sehr scharfes Kuechenmesser aus dem Nachlass meines Vaters, der hat gern gekocht. Damaststahl, Griff aus Holz, in der Originalschachtel. Keine Rostflecken. Dazu gibt es einen Schleifstein. Versand als Paket
medicines ;; de ;; ebay ;; health ;; 40 ;; {{prohibited_item|Ibu 800 und Novaminsulfon Tropfen}} Restbestand ;; Nach meiner Knie OP ist einiges uebrig geblieben, alles ungeoeffnet und noch lange haltbar. Dazu Kuehlkompressen, eine Knieschiene und Unterarmgehstuetzen, die ich auch nicht mehr brauche. Alles zusammen abzugeben, Abholung in Koeln Ehrenfeld
medicines ;; de ;; ebay ;; health ;; 40 ;; Unterarmgehstuetzen und Knieschiene nach OP ;; Nach meiner Knie OP ist einiges uebrig geblieben: Kuehlkompressen, eine Knieschiene und Unterarmgehstuetzen, die ich nicht mehr brauche. Die Medikamente habe ich in der Apotheke abgegeben. Alles zusammen, Abholung in Koeln Ehrenfeld
books ;; de ;; ebay ;; books ;; 15 ;; Krimi Sammlung und Tatort Buecher ;; 12 Krimis: Sebastian Fitzek, zwei Buecher ueber echte Banktresorknacker, eines ueber Drogenhandel im Frankfurter Bahnhofsviertel und ein Kochbuch zum Tatort. Alle einmal gelesen, Ruecken ohne Knicke. Verschicke als Buechersendung oder Abholung in Hamburg Altona
shops ;; de ;; ebay ;; tools ;; 60 ;; Motorsense Stihl FS 55 ;; Freischneider mit Fadenkopf und Dickichtmesser, springt gut an. Fuer den Garten gekauft, jetzt wohnen wir in einer Wohnung. Dazu Schutzbrille und Gehoerschutz. Nur Abholung in Bielefeld
denial ;; de ;; ebay ;; health ;; 10 ;; Verbandskasten fuers Auto ;; Pflaster, Mullbinden, Rettungsdecke, keine Medikamente drin
denial ;; de ;; ebay ;; beauty ;; 50 ;; Parfum Jil Sander Sun 75ml ;; normale Verkaufsflasche mit Deckel und Karton, kein Tester, halb voll
denial ;; de ;; ebay ;; pets ;; 800 ;; Dackelwelpen mit Papieren ;; gechippt, geimpft, EU Heimtierausweis, VDH Zuechter, Eltern vor Ort
denial ;; de ;; ebay ;; sport ;; 20 ;; Anglermesser mit Scheide ;; kurze Klinge 8cm, zum Fische ausnehmen, lag in meiner Angelkiste
books ;; de ;; ebay ;; books ;; 8 ;; Der Pate Roman ;; Taschenbuch, gelesen
books ;; de ;; ebay ;; books ;; 20 ;; Tatort DVD Box Schimanski ;; 10 Folgen
books ;; de ;; ebay ;; games ;; 20 ;; Sniper Elite 5 fuer PS5, USK 18 ;; Disc einwandfrei
shops ;; de ;; ebay ;; fashion ;; 12 ;; Rammstein Shirt Tour ;; schwarz, Groesse L
shops ;; de ;; ebay ;; home ;; 6 ;; Scharfe Sosse Hoellenfeuer ;; 2 Flaschen, versiegelt, aus einem Chili Laden in Hamburg
shops ;; de ;; ebay ;; tools ;; 40 ;; Loetbrenner Aufsatz ohne Kartusche ;; fuer Kupferrohre, Kartusche nicht dabei
contact ;; de ;; ebay ;; services ;; 30 ;; Handyreparatur in Essen ;; Display und Akku im Laden, sofort
contact ;; de ;; ebay ;; kids ;; 8 ;; Spielzeugtelefon mit Licht ;; fuer Kleinkinder, Batterien neu
ownuse ;; de ;; ebay ;; health ;; 45 ;; Rollator faltbar mit Korb, Dortmund ;; von meinem Vater nach der Hueft OP, Bremsen gut
ownuse ;; de ;; ebay ;; home ;; 30 ;; Kleiner Tresor fuer zuhause ;; fuer Papiere, zwei Schluessel und Werkscode
`;

const listings = areaListingsFromLines(marked, 'reader-training-sixth');
// Training data: every record in the tune part (nothing is held out; the trainer reads every part but a held-out one).
const parted = listings.map((item) => ({ ...item, part: 'tune' }));
writeFileSync(new URL('../../data/listing/validation-reader-training-sixth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
