import { writeFileSync } from 'node:fs';
import type { EvasionListing } from './generate-evasion-set.ts';
import { areaListingsFromLines } from './marked-listing.ts';

/*
 * Writes data/listing/validation-thirteenth.json: a thirteenth labelled set for issue 19, written by
 * hand in the thirteenth round by a writer who changes no rule: every listing written from how sellers
 * on Vinted, OLX, Wallapop, Leboncoin, Kleinanzeigen, Subito, eBay and Gumtree write, frozen before the
 * rules of that round changed. Its writer read no rule code, lexicon, brand table or earlier set's data
 * file. Two slips, disclosed: a command meant to show the twelfth writer's header printed its first
 * ninety records too, and a grep for the c2c-validation README's flag codes printed rows of its rules
 * table; nothing was copied from either, and no record was written to meet or to dodge a rule.
 * 283 listings: PT 53, ES 61, FR 59, EN 64, IT 23, DE 23; 151 clean (53 %) over every category a
 * general marketplace has, with hard negatives (IMEIs, serials, sizes, dimensions, years, part and
 * model numbers, postcodes, ISBNs, opening hours, km; '@' and '.com' in prints and product names;
 * payment kept on the platform or refused off it; maker with components and cases "for" a phone;
 * kitchen and pocket knives, knife blocks, water and Nerf guns, wine glasses, an empty decanter,
 * vintage lighters, a medicine cabinet, licensed shirts, ivory as a colour, pet cages and toys,
 * seeds, a bullet journal, "killer" and "bomb" as praise, a smoking jacket). The rest are real
 * problems: contact evasions (numbers as words with tens and hundreds, mixed digits and words,
 * look-alike letters, full-width, circled and keycap digits, zero-width characters, spaced and dotted
 * characters, arroba/(a)/[at]/[dot]/arobase/chiocciola/ät, ponto/point/punkt/dot, national and
 * international phones of PT, ES, FR, BE, UK, IE, NL, DE, IT, handles on several networks and
 * "find me on the other site", written-out links, wa.me, QR codes), off-platform payment per country
 * (MB WAY, Bizum, Lydia, Paylib, Revolut, Monzo, PostePay, PayPal friends, bank transfer with IBAN,
 * cash on delivery outside the platform) and prohibited or restricted items.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`listingsFromLines`); `area` is the general category the listing belongs to
 * (phones, furniture…, for the per-category counts) and is kept in the JSON beside the listing.
 * Split, fixed before any record was written: within each language, clean listings and listings with
 * a problem are each numbered in the order written and alternate between the parts, starting with
 * `tune` for PT, FR and IT and with `holdout` for ES, EN and DE. The tune part is read while the rules
 * change; the holdout part only as summary figures.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-thirteenth-listing-set.ts`.
 * First run (2026-11-28, rules before any change of the thirteenth round, `npm run bench -- listing`):
 * tune part recall 0.87 (59 of 68 scored labels), clean listings flagged 0.04 (3 of 75), wrongful
 * rejects 0.009 (1 of 111); holdout part recall 0.87 (59 of 68), clean flagged 0.04 (3 of 76),
 * wrongful rejects 0.009 (1 of 114).
 */
const marked = `
clothes ;; pt ;; vinted ;; moda mulher ;; 18 ;; Blusão de ganga Levi's tamanho S ;; Blusão trucker clássico, azul médio. Usei pouco porque ficou curto nas mangas. Medidas: peito 48 cm, comprimento 55 cm. Envio pela Vinted 📦
phones ;; pt ;; olx-pt ;; telemóveis ;; 210 ;; iPhone 12 64gb preto ;; Bateria 84%. Nunca abriu. Quem tiver interesse liga para {{contact_phone|novecentos e sessenta e sete, trezentos e vinte e cinco, oitocentos e noventa e um}} que eu não vejo as msgs daqui
shoes ;; pt ;; vinted ;; calçado ;; 45 ;; Botas Timberland 6-inch nº 40 ;; Cor trigo, usadas um inverno. Sola com pouco desgaste, palmilha 25,5 cm. Tenho também o nº 41 de outra cor, vejam no meu perfil da Vinted.
computers ;; pt ;; olx-pt ;; informática ;; 300 ;; PC gaming Ryzen 5 5600 + RX 6600 ;; 16gb ram, ssd 1tb, fonte 650W. Funciona tudo. Mais info pelo {{contact_phone|91 sete 4 cinco 5 dois 8 oito 0}} (só sms)
phones ;; pt ;; olx-pt ;; telemóveis ;; 130 ;; Samsung Galaxy A52s 5G 128GB ;; Desbloqueado para todas as redes. IMEI 351234567891238, podem verificar. Ecrã sem riscos, traseira com uma marca. Carregador rápido 25W incluído. Envio pela OLX.
furniture ;; pt ;; olx-pt ;; móveis ;; 60 ;; Sofá 2 lugares cinza ;; Tecido lavável, 160 cm. Tem de ser levantado em Almada. Contacto {{contact_phone|⑨③⑥ ①④② ⑦⑦⓪}}
computers ;; pt ;; olx-pt ;; informática ;; 240 ;; Lenovo ThinkPad T480 i5 8ª geração ;; 16GB RAM, SSD 256GB, ecrã 14'' FHD. S/N PF1K2A3B. Bateria dupla (interna + externa), dá umas 6h. Teclado PT retroiluminado. Entrego em mão no Porto (Boavista) ou envio pela OLX.
kitchen ;; pt ;; olx-pt ;; casa ;; 25 ;; Micro-ondas Teka 20L ;; Funciona perfeitamente, só vendo porque mudei de casa. {{social_handle|Whats}}: {{contact_phone|9\u200b1\u200b2\u200b \u200b4\u200b5\u200b6\u200b \u200b7\u200b8\u200b9}}
cameras ;; pt ;; olx-pt ;; fotografia ;; 310 ;; Nikon D3400 + objetiva 18-55 VR ;; 12.400 disparos. Com carregador, 2 baterias EN-EL14a, cartão SD 64GB e mochila. O sensor foi limpo em 2024. Sem fungos.
clothes ;; pt ;; vinted ;; moda mulher ;; 9 ;; Calças de linho bege M ;; Nunca usadas, etiqueta ainda. Se tiverem dúvidas mandem mail p/ {{contact_email|joana.costa arroba gmail ponto com}}
audio ;; pt ;; olx-pt ;; som ;; 95 ;; Coluna Marshall Emberton II ;; Bluetooth 5.1, bateria de 30h+. Comprada na Worten em 2023, tenho fatura. Algumas marcas de uso na grelha. Som bomba 💣 para o tamanho.
sports ;; pt ;; olx-pt ;; desporto ;; 40 ;; Skate completo Santa Cruz ;; Rolamentos ABEC 7 novos. Respostas rapidas em {{contact_email|rui_m(a)outlook.pt}}
watches ;; pt ;; olx-pt ;; relógios ;; 260 ;; Tissot PRX quartzo 40mm azul ;; Ref. T137.410.11.041.00. Comprado em dezembro de 2022, com caixa, livro e garantia carimbada. Bracelete com 2 elos extra. Vidro safira sem riscos.
baby ;; pt ;; olx-pt ;; bebé ;; 15 ;; Body's bebé 6-9 meses ;; Lote de 12, tudo em bom estado. Tenho mais de 200 peças na minha loja online {{external_link|bebeschiques ponto pt}} com portes grátis
furniture ;; pt ;; olx-pt ;; móveis ;; 80 ;; Cómoda IKEA Malm 6 gavetas branca ;; 160x78 cm, profundidade 48. Tem um risco no tampo (foto 3). Desmonto se for preciso. Levantamento em Matosinhos, código postal 4450-208.
phones ;; pt ;; olx-pt ;; telemóveis ;; 85 ;; Xiaomi Redmi Note 11 ;; Tudo ok. Para negociar falem comigo diretamente: {{external_link|wa.me/351934112870}}
toys ;; pt ;; olx-pt ;; brinquedos ;; 55 ;; Lego City comboio de passageiros 60337 ;; Completo, com manual e caixa. Peças todas verificadas. Falta só o comando (usa o Powered Up). Ideal para prenda de Natal 🎄
collectibles ;; pt ;; olx-pt ;; colecionismo ;; 20 ;; Cromos Panini Mundial 2022 ;; 150 repetidos. Tenho lista completa, é só ler o {{external_link|código QR na última foto}} e falamos por lá
baby ;; pt ;; olx-pt ;; bebé ;; 70 ;; Espreguiçadeira BabyBjörn Bliss ;; Tecido em malha 3D, cinzento. Lavável na máquina a 40º. Para bebés dos 3,5 aos 9 kg. Sem manchas.
clothes ;; pt ;; vinted ;; acessórios ;; 12 ;; Lote de 5 bandoletes ;; Tudo feito à mão por mim 🥰 sigam a minha página do insta {{social_handle|@lacinhos.da.rita}} para verem as novidades
books ;; pt ;; olx-pt ;; livros ;; 25 ;; Harry Potter coleção completa 7 livros (Presença) ;; Edições de 2005 a 2008, capa mole. ISBN do primeiro 972-23-2680-X. Estado razoável, o 5º tem a lombada vincada. Envio por CTT registado com pagamento na OLX.
tools ;; pt ;; olx-pt ;; ferramentas ;; 90 ;; Aparafusadora Makita 18V ;; Sem bateria. Vejam o meu perfil no facebook, lá tenho muito mais ferramentas: {{social_handle|procurem Nuno Ferramentas Usadas no facebook}}
sports ;; pt ;; olx-pt ;; desporto ;; 150 ;; Prancha de surf 6'2 Pukas ;; Shape de 2019, 6'2 x 20 1/4 x 2 1/2, 32 litros. Tem um ding reparado na rail. Vai com quilhas FCS II e capa.
bikes ;; pt ;; olx-pt ;; bicicletas ;; 350 ;; Bicicleta de estrada Btwin Triban RC 520 ;; Tamanho M. Só aceito pagamento por {{off_platform_payment|MBWay}} antes de enviar, a OLX cobra demasiado
bikes ;; pt ;; olx-pt ;; bicicletas ;; 420 ;; Trek Marlin 5 2021 tamanho L ;; Transmissão Shimano Deore 1x10, travões hidráulicos Tektro, suspensão SR Suntour XCT. Pneus Bontrager quase novos. Número de quadro WTU123C4567E (gravado por baixo do movimento pedaleiro).
audio ;; pt ;; olx-pt ;; som ;; 150 ;; Amplificador Yamaha A-S301 ;; Em bom estado. Pagamento por {{off_platform_payment|transferência bancária}} para o {{iban|PT50 0002 0123 1234 5678 9015 4}} e envio por transportadora
tools ;; pt ;; olx-pt ;; ferramentas ;; 55 ;; Serra circular Black+Decker 1250W ;; Disco de 190 mm, profundidade de corte 66 mm. Com guia paralela. Usada para um projeto de deck e mais nada.
kitchen ;; pt ;; olx-pt ;; casa ;; 45 ;; Candeeiro de pé industrial ;; Envio {{off_platform_payment|à cobrança}} pelos CTT para todo o país, pagam ao carteiro
beauty ;; pt ;; vinted ;; beleza ;; 14 ;; Creme La Roche-Posay Effaclar Duo+ selado ;; Embalagem selada, validade 09/2027. Comprei dois por engano na farmácia. 40 ml.
beauty ;; pt ;; vinted ;; beleza ;; 35 ;; Perfume Carolina Herrera Good Girl 80ml ;; É um {{prohibited_item|tester}}, vem sem caixa mas o frasco está a 95%. Cheiro incrível
instruments ;; pt ;; olx-pt ;; instrumentos musicais ;; 60 ;; Ukulele soprano Kala KA-15S ;; Mogno, cordas Aquila novas. Inclui afinador de mola e saco. Ótimo para começar.
beauty ;; pt ;; vinted ;; beleza ;; 10 ;; {{prohibited_item|Decants}} de perfumes de nicho ;; Faço decants de 5 e 10ml de Maison Margiela, Xerjoff e Creed. Frascos de vidro com atomizador.
vehicle ;; pt ;; olx-pt ;; peças auto ;; 160 ;; Jantes 17" originais Peugeot 308 ;; Furação 4x108, ET 29. Com pneus Michelin 225/45 R17 a 5 mm. Uma jante tem um toque de passeio.
sports ;; pt ;; olx-pt ;; desporto ;; 55 ;; {{prohibited_item|Faca de caça}} com bainha de couro ;; Lâmina de 16 cm em aço inox, cabo em madeira de oliveira. Nunca foi usada.
kitchen ;; pt ;; olx-pt ;; casa ;; 40 ;; Conjunto de facas Zwilling com bloco ;; 5 facas (chef 20 cm, pão, legumes, universal e descascar) e afiador. Bloco de madeira. Pouco uso.
baby ;; pt ;; olx-pt ;; bebé ;; 35 ;; Cadeira auto Bébé Confort grupo 0+ ;; {{prohibited_item|Cadeira auto usada}} nos primeiros 8 meses da minha filha. Tem um pequeno rasgão no forro.
garden ;; pt ;; olx-pt ;; jardim ;; 90 ;; Corta-relva elétrico Bosch Rotak 32 ;; 1200W, largura de corte 32 cm, cesto de 31L. Lâmina afiada no ano passado. Levantar em Sintra.
tools ;; pt ;; olx-pt ;; ferramentas ;; 20 ;; {{prohibited_item|Baterias de lítio 18650 soltas}} ;; 20 unidades retiradas de packs de portátil, 3,7V, todas acima de 2000mAh. Envio por correio.
pets ;; pt ;; olx-pt ;; animais ;; 8 ;; Brinquedos para cão Kong (3) ;; Um Kong Classic L, uma bola e uma corda. Lavados. O meu cão já não liga a nenhum 🐶
pets ;; pt ;; olx-pt ;; animais ;; 100 ;; {{restricted_item|Cachorros}} de Labrador ;; Nascidos há 7 semanas, 3 machos e 2 fêmeas. Pais à vista.
collectibles ;; pt ;; olx-pt ;; colecionismo ;; 35 ;; Isqueiro Zippo 1979 vintage ;; Sem gás nem pedra, só para coleção. Gravação da Marinha. Tem um pequeno amolgado na tampa.
health ;; pt ;; olx-pt ;; saúde ;; 15 ;; {{prohibited_item|Caixa de Brufen 600}} ;; Sobrou do tratamento, 18 comprimidos, validade 2027.
tickets ;; pt ;; olx-pt ;; bilhetes ;; 50 ;; Vale FNAC 50€ ;; Cartão oferta com saldo de 50€, válido até março de 2027. Vendo ao valor facial porque não uso. Envio pela OLX.
clothes ;; pt ;; vinted ;; acessórios ;; 60 ;; Mala Gucci Marmont ;; Não é original, é {{prohibited_item|réplica AAA}}, igualzinha. Vem com saco e caixa.
services ;; pt ;; olx-pt ;; serviços ;; 15 ;; Explicações de Matemática 9º e 12º ano ;; Licenciada em Matemática, 10 anos de experiência. 15€/hora, na zona de Coimbra ou online. Marquem pelo chat da OLX.
computers ;; pt ;; olx-pt ;; informática ;; 30 ;; {{prohibited_item|Conta Netflix}} premium 12 meses ;; Entrega imediata dos dados de acesso após o pagamento.
clothes ;; pt ;; vinted ;; moda homem ;; 10 ;; T-shirt com estampa "surf@ericeira" ;; Tamanho L, algodão orgânico. A estampa diz surf@ericeira em letras azuis. Tem um furinho minúsculo na costura.
kitchen ;; pt ;; olx-pt ;; casa ;; 12 ;; Caneca Amazon.com promocional + copos de vinho ;; Caneca de brinde da Amazon.com e 6 copos de vinho tinto Schott Zwiesel. Tudo inteiro.
clothes ;; pt ;; vinted ;; moda homem ;; 20 ;; Casaco de fato cor marfim ;; Tipo smoking jacket, muito elegante, tamanho 50. Pagamento e envio só pela Vinted, não façam propostas por fora por favor.
sports ;; pt ;; olx-pt ;; desporto ;; 12 ;; Canivete Opinel nº 6 ;; Lâmina de 7 cm, cabo em faia. Ótimo para piqueniques. Preço killer, é despachar.
tickets ;; pt ;; olx-pt ;; bilhetes ;; 65 ;; 2 bilhetes Sporting x Benfica ;; Bilhetes para o jogo de 14/12, bancada Sul, porta 9, fila 12. Vendo ao preço que paguei. Horário do jogo 20h30.
phones ;; pt ;; olx-pt ;; telemóveis ;; 8 ;; Capa para iPhone 14 Pro Max Spigen ;; Capa transparente, não amarelada. Também serve de proteção à câmara. Envio pela OLX por 3,5€.
vehicle ;; pt ;; olx-pt ;; peças auto ;; 120 ;; Motor de arranque Seat Leon 1.9 TDI ;; Ref. 02Z911023H, retirado de carro com 210.000 km. Testado. Envio para todo o país pela OLX.
clothes ;; es ;; vinted ;; moda mujer ;; 22 ;; Vestido midi Zara estampado flores talla M ;; Puesto una vez en una boda. Largo 115 cm, tiene cremallera invisible en la espalda. Sin manchas. Hago envío combinado si compras más cosas 😊
phones ;; es ;; wallapop ;; móviles ;; 180 ;; Xiaomi 13T 256GB negro ;; Libre, con factura de Fnac de octubre 2023. IMEI 867530912345678. Pantalla siempre con protector. Te lo envío con Wallapop Envíos o en mano en Valencia centro.
phones ;; es ;; wallapop ;; móviles ;; 140 ;; iPhone XR 64 GB rojo ;; Batería al 79%, por eso el precio. Si te interesa llámame al {{contact_phone|seis cuatro siete, treinta y dos, diecinueve, ochenta y ocho}} por las tardes.
shoes ;; es ;; wallapop ;; moda y accesorios ;; 40 ;; Zapatillas Nike Air Force 1 talla 43 ;; Blancas, usadas pocas veces. Las he limpiado con Crep Protect. Talla 43 EU / 9,5 US / 27,5 cm. Caja original.
computers ;; es ;; wallapop ;; informática ;; 70 ;; Monitor Samsung 27 curvo ;; Modelo C27F390, 60Hz, sin pixeles muertos. Cualquier duda al {{contact_phone|6O5 l2 3 4S 67}} por {{social_handle|whatsapp}}
computers ;; es ;; wallapop ;; informática ;; 650 ;; MacBook Pro 14 M1 Pro 16/512 ;; Modelo A2442, número de serie disponible por chat de Wallapop. 98 ciclos de batería. Cargador original de 96W. Sin golpes. Pago solo por Wallapop con envío asegurado.
audio ;; es ;; wallapop ;; tv audio y foto ;; 120 ;; Auriculares Sony WH-1000XM4 ;; Cancelación de ruido perfecta. Almohadillas cambiadas. Para quedar escribe al {{contact_phone|6️⃣1️⃣8️⃣ 4️⃣4️⃣2️⃣ 0️⃣3️⃣7️⃣}}
cameras ;; es ;; wallapop ;; tv audio y foto ;; 230 ;; Objetivo Sigma 18-35 f1.8 Art montura Canon EF ;; Cristales limpios, sin hongos ni neblina. Con parasol y tapas. Probado en una 80D. Dimensiones 78 x 121 mm, 810 g.
furniture ;; es ;; wallapop ;; hogar ;; 200 ;; Mesa de comedor extensible roble ;; 140 cm que se alarga a 180. La tengo en Bilbao, si la quieres hablamos por el {{contact_phone|+34 688 90 12 45}}
watches ;; es ;; wallapop ;; relojes ;; 75 ;; Casio G-Shock GA-2100 "CasiOak" negro ;; Módulo 5611. Correa de resina original con algún roce. Funciona todo, incluida la luz. Lo mando por Wallapop.
toys ;; es ;; wallapop ;; niños y bebés ;; 30 ;; Playmobil barco pirata 70411 ;; Completo al 99%, le falta un cañón pequeño. Con piratas, tiburón y tesoro. Mis hijos ya no juegan.
clothes ;; es ;; wallapop ;; moda y accesorios ;; 15 ;; Sudadera Bershka oversize ;; Talla S pero queda amplia. Estoy liquidando armario, escríbeme a {{contact_email|marta.gr22 arroba gmail punto com}} y te paso fotos de todo
baby ;; es ;; wallapop ;; niños y bebés ;; 180 ;; Carrito Bugaboo Fox 2 completo ;; Capazo + silla, color negro. Ruedas con poco desgaste. Homologado EN 1888-2:2018. Te lo dejo plegado en el maletero si vienes a Pozuelo.
books ;; es ;; wallapop ;; libros ;; 12 ;; Lote 4 libros de Almudena Grandes ;; Edición de bolsillo Tusquets. "Inés y la alegría" ISBN 978-84-9066-222-7. Leídos una vez, muy cuidados.
tools ;; es ;; wallapop ;; bricolaje ;; 40 ;; Lijadora orbital Makita ;; Funciona perfecta. Mándame un correo a {{contact_email|pepe_reformas [at] yahoo [dot] es}} y te digo cuándo puedes venir
sports ;; es ;; wallapop ;; deporte y ocio ;; 60 ;; Tienda de campaña Quechua 2 Seconds 3 personas ;; Se monta en 2 segundos de verdad. Medidas 210 x 180 cm, pesa 3,8 kg. Usada en 3 acampadas, sin agujeros.
sports ;; es ;; wallapop ;; deporte y ocio ;; 25 ;; Raqueta de pádel Bullpadel Vertex ;; Tengo más palas en mi tienda: {{external_link|www . padeltotal-segunda . com}}
bikes ;; es ;; wallapop ;; bicicletas ;; 380 ;; Orbea Onna 29 talla L ;; Cambio Shimano Altus 2x8, frenos de disco hidráulicos Shimano MT200. Ruedas 29". La usé para ir al trabajo. Revisada en taller hace 2 meses.
beauty ;; es ;; wallapop ;; belleza ;; 18 ;; Paleta de sombras Natasha Denona ;; Os dejo el enlace para ver los swatches {{external_link|bit.ly/swatchesND}}
beauty ;; es ;; wallapop ;; belleza ;; 25 ;; Set Clinique sin abrir ;; Set de regalo con sérum, crema y contorno de ojos, precintado. Caducidad 2028. Nunca abierto.
instruments ;; es ;; wallapop ;; instrumentos ;; 280 ;; Guitarra eléctrica Fender Squier Stratocaster ;; Pastillas cambiadas por unas Fender Tex-Mex. Cuerdas 10-46 nuevas. Incluye funda. Vídeo sonando en {{external_link|youtube.com/watch?v=s9Tqr2mYb0k}}
vehicle ;; es ;; wallapop ;; motor ;; 45 ;; Faro delantero izquierdo Renault Megane III ;; Referencia 260600023R. Sin roturas en las patillas. Para Megane fase 2 del 2012 al 2016. Envío por Wallapop.
kitchen ;; es ;; wallapop ;; hogar ;; 90 ;; Thermomix TM5 ;; Con varoma, cestillo y libro. Funciona todo. Escanea el {{external_link|QR de la última foto}} y te llevo a mi tienda con más cosas de cocina
kitchen ;; es ;; wallapop ;; hogar ;; 35 ;; Juego de cuchillos Arcos con taco de madera ;; 6 cuchillos de cocina (el más largo, el cebollero, de 20 cm), tijeras y chaira. Todos afilados.
garden ;; es ;; wallapop ;; jardín ;; 15 ;; Semillas de tomate raf y pimiento de padrón ;; Semillas recogidas de mi huerto, unas 40 por sobre. 3 € el sobre o 10 € los cuatro.
pets ;; es ;; wallapop ;; mascotas ;; 20 ;; Rascador para gatos 120 cm ;; Sígueme en tiktok {{social_handle|@gatosdelbarrio_}} que allí subo todo lo que vendo de mascotas
pets ;; es ;; wallapop ;; mascotas ;; 35 ;; Jaula para conejo con accesorios ;; 100x50 cm, con bebedero, comedero y casita de madera. Se vende sin conejo, obviamente 😂
collectibles ;; es ;; wallapop ;; coleccionismo ;; 15 ;; Monedas de 2 euros conmemorativas ;; Búscame en Vinted como {{social_handle|numismatica_javi}}, allí lo tengo todo más barato
collectibles ;; es ;; wallapop ;; coleccionismo ;; 40 ;; Álbum cromos Liga Este 1998-99 ;; Completo a falta de 3 cromos (números 112, 245 y 301). Tapas algo gastadas. Año 1998.
tickets ;; es ;; wallapop ;; entradas ;; 70 ;; Entrada concierto Aitana Madrid ;; Entrada de pista para el 20 de junio. Precio que pagué. Pago por {{off_platform_payment|Bizum}} y te la mando al correo
services ;; es ;; wallapop ;; servicios ;; 20 ;; Clases de guitarra a domicilio ;; Profesor titulado de conservatorio. 20 €/hora, zona Chamberí y Argüelles. Horario de 17:00 a 21:00. Reservas por el chat de Wallapop.
clothes ;; es ;; vinted ;; moda mujer ;; 30 ;; Abrigo Mango lana ;; Solo envío si me pagas por {{off_platform_payment|PayPal amigos y familiares}}, nada de comisiones
phones ;; es ;; wallapop ;; móviles ;; 25 ;; Funda para iPhone 14 Pro de cuero Apple ;; Funda original de Apple color marrón, compatible con MagSafe. Tiene algo de desgaste en las esquinas. No incluye el móvil.
audio ;; es ;; wallapop ;; tv audio y foto ;; 300 ;; Barra de sonido Sonos Beam ;; Te hago precio si me haces {{off_platform_payment|transferencia}} a {{iban|ES91 2100 0418 4502 0005 1332}}
toys ;; es ;; wallapop ;; juguetes ;; 15 ;; Pistola Nerf Elite 2.0 con dardos ;; Con 20 dardos de espuma. Funciona todo. Para niños de 8 años en adelante. Nada de bizum, pago por la app.
furniture ;; es ;; wallapop ;; hogar ;; 55 ;; Silla de oficina ;; Puedo enviarla {{off_platform_payment|contra reembolso}} por Correos, pagas al cartero y así no hay comisiones de la app
beauty ;; es ;; wallapop ;; belleza ;; 40 ;; Perfume Dior Sauvage 100 ml ;; Es un {{prohibited_item|probador}} de perfumería, caja blanca sin celofán. Original.
beauty ;; es ;; vinted ;; belleza ;; 8 ;; {{prohibited_item|Base de maquillaje usada}} Estée Lauder Double Wear ;; Tono 1W2, me la he puesto 3 o 4 veces pero no es mi color. Queda más de la mitad.
sports ;; es ;; wallapop ;; deporte y ocio ;; 45 ;; {{prohibited_item|Navaja automática}} de mariposa ;; Hoja de 11 cm, apertura con muelle. Muy buena calidad.
toys ;; es ;; wallapop ;; juguetes ;; 120 ;; {{restricted_item|Réplica airsoft}} M4 eléctrica ;; Con dos cargadores y batería LiPo. Solo mayores de edad.
baby ;; es ;; wallapop ;; niños y bebés ;; 30 ;; {{prohibited_item|Silla de coche usada}} grupo 1 Römer ;; La hemos usado 3 años, limpia. Anclaje isofix.
vehicle ;; es ;; wallapop ;; motor ;; 50 ;; {{prohibited_item|Casco de moto usado}} AGV talla L ;; Tiene un golpe pequeño pero aguanta. Pantalla oscura.
health ;; es ;; wallapop ;; salud ;; 10 ;; {{prohibited_item|Orfidal}} 1mg caja ;; Me sobró una caja de 50 comprimidos. Es para dormir.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 90 ;; {{restricted_item|Botella de whisky Macallan 12 años}} ;; Cerrada, con estuche. Regalo de empresa que no voy a beber.
pets ;; es ;; wallapop ;; mascotas ;; 80 ;; {{restricted_item|Gatitos}} británicos de pelo corto ;; Tienen 9 semanas, desparasitados. Entrego con cartilla.
computers ;; es ;; wallapop ;; consolas ;; 60 ;; {{prohibited_item|Cuenta Fortnite}} con 80 skins ;; Te paso correo y contraseña, tiene la skin de Renegade Raider.
clothes ;; es ;; wallapop ;; moda y accesorios ;; 35 ;; Zapatillas Balenciaga Triple S ;; {{prohibited_item|Imitación de primera}}, calidad espejo, no se nota nada. Talla 42.
other ;; es ;; wallapop ;; otros ;; 25 ;; Vapers desechables ;; {{prohibited_item|Lote de 10 vapers desechables}} Elf Bar de 600 caladas, sabores variados.
services ;; es ;; wallapop ;; servicios ;; 30 ;; Mudanzas y portes económicos ;; Furgoneta grande, Madrid y alrededores. Presupuesto sin compromiso llamando al {{contact_phone|91 555 23 87}} de lunes a viernes.
kitchen ;; es ;; wallapop ;; hogar ;; 25 ;; Copas de cava y vino Bohemia ;; 12 copas de cristal tallado (6 de vino y 6 de cava). Ninguna rota. Cajas originales.
clothes ;; es ;; wallapop ;; moda y accesorios ;; 18 ;; Camiseta Atlético de Madrid oficial 2022 ;; Camiseta licenciada Nike, talla M, con el 7 de Griezmann. Lavada a mano. Precio killer porque me mudo.
shoes ;; es ;; wallapop ;; moda y accesorios ;; 28 ;; Botas de montaña Salomon Quest talla 39 1/3 ;; Gore-Tex, muy cómodas. Suela Contagrip con desgaste normal. Las vendo porque me compré otras. Plantilla 24,5 cm.
cameras ;; es ;; wallapop ;; tv audio y foto ;; 85 ;; Prismáticos Nikon Aculon 10x50 ;; Ideales para observar aves. Con funda y correa. Lentes sin rayas ni hongos. Se ve nítido hasta el final.
watches ;; es ;; wallapop ;; relojes ;; 35 ;; Pulsera de plata de ley con circonitas ;; Plata 925 con contraste. Largo 18 cm + 2 de extensión. Regalo que no me pongo. Con cajita.
garden ;; es ;; wallapop ;; jardín ;; 120 ;; Motosierra Stihl MS 170 ;; Espada de 35 cm, cadena recién afilada. Arranca a la segunda. Ideal para leña. Recogida en Lugo.
books ;; es ;; wallapop ;; libros ;; 6 ;; Bullet journal Leuchtturm1917 sin estrenar ;; Cuaderno de puntos A5, tapa dura color salvia. 249 páginas numeradas. Sigue con el precinto.
instruments ;; es ;; wallapop ;; instrumentos ;; 95 ;; Cajón flamenco LP ;; Con bordones ajustables, suena de lujo. Alguna marca en la tapa. Medidas 48 x 30 x 30 cm. Envío con Wallapop o en mano en Triana.
vehicle ;; es ;; wallapop ;; motor ;; 60 ;; Cadena de nieve talla 090 ;; Para neumáticos 205/55 R16 y 195/65 R15. Usadas una vez en Sierra Nevada. Con su bolsa y guantes.
health ;; es ;; wallapop ;; salud ;; 25 ;; {{prohibited_item|Aceite CBD 10%}} 10 ml ;; Gotero sin abrir, para ansiedad y dormir. Envío discreto.
clothes ;; es ;; vinted ;; moda mujer ;; 20 ;; Chaqueta vaquera Levi's ;; Si me pagas por {{off_platform_payment|Revolut}} te la dejo en 15
computers ;; es ;; wallapop ;; informática ;; 45 ;; Router Asus RT-AX55 WiFi 6 ;; Firmware actualizado, caja original. Código de producto 90IG06C0-MO3R10. Usuario y contraseña de fábrica restaurados.
clothes ;; fr ;; vinted ;; mode femme ;; 25 ;; Trench Mango beige taille 38 ;; Porté une saison, très bon état. Ceinture d'origine. Longueur 98 cm. Envoi Mondial Relay via Vinted 😊
clothes ;; fr ;; vinted ;; mode femme ;; 12 ;; Jupe plissée Sézane ;; Taille 36, jamais mise. Pour plus de photos ajoutez-moi sur snap : {{social_handle|lulu.vnt}}
shoes ;; fr ;; vinted ;; chaussures ;; 55 ;; Veja V-10 blanches pointure 39 ;; Portées une dizaine de fois, semelles propres. Boîte d'origine. Longueur intérieure 25 cm.
phones ;; fr ;; generic ;; téléphonie ;; 320 ;; Google Pixel 8 128 Go ;; Débloqué tout opérateur, facture Boulanger. IMEI 354102987654321. Aucune rayure, toujours sous coque. Remise en main propre à Lyon 3e ou envoi sécurisé Leboncoin.
phones ;; fr ;; generic ;; téléphonie ;; 90 ;; Samsung Galaxy S10 ;; Écran impeccable. Appelez-moi au {{contact_phone|zéro six, quatre-vingt-onze, soixante-douze, trente-quatre, dix-sept}} après 18h
computers ;; fr ;; generic ;; informatique ;; 450 ;; PC portable Asus ROG Strix G15 ;; Ryzen 7 4800H, RTX 3060, 16 Go. Numéro de série L8NRCV12345678X. Quelques traces sur le capot. Chargeur 200 W d'origine.
computers ;; fr ;; generic ;; informatique ;; 60 ;; Clavier mécanique Logitech G Pro ;; Switchs GX Blue. Dispo pour discuter au {{contact_phone|0 7 . 6 1 . 2 2 . 8 3 . 5 4}}
cameras ;; fr ;; generic ;; photo ;; 480 ;; Fujifilm X-S10 boîtier nu ;; 8 900 déclenchements. Vendu avec 3 batteries, chargeur double et dragonne Peak Design. Capteur nettoyé. Envoi en colissimo via Leboncoin.
cameras ;; fr ;; generic ;; photo ;; 150 ;; Objectif Tamron 28-75 ;; Pour Sony FE. Si vous êtes intéressé, contactez-moi sur {{contact_phone|+33 6 48 21 90 57}} c'est plus simple
audio ;; fr ;; generic ;; son ;; 180 ;; Platine vinyle Technics SL-1500C ;; Cellule Ortofon 2M Red d'origine. Achetée en 2021. Capot sans rayure. Diamètre du plateau 332 mm.
audio ;; fr ;; generic ;; son ;; 45 ;; Enceinte JBL Flip 6 ;; Je suis de Bruxelles, appelez le {{contact_phone|0474 58 32 19}} pour la récupérer
watches ;; fr ;; generic ;; montres et bijoux ;; 390 ;; Montre Longines Conquest automatique ;; Réf. L3.776.4. Révisée en 2023 (facture). Bracelet acier avec maillons. Mouvement L888. Livrée avec boîte.
watches ;; fr ;; vinted ;; bijoux ;; 20 ;; Bague en argent ;; Taille 54. Pour me joindre écrivez à {{contact_email|camille.dubois arobase orange point fr}}
furniture ;; fr ;; generic ;; ameublement ;; 120 ;; Buffet en teck scandinave années 60 ;; 160 x 45 x 78 cm. Quelques rayures d'usage sur le plateau. À venir chercher à Nantes (44000), 2e étage sans ascenseur.
furniture ;; fr ;; generic ;; ameublement ;; 35 ;; Table de chevet ;; Bois massif. Plus de meubles sur mon site : {{external_link|brocante-chez-lucie point fr}}
toys ;; fr ;; generic ;; jeux et jouets ;; 40 ;; Lego Technic Porsche 911 RSR 42096 ;; Complet avec notice, boîte abîmée. Monté une seule fois. 1580 pièces.
baby ;; fr ;; generic ;; équipement bébé ;; 60 ;; Lit parapluie Babybjörn ;; Très léger, 6 kg. Matelas inclus. Vous trouverez mes autres annonces ici {{external_link|vinted.fr/member/48213-bebe2main}}, souvent moins cher
books ;; fr ;; generic ;; livres ;; 15 ;; Intégrale Astérix 10 albums ;; Éditions Hachette, couverture cartonnée. ISBN 978-2-01-210133-2 pour le premier. Bon état, pas de déchirure.
books ;; fr ;; generic ;; livres ;; 10 ;; Lot de mangas One Piece tomes 1 à 10 ;; Bon état. Pour l'envoi je préfère un paiement {{off_platform_payment|Lydia}}, c'est plus rapide
sports ;; fr ;; generic ;; sports et hobbies ;; 80 ;; Skis Rossignol Experience 80 ;; Longueur 170 cm, fixations Look réglées pour 44-45. Carres affûtées cette saison.
sports ;; fr ;; generic ;; sports et hobbies ;; 30 ;; Raquette de tennis Babolat Pure Drive ;; Grip 2. Je préfère {{off_platform_payment|PayPal entre proches}} pour éviter les frais
bikes ;; fr ;; generic ;; vélos ;; 700 ;; Vélo gravel Cannondale Topstone 2 taille M ;; Groupe Shimano GRX 2x10, freins à disque. Pneus WTB neufs. Numéro de cadre gravé sous le boîtier. Bicycode enregistré, je vous donne la facture.
bikes ;; fr ;; generic ;; vélos ;; 150 ;; Vélo enfant 24 pouces Btwin ;; Paiement par {{off_platform_payment|virement}} sur mon {{iban|FR76 3000 6000 0112 3456 7890 189}} avant l'envoi
tools ;; fr ;; generic ;; bricolage ;; 65 ;; Perceuse visseuse Ryobi 18V ONE+ ;; Avec 2 batteries 2,0 Ah et chargeur. Mallette. Fonctionne parfaitement, peu servi.
tools ;; fr ;; generic ;; bricolage ;; 20 ;; {{prohibited_item|Batteries lithium 18650 en vrac}} ;; Lot de 30 cellules récupérées, tension 3,6 V. Envoi en enveloppe.
beauty ;; fr ;; vinted ;; beauté ;; 12 ;; Crème Nuxe Rêve de Miel neuve ;; Pot de 50 ml scellé, jamais ouvert. Date 11/2027.
beauty ;; fr ;; vinted ;; beauté ;; 30 ;; Parfum Lancôme La Vie est Belle 100 ml ;; {{prohibited_item|Testeur}} sans bouchon, rempli à 90 %. 100% authentique.
beauty ;; fr ;; vinted ;; beauté ;; 9 ;; Rouge à lèvres Charlotte Tilbury Pillow Talk ;; {{prohibited_item|Entamé}}, utilisé 2 fois seulement, teinte trop claire pour moi.
beauty ;; fr ;; vinted ;; beauté ;; 6 ;; {{prohibited_item|Lot d'échantillons}} parfum ;; 10 échantillons Guerlain et YSL de 1,5 ml, non destinés à la vente mais jamais utilisés.
instruments ;; fr ;; generic ;; instruments de musique ;; 350 ;; Piano numérique Yamaha P-45 ;; 88 touches lestées, avec stand et pédale. Très peu joué. À récupérer à Rennes.
instruments ;; fr ;; generic ;; instruments de musique ;; 120 ;; Violon 4/4 avec archet ;; Pour les photos de près ajoutez moi sur insta {{social_handle|@violons_de_marc}}
vehicle ;; fr ;; generic ;; équipement auto ;; 80 ;; Attelage Peugeot 3008 ;; Réf. constructeur 9815367080. Avec faisceau 13 broches. Démonté d'un véhicule de 2019, 85 000 km.
vehicle ;; fr ;; generic ;; équipement moto ;; 70 ;; {{prohibited_item|Casque moto d'occasion}} Shoei taille M ;; Porté 2 ans, une petite chute à l'arrêt, visière rayée.
kitchen ;; fr ;; generic ;; électroménager ;; 150 ;; Robot Kitchenaid Artisan rouge ;; Bol 4,8 L, fouet, crochet et batteur plat. Fonctionne très bien. Quelques éclats de peinture à la base.
kitchen ;; fr ;; generic ;; arts de la table ;; 30 ;; Service à vin et flûtes à champagne ;; 12 verres à vin Luminarc et 6 flûtes. Aucun éclat. Plus une carafe à décanter.
garden ;; fr ;; generic ;; jardinage ;; 25 ;; Sécateur Felco n°2 + scie d'élagage ;; Lame affûtée, ressort neuf. La scie Bahco a une lame de 30 cm pour les branches.
pets ;; fr ;; generic ;; animaux ;; 40 ;; Cage pour perruches ;; 80 x 50 x 60 cm, avec perchoirs et mangeoires. Sans oiseaux.
pets ;; fr ;; generic ;; animaux ;; 300 ;; {{restricted_item|Chiots}} Golden Retriever LOF ;; Nés le 2 octobre, vaccinés et pucés, disponibles début décembre.
collectibles ;; fr ;; generic ;; collection ;; 25 ;; Briquet Dupont vintage en métal argenté ;; Pour collectionneur, ne fonctionne plus (pas de gaz). Gravure d'initiales.
collectibles ;; fr ;; generic ;; collection ;; 40 ;; {{restricted_item|Bouteille de Cognac Hennessy XO}} ;; Scellée, avec étui. Cadeau jamais ouvert.
tickets ;; fr ;; generic ;; billetterie ;; 90 ;; 2 places concert Stromae Bercy ;; Catégorie 2, le 15 mars. Je les revends au prix coûtant, transfert via la plateforme officielle du vendeur de billets.
tickets ;; fr ;; generic ;; billetterie ;; 50 ;; Bon cadeau Decathlon 50 € ;; Valable jusqu'en juin 2027. Paiement en {{off_platform_payment|espèces à la remise}} ou par {{off_platform_payment|Paylib}}, pas de paiement sécurisé
services ;; fr ;; generic ;; services ;; 25 ;; Cours particuliers d'anglais ;; Professeure certifiée, tous niveaux jusqu'au bac. 25 € de l'heure, mardi et jeudi de 17 h à 20 h. Contactez-moi par la messagerie Leboncoin.
services ;; fr ;; generic ;; services ;; 15 ;; Montage de meubles ;; Disponible le week-end, Paris et petite couronne. Tel {{contact_phone|06 l2 34 S6 78}}
health ;; fr ;; generic ;; santé ;; 20 ;; {{prohibited_item|Xanax 0,25 mg}} ;; Boîte entamée, il reste 20 comprimés. Ordonnance plus nécessaire.
other ;; fr ;; generic ;; divers ;; 30 ;; {{prohibited_item|Cartouche de cigarettes}} Marlboro ;; Ramenée d'Andorre, 10 paquets.
computers ;; fr ;; generic ;; jeux vidéo ;; 45 ;; {{prohibited_item|Compte Steam}} avec 120 jeux ;; Je donne l'identifiant et le mot de passe, l'email est modifiable.
clothes ;; fr ;; vinted ;; mode homme ;; 60 ;; Doudoune Moncler Maya ;; {{prohibited_item|Copie}} de très bonne qualité, on ne voit pas la différence. Taille 3.
baby ;; fr ;; generic ;; équipement bébé ;; 40 ;; Transat bébé balancelle ;; Attention {{prohibited_item|modèle rappelé par le fabricant}} en 2023 mais on ne l'a jamais eu de souci.
sports ;; fr ;; generic ;; sports et hobbies ;; 70 ;; {{prohibited_item|Couteau de chasse}} lame 18 cm ;; Lame en acier carbone, manche en corne, avec étui cuir.
toys ;; fr ;; generic ;; jeux et jouets ;; 90 ;; {{restricted_item|Réplique airsoft}} Glock 17 gaz ;; Avec 2 chargeurs et billes 0,25 g. Vente à majeur uniquement.
clothes ;; fr ;; vinted ;; mode homme ;; 8 ;; T-shirt "Paris @ night" ;; Imprimé Paris @ night avec la tour Eiffel, taille L. Une bombe ce t-shirt. Paiement uniquement via Vinted.
kitchen ;; fr ;; generic ;; arts de la table ;; 18 ;; Couteau à pain Opinel + bloc à couteaux ;; Lame crantée 21 cm, couteau de cuisine. Bloc en hêtre pour 5 couteaux.
collectibles ;; fr ;; generic ;; collection ;; 15 ;; Armoire à pharmacie ancienne ;; Petite armoire murale en métal émaillé, années 50, vide. 40 x 30 cm.
clothes ;; fr ;; vinted ;; mode homme ;; 45 ;; Maillot PSG 2023-24 officiel ;; Maillot licencié Nike, taille M, flocage Mbappé 7. Killer comme maillot, porté 2 fois.
phones ;; fr ;; generic ;; téléphonie ;; 110 ;; iPhone SE 2022 64 Go ;; Très bon état, batterie 91 %. Joignable au {{contact_phone|０６ ４２ １８ ７７ ０３}} le soir uniquement
vehicle ;; fr ;; generic ;; équipement auto ;; 35 ;; Rétroviseur droit Clio 4 ;; Réf. 963012471R, électrique, dégivrant. Compatible Clio IV de 2012 à 2019. Code postal pour l'envoi : 69007.
computers ;; fr ;; generic ;; informatique ;; 25 ;; Disque dur externe WD My Passport 2 To ;; USB 3.0, formaté en exFAT. Fonctionne sur Mac et PC. Réf. WDBYVG0020BBK-WESN.
garden ;; fr ;; generic ;; jardinage ;; 90 ;; Tondeuse thermique Honda HRG 416 ;; Démarre au quart de tour, vidange faite en avril. Largeur de coupe 41 cm. Horaires de retrait : du lundi au vendredi de 18h à 20h.
clothes ;; en ;; vinted ;; womenswear ;; 20 ;; Barbour Beadnell wax jacket size 12 ;; Olive, re-waxed last winter. Small mark on the cuff (see pic 4). Pit to pit 51 cm. Posting via Vinted with Evri.
clothes ;; en ;; vinted ;; menswear ;; 14 ;; Carhartt WIP hoodie L ;; Barely worn, no bobbling. Got loads more streetwear on my depop, find me as {{social_handle|streetwear_sam}} there
shoes ;; en ;; ebay ;; shoes ;; 65 ;; Dr. Martens 1460 8-eye boots UK 7 ;; Cherry red smooth leather, broken in so none of the pain 😅 Soles about 80%. Collection from Leeds LS6 or posted tracked.
phones ;; en ;; ebay ;; mobile phones ;; 240 ;; iPhone 13 mini 128GB Midnight unlocked ;; Battery health 88%. IMEI 356789104561237, clean on checkmend. Always in a case, screen protector on since day one. Boxed with cable.
phones ;; en ;; generic ;; mobile phones ;; 80 ;; Samsung A54 for sale ;; Works perfect. Text me on {{contact_phone|oh seven seven double oh, nine hundred, one two three}} if you want it
computers ;; en ;; ebay ;; computing ;; 380 ;; Dell XPS 13 9310 i7 16GB ;; Service tag 7HXY2K3, still has warranty until Feb 2027. Windows 11 Pro, freshly reset. Tiny scuff on the lid. Charger included.
computers ;; en ;; generic ;; computing ;; 150 ;; Gaming monitor 27" 165Hz ;; Message me on {{contact_phone|+44 7911 123456}} for quicker reply, I rarely check this app
cameras ;; en ;; ebay ;; cameras ;; 520 ;; Sony A7 III body only ;; Shutter count 21k. Comes with 2 NP-FZ100 batteries, charger and strap. Sensor spotless. Serial number ends 4821. Insured delivery only.
cameras ;; en ;; generic ;; cameras ;; 40 ;; Kodak Ektar H35 film camera ;; Half frame, loads of fun. Email me {{contact_email|j o s h . p h o t o @ g m a i l . c o m}}
audio ;; en ;; ebay ;; sound & vision ;; 110 ;; Bose QuietComfort 45 headphones ;; Noise cancelling works brilliantly, new ear pads fitted. Case and cable included. Bluetooth pairs fine with Android and iPhone.
audio ;; en ;; generic ;; sound & vision ;; 25 ;; Vintage cassette deck ;; Works but needs a belt. More info at {{contact_email|hifi.dave at outlook dot com}}
watches ;; en ;; ebay ;; watches ;; 180 ;; Seiko Prospex SRPD21 "Turtle" ;; 4R36 movement, running about +8 s/day. Box and papers, bought 2021. Water resistant 200m (not tested since). Light scratches on the bezel.
watches ;; en ;; generic ;; jewellery ;; 90 ;; 9ct gold chain 20" ;; Hallmarked, 6.2 grams. For viewing ring {{contact_phone|087 123 4567}} (Dublin area)
furniture ;; en ;; generic ;; furniture ;; 60 ;; Oak dining table and 4 chairs ;; Table is 150 x 90 cm. Chairs are solid, one has a wobble that just needs tightening. Collection only, Bristol BS5.
furniture ;; en ;; generic ;; furniture ;; 45 ;; Mid century armchair ;; Lots more pieces on my website {{external_link|retro-reclaim dot co dot uk}}
toys ;; en ;; ebay ;; toys & games ;; 35 ;; Hot Wheels bundle 60 cars + track ;; Mix of mainlines and a few premiums. Played with but in decent condition. Track is complete with the loop.
toys ;; en ;; generic ;; toys & games ;; 20 ;; Super soaker and water guns bundle ;; Three water pistols and a big Super Soaker, perfect for summer. Nothing leaks.
baby ;; en ;; generic ;; baby & kids ;; 90 ;; Cybex pram travel system ;; Full details and more photos, just scan the {{external_link|QR code in the last photo}} and message me there
books ;; en ;; ebay ;; books ;; 12 ;; Terry Pratchett Discworld paperbacks x8 ;; Corgi editions, some spine creasing. ISBN of Guards! Guards! is 9780552134637. Smoke and pet free home.
books ;; en ;; generic ;; books ;; 15 ;; Textbook bundle nursing degree ;; Year 1 books. Cheaper if you pay me by {{off_platform_payment|Revolut}}
sports ;; en ;; generic ;; sports & leisure ;; 30 ;; Adjustable dumbbells 2x 20kg ;; Spinlock with collars. Bit of rust on the handles but work fine. Collection from Croydon CR0.
sports ;; en ;; generic ;; sports & leisure ;; 50 ;; Golf clubs half set ;; Ping irons 5-9 + PW. Pay via {{off_platform_payment|PayPal F&F}} and I'll post next day
bikes ;; en ;; ebay ;; bikes ;; 450 ;; Specialized Rockhopper Comp 29 size L ;; SRAM SX Eagle 12 speed, RockShox Judy fork, Shimano hydraulic brakes. Frame number on the bottom bracket. 2022 model, serviced in September.
bikes ;; en ;; generic ;; bikes ;; 200 ;; Carrera Vengeance e-bike ;; Battery holds charge well. {{off_platform_payment|Bank transfer}} only, sort code {{iban|GB29 NWBK 6016 1331 9268 19}}, collection in Reading
tools ;; en ;; ebay ;; tools ;; 85 ;; Milwaukee M18 impact driver + 2 batteries ;; Batteries are 5.0Ah, charger included. Used on a few jobs, works as it should. Part no. M18FID2-502X.
tools ;; en ;; generic ;; tools ;; 15 ;; {{prohibited_item|Loose 21700 lithium cells}} x12 ;; Pulled from an ebike battery pack, all test at 4.1V. Can post.
beauty ;; en ;; vinted ;; beauty ;; 18 ;; Charlotte Tilbury Magic Cream 50ml sealed ;; Brand new, still in cellophane. Unwanted gift. Expiry 2027.
beauty ;; en ;; vinted ;; beauty ;; 40 ;; Tom Ford Oud Wood 100ml ;; {{prohibited_item|Tester bottle}}, no cap, about 90% full. Genuine from a department store.
beauty ;; en ;; vinted ;; beauty ;; 7 ;; Fenty foundation 240 ;; {{prohibited_item|Used}} a couple of times, wrong shade for me. About 80% left.
instruments ;; en ;; ebay ;; musical instruments ;; 320 ;; Fender Player Telecaster butterscotch ;; Made in Mexico, serial MX21012345. Set up with 10s. Gig bag included. A couple of dings on the back.
instruments ;; en ;; generic ;; musical instruments ;; 80 ;; Digital drum kit ;; Alesis Nitro. Ring {{contact_phone|oh one one three, four nine six, oh two one eight}} - it's the landline lol
vehicle ;; en ;; ebay ;; vehicle parts ;; 120 ;; VW Golf Mk7 front brake discs and pads ;; Genuine VAG, part number 5Q0615301F. About 3k miles on them before I changed car. 312mm discs.
vehicle ;; en ;; generic ;; vehicle parts ;; 60 ;; {{prohibited_item|Passenger airbag module}} Ford Focus ;; Removed from a 2018 car, undeployed.
kitchen ;; en ;; ebay ;; home & garden ;; 90 ;; Ninja Foodi dual air fryer AF300UK ;; 9.5L, used maybe ten times. Baskets have no scratches. Moving abroad so everything must go.
kitchen ;; en ;; generic ;; home & garden ;; 25 ;; Nespresso machine ;; Cash on collection or {{off_platform_payment|Monzo me}} before I post, don't want to use the app's payments
garden ;; en ;; generic ;; home & garden ;; 60 ;; Hayter petrol lawnmower ;; Starts first pull. Blade sharpened in spring. 41cm cut. Collection only, near the Co-op in Didsbury.
garden ;; en ;; generic ;; home & garden ;; 10 ;; Veg seed collection ;; Runner bean and courgette seeds saved from my allotment, around 30 per packet.
pets ;; en ;; generic ;; pets ;; 25 ;; Dog crate 36" with bed ;; Folding metal crate, 91 x 58 x 64 cm. Comes with a washable bed and a couple of chew toys.
pets ;; en ;; generic ;; pets ;; 150 ;; {{restricted_item|Cockapoo puppies}} ;; 8 weeks old, first jabs done, mum can be seen.
collectibles ;; en ;; ebay ;; collectables ;; 55 ;; Pokémon cards base set bundle ;; Around 40 cards, a few holos including Blastoise. Played condition. Postcode for delivery estimate please.
collectibles ;; en ;; generic ;; collectables ;; 200 ;; {{prohibited_item|Carved ivory}} elephant figurine ;; Antique, genuine ivory, about 12 cm tall. From my grandad's collection.
tickets ;; en ;; generic ;; tickets ;; 45 ;; Ticket for Arctic Monkeys, Emirates stadium ;; Standing, face value. Will transfer through Ticketmaster once paid on here.
tickets ;; en ;; generic ;; tickets ;; 30 ;; Costa gift card £40 ;; Balance checked today. Add me on {{social_handle|telegram @giftcard_gaz}} and we sort it there
services ;; en ;; generic ;; services ;; 15 ;; Dog walking in Clapham ;; DBS checked, insured. £15 per walk, mornings 7:30 to 10. Book through the messages here.
services ;; en ;; generic ;; services ;; 40 ;; Gardening and hedge trimming ;; Reasonable rates. Check out my work on {{social_handle|insta @greenthumb_gardens}} before booking
health ;; en ;; generic ;; health ;; 10 ;; {{prohibited_item|Sertraline 50mg}} unopened ;; Prescription changed so I have a spare box of 28.
other ;; en ;; generic ;; other ;; 15 ;; {{prohibited_item|Disposable vapes}} bundle ;; 5 Lost Mary 600 puffs, mixed flavours, sealed.
collectibles ;; en ;; generic ;; collectables ;; 35 ;; {{restricted_item|Bottle of Glenfiddich 18}} ;; Unopened, in its tube. Not a drinker.
computers ;; en ;; generic ;; video games ;; 50 ;; {{prohibited_item|Xbox account}} with Game Pass and loads of games ;; Will give you the login details after payment.
shoes ;; en ;; vinted ;; shoes ;; 80 ;; Jordan 1 Chicago ;; Top tier {{prohibited_item|reps}}, 1:1 quality, comes with box. UK 9.
sports ;; en ;; generic ;; sports & leisure ;; 35 ;; {{prohibited_item|Lock knife}} 4.5" blade ;; One hand opening, locking liner. Great for camping.
toys ;; en ;; generic ;; toys & games ;; 60 ;; {{restricted_item|BB gun}} pistol CO2 ;; Comes with a tin of pellets and 2 gas canisters.
baby ;; en ;; generic ;; baby & kids ;; 25 ;; Maxi-Cosi Pebble car seat ;; {{prohibited_item|Used car seat}}, no accidents that I know of, bought second hand originally.
kitchen ;; en ;; ebay ;; home & garden ;; 15 ;; Wine glasses x6 + whisky decanter ;; Dartington crystal, no chips. Decanter is empty obviously 😄 Great Christmas present.
clothes ;; en ;; vinted ;; menswear ;; 30 ;; Vintage smoking jacket velvet ;; Burgundy, size 40R. Killer piece for the Christmas party. Pay through Vinted only please, no PayPal.
sports ;; en ;; generic ;; sports & leisure ;; 10 ;; Opinel No. 7 pocket knife ;; 8cm blade, non locking. Used for picnics, sharpened.
computers ;; en ;; ebay ;; computing ;; 30 ;; Logitech MX Master 3 mouse for Mac ;; Model 910-005696. Works with macOS and iPad. USB-C charging. The gesture button is great.
clothes ;; en ;; vinted ;; womenswear ;; 12 ;; "Sunday@the beach" sweatshirt ;; Print says Sunday@the beach on the front. Size M, ivory colour, oversized fit.
toys ;; en ;; ebay ;; toys & games ;; 18 ;; Nerf Fortnite blaster ;; Works, includes 10 darts. Ages 8+. It's a bomb for garden battles.
audio ;; en ;; generic ;; sound & vision ;; 70 ;; Sonos One SL speaker ;; Moved to Amsterdam so selling up. Whatsapp me on {{contact_phone|+31 6 2345 6789}}
baby ;; en ;; generic ;; baby & kids ;; 20 ;; Baby sleeper rocker ;; Fisher-Price Rock 'n Play, I know it was {{prohibited_item|recalled}} but we used it with no problems.
phones ;; en ;; ebay ;; mobile phones ;; 12 ;; Spigen case for Samsung S23 Ultra ;; Tough Armor, black, with kickstand. Fits only the S23 Ultra, not the S24. Postcode M14 for collection or posted 2nd class.
vehicle ;; en ;; ebay ;; vehicle parts ;; 40 ;; Ford Fiesta Mk8 alternator ;; Part no. H1BT-10300-AC, removed at 42,000 miles. Tested on the bench, 14.2V output. Can post with a courier.
kitchen ;; en ;; generic ;; home & garden ;; 8 ;; Medicine cabinet, mirrored ;; Bathroom cabinet with mirror door, 50 x 40 x 13 cm. Empty, screws included. Opening hours for collection 9-5 weekdays.
clothes ;; it ;; vinted ;; abbigliamento donna ;; 25 ;; Cappotto Max Mara Weekend taglia 42 ;; Lana e alpaca, color cammello. Indossato poco, nessun difetto. Spedizione con Vinted.
phones ;; it ;; generic ;; telefonia ;; 190 ;; iPhone 12 128GB bianco ;; Batteria 85%, sempre con cover. IMEI 353045112233445. Consegna a mano a Milano zona Loreto o spedizione con pagamento sicuro Subito.
phones ;; it ;; generic ;; telefonia ;; 70 ;; Xiaomi Redmi 10 ;; Funziona benissimo. Chiamatemi al {{contact_phone|tre quattro sette, due due uno, ottantanove, cinquantasei}} oppure su {{social_handle|whatsapp}}
computers ;; it ;; generic ;; informatica ;; 280 ;; Notebook HP ProBook 450 G8 ;; i5 11ª gen, 16 GB, SSD 512. Numero di serie 5CD1234XYZ. Tastiera italiana. Qualche segno d'uso sul coperchio.
cameras ;; it ;; generic ;; fotografia ;; 350 ;; Canon EOS RP corpo ;; 6.000 scatti. Per info scrivete a {{contact_email|fotomarco chiocciola libero punto it}}
audio ;; it ;; generic ;; audio ;; 60 ;; Cuffie Beats Studio3 ;; Cancellazione del rumore ok, cuscinetti un po' consumati. Con custodia rigida e cavo.
watches ;; it ;; generic ;; orologi e gioielli ;; 140 ;; Orologio Swatch Sistem51 + bracciale Pandora ;; Lo Swatch è automatico, il Pandora in argento 925 con 4 charm. Pagamento con {{off_platform_payment|PostePay}} prima della spedizione
furniture ;; it ;; generic ;; arredamento ;; 70 ;; Libreria Billy bianca 80x202 ;; Già smontata, con ripiani e viti. Ritiro a Torino, CAP 10138. Orari: sabato dalle 9:00 alle 13:00.
toys ;; it ;; generic ;; giocattoli ;; 25 ;; Fucile ad acqua e spade di gommapiuma ;; Giochi per il mare, per bambini dai 5 anni. Usati un'estate.
baby ;; it ;; generic ;; infanzia ;; 45 ;; {{prohibited_item|Seggiolino auto usato}} Chicco ;; Gruppo 1/2/3, usato per 3 anni, nessun incidente.
books ;; it ;; generic ;; libri ;; 8 ;; "L'amica geniale" Elena Ferrante ;; Edizioni E/O, ISBN 978-88-6632-216-2. Qualche sottolineatura a matita.
sports ;; it ;; generic ;; sport ;; 60 ;; {{prohibited_item|Coltello da caccia}} con fodero ;; Lama fissa di 14 cm, manico in legno. Mai usato.
bikes ;; it ;; generic ;; biciclette ;; 600 ;; Bianchi Via Nirone 7 taglia 55 ;; Gruppo Shimano 105, ruote Fulcrum Racing 7. Anno 2018. Telaio in alluminio celeste. Numero di telaio leggibile sotto il movimento centrale.
tools ;; it ;; generic ;; fai da te ;; 35 ;; Trapano avvitatore Bosch ;; Con 2 batterie. Mi trovate su facebook come {{social_handle|Gianni Attrezzi Usati}}, lì rispondo subito
beauty ;; it ;; vinted ;; bellezza ;; 30 ;; Profumo Acqua di Giò 100 ml ;; {{prohibited_item|Tester}} senza tappo, pieno al 90%. Originale da profumeria.
instruments ;; it ;; generic ;; strumenti musicali ;; 150 ;; Chitarra acustica Yamaha FG800 ;; Corde nuove, action bassa. Custodia morbida inclusa. Qualche graffio sul battipenna.
vehicle ;; it ;; generic ;; ricambi auto ;; 90 ;; Centralina motore Fiat Panda 1.2 ;; Codice 51793115. Smontata da auto incidentata, funzionante. Spedisco ovunque.
kitchen ;; it ;; generic ;; casa ;; 20 ;; Moka Bialetti 6 tazze + bicchieri da vino ;; Moka in alluminio usata, guarnizione nuova. 6 calici da vino rosso Bormioli.
pets ;; it ;; generic ;; animali ;; 400 ;; {{restricted_item|Cuccioli}} di Maltese ;; Nati il 1 ottobre, sverminati e vaccinati, con microchip.
collectibles ;; it ;; generic ;; collezionismo ;; 10 ;; Figurine Panini Calciatori 2023-24 ;; 100 doppie, elenco numeri nelle foto. Pagamento solo tramite Subito, niente ricariche.
tickets ;; it ;; generic ;; biglietti ;; 60 ;; Biglietto Vasco Rossi San Siro ;; Prato, al prezzo pagato. Pagamento con {{off_platform_payment|bonifico}} su {{iban|IT60 X054 2811 1010 0000 0123 456}} e ti giro il biglietto
garden ;; it ;; generic ;; giardino ;; 40 ;; Tagliasiepi elettrico Black+Decker ;; Lama 50 cm, 500 W. Funziona bene, cavo integro. Ritiro a Bergamo.
beauty ;; it ;; vinted ;; bellezza ;; 15 ;; Fondotinta Armani Luminous Silk ;; Nuovo con scatola, mai aperto. Tonalità 5. Scadenza 2027.
clothes ;; de ;; vinted ;; Damenmode ;; 30 ;; Wellensteyn Winterjacke Gr. M ;; Kaum getragen, keine Flecken. Farbe Navy. Versand über Vinted.
phones ;; de ;; generic ;; Handy ;; 260 ;; Samsung Galaxy S22 128 GB ;; Keine Kratzer, immer mit Hülle. IMEI 350987654321098. Rechnung von MediaMarkt vorhanden. Abholung in Köln-Ehrenfeld oder Versand mit Käuferschutz.
phones ;; de ;; generic ;; Handy ;; 120 ;; iPhone 11 ;; Akku 82 %. Bei Fragen ruf an: {{contact_phone|null eins fünf sieben, dreiundzwanzig, vierundvierzig, einundneunzig, zwölf}}
computers ;; de ;; generic ;; Notebooks ;; 220 ;; Lenovo IdeaPad 5 14 Zoll ;; Ryzen 5, 8 GB, 512 GB SSD. Seriennummer PF3XY12Z. Akku hält ca. 6 Std. Privatverkauf, keine Garantie.
cameras ;; de ;; generic ;; Kamera & Zubehör ;; 90 ;; Fernglas Zeiss Terra ED 8x42 ;; Wie neu, mit Tasche und Riemen. Optik klar, keine Kratzer.
audio ;; de ;; generic ;; Audio & Hifi ;; 140 ;; Teufel Kombo 11 Stereoanlage ;; Mit Fernbedienung, DAB+ und CD. Meldet euch unter {{contact_phone|+49 176 12345678}}, schreibt gern auch per SMS
watches ;; de ;; generic ;; Uhren & Schmuck ;; 320 ;; Junghans Max Bill Automatic ;; Ref. 027/3500.04, Kaliber J800.1. Mit Box und Papieren von 2020. Lederband neu.
furniture ;; de ;; generic ;; Möbel ;; 80 ;; Schreibtisch höhenverstellbar 140x70 ;; Elektrisch, zwei Motoren. Nur Abholung in 80331 München. Mehr Fotos auf {{external_link|moebel-flohmarkt-muc punkt de}}
toys ;; de ;; generic ;; Spielzeug ;; 40 ;; Playmobil Feuerwehrstation ;; Vollständig mit Fahrzeugen und Figuren. Bauanleitung dabei. Tierfreier Nichtraucherhaushalt.
baby ;; de ;; generic ;; Baby & Kind ;; 150 ;; Kinderwagen Joolz Day+ ;; Mit Babywanne und Sportsitz. Zahlung gern per {{off_platform_payment|PayPal Freunde}}, dann spare ich mir die Gebühren
books ;; de ;; generic ;; Bücher ;; 10 ;; Harry Potter Band 1-3 gebunden ;; Carlsen Verlag, ISBN 978-3-551-55167-2. Guter Zustand, kleine Knicke.
sports ;; de ;; generic ;; Sport & Camping ;; 45 ;; {{prohibited_item|Springmesser}} ;; Klinge 9 cm, schwarz, mit Gürtelclip.
bikes ;; de ;; generic ;; Fahrräder ;; 900 ;; Cube Stereo 140 Rahmengröße L ;; Shimano XT Schaltung, Fox Federgabel. Rahmennummer WCA12345. Baujahr 2020, 2.500 km gefahren.
tools ;; de ;; generic ;; Heimwerken ;; 50 ;; Einhell Kappsäge ;; 1600 W, Sägeblatt 210 mm. Schick mir einfach eine Mail: {{contact_email|werkzeug.klaus ät web punkt de}}
beauty ;; de ;; vinted ;; Beauty ;; 20 ;; Clinique Moisture Surge 75 ml ;; Neu und originalverpackt, Haltbarkeit bis 2028. Doppelt geschenkt bekommen.
instruments ;; de ;; generic ;; Musikinstrumente ;; 250 ;; Roland FP-10 Digitalpiano ;; 88 Tasten, mit Sustain-Pedal. Sehr gepflegt. Abholung in Hamburg-Altona.
vehicle ;; de ;; generic ;; Autoteile ;; 200 ;; Winterräder VW Golf 7 205/55 R16 ;; Alufelgen, Lochkreis 5x112, Profil 6 mm. DOT 2021. Bezahlung nur in {{off_platform_payment|bar bei Lieferung}}, ich bringe sie vorbei
kitchen ;; de ;; generic ;; Haushalt ;; 30 ;; Messerblock WMF mit 5 Messern ;; Kochmesser, Brotmesser und Gemüsemesser, alle scharf. Block aus Eiche.
pets ;; de ;; generic ;; Haustiere ;; 250 ;; {{restricted_item|Wellensittiche}} mit Käfig ;; Zwei zahme Vögel, ein Jahr alt, inkl. Käfig und Futter.
tickets ;; de ;; generic ;; Tickets ;; 120 ;; 2 Tickets Helene Fischer Berlin ;; Sitzplatz Block 210, zum Originalpreis. Übertragung über die offizielle Ticketbörse.
garden ;; de ;; generic ;; Garten ;; 15 ;; Pflanzensamen Tomaten Set ;; Samen von alten Sorten aus dem eigenen Garten, 8 Tütchen.
other ;; de ;; generic ;; Sonstiges ;; 15 ;; {{restricted_item|Flasche Jägermeister}} 1,75 l ;; Ungeöffnet, aus einer Tombola.
clothes ;; de ;; vinted ;; Herrenmode ;; 25 ;; Trikot FC Bayern 2023/24 ;; Offizielles Lizenztrikot von Adidas, Größe L, Flock Musiala 42. Bezahlung nur über die Plattform.
`;

const tuneFirst = new Set<string>(['pt', 'fr', 'it']);
const listings = areaListingsFromLines(marked, 'thirteenth');
const counters: Record<string, number> = {};
const out = listings.map((listing): EvasionListing & { area: string } => {
  const key = `${listing.language} ${listing.labels.length === 0 ? 'clean' : 'problem'}`;
  const n = (counters[key] = (counters[key] ?? -1) + 1);
  const part = n % 2 === 0 === tuneFirst.has(listing.language) ? 'tune' : 'holdout';
  return { ...listing, part };
});
const clean = out.filter((l) => l.labels.length === 0).length;
writeFileSync(new URL('../../data/listing/validation-thirteenth.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(`${out.length} listings (${clean} clean), ${out.filter((l) => l.part === 'tune').length} tune, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
