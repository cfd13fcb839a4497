import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent-fourth.json: the fourth innocent set for issue 19, written by hand on
 * 2026-11-29 at stop 44 by a blind writer who changes no rule, as a fresh unseen measure of false alarms now that the
 * first, second and third innocent sets are open for tuning. Its writer read no rule code, lexicon, matcher or brand
 * table, no README rules table and no earlier set's listing records — only the line parser (`areaListingsFromLines`),
 * `balancedSplit`, the scorer (evasion-quality.ts), the set registry (index.ts), the third innocent writer's header and
 * split, and the contract's profiles.
 * 615 listings, ALL CLEAN (no label): PT 124, ES 123, FR 128, EN 128, IT 56, DE 56, over 30 areas in rough marketplace
 * proportion (fashion 96, phones 52, home 51, kids 45, toys 39, kitchen 32, books 25, vehicle 20, services 20, health 20,
 * computers 20, shoes 18, tools 16, pets 14, garden 14, games 14, beauty 14, collectibles 13, furniture 12, appliances 12,
 * jewellery 10, sports 8, outdoor 8, crafts 8, bikes 8, cameras 7, instruments 6, party 5, office 4, audio 4); profiles
 * olx-pt 98, wallapop 97, vinted 138, ebay 135, generic 147.
 * Each sits on a word or shape a problem rule must read and a careful moderator passes: animal and fur words that are
 * colours, prints and fabrics (faux fur, leatherette in each language, croc and python prints stated as prints,
 * tortoiseshell frames, ivory, coral and mink as colours, a hemp tote); tobacco and alcohol words that are something
 * else (tobacco-coloured suede, smoked-glass tables, smoke alarms, wall wine racks sold empty, corkscrews, a bar stool
 * pair, an enamel pastis sign and a stout pub mirror, Malibu Barbie, Rummikub, Guinness World Records books, Crock-Pot);
 * weapon-like words that are tools and toys (garden spray guns and lances, caulking, paint and glue guns, pencil leads
 * "minas"/"mines", mortars and pestles, golf clubs, a cricket bat, dartboards, foam-dart blasters, water pistols, slot
 * cars, TNT plush, Exploding Kittens, bullet journals, a belt-clip holster, bombers, camo cargo trousers, steel-toe work
 * boots, Armani, Machado de Assis, a cowboy costume without a gun, a kitchen knife block); medicine words in kitchens,
 * books and care (recipe books as "receitas"/"recetas"/"Rezept", icing syringes, formula dosers, empty pill organisers,
 * crutches, blood-pressure monitors, a wheelchair, apothecary chests and empty pharmacy jars, chemistry sets, textbooks
 * and tutoring); adult-like words in plain senses (baby bodies, poppers, nude shoes and palettes, vibrating bouncers, a
 * Sex and the City box set, an adult colouring book, Dick Francis, Scunthorpe, great tits, a cocker spaniel, Ford
 * Escort); counterfeit-like words said honestly (compatible not-original cartridges and glass, grade A refurbished
 * phones, reissues that are not the original pressing, scale-model replicas of ships, later printings); locked and
 * unlocked (phones off iCloud and Google, safes with override keys, TSA and combination locks, spares-or-repairs
 * phones); documents and certificates (energy-performance certificates as services, road-test and highway-code books,
 * inspection and registration papers of cars, CE and EN marks); contact and payment words kept on the site (the site's
 * chat, shipping and protected payment, contact grills, rotary telephones, senior phones' SOS buttons, telephone cards,
 * telegrams, webcams); money words (withdrawn lire, D-Mark coins and pound notes for collectors); numbers of every
 * shape (ISBNs with hyphens, 13-digit EANs, part numbers, tyre sizes, battery ratings, model codes like SM-A546B,
 * gold weights and finenesses, prices per hour, sizes in EU/UK/cm/months); typos, missing accents, slang, emoji, caps,
 * long rambling texts and a few mixed-language words.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 308 (PT 62, ES 61, FR 64, EN 65, IT 28, DE 28), holdout 307 (PT 62, ES 62, FR 64, EN 63, IT 28, DE 28);
 * all 30 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-fourth-innocent-listing-set.ts`.
 * First run (2026-11-29, rules as on 98f7d8d, no rule changed, `nice -n 10 timeout 600 node --conditions=@circular/source
 * tools/bench/src/zz-44i.ts`, a scratch script calling `evasionQuality('tune'|'holdout', 'validation-innocent-fourth.json')`,
 * deleted): tune part clean listings flagged 0.010 (3 of 308; 4 findings: prohibited_item 4), wrongful rejects 0.010 (3
 * of 308); holdout part clean listings flagged 0.016 (5 of 307), wrongful rejects 0.007 (2 of 307). No recall: the set
 * has no label.
 */

const marked = `
fashion ;; pt ;; vinted ;; fashion ;; 35 ;; Casaco pele sintetica castanho M ;; Casaco de pele sintetica (fake fur) muito quentinho, tamanho M, usado 2 ou 3 vezes. Nao tem defeitos. Envio pela Vinted
fashion ;; pt ;; vinted ;; fashion ;; 12 ;; Botins cor tabaco 38 ;; botins camurça cor tabaco, n 38, salto 5 cm. Pouco uso, so uma marca pequena no bico (ver foto 3)
fashion ;; pt ;; vinted ;; fashion ;; 18 ;; Casaco imitação couro preto ;; Casaco estilo motard em imitação couro (pele sintetica), tamanho S. Fecho de correr a funcionar na perfeição
fashion ;; pt ;; vinted ;; fashion ;; 8 ;; Camisola cor marfim ponto de arroz ;; Camisola de malha em ponto de arroz, cor marfim, tamanho unico (serve S/M). Tem algumas bolinhas do uso mas nada de especial
fashion ;; pt ;; vinted ;; fashion ;; 15 ;; Oculos de sol tartaruga ;; Armação em acetato padrão tartaruga, lentes castanhas. Sem riscos. Vai com a bolsinha de tecido
fashion ;; pt ;; vinted ;; fashion ;; 22 ;; Mala padrao croco verde garrafa ;; Mala de ombro em pele sintetica com padrão croco (estampado, nao é pele de crocodilo!!). Alça ajustavel, 28x18 cm
fashion ;; pt ;; vinted ;; fashion ;; 10 ;; Vestido anos 70 inspired floral ;; vestido comprido com padrão floral inspirado nos anos 70, marca Zara, tamanho M. Sem marca de roupa vintage, é fast fashion mas esta como novo
fashion ;; pt ;; vinted ;; fashion ;; 6 ;; Body de bebe 6-9 meses pack 3 ;; Pack de 3 bodies de manga curta, tamanho 6-9 meses, 100% algodão, molas na perna. Lavados com detergente para bebé
fashion ;; pt ;; vinted ;; fashion ;; 25 ;; Casaco Armani Exchange azul L ;; Casaco acolchoado Armani Exchange, tamanho L, comprado na loja do Freeport em 2021 (tenho a etiqueta). Usado um inverno
fashion ;; pt ;; vinted ;; fashion ;; 9 ;; Calças camufladas cargo ;; calças cargo padrão camuflado, tamanho 40, muitos bolsos. Estilo militar, boas para caminhadas
fashion ;; pt ;; vinted ;; fashion ;; 14 ;; Sapatos cor nude salto 7cm 37 ;; Sapatos de salto cor nude, 37, salto 7 cm. Usados num casamento, solas quase sem desgaste
fashion ;; pt ;; vinted ;; fashion ;; 5 ;; Tote bag de cânhamo ;; saco tote em tecido de cânhamo natural, resistente, com bolso interior. Otimo para as compras
fashion ;; pt ;; vinted ;; fashion ;; 30 ;; Blusão bomber verde tropa ;; Bomber verde tropa com forro laranja, tamanho M homem. Alguns sinais de uso nos punhos
fashion ;; pt ;; vinted ;; fashion ;; 4 ;; Cachecol coral ;; cachecol cor coral, macio, nunca usado. Oferta dos portes se comprar mais 2 artigos 😊
fashion ;; pt ;; vinted ;; fashion ;; 20 ;; Camisola FC Porto 2019/20 criança 10 anos ;; Camisola do FC Porto epoca 2019/20 comprada na loja oficial do estadio, tamanho 10 anos. Tem o numero 9 nas costas
fashion ;; pt ;; vinted ;; fashion ;; 7 ;; Boné snapback preto ;; Boné snapback ajustavel, preto, sem logotipos. Bom estado
shoes ;; pt ;; vinted ;; shoes ;; 40 ;; Botas de trabalho S3 n 43 ;; Botas de segurança S3 com biqueira de aço, nº 43. Usadas 1 mes, saí da empresa. Certificado CE na etiqueta interior
shoes ;; pt ;; vinted ;; shoes ;; 28 ;; Sapatilhas Puma Suede 41 ;; Puma Suede classic azul, tamanho 41 (UK 7.5), comprados em 03/2022. Sola ainda boa
shoes ;; pt ;; vinted ;; shoes ;; 35 ;; Botas combate Dr Martens 1460 38 ;; Dr. Martens 1460 pretas, 8 furos, EU 38 / UK 5. Ja estao laceadas, super confortaveis. Podem ver o codigo de lote dentro da lingueta
shoes ;; pt ;; vinted ;; shoes ;; 12 ;; Chinelos de praia 36/37 ;; chinelos de borracha nunca usados 36/37, comprei o numero errado
phones ;; pt ;; olx-pt ;; phones ;; 320 ;; iPhone 12 64GB recondicionado grau A ;; iPhone 12 de 64 GB recondicionado grau A, bateria a 89%. Sem conta iCloud, reposto de fabrica. Tem 6 meses de garantia da loja, envio a fatura. Envio pela OLX com pagamento seguro
phones ;; pt ;; olx-pt ;; phones ;; 45 ;; Telefone de disco vintage anos 70 ;; Telefone fixo de disco, cor bege, dos anos 70. Funciona ligado à linha da MEO (testado). Peça de decoração fantastica
phones ;; pt ;; olx-pt ;; phones ;; 60 ;; Nokia 8110 4G amarelo ;; o telemovel banana da Nokia, 8110 4G amarelo, livre para todas as redes. Com carregador original. Bateria dura 3 dias
phones ;; pt ;; olx-pt ;; phones ;; 15 ;; Capa com clip de cinto para Galaxy A52 ;; Capa robusta com suporte de cinto (holster) para Samsung Galaxy A52 / A52s. Nova na caixa
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; Xiaomi Redmi Note 11 Pro 128GB ;; Redmi Note 11 Pro 6+128 GB, cinzento, ecra sem riscos (sempre com pelicula). Desbloqueado de fabrica. Acompanha caixa e carregador 67W
phones ;; pt ;; olx-pt ;; phones ;; 10 ;; Pelicula vidro temperado iPhone 13/13 Pro ;; pack de 2 peliculas de vidro temperado 9H para iPhone 13 e 13 Pro (6,1"). Nao é original Apple, é generica mas fica perfeita
phones ;; pt ;; olx-pt ;; phones ;; 95 ;; Samsung Galaxy S9 SM-G960F para peças ;; Galaxy S9 (SM-G960F) com o ecra partido, liga mas nao da imagem. Vendo para peças ou para quem o queira arranjar. Nao tem bloqueio de conta Google
phones ;; pt ;; olx-pt ;; phones ;; 25 ;; Telemovel senior teclas grandes ;; Telemovel para idosos com teclas grandes e base de carregamento. Tem botão SOS que liga para 5 numeros que se configuram no menu. Livre a qualquer operadora
phones ;; pt ;; olx-pt ;; phones ;; 30 ;; Carregador 25W USB-C Samsung ;; Carregador rapido original Samsung 25W (EP-TA800) com cabo. Quase novo
home ;; pt ;; olx-pt ;; home ;; 12 ;; Detector de fumo 2 unidades ;; 2 detetores de fumo com bateria de 10 anos, certificado EN 14604. Ainda selados, sobraram das obras
home ;; pt ;; olx-pt ;; home ;; 60 ;; Mesa de centro vidro fumado ;; Mesa de centro redonda com tampo em vidro fumado e base metalica dourada, 80 cm de diametro. Vidro sem lascas
home ;; pt ;; olx-pt ;; home ;; 25 ;; Garrafeira de parede madeira 12 garrafas ;; Garrafeira de parede em pinho para 12 garrafas, 60x60 cm. Vendo vazia claro 😂 Ideal para cozinha ou sala
home ;; pt ;; olx-pt ;; home ;; 8 ;; Fita LED 5 metros RGB ;; fita/strip de luz LED 5 m com comando, cores RGB. Cola atras. Usada mas funciona toda
home ;; pt ;; olx-pt ;; home ;; 40 ;; Movel de farmacia antigo com gavetas ;; Movel antigo de botica/farmacia com 12 gavetinhas, madeira maciça, 90x40x110 cm. Restaurado. As gavetas estao vazias, bom para guardar linhas e botões
home ;; pt ;; olx-pt ;; home ;; 15 ;; Frascos de farmacia antigos vidro ;; Conjunto de 4 frascos antigos de farmacia em vidro ambar, vazios, com rotulos pintados. Decoração
home ;; pt ;; olx-pt ;; home ;; 18 ;; Cortinados cor marfim 2 panos ;; 2 cortinados 140x260 cm, cor marfim, com ilhoses. Tecido grosso, escurecem bem o quarto
home ;; pt ;; olx-pt ;; home ;; 35 ;; Cofre pequeno com codigo digital ;; Cofre de parede com teclado digital e 2 chaves de emergencia, 35x25x25 cm. Mudei a combinação para 0000 antes de vender, instruções incluidas
home ;; pt ;; olx-pt ;; home ;; 9 ;; Cadeado TSA para malas 3 digitos ;; 2 cadeados TSA com codigo de 3 digitos, para viagens. Codigo de fabrica 000, muda-se facilmente
kids ;; pt ;; olx-pt ;; kids ;; 30 ;; Cadeira de baloiço vibratória bebé ;; Espreguiçadeira de bebé com vibração e musica, funciona a pilhas (3xAA). Capa lavavel. Até 9 kg
kids ;; pt ;; olx-pt ;; kids ;; 20 ;; Intercomunicador bebe com camara ;; Baby monitor com camara e visão noturna, ecra 3,2". Nao liga a internet, funciona so entre as duas unidades. Completo com carregadores
kids ;; pt ;; olx-pt ;; kids ;; 15 ;; Esterilizador de biberões microondas ;; Esterilizador a vapor para microondas, leva 4 biberões. Usado poucos meses
kids ;; pt ;; olx-pt ;; kids ;; 5 ;; Doseador de leite em po ;; doseador com 3 compartimentos para levar o leite em po na mala, vazio e limpo
kids ;; pt ;; vinted ;; kids ;; 10 ;; Lote roupa menino 2 anos ;; Lote de 12 peças para menino de 2 anos: bodies, calças, 2 pijamas, camisolas. Marcas Zippy, H&M e Primark. Tudo em bom estado
kids ;; pt ;; olx-pt ;; kids ;; 45 ;; Cadeira de papa evolutiva ;; Cadeira de refeição evolutiva em madeira, regulavel em 5 alturas. Tem tabuleiro e almofada. Sinais de uso normais
kids ;; pt ;; olx-pt ;; kids ;; 12 ;; Livros de banho e brinquedos bebé ;; 3 livros de banho + patinhos de borracha + polvo que esguicha agua. Limpos
kids ;; pt ;; olx-pt ;; kids ;; 70 ;; Carrinho de bebé Bebecar com ovo ;; Carrinho de passeio Bebecar, chassis + alcofa. NAO inclui o ovo/cadeira auto (já a dei). Rodas boas
kids ;; pt ;; olx-pt ;; kids ;; 8 ;; Pistola de agua grande ;; pistola de agua de bomba, 40 cm, alcance 8 metros. Para a praia ou piscina, as crianças adoram
toys ;; pt ;; olx-pt ;; toys ;; 35 ;; Nerf Elite 2.0 com 20 dardos ;; Lançador Nerf Elite 2.0 Commander com 20 dardos de espuma. Funciona bem, brinquedo para maiores de 8 anos
toys ;; pt ;; olx-pt ;; toys ;; 25 ;; LEGO Star Wars Clone Wars 75280 ;; LEGO 75280 Clone Troopers 501st completo, com manual e caixa. Montado 1 vez
toys ;; pt ;; olx-pt ;; toys ;; 15 ;; Peluche TNT Minecraft ;; Peluche do bloco TNT do Minecraft, 20 cm, o meu filho ja nao liga. Tem etiqueta
toys ;; pt ;; olx-pt ;; toys ;; 40 ;; Pista Scalextric com 2 carros ;; Scalextric digital com 2 carros slot, pista em 8 com 6 metros. Faltam 2 rails de guarda mas funciona. Transformador incluido
toys ;; pt ;; olx-pt ;; toys ;; 12 ;; Kit de quimica para crianças ;; Kit de experiencias de quimica para 8+ anos, com tubos de ensaio e oculos de proteção. Os reagentes de cristais estao por abrir. Ciência em casa
toys ;; pt ;; olx-pt ;; toys ;; 18 ;; Barbie Malibu anos 70 ;; Barbie Malibu original de 1971 com fato de banho, cabelo um pouco seco. Para colecionadores
toys ;; pt ;; olx-pt ;; toys ;; 20 ;; Jogo Exploding Kittens PT ;; Exploding Kittens em portugues, completo, cartas em bom estado. Jogo muito divertido para festas
kitchen ;; pt ;; olx-pt ;; kitchen ;; 15 ;; Balanca digital de cozinha 5kg ;; Balança digital de cozinha até 5 kg, precisão de 1 g, com função tara. Funciona a pilhas. Ótima para fazer bolos
kitchen ;; pt ;; olx-pt ;; kitchen ;; 10 ;; Pilão e almofariz em marmore ;; almofariz em marmore branco com pilão, 12 cm, pesado. Para pesto e especiarias
kitchen ;; pt ;; olx-pt ;; kitchen ;; 6 ;; Saca-rolhas de sommelier ;; Saca-rolhas de empregado de mesa, inox com cabo de madeira. Novo
kitchen ;; pt ;; olx-pt ;; kitchen ;; 9 ;; Seringa de pasteleiro com 8 bicos ;; Seringa de pastelaria em inox com 8 bicos para decorar bolos e cupcakes. Completa
kitchen ;; pt ;; olx-pt ;; kitchen ;; 5 ;; Livro de receitas da avó ;; Livro "Receitas da Avó" 300 receitas tradicionais portuguesas, edição de 2005. Algumas manchas de gordura hehe
kitchen ;; pt ;; olx-pt ;; kitchen ;; 25 ;; Conjunto de facas de cozinha com cepo ;; Conjunto de 5 facas de cozinha (chef, pão, legumes...) com cepo de madeira. Lâminas afiadas. Só para maiores de 18, envio em caixa fechada
furniture ;; pt ;; olx-pt ;; furniture ;; 50 ;; Estante Kallax 77x147 branca ;; Estante Kallax IKEA 2x4, 77x147 cm, branca. Desmontada, com todos os parafusos e as instruções
furniture ;; pt ;; olx-pt ;; furniture ;; 80 ;; Mesa de jantar em freixo ;; Mesa de jantar em madeira de freixo maciço, 160x90 cm. Tem um risco pequeno num canto. Recolha em Braga
furniture ;; pt ;; olx-pt ;; furniture ;; 30 ;; 2 bancos de bar altos ;; Dois bancos altos tipo bar, assento 65 cm, metal preto e madeira. Para a ilha da cozinha
beauty ;; pt ;; vinted ;; beauty ;; 8 ;; Bombas de banho pack 6 ;; Pack de 6 bombas de banho artesanais com oleos essenciais de lavanda e laranja. Seladas, validade 2027
beauty ;; pt ;; vinted ;; beauty ;; 12 ;; Paleta de sombras nudes nova ;; Paleta de 12 sombras em tons nude e tabaco, nova, nunca aberta, ainda com o selo
beauty ;; pt ;; vinted ;; beauty ;; 15 ;; Secador de cabelo turbo 2200W ;; secador com função turbo e ar frio, 2200 W, com difusor. Funciona impecavel
health ;; pt ;; olx-pt ;; health ;; 20 ;; Caixa organizadora de comprimidos semanal ;; Caixa para comprimidos 7 dias x 4 tomas, com alarme. Nova e VAZIA, era para a minha mãe mas ela ja tinha
health ;; pt ;; olx-pt ;; health ;; 25 ;; Muletas reguláveis par ;; Par de muletas em aluminio reguláveis em altura, ponteiras novas. Usadas 6 semanas depois da operação ao joelho
health ;; pt ;; olx-pt ;; health ;; 35 ;; Medidor de tensão de braço ;; Tensiometro digital de braço, memoria para 2 pessoas, braçadeira 22-42 cm. Com pilhas e caixa
health ;; pt ;; olx-pt ;; health ;; 18 ;; Almofada ortopedica cervical ;; Almofada em espuma viscoelastica, forma de onda, com capa lavavel. Usada 2 semanas, nao me adaptei
computers ;; pt ;; olx-pt ;; computers ;; 280 ;; Portatil ThinkPad T480s i5 16GB ;; Lenovo ThinkPad T480s, i5-8350U, 16 GB RAM, SSD 256 GB, ecra 14" FHD. Windows 11 ativado (licença digital do portatil). Bateria com 3h
computers ;; pt ;; olx-pt ;; computers ;; 220 ;; Placa grafica RTX 3060 Ti 8GB ;; RTX 3060 Ti 8 GB, nunca foi usada para mineração, so jogos. Temperaturas otimas. Envio bem embalada
computers ;; pt ;; olx-pt ;; computers ;; 6 ;; Tinteiro HP 302XL preto compativel ;; Tinteiro compativel (nao original HP) 302XL preto, selado. Comprei a mais
computers ;; pt ;; olx-pt ;; computers ;; 15 ;; Webcam Full HD 1080p ;; Webcam 1080p com microfone, clip para monitor. Usada nas aulas online
games ;; pt ;; olx-pt ;; games ;; 20 ;; Call of Duty Black Ops Cold War PS4 ;; jogo em disco para PS4, com caixa. Funciona na PS5 também
games ;; pt ;; olx-pt ;; games ;; 150 ;; PS4 Slim 500GB com 2 comandos ;; PlayStation 4 Slim 500 GB, 2 comandos, cabos e 3 jogos (FIFA 21, GTA V, Crash). Conta PSN ja removida, reposta de fabrica
games ;; pt ;; olx-pt ;; games ;; 12 ;; Rummikub classico ;; Rummikub completo com as 106 peças, caixa um pouco gasta. Jogo de familia
books ;; pt ;; olx-pt ;; books ;; 15 ;; Obras de Machado de Assis 3 volumes ;; Dom Casmurro, Memorias Postumas de Bras Cubas e Quincas Borba, edição de bolso. Bom estado
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livro de codigo para carta de condução ;; Livro de codigo da estrada 2023 com testes. Passei à primeira 😁 Algumas paginas sublinhadas a lapis
books ;; pt ;; olx-pt ;; books ;; 10 ;; Guinness World Records 2020 ;; Livro Guinness World Records 2020 em portugues, capa dura. Como novo
books ;; pt ;; olx-pt ;; books ;; 12 ;; Manual de Quimica 12º ano ;; Manual de Quimica 12º ano + caderno de exercicios, edição 2021. Sem respostas escritas
services ;; pt ;; olx-pt ;; services ;; 150 ;; Certificado energetico para venda ou arrendamento ;; Perito qualificado ADENE. Emito o certificado energetico para o seu apartamento ou moradia, visita incluida. Zona de Lisboa e Setubal. Peça orçamento pelo chat da OLX
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicações de Fisica e Quimica ;; Explicações de FQ para 9º, 10º e 11º ano, 15€/hora. Preparação para exames. Marque pelo chat aqui da OLX
services ;; pt ;; olx-pt ;; services ;; 40 ;; Limpeza de sofas e colchoes ;; Limpeza a vapor de sofas, colchões e tapetes ao domicilio. Sofá de 3 lugares 40€. Orçamentos por mensagem aqui
services ;; pt ;; olx-pt ;; services ;; 20 ;; Aulas de guitarra para iniciantes ;; Aulas de guitarra classica e acustica, 20€ a hora, em Coimbra. Primeira aula experimental. Respondo pelas mensagens da plataforma
vehicle ;; pt ;; olx-pt ;; vehicle ;; 1500 ;; Ford Escort 1.4 de 1996 ;; Ford Escort 1.4 gasolina de 1996, 210 mil km, inspeção valida até 05/2025, documentos em dia (DUA e IUC pago). Alguns riscos
vehicle ;; pt ;; olx-pt ;; vehicle ;; 25 ;; Farol frente Fiat Panda 2012 ;; Farol dianteiro esquerdo Fiat Panda 2012-2018, ref. 51883643. Sem riscos
vehicle ;; pt ;; olx-pt ;; vehicle ;; 60 ;; Bateria carro 12V 60Ah 540A ;; bateria 12 V 60 Ah 540 A, com 1 ano. Troquei de carro. Testada com 12,6 V
vehicle ;; pt ;; olx-pt ;; vehicle ;; 120 ;; Jantes 16 com pneus 205/55 R16 ;; 4 jantes 16" com pneus 205/55 R16 91V, piso a 5 mm. Furação 5x112
bikes ;; pt ;; olx-pt ;; bikes ;; 15 ;; Bomba de bicicleta de pé ;; Bomba de pé com manómetro, válvulas presta e schrader. Até 11 bar
bikes ;; pt ;; olx-pt ;; bikes ;; 20 ;; Cadeado de bicicleta com codigo ;; Cadeado em espiral com codigo de 5 digitos, 180 cm. O codigo vai na mensagem depois da compra
sports ;; pt ;; olx-pt ;; sports ;; 60 ;; Tacos de golfe meio set ;; Meio set de tacos de golfe (ferros 5, 7, 9, PW e putter) com saco. Para iniciante
sports ;; pt ;; olx-pt ;; sports ;; 25 ;; Alvo de dardos com dardos ;; Alvo de sisal 45 cm com 6 dardos de ponta de aço. Sem furos de excesso, bom estado
outdoor ;; pt ;; olx-pt ;; outdoor ;; 30 ;; Tenda 4 pessoas ;; Tenda iglo para 4 pessoas, montagem rapida, impermeavel 3000 mm. Usada 2 vezes no campismo
outdoor ;; pt ;; olx-pt ;; outdoor ;; 10 ;; Colete refletor e triângulo ;; Colete refletor certificado EN ISO 20471 + triangulo de sinalização homologado. Novo
pets ;; pt ;; olx-pt ;; pets ;; 20 ;; Cama para cão grande ;; Cama para cão de porte grande (90x70 cm), capa amovivel, lavada. O meu labrador cresceu para o sofá 😅
pets ;; pt ;; olx-pt ;; pets ;; 35 ;; Aquario 60 litros sem peixes ;; Aquario 60 L com filtro, aquecedor e luz LED. Vendo sem peixes e sem agua, limpo
pets ;; pt ;; olx-pt ;; pets ;; 15 ;; Gaiola para passaros ;; Gaiola branca 50x30x45 cm com comedouros e poleiros. Sem passaros, so a gaiola
garden ;; pt ;; olx-pt ;; garden ;; 12 ;; Lança de rega com pistola ;; Pistola de rega com 7 jatos e lança de 60 cm, engate rapido. Nova
garden ;; pt ;; olx-pt ;; garden ;; 5 ;; Vaso com erva-principe ;; Vaso com erva-principe (capim-limão) e outro com erva-cidreira, plantas da minha horta. Recolha no Porto
garden ;; pt ;; olx-pt ;; garden ;; 8 ;; Bombas de sementes flores silvestres ;; 10 bolinhas de argila com sementes de flores silvestres para atirar no jardim. Feitas por mim, projeto de escola
tools ;; pt ;; olx-pt ;; tools ;; 15 ;; Pistola de silicone profissional ;; Pistola para cartuchos de silicone, estrutura metalica reforçada. Pouco uso
tools ;; pt ;; olx-pt ;; tools ;; 70 ;; Berbequim Bosch GSR 18V-55 ;; Aparafusadora Bosch GSR 18V-55 com 2 baterias 2,0 Ah e carregador, mala L-Boxx. Como nova
tools ;; pt ;; olx-pt ;; tools ;; 10 ;; Minas 0.5 e lapiseira tecnica ;; Lapiseira tecnica 0,5 mm + 4 tubos de minas HB. Para desenho técnico
jewellery ;; pt ;; olx-pt ;; jewellery ;; 180 ;; Fio de ouro 19,2 quilates 2,3 g ;; Fio em ouro portugues 800‰ (19,2 kt), 45 cm, pesa 2,3 g. Tem o punção de contraste. Vai em caixinha
jewellery ;; pt ;; vinted ;; jewellery ;; 12 ;; Brincos perolas imitação ;; brincos de perola de imitação, fecho em prata 925. Nunca usados
cameras ;; pt ;; olx-pt ;; cameras ;; 280 ;; Canon EOS 2000D com lente 18-55 ;; Canon EOS 2000D + objetiva EF-S 18-55 mm, 4500 disparos. Com carregador, cartão 32 GB e mala
cameras ;; pt ;; olx-pt ;; cameras ;; 40 ;; Lente zoom 55-200mm Nikon ;; Objetiva Nikon AF-P 55-200 mm, sem fungos nem riscos. Tampas incluidas
audio ;; pt ;; olx-pt ;; audio ;; 25 ;; Vinil Beatles Revolver reedição ;; LP Revolver dos Beatles, reedição de 2012 (não é prensagem original dos anos 60). Vinil em muito bom estado
instruments ;; pt ;; olx-pt ;; instruments ;; 90 ;; Violino 4/4 com arco e estojo ;; Violino 4/4 de estudante com arco, estojo e breu. Cordas novas
collectibles ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Replica do navio Sagres em miniatura ;; Maqueta em madeira do navio-escola Sagres, 50 cm, feita à mão pelo meu pai. É uma réplica à escala, decorativa
collectibles ;; pt ;; olx-pt ;; collectibles ;; 10 ;; Telegramas antigos CTT ;; Lote de 5 telegramas dos anos 50 em envelope original dos CTT. Curiosidade
collectibles ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Bolachas Maria lata antiga ;; Lata antiga de bolachas Maria da Nacional, anos 60, vazia. Alguma ferrugem
party ;; pt ;; olx-pt ;; party ;; 15 ;; Fato de cowboy criança com chapeu ;; Fato de carnaval cowboy 6-8 anos com chapeu e colete. Sem pistola
office ;; pt ;; olx-pt ;; office ;; 8 ;; Bullet journal A5 pontilhado ;; Caderno A5 de folhas pontilhadas (dot grid) para bullet journal, 160 paginas. Novo
crafts ;; pt ;; olx-pt ;; crafts ;; 7 ;; Kit de ponto cruz ;; Kit de ponto cruz com tela, linhas e agulha, desenho de passaros 30x30 cm. Por começar
crafts ;; pt ;; olx-pt ;; crafts ;; 12 ;; Pistola de cola quente com 20 recargas ;; pistola de cola quente pequena 20W com 20 barras de cola. Para trabalhos manuais
appliances ;; pt ;; olx-pt ;; appliances ;; 150 ;; Maquina de lavar 9kg A+++ ;; Maquina de lavar roupa 9 kg 1400 rpm, classe A+++. Funciona bem, vendo porque mudei de casa. Ref. WW90T534DAW
appliances ;; pt ;; olx-pt ;; appliances ;; 40 ;; Aspirador Shark sem fio ;; Aspirador vertical Shark sem fio, bateria dura 30 min. Com acessorio para pelos de animais
kids ;; pt ;; olx-pt ;; kids ;; 90 ;; Carrinho de gemeos + MUITA coisa ;; Boas! vendo o carrinho de gemeos que usamos 2 anos, esta bom, as rodas da frente rodam bem, a capota tem um pequeno rasgo (ver foto) mas nada de mais. Levam tambem 2 sacos de dormir de inverno, a capa de chuva, os ganchos para a mala das compras e umas mantas. Nao vendo em separado pq ja nao tenho paciencia 😅 nao tem cadeiras auto. Se tiverem duvidas mandem mensagem aqui pela OLX que eu respondo ao fim do dia, trabalho por turnos. Envio possivel pela OLX mas sai caro pelo tamanho, melhor recolher em Almada
books ;; pt ;; olx-pt ;; books ;; 14 ;; Harry Potter pedra filosofal 1a edição PT ;; Harry Potter e a Pedra Filosofal, Editorial Presença, 1ª edição de 1999, ISBN 972-23-2536-6. Capa com desgaste nos cantos, interior impecavel
home ;; pt ;; olx-pt ;; home ;; 25 ;; Grelhador de contacto Tefal ;; Grelhador de contacto / sanduicheira Tefal, placas antiaderentes amoviveis (vão à maquina). EAN 3168430213040 na caixa. Usado meia duzia de vezes
phones ;; pt ;; olx-pt ;; phones ;; 400 ;; iphone 13 pro 128 azul sierra ;; vendo o meu iphone 13 pro 128gb azul sierra porque passei pro 15, bateria 86%, sempre com capa e pelicula, nunca caiu. Tem a caixa, o cabo e a fatura da worten de 2021 (ainda no nome da minha mae lol). Livre de operadora, sem icloud. Aceito propostas razoaveis pelo chat, nada de trocas. Envio com pagamento pela OLX
fashion ;; pt ;; vinted ;; fashion ;; 15 ;; Fato de banho bordô M ;; fato de banho inteiro cor bordô, tamanho M, costas abertas. Usado 1 verão. Lavado à mão
fashion ;; es ;; vinted ;; fashion ;; 20 ;; Abrigo pelo sintetico color vison ;; Abrigo de pelo sintetico (no es piel de verdad) color visón, talla M. Muy calentito, lo he usado un invierno
fashion ;; es ;; vinted ;; fashion ;; 15 ;; Chaqueta similpiel negra talla S ;; chaqueta tipo biker de similpiel, talla S, cremallera perfecta. Sin roturas
fashion ;; es ;; vinted ;; fashion ;; 9 ;; Jersey punto de arroz color marfil ;; Jersey de punto de arroz en color marfil, talla unica. Tiene un poco de bolitas pero esta bien
fashion ;; es ;; vinted ;; fashion ;; 12 ;; Bolso estampado piton ;; Bolso de hombro con estampado de pitón (es sintetico, estampado). Asa regulable, 30x20 cm
fashion ;; es ;; vinted ;; fashion ;; 18 ;; Botines tacon cubano color tabaco 39 ;; botines de ante color tabaco con tacon cubano de 4 cm, numero 39. Casi nuevos
fashion ;; es ;; vinted ;; fashion ;; 10 ;; Vestido estilo boho años 70 ;; vestido largo estilo boho inspirado en los 70, marca Mango, talla S. Perfecto para verano
fashion ;; es ;; vinted ;; fashion ;; 7 ;; Gafas de sol carey ;; gafas de sol con montura efecto carey, cristales marrones. Sin arañazos, con funda
fashion ;; es ;; vinted ;; fashion ;; 25 ;; Cazadora bomber verde militar ;; Bomber verde militar de hombre, talla L, forro naranja. Muy buen estado
fashion ;; es ;; vinted ;; fashion ;; 6 ;; Body bebe manga larga 3-6 meses x3 ;; Pack de 3 bodies de bebe, 3-6 meses, algodon organico. Corchetes en la entrepierna. Lavados
fashion ;; es ;; vinted ;; fashion ;; 14 ;; Pantalon cargo camuflaje 42 ;; Pantalon cargo de camuflaje talla 42, muchos bolsillos. Estilo militar pero es ropa normal de Pull&Bear
fashion ;; es ;; vinted ;; fashion ;; 30 ;; Camiseta Granada CF temporada 22/23 ;; Camiseta oficial del Granada CF, temporada 22/23, talla M, comprada en la tienda del club. Con etiquetas
fashion ;; es ;; vinted ;; fashion ;; 22 ;; Zapatos nude tacon 8 cm 38 ;; Salones color nude, tacon de 8 cm, 38. Usados en una boda, suelas casi nuevas
fashion ;; es ;; vinted ;; fashion ;; 8 ;; Gorra snapback lisa ;; Gorra snapback negra sin logos, ajustable. Como nueva
fashion ;; es ;; vinted ;; fashion ;; 11 ;; Bufanda color coral ;; bufanda larga color coral, muy suave. Si compras 2 cosas te hago descuento por aqui 🙂
fashion ;; es ;; vinted ;; fashion ;; 35 ;; Plumifero Armani Exchange azul marino ;; Plumas de Armani Exchange talla L, comprado en el outlet de Las Rozas en 2021, guardo el ticket. Usado una temporada
fashion ;; es ;; vinted ;; fashion ;; 9 ;; Bolso tote de cañamo ;; Bolsa tote de tela de cañamo natural, muy resistente. Para la compra o la playa
shoes ;; es ;; vinted ;; shoes ;; 45 ;; Botas de seguridad S3 talla 44 ;; Botas de trabajo S3 con puntera de acero, talla 44. Marcado CE dentro. Usadas un mes, cambie de trabajo
shoes ;; es ;; vinted ;; shoes ;; 30 ;; Onitsuka Tiger Mexico 66 talla 40 ;; Onitsuka Tiger Mexico 66 amarillas, talla 40 (25 cm). Compradas en 2022 en la tienda de Barcelona. Poco uso
shoes ;; es ;; vinted ;; shoes ;; 15 ;; Alpargatas yute 37 ;; Alpargatas de yute hechas en La Rioja, numero 37. Nuevas, nunca puestas
shoes ;; es ;; vinted ;; shoes ;; 40 ;; Dr Martens 1460 negras 41 ;; Botas Dr. Martens 1460 de 8 ojales, EU 41 / UK 7. Ya estan domadas jaja
phones ;; es ;; wallapop ;; phones ;; 290 ;; iPhone 12 64GB reacondicionado grado A ;; iPhone 12 de 64 GB reacondicionado grado A, bateria al 88%. Sin cuenta iCloud, restaurado de fabrica. Garantia de 12 meses de la tienda, mando factura. Envio con Wallapop
phones ;; es ;; wallapop ;; phones ;; 40 ;; Telefono de rueda vintage ;; Telefono fijo de rueda de los años 70, color verde. Funciona conectado a la linea (probado). Ideal decoracion
phones ;; es ;; wallapop ;; phones ;; 55 ;; Nokia 3310 2017 liberado ;; Nokia 3310 version 2017, liberado para todas las compañias. Bateria dura una semana. Con cargador
phones ;; es ;; wallapop ;; phones ;; 12 ;; Funda con clip de cinturon Galaxy S21 ;; Funda resistente con clip para el cinturon para Samsung Galaxy S21 (SM-G991B). Nueva
phones ;; es ;; wallapop ;; phones ;; 160 ;; Redmi Note 12 128GB libre ;; Xiaomi Redmi Note 12, 4+128 GB, gris. Pantalla sin rayas, siempre con protector. Libre de fabrica. Caja y cargador
phones ;; es ;; wallapop ;; phones ;; 8 ;; Protector cristal templado iPhone 14 ;; pack de 2 cristales templados para iPhone 14 / 13 / 13 Pro. No son de Apple, son genericos, encajan perfecto
phones ;; es ;; wallapop ;; phones ;; 70 ;; Galaxy S10 pantalla rota para piezas ;; Samsung Galaxy S10 con la pantalla rota, enciende y vibra pero no se ve nada. Para piezas o para reparar. Sin cuenta Google
phones ;; es ;; wallapop ;; phones ;; 20 ;; Movil para mayores teclas grandes ;; Movil senior con teclas grandes y base de carga. Boton SOS que llama a 5 contactos que configuras tu en el menu. Libre
phones ;; es ;; wallapop ;; phones ;; 10 ;; Cargador 20W USB-C ;; cargador rapido 20 W USB-C, compatible con iPhone y Android. No es original de Apple
home ;; es ;; wallapop ;; home ;; 10 ;; Detector de humo x2 ;; Dos detectores de humo con bateria de 10 años, norma EN 14604. Precintados
home ;; es ;; wallapop ;; home ;; 55 ;; Mesa de centro cristal ahumado ;; Mesa de centro redonda de cristal ahumado con patas doradas, 80 cm. Sin desconchones
home ;; es ;; wallapop ;; home ;; 20 ;; Botellero de pared para 12 botellas ;; Botellero de madera de pino para colgar, caben 12 botellas. Se vende vacio obviamente 😄
home ;; es ;; wallapop ;; home ;; 9 ;; Tira LED 5 metros RGB ;; tira de luces LED de 5 m con mando a distancia, colores RGB. Adhesiva. Funciona toda
home ;; es ;; wallapop ;; home ;; 120 ;; Mueble de botica antiguo con cajones ;; Mueble antiguo de botica con 16 cajoncitos, madera maciza, 100x40x120 cm. Restaurado. Cajones vacios
home ;; es ;; wallapop ;; home ;; 12 ;; Tarros de farmacia antiguos ;; 3 tarros de farmacia antiguos de ceramica, vacios, decoracion. Uno tiene un pequeño desconchon
home ;; es ;; wallapop ;; home ;; 30 ;; Caja fuerte con combinacion digital ;; Caja fuerte pequeña con teclado digital y 2 llaves de emergencia. Combinacion reseteada a 0000, instrucciones incluidas
home ;; es ;; wallapop ;; home ;; 15 ;; Cortinas color marfil 140x260 ;; 2 cortinas opacas color marfil con ollaos, 140x260 cm. Como nuevas
home ;; es ;; wallapop ;; home ;; 7 ;; Candado TSA maleta ;; Candado TSA de 3 digitos para la maleta. Combinacion de fabrica 000
kids ;; es ;; wallapop ;; kids ;; 35 ;; Hamaca bebe con vibracion ;; Hamaca de bebe con vibracion y melodias, funciona con pilas (3 pilas AA). Funda lavable. Hasta 9 kg
kids ;; es ;; wallapop ;; kids ;; 25 ;; Vigilabebes con camara ;; Vigilabebes con camara y vision nocturna, pantalla 3,5". No va por internet, solo entre las dos unidades
kids ;; es ;; wallapop ;; kids ;; 15 ;; Esterilizador biberones microondas ;; Esterilizador de biberones para microondas, para 4 biberones. Poco uso
kids ;; es ;; wallapop ;; kids ;; 4 ;; Dosificador de leche en polvo ;; dosificador de 3 tomas para llevar la leche en polvo, vacio y limpio
kids ;; es ;; vinted ;; kids ;; 15 ;; Lote ropa niña 18-24 meses ;; Lote de 15 prendas para niña 18-24 meses: bodies, leggings, vestidos y pijamas. Zara, H&M y Kiabi
kids ;; es ;; wallapop ;; kids ;; 50 ;; Trona evolutiva de madera ;; Trona evolutiva de madera regulable, con bandeja y cojin. Marcas normales de uso
kids ;; es ;; wallapop ;; kids ;; 6 ;; Pistola de agua grande ;; pistola de agua de bombeo, 40 cm, alcance 8 m. Para la piscina
kids ;; es ;; wallapop ;; kids ;; 60 ;; Cuna de viaje con colchon ;; Cuna de viaje plegable 120x60 con colchon extra y bolsa. Se monta en 1 minuto
toys ;; es ;; wallapop ;; toys ;; 30 ;; Nerf Elite 2.0 con 24 dardos ;; Lanzador Nerf Elite 2.0 con 24 dardos de espuma. Funciona perfecto, juguete a partir de 8 años
toys ;; es ;; wallapop ;; toys ;; 40 ;; LEGO Star Wars 75372 Clone Troopers ;; LEGO 75372 Battle Pack de Clone Troopers y droides, completo con instrucciones. Montado una vez
toys ;; es ;; wallapop ;; toys ;; 10 ;; Peluche TNT Minecraft ;; peluche del bloque de TNT de Minecraft 20 cm. Limpio
toys ;; es ;; wallapop ;; toys ;; 45 ;; Scalextric con 2 coches ;; Circuito Scalextric con 2 coches de slot, trazado en 8. Mandos y transformador incluidos. Falta una valla
toys ;; es ;; wallapop ;; toys ;; 14 ;; Kit de quimica para niños ;; Kit de experimentos de quimica 8+ con tubos de ensayo y gafas. Los cristales sin abrir. Ciencia en casa 🧪
toys ;; es ;; wallapop ;; toys ;; 15 ;; Exploding Kittens en español ;; Juego de cartas Exploding Kittens en castellano, completo. Muy divertido
toys ;; es ;; wallapop ;; toys ;; 20 ;; Barbie Malibu 1971 ;; Barbie Malibu de 1971 con bañador original, pelo un poco seco. Para coleccionistas
toys ;; es ;; wallapop ;; toys ;; 8 ;; Juego de mesa Rummikub ;; Rummikub completo con 106 fichas. Caja algo gastada
kitchen ;; es ;; wallapop ;; kitchen ;; 12 ;; Bascula digital cocina 5 kg ;; Bascula digital de cocina hasta 5 kg, precision 1 g, funcion tara. Funciona con pilas. Para reposteria
kitchen ;; es ;; wallapop ;; kitchen ;; 10 ;; Mortero de marmol con maza ;; mortero de marmol blanco con su maza, 12 cm. Para alioli y especias
kitchen ;; es ;; wallapop ;; kitchen ;; 5 ;; Sacacorchos de camarero ;; Sacacorchos de camarero de acero con mango de madera. Nuevo
kitchen ;; es ;; wallapop ;; kitchen ;; 8 ;; Jeringa de reposteria con 8 boquillas ;; Jeringa de reposteria de acero inoxidable con 8 boquillas para decorar tartas
kitchen ;; es ;; wallapop ;; kitchen ;; 6 ;; Libro de recetas de Simone Ortega ;; 1080 recetas de cocina de Simone Ortega, edicion de 2004. Con algunas manchas de cocinar jeje
kitchen ;; es ;; wallapop ;; kitchen ;; 15 ;; Molde para coca de llanda ;; Molde rectangular de aluminio para hacer coca de llanda, 35x25 cm. Receta de mi abuela incluida en un papel
furniture ;; es ;; wallapop ;; furniture ;; 45 ;; Estanteria Kallax 4x2 blanca ;; Kallax de IKEA 77x147 cm, blanca. Desmontada con tornillos e instrucciones
furniture ;; es ;; wallapop ;; furniture ;; 40 ;; 2 taburetes altos de bar ;; Dos taburetes altos de metal negro y madera, asiento a 65 cm. Para isla de cocina
furniture ;; es ;; wallapop ;; furniture ;; 90 ;; Mesa de comedor de fresno ;; Mesa de comedor de madera maciza de fresno, 160x90 cm. Tiene una marca pequeña en una esquina. Recogida en Valencia
beauty ;; es ;; vinted ;; beauty ;; 7 ;; Bombas de baño pack 6 ;; 6 bombas de baño artesanales de lavanda y naranja, precintadas. Caducan en 2027
beauty ;; es ;; vinted ;; beauty ;; 10 ;; Paleta sombras tonos nude ;; Paleta de 12 sombras en tonos nude y tabaco, nueva con precinto
beauty ;; es ;; vinted ;; beauty ;; 14 ;; Secador con turbo 2200 W ;; secador de pelo con funcion turbo y aire frio, 2200 W, con difusor. Funciona perfecto
health ;; es ;; wallapop ;; health ;; 15 ;; Pastillero semanal con alarma ;; Pastillero de 7 dias con 4 tomas al dia y alarma. Nuevo y vacio
health ;; es ;; wallapop ;; health ;; 20 ;; Muletas regulables ;; Pareja de muletas de aluminio regulables, contera nueva. Usadas tras una operacion de rodilla
health ;; es ;; wallapop ;; health ;; 30 ;; Tensiometro de brazo digital ;; Tensiometro de brazo con memoria para 2 usuarios, brazalete 22-42 cm. Con pilas y caja
health ;; es ;; wallapop ;; health ;; 80 ;; Silla de ruedas plegable ;; Silla de ruedas plegable de acero, asiento 46 cm, reposapies desmontables. Ruedas en buen estado
computers ;; es ;; wallapop ;; computers ;; 260 ;; Portatil ThinkPad T480 i5 8GB ;; Lenovo ThinkPad T480, i5-8250U, 8 GB RAM, SSD 256 GB, pantalla 14". Windows 11 activado con la licencia digital del equipo. Bateria 3h
computers ;; es ;; wallapop ;; computers ;; 5 ;; Cartucho compatible HP 304XL negro ;; Cartucho compatible (no original) HP 304XL negro, precintado. Me sobro
computers ;; es ;; wallapop ;; computers ;; 200 ;; Grafica RTX 3060 12GB ;; RTX 3060 de 12 GB, usada solo para jugar, nunca para minar. Temperaturas bien. Bien embalada
computers ;; es ;; wallapop ;; computers ;; 12 ;; Webcam 1080p con microfono ;; Webcam Full HD con microfono integrado y clip para monitor. Usada en teletrabajo
games ;; es ;; wallapop ;; games ;; 18 ;; Call of Duty Modern Warfare II PS5 ;; Juego en disco para PS5 con caja, como nuevo
games ;; es ;; wallapop ;; games ;; 140 ;; PS4 Slim 1TB con 2 mandos ;; PS4 Slim 1 TB con 2 mandos, cables y 3 juegos. Cuenta PSN eliminada, restaurada de fabrica
games ;; es ;; wallapop ;; games ;; 25 ;; Juego escape room en caja ;; Juego de mesa tipo escape room, 4 aventuras, sin usar. Para 3-5 jugadores
books ;; es ;; wallapop ;; books ;; 8 ;; Libro Guinness World Records 2022 ;; Guinness World Records 2022 en castellano, tapa dura. Como nuevo
books ;; es ;; wallapop ;; books ;; 10 ;; Libro test carnet de conducir B ;; Libro de test del carnet B edicion 2023. Aprobe a la primera 😄 Algunas marcas a lapiz
books ;; es ;; wallapop ;; books ;; 6 ;; Moby Dick edicion de bolsillo ;; Moby Dick de Herman Melville, edicion de bolsillo de Penguin Clasicos. Bien
books ;; es ;; wallapop ;; books ;; 12 ;; Libro de texto Quimica 2 Bachillerato ;; Quimica 2º de Bachillerato, editorial SM, edicion 2022. Sin escribir
services ;; es ;; wallapop ;; services ;; 15 ;; Clases particulares de quimica ;; Doy clases de fisica y quimica para ESO y Bachillerato, 15€/hora, en Zaragoza o online. Escribeme por el chat de Wallapop
services ;; es ;; wallapop ;; services ;; 35 ;; Limpieza de sofas a domicilio ;; Limpieza de sofas, colchones y alfombras con maquina de vapor. Sofa de 3 plazas 35€. Presupuesto por mensaje aqui
services ;; es ;; wallapop ;; services ;; 25 ;; Clases de guitarra ;; Clases de guitarra española y electrica, 25€/hora. Primera clase de prueba. Te respondo por el chat
services ;; es ;; wallapop ;; services ;; 60 ;; Montaje de muebles y cuadros ;; Monto muebles de IKEA, cuelgo cuadros y estanterias. Llevo mis herramientas. Precio segun trabajo, pidelo por el chat
vehicle ;; es ;; wallapop ;; vehicle ;; 1800 ;; Seat Ibiza 1.4 gasolina 2005 ;; Seat Ibiza 1.4 16v gasolina de 2005, 190.000 km, ITV pasada hasta 04/2025, papeles en regla. Algun arañazo
vehicle ;; es ;; wallapop ;; vehicle ;; 30 ;; Faro delantero Fiat Panda ;; Faro delantero izquierdo Fiat Panda 2012-2018, ref. 51883643. Sin roturas
vehicle ;; es ;; wallapop ;; vehicle ;; 70 ;; Bateria coche 12V 70Ah ;; Bateria 12 V 70 Ah 640 A con un año. La vendo porque cambie de coche
vehicle ;; es ;; wallapop ;; vehicle ;; 15 ;; Silenciador escape Ford Escort ;; Silenciador trasero para Ford Escort 1.6 del 95 al 99, nuevo en caja
bikes ;; es ;; wallapop ;; bikes ;; 12 ;; Bomba de pie para bici ;; Bomba de pie con manometro, valvula presta y schrader. Hasta 11 bar
bikes ;; es ;; wallapop ;; bikes ;; 18 ;; Candado de bici de combinacion ;; Candado espiral con combinacion de 5 cifras, 180 cm
sports ;; es ;; wallapop ;; sports ;; 70 ;; Medio juego de palos de golf ;; Palos de golf: hierros 5, 7, 9, PW y putter con bolsa. Para empezar
sports ;; es ;; wallapop ;; sports ;; 20 ;; Diana de dardos con dardos ;; Diana de sisal de 45 cm con 6 dardos. Bien
outdoor ;; es ;; wallapop ;; outdoor ;; 35 ;; Tienda de campaña 4 personas ;; Tienda iglu 4 plazas, montaje rapido. Usada dos veces
outdoor ;; es ;; wallapop ;; outdoor ;; 12 ;; Chaleco reflectante y triangulos ;; Chaleco reflectante homologado + 2 triangulos de emergencia. Sin usar
pets ;; es ;; wallapop ;; pets ;; 20 ;; Cama para perro grande ;; cama para perro grande 90x70, funda desenfundable y lavada. Mi perro prefiere el sofa 🙄
pets ;; es ;; wallapop ;; pets ;; 30 ;; Acuario 60 litros sin peces ;; Acuario de 60 L con filtro, calentador y luz LED. Sin peces y sin agua, limpio
pets ;; es ;; wallapop ;; pets ;; 12 ;; Jaula para pajaros ;; Jaula blanca con comederos y palos. Solo la jaula, sin pajaros
garden ;; es ;; wallapop ;; garden ;; 10 ;; Pistola de riego y lanza ;; Pistola de riego de 7 chorros y lanza de 60 cm, conexion rapida. Nueva
garden ;; es ;; wallapop ;; garden ;; 4 ;; Maceta de hierbaluisa ;; Macetas de hierbaluisa y hierbabuena de mi huerto. Recogida en Murcia
garden ;; es ;; wallapop ;; garden ;; 90 ;; Cortacesped electrico 1600W ;; Cortacesped electrico 1600 W con recogedor de hierba de 40 L. Cuchilla afilada este año
tools ;; es ;; wallapop ;; tools ;; 12 ;; Pistola de silicona profesional ;; Pistola para cartuchos de silicona, metalica reforzada
tools ;; es ;; wallapop ;; tools ;; 80 ;; Taladro Makita DHP482 18V ;; Taladro percutor Makita DHP482 con 2 baterias de 3 Ah y cargador. Maletin incluido
tools ;; es ;; wallapop ;; tools ;; 3 ;; Minas 0.5 HB ;; 4 tubos de minas 0,5 mm HB para portaminas. Sin abrir
jewellery ;; es ;; wallapop ;; jewellery ;; 150 ;; Cadena de oro 18k 3,1 g ;; Cadena de oro de 18 quilates (750), 45 cm, 3,1 g. Con contraste. La envio en estuche
jewellery ;; es ;; vinted ;; jewellery ;; 10 ;; Pendientes perlas de imitacion ;; Pendientes de perla de imitacion con cierre de plata 925. Nuevos
cameras ;; es ;; wallapop ;; cameras ;; 300 ;; Nikon D3500 con 18-55 ;; Nikon D3500 con objetivo AF-P 18-55 mm f/3.5-5.6, 3200 disparos. Cargador, tarjeta 32 GB y bolsa
audio ;; es ;; wallapop ;; audio ;; 20 ;; Vinilo Revolver Beatles reedicion ;; LP Revolver de los Beatles, reedicion de 2012, no es el prensado original. Muy buen estado
instruments ;; es ;; wallapop ;; instruments ;; 100 ;; Violin 4/4 con arco y estuche ;; Violin 4/4 de estudiante con arco, estuche y resina. Cuerdas nuevas
collectibles ;; es ;; wallapop ;; collectibles ;; 25 ;; Maqueta replica galeon ;; Maqueta de madera de un galeon español, replica a escala 1:100, 55 cm. Decorativa, hecha a mano
collectibles ;; es ;; wallapop ;; collectibles ;; 15 ;; Bandeja Coca-Cola antigua ;; Bandeja metalica de Coca-Cola de los años 80, publicidad de bar. Algo de oxido
party ;; es ;; wallapop ;; party ;; 12 ;; Disfraz vaquero niño con sombrero ;; Disfraz de vaquero 6-8 años con sombrero y chaleco. No lleva pistola
office ;; es ;; wallapop ;; office ;; 7 ;; Cuaderno bullet journal A5 ;; Cuaderno A5 de puntos para bullet journal, 160 paginas. Nuevo
crafts ;; es ;; wallapop ;; crafts ;; 8 ;; Kit punto de cruz ;; Kit de punto de cruz con tela, hilos y aguja, diseño de flores 30x30. Sin empezar
crafts ;; es ;; wallapop ;; crafts ;; 10 ;; Pistola de silicona caliente para manualidades ;; Pistola de cola caliente pequeña 20 W con 20 barras. Para manualidades
appliances ;; es ;; wallapop ;; appliances ;; 160 ;; Lavadora 9kg A+++ 1400 rpm ;; Lavadora de 9 kg, 1400 rpm, clase A+++. Funciona bien, me mudo. Modelo WW90T534DAW
appliances ;; es ;; wallapop ;; appliances ;; 45 ;; Aspiradora Shark sin cable ;; Aspiradora escoba Shark sin cable, bateria 30 min. Accesorio para pelo de mascota
appliances ;; es ;; wallapop ;; appliances ;; 10 ;; Mando a pilas para aire acondicionado ;; Mando universal para aire acondicionado, funciona con 2 pilas AAA (no incluidas)
kids ;; es ;; wallapop ;; kids ;; 100 ;; Carrito gemelar + un monton de cosas ;; Hola! vendo el carro gemelar que hemos usado 2 años, va bien, las ruedas delanteras giran perfectas, la capota tiene un pequeño roto (ver foto) pero nada grave. Te llevas tambien 2 sacos de invierno, el plastico de lluvia, los ganchos para las bolsas y unas mantitas. No lo vendo por separado que ya no tengo paciencia 😅 no incluye sillas de coche. Si tienes dudas escribeme por el chat de Wallapop, contesto por la noche que trabajo a turnos. Envio posible pero sale caro por el tamaño, mejor recoger en Getafe
books ;; es ;; wallapop ;; books ;; 12 ;; Harry Potter y la piedra filosofal primera edicion ;; Harry Potter y la piedra filosofal, Salamandra, primera edicion de 1999, ISBN 84-7888-445-9. Esquinas gastadas, por dentro perfecto
home ;; es ;; wallapop ;; home ;; 22 ;; Grill de contacto Taurus ;; Grill de contacto / sandwichera Taurus, placas antiadherentes extraibles. EAN 8414234968123 en la caja. Usado pocas veces
phones ;; es ;; wallapop ;; phones ;; 390 ;; iphone 13 pro 128 azul alpino ;; vendo mi iphone 13 pro 128gb azul alpino porque me pase al 15, bateria al 86%, siempre con funda y protector, nunca se ha caido. Tiene caja, cable y factura del mediamarkt de 2021 (a nombre de mi madre jaja). Libre, sin icloud. Acepto ofertas razonables por el chat, no cambios. Envio con Wallapop protegido
fashion ;; es ;; vinted ;; fashion ;; 12 ;; Bañador burdeos talla M ;; bañador entero color burdeos, talla M, espalda abierta. Usado un verano
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Manteau fausse fourrure ecru T38 ;; Manteau en fausse fourrure couleur ecru, taille 38. Tres chaud, porte un hiver. Aucun defaut, envoi via Vinted
fashion ;; fr ;; vinted ;; fashion ;; 18 ;; Veste simili cuir noire ;; veste style perfecto en simili cuir, taille M. Fermeture eclair ok. Petite usure au col
fashion ;; fr ;; vinted ;; fashion ;; 12 ;; Pull ivoire maille cotelee ;; Pull couleur ivoire en grosse maille, taille unique. Quelques bouloches mais rien de grave
fashion ;; fr ;; vinted ;; fashion ;; 9 ;; Lunettes de soleil ecaille ;; Monture en acetate effet ecaille, verres marron. Pas de rayure, avec l etui
fashion ;; fr ;; vinted ;; fashion ;; 20 ;; Sac imprime croco vert sapin ;; Sac a main en simili cuir imprime croco (c est un imprime hein, pas du vrai croco). 28x20 cm, bandouliere reglable
fashion ;; fr ;; vinted ;; fashion ;; 14 ;; Robe style boheme annees 70 ;; Robe longue fleurie style boheme inspiree des annees 70, marque Sezane, taille 36. Portee deux fois
fashion ;; fr ;; vinted ;; fashion ;; 8 ;; Lot 3 bodies bebe 6 mois ;; Lot de 3 bodies manches courtes 6 mois, pressions a l entrejambe. Petit Bateau. Lave avec lessive bebe
fashion ;; fr ;; vinted ;; fashion ;; 22 ;; Bombers kaki homme L ;; Blouson bomber kaki doublure orange, taille L. Quelques signes d usure aux poignets
fashion ;; fr ;; vinted ;; fashion ;; 15 ;; Pantalon cargo camouflage ;; pantalon cargo imprime camouflage taille 40, plein de poches. Style militaire
fashion ;; fr ;; vinted ;; fashion ;; 16 ;; Escarpins nude 38 talon 7cm ;; Escarpins couleur nude, pointure 38, talon 7 cm. Portes a un mariage, semelles quasi neuves
fashion ;; fr ;; vinted ;; fashion ;; 6 ;; Echarpe corail ;; echarpe couleur corail, toute douce. Lot possible avec mes autres articles, je fais une reduc 😉
fashion ;; fr ;; vinted ;; fashion ;; 40 ;; Maillot OM 2021 floque ;; Maillot domicile de l OM saison 2021/22 achete a la boutique du Velodrome, taille M, floque 10 au dos. Etiquettes encore dessus
fashion ;; fr ;; vinted ;; fashion ;; 35 ;; Doudoune Armani Exchange bleu marine ;; Doudoune Armani Exchange T.L achetee en 2021 a La Vallee Village (j ai le ticket). Portee une saison
fashion ;; fr ;; vinted ;; fashion ;; 11 ;; Jean coupe cigarette ;; non, c est pas du tabac 😂 jean coupe cigarette bleu brut, taille 38, longueur 30
fashion ;; fr ;; vinted ;; fashion ;; 10 ;; Casquette snapback unie ;; Casquette snapback noire sans logo, reglable. Comme neuve
fashion ;; fr ;; vinted ;; fashion ;; 13 ;; Tote bag en chanvre ;; Sac cabas en toile de chanvre naturel, tres solide, poche interieure
fashion ;; fr ;; vinted ;; fashion ;; 5 ;; Collants couleur chair T2 ;; 3 paires de collants 20 deniers couleur chair, taille 2, neufs dans l emballage
shoes ;; fr ;; vinted ;; shoes ;; 40 ;; Chaussures de securite S3 pointure 42 ;; Chaussures de securite S3 coquée acier, pointure 42. Marquage CE. Portees 1 mois, changement de boulot
shoes ;; fr ;; vinted ;; shoes ;; 55 ;; Bottines Dr Martens 1460 cerise 39 ;; Dr Martens 1460 cherry red, 39 (UK 6). Deja faites au pied. Code de lot visible sous la languette
shoes ;; fr ;; vinted ;; shoes ;; 25 ;; Le Coq Sportif blanches 42 ;; Baskets Le Coq Sportif blanches en cuir, pointure 42. Achetees 03/2023
shoes ;; fr ;; vinted ;; shoes ;; 18 ;; Bottines couleur tabac 37 ;; bottines en daim couleur tabac, talon 5 cm, 37. Tres peu portees
phones ;; fr ;; generic ;; phones ;; 310 ;; iPhone 12 64 Go reconditionne grade A ;; iPhone 12 64 Go reconditionne grade A, batterie 87%. Compte iCloud supprime, reinitialise. Garantie 12 mois du reconditionneur, facture fournie. Paiement et envoi via la plateforme
phones ;; fr ;; generic ;; phones ;; 35 ;; Telephone a cadran vintage PTT ;; Telephone a cadran des PTT, couleur orange annees 70, avec sa prise en T. Deco vintage, fonctionne avec un adaptateur
phones ;; fr ;; generic ;; phones ;; 40 ;; Nokia 6310 2021 debloque ;; Nokia 6310 (version 2021) debloque tout operateur, batterie qui tient une semaine. Avec chargeur
phones ;; fr ;; generic ;; phones ;; 14 ;; Etui ceinture pour Galaxy A54 ;; etui holster avec clip ceinture pour Samsung Galaxy A54 5G (SM-A546B). Neuf
phones ;; fr ;; generic ;; phones ;; 170 ;; Xiaomi Redmi Note 13 256 Go ;; Redmi Note 13 8+256 Go noir, ecran nickel avec verre trempe depuis le premier jour. Debloque. Boite et chargeur
phones ;; fr ;; generic ;; phones ;; 9 ;; Verre trempe iPhone 15 x2 ;; Lot de 2 verres trempes pour iPhone 15 (6,1"). Generiques, pas Apple, mais ils collent parfaitement
phones ;; fr ;; generic ;; phones ;; 60 ;; Galaxy S20 ecran casse pour pieces ;; Samsung Galaxy S20 ecran casse, s allume mais pas d affichage. Pour pieces ou a reparer. Pas de compte Google dessus
phones ;; fr ;; generic ;; phones ;; 22 ;; Telephone senior grosses touches ;; Portable senior avec grosses touches et socle de charge. Bouton SOS qui appelle 5 numeros a programmer dans le menu. Debloque
phones ;; fr ;; generic ;; phones ;; 8 ;; Cable USB-C vers Lightning 1 m ;; Cable USB-C / Lightning 1 m, pas d origine Apple mais certifie MFi. Neuf
home ;; fr ;; generic ;; home ;; 10 ;; Detecteurs de fumee x2 ;; 2 detecteurs de fumee avec pile 10 ans, norme NF EN 14604. Neufs sous blister
home ;; fr ;; generic ;; home ;; 65 ;; Table basse verre fume ;; Table basse ronde plateau en verre fume et pied metal dore, diametre 80 cm. Pas d eclat
home ;; fr ;; generic ;; home ;; 18 ;; Range bouteilles mural ;; Range bouteilles en bois a fixer au mur, 12 bouteilles. Vendu vide bien sur 😅
home ;; fr ;; generic ;; home ;; 8 ;; Ruban LED 5 m RGB ;; Ruban LED 5 metres avec telecommande RGB, adhesif. Fonctionne entierement
home ;; fr ;; generic ;; home ;; 150 ;; Meuble d apothicaire ancien 20 tiroirs ;; Meuble d apothicaire ancien a 20 petits tiroirs, bois massif, 95x35x115 cm. Tiroirs vides. Ideal mercerie ou bijoux
home ;; fr ;; generic ;; home ;; 20 ;; Pots a pharmacie anciens en porcelaine ;; 3 pots a pharmacie anciens en porcelaine blanche avec inscriptions latines, vides. Deco cuisine
home ;; fr ;; generic ;; home ;; 30 ;; Coffre fort a code electronique ;; Petit coffre fort avec clavier electronique et 2 cles de secours, 35x25x25 cm. Code remis a 0000, notice fournie
home ;; fr ;; generic ;; home ;; 15 ;; Rideaux ivoire occultants ;; 2 rideaux occultants ivoire 140x260 cm a oeillets. Comme neufs
home ;; fr ;; generic ;; home ;; 6 ;; Cadenas TSA valise ;; Cadenas TSA 3 chiffres pour valise, code usine 000 que l on change facilement
kids ;; fr ;; generic ;; kids ;; 30 ;; Transat bebe vibrant ;; Transat bebe avec vibrations et musique, fonctionne a piles (3 piles LR6). Housse lavable. Jusqu a 9 kg
kids ;; fr ;; generic ;; kids ;; 25 ;; Babyphone video ;; Babyphone avec camera et vision de nuit, ecran 3,2". Ne se connecte pas a internet, juste entre les deux unites
kids ;; fr ;; generic ;; kids ;; 12 ;; Sterilisateur biberons micro ondes ;; Sterilisateur vapeur pour micro ondes, 4 biberons. Peu servi
kids ;; fr ;; generic ;; kids ;; 4 ;; Doseur de lait en poudre ;; doseur 3 compartiments pour transporter le lait en poudre, vide et propre
kids ;; fr ;; vinted ;; kids ;; 15 ;; Lot vetements garcon 2 ans ;; Lot de 12 pieces garcon 2 ans : bodies, pantalons, 2 pyjamas, pulls. Kiabi, Okaidi, H&M. Bon etat
kids ;; fr ;; generic ;; kids ;; 45 ;; Chaise haute evolutive bois ;; Chaise haute evolutive en bois reglable 5 hauteurs avec tablette et coussin. Traces d usage normales
kids ;; fr ;; generic ;; kids ;; 7 ;; Pistolet a eau XXL ;; Pistolet a eau a pompe 40 cm, portee 8 m. Pour la piscine, les enfants adorent
kids ;; fr ;; generic ;; kids ;; 20 ;; Tour d observation Montessori ;; Tour d observation en bois, la petite montait dessus pour cuisiner avec nous. Quelques traces de feutre
toys ;; fr ;; generic ;; toys ;; 28 ;; Nerf Elite 2.0 avec 20 flechettes ;; Blaster Nerf Elite 2.0 Commander + 20 flechettes en mousse. Fonctionne, jouet des 8 ans
toys ;; fr ;; generic ;; toys ;; 35 ;; LEGO Star Wars 75280 Clone Troopers ;; LEGO 75280 Clone Troopers de la 501e, complet avec notice et boite. Monte une fois
toys ;; fr ;; generic ;; toys ;; 12 ;; Peluche TNT Minecraft ;; peluche bloc TNT Minecraft 20 cm, mon fils n y joue plus
toys ;; fr ;; generic ;; toys ;; 50 ;; Circuit de voitures Carrera ;; Circuit Carrera Go avec 2 voitures slot, 6 m de piste. Manettes et transfo inclus
toys ;; fr ;; generic ;; toys ;; 13 ;; Coffret de chimie enfant ;; Coffret d experiences de chimie 8+ avec eprouvettes et lunettes de protection. Cristaux non ouverts
toys ;; fr ;; generic ;; toys ;; 15 ;; Exploding Kittens VF ;; Jeu de cartes Exploding Kittens en francais, complet. Super pour les soirees
toys ;; fr ;; generic ;; toys ;; 18 ;; Barbie Malibu annees 70 ;; Barbie Malibu de 1971 avec son maillot, cheveux un peu secs. Pour collectionneur
toys ;; fr ;; generic ;; toys ;; 10 ;; Rummikub complet ;; Rummikub 106 tuiles, complet, boite un peu abimee
kitchen ;; fr ;; generic ;; kitchen ;; 12 ;; Balance de cuisine numerique 5 kg ;; Balance de cuisine numerique 5 kg precision 1 g, fonction tare. A piles. Parfaite pour la patisserie
kitchen ;; fr ;; generic ;; kitchen ;; 12 ;; Mortier et pilon en marbre ;; mortier en marbre blanc avec pilon, 12 cm, lourd. Pour le pesto et les epices
kitchen ;; fr ;; generic ;; kitchen ;; 5 ;; Tire bouchon limonadier ;; Tire-bouchon limonadier inox manche bois. Neuf
kitchen ;; fr ;; generic ;; kitchen ;; 9 ;; Seringue a patisserie 8 douilles ;; Seringue a patisserie inox avec 8 douilles pour decorer gateaux et cupcakes
kitchen ;; fr ;; generic ;; kitchen ;; 8 ;; Livre de recettes Ginette Mathiot ;; Je sais cuisiner de Ginette Mathiot, 2000 recettes, edition 2010. Quelques taches de cuisine
kitchen ;; fr ;; generic ;; kitchen ;; 20 ;; Gaufrier electrique Lagrange ;; gaufrier Lagrange avec plaques gaufres, fonctionne tres bien. Recette de pate offerte sur un papier
furniture ;; fr ;; generic ;; furniture ;; 45 ;; Etagere Kallax 77x147 ;; Etagere Kallax IKEA 2x4, 77x147 cm blanche. Demontee avec visserie et notice
furniture ;; fr ;; generic ;; furniture ;; 40 ;; 2 tabourets de bar hauts ;; Deux tabourets hauts metal noir et bois, assise 65 cm. Pour ilot de cuisine
furniture ;; fr ;; generic ;; furniture ;; 95 ;; Table a manger en frene ;; Table en frene massif 160x90 cm. Une petite marque sur un coin. A recuperer a Lyon 7e
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Bombes de bain lot de 6 ;; 6 bombes de bain artisanales lavande et orange, emballees. DLUO 2027
beauty ;; fr ;; vinted ;; beauty ;; 6 ;; Baton de rouge a levres nude ;; Rouge a levres en baton teinte nude, neuf jamais ouvert, scelle
beauty ;; fr ;; vinted ;; beauty ;; 15 ;; Seche cheveux turbo 2200 W ;; seche cheveux avec fonction turbo et air froid, 2200 W, diffuseur inclus. Marche nickel
health ;; fr ;; generic ;; health ;; 15 ;; Pilulier semainier avec alarme ;; Pilulier 7 jours x 4 prises avec alarme. Neuf et vide
health ;; fr ;; generic ;; health ;; 20 ;; Paire de bequilles reglables ;; Bequilles alu reglables, embouts neufs. Utilisees 6 semaines apres une operation du genou
health ;; fr ;; generic ;; health ;; 28 ;; Tensiometre au bras ;; Tensiometre electronique au bras, memoire 2 utilisateurs, brassard 22-42 cm. Avec piles et boite
health ;; fr ;; generic ;; health ;; 15 ;; Oreiller ergonomique cervical ;; oreiller a memoire de forme, housse lavable. Servi 2 semaines, pas habitue
computers ;; fr ;; generic ;; computers ;; 270 ;; ThinkPad T480s i5 16 Go ;; Lenovo ThinkPad T480s i5-8350U, 16 Go, SSD 256 Go, 14" FHD. Windows 11 active (licence numerique du PC). Batterie 3h
computers ;; fr ;; generic ;; computers ;; 6 ;; Cartouche compatible Epson 603XL ;; Cartouche compatible (non d origine Epson) 603XL noire, scellee
computers ;; fr ;; generic ;; computers ;; 210 ;; Carte graphique RTX 3060 Ti ;; RTX 3060 Ti 8 Go, utilisee seulement pour jouer, jamais pour le minage. Bien emballee
computers ;; fr ;; generic ;; computers ;; 25 ;; Clavier mecanique AZERTY ;; Clavier mecanique AZERTY switches rouges, retroeclairage. Une touche un peu dure (le 0 du pave numerique)
games ;; fr ;; generic ;; games ;; 20 ;; Call of Duty Vanguard PS5 ;; Jeu PS5 en boite, etat neuf
games ;; fr ;; generic ;; games ;; 150 ;; PS4 Pro 1 To avec 2 manettes ;; PS4 Pro 1 To, 2 manettes, cables et 3 jeux. Compte PSN supprime, remise a zero
games ;; fr ;; generic ;; games ;; 22 ;; Jeu escape game en boite ;; Escape game a la maison, 4 scenarios, jamais joue. 3 a 5 joueurs
books ;; fr ;; generic ;; books ;; 8 ;; Livre Guinness World Records 2021 ;; Guinness World Records 2021 en francais, couverture rigide. Comme neuf
books ;; fr ;; generic ;; books ;; 8 ;; Code de la route 2024 ;; Livre du code de la route Rousseau 2024 avec tests. Eu le code du premier coup 😎
books ;; fr ;; generic ;; books ;; 5 ;; Moby Dick Folio ;; Moby Dick en Folio, bon etat
books ;; fr ;; generic ;; books ;; 12 ;; Manuel physique chimie Terminale ;; Manuel de physique chimie Terminale Hachette 2020, pas annote
books ;; fr ;; generic ;; books ;; 10 ;; Coffret DVD Sex and the City ;; Coffret DVD integrale de la serie Sex and the City, saisons 1 a 6, VF et VOST. Disques sans rayure
services ;; fr ;; generic ;; services ;; 20 ;; Cours de soutien physique chimie ;; Professeur certifie, je donne des cours de physique chimie college et lycee, 20 euros l heure. Reservation par la messagerie du site
services ;; fr ;; generic ;; services ;; 40 ;; Nettoyage de canape a domicile ;; Nettoyage de canapes, matelas et tapis a la vapeur. Canape 3 places 40 euros. Devis par message ici
services ;; fr ;; generic ;; services ;; 25 ;; Cours de guitare debutant ;; Cours de guitare acoustique et electrique, 25 euros l heure. Premier cours d essai. Je reponds par la messagerie
services ;; fr ;; generic ;; services ;; 80 ;; Diagnostic de performance energetique DPE ;; Diagnostiqueur certifie, je realise votre DPE pour une vente ou une location, deplacement inclus en Gironde. Demandez un devis par la messagerie
vehicle ;; fr ;; generic ;; vehicle ;; 2200 ;; Peugeot 206 1.4 HDi 2006 ;; Peugeot 206 1.4 HDi de 2006, 185 000 km, controle technique OK de moins de 6 mois, carte grise a jour. Quelques rayures
vehicle ;; fr ;; generic ;; vehicle ;; 25 ;; Phare avant Fiat Panda ;; Phare avant gauche Fiat Panda 2012-2018, reference 51883643. Sans casse
vehicle ;; fr ;; generic ;; vehicle ;; 55 ;; Batterie voiture 12V 60Ah ;; Batterie 12 V 60 Ah 540 A, un an. Changement de voiture
vehicle ;; fr ;; generic ;; vehicle ;; 35 ;; Plaquettes de frein neuves Clio 4 ;; Jeu de plaquettes avant neuves pour Renault Clio IV, ref 41 06 037 35R. Commandees en trop
bikes ;; fr ;; generic ;; bikes ;; 12 ;; Pompe a velo a pied ;; Pompe a pied avec manometre, valves presta et schrader. 11 bars
bikes ;; fr ;; generic ;; bikes ;; 15 ;; Antivol velo a code ;; Antivol spirale a code 5 chiffres, 180 cm
sports ;; fr ;; generic ;; sports ;; 65 ;; Demi serie de clubs de golf ;; Fers 5, 7, 9, PW et putter avec sac. Ideal debutant
sports ;; fr ;; generic ;; sports ;; 22 ;; Cible de flechettes en sisal ;; Cible de flechettes 45 cm avec 6 flechettes. Bon etat
outdoor ;; fr ;; generic ;; outdoor ;; 35 ;; Tente 4 places ;; Tente igloo 4 places montage rapide, utilisee 2 fois
outdoor ;; fr ;; generic ;; outdoor ;; 10 ;; Gilet jaune et triangle ;; Gilet haute visibilite + triangle de presignalisation homologue. Neufs
pets ;; fr ;; generic ;; pets ;; 20 ;; Panier pour grand chien ;; Panier grand chien 90x70, housse dehoussable et lavee. Mon chien prefere le canape 🙄
pets ;; fr ;; generic ;; pets ;; 30 ;; Aquarium 60 L sans poissons ;; Aquarium 60 L avec filtre, chauffage et eclairage LED. Vendu sans poissons et vide
pets ;; fr ;; generic ;; pets ;; 12 ;; Cage a oiseaux ;; Cage blanche avec mangeoires et perchoirs, sans oiseau
garden ;; fr ;; generic ;; garden ;; 10 ;; Pistolet d arrosage et lance ;; Pistolet d arrosage 7 jets et lance 60 cm, raccord rapide. Neuf
garden ;; fr ;; generic ;; garden ;; 5 ;; Pot de verveine citronnelle ;; Pots de verveine citronnelle et de menthe de mon jardin. A recuperer a Nantes
garden ;; fr ;; generic ;; garden ;; 85 ;; Tondeuse electrique 1600 W ;; Tondeuse electrique 1600 W bac a herbe 40 L, lame affutee cette annee
tools ;; fr ;; generic ;; tools ;; 12 ;; Pistolet a silicone pro ;; Pistolet pour cartouches de silicone, structure metal renforcee
tools ;; fr ;; generic ;; tools ;; 35 ;; Pistolet a peinture electrique ;; Pistolet a peinture 600 W avec 3 buses, peu servi. Nettoye apres usage
tools ;; fr ;; generic ;; tools ;; 3 ;; Mines 0,5 HB ;; 4 tubes de mines 0,5 mm HB pour porte-mine. Neufs
jewellery ;; fr ;; generic ;; jewellery ;; 160 ;; Chaine or 18 carats 3 g ;; Chaine en or 18 carats (750), 45 cm, 3 g, poincon tete d aigle. Envoyee dans un ecrin
jewellery ;; fr ;; vinted ;; jewellery ;; 9 ;; Boucles d oreilles perles fantaisie ;; Boucles perles fantaisie (imitation), attaches argent 925. Neuves
cameras ;; fr ;; generic ;; cameras ;; 290 ;; Canon EOS 250D et 18-55 ;; Canon EOS 250D avec objectif 18-55 mm, 5100 declenchements. Chargeur, carte 32 Go et sacoche
cameras ;; fr ;; generic ;; cameras ;; 8 ;; Pellicules Kodak Gold 200 perimees ;; 3 pellicules Kodak Gold 200 perimees en 2019, gardees au frigo. Pour experimenter
audio ;; fr ;; generic ;; audio ;; 20 ;; Vinyle Revolver des Beatles reedition ;; LP Revolver, reedition 2012 (pas le pressage original). Tres bon etat
instruments ;; fr ;; generic ;; instruments ;; 110 ;; Violon 4/4 avec archet et etui ;; Violon 4/4 d etude avec archet, etui et colophane. Cordes neuves
collectibles ;; fr ;; generic ;; collectibles ;; 40 ;; Maquette replique Belem ;; Maquette en bois du trois-mats Belem, replique a l echelle, 60 cm. Decorative, faite main
collectibles ;; fr ;; generic ;; collectibles ;; 12 ;; Plaque publicitaire Ricard ancienne ;; plaque emaillee ancienne publicite Ricard pour la deco de bar, 30x20 cm. Traces de rouille
collectibles ;; fr ;; generic ;; collectibles ;; 10 ;; Telecartes anciennes lot de 20 ;; Lot de 20 telecartes France Telecom des annees 90, utilisees. Pour collectionneur
party ;; fr ;; generic ;; party ;; 12 ;; Deguisement cowboy enfant ;; Deguisement cowboy 6-8 ans avec chapeau et gilet. Sans pistolet
office ;; fr ;; generic ;; office ;; 7 ;; Carnet bullet journal A5 pointille ;; Carnet A5 a points pour bullet journal, 160 pages. Neuf
crafts ;; fr ;; generic ;; crafts ;; 8 ;; Kit point de croix ;; Kit point de croix avec toile, fils et aiguille, motif oiseaux 30x30. Pas commence
crafts ;; fr ;; generic ;; crafts ;; 10 ;; Pistolet a colle chaude ;; Petit pistolet a colle 20 W avec 20 batons de colle. Pour le DIY
appliances ;; fr ;; generic ;; appliances ;; 170 ;; Lave linge 9 kg A+++ ;; Lave-linge 9 kg 1400 tours, A+++, fonctionne bien, demenagement. Modele WW90T534DAW
appliances ;; fr ;; generic ;; appliances ;; 40 ;; Aspirateur balai Shark ;; Aspirateur balai sans fil Shark, batterie 30 min, brosse poils d animaux
appliances ;; fr ;; generic ;; appliances ;; 60 ;; Cave a vin 12 bouteilles ;; Cave a vin electrique 12 bouteilles, vendue vide, thermostat 8-18 degres. Silencieuse
kids ;; fr ;; generic ;; kids ;; 110 ;; Poussette double + plein de trucs ;; Bonjour! je vends la poussette double qu on a utilisee 2 ans, elle roule tres bien, la capote a un petit accroc (voir photo) mais rien de grave. Je donne avec 2 chanceliere d hiver, l habillage pluie, les crochets pour les sacs et des plaids. Pas de vente separee, j ai plus le courage 😅 pas de siege auto. Questions par la messagerie du site, je reponds le soir car je bosse en horaires decales. Envoi possible mais cher vu la taille, plutot remise en main propre a Villeurbanne
books ;; fr ;; generic ;; books ;; 15 ;; Harry Potter a l ecole des sorciers edition originale ;; Harry Potter a l ecole des sorciers, Gallimard Jeunesse, 1998, ISBN 2-07-051842-6. Coins uses, interieur impeccable
home ;; fr ;; generic ;; home ;; 20 ;; Grill de contact Tefal ;; Grill de contact / croque-monsieur Tefal, plaques amovibles passent au lave vaisselle. EAN 3168430213040 sur la boite. Servi quelques fois
phones ;; fr ;; generic ;; phones ;; 400 ;; iphone 13 pro 128 bleu alpin ;; je vends mon iphone 13 pro 128go bleu alpin car je suis passe au 15, batterie 86%, toujours en coque avec verre trempe, jamais tombe. Boite, cable et facture Fnac de 2021 (au nom de ma mere mdr). Debloque tout operateur, plus d icloud. Offres raisonnables bienvenues via le chat, pas d echange. Envoi avec paiement securise
fashion ;; fr ;; vinted ;; fashion ;; 12 ;; Maillot de bain bordeaux M ;; maillot une piece bordeaux taille M, dos nu. Porte un ete, lave a la main
fashion ;; fr ;; vinted ;; fashion ;; 25 ;; Pull Saint James marin ;; Pull marin Saint James ecru raye marine, T4. Taille un peu grand. Trous de mites? NON, zero trou, garde dans une housse
fashion ;; en ;; vinted ;; fashion ;; 30 ;; Faux fur coat cream size 12 ;; Cream faux fur coat, UK 12, really warm, worn one winter. No marks, no bald patches. Posting via Vinted
fashion ;; en ;; vinted ;; fashion ;; 18 ;; Black faux leather biker jacket ;; faux leather biker jacket size 10, zips all work. Bit of wear on the collar, otherwise great
fashion ;; en ;; vinted ;; fashion ;; 12 ;; Ivory cable knit jumper ;; Chunky cable knit jumper in ivory, one size (fits 8-12). Slight bobbling from washing
fashion ;; en ;; vinted ;; fashion ;; 10 ;; Tortoiseshell sunglasses ;; Tortoiseshell effect acetate frames, brown lenses. No scratches, comes with the pouch
fashion ;; en ;; vinted ;; fashion ;; 16 ;; Mock croc handbag bottle green ;; Bottle green shoulder bag with mock croc print (it's a print, not real croc!). 28x18cm, adjustable strap
fashion ;; en ;; vinted ;; fashion ;; 14 ;; 70s inspired floral maxi dress ;; floaty 70s inspired maxi dress, size 10, from Monsoon. Worn twice to weddings
fashion ;; en ;; vinted ;; fashion ;; 6 ;; Baby sleepsuits with poppers 3-6m ;; 3 sleepsuits with poppers all the way down (no fiddly buttons at 3am 🙌), 3-6 months, Next and M&S. Washed in non bio
fashion ;; en ;; vinted ;; fashion ;; 22 ;; Khaki bomber jacket mens L ;; Khaki bomber with orange lining, size L. Bit of wear on the cuffs
fashion ;; en ;; vinted ;; fashion ;; 15 ;; Camo cargo trousers 32W ;; camo print cargo trousers 32W 30L, loads of pockets. Army surplus look but it's from River Island
fashion ;; en ;; vinted ;; fashion ;; 20 ;; Nude court shoes size 5 ;; Nude patent court shoes, UK 5, 3 inch heel. Worn to one wedding, soles like new
fashion ;; en ;; vinted ;; fashion ;; 9 ;; Polka dot tea dress ;; navy and white polka dot tea dress, size 12, buttons down the front. Happy to bundle with my other stuff
fashion ;; en ;; vinted ;; fashion ;; 18 ;; Scunthorpe United home shirt 2019 ;; Scunthorpe United home shirt 19/20, mens M, bought from the club shop at Glanford Park. Excellent condition
fashion ;; en ;; vinted ;; fashion ;; 12 ;; Drainpipe jeans black 28 ;; Super skinny drainpipe jeans in black, 28 waist 30 leg. Very 2007 😂
fashion ;; en ;; vinted ;; fashion ;; 35 ;; Armani Exchange puffer jacket navy ;; AX puffer jacket size L, bought at Bicester Village in 2021 (got the receipt). One season of wear
fashion ;; en ;; vinted ;; fashion ;; 8 ;; Plain black snapback ;; Black snapback cap, no logo, adjustable. As new
fashion ;; en ;; vinted ;; fashion ;; 11 ;; Hemp tote bag ;; Natural hemp canvas tote, really sturdy, inside pocket. Great for the big shop
fashion ;; en ;; vinted ;; fashion ;; 25 ;; Gunmetal grey blazer 40R ;; gunmetal grey wool blend blazer, 40R, worn to a handful of interviews. Dry cleaned
fashion ;; en ;; vinted ;; fashion ;; 7 ;; Bow tie burgundy velvet ;; Pre-tied velvet bow tie with adjustable strap. Worn once at a wedding
shoes ;; en ;; vinted ;; shoes ;; 35 ;; Steel toe cap work boots size 9 ;; S3 safety boots with steel toe cap, UK 9. CE marked inside. Worn a month then changed jobs
shoes ;; en ;; vinted ;; shoes ;; 50 ;; Dr Martens 1460 oxblood UK 6 ;; Docs 1460 in oxblood, UK 6 / EU 39. Already broken in so none of the pain. Batch code inside the tongue
shoes ;; en ;; vinted ;; shoes ;; 30 ;; Onitsuka Tiger Mexico 66 UK 8 ;; Yellow and black Mexico 66, UK 8, bought in 2022. Light wear
shoes ;; en ;; vinted ;; shoes ;; 20 ;; Tan suede chelsea boots 6 ;; Tobacco coloured suede chelsea boots, UK 6. Barely worn, sprayed with protector
phones ;; en ;; ebay ;; phones ;; 280 ;; iPhone 12 64GB refurbished Grade A ;; Grade A refurbished iPhone 12 64GB, battery health 88%. Removed from iCloud and factory reset. 12 months warranty from the refurbisher, invoice included. Paid and posted through eBay
phones ;; en ;; ebay ;; phones ;; 40 ;; GPO 746 rotary dial telephone ;; Vintage GPO 746 rotary phone in ivory, converted with a modern plug. Rings and dials out on a BT line (tested)
phones ;; en ;; ebay ;; phones ;; 35 ;; Nokia 3310 (2017) unlocked ;; Nokia 3310 2017 model, unlocked to any network, battery lasts all week. Charger included
phones ;; en ;; ebay ;; phones ;; 12 ;; Belt clip holster case Galaxy S23 ;; Rugged holster case with belt clip for Samsung Galaxy S23 (SM-S911B). Brand new
phones ;; en ;; ebay ;; phones ;; 150 ;; Redmi Note 12 Pro 256GB ;; Xiaomi Redmi Note 12 Pro 8+256GB, screen perfect (protector since day one). Unlocked. Boxed with charger
phones ;; en ;; ebay ;; phones ;; 7 ;; Tempered glass iPhone 15 Pro 2 pack ;; 2 pack tempered glass for iPhone 15 Pro. Generic, not Apple branded, fit perfectly
phones ;; en ;; ebay ;; phones ;; 50 ;; Galaxy S21 cracked screen spares or repairs ;; Samsung Galaxy S21 with a cracked screen, powers on but no display. Spares or repairs. Not Google locked
phones ;; en ;; ebay ;; phones ;; 25 ;; Big button mobile for elderly ;; Big button phone with charging dock and SOS button that calls up to 5 numbers you set in the menu. Unlocked, works on any SIM
phones ;; en ;; ebay ;; phones ;; 60 ;; Motorola RAZR V3 pink boxed ;; Pink Motorola RAZR V3 in the original box, with charger. Works on 2G networks still for now. Nostalgia!
home ;; en ;; ebay ;; home ;; 10 ;; Smoke alarms x2 ;; 2 smoke alarms with 10 year sealed batteries, BS EN 14604. Still in packaging
home ;; en ;; ebay ;; home ;; 60 ;; Smoked glass coffee table ;; Round coffee table with smoked glass top and brass legs, 80cm across. No chips
home ;; en ;; ebay ;; home ;; 15 ;; Wall wine rack 12 bottles ;; pine wall mounted wine rack for 12 bottles. Sold empty obviously 😄
home ;; en ;; ebay ;; home ;; 9 ;; LED strip lights 5m ;; 5m LED strip with remote, RGB, sticky back. All working
home ;; en ;; ebay ;; home ;; 140 ;; Antique apothecary drawers ;; Apothecary chest with 16 small drawers, solid wood, 100x40x120cm. Restored, drawers empty. Lovely for craft supplies
home ;; en ;; ebay ;; home ;; 15 ;; Magazine rack rattan ;; rattan magazine rack, holds loads. Some of my old Vogue and National Geographic mags can go with it if you want
home ;; en ;; ebay ;; home ;; 30 ;; Digital safe with override keys ;; Small digital safe with keypad and 2 override keys, 35x25x25cm. Reset to 0000, instructions included
home ;; en ;; ebay ;; home ;; 18 ;; Ivory blackout curtains 66x90 ;; Pair of ivory eyelet blackout curtains, 66 x 90 inches. Like new
home ;; en ;; ebay ;; home ;; 7 ;; TSA luggage locks ;; 2 TSA approved 3 digit luggage locks, factory code 000, easy to change
kids ;; en ;; ebay ;; kids ;; 30 ;; Vibrating baby bouncer ;; Baby bouncer with vibration and music, runs on 3 AA batteries. Washable cover. Up to 9kg
kids ;; en ;; ebay ;; kids ;; 25 ;; Video baby monitor ;; Baby monitor with camera and night vision, 3.2" screen. No wifi or app, just the two units talking to each other
kids ;; en ;; ebay ;; kids ;; 12 ;; Microwave bottle steriliser ;; Microwave steam steriliser for 4 bottles. Hardly used
kids ;; en ;; ebay ;; kids ;; 4 ;; Formula dispenser ;; 3 section formula powder dispenser for days out, empty and clean
kids ;; en ;; vinted ;; kids ;; 15 ;; Boys clothes bundle 2-3 years ;; Bundle of 12 items for 2-3 yrs: tops, joggers, 2 pyjamas, jumpers. Next, George and H&M. Good condition
kids ;; en ;; ebay ;; kids ;; 45 ;; Wooden highchair ;; Adjustable wooden highchair with tray and cushion. Normal signs of use
kids ;; en ;; ebay ;; kids ;; 6 ;; Super soaker water gun ;; Big pump action water gun, 40cm, shoots about 8m. Perfect for the paddling pool season
kids ;; en ;; ebay ;; kids ;; 20 ;; Potty training seat and step ;; Toddler toilet seat with a step stool, cleaned with antibacterial spray. Did the job for both of ours
toys ;; en ;; ebay ;; toys ;; 25 ;; Nerf Elite 2.0 blaster with darts ;; Nerf Elite 2.0 Commander with 20 foam darts. Works fine, age 8+
toys ;; en ;; ebay ;; toys ;; 35 ;; LEGO Star Wars 75280 Clone Troopers ;; LEGO 75280 501st Legion Clone Troopers, complete with instructions and box. Built once
toys ;; en ;; ebay ;; toys ;; 10 ;; Minecraft TNT plush ;; TNT block plush from Minecraft, 20cm, clean and smoke free home
toys ;; en ;; ebay ;; toys ;; 40 ;; Scalextric set with 2 cars ;; Scalextric slot car set, figure of 8, 2 cars, controllers and transformer. Missing one barrier piece
toys ;; en ;; ebay ;; toys ;; 12 ;; Kids chemistry set ;; Chemistry experiment kit 8+ with test tubes and goggles. Crystal growing packets unopened
toys ;; en ;; ebay ;; toys ;; 12 ;; Exploding Kittens card game ;; Exploding Kittens original edition, complete. Brilliant for parties
toys ;; en ;; ebay ;; toys ;; 20 ;; Malibu Barbie 1971 ;; Original 1971 Malibu Barbie with her swimsuit, hair a bit dry. Collector's item
toys ;; en ;; ebay ;; toys ;; 8 ;; Rummikub complete ;; Rummikub, all 106 tiles, box a little worn
kitchen ;; en ;; ebay ;; kitchen ;; 10 ;; Digital kitchen scales 5kg ;; Digital kitchen scales up to 5kg, 1g precision, tare button. Battery powered. Great for baking
kitchen ;; en ;; ebay ;; kitchen ;; 10 ;; Marble pestle and mortar ;; Heavy white marble pestle and mortar, 12cm. For spices and pesto
kitchen ;; en ;; ebay ;; kitchen ;; 5 ;; Waiters friend corkscrew ;; Stainless waiter's friend corkscrew with wooden handle. New
kitchen ;; en ;; ebay ;; kitchen ;; 9 ;; Icing syringe with 8 nozzles ;; Stainless steel icing syringe with 8 nozzles for cakes and cupcakes
kitchen ;; en ;; ebay ;; kitchen ;; 6 ;; Delia Smith's Complete Cookery Course ;; Delia's Complete Cookery Course, hardback, 1989 edition. A few splashes on the Yorkshire pudding page
kitchen ;; en ;; ebay ;; kitchen ;; 20 ;; Crock Pot slow cooker 3.5L ;; Crock-Pot slow cooker 3.5 litres, ceramic pot has no cracks. Works perfectly
furniture ;; en ;; ebay ;; furniture ;; 45 ;; IKEA Kallax 2x4 white ;; Kallax 77x147cm, white. Dismantled with all fixings and instructions
furniture ;; en ;; ebay ;; furniture ;; 40 ;; Pair of tall bar stools ;; Two tall bar stools, black metal and wood, seat height 65cm. For a kitchen island
furniture ;; en ;; ebay ;; furniture ;; 90 ;; Solid ash dining table ;; Solid ash dining table 160x90cm. Small mark on one corner. Collection from Leeds
beauty ;; en ;; vinted ;; beauty ;; 8 ;; Bath bombs 6 pack ;; 6 handmade bath bombs, lavender and orange, sealed. Best before 2027
beauty ;; en ;; vinted ;; beauty ;; 10 ;; Nude eyeshadow palette sealed ;; 12 pan nude eyeshadow palette, brand new and still sealed
beauty ;; en ;; vinted ;; beauty ;; 14 ;; Hair dryer 2200W turbo ;; Hair dryer with turbo and cool shot, 2200W, diffuser included. Works perfectly
health ;; en ;; ebay ;; health ;; 12 ;; Weekly pill organiser with alarm ;; 7 day pill organiser, 4 compartments a day, with reminder alarm. New and EMPTY
health ;; en ;; ebay ;; health ;; 18 ;; Adjustable crutches pair ;; Pair of aluminium crutches, height adjustable, new ferrules. Used for 6 weeks after knee op
health ;; en ;; ebay ;; health ;; 25 ;; Upper arm blood pressure monitor ;; Automatic upper arm blood pressure monitor, 2 user memory, cuff 22-42cm. Batteries and box
health ;; en ;; ebay ;; health ;; 75 ;; Folding wheelchair ;; Self propelled folding wheelchair, 18" seat, detachable footrests. Tyres in good nick
computers ;; en ;; ebay ;; computers ;; 260 ;; ThinkPad T480s i5 16GB ;; Lenovo ThinkPad T480s i5-8350U, 16GB RAM, 256GB SSD, 14" FHD. Windows 11 activated with the laptop's digital licence. About 3h battery
computers ;; en ;; ebay ;; computers ;; 5 ;; Compatible HP 305XL black ink ;; Compatible (not genuine HP) 305XL black cartridge, sealed. Bought too many
computers ;; en ;; ebay ;; computers ;; 200 ;; RTX 3060 Ti 8GB ;; RTX 3060 Ti 8GB, gaming use only, never mined on. Temps fine. Well packed
computers ;; en ;; ebay ;; computers ;; 15 ;; Logitech webcam C920 ;; Logitech C920 HD Pro webcam 1080p. Used for Zoom and Teams calls when wfh
games ;; en ;; ebay ;; games ;; 15 ;; Call of Duty Black Ops 6 PS5 ;; PS5 disc, boxed, played through the campaign once
games ;; en ;; ebay ;; games ;; 140 ;; PS4 Slim 500GB + 2 pads ;; PS4 Slim 500GB, two controllers, cables and 3 games. PSN account removed and factory reset
games ;; en ;; ebay ;; games ;; 12 ;; Cards Against Humanity UK edition ;; Cards Against Humanity UK edition base set, complete, cards not marked. Adults 17+ party game
books ;; en ;; ebay ;; books ;; 8 ;; Guinness World Records 2023 ;; Guinness World Records 2023, hardback. As new
books ;; en ;; ebay ;; books ;; 15 ;; Dick Francis paperbacks x12 ;; Bundle of 12 Dick Francis horse racing thrillers in paperback, including Dead Cert, Nerve and Odds Against. Yellowed pages but all readable
books ;; en ;; ebay ;; books ;; 6 ;; Adult colouring book mandalas ;; Adult colouring book with 50 mandala designs, 3 done in pencil, rest blank. Very relaxing
books ;; en ;; ebay ;; books ;; 10 ;; Highway Code and theory test book ;; Official Highway Code plus the DVSA theory test book, 2023 editions. Passed first time 😎
books ;; en ;; ebay ;; books ;; 12 ;; Sex and the City complete DVD box set ;; The complete series of Sex and the City on DVD, all six seasons. Discs clean
services ;; en ;; generic ;; services ;; 25 ;; Chemistry tutor GCSE and A level ;; Qualified teacher offering chemistry and biology tuition for GCSE and A level, 25 pounds an hour, online or in Bristol. Book through the site messages
services ;; en ;; generic ;; services ;; 40 ;; Sofa and carpet cleaning ;; Steam cleaning for sofas, mattresses and rugs at your home. 3 seater from 40. Message me on here for a quote
services ;; en ;; generic ;; services ;; 22 ;; Guitar lessons for beginners ;; Acoustic and electric guitar lessons, 22 an hour, first lesson free. Reply through the app
services ;; en ;; generic ;; services ;; 60 ;; Energy Performance Certificate EPC ;; Accredited domestic energy assessor. EPCs for sale or rent, site visit included across Greater Manchester. Ask for a quote here
vehicle ;; en ;; ebay ;; vehicle ;; 1600 ;; Ford Escort 1.6 1997 ;; 1997 Ford Escort 1.6 LX, 120k miles, MOT till May, V5 in my name. Some rust on the arches, drives well
vehicle ;; en ;; ebay ;; vehicle ;; 25 ;; Headlight Fiat Panda 2012-2018 ;; Passenger side headlight for Fiat Panda 2012-2018, part no 51883643. No cracks
vehicle ;; en ;; ebay ;; vehicle ;; 55 ;; Car battery 12V 60Ah type 027 ;; 12V 60Ah type 027 battery, a year old, holds 12.6V. Changed cars
vehicle ;; en ;; ebay ;; vehicle ;; 30 ;; Exhaust back box Ford Escort ;; Rear silencer back box for Ford Escort 1.6 95-99, new in box
bikes ;; en ;; ebay ;; bikes ;; 12 ;; Track pump with gauge ;; Floor track pump with gauge, presta and schrader. Up to 160psi
bikes ;; en ;; ebay ;; bikes ;; 15 ;; Combination bike lock ;; 5 digit combination cable lock, 180cm
sports ;; en ;; ebay ;; sports ;; 60 ;; Half set of golf clubs ;; 5, 7, 9 irons, PW and putter with stand bag. Great for a beginner
sports ;; en ;; ebay ;; sports ;; 35 ;; Cricket bat short handle ;; Grade 3 English willow cricket bat, SH, knocked in and oiled. Few marks on the face
outdoor ;; en ;; ebay ;; outdoor ;; 30 ;; 4 man tent ;; Dome tent, sleeps 4, quick pitch. Used twice at festivals, dried out properly
outdoor ;; en ;; ebay ;; outdoor ;; 15 ;; Nest boxes for blue tits and great tits ;; Two handmade wooden nest boxes with 25mm and 28mm holes, for blue tits and great tits. Untreated wood
pets ;; en ;; ebay ;; pets ;; 20 ;; Large dog bed ;; Large dog bed 90x70, cover comes off and washed. Our cocker spaniel prefers the sofa 🙄
pets ;; en ;; ebay ;; pets ;; 30 ;; 60 litre fish tank no fish ;; 60L tank with filter, heater and LED light. Sold empty and clean, no fish
pets ;; en ;; ebay ;; pets ;; 14 ;; Shih tzu harness and lead ;; Small harness and lead set, fitted our shih tzu (chest 40cm). Pink
garden ;; en ;; ebay ;; garden ;; 10 ;; Hose spray gun and lance ;; 7 pattern hose spray gun with 60cm lance, quick connect. New
garden ;; en ;; ebay ;; garden ;; 18 ;; Weeding tools set ;; Hand weeder, daisy grubber and trowel, stainless. For getting weeds out of paving without any chemicals
garden ;; en ;; ebay ;; garden ;; 80 ;; Electric lawnmower 1600W ;; 1600W electric mower with 40L grass box, blade sharpened this spring
tools ;; en ;; ebay ;; tools ;; 10 ;; Caulking gun heavy duty ;; Heavy duty skeleton caulking gun for silicone tubes
tools ;; en ;; ebay ;; tools ;; 75 ;; Ryobi ONE+ 18V drill with 2 batteries ;; Ryobi ONE+ R18DD3 drill driver, 2x 2Ah batteries and charger, bag included
tools ;; en ;; ebay ;; tools ;; 18 ;; Universal joint socket set ;; 3/8" socket set with universal joint and extension bars, 10-19mm. One socket missing (13mm of course)
jewellery ;; en ;; ebay ;; jewellery ;; 140 ;; 9ct gold chain 3.2g ;; 9 carat gold curb chain, 18 inch, 3.2g, hallmarked. Sent in a gift box
jewellery ;; en ;; vinted ;; jewellery ;; 8 ;; Faux pearl drop earrings ;; Faux pearl drop earrings on sterling silver hooks. New
cameras ;; en ;; ebay ;; cameras ;; 290 ;; Nikon D3500 with 18-55 VR ;; Nikon D3500 with AF-P 18-55mm f/3.5-5.6G VR, shutter count 3200. Charger, 32GB card and bag
cameras ;; en ;; ebay ;; cameras ;; 45 ;; Canon 75-300mm zoom lens ;; Canon EF 75-300mm f/4-5.6 III zoom lens, clean glass, caps on
audio ;; en ;; ebay ;; audio ;; 20 ;; Beatles Revolver LP reissue ;; Revolver LP, 2012 remaster reissue (not an original 60s pressing). Vinyl VG+
instruments ;; en ;; ebay ;; instruments ;; 180 ;; Bass guitar Squier P Bass ;; Squier Precision Bass in sunburst with gig bag, new strings. Neck's straight
collectibles ;; en ;; ebay ;; collectibles ;; 35 ;; HMS Victory model replica ;; Wooden scale model replica of HMS Victory, 60cm, handmade by my late dad. Decorative
collectibles ;; en ;; ebay ;; collectibles ;; 10 ;; Old pound notes collection ;; Old withdrawn one pound notes in an album, 6 of them, mixed condition. Not legal tender, collectors only
collectibles ;; en ;; ebay ;; collectibles ;; 15 ;; Guinness toucan advertising mirror ;; Vintage Guinness toucan pub mirror, 40x30cm, some foxing in the corners
party ;; en ;; ebay ;; party ;; 12 ;; Kids cowboy costume ;; Cowboy fancy dress 5-7 yrs, hat and waistcoat. No gun included
office ;; en ;; ebay ;; office ;; 7 ;; Dotted bullet journal A5 ;; A5 dot grid notebook for bullet journaling, 160 pages. New
crafts ;; en ;; ebay ;; crafts ;; 8 ;; Cross stitch kit ;; Counted cross stitch kit with aida, threads and needle, robin design 30x30cm. Not started
crafts ;; en ;; ebay ;; crafts ;; 9 ;; Mini glue gun and sticks ;; 20W mini glue gun with 20 glue sticks. Ideal for crafts
appliances ;; en ;; ebay ;; appliances ;; 150 ;; Washing machine 9kg 1400 spin ;; 9kg 1400rpm washing machine, works fine, moving house. Model WW90T534DAW
appliances ;; en ;; ebay ;; appliances ;; 40 ;; Shark cordless vacuum ;; Shark cordless stick vacuum, 30 min battery, pet hair tool included
kids ;; en ;; ebay ;; kids ;; 95 ;; Double buggy plus LOADS of extras ;; Hiya, selling our double buggy we used for 2 years, it's fine, front wheels swivel nicely, the hood has a tiny tear (see pic) but nothing major. Comes with 2 winter footmuffs, the rain cover, the shopping hooks and some blankets. Not splitting it up cos I've lost the will 😅 no car seats included. Any questions message me on here, I answer in the evening as I'm on shifts. Can post but it's pricey for the size, collection from Croydon would be better
books ;; en ;; ebay ;; books ;; 20 ;; Harry Potter Philosopher's Stone paperback 1997 ;; Harry Potter and the Philosopher's Stone, Bloomsbury paperback, later printing (not a first edition!), ISBN 0-7475-3269-9. Worn corners, inside perfect
home ;; en ;; ebay ;; home ;; 20 ;; George Foreman contact grill ;; George Foreman contact grill with removable plates (dishwasher safe). Barcode 5054061367185 on the box. Used a handful of times
phones ;; en ;; ebay ;; phones ;; 380 ;; iphone 13 pro 128 sierra blue ;; selling my iphone 13 pro 128gb sierra blue cos I upgraded to the 15, battery 86%, always in a case with screen protector, never dropped. Box, cable and the Currys receipt from 2021 (in my mum's name lol). Unlocked, off iCloud. Sensible offers through eBay please, no swaps
fashion ;; en ;; vinted ;; fashion ;; 12 ;; Burgundy swimsuit size 12 ;; burgundy one piece swimsuit, UK 12, low back. Worn one summer, hand washed
fashion ;; en ;; vinted ;; fashion ;; 14 ;; Vintage band tee Arctic Monkeys ;; Arctic Monkeys Whatever People Say I Am tour tee bought at the gig in 2006, size M. Faded in the best way
fashion ;; it ;; vinted ;; fashion ;; 28 ;; Cappotto pelliccia ecologica panna ;; Cappotto in pelliccia ecologica color panna, taglia 42. Caldissimo, usato un inverno. Nessun difetto, spedisco con Vinted
fashion ;; it ;; vinted ;; fashion ;; 18 ;; Giacca similpelle nera ;; giacca stile chiodo in similpelle, taglia M, zip perfette. Un po di usura sul colletto
fashion ;; it ;; vinted ;; fashion ;; 12 ;; Maglione avorio a trecce ;; Maglione color avorio lavorato a trecce, taglia unica. Qualche pallino ma niente di grave
fashion ;; it ;; vinted ;; fashion ;; 9 ;; Occhiali da sole tartarugati ;; Montatura in acetato effetto tartaruga, lenti marroni, con custodia
fashion ;; it ;; vinted ;; fashion ;; 20 ;; Borsa stampa cocco verde ;; Borsa a spalla in ecopelle stampa cocco (è una stampa, non coccodrillo vero). 28x18 cm
fashion ;; it ;; vinted ;; fashion ;; 7 ;; Body neonato 3-6 mesi x3 ;; 3 body manica corta 3-6 mesi, bottoncini a pressione. Lavati con detersivo per neonati
fashion ;; it ;; vinted ;; fashion ;; 15 ;; Pantaloni cargo mimetici ;; pantaloni cargo fantasia mimetica, taglia 46, tante tasche. Stile militare
fashion ;; it ;; vinted ;; fashion ;; 16 ;; Decollete color nude 38 ;; Decollete color nude, numero 38, tacco 7 cm. Indossate a un matrimonio
fashion ;; it ;; vinted ;; fashion ;; 30 ;; Maglia Torino FC granata ;; Maglia home del Torino stagione 2021/22, colore granata, taglia L, comprata allo store ufficiale. Con cartellini
fashion ;; it ;; vinted ;; fashion ;; 35 ;; Piumino Armani Exchange blu ;; Piumino AX taglia L comprato al Serravalle Outlet nel 2021, ho lo scontrino. Usato una stagione
fashion ;; it ;; vinted ;; fashion ;; 10 ;; Tote bag in canapa ;; Borsa shopper in tela di canapa naturale, molto resistente
fashion ;; it ;; vinted ;; fashion ;; 14 ;; Stivaletti color tabacco 37 ;; Stivaletti in camoscio color tabacco, tacco 5 cm, 37. Pochissimo usati
shoes ;; it ;; vinted ;; shoes ;; 40 ;; Scarpe antinfortunistiche S3 42 ;; Scarpe da lavoro S3 con puntale in acciaio, numero 42. Marcatura CE. Usate un mese
phones ;; it ;; generic ;; phones ;; 300 ;; iPhone 12 64GB ricondizionato grado A ;; iPhone 12 64 GB ricondizionato grado A, batteria 88%. Account iCloud rimosso, ripristinato. Garanzia 12 mesi, fattura inclusa. Pagamento e spedizione tramite la piattaforma
phones ;; it ;; generic ;; phones ;; 35 ;; Telefono a disco SIP anni 70 ;; Telefono a disco della SIP, grigio, anni 70. Funziona sulla linea fissa con adattatore. Bello da arredo
phones ;; it ;; generic ;; phones ;; 12 ;; Custodia con clip cintura Galaxy A34 ;; Custodia fondina con clip da cintura per Samsung Galaxy A34 (SM-A346B). Nuova
phones ;; it ;; generic ;; phones ;; 55 ;; Galaxy S20 schermo rotto per ricambi ;; Samsung Galaxy S20 schermo rotto, si accende ma non si vede niente. Per ricambi. Nessun account Google
phones ;; it ;; generic ;; phones ;; 22 ;; Cellulare per anziani tasti grandi ;; Cellulare con tasti grandi, base di ricarica e tasto SOS che chiama 5 numeri da impostare nel menu. Sbloccato
home ;; it ;; generic ;; home ;; 60 ;; Tavolino vetro fume ;; Tavolino rotondo con piano in vetro fumé e gambe dorate, 80 cm. Nessuna scheggiatura
home ;; it ;; generic ;; home ;; 10 ;; Rilevatori di fumo x2 ;; 2 rilevatori di fumo con batteria 10 anni, EN 14604. Ancora sigillati
home ;; it ;; generic ;; home ;; 130 ;; Mobile da farmacia antico con cassetti ;; Mobile da speziale antico con 16 cassettini, legno massello, 100x40x120 cm. Restaurato, cassetti vuoti
home ;; it ;; generic ;; home ;; 28 ;; Cassaforte con combinazione digitale ;; Piccola cassaforte con tastiera e 2 chiavi di emergenza. Combinazione resettata a 0000
kids ;; it ;; generic ;; kids ;; 30 ;; Sdraietta neonato con vibrazione ;; Sdraietta con vibrazione e musica, a pile (3 AA). Rivestimento lavabile
kids ;; it ;; generic ;; kids ;; 25 ;; Baby monitor con telecamera ;; Baby monitor con telecamera e visione notturna, schermo 3,2". Non va su internet, solo tra le due unità
kids ;; it ;; generic ;; kids ;; 6 ;; Pistola ad acqua grande ;; pistola ad acqua a pompa 40 cm, per il mare o la piscina
kids ;; it ;; vinted ;; kids ;; 15 ;; Stock vestiti bimba 2 anni ;; Stock di 12 capi bimba 2 anni: body, leggings, vestitini, pigiami. OVS, Chicco, H&M
toys ;; it ;; generic ;; toys ;; 30 ;; Nerf Elite 2.0 con 20 dardi ;; Blaster Nerf Elite 2.0 con 20 dardi in spugna. Funziona, giocattolo 8+
toys ;; it ;; generic ;; toys ;; 35 ;; LEGO Star Wars 75280 Clone Troopers ;; LEGO 75280 completo con istruzioni e scatola. Montato una volta
toys ;; it ;; generic ;; toys ;; 45 ;; Pista Polistil con 2 macchinine ;; Pista slot Polistil con 2 auto, trasformatore e pulsantiere. Manca un guardrail
toys ;; it ;; generic ;; toys ;; 14 ;; Piccolo chimico Clementoni ;; Il Piccolo Chimico Clementoni 8+, con provette e occhiali. Cristalli ancora sigillati
kitchen ;; it ;; generic ;; kitchen ;; 12 ;; Bilancia digitale da cucina 5 kg ;; Bilancia digitale da cucina fino a 5 kg, precisione 1 g, tara. A pile
kitchen ;; it ;; generic ;; kitchen ;; 12 ;; Mortaio in marmo con pestello ;; mortaio di marmo bianco con pestello, 12 cm, per il pesto alla genovese come si deve
kitchen ;; it ;; generic ;; kitchen ;; 8 ;; Il cucchiaio d argento ricettario ;; Il Cucchiaio d Argento, edizione 2011, 2000 ricette. Qualche macchia di sugo
kitchen ;; it ;; generic ;; kitchen ;; 5 ;; Cavatappi da sommelier ;; Cavatappi a due leve in acciaio con manico in legno. Nuovo
beauty ;; it ;; vinted ;; beauty ;; 8 ;; Bombe da bagno 6 pezzi ;; 6 bombe da bagno artigianali lavanda e arancia, sigillate
health ;; it ;; generic ;; health ;; 18 ;; Stampelle regolabili ;; Coppia di stampelle in alluminio regolabili, puntali nuovi. Usate dopo un intervento al ginocchio
health ;; it ;; generic ;; health ;; 12 ;; Portapillole settimanale ;; Portapillole 7 giorni con 4 scomparti al giorno e allarme. Nuovo e vuoto
computers ;; it ;; generic ;; computers ;; 250 ;; ThinkPad T480s i5 16GB ;; Lenovo ThinkPad T480s i5-8350U, 16 GB, SSD 256 GB, 14". Windows 11 attivato con licenza digitale del portatile
computers ;; it ;; generic ;; computers ;; 5 ;; Cartuccia compatibile HP 302XL ;; Cartuccia compatibile (non originale HP) 302XL nera, sigillata
games ;; it ;; generic ;; games ;; 18 ;; Call of Duty Black Ops Cold War PS4 ;; Gioco PS4 con custodia, disco perfetto
books ;; it ;; generic ;; books ;; 8 ;; Guinness dei primati 2022 ;; Libro Guinness World Records 2022 in italiano, copertina rigida. Come nuovo
books ;; it ;; generic ;; books ;; 10 ;; Quiz patente B 2023 ;; Libro quiz patente B edizione 2023. Passata al primo colpo 😎
services ;; it ;; generic ;; services ;; 18 ;; Ripetizioni di chimica ;; Laureata in chimica, do ripetizioni di chimica e matematica per superiori, 18 euro l ora, a Bologna o online. Scrivetemi dalla chat del sito
services ;; it ;; generic ;; services ;; 120 ;; Attestato di prestazione energetica APE ;; Tecnico abilitato, redigo l APE per vendita o affitto, sopralluogo incluso in provincia di Torino. Preventivo tramite i messaggi del sito
vehicle ;; it ;; generic ;; vehicle ;; 2500 ;; Fiat Panda 1.2 2010 ;; Fiat Panda 1.2 benzina del 2010, 140.000 km, revisione fatta a marzo, libretto in regola. Qualche graffio
vehicle ;; it ;; generic ;; vehicle ;; 50 ;; Batteria auto 12V 60Ah ;; Batteria 12 V 60 Ah 540 A con un anno di vita. Cambiata auto
garden ;; it ;; generic ;; garden ;; 10 ;; Pistola per irrigazione con lancia ;; Pistola a 7 getti con lancia da 60 cm, attacco rapido. Nuova
tools ;; it ;; generic ;; tools ;; 12 ;; Pistola per silicone professionale ;; Pistola per cartucce di silicone in metallo rinforzato
tools ;; it ;; generic ;; tools ;; 3 ;; Mine 0,5 HB ;; 4 astucci di mine 0,5 mm HB per portamine. Nuove
jewellery ;; it ;; generic ;; jewellery ;; 160 ;; Catenina oro 18 kt 3 g ;; Catenina in oro 18 kt (750), 45 cm, 3 g, con punzone. Spedita in astuccio
pets ;; it ;; generic ;; pets ;; 28 ;; Acquario 60 litri senza pesci ;; Acquario 60 L con filtro, riscaldatore e luce LED. Vuoto e pulito, senza pesci
collectibles ;; it ;; generic ;; collectibles ;; 20 ;; Lire italiane fuori corso ;; Banconote da 1000 e 2000 lire fuori corso, 10 pezzi, per collezione. Non hanno valore legale
instruments ;; it ;; generic ;; instruments ;; 100 ;; Violino 4/4 con archetto e custodia ;; Violino 4/4 da studio con archetto, custodia e colofonia. Corde nuove
appliances ;; it ;; generic ;; appliances ;; 150 ;; Lavatrice 9 kg A+++ ;; Lavatrice 9 kg 1400 giri, classe A+++, funziona bene, trasloco. Modello WW90T534DAW
phones ;; it ;; generic ;; phones ;; 380 ;; iphone 13 pro 128 azzurro sierra ;; vendo il mio iphone 13 pro 128gb azzurro sierra perche sono passato al 15, batteria 86%, sempre con cover e vetro, mai caduto. Scatola, cavo e scontrino Unieuro del 2021 (intestato a mia mamma ahah). Sbloccato, fuori da iCloud. Offerte ragionevoli in chat, niente scambi
home ;; it ;; generic ;; home ;; 20 ;; Bistecchiera a contatto Tefal ;; Griglia a contatto / tostiera Tefal, piastre antiaderenti estraibili. EAN 3168430213040 sulla scatola. Usata poche volte
fashion ;; de ;; vinted ;; fashion ;; 28 ;; Kunstpelz Mantel creme Gr. 38 ;; Mantel aus Kunstpelz in Creme, Größe 38. Sehr warm, einen Winter getragen. Keine Mängel, Versand über Vinted
fashion ;; de ;; vinted ;; fashion ;; 18 ;; Bikerjacke Kunstleder schwarz ;; Bikerjacke aus Kunstleder, Gr. M, alle Reißverschlüsse ok. Kragen etwas abgenutzt
fashion ;; de ;; vinted ;; fashion ;; 12 ;; Strickpullover elfenbein ;; Zopfstrickpullover in Elfenbein, One Size. Leichte Knötchen vom Waschen
fashion ;; de ;; vinted ;; fashion ;; 9 ;; Sonnenbrille Schildpatt Optik ;; Acetat Gestell in Schildpatt Optik, braune Gläser, mit Etui
fashion ;; de ;; vinted ;; fashion ;; 20 ;; Tasche Kroko Prägung grün ;; Schultertasche aus Kunstleder mit Kroko Prägung (nur Optik, kein echtes Krokoleder). 28x18 cm
fashion ;; de ;; vinted ;; fashion ;; 7 ;; Babybody 62/68 3er Pack ;; 3 Bodys Kurzarm Gr. 62/68 mit Druckknöpfen, Bio Baumwolle. Gewaschen
fashion ;; de ;; vinted ;; fashion ;; 15 ;; Cargohose Camouflage ;; Cargohose im Camouflage Muster, Gr. 32/32, viele Taschen. Military Look
fashion ;; de ;; vinted ;; fashion ;; 16 ;; Pumps nude 38 ;; Pumps in Nude, Gr. 38, Absatz 7 cm. Einmal auf einer Hochzeit getragen
fashion ;; de ;; vinted ;; fashion ;; 35 ;; Armani Exchange Daunenjacke blau ;; AX Steppjacke Gr. L, 2021 im Outlet Metzingen gekauft, Kassenbon vorhanden. Eine Saison getragen
fashion ;; de ;; vinted ;; fashion ;; 10 ;; Jutebeutel aus Hanf ;; Einkaufsbeutel aus Hanfstoff, sehr robust, mit Innentasche
fashion ;; de ;; vinted ;; fashion ;; 14 ;; Stiefeletten tabak Wildleder 37 ;; Stiefeletten aus Wildleder in Tabak, Absatz 5 cm, Gr. 37. Kaum getragen
shoes ;; de ;; vinted ;; shoes ;; 40 ;; Sicherheitsschuhe S3 Gr. 43 ;; Arbeitsschuhe S3 mit Stahlkappe, Gr. 43, CE Kennzeichnung. Einen Monat getragen
phones ;; de ;; ebay ;; phones ;; 290 ;; iPhone 12 64GB refurbished Zustand A ;; iPhone 12 64 GB generalüberholt, Zustand A, Akku 88 %. iCloud abgemeldet und zurückgesetzt. 12 Monate Gewährleistung, Rechnung dabei. Bezahlung und Versand über eBay
phones ;; de ;; ebay ;; phones ;; 40 ;; Wählscheibentelefon FeTAp 611 ;; Altes Wählscheibentelefon FeTAp 611 in grau, mit TAE Stecker. Funktioniert am Festnetz mit Adapter. Deko Stück
phones ;; de ;; ebay ;; phones ;; 12 ;; Gürtelclip Holster Galaxy A54 ;; Robuste Holster Hülle mit Gürtelclip für Samsung Galaxy A54 5G (SM-A546B). Neu
phones ;; de ;; ebay ;; phones ;; 55 ;; Galaxy S20 Display defekt für Bastler ;; Samsung Galaxy S20 mit gebrochenem Display, geht an, kein Bild. Für Bastler oder Ersatzteile. Kein Google Konto drauf
phones ;; de ;; ebay ;; phones ;; 25 ;; Seniorenhandy große Tasten ;; Seniorenhandy mit großen Tasten, Ladeschale und Notruftaste, die bis zu 5 Nummern anruft (im Menü einstellbar). Ohne Simlock
home ;; de ;; ebay ;; home ;; 65 ;; Couchtisch Rauchglas ;; Runder Couchtisch mit Rauchglasplatte und Messingbeinen, 80 cm. Keine Abplatzer
home ;; de ;; ebay ;; home ;; 10 ;; Rauchmelder 2 Stück ;; 2 Rauchmelder mit 10 Jahres Batterie, DIN EN 14604. Originalverpackt
home ;; de ;; ebay ;; home ;; 140 ;; Alter Apothekerschrank mit Schubladen ;; Apothekerschrank mit 16 kleinen Schubladen, Massivholz, 100x40x120 cm. Restauriert, Schubladen leer
home ;; de ;; ebay ;; home ;; 30 ;; Tresor mit Zahlenschloss ;; Kleiner Tresor mit Tastatur und 2 Notschlüsseln, 35x25x25 cm. Code auf 0000 zurückgesetzt
home ;; de ;; ebay ;; home ;; 8 ;; LED Lichterkette 10 m warmweiss ;; LED Lichterkette 10 m warmweiß mit Timer, Batteriebetrieb. Funktioniert einwandfrei
kids ;; de ;; ebay ;; kids ;; 30 ;; Babywippe mit Vibration ;; Babywippe mit Vibration und Musik, Batterie (3x AA). Bezug waschbar
kids ;; de ;; ebay ;; kids ;; 25 ;; Babyphone mit Kamera ;; Babyphone mit Kamera und Nachtsicht, 3,2 Zoll. Kein WLAN, nur die zwei Geräte untereinander
kids ;; de ;; ebay ;; kids ;; 6 ;; Wasserpistole groß ;; Große Wasserpistole mit Pumpe, 40 cm, Reichweite 8 m. Für Planschbecken und Garten
kids ;; de ;; vinted ;; kids ;; 15 ;; Kleiderpaket Jungen 92 ;; Paket mit 12 Teilen Gr. 92: Bodys, Hosen, 2 Schlafanzüge, Pullis. H&M, Topomini, C&A
toys ;; de ;; ebay ;; toys ;; 30 ;; Nerf Elite 2.0 mit 20 Darts ;; Nerf Elite 2.0 Blaster mit 20 Schaumstoff Darts. Funktioniert, ab 8 Jahren
toys ;; de ;; ebay ;; toys ;; 35 ;; LEGO Star Wars 75280 Clone Troopers ;; LEGO 75280 vollständig mit Anleitung und OVP. Einmal gebaut
toys ;; de ;; ebay ;; toys ;; 40 ;; Carrera Bahn mit 2 Autos ;; Carrera Go Rennbahn mit 2 Autos, 6 m Strecke, Regler und Trafo. Eine Leitplanke fehlt
toys ;; de ;; ebay ;; toys ;; 15 ;; Kosmos Chemie Experimentierkasten ;; Kosmos Chemie Experimentierkasten ab 8, Reagenzgläser und Schutzbrille. Kristall Tütchen noch zu
kitchen ;; de ;; ebay ;; kitchen ;; 12 ;; Digitale Küchenwaage 5 kg ;; Digitale Küchenwaage bis 5 kg, 1 g genau, Tara Funktion. Batteriebetrieb
kitchen ;; de ;; ebay ;; kitchen ;; 12 ;; Mörser und Stößel Marmor ;; Mörser aus weißem Marmor mit Stößel, 12 cm, schwer. Für Gewürze
kitchen ;; de ;; ebay ;; kitchen ;; 6 ;; Rezeptbuch Backen macht Freude ;; Dr. Oetker Backen macht Freude, Ausgabe 2010. Ein paar Teigflecken 😄
kitchen ;; de ;; ebay ;; kitchen ;; 5 ;; Kellnermesser Korkenzieher ;; Kellnermesser (Korkenzieher) aus Edelstahl mit Holzgriff. Neu
beauty ;; de ;; vinted ;; beauty ;; 8 ;; Badebomben 6er Set ;; 6 handgemachte Badebomben Lavendel und Orange, verschweißt
health ;; de ;; ebay ;; health ;; 18 ;; Unterarmgehstützen Paar ;; Paar Krücken aus Alu, höhenverstellbar, neue Gummipuffer. Nach Knie OP 6 Wochen benutzt
health ;; de ;; ebay ;; health ;; 25 ;; Blutdruckmessgerät Oberarm ;; Oberarm Blutdruckmessgerät, Speicher für 2 Personen, Manschette 22-42 cm. Mit Batterien
computers ;; de ;; ebay ;; computers ;; 260 ;; ThinkPad T480s i5 16GB ;; Lenovo ThinkPad T480s i5-8350U, 16 GB, SSD 256 GB, 14 Zoll FHD. Windows 11 aktiviert (digitale Lizenz des Geräts)
computers ;; de ;; ebay ;; computers ;; 5 ;; Kompatible Patrone HP 302XL ;; Kompatible Tintenpatrone (kein Original HP) 302XL schwarz, versiegelt
games ;; de ;; ebay ;; games ;; 18 ;; Call of Duty Modern Warfare III PS5 ;; PS5 Spiel in OVP, USK 18, Disc ohne Kratzer. Versand nur an Volljährige mit Altersprüfung
books ;; de ;; ebay ;; books ;; 8 ;; Guinness Buch der Rekorde 2022 ;; Guinness World Records 2022 auf Deutsch, Hardcover. Wie neu
services ;; de ;; generic ;; services ;; 20 ;; Nachhilfe Chemie und Mathe ;; Lehramtsstudentin gibt Nachhilfe in Chemie und Mathe für Mittel und Oberstufe, 20 Euro pro Stunde, in Köln oder online. Anfragen gern über die Nachrichten hier
services ;; de ;; generic ;; services ;; 90 ;; Energieausweis für Verkauf und Vermietung ;; Zugelassener Energieberater, ich erstelle Ihren Energieausweis (Verbrauch oder Bedarf) inkl. Vor Ort Termin im Raum Hamburg. Angebot über die Nachrichtenfunktion
vehicle ;; de ;; ebay ;; vehicle ;; 2400 ;; VW Polo 1.2 Baujahr 2009 ;; VW Polo 1.2, Bj. 2009, 160.000 km, TÜV neu bis 10/2026, Fahrzeugbrief und Schein vorhanden. Kleine Kratzer
vehicle ;; de ;; ebay ;; vehicle ;; 55 ;; Autobatterie 12V 60Ah ;; Batterie 12 V 60 Ah 540 A, ein Jahr alt. Auto gewechselt
garden ;; de ;; ebay ;; garden ;; 10 ;; Gartenbrause mit Lanze ;; Spritzpistole mit 7 Strahlarten und 60 cm Gießstab, Schnellkupplung. Neu
tools ;; de ;; ebay ;; tools ;; 12 ;; Kartuschenpistole Profi ;; Kartuschenpistole für Silikon, verstärkter Metallrahmen
tools ;; de ;; ebay ;; tools ;; 35 ;; Farbsprühpistole elektrisch ;; Elektrische Farbspritzpistole 600 W mit 3 Düsen, wenig benutzt, gereinigt
jewellery ;; de ;; ebay ;; jewellery ;; 150 ;; Goldkette 585 3 g ;; Goldkette 585er Gold, 45 cm, 3 g, gestempelt. Versand im Etui
pets ;; de ;; ebay ;; pets ;; 28 ;; Aquarium 60 Liter ohne Fische ;; 60 L Aquarium mit Filter, Heizstab und LED. Leer und sauber, ohne Fische
collectibles ;; de ;; ebay ;; collectibles ;; 20 ;; D-Mark Münzen Sammlung ;; Alte D-Mark Münzen im Album, 2 Mark und 5 Mark Stücke, kein Zahlungsmittel mehr. Für Sammler
instruments ;; de ;; ebay ;; instruments ;; 100 ;; Geige 4/4 mit Bogen und Koffer ;; Schülergeige 4/4 mit Bogen, Koffer und Kolophonium. Neue Saiten
appliances ;; de ;; ebay ;; appliances ;; 150 ;; Waschmaschine 9 kg A+++ ;; Waschmaschine 9 kg, 1400 U/min, A+++, läuft einwandfrei, Umzug. Modell WW90T534DAW
party ;; de ;; ebay ;; party ;; 12 ;; Cowboy Kostüm Kinder ;; Cowboy Kostüm 5-7 Jahre mit Hut und Weste. Ohne Pistole
phones ;; de ;; ebay ;; phones ;; 390 ;; iphone 13 pro 128 sierrablau ;; verkaufe mein iphone 13 pro 128gb sierrablau weil ich aufs 15er umgestiegen bin, akku 86%, immer mit hülle und panzerglas, nie runtergefallen. OVP, kabel und rechnung von mediamarkt 2021 (auf meine mutter ausgestellt haha). ohne simlock, aus icloud abgemeldet. vernünftige angebote über ebay, kein tausch
home ;; de ;; ebay ;; home ;; 20 ;; Kontaktgrill Tefal ;; Kontaktgrill / Sandwichmaker von Tefal, Platten abnehmbar und spülmaschinenfest. EAN 3168430213040 auf dem Karton. Wenige Male benutzt
`;

const listings = areaListingsFromLines(marked, 'innocent4');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent-fourth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
