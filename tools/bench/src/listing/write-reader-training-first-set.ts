import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-reader-training-first.json: the first TRAINING set for the learned listing reader (issue 19),
 * written by hand on 2026-12-01 by a writer who changes no rule (stop 49, task 49t). It is training data, not a measure: every
 * record is in the `tune` part (nothing is held out) and no bench reads it; the trainer reads it with every other
 * `validation-*.json` (`training/labelled-sets.ts`). Its writer read no rule code, lexicon, brand table or README rules
 * table and no earlier set's records — only the twenty-eighth writer's header and last lines, the line parser
 * (`areaListingsFromLines`), the trainer's set reader (`labelled-sets.ts`), the scorer (evasion-quality.ts), the contract's
 * flag codes and profiles, and issue 19 (and, by a slip of a search, about twenty lines of the oldest evasion generator's
 * item cases, whose wording was not reused; the collision check below compares with every earlier set).
 * Aim: items said WITHOUT the regulated word, which the reader misses most — by purpose, effect or means, by euphemism and
 * each language's slang, by a brand or model name alone with a telling price, by the seller's story (an inheritance,
 * leftovers of a prescription, something found), and by a quantity or condition that makes an allowed thing restricted
 * (a blade length, an opened cosmetic, a child seat or helmet after a knock, loose lithium cells, a tester bottle) — and
 * for every problem a clean twin in similar words and the same language (the same object for an innocent use, sold whole,
 * new or with proof of purchase, or its allowed sibling: an accessory, a costume, a collectable without value).
 * 700 listings: PT 140, ES 140, FR 140, EN 140, IT 70, DE 70; 350 clean twins (50 %), 350 with one problem each
 * (prohibited item 263, restricted item 67, phone 6, off-site payment 6, social handle 4, e-mail 4; by kind item 330,
 * contact and payment 20). Lines come in pairs, the problem first and its twin next. Profiles: olx-pt and vinted (PT),
 * wallapop and vinted (ES), generic and vinted (FR), ebay (EN, DE), generic (IT).
 * Kinds of items, each in four to six languages: bladed, disguised, throwing and electric weapons, weapon parts and
 * sound moderators, realistic replicas, defence sprays, crossbows, ammunition; prescription, sleeping, diet and
 * performance drugs, recreational drugs and their seeds, supplements with healing claims; animals without identification
 * or taken from the wild and protected animal parts; tobacco brought from abroad, nicotine vapes, home-distilled spirits;
 * fireworks, banned pesticides, unlabelled chemicals; recalled goods; worn underwear, sexual services, used intimate
 * goods; personal data lists, streaming and game accounts with their login, resold licence keys, pirated TV; found,
 * locked and unexplained goods; licences and diplomas without the exam, plates, current uniforms; counterfeits said every
 * way (by factory, grade, likeness, denial of originality, a famous model at a tiny price); testers and free samples;
 * opened cosmetics; child seats and helmets after a knock or without approval; loose lithium cells; deceiving services
 * (work submitted as one's own, paid reviews, lent bank accounts, a registered address without living there, leaked exam
 * papers, pre-registered SIM cards); emission, odometer and speed cheats and keyless-theft tools; tickets resold above
 * face value, discounted gift cards, imitation banknotes; several items in one listing, one of them a problem.
 * Areas (30, a general marketplace's categories): health, weapons, hunting, pets, collectibles, tobacco, food-drink,
 * party, garden, home, kids, motorbikes, adult, data, games, computers, audio, phones, bikes, tools, services, cars,
 * shoes, watches, fashion, jewellery, beauty, tickets, books, contact; a pair shares its area.
 * Written as sellers write on the big second-hand sites: short and long, missing accents, typos, capitals, emoji, prices,
 * hand-over and shipping talk.
 * Label policy: the twenty-eighth's (a careful moderator of a general European marketplace): prohibited — counterfeits,
 * switchblades, butterfly knives, knuckle-dusters, throwing stars, zombie knives, electric-shock weapons, sound
 * moderators and gun parts without papers, prescription, diet and performance medicines, recreational drugs and their
 * seeds, animals without identification or from the wild and protected animal parts, tobacco and nicotine products sold
 * privately, fireworks, banned pesticides, recalled goods, emission, odometer and speed cheats, theft tools, sexual
 * services and worn underwear, personal data, accounts with credentials, pirated TV, resold licence keys, goods found or
 * of unexplained origin, current uniforms, forged or bought papers and plates, testers and not-for-resale samples,
 * imitation banknotes and deceiving services; restricted — fixed-blade hunting knives and long sharp blades, realistic
 * replicas, crossbows with hunting points, defence sprays, ammunition, home-made spirits, unlabelled hazardous chemicals,
 * supplements sold with healing claims, used intimate goods, opened cosmetics, second-hand child seats and helmets after
 * a knock or without approval, and loose lithium cells. Contact, links and payment moved off the site are labelled where
 * asked for; the site's chat, payment and shipping and cash at a hand-over are clean.
 * Borderline decisions, stated: a ticket resold above the price paid is prohibited (resale at a profit is unlawful in
 * several of these countries), the same ticket at face value through the official exchange clean; a gift card sold at a
 * discount is restricted, used cards for collectors clean; a supplement sold with a healing claim is restricted, the
 * device or book about the same illness clean; withdrawn banknotes for collectors are clean.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as `{{code|text}}`
 * (`areaListingsFromLines`), marking the words that carry the problem.
 * Collisions: a scratch check (deleted) loaded every earlier `data/listing/validation-*.json` (26,860 titles and
 * descriptions) and compared each of this set's 1,400 titles and descriptions, case- and accent-folded, exactly and by
 * any shared 40-character window, printing only this set's strings: first 66 collided (63 short titles exactly, 3
 * descriptions by a window), then 1 (a rewritten title); each was rewritten in this writer's words, and 0 collide in the
 * written set. Later checked the same way against the twenty-ninth and ninth innocent sets, written at the same time:
 * 9 titles collided exactly and were rewritten, and 0 collide.
 * Written: `node --conditions=@circular/source tools/bench/src/listing/write-reader-training-first-set.ts`.
 */

const marked = `
health ;; pt ;; olx-pt ;; saude ;; 25 ;; Comprimidos p/ estudar 🧠 ;; Epoca de exames? {{prohibited_item|isto mantem-te acordado a noite toda sem sono, 30 comprimidos, so uso com receita mas sobrou-me}}. Entrego em Coimbra.
health ;; pt ;; olx-pt ;; casa ;; 25 ;; Candeeiro p/ estudar 🧠 ;; Epoca de exames? Luz branca que te mantem acordado e concentrado, braco articulado, entrada USB. Entrego em Coimbra.
health ;; pt ;; olx-pt ;; saude ;; 10 ;; sobras da farmacia ;; {{prohibited_item|Caixa de comprimidos para dormir que a minha mae deixou de tomar}}, ainda faltam 2 anos para a validade. Tambem tenho uns xaropes.
health ;; pt ;; olx-pt ;; saude ;; 10 ;; almofada para dormir melhor ;; Almofada cervical que a minha mae deixou de usar, viscoelastica, capa lavavel. Ajuda mesmo a dormir.
health ;; pt ;; olx-pt ;; saude ;; 8 ;; Resto de antibiotico da garganta ;; {{prohibited_item|Sobrou meia caixa do antibiotico da garganta}}, 500mg, fecha a 14 dias. Pra quem precisar e nao tiver tempo de ir ao medico.
health ;; pt ;; olx-pt ;; saude ;; 8 ;; Kit primeiros socorros que sobrou ;; Sobrou do campismo: pensos, ligaduras, compressas e tesoura numa bolsa vermelha. Para quem precisar no carro.
health ;; pt ;; olx-pt ;; saude ;; 35 ;; Emagrece JA!!! resultados garantidos ;; {{prohibited_item|Capsulas que tiram a fome, perdi 9 kg num mes}}, vem do Brasil, nao se vende ca. Ultimas 3 embalagens.
health ;; pt ;; olx-pt ;; desporto ;; 35 ;; Balanca inteligente resultados garantidos ;; Balanca de casa de banho que mede gordura e musculo, liga ao telemovel. Perdi 9 kg a seguir o plano da app.
health ;; pt ;; olx-pt ;; desporto ;; 60 ;; ciclo completo p ganhos rapidos 💪 ;; {{prohibited_item|Ampolas injetaveis para crescer rapido no ginasio, 10ml}}, bloco de 8 semanas, nao tenho tempo para treinar. So entregas em maos.
health ;; pt ;; olx-pt ;; desporto ;; 60 ;; proteina whey p ganhos 💪 ;; Whey isolada 2kg sabor baunilha, selada, validade 2027. Nao tenho tempo para treinar. So entregas em maos.
health ;; pt ;; olx-pt ;; jardim ;; 20 ;; Verdinha boa do norte 🌿 ;; {{prohibited_item|Flores secas para fumar, 5g, apanhadas este verao}}, cheiro forte. Pagamento na entrega, discricao.
health ;; pt ;; olx-pt ;; jardim ;; 20 ;; Ervas aromaticas do norte 🌿 ;; Oregaos e tomilho secos, 50g de cada, apanhados este verao na horta. Cheiro forte, otimo para grelhados.
health ;; pt ;; olx-pt ;; saude ;; 40 ;; Suplemento natural diabetes ;; Produto natural que {{restricted_item|controla o acucar no sangue e deixa de precisar da insulina}}, a minha tia deixou a medicacao. 60 capsulas.
health ;; pt ;; olx-pt ;; livros ;; 12 ;; Livro receitas diabetes ;; Livro de receitas para quem tem diabetes, sobremesas sem acucar, a minha tia adorou. Como novo.
weapons ;; pt ;; olx-pt ;; desporto ;; 45 ;; Balisong aco inox ;; {{prohibited_item|Abre com um movimento de pulso}}, cabo aluminio, otimo para treinar truques. Nunca usado.
weapons ;; pt ;; olx-pt ;; casa ;; 45 ;; Faca santoku aco inox ;; Corta legumes com um movimento, cabo de madeira, otimo para quem cozinha muito. Nunca usada.
hunting ;; pt ;; olx-pt ;; caca ;; 55 ;; Faca de mato do meu falecido pai ;; {{restricted_item|Lamina fixa de 23 cm, bainha de cabedal}}, usava nas montarias. Esta afiada, vendo pois ninguem caca na familia.
hunting ;; pt ;; olx-pt ;; caca ;; 55 ;; Canivete do meu falecido pai ;; Canivete dobravel pequeno com lamina de 6 cm, saca-rolhas e abre-latas. Guardo outras recordacoes, este vendo.
weapons ;; pt ;; olx-pt ;; colecao ;; 18 ;; pisa papeis 4 dedos metal ;; Peca de metal macico {{prohibited_item|para encaixar os dedos, bom para defesa pessoal}}, cromado. Entrego no Porto.
weapons ;; pt ;; olx-pt ;; colecao ;; 18 ;; pisa papeis metal ;; Peca de latao macico em forma de concha, pesa 400g, otimo para a secretaria. Entrego no Porto.
hunting ;; pt ;; olx-pt ;; caca ;; 90 ;; Moderador p/ carabina 22 ;; {{prohibited_item|Tubo que abafa o disparo}}, rosca 1/2, sem papeis. Funciona perfeitamente, so mudei de arma.
hunting ;; pt ;; olx-pt ;; caca ;; 90 ;; Abafadores p/ carreira de tiro ;; Protecao auditiva eletronica que abafa o disparo e deixa ouvir as vozes. Funciona perfeitamente, so mudei de modelo.
weapons ;; pt ;; olx-pt ;; desporto ;; 120 ;; Glock airsoft igual a real ;; {{restricted_item|Sem ponta laranja, parece verdadeira}}, gas, 2 carregadores. Ideal para cenarios.
weapons ;; pt ;; olx-pt ;; brinquedos ;; 12 ;; Pistola de agua grande p/ piscina ;; Pistola de agua de pressao, deposito de 1 litro, cor laranja e azul. Ideal para a piscina.
weapons ;; pt ;; olx-pt ;; desporto ;; 30 ;; Lanterna de defesa ;; Lanterna tatica que {{prohibited_item|da choque de alta voltagem}}, recarregavel, cabe na mala. Para andar descansada a noite.
weapons ;; pt ;; olx-pt ;; desporto ;; 30 ;; Lanterna tatica ;; Lanterna LED de aluminio, zoom, recarregavel, cabe na mala. Para andar descansada a noite com o cao.
weapons ;; pt ;; olx-pt ;; desporto ;; 15 ;; spray para andar segura ;; {{restricted_item|Spray de pimenta 50ml}} para defesa, nunca disparado. Mando pelos CTT.
weapons ;; pt ;; olx-pt ;; desporto ;; 15 ;; alarme para andar segura ;; Alarme pessoal de porta-chaves, 130 dB quando se puxa o pino. Mando pelos CTT.
weapons ;; pt ;; olx-pt ;; desporto ;; 150 ;; Besta com pontas de caca ;; {{restricted_item|Besta 175 lbs com 6 virotes de ponta larga}}, mira incluida. Levantar em Braga.
weapons ;; pt ;; olx-pt ;; desporto ;; 150 ;; Arco recurvo com alvo ;; Arco recurvo de iniciacao 20 lbs com 6 flechas de ponta romba e alvo de palha. Levantar em Braga.
pets ;; pt ;; olx-pt ;; animais ;; 150 ;; Cachorrinhos de raca prontos a sair ;; Pais no local, {{prohibited_item|sem chip nem boletim, por isso o preco}}. Comem sozinhos. 🐶
pets ;; pt ;; olx-pt ;; animais ;; 150 ;; Parque para cachorrinhos ;; Cercado metalico de 8 paineis, dobravel. Usado quando os nossos eram pequenos. 🐶
pets ;; pt ;; olx-pt ;; animais ;; 40 ;; pintassilgo macho cantador ;; {{prohibited_item|Apanhado no campo este ano}}, canta muito bem, com gaiola. Nao envio.
pets ;; pt ;; olx-pt ;; animais ;; 40 ;; gaiola para passaros cantadores ;; Gaiola de arame com comedouro e bebedouro, bem conservada, cabem 2 passaros. Nao envio.
collectibles ;; pt ;; olx-pt ;; antiguidades ;; 300 ;; Peca entalhada de dente antigo ;; {{prohibited_item|Presa de elefante trabalhada}} que veio de Mocambique com o meu avo. Sem papeis.
collectibles ;; pt ;; olx-pt ;; antiguidades ;; 300 ;; Peca entalhada de madeira antiga ;; Elefante de pau-preto trabalhado a mao que veio de Mocambique com o meu avo. 30 cm.
collectibles ;; pt ;; olx-pt ;; decoracao ;; 80 ;; coruja embalsamada ;; {{prohibited_item|Mocho-galego embalsamado}} em tronco, muito realista. Otimo para decoracao de quinta.
collectibles ;; pt ;; olx-pt ;; decoracao ;; 80 ;; coruja em ceramica ;; Mocho em ceramica pintada a mao em tronco, muito realista. Otimo para decoracao de quinta.
tobacco ;; pt ;; olx-pt ;; outros ;; 30 ;; volumes de Andorra ;; {{prohibited_item|Tabaco de enrolar em volumes, trazido de Andorra}}, varias marcas. Mais barato que no quiosque.
tobacco ;; pt ;; olx-pt ;; colecao ;; 30 ;; latas de tabaco antigas ;; Latas de tabaco antigas vazias, dos anos 50, varias marcas. Boas para colecao ou guardar botoes.
tobacco ;; pt ;; olx-pt ;; outros ;; 12 ;; puffs 20mg varios sabores 💨 ;; {{prohibited_item|Descartaveis com nicotina, 6000 puffs}}, caixa fechada de 10, manga gelo e morango.
tobacco ;; pt ;; olx-pt ;; casa ;; 12 ;; difusor aromas varios sabores 💨 ;; Difusor ultrassonico com luz, 300ml, e 6 oleos de manga, morango e lavanda.
food-drink ;; pt ;; olx-pt ;; outros ;; 25 ;; aguardente do avo 5L ;; {{restricted_item|Bagaco feito em casa no alambique do avo}}, garrafao de 5 litros, forte. So entrego em maos.
food-drink ;; pt ;; olx-pt ;; casa ;; 25 ;; garrafao do avo 5L ;; Garrafao de vidro antigo empalhado, 5 litros, vazio e lavado. Fica bonito com luzes. So entrego em maos.
party ;; pt ;; olx-pt ;; outros ;; 50 ;; sobras da passagem de ano 🎆 ;; {{prohibited_item|Baterias de foguetes de 100 tiros e petardos}}, guardados em sitio seco. Nao envio pelo correio.
party ;; pt ;; olx-pt ;; festas ;; 50 ;; sobras da festa de passagem de ano 🎆 ;; Cortinas de luzes LED, chapeus, cornetas e confetis guardados em sitio seco. Nao envio pelo correio.
garden ;; pt ;; olx-pt ;; jardim ;; 20 ;; Mata ervas forte de antigamente ;; {{prohibited_item|Herbicida que ja nao se vende, mata tudo}}, 1 litro, sobra de uma quinta. Entrego em Viseu.
garden ;; pt ;; olx-pt ;; jardim ;; 20 ;; Adubo forte para horta ;; Adubo organico granulado, 10 kg, sobra de uma quinta. Entrego em Viseu.
home ;; pt ;; olx-pt ;; casa ;; 15 ;; Termometro antigo de vidro ;; Tenho tambem {{restricted_item|um frasquinho com mercurio liquido}} que veio dos termometros partidos, e para quem faz experiencias.
home ;; pt ;; olx-pt ;; casa ;; 15 ;; Termometro digital de ouvido ;; Termometro infravermelho de ouvido, mede em 1 segundo, com tampas. Para quem tem criancas.
kids ;; pt ;; olx-pt ;; bebe ;; 70 ;; Carrinho de passeio leve ;; Carrinho de passeio dobravel. {{prohibited_item|A marca mandou recolher este modelo por causa do fecho, mas o nosso nunca deu problema}}.
kids ;; pt ;; olx-pt ;; bebe ;; 70 ;; Carrinho de passeio leve novo ;; Carrinho de passeio dobravel, comprado novo em 2024 com fatura, fecho com uma mao. Nunca deu problema.
kids ;; pt ;; olx-pt ;; bebe ;; 35 ;; Cadeirinha auto grupo 1 c/ isofix ;; {{restricted_item|Estava no carro quando tivemos um toque}}, por fora nao tem nada. Isofix.
kids ;; pt ;; olx-pt ;; bebe ;; 35 ;; Capa para cadeira auto grupo 1 ;; Capa de verao em algodao para cadeira auto, lavavel, nunca usada. Serve na maioria das isofix.
kids ;; pt ;; olx-pt ;; desporto ;; 25 ;; capacete bicicleta crianca c/ pancada ;; {{restricted_item|Levou uma pancada numa queda mas nao tem rachas}}. Tamanho S.
kids ;; pt ;; olx-pt ;; desporto ;; 25 ;; capacete bicicleta crianca NOVO ;; Novo com etiquetas, norma EN 1078, tamanho S, ajuste rotativo.
adult ;; pt ;; vinted ;; roupa ;; 15 ;; cuecas usadas 🔥 ;; {{prohibited_item|Usadas por mim varios dias, vao no saco com o meu cheiro}}. Faco fotos personalizadas.
adult ;; pt ;; vinted ;; roupa ;; 15 ;; cuecas novas 🔥 ;; Pack de 3 cuecas de renda, novas com etiqueta, tamanho S. Nao servem, comprei o tamanho errado.
adult ;; pt ;; olx-pt ;; servicos ;; 60 ;; massagem relaxante ao domicilio ;; Massagista simpatica, {{prohibited_item|com final feliz}}, atendo homens em hotel ou casa. Discricao total.
adult ;; pt ;; olx-pt ;; servicos ;; 40 ;; massagem desportiva ao domicilio ;; Fisioterapeuta com cedula, massagem desportiva e drenagem linfatica em casa. Fatura com NIF.
data ;; pt ;; olx-pt ;; servicos ;; 100 ;; Base de dados clientes ;; {{prohibited_item|Lista com 8000 nomes, telemoveis e moradas de clientes de ginasios}}, em Excel. Otimo para vendas.
data ;; pt ;; olx-pt ;; livros ;; 10 ;; Base de receitas em Excel ;; Lista com 800 receitas portuguesas organizadas por ingredientes, em Excel e PDF. Otimo para quem cozinha.
data ;; pt ;; olx-pt ;; informatica ;; 5 ;; Netflix premium 1 ano ;; {{prohibited_item|Dou o email e a password da conta, 4 ecras}}, pagas uma vez e ficas com ela o ano todo.
data ;; pt ;; olx-pt ;; informatica ;; 25 ;; Chromecast com Netflix ;; Chromecast com comando, ligas a TV e entras na tua conta Netflix. Com caixa.
games ;; pt ;; olx-pt ;; jogos ;; 200 ;; Conta fortnite skins raras ;; {{prohibited_item|Conta com 300 skins, mudo o email para o teu}}, tem a Black Knight. Entrega imediata.
games ;; pt ;; olx-pt ;; jogos ;; 200 ;; PS5 com jogos em disco ;; Consola com 2 comandos e 5 jogos em disco, tudo original. Entrega em maos em Lisboa.
computers ;; pt ;; olx-pt ;; informatica ;; 5 ;; Windows 11 Pro ativacao ;; {{prohibited_item|Chave de ativacao enviada por mensagem em 5 min}}, vitalicia, tambem tenho Office.
computers ;; pt ;; olx-pt ;; informatica ;; 250 ;; Portatil com Windows 11 Pro ;; Portatil com Windows ativado de origem, etiqueta no fundo, 16GB RAM, Office pago por mim.
audio ;; pt ;; olx-pt ;; tv ;; 40 ;; Box TV com tudo 📺 ;; {{prohibited_item|Lista com todos os canais de desporto e filmes, sem mensalidade}}, ja configurada, 12 meses.
audio ;; pt ;; olx-pt ;; tv ;; 40 ;; Box TV android 📺 ;; Box Android 4K com Netflix, YouTube e Disney+ (cada um com a tua conta). Ja configurada.
phones ;; pt ;; olx-pt ;; telemoveis ;; 80 ;; iphone 13 encontrado ;; {{prohibited_item|Encontrei no autocarro, pede o codigo do dono}}, ecra perfeito. Vende-se para pecas.
phones ;; pt ;; olx-pt ;; telemoveis ;; 380 ;; iphone 13 reposto ;; Reposto de fabrica, saiu da minha conta, com fatura da Worten e caixa. Ecra perfeito.
bikes ;; pt ;; olx-pt ;; bicicletas ;; 150 ;; BTT quase nova barata ;; Tenho 3 iguais. {{prohibited_item|Sem fatura nem papeis, nao facam perguntas}}, quem vier primeiro leva.
bikes ;; pt ;; olx-pt ;; bicicletas ;; 450 ;; BTT quase nova ;; Comprada em 2023, com fatura e numero de quadro registado. Revisao feita, quem vier primeiro leva.
tools ;; pt ;; olx-pt ;; ferramentas ;; 120 ;; Lote ferramentas da obra ;; Berbequim, rebarbadora, martelo. {{prohibited_item|Vieram da obra, ninguem deu pela falta, raspei a marcacao da empresa}}.
tools ;; pt ;; olx-pt ;; ferramentas ;; 120 ;; Lote ferramentas da oficina ;; Berbequim, rebarbadora, martelo. Fechei a minha oficina, tenho faturas de tudo.
services ;; pt ;; olx-pt ;; servicos ;; 400 ;; Carta sem exame ;; {{prohibited_item|Tratamos da tua carta de conducao sem ires a exame}}, 100% legal, entrega em 3 semanas.
services ;; pt ;; olx-pt ;; livros ;; 10 ;; Livro codigo da estrada ;; Livro de preparacao para o exame de codigo, com 30 testes resolvidos. Passei a primeira.
services ;; pt ;; olx-pt ;; servicos ;; 80 ;; Certificados e diplomas ;; {{prohibited_item|Diploma de licenciatura com o teu nome e selo da universidade}}, papel igual ao verdadeiro.
services ;; pt ;; olx-pt ;; casa ;; 8 ;; Moldura para diplomas ;; Moldura A4 em madeira para pendurar o diploma de licenciatura. Vidro incluido.
cars ;; pt ;; olx-pt ;; auto ;; 60 ;; Par de matriculas ;; {{prohibited_item|Matriculas verdadeiras de um carro abatido}}, dao para qualquer carro. Envio discreto.
cars ;; pt ;; olx-pt ;; decoracao ;; 20 ;; Placa decorativa estilo matricula ;; Placa de parede estilo americano com o teu nome, em aluminio, so para decoracao.
services ;; pt ;; olx-pt ;; roupa ;; 90 ;; Farda completa atual ;; {{prohibited_item|Farda da GNR em uso, com divisas e insignias}}, tamanho L. Era de um familiar.
services ;; pt ;; olx-pt ;; roupa ;; 15 ;; Fato de policia carnaval ;; Disfarce de policia para crianca 8 anos, com bone e algemas de plastico.
shoes ;; pt ;; vinted ;; calcado ;; 60 ;; Jordan 1 mocha ;; {{prohibited_item|Sao da mesma fabrica das originais, ninguem nota a diferenca}}. 42, caixa incluida.
shoes ;; pt ;; vinted ;; calcado ;; 160 ;; Jordan 1 mocha originais ;; Compradas na loja oficial, tenho o talao. 42, caixa incluida, usadas 3 vezes.
watches ;; pt ;; olx-pt ;; relogios ;; 45 ;; Submariner automatico ;; {{prohibited_item|Submariner por 45 euros}}, automatico, pesado, vidro safira. Envio com fotos.
watches ;; pt ;; olx-pt ;; relogios ;; 45 ;; Casio de mergulho ;; Casio Duro 200 m, quartzo, bracelete em borracha, como novo. Envio com fotos.
fashion ;; pt ;; vinted ;; malas ;; 70 ;; Mala estilo LV ;; {{prohibited_item|Com o monograma igual, espelho da original}}, nao tem caixa. Nunca usada.
fashion ;; pt ;; vinted ;; malas ;; 70 ;; Mala castanha ;; Em pele, sem marca, feita em Portugal, com alca comprida. Nunca usada.
fashion ;; pt ;; vinted ;; desporto ;; 20 ;; camisola benfica versao tailandesa ;; {{prohibited_item|Versao tailandesa}}, emblema bordado, tamanho M. Tenho do Porto e Sporting.
fashion ;; pt ;; vinted ;; desporto ;; 55 ;; camisola benfica loja do clube ;; Comprada na loja oficial do estadio com etiqueta, tamanho M. Tenho tambem a alternativa.
beauty ;; pt ;; vinted ;; perfumes ;; 40 ;; Perfume 100ml caixa branca ;; {{prohibited_item|Vem em caixa branca, sem tampa, diz no fundo que nao e para venda}}. Cheiro igual ao da loja.
beauty ;; pt ;; vinted ;; perfumes ;; 70 ;; Perfume 100ml caixa selada ;; Vem na caixa original selada, com celofane, recebi de presente. Cheiro que nao e para mim.
beauty ;; pt ;; vinted ;; perfumes ;; 12 ;; lote miniaturas perfumaria ;; {{prohibited_item|25 amostras das que dao na perfumaria ao balcao}}, varias marcas, 1,5ml cada.
beauty ;; pt ;; vinted ;; perfumes ;; 12 ;; lote frascos de viagem ;; 25 frascos de viagem vazios de 5ml com atomizador, para encher com o teu perfume.
beauty ;; pt ;; vinted ;; maquilhagem ;; 18 ;; base fenty quase cheia ;; {{restricted_item|Usei 3 vezes, nao e o meu tom}}, ainda tem 90%. Tom 220.
beauty ;; pt ;; vinted ;; maquilhagem ;; 25 ;; base fenty selada ;; Nunca aberta, ainda com pelicula, nao e o meu tom. Tom 220.
computers ;; pt ;; olx-pt ;; eletronica ;; 20 ;; Baterias 18650 tiradas de portatil ;; {{restricted_item|24 celulas de litio soltas, sem protecao}}, boas para projetos. Envio por correio.
computers ;; pt ;; olx-pt ;; eletronica ;; 20 ;; Powerbank 20000mAh ;; Powerbank completa na caixa original, carregamento rapido, duas saidas. Envio por correio.
services ;; pt ;; olx-pt ;; servicos ;; 150 ;; Trabalhos e teses 🎓 ;; {{prohibited_item|Escrevo o teu trabalho de mestrado e entregas como sendo teu}}, sem plagio detetado. Rapido.
services ;; pt ;; olx-pt ;; servicos ;; 15 ;; Explicacoes e teses 🎓 ;; Ajudo a organizar a bibliografia e revejo a estrutura da tua tese de mestrado, 15 euros a hora.
services ;; pt ;; olx-pt ;; servicos ;; 50 ;; avaliacoes 5 estrelas ;; {{prohibited_item|Ponho 50 comentarios positivos no google do teu restaurante}}, contas diferentes.
services ;; pt ;; olx-pt ;; servicos ;; 50 ;; menus para restaurante ;; Desenho o menu do teu restaurante com fotos dos pratos, impressao em papel grosso.
tickets ;; pt ;; olx-pt ;; bilhetes ;; 180 ;; 2 bilhetes concerto Coldplay ;; {{prohibited_item|Paguei 75 cada, vendo a 180 cada}}, plateia em pe. Quem quiser que seja rapido.
tickets ;; pt ;; olx-pt ;; bilhetes ;; 75 ;; 2 bilhetes concerto ao preco de custo ;; Paguei 75 cada e vendo a 75 cada, mudo o nome do titular no site oficial dos bilhetes. Nao posso ir.
tickets ;; pt ;; olx-pt ;; outros ;; 70 ;; Cartao oferta Fnac 100€ ;; {{restricted_item|Vendo cartao presente de 100 euros por 70}}, nao gosto de nada la.
tickets ;; pt ;; olx-pt ;; colecao ;; 10 ;; Cartoes telefonicos antigos ;; 40 cartoes da PT usados, ja sem saldo, para colecionadores. Varios desenhos.
collectibles ;; pt ;; olx-pt ;; colecao ;; 20 ;; notas de filme parecem verdadeiras ;; {{prohibited_item|Maco de notas de 50 euros a imitar as reais}}, mesmo tamanho e cor. Para videos e partidas.
collectibles ;; pt ;; olx-pt ;; colecao ;; 20 ;; notas de escudos antigas ;; Maco de notas antigas de 100 escudos, fora de circulacao, bom estado. Para colecionadores.
cars ;; pt ;; olx-pt ;; auto ;; 90 ;; Emulador Adblue passa inspecao ;; {{prohibited_item|Desliga o sistema e o carro passa na inspecao sem luz no painel}}. Camioes e ligeiros.
cars ;; pt ;; olx-pt ;; auto ;; 12 ;; AdBlue bidao 10L selado sobrou ;; Bidao de AdBlue 10 litros selado, sobrou da ultima revisao. Passa na inspecao sem problemas.
cars ;; pt ;; olx-pt ;; auto ;; 150 ;; Ferramenta acerto de km ;; {{prohibited_item|Baixa os quilometros do painel pela ficha OBD}}, compativel com varias marcas.
cars ;; pt ;; olx-pt ;; auto ;; 25 ;; Leitor OBD2 bluetooth ;; Le os erros do motor pela ficha OBD e mostra no telemovel, compativel com varias marcas.
bikes ;; pt ;; olx-pt ;; bicicletas ;; 35 ;; chip para bicicleta eletrica ;; {{prohibited_item|Tira o limite dos 25 km/h, chegas aos 45}}, nao se nota por fora. Para motor central.
bikes ;; pt ;; olx-pt ;; bicicletas ;; 35 ;; conta-quilometros bicicleta eletrica ;; Ecra com velocidade e bateria, limitado aos 25 km/h de origem. Para motor central.
cars ;; pt ;; olx-pt ;; auto ;; 200 ;; caixa para carros keyless ;; {{prohibited_item|Apanha o sinal da chave dentro de casa e abre o carro}}, para profissionais.
cars ;; pt ;; olx-pt ;; auto ;; 10 ;; bolsa para chaves keyless ;; Bolsa que bloqueia o sinal da chave dentro de casa, para ninguem abrir o carro.
services ;; pt ;; olx-pt ;; servicos ;; 300 ;; Empresto conta bancaria ;; {{prohibited_item|Recebes transferencias na minha conta e eu passo-te o dinheiro}}, fico com 10%.
services ;; pt ;; olx-pt ;; servicos ;; 30 ;; Ajuda com contabilidade ;; Organizo as tuas transferencias e faturas para o IRS, com recibo verde.
phones ;; pt ;; olx-pt ;; telemoveis ;; 15 ;; cartoes SIM ativos ;; {{prohibited_item|Cartoes ja registados em nome de outra pessoa}}, prontos a usar, lote de 5.
phones ;; pt ;; olx-pt ;; telemoveis ;; 5 ;; cartao SIM novo ;; Cartao pre-pago selado da operadora, registas em teu nome na loja.
books ;; pt ;; olx-pt ;; livros ;; 30 ;; exame nacional matematica ;; {{prohibited_item|Tenho as perguntas do exame deste ano antes do dia}}, PDF por mensagem.
books ;; pt ;; olx-pt ;; livros ;; 10 ;; exames nacionais matematica ;; Livro com os exames dos anos anteriores e resolucoes. Usado um ano, sem riscos.
hunting ;; pt ;; olx-pt ;; caca ;; 250 ;; Cano e culatra de cacadeira ;; {{prohibited_item|Pecas de cacadeira cal. 12 sem livrete}}, dao para montar. Entrego em maos.
hunting ;; pt ;; olx-pt ;; caca ;; 250 ;; Armario para cacadeiras ;; Cofre metalico para 3 armas com fechadura e chave, fixa a parede. Entrego em maos.
home ;; pt ;; olx-pt ;; casa ;; 60 ;; Lote mudanca casa ;; Sofa 2 lugares, candeeiro de pe e {{prohibited_item|uma faca de borboleta}} que estava na gaveta. Tudo junto.
home ;; pt ;; olx-pt ;; casa ;; 60 ;; Lote mudanca casa completo ;; Sofa 2 lugares, candeeiro de pe e um faqueiro que estava na gaveta. Tudo junto.
jewellery ;; pt ;; vinted ;; joias ;; 30 ;; Pulseira tipo cartier love ;; {{prohibited_item|Com o parafuso e a gravacao igual}}, nao e ouro mas ninguem sabe. Com caixa vermelha.
jewellery ;; pt ;; vinted ;; joias ;; 30 ;; Pulseira rigida dourada ;; Pulseira de aco inox dourado sem marca, fecho de mola. Com bolsa de veludo.
fashion ;; pt ;; olx-pt ;; roupa ;; 40 ;; Casaco north face ;; {{prohibited_item|Replica de qualidade top AAA}} com logotipo bordado, tamanho L.
fashion ;; pt ;; olx-pt ;; roupa ;; 90 ;; Casaco north face original ;; Comprado na Sport Zone, com etiqueta interior e talao, tamanho L.
contact ;; pt ;; olx-pt ;; telemoveis ;; 150 ;; Samsung A54 como novo ;; Bateria a 95%. Duvidas liga {{contact_phone|nove um dois, tres quatro cinco, 678 90 1}}, atendo ate as 22h.
contact ;; pt ;; olx-pt ;; telemoveis ;; 150 ;; Samsung A54 como novo ✔️ ;; Bateria a 95%. Duvidas manda mensagem aqui pelo chat da OLX, respondo ate as 22h.
contact ;; pt ;; olx-pt ;; moveis ;; 80 ;; Mesa jantar carvalho extensivel MB ;; Pagamento {{off_platform_payment|so por MB WAY antes de marcar a recolha}}. Carvalho, 6 lugares.
contact ;; pt ;; olx-pt ;; moveis ;; 80 ;; Mesa jantar extensivel ;; Paga-se em notas no dia em que a levar. Carvalho, 6 lugares, abre para 8.
contact ;; pt ;; vinted ;; roupa ;; 25 ;; Vestido festa azul-marinho curto ;; Mais fotos no {{social_handle|insta @ana_closet.pt}}, tamanho 36, usado uma vez.
contact ;; pt ;; vinted ;; roupa ;; 25 ;; Vestido festa azul ;; Mais fotos nos meus outros anuncios, tamanho 36, usado uma vez num casamento.
contact ;; pt ;; olx-pt ;; informatica ;; 300 ;; MacBook Air 2020 ;; Envio orcamento para {{contact_email|rui ponto lopes arroba gmail ponto com}}. M1, 8GB.
contact ;; pt ;; olx-pt ;; informatica ;; 300 ;; MacBook Air 2020 M1 ;; Envio com a entrega da OLX. M1, 8GB, carregador original, bateria 88%.
health ;; es ;; wallapop ;; salud ;; 30 ;; pastillas para selectividad ;; {{prohibited_item|Te quitan el sueño y aguantas estudiando 20 horas}}, me las recetaron y me sobraron 2 blisters.
health ;; es ;; wallapop ;; hogar ;; 30 ;; flexo para selectividad ;; Te quita el cansancio de la vista y aguantas estudiando horas, luz calida regulable.
health ;; es ;; wallapop ;; salud ;; 12 ;; lo que sobro de la farmacia ;; {{prohibited_item|Orfidal y unas pastillas para la ansiedad que ya no tomo}}, cajas casi llenas.
health ;; es ;; wallapop ;; salud ;; 12 ;; lo que sobro del botiquin ;; Tiritas, gasas, vendas y un termometro que ya no uso, todo en una caja metalica.
health ;; es ;; wallapop ;; salud ;; 40 ;; quemagrasas brutal 🔥 ;; {{prohibited_item|Capsulas para adelgazar que no se venden en farmacia, 7 kilos en 3 semanas}}. Quedan 4 botes.
health ;; es ;; wallapop ;; deporte ;; 40 ;; comba y esterilla 🔥 ;; Para quemar grasa en casa: comba con contador y esterilla de 1 cm. Yo baje 7 kilos en 3 meses.
health ;; es ;; wallapop ;; deporte ;; 70 ;; pack volumen gym ;; {{prohibited_item|Viales de testo y pastis para ciclo de 10 semanas}}, traidos de fuera. Solo en mano.
health ;; es ;; wallapop ;; deporte ;; 35 ;; pack volumen gym creatina ;; Creatina monohidrato 500 g y batidora, precintada, caduca 2027. Solo en mano.
health ;; es ;; wallapop ;; jardin ;; 25 ;; cogollos de mi terraza ;; {{prohibited_item|Maria de cosecha propia, 10 gramos bien curada}}, huele que alucinas. Discrecion.
health ;; es ;; wallapop ;; jardin ;; 25 ;; esquejes de mi terraza ;; Esquejes de potus y monstera de cosecha propia, 10 unidades bien enraizadas.
health ;; es ;; wallapop ;; jardin ;; 15 ;; semillas de coleccion autoflorecientes ;; {{prohibited_item|Semillas feminizadas de maria}}, 10 unidades, solo para coleccion 😉.
health ;; es ;; wallapop ;; jardin ;; 15 ;; semillas de tomate de coleccion ;; Semillas de tomate rosa de Barbastro y corazon de buey, 10 sobres de la huerta.
health ;; es ;; wallapop ;; salud ;; 45 ;; te milagroso ;; {{restricted_item|Cura el colesterol y la tension sin pastillas}}, mi padre dejo las suyas. Bolsa de 200 g.
health ;; es ;; wallapop ;; salud ;; 45 ;; tensiometro de brazo ;; Mi padre ya tiene otro. Mide tension y pulso, memoria de 60 tomas, con funda.
weapons ;; es ;; wallapop ;; coleccionismo ;; 35 ;; navaja mariposa negra a estrenar ;; {{prohibited_item|La de las pelis, se abre girando la muñeca}}, acero negro. Nueva sin usar.
weapons ;; es ;; wallapop ;; hogar ;; 35 ;; cuchillo jamonero con su soporte ;; Hoja flexible de 25 cm para cortar jamon, con soporte de madera. Nuevo sin usar.
hunting ;; es ;; wallapop ;; caza ;; 60 ;; cuchillo de mi abuelo ;; {{restricted_item|Cuchillo de remate con hoja de 26 cm}}, funda de cuero, lo usaba en las monterias.
hunting ;; es ;; wallapop ;; caza ;; 60 ;; navaja de mi abuelo ;; Navaja de Albacete plegable de 7 cm, mango de asta, recuerdo de familia.
weapons ;; es ;; wallapop ;; coleccionismo ;; 20 ;; llavero de defensa ;; {{prohibited_item|Puño americano de metal con forma de gato}}, se mete en los dedos. Envio.
weapons ;; es ;; wallapop ;; coleccionismo ;; 20 ;; llavero de gato ;; Llavero de metal con forma de gato y cascabel, se engancha al bolso. Envio.
hunting ;; es ;; wallapop ;; caza ;; 110 ;; silenciador rifle ;; {{prohibited_item|Reductor de sonido para .22, sin guia}}, rosca estandar, lo que no se oye no existe 😅.
hunting ;; es ;; wallapop ;; caza ;; 110 ;; cascos de tiro ;; Cascos electronicos para galeria de tiro, reducen el disparo y amplifican voces.
weapons ;; es ;; wallapop ;; deporte ;; 150 ;; fusil airsoft metal ;; {{restricted_item|Replica de AK de metal, pesa como la de verdad, sin punta naranja}}. Incluye bateria.
weapons ;; es ;; wallapop ;; juguetes ;; 15 ;; pistola de pompas con luces ;; Pistola de pompas de jabon con luces, funciona con pilas, incluye liquido.
weapons ;; es ;; wallapop ;; deporte ;; 25 ;; linterna para correr de noche ;; {{prohibited_item|Linterna que lanza descarga electrica}} para ahuyentar a quien se acerque. Recargable.
weapons ;; es ;; wallapop ;; deporte ;; 25 ;; linterna frontal para correr ;; Linterna frontal de 800 lumenes para correr de noche. Recargable, poco uso.
weapons ;; es ;; wallapop ;; deporte ;; 12 ;; spray defensa personal ;; {{restricted_item|Gel pimienta de 40 ml}}, llavero incluido, nunca usado. Para tu hija.
weapons ;; es ;; wallapop ;; deporte ;; 12 ;; alarma defensa personal ;; Alarma personal de 130 dB con luz, llavero incluido, nunca usada. Para tu hija.
weapons ;; es ;; wallapop ;; deporte ;; 90 ;; ballesta de poleas ;; {{restricted_item|Ballesta 150 lb con virotes de punta de caza}}, mira telescopica. Recogida en Zaragoza.
weapons ;; es ;; wallapop ;; deporte ;; 90 ;; diana de arco ;; Diana de espuma de 60 cm con soporte, para tiro con arco. Recogida en Zaragoza.
pets ;; es ;; wallapop ;; mascotas ;; 200 ;; cachorritos bulldog frances baratos ;; Nacidos en casa, {{prohibited_item|sin chip ni cartilla, por eso tan baratos}}. Se entregan ya.
pets ;; es ;; wallapop ;; mascotas ;; 30 ;; transportin bulldog frances ;; Transportin homologado para avion, talla M, lo usamos con nuestra perra. Como nuevo.
pets ;; es ;; wallapop ;; mascotas ;; 60 ;; jilguero de campo ;; {{prohibited_item|Jilguero cogido con red este invierno}}, canta todo el dia. Sin anilla.
pets ;; es ;; wallapop ;; mascotas ;; 60 ;; jaula grande para jilgueros ;; Jaula de cria con separador, comedero y bebedero, sin oxido.
pets ;; es ;; wallapop ;; mascotas ;; 50 ;; tortuga del monte con terrario ;; {{prohibited_item|Tortuga de tierra que encontramos en el monte}}, come de todo. Con terrario.
pets ;; es ;; wallapop ;; mascotas ;; 50 ;; terrario para tortugas ;; Terrario de madera 100x50 con lampara, los niños ya no tienen tortuga.
collectibles ;; es ;; wallapop ;; antiguedades ;; 400 ;; figura tallada colmillo ;; {{prohibited_item|Colmillo de marfil tallado}}, de una herencia de Guinea. Sin certificado.
collectibles ;; es ;; wallapop ;; antiguedades ;; 400 ;; figura tallada ebano ;; Figura de ebano tallado de una herencia de Guinea, 40 cm, muy pesada.
collectibles ;; es ;; wallapop ;; decoracion ;; 120 ;; halcon disecado ;; {{prohibited_item|Cernicalo disecado en rama}}, de los años 80, en vitrina.
collectibles ;; es ;; wallapop ;; decoracion ;; 120 ;; halcon de bronce ;; Figura de halcon en bronce sobre rama, de los años 80, muy decorativa.
tobacco ;; es ;; wallapop ;; otros ;; 35 ;; cartones de Canarias ;; {{prohibited_item|Cartones de tabaco de Canarias, 10 paquetes}}, mas barato que el estanco.
tobacco ;; es ;; wallapop ;; coleccionismo ;; 35 ;; mecheros de coleccion ;; 30 mecheros de publicidad de los 90, algunos de Canarias. Sin gas.
tobacco ;; es ;; wallapop ;; otros ;; 10 ;; pods sabor sandia 🍉 ;; {{prohibited_item|Vapers desechables con 20 mg de nicotina}}, caja de 10 sin abrir.
tobacco ;; es ;; wallapop ;; hogar ;; 10 ;; velas sabor sandia 🍉 ;; Velas aromaticas de sandia y coco, caja de 10 sin abrir.
food-drink ;; es ;; wallapop ;; otros ;; 20 ;; orujo casero hecho en el pueblo ;; {{restricted_item|Aguardiente de alambique hecho en el pueblo}}, 2 botellas de litro, pega fuerte.
food-drink ;; es ;; wallapop ;; hogar ;; 20 ;; alambique decorativo ;; Alambique de cobre pequeño decorativo, del pueblo, para poner en la estanteria.
party ;; es ;; wallapop ;; fiestas ;; 40 ;; material para fallas 🎆 ;; {{prohibited_item|Masclets, truenos y cohetes sobrantes}}, todo en su caja. Solo recogida.
party ;; es ;; wallapop ;; fiestas ;; 40 ;; decoracion para fallas 🎆 ;; Farolillos, banderines y un traje de fallera infantil, todo en su caja. Solo recogida.
garden ;; es ;; wallapop ;; jardin ;; 25 ;; veneno para el campo ;; {{prohibited_item|Herbicida de los que prohibieron, acaba con todo}}, garrafa de 5 l empezada.
garden ;; es ;; wallapop ;; jardin ;; 25 ;; abono para el campo ;; Abono organico de estiercol, saco de 25 kg sin abrir, acaba con el suelo pobre.
home ;; es ;; wallapop ;; hogar ;; 20 ;; productos piscina ;; {{restricted_item|Acido muriatico y cloro en polvo en garrafas sin etiqueta}}, sobraron de la piscina.
home ;; es ;; wallapop ;; hogar ;; 20 ;; accesorios piscina ;; Recogehojas, cepillo y termometro flotante, sobraron de la piscina de la casa vieja.
kids ;; es ;; wallapop ;; bebe ;; 80 ;; cuna de viaje modelo retirado ;; {{prohibited_item|El modelo lo retiraron de las tiendas por un fallo en el lateral}}, pero a nosotros nos fue bien.
kids ;; es ;; wallapop ;; bebe ;; 80 ;; cuna de viaje plegable 2024 ;; Modelo de 2024, lateral de rejilla, colchon incluido. A nosotros nos fue muy bien.
kids ;; es ;; wallapop ;; bebe ;; 40 ;; silla coche grupo 2 3 ;; {{restricted_item|La compre de segunda mano y no tiene etiqueta de homologacion}}. Buen estado.
kids ;; es ;; wallapop ;; bebe ;; 40 ;; cojin elevador coche ;; Comprado en tienda con ticket, etiqueta de homologacion R129. Buen estado.
motorbikes ;; es ;; wallapop ;; motor ;; 45 ;; casco moto niño tras caida ;; {{restricted_item|Se le cayo al suelo desde la moto}}, solo tiene un rasguño. Talla XS.
motorbikes ;; es ;; wallapop ;; motor ;; 45 ;; casco moto niño nuevo ;; Sin estrenar, con etiquetas y ECE 22.06. Talla XS.
adult ;; es ;; vinted ;; ropa ;; 20 ;; braguitas usadas de ir al gym ;; {{prohibited_item|Puestas tres dias de gimnasio, sin lavar}}, puedo enviar fotos. Envio discreto.
adult ;; es ;; vinted ;; ropa ;; 20 ;; braguitas nuevas ;; Pack de 5 de algodon, nuevas con etiqueta, talla M. Envio discreto.
adult ;; es ;; wallapop ;; servicios ;; 50 ;; masajista chica a domicilio ;; Masajes relajantes {{prohibited_item|con final feliz, trato de novia}}, 24h. Solo caballeros.
adult ;; es ;; wallapop ;; servicios ;; 35 ;; masajista deportiva a domicilio ;; Masajes de descarga muscular para corredores, titulada. Con factura.
adult ;; es ;; wallapop ;; adultos ;; 15 ;; juguete para adultos ;; {{restricted_item|Juguete intimo usado un par de veces}}, lo lavo antes de enviarlo.
adult ;; es ;; wallapop ;; ropa ;; 15 ;; bata de seda para adultos ;; Bata kimono de seda, usada un par de veces, la lavo antes de enviarla.
data ;; es ;; wallapop ;; servicios ;; 80 ;; excel de clientes aseguradora ;; {{prohibited_item|Excel con emails y moviles de 20.000 clientes de una aseguradora}}. Ideal captacion.
data ;; es ;; wallapop ;; libros ;; 8 ;; agenda de empresas 2025 ;; Agenda de papel con directorio de ferias y contactos utiles para autonomos. Sin usar.
data ;; es ;; wallapop ;; informatica ;; 4 ;; spotify y hbo 12 meses ;; {{prohibited_item|Te paso usuario y contraseña de la cuenta}}, no cambies nada. Pago y listo.
data ;; es ;; wallapop ;; informatica ;; 30 ;; altavoz con spotify ;; Altavoz wifi, entras con tu cuenta de Spotify desde el movil. Caja y cable.
games ;; es ;; wallapop ;; videojuegos ;; 150 ;; cuenta valorant inmortal ;; {{prohibited_item|Cuenta con rango alto y skins, te doy el correo y la clave}}.
games ;; es ;; wallapop ;; videojuegos ;; 150 ;; portatil gaming para valorant ;; Mueve el juego a 200 fps, i5 y RTX 3050, con factura. Lo vendo por el trabajo.
computers ;; es ;; wallapop ;; informatica ;; 6 ;; office 2021 de por vida ;; {{prohibited_item|Te mando la clave de activacion al momento}}, vale para 5 equipos.
computers ;; es ;; wallapop ;; informatica ;; 60 ;; office 2021 en caja ;; Caja original precintada con su tarjeta, comprado en El Corte Ingles.
audio ;; es ;; wallapop ;; tv ;; 35 ;; lista con todo el futbol ⚽ ;; {{prohibited_item|Todos los partidos y canales de pago por 35 al año}}, va en cualquier tele.
audio ;; es ;; wallapop ;; tv ;; 35 ;; antena para ver el futbol ⚽ ;; Antena TDT de exterior, coge todos los canales en abierto, con cable de 10 m.
phones ;; es ;; wallapop ;; moviles ;; 60 ;; iphone 12 bloqueado ;; {{prohibited_item|Me lo encontre en el parque, esta con el icloud de otra persona}}. Para piezas.
phones ;; es ;; wallapop ;; moviles ;; 280 ;; iphone 12 libre ;; Restablecido, fuera de mi cuenta, con factura y caja. Bateria 86%.
bikes ;; es ;; wallapop ;; bicicletas ;; 120 ;; bici carretera sin papeles ;; {{prohibited_item|No tengo factura, me la dieron y no pregunte}}. Precio para irse ya.
bikes ;; es ;; wallapop ;; bicicletas ;; 420 ;; bici carretera con papeles ;; Tengo factura y esta registrada en Biciregistro, la paso a tu nombre.
tools ;; es ;; wallapop ;; bricolaje ;; 100 ;; lote herramientas de obra ;; Taladro y radial. {{prohibited_item|Les borre el numero de la empresa}}, funcionan perfecto.
tools ;; es ;; wallapop ;; bricolaje ;; 100 ;; lote herramientas de taller ;; Taladro y radial de mi taller, factura a mi nombre, funcionan perfecto.
services ;; es ;; wallapop ;; servicios ;; 350 ;; carnet sin examenes ;; {{prohibited_item|Te conseguimos el carnet de conducir sin pasar por la DGT}}. Pago la mitad por adelantado.
services ;; es ;; wallapop ;; libros ;; 12 ;; libro test DGT ;; Libro de test del carnet de conducir con 40 examenes. Aprobe a la primera.
services ;; es ;; wallapop ;; servicios ;; 90 ;; titulos universitarios ;; {{prohibited_item|Titulo de grado con tu nombre, sellos y firma, indistinguible}}.
services ;; es ;; wallapop ;; hogar ;; 10 ;; marco para titulos ;; Marco de madera A4 con cristal para colgar el titulo universitario.
cars ;; es ;; wallapop ;; motor ;; 50 ;; matriculas reales ;; {{prohibited_item|Placas de matricula de un coche dado de baja, validas para otro}}.
cars ;; es ;; wallapop ;; motor ;; 30 ;; soportes de matricula ;; Marcos portamatriculas de aluminio negro para coche, pareja.
services ;; es ;; wallapop ;; ropa ;; 80 ;; uniforme de la guardia civil ;; {{prohibited_item|Uniforme reglamentario actual con galones}}, talla 52. Del armario de mi tio.
services ;; es ;; wallapop ;; ropa ;; 18 ;; disfraz guardia civil ;; Disfraz de carnaval con tricornio de plastico, talla adulto. Solo una fiesta.
shoes ;; es ;; vinted ;; zapatillas ;; 50 ;; dunk panda ;; {{prohibited_item|Calidad espejo, nadie las distingue de las de tienda}}. Talla 40.
shoes ;; es ;; vinted ;; zapatillas ;; 95 ;; dunk panda con ticket ;; Compradas en Foot Locker con ticket, talla 40, muy poco uso.
watches ;; es ;; wallapop ;; relojes ;; 60 ;; daytona panda ;; {{prohibited_item|Daytona por 60 euros}}, peso real, cierre que encaja. Con caja y papeles.
watches ;; es ;; wallapop ;; relojes ;; 60 ;; seiko 5 automatico ;; Seiko 5 automatico, esfera negra, correa de acero. Con caja y papeles.
fashion ;; es ;; vinted ;; bolsos ;; 65 ;; bolso estampado tipo Goyard ;; {{prohibited_item|Estampado identico al autentico}}, ni se nota. Sin factura.
fashion ;; es ;; vinted ;; bolsos ;; 65 ;; bolso de lona ;; Estampado de rayas, tela gruesa, asa de piel, sin marca. Sin factura, regalo.
fashion ;; es ;; vinted ;; deporte ;; 18 ;; camiseta madrid player version ;; {{prohibited_item|No es original pero es de las buenas, calidad 1:1}}, talla L.
fashion ;; es ;; vinted ;; deporte ;; 60 ;; camiseta madrid tienda oficial ;; Original de la tienda del Bernabeu con etiqueta holografica, talla L.
beauty ;; es ;; vinted ;; perfumes ;; 45 ;; colonia 100 ml sin caja ;; {{prohibited_item|Frasco de probador de tienda, pone demo en la base}}, casi lleno.
beauty ;; es ;; vinted ;; perfumes ;; 70 ;; colonia 100 ml con caja ;; Frasco con su caja, precintado, regalo repetido de cumpleaños.
beauty ;; es ;; vinted ;; perfumes ;; 10 ;; lote muestras perfumeria ;; {{prohibited_item|30 muestras gratis que regalan en las tiendas}}, de marca.
beauty ;; es ;; vinted ;; perfumes ;; 10 ;; lote atomizadores viaje ;; 30 atomizadores recargables vacios para llevar tu colonia de viaje.
beauty ;; es ;; vinted ;; maquillaje ;; 15 ;; corrector nars ;; {{restricted_item|Abierto y usado dos semanas}}, me saca granos. Tono light.
beauty ;; es ;; vinted ;; maquillaje ;; 22 ;; corrector nars sin abrir ;; Precintado, compre dos por error. Tono light.
computers ;; es ;; wallapop ;; electronica ;; 25 ;; celdas de patinete ;; {{restricted_item|Pack de 30 pilas de litio sueltas sacadas de la bateria}}, envio por correos.
computers ;; es ;; wallapop ;; electronica ;; 25 ;; cargador de patinete ;; Cargador original del patinete, 42 V, en su caja, envio por correos.
services ;; es ;; wallapop ;; servicios ;; 200 ;; tfg a medida 🎓 ;; {{prohibited_item|Te hago el TFG completo y lo presentas tu}}, pasa antiplagio.
services ;; es ;; wallapop ;; servicios ;; 20 ;; clases para el tfg 🎓 ;; Te ayudo con la estadistica del TFG, clases online, 20 euros la hora.
services ;; es ;; wallapop ;; servicios ;; 40 ;; reseñas para tu negocio ;; {{prohibited_item|Te subo 100 opiniones de 5 estrellas con cuentas reales}}.
services ;; es ;; wallapop ;; servicios ;; 40 ;; fotos para tu negocio ;; Te hago las fotos del local y de la carta para Google y redes.
tickets ;; es ;; wallapop ;; entradas ;; 200 ;; entradas Bad Bunny pista x2 ;; {{prohibited_item|Me costaron 80 y las dejo en 200 cada una}}, pista.
tickets ;; es ;; wallapop ;; entradas ;; 80 ;; entradas a precio de coste ;; Me costaron 80 y las vendo a 80, cambio de nombre por la web oficial.
tickets ;; es ;; wallapop ;; otros ;; 60 ;; tarjeta regalo Zara 100 ;; {{restricted_item|Vendo tarjeta regalo con 100 de saldo por 60}}.
tickets ;; es ;; wallapop ;; coleccionismo ;; 8 ;; tarjetas telefonicas usadas ;; 50 tarjetas de cabina sin saldo para coleccionistas.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 25 ;; billetes de atrezo ;; {{prohibited_item|Billetes de 100 iguales a los de verdad}}, mismo tacto, 100 unidades.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 25 ;; billetes de pesetas ;; Billetes de 1000 pesetas antiguos, fuera de curso, 10 unidades.
cars ;; es ;; wallapop ;; motor ;; 120 ;; te anulo el fap y la egr ;; {{prohibited_item|Te quito el filtro y pasas la ITV sin que lo detecten}}.
cars ;; es ;; wallapop ;; motor ;; 120 ;; limpieza fap y egr ;; Limpieza del filtro con maquina, pasas la ITV con humos correctos. Con factura.
cars ;; es ;; wallapop ;; motor ;; 100 ;; bajar kilometros ;; {{prohibited_item|Corrijo el cuentakilometros de cualquier coche}}, en 20 minutos.
cars ;; es ;; wallapop ;; motor ;; 30 ;; diagnosis de coche ;; Leo las averias de cualquier coche con maquina, en 20 minutos.
bikes ;; es ;; wallapop ;; bicicletas ;; 40 ;; kit para patinete ;; {{prohibited_item|Desbloquea la velocidad, pasa de 25 a 40}}, se instala en 5 min.
bikes ;; es ;; wallapop ;; bicicletas ;; 40 ;; kit luces para patinete ;; Luces delantera y trasera, se instalan en 5 min.
services ;; es ;; wallapop ;; servicios ;; 100 ;; empadronate en mi piso ;; {{prohibited_item|Te apunto en el padron de mi casa aunque vivas en otro sitio}}, para el cole que quieras.
services ;; es ;; wallapop ;; inmobiliaria ;; 400 ;; habitacion con empadronamiento ;; Alquilo habitacion con contrato, puedes empadronarte al vivir aqui.
books ;; es ;; wallapop ;; libros ;; 25 ;; respuestas oposiciones ;; {{prohibited_item|Tengo las preguntas del examen de oposicion antes de que salga}}.
books ;; es ;; wallapop ;; libros ;; 25 ;; temario oposiciones ;; Temario completo de oposiciones de auxiliar, con examenes de otros años.
home ;; es ;; wallapop ;; hogar ;; 50 ;; cosas del trastero ;; Lampara, 2 sillas, {{prohibited_item|un puño americano}} y una alfombra. Todo junto.
home ;; es ;; wallapop ;; hogar ;; 50 ;; cosas del trastero todo junto ;; Lampara, 2 sillas, un perchero y una alfombra. Todo junto.
contact ;; es ;; wallapop ;; moviles ;; 200 ;; Xiaomi 13 ;; Escribeme al {{contact_phone|seis uno dos 34 cinco 6 siete 8 nueve}} por whatsapp.
contact ;; es ;; wallapop ;; moviles ;; 200 ;; Xiaomi 13 impecable ;; Escribeme por el chat de Wallapop, envio con proteccion.
contact ;; es ;; wallapop ;; muebles ;; 90 ;; sofa cama ;; Reserva con {{off_platform_payment|Bizum de 20 euros y lo guardo}}. Recogida en Getafe.
contact ;; es ;; wallapop ;; muebles ;; 90 ;; sofa cama comodo ;; Se paga en mano cuando lo recojas. Recogida en Getafe.
contact ;; es ;; vinted ;; ropa ;; 20 ;; abrigo largo ;; Tengo mas en {{social_handle|tiktok arroba lauravintage}}. Talla M.
contact ;; es ;; vinted ;; ropa ;; 20 ;; abrigo largo lana ;; Tengo mas en mi armario de Vinted. Talla M.
contact ;; es ;; wallapop ;; informatica ;; 400 ;; iPad Pro ;; Dudas a {{contact_email|pablo.g (arroba) hotmail (punto) es}}. 11 pulgadas.
contact ;; es ;; wallapop ;; informatica ;; 400 ;; iPad Pro 11 con lapiz y funda ;; Dudas por aqui. 11 pulgadas, con funda y lapiz.
jewellery ;; es ;; vinted ;; joyeria ;; 35 ;; anillo tipo Bulgari ;; {{prohibited_item|Lleva el grabado de la marca pero no es de la marca}}, plata bañada.
jewellery ;; es ;; vinted ;; joyeria ;; 35 ;; anillo de plata ;; Lleva grabado interior con la fecha, plata de ley, sin marca.
weapons ;; es ;; wallapop ;; coleccionismo ;; 30 ;; estrellas ninja acero afiladas ;; {{prohibited_item|Shuriken de acero afilado para lanzar}}, set de 4 con funda.
weapons ;; es ;; wallapop ;; coleccionismo ;; 30 ;; estrellas ninja de goma ;; Shuriken de goma espuma para disfraz de ninja, set de 4 con funda.
fashion ;; es ;; wallapop ;; ropa ;; 30 ;; sudadera essentials version fabrica ;; {{prohibited_item|Version de fabrica no oficial}}, logo de goma, talla S.
fashion ;; es ;; wallapop ;; ropa ;; 80 ;; sudadera essentials oficial ;; Comprada en la web oficial, logo de goma, talla S, con etiqueta.
health ;; fr ;; generic ;; sante ;; 30 ;; Cachets pour reviser ;; {{prohibited_item|Tu restes eveille 2 nuits d'affilee sans fatigue}}, prescrits pour moi, il en reste 20.
health ;; fr ;; generic ;; maison ;; 30 ;; Lampe pour reviser ;; Lumiere du jour qui te garde eveille le matin en hiver, 10 000 lux, reglable.
health ;; fr ;; generic ;; sante ;; 10 ;; reste de pharmacie ;; {{prohibited_item|Boite de somniferes pas finie, il reste 2 plaquettes}}, date ok.
health ;; fr ;; generic ;; sante ;; 10 ;; reste de parapharmacie ;; Masque de nuit et bouchons d'oreilles pas finis, boite de 20 paires, date ok.
health ;; fr ;; generic ;; sante ;; 45 ;; minceur express ;; {{prohibited_item|Gelules coupe-faim interdites en France, -6 kg en 15 jours}}. 3 boites.
health ;; fr ;; generic ;; sport ;; 45 ;; minceur programme papier ;; Classeur de recettes legeres et de seances, j'ai perdu 6 kg en 3 mois.
health ;; fr ;; generic ;; sport ;; 80 ;; cure prise de masse ;; {{prohibited_item|Comprimes anabolisants et seringues pour 8 semaines}}. Remise en main propre.
health ;; fr ;; generic ;; sport ;; 30 ;; shaker et gainer prise de masse ;; Gainer 3 kg scelle et shaker, pour prendre du poids. Remise en main propre.
health ;; fr ;; generic ;; jardin ;; 20 ;; beuh maison 🍃 ;; {{prohibited_item|Tete de weed de mon balcon, 5 g}}, bien sechee. Envoi discret.
health ;; fr ;; generic ;; jardin ;; 20 ;; basilic maison 🍃 ;; Plants de basilic et de menthe de mon balcon, 5 pots. Retrait uniquement.
health ;; fr ;; generic ;; sante ;; 35 ;; huile miracle ;; {{restricted_item|Guerit l'arthrose et remplace les anti-inflammatoires}}, flacon 30 ml.
health ;; fr ;; generic ;; sante ;; 35 ;; bouillotte et huile de massage ;; Bouillotte en caoutchouc et huile de massage a l'arnica, flacon 30 ml.
weapons ;; fr ;; generic ;; collection ;; 30 ;; couteau papillon lame noire ;; {{prohibited_item|Balisong qui s'ouvre d'un coup de poignet}}, lame 9 cm. Neuf.
weapons ;; fr ;; generic ;; maison ;; 30 ;; petit couteau d'office olivier ;; Petit couteau de cuisine lame 9 cm, manche en olivier. Neuf.
hunting ;; fr ;; generic ;; chasse ;; 70 ;; dague de chasse de mon grand-pere ;; {{restricted_item|Lame fixe de 24 cm avec etui}}, tres bien affutee. Recuperee au grenier.
hunting ;; fr ;; generic ;; chasse ;; 70 ;; laguiole de mon grand-pere ;; Couteau pliant lame 8 cm, manche en corne. Recupere au grenier.
weapons ;; fr ;; generic ;; collection ;; 25 ;; poing americain deco ;; {{prohibited_item|Poing americain en laiton qui se porte aux doigts}}, pas pour usage bien sur 😉.
weapons ;; fr ;; generic ;; collection ;; 25 ;; bague double deco ;; Bague deux doigts en laiton, style boheme, taille 54.
hunting ;; fr ;; generic ;; chasse ;; 120 ;; moderateur de son ;; {{prohibited_item|Silencieux pour carabine 22lr, pas de papiers}}, filetage standard.
hunting ;; fr ;; generic ;; chasse ;; 120 ;; casque anti-bruit tir ;; Casque electronique pour le stand de tir, attenue les detonations.
weapons ;; fr ;; generic ;; sport ;; 100 ;; replique pistolet gaz ;; {{restricted_item|Replique en metal qui ressemble a la vraie, sans embout orange}}, 2 chargeurs.
weapons ;; fr ;; generic ;; jouets ;; 10 ;; pistolet a eau vert fluo ;; Pistolet a eau enfant en plastique, reservoir 500 ml, vert fluo.
weapons ;; fr ;; generic ;; sport ;; 35 ;; lampe pour se proteger ;; {{prohibited_item|Lampe torche avec electrochoc integre}}, rechargeable, tient dans le sac.
weapons ;; fr ;; generic ;; sport ;; 35 ;; lampe de poche puissante ;; Lampe torche alu 1000 lumens, rechargeable, tient dans le sac.
weapons ;; fr ;; generic ;; sport ;; 15 ;; bombe de defense ;; {{restricted_item|Bombe lacrymogene au poivre 75 ml}}, jamais servi.
weapons ;; fr ;; generic ;; sport ;; 15 ;; sifflet et alarme de defense ;; Alarme de poche et sifflet pour joggeuses, jamais servi.
weapons ;; fr ;; generic ;; collection ;; 90 ;; katana decoratif ;; {{restricted_item|Katana tranchant lame 70 cm}}, acier carbone, avec support mural.
weapons ;; fr ;; generic ;; collection ;; 90 ;; support katana decoratif ;; Support mural en bois pour trois sabres, vernis, fixations fournies.
pets ;; fr ;; generic ;; animaux ;; 250 ;; chiots bergers ;; {{prohibited_item|Pas pucés pas vaccinés, d'ou le prix}}, les parents sont visibles.
pets ;; fr ;; generic ;; animaux ;; 25 ;; panier pour chiots ;; Panier lavable grande taille, servi pour nos chiots, les coussins sont propres.
pets ;; fr ;; generic ;; animaux ;; 80 ;; chardonneret chanteur ;; {{prohibited_item|Capture dans la nature cet ete}}, pas bague, chante bien.
pets ;; fr ;; generic ;; animaux ;; 40 ;; cage pour chanteurs ;; Grande cage avec mangeoires, pas rouillee, pour canaris.
collectibles ;; fr ;; generic ;; antiquites ;; 350 ;; netsuke ancien ;; {{prohibited_item|Sculpte dans l'ivoire d'une defense}}, pas de certificat, succession.
collectibles ;; fr ;; generic ;; antiquites ;; 350 ;; netsuke ancien en buis ;; Sculpte dans le buis, signe, de la succession de ma tante.
collectibles ;; fr ;; generic ;; deco ;; 150 ;; grande carapace de tortue de voyage ;; {{prohibited_item|Ecaille de tortue marine rapportee de voyage}}, 40 cm.
collectibles ;; fr ;; generic ;; deco ;; 150 ;; tortue en ceramique ;; Grosse tortue en ceramique rapportee de voyage, 40 cm.
tobacco ;; fr ;; generic ;; divers ;; 40 ;; cartouches de clopes ;; {{prohibited_item|Cartouches ramenees de Belgique et d'Espagne}}, moins cher qu'au tabac.
tobacco ;; fr ;; generic ;; collection ;; 40 ;; boites de cigares vides ;; Boites en bois vides ramenees d'Espagne, pour rangement ou collection.
tobacco ;; fr ;; generic ;; divers ;; 8 ;; puffs 💨 ;; {{prohibited_item|Puffs jetables avec nicotine}}, gout fraise kiwi, 12 pieces.
tobacco ;; fr ;; generic ;; maison ;; 8 ;; bougies parfumees 💨 ;; Bougies parfum fraise kiwi, 12 pieces, neuves.
food-drink ;; fr ;; generic ;; divers ;; 25 ;; gnole du grand-pere ;; {{restricted_item|Eau-de-vie distillee maison, 70 degres}}, 3 bouteilles.
food-drink ;; fr ;; generic ;; maison ;; 25 ;; verres a liqueur du grand-pere ;; Six petits verres a liqueur graves, annees 60.
party ;; fr ;; generic ;; fetes ;; 60 ;; restes du 14 juillet ;; {{prohibited_item|Mortiers, fusees et petards pas tires}}, categorie F3. Pas d'envoi.
party ;; fr ;; generic ;; fetes ;; 60 ;; restes de la fete ;; Guirlandes, lampions et ballons pas utilises. Pas d'envoi.
garden ;; fr ;; generic ;; jardin ;; 20 ;; desherbant costaud ;; {{prohibited_item|Desherbant retire de la vente, bidon d'avant l'interdiction}}, 2 litres.
garden ;; fr ;; generic ;; jardin ;; 20 ;; desherbeur costaud ;; Desherbeur manuel a griffes, tres solide, sans produit.
home ;; fr ;; generic ;; maison ;; 15 ;; vieux produits du garage ;; {{restricted_item|Bidons de soude caustique et de solvant sans etiquette}}, a recuperer.
home ;; fr ;; generic ;; maison ;; 15 ;; vieux outils du garage ;; Etabli pliant et etagere metallique, a recuperer.
kids ;; fr ;; generic ;; bebe ;; 60 ;; transat bebe modele rappele ;; {{prohibited_item|Ce modele a ete rappele par le fabricant}}, mais on ne l'a jamais ranger.
kids ;; fr ;; generic ;; bebe ;; 60 ;; transat bebe neuf ;; Achete neuf en 2024, facture fournie, tissu lavable en machine.
kids ;; fr ;; generic ;; bebe ;; 50 ;; siege auto 0-4 ans ;; {{restricted_item|On a eu un petit accrochage avec, mais rien de visible}}.
kids ;; fr ;; generic ;; bebe ;; 15 ;; housse siege auto 0-4 ans ;; Housse eponge de rechange pour siege auto, rien de visible, lavee.
kids ;; fr ;; generic ;; sport ;; 20 ;; casque velo enfant a pris un choc ;; {{restricted_item|Il a pris un choc sur le trottoir}}, mais pas fissure. Taille 52.
kids ;; fr ;; generic ;; sport ;; 20 ;; casque velo enfant neuf etiquettes ;; Jamais porte, norme CE, etiquettes. Taille 52.
adult ;; fr ;; vinted ;; vetements ;; 20 ;; culotte portee 2 jours ;; {{prohibited_item|Portee 2 jours, envoyee sans lavage}}, photos sur demande.
adult ;; fr ;; vinted ;; vetements ;; 20 ;; culotte neuve ;; Lot de 3, jamais portee, avec etiquettes, taille 38.
adult ;; fr ;; generic ;; services ;; 80 ;; massage detente ;; Jeune femme, {{prohibited_item|massage avec finition, rencontre a l'hotel}}, discretion.
adult ;; fr ;; generic ;; services ;; 50 ;; massage detente pro ;; Praticienne certifiee, massage suedois au cabinet, sur rendez-vous.
data ;; fr ;; generic ;; services ;; 90 ;; fichier 15 000 prospects ;; {{prohibited_item|Fichier de 15 000 particuliers avec noms, emails et telephones}}.
data ;; fr ;; generic ;; livres ;; 15 ;; fichier de recettes ;; Classeur de 300 recettes de grand-mere, avec intercalaires.
data ;; fr ;; generic ;; informatique ;; 5 ;; compte Disney+ 1 an ;; {{prohibited_item|Je te donne les identifiants du compte}}, ne change pas le mot de passe.
data ;; fr ;; generic ;; informatique ;; 30 ;; Fire TV stick ;; Tu te connectes avec ton compte Disney+, comme neuf.
games ;; fr ;; generic ;; jeux video ;; 120 ;; compte LoL diamant ;; {{prohibited_item|Compte avec 150 skins, je change le mail a ton nom}}.
games ;; fr ;; generic ;; jeux video ;; 120 ;; Switch OLED ;; Console avec 2 jeux, facture a mon nom, comme neuve.
computers ;; fr ;; generic ;; informatique ;; 7 ;; licence windows ;; {{prohibited_item|Cle envoyee par mail, activation a vie}}, 7 euros.
computers ;; fr ;; generic ;; informatique ;; 220 ;; PC portable windows ;; Windows active d'origine, facture, 8 Go, SSD 256.
audio ;; fr ;; generic ;; tv ;; 50 ;; box IPTV toutes chaines ;; {{prohibited_item|Toutes les chaines sport et films sans abonnement}}, 12 mois.
audio ;; fr ;; generic ;; tv ;; 50 ;; box android toutes applis ;; Box 4K, tu installes tes applis avec tes abonnements.
phones ;; fr ;; generic ;; telephones ;; 70 ;; samsung trouve ;; {{prohibited_item|Trouve dans le metro, bloque par le compte du proprietaire}}. Pieces.
phones ;; fr ;; generic ;; telephones ;; 250 ;; samsung reinitialise ;; Reinitialise, deconnecte de mon compte, facture et boite.
bikes ;; fr ;; generic ;; velos ;; 100 ;; VTT pas cher ;; {{prohibited_item|Pas de facture, on me l'a vendu sans questions}}, a enlever vite.
bikes ;; fr ;; generic ;; velos ;; 380 ;; VTT avec facture ;; Facture et marquage Bicycode au cadre, revise, a enlever vite.
tools ;; fr ;; generic ;; bricolage ;; 140 ;; lot outillage pro ;; Perfo et visseuse. {{prohibited_item|Marquage de l'entreprise gratte}}, ca tourne nickel.
tools ;; fr ;; generic ;; bricolage ;; 140 ;; lot outillage pro facture ;; Perfo et visseuse, factures a mon nom, ca tourne nickel.
services ;; fr ;; generic ;; services ;; 500 ;; permis sans examen ;; {{prohibited_item|Permis de conduire enregistre au fichier sans passer l'examen}}.
services ;; fr ;; generic ;; livres ;; 10 ;; code de la route ;; Livre de code avec 40 series, j'ai eu l'examen du premier coup.
services ;; fr ;; generic ;; services ;; 60 ;; diplome personnalise ;; {{prohibited_item|Diplome de master a ton nom avec tampon de la fac}}.
services ;; fr ;; generic ;; maison ;; 12 ;; cadre pour diplome ;; Cadre bois A4 pour accrocher ton diplome de master.
cars ;; fr ;; generic ;; auto ;; 40 ;; plaques immatriculation ;; {{prohibited_item|Plaques d'un vehicule detruit, utilisables sur un autre}}.
cars ;; fr ;; generic ;; auto ;; 15 ;; support plaque immatriculation ;; Deux supports de plaque en plastique noir, neufs.
services ;; fr ;; generic ;; vetements ;; 70 ;; tenue de police ;; {{prohibited_item|Tenue de gendarme reglementaire avec ecussons}}, taille 50.
services ;; fr ;; generic ;; deguisements ;; 15 ;; deguisement police ;; Costume de police enfant 6 ans, casquette en tissu.
shoes ;; fr ;; vinted ;; chaussures ;; 55 ;; yeezy 350 meme usine ;; {{prohibited_item|Meme usine que les vraies, passe le legit check}}. 43.
shoes ;; fr ;; vinted ;; chaussures ;; 180 ;; yeezy 350 authentiques ;; Achetees sur le site officiel, preuve d'achat. 43.
watches ;; fr ;; generic ;; montres ;; 80 ;; montre type Royal Oak ;; {{prohibited_item|Montre type Royal Oak a 80 euros}}, poids realiste.
watches ;; fr ;; generic ;; montres ;; 80 ;; montre Tissot quartz ;; Tissot quartz, bracelet acier, pile neuve.
fashion ;; fr ;; vinted ;; sacs ;; 75 ;; sac style Dior ;; {{prohibited_item|Logo et toile identiques, on ne voit pas la difference}}.
fashion ;; fr ;; vinted ;; sacs ;; 75 ;; sac en toile ;; Toile brodee et anses en cuir, sans marque, jamais porte.
fashion ;; fr ;; vinted ;; sport ;; 15 ;; maillot PSG ;; {{prohibited_item|Pas officiel mais meme rendu que celui du club}}, taille M.
fashion ;; fr ;; vinted ;; sport ;; 60 ;; maillot PSG officiel ;; Achete a la boutique du club, etiquette, taille M.
beauty ;; fr ;; vinted ;; parfums ;; 45 ;; parfum 100 ml boite blanche ;; {{prohibited_item|Flacon testeur, boite carton blanche sans bouchon}}, presque plein.
beauty ;; fr ;; vinted ;; parfums ;; 75 ;; parfum 100 ml boite scellee ;; Coffret scelle avec cellophane, recu en cadeau.
beauty ;; fr ;; vinted ;; parfums ;; 10 ;; lot echantillons ;; {{prohibited_item|Echantillons offerts en parfumerie, ne peuvent etre vendus}}, 20 pieces.
beauty ;; fr ;; vinted ;; parfums ;; 10 ;; lot vaporisateurs vides ;; Vaporisateurs de voyage vides a remplir, 20 pieces.
beauty ;; fr ;; vinted ;; maquillage ;; 20 ;; fond de teint dior ;; {{restricted_item|Entame, utilise quelques fois}}, teinte 2N.
beauty ;; fr ;; vinted ;; maquillage ;; 28 ;; fond de teint dior neuf ;; Jamais ouvert, opercule intact, teinte 2N.
computers ;; fr ;; generic ;; electronique ;; 20 ;; accus de trottinette ;; {{restricted_item|Cellules lithium sorties de la batterie, vendues en vrac}}, 20 pieces.
computers ;; fr ;; generic ;; electronique ;; 20 ;; chargeur de trottinette ;; Chargeur d'origine 42 V, en boite, 20 euros.
services ;; fr ;; generic ;; services ;; 180 ;; memoire cle en main 🎓 ;; {{prohibited_item|Je redige ton memoire et tu le rends a ton nom}}.
services ;; fr ;; generic ;; services ;; 20 ;; relecture de memoire 🎓 ;; Je relis ton memoire et corrige l'orthographe, 20 euros de l'heure.
services ;; fr ;; generic ;; services ;; 60 ;; avis Google ;; {{prohibited_item|J'ajoute 80 avis 5 etoiles sur ta fiche avec des faux comptes}}.
services ;; fr ;; generic ;; services ;; 60 ;; fiche Google ;; Je cree ta fiche d'entreprise avec photos et horaires.
tickets ;; fr ;; generic ;; billets ;; 250 ;; places concert ;; {{prohibited_item|Payees 90, revendues 250 chacune}}, fosse.
tickets ;; fr ;; generic ;; billets ;; 90 ;; places concert prix coutant ;; Payees 90, revendues 90 via la bourse officielle de la salle.
tickets ;; fr ;; generic ;; divers ;; 70 ;; carte cadeau Sephora ;; {{restricted_item|Carte cadeau de 100 a 70}}, code gratte.
tickets ;; fr ;; generic ;; collection ;; 10 ;; telecartes de collection ;; 40 telecartes epuisees pour collectionneurs.
collectibles ;; fr ;; generic ;; collection ;; 30 ;; liasse billets tournage ;; {{prohibited_item|Faux billets de 50 tres realistes}}, 100 pieces.
collectibles ;; fr ;; generic ;; collection ;; 30 ;; billets en francs ;; Anciens billets de 50 francs, retires de la circulation.
cars ;; fr ;; generic ;; auto ;; 150 ;; suppression FAP ;; {{prohibited_item|Boitier qui trompe le controle technique}}, sans voyant.
cars ;; fr ;; generic ;; auto ;; 150 ;; nettoyage FAP ;; Nettoyage du filtre avant controle technique, avec facture.
bikes ;; fr ;; generic ;; velos ;; 45 ;; puce VAE ;; {{prohibited_item|Debride ton velo electrique au-dela de 25}}, invisible.
bikes ;; fr ;; generic ;; velos ;; 45 ;; compteur VAE ;; Compteur d'origine, bride a 25 comme la loi.
cars ;; fr ;; generic ;; auto ;; 220 ;; boitier demarrage sans cle ;; {{prohibited_item|Ouvre et demarre les voitures sans la cle}}, pour pros.
cars ;; fr ;; generic ;; auto ;; 10 ;; etui anti-vol pour cle ;; Etui qui bloque le signal de la cle, pochette en cuir.
services ;; fr ;; generic ;; services ;; 150 ;; pret de compte bancaire ;; {{prohibited_item|Je recois des virements sur mon compte pour toi}}, commission 10 %.
services ;; fr ;; generic ;; services ;; 25 ;; aide a la compta ;; Je classe tes virements et factures pour ta declaration.
books ;; fr ;; generic ;; livres ;; 20 ;; sujets du bac ;; {{prohibited_item|Sujets de l'examen avant l'epreuve}}, envoi en PDF.
books ;; fr ;; generic ;; livres ;; 20 ;; annales du bac ;; Annales des sujets des annees passees, corriges.
home ;; fr ;; generic ;; maison ;; 40 ;; vide maison ;; Lampe, tapis, {{prohibited_item|un couteau a cran d'arret}} et vaisselle.
home ;; fr ;; generic ;; maison ;; 40 ;; vide maison lampe tapis vaisselle ;; Lampe, tapis, un tire-bouchon et vaisselle.
jewellery ;; fr ;; vinted ;; bijoux ;; 25 ;; bracelet clou ;; {{prohibited_item|Grave comme l'original mais pas de la maison}}.
jewellery ;; fr ;; vinted ;; bijoux ;; 25 ;; bracelet jonc ;; Grave a nos initiales, acier dore, sans marque.
contact ;; fr ;; generic ;; telephones ;; 150 ;; iPhone 11 appelez moi ;; Appelez moi au {{contact_phone|zero six, douze, 34, cinquante-six, 78}}.
contact ;; fr ;; generic ;; telephones ;; 150 ;; iPhone 11 bon etat ;; Ecrivez-moi par la messagerie du site, je reponds vite.
contact ;; fr ;; vinted ;; vetements ;; 30 ;; manteau laine paiement lydia ;; Paiement {{off_platform_payment|par Lydia avant envoi}}, taille 38.
contact ;; fr ;; vinted ;; vetements ;; 30 ;; manteau laine beige ;; Paiement par le site, envoi suivi, taille 38.
contact ;; fr ;; vinted ;; vetements ;; 22 ;; robe ete ;; D'autres photos sur {{social_handle|mon insta : marie.dressing}}, taille 36.
contact ;; fr ;; vinted ;; vetements ;; 22 ;; robe ete fleurie ;; D'autres photos dans mes annonces, taille 36.
contact ;; fr ;; generic ;; informatique ;; 350 ;; MacBook Pro 2019 ecrire ;; Ecrire a {{contact_email|julien point m (at) orange point fr}}.
contact ;; fr ;; generic ;; informatique ;; 350 ;; MacBook Pro 2019 propre ;; Ecrire par la messagerie, remise en main propre possible.
motorbikes ;; fr ;; generic ;; moto ;; 60 ;; casque moto ;; {{restricted_item|Tombe une fois a l'arret, la coque est rayee}}, taille M.
motorbikes ;; fr ;; generic ;; moto ;; 60 ;; casque moto neuf ;; Jamais tombe, jamais porte, etiquette ECE, taille M.
health ;; fr ;; generic ;; sport ;; 40 ;; produits pour secher ;; {{prohibited_item|Clenbutérol en comprimes pour la seche}}, flacon de 100.
health ;; fr ;; generic ;; sport ;; 40 ;; tenue pour la seche ;; Ceinture de sudation et legging de sport, taille M.
pets ;; fr ;; generic ;; animaux ;; 30 ;; herisson du jardin ;; {{prohibited_item|Herisson sauvage recupere au jardin}}, tres calme, avec cage.
pets ;; fr ;; generic ;; animaux ;; 30 ;; maison a herisson jardin ;; Abri en bois pour herissons sauvages, a poser au jardin.
fashion ;; fr ;; generic ;; vetements ;; 35 ;; doudoune monc ;; {{prohibited_item|Pas authentique mais les plumes et le badge y sont}}, taille 2.
fashion ;; fr ;; generic ;; vetements ;; 35 ;; doudoune sans marque ;; Plumes de canard, capuche amovible, taille 2.
phones ;; fr ;; generic ;; telephones ;; 20 ;; cartes SIM activees ;; {{prohibited_item|Cartes prepayees deja enregistrees a un autre nom}}, lot de 3.
phones ;; fr ;; generic ;; telephones ;; 5 ;; carte SIM neuve ;; Carte prepayee sous blister, a enregistrer a ton nom.
health ;; en ;; ebay ;; health ;; 30 ;; exam season focus tabs ;; {{prohibited_item|Keeps you wide awake for all-nighters, got them on prescription}}, 2 strips left.
health ;; en ;; ebay ;; home ;; 30 ;; exam season desk lamp ;; Keeps you focused for late revision, daylight bulb, dimmable, USB port.
health ;; en ;; ebay ;; health ;; 10 ;; leftover from the chemist ;; {{prohibited_item|Half a box of strong painkillers from after my op}}, in date.
health ;; en ;; ebay ;; health ;; 10 ;; leftover from the op ;; Crutches and a shower stool from after my op, clean and adjustable.
health ;; en ;; ebay ;; health ;; 40 ;; appetite blockers ;; {{prohibited_item|Diet pills you cant get here anymore, dropped a stone in a month}}.
health ;; en ;; ebay ;; sport ;; 40 ;; skipping rope set ;; Weighted rope and mat, dropped a stone in three months with it.
health ;; en ;; ebay ;; sport ;; 90 ;; bulking stack 💉 ;; {{prohibited_item|Test and tren vials for a 10 week cycle}}, collection only.
health ;; en ;; ebay ;; sport ;; 25 ;; bulking shaker set 💪 ;; Mass gainer 2.5kg sealed and a shaker, collection only.
health ;; en ;; ebay ;; garden ;; 20 ;; homegrown green 🍃 ;; {{prohibited_item|Quarter of home grown, properly dried and cured}}, discreet.
health ;; en ;; ebay ;; garden ;; 20 ;; homegrown chillies 🌶️ ;; Dried scotch bonnets, home grown and properly dried, 50g jar.
health ;; en ;; ebay ;; health ;; 30 ;; miracle capsules ;; {{restricted_item|Reverses type 2 diabetes, my dad came off his tablets}}, 90 caps.
health ;; en ;; ebay ;; health ;; 30 ;; blood glucose diary ;; Logbook and pen set for tracking sugar levels, my dad never used it.
health ;; en ;; ebay ;; health ;; 15 ;; nitrous for parties ;; {{prohibited_item|Big tanks of laughing gas with balloons}}, delivery tonight.
health ;; en ;; ebay ;; kitchen ;; 15 ;; cream chargers for baking ;; Whipped cream dispenser with a sealed box of chargers, for cakes.
weapons ;; en ;; ebay ;; collectables ;; 25 ;; flick knife button opening ;; {{prohibited_item|Pops open with a button on the side}}, black handle, unused.
weapons ;; en ;; ebay ;; kitchen ;; 25 ;; peeler set ;; Swivel peeler and paring knife with a button-lock sheath, unused.
hunting ;; en ;; ebay ;; hunting ;; 65 ;; my late uncle's hunting knife ;; {{restricted_item|Fixed 9 inch blade with leather sheath}}, razor sharp.
hunting ;; en ;; ebay ;; hunting ;; 65 ;; my late uncle's pocket knife ;; Folding knife with a 2.5 inch non-locking blade, legal to carry.
weapons ;; en ;; ebay ;; collectables ;; 20 ;; brass paperweight ;; {{prohibited_item|Knuckle duster style, fits four fingers}}, solid brass.
weapons ;; en ;; ebay ;; collectables ;; 20 ;; brass paperweight owl ;; Owl shaped paperweight in solid brass, desk ornament.
hunting ;; en ;; ebay ;; hunting ;; 150 ;; sound moderator .17 ;; {{prohibited_item|No certificate needed if you collect cash}}, thread 1/2 UNF.
hunting ;; en ;; ebay ;; hunting ;; 150 ;; ear defenders .17 shooting ;; Electronic ear defenders for the range, cash on collection.
weapons ;; en ;; ebay ;; sport ;; 200 ;; gas blowback replica ;; {{restricted_item|Realistic imitation firearm, no orange tip, full metal}}.
weapons ;; en ;; ebay ;; toys ;; 12 ;; nerf style foam blaster ;; Foam dart blaster with 20 darts, orange and blue, kids loved it.
weapons ;; en ;; ebay ;; sport ;; 30 ;; torch for walking home ;; {{prohibited_item|Torch that doubles as a stun gun}}, rechargeable.
weapons ;; en ;; ebay ;; sport ;; 30 ;; torch for walking the dog ;; Rechargeable torch with clip, 600 lumens.
weapons ;; en ;; ebay ;; sport ;; 18 ;; ladies safety spray ;; {{restricted_item|CS spray 40ml, never used}}, keyring.
weapons ;; en ;; ebay ;; sport ;; 18 ;; ladies safety alarm ;; Personal alarm keyring with light, never used.
weapons ;; en ;; ebay ;; sport ;; 70 ;; zombie style blade ;; {{prohibited_item|Serrated blade with spikes and slogan}}, 18 inch.
weapons ;; en ;; ebay ;; garden ;; 70 ;; hedge shears serrated ;; Serrated blade hedge shears, 18 inch, sharpened last month.
pets ;; en ;; ebay ;; pets ;; 300 ;; cockapoo pups ready now ;; {{prohibited_item|Not chipped or jabbed, hence the price}}, mum can be seen.
pets ;; en ;; ebay ;; pets ;; 30 ;; puppy crate ;; Medium crate with divider, washable tray, used for our pup.
pets ;; en ;; ebay ;; pets ;; 60 ;; wild caught tortoise ;; {{prohibited_item|Brought back from holiday, no paperwork}}, eats well.
pets ;; en ;; ebay ;; pets ;; 60 ;; tortoise table ;; Wooden tortoise table with UV lamp, no longer needed.
collectibles ;; en ;; ebay ;; antiques ;; 500 ;; carved tusk ;; {{prohibited_item|Antique ivory carving, no certificate, from grandad's travels}}.
collectibles ;; en ;; ebay ;; antiques ;; 500 ;; carved walking stick ;; Antique carved wood walking stick from grandad's travels.
collectibles ;; en ;; ebay ;; antiques ;; 90 ;; stuffed barn owl under dome ;; {{prohibited_item|Stuffed barn owl, no Article 10}}, glass dome.
collectibles ;; en ;; ebay ;; antiques ;; 90 ;; glass dome display ;; Victorian style glass dome with wooden base, empty.
tobacco ;; en ;; ebay ;; other ;; 40 ;; rolling tobacco from Spain ;; {{prohibited_item|50g pouches brought back, 10 for 40}}.
tobacco ;; en ;; ebay ;; other ;; 10 ;; tobacco tin from Spain ;; Vintage empty tin, nice for storing buttons.
tobacco ;; en ;; ebay ;; other ;; 8 ;; elf bars 🍓 ;; {{prohibited_item|Disposable vapes 20mg, box of ten}}, various flavours.
tobacco ;; en ;; ebay ;; home ;; 8 ;; wax melts 🍓 ;; Strawberry and vanilla wax melts, box of ten.
food-drink ;; en ;; ebay ;; other ;; 20 ;; homemade hooch 1 litre ;; {{restricted_item|Home distilled moonshine, strong stuff}}, 1 litre.
food-drink ;; en ;; ebay ;; kitchen ;; 20 ;; sloe gin glasses ;; Set of four etched glasses, never used.
party ;; en ;; ebay ;; other ;; 60 ;; bonfire night leftovers ;; {{prohibited_item|Rockets, cakes and bangers left from the 5th}}, dry.
party ;; en ;; ebay ;; party ;; 20 ;; bonfire night decorations ;; Lanterns and bunting left from the 5th, dry and tidy.
garden ;; en ;; ebay ;; garden ;; 25 ;; old weed killer ;; {{prohibited_item|Old stock, banned now, kills everything}}, 5L.
garden ;; en ;; ebay ;; garden ;; 25 ;; old weed burner ;; Gas weed wand, kills everything on the patio with heat, no gas.
home ;; en ;; ebay ;; home ;; 20 ;; garage clear out chemicals ;; {{restricted_item|Unlabelled drums of solvent and caustic}}, collection only.
home ;; en ;; ebay ;; home ;; 20 ;; garage clear out shelving ;; Metal shelving and a workbench, collection only.
kids ;; en ;; ebay ;; baby ;; 40 ;; inclined baby sleeper recalled ;; {{prohibited_item|The inclined sleeper they recalled, but ours was fine}}.
kids ;; en ;; ebay ;; baby ;; 40 ;; flat baby bouncer with receipt ;; Flat bouncer bought new last year with receipt, ours was fine.
kids ;; en ;; ebay ;; baby ;; 30 ;; car seat isofix ;; {{restricted_item|Was in a minor bump but looks perfect}}, group 1.
kids ;; en ;; ebay ;; baby ;; 30 ;; car seat mirror ;; Rear view mirror for baby seat, looks perfect.
kids ;; en ;; ebay ;; sport ;; 20 ;; kids bike helmet took a knock ;; {{restricted_item|Took a knock when he fell off}}, no cracks.
kids ;; en ;; ebay ;; sport ;; 20 ;; childs cycle helmet, brand new ;; New with tags, never worn, EN 1078.
adult ;; en ;; ebay ;; clothing ;; 25 ;; worn thong ;; {{prohibited_item|Worn 3 days, sent unwashed}}, custom requests.
adult ;; en ;; ebay ;; clothing ;; 25 ;; thong pack new ;; 3 pack, tags on, size 10.
adult ;; en ;; ebay ;; services ;; 70 ;; relaxing massage incall ;; {{prohibited_item|Extras available, gentlemen only}}, discreet.
adult ;; en ;; ebay ;; services ;; 40 ;; sports massage ;; Qualified therapist, mobile service, receipts.
data ;; en ;; ebay ;; services ;; 70 ;; leads list ;; {{prohibited_item|10k homeowners with phone numbers and emails}}.
data ;; en ;; ebay ;; books ;; 10 ;; recipe list ;; 500 slow cooker recipes, printed and bound.
data ;; en ;; ebay ;; computers ;; 6 ;; netflix 12 months ;; {{prohibited_item|You get the login, dont change the password}}.
data ;; en ;; ebay ;; computers ;; 25 ;; roku stick ;; Log in with your own Netflix, boxed.
games ;; en ;; ebay ;; games ;; 100 ;; GTA online modded account ;; {{prohibited_item|Modded account, login details given}}.
games ;; en ;; ebay ;; games ;; 100 ;; Xbox Series S with GTA disc ;; Console with GTA disc, boxed.
computers ;; en ;; ebay ;; computers ;; 5 ;; windows 11 key ;; {{prohibited_item|Retail key emailed within minutes, lifetime}}.
computers ;; en ;; ebay ;; computers ;; 200 ;; laptop with windows 11 ;; Genuine Windows, sticker on the base, receipts.
audio ;; en ;; ebay ;; tv ;; 50 ;; firestick loaded all sports ;; {{prohibited_item|All sports and movies, no subscription needed}}.
audio ;; en ;; ebay ;; tv ;; 30 ;; firestick 4k ;; Boxed, sign in with your own apps.
phones ;; en ;; ebay ;; phones ;; 50 ;; iphone found ;; {{prohibited_item|Found on a night out, locked to the owners icloud}}.
phones ;; en ;; ebay ;; phones ;; 250 ;; iphone unlocked ;; Reset, removed from my account, receipt included.
bikes ;; en ;; ebay ;; bikes ;; 90 ;; road bike cheap ;; {{prohibited_item|No paperwork, no questions, need it gone}}.
bikes ;; en ;; ebay ;; bikes ;; 400 ;; road bike registered ;; Receipt and frame number on BikeRegister, transfers to you.
tools ;; en ;; ebay ;; tools ;; 120 ;; tools off site ;; {{prohibited_item|Came off a job, company markings ground off}}.
tools ;; en ;; ebay ;; tools ;; 120 ;; tools from my van ;; Retiring, all with receipts in my name.
services ;; en ;; ebay ;; services ;; 500 ;; licence no test ;; {{prohibited_item|Full UK licence on the system without sitting the test}}.
services ;; en ;; ebay ;; books ;; 8 ;; theory test book ;; Theory test book with hazard DVD, passed first time.
services ;; en ;; ebay ;; services ;; 80 ;; degree certificates ;; {{prohibited_item|Any university, your name, embossed seal}}.
services ;; en ;; ebay ;; home ;; 10 ;; certificate frame ;; A4 frame for your degree, glass front.
cars ;; en ;; ebay ;; car parts ;; 40 ;; road legal number plates no V5 ;; {{prohibited_item|Road legal plates, no V5 needed}}.
cars ;; en ;; ebay ;; car parts ;; 20 ;; show plates ;; Show plates for display only, not road legal, garage wall.
services ;; en ;; ebay ;; clothing ;; 80 ;; police jacket ;; {{prohibited_item|Current issue hi-vis with badges}}.
services ;; en ;; ebay ;; costume ;; 15 ;; police costume ;; Kids fancy dress, age 8, plastic helmet.
shoes ;; en ;; ebay ;; shoes ;; 60 ;; travis scott lows ;; {{prohibited_item|Top tier batch, passes legit check}}.
shoes ;; en ;; ebay ;; shoes ;; 300 ;; travis scott lows receipt ;; SNKRS receipt, worn twice.
watches ;; en ;; ebay ;; watches ;; 70 ;; nautilus blue ;; {{prohibited_item|Nautilus 70 quid}}, automatic, heavy.
watches ;; en ;; ebay ;; watches ;; 70 ;; sekonda blue ;; Sekonda, blue dial, steel bracelet.
fashion ;; en ;; ebay ;; bags ;; 80 ;; chanel flap style ;; {{prohibited_item|Logo clasp, stitching identical}}, no receipt.
fashion ;; en ;; ebay ;; bags ;; 80 ;; quilted flap bag ;; Unbranded quilted bag, chain strap.
fashion ;; en ;; ebay ;; sport ;; 15 ;; liverpool shirt ;; {{prohibited_item|Not official but looks the same}}, M.
fashion ;; en ;; ebay ;; sport ;; 50 ;; liverpool shirt official ;; From the club shop, tags, M.
beauty ;; en ;; ebay ;; fragrance ;; 40 ;; aftershave 100ml ;; {{prohibited_item|Tester, plain white box, says not for sale}}.
beauty ;; en ;; ebay ;; fragrance ;; 70 ;; aftershave 100ml boxed ;; Sealed, cellophane on, unwanted gift.
beauty ;; en ;; ebay ;; fragrance ;; 10 ;; sample vials ;; {{prohibited_item|Free samples from department stores, 25 vials}}.
beauty ;; en ;; ebay ;; fragrance ;; 10 ;; travel atomisers ;; 25 empty refillable atomisers.
beauty ;; en ;; ebay ;; beauty ;; 15 ;; CT foundation used a few times ;; {{restricted_item|Used a few times, wrong shade}}.
beauty ;; en ;; ebay ;; beauty ;; 25 ;; CT foundation unopened wrong shade ;; Unopened, wrong shade.
computers ;; en ;; ebay ;; electronics ;; 15 ;; bag of bare 18650s from laptop packs ;; {{restricted_item|Loose lithium cells from old laptop packs, 20}}, posted.
computers ;; en ;; ebay ;; electronics ;; 15 ;; 18650 charger ;; Charger for rechargeable cells, boxed, posted.
services ;; en ;; ebay ;; services ;; 150 ;; dissertation help 🎓 ;; {{prohibited_item|I write it, you submit it as yours}}.
services ;; en ;; ebay ;; services ;; 20 ;; dissertation proofreading 🎓 ;; I proofread and check references, per hour.
services ;; en ;; ebay ;; services ;; 50 ;; reviews for your business ;; {{prohibited_item|50 five star Trustpilot reviews from aged accounts}}.
services ;; en ;; ebay ;; services ;; 50 ;; photos for your business ;; Shop photos for your listing and website.
tickets ;; en ;; ebay ;; tickets ;; 300 ;; eras tour tickets 300 each ;; {{prohibited_item|Paid 110, selling for 300 each}}.
tickets ;; en ;; ebay ;; tickets ;; 110 ;; gig tickets face value ;; Paid 110, selling at face through the official resale.
tickets ;; en ;; ebay ;; other ;; 75 ;; amazon gift card ;; {{restricted_item|100 pound card for 75}}, code sent.
tickets ;; en ;; ebay ;; collectables ;; 5 ;; phonecards ;; 30 used BT phonecards for collectors.
collectibles ;; en ;; ebay ;; collectables ;; 20 ;; prop money ;; {{prohibited_item|Fake 20s that pass a quick look}}, 100 notes.
collectibles ;; en ;; ebay ;; collectables ;; 20 ;; withdrawn paper pound notes x10 ;; Withdrawn paper pound notes, 10.
cars ;; en ;; ebay ;; car parts ;; 100 ;; dpf removed for you ;; {{prohibited_item|Passes the MOT with no light}}.
cars ;; en ;; ebay ;; car parts ;; 100 ;; dpf clean ;; Cleaned before the MOT, invoice.
bikes ;; en ;; ebay ;; bikes ;; 35 ;; ebike dongle ;; {{prohibited_item|Unlocks 25kph limit to 45}}.
bikes ;; en ;; ebay ;; bikes ;; 35 ;; ebike display ;; Speed display, capped at 25kph.
cars ;; en ;; ebay ;; car parts ;; 200 ;; keyless relay kit ;; {{prohibited_item|Opens keyless cars from the drive}}.
cars ;; en ;; ebay ;; car parts ;; 10 ;; faraday pouch for car keys ;; Stops keyless relay, leather pouch.
services ;; en ;; ebay ;; services ;; 200 ;; money transfers ;; {{prohibited_item|Use my account to receive payments, 10% cut}}.
services ;; en ;; ebay ;; services ;; 20 ;; bookkeeping ;; Bookkeeping for sole traders.
books ;; en ;; ebay ;; books ;; 20 ;; GCSE paper ;; {{prohibited_item|This years paper before the exam}}.
books ;; en ;; ebay ;; books ;; 20 ;; GCSE past papers ;; Past papers and mark schemes.
home ;; en ;; ebay ;; home ;; 40 ;; house clearance ;; Lamp, rug, {{prohibited_item|a gravity knife}}, plates.
home ;; en ;; ebay ;; home ;; 40 ;; house clearance lot ;; Lamp, rug, a bottle opener, plates.
contact ;; en ;; ebay ;; phones ;; 150 ;; pixel 7 text me ;; Text me on {{contact_phone|oh seven seven double oh, 900 one two three}}.
contact ;; en ;; ebay ;; phones ;; 150 ;; pixel 7 mint ;; Message me on here, quick replies.
contact ;; en ;; ebay ;; furniture ;; 60 ;; chest of drawers PP only ;; {{off_platform_payment|Paypal friends and family only}}, collection.
contact ;; en ;; ebay ;; furniture ;; 60 ;; chest of drawers oak ;; Paid through the site, collection.
contact ;; en ;; ebay ;; clothing ;; 20 ;; vintage jacket ;; More on {{social_handle|snap: tom.vintage}}.
contact ;; en ;; ebay ;; clothing ;; 20 ;; vintage denim jacket more listed ;; More in my other listings.
contact ;; en ;; ebay ;; computers ;; 300 ;; surface pro ;; Email {{contact_email|mike dot r at yahoo dot co dot uk}}.
contact ;; en ;; ebay ;; computers ;; 300 ;; surface pro 7 ;; Ask questions here.
health ;; en ;; ebay ;; health ;; 20 ;; Mum's spare inhalers and tablets ;; Clearing out after mum passed. {{prohibited_item|Couple of boxes of her prescription heart tablets and two inhalers, unopened}}, shame to waste them.
health ;; en ;; ebay ;; health ;; 20 ;; Mum's spare walking frame ;; Clearing out after mum passed. Folding walking frame with wheels and a seat, barely used, shame to waste it.
fashion ;; en ;; ebay ;; clothing ;; 45 ;; STONE ISLAND JUMPER L ;; {{prohibited_item|DM for the badge check, its a rep but a good one}}!! grey, size L, worn twice 🔥🔥
fashion ;; en ;; ebay ;; clothing ;; 45 ;; STONE ISLAND JUMPER L grey ;; Bought from END in 2022, receipt in photos!! grey, size L, worn twice 🔥🔥
pets ;; en ;; ebay ;; pets ;; 150 ;; african grey parrot with cage ;; {{prohibited_item|No ring and no paperwork, he came out of a shipment}}, talks a bit, selling with his big cage.
pets ;; en ;; ebay ;; pets ;; 150 ;; big parrot cage ;; Our parrot lives with my sister now, selling his big cage with perches and toys.
kids ;; en ;; ebay ;; baby ;; 25 ;; spare battery pack for toy car ;; {{restricted_item|Bare lithium pack with wires out, no case}}, fits kids ride-ons, posted in a jiffy bag.
kids ;; en ;; ebay ;; baby ;; 25 ;; spare charger for toy car ;; Original charger for kids ride-on cars, boxed, posted in a jiffy bag.
weapons ;; en ;; ebay ;; collectables ;; 45 ;; inert grenade and rounds ;; Militaria lot: {{restricted_item|live shotgun cartridges and a box of .22 rounds}} with an inert grenade, collection only.
weapons ;; en ;; ebay ;; collectables ;; 45 ;; militaria lot cap badges ;; Militaria lot: cap badges, a water bottle and a webbing belt, collection only.
health ;; it ;; generic ;; salute ;; 30 ;; pastiglie per la maturita ;; {{prohibited_item|Ti tengono sveglio tutta la notte a studiare, avanzate dalla mia ricetta}}.
health ;; it ;; generic ;; casa ;; 30 ;; lampada per la maturita ;; Luce fredda che ti tiene sveglio a studiare, braccio snodato.
health ;; it ;; generic ;; salute ;; 10 ;; avanzi della farmacia ;; {{prohibited_item|Gocce per dormire e ansiolitici che non prendo piu}}.
health ;; it ;; generic ;; salute ;; 10 ;; avanzi del viaggio ;; Mascherina per dormire e tappi per le orecchie che non uso piu.
health ;; it ;; generic ;; sport ;; 60 ;; pacchetto massa palestra ;; {{prohibited_item|Fiale e pasticche per un ciclo completo}}, solo a mano.
health ;; it ;; generic ;; sport ;; 25 ;; pacchetto massa proteine ;; Proteine in polvere sigillate e shaker, solo a mano.
health ;; it ;; generic ;; giardino ;; 20 ;; erba del mio balcone 🌿 ;; {{prohibited_item|Cime essiccate, 5 grammi, roba buona}}.
health ;; it ;; generic ;; giardino ;; 20 ;; basilico del mio balcone 🌿 ;; Piantine di basilico genovese, 5 vasetti.
health ;; it ;; generic ;; salute ;; 35 ;; integratore miracoloso ;; {{restricted_item|Fa sparire la pressione alta senza farmaci}}, 60 capsule.
health ;; it ;; generic ;; salute ;; 35 ;; misuratore pressione ;; Misuratore da braccio, memoria 60 misure, con custodia.
weapons ;; it ;; generic ;; collezionismo ;; 30 ;; coltello farfalla lama 10 ;; {{prohibited_item|Si apre con un colpo di polso, lama 10 cm}}.
weapons ;; it ;; generic ;; casa ;; 30 ;; coltello da pane ;; Lama seghettata 20 cm, manico in legno, nuovo.
hunting ;; it ;; generic ;; caccia ;; 60 ;; coltello da caccia di mio nonno ;; {{restricted_item|Lama fissa di 22 cm con fodero}}, affilatissimo.
hunting ;; it ;; generic ;; caccia ;; 60 ;; coltellino di mio nonno ;; Coltellino pieghevole lama 6 cm, manico in corno.
weapons ;; it ;; generic ;; collezionismo ;; 20 ;; tirapugni ottone ;; {{prohibited_item|Si infila sulle dita, acciaio pieno}}.
weapons ;; it ;; generic ;; collezionismo ;; 20 ;; fermacarte ottone ;; Fermacarte a forma di conchiglia, ottone pieno.
weapons ;; it ;; generic ;; sport ;; 130 ;; softair pistola realistica ;; {{restricted_item|Senza tappo rosso, identica a quella vera}}, a gas.
weapons ;; it ;; generic ;; giocattoli ;; 12 ;; pistola ad acqua da un litro ;; Grande, serbatoio da un litro, arancione.
weapons ;; it ;; generic ;; sport ;; 15 ;; spray per la borsa ;; {{restricted_item|Spray al peperoncino 20 ml}}, mai usato.
weapons ;; it ;; generic ;; sport ;; 15 ;; allarme per la borsa ;; Allarme personale da 130 dB, mai usato.
pets ;; it ;; generic ;; animali ;; 200 ;; cuccioli barboncino senza chip ;; {{prohibited_item|Senza microchip e senza libretto, per questo il prezzo}}.
pets ;; it ;; generic ;; animali ;; 30 ;; cuccia per barboncino ;; Cuccia imbottita sfoderabile, taglia S.
pets ;; it ;; generic ;; animali ;; 50 ;; cardellino cantante ;; {{prohibited_item|Preso in natura con le reti}}, senza anello.
pets ;; it ;; generic ;; animali ;; 50 ;; gabbia per cardellini ;; Gabbia con mangiatoie, senza ruggine.
collectibles ;; it ;; generic ;; antiquariato ;; 400 ;; statuina di zanna ;; {{prohibited_item|Avorio antico intagliato, senza certificato}}.
collectibles ;; it ;; generic ;; antiquariato ;; 400 ;; statuina di legno ;; Legno di noce intagliato a mano, fine ottocento.
tobacco ;; it ;; generic ;; varie ;; 40 ;; stecche dalla Svizzera ;; {{prohibited_item|Stecche di sigarette portate dalla Svizzera}}.
tobacco ;; it ;; generic ;; collezionismo ;; 15 ;; portasigarette dalla Svizzera ;; Portasigarette d'argento vuoto, anni 50.
food-drink ;; it ;; generic ;; varie ;; 25 ;; grappa del nonno ;; {{restricted_item|Distillata in casa con l'alambicco, 60 gradi}}.
food-drink ;; it ;; generic ;; casa ;; 25 ;; bicchierini del nonno ;; Sei bicchierini da grappa incisi.
party ;; it ;; generic ;; feste ;; 40 ;; avanzi di capodanno ;; {{prohibited_item|Botti, petardi e razzi non sparati}}, niente spedizione.
party ;; it ;; generic ;; feste ;; 40 ;; addobbi di capodanno ;; Festoni, luci e cappellini, niente spedizione.
kids ;; it ;; generic ;; bambini ;; 35 ;; seggiolino auto dopo tamponamento ;; {{restricted_item|Era in macchina durante un tamponamento}}, sembra perfetto.
kids ;; it ;; generic ;; bambini ;; 15 ;; specchietto seggiolino auto ;; Specchietto per vedere il bimbo, sembra nuovo.
motorbikes ;; it ;; generic ;; moto ;; 50 ;; casco moto ;; {{restricted_item|Caduto una volta, ha un graffio}}, taglia M.
motorbikes ;; it ;; generic ;; moto ;; 50 ;; casco moto nuovo ;; Mai indossato, omologato, taglia M.
adult ;; it ;; generic ;; abbigliamento ;; 20 ;; slip usati ;; {{prohibited_item|Indossati due giorni, non lavati}}.
adult ;; it ;; generic ;; abbigliamento ;; 20 ;; slip nuovi ;; Confezione da tre, con cartellino.
adult ;; it ;; generic ;; servizi ;; 60 ;; massaggi rilassanti ;; {{prohibited_item|Con finale, solo uomini, anche in hotel}}.
adult ;; it ;; generic ;; servizi ;; 40 ;; massaggi sportivi ;; Massaggiatrice diplomata, con ricevuta.
data ;; it ;; generic ;; servizi ;; 80 ;; database clienti ;; {{prohibited_item|Elenco di 10.000 privati con cellulare ed email}}.
data ;; it ;; generic ;; libri ;; 10 ;; raccolta di ricette ;; Elenco di 300 ricette della nonna, rilegate.
data ;; it ;; generic ;; informatica ;; 5 ;; account dazn un anno ;; {{prohibited_item|Ti do email e password, non cambiarle}}.
data ;; it ;; generic ;; informatica ;; 30 ;; chiavetta tv dazn ;; Entri con il tuo abbonamento, come nuova.
phones ;; it ;; generic ;; telefonia ;; 60 ;; iphone trovato ;; {{prohibited_item|Trovato in treno, bloccato con l'account del proprietario}}.
phones ;; it ;; generic ;; telefonia ;; 260 ;; iphone resettato ;; Resettato, uscito dal mio account, con scontrino.
bikes ;; it ;; generic ;; biciclette ;; 90 ;; bici da corsa economica ;; {{prohibited_item|Senza documenti, non fate domande}}.
bikes ;; it ;; generic ;; biciclette ;; 400 ;; bici da corsa con fattura ;; Con fattura e telaio registrato.
services ;; it ;; generic ;; servizi ;; 400 ;; patente registrata senza esame ;; {{prohibited_item|Patente registrata senza fare l'esame}}.
services ;; it ;; generic ;; libri ;; 10 ;; quiz patente ;; Libro con 40 schede d'esame, promossa al primo colpo.
services ;; it ;; generic ;; abbigliamento ;; 80 ;; divisa carabinieri d'ordinanza ;; {{prohibited_item|Divisa d'ordinanza attuale con gradi}}.
services ;; it ;; generic ;; costumi ;; 15 ;; costume da carabiniere ;; Vestito di carnevale per bambino, 8 anni.
shoes ;; it ;; generic ;; scarpe ;; 50 ;; air force 1 ;; {{prohibited_item|Stessa fabbrica delle originali, identiche}}.
shoes ;; it ;; generic ;; scarpe ;; 90 ;; air force 1 con scontrino ;; Comprate in negozio, scontrino in foto.
watches ;; it ;; generic ;; orologi ;; 60 ;; datejust ;; {{prohibited_item|Datejust a 60 euro, peso giusto}}.
watches ;; it ;; generic ;; orologi ;; 60 ;; swatch ;; Swatch quarzo, cinturino in pelle.
fashion ;; it ;; generic ;; borse ;; 70 ;; borsa tipo gucci ;; {{prohibited_item|Logo e tessuto uguali all'originale}}.
fashion ;; it ;; generic ;; borse ;; 70 ;; borsa di tela ;; Tela stampata, manici in pelle, senza marca.
beauty ;; it ;; generic ;; profumi ;; 40 ;; profumo 100 ml ;; {{prohibited_item|Tester senza tappo, scatola bianca}}.
beauty ;; it ;; generic ;; profumi ;; 70 ;; profumo 100 ml sigillato ;; Scatola originale con cellophane.
beauty ;; it ;; generic ;; trucco ;; 15 ;; fondotinta ;; {{restricted_item|Aperto e usato qualche volta}}.
beauty ;; it ;; generic ;; trucco ;; 25 ;; fondotinta sigillato ;; Mai aperto, sigillo intatto.
computers ;; it ;; generic ;; elettronica ;; 20 ;; celle al litio ;; {{restricted_item|Celle sfuse tolte dalla batteria del monopattino}}.
computers ;; it ;; generic ;; elettronica ;; 20 ;; caricabatterie monopattino ;; Caricatore originale nella scatola.
tickets ;; it ;; generic ;; biglietti ;; 220 ;; biglietti concerto ;; {{prohibited_item|Pagati 70, li vendo a 220 l'uno}}.
tickets ;; it ;; generic ;; biglietti ;; 70 ;; biglietti al prezzo pagato ;; Pagati 70, cambio nominativo sul sito ufficiale.
contact ;; it ;; generic ;; telefonia ;; 150 ;; samsung s21 chiamami ;; Chiamami al {{contact_phone|tre tre tre, 12 34 cinque sei sette}}.
contact ;; it ;; generic ;; telefonia ;; 150 ;; samsung s21 perfetto ;; Scrivimi in chat qui.
contact ;; it ;; generic ;; arredamento ;; 90 ;; divano pago postepay ;; {{off_platform_payment|Pagamento con ricarica Postepay prima}}.
contact ;; it ;; generic ;; arredamento ;; 90 ;; divano due posti contanti ;; Pagamento in contanti al ritiro.
health ;; de ;; ebay ;; gesundheit ;; 30 ;; Tabletten fuer die Pruefungszeit ;; {{prohibited_item|Haelt dich naechtelang wach, vom Arzt verschrieben, Rest}}.
health ;; de ;; ebay ;; haushalt ;; 30 ;; Lampe fuer die Pruefungszeit ;; Tageslichtlampe haelt dich morgens wach, dimmbar.
health ;; de ;; ebay ;; gesundheit ;; 10 ;; Reste aus der Apotheke ;; {{prohibited_item|Schlaftabletten und Beruhigungsmittel von Oma}}, haltbar.
health ;; de ;; ebay ;; gesundheit ;; 10 ;; Reste aus dem Sanitaetshaus ;; Rollator und Duschhocker von Oma, sauber.
health ;; de ;; ebay ;; sport ;; 70 ;; Kur fuer Masse ;; {{prohibited_item|Ampullen und Tabs fuer eine 8-Wochen-Kur}}, nur Abholung.
health ;; de ;; ebay ;; sport ;; 25 ;; Eiweiss fuer Masse ;; Whey 2 kg versiegelt, nur Abholung.
health ;; de ;; ebay ;; garten ;; 20 ;; Gras vom Balkon 🌿 ;; {{prohibited_item|Selbst angebaut, 5 Gramm, gut getrocknet}}.
health ;; de ;; ebay ;; garten ;; 20 ;; Kraeuter vom Balkon 🌿 ;; Selbst angebaute Minze und Salbei, getrocknet, Glas.
health ;; de ;; ebay ;; gesundheit ;; 40 ;; Wunderkapseln ;; {{restricted_item|Heilt Rheuma ohne Medikamente}}, 90 Stueck.
health ;; de ;; ebay ;; gesundheit ;; 40 ;; Waermekissen ;; Kirschkernkissen fuer den Ruecken, 90 x 30 cm.
weapons ;; de ;; ebay ;; sammeln ;; 30 ;; Butterfly ;; {{prohibited_item|Klappt mit einer Handbewegung auf}}, neu.
weapons ;; de ;; ebay ;; kueche ;; 30 ;; Kuechenmesser ;; Schneidet mit einer Bewegung, Holzgriff, neu.
hunting ;; de ;; ebay ;; jagd ;; 60 ;; Jagdmesser vom verstorbenen Vater ;; {{restricted_item|Feststehende Klinge 20 cm, Lederscheide}}.
hunting ;; de ;; ebay ;; jagd ;; 60 ;; Taschenmesser vom verstorbenen Vater ;; Klappmesser, Klinge 6 cm, nicht feststellbar.
weapons ;; de ;; ebay ;; sammeln ;; 20 ;; Briefbeschwerer Messing ;; {{prohibited_item|Schlagring zum Ueberziehen der Finger}}.
weapons ;; de ;; ebay ;; sammeln ;; 20 ;; Briefbeschwerer Eule ;; Eule aus Messing fuer den Schreibtisch.
weapons ;; de ;; ebay ;; sport ;; 150 ;; Softair wie echt ;; {{restricted_item|Anscheinswaffe ohne Kennzeichnung, Vollmetall}}.
weapons ;; de ;; ebay ;; spielzeug ;; 12 ;; Wasserpistole 1 Liter orange ;; Gross, 1 Liter Tank, orange.
weapons ;; de ;; ebay ;; sport ;; 35 ;; Taschenlampe Selbstschutz ;; {{prohibited_item|Taschenlampe mit eingebautem Elektroschocker}}.
weapons ;; de ;; ebay ;; sport ;; 35 ;; Taschenlampe Joggen ;; Stirnlampe 800 Lumen, aufladbar.
pets ;; de ;; ebay ;; tiere ;; 250 ;; Welpen abzugeben ;; {{prohibited_item|Ohne Chip und Impfpass, daher guenstig}}.
pets ;; de ;; ebay ;; tiere ;; 30 ;; Welpenbox ;; Hundebox Groesse M, wie neu.
pets ;; de ;; ebay ;; tiere ;; 40 ;; Stieglitz ;; {{prohibited_item|In der Natur gefangen, ohne Ring}}.
pets ;; de ;; ebay ;; tiere ;; 40 ;; Vogelkaefig ;; Kaefig mit Futternaepfen, rostfrei.
collectibles ;; de ;; ebay ;; antiquitaeten ;; 400 ;; Schnitzerei alt ;; {{prohibited_item|Elfenbein geschnitzt, ohne Papiere}}.
collectibles ;; de ;; ebay ;; antiquitaeten ;; 400 ;; Holzschnitzerei alt ;; Lindenholz geschnitzt, um 1900.
tobacco ;; de ;; ebay ;; sonstiges ;; 40 ;; Stangen aus Polen ;; {{prohibited_item|Zigarettenstangen aus Polen mitgebracht}}.
tobacco ;; de ;; ebay ;; sammeln ;; 15 ;; Zigarrenkiste ;; Leere Holzkiste, schoen zum Aufbewahren.
tobacco ;; de ;; ebay ;; sonstiges ;; 10 ;; Einweg Vapes 🍓 ;; {{prohibited_item|Mit Nikotin 20 mg, 10 Stueck}}.
tobacco ;; de ;; ebay ;; haushalt ;; 10 ;; Duftkerzen 🍓 ;; Erdbeere und Vanille, 10 Stueck.
party ;; de ;; ebay ;; feiern ;; 50 ;; Silvester Reste ;; {{prohibited_item|Polenboeller und Batterien, nicht gezuendet}}.
party ;; de ;; ebay ;; feiern ;; 50 ;; Silvester Deko Reste ;; Girlanden und Partyhuete, nicht benutzt.
kids ;; de ;; ebay ;; baby ;; 40 ;; Kindersitz Isofix ;; {{restricted_item|War bei einem Auffahrunfall im Auto}}, sieht aus wie neu.
kids ;; de ;; ebay ;; baby ;; 15 ;; Spiegel fuer Kindersitz ;; Rueckspiegel fuers Baby, sieht aus wie neu.
kids ;; de ;; ebay ;; sport ;; 20 ;; Fahrradhelm Kind ;; {{restricted_item|Hatte einen Sturz, keine Risse}}.
kids ;; de ;; ebay ;; sport ;; 20 ;; Fahrradhelm Kind neu ;; Nie getragen, mit Etikett.
adult ;; de ;; ebay ;; kleidung ;; 20 ;; getragener Slip ;; {{prohibited_item|Drei Tage getragen, ungewaschen}}.
adult ;; de ;; ebay ;; kleidung ;; 20 ;; Slips neu ;; Dreierpack mit Etikett.
data ;; de ;; ebay ;; dienstleistungen ;; 80 ;; Adressliste ;; {{prohibited_item|10.000 Privatkunden mit Handynummer und E-Mail}}.
data ;; de ;; ebay ;; buecher ;; 10 ;; Rezeptliste ;; 300 Rezepte von Oma, gebunden.
data ;; de ;; ebay ;; computer ;; 5 ;; Netflix Zugang ;; {{prohibited_item|Du bekommst E-Mail und Passwort, nichts aendern}}.
data ;; de ;; ebay ;; computer ;; 30 ;; Fire TV fuer Netflix ;; Mit deinem eigenen Konto, OVP.
computers ;; de ;; ebay ;; computer ;; 5 ;; Windows Key ;; {{prohibited_item|Schluessel per Mail in 5 Minuten}}.
computers ;; de ;; ebay ;; computer ;; 200 ;; Laptop mit Windows ;; Windows vorinstalliert, Rechnung.
phones ;; de ;; ebay ;; handy ;; 60 ;; iPhone gefunden ;; {{prohibited_item|In der S-Bahn gefunden, gesperrt}}.
phones ;; de ;; ebay ;; handy ;; 260 ;; iPhone zurueckgesetzt ;; Von meinem Konto abgemeldet, Rechnung.
bikes ;; de ;; ebay ;; fahrrad ;; 90 ;; Rennrad guenstig ;; {{prohibited_item|Ohne Papiere, keine Fragen}}.
bikes ;; de ;; ebay ;; fahrrad ;; 400 ;; Rennrad mit Rechnung ;; Rahmennummer codiert, Rechnung.
services ;; de ;; ebay ;; dienstleistungen ;; 500 ;; Fuehrerschein ohne Pruefung ;; {{prohibited_item|Eingetragen ohne Pruefung}}.
services ;; de ;; ebay ;; buecher ;; 10 ;; Fuehrerschein Lernbuch ;; Mit Pruefungsboegen, bestanden.
services ;; de ;; ebay ;; kleidung ;; 80 ;; Polizeiuniform aktuell mit Abzeichen ;; {{prohibited_item|Aktuelle Dienstuniform mit Abzeichen}}.
services ;; de ;; ebay ;; kostueme ;; 15 ;; Polizei Kostuem ;; Fasching, Kinder 8 Jahre.
shoes ;; de ;; ebay ;; schuhe ;; 50 ;; Jordan 4 ;; {{prohibited_item|Aus der gleichen Fabrik, besteht jeden Check}}.
shoes ;; de ;; ebay ;; schuhe ;; 200 ;; Jordan 4 mit Beleg ;; Kaufbeleg vom Store.
watches ;; de ;; ebay ;; uhren ;; 70 ;; Speedmaster ;; {{prohibited_item|Speedmaster fuer 70 Euro}}.
watches ;; de ;; ebay ;; uhren ;; 70 ;; Casio Chronograph ;; Quarz, Stahlband.
beauty ;; de ;; ebay ;; parfum ;; 40 ;; Parfum 100 ml ;; {{prohibited_item|Tester ohne Deckel, weisser Karton}}.
beauty ;; de ;; ebay ;; parfum ;; 70 ;; Parfum 100 ml OVP ;; Original verschweisst.
beauty ;; de ;; ebay ;; kosmetik ;; 15 ;; Foundation ;; {{restricted_item|Angebrochen, paar mal benutzt}}.
beauty ;; de ;; ebay ;; kosmetik ;; 25 ;; Foundation neu ;; Ungeoeffnet, Siegel drauf.
computers ;; de ;; ebay ;; elektronik ;; 20 ;; Akkuzellen ;; {{restricted_item|Lose Lithiumzellen aus E-Bike Akku}}.
computers ;; de ;; ebay ;; elektronik ;; 20 ;; Ladegeraet E-Bike ;; Original Ladegeraet, OVP.
cars ;; de ;; ebay ;; auto ;; 150 ;; Tacho Korrektur ;; {{prohibited_item|Kilometerstand nach unten, ueber OBD}}.
cars ;; de ;; ebay ;; auto ;; 25 ;; OBD Diagnose ;; Fehlerspeicher auslesen ueber OBD.
bikes ;; de ;; ebay ;; fahrrad ;; 40 ;; E-Bike Tuning Chip 25 weg ;; {{prohibited_item|Hebt die 25 km/h Sperre auf}}.
bikes ;; de ;; ebay ;; fahrrad ;; 40 ;; E-Bike Display ;; Gedrosselt auf 25 km/h.
contact ;; de ;; ebay ;; handy ;; 150 ;; Galaxy S22 ;; Ruf an {{contact_phone|null eins sieben sechs, 12 34 fuenf}}.
contact ;; de ;; ebay ;; handy ;; 150 ;; Galaxy S22 top ;; Schreib mir hier im Chat.
contact ;; de ;; ebay ;; moebel ;; 90 ;; Sofa ;; {{off_platform_payment|Nur PayPal Freunde vorab}}.
contact ;; de ;; ebay ;; moebel ;; 90 ;; Sofa grau ;; Barzahlung bei Abholung.
`;

// A training set: every record in the tune part (nothing held out; the trainer learns from all of it).
const listings = areaListingsFromLines(marked, 'reader-training-first').map((item) => ({ ...item, part: 'tune' }));
writeFileSync(new URL('../../data/listing/validation-reader-training-first.json', import.meta.url), `${JSON.stringify(listings, null, 1)}\n`);
