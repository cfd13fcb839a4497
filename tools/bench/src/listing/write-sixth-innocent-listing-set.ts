import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent-sixth.json: the sixth innocent set for issue 19, written by hand on 2026-11-30
 * at stop 46 by a blind writer who changes no rule, as a fresh unseen measure of false alarms now that the first to fifth
 * innocent sets are open for tuning. Its writer read no rule code, lexicon, matcher or brand table, no README rules table
 * and no earlier set's listing records — only the line parser (`areaListingsFromLines`), `balancedSplit`, the scorer
 * (evasion-quality.ts), the set registry (index.ts), the fifth innocent writer's header and split, and the contract's
 * profiles.
 * 726 listings, ALL CLEAN (no label): PT 140, ES 137, FR 137, EN 143, IT 84, DE 85, over 30 areas in rough marketplace
 * proportion (fashion 123, phones 58, home 54, kids 52, toys 34, kitchen 32, books 31, vehicle 30, services 30, shoes 23,
 * computers 22, health 20, appliances 20, tools 17, beauty 17, pets 16, garden 16, games 16, furniture 16, collectibles
 * 16, audio 11, sports 10, bikes 10, jewellery 10, outdoor 10, crafts 10, party 6, instruments 6, cameras 6, office 4);
 * profiles vinted 211, generic 165, ebay 151, wallapop 103, olx-pt 96.
 * Each sits on a word or shape a problem rule must read and a careful moderator passes, mostly the same leaf of the
 * category tree written again in each language: tobacco words that are colours, brands, safety devices and furnishings
 * (tobacco brown knits and sofas, Marlboro Classics clothes, smoke alarms, "non-fumeur"/"casa sin humo"/
 * "Nichtraucherhaushalt" homes, cigarette-lighter car chargers, pipe cleaners for crafts, a pouffe called "puff",
 * AirPods, empty vintage bar ashtrays, a tobacconist's enamel sign, "vaporizador"/"vaporeta"/steam irons and cleaners);
 * drink words that are glasses, racks, colours, books and liveries (gin balloon glasses, pint glasses and steins sold
 * empty, wine racks, a whiskey-barrel planter, a cocktail shaker for mocktails, Guinness World Records, Martini Racing
 * models, champagne dresses, capsule coffee); weapon words that are tools, toys, brands and stationery (Rifle jeans,
 * Under Armour, Armani, Remington shavers, Canon and Cannondale, Mitsubishi Colt, bomber jackets, bath bombs, bullet
 * journals, Nutribullet, lightsabers, Nerf and water blasters, M4/M2 screws, 9 mm boards, paint and staple guns, a
 * petrol chainsaw sold drained, Sniper Elite, dartboards, ball launchers for dogs, a violin bow, army surplus clothes, a
 * costume without its sword, "grenade" the fruit, BTS Dynamite); medicine and drug words that are recipes, devices and
 * fiction ("receita"/"receta" books, pill organisers sold empty, oximeters, crutches, thermometers, vibration plates,
 * cracked screens, Breaking Bad, Narcos, Trainspotting); adult-like words in plain senses (Sex Pistols, Sex and the City,
 * "sexta-feira", "sexto", Ford Escort, Ford Cougar, kinky curly hair, adult colouring books and costumes, lace bodysuits,
 * Naughty or Nice jumpers, Moby Dick, Philip K. Dick, bum bags, a door knocker, mature-skin cream); animal words that are
 * prints, colours and products (ivory and coral colours, tortoiseshell and python prints, mink-coloured faux fur, Gazelle,
 * Onitsuka Tiger, Hush Puppies, Husky and cocker spaniel plushes, a Parrot drone, RAM); counterfeit-like words said
 * honestly (faux leather as "imitação pele"/"similpiel"/"simili cuir"/"ecopelle"/"Kunstleder", compatible not-original
 * capsules, trench coats "inspired by" the classic with no logo, plated not solid gold, a non-genuine-part battery
 * message, reproduction trays, "copia de seguridad"); locked and unlocked (phones free of carrier and iCloud, phones locked
 * to a named carrier, D-locks with keys, a small safe reset to its factory code); documents and certificates (passport
 * covers, passport photos as a service, diploma frames, warranty certificates, receipts, driving-theory books, A2 and
 * category-B licences); contact and payment words that stay on the site (the site's chat and messages, "não uso
 * whatsapp", protected payment, hand delivery, wallets and purses, piggy banks, toy tills with play money, Monopoly,
 * bingo, lotería and tombola, poker chips, "banco"/"Bank" benches, contact sensors, withdrawn escudos, pesetas, francs,
 * lire, D-Mark and pre-decimal coins, stamp and sticker albums); numbers of every shape (Zara references 7385/225/800, an
 * appliance E-Nr, OEM part numbers, ISBNs, tyre sizes 205/55 R16 91V, model codes SM-S911B/DS, mileages 186.400 km and
 * 98,400 miles, dimensions, EU/UK/months sizes, dates 05/2025). Typos, missing accents, caps, emoji, slang, a few long
 * rambling texts and a few mixed-language ones.
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 362 (PT 70, ES 68, FR 68, EN 72, IT 42, DE 42), holdout 364 (PT 70, ES 69, FR 69, EN 71, IT 42, DE 43);
 * all 30 areas in both.
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-sixth-innocent-listing-set.ts`.
 * First run (2026-11-30, rules as on 99be789, no rule changed, `nice -n 10 timeout 600 node --conditions=@circular/source
 * tools/bench/src/zz-46i.ts`, a scratch script calling `evasionQuality('tune'|'holdout', 'validation-innocent-sixth.json')`,
 * deleted): tune part clean listings flagged 0.050 (18 of 362; 25 findings: restricted_item 13, prohibited_item 12),
 * wrongful rejects 0.022 (8 of 362); holdout part clean listings flagged 0.030 (11 of 364), wrongful rejects 0.014 (5 of
 * 364). No recall: the set has no label.
 */

const marked = `
fashion ;; pt ;; vinted ;; Women's clothing ;; 12 ;; Casaco bomber verde tropa Zara M ;; Bomber verde tropa da Zara, tamanho M, usado meia duzia de vezes. Casa sem fumo e sem animais. Envio pela plataforma.
fashion ;; pt ;; olx-pt ;; Women's clothing ;; 8 ;; Camisola cor tabaco malha grossa ;; Camisola de malha grossa cor tabaco (castanho), tamanho S/M, da Mango. Muito quentinha, sem borbotos. Entrego em mao no Porto ou envio.
fashion ;; pt ;; vinted ;; Women's clothing ;; 15 ;; vestido marfim cerimonia 38 ;; Vestido cor marfim, comprimento midi, usei num batizado. Tamanho 38. Tem forro. Nao e branco, e mesmo marfim (ver foto com luz natural).
fashion ;; pt ;; vinted ;; Men's clothing ;; 20 ;; Calças Rifle jeans vintage anos 90 W32 ;; Jeans Rifle originais dos anos 90, corte direito, W32 L34. A marca e italiana, nao tem nada a ver com armas lol. Pequeno desgaste na bainha.
fashion ;; pt ;; olx-pt ;; Men's clothing ;; 25 ;; Polo Under Armour golf azul L ;; Polo Under Armour tecido tecnico, tamanho L, azul marinho. Usado 2x. Fatura nao tenho mas e original comprado na Sport Zone.
fashion ;; pt ;; vinted ;; Women's clothing ;; 18 ;; Blazer imitação pele preto ;; Blazer em imitacao pele (pele sintetica), preto, tamanho 36. Nao e pele verdadeira, esta na etiqueta: 100% poliuretano. Sem marcas de uso.
fashion ;; pt ;; vinted ;; Women's clothing ;; 6 ;; Top de alças bege basico S ;; Top de alças bege, basico, Primark, tamanho S. Perfeito para usar por baixo de blazers. 6€ ou 2 por 10€.
fashion ;; pt ;; olx-pt ;; Men's clothing ;; 35 ;; Casaco Marlboro Classics castanho XL ;; Casaco Marlboro Classics (a marca de roupa), castanho, estilo cowboy com forro xadrez. XL. Muito bem estimado, do meu pai.
fashion ;; pt ;; vinted ;; Women's clothing ;; 10 ;; Saia plissada coral midi ;; Saia plissada cor coral, cintura elastica, serve 36 a 40. Ficou pequena. Envio rapido.
fashion ;; pt ;; vinted ;; Women's clothing ;; 22 ;; Kimono estampado pitao ;; Kimono com padrao pele de cobra/pitao, tecido fluido, tamanho unico. Otimo para a praia ou por cima de jeans. Impecavel!!
fashion ;; pt ;; olx-pt ;; Kids' clothing ;; 5 ;; Fato de treino menino 8 anos ;; Fato de treino azul para menino, 8 anos (128 cm). Tem uma pequena mancha no joelho que quase nao se ve. Zona de Braga.
fashion ;; pt ;; vinted ;; Women's clothing ;; 14 ;; Camisa oversize riscas azuis ;; camisa oversize as riscas, tam M mas da para L, algodao. usada poucas vezes. aceito propostas razoaveis 😊
fashion ;; pt ;; vinted ;; Men's clothing ;; 9 ;; T-shirt Sex Pistols preta M ;; T-shirt de banda Sex Pistols, merch oficial comprada num concerto de tributo. Tamanho M. Estampado um pouco gasto (vintage look).
fashion ;; pt ;; olx-pt ;; Women's clothing ;; 40 ;; Casaco comprido camel la ;; Casaco comprido cor camel, 70% la, tamanho 40. Forrado. Comprado em 2022 na Massimo Dutti, ref. 6406/822/706. Preco fixo.
fashion ;; pt ;; vinted ;; Women's clothing ;; 7 ;; Leggings desportivas cintura subida XS ;; leggings pretas cintura subida da decathlon, XS, nao ficam transparentes. lavadas e prontas a enviar
fashion ;; pt ;; vinted ;; Women's clothing ;; 16 ;; Vestido cetim cor champanhe (nao bebida) ;; Vestido de cetim tom champanhe/dourado claro, alças finas, tamanho S. Usado num casamento. Nota: champanhe e a cor, claro 😅
fashion ;; pt ;; olx-pt ;; Men's clothing ;; 30 ;; Colete militar vintage exercito ;; Colete de campanha do exercito portugues, modelo antigo, tecido camuflado. Ideal para colecionadores ou airsoft de roupa (so a roupa!). Tamanho grande.
fashion ;; pt ;; vinted ;; Women's clothing ;; 11 ;; Body renda preto manga comprida ;; Body em renda preto de manga comprida, mola em baixo, tamanho M. Fica lindo com calças de cintura subida. Lavado.
fashion ;; pt ;; vinted ;; Accessories ;; 9 ;; Pochete / bolsa de cintura Nike ;; Bolsa de cintura Nike preta, tipo pochete. Da para telemovel, chaves e carteira. Fecho a funcionar.
fashion ;; pt ;; olx-pt ;; Accessories ;; 12 ;; Carteira senhora pele genuína vermelha ;; Carteira de senhora em pele genuina vermelha, muitos compartimentos para cartoes e moedas. Pouco uso. Envio CTT com registo.
fashion ;; pt ;; vinted ;; Accessories ;; 6 ;; Capa para passaporte estampada ;; Capa para passaporte com estampado de mapa mundo, em pele sintetica. Nova, nunca usada, ainda com plastico.
shoes ;; pt ;; vinted ;; Shoes ;; 45 ;; Adidas Gazelle azul 39 1/3 ;; Adidas Gazelle azuis, tamanho 39 1/3. Usadas uma epoca, sola em otimo estado. Caixa original incluida. So envio pela Vinted.
shoes ;; pt ;; olx-pt ;; Shoes ;; 15 ;; Havaianas novas 37/38 ;; Havaianas novas com etiqueta, 37/38, cor rosa. Compradas a mais. Posso entregar em Setubal.
shoes ;; pt ;; vinted ;; Shoes ;; 28 ;; Botas western / camperas castanhas 40 ;; Botas estilo western em pele castanha, bico fino, tamanho 40. Salto 4 cm. Muito confortaveis, ja amaciadas.
shoes ;; pt ;; vinted ;; Shoes ;; 30 ;; Onitsuka Tiger Mexico 66 amarelas ;; Onitsuka Tiger Mexico 66 amarelas e pretas, 42.5 (27 cm). Usadas poucas vezes. Sao originais, compradas na loja de Lisboa, tenho o talao.
shoes ;; pt ;; olx-pt ;; Kids' shoes ;; 8 ;; Sapatilhas luzes menina 27 ;; Sapatilhas com luzes na sola, menina, tamanho 27. As luzes ainda funcionam todas. Velcro.
phones ;; pt ;; olx-pt ;; Mobile phones ;; 320 ;; iPhone 13 128GB livre para todas as redes ;; iPhone 13 128GB meia-noite, desbloqueado/livre para qualquer operadora. Bateria 86%. Ecra sem riscos, sempre com pelicula e capa. Sem iCloud, pronto a configurar. Com fatura da Worten.
phones ;; pt ;; olx-pt ;; Mobile phones ;; 90 ;; Samsung Galaxy A32 ecra rachado ;; Galaxy A32 4G com o ecra rachado no canto (crack visivel na foto), mas o toque funciona todo. Ideal para quem quer mudar o ecra ou para pecas. Vai sem carregador.
phones ;; pt ;; vinted ;; Phone accessories ;; 7 ;; Capa iPhone 12 / 12 Pro tartaruga ;; Capa para iPhone 12 e 12 Pro com padrao tartaruga (e plastico, claro). Usei 2 meses, sem amarelado.
phones ;; pt ;; olx-pt ;; Mobile phones ;; 150 ;; Xiaomi Redmi Note 12 Pro 5G 8/256 ;; Redmi Note 12 Pro 5G, 8GB RAM e 256GB. Comprado em marco de 2023. Caixa, cabo e carregador de 67W. Nunca caiu.
phones ;; pt ;; olx-pt ;; Phone accessories ;; 6 ;; Carregador de isqueiro USB-C carro ;; Carregador para a tomada do isqueiro do carro, 2 portas (USB-A e USB-C), carregamento rapido. Funciona em 12V e 24V.
phones ;; pt ;; vinted ;; Phone accessories ;; 60 ;; AirPods Pro 2 geracao estojo MagSafe ;; AirPods Pro 2, estojo MagSafe. Comprados na Apple em 2023, numero de serie visivel na caixa para confirmarem. Almofadas novas de substituicao incluidas.
phones ;; pt ;; olx-pt ;; Mobile phones ;; 35 ;; Telemovel senior teclas grandes Alcatel ;; Telemovel para idosos com teclas grandes e botao SOS atras. Ligado a rede MEO mas aceita qualquer cartao (desbloqueado). Com base de carga.
phones ;; pt ;; olx-pt ;; Mobile phones ;; 210 ;; Google Pixel 7a azul, como novo ;; Pixel 7a 128GB azul. Sempre com capa. Desvinculado da conta Google, reposto de fabrica. Troco por iPhone XS ou venda.
phones ;; pt ;; vinted ;; Phone accessories ;; 4 ;; Pelicula vidro temperado Galaxy S21 FE ;; 2 peliculas de vidro temperado para Galaxy S21 FE 5G, seladas. Comprei as erradas.
phones ;; pt ;; olx-pt ;; Mobile phones ;; 75 ;; iPhone 8 64GB bloqueado a Vodafone ;; iPhone 8 64GB cinzento, esta bloqueado a rede Vodafone (so funciona com cartao Vodafone). iCloud ja removido. Bateria 79%.
home ;; pt ;; olx-pt ;; Home ;; 18 ;; Detetor de fumo novo 2 unidades ;; 2 detetores de fumo com pilha de 10 anos, novos na caixa. Trocamos de modelo no apartamento e sobraram. Norma EN 14604.
home ;; pt ;; olx-pt ;; Home ;; 25 ;; Puff redondo veludo verde ;; Puff redondo em veludo verde garrafa, 40 cm diametro. Serve de banco ou apoio de pes. Sem manchas.
home ;; pt ;; vinted ;; Home ;; 10 ;; Cinzeiro vintage de vidro Cinzano ;; Cinzeiro antigo de vidro grosso com o logo Cinzano, anos 70. Peca decorativa, uso-o para guardar anilhas e brincos.
home ;; pt ;; olx-pt ;; Home ;; 12 ;; Mealheiro porquinho ceramica ;; Mealheiro em forma de porquinho, ceramica pintada a mao. Tem tampa em baixo para tirar as moedas, nao e preciso partir!
home ;; pt ;; olx-pt ;; Home ;; 15 ;; Cortinados blackout cinza 140x260 ;; Par de cortinados blackout cinza, 140x260 cm cada, com ilhoses. Escurecem o quarto todo. Lavados.
home ;; pt ;; olx-pt ;; Home ;; 35 ;; Cofre pequeno com codigo digital ;; Cofre pequeno com fechadura digital de codigo e chave de emergencia. 23x17x17 cm. Vai reposto com o codigo de fabrica 1234 e as 2 chaves.
home ;; pt ;; vinted ;; Home ;; 8 ;; Vela perfumada baunilha ;; vela perfumada de baunilha, 200g, usei so uma vez. frasco de vidro reutilizavel.
home ;; pt ;; olx-pt ;; Home ;; 20 ;; Garrafeira madeira 12 garrafas ;; Garrafeira em madeira de pinho para 12 garrafas, vazia claro. Desmontavel. 50x25x40 cm.
home ;; pt ;; olx-pt ;; Home ;; 14 ;; Sensor de contacto porta alarme ;; Sensores de contacto magneticos para porta/janela (3 unidades), compativeis com alarme Zigbee. Funcionam com pilha CR2032.
kids ;; pt ;; olx-pt ;; Baby ;; 60 ;; Baloico bebe electrico ;; Baloico electrico para bebe com musica e 5 velocidades. Ate 9 kg. Funciona a pilhas ou a corrente. Muito util nas primeiras semanas.
kids ;; pt ;; olx-pt ;; Baby ;; 40 ;; Cadeira auto grupo 0+ com isofix ;; Cadeira auto 0+ com base isofix, homologada ECE R44/04. Nunca teve acidentes. Capa lavada. Zona de Coimbra.
kids ;; pt ;; vinted ;; Baby clothing ;; 10 ;; Lote roupa bebe 3-6 meses ;; Lote de 12 pecas de bebe 3-6 meses (babygrows, bodies, calcas). Tudo lavado, sem manchas. Marcas Zippy e H&M.
kids ;; pt ;; olx-pt ;; Baby ;; 25 ;; Intercomunicador bebe com camara ;; Baby monitor com camara e visao noturna, ecra 3.2 polegadas. Nao precisa de internet nem de app, funciona so entre os dois aparelhos.
kids ;; pt ;; olx-pt ;; Baby ;; 15 ;; Termometro infravermelhos bebe ;; Termometro de infravermelhos de testa e ouvido, da Chicco. Funciona bem, vai com pilhas novas.
kids ;; pt ;; vinted ;; Baby ;; 12 ;; Biberoes Avent anticolicas 4 unid ;; 4 biberoes Philips Avent anticolicas 260 ml, esterilizados. Tetinas fluxo 2 incluidas.
kids ;; pt ;; olx-pt ;; Kids ;; 30 ;; Mochila escolar com rodas Frozen ;; Mochila de rodas da Frozen, usada um ano letivo. Rodas e pega extensivel em bom estado.
kids ;; pt ;; olx-pt ;; Kids ;; 20 ;; Livros escolares 6 ano ;; Manuais do 6 ano (Matematica, Portugues e Ciencias), edicao 2023. Pouco escritos, a lapis. Vendo juntos ou em separado.
kids ;; pt ;; vinted ;; Baby ;; 18 ;; Ninho redutor bebe e fralda de pano ;; Redutor para bebe algodao, desenho nuvens, com 3 fraldas de pano. Lavado a 60.
toys ;; pt ;; olx-pt ;; Toys ;; 15 ;; Sabre de luz Star Wars Darth Vader ;; Sabre de luz de brincar do Darth Vader, acende vermelho e faz som. Pilhas AAA (nao incluidas). Em bom estado.
toys ;; pt ;; olx-pt ;; Toys ;; 12 ;; Caixa registadora de brincar com dinheiro ;; Caixa registadora de brincar com scanner, calculadora e dinheiro a fingir (notas e moedas de plastico). Faz sons. Pilhas incluidas.
toys ;; pt ;; vinted ;; Toys ;; 18 ;; Lancador Nerf Elite 2.0 com dardos ;; Nerf Elite 2.0 com 12 dardos de espuma originais. Os meninos cresceram. Funciona na perfeicao.
toys ;; pt ;; olx-pt ;; Toys ;; 9 ;; Carros Hot Wheels lote 20 ;; Lote de 20 carrinhos Hot Wheels, alguns com marcas de brincadeira. Inclui um Ford Mustang e um VW Carocha.
toys ;; pt ;; olx-pt ;; Toys ;; 25 ;; Monopoly Portugal completo ;; Monopoly edicao Portugal, completo: todas as notas, casas, hoteis e cartas. Caixa um pouco gasta nos cantos.
toys ;; pt ;; vinted ;; Toys ;; 8 ;; Peluche elefante cinzento grande ;; Peluche de elefante grande (50 cm), muito fofo. Lavado na maquina. Sem cheiros, casa sem fumadores.
kitchen ;; pt ;; olx-pt ;; Kitchen ;; 30 ;; Nutribullet 600W com 2 copos ;; Nutribullet 600W, bullet blender com 2 copos e tampas. Faz batidos num instante. Lamina limpa e sem ferrugem.
kitchen ;; pt ;; vinted ;; Kitchen ;; 6 ;; Livro de receitas bimby ;; Livro de receitas Bimby "Sabores de Portugal". Tem umas anotacoes a lapis nas receitas que fiz. Otimo estado.
kitchen ;; pt ;; olx-pt ;; Kitchen ;; 20 ;; Capsulas Dolce Gusto 8 caixas ;; 8 caixas de capsulas Dolce Gusto (cafe com leite e cappuccino), validade 09/2025. Mudei de maquina.
kitchen ;; pt ;; olx-pt ;; Kitchen ;; 15 ;; Copos de gin balao 6 unidades ;; 6 copos de gin em vidro balao, sem lascas. Ficam bem para gin, sangria sem alcool ou sumos. Vendo so os copos.
kitchen ;; pt ;; olx-pt ;; Kitchen ;; 10 ;; Rolo da massa e cortadores de bolachas ;; Rolo da massa em madeira e 15 cortadores de bolachas (estrelas, coracoes, arvores de natal). Como novo.
kitchen ;; pt ;; vinted ;; Kitchen ;; 5 ;; Potes de vidro com tampa bambu ;; 3 potes de vidro com tampa de bambu para arroz, massa ou cafe. 1L cada.
vehicle ;; pt ;; olx-pt ;; Cars ;; 2500 ;; Mitsubishi Colt 1.1 2006 ;; Mitsubishi Colt 1.1 gasolina de 2006, 186.400 km. Inspecao ate 05/2025. Pneus 175/65 R14 com meio ano. Documentos em dia, unico dono. Ver na zona de Aveiro.
vehicle ;; pt ;; olx-pt ;; Cars ;; 1800 ;; Ford Escort carrinha 1.8 TD ;; Ford Escort carrinha 1.8 turbo diesel de 1998, 90 cavalos, 312 mil km. Motor impecavel, chapa com alguns toques. Vendo por ter comprado outro.
vehicle ;; pt ;; olx-pt ;; Car parts ;; 45 ;; Farois nevoeiro Seat Ibiza 6J ;; Par de farois de nevoeiro para Seat Ibiza 6J (2008-2012). Ref. OEM 6J0 941 701 e 6J0 941 702. Sem riscos.
vehicle ;; pt ;; olx-pt ;; Motorcycles ;; 3200 ;; Honda CBF 125 2015 carta B ;; Honda CBF 125 de 2015, 21 mil km, da para conduzir com carta B (categoria equiparada). Revisoes feitas, livro de revisoes. Capacete de oferta.
vehicle ;; pt ;; olx-pt ;; Car parts ;; 25 ;; Tampas de jantes 15 polegadas ;; Jogo de 4 tampoes de jante 15", prateados. Um tem um risco pequeno.
books ;; pt ;; olx-pt ;; Books ;; 5 ;; Moby Dick de Herman Melville ;; Moby Dick, Herman Melville, edicao de bolso da Relogio d'Agua. Lido uma vez. ISBN 978-972-708-934-5.
books ;; pt ;; olx-pt ;; Books ;; 8 ;; Guinness World Records 2019 ;; Livro Guinness World Records 2019 em portugues, capa dura. Os meus filhos adoravam. Bom estado.
books ;; pt ;; vinted ;; Books ;; 6 ;; Livro de colorir para adultos mandalas ;; Livro de colorir para adultos com 60 mandalas antistress. So pintei 3 paginas. Papel grosso.
books ;; pt ;; olx-pt ;; Books ;; 12 ;; Codigo da Estrada 2024 + livro de testes ;; Codigo da Estrada e livro de testes de codigo para a carta B, edicao 2024. Passei a primeira, boa sorte a quem comprar 🍀
books ;; pt ;; olx-pt ;; Books ;; 4 ;; Harry Potter e a Pedra Filosofal ;; Harry Potter e a Pedra Filosofal, Editorial Presenca, capa mole. Tem o nome do meu filho na primeira pagina.
services ;; pt ;; olx-pt ;; Services ;; 12 ;; Explicacoes de matematica 5 ao 9 ano ;; Sou professora de matematica e dou explicacoes do 5 ao 9 ano, em Matosinhos. 12€ por hora. Marcacoes e duvidas pela mensagem da OLX.
services ;; pt ;; olx-pt ;; Services ;; 10 ;; Passeio de caes e pet sitting ;; Passeio caes na zona de Benfica, de segunda a sexta-feira. Tambem fico com gatos quando vao de ferias (visitas a casa). Pergunte por mensagem aqui.
services ;; pt ;; olx-pt ;; Services ;; 15 ;; Fotos tipo passe e fotografia de produto ;; Fotografo com estudio em casa: fotos tipo passe (para cartao de cidadao, passaporte), e fotos de produto para quem vende online. Marque pelo chat.
services ;; pt ;; olx-pt ;; Services ;; 25 ;; Mudancas pequenas e transportes ;; Faco pequenas mudancas e transporte de moveis com carrinha. Lisboa e margem sul. Preco a partir de 25€, depende dos andares. Fatura passada.
services ;; pt ;; olx-pt ;; Services ;; 8 ;; Passar a ferro ao domicilio ;; Passo a ferro com o meu ferro a vapor, vou buscar e entregar a roupa em Gaia. 8€ o cesto.
health ;; pt ;; olx-pt ;; Health ;; 40 ;; Muletas e bota ortopedica ;; Par de muletas regulaveis e bota ortopedica tamanho M, usadas 5 semanas depois de partir o pe. Limpas.
health ;; pt ;; olx-pt ;; Health ;; 20 ;; Oximetro de dedo ;; Oximetro de dedo, mede saturacao e pulsacao. Pilhas AAA incluidas. Usado poucas vezes.
health ;; pt ;; vinted ;; Health ;; 12 ;; Caixa organizadora de comprimidos semanal ;; Caixa de comprimidos para a semana toda, manha/tarde/noite. Vazia e nova. Ajuda muito os avos.
health ;; pt ;; olx-pt ;; Health ;; 90 ;; Plataforma vibratoria fitness ;; Plataforma vibratoria para exercicio, com elasticos e comando. Ate 120 kg. Funciona perfeitamente, nao tenho espaco.
computers ;; pt ;; olx-pt ;; Computers ;; 450 ;; Portatil Acer Nitro 5 gaming ;; Acer Nitro 5 com i5-10300H, GTX 1650, 16GB RAM, SSD 512GB, ecra 15.6" 144Hz. Windows 11 ativado. Bateria ainda aguenta 2h.
computers ;; pt ;; olx-pt ;; Computers ;; 30 ;; Memoria RAM DDR4 16GB (2x8) ;; Kit RAM DDR4 2x8GB 3200MHz Corsair Vengeance. Tirado de um PC que atualizei para 32GB.
computers ;; pt ;; olx-pt ;; Computers ;; 15 ;; Disco externo 1TB com copia de seguranca apagada ;; Disco externo 1TB USB 3.0. Fiz copia de seguranca para outro disco e formatei, vai limpo.
computers ;; pt ;; olx-pt ;; Computers ;; 20 ;; Webcam Logitech C270 ;; Webcam Logitech C270 HD 720p com microfone. Plug and play.
tools ;; pt ;; olx-pt ;; Tools ;; 120 ;; Motosserra a gasolina Stihl MS 170 ;; Motosserra Stihl MS 170 a gasolina, sabre de 35 cm, corrente nova. Vai sem combustivel, claro. Arranca a primeira.
tools ;; pt ;; olx-pt ;; Tools ;; 35 ;; Pistola de pintura electrica ;; Pistola de pintura electrica 600W para tintas de agua e vernizes. Lavada depois de cada uso.
tools ;; pt ;; olx-pt ;; Tools ;; 8 ;; Caixa parafusos M4 M5 M6 ;; Caixa com parafusos e porcas M4, M5 e M6 em inox, centenas. Organizados por tamanho.
pets ;; pt ;; olx-pt ;; Pets ;; 15 ;; Lanca-bolas para cao ;; Lanca-bolas manual para cao, com 2 bolas de tenis. Poupa o braco! O meu cao destruiu o resto mas isto ficou inteiro.
pets ;; pt ;; olx-pt ;; Pets ;; 25 ;; Transportadora gato ate 8 kg ;; Transportadora para gato ou cao pequeno, ate 8 kg, abertura em cima e a frente. Limpa e desinfetada.
pets ;; pt ;; vinted ;; Pets ;; 6 ;; Coleira e trela peitoral cao pequeno ;; Peitoral e trela para cao pequeno (XS), cor-de-rosa. Ficou pequeno ao meu yorkshire.
garden ;; pt ;; olx-pt ;; Garden ;; 60 ;; Banco de jardim madeira e ferro ;; Banco de jardim em madeira e ferro forjado, 2 lugares. Precisa de uma lixadela e verniz.
garden ;; pt ;; olx-pt ;; Garden ;; 40 ;; Corta-relva electrico Bosch ;; Corta-relva electrico Bosch Rotak 32, 1200W, com saco. Corta bem. Nao e a gasolina, nao faz barulho nenhum.
garden ;; pt ;; olx-pt ;; Garden ;; 10 ;; Vasos de barro grandes ;; 3 vasos de barro grandes (30, 35 e 40 cm). Ficaram da varanda antiga.
games ;; pt ;; olx-pt ;; Video games ;; 20 ;; Sniper Elite 4 PS4 ;; Jogo Sniper Elite 4 para PS4, disco sem riscos, caixa e manual. PEGI 16.
games ;; pt ;; olx-pt ;; Video games ;; 380 ;; Steam Deck 256GB com capa ;; Steam Deck LCD 256GB, ecra anti-reflexo, com capa oficial. Fica sem a minha conta, reposto. Sem drift nos analogicos.
games ;; pt ;; olx-pt ;; Video games ;; 25 ;; Comando PS5 DualSense gatilhos ok ;; Comando DualSense branco, gatilhos adaptativos a funcionar bem, sem drift. Cabo USB-C incluido.
furniture ;; pt ;; olx-pt ;; Furniture ;; 80 ;; Carrinho de bar dourado vidro ;; Carrinho de bar dourado com 2 tampos de vidro e rodas. Uso-o como mesa de apoio com plantas. 70x40x80 cm.
furniture ;; pt ;; olx-pt ;; Furniture ;; 50 ;; Banco alto cozinha x2 ;; Dois bancos altos de cozinha, assento em imitacao pele preta, altura regulavel a gas. Rodam 360.
furniture ;; pt ;; olx-pt ;; Furniture ;; 120 ;; Sofa 3 lugares cor tabaco ;; Sofa de 3 lugares em pele sintetica cor tabaco, 2m. Tem uma pequena marca num braco (foto). Casa sem fumadores e sem animais.
appliances ;; pt ;; olx-pt ;; Appliances ;; 25 ;; Ferro de engomar a vapor Rowenta ;; Ferro a vapor Rowenta 2400W, base inox, sem calcario. Anti-pingos.
appliances ;; pt ;; olx-pt ;; Appliances ;; 150 ;; Maquina lavar roupa Bosch 7kg ;; Maquina de lavar Bosch Serie 4, 7 kg, 1200 rpm. E-Nr WAN24260ES. Funciona bem, vendo porque mudei de casa.
appliances ;; pt ;; vinted ;; Appliances ;; 18 ;; Vaporizador de roupa portatil ;; Vaporizador de roupa de mao (steamer), tira vincos das camisas em 2 minutos. Deposito de 250 ml.
collectibles ;; pt ;; olx-pt ;; Collectibles ;; 30 ;; Moedas de escudos antigas lote ;; Lote de moedas antigas de escudos (1970-1990), para colecao. Fora de circulacao, so valor de coleccionador.
collectibles ;; pt ;; olx-pt ;; Collectibles ;; 15 ;; Caderneta Euro 2004 completa ;; Caderneta de cromos do Euro 2004 completa, todos colados. Um pouco amarelada. Memorias!
collectibles ;; pt ;; olx-pt ;; Collectibles ;; 20 ;; Selos de Portugal anos 80 ;; Colecao de selos de Portugal dos anos 80, em classificador. Usados e novos.
beauty ;; pt ;; vinted ;; Beauty ;; 8 ;; Batom matte MAC Ruby Woo ;; Batom MAC Ruby Woo, nunca usado, ainda selado (comprei dois iguais). Vermelho classico. Original, comprado no El Corte Ingles.
beauty ;; pt ;; vinted ;; Beauty ;; 5 ;; Bombas de banho lote 4 ;; 4 bombas de banho perfumadas (morango, lavanda, coco e baunilha), embaladas. Presente que nao uso.
beauty ;; pt ;; vinted ;; Beauty ;; 20 ;; Extensoes cabelo kinky curly ;; Extensoes de cabelo natural textura kinky curly, clip-in, 45 cm, castanho escuro. Usadas uma vez para um casamento.
sports ;; pt ;; olx-pt ;; Sports ;; 35 ;; Alvo de dardos com 6 dardos ;; Alvo de dardos sisal com 6 dardos de ponta de aco. Para jogar em casa/cafe. Suporte para parede incluido.
sports ;; pt ;; olx-pt ;; Sports ;; 12 ;; Rolo de espuma trigger point ;; Rolo de espuma para massagem muscular (trigger point), 33 cm. Como novo.
bikes ;; pt ;; olx-pt ;; Bicycles ;; 450 ;; Bicicleta Cannondale Trail 29 ;; Cannondale Trail 7, roda 29", tamanho M, travoes hidraulicos. Cadeado de bicicleta com chave de oferta.
bikes ;; pt ;; olx-pt ;; Bicycles ;; 20 ;; Cadeado em U para bicicleta com 2 chaves ;; Cadeado em U Abus com 2 chaves e suporte para o quadro. Nao perdi nenhuma chave, vao as duas.
jewellery ;; pt ;; vinted ;; Jewellery ;; 25 ;; Fio corrente cubana banhado a ouro ;; Fio corrente cubana banhada a ouro 18k, 50 cm. Nao e ouro macico, e banhado (diz na descricao da loja). Sem escurecer.
jewellery ;; pt ;; vinted ;; Jewellery ;; 35 ;; Pulseira Pandora com certificado ;; Pulseira Pandora Moments em prata 925, 19 cm, com caixa e certificado de garantia da loja. 3 charms incluidos.
outdoor ;; pt ;; olx-pt ;; Camping ;; 30 ;; Fogao campismo sem cartucho ;; Fogareiro de campismo dobravel, vai sem cartucho de gas (compra-se em qualquer loja de desporto). Com estojo.
outdoor ;; pt ;; olx-pt ;; Camping ;; 45 ;; Tenda 4 pessoas Quechua ;; Tenda 4 pessoas Quechua, montagem facil. Uma varetas tem fita mas aguenta. Usada 3 verões.
crafts ;; pt ;; vinted ;; Crafts ;; 10 ;; Limpa-cachimbos coloridos para trabalhos manuais ;; 100 limpa-cachimbos coloridos (arames de felpo) para trabalhos manuais com criancas. Saco aberto mas cheio.
crafts ;; pt ;; olx-pt ;; Crafts ;; 15 ;; Bullet journal e canetas ;; Bullet journal A5 pontilhado por estrear e 12 canetas de ponta fina. Bom para planner.
audio ;; pt ;; olx-pt ;; Audio ;; 180 ;; Coluna Bang & Olufsen Beosound A1 ;; Coluna Bluetooth Bang & Olufsen Beosound A1 2a geracao, cor areia. Som incrivel. Cabo USB-C.
audio ;; pt ;; olx-pt ;; Audio ;; 15 ;; CD BTS Dynamite ;; CD single BTS Dynamite, edicao com photocard. Para ARMY colecionadores 💜
party ;; pt ;; vinted ;; Costumes ;; 12 ;; Fantasia pirata adulto (sem espada) ;; Fantasia de pirata para adulto, tamanho L, com chapeu e tapa-olho. O carnaval acabou, vai sem acessorios de plastico.
office ;; pt ;; olx-pt ;; Office ;; 20 ;; Moldura para diploma A4 ;; 2 molduras para diploma/certificado A4 em madeira escura com vidro. Novas.
instruments ;; pt ;; olx-pt ;; Musical instruments ;; 90 ;; Violino 4/4 com arco e estojo ;; Violino 4/4 de estudante com arco, estojo e resina. Cordas mudadas. Ideal para comecar.
cameras ;; pt ;; olx-pt ;; Cameras ;; 220 ;; Canon EOS 2000D com objetiva 18-55 ;; Canon EOS 2000D, 12 mil disparos, objetiva 18-55 mm, carregador e bolsa. Cartao SD de 32GB de oferta.
fashion ;; es ;; vinted ;; Women's clothing ;; 14 ;; Jersey color tabaco punto grueso ;; Jersey de punto grueso color tabaco, talla M, de Pull&Bear. Calentito y sin bolitas. Envio por la app.
fashion ;; es ;; wallapop ;; Women's clothing ;; 20 ;; Chaqueta bomber negra Bershka ;; Bomber negra acolchada, talla S. La he usado un invierno. Casa libre de humo y sin mascotas.
fashion ;; es ;; vinted ;; Women's clothing ;; 12 ;; Falda similpiel marron ;; Falda de similpiel (polipiel, no es piel de verdad) marron chocolate, talla 38. Con cremallera detras.
fashion ;; es ;; wallapop ;; Men's clothing ;; 18 ;; Vaqueros Rifle anos 90 talla 42 ;; Vaqueros Rifle vintage, marca italiana de los 90, talla 42. Tiro alto, lavado claro. Estan como nuevos para su edad.
fashion ;; es ;; vinted ;; Women's clothing ;; 25 ;; Vestido invitada color marfil ;; Vestido midi color marfil con volantes, talla 36. Lo lleve a una comunion. Aviso: no es blanco puro, es marfil.
fashion ;; es ;; wallapop ;; Men's clothing ;; 40 ;; Chaqueta Marlboro Classics piel ;; Chaqueta de la marca de ropa Marlboro Classics, piel marron envejecida, talla L. Era de mi padre y esta genial.
fashion ;; es ;; vinted ;; Women's clothing ;; 9 ;; Top lenceria encaje sin estrenar ;; Top de encaje color nude estilo lenceria para llevar por fuera con blazer. Talla S, con etiqueta.
fashion ;; es ;; vinted ;; Women's clothing ;; 16 ;; Vestido color champan lentejuelas ;; Vestido corto de lentejuelas color champan para nochevieja, talla XS. Perdio 2 lentejuelas, no se nota.
fashion ;; es ;; wallapop ;; Kids' clothing ;; 6 ;; Chandal nino 10 anos Adidas ;; Chandal Adidas nino 10 anos (140), azul y blanco. Un poco de desgaste en rodillas.
fashion ;; es ;; vinted ;; Men's clothing ;; 10 ;; Camiseta Money Heist La Casa de Papel ;; Camiseta de La Casa de Papel con la mascara de Dali, talla M. Comprada en el Primark. Poco uso.
fashion ;; es ;; vinted ;; Women's clothing ;; 22 ;; Gabardina estilo trench beige ;; Gabardina estilo trench (inspirada en la clasica inglesa, pero de Zara, no hay logos de nadie). Talla M. Cinturon incluido.
fashion ;; es ;; wallapop ;; Women's clothing ;; 8 ;; Camiseta tirantes canale pack 3 ;; Pack de 3 camisetas de tirantes canale (blanca, negra y gris), talla M. Una sin estrenar.
fashion ;; es ;; vinted ;; Accessories ;; 10 ;; Gafas de sol montura carey ;; Gafas de sol con montura de carey (estampado, es acetato), lentes polarizadas. Con funda. Sin rayas.
fashion ;; es ;; vinted ;; Accessories ;; 7 ;; Cartera hombre piel marron ;; Cartera de hombre en piel marron, 8 tarjetas y monedero. Un poco gastada en los bordes, de uso normal.
fashion ;; es ;; wallapop ;; Accessories ;; 5 ;; Rinonera deportiva correr ;; Rinonera para correr, cabe el movil grande y las llaves. Elastica. Lavada.
fashion ;; es ;; vinted ;; Women's clothing ;; 15 ;; Abrigo borreguito crema ;; Abrigo de borreguito sintetico color crema, talla L, muy calentito. Sin manchas.
fashion ;; es ;; vinted ;; Women's clothing ;; 11 ;; Pantalon pinzas cigarrillo negro 40 ;; Pantalon de pinzas corte recto negro, talla 40, de oficina. Ref. 7385/225/800 de Zara por si lo buscais.
fashion ;; es ;; wallapop ;; Women's clothing ;; 30 ;; Vestido flamenca nina 8 anos ;; Traje de flamenca para nina de 8 anos, lunares rojos, con flor y pendientes de plastico. Lo uso una feria de abril.
fashion ;; es ;; vinted ;; Men's clothing ;; 20 ;; Sudadera Under Armour hombre XL ;; Sudadera Under Armour gris con capucha, talla XL. Original, con la etiqueta interior. Sin pelotillas.
fashion ;; es ;; vinted ;; Women's clothing ;; 13 ;; Body negro escote cuadrado ;; body negro escote cuadrado manga larga talla s, se cierra con corchetes. usado 2 veces 🖤
shoes ;; es ;; vinted ;; Shoes ;; 50 ;; Adidas Gazelle verdes 40 ;; Adidas Gazelle verde botella, talla 40 2/3. Suela perfecta. Con caja. Envio solo por Vinted.
shoes ;; es ;; wallapop ;; Shoes ;; 45 ;; Botas camperas cowboy piel 38 ;; Botas camperas estilo western, piel marron, talla 38. Hechas en Valverde del Camino. Muy comodas ya domadas.
shoes ;; es ;; vinted ;; Shoes ;; 18 ;; Alpargatas esparto cuña 39 ;; Alpargatas de esparto con cuña, talla 39, cinta para atar al tobillo. Usadas un verano.
shoes ;; es ;; wallapop ;; Kids' shoes ;; 12 ;; Zapatillas Onitsuka Tiger nino 33 ;; Onitsuka Tiger para nino, 33, blanco con rayas azules. Mi hijo crecio rapidisimo.
phones ;; es ;; wallapop ;; Mobile phones ;; 280 ;; iPhone 12 64GB libre azul ;; iPhone 12 64 GB azul, libre de operador. Bateria al 84%. Sin cuenta de iCloud, restaurado de fabrica. Factura de MediaMarkt.
phones ;; es ;; wallapop ;; Mobile phones ;; 60 ;; Samsung A12 con la pantalla rajada ;; Samsung Galaxy A12 con la pantalla rajada en una esquina, pero funciona el tactil. Para quien quiera cambiar pantalla. Sin cargador.
phones ;; es ;; wallapop ;; Mobile phones ;; 140 ;; Xiaomi Redmi Note 11 4/128 ;; Redmi Note 11 gris, 4/128 GB. Siempre con funda y protector. Caja y cargador. Desvinculado de mi cuenta Mi.
phones ;; es ;; vinted ;; Phone accessories ;; 8 ;; Funda iPhone 13 efecto marmol ;; Funda iPhone 13 efecto marmol blanco con bordes dorados. Sin amarillear.
phones ;; es ;; wallapop ;; Phone accessories ;; 7 ;; Cargador mechero coche doble USB ;; Cargador de mechero para el coche con doble USB, carga rapida 3.0. Tambien vale para furgoneta 24V.
phones ;; es ;; wallapop ;; Mobile phones ;; 90 ;; iPhone 8 bloqueado a Movistar ;; iPhone 8 64GB plata, bloqueado a Movistar (solo tarjetas Movistar). Sin iCloud. Bateria 80%. Lo pongo claro para que nadie se lleve sorpresas.
phones ;; es ;; wallapop ;; Phone accessories ;; 55 ;; AirPods 3 generacion ;; AirPods de tercera generacion con estuche de carga. Comprados en 2022. Limpios y desinfectados. Numero de serie comprobable en la web de Apple.
phones ;; es ;; wallapop ;; Mobile phones ;; 30 ;; Movil para mayores teclas grandes ;; Movil de teclas grandes para personas mayores, con boton SOS y base de carga. Libre.
phones ;; es ;; wallapop ;; Mobile phones ;; 310 ;; Samsung Galaxy S22 128GB Phantom Black ;; Galaxy S22 SM-S901B 128GB negro. Pantalla perfecta, siempre con protector. Con caja. Cuenta Google eliminada.
phones ;; es ;; vinted ;; Phone accessories ;; 9 ;; Soporte movil coche rejilla ;; soporte magnetico para el movil en la rejilla del coche, con 2 placas metalicas. nuevo
home ;; es ;; wallapop ;; Home ;; 15 ;; Detector de humo 2 unidades nuevos ;; Dos detectores de humo con pila de litio de 10 anos, en caja. Nos sobraron de la reforma.
home ;; es ;; wallapop ;; Home ;; 20 ;; Puff de terciopelo mostaza ;; Puff redondo de terciopelo color mostaza, 40 cm. Sirve de reposapies o de asiento extra.
home ;; es ;; wallapop ;; Home ;; 12 ;; Cenicero de cristal vintage Martini ;; Cenicero antiguo de cristal con la publicidad de Martini, de bar de los 70. Lo tengo de decoracion, sirve de vaciabolsillos.
home ;; es ;; wallapop ;; Home ;; 10 ;; Hucha cerdito de ceramica ;; Hucha de cerdito ceramica pintada, con tapon abajo. Ideal para regalar a un nino.
home ;; es ;; wallapop ;; Home ;; 28 ;; Caja fuerte pequena con llave y codigo ;; Caja fuerte pequena de codigo electronico con dos llaves de emergencia. Se entrega reseteada al codigo de fabrica.
home ;; es ;; wallapop ;; Home ;; 25 ;; Botellero de madera 16 botellas ;; Botellero de madera para 16 botellas, se vende vacio. Apilable. 60 x 25 x 45 cm.
home ;; es ;; wallapop ;; Home ;; 18 ;; Alfombra yute 120x170 ;; Alfombra de yute natural 120x170, sin manchas. Se vende por mudanza.
home ;; es ;; vinted ;; Home ;; 6 ;; Velas aroma canela ;; 2 velas aroma canela en vaso de cristal, sin usar. Regalo repetido.
home ;; es ;; wallapop ;; Home ;; 30 ;; Lampara de pie estilo industrial ;; Lampara de pie estilo industrial negra con bombilla Edison incluida. 160 cm.
kids ;; es ;; wallapop ;; Baby ;; 70 ;; Hamaca balancin electrica bebe ;; Hamaca electrica para bebe con vaiven, musica y movil de juguetes. Hasta 9 kg. Funciona a corriente.
kids ;; es ;; wallapop ;; Baby ;; 45 ;; Silla coche grupo 1 isofix ;; Silla de coche grupo 1 (9-18 kg) isofix, homologada ECE R44/04. Sin golpes. Funda lavada a mano.
kids ;; es ;; vinted ;; Baby clothing ;; 12 ;; Lote ropa bebe nina 6-9 meses ;; Lote de ropa de bebe nina 6-9 meses: 6 bodies, 3 pijamas y 2 leggings. Todo lavado.
kids ;; es ;; wallapop ;; Baby ;; 30 ;; Vigilabebes con camara sin wifi ;; Vigilabebes con camara y vision nocturna, no necesita wifi ni app. Pantalla 3.5". Con cargadores.
kids ;; es ;; wallapop ;; Baby ;; 10 ;; Sacaleches manual Medela ;; Sacaleches manual Medela Harmony, esterilizado y con piezas de repuesto nuevas. Caja original.
kids ;; es ;; wallapop ;; Kids ;; 15 ;; Libros de texto 3 primaria Santillana ;; Libros de 3 de primaria de Santillana, proyecto Saber Hacer. Casi sin escribir. Curso 2023-2024.
kids ;; es ;; wallapop ;; Kids ;; 20 ;; Mochila escolar Paw Patrol con ruedas ;; Mochila con ruedas de la Patrulla Canina, usada un curso. Ruedas perfectas.
kids ;; es ;; wallapop ;; Baby ;; 80 ;; Cuna de viaje con cambiador ;; Cuna de viaje con cambiador y colchon, plegable, bolsa de transporte. 120x60.
kids ;; es ;; vinted ;; Baby ;; 8 ;; Chupeteros y mordedores ;; Lote de 3 chupeteros de silicona y 2 mordedores, sin estrenar, en su caja.
toys ;; es ;; wallapop ;; Toys ;; 15 ;; Sable laser Star Wars rojo ;; Sable laser de juguete de Star Wars, rojo, con luz y sonido. Pilas AAA no incluidas.
toys ;; es ;; wallapop ;; Toys ;; 20 ;; Lanzador Nerf con 20 dardos ;; Nerf Strongarm con 20 dardos de espuma. Funciona perfecto. Para ninos a partir de 8 anos.
toys ;; es ;; wallapop ;; Toys ;; 12 ;; Caja registradora juguete ;; Caja registradora de juguete con escaner, calculadora y dinero de juguete (billetes y monedas). Hace ruiditos.
toys ;; es ;; wallapop ;; Toys ;; 25 ;; Juego de mesa Loteria mexicana y Bingo ;; Juego de Loteria mexicana con 10 tablas y baraja, y un bingo de bolas completo. Para jugar en familia, nada de dinero real jaja.
toys ;; es ;; wallapop ;; Toys ;; 35 ;; Playmobil barco pirata 70411 ;; Playmobil 70411 barco pirata, completo segun las instrucciones, incluidos los canones y las espadas de plastico.
toys ;; es ;; vinted ;; Toys ;; 9 ;; Peluche husky grande ;; Peluche de perro husky de 60 cm, suavisimo. Lavado a mano.
kitchen ;; es ;; wallapop ;; Kitchen ;; 35 ;; Batidora Nutribullet 900W ;; Nutribullet 900 W con dos vasos, tapa para llevar y las cuchillas. Funciona perfecto.
kitchen ;; es ;; wallapop ;; Kitchen ;; 8 ;; Libro de recetas Thermomix ;; Libro de recetas Thermomix TM6 "Cocina espanola", con alguna receta subrayada. Buen estado.
kitchen ;; es ;; wallapop ;; Kitchen ;; 12 ;; Copas de balon para gin tonic x6 ;; 6 copas de balon de cristal para gin tonic, ninguna desportillada. Se venden las copas solas.
kitchen ;; es ;; wallapop ;; Kitchen ;; 15 ;; Coctelera acero y accesorios ;; Coctelera de acero inoxidable con medidor, colador y cuchara de bar. La usaba para batidos y mocktails.
kitchen ;; es ;; wallapop ;; Kitchen ;; 18 ;; Capsulas Nespresso compatibles 100 ;; 100 capsulas compatibles Nespresso (no son de la marca, lo pone en la caja), intensidad 8. Caducan en 2025.
kitchen ;; es ;; vinted ;; Kitchen ;; 6 ;; Rodillo de amasar y moldes galletas ;; Rodillo de madera y 12 moldes de galletas de navidad. Poco uso.
vehicle ;; es ;; wallapop ;; Cars ;; 3200 ;; Ford Escort 1.6 16v 1997 ;; Ford Escort 1.6 16v de 1997, 210.000 km, ITV pasada hasta 03/2025. Papeles en regla. Lo vendo porque me han dado el coche de empresa.
vehicle ;; es ;; wallapop ;; Cars ;; 4500 ;; Mitsubishi Colt 1.3 2008 ;; Mitsubishi Colt 1.3 gasolina 95 CV, ano 2008, 142.500 km. Correa cambiada a los 120.000. Ruedas 175/65 R15 nuevas.
vehicle ;; es ;; wallapop ;; Motorcycles ;; 2800 ;; Yamaha YBR 125 carnet B ;; Yamaha YBR 125 de 2012, se puede llevar con carnet B con 3 anos de antiguedad. 24.000 km. Dos cascos.
vehicle ;; es ;; wallapop ;; Car parts ;; 60 ;; Llantas 16 con neumaticos 205/55 R16 ;; Juego de 4 llantas de 16" con neumaticos 205/55 R16 91V, a mitad de vida. De un Seat Leon.
vehicle ;; es ;; wallapop ;; Car parts ;; 20 ;; Portamatriculas y marcos ;; Dos marcos portamatriculas negros sin publicidad, nuevos. Medida estandar.
books ;; es ;; wallapop ;; Books ;; 5 ;; Moby Dick edicion ilustrada ;; Moby Dick, edicion ilustrada para jovenes, tapa dura. ISBN 978-84-9174-203-6. Muy bien.
books ;; es ;; wallapop ;; Books ;; 7 ;; Libro Guinness World Records 2022 ;; Guinness World Records 2022 en espanol. A los ninos les flipa. Sin hojas rotas.
books ;; es ;; vinted ;; Books ;; 6 ;; Libro colorear adultos antiestres ;; Libro para colorear para adultos con 50 dibujos antiestres. Solo 2 pintados.
books ;; es ;; wallapop ;; Books ;; 10 ;; Test autoescuela permiso B 2024 ;; Libro de test del permiso B 2024 y manual de la autoescuela. Aprobado a la primera 😁
books ;; es ;; wallapop ;; Books ;; 4 ;; La sombra del viento bolsillo ;; La sombra del viento, Carlos Ruiz Zafon, edicion de bolsillo. Leido una vez.
services ;; es ;; wallapop ;; Services ;; 15 ;; Clases particulares de ingles ;; Profesora titulada da clases de ingles a ninos y adultos en Valencia, tambien preparacion de examenes B2. 15€ la hora. Escribeme por el chat de Wallapop.
services ;; es ;; wallapop ;; Services ;; 10 ;; Paseador de perros Malaga ;; Paseo perros por la zona de Teatinos, de lunes a viernes. Tambien cuido gatos a domicilio. Te respondo aqui por el chat.
services ;; es ;; wallapop ;; Services ;; 30 ;; Pequenas mudanzas con furgoneta ;; Hago pequenas mudanzas y portes con furgoneta en Madrid. Desde 30€ segun pisos y distancia. Presupuesto sin compromiso por mensaje aqui.
services ;; es ;; wallapop ;; Services ;; 20 ;; Reparacion de moviles cambio de pantalla ;; Cambio pantallas y baterias de moviles (iPhone, Samsung, Xiaomi). Te digo el precio exacto por el chat segun modelo.
services ;; es ;; wallapop ;; Services ;; 12 ;; Canguro fines de semana ;; Chica de 24 anos, estudiante de magisterio, hago de canguro los fines de semana en Sevilla. Con experiencia y referencias.
health ;; es ;; wallapop ;; Health ;; 35 ;; Muletas y ferula de tobillo ;; Muletas regulables de aluminio y ferula de tobillo talla M, usadas un mes. Limpias.
health ;; es ;; wallapop ;; Health ;; 18 ;; Pulsioximetro de dedo ;; Pulsioximetro de dedo con pantalla OLED, incluye pilas AAA y cordon. Perfecto.
health ;; es ;; wallapop ;; Health ;; 85 ;; Plataforma vibratoria con gomas ;; Plataforma vibratoria oscilante con mando y gomas elasticas. Hasta 120 kg. Me mudo y no cabe.
health ;; es ;; vinted ;; Health ;; 10 ;; Pastillero semanal grande ;; Pastillero semanal con 4 tomas al dia, vacio, sin usar. Tapas faciles de abrir.
computers ;; es ;; wallapop ;; Computers ;; 480 ;; Portatil Acer Nitro 5 RTX 3050 ;; Acer Nitro 5 AN515-57, i5-11400H, RTX 3050, 16GB RAM, SSD 512 GB, 144Hz. Windows 11. Perfecto para jugar.
computers ;; es ;; wallapop ;; Computers ;; 35 ;; RAM DDR4 16GB Kingston Fury ;; Memoria RAM Kingston Fury 2x8GB DDR4 3200. Sacada de mi PC al ampliar.
computers ;; es ;; wallapop ;; Computers ;; 25 ;; Disco duro externo 2TB formateado ;; Disco externo Seagate 2TB USB 3.0. He hecho copia de seguridad y lo he formateado, va vacio.
computers ;; es ;; wallapop ;; Computers ;; 40 ;; Monitor 24 pulgadas 1920x1080 ;; Monitor LG 24" Full HD 1920x1080, HDMI y VGA. Sin pixeles muertos. Con peana.
tools ;; es ;; wallapop ;; Tools ;; 130 ;; Motosierra gasolina Husqvarna ;; Motosierra Husqvarna 135 de gasolina, espada de 40 cm. Se entrega sin combustible y vaciada. Arranca bien.
tools ;; es ;; wallapop ;; Tools ;; 30 ;; Pistola de pintar Wagner ;; Pistola de pintura electrica Wagner W 100 para barnices y esmaltes. Limpia.
tools ;; es ;; wallapop ;; Tools ;; 15 ;; Grapadora neumatica ;; Grapadora neumatica para tapiceria, funciona con compresor. Con 2 cajas de grapas.
pets ;; es ;; wallapop ;; Pets ;; 14 ;; Lanzador de pelotas para perro ;; Lanzador de pelotas manual, con 3 pelotas. El perro lo adora, pero compramos el automatico.
pets ;; es ;; wallapop ;; Pets ;; 20 ;; Transportin gato mediano ;; Transportin para gato o perro pequeno hasta 10 kg. Limpio y desinfectado. Puerta metalica.
pets ;; es ;; vinted ;; Pets ;; 8 ;; Abrigo para perro talla S ;; Abriguito impermeable para perro talla S, con forro polar. Le queda pequeno a mi teckel.
garden ;; es ;; wallapop ;; Garden ;; 50 ;; Banco de jardin de hierro forjado ;; Banco de jardin de hierro forjado y listones de madera, para dos. Hay que darle barniz.
garden ;; es ;; wallapop ;; Garden ;; 45 ;; Cortacesped electrico ;; Cortacesped electrico Einhell 1400W con recogedor de 38 L. Cuchilla afilada el ano pasado.
garden ;; es ;; wallapop ;; Garden ;; 12 ;; Dosificador flotante de cloro piscina ;; Dosificador flotante para pastillas de cloro, vacio. Nuevo. Para piscina desmontable.
games ;; es ;; wallapop ;; Video games ;; 15 ;; Sniper Elite 5 PS5 ;; Sniper Elite 5 para PS5, el disco esta perfecto. Caja original.
games ;; es ;; wallapop ;; Video games ;; 360 ;; Steam Deck 64GB con tarjeta 256 ;; Steam Deck de 64GB con microSD de 256GB. La he reseteado, no lleva mi cuenta. Funda y cargador.
games ;; es ;; wallapop ;; Video games ;; 25 ;; Mando Xbox Series gatillos perfectos ;; Mando Xbox Series X blanco, gatillos y joysticks sin drift. Con pilas recargables.
furniture ;; es ;; wallapop ;; Furniture ;; 70 ;; Carrito bar dorado ;; Carrito camarero dorado con dos bandejas de cristal, ruedas. Lo usaba como mesita para plantas.
furniture ;; es ;; wallapop ;; Furniture ;; 45 ;; Taburetes altos cocina x2 polipiel ;; Dos taburetes altos de cocina en polipiel gris, regulables en altura y giratorios.
furniture ;; es ;; wallapop ;; Furniture ;; 90 ;; Sofa chaise longue color tabaco ;; Sofa con chaise longue en polipiel color tabaco, 240 cm. Tiene algun roce, ver fotos. Casa sin humo.
appliances ;; es ;; wallapop ;; Appliances ;; 60 ;; Vaporeta limpiadora a vapor Polti ;; Vaporeta Polti con accesorios para suelos, azulejos y cristales. Deja la cocina como nueva.
appliances ;; es ;; wallapop ;; Appliances ;; 22 ;; Plancha de vapor Philips ;; Plancha de vapor Philips 2400W con suela ceramica. Sin cal.
appliances ;; es ;; wallapop ;; Appliances ;; 140 ;; Lavadora Balay 8kg ;; Lavadora Balay 8 kg, 1200 rpm, clase A+++. Modelo 3TS986BT. Funciona perfectamente.
collectibles ;; es ;; wallapop ;; Collectibles ;; 25 ;; Lote monedas pesetas antiguas ;; Lote de monedas de pesetas (duros, 25 y 100 pesetas), anos 80 y 90. Sin valor legal, para coleccionistas.
collectibles ;; es ;; wallapop ;; Collectibles ;; 20 ;; Album cromos Mundial 82 ;; Album de cromos del Mundial de Espana 82, faltan 12 cromos. Naranjito en la portada.
collectibles ;; es ;; wallapop ;; Collectibles ;; 30 ;; Coche escala 1:43 Porsche Martini Racing ;; Porsche 911 de la decoracion Martini Racing, escala 1:43, en su vitrina. Nunca sacado.
beauty ;; es ;; vinted ;; Beauty ;; 5 ;; Bombas de bano lote 5 ;; 5 bombas de bano aroma frutos rojos y coco, envueltas. Regalo que no uso.
beauty ;; es ;; vinted ;; Beauty ;; 12 ;; Desodorante Axe pack 4 ;; Pack de 4 desodorantes Axe Black en spray de 150 ml, precintados.
beauty ;; es ;; vinted ;; Beauty ;; 15 ;; Unas postizas y pegamento ;; Set de unas postizas (fake nails) en forma almendra, 240 piezas en 12 tallas, con pegamento y lima. Abierto pero casi entero.
sports ;; es ;; wallapop ;; Sports ;; 30 ;; Diana de dardos con 6 dardos ;; Diana de dardos de sisal con 6 dardos de punta de acero y armario de madera. Para bar o casa.
sports ;; es ;; wallapop ;; Sports ;; 40 ;; Tabla de paddle surf hinchable ;; Paddle surf hinchable 10'6 con remo, inflador y mochila. Sin pinchazos.
bikes ;; es ;; wallapop ;; Bicycles ;; 480 ;; Bicicleta Cannondale Quick 4 ;; Cannondale Quick 4 talla M, hibrida para ciudad. Revisada en taller. Candado con dos llaves de regalo.
bikes ;; es ;; wallapop ;; Bicycles ;; 18 ;; Candado en U con llaves ;; Candado en U Kryptonite con sus 2 llaves y soporte. Buen estado.
jewellery ;; es ;; vinted ;; Jewellery ;; 20 ;; Cadena cubana banada en oro ;; Cadena cubana banada en oro 18k, 45 cm. Es bano de oro, no oro macizo. No se oscurece.
jewellery ;; es ;; vinted ;; Jewellery ;; 30 ;; Anillo plata 925 con certificado ;; Anillo de plata 925 con circonitas, talla 14, caja y certificado de garantia de la joyeria.
outdoor ;; es ;; wallapop ;; Camping ;; 25 ;; Hornillo camping plegable sin cartucho ;; Hornillo de camping plegable con estuche, se vende sin cartucho de gas. Lo he usado poco.
outdoor ;; es ;; wallapop ;; Camping ;; 15 ;; Bastones de trekking par ;; Par de bastones de trekking telescopicos de aluminio, con puntas de goma.
crafts ;; es ;; vinted ;; Crafts ;; 8 ;; Limpiapipas de colores manualidades ;; 100 limpiapipas de colores para manualidades con ninos, bolsa abierta pero casi llena.
crafts ;; es ;; wallapop ;; Crafts ;; 12 ;; Bullet journal y rotuladores ;; Bullet journal punteado A5 sin estrenar y 10 rotuladores de punta fina.
audio ;; es ;; wallapop ;; Audio ;; 190 ;; Altavoz Bang & Olufsen A1 ;; Altavoz Bluetooth Bang & Olufsen Beosound A1, negro. Sonido espectacular. Bateria dura 15 horas.
audio ;; es ;; wallapop ;; Audio ;; 12 ;; CD Scorpions Best Of ;; CD recopilatorio de Scorpions, en buen estado. Caja con un roce.
party ;; es ;; vinted ;; Costumes ;; 15 ;; Disfraz de vampiro adulto ;; Disfraz de vampiro para adulto talla L, capa y chaleco. Colmillos de plastico sin usar.
office ;; es ;; wallapop ;; Office ;; 15 ;; Marcos para titulo universitario ;; Dos marcos para titulo o diploma A4, madera negra, nuevos.
instruments ;; es ;; wallapop ;; Musical instruments ;; 80 ;; Violin 3/4 con arco y estuche ;; Violin 3/4 de estudio con arco, resina y estuche. Cuerdas nuevas.
cameras ;; es ;; wallapop ;; Cameras ;; 250 ;; Canon EOS 250D con objetivo ;; Canon EOS 250D, 8.000 disparos, objetivo 18-55 IS STM, cargador, bateria de repuesto y tarjeta 64GB.
fashion ;; fr ;; vinted ;; Women's clothing ;; 15 ;; Pull couleur tabac grosse maille ;; Pull grosse maille couleur tabac, taille M, Sezane. Tres chaud, pas de bouloches. Maison non fumeur, sans animaux.
fashion ;; fr ;; vinted ;; Women's clothing ;; 12 ;; Veste simili cuir noire 38 ;; Veste biker en simili cuir (ce n'est pas du vrai cuir, 100% polyurethane), taille 38. Fermetures eclair ok.
fashion ;; fr ;; vinted ;; Women's clothing ;; 18 ;; Robe imprimé grenade ;; Robe d'ete avec imprime grenades (le fruit !) rouge sur fond creme, taille 36. Portee deux fois.
fashion ;; fr ;; vinted ;; Men's clothing ;; 22 ;; Blouson bomber kaki homme L ;; Bomber kaki homme taille L, doublure orange, style aviateur. Tres bon etat.
fashion ;; fr ;; vinted ;; Women's clothing ;; 25 ;; Robe de soiree couleur ivoire ;; Robe longue couleur ivoire pour une soiree ou un mariage civil, taille 40. Ce n'est pas blanc, c'est vraiment ivoire.
fashion ;; fr ;; vinted ;; Women's clothing ;; 9 ;; Debardeur cotele blanc ;; debardeur cotele blanc taille S, tres bon etat, porte 3 fois. envoi rapide 📦
fashion ;; fr ;; ebay ;; Men's clothing ;; 30 ;; Chemise Under Armour golf XL ;; Polo Under Armour de golf, bleu marine, XL. Achete en magasin officiel, facture perdue mais etiquettes d'origine presentes.
fashion ;; fr ;; vinted ;; Women's clothing ;; 20 ;; Manteau fausse fourrure vison ;; Manteau en fausse fourrure couleur vison, taille M. Tres doux, aucune vraie fourrure (etiquette 100% acrylique).
fashion ;; fr ;; vinted ;; Women's clothing ;; 14 ;; Jean mom taille haute 38 ;; Jean mom Levi's taille haute W28 L30, delave clair. Petit accroc fait expres au genou (modele).
fashion ;; fr ;; vinted ;; Kids' clothing ;; 6 ;; Lot bodies bebe 6 mois ;; Lot de 5 bodies manches longues 6 mois (67 cm), Petit Bateau et Kiabi. Lavés, aucune tache.
fashion ;; fr ;; vinted ;; Men's clothing ;; 10 ;; T-shirt Kiss groupe rock ;; T-shirt noir du groupe KISS, taille M, merch officiel de la tournee 2019. Impression un peu craquelee.
fashion ;; fr ;; vinted ;; Women's clothing ;; 16 ;; Combinaison pantalon rouge bordeaux ;; Combinaison pantalon bordeaux, dos nu, taille 36. Achetee pour un mariage et portee 1 fois.
fashion ;; fr ;; vinted ;; Accessories ;; 8 ;; Lunettes de soleil ecaille ;; Lunettes de soleil monture ecaille (acetate, motif), verres UV400. Avec etui. Aucune rayure.
fashion ;; fr ;; vinted ;; Accessories ;; 10 ;; Porte-monnaie cuir rouge ;; Porte-monnaie en cuir rouge avec fermeture eclair et 6 emplacements cartes. Tres peu utilise.
fashion ;; fr ;; vinted ;; Accessories ;; 7 ;; Banane sac de ceinture ;; Sac banane noir, ideal pour voyager avec passeport, billets de train et telephone. Fermeture solide.
fashion ;; fr ;; vinted ;; Women's clothing ;; 11 ;; Pantalon cigarette a pinces ;; Pantalon a pinces coupe droite bleu marine, taille 38, ref 7385/224/401. Tissu fluide qui ne se froisse pas.
fashion ;; fr ;; vinted ;; Women's clothing ;; 13 ;; Body dentelle noir manches longues ;; Body en dentelle noire manches longues, taille S, pressions en bas. Jolie avec un jean. Lave.
fashion ;; fr ;; ebay ;; Men's clothing ;; 45 ;; Veste militaire vintage armee francaise ;; Veste F2 de l'armee francaise, camouflage Centre Europe, taille 96L. Authentique surplus, pas une copie de mode.
fashion ;; fr ;; vinted ;; Women's clothing ;; 9 ;; Sweat Naughty or Nice Noel ;; Pull de Noel "Naughty or Nice" avec un renne brode, taille L. Parfait pour les repas de fin d'annee 🎄
fashion ;; fr ;; vinted ;; Women's clothing ;; 17 ;; Trench beige style intemporel ;; Trench beige H&M, inspire du trench classique, sans logo de marque de luxe bien sur. Taille 40. Ceinture presente.
shoes ;; fr ;; vinted ;; Shoes ;; 48 ;; Adidas Gazelle rouges 38 ;; Adidas Gazelle rouges taille 38, portees une saison, semelle parfaite. Avec la boite. Authentiques (achat Courir).
shoes ;; fr ;; vinted ;; Shoes ;; 35 ;; Santiags cuir marron 39 ;; Santiags / bottes western en cuir marron, 39, talon 5 cm. Deja faites a mon pied, tres confortables.
shoes ;; fr ;; vinted ;; Shoes ;; 20 ;; Espadrilles compensees 37 ;; Espadrilles a talons compenses en corde, 37, lacets a nouer aux chevilles. Un ete.
shoes ;; fr ;; vinted ;; Kids' shoes ;; 10 ;; Baskets lumineuses enfant 28 ;; Baskets a lumieres pour enfant, pointure 28, scratch. Les LED marchent encore.
phones ;; fr ;; ebay ;; Mobile phones ;; 300 ;; iPhone 13 128 Go debloque tout operateur ;; iPhone 13 128 Go bleu, debloque tout operateur. Batterie 88%. Compte iCloud retire, reinitialise. Facture Fnac fournie.
phones ;; fr ;; vinted ;; Mobile phones ;; 70 ;; Samsung A20e ecran fissure ;; Galaxy A20e avec l'ecran fissure en haut a gauche (photo), tactile ok. Pour pieces ou a reparer. Sans chargeur.
phones ;; fr ;; ebay ;; Mobile phones ;; 160 ;; Xiaomi Redmi Note 12 5G 4/128 ;; Redmi Note 12 5G 4/128 Go gris. Avec boite, chargeur 33W et coque. Compte Mi deconnecte.
phones ;; fr ;; vinted ;; Phone accessories ;; 6 ;; Coque iPhone 14 marbre ;; Coque iPhone 14 effet marbre rose, bords antichoc. Pas jaunie.
phones ;; fr ;; ebay ;; Phone accessories ;; 8 ;; Chargeur allume-cigare USB-C ;; Chargeur allume-cigare voiture USB-C PD 30W + USB-A. Marche en 12V et 24V. Neuf.
phones ;; fr ;; ebay ;; Mobile phones ;; 80 ;; iPhone 8 verrouille SFR ;; iPhone 8 64 Go gris sideral, verrouille sur le reseau SFR (ne marche qu'avec une carte SFR). Pas de compte iCloud. Batterie 81%.
phones ;; fr ;; vinted ;; Phone accessories ;; 65 ;; AirPods Pro 1ere generation ;; AirPods Pro (1re gen.) avec boitier de charge sans fil. Numero de serie visible sur la boite. Embouts neufs.
phones ;; fr ;; ebay ;; Mobile phones ;; 40 ;; Telephone senior grosses touches Doro ;; Doro 6820 a clapet, grosses touches, bouton d'assistance au dos et socle de charge. Desimlocke.
phones ;; fr ;; ebay ;; Mobile phones ;; 350 ;; Samsung Galaxy S23 SM-S911B 256 Go ;; Galaxy S23 256 Go creme, modele SM-S911B. Ecran impeccable avec verre trempe depuis le 1er jour. Compte Google supprime.
phones ;; fr ;; vinted ;; Phone accessories ;; 5 ;; Support telephone velo ;; Support de telephone pour guidon de velo, silicone, universel de 4,7 a 6,8 pouces. Neuf.
home ;; fr ;; ebay ;; Home ;; 16 ;; Detecteur de fumee x2 neufs ;; Lot de 2 detecteurs de fumee NF, pile lithium 10 ans, neufs dans leur boite. Restes d'un demenagement.
home ;; fr ;; generic ;; Home ;; 22 ;; Pouf rond velours rose ;; Pouf rond en velours rose poudre, 40 cm. Sert de repose-pieds ou d'assise d'appoint. Sans tache.
home ;; fr ;; vinted ;; Home ;; 14 ;; Cendrier vintage Ricard ;; Cendrier de bistrot vintage Ricard en verre jaune, annees 80. Objet de deco, je m'en sers comme vide-poche.
home ;; fr ;; generic ;; Home ;; 10 ;; Tirelire cochon ceramique ;; Tirelire cochon en ceramique peinte a la main, bouchon en dessous, pas besoin de la casser.
home ;; fr ;; generic ;; Home ;; 30 ;; Coffre-fort a code ;; Petit coffre-fort a code electronique avec 2 cles de secours. Remis au code d'usine. 31 x 20 x 20 cm.
home ;; fr ;; generic ;; Home ;; 25 ;; Casier a bouteilles metal 24 ;; Casier a bouteilles en metal noir pour 24 bouteilles, vendu vide. Empilable.
home ;; fr ;; generic ;; Home ;; 12 ;; Joints silicone salle de bain et pistolet ;; Cartouches de mastic silicone blanc pour joints de salle de bain (3 neuves) et le pistolet extrudeur. Fin de chantier.
home ;; fr ;; vinted ;; Home ;; 8 ;; Bougie parfumee figue ;; Bougie parfumee figue dans un pot en verre, 180 g, allumee une fois.
home ;; fr ;; generic ;; Home ;; 40 ;; Miroir rond rotin 60 cm ;; Miroir rond avec contour en rotin, 60 cm. Style boheme. Crochet au dos.
kids ;; fr ;; generic ;; Baby ;; 55 ;; Balancelle electrique bebe ;; Balancelle electrique pour bebe avec musiques et 5 vitesses, jusqu'a 9 kg. Secteur ou piles.
kids ;; fr ;; generic ;; Baby ;; 50 ;; Siege auto isofix groupe 0+/1 ;; Siege auto pivotant isofix 0-18 kg, norme ECE R44/04. Jamais accidente. Housse lavee.
kids ;; fr ;; vinted ;; Baby clothing ;; 14 ;; Lot vetements bebe fille 12 mois ;; Lot de 15 vetements fille 12 mois : bodies, pyjamas, robes, leggings. Tout lave, non fumeur.
kids ;; fr ;; generic ;; Baby ;; 28 ;; Babyphone video sans wifi ;; Babyphone video avec vision nocturne, ecran 3,2", pas besoin d'internet ni d'application.
kids ;; fr ;; generic ;; Baby ;; 12 ;; Thermometre frontal bebe ;; Thermometre sans contact frontal, parfait pour bebe. Piles neuves.
kids ;; fr ;; generic ;; Kids ;; 18 ;; Manuels scolaires CM2 ;; Manuels de CM2 (maths, francais), edition 2022, tres peu annotes au crayon.
kids ;; fr ;; generic ;; Kids ;; 22 ;; Cartable a roulettes Reine des Neiges ;; Cartable a roulettes Reine des Neiges, utilise une annee. Roues ok, poignee ok.
kids ;; fr ;; generic ;; Baby ;; 35 ;; Porte-bebe physiologique ;; Porte-bebe physiologique de 3,5 a 15 kg, position ventrale et dorsale. Lave en machine.
kids ;; fr ;; vinted ;; Baby ;; 9 ;; Tetines et anneaux de dentition ;; 3 tetines 6-18 mois et 2 anneaux de dentition refrigerants, neufs sous blister.
toys ;; fr ;; generic ;; Toys ;; 14 ;; Sabre laser Star Wars bleu ;; Sabre laser jouet bleu de Luke Skywalker, son et lumiere. Piles AAA non fournies.
toys ;; fr ;; generic ;; Toys ;; 18 ;; Pistolets a eau Nerf Super Soaker x2 ;; Deux Super Soaker Nerf pour l'ete, aucune fuite. Parfait pour les batailles d'eau au jardin.
toys ;; fr ;; generic ;; Toys ;; 12 ;; Caisse enregistreuse jouet ;; Caisse enregistreuse jouet avec scanner, balance et fausse monnaie (billets et pieces en plastique). Sonore.
toys ;; fr ;; generic ;; Toys ;; 30 ;; Lego Star Wars 75301 X-Wing ;; Lego 75301 X-Wing de Luke, complet avec notice et figurines. Pas de boite.
toys ;; fr ;; generic ;; Toys ;; 20 ;; Jeu Bonne Paye et Monopoly ;; Lot de jeux de societe : La Bonne Paye et Monopoly classique, complets avec tous les billets.
toys ;; fr ;; vinted ;; Toys ;; 10 ;; Doudou elephant gris ;; Doudou elephant gris tout doux, lave a 30. Sans odeur, maison non fumeur.
kitchen ;; fr ;; generic ;; Kitchen ;; 40 ;; Blender Nutribullet Pro 900 ;; Nutribullet Pro 900 W avec 2 grands gobelets et lame d'extraction. Marche tres bien.
kitchen ;; fr ;; generic ;; Kitchen ;; 7 ;; Livre de recettes Cookeo ;; Livre de recettes Cookeo "Les 150 recettes", quelques taches de sauce mais complet.
kitchen ;; fr ;; generic ;; Kitchen ;; 15 ;; Verres a biere Leffe x6 ;; 6 verres calices Leffe 33 cl, aucune ebrechure. Vendus vides evidemment.
kitchen ;; fr ;; generic ;; Kitchen ;; 12 ;; Shaker cocktail et accessoires ;; Shaker en inox, jigger, passoire et cuillere a melange. Ideal pour mocktails et smoothies.
kitchen ;; fr ;; generic ;; Kitchen ;; 20 ;; Capsules Tassimo 10 boites ;; 10 boites de capsules Tassimo (cafe long et chocolat), DLUO 10/2025. Changement de machine.
kitchen ;; fr ;; vinted ;; Kitchen ;; 6 ;; Pots a epices verre x12 ;; 12 pots a epices en verre avec couvercle bambou et etiquettes. Neufs.
vehicle ;; fr ;; generic ;; Cars ;; 2900 ;; Peugeot 206 1.4 essence 2004 ;; Peugeot 206 1.4 essence de 2004, 168 000 km, controle technique OK jusqu'au 06/2025. Distribution faite. Carte grise a jour.
vehicle ;; fr ;; generic ;; Cars ;; 3500 ;; Ford Escort cabriolet 1993 ;; Ford Escort cabriolet 1.6, 1993, 145 000 km. Capote refaite. Voiture de collection sympa pour l'ete.
vehicle ;; fr ;; generic ;; Motorcycles ;; 4200 ;; Kawasaki Z650 bridee A2 ;; Kawasaki Z650 2019, bridee 35 kW pour permis A2, kit de debridage fourni. 18 500 km. Entretien concessionnaire.
vehicle ;; fr ;; ebay ;; Car parts ;; 70 ;; Jantes 15 pouces avec pneus 195/65 R15 ;; 4 jantes tole 15" avec pneus hiver 195/65 R15 91T, encore 5 mm. Montees sur une Clio 4.
vehicle ;; fr ;; generic ;; Car parts ;; 25 ;; Barres de toit avec cles ;; Barres de toit Thule avec leurs 2 cles antivol. Pour Renault Megane 3.
books ;; fr ;; generic ;; Books ;; 5 ;; Moby Dick Folio ;; Moby Dick, Herman Melville, Folio classique. Lu une fois, tres bon etat.
books ;; fr ;; generic ;; Books ;; 8 ;; Guinness World Records 2021 ;; Livre Guinness World Records 2021 en francais, couverture rigide. Mes enfants l'ont devore.
books ;; fr ;; vinted ;; Books ;; 6 ;; Cahier de coloriage adulte anti-stress ;; Cahier de coloriage pour adultes, 100 mandalas anti-stress. 3 pages coloriees.
books ;; fr ;; generic ;; Books ;; 12 ;; Code de la route Rousseau 2024 ;; Code de la route Rousseau 2024 avec ses tests. Eu du premier coup, a votre tour !
books ;; fr ;; generic ;; Books ;; 7 ;; Ma meilleure amie, mon heroine ;; Roman jeunesse "Ma meilleure amie, mon heroine", poche, tres bon etat. 10-12 ans.
services ;; fr ;; generic ;; Services ;; 20 ;; Cours particuliers de maths ;; Etudiant en master donne des cours de maths du college au lycee a Lyon 7e. 20 euros l'heure. Contactez-moi par la messagerie du site.
services ;; fr ;; generic ;; Services ;; 12 ;; Promenade de chiens et garde de chats ;; Je promene vos chiens en semaine a Nantes et je passe nourrir vos chats pendant vos vacances. Reponse rapide ici.
services ;; fr ;; generic ;; Services ;; 35 ;; Diagnostic et reparation PC ;; Depannage informatique a domicile : virus, lenteurs, sauvegarde de donnees, installation imprimante. Forfait 35 euros.
services ;; fr ;; generic ;; Services ;; 15 ;; Retouches couture ourlets ;; Couturiere : ourlets, fermetures eclair, ajustements. Ourlet de pantalon 15 euros. Depot et retrait a Lille.
services ;; fr ;; generic ;; Services ;; 25 ;; Photos d'identite et portraits ;; Photographe : photos d'identite aux normes (passeport, carte d'identite), portraits, photos de produits. Prise de rendez-vous via la messagerie.
health ;; fr ;; generic ;; Health ;; 40 ;; Bequilles et attelle cheville ;; Paire de bequilles reglables et attelle de cheville taille M, utilisees 6 semaines. Propres.
health ;; fr ;; generic ;; Health ;; 20 ;; Oxymetre de pouls ;; Oxymetre de pouls au doigt, affichage couleur, piles incluses. Tres peu servi.
health ;; fr ;; generic ;; Health ;; 80 ;; Plateforme vibrante fitness ;; Plateforme vibrante avec bandes elastiques et telecommande, jusqu'a 120 kg. Demenagement.
health ;; fr ;; vinted ;; Health ;; 7 ;; Pilulier semainier ;; Pilulier semainier 4 prises par jour, neuf, vide. Couvercles faciles a ouvrir.
computers ;; fr ;; ebay ;; Computers ;; 470 ;; PC portable Acer Nitro 5 ;; Acer Nitro 5, Ryzen 5 5600H, RTX 3060, 16 Go RAM, SSD 512 Go, ecran 144 Hz. Windows 11. Jamais overclocke.
computers ;; fr ;; ebay ;; Computers ;; 30 ;; Barrettes RAM DDR4 2x8 Go ;; Kit 16 Go (2x8) DDR4 3200 MHz Crucial. Retirees lors d'un upgrade.
computers ;; fr ;; ebay ;; Computers ;; 20 ;; Disque dur externe 1 To vide ;; Disque dur externe WD 1 To. Sauvegarde transferee ailleurs puis formate, il est vide.
computers ;; fr ;; ebay ;; Computers ;; 15 ;; Souris sans fil Logitech ;; Souris sans fil Logitech M185 avec recepteur USB. Pile neuve.
tools ;; fr ;; generic ;; Tools ;; 140 ;; Tronconneuse thermique Stihl ;; Tronconneuse thermique Stihl MS 180, guide 35 cm, chaine affutee. Vendue sans melange, reservoir vide.
tools ;; fr ;; generic ;; Tools ;; 30 ;; Pistolet a peinture electrique ;; Pistolet a peinture electrique 650 W, pour peinture a l'eau et lasures. Nettoye.
tools ;; fr ;; generic ;; Tools ;; 10 ;; Vis et boulons M4 M6 M8 ;; Coffret de vis, ecrous et boulons M4, M6 et M8 inox, plusieurs centaines. Bien ranges.
pets ;; fr ;; generic ;; Pets ;; 13 ;; Lance-balle pour chien ;; Lance-balle pour chien avec 2 balles de tennis. Plus besoin de ramasser la balle pleine de bave !
pets ;; fr ;; generic ;; Pets ;; 22 ;; Caisse de transport chat ;; Caisse de transport pour chat jusqu'a 8 kg, porte metal. Nettoyee et desinfectee.
pets ;; fr ;; vinted ;; Pets ;; 9 ;; Harnais chien taille S ;; Harnais et laisse pour petit chien taille S, rose. Trop petit pour mon chihuahua maintenant.
garden ;; fr ;; generic ;; Garden ;; 55 ;; Banc de jardin fer forge ;; Banc de jardin en fer forge et lattes de bois, 2 places. A reverniser.
garden ;; fr ;; generic ;; Garden ;; 40 ;; Tondeuse electrique 1200W ;; Tondeuse electrique 1200 W avec bac de ramassage 30 L. Lame aiguisee au printemps.
garden ;; fr ;; generic ;; Garden ;; 8 ;; Pots de fleurs terre cuite ;; 4 pots de fleurs en terre cuite (20 a 35 cm). Un leger eclat sur le plus petit.
games ;; fr ;; ebay ;; Video games ;; 15 ;; Sniper Elite 4 PS4 ;; Sniper Elite 4 sur PS4, disque sans rayure, boitier et notice.
games ;; fr ;; ebay ;; Video games ;; 370 ;; Steam Deck 256 Go ;; Steam Deck LCD 256 Go avec housse et chargeur d'origine. Reinitialisee, mon compte est retire.
games ;; fr ;; ebay ;; Video games ;; 30 ;; Manette DualSense blanche gachettes OK ;; Manette PS5 DualSense, gachettes adaptatives nickel, aucun drift.
furniture ;; fr ;; generic ;; Furniture ;; 75 ;; Desserte bar doree ;; Desserte de bar doree a roulettes, 2 plateaux en verre. Je m'en servais comme table d'appoint.
furniture ;; fr ;; generic ;; Furniture ;; 45 ;; Tabourets de bar simili cuir x2 ;; 2 tabourets de bar en simili cuir noir, hauteur reglable au verin, pivotants.
furniture ;; fr ;; generic ;; Furniture ;; 150 ;; Canape Chesterfield style 3 places ;; Canape 3 places style Chesterfield en simili cuir cognac. Quelques griffures (photo). Maison non fumeur.
appliances ;; fr ;; generic ;; Appliances ;; 55 ;; Nettoyeur vapeur Karcher ;; Nettoyeur vapeur Karcher SC2 avec accessoires. Ideal pour joints de carrelage et vitres.
appliances ;; fr ;; generic ;; Appliances ;; 20 ;; Defroisseur vapeur a main ;; Defroisseur vapeur portable, chauffe en 30 secondes. Reservoir 250 ml.
appliances ;; fr ;; generic ;; Appliances ;; 160 ;; Lave-linge Bosch 8 kg ;; Lave-linge Bosch Serie 6, 8 kg, 1400 tr/min, ref WAU28T09FF. Fonctionne tres bien, demenagement.
collectibles ;; fr ;; ebay ;; Collectibles ;; 25 ;; Lot de pieces en francs ;; Lot de pieces en francs (1, 2, 5, 10 francs) de 1960 a 2001. Plus en circulation, pour collectionneurs.
collectibles ;; fr ;; ebay ;; Collectibles ;; 30 ;; Plaque emaillee Tabac vintage ;; Enseigne carotte de tabac en tole, annees 70, recuperee d'un bureau de tabac de village. Objet de deco, rouille d'usage.
collectibles ;; fr ;; ebay ;; Collectibles ;; 40 ;; Miniature Porsche Martini Racing 1/18 ;; Porsche 935 livree Martini Racing au 1/18, Norev, en boite. Jamais sortie.
beauty ;; fr ;; vinted ;; Beauty ;; 10 ;; Bombes de bain x4 ;; 4 bombes de bain parfumees (lavande, rose, coco, fraise), emballees. Cadeau en double.
beauty ;; fr ;; vinted ;; Beauty ;; 18 ;; Rouge a levres MAC teinte Ruby Woo ;; Rouge a levres MAC Ruby Woo, jamais utilise, encore scelle (recu en double). Authentique, achat Sephora.
beauty ;; fr ;; vinted ;; Beauty ;; 12 ;; Creme peau mature Nivea ;; Creme de jour anti-rides pour peau mature, 50 ml, neuve et scellee. DLU 2026.
sports ;; fr ;; generic ;; Sports ;; 30 ;; Cible flechettes et 6 flechettes ;; Cible de flechettes en sisal et 6 flechettes pointe acier, avec cabinet en bois.
sports ;; fr ;; generic ;; Sports ;; 15 ;; Batons de marche nordique ;; Paire de batons de marche nordique reglables, embouts caoutchouc. Peu utilises.
bikes ;; fr ;; generic ;; Bicycles ;; 460 ;; VTT Cannondale Trail 5 ;; Cannondale Trail 5 taille L, freins hydrauliques, revision faite. Antivol offert avec ses cles.
bikes ;; fr ;; generic ;; Bicycles ;; 20 ;; Antivol U Abus et 2 cles ;; Antivol en U Abus avec ses 2 cles et support cadre. Rien de perdu.
jewellery ;; fr ;; vinted ;; Jewellery ;; 22 ;; Chaine maille cubaine plaque or ;; Chaine maille cubaine plaquee or 18 carats, 50 cm. Ce n'est pas de l'or massif, c'est du plaque. Ne noircit pas.
jewellery ;; fr ;; vinted ;; Jewellery ;; 28 ;; Bague argent 925 avec certificat ;; Bague en argent 925, taille 54, avec boite et certificat de garantie de la bijouterie.
outdoor ;; fr ;; generic ;; Camping ;; 25 ;; Rechaud camping pliable sans cartouche ;; Rechaud de camping pliable avec etui, vendu sans cartouche de gaz.
outdoor ;; fr ;; generic ;; Camping ;; 40 ;; Tente 3 places Quechua 2 Seconds ;; Tente 2 Seconds 3 places, s'ouvre en 2 secondes (le repli prend plus lol). Aucun trou.
crafts ;; fr ;; vinted ;; Crafts ;; 7 ;; Cure-pipes colores loisirs creatifs ;; 100 cure-pipes colores (chenilles) pour bricolages d'enfants. Sachet ouvert.
crafts ;; fr ;; generic ;; Crafts ;; 14 ;; Bullet journal pointille et feutres ;; Bullet journal A5 pointille neuf et 12 feutres pointe fine.
audio ;; fr ;; generic ;; Audio ;; 200 ;; Enceinte Bang & Olufsen Beosound A1 ;; Enceinte Bluetooth Bang & Olufsen A1 2nd Gen, coloris gris. Son superbe, batterie ok.
audio ;; fr ;; generic ;; Audio ;; 10 ;; Vinyle Johnny Hallyday ;; 33 tours de Johnny Hallyday, pochette un peu usee, disque tres bon etat.
party ;; fr ;; vinted ;; Costumes ;; 15 ;; Deguisement de mousquetaire enfant ;; Deguisement de mousquetaire 6-8 ans avec chapeau et cape. Vendu sans l'epee en plastique, cassee.
office ;; fr ;; generic ;; Office ;; 12 ;; Cadres pour diplome A4 ;; 2 cadres pour diplome A4 en bois noir avec vitre. Neufs.
instruments ;; fr ;; generic ;; Musical instruments ;; 85 ;; Violon 4/4 avec archet et etui ;; Violon 4/4 d'etude avec archet, colophane et etui. Cordes changees.
cameras ;; fr ;; ebay ;; Cameras ;; 230 ;; Canon EOS 2000D + objectif 18-55 ;; Canon EOS 2000D, 9 000 declenchements, objectif 18-55, chargeur, sacoche. Carte SD offerte.
fashion ;; en ;; vinted ;; Women's clothing ;; 14 ;; Tobacco brown chunky knit jumper ;; Chunky knit jumper in a tobacco brown, size 12, from Next. Lovely and warm, no bobbling. Smoke free and pet free home.
fashion ;; en ;; vinted ;; Women's clothing ;; 18 ;; Faux leather biker jacket size 10 ;; Black faux leather biker jacket (PU, not real leather), size 10, New Look. All zips work. Worn a handful of times.
fashion ;; en ;; ebay ;; Men's clothing ;; 25 ;; Khaki bomber jacket mens L ;; Mens khaki bomber, orange lining, size L. MA-1 style. Great condition, from a smoke free home.
fashion ;; en ;; vinted ;; Women's clothing ;; 30 ;; Ivory bridesmaid dress size 8 ;; Ivory chiffon bridesmaid dress, size 8, worn once. It is ivory not white, see the last photo in daylight.
fashion ;; en ;; vinted ;; Women's clothing ;; 8 ;; Ribbed vest top white S ;; white ribbed vest top size S, worn 3 times. bundle with my other tops for discount x
fashion ;; en ;; ebay ;; Men's clothing ;; 28 ;; Under Armour quarter zip XL ;; Under Armour quarter zip training top, grey, XL. Genuine, bought from their outlet. No pulls.
fashion ;; en ;; vinted ;; Women's clothing ;; 20 ;; Faux fur coat mink colour ;; Faux fur coat in a mink colour, size M. Super soft, label says 100% acrylic, no real fur.
fashion ;; en ;; vinted ;; Women's clothing ;; 15 ;; Mom jeans high waisted W28 ;; Levi's mom jeans W28 L30, light wash. The knee rip is part of the design.
fashion ;; en ;; vinted ;; Kids' clothing ;; 6 ;; Baby vests bundle 3-6 months ;; Bundle of 7 short sleeve vests 3-6 months, Mothercare and George. Washed and stain free.
fashion ;; en ;; vinted ;; Men's clothing ;; 12 ;; Sex Pistols God Save the Queen tee ;; Sex Pistols band t-shirt, size M, official merch. Print slightly faded which honestly makes it look better.
fashion ;; en ;; vinted ;; Women's clothing ;; 16 ;; Burgundy wide leg jumpsuit ;; Burgundy wide leg jumpsuit with a tie waist, size 8, worn to one wedding.
fashion ;; en ;; vinted ;; Accessories ;; 9 ;; Tortoiseshell sunglasses ;; Tortoiseshell effect sunglasses (acetate frame), UV400, with case. No scratches.
fashion ;; en ;; vinted ;; Accessories ;; 10 ;; Red leather purse ;; Red leather purse with zip coin section and 8 card slots. Barely used.
fashion ;; en ;; vinted ;; Accessories ;; 8 ;; Bum bag / fanny pack black ;; Black bum bag, or fanny pack for my American friends. Fits phone, keys, wallet. Strong zip.
fashion ;; en ;; vinted ;; Women's clothing ;; 12 ;; Black cigarette trousers size 12 ;; Black cigarette trousers, size 12, work wear. Zara ref 7385/226/800 if you want to check the fit.
fashion ;; en ;; ebay ;; Men's clothing ;; 35 ;; British Army combat smock MTP ;; Genuine British Army MTP windproof smock, size 180/104. Ex-forces surplus, no insignia. Great for walking and festivals.
fashion ;; en ;; vinted ;; Women's clothing ;; 10 ;; Naughty or Nice Christmas jumper ;; Christmas jumper that says Naughty or Nice with a sequin reindeer, size 14. Worn to one office party 🎄
fashion ;; en ;; vinted ;; Women's clothing ;; 22 ;; Camel trench coat ;; Camel trench coat from M&S, size 12, belt included. Classic style, no designer branding.
fashion ;; en ;; vinted ;; Men's clothing ;; 14 ;; Marlboro Classics flannel shirt ;; Marlboro Classics check flannel shirt, size L. It is the clothing line, very 90s outdoorsy vibe.
fashion ;; en ;; vinted ;; Women's clothing ;; 11 ;; Black lace bodysuit long sleeve ;; Black lace long sleeve bodysuit, size S, popper fastening. Looks great with jeans. Washed.
fashion ;; en ;; ebay ;; Women's clothing ;; 40 ;; Wedding guest dress champagne sequin ;; Champagne sequin midi dress, size 10, from ASOS. Wore it to my sister's wedding, few sequins missing at the hem (pictured).
fashion ;; en ;; vinted ;; Women's clothing ;; 18 ;; Hemp tote bag and linen shirt bundle ;; Bundle: natural hemp tote bag and oversized linen shirt size M. Both eco brands, both washed.
shoes ;; en ;; vinted ;; Shoes ;; 45 ;; Adidas Gazelle navy UK 6 ;; Adidas Gazelle navy, UK 6 / EU 39 1/3. Worn one season, soles great. Original box. Genuine, bought from JD.
shoes ;; en ;; ebay ;; Shoes ;; 40 ;; Western cowboy boots tan size 5 ;; Tan leather western boots, UK 5, pointed toe, 2 inch heel. Broken in, super comfy.
shoes ;; en ;; vinted ;; Shoes ;; 28 ;; Hush Puppies brogues size 9 ;; Mens Hush Puppies brown brogues, UK 9. Resoled last year. Polished and ready.
shoes ;; en ;; vinted ;; Kids' shoes ;; 9 ;; Light up trainers kids size 10 ;; Kids light up trainers, infant size 10, velcro straps. Lights still work on both.
phones ;; en ;; ebay ;; Mobile phones ;; 290 ;; iPhone 13 128GB unlocked midnight ;; iPhone 13 128GB midnight, network unlocked, works on any SIM. Battery health 87%. Removed from my iCloud and factory reset. Receipt from Currys included.
phones ;; en ;; ebay ;; Mobile phones ;; 55 ;; Samsung Galaxy A13 cracked screen ;; Galaxy A13 with a cracked screen across the top corner, touch still works fine. Selling as is, no charger.
phones ;; en ;; ebay ;; Mobile phones ;; 150 ;; Google Pixel 6a 128GB sage ;; Pixel 6a 128GB in sage, unlocked. Always in a case. Google account removed. Box and cable.
phones ;; en ;; vinted ;; Phone accessories ;; 6 ;; iPhone 14 Pro case marble ;; Marble effect case for iPhone 14 Pro. Hasn't gone yellow.
phones ;; en ;; ebay ;; Phone accessories ;; 7 ;; Car cigarette lighter USB C charger ;; Dual port charger for the cigarette lighter socket, USB-C PD and USB-A, 12/24V. New in box.
phones ;; en ;; ebay ;; Mobile phones ;; 70 ;; iPhone 8 locked to EE ;; iPhone 8 64GB space grey, locked to EE so you need an EE SIM or to unlock it with them. Not iCloud locked. Battery 80%.
phones ;; en ;; vinted ;; Phone accessories ;; 60 ;; AirPods Pro 2nd gen ;; AirPods Pro 2nd generation, MagSafe case. Serial on the box matches the case. Spare tips included.
phones ;; en ;; ebay ;; Mobile phones ;; 30 ;; Big button mobile for elderly ;; Big button flip phone with SOS button and charging cradle, unlocked. Bought for my nan, she went back to her landline.
phones ;; en ;; ebay ;; Mobile phones ;; 320 ;; Samsung Galaxy S23 SM-S911B/DS 128GB ;; Galaxy S23 128GB phantom black, dual SIM model SM-S911B/DS. Screen protector since day one. Google account signed out.
phones ;; en ;; ebay ;; Mobile phones ;; 45 ;; Nokia 3310 (2017) yellow ;; Nokia 3310 2017 in yellow, unlocked. Snake still on it. Battery lasts days.
home ;; en ;; ebay ;; Home ;; 15 ;; Smoke alarms x2 new ;; Two smoke alarms with sealed 10 year batteries, new in box, spare from our renovation. BS EN 14604.
home ;; en ;; vinted ;; Home ;; 20 ;; Velvet pouffe emerald green ;; Round velvet pouffe in emerald, 40cm. Footstool or extra seat. No marks.
home ;; en ;; ebay ;; Home ;; 12 ;; Vintage Guinness ashtray ;; Vintage glass Guinness ashtray from a pub clear out, 1980s. I use it as a key dish.
home ;; en ;; ebay ;; Home ;; 9 ;; Ceramic piggy bank ;; Hand painted ceramic piggy bank with a rubber stopper, so no need to smash it.
home ;; en ;; ebay ;; Home ;; 30 ;; Small digital safe with keys ;; Small safe with digital keypad and 2 override keys. Reset to factory code. 31 x 20 x 20cm.
home ;; en ;; ebay ;; Home ;; 20 ;; Wooden wine rack 12 bottle ;; Pine wine rack, holds 12 bottles, sold empty. Flat packs down.
home ;; en ;; ebay ;; Home ;; 10 ;; Door knocker brass lion ;; Heavy brass lion head door knocker with fixings. Needs a polish.
home ;; en ;; vinted ;; Home ;; 8 ;; Scented candle fig ;; Fig scented candle in a glass jar, 200g, burned once.
home ;; en ;; ebay ;; Home ;; 14 ;; Contact sensors for alarm x3 ;; Three magnetic door/window contact sensors for a Zigbee alarm. CR2032 batteries fitted.
kids ;; en ;; ebay ;; Baby ;; 60 ;; Electric baby swing ;; Electric baby swing with music and 5 speeds, up to 9kg. Mains or batteries. Lifesaver in the newborn weeks.
kids ;; en ;; ebay ;; Baby ;; 45 ;; Isofix car seat group 0+/1 ;; Rotating isofix car seat 0-18kg, ECE R44/04. Never been in an accident. Covers washed.
kids ;; en ;; vinted ;; Baby clothing ;; 12 ;; Baby girl bundle 9-12 months ;; Baby girl bundle 9-12 months: 6 sleepsuits, 4 vests, 2 dresses. Washed, smoke free home.
kids ;; en ;; ebay ;; Baby ;; 25 ;; Video baby monitor no wifi ;; Video baby monitor with night vision, 3.2 inch screen. Doesn't need wifi or an app, just works between the two units.
kids ;; en ;; ebay ;; Baby ;; 12 ;; Tommee Tippee bottles x4 ;; 4 Tommee Tippee anti-colic bottles 260ml, sterilised, with flow 2 teats.
kids ;; en ;; ebay ;; Kids ;; 15 ;; Year 6 SATs revision books ;; Bundle of Year 6 SATs revision books (maths, reading, SPaG). A few answers pencilled in, easy to rub out.
kids ;; en ;; ebay ;; Kids ;; 18 ;; Paw Patrol wheeled backpack ;; Paw Patrol wheelie backpack, used for one school year. Wheels and handle fine.
kids ;; en ;; ebay ;; Baby ;; 30 ;; Baby carrier ergonomic ;; Ergonomic baby carrier 3.5 to 15kg, front and back carry. Machine washed.
kids ;; en ;; vinted ;; Baby ;; 8 ;; Dummies and teething rings ;; 3 dummies 6-18m and 2 cooling teething rings, new and sealed.
toys ;; en ;; ebay ;; Toys ;; 15 ;; Star Wars lightsaber toy red ;; Darth Vader toy lightsaber, red light and sounds. Takes AAA batteries, not included.
toys ;; en ;; ebay ;; Toys ;; 20 ;; Nerf blaster with 30 darts ;; Nerf Elite 2.0 blaster with 30 foam darts. Kids outgrew it. Works perfectly.
toys ;; en ;; ebay ;; Toys ;; 12 ;; Toy cash register with play money ;; Toy till with scanner, calculator and play money (plastic notes and coins). Makes beeping noises.
toys ;; en ;; ebay ;; Toys ;; 25 ;; Poker chip set in case ;; 300 piece poker chip set in aluminium case with 2 decks of cards and dealer button. Family games night only, no real money involved.
toys ;; en ;; ebay ;; Toys ;; 8 ;; Hot Wheels bundle x20 ;; 20 Hot Wheels cars, some play wear. Includes a Mustang, a Jaguar and a Beetle.
toys ;; en ;; vinted ;; Toys ;; 10 ;; Cocker spaniel plush ;; Large cocker spaniel soft toy, 45cm. Washed on gentle. Smoke free home.
kitchen ;; en ;; ebay ;; Kitchen ;; 30 ;; Nutribullet 600 with cups ;; Nutribullet 600W bullet blender with 2 cups and lids. Blade clean, no rust.
kitchen ;; en ;; ebay ;; Kitchen ;; 6 ;; Slimming World recipe book ;; Slimming World recipe book, a few pages marked with post-its. Good condition.
kitchen ;; en ;; ebay ;; Kitchen ;; 15 ;; Pint glasses Guinness x4 ;; Four Guinness pint glasses, no chips. Sold empty of course, glasses only.
kitchen ;; en ;; ebay ;; Kitchen ;; 12 ;; Cocktail shaker set ;; Stainless cocktail shaker with jigger, strainer and bar spoon. Mostly used for milkshakes and mocktails.
kitchen ;; en ;; ebay ;; Kitchen ;; 18 ;; Nespresso compatible pods x100 ;; 100 Nespresso compatible pods, not the official brand (says so on the box). Best before 2025.
kitchen ;; en ;; vinted ;; Kitchen ;; 9 ;; Rolling pin and cookie cutters ;; Wooden rolling pin plus 15 cookie cutters (stars, hearts, trees). Like new.
vehicle ;; en ;; ebay ;; Cars ;; 1800 ;; Ford Escort 1.6 Ghia 1996 ;; 1996 Ford Escort 1.6 Ghia, 98,400 miles, MOT till June. Full service history, two keys. Small dent on rear arch.
vehicle ;; en ;; ebay ;; Cars ;; 2400 ;; Mitsubishi Colt 1.3 CZ2 ;; Mitsubishi Colt 1.3 CZ2, 2009, 87k miles, 5 doors. Cheap insurance group. Cambelt done at 80k.
vehicle ;; en ;; ebay ;; Motorcycles ;; 3500 ;; Honda CB125F learner legal ;; Honda CB125F 2018, learner legal on CBT, 9,200 miles. Serviced, new chain and sprockets.
vehicle ;; en ;; ebay ;; Car parts ;; 80 ;; Alloys with tyres 205/55 R16 ;; Set of 4 16 inch alloys with 205/55 R16 91V tyres, 5mm tread. Off a VW Golf Mk7.
vehicle ;; en ;; ebay ;; Car parts ;; 15 ;; Number plate surrounds pair ;; Pair of black number plate surrounds, no dealer logos. New.
books ;; en ;; ebay ;; Books ;; 4 ;; Moby Dick Penguin Classics ;; Moby-Dick by Herman Melville, Penguin Classics paperback. Read once. ISBN 978-0-14-243724-7.
books ;; en ;; ebay ;; Books ;; 7 ;; Guinness World Records 2020 ;; Guinness World Records 2020 hardback. Kids loved it. No torn pages.
books ;; en ;; ebay ;; Books ;; 5 ;; Adult colouring book mandalas ;; Adult colouring book, 80 mandala designs, 4 coloured in.
books ;; en ;; ebay ;; Books ;; 10 ;; DVSA theory test book and Highway Code ;; Official DVSA theory test book plus the Highway Code. Passed first time, good luck!
books ;; en ;; ebay ;; Books ;; 6 ;; Do Androids Dream of Electric Sheep ;; Philip K. Dick, Do Androids Dream of Electric Sheep, Gollancz SF Masterworks. Spine creased.
services ;; en ;; generic ;; Services ;; 25 ;; GCSE maths tutoring ;; Qualified teacher offering GCSE and A-level maths tutoring in Leeds. 25 pounds per hour. Message me through the app to book.
services ;; en ;; generic ;; Services ;; 12 ;; Dog walking and cat sitting ;; Dog walking Monday to Friday around Clapham, plus cat sitting visits while you are away. DBS checked, insured. Reply here.
services ;; en ;; generic ;; Services ;; 40 ;; Man and van small moves ;; Man and van for small moves and furniture collection in Bristol. From 40 pounds depending on stairs. Quote via messages here.
services ;; en ;; generic ;; Services ;; 20 ;; Phone screen repair ;; I replace cracked screens and batteries on iPhone and Samsung. Send the model in the chat for an exact price.
services ;; en ;; generic ;; Services ;; 15 ;; Passport photos and headshots ;; Photographer: passport and ID photos to the official spec, headshots and product photos for sellers. Book through the messages.
health ;; en ;; ebay ;; Health ;; 35 ;; Crutches and walking boot ;; Pair of adjustable crutches and a walking boot size M, used 5 weeks after a broken foot. Cleaned.
health ;; en ;; ebay ;; Health ;; 15 ;; Finger pulse oximeter ;; Fingertip pulse oximeter, batteries and lanyard included. Barely used.
health ;; en ;; ebay ;; Health ;; 80 ;; Vibration plate with resistance bands ;; Vibration plate with remote and resistance bands, up to 120kg. Moving house.
health ;; en ;; ebay ;; Health ;; 8 ;; Weekly pill organiser ;; Weekly pill organiser with morning/noon/evening/night, empty and new.
computers ;; en ;; ebay ;; Computers ;; 460 ;; Acer Nitro 5 gaming laptop ;; Acer Nitro 5, i7-11800H, RTX 3060, 16GB RAM, 1TB SSD, 144Hz. Windows 11 activated. Never overclocked.
computers ;; en ;; ebay ;; Computers ;; 28 ;; 16GB DDR4 RAM kit ;; 2x8GB DDR4 3200MHz Corsair Vengeance. Pulled from my PC when I went to 32GB.
computers ;; en ;; ebay ;; Computers ;; 20 ;; 1TB external hard drive wiped ;; WD 1TB external drive. Backed up my stuff elsewhere and wiped it, completely empty.
computers ;; en ;; ebay ;; Computers ;; 30 ;; Raspberry Pi 4 4GB with case ;; Raspberry Pi 4 Model B 4GB with case, fan and official power supply.
tools ;; en ;; ebay ;; Tools ;; 130 ;; Stihl MS 170 petrol chainsaw ;; Stihl MS 170 petrol chainsaw, 14 inch bar, new chain. Drained of fuel for collection. Starts first pull.
tools ;; en ;; ebay ;; Tools ;; 35 ;; Electric paint sprayer ;; 650W electric paint sprayer for fence paint and emulsion. Cleaned after each use.
tools ;; en ;; ebay ;; Tools ;; 25 ;; Staple gun and nail gun bundle ;; Manual staple gun plus an 18V nail gun body (no battery). Both work.
pets ;; en ;; ebay ;; Pets ;; 12 ;; Chuckit ball launcher ;; Chuckit ball launcher with 2 balls. Saves your arm and your hands from slobber.
pets ;; en ;; ebay ;; Pets ;; 20 ;; Cat carrier up to 8kg ;; Cat carrier with top and front opening, up to 8kg. Cleaned and disinfected.
pets ;; en ;; vinted ;; Pets ;; 9 ;; Small dog harness and lead ;; Pink harness and lead for a small dog, size XS. Too small for my Yorkie now.
garden ;; en ;; ebay ;; Garden ;; 50 ;; Cast iron garden bench ;; Two seater garden bench, cast iron ends and wooden slats. Needs a sand and varnish.
garden ;; en ;; ebay ;; Garden ;; 40 ;; Bosch electric lawnmower ;; Bosch Rotak 32 electric mower with grass box. Cuts well, nice and quiet.
garden ;; en ;; ebay ;; Garden ;; 25 ;; Whiskey barrel planter ;; Half whiskey barrel planter, oak, drainage holes drilled. Empty and ready for planting.
games ;; en ;; ebay ;; Video games ;; 14 ;; Sniper Elite 4 PS4 ;; Sniper Elite 4 for PS4, disc immaculate, case and manual. PEGI 16.
games ;; en ;; ebay ;; Video games ;; 340 ;; Steam Deck 256GB ;; Steam Deck LCD 256GB with case and charger. Factory reset, my account removed. No stick drift.
games ;; en ;; ebay ;; Video games ;; 22 ;; Minecraft PS4 and Switch bundle ;; Minecraft for PS4 and Minecraft Dungeons for Switch. Both discs/cartridges work perfectly.
furniture ;; en ;; ebay ;; Furniture ;; 70 ;; Gold drinks trolley ;; Gold bar cart with two glass shelves on castors. I used it as a plant stand.
furniture ;; en ;; ebay ;; Furniture ;; 40 ;; Faux leather bar stools x2 ;; Two faux leather bar stools, gas lift and swivel. Black.
furniture ;; en ;; ebay ;; Furniture ;; 140 ;; Chesterfield style armchair ;; Chesterfield style armchair in tan faux leather. Some scuffs on one arm (photo). Pet free.
appliances ;; en ;; ebay ;; Appliances ;; 50 ;; Karcher steam cleaner ;; Karcher SC2 steam cleaner with attachments. Brilliant on grout and tiles.
appliances ;; en ;; ebay ;; Appliances ;; 20 ;; Handheld clothes steamer ;; Handheld garment steamer, heats in 30 seconds, 250ml tank.
appliances ;; en ;; ebay ;; Appliances ;; 130 ;; Bosch washing machine 8kg ;; Bosch Serie 4 washing machine 8kg, 1400 spin, model WAN28281GB. Works fine, moving house.
collectibles ;; en ;; ebay ;; Collectibles ;; 20 ;; Old pre-decimal coins bundle ;; Bag of pre-decimal pennies, threepenny bits and sixpences, 1940s to 1960s. Collectors only, not legal tender.
collectibles ;; en ;; ebay ;; Collectibles ;; 35 ;; Panini Euro 96 sticker album ;; Panini Euro 96 sticker album, 14 stickers missing. A bit of yellowing.
collectibles ;; en ;; ebay ;; Collectibles ;; 15 ;; Royal Mail stamp collection 1980s ;; Royal Mail stamp collection from the 1980s in a stock book, mint and used.
beauty ;; en ;; vinted ;; Beauty ;; 6 ;; Bath bombs x4 ;; 4 bath bombs (strawberry, lavender, coconut, vanilla), wrapped. Unwanted gift.
beauty ;; en ;; vinted ;; Beauty ;; 12 ;; Lynx Africa body spray x4 ;; 4 Lynx Africa body sprays 150ml, sealed. Bought a multipack by mistake.
beauty ;; en ;; vinted ;; Beauty ;; 18 ;; Kinky curly clip in extensions ;; Human hair clip in extensions, kinky curly texture, 18 inch, dark brown. Worn once for a wedding.
sports ;; en ;; ebay ;; Sports ;; 30 ;; Dartboard with steel tip darts ;; Bristle dartboard with 6 steel tip darts and a wooden cabinet. Pub style.
sports ;; en ;; ebay ;; Sports ;; 10 ;; Foam roller trigger point ;; Trigger point foam roller 33cm for sore muscles. Like new.
bikes ;; en ;; ebay ;; Bicycles ;; 420 ;; Cannondale Trail 7 29er ;; Cannondale Trail 7, 29 inch wheels, size M, hydraulic brakes. Serviced. D-lock with keys thrown in.
bikes ;; en ;; ebay ;; Bicycles ;; 18 ;; Kryptonite D lock with keys ;; Kryptonite D lock with both keys and frame bracket.
jewellery ;; en ;; vinted ;; Jewellery ;; 20 ;; Gold plated Cuban link chain ;; 18k gold plated Cuban link chain, 20 inch. Plated, not solid gold. Doesn't tarnish.
jewellery ;; en ;; vinted ;; Jewellery ;; 30 ;; Sterling silver ring with certificate ;; 925 sterling silver ring, size N, with box and the jeweller's guarantee certificate.
outdoor ;; en ;; ebay ;; Camping ;; 25 ;; Folding camping stove no gas ;; Folding camping stove with case, sold without a gas canister.
outdoor ;; en ;; ebay ;; Camping ;; 12 ;; Swiss Army style backpack ;; Wenger Swiss Army backpack, 25L, laptop sleeve. Good condition.
crafts ;; en ;; vinted ;; Crafts ;; 6 ;; Pipe cleaners for crafts x100 ;; 100 coloured pipe cleaners (chenille stems) for kids crafts. Bag opened but nearly full.
crafts ;; en ;; ebay ;; Crafts ;; 12 ;; Bullet journal and fineliners ;; Dotted A5 bullet journal, unused, with 12 fineliner pens.
audio ;; en ;; ebay ;; Audio ;; 180 ;; Bang & Olufsen Beosound A1 speaker ;; B&O Beosound A1 2nd gen Bluetooth speaker, grey mist. Fantastic sound.
audio ;; en ;; ebay ;; Audio ;; 10 ;; Johnny Cash At Folsom Prison vinyl ;; Johnny Cash At Folsom Prison LP reissue, sleeve a bit worn, vinyl plays great.
party ;; en ;; vinted ;; Costumes ;; 14 ;; Adult vampire costume L ;; Adult vampire costume, size L, cape and waistcoat. Plastic fangs unused.
office ;; en ;; ebay ;; Office ;; 12 ;; A4 certificate frames x2 ;; Two A4 certificate / diploma frames in black wood with glass. New.
instruments ;; en ;; ebay ;; Musical instruments ;; 85 ;; Violin 4/4 with bow and case ;; Student violin 4/4 with bow, rosin and case. New strings.
cameras ;; en ;; ebay ;; Cameras ;; 240 ;; Canon EOS 250D with 18-55 ;; Canon EOS 250D, 7,500 shutter count, 18-55 IS STM lens, charger, spare battery, 64GB card.
fashion ;; it ;; vinted ;; Women's clothing ;; 14 ;; Maglione color tabacco lana ;; Maglione a trecce color tabacco, taglia M, misto lana. Caldissimo, niente pallini. Casa non fumatori.
fashion ;; it ;; vinted ;; Women's clothing ;; 16 ;; Giacca ecopelle nera 42 ;; Giacca biker in ecopelle (non e vera pelle), taglia 42. Zip funzionanti. Usata pochissimo.
fashion ;; it ;; vinted ;; Men's clothing ;; 20 ;; Jeans Rifle vintage anni 90 ;; Jeans Rifle originali anni 90, W32, lavaggio chiaro. Marca storica italiana. Ottime condizioni.
fashion ;; it ;; vinted ;; Women's clothing ;; 25 ;; Abito cerimonia color avorio ;; Abito midi color avorio per cerimonia, taglia 40. Indossato a una comunione. Non e bianco ottico, e avorio.
fashion ;; it ;; vinted ;; Men's clothing ;; 22 ;; Bomber verde militare uomo L ;; Bomber verde militare taglia L, fodera arancione. Stile aviatore. Come nuovo.
fashion ;; it ;; vinted ;; Women's clothing ;; 12 ;; Body pizzo nero manica lunga ;; Body in pizzo nero a manica lunga, taglia S, chiusura con bottoncini. Lavato.
fashion ;; it ;; ebay ;; Men's clothing ;; 30 ;; Polo Under Armour golf XL ;; Polo Under Armour da golf blu, taglia XL. Originale, presa allo store ufficiale.
fashion ;; it ;; vinted ;; Women's clothing ;; 18 ;; Vestito color champagne raso ;; Vestito in raso color champagne, spalline sottili, taglia 38. Lo champagne e il colore 😄
fashion ;; it ;; vinted ;; Accessories ;; 9 ;; Occhiali da sole tartarugati ;; Occhiali da sole con montatura tartarugata (acetato), lenti UV400. Con custodia.
fashion ;; it ;; vinted ;; Accessories ;; 10 ;; Portafoglio donna pelle rosso ;; Portafoglio donna in pelle rossa, portamonete con zip e 8 porta carte. Poco usato.
fashion ;; it ;; vinted ;; Kids' clothing ;; 7 ;; Tuta bambino 8 anni ;; Tuta sportiva bambino 8 anni (128 cm), blu. Piccola macchia sul ginocchio quasi invisibile.
fashion ;; it ;; ebay ;; Men's clothing ;; 35 ;; Giacca Marlboro Classics ;; Giacca Marlboro Classics (il marchio di abbigliamento) in pelle marrone, taglia L. Era di mio padre.
fashion ;; it ;; vinted ;; Women's clothing ;; 11 ;; Pantaloni a sigaretta neri 42 ;; Pantaloni a sigaretta neri, taglia 42, da ufficio. Tessuto che non si stropiccia.
shoes ;; it ;; vinted ;; Shoes ;; 45 ;; Adidas Gazelle blu 40 ;; Adidas Gazelle blu, taglia 40, usate una stagione. Con scatola. Originali, comprate da Foot Locker.
shoes ;; it ;; vinted ;; Shoes ;; 35 ;; Stivali texani cuoio 38 ;; Stivali texani / western in cuoio marrone, 38, punta affusolata. Gia ammorbiditi.
shoes ;; it ;; vinted ;; Kids' shoes ;; 9 ;; Scarpe con luci bimba 27 ;; Scarpe con le lucine bimba, numero 27, strappo. Le luci funzionano ancora.
phones ;; it ;; ebay ;; Mobile phones ;; 300 ;; iPhone 13 128GB sbloccato ;; iPhone 13 128GB azzurro, sbloccato per tutti gli operatori. Batteria 86%. Account iCloud rimosso, ripristinato. Scontrino Unieuro incluso.
phones ;; it ;; ebay ;; Mobile phones ;; 60 ;; Samsung A22 schermo crepato ;; Galaxy A22 con lo schermo crepato in un angolo, il touch funziona. Venduto per ricambi o da riparare.
phones ;; it ;; ebay ;; Phone accessories ;; 8 ;; Caricabatterie accendisigari USB-C ;; Caricatore per presa accendisigari auto, USB-C e USB-A, 12/24V. Nuovo.
phones ;; it ;; ebay ;; Mobile phones ;; 150 ;; Xiaomi Redmi Note 12 8/256 ;; Redmi Note 12 8/256 GB, con scatola e caricatore. Account Mi scollegato.
phones ;; it ;; vinted ;; Phone accessories ;; 55 ;; AirPods 3a generazione ;; AirPods di terza generazione con custodia di ricarica. Numero di serie verificabile. Igienizzati.
phones ;; it ;; ebay ;; Mobile phones ;; 35 ;; Cellulare per anziani tasti grandi ;; Cellulare a conchiglia con tasti grandi, tasto SOS e base di ricarica. Sbloccato.
home ;; it ;; ebay ;; Home ;; 15 ;; Rilevatore di fumo x2 ;; Due rilevatori di fumo nuovi in scatola, batteria 10 anni. Avanzati dalla ristrutturazione.
home ;; it ;; generic ;; Home ;; 20 ;; Pouf velluto verde ;; Pouf rotondo in velluto verde, 40 cm. Poggiapiedi o seduta extra.
home ;; it ;; ebay ;; Home ;; 12 ;; Posacenere vintage Campari ;; Posacenere vintage in vetro Campari da bar anni 70. Lo uso come svuotatasche.
home ;; it ;; generic ;; Home ;; 10 ;; Salvadanaio maialino ceramica ;; Salvadanaio a forma di maialino in ceramica dipinta, con tappo sotto.
home ;; it ;; generic ;; Home ;; 30 ;; Cassaforte piccola con combinazione ;; Cassaforte piccola con tastiera e 2 chiavi di emergenza, resettata al codice di fabbrica.
home ;; it ;; generic ;; Home ;; 22 ;; Portabottiglie legno 12 posti ;; Portabottiglie in legno per 12 bottiglie, venduto vuoto. Smontabile.
kids ;; it ;; generic ;; Baby ;; 55 ;; Altalena elettrica neonato ;; Altalena elettrica per neonato con musica, 5 velocita, fino a 9 kg.
kids ;; it ;; generic ;; Baby ;; 45 ;; Seggiolino auto isofix 0-18 kg ;; Seggiolino girevole isofix 0-18 kg, omologato ECE R44/04. Mai incidentato. Fodera lavata.
kids ;; it ;; vinted ;; Baby clothing ;; 12 ;; Stock vestiti neonata 6-9 mesi ;; Stock di 12 capi neonata 6-9 mesi: body, tutine e leggings. Tutto lavato.
kids ;; it ;; generic ;; Baby ;; 25 ;; Baby monitor con videocamera ;; Baby monitor video con visione notturna, schermo 3,2 pollici, senza wifi ne app.
kids ;; it ;; generic ;; Kids ;; 15 ;; Libri scolastici quinta elementare ;; Libri di quinta elementare, sussidiari, pochissimo scritti a matita. Anno 2023/2024.
toys ;; it ;; generic ;; Toys ;; 14 ;; Spada laser Star Wars ;; Spada laser giocattolo di Star Wars, rossa, luci e suoni. Pile AAA non incluse.
toys ;; it ;; generic ;; Toys ;; 12 ;; Registratore di cassa giocattolo ;; Registratore di cassa giocattolo con scanner e soldi finti (banconote e monete di plastica).
toys ;; it ;; generic ;; Toys ;; 18 ;; Tombola e Monopoly completi ;; Tombola natalizia con 48 cartelle e Monopoly classico, completi di tutto. Per le feste in famiglia.
toys ;; it ;; vinted ;; Toys ;; 9 ;; Peluche elefante grande ;; Peluche elefante grigio 50 cm, lavato in lavatrice. Casa non fumatori.
kitchen ;; it ;; generic ;; Kitchen ;; 30 ;; Frullatore Nutribullet 600 ;; Nutribullet 600 W con due bicchieri. Lame pulite.
kitchen ;; it ;; generic ;; Kitchen ;; 7 ;; Libro di ricette Bimby ;; Ricettario Bimby TM5, qualche appunto a matita sulle ricette provate.
kitchen ;; it ;; generic ;; Kitchen ;; 15 ;; Calici da vino x6 cristallo ;; 6 calici da vino in cristallo, nessuna scheggiatura. Vendo solo i bicchieri.
kitchen ;; it ;; generic ;; Kitchen ;; 18 ;; Capsule compatibili Nespresso 100 ;; 100 capsule compatibili Nespresso (non originali, lo dice la scatola), scadenza 2025.
vehicle ;; it ;; generic ;; Cars ;; 2600 ;; Fiat Punto 1.2 benzina 2007 ;; Fiat Punto 1.2 benzina del 2007, 176.000 km, revisione fino a 09/2025. Tagliando fatto. Unico proprietario.
vehicle ;; it ;; generic ;; Cars ;; 3100 ;; Mitsubishi Colt 1.1 2010 ;; Mitsubishi Colt 1.1 benzina, 2010, 132.000 km. Gomme 175/65 R14 nuove. Neopatentati ok.
vehicle ;; it ;; generic ;; Motorcycles ;; 1900 ;; Scooter Honda SH 125 con patente B ;; Honda SH 125 del 2013, guidabile con patente B. 31.000 km. Bauletto incluso.
books ;; it ;; generic ;; Books ;; 5 ;; Moby Dick Feltrinelli ;; Moby Dick di Herman Melville, Universale Economica Feltrinelli. Letto una volta.
books ;; it ;; generic ;; Books ;; 8 ;; Guinness dei Primati 2020 ;; Libro Guinness World Records 2020 in italiano, copertina rigida. Ottimo.
books ;; it ;; generic ;; Books ;; 10 ;; Quiz patente B 2024 ;; Manuale e quiz per la patente B, edizione 2024. Passato al primo colpo!
services ;; it ;; generic ;; Services ;; 15 ;; Ripetizioni di matematica ;; Laureata in matematica offre ripetizioni per medie e superiori a Bologna. 15 euro l'ora. Scrivetemi nella chat del sito.
services ;; it ;; generic ;; Services ;; 10 ;; Dog sitter e passeggiate ;; Porto a spasso i vostri cani dal lunedi al venerdi a Torino, e faccio visite ai gatti durante le vacanze.
services ;; it ;; generic ;; Services ;; 25 ;; Piccoli traslochi con furgone ;; Piccoli traslochi e trasporto mobili a Milano con furgone. Da 25 euro, preventivo via messaggio qui.
health ;; it ;; generic ;; Health ;; 35 ;; Stampelle e tutore caviglia ;; Stampelle regolabili e tutore per caviglia taglia M, usati un mese. Puliti.
health ;; it ;; generic ;; Health ;; 75 ;; Pedana vibrante fitness ;; Pedana vibrante con elastici e telecomando, fino a 120 kg. Per trasloco.
computers ;; it ;; ebay ;; Computers ;; 470 ;; Notebook Acer Nitro 5 ;; Acer Nitro 5 con i5, RTX 3050, 16GB RAM, SSD 512GB, schermo 144Hz. Windows 11.
computers ;; it ;; ebay ;; Computers ;; 28 ;; RAM DDR4 16GB 2x8 ;; Kit RAM DDR4 2x8GB 3200MHz, tolte dal PC dopo l'upgrade a 32GB.
tools ;; it ;; generic ;; Tools ;; 120 ;; Motosega a scoppio Stihl ;; Motosega Stihl MS 170 a miscela, barra 35 cm, catena nuova. Consegnata senza carburante.
tools ;; it ;; generic ;; Tools ;; 28 ;; Pistola per verniciare elettrica ;; Pistola a spruzzo elettrica per vernici ad acqua e impregnanti. Pulita.
pets ;; it ;; generic ;; Pets ;; 12 ;; Lanciapalline per cani ;; Lanciapalline per cani con 2 palline da tennis. Il mio cane lo adora.
pets ;; it ;; generic ;; Pets ;; 20 ;; Trasportino gatto ;; Trasportino per gatto fino a 8 kg, apertura sopra e davanti. Igienizzato.
garden ;; it ;; generic ;; Garden ;; 50 ;; Panchina da giardino ghisa ;; Panchina da giardino in ghisa e doghe di legno, due posti. Da riverniciare.
garden ;; it ;; generic ;; Garden ;; 40 ;; Tosaerba elettrico Bosch ;; Tosaerba elettrico Bosch con cesto di raccolta. Taglia benissimo.
games ;; it ;; ebay ;; Video games ;; 350 ;; Steam Deck 256GB ;; Steam Deck 256GB con custodia. Resettata, account rimosso. Nessun drift.
furniture ;; it ;; generic ;; Furniture ;; 70 ;; Carrello bar dorato ;; Carrello bar dorato con due ripiani in vetro e ruote. Usato come porta piante.
furniture ;; it ;; generic ;; Furniture ;; 130 ;; Divano stile Chesterfield ecopelle ;; Divano 3 posti stile Chesterfield in ecopelle color cuoio. Qualche graffio. Casa non fumatori.
appliances ;; it ;; generic ;; Appliances ;; 55 ;; Pulitore a vapore Polti Vaporetto ;; Polti Vaporetto con accessori per pavimenti e fughe. Perfetto.
appliances ;; it ;; generic ;; Appliances ;; 20 ;; Ferro da stiro a vapore ;; Ferro da stiro a vapore 2400W, piastra ceramica, nessun calcare.
collectibles ;; it ;; ebay ;; Collectibles ;; 25 ;; Lotto monete lire ;; Lotto di monete in lire (50, 100, 500 lire) anni 70-90. Fuori corso, per collezionisti.
collectibles ;; it ;; ebay ;; Collectibles ;; 30 ;; Album figurine Panini Italia 90 ;; Album figurine Panini Italia 90, mancano 10 figurine. Copertina un po' rovinata.
beauty ;; it ;; vinted ;; Beauty ;; 6 ;; Bombe da bagno x4 ;; 4 bombe da bagno profumate, incartate. Regalo doppio.
beauty ;; it ;; vinted ;; Beauty ;; 15 ;; Rossetto MAC Ruby Woo ;; Rossetto MAC Ruby Woo mai usato, ancora sigillato (regalo doppio). Originale, preso da Sephora.
sports ;; it ;; generic ;; Sports ;; 28 ;; Bersaglio freccette con 6 freccette ;; Bersaglio in sisal con 6 freccette punta acciaio e mobiletto in legno.
bikes ;; it ;; generic ;; Bicycles ;; 440 ;; MTB Cannondale Trail 29 ;; Cannondale Trail 29 taglia M, freni idraulici, appena tagliandata. Lucchetto con chiavi in regalo.
jewellery ;; it ;; vinted ;; Jewellery ;; 22 ;; Catena cubana placcata oro ;; Catena a maglia cubana placcata oro 18k, 50 cm. Placcata, non oro massiccio.
outdoor ;; it ;; generic ;; Camping ;; 22 ;; Fornellino da campeggio senza cartuccia ;; Fornellino pieghevole da campeggio con custodia, venduto senza cartuccia del gas.
crafts ;; it ;; vinted ;; Crafts ;; 6 ;; Scovolini colorati per lavoretti ;; 100 scovolini colorati (cure pipe di ciniglia) per lavoretti con i bambini.
audio ;; it ;; generic ;; Audio ;; 180 ;; Cassa Bang & Olufsen A1 ;; Speaker Bluetooth Bang & Olufsen Beosound A1, colore sabbia. Suono ottimo.
party ;; it ;; vinted ;; Costumes ;; 12 ;; Costume da pirata adulto ;; Costume da pirata adulto taglia L con cappello e benda. Senza spada.
instruments ;; it ;; generic ;; Musical instruments ;; 80 ;; Violino 4/4 con archetto e custodia ;; Violino 4/4 da studio con archetto, pece e custodia. Corde nuove.
cameras ;; it ;; ebay ;; Cameras ;; 230 ;; Canon EOS 2000D con obiettivo ;; Canon EOS 2000D, 10.000 scatti, obiettivo 18-55, caricabatterie e borsa.
fashion ;; de ;; vinted ;; Women's clothing ;; 15 ;; Strickpullover tabakbraun M ;; Grobstrick Pullover in Tabakbraun, Gr. M, von Esprit. Schoen warm, keine Knoetchen. Nichtraucherhaushalt, keine Haustiere.
fashion ;; de ;; vinted ;; Women's clothing ;; 18 ;; Kunstleder Bikerjacke Gr. 38 ;; Bikerjacke aus Kunstleder (kein echtes Leder, 100% PU), Gr. 38. Alle Reissverschluesse ok.
fashion ;; de ;; vinted ;; Men's clothing ;; 25 ;; Bomberjacke oliv Herren L ;; Bomberjacke in Oliv, Herren Gr. L, orangenes Futter. Sehr guter Zustand.
fashion ;; de ;; vinted ;; Women's clothing ;; 30 ;; Kleid elfenbein Standesamt 40 ;; Midikleid in Elfenbein, Gr. 40, einmal zur Trauung im Standesamt getragen. Ist wirklich elfenbein, nicht reinweiss.
fashion ;; de ;; ebay ;; Men's clothing ;; 28 ;; Under Armour Poloshirt XL ;; Under Armour Golf Poloshirt, navy, XL. Original aus dem Outlet.
fashion ;; de ;; vinted ;; Women's clothing ;; 12 ;; Spitzenbody schwarz langarm ;; Schwarzer Spitzenbody mit langen Aermeln, Gr. S, Druckknoepfe unten. Gewaschen.
fashion ;; de ;; vinted ;; Women's clothing ;; 20 ;; Kunstpelz Mantel nerzfarben ;; Mantel aus Kunstpelz in Nerzfarbe, Gr. M. Super weich, kein echter Pelz (100% Acryl laut Etikett).
fashion ;; de ;; vinted ;; Kids' clothing ;; 8 ;; Bodys Paket Gr. 68 ;; Paket mit 6 Langarmbodys Gr. 68, von Alana und H&M. Gewaschen, keine Flecken.
fashion ;; de ;; vinted ;; Accessories ;; 9 ;; Sonnenbrille Schildpatt Optik ;; Sonnenbrille mit Gestell in Schildpatt-Optik (Acetat), UV400. Mit Etui.
fashion ;; de ;; vinted ;; Accessories ;; 12 ;; Geldboerse Leder rot Damen ;; Rote Damen Geldboerse aus Leder, Muenzfach mit Reissverschluss, 8 Kartenfaecher. Kaum benutzt.
fashion ;; de ;; vinted ;; Women's clothing ;; 14 ;; Zigarettenhose schwarz 38 ;; Schwarze Zigarettenhose, Gr. 38, fuers Buero. Knittert nicht.
fashion ;; de ;; ebay ;; Men's clothing ;; 40 ;; Bundeswehr Parka Flecktarn ;; Original Bundeswehr Parka Flecktarn, Gr. 8, mit Futter. Aus Restbestand, ohne Abzeichen.
fashion ;; de ;; vinted ;; Women's clothing ;; 10 ;; Ugly Christmas Sweater Naughty or Nice ;; Weihnachtspulli "Naughty or Nice" mit Rentier, Gr. L. Einmal zur Firmenfeier an 🎄
shoes ;; de ;; vinted ;; Shoes ;; 48 ;; Adidas Gazelle gruen 40 ;; Adidas Gazelle in Gruen, Gr. 40 2/3, eine Saison getragen. Mit Karton. Original von Snipes.
shoes ;; de ;; vinted ;; Shoes ;; 38 ;; Westernstiefel Cowboy Boots Leder 39 ;; Cowboystiefel aus braunem Leder, Gr. 39, 4 cm Absatz. Schon eingelaufen.
shoes ;; de ;; vinted ;; Kids' shoes ;; 10 ;; Blinkschuhe Kinder 28 ;; Kinder Sneaker mit Blinklicht, Gr. 28, Klettverschluss. Lichter gehen noch.
phones ;; de ;; ebay ;; Mobile phones ;; 310 ;; iPhone 13 128GB ohne Simlock ;; iPhone 13 128GB Polarstern, ohne Simlock. Akku 87%. Aus iCloud abgemeldet, zurueckgesetzt. Rechnung von MediaMarkt dabei.
phones ;; de ;; ebay ;; Mobile phones ;; 60 ;; Samsung A32 Display gesprungen ;; Galaxy A32 mit gesprungenem Display oben rechts, Touch funktioniert. Fuer Bastler oder zur Reparatur.
phones ;; de ;; ebay ;; Phone accessories ;; 8 ;; Zigarettenanzuender USB-C Ladegeraet ;; KFZ-Ladegeraet fuer den Zigarettenanzuender, USB-C PD und USB-A, 12/24V. Neu.
phones ;; de ;; ebay ;; Mobile phones ;; 330 ;; Samsung Galaxy S23 SM-S911B 256GB ;; Galaxy S23 256GB in Cream, SM-S911B. Displayschutz seit Tag 1. Google-Konto entfernt.
phones ;; de ;; ebay ;; Mobile phones ;; 40 ;; Seniorenhandy Doro Klapphandy ;; Doro Klapphandy mit grossen Tasten, Notruftaste und Ladeschale. Ohne Vertrag, ohne Simlock.
phones ;; de ;; vinted ;; Phone accessories ;; 58 ;; AirPods Pro 2 MagSafe ;; AirPods Pro 2 mit MagSafe Case. Seriennummer auf dem Karton passt. Ersatzaufsaetze dabei.
home ;; de ;; ebay ;; Home ;; 16 ;; Rauchmelder 2 Stueck neu ;; Zwei Rauchmelder mit 10-Jahres-Batterie, neu in OVP. Nach der Renovierung uebrig. DIN EN 14604.
home ;; de ;; generic ;; Home ;; 22 ;; Pouf Samt rosa ;; Runder Pouf aus Samt in Altrosa, 40 cm. Fusshocker oder extra Sitz.
home ;; de ;; ebay ;; Home ;; 12 ;; Aschenbecher Glas vintage Kneipe ;; Alter Aschenbecher aus Glas mit Brauerei-Werbung, aus einer Kneipenaufloesung, 80er. Benutze ihn als Schluesselschale.
home ;; de ;; generic ;; Home ;; 9 ;; Sparschwein Keramik ;; Handbemaltes Sparschwein aus Keramik mit Stopfen unten, muss nicht zerschlagen werden.
home ;; de ;; generic ;; Home ;; 30 ;; Kleiner Tresor mit Zahlenschloss ;; Kleiner Tresor mit elektronischem Zahlenschloss und 2 Notschluesseln, auf Werkscode zurueckgesetzt.
home ;; de ;; generic ;; Home ;; 20 ;; Weinregal Holz 12 Flaschen ;; Weinregal aus Kiefer fuer 12 Flaschen, leer natuerlich. Zerlegbar.
kids ;; de ;; generic ;; Baby ;; 55 ;; Elektrische Babywippe Schaukel ;; Elektrische Babyschaukel mit Musik und 5 Stufen, bis 9 kg. Netz oder Batterie.
kids ;; de ;; generic ;; Baby ;; 50 ;; Kindersitz Isofix 0-18 kg ;; Drehbarer Isofix Kindersitz 0-18 kg, ECE R44/04. Unfallfrei. Bezug gewaschen.
kids ;; de ;; vinted ;; Baby clothing ;; 14 ;; Babykleidung Paket Maedchen 74 ;; Paket Maedchen Gr. 74: 6 Bodys, 3 Schlafanzuege, 2 Leggings. Alles gewaschen.
kids ;; de ;; generic ;; Baby ;; 28 ;; Babyphone mit Kamera ohne WLAN ;; Video Babyphone mit Nachtsicht, 3,2 Zoll Display, braucht kein WLAN und keine App.
kids ;; de ;; generic ;; Kids ;; 15 ;; Schulbuecher 4. Klasse ;; Schulbuecher 4. Klasse (Mathe, Deutsch), kaum mit Bleistift beschrieben.
toys ;; de ;; generic ;; Toys ;; 14 ;; Star Wars Lichtschwert Spielzeug ;; Lichtschwert Spielzeug von Darth Vader, rot, mit Licht und Sound. AAA Batterien nicht dabei.
toys ;; de ;; generic ;; Toys ;; 18 ;; Nerf Blaster mit 20 Darts ;; Nerf Elite 2.0 mit 20 Schaumstoffpfeilen. Funktioniert einwandfrei.
toys ;; de ;; generic ;; Toys ;; 12 ;; Kaufladen Kasse mit Spielgeld ;; Spielzeugkasse mit Scanner, Rechner und Spielgeld (Scheine und Muenzen aus Plastik).
toys ;; de ;; generic ;; Toys ;; 30 ;; Playmobil Piratenschiff 70411 ;; Playmobil 70411 Piratenschiff, vollstaendig laut Anleitung, inkl. Kanonen und Plastiksaebel.
kitchen ;; de ;; generic ;; Kitchen ;; 30 ;; Nutribullet 600 Mixer ;; Nutribullet 600 Watt mit zwei Bechern und Deckeln. Klinge sauber.
kitchen ;; de ;; generic ;; Kitchen ;; 8 ;; Thermomix Kochbuch ;; Thermomix Kochbuch "Einfach selbst gemacht", ein paar Notizen mit Bleistift.
kitchen ;; de ;; generic ;; Kitchen ;; 15 ;; Bierkruege Steingut 6 Stueck ;; 6 Bierkruege aus Steingut mit Zinndeckel, 0,5 l. Deko oder fuers Oktoberfest daheim. Leer verkauft.
kitchen ;; de ;; generic ;; Kitchen ;; 18 ;; Kapseln kompatibel Nespresso 100 ;; 100 Nespresso-kompatible Kapseln (kein Original, steht auf der Packung), MHD 2025.
vehicle ;; de ;; generic ;; Cars ;; 2900 ;; VW Golf IV 1.4 Benzin 2002 ;; VW Golf 4 1.4 Benzin, 2002, 183.000 km, TUEV bis 08/2025. Zahnriemen neu. Scheckheft.
vehicle ;; de ;; generic ;; Cars ;; 3300 ;; Mitsubishi Colt 1.3 2009 ;; Mitsubishi Colt 1.3 Benzin, 95 PS, 2009, 128.000 km. Sommerreifen 175/65 R15 neu.
vehicle ;; de ;; generic ;; Motorcycles ;; 3800 ;; Kawasaki Z650 A2 gedrosselt ;; Kawasaki Z650 2019, auf 35 kW fuer den A2 Fuehrerschein gedrosselt, Entdrosselung liegt bei. 17.800 km.
books ;; de ;; generic ;; Books ;; 5 ;; Moby Dick Taschenbuch ;; Moby Dick von Herman Melville, Taschenbuch, einmal gelesen.
books ;; de ;; generic ;; Books ;; 8 ;; Guinness World Records 2021 ;; Guinness World Records 2021 auf Deutsch, Hardcover. Keine Risse.
books ;; de ;; generic ;; Books ;; 10 ;; Fuehrerschein Theorie Lernbuch Klasse B ;; Lernbuch und Fragebogen fuer die Theoriepruefung Klasse B. Beim ersten Mal bestanden.
services ;; de ;; generic ;; Services ;; 20 ;; Nachhilfe Mathe und Englisch ;; Lehramtsstudentin gibt Nachhilfe in Mathe und Englisch bis Klasse 10 in Koeln. 20 Euro pro Stunde. Schreibt mir hier ueber die Nachrichten.
services ;; de ;; generic ;; Services ;; 12 ;; Gassi gehen und Katzenbetreuung ;; Ich gehe mit euren Hunden Gassi (Mo bis Fr, Hamburg-Eimsbuettel) und versorge Katzen im Urlaub.
services ;; de ;; generic ;; Services ;; 30 ;; Kleintransporte und Umzuege ;; Kleine Umzuege und Moebeltransporte mit Transporter in Berlin. Ab 30 Euro, Angebot per Nachricht hier.
health ;; de ;; generic ;; Health ;; 35 ;; Unterarmgehstuetzen und Orthese ;; Paar Unterarmgehstuetzen und Sprunggelenk-Orthese Gr. M, 5 Wochen benutzt. Gereinigt.
health ;; de ;; generic ;; Health ;; 80 ;; Vibrationsplatte mit Baendern ;; Vibrationsplatte mit Fernbedienung und Trainingsbaendern, bis 120 kg. Wegen Umzug.
computers ;; de ;; ebay ;; Computers ;; 460 ;; Acer Nitro 5 Gaming Laptop ;; Acer Nitro 5, Ryzen 5, RTX 3060, 16 GB RAM, 512 GB SSD, 144 Hz. Windows 11.
computers ;; de ;; ebay ;; Computers ;; 28 ;; DDR4 RAM 16GB 2x8 ;; 2x8 GB DDR4 3200 MHz Corsair, ausgebaut nach Aufruestung.
tools ;; de ;; generic ;; Tools ;; 130 ;; Stihl Motorsaege MS 170 Benzin ;; Stihl MS 170 Benzin Kettensaege, 35 cm Schwert, neue Kette. Ohne Sprit abzuholen.
tools ;; de ;; generic ;; Tools ;; 30 ;; Farbspruehpistole elektrisch ;; Elektrische Farbspruehpistole 650 W fuer Wandfarbe und Lasur. Gereinigt.
pets ;; de ;; generic ;; Pets ;; 12 ;; Ballschleuder fuer Hunde ;; Ballschleuder fuer Hunde mit 2 Tennisbaellen. Schont den Arm.
pets ;; de ;; generic ;; Pets ;; 20 ;; Transportbox Katze ;; Transportbox fuer Katzen bis 8 kg, Oeffnung oben und vorne. Gereinigt.
garden ;; de ;; generic ;; Garden ;; 50 ;; Gartenbank Gusseisen Holz ;; Gartenbank mit Gusseisen-Seitenteilen und Holzlatten, 2-Sitzer. Muss neu lasiert werden.
garden ;; de ;; generic ;; Garden ;; 40 ;; Elektro Rasenmaeher Bosch ;; Bosch Rotak 32 Elektro-Rasenmaeher mit Fangkorb. Schneidet gut.
games ;; de ;; ebay ;; Video games ;; 350 ;; Steam Deck 256GB ;; Steam Deck 256 GB mit Tasche und Ladegeraet. Zurueckgesetzt, mein Konto ist entfernt.
furniture ;; de ;; generic ;; Furniture ;; 70 ;; Barwagen gold mit Glasplatten ;; Goldener Barwagen mit zwei Glasboeden auf Rollen. Bei mir als Pflanzenstaender benutzt.
furniture ;; de ;; generic ;; Furniture ;; 25 ;; Sitzbank Flur mit Schuhablage ;; Sitzbank fuer den Flur mit Schuhablage, Eiche Optik, 80 cm breit.
appliances ;; de ;; generic ;; Appliances ;; 55 ;; Dampfreiniger Kaercher SC2 ;; Kaercher SC2 Dampfreiniger mit Zubehoer. Super fuer Fugen und Fliesen.
appliances ;; de ;; generic ;; Appliances ;; 20 ;; Dampfbuegeleisen Philips ;; Dampfbuegeleisen Philips 2400 W, Keramiksohle, entkalkt.
collectibles ;; de ;; ebay ;; Collectibles ;; 25 ;; Konvolut D-Mark Muenzen ;; Konvolut alter D-Mark und Pfennig Muenzen, 1950 bis 2001. Kein Zahlungsmittel mehr, fuer Sammler.
collectibles ;; de ;; ebay ;; Collectibles ;; 30 ;; Panini Album WM 2006 ;; Panini Sammelalbum WM 2006, es fehlen 8 Sticker. Etwas vergilbt.
beauty ;; de ;; vinted ;; Beauty ;; 6 ;; Badebomben 4 Stueck ;; 4 Badebomben (Erdbeer, Lavendel, Kokos, Vanille), verpackt. Doppeltes Geschenk.
beauty ;; de ;; vinted ;; Beauty ;; 12 ;; Axe Deo Spray 4er Pack ;; 4x Axe Black Deospray 150 ml, versiegelt.
sports ;; de ;; generic ;; Sports ;; 28 ;; Dartscheibe mit Steeldarts ;; Sisal Dartscheibe mit 6 Steeldarts und Holzschrank. Wie in der Kneipe.
bikes ;; de ;; generic ;; Bicycles ;; 450 ;; Cannondale Trail 29 Zoll ;; Cannondale Trail, 29 Zoll, Rahmen M, hydraulische Bremsen. Frisch gewartet. Buegelschloss mit Schluesseln gibt es dazu.
jewellery ;; de ;; vinted ;; Jewellery ;; 22 ;; Panzerkette vergoldet 50 cm ;; Kubanische Panzerkette 18k vergoldet, 50 cm. Vergoldet, kein Massivgold. Laeuft nicht an.
outdoor ;; de ;; generic ;; Camping ;; 22 ;; Campingkocher faltbar ohne Kartusche ;; Faltbarer Campingkocher mit Tasche, ohne Gaskartusche.
crafts ;; de ;; vinted ;; Crafts ;; 6 ;; Pfeifenputzer bunt zum Basteln ;; 100 bunte Pfeifenputzer (Chenilledraht) zum Basteln mit Kindern. Tuete offen, fast voll.
audio ;; de ;; generic ;; Audio ;; 180 ;; Bang & Olufsen Beosound A1 ;; Bluetooth Lautsprecher Bang & Olufsen A1 2nd Gen, grau. Toller Klang.
party ;; de ;; vinted ;; Costumes ;; 14 ;; Piratenkostuem Erwachsene L ;; Piratenkostuem fuer Erwachsene Gr. L mit Hut und Augenklappe. Ohne Saebel.
instruments ;; de ;; generic ;; Musical instruments ;; 85 ;; Geige 4/4 mit Bogen und Koffer ;; Schuelergeige 4/4 mit Bogen, Kolophonium und Koffer. Neue Saiten.
cameras ;; de ;; ebay ;; Cameras ;; 230 ;; Canon EOS 2000D mit Objektiv ;; Canon EOS 2000D, 9.000 Ausloesungen, 18-55 Objektiv, Ladegeraet und Tasche.
fashion ;; pt ;; vinted ;; Women's clothing ;; 10 ;; VESTIDO ZARA ESTAMPADO FLORAL NOVO COM ETIQUETA ;; VESTIDO NOVO COM ETIQUETA!! tamanho S, nunca usado porque comprei para um casamento que foi adiado e depois ja nao me servia 🙈 o tecido e fresquinho, perfeito para o verao, tem forro ate ao joelho, fecho invisivel atras, cor base azul com flores amarelas e brancas. Ref. 2731/046/401. Posso enviar na sexta-feira ou sabado. Qualquer duvida perguntem aqui pelo chat, nao uso whatsapp para vendas. Obrigada e boas compras!!
phones ;; pt ;; olx-pt ;; Mobile phones ;; 180 ;; iphone 11 64gb branco bateria 100% (trocada) ;; vendo iphone 11 64gb branco, bateria trocada numa loja em dezembro (100%), aparece mensagem de peca nao genuina nas definicoes porque nao foi na apple, aviso ja. tudo o resto original. livre de operadora, sem conta icloud. IMEI pode ser visto na foto da caixa. entrego em maos em Lisboa (Saldanha) ou envio com pagamento pela OLX.
kids ;; pt ;; olx-pt ;; Baby ;; 150 ;; Carrinho de bebe trio Bebecar completo ;; Trio da Bebecar: alcofa, cadeira de passeio e ovo para o carro, com adaptadores e saco de inverno. Cor cinza mesclado. Usado so com um bebe, sempre guardado dentro de casa. Tem umas marcas de uso normais nas rodas. A capa de chuva tambem vai. Medidas fechado aprox. 90x60x40 cm, cabe na mala de um Clio. Levantar em Viseu ou combinamos a meio caminho.
home ;; pt ;; olx-pt ;; Home ;; 5 ;; Tubo PVC 40 mm sobras de obra ;; Sobras de obra: 6 tubos PVC de 40 mm com 1 m cada e varias curvas e unioes. So levantamento, zona de Leiria.
vehicle ;; pt ;; olx-pt ;; Car parts ;; 30 ;; Kit cabo de reboque e colete ;; Cabo de reboque 3 toneladas, colete refletor e triangulo, tudo homologado. Vieram num carro que vendi.
services ;; pt ;; olx-pt ;; Services ;; 30 ;; Limpezas domesticas e pos-obra ;; Faco limpezas de casas, escritorios e pos-obra na zona de Almada e Seixal. Trago os produtos (lixivia, desengordurante, etc.) e o aspirador. Preco por hora ou por servico, combinamos pelo chat. Passo fatura.
toys ;; pt ;; olx-pt ;; Toys ;; 40 ;; Drone Parrot Bebop 2 com comando ;; Drone Parrot Bebop 2, com comando Skycontroller e 2 baterias. Voa bem, camara HD. Para ninguem se enganar: e um drone de brincar/hobby, o parrot e a marca 🦜
fashion ;; pt ;; vinted ;; Men's clothing ;; 45 ;; Blazer Armani Collezioni azul 50 ;; Blazer Armani Collezioni azul marinho, tamanho 50 (italiano). Comprado no outlet de Alcochete, tenho o talao. La fria, forrado.
appliances ;; pt ;; olx-pt ;; Appliances ;; 20 ;; Maquina de cortar cabelo Remington ;; Maquina de cortar cabelo Remington com 8 pentes, recarregavel. Laminas limpas e oleadas.
books ;; pt ;; vinted ;; Books ;; 25 ;; DVD Sex and the City serie completa ;; Box de DVD Sex and the City, serie completa (6 temporadas) + os 2 filmes. Legendas em portugues. Discos sem riscos.
fashion ;; es ;; vinted ;; Women's clothing ;; 12 ;; CHAQUETA VAQUERA OVERSIZE TALLA M!!! ;; CHAQUETA VAQUERA OVERSIZE, talla M pero queda grande, perfecta para una L tambien. La compre en Bershka hace dos veranos y la he usado bastante pero esta genial, solo un poco mas clarita en los codos por el uso normal. No hay rotos ni manchas. La envio bien doblada en bolsa. Envio el viernes si la comprais antes del jueves, que es cuando paso por Correos!! 😘
phones ;; es ;; wallapop ;; Mobile phones ;; 200 ;; iPhone 11 128 GB con caja ;; Vendo iPhone 11 de 128 GB en negro. Bateria al 81%, nunca se ha abierto ni reparado. Libre para cualquier compania. Lo vendo porque me han regalado el 15. Solo envio por Wallapop con el pago protegido o en mano en Zaragoza centro, pagando en el momento de la entrega. No hago cambios.
kids ;; es ;; wallapop ;; Baby ;; 140 ;; Carrito trio Bugaboo Fox gris ;; Bugaboo Fox con capazo, silla y grupo 0 Turtle con adaptadores. Lo usamos con nuestra hija 2 anos y esta muy bien, las ruedas tienen el desgaste normal. Incluye burbuja de lluvia, sombrilla y saco. Dimensiones plegado aprox 86x53x35. Se puede ver en Getafe por las tardes, de lunes a viernes.
home ;; es ;; wallapop ;; Home ;; 15 ;; Banco de madera para entrada ;; Banco de madera de pino para la entrada con zapatero debajo, 80 cm de ancho. Sin golpes.
services ;; es ;; wallapop ;; Services ;; 18 ;; Limpieza de sofas y colchones ;; Limpieza de sofas, colchones y alfombras a domicilio con maquina de vapor e inyeccion-extraccion. Productos sin lejia. Presupuesto por aqui.
vehicle ;; es ;; wallapop ;; Cars ;; 2200 ;; Ford Cougar 2.5 V6 2000 ;; Ford Cougar 2.5 V6 del ano 2000, 170 CV, 198.000 km. Coche de aficionado, siempre en garaje. ITV hasta 11/2024. Para quien busque un cupe de los 2000.
games ;; es ;; wallapop ;; Video games ;; 25 ;; Pack juegos Narcos y Breaking Bad serie DVD ;; Series completas en DVD de Narcos (temporadas 1-3) y Breaking Bad (5 temporadas). Las he visto dos veces, discos perfectos.
fashion ;; es ;; vinted ;; Women's clothing ;; 9 ;; Vestido coral lunares sexto ano graduacion ;; Vestido color coral con lunares blancos, talla 12 anos, lo llevo mi hija en la graduacion de sexto. Muy bonito.
computers ;; es ;; wallapop ;; Computers ;; 8 ;; Tornillos M2 para SSD M.2 ;; Bolsa de tornillos M2 y separadores para SSD M.2 NVMe, sirven para la mayoria de placas. 20 unidades.
tools ;; es ;; wallapop ;; Tools ;; 12 ;; Tablero MDF 9mm cortado a medida ;; Tres tableros de MDF de 9 mm, 60x40 cm, sobraron de hacer unos cajones. Sin pintar.
fashion ;; fr ;; vinted ;; Women's clothing ;; 35 ;; MANTEAU LAINE CAMEL MAJE T38 ;; MANTEAU LAINE CAMEL MAJE taille 38, achete 395 euros en boutique l'hiver dernier, porte peut-etre 10 fois, je le vends parce que j'ai change de style et il prend la poussiere dans mon placard... Aucun defaut, pas de bouloches, doublure intacte, les boutons sont tous la. Envoi soigne en point relais, ou remise en main propre a Bordeaux Chartrons. Pas d'echange merci 🙏
phones ;; fr ;; vinted ;; Mobile phones ;; 190 ;; iPhone 11 64 Go noir batterie neuve ;; iPhone 11 64 Go noir, batterie changee chez un reparateur (d'ou le message piece inconnue dans les reglages, je prefere le dire). Debloque, compte iCloud supprime. Paiement et envoi uniquement par la plateforme.
kids ;; fr ;; generic ;; Baby ;; 160 ;; Poussette trio Cybex complete ;; Poussette trio Cybex : nacelle, hamac et cosy Aton avec adaptateurs. Pliee elle fait environ 85x55x35 cm. Utilisee pour un seul enfant, roues un peu marquees. Habillage pluie et ombrelle inclus. A venir chercher a Rennes le samedi.
home ;; fr ;; generic ;; Home ;; 20 ;; Banc d'entree avec rangement chaussures ;; Banc d'entree en bois avec casier a chaussures, 80 cm. Tres bon etat.
vehicle ;; fr ;; generic ;; Cars ;; 5200 ;; Renault Twingo 3 SCe 70 2016 ;; Twingo 3 SCe 70 ch de 2016, 72 000 km, 4 CV fiscaux. Premiere main, carnet d'entretien a jour, controle technique vierge. Vendue cause achat electrique.
services ;; fr ;; generic ;; Services ;; 15 ;; Repassage a domicile ;; Je fais votre repassage avec une centrale vapeur, je recupere et je rapporte le linge le lendemain a Toulouse. 15 euros la panière. Reservation par la messagerie ici.
audio ;; fr ;; ebay ;; Audio ;; 15 ;; CD BTS Dynamite et Map of the Soul ;; Deux albums de BTS : le single Dynamite et Map of the Soul 7, avec photocards. Pour les ARMY collectionneurs 💜
books ;; fr ;; generic ;; Books ;; 30 ;; Integrale DVD Sex and the City ;; Coffret DVD Sex and the City, l'integrale des 6 saisons, VF et VOST. Disques nickel.
beauty ;; fr ;; vinted ;; Beauty ;; 25 ;; Tondeuse barbe Remington ;; Tondeuse barbe Remington rechargeable avec 5 sabots. Lames nettoyees et huilees.
fashion ;; fr ;; vinted ;; Men's clothing ;; 50 ;; Blazer Armani bleu nuit 50 ;; Blazer Emporio Armani bleu nuit, taille 50 IT. Achat outlet de La Vallee Village, ticket garde. Laine froide.
fashion ;; en ;; vinted ;; Women's clothing ;; 20 ;; NEW LOOK MAXI DRESS SIZE 12 NEW WITH TAGS!! ;; NEW WITH TAGS!! maxi dress size 12, bought it for a holiday and then we didn't end up going because of work so it's just been hanging in the wardrobe since june 😭 lovely floaty material, lined to the knee, zip at the back, sage green with tiny white flowers. Will post Friday or Saturday, ask me anything in the messages xx
phones ;; en ;; ebay ;; Mobile phones ;; 170 ;; iPhone 11 64GB white new battery ;; iPhone 11 64GB white. Battery replaced at a local shop in December, so settings shows the non genuine part message, being upfront. Unlocked, signed out of iCloud. Payment through eBay only, collection from Manchester (M20) or posted tracked.
kids ;; en ;; ebay ;; Baby ;; 150 ;; iCandy Peach travel system ;; iCandy Peach with carrycot, seat unit and Cybex Aton car seat with adaptors. Folded roughly 85 x 57 x 35cm. Used for one baby, some wear on the wheels. Rain cover and footmuff included. Collection only from Reading, evenings after 6.
home ;; en ;; ebay ;; Home ;; 10 ;; 40mm waste pipe offcuts ;; Leftover 40mm waste pipe, 5 lengths of 1m plus bends and couplers. Collection only, Swindon.
vehicle ;; en ;; ebay ;; Car parts ;; 25 ;; Tow rope, hi vis and warning triangle ;; 3 tonne tow rope, hi vis vest and warning triangle. Came with a car I sold. European driving kit basically.
services ;; en ;; generic ;; Services ;; 18 ;; Ironing service collect and deliver ;; I do ironing with a steam generator iron, collect and return next day in Swindon. 18 pounds a basket. Book through the messages here.
toys ;; en ;; ebay ;; Toys ;; 40 ;; Parrot Bebop 2 drone ;; Parrot Bebop 2 drone with Skycontroller and two batteries. Flies well, HD camera. Parrot is the brand, there is no bird included 😂
books ;; en ;; ebay ;; Books ;; 15 ;; Trainspotting Irvine Welsh and Fear and Loathing ;; Two paperbacks: Trainspotting by Irvine Welsh and Fear and Loathing in Las Vegas. Both read once, spines fine.
games ;; en ;; ebay ;; Video games ;; 20 ;; Magnum PI complete DVD box ;; Magnum P.I. the complete original series on DVD, all 8 seasons. Discs clean, box a bit scuffed.
appliances ;; en ;; ebay ;; Appliances ;; 25 ;; Remington hair straighteners ;; Remington ceramic hair straighteners, 230 degrees max, with heat mat. Plates clean.
fashion ;; en ;; vinted ;; Men's clothing ;; 55 ;; Emporio Armani blazer navy 40R ;; Emporio Armani navy blazer, 40R. Bought at Bicester Village, receipt kept. Lightweight wool.
computers ;; en ;; ebay ;; Computers ;; 6 ;; M2 screws for M.2 SSD ;; Bag of 20 M2 screws and standoffs for M.2 NVMe SSDs, fit most boards.
home ;; en ;; ebay ;; Home ;; 15 ;; Coca-Cola vintage tin tray ;; Vintage Coca-Cola tin serving tray, 1980s reproduction of the 1930s design. Some rust spots on the back.
fashion ;; it ;; vinted ;; Women's clothing ;; 15 ;; VESTITO LUNGO A FIORI NUOVO CON CARTELLINO ;; NUOVO CON CARTELLINO!! vestito lungo a fiori taglia M, preso per un viaggio che poi e saltato 😭 tessuto leggero, foderato, zip dietro. Spedisco venerdi, per info scrivetemi qui in chat. Grazie!!
phones ;; it ;; ebay ;; Mobile phones ;; 180 ;; iPhone 11 64GB batteria nuova ;; iPhone 11 64GB bianco, batteria cambiata da un riparatore, per questo compare il messaggio ricambio non originale, lo dico subito. Sbloccato, iCloud rimosso. Pagamento solo tramite la piattaforma.
kids ;; it ;; generic ;; Baby ;; 140 ;; Trio Chicco completo ;; Trio Chicco con navicella, seggiolino passeggino e ovetto auto con adattatori. Usato per un solo bimbo. Parapioggia incluso. Ritiro a Padova.
books ;; it ;; generic ;; Books ;; 22 ;; Cofanetto DVD Sex and the City ;; Cofanetto DVD Sex and the City, serie completa 6 stagioni. Dischi perfetti.
fashion ;; it ;; vinted ;; Men's clothing ;; 50 ;; Giacca Armani blu 50 ;; Giacca Emporio Armani blu notte, taglia 50. Presa all'outlet di Serravalle, ho lo scontrino.
appliances ;; it ;; generic ;; Appliances ;; 20 ;; Piastra capelli Remington ;; Piastra per capelli Remington in ceramica, 230 gradi. Piastre pulite.
fashion ;; de ;; vinted ;; Women's clothing ;; 18 ;; NEU MIT ETIKETT Maxikleid Blumen Gr. 38 ;; NEU MIT ETIKETT!! Maxikleid mit Blumen, Gr. 38, fuer einen Urlaub gekauft der dann ausgefallen ist 😭 Leichter Stoff, gefuettert bis zum Knie, Reissverschluss hinten. Versand am Freitag, Fragen gerne hier ueber die Nachrichten.
phones ;; de ;; ebay ;; Mobile phones ;; 180 ;; iPhone 11 64GB weiss neuer Akku ;; iPhone 11 64GB weiss. Akku bei einem Reparaturshop getauscht, daher die Meldung unbekanntes Teil in den Einstellungen, sage ich lieber gleich. Ohne Simlock, aus iCloud abgemeldet. Bezahlung nur ueber die Plattform.
kids ;; de ;; generic ;; Baby ;; 160 ;; Kinderwagen 3in1 Joolz komplett ;; Joolz Kinderwagen 3in1 mit Babywanne, Sportsitz und Babyschale mit Adaptern. Zusammengeklappt ca. 85x55x35 cm. Nur ein Kind. Regenschutz dabei. Abholung in Leipzig.
books ;; de ;; generic ;; Books ;; 22 ;; Sex and the City DVD Komplettbox ;; Sex and the City, komplette Serie auf DVD (6 Staffeln), deutsch und englisch. Discs ohne Kratzer.
home ;; de ;; generic ;; Home ;; 8 ;; HT Rohr 40 mm Reste ;; Reste vom Bau: 5 HT Rohre 40 mm je 1 m plus Boegen und Muffen. Nur Abholung in Kassel.
appliances ;; de ;; generic ;; Appliances ;; 20 ;; Remington Glaetteisen Keramik ;; Remington Haarglaetter mit Keramikplatten, bis 230 Grad. Sauber.
fashion ;; de ;; vinted ;; Men's clothing ;; 50 ;; Emporio Armani Sakko dunkelblau 50 ;; Emporio Armani Sakko dunkelblau, Gr. 50. Im Outlet in Metzingen gekauft, Kassenbon vorhanden.
fashion ;; en ;; vinted ;; Women's clothing ;; 12 ;; Zara blazer / blazer Zara oversize size M ;; Oversized blazer from Zara, size M, black. Selling on here from Lisbon but I ship to the UK via the app. Perfect condition, obrigada for looking x
fashion ;; pt ;; vinted ;; Women's clothing ;; 14 ;; Sweat oversized Hollister XS vintage wash ;; sweat hollister oversized, size XS mas fica larguinha, vintage wash cinza. super comfy, perfect for lazy days 😴 envio pela vinted go.
`;

const listings = areaListingsFromLines(marked, 'innocent6');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent-sixth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
