import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-second.json: a twenty-second labelled set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no
 * rule code, lexicon or brand table, no README rules table and no earlier set's listing records — only the twenty-first
 * writer's header and split, the line parser (`areaListingsFromLines`), `balancedSplit`'s signature, the scorer
 * (evasion-quality.ts) and the contract's flag codes and profiles.
 * 251 listings: PT 55, ES 52, FR 52, EN 52, IT 20, DE 20; 115 clean (46 %). Areas (19, chosen from what the twenty-first
 * left out: what a listing OFFERS as well as what it sells): services, finance, raffles, documents, health, animals,
 * food, tobacco, alcohol, chemicals, weapons, counterfeit, stolen, recalled, digital, garden, adult, and ordinary goods
 * (furniture, phones, consoles, fashion, appliances, kids) carrying off-site contact or payment (areas `contact`,
 * `payment`). Every problem has a hard negative in its own words: driving-theory lessons beside sitting the test for
 * someone, a licensed nutritionist, immigration lawyer, tutor, accountant or mover beside bought fake reviews and a
 * hacked account, a leather ID-card holder and a plate holder beside a real ID card and plates made without the papers,
 * a police costume beside a real uniform, an old banknote collection beside fake notes, a bingo set beside a raffle,
 * drawn lottery tenths kept as a collection beside tenths resold with a markup, a blood-pressure meter, pill box, insulin
 * cooler and breast-milk bags beside leftover prescription medicines and breast milk, a cage, crate, carrier, terrarium
 * and pond filter beside the live animal, a ceramic tortoise, resin elephant, plush fox and beach shells beside a live
 * tortoise, ivory, stuffed birds of prey and coral, an empty hookah, pipe, pod kit and ashtray beside smuggled tobacco,
 * snus, nicotine liquids and heated-tobacco sticks, empty whisky bottles, demijohns, a wine fridge and a gin kit beside
 * full bottles and home-distilled spirits, pharmacy peroxide beside 35 % peroxide, polycarbonate sheets beside asbestos
 * cement, an empty camping stove beside a full gas bottle, a toy crossbow, water pistol, foam stars, Nerf and cap gun
 * beside a hunting crossbow, throwing stars, a blank-firing pistol, a silencer, a barrel and a magazine, a reloading
 * press without powder, a gun case, cleaning kit and a scope beside powder and primers, kitchen knives beside butterfly
 * knives, an unbranded bag and a homage watch without the maker's marks beside copies, invoiced tools and a reset phone
 * beside tools "from a site, no invoices" and locked found phones, a shopping-trolley armchair bought from a designer beside
 * a supermarket's trolley, a replica metal sign beside real road signs, a recall-free baby walker and a bouncer "not for
 * sleep" beside a recalled sleeper, an official TV box beside a loaded one, cash on hand-over, the site's own payment and
 * "no MB WAY / no Bizum / no Wise" beside payment moved off the site, an IMEI, postcode and dimensions beside numbers.
 * The rest are real problems (136; first label's kind: item 113, phone 7, payment 7, social 4, link 4, email 1; 147
 * labels): services that may not be offered (sitting a driving test or exam for someone, sick notes, fake reviews and
 * followers, account hacking, thesis ghost-writing, licence points taken on, an immigration appointment resold, boiler
 * work by an unregistered fitter), schemes and chances (raffles, prize draws, tombolas, a lottery sold through the site,
 * recruitment schemes, guaranteed crypto returns, money-mule accounts, loans between individuals and "no Schufa" credit
 * with an advance fee), documents (an ID card, blank birth certificates, diplomas without exam, registration papers, plates
 * with any number, police uniforms), finance (counterfeit notes, prepaid cards in another's name), health (Ozempic and
 * Mounjaro pens, insulin, antibiotics, isotretinoin, diazepam, tadalafil, testosterone, botulinum toxin, lip fillers,
 * breast milk), animals (puppies, kittens, a parrot and a tortoise without CITES papers, koi, ivory, coral and tortoiseshell,
 * stuffed birds of prey), food (wild mushrooms, raw milk), tobacco and alcohol, hazardous goods (asbestos, R22, paraquat,
 * mercury, ammonium nitrate, 35 % peroxide, full gas bottles, loose lithium cells, jammers), weapons and parts, counterfeits
 * said indirectly ("same factory", "nobody notices", equivalence perfumes, "AAA"), stolen or locked goods (found phones,
 * BIOS-locked laptops, a filed frame number, hotel robes, road signs, a supermarket trolley), recalled goods (Note 7, a
 * recalled infant sleeper, a Takata airbag), digital goods (IPTV, "pezzotto", a loaded Firestick, shared streaming
 * profiles, pirated courses), cannabis seeds and used underwear; contact moved off the site in ways the twenty-first did
 * not use (a number in words with tens, letters for digits, a number started in one place and ended in words, an e-mail
 * "same as my user name at gmail", Discord, Snapchat, Telegram spaced out, a handle on another marketplace, a shop site or
 * YouTube channel spelt with "ponto"/"dot"); payment off the site: cash on delivery by post, revolut.me, PayPal friends,
 * Western Union, Wise, Wero/Paylib, Satispay, Postepay top-up, USDT, Paysafecard codes, a transfer to an IBAN.
 * Label policy (a careful moderator of a general European marketplace): contact, links and payment moved off the site are
 * labelled where they are asked for; cash at a hand-over and the site's own payment are clean. Services that break the law
 * or a test's rules, forged or real identity and vehicle documents, lotteries and raffles run by a seller, schemes, loans
 * between individuals, counterfeit money, prescription medicines, botulinum toxin, ivory, asbestos, R22, paraquat, mercury,
 * jammers, silencers, powder, butterfly knives, throwing stars, counterfeits, stolen or locked goods, recalled goods and
 * pirated digital goods are prohibited; live animals, protected-species parts with no papers, wild food, raw milk,
 * alcohol, nicotine and heated tobacco, full gas bottles, loose lithium cells, oxidisers and fertiliser precursors,
 * crossbows, blank-firing pistols, barrels and magazines, police uniforms, plates, shared streaming profiles, course
 * downloads, ghost-writing, unregistered boiler work and cannabis seeds are restricted (the scorer meets either item code).
 * Borderline decisions, stated: lottery tenths resold with a markup restricted, not prohibited; live pets restricted (the
 * profile decides); ghost-writing a thesis restricted; a police uniform restricted (collectors) and a costume clean; a
 * scope on its own and a reloading press without powder clean; drawn lottery tenths and old peseta notes clean; a homage
 * watch with its own name clean; cash on delivery by post ("a cobranca") labelled off-site payment; a "no MB WAY" clean.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-first set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 126 (58 clean, 68 problems: item 56, phone 4, payment 3,
 * social 2, link 2, email 1), holdout 125 (57 clean, 68 problems: item 57, payment 4, phone 3, social 2, link 2); every
 * language in both, all 19 areas in the tune part and 18 in the holdout (the two `adult` listings both fell to tune).
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-second-listing-set.ts`.
 * First run (2026-11-29, rules as on b6eb0d0, no rule changed, `nice -n 10 timeout 900 npm run bench -- listing`): tune
 * part recall 0.73 (53 of 73 labels; by kind item 41/61, payment 3/3, phone 4/4, social 2/2, link 2/2, email 1/1),
 * clean listings flagged 0.03 (2 of 58), wrongful rejects 0.01 (1 of 70); holdout part recall 0.59 (44 of 74 labels; by
 * kind item 35/63, payment 3/4, phone 3/3, social 1/2, link 2/2), clean listings flagged 0.09 (5 of 57), wrongful rejects
 * 0.01 (1 of 68). A labelling slip of the writer, seen in the tune part's first-run findings and left as frozen: a "no
 * Schufa" loan asking an advance fee ("Vorkasse") was labelled as the prohibited loan only, not also as off-site payment.
 */

const marked = `
services ;; pt ;; olx-pt ;; services ;; 150 ;; Faco o teu exame de codigo ;; Tiro a carta de conducao por ti, {{prohibited_item|vou ao exame de codigo no teu lugar}} com o teu cartao de cidadao, 100% garantido, ja fiz a 12 pessoas. Pagamento metade antes
services ;; pt ;; olx-pt ;; services ;; 25 ;; Explicacoes codigo da estrada ;; Dou explicacoes de codigo da estrada online e presencial em Braga, preparo para o exame com testes ANSR, 25 euros a hora, primeira aula gratis
services ;; pt ;; olx-pt ;; services ;; 40 ;; atestado medico rapido ;; Precisas de faltar ao trabalho? {{prohibited_item|arranjo atestado medico com vinheta de medico verdadeiro}}, entrego no mesmo dia em pdf. Sem perguntas
services ;; pt ;; olx-pt ;; services ;; 30 ;; Consultas de nutricao ;; Nutricionista com cedula da Ordem dos Nutricionistas, planos alimentares personalizados, consultas online, primeira consulta 30 euros. Marcacoes pelo chat do OLX
finance ;; pt ;; olx-pt ;; services ;; 0 ;; Emprestimo entre particulares rapido ;; {{prohibited_item|Empresto dinheiro entre particulares de 1000 a 50000 euros}} a taxa de 2%, sem banco de portugal, sem fiador. Falar por {{social_handle|whats}} {{contact_phone|9 3 6 - 4 1 2 - 8 8 0}}
finance ;; pt ;; olx-pt ;; books-media ;; 12 ;; Livro Financas pessoais para totos ;; Livro como novo, financas pessoais, como sair das dividas e poupar. Envio por CTT ou entrega em mao no Porto
finance ;; pt ;; olx-pt ;; services ;; 200 ;; Procuro quem me empreste a conta ;; Pago 200 euros por mes a quem {{prohibited_item|me empreste a conta bancaria para receber transferencias}} do estrangeiro, trabalho facil desde casa
raffles ;; pt ;; olx-pt ;; collectibles ;; 5 ;; RIFA camisola autografada Benfica ;; {{prohibited_item|Rifa a 5 euros cada numero}}, camisola autografada pelo plantel, sorteio dia 20 com a lotaria nacional. Pagamento por {{off_platform_payment|MBWAY}} e mando o numero
raffles ;; pt ;; olx-pt ;; collectibles ;; 60 ;; Camisola autografada Benfica com certificado ;; Camisola oficial autografada, com certificado de autenticidade da loja oficial, em moldura. 60 euros, entrego em Lisboa em mao, pago na entrega
documents ;; pt ;; olx-pt ;; collectibles ;; 35 ;; Bilhete de identidade antigo ;; {{prohibited_item|Bilhete de identidade valido de um senhor}} que ja nao precisa, serve para abrir contas. Outros documentos por encomenda
documents ;; pt ;; olx-pt ;; collectibles ;; 8 ;; Porta documentos de couro para cartao de cidadao ;; Capa de couro castanho para cartao de cidadao e carta de conducao, nova, feita a mao em Guimaraes
documents ;; pt ;; olx-pt ;; vehicle-parts ;; 70 ;; Matriculas para mota ;; {{restricted_item|Faco matriculas de mota com qualquer numero}}, nao preciso do documento do veiculo, em aluminio, entrega em 2 dias
documents ;; pt ;; olx-pt ;; vehicle-parts ;; 15 ;; Suporte de matricula cromado ;; Suporte de matricula cromado para carro, universal, novo na caixa, sem matricula incluida
health ;; pt ;; olx-pt ;; health ;; 90 ;; canetas ozempic sobras ;; tenho {{prohibited_item|3 canetas ozempic 1mg}} que sobraram do tratamento da minha mae, nunca abertas, no frigorifico. so levantar em setubal
health ;; pt ;; olx-pt ;; health ;; 20 ;; Tensiometro digital Omron ;; Medidor de tensao arterial Omron M3, usado poucas vezes, com pilhas e manual, funciona perfeitamente
health ;; pt ;; olx-pt ;; health ;; 15 ;; Caixas de ben-u-ron e antibiotico ;; Vendo farmacia de casa: {{prohibited_item|amoxicilina 875 e clavamox}} dentro da validade, ben-u-ron, brufen 600. Tudo por 15
health ;; pt ;; olx-pt ;; health ;; 12 ;; Caixa organizadora de comprimidos semanal ;; Caixa de comprimidos para a semana, manha tarde noite, nova, otima para idosos
animals ;; pt ;; olx-pt ;; pets ;; 450 ;; Cachorros Bulldog Frances ;; Ninhada de {{restricted_item|cachorros bulldog frances}} com 6 semanas, sem chip ainda, sem LOP, os pais podem ser vistos. Reservas com sinal
animals ;; pt ;; olx-pt ;; pets ;; 30 ;; Transportadora para cao pequeno ;; Transportadora para cao ou gato ate 8 kg, usada 2 vezes, aprovada para aviao
animals ;; pt ;; olx-pt ;; pets ;; 120 ;; Cagado de patas amarelas ;; Vendo {{restricted_item|tartaruga de agua cagado com 15 anos}} com aquario e filtro, muito mansa. So aquario tambem se quiserem mas preferia junto
animals ;; pt ;; olx-pt ;; home ;; 40 ;; Tartaruga de ceramica para jardim ;; Tartaruga decorativa em ceramica pintada a mao, 30 cm, para jardim ou varanda, Caldas da Rainha
tobacco ;; pt ;; olx-pt ;; home ;; 25 ;; Tabaco de enrolar de Espanha ;; Trago {{prohibited_item|tabaco de enrolar de Espanha em pacotes de 250g sem selo}}, mais barato que aqui, entrego em Elvas e Badajoz
tobacco ;; pt ;; olx-pt ;; home ;; 10 ;; Cinzeiro antigo de vidro ;; Cinzeiro de vidro grosso anos 70, pesado, sem lascas, bom para decoracao
alcohol ;; pt ;; olx-pt ;; home ;; 15 ;; aguardente caseira ;; {{restricted_item|Aguardente de medronho caseira garrafao de 5 litros}}, feita pelo meu avo no Algarve, 50 graus
alcohol ;; pt ;; olx-pt ;; home ;; 5 ;; Garrafoes vazios de 5 litros ;; Garrafoes de vidro vazios com palha, 5 litros, bons para decoracao ou para vinho, 5 euros cada
chemicals ;; pt ;; olx-pt ;; tools-diy ;; 30 ;; Placas fibrocimento antigas ;; Retirei do telhado do barracao {{prohibited_item|placas de fibrocimento com amianto}}, 20 placas, vendo baratas, quem quiser levar
chemicals ;; pt ;; olx-pt ;; tools-diy ;; 18 ;; Placas de policarbonato transparente ;; Placas de policarbonato alveolar 10 mm, restos de obra, 2 m x 1 m, seis placas
chemicals ;; pt ;; olx-pt ;; home ;; 45 ;; garrafa de gas butano cheia ;; Vendo {{restricted_item|garrafa de gas butano cheia}} galp 13 kg, mudei para gas natural. Entrega so em Coimbra
weapons ;; pt ;; olx-pt ;; sports-outdoor ;; 80 ;; Moderador para carabina ;; {{prohibited_item|silenciador roscado 1/2 unf}} para carabina 22, nunca usado, sem papeis, envio discreto
weapons ;; pt ;; olx-pt ;; sports-outdoor ;; 35 ;; Mala rigida para carabina ;; Mala rigida com espuma para carabina ou espingarda, 120 cm, com fechaduras, vazia claro
weapons ;; pt ;; olx-pt ;; toys ;; 15 ;; Pistola Nerf Elite ;; Nerf Elite 2.0 com 20 dardos, para criancas a partir de 8 anos, em bom estado
weapons ;; pt ;; olx-pt ;; sports-outdoor ;; 60 ;; Navalha borboleta ;; {{prohibited_item|navalha borboleta balisong}} lamina 10 cm, aco inox, para colecionador
counterfeit ;; pt ;; vinted ;; fashion ;; 45 ;; Casaco Moncler igual ao original ;; Casaco tipo Moncler, {{prohibited_item|nao e original mas ninguem nota, mesma fabrica}}, tam M, com etiquetas e holograma
counterfeit ;; pt ;; vinted ;; fashion ;; 180 ;; Casaco Moncler original com fatura ;; Casaco Moncler Maya original, comprado na loja do Chiado, tenho a fatura e o codigo QR da etiqueta verifica no site da marca, tam 2
stolen ;; pt ;; olx-pt ;; phones ;; 90 ;; iPhone encontrado ;; {{prohibited_item|Encontrei este iPhone 12 na praia, esta bloqueado com conta}}, vendo para pecas ou para quem souber desbloquear
stolen ;; pt ;; olx-pt ;; tools-diy ;; 200 ;; maquinas vindas de obra ;; Rebarbadora, berbequim e martelo demolidor Hilti, {{prohibited_item|vindos de obra, sem faturas, nao pergunto de onde}}. Tudo 200
stolen ;; pt ;; olx-pt ;; tools-diy ;; 220 ;; Martelo demolidor Hilti TE 500 ;; Martelo demolidor Hilti com mala e dois ponteiros, fatura em nome da minha empresa, fecho a atividade por isso vendo
digital ;; pt ;; olx-pt ;; services ;; 10 ;; Lista IPTV 12 meses ;; {{prohibited_item|IPTV com todos os canais sport tv, eleven, netflix}} por 10 euros o ano, funciona na smart tv. Pagamento por {{off_platform_payment|transferencia para o IBAN}} e envio codigo
digital ;; pt ;; olx-pt ;; services ;; 12 ;; Box Android Xiaomi TV ;; Xiaomi Mi TV Box S, original, com comando, usado, netflix e youtube oficiais, sem nada instalado a mais
contact ;; pt ;; olx-pt ;; furniture ;; 120 ;; Sofa 3 lugares cinzento ;; Sofa em bom estado, sem rasgoes, 2 m. Para mais fotos ou video manda-me msg no {{social_handle|insta do perfil: moveis.da.ritinha}} que aqui a app nao deixa mandar video
contact ;; pt ;; olx-pt ;; furniture ;; 130 ;; Sofa chaise longue bege ;; Sofa chaise longue, tecido lavavel, 240 cm, sem animais nem fumadores. Mais fotos a pedido aqui pelo chat, levantar em Loures
contact ;; pt ;; olx-pt ;; phones ;; 150 ;; Samsung A54 5G ;; Samsung A54 impecavel, 128 GB, com capa. Os primeiros digitos sao noventa e seis, tres, o resto manda mensagem {{contact_phone|noventa e seis tres dois sete oito quatro cinco um}}
contact ;; pt ;; olx-pt ;; phones ;; 160 ;; Samsung A54 5G 256GB ;; Samsung A54 como novo, IMEI 352 719 114 820 567 verificavel, desbloqueado a todas as redes, com fatura da Worten
payment ;; pt ;; olx-pt ;; kids ;; 90 ;; Carrinho de bebe Bebecar ;; Carrinho completo ovo e alcofa, bom estado. Envio por {{off_platform_payment|CTT a cobranca}}, pagas ao carteiro quando chegar
payment ;; pt ;; olx-pt ;; kids ;; 95 ;; Carrinho de bebe completo ;; Carrinho 3 em 1 com ovo, envio pela entrega OLX com pagamento protegido, ou entrega em mao em Aveiro e paga na hora em dinheiro
payment ;; pt ;; olx-pt ;; consoles ;; 220 ;; PS5 digital ;; PS5 edicao digital, 2 comandos. {{off_platform_payment|Aceito pagamento por Revolut para revolut.me/tiagoff}} ou em mao, nao faco envios pelo olx
payment ;; pt ;; olx-pt ;; consoles ;; 230 ;; PS5 com leitor ;; PS5 standard com leitor, 1 comando, caixa original. Nao aceito MB WAY nem transferencias, so pagamento pelo OLX ou em mao
contact ;; pt ;; olx-pt ;; appliances ;; 80 ;; Maquina lavar loica Bosch ;; Funciona bem, 12 servicos. Tenho outra loja no {{external_link|facebook ponto com barra eletrodomesticos usados leiria}} com mais coisas e garantia
contact ;; pt ;; olx-pt ;; appliances ;; 85 ;; Maquina de lavar roupa Bosch 8kg ;; Maquina Bosch serie 4, 8 kg, 1200 rpm, tres anos, funciona perfeitamente, transporte possivel na zona de Leiria com custo
contact ;; pt ;; olx-pt ;; fashion ;; 20 ;; Vestido de festa azul ;; Vestido usado uma vez num casamento, tam 38. Se quiseres ver mais fotos o meu mail e o mesmo que o nome do perfil {{contact_email|com gmail no fim}}
contact ;; pt ;; olx-pt ;; fashion ;; 22 ;; Vestido comprido verde ;; Vestido comprido verde garrafa, tam 40, da Zara, usado duas vezes, lavado, sem defeitos
garden ;; pt ;; olx-pt ;; home ;; 25 ;; Sementes de canabis ;; {{restricted_item|Sementes de canabis feminizadas autoflorescentes}}, 10 unidades, vendidas como souvenir para colecao
garden ;; pt ;; olx-pt ;; home ;; 8 ;; Sementes de tomate coracao de boi ;; Sementes de tomate coracao de boi da minha horta, 50 sementes, biologicas, envio em carta
adult ;; pt ;; vinted ;; fashion ;; 30 ;; Cuecas usadas ;; {{prohibited_item|cuecas usadas varios dias, para fetiche}}, mando fotos personalizadas, falamos em privado
adult ;; pt ;; vinted ;; fashion ;; 18 ;; Conjunto lingerie novo com etiqueta ;; Conjunto de lingerie Intimissimi, soutien e cueca, tamanho M, novo com etiqueta, nunca usado, comprado para oferta
services ;; es ;; wallapop ;; services ;; 50 ;; Cita previa extranjeria ;; {{prohibited_item|Vendo cita previa para huellas TIE en extranjeria Madrid}}, te la cojo con tu NIE, 50 euros, me pagas por {{off_platform_payment|bizum}} cuando te llegue el justificante
services ;; es ;; wallapop ;; services ;; 60 ;; Gestoria tramites extranjeria ;; Abogada colegiada ICAM, te ayudo con arraigo, renovaciones y reagrupacion familiar, primera consulta 60 euros, factura con IVA
services ;; es ;; wallapop ;; services ;; 300 ;; Trabajo fin de grado ;; {{restricted_item|Te hago el TFG entero o el examen online en tu lugar}}, ADE, derecho y enfermeria, entrega en 2 semanas, nunca suspende nadie
services ;; es ;; wallapop ;; services ;; 15 ;; Clases particulares de matematicas ;; Profesor de matematicas da clases de ESO y bachillerato, 15 euros la hora, en Sevilla centro, a domicilio o en biblioteca
services ;; es ;; wallapop ;; services ;; 5 ;; 1000 seguidores reales ;; {{prohibited_item|Vendo seguidores y resenas de google para tu negocio}}, 1000 seguidores 5 euros, 10 resenas de 5 estrellas 20 euros
documents ;; es ;; wallapop ;; vehicle-parts ;; 40 ;; Pasar puntos del carnet ;; {{prohibited_item|Me pongo yo las multas y te quito los puntos}}, tengo 15 puntos, 40 euros por multa, discrecion total
documents ;; es ;; wallapop ;; books-media ;; 20 ;; Libro test del carnet DGT 2025 ;; Libro de test autoescuela DGT actualizado, subrayado lo justo, con las respuestas al final, Valencia
documents ;; es ;; wallapop ;; services ;; 120 ;; Titulo ESO homologado ;; {{prohibited_item|Titulos de ESO, bachiller y carnet de manipulador de alimentos sin examen}}, validos para trabajar, llegan en 1 semana
documents ;; es ;; wallapop ;; collectibles ;; 10 ;; Marco de fotos para diploma A4 ;; Marco negro para titulo universitario A4, con cristal, nuevo, 10 euros dos unidades
raffles ;; es ;; wallapop ;; collectibles ;; 3 ;; sorteo iphone 15 ;; {{prohibited_item|participa en el sorteo de un iphone 15 por 3 euros la papeleta}}, sale con el cupon de la ONCE del viernes
raffles ;; es ;; wallapop ;; collectibles ;; 8 ;; Decimos loteria navidad ;; {{restricted_item|Vendo decimos de loteria de navidad con recargo}} del numero 27456, 25 euros el decimo
raffles ;; es ;; wallapop ;; collectibles ;; 4 ;; Coleccion decimos antiguos ;; Coleccion de 40 decimos de loteria de los anos 80 ya sorteados, para coleccionistas, buen estado
finance ;; es ;; wallapop ;; services ;; 0 ;; Invierte en cripto 30% mensual ;; {{prohibited_item|Gestiono tu dinero en cripto y te devuelvo un 30% al mes garantizado}}, minimo 500, escribeme al {{social_handle|telegram @cryptorafa_inv}}
finance ;; es ;; wallapop ;; services ;; 0 ;; Billetes de 500 de atrezzo ;; {{prohibited_item|Billetes falsos de 50 euros que pasan el rotulador}}, para pelis y bromas, 100 billetes 60 euros
finance ;; es ;; wallapop ;; collectibles ;; 25 ;; Billetes antiguos de pesetas ;; Lote de billetes de 100 y 1000 pesetas de 1992, sin circular, para coleccion, con funda
health ;; es ;; wallapop ;; health ;; 35 ;; Roacutan sobrante ;; {{prohibited_item|Me sobraron 2 cajas de isotretinoina 20 mg}} del tratamiento, sin abrir, 35 la caja
health ;; es ;; wallapop ;; beauty ;; 25 ;; Acido hialuronico para labios ;; {{restricted_item|Jeringas de acido hialuronico para rellenar labios}} con canulas, te enseno a pincharte, 25 la jeringa
health ;; es ;; wallapop ;; beauty ;; 12 ;; Serum acido hialuronico The Ordinary ;; Serum de acido hialuronico The Ordinary 30 ml, abierto solo 1 vez, casi lleno, me da granos
health ;; es ;; wallapop ;; health ;; 40 ;; Muletas y andador ;; Muletas regulables y andador con ruedas, los uso mi padre tras la operacion de cadera, estan como nuevos
animals ;; es ;; wallapop ;; pets ;; 200 ;; Gatitos persas ;; {{restricted_item|Gatitos persas de 2 meses}} desparasitados, se entregan con cartilla, 200 cada uno
animals ;; es ;; wallapop ;; pets ;; 15 ;; Rascador para gatos ;; Rascador de 1 metro con casita, lo usaba mi gato persa, lavado y en buen estado
animals ;; es ;; wallapop ;; collectibles ;; 90 ;; Coral rojo natural ;; {{restricted_item|Rama de coral rojo natural y caparazon de tortuga carey}}, de la coleccion de mi abuelo, decoracion
animals ;; es ;; wallapop ;; collectibles ;; 30 ;; Caracolas de mar decorativas ;; Caracolas y conchas de la playa de Cadiz, comunes, para manualidades o decoracion, bolsa de 1 kg
tobacco ;; es ;; wallapop ;; home ;; 12 ;; liquidos vaper 20mg ;; {{restricted_item|liquidos con nicotina 20 mg y pods desechables}}, sabores fresa y mango, cajas de 10
tobacco ;; es ;; wallapop ;; home ;; 20 ;; Cachimba mediana con manguera ;; Cachimba de 60 cm con manguera lavable y cazoleta, sin tabaco, la usaba de decoracion en el salon
alcohol ;; es ;; wallapop ;; home ;; 80 ;; Botellas de whisky de coleccion ;; {{restricted_item|6 botellas de whisky escoces sin abrir, precintadas}}, de los anos 90, ideal coleccion
alcohol ;; es ;; wallapop ;; home ;; 10 ;; Botellas de whisky vacias para decoracion ;; Botellas vacias de whisky Macallan y Glenfiddich con su caja, para decoracion o lamparas
chemicals ;; es ;; wallapop ;; home ;; 15 ;; Agua oxigenada 35% ;; {{restricted_item|Peroxido de hidrogeno al 35% en garrafa de 5 litros}}, uso industrial, sin papeles
chemicals ;; es ;; wallapop ;; home ;; 3 ;; Agua oxigenada 10 volumenes farmacia ;; Botes de agua oxigenada de farmacia de 250 ml, sin abrir, 3 euros los cuatro
chemicals ;; es ;; wallapop ;; tools-diy ;; 25 ;; Gas refrigerante R22 ;; {{prohibited_item|Bombona de gas R22 para aire acondicionado}}, casi llena, ya no se vende, aprovecha
weapons ;; es ;; wallapop ;; sports-outdoor ;; 50 ;; Ballesta de caza 150 lbs ;; {{restricted_item|Ballesta de 150 libras con visor}} y 6 virotes, potente, para caza o tiro
weapons ;; es ;; wallapop ;; toys ;; 18 ;; Ballesta de juguete con ventosas ;; Ballesta de juguete con flechas de ventosa, para ninos de 6 anos, plastico, de Decathlon
weapons ;; es ;; wallapop ;; sports-outdoor ;; 40 ;; Polvora para recarga ;; {{prohibited_item|Polvora y pistones para recargar cartuchos}}, bote de 500 g, envio por mensajeria
weapons ;; es ;; wallapop ;; sports-outdoor ;; 60 ;; Prensa de recarga Lee sin polvora ;; Prensa de recarga Lee con troqueles, sin polvora ni pistones, para tirador federado
counterfeit ;; es ;; wallapop ;; beauty ;; 8 ;; Perfumes de equivalencia ;; {{prohibited_item|Perfumes de equivalencia, huelen igual que Chanel y Dior}}, 100 ml a 8 euros, los mejores del mercado
counterfeit ;; es ;; wallapop ;; beauty ;; 45 ;; Chanel Coco Mademoiselle 100 ml ;; Perfume original comprado en el Corte Ingles, usado un 20%, con caja y ticket
counterfeit ;; es ;; wallapop ;; fashion ;; 35 ;; zapatillas nk jordan ;; {{prohibited_item|zapatillas replica de las jordan 4, calidad top, sin caja original}}, tallas 40 a 45
stolen ;; es ;; wallapop ;; vehicles ;; 150 ;; Bici de carretera sin papeles ;; {{prohibited_item|Bici de carretera, me la dejaron y no se de quien es}}, sin factura, numero de cuadro limado, 150 rapido
stolen ;; es ;; wallapop ;; vehicles ;; 300 ;; Bici de carretera con factura ;; Bici de carretera talla 54, con factura de compra a mi nombre y numero de cuadro registrado en Biciregistro
stolen ;; es ;; wallapop ;; laptops ;; 100 ;; portatil con contrasena bios ;; {{prohibited_item|Portatil Dell con contrasena de BIOS, es de una empresa}}, no lo he podido abrir, para piezas o quien sepa quitarla
recalled ;; es ;; wallapop ;; phones ;; 60 ;; Samsung Note 7 de coleccion ;; {{prohibited_item|Samsung Galaxy Note 7}} original, uno de los que no devolvi, funciona, bateria original
digital ;; es ;; wallapop ;; services ;; 4 ;; Cuenta Netflix premium ;; {{restricted_item|Perfil de Netflix premium 4K un ano}} en cuenta compartida, 4 euros al mes, te paso correo y clave
digital ;; es ;; wallapop ;; consoles ;; 30 ;; Tarjeta regalo PlayStation 50 euros ;; Tarjeta regalo PlayStation Store de 50 euros me regalaron y no uso, te la entrego fisica en Bilbao, precio 30 por pago por wallapop
contact ;; es ;; wallapop ;; furniture ;; 60 ;; Mesa de comedor extensible ;; Mesa extensible de madera, 6 sillas aparte. Para verla en persona ahorramos mensajes: mi numero es {{contact_phone|seis cuatro nueve, doce, treinta y cuatro, cincuenta y seis}}
contact ;; es ;; wallapop ;; furniture ;; 65 ;; Mesa comedor blanca 160 x 90 ;; Mesa blanca lacada de 160 x 90 x 75 cm, un pequeno golpe en la esquina, recogida en Getafe
contact ;; es ;; wallapop ;; fashion ;; 25 ;; Abrigo de pano negro ;; Abrigo Mango talla S. Si me lo compras fuera te lo dejo mas barato, busca mi {{social_handle|Vinted y Instagram como lauuu_closet}}
contact ;; es ;; wallapop ;; fashion ;; 28 ;; Abrigo largo camel ;; Abrigo camel de Massimo Dutti talla M, lana, se ha usado un invierno, envio con Wallapop envios
payment ;; es ;; wallapop ;; consoles ;; 180 ;; Nintendo Switch OLED ;; Switch OLED con 3 juegos, {{off_platform_payment|mejor paypal amigos o transferencia y te lo mando por correos}}, sin comisiones para ninguno
payment ;; es ;; wallapop ;; consoles ;; 190 ;; Nintendo Switch OLED blanca ;; Switch OLED blanca, bizum no, solo envio wallapop o en mano en Zaragoza con efectivo
contact ;; es ;; wallapop ;; phones ;; 300 ;; iPhone 13 128 ;; iPhone 13 bateria 88%, llamame {{contact_phone|+34 6l2 9O3 4l8}} (las O son ceros) que no miro mucho la app
contact ;; es ;; wallapop ;; appliances ;; 90 ;; Frigorifico combi ;; Frigorifico Balay combi no frost 1,85 m, A++, lo vendo porque me mudo. Mas videos en mi {{external_link|canal de youtube youtube.com/@pisosymudanzasgijon}}
contact ;; es ;; wallapop ;; appliances ;; 95 ;; Frigorifico combi Bosch ;; Frigorifico Bosch 1,86 m, no frost, 4 anos, pequena marca en la puerta, lo bajo a portal
services ;; fr ;; generic ;; services ;; 80 ;; Passe le code a ta place ;; {{prohibited_item|Je passe ton code de la route a ta place}}, on se ressemble pas besoin, 80 euros, reussite garantie
services ;; fr ;; generic ;; services ;; 30 ;; Cours de code de la route ;; Moniteur diplome BEPECASER, cours de code en salle a Lyon 7e, 30 euros la seance, entrainement sur tablette
services ;; fr ;; generic ;; services ;; 150 ;; Demenagement avec camion ;; Particulier avec camion 20 m3 pour vos demenagements, 150 la demi journee, je suis auto-entrepreneur, facture possible
services ;; fr ;; generic ;; services ;; 25 ;; Faux avis Google ;; {{prohibited_item|Je poste des avis 5 etoiles sur votre fiche Google et Trustpilot}} depuis des vrais comptes, 25 les 10
services ;; fr ;; generic ;; services ;; 200 ;; Recuperation compte Insta ;; {{prohibited_item|Je pirate le compte Instagram ou Snap de qui vous voulez}}, ex, conjoint, on recupere les messages, paiement {{off_platform_payment|en USDT}}
documents ;; fr ;; generic ;; vehicle-parts ;; 100 ;; Carte grise sans controle ;; {{prohibited_item|Je fais des cartes grises sans controle technique}}, vehicule au nom que vous voulez, livraison sous 48h
documents ;; fr ;; generic ;; vehicle-parts ;; 12 ;; Pochette carte grise cuir ;; Etui cuir pour carte grise et permis, marque Renault, neuf, jamais servi
documents ;; fr ;; generic ;; collectibles ;; 40 ;; Uniforme de police nationale ;; {{restricted_item|Uniforme complet police nationale avec brassard et carte}}, taille 50, pour collection ou tournage
documents ;; fr ;; generic ;; fashion ;; 25 ;; Deguisement policier enfant ;; Deguisement de policier pour enfant 8 ans, casquette et menottes en plastique, porte une fois a carnaval
raffles ;; fr ;; generic ;; collectibles ;; 2 ;; Tombola PS5 ;; {{prohibited_item|Tombola pour gagner une PS5, 2 euros le ticket}}, tirage en live, paiement {{off_platform_payment|par Lydia}} au moment de la reservation
raffles ;; fr ;; generic ;; toys ;; 12 ;; Jeu de loto familial ;; Jeu de loto en bois avec cartons et pions, complet, ideal pour les soirees en famille
finance ;; fr ;; generic ;; services ;; 0 ;; Pret entre particuliers serieux ;; {{prohibited_item|Offre de pret entre particuliers de 2000 a 200000 euros}} a 3%, reponse en 24h, contact {{contact_email|pret.solidaire (at) outlook point fr}}
finance ;; fr ;; generic ;; services ;; 0 ;; Carte bancaire prepayee chargee ;; {{prohibited_item|Cartes bancaires prepayees chargees de 500 euros au nom d une autre personne}}, pas besoin de piece d identite
finance ;; fr ;; generic ;; services ;; 45 ;; Comptable pour auto entrepreneur ;; Expert comptable inscrit a l Ordre, declarations URSSAF et TVA pour micro entreprise, 45 euros par mois
health ;; fr ;; generic ;; health ;; 50 ;; Stylos insuline ;; {{prohibited_item|Stylos d insuline Novorapid et aiguilles}}, reste de traitement, au frais, a recuperer a Lille
health ;; fr ;; generic ;; health ;; 15 ;; Glaciere pour stylos insuline ;; Trousse isotherme Frio pour stylos d insuline, neuve, ideal en voyage
health ;; fr ;; generic ;; health ;; 20 ;; Lait maternel congele ;; {{restricted_item|Lait maternel congele en sachets de 150 ml}}, j ai trop de reserves, bebe en bonne sante
health ;; fr ;; generic ;; kids ;; 18 ;; Sacs de conservation lait maternel ;; Sachets de conservation pour lait maternel Medela, boite de 50 neuve non ouverte
health ;; fr ;; generic ;; beauty ;; 60 ;; Botox pas cher ;; {{prohibited_item|Flacons de toxine botulique coreenne}} a faire soi meme, avec seringues, explication par video
animals ;; fr ;; generic ;; pets ;; 300 ;; Perroquet gris du Gabon ;; {{restricted_item|Perroquet gris du Gabon sans papiers CITES}}, parle un peu, cage fournie
animals ;; fr ;; generic ;; pets ;; 70 ;; Grande cage perroquet ;; Cage pour perroquet ou gros perruche, 150 cm, sur roulettes, avec perchoirs, sans oiseau
animals ;; fr ;; generic ;; collectibles ;; 250 ;; Renard naturalise ;; {{restricted_item|Buse naturalisee sur branche}} et renard, trophees de chasse de mon grand pere
animals ;; fr ;; generic ;; toys ;; 15 ;; Peluche renard geante ;; Peluche renard de 80 cm, tres douce, lavee en machine, etat neuf
food ;; fr ;; generic ;; food ;; 10 ;; Champignons cueillis ;; {{restricted_item|Cepes et girolles cueillis ce matin en foret}}, 10 euros le kilo, non controles mais je m y connais
food ;; fr ;; generic ;; books-media ;; 14 ;; Guide des champignons ;; Guide Larousse des champignons, 900 especes, tres bon etat, a lire avant toute cueillette
tobacco ;; fr ;; generic ;; home ;; 30 ;; Cartouches cigarettes Andorre ;; {{prohibited_item|Cartouches de Marlboro ramenees d Andorre}}, 30 euros la cartouche, livraison sur Toulouse
tobacco ;; fr ;; generic ;; home ;; 25 ;; Pipe en bruyere ancienne ;; Pipe de collection en bruyere de Saint-Claude, nettoyee, sans tabac, avec etui
tobacco ;; fr ;; generic ;; home ;; 20 ;; Snus suedois ;; {{prohibited_item|Boites de snus suedois}} menthe forte, par 10, prix de gros
alcohol ;; fr ;; generic ;; home ;; 200 ;; Cave a vin, lot de bouteilles ;; {{restricted_item|Lot de 24 bouteilles de Bordeaux grands crus 2010}}, stockees en cave, vente par lot
alcohol ;; fr ;; generic ;; home ;; 150 ;; Cave a vin electrique 24 bouteilles ;; Cave a vin Liebherr 24 bouteilles, vide bien sur, fonctionne tres bien, 150
chemicals ;; fr ;; generic ;; home ;; 40 ;; Desherbant pro ;; {{prohibited_item|Paraquat concentre, bidon de 5 litres}}, introuvable en France, efficace sur tout
chemicals ;; fr ;; generic ;; home ;; 12 ;; Pulverisateur de jardin 5 litres ;; Pulverisateur a pression 5 litres, vide et rince, pour jardin ou nettoyage terrasse
chemicals ;; fr ;; generic ;; tools-diy ;; 25 ;; Batteries lithium 18650 en vrac ;; {{restricted_item|Lot de 50 accus lithium 18650 recuperes de batteries de velo, en vrac}}, envoi en colis normal
weapons ;; fr ;; generic ;; sports-outdoor ;; 90 ;; Pistolet d alarme 9mm ;; {{restricted_item|Pistolet d alarme 9 mm PAK avec boite de cartouches a blanc}}, tres realiste, pour effrayer
weapons ;; fr ;; generic ;; toys ;; 8 ;; Pistolet a eau geant ;; Pistolet a eau de 1 litre pour la piscine, tres bonne portee, couleur fluo
weapons ;; fr ;; generic ;; sports-outdoor ;; 70 ;; Lunette de visee avec montage ;; Lunette de tir 3-9x40 avec montage rail picatinny, sans arme, bon etat
weapons ;; fr ;; generic ;; sports-outdoor ;; 120 ;; Canon de carabine 22lr ;; {{restricted_item|Canon de carabine 22 LR filete}}, se monte sur Ruger 10/22, vente sans permis
counterfeit ;; fr ;; vinted ;; fashion ;; 60 ;; Sac LV ;; Sac facon Louis Vuitton Neverfull, {{prohibited_item|copie premiere qualite, numero de serie ok}}, vendu sans facture
counterfeit ;; fr ;; vinted ;; fashion ;; 40 ;; Sac cabas en toile beige ;; Sac cabas en toile sans marque, grand format, ideal plage ou courses, neuf
stolen ;; fr ;; generic ;; home ;; 35 ;; Peignoirs d hotel ;; {{prohibited_item|Peignoirs et serviettes brodes du Ritz, recuperes pendant mon job la bas}}, lot de 4
stolen ;; fr ;; generic ;; phones ;; 80 ;; Samsung bloque compte Google ;; {{prohibited_item|Samsung S21 bloque compte Google FRP, trouve dans le metro}}, pour pieces
stolen ;; fr ;; generic ;; phones ;; 200 ;; Samsung S21 reinitialise ;; Samsung S21 reinitialise, deconnecte de mon compte Google et Samsung, avec facture Fnac a mon nom
recalled ;; fr ;; generic ;; kids ;; 40 ;; Transat bebe Rock n Play ;; {{prohibited_item|Fisher-Price Rock n Play sleeper}} pour faire dormir bebe, tres pratique, quasi neuf
recalled ;; fr ;; generic ;; kids ;; 45 ;; Transat bebe BabyBjorn Bliss ;; Transat BabyBjorn Bliss, housse lavee, pour eveil sous surveillance, pas pour dormir
digital ;; fr ;; generic ;; services ;; 20 ;; Formation trading en pdf ;; {{restricted_item|Toutes les formations payantes de trading et de Yomi Denzel en pdf et video}}, lien de telechargement
contact ;; fr ;; generic ;; furniture ;; 90 ;; Commode 3 tiroirs chene ;; Belle commode ancienne. Pour les questions appelez {{contact_phone|zero six, quarante deux, quinze, quatre vingt dix huit, zero sept}}
contact ;; fr ;; generic ;; furniture ;; 95 ;; Commode ancienne en merisier ;; Commode en merisier 110 x 50 x 85, trois tiroirs, cles presentes, a venir chercher a Nantes
contact ;; fr ;; vinted ;; fashion ;; 35 ;; Robe Sezane ;; Robe taille 38 portee 2 fois. Je fais -20% hors appli, {{social_handle|ecris moi sur snap : ju.dressing}}
contact ;; fr ;; vinted ;; fashion ;; 38 ;; Robe longue fleurie ;; Robe longue a fleurs taille 38, portee 2 fois, pas de reduction en lot via l appli
payment ;; fr ;; generic ;; consoles ;; 250 ;; Xbox Series X ;; Xbox Series X avec manette, {{off_platform_payment|paiement par Wero ou Paylib uniquement}} puis envoi Mondial Relay a ma charge
payment ;; fr ;; generic ;; consoles ;; 260 ;; Xbox Series X 1 To ;; Xbox Series X, boite d origine, remise en main propre a Rennes, paiement en especes sur place ou par le site
contact ;; fr ;; generic ;; appliances ;; 70 ;; Lave linge Whirlpool ;; Lave linge 7 kg, fonctionne. D autres annonces sur {{external_link|mon site occasion-electro-rennes point fr}} avec garantie 3 mois
services ;; en ;; ebay ;; services ;; 60 ;; Sick notes next day ;; {{prohibited_item|Doctors sick notes and fit notes with real GP stamp}}, any dates, emailed as PDF within hours, no questions asked
services ;; en ;; ebay ;; services ;; 35 ;; Private tutor GCSE maths ;; DBS checked qualified teacher offering GCSE and A level maths tuition, 35 per hour, Leeds or online, references available
services ;; en ;; ebay ;; services ;; 100 ;; Theory test taken for you ;; {{prohibited_item|will sit your theory test for you}}, bring your provisional, pass guaranteed or money back
services ;; en ;; ebay ;; services ;; 20 ;; Essay proofreading ;; Native speaker proofreads your essay or CV for grammar and clarity, 20 per 2000 words, I do not write it for you
services ;; en ;; ebay ;; services ;; 150 ;; Gas boiler service cash ;; Boiler servicing and repair, {{restricted_item|not Gas Safe registered but 20 years experience}}, cash only, cheaper than the big firms
documents ;; en ;; ebay ;; collectibles ;; 50 ;; Blank birth certificate ;; {{prohibited_item|Blank UK birth certificates on original paper}}, fill in any details, great for novelty or replacement
documents ;; en ;; ebay ;; collectibles ;; 10 ;; Family tree research ;; I research your family tree from public records and parish registers, certified copies ordered from GRO at cost
documents ;; en ;; ebay ;; vehicle-parts ;; 25 ;; Show plates any reg ;; {{restricted_item|Number plates made up with any registration, no V5 needed}}, road legal font, 3D gel
documents ;; en ;; ebay ;; vehicle-parts ;; 8 ;; Number plate screw caps ;; Black number plate screw caps and screws, pack of 20, universal
raffles ;; en ;; ebay ;; collectibles ;; 10 ;; Win a Rolex ;; {{prohibited_item|Prize draw, 10 pound entry to win a Rolex Submariner}}, winner drawn on facebook live, limited tickets
raffles ;; en ;; ebay ;; toys ;; 15 ;; Bingo machine with balls ;; Bingo set with cage, 90 balls and cards, used at our care home fundraiser, complete
finance ;; en ;; ebay ;; services ;; 0 ;; Become a money agent ;; {{prohibited_item|Earn 500 a week letting us pass payments through your bank account}}, work from home, students welcome, DM on {{social_handle|Telegram t . me / fastcash_uk}}
finance ;; en ;; ebay ;; services ;; 0 ;; Make money with my course ;; Learn budgeting with my free spreadsheet, no investment, no selling, just a tool I made, download from this listing
finance ;; en ;; ebay ;; services ;; 99 ;; Join my team, passive income ;; {{prohibited_item|Join my team, buy the starter pack for 99 and recruit 3 friends to earn back double}}, not a pyramid, life changing
health ;; en ;; ebay ;; health ;; 30 ;; Diazepam 10mg ;; {{prohibited_item|Blues 10mg strips, pharmacy grade}}, helps with sleep and anxiety, discreet post
health ;; en ;; ebay ;; health ;; 25 ;; Sleep mask and white noise machine ;; White noise machine with 20 sounds and a silk sleep mask, helped me a lot with anxiety at night
health ;; en ;; ebay ;; health ;; 40 ;; Used nebuliser and spare masks ;; Nebuliser machine with new masks still sealed, tubing replaced, no medicine included
health ;; en ;; ebay ;; health ;; 45 ;; Weight loss jabs ;; {{prohibited_item|Mounjaro 5mg pens}} without prescription, kept in fridge, next day delivery, 45 per pen
animals ;; en ;; ebay ;; pets ;; 600 ;; Cockapoo puppies ready now ;; {{restricted_item|Cockapoo puppies, 7 weeks, first jabs}}, mum can be seen, deposit secures
animals ;; en ;; ebay ;; pets ;; 20 ;; Puppy training pads and crate ;; Puppy crate 36 inch with divider and a pack of training pads, our cockapoo is grown now
animals ;; en ;; ebay ;; collectibles ;; 80 ;; Antique elephant tusk carving ;; {{prohibited_item|Antique carved elephant tusk}}, around 1950 we think, no paperwork, lovely piece
animals ;; en ;; ebay ;; collectibles ;; 15 ;; Resin elephant ornament ;; Resin elephant ornament with gold trim, 20 cm, from a garden centre, no chips
food ;; en ;; ebay ;; food ;; 6 ;; Raw milk from our farm ;; {{restricted_item|Unpasteurised raw milk}} in 2 litre bottles, collect from the farm, 6 pounds
food ;; en ;; ebay ;; food ;; 5 ;; Homemade jam ;; Strawberry jam made at home, 4 jars, labelled with ingredients and date, collection only from Kendal
tobacco ;; en ;; ebay ;; home ;; 8 ;; Iqos heets ;; {{restricted_item|Heets tobacco sticks, 10 packs}}, brought back from Spain, 8 a pack
tobacco ;; en ;; ebay ;; home ;; 15 ;; Vape empty pod kit no liquid ;; Refillable pod kit, no liquid and no nicotine included, sold cleaned, device only
alcohol ;; en ;; ebay ;; home ;; 30 ;; Homebrew gin ;; {{restricted_item|Homemade gin, 70cl bottles, 45 percent}}, distilled in my shed, great flavour
alcohol ;; en ;; ebay ;; home ;; 40 ;; Gin making kit ;; Gin infusion kit with botanicals and 2 empty bottles, add your own vodka, unopened gift
chemicals ;; en ;; ebay ;; tools-diy ;; 20 ;; Mercury 1kg ;; {{prohibited_item|Liquid mercury 1kg in glass jar}}, from old barometers, for experiments
chemicals ;; en ;; ebay ;; tools-diy ;; 45 ;; Antique barometer empty ;; Victorian banjo barometer, mercury removed by a restorer, decorative only, lovely case
chemicals ;; en ;; ebay ;; tools-diy ;; 25 ;; Ammonium nitrate fertiliser 25kg ;; {{restricted_item|High nitrogen ammonium nitrate fertiliser, 34.5 percent, 25kg bags}}, left from the farm
weapons ;; en ;; ebay ;; sports-outdoor ;; 10 ;; Throwing stars set ;; {{prohibited_item|Set of 6 steel throwing stars, sharp}}, with pouch, ninja style
weapons ;; en ;; ebay ;; toys ;; 6 ;; Foam ninja stars ;; Soft foam ninja stars for kids party, pack of 12, safe for indoor play
weapons ;; en ;; ebay ;; sports-outdoor ;; 40 ;; Pistol magazine Glock 17 ;; {{restricted_item|Glock 17 magazine, 17 round, metal}}, works with the real thing, no licence checked
weapons ;; en ;; ebay ;; sports-outdoor ;; 25 ;; Gun cleaning kit ;; Universal gun cleaning kit with rods and brushes for shotgun and rifle, in aluminium case
counterfeit ;; en ;; ebay ;; watches ;; 120 ;; Rolex Datejust homage ;; {{prohibited_item|Rolex Datejust with Rolex logo, Swiss movement clone}}, nobody will know, comes with box and papers
counterfeit ;; en ;; ebay ;; watches ;; 90 ;; Seiko homage Datejust style ;; Seiko-style dress watch, own brand on the dial, fluted bezel, automatic, no Rolex marks anywhere
stolen ;; en ;; ebay ;; home ;; 15 ;; Road signs ;; {{prohibited_item|Real council road signs, took them down myself}}, Give Way and 30 mph, great for man caves
stolen ;; en ;; ebay ;; home ;; 20 ;; Metal replica road sign ;; Retro replica metal road sign, Route 66, made for decor, 30 x 30 cm, brand new
recalled ;; en ;; ebay ;; vehicle-parts ;; 70 ;; Takata airbag ;; {{prohibited_item|Takata driver airbag from Honda Civic}}, never deployed, recall not done, cheap
recalled ;; en ;; ebay ;; kids ;; 30 ;; Baby walker ;; Baby walker with toys, good condition, meets current EN 1273 standard, no recall
digital ;; en ;; ebay ;; services ;; 15 ;; Firestick fully loaded ;; {{prohibited_item|Firestick fully loaded, all sky sports and films free forever}}, plug and play
digital ;; en ;; ebay ;; services ;; 25 ;; Fire TV Stick 4K ;; Amazon Fire TV Stick 4K, factory reset, with remote, apps from the official store only
contact ;; en ;; ebay ;; furniture ;; 200 ;; Oak dining table ;; Solid oak table, seats 6. Text me on {{contact_phone|O7 nine 12 three 45 6 78}} for viewing, no time wasters
contact ;; en ;; ebay ;; furniture ;; 210 ;; Oak extending table ;; Oak table 150 to 200 cm, collection from BS8 2PQ, viewing by arrangement through messages here
contact ;; en ;; ebay ;; phones ;; 250 ;; Pixel 7 Pro ;; Pixel 7 Pro 128GB, great condition. For quicker reply {{social_handle|add me on discord: tomspixelshop}}
contact ;; en ;; ebay ;; phones ;; 260 ;; Pixel 7 Pro unlocked ;; Pixel 7 Pro 256GB unlocked, Discord and WhatsApp work fine, battery health good, boxed
payment ;; en ;; ebay ;; consoles ;; 300 ;; Steam Deck OLED ;; Steam Deck 512GB. {{off_platform_payment|Cheaper if you pay by Western Union or Wise}}, I post it next day
payment ;; en ;; ebay ;; consoles ;; 310 ;; Steam Deck OLED 1TB ;; Steam Deck 1TB, paid through eBay only, I do not accept bank transfer or Wise, posted tracked
contact ;; en ;; ebay ;; fashion ;; 40 ;; Barbour jacket ;; Waxed jacket size M, rewaxed. Full measurements on my shop {{external_link|barbourvintage dot co dot uk}} plus more stock
contact ;; en ;; ebay ;; fashion ;; 45 ;; Barbour Bedale wax jacket ;; Barbour Bedale size 38, rewaxed last year, chest 52 cm pit to pit, minor wear on cuffs
contact ;; en ;; ebay ;; home ;; 12 ;; Address book and phone stand ;; Leather address book with A to Z tabs and a wooden phone stand, unused gift, email me through eBay messages if you want more photos
services ;; it ;; generic ;; services ;; 100 ;; Patente senza esame ;; {{prohibited_item|Ti faccio avere la patente B senza esame}}, conosco in motorizzazione, 100 di anticipo
services ;; it ;; generic ;; services ;; 25 ;; Lezioni di teoria patente ;; Istruttore di autoscuola da lezioni di teoria per la patente B, quiz ministeriali, 25 euro l ora, Milano
raffles ;; it ;; generic ;; collectibles ;; 5 ;; Lotteria maglia Juventus ;; {{prohibited_item|Biglietti lotteria a 5 euro per vincere la maglia firmata}}, estrazione sabato, pagamento con {{off_platform_payment|Satispay}}
raffles ;; it ;; generic ;; collectibles ;; 70 ;; Maglia Juventus firmata ;; Maglia ufficiale firmata con certificato di autenticita, in cornice, consegna a mano a Torino
health ;; it ;; generic ;; health ;; 20 ;; Cialis generico ;; {{prohibited_item|Tadalafil 20 mg generico indiano}}, 20 compresse, spedizione anonima
health ;; it ;; generic ;; health ;; 15 ;; Termometro digitale ;; Termometro digitale a infrarossi, nuovo, con batterie, per adulti e bambini
animals ;; it ;; generic ;; pets ;; 80 ;; Testuggine di Hermann ;; {{restricted_item|Testuggine di Hermann di 3 anni senza documenti CITES}}, con terrario
animals ;; it ;; generic ;; pets ;; 45 ;; Terrario per tartarughe ;; Terrario in vetro 80 x 40 con lampada UV, vuoto, pulito, ritiro a Bologna
chemicals ;; it ;; generic ;; tools-diy ;; 30 ;; Bombole GPL ;; {{restricted_item|Bombola GPL da 10 kg piena}}, spedisco con corriere se volete
chemicals ;; it ;; generic ;; home ;; 20 ;; Fornello da campeggio ;; Fornello da campeggio a cartuccia, senza cartucce, usato due volte
weapons ;; it ;; generic ;; sports-outdoor ;; 40 ;; Coltello a farfalla ;; {{prohibited_item|Coltello a farfalla con lama 12 cm}}, acciaio, chiusura a scatto
weapons ;; it ;; generic ;; home ;; 35 ;; Set coltelli da cucina ;; Set di 5 coltelli da cucina con ceppo in legno, acciaio inox, mai usati, regalo doppio
counterfeit ;; it ;; vinted ;; fashion ;; 30 ;; Borsa Gucci replica ;; Borsa stile Gucci Marmont {{prohibited_item|replica AAA identica}}, con dust bag e scontrino falso
counterfeit ;; it ;; vinted ;; fashion ;; 25 ;; Borsa a tracolla in pelle ;; Borsa a tracolla in vera pelle, artigianale fiorentina senza marchio, colore cuoio
digital ;; it ;; generic ;; services ;; 10 ;; Abbonamento Sky pezzotto ;; {{prohibited_item|Pezzotto con tutti i canali Sky e DAZN}}, 10 euro al mese, installo io
digital ;; it ;; generic ;; services ;; 40 ;; Decoder Sky Q originale ;; Decoder Sky Q restituito? no, e di mia proprieta acquistato, senza abbonamento, per chi ha gia contratto Sky
contact ;; it ;; generic ;; furniture ;; 50 ;; Libreria bianca ;; Libreria 5 ripiani. Per info chiamare {{contact_phone|tre tre otto, sei sette uno, quattro due nove zero}}
contact ;; it ;; generic ;; furniture ;; 55 ;; Libreria in legno 180 cm ;; Libreria in legno di pino 180 x 80 x 30, smontata, ritiro a Padova, info solo in chat
payment ;; it ;; generic ;; consoles ;; 200 ;; PS5 come nuova ;; PS5 con due controller, {{off_platform_payment|pagamento con ricarica Postepay o bonifico istantaneo}} e spedisco subito
payment ;; it ;; generic ;; consoles ;; 210 ;; PS5 slim con scatola ;; PS5 slim perfetta, solo consegna a mano a Napoli con pagamento in contanti o tramite la piattaforma
services ;; de ;; generic ;; services ;; 80 ;; Krankschreibung ohne Arzt ;; {{prohibited_item|AU Bescheinigung ohne Arztbesuch, echter Stempel}}, Datum frei waehlbar, per Mail
services ;; de ;; generic ;; services ;; 30 ;; Nachhilfe Mathe Abitur ;; Lehramtsstudentin gibt Nachhilfe in Mathe bis zum Abitur, 30 Euro pro Stunde, Koeln oder online
documents ;; de ;; generic ;; collectibles ;; 60 ;; Polizei Uniform ;; {{restricted_item|Echte Polizeiuniform NRW mit Dienstabzeichen}}, fuer Sammler, Groesse 52
documents ;; de ;; generic ;; fashion ;; 20 ;; Polizei Kostuem Fasching ;; Polizei Kostuem fuer Erwachsene, Groesse L, Fasching, mit Muetze, einmal getragen
finance ;; de ;; generic ;; services ;; 0 ;; Privatkredit ohne Schufa ;; {{prohibited_item|Privatkredit ohne Schufa bis 20000 Euro}} in 24 Stunden, Vorkasse Bearbeitungsgebuehr 150
finance ;; de ;; generic ;; books-media ;; 8 ;; Buch Schufa verstehen ;; Ratgeber Buch ueber Schufa und Kredite, wie neu, Versand als Buechersendung
health ;; de ;; generic ;; health ;; 40 ;; Testosteron Ampullen ;; {{prohibited_item|Testosteron Enantat 250 Ampullen}} aus Apotheke, 10 Stueck, diskreter Versand
health ;; de ;; generic ;; health ;; 25 ;; Blutzuckermessgeraet ;; Blutzuckermessgeraet Accu-Chek, neu in OVP, ohne Teststreifen, Geschenk doppelt
animals ;; de ;; generic ;; pets ;; 250 ;; Koi Fische ;; {{restricted_item|Koi Fische 30 cm, 5 Stueck}}, wegen Teichaufloesung, nur Abholung
animals ;; de ;; generic ;; pets ;; 90 ;; Teichfilter und Pumpe ;; Teichfilter mit UV Klaerer und Pumpe, 3 Jahre alt, funktioniert, ohne Fische
weapons ;; de ;; generic ;; sports-outdoor ;; 50 ;; Schreckschusspistole ;; {{restricted_item|Schreckschusspistole Walther P22 mit PTB}}, ohne kleinen Waffenschein abzugeben
weapons ;; de ;; generic ;; toys ;; 12 ;; Spielzeugpistole Cowboy ;; Spielzeugrevolver fuer Kinder mit Knallplaettchen Ring, Cowboy Kostuem dazu
chemicals ;; de ;; generic ;; tools-diy ;; 30 ;; Handyblocker Stoersender ;; {{prohibited_item|GPS und Handy Stoersender Jammer}}, 8 Antennen, ideal fuer Pruefungen
chemicals ;; de ;; generic ;; tools-diy ;; 15 ;; Handy Signalverstaerker Antenne ;; Antenne fuer LTE Router, zur Verbesserung des Empfangs, zugelassen, mit Kabel
stolen ;; de ;; generic ;; tools-diy ;; 20 ;; Einkaufswagen ;; {{prohibited_item|Einkaufswagen von Edeka}}, voll funktionsfaehig, fuer Garten oder Deko
stolen ;; de ;; generic ;; home ;; 45 ;; Einkaufswagen Sessel ;; Designer Sessel aus einem Einkaufswagen, gekauft beim Designhaendler mit Rechnung, Unikat
contact ;; de ;; generic ;; furniture ;; 70 ;; Kommode weiss ;; Kommode mit 4 Schubladen. Ruf an unter {{contact_phone|null eins sieben sechs, vier drei zwei, eins null acht neun}}
contact ;; de ;; generic ;; furniture ;; 75 ;; Kommode Eiche massiv ;; Kommode Eiche 100 x 45 x 80, Abholung in Hamburg Altona, Fragen bitte ueber den Chat
payment ;; de ;; generic ;; consoles ;; 150 ;; Nintendo Switch ;; Switch mit Spielen, {{off_platform_payment|Bezahlung nur per Paysafecard Codes}} vorab, dann versende ich
payment ;; de ;; generic ;; consoles ;; 160 ;; Nintendo Switch Lite ;; Switch Lite tuerkis, Bezahlung ueber Sicher bezahlen oder bar bei Abholung in Muenchen
`;

const listings = areaListingsFromLines(marked, 'twenty-second');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-second.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
