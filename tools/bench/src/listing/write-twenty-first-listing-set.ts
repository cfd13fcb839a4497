import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-first.json: a twenty-first labelled set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no
 * rule code, lexicon or brand table, no README rules table and no earlier set's listing records — only the twentieth
 * writer's header and split, the line parser (`listingsFromLines`), `balancedSplit`'s signature, the scorer
 * (evasion-quality.ts) and the contract's flag codes and profiles.
 * 288 listings: PT 61, ES 61, FR 61, EN 63, IT 21, DE 21; 129 clean (45 %) over the twentieth's 25 areas (phones,
 * computers, gaming, cameras, audio, watches, fashion, footwear, beauty, health, furniture, home, appliances, kids, toys,
 * books, sports, hunting, bikes, vehicle, tools, instruments, tickets, pets, collectibles), with hard negatives in the
 * problems' own words: phones sold unlocked ("desbloqueado", "libre", "ohne Simlock"), an official fan replica football
 * shirt in five languages, a 1:18 or 1:72 scale model and a kit whose box says 1:1, a used-up licence card framed as
 * decoration, a sealed new car seat, a new helmet with its tags, a helmet without lining sold as bar decoration, a helmet
 * display stand, pepper mills, feather and down pillows and duvets, dyed craft-store feathers, faux fur and a sheepskin
 * rug, an ivory-coloured dress and a carving in cattle bone, a fist-shaped paperweight with no finger holes, empty medal
 * display cases, old seed catalogues without seeds, an OBD fault reader, seat covers "airbag compatible", a breast pump
 * with new parts, prescription-glasses frames, reading glasses, a contact-lens case, an 8 cm folding knife, tickets
 * resold at face value through an official exchange.
 * The rest are real problems (159; first label's kind: item 108, payment 18, phone 13, social 10, link 6, email 4; 160
 * labels): contact moved off the site by ways no keyword list holds — a handle given as the item's "brand" or the
 * seller's "label", "add me, same name as here" on a named or described network, a number written in columns, with
 * separators or as a date, "the number on the box in photo N", a QR code in the photos, link shorteners and link-in-bio
 * pages spelt out, e-mails spelt with "chez", "arroba", "dot"; payment off the site: a company invoice paid by transfer
 * before dispatch, the seller's "own safe-pay / escrow site", gift cards and store vouchers as payment, a deposit by
 * transfer or MB WAY to reserve, Bizum, Lydia, PostePay top-up, a bank cheque, PayPal friends and family; items
 * restricted or prohibited by specific marketplace policy: iCloud-locked and blacklisted phones, software licence keys,
 * game currency, skins and accounts, e-book and audiobook bundles by download link, non-transferable festival
 * wristbands and boarding passes, prescription contact lenses, hearing aids, prescription-strength melatonin, steroids
 * and clenbuterol, opened infant formula, used car seats and motorcycle helmets after a knock or drop, airbag modules,
 * used catalytic converters without paperwork, odometer-correction devices, counterfeit goods ("1:1", "AAA", "mirror",
 * "UA rep", "super clone", "clon"), hidden cameras, pepper spray, tasers, knuckle dusters sold as belt buckles, realistic
 * metal replica pistols, 3D-printed pistol frames, fireworks listed as candles, seeds of invasive plants (pampas grass,
 * Japanese knotweed, Himalayan balsam), feathers of birds of prey, fur and pelts, ivory, artefacts and coins dug up with
 * a detector, Nazi-era decorations with the swastika, a named First World War medal.
 * Label policy (a careful moderator of a general European marketplace): any contact, link or payment that moves the deal
 * off the site is labelled where it is asked for, even when the number or handle is only pointed at (the box, the
 * photos, "same name as here"); an offer of gift cards or vouchers, a deposit by transfer, an invoice paid before
 * dispatch and the seller's own payment or escrow site are off-platform payment. Counterfeits, locked or blacklisted
 * phones, licence keys, boarding passes, hidden cameras, pepper spray, tasers, knuckle dusters, 3D-printed gun parts,
 * steroids, opened infant formula, airbags, odometer tools, fireworks, invasive-plant seeds, wild-bird feathers, ivory,
 * dug-up artefacts and Nazi decorations are prohibited; game currency and accounts, digital downloads, personal
 * wristbands, prescription lenses, hearing aids, high-dose melatonin, used car seats and helmets, catalytic converters
 * without paperwork, realistic replica guns, fur and pelts and named medals are restricted (the scorer meets either item
 * code). Borderline decisions, stated: a helmet with no lining or visor sold as decoration is clean (it cannot be worn),
 * while a complete used helmet "for display only" would be restricted; fur garments and tanned pelts of common species are
 * restricted, not prohibited; a named First World War medal is restricted (the soldier's family and the marketplace's
 * militaria clause), a Nazi decoration with the swastika prohibited; melatonin is labelled only where the listing states a
 * prescription-only dose; a used breast pump with its contact parts replaced is clean, as in the twentieth set; an 8 cm
 * folding knife sold to an adult is clean.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twentieth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 144 (64 clean, 80 problems: item 54, payment 9, phone 6,
 * social 5, link 4, email 2), holdout 144 (65 clean, 79 problems: item 54, payment 9, phone 7, social 5, email 2, link
 * 2); every language and all 25 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`listingsFromLines`); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-first-listing-set.ts`.
 * First run (2026-11-29, rules as on 66ac722, no rule changed, `nice -n 10 timeout 900 npm run bench -- listing`): tune
 * part recall 0.62 (50 of 81 labels; by kind item 35/55, payment 6/9, phone 3/6, social 2/5, link 3/4, email 1/2),
 * clean listings flagged 0.05 (3 of 64), wrongful rejects 0.01 (1 of 90); holdout part recall 0.65 (51 of 79 labels),
 * clean listings flagged 0.02 (1 of 65), wrongful rejects 0.01 (1 of 90). Two labelling slips of the writer, seen in the
 * tune part's first-run findings and left as frozen: in two listings a second off-site name beside a labelled one (a
 * messaging app after a spelt number, a payment app after a gift-card offer) was not labelled, so those findings count
 * against precision there.
 */

const marked = `
phones ;; pt ;; olx-pt ;; phones ;; 180 ;; iPhone 11 64gb bloqueado icloud ;; vendo iphone 11 preto, ecra impecavel, bateria a 84%. {{prohibited_item|tem conta icloud do antigo dono, nao consigo tirar}} por isso vai para pecas ou para quem saiba desbloquear. sem caixa
phones ;; pt ;; olx-pt ;; phones ;; 210 ;; Samsung A54 desbloqueado ;; samsung galaxy a54 128gb, livre para qualquer operadora, desbloqueado de fabrica. capa e pelicula oferta. entrega em maos em braga ou envio pelo olx
phones ;; pt ;; olx-pt ;; phones ;; 95 ;; Xiaomi redmi note 10 ;; bom estado geral, pequeno risco na traseira. carregador original. para mais fotos e video {{social_handle|adiciona-me, tenho o mesmo nome que aqui no insta}} ok
computers ;; pt ;; olx-pt ;; computers ;; 35 ;; Licença Windows 11 Pro vitalicia ;; {{prohibited_item|chave de ativação windows 11 pro}} original, envio o codigo por mensagem em 5 minutos, funciona em qualquer pc. tambem tenho office 2021
computers ;; pt ;; olx-pt ;; computers ;; 5 ;; Moldura cartao windows colecao ;; cartao de plastico antigo do windows xp em moldura de madeira, so decorativo, o codigo ja foi usado ha anos e esta riscado. para colecionadores de coisas de informatica
computers ;; pt ;; olx-pt ;; computers ;; 420 ;; Portatil Lenovo Thinkpad T14 ;; i5 16gb ram ssd 512. fatura em nome de empresa. O pagamento e feito como fazemos na empresa: {{off_platform_payment|emito fatura e paga por transferencia antes do envio}}, depois sai por ctt expresso
gaming ;; pt ;; olx-pt ;; gaming ;; 60 ;; 10000 V-bucks fortnite baratos ;; {{restricted_item|vendo v-bucks}} a metade do preco da loja, carrego diretamente na tua conta, preciso do email e password. rapido e seguro
gaming ;; pt ;; olx-pt ;; gaming ;; 230 ;; PS5 com 2 comandos ;; ps5 edicao disco, 2 comandos, fifa e gta. tudo funciona. troco por switch oled mais dinheiro. so entrega em maos em setubal
gaming ;; pt ;; olx-pt ;; gaming ;; 25 ;; Comando PS4 original ;; comando dualshock 4 preto, funciona tudo, analogicos sem drift. aceito pagamento em {{off_platform_payment|cartoes presente amazon ou psn em vez de dinheiro}}, diz o que tens
cameras ;; pt ;; olx-pt ;; cameras ;; 340 ;; Canon EOS 250D + 18-55 ;; maquina com 4000 disparos apenas, bolsa e cartao 64gb. {{contact_phone|qualquer duvida liga para o numero que esta escrito na caixa da foto 3}}
cameras ;; pt ;; olx-pt ;; cameras ;; 15 ;; Tripe pequeno para telemovel ;; tripe de mesa, dobravel, com comando bluetooth. nunca usado, ainda com plastico
audio ;; pt ;; olx-pt ;; health ;; 400 ;; Aparelhos auditivos Phonak ;; par de {{restricted_item|aparelhos auditivos}} da minha avo, programados para ela na clinica, com carregador. ficaram ca em casa quando ela faleceu. e so reprogramar
audio ;; pt ;; olx-pt ;; audio ;; 70 ;; Colunas de estante JBL ;; par de colunas passivas, som muito bom, sem riscos. vendo por ter mudado para barra de som
watches ;; pt ;; olx-pt ;; watches ;; 120 ;; Rolex Submariner AAA ;; relogio {{prohibited_item|qualidade AAA espelho, igual ao original}}, vidro safira, maquina automatica japonesa. vem com caixa verde e papeis. ninguem nota a diferenca
watches ;; pt ;; olx-pt ;; watches ;; 40 ;; Relogio Casio vintage dourado ;; casio a168 dourado, pilha nova, bracelete ajustada para pulso pequeno mas tem os elos todos
fashion ;; pt ;; vinted ;; fashion ;; 45 ;; Mala LV neverfull 1:1 ;; mala {{prohibited_item|replica 1:1 da louis vuitton}}, couro sintetico, numero de serie dentro. aceito troca
fashion ;; pt ;; vinted ;; fashion ;; 30 ;; Camisola Benfica replica oficial ;; camisola do benfica 23/24 versao adepto (a chamada replica oficial vendida na loja do clube), etiqueta e tudo, tamanho M. comprada na loja do estadio
fashion ;; pt ;; vinted ;; fashion ;; 20 ;; Vestido marfim cerimonia ;; vestido comprido cor marfim, usado uma vez num casamento, tamanho 38, tecido leve
fashion ;; pt ;; vinted ;; fashion ;; 18 ;; Casaco marca JOANAVINTAGE ;; casaco de ganga oversized, marca: {{social_handle|joana.vintage.pt (procura no insta, la tenho mais)}}, tamanho unico
footwear ;; pt ;; vinted ;; footwear ;; 55 ;; Nike air force 1 ;; usadas 3 vezes, 39, branquinhas. pagamento: {{off_platform_payment|envio o link do meu site de pagamento seguro, e igual a vinted mas sem comissoes}}
footwear ;; pt ;; vinted ;; footwear ;; 35 ;; Botas chelsea pele ;; botas castanhas em pele verdadeira, sola de borracha, 41. pouco uso, cheiram a novo
beauty ;; pt ;; olx-pt ;; beauty ;; 12 ;; Perfume 100ml sem caixa ;; perfume feminino floral a 90%, sem caixa, frasco original comprado na sephora. tenho fatura
beauty ;; pt ;; olx-pt ;; beauty ;; 25 ;; Lentes de contacto mensais -3.25 ;; caixa de {{restricted_item|lentes de contacto graduadas -3.25}} acuvue, fechadas, mudei de graduacao e ja nao servem. validade 2027
beauty ;; pt ;; olx-pt ;; beauty ;; 4 ;; Estojo de lentes de contacto ;; estojo para lentes com espelho, novo, cor rosa. nao inclui lentes nem liquido
health ;; pt ;; olx-pt ;; health ;; 30 ;; Melatonina 10mg americana ;; frascos de {{restricted_item|melatonina 10 mg}} trazidos dos estados unidos, 120 comprimidos cada, aqui so se vende com receita nesta dose
health ;; pt ;; olx-pt ;; health ;; 15 ;; Leite em po bebe lata aberta ;; {{prohibited_item|lata de leite de formula aberta}}, usei 2 medidas e o bebe nao quis, nan optipro 1, 800g. ainda dentro da validade
health ;; pt ;; olx-pt ;; health ;; 10 ;; Oculos graduados armacao ray-ban ;; armacao ray-ban com lentes graduadas do meu antigo grau, as lentes podem ser trocadas em qualquer otica. so interessa a armacao basicamente
furniture ;; pt ;; olx-pt ;; furniture ;; 80 ;; Comoda de pinho 4 gavetas ;; comoda antiga de pinho, restaurada por mim, gavetas deslizam bem. levantar em viseu. {{contact_phone|se tiver interesse o meu contacto e 9 6 3 / 2 1 8 / 4 0 7}}
furniture ;; pt ;; olx-pt ;; furniture ;; 60 ;; Sofa 2 lugares cinza ;; sofa cinza claro, tecido lavavel, sem animais nem fumadores em casa. desmonta os pes para transporte
home ;; pt ;; olx-pt ;; home ;; 20 ;; Almofadas de penas de ganso ;; duas almofadas de penas e penugem de ganso, de loja de roupa de cama, lavadas a seco, como novas
home ;; pt ;; olx-pt ;; home ;; 8 ;; Moinho de pimenta madeira ;; moinho de pimenta em madeira de oliveira, mecanismo ceramico, nunca usado, ficou de um cabaz de natal
appliances ;; pt ;; olx-pt ;; appliances ;; 150 ;; Maquina lavar roupa Bosch 8kg ;; funciona perfeitamente, vendo porque mudei de casa e a nova ja tinha. {{off_platform_payment|para reservar peco sinal de 30 euros por mbway}} e o resto na entrega
kids ;; pt ;; olx-pt ;; kids ;; 45 ;; Cadeira auto bebe grupo 0+ ;; {{restricted_item|cadeira auto usada}} do meu filho, usamos 1 ano. nao tem data de validade visivel, a capa foi lavada. isofix nao incluido
kids ;; pt ;; olx-pt ;; kids ;; 120 ;; Cadeira auto nova selada ;; cadeira auto 40-150cm, nova na caixa selada, oferta repetida de aniversario, com talao de compra da loja para garantia
toys ;; pt ;; olx-pt ;; toys ;; 25 ;; Lego technic carro ;; lego technic completo com manual, montado uma vez. o resto das pecas de lego que tenho vendo por {{external_link|bit.ly/legos-da-rita}} la tem a lista toda
toys ;; pt ;; olx-pt ;; toys ;; 15 ;; Pistola de agua grande ;; pistola de agua de pressao, 1 litro, verao passado, funciona bem
books ;; pt ;; olx-pt ;; books ;; 8 ;; Livros escolares 7 ano ;; manuais de portugues e matematica do 7 ano, pouco escritos a lapis. {{contact_phone|whats nove um sete, quatro tres dois, zero zero oito}}
books ;; pt ;; olx-pt ;; books ;; 5 ;; Catalogo de sementes antigas 1962 ;; catalogo de sementes de uma casa agricola do porto, 1962, ilustrado, papel amarelado mas completo. so o catalogo, sem sementes
sports ;; pt ;; olx-pt ;; sports ;; 70 ;; Capacete de mota AGV usado ;; {{restricted_item|capacete de mota usado}}, caiu uma vez ao chao da garagem mas nao tem marcas, tamanho M, viseira fume. servia a quem comeca
sports ;; pt ;; olx-pt ;; sports ;; 35 ;; Capacete antigo decoracao ;; capacete de mota dos anos 70, sem forro interior e sem viseira, vendido apenas para decoracao de bar ou colecao, nao serve para andar de mota
sports ;; pt ;; olx-pt ;; sports ;; 22 ;; Luvas de boxe 12oz ;; luvas de boxe pretas, usadas num ginasio durante 3 meses, limpas
hunting ;; pt ;; olx-pt ;; hunting ;; 50 ;; Fivela de cinto punho ;; {{prohibited_item|fivela de cinto que e um soqueira}} em aco macico, encaixa nos dedos, serve de defesa pessoal. e legal porque e fivela
hunting ;; pt ;; olx-pt ;; hunting ;; 20 ;; Spray defesa pessoal ;; {{prohibited_item|spray de gas pimenta}} 40ml, para levar na mala, nunca usado. envio discreto
hunting ;; pt ;; olx-pt ;; hunting ;; 65 ;; Pele de raposa curtida ;; {{restricted_item|pele de raposa}} inteira com cabeca, curtida por taxidermista, para decorar parede de casa de campo
bikes ;; pt ;; olx-pt ;; bikes ;; 300 ;; Bicicleta btt 29 ;; bicicleta btt roda 29, travoes de disco hidraulicos, suspensao a frente. tamanho L. pedais oferta. envio pelo olx entregas se possivel
vehicle ;; pt ;; olx-pt ;; vehicle ;; 250 ;; Catalisador original Seat Leon ;; {{restricted_item|catalisador usado}} tirado do meu carro quando meti um novo, sem fatura. tambem compro catalisadores velhos a bom preco
vehicle ;; pt ;; olx-pt ;; vehicle ;; 90 ;; Ferramenta de quilometros OBD ;; {{prohibited_item|maquina para acertar os quilometros}} pela ficha obd, funciona em vag e bmw, mostro como se faz. ninguem descobre na inspecao
vehicle ;; pt ;; olx-pt ;; vehicle ;; 40 ;; Leitor OBD2 diagnostico ;; leitor de avarias obd2 bluetooth, le e apaga codigos de erro, app gratuita. funciona em carros depois de 2001
vehicle ;; pt ;; olx-pt ;; vehicle ;; 120 ;; Airbag volante golf 6 ;; {{prohibited_item|airbag do volante}} do golf 6 em bom estado, nunca disparou, tirei de um carro acidentado
tools ;; pt ;; olx-pt ;; tools ;; 110 ;; Berbequim Makita 18v ;; berbequim com 2 baterias e carregador, mala. trabalhou pouco. {{off_platform_payment|paga-se com cartao da worten ou vale de compras}} se preferires, aceito
tools ;; pt ;; olx-pt ;; tools ;; 12 ;; Caixa de ferramentas vazia ;; caixa de ferramentas metalica, vermelha, 3 tabuleiros. vazia. um pouco de ferrugem no fecho
instruments ;; pt ;; olx-pt ;; instruments ;; 180 ;; Guitarra classica Alhambra ;; guitarra classica alhambra 1c, cordas novas, estojo. {{contact_email|email: o meu nome e apelido colados no sapo ponto pt, rui carvalho}}
instruments ;; pt ;; olx-pt ;; instruments ;; 60 ;; Teclado Yamaha 61 teclas ;; teclado com suporte e banco, transformador incluido. ideal para aprender
tickets ;; pt ;; olx-pt ;; tickets ;; 90 ;; Pulseira NOS Alive 3 dias ;; {{restricted_item|pulseira de 3 dias ja ativada com o meu nome}}, nao posso ir. a organizacao diz que e pessoal mas ninguem confirma
tickets ;; pt ;; olx-pt ;; tickets ;; 45 ;; Bilhete teatro Coliseu ;; bilhete para o espetaculo de sabado, plateia, vendo ao preco que paguei, transfiro pela app oficial da bilheteira
home ;; pt ;; olx-pt ;; home ;; 30 ;; Sementes de erva das pampas ;; {{prohibited_item|sementes de erva das pampas (cortaderia)}}, planta linda para jardim, cresce em qualquer lado e espalha-se sozinha, 100 sementes
pets ;; pt ;; olx-pt ;; pets ;; 25 ;; Aquario 60 litros ;; aquario com filtro e aquecedor, sem peixes. alguns riscos no vidro de tras
collectibles ;; pt ;; olx-pt ;; collectibles ;; 150 ;; Medalha da grande guerra com nome ;; {{restricted_item|medalha militar da primeira guerra com o nome do soldado gravado}} e numero, estava nas coisas do meu bisavo
collectibles ;; pt ;; olx-pt ;; collectibles ;; 20 ;; Expositor para medalhas ;; caixa expositora em madeira e vidro para medalhas ou pins, fundo de veludo azul, vazia
collectibles ;; pt ;; olx-pt ;; collectibles ;; 200 ;; Estatueta marfim antiga ;; {{prohibited_item|estatueta em marfim verdadeiro}}, antiga, trazida de mocambique pelo meu avo, sem papeis
collectibles ;; pt ;; olx-pt ;; collectibles ;; 35 ;; Carro miniatura escala 1:18 ;; miniatura escala 1:18 de um porsche 911, metal, portas abrem. e a famosa escala 1:1... nao, 1:18 claro. com caixa
phones ;; es ;; wallapop ;; phones ;; 150 ;; iphone 12 bloqueado por operadora ;; {{prohibited_item|esta en lista negra, reportado, no coge ninguna sim}}, por eso tan barato. para piezas o para quien sepa. pantalla perfecta
phones ;; es ;; wallapop ;; phones ;; 260 ;; iPhone 13 libre ;; iphone 13 128gb libre de fabrica, sin icloud, con factura de mediamarkt. bateria 88%. envio con wallapop envios
phones ;; es ;; wallapop ;; phones ;; 80 ;; Motorola g54 ;; como nuevo, con funda. {{contact_phone|mi num 6-5-4 (linea) 3-2-1 (linea) 9-8-7}} solo whatsapp porfa
computers ;; es ;; wallapop ;; computers ;; 15 ;; Office 2021 Professional Plus clave ;; {{prohibited_item|clave de licencia office 2021}} digital, te la mando al momento, activacion online garantizada. tengo 50 claves
computers ;; es ;; wallapop ;; computers ;; 380 ;; MacBook Air M1 ;; macbook air m1 8gb 256, ciclos 210, cargador original. pago por wallapop o en mano en valencia
computers ;; es ;; wallapop ;; computers ;; 55 ;; Monitor 24 pulgadas ;; monitor full hd hdmi, sin pixeles muertos. para mas info {{external_link|escanea el qr que hay en la ultima foto}} y te sale mi catalogo
gaming ;; es ;; wallapop ;; gaming ;; 40 ;; Cuenta fortnite con skins raras ;; {{restricted_item|vendo cuenta de fortnite}} con skin de la temporada 2, cambio el correo y te la paso
gaming ;; es ;; wallapop ;; gaming ;; 120 ;; Nintendo Switch lite ;; switch lite turquesa, con 3 juegos fisicos. la pantalla tiene protector desde el primer dia
gaming ;; es ;; wallapop ;; gaming ;; 20 ;; Cajas de sobres FIFA monedas ;; {{restricted_item|monedas fifa ultimate team}} 100k por 20 euros, metodo seguro, comfort trade
cameras ;; es ;; wallapop ;; cameras ;; 90 ;; Camara instax mini 11 ;; instax rosa, con 2 cartuchos de papel. muy poco uso. {{contact_email|escribeme a laura punto gm arroba outlook, pongo el punto es asi no me lo bloquean}}
cameras ;; es ;; wallapop ;; cameras ;; 480 ;; Sony a6000 con dos objetivos ;; sony a6000, 16-50 y 55-210, dos baterias, cargador. 12000 disparos. funciona todo
audio ;; es ;; wallapop ;; audio ;; 300 ;; Audifonos para sordera recargables ;; {{restricted_item|audifonos graduados}} de mi padre, modelo retroauricular, los ajusto la audiologa para el. casi nuevos
audio ;; es ;; wallapop ;; audio ;; 45 ;; Auriculares inalambricos ;; auriculares bluetooth con cancelacion de ruido, estuche de carga. algun arañazo en la caja
watches ;; es ;; wallapop ;; watches ;; 95 ;; Omega seamaster clon ;; {{prohibited_item|clon calidad espejo}} de seamaster, maquinaria clone, pesa como el bueno. pago {{off_platform_payment|por bizum antes de enviar}}
watches ;; es ;; wallapop ;; watches ;; 70 ;; Reloj swatch edicion coleccion ;; swatch de coleccion 1994, funciona, pila nueva, caja original de plastico
fashion ;; es ;; wallapop ;; fashion ;; 35 ;; camiseta real madrid replica ;; camiseta del real madrid temporada pasada, la version fan oficial de la tienda del club, talla L, con etiquetas
fashion ;; es ;; wallapop ;; fashion ;; 25 ;; Sudadera Balenciaga AAA ;; sudadera {{prohibited_item|calidad triple A, igualita a la original}}, talla M, se ven las costuras perfectas
fashion ;; es ;; wallapop ;; fashion ;; 12 ;; Falda plisada verde ;; falda midi plisada verde botella, zara, talla S, usada dos veces
fashion ;; es ;; wallapop ;; fashion ;; 60 ;; Abrigo de piel de zorro ;; {{restricted_item|abrigo de piel de zorro autentica}} de los 80, de mi madre, muy calentito, forro algo gastado
fashion ;; es ;; wallapop ;; fashion ;; 30 ;; Abrigo pelo sintetico ;; abrigo de pelo sintetico (faux fur) marron, mango, talla M, sin uso
footwear ;; es ;; wallapop ;; footwear ;; 40 ;; Zapatillas new balance 530 ;; talla 40, limpias, con caja. {{social_handle|mi marca de ropa es @pisalocal.shop, buscala y te hago descuento}}
footwear ;; es ;; wallapop ;; footwear ;; 25 ;; Botas de agua ;; botas de agua de niña talla 30, con dibujos de flores, usadas un invierno
beauty ;; es ;; wallapop ;; beauty ;; 18 ;; Lentillas de colores graduadas ;; {{restricted_item|lentillas de color con graduacion -2}}, azules, caja abierta pero blister cerrados
beauty ;; es ;; wallapop ;; beauty ;; 10 ;; Set de brochas maquillaje ;; 12 brochas con estuche, lavadas, pelo sintetico suave
health ;; es ;; wallapop ;; health ;; 45 ;; Winstrol para gimnasio ;; {{prohibited_item|winstrol y testosterona}} para volumen, ciclos de 8 semanas, te explico como pincharte. envio discreto
health ;; es ;; wallapop ;; health ;; 20 ;; Pastillero semanal grande ;; pastillero de 7 dias con 4 tomas, con alarma, sin estrenar
health ;; es ;; wallapop ;; health ;; 35 ;; Sacaleches electrico ;; sacaleches electrico doble, lo he esterilizado y cambiado las piezas que tocan, incluye valvulas nuevas en su bolsa
furniture ;; es ;; wallapop ;; furniture ;; 70 ;; Mesa de centro de roble ;; mesa de centro de madera maciza, algun golpe en la esquina. recogida en sevilla. {{contact_phone|llamame al seis cuatro nueve, treinta y dos, dieciocho, setenta y siete}}
furniture ;; es ;; wallapop ;; furniture ;; 40 ;; Estanteria blanca ;; estanteria de 5 baldas, ikea, desmontada y con tornillos en bolsa
home ;; es ;; wallapop ;; home ;; 15 ;; Edredon nordico de plumas ;; nordico de plumas de pato 80%, 150 cama, con funda. limpio de tintoreria
home ;; es ;; wallapop ;; home ;; 30 ;; Bengalas y petardos para fiestas ;; {{prohibited_item|caja de petardos y truenos}} de la mascleta, los pongo como velas de cumpleaños en la descripcion por si acaso, pregunta por privado
appliances ;; es ;; wallapop ;; appliances ;; 90 ;; Microondas con grill ;; microondas con grill 25 litros, funciona perfecto, plato nuevo. {{off_platform_payment|para apartarlo necesito una señal por transferencia}}, sin señal no lo guardo
appliances ;; es ;; wallapop ;; appliances ;; 120 ;; Frigorifico pequeño ;; nevera bajo encimera, clase A+, muy silenciosa. la recoges tu
kids ;; es ;; wallapop ;; kids ;; 60 ;; Silla de coche grupo 1 2 3 ;; {{restricted_item|silla de coche de segunda mano}}, ha tenido un golpe pequeño en el coche pero esta bien, la funda esta lavada
kids ;; es ;; wallapop ;; kids ;; 25 ;; Leche de continuacion abierta ;; {{prohibited_item|bote de leche de continuacion abierto}}, lo usamos una semana, 800 g, nos cambiaron a otra marca
kids ;; es ;; wallapop ;; kids ;; 80 ;; Cuna de madera ;; cuna de madera con colchon nuevo, se convierte en cama pequeña. sin tornillos perdidos
toys ;; es ;; wallapop ;; toys ;; 30 ;; Lote playmobil ;; lote de playmobil granja con animales, bolsa grande. lo he lavado todo. envio por la app
toys ;; es ;; wallapop ;; toys ;; 55 ;; Maqueta barco escala ;; maqueta del santisima trinidad a escala, hecha a mano, 60 cm, con vitrina
books ;; es ;; wallapop ;; books ;; 10 ;; PDF de libros de oposiciones ;; {{restricted_item|te mando en pdf todos los temarios}} de oposiciones de educacion, descarga inmediata, tambien audiolibros
books ;; es ;; wallapop ;; books ;; 12 ;; Coleccion Harry Potter tapa blanda ;; los 7 libros de harry potter en castellano, tapa blanda, algunos con marcas de lectura
sports ;; es ;; wallapop ;; sports ;; 45 ;; Casco moto integral ;; {{restricted_item|casco de moto usado}}, talla L, tuvo una caida tonta parado pero no se ve nada. tiene 6 años
sports ;; es ;; wallapop ;; sports ;; 80 ;; Casco moto nuevo con etiquetas ;; casco integral nuevo sin estrenar, homologacion ece 22.06, talla M, con etiquetas y factura
sports ;; es ;; wallapop ;; sports ;; 25 ;; Esterilla de yoga ;; esterilla de 6mm, morada, con funda. usada en casa
hunting ;; es ;; wallapop ;; hunting ;; 70 ;; Taser de defensa 50000 voltios ;; {{prohibited_item|taser paralizador}} recargable con linterna, viene en su funda, ideal para mujeres que vuelven de noche
hunting ;; es ;; wallapop ;; hunting ;; 180 ;; Replica pistola metalica realista ;; {{restricted_item|replica de pistola metalica}} a tamaño real, sin tapon naranja, pesa como una de verdad, para coleccion
hunting ;; es ;; wallapop ;; hunting ;; 25 ;; Piezas impresas 3D para pistola ;; {{prohibited_item|armazon de pistola impreso en 3d}} y piezas, el archivo tambien lo vendo. solo para coleccionistas
bikes ;; es ;; wallapop ;; bikes ;; 220 ;; Bici carretera aluminio ;; bici de carretera talla 54, grupo sora, ruedas en buen estado. envio por seur con wallapop
vehicle ;; es ;; wallapop ;; vehicle ;; 60 ;; Emulador de cuadro km ;; {{prohibited_item|aparato para bajar kilometros}} del cuadro, lo conectas y baja el odometro sin que se note en la itv
vehicle ;; es ;; wallapop ;; vehicle ;; 35 ;; Alfombrillas coche universal ;; juego de 4 alfombrillas de goma, universales, nuevas
tools ;; es ;; wallapop ;; tools ;; 85 ;; Amoladora bosch ;; amoladora 125mm, con disco de corte y de desbaste, funciona bien. envio. si quieres {{contact_phone|el numero esta escrito en la etiqueta de la caja, foto 2}}
tools ;; es ;; wallapop ;; tools ;; 14 ;; Juego de llaves allen ;; juego de llaves allen y torx, 18 piezas, en su estuche
instruments ;; es ;; wallapop ;; instruments ;; 140 ;; Guitarra electrica tipo strat ;; guitarra electrica con ampli de 15w y cable. cuerdas nuevas. se prueba en mano
instruments ;; es ;; wallapop ;; instruments ;; 200 ;; Violin 4/4 ;; violin completo con arco y estuche. {{off_platform_payment|pago con paypal amigos y familiares}} y lo mando el mismo dia
tickets ;; es ;; wallapop ;; tickets ;; 35 ;; Tarjeta de embarque Madrid Paris ;; {{prohibited_item|vendo mi tarjeta de embarque}} de vueling para el viernes, cambias el nombre en la app y listo
tickets ;; es ;; wallapop ;; tickets ;; 60 ;; Entrada concierto precio coste ;; entrada de pista para el concierto del 14, la vendo al mismo precio, transferencia por la plataforma oficial de reventa de ticketmaster
pets ;; es ;; wallapop ;; pets ;; 40 ;; Plumas de aves rapaces ;; {{prohibited_item|plumas de buitre y de aguila}} recogidas en el campo, para atrapasueños o coleccion
pets ;; es ;; wallapop ;; pets ;; 10 ;; Pendientes de plumas ;; pendientes hechos a mano con plumas teñidas de gallina compradas en tienda de manualidades
pets ;; es ;; wallapop ;; pets ;; 25 ;; Transportin gato ;; transportin para gato o perro pequeño, puerta metalica, limpio
collectibles ;; es ;; wallapop ;; collectibles ;; 300 ;; Vasija iberica encontrada ;; {{prohibited_item|vasija iberica que encontre con el detector de metales en el campo}}, tiene mas de 2000 años segun un amigo
collectibles ;; es ;; wallapop ;; collectibles ;; 8 ;; Pisapapeles puño americano ;; pisapapeles de resina con forma de puño cerrado, decorativo, hueco y ligero, no se puede meter la mano
collectibles ;; es ;; wallapop ;; collectibles ;; 18 ;; Lote de sellos ;; album con 200 sellos de españa de los 70. si te interesan mas {{social_handle|agregame, me llamo igual que aqui en facebook}}
phones ;; fr ;; generic ;; phones ;; 120 ;; iPhone XR verrouille icloud ;; vend iphone xr {{prohibited_item|bloque icloud, je n'ai plus le compte}}, ideal pour pieces detachees, ecran ok
phones ;; fr ;; generic ;; phones ;; 190 ;; Google Pixel 7 debloque ;; pixel 7 debloque tout operateur, 128go, coque incluse. remise en main propre a lyon ou envoi via le site
phones ;; fr ;; generic ;; phones ;; 60 ;; Samsung S9 ;; bon etat, batterie faible. {{contact_phone|mon numero c'est la date de naissance de mon fils: 06 12 05 19 ... non sérieux 06.12.05.19.88}} sms seulement
computers ;; fr ;; generic ;; computers ;; 25 ;; Cle activation Windows 10 ;; {{prohibited_item|vend cles windows 10 pro}} oem, envoi par mail, activation garantie a vie, facture possible
computers ;; fr ;; generic ;; computers ;; 300 ;; PC portable HP Pavilion ;; hp pavilion 15 pouces, ryzen 5, 8go. quelques rayures sur le capot. chargeur d'origine
computers ;; fr ;; generic ;; computers ;; 40 ;; Clavier mecanique ;; clavier mecanique switches rouges, azerty, retroeclairage. {{external_link|toutes les photos sur tinyurl point com barre clavierjules}}
gaming ;; fr ;; generic ;; gaming ;; 10 ;; Skins CS2 pas chers ;; {{restricted_item|je vends des skins cs2 et des caisses}}, echange steam, paiement d'abord
gaming ;; fr ;; generic ;; gaming ;; 150 ;; Xbox series S ;; xbox series s blanche avec manette, tres peu servi. jeux non inclus
gaming ;; fr ;; generic ;; gaming ;; 30 ;; Jeux PS4 lot ;; lot de 6 jeux ps4 en boite. je prefere {{off_platform_payment|paiement en carte cadeau fnac ou amazon}}, sinon paypal
cameras ;; fr ;; generic ;; cameras ;; 220 ;; Objectif Nikon 50mm ;; objectif nikon af-s 50mm f1.8, aucun champignon, bouchons avant et arriere
cameras ;; fr ;; generic ;; cameras ;; 35 ;; Camera espion cachee chargeur ;; {{prohibited_item|camera cachee dans un chargeur usb}}, filme en wifi sans que personne ne le sache
audio ;; fr ;; generic ;; audio ;; 85 ;; Platine vinyle ;; platine vinyle entrainement courroie, cellule neuve, couvercle un peu raye. {{contact_email|ecrivez moi: marc.vinyle chez laposte point net}}
audio ;; fr ;; generic ;; health ;; 350 ;; Appareil auditif intra ;; {{restricted_item|appareils auditifs intra-auriculaires}} sur mesure, achetes 2000 euros chez l'audioprothesiste, peu portes
watches ;; fr ;; generic ;; watches ;; 80 ;; Montre Cartier santos replique ;; {{prohibited_item|replique parfaite de la cartier santos}}, boitier acier, mouvement automatique, meme poids
watches ;; fr ;; generic ;; watches ;; 25 ;; Montre Cartier style ;; montre femme dans le style santos, marque lip, bracelet cuir marron, pile neuve
fashion ;; fr ;; vinted ;; fashion ;; 20 ;; Maillot OM replique officielle ;; maillot om version replique (celle vendue en boutique officielle, pas la version joueur), taille M, etat neuf
fashion ;; fr ;; vinted ;; fashion ;; 40 ;; Sac Chanel timeless inspiration ;; sac matelasse chaine doree, {{prohibited_item|copie conforme qualite miroir}}, logo cc en metal. vendu sans boite
fashion ;; fr ;; vinted ;; fashion ;; 15 ;; Pull laine marine ;; pull en laine marine, col rond, taille 40, petit bouloche sous les bras
fashion ;; fr ;; vinted ;; fashion ;; 22 ;; Robe fleurie ;; robe longue fleurie ete, taille 38. paiement possible aussi {{off_platform_payment|via lydia, ça evite les frais}}
footwear ;; fr ;; vinted ;; footwear ;; 65 ;; Dr martens 1460 ;; pointure 39, cuir noir, tres peu portees. {{social_handle|ajoutez moi sur snap, meme pseudo qu'ici}} pour d'autres photos
footwear ;; fr ;; vinted ;; footwear ;; 30 ;; Baskets veja blanches ;; veja v-10 taille 42, semelle propre, lacets neufs
beauty ;; fr ;; vinted ;; beauty ;; 20 ;; Lentilles de contact correctrices ;; 6 {{restricted_item|lentilles correctrices -4.50}} mensuelles, boite entamee mais blisters scelles. j'ai change d'ophtalmo
beauty ;; fr ;; vinted ;; beauty ;; 8 ;; Palette fards a paupieres ;; palette 18 couleurs, utilisee 2 fois, desinfectee. tons nude
beauty ;; fr ;; vinted ;; beauty ;; 45 ;; Parfum en flacon 100ml ;; eau de parfum a 80 %, flacon d'origine avec boite, achete en parfumerie
health ;; fr ;; generic ;; health ;; 20 ;; Melatonine forte dose ;; {{restricted_item|melatonine 5mg}} achetee en espagne, 3 boites, ici c'est sur ordonnance a ce dosage
health ;; fr ;; generic ;; health ;; 12 ;; Lunettes de vue monture seule ;; monture de lunettes de vue avec verres a ma correction, la monture est comme neuve, les verres a changer chez votre opticien
health ;; fr ;; generic ;; health ;; 40 ;; Clenbuterol seche ;; {{prohibited_item|clenbuterol}} pour la seche avant l'ete, 100 comprimes, resultats garantis
furniture ;; fr ;; generic ;; furniture ;; 90 ;; Buffet vintage formica ;; buffet annees 60, formica jaune, portes coulissantes. a venir chercher a nantes. {{contact_phone|zero six, quarante-sept, douze, trente, quatre-vingt-un}}
furniture ;; fr ;; generic ;; furniture ;; 50 ;; Chaise bureau ;; chaise de bureau reglable, roulettes, accoudoirs. tissu gris sans tache
home ;; fr ;; generic ;; home ;; 12 ;; Moulin a poivre Peugeot ;; moulin a poivre peugeot en bois, 22 cm, mecanisme a vie. jamais servi
home ;; fr ;; generic ;; home ;; 25 ;; Graines de renouee du japon ;; {{prohibited_item|graines et rhizomes de renouee du japon}}, pousse tres vite, parfait pour cacher un mur
home ;; fr ;; generic ;; home ;; 6 ;; Catalogue graines Vilmorin ;; ancien catalogue de graines vilmorin, 1978, illustre, bon etat, sans les graines
appliances ;; fr ;; generic ;; appliances ;; 130 ;; Lave vaisselle Whirlpool ;; lave vaisselle 12 couverts, fonctionne tres bien, je demenage. {{off_platform_payment|acompte de 50 euros par virement pour le reserver}}
appliances ;; fr ;; generic ;; appliances ;; 40 ;; Aspirateur sans sac ;; aspirateur sans sac avec accessoires, filtre lave. bonne aspiration
kids ;; fr ;; generic ;; kids ;; 50 ;; Siege auto occasion isofix ;; {{restricted_item|siege auto d'occasion}} isofix groupe 1, on ne connait pas son historique, achete d'occasion deja, housse lavee
kids ;; fr ;; generic ;; kids ;; 20 ;; Lait infantile boite ouverte ;; {{prohibited_item|boite de lait infantile ouverte}} 2eme age, il en reste les 3/4, bebe allergique
kids ;; fr ;; generic ;; kids ;; 35 ;; Poussette canne ;; poussette canne legere, pliage facile, habillage pluie. quelques traces d'usure
toys ;; fr ;; generic ;; toys ;; 18 ;; Peluches lot ;; lot de 10 peluches, lavees en machine. {{contact_phone|contact: 07 / 83 / 22 / 41 / 09 (ecrit en colonne pour le site)}}
toys ;; fr ;; generic ;; toys ;; 30 ;; Voiture modele reduit 1:1 echelle nom ;; maquette de voiture, la boite dit edition 1:1 collector mais c'est une echelle 1:24, plastique a monter
books ;; fr ;; generic ;; books ;; 5 ;; Ebooks epub lot 500 ;; {{restricted_item|lot de 500 ebooks en epub envoyes par wetransfer}}, romans recents, lecture sur liseuse
books ;; fr ;; generic ;; books ;; 15 ;; BD Asterix lot ;; lot de 8 albums asterix, editions anciennes, couvertures un peu abimees
sports ;; fr ;; generic ;; sports ;; 60 ;; Casque moto occasion ;; {{restricted_item|casque moto d'occasion}} taille S, a subi un choc leger, la calotte n'est pas fendue. bon pour debuter
sports ;; fr ;; generic ;; sports ;; 45 ;; Raquette tennis ;; raquette babolat adulte, cordage recent, grip neuf
sports ;; fr ;; generic ;; sports ;; 15 ;; Oreiller plumes ;; oreiller en plumes de canard 60x60, housse lavee, tres moelleux
hunting ;; fr ;; generic ;; hunting ;; 25 ;; Bombe lacrymogene ;; {{prohibited_item|bombe lacrymogene au poivre}} 75 ml, gel, portee 4 m. envoi en colis discret
hunting ;; fr ;; generic ;; hunting ;; 35 ;; Boucle de ceinture poing americain ;; {{prohibited_item|boucle de ceinture poing americain}} detachable, acier, passe partout
hunting ;; fr ;; generic ;; hunting ;; 90 ;; Couteau pliant Opinel ;; opinel numero 8 avec etui, lame carbone 8 cm. vendu a majeur
bikes ;; fr ;; generic ;; bikes ;; 350 ;; VTT electrique ;; vtt electrique batterie 400 wh, 2000 km, chargeur. {{off_platform_payment|paiement sur mon propre site securise type sequestre}}, je vous envoie le lien
vehicle ;; fr ;; generic ;; vehicle ;; 200 ;; Pot catalytique Clio ;; {{restricted_item|pot catalytique d'occasion}} demonte, pas de facture, je peux en avoir d'autres si besoin
vehicle ;; fr ;; generic ;; vehicle ;; 100 ;; Module airbag passager ;; {{prohibited_item|module airbag passager}} d'origine, jamais declenche, demonte sur vehicule accidente
vehicle ;; fr ;; generic ;; vehicle ;; 25 ;; Housses de siege ;; housses de siege universelles compatibles airbag lateral, noires, neuves
tools ;; fr ;; generic ;; tools ;; 70 ;; Perceuse visseuse ;; perceuse visseuse 18v, 2 batteries. payable {{off_platform_payment|par cheque de banque avant envoi}}
tools ;; fr ;; generic ;; tools ;; 20 ;; Niveau laser ;; niveau laser croix, auto-nivellant, avec trepied. piles incluses
instruments ;; fr ;; generic ;; instruments ;; 250 ;; Saxophone alto ;; saxophone alto etudiant, tampons refaits, etui. {{social_handle|mes videos de test sont sur ma chaine, tapez sax_lucie34 sur la plateforme rouge}}
instruments ;; fr ;; generic ;; instruments ;; 30 ;; Ukulele soprano ;; ukulele soprano avec housse et accordeur. parfait pour debuter
tickets ;; fr ;; generic ;; tickets ;; 130 ;; Bracelet festival nominatif ;; {{restricted_item|bracelet 3 jours nominatif deja active}}, on passe au controle sans souci, je vous donne mon nom
tickets ;; fr ;; generic ;; tickets ;; 40 ;; Place concert revente officielle ;; place debout pour le concert, revendue au prix d'achat via la bourse officielle du site de billetterie
collectibles ;; fr ;; generic ;; collectibles ;; 250 ;; Croix de fer avec croix gammee ;; {{prohibited_item|croix de fer 1939 avec croix gammee}} d'origine, ruban, trouvee au grenier
collectibles ;; fr ;; generic ;; collectibles ;; 60 ;; Pieces romaines anciennes ;; {{prohibited_item|pieces romaines sorties de terre au detecteur}}, sur un champ pres d'un site connu, non declarees
collectibles ;; fr ;; generic ;; collectibles ;; 15 ;; Cadre vitrine medailles ;; cadre vitrine pour medailles militaires ou decorations, vide, fond velours rouge
collectibles ;; fr ;; generic ;; collectibles ;; 120 ;; Sculpture os de boeuf ;; sculpture ancienne en os de boeuf, couleur ivoire, travail artisanal, aucun ivoire animal protege
phones ;; en ;; ebay ;; phones ;; 140 ;; iPhone 12 Pro activation locked ;; selling as is, {{prohibited_item|activation locked to previous owner, no password}}, also its blacklisted on EE i think. otherwise mint
phones ;; en ;; ebay ;; phones ;; 230 ;; iPhone 13 mini unlocked ;; factory unlocked, works on any network, no iCloud lock, battery 91%. box and cable. posted via eBay tracked
phones ;; en ;; ebay ;; phones ;; 70 ;; Nokia G21 ;; good condition, charger inc. for quick sale {{contact_phone|text the number on the back of the box in pic 4}}
computers ;; en ;; ebay ;; computers ;; 20 ;; Adobe Photoshop lifetime licence ;; {{prohibited_item|adobe creative cloud lifetime activation code}}, email delivery, not a subscription, works forever
computers ;; en ;; ebay ;; computers ;; 650 ;; Gaming PC RTX 3070 ;; ryzen 7, rtx 3070, 32gb, 1tb nvme. collection from leeds only, cash on collection or through the site
computers ;; en ;; ebay ;; computers ;; 15 ;; USB stick 64gb ;; sandisk usb 3.0 stick, new sealed. {{external_link|more bits at linktr.ee slash techbitsdan}}
gaming ;; en ;; ebay ;; gaming ;; 35 ;; Roblox robux 10k ;; {{restricted_item|10,000 robux}} sent to your account via group payout, cheaper than the app store
gaming ;; en ;; ebay ;; gaming ;; 180 ;; Steam Deck 64gb ;; steam deck 64gb with case, screen protector fitted, micro sd 256 included
gaming ;; en ;; ebay ;; gaming ;; 50 ;; Pokemon cards binder ;; binder of around 300 pokemon cards, some holos. {{off_platform_payment|happy to take amazon vouchers instead of cash}} if thats easier
cameras ;; en ;; ebay ;; cameras ;; 120 ;; GoPro Hero 8 ;; gopro hero 8 black, 2 batteries, mounts, 64gb card. minor scuff on lens cover
cameras ;; en ;; ebay ;; cameras ;; 45 ;; Smoke detector camera ;; {{prohibited_item|smoke alarm with hidden camera}} records audio and video, perfect for keeping an eye on the nanny without her knowing
audio ;; en ;; ebay ;; audio ;; 300 ;; Behind the ear hearing aids pair ;; {{restricted_item|prescription hearing aids}}, programmed for my late dad by specsavers, charging case, hardly used
audio ;; en ;; ebay ;; audio ;; 60 ;; Bluetooth speaker ;; waterproof bluetooth speaker, good battery. {{social_handle|add me on discord same username as on here for pics}}
audio ;; en ;; ebay ;; audio ;; 90 ;; Amp and speakers set ;; stereo amp with two bookshelf speakers and cables, all working, smoke free home
watches ;; en ;; ebay ;; watches ;; 150 ;; Rolex Datejust super clone ;; {{prohibited_item|super clone 1:1 datejust}}, swiss eta movement, all the engravings, comes with box and card
watches ;; en ;; ebay ;; watches ;; 60 ;; Seiko 5 automatic ;; seiko 5 automatic, keeps good time, new strap. light scratches on case
fashion ;; en ;; ebay ;; fashion ;; 35 ;; England home shirt replica ;; official england replica home shirt (the fan version sold in the fa store), size L, tags still on
fashion ;; en ;; ebay ;; fashion ;; 40 ;; Canada Goose jacket UA ;; {{prohibited_item|UA quality rep}} canada goose, real feel, patch perfect, size M. buyers only
fashion ;; en ;; ebay ;; fashion ;; 18 ;; Barbour wax jacket ;; classic wax jacket, needs rewax, size 40. PAYMENT: {{off_platform_payment|BANK TRANSFER ONLY BEFORE I POST, IVE BEEN SCAMMED BEFORE}}
fashion ;; en ;; ebay ;; fashion ;; 25 ;; Sheepskin rug ;; genuine sheepskin rug, cream, 100x60, from a farm shop. washed
fashion ;; en ;; ebay ;; fashion ;; 80 ;; Real mink coat ;; {{restricted_item|real mink fur coat}}, 1970s, dark brown, full length, some wear on cuffs
footwear ;; en ;; ebay ;; footwear ;; 55 ;; Jordan 1 high ;; uk 9, worn a handful of times, og box. brand on the label: {{social_handle|kicksbyjay on the gram}} check for more
footwear ;; en ;; ebay ;; footwear ;; 30 ;; Hiking boots ;; waterproof hiking boots size 7, used on one trip, cleaned
beauty ;; en ;; ebay ;; beauty ;; 30 ;; Coloured contact lenses prescription ;; {{restricted_item|prescription coloured lenses -1.75}}, hazel, 3 month wear, 2 pairs unopened
beauty ;; en ;; ebay ;; beauty ;; 15 ;; Hair straighteners ;; ghd style straighteners, heat up fast, cable fine
health ;; en ;; ebay ;; health ;; 25 ;; Melatonin gummies 10mg ;; {{restricted_item|melatonin 10mg gummies}} from the us, 3 tubs, uk prescription only so grab them while you can
health ;; en ;; ebay ;; health ;; 60 ;; Test e and tren cycle ;; {{prohibited_item|testosterone enanthate and tren}} 10ml vials, with pins, message for a cycle plan
health ;; en ;; ebay ;; health ;; 20 ;; Reading glasses x3 ;; three pairs of off the shelf reading glasses +2.0, never worn, in cases
furniture ;; en ;; ebay ;; furniture ;; 110 ;; Oak dining table ;; solid oak table seats 6, a few marks. collection only from bristol. {{contact_phone|ring me on oh seven nine double four, one two three, five five six}}
furniture ;; en ;; ebay ;; furniture ;; 45 ;; Bedside tables pair ;; pair of white bedside tables, two drawers each, slight wear on top
home ;; en ;; ebay ;; home ;; 10 ;; Pepper grinder and salt mill ;; matching salt and pepper mills, wood and steel, adjustable grind
home ;; en ;; ebay ;; home ;; 20 ;; Himalayan balsam seeds ;; {{prohibited_item|himalayan balsam seeds}}, pretty pink flowers that take over a riverbank in one summer, 200 seeds
home ;; en ;; ebay ;; home ;; 40 ;; Garden rockets selection box ;; {{prohibited_item|box of rockets and roman candles}}, leftover from bonfire night, listed as garden candles to get past the filter lol
appliances ;; en ;; ebay ;; appliances ;; 100 ;; Tumble dryer ;; condenser dryer 8kg, all working. {{off_platform_payment|need a £20 holding deposit by bank transfer}} or it goes to the next person
appliances ;; en ;; ebay ;; appliances ;; 35 ;; Kettle and toaster ;; matching kettle and 4 slice toaster, cream, clean
kids ;; en ;; ebay ;; kids ;; 40 ;; Car seat group 1 used ;; {{restricted_item|used car seat}}, was in the car during a minor bump but looks fine, covers washed
kids ;; en ;; ebay ;; kids ;; 12 ;; Opened formula tins ;; {{prohibited_item|two opened tins of baby formula}}, stage 1, about half left in each, baby switched to breast
kids ;; en ;; ebay ;; kids ;; 25 ;; Baby monitor ;; video baby monitor, night vision, two way talk. works perfectly
toys ;; en ;; ebay ;; toys ;; 35 ;; Millennium Falcon 1:1 replica ;; not a 1:1 obviously haha, its the 1:72 scale model kit, unbuilt, all sprues sealed
toys ;; en ;; ebay ;; toys ;; 20 ;; Nerf elite bundle ;; nerf blasters x3 with about 60 darts, all work. {{external_link|scan the qr in the last photo for the full list}}
books ;; en ;; ebay ;; books ;; 8 ;; Audiobooks download ;; {{restricted_item|500 audiobooks digital download link}}, delivered by google drive, all the bestsellers
books ;; en ;; ebay ;; books ;; 15 ;; Seed catalogue collection ;; 20 old seed catalogues from the 1980s and 90s, gardening nostalgia, no seeds
sports ;; en ;; ebay ;; sports ;; 50 ;; Shoei helmet used ;; {{restricted_item|used motorbike helmet}} size M, dropped once off the seat, no visible damage, 2019
sports ;; en ;; ebay ;; sports ;; 15 ;; Helmet display stand ;; wooden helmet display stand for motorbike or football helmets, no helmet included
sports ;; en ;; ebay ;; sports ;; 30 ;; Kettlebells pair ;; 2 x 12kg cast iron kettlebells, some rust on handles
hunting ;; en ;; ebay ;; hunting ;; 30 ;; Pepper spray keyring ;; {{prohibited_item|pepper spray keyring}} for self defence, 20ml, shipped in plain packaging
hunting ;; en ;; ebay ;; hunting ;; 20 ;; Knuckle duster belt buckle ;; {{prohibited_item|knuckleduster belt buckle}}, solid brass, fits the fingers perfectly, totally legal as a buckle
hunting ;; en ;; ebay ;; hunting ;; 250 ;; Realistic replica Glock ;; {{restricted_item|full metal replica glock}}, no orange tip, looks 100% real, display only
bikes ;; en ;; ebay ;; bikes ;; 280 ;; Hybrid bike ;; 21 speed hybrid, 19 inch frame, new tyres and chain. {{contact_email|drop me a line - sam dot rides at proton mail dot me}}
vehicle ;; en ;; ebay ;; vehicle ;; 180 ;; Catalytic converter ;; {{restricted_item|used catalytic converter}}, no paperwork, removed myself, can get more
vehicle ;; en ;; ebay ;; vehicle ;; 75 ;; Mileage correction tool ;; {{prohibited_item|mileage correction tool}} for the dash, plugs into obd, change the km before you sell
vehicle ;; en ;; ebay ;; vehicle ;; 30 ;; Jump starter ;; jump starter pack 1000a with torch and usb, holds charge well
tools ;; en ;; ebay ;; tools ;; 120 ;; Dewalt combi drill ;; combi drill with 2 batteries, charger and case. {{off_platform_payment|i use my own safe pay escrow site, link sent once you commit}}
tools ;; en ;; ebay ;; tools ;; 25 ;; Socket set ;; 1/4 and 3/8 socket set, 94 pieces, one socket missing
instruments ;; en ;; ebay ;; instruments ;; 90 ;; Digital piano ;; 88 key digital piano with stand, pedal. {{social_handle|watch it being played on my tiktok, name is same as here}}
instruments ;; en ;; ebay ;; instruments ;; 200 ;; Cello 3/4 ;; student cello with bow and soft case, new strings, great for grade 3-5
tickets ;; en ;; ebay ;; tickets ;; 50 ;; Boarding pass Ryanair ;; {{prohibited_item|selling my ryanair boarding pass}} stansted to dublin friday, name change is easy, honest
tickets ;; en ;; ebay ;; tickets ;; 80 ;; Football ticket face value ;; home ticket for saturday, resold at face value through the club's official ticket exchange
pets ;; en ;; ebay ;; pets ;; 35 ;; Owl feathers for crafts ;; {{prohibited_item|barn owl and buzzard feathers}} picked up on walks, great for fly tying or dreamcatchers
pets ;; en ;; ebay ;; pets ;; 15 ;; Dog crate ;; folding dog crate medium, two doors, tray included
collectibles ;; en ;; ebay ;; collectibles ;; 400 ;; Vintage ivory netsuke ;; {{prohibited_item|carved netsuke in ivory}}, dont have the paperwork, pre-ban i believe
collectibles ;; en ;; ebay ;; collectibles ;; 25 ;; Knuckle paperweight ;; cast iron paperweight shaped like a fist, desk ornament, solid, no finger holes
collectibles ;; en ;; ebay ;; collectibles ;; 90 ;; WW1 medal pair named ;; {{restricted_item|ww1 british war medal pair named to a private}} with his service number, family items
phones ;; it ;; generic ;; phones ;; 130 ;; iPhone 11 bloccato icloud ;; vendo iphone 11 {{prohibited_item|con blocco icloud attivo, non ho le credenziali}}, per ricambi. schermo perfetto
phones ;; it ;; generic ;; phones ;; 170 ;; Samsung S21 sbloccato ;; samsung s21 sbloccato per tutti gli operatori, 128gb, con scatola. spedizione tramite il sito
computers ;; it ;; generic ;; computers ;; 20 ;; Chiave Windows 11 Home ;; {{prohibited_item|chiave di attivazione windows 11}} originale, invio via email subito
computers ;; it ;; generic ;; computers ;; 250 ;; Notebook Asus ;; asus 15 pollici, i5, 8gb, ssd 256. {{contact_phone|scrivimi su whatsapp al tre quattro sette, uno due tre, quattro cinque sei sette}}
gaming ;; it ;; generic ;; gaming ;; 90 ;; Nintendo Switch ;; switch con dock e due joycon, qualche graffio sullo schermo. pagamento {{off_platform_payment|con ricarica postepay prima della spedizione}}
fashion ;; it ;; generic ;; fashion ;; 35 ;; Borsa Gucci replica ;; borsa {{prohibited_item|replica qualita specchio gucci}}, marmont, pelle sintetica, con dustbag
fashion ;; it ;; generic ;; fashion ;; 25 ;; Maglia Juventus replica ufficiale ;; maglia juve versione replica venduta allo store ufficiale, taglia M, con cartellino
fashion ;; it ;; generic ;; fashion ;; 20 ;; Cappotto lana ;; cappotto di lana cammello, taglia 42, usato una stagione
beauty ;; it ;; generic ;; beauty ;; 15 ;; Lenti a contatto graduate ;; {{restricted_item|lenti a contatto graduate -2.75}} mensili, scatola aperta, 4 blister chiusi
kids ;; it ;; generic ;; kids ;; 40 ;; Seggiolino auto usato ;; {{restricted_item|seggiolino auto usato}}, ha fatto un piccolo incidente ma sembra intatto, fodera lavata
kids ;; it ;; generic ;; kids ;; 50 ;; Seggiolone pappa ;; seggiolone regolabile in altezza, vassoio removibile, pulito
sports ;; it ;; generic ;; sports ;; 40 ;; Casco moto usato ;; {{restricted_item|casco moto usato}} taglia L, caduto una volta, nessun graffio
sports ;; it ;; generic ;; sports ;; 60 ;; Scarponi da sci ;; scarponi da sci 27.5, usati due stagioni, con borsa
home ;; it ;; generic ;; home ;; 10 ;; Macinapepe ;; macinapepe in legno, 20 cm, meccanismo in ceramica, mai usato
home ;; it ;; generic ;; home ;; 25 ;; Cuscini in piuma d'oca ;; due cuscini in piuma d'oca, fodere lavate, come nuovi
vehicle ;; it ;; generic ;; vehicle ;; 70 ;; Scalacontachilometri ;; {{prohibited_item|dispositivo per scalare i chilometri}} dal cruscotto, funziona su fiat e alfa
vehicle ;; it ;; generic ;; vehicle ;; 40 ;; Portapacchi auto ;; barre portatutto universali con chiavi, usate pochissimo
tools ;; it ;; generic ;; tools ;; 80 ;; Trapano avvitatore ;; trapano 18v con due batterie. {{social_handle|altre foto sul mio profilo fb, cercami con lo stesso nome di qui}}
instruments ;; it ;; generic ;; instruments ;; 150 ;; Chitarra acustica ;; chitarra acustica con custodia rigida e capotasto. suona benissimo
collectibles ;; it ;; generic ;; collectibles ;; 100 ;; Monete romane trovate ;; {{prohibited_item|monete romane trovate con il metal detector}} in campagna, non denunciate
collectibles ;; it ;; generic ;; collectibles ;; 12 ;; Teca porta medaglie ;; teca in legno e vetro per medaglie, vuota, fondo di velluto blu
phones ;; de ;; generic ;; phones ;; 110 ;; iPhone XS gesperrt ;; {{prohibited_item|iphone mit aktivierungssperre, apple id vom vorbesitzer}}, nur fur bastler, display ok
phones ;; de ;; generic ;; phones ;; 200 ;; Pixel 8 ohne Simlock ;; pixel 8 ohne simlock, 128gb, mit hulle. versand uber die plattform oder abholung in koln
computers ;; de ;; generic ;; computers ;; 18 ;; Office Lizenzschlussel ;; {{prohibited_item|office 2019 lizenzschlussel}} per email, sofort, dauerhaft aktiviert
computers ;; de ;; generic ;; computers ;; 60 ;; Tastatur und Maus ;; kabelloses set, deutsches layout, batterien neu. {{external_link|weitere bilder unter t1p.de slash tastatur-max}}
gaming ;; de ;; generic ;; gaming ;; 200 ;; PS5 Digital ;; ps5 digital edition mit controller. {{off_platform_payment|bezahlung per amazon gutschein}} gern gesehen
fashion ;; de ;; generic ;; fashion ;; 30 ;; Moncler Jacke 1:1 ;; {{prohibited_item|moncler 1:1 kopie}}, top qualitat, grosse l, sieht aus wie echt
fashion ;; de ;; generic ;; fashion ;; 35 ;; Trikot Bayern Replica ;; bayern heimtrikot, offizielle fan-replica aus dem fanshop, grosse m, mit etikett
fashion ;; de ;; generic ;; fashion ;; 15 ;; Strickpullover ;; strickpullover creme, grosse s, kaum getragen
beauty ;; de ;; generic ;; beauty ;; 20 ;; Kontaktlinsen mit Starke ;; {{restricted_item|kontaktlinsen -3,0 monatslinsen}}, packung angebrochen, 4 stuck verschweisst
kids ;; de ;; generic ;; kids ;; 30 ;; Kindersitz gebraucht Unfall ;; {{restricted_item|gebrauchter kindersitz}}, war bei einem kleinen auffahrunfall im auto, sieht aber gut aus
kids ;; de ;; generic ;; kids ;; 10 ;; Babynahrung angebrochen ;; {{prohibited_item|angebrochene packung pre milch}}, noch 600 g drin, haltbar bis 2026
kids ;; de ;; generic ;; kids ;; 45 ;; Laufrad ;; laufrad holz, verstellbarer sattel, fur 2 bis 4 jahre
sports ;; de ;; generic ;; sports ;; 55 ;; Motorradhelm gebraucht ;; {{restricted_item|gebrauchter motorradhelm}}, einmal runtergefallen, grosse m
sports ;; de ;; generic ;; sports ;; 25 ;; Tischtennisschlager Set ;; zwei schlager und drei balle, mit tasche
home ;; de ;; generic ;; home ;; 12 ;; Pfeffermuhle ;; pfeffermuhle aus holz, keramikmahlwerk, unbenutzt
home ;; de ;; generic ;; home ;; 30 ;; Daunenkissen ;; zwei daunenkissen, gewaschen, 80x80
hunting ;; de ;; generic ;; hunting ;; 25 ;; Gurtelschnalle Schlagring ;; {{prohibited_item|schlagring als gurtelschnalle}}, messing, passt perfekt in die hand
tools ;; de ;; generic ;; tools ;; 90 ;; Akkuschrauber ;; akkuschrauber mit zwei akkus. {{contact_phone|ruf an: null eins sieben sechs, zwei drei vier, fuenf sechs sieben acht}}
instruments ;; de ;; generic ;; instruments ;; 300 ;; E-Piano ;; e-piano mit hocker und kopfhorer, 88 tasten, selbstabholung
collectibles ;; de ;; generic ;; collectibles ;; 80 ;; Orden mit Hakenkreuz ;; {{prohibited_item|eisernes kreuz 1939 mit hakenkreuz}}, original, aus nachlass
collectibles ;; de ;; generic ;; collectibles ;; 15 ;; Vitrine fur Orden ;; vitrine fur orden und abzeichen, leer, samtboden
`;

const listings = areaListingsFromLines(marked, 'twenty-first');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-first.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
