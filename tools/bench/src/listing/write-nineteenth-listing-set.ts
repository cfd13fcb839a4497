import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-nineteenth.json: a nineteenth labelled set for issue 19, written by hand on 2026-11-29
 * by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no rule
 * code, lexicon or brand table, no README rules table and no earlier set's records — only the eighteenth writer's
 * header and split, the line parser (`listingsFromLines`), `balancedSplit`'s signature, the scorer (evasion-quality.ts)
 * and the contract's flag codes and profiles.
 * 259 listings: PT 56, ES 55, FR 54, EN 54, IT 20, DE 20; 127 clean (49 %) over the eighteenth set's 23 areas, with
 * hard negatives: model codes, EANs, part and frame numbers, service tags and ISBNs; official "replica" football shirts
 * (the fan version sold by the club or maker); "instagramável"/"instagrammable"/"instagrameable"; magazines about guns
 * and shooting (print); a crossbody bag; a pepper mill; ivory as a colour; tortoiseshell-effect acetate; a heat gun, a
 * glue gun, a voltage tester; an empty wine decanter and an empty perfume bottle; a camping gas stove; a part-used
 * perfume in its own bottle; sealed cosmetics; "bomba"/"bomb"/"Bombe"/"tuerie"/"killer" as praise; "no acepto bizum ni
 * transferencias" and payment kept on the platform; a bike lock's key number; gift cards sold through the site.
 * The rest are real problems (first label's kind: item 71, payment 16, phone 15, social 12, email 9, link 9): phones as
 * words with tens, country codes as words ("mais tres cinco um", "plus four four", "plus trente-trois"), words and
 * digits interleaved ("07seven00 nine00"), dotted pairs; e-mails with the provider named and no "@" ("… no gmail",
 * "en yahoo punto es", "chez orange point fr", "su libero punto it", "bei gmx punkt de"), "the same name as my user here
 * at hotmail", a local part alone with "gmail" named, a spaced-out address; "my name on insta is the same as here",
 * "depop is the same username", "zap", tele:/snap: handles, "Telegram gleicher Name"; shortened links (bit.ly,
 * tinyurl, linktr.ee) and spelt-out sites; transfer before shipping, MB WAY, Bizum, Lydia, Revolut, Monzo, PayPal
 * gift/friends and family/"entre proches", PostePay, bonifico, Überweisung, cash on delivery off the platform; items:
 * replicas named by slang ("rep", "OEM copy", "AAA", "mirror quality", "calidad espejo", "réplique", "Nachbau", "1.1"),
 * "inspired"/"equivalencia"/"smells exactly like" fragrances, decants, samples and a tester; crossbows, pepper spray,
 * a taser, brass knuckles, throwing stars, magazines for guns, a CO2 gas pistol; a grinder, a bong, cannabis seeds;
 * alcohol; prop and film money; ivory and tortoiseshell; used car seats and helmets after a crash, a recalled infant
 * sleeper, an airbag module, loose 18650 cells; live animals; tickets above face value.
 * Label policy (a careful marketplace moderator): a contact, link or payment off the platform is labelled wherever it
 * is asked for, even politely or without the number itself ("my insta is my username here"); copies of a branded good
 * (by any word) and fragrances sold as the likeness of a named brand are prohibited; decants, samples and testers,
 * opened cosmetics, alcohol, drug paraphernalia, crossbows and gas pistols, second-hand car seats and helmets that took
 * a knock, loose lithium cells and tickets above face value are restricted (the scorer meets either item code); a word
 * that names the item only innocently (a colour, an effect, a print magazine, an official replica kit) is clean.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * eighteenth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 130 (64 clean, 66 problems: item 35, payment 9, phone 7,
 * social 6, link 5, email 4), holdout 129 (63 clean, 66 problems: item 36, phone 8, payment 7, social 6, email 5,
 * link 4); every language and all 23 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`listingsFromLines`); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-nineteenth-listing-set.ts`.
 * First run (2026-11-29, rules as on 21134fd, no rule changed, `npm run bench -- listing`): tune part recall 0.80 (53 of 66
 * labels), clean listings flagged 0.05 (3 of 64), wrongful rejects 0.01 (1 of 95); holdout part recall 0.76 (51 of 67
 * labels), clean listings flagged 0.03 (2 of 63), wrongful rejects 0.
 */

const marked = `
clothing ;; pt ;; vinted ;; clothing ;; 15 ;; Casaco ganga tam M zara ;; Casaco usado poucas vezes, sem manchas nem rasgoes. Envio pela app, pagamento tambem pela app como sempre. Medidas: ombro a ombro 44 cm, comprimento 62 cm.
phones ;; pt ;; olx-pt ;; phones ;; 8 ;; Capa iPhone 13 ref A2633 transparente ;; Capa nova na caixa, codigo 4410-2291-07, serve no A2633 e no A2482 (confirmem o vosso modelo nas definicoes). Envio ctt registado.
phones ;; pt ;; olx-pt ;; phones ;; 210 ;; Samsung A54 5G 128gb como novo ;; Vendo porque mudei de rede, bateria a 92%, sempre com pelicula. Qualquer duvida liga pro {{contact_phone|nove um nove, oitenta e sete, sete quatro, quarenta e dois}} que eu a noite nao vejo isto
footwear ;; pt ;; vinted ;; footwear ;; 40 ;; Ténis brancos 42 ;; usados 2 vezes, estao impecaveis!! o meu nome no insta e o mesmo que aqui 😉 {{social_handle|manda dm la}} que respondo mais rapido
computers ;; pt ;; olx-pt ;; laptops ;; 350 ;; Portatil Lenovo ideapad 15 i5 ;; Portatil com 8gb ram e ssd 512. Tem um risco na tampa. Prefiro falar por mail, o meu e {{contact_email|joao ponto silva no gmail}}, mando mais fotos por la
home-kitchen ;; pt ;; olx-pt ;; small-appliances ;; 60 ;; Bimby TM5 acessorios ;; Varoma, cesto e espatula originais. So vendo com {{off_platform_payment|transferencia bancaria antes do envio}}, depois mando o talao dos ctt.
beauty-perfume ;; pt ;; vinted ;; beauty-perfume ;; 12 ;; Decant Sauvage 10ml ;; {{restricted_item|decant}} de 10ml tirado do meu frasco original, atomizador de vidro. faço tambem de outros perfumes, pergunta
beauty-perfume ;; pt ;; vinted ;; beauty-perfume ;; 25 ;; Perfume inspirado em La Vie Est Belle 100ml ;; {{prohibited_item|fragrancia inspirada}} no original, cheiro igualzinho, dura todo o dia. Tenho tambem inspirados em Chanel e Dior
clothing ;; pt ;; vinted ;; clothing ;; 35 ;; Camisola Benfica 23/24 replica oficial ;; Camisola oficial da loja do clube (versao replica kit, nao e a de jogo), tamanho L, com etiqueta. Numero 10 nas costas.
sports-outdoor ;; pt ;; olx-pt ;; sports-outdoor ;; 90 ;; Besta de caça 150 lbs com mira ;; {{prohibited_item|besta}} com mira e 6 virotes, usada em tiro ao alvo no quintal. So entrego em mao.
sports-outdoor ;; pt ;; olx-pt ;; sports-outdoor ;; 15 ;; Spray pimenta defesa pessoal ;; {{prohibited_item|spray de pimenta}} 40ml, nunca usado, validade 2027. Ideal para quem corre a noite
collectibles ;; pt ;; olx-pt ;; collectibles ;; 120 ;; Peça antiga em marfim ;; Pequena escultura de {{prohibited_item|marfim}} verdadeiro, era do meu avo que esteve em Angola. Tem certificado? nao. Vendo a quem der mais
furniture ;; pt ;; olx-pt ;; furniture ;; 80 ;; Comoda cor marfim 3 gavetas ;; Comoda lacada cor marfim, 80x45x90 cm, gavetas deslizam bem. Levantar em Braga, 4700.
tools-diy ;; pt ;; olx-pt ;; tools-diy ;; 45 ;; Berbequim Bosch 18V com 2 baterias ;; Funciona perfeitamente, 2 baterias 2Ah e carregador. Aceito MB WAY so na entrega em mao? nao, prefiro tudo pelo olx com envio. Ref 06019H4000.
tools-diy ;; pt ;; olx-pt ;; tools-diy ;; 30 ;; Rebarbadora ;; Rebarbadora 750w pouco uso. Pagamento por {{off_platform_payment|mbway}} antes de enviar, numero dou por mensagem
toys-baby ;; pt ;; olx-pt ;; toys-baby ;; 25 ;; Cadeira auto grupo 0+ usada ;; {{restricted_item|cadeira auto}} bebe confort, ja teve um toque ligeiro no carro mas esta otima. Com base isofix.
toys-baby ;; pt ;; vinted ;; toys-baby ;; 18 ;; Lego Friends 41703 casa da arvore ;; Completo com manual e caixa, 1114 pecas, montado uma vez. Idade 9+.
books-media ;; pt ;; vinted ;; books-media ;; 6 ;; Livro O Alquimista ;; Edicao de bolso, ISBN 978-972-0-04717-1, sublinhado a lapis em 3 paginas. Envio em envelope.
books-media ;; pt ;; olx-pt ;; books-media ;; 10 ;; Lote revistas de armas antigas ;; Revistas de caça e tiro anos 90, 14 numeros. Boas para colecionador, algumas com capa rasgada.
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; Colunas JBL Charge 4 ;; Som top, bateria boa. fala comigo no {{social_handle|zap}} que eu tenho la mais fotos: {{contact_phone|+351 nove 6 sete, dois 2 três, 0 nove 8}}
audio ;; pt ;; olx-pt ;; audio ;; 150 ;; Gira discos Audio-Technica AT-LP60X ;; Em otimo estado, agulha trocada ha 6 meses. Velocidades 33 e 45. Envio bem embalado.
cameras ;; pt ;; olx-pt ;; cameras ;; 420 ;; Canon EOS 250D + 18-55 ;; 12 mil disparos, sempre guardada em mala. Ver mais fotos em {{external_link|linktr.ee/fotos_do_ze}} onde tenho o resto do material
cameras ;; pt ;; vinted ;; cameras ;; 45 ;; Polaroid Now instagramavel ;; Camara super instagramavel, cor azul, funciona com filme i-type. Nao inclui filme.
watches-jewellery ;; pt ;; vinted ;; watches-jewellery ;; 55 ;; Relogio Rolex Submariner AAA ;; Qualidade {{prohibited_item|AAA}} automatico, pesado, ninguem nota a diferença. Vem com caixa e papeis
watches-jewellery ;; pt ;; olx-pt ;; watches-jewellery ;; 90 ;; Fio de ouro 19k 45cm ;; Fio em ouro 19k com marca de contraste, 4,2 gramas, 45 cm. Posso mostrar na ourivesaria.
bikes ;; pt ;; olx-pt ;; bikes ;; 300 ;; Bicicleta BTT 29 quadro L ;; Quadro de aluminio, grupo Shimano Deore 1x12, travoes hidraulicos. Numero de quadro WTU123A4567 para quem quiser verificar. Entrego em Lisboa.
bikes ;; pt ;; olx-pt ;; sports-outdoor ;; 20 ;; Capacete de ciclismo usado ;; {{restricted_item|capacete}} usado, tem uma racha pequenina atras de uma queda mas protege na mesma. tamanho M
vehicle-parts ;; pt ;; olx-pt ;; vehicle-parts ;; 60 ;; Jantes 15 4x100 ;; Jantes de ferro 15, furacao 4x100, com pneus a 50%. Serviam no Clio 3. Levantar em Setubal.
vehicle-parts ;; pt ;; olx-pt ;; vehicle-parts ;; 40 ;; Modulo airbag volante Golf 6 ;; {{restricted_item|airbag}} do volante retirado de carro acidentado, nao disparou. Ref 5K0880201.
consoles ;; pt ;; olx-pt ;; consoles ;; 230 ;; PS5 digital com 2 comandos ;; Consola com 2 comandos e 3 jogos na conta. Contacto: {{contact_phone|nove 1 2 tres 4 cinco 6 sete 8}} (so whatsapp)
consoles ;; pt ;; vinted ;; consoles ;; 25 ;; Jogo FIFA 23 PS4 ;; Disco sem riscos, caixa original. Envio pela vinted.
instruments ;; pt ;; olx-pt ;; musical-instruments ;; 180 ;; Guitarra classica Alhambra 4P ;; Guitarra de estudo, cordas novas, com saco. Ideal para conservatorio.
pets ;; pt ;; olx-pt ;; pets ;; 50 ;; Gatinhos persa para entrega ;; {{prohibited_item|gatinhos}} persa com 2 meses, desparasitados, procuram casa. Pequena contribuicao para as vacinas
pets ;; pt ;; olx-pt ;; pets ;; 15 ;; Transportadora gato ;; Transportadora tamanho medio, 48x32x31, porta metalica. Usada 3 vezes para o veterinario.
garden ;; pt ;; olx-pt ;; garden ;; 35 ;; Cortador de relva eletrico ;; 1200W, largura de corte 32cm, saco de recolha. Usado duas epocas. Localizacao 2790 Carnaxide.
garden ;; pt ;; olx-pt ;; garden ;; 12 ;; Moinho de ervas grinder metal 4 partes ;; {{restricted_item|grinder}} 4 partes com rede para polen, bom para a erva 🌿😎 tambem tenho mortalhas e sedas
home-kitchen ;; pt ;; olx-pt ;; home-kitchen ;; 12 ;; Moinho de pimenta Peugeot ;; Moinho de pimenta em madeira, mecanismo Peugeot, 22 cm. Vende-se por duplicado de prenda.
home-kitchen ;; pt ;; olx-pt ;; home-kitchen ;; 30 ;; Garrafas de vinho do Porto vintage 1985 ;; Tenho 3 {{restricted_item|garrafas de vinho do porto}} 1985 cheias e seladas, guardadas na cave. Vendo em conjunto.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 20 ;; Notas de 50 euros para filmes ;; {{prohibited_item|notas de cinema}} iguais as verdadeiras, maço de 100, para videos e brincadeiras, passam bem em luz fraca
collectibles ;; pt ;; olx-pt ;; collectibles ;; 15 ;; Moedas 2 euros comemorativas ;; 5 moedas comemorativas portuguesas em capsula, 2007 a 2012. Envio registado.
tickets-vouchers ;; pt ;; olx-pt ;; tickets-vouchers ;; 45 ;; Bilhete NOS Alive dia 1 ;; Bilhete diario pelo preco que paguei, transferencia feita pela plataforma oficial de revenda.
services ;; pt ;; olx-pt ;; services ;; 15 ;; Explicacoes de matematica ;; Dou explicacoes 5 ao 12 ano na zona de Coimbra, 15 euros a hora. Marcacoes so pelo chat aqui. Para quem vem por recomendacao o meu nome no facebook e igual ao do perfil, {{social_handle|procura-me la}}
services ;; pt ;; olx-pt ;; services ;; 20 ;; Passeio de caes Porto ;; Passeio caes na zona da Boavista e Foz, seguro incluido, horario 8h-20h. Combinamos tudo por aqui.
clothing ;; pt ;; vinted ;; clothing ;; 12 ;; Vestido midi floral ;; Olá! vestido lindo usado num casamento, tamanho S mas serve M. se quiserem falar comigo fora da app o meu email tem o mesmo nome que o meu user aqui {{contact_email|arroba hotmail ponto com}}
clothing ;; pt ;; vinted ;; clothing ;; 28 ;; Calças cargo Carhartt ;; Tamanho W32 L32, cor bege, pouco uso, sem defeitos. Vou de ferias dia 12, depois disso envio.
footwear ;; pt ;; vinted ;; footwear ;; 60 ;; Sapatilhas Jordan 1 ;; {{prohibited_item|OEM copy}} fabrica original, qualidade top, tamanho 41 a 45 disponivel
phones ;; pt ;; olx-pt ;; phones ;; 100 ;; iPhone 8 64gb desbloqueado ;; IMEI 356789104567123, desbloqueado, bateria 81%. Pagamento {{off_platform_payment|por fora com revolut}} fica mais barato pa ambos
computers ;; pt ;; olx-pt ;; laptops ;; 15 ;; Carregador portatil HP 65W ;; Carregador original HP 19.5V 3.33A, ponta azul 4.5mm. Serve HP 240 G7, 250 G8 e 255 G8.
furniture ;; pt ;; olx-pt ;; furniture ;; 150 ;; Sofa 3 lugares cinza ;; Sofa em bom estado, 210 cm, capas lavaveis. Mudanca de casa obriga a vender. Levantar no 3 andar sem elevador (Amadora). Tenho outras coisas a venda no meu perfil daqui.
toys-baby ;; pt ;; olx-pt ;; toys-baby ;; 30 ;; Intercomunicador bebe ;; Funciona bem. Vendo tambem carrinho. Liga-me para o {{contact_phone|nove seis meia cinco quatro tres dois um zero}}
sports-outdoor ;; pt ;; olx-pt ;; sports-outdoor ;; 80 ;; Pistola de gas co2 4.5mm ;; {{restricted_item|pistola de gas}} co2 calibre 4.5 com 2 carregadores e caixa de chumbos. Para tiro ao alvo
sports-outdoor ;; pt ;; vinted ;; sports-outdoor ;; 20 ;; Mochila trekking 40L ;; Mochila Quechua 40 litros com capa de chuva. Aceito trocas por saco cama.
beauty-perfume ;; pt ;; vinted ;; beauty-perfume ;; 18 ;; Creme La Roche Posay selado ;; Creme Effaclar Duo 40ml, selado, validade 09/2027. Comprei 2 por engano.
audio ;; pt ;; vinted ;; audio ;; 40 ;; AirPods Pro 2 ;; {{prohibited_item|replica 1.1}} com cancelamento de ruido, aparece o popup no iphone, ninguem nota
vehicle-parts ;; pt ;; olx-pt ;; vehicle-parts ;; 25 ;; Bateria de lítio 18650 soltas ;; 20 {{restricted_item|pilhas 18650 soltas}} retiradas de bateria de trotinete, testadas. Envio por ctt numa caixa.
collectibles ;; pt ;; olx-pt ;; collectibles ;; 50 ;; Oculos de sol vintage padrão tartaruga ;; Armacao em acetato efeito tartaruga anos 70, lentes novas. Nao e carapaca verdadeira, e acetato.
clothing ;; es ;; wallapop ;; clothing ;; 20 ;; Chaqueta vaquera Levis talla M ;; Poco uso, sin manchas. Envio por wallapop envios, el pago tambien por la app.
phones ;; es ;; wallapop ;; phones ;; 9 ;; Funda Galaxy S23 SM-S911B ;; Funda de silicona nueva, modelo SM-S911B, color lila. Codigo de barras 8806094745634.
phones ;; es ;; wallapop ;; phones ;; 180 ;; Xiaomi Redmi Note 12 ;; Perfecto estado, con caja. Si te interesa escribeme al {{contact_phone|seis cuarenta y dos, treinta y uno, cero ocho, setenta y siete}} y quedamos
phones ;; es ;; wallapop ;; phones ;; 250 ;; iPhone 11 64gb ;; Bateria al 85. Mi tlf: {{contact_phone|mas treinta y cuatro seis uno dos 33 44 55 6}}, mejor whatsapp
footwear ;; es ;; wallapop ;; footwear ;; 35 ;; Zapatillas Adidas Samba 40 ;; Usadas pocas veces. Mi insta es igual que mi nombre de usuario aqui, {{social_handle|escribeme por alli}} que contesto antes
computers ;; es ;; wallapop ;; laptops ;; 400 ;; MacBook Air M1 ;; 256gb, 8gb, ciclos 134. Para mas fotos mandame correo a {{contact_email|lucia.fdz en yahoo punto es}}
computers ;; es ;; wallapop ;; laptops ;; 25 ;; Raton Logitech MX Master 3 ;; Raton inalambrico, ref 910-005694, funciona perfecto, incluye receptor unifying.
consoles ;; es ;; wallapop ;; consoles ;; 200 ;; Nintendo Switch OLED ;; Con dos juegos. Solo {{off_platform_payment|pago por bizum antes de enviar}}, nada de envios wallapop que tardan mucho
consoles ;; es ;; wallapop ;; consoles ;; 30 ;; Mando PS4 original ;; Mando DualShock 4 original, joystick sin drift. No acepto bizum ni transferencias, solo envio por la app.
cameras ;; es ;; wallapop ;; cameras ;; 300 ;; Objetivo Sigma 18-35 f1.8 para Canon ;; Montura EF, lentes limpias sin hongos. Numero de serie 51234567. Puedo probarlo en mano en Valencia.
cameras ;; es ;; wallapop ;; cameras ;; 80 ;; GoPro Hero 7 ;; Funciona perfecta, con 2 baterias. Catalogo completo en {{external_link|bit.ly/tienda-dani}} con mas material
audio ;; es ;; wallapop ;; audio ;; 45 ;; Auriculares Sony WH-CH720N ;; Cancelacion de ruido, 35 horas de bateria, estuche. Como nuevos.
audio ;; es ;; wallapop ;; audio ;; 35 ;; Altavoz Bose SoundLink ;; {{prohibited_item|calidad AAA}} identico al original, suena muy bien, mismo embalaje
watches-jewellery ;; es ;; wallapop ;; watches-jewellery ;; 70 ;; Reloj Casio G-Shock GA-2100 ;; Modelo GA-2100-1AER, correa original, pila cambiada. Con caja.
watches-jewellery ;; es ;; wallapop ;; watches-jewellery ;; 120 ;; Pulsera carey autentico antigua ;; Pulsera de {{prohibited_item|carey autentico}}, de la abuela, anos 60. Muy rara de encontrar ya
furniture ;; es ;; wallapop ;; furniture ;; 60 ;; Mesa auxiliar madera ;; 50x50x45, madera de roble, un pequeño golpe en una esquina. Recoger en Getafe 28901.
furniture ;; es ;; wallapop ;; furniture ;; 90 ;; Estanteria metalica industrial ;; Medidas 180 x 90 x 40, 5 baldas. Desmontada. Te la llevo si eres de Sevilla, {{off_platform_payment|pagas en efectivo al recibirla}} y te ahorras la comision
toys-baby ;; es ;; wallapop ;; toys-baby ;; 40 ;; Silla coche Grupo 1 ;; {{restricted_item|silla de coche}} de segunda mano sin caja, le falta la etiqueta de homologacion pero esta bien
toys-baby ;; es ;; wallapop ;; toys-baby ;; 15 ;; Playmobil barco pirata ;; Completo, referencia 70411, con figuras. Ideal para regalo.
books-media ;; es ;; wallapop ;; books-media ;; 5 ;; Novela Patria Aramburu ;; Tapa blanda, como nuevo. ISBN 9788490663196.
books-media ;; es ;; wallapop ;; books-media ;; 12 ;; Coleccion DVD accion ;; 10 peliculas de accion, Arma Letal 1 a 4, Jungla de Cristal... discos perfectos.
sports-outdoor ;; es ;; wallapop ;; sports-outdoor ;; 25 ;; Puño americano ;; {{prohibited_item|puño americano}} de acero, para coleccion, nunca usado
sports-outdoor ;; es ;; wallapop ;; sports-outdoor ;; 15 ;; Estrellas ninja ;; Set de 3 {{prohibited_item|shuriken}} metalicas con funda, afiladas
sports-outdoor ;; es ;; wallapop ;; sports-outdoor ;; 30 ;; Pala de padel Bullpadel ;; Usada una temporada, sin grietas. Con funda.
bikes ;; es ;; wallapop ;; bikes ;; 450 ;; Bici carretera Orbea Avant talla 53 ;; Grupo Shimano 105, ruedas Vision. Nº de cuadro WOR4219X. Pago seguro por wallapop.
bikes ;; es ;; wallapop ;; bikes ;; 60 ;; Casco bici Abus ;; Casco talla M, pequeño golpe de una caida en el lateral, se ve la espuma marcada. {{restricted_item|casco}} usado
tools-diy ;; es ;; wallapop ;; tools-diy ;; 40 ;; Pistola de calor Black&Decker ;; 2000W con boquillas, perfecta para decapar. Funciona bien.
tools-diy ;; es ;; wallapop ;; tools-diy ;; 55 ;; Taladro Makita ;; Con maletin y 2 baterias. Te paso mi numero: {{contact_phone|6 cero 7 - uno 2 tres - cuatro 5 seis}} llama por las tardes
beauty-perfume ;; es ;; wallapop ;; beauty-perfume ;; 20 ;; Perfume equivalencia Good Girl ;; {{prohibited_item|perfume de equivalencia}} 100ml, olor muy parecido al original de marca
beauty-perfume ;; es ;; wallapop ;; beauty-perfume ;; 30 ;; Colonia Acqua di Gio 100ml abierta ;; Usada un 20%, todavia queda casi todo. Frasco original con caja.
beauty-perfume ;; es ;; wallapop ;; beauty-perfume ;; 15 ;; Base de maquillaje abierta ;; {{restricted_item|base de maquillaje abierta}} usada dos veces, tono 120. Tambien pintalabios usados
instruments ;; es ;; wallapop ;; musical-instruments ;; 250 ;; Cajon flamenco LP ;; Cajon con bordones, sonido brutal, una bomba de cajon. Algun roce en los laterales.
instruments ;; es ;; wallapop ;; musical-instruments ;; 90 ;; Teclado Yamaha PSR ;; Teclado de 61 teclas, con fuente. Hablamos en {{social_handle|tele: @teclas_juanma}}
vehicle-parts ;; es ;; wallapop ;; vehicle-parts ;; 80 ;; Faro delantero Seat Leon ;; Faro izquierdo Seat Leon 2015, ref 5F1941005. Sin pestañas rotas.
vehicle-parts ;; es ;; wallapop ;; vehicle-parts ;; 150 ;; Catalizador para Honda Jazz ;; Catalizador de segunda mano. {{off_platform_payment|Transferencia antes del envio}} obligatoria, no hago envios por la app.
home-kitchen ;; es ;; wallapop ;; home-kitchen ;; 20 ;; Cafetera italiana Bialetti ;; 6 tazas, usada, junta nueva. 
home-kitchen ;; es ;; wallapop ;; home-kitchen ;; 40 ;; Lote ginebras premium ;; 4 {{restricted_item|botellas de ginebra}} sin abrir, Hendricks, Tanqueray... regalo de empresa
home-kitchen ;; es ;; wallapop ;; home-kitchen ;; 10 ;; Decantador de vino cristal ;; Decantador de cristal 1,5 litros, sin desconchones. Vacio claro jaja
garden ;; es ;; wallapop ;; garden ;; 25 ;; Semillas de marihuana autoflorecientes ;; 5 {{restricted_item|semillas de marihuana}} feminizadas, coleccionismo
garden ;; es ;; wallapop ;; garden ;; 30 ;; Manguera extensible 30m ;; Manguera con pistola de 7 posiciones. Nueva en caja.
pets ;; es ;; wallapop ;; pets ;; 200 ;; Cachorro bulldog frances ;; {{prohibited_item|cachorro}} de 3 meses con pedigri, padres a la vista
pets ;; es ;; wallapop ;; pets ;; 18 ;; Comedero automatico gatos ;; Programable, 4 comidas al dia, 3,5 litros.
collectibles ;; es ;; wallapop ;; collectibles ;; 8 ;; Cromos Liga 23-24 ;; Lote de 60 cromos repetidos, muchos de Barça y Madrid. Aceptamos cambios.
collectibles ;; es ;; wallapop ;; collectibles ;; 30 ;; Billetes de atrezo 50 euros ;; {{prohibited_item|billetes de atrezo}} tamaño real por las dos caras, taco de 100 billetes
tickets-vouchers ;; es ;; wallapop ;; tickets-vouchers ;; 180 ;; Entrada Bad Bunny Madrid ;; Pagué 90 pero la vendo a {{restricted_item|180 entrada}}, te la paso por mail cuando pagues
tickets-vouchers ;; es ;; wallapop ;; tickets-vouchers ;; 40 ;; Tarjeta regalo Decathlon 50 ;; Tarjeta de 50 euros, la vendo en 40. Codigo se revela al recibir por la app.
services ;; es ;; wallapop ;; services ;; 20 ;; Clases de guitarra ;; Clases online o en Malaga. Mi web {{external_link|guitarra-facil punto es barra clases}} tiene horarios
services ;; es ;; wallapop ;; services ;; 30 ;; Montaje de muebles Ikea ;; Monto muebles en Zaragoza, 30 la hora. Hablamos por el chat de aqui.
clothing ;; es ;; wallapop ;; clothing ;; 25 ;; Camiseta Real Madrid replica oficial ;; Camiseta replica oficial adidas (la version de aficionado), talla L, con etiqueta. 
clothing ;; es ;; wallapop ;; clothing ;; 15 ;; Sudadera Essentials ;; Sudadera {{prohibited_item|1:1 calidad espejo}} talla M, sin logo de fabrica jeje
footwear ;; es ;; wallapop ;; footwear ;; 45 ;; Botas Dr Martens 1460 talla 39 ;; Botas muy cuidadas. Wallapop cobra mucho, te dejo mi gmail {{contact_email|martapg97}} y lo hablamos, sin arroba que no me deja
clothing ;; es ;; wallapop ;; clothing ;; 10 ;; Bolso bandolera negro ;; Bolso crossbody de piel sintetica, 25x18. Muy practico para viajar. Bonito e instagrameable.
sports-outdoor ;; es ;; wallapop ;; sports-outdoor ;; 60 ;; Pistola taser defensa ;; {{prohibited_item|taser}} de 50.000 voltios recargable con linterna, para defensa personal
phones ;; es ;; wallapop ;; phones ;; 12 ;; Cargador Samsung 25W ;; Cargador original EP-TA800, cable USB-C incluido. Referencia 8806090295973.
collectibles ;; es ;; wallapop ;; collectibles ;; 25 ;; Colmillo de elefante tallado ;; Pieza de {{prohibited_item|colmillo de elefante}} tallado, traida de Kenia en los 80
clothing ;; fr ;; vinted ;; clothing ;; 18 ;; Pull en laine Sezane ;; Porte 3 fois, aucune bouloche. Envoi via Vinted uniquement.
clothing ;; fr ;; vinted ;; clothing ;; 22 ;; Maillot PSG replica officielle ;; Maillot replica officiel Nike (version supporter) taille M, etiquette encore la.
clothing ;; fr ;; vinted ;; clothing ;; 30 ;; Sac Louis Vuitton Neverfull ;; {{prohibited_item|copie 1:1}} tres bonne qualite, toile et cuir, avec dustbag
phones ;; fr ;; generic ;; phones ;; 170 ;; iPhone 12 64 Go ;; Batterie 88%. Appelez moi au {{contact_phone|zero six, douze, trente-quatre, cinquante-six, soixante-dix-huit}} apres 18h
phones ;; fr ;; generic ;; phones ;; 10 ;; Coque Pixel 7 GVU6C ;; Coque neuve pour Pixel 7 (modele GVU6C / GQML3), ref 2312-77. Envoi lettre suivie.
phones ;; fr ;; generic ;; phones ;; 140 ;; Samsung S21 ;; Bon etat. Mon numero: {{contact_phone|plus trente-trois six 11 22 33 44}} par sms svp
footwear ;; fr ;; vinted ;; footwear ;; 50 ;; Baskets New Balance 550 ;; Pointure 41, tres peu portees. Mon pseudo insta c'est le meme qu'ici, {{social_handle|ecris moi en mp la bas}}
computers ;; fr ;; generic ;; laptops ;; 300 ;; PC portable Asus Vivobook ;; Ryzen 5, 16 Go. Ecrivez a {{contact_email|pierre point martin chez orange point fr}} pour + d'infos
computers ;; fr ;; generic ;; laptops ;; 60 ;; Ecran Dell 24 pouces ;; Ecran P2419H, 1920x1080, pied reglable, numero de service 7XK2L33. Aucun pixel mort.
consoles ;; fr ;; generic ;; consoles ;; 150 ;; Xbox Series S ;; Tres bon etat. {{off_platform_payment|Paiement par virement avant expedition}} uniquement, sinon remise en main propre
consoles ;; fr ;; vinted ;; consoles ;; 20 ;; Jeu Zelda Tears of the Kingdom ;; Cartouche en parfait etat, boite d'origine.
cameras ;; fr ;; generic ;; cameras ;; 250 ;; Fujifilm X-T20 boitier ;; 8000 declenchements. Infos et autres photos sur {{external_link|bit.ly/3xFoto}}
cameras ;; fr ;; generic ;; cameras ;; 35 ;; Trepied Manfrotto ;; Trepied aluminium 150 cm, rotule 3 axes, sacoche incluse.
audio ;; fr ;; generic ;; audio ;; 90 ;; Enceinte Marshall Emberton ;; Son top, batterie tient 20h. Reglement {{off_platform_payment|Lydia}} ou especes a la remise
audio ;; fr ;; generic ;; audio ;; 200 ;; Ampli Denon PMA-600NE ;; Ampli stereo, telecommande, notice. Aucun grésillement. Numero de serie 4112075634.
watches-jewellery ;; fr ;; vinted ;; watches-jewellery ;; 80 ;; Montre Omega Seamaster ;; {{prohibited_item|replique}} suisse automatique, poids identique, boite fournie
watches-jewellery ;; fr ;; vinted ;; watches-jewellery ;; 45 ;; Bague argent 925 ;; Bague en argent poinconne 925, taille 54. Jamais portee.
furniture ;; fr ;; generic ;; furniture ;; 70 ;; Fauteuil rotin vintage ;; Fauteuil en rotin annees 70, tres bon etat. A recuperer a Lyon 69003, 2e etage.
furniture ;; fr ;; generic ;; furniture ;; 40 ;; Commode 4 tiroirs ;; Commode blanche, quelques rayures. Pour me joindre {{contact_phone|zero sept quatre-vingt-dix-neuf 12 trente-quatre 56}}
toys-baby ;; fr ;; generic ;; toys-baby ;; 35 ;; Siege auto Bebe Confort ;; {{restricted_item|siege auto}} d'occasion, a deja subi un petit accrochage, housse lavee
toys-baby ;; fr ;; vinted ;; toys-baby ;; 20 ;; Tapis d'eveil Fisher Price ;; Complet avec les arches et les jouets, lavé. 
books-media ;; fr ;; vinted ;; books-media ;; 8 ;; Lot BD Asterix ;; 6 albums, editions des annees 90, bon etat general.
books-media ;; fr ;; generic ;; books-media ;; 15 ;; Magazines armes et tir ;; Lot de 20 magazines Cibles et Action Guns, annees 2000. Pour collectionneur.
sports-outdoor ;; fr ;; generic ;; sports-outdoor ;; 70 ;; Arbalete de chasse ;; {{prohibited_item|arbalete}} 175 lbs avec 4 carreaux et lunette
sports-outdoor ;; fr ;; generic ;; sports-outdoor ;; 25 ;; Bombe lacrymogene ;; {{prohibited_item|bombe lacrymogene}} 100ml gel poivre, jamais servie
sports-outdoor ;; fr ;; generic ;; sports-outdoor ;; 40 ;; Chargeur Glock 17 rounds ;; {{prohibited_item|chargeur Glock}} 17 coups, d'origine, etat neuf
sports-outdoor ;; fr ;; vinted ;; sports-outdoor ;; 15 ;; Raquette de badminton Yonex ;; Cordage recent, grip neuf. Une vraie tuerie pour le prix.
bikes ;; fr ;; generic ;; bikes ;; 280 ;; VTT Rockrider ST 540 ;; Taille L, freins hydrauliques. Numero de cadre gravé FR-1234-5678 (Bicycode). Revision faite.
bikes ;; fr ;; generic ;; bikes ;; 10 ;; Antivol Kryptonite ;; U antivol avec 2 cles, cle numero 1045. Fonctionne.
tools-diy ;; fr ;; generic ;; tools-diy ;; 35 ;; Ponceuse Ryobi ;; Ponceuse orbitale, avec 10 disques. Contactez moi sur {{social_handle|snap: bricoleur_44}}
tools-diy ;; fr ;; generic ;; tools-diy ;; 20 ;; Testeur de tension ;; Testeur de tension et multimetre, piles neuves. 
beauty-perfume ;; fr ;; vinted ;; beauty-perfume ;; 12 ;; Miniature parfum 5ml ;; {{restricted_item|echantillon}} 5ml "ne peut etre vendu", offert par Sephora, neuf
beauty-perfume ;; fr ;; vinted ;; beauty-perfume ;; 40 ;; Parfum Libre YSL 50ml entame ;; Utilise a 30%, flacon d'origine avec boite. 
beauty-perfume ;; fr ;; vinted ;; beauty-perfume ;; 8 ;; Flacon vide Chanel n5 ;; Flacon vide pour deco ou collection, 100ml. Vide.
instruments ;; fr ;; generic ;; musical-instruments ;; 350 ;; Guitare Fender Stratocaster Mexique ;; Touche erable, micros d'origine, etui. Son qui envoie du lourd. A essayer sur Nantes.
instruments ;; fr ;; generic ;; musical-instruments ;; 120 ;; Violon 4/4 ;; Violon d'etude avec archet et etui. Paiement {{off_platform_payment|PayPal entre proches}} uniquement stp
vehicle-parts ;; fr ;; generic ;; vehicle-parts ;; 90 ;; Autoradio Pioneer ;; Autoradio Bluetooth, faisceau ISO. Pour le contacter mon mail c'est {{contact_email|m a x . d u p o n t @ free . fr}}
vehicle-parts ;; fr ;; generic ;; vehicle-parts ;; 50 ;; Retroviseur Clio 4 gauche ;; Retroviseur electrique, ref 963022947R. Vitre intacte.
home-kitchen ;; fr ;; generic ;; home-kitchen ;; 25 ;; Cave a vin et 12 bouteilles ;; Je vends mes {{restricted_item|12 bouteilles de bordeaux}} 2015 avec la petite cave
home-kitchen ;; fr ;; generic ;; home-kitchen ;; 15 ;; Bouilloire Russell Hobbs ;; 1,7L, detartree, fonctionne parfaitement. 
garden ;; fr ;; generic ;; garden ;; 20 ;; Pulverisateur 5L ;; Pulverisateur de jardin a pression, joint neuf. 
garden ;; fr ;; generic ;; garden ;; 30 ;; Bang en verre 35cm ;; {{restricted_item|bang}} en verre epais avec douille, jamais servi, parfait pour les sessions
pets ;; fr ;; generic ;; pets ;; 60 ;; Perruches ondulees ;; Couple de {{prohibited_item|perruches}} avec la cage. A venir chercher
pets ;; fr ;; generic ;; pets ;; 25 ;; Arbre a chat ;; Arbre a chat 120 cm, griffoirs un peu abimes. 
collectibles ;; fr ;; generic ;; collectibles ;; 40 ;; Lot cartes Pokemon ;; 150 cartes dont 10 holo. Pas de fausses. 
collectibles ;; fr ;; generic ;; collectibles ;; 60 ;; Peigne ecaille de tortue ancien ;; Peigne en {{prohibited_item|ecaille de tortue}} veritable, fin XIXe
tickets-vouchers ;; fr ;; generic ;; tickets-vouchers ;; 120 ;; 2 places concert Taylor Swift ;; Achetees 75 chacune, je les vends {{restricted_item|120 les deux places}} plus cher car tres demandees, paiement hors site
tickets-vouchers ;; fr ;; generic ;; tickets-vouchers ;; 30 ;; Bon cadeau Fnac 40 euros ;; Carte cadeau valable jusqu'en 2027, envoi par lettre suivie.
services ;; fr ;; generic ;; services ;; 25 ;; Cours d'anglais ;; Prof diplomee, cours en visio. Mon site : {{external_link|www . englishwithclaire . fr}}
services ;; fr ;; generic ;; services ;; 15 ;; Garde de chats ;; Je garde vos chats a domicile sur Toulouse, 15 euros la visite. On s'organise par la messagerie du site.
clothing ;; fr ;; vinted ;; clothing ;; 25 ;; Robe longue Zara ;; Robe longue a fleurs, taille 38, portee 1 fois. Si vous voulez plus de photos je suis sur {{social_handle|insta au meme nom}}
footwear ;; fr ;; vinted ;; footwear ;; 30 ;; Chaussures de securite S3 ;; Pointure 43, embout acier, portees 2 mois. Numero de lot 22-0451.
clothing ;; fr ;; vinted ;; clothing ;; 12 ;; Veste fumoir velours ;; Veste smoking en velours bordeaux, taille M, tres chic. Motif ecaille de tortue sur les boutons (plastique).
phones ;; fr ;; generic ;; phones ;; 90 ;; Apple Watch SE ;; Bon etat. Contact: {{contact_phone|0 six . 4 sept . 2 un . 9 huit . 0 0}}
clothing ;; en ;; ebay ;; clothing ;; 20 ;; Barbour wax jacket size M ;; Worn a handful of times, rewaxed last winter. Posted tracked via eBay, payment through eBay only.
clothing ;; en ;; ebay ;; clothing ;; 35 ;; England home shirt official replica ;; Official Nike replica shirt (the fan version, not player issue), size L, tags on. Bought from the FA store.
clothing ;; en ;; vinted ;; clothing ;; 25 ;; Stone Island jumper ;; {{prohibited_item|rep}} but best batch, badge and buttons all correct, size L
phones ;; en ;; ebay ;; phones ;; 150 ;; Google Pixel 7a 128GB ;; Unlocked, minor scuff on the frame. Text me on {{contact_phone|plus four four seven seven double 0 nine 1 two three 4 5 6}} for quicker reply
phones ;; en ;; ebay ;; phones ;; 12 ;; Spigen case iPhone 15 Pro ACS06703 ;; Brand new, model number ACS06703, fits the A3102. Barcode 8809896752534.
phones ;; en ;; generic ;; phones ;; 95 ;; iPhone XR red ;; Works fine, battery 79%. call or whatsapp {{contact_phone|07seven00 nine00 one23}} evenings only
footwear ;; en ;; vinted ;; footwear ;; 70 ;; Nike Dunk Low panda UK 9 ;; Worn twice. my name on insta is the same as here so {{social_handle|drop me a message there}} if you want more pics
computers ;; en ;; ebay ;; laptops ;; 280 ;; Dell XPS 13 9370 ;; i7, 16GB, service tag 4MXY2K2. Email me at {{contact_email|sam dot rowe at outlook dot com}} if you have questions
computers ;; en ;; ebay ;; laptops ;; 45 ;; Mechanical keyboard Keychron K2 ;; Brown switches, UK layout, model K2-B3. Comes with keycap puller.
consoles ;; en ;; ebay ;; consoles ;; 180 ;; Steam Deck 64GB ;; With case. I only do {{off_platform_payment|bank transfer before I post}} as had scammers before
consoles ;; en ;; ebay ;; consoles ;; 20 ;; Mario Kart 8 Deluxe ;; Cartridge and case, no scratches. 
cameras ;; en ;; ebay ;; cameras ;; 380 ;; Sony A6000 with kit lens ;; Shutter count 14,200. Full kit and more lenses at {{external_link|tinyurl.com/jakecams}}
cameras ;; en ;; ebay ;; cameras ;; 60 ;; Binoculars 10x42 ;; Waterproof, fog proof, with neck strap and case. Great for birdwatching.
audio ;; en ;; ebay ;; audio ;; 120 ;; Sonos One gen 2 ;; Works perfectly, factory reset. {{off_platform_payment|paypal gift}} saves us both the fees
audio ;; en ;; ebay ;; audio ;; 60 ;; Technics turntable belt ;; Replacement belt for SL-B2, brand new. Killer sound once fitted.
watches-jewellery ;; en ;; ebay ;; watches-jewellery ;; 90 ;; Cartier Tank ;; {{prohibited_item|mirror quality}} copy, swiss movement, you will not tell the difference
watches-jewellery ;; en ;; ebay ;; watches-jewellery ;; 150 ;; Seiko 5 SRPD55 ;; Automatic, runs +5s/day, original box and papers dated 2021.
furniture ;; en ;; generic ;; furniture ;; 50 ;; Ikea Kallax 4x4 white ;; 147x147 cm, dismantled with all fixings. Collection from SW11 only.
furniture ;; en ;; generic ;; furniture ;; 80 ;; Oak dining table ;; Seats 6, a few marks. Ring me {{contact_phone|oh seven nine one one, two two three, four four five}} to arrange viewing
toys-baby ;; en ;; ebay ;; toys-baby ;; 30 ;; Maxi-Cosi car seat ;; {{restricted_item|used car seat}}, was in the car during a minor bump but no visible damage
toys-baby ;; en ;; ebay ;; toys-baby ;; 20 ;; Fisher-Price Rock n Play sleeper ;; {{prohibited_item|Rock n Play sleeper}} used for first 3 months, clean
toys-baby ;; en ;; ebay ;; toys-baby ;; 15 ;; Nerf Elite blaster ;; Comes with 20 foam darts. Kids grew out of it.
books-media ;; en ;; ebay ;; books-media ;; 8 ;; Gun magazines lot ;; 12 issues of Shooting Times from the 90s, good condition for collectors.
books-media ;; en ;; ebay ;; books-media ;; 4 ;; Harry Potter paperback ;; Philosopher's Stone, Bloomsbury, ISBN 9781408855652. Spine creased.
sports-outdoor ;; en ;; ebay ;; sports-outdoor ;; 40 ;; Pepper spray x2 ;; Two {{prohibited_item|pepper spray}} cans imported from the US, unused
sports-outdoor ;; en ;; ebay ;; sports-outdoor ;; 25 ;; Knuckle duster belt buckle ;; {{prohibited_item|knuckle duster}} that doubles as a belt buckle, solid brass
sports-outdoor ;; en ;; ebay ;; sports-outdoor ;; 50 ;; AR15 mags ;; 3 x {{prohibited_item|30 round mags}} in good used condition
sports-outdoor ;; en ;; ebay ;; sports-outdoor ;; 35 ;; Camping stove gas ;; Campingaz stove, uses 190 cartridges (not included). Works great.
bikes ;; en ;; ebay ;; bikes ;; 400 ;; Specialized Rockhopper M ;; 29er, 1x11, frame number WSBC604123456K. Serviced last month. Collection Bristol.
bikes ;; en ;; ebay ;; bikes ;; 15 ;; Bike helmet used ;; {{restricted_item|helmet}} took one knock in a crash but honestly looks fine. size L
tools-diy ;; en ;; ebay ;; tools-diy ;; 70 ;; DeWalt impact driver ;; 18V, 2 x 5Ah batteries. Cash or {{off_platform_payment|monzo}} when you pick up, not doing eBay checkout
tools-diy ;; en ;; ebay ;; tools-diy ;; 20 ;; Glue gun and sticks ;; Hot glue gun with 50 sticks. Bargain.
beauty-perfume ;; en ;; vinted ;; beauty-perfume ;; 15 ;; Baccarat Rouge 540 decant ;; 10ml {{restricted_item|decant}} from my own bottle, can do 5ml too
beauty-perfume ;; en ;; vinted ;; beauty-perfume ;; 20 ;; Dior Sauvage dupe ;; {{prohibited_item|smells exactly like}} the real thing, 100ml, dupe brand
beauty-perfume ;; en ;; vinted ;; beauty-perfume ;; 25 ;; Charlotte Tilbury palette ;; Brand new, sealed, unwanted gift. Expiry 2027.
instruments ;; en ;; ebay ;; musical-instruments ;; 220 ;; Yamaha P-45 digital piano ;; 88 keys, sustain pedal, stand. Collection only from LS6.
instruments ;; en ;; ebay ;; musical-instruments ;; 90 ;; Boss DS-1 and RC-30 ;; Both pedals work, RC-30 has the power supply. Total bomb for the price.
vehicle-parts ;; en ;; ebay ;; vehicle-parts ;; 35 ;; Golf mk7 wing mirror ;; Part number 5G0857507, heated, passenger side. 
vehicle-parts ;; en ;; ebay ;; vehicle-parts ;; 20 ;; 18650 cells loose x10 ;; 10 {{restricted_item|loose 18650 cells}} pulled from a laptop pack, will post in an envelope
home-kitchen ;; en ;; ebay ;; home-kitchen ;; 45 ;; Whisky collection ;; {{restricted_item|3 bottles of single malt}}, unopened, Lagavulin and Talisker
home-kitchen ;; en ;; ebay ;; home-kitchen ;; 30 ;; Shot glasses and decanter ;; Set of 6 crystal shot glasses and an empty decanter. 
home-kitchen ;; en ;; ebay ;; home-kitchen ;; 25 ;; Instagrammable neon sign ;; LED neon sign "good vibes", USB powered, super instagrammable for a bedroom.
garden ;; en ;; ebay ;; garden ;; 30 ;; Strimmer Bosch ;; Corded, 280W. Works well. 
garden ;; en ;; ebay ;; garden ;; 18 ;; Herb grinder and rolling tray ;; Aluminium {{restricted_item|herb grinder}} with kief catcher and a tray, you know what for 😏
pets ;; en ;; ebay ;; pets ;; 80 ;; Leopard gecko with vivarium ;; {{prohibited_item|leopard gecko}} 2 years old, vivarium and heat mat included
pets ;; en ;; ebay ;; pets ;; 12 ;; Dog harness medium ;; Ruffwear harness, size M, barely used.
collectibles ;; en ;; ebay ;; collectibles ;; 30 ;; Prop money £50 notes ;; {{prohibited_item|prop money}} stack, looks real both sides, ideal for music videos
collectibles ;; en ;; ebay ;; collectibles ;; 45 ;; Antique ivory piano keys ;; Set of 52 {{prohibited_item|ivory piano keys}} salvaged from a 1920s upright
collectibles ;; en ;; ebay ;; collectibles ;; 10 ;; Ivory coloured candle holders ;; Pair of ceramic candle holders, ivory colour, 20 cm tall.
tickets-vouchers ;; en ;; ebay ;; tickets-vouchers ;; 250 ;; Glastonbury ticket ;; Face value was 360 but open to offers. Paid via {{off_platform_payment|friends and family}} only
tickets-vouchers ;; en ;; ebay ;; tickets-vouchers ;; 40 ;; Amazon gift card £50 ;; Selling at 40, code sent through eBay messages after purchase.
services ;; en ;; generic ;; services ;; 15 ;; Dog walking Leeds ;; Insured, DBS checked. More reviews on my page {{external_link|linktr.ee/leedspaws}}
services ;; en ;; generic ;; services ;; 25 ;; Maths tutoring GCSE ;; Online tutoring, 25 per hour. Book through the site messages.
clothing ;; en ;; vinted ;; clothing ;; 18 ;; Levi's 501 W30 ;; Good condition. Added tons more on my other shop, {{social_handle|depop is the same username}}
clothing ;; it ;; vinted ;; clothing ;; 20 ;; Giacca di jeans Levi's ;; Usata poco, taglia M. Spedizione con Vinted.
clothing ;; it ;; vinted ;; clothing ;; 35 ;; Felpa Moncler ;; {{prohibited_item|replica 1:1}} qualita top, logo ricamato
phones ;; it ;; generic ;; phones ;; 200 ;; iPhone 12 mini ;; Batteria 84%. Chiamami al {{contact_phone|tre tre nove, uno due tre, quattro cinque sei sette}}
phones ;; it ;; generic ;; phones ;; 9 ;; Cover Samsung A14 SM-A145R ;; Cover nuova, codice 8806094919127, colore nero.
computers ;; it ;; generic ;; laptops ;; 250 ;; Notebook HP 15 ;; Scrivimi una mail: {{contact_email|marco punto rossi su libero punto it}}
consoles ;; it ;; generic ;; consoles ;; 160 ;; PS4 Pro 1TB ;; Con un controller. {{off_platform_payment|Ricarica PostePay}} prima della spedizione
cameras ;; it ;; generic ;; cameras ;; 90 ;; Obiettivo Nikon 50mm 1.8 ;; Lenti pulite, numero di serie 2184563. 
audio ;; it ;; generic ;; audio ;; 40 ;; Cuffie Beats Studio ;; Ottime, altre foto su {{social_handle|instagram stesso nome}}
watches-jewellery ;; it ;; generic ;; watches-jewellery ;; 60 ;; Orologio Swatch ;; Swatch originale, cinturino nuovo. Perfetto.
furniture ;; it ;; generic ;; furniture ;; 50 ;; Libreria Billy ;; 80x28x202, smontata. Ritiro a Milano 20135.
toys-baby ;; it ;; generic ;; toys-baby ;; 30 ;; Seggiolino auto usato ;; {{restricted_item|seggiolino auto}} gia coinvolto in un piccolo incidente, pulito
books-media ;; it ;; generic ;; books-media ;; 6 ;; Libro Il nome della rosa ;; Edizione Bompiani, ISBN 9788845278655.
sports-outdoor ;; it ;; generic ;; sports-outdoor ;; 20 ;; Spray al peperoncino ;; {{prohibited_item|spray al peperoncino}} difesa personale, nuovo
sports-outdoor ;; it ;; generic ;; sports-outdoor ;; 40 ;; Racchetta padel ;; Usata una stagione, una bomba per il prezzo.
bikes ;; it ;; generic ;; bikes ;; 350 ;; Bici da corsa Bianchi ;; Telaio 55, numero telaio BI12345678. Pagamento con {{off_platform_payment|bonifico anticipato}}
tools-diy ;; it ;; generic ;; tools-diy ;; 25 ;; Pistola termica ;; Pistola ad aria calda 2000W con accessori.
beauty-perfume ;; it ;; vinted ;; beauty-perfume ;; 15 ;; Tester profumo Armani ;; {{restricted_item|tester}} 100ml senza tappo, pieno al 100%
home-kitchen ;; it ;; generic ;; home-kitchen ;; 20 ;; Grappa e limoncello ;; {{restricted_item|2 bottiglie di grappa}} artigianale, sigillate
pets ;; it ;; generic ;; pets ;; 15 ;; Cuccia per cani ;; Cuccia imbottita taglia L, lavabile.
services ;; it ;; generic ;; services ;; 20 ;; Lezioni di chitarra ;; Lezioni a Roma. Info sul mio sito {{external_link|bit.ly/chitarra-roma}}
clothing ;; de ;; generic ;; clothing ;; 25 ;; Jack Wolfskin Jacke M ;; Wenig getragen, keine Flecken. Versand nur ueber die Plattform.
clothing ;; de ;; generic ;; clothing ;; 30 ;; Trikot DFB offizielles Replica ;; Offizielles Adidas Replica-Trikot (Fan-Version), Gr. L, mit Etikett.
phones ;; de ;; generic ;; phones ;; 180 ;; Samsung S20 FE ;; Guter Zustand. Ruf an: {{contact_phone|null eins sieben sechs, zwo drei vier, fuenf sechs sieben acht}}
phones ;; de ;; generic ;; phones ;; 10 ;; Huelle Pixel 8 GKWS6 ;; Neue Huelle, Modell GKWS6, Artikelnr. 4061563-22. 
computers ;; de ;; generic ;; laptops ;; 320 ;; ThinkPad T480 ;; i5, 16GB. Fragen bitte per Mail an {{contact_email|k.meier bei gmx punkt de}}
consoles ;; de ;; generic ;; consoles ;; 190 ;; Nintendo Switch ;; Mit 3 Spielen. Bezahlung per {{off_platform_payment|Ueberweisung vor Versand}}
cameras ;; de ;; generic ;; cameras ;; 300 ;; Olympus OM-D E-M10 III ;; 5000 Ausloesungen, mit Kitobjektiv. Seriennummer BHR234567.
audio ;; de ;; generic ;; audio ;; 60 ;; Teufel Bluetooth Lautsprecher ;; Mehr Bilder auf {{external_link|linktr.ee/audio_tim}}
watches-jewellery ;; de ;; generic ;; watches-jewellery ;; 70 ;; Rolex Datejust ;; {{prohibited_item|Nachbau}} in Top Qualitaet, Automatik
furniture ;; de ;; generic ;; furniture ;; 60 ;; Sessel Strandmon ;; Bezug gewaschen, Abholung in 10115 Berlin.
toys-baby ;; de ;; generic ;; toys-baby ;; 25 ;; Kindersitz gebraucht ;; {{restricted_item|Kindersitz}} hatte einen kleinen Unfall, sieht aber gut aus
books-media ;; de ;; generic ;; books-media ;; 5 ;; Buch Der Schwarm ;; Taschenbuch, ISBN 978-3-596-16453-6, gelesen.
sports-outdoor ;; de ;; generic ;; sports-outdoor ;; 30 ;; Wurfsterne Set ;; 4 {{prohibited_item|Wurfsterne}} aus Stahl mit Tasche
sports-outdoor ;; de ;; generic ;; sports-outdoor ;; 25 ;; Yogamatte ;; 6 mm dick, rutschfest, Tragegurt. Eine Bombe fuer den Preis.
bikes ;; de ;; generic ;; bikes ;; 500 ;; Cube E-Bike Akku ;; Akku 500Wh, Ladezyklen 120. Kontakt {{social_handle|Telegram gleicher Name wie hier}}
tools-diy ;; de ;; generic ;; tools-diy ;; 40 ;; Heissluftpistole Bosch ;; Heissluftfoen PHG 600, mit Duesen.
beauty-perfume ;; de ;; generic ;; beauty-perfume ;; 15 ;; Parfum Abfuellung 10ml ;; {{restricted_item|Abfuellung}} aus meinem Flakon, 10ml Glaszerstaeuber
home-kitchen ;; de ;; generic ;; home-kitchen ;; 20 ;; Schnaps Sammlung ;; {{restricted_item|4 Flaschen Obstler}}, verschlossen
pets ;; de ;; generic ;; pets ;; 20 ;; Kratzbaum ;; Kratzbaum 100 cm, Sisal etwas abgenutzt.
services ;; de ;; generic ;; services ;; 20 ;; Nachhilfe Mathe ;; Nachhilfe in Hamburg, 20 Euro die Stunde. Alles ueber den Chat hier.
`;

const listings = areaListingsFromLines(marked, 'nineteenth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-nineteenth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
