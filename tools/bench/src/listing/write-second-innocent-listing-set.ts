import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-innocent-second.json: the second innocent set for issue 19, written by hand on
 * 2026-11-29 at stop 42 by a blind writer who changes no rule, as a fresh unseen measure of false alarms now that the
 * first innocent set is open for tuning. Its writer read no rule code, lexicon, matcher or brand table, no README rules
 * table and no earlier set's listing records — only the line parser (`areaListingsFromLines`), `balancedSplit`, the
 * scorer (evasion-quality.ts), the set registry (index.ts), the first innocent writer's header and split, and the
 * contract's profiles.
 * 531 listings, ALL CLEAN (no label): PT 112, ES 107, FR 105, EN 111, IT 48, DE 48, over 27 areas in rough marketplace
 * proportion (fashion 69, home 37, phones 36, kids 32, toys 32, collectibles 24, shoes 23, services 23, furniture 22,
 * computers 21, kitchen 20, garden 18, vehicle 18, health 15, pets 15, books 15, beauty 14, games 14, tools 14,
 * outdoor 13, instruments 11, cameras 10, tickets 10, sports 9, audio 8, watches 4, jewellery 4).
 * Each sits on a word or shape a problem rule must read and a careful moderator passes: "service" as tableware and as
 * a lawful service booked through the site (tutoring, removals, pet sitting, repairs, lessons, photography); offers
 * of free postage; a copy of a book; a fan "replica" shirt from the club's own shop and die-cast scale replicas;
 * "inspired by" a decade or a coat's cut with the brand it is not; faux and genuine leather, cashmere print that is not
 * cashmere; a generic case or charger "compatible, not original"; phones unlocked, or locked to a carrier and priced
 * for it, signed out of iCloud with their messaging, banking and payment apps wiped; digital licences and digital
 * consoles, DLC codes already used; filing cabinets and document pockets; warranty certificates; medicine as a pill
 * organiser or a pharmacology textbook; tobacco and wine as colours, empty bottles, wine racks and decanters, empty
 * cigar boxes and tobacco tins; water pistols, foam swords, Nerf blasters, glue, paint and caulking guns, ink
 * cartridges, bicycle pumps, bath bombs; kitchen knife blocks, a ham knife, small Swiss-army knives; marinade
 * injectors; catnip; mouse traps without poison, vegetable seeds, mosquito nets; steel toe caps; breast pumps sold with
 * new milk-contact parts, blood-pressure monitors, wheelchairs, compression stockings; tickets and gift cards at face
 * value transferred through official channels; part numbers, ISBNs, IMEI endings, tyre sizes, shutter counts, dates,
 * prices, postcodes; typos, missing accents, slang, emoji and two languages in one line.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * greedy balance in file order over language and area (`balancedSplit`, below), which no text or rule output decides.
 * Parts: tune 266 (PT 56, ES 54, FR 52, EN 56, IT 24, DE 24), holdout 265 (PT 56, ES 53, FR 53, EN 55, IT 24, DE 24);
 * all 27 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description` (`listingsFromLines`, no label
 * markers); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-second-innocent-listing-set.ts`.
 * First run (2026-11-29, rules as on b6eb0d0, no rule changed, `nice -n 10 timeout 900 npm run bench -- listing`): tune
 * part clean listings flagged 0.034 (9 of 266; 12 findings: restricted_item 6, prohibited_item 4, contact_phone 1,
 * off_platform_payment 1), wrongful rejects 0.015 (4 of 266); holdout part clean listings flagged 0.026 (7 of 265; 9
 * findings), wrongful rejects 0.011 (3 of 265). No recall: the set has no label.
 */

const marked = `
fashion ;; pt ;; vinted ;; moda ;; 18 ;; Casaco de ganga Zara tam M ;; Casaco de ganga azul claro, usado poucas vezes, sem defeitos. Envio pela Vinted, portes por conta do comprador.
fashion ;; pt ;; vinted ;; moda ;; 12 ;; vestido midi floral inspirado nos anos 70 ;; Vestido comprido com padrao floral estilo anos 70, tecido leve, tam 38. Nunca usado, ainda com etiqueta.
fashion ;; pt ;; vinted ;; moda ;; 25 ;; Blusão cor tabaco em imitação de pele ;; Blusão cor tabaco, imitação de pele (pele sintética), forro interior, tam L. Pequeno desgaste na gola, ver fotos.
fashion ;; pt ;; vinted ;; moda ;; 8 ;; camisola malha cor vinho ;; camisola de malha grossa cor vinho, tam S, bem quentinha. 2 lavagens apenas
fashion ;; pt ;; olx-pt ;; Moda ;; 40 ;; Lote 15 peças roupa senhora tam 40-42 ;; Lote de roupa de senhora: 5 calças, 6 blusas, 2 casacos, 2 saias. Tudo limpo e em bom estado. Não vendo em separado. Entrega em mão em Braga ou envio pelo OLX.
fashion ;; pt ;; vinted ;; moda ;; 15 ;; Bikini triangulo Calzedonia 36 ;; Bikini triangulo azul marinho, parte de cima e de baixo tam 36. Usado 1 verão, elastico em perfeito estado.
fashion ;; pt ;; vinted ;; lingerie ;; 10 ;; Soutien push up 75B Intimissimi novo ;; Soutien preto 75B novo com etiqueta, comprei o tamanho errado e ja nao dava para trocar.
fashion ;; pt ;; vinted ;; moda ;; 22 ;; Fato de banho inteiro Arena tam 40 natação ;; Fato de banho de piscina, cloro resistente, usei num semestre de aulas de natação. Sem borboto.
fashion ;; pt ;; vinted ;; moda ;; 30 ;; Camisola Benfica 2019/20 oficial tam M ;; Camisola oficial da loja do clube, com etiquetas interiores, numero 10 nas costas. Comprada na loja do estadio, tenho a fatura.
fashion ;; pt ;; vinted ;; moda ;; 9 ;; Gravata seda azul padrão ;; Gravata de seda 100%, usada num casamento. Oferta do alfinete de gravata.
fashion ;; pt ;; olx-pt ;; Moda ;; 60 ;; Fato homem cinza slim 50 ;; Fato completo (casaco + calça) cinza, corte slim, tam 50. Levado à limpeza a seco, pronto a usar. Cinto oferta.
fashion ;; pt ;; vinted ;; moda ;; 14 ;; Saia plissada dourada metalizada ;; Saia plissada dourada tam XS, elástico na cintura. Perfeita para festas de passagem de ano!!
fashion ;; pt ;; vinted ;; moda ;; 35 ;; Mala pele genuina castanha ;; Mala de pele genuina (couro) castanha, alça ajustavel, compartimento para documentos e portatil 13". Marcas de uso nos cantos.
fashion ;; pt ;; vinted ;; moda ;; 6 ;; Lenço padrão cashmere (estampado) ;; Lenço com estampado paisley estilo cashmere, mas é viscose, não é lã de caxemira. 70x180 cm.
shoes ;; pt ;; vinted ;; calçado ;; 45 ;; Sapatilhas Nike Air Force 1 tam 42 ;; Air Force 1 brancas tam 42 (EUR), compradas na loja oficial em 2023, tenho talão. Sola ligeiramente gasta. Caixa original incluida.
shoes ;; pt ;; vinted ;; calçado ;; 20 ;; botas chelsea pretas 39 ;; Botas chelsea pretas, sola de borracha, tam 39. usadas um inverno. Envio bem embalado
shoes ;; pt ;; olx-pt ;; Calçado ;; 12 ;; Sapatos de segurança biqueira de aço 43 ;; Sapatos de trabalho S3 com biqueira de aço e palmilha anti perfuração, tam 43. Usados 2 meses, obra acabou.
shoes ;; pt ;; vinted ;; calçado ;; 15 ;; Sandalias cor vinho salto 5cm ;; Sandalias cor vinho / bordeaux com salto de 5 cm, tam 37. Como novas.
shoes ;; pt ;; vinted ;; calçado ;; 8 ;; Chinelos de praia criança 30/31 ;; Chinelos de praia tam 30/31, usados umas 3 vezes. Vendo porque o pé cresceu 😅
phones ;; pt ;; olx-pt ;; Telemóveis ;; 320 ;; iPhone 12 128GB desbloqueado ;; iPhone 12 128GB preto, desbloqueado para qualquer operadora. Sem bloqueio iCloud, conta removida e reposto de fábrica. Bateria 86%. Tenho fatura da Worten de 14/03/2021. IMEI termina em ...4471.
phones ;; pt ;; olx-pt ;; Telemóveis ;; 90 ;; Samsung Galaxy A32 bloqueado à Vodafone ;; Telemovel bloqueado à rede Vodafone (só funciona com cartão Vodafone), em otimo estado. Caixa e carregador. Por isso o preço baixo.
phones ;; pt ;; olx-pt ;; Telemóveis ;; 25 ;; Nokia 3310 antigo a funcionar ;; O classico Nokia 3310 do ano 2000, liga e carrega. Sem cartão SIM. Para coleção ou para quem quer um telemovel so para chamadas.
phones ;; pt ;; olx-pt ;; Telemóveis ;; 10 ;; Capa compatível iPhone 13 (genérica) ;; Capa de silicone compatível com iPhone 13, marca generica, nao é da Apple. Nova, na embalagem. 3 cores disponiveis.
phones ;; pt ;; olx-pt ;; Telemóveis ;; 150 ;; Xiaomi Redmi Note 12 Pro 256GB ;; Como novo, sempre com pelicula e capa. Apaguei todas as contas (Google, WhatsApp, apps do banco) e fiz reset. Vai com cabo USB-C. Pagamento e envio pelo OLX.
phones ;; pt ;; olx-pt ;; Telemóveis ;; 7 ;; Carregador rápido 20W USB-C ;; Carregador 20W compatível, não original, funciona perfeitamente com iPhone e Android. Envio por 2,99.
phones ;; pt ;; olx-pt ;; Telemóveis ;; 55 ;; Telefone fixo sem fios Gigaset duo ;; Telefone fixo sem fios com 2 bases, identificador de chamadas, agenda de 150 contactos. Funciona com qualquer operador de rede fixa.
phones ;; pt ;; olx-pt ;; Telemóveis ;; 200 ;; Apple Watch SE 40mm GPS ;; Relogio em bom estado, desemparelhado da minha conta, bracelete extra. Carregador incluido.
computers ;; pt ;; olx-pt ;; Informática ;; 380 ;; Portátil Lenovo ThinkPad T480 i5 16GB ;; Lenovo T480, i5 8350U, 16GB RAM, SSD 512GB, ecrã 14 FHD. Windows 11 Pro com licença digital ativada. Teclado PT. Bateria segura 4h.
computers ;; pt ;; olx-pt ;; Informática ;; 15 ;; Cartuchos de tinta HP 305 pack 4 ;; 4 cartuchos HP 305 (2 pretos, 2 cor) selados, validade 2026. A impressora avariou e ficaram aqui.
computers ;; pt ;; olx-pt ;; Informática ;; 45 ;; Monitor 24" Samsung com cabo HDMI ;; Monitor 24 polegadas Full HD, 75Hz. Sem pixeis mortos. Levantamento em Setúbal (2910) ou envio.
computers ;; pt ;; olx-pt ;; Informática ;; 20 ;; Pen USB 128GB + disco 500GB ;; Pen Kingston 128GB e disco externo 500GB, ambos formatados, sem ficheiros. Vendo juntos.
computers ;; pt ;; olx-pt ;; Informática ;; 12 ;; Rato sem fios Logitech M185 ;; Rato sem fios com o recetor USB, pilha nova. Funciona sem problemas.
home ;; pt ;; olx-pt ;; Casa ;; 30 ;; Serviço de jantar 36 peças Vista Alegre ;; Serviço de jantar em porcelana, 36 peças (pratos rasos, fundos, sobremesa, travessas). Nunca usado, foi prenda de casamento. Falta uma chávena.
home ;; pt ;; olx-pt ;; Casa ;; 20 ;; Garrafeira para 24 garrafas em madeira ;; Garrafeira de pinho para 24 garrafas, montada, 60x50 cm. Vai vazia claro 😂 Levantamento em Lisboa, Benfica.
home ;; pt ;; olx-pt ;; Casa ;; 10 ;; 30 garrafas de vinho vazias para engarrafar ;; Garrafas de vidro vazias de 75cl, lavadas e sem rótulos, boas para vinho caseiro ou licores de quem faz. Só entrega em mão.
home ;; pt ;; olx-pt ;; Casa ;; 25 ;; Aspirador sem saco Rowenta ;; Aspirador de pó sem saco, 750W, filtro lavado. Funciona bem, tem algumas riscas.
home ;; pt ;; olx-pt ;; Casa ;; 8 ;; Caixa organizadora de comprimidos semanal ;; Caixa de comprimidos 7 dias x 4 tomas (manhã, almoço, jantar, noite). Nova, vazia. Útil para os avós organizarem a medicação.
home ;; pt ;; olx-pt ;; Casa ;; 18 ;; Candeeiro de pé estilo industrial ;; Candeeiro de pé metal preto, 160cm, casquilho E27. Lampada oferta.
home ;; pt ;; olx-pt ;; Casa ;; 35 ;; Cortinados blackout cinza 2 painéis ;; 2 cortinados blackout 140x260 cada, com ilhós. Tiram mesmo a luz toda, ótimos para quem trabalha por turnos.
home ;; pt ;; olx-pt ;; Casa ;; 5 ;; Decantador de vinho em vidro ;; Decantador de vidro 1,5 L, sem lascas. Acompanha saca-rolhas de empregado de mesa.
furniture ;; pt ;; olx-pt ;; Móveis ;; 70 ;; Armário de casa de banho com espelho ;; Armário suspenso com espelho e 2 portas, 60x70x15 cm. Desmontado para transporte. Armário em MDF branco.
furniture ;; pt ;; olx-pt ;; Móveis ;; 120 ;; Sofá 3 lugares em pele sintética ;; Sofá de 3 lugares em pele sintética (imitação de pele) preta, 200 cm. Um pequeno rasgo no braço esquerdo (ver foto). Tem de ser levantado em Gaia, ajudo a carregar.
furniture ;; pt ;; olx-pt ;; Móveis ;; 40 ;; Secretária com gavetas para documentos ;; Secretária 120x60 com bloco de 3 gavetas, a de baixo para pastas de documentos (arquivo suspenso). Tem marcas de uso.
furniture ;; pt ;; olx-pt ;; Móveis ;; 15 ;; Estante Ikea Kallax 2x2 ;; Kallax branca 77x77, montada. Levantar em Coimbra. Preço fixo.
furniture ;; pt ;; olx-pt ;; Móveis ;; 250 ;; Cómoda antiga em madeira maciça anos 50 ;; Cómoda da avó em castanho maciço, 4 gavetas, puxadores originais. Foi tratada contra o caruncho em 2022. Medidas 110 x 50 x 90.
kitchen ;; pt ;; olx-pt ;; Cozinha ;; 25 ;; Faqueiro + bloco de facas 6 peças ;; Bloco de madeira com 6 facas de cozinha (pão, chef, legumes...) e afiador. Lâminas em aço inox, a maior tem 20 cm. Usadas, bem afiadas.
kitchen ;; pt ;; olx-pt ;; Cozinha ;; 60 ;; Bimby TM31 com varinha ;; Bimby TM31 a funcionar perfeitamente, com livro de receitas base e varinha. Balança calibrada.
kitchen ;; pt ;; olx-pt ;; Cozinha ;; 12 ;; Seringa injetora para marinadas ;; Seringa de cozinha em inox para injetar marinadas no peru e no frango, com 3 agulhas de cozinha. Lavável na maquina.
kitchen ;; pt ;; olx-pt ;; Cozinha ;; 9 ;; Copos de shot fumados (6) ;; 6 copos de shot em vidro fumado, nunca usados. Caixa original.
kids ;; pt ;; olx-pt ;; Bebé ;; 90 ;; Carrinho de bebé Bebecar 3 em 1 ;; Carrinho com alcofa, cadeira de passeio e saco. Capota com proteção UV. Rodas em bom estado, lavei as capas todas.
kids ;; pt ;; olx-pt ;; Bebé ;; 35 ;; Bomba tira leite elétrica Medela ;; Bomba tira-leite elétrica, usada 3 meses. Todas as peças em contacto com o leite foram esterilizadas e vão novas (kit novo selado). Motor em perfeito estado.
kids ;; pt ;; vinted ;; criança ;; 12 ;; Lote roupa bebé 0-3 meses menino ;; 20 peças: bodies, babygrows, gorros. Tudo lavado com detergente de bebé. Há 2 bodies com uma pequena nódoa.
kids ;; pt ;; olx-pt ;; Bebé ;; 25 ;; Berço de viagem Chicco ;; Berço de viagem com colchão, dobra numa mala. Fácil de montar.
kids ;; pt ;; olx-pt ;; Bebé ;; 15 ;; Termómetro infravermelhos testa e ouvido ;; Termómetro digital de infravermelhos, mede em 1 segundo. Pilhas novas. Vai com manual e caixa.
kids ;; pt ;; olx-pt ;; Bebé ;; 20 ;; Cadeira de refeição em madeira evolutiva ;; Cadeira alta em madeira que se ajusta até aos 10 anos, com tabuleiro e arnês. Como nova.
toys ;; pt ;; olx-pt ;; Brinquedos ;; 30 ;; Lego City esquadra de polícia 60316 completo ;; Set 60316 completo com todas as minifiguras e livro de instruções. Falta a caixa.
toys ;; pt ;; olx-pt ;; Brinquedos ;; 10 ;; Pistola de água grande 2 unidades ;; 2 pistolas de água de pressão para o verão, cores neon. Sem fugas.
toys ;; pt ;; olx-pt ;; Brinquedos ;; 45 ;; Microscópio infantil 1200x com estojo ;; Microscópio para crianças com lâminas preparadas (asa de mosca, cebola...), luz LED e estojo. Sem químicos, só as lâminas. Ótimo para os 8-12 anos.
toys ;; pt ;; olx-pt ;; Brinquedos ;; 8 ;; Dinheiro de brincar + caixa registadora ;; Caixa registadora de brinquedo com calculadora, scanner e notas e moedas de brincar. Funciona a pilhas AA.
toys ;; pt ;; olx-pt ;; Brinquedos ;; 12 ;; Espada de espuma e escudo cavaleiro ;; Conjunto de cavaleiro em espuma EVA para crianças, espada 60cm e escudo. Não magoa ninguém!
toys ;; pt ;; olx-pt ;; Brinquedos ;; 55 ;; Réplica 1:18 Fiat 600 Burago ;; Miniatura à escala 1:18 do Fiat 600 de 1955, marca Burago, réplica metálica de coleção. Portas abrem. Na caixa.
books ;; pt ;; olx-pt ;; Livros ;; 6 ;; Livro Os Maias Eça de Queirós ;; Exemplar da Porto Editora, ISBN 978-972-0-04920-1, sublinhado a lápis em alguns capitulos. Leitura obrigatória do 11º ano.
books ;; pt ;; olx-pt ;; Livros ;; 25 ;; Manual Farmacologia e Terapêutica Medicina ;; Livro de medicina usado no curso (farmacologia), 5ª edição. Páginas limpas. Para estudantes de medicina ou enfermagem.
books ;; pt ;; olx-pt ;; Livros ;; 10 ;; Coleção Uma Aventura 12 livros ;; 12 livros da coleção Uma Aventura, edições antigas. Algumas capas com desgaste.
games ;; pt ;; olx-pt ;; Videojogos ;; 220 ;; PS5 digital edition + 1 comando ;; PS5 versão digital (sem leitor de discos), 825GB. Conta PSN já desassociada. Fatura de 2022. Entrega em mão no Porto ou envio pelo OLX com pagamento seguro.
games ;; pt ;; olx-pt ;; Videojogos ;; 25 ;; FIFA 23 PS4 (codigo DLC já usado) ;; Jogo físico em disco. O codigo do DLC que vinha na caixa já foi usado, aviso já. O jogo funciona a 100%.
games ;; pt ;; olx-pt ;; Videojogos ;; 180 ;; Nintendo Switch OLED branca ;; Consola com dock, joy-cons sem drift e capa. Retirei a minha conta Nintendo.
audio ;; pt ;; olx-pt ;; Som ;; 70 ;; Colunas JBL Charge 5 ;; Coluna bluetooth a prova de agua, pronta para o Spotify. Bateria dura o dia inteiro.
audio ;; pt ;; olx-pt ;; Som ;; 150 ;; Gira-discos Technics SL-1500 anos 80 ;; Gira-discos de 1982 revisto (correia nova e agulha Audio-Technica). Tampa com umas riscas.
cameras ;; pt ;; olx-pt ;; Fotografia ;; 420 ;; Canon EOS 80D corpo (18.000 disparos) ;; Corpo Canon 80D com 18 mil disparos, 2 baterias e carregador. Sensor limpo. Sem objetiva.
cameras ;; pt ;; olx-pt ;; Fotografia ;; 60 ;; Objetiva Yongnuo 50mm f1.8 para Canon ;; Objetiva 50 mm f/1.8 encaixe EF, compativel com Canon. Focagem automatica OK.
beauty ;; pt ;; olx-pt ;; Beleza ;; 40 ;; Perfume Chanel Coco Mademoiselle 100ml selado ;; Frasco de 100 ml selado no plástico, recebi dois no Natal. Tamanho normal de venda, com caixa.
beauty ;; pt ;; olx-pt ;; Beleza ;; 20 ;; Secador de cabelo Dyson... não! Babyliss 2200W ;; Secador Babyliss 2200W com difusor, 2 velocidades. Funciona bem. (Não é Dyson, era a piada no titulo 😅)
beauty ;; pt ;; olx-pt ;; Beleza ;; 15 ;; Máquina de cortar cabelo Philips ;; Máquina com 8 pentes de 3 a 24 mm, lâminas limpas e oleadas.
health ;; pt ;; olx-pt ;; Saúde ;; 25 ;; Medidor de tensão arterial Omron M3 ;; Medidor de pressão arterial de braço, validado clinicamente, memória para 2 utilizadores. Com braçadeira e pilhas.
health ;; pt ;; olx-pt ;; Saúde ;; 80 ;; Cadeira de rodas dobrável ;; Cadeira de rodas manual dobrável, assento 45 cm. Foi da minha mãe, usada pouco tempo. Pneus maciços, travões OK.
health ;; pt ;; olx-pt ;; Saúde ;; 10 ;; Meias de compressão classe 2 tam M ;; 2 pares de meias de compressão (classe II), novas na embalagem. Comprei a mais na farmácia.
garden ;; pt ;; olx-pt ;; Jardim ;; 15 ;; Armadilhas para ratos (4) metal ;; 4 ratoeiras de mola em metal, reutilizáveis, sem veneno. Para garagem ou arrecadação.
garden ;; pt ;; olx-pt ;; Jardim ;; 8 ;; Sementes de tomate chucha e pimento ;; Sementes guardadas da minha horta, tomate chucha e pimento padrão. 30 sementes em cada saquinho.
garden ;; pt ;; olx-pt ;; Jardim ;; 35 ;; Rede mosquiteira enrolável janela ;; Rede mosquiteira de rolo para janela 100x160, alumínio. Nunca montada.
garden ;; pt ;; olx-pt ;; Jardim ;; 90 ;; Corta relva elétrico Bosch Rotak ;; Corta-relva elétrico 1400W, lâmina de 37 cm afiada esta primavera, saco de 40L.
pets ;; pt ;; olx-pt ;; Animais ;; 20 ;; Transportadora para gato ;; Transportadora para gato ou cão pequeno até 8 kg, porta metálica. Lavada e desinfetada.
pets ;; pt ;; olx-pt ;; Animais ;; 40 ;; Aquário 60 litros com filtro e aquecedor ;; Aquário completo 60L com filtro, aquecedor, luz LED e pedras. Vazio, sem peixes. Levantar em Aveiro.
pets ;; pt ;; olx-pt ;; Animais ;; 6 ;; Erva dos gatos (catnip) + brinquedos ;; Saquinho de erva dos gatos seca (catnip) e 3 ratinhos de peluche. O meu gato já nao liga.
services ;; pt ;; olx-pt ;; Serviços ;; 15 ;; Explicações de Matemática 9º ao 12º ano ;; Licenciada em Matemática dá explicações presenciais em Lisboa (Alvalade) e online. 15€/hora. Preparação para exames nacionais. Marque pelo chat do OLX.
services ;; pt ;; olx-pt ;; Serviços ;; 40 ;; Mudanças e transportes pequenos ;; Faço pequenas mudanças com carrinha e 2 homens, Grande Porto. Montagem e desmontagem de móveis. Orçamento grátis pelo chat.
services ;; pt ;; olx-pt ;; Serviços ;; 10 ;; Pet sitting visitas ao domicilio ;; Cuido do seu gato ou cão enquanto está de férias: visitas diárias, comida, água, areia e mimos. Zona de Cascais. Envio fotos todos os dias pela mensagem da plataforma.
services ;; pt ;; olx-pt ;; Serviços ;; 20 ;; Reparação de computadores e formatação ;; Formatação, instalação de Windows, limpeza de virus, troca de ecrã de portátil. Diagnóstico gratuito.
collectibles ;; pt ;; olx-pt ;; Colecionismo ;; 5 ;; Moeda 2 euros comemorativa Portugal 2007 ;; Moeda de 2€ comemorativa da presidência da UE 2007, circulada. Para colecionadores.
collectibles ;; pt ;; olx-pt ;; Colecionismo ;; 30 ;; Caderneta completa Mundial 2006 ;; Caderneta de cromos Panini Mundial 2006 completa, todos colados. Capa com desgaste.
collectibles ;; pt ;; olx-pt ;; Colecionismo ;; 18 ;; Ametista em bruto 600g ;; Mineral de ametista em bruto, geodo pequeno com 600 gramas, origem Brasil. Bonito para decoração.
collectibles ;; pt ;; olx-pt ;; Colecionismo ;; 12 ;; Lata antiga bolachas Paupério ;; Lata de bolachas antiga, vazia, com alguma ferrugem nas bordas. Peça de decoração vintage.
collectibles ;; pt ;; olx-pt ;; Colecionismo ;; 25 ;; Lote 200 selos Portugal e ex-colónias ;; Selos usados (carimbados), de 1950 a 1990, num classificador. Alguns repetidos.
tickets ;; pt ;; olx-pt ;; Bilhetes ;; 55 ;; 2 bilhetes NOS Alive dia 12 ao preço de custo ;; Vendo 2 bilhetes diários ao preço que paguei (55€ cada), não posso ir. Transferência nominal pela app oficial da bilheteira depois do pagamento pelo OLX.
tickets ;; pt ;; olx-pt ;; Bilhetes ;; 50 ;; Vale de compras FNAC 50€ ;; Cartão oferta FNAC de 50€ válido até 12/2025, vendo pelo mesmo valor. Envio o cartão físico pelo OLX Entregas.
vehicle ;; pt ;; olx-pt ;; Peças auto ;; 160 ;; 4 pneus 205/55 R16 91V Michelin ;; 4 pneus com 5 mm de piso, DOT 2022. Tiro do carro porque mudei para jantes de 17.
vehicle ;; pt ;; olx-pt ;; Peças auto ;; 22 ;; Pastilhas de travão Bosch 0 986 494 214 ;; Pastilhas de travão dianteiras Bosch ref. 0 986 494 214, novas na caixa. Comprei para o meu Clio mas não servem.
vehicle ;; pt ;; olx-pt ;; Peças auto ;; 35 ;; Farol esquerdo Renault Megane III ;; Farol da frente lado do condutor, suportes todos inteiros. Peça original retirada do meu carro. Ref 260600023R.
vehicle ;; pt ;; olx-pt ;; Motos ;; 60 ;; Capacete moto tam M Shoei ;; Capacete integral tam M, sem quedas, viseira sem riscos. Forro lavado. Vendo porque vendi a mota.
tools ;; pt ;; olx-pt ;; Ferramentas ;; 18 ;; Pistola de cola quente + 40 barras ;; Pistola de cola quente 60W com 40 barras de cola. Para artesanato e reparações.
tools ;; pt ;; olx-pt ;; Ferramentas ;; 45 ;; Berbequim Makita com 2 baterias ;; Berbequim aparafusador 18V, 2 baterias 3Ah e carregador. Mala incluida.
tools ;; pt ;; olx-pt ;; Ferramentas ;; 25 ;; Pistola de pintura elétrica ;; Pistola de pintura 650W para paredes, vedações e móveis. Limpa depois de cada uso.
instruments ;; pt ;; olx-pt ;; Instrumentos musicais ;; 120 ;; Guitarra clássica Admira ;; Guitarra clássica de estudo, cordas novas, com saco. Ideal para começar. Aulas à parte se quiser, falamos no chat.
instruments ;; pt ;; olx-pt ;; Instrumentos musicais ;; 250 ;; Piano digital Yamaha P-45 ;; 88 teclas pesadas, pedal e suporte em X. Poucas horas de uso.
outdoor ;; pt ;; olx-pt ;; Desporto ;; 30 ;; Cana de pesca surfcasting 4,20m + carreto ;; Cana de pesca 4.20m com carreto Shimano, linha 0,35. Oferta de caixa de anzóis e chumbadas.
outdoor ;; pt ;; olx-pt ;; Desporto ;; 15 ;; Canivete suíço Victorinox ;; Canivete Victorinox pequeno (lâmina de 6 cm), com tesoura, abre-latas e saca-rolhas. Bom para campismo.
outdoor ;; pt ;; olx-pt ;; Desporto ;; 50 ;; Tenda campismo 4 pessoas Quechua ;; Tenda 4 pessoas, montada 5 vezes, sem rasgos. Varetas todas.
sports ;; pt ;; olx-pt ;; Desporto ;; 80 ;; Bicicleta BTT roda 29 Btwin ;; BTT roda 29, quadro tam L, travões de disco hidráulicos, 12 velocidades. Revista no mês passado.
sports ;; pt ;; olx-pt ;; Desporto ;; 12 ;; Bomba de bicicleta de pé com manómetro ;; Bomba de pé com manómetro até 11 bar, válvulas Presta e Schrader.
sports ;; pt ;; olx-pt ;; Desporto ;; 25 ;; Halteres ajustáveis 2x10kg ;; Par de halteres com discos, total 20 kg. Liga-se bem ao banco de musculação que também vendo.
watches ;; pt ;; olx-pt ;; Relógios ;; 75 ;; Relógio Casio G-Shock GA-2100 ;; Casio G-Shock GA-2100 preto, comprado na loja oficial, com caixa, manual e certificado de garantia. Pulseira sem marcas.
jewellery ;; pt ;; olx-pt ;; Joias ;; 15 ;; Fio e brincos prata 925 ;; Conjunto em prata 925 com contraste, fio de 45 cm e brincos. Cor de coral nas pedras (são vidro, não é coral verdadeiro).
fashion ;; es ;; vinted ;; moda ;; 15 ;; Chaqueta vaquera Bershka talla S ;; Chaqueta vaquera azul, talla S, muy poco usada. Envío por Vinted, el envío lo paga el comprador.
fashion ;; es ;; vinted ;; moda ;; 20 ;; Vestido flamenca niña talla 8 ;; Traje de flamenca para niña, talla 8, lunares rojos. Se usó en la feria de abril una sola vez.
fashion ;; es ;; vinted ;; moda ;; 12 ;; camiseta seleccion española replica tienda ;; camiseta de la seleccion, version aficionado (la replica que venden en las tiendas de deportes, no la de jugador). talla L, sin dorsal
fashion ;; es ;; vinted ;; moda ;; 25 ;; Abrigo paño color camel inspirado Max Mara ;; Abrigo largo de paño color camel, marca Mango, corte inspirado en los clásicos de Max Mara pero obviamente no es de la marca. Talla M.
fashion ;; es ;; vinted ;; moda ;; 9 ;; Bikini bandeau estampado tropical ;; Bikini de bandeau con estampado de hojas, talla 38 arriba y 40 abajo. Lavado a mano.
fashion ;; es ;; vinted ;; lenceria ;; 14 ;; Pijama de satén largo granate ;; Pijama de satén color granate, pantalón largo y camisa, talla M. Nuevo con etiquetas, regalo repetido.
fashion ;; es ;; vinted ;; moda ;; 7 ;; Bañador chico Speedo 6 años ;; Bañador tipo boxer para natación, 6 años. Aguanta el cloro.
fashion ;; es ;; wallapop ;; moda ;; 35 ;; Lote ropa hombre talla L 10 prendas ;; 10 prendas: 4 camisas, 3 polos, 2 pantalones chinos y 1 jersey. Todo limpio y planchado. Entrega en mano en Valencia o envío con Wallapop.
fashion ;; es ;; vinted ;; moda ;; 40 ;; Bolso de piel auténtica Misako ;; Bolso de piel, bueno realmente es polipiel, Misako no usa piel animal. Color tabaco. Asa larga regulable.
fashion ;; es ;; vinted ;; moda ;; 18 ;; Sudadera oversize gris con capucha ;; Sudadera oversize, talla única, como nueva. Tiene un mini hilo suelto en el puño.
fashion ;; es ;; vinted ;; moda ;; 22 ;; Cazadora de cuero sintético negra ;; Cazadora estilo motero de cuero sintético, talla 40. Cremalleras funcionan perfecto.
fashion ;; es ;; wallapop ;; moda ;; 60 ;; Traje de comunión niño marinero ;; Traje de marinero de primera comunión, talla 10, con gorra y cordón. Tintorería hecha. Se puede ver en Sevilla.
fashion ;; es ;; vinted ;; moda ;; 5 ;; Calcetines divertidos pack 5 ;; 5 pares de calcetines con dibujos (aguacates, tacos, gatos), nuevos. Talla 39-42.
shoes ;; es ;; vinted ;; calzado ;; 50 ;; Adidas Samba OG talla 41 1/3 ;; Samba blancas compradas en la web de Adidas, tengo el ticket. Talla 41 1/3. Usadas 5 veces.
shoes ;; es ;; vinted ;; calzado ;; 18 ;; Botas de agua Hunter niño 28 ;; Botas de agua talla 28, verdes. Un poco de barro seco que se quita con agua jaja
shoes ;; es ;; wallapop ;; calzado ;; 15 ;; Zapatillas de seguridad puntera de acero talla 44 ;; Zapatillas de trabajo S1P con puntera de acero, talla 44. Usadas en un almacén 1 mes.
shoes ;; es ;; vinted ;; calzado ;; 25 ;; Alpargatas de cuña color vino ;; Alpargatas de cuña de 7 cm, color vino, talla 38. Hechas en La Rioja.
phones ;; es ;; wallapop ;; móviles ;; 280 ;; iPhone 11 64GB libre de operador ;; iPhone 11 libre, sin bloqueo de iCloud (cuenta eliminada y restaurado de fábrica). Batería 84%. Tengo factura de compra de 2020. Envío con Wallapop protegido.
phones ;; es ;; wallapop ;; móviles ;; 110 ;; Samsung Galaxy S20 FE 5G ;; Funciona perfecto, he borrado WhatsApp, Bizum y todas las apps del banco, está reseteado. Pantalla con un arañazo pequeño. Pago solo por la app.
phones ;; es ;; wallapop ;; móviles ;; 60 ;; Motorola bloqueado a Movistar ;; Moto G32 bloqueado a la red de Movistar, solo va con SIM de Movistar o hay que pedirles el código de liberación. Por eso el precio.
phones ;; es ;; wallapop ;; móviles ;; 8 ;; Funda compatible Samsung A54 ;; Funda tipo libro compatible con Samsung A54, no es oficial de Samsung. Nueva.
phones ;; es ;; wallapop ;; móviles ;; 15 ;; Teléfono fijo antiguo de rueda Heraclio Fournier ;; Teléfono de rueda de los años 70, color crema, decorativo. No sé si funciona con la línea actual.
phones ;; es ;; wallapop ;; móviles ;; 5 ;; Cargador coche USB doble ;; Cargador de mechero para coche, 2 puertos USB, 3.1A. Nuevo.
phones ;; es ;; wallapop ;; móviles ;; 140 ;; Xiaomi 12T 8/256 ;; Xiaomi 12T, 8GB RAM 256GB, con caja y cargador de 120W. Siempre con protector. Sin cuentas, listo para usar.
computers ;; es ;; wallapop ;; informática ;; 450 ;; MacBook Air M1 8GB 256GB ;; MacBook Air M1 2020, 210 ciclos de batería. Cuenta de Apple cerrada, macOS reinstalado. Teclado español.
computers ;; es ;; wallapop ;; informática ;; 20 ;; Cartuchos de tinta Epson 603XL compatibles ;; Pack de 5 cartuchos compatibles (no originales) para Epson 603XL, sellados. Los compré de más.
computers ;; es ;; wallapop ;; informática ;; 35 ;; Teclado mecánico switches red ;; Teclado mecánico con retroiluminación RGB, switches red. Distribución española con ñ.
computers ;; es ;; wallapop ;; informática ;; 70 ;; Tablet Lenovo Tab M10 con YouTube Kids ;; Tablet 10 pulgadas, la usaban mis hijos con YouTube Kids y juegos. Restaurada de fábrica. Con funda infantil.
home ;; es ;; wallapop ;; hogar ;; 30 ;; Vajilla completa 24 piezas porcelana ;; Vajilla de porcelana blanca para 6 personas (platos llanos, hondos y postre). Sin desconchones.
home ;; es ;; wallapop ;; hogar ;; 25 ;; Botellero de metal para 12 botellas ;; Botellero de pared en metal negro, 12 botellas. Con tornillos y tacos.
home ;; es ;; wallapop ;; hogar ;; 6 ;; 20 botellas de cristal vacías con tapón ;; Botellas de cristal vacías de 500 ml con tapón mecánico, perfectas para kombucha, aceite o limonada. Lavadas.
home ;; es ;; wallapop ;; hogar ;; 15 ;; Pastillero semanal grande ;; Pastillero de 7 días con 3 tomas por día, casillas grandes. Nuevo, vacío.
home ;; es ;; wallapop ;; hogar ;; 40 ;; Robot aspirador Conga 1090 ;; Conga 1090 funcionando, batería nueva hace 6 meses. Base de carga y mopa.
home ;; es ;; wallapop ;; hogar ;; 12 ;; Sábanas 150 algodón percal ;; Juego de sábanas para cama de 150, algodón percal 200 hilos. Color gris perla.
home ;; es ;; wallapop ;; hogar ;; 10 ;; Cenicero de cristal vintage de los 70 ;; Cenicero de cristal tallado, ahora lo uso para las llaves. Decoración vintage, pesa bastante.
furniture ;; es ;; wallapop ;; muebles ;; 80 ;; Armario ropero 2 puertas blanco ;; Armario de 2 puertas con barra y altillo, 100x52x200. Desmontado, con todos los herrajes.
furniture ;; es ;; wallapop ;; muebles ;; 45 ;; Mueble archivador con 3 cajones ;; Archivador metálico de oficina para documentos y carpetas colgantes, con llave. Un golpe pequeño lateral.
furniture ;; es ;; wallapop ;; muebles ;; 150 ;; Sofá cama tres plazas ;; Sofá cama con colchón de 12 cm. Funda desenfundable lavada. Recogida en Getafe, segunda planta sin ascensor.
furniture ;; es ;; wallapop ;; muebles ;; 20 ;; Mesita de noche nórdica ;; Mesita de noche estilo nórdico con un cajón, patas de madera. 40x35x50.
kitchen ;; es ;; wallapop ;; cocina ;; 30 ;; Juego cuchillos cocina con taco ;; Taco de madera con 5 cuchillos (cebollero, pan, verduras...), acero inoxidable. Bien afilados. El más largo de 20 cm.
kitchen ;; es ;; wallapop ;; cocina ;; 90 ;; Thermomix TM5 con Cookidoo ;; Thermomix TM5 funcionando perfecto, con libro y tarjeta de recetas. La suscripción a Cookidoo está a mi nombre y la cancelo antes de entregarla.
kitchen ;; es ;; wallapop ;; cocina ;; 8 ;; Sacacorchos profesional de camarero ;; Sacacorchos de doble palanca con abrechapas y cortacápsulas. Nuevo en caja.
kitchen ;; es ;; wallapop ;; cocina ;; 15 ;; Jamonero de madera giratorio ;; Soporte jamonero giratorio con cuchillo jamonero incluido (hoja 25 cm, es para cortar jamón obviamente). Buen estado.
kids ;; es ;; wallapop ;; bebé ;; 120 ;; Cochecito Bugaboo Bee 5 ;; Silla de paseo Bugaboo Bee 5, capota solar, burbuja de lluvia. Ruedas bien. Lavada entera.
kids ;; es ;; wallapop ;; bebé ;; 30 ;; Sacaleches eléctrico doble ;; Sacaleches doble eléctrico, usado 4 meses. Las piezas que tocan la leche se entregan nuevas selladas. Motor perfecto.
kids ;; es ;; vinted ;; niños ;; 15 ;; Lote ropa bebé niña 6-9 meses ;; 18 prendas: bodies, pijamas, vestidos, leotardos. Una mancha pequeña en un body (foto).
kids ;; es ;; wallapop ;; bebé ;; 20 ;; Cuna de viaje con colchón ;; Cuna de viaje plegable con colchón y bolsa. Se monta en 1 minuto.
kids ;; es ;; wallapop ;; bebé ;; 35 ;; Trona evolutiva de madera ;; Trona que crece con el niño, desde 6 meses hasta adulto. Con bandeja y cojín.
kids ;; es ;; wallapop ;; bebé ;; 10 ;; Vigilabebés audio ;; Vigilabebés de audio con luz nocturna, alcance 300m. Funciona bien.
toys ;; es ;; wallapop ;; juguetes ;; 25 ;; Lego Technic 42115 completo ;; Completo con instrucciones y caja, montado una vez. Sin piezas perdidas, lo he comprobado con el inventario.
toys ;; es ;; wallapop ;; juguetes ;; 15 ;; Lanzadores Nerf x3 con dardos ;; 3 lanzadores Nerf con 40 dardos de espuma. Para peleas de cumple jaja.
toys ;; es ;; wallapop ;; juguetes ;; 40 ;; Telescopio infantil 70mm ;; Telescopio refractor para niños con trípode y 2 oculares. Se ve la Luna genial.
toys ;; es ;; wallapop ;; juguetes ;; 12 ;; Billetes y monedas de juguete Monopoly ;; Monopoly edición España completo, con todos los billetes y casas. Caja un poco rota.
toys ;; es ;; wallapop ;; juguetes ;; 18 ;; Kit robótica educativa 8+ ;; Kit de robótica para montar un coche que esquiva obstáculos. Con pilas. Sin productos químicos, todo mecánico y electrónico.
toys ;; es ;; wallapop ;; juguetes ;; 30 ;; Maqueta réplica Seat 600 escala 1:24 ;; Réplica a escala 1:24 del Seat 600 en metal, de la colección de quioscos. Con su vitrina.
books ;; es ;; wallapop ;; libros ;; 8 ;; Cien años de soledad ejemplar de bolsillo ;; Ejemplar de bolsillo de Debolsillo, algo amarillento. ISBN 978-84-9759-245-0.
books ;; es ;; wallapop ;; libros ;; 30 ;; Vademécum y manual de enfermería ;; Libros de la carrera de enfermería: manual de farmacología y vademécum 2021. Subrayados con fluorescente.
books ;; es ;; wallapop ;; libros ;; 15 ;; Colección Harry Potter 7 libros ;; Los 7 libros de Harry Potter en castellano, tapa blanda, Salamandra. Uno tiene la esquina doblada.
games ;; es ;; wallapop ;; videojuegos ;; 200 ;; PS4 Pro 1TB + 2 mandos ;; PS4 Pro con 2 mandos y 4 juegos en disco. Cuenta de PSN desvinculada. Envío con Wallapop.
games ;; es ;; wallapop ;; videojuegos ;; 20 ;; Zelda Tears of the Kingdom físico ;; Juego físico para Switch, cartucho y caja en perfecto estado. Sin código digital, es el cartucho.
games ;; es ;; wallapop ;; videojuegos ;; 90 ;; Game Boy Color + Pokémon Amarillo ;; Game Boy Color morada funcionando, pila de partida del Pokémon Amarillo cambiada. Carcasa original.
audio ;; es ;; wallapop ;; audio ;; 45 ;; Auriculares Sony WH-CH720N ;; Auriculares con cancelación de ruido, funda y cable. Almohadillas en buen estado.
audio ;; es ;; wallapop ;; audio ;; 200 ;; Amplificador Marantz PM6006 ;; Amplificador integrado, 45W por canal, con mando. Sonido limpio, sin ruidos en el potenciómetro.
cameras ;; es ;; wallapop ;; fotografía ;; 380 ;; Sony A6000 con objetivo 16-50 ;; Sony A6000 con 12.500 disparos, kit 16-50, 2 baterías. Sensor limpio.
cameras ;; es ;; wallapop ;; fotografía ;; 120 ;; Cámara analógica Pentax K1000 ;; Pentax K1000 con 50mm f2, fotómetro funciona. Ideal para empezar en analógico.
beauty ;; es ;; wallapop ;; belleza ;; 50 ;; Perfume Lancôme La Vie est Belle 75ml precintado ;; Frasco de 75 ml precintado, tamaño de venta normal, con caja. Regalo que no uso.
beauty ;; es ;; wallapop ;; belleza ;; 25 ;; Plancha de pelo GHD ;; Plancha GHD funcionando, platos sin arañazos. Con funda térmica.
beauty ;; es ;; wallapop ;; belleza ;; 8 ;; Neceser de viaje con botes vacíos ;; Neceser transparente para el avión con 6 botes vacíos de 100 ml. Nuevo.
health ;; es ;; wallapop ;; salud ;; 30 ;; Tensiómetro de muñeca Omron ;; Tensiómetro de muñeca, memoria 60 mediciones, funciona con 2 pilas AAA. Con caja.
health ;; es ;; wallapop ;; salud ;; 25 ;; Muletas de aluminio regulables par ;; Par de muletas regulables en altura, tacos de goma nuevos. Usadas tras un esguince.
health ;; es ;; wallapop ;; salud ;; 20 ;; Pulsioxímetro de dedo ;; Pulsioxímetro para medir oxígeno y pulso, pantalla OLED. Pilas incluidas.
garden ;; es ;; wallapop ;; jardín ;; 10 ;; Trampas para ratones reutilizables ;; 6 trampas de captura sin veneno, reutilizables. Para trastero o casa de campo.
garden ;; es ;; wallapop ;; jardín ;; 5 ;; Semillas de tomate rosa de Barbastro ;; Semillas de mi huerto, tomate rosa de Barbastro. Sobre con unas 40 semillas.
garden ;; es ;; wallapop ;; jardín ;; 60 ;; Cortacésped eléctrico 1200W ;; Cortacésped eléctrico con recogedor de 30 L, cuchilla afilada. Cable de 20 m de regalo.
garden ;; es ;; wallapop ;; jardín ;; 12 ;; Mosquitera enrollable ventana ;; Mosquitera enrollable de aluminio, 80x150, nueva en caja.
pets ;; es ;; wallapop ;; mascotas ;; 25 ;; Transportín para perro pequeño ;; Transportín homologado para avión, hasta 6 kg. Limpio y desinfectado.
pets ;; es ;; wallapop ;; mascotas ;; 30 ;; Rascador para gatos 120 cm ;; Rascador con 3 plataformas, cueva y pompones. Algo arañado (es lo suyo).
pets ;; es ;; wallapop ;; mascotas ;; 15 ;; Acuario 30 litros con filtro ;; Acuario vacío de 30 L con filtro interior y luz. Sin peces, solo el material.
services ;; es ;; wallapop ;; servicios ;; 12 ;; Clases particulares de inglés ;; Profesora nativa da clases de inglés a niños y adultos, presencial en Zaragoza u online. 12€/hora. Preparación Cambridge B2. Escríbeme por el chat de Wallapop.
services ;; es ;; wallapop ;; servicios ;; 35 ;; Portes y mudanzas pequeñas ;; Furgoneta con conductor para portes dentro de Madrid. Montaje de muebles. Presupuesto sin compromiso por el chat.
services ;; es ;; wallapop ;; servicios ;; 10 ;; Cuidado de mascotas en casa ;; Cuido de tu perro o gato en vacaciones: paseos, comida y fotos diarias. Zona Barcelona Gràcia.
services ;; es ;; wallapop ;; servicios ;; 80 ;; Fotógrafo para comuniones y bautizos ;; Reportaje de comunión con 100 fotos editadas en digital y álbum impreso. Precio orientativo, consultar por el chat.
services ;; es ;; wallapop ;; servicios ;; 25 ;; Reparación de bicicletas a domicilio ;; Ajuste de cambios y frenos, cambio de cámaras y cadenas. Voy a tu casa en Bilbao.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 10 ;; Monedas de 2 euros conmemorativas España ;; Lote de 5 monedas de 2€ conmemorativas españolas (Quijote, Cervantes...). Circuladas.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 20 ;; Lata antigua de Cola Cao ;; Lata de Cola Cao de los años 60, vacía, con óxido. Decorativa.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 40 ;; Colección minerales en caja 20 piezas ;; Caja con 20 minerales etiquetados (pirita, cuarzo, fluorita, malaquita...). De mi época de estudiante de geología.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 15 ;; Álbum sellos España 1975-1985 ;; Sellos nuevos sin charnela en su álbum. Algunas series completas.
collectibles ;; es ;; wallapop ;; coleccionismo ;; 12 ;; Cajas de puros de madera vacías x3 ;; 3 cajas de puros vacías, de madera de cedro, para manualidades o guardar cosas. Huelen a madera.
tickets ;; es ;; wallapop ;; entradas ;; 45 ;; 2 entradas concierto Aitana precio de coste ;; Vendo 2 entradas de pista a precio de coste (45€ cada una), no puedo ir. El cambio de nombre se hace en la web oficial de la ticketera tras el pago por Wallapop.
tickets ;; es ;; wallapop ;; entradas ;; 30 ;; Tarjeta regalo El Corte Inglés 30€ ;; Tarjeta regalo de 30€, la vendo por su valor. Envío la tarjeta física por Wallapop.
vehicle ;; es ;; wallapop ;; motor ;; 120 ;; Llantas 16 pulgadas 5x112 ;; 4 llantas de aleación 16" 5x112 ET45, sin golpes. Sin neumáticos.
vehicle ;; es ;; wallapop ;; motor ;; 25 ;; Pastillas de freno traseras Brembo ;; Pastillas traseras Brembo P 85 020, nuevas en caja. Me equivoqué de modelo.
vehicle ;; es ;; wallapop ;; motor ;; 50 ;; Casco moto jet talla L ;; Casco jet talla L, sin caídas, pantalla sin arañazos. Homologado ECE 22.05.
vehicle ;; es ;; wallapop ;; motor ;; 15 ;; Retrovisor derecho Seat Ibiza 6J ;; Carcasa del retrovisor derecho, original, color blanco. Sin cristal.
tools ;; es ;; wallapop ;; herramientas ;; 40 ;; Taladro percutor Bosch con maletín ;; Taladro percutor 700W, con maletín y juego de brocas. Funciona perfecto.
tools ;; es ;; wallapop ;; herramientas ;; 10 ;; Pistola de silicona profesional ;; Pistola para cartuchos de silicona, metálica reforzada. Y 3 cartuchos de silicona transparente.
tools ;; es ;; wallapop ;; herramientas ;; 30 ;; Lijadora orbital Black+Decker ;; Lijadora orbital con bolsa de polvo y 20 lijas. Funciona bien.
instruments ;; es ;; wallapop ;; música ;; 90 ;; Guitarra eléctrica Squier Stratocaster ;; Squier Strat con amplificador de 10W y cable. Cuerdas nuevas. Ideal para empezar.
instruments ;; es ;; wallapop ;; música ;; 150 ;; Cajón flamenco profesional ;; Cajón flamenco con bordones regulables, suena de lujo. Con funda.
instruments ;; es ;; wallapop ;; música ;; 20 ;; Flauta dulce Hohner + método ;; Flauta de colegio y libro de método. Lavada.
outdoor ;; es ;; wallapop ;; deportes ;; 45 ;; Caña de pesca spinning + carrete Shimano ;; Caña de 2,40 m con carrete Shimano 2500 y caja con señuelos y anzuelos.
outdoor ;; es ;; wallapop ;; deportes ;; 20 ;; Navaja multiusos Victorinox pequeña ;; Navaja suiza pequeña, hoja de 5 cm, con tijeras y lima. Regalo de empresa, sin usar.
outdoor ;; es ;; wallapop ;; deportes ;; 35 ;; Saco de dormir -5º ;; Saco de dormir tipo momia, confort 0 grados, límite -5. Con bolsa de compresión.
sports ;; es ;; wallapop ;; deportes ;; 250 ;; Bicicleta carretera talla 54 ;; Bici de carretera de aluminio, Shimano Sora, talla 54. Revisada.
sports ;; es ;; wallapop ;; deportes ;; 60 ;; Pala de pádel Bullpadel ;; Pala de pádel Bullpadel, con funda. Algún roce en el marco.
watches ;; es ;; wallapop ;; relojes ;; 90 ;; Reloj Seiko 5 automático ;; Seiko 5 automático, con caja y certificado de garantía de la relojería. Funciona y adelanta 5 segundos al día.
jewellery ;; es ;; wallapop ;; joyas ;; 18 ;; Pendientes de plata 925 ;; Pendientes de aro en plata de ley 925, contrastados. Nuevos.
fashion ;; fr ;; vinted ;; mode ;; 20 ;; Veste en jean Levi's taille M ;; Veste en jean bleu délavé, taille M, portée quelques fois. Envoi via Vinted.
fashion ;; fr ;; vinted ;; mode ;; 15 ;; Robe longue bohème inspirée années 70 ;; Robe longue fleurie style bohème années 70, taille 38. Jamais portée, étiquette encore dessus.
fashion ;; fr ;; vinted ;; mode ;; 30 ;; Blouson aviateur simili cuir ;; Blouson aviateur en simili cuir (faux cuir) marron avec col en fausse fourrure. Taille L. Petite usure sur la manche.
fashion ;; fr ;; vinted ;; mode ;; 10 ;; pull col roulé couleur bordeaux ;; pull col roulé bordeaux taille S, tout doux, lavé 2 fois seulement
fashion ;; fr ;; vinted ;; maillots de bain ;; 18 ;; Maillot de bain une pièce dos nu ;; Maillot une pièce noir dos nu, taille 40. Porté une saison, élastiques nickel.
fashion ;; fr ;; vinted ;; lingerie ;; 12 ;; Soutien-gorge Etam 85C neuf ;; Soutien-gorge dentelle blanc 85C, neuf avec étiquette, mauvaise taille commandée.
fashion ;; fr ;; vinted ;; mode ;; 35 ;; Maillot PSG réplica officielle 2022 ;; Maillot du PSG version supporter (la réplica vendue en boutique officielle), taille M, flocage Mbappé. Acheté au Parc, j'ai le ticket.
fashion ;; fr ;; vinted ;; mode ;; 40 ;; Lot vêtements femme 12 pièces T38 ;; 12 pièces : jeans, tops, gilets, une robe. Tout propre. Pas de vente séparée. Remise en main propre à Lille ou envoi.
fashion ;; fr ;; vinted ;; mode ;; 25 ;; Sac cabas cuir véritable camel ;; Sac cabas en cuir véritable, couleur camel, doublure intérieure avec poche pour papiers et documents. Traces d'usure aux coins.
fashion ;; fr ;; vinted ;; mode ;; 8 ;; Cravate soie bleu marine ;; Cravate 100% soie, portée à un mariage. Pince à cravate offerte.
fashion ;; fr ;; vinted ;; mode ;; 55 ;; Costume homme gris anthracite T50 ;; Costume 2 pièces, coupe ajustée, passé au pressing. Prêt à porter.
fashion ;; fr ;; vinted ;; mode ;; 6 ;; Foulard motif cachemire ;; Foulard imprimé motif cachemire (paisley) en viscose, ce n'est pas de la laine cachemire. 70x180.
fashion ;; fr ;; vinted ;; mode ;; 14 ;; Short de bain garçon 10 ans ;; Short de bain à motifs requins, 10 ans, séchage rapide.
shoes ;; fr ;; vinted ;; chaussures ;; 45 ;; Nike Air Max 90 pointure 43 ;; Air Max 90 blanches achetées sur le site Nike en 2023, facture dispo. Semelle un peu usée. Boîte d'origine.
shoes ;; fr ;; vinted ;; chaussures ;; 25 ;; Bottines Chelsea noires 38 ;; Bottines chelsea en cuir noir, semelle crantée, pointure 38. Portées un hiver.
shoes ;; fr ;; generic ;; chaussures ;; 15 ;; Chaussures de sécurité coque acier 42 ;; Chaussures de sécurité S3 coque acier et semelle anti perforation, pointure 42. Portées 3 semaines, chantier terminé.
shoes ;; fr ;; vinted ;; chaussures ;; 12 ;; Ballerines couleur lie de vin ;; Ballerines lie de vin, pointure 37, comme neuves.
phones ;; fr ;; generic ;; téléphonie ;; 350 ;; iPhone 13 128 Go débloqué tout opérateur ;; iPhone 13 128 Go, débloqué tout opérateur. Compte iCloud supprimé, réinitialisé. Batterie 88%. Facture Fnac du 02/09/2022. IMEI visible sur la facture (caché sur la photo).
phones ;; fr ;; generic ;; téléphonie ;; 80 ;; Samsung A52 bloqué SFR ;; Téléphone bloqué sur le réseau SFR, il faut demander le code de déblocage à l'opérateur. D'où le prix. Très bon état.
phones ;; fr ;; generic ;; téléphonie ;; 9 ;; Coque compatible iPhone 14 Pro ;; Coque silicone compatible iPhone 14 Pro, générique (pas Apple). Neuve sous blister.
phones ;; fr ;; generic ;; téléphonie ;; 130 ;; Google Pixel 7 128 Go ;; Pixel 7 en parfait état. J'ai effacé toutes les applis (WhatsApp, banque, Lydia...) et réinitialisé. Vendu avec chargeur. Paiement et envoi via la plateforme.
phones ;; fr ;; generic ;; téléphonie ;; 20 ;; Téléphone fixe vintage à cadran Socotel S63 ;; Téléphone à cadran gris des PTT années 70, déco. Fonctionne avec un adaptateur (non fourni).
phones ;; fr ;; generic ;; téléphonie ;; 15 ;; Montre connectée enfant ;; Montre pour enfant avec appareil photo et jeux, sans carte SIM. Fonctionne avec le chargeur USB fourni.
computers ;; fr ;; generic ;; informatique ;; 400 ;; PC portable Dell Latitude 5420 i5 ;; i5 11e gen, 16 Go, SSD 256 Go, Windows 11 Pro licence numérique activée. Clavier AZERTY.
computers ;; fr ;; generic ;; informatique ;; 18 ;; Cartouches d'encre Canon PG-545 / CL-546 ;; 2 cartouches neuves sous emballage, date limite 2026. Imprimante partie à la déchetterie.
computers ;; fr ;; generic ;; informatique ;; 60 ;; Écran 27 pouces AOC ;; Écran 27" Full HD 75Hz, aucun pixel mort. Câble HDMI fourni.
computers ;; fr ;; generic ;; informatique ;; 25 ;; Disque dur externe 1 To vierge ;; Disque dur externe 1 To, formaté, aucun fichier dessus. USB 3.0.
home ;; fr ;; generic ;; maison ;; 40 ;; Service de table 30 pièces Arcopal ;; Service de table vintage Arcopal, 30 pièces, motif fleurs orange. Aucun éclat.
home ;; fr ;; generic ;; maison ;; 30 ;; Casier à bouteilles 36 bouteilles ;; Casier à vin en métal galvanisé, 36 bouteilles, pour la cave. À récupérer à Bordeaux.
home ;; fr ;; generic ;; maison ;; 12 ;; Bouteilles de vin vides x24 ;; 24 bouteilles bordelaises vides, lavées, sans étiquettes. Pour mise en bouteille maison ou déco.
home ;; fr ;; generic ;; maison ;; 10 ;; Pilulier semainier 4 prises ;; Pilulier 7 jours x 4 prises, neuf, vide. Pratique pour organiser les médicaments des grands-parents.
home ;; fr ;; generic ;; maison ;; 45 ;; Aspirateur balai Dyson V8 ;; Dyson V8 fonctionnel, batterie tient 20 min. Accessoires fournis. Facture disponible.
home ;; fr ;; generic ;; maison ;; 15 ;; Rideaux occultants gris 2 panneaux ;; 2 rideaux occultants 140x260 à œillets, parfaits pour une chambre.
home ;; fr ;; generic ;; maison ;; 22 ;; Carafe à décanter en cristal ;; Carafe à décanter en cristal d'Arques, 1,5 L. Aucun éclat. Avec tire-bouchon sommelier.
furniture ;; fr ;; generic ;; meubles ;; 60 ;; Armoire de salle de bain avec miroir ;; Armoire murale avec miroir et 2 portes, 60x70x15 cm. Démontée pour le transport.
furniture ;; fr ;; generic ;; meubles ;; 180 ;; Canapé d'angle simili cuir ;; Canapé d'angle en simili cuir noir, 250 cm. Petit accroc sur l'accoudoir (photo). À venir chercher à Nantes.
furniture ;; fr ;; generic ;; meubles ;; 50 ;; Bureau avec caisson à tiroirs pour dossiers ;; Bureau 120x60 avec caisson 3 tiroirs, le dernier pour dossiers suspendus. Traces d'usage.
furniture ;; fr ;; generic ;; meubles ;; 90 ;; Buffet vintage en chêne massif ;; Buffet des années 60 en chêne, 3 portes. Traité contre les vers du bois. 160x45x85.
kitchen ;; fr ;; generic ;; cuisine ;; 35 ;; Bloc couteaux de cuisine 6 pièces ;; Bloc avec 6 couteaux (chef, pain, office...) et fusil à aiguiser. Lames inox, la plus longue 20 cm.
kitchen ;; fr ;; generic ;; cuisine ;; 250 ;; Thermomix TM6 ;; Thermomix TM6 avec son couvercle et le fouet. L'abonnement Cookidoo est à mon nom, je le résilie avant la vente.
kitchen ;; fr ;; generic ;; cuisine ;; 8 ;; Verres à shot fumés x6 ;; 6 petits verres à shot en verre fumé, neufs dans leur boîte.
kitchen ;; fr ;; generic ;; cuisine ;; 20 ;; Machine à pain Moulinex ;; Machine à pain 1 kg, 12 programmes. Livre de recettes.
kids ;; fr ;; generic ;; puériculture ;; 110 ;; Poussette Yoyo 2 6+ ;; Poussette Yoyo avec habillage pluie et ombrelle. Roues ok. Lavée.
kids ;; fr ;; generic ;; puériculture ;; 40 ;; Tire-lait électrique Medela Swing ;; Tire-lait électrique, utilisé 3 mois. Les pièces en contact avec le lait sont vendues neuves (kit neuf scellé). Moteur parfait.
kids ;; fr ;; vinted ;; enfants ;; 15 ;; Lot vêtements bébé garçon 3 mois ;; 20 pièces : bodies, pyjamas, bonnets. Lavés avec lessive bébé.
kids ;; fr ;; generic ;; puériculture ;; 25 ;; Lit parapluie avec matelas ;; Lit parapluie pliant avec matelas et sac de transport.
kids ;; fr ;; generic ;; puériculture ;; 18 ;; Thermomètre frontal sans contact ;; Thermomètre infrarouge frontal, mesure en 1 seconde, piles neuves. Avec notice.
kids ;; fr ;; generic ;; puériculture ;; 12 ;; Babyphone audio ;; Babyphone audio avec veilleuse, portée 300 m.
toys ;; fr ;; generic ;; jouets ;; 35 ;; Lego Friends la clinique vétérinaire ;; Set complet avec toutes les figurines et la notice. Sans la boîte.
toys ;; fr ;; generic ;; jouets ;; 10 ;; Pistolets à eau x2 ;; 2 pistolets à eau à pompe, couleurs fluo. Aucune fuite.
toys ;; fr ;; generic ;; jouets ;; 50 ;; Microscope enfant 1200x avec mallette ;; Microscope pour enfants avec lames préparées (aile de mouche, oignon...), LED. Aucun produit chimique. Idéal 8-12 ans.
toys ;; fr ;; generic ;; jouets ;; 12 ;; Caisse enregistreuse jouet avec billets ;; Caisse enregistreuse avec calculatrice, scanner et faux billets et pièces de jeu. Piles AA.
toys ;; fr ;; generic ;; jouets ;; 25 ;; Déguisement chevalier avec épée en mousse ;; Déguisement de chevalier 5-7 ans, épée et bouclier en mousse. Sans danger.
toys ;; fr ;; generic ;; jouets ;; 40 ;; Réplique miniature Citroën 2CV 1:18 Solido ;; Miniature métal 1:18 de la 2CV de 1957, réplique de collection, portes ouvrantes. En boîte.
books ;; fr ;; generic ;; livres ;; 5 ;; Le Petit Prince exemplaire Folio ;; Exemplaire Folio, ISBN 978-2-07-061275-8, quelques annotations au crayon.
books ;; fr ;; generic ;; livres ;; 35 ;; Livres médecine PACES pharmacologie ;; Lot de manuels de première année de médecine (pharmacologie, biochimie). Surlignés.
books ;; fr ;; generic ;; livres ;; 20 ;; BD Astérix lot de 10 albums ;; 10 albums d'Astérix, éditions des années 80, dos un peu frottés.
games ;; fr ;; generic ;; jeux vidéo ;; 230 ;; PS5 édition digitale + manette ;; PS5 digitale sans lecteur, compte PSN dissocié. Facture 2022. Remise en main propre à Lyon ou envoi avec paiement sécurisé via le site.
games ;; fr ;; generic ;; jeux vidéo ;; 15 ;; Mario Kart 8 Deluxe cartouche ;; Jeu physique en cartouche, boîte en bon état. Pas de code, c'est le jeu physique.
games ;; fr ;; generic ;; jeux vidéo ;; 190 ;; Nintendo Switch OLED ;; Console avec dock, joy-cons sans drift. Mon compte Nintendo a été retiré.
audio ;; fr ;; generic ;; audio ;; 80 ;; Enceinte Marshall Emberton ;; Enceinte bluetooth étanche, prête pour Spotify et Deezer. Batterie 20 h.
audio ;; fr ;; generic ;; audio ;; 130 ;; Platine vinyle Pioneer PL-12D ;; Platine des années 70 révisée, courroie neuve et cellule neuve.
cameras ;; fr ;; generic ;; photo ;; 450 ;; Nikon D7200 boîtier 15 000 déclenchements ;; Boîtier Nikon D7200, 15 000 déclenchements, 2 batteries. Capteur nettoyé.
cameras ;; fr ;; generic ;; photo ;; 70 ;; Objectif 35mm f1.8 pour Nikon ;; Objectif 35 mm f/1.8 monture F, autofocus OK, sans champignon.
beauty ;; fr ;; generic ;; beauté ;; 45 ;; Parfum Dior J'adore 100 ml sous blister ;; Flacon 100 ml neuf sous blister, taille vendue en magasin, avec sa boîte. Cadeau en double.
beauty ;; fr ;; generic ;; beauté ;; 30 ;; Lisseur Babyliss ;; Lisseur céramique, plaques en bon état, housse thermique.
beauty ;; fr ;; generic ;; beauté ;; 10 ;; Trousse de toilette avec flacons vides ;; Trousse transparente pour l'avion avec 6 flacons vides de 100 ml. Neuve.
health ;; fr ;; generic ;; santé ;; 25 ;; Tensiomètre bras Omron M3 ;; Tensiomètre de bras validé cliniquement, mémoire 2 utilisateurs. Avec brassard et piles.
health ;; fr ;; generic ;; santé ;; 70 ;; Fauteuil roulant pliable ;; Fauteuil roulant manuel pliable, assise 45 cm. Très peu servi, freins ok.
health ;; fr ;; generic ;; santé ;; 12 ;; Bas de contention classe 2 ;; 2 paires de bas de contention classe 2, taille 2, neufs en boîte. Achetés en trop en pharmacie.
garden ;; fr ;; generic ;; jardin ;; 12 ;; Pièges à souris mécaniques x4 ;; 4 tapettes à souris en métal, réutilisables, sans poison. Pour garage ou cave.
garden ;; fr ;; generic ;; jardin ;; 5 ;; Graines de tomates cœur de bœuf ;; Graines de mon potager, récolte de l'an dernier. Sachet de 30 graines environ.
garden ;; fr ;; generic ;; jardin ;; 80 ;; Tondeuse électrique Bosch ;; Tondeuse 1400W, lame affûtée ce printemps, bac 40 L.
garden ;; fr ;; generic ;; jardin ;; 25 ;; Moustiquaire enroulable fenêtre ;; Moustiquaire à enroulement en alu, 100x160, jamais posée.
pets ;; fr ;; generic ;; animaux ;; 20 ;; Caisse de transport pour chat ;; Caisse de transport jusqu'à 8 kg, porte métal. Lavée et désinfectée.
pets ;; fr ;; generic ;; animaux ;; 35 ;; Arbre à chat 150 cm ;; Arbre à chat avec niche et hamac, griffoirs encore bons.
pets ;; fr ;; generic ;; animaux ;; 45 ;; Aquarium 60 litres équipé ;; Aquarium 60 L avec filtre, chauffage et éclairage LED. Vide, sans poissons.
services ;; fr ;; generic ;; services ;; 20 ;; Cours particuliers de maths collège lycée ;; Étudiant en master de maths donne des cours particuliers à Toulouse ou en visio. 20€/h. Prise de rendez-vous par la messagerie du site.
services ;; fr ;; generic ;; services ;; 40 ;; Aide au déménagement avec camionnette ;; Petit déménagement avec camionnette 12 m3 et 2 personnes, région lyonnaise. Montage de meubles. Devis gratuit par messagerie.
services ;; fr ;; generic ;; services ;; 12 ;; Garde de chats à domicile ;; Je passe nourrir et câliner votre chat pendant vos vacances. Photos tous les jours via la messagerie. Secteur Rennes.
services ;; fr ;; generic ;; services ;; 30 ;; Cours de guitare débutants ;; Cours de guitare acoustique pour débutants, chez moi à Marseille. Guitare prêtée si besoin.
services ;; fr ;; generic ;; services ;; 150 ;; Photographe mariage et baptême ;; Reportage photo de mariage, 300 photos retouchées en numérique et galerie privée. Tarif indicatif, on en parle sur la messagerie.
collectibles ;; fr ;; generic ;; collection ;; 5 ;; Pièce 2 euros commémorative France 2018 ;; Pièce de 2€ Bleuet de France, circulée. Pour collectionneurs.
collectibles ;; fr ;; generic ;; collection ;; 15 ;; Boîte en fer ancienne biscuits LU ;; Boîte en fer des biscuits LU, vide, un peu de rouille. Déco vintage.
collectibles ;; fr ;; generic ;; collection ;; 25 ;; Géode d'améthyste 500 g ;; Géode d'améthyste brute, 500 g, origine Brésil. Belle pièce de minéralogie.
collectibles ;; fr ;; generic ;; collection ;; 20 ;; Timbres France oblitérés lot 300 ;; 300 timbres oblitérés de 1960 à 2000 dans un classeur. Quelques doubles.
collectibles ;; fr ;; generic ;; collection ;; 30 ;; Fèves des rois collection 50 pièces ;; Collection de 50 fèves en porcelaine, thèmes variés. Dans leur présentoir.
tickets ;; fr ;; generic ;; billetterie ;; 65 ;; 2 billets concert Stromae prix coûtant ;; 2 places en fosse au prix d'achat (65€ chacune), je ne peux plus y aller. Transfert nominatif via la plateforme officielle de revente après paiement sur le site.
tickets ;; fr ;; generic ;; billetterie ;; 50 ;; Carte cadeau Fnac 50€ ;; Carte cadeau Fnac de 50€ valable jusqu'en 12/2025, vendue à sa valeur. Envoi de la carte physique.
vehicle ;; fr ;; generic ;; auto moto ;; 180 ;; 4 pneus 205/55 R16 91V ;; 4 pneus Michelin avec 5 mm de gomme, DOT 2022. Démontés au passage en jantes 17.
vehicle ;; fr ;; generic ;; auto moto ;; 30 ;; Plaquettes de frein avant neuves ;; Plaquettes avant Bosch réf. 0 986 494 214, neuves en boîte. Erreur de commande.
vehicle ;; fr ;; generic ;; auto moto ;; 70 ;; Casque moto intégral taille M ;; Casque intégral taille M, jamais chuté, écran sans rayures, norme ECE 22.06.
vehicle ;; fr ;; generic ;; auto moto ;; 40 ;; Rétroviseur gauche Clio 4 ;; Rétroviseur électrique gauche, pièce d'origine démontée de ma voiture. Coque noire.
tools ;; fr ;; generic ;; bricolage ;; 15 ;; Pistolet à colle chaude + 40 bâtons ;; Pistolet à colle 60W avec 40 bâtons de colle. Bricolage et loisirs créatifs.
tools ;; fr ;; generic ;; bricolage ;; 60 ;; Perceuse visseuse Makita 18V ;; Perceuse visseuse 18V, 2 batteries et chargeur, coffret.
tools ;; fr ;; generic ;; bricolage ;; 30 ;; Pistolet à peinture électrique ;; Pistolet à peinture 650W pour murs et clôtures, nettoyé après usage.
instruments ;; fr ;; generic ;; instruments ;; 130 ;; Guitare classique Yamaha C40 ;; Guitare d'étude, cordes neuves, housse. Idéale pour débuter.
instruments ;; fr ;; generic ;; instruments ;; 280 ;; Piano numérique Casio CDP-S100 ;; 88 touches lestées, pédale et support. Très peu servi.
outdoor ;; fr ;; generic ;; sports ;; 35 ;; Canne à pêche carpe + moulinet ;; Canne carpe 3,60 m avec moulinet et boîte d'hameçons et plombs offerte.
outdoor ;; fr ;; generic ;; sports ;; 18 ;; Couteau suisse Victorinox ;; Petit couteau suisse (lame 6 cm) avec ciseaux, ouvre-boîte et tire-bouchon. Parfait pour le camping.
outdoor ;; fr ;; generic ;; sports ;; 60 ;; Tente 4 places Quechua ;; Tente 4 places montée 5 fois, aucune déchirure, tous les arceaux.
sports ;; fr ;; generic ;; vélos ;; 150 ;; VTT Rockrider 29 pouces ;; VTT 29", taille L, freins à disque hydrauliques, révisé le mois dernier.
sports ;; fr ;; generic ;; vélos ;; 15 ;; Pompe à vélo à pied avec manomètre ;; Pompe à pied jusqu'à 11 bars, valves Presta et Schrader.
watches ;; fr ;; generic ;; montres ;; 120 ;; Montre Tissot PRX quartz ;; Tissot PRX 40 mm avec boîte, notice et certificat de garantie. Bracelet sans rayures.
jewellery ;; fr ;; generic ;; bijoux ;; 20 ;; Collier argent 925 perle d'eau douce ;; Collier en argent 925 poinçonné avec une perle d'eau douce. Chaîne 45 cm.
fashion ;; en ;; vinted ;; fashion ;; 15 ;; Topshop mom jeans size 10 ;; light wash mom jeans, size 10, worn a handful of times. posting via vinted, buyer pays postage
fashion ;; en ;; vinted ;; fashion ;; 25 ;; 70s inspired floral maxi dress ;; Floral maxi dress, 70s inspired print, size 12. Brand new with tags, never got round to wearing it.
fashion ;; en ;; vinted ;; fashion ;; 30 ;; Faux leather biker jacket tobacco brown ;; Tobacco brown faux leather biker jacket (vegan leather), size M. Bit of wear on the cuffs, see pics.
fashion ;; en ;; vinted ;; fashion ;; 10 ;; burgundy cable knit jumper ;; chunky cable knit jumper in burgundy, size S, super cosy. only washed twice
fashion ;; en ;; vinted ;; swimwear ;; 12 ;; Triangle bikini navy size 8 ;; Navy triangle bikini, top and bottoms size 8. Worn one summer holiday, elastic still perfect.
fashion ;; en ;; vinted ;; lingerie ;; 14 ;; M&S non wired bra 34C BNWT ;; Brand new with tags, bought the wrong size and missed the return window.
fashion ;; en ;; vinted ;; fashion ;; 40 ;; England home shirt 2022 replica, official store ;; England home shirt, the replica (fan) version from the official store, not the player version. Size L, no name or number. Receipt available.
fashion ;; en ;; vinted ;; fashion ;; 35 ;; Bundle of womens clothes size 12 x15 ;; 15 items: jeans, tops, cardis and a dress. All clean from a smoke free and pet free home. Not splitting. Collection from Leeds or postage.
fashion ;; en ;; vinted ;; fashion ;; 45 ;; Genuine leather satchel, document pocket ;; Real leather satchel in tan, has a padded laptop sleeve and a document pocket for A4 papers. Scuffs on the corners.
fashion ;; en ;; vinted ;; fashion ;; 60 ;; Mens grey suit 40R slim fit ;; Two piece grey suit, 40R jacket, 32R trousers. Dry cleaned, ready to wear. Worn to one wedding.
fashion ;; en ;; vinted ;; fashion ;; 8 ;; Paisley print scarf (not real cashmere) ;; Paisley print scarf, listed as cashmere print but it's viscose, not cashmere wool. 70x180cm.
fashion ;; en ;; vinted ;; fashion ;; 20 ;; Mens boardshorts 32" ;; Quick dry board shorts, waist 32. Worn on holiday in Spain lol
fashion ;; en ;; vinted ;; fashion ;; 18 ;; Vintage 90s Adidas windbreaker XL ;; Proper 90s windbreaker, XL, colours faded a bit which is kinda the vibe. Zip works.
shoes ;; en ;; vinted ;; shoes ;; 50 ;; Nike Dunk Low Panda UK 9 ;; Bought from the Nike app in 2023, I have the order confirmation. UK 9, light creasing, original box.
shoes ;; en ;; vinted ;; shoes ;; 30 ;; Dr Martens 1460 UK 5 cherry red ;; Cherry red 1460s, UK 5, broken in (the hard bit is done for you haha). Some scuffs.
shoes ;; en ;; ebay ;; shoes ;; 18 ;; Steel toe cap safety boots size 10 ;; S3 safety boots with steel toe caps and midsole, size 10. Worn 3 weeks, job finished.
shoes ;; en ;; vinted ;; shoes ;; 12 ;; Kids wellies size 11 ;; Green wellies, infant size 11. Bit of dried mud but they'll wipe clean.
phones ;; en ;; ebay ;; phones ;; 330 ;; iPhone 13 128GB unlocked to all networks ;; iPhone 13 128GB Midnight, unlocked to all networks. Signed out of iCloud, factory reset, no activation lock. Battery health 87%. Receipt from Currys 05/10/2022. IMEI ending ...8812 shown in photos.
phones ;; en ;; ebay ;; phones ;; 70 ;; Samsung A51 locked to EE ;; Phone is locked to EE so you'll need an EE sim or ask them for the unlock code. Priced to reflect that. Good condition.
phones ;; en ;; ebay ;; phones ;; 6 ;; Case compatible with iPhone 15, generic ;; Silicone case compatible with iPhone 15, unbranded, not Apple. New in packet.
phones ;; en ;; ebay ;; phones ;; 120 ;; Google Pixel 6a 128GB ;; Works perfectly, I've deleted everything (WhatsApp, banking and PayPal apps) and done a full reset. Paid and posted through eBay only.
phones ;; en ;; ebay ;; phones ;; 35 ;; Vintage GPO 746 rotary phone ;; Old GPO rotary dial phone in cream, 1970s. Rewired for modern sockets, rings and dials out.
phones ;; en ;; ebay ;; phones ;; 25 ;; Nokia 3310 (2017) unlocked ;; The 2017 reissue, unlocked, plays Snake. Good as a backup phone for festivals.
phones ;; en ;; ebay ;; phones ;; 8 ;; 20W USB-C charger, not original ;; Third party 20W USB-C charger, not Apple branded, works with iPhone and Android. UK plug.
computers ;; en ;; ebay ;; computers ;; 380 ;; ThinkPad X1 Carbon Gen 7 i7 16GB ;; i7-8665U, 16GB, 512GB SSD, 14" FHD. Windows 11 Pro digital licence activated. UK keyboard.
computers ;; en ;; ebay ;; computers ;; 14 ;; HP 303XL ink cartridges black and colour ;; Sealed, in date till 2026. Printer died so these are spare.
computers ;; en ;; ebay ;; computers ;; 30 ;; Raspberry Pi 4 4GB with case ;; Pi 4 4GB with official case, PSU and 32GB SD card (wiped). Used for a Plex server.
computers ;; en ;; ebay ;; computers ;; 20 ;; 1TB external hard drive, wiped ;; Seagate 1TB USB 3.0, formatted, nothing on it.
home ;; en ;; ebay ;; home ;; 35 ;; Denby dinner service 24 pieces ;; Denby stoneware dinner service for 6: dinner plates, side plates, bowls and mugs. No chips.
home ;; en ;; ebay ;; home ;; 25 ;; Wine rack holds 24 bottles ;; Wooden wine rack, 24 bottles, assembled. Comes empty obviously 😂 Collection only, Bristol BS5.
home ;; en ;; ebay ;; home ;; 8 ;; 30 empty wine bottles for home brew ;; Empty 75cl green glass bottles, labels soaked off and washed. Ideal for home brew wine. Collection only.
home ;; en ;; ebay ;; home ;; 7 ;; Weekly pill organiser AM/PM ;; 7 day pill box with morning and evening compartments. New and empty. Handy for keeping track of meds.
home ;; en ;; ebay ;; home ;; 60 ;; Shark cordless vacuum ;; Shark cordless, battery holds about 30 min. All attachments included.
home ;; en ;; ebay ;; home ;; 20 ;; Crystal decanter and 6 tumblers ;; Cut crystal whisky decanter with stopper and 6 tumblers. No chips. Lovely gift.
home ;; en ;; ebay ;; home ;; 15 ;; Blackout curtains 66x72 grey ;; Pair of thermal blackout curtains 66x72 eyelet. Great for a nursery or night shifts.
furniture ;; en ;; ebay ;; furniture ;; 80 ;; Double wardrobe white ;; Double wardrobe with hanging rail and shelf, 100x52x200cm. Flat packed with all fixings.
furniture ;; en ;; ebay ;; furniture ;; 40 ;; Filing cabinet 4 drawer with key ;; Metal filing cabinet for documents and suspension files, lockable, key included. Dent on the side.
furniture ;; en ;; ebay ;; furniture ;; 150 ;; 3 seater faux leather sofa ;; Black 3 seater in faux leather, 200cm. Small tear on the left arm (pic). Collection from Croydon, I'll help carry.
furniture ;; en ;; ebay ;; furniture ;; 25 ;; IKEA Hemnes bedside table ;; White Hemnes bedside, one drawer. Few marks on top.
furniture ;; en ;; ebay ;; furniture ;; 200 ;; Victorian oak chest of drawers ;; Solid oak chest, 4 drawers, original handles. Treated for woodworm in 2021. 110 x 50 x 90cm.
kitchen ;; en ;; ebay ;; kitchen ;; 30 ;; Knife block set 6 kitchen knives ;; Wooden block with 6 kitchen knives (chef, bread, paring...) and sharpening steel. Largest blade 20cm. Over 18s only for knives, ID checked on collection.
kitchen ;; en ;; ebay ;; kitchen ;; 40 ;; Ninja air fryer 5.2L ;; Works perfectly, basket non stick still good. Comes with recipe booklet.
kitchen ;; en ;; ebay ;; kitchen ;; 10 ;; Meat injector syringe for marinades ;; Stainless steel marinade injector with 3 needles, for turkey and brisket. Dishwasher safe.
kitchen ;; en ;; ebay ;; kitchen ;; 12 ;; Smoked glass shot glasses x6 ;; 6 shot glasses, smoked glass, boxed and unused.
kids ;; en ;; ebay ;; baby ;; 150 ;; iCandy Peach pram with carrycot ;; iCandy Peach with carrycot, seat unit and raincover. Covers washed. Wheels good.
kids ;; en ;; ebay ;; baby ;; 40 ;; Medela breast pump electric ;; Medela electric breast pump, used 3 months. All parts that touch milk are brand new sealed (new kit). Motor perfect.
kids ;; en ;; vinted ;; kids ;; 12 ;; Baby girl bundle 3-6 months ;; 20 items, vests, sleepsuits and dresses. One vest has a tiny mark.
kids ;; en ;; ebay ;; baby ;; 25 ;; Travel cot with mattress ;; Folding travel cot with mattress and bag. Used on 2 holidays.
kids ;; en ;; ebay ;; baby ;; 15 ;; Braun ear thermometer ;; Braun ThermoScan, new batteries, lens caps included.
kids ;; en ;; ebay ;; baby ;; 30 ;; Stokke style wooden highchair ;; Adjustable wooden high chair with tray and harness, grows with the child.
toys ;; en ;; ebay ;; toys ;; 45 ;; LEGO Star Wars 75301 complete ;; Complete with minifigs and instructions, built once. No box.
toys ;; en ;; ebay ;; toys ;; 20 ;; Nerf blasters x4 with darts ;; 4 Nerf blasters and about 50 foam darts. Kids have outgrown them.
toys ;; en ;; ebay ;; toys ;; 35 ;; Kids telescope 70mm ;; Refractor telescope with tripod and 2 eyepieces. Great views of the moon.
toys ;; en ;; ebay ;; toys ;; 10 ;; Play money and toy till ;; Toy cash register with scanner, play notes and coins. Takes AA batteries.
toys ;; en ;; ebay ;; toys ;; 18 ;; Snap circuits electronics kit ;; Electronics discovery kit, build 100 projects, no chemicals, just circuits and a motor. All pieces checked.
toys ;; en ;; ebay ;; toys ;; 25 ;; Corgi 1:43 replica Mini Cooper ;; Corgi die cast replica of the 1964 Monte Carlo Mini, 1:43, boxed with certificate.
toys ;; en ;; ebay ;; toys ;; 15 ;; Foam sword and shield set ;; Knight dress up set with foam sword and shield, ages 3+. Nobody gets hurt.
books ;; en ;; ebay ;; books ;; 6 ;; Pride and Prejudice Penguin Classics ;; Penguin Classics copy, ISBN 978-0-14-143951-8. Some pencil notes from A-level English.
books ;; en ;; ebay ;; books ;; 20 ;; BNF 84 British National Formulary ;; British National Formulary 84, used by a nursing student. Some highlighting.
books ;; en ;; ebay ;; books ;; 40 ;; Harry Potter box set hardback ;; All 7 hardbacks in the box. First one has a creased dust jacket.
books ;; en ;; ebay ;; books ;; 12 ;; Signed copy Ian Rankin ;; Signed copy of a Rebus novel, signed at a book festival, dedication to my mum on the title page.
games ;; en ;; ebay ;; video games ;; 210 ;; PS5 digital edition with controller ;; Digital edition (no disc drive), PSN account removed. Receipt from Argos 2022. Paid through eBay, collection in Manchester or tracked postage.
games ;; en ;; ebay ;; video games ;; 18 ;; Red Dead Redemption 2 PS4 disc ;; Physical disc, map included. The bonus code in the box has been redeemed, just so you know.
games ;; en ;; ebay ;; video games ;; 80 ;; Original Game Boy DMG + Tetris ;; 1989 Game Boy, screen no dead lines, Tetris cartridge. Battery cover missing.
audio ;; en ;; ebay ;; audio ;; 70 ;; Sonos One SL ;; Removed from my Sonos account, factory reset. Works with Spotify Connect.
audio ;; en ;; ebay ;; audio ;; 140 ;; Technics SL-1210 mk2 platter and mat only ;; Platter and mat only for a 1210 mk2, no deck. Spares for DJs.
cameras ;; en ;; ebay ;; cameras ;; 400 ;; Fujifilm X-T2 body 9,800 shutter count ;; X-T2 body, shutter count 9,800, 3 batteries. Sensor clean.
cameras ;; en ;; ebay ;; cameras ;; 40 ;; Olympus Trip 35 film camera tested ;; Tested with a roll of film, light meter works. Classic point and shoot.
beauty ;; en ;; ebay ;; beauty ;; 55 ;; Tom Ford Oud Wood 50ml sealed ;; Sealed 50ml full size bottle in cellophane, with box. Unwanted gift.
beauty ;; en ;; ebay ;; beauty ;; 25 ;; GHD hair straighteners ;; GHD Gold, plates fine, heat pouch. Works perfect.
beauty ;; en ;; ebay ;; beauty ;; 12 ;; Bath bombs gift set x6 ;; 6 handmade style bath bombs gift set, sealed, unwanted present.
health ;; en ;; ebay ;; health ;; 20 ;; Omron blood pressure monitor ;; Upper arm BP monitor, clinically validated, cuff and batteries included.
health ;; en ;; ebay ;; health ;; 60 ;; Drive folding wheelchair ;; Self propelled folding wheelchair, 18" seat. Barely used, brakes fine.
health ;; en ;; ebay ;; health ;; 15 ;; TENS machine for back pain ;; TENS unit with 4 new pads. Works great on my lower back.
health ;; en ;; ebay ;; health ;; 10 ;; Empty first aid box wall mounted ;; Green wall mounted first aid cabinet, empty, with key. Good for a workshop.
garden ;; en ;; ebay ;; garden ;; 10 ;; Humane mouse traps x6 ;; Catch and release mouse traps, no poison, reusable. For the shed or garage.
garden ;; en ;; ebay ;; garden ;; 4 ;; Tomato seeds Gardener's Delight ;; Saved from my allotment, about 40 seeds in a packet.
garden ;; en ;; ebay ;; garden ;; 70 ;; Flymo electric mower ;; 1400W, blade sharpened this spring, 40L grass box.
garden ;; en ;; ebay ;; garden ;; 25 ;; Slug copper tape and wildlife friendly slug traps ;; Copper tape roll and 4 beer traps for slugs, pet safe, no pellets.
pets ;; en ;; ebay ;; pets ;; 15 ;; Cat carrier ;; Hard cat carrier, up to 8kg. Washed and disinfected.
pets ;; en ;; ebay ;; pets ;; 40 ;; Fish tank 60L complete setup ;; 60L tank with filter, heater, LED light and gravel. Empty, no fish.
pets ;; en ;; ebay ;; pets ;; 5 ;; Dried catnip and toys ;; Bag of dried catnip and 3 toy mice. My cat has given up on them.
pets ;; en ;; ebay ;; pets ;; 20 ;; Dog crate medium ;; Metal dog crate, medium, folds flat, with tray.
services ;; en ;; ebay ;; services ;; 25 ;; GCSE and A-level maths tutoring ;; Qualified teacher offering maths tutoring, in person in Sheffield or online. 25/hr. Exam prep. Message me here to book.
services ;; en ;; ebay ;; services ;; 40 ;; Man with a van small removals ;; Man and van for small removals in south London, flat pack assembly too. Free quote via messages.
services ;; en ;; ebay ;; services ;; 12 ;; Dog walking and pet sitting ;; DBS checked dog walker, pet sitting while you're away. Photo updates every day through the app messages. Covering Headingley.
services ;; en ;; ebay ;; services ;; 30 ;; Laptop repairs and screen replacement ;; Screen replacement, virus removal, Windows reinstall. Free diagnosis.
services ;; en ;; ebay ;; services ;; 35 ;; Piano lessons beginners ;; Piano lessons for beginners and grades 1-5, at my home in Bath.
collectibles ;; en ;; ebay ;; collectables ;; 8 ;; Kew Gardens 50p coin circulated ;; The Kew Gardens 50p, circulated. For collectors.
collectibles ;; en ;; ebay ;; collectables ;; 10 ;; Empty Golden Virginia tobacco tin vintage ;; Old empty tobacco tin from the 80s, I used it for screws. Some rust, nice graphics.
collectibles ;; en ;; ebay ;; collectables ;; 30 ;; Quartz crystal cluster 800g ;; Natural clear quartz cluster, 800g, from Arkansas. Display piece.
collectibles ;; en ;; ebay ;; collectables ;; 20 ;; GB stamps album 1970-1990 ;; Used GB stamps in an album, Machins and commemoratives. Some duplicates.
collectibles ;; en ;; ebay ;; collectables ;; 15 ;; Pokemon cards 60 commons and uncommons ;; 60 cards from Scarlet & Violet sets, no rares, kept in sleeves.
tickets ;; en ;; ebay ;; tickets ;; 75 ;; 2 tickets Arctic Monkeys face value ;; Selling 2 standing tickets at face value (75 each) as I can't go. Transfer through the official ticket app after payment here.
tickets ;; en ;; ebay ;; tickets ;; 50 ;; John Lewis gift card 50 ;; 50 pound gift card, selling at face value, in date. Physical card posted signed-for.
vehicle ;; en ;; ebay ;; car parts ;; 150 ;; 4x 205/55 R16 91V tyres ;; 4 tyres with 5mm tread, DOT 2022. Off my car since I went to 17s.
vehicle ;; en ;; ebay ;; car parts ;; 20 ;; Front brake pads Mintex MDB2695 ;; Mintex MDB2695 pads, new in box. Ordered wrong ones.
vehicle ;; en ;; ebay ;; car parts ;; 45 ;; Arai motorcycle helmet size M ;; Full face, never dropped, visor clear. Lining washed. Sold the bike.
vehicle ;; en ;; ebay ;; car parts ;; 30 ;; Ford Focus mk3 wing mirror passenger side ;; Genuine part off my car, power fold, glass intact.
tools ;; en ;; ebay ;; tools ;; 18 ;; Glue gun with 40 sticks ;; 60W hot glue gun and 40 sticks. Crafts and repairs.
tools ;; en ;; ebay ;; tools ;; 70 ;; DeWalt 18V combi drill 2 batteries ;; DeWalt combi drill, 2x 2Ah batteries, charger, case.
tools ;; en ;; ebay ;; tools ;; 30 ;; Caulking gun and nail gun (manual) set ;; Heavy duty caulk gun and a manual staple/nail gun for upholstery. Both work.
instruments ;; en ;; ebay ;; instruments ;; 110 ;; Yamaha acoustic guitar F310 ;; Yamaha F310 with gig bag and new strings. Perfect starter.
instruments ;; en ;; ebay ;; instruments ;; 200 ;; Roland TD-1K electronic drum kit ;; Roland TD-1K, sticks and throne. Mesh snare added.
outdoor ;; en ;; ebay ;; outdoors ;; 40 ;; Sea fishing rod and reel combo ;; 12ft beachcaster with reel and box of hooks, leads and rigs.
outdoor ;; en ;; ebay ;; outdoors ;; 12 ;; Small Swiss army knife ;; Victorinox classic, tiny blade (under 3 inches), scissors and file. UK legal to carry, non locking.
outdoor ;; en ;; ebay ;; outdoors ;; 55 ;; Vango 4 man tent ;; Pitched 4 times, no rips, all poles and pegs.
sports ;; en ;; ebay ;; cycling ;; 180 ;; Carrera mountain bike 29er ;; Large frame, hydraulic discs, serviced last month.
sports ;; en ;; ebay ;; sports ;; 20 ;; Track pump with gauge ;; Floor pump up to 160psi, Presta and Schrader.
watches ;; en ;; ebay ;; watches ;; 85 ;; Casio G-Shock GA-2100 ;; Bought from the Casio store, box, manual and warranty certificate. Strap unmarked.
jewellery ;; en ;; ebay ;; jewellery ;; 25 ;; Sterling silver 925 hoops ;; Hallmarked sterling silver hoop earrings, new. Coral coloured enamel (not real coral).
fashion ;; it ;; vinted ;; moda ;; 18 ;; Giacca di jeans taglia M ;; Giacca di jeans blu chiaro, taglia M, usata poche volte. Spedizione con Vinted.
fashion ;; it ;; vinted ;; moda ;; 25 ;; Vestito lungo ispirato anni 70 ;; Vestito lungo a fiori stile anni 70, taglia 42. Mai indossato, ancora con cartellino.
fashion ;; it ;; vinted ;; moda ;; 30 ;; Giubbotto in ecopelle color tabacco ;; Giubbotto biker in ecopelle (finta pelle) color tabacco, taglia L. Piccola usura sul polsino.
fashion ;; it ;; vinted ;; costumi ;; 15 ;; Bikini a triangolo Calzedonia ;; Bikini a triangolo blu, taglia 2. Usato un'estate, elastici perfetti.
fashion ;; it ;; vinted ;; intimo ;; 12 ;; Reggiseno Intimissimi 3B nuovo ;; Reggiseno in pizzo nero 3B, nuovo con cartellino, taglia sbagliata.
fashion ;; it ;; vinted ;; moda ;; 35 ;; Maglia Juventus replica ufficiale 2023 ;; Maglia versione tifoso (la replica venduta nello store ufficiale), taglia M. Ho lo scontrino.
fashion ;; it ;; vinted ;; moda ;; 40 ;; Stock vestiti donna 12 pezzi taglia 44 ;; 12 capi: jeans, maglie, cardigan e un vestito. Tutto pulito. Non vendo separatamente. Ritiro a Bologna o spedizione.
fashion ;; it ;; vinted ;; moda ;; 10 ;; Maglione bordeaux collo alto ;; Maglione collo alto bordeaux, taglia S, morbidissimo.
shoes ;; it ;; vinted ;; scarpe ;; 50 ;; Nike Air Max 97 numero 42 ;; Comprate sul sito Nike nel 2023, ho la fattura. Numero 42, suola un po' consumata. Scatola originale.
shoes ;; it ;; generic ;; scarpe ;; 15 ;; Scarpe antinfortunistiche puntale in acciaio 43 ;; Scarpe S3 con puntale in acciaio, numero 43. Usate un mese.
shoes ;; it ;; vinted ;; scarpe ;; 20 ;; Sandali color vino tacco 5 cm ;; Sandali color vino, tacco 5 cm, numero 38. Come nuovi.
phones ;; it ;; generic ;; telefonia ;; 300 ;; iPhone 12 64GB sbloccato ;; iPhone 12 libero da operatore, account iCloud rimosso e ripristinato. Batteria 85%. Fattura del 10/11/2021.
phones ;; it ;; generic ;; telefonia ;; 90 ;; Samsung A52 bloccato TIM ;; Telefono bloccato sulla rete TIM, serve il codice di sblocco dell'operatore. Per questo il prezzo.
phones ;; it ;; generic ;; telefonia ;; 8 ;; Cover compatibile iPhone 14 ;; Cover in silicone compatibile con iPhone 14, generica, non Apple. Nuova.
phones ;; it ;; generic ;; telefonia ;; 140 ;; Xiaomi Redmi Note 13 256GB ;; Come nuovo, ho cancellato WhatsApp, Satispay e le app della banca e fatto il reset. Pagamento e spedizione tramite la piattaforma.
computers ;; it ;; generic ;; informatica ;; 350 ;; Notebook HP EliteBook 840 G6 i5 ;; i5, 16GB RAM, SSD 512GB, Windows 11 Pro con licenza digitale attiva. Tastiera italiana.
computers ;; it ;; generic ;; informatica ;; 15 ;; Cartucce HP 302 nero e colore ;; 2 cartucce sigillate, scadenza 2026. La stampante si è rotta.
home ;; it ;; generic ;; casa ;; 40 ;; Servizio di piatti 36 pezzi porcellana ;; Servizio piatti in porcellana bianca per 12 persone, nessuna sbeccatura. Regalo di nozze mai usato.
home ;; it ;; generic ;; casa ;; 25 ;; Portabottiglie in legno 24 bottiglie ;; Cantinetta portabottiglie in legno, 24 posti, montata. Vuota ovviamente 😄
home ;; it ;; generic ;; casa ;; 8 ;; Bottiglie di vetro vuote x20 ;; 20 bottiglie vuote da 75 cl, lavate e senza etichette, per passata o vino fatto in casa.
home ;; it ;; generic ;; casa ;; 7 ;; Portapillole settimanale ;; Portapillole 7 giorni con 4 scomparti, nuovo e vuoto. Utile per le medicine dei nonni.
furniture ;; it ;; generic ;; arredamento ;; 70 ;; Armadio due ante bianco ;; Armadio 2 ante con bastone e ripiano, 100x52x200. Smontato, con tutta la ferramenta.
furniture ;; it ;; generic ;; arredamento ;; 45 ;; Cassettiera archivio per documenti ;; Cassettiera metallica da ufficio per documenti e cartelle sospese, con chiave.
kitchen ;; it ;; generic ;; cucina ;; 30 ;; Ceppo coltelli da cucina 6 pezzi ;; Ceppo in legno con 6 coltelli (pane, cuoco, verdure...) e acciaino. Lama più lunga 20 cm.
kitchen ;; it ;; generic ;; cucina ;; 20 ;; Moka Bialetti 6 tazze + macinacaffè ;; Moka 6 tazze e macinacaffè manuale in legno. Guarnizione nuova.
kids ;; it ;; generic ;; infanzia ;; 100 ;; Passeggino trio Chicco ;; Trio con navicella, passeggino e borsa. Capottina con protezione UV. Tutto lavato.
kids ;; it ;; generic ;; infanzia ;; 35 ;; Tiralatte elettrico Medela ;; Tiralatte usato 3 mesi, le parti a contatto con il latte sono nuove sigillate. Motore perfetto.
kids ;; it ;; vinted ;; bambini ;; 12 ;; Stock vestiti neonato 0-3 mesi ;; 20 capi tra body e tutine, lavati con detersivo per neonati.
kids ;; it ;; generic ;; infanzia ;; 18 ;; Termometro a infrarossi da fronte ;; Termometro digitale senza contatto, pile nuove, con libretto.
toys ;; it ;; generic ;; giocattoli ;; 30 ;; Lego Creator casa sull'albero completo ;; Set completo con istruzioni, montato una volta. Senza scatola.
toys ;; it ;; generic ;; giocattoli ;; 10 ;; Pistole ad acqua x2 ;; 2 pistole ad acqua a pompa per l'estate, nessuna perdita.
toys ;; it ;; generic ;; giocattoli ;; 40 ;; Microscopio per bambini con vetrini ;; Microscopio 1200x con vetrini preparati e luce LED. Nessun prodotto chimico incluso.
books ;; it ;; generic ;; libri ;; 6 ;; I Promessi Sposi copia scolastica ;; Copia scolastica con note a matita, ISBN 978-88-09-76789-0. Per il liceo.
games ;; it ;; generic ;; videogiochi ;; 220 ;; PS5 digital + controller ;; PS5 digitale senza lettore, account PSN scollegato. Scontrino del 2022. Spedizione con pagamento protetto dalla piattaforma.
cameras ;; it ;; generic ;; fotografia ;; 380 ;; Canon EOS 90D corpo 20.000 scatti ;; Corpo macchina con 20 mila scatti, 2 batterie. Sensore pulito.
beauty ;; it ;; generic ;; bellezza ;; 45 ;; Profumo Acqua di Giò 100 ml sigillato ;; Flacone da 100 ml sigillato nel cellophane, formato da vendita, con scatola. Regalo doppio.
health ;; it ;; generic ;; salute ;; 25 ;; Misuratore di pressione da braccio ;; Misuratore di pressione Omron, validato clinicamente, con bracciale e pile.
garden ;; it ;; generic ;; giardino ;; 10 ;; Trappole per topi riutilizzabili x4 ;; Trappole a scatto in metallo, senza veleno, per garage o cantina.
pets ;; it ;; generic ;; animali ;; 20 ;; Trasportino per gatti ;; Trasportino fino a 8 kg, lavato e disinfettato.
services ;; it ;; generic ;; servizi ;; 15 ;; Ripetizioni di matematica e fisica ;; Laureata in fisica offre ripetizioni a Milano o online. 15€/ora. Contattami tramite la chat del sito.
services ;; it ;; generic ;; servizi ;; 40 ;; Piccoli traslochi con furgone ;; Piccoli traslochi e sgomberi con furgone, zona Roma. Montaggio mobili. Preventivo gratuito in chat.
collectibles ;; it ;; generic ;; collezionismo ;; 5 ;; Moneta 2 euro commemorativa Italia ;; 2 euro commemorativa circolata. Per collezionisti.
collectibles ;; it ;; generic ;; collezionismo ;; 15 ;; Scatola di latta vintage biscotti ;; Scatola di latta dei biscotti anni 60, vuota, un po' di ruggine.
tickets ;; it ;; generic ;; biglietti ;; 60 ;; 2 biglietti concerto Vasco a prezzo di costo ;; 2 biglietti al prezzo pagato (60 ciascuno), cambio nominativo sul sito ufficiale del circuito di biglietteria dopo il pagamento qui.
vehicle ;; it ;; generic ;; ricambi auto ;; 160 ;; 4 gomme 205/55 R16 91V ;; 4 pneumatici con 5 mm di battistrada, DOT 2022.
tools ;; it ;; generic ;; fai da te ;; 15 ;; Pistola per colla a caldo ;; Pistola colla a caldo 60W con 40 stick.
instruments ;; it ;; generic ;; strumenti musicali ;; 120 ;; Chitarra classica da studio ;; Chitarra classica con corde nuove e custodia morbida.
outdoor ;; it ;; generic ;; sport ;; 35 ;; Canna da pesca spinning con mulinello ;; Canna 2,40 m con mulinello e scatola di ami e esche.
fashion ;; de ;; vinted ;; mode ;; 18 ;; Jeansjacke Gr. M ;; Hellblaue Jeansjacke, Gr. M, wenig getragen. Versand über Vinted.
fashion ;; de ;; vinted ;; mode ;; 25 ;; Maxikleid im 70er Stil ;; Geblümtes Maxikleid, 70er inspiriert, Gr. 38. Neu mit Etikett.
fashion ;; de ;; vinted ;; mode ;; 30 ;; Bikerjacke Kunstleder tabakbraun ;; Bikerjacke aus Kunstleder (Lederimitat) in Tabakbraun, Gr. L. Leichte Gebrauchsspuren am Ärmel.
fashion ;; de ;; vinted ;; bademode ;; 14 ;; Badeanzug Arena Gr. 40 ;; Schwimmanzug fürs Becken, chlorresistent, eine Saison getragen.
fashion ;; de ;; vinted ;; wäsche ;; 12 ;; BH Triumph 75B neu ;; Spitzen-BH schwarz 75B, neu mit Etikett, falsche Größe bestellt.
fashion ;; de ;; vinted ;; mode ;; 40 ;; DFB Trikot 2024 Replica aus dem Fanshop ;; Heimtrikot, Replica Version (Fanversion aus dem offiziellen Shop, nicht das Spielertrikot), Gr. M. Kassenbon vorhanden.
fashion ;; de ;; vinted ;; mode ;; 35 ;; Kleiderpaket Damen Gr. 40 15 Teile ;; 15 Teile: Jeans, Oberteile, Strickjacken, ein Kleid. Alles sauber, Nichtraucherhaushalt. Nur komplett. Abholung in Köln oder Versand.
fashion ;; de ;; vinted ;; mode ;; 10 ;; Rollkragenpullover weinrot ;; Weinroter Rollkragenpulli Gr. S, super weich, 2x gewaschen.
shoes ;; de ;; vinted ;; schuhe ;; 55 ;; Adidas Gazelle Gr. 42 ;; Im Adidas Onlineshop gekauft, Rechnung vorhanden. Gr. 42, Sohle etwas abgelaufen. OVP.
shoes ;; de ;; ebay ;; schuhe ;; 20 ;; Sicherheitsschuhe S3 Stahlkappe Gr. 44 ;; Arbeitsschuhe mit Stahlkappe und durchtrittsicherer Sohle, Gr. 44. 3 Wochen getragen.
shoes ;; de ;; vinted ;; schuhe ;; 15 ;; Gummistiefel Kinder Gr. 28 ;; Grüne Gummistiefel Gr. 28, bisschen Matsch dran, geht mit Wasser ab.
phones ;; de ;; ebay ;; handy ;; 320 ;; iPhone 13 128GB ohne Simlock ;; iPhone 13, ohne Simlock, iCloud abgemeldet und zurückgesetzt, keine Aktivierungssperre. Akku 87%. Rechnung vom 15.09.2022.
phones ;; de ;; ebay ;; handy ;; 80 ;; Samsung A52 mit Simlock Telekom ;; Handy hat noch Netzsperre auf Telekom, den Entsperrcode gibt es beim Anbieter. Deshalb der Preis.
phones ;; de ;; ebay ;; handy ;; 7 ;; Hülle kompatibel mit iPhone 15 ;; Silikonhülle kompatibel mit iPhone 15, No-Name, nicht von Apple. Neu.
phones ;; de ;; ebay ;; handy ;; 130 ;; Google Pixel 7a ;; Top Zustand. WhatsApp, PayPal und Banking-Apps gelöscht, auf Werkseinstellungen zurückgesetzt. Bezahlung und Versand nur über eBay.
computers ;; de ;; ebay ;; computer ;; 360 ;; Lenovo ThinkPad T14 i5 16GB ;; i5 10. Gen, 16 GB, 512 GB SSD, Windows 11 Pro digitale Lizenz aktiviert. Deutsche Tastatur QWERTZ.
computers ;; de ;; ebay ;; computer ;; 16 ;; Druckerpatronen Canon PG-540 / CL-541 ;; 2 originalverpackte Patronen, haltbar bis 2026. Drucker ist kaputt.
home ;; de ;; ebay ;; haushalt ;; 40 ;; Tafelservice 30 Teile Porzellan ;; Weißes Porzellanservice für 6 Personen, keine Abplatzer.
home ;; de ;; ebay ;; haushalt ;; 25 ;; Weinregal Holz für 24 Flaschen ;; Weinregal aus Kiefer, 24 Flaschen, aufgebaut. Kommt leer 😂 Nur Abholung in Hamburg-Altona.
home ;; de ;; ebay ;; haushalt ;; 5 ;; 20 leere Bügelflaschen 0,5 l ;; Leere Bügelverschlussflaschen, gespült, für Likör, Saft oder Öl.
home ;; de ;; ebay ;; haushalt ;; 8 ;; Tablettenbox Wochendosierer ;; Medikamentendosierer 7 Tage x 4, neu und leer.
furniture ;; de ;; ebay ;; möbel ;; 80 ;; Kleiderschrank 2-türig weiß ;; Kleiderschrank mit Kleiderstange, 100x52x200. Zerlegt mit allen Beschlägen.
furniture ;; de ;; ebay ;; möbel ;; 45 ;; Hängeregistraturschrank abschließbar ;; Metallschrank für Dokumente und Hängeordner, mit Schlüssel. Kleine Delle.
kitchen ;; de ;; ebay ;; küche ;; 30 ;; Messerblock mit 6 Küchenmessern ;; Holzblock mit 6 Messern (Brot, Koch, Gemüse...) und Wetzstahl. Längste Klinge 20 cm.
kitchen ;; de ;; ebay ;; küche ;; 250 ;; Thermomix TM6 ;; Funktioniert einwandfrei. Das Cookidoo Abo läuft auf meinen Namen und wird vor Übergabe gekündigt.
kids ;; de ;; ebay ;; baby ;; 120 ;; Kinderwagen Joolz Day 3 ;; Mit Babywanne, Sportsitz und Regenschutz. Bezüge gewaschen.
kids ;; de ;; ebay ;; baby ;; 35 ;; Milchpumpe elektrisch Medela ;; 3 Monate benutzt, alle Teile mit Milchkontakt neu und versiegelt. Motor einwandfrei.
kids ;; de ;; vinted ;; kinder ;; 12 ;; Babykleidung Paket Gr. 56-62 ;; 20 Teile, Bodys und Strampler, mit Babywaschmittel gewaschen.
kids ;; de ;; ebay ;; baby ;; 15 ;; Fieberthermometer Stirn kontaktlos ;; Infrarot Stirnthermometer, neue Batterien, mit Anleitung.
toys ;; de ;; ebay ;; spielzeug ;; 35 ;; Lego Ninjago Set komplett ;; Komplett mit Figuren und Anleitung, einmal gebaut. Ohne OVP.
toys ;; de ;; ebay ;; spielzeug ;; 10 ;; Wasserpistolen 2 Stück ;; 2 Wasserpistolen mit Pumpe, neonfarben, dicht.
toys ;; de ;; ebay ;; spielzeug ;; 45 ;; Kinder Mikroskop mit Präparaten ;; Mikroskop 1200x mit fertigen Präparaten und LED. Keine Chemikalien dabei.
toys ;; de ;; ebay ;; spielzeug ;; 10 ;; Spielgeld und Kaufladenkasse ;; Spielzeugkasse mit Scanner, Spielgeld Scheine und Münzen. AA Batterien.
books ;; de ;; ebay ;; bücher ;; 5 ;; Der Vorleser Taschenbuch ;; Taschenbuch, ISBN 978-3-257-22953-6, ein paar Bleistiftnotizen aus der Schule.
games ;; de ;; ebay ;; games ;; 220 ;; PS5 Digital Edition mit Controller ;; PSN Konto entfernt. Rechnung 2022. Abholung in München oder Versand, Zahlung über eBay.
cameras ;; de ;; ebay ;; foto ;; 420 ;; Sony Alpha 6400 Body 11.000 Auslösungen ;; Body mit 11.000 Auslösungen, 2 Akkus. Sensor sauber.
beauty ;; de ;; ebay ;; beauty ;; 45 ;; Hugo Boss Bottled 100 ml versiegelt ;; 100 ml Flakon in Folie, normale Verkaufsgröße, mit Karton. Doppelt geschenkt bekommen.
health ;; de ;; ebay ;; gesundheit ;; 25 ;; Blutdruckmessgerät Oberarm ;; Klinisch validiert, Manschette und Batterien dabei.
garden ;; de ;; ebay ;; garten ;; 10 ;; Mausefallen Metall 4 Stück ;; Schlagfallen aus Metall, wiederverwendbar, ohne Gift. Für Keller oder Garage.
pets ;; de ;; ebay ;; tiere ;; 40 ;; Aquarium 60 l komplett ;; Aquarium 60 l mit Filter, Heizstab, LED. Leer, ohne Fische.
services ;; de ;; ebay ;; dienstleistungen ;; 20 ;; Nachhilfe Mathe und Physik ;; Lehramtsstudentin gibt Nachhilfe in Leipzig oder online. 20€/Std. Anfragen bitte über die Nachrichtenfunktion hier.
services ;; de ;; ebay ;; dienstleistungen ;; 40 ;; Kleintransporte und Umzugshilfe ;; Kleine Umzüge mit Transporter in Berlin, Möbelaufbau. Kostenloses Angebot per Nachricht.
collectibles ;; de ;; ebay ;; sammeln ;; 6 ;; 2 Euro Gedenkmünze Deutschland ;; Gedenkmünze umlaufend, für Sammler.
collectibles ;; de ;; ebay ;; sammeln ;; 25 ;; Mineraliensammlung 20 Stück ;; Kiste mit 20 beschrifteten Mineralien (Pyrit, Quarz, Fluorit...).
tickets ;; de ;; ebay ;; tickets ;; 70 ;; 2 Konzertkarten zum Originalpreis ;; 2 Stehplatzkarten zum Originalpreis (70 pro Karte), Umschreibung über die offizielle Ticketbörse nach Zahlung hier.
vehicle ;; de ;; ebay ;; autoteile ;; 160 ;; 4 Sommerreifen 205/55 R16 91V ;; 5 mm Profil, DOT 2022. Auf 17 Zoll umgestiegen.
tools ;; de ;; ebay ;; werkzeug ;; 60 ;; Akkuschrauber Makita 18V ;; Mit 2 Akkus, Ladegerät und Koffer.
instruments ;; de ;; ebay ;; musik ;; 250 ;; Digitalpiano Yamaha P-45 ;; 88 gewichtete Tasten, Pedal und Ständer. Wenig gespielt.
`;

const listings = areaListingsFromLines(marked, 'innocent2');
// The split, by greedy balance over language and area (`balancedSplit`): every listing is clean, so nothing else to balance.
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-innocent-second.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
