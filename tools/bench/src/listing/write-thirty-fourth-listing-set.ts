import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-thirty-fourth.json: a thirty-fourth labelled set for issue 19, written by hand on 2026-12-01
 * by a writer who changes no rule (stop 54, task 54w), as the session's final unseen measure (its holdout part). Its writer
 * read no rule code, lexicon or brand table, no README rules table and no earlier set's records — only the thirty-third
 * listing writer's header (its first 110 lines) and its last 8 lines, the line parser (`areaListingsFromLines`),
 * `balancedSplit`, the scorer (evasion-quality.ts), the contract's flag codes and profiles, and issue 19.
 * 516 listings (one listing weighs about 0.39 point of a part): PT 106, ES 104, FR 100, EN 102, IT 52, DE 52; 258 clean (50 %:
 * every problem has its clean twin, so the clean share sits at a half rather than the asked 45 %), 258 with one problem
 * each (258 labels: prohibited item 123, restricted item 45, phone 22, off-site payment 20, link 17, social handle 16,
 * e-mail 15; by kind item 168 (65 %), contact and payment moved off the site 90 (35 %)). By language, problems: PT 53,
 * ES 52, FR 50, EN 51, IT 26, DE 26, each with about a third contact and payment and two thirds items. Profiles: olx-pt 94
 * (PT), vinted 32 (PT and FR fashion, shoes, kids and beauty), wallapop 104 (ES), generic 132 (FR, IT), ebay 154 (EN, DE).
 * Areas (31, a general marketplace's categories): phones, computers, electronics, fashion, shoes, home, furniture, kids,
 * toys, books, sport, bikes, cars, tools, garden, beauty, watches, cameras, audio, instruments, pets, collectibles,
 * tickets, services, jobs, property, health, adult, data, documents, uniforms; every area has problems and clean twins,
 * most in several languages.
 * Written as sellers write on each country's big second-hand sites: short titles and longer descriptions, missing accents,
 * shorthand, all-lower and mixed case, prices, sizes and measurements, shipping, collection and hand-over talk, several
 * items in one listing.
 * Contact moved off the site, in the evasion kinds issue 19 lists and in each language's habits: numbers written in words
 * with tens (and a country code in words), words and digits mixed in one number, digits spaced, dashed and dotted one by
 * one, national and international forms (with "+", with "00", with the trunk zero in brackets, and with the plus sign as a
 * word); e-mails with each language's word for "at" and "dot", with bracketed and parenthesised forms, and with a space
 * between every character; a chat link to a number, a QR code said to open a chat, a link shortener, a link-list page, a
 * messaging channel's link, a member page on another resale site and a shop's or site's address written with spaced dots or
 * the local words for "dot" and "slash"; handles on photo, chat, short-video, snap and social networks (with "@", after the
 * network's name, a page or channel by name, a chat server's name); payment by the instant-payment app of each country,
 * friends-and-family transfers, a neobank, a prepaid card top-up, a pay-by-phone wallet, bank transfer before shipping,
 * and a deposit to reserve before a viewing.
 * Items, in ordinary words and often by purpose or means only: counterfeits said every way (a quality grade, a copy, a
 * mirror, clone, reproduction or one-to-one version, a factory pair, a player version that is not official, by denial of
 * originality, a maker's logo on another maker's goods); weapons (switch-opening, butterfly and banned fighting knife
 * shapes, impact weapons, fixed blades and daggers, air guns above the free limit, blank-firing guns, crossbows with
 * hunting bolts, defence sprays, shotgun ammunition, fireworks); prescription medicines for sleep, anxiety, pain,
 * attention, weight loss and potency, injectables for muscle, edibles with the drug in them and seeds by their use,
 * veterinary prescription medicine; animals without identification, papers or a required exemption, wild-caught birds and
 * reptiles, a protected parrot without papers, ivory on old goods; tobacco brought from abroad, nicotine
 * vapes, home-distilled spirits, laughing gas for parties, a full gas bottle, strong acid, a banned weedkiller,
 * professional poisons and fumigants; mileage, emission and speed cheats, theft tools, a location jammer and a speed-camera
 * jammer, plates made to any number; sexual services, worn underwear, intimate images; customer files, accounts sold with
 * their login; pirated books and television; found, locked or blacklisted phones, goods with no questions about origin and
 * an object a customer left behind; blank vehicle papers, a licence, a school diploma or a passport without the
 * process; current uniforms; hate-symbol militaria; testers and not-for-resale samples; opened cosmetics and a used
 * personal-hygiene baby item; child seats after a crash and helmets after a fall or knock; recalled baby goods and toys; loose lithium cells; a
 * covert camera; deceiving services (work submitted as one's own, paid reviews, parcel reshipping for strangers, jobs that
 * ask a fee first).
 * Clean twins, one per problem, in similar words and the same language: the same object for an innocent use, new and
 * sealed, with proof of purchase, a costume, a toy, a tool of the same kind for another use, an accessory of the same
 * object, the legal version of the same thing, or the same contact idea kept on the site (the site's chat, payment and
 * shipping, cash at a hand-over, the seller's other listings, the organiser's official resale or name change).
 * Label policy (a careful moderator of a general European marketplace), as the thirty-third's: contact, links and payment
 * moved off the site are labelled where they are asked for; the site's own payment and shipping, a hand-over and a
 * message on the site are clean. Prohibited: counterfeits, switch-opening and butterfly knives, impact weapons and banned
 * knife shapes, fireworks, prescription medicines and injectables, drugs, edibles and their seeds, animals without the
 * identification, papers or exemption the law asks or taken from the wild, ivory, banned pesticides, professional poisons
 * and fumigants, laughing gas sold for inhaling, odometer, emission, speed and e-bike cheats, theft tools and jammers,
 * false plates, sexual services, worn underwear and intimate images, personal data, accounts with credentials, pirated
 * content, goods found or of unexplained origin, official documents and diplomas obtained without the process, current
 * uniforms, hate symbols, testers and not-for-resale samples, recalled goods, covert recording devices and deceiving
 * services. Restricted: fixed-blade hunting and survival knives and a dagger, an air gun above the free limit,
 * blank-firing guns, a crossbow with hunting bolts, defence spray, shotgun ammunition, a full gas bottle, strong acid,
 * tobacco brought from abroad, nicotine vapes and home-distilled spirits, opened cosmetics and a used personal-hygiene baby item, child
 * seats after a crash and helmets after a fall or knock (helmets of several sports), and
 * loose lithium cells (the scorer meets either item code).
 * Borderline decisions, stated: an old instrument with a real ivory part is prohibited (ivory), the same with a synthetic
 * or wooden part clean; an object a seller says a customer left behind is goods of unexplained origin (prohibited), the
 * seller's own with a receipt clean; goods of one maker carrying another maker's logo are a counterfeit, the genuine
 * budget line clean; a fumigant sold to anyone for garden pests is a professional poison (prohibited), mechanical traps clean;
 * an animal that needs a licence or an exemption certificate sold without it is prohibited, its gear clean;
 * a streaming device sold with paid channels for nothing is piracy, one reset to the factory clean; a quick
 * diploma or identity document without the exam or checks is an official document (prohibited), a cover or lessons clean;
 * a helmet after a knock or a fall is restricted even where the seller sees no crack; a child seat that sat in a car
 * during a crash is restricted even where it looks new; a parcel handler who reships strangers' parcels abroad is a
 * deceiving service (prohibited), warehouse sorting clean; a fee to start home work is a deceiving job, a job with no
 * fees clean; a payment through the site's checkout is clean, "gift" or friends-and-family transfers and a deposit before
 * a viewing are payment; a messaging channel's link is a link (external_link), a chat server's or a channel's name, a
 * network page by name and a network name followed by a handle are the handle; a QR code said to open a chat is a link;
 * a member page on another resale site written out is a link; ticket resale through the organiser's exchange is clean.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * thirty-third set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 258 (129 clean, 129 problems: item 84, phone 11, payment 11,
 * link 8, social 8, email 7), holdout 258 (129 clean, 129 problems: item 84, phone 11, link 9, payment 9, social 8, email
 * 8); every language (each part PT 53, ES 52, FR 50, EN 51, IT 26, DE 26) and all 31 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` and compared
 * each of this set's titles and descriptions, case- and accent-folded (whitespace collapsed), exactly and by any shared
 * 40-character window, and for repeats within this set (printing only this set's strings): 191 of 1,032 fields collided
 * (157 short plain titles exactly, 9 short descriptions exactly, 24 descriptions and 1 title by a window — plain
 * on-site phrases, a few labelled phrases and number shapes); every one was rewritten in this writer's words (titles given the
 * seller's own detail: a colour, a size, a count, a place, a condition; descriptions rephrased with the label kept), a
 * second check found 22, rewritten again, a third 5 (labelled phrases by a window, rephrased), and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-thirty-fourth-listing-set.ts`.
 * First run (2026-12-01, rules and learned reader as on 1595a121, no rule changed, a scratch script calling
 * `evasionQuality` on this file only and printing only the summaries, `nice -n 10 timeout 900 node
 * --conditions=@circular/source tools/bench/src/zz-54w-run.ts listing`, once as the service answers and once with
 * `LISTING_LEARNED_SCORER=0`):
 * - rules with the learned reader (default): tune recall 0.961 (124/129: item 81/84, payment 10/11, phone 11/11, social
 *   7/8, email 7/7, link 8/8), clean flagged 17/129 (0.132), wrongful rejects 3/174, prohibited rejected outright 32/59;
 *   holdout recall 0.977 (126/129: item 81/84, payment 9/9, phone 11/11, social 8/8, email 8/8, link 9/9), clean
 *   flagged 12/129 (0.093), wrongful rejects 0/174, prohibited rejected outright 31/64.
 * - rules alone (`LISTING_LEARNED_SCORER=0`): tune recall 0.845 (109/129: item 66/84, the contact kinds as above), clean
 *   flagged 8/129 (0.062), wrongful rejects 3/174, prohibited rejected outright 34/59; holdout recall 0.837 (108/129: item
 *   63/84, the contact kinds as above), clean flagged 5/129 (0.039), wrongful rejects 0/174, prohibited rejected outright
 *   32/64.
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; Samsung A52 128gb preto impecavel ;; Sempre com capa e pelicula, bateria aguenta o dia todo. Para mais info liga {{contact_phone|nove um três, quarenta e sete, oitenta e dois, 19}} depois das 18h
phones ;; pt ;; olx-pt ;; phones ;; 175 ;; Samsung A52 128 gb preto, como novo ;; Sempre com capa e pelicula, bateria aguenta o dia inteiro. Para mais info manda mensagem aqui pelo chat do OLX depois das 18h
computers ;; pt ;; olx-pt ;; computers ;; 320 ;; Portatil Lenovo i5 8gb ram SSD 256 ;; Usado para a faculdade, teclado PT, carregador incluido. Envio por CTT ou entrega em Braga. Contacto {{contact_phone|9 6 2 - 4 1 8 - 7 3 0}}
computers ;; pt ;; olx-pt ;; computers ;; 310 ;; Portátil Lenovo i5 8 gigas SSD 256 teclado PT ;; Usado para a universidade, carregador incluido. Envio pelo OLX ou entrega em mão em Braga, combinamos pelo chat
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Casaco de ganga Zara tam M com botoes dourados ;; Usado poucas vezes, sem defeitos. Se quiseres mais fotos manda mail para {{contact_email|ritinha.s97 arroba gmail ponto com}}
fashion ;; pt ;; vinted ;; fashion ;; 22 ;; Casaco ganga da Zara tamanho M azul claro ;; Usado poucas vezes, sem defeitos. Se quiseres mais fotos pede por mensagem aqui na Vinted que eu tiro logo
shoes ;; pt ;; vinted ;; shoes ;; 40 ;; Sapatilhas New Balance 574 n.º 39 ;; Pouco uso, lavadas. Aceito propostas, falamos no insta {{social_handle|@sapatos_da_ines}}
shoes ;; pt ;; vinted ;; shoes ;; 38 ;; New Balance 574 cinzentas numero 39 pouco uso ;; Lavadas e prontas a usar. Aceito propostas, façam oferta pelo botao da Vinted
home ;; pt ;; olx-pt ;; home ;; 60 ;; Bimby TM5 com livro de receitas ;; Funciona na perfeição, vendo porque tenho a TM6. Pagamento por {{off_platform_payment|MB WAY para o meu número}} e envio pelos CTT
home ;; pt ;; olx-pt ;; home ;; 450 ;; Bimby TM5 a funcionar, com livro de receitas ;; Funciona perfeitamente, vendo porque comprei a TM6. Pagamento e envio pelo OLX com entrega garantida
furniture ;; pt ;; olx-pt ;; furniture ;; 90 ;; Sofa 3 lugares cinzento 210x90 ;; Estofo sem rasgões, vem de casa sem cães. Mais fotos no whats: {{external_link|wa.me/351936112045}}
furniture ;; pt ;; olx-pt ;; furniture ;; 85 ;; Sofá de 3 lugares cinza 210 x 90 cm ;; Em bom estado, casa sem animais e sem fumadores. Se quiser mais fotos peça aqui no chat que envio
kids ;; pt ;; olx-pt ;; kids ;; 120 ;; Carrinho de bebe Bebecar completo ;; Alcofa, cadeira e saco. Reservas com sinal de 30€ por {{off_platform_payment|transferência bancária para o meu IBAN}} antes de vir buscar
kids ;; pt ;; olx-pt ;; kids ;; 115 ;; Carrinho de bebé Bebecar com alcofa e cadeira ;; Traz o saco de muda. Sem reservas, o primeiro a aparecer leva-o, paga em notas quando levantar em Setúbal
toys ;; pt ;; olx-pt ;; toys ;; 35 ;; Lego Friends casa da Mia completo ;; Com caixa e instruções. Tenho mais legos no meu outro site {{external_link|brinquedos-usados ponto pt}}
toys ;; pt ;; olx-pt ;; toys ;; 33 ;; Lego Friends casa da Mia, completo com caixa ;; Instruções incluídas. Há mais caixas de lego no meu perfil, espreitem os restantes anúncios
books ;; pt ;; olx-pt ;; books ;; 12 ;; Livros Harry Potter pack 4 volumes ;; Edição portuguesa Presença, bom estado. Quem quiser a coleção toda fala comigo no {{social_handle|telegram joaolivros_pt}}
books ;; pt ;; olx-pt ;; books ;; 14 ;; Pack 4 livros Harry Potter edição Presença ;; Bom estado, capas sem rasgos. Quem quiser a coleção toda diga por aqui que faço preço
bikes ;; pt ;; olx-pt ;; bikes ;; 230 ;; Bicicleta BTT roda 29 Rockrider ;; Travões de disco, 21 velocidades, pneus novos. Ligar {{contact_phone|+351 91 804 22 76}}
bikes ;; pt ;; olx-pt ;; bikes ;; 225 ;; BTT Rockrider roda 29 travões disco ;; 21 mudanças afinadas há um mês, pneus estreados. Qualquer pergunta é só escrever no chat da app
cars ;; pt ;; olx-pt ;; cars ;; 80 ;; Jantes 16 VW Golf com pneus Michelin usados ;; 4 jantes originais com pneus a 70%. Mais fotos no meu {{social_handle|facebook Oficina Pneus do Ze}}
cars ;; pt ;; olx-pt ;; cars ;; 280 ;; 4 jantes 16 originais Golf VI com pneus ;; Pneus a 70 por cento. Mais fotos no anúncio, posso tirar outras se pedirem por mensagem
tickets ;; pt ;; olx-pt ;; tickets ;; 70 ;; 2 bilhetes NOS Alive dia 11 ;; Não posso ir. Mando o QR por email, pagamento por {{off_platform_payment|Revolut ou Paypal amigos}}
tickets ;; pt ;; olx-pt ;; tickets ;; 140 ;; 2 bilhetes NOS Alive dia 11 julho ;; Surgiu-me um casamento. Mudo o titular no site oficial do festival depois de pago aqui no OLX
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de matemática 9.º ano ;; Professora com experiência, online ou em Coimbra. Marcações para {{contact_email|a n a . m a t @ s a p o . p t}}
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações matemática 9º e 12º ano ;; Dou aulas há 12 anos, à distância ou em casa do aluno em Coimbra. Horários combinados pelo chat
property ;; pt ;; olx-pt ;; property ;; 380 ;; Quarto para estudante perto do Técnico ;; Despesas incluidas, wifi. Ver mais fotos e planta no QR code da ultima foto, leva-te ao {{external_link|link do meu whatsapp}}
property ;; pt ;; olx-pt ;; property ;; 390 ;; Quarto para estudante junto ao Técnico, despesas incluídas ;; Wifi, cozinha partilhada. Mais fotos e a planta estão no anúncio, visitas ao fim de semana combinadas pelo chat
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Aquario 60 litros com filtro externo e pedras ;; Completo com aquecedor e luz. Para reservar ligue {{contact_phone|zero zero três cinco um nove três, 5 5 0, 61 8 2}}
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Aquário 60 l com filtro e aquecedor ;; Completo com luz LED. Para reservar mande mensagem pelo OLX, entrego em Aveiro
jobs ;; pt ;; olx-pt ;; jobs ;; 900 ;; Empregada de mesa para sábados e domingos, Albufeira ;; Restaurante em Albufeira. Enviar CV para {{contact_email|restaurante.maré(at)hotmail(dot)com}}
jobs ;; pt ;; olx-pt ;; jobs ;; 900 ;; Precisa-se empregada de mesa ao fim de semana em Albufeira ;; Restaurante na baixa. Enviar CV pela candidatura do OLX Emprego, respondemos a todos
fashion ;; pt ;; vinted ;; fashion ;; 45 ;; Mala Michael Kors castanha grande tipo shopper ;; {{prohibited_item|não é original mas é igualzinha}}, ninguém nota a diferença, com saco de pó
fashion ;; pt ;; vinted ;; fashion ;; 85 ;; Mala Michael Kors castanha original ;; Foi prenda dos meus pais em 2023, guardo o talão da loja, vai com saco de pó
shoes ;; pt ;; vinted ;; shoes ;; 55 ;; Nike Air Jordan 1 tam 42 ;; {{prohibited_item|qualidade AAA vindas da China}}, iguais às da loja, caixa incluída
shoes ;; pt ;; vinted ;; shoes ;; 120 ;; Nike Air Jordan 1 tamanho 42 ;; Compradas na Sportzone, fatura na caixa, usadas duas vezes
watches ;; pt ;; olx-pt ;; watches ;; 150 ;; Relogio Rolex Submariner verde na caixa ;; {{prohibited_item|réplica suíça 1:1}}, mecanismo automático, pesa igual ao verdadeiro
watches ;; pt ;; olx-pt ;; watches ;; 160 ;; Relógio Seiko automático tipo mergulho ;; Mecanismo automático, bracelete em aço, com caixa e papéis da ourivesaria
beauty ;; pt ;; vinted ;; beauty ;; 30 ;; Perfume Dior Sauvage 100ml quase cheio ;; É um {{prohibited_item|tester sem tampa, de loja}}, cheio, cheira igual
beauty ;; pt ;; vinted ;; beauty ;; 65 ;; Dior Sauvage edt 100 ml por abrir ;; Selado na caixa, foi prenda e não uso, cheiro muito forte para mim
beauty ;; pt ;; vinted ;; beauty ;; 15 ;; Base Double Wear da Estée Lauder, 2C0, meio frasco ;; {{restricted_item|usei 3 ou 4 vezes}}, não é o meu tom, ainda tem quase tudo
beauty ;; pt ;; vinted ;; beauty ;; 28 ;; Base Double Wear Estée Lauder tom 2C0 selada ;; Comprei no tom errado, nunca aberta, ainda com o selo de plástico
sport ;; pt ;; olx-pt ;; sport ;; 70 ;; Canivete borboleta aço ;; {{prohibited_item|canivete borboleta}} lâmina 9 cm, abre com uma mão, para colecionadores
sport ;; pt ;; olx-pt ;; sport ;; 20 ;; Canivete suíço Victorinox vermelho 9 funções ;; Lâmina pequena, tesoura e saca-rolhas, ideal para campismo, como novo
sport ;; pt ;; olx-pt ;; sport ;; 35 ;; Soqueira em metal preta 4 dedos ;; {{prohibited_item|soqueira de metal}}, boa pega, para defesa pessoal
sport ;; pt ;; olx-pt ;; sport ;; 30 ;; Luvas de boxe 12 oz vermelhas da Decathlon ;; Para treino de saco, pouco uso, boa pega e acolchoamento
sport ;; pt ;; olx-pt ;; sport ;; 60 ;; Faca de caça com bainha de couro castanha ;; {{restricted_item|faca de mato lâmina fixa 23 cm}}, cabo em madeira, nunca usada
sport ;; pt ;; olx-pt ;; sport ;; 25 ;; Faca de cozinha do chef com bainha ;; Lâmina 20 cm, cabo em madeira, ótima para cortar carne, nunca usada
sport ;; pt ;; olx-pt ;; sport ;; 140 ;; Carabina de pressão Gamo ;; {{restricted_item|carabina de ar comprimido 24 joules}} com mira, calibre 5.5
sport ;; pt ;; olx-pt ;; sport ;; 40 ;; Arma de airsoft Gamo para brincar ;; Réplica de airsoft com mira, bolas de 6 mm, potência de brinquedo
sport ;; pt ;; olx-pt ;; sport ;; 45 ;; Pistola de alarme ;; {{restricted_item|pistola de salvas 9mm}} com caixa de munições de festim
sport ;; pt ;; olx-pt ;; sport ;; 15 ;; Pistola de partida para atletismo de brincar ;; Faz barulho com fita de fulminantes de papel, para festas de crianças
health ;; pt ;; olx-pt ;; health ;; 20 ;; Comprimidos para dormir que me sobraram ;; Tenho {{prohibited_item|caixa de Xanax 0,5 que sobrou}}, ajuda a dormir e na ansiedade
health ;; pt ;; olx-pt ;; health ;; 20 ;; Almofada para dormir cervical ;; Ajuda a dormir e nas dores de pescoço, viscoelástica, com capa lavável
health ;; pt ;; olx-pt ;; health ;; 90 ;; Canetas para emagrecer, 3 por estrear ;; {{prohibited_item|canetas de Ozempic}} sem receita, perdi 10 kg, tenho 3
health ;; pt ;; olx-pt ;; health ;; 90 ;; Bicicleta estática para emagrecer ;; Perdi 10 kg com ela, ecrã com calorias, 3 níveis de resistência
garden ;; pt ;; olx-pt ;; garden ;; 25 ;; Sementes autoflorescentes ;; {{prohibited_item|sementes de erva com alto THC}}, 10 unidades, envio discreto
garden ;; pt ;; olx-pt ;; garden ;; 5 ;; 50 sementes de tomateiro coração-de-boi, colheita deste ano ;; 50 unidades, da minha horta, envio em envelope
pets ;; pt ;; olx-pt ;; pets ;; 150 ;; Cachorros Podengo ;; {{prohibited_item|sem chip nem vacinas}}, nasceram há 5 semanas, entrego já
pets ;; pt ;; olx-pt ;; pets ;; 0 ;; Cachorros Podengo para adoção responsável ;; Com chip, vacinas e desparasitados, entrega às 10 semanas com contrato de adoção
pets ;; pt ;; olx-pt ;; pets ;; 300 ;; Papagaio cinzento africano de 4 anos ;; {{prohibited_item|não tem papéis CITES}}, fala bastante, com gaiola
pets ;; pt ;; olx-pt ;; pets ;; 60 ;; Gaiola grande para papagaio com rodas ;; Em ferro, com comedouros e poleiros, 90 cm de altura
home ;; pt ;; olx-pt ;; home ;; 30 ;; Tabaco de enrolar 10 pacotes baratos ;; {{restricted_item|volume de tabaco trazido de Andorra}}, 10 pacotes, mais barato que aqui
home ;; pt ;; olx-pt ;; home ;; 12 ;; Maquina de enrolar cigarros ;; Máquina manual de metal, funciona bem, com caixa de filtros vazia
home ;; pt ;; olx-pt ;; home ;; 8 ;; Vapes descartaveis ;; {{restricted_item|pods descartáveis 5000 puffs com nicotina}}, vários sabores
home ;; pt ;; olx-pt ;; home ;; 8 ;; Difusor de aromas elétrico ;; Vários sabores de óleos incluídos, luz LED, 300 ml
home ;; pt ;; olx-pt ;; home ;; 15 ;; Aguardente de medronho ;; {{restricted_item|feita em casa no alambique do meu avô}}, garrafa de 1 litro
home ;; pt ;; olx-pt ;; home ;; 40 ;; Alambique de cobre decorativo pequeno, 40 cm ;; Peça decorativa antiga do meu avô, para pôr na sala, não funciona
audio ;; pt ;; olx-pt ;; audio ;; 10 ;; Baterias 18650 lote de 10 ;; {{restricted_item|10 pilhas de lítio soltas 18650}}, tiradas de uma trotinete, envio por CTT
audio ;; pt ;; olx-pt ;; audio ;; 10 ;; Carregador de pilhas AA ;; Para pilhas recarregáveis AA e AAA, com 4 pilhas dentro, envio por CTT
kids ;; pt ;; olx-pt ;; kids ;; 40 ;; Cadeira auto Chicco grupo 1 ;; O carro teve um toque e {{restricted_item|a cadeira ia lá dentro no acidente}}, mas por fora parece nova
kids ;; pt ;; olx-pt ;; kids ;; 30 ;; Capa para cadeira auto Chicco grupo 1 ;; Capa de tecido lavável, impecável, sem manchas
sport ;; pt ;; olx-pt ;; sport ;; 35 ;; Capacete de mota Nolan tam M ;; {{restricted_item|caiu uma vez ao chão com a mota}}, não tem rachas
sport ;; pt ;; olx-pt ;; sport ;; 35 ;; Bolsa para capacete de mota tamanho M ;; Acolchoada, com fecho, protege o capacete de riscos
phones ;; pt ;; olx-pt ;; phones ;; 150 ;; iPhone 11 64gb branco bloqueado ;; {{prohibited_item|encontrei num café, está bloqueado ao iCloud}}, vende-se para peças
phones ;; pt ;; olx-pt ;; phones ;; 40 ;; iPhone 11 com ecrã partido para peças ;; O meu, ecrã partido, já removido da conta iCloud, com fatura da compra
electronics ;; pt ;; olx-pt ;; electronics ;; 30 ;; Box Android TV com tudo incluido ;; {{prohibited_item|com canais todos desbloqueados, desporto e filmes sem pagar}}, ano incluido
electronics ;; pt ;; olx-pt ;; electronics ;; 30 ;; Box Android TV 4K Xiaomi reposta ;; Reposta de fábrica, tem Netflix e YouTube, sem subscrições incluídas
data ;; pt ;; olx-pt ;; services ;; 50 ;; Contas de streaming ;; {{prohibited_item|conta Netflix premium com email e password}}, 1 ano
data ;; pt ;; olx-pt ;; services ;; 25 ;; Cartão oferta Netflix 25€ por raspar ;; Cartão físico selado, não raspado, foi prenda
documents ;; pt ;; olx-pt ;; services ;; 500 ;; Carta de condução ;; {{prohibited_item|carta de condução sem fazer exame}}, rápido e seguro
documents ;; pt ;; olx-pt ;; services ;; 25 ;; Aulas de código para a carta de condução ;; Ajudo a preparar o exame de código, testes online e explicações
uniforms ;; pt ;; olx-pt ;; collectibles ;; 80 ;; Farda PSP ;; {{prohibited_item|farda completa da PSP atual com distintivos}}, tamanho L
uniforms ;; pt ;; olx-pt ;; collectibles ;; 20 ;; Fato de polícia carnaval criança 8 anos com chapéu ;; Disfarce de polícia para criança, tamanho 8 anos, com chapéu
cars ;; pt ;; olx-pt ;; cars ;; 150 ;; Aparelho diagnóstico ;; Faço {{prohibited_item|acerto de quilómetros}} em qualquer carro, rápido
cars ;; pt ;; olx-pt ;; cars ;; 150 ;; Aparelho diagnóstico OBD2 ;; Lê e apaga erros, mostra os quilómetros e sensores em qualquer carro
bikes ;; pt ;; olx-pt ;; bikes ;; 40 ;; Trotinete Xiaomi ;; Faço {{prohibited_item|desbloqueio para passar dos 25 km/h}}, fica a dar 35
bikes ;; pt ;; olx-pt ;; bikes ;; 40 ;; Carregador trotinete Xiaomi ;; Original, funciona bem, carrega em 5 horas
services ;; pt ;; olx-pt ;; services ;; 100 ;; Trabalhos académicos ;; {{prohibited_item|faço a tua tese e entregas como tua}}, sem plágio detetado
services ;; pt ;; olx-pt ;; services ;; 15 ;; Revisão de teses e trabalhos académicos ;; Corrijo gramática e formatação APA, o texto continua a ser teu
jobs ;; pt ;; olx-pt ;; jobs ;; 1500 ;; Trabalho em casa ganha 1500 ;; {{prohibited_item|paga só 49€ de inscrição}} e começas amanhã a embalar produtos
jobs ;; pt ;; olx-pt ;; jobs ;; 800 ;; Trabalho em armazém a embalar produtos ;; Contrato a tempo inteiro, sem custos para o candidato, começas na segunda
adult ;; pt ;; olx-pt ;; services ;; 50 ;; Massagens relaxantes ;; Massagem com {{prohibited_item|final feliz}}, atendo em apartamento privado
adult ;; pt ;; olx-pt ;; services ;; 35 ;; Massagem relaxante desportiva ;; Fisioterapeuta certificada, atendo em consultório, 60 minutos
collectibles ;; pt ;; olx-pt ;; collectibles ;; 200 ;; Braçadeira alemã 2ª guerra ;; {{prohibited_item|braçadeira com suástica}} original, ótimo estado
collectibles ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Capacete alemão réplica para reconstituição ;; Capacete em aço pintado, sem símbolos, para reconstituição histórica
toys ;; pt ;; olx-pt ;; toys ;; 25 ;; Berço de viagem azul com colchão ;; É daquele {{prohibited_item|modelo que a marca mandou recolher por risco}}, mas o meu nunca deu problemas
toys ;; pt ;; olx-pt ;; toys ;; 25 ;; Berço de viagem dobrável cinzento com colchão ;; Com colchão e saco de transporte, cumpre a norma europeia, está bom
tools ;; pt ;; olx-pt ;; tools ;; 30 ;; Herbicida forte garrafão 5 L ;; {{prohibited_item|Paraquat que já não se vende}}, 5 litros, mata tudo
tools ;; pt ;; olx-pt ;; tools ;; 30 ;; Pulverizador de jardim 5 litros com alça ;; Para herbicida ou adubo, com bomba manual, mata pragas com produto bio
electronics ;; pt ;; olx-pt ;; electronics ;; 35 ;; Camara espia ;; {{prohibited_item|câmara escondida num carregador para filmar sem a pessoa saber}}
electronics ;; pt ;; olx-pt ;; electronics ;; 35 ;; Camara de vigilância wifi para dentro de casa ;; Para ver a casa pelo telemóvel, com visão noturna e aviso de movimento
cameras ;; pt ;; olx-pt ;; cameras ;; 390 ;; Canon EOS 250D preta com objetiva 18-55 e mala ;; 8 mil disparos, com mala e cartão. Dúvidas para {{contact_email|fotos.do.rui @ gmail . com}} que respondo rápido
cameras ;; pt ;; olx-pt ;; cameras ;; 390 ;; Canon EOS 250D + 18-55, 8 mil disparos ;; Com mala e cartão de 64 gb. Dúvidas por mensagem aqui no OLX que respondo rápido
instruments ;; pt ;; olx-pt ;; instruments ;; 900 ;; Piano vertical antigo ;; Alemão, afinado o ano passado, {{prohibited_item|teclas em marfim verdadeiro}}, transporte por conta do comprador
instruments ;; pt ;; olx-pt ;; instruments ;; 900 ;; Piano vertical antigo alemão ;; Afinado o ano passado, teclas em resina cor de osso, transporte por conta do comprador
phones ;; es ;; wallapop ;; phones ;; 210 ;; Xiaomi Redmi Note 12 Pro 256gb azul con funda ;; Libre de fabrica, con funda y cristal templado. Si te interesa llamame al {{contact_phone|seis uno cero, treinta y cuatro, noventa y dos, 18}}
phones ;; es ;; wallapop ;; phones ;; 205 ;; Redmi Note 12 Pro 256 gb libre ;; Lleva protector de pantalla desde el primer dia. Si lo quieres mandame un mensaje por la app y hablamos
computers ;; es ;; wallapop ;; computers ;; 550 ;; MacBook Air M1 8/256 gris espacial con caja ;; Bateria al 91%, sin golpes. Te lo envio si me pagas por {{off_platform_payment|Bizum al 6**}} que te lo paso por privado
computers ;; es ;; wallapop ;; computers ;; 540 ;; MacBook Air M1 gris espacial 256, con caja y cargador ;; La bateria esta al 91, ni un golpe. Lo mando con el envio de la app, asi vas protegido
fashion ;; es ;; wallapop ;; fashion ;; 18 ;; Vestido Mango largo talla S ;; Puesto una vez en una boda. Mas fotos por {{contact_phone|WhatsApp 6 7 1 . 2 2 8 . 9 0 4}}
fashion ;; es ;; wallapop ;; fashion ;; 18 ;; Vestido largo de Mango talla S estampado ;; Puesto solo una vez en una boda. Si quieres mas fotos pidemelas por aqui
shoes ;; es ;; wallapop ;; shoes ;; 30 ;; Botas Dr Martens 38 negras ;; Muy poco uso. Tengo mas cosas en {{external_link|vinted punto es barra miembro barra lauraroperito}}
shoes ;; es ;; wallapop ;; shoes ;; 65 ;; Dr Martens 1460 negras talla 38 ;; Muy poco uso, sin arañazos. Tengo mas cosas subidas en mi perfil de wallapop
home ;; es ;; wallapop ;; home ;; 45 ;; Cafetera Nespresso Vertuo negra poco uso ;; Funciona perfecta, con 10 capsulas. Escribeme a {{contact_email|cafeteramadrid arroba yahoo punto es}}
home ;; es ;; wallapop ;; home ;; 45 ;; Cafetera Nespresso Vertuo con capsulas ;; Funciona perfecta, regalo 10 capsulas. Escribeme por el chat y quedamos en Chamartin
furniture ;; es ;; wallapop ;; furniture ;; 70 ;; Comoda Ikea Malm 6 cajones blanca ;; Desmontada y lista para llevar. Pago solo en efectivo o {{off_platform_payment|por transferencia antes de recoger}}
furniture ;; es ;; wallapop ;; furniture ;; 70 ;; Cómoda Malm de Ikea blanca 6 cajones ;; Desmontada y lista para recoger en Getafe, pago en mano al recoger
kids ;; es ;; wallapop ;; kids ;; 15 ;; Lote ropa bebe 0-3 meses niña, 20 prendas ;; 20 prendas, niña. Si quieres mas lotes sigueme en {{social_handle|insta: @ropitabebe_sevilla}}
kids ;; es ;; wallapop ;; kids ;; 15 ;; Lote de ropa de bebe niña 0 a 3 meses ;; 20 prendas en buen estado. Tengo mas lotes en mi perfil, puedo hacer pack
toys ;; es ;; wallapop ;; toys ;; 25 ;; Playmobil barco pirata grande con cañones ;; Completo con figuras. Llama al {{contact_phone|+34 655 31 84 07}} por las tardes
toys ;; es ;; wallapop ;; toys ;; 25 ;; Barco pirata Playmobil completo con piratas ;; Completo con todas las figuras. Respondo mensajes por las tardes, entrega en mano Zaragoza
books ;; es ;; wallapop ;; books ;; 8 ;; Libros oposiciones auxiliar administrativo ;; Temario completo 2023. Mas info en mi canal {{external_link|t.me/temarios_opos}}
books ;; es ;; wallapop ;; books ;; 20 ;; Temario de opos de auxiliar administrativo, edicion 2023 ;; Temario completo subrayado a lapiz. Tengo mas libros de opos en mi perfil
sport ;; es ;; wallapop ;; sport ;; 60 ;; Pala de padel Bullpadel Vertex 03 con funda ;; Poco uso. Hablame al {{social_handle|Telegram @padelero_bcn}}
sport ;; es ;; wallapop ;; sport ;; 60 ;; Pala padel Bullpadel Vertex poco uso ;; Sin grietas, con funda. Hablame por wallapop y te paso mas fotos
bikes ;; es ;; wallapop ;; bikes ;; 300 ;; Bici carretera Orbea talla 54 ;; Shimano Sora, ruedas nuevas. Tlf {{contact_phone|0034 seis siete 8, 43, 21, cero nueve}}
bikes ;; es ;; wallapop ;; bikes ;; 300 ;; Orbea de carretera talla 54 Shimano Sora ;; Ruedas nuevas, cambio ajustado. Pregunta lo que quieras por el chat, envio con wallapop
cars ;; es ;; wallapop ;; cars ;; 40 ;; Faros delanteros Seat Leon 3 ;; Los dos faros en buen estado. Fotos en {{social_handle|mi pagina de facebook Desguace Paco}}
cars ;; es ;; wallapop ;; cars ;; 120 ;; Faros delanteros Seat Leon mk3 pareja ;; Los dos faros sin roturas, patillas enteras. Mas fotos en el anuncio
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entradas Mad Cool sabado ;; 2 entradas, las paso en PDF. Pago por {{off_platform_payment|PayPal amigos y familiares}} solo
tickets ;; es ;; wallapop ;; tickets ;; 180 ;; 2 entradas Mad Cool sabado ;; Hago el cambio de titular en la web oficial del festival al cerrar la venta por wallapop
services ;; es ;; wallapop ;; services ;; 20 ;; Clases de ingles a domicilio ;; Nativa, todos los niveles. Mira mi perfil en {{external_link|linktr.ee/inglesconkate}}
services ;; es ;; wallapop ;; services ;; 20 ;; Clases de ingles por profesora nativa ;; Todos los niveles, a domicilio u online. Reservas por mensaje aqui
property ;; es ;; wallapop ;; property ;; 400 ;; Habitacion en piso compartido Valencia, Ruzafa ;; Gastos incluidos. Para reservar {{off_platform_payment|señal de 100€ por Revolut}} sin verla
property ;; es ;; wallapop ;; property ;; 400 ;; Habitación en piso compartido en Valencia centro ;; Gastos incluidos, piso con ascensor. Visitas por la tarde, concretamos por el chat
jobs ;; es ;; wallapop ;; jobs ;; 1100 ;; Se busca camarero para terraza en Benidorm ;; Verano 2027. Mandar curriculum a {{contact_email|barlapalmera [at] gmail [dot] com}}
jobs ;; es ;; wallapop ;; jobs ;; 1100 ;; Buscamos camarero para terraza de verano ;; Temporada 2027, jornada completa. Interesados dejad mensaje aqui y os llamamos
pets ;; es ;; wallapop ;; pets ;; 35 ;; Transportin perro mediano gris ;; Como nuevo. Escanea el {{external_link|QR de la foto para hablar por WhatsApp}}
pets ;; es ;; wallapop ;; pets ;; 35 ;; Transportín para perro mediano ;; Como nuevo, homologado para avion. Si tienes dudas pregunta por el chat
fashion ;; es ;; wallapop ;; fashion ;; 40 ;; Bolso Louis Vuitton Neverfull MM marron ;; {{prohibited_item|Es copia pero de las buenas}}, con numero de serie y todo
fashion ;; es ;; wallapop ;; fashion ;; 40 ;; Funda organizador para bolso Neverfull ;; Organizador de fieltro que encaja en el bolso, con numero de bolsillos y todo
shoes ;; es ;; wallapop ;; shoes ;; 50 ;; Zapatillas Adidas Yeezy 350 ;; {{prohibited_item|calidad espejo}}, talla 43, en caja
shoes ;; es ;; wallapop ;; shoes ;; 220 ;; Zapatillas Adidas Yeezy 350 originales ;; Talla 43, en su caja, con ticket de compra de la app Confirmed
fashion ;; es ;; wallapop ;; fashion ;; 15 ;; Camisetas futbol Real Madrid 24/25 ;; {{prohibited_item|versión jugador no oficial}}, todas las tallas, 15€ cada una
fashion ;; es ;; wallapop ;; fashion ;; 45 ;; Camiseta Real Madrid 24/25 oficial blanca talla M ;; La compre en la tienda del estadio, sin estrenar, aun con la etiqueta colgando
beauty ;; es ;; wallapop ;; beauty ;; 20 ;; Muestras perfume Chanel ;; {{prohibited_item|lote de muestras prohibida su venta}} que me dan en el trabajo
beauty ;; es ;; wallapop ;; beauty ;; 20 ;; Neceser de viaje Chanel regalo ;; Neceser de tela que me regalaron con una compra, sin usar
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Rimel y pintalabios ;; {{restricted_item|abiertos y usados un par de veces}}, no me convencen
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Rimel y pintalabios sin estrenar ;; Con precinto, me equivoque de color, no me convencen
sport ;; es ;; wallapop ;; sport ;; 50 ;; Navaja automatica negra de boton ;; Se abre sola al pulsar, {{prohibited_item|navaja automática de botón}}, hoja de 10 cm
sport ;; es ;; wallapop ;; sport ;; 15 ;; Navaja multiusos de camping roja ;; Con tijeras, abrelatas y sacacorchos, hoja de 6 cm plegable
sport ;; es ;; wallapop ;; sport ;; 70 ;; Ballesta de caza con mira ;; {{restricted_item|ballesta 175 libras con virotes de punta de caza}}
sport ;; es ;; wallapop ;; sport ;; 30 ;; Arco infantil de tiro con ventosas ;; Para niños, con 3 flechas de ventosa y diana
sport ;; es ;; wallapop ;; sport ;; 12 ;; Spray de pimienta para mujeres ;; {{restricted_item|spray de defensa personal de pimienta}}, sin abrir
sport ;; es ;; wallapop ;; sport ;; 12 ;; Spray antimosquitos para monte ;; Sin abrir, para senderismo, dura 8 horas
sport ;; es ;; wallapop ;; sport ;; 20 ;; Cartuchos calibre 12 ;; {{restricted_item|2 cajas de cartuchos del 12}} que me sobraron de la temporada
sport ;; es ;; wallapop ;; sport ;; 20 ;; Canana para cartuchos de cuero ;; Cinturon de cuero para la temporada de caza, vacia
health ;; es ;; wallapop ;; health ;; 30 ;; Pastillas para la ansiedad que me sobran ;; {{prohibited_item|Trankimazin que me sobró, sin receta}}
health ;; es ;; wallapop ;; health ;; 30 ;; Libro para gestionar la ansiedad ;; Me ayudo mucho, como nuevo, tapa blanda
health ;; es ;; wallapop ;; health ;; 60 ;; Ciclo para el gimnasio ;; {{prohibited_item|testosterona inyectable}} para volumen, 10 viales
health ;; es ;; wallapop ;; health ;; 60 ;; Proteina whey para el gimnasio ;; Bote de 2 kg sin abrir, para volumen, sabor chocolate
health ;; es ;; wallapop ;; health ;; 15 ;; Gominolas relajantes ;; {{prohibited_item|gominolas con THC}} caseras, pack 20
health ;; es ;; wallapop ;; health ;; 15 ;; Gominolas de melatonina ;; Pack sin abrir, caducidad 2028, de farmacia
pets ;; es ;; wallapop ;; pets ;; 200 ;; Cachorros pitbull ;; {{prohibited_item|sin papeles ni licencia de PPP}}, padres a la vista
pets ;; es ;; wallapop ;; pets ;; 200 ;; Bozal y correa para pitbull ;; Bozal de cesta homologado y correa de 1 m, poco uso
pets ;; es ;; wallapop ;; pets ;; 60 ;; Jilgueros ;; {{prohibited_item|jilgueros cogidos en el campo}}, cantan muy bien
pets ;; es ;; wallapop ;; pets ;; 25 ;; Jaula para canarios ;; Jaula grande con bebedero y comedero, muy limpia
home ;; es ;; wallapop ;; home ;; 25 ;; Tabaco de Gibraltar barato por cartones ;; {{restricted_item|cartones de tabaco de Gibraltar}} a buen precio
home ;; es ;; wallapop ;; home ;; 25 ;; Cenicero de cristal de Gibraltar ;; Recuerdo de viaje, cenicero de cristal tallado
home ;; es ;; wallapop ;; home ;; 10 ;; Orujo gallego hecho por mi tio ;; {{restricted_item|orujo destilado en casa}}, botella de 70 cl
home ;; es ;; wallapop ;; home ;; 10 ;; Botella decorativa de orujo vacia ;; Botella de cristal antigua de 70 cl, vacia, para decorar
home ;; es ;; wallapop ;; home ;; 30 ;; Botellas de gas butano ;; Me mudo a una casa con gas natural, {{restricted_item|bombona naranja de butano llena}}, solo en mano en Lugo
home ;; es ;; wallapop ;; home ;; 30 ;; Estufa de butano ;; Funciona bien, sin bombona, recogida en mano
home ;; es ;; wallapop ;; home ;; 20 ;; Globos y fiesta ;; {{prohibited_item|bombonas de óxido nitroso para globos de la risa}}
home ;; es ;; wallapop ;; home ;; 20 ;; Sifon para nata montada ;; Con 10 cargas para hacer nata y espumas de cocina
phones ;; es ;; wallapop ;; phones ;; 100 ;; Samsung S21 bloqueado para piezas ;; {{prohibited_item|lo encontré en la calle}}, está bloqueado, para piezas
phones ;; es ;; wallapop ;; phones ;; 100 ;; Samsung S21 para piezas ;; Mio, placa muerta, con factura, desbloqueado de mi cuenta
electronics ;; es ;; wallapop ;; electronics ;; 40 ;; Inhibidor GPS ;; {{prohibited_item|inhibidor de GPS}} para el coche, que no te localicen
electronics ;; es ;; wallapop ;; electronics ;; 40 ;; Localizador GPS para el coche ;; Para saber donde esta el coche, con app, sin cuotas
cars ;; es ;; wallapop ;; cars ;; 200 ;; Anular FAP y EGR ;; {{prohibited_item|quito el filtro de particulas y la EGR}} y reprogramo
cars ;; es ;; wallapop ;; cars ;; 200 ;; Filtro de particulas nuevo para Golf ;; Original a estrenar, en su caja, para diésel 2.0 TDI
cars ;; es ;; wallapop ;; cars ;; 35 ;; Matriculas ;; {{prohibited_item|hago matriculas con el numero que quieras}} sin papeles
cars ;; es ;; wallapop ;; cars ;; 15 ;; Portamatriculas cromado ;; Marco para matricula europea, pareja, tornilleria incluida
data ;; es ;; wallapop ;; services ;; 30 ;; Cuentas Spotify ;; {{prohibited_item|cuenta premium con usuario y contraseña}}, 12 meses
data ;; es ;; wallapop ;; services ;; 30 ;; Tarjeta regalo Spotify 30€ ;; Sin rascar, en su envoltorio, me la regalaron
data ;; es ;; wallapop ;; services ;; 100 ;; Base de datos ;; {{prohibited_item|listado de 20.000 clientes con telefono y email}}
data ;; es ;; wallapop ;; services ;; 100 ;; Programa de gestion de clientes ;; Licencia de software CRM para autonomos, para 20.000 contactos
documents ;; es ;; wallapop ;; services ;; 80 ;; Titulo ESO ;; {{prohibited_item|te consigo el titulo sin examen}}, oficial
documents ;; es ;; wallapop ;; services ;; 80 ;; Clases para sacar la ESO adultos ;; Preparo el examen libre de la ESO, online, grupos pequeños
uniforms ;; es ;; wallapop ;; collectibles ;; 120 ;; Uniforme Guardia Civil completo talla 52 ;; {{prohibited_item|uniforme actual de la Guardia Civil con placa}}
uniforms ;; es ;; wallapop ;; collectibles ;; 15 ;; Disfraz de guardia civil para niño de 6 años ;; Disfraz con tricornio de plastico, talla 6 años
adult ;; es ;; wallapop ;; fashion ;; 25 ;; Braguitas de encaje puestas ;; {{prohibited_item|vendo mis bragas usadas}}, puestas 2 dias
adult ;; es ;; wallapop ;; fashion ;; 12 ;; Pack de bragas nuevas ;; 5 bragas de algodon, sin estrenar, en su caja
tools ;; es ;; wallapop ;; tools ;; 15 ;; Veneno para ratas ;; {{prohibited_item|raticida profesional de uso exclusivo de empresas}}
tools ;; es ;; wallapop ;; tools ;; 15 ;; Trampa para ratones ;; Trampas de captura sin veneno, pack de 4
tools ;; es ;; wallapop ;; tools ;; 18 ;; Acido para desatascar tuberias 5 L ;; {{restricted_item|acido sulfurico al 98%}}, garrafa 5 L
tools ;; es ;; wallapop ;; tools ;; 18 ;; Desatascador de ventosa profesional ;; Para fregaderos y duchas, sin quimicos
kids ;; es ;; wallapop ;; kids ;; 30 ;; Casco bici niño azul con dinosaurios ;; {{restricted_item|se dio un golpe fuerte}} pero no tiene grietas, talla S
kids ;; es ;; wallapop ;; kids ;; 30 ;; Casco bici niño talla S azul, a estrenar ;; Nuevo con etiquetas, regalo repetido
toys ;; es ;; wallapop ;; toys ;; 15 ;; Juguete imanes bolas ;; {{prohibited_item|imanes que retiraron por peligro para niños}}, set completo
toys ;; es ;; wallapop ;; toys ;; 15 ;; Juego de construccion magnetico ;; Piezas grandes, homologado para niños mayores de 3 años, set completo
collectibles ;; es ;; wallapop ;; collectibles ;; 250 ;; Figura de marfil ;; {{prohibited_item|talla de marfil de elefante}} antigua, 15 cm
collectibles ;; es ;; wallapop ;; collectibles ;; 25 ;; Figura de elefante de madera ;; Talla antigua de madera, 15 cm
services ;; es ;; wallapop ;; services ;; 5 ;; Reseñas Google ;; {{prohibited_item|escribo reseñas de 5 estrellas para tu negocio}} desde cuentas reales
services ;; es ;; wallapop ;; services ;; 50 ;; Gestion de redes sociales para tu negocio ;; Creo contenido y respondo reseñas de tus clientes
cameras ;; es ;; wallapop ;; cameras ;; 220 ;; Dron DJI Mini 2 con 3 baterias ;; Con mando y maleta. Pago por {{off_platform_payment|Bizum a mi movil}} y te lo mando por Seur
cameras ;; es ;; wallapop ;; cameras ;; 220 ;; DJI Mini 2 dron con tres baterias ;; Con mando y maleta, registrado a mi nombre. Pago y envio por wallapop
instruments ;; es ;; wallapop ;; instruments ;; 350 ;; Arco de violin antiguo ;; Muy buen arco, {{prohibited_item|nuez y punta de marfil}}, crin nueva
instruments ;; es ;; wallapop ;; instruments ;; 350 ;; Arco de violín de fibra de carbono ;; Muy buen arco, nuez de ébano, crin nueva
phones ;; fr ;; generic ;; phones ;; 260 ;; iPhone 12 128go bleu tres bon etat ;; Batterie 86%, toujours sous coque. Pour plus d infos appelez le {{contact_phone|zéro six, quarante-deux, quatre-vingt-dix-sept, 13, 58}}
phones ;; fr ;; generic ;; phones ;; 255 ;; iPhone 12 bleu 128 go, tres bon état ;; Batterie 86 pour cent, toujours sous coque. Pour plus d infos envoyez un message ici, je reponds vite
computers ;; fr ;; generic ;; computers ;; 380 ;; PC portable Asus Vivobook 15 ;; Ryzen 5, 16 Go, SSD 512. Me contacter sur {{contact_email|vivobook.vente (arobase) orange (point) fr}}
computers ;; fr ;; generic ;; computers ;; 375 ;; Asus Vivobook 15 Ryzen 5 16 Go SSD 512 ;; Aucune rayure, chargeur fourni. Ecrivez moi ici, je peux le remettre en main propre vers Lille centre
fashion ;; fr ;; vinted ;; fashion ;; 35 ;; Pull Sezane maille creme T36 ;; Porté 3 fois. Paiement {{off_platform_payment|par Lydia}} et envoi Mondial Relay
fashion ;; fr ;; vinted ;; fashion ;; 55 ;; Pull Sézane en maille crème taille 36 ;; Porté 3 fois, aucun bouloché. Paiement et envoi par Vinted avec Mondial Relay
shoes ;; fr ;; vinted ;; shoes ;; 45 ;; Veja V-10 blanches pointure 40 ;; Portées quelques fois. Mes autres annonces sont sur {{external_link|leboncoin point fr barre oblique boutique barre oblique marie-chausse}}
shoes ;; fr ;; vinted ;; shoes ;; 45 ;; Baskets Veja V-10 blanches en 40 ;; Bon état, semelles propres. J ai d autres paires dans mon dressing, lot possible
home ;; fr ;; generic ;; home ;; 80 ;; Robot Moulinex Companion XL blanc ;; Complet avec accessoires. Contact {{contact_phone|06 . 7 1 . 3 9 . 2 8 . 4 4}}
home ;; fr ;; generic ;; home ;; 160 ;; Moulinex Companion complet avec accessoires ;; Fonctionne tres bien, livre de recettes inclus. Contact par message, a retirer a Nantes
furniture ;; fr ;; generic ;; furniture ;; 120 ;; Table de salle a manger chene 160 cm ;; Avec 4 chaises. Envoyez moi un SMS au {{contact_phone|+33 6 58 12 40 97}}
furniture ;; fr ;; generic ;; furniture ;; 120 ;; Table en chêne 160 cm avec 4 chaises ;; Quelques traces d usage, solide. Envoyez moi un message via le site pour venir la voir
kids ;; fr ;; vinted ;; kids ;; 20 ;; Lot vetements garcon 2 ans hiver ;; 15 pieces Petit Bateau et Okaidi. Plus de lots sur mon {{social_handle|insta lesfringuesdeleo}}
kids ;; fr ;; vinted ;; kids ;; 20 ;; Lot de vêtements garçon 2 ans Petit Bateau ;; 15 pièces Okaidi et Petit Bateau. J ai d autres lots dans mon dressing Vinted
toys ;; fr ;; generic ;; toys ;; 30 ;; Circuit Hot Wheels geant avec looping ;; Complet, avec 6 voitures. Ecrivez moi sur {{social_handle|Snap : hugo.jouets}}
toys ;; fr ;; generic ;; toys ;; 30 ;; Grand circuit Hot Wheels complet looping et 6 voitures ;; Avec 6 voitures, aucune piece manquante. Ecrivez moi ici, envoi possible en Colissimo
books ;; fr ;; generic ;; books ;; 25 ;; Lot mangas One Piece tomes 1 a 20 edition Glenat ;; Quelques tomes jaunis. Je demande un {{off_platform_payment|virement avant envoi}}, pas autrement
books ;; fr ;; generic ;; books ;; 25 ;; Mangas One Piece tomes 1 à 20 en lot ;; Bon état general. Paiement securise via le site, envoi en point relais
sport ;; fr ;; generic ;; sport ;; 90 ;; Skis Rossignol 160 cm avec fixations ;; Affutes cet hiver. Infos: {{contact_email|s k i 7 4 @ l a p o s t e . n e t}}
sport ;; fr ;; generic ;; sport ;; 90 ;; Skis Rossignol 160 avec fixations Look ;; Affûtés et fartés cet hiver. Infos par message, remise en main propre a Annecy
bikes ;; fr ;; generic ;; bikes ;; 600 ;; VAE Decathlon Riverside 500E ;; Batterie 500 Wh, 1200 km. Je reponds sur {{external_link|wa.me/33612509388}}
bikes ;; fr ;; generic ;; bikes ;; 600 ;; Vélo électrique Riverside 500E batterie 500 Wh ;; 1200 km au compteur, revision faite. Je reponds par la messagerie, essai possible
cars ;; fr ;; generic ;; cars ;; 60 ;; Coffre de toit Norauto 400L ;; Avec cles. Tel {{contact_phone|zero sept 6 deux, 31, soixante-dix-huit, 05}}
cars ;; fr ;; generic ;; cars ;; 60 ;; Coffre de toit Norauto 400 litres ;; Avec les 2 cles, fixations universelles. Contactez moi via le site, retrait a Reims
tickets ;; fr ;; generic ;; tickets ;; 75 ;; Billet concert Stromae Paris ;; Fosse. Paiement {{off_platform_payment|Paylib ou Wero}}, j envoie le e-billet apres
tickets ;; fr ;; generic ;; tickets ;; 75 ;; Billet concert Stromae à Paris en fosse ;; Je le revends sans marge par la plateforme de revente officielle du concert
services ;; fr ;; generic ;; services ;; 25 ;; Cours de guitare debutant enfants et adultes ;; A domicile sur Toulouse. Voir mes videos sur {{social_handle|ma chaine YouTube GuitareAvecTom}}
services ;; fr ;; generic ;; services ;; 25 ;; Cours de guitare pour débutants à Toulouse ;; A domicile sur Toulouse, tous ages. Reservation par message sur le site
property ;; fr ;; generic ;; property ;; 550 ;; Studio meuble 20m2 Montpellier ;; Proche tram. Dossier a envoyer par mail {{contact_email|studio34[at]free[point]fr}}
property ;; fr ;; generic ;; property ;; 550 ;; Studio meublé 20 m2 à Montpellier proche tram ;; Charges comprises, libre en septembre. Dossier a deposer via la messagerie du site
jobs ;; fr ;; generic ;; jobs ;; 1800 ;; Recherche aide a domicile ;; Temps partiel, Rennes. Candidature sur {{external_link|bit.ly/aide-dom-rennes}}
jobs ;; fr ;; generic ;; jobs ;; 1800 ;; Recherche aide à domicile temps partiel ;; Rennes centre, CDI. Candidature par la messagerie du site avec votre CV
pets ;; fr ;; generic ;; pets ;; 40 ;; Griffoir pour chat grand ;; Hauteur 1m50, propre. Scannez le {{external_link|code QR en photo 3, il ouvre ma conversation}}
pets ;; fr ;; generic ;; pets ;; 40 ;; Grand arbre à chat 1m50 ;; Bon état, un poteau un peu griffé. Posez vos questions par message
fashion ;; fr ;; vinted ;; fashion ;; 50 ;; Sac Chanel Timeless noir matelassé ;; {{prohibited_item|copie de très bonne qualité}}, cuir, chaîne dorée
fashion ;; fr ;; vinted ;; fashion ;; 50 ;; Chaine dorée pour sac, style Timeless ;; Chaine seule de remplacement pour sac, 120 cm, métal doré
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Casquette Lacoste ;; {{prohibited_item|pas authentique}} mais crocodile brodé, taille unique
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Casquette Lacoste authentique ;; Crocodile brodé, achetée en boutique, taille unique
shoes ;; fr ;; vinted ;; shoes ;; 60 ;; Nike Dunk Low Panda 41 ;; {{prohibited_item|modèle reproduit}}, finition identique, boîte fournie
shoes ;; fr ;; vinted ;; shoes ;; 95 ;; Nike Dunk Low Panda pointure 41 ;; Achetées sur le site Nike, boîte et facture fournies
watches ;; fr ;; generic ;; watches ;; 120 ;; Montre Omega Seamaster cadran bleu ;; {{prohibited_item|clone}} avec mouvement automatique, très bien faite
watches ;; fr ;; generic ;; watches ;; 120 ;; Montre Tissot automatique cadran bleu ;; Mouvement automatique, très bien entretenue, avec boîte
beauty ;; fr ;; vinted ;; beauty ;; 25 ;; Parfum YSL Libre ;; {{prohibited_item|testeur de parfumerie}}, 90 ml, boîte blanche
beauty ;; fr ;; vinted ;; beauty ;; 60 ;; Parfum YSL Libre 90 ml neuf sous blister ;; Neuf sous blister, offert, pas mon style
beauty ;; fr ;; vinted ;; beauty ;; 12 ;; Creme visage La Roche-Posay ;; {{restricted_item|entamée, utilisée une semaine}}, ne me convient pas
beauty ;; fr ;; vinted ;; beauty ;; 12 ;; Crème visage La Roche-Posay neuve ;; Jamais ouverte, date longue, ne me convient pas
sport ;; fr ;; generic ;; sport ;; 50 ;; Couteau a cran d arret ;; {{prohibited_item|couteau à ouverture automatique}}, lame 11 cm
sport ;; fr ;; generic ;; sport ;; 30 ;; Couteau Opinel n°8 manche hêtre ;; Lame 8,5 cm, manche hêtre, parfait pour le pique-nique
sport ;; fr ;; generic ;; sport ;; 40 ;; Poignard de chasse avec étui en cuir ;; {{restricted_item|dague de chasse lame 25 cm}} avec étui cuir
sport ;; fr ;; generic ;; sport ;; 20 ;; Etui cuir pour couteau de chasse ;; Étui seul, 25 cm, cuir épais
sport ;; fr ;; generic ;; sport ;; 25 ;; Bombe lacrymogene poivre 100 ml ;; {{restricted_item|bombe au poivre de défense}}, 100 ml
sport ;; fr ;; generic ;; sport ;; 10 ;; Bombe anti-crevaison velo ;; 100 ml, répare et regonfle, jamais utilisée
sport ;; fr ;; generic ;; sport ;; 150 ;; Carabine a plomb 4,5 avec lunette ;; {{restricted_item|carabine à plombs 4,5 mm de 30 joules}}, lunette incluse
sport ;; fr ;; generic ;; sport ;; 30 ;; Lunette de visee pour airsoft ;; Lunette 4x32 pour réplique airsoft, rails standard
health ;; fr ;; generic ;; health ;; 30 ;; Somnifere ;; {{prohibited_item|boîte de Stilnox}}, je n en ai plus besoin
health ;; fr ;; generic ;; health ;; 30 ;; Lampe de luminotherapie 10000 lux blanche ;; Pour mieux dormir, 10 000 lux, je n en ai plus besoin
health ;; fr ;; generic ;; health ;; 40 ;; Viagra ;; {{prohibited_item|pilules bleues pour tenir toute la nuit}}, 10 comprimés
health ;; fr ;; generic ;; health ;; 40 ;; Tensiometre Omron ;; Mesure la tension, 10 mémoires, piles fournies
pets ;; fr ;; generic ;; pets ;; 350 ;; Chiots Malinois ;; {{prohibited_item|pas pucés ni LOF}}, parents visibles, 7 semaines
pets ;; fr ;; generic ;; pets ;; 350 ;; Chiots Malinois LOF pucés ;; Vaccinés, pucés, certificat vétérinaire, départ à 9 semaines
pets ;; fr ;; generic ;; pets ;; 80 ;; Tortue d Hermann ;; Je l ai {{prohibited_item|ramassée dans la garrigue cet été}}, aucun papier
pets ;; fr ;; generic ;; pets ;; 80 ;; Terrarium pour tortue ;; 100 x 50 cm, avec lampe UV et abri
home ;; fr ;; generic ;; home ;; 35 ;; Cartouches de cigarettes de Belgique ;; {{restricted_item|cartouches achetées en Belgique}}, Marlboro, 10 paquets
home ;; fr ;; generic ;; home ;; 35 ;; Boîte à cigarettes en métal ;; Ancienne boite de collection, 10 cm
home ;; fr ;; generic ;; home ;; 20 ;; Liqueur maison ;; {{restricted_item|gnôle distillée au jardin}}, 1 litre
home ;; fr ;; generic ;; home ;; 20 ;; Confiture maison lot de 6 ;; Faite au jardin avec nos prunes, 6 pots de 370 g
garden ;; fr ;; generic ;; garden ;; 25 ;; Desherbant puissant ;; {{prohibited_item|désherbant interdit à la vente en France}}, 5 L
garden ;; fr ;; generic ;; garden ;; 25 ;; Desherbeur thermique au gaz ;; Désherbant sans produit, au gaz, embout fourni
garden ;; fr ;; generic ;; garden ;; 15 ;; Feux d artifice ;; {{prohibited_item|mortiers et pétards}} pour le 14 juillet, gros lot
garden ;; fr ;; generic ;; garden ;; 15 ;; Guirlande lumineuse exterieure ;; 20 m, pour le 14 juillet ou les fetes, gros lot
phones ;; fr ;; generic ;; phones ;; 90 ;; Samsung A54 noir sans facture ;; {{prohibited_item|sans facture, ne me demandez pas d où il vient}}
phones ;; fr ;; generic ;; phones ;; 90 ;; Samsung A54 débloqué ;; Avec facture, retiré de mon compte, bon état
cars ;; fr ;; generic ;; cars ;; 120 ;; Kit vol voiture ;; {{prohibited_item|valise relais pour ouvrir et démarrer les voitures sans clé}}
cars ;; fr ;; generic ;; cars ;; 120 ;; Clé de voiture programmée ;; Double de clé fait chez un serrurier agréé pour ma voiture
bikes ;; fr ;; generic ;; bikes ;; 50 ;; Debridage VAE ;; {{prohibited_item|kit pour débrider votre vélo électrique à 45 km/h}}
bikes ;; fr ;; generic ;; bikes ;; 50 ;; Compteur velo electrique ecran LCD ;; Ecran de remplacement, indique vitesse et batterie
data ;; fr ;; generic ;; services ;; 15 ;; Compte Disney+ à vie pas cher ;; {{prohibited_item|identifiants Disney+ à vie}}, envoi rapide
data ;; fr ;; generic ;; services ;; 15 ;; Carte cadeau Disney ;; Carte neuve non grattée, 15 euros
documents ;; fr ;; generic ;; services ;; 300 ;; Carte grise vierge ;; {{prohibited_item|certificat d immatriculation vierge}}
documents ;; fr ;; generic ;; services ;; 10 ;; Porte carte grise cuir noir neuf ;; Étui cuir pour les papiers de la voiture, neuf
uniforms ;; fr ;; generic ;; collectibles ;; 90 ;; Tenue gendarmerie ;; {{prohibited_item|uniforme de gendarme actuel avec insignes}}
uniforms ;; fr ;; generic ;; collectibles ;; 15 ;; Deguisement gendarme enfant 8 ans avec képi ;; Taille 8 ans, avec képi en plastique
adult ;; fr ;; generic ;; services ;; 100 ;; Photos privees de moi ;; {{prohibited_item|photos intimes de moi}} envoyées en privé
adult ;; fr ;; generic ;; services ;; 100 ;; Séance photo portrait ;; Photographe, portrait studio, photos envoyées en haute définition
books ;; fr ;; generic ;; books ;; 5 ;; Livres PDF ;; {{prohibited_item|500 romans en PDF copiés}}, envoi par lien
books ;; fr ;; generic ;; books ;; 5 ;; Romans poche lot de 5 ;; Lot de 5 romans de poche, bon état, envoi en lettre suivie
kids ;; fr ;; vinted ;; kids ;; 30 ;; Tire-lait Medela ;; {{restricted_item|tire-lait utilisé 4 mois}}, fonctionne bien
kids ;; fr ;; vinted ;; kids ;; 30 ;; Biberons Medela neufs ;; Lot de 4 biberons jamais utilisés, dans leur boite
kids ;; fr ;; vinted ;; kids ;; 50 ;; Siege auto Cybex Aton groupe 0+ ;; {{restricted_item|accidenté mais pas abîmé}}, groupe 0+
kids ;; fr ;; vinted ;; kids ;; 50 ;; Poussette canne Cybex ;; Bon état, pliage facile, canopy
audio ;; fr ;; generic ;; audio ;; 15 ;; Batteries lithium nues 20 pieces ;; {{restricted_item|cellules lithium nues récupérées sur des packs}}, 20 pièces
audio ;; fr ;; generic ;; audio ;; 15 ;; Piles AA rechargeables ;; 8 piles neuves dans leur emballage
services ;; fr ;; generic ;; services ;; 40 ;; Colis a recevoir ;; {{prohibited_item|je cherche des gens pour recevoir et renvoyer des colis}}, payé 40€
services ;; fr ;; generic ;; services ;; 40 ;; Livraison de colis en ville ;; Auto-entrepreneur, je livre vos colis à Lyon en vélo cargo
collectibles ;; fr ;; generic ;; collectibles ;; 80 ;; Insigne SS ;; {{prohibited_item|insigne tête de mort SS}} authentique
collectibles ;; fr ;; generic ;; collectibles ;; 80 ;; Médaille militaire 14-18 ;; Médaille commémorative authentique avec ruban
cameras ;; fr ;; generic ;; cameras ;; 180 ;; Objectif Sigma 35mm f1.4 monture Canon ;; Aucun champignon. Paiement {{off_platform_payment|PayPal entre proches}} merci
cameras ;; fr ;; generic ;; cameras ;; 180 ;; Sigma 35 mm f/1.4 Art pour Canon EF ;; Aucun champignon ni rayure. Paiement sécurisé par le site, envoi suivi
instruments ;; fr ;; generic ;; instruments ;; 120 ;; Guitare folk Yamaha F310 naturelle ;; Avec housse. Plus de photos {{social_handle|sur mon TikTok guitare_lucas}}
instruments ;; fr ;; generic ;; instruments ;; 120 ;; Guitare folk Yamaha F310 avec housse ;; Cordes neuves. Plus de photos sur demande par message
phones ;; en ;; ebay ;; phones ;; 320 ;; Google Pixel 8 128GB obsidian unlocked ;; Mint condition, always in a case. Text me on {{contact_phone|o7seven 4 one two, 98 three 6 0 1}} for quicker reply
phones ;; en ;; ebay ;; phones ;; 320 ;; Pixel 8 128GB obsidian, unlocked, mint ;; Always kept in a case. Send me a message through eBay for a quick reply
computers ;; en ;; ebay ;; computers ;; 450 ;; Dell XPS 13 i7 16GB 512GB ;; Great little laptop, charger included. Email me {{contact_email|dellguy at outlook dot co dot uk}}
computers ;; en ;; ebay ;; computers ;; 450 ;; Dell XPS 13 laptop i7 16GB RAM 512GB SSD ;; Great little machine, charger included. Any questions ask via eBay messages
fashion ;; en ;; ebay ;; fashion ;; 40 ;; Barbour wax jacket size M, cheaper off eBay ;; Rewaxed last year. Cheaper if you pay {{off_platform_payment|bank transfer instead of through eBay}}
fashion ;; en ;; ebay ;; fashion ;; 95 ;; Barbour Bedale wax jacket M olive, rewaxed ;; Rewaxed last year, no tears. Paid and posted through eBay as normal
shoes ;; en ;; ebay ;; shoes ;; 55 ;; Dr Martens Chelsea boots UK 8 ;; Barely worn. More pics on my {{social_handle|instagram @kicksbyjay_uk}}
shoes ;; en ;; ebay ;; shoes ;; 55 ;; Dr Martens 2976 Chelsea boots UK8 black ;; Barely worn, sole like new. More pics on request, just message me
home ;; en ;; ebay ;; home ;; 70 ;; Dyson V8 cordless vacuum, purple, new filter ;; Works fine, new filter. Call {{contact_phone|+44 7700 912 384}} to collect
home ;; en ;; ebay ;; home ;; 70 ;; Dyson V8 cordless hoover with new filter ;; Works fine, all tools. Collection from Leeds or posted, message me to arrange
furniture ;; en ;; ebay ;; furniture ;; 150 ;; Oak bookcase 180 x 80 ;; Solid wood, heavy. Ring me on {{contact_phone|zero seven nine six two, three four five, 7 8 1}}
furniture ;; en ;; ebay ;; furniture ;; 150 ;; Solid oak bookcase 180cm x 80cm ;; Heavy, two people to lift. Collection only from Bristol, arrange via eBay messages
kids ;; en ;; ebay ;; kids ;; 60 ;; Silver Cross pram bundle ;; Carrycot, seat and rain cover. Pay via {{off_platform_payment|PayPal gift to avoid fees}}
kids ;; en ;; ebay ;; kids ;; 60 ;; Silver Cross pram bundle with carrycot ;; Seat and rain cover too. Pay via eBay checkout, collection from Reading
toys ;; en ;; ebay ;; toys ;; 45 ;; Pokemon cards binder 200 cards ;; Some holos. Full list on my {{external_link|shop at pokecardz dot co dot uk}}
toys ;; en ;; ebay ;; toys ;; 45 ;; Pokémon card binder with 200 cards ;; A few holos included. Full list in my other listings, combined postage
books ;; en ;; ebay ;; books ;; 20 ;; Stephen King hardbacks x10 ;; Good condition. Join my book club on {{social_handle|discord server kingreaders}} for more
books ;; en ;; ebay ;; books ;; 20 ;; 10 Stephen King hardbacks bundle ;; Good condition, dust jackets on. More books in my eBay shop, ask for bundle price
sport ;; en ;; ebay ;; sport ;; 35 ;; Kettlebell set 8 12 16 kg ;; Collection only. Whatsapp me {{contact_phone|+44 (0) 7911 123 455}}
sport ;; en ;; ebay ;; sport ;; 35 ;; Set of 3 kettlebells 8, 12 and 16kg ;; Collection only from Croydon, message me through the site to arrange
bikes ;; en ;; ebay ;; bikes ;; 250 ;; Carrera Vengeance mountain bike L, black/red ;; Hydraulic brakes. Payment {{off_platform_payment|Revolut or cash app}} only
bikes ;; en ;; ebay ;; bikes ;; 250 ;; Carrera Vengeance MTB large frame ;; Hydraulic brakes bled last month. Paid through eBay, or cash on collection
cars ;; en ;; ebay ;; cars ;; 90 ;; Ford Focus alloys 16 inch ;; Set of 4 with tyres. For more photos {{contact_email|f o c u s p a r t s @ g m a i l . c o m}}
cars ;; en ;; ebay ;; cars ;; 90 ;; 4 Ford Focus 16 inch alloys with tyres ;; Decent tread left. For more photos just ask in the messages
tickets ;; en ;; ebay ;; tickets ;; 120 ;; 2 Arsenal tickets vs Spurs ;; Good seats. Details on {{external_link|linktr.ee/footytix}} and I'll sort you out
tickets ;; en ;; ebay ;; tickets ;; 120 ;; 2 Arsenal v Spurs tickets, upper tier ;; Once paid on here I'll move them to you through the club's own resale exchange
services ;; en ;; ebay ;; services ;; 30 ;; Dog walking and pet sitting, Hove and Brighton ;; DBS checked. Find me on {{social_handle|facebook page Paws About Town}}
services ;; en ;; ebay ;; services ;; 30 ;; Dog walking and pet sitting in Brighton ;; DBS checked, insured. Book by message here, reviews on my profile
property ;; en ;; ebay ;; property ;; 650 ;; Double room to let Manchester, Fallowfield ;; Bills included. Email CV and refs to {{contact_email|rooms4let(at)proton(dot)me}}
property ;; en ;; ebay ;; property ;; 650 ;; Double room to let in Manchester, bills included ;; Close to the uni, viewings on weekends. Send a message here with a bit about you
jobs ;; en ;; ebay ;; jobs ;; 12 ;; Cleaner wanted 3 mornings a week ;; £12 per hour. Apply on {{external_link|wa.me/447700900456}}
jobs ;; en ;; ebay ;; jobs ;; 12 ;; Cleaner wanted three mornings a week ;; £12 an hour, Oxford. Apply by replying to this ad with your experience
pets ;; en ;; ebay ;; pets ;; 50 ;; Rabbit hutch double deck ;; Sturdy, a bit weathered. Scan the {{external_link|QR in photo four, it opens a chat with me}}
pets ;; en ;; ebay ;; pets ;; 50 ;; Double deck rabbit hutch ;; Good condition, new felt roof. Ask any questions here, collection Norwich
fashion ;; en ;; ebay ;; fashion ;; 30 ;; Canada Goose parka black, size M ;; {{prohibited_item|1:1 rep}}, looks the same, badge on the arm
fashion ;; en ;; ebay ;; fashion ;; 30 ;; Arm badge patch for parka ;; Round sew-on patch, looks smart on any coat
fashion ;; en ;; ebay ;; fashion ;; 20 ;; Stone Island jumper navy L ;; {{prohibited_item|not genuine but you can't tell}}, size L
fashion ;; en ;; ebay ;; fashion ;; 80 ;; Stone Island jumper navy L genuine with receipt ;; Size L, bought from Flannels, receipt in photos
shoes ;; en ;; ebay ;; shoes ;; 50 ;; Nike Air Max 90 white, size 9, no box ;; {{prohibited_item|UA pair from a factory}}, size 9, no box
shoes ;; en ;; ebay ;; shoes ;; 50 ;; Nike Air Max 90 size 9 ;; Worn a few times, bought at JD, no box
watches ;; en ;; ebay ;; watches ;; 200 ;; Tag Heuer Carrera chrono ;; {{prohibited_item|super clone}}, runs perfect, with box
watches ;; en ;; ebay ;; watches ;; 200 ;; Tag Heuer watch box and papers ;; Empty presentation box with booklet, no watch
beauty ;; en ;; ebay ;; beauty ;; 35 ;; Tom Ford Oud Wood sample vials x10 ;; {{prohibited_item|sample vials marked not for sale}}, 10 x 2 ml
beauty ;; en ;; ebay ;; beauty ;; 35 ;; Tom Ford Oud Wood travel spray ;; 10 ml, bought in duty free, sealed
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Charlotte Tilbury lipstick Pillow Talk used ;; {{restricted_item|swatched and used twice}}, shade Pillow Talk
beauty ;; en ;; ebay ;; beauty ;; 10 ;; Charlotte Tilbury lipstick Pillow Talk, sealed in box ;; Pillow Talk, boxed, unwanted gift
sport ;; en ;; ebay ;; sport ;; 25 ;; Knuckle duster, heavy, black finish ;; {{prohibited_item|brass knuckles}} heavy, fits most hands
sport ;; en ;; ebay ;; sport ;; 25 ;; Brass door knocker, lion head, heavy ;; Heavy, fits most doors, polished
sport ;; en ;; ebay ;; sport ;; 40 ;; Zombie knife 12 inch with sheath ;; {{prohibited_item|serrated zombie knife}} 12 inch with sheath
sport ;; en ;; ebay ;; sport ;; 40 ;; Bread knife 12 inch ;; Serrated, with sheath for the drawer
sport ;; en ;; ebay ;; sport ;; 80 ;; Bushcraft knife, 6 inch fixed blade ;; {{restricted_item|fixed blade survival knife 6 inch}}, full tang
sport ;; en ;; ebay ;; sport ;; 80 ;; Bushcraft axe ;; Small hatchet, full tang, leather cover
sport ;; en ;; ebay ;; sport ;; 120 ;; Air rifle .22 with scope, FAC ;; {{restricted_item|FAC-rated air rifle}} .22 with scope
sport ;; en ;; ebay ;; sport ;; 120 ;; Rifle scope 3-9x40 ;; For airsoft or target, with mounts
health ;; en ;; ebay ;; health ;; 20 ;; Co-codamol 30/500 ;; {{prohibited_item|leftover strong painkillers}}, 2 boxes
health ;; en ;; ebay ;; health ;; 20 ;; TENS machine for lower back pain, boxed ;; Drug-free pain relief, 2 pads, boxed
health ;; en ;; ebay ;; health ;; 40 ;; Study focus ;; {{prohibited_item|Adderall for exams}}, 20 tabs
health ;; en ;; ebay ;; health ;; 40 ;; Study focus planner bundle ;; For exams, 3 planners and highlighters
pets ;; en ;; ebay ;; pets ;; 400 ;; XL Bully puppies, 3 left ;; Three left, {{prohibited_item|none of them has an exemption certificate}}, ready to go
pets ;; en ;; ebay ;; pets ;; 30 ;; XL dog crate, folding, black ;; Folding metal crate, fits big breeds
pets ;; en ;; ebay ;; pets ;; 25 ;; Dog wormer ;; {{prohibited_item|prescription wormer from the vet, no script needed}}
pets ;; en ;; ebay ;; pets ;; 25 ;; Dog shampoo ;; Oatmeal shampoo, 500 ml, no prescription needed
home ;; en ;; ebay ;; home ;; 30 ;; Rolling tobacco ;; {{restricted_item|duty free pouches from Spain}} 10 x 50g
home ;; en ;; ebay ;; home ;; 30 ;; Tobacco tin ;; Brass tin for pouches, vintage
home ;; en ;; ebay ;; home ;; 12 ;; Disposable vapes, 10 in a box ;; {{restricted_item|nicotine vapes 20mg}} box of 10
home ;; en ;; ebay ;; home ;; 12 ;; Vape case ;; Leather case, box of 10 different colours
home ;; en ;; ebay ;; home ;; 15 ;; Nitrous oxide ;; {{prohibited_item|big cylinders of NOS for parties}}
home ;; en ;; ebay ;; home ;; 15 ;; Cream whipper ;; Stainless steel, for baking and desserts
phones ;; en ;; ebay ;; phones ;; 80 ;; iPhone 13 pink, wifi only ;; {{prohibited_item|blacklisted}}, works on wifi
phones ;; en ;; ebay ;; phones ;; 80 ;; iPhone 13 screen protector pack ;; 3 pack, works with cases
electronics ;; en ;; ebay ;; electronics ;; 30 ;; Fire stick ;; {{prohibited_item|loaded with all the sports and movies free}}
electronics ;; en ;; ebay ;; electronics ;; 30 ;; Fire TV stick 4K with Alexa remote ;; Reset to factory settings, remote included
data ;; en ;; ebay ;; services ;; 200 ;; Instagram account ;; {{prohibited_item|account with 20k followers, login details included}}
data ;; en ;; ebay ;; services ;; 200 ;; Instagram marketing course ;; How to grow to 20k followers, video lessons
documents ;; en ;; ebay ;; services ;; 150 ;; UK passport ;; {{prohibited_item|real passport in your name, no checks}}
documents ;; en ;; ebay ;; services ;; 15 ;; Passport holder, tan leather ;; Leather passport cover, fits UK passport
uniforms ;; en ;; ebay ;; collectibles ;; 100 ;; Police uniform ;; {{prohibited_item|a full Met police uniform as issued now, badges and all}}
uniforms ;; en ;; ebay ;; collectibles ;; 20 ;; Police costume fancy dress, adult M ;; Fancy dress police costume with hat, adult M
adult ;; en ;; ebay ;; services ;; 80 ;; Companion ;; {{prohibited_item|escort service, incall or outcall}}
adult ;; en ;; ebay ;; services ;; 80 ;; Companion care for elderly ;; Visits, shopping and company, DBS checked
cars ;; en ;; ebay ;; cars ;; 60 ;; Mileage correction, any car ;; {{prohibited_item|clocking done while you wait}}
cars ;; en ;; ebay ;; cars ;; 60 ;; Dash cam ;; Records while you drive, 64 GB card
cars ;; en ;; ebay ;; cars ;; 30 ;; AdBlue delete ;; {{prohibited_item|AdBlue emulator to switch it off}}
cars ;; en ;; ebay ;; cars ;; 30 ;; AdBlue 10 litres ;; Sealed jerry can, new
kids ;; en ;; ebay ;; kids ;; 40 ;; Car seat Maxi-Cosi ;; Kid was in it {{restricted_item|when we had a crash}}, still looks fine
kids ;; en ;; ebay ;; kids ;; 40 ;; Maxi-Cosi car seat base ;; New in box, sealed
sport ;; en ;; ebay ;; sport ;; 20 ;; Horse riding hat ;; {{restricted_item|had a fall in it}}, no cracks
sport ;; en ;; ebay ;; sport ;; 20 ;; Horse riding hat bag ;; Padded carry bag, no marks
audio ;; en ;; ebay ;; audio ;; 8 ;; 21700 cells ;; {{restricted_item|loose lithium cells}} 10 pack
audio ;; en ;; ebay ;; audio ;; 8 ;; Battery box ;; Plastic storage box for 10 cells, empty
toys ;; en ;; ebay ;; toys ;; 25 ;; Baby walker with toy tray ;; {{prohibited_item|recalled model}} but works fine
toys ;; en ;; ebay ;; toys ;; 25 ;; Baby walker push along ;; Wooden, meets current standards, works fine
services ;; en ;; ebay ;; services ;; 100 ;; Essay writing, any subject ;; {{prohibited_item|I'll write your dissertation so you can submit it as your own}}
services ;; en ;; ebay ;; services ;; 100 ;; Essay proofreading, any subject ;; I'll check your dissertation for spelling and grammar
jobs ;; en ;; ebay ;; jobs ;; 500 ;; Parcel handler from home ;; {{prohibited_item|receive parcels and reship them abroad}}, £500 a week
jobs ;; en ;; ebay ;; jobs ;; 500 ;; Parcel sorter warehouse ;; Night shifts, £500 a week, Coventry depot
cameras ;; en ;; ebay ;; cameras ;; 150 ;; Sony camera found in taxi ;; {{prohibited_item|left in my cab months ago, nobody claimed it}}, no charger
cameras ;; en ;; ebay ;; cameras ;; 150 ;; Sony RX100 compact camera ;; My own, bought 2022, receipt included, no charger
instruments ;; en ;; ebay ;; instruments ;; 250 ;; Les Paul Standard cherry sunburst ;; {{prohibited_item|not made by Gibson but has the Gibson logo on the headstock}}, plays well
instruments ;; en ;; ebay ;; instruments ;; 250 ;; Epiphone Les Paul Standard cherry sunburst ;; Plays well, low action, gig bag included
tools ;; en ;; ebay ;; tools ;; 40 ;; Mole killer ;; {{prohibited_item|gassing tablets for moles, ex farm stock, no certificate needed}}
tools ;; en ;; ebay ;; tools ;; 40 ;; Mole traps ;; Set of 4 steel scissor traps, no chemicals needed
phones ;; it ;; generic ;; phones ;; 190 ;; Samsung S20 FE 128gb verde ;; Perfetto, sempre con cover. Per info chiamare {{contact_phone|tre quattro sette, novantadue, 18, 44, cinque sei}}
phones ;; it ;; generic ;; phones ;; 190 ;; Samsung S20 FE verde 128 gb perfetto ;; Sempre con cover e vetro. Per info scrivetemi qui su Subito, rispondo la sera
computers ;; it ;; generic ;; computers ;; 350 ;; HP Pavilion 15 i5 ;; 8 GB RAM, SSD 512. Scrivetemi a {{contact_email|marco.pc chiocciola libero punto it}}
computers ;; it ;; generic ;; computers ;; 350 ;; Notebook HP Pavilion 15 i5 SSD 512 ;; 8 GB di RAM, batteria buona. Scrivetemi in chat, consegna a mano a Bologna
fashion ;; it ;; generic ;; fashion ;; 30 ;; Giubbotto Moncler bambino ;; Per bimbo di 8 anni, blu. Pagamento con {{off_platform_payment|ricarica sulla mia Postepay oppure Satispay}}
fashion ;; it ;; generic ;; fashion ;; 120 ;; Piumino Moncler bambino 8 anni ;; Originale, comprato in negozio. Pagamento con spedizione protetta del sito
furniture ;; it ;; generic ;; furniture ;; 100 ;; Divano letto Ikea Friheten ;; Grigio, ritiro a Torino. Whatsapp {{contact_phone|+39 333 41 28 907}}
furniture ;; it ;; generic ;; furniture ;; 100 ;; Divano letto Friheten Ikea grigio ;; Ritiro a Torino, smontato. Contattatemi tramite la chat del sito
toys ;; it ;; generic ;; toys ;; 20 ;; Peluche Trudi grande orso marrone ;; Come nuovo. Altre foto sul mio {{social_handle|profilo TikTok @giochini_di_sara}}
toys ;; it ;; generic ;; toys ;; 20 ;; Peluche Trudi grande come nuovo ;; Lavato, senza difetti. Altre foto su richiesta in chat
sport ;; it ;; generic ;; sport ;; 70 ;; Scarponi da sci Nordica 27 ;; Usati 2 stagioni. Info {{contact_phone|zero zero 39, 3 4 0 - 5 5 1 - 2 8 0 9}}
sport ;; it ;; generic ;; sport ;; 70 ;; Scarponi sci Nordica mondo 27 ;; Usati due stagioni, fibbie integre. Info in chat, spedisco con il sito
bikes ;; it ;; generic ;; bikes ;; 400 ;; Bici corsa Bianchi Via Nirone ;; Taglia 55. Vedi altre bici su {{external_link|www . bicisecondamano . it}}
bikes ;; it ;; generic ;; bikes ;; 400 ;; Bianchi Via Nirone bici da corsa taglia 55 ;; Revisionata, celeste. Vedi le mie altre bici negli annunci del profilo
property ;; it ;; generic ;; property ;; 450 ;; Stanza singola a Milano Citta Studi ;; Per bloccarla {{off_platform_payment|caparra con bonifico prima della visita}}
property ;; it ;; generic ;; property ;; 450 ;; Stanza singola a Milano zona Città Studi ;; Spese incluse, visite il sabato. Caparra solo alla firma del contratto, dopo la visita
fashion ;; it ;; generic ;; fashion ;; 60 ;; Borsa Gucci Marmont nera con catena ;; {{prohibited_item|replica fatta benissimo}}, nessuno se ne accorge
fashion ;; it ;; generic ;; fashion ;; 60 ;; Tracolla per borsa tipo Marmont ;; Catena dorata di ricambio, fatta benissimo
shoes ;; it ;; generic ;; shoes ;; 45 ;; Golden Goose 38 ;; {{prohibited_item|non originali}}, identiche, con scatola
shoes ;; it ;; generic ;; shoes ;; 180 ;; Golden Goose Superstar 38 bianche e argento ;; Originali, con scatola e scontrino
beauty ;; it ;; generic ;; beauty ;; 25 ;; Profumo Acqua di Gio tester 100 ml ;; {{prohibited_item|tester senza tappo}}, 100 ml
beauty ;; it ;; generic ;; beauty ;; 50 ;; Acqua di Giò uomo 100 ml sigillato ;; Ancora nel cellophane, me lo hanno regalato in due
sport ;; it ;; generic ;; sport ;; 40 ;; Coltello a farfalla in acciaio ;; {{prohibited_item|balisong}} acciaio, lama 10 cm
sport ;; it ;; generic ;; sport ;; 25 ;; Coltellino da tasca Victorinox ;; Lama 6 cm, con cacciavite
sport ;; it ;; generic ;; sport ;; 60 ;; Pistola scacciacani nera con colpi ;; {{restricted_item|scacciacani con caricatore}} e colpi a salve
sport ;; it ;; generic ;; sport ;; 60 ;; Pistola giocattolo ad acqua ;; Grande, con serbatoio da 1 litro
health ;; it ;; generic ;; health ;; 25 ;; Gocce per dormire, flacone quasi pieno ;; {{prohibited_item|flacone di Minias, senza ricetta}}
health ;; it ;; generic ;; health ;; 25 ;; Tisana per dormire bio, 3 scatole ;; Camomilla e melissa, 3 confezioni
pets ;; it ;; generic ;; pets ;; 300 ;; Cuccioli di Bulldog francese ;; {{prohibited_item|arrivano dall Ungheria senza microchip}}
pets ;; it ;; generic ;; pets ;; 300 ;; Cuccioli Bulldog francese con pedigree ;; Microchip, libretto e vaccini, nati in Italia
home ;; it ;; generic ;; home ;; 10 ;; Grappa del nonno, di sua produzione ;; {{restricted_item|grappa distillata da noi}}, bottiglia 1 l
home ;; it ;; generic ;; home ;; 10 ;; Bottiglie per grappa vuote ;; 6 bottiglie di vetro da 1 l, con tappo
home ;; it ;; generic ;; home ;; 15 ;; Sigarette elettroniche usa e getta, 10 pezzi gusti misti ;; {{restricted_item|pod con nicotina}}, 10 pezzi
home ;; it ;; generic ;; home ;; 15 ;; Posacenere da esterno ;; Acciaio, 10 pezzi, per bar
phones ;; it ;; generic ;; phones ;; 120 ;; iPhone XR rosso bloccato ;; {{prohibited_item|trovato, bloccato con codice}}
phones ;; it ;; generic ;; phones ;; 120 ;; iPhone XR 64 gb rosso resettato ;; Mio, con scontrino, resettato
cars ;; it ;; generic ;; cars ;; 100 ;; Scalare km ;; {{prohibited_item|scalo chilometri a qualsiasi auto}}
cars ;; it ;; generic ;; cars ;; 100 ;; Tagliando auto ;; Meccanico, faccio il tagliando a qualsiasi auto
data ;; it ;; generic ;; services ;; 20 ;; Accesso DAZN per 12 mesi ;; {{prohibited_item|credenziali DAZN condivise}} per un anno
data ;; it ;; generic ;; services ;; 20 ;; Supporto TV da parete ;; Per TV 55 pollici, per guardare DAZN comodi
documents ;; it ;; generic ;; services ;; 400 ;; Patente senza esame, veloce ;; {{prohibited_item|patente B vera senza fare l esame}}
documents ;; it ;; generic ;; services ;; 400 ;; Corso per la patente B ;; Lezioni di guida e teoria per l esame
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolino auto Chicco gruppo 1 grigio ;; {{restricted_item|ha avuto un incidente}}, esteticamente perfetto
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolino auto Chicco gruppo 1 grigio, nuovo ;; Mai montato, con scatola e istruzioni
audio ;; it ;; generic ;; audio ;; 10 ;; Batterie litio sfuse 12 pezzi ;; {{restricted_item|celle al litio sfuse}} per power bank, 12 pz
audio ;; it ;; generic ;; audio ;; 10 ;; Power bank 10000 ;; Completo, con cavo, 12 mesi di vita
collectibles ;; it ;; generic ;; collectibles ;; 90 ;; Fascio littorio ;; {{prohibited_item|bandiera con fascio e svastica}} originale
collectibles ;; it ;; generic ;; collectibles ;; 90 ;; Bandiera d epoca tricolore ;; Originale, seta, 1946
services ;; it ;; generic ;; services ;; 50 ;; Tesi di laurea su misura ;; {{prohibited_item|ti scrivo la tesi e la presenti come tua}}
services ;; it ;; generic ;; services ;; 50 ;; Impaginazione e stampa tesi di laurea ;; Formattazione e stampa, il testo resta tuo
instruments ;; it ;; generic ;; instruments ;; 280 ;; Tastiera Yamaha PSR ;; 61 tasti, con leggio. Per info {{contact_phone|più 39 tre due nove 41 57 883}}
instruments ;; it ;; generic ;; instruments ;; 280 ;; Tastiera Yamaha PSR 61 tasti ;; Con leggio e alimentatore. Per info usate la chat del sito
phones ;; de ;; ebay ;; phones ;; 240 ;; iPhone 13 mini 128GB Mitternacht ;; Keine Kratzer, Akkuzustand 88%. Wer Interesse hat, bitte unter {{contact_phone|null eins sieben sechs, 43, 82, neunzehn, 05}} anrufen
phones ;; de ;; ebay ;; phones ;; 240 ;; iPhone 13 mini 128 GB Mitternacht top Zustand ;; Akku 88 Prozent. Bei Interesse gern über die Nachrichtenfunktion melden
computers ;; de ;; ebay ;; computers ;; 300 ;; ThinkPad T480 i5 16GB ;; Mit Dockingstation. Schreib mir an {{contact_email|thinkpad-verkauf [ät] web [punkt] de}}
computers ;; de ;; ebay ;; computers ;; 300 ;; Lenovo ThinkPad T480 i5 16 GB mit Dock ;; Tastatur deutsch, Akku gut. Fragen bitte über Kleinanzeigen, Abholung in Köln
fashion ;; de ;; ebay ;; fashion ;; 40 ;; Jack Wolfskin Jacke Gr. L rot ;; Nur zweimal an. Zahlung per {{off_platform_payment|PP an Freunde}}, sonst vorher überweisen
fashion ;; de ;; ebay ;; fashion ;; 40 ;; Jack Wolfskin Outdoorjacke Größe L ;; Kaum getragen. Zahlung mit sicher bezahlen oder bar bei Abholung
furniture ;; de ;; ebay ;; furniture ;; 60 ;; Kallax Regal 4x4 weiss mit 4 Boxen ;; Abbau selbst. Tel {{contact_phone|+49 1 5 2 - 3 3 8 - 1 0 4 7 6}}
furniture ;; de ;; ebay ;; furniture ;; 60 ;; Ikea Kallax 4x4 weiß mit Einsätzen ;; Abbau selbst, Abholung in Leipzig. Termin bitte per Nachricht ausmachen
toys ;; de ;; ebay ;; toys ;; 35 ;; Tonies Sammlung 8 Stück ;; Mit Box. Mehr auf meinem {{social_handle|Insta: @tonieliebe_hh}}
toys ;; de ;; ebay ;; toys ;; 35 ;; 8 Tonies mit Toniebox ;; Alles funktioniert. Mehr Spielzeug in meinen anderen Anzeigen
bikes ;; de ;; ebay ;; bikes ;; 350 ;; Cube Aim MTB 27,5 ;; Guter Zustand. Infos unter {{external_link|wa.me/4915774412398}}
bikes ;; de ;; ebay ;; bikes ;; 350 ;; Cube Aim Mountainbike 27,5 Zoll ;; Guter Zustand, neue Kette. Infos gerne per Nachricht, Probefahrt möglich
tickets ;; de ;; ebay ;; tickets ;; 80 ;; Tickets Helene Fischer München ;; 2 Stück. Bezahlung nur {{off_platform_payment|per Wero oder Klarna Überweisung}}
tickets ;; de ;; ebay ;; tickets ;; 160 ;; 2 Tickets Helene Fischer Stehplatz ;; Personalisierung ändere ich über die Börse des Veranstalters, bezahlt wird hier über Kleinanzeigen
services ;; de ;; ebay ;; services ;; 20 ;; Nachhilfe Mathe bis zum Abi ;; Alle Klassen. Kontakt {{contact_email|m a t h e . h i l f e @ g m x . d e}}
services ;; de ;; ebay ;; services ;; 20 ;; Nachhilfe in Mathe für alle Klassen ;; Online oder bei dir zuhause. Kontakt über die Nachrichtenfunktion
fashion ;; de ;; ebay ;; fashion ;; 30 ;; Ralph Lauren Hemden ;; {{prohibited_item|keine Originale}}, aber top Qualität, 5 Stück
fashion ;; de ;; ebay ;; fashion ;; 30 ;; Ralph Lauren Hemden Originale ;; Top Qualität, 5 Stück, Größe M
watches ;; de ;; ebay ;; watches ;; 150 ;; Breitling Navitimer schwarzes Zifferblatt ;; {{prohibited_item|Nachbau}}, läuft genau
watches ;; de ;; ebay ;; watches ;; 150 ;; Junghans Max Bill ;; Automatik, läuft genau, mit Box
beauty ;; de ;; ebay ;; beauty ;; 20 ;; Parfümproben von Douglas 15 Stück ;; {{prohibited_item|Pröbchen unverkäuflich}}, 15 Stück
beauty ;; de ;; ebay ;; beauty ;; 20 ;; Parfümzerstäuber ;; Leere Reiseflakons, 15 Stück
sport ;; de ;; ebay ;; sport ;; 45 ;; Jagdmesser mit Scheide ;; {{restricted_item|feststehendes Jagdmesser 20 cm Klinge}}
sport ;; de ;; ebay ;; sport ;; 45 ;; Brotmesser 20 cm ;; Wellenschliff, Holzgriff
sport ;; de ;; ebay ;; sport ;; 40 ;; Schreckschusspistole schwarz 9 mm ;; {{restricted_item|Schreckschuss mit PTB}} und Munition
sport ;; de ;; ebay ;; sport ;; 40 ;; Startklappe Leichtathletik aus Holz ;; Holzklappe für Starts, laut
sport ;; de ;; ebay ;; sport ;; 30 ;; Schlagring schwarz ;; {{prohibited_item|Schlagring aus massivem Stahl, liegt gut in der Hand}}
sport ;; de ;; ebay ;; sport ;; 30 ;; Boxbandagen ;; 4,5 m, Stahl grau
health ;; de ;; ebay ;; health ;; 30 ;; Abnehmspritze 4 Pens ;; {{prohibited_item|Mounjaro Pen ohne Rezept}}
health ;; de ;; ebay ;; health ;; 30 ;; Küchenwaage digital Glas schwarz ;; Zum Abnehmen, 5 kg
pets ;; de ;; ebay ;; pets ;; 500 ;; Welpen aus Polen ;; {{prohibited_item|ohne Chip und ohne Impfpass}}
pets ;; de ;; ebay ;; pets ;; 500 ;; Welpen vom Züchter ;; Gechippt, geimpft, mit EU-Heimtierausweis
home ;; de ;; ebay ;; home ;; 20 ;; Zigaretten aus Polen günstig ;; Letzte Woche {{restricted_item|ganze Stangen aus Polen geholt}}, viel billiger
home ;; de ;; ebay ;; home ;; 20 ;; Zigarettenetui Leder braun ;; Leder, aus Polen mitgebracht
phones ;; de ;; ebay ;; phones ;; 100 ;; Samsung S22 gesperrt ;; {{prohibited_item|gefunden, Konto gesperrt}}, für Bastler
phones ;; de ;; ebay ;; phones ;; 100 ;; Samsung S22 defekt ;; Eigenes Gerät, Display defekt, mit Rechnung
cars ;; de ;; ebay ;; cars ;; 80 ;; Blitzerwarner ;; {{prohibited_item|Radarstörer gegen Blitzer}}
cars ;; de ;; ebay ;; cars ;; 80 ;; Navi mit Stauwarnung ;; TomTom, Updates frei, Halterung dabei
bikes ;; de ;; ebay ;; bikes ;; 60 ;; E-Bike Tuning für Bosch und Yamaha ;; {{prohibited_item|Tuningchip hebt die 25 km/h Grenze auf}}
bikes ;; de ;; ebay ;; bikes ;; 60 ;; E-Bike Ladegerät ;; Original Bosch, 4 A
data ;; de ;; ebay ;; services ;; 40 ;; Steam Account ;; {{prohibited_item|Account mit 200 Spielen samt Passwort}}
data ;; de ;; ebay ;; services ;; 40 ;; Steam Guthabenkarte ;; 50 Euro, unbenutzt
uniforms ;; de ;; ebay ;; collectibles ;; 70 ;; Polizeiuniform komplett Gr. 52 ;; {{prohibited_item|aktuelle Uniform der Polizei NRW}}
uniforms ;; de ;; ebay ;; collectibles ;; 70 ;; Polizei Kostüm ;; Faschingskostüm für Erwachsene
kids ;; de ;; ebay ;; kids ;; 25 ;; Fahrradhelm Kinder Größe S grün ;; Mein Sohn {{restricted_item|ist damit gestürzt}}, man sieht aber nichts
kids ;; de ;; ebay ;; kids ;; 25 ;; Fahrradhelm Kinder Größe S grün neu ;; Noch mit Etikett, Größe S
jobs ;; de ;; ebay ;; jobs ;; 2000 ;; Heimarbeit ohne Vorkenntnisse ;; {{prohibited_item|Startgebühr 79 Euro}}, dann 2000 im Monat
jobs ;; de ;; ebay ;; jobs ;; 2000 ;; Lagerhelfer Vollzeit ;; Keine Gebühren, 2000 im Monat, Schichtarbeit
cameras ;; de ;; ebay ;; cameras ;; 450 ;; Fujifilm X-T30 Body silber ;; Wenig benutzt. Erreichbar {{social_handle|auf Telegram unter fuji_frank}}
cameras ;; de ;; ebay ;; cameras ;; 450 ;; Fujifilm X-T30 Gehäuse wenig benutzt ;; Mit zwei Akkus. Erreichbar über die Nachrichtenfunktion hier
instruments ;; de ;; ebay ;; instruments ;; 300 ;; E-Piano Kawai schwarz mit Bank ;; Nur Abholung. {{off_platform_payment|Vorkasse per Überweisung}} als Reservierung
instruments ;; de ;; ebay ;; instruments ;; 300 ;; Digitalpiano Kawai ;; Nur Abholung in Stuttgart, Bezahlung bar bei Abholung
`;

const listings = areaListingsFromLines(marked, 'thirty-fourth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-thirty-fourth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
