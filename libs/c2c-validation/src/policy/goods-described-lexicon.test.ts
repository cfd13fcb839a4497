import { describe, expect, it } from 'vitest';
import { itemClauses as clauses } from '../test-support/listing-kinds.ts';

describe('goods described by where they came from: the families’ own paraphrases and innocents (PT, ES, FR, EN, IT, DE)', () => {
  it('reads a computer locked by a BIOS or a management password; leaves listings sharing its words alone', () => {
    expect(clauses('Portátil Lenovo', 'tem palavra-passe da BIOS, não sei qual é')).toContain('generic/stolen-goods');
    expect(clauses('ThinkPad T480', 'BIOS bloqueada con contraseña, para piezas')).toContain('generic/stolen-goods');
    expect(clauses('HP EliteBook', 'BIOS locked, supervisor password unknown')).toContain('generic/stolen-goods');
    expect(clauses('Notebook Fujitsu', 'password del BIOS, non la conosco')).toContain('generic/stolen-goods');
    expect(clauses('Laptop Dell Latitude', 'BIOS-Passwort gesetzt, unbekannt')).toContain('generic/stolen-goods');
    expect(clauses('MacBook Pro 2019', 'bloqueado por MDM da empresa, não consigo tirar')).toContain('generic/stolen-goods');
    expect(clauses('Surface Pro', 'gestionada por la empresa (Intune), no puedo quitarla')).toContain('generic/stolen-goods');
    expect(clauses('Chromebook', 'managed by the school organisation, can\'t remove')).toContain('generic/stolen-goods');
    expect(clauses('iPad escolar', 'géré par l\'entreprise, verrouillé MDM')).toContain('generic/stolen-goods');
    expect(clauses('Portátil ASUS', 'BIOS atualizada, sem palavra-passe, Windows 11')).toEqual([]);
    expect(clauses('Lenovo Legion', 'BIOS desbloqueada, overclock')).toEqual([]);
    expect(clauses('Dell XPS', 'I give the BIOS password with it, fully reset')).toEqual([]);
    expect(clauses('Placa-mãe MSI', 'BIOS flashback, suporta Ryzen 5000')).toEqual([]);
    expect(clauses('Livro de informática', 'como configurar a BIOS e o UEFI')).toEqual([]);
    expect(clauses('Chip BIOS novo', 'chip de BIOS para placa Gigabyte')).toEqual([]);
    expect(clauses('Teclado para portátil', 'compatível HP EliteBook')).toEqual([]);
    expect(clauses('Router Huawei', 'palavra-passe do wifi na etiqueta')).toEqual([]);
    expect(clauses('Licença Windows', 'vem com o portátil, ativada')).toEqual([]);
  });

  it('reads goods the seller found in a public place or someone lost; leaves listings sharing its words alone', () => {
    expect(clauses('iPhone 11', 'encontrei-o no comboio, ninguém o reclamou')).toContain('generic/stolen-goods');
    expect(clauses('Samsung S22', 'lo encontré en la calle, está bloqueado')).toContain('generic/stolen-goods');
    expect(clauses('Portefeuille cuir', 'trouvé dans le métro, avec des cartes')).toContain('generic/stolen-goods');
    expect(clauses('AirPods Pro', 'found them on the bus, someone lost them')).toContain('generic/stolen-goods');
    expect(clauses('Orologio Casio', 'trovato sulla spiaggia')).toContain('generic/stolen-goods');
    expect(clauses('Handy Samsung', 'hab es auf der Straße gefunden')).toContain('generic/stolen-goods');
    expect(clauses('Bicicleta Orbea', 'achada no parque, sem dono')).toContain('generic/stolen-goods');
    expect(clauses('Carteira de senhora', 'alguém a perdeu na discoteca')).toContain('generic/stolen-goods');
    expect(clauses('Anillo de oro', 'hallado en la playa, nadie lo reclamó')).toContain('generic/stolen-goods');
    expect(clauses('Apple Watch', 'found on the tube, no charger')).toContain('generic/stolen-goods');
    expect(clauses('iPhone 11', 'encontrei a caixa original, vai com ele')).toEqual([]);
    expect(clauses('Relógio Seiko', 'achado numa feira de antiguidades, comprado ao vendedor')).toEqual([]);
    expect(clauses('Livro Achados e Perdidos', 'romance juvenil')).toEqual([]);
    expect(clauses('Bicicleta BTT', 'encontrei outra, vendo esta, como nova')).toEqual([]);
    expect(clauses('Bolsa de praia', 'para levar na praia, nova')).toEqual([]);
    expect(clauses('Anel de noivado', 'encontrei o anel perfeito noutra loja, este nunca usado')).toEqual([]);
    expect(clauses('Portable Samsung', 'trouvé un meilleur forfait, je vends celui-ci')).toEqual([]);
    expect(clauses('Found object art', 'lamp made from found objects by me')).toEqual([]);
    expect(clauses('Headphones Sony', 'found a better model, selling these')).toEqual([]);
    expect(clauses('Guarda-chuva', 'perdido? não, comprado ontem')).toEqual([]);
  });

  it('reads a frame, engine or serial number filed off; leaves listings sharing its words alone', () => {
    expect(clauses('Bicicleta BTT', 'número de quadro raspado, por isso o preço')).toContain('generic/stolen-goods');
    expect(clauses('Moto 125', 'numero de bastidor limado, solo para piezas')).toContain('generic/stolen-goods');
    expect(clauses('Vélo de route', 'numéro de cadre effacé, vendu sans facture')).toContain('generic/stolen-goods');
    expect(clauses('Mountain bike', 'frame number filed off, cheap')).toContain('generic/stolen-goods');
    expect(clauses('Scooter', 'numero di telaio cancellato')).toContain('generic/stolen-goods');
    expect(clauses('Fahrrad', 'Rahmennummer abgefeilt')).toContain('generic/stolen-goods');
    expect(clauses('Motor de mota', 'número do motor apagado')).toContain('generic/stolen-goods');
    expect(clauses('Portátil', 'número de série removido da etiqueta')).toContain('generic/stolen-goods');
    expect(clauses('Laptop', 'serial number scratched off')).toContain('generic/stolen-goods');
    expect(clauses('Bici da corsa', 'numero di serie rimosso')).toContain('generic/stolen-goods');
    expect(clauses('Bicicleta BTT', 'número do quadro na fatura, registada')).toEqual([]);
    expect(clauses('Moto 125', 'número de chassis conforme documento')).toEqual([]);
    expect(clauses('Tatuagem removida', 'creme para remover tatuagens')).toEqual([]);
    expect(clauses('Raspador de gelo', 'para o para-brisas')).toEqual([]);
    expect(clauses('Quadro de bicicleta', 'quadro de carbono, número de série visível')).toEqual([]);
    expect(clauses('Matrícula apagada?', 'não, tudo em ordem, documentos em dia')).toEqual([]);
    expect(clauses('Serial killer book', 'true crime, paperback')).toEqual([]);
    expect(clauses('Frame for photos', 'number 3 frame, 30x40')).toEqual([]);
  });

  it('reads road signs from the road, supermarket trolleys, hotel linen and site materials taken from work; leaves listings sharing its words alone', () => {
    expect(clauses('Sinal STOP verdadeiro', 'sinal de trânsito arrancado da rotunda')).toContain('generic/stolen-goods');
    expect(clauses('Señal de tráfico', 'señal de tráfico auténtica, quitada de la carretera')).toContain('generic/stolen-goods');
    expect(clauses('Panneau de signalisation', 'vrai panneau récupéré sur la route')).toContain('generic/stolen-goods');
    expect(clauses('Road sign', 'genuine road sign taken from the motorway')).toContain('generic/stolen-goods');
    expect(clauses('Cartello stradale', 'cartello stradale originale, tolto dalla strada')).toContain('generic/stolen-goods');
    expect(clauses('Verkehrsschild', 'echtes Verkehrsschild, von der Straße abmontiert')).toContain('generic/stolen-goods');
    expect(clauses('Carrinho de supermercado', 'carrinho do Lidl, em bom estado')).toContain('generic/stolen-goods');
    expect(clauses('Carro de supermercado', 'carro de supermercado Mercadona, metálico')).toContain('generic/stolen-goods');
    expect(clauses('Roupões de hotel', 'roupões do hotel Pestana, trouxe do meu trabalho')).toContain('generic/stolen-goods');
    expect(clauses('Cobre de obra', 'cabos de cobre de obra, sem fatura, 50 kg')).toContain('generic/stolen-goods');
    expect(clauses('Carrinho de supermercado de brinquedo', 'carrinho infantil com compras de plástico')).toEqual([]);
    expect(clauses('Poltrona de design', 'feita de um carrinho de supermercado, peça única')).toEqual([]);
    expect(clauses('Carrinho de compras', 'carrinho de compras dobrável, 2 rodas')).toEqual([]);
    expect(clauses('Ferramentas de obra', 'ferramentas da minha obra, com faturas')).toEqual([]);
    expect(clauses('Toalhas de praia', '2 toalhas grandes, novas')).toEqual([]);
    expect(clauses('Livro de sinais de trânsito', 'código da estrada, edição 2024')).toEqual([]);
    expect(clauses('Cabos de cobre', 'sobras da minha obra em casa, com fatura')).toEqual([]);
  });

  it('reads a road sign said real before its name; leaves listings sharing its words alone', () => {
    expect(clauses('Stoppschild', 'echtes Stoppschild, Blech')).toContain('generic/stolen-goods');
    expect(clauses('Genuine road sign', 'genuine road sign, 60 cm, reflective')).toContain('generic/stolen-goods');
    expect(clauses('Vrai panneau', 'vrai panneau de signalisation, sens interdit')).toContain('generic/stolen-goods');
    expect(clauses('Real Madrid sign', 'neon sign with club logo')).toEqual([]);
    expect(clauses('Panneau décoratif', 'panneau de signalisation décoratif en bois')).toEqual([]);
  });

  it('reads TV boxes and sticks loaded with every channel, pezzotto, Kodi set up; leaves listings sharing its words alone', () => {
    expect(clauses('Box Android TV', 'com todos os canais de desporto e filmes, 12 meses')).toContain('generic/pirated-media');
    expect(clauses('Caja Android', 'todos los canales de pago, fútbol incluido')).toContain('generic/pirated-media');
    expect(clauses('Boîtier Android', 'toutes les chaînes, abonnement 1 an inclus')).toContain('generic/pirated-media');
    expect(clauses('Firestick loaded', 'fire stick loaded with all the sports channels')).toContain('generic/pirated-media');
    expect(clauses('Fire TV Stick desbloqueado', 'firestick desbloqueado com kodi configurado')).toContain('generic/pirated-media');
    expect(clauses('Decoder IPTV', 'oltre 10.000 canali, abbonamento incluso')).toContain('generic/pirated-media');
    expect(clauses('Smart TV box', 'preinstalled app with 12 000+ channels and films')).toContain('generic/pirated-media');
    expect(clauses('Smart TV box', 'a pile of 19 19 19 19 19 19 19 19 remotes, no channel list')).not.toContain('generic/pirated-media');
    expect(clauses('Android Box', 'alle Sender, 1 Jahr Abo inklusive')).toContain('generic/pirated-media');
    expect(clauses('Pezzotto', 'pezzotto pronto, consegna a mano')).toContain('generic/pirated-media');
    expect(clauses('Kodi box', 'kodi with add-ons set up, every match')).toContain('generic/pirated-media');
    expect(clauses('Lista IPTV', '15000 canales en la lista m3u, un año')).toContain('generic/pirated-media');
    expect(clauses('Box MEO', 'box da MEO para devolver, sem comando')).toEqual([]);
    expect(clauses('Android TV Xiaomi', 'Mi Box S, com Netflix oficial, todos os canais da TDT')).toEqual([]);
    expect(clauses('Antena TDT', 'recebe todos os canais gratuitos')).toEqual([]);
    expect(clauses('Freeview box', 'all the free channels, HDMI cable included')).toEqual([]);
    expect(clauses('Caja de cartón', 'caja para mudanzas, 10 unidades')).toEqual([]);
    expect(clauses('Boîtier Freebox', 'freebox révolution, rendue à l\'opérateur? non, achetée')).toEqual([]);
    expect(clauses('Fire TV Stick 4K', 'nunca usado, na caixa, com comando')).toEqual([]);
    expect(clauses('Livro Kodi', 'guia para configurar media center em casa')).toEqual([]);
    expect(clauses('TV Samsung 55', 'smart tv com todas as apps')).toEqual([]);
    expect(clauses('Canal+ revista', 'revistas antigas do canal')).toEqual([]);
  });

  it('reads paid courses resold as videos, files or a link; leaves listings sharing its words alone', () => {
    expect(clauses('Cursos de marketing', 'todos os cursos pagos do guru em vídeo, link do drive')).toContain('generic/pirated-media');
    expect(clauses('Cursos de inglés', 'cursos de pago completos, te paso el enlace de mega')).toContain('generic/pirated-media');
    expect(clauses('Paid courses bundle', '40 paid courses, videos via mega link')).toContain('generic/pirated-media');
    expect(clauses('Corsi di trading', 'corsi a pagamento in pdf e video')).toContain('generic/pirated-media');
    expect(clauses('Online-Kurse', 'kostenpflichtige Kurse als Download-Link')).toContain('generic/pirated-media');
    expect(clauses('Curso de Photoshop', 'curso premium completo, envio em pdf')).toContain('generic/pirated-media');
    expect(clauses('Masterclass', 'masterclasses privadas de un influencer, en vídeo por telegram')).toContain('generic/pirated-media');
    expect(clauses('Mentoria trading', 'mentoria paga completa, gravações em vídeo no drive')).toContain('generic/pirated-media');
    expect(clauses('Formation crypto', 'formation VIP en vidéo, accès par lien')).toContain('generic/pirated-media');
    expect(clauses('Aulas de inglês', 'dou aulas particulares, online por vídeo')).toEqual([]);
    expect(clauses('Curso de cozinha', 'vaga no curso de cozinha, inscrição paga, transferível pela escola')).toEqual([]);
    expect(clauses('Curso de fotografia', 'o meu próprio curso, em vídeo, criado por mim')).toEqual([]);
    expect(clauses('Livro de trading', 'livro em papel, como novo')).toEqual([]);
    expect(clauses('Cursos de yoga', 'clases de yoga en grupo, de pago, en el parque')).toEqual([]);
    expect(clauses('Webcam para cursos', 'webcam HD, ideal para vídeo chamadas')).toEqual([]);
    expect(clauses('Formation secourisme', 'je donne des cours, session en vidéo')).toEqual([]);
    expect(clauses('DVD curso de guitarra', 'DVD original com livro')).toEqual([]);
    expect(clauses('Certificado de curso', 'curso de primeiros socorros concluído')).toEqual([]);
    expect(clauses('Cursos pagos? Não', 'material escolar usado')).toEqual([]);
  });

  it('reads documents blank to fill in or without the exam, plates with any number; leaves listings sharing its words alone', () => {
    expect(clauses('Certificados em branco', 'certificados de habilitações em branco com carimbo')).toContain('generic/identity-documents');
    expect(clauses('Recetas médicas', 'recetas médicas en blanco, firmadas')).toContain('generic/identity-documents');
    expect(clauses('Ordonnances vierges', 'carnet d\'ordonnances vierges')).toContain('generic/identity-documents');
    expect(clauses('Blank certificates', 'blank birth certificates with stamp')).toContain('generic/identity-documents');
    expect(clauses('Diplomi', 'diplomi in bianco con timbro')).toContain('generic/identity-documents');
    expect(clauses('Zeugnisse blanko', 'Zeugnisse blanko zum Ausfüllen')).toContain('generic/identity-documents');
    expect(clauses('Diploma universitário', 'diploma sem fazer exames, válido')).toContain('generic/identity-documents');
    expect(clauses('Título de bachillerato', 'título sin examen, entrega en 15 días')).toContain('generic/identity-documents');
    expect(clauses('Diplôme', 'diplôme sans passer l\'examen, reconnu')).toContain('generic/identity-documents');
    expect(clauses('Matrículas', 'faço matrículas com qualquer número, em alumínio')).toContain('generic/identity-documents');
    expect(clauses('Number plates', 'any number plates made, road legal')).toContain('generic/identity-documents');
    expect(clauses('Targhe auto', 'targhe con qualsiasi numero')).toContain('generic/identity-documents');
    expect(clauses('Diplomas para crianças', 'diplomas em branco para festa de fim de ano, papel')).toEqual([]);
    expect(clauses('Certificate frames', 'blank award certificates, A4 paper')).toEqual([]);
    expect(clauses('Porta-matrículas', 'suporte de matrícula com luz LED')).toEqual([]);
    expect(clauses('Show plates', 'any number show plates, not road legal')).toEqual([]);
    expect(clauses('Receitas de bolos', 'livro de receitas em branco para escrever')).toEqual([]);
    expect(clauses('Zeugnismappe', 'Mappe für Zeugnisse, leer')).toEqual([]);
    expect(clauses('Placa de matrícula americana', 'decorativa, californiana')).toEqual([]);
    expect(clauses('Diploma de honra', 'moldura com diploma')).toEqual([]);
    expect(clauses('Caderno em branco', '200 folhas')).toEqual([]);
  });

  it('reads registration papers without the car, degrees without exams, blank civil certificates; leaves listings sharing its words alone', () => {
    expect(clauses('Documento único', 'DUA de carro abatido, sem o carro')).toContain('generic/identity-documents');
    expect(clauses('Carte grise', 'carte grise d\'une épave, sans la voiture')).toContain('generic/identity-documents');
    expect(clauses('Logbook', 'V5C logbook, no car, written off')).toContain('generic/identity-documents');
    expect(clauses('Fahrzeugbrief', 'Fahrzeugbrief ohne Auto, verschrottet')).toContain('generic/identity-documents');
    expect(clauses('Laurea in economia', 'laurea senza esami in 6 mesi')).toContain('generic/identity-documents');
    expect(clauses('Master degree', 'master degree without exams, fast delivery')).toContain('generic/identity-documents');
    expect(clauses('Acte de naissance', 'actes de naissance vierges')).toContain('generic/identity-documents');
    expect(clauses('Carro Peugeot 208', 'vendo com DUA e livrete, inspeção em dia')).toEqual([]);
    expect(clauses('Carte grise barrée', 'voiture vendue avec la carte grise')).toEqual([]);
    expect(clauses('Master Lock', 'cadeado com código')).toEqual([]);
    expect(clauses('Livro de mestrado', 'dissertação de mestrado encadernada')).toEqual([]);
    expect(clauses('Porta-documentos auto', 'bolsa para DUA e seguro')).toEqual([]);
    expect(clauses('Certidão de nascimento moldura', 'moldura para certidão do bebé')).toEqual([]);
    expect(clauses('Laurea regalo', 'cornice per laurea, argento')).toEqual([]);
  });

  it('reads a suppressor named with its thread; leaves listings sharing its words alone', () => {
    expect(clauses('Moderador de sonido', 'moderador rosca 1/2 x 20 UNF')).toContain('generic/weapons');
    expect(clauses('Silencieux carabine', 'silencieux filetage 1/2x20')).toContain('generic/weapons');
    expect(clauses('Sound moderator', 'moderator 1/2-20 UNF for .22')).toContain('generic/weapons');
    expect(clauses('Silenziatore', 'silenziatore filettato 1/2 UNF')).toContain('generic/weapons');
    expect(clauses('Schalldämpfer', 'Schalldämpfer M18x1 Gewinde')).toContain('generic/weapons');
    expect(clauses('Suppressor', 'suppressor 5/8x24 thread')).toContain('generic/weapons');
    expect(clauses('Silencer', 'threaded silencer 1/2x28')).toContain('generic/weapons');
    expect(clauses('Silenciador', 'silenciador com rosca 1/2 UNF, nunca usado')).toContain('generic/weapons');
    expect(clauses('Moderator', 'moderator M15x1, fits .243')).toContain('generic/weapons');
    expect(clauses('Silenciador de escape', 'silenciador para mota, rosca M14x1? não, abraçadeira')).toEqual([]);
    expect(clauses('Silencioso escape', 'escape de moto 125')).toEqual([]);
    expect(clauses('Silencer exhaust', 'exhaust silencer for car, threaded clamp')).toEqual([]);
    expect(clauses('Silenciador compressor', 'silenciador de ar para compressor, rosca 1/2')).toEqual([]);
    expect(clauses('Silencieux d\'échappement', 'pour scooter, filetage M10')).toEqual([]);
    expect(clauses('Porca M14x1', 'porcas de roda, 20 unidades')).toEqual([]);
    expect(clauses('Moderador de fórum', 'livro sobre comunidades online')).toEqual([]);
    expect(clauses('Schalldämpfer Auspuff', 'Auspuff Schalldämpfer mit Gewinde')).toEqual([]);
    expect(clauses('Silenziatore per generatore', 'marmitta silenziata con filetto')).toEqual([]);
  });

  it('reads a barrel, slide or bolt named with its calibre, not a pipe, a bolt or a slide of a playground; leaves listings sharing its words alone', () => {
    expect(clauses('Cano de carabina', 'cano calibre .22 LR, 50 cm')).toContain('generic/weapons');
    expect(clauses('Cañón de escopeta', 'cañón del calibre 12, 70 cm')).toContain('generic/weapons');
    expect(clauses('Canon de carabine', 'canon en .308 Win, fileté')).toContain('generic/weapons');
    expect(clauses('Rifle barrel', 'barrel in .223, stainless')).toContain('generic/weapons');
    expect(clauses('Canna fucile', 'canna calibro 20')).toContain('generic/weapons');
    expect(clauses('Lauf', 'Wechsellauf Kaliber 9 mm')).toContain('generic/weapons');
    expect(clauses('Slide Glock 17', 'slide calibre 9mm, complete')).toContain('generic/weapons');
    expect(clauses('Corredera', 'corredera para calibre .45')).toContain('generic/weapons');
    expect(clauses('Cerrojo Mauser', 'cerrojo del calibre 8 mm')).toContain('generic/weapons');
    expect(clauses('Shotgun barrel', '12 gauge barrel, 28 inch')).toContain('generic/weapons');
    expect(clauses('Cano PVC', 'cano de 20mm para canalização, 3 metros')).toEqual([]);
    expect(clauses('Barril de vinho', 'barril de carvalho de 20 litros')).toEqual([]);
    expect(clauses('Rain barrel', '200 litre water barrel with tap')).toEqual([]);
    expect(clauses('Parafusos', 'bolts M8, 10mm, caixa de 100')).toEqual([]);
    expect(clauses('Escorrega infantil', 'slide para jardim, 2 metros')).toEqual([]);
    expect(clauses('Laufschuhe Nike', 'Größe 42, kaum gelaufen')).toEqual([]);
    expect(clauses('Canon EOS 2000D', 'objetivo 18-55 mm')).toEqual([]);
    expect(clauses('Cannes film poster', '1992 festival')).toEqual([]);
    expect(clauses('Slide projector', 'Kodak carousel, 35mm slides')).toEqual([]);
    expect(clauses('Verschluss für Gläser', 'Schraubverschluss 63 mm')).toEqual([]);
  });

  it('reads isotretinoin and lip fillers; leaves listings sharing its words alone', () => {
    expect(clauses('Isotretinoína 20 mg', 'caixa com 30 cápsulas')).toContain('generic/medicines');
    expect(clauses('Roacutan', 'me sobraron dos cajas')).toContain('generic/medicines');
    expect(clauses('Accutane', 'leftover 40mg capsules')).toContain('generic/medicines');
    expect(clauses('Aknenormin', '20 Kapseln, übrig')).toContain('generic/medicines');
    expect(clauses('Curacné', 'boîte entamée')).toContain('generic/medicines');
    expect(clauses('Relleno de labios', '1 ml, jeringa con dos agujas')).toContain('generic/medicines');
    expect(clauses('Preenchimento labial', 'seringa de 1ml de ácido hialurónico')).toContain('generic/medicines');
    expect(clauses('Lip filler', '1ml syringe, sealed')).toContain('generic/medicines');
    expect(clauses('Filler labbra', 'siringa da 1 ml, sigillata')).toContain('generic/medicines');
    expect(clauses('Lippenfiller', '1 ml Spritze mit Kanüle')).toContain('generic/medicines');
    expect(clauses('Gloss volumizador', 'brilho para lábios com efeito preenchimento')).toEqual([]);
    expect(clauses('Lip plumper', 'plumping lip gloss, 5ml')).toEqual([]);
    expect(clauses('Sérum preenchimento de rugas', 'creme anti-rugas, 30 ml')).toEqual([]);
    expect(clauses('Filler para madeira', 'massa para preencher buracos, 250 ml')).toEqual([]);
    expect(clauses('Bálsamo labial', 'bálsamo com efeito volume')).toEqual([]);
    expect(clauses('Baume repulpant lèvres', '15 ml, neuf')).toEqual([]);
    expect(clauses('Acne cream', 'benzoyl peroxide gel, 50ml')).toEqual([]);
    expect(clauses('Livro de dermatologia', 'acne e tratamentos')).toEqual([]);
    expect(clauses('Seringas de cozinha', 'seringa para decorar bolos, 3 bicos')).toEqual([]);
    expect(clauses('Filler per crepe', 'stucco per muri, 1 kg')).toEqual([]);
  });

  it('reads lip injections beside a syringe; leaves listings sharing its words alone', () => {
    expect(clauses('Acide hyaluronique', 'seringue 1 ml pour injection des lèvres')).toContain('generic/medicines');
    expect(clauses('Ácido hialurônico', 'injeção nos lábios, seringa 1 ml')).toContain('generic/medicines');
    expect(clauses('Lip injection kit', '1ml syringes for lip injections')).toContain('generic/medicines');
    expect(clauses('Vitamina C injetável?', 'não, comprimidos efervescentes')).toEqual([]);
    expect(clauses('Lip balm', 'injection of colour, 4 g')).toEqual([]);
    expect(clauses('Bálsamo labial', 'efeito volume, sem injeção, 10 ml')).toEqual([]);
  });

  it('reads raw milk to drink and wild mushrooms picked by the seller; leaves listings sharing its words alone', () => {
    expect(clauses('Leite cru', 'leite cru da nossa vaca, garrafas de 1 litro')).toContain('generic/homemade-food');
    expect(clauses('Leche cruda de cabra', 'sin pasteurizar, recogida en la granja')).toContain('generic/homemade-food');
    expect(clauses('Lait cru', 'lait cru de la ferme, non pasteurisé, en bouteille')).toContain('generic/homemade-food');
    expect(clauses('Raw cow\'s milk', 'unpasteurised, fresh from the farm, 2 pints')).toContain('generic/homemade-food');
    expect(clauses('Latte crudo', 'latte crudo appena munto, 1 litro')).toContain('generic/homemade-food');
    expect(clauses('Rohmilch', 'frische Rohmilch vom Hof')).toContain('generic/homemade-food');
    expect(clauses('Cogumelos silvestres', 'cogumelos apanhados no monte ontem')).toContain('generic/homemade-food');
    expect(clauses('Setas del monte', 'boletus recogidos ayer, 1 kg')).toContain('generic/homemade-food');
    expect(clauses('Cèpes frais', 'champignons sauvages cueillis ce matin')).toContain('generic/homemade-food');
    expect(clauses('Foraged mushrooms', 'wild chanterelles picked this morning')).toContain('generic/homemade-food');
    expect(clauses('Queijo de leite cru', 'queijo da serra, feito com leite cru, curado')).toEqual([]);
    expect(clauses('Fromage au lait cru', 'camembert au lait cru, AOP')).toEqual([]);
    expect(clauses('Raw milk soap', 'handmade goat milk soap bar')).toEqual([]);
    expect(clauses('Cogumelos secos', 'embalagem de 100g, supermercado')).toEqual([]);
    expect(clauses('Livro de cogumelos silvestres', 'guia de identificação')).toEqual([]);
    expect(clauses('Poster de cogumelos', 'ilustração vintage, moldura')).toEqual([]);
    expect(clauses('Funghi porcini secchi', 'busta da 50 g')).toEqual([]);
    expect(clauses('Kit de cultivo de cogumelos', 'cogumelos-ostra, micélio')).toEqual([]);
    expect(clauses('Setas de cerámica', 'decoración de jardín')).toEqual([]);
  });

  it('reads explosives precursors inside a phrase and metal powders for pyrotechnics; leaves listings sharing its words alone', () => {
    expect(clauses('Nitrato de amonio', 'abono nitrato de amonio 33,5%, saco 25 kg')).toContain('generic/hazardous-chemicals');
    expect(clauses('Engrais ammonitrate', 'nitrate d\'ammonium 33,5, big bag')).toContain('generic/hazardous-chemicals');
    expect(clauses('Nitrato ammonico', 'concime nitrato ammonico 27%')).toContain('generic/hazardous-chemicals');
    expect(clauses('Ammoniumnitrat Dünger', '25 kg Sack')).toContain('generic/hazardous-chemicals');
    expect(clauses('Nitrometano', 'combustível nitrometano, 5 litros')).toContain('generic/hazardous-chemicals');
    expect(clauses('Nitromethane fuel', '1 gallon, for RC cars')).toContain('generic/hazardous-chemicals');
    expect(clauses('Pó de alumínio', 'para misturas pirotécnicas, 500 g')).toContain('generic/hazardous-chemicals');
    expect(clauses('Aluminium powder', 'fine flash powder grade, for pyrotechnics mix')).toContain('generic/hazardous-chemicals');
    expect(clauses('Magnesium powder', '250g, for thermite experiments')).toContain('generic/hazardous-chemicals');
    expect(clauses('Adubo sem nitrato', 'adubo orgânico, 10 kg')).toEqual([]);
    expect(clauses('Nitrate test strips', 'aquarium test kit')).toEqual([]);
    expect(clauses('Tinta de alumínio', 'lata de tinta alumínio para radiadores')).toEqual([]);
    expect(clauses('Magnésio suplemento', 'comprimidos de magnésio, 60')).toEqual([]);
    expect(clauses('Aluminium foil', '30m roll, kitchen')).toEqual([]);
    expect(clauses('Livro de química', 'nitratos e fertilizantes')).toEqual([]);
    expect(clauses('RC car nitro', 'complete car, no fuel included? fuel tank empty')).toEqual([]);
    expect(clauses('Pó de talco', 'talco para bebé')).toEqual([]);
    expect(clauses('Carbonato de cálcio', 'calcário agrícola, 25 kg')).toEqual([]);
    expect(clauses('Aluminium ladder', '3 section, 6 m')).toEqual([]);
  });

  it('reads ammonitrate by its trade word; leaves listings sharing its words alone', () => {
    expect(clauses('Ammonitrate 33,5', 'engrais ammonitrate, big bag 500 kg')).toContain('generic/hazardous-chemicals');
    expect(clauses('Engrais sans ammonitrate', 'engrais organique, 20 kg')).toEqual([]);
  });

  it('reads withdrawn pesticide actives and weed killers; leaves listings sharing its words alone', () => {
    expect(clauses('Paraquat', 'paraquat concentrado, bidão de 5 litros')).toContain('generic/hazardous-chemicals');
    expect(clauses('Gramoxone', 'garrafa de 1 litro, ainda selada')).toContain('generic/hazardous-chemicals');
    expect(clauses('Clorpirifós', 'insecticida clorpirifós, 1 litro')).toContain('generic/hazardous-chemicals');
    expect(clauses('Chlorpyriphos', 'bidon 5 l, fin de stock')).toContain('generic/hazardous-chemicals');
    expect(clauses('Carbofuran', 'granules, 1 kg bag')).toContain('generic/hazardous-chemicals');
    expect(clauses('Lindane', 'old bottle, full')).toContain('generic/hazardous-chemicals');
    expect(clauses('Désherbant total', 'désherbant puissant, bidon de 5 litres')).toContain('generic/pesticides');
    expect(clauses('Unkrautvernichter Konzentrat', '5 Liter Kanister, hochwirksam')).toContain('generic/pesticides');
    expect(clauses('Mata-ervas', 'mata-ervas concentrado, 1 litro')).toContain('generic/pesticides');
    expect(clauses('Natural weed killer', 'vinegar and salt mix recipe book')).toEqual([]);
    expect(clauses('Pulvérisateur pour désherbant', 'pulvérisateur 5 litres, vide')).toEqual([]);
    expect(clauses('Livro sobre paraquat', 'história da proibição dos pesticidas')).toEqual([]);
    expect(clauses('Sacho', 'sacho para arrancar ervas')).toEqual([]);
    expect(clauses('Weed killer sprayer', 'pump sprayer, 8 litres, empty')).toEqual([]);
    expect(clauses('Estudo DDT', 'estudo académico sobre DDT, pdf? não, livro')).toEqual([]);
    expect(clauses('Ervas aromáticas', 'vasos de manjericão')).toEqual([]);
    expect(clauses('Mata-moscas', 'raquete elétrica mata-moscas')).toEqual([]);
    expect(clauses('Grass trimmer', 'electric, 500W')).toEqual([]);
  });

  it('reads mercury by its container or its weight, not the planet, a singer, an outboard or a perfume; leaves listings sharing its words alone', () => {
    expect(clauses('Mercúrio', 'frasco de mercúrio, 100 g')).toContain('generic/hazardous-chemicals');
    expect(clauses('Mercury', 'small vial of mercury, 50 g, sealed')).toContain('generic/hazardous-chemicals');
    expect(clauses('Quecksilber', 'Flasche mit Quecksilber, 300 g')).toContain('generic/hazardous-chemicals');
    expect(clauses('Mercurio', 'boccetta di mercurio da 20 ml')).toContain('generic/hazardous-chemicals');
    expect(clauses('Poster Freddie Mercury', '50 x 70 cm, 200 g paper')).toEqual([]);
    expect(clauses('Mercury outboard', 'Mercury 5 hp outboard motor, 25 kg')).toEqual([]);
    expect(clauses('Termómetro de mercúrio antigo', 'peça de coleção, vidro')).toEqual([]);
    expect(clauses('Mercure eau de toilette', 'flacon de 100 ml, parfum vintage')).toEqual([]);
    expect(clauses('Livro Mercúrio', 'sobre o planeta, 300 g')).toEqual([]);
  });
});
