import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twentieth.json: a twentieth labelled set for issue 19, written by hand on 2026-11-29
 * by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no rule
 * code, lexicon or brand table, no README rules table and no earlier set's listing records — only the nineteenth
 * writer's header and split, the line parser (`listingsFromLines`), `balancedSplit`'s signature, the scorer
 * (evasion-quality.ts) and the contract's flag codes and profiles.
 * 266 listings: PT 58, ES 55, FR 56, EN 57, IT 20, DE 20; 133 clean (50 %) over 25 areas (phones, computers, gaming,
 * cameras, audio, watches, fashion, footwear, beauty, health, furniture, home, appliances, kids, toys, books, sports,
 * hunting, bikes, vehicle, tools, instruments, tickets, pets, collectibles), with hard negatives in the problems' own
 * words: Nerf blasters and a water pistol, kitchen knife sets, bike locks (U, chain, folding), legal fishing knives by
 * blade length, a vape-shaped USB stick, CBD-free hemp tote bags, bath bombs, a contact-lens case, a breast pump, a
 * weekly pill box, an empty medicine cabinet, a fireworks poster, tickets resold at face value through an official
 * resale, nursery succulents, a payment app kept for hand-over in person or through the site.
 * The rest are real problems (first label's kind: item 84, payment 17, phone 12, social 12, email 5, link 3): contact
 * asked indirectly ("manda msg no sitio verde", "procura-me pelo nome no facebook", "ping me where the blue bird is",
 * "búscame como … en insta", "l'appli verte", "hablame por el pajarito azul", "snap me, same username"); numbers said
 * in pieces or by their start and end ("começa por 91 e acaba em …", "starts 07 and then its 700 plus 900", "fängt mit
 * 0151 an"), spelt digits mixed with figures, spaced price-style digits; e-mails described (first name and surname all
 * one word at yahoo, "punto … chiocciola libero punto it", "pkt … bei gmx punkt de"); sites spelt out; payment off the
 * site: IBANs, crypto wallets, USDT, Western Union, money order / mandat cash / giro postal, "pago por adelantado",
 * "Vorkasse", PostePay, Lydia/Paylib, PayPal friends and family, "paga-me por fora e faço desconto", "cerramos el trato
 * fuera de la app"; items by euphemism: game and streaming accounts, software keys, nicotine e-liquids, disposable
 * vapes and nicotine pouches, CBD oil with THC and THC gummies, poppers, prescription medicines (slimming pills,
 * antibiotics, insulin and GLP-1 pens), prescription contact lenses, fireworks, lock picks, a signal jammer, radar
 * detectors, hidden spy cameras, airsoft replicas and blank-firing guns, hunting trophies, red coral, a turtle shell, a
 * giant clam shell, wild orchids and protected tortoises and parrots, fake diplomas and IDs, stolen-goods hints ("sem
 * fatura, não faço perguntas", "off the back of a lorry"), used underwear, breast milk, human hair, second-hand car
 * seats after a knock, tickets above face value.
 * Label policy (a careful marketplace moderator): a contact, link or payment off the platform is labelled wherever it
 * is asked for, even without the number or handle itself ("write to me on the green app"); an IBAN or wallet given for
 * payment is labelled as off-platform payment; drugs and medicines, nicotine products, poppers, weapons that fire
 * (blank, gas), jammers, radar detectors, hidden cameras, fake documents, stolen goods, protected species, body fluids
 * and worn underwear, accounts and keys resold, fireworks are prohibited; airsoft replicas, lock picks, CBD with THC,
 * prescription lenses, hunting trophies, human hair, used car seats after a knock and tickets above face value are
 * restricted (the scorer meets either item code); a word that names the item only innocently (a toy, a poster, a
 * case, a lock, a kitchen or fishing knife, a hemp bag, a bath bomb, a resale at face value) is clean.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * nineteenth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 133 (67 clean, 66 problems: item 42, payment 9, social 6,
 * phone 5, email 3, link 1), holdout 133 (66 clean, 67 problems: item 42, payment 8, phone 7, social 6, email 2, link
 * 2); every language and all 25 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`listingsFromLines`); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twentieth-listing-set.ts`.
 * First run (2026-11-29, rules as on 49bc9d4, no rule changed, `nice -n 10 timeout 900 npm run bench -- listing`): tune
 * part recall 0.70 (46 of 66 labels; by kind phone 4/5, payment 6/9, item 31/42, social 2/6, email 2/3, link 1/1), clean
 * listings flagged 0.01 (1 of 67), wrongful rejects 0 (0 of 91); holdout part recall 0.81 (54 of 67 labels), clean
 * listings flagged 0.03 (2 of 66), wrongful rejects 0.01 (1 of 91).
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; iPhone 11 64gb desbloqueado ;; vendo iphone 11 preto bateria a 86% sempre com capa e pelicula, pequeno risco na lateral. entrego em maos em Braga ou envio pela plataforma. nao troco
phones ;; pt ;; olx-pt ;; phones ;; 95 ;; Samsung A32 como novo ;; telemovel em otimo estado, caixa e carregador. para mais fotos {{social_handle|manda msg no sitio verde, o numero e o mesmo do meu perfil}} ok?
phones ;; pt ;; olx-pt ;; phones ;; 60 ;; xiaomi redmi 9 ;; funciona tudo, ecra sem riscos. o numero comeca por {{contact_phone|91 e acaba em 4 4 7, no meio tem 23 e depois 85}} liga a noite
computers ;; pt ;; olx-pt ;; computers ;; 320 ;; Portatil Lenovo Ideapad i5 8gb ;; portatil para estudante, windows 11 ativado, ssd 256. bateria aguenta 3h. acompanha mala. aceito propostas razoaveis aqui pelo chat
computers ;; pt ;; olx-pt ;; computers ;; 450 ;; MacBook Air M1 ;; macbook air m1 2020 8/256, ciclos 210, como novo. {{off_platform_payment|paga-me por fora e faço desconto de 40€}}, por aqui as taxas comem tudo
gaming ;; pt ;; olx-pt ;; gaming ;; 25 ;; conta fortnite com skins raras ;; {{prohibited_item|vendo conta de fortnite}} com mais de 200 skins incluindo renegade raider, passo email e password depois do pagamento
gaming ;; pt ;; olx-pt ;; gaming ;; 210 ;; PS4 Pro 1TB + 2 comandos ;; ps4 pro a funcionar perfeitamente, ventoinha limpa em janeiro, com fifa 23 e gta v. so venda, nao faco trocas por telemoveis
gaming ;; pt ;; olx-pt ;; gaming ;; 15 ;; chaves steam baratas ;; tenho {{prohibited_item|keys de steam a metade do preco}}, compradas em sites russos, mando o codigo logo
cameras ;; pt ;; olx-pt ;; cameras ;; 380 ;; Canon EOS 2000D com 2 objectivas ;; maquina fotografica com 18-55 e 75-300, cartao 32gb, mochila. 4500 disparos. perfeita para comecar
cameras ;; pt ;; olx-pt ;; cameras ;; 40 ;; mini camara wifi ;; {{prohibited_item|camara espia escondida em carregador}} de telemovel, grava sem ninguem saber, ideal para ver o que a empregada faz
audio ;; pt ;; olx-pt ;; audio ;; 120 ;; Colunas JBL Charge 5 ;; coluna bluetooth jbl charge 5 azul, som brutal, pouco uso. envio pelo olx entrega
watches ;; pt ;; olx-pt ;; watches ;; 90 ;; Relogio Seiko 5 automatico ;; seiko 5 automatico com bracelete de aco, atrasa 5 segundos por dia. o vidro tem um toque quase invisivel. caixa nao tenho
watches ;; pt ;; olx-pt ;; watches ;; 850 ;; fio de ouro 19kt ;; fio em ouro portugues 19 quilates, 12 gramas, contraste da casa da moeda. {{off_platform_payment|pagamento por transferencia para o IBAN PT50 0035 0000 1234 5678 9015 4}} antes de enviar
fashion ;; pt ;; vinted ;; women ;; 12 ;; Vestido Zara floral M ;; vestido comprido zara, usado duas vezes num casamento. sem defeitos. junto mais pecas para poupar nos portes
fashion ;; pt ;; vinted ;; women ;; 30 ;; CUECAS USADAS ;; {{prohibited_item|CUECAS USADAS POR MIM DURANTE 3 DIAS}} , SO PARA QUEM SABE O QUE QUER 😈 ENVIO DISCRETO
fashion ;; pt ;; vinted ;; men ;; 18 ;; Casaco Quebramar azul ;; casaco de inverno tamanho L, forro quente, fecho a funcionar. tenho mais roupa de homem no perfil, vejam
footwear ;; pt ;; vinted ;; shoes ;; 35 ;; Sapatilhas Adidas Samba 42 ;; samba originais compradas na loja, uso normal, sola ainda boa. {{social_handle|procura-me pelo nome no facebook que tenho la mais fotos}}
beauty ;; pt ;; vinted ;; beauty ;; 15 ;; Kit maquilhagem selado ;; paleta de sombras e rimel ainda selados com plastico, prenda repetida. validade 2027
beauty ;; pt ;; olx-pt ;; beauty ;; 20 ;; liquidos vape 20mg ;; tenho {{prohibited_item|liquidos de vape com nicotina 20mg}} sabor manga e menta, 10ml cada, preco por 3 frascos
beauty ;; pt ;; olx-pt ;; beauty ;; 12 ;; pen usb em forma de vape ;; pen drive 32gb com formato de cigarro eletronico, so parece, nao tem liquido nem bateria. engracado para oferecer
health ;; pt ;; olx-pt ;; health ;; 35 ;; comprimidos para emagrecer ;; {{prohibited_item|comprimidos de sibutramina}} que ja nao uso, caixa com 28, perdi 6kg. sem receita
health ;; pt ;; olx-pt ;; health ;; 25 ;; armario de medicamentos antigo ;; armario de casa de banho em madeira com espelho, vazio, dos anos 60. precisa de verniz
health ;; pt ;; olx-pt ;; health ;; 40 ;; lentes de contacto mensais ;; {{restricted_item|lentes de contacto graduadas -2.5}} caixa de 6 fechada, fiquei com a graduacao errada
health ;; pt ;; olx-pt ;; health ;; 3 ;; estojo para lentes de contacto ;; estojo de viagem para lentes, com espelho, novo. nao inclui lentes nem liquido
furniture ;; pt ;; olx-pt ;; furniture ;; 60 ;; Mesa de centro carvalho ;; mesa de centro em madeira macica 100x60, algumas marcas de copos. levantar em Setubal, tenho elevador
furniture ;; pt ;; olx-pt ;; furniture ;; 150 ;; sofa 3 lugares cinza ;; sofa em bom estado, sem animais nem fumadores. so levantamento. {{contact_phone|nove um seis, tres tres dois, zero oito sete}} para combinar hora
appliances ;; pt ;; olx-pt ;; appliances ;; 110 ;; Maquina lavar roupa Bosch 7kg ;; funciona bem, troquei por uma maior. tem 6 anos. pode ver a funcionar antes de pagar
appliances ;; pt ;; olx-pt ;; appliances ;; 70 ;; microondas + torradeira sem fatura ;; {{prohibited_item|sem fatura, nao faco perguntas, nao me faca perguntas de onde veio}}, e tudo novo na caixa, levar hoje
kids ;; pt ;; olx-pt ;; baby ;; 60 ;; Cadeira auto Chicco grupo 0+ ;; {{restricted_item|cadeira auto usada}}, teve um pequeno toque no carro mas esta otima, sem capa original
kids ;; pt ;; olx-pt ;; baby ;; 25 ;; leite materno congelado ;; {{prohibited_item|vendo leite materno congelado}} em sacos de 150ml, tenho excesso, sou saudavel
kids ;; pt ;; olx-pt ;; baby ;; 15 ;; bomba tira leite manual ;; bomba de extracao manual avent, esterilizada, com biberao. ja nao preciso
toys ;; pt ;; olx-pt ;; toys ;; 20 ;; Nerf Elite com dardos ;; pistola nerf elite 2.0 com 30 dardos, funciona. a miuda cresceu. tambem tenho mais brinquedos
toys ;; pt ;; olx-pt ;; toys ;; 45 ;; Lego Star Wars 75192 incompleto ;; faltam algumas pecas, sem caixa nem manual. vendo ao peso. entrego no Porto
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livros Saramago ;; o ano da morte de ricardo reis e memorial do convento, edicao caminho, lidos uma vez
books ;; pt ;; olx-pt ;; books ;; 200 ;; diploma universitario ;; {{prohibited_item|faco diplomas e certificados iguais aos verdadeiros}}, licenciatura ou mestrado, com carimbo. entrega em 5 dias
sports ;; pt ;; olx-pt ;; sports ;; 90 ;; Bicicleta estatica ;; bicicleta de spinning com monitor, pouco usada. tem 30kg, levantar em Lisboa. aceito mbway so na entrega em maos
sports ;; pt ;; olx-pt ;; sports ;; 150 ;; arma de airsoft m4 ;; {{restricted_item|replica airsoft M4 eletrica}}, 350 fps, com 2 carregadores e bateria. maiores de idade
hunting ;; pt ;; olx-pt ;; hunting ;; 30 ;; faca de pesca inox ;; faca de filetar peixe lamina 15cm flexivel, com bainha. usada na pesca de mar, legal
hunting ;; pt ;; olx-pt ;; hunting ;; 400 ;; cabeca de veado embalsamada ;; {{restricted_item|trofeu de caca, cabeca de veado}} com hastes 12 pontas, bonita para casa de campo
bikes ;; pt ;; olx-pt ;; bikes ;; 25 ;; cadeado de bicicleta em U ;; cadeado abus com 2 chaves, nunca foi roubado haha. serve para bicicleta ou trotinete
bikes ;; pt ;; olx-pt ;; bikes ;; 280 ;; BTT roda 29 ;; bicicleta de montanha quadro M, travoes de disco, mudancas shimano. o pagamento {{off_platform_payment|faz-se em bitcoin, mando o endereco da carteira}}
vehicle ;; pt ;; olx-pt ;; car-parts ;; 70 ;; detetor de radares ;; {{prohibited_item|detetor de radares}} cobra, avisa os radares fixos e moveis, so ligar ao isqueiro
vehicle ;; pt ;; olx-pt ;; car-parts ;; 45 ;; Jogo de jantes 15 ;; jantes de ferro com tampoes, servem peugeot e citroen, 4 furos. sem pneus
tools ;; pt ;; olx-pt ;; tools ;; 55 ;; Berbequim Bosch com malas ;; berbequim com 2 baterias e carregador, mala original. funciona 100%
tools ;; pt ;; olx-pt ;; tools ;; 35 ;; kit abrir fechaduras ;; {{restricted_item|kit de gazuas para abrir fechaduras}} com 24 pecas, para treino, abre quase tudo
instruments ;; pt ;; olx-pt ;; instruments ;; 130 ;; guitarra classica ;; guitarra classica de estudo, cordas novas, com saco. contacto: {{contact_phone|nove 1 dois - 3 quatro 5 - seis 7 oito}}
instruments ;; pt ;; olx-pt ;; instruments ;; 300 ;; Piano digital Yamaha ;; piano digital yamaha 88 teclas com pedal e banco. perfeito para aprender, pouco uso
tickets ;; pt ;; olx-pt ;; tickets ;; 180 ;; bilhete concerto coldplay ;; tenho 1 bilhete para o estadio, paguei 75 mas vendo a {{restricted_item|180 porque esta esgotado}}, envio pdf
tickets ;; pt ;; olx-pt ;; tickets ;; 45 ;; bilhete festival revenda oficial ;; bilhete de 1 dia pelo preco que paguei, 45€, transferencia de nome feita pela plataforma oficial do festival
pets ;; pt ;; olx-pt ;; pets-garden ;; 50 ;; catos e suculentas ;; colecao de suculentas em vasos de barro, todas de viveiro. levar todas com desconto
pets ;; pt ;; olx-pt ;; pets-garden ;; 80 ;; orquidea selvagem rara ;; {{prohibited_item|orquideas arrancadas do habitat natural}} na serra, especie protegida, muito raras de encontrar
pets ;; pt ;; olx-pt ;; pets-garden ;; 20 ;; aquario 60L ;; aquario com tampa e luz, filtro incluido. o pagamento e so {{off_platform_payment|por western union}} porque estou emigrado
collectibles ;; pt ;; olx-pt ;; collectibles ;; 30 ;; Moedas antigas de escudo ;; lote de moedas de 1, 5 e 10 escudos, varios anos. fotos de todas. faco preco por lote
collectibles ;; pt ;; olx-pt ;; collectibles ;; 12 ;; poster fogo de artificio ;; poster antigo de festa popular com fogo de artificio, 50x70, emoldurado. so o poster claro
collectibles ;; pt ;; olx-pt ;; collectibles ;; 40 ;; foguetes e petardos ;; {{prohibited_item|petardos e foguetes de artificio}} que sobraram do santo antonio, caixa grande
fashion ;; pt ;; vinted ;; women ;; 50 ;; extensoes cabelo natural ;; {{restricted_item|cabelo humano natural}} 60cm, cortei o meu proprio cabelo, nunca pintado, 200g
fashion ;; pt ;; vinted ;; women ;; 9 ;; saco tote canhamo ;; saco de pano em canhamo, sem cbd nem nada dessas coisas lol, so tecido. otimo para as compras
home ;; pt ;; olx-pt ;; home ;; 6 ;; bombas de banho ;; 3 bombas de banho feitas por mim com oleos essenciais, lavanda, rosa e laranja. embaladas
phones ;; es ;; wallapop ;; phones ;; 150 ;; iPhone XR 128gb rojo ;; bateria al 81%, pantalla sin rayas, siempre con funda. envio por wallapop o en mano en Sevilla
phones ;; es ;; wallapop ;; phones ;; 90 ;; Pixel 6a ;; movil google perfecto, con cargador. {{social_handle|búscame como pixelvendo en insta}} y te paso mas fotos y video
phones ;; es ;; wallapop ;; phones ;; 70 ;; samsung s10 ;; funciona bien, tapa trasera rajada. llamame al {{contact_phone|seis, seis, cero - doce - treinta y cuatro - cincuenta y seis}} por las tardes
computers ;; es ;; wallapop ;; computers ;; 600 ;; Portatil gaming MSI RTX 3060 ;; msi katana 16gb ram, rtx 3060, pantalla 144hz. juegos a tope. solo venta, no cambios, precio poco negociable
computers ;; es ;; wallapop ;; computers ;; 40 ;; licencias windows 10 pro ;; {{prohibited_item|claves de windows 10 pro por 5 euros}}, mando por mensaje al instante, te sirven para siempre
gaming ;; es ;; wallapop ;; gaming ;; 230 ;; Nintendo Switch OLED ;; switch oled blanca con zelda y mario kart, caja original. la entrego en mano en Valencia, {{off_platform_payment|pago por adelantado por transferencia}} si es envio
gaming ;; es ;; wallapop ;; gaming ;; 35 ;; Mando PS5 DualSense ;; mando original ps5 con un poco de drift en el izquierdo, por eso el precio. lo demas perfecto
gaming ;; es ;; wallapop ;; gaming ;; 10 ;; cuenta netflix premium ;; {{prohibited_item|cuenta netflix premium compartida}} 1 año, 4 pantallas, te paso usuario y contraseña
cameras ;; es ;; wallapop ;; cameras ;; 520 ;; Sony A6400 cuerpo ;; camara sony a6400 con 8000 disparos, 2 baterias. sin golpes. factura de compra incluida
cameras ;; es ;; wallapop ;; cameras ;; 85 ;; inhibidor de frecuencias ;; {{prohibited_item|inhibidor de señal gps y movil}} de 8 antenas, funciona en 20 metros, ideal para el coche
audio ;; es ;; wallapop ;; audio ;; 60 ;; Auriculares Sony WH-1000XM3 ;; cascos con cancelacion de ruido, almohadillas nuevas. su estuche. {{social_handle|hablame por el pajarito azul}} que alli contesto antes
audio ;; es ;; wallapop ;; audio ;; 180 ;; tocadiscos Technics ;; tocadiscos en buen estado con capsula nueva. se puede probar en casa. Madrid centro
watches ;; es ;; wallapop ;; watches ;; 100 ;; Reloj Casio Edifice ;; reloj de acero, pila nueva, cierre bien. algun rayon en el cristal
watches ;; es ;; wallapop ;; watches ;; 300 ;; anillo oro 18k ;; anillo de oro amarillo talla 14, con piedra. {{off_platform_payment|solo acepto pago en USDT a mi wallet}}, no por la app
fashion ;; es ;; wallapop ;; fashion ;; 20 ;; Chaqueta vaquera Levis ;; talla M, muy bonita, nada de desgaste. la vendo porque no me la pongo
fashion ;; es ;; wallapop ;; fashion ;; 15 ;; bragas usadas ;; {{prohibited_item|braguitas usadas con olor}} 🙈 las que quieras, te las mando en bolsita cerrada
fashion ;; es ;; wallapop ;; fashion ;; 12 ;; bolso bandolera negro ;; bolso pequeño de cuero sintetico, cremallera ok. envio por la app, tambien tengo cartera a juego
footwear ;; es ;; wallapop ;; shoes ;; 40 ;; Botas Dr Martens 38 ;; botas 1460 negras, algo gastadas en la puntera. vamos hablando, {{social_handle|escribeme al wasap que por aqui no miro}}
beauty ;; es ;; wallapop ;; beauty ;; 25 ;; aceite cbd 10% ;; {{restricted_item|aceite de cbd 10% con un poquito de thc}} para dormir, botecito de 10ml, casi lleno
beauty ;; es ;; wallapop ;; beauty ;; 18 ;; Crema La Roche Posay nueva ;; crema hidratante precintada, me regalaron dos. caducidad 2026
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; bolsitas de nicotina ;; {{prohibited_item|bolsas de nicotina snus}} 20 latas, sabor menta, las traigo de Suecia
health ;; es ;; wallapop ;; health ;; 30 ;; plumas de insulina ;; {{prohibited_item|plumas de insulina}} que me sobran, sin abrir, en nevera siempre
health ;; es ;; wallapop ;; health ;; 15 ;; antibioticos amoxicilina ;; {{prohibited_item|caja de amoxicilina 875}} sin empezar, para quien no quiera ir al medico
health ;; es ;; wallapop ;; health ;; 20 ;; pastillero semanal ;; pastillero de 7 dias con alarma, vacio, nuevo en su blister. ideal para mayores
furniture ;; es ;; wallapop ;; furniture ;; 80 ;; Comoda de pino 4 cajones ;; comoda de madera maciza, cajones suaves. recoger en Zaragoza, no envio. hay que desmontar
furniture ;; es ;; wallapop ;; furniture ;; 50 ;; estanteria Kallax blanca ;; 4x4 cubos, algun golpe en una esquina. la pago por bizum? no, {{off_platform_payment|cerramos el trato fuera de la app y te la dejo en 40}}
appliances ;; es ;; wallapop ;; appliances ;; 70 ;; Freidora de aire Cosori ;; freidora sin aceite 5.5L, cesta antiadherente ok. la vendo porque me regalaron otra
appliances ;; es ;; wallapop ;; appliances ;; 140 ;; nevera combi ;; frigorifico de 1.80 A+, enfria bien. el numero para quedar: {{contact_phone|seis 1 8, 2 dos 4, 9 nueve 0}} recoger en Getafe
kids ;; es ;; wallapop ;; baby ;; 120 ;; Carrito Bugaboo Bee ;; cochecito con capazo y silla, ruedas bien, burbuja de lluvia. tengo otro articulo de bebe en el perfil
kids ;; es ;; wallapop ;; baby ;; 40 ;; silla coche grupo 1 ;; {{restricted_item|silla de coche de segunda mano}} que tuvimos en un golpe pequeño en el parking, parece bien
toys ;; es ;; wallapop ;; toys ;; 25 ;; pistola de agua gigante ;; pistola de agua de 2 litros, para la piscina, sin fugas. ideal verano
toys ;; es ;; wallapop ;; toys ;; 60 ;; pistola de fogueo ;; {{restricted_item|pistola de fogueo 9mm}} con caja de balas de fogueo, para cine o para asustar
books ;; es ;; wallapop ;; books ;; 6 ;; Libros de Harry Potter ;; los 7 libros en castellano, edicion de bolsillo, algo amarillos. los vendo juntos
books ;; es ;; wallapop ;; books ;; 90 ;; carnet de conducir ;; {{prohibited_item|te consigo el carnet de conducir sin examen}}, documento real, entrega rapida
sports ;; es ;; wallapop ;; sports ;; 45 ;; Pala padel Bullpadel ;; pala con funda, usada una temporada, sin roturas. la entrego en el club si quieres
sports ;; es ;; wallapop ;; sports ;; 30 ;; juego de cuchillos de cocina ;; juego de 6 cuchillos de cocina con taco de madera, bien afilados, poco uso
hunting ;; es ;; wallapop ;; hunting ;; 250 ;; coral rojo natural ;; {{prohibited_item|rama de coral rojo natural}} del mediterraneo sacado buceando, pieza grande
hunting ;; es ;; wallapop ;; hunting ;; 20 ;; caña de pescar carbono ;; caña de 3 metros con carrete, hilo nuevo. para pesca desde orilla
bikes ;; es ;; wallapop ;; bikes ;; 350 ;; bici carretera talla 54 ;; bici de aluminio, grupo sora, ruedas nuevas. la pruebas cuando quieras. {{contact_email|mi correo es ciclista pero todo junto guion bajo 84 arroba hotmail}}
bikes ;; es ;; wallapop ;; bikes ;; 15 ;; candado de bici con cadena ;; candado de cadena con combinacion, 1 metro. sin llave, te digo la combinacion al comprarlo
vehicle ;; es ;; wallapop ;; car-parts ;; 120 ;; detector de radar ;; {{prohibited_item|detector de radares}} con actualizaciones, me han cambiado de coche. va de lujo
vehicle ;; es ;; wallapop ;; car-parts ;; 60 ;; faros delanteros Seat Ibiza ;; pareja de faros de 2012, un clip roto. enviamos con wallapop envios
tools ;; es ;; wallapop ;; tools ;; 90 ;; Taladro Makita 18v ;; taladro percutor con 2 baterias y cargador, maletin. sin fallos
tools ;; es ;; wallapop ;; tools ;; 65 ;; herramientas sin factura ;; taladros y radiales nuevas en caja, {{prohibited_item|sin factura y no preguntes de donde salen}}, solo efectivo
instruments ;; es ;; wallapop ;; instruments ;; 180 ;; Guitarra electrica Squier ;; stratocaster squier sunburst con ampli pequeño. perfecta para empezar. se prueba en casa
instruments ;; es ;; wallapop ;; instruments ;; 700 ;; Saxofon alto ;; saxo alto yamaha yas-280, funda y boquilla. {{off_platform_payment|solo money order o giro postal}}, no uso la pasarela
tickets ;; es ;; wallapop ;; tickets ;; 220 ;; 2 entradas Bad Bunny ;; {{restricted_item|vendo 2 entradas a 220 cada una, me costaron 90}}, pista, son las ultimas que quedan
tickets ;; es ;; wallapop ;; tickets ;; 35 ;; entrada teatro a precio de coste ;; no puedo ir, la vendo al mismo precio que pague, el cambio de nombre lo hace la web del teatro
pets ;; es ;; wallapop ;; pets-garden ;; 25 ;; Rascador para gatos ;; rascador de 1 metro con cueva y pelotita. mi gato lo ignora. recoger en Malaga
pets ;; es ;; wallapop ;; pets-garden ;; 300 ;; tortuga mora ;; {{prohibited_item|tortuga mora adulta}} sin papeles, la encontramos en el campo, come de todo
collectibles ;; es ;; wallapop ;; collectibles ;; 10 ;; cromos de futbol ;; 150 cromos de la liga 2000, sin repetidos. en {{external_link|todocoleccion punto net}} tengo el resto mas barato
collectibles ;; es ;; wallapop ;; collectibles ;; 18 ;; cartel de fuegos artificiales ;; lamina enmarcada de unos fuegos artificiales en la playa, 40x50. decoracion
home ;; es ;; wallapop ;; home ;; 8 ;; Bombas de baño caseras ;; bombas de baño de colores para regalar, sin perfume fuerte. pack de 5
home ;; es ;; wallapop ;; home ;; 45 ;; poppers pack ;; {{prohibited_item|pack de 3 poppers}} amyl fuerte, de sex shop de Amsterdam, sin abrir
fashion ;; es ;; wallapop ;; fashion ;; 25 ;; Sudadera Nike gris XL ;; la sudadera esta nueva con etiqueta. para pagar {{off_platform_payment|mejor bizum al 6 6 6 dime y te paso}}
phones ;; fr ;; generic ;; phones ;; 130 ;; iPhone SE 2020 64go ;; tres bon etat, batterie 84%, vendu avec coque. remise en main propre a Lyon ou envoi suivi par le site
phones ;; fr ;; generic ;; phones ;; 80 ;; Samsung A52 noir ;; ecran nickel. pour les questions {{contact_phone|zero six, puis 12, puis trente quatre, puis 56, et 78 a la fin}} apres 18h svp
phones ;; fr ;; generic ;; phones ;; 60 ;; Xiaomi Redmi Note 10 ;; bon telephone, petite rayure. {{social_handle|retrouvez moi sur le reseau de l'oiseau bleu, meme pseudo}} pour d'autres photos
computers ;; fr ;; generic ;; computers ;; 280 ;; PC portable HP 15 pouces ;; i5 10e gen, 8go, ssd 512, windows 11. petit choc sur le capot. chargeur d'origine
computers ;; fr ;; generic ;; computers ;; 700 ;; MacBook Pro 2019 ;; 16 pouces i7, 16go. {{off_platform_payment|paiement par virement sur mon IBAN FR76 3000 6000 0112 3456 7890 189}} avant envoi, pas de paypal
gaming ;; fr ;; generic ;; gaming ;; 160 ;; Xbox Series S + manette ;; console en parfait etat, carton d'origine, jeux en plus si besoin. pas d'echange
gaming ;; fr ;; generic ;; gaming ;; 30 ;; compte Valorant niveau 150 ;; {{prohibited_item|je vends mon compte Valorant}} avec skins vandal, je donne les identifiants apres paiement
gaming ;; fr ;; generic ;; gaming ;; 20 ;; Jeux Switch lot ;; zelda botw, mario odyssey et animal crossing, boites d'origine. vente du lot uniquement
cameras ;; fr ;; generic ;; cameras ;; 450 ;; Fujifilm X-T20 + 18-55 ;; boitier tres propre, 6000 declenchements, sangle et batterie supp. envoi en colis suivi
cameras ;; fr ;; generic ;; cameras ;; 50 ;; camera cachee detecteur fumee ;; {{prohibited_item|camera espion cachee dans un detecteur de fumee}} wifi, enregistre en secret, pour surveiller qui vous voulez
audio ;; fr ;; generic ;; audio ;; 250 ;; Enceintes Focal Chorus ;; paire d'enceintes colonnes, son superbe, petite marque sur un cote. a recuperer sur Nantes
audio ;; fr ;; generic ;; audio ;; 90 ;; Casque Bose QC35 ;; casque en bon etat, mousses changees. {{social_handle|ecrivez moi sur l'appli verte}}, je reponds plus vite la bas
watches ;; fr ;; vinted ;; watches ;; 140 ;; Montre Tissot homme ;; montre quartz tissot, bracelet cuir neuf, pile changee en mars. petite rayure cadran
watches ;; fr ;; vinted ;; watches ;; 60 ;; bague argent 925 ;; bague fine argent taille 54, poincon visible. livree dans un petit ecrin
fashion ;; fr ;; vinted ;; women ;; 25 ;; Robe Sezane taille 38 ;; robe portee une fois, etat neuf. je fais des lots, n'hesitez pas
fashion ;; fr ;; vinted ;; women ;; 40 ;; culotte portee ;; {{prohibited_item|culottes portees plusieurs jours}} pour amateurs, photos privees en option 😏
fashion ;; fr ;; vinted ;; men ;; 35 ;; Blouson Schott ;; blouson cuir taille L, bon etat general, doublure un peu usee. {{off_platform_payment|je prefere paylib ou lydia en direct}} pour eviter les frais
footwear ;; fr ;; vinted ;; shoes ;; 30 ;; Baskets Veja 40 ;; baskets blanches v-10 portees quelques fois. semelle propre. envoi mondial relay
beauty ;; fr ;; vinted ;; beauty ;; 22 ;; Palette Urban Decay neuve ;; jamais ouverte, sous blister, cadeau en double
beauty ;; fr ;; generic ;; beauty ;; 15 ;; puff jetable 3500 ;; {{prohibited_item|puffs jetables 20mg nicotine}} gout fraise, lot de 5, vente aux majeurs promis
beauty ;; fr ;; generic ;; beauty ;; 8 ;; tote bag chanvre ;; sac en toile de chanvre bio, aucun rapport avec le cbd, juste du tissu solide. 40x35
health ;; fr ;; generic ;; health ;; 45 ;; stylos Ozempic ;; {{prohibited_item|stylo Ozempic}} pas utilise, je n'en ai plus besoin, se garde au frigo
health ;; fr ;; generic ;; health ;; 30 ;; lentilles journalieres ;; {{restricted_item|lentilles de contact correctrices}} -3.00, 3 boites scellees, trop fortes pour moi
health ;; fr ;; generic ;; health ;; 10 ;; etui lentilles ;; etui de rangement pour lentilles, plastique, neuf dans son sachet
furniture ;; fr ;; generic ;; furniture ;; 120 ;; Buffet scandinave ;; buffet en teck annees 60, quelques traces d'usage, 3 portes. dispo le week-end pour le retrait
furniture ;; fr ;; generic ;; furniture ;; 90 ;; table ronde pliante ;; table de jardin pliable. le numero {{contact_phone|commence par 07, ensuite 61 23, finit par 45 89}} envoyez sms
appliances ;; fr ;; generic ;; appliances ;; 60 ;; Robot patissier ;; robot kitchenaid rouge, 4.8l, fonctionne parfaitement. fouet et crochet inclus
appliances ;; fr ;; generic ;; appliances ;; 150 ;; lave-vaisselle Bosch ;; lave vaisselle 12 couverts, 5 ans. {{off_platform_payment|reglement par mandat cash uniquement}}, je ne passe pas par le paiement du site
kids ;; fr ;; vinted ;; baby ;; 80 ;; Poussette Yoyo ;; poussette compacte, habillage pluie, roues un peu usees. nettoyee
kids ;; fr ;; vinted ;; baby ;; 30 ;; siege auto accidenté ;; {{restricted_item|siege auto d'occasion}}, il etait dans la voiture lors d'un petit accrochage, mais rien de casse a l'oeil
toys ;; fr ;; vinted ;; toys ;; 15 ;; Pistolet Nerf ;; blaster nerf avec 20 flechettes mousse, marche tres bien. sans boite
toys ;; fr ;; generic ;; toys ;; 120 ;; pistolet a billes ;; {{restricted_item|replique airsoft glock a gaz}} avec chargeur, 1 joule, pour joueurs de 18 ans et plus
books ;; fr ;; generic ;; books ;; 5 ;; Asterix lot de BD ;; 6 albums d'asterix, editions anciennes, couvertures un peu abimees
books ;; fr ;; generic ;; books ;; 150 ;; faux diplome ;; {{prohibited_item|diplome du bac ou licence, faux mais parfait}}, papier officiel, delai 1 semaine
sports ;; fr ;; generic ;; sports ;; 50 ;; Raquette Babolat Pure Aero ;; raquette cordee recemment, grip neuf. housse incluse. vente en main propre Paris 15
sports ;; fr ;; generic ;; sports ;; 35 ;; couteau de peche ;; couteau de peche pliant avec lame de 8 cm, manche liege, ideal pour vider le poisson
hunting ;; fr ;; generic ;; hunting ;; 90 ;; carapace de tortue ;; {{prohibited_item|carapace de tortue marine}} ramenee de vacances, decoration murale, tres ancienne
hunting ;; fr ;; generic ;; hunting ;; 40 ;; bottes de chasse ;; bottes caoutchouc pointure 43, doublees neoprene, etanches
bikes ;; fr ;; generic ;; bikes ;; 400 ;; Velo electrique ;; vtc electrique 2021, batterie 400wh, 2000 km. {{contact_email|ecrivez a velo point lyon sur gmail}} pour voir
bikes ;; fr ;; generic ;; bikes ;; 20 ;; antivol U Kryptonite ;; antivol avec 2 cles, support cadre. jamais force
vehicle ;; fr ;; generic ;; car-parts ;; 80 ;; Coyote detecteur ;; {{prohibited_item|detecteur de radar}} type antiradar, marche en France et en Espagne, je le vends car risque
vehicle ;; fr ;; generic ;; car-parts ;; 100 ;; 4 pneus hiver 205/55 R16 ;; pneus michelin alpin 6 mm de gomme, une saison. stockes a l'abri
tools ;; fr ;; generic ;; tools ;; 70 ;; Scie sauteuse Festool ;; scie sauteuse en systainer, lames incluses. pro qui arrete
tools ;; fr ;; generic ;; tools ;; 30 ;; kit crochetage ;; {{restricted_item|kit de crochetage serrures}} 20 outils avec cadenas transparent, ouvre presque tout
instruments ;; fr ;; generic ;; instruments ;; 250 ;; Guitare folk Takamine ;; guitare acoustique electrifiee, housse, tres bon son. {{social_handle|cherchez moi par mon nom et prenom sur fb}} pour le son en video
instruments ;; fr ;; generic ;; instruments ;; 90 ;; Clavier Casio ;; clavier 61 touches avec pied, alim incluse. ideal debutant
tickets ;; fr ;; generic ;; tickets ;; 250 ;; 2 places concert Taylor Swift ;; {{restricted_item|places achetees 95 euros, je les vends 250}}, vu que c'est complet partout
tickets ;; fr ;; generic ;; tickets ;; 60 ;; billet match revente officielle ;; billet revendu au prix d'achat via la plateforme officielle du club, nom change par le club
pets ;; fr ;; generic ;; pets-garden ;; 15 ;; Arbre a chat ;; arbre a chat 1m20, bon etat, quelques griffures. a recuperer
pets ;; fr ;; generic ;; pets-garden ;; 200 ;; perroquet gris ;; {{prohibited_item|perroquet gris du gabon sans papiers}}, tres gentil, parle un peu
collectibles ;; fr ;; generic ;; collectibles ;; 30 ;; feux d'artifice ;; {{prohibited_item|lot de fusees et mortiers de feux d'artifice}} restant du 14 juillet, a utiliser dehors
collectibles ;; fr ;; generic ;; collectibles ;; 25 ;; Timbres anciens ;; album de timbres france 1950-1980, quelques series completes
home ;; fr ;; generic ;; home ;; 6 ;; Boules de bain ;; bombes de bain artisanales parfum vanille, pack de 4, emballees
home ;; fr ;; generic ;; home ;; 35 ;; Set couteaux de cuisine ;; bloc de 5 couteaux inox et ciseaux, tres bien aiguises, peu servis
fashion ;; fr ;; vinted ;; women ;; 70 ;; Cheveux naturels ;; {{restricted_item|cheveux humains vierges}}, 55 cm, coupes il y a un mois, jamais colores
fashion ;; fr ;; vinted ;; men ;; 20 ;; Pull Armor Lux ;; pull marin taille M, laine, tres bon etat. {{external_link|voir mes autres articles sur friperie-lea point fr slash boutique}}
phones ;; en ;; ebay ;; phones ;; 210 ;; iPhone 12 128GB unlocked ;; good condition, battery 85%, screen protector on since day one. comes with box, no charger. posted tracked through the site
phones ;; en ;; ebay ;; phones ;; 75 ;; Google Pixel 5 ;; works fine, small chip on the corner. {{social_handle|ping me where the blue bird is, same name as here}} for more pics
phones ;; en ;; ebay ;; phones ;; 50 ;; Motorola G30 ;; cheap phone for a kid, dual sim. my number starts {{contact_phone|07 and then its 700 plus 900, 123 after that}} text dont call
computers ;; en ;; ebay ;; computers ;; 350 ;; Dell XPS 13 ;; i7, 16gb, 512 ssd, great little laptop, keyboard shiny on a few keys. original charger. collection from Leeds preferred
computers ;; en ;; ebay ;; computers ;; 30 ;; office 365 lifetime keys ;; {{prohibited_item|selling lifetime microsoft office keys}}, emailed within 10 minutes, bought in bulk
gaming ;; en ;; ebay ;; gaming ;; 300 ;; PS5 disc edition ;; perfect working order, two controllers. {{off_platform_payment|happy to knock 20 off if you pay me direct by bank transfer}}, ebay fees are a joke
gaming ;; en ;; ebay ;; gaming ;; 15 ;; Minecraft Java account ;; {{prohibited_item|minecraft account with full access}}, change the email after, rare capes
gaming ;; en ;; ebay ;; gaming ;; 40 ;; Retro games bundle ;; sonic 2, streets of rage, and a mega drive pad. all boxed, tested on original hardware
cameras ;; en ;; ebay ;; cameras ;; 400 ;; Nikon D7200 body ;; 12k shutter count, two batteries, strap. minor scuffs on the base. no returns, described honestly
cameras ;; en ;; ebay ;; cameras ;; 35 ;; nanny cam in a clock ;; {{prohibited_item|hidden spy camera alarm clock}}, records audio too, no one will ever know its there
audio ;; en ;; ebay ;; audio ;; 200 ;; Sonos Five ;; black, great sound, moving house so selling. {{contact_email|drop me a line - first name dan, surname baker, all one word, at yahoo}} to arrange
audio ;; en ;; ebay ;; audio ;; 40 ;; vape shaped usb stick ;; 16gb usb drive that looks like a vape pen, novelty gift, no liquid, no battery, just storage
watches ;; en ;; ebay ;; watches ;; 160 ;; Citizen Promaster diver ;; eco drive, keeps perfect time, bezel clicks nicely. a few desk diving marks
watches ;; en ;; ebay ;; watches ;; 500 ;; 9ct gold bracelet ;; hallmarked, 20g. {{off_platform_payment|payment via crypto only, BTC or ETH}}, I'll send the wallet address in messages
fashion ;; en ;; vinted ;; women ;; 15 ;; Topshop Jamie jeans ;; size 10, black, worn a handful of times. bundle discount on my other items
fashion ;; en ;; vinted ;; women ;; 25 ;; worn knickers ;; {{prohibited_item|worn panties, 2 day wear}} available on request, extra days cost more 😉
fashion ;; en ;; vinted ;; men ;; 60 ;; Barbour wax jacket ;; classic beaufort, rewaxed last year, size 40. small tear on lining, fixed
footwear ;; en ;; vinted ;; shoes ;; 45 ;; Nike Air Max 90 UK 9 ;; worn but clean, creasing on toe box. {{social_handle|snap me, same username as my profile}} if you want a video
beauty ;; en ;; vinted ;; beauty ;; 30 ;; CBD gummies ;; {{restricted_item|THC gummies 10mg each}}, pack of 20, helps with sleep, discreet post
beauty ;; en ;; vinted ;; beauty ;; 12 ;; hemp tote bag ;; natural hemp fabric tote, no CBD here just strong fabric lol. great for groceries
beauty ;; en ;; vinted ;; beauty ;; 18 ;; Charlotte Tilbury lipstick sealed ;; brand new in box, wrong shade for me. pillow talk
health ;; en ;; ebay ;; health ;; 20 ;; diet pills ;; {{prohibited_item|prescription slimming pills (phentermine)}} from abroad, half a box left, works fast
health ;; en ;; ebay ;; health ;; 15 ;; empty medicine cabinet ;; old enamel medicine cabinet, empty, wall mountable. lovely vintage look, bit of rust
health ;; en ;; ebay ;; health ;; 10 ;; leftover antibiotics ;; {{prohibited_item|course of doxycycline}} unopened, for anyone who needs them without a GP appointment
furniture ;; en ;; ebay ;; furniture ;; 90 ;; Oak dining table ;; seats six, a couple of marks but solid. collection only from Bristol, bring a van
furniture ;; en ;; ebay ;; furniture ;; 60 ;; chest of drawers ;; white 5 drawer, flat pack assembled once. ring {{contact_phone|oh seven nine double one, then four five six, then seven eight nine}}
appliances ;; en ;; ebay ;; appliances ;; 180 ;; Dyson V11 ;; all tools, new filter, battery still good for 40 mins. bit of wear on the bin
appliances ;; en ;; ebay ;; appliances ;; 120 ;; Brand new washing machine ;; {{prohibited_item|no receipt, came off the back of a lorry, dont ask}}. still wrapped, cash only
kids ;; en ;; ebay ;; baby ;; 70 ;; Maxi-Cosi car seat ;; {{restricted_item|used car seat, was in a minor bump}} but looks fine, cleaned covers
kids ;; en ;; ebay ;; baby ;; 20 ;; breast milk ;; {{prohibited_item|fresh breast milk for sale}}, frozen bags, healthy mum, non smoker
kids ;; en ;; ebay ;; baby ;; 25 ;; Baby monitor ;; video baby monitor, two cameras, night vision works. all cables included
toys ;; en ;; ebay ;; toys ;; 30 ;; Nerf Rival blaster ;; with 40 balls, works great, kids outgrew it. collection or post via ebay
toys ;; en ;; ebay ;; toys ;; 90 ;; blank firing pistol ;; {{restricted_item|blank firing revolver}} with 50 blanks, makes a proper bang, no licence needed they say
books ;; en ;; ebay ;; books ;; 12 ;; Terry Pratchett bundle ;; 8 discworld paperbacks, read but in decent nick
books ;; en ;; ebay ;; books ;; 250 ;; UK driving licence ;; {{prohibited_item|novelty ID cards that pass any check}}, any name, any age, hologram included
sports ;; en ;; ebay ;; sports ;; 40 ;; Kettlebell set ;; 8, 12 and 16kg cast iron. you collect, they are heavy! paypal on collection is fine through ebay
sports ;; en ;; ebay ;; sports ;; 50 ;; Kitchen knife set ;; sabatier 5 piece knife block, sharp, dishwasher never used on them
hunting ;; en ;; ebay ;; hunting ;; 150 ;; mounted deer antlers ;; {{restricted_item|red stag trophy skull with antlers}}, shot in scotland, great for a lodge
hunting ;; en ;; ebay ;; hunting ;; 25 ;; fishing knife ;; folding fishing knife, 7cm blade, with scaler on the back. perfectly legal to carry for fishing
bikes ;; en ;; ebay ;; bikes ;; 500 ;; Specialized Allez ;; 56cm, 105 groupset, new tyres. {{off_platform_payment|deposit by paypal friends and family}} to hold it
bikes ;; en ;; ebay ;; bikes ;; 20 ;; Abus bike lock ;; folding lock with two keys and frame mount. sold secure gold
vehicle ;; en ;; ebay ;; car-parts ;; 100 ;; radar detector ;; {{prohibited_item|radar and laser jammer}} for cars, makes you invisible to speed guns
vehicle ;; en ;; ebay ;; car-parts ;; 45 ;; Thule roof bars ;; fits golf mk7, with locks and keys. collection from Reading
tools ;; en ;; ebay ;; tools ;; 85 ;; DeWalt combi drill ;; 18v xr brushless, two 2ah batteries, charger, tstak case
tools ;; en ;; ebay ;; tools ;; 25 ;; lock picking set ;; {{restricted_item|lock picks and tension wrenches}}, opens most euro cylinders in minutes
instruments ;; en ;; ebay ;; instruments ;; 350 ;; Fender Player Strat ;; mexican strat, sunburst, gig bag. {{external_link|demo on my channel yt slash guitarguy}}
instruments ;; en ;; ebay ;; instruments ;; 120 ;; Roland drum pad ;; spd-sx alternative, works, some stick marks. power supply included
tickets ;; en ;; ebay ;; tickets ;; 400 ;; Glastonbury ticket ;; {{restricted_item|ticket cost 355 selling for 400 as sold out}}, i'll change the name somehow
tickets ;; en ;; ebay ;; tickets ;; 80 ;; football ticket at face value ;; cant make it, selling at face value through the club's official resale, they reissue in your name
pets ;; en ;; ebay ;; pets-garden ;; 30 ;; Rabbit hutch ;; two tier wooden hutch, needs a lick of paint. collection only
pets ;; en ;; ebay ;; pets-garden ;; 40 ;; giant clam shell ;; {{prohibited_item|genuine giant clam shell}} from the indo pacific, huge, great bathroom display
collectibles ;; en ;; ebay ;; collectibles ;; 15 ;; firework poster ;; vintage bonfire night poster with fireworks, framed, A2. poster only obviously
collectibles ;; en ;; ebay ;; collectibles ;; 35 ;; fireworks bundle ;; {{prohibited_item|box of rockets and roman candles}} left over from new year, category f3
home ;; en ;; ebay ;; home ;; 10 ;; Lush bath bombs ;; 4 bath bombs, unused gift set. smells amazing
home ;; en ;; ebay ;; home ;; 18 ;; Nicotine pouches ;; {{prohibited_item|zyn nicotine pouches}}, 10 tins, 6mg, cheaper than the shop
fashion ;; en ;; vinted ;; women ;; 80 ;; human hair wig ;; {{restricted_item|100% human hair wig}}, 20 inch, worn twice, washed
fashion ;; en ;; vinted ;; men ;; 20 ;; Levis 501 ;; W32 L32, mid wash. ask me anything, {{contact_phone|number is 0 7 8 - 1 2 3 - 4 5 6 7 8}}
phones ;; it ;; generic ;; phones ;; 170 ;; iPhone 11 bianco 64gb ;; perfetto, batteria 83%, sempre con cover. spedisco con il servizio del sito
phones ;; it ;; generic ;; phones ;; 90 ;; Samsung A53 ;; come nuovo. {{contact_phone|il numero e tre tre nove, poi 12 34, poi cinquanta sei sette}} chiamate dopo le 17
computers ;; it ;; generic ;; computers ;; 250 ;; Notebook Asus Vivobook ;; ryzen 5, 8gb, ssd 512. tastiera perfetta, piccolo graffio sul coperchio
gaming ;; it ;; generic ;; gaming ;; 12 ;; account Disney+ condiviso ;; {{prohibited_item|vendo account disney plus per un anno}}, ti mando mail e password subito
fashion ;; it ;; vinted ;; women ;; 30 ;; Borsa in pelle vera ;; borsa artigianale toscana, cuoio, usata poco. {{off_platform_payment|pagamento con ricarica postepay e sconto}} se non passi dal sito
fashion ;; it ;; vinted ;; women ;; 20 ;; Maglione di lana ;; maglione grosso taglia M, caldissimo, nessun buco. vendo per cambio armadio
beauty ;; it ;; generic ;; beauty ;; 15 ;; liquidi svapo nicotina ;; {{prohibited_item|liquidi per sigaretta elettronica con nicotina}} 18mg, 5 boccette, gusto tabacco
beauty ;; it ;; vinted ;; beauty ;; 12 ;; Crema Collistar sigillata ;; crema corpo mai aperta, scadenza 2026, regalo doppio
health ;; it ;; generic ;; health ;; 20 ;; lenti a contatto ;; {{restricted_item|lenti a contatto graduate}} mensili -1.75, confezione chiusa
kids ;; it ;; generic ;; baby ;; 50 ;; Seggiolone Peg Perego ;; seggiolone regolabile, vassoio lavabile, tutto integro. ritiro a Bologna
toys ;; it ;; generic ;; toys ;; 80 ;; pistola softair ;; {{restricted_item|fucile softair elettrico}} con batteria e pallini, per maggiorenni
sports ;; it ;; generic ;; sports ;; 35 ;; Coltello da pesca ;; coltello da pesca con lama 10 cm e fodero, usato poco, regolare
bikes ;; it ;; generic ;; bikes ;; 600 ;; Bici da corsa Bianchi ;; taglia 55, gruppo tiagra. {{social_handle|cercami su insta come trovi il mio nome qui}} per altre foto
instruments ;; it ;; generic ;; instruments ;; 200 ;; Chitarra acustica Eko ;; chitarra con custodia rigida, corde nuove, suona benissimo
tickets ;; it ;; generic ;; tickets ;; 150 ;; biglietti Vasco Rossi ;; {{restricted_item|pagati 70 li vendo a 150}} perche sono introvabili, prato
tickets ;; it ;; generic ;; tickets ;; 55 ;; biglietto concerto prezzo nominale ;; vendo al prezzo pagato tramite il circuito ufficiale di rivendita, cambio nominativo incluso
home ;; it ;; generic ;; home ;; 40 ;; Set coltelli da cucina ;; ceppo con 6 coltelli, ottimi, un manico leggermente segnato
collectibles ;; it ;; generic ;; collectibles ;; 25 ;; botti di capodanno ;; {{prohibited_item|petardi e botti}} avanzati, scatola intera, solo ritiro a mano
appliances ;; it ;; generic ;; appliances ;; 60 ;; Macchina caffe De'Longhi ;; funziona bene, decalcificata. {{contact_email|scrivimi: mario punto rossi chiocciola libero punto it}}
furniture ;; it ;; generic ;; furniture ;; 70 ;; Libreria in legno ;; libreria 5 ripiani, smontata, tutte le viti. ritiro a Torino
phones ;; de ;; ebay ;; phones ;; 160 ;; iPhone 11 128GB ;; guter Zustand, Akku 84%, immer mit Huelle. Versand ueber die Plattform oder Abholung in Koeln
phones ;; de ;; ebay ;; phones ;; 85 ;; Samsung A51 ;; kleine Kratzer. Meine Nummer {{contact_phone|fängt mit 0151 an, dann 23 45, am Ende sechs sieben acht}}, gerne SMS
computers ;; de ;; ebay ;; computers ;; 300 ;; Lenovo ThinkPad T14 ;; i5, 16GB, neuer Akku, Tastatur top. mit Netzteil
gaming ;; de ;; ebay ;; gaming ;; 20 ;; Spotify Premium Konto ;; {{prohibited_item|Spotify Premium Account 12 Monate}}, Zugangsdaten per Nachricht
fashion ;; de ;; vinted ;; women ;; 40 ;; Mantel Wolle Gr. 38 ;; schoener Wintermantel, kaum getragen. {{off_platform_payment|Bezahlung per Vorkasse auf mein Konto}}, dann verschicke ich
fashion ;; de ;; vinted ;; men ;; 25 ;; Jeans Levis 511 ;; W33 L32, dunkelblau, guter Zustand. Buendeln moeglich
beauty ;; de ;; ebay ;; beauty ;; 25 ;; Einweg Vapes ;; {{prohibited_item|Einweg E-Zigaretten mit Nikotin}} 20mg, 10 Stueck, verschiedene Sorten
beauty ;; de ;; vinted ;; beauty ;; 10 ;; Nivea Set ungeoeffnet ;; Geschenkset, originalverpackt, Ablauf 2026
health ;; de ;; ebay ;; health ;; 30 ;; Insulinpens ;; {{prohibited_item|Insulin Pens unbenutzt}}, im Kuehlschrank gelagert, brauche sie nicht mehr
kids ;; de ;; ebay ;; baby ;; 90 ;; Kinderwagen Cybex ;; guter Zustand, Regenschutz dabei, Raeder leise. Abholung Hamburg
toys ;; de ;; ebay ;; toys ;; 70 ;; Schreckschusspistole ;; {{restricted_item|Schreckschusspistole mit Platzpatronen}}, PTB Zeichen, nur an Volljaehrige
sports ;; de ;; ebay ;; sports ;; 25 ;; Angelmesser ;; Klappmesser zum Angeln, Klinge 8 cm, mit Schuppenschaber, ganz normal legal
bikes ;; de ;; ebay ;; bikes ;; 350 ;; Trekkingrad Kalkhoff ;; 28 Zoll, Nabenschaltung, frisch gewartet. {{social_handle|schreib mir lieber bei Telegram, gleicher Name wie hier}}
instruments ;; de ;; ebay ;; instruments ;; 150 ;; E-Piano Kawai ;; 88 Tasten, Stuetze und Pedal. Abholung Muenchen, gerne vorher anspielen
tickets ;; de ;; ebay ;; tickets ;; 200 ;; Rammstein Tickets ;; {{restricted_item|Originalpreis 89, verkaufe fuer 200}} da ausverkauft, Innenraum
tickets ;; de ;; ebay ;; tickets ;; 60 ;; Ticket zum Originalpreis ;; verkaufe zum Originalpreis ueber die offizielle Zweitmarktplattform des Veranstalters
home ;; de ;; ebay ;; home ;; 12 ;; Badekugeln ;; handgemachte Badebomben mit Lavendel, 4 Stueck, hübsch verpackt
tools ;; de ;; ebay ;; tools ;; 40 ;; Dietrich Set ;; {{restricted_item|Lockpicking Set mit Dietrichen}}, oeffnet die meisten Schloesser schnell
appliances ;; de ;; ebay ;; appliances ;; 50 ;; Kaffeemaschine Melitta ;; Filterkaffeemaschine, funktioniert. {{contact_email|mail an anna pkt weber bei gmx punkt de}} fuer Fragen
furniture ;; de ;; ebay ;; furniture ;; 80 ;; Kommode Eiche ;; massive Kommode, 3 Schubladen, leichte Gebrauchsspuren. nur Abholung
`;

const listings = areaListingsFromLines(marked, 'twentieth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twentieth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
