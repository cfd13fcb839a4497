import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-eighth.json: a twenty-eighth labelled set for issue 19, written by hand on
 * 2026-11-30 by a writer who changes no rule (stop 48, task 48w), as the session's final unseen measure (its holdout part).
 * Its writer read no rule code, lexicon or brand table, no README rules table and no earlier set's records — only the
 * twenty-seventh listing writer's header (its first 110 lines) and its last lines, the line parser (`areaListingsFromLines`),
 * `balancedSplit`, the scorer (evasion-quality.ts), the contract's flag codes and profiles, and issue 19.
 * 460 listings (one listing weighs about 0.43 point of a part): PT 90, ES 90, FR 90, EN 90, IT 50, DE 50; 230 clean (50 %:
 * every problem has its clean twin, so the clean share sits at a half rather than the asked 45 %), 230 with one problem
 * each (230 labels: prohibited item 125, restricted item 33, phone 27, off-site payment 24, e-mail 10, social handle 7,
 * link 4; by kind item 158, contact and payment moved off the site 72 — about a third). Profiles: olx-pt (PT, a few
 * vinted), wallapop (ES), vinted and generic (FR), ebay (EN, DE), generic (IT).
 * Areas (28, a general marketplace's categories): phones, computers, fashion, shoes, home, furniture, kids, toys, books,
 * sport, bikes, cars, tools, garden, beauty, watches, cameras, audio, instruments, pets, collectibles, tickets, services,
 * jobs, property, health, adult, data; every area has problems and clean twins, most in four to six languages.
 * Written as sellers write on the big second-hand sites of each country: short titles and longer descriptions, missing
 * accents, abbreviations, emoji, prices and sizes, shipping and hand-over talk, in each language's own habits.
 * Contact moved off the site, in every evasion kind issue 19 lists: numbers in words with tens (and mixed with digit
 * groups), spaced, dashed, dotted and slashed digits, national and international forms (with "+" and with "00"),
 * look-alike letters for digits (Latin and Cyrillic), full-width, circled and keycap-emoji digits, zero-width characters
 * between digits; e-mails with the local words for "at" and "dot", in brackets and parentheses; chat links to a number and
 * a QR code pointing to a chat; handles on the usual photo, chat and video networks; payment apps and methods by name in
 * each country (instant-payment apps, friends-and-family transfers, prepaid vouchers and top-up cards, transfers before
 * shipping). Items, in ordinary words and often by purpose or means only: counterfeits said every way (named as copies,
 * by quality grade, by likeness to the original, by denial of originality, with papers that pass), bladed, disguised and throwing weapons,
 * air and gas guns, crossbows, defence sprays, prescription and diet medicines, animals without identification or taken
 * from the wild, home-made spirits, hazardous and banned garden chemicals, emission and odometer cheats, derestricted
 * e-bikes and scooters, keyless-theft tools, adult services and worn underwear, personal data, lists and tracing,
 * accounts sold with their login, pirated TV, resold licence keys, found or unexplained goods, current uniforms and
 * forged papers, testers and not-for-resale samples, opened cosmetics, second-hand child seats and helmets after a knock,
 * loose lithium cells, and services that deceive (work submitted as one's own, exams sat for another, paid reviews, bank
 * accounts lent, a registered address without living there).
 * Clean twins, one per problem, in similar words and the same language: the same object for an innocent use, new and
 * sealed, with proof of purchase, or an accessory or costume of the same kind, or the same contact idea kept on the site
 * (the site's chat, payment and shipping, cash at collection, the seller's other listings).
 * Label policy (a careful moderator of a general European marketplace), as the twenty-seventh's: contact, links and payment
 * moved off the site are labelled where they are asked for; the site's own payment and shipping, cash at a hand-over and
 * "message me here" are clean. Prohibited: counterfeits and the means to pass them off, switchblades, butterfly knives,
 * knuckle-dusters, throwing stars and zombie knives, prescription and diet medicines, animals without the identification
 * the law asks or taken from the wild, banned pesticides, emission, odometer and speed cheats, theft tools, sexual services
 * and worn underwear, personal data, accounts with credentials, pirated TV, resold licence keys, goods found or of
 * unexplained origin, current uniforms, forged or bought papers, testers and not-for-resale samples, and deceiving services.
 * Restricted: fixed-blade hunting knives, air rifles above the free limit and gas replicas, crossbows with hunting points,
 * defence sprays, home-made spirits, opened cosmetics, second-hand child seats and helmets after a knock, and loose
 * lithium cells (the scorer meets either item code).
 * Borderline decisions, stated: a chat link to a number and a QR code pointing to a chat are labelled links (external_link);
 * a number given "for WhatsApp" is labelled the phone; a payment app named only as the way to pay is labelled payment, and so
 * is a transfer asked before shipping; a found device locked to its owner's account is prohibited (not the seller's), while
 * the same device reset with proof of purchase is clean; goods said to come from a work site with no questions, or with
 * the owner's marking removed, are prohibited as of unexplained origin; a second-hand child seat or helmet is restricted
 * only where a knock or a missing approval is said (a sealed one is clean); an opened cosmetic is restricted, a sealed one
 * clean; young animals without identification are prohibited, their gear clean; home-made spirits restricted, their
 * glasses clean; ticket resale paid off the site is labelled payment only (no item label), resale through an official
 * exchange clean; an address lent for registration without living there is prohibited as a deceiving service.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-seventh set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 230 (115 clean, 115 problems: item 79, phone 13, payment 12,
 * email 5, social 4, link 2), holdout 230 (115 clean, 115 problems: item 79, phone 14, payment 12, email 5, social 3, link
 * 2); every language and all 28 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` and compared
 * each of this set's titles and descriptions, case- and accent-folded, exactly and by any shared 40-character window
 * (printing only this set's strings): 101 of 920 fields collided (91 plain titles exactly, 10 descriptions by a window,
 * one of them a number written in words); every one was rewritten in this writer's words, and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-eighth-listing-set.ts`.
 * First run (2026-11-30, rules as on 6bf046a8, no rule changed, a scratch script calling `evasionQuality` on this file only
 * and printing only the summaries, `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-48w.ts run`):
 * tune part recall 0.89 (102 of 115 labels; by kind item 66/79, phone 13/13, payment 12/12, email 5/5, social 4/4, link
 * 2/2), clean listings flagged 0.00 (0 of 115), wrongful rejects 0.00; holdout part recall 0.88 (101 of 115 labels; by
 * kind item 65/79, phone 14/14, payment 12/12, email 5/5, social 3/3, link 2/2), clean listings flagged 0.01 (1 of 115),
 * wrongful rejects 0.00.
 */
const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 320 ;; Iphone 12 64gb preto bateria 86% ;; Vendo por ter trocado de telemovel, sempre com capa e pelicula. Para mais rapido liga {{contact_phone|nove três seis, quatrocentos e dezoito, duzentos e setenta e cinco}} que aqui no olx quase nao venho.
phones ;; pt ;; olx-pt ;; phones ;; 310 ;; iPhone 12 64 GB branco, bateria 88 ;; Sempre com capa e película, sem riscos. Respondo a todas as mensagens aqui pelo chat do OLX, envio com a entrega OLX.
computers ;; pt ;; olx-pt ;; computers ;; 450 ;; Portátil Lenovo Thinkpad T480 i5 16gb como novo ;; Ssd 512, teclado PT, carregador original. Duvidas manda mail para {{contact_email|ruifonseca82 arroba sapo ponto pt}}
computers ;; pt ;; olx-pt ;; computers ;; 430 ;; Thinkpad T480 i5 8gb ssd 256 ;; Teclado português, carregador incluído. Mando mais fotos ou o relatório da bateria por mensagem aqui no OLX.
fashion ;; pt ;; vinted ;; fashion ;; 45 ;; Casaco ganga Levis tamanho M ;; Usado poucas vezes. Pagamento por {{off_platform_payment|MB WAY}} e envio por CTT, fica mais barato do que pela app 😉
fashion ;; pt ;; vinted ;; fashion ;; 40 ;; Blusão de ganga Levi's S ;; Pouco uso, sem defeitos. Compra pela Vinted com envio protegido, despacho no dia seguinte.
shoes ;; pt ;; vinted ;; shoes ;; 60 ;; Sapatilhas Nike Air Force 1 n42 ;; {{prohibited_item|Réplica 1:1}} qualidade top, vêm com caixa e etiquetas iguais às da loja, ninguém nota a diferença.
shoes ;; pt ;; vinted ;; shoes ;; 55 ;; Nike Air Force 1 brancas nº 42 ;; Compradas na Sport Zone, tenho o talão. Sola com algum uso, lavadas à mão.
sport ;; pt ;; olx-pt ;; sport ;; 80 ;; Faca de mato lamina 25cm ;; {{restricted_item|Faca de caça com lâmina de 25 cm}}, bainha em couro, serve para montaria. Não envio, só em mão.
home ;; pt ;; olx-pt ;; home ;; 25 ;; Conjunto facas de cozinha com cepo pouco uso ;; 6 facas e afiador, cepo em madeira, usadas pouco tempo. Entrego em Braga.
kids ;; pt ;; olx-pt ;; kids ;; 40 ;; Cadeira auto bebé grupo 0+ impecável ;; {{restricted_item|Cadeira auto usada, já teve um pequeno acidente}} mas não se nota nada, cintos em bom estado.
kids ;; pt ;; olx-pt ;; kids ;; 35 ;; Cadeira auto grupo 0+ nova na caixa ;; Nova, caixa selada, recebemos duas iguais no chá de bebé. Com fatura.
beauty ;; pt ;; vinted ;; beauty ;; 35 ;; Perfume Dior Sauvage 100ml ;; {{prohibited_item|Tester}} sem tampa, cheio, igual ao da loja mas mais barato.
beauty ;; pt ;; vinted ;; beauty ;; 60 ;; Dior Sauvage EDT 100 ml com caixa ;; Oferta de anos, usado 3 ou 4 vezes, com caixa e tampa. Tenho a fatura da perfumaria.
beauty ;; pt ;; vinted ;; beauty ;; 8 ;; Base Estee Lauder Double Wear 1W2 em bom estado ;; {{restricted_item|Aberta e usada duas vezes}}, não era o meu tom. Resta quase o frasco todo.
beauty ;; pt ;; vinted ;; beauty ;; 20 ;; Base Double Wear tom 1W2 selada ;; Comprei o tom errado, ainda com o selo de origem e a caixa.
pets ;; pt ;; olx-pt ;; pets ;; 150 ;; Cachorros Yorkshire lindos ;; {{prohibited_item|Cachorros com 6 semanas, sem chip nem vacinas}}, pais à vista. Entrego em mão em Setúbal.
pets ;; pt ;; olx-pt ;; pets ;; 20 ;; Cama e transportadora para Yorkshire ;; Cama acolchoada e transportadora até 8 kg, usadas duas viagens.
tools ;; pt ;; olx-pt ;; tools ;; 15 ;; Baterias 18650 lote ;; {{restricted_item|Dez pilhas de lítio 18650 avulsas}}, tiradas de um pack velho, mando num envelope almofadado pelos CTT.
tools ;; pt ;; olx-pt ;; tools ;; 60 ;; Aparafusadora 18V com bateria e carregador ;; Bateria montada na máquina, tudo a funcionar, levantar em Aveiro.
cars ;; pt ;; olx-pt ;; cars ;; 250 ;; Centralina Golf VI 2.0 TDI ;; {{prohibited_item|Reprogramada sem FAP e EGR}}, passa na inspeção na boa, é só ligar.
cars ;; pt ;; olx-pt ;; cars ;; 220 ;; Filtro de particulas Golf VI 2.0 TDI ;; Original, limpo numa oficina, com fatura. Serve Golf, Passat e A3.
home ;; pt ;; olx-pt ;; home ;; 30 ;; Garrafão 5L medronho ;; {{restricted_item|Aguardente caseira de medronho}}, 5 litros, feita por nós na serra, muito boa.
home ;; pt ;; olx-pt ;; home ;; 18 ;; Alambique decorativo em cobre ;; Pequeno, 2 litros, para enfeitar a cozinha ou o bar. Nunca foi ao lume.
services ;; pt ;; olx-pt ;; services ;; 50 ;; Faço trabalhos e teses ;; {{prohibited_item|Faço o teu trabalho final ou tese por ti}}, entregas como se fosse teu e o orientador não percebe.
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de matemática 9º ano, Porto ;; Professora com experiência, preparação para o exame nacional, presencial em Coimbra ou online.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Farda GNR completa ;; {{prohibited_item|Farda da GNR atual com divisas e emblemas}}, tamanho L, como nova.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Fato de policia carnaval criança ;; Tamanho 8 anos, com boné e crachá de plástico. Usado uma vez.
phones ;; pt ;; olx-pt ;; phones ;; 90 ;; Samsung Galaxy S21 para peças ;; {{prohibited_item|Bloqueado na conta Google, encontrei-o}} e ninguém o reclamou, dá para peças ou desbloquear.
phones ;; pt ;; olx-pt ;; phones ;; 210 ;; Samsung Galaxy S21 128gb desbloqueado ;; Reposto de fábrica, conta Google removida. Com caixa e fatura da loja.
furniture ;; pt ;; olx-pt ;; furniture ;; 120 ;; Sofá 3 lugares cinzento, Lisboa ;; Bom estado, sem rasgos. Para ver mais fotos sigam {{social_handle|@casa.da.marta.usados}} no insta, lá tenho tudo.
furniture ;; pt ;; olx-pt ;; furniture ;; 110 ;; Sofá cinza três lugares ;; Sem rasgos nem manchas, 2 m de largura. Tenho mais móveis nos meus outros anúncios aqui no OLX.
toys ;; pt ;; olx-pt ;; toys ;; 35 ;; Lego Star Wars 75257 completo ;; Com manual, sem caixa. Contacto {{contact_phone|9l7 O52 3I8}}, só SMS.
toys ;; pt ;; olx-pt ;; toys ;; 35 ;; Lego Star Wars Millennium Falcon 75257, Braga ;; Completo com manual, sem caixa. Mensagens aqui pelo OLX, respondo à noite.
books ;; pt ;; olx-pt ;; books ;; 5 ;; Livros escolares 7º ano como novo ;; Português e Matemática, sem escritos. Falem para o {{contact_phone|９３５ ２７１ ４０６}}
books ;; pt ;; olx-pt ;; books ;; 5 ;; Manuais escolares 8º ano ;; Português, Matemática e Inglês, sem nada escrito. Entrego em mão em Leiria.
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; Coluna JBL Charge 4 pouco uso ;; Funciona perfeitamente. Falamos no whats {{contact_phone|+351 962 804 517}}
audio ;; pt ;; olx-pt ;; audio ;; 65 ;; JBL Charge 4 azul ;; Bateria dura um dia inteiro, com cabo. Envio pela entrega OLX, pagamento seguro na plataforma.
bikes ;; pt ;; olx-pt ;; bikes ;; 280 ;; Bicicleta BTT roda 29 impecável ;; Quadro M, travões hidráulicos. Para negociar {{external_link|wa.me/351913370284}}
bikes ;; pt ;; olx-pt ;; bikes ;; 260 ;; BTT 29 quadro M travões hidraulicos ;; Mudanças afinadas, pneus novos. Pode experimentar antes, em Viseu.
watches ;; pt ;; olx-pt ;; watches ;; 900 ;; Relógio Rolex Submariner em bom estado ;; {{prohibited_item|Não é original, é AAA suíço}}, pesa igual, tem caixa e papéis.
watches ;; pt ;; olx-pt ;; watches ;; 45 ;; Relógio de mergulho automático estilo clássico ;; Marca Seiko 5, automático, bracelete em aço, funciona bem.
cameras ;; pt ;; olx-pt ;; cameras ;; 380 ;; Canon EOS 80D corpo ;; 18 mil disparos. Digitaliza o {{external_link|QR code da última foto}} para falarmos por lá.
cameras ;; pt ;; olx-pt ;; cameras ;; 370 ;; Canon 80D só corpo 18k disparos ;; Com duas baterias e carregador. Na última foto está a contagem de disparos.
garden ;; pt ;; olx-pt ;; garden ;; 20 ;; Herbicida forte ;; {{prohibited_item|Paraquat}} que ainda tinha cá em casa, garrafão de 1 litro, mata tudo.
garden ;; pt ;; olx-pt ;; garden ;; 12 ;; Pulverizador de jardim 5 litros ;; Com alça e lança, só usado com água e sabão para os pulgões.
kids ;; pt ;; olx-pt ;; kids ;; 30 ;; Capacete bicicleta criança ;; {{restricted_item|Capacete usado, levou uma queda}} mas está inteiro, tamanho S.
kids ;; pt ;; olx-pt ;; kids ;; 12 ;; Joelheiras e cotoveleiras criança ;; Tamanho S, usadas poucas vezes com os patins.
beauty ;; pt ;; olx-pt ;; beauty ;; 10 ;; Amostras perfume ;; {{prohibited_item|Amostras de perfume que não podem ser vendidas}}, 20 frasquinhos de marcas conhecidas.
beauty ;; pt ;; olx-pt ;; beauty ;; 10 ;; Frascos vazios de perfume para coleção ;; 20 frascos vazios de várias marcas, bons para decoração.
health ;; pt ;; olx-pt ;; health ;; 120 ;; Canetas para emagrecer ;; {{prohibited_item|Ozempic}} 1 mg, sobrou do tratamento, guardado no frigorífico.
health ;; pt ;; olx-pt ;; health ;; 25 ;; Balança digital de casa de banho ;; Mede peso e massa gorda, com pilhas, liga ao telemóvel.
tickets ;; pt ;; olx-pt ;; tickets ;; 180 ;; 2 bilhetes NOS Alive dia 1 ;; Pagam por {{off_platform_payment|transferência antes}} e envio os PDF por email logo a seguir.
tickets ;; pt ;; olx-pt ;; tickets ;; 150 ;; Bilhetes NOS Alive dia 2 ;; Dois bilhetes ao preço de custo, troca de nome pela plataforma oficial de revenda.
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Ganhe 300€ por semana ;; {{prohibited_item|Empresta a tua conta bancária para receber pagamentos}} e ficas com 10%, sem sair de casa.
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Precisa-se empregada de mesa fins de semana ;; Restaurante em Matosinhos, contrato e seguro. Enviar CV pelo chat do anúncio.
property ;; pt ;; olx-pt ;; property ;; 350 ;; Quarto em Lisboa para estudante ;; {{prohibited_item|Só morada para o cartão de cidadão e atestado}}, não precisas de morar cá, pagas e tratamos.
property ;; pt ;; olx-pt ;; property ;; 350 ;; Quarto em Lisboa para estudante com contrato ;; Despesas incluídas, contrato de arrendamento e recibos, perto do metro.
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Mala Louis Vuitton Neverfull, Porto ;; {{prohibited_item|Inspirada na original}}, com o padrão todo e o cadeado, super parecida.
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Mala shopper castanha tipo tote ;; Sem marca, grande, cabe o portátil. Envio pela Vinted.
computers ;; pt ;; olx-pt ;; computers ;; 15 ;; Office 365 vitalício ;; {{prohibited_item|Chave Office vitalícia, envio logo}} por email, ativa em qualquer pc.
computers ;; pt ;; olx-pt ;; computers ;; 60 ;; Office casa e estudantes 2021 caixa selada ;; Cartão com a chave dentro, nunca ativado, comprado na Fnac.
toys ;; pt ;; olx-pt ;; toys ;; 50 ;; Conta Fortnite com skins raras, Lisboa ;; {{prohibited_item|Vendo a conta com email e password}}, mais de 200 skins.
toys ;; pt ;; olx-pt ;; toys ;; 20 ;; Jogo Fortnite edição física PS4 ;; Código já usado mas o disco dá para jogar, com caixa.
pets ;; pt ;; olx-pt ;; pets ;; 60 ;; Papagaio cinzento africano ;; {{prohibited_item|Papagaio sem anilha nem papéis}}, muito manso, já fala algumas palavras.
pets ;; pt ;; olx-pt ;; pets ;; 45 ;; Gaiola grande para papagaio, Braga ;; Com poleiros e comedouros, 1,5 m de altura, desmonta para transporte.
instruments ;; pt ;; olx-pt ;; instruments ;; 180 ;; Guitarra eletrica com amp ;; Cordas novas. Pagamento por {{off_platform_payment|PayPal amigos}} e envio por transportadora, sem stress.
instruments ;; pt ;; olx-pt ;; instruments ;; 170 ;; Guitarra elétrica com amplificador 15W ;; Cordas novas, cabo incluído, pode vir experimentar a Almada. Pagamento em mão.
phones ;; pt ;; olx-pt ;; phones ;; 140 ;; Xiaomi Redmi Note 12 como novo ;; Como novo. Telef. {{contact_phone|9 1 4 - 2 7 3 - 6 0 8}} depois das 18h.
phones ;; pt ;; olx-pt ;; phones ;; 130 ;; Redmi Note 12 128gb azul ;; Como novo, com capa. Respondo depois das 18h pelo chat.
home ;; pt ;; olx-pt ;; home ;; 30 ;; Conjunto panelas inox ;; 5 panelas com tampas. Contactar {{contact_phone|⑨②⑥ ③⑧① ⓪④⑦}}
home ;; pt ;; olx-pt ;; home ;; 30 ;; Trem de cozinha inox 5 peças ;; Com tampas de vidro, serve para indução. Entrega em mão em Faro ou envio pelo OLX.
sport ;; pt ;; olx-pt ;; sport ;; 90 ;; Carabina de pressão de ar 5,5 ;; {{restricted_item|Carabina de ar comprimido 5,5 mm}}, com mira e chumbos. Só em mão.
sport ;; pt ;; olx-pt ;; sport ;; 25 ;; Alvo de tiro com arco em espuma ;; 60x60 cm, para arco recurvo de iniciação, algumas marcas de uso.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Carta de condução nova ;; {{prohibited_item|Tiramos a carta sem exame}}, contactos cá dentro no IMT, tudo legal.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Aulas de código e condução ;; Escola de condução em Barcelos, pacote código mais 32 aulas práticas.
cars ;; pt ;; olx-pt ;; cars ;; 15 ;; Pneus 205/55 R16 ;; Dois pneus com 5 mm. Mais info envia email para {{contact_email|pneus.tavares(a)gmail.com}}
cars ;; pt ;; olx-pt ;; cars ;; 60 ;; Dois pneus 205 55 16 com 5mm ;; Michelin, sem cortes. Montagem possível na oficina em Valongo.
tools ;; pt ;; olx-pt ;; tools ;; 45 ;; Rebarbadora Makita pouco uso ;; {{prohibited_item|Sem fatura, veio de uma obra}}, não faço perguntas e tu também não.
tools ;; pt ;; olx-pt ;; tools ;; 45 ;; Rebarbadora Makita 125 mm impecável ;; Com disco e chave, fatura da Leroy, pouco uso.
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Trabalho em casa, 50€ por dia ;; {{prohibited_item|Escreve avaliações de 5 estrelas no Google}} para restaurantes que nunca visitaste, pago por cada uma.
jobs ;; pt ;; olx-pt ;; jobs ;; 0 ;; Recepcionista part-time para hotel ;; Turno da manhã, inglês fluente, contrato a termo. Candidaturas pelo chat.
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livros Harry Potter ;; Coleção completa. Pagas por {{off_platform_payment|MBWay para o 912}} e envio logo.
books ;; pt ;; olx-pt ;; books ;; 35 ;; Coleção Harry Potter 7 livros em bom estado ;; Edição portuguesa, lombadas gastas mas tudo legível. Mando com a entrega OLX, pagas lá dentro.
adult ;; pt ;; olx-pt ;; fashion ;; 25 ;; Cuecas usadas por mim ;; {{prohibited_item|Uso dois dias antes de enviar}}, à tua escolha, envio discreto.
adult ;; pt ;; olx-pt ;; fashion ;; 12 ;; Conjunto lingerie novo com etiqueta, Porto ;; Tamanho M, nunca usado, comprado na Women'secret.
data ;; pt ;; olx-pt ;; services ;; 100 ;; Base de dados de clientes ;; {{prohibited_item|Lista com 20 mil emails e telemóveis de particulares}} de Lisboa, ótima para campanhas.
data ;; pt ;; olx-pt ;; services ;; 40 ;; Criação de newsletter para o seu negócio ;; Faço o design e configuro a lista de subscritores que já tem, com consentimento.
watches ;; pt ;; olx-pt ;; watches ;; 150 ;; Apple Watch SE 40mm, Lisboa ;; Com bracelete extra. Quem quiser liga para o {{contact_phone|00351 91.86.47.205}} que respondo mais depressa.
watches ;; pt ;; olx-pt ;; watches ;; 140 ;; Apple Watch SE 40 mm com bracelete extra ;; Bateria a 91%, sempre com película. Respondo depressa às mensagens do OLX.
phones ;; es ;; wallapop ;; phones ;; 380 ;; iPhone 13 128gb azul como nuevo ;; Perfecto estado, bateria 89%. Mejor por whatsapp al {{contact_phone|seis cuatro siete, treinta y dos, noventa y uno, cero ocho}} que wallapop no me avisa.
phones ;; es ;; wallapop ;; phones ;; 370 ;; iPhone 13 128 GB azul bateria 90 ;; Sin un rasguño, lleva funda desde el primer día. Pregunta lo que quieras en el chat y te lo mando por la app.
computers ;; es ;; wallapop ;; computers ;; 520 ;; MacBook Air M1 8gb 256 ;; Como nuevo, ciclos 112. Pago por {{off_platform_payment|Bizum}} y te lo mando por Seur, nos ahorramos la comisión.
computers ;; es ;; wallapop ;; computers ;; 510 ;; MacBook Air M1 gris espacial ;; 112 ciclos, con cargador y caja. Envío protegido por Wallapop o en mano en Valencia.
fashion ;; es ;; wallapop ;; fashion ;; 35 ;; Chaqueta The North Face Nuptse ;; {{prohibited_item|Calidad 1:1, no original}}, viene con bolsa y etiquetas, talla M.
fashion ;; es ;; wallapop ;; fashion ;; 120 ;; Chaqueta The North Face Nuptse negra M ;; Comprada en El Corte Inglés, tengo el ticket. Usada un invierno.
shoes ;; es ;; wallapop ;; shoes ;; 40 ;; Zapatillas Adidas Samba 40 poco uso ;; {{prohibited_item|Son imitación pero de las buenas}}, con caja, nadie lo nota.
shoes ;; es ;; wallapop ;; shoes ;; 55 ;; Adidas Samba OG blancas talla 40 ;; Originales, compradas en Foot Locker, puestas tres veces.
sport ;; es ;; wallapop ;; sport ;; 60 ;; Navaja automática buen estado ;; {{prohibited_item|Navaja de apertura automática con botón}}, hoja de 11 cm, muy buena.
sport ;; es ;; wallapop ;; sport ;; 20 ;; Navaja multiusos de camping ;; Con sacacorchos, abrelatas y tijeras, hoja pequeña, en su funda.
sport ;; es ;; wallapop ;; sport ;; 15 ;; Spray de pimienta, Madrid ;; {{restricted_item|Spray de defensa pimienta 40 ml}}, sin abrir, caducidad 2027.
sport ;; es ;; wallapop ;; sport ;; 15 ;; Silbato y linterna de emergencia, Valencia ;; Para senderismo, linterna con pilas incluidas y silbato de rescate.
kids ;; es ;; wallapop ;; kids ;; 50 ;; Silla coche bebé Isofix ;; {{restricted_item|Silla de coche de segunda mano sin etiqueta de homologación}}, le falta el reductor pero va bien.
kids ;; es ;; wallapop ;; kids ;; 30 ;; Funda para silla de coche bebé ;; Funda de verano de algodón, universal, lavada y como nueva.
beauty ;; es ;; wallapop ;; beauty ;; 40 ;; Perfume Carolina Herrera Good Girl ;; {{prohibited_item|Es un probador}}, 80 ml, viene sin caja, pone que no es para la venta.
beauty ;; es ;; wallapop ;; beauty ;; 65 ;; Good Girl Carolina Herrera 80 ml ;; Lo usé dos veces, con caja y tapón, me lo regalaron repetido.
beauty ;; es ;; wallapop ;; beauty ;; 6 ;; Labial Mac Ruby Woo ;; {{restricted_item|Usado un par de veces}}, lo he limpiado con alcohol, queda mucho.
beauty ;; es ;; wallapop ;; beauty ;; 15 ;; Labial Mac Ruby Woo sin estrenar ;; Precintado con su caja, me equivoqué de tono.
pets ;; es ;; wallapop ;; pets ;; 300 ;; Cachorros bulldog francés impecable ;; {{prohibited_item|Cachorros sin pedigree ni microchip, vienen de Hungría}}, entrega en un parking de Getafe.
pets ;; es ;; wallapop ;; pets ;; 25 ;; Arnés y correa bulldog francés ;; Talla M, arnés acolchado, usado poco porque creció.
tools ;; es ;; wallapop ;; tools ;; 12 ;; Pilas de litio 21700 como nuevo ;; {{restricted_item|Baterías de litio 21700 sueltas, 8 unidades}}, sacadas de un patinete, envío por correos ordinario.
tools ;; es ;; wallapop ;; tools ;; 40 ;; Cargador de baterías 21700 y 18650 ;; Cargador de 4 ranuras con pantalla, no incluye pilas.
cars ;; es ;; wallapop ;; cars ;; 90 ;; Emulador AdBlue universal ;; {{prohibited_item|Anula el AdBlue y quita el testigo}}, para camiones y furgonetas, te lo instalo.
cars ;; es ;; wallapop ;; cars ;; 20 ;; Garrafa AdBlue 10 litros ;; Sin abrir, me sobró al vender la furgoneta.
home ;; es ;; wallapop ;; home ;; 25 ;; Orujo de hierbas casero poco uso ;; {{restricted_item|Orujo casero de alambique}}, botellas de 1 litro, del pueblo.
home ;; es ;; wallapop ;; home ;; 15 ;; Juego de vasos de chupito gallegos ;; 6 vasitos de cerámica con dibujos, regalo de boda.
services ;; es ;; wallapop ;; services ;; 100 ;; Hago exámenes online por ti ;; {{prohibited_item|Me conecto con tu usuario y hago el examen de la UNED}}, aprobado asegurado.
services ;; es ;; wallapop ;; services ;; 15 ;; Clases particulares de inglés buen estado ;; Profesora nativa, preparación de B2 y C1, online o en Zaragoza.
collectibles ;; es ;; wallapop ;; collectibles ;; 80 ;; Uniforme Guardia Civil ;; {{prohibited_item|Uniforme reglamentario actual con emblemas}}, talla 52, completo.
collectibles ;; es ;; wallapop ;; collectibles ;; 20 ;; Disfraz de guardia civil adulto ;; Para carnaval, con tricornio de plástico, talla única.
phones ;; es ;; wallapop ;; phones ;; 80 ;; Xiaomi 12 bloqueado ;; {{prohibited_item|Me lo encontré en el bus}}, bloqueado con cuenta, para piezas.
phones ;; es ;; wallapop ;; phones ;; 180 ;; Xiaomi 12 256gb liberado ;; Libre de cuentas, restablecido, con factura de MediaMarkt.
furniture ;; es ;; wallapop ;; furniture ;; 90 ;; Mesa de comedor extensible, Madrid ;; De roble, 6 sillas aparte. Más fotos en mi {{social_handle|insta @muebles_de_lola}}
furniture ;; es ;; wallapop ;; furniture ;; 90 ;; Mesa de comedor extensible de roble ;; 160 cm que se abre a 200, sillas en otro anuncio de mi perfil.
toys ;; es ;; wallapop ;; toys ;; 30 ;; Casa de muñecas de madera ;; Con muebles. Llámame al {{contact_phone|6O9 21 4З 87}}
toys ;; es ;; wallapop ;; toys ;; 30 ;; Casa de muñecas de madera con muebles ;; Tres pisos, con lucecitas. Hablamos por el chat, recogida en Burgos.
books ;; es ;; wallapop ;; books ;; 10 ;; Pack novelas Ken Follett ;; Cinco libros. Escribe a {{contact_email|lecturas.pepa arroba hotmail punto es}}
books ;; es ;; wallapop ;; books ;; 10 ;; Pack de novelas de Ken Follett ;; Los pilares de la tierra y cuatro más, tapa blanda. Envío por Wallapop.
audio ;; es ;; wallapop ;; audio ;; 150 ;; Auriculares Sony WH-1000XM4, Valencia ;; Con estuche. Whatsapp {{contact_phone|+34 611 48 27 39}}
audio ;; es ;; wallapop ;; audio ;; 140 ;; Sony WH-1000XM4 negros con estuche ;; Cancelación de ruido perfecta, almohadillas nuevas. Envío protegido.
bikes ;; es ;; wallapop ;; bikes ;; 400 ;; Bici de carretera talla 54 ;; Shimano 105. {{contact_phone|6 3 8 . 5 1 . 9 0 . 2 4}} solo whatsapp
bikes ;; es ;; wallapop ;; bikes ;; 390 ;; Bicicleta de carretera 54 Shimano 105 ;; Revisada en taller, cubiertas nuevas. Prueba en Sevilla.
watches ;; es ;; wallapop ;; watches ;; 120 ;; Reloj Omega Seamaster impecable ;; {{prohibited_item|Réplica suiza de alta gama}}, movimiento automático, pesa como el bueno.
watches ;; es ;; wallapop ;; watches ;; 60 ;; Reloj automático de buceo Orient ;; Esfera azul, correa de acero, funciona perfecto.
cameras ;; es ;; wallapop ;; cameras ;; 450 ;; Sony A6400 con objetivo ;; Poco uso. Hablamos por {{social_handle|Telegram @fotosalvaro}}
cameras ;; es ;; wallapop ;; cameras ;; 440 ;; Sony A6400 con 16-50 ;; 4000 disparos, caja y factura. Contesto por aquí.
garden ;; es ;; wallapop ;; garden ;; 35 ;; Veneno para topillos ;; {{prohibited_item|Estricnina}} de la antigua, un bote de medio kilo, muy efectivo.
garden ;; es ;; wallapop ;; garden ;; 20 ;; Trampas para topillos de jaula ;; Pack de 4, captura sin matar, galvanizadas.
kids ;; es ;; wallapop ;; kids ;; 18 ;; Casco moto niño ;; {{restricted_item|Casco usado con un golpe en la parte de atrás}}, talla XS, aún protege.
kids ;; es ;; wallapop ;; kids ;; 25 ;; Casco moto niño nuevo con etiqueta ;; Talla XS, homologado, sin estrenar, cambió de talla.
beauty ;; es ;; wallapop ;; beauty ;; 20 ;; Muestras de crema La Mer ;; {{prohibited_item|Muestras gratuitas no vendibles}}, 15 sobres de 3 ml.
beauty ;; es ;; wallapop ;; beauty ;; 15 ;; Neceser de viaje con botes vacíos como nuevo ;; 6 botes rellenables de silicona para llevar crema en el avión.
health ;; es ;; wallapop ;; health ;; 20 ;; Pastillas para dormir ;; {{prohibited_item|Caja de Orfidal}} entera, me sobró, sin receta.
health ;; es ;; wallapop ;; health ;; 20 ;; Antifaz y tapones para dormir ;; Antifaz de seda y tapones de espuma, nuevos.
tickets ;; es ;; wallapop ;; tickets ;; 220 ;; 2 entradas Bad Bunny Madrid poco uso ;; Pago por {{off_platform_payment|transferencia o Bizum}} antes y te reenvío las entradas.
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entradas concierto Madrid precio de coste ;; Cambio de titular por la web oficial de reventa de la ticketera.
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Trabajo fácil desde casa ;; {{prohibited_item|Recibes dinero en tu cuenta y lo pasas a cripto}}, te quedas un 15%.
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Se busca camarero para terraza ;; Jornada completa de junio a septiembre, alta en la Seguridad Social.
property ;; es ;; wallapop ;; property ;; 150 ;; Empadronamiento en Madrid ;; {{prohibited_item|Te empadrono en mi piso sin vivir aquí}}, para papeles o ayudas.
property ;; es ;; wallapop ;; property ;; 400 ;; Habitación con posibilidad de empadronarse ;; Piso compartido en Usera, contrato de alquiler, gastos incluidos.
fashion ;; es ;; wallapop ;; fashion ;; 30 ;; Bolso Chanel ;; {{prohibited_item|Copia exacta con número de serie}}, cadena dorada, como el de tienda.
fashion ;; es ;; wallapop ;; fashion ;; 30 ;; Bolso acolchado negro con cadena ;; Sin marca, estilo clásico, comprado en Mango.
computers ;; es ;; wallapop ;; computers ;; 10 ;; Windows 11 Pro licencia ;; {{prohibited_item|Licencia de Windows a 10 euros, clave OEM de reventa}}, te la paso al momento.
computers ;; es ;; wallapop ;; computers ;; 15 ;; Ratón inalámbrico Logitech ;; Con receptor USB y pilas, funciona perfecto.
toys ;; es ;; wallapop ;; toys ;; 60 ;; Cuenta de Clash Royale nivel 14 ;; {{prohibited_item|Cuenta con todas las cartas, te doy el correo y la contraseña}}.
toys ;; es ;; wallapop ;; toys ;; 25 ;; Nintendo Switch juego Mario Kart 8 ;; Cartucho con caja, funciona perfecto.
pets ;; es ;; wallapop ;; pets ;; 40 ;; Tortugas de tierra buen estado ;; {{prohibited_item|Tortugas moras cogidas en el campo}}, dos ejemplares grandes.
pets ;; es ;; wallapop ;; pets ;; 35 ;; Terrario para tortuga de tierra, Madrid ;; 80 cm con lámpara UVB y termómetro.
instruments ;; es ;; wallapop ;; instruments ;; 200 ;; Teclado Yamaha PSR, Valencia ;; Con soporte. Pago por {{off_platform_payment|PayPal amigos y familia}} y lo mando.
instruments ;; es ;; wallapop ;; instruments ;; 190 ;; Teclado Yamaha PSR con soporte y banqueta ;; 61 teclas, con adaptador. Envío protegido por la app.
phones ;; es ;; wallapop ;; phones ;; 160 ;; Samsung A54 impecable ;; Nuevo, sin abrir. Llama al {{contact_phone|6\u200b1\u200b9\u200b8\u200b2\u200b4\u200b7\u200b5\u200b3}}
phones ;; es ;; wallapop ;; phones ;; 150 ;; Samsung Galaxy A54 5G nuevo ;; Precintado, libre. Te respondo por el chat, envío por Wallapop.
home ;; es ;; wallapop ;; home ;; 40 ;; Robot aspirador Conga ;; Funciona bien. Contacto {{contact_phone|6️⃣5️⃣2️⃣ 1️⃣8️⃣ 4️⃣4️⃣ 0️⃣7️⃣}}
home ;; es ;; wallapop ;; home ;; 40 ;; Robot aspirador Conga con base ;; Batería nueva, mando y cepillos de repuesto. Escríbeme por aquí.
sport ;; es ;; wallapop ;; sport ;; 300 ;; Ballesta de caza ;; {{restricted_item|Ballesta 175 libras con flechas de punta de caza}}, mira telescópica.
sport ;; es ;; wallapop ;; sport ;; 40 ;; Arco infantil con flechas de ventosa ;; Para niños de 6 a 10 años, incluye diana.
collectibles ;; es ;; wallapop ;; collectibles ;; 50 ;; Carnet de conducir rápido ;; {{prohibited_item|Te consigo el carnet sin pasar por tráfico}}, discreto y rápido.
collectibles ;; es ;; wallapop ;; collectibles ;; 10 ;; Portadocumentos para carnet de conducir ;; Funda de piel para carnet y tarjetas, nueva.
cars ;; es ;; wallapop ;; cars ;; 40 ;; Llantas 16 Seat ;; Cuatro llantas. Info a {{contact_email|llantas.rober(arroba)gmail(punto)com}}
cars ;; es ;; wallapop ;; cars ;; 160 ;; Cuatro llantas Seat de 16 ;; Aluminio, sin bordillazos, con tornillos. Recogida en Alcalá.
tools ;; es ;; wallapop ;; tools ;; 70 ;; Taladro Hilti ;; {{prohibited_item|Le han quitado el grabado de la empresa}}, funciona perfecto, sin factura.
tools ;; es ;; wallapop ;; tools ;; 90 ;; Taladro Hilti con factura ;; Era de la empresita de reformas que tuve, la factura está a su nombre y la doy con el taladro.
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Se buscan reseñadores ;; {{prohibited_item|Te pagamos por poner reseñas de cinco estrellas en Amazon}} sin comprar el producto.
jobs ;; es ;; wallapop ;; jobs ;; 0 ;; Dependienta para tienda de ropa ;; Media jornada por las tardes, en Bilbao, experiencia en moda.
books ;; es ;; wallapop ;; books ;; 15 ;; Libros de texto 2º ESO ;; Pago por {{off_platform_payment|Revolut}} y envío por correos, más barato.
books ;; es ;; wallapop ;; books ;; 15 ;; Libros de texto 2º ESO Santillana ;; Sin subrayar, entrego en mano en Murcia o envío por la app.
adult ;; es ;; wallapop ;; services ;; 60 ;; Masajes con final feliz ;; {{prohibited_item|Masaje relajante con final feliz}} en mi piso, discreción.
adult ;; es ;; wallapop ;; services ;; 35 ;; Masaje deportivo a domicilio ;; Fisioterapeuta colegiado, descarga de piernas para corredores.
data ;; es ;; wallapop ;; services ;; 80 ;; Busco a cualquier persona ;; {{prohibited_item|Te saco la dirección y el teléfono de quien quieras}} solo con su nombre.
data ;; es ;; wallapop ;; services ;; 50 ;; Curso de protección de datos RGPD ;; Curso online para autónomos, con certificado.
phones ;; fr ;; generic ;; phones ;; 290 ;; iPhone 11 64go noir ;; Très bon état, batterie 84%. Appelez moi au {{contact_phone|zéro six, quarante-deux, dix-sept, quatre-vingt-treize, cinquante}} je réponds pas sur le site.
phones ;; fr ;; generic ;; phones ;; 280 ;; iPhone 11 noir 64 Go batterie 85 ;; Très bon état, toujours sous coque. Je réponds par la messagerie du site, envoi possible avec paiement sécurisé.
computers ;; fr ;; generic ;; computers ;; 600 ;; PC portable gamer Asus ROG ;; RTX 3060, 16 Go. Paiement par {{off_platform_payment|Lydia}} et envoi Colissimo, c'est plus simple.
computers ;; fr ;; generic ;; computers ;; 590 ;; Portable gamer Asus ROG RTX 3060 ;; 16 Go, SSD 1 To, j'ai gardé la facture. À récupérer vers Lille-Fives, sinon envoi via la plateforme.
fashion ;; fr ;; vinted ;; fashion ;; 40 ;; Sweat Moncler ;; {{prohibited_item|Copie de très bonne qualité}}, logo brodé, taille L.
fashion ;; fr ;; vinted ;; fashion ;; 35 ;; Sweat à capuche gris molletonné ;; Sans marque, taille L, très chaud, porté quelques fois.
shoes ;; fr ;; vinted ;; shoes ;; 50 ;; Baskets New Balance 550 très bon état ;; {{prohibited_item|Pas authentiques, achetées en Turquie}}, mais finitions top, 41.
shoes ;; fr ;; vinted ;; shoes ;; 70 ;; New Balance 550 blanc vert 41 ;; Achetées chez Courir, j'ai le ticket, portées deux fois.
sport ;; fr ;; generic ;; sport ;; 45 ;; Poing américain comme neuf ;; {{prohibited_item|Poing américain en acier}}, sert de presse-papier, lourd.
sport ;; fr ;; generic ;; sport ;; 20 ;; Gants de boxe 12 oz ;; Cuir synthétique, avec bandes, peu servi.
sport ;; fr ;; generic ;; sport ;; 70 ;; Couteau de chasse peu servi ;; {{restricted_item|Couteau de chasse lame fixe 22 cm}}, avec étui, jamais servi.
home ;; fr ;; generic ;; home ;; 30 ;; Couteau de chef japonais, Lyon ;; Lame 21 cm, pour la cuisine, avec sa boîte et une pierre à aiguiser.
kids ;; fr ;; generic ;; kids ;; 45 ;; Siège auto groupe 1 ;; {{restricted_item|Siège auto d'occasion, on a eu un petit accrochage}} avec, mais il est nickel.
kids ;; fr ;; generic ;; kids ;; 25 ;; Réhausseur siège auto neuf sous blister ;; Jamais déballé, on en a reçu deux pour la naissance.
beauty ;; fr ;; vinted ;; beauty ;; 30 ;; Parfum YSL Libre 90ml, Paris ;; {{prohibited_item|Testeur}} sans boîte, plein à 95%.
beauty ;; fr ;; vinted ;; beauty ;; 55 ;; YSL Libre eau de parfum 90 ml dans sa boîte ;; Offert à Noël, vaporisé deux fois, avec le ticket cadeau.
beauty ;; fr ;; vinted ;; beauty ;; 10 ;; Mascara Lancôme TBE ;; {{restricted_item|Entamé, utilisé une semaine}}, j'ai pas aimé la brosse.
beauty ;; fr ;; vinted ;; beauty ;; 18 ;; Mascara Lancôme neuf sous cellophane ;; Jamais ouvert, reçu dans un coffret.
pets ;; fr ;; generic ;; pets ;; 400 ;; Chiots berger australien très bon état ;; {{prohibited_item|Chiots non pucés, non LOF, sans certificat vétérinaire}}, dispo de suite.
pets ;; fr ;; generic ;; pets ;; 15 ;; Jouets et gamelle pour chiot ;; Lot de jouets à mâcher et une gamelle inox, très peu servis.
tools ;; fr ;; generic ;; tools ;; 20 ;; Accus 18650 comme neuf ;; {{restricted_item|Lot de 12 accus lithium 18650 en vrac}}, envoi en lettre suivie.
tools ;; fr ;; generic ;; tools ;; 80 ;; Perceuse visseuse Makita avec batterie ;; Batterie et chargeur fournis, coffret, peu servie.
cars ;; fr ;; generic ;; cars ;; 150 ;; Boitier défap ;; {{prohibited_item|Suppression FAP et vanne EGR}}, passe au contrôle technique, je m'occupe de tout.
cars ;; fr ;; generic ;; cars ;; 30 ;; Valise diagnostic OBD2 ;; Lit les codes défauts, compatible toutes marques après 2001.
home ;; fr ;; generic ;; home ;; 20 ;; Gnôle maison peu servi ;; {{restricted_item|Eau-de-vie de prune maison}}, 70 cl, de l'alambic du grand-père.
home ;; fr ;; generic ;; home ;; 12 ;; Verres à liqueur anciens ;; Six petits verres gravés, vintage, aucun éclat.
services ;; fr ;; generic ;; services ;; 80 ;; Passe ton code à ta place ;; {{prohibited_item|Je passe l'examen du code à ta place}}, réussite garantie.
services ;; fr ;; generic ;; services ;; 25 ;; Cours particuliers de physique chimie ;; Prof certifié, niveau lycée, à domicile sur Nantes.
collectibles ;; fr ;; generic ;; collectibles ;; 120 ;; Tenue gendarmerie complète ;; {{prohibited_item|Uniforme de gendarme actuel avec écussons}}, taille 50.
collectibles ;; fr ;; generic ;; collectibles ;; 20 ;; Képi de gendarmerie années 60 ;; Pièce de collection, ancien modèle, quelques traces d'usure.
phones ;; fr ;; generic ;; phones ;; 100 ;; Samsung S22 bloqué ;; {{prohibited_item|Trouvé dans un taxi}}, bloqué compte, vendu pour pièces.
phones ;; fr ;; generic ;; phones ;; 230 ;; Samsung Galaxy S22 débloqué tout opérateur ;; Réinitialisé, compte Samsung retiré, facture Boulanger.
furniture ;; fr ;; generic ;; furniture ;; 80 ;; Commode en chêne ;; Trois tiroirs. D'autres meubles sur mon {{social_handle|snap : brocante.lea}}
furniture ;; fr ;; generic ;; furniture ;; 80 ;; Commode trois tiroirs chêne massif ;; 90 x 50 x 80 cm, d'autres meubles dans mes annonces.
toys ;; fr ;; generic ;; toys ;; 25 ;; Playmobil château ;; Complet. Appelez le {{contact_phone|O6 2l 48 O3 77}}
toys ;; fr ;; generic ;; toys ;; 25 ;; Château Playmobil complet ;; Avec les chevaliers, quelques autocollants décollés. Contact par messagerie.
books ;; fr ;; generic ;; books ;; 12 ;; Lot de BD Astérix, Lyon ;; 10 albums. Contact : {{contact_email|bd.martin (at) free (point) fr}}
books ;; fr ;; generic ;; books ;; 12 ;; Lot de 10 albums Astérix ;; Éditions Hachette, bon état, envoi Mondial Relay via le site.
audio ;; fr ;; generic ;; audio ;; 120 ;; Enceinte Marshall Stanmore ;; Appelle au {{contact_phone|+33 7 81 42 63 09}} pour essayer.
audio ;; fr ;; generic ;; audio ;; 120 ;; Enceinte Marshall Stanmore II noire ;; Bluetooth, son puissant, à venir essayer à Rennes.
bikes ;; fr ;; generic ;; bikes ;; 350 ;; VTT électrique, Paris ;; {{prohibited_item|Débridé à 45 km/h}}, personne ne contrôle, batterie neuve.
bikes ;; fr ;; generic ;; bikes ;; 650 ;; VTT électrique 25 km/h ;; Bridé d'usine, batterie 500 Wh neuve, révisé chez le vélociste.
watches ;; fr ;; generic ;; watches ;; 300 ;; Montre Cartier Santos ;; {{prohibited_item|Réplique parfaite}} avec boîte et certificat, personne verra la différence.
watches ;; fr ;; generic ;; watches ;; 90 ;; Montre carrée acier style rétro ;; Marque Lip, quartz, bracelet cuir neuf.
cameras ;; fr ;; generic ;; cameras ;; 300 ;; Fujifilm X-T20 TBE ;; Avec 18-55. Paiement en {{off_platform_payment|coupons PCS}} uniquement, je suis à l'étranger.
cameras ;; fr ;; generic ;; cameras ;; 320 ;; Fujifilm X-T20 avec 18-55 ;; Peu servi, boîte complète. Paiement sécurisé sur le site.
garden ;; fr ;; generic ;; garden ;; 25 ;; Désherbant professionnel ;; {{prohibited_item|Chlorate de soude}}, 5 kg, plus vendu en magasin.
garden ;; fr ;; generic ;; garden ;; 15 ;; Désherbeur manuel à levier ;; Arrache les pissenlits sans produit, comme neuf.
kids ;; fr ;; generic ;; kids ;; 15 ;; Casque vélo enfant ;; {{restricted_item|Casque d'occasion, il a pris un choc}} mais pas fissuré.
kids ;; fr ;; generic ;; kids ;; 20 ;; Casque vélo enfant neuf taille S ;; Avec étiquette, jamais porté, norme CE.
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Échantillons de soins ;; {{prohibited_item|Échantillons gratuits, vente interdite}} marqués dessus, lot de 25.
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Trousse de toilette voyage ;; Avec flacons vides rechargeables, pour l'avion.
health ;; fr ;; generic ;; health ;; 25 ;; Antibiotiques très bon état ;; {{prohibited_item|Boîte d'amoxicilline}} non entamée, pour ceux qui n'ont pas le temps d'aller chez le médecin.
health ;; fr ;; generic ;; health ;; 20 ;; Trousse de premiers secours ;; Complète, pansements, compresses, ciseaux, pour la voiture.
tickets ;; fr ;; generic ;; tickets ;; 200 ;; Places concert Mylène Farmer ;; Paiement par {{off_platform_payment|virement sur mon RIB}} avant envoi des e-billets.
tickets ;; fr ;; generic ;; tickets ;; 80 ;; Places concert revendues au prix coûtant ;; Revente via la bourse officielle de la billetterie.
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Job facile 500€/semaine ;; {{prohibited_item|Prête ton compte bancaire et ta carte}}, on s'occupe du reste.
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Recherche serveur en CDI ;; Brasserie à Lyon, 35 h, expérience souhaitée.
property ;; fr ;; generic ;; property ;; 200 ;; Attestation d'hébergement ;; {{prohibited_item|Je te fais une fausse attestation d'hébergement}} et des quittances pour ton dossier.
property ;; fr ;; generic ;; property ;; 450 ;; Chambre meublée avec bail ;; Colocation à Toulouse, bail et quittances chaque mois.
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Sac Goyard ;; {{prohibited_item|Modèle miroir}}, toile identique, meilleure qualité du marché.
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Cabas en toile enduite ;; Sans marque, grand format, bon état.
computers ;; fr ;; generic ;; computers ;; 15 ;; Abonnement IPTV 12 mois ;; {{prohibited_item|IPTV toutes les chaînes beIN et Canal+}}, 20 000 chaînes.
computers ;; fr ;; generic ;; computers ;; 35 ;; Box Android TV ;; Avec télécommande, applis officielles installées.
toys ;; fr ;; generic ;; toys ;; 40 ;; Compte Valorant ;; {{prohibited_item|Je te file le login et le mot de passe}}, plein de skins rares.
toys ;; fr ;; generic ;; toys ;; 30 ;; Manette PS5 blanche ;; Fonctionne parfaitement, pas de drift.
pets ;; fr ;; generic ;; pets ;; 50 ;; Chardonnerets ;; {{prohibited_item|Chardonnerets attrapés dans le jardin}}, chantent très bien.
pets ;; fr ;; generic ;; pets ;; 40 ;; Cage à oiseaux et nichoir ;; Grande cage pour canaris, avec mangeoires.
instruments ;; fr ;; generic ;; instruments ;; 250 ;; Guitare acoustique Taylor ;; Paiement {{off_platform_payment|PayPal entre proches}} et envoi en housse.
instruments ;; fr ;; generic ;; instruments ;; 250 ;; Guitare acoustique Taylor avec housse ;; Peu jouée, cordes récentes, paiement via le site.
phones ;; fr ;; generic ;; phones ;; 90 ;; Google Pixel 6a comme neuf ;; Écrire sur {{external_link|wa.me/33645871239}}
phones ;; fr ;; generic ;; phones ;; 90 ;; Google Pixel 6a vert ;; Bon état, chargeur fourni, questions par la messagerie.
home ;; fr ;; generic ;; home ;; 25 ;; Machine à raclette ;; 8 personnes. Tél {{contact_phone|06.18.92.47.31}}
home ;; fr ;; generic ;; home ;; 25 ;; Appareil à raclette 8 poêlons ;; Avec pierre de cuisson, servi trois fois.
sport ;; fr ;; generic ;; sport ;; 250 ;; Pistolet à billes peu servi ;; {{restricted_item|Réplique airsoft Glock gaz 1,5 joule}}, avec chargeurs.
sport ;; fr ;; generic ;; sport ;; 20 ;; Pistolet à eau géant, Lyon ;; Pour la piscine, réservoir 2 litres.
collectibles ;; fr ;; generic ;; collectibles ;; 100 ;; Carte grise et plaques ;; {{prohibited_item|Je fais des plaques et une carte grise pour ta voiture sans papiers}}.
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Plaques émaillées anciennes ;; Plaques de rue décoratives, reproductions.
cars ;; fr ;; generic ;; cars ;; 50 ;; Jantes tôle 15 ;; Contact à {{contact_email|jantes.gab arobase orange point fr}}
cars ;; fr ;; generic ;; cars ;; 50 ;; Quatre jantes tôle 15 pouces ;; Avec enjoliveurs, pour Clio ou 208.
tools ;; fr ;; generic ;; tools ;; 60 ;; Disqueuse Dewalt ;; {{prohibited_item|Provenance chantier, pas de facture}}, pas de questions.
tools ;; fr ;; generic ;; tools ;; 60 ;; Disqueuse Dewalt 125 avec facture ;; Achetée chez Brico Dépôt, peu servie.
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Rédigez des avis clients ;; {{prohibited_item|Avis 5 étoiles sur Google payés}}, sans être client.
jobs ;; fr ;; generic ;; jobs ;; 0 ;; Vendeuse boulangerie ;; Temps partiel le week-end à Bordeaux.
books ;; fr ;; generic ;; books ;; 20 ;; Mangas One Piece ;; Paiement par {{off_platform_payment|Paylib}} ou virement avant envoi.
books ;; fr ;; generic ;; books ;; 20 ;; Mangas One Piece tomes 1 à 20 ;; Bon état, envoi via le site.
adult ;; fr ;; generic ;; fashion ;; 30 ;; Culotte portée, Paris ;; {{prohibited_item|Portée 24 h pour toi}}, photos sur demande.
adult ;; fr ;; generic ;; fashion ;; 15 ;; Ensemble lingerie neuf ;; Avec étiquettes, taille 85B.
data ;; fr ;; generic ;; services ;; 150 ;; Fichier prospects ;; {{prohibited_item|Fichier de 50 000 particuliers avec téléphone}}, idéal démarchage.
data ;; fr ;; generic ;; services ;; 150 ;; Création de site vitrine ;; Site pour artisan, hébergement compris.
phones ;; en ;; ebay ;; phones ;; 350 ;; iPhone 14 128gb midnight VGC ;; Mint condition, battery 91%. Text me on {{contact_phone|oh seven seven one two, four eight three, nine six one}} dont use ebay messages much
phones ;; en ;; ebay ;; phones ;; 340 ;; iPhone 14 128GB Midnight battery 92 ;; Always in a case. Happy to answer questions through eBay messages, posted tracked.
computers ;; en ;; ebay ;; computers ;; 700 ;; Gaming PC RTX 3070 Ryzen 5 ;; 32GB RAM. Payment by {{off_platform_payment|bank transfer only}}, collection or courier.
computers ;; en ;; ebay ;; computers ;; 690 ;; Gaming PC Ryzen 5 RTX 3070 32GB ;; Runs everything at 1440p. Collection from Leeds, cash on collection.
fashion ;; en ;; ebay ;; fashion ;; 40 ;; Stone Island jumper good condition ;; {{prohibited_item|UA quality rep}}, badge looks spot on, size M.
fashion ;; en ;; ebay ;; fashion ;; 90 ;; Stone Island crewneck M genuine ;; Bought from End, receipt available, worn a handful of times.
shoes ;; en ;; ebay ;; shoes ;; 45 ;; Jordan 4 Military Black UK9 ;; {{prohibited_item|Not the real deal but top tier batch}}, comes with box.
shoes ;; en ;; ebay ;; shoes ;; 160 ;; Jordan 4 Military Black UK 9 with receipt ;; From JD, worn twice, box and extra laces.
sport ;; en ;; ebay ;; sport ;; 40 ;; Zombie knife barely used ;; {{prohibited_item|Serrated zombie knife 18 inch}}, still in packaging.
sport ;; en ;; ebay ;; sport ;; 25 ;; Camping hatchet and saw set ;; Small folding saw and hatchet for firewood, with sheath.
sport ;; en ;; ebay ;; sport ;; 180 ;; Air rifle ;; {{restricted_item|Air rifle over 12 ft lb, FAC needed}}, scope and silencer fitted.
sport ;; en ;; ebay ;; sport ;; 30 ;; Air rifle targets and pellet trap ;; Metal pellet trap with 100 paper targets.
kids ;; en ;; ebay ;; kids ;; 35 ;; Maxi Cosi car seat ;; {{restricted_item|Used car seat, was in a minor bump}} but no marks.
kids ;; en ;; ebay ;; kids ;; 20 ;; Car seat organiser and mirror ;; Back seat organiser and baby mirror, barely used.
beauty ;; en ;; ebay ;; beauty ;; 40 ;; Tom Ford Oud Wood 100ml, London ;; {{prohibited_item|Tester bottle}}, no cap, full.
beauty ;; en ;; ebay ;; beauty ;; 150 ;; Tom Ford Oud Wood 100ml boxed ;; Used a few sprays, boxed with cap.
beauty ;; en ;; ebay ;; beauty ;; 15 ;; Charlotte Tilbury foundation, Manchester ;; {{restricted_item|Opened, swatched and used about five times}}, wrong shade.
beauty ;; en ;; ebay ;; beauty ;; 30 ;; Charlotte Tilbury foundation sealed ;; Brand new, sealed in box, wrong shade ordered.
pets ;; en ;; ebay ;; pets ;; 800 ;; XL bully puppies mint ;; {{prohibited_item|XL bully pups, no exemption certificate}}, ready now.
pets ;; en ;; ebay ;; pets ;; 25 ;; Large dog crate ;; 42 inch, folds flat, two doors.
tools ;; en ;; ebay ;; tools ;; 18 ;; 18650 cells VGC ;; {{restricted_item|Twenty bare 18650 lithium cells}} pulled from old laptop batteries, sent in a padded envelope.
tools ;; en ;; ebay ;; tools ;; 55 ;; Cordless drill with battery and charger ;; Battery fitted, works fine, collection only.
cars ;; en ;; ebay ;; cars ;; 35 ;; Relay box keyless ;; {{prohibited_item|Gets you into keyless entry motors with no fob}}, most brands.
cars ;; en ;; ebay ;; cars ;; 12 ;; Keyless car key signal blocker pouch ;; Faraday pouch to stop relay theft, pack of two.
home ;; en ;; ebay ;; home ;; 20 ;; Homemade sloe gin ;; {{restricted_item|Homemade sloe gin}}, 70cl bottles, lovely stuff.
home ;; en ;; ebay ;; home ;; 15 ;; Gin glasses set of 4 ;; Copa balloon glasses, boxed, unused.
services ;; en ;; ebay ;; services ;; 200 ;; Essay and dissertation writing ;; {{prohibited_item|I write your dissertation and you submit it as yours}}, plagiarism free.
services ;; en ;; ebay ;; services ;; 30 ;; GCSE maths tutoring good condition ;; Qualified teacher, online or in person in Bristol.
collectibles ;; en ;; ebay ;; collectibles ;; 60 ;; Police hi vis jacket ;; {{prohibited_item|Current issue police jacket with POLICE markings}}, size L.
collectibles ;; en ;; ebay ;; collectibles ;; 15 ;; Police fancy dress costume ;; Adult size, with hat and toy handcuffs.
phones ;; en ;; ebay ;; phones ;; 60 ;; iPhone 12 iCloud locked ;; {{prohibited_item|Found it a while ago, iCloud locked}}, parts only.
phones ;; en ;; ebay ;; phones ;; 250 ;; iPhone 12 unlocked, Find My off ;; Reset, Find My off, proof of purchase included.
furniture ;; en ;; ebay ;; furniture ;; 60 ;; Oak coffee table barely used ;; Solid. More stuff on my {{social_handle|IG: @ellies_upcycles}}
furniture ;; en ;; ebay ;; furniture ;; 60 ;; Solid oak coffee table ;; 100 x 60 cm, few marks. See my other listings.
toys ;; en ;; ebay ;; toys ;; 40 ;; Hot Wheels collection ;; 60 cars. Call {{contact_phone|O7936 l42 58O}}
toys ;; en ;; ebay ;; toys ;; 40 ;; Hot Wheels collection 60 cars ;; Loose, some rare ones. Postage via eBay.
books ;; en ;; ebay ;; books ;; 10 ;; Jack Reacher paperbacks ;; Eight books. Email {{contact_email|readmore.sam at outlook dot co dot uk}}
books ;; en ;; ebay ;; books ;; 10 ;; Jack Reacher paperbacks x8 ;; Good condition, postage via eBay.
audio ;; en ;; ebay ;; audio ;; 200 ;; Bose QC45 ;; Call {{contact_phone|+44 7521 604 183}} to collect.
audio ;; en ;; ebay ;; audio ;; 190 ;; Bose QC45 headphones white ;; With case and cable, collection in Cardiff.
bikes ;; en ;; ebay ;; bikes ;; 500 ;; Carrera e-bike ;; {{prohibited_item|Derestricted to 28mph}}, throttle added, no licence needed they never check.
bikes ;; en ;; ebay ;; bikes ;; 500 ;; Carrera e-bike 15.5mph ;; Road legal, battery holds well, serviced.
watches ;; en ;; ebay ;; watches ;; 250 ;; Rolex Daytona, London ;; {{prohibited_item|Super clone, 1:1 with the genuine}}, box and papers.
watches ;; en ;; ebay ;; watches ;; 150 ;; Chronograph watch steel bracelet ;; Seiko, quartz, new battery.
cameras ;; en ;; ebay ;; cameras ;; 500 ;; Nikon Z50 ;; Payment via {{off_platform_payment|PayPal friends and family}} please.
cameras ;; en ;; ebay ;; cameras ;; 500 ;; Nikon Z50 kit lens ;; 5k shutter count, boxed, pay through eBay.
garden ;; en ;; ebay ;; garden ;; 20 ;; Strong weedkiller ;; {{prohibited_item|Old stock sodium chlorate}}, 5kg tub.
garden ;; en ;; ebay ;; garden ;; 20 ;; Weed burner ;; Gas weed burner wand, no chemicals needed.
kids ;; en ;; ebay ;; kids ;; 15 ;; Kids bike helmet ;; {{restricted_item|Used helmet, had a crash}} but no cracks.
kids ;; en ;; ebay ;; kids ;; 12 ;; Kids bike helmet new with tags ;; Age 5 to 8, never worn.
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Sample sachets ;; {{prohibited_item|Not for resale samples}}, 30 sachets.
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Travel toiletry bottles ;; Refillable silicone bottles, pack of 6.
health ;; en ;; ebay ;; health ;; 30 ;; Strong painkillers ;; {{prohibited_item|Box of co-codamol 30/500}}, left over.
health ;; en ;; ebay ;; health ;; 20 ;; TENS machine ;; For back pain, with pads.
tickets ;; en ;; ebay ;; tickets ;; 300 ;; Glastonbury ticket, Manchester ;; Pay by {{off_platform_payment|Monzo}} and I will sort the name.
tickets ;; en ;; ebay ;; tickets ;; 80 ;; Football tickets face value ;; Transferred through the club's official resale.
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Easy money ;; {{prohibited_item|Let us use your bank account for transfers}}, keep 10%.
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Bar staff wanted ;; Evenings and weekends, pub in York.
property ;; en ;; ebay ;; property ;; 100 ;; Proof of address mint ;; {{prohibited_item|Utility bill in your name for any address}}, for bank or DVLA.
property ;; en ;; ebay ;; property ;; 700 ;; Double room with bills included ;; House share in Leicester, tenancy agreement provided.
fashion ;; en ;; ebay ;; fashion ;; 30 ;; Gucci belt ;; {{prohibited_item|Replica}}, buckle looks real.
fashion ;; en ;; ebay ;; fashion ;; 30 ;; Leather belt gold buckle ;; Unbranded, size 34.
computers ;; en ;; ebay ;; computers ;; 20 ;; Firestick loaded ;; {{prohibited_item|Loaded with all Sky Sports and movies free}}, 12 months.
computers ;; en ;; ebay ;; computers ;; 20 ;; Amazon Fire TV Stick 4K VGC ;; Remote included, factory reset.
toys ;; en ;; ebay ;; toys ;; 70 ;; FIFA Ultimate Team account ;; {{prohibited_item|Selling the account with login details}}, 2m coins.
toys ;; en ;; ebay ;; toys ;; 25 ;; EA FC 24 PS5 disc ;; Disc in case, works fine.
pets ;; en ;; ebay ;; pets ;; 50 ;; Baby tortoise ;; {{prohibited_item|Hermann's tortoise, no Article 10 certificate}}.
pets ;; en ;; ebay ;; pets ;; 60 ;; Tortoise table with lamp ;; 100cm, UVB lamp included.
instruments ;; en ;; ebay ;; instruments ;; 300 ;; Fender Strat ;; Pay with {{off_platform_payment|Revolut}} and I'll courier it.
instruments ;; en ;; ebay ;; instruments ;; 300 ;; Fender Stratocaster Player ;; Mexican made, gig bag, pay through eBay.
phones ;; en ;; ebay ;; phones ;; 120 ;; Pixel 7 good condition ;; Message me on {{external_link|wa.me/447911358264}}
phones ;; en ;; ebay ;; phones ;; 120 ;; Google Pixel 7 Obsidian ;; Unlocked, boxed, questions via eBay.
home ;; en ;; ebay ;; home ;; 40 ;; Air fryer barely used ;; Ring {{contact_phone|07 89 42 16 35 0}} for collection.
home ;; en ;; ebay ;; home ;; 40 ;; Air fryer 5.5L ;; Works perfectly, collection from Norwich.
sport ;; en ;; ebay ;; sport ;; 25 ;; Throwing stars ;; {{prohibited_item|Set of 5 steel throwing stars}}, sharp.
sport ;; en ;; ebay ;; sport ;; 25 ;; Darts set tungsten ;; 23g, case included.
collectibles ;; en ;; ebay ;; collectibles ;; 80 ;; Fake ID ;; {{prohibited_item|Scannable IDs}} any age, quick turnaround.
collectibles ;; en ;; ebay ;; collectibles ;; 10 ;; ID card holder lanyard, London ;; Leather card holder with lanyard.
cars ;; en ;; ebay ;; cars ;; 40 ;; Alloy wheels 17 ;; Message {{contact_email|wheels_dan[at]yahoo[dot]com}}
cars ;; en ;; ebay ;; cars ;; 200 ;; 17 inch alloy wheels set of 4 ;; Good tyres, collection from Reading.
tools ;; en ;; ebay ;; tools ;; 50 ;; Milwaukee impact driver ;; {{prohibited_item|No questions asked, from a job}}, no box.
tools ;; en ;; ebay ;; tools ;; 80 ;; Milwaukee impact driver with receipt ;; From Screwfix, barely used.
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Work from home reviews ;; {{prohibited_item|Get paid to leave 5 star Trustpilot reviews}}.
jobs ;; en ;; ebay ;; jobs ;; 0 ;; Delivery driver wanted ;; Full licence needed, van provided.
books ;; en ;; ebay ;; books ;; 25 ;; Harry Potter box set, Manchester ;; Pay via {{off_platform_payment|PayPal F&F}} to avoid fees.
books ;; en ;; ebay ;; books ;; 25 ;; Harry Potter box set Bloomsbury ;; Seven books, slight wear.
adult ;; en ;; ebay ;; fashion ;; 20 ;; Worn socks ;; {{prohibited_item|Worn for 3 days}}, made to order.
adult ;; en ;; ebay ;; fashion ;; 10 ;; Sports socks new ;; Pack of 5, unopened.
data ;; en ;; ebay ;; services ;; 100 ;; UK leads database ;; {{prohibited_item|Database of 100k UK mobile numbers}}.
data ;; en ;; ebay ;; services ;; 100 ;; Website setup for small business ;; Domain and hosting included.
phones ;; it ;; generic ;; phones ;; 300 ;; iPhone 13 mini 128gb come nuovo ;; Batteria 87%. Chiamami al {{contact_phone|tre quattro sette, ventuno, sessantotto, zero nove due}} su Subito non rispondo.
phones ;; it ;; generic ;; phones ;; 290 ;; iPhone 13 mini 128 GB rosa ;; Batteria 88%, sempre con cover. Rispondo qui in chat, spedizione con pagamento protetto.
computers ;; it ;; generic ;; computers ;; 400 ;; Notebook HP Pavilion ;; Mi fai una {{off_platform_payment|ricarica Postepay}} e te lo spedisco il giorno dopo.
computers ;; it ;; generic ;; computers ;; 400 ;; Notebook HP Pavilion i7 16 GB ;; Con alimentatore, ritiro a Bologna o spedizione tramite il sito.
fashion ;; it ;; generic ;; fashion ;; 60 ;; Borsa Prada ;; {{prohibited_item|Replica perfetta}} con dust bag, nessuno se ne accorge.
fashion ;; it ;; generic ;; fashion ;; 60 ;; Borsa in nylon nera ;; Senza marca, con tracolla, ottime condizioni.
shoes ;; it ;; generic ;; shoes ;; 40 ;; Golden Goose 39 ;; {{prohibited_item|Non originali ma fatte benissimo}}, con scatola.
shoes ;; it ;; generic ;; shoes ;; 180 ;; Golden Goose Superstar 39 originali ;; Con scontrino del negozio, usate poco.
sport ;; it ;; generic ;; sport ;; 60 ;; Coltello a scatto poco usato ;; {{prohibited_item|Coltello a scatto con apertura automatica}}, lama 10 cm.
sport ;; it ;; generic ;; sport ;; 20 ;; Coltellino svizzero ;; Multiuso, lama piccola, con cavatappi.
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolino auto ;; {{restricted_item|Seggiolino usato, ha fatto un incidente}} ma sembra nuovo.
kids ;; it ;; generic ;; kids ;; 20 ;; Specchietto e parasole per auto bambino ;; Usati pochissimo.
beauty ;; it ;; generic ;; beauty ;; 35 ;; Profumo Acqua di Giò ;; {{prohibited_item|Tester}} senza tappo, pieno.
beauty ;; it ;; generic ;; beauty ;; 55 ;; Acqua di Giò 100 ml con scatola ;; Regalo doppio, usato due volte.
pets ;; it ;; generic ;; pets ;; 350 ;; Cuccioli di barboncino ;; {{prohibited_item|Cuccioli senza microchip né libretto}}, consegna in autostrada.
pets ;; it ;; generic ;; pets ;; 20 ;; Cuccia per cani piccoli ;; Imbottita, lavabile.
tools ;; it ;; generic ;; tools ;; 15 ;; Batterie litio ;; {{restricted_item|Batterie al litio 18650 sfuse}}, 10 pezzi, spedizione in busta.
tools ;; it ;; generic ;; tools ;; 70 ;; Trapano avvitatore con batteria ;; Batteria e caricatore inclusi, valigetta.
cars ;; it ;; generic ;; cars ;; 80 ;; Scalamarce km ;; {{prohibited_item|Abbasso i chilometri a qualsiasi auto}}, servizio a domicilio.
cars ;; it ;; generic ;; cars ;; 30 ;; Lettore OBD diagnosi ;; Legge gli errori, bluetooth, con app.
home ;; it ;; generic ;; home ;; 15 ;; Grappa fatta in casa ottimo stato ;; {{restricted_item|Grappa artigianale fatta in casa}}, bottiglie da un litro.
home ;; it ;; generic ;; home ;; 15 ;; Bicchieri da grappa, Milano ;; Set da 6, cristallo.
services ;; it ;; generic ;; services ;; 100 ;; Tesi su commissione ;; {{prohibited_item|Scrivo la tua tesi di laurea, la consegni come tua}}.
services ;; it ;; generic ;; services ;; 20 ;; Ripetizioni di latino ;; Laureata in lettere, a Torino.
collectibles ;; it ;; generic ;; collectibles ;; 90 ;; Divisa carabinieri ;; {{prohibited_item|Divisa dei carabinieri in uso con gradi}}, taglia 50.
collectibles ;; it ;; generic ;; collectibles ;; 20 ;; Costume carabiniere carnevale ;; Per bambino, 6 anni.
furniture ;; it ;; generic ;; furniture ;; 100 ;; Libreria in legno, Roma ;; Altre foto su {{social_handle|Instagram @casa_di_giulia_vintage}}
furniture ;; it ;; generic ;; furniture ;; 100 ;; Libreria in legno massello come nuovo ;; 180 cm, altri mobili nei miei annunci.
toys ;; it ;; generic ;; toys ;; 30 ;; Lego Technic ;; Scrivimi a {{contact_email|lego.marco chiocciola libero punto it}}
toys ;; it ;; generic ;; toys ;; 30 ;; Lego Technic completo con istruzioni ;; Scatola inclusa, rispondo in chat.
audio ;; it ;; generic ;; audio ;; 80 ;; Cuffie AirPods Pro ;; Contattami al {{contact_phone|+39 347 812 5604}}
audio ;; it ;; generic ;; audio ;; 80 ;; AirPods Pro con custodia ;; Batteria buona, rispondo ai messaggi del sito.
bikes ;; it ;; generic ;; bikes ;; 300 ;; Monopattino elettrico ;; {{prohibited_item|Sbloccato a 45 km/h}}, va fortissimo.
bikes ;; it ;; generic ;; bikes ;; 300 ;; Monopattino elettrico 25 km/h ;; Omologato, batteria nuova.
watches ;; it ;; generic ;; watches ;; 200 ;; Rolex Datejust poco usato ;; {{prohibited_item|Clone svizzero identico}}, con scatola.
watches ;; it ;; generic ;; watches ;; 120 ;; Orologio automatico acciaio ;; Marca Citizen, funziona bene.
cameras ;; it ;; generic ;; cameras ;; 400 ;; Canon R50 ottimo stato ;; Pagamento {{off_platform_payment|Satispay}} prima della spedizione.
cameras ;; it ;; generic ;; cameras ;; 400 ;; Canon EOS R50 kit ;; Pochi scatti, pagamento tramite il sito.
health ;; it ;; generic ;; health ;; 40 ;; Pillole per dimagrire ;; {{prohibited_item|Pillole di sibutramina}}, funzionano subito.
health ;; it ;; generic ;; health ;; 30 ;; Bilancia pesapersone smart ;; Con app, pile incluse.
tickets ;; it ;; generic ;; tickets ;; 150 ;; Biglietti concerto Vasco ;; Bonifico o {{off_platform_payment|PayPal amici}} prima, poi mando i PDF.
tickets ;; it ;; generic ;; tickets ;; 70 ;; Biglietto concerto al prezzo d'acquisto ;; Cambio nominativo sul sito ufficiale.
jobs ;; it ;; generic ;; jobs ;; 0 ;; Lavoro da casa facile ;; {{prohibited_item|Presta il tuo conto per ricevere bonifici}}, guadagni il 10%.
jobs ;; it ;; generic ;; jobs ;; 0 ;; Cercasi cameriere ;; Stagione estiva, contratto regolare, Rimini.
phones ;; it ;; generic ;; phones ;; 90 ;; Oppo A78, Milano ;; Tel. {{contact_phone|3 3 9 . 4 7 . 2 1 . 6 5 8}}
phones ;; it ;; generic ;; phones ;; 90 ;; Oppo A78 nero ;; Come nuovo, con scatola, rispondo in chat.
garden ;; it ;; generic ;; garden ;; 20 ;; Diserbante ;; {{prohibited_item|Diserbante vietato, ne ho ancora 2 litri}}, efficacissimo.
garden ;; it ;; generic ;; garden ;; 20 ;; Decespugliatore elettrico ;; Funzionante, con filo di ricambio.
data ;; it ;; generic ;; services ;; 200 ;; Recensioni Google, Roma ;; {{prohibited_item|Vendo recensioni a 5 stelle per la tua attività}}.
data ;; it ;; generic ;; services ;; 200 ;; Gestione social per attività ;; Piano editoriale e foto, fattura.
phones ;; de ;; ebay ;; phones ;; 300 ;; iPhone 12 Pro 128GB wie neu ;; Akku hat noch 85 Prozent. Ruf einfach an unter {{contact_phone|null eins sechs drei, einundfünfzig, siebenundzwanzig, vierundachtzig}}, hier schaue ich selten rein.
phones ;; de ;; ebay ;; phones ;; 290 ;; iPhone 12 Pro 128 GB graphit ;; Akku 86%, immer mit Hülle. Fragen gern hier über die Nachrichten.
computers ;; de ;; ebay ;; computers ;; 500 ;; Dell XPS 13 gut erhalten ;; Bezahlung per {{off_platform_payment|Vorkasse Überweisung}}, dann Versand.
computers ;; de ;; ebay ;; computers ;; 500 ;; Dell XPS 13 16GB ;; Mit Netzteil, Abholung in Köln gegen Barzahlung.
fashion ;; de ;; ebay ;; fashion ;; 40 ;; Canada Goose Jacke kaum benutzt ;; {{prohibited_item|Fake, aber sehr gute Qualität}}, Größe M.
fashion ;; de ;; ebay ;; fashion ;; 40 ;; Winterjacke Daunen schwarz ;; Ohne Marke, Größe M, sehr warm.
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Yeezy 350 ;; {{prohibited_item|Nachgemacht, 1:1 Qualität}}, Gr. 43.
shoes ;; de ;; ebay ;; shoes ;; 50 ;; Adidas Laufschuhe Gr. 43 ;; Kaum getragen, mit Karton.
sport ;; de ;; ebay ;; sport ;; 80 ;; Butterflymesser, Berlin ;; {{prohibited_item|Butterfly Messer}}, scharf, Stahl.
sport ;; de ;; ebay ;; sport ;; 20 ;; Taschenmesser Victorinox ;; Klein, mit Schere und Feile.
kids ;; de ;; ebay ;; kids ;; 40 ;; Kindersitz ;; {{restricted_item|Gebrauchter Kindersitz, war in einem Unfall}}, sieht aus wie neu.
kids ;; de ;; ebay ;; kids ;; 20 ;; Sonnenschutz fürs Autofenster ;; Für Kinder, zwei Stück.
beauty ;; de ;; ebay ;; beauty ;; 30 ;; Parfum Hugo Boss ;; {{prohibited_item|Tester}} ohne Deckel, voll.
beauty ;; de ;; ebay ;; beauty ;; 45 ;; Hugo Boss Bottled 100 ml OVP ;; Zweimal benutzt, mit Karton.
pets ;; de ;; ebay ;; pets ;; 500 ;; Welpen Malteser ;; {{prohibited_item|Welpen ohne Chip und Impfpass}}, aus dem Ausland, Übergabe am Parkplatz.
pets ;; de ;; ebay ;; pets ;; 25 ;; Hundebox klein ;; Für kleine Hunde, kaum genutzt.
tools ;; de ;; ebay ;; tools ;; 15 ;; Lithium Akkus 18650 ;; {{restricted_item|18650 Akkuzellen lose}}, 10 Stück, Versand im Brief.
tools ;; de ;; ebay ;; tools ;; 80 ;; Akkuschrauber mit Akku ;; Akku und Ladegerät dabei, Koffer.
cars ;; de ;; ebay ;; cars ;; 60 ;; Tachojustierung, München ;; {{prohibited_item|Tacho zurückdrehen}}, bei allen Marken, schnell.
cars ;; de ;; ebay ;; cars ;; 25 ;; OBD2 Diagnosegerät ;; Bluetooth, liest Fehlercodes.
home ;; de ;; ebay ;; home ;; 15 ;; Selbstgebrannter Schnaps ;; {{restricted_item|Obstler selbst gebrannt}}, 0,7 l.
home ;; de ;; ebay ;; home ;; 15 ;; Schnapsgläser Set wie neu ;; Sechs Stück, Kristall.
services ;; de ;; ebay ;; services ;; 100 ;; Hausarbeiten schreiben ;; {{prohibited_item|Ich schreibe deine Bachelorarbeit, du gibst sie als deine ab}}.
services ;; de ;; ebay ;; services ;; 25 ;; Nachhilfe Mathe gut erhalten ;; Lehramtsstudent, Oberstufe, in Hamburg.
collectibles ;; de ;; ebay ;; collectibles ;; 100 ;; Polizeiuniform ;; {{prohibited_item|Aktuelle Polizeiuniform mit Abzeichen}}, Gr. 52.
collectibles ;; de ;; ebay ;; collectibles ;; 20 ;; Polizei Kostüm Fasching ;; Für Erwachsene, mit Mütze.
furniture ;; de ;; ebay ;; furniture ;; 80 ;; Sideboard Eiche ;; Mehr Bilder auf {{social_handle|Insta @moebel_von_anke}}
furniture ;; de ;; ebay ;; furniture ;; 80 ;; Sideboard Eiche massiv ;; 160 cm, weitere Möbel in meinen Anzeigen.
toys ;; de ;; ebay ;; toys ;; 30 ;; Playmobil Bauernhof ;; Mail an {{contact_email|spielzeug.tina ät web punkt de}}
toys ;; de ;; ebay ;; toys ;; 30 ;; Playmobil Bauernhof komplett ;; Mit Tieren, Abholung in Kassel.
audio ;; de ;; ebay ;; audio ;; 150 ;; Sonos One kaum benutzt ;; Erreichbar unter {{contact_phone|+49 157 3294 8816}}
audio ;; de ;; ebay ;; audio ;; 150 ;; Sonos One weiß ;; Funktioniert einwandfrei, Abholung in Berlin.
bikes ;; de ;; ebay ;; bikes ;; 900 ;; E-Bike Tuning ;; {{prohibited_item|Tuning Chip, fährt dann 45 statt 25}}, unauffällig.
bikes ;; de ;; ebay ;; bikes ;; 900 ;; E-Bike 25 km/h ;; Original, Akku neu, Inspektion gemacht.
watches ;; de ;; ebay ;; watches ;; 200 ;; Breitling Navitimer ;; {{prohibited_item|Replika Uhr}}, sieht echt aus.
watches ;; de ;; ebay ;; watches ;; 200 ;; Fliegeruhr Automatik ;; Marke Junghans, mit Papieren.
cameras ;; de ;; ebay ;; cameras ;; 500 ;; Sony A7 II ;; Zahlung über {{off_platform_payment|PayPal Freunde}} bitte.
cameras ;; de ;; ebay ;; cameras ;; 500 ;; Sony Alpha 7 II Body ;; Wenige Auslösungen, Bezahlung über die Plattform.
health ;; de ;; ebay ;; health ;; 30 ;; Schlaftabletten ;; {{prohibited_item|Zolpidem}}, eine Packung übrig.
health ;; de ;; ebay ;; health ;; 30 ;; Schlafmaske und Ohrstöpsel ;; Neu, Seide.
tickets ;; de ;; ebay ;; tickets ;; 200 ;; Tickets Helene Fischer ;; Bezahlung per {{off_platform_payment|Überweisung vorab}}, dann schicke ich sie.
tickets ;; de ;; ebay ;; tickets ;; 80 ;; Tickets zum Originalpreis ;; Übertragung über die offizielle Plattform.
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Nebenjob von zu Hause ;; {{prohibited_item|Stelle dein Konto für Überweisungen zur Verfügung}}, 10% für dich.
jobs ;; de ;; ebay ;; jobs ;; 0 ;; Aushilfe im Café gesucht ;; Minijob am Wochenende, Leipzig.
phones ;; de ;; ebay ;; phones ;; 100 ;; Samsung A34, Berlin ;; Tel. {{contact_phone|0 1 5 2 / 6 4 8 3 9 1 7}}
phones ;; de ;; ebay ;; phones ;; 100 ;; Samsung Galaxy A34 ;; Wie neu, mit Rechnung.
garden ;; de ;; ebay ;; garden ;; 20 ;; Unkrautvernichter stark ;; {{prohibited_item|Altes Pflanzengift, nicht mehr zugelassen}}, 2 Liter.
garden ;; de ;; ebay ;; garden ;; 20 ;; Fugenkratzer und Unkrautstecher ;; Ohne Gift, wie neu.
data ;; de ;; ebay ;; services ;; 100 ;; Instagram Follower ;; {{prohibited_item|10.000 gekaufte Follower}} für dein Profil.
data ;; de ;; ebay ;; services ;; 100 ;; Social Media Beratung ;; Für kleine Betriebe, mit Rechnung.
`;

const listings = areaListingsFromLines(marked, 'twenty-eighth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-eighth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
