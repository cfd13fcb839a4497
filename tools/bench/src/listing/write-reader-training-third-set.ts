import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-reader-training-third.json: the third TRAINING set for the learned listing reader (issue
 * 19), written by hand on 2026-11-30 by a writer who changes no rule (stop 51, task 51t). It is training data, not a measure:
 * every record is in the `tune` part (nothing is held out), no bench reads it, and the trainer reads it with every other
 * `validation-*.json` (`training/labelled-sets.ts`). Its writer read no rule code, lexicon, brand table or README rules table
 * and no earlier set's records — only the thirtieth writer's header (its first 90 lines) and last 8 lines, the first and
 * second training sets' headers (up to their first record), the line parser (`marked-listing.ts`), the trainer's set reader
 * and its test (`training/labelled-sets*.ts`), the scorer (evasion-quality.ts), the contract's flag codes and profiles, and
 * issue 19 — and, by a slip of a search for the listing type's fields, five lines of the oldest evasion generator (its
 * item-case type and four of its item cases), whose wording was not reused; the collision check below compares with every
 * earlier set.
 * Aim: what the first two training sets did not vary. (1) Where the label sits: the second set put every label in the
 * description; here 101 problems carry their label in the TITLE only (a short title that says the problem, a plain or
 * one-line description), 146 in the description only, and 80 in both (the title names the object, the description the
 * condition that makes it a problem; one label in each field, the same code). (2) Lengths: very short listings (a title and
 * a few words) and long rambling ones (a house, cellar or garage clearance naming many things, one of them the problem in
 * the middle of the paragraph; a long hand-over story with the contact attempt at its end). (3) Voices: many different
 * sellers — a teenager with slang and emoji, an older seller with full sentences, a shop or trade clearing stock, a parent,
 * a collector, a tradesperson, a non-native speaker with mistakes, all-capital listings, missing accents throughout, each
 * country's classifieds shorthand. (4) Contact and payment moved off the site as about a fifth of the problems, inside
 * long text as well as short, in the evasion kinds issue 19 names and each language's own habits: numbers in words with
 * tens, spaced, dotted and dashed digit groups, international forms with a bracketed trunk zero, keycap and circled digits,
 * digits mixed with number words; e-mails with the local words for "at" and "dot"; shop addresses with the word for
 * "dot", chat links to a number, a channel or a group, a QR code pointing to a chat; handles on photo, video and resale
 * networks; instant-payment apps, friends-and-family transfers, neobanks, prepaid top-ups and vouchers, money-transfer
 * offices and transfers before shipping.
 * 812 listings: PT 175, ES 168, FR 150, EN 165, IT 76, DE 78. 327 with a problem (40 %), 485 clean: 327 clean twins (one
 * per problem, on the line after it, in similar words and the same language: the same object for an innocent use, sold
 * whole, new, sealed or with proof of purchase, within the free limit, kept on the site, or its allowed sibling — an
 * accessory, a costume, a toy, an empty or decorative kin) and 158 hard negatives (a third of the clean listings: innocent
 * listings that use the very words a checker fears in their innocent sense — glue, nail and silicone guns, kitchen
 * cleavers and carving sets, garden weed tools and lawful garden products, battery testers and batteries inside their
 * devices, official club replica shirts, scale-model replicas, empty ammunition boxes and tobacco tins, books about drugs
 * and crime, costumes of police and firefighters, new helmets and sealed child seats, sealed cosmetics and perfume, empty
 * medicine cabinets, cases for identity papers, tickets swapped at the price paid). By language (problems / clean; items /
 * contact and payment): PT 67/108 (54/13), ES 67/101 (55/12), FR 62/88 (50/12), EN 66/99 (53/13), IT 32/44 (26/6), DE 33/45
 * (26/7). Kinds (the first label of each problem): prohibited item 257, restricted item 87 (items 264 listings), phone 21,
 * off-site payment 21, link 9, e-mail 6, social handle 6 (contact and payment 63 listings, 19 %); 407 labels in all.
 * Profiles: olx-pt and vinted (PT), wallapop and vinted (ES), generic and vinted (FR), ebay (EN, DE), generic (IT).
 * Areas (35, in listings; problems in brackets): contact 85 (42), weapons 82 (34), health 49 (20), payment 45 (21), beauty
 * 44 (17), drugs 42 (20), counterfeit 32 (15), kids 28 (10), cars 27 (12), stolen 25 (12), tobacco 24 (11), fashion 23 (8),
 * pets 21 (7), wildlife 21 (10), accounts 21 (10), documents 20 (8), drinks 18 (6), clearance 18 (9), batteries 17 (5),
 * tickets 16 (6), helmets 15 (5), uniforms 14 (4), services 14 (7), vouchers 13 (6), garden 12, chemicals 11 (4), party 11
 * (4), tools 11, collectibles 10, watches 8 (4), data 8 (4), books 8, home 7, adult 6 (3), recalls 6 (3); a problem and its
 * twin share their area; garden, tools, collectibles, books and home hold hard negatives only.
 * Kinds of problems, each in several languages and mostly said WITHOUT the regulated word — by purpose or effect (to stay
 * awake for exams, to pass the inspection, to set the odometer, to feel relaxed), by each language's slang and euphemism,
 * by a brand or model alone with a telling price or "no box no papers", by the seller's story (a late relative's things,
 * leftovers of a prescription, found on a train, brought back in the boot), or by a quantity or condition that makes an
 * allowed thing restricted (a blade length, a power above the free limit, an opened cosmetic, a seat or helmet after a
 * knock, cells out of their pack): switchblades, butterfly knives, knuckle-dusters, throwing stars, a blade hidden in a
 * cane, zombie blades, electric-shock weapons, a sound moderator, firearms without licence among household things, air
 * rifles above the free limit, gas and blank-firing replicas, crossbows with hunting points, defence sprays, long fixed
 * blades and a sharpened sword, cartridges; sleeping, pain, anxiety, stimulant, weight-loss and muscle-building
 * medicines, cannabis and its edibles and cuttings, other street drugs by slang, party inhalants, supplements sold with
 * healing claims; animals without identification, wild-caught birds and a wild tortoise, ivory, shell, rhinoceros horn
 * and a protected bird mounted; tobacco brought from abroad, nicotine vapes sold to teenagers, home-distilled spirits;
 * banned weed and rat poisons, unlabelled acid, professional fireworks; recalled baby goods, toys, chargers, a power strip
 * and a hair dryer; worn underwear and sexual services; customer and lead lists, accounts with their login, resold licence keys, a
 * modified console with downloaded games; found and locked phones and tablets, tools and bikes of unexplained origin;
 * licences and diplomas without the exam, a disability parking badge and a health card in another's name, plates with
 * no papers, current police and gendarmerie uniforms, imitation banknotes; counterfeits said every way (1:1, AAA, mirror
 * quality, rep, super clone, factory, inspired by, "not original but", "no box no papers" with a telling price); testers
 * and not-for-resale samples; opened make-up and coloured lenses; second-hand child seats and helmets after a knock; loose
 * and home-built lithium packs; emission, odometer and keyless-theft tools and a jammer; tickets resold above face value;
 * gift cards sold at a discount; deceiving services (theses submitted as one's own, a driving theory exam sat for another,
 * paid reviews, an address lent for registration).
 * Label policy: the thirtieth's (a careful moderator of a general European marketplace), as its header states, with the
 * kinds it does not name placed as the first two training sets placed them. Prohibited: counterfeits, switchblades,
 * butterfly knives, knuckle-dusters, throwing stars, zombie blades and hidden blades, electric-shock weapons, firearms and
 * their parts without papers, prescription medicines, drugs and party inhalants, animals without the identification the
 * law asks or taken from the wild, protected animal parts, tobacco brought from abroad, banned pesticides and poisons,
 * fireworks of the professional class or without marking, recalled goods, odometer, emission and theft tools and jammers,
 * sexual services and worn underwear, personal data, accounts with credentials, pirated games and resold licence keys,
 * goods found or of unexplained origin, official documents, permits and cards in another's name, plates without papers,
 * current uniforms, imitation banknotes, testers and not-for-resale samples, tickets resold above face value and
 * deceiving services. Restricted: fixed-blade hunting knives and sharpened swords, air rifles above the free limit, gas
 * and blank-firing replicas, crossbows with hunting points, defence sprays, cartridges, nicotine vapes, home-distilled
 * spirits, unlabelled hazardous chemicals, supplements sold with healing claims, opened cosmetics and coloured lenses
 * without prescription, second-hand child seats and helmets after a knock, loose or home-built lithium cells and gift
 * cards sold at a discount (the scorer meets either item code). Contact, links and payment moved off the site are labelled
 * where they are asked for; the site's chat, payment and shipping, cash at a hand-over and the seller's other listings are
 * clean. The labels mark the words that carry the problem.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as `{{code|text}}`
 * (`areaListingsFromLines`); `area` is kept in the JSON beside the listing. Eight twins share their short plain description
 * with their problem (so that sentence teaches nothing either way); no other two fields of the set are equal.
 * Collisions: a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` (44 files, both earlier
 * training sets included, 34,642 titles and descriptions) and compared each of this set's 1,624 titles and descriptions,
 * case- and accent-folded, exactly and by any shared 40-character window, printing only this set's strings. First run: 121
 * of 1,624 collided (107 short titles exactly, 1 short description exactly, 13 descriptions by a window); every one was
 * rewritten in this writer's words. Second run: 11 (9 titles of the rewrites and two it had listed that the first rewrite
 * missed, and 2 long descriptions by a window), rewritten again; third run: 2 (both a phone number written in words,
 * sharing a run of number words with an earlier set), the numbers changed; fourth run: 0 collide in the written set.
 * Written: `node --conditions=@circular/source tools/bench/src/listing/write-reader-training-third-set.ts`.
 */

// A problem, then its clean twin on the next line (often a hard negative of the same area after the pair); the short
// title-labelled pairs and most hard negatives close the file.
const marked = `
weapons ;; pt ;; olx-pt ;; desporto ;; 25 ;; {{prohibited_item|navalha que abre sozinha com botao}} ;; Em bom estado, entrego em maos em Setubal.
weapons ;; pt ;; olx-pt ;; desporto ;; 25 ;; Navalha de bolso que abre com as duas maos ;; Em bom estado, lamina curta de 6 cm, trava normal, entrego em maos em Setubal.
weapons ;; pt ;; olx-pt ;; casa ;; 18 ;; Faca de cozinha do chef 20 cm ;; Faca de cozinha grande para cortar carne, marca alema, afiada, vendo porque recebi um conjunto novo no casamento.
health ;; pt ;; olx-pt ;; saude ;; 15 ;; {{prohibited_item|Comprimidos para dormir}} ;; Sobraram da receita da minha mae, {{prohibited_item|caixa de 30 quase cheia, faz dormir a noite toda sem acordar}}. Envio por CTT.
health ;; pt ;; olx-pt ;; saude ;; 15 ;; Cha para dormir ;; Sobraram da encomenda, caixa de 30 saquetas de tilia e camomila quase cheia, selada. Envio por CTT.
drugs ;; pt ;; olx-pt ;; jardim ;; 40 ;; {{prohibited_item|Erva boa pra relaxar 🌿😎}} ;; 10 gramas, da boa, so entregas em lisboa
drugs ;; pt ;; olx-pt ;; jardim ;; 40 ;; Erva cidreira boa pra relaxar 🌿😎 ;; 10 vasos pequenos, da boa, so entregas em lisboa
drugs ;; pt ;; olx-pt ;; jardim ;; 8 ;; Sementes de canhamo para passaros ;; Saco de 1 kg de sementes descascadas para alimentar periquitos e canarios, com rotulo do fabricante, validade 2027.
health ;; pt ;; olx-pt ;; saude ;; 60 ;; {{prohibited_item|Canetas de emagrecer sobras}} ;; {{prohibited_item|Sobrou da receita do meu marido, 2 canetas de injetar na barriga uma vez por semana, tira a fome toda}}, guardadas no frigorifico
health ;; pt ;; olx-pt ;; saude ;; 60 ;; Balanca inteligente para emagrecer ;; Sobrou do ginasio do meu marido, balanca que mede gordura e agua, liga ao telemovel, guardada na caixa
health ;; pt ;; olx-pt ;; saude ;; 30 ;; Oleo natural 100% ;; {{restricted_item|Cura a ansiedade e as dores das articulacoes em 2 semanas, substitui os medicamentos}}, frasco de 30 ml
health ;; pt ;; olx-pt ;; saude ;; 30 ;; Oleo natural 100% para massagem ;; Oleo de amendoa doce para massagem e pele seca, frasco de 30 ml, fechado, comprado na farmacia
health ;; pt ;; olx-pt ;; livros ;; 6 ;; Livro sobre ansiedade e sono ;; Livro de autoajuda de um psicologo, fala de como dormir melhor e controlar a ansiedade, bem estimado, como novo.
pets ;; pt ;; olx-pt ;; animais ;; 150 ;; {{prohibited_item|Cachorrinhos sem chip nem papeis}} ;; 3 machos e 2 femeas, maes de raca, ja comem sozinhos
pets ;; pt ;; olx-pt ;; animais ;; 150 ;; Cachorrinhos com chip e boletim ;; 3 machos e 2 femeas, desparasitados e vacinados, criador registado, contrato de cedencia
wildlife ;; pt ;; olx-pt ;; animais ;; 35 ;; {{prohibited_item|Pintassilgos apanhados no pinhal}} ;; {{prohibited_item|Apanhei eu com a rede este fim de semana}}, cantam bem, vendo com gaiola
wildlife ;; pt ;; olx-pt ;; animais ;; 35 ;; Canarios nascidos em casa ;; Criei eu em casa este ano, anilhados, cantam bem, vendo com gaiola
wildlife ;; pt ;; olx-pt ;; animais ;; 20 ;; Rede para proteger a horta dos passaros ;; Rede verde de 5x10 metros para cobrir a horta e as arvores de fruto, nao apanha os passaros so impede que comam a fruta.
tobacco ;; pt ;; olx-pt ;; outros ;; 35 ;; {{prohibited_item|Volumes trazidos de Andorra}} ;; {{prohibited_item|10 macos cada volume, vindos da viagem, mais barato que no cafe}}, faco entregas no Porto
tobacco ;; pt ;; olx-pt ;; outros ;; 35 ;; Chocolates trazidos de Andorra ;; 10 tabletes cada caixa, vindos da viagem, validade longa, faco entregas no Porto
tobacco ;; pt ;; vinted ;; outros ;; 12 ;; {{restricted_item|pods descartaveis 🍓🍉 6000 puffs}} ;; {{restricted_item|tenho 10 de varios sabores com nicotina 20mg}} bora 😝 so entrego na escola
tobacco ;; pt ;; vinted ;; outros ;; 12 ;; capas de telemovel 🍓🍉 padrao fruta ;; tenho 10 de varios padroes para iphone 11 bora 😝 entrego em maos
drinks ;; pt ;; olx-pt ;; alimentacao ;; 10 ;; {{restricted_item|Aguardente feita pelo meu avo, garrafao de 5 litros}} ;; Sem rotulo, forte como deve ser, para quem sabe.
drinks ;; pt ;; olx-pt ;; alimentacao ;; 10 ;; Garrafao de vidro de 5 litros do meu avo ;; Vazio e lavado, antigo, com cesto de verga, bom para decoracao.
drinks ;; pt ;; olx-pt ;; alimentacao ;; 25 ;; Alambique de cobre decorativo ;; Alambique pequeno de cobre martelado, so para decoracao de cozinha ou bar, nunca foi usado para destilar, altura 40 cm.
chemicals ;; pt ;; olx-pt ;; jardim ;; 20 ;; {{prohibited_item|Veneno para as ervas que ja nao se vende}} ;; {{prohibited_item|Garrafa de 1 litro antiga do meu pai, do que foi proibido, mata tudo mesmo}}
chemicals ;; pt ;; olx-pt ;; jardim ;; 20 ;; Pulverizador para as ervas ;; Garrafa pulverizadora de 1 litro, vazia, do meu pai, para agua e sabao nas roseiras
party ;; pt ;; olx-pt ;; festas ;; 30 ;; {{prohibited_item|Bombas de carnaval das grandes, caixa italiana sem rotulo}} ;; Fazem um estrondo enorme, para a passagem de ano.
party ;; pt ;; olx-pt ;; festas ;; 30 ;; Bombas de carnaval de fumo colorido para fotos ;; Caixa de 10 canhoes de confetis de mao, seguro para criancas, para casamentos e passagem de ano.
party ;; pt ;; olx-pt ;; festas ;; 12 ;; Kit festa passagem de ano ;; Chapeus, cornetas, serpentinas, oculos 2027 e velas faisca de bolo, tudo para 10 pessoas, sobrou da festa.
kids ;; pt ;; olx-pt ;; bebe ;; 45 ;; Cadeirinha auto isofix 9-18 kg ;; Usada, {{restricted_item|teve um toque num acidente pequeno mas esta inteira}}, so uns riscos
kids ;; pt ;; olx-pt ;; bebe ;; 45 ;; Cadeira de refeicao para bebe ;; Usada, teve muito uso mas esta inteira, so uns riscos no tabuleiro, lava se bem.
kids ;; pt ;; olx-pt ;; bebe ;; 25 ;; {{prohibited_item|Berco de viagem da marca que foi mandado recolher}} ;; Usei pouco, a loja pediu para devolver mas nunca fui, esta inteiro.
kids ;; pt ;; olx-pt ;; bebe ;; 25 ;; Berco de viagem da marca do Continente ;; Usei pouco, sem defeitos, dobra facil, com saco de transporte e colchao.
beauty ;; pt ;; vinted ;; beleza ;; 9 ;; Base de maquilhagem tom claro ;; {{restricted_item|Abri e usei com a esponja umas 3 vezes}}, tom errado pra mim, quase cheia
beauty ;; pt ;; vinted ;; beleza ;; 9 ;; Esponja de maquilhagem ;; Nova na embalagem, comprei 3 e so usei uma, cor rosa
beauty ;; pt ;; vinted ;; beleza ;; 22 ;; Batom selado com fatura ;; Comprei na Sephora no mes passado, nunca abri, selo inteiro, fatura junta, cor vermelho escuro.
beauty ;; pt ;; vinted ;; beleza ;; 40 ;; {{prohibited_item|Perfume 100ml caixa branca simples sem tampa}} ;; Cheira igual ao da loja, da minha irma que trabalha numa perfumaria, nao se vende na loja
beauty ;; pt ;; vinted ;; beleza ;; 40 ;; Perfume 100ml caixa original com tampa ;; Cheira igual ao de sempre, presente que nao usei, caixa fechada com celofane
fashion ;; pt ;; vinted ;; moda ;; 35 ;; Mala LV monograma ;; {{prohibited_item|Qualidade espelho 1:1, igual a verdadeira, sem caixa}}, ninguem nota a diferenca 😉
fashion ;; pt ;; vinted ;; moda ;; 35 ;; Mala castanha com padrao ;; Sem marca, estilo classico, sem caixa, alca de couro sintetico, usada duas vezes
fashion ;; pt ;; vinted ;; calcado ;; 25 ;; {{prohibited_item|Sapatilhas Jordan 1 inspiradas}} ;; Tamanho 42, vem com o logo, sem papeis nem fatura
fashion ;; pt ;; vinted ;; calcado ;; 25 ;; Sapatilhas brancas tamanho 42 ;; Marca Decathlon, uso de uma epoca, com a caixa original e fatura
fashion ;; pt ;; vinted ;; calcado ;; 90 ;; Jordan 1 originais com recibo ;; Compradas na loja oficial do Colombo, tamanho 43, recibo e caixa, usadas 5 vezes, vende-se porque ficam pequenas.
watches ;; pt ;; olx-pt ;; relogios ;; 80 ;; Rolex Submariner preto aco ;; Automatico, bracelete aco, {{prohibited_item|sem caixa nem papeis, preco de amigo 80 euros}}
watches ;; pt ;; olx-pt ;; relogios ;; 80 ;; Relogio Casio mergulho ;; Automatico, bracelete aco, sem caixa nem papeis, preco de amigo 80 euros, funciona bem
stolen ;; pt ;; olx-pt ;; telemoveis ;; 120 ;; iPhone 13 {{prohibited_item|bloqueado, encontrei no comboio}} ;; Nao sei o codigo, da para pecas ou quem souber desbloquear
stolen ;; pt ;; olx-pt ;; telemoveis ;; 120 ;; iPhone 13 desbloqueado, meu ;; Reposto de fabrica e desligado da minha conta, com fatura da Worten, da para qualquer operadora
stolen ;; pt ;; olx-pt ;; telemoveis ;; 40 ;; Telemovel encontrado? Ajudo a devolver ;; Nao vendo nada: tenho uma loja de reparacoes em Braga e ajudo a contactar os donos de telemoveis perdidos, sem custo, venha a loja.
accounts ;; pt ;; olx-pt ;; jogos ;; 15 ;; {{prohibited_item|Conta Netflix 4 ecras 1 ano}} ;; {{prohibited_item|Dou email e palavra passe, nao mudes nada}}, pagamento adiantado
accounts ;; pt ;; olx-pt ;; jogos ;; 15 ;; Cartao oferta Netflix 15 euros ;; Cartao fisico selado, ganho num sorteio, codigo tapado, entrego em maos
data ;; pt ;; olx-pt ;; servicos ;; 100 ;; {{prohibited_item|Base de contactos para marketing}} ;; {{prohibited_item|5000 nomes com telemovel e morada de clientes de um ginasio, em excel}}
data ;; pt ;; olx-pt ;; servicos ;; 100 ;; Programa para gerir contactos de clientes ;; Licenca de software de faturacao e CRM para pequenas empresas, em excel e nuvem, instalo e explico
documents ;; pt ;; olx-pt ;; servicos ;; 300 ;; {{prohibited_item|Carta de conducao sem fazer exame}} ;; Trato de tudo, fica registada, em 2 semanas
documents ;; pt ;; olx-pt ;; servicos ;; 300 ;; Aulas de conducao antes do exame ;; Instrutor certificado, trato da marcacao na escola, carro de dupla embraiagem, em 2 semanas
documents ;; pt ;; olx-pt ;; livros ;; 10 ;; Livro de codigo da estrada 2026 ;; Livro de perguntas para o exame de codigo, com testes resolvidos, como novo, sem escritos.
uniforms ;; pt ;; olx-pt ;; colecoes ;; 90 ;; {{prohibited_item|Farda completa da PSP atual}} ;; {{prohibited_item|Modelo em uso, com divisas e crachá, serve para parecer agente a serio}}
uniforms ;; pt ;; olx-pt ;; colecoes ;; 90 ;; Farda antiga da PSP anos 70 ;; Modelo de colecao ja fora de uso, sem crachá, para museu ou recriacao historica
cars ;; pt ;; olx-pt ;; auto ;; 70 ;; {{prohibited_item|Aparelho para baixar os km}} ;; {{prohibited_item|Liga na ficha OBD e acerta o conta quilometros como quiseres antes de vender o carro}}
cars ;; pt ;; olx-pt ;; auto ;; 70 ;; Aparelho de diagnostico OBD ;; Liga na ficha OBD e le os erros do motor e apaga a luz de avaria depois de reparar, em portugues
cars ;; pt ;; olx-pt ;; auto ;; 150 ;; {{prohibited_item|Emulador para passar na inspecao}} ;; {{prohibited_item|tira o filtro de particulas e o carro passa na inspecao na mesma}}, instalo em Leiria
cars ;; pt ;; olx-pt ;; auto ;; 150 ;; Filtro de particulas novo para passar na inspecao ;; Filtro original novo, o meu carro ja passou na inspecao com ele, sobrou da oficina, instalo em Leiria
cars ;; pt ;; olx-pt ;; auto ;; 20 ;; {{prohibited_item|Matriculas de carro feitas a medida, qualquer numero, sem documentos}} ;; Acrilico com relevo, entrego em 3 dias
cars ;; pt ;; olx-pt ;; auto ;; 20 ;; Quadro de matricula personalizado para parede ;; Placa decorativa em metal com o teu nome, estilo matricula antiga, para garagem ou quarto, entrego em 3 dias
tickets ;; pt ;; olx-pt ;; bilhetes ;; 180 ;; 2 bilhetes NOS Alive primeiro dia ;; {{prohibited_item|Paguei 79 cada, vendo a 180 cada, esgotado}}
tickets ;; pt ;; olx-pt ;; bilhetes ;; 79 ;; 2 bilhetes NOS Alive dia 1 preco de custo ;; Paguei 79 cada, vendo a 79 cada, transfiro pela app oficial do festival
vouchers ;; pt ;; olx-pt ;; outros ;; 70 ;; Cartao Continente 100 euros ;; {{restricted_item|Vendo a 70, recebi em troca de pontos, so o codigo por foto}}
vouchers ;; pt ;; olx-pt ;; outros ;; 5 ;; Cartoes oferta usados para colecao ;; 20 cartoes de lojas ja gastos, sem saldo, para coleccionadores ou trabalhos manuais
vouchers ;; pt ;; olx-pt ;; colecoes ;; 15 ;; {{prohibited_item|Notas de 50 para filmes}} ;; {{prohibited_item|Iguais as verdadeiras, passam na luz, maco de 100}}
vouchers ;; pt ;; olx-pt ;; colecoes ;; 15 ;; Notas de escudo antigas ;; Maco de 20 notas de 100 escudos, fora de circulacao, para colecao, bom estado
vouchers ;; pt ;; olx-pt ;; colecoes ;; 10 ;; Dinheiro de brincar para o Monopoly ;; Conjunto de notas de papel coloridas e moedas de plastico para jogos de tabuleiro e lojinha das criancas, claramente falsas.
services ;; pt ;; olx-pt ;; servicos ;; 150 ;; {{prohibited_item|Faco a tua tese}} ;; {{prohibited_item|Escrevo o trabalho todo e entregas com o teu nome, passa no anti plagio}}, mestrado e licenciatura
services ;; pt ;; olx-pt ;; servicos ;; 150 ;; Reviso a tua tese ;; Corrijo ortografia e formatacao APA, o texto e teu, mestrado e licenciatura, professor reformado
services ;; pt ;; olx-pt ;; servicos ;; 50 ;; {{prohibited_item|5 estrelas no Google para o teu restaurante, 20 comentarios}} ;; Contas reais, ninguem desconfia
services ;; pt ;; olx-pt ;; servicos ;; 50 ;; Fotos profissionais para o Google do teu restaurante ;; Fotografo pratos e sala, 20 fotos editadas, para a ficha do Google e redes
adult ;; pt ;; olx-pt ;; outros ;; 30 ;; {{prohibited_item|Cuecas ja vestidas}} ;; {{prohibited_item|Usadas 3 dias seguidos, a pedido, envio com foto}} 😘
adult ;; pt ;; olx-pt ;; moda ;; 30 ;; Cuecas novas pack de 3 ;; Tamanho M, algodao, na embalagem, comprei o tamanho errado
stolen ;; pt ;; olx-pt ;; ferramentas ;; 80 ;; Berbequim Makita e rebarbadora ;; {{prohibited_item|Vieram de uma obra, nao tenho fatura, nao perguntes}}, baratos
stolen ;; pt ;; olx-pt ;; ferramentas ;; 80 ;; Berbequim Makita e rebarbadora com fatura ;; Fechei a minha empresa de obras, tenho fatura de tudo, baterias incluidas
stolen ;; pt ;; olx-pt ;; bicicletas ;; 60 ;; Bicicleta BTT ;; Encontrei encostada na rua ha 2 semanas, ninguem a veio buscar, {{prohibited_item|vendo como esta sem papeis}}
stolen ;; pt ;; olx-pt ;; bicicletas ;; 60 ;; Bicicleta BTT do meu filho ;; Comprei na Decathlon ha 2 anos, ficou pequena, vendo como esta com a fatura
batteries ;; pt ;; olx-pt ;; eletronica ;; 25 ;; {{restricted_item|Celulas 18650 soltas tiradas de baterias de portatil}} ;; {{restricted_item|30 pilhas recuperadas, sem caixa nem protecao, envio por correio}}
batteries ;; pt ;; olx-pt ;; eletronica ;; 25 ;; Bateria externa 20000 mah completa ;; Bateria externa completa, fechada, com cabo e caixa, entrego em maos
batteries ;; pt ;; olx-pt ;; eletronica ;; 15 ;; Lanterna recarregavel com pilha incluida ;; Lanterna de campismo LED, a bateria vem dentro e carrega por usb, como nova.
helmets ;; pt ;; olx-pt ;; motas ;; 40 ;; CAPACETE DE MOTA AGV ;; {{restricted_item|CAIU DA MOTA NUMA QUEDA, TEM UMA RACHA POR DENTRO}} MAS NAO SE VE, VISEIRA NOVA
helmets ;; pt ;; olx-pt ;; motas ;; 40 ;; CAPACETE DE MOTA AGV NOVO ;; NUNCA CAIU, COM ETIQUETA DE HOMOLOGACAO, VISEIRA NOVA, TAMANHO M
weapons ;; pt ;; olx-pt ;; caca ;; 120 ;; Carabina de ar comprimido ;; {{restricted_item|Bem forte, 24 joules, mata coelhos a 50 metros}}, com mira telescopica
weapons ;; pt ;; olx-pt ;; caca ;; 120 ;; Carabina de pressao de ar para alvos ;; Fraca, abaixo de 7,5 joules, so para papel na garagem, com mira e alvos
weapons ;; pt ;; olx-pt ;; desporto ;; 45 ;; {{prohibited_item|Soqueira de metal}} ;; Em aco, para defesa pessoal, serve em mao grande.
weapons ;; pt ;; olx-pt ;; desporto ;; 45 ;; Luvas de boxe de pele 12 oz pouco usadas ;; Em pele, para treino de saco, servem em mao grande, pouco usadas.
weapons ;; pt ;; olx-pt ;; caca ;; 60 ;; {{restricted_item|Faca de caca}} ;; {{restricted_item|Lamina fixa de 25 cm com bainha, corta tudo}}, heranca do meu pai que era cacador
weapons ;; pt ;; olx-pt ;; caca ;; 60 ;; Faca de pao ;; Lamina serrilhada de 25 cm, corta tudo, heranca do meu pai que era padeiro
weapons ;; pt ;; olx-pt ;; caca ;; 35 ;; Colete e calcas de caca camuflado ;; Roupa de caca tamanho L, impermeavel, com muitos bolsos, boa tambem para pesca e passeios no campo.
weapons ;; pt ;; olx-pt ;; desporto ;; 25 ;; {{restricted_item|Spray para defesa}} ;; {{restricted_item|gas pimenta forte, cabe na mala, para a minha filha que sai a noite}}
weapons ;; pt ;; olx-pt ;; desporto ;; 25 ;; Alarme pessoal para a mala ;; Faz um som muito alto quando se puxa o fio, cabe na mala, para a minha filha que sai a noite
weapons ;; pt ;; olx-pt ;; colecoes ;; 200 ;; {{restricted_item|Pistola de alarme de gas com balas de salva}} ;; Parece verdadeira, com caixa
weapons ;; pt ;; olx-pt ;; colecoes ;; 20 ;; Pistola de agua gigante laranja ;; Cor de laranja, enche 1 litro, para a praia e piscina, com caixa
wildlife ;; pt ;; olx-pt ;; colecoes ;; 250 ;; Colar antigo da avo com pendente branco ;; {{prohibited_item|Pendente de dente de elefante trabalhado a mao, veio de Africa}} ja nos anos 90
wildlife ;; pt ;; olx-pt ;; colecoes ;; 250 ;; Colar antigo da avo com perolas ;; Perolas de agua doce com fecho em ouro, veio de uma joalharia do Porto nos anos 80
contact ;; pt ;; olx-pt ;; casa ;; 40 ;; Sofa 2 lugares cinzento ;; Vendo por mudanca de casa, tem 4 anos mas esta impecavel, sem rasgoes, capa lavavel, so falta uma almofada que o cao roeu. Fica em Almada, 3 andar sem elevador, quem levar tem de trazer ajuda. Para combinar {{contact_phone|liga nove um seis, quarenta e dois, trinta e tres, zero oito}} que aqui nao respondo, obrigado
contact ;; pt ;; olx-pt ;; casa ;; 40 ;; Sofa 2 lugares cinzento claro ;; Mudei de casa e nao cabe, 4 anos, impecavel, capa que vai a maquina. Em Almada num 3 andar sem elevador, tragam ajuda para descer. Combinamos pelo chat da OLX, respondo a noite
contact ;; pt ;; vinted ;; moda ;; 8 ;; saia jeans zara xs ;; usada 2x, {{social_handle|mais fotos no insta arroba marta.vende.tudo}} 💅
contact ;; pt ;; vinted ;; moda ;; 8 ;; saia jeans zara xs cintura subida ;; usada 2x, mais fotos no meu perfil do vinted, faco lote com outras pecas 💅
contact ;; pt ;; olx-pt ;; telemoveis ;; 200 ;; Samsung S22 ;; como novo. {{contact_phone|9 1 2 . 3 4 5 . 6 7 8}} so whatsapp
contact ;; pt ;; olx-pt ;; telemoveis ;; 200 ;; Samsung S22 128 gigas ;; como novo, bateria a 92 por cento, so respondo por mensagem aqui no site
contact ;; pt ;; olx-pt ;; telemoveis ;; 5 ;; Capa para Samsung S22 ;; Capa de silicone preta com suporte, dou mais uma pelicula de vidro, 9 euros as duas ou 5 so a capa, envio pela OLX.
payment ;; pt ;; olx-pt ;; eletronica ;; 250 ;; PS5 com 2 comandos, Acores ;; {{off_platform_payment|Pago primeiro por MB WAY e eu mando}}, nada de entrega em maos que moro nos Acores
payment ;; pt ;; olx-pt ;; eletronica ;; 250 ;; PS5 com 2 comandos e jogo ;; Pagamento e envio pela OLX com protecao ao comprador, ou em maos em Ponta Delgada
payment ;; pt ;; olx-pt ;; eletronica ;; 30 ;; Jogos PS5 lote 3 ;; Fifa, Spider-Man e Gran Turismo, discos sem riscos, em maos pago em dinheiro ou envio pela OLX com pagamento protegido.
payment ;; pt ;; olx-pt ;; moveis ;; 120 ;; Mesa de jantar que estica ate 2 m ;; Madeira macica com 6 cadeiras. Como estou a trabalhar em Franca {{off_platform_payment|faz transferencia para o meu IBAN e a transportadora leva}}, mando comprovativo
payment ;; pt ;; olx-pt ;; moveis ;; 120 ;; Mesa de jantar carvalho que estica ;; Madeira macica com 6 cadeiras. Como estou a trabalhar fora, a minha irma mostra e recebe em dinheiro em Coimbra.
contact ;; pt ;; olx-pt ;; servicos ;; 25 ;; Explicacoes de matematica 9 ano ;; Professora com 20 anos de experiencia, preparo para o exame nacional, em casa ou online. Ja tive alunos de Sintra, Cascais e Oeiras, todos subiram a nota. Os pais podem {{contact_email|escrever para prof ponto anabela arroba gmail ponto com}} que envio horarios e precos.
contact ;; pt ;; olx-pt ;; servicos ;; 25 ;; Explicacoes mat 9 ano em casa ou online ;; Professora com 20 anos de experiencia, preparo para o exame nacional, em casa ou online. Os pais podem mandar mensagem por aqui que envio horarios e precos pelo chat.
contact ;; pt ;; olx-pt ;; casa ;; 15 ;; Candeeiro de pe preto ;; ver mais artigos {{external_link|na minha loja olx-barato ponto pt}} tudo a metade do preco
contact ;; pt ;; olx-pt ;; casa ;; 15 ;; Candeeiro de pe metal ;; ver mais artigos no meu perfil aqui, tudo a metade do preco, faco desconto em lote
contact ;; pt ;; vinted ;; criancas ;; 12 ;; Lote 20 pecas menino 0 a 3 meses ;; 20 pecas, algumas novas com etiqueta, de menino. {{contact_phone|➒➊➎ 2⃣3⃣4⃣ 8️⃣7️⃣6️⃣}} mandem msg
contact ;; pt ;; vinted ;; criancas ;; 12 ;; Lote 20 pecas menina 3 a 6 meses ;; 20 pecas, algumas novas com etiqueta, de menina, mandem msg aqui no vinted
payment ;; pt ;; olx-pt ;; bicicletas ;; 300 ;; Bicicleta de estrada carbono ;; Quadro 54, grupo 105. {{off_platform_payment|Paypal so na opcao amigos e familia}}, envio pela transportadora
payment ;; pt ;; olx-pt ;; bicicletas ;; 300 ;; Bicicleta de estrada aluminio ;; Tamanho 54, grupo 105. Pagamento pelo sistema da OLX, envio pela transportadora que eles indicam
contact ;; pt ;; olx-pt ;; auto ;; 3500 ;; Renault Clio 2012 diesel ;; Carro sempre na garagem, revisao feita, pneus novos, IUC pago. Tem um risco no para choques de tras. Nao aceito trocas. Por causa dos burloes {{external_link|falo so pelo wa.me/351913000555}}, quem quiser ver em Viseu
contact ;; pt ;; olx-pt ;; auto ;; 3500 ;; Renault Clio 2012 gasoleo ;; Carro sempre na garagem, revisao feita, pneus novos, IUC pago. Tem um risco no para choques de tras. Nao aceito trocas. Por causa dos burloes so mostro com marcacao pelo chat, em Viseu
contact ;; pt ;; olx-pt ;; casa ;; 35 ;; Aspirador sem fio ;; Funciona, bateria nova. {{external_link|Leia o codigo QR da foto}} para falarmos no telegram
contact ;; pt ;; olx-pt ;; casa ;; 35 ;; Aspirador sem fio com base ;; Funciona, bateria nova. Na foto tem o talao de compra, falamos aqui
clearance ;; pt ;; olx-pt ;; outros ;; 100 ;; Limpeza de garagem, tudo a sair ;; Vendo tudo junto ou separado: bicicleta de crianca roda 16, duas cadeiras de praia, caixa de ferramentas com chaves, aquario de 60 litros sem bomba, {{prohibited_item|uma caixa de pistolas de ar comprimido sem numero que eram do meu tio e umas balas}}, grelhador a carvao, livros do Harry Potter, tapete de Arraiolos. Precos a combinar, so levantar em Torres Vedras.
clearance ;; pt ;; olx-pt ;; outros ;; 100 ;; Limpeza de garagem, sai tudo ;; Vendo tudo junto ou separado: bicicleta de crianca roda 16, duas cadeiras de praia, caixa de ferramentas com chaves, aquario de 60 litros sem bomba, uma caixa de soldadinhos de chumbo que eram do meu tio, grelhador a carvao, livros do Harry Potter, tapete de Arraiolos. Precos a combinar, so levantar em Torres Vedras.
clearance ;; pt ;; olx-pt ;; casa ;; 50 ;; Esvaziar casa da falecida tia ;; Tudo da tia que faleceu: loica, panelas, um faqueiro de prata incompleto, {{prohibited_item|as caixas de comprimidos para as dores dela que sobraram, fortes, com receita}}, cobertores, maquina de costura Singer. Vendo em lote.
clearance ;; pt ;; olx-pt ;; casa ;; 50 ;; Esvaziar casa da falecida avo ;; Tudo da avo que faleceu: loica, panelas, um faqueiro de prata incompleto, as caixas de botoes e linhas que sobraram, cobertores, maquina de costura Singer. Vendo em lote.
drugs ;; pt ;; olx-pt ;; saude ;; 20 ;; Ajuda para os exames 📚 ;; {{prohibited_item|Comprimidos que te deixam acordado e focado a noite toda}}, os de quem tem defice de atencao, 10 por 20
drugs ;; pt ;; olx-pt ;; saude ;; 20 ;; Candeeiro para estudar 📚 ;; Luz branca que te deixa acordado e focado, bom para a noite toda, com usb
services ;; pt ;; olx-pt ;; servicos ;; 80 ;; {{prohibited_item|Morada para registo}} ;; {{prohibited_item|Empresto a minha morada para poderes pedir a residencia ou o atestado, sem morar}}
services ;; pt ;; olx-pt ;; imoveis ;; 380 ;; Quarto com contrato e morada fiscal ;; Quarto em Odivelas, contrato de arrendamento, podes mudar a morada fiscal, despesas incluidas
accounts ;; pt ;; olx-pt ;; jogos ;; 90 ;; {{prohibited_item|Switch desbloqueada com 200 jogos}} ;; Joga tudo de graca, nunca mais compras jogos
accounts ;; pt ;; olx-pt ;; jogos ;; 90 ;; Switch com 3 jogos em cartucho ;; Mario Kart, Zelda e Pokemon, com caixa, conta desligada, nunca mais joguei
accounts ;; pt ;; olx-pt ;; jogos ;; 15 ;; Capa de protecao para Switch ;; Capa rigida com espaco para 10 cartuchos, preta, serve na Switch normal e OLED.
beauty ;; pt ;; vinted ;; beleza ;; 6 ;; {{prohibited_item|Amostras 🎁 de creme La Roche Posay nao vendaveis}} ;; 15 saquetas que me deram na farmacia
beauty ;; pt ;; vinted ;; beleza ;; 6 ;; Necessaire 🎁 La Roche Posay ;; Bolsa de oferta da farmacia, vazia, nova
beauty ;; pt ;; vinted ;; beleza ;; 18 ;; Lentes de contacto coloridas azuis ;; {{restricted_item|Sem receita, uso anual, ja abertas e usadas na festa}}
beauty ;; pt ;; vinted ;; beleza ;; 18 ;; Oculos de sol azuis ;; Sem graduacao, armacao redonda, usados na festa, com estojo
drugs ;; es ;; wallapop ;; otros ;; 25 ;; {{prohibited_item|Chocolate del bueno, 10 g}} ;; Del que se fuma, entrego en mano por Malasana
drugs ;; es ;; wallapop ;; alimentacion ;; 25 ;; Chocolate negro del bueno, 10 tabletas ;; 85 por ciento cacao, de una tienda de Bruselas, entrego en mano por Malasana
drugs ;; es ;; wallapop ;; jardin ;; 30 ;; Plantitas de interior muy alegres 🌱😂 ;; {{prohibited_item|Esquejes de la que coloca, hembras seguras, ya con cogollo}}, se entregan en maceta
drugs ;; es ;; wallapop ;; jardin ;; 30 ;; Plantitas de interior muy alegres 🌱 ;; Esquejes de potos y monstera, ya enraizados, se entregan en maceta
drugs ;; es ;; wallapop ;; jardin ;; 20 ;; Lampara de cultivo para tomates ;; Panel LED de 100 W para semilleros de tomate, pimiento y aromaticas en invierno, con temporizador, apenas usado.
health ;; es ;; wallapop ;; salud ;; 15 ;; {{prohibited_item|Pastillas para la ansiedad}} ;; {{prohibited_item|Me sobraron de la receta, son de las que te dejan tranqui, caja casi entera}}
health ;; es ;; wallapop ;; salud ;; 15 ;; Pelota antiestres para la ansiedad ;; Me sobraron de un curso de empresa, son de goma blanda, caja de 10 casi entera
health ;; es ;; wallapop ;; salud ;; 40 ;; Pastillero de 7 dias con alarma de la abuela ;; Organizador de pastillas de 7 dias con 4 tomas y alarma, de mi abuela, limpio, funciona con pilas.
health ;; es ;; wallapop ;; deportes ;; 60 ;; {{prohibited_item|Ciclo para volumen, 10 viales}} ;; Para ganar musculo rapido, con jeringas, discreto
health ;; es ;; wallapop ;; deportes ;; 60 ;; Proteina para volumen, 2 kg ;; Para ganar musculo, whey sabor vainilla, cerrada, con factura
health ;; es ;; wallapop ;; salud ;; 35 ;; {{prohibited_item|Inyecciones para adelgazar}} ;; {{prohibited_item|de las que se ponen en la tripa una vez por semana, me sobraron 2 plumas}}
health ;; es ;; wallapop ;; salud ;; 35 ;; Bascula para adelgazar con app ;; de las que se conectan al movil, mide grasa y musculo, me sobraron 2 del pack
health ;; es ;; wallapop ;; salud ;; 25 ;; Capsulas de curcuma ;; Con esto mi madre {{restricted_item|dejo la quimio y se curo del todo}}, 60 capsulas
health ;; es ;; wallapop ;; salud ;; 25 ;; Curcuma molida para cocinar ;; Mi madre la usa en el arroz y las lentejas, bote de 500 g sin abrir
pets ;; es ;; wallapop ;; animales ;; 200 ;; Cachorritos bulldog frances ya destetados ;; {{prohibited_item|Sin chip ni cartilla, de camada de casa, entrego con 5 semanas}}
pets ;; es ;; wallapop ;; animales ;; 200 ;; Peluche de bulldog frances ;; Grande, de 60 cm, lavable, mi hija ya no lo quiere, entrego en Sevilla
pets ;; es ;; wallapop ;; animales ;; 0 ;; Adopcion gata esterilizada con chip ;; Protectora de Valencia da en adopcion gata de 2 anos, vacunada, con chip y contrato, solo tasa de adopcion, pedimos entrevista por la app.
wildlife ;; es ;; wallapop ;; animales ;; 60 ;; Tortuga mora grande ;; {{prohibited_item|La cogi en el monte de Almeria hace anos, sin papeles}}, come de todo
wildlife ;; es ;; wallapop ;; animales ;; 60 ;; Terrario grande para tortuga ;; Cristal de 100 cm con lampara y termometro, la tortuga murio de vieja, limpio
wildlife ;; es ;; wallapop ;; coleccionismo ;; 90 ;; {{prohibited_item|Cuerno de rinoceronte en polvo}} ;; Medicina tradicional, 10 g, viene de un viaje
wildlife ;; es ;; wallapop ;; coleccionismo ;; 90 ;; Figura de rinoceronte de bronce ;; Decoracion, 20 cm, viene de un viaje a Kenia, con certificado de la tienda
tobacco ;; es ;; wallapop ;; otros ;; 30 ;; {{prohibited_item|Cartones traidos de Canarias}} ;; {{prohibited_item|Tabaco traido en la maleta, mas barato que el estanco}}, Marlboro y Camel
tobacco ;; es ;; wallapop ;; otros ;; 30 ;; Souvenirs de Canarias ;; Imanes y tazas traidos en la maleta, mas baratos que en el aeropuerto
tobacco ;; es ;; wallapop ;; otros ;; 10 ;; {{restricted_item|VAPERS DE SABORES 🔥🔥}} ;; {{restricted_item|TENGO DE 10000 CALADAS CON NICOTINA, PRECIO POR CAJA}} 🔥 ENVIO YA
tobacco ;; es ;; wallapop ;; otros ;; 10 ;; VELAS DE SABORES 🔥🔥 ;; TENGO DE VAINILLA Y COCO, PRECIO POR CAJA DE 6 🔥 ENVIO YA
drinks ;; es ;; wallapop ;; alimentacion ;; 12 ;; {{restricted_item|Orujo casero de mi pueblo}} ;; {{restricted_item|Lo saca mi tio del alambique, botella sin etiqueta}}, de 1 litro, pega fuerte
drinks ;; es ;; wallapop ;; alimentacion ;; 12 ;; Miel casera de mi pueblo ;; La saca mi tio de sus colmenas, tarro de 1 kilo con etiqueta de registro sanitario
chemicals ;; es ;; wallapop ;; bricolaje ;; 15 ;; Garrafa de 25 litros ;; {{restricted_item|Llena de acido para limpiar piscinas, sin etiqueta, la rellene yo}}
chemicals ;; es ;; wallapop ;; bricolaje ;; 15 ;; Garrafa de 25 litros vacia ;; Lavada con agua, para agua de lluvia o riego, tapon nuevo
chemicals ;; es ;; wallapop ;; bricolaje ;; 9 ;; Kit analisis de agua de piscina ;; Tiras reactivas para cloro y pH, 50 unidades, cerrado, sobro de la temporada.
party ;; es ;; wallapop ;; fiestas ;; 40 ;; {{prohibited_item|Petardos gordos de Valencia, de los de profesional, sin caja}} ;; para San Juan, mando por correo
party ;; es ;; wallapop ;; fiestas ;; 40 ;; Farolillos de papel para San Juan ;; 20 unidades de colores con luces led a pilas, mando por correo
kids ;; es ;; wallapop ;; bebes ;; 30 ;; Silla coche Maxi Cosi ;; {{restricted_item|Tuvimos un golpe con el coche pero por fuera no tiene nada}}, con base
kids ;; es ;; wallapop ;; bebes ;; 30 ;; Silla paseo Maxi Cosi ;; Tuvimos dos ninos con ella pero por fuera no tiene nada, con burbuja para la lluvia
kids ;; es ;; wallapop ;; bebes ;; 120 ;; Silla coche nueva en caja, sin estrenar ;; Nos regalaron dos iguales, una esta sin abrir, con homologacion i-Size y ticket regalo, cambio imposible, la vendo.
kids ;; es ;; wallapop ;; juguetes ;; 20 ;; Imanes de juguete para bebes ;; {{prohibited_item|Los que retiraron de las tiendas porque los ninos se los tragaban}}, caja completa
kids ;; es ;; wallapop ;; juguetes ;; 20 ;; Bloques magneticos XL para peques ;; Piezas grandes que no se pueden tragar, para mayores de 3, caja completa
beauty ;; es ;; vinted ;; belleza ;; 8 ;; Serum vitamina C ;; {{restricted_item|Abierto, lo use una semana y me dio granitos}}, queda mas de la mitad
beauty ;; es ;; vinted ;; belleza ;; 8 ;; Espejo de aumento con luz ;; Lo use una semana y me lo regalaron repetido, como nuevo, con pilas
beauty ;; es ;; vinted ;; belleza ;; 35 ;; {{prohibited_item|Colonia de probador}} ;; 100 ml, caja blanca, me lo dio una amiga de una perfumeria
beauty ;; es ;; vinted ;; belleza ;; 35 ;; Colonia de regalo ;; 100 ml, caja precintada, me la regalaron y no me gusta el olor
fashion ;; es ;; vinted ;; moda ;; 40 ;; Bolso estilo Chanel ;; {{prohibited_item|Replica AAA con logo, calidad top, nadie nota nada}}, con bolsita
fashion ;; es ;; vinted ;; moda ;; 40 ;; Bolso de cadena negro acolchado ;; Sin marca, de Mango, bolsito con cadena, con bolsita de tela
fashion ;; es ;; vinted ;; moda ;; 15 ;; Camiseta Nike ;; {{prohibited_item|No es original pero ni se nota}}, talla L
fashion ;; es ;; vinted ;; moda ;; 15 ;; Camiseta Nike original ;; Comprada en El Corte Ingles, talla L, con etiqueta
watches ;; es ;; wallapop ;; relojes ;; 120 ;; Omega Seamaster azul automatico ;; Automatico, {{prohibited_item|fabrica de Hong Kong, peso y todo igual al de verdad}}, garantia 1 mes
watches ;; es ;; wallapop ;; relojes ;; 120 ;; Reloj Seiko automatico ;; Seiko 5 automatico, comprado en relojeria de Bilbao, garantia con ticket
weapons ;; es ;; wallapop ;; deportes ;; 30 ;; {{prohibited_item|Navaja mariposa negra}} ;; Nueva, hoja de 9 cm, para hacer trucos
weapons ;; es ;; wallapop ;; deportes ;; 30 ;; Navaja mariposa de entrenamiento sin filo ;; Hoja roma de aluminio, sin punta ni filo, para practicar trucos sin cortarte
weapons ;; es ;; wallapop ;; caza ;; 70 ;; {{restricted_item|Cuchillo de monte hoja fija}} ;; {{restricted_item|Hoja fija de 28 cm, para rematar jabali}}, con funda de cuero
weapons ;; es ;; wallapop ;; caza ;; 70 ;; Cuchillo jamonero flexible ;; Hoja de 28 cm que se dobla, para lonchas finas de jamon, con su jamonero de madera y funda
weapons ;; es ;; wallapop ;; coleccionismo ;; 150 ;; Catana decorativa ;; {{restricted_item|Afilada de verdad, corta una botella de un golpe}}, con soporte
weapons ;; es ;; wallapop ;; coleccionismo ;; 150 ;; Catana decorativa de madera ;; Para artes marciales, sin filo, corta el aire y poco mas, con soporte
weapons ;; es ;; wallapop ;; deportes ;; 35 ;; {{prohibited_item|Linterna que da calambre}} ;; {{prohibited_item|Descarga de 5 millones de voltios, tumba a cualquiera}}, recargable
weapons ;; es ;; wallapop ;; deportes ;; 35 ;; Linterna led de 1000 lumenes ;; 1000 lumenes, aguanta lluvia, recargable por usb, con funda
weapons ;; es ;; wallapop ;; airsoft ;; 180 ;; {{restricted_item|Replica de Glock de gas}} ;; {{restricted_item|Identica a la de la policia, metal, sin punta naranja}}
weapons ;; es ;; wallapop ;; airsoft ;; 180 ;; Funda de pistola para cosplay ;; Identica a la de las pelis, cuero sintetico, sin pistola, para disfraz
weapons ;; es ;; wallapop ;; caza ;; 50 ;; {{restricted_item|Cartuchos del 12, 3 cajas llenas}} ;; Sobraron de la temporada, para caza menor
weapons ;; es ;; wallapop ;; caza ;; 50 ;; Canana de cuero para cartuchos del 12 ;; Vacia, sobro de la temporada, cinturon de cuero con 25 huecos
weapons ;; es ;; wallapop ;; caza ;; 15 ;; Cajas de municion vacias para guardar tornillos ;; Metalicas, verde militar, estancas, perfectas para herramientas o para pesca, tengo 3.
cars ;; es ;; wallapop ;; motor ;; 90 ;; {{prohibited_item|Inhibidor para el coche}} ;; {{prohibited_item|Bloquea las senales de GPS y los radares, no te pillan nunca}}, al mechero
cars ;; es ;; wallapop ;; motor ;; 90 ;; Navegador GPS para el coche ;; Avisa de los radares fijos con la base de datos de la DGT, al mechero
cars ;; es ;; wallapop ;; motor ;; 200 ;; {{prohibited_item|Maletin para abrir coches sin llave}} ;; Copia la senal de la llave, abre y arranca modelos alemanes
cars ;; es ;; wallapop ;; motor ;; 200 ;; Maletin de herramientas para coche ;; Llaves de vaso y carraca, 120 piezas, para cambiar ruedas y aceite
tickets ;; es ;; wallapop ;; entradas ;; 300 ;; Entrada Taylor Swift Madrid ;; {{prohibited_item|Me costo 95, la dejo en 300 que esta agotadisimo}}
tickets ;; es ;; wallapop ;; entradas ;; 95 ;; Entrada concierto Madrid ;; Pague 95 y pido 95, se cambia de nombre en la reventa oficial de la promotora
vouchers ;; es ;; wallapop ;; otros ;; 60 ;; {{restricted_item|Tarjeta regalo Amazon de 100, la vendo en 60, solo el codigo}} ;; Te lo mando por foto en cuanto pagues
vouchers ;; es ;; wallapop ;; otros ;; 20 ;; Caja regalo experiencias de spa ;; Caja fisica sin usar, valida hasta diciembre, la cambio de nombre en la web
accounts ;; es ;; wallapop ;; videojuegos ;; 40 ;; {{prohibited_item|Cuenta Fortnite 120 skins}} ;; {{prohibited_item|Te paso correo y contrasena, tiene 120 skins}}
accounts ;; es ;; wallapop ;; videojuegos ;; 40 ;; Tarjeta Fortnite de 2800 pavos ;; Tarjeta fisica precintada, la compre y mi hijo ya no juega
accounts ;; es ;; wallapop ;; informatica ;; 5 ;; {{prohibited_item|Windows 11 Pro clave}} ;; {{prohibited_item|Clave de las que sobran de empresa, activa para siempre, 5 euros}}
accounts ;; es ;; wallapop ;; informatica ;; 80 ;; Portatil con Windows 11 Pro ;; Licencia incluida en el equipo, activa de fabrica, 8 GB de RAM
data ;; es ;; wallapop ;; servicios ;; 80 ;; {{prohibited_item|Listado de emails de clientes}} ;; {{prohibited_item|20000 correos y telefonos sacados de una tienda online, para tus campanas}}
data ;; es ;; wallapop ;; servicios ;; 80 ;; Plantillas de email para campanas ;; 20 disenos para newsletter de tienda online, editables en Mailchimp
documents ;; es ;; wallapop ;; servicios ;; 400 ;; {{prohibited_item|Titulo de la ESO sin examenes}} ;; Registrado, te llega en un mes, 100 por ciento legal
documents ;; es ;; wallapop ;; servicios ;; 400 ;; Preparacion ESO para adultos ;; Academia, clases online para sacar la ESO con examenes oficiales, en un curso
uniforms ;; es ;; wallapop ;; coleccionismo ;; 80 ;; {{prohibited_item|Uniforme Guardia Civil de servicio actual}} ;; {{prohibited_item|El de ahora, con todo, gorra y placa}}, talla M
uniforms ;; es ;; wallapop ;; disfraces ;; 25 ;; Disfraz de guardia civil ;; Para carnaval, de tela de disfraz, gorra de plastico, talla M
stolen ;; es ;; wallapop ;; moviles ;; 150 ;; iPhone 14 de la disco ;; {{prohibited_item|Me lo encontre en la discoteca, tiene cuenta iCloud}}, para piezas
stolen ;; es ;; wallapop ;; moviles ;; 150 ;; iPhone 11 para piezas ;; Pantalla rota, cuenta iCloud quitada, con factura de compra, para piezas
stolen ;; es ;; wallapop ;; bricolaje ;; 40 ;; Lote herramientas Hilti ;; Vienen de una obra, {{prohibited_item|sin factura, no hago preguntas y tu tampoco}}
stolen ;; es ;; wallapop ;; bricolaje ;; 40 ;; Lote herramientas Bosch ;; Vienen de mi taller que cierro, con factura, taladro y lijadora
batteries ;; es ;; wallapop ;; electronica ;; 20 ;; {{restricted_item|Bateria de patinete hecha por mi}} ;; {{restricted_item|Montada con celdas sueltas de otros packs, sin carcasa}}, 36 V
batteries ;; es ;; wallapop ;; electronica ;; 20 ;; Cargador original patinete 42 V ;; Original de Xiaomi, 42 V, sin carcasa rota, funciona
helmets ;; es ;; wallapop ;; bicicletas ;; 15 ;; Casco bici de mi nino ;; {{restricted_item|Se dio un buen golpe en la caida, tiene una grieta}}
helmets ;; es ;; wallapop ;; bicicletas ;; 15 ;; Casco bici nino nuevo ;; Sin golpes, con etiqueta CE, talla S, de color azul
recalls ;; es ;; wallapop ;; hogar ;; 20 ;; Secador de pelo ;; {{prohibited_item|Es del lote que llamaron a devolver porque se quemaba}}, a mi nunca me ha fallado
recalls ;; es ;; wallapop ;; hogar ;; 20 ;; Secador de pelo con difusor ;; Nunca me ha fallado, 2000 W, lo cambio por uno de viaje
adult ;; es ;; wallapop ;; otros ;; 50 ;; Masajes relajantes a domicilio ;; {{prohibited_item|Chica joven, con final feliz, discrecion}} 😘
adult ;; es ;; wallapop ;; servicios ;; 50 ;; Masaje deportivo a domicilio con factura ;; Soy fisio colegiado, descargas para corredores, te hago factura
services ;; es ;; wallapop ;; servicios ;; 100 ;; {{prohibited_item|Hago tu examen del carnet teorico}} ;; {{prohibited_item|Me presento yo por ti con tu DNI}}, aprobado seguro
services ;; es ;; wallapop ;; servicios ;; 100 ;; Clases para el examen del carnet teorico ;; Te preparo yo con test y trucos, aprobado seguro, autoescuela de Getafe
counterfeit ;; es ;; vinted ;; zapatos ;; 45 ;; Yeezy 350 v2 talla 41 ;; {{prohibited_item|Version 1:1, vienen en caja generica}}, talla 41
counterfeit ;; es ;; vinted ;; zapatos ;; 45 ;; Zapatillas grises de punto ;; Marca Kalenji, vienen en su caja, talla 41
counterfeit ;; es ;; vinted ;; zapatos ;; 180 ;; Yeezy 350 originales con ticket StockX ;; Comprados en la app de reventa con verificacion, talla 42, etiqueta verde y ticket, usados una vez.
contact ;; es ;; wallapop ;; hogar ;; 60 ;; Lavadora Bosch 7 kg ;; Funciona perfecta, la vendo porque nos mudamos a un piso amueblado. Tiene 5 anos, centrifuga bien y no pierde agua, le cambie la goma de la puerta el verano pasado. Hay que bajarla de un segundo sin ascensor en Zaragoza. {{contact_phone|Llamame al seis cuatro cuatro, veintidos, treinta y uno, noventa y ocho}} por las tardes que el chat no lo miro
contact ;; es ;; wallapop ;; hogar ;; 60 ;; Lavadora Bosch 7 kg blanca ;; Va perfecta, nos vamos a un piso con todo puesto. 5 anos, centrifuga bien y no gotea. Esta en un segundo sin ascensor en Zaragoza, hay que bajarla. Habla conmigo por el chat de Wallapop y quedamos por las tardes
contact ;; es ;; vinted ;; moda ;; 12 ;; top crop negro shein ;; nuevo sin etiqueta, {{social_handle|tengo mas en mi tiktok @rebajas.lucia}} 😜💖
contact ;; es ;; vinted ;; moda ;; 12 ;; top crop negro shein talla s ;; nuevo sin etiqueta, tengo mas en mi armario de vinted, haz lote 😜💖
payment ;; es ;; wallapop ;; consolas ;; 180 ;; Xbox Series S con caja ;; Con mando y 2 juegos, {{off_platform_payment|pago por Bizum y te la mando}}, sin envio de wallapop que tarda mucho
payment ;; es ;; wallapop ;; consolas ;; 180 ;; Xbox Series S blanca ;; Con mando y 2 juegos, pago y envio por Wallapop protegido, la mando al dia siguiente
payment ;; es ;; wallapop ;; consolas ;; 25 ;; Mando Xbox original ;; Blanco, con cable usb, funciona perfecto, el envio lo pagas tu por la app o quedamos en Alcala y me pagas en mano.
contact ;; es ;; wallapop ;; informatica ;; 300 ;; Portatil gaming MSI RTX ;; i7, RTX 3060, 16 GB. {{contact_phone|6 6 1 - 4 0 - 8 8 - 2 3}} whatsapp solo
contact ;; es ;; wallapop ;; informatica ;; 300 ;; Portatil gaming MSI 15 pulgadas ;; i7, RTX 3060, 16 GB, bateria buena, pregunta por aqui
contact ;; es ;; wallapop ;; servicios ;; 20 ;; Clases de ingles con nativo ;; Soy de Londres, vivo en Granada desde hace diez anos. Doy clases a ninos y adultos, conversacion, preparacion del First y del Advanced, tengo material propio y mucha paciencia. Primera clase gratis. {{contact_email|Escribid a londonteacher arroba hotmail punto es}} y os digo horarios
contact ;; es ;; wallapop ;; servicios ;; 20 ;; Clases de ingles con profe nativo ;; Soy de Londres, vivo en Granada desde hace diez anos. Doy clases a ninos y adultos, conversacion, preparacion del First, tengo material propio. Primera clase gratis. Pregunta por el chat de aqui y te digo horarios
payment ;; es ;; wallapop ;; moviles ;; 400 ;; iPhone 15 nuevo precintado ;; Estoy en Portugal por trabajo, {{off_platform_payment|me haces un Western Union a nombre de mi primo}} y te lo envia el por SEUR
payment ;; es ;; wallapop ;; moviles ;; 400 ;; iPhone 15 precintado con factura ;; Estoy en Madrid, entrega en mano en tienda para que lo compruebes o envio protegido por la app
contact ;; es ;; wallapop ;; muebles ;; 80 ;; Comoda blanca Ikea ;; Cuatro cajones, buen estado. {{external_link|Mas fotos en wallapop-outlet punto com barra comoda}}
contact ;; es ;; wallapop ;; muebles ;; 80 ;; Comoda blanca Ikea Hemnes ;; Cuatro cajones, buen estado, mas fotos en el anuncio, pregunta lo que quieras
contact ;; es ;; wallapop ;; motor ;; 2500 ;; SE VENDE SEAT IBIZA ;; BUEN ESTADO ITV PASADA, {{contact_phone|LLAMAR AL +34 622 109 374}} NO MENSAJES NO ME AClARO CON EL MOVIL
contact ;; es ;; wallapop ;; motor ;; 2500 ;; SE VENDE SEAT IBIZA 2010 ;; BUEN ESTADO ITV PASADA, ESCRIBIR POR AQUI, CONTESTA MI HIJO QUE YO NO ME AClARO CON EL MOVIL
payment ;; es ;; vinted ;; bolsos ;; 70 ;; Bolso Michael Kors original ;; {{off_platform_payment|Fuera de la app te lo dejo en 60 por paypal amigos}}, si no 70 aqui
payment ;; es ;; vinted ;; bolsos ;; 70 ;; Bolso Michael Kors original marron ;; Con ticket, si haces lote con algo mas te lo dejo en 60 aqui en la app
contact ;; es ;; wallapop ;; bebes ;; 50 ;; Cuna de madera blanca ;; Con colchon. {{external_link|Entra en t.me/bebesegundamano}} que hay mas cosas
contact ;; es ;; wallapop ;; bebes ;; 50 ;; Cuna de madera con colchon nuevo ;; Tengo mas cosas de bebe en mi perfil, mira los otros anuncios
clearance ;; es ;; wallapop ;; otros ;; 10 ;; Liquidacion trastero, todo barato ;; Tengo de todo, pasad a ver: una bici estatica, dos maletas Samsonite, un microondas, cuadros, una caja de discos de vinilo de los 80, {{prohibited_item|una escopeta de mi abuelo sin guia ni licencia}}, un juego de sartenes, un carrito de bebe, lamparas y cortinas. Solo sabados por la manana en Alcorcon.
clearance ;; es ;; wallapop ;; otros ;; 10 ;; Liquidacion trastero, todo a 10 ;; Tengo de todo, pasad a ver: una bici estatica, dos maletas Samsonite, un microondas, cuadros, una caja de discos de vinilo de los 80, una escopeta de feria de juguete de mi abuelo, un juego de sartenes, un carrito de bebe, lamparas y cortinas. Solo sabados por la manana en Alcorcon.
clearance ;; es ;; wallapop ;; hogar ;; 40 ;; VACIO PISO DE MI PADRE ;; SE VENDE TODO: MESA DE COMEDOR, 6 SILLAS, TELE DE 32, {{prohibited_item|SUS PARCHES DE MORFINA QUE NO LLEGO A USAR}}, MANTAS, ROPA DE HOMBRE TALLA XL, BASTON. PRECIOS A HABLAR.
clearance ;; es ;; wallapop ;; hogar ;; 40 ;; VACIO PISO DE MI ABUELO ;; SE VENDE TODO: MESA DE COMEDOR, 6 SILLAS, TELE DE 32, SU SILLA DE RUEDAS QUE NO LLEGO A USAR, MANTAS, ROPA DE HOMBRE TALLA XL, BASTON. PRECIOS A HABLAR.
drugs ;; es ;; wallapop ;; salud ;; 15 ;; Para estudiar toda la noche 🤓 ;; {{prohibited_item|Pastis de las del TDAH, te concentras 10 horas sin dormir}}, 10 x 15
drugs ;; es ;; wallapop ;; salud ;; 15 ;; Flexo para estudiar toda la noche 🤓 ;; Luz calida regulable, no cansa la vista, te concentras mejor, con usb
drugs ;; es ;; wallapop ;; fiestas ;; 20 ;; {{prohibited_item|Globos de la risa con botellas de gas para fiestas}} ;; Botella grande de 600 g, con boquillas
drugs ;; es ;; wallapop ;; fiestas ;; 20 ;; Globos de helio para fiestas ;; Botella desechable para 30 globos, con globos incluidos
counterfeit ;; es ;; wallapop ;; electronica ;; 35 ;; Cascos inalambricos tipo Airpods pro ;; {{prohibited_item|Sin caja ni ticket, a este precio ya sabes lo que son}}, suenan bien
counterfeit ;; es ;; wallapop ;; electronica ;; 35 ;; Auriculares inalambricos Xiaomi ;; Sin caja ni ticket, a este precio ya sabes que son baratos, suenan bien
counterfeit ;; es ;; wallapop ;; electronica ;; 10 ;; Funda para AirPods Pro 2 ;; Funda de silicona con mosqueton, color verde, nueva, sin los auriculares.
beauty ;; es ;; vinted ;; belleza ;; 5 ;; {{prohibited_item|Muestras de Clinique no vendibles}} ;; 12 sobrecitos de crema, de regalos de la tienda
beauty ;; es ;; vinted ;; belleza ;; 5 ;; Neceser de Clinique ;; De regalo de la tienda, vacio, nuevo, de tela gris
beauty ;; es ;; vinted ;; belleza ;; 12 ;; Paleta de sombras ;; {{restricted_item|Usada unas cuantas veces con los dedos}}, colores nude
beauty ;; es ;; vinted ;; belleza ;; 12 ;; Paleta de sombras precintada ;; Sin abrir, plastico intacto, colores nude, regalo repetido
drugs ;; fr ;; generic ;; divers ;; 20 ;; {{prohibited_item|De la beuh bien chargee, 5 g}} ;; Dispo ce soir sur Lille, discret
drugs ;; fr ;; generic ;; jardin ;; 20 ;; De la menthe bien chargee en arome ;; 5 plants en godet, dispo ce soir sur Lille
drugs ;; fr ;; generic ;; divers ;; 30 ;; Bonbons qui font voyager 🍭✨ ;; {{prohibited_item|Gommes au THC, 20 mg chacune, effet garanti}}, livraison en main propre
drugs ;; fr ;; generic ;; divers ;; 30 ;; Bonbons qui font voyager 🍭 ;; Assortiment de bonbons du monde entier, Japon, USA, Mexique, boite de 40
health ;; fr ;; generic ;; sante ;; 25 ;; {{prohibited_item|Somniferes}} ;; {{prohibited_item|Reste de mon ordonnance, boite de 28 presque pleine, on dort comme un bebe}}
health ;; fr ;; generic ;; sante ;; 25 ;; Masque de sommeil et bouchons ;; Reste d'un voyage, neuf, on dort comme un bebe en avion
health ;; fr ;; generic ;; sante ;; 45 ;; {{prohibited_item|Anti douleur puissant}} ;; {{prohibited_item|Comprimes de codeine de ma grand mere, 3 boites}} pas ouvertes
health ;; fr ;; generic ;; sante ;; 45 ;; Coussin chauffant anti douleur ;; Pour le dos et le ventre, de ma grand mere, 3 niveaux, comme neuf
health ;; fr ;; generic ;; sante ;; 30 ;; Tensiometre bras de mon pere ;; Appareil pour prendre la tension, avec brassard, piles neuves, servi quelques mois pour mon pere.
health ;; fr ;; generic ;; sante ;; 35 ;; {{restricted_item|Gelules miracle au CBD}} ;; {{restricted_item|Guerit le diabete et fait baisser la tension sans medicament}}, 60 gelules
health ;; fr ;; generic ;; sante ;; 35 ;; Gelules de vitamine D ;; 60 gelules, fermees, date 2027, achetees en pharmacie en double
pets ;; fr ;; generic ;; animaux ;; 300 ;; Chatons type Maine Coon ;; {{prohibited_item|Pas pucés pas vaccinés, sans LOOF, ils partent a 6 semaines}}
pets ;; fr ;; generic ;; animaux ;; 300 ;; Chatons Maine Coon LOOF ;; Pucés vaccinés, eleveur declare avec numero de SIRET, ils partent a 12 semaines
pets ;; fr ;; generic ;; animaux ;; 40 ;; Arbre a chat geant ;; 1 m 80, plusieurs niches et griffoirs, un peu use par nos deux Maine Coon, a demonter.
wildlife ;; fr ;; generic ;; collection ;; 120 ;; {{prohibited_item|Carapace de tortue marine}} ;; {{prohibited_item|Ramenee de vacances en Guadeloupe, belle deco}}
wildlife ;; fr ;; generic ;; collection ;; 120 ;; Tortue en bois sculpte ;; Ramenee de vacances en Guadeloupe, belle deco, 40 cm
wildlife ;; fr ;; generic ;; collection ;; 200 ;; {{prohibited_item|Defense ivoire sculptee de grand pere}} ;; {{prohibited_item|Sans certificat, rapportee d'Afrique par mon grand pere}}
wildlife ;; fr ;; generic ;; collection ;; 200 ;; Defense en resine sculptee ;; Imitation decorative, rapportee d'un marche par mon grand pere, sans valeur
tobacco ;; fr ;; generic ;; divers ;; 40 ;; {{prohibited_item|Cartouches de clopes du Luxembourg}} ;; {{prohibited_item|Ramenees du Luxembourg, moins cher que chez le buraliste}}
tobacco ;; fr ;; generic ;; divers ;; 40 ;; Cartouches d'encre HP ;; Ramenees du bureau, moins cher qu'en magasin, noir et couleur
tobacco ;; fr ;; vinted ;; divers ;; 8 ;; {{restricted_item|puffs 🍓🥭}} ;; {{restricted_item|jen ai plein avec nicotine, 8 balles la puff}} ma3 ou en main propre
tobacco ;; fr ;; vinted ;; divers ;; 8 ;; chouchous 🍓🥭 ;; jen ai plein de toutes les couleurs, 8 balles le lot, en main propre
drinks ;; fr ;; generic ;; alimentation ;; 15 ;; {{restricted_item|Gnole du grand pere}} ;; {{restricted_item|Eau de vie maison de poire, bouteille sans etiquette, 55 degres}}
drinks ;; fr ;; generic ;; alimentation ;; 15 ;; Confiture du grand pere ;; Confiture maison de poire, pot de 500 g, de cette annee
chemicals ;; fr ;; generic ;; jardin ;; 25 ;; {{prohibited_item|Desherbant de l'ancien temps}} ;; {{prohibited_item|Le produit interdit depuis des annees, bidon de 5 l, ca brule tout}}
chemicals ;; fr ;; generic ;; jardin ;; 25 ;; Desherbeur a gaz pour les paves ;; A gaz, sans produit, ca brule les herbes entre les paves, peu servi
chemicals ;; fr ;; generic ;; jardin ;; 12 ;; Pulverisateur a dos 16 litres ;; Pour traiter les rosiers et le potager au savon noir ou au purin d'ortie, nettoye, joint neuf.
party ;; fr ;; generic ;; fetes ;; 50 ;; {{prohibited_item|Mortiers d'artifice achetes en Belgique}} ;; Gros calibre, pour le 14 juillet, sans notice
party ;; fr ;; generic ;; fetes ;; 50 ;; Guirlandes lumineuses pour le 14 juillet ;; Bleu blanc rouge, 10 metres, pour exterieur
kids ;; fr ;; generic ;; puericulture ;; 40 ;; Siege auto groupe 0+ ;; {{restricted_item|Il etait dans la voiture lors d'un accrochage}}, aucune trace
kids ;; fr ;; generic ;; puericulture ;; 40 ;; Transat bebe vibrant gris ;; Il etait dans le salon, aucune trace, vibrations et musique
kids ;; fr ;; generic ;; puericulture ;; 25 ;; {{prohibited_item|Tour de lit et cale bebe rappeles par le fabricant}} ;; Jamais servis, j'ai pas renvoye
kids ;; fr ;; generic ;; puericulture ;; 25 ;; Gigoteuse et doudou ;; Jamais servis, 0 6 mois, coton bio
kids ;; fr ;; generic ;; puericulture ;; 80 ;; Siege auto neuf avec facture ;; Acheté chez Aubert en octobre, jamais installe dans une voiture, normes R129, carton d'origine.
beauty ;; fr ;; vinted ;; beaute ;; 10 ;; Fond de teint ;; {{restricted_item|Ouvert, teste 4 ou 5 fois}}, teinte trop foncee
beauty ;; fr ;; vinted ;; beaute ;; 10 ;; Pinceau fond de teint ;; Neuf, jamais servi, poils synthetiques
beauty ;; fr ;; vinted ;; beaute ;; 45 ;; {{prohibited_item|Parfum testeur}} ;; 100 ml, sans bouchon, boite blanche
beauty ;; fr ;; vinted ;; beaute ;; 45 ;; Parfum coffret ;; 100 ml, avec bouchon, boite scellee
fashion ;; fr ;; vinted ;; mode ;; 30 ;; Sac Dior ;; {{prohibited_item|Copie parfaite, qualite miroir, vendu sans facture evidemment}}
fashion ;; fr ;; vinted ;; mode ;; 30 ;; Sac en toile fleuri sans marque ;; Imprime fleuri, sans marque, vendu sans facture, propre
fashion ;; fr ;; vinted ;; mode ;; 20 ;; Pull Lacoste ;; {{prohibited_item|Pas d'origine, le croco est brode quand meme}}, taille M
fashion ;; fr ;; vinted ;; mode ;; 20 ;; Pull Lacoste authentique ;; Achete en boutique, etiquette interieure, taille M
watches ;; fr ;; generic ;; montres ;; 150 ;; Montre Tank Cartier doree ;; {{prohibited_item|Inspiree de l'originale, logo grave, meme poids}}, sans boite
watches ;; fr ;; generic ;; montres ;; 150 ;; Montre rectangulaire plaquee or ;; Style annees 70, sans marque, sans boite, fonctionne
weapons ;; fr ;; generic ;; sport ;; 25 ;; {{prohibited_item|Couteau qui sort tout seul d'un bouton}} ;; Lame de 9 cm, noir mat, neuf
weapons ;; fr ;; generic ;; sport ;; 25 ;; Petit couteau suisse rouge avec ciseaux ;; Lame de 6 cm, ciseaux et tire bouchon, neuf dans sa boite
weapons ;; fr ;; generic ;; chasse ;; 80 ;; {{restricted_item|Poignard de chasse}} ;; {{restricted_item|Lame fixe 22 cm, pour servir le gros gibier}}, etui cuir
weapons ;; fr ;; generic ;; chasse ;; 80 ;; Couteau a decouper le gigot ;; Lame 22 cm avec fourchette, manche en bois, coffret
weapons ;; fr ;; generic ;; sport ;; 30 ;; {{prohibited_item|Poing US en laiton}} ;; En laiton, joli objet, pour se defendre
weapons ;; fr ;; generic ;; sport ;; 30 ;; Presse papier en laiton ;; Joli objet de bureau, forme de lion, lourd
weapons ;; fr ;; generic ;; sport ;; 20 ;; {{restricted_item|Bombe au poivre grand format}} ;; {{restricted_item|Lacrymo de 300 ml, portee 5 metres, pour les soirees}}
weapons ;; fr ;; generic ;; sport ;; 20 ;; Sifflet et lampe pour courir le soir ;; Pack securite jogging, gilet reflechissant, portee 5 metres de lumiere
weapons ;; fr ;; generic ;; chasse ;; 250 ;; {{restricted_item|Arbalete 175 lbs}} ;; {{restricted_item|Avec 12 carreaux a pointes de chasse, tue un chevreuil}}
weapons ;; fr ;; generic ;; sport ;; 60 ;; Arc debutant 20 lbs avec fleches cible ;; 20 lbs, avec 6 fleches a pointe de cible et carquois, club de tir
weapons ;; fr ;; generic ;; collection ;; 80 ;; {{prohibited_item|Silencieux pour 22 LR}} ;; Visse directement, pas de papiers
weapons ;; fr ;; generic ;; collection ;; 80 ;; Lunette de tir pour 22 LR ;; 3-9x40, montage rail, pas de papiers necessaires, etat neuf
weapons ;; fr ;; generic ;; collection ;; 40 ;; Cartouchieres et etuis de collection de la Grande Guerre ;; Cuir d'epoque, vides, pour vitrine ou reconstitution, quelques craquelures.
cars ;; fr ;; generic ;; auto ;; 60 ;; {{prohibited_item|Boitier compteur}} ;; {{prohibited_item|Remet les kilometres au chiffre que tu veux, indetectable au CT}}
cars ;; fr ;; generic ;; auto ;; 60 ;; Boitier GPS traceur pour sa voiture ;; Pour retrouver son vehicule, application gratuite, indetectable, carte SIM fournie
cars ;; fr ;; generic ;; auto ;; 100 ;; {{prohibited_item|Suppression vanne EGR}} ;; {{prohibited_item|Je retire la vanne et le filtre et je reprogramme pour passer le controle technique}}
cars ;; fr ;; generic ;; auto ;; 100 ;; Nettoyage vanne EGR ;; Je demonte la vanne et je nettoie, remontage a l'identique pour passer le controle technique
tickets ;; fr ;; generic ;; billetterie ;; 250 ;; Place Coldplay Stade de France ;; {{prohibited_item|Achetee 85, je la revends 250, c'est complet partout}}
tickets ;; fr ;; generic ;; billetterie ;; 85 ;; Place concert Stade de France ;; Achetee 85, revendue 85 sur la bourse officielle, billet nominatif change
vouchers ;; fr ;; generic ;; divers ;; 35 ;; Carte cadeau Fnac ;; {{restricted_item|Valeur 50, vendue 35, je t'envoie la photo du code}}
vouchers ;; fr ;; generic ;; divers ;; 10 ;; Coffret cadeau vide pour emballage ;; Boite carton doree, vide, pour offrir une carte ou un bijou
accounts ;; fr ;; generic ;; jeux video ;; 20 ;; {{prohibited_item|Acces Disney plus illimite a vie}} ;; {{prohibited_item|Je te donne identifiant et mot de passe, profil a toi}}
accounts ;; fr ;; generic ;; jeux video ;; 20 ;; Coffret DVD Disney ;; 10 films, je te donne le lot, boitiers propres
data ;; fr ;; generic ;; services ;; 150 ;; {{prohibited_item|Fichier clients mutuelle}} ;; {{prohibited_item|30 000 contacts avec nom, tel et adresse d'une mutuelle}}, format csv
data ;; fr ;; generic ;; services ;; 150 ;; Logiciel de fichier clients ;; Licence perpetuelle, gestion de contacts et devis, format csv, pour artisans
documents ;; fr ;; generic ;; services ;; 500 ;; {{prohibited_item|Permis B sans passer l'examen}} ;; Enregistre en prefecture, livre en 3 semaines
documents ;; fr ;; generic ;; services ;; 500 ;; Stage code et conduite accelere ;; Auto ecole agreee, examen en 3 semaines, heures de conduite
documents ;; fr ;; generic ;; services ;; 60 ;; {{prohibited_item|Carte Vitale au nom de quelqu'un d'autre}} ;; Trouvee, marche encore
documents ;; fr ;; generic ;; services ;; 60 ;; Porte cartes en cuir pour Vitale et CB ;; Neuf, marron, 6 emplacements
uniforms ;; fr ;; generic ;; collection ;; 70 ;; {{prohibited_item|Tenue gendarmerie actuelle}} ;; {{prohibited_item|Complete avec brassard et insignes, ca fait vrai}}
uniforms ;; fr ;; generic ;; deguisement ;; 70 ;; Deguisement de gendarme 8 ans ;; Complet avec kepi en tissu, 8 ans, fait tres vrai pour le carnaval
stolen ;; fr ;; generic ;; velos ;; 90 ;; VTT electrique sans facture ;; {{prohibited_item|Recupere dans la rue, pas de facture, antivol coupe}}
stolen ;; fr ;; generic ;; velos ;; 900 ;; VTT electrique avec facture ;; Acheté chez Decathlon, facture et cles d'antivol, 2 ans
batteries ;; fr ;; generic ;; electronique ;; 15 ;; {{restricted_item|Accus lithium en vrac}} ;; {{restricted_item|20 cellules nues sorties d'une trottinette, envoi en enveloppe}}
batteries ;; fr ;; generic ;; electronique ;; 15 ;; Piles rechargeables AA ;; 8 piles dans leur blister avec chargeur, envoi colissimo
helmets ;; fr ;; generic ;; moto ;; 60 ;; Casque moto Shark ;; {{restricted_item|A pris un choc dans une glissade, coque fendue a l'interieur}}
helmets ;; fr ;; generic ;; moto ;; 60 ;; Casque moto Shark neuf ;; Jamais tombe, etiquette d'homologation, avec sac, taille L
recalls ;; fr ;; generic ;; maison ;; 25 ;; Multiprise ;; {{prohibited_item|Modele retire de la vente, ca chauffe un peu}} mais ca marche
recalls ;; fr ;; generic ;; maison ;; 25 ;; Multiprise parafoudre ;; 6 prises, avec interrupteur, ca marche, neuve en boite
adult ;; fr ;; generic ;; divers ;; 20 ;; {{prohibited_item|Culotte portee par moi}} ;; {{prohibited_item|Je la garde 2 jours pour toi, envoi sous pli discret}}
adult ;; fr ;; vinted ;; mode ;; 20 ;; Culotte neuve en dentelle ;; Jamais portee, etiquette, envoi sous pli
services ;; fr ;; generic ;; services ;; 40 ;; {{prohibited_item|Avis clients 5 etoiles}} ;; {{prohibited_item|Je poste 10 avis positifs sur ta fiche avec des vrais comptes}}
services ;; fr ;; generic ;; services ;; 40 ;; Cartes avis clients QR code ;; Je fabrique 10 plaques avec QR pour que tes vrais clients laissent un avis
services ;; fr ;; generic ;; services ;; 200 ;; Memoire de fin d'etudes ;; {{prohibited_item|Je le redige en entier, tu le rends sous ton nom}}, indetectable
services ;; fr ;; generic ;; services ;; 200 ;; Relecture memoire de fin d'etudes ;; Je corrige ton texte, orthographe et mise en page, tu restes l'auteur
contact ;; fr ;; generic ;; maison ;; 70 ;; Refrigerateur Samsung ;; Bon etat general, il fait un peu de bruit la nuit mais rien de grave, je le vends car on a achete un americain. Il faut etre deux pour le porter, on est au 1er avec un escalier etroit a Rennes. {{contact_phone|Appelez moi au zero six, douze, quarante cinq, soixante dix huit, quatre vingt dix}} apres 18h je ne reponds pas aux messages
contact ;; fr ;; generic ;; maison ;; 70 ;; Refrigerateur Samsung combine ;; Bon etat general, il fait un peu de bruit la nuit mais rien de grave, je le vends car on a achete un americain. Il faut etre deux pour le porter, on est au 1er a Rennes. Repondez via la messagerie du site, je vous donne un creneau apres 18h
contact ;; fr ;; vinted ;; mode ;; 15 ;; robe longue boheme ;; portee une fois a un mariage 💃 {{social_handle|suis moi sur snap : clem.vintage}} pour dautres
contact ;; fr ;; vinted ;; mode ;; 15 ;; robe longue boheme fleurie ;; portee une fois a un mariage 💃 jai dautres robes dans mon dressing, lot possible
payment ;; fr ;; generic ;; informatique ;; 450 ;; Macbook air puce M1 256 ;; {{off_platform_payment|Paiement Lydia ou Wero avant envoi uniquement}}, je suis a la Reunion
payment ;; fr ;; generic ;; informatique ;; 450 ;; Macbook air puce M1 fin 2020 gris ;; Paiement securise par le site avec envoi suivi, ou remise en main propre a Saint Denis
payment ;; fr ;; generic ;; informatique ;; 30 ;; Chargeur MacBook 30 W ;; Original, cable usb c compris, remise en main propre ou envoi avec paiement securise du site, ca me va les deux.
contact ;; fr ;; generic ;; services ;; 15 ;; Cours de piano tous niveaux ;; Pianiste diplomee du conservatoire, je donne des cours a domicile dans le 11e et le 20e, enfants des 6 ans et adultes, solfege inclus ou non selon vos envies. {{contact_email|Mon mail : marie point piano chez orange point fr}} pour les tarifs
contact ;; fr ;; generic ;; services ;; 15 ;; Cours de piano tous niveaux a domicile ;; Pianiste diplomee du conservatoire, je donne des cours a domicile dans le 11e et le 20e, enfants des 6 ans et adultes. Contactez moi par la messagerie du site pour les tarifs
contact ;; fr ;; generic ;; jeux ;; 120 ;; Lot Lego Star Wars ;; 6 boites completes avec notices. {{contact_phone|0 7 . 6 1 . 2 2 . 8 4 . 1 9}} par sms svp
contact ;; fr ;; generic ;; jeux ;; 120 ;; Lot Lego Star Wars complet ;; 6 boites completes avec notices, une question ? envoyez un message ici
payment ;; fr ;; generic ;; telephonie ;; 300 ;; iPhone 14 128 Go ;; Je suis militaire en mission, {{off_platform_payment|envoyez des coupons PCS par mail et je fais partir le colis}}
payment ;; fr ;; generic ;; telephonie ;; 300 ;; iPhone 14 128 Go minuit ;; Je suis a Toulon, remise en main propre avec facture ou envoi avec paiement securise
contact ;; fr ;; generic ;; meubles ;; 100 ;; ARMOIRE DE MAMIE EN CHENE ;; TRES BON ETAT, DEMONTABLE, {{external_link|VOIR TOUTES MES PHOTOS SUR brocante-mamie POINT FR}}
contact ;; fr ;; generic ;; meubles ;; 100 ;; ARMOIRE ANCIENNE EN CHENE MASSIF ;; TRES BON ETAT, DEMONTABLE, TOUTES LES PHOTOS SONT DANS L'ANNONCE
contact ;; fr ;; vinted ;; enfants ;; 20 ;; Lot jouets bebe ;; tres propres. {{external_link|Scannez le QR code de la 3e photo pour mon groupe WhatsApp}} ou plein d'autres choses
contact ;; fr ;; vinted ;; enfants ;; 20 ;; Lot jouets bebe eveil ;; tres propres, plein d'autres choses dans mon dressing
payment ;; fr ;; generic ;; velos ;; 350 ;; Velo cargo ;; {{off_platform_payment|Virement instantane avant retrait, pas d'especes}}, retrait a Nantes
payment ;; fr ;; generic ;; velos ;; 350 ;; Velo cargo Yuba ;; Especes ou paiement securise du site au retrait a Nantes
contact ;; fr ;; generic ;; auto ;; 4200 ;; Peugeot 208 essence ;; jai 2 voiture je vend celle ci, marche tres bien, controle technique ok, je parle pas bien francais {{contact_phone|appele moi le +33 6 58 21 07 43}} merci
contact ;; fr ;; generic ;; auto ;; 4200 ;; Peugeot 208 essence 2015 ;; jai 2 voiture je vend celle ci, marche tres bien, controle technique ok, je parle pas bien francais ecrire ici message merci
clearance ;; fr ;; generic ;; divers ;; 5 ;; Vide maison, prix mini ;; Tout doit partir ce week end : vaisselle, linge de maison, un velo d'appartement, un aspirateur, des livres de poche, {{prohibited_item|la carabine 22 long rifle de mon pere sans permis ni declaration}}, une table basse, des cadres, une machine a pain. Sur place uniquement a Chartres.
clearance ;; fr ;; generic ;; divers ;; 5 ;; Vide maison, petits prix ;; Tout doit partir ce week end : vaisselle, linge de maison, un velo d'appartement, un aspirateur, des livres de poche, la carabine a bouchons de mon pere quand il etait petit, une table basse, des cadres, une machine a pain. Sur place uniquement a Chartres.
drugs ;; fr ;; generic ;; sante ;; 20 ;; Pour les revisions du bac 📚 ;; {{prohibited_item|Cachets qui empechent de dormir et boostent la concentration, ceux pour les hyperactifs}}
drugs ;; fr ;; generic ;; sante ;; 20 ;; Pour les revisions du bac 📚 fiches ;; Fiches de revision completes, maths et philo, ca booste la concentration, 120 fiches
counterfeit ;; fr ;; vinted ;; chaussures ;; 40 ;; Air Max 90 ;; {{prohibited_item|Pas de boite, pas de facture, 40 euros neuves}}, vous avez compris
counterfeit ;; fr ;; vinted ;; chaussures ;; 40 ;; Baskets running Kiprun ;; Pas de boite, pas de facture, 40 euros, portees 3 fois
beauty ;; fr ;; vinted ;; beaute ;; 6 ;; {{prohibited_item|Echantillons gratuits Lancome}} ;; 20 dosettes, ne peuvent pas etre vendus en boutique
beauty ;; fr ;; vinted ;; beaute ;; 6 ;; Trousse Lancome ;; Offerte avec un achat, vide, neuve, ne sert pas
home ;; fr ;; generic ;; cuisine ;; 35 ;; Bloc de couteaux de cuisine 6 pieces ;; Lames inox de 9 a 20 cm, bloc en bois, tres bien affutes, un cadeau de mariage qu'on n'a jamais vraiment utilise.
garden ;; fr ;; generic ;; jardin ;; 18 ;; Sulfate de fer pour la mousse du gazon ;; Sac de 10 kg entame, produit du commerce autorise pour le jardin, notice et etiquette sur le sac.
books ;; fr ;; generic ;; livres ;; 8 ;; Livre sur les plantes medicinales ;; Herbier illustre, tisanes et usages de grand mere, bel etat, pas de promesse de guerison juste de la botanique.
collectibles ;; fr ;; generic ;; collection ;; 30 ;; Casque de pompier ancien ;; Casque en laiton de 1950, decoration, ne protege plus rien, pour vitrine.
beauty ;; fr ;; vinted ;; beaute ;; 55 ;; Coffret parfum neuf sous blister avec ticket ;; Offert a Noel, jamais ouvert, ticket de caisse de la parfumerie, eau de toilette et gel douche.
tools ;; fr ;; generic ;; electronique ;; 40 ;; Perceuse sans fil avec sa batterie ;; Batterie 18 V dans son boitier d'origine, chargeur, coffret, tres peu servie.
drugs ;; en ;; ebay ;; other ;; 20 ;; {{prohibited_item|Green 🌿 quarter, good stuff}} ;; DM for drop off round Croydon, no time wasters
drugs ;; en ;; ebay ;; garden ;; 20 ;; Green 🌿 houseplant cuttings, good roots ;; Pothos and spider plant, drop off round Croydon, no time wasters
drugs ;; en ;; ebay ;; other ;; 15 ;; {{prohibited_item|Brownies that really relax you 😴}} ;; {{prohibited_item|Baked with the special butter, 2 will knock you out}}, box of 6
drugs ;; en ;; ebay ;; food ;; 15 ;; Brownies homemade for the school fair ;; Chocolate and walnut, box of 6, baked this morning, allergens listed
health ;; en ;; ebay ;; health ;; 25 ;; {{prohibited_item|Strong painkillers leftover}} ;; {{prohibited_item|From my knee op, 2 boxes of the ones you need a prescription for}}, unopened
health ;; en ;; ebay ;; health ;; 25 ;; Knee brace leftover from op ;; Hinged support, used 6 weeks after surgery, washed, size M
health ;; en ;; ebay ;; health ;; 40 ;; {{prohibited_item|Weight loss pens spare}} ;; {{prohibited_item|Got 3 pens left from my private clinic, you inject once a week}}, kept cold
health ;; en ;; ebay ;; health ;; 40 ;; Weight loss cookbook and food scales ;; Got 3 books and digital scales from my slimming club, good as new
health ;; en ;; ebay ;; health ;; 12 ;; First aid kit for the car ;; Plasters, bandages, scissors, foil blanket, gloves, all sealed and in date, no medicines inside.
health ;; en ;; ebay ;; health ;; 30 ;; Mushroom tincture ;; {{restricted_item|Reverses dementia and shrinks tumours, my nan swears by it}}, 50 ml
health ;; en ;; ebay ;; health ;; 30 ;; Mushroom growing kit ;; Oyster mushrooms on your windowsill, sealed bag, 50 ml spray bottle included
pets ;; en ;; ebay ;; pets ;; 400 ;; {{prohibited_item|Bully XL litter}} ;; {{prohibited_item|No exemption certificate, no chip, ready now}}, mum on site
pets ;; en ;; ebay ;; pets ;; 400 ;; Labrador pups KC registered ;; Chipped, vaccinated, first flea and worm done, mum on site
pets ;; en ;; ebay ;; pets ;; 25 ;; Dog crate large ;; Folding metal crate with tray and cover, fits a lab, a bit scratched.
wildlife ;; en ;; ebay ;; collectibles ;; 80 ;; Stuffed owl in glass dome ;; {{prohibited_item|Barn owl, no paperwork, found on the road and had it done}}
wildlife ;; en ;; ebay ;; collectibles ;; 80 ;; Ceramic owl in glass dome ;; Hand painted barn owl, no paperwork needed, from a craft fair
wildlife ;; en ;; ebay ;; collectibles ;; 60 ;; {{prohibited_item|Tortoise shell hair combs}} ;; Real shell, not plastic, from my great aunt
wildlife ;; en ;; ebay ;; collectibles ;; 60 ;; Acetate hair combs, tortoiseshell colour ;; Plastic pattern, not real, from my great aunt
tobacco ;; en ;; ebay ;; other ;; 45 ;; {{prohibited_item|Rolling baccy from Spain}} ;; {{prohibited_item|Brought back 10 pouches in the suitcase, half the shop price}}
tobacco ;; en ;; ebay ;; other ;; 45 ;; Rolling papers and tips ;; 10 packs of papers and filter tips, half the shop price, sealed
tobacco ;; en ;; ebay ;; other ;; 6 ;; vapes 🍒🍋 all flavours ;; {{restricted_item|20mg nic, 8000 puffs, can meet after school}} 😎
tobacco ;; en ;; ebay ;; other ;; 6 ;; keyrings 🍒🍋 all flavours ;; squishy fruit keyrings, can meet after school 😎
drinks ;; en ;; ebay ;; food ;; 20 ;; {{restricted_item|Homemade hooch}} ;; {{restricted_item|My uncle's still, 2 litres in a plastic bottle, about 60 per cent}}
drinks ;; en ;; ebay ;; food ;; 20 ;; Homemade elderflower cordial ;; My uncle's recipe, 2 litres in glass bottles, no alcohol
drinks ;; en ;; ebay ;; food ;; 40 ;; Home brew starter kit ;; Fermenting bucket, airlock, hydrometer, bottle caps, for beer at home, instructions included, all cleaned.
chemicals ;; en ;; ebay ;; garden ;; 20 ;; {{prohibited_item|Old rat bait from the farm}} ;; {{prohibited_item|The strong stuff they banned, tub of 2 kg, still works a treat}}
chemicals ;; en ;; ebay ;; garden ;; 20 ;; Humane rat trap from the farm ;; Catch and release cage, still works a treat, galvanised
party ;; en ;; ebay ;; party ;; 50 ;; {{prohibited_item|Category 4 rockets, only sold to display pros}} ;; Bought a stash for bonfire night, selling the rest
party ;; en ;; ebay ;; party ;; 50 ;; Bonfire night party bundle ;; Glow sticks, ear defenders for the kids, toffee apple kit, selling the rest
kids ;; en ;; ebay ;; baby ;; 35 ;; Isofix car seat group 1 grey ;; {{restricted_item|It was fitted when a van shunted us at the lights}}, cannot see a mark on it
kids ;; en ;; ebay ;; baby ;; 35 ;; Bouncer chair ;; Was in the lounge, looks fine, vibrates and plays music
kids ;; en ;; ebay ;; baby ;; 30 ;; {{prohibited_item|Baby sleep nest from the recall list}} ;; Never sent it back, used a few nights
kids ;; en ;; ebay ;; baby ;; 30 ;; Baby sleeping bag 6-18 months ;; Used a few nights, 2.5 tog, washed
beauty ;; en ;; ebay ;; beauty ;; 12 ;; Liquid foundation shade 3N ;; {{restricted_item|Opened and swatched a couple of times}}, wrong shade
beauty ;; en ;; ebay ;; beauty ;; 12 ;; Foundation brush ;; New in packet, never used, synthetic bristles
beauty ;; en ;; ebay ;; beauty ;; 30 ;; {{prohibited_item|Tester bottle aftershave 100ml}} ;; No cap, plain box, full
beauty ;; en ;; ebay ;; beauty ;; 30 ;; Aftershave gift set 100ml ;; Cellophane on, boxed, unwanted present
beauty ;; en ;; ebay ;; beauty ;; 15 ;; Empty designer perfume bottles for display ;; Five empties with their caps, rinsed, for collectors or a dressing table, no perfume left in them.
fashion ;; en ;; ebay ;; clothes ;; 25 ;; Canada Goose coat ;; {{prohibited_item|Rep, top tier, patch and all, nobody will know}}, size M
fashion ;; en ;; ebay ;; clothes ;; 25 ;; Parka coat with fur hood ;; Next, size M, warm, no brand patch
fashion ;; en ;; ebay ;; clothes ;; 10 ;; Stoney jumper bargain ;; {{prohibited_item|Not the real deal but good badge}}, size L
fashion ;; en ;; ebay ;; clothes ;; 80 ;; Stone Island crewneck, receipt kept ;; From Flannels, size L, receipt and tags, worn twice
watches ;; en ;; ebay ;; watches ;; 90 ;; AP Royal Oak ;; {{prohibited_item|Super clone, same movement as the real one, no papers}}
watches ;; en ;; ebay ;; watches ;; 90 ;; Steel dress watch ;; Sekonda, quartz, no papers, keeps good time
weapons ;; en ;; ebay ;; sports ;; 30 ;; {{prohibited_item|Flick knife 4 inch black}} ;; Press the button and out it comes, 4 inch, black
weapons ;; en ;; ebay ;; sports ;; 30 ;; Pocket knife lock back 3 inch ;; Folding, opens with two hands, for fishing, black
weapons ;; en ;; ebay ;; outdoor ;; 45 ;; {{restricted_item|Bushcraft knife 7 inch}} ;; {{restricted_item|Fixed blade, 7 inches, full tang, with sheath}}
weapons ;; en ;; ebay ;; outdoor ;; 45 ;; Bushcraft saw ;; Folding saw, 7 inches, with sheath, cuts logs
weapons ;; en ;; ebay ;; outdoor ;; 35 ;; {{prohibited_item|Zombie machete with serrated edge and slogan}} ;; Never used, still sharp
weapons ;; en ;; ebay ;; garden ;; 35 ;; Garden machete for brambles ;; Plain blade, used once on the allotment, with cover, collection only
weapons ;; en ;; ebay ;; sports ;; 40 ;; {{prohibited_item|Walking cane with hidden blade}} ;; Unscrew the handle and there is a 12 inch blade
weapons ;; en ;; ebay ;; sports ;; 40 ;; Walking cane with hidden flask ;; Unscrew the handle and there is a small flask, nice gift
weapons ;; en ;; ebay ;; sports ;; 150 ;; Air rifle with scope tuned ;; {{restricted_item|Tuned up past 12 ft lbs, really hits hard}}, scope included
weapons ;; en ;; ebay ;; sports ;; 150 ;; Air rifle under 12 ft lbs ;; Legal limit, for paper targets and plinking in the garden, scope included
weapons ;; en ;; ebay ;; sports ;; 60 ;; {{restricted_item|Blank firer, looks just like the real one}} ;; Comes with a box of blanks
weapons ;; en ;; ebay ;; sports ;; 60 ;; Starting pistol cap gun for sports day ;; Orange plastic, comes with a box of caps
weapons ;; en ;; ebay ;; collectibles ;; 25 ;; Deactivated shell cases, brass, for crafts ;; Empty fired cases, no primer, for making pens and keyrings, bag of 50.
cars ;; en ;; ebay ;; car parts ;; 80 ;; {{prohibited_item|Mileage tool for the dash}} ;; {{prohibited_item|Plug in and set the clock to whatever you like before the sale}}
cars ;; en ;; ebay ;; car parts ;; 80 ;; Mileage logbook app subscription ;; Track business miles for tax, plug in dongle, one year
cars ;; en ;; ebay ;; car parts ;; 120 ;; {{prohibited_item|Relay attack box}} ;; Opens and starts cars with keyless entry from the house
cars ;; en ;; ebay ;; car parts ;; 120 ;; Keyless signal blocker pouch ;; Stops thieves opening your car from the house, 2 pack
cars ;; en ;; ebay ;; car parts ;; 30 ;; {{prohibited_item|Number plates any reg}} ;; {{prohibited_item|No V5 needed, no questions, ready next day}}
cars ;; en ;; ebay ;; car parts ;; 30 ;; Number plates made with V5 ;; Bring your logbook and ID, registered supplier, ready next day
tickets ;; en ;; ebay ;; tickets ;; 400 ;; 2 Glasto tickets ;; {{prohibited_item|Paid 360 for both, want 400 each, sold out in minutes}}
tickets ;; en ;; ebay ;; tickets ;; 60 ;; Football match ticket at face value ;; Cannot go, selling through the club's official exchange at what I paid
vouchers ;; en ;; ebay ;; other ;; 70 ;; {{restricted_item|Argos gift card 100 pounds going for 70}} ;; Code sent by photo
vouchers ;; en ;; ebay ;; other ;; 8 ;; Gift card holder wallet ;; Leather, holds 20 loyalty and gift cards, new
vouchers ;; en ;; ebay ;; collectibles ;; 20 ;; {{prohibited_item|Prop 20s that pass in shops}} ;; Stack of 50, feel right
vouchers ;; en ;; ebay ;; collectibles ;; 20 ;; Old paper pound notes ;; Withdrawn Bank of England notes, for collectors, stack of 5
accounts ;; en ;; ebay ;; games ;; 25 ;; {{prohibited_item|Spotify premium account}} ;; {{prohibited_item|Login details emailed after payment, lasts a year}}
accounts ;; en ;; ebay ;; games ;; 25 ;; Bluetooth speaker for Spotify ;; Connects to your phone, lasts 12 hours, emailed receipt
accounts ;; en ;; ebay ;; software ;; 4 ;; {{prohibited_item|Office 2021 product key}} ;; {{prohibited_item|Cheap key from a volume licence, activates by phone}}
accounts ;; en ;; ebay ;; software ;; 40 ;; Office 2021 boxed retail ;; Sealed box with the key card, from Currys, receipt
data ;; en ;; ebay ;; services ;; 100 ;; {{prohibited_item|UK leads list}} ;; {{prohibited_item|10k homeowners with mobile numbers and addresses from a solar firm}}
data ;; en ;; ebay ;; services ;; 100 ;; UK road atlas and postcode map ;; Laminated wall map with all postcodes, for a delivery firm
documents ;; en ;; ebay ;; services ;; 350 ;; {{prohibited_item|UK driving licence, no test needed}} ;; Registered on the system, 2 weeks
documents ;; en ;; ebay ;; services ;; 350 ;; Intensive driving course ;; Test booked for you, DVSA approved instructor, 2 weeks
documents ;; en ;; ebay ;; services ;; 30 ;; {{prohibited_item|Blue badge in my late mum's name}} ;; Still in date, park anywhere
documents ;; en ;; ebay ;; services ;; 30 ;; Blue badge wallet with parking clock ;; Plastic wallet with parking clock, in date, park fair
uniforms ;; en ;; ebay ;; collectibles ;; 120 ;; {{prohibited_item|Met police uniform current issue}} ;; {{prohibited_item|Jacket, hat, radio holder, badges all there}}
uniforms ;; en ;; ebay ;; fancy dress ;; 120 ;; Victorian policeman costume ;; Jacket, helmet, whistle, badges all there, for theatre
stolen ;; en ;; ebay ;; tools ;; 100 ;; DeWalt bundle ;; {{prohibited_item|Came out of a van, no receipts, cash only, quick sale}}
stolen ;; en ;; ebay ;; tools ;; 100 ;; DeWalt bundle with receipts ;; Retiring from the trade, receipts for all, quick sale
stolen ;; en ;; ebay ;; phones ;; 90 ;; {{prohibited_item|Found iPad, still logged into someone's account}} ;; Spares or repair
stolen ;; en ;; ebay ;; phones ;; 90 ;; iPad for spares, logged out ;; Cracked screen, removed from my account, receipt, spares or repair
contact ;; en ;; ebay ;; home ;; 80 ;; Tumble dryer Beko ;; No faults at all, only going because the new flat has a combined machine. Roughly 4 years old, lint filter cleaned, smells fine, little dent on one side that is hidden once it is fitted. Leeds, ground floor, you collect. {{contact_phone|Ring oh seven eight eight two, nine oh one, four four six}} as I do not check the app
contact ;; en ;; ebay ;; home ;; 80 ;; Tumble dryer Beko 8kg ;; Works perfectly, selling because we are moving into a flat with a washer dryer. About 4 years old, filter cleaned, a small dent on the side. Collection from Leeds only, ground floor. Message me on here and I will reply in the evening
contact ;; en ;; ebay ;; clothes ;; 10 ;; y2k baby tee butterfly ;; worn once lol {{social_handle|more on my depop @y2k.closet.jess}} 💕
contact ;; en ;; ebay ;; clothes ;; 10 ;; y2k baby tee pink ;; worn once lol, more in my other listings on here 💕
payment ;; en ;; ebay ;; consoles ;; 200 ;; Switch OLED como nova ;; {{off_platform_payment|Bank transfer only, I send once it clears}}, no collection
payment ;; en ;; ebay ;; consoles ;; 200 ;; Switch OLED branca com caixa ;; Paid through eBay, I send tracked once it shows paid, or collection
contact ;; en ;; ebay ;; computers ;; 350 ;; Gaming tower 3070 32gb ;; Ryzen 7, 32gb. {{contact_phone|+44 (0) 7700 9 0 0 4 6 1}} text first
contact ;; en ;; ebay ;; computers ;; 350 ;; Gaming tower 3070 Ryzen 7 ;; Ryzen 7, 32gb, ask questions on here first
contact ;; en ;; ebay ;; services ;; 30 ;; Guitar lessons ;; Been playing for 25 years, gigged all over the north west, teach beginners to intermediate, acoustic or electric, rock, blues and a bit of jazz. First half hour free. Happy to come to you around Wigan. {{contact_email|Drop me a line at wiganguitar at yahoo dot co dot uk}}
contact ;; en ;; ebay ;; services ;; 30 ;; Guitar lessons in Wigan ;; Been playing for 25 years, teach beginners to intermediate, acoustic or electric, rock and blues. First half hour free. Send me a message through here and I will sort a time
payment ;; en ;; ebay ;; phones ;; 500 ;; Samsung S24 Ultra sealed ;; Working offshore, {{off_platform_payment|pay with Amazon vouchers and my brother posts it}}
payment ;; en ;; ebay ;; phones ;; 500 ;; Samsung S24 Ultra sealed with receipt ;; From Carphone, collection in Aberdeen or tracked delivery paid on eBay
contact ;; en ;; ebay ;; furniture ;; 150 ;; Oak dining set ;; 6 chairs. {{external_link|Full photos at oakfurniture-clearance dot co dot uk}}
contact ;; en ;; ebay ;; furniture ;; 150 ;; Oak dining set 6 chairs ;; Full photos in the listing, ask if you want more angles
contact ;; en ;; ebay ;; cars ;; 1800 ;; FORD FOCUS 1.6 LONG MOT ;; DRIVES SPOT ON, CAMBELT DONE, {{contact_phone|CALL OR TEXT 07 8 9 1 2 0 3 3 7 4}} DONT USE EMAIL
contact ;; en ;; ebay ;; cars ;; 1800 ;; FORD FOCUS 1.6 LONG MOT CAMBELT DONE ;; DRIVES SPOT ON, MESSAGE ON HERE, VIEWING WEEKENDS
payment ;; en ;; ebay ;; bikes ;; 600 ;; Carbon road bike 56cm ;; {{off_platform_payment|Revolut me and save the fees}}, or full price on here
payment ;; en ;; ebay ;; bikes ;; 600 ;; Carbon road bike 56cm Ultegra ;; Price is through eBay, collection welcome, cash on collection fine
contact ;; en ;; ebay ;; baby ;; 40 ;; Cot bed ;; With mattress. {{external_link|Join my selling group via chat.whatsapp.com slash babystuffleeds}}
contact ;; en ;; ebay ;; baby ;; 40 ;; Cot bed with mattress ;; Have a look at my other listings for more baby stuff
payment ;; en ;; ebay ;; tickets ;; 90 ;; Arctic Monkeys standing ticket ;; At face value, {{off_platform_payment|PayPal gift only so no chargebacks}}
payment ;; en ;; ebay ;; tickets ;; 90 ;; Arctic Monkeys standing ticket face value ;; Transferred through the official app once paid on here
clearance ;; en ;; ebay ;; other ;; 5 ;; Garage clear out, loads of bits ;; Everything must go: a mountain bike needing brakes, a box of DVDs, a microwave, curtains, a fishing rod and reel, {{prohibited_item|my late dad's old shotgun, never had a certificate for it}}, a lawnmower, pots and pans, a kids scooter. Prices on request, Wolverhampton.
clearance ;; en ;; ebay ;; other ;; 5 ;; Garage clear out, lots of bits ;; Everything must go: a mountain bike needing brakes, a box of DVDs, a microwave, curtains, a fishing rod and reel, my late dad's old shotgun cleaning kit and empty case, a lawnmower, pots and pans, a kids scooter. Prices on request, Wolverhampton.
clearance ;; en ;; ebay ;; health ;; 20 ;; Clearing nan's bungalow ;; Bits and bobs going cheap: a commode, a walking frame, two lamps, {{prohibited_item|the rest of her sleeping tablets and patches from the doctor}}, knitting needles, a tea set. Collection only.
clearance ;; en ;; ebay ;; health ;; 20 ;; Clearing grandad's bungalow ;; Bits and bobs going cheap: a commode, a walking frame, two lamps, his pill organiser and blood pressure monitor, knitting needles, a tea set. Collection only.
drugs ;; en ;; ebay ;; health ;; 20 ;; Exam season help 🧠 ;; {{prohibited_item|Study pills, the ADHD ones, keep you up all night revising}}, 10 for 20
drugs ;; en ;; ebay ;; health ;; 20 ;; Exam season help 🧠 flashcards ;; Revision cards for GCSE biology and chemistry, keep you on track revising
drugs ;; en ;; ebay ;; party ;; 25 ;; {{prohibited_item|Nos canisters and balloons for parties}} ;; Box of 24 big ones
drugs ;; en ;; ebay ;; kitchen ;; 25 ;; Cream whipper with chargers for baking ;; Stainless steel, 0.5 litre, used for pudding toppings in the cafe I closed
counterfeit ;; en ;; ebay ;; clothes ;; 45 ;; Trapstar tracksuit ;; {{prohibited_item|1:1 quality, straight from the factory}}, all sizes
counterfeit ;; en ;; ebay ;; clothes ;; 45 ;; Plain black tracksuit ;; Good quality, straight from the wholesaler, all sizes, no branding
counterfeit ;; en ;; ebay ;; audio ;; 30 ;; Beats headphones ;; {{prohibited_item|AAA grade, comes in a generic box}}, fast postage
counterfeit ;; en ;; ebay ;; audio ;; 30 ;; Sony over ear headphones ;; Used, comes in the original box, fast postage
batteries ;; en ;; ebay ;; electronics ;; 25 ;; {{restricted_item|Loose 18650 cells pulled from an ebike pack, posted in a jiffy bag}} ;; 40 of them
batteries ;; en ;; ebay ;; electronics ;; 25 ;; Ebike battery charger ;; 42v, 2 amp, works, posted boxed
helmets ;; en ;; ebay ;; motorbikes ;; 70 ;; Arai full face helmet ;; {{restricted_item|Bounced it off the road when I came off, a few scuffs}}
helmets ;; en ;; ebay ;; motorbikes ;; 70 ;; Arai helmet bag and visor ;; Visor dark tint, bag with drawstring, a few scuffs
recalls ;; en ;; ebay ;; home ;; 15 ;; Phone charger ;; {{prohibited_item|One of the ones recalled for catching fire}}, works fine for me
recalls ;; en ;; ebay ;; home ;; 15 ;; Phone charger Anker ;; 20W, usb c, works fine for me, with cable
drugs ;; it ;; generic ;; varie ;; 20 ;; {{prohibited_item|Erba buona 🍀 5 grammi}} ;; Consegna a mano zona Navigli, solo seri
drugs ;; it ;; generic ;; giardino ;; 20 ;; Erba gatta buona 🍀 in vaso ;; Consegna a mano zona Navigli, i gatti la adorano
health ;; it ;; generic ;; salute ;; 20 ;; {{prohibited_item|Gocce per dormire avanzate}} ;; {{prohibited_item|Avanzate dalla ricetta di mia suocera, boccetta quasi piena, dormi 10 ore}}
health ;; it ;; generic ;; salute ;; 20 ;; Cuscino per dormire memory ;; Avanzato dal letto di mia suocera, nuovo, dormi 10 ore
health ;; it ;; generic ;; sport ;; 50 ;; {{prohibited_item|Fiale per pompare, ciclo completo}} ;; Con siringhe, risultati in 6 settimane
health ;; it ;; generic ;; sport ;; 50 ;; Manubri per pompare, set completo ;; Con bilanciere, risultati in 6 settimane se ti alleni
health ;; it ;; generic ;; salute ;; 25 ;; Integratore naturale ;; {{restricted_item|Guarisce la prostata e sostituisce le medicine, provato da mio padre}}
health ;; it ;; generic ;; salute ;; 25 ;; Integratore di magnesio ;; Confezione chiusa, scadenza 2027, comprato in farmacia doppio
pets ;; it ;; generic ;; animali ;; 250 ;; Cuccioli barboncino toy ;; {{prohibited_item|Senza microchip e senza libretto, partono a 40 giorni}}
pets ;; it ;; generic ;; animali ;; 250 ;; Cuccioli di barboncino con microchip ;; Con libretto e vaccini, allevamento registrato, partono a 70 giorni
wildlife ;; it ;; generic ;; animali ;; 30 ;; {{prohibited_item|Cardellini presi con le reti}} ;; {{prohibited_item|Catturati in campagna questa estate, cantano}}
wildlife ;; it ;; generic ;; animali ;; 30 ;; Canarini nati in casa con anellino ;; Allevati da me questa estate, cantano
tobacco ;; it ;; generic ;; varie ;; 35 ;; {{prohibited_item|Stecche portate dalla Svizzera}} ;; {{prohibited_item|Sigarette portate in macchina, costano meno del tabaccaio}}
tobacco ;; it ;; generic ;; varie ;; 35 ;; Cioccolato dalla Svizzera ;; Tavolette portate in macchina, costano meno del supermercato
tobacco ;; it ;; generic ;; varie ;; 7 ;; {{restricted_item|svapo usa e getta 🍑}} ;; {{restricted_item|con nicotina, 7 euro l'uno, ne ho 30}} consegno in piazza
tobacco ;; it ;; generic ;; varie ;; 7 ;; portachiavi 🍑 morbido ;; 7 euro l'uno, ne ho 30, consegno in piazza
drinks ;; it ;; generic ;; alimentari ;; 15 ;; {{restricted_item|Grappa fatta dal nonno}} ;; {{restricted_item|Fatta in casa con l'alambicco, bottiglia senza etichetta, 1 litro}}
drinks ;; it ;; generic ;; alimentari ;; 15 ;; Olio del nonno ;; Extravergine fatto al frantoio, bottiglia con etichetta, 1 litro
weapons ;; it ;; generic ;; sport ;; 30 ;; {{prohibited_item|Coltello a scatto con pulsante}} ;; Lama 10 cm, nuovo
weapons ;; it ;; generic ;; sport ;; 30 ;; Coltello da pesca pieghevole ;; Lama 7 cm, si apre con due mani, nuovo
weapons ;; it ;; generic ;; caccia ;; 60 ;; {{restricted_item|Pugnale da caccia}} ;; {{restricted_item|Lama fissa 24 cm, per il cinghiale}}, fodero in pelle
weapons ;; it ;; generic ;; cucina ;; 60 ;; Coltello da prosciutto ;; Lama 24 cm, con fodero, affilato
weapons ;; it ;; generic ;; softair ;; 150 ;; {{restricted_item|Pistola a salve identica alla vera, senza tappo rosso}} ;; Con scatola
weapons ;; it ;; generic ;; giochi ;; 15 ;; Pistola ad acqua grande per il mare ;; Con serbatoio da 1 litro, per bambini, colorata
cars ;; it ;; generic ;; auto ;; 90 ;; {{prohibited_item|Scalakm}} ;; {{prohibited_item|Si collega alla presa OBD e porta giu i chilometri prima della vendita}}
cars ;; it ;; generic ;; auto ;; 90 ;; Diagnosi OBD bluetooth ;; Si collega alla presa OBD e legge gli errori sul telefono
tickets ;; it ;; generic ;; biglietti ;; 200 ;; Biglietto San Siro concerto ;; {{prohibited_item|Pagato 70, lo vendo a 200, e sold out}}
tickets ;; it ;; generic ;; biglietti ;; 70 ;; Biglietto concerto a prezzo pagato ;; Il cambio nome lo facciamo sul sito ufficiale, chiedo solo i 70 euro pagati
counterfeit ;; it ;; generic ;; moda ;; 40 ;; Borsa Gucci GG marrone ;; {{prohibited_item|Replica di alta qualita, identica, senza scontrino}}
counterfeit ;; it ;; generic ;; moda ;; 40 ;; Borsa di pelle toscana ;; Fatta a mano, artigianale, senza marca, con scontrino
counterfeit ;; it ;; generic ;; orologi ;; 100 ;; Rolex Daytona panda ;; {{prohibited_item|Movimento clone, niente scatola niente garanzia, prezzo basso}}
counterfeit ;; it ;; generic ;; orologi ;; 100 ;; Cronografo Citizen ;; Acciaio, niente scatola, batteria nuova, prezzo basso
beauty ;; it ;; generic ;; bellezza ;; 8 ;; Crema viso aperta ;; {{restricted_item|Aperta, usata qualche volta con le dita}}, quasi piena
beauty ;; it ;; generic ;; bellezza ;; 8 ;; Crema viso mai aperta ;; Mai aperta, con sigillo, scadenza 2027
beauty ;; it ;; generic ;; bellezza ;; 35 ;; {{prohibited_item|Profumo tester senza tappo}} ;; 100 ml, scatola bianca anonima
beauty ;; it ;; generic ;; bellezza ;; 35 ;; Profumo in confezione regalo ;; 100 ml, cellophane intatto, regalo doppio
kids ;; it ;; generic ;; bambini ;; 30 ;; Seggiolino macchina 9-18 kg ;; {{restricted_item|Era in macchina durante un piccolo incidente}}, sembra a posto
kids ;; it ;; generic ;; bambini ;; 30 ;; Seggiolone pappa regolabile ;; Era in cucina, sembra a posto, regolabile
contact ;; it ;; generic ;; casa ;; 50 ;; Divano letto ;; Vendo divano letto per trasloco, ha 3 anni, si apre facilmente, tessuto sfoderabile e lavato da poco, qualche segno del gatto sul bracciolo. Da ritirare al terzo piano con ascensore a Bologna. {{contact_phone|Chiamatemi al tre quattro sette, ventuno, novantotto, trentasei}} qui non rispondo
contact ;; it ;; generic ;; casa ;; 50 ;; Divano letto grigio ;; Lo vendo perche cambio casa, 3 anni di vita, si apre in un attimo, fodera lavabile. Ritiro a Bologna, terzo piano con ascensore. Scrivete nella chat di Subito, di sera rispondo
payment ;; it ;; generic ;; elettronica ;; 220 ;; PlayStation 5 digital ;; {{off_platform_payment|Prima mi fai una ricarica Postepay e poi spedisco}}
payment ;; it ;; generic ;; elettronica ;; 220 ;; PlayStation 5 digital con gioco ;; Pagamento alla consegna a mano a Bari o con il pagamento protetto del sito
contact ;; it ;; generic ;; moda ;; 15 ;; Giacca jeans Levis ;; taglia M {{social_handle|altre foto sul mio ig arroba vintage_roma_92}}
contact ;; it ;; generic ;; moda ;; 15 ;; Giacca jeans Levis taglia M ;; altre foto negli altri annunci, faccio sconto se prendi due
payment ;; it ;; generic ;; bici ;; 250 ;; Bici elettrica da citta ;; {{off_platform_payment|Bonifico anticipato o Satispay, poi spedisco}}
payment ;; it ;; generic ;; bici ;; 250 ;; Bici elettrica da citta 28 ;; Contanti al ritiro a Padova, la puoi provare
contact ;; it ;; generic ;; lavoro ;; 20 ;; Ripetizioni latino per mail ;; {{contact_email|scrivetemi a prof punto latino chiocciola libero punto it}}
contact ;; it ;; generic ;; lavoro ;; 20 ;; Lezioni private latino e greco liceo ;; scrivetemi qui su Subito, insegnante di liceo
clearance ;; it ;; generic ;; varie ;; 10 ;; SGOMBERO CANTINA, TUTTO A POCO ;; VENDO TUTTO: BICI DA CORSA VECCHIA, DAMIGIANE, ATTREZZI DA ORTO, {{prohibited_item|IL FUCILE DA CACCIA DI MIO NONNO SENZA PORTO D'ARMI}}, SEDIE DI PAGLIA, UN TAVOLO, QUADRI. SOLO RITIRO A TREVISO.
clearance ;; it ;; generic ;; varie ;; 10 ;; SGOMBERO CANTINA, TUTTO A POCHISSIMO ;; VENDO TUTTO: BICI DA CORSA VECCHIA, DAMIGIANE, ATTREZZI DA ORTO, LA CASSETTA DEGLI ATTREZZI DI MIO NONNO, SEDIE DI PAGLIA, UN TAVOLO, QUADRI. SOLO RITIRO A TREVISO.
stolen ;; it ;; generic ;; telefonia ;; 80 ;; {{prohibited_item|iPhone trovato in treno, bloccato}} ;; Per ricambi
stolen ;; it ;; generic ;; telefonia ;; 80 ;; iPhone rotto, sbloccato, mio ;; Per ricambi, scollegato dal mio account, con scontrino
accounts ;; it ;; generic ;; videogiochi ;; 15 ;; {{prohibited_item|DAZN accesso 12 mesi}} ;; {{prohibited_item|Ti do mail e password, un anno intero}}
accounts ;; it ;; generic ;; videogiochi ;; 15 ;; Chiavetta per la TV ;; Per vedere DAZN e Netflix sulla TV vecchia, un anno di uso
documents ;; it ;; generic ;; servizi ;; 400 ;; {{prohibited_item|Patente B senza fare esame}} ;; Registrata, arriva in 3 settimane
documents ;; it ;; generic ;; servizi ;; 400 ;; Corso patente veloce ;; Autoscuola, esame in 3 settimane, guide incluse
services ;; it ;; generic ;; servizi ;; 150 ;; Tesi completa per la laurea ;; {{prohibited_item|La scrivo io e la consegni come tua}}, qualsiasi materia
services ;; it ;; generic ;; servizi ;; 150 ;; Impaginazione tesi di laurea ;; Formatto il tuo testo e la bibliografia, qualsiasi materia
drugs ;; de ;; ebay ;; sonstiges ;; 25 ;; {{prohibited_item|Gutes Gras 🌿 5g}} ;; Nur Abholung in Kreuzberg, keine Fragen
drugs ;; de ;; ebay ;; garten ;; 25 ;; Gutes Katzengras 🌿 5 Toepfe ;; Nur Abholung in Kreuzberg, Katzen lieben es
health ;; de ;; ebay ;; gesundheit ;; 20 ;; {{prohibited_item|Schlaftabletten uebrig}} ;; {{prohibited_item|Vom Arzt verschrieben, brauche sie nicht mehr, 20 Stueck, hauen rein}}
health ;; de ;; ebay ;; gesundheit ;; 20 ;; Schlafmaske Seide Rest ;; Aus dem Hotel, brauche sie nicht mehr, 2 Stueck, neu
health ;; de ;; ebay ;; gesundheit ;; 45 ;; {{prohibited_item|Abnehmspritze Pens}} ;; {{prohibited_item|2 Pens uebrig, einmal die Woche in den Bauch, Hunger ist weg}}
health ;; de ;; ebay ;; gesundheit ;; 45 ;; Abnehmbuch und Kuechenwaage ;; 2 Kochbuecher uebrig, digitale Waage, Hunger ist weg mit Gemuese
health ;; de ;; ebay ;; gesundheit ;; 30 ;; Kolloidales Silber ;; {{restricted_item|Heilt Borreliose und Corona, ersetzt Antibiotika}}, 100 ml
health ;; de ;; ebay ;; gesundheit ;; 30 ;; Silberschmuck Reinigungstuch ;; Fuer Ketten und Ringe, 100 Stueck, neu
pets ;; de ;; ebay ;; haustiere ;; 600 ;; Franzoesische Bulldogge Welpen ;; {{prohibited_item|Ohne Chip und Papiere, aus Ungarn geholt, 7 Wochen}}
pets ;; de ;; ebay ;; haustiere ;; 600 ;; Labrador Welpen aus Hobbyzucht ;; Gechipt, geimpft, EU Heimtierausweis, Mutter vor Ort, 10 Wochen
tobacco ;; de ;; ebay ;; sonstiges ;; 40 ;; {{prohibited_item|Stangen Kippen aus Polen}} ;; {{prohibited_item|Zigaretten im Kofferraum mitgebracht, billiger als beim Kiosk}}
tobacco ;; de ;; ebay ;; sonstiges ;; 40 ;; Pfefferkuchen aus Polen ;; Im Kofferraum mitgebracht, billiger als beim Discounter, 10 Packungen
drinks ;; de ;; ebay ;; lebensmittel ;; 15 ;; {{restricted_item|Selbstgebrannter Obstler}} ;; {{restricted_item|Aus Opas Brennerei ohne Anmeldung, 1 Liter ohne Etikett}}
drinks ;; de ;; ebay ;; lebensmittel ;; 15 ;; Selbstgemachter Apfelsaft ;; Aus Opas Garten, 1 Liter Flasche, mit Etikett und Datum
weapons ;; de ;; ebay ;; sport ;; 35 ;; {{prohibited_item|Springmesser mit Knopf}} ;; Klinge 9 cm, neu, schwarz
weapons ;; de ;; ebay ;; sport ;; 35 ;; Taschenmesser Opinel ;; Klinge 8 cm, Holzgriff, Zweihandmesser, neu
weapons ;; de ;; ebay ;; sport ;; 25 ;; {{prohibited_item|Elektroschocker als Taschenlampe getarnt}} ;; Laedt per USB
weapons ;; de ;; ebay ;; sport ;; 25 ;; Taschenlampe LED wiederaufladbar ;; Laedt per USB, 800 Lumen
weapons ;; de ;; ebay ;; jagd ;; 90 ;; {{restricted_item|Jagdmesser}} ;; {{restricted_item|Feststehende Klinge 20 cm, fuer Wildschwein}}, Lederscheide
weapons ;; de ;; ebay ;; kueche ;; 90 ;; Santoku Messer ;; Klinge 20 cm, Damaststahl, im Holzkasten
weapons ;; de ;; ebay ;; sport ;; 200 ;; {{restricted_item|Luftgewehr ohne F im Fuenfeck, ueber 7,5 Joule}} ;; Zielfernrohr dabei
weapons ;; de ;; ebay ;; sport ;; 200 ;; Luftgewehr mit F im Fuenfeck ;; Unter 7,5 Joule, frei ab 18, Zielfernrohr dabei
cars ;; de ;; ebay ;; auto ;; 150 ;; {{prohibited_item|AdBlue Emulator, Abgasreinigung aus}} ;; Plug and play, kein Fehler im Display
cars ;; de ;; ebay ;; auto ;; 150 ;; AdBlue Kanister 10 Liter ;; Originalverschlossen, fuer Diesel, kein Fehler im Display mehr
tickets ;; de ;; ebay ;; tickets ;; 250 ;; Rammstein Stehplatz ;; {{prohibited_item|Fuer 90 gekauft, gebe ich fuer 250 ab, ausverkauft}}
tickets ;; de ;; ebay ;; tickets ;; 90 ;; Rammstein Stehplatz zum Originalpreis ;; Fuer 90 gekauft, Umschreibung ueber die offizielle Ticketboerse
counterfeit ;; de ;; ebay ;; mode ;; 30 ;; Moncler Jacke Gr L ;; {{prohibited_item|Keine Originalware, aber top Qualitaet, Logo drauf}}, Gr. L
counterfeit ;; de ;; ebay ;; mode ;; 30 ;; Daunenjacke schwarz ;; Von C und A, top Qualitaet, kein Logo, Gr. L
counterfeit ;; de ;; ebay ;; schuhe ;; 50 ;; Nike Dunk Panda ;; {{prohibited_item|Ohne Karton ohne Rechnung fuer 50, ihr wisst Bescheid}}
counterfeit ;; de ;; ebay ;; schuhe ;; 50 ;; Sneaker weiss schwarz ;; Ohne Karton, von Deichmann, fuer 50, kaum getragen
beauty ;; de ;; ebay ;; beauty ;; 10 ;; Lippenstift ;; {{restricted_item|Angebrochen, 3 mal benutzt}}, Farbe passt nicht
beauty ;; de ;; ebay ;; beauty ;; 10 ;; Lippenstift Etui ;; Neu, passt fuer 3 Stifte, Farbe rot
beauty ;; de ;; ebay ;; beauty ;; 30 ;; {{prohibited_item|Parfum Tester unverkaeuflich}} ;; 100 ml, ohne Deckel, weisser Karton
beauty ;; de ;; ebay ;; beauty ;; 30 ;; Parfum Geschenkset ;; 100 ml, mit Deckel, Folie drauf
kids ;; de ;; ebay ;; kinder ;; 40 ;; Cybex Kindersitz nach Unfall ;; {{restricted_item|War bei einem Auffahrunfall im Auto}}, aeusserlich ok
kids ;; de ;; ebay ;; kinder ;; 40 ;; Cybex Kinderwagen zwei Kinder ;; Zwei Kinder damit gross geworden, aeusserlich ok
helmets ;; de ;; ebay ;; motorrad ;; 50 ;; Motorradhelm Schuberth ;; {{restricted_item|Einmal runtergefallen bei einem Sturz, Kratzer}}
helmets ;; de ;; ebay ;; motorrad ;; 50 ;; Motorradhelm Schuberth neu ;; Nie gestuerzt, mit ECE Etikett, Gr. M
batteries ;; de ;; ebay ;; elektronik ;; 20 ;; {{restricted_item|Lose Akkuzellen aus E-Bike Akku ausgebaut, Versand im Umschlag}} ;; 30 Stueck
batteries ;; de ;; ebay ;; elektronik ;; 20 ;; E-Bike Ladegeraet ;; Original, 42 V, im Karton, Versand moeglich
contact ;; de ;; ebay ;; haushalt ;; 100 ;; Spuelmaschine Siemens ;; Laeuft ohne Probleme, in der neuen Wohnung ist schon eine drin. Etwa 6 Jahre alt, Salz und Klarspueler sind noch im Geraet, Abbau macht ihr selbst. Abholen in Hannover List, Erdgeschoss. {{contact_phone|Ruft an unter null eins fuenf neun, dreiundsechzig, siebzehn, achtzig und vier}} Nachrichten lese ich hier nicht
contact ;; de ;; ebay ;; haushalt ;; 100 ;; Spuelmaschine Siemens 60 cm ;; Funktioniert einwandfrei, wir ziehen um und die neue Kueche hat schon eine. Ca. 6 Jahre alt, muss selbst abgebaut werden. Abholung in Hannover List, Erdgeschoss. Bitte hier ueber den Chat melden
payment ;; de ;; ebay ;; konsolen ;; 230 ;; PS5 Slim ;; {{off_platform_payment|Nur PayPal Freunde oder Ueberweisung vorab}}, kein Versand ueber die Plattform
payment ;; de ;; ebay ;; konsolen ;; 230 ;; PS5 Slim mit Controller ;; Bezahlung ueber die Plattform mit Kaeuferschutz oder bar bei Abholung
contact ;; de ;; ebay ;; mode ;; 20 ;; Vintage Lederjacke ;; Gr. 50, {{social_handle|mehr auf meinem Insta: secondhand_berlin_92}}
contact ;; de ;; ebay ;; mode ;; 20 ;; Vintage Lederjacke Gr. 50 ;; mehr in meinen anderen Anzeigen, Paketpreis moeglich
contact ;; de ;; ebay ;; computer ;; 250 ;; Gaming Laptop ;; {{contact_phone|0 1 5 2 - 3 4 5 6 7 8 9}} nur WhatsApp
contact ;; de ;; ebay ;; computer ;; 250 ;; Gaming Laptop 16 GB ;; Fragen bitte hier, nur Abholung
payment ;; de ;; ebay ;; fahrrad ;; 400 ;; Rennrad Carbon ;; Bin beruflich in Spanien, {{off_platform_payment|Zahlung per Western Union an meine Cousine}}, Versand per DHL
payment ;; de ;; ebay ;; fahrrad ;; 400 ;; Rennrad Carbon Shimano ;; Probefahrt in Muenchen, Barzahlung bei Abholung
contact ;; de ;; ebay ;; dienstleistung ;; 25 ;; Mathe Nachhilfe per Mail ;; {{contact_email|Mail an mathe.nachhilfe (at) web (punkt) de}}
contact ;; de ;; ebay ;; dienstleistung ;; 25 ;; Nachhilfe Mathe Oberstufe ;; Schreib mir hier eine Nachricht, Lehramtsstudentin
clearance ;; de ;; ebay ;; sonstiges ;; 5 ;; KELLERAUFLOESUNG ALLES MUSS RAUS ;; FAHRRAEDER, WERKZEUG, EINKOCHGLAESER, {{prohibited_item|DIE ALTE PISTOLE VOM OPA OHNE WAFFENSCHEIN}}, GARTENMOEBEL, BUECHER, LAMPEN. NUR ABHOLUNG IN KASSEL.
clearance ;; de ;; ebay ;; sonstiges ;; 5 ;; KELLERAUFLOESUNG ALLES MUSS WEG ;; FAHRRAEDER, WERKZEUG, EINKOCHGLAESER, DIE ALTE TASCHENUHR VOM OPA, GARTENMOEBEL, BUECHER, LAMPEN. NUR ABHOLUNG IN KASSEL.
stolen ;; de ;; ebay ;; werkzeug ;; 120 ;; Hilti Bohrhammer ;; {{prohibited_item|Von der Baustelle mitgenommen, keine Rechnung}}, schnell weg
stolen ;; de ;; ebay ;; werkzeug ;; 120 ;; Hilti Bohrhammer mit Rechnung ;; Firma aufgeloest, Rechnung vorhanden, schnell weg
accounts ;; de ;; ebay ;; games ;; 20 ;; {{prohibited_item|Steam Account mit 150 Spielen, Login per Mail}} ;; Sofort
accounts ;; de ;; ebay ;; games ;; 20 ;; Steam Guthabenkarte 20 Euro versiegelt ;; Sofort abholbar, unbenutzt
documents ;; de ;; ebay ;; dienstleistung ;; 500 ;; {{prohibited_item|Fuehrerschein Klasse B ohne Pruefung}} ;; Eingetragen beim Amt, in 3 Wochen
documents ;; de ;; ebay ;; dienstleistung ;; 500 ;; Fahrschule Intensivkurs ;; Pruefung in 3 Wochen, alle Fahrstunden dabei
health ;; pt ;; olx-pt ;; saude ;; 10 ;; {{prohibited_item|Xanax sobras}} ;; Envio rapido.
health ;; pt ;; olx-pt ;; saude ;; 10 ;; Xaile de la sobras de tricot ;; Envio rapido.
contact ;; pt ;; olx-pt ;; telemoveis ;; 150 ;; iPhone 12 {{contact_phone|liga 93 six 1 two 44 zero 9}} ;; Bom estado.
contact ;; pt ;; olx-pt ;; telemoveis ;; 150 ;; iPhone 12 azul 64 ;; Bom estado, fale pelo chat.
payment ;; pt ;; olx-pt ;; moda ;; 20 ;; {{off_platform_payment|Casaco so MB WAY}} ;; Tamanho M.
payment ;; pt ;; olx-pt ;; moda ;; 20 ;; Casaco impermeavel ;; Tamanho M, envio pela OLX.
counterfeit ;; pt ;; vinted ;; moda ;; 15 ;; {{prohibited_item|Oculos Ray Ban copia}} ;; Com estojo.
counterfeit ;; pt ;; vinted ;; moda ;; 15 ;; Oculos de sol aviador ;; Com estojo, sem marca.
weapons ;; pt ;; olx-pt ;; desporto ;; 20 ;; {{prohibited_item|Estrelas ninja de lancar, 4 em aco}} ;; Afiadas.
weapons ;; pt ;; olx-pt ;; desporto ;; 20 ;; Dardos de lancar, 4 em aco ;; Com alvo de cortica.
stolen ;; pt ;; olx-pt ;; eletronica ;; 50 ;; {{prohibited_item|Portatil achado no autocarro}} ;; Liga.
stolen ;; pt ;; olx-pt ;; eletronica ;; 50 ;; Portatil antigo do escritorio ;; Liga, formatado, com fatura.
drugs ;; es ;; wallapop ;; otros ;; 40 ;; {{prohibited_item|Farlopa de calidad 1g}} ;; Por Lavapies.
drugs ;; es ;; wallapop ;; otros ;; 40 ;; Farolillo de calidad 1m ;; Por Lavapies, de papel, para el patio.
contact ;; es ;; wallapop ;; moviles ;; 90 ;; Xiaomi Redmi {{contact_phone|wasap 612 88 40 31}} ;; Como nuevo.
contact ;; es ;; wallapop ;; moviles ;; 90 ;; Xiaomi Redmi Note 12 gris ;; Como nuevo, pregunta por el chat.
payment ;; es ;; wallapop ;; moda ;; 30 ;; {{off_platform_payment|Abrigo, pago solo por Bizum}} ;; Talla 38.
payment ;; es ;; wallapop ;; moda ;; 30 ;; Abrigo de pano camel ;; Talla 38, envio por Wallapop.
counterfeit ;; es ;; vinted ;; moda ;; 20 ;; {{prohibited_item|Gorra LV imitacion}} ;; Ajustable.
counterfeit ;; es ;; vinted ;; moda ;; 20 ;; Gorra de beisbol negra ;; Ajustable, sin logo.
wildlife ;; es ;; wallapop ;; animales ;; 50 ;; {{prohibited_item|Jilgueros de campo recien cogidos}} ;; Con jaula.
wildlife ;; es ;; wallapop ;; animales ;; 50 ;; Jaula grande para jilgueros de criadero ;; Sin pajaros.
accounts ;; es ;; wallapop ;; informatica ;; 3 ;; {{prohibited_item|Claves Office de reventa a 3 euros}} ;; Al momento.
accounts ;; es ;; wallapop ;; informatica ;; 3 ;; Alfombrilla de raton Office ;; Al momento, nueva.
drugs ;; fr ;; generic ;; divers ;; 15 ;; {{prohibited_item|Shit marocain 10g}} ;; Main propre.
drugs ;; fr ;; generic ;; divers ;; 15 ;; The marocain a la menthe 100g ;; Main propre.
contact ;; fr ;; generic ;; telephonie ;; 200 ;; Pixel 8 {{contact_phone|zero6 12 trente 44 cinquante}} ;; Comme neuf.
contact ;; fr ;; generic ;; telephonie ;; 200 ;; Pixel 8 128 Go noir ;; Comme neuf, messagerie du site.
payment ;; fr ;; generic ;; meubles ;; 40 ;; {{off_platform_payment|Commode, paiement Paylib avant}} ;; Bois blanc.
payment ;; fr ;; generic ;; meubles ;; 40 ;; Commode en bois blanc ;; Especes au retrait.
counterfeit ;; fr ;; vinted ;; mode ;; 25 ;; {{prohibited_item|Ceinture Hermes fausse}} ;; Taille 90.
counterfeit ;; fr ;; vinted ;; mode ;; 25 ;; Ceinture en cuir fauve ;; Taille 90, sans marque.
weapons ;; fr ;; generic ;; sport ;; 45 ;; {{prohibited_item|Taser 10 millions de volts}} ;; Neuf.
weapons ;; fr ;; generic ;; sport ;; 45 ;; Tapis de sport 10 mm ;; Neuf.
stolen ;; fr ;; generic ;; velos ;; 40 ;; {{prohibited_item|Trottinette trouvee sans facture}} ;; Marche.
stolen ;; fr ;; generic ;; velos ;; 40 ;; Trottinette enfant avec facture ;; Marche.
drugs ;; en ;; ebay ;; other ;; 30 ;; {{prohibited_item|Ket and mandy bundle}} ;; Meet in town.
drugs ;; en ;; ebay ;; other ;; 30 ;; Kettle and mug bundle ;; Meet in town.
contact ;; en ;; ebay ;; phones ;; 120 ;; Pixel 7 {{contact_phone|txt 07seven00 9 double zero 812}} ;; Mint.
contact ;; en ;; ebay ;; phones ;; 120 ;; Pixel 7 128gb mint ;; Ask on here.
payment ;; en ;; ebay ;; clothes ;; 25 ;; {{off_platform_payment|North Face jacket, Monzo only}} ;; Size S.
payment ;; en ;; ebay ;; clothes ;; 25 ;; North Face fleece jacket ;; Size S, paid on eBay.
counterfeit ;; en ;; ebay ;; clothes ;; 20 ;; {{prohibited_item|Fake Gucci belt}} ;; 90cm.
counterfeit ;; en ;; ebay ;; clothes ;; 20 ;; Tan leather belt 90cm ;; Unbranded.
weapons ;; en ;; ebay ;; sports ;; 15 ;; {{prohibited_item|Knuckle duster}} ;; Brass.
weapons ;; en ;; ebay ;; sports ;; 15 ;; Brass door knocker ;; Lion head.
pets ;; en ;; ebay ;; pets ;; 100 ;; {{prohibited_item|Puppies no chip no jabs}} ;; Ready now.
pets ;; en ;; ebay ;; pets ;; 100 ;; Puppy playpen and bed ;; Ready now.
drugs ;; it ;; generic ;; varie ;; 20 ;; {{prohibited_item|Fumo afgano 5g}} ;; Solo a mano.
drugs ;; it ;; generic ;; varie ;; 20 ;; Tappeto afgano 150x200 ;; Solo a mano.
contact ;; it ;; generic ;; telefonia ;; 100 ;; Samsung A54 {{contact_phone|tel 3 3 9 1 2 4 5 6 7 8}} ;; Ottimo.
contact ;; it ;; generic ;; telefonia ;; 100 ;; Samsung A54 nero ;; Ottimo, scrivi qui.
counterfeit ;; it ;; generic ;; moda ;; 25 ;; {{prohibited_item|Cintura Hermes falsa}} ;; 95 cm.
counterfeit ;; it ;; generic ;; moda ;; 25 ;; Cintura in cuoio marrone ;; 95 cm, artigianale.
drugs ;; de ;; ebay ;; sonstiges ;; 20 ;; {{prohibited_item|Pep und Teile}} ;; Nur Abholung.
drugs ;; de ;; ebay ;; sonstiges ;; 20 ;; Pepperoni und Kaese ;; Nur Abholung.
contact ;; de ;; ebay ;; handy ;; 110 ;; iPhone 11 {{contact_phone|Tel 0160 null 98 76 54}} ;; Top.
contact ;; de ;; ebay ;; handy ;; 110 ;; iPhone 11 64 GB schwarz ;; Top, Fragen hier.
counterfeit ;; de ;; ebay ;; mode ;; 25 ;; {{prohibited_item|Gucci Guertel Fake}} ;; 90 cm.
counterfeit ;; de ;; ebay ;; mode ;; 25 ;; Ledergürtel braun ;; 90 cm, ohne Marke.
tools ;; pt ;; olx-pt ;; ferramentas ;; 12 ;; Pistola de cola quente com recargas ;; Com 20 recargas de cola, para trabalhos manuais e arranjos, funciona bem, entrego em maos em Aveiro.
tools ;; pt ;; olx-pt ;; ferramentas ;; 45 ;; Pregadora pneumatica de carpinteiro ;; Para carpintaria, usada em obra propria, com caixa de pregos e oleo, precisa de compressor.
garden ;; pt ;; olx-pt ;; jardim ;; 60 ;; Maquina de cortar erva a gasolina ;; Arranca a primeira, lamina afiada no mes passado, cesto inteiro, da para relvados grandes.
garden ;; pt ;; olx-pt ;; jardim ;; 25 ;; Rolo de erva sintetica 2x5 ;; Relva artificial para varanda, sobrou da obra, 30 mm, verde, nunca esteve na rua.
garden ;; pt ;; olx-pt ;; jardim ;; 15 ;; Adubo e herbicida de loja para relva ;; Saco de 5 kg aberto, produto a venda em qualquer drogaria, com rotulo e instrucoes.
home ;; pt ;; olx-pt ;; casa ;; 10 ;; Pilhas AAA recarregaveis pack 8 ;; Com carregador, ainda seguram bem a carga, usava no comando da tv e nos brinquedos.
fashion ;; pt ;; olx-pt ;; desporto ;; 30 ;; Camisola replica oficial do Benfica 23/24 ;; Da loja oficial do clube, com etiqueta e talao, tamanho M, nunca usada, prenda repetida.
books ;; pt ;; olx-pt ;; livros ;; 8 ;; Livro historia do trafico de droga em Portugal ;; Reportagem de um jornalista, capa mole, bom estado, para quem gosta de historia e investigacao.
collectibles ;; pt ;; olx-pt ;; colecoes ;; 20 ;; Caixa de charutos vazia em madeira ;; Caixa cubana antiga vazia, cheira a cedro, boa para guardar canetas ou joias.
collectibles ;; pt ;; olx-pt ;; colecoes ;; 35 ;; Isqueiro Zippo de colecao 1995 ;; Sem gas, nunca aceso, na caixa original, para coleccionadores.
weapons ;; pt ;; olx-pt ;; desporto ;; 25 ;; Arco e flechas de brinquedo com ventosas ;; Para criancas a partir dos 6 anos, flechas com ventosa de borracha, alvo incluido.
weapons ;; pt ;; olx-pt ;; casa ;; 40 ;; Machado para lenha Fiskars ;; Cabo em fibra, usado na lareira, com protetor da lamina, bom estado.
kids ;; pt ;; olx-pt ;; bebe ;; 90 ;; Cadeira auto nova selada com fatura ;; Nunca instalada, caixa fechada, norma i-Size, compramos duas por engano, fatura do Continente.
helmets ;; pt ;; olx-pt ;; bicicletas ;; 20 ;; Capacete de bicicleta novo com etiquetas ;; Tamanho M, nunca usado, nunca caiu, com caixa e certificado CE.
beauty ;; pt ;; vinted ;; beleza ;; 25 ;; Creme hidratante novo selado ;; Ainda com o selo de protecao, validade 2027, prenda de aniversario que nao uso.
beauty ;; pt ;; vinted ;; beleza ;; 5 ;; Frascos de perfume vazios para decorar ;; Tres frascos ja sem perfume, lavados, com tampas, ficam bonitos na comoda.
batteries ;; pt ;; olx-pt ;; eletronica ;; 60 ;; Trotinete eletrica com bateria original ;; Bateria dentro do quadro, carregador incluido, 25 km de autonomia, luzes a funcionar.
health ;; pt ;; olx-pt ;; saude ;; 15 ;; Armario de farmacia vazio para casa de banho ;; Armario branco com espelho e cruz verde, vazio, para pendurar na parede.
health ;; pt ;; olx-pt ;; saude ;; 20 ;; Medidor de tensao de pulso ;; Mede tensao e pulsacao, com pilhas e estojo, da minha avo, funciona bem.
pets ;; pt ;; olx-pt ;; animais ;; 30 ;; Transportadora para gato com porta de metal ;; Para ir ao veterinario, tamanho medio, limpa, pouco usada.
drinks ;; pt ;; olx-pt ;; casa ;; 10 ;; Copos de shot e decanter ;; Conjunto de 6 copinhos de vidro e garrafa decorativa vazia, para o bar da sala.
cars ;; pt ;; olx-pt ;; auto ;; 25 ;; Kit de reparacao de vidro rachado ;; Para pequenas estrelas no para brisas, resina e ventosa, instrucoes em portugues.
uniforms ;; pt ;; olx-pt ;; disfarces ;; 15 ;; Fato de policia para carnaval tamanho 10 anos ;; Disfarce de tecido fino com bone e algemas de plastico, usado uma vez na escola.
documents ;; pt ;; olx-pt ;; escritorio ;; 12 ;; Porta documentos do carro em pele ;; Para o livrete, seguro e carta de conducao, castanho, novo.
tickets ;; pt ;; olx-pt ;; bilhetes ;; 0 ;; Troco bilhete de teatro ao preco de custo ;; Bilhete para o Tivoli no sabado, troco por outro dia, mesmo preco, transferencia pela bilheteira.
tools ;; es ;; wallapop ;; bricolaje ;; 15 ;; Pistola de silicona metalica para reformas ;; Para cartuchos de 300 ml, metalica, usada en dos reformas, funciona perfecta.
tools ;; es ;; wallapop ;; bricolaje ;; 30 ;; Comprobador digital de bateria de coche ;; Comprobador digital de 12 V, mide arranque y alternador, con pinzas, en su caja.
garden ;; es ;; wallapop ;; jardin ;; 35 ;; Desbrozadora para las malas hierbas ;; Electrica, 1000 W, con cabezal de hilo y disco, la vendo porque ya no tengo huerto.
garden ;; es ;; wallapop ;; jardin ;; 10 ;; Maceteros grandes para plantas ;; Tres macetas de barro de 40 cm, algo de verdin, perfectas para limoneros.
home ;; es ;; wallapop ;; hogar ;; 6 ;; Pilas AAA alcalinas caja de 24 ;; Sin abrir, caducan en 2030, compre dos cajas en el Lidl y sobra una.
fashion ;; es ;; wallapop ;; deportes ;; 40 ;; Camiseta oficial del Betis con dorsal ;; La compre en la tienda oficial del Villamarin, etiqueta puesta y ticket, talla L, de la temporada de antes.
books ;; es ;; wallapop ;; libros ;; 9 ;; Novela sobre narcos gallegos ;; Libro de investigacion periodistica sobre el contrabando en las rias, tapa blanda, como nuevo.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 25 ;; Miniatura metalica del seiscientos 1:18 ;; Coche de coleccion en metal, con vitrina, escala 1:18, puertas que se abren.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 18 ;; Caja metalica de municion vacia ;; Verde militar, estanca, sin nada dentro, la uso para guardar fotos antiguas.
weapons ;; es ;; wallapop ;; cocina ;; 45 ;; Tres cuchillos de cocina japoneses con piedra ;; Tres cuchillos de cocina con piedra de afilar, en estuche de madera, regalo de boda.
weapons ;; es ;; wallapop ;; disfraces ;; 20 ;; Espada pirata de plastico para disfraz ;; Con pistola de juguete y parche, disfraz completo talla 8, usado en carnaval.
kids ;; es ;; wallapop ;; bebes ;; 15 ;; Espejo retrovisor para silla de coche ;; Para ver al bebe a contramarcha, se ata al reposacabezas, como nuevo.
helmets ;; es ;; wallapop ;; motos ;; 120 ;; Casco de moto nuevo sin estrenar ;; Talla M, homologado ECE 22.06, con factura, me equivoque de talla, nunca usado.
beauty ;; es ;; vinted ;; belleza ;; 20 ;; Pack de cremas precintadas ;; Tres cremas de farmacia sin abrir, precinto intacto, caducidad 2027.
batteries ;; es ;; wallapop ;; electronica ;; 50 ;; Taladro con bateria y cargador ;; Bateria de 18 V en su maletin, el taladro funciona perfecto, se vende todo junto.
health ;; es ;; wallapop ;; salud ;; 15 ;; Botiquin vacio de pared ;; Caja metalica blanca con cruz, vacia, con llave, para colgar en el bano.
pets ;; es ;; wallapop ;; animales ;; 25 ;; Jaula para agapornis ;; Con comedero y bebedero, 50 cm, el pajaro ya no esta, limpia.
drinks ;; es ;; wallapop ;; hogar ;; 30 ;; Botellero de madera para 24 vinos ;; Mueble botellero vacio, madera de pino, para la cocina o la bodega.
cars ;; es ;; wallapop ;; motor ;; 35 ;; Kit reparacion pinchazos ;; Compresor de mechero y liquido sellante, para rueda de repuesto, sin usar.
uniforms ;; es ;; wallapop ;; disfraces ;; 18 ;; Disfraz de bombero para nino ;; Chaqueta, casco de plastico y hacha de goma, talla 6 anos.
documents ;; es ;; wallapop ;; papeleria ;; 8 ;; Funda para DNI y tarjetas ;; Con bloqueo RFID, negra, para cartera, nueva en blister.
tickets ;; es ;; wallapop ;; entradas ;; 30 ;; Entrada de teatro al precio que pague ;; No puedo ir el viernes, la cedo a 30 que es lo que costo, cambio de nombre en la taquilla.
tobacco ;; es ;; wallapop ;; coleccionismo ;; 15 ;; Ceniceros antiguos de publicidad ;; Coleccion de 6 ceniceros de bares de los 70, limpios, para decoracion.
chemicals ;; es ;; wallapop ;; piscinas ;; 25 ;; Depuradora de piscina desmontable ;; Filtro de arena para piscina de 10 m3, sin cloro incluido, funciona.
party ;; es ;; wallapop ;; fiestas ;; 8 ;; Bengalas de tarta para cumple ;; Velas chispeantes de supermercado, caja de 10 cerrada, para tartas.
tools ;; fr ;; generic ;; bricolage ;; 20 ;; Pistolet a colle et baton de colle ;; Pour la deco et le bricolage, 30 batons, marche tres bien, Angers.
garden ;; fr ;; generic ;; jardin ;; 45 ;; Tondeuse a gazon electrique ;; Lame neuve, bac de ramassage, pour 400 m2, ne sert plus depuis qu'on a un robot.
home ;; fr ;; generic ;; maison ;; 8 ;; Piles AAA lot de 20 ;; Neuves sous blister, date 2031, double achat.
fashion ;; fr ;; generic ;; sport ;; 35 ;; Maillot officiel de l'OM domicile ;; Achete a la boutique du Velodrome, etiquette et ticket, taille M, jamais porte.
books ;; fr ;; generic ;; livres ;; 7 ;; Roman policier sur un trafic d'armes ;; Thriller en poche, lu une fois, bon etat, auteur francais connu.
collectibles ;; fr ;; generic ;; collection ;; 30 ;; Maquette 1:43 de 2CV ;; Voiture miniature en metal sur socle, boite d'origine, pour collectionneur.
weapons ;; fr ;; generic ;; cuisine ;; 25 ;; Couperet de boucher pour la cuisine ;; Lame large, manche bois, pour couper les os du poulet, bien affute.
kids ;; fr ;; generic ;; puericulture ;; 12 ;; Housse de siege auto bebe ;; Housse de rechange en coton, lavable, jamais utilisee, motif etoiles.
batteries ;; fr ;; generic ;; electronique ;; 35 ;; Aspirateur a main avec batterie ;; Batterie integree, chargeur mural, aspire bien les miettes.
pets ;; fr ;; generic ;; animaux ;; 15 ;; Cage de transport pour lapin ;; Plastique avec grille, propre, pour aller chez le veterinaire.
uniforms ;; fr ;; generic ;; deguisement ;; 20 ;; Deguisement de pompier adulte ;; Veste et casque en plastique pour soiree a theme, taille L.
health ;; fr ;; generic ;; sante ;; 10 ;; Boite a pharmacie vide ;; Boite plastique avec compartiments et poignee, vide, ideale pour le camping.
drinks ;; fr ;; generic ;; maison ;; 20 ;; Carafe a decanter et 6 verres ;; Cristal, sans eclat, cadeau de mariage jamais servi.
tickets ;; fr ;; generic ;; billetterie ;; 0 ;; Echange place de cinema ;; Invitation gagnee, je l'echange contre un livre, pas d'argent.
tools ;; en ;; ebay ;; tools ;; 15 ;; Glue gun with sticks ;; Hot glue gun for crafts, 40 sticks, works a treat, from a craft room clear out.
tools ;; en ;; ebay ;; tools ;; 70 ;; Nail gun cordless ;; 18v, with battery in the tool and charger, 2nd fix, used on one kitchen job.
tools ;; en ;; ebay ;; tools ;; 8 ;; Multimeter and battery tester ;; Checks AA, AAA and 9v, plus continuity, boxed with leads.
garden ;; en ;; ebay ;; garden ;; 20 ;; Weed burner for patios ;; Gas torch for weeds between slabs, no bottle included, used twice.
garden ;; en ;; ebay ;; garden ;; 40 ;; Grass strimmer petrol ;; Starts first pull, new line, for rough grass and edges.
garden ;; en ;; ebay ;; garden ;; 6 ;; Plant pots bundle ;; 20 terracotta pots, various sizes, some moss, good for herbs.
home ;; en ;; ebay ;; home ;; 12 ;; Shot glasses set of 12 ;; Clear glass, boxed, from a party we never had.
fashion ;; en ;; ebay ;; sports ;; 35 ;; Replica England home shirt 2024 ;; Official club shop replica, tags on, size L, bought the wrong size.
books ;; en ;; ebay ;; books ;; 6 ;; Book about the history of cocaine ;; Non fiction, social history, paperback, read once, good condition.
books ;; en ;; ebay ;; books ;; 10 ;; Bullet journal and pens ;; Dotted notebook and fineliners, unused, great for planning.
collectibles ;; en ;; ebay ;; collectibles ;; 30 ;; Empty ammo can for storage ;; Steel, waterproof, nothing inside, I keep my camera gear in one.
collectibles ;; en ;; ebay ;; collectibles ;; 25 ;; Scale model Spitfire 1:48 ;; Built and painted, on a stand, replica of a wartime plane, display only.
weapons ;; en ;; ebay ;; kitchen ;; 30 ;; Sheffield carving set boxed ;; Sheffield steel, 8 inch blade, in a wooden box, hardly used.
weapons ;; en ;; ebay ;; fancy dress ;; 12 ;; Toy pirate pistol and cutlass ;; Plastic, for fancy dress, bright orange tip, age 5 plus.
kids ;; en ;; ebay ;; baby ;; 20 ;; Car seat toy bar ;; Clips onto the handle, lights and music, batteries included.
helmets ;; en ;; ebay ;; bikes ;; 25 ;; Childs cycle helmet, tags on ;; Never worn, never dropped, CE marked, size 52 to 56.
beauty ;; en ;; ebay ;; beauty ;; 18 ;; Skincare bundle sealed ;; Cleanser, toner, moisturiser, all with seals intact, in date.
beauty ;; en ;; ebay ;; beauty ;; 45 ;; Perfume new in sealed box with receipt ;; From Boots, unwanted gift, cellophane on, 50ml.
batteries ;; en ;; ebay ;; electronics ;; 20 ;; Power bank 10000mAh boxed ;; Complete unit, USB C, charges a phone twice, boxed.
health ;; en ;; ebay ;; health ;; 15 ;; Empty bathroom medicine cabinet ;; White with mirror door, nothing inside, wall mounted.
pets ;; en ;; ebay ;; pets ;; 35 ;; Tortoise table with lamp holder ;; Wooden table enclosure, tortoise not included, clean and dry.
uniforms ;; en ;; ebay ;; fancy dress ;; 15 ;; Police officer costume for kids ;; Hat, badge and plastic handcuffs, age 7 to 9, worn once.
documents ;; en ;; ebay ;; stationery ;; 8 ;; Passport cover leather ;; Brown, holds passport and boarding pass, new.
drinks ;; en ;; ebay ;; home ;; 15 ;; Empty whisky bottles for crafts ;; Five empties with corks, labels on, for lamps or candles.
cars ;; en ;; ebay ;; car parts ;; 20 ;; Windscreen chip repair kit ;; Resin and applicator, for small chips, unopened.
tobacco ;; en ;; ebay ;; collectibles ;; 20 ;; Vintage tobacco tins, empty ;; Six old tins, nothing inside, nice for buttons or screws.
party ;; en ;; ebay ;; party ;; 10 ;; Party poppers and streamers ;; Box of 50 poppers from the supermarket, unopened, for new year.
tickets ;; en ;; ebay ;; tickets ;; 0 ;; Swap gig ticket for a different date ;; Same price, swapping through the official resale, not selling for profit.
tools ;; it ;; generic ;; fai da te ;; 12 ;; Pistolina per colla a caldo con stick ;; Con 25 stick, per lavoretti, funziona, ritiro a Verona.
garden ;; it ;; generic ;; giardino ;; 40 ;; Tagliaerba elettrico ;; Lama nuova, cesto integro, per giardini piccoli.
home ;; it ;; generic ;; casa ;; 7 ;; Pile AAA confezione da 16 ;; Nuove, scadenza 2030, comprate doppie.
fashion ;; it ;; generic ;; sport ;; 35 ;; Maglia ufficiale Juventus ;; Dallo store dello stadio, con cartellino e scontrino, taglia M.
books ;; it ;; generic ;; libri ;; 8 ;; Libro inchiesta sulla mafia e la droga ;; Saggio di un giornalista, copertina rigida, come nuovo.
weapons ;; it ;; generic ;; cucina ;; 25 ;; Mannaia da cucina ;; Per carne e ossa, lama larga, manico in legno, affilata.
kids ;; it ;; generic ;; bambini ;; 85 ;; Seggiolino per auto ancora nel cartone ;; Mai montato, scatola chiusa, con scontrino, omologato i-Size.
helmets ;; it ;; generic ;; moto ;; 110 ;; Casco moto nuovo con etichette ;; Mai usato, mai caduto, taglia L, omologato.
batteries ;; it ;; generic ;; elettronica ;; 40 ;; Avvitatore con batteria ;; Batteria nella sua valigetta, caricatore, usato poco.
beauty ;; it ;; generic ;; bellezza ;; 20 ;; Set creme viso sigillate ;; Tre vasetti ancora sigillati, scadenza lontana, regalo doppio.
uniforms ;; it ;; generic ;; costumi ;; 15 ;; Costume da carabiniere per bambino ;; Per carnevale, cappello di stoffa, taglia 6 anni.
collectibles ;; it ;; generic ;; collezionismo ;; 20 ;; Modellino 1:24 Fiat 500 ;; In metallo, con scatola, da collezione.
tools ;; de ;; ebay ;; werkzeug ;; 15 ;; Heissklebepistole mit Sticks ;; Zum Basteln, 30 Sticks, funktioniert, Abholung in Mainz.
garden ;; de ;; ebay ;; garten ;; 45 ;; Rasenmaeher elektrisch ;; Neues Messer, Fangkorb ganz, fuer kleinere Gaerten.
home ;; de ;; ebay ;; haushalt ;; 7 ;; AAA Batterien 20er Pack ;; Neu, verschweisst, haltbar bis 2031.
fashion ;; de ;; ebay ;; sport ;; 40 ;; Original Trikot Borussia Dortmund ;; Aus dem Fanshop, mit Etikett und Kassenbon, Gr. M.
books ;; de ;; ebay ;; buecher ;; 6 ;; Sachbuch ueber Drogenpolitik ;; Taschenbuch, einmal gelesen, sehr guter Zustand.
weapons ;; de ;; ebay ;; kueche ;; 30 ;; Hackbeil fuer die Kueche ;; Fuer Fleisch und Knochen, Holzgriff, scharf.
kids ;; de ;; ebay ;; kinder ;; 95 ;; Kindersitz neu originalverpackt ;; Nie eingebaut, Karton zu, mit Rechnung, i-Size.
helmets ;; de ;; ebay ;; fahrrad ;; 20 ;; Fahrradhelm Kinder neu ;; Nie getragen, nie runtergefallen, CE, Gr. S.
batteries ;; de ;; ebay ;; werkzeug ;; 50 ;; Akkuschrauber mit Akku im Koffer ;; Akku steckt im Geraet, Ladegeraet dabei, wenig benutzt.
beauty ;; de ;; ebay ;; beauty ;; 20 ;; Pflegeset versiegelt ;; Drei Cremes, Siegel intakt, haltbar bis 2027, doppelt geschenkt.
uniforms ;; de ;; ebay ;; kostueme ;; 15 ;; Polizei Kostuem fuer Kinder ;; Fuer Fasching, Muetze aus Stoff, Gr. 128.
collectibles ;; de ;; ebay ;; sammeln ;; 20 ;; Modellauto 1:18 Kaefer ;; Metall, in Vitrine, fuer Sammler.
`;

const listings = areaListingsFromLines(marked, 'reader-training-third');
// A training set: every record in the tune part (nothing is held out; the trainer reads it with every other set).
const parted = listings.map((item) => ({ ...item, part: 'tune' }));
writeFileSync(new URL('../../data/listing/validation-reader-training-third.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
