import { writeFileSync } from 'node:fs';
import type { EvasionListing } from './generate-evasion-set.ts';
import { partOf, unmark } from './marked-listing.ts';

/*
 * Writes data/listing/validation-fresh.json: a third labelled set, written for issue 19's second
 * round after the evasion set's holdout half had been read, and before the rules were changed
 * again. The sentences were written from what sellers do (not from the rules' patterns): contact
 * details in PT, ES, FR and EN spelt, spaced, bracketed, mixed with words and look-alike letters;
 * links and QR codes; payment apps; the restricted and prohibited items of the categories a general
 * marketplace has; and clean sentences that look like evasions (measures, references, years,
 * "ponto de recolha", "at the station", kitchen knives, perfume decants of one's own bottle...).
 *
 * A label is written inline as `{{code|text}}`; the span is where the text lands. The part is
 * drawn from the listing id's hash (first byte odd: held out), so neither half was picked by hand.
 * Frozen: `node tools/bench/src/listing/write-fresh-listing-set.ts`.
 */

type Lang = 'pt' | 'es' | 'fr' | 'en';

interface Base {
  title: string;
  description: string;
  category: string;
  price: number;
}

/** Items of the new categories, one short description each; sentences are appended. */
const bases: Record<Lang, Base[]> = {
  pt: [
    { title: 'Máquina fotográfica Sony Alpha a6000 com 16-50', description: 'Funciona na perfeição, sensor limpo.', category: 'fotografia', price: 290 },
    { title: 'Colunas de estante Yamaha NS-6490', description: 'Som limpo, sem riscos no frontal.', category: 'áudio', price: 120 },
    { title: 'Relógio Tissot PRX quartzo 40 mm', description: 'Com caixa e papéis, bracelete original.', category: 'relógios', price: 230 },
    { title: 'Cómoda de pinho com 4 gavetas', description: 'Madeira maciça, pequenas marcas de uso.', category: 'móveis', price: 75 },
    { title: 'Carrinho de bebé Bugaboo Fox 2', description: 'Inclui alcofa e cadeira, lavado.', category: 'bebé', price: 380 },
    { title: 'Coleção Harry Potter 7 livros capa mole', description: 'Em português, bom estado geral.', category: 'livros', price: 45 },
    { title: 'Guitarra acústica Yamaha F310', description: 'Cordas novas, afinação estável.', category: 'instrumentos', price: 95 },
    { title: 'Jogo de pastilhas de travão Brembo para Golf VII', description: 'Novas, na caixa.', category: 'peças auto', price: 40 },
  ],
  es: [
    { title: 'Objetivo Canon EF 50mm f/1.8 STM', description: 'Enfoque rápido y silencioso, sin hongos.', category: 'fotografía', price: 85 },
    { title: 'Auriculares Sennheiser HD 560S', description: 'Apenas usados, con cable original.', category: 'audio', price: 110 },
    { title: 'Reloj Casio G-Shock GA-2100 negro', description: 'Funciona perfecto, correa sin grietas.', category: 'relojes', price: 65 },
    { title: 'Mesa de centro de roble estilo nórdico', description: '110 x 60 cm, recogida en mano preferible.', category: 'muebles', price: 90 },
    { title: 'Lote LEGO City 5 sets completos', description: 'Con instrucciones, piezas revisadas.', category: 'juguetes', price: 70 },
    { title: 'Bicicleta estática Domyos EB 500', description: 'Poco uso, pantalla funciona bien.', category: 'deporte', price: 150 },
    { title: 'Taladro percutor Makita HP457D', description: 'Con dos baterías y cargador.', category: 'bricolaje', price: 95 },
    { title: 'Teclado Korg microKORG', description: 'Todas las teclas responden, con fuente.', category: 'instrumentos', price: 260 },
  ],
  fr: [
    { title: 'Appareil photo Fujifilm X-T20 boîtier nu', description: 'Très bon état, 8 000 déclenchements.', category: 'photo', price: 340 },
    { title: 'Platine vinyle Audio-Technica AT-LP60X', description: 'Fonctionne très bien, cellule d’origine.', category: 'audio', price: 90 },
    { title: 'Montre Seiko 5 Sports automatique', description: 'Révisée l’an dernier, verre sans rayure.', category: 'montres', price: 180 },
    { title: 'Fauteuil en rotin vintage', description: 'Assise refaite, très solide.', category: 'meubles', price: 110 },
    { title: 'Poussette Yoyo Babyzen 6+', description: 'Housse lavée, pliage facile.', category: 'puériculture', price: 220 },
    { title: 'Lot de 12 bandes dessinées Astérix', description: 'Éditions récentes, bon état.', category: 'livres', price: 48 },
    { title: 'Tente Quechua 2 Seconds 3 places', description: 'Utilisée deux week-ends, sans trou.', category: 'sport', price: 55 },
    { title: 'Phares avant Peugeot 208 phase 2', description: 'Paire complète, pattes intactes.', category: 'pièces auto', price: 160 },
  ],
  en: [
    { title: 'Nikon D7200 body with two batteries', description: 'Shutter count 14k, sensor recently cleaned.', category: 'cameras', price: 380 },
    { title: 'Bose QuietComfort 45 headphones', description: 'Excellent noise cancelling, case included.', category: 'audio', price: 150 },
    { title: 'Garmin Forerunner 255 running watch', description: 'Works perfectly, new strap fitted.', category: 'watches', price: 140 },
    { title: 'IKEA Hemnes chest of drawers white', description: 'Flat-packed again, all screws in a bag.', category: 'furniture', price: 70 },
    { title: 'Wooden train set Brio 60 pieces', description: 'Complete set, played with gently.', category: 'toys', price: 45 },
    { title: 'Callaway Rogue driver 10.5 degrees', description: 'Regular flex shaft, headcover included.', category: 'sports', price: 95 },
    { title: 'DeWalt 18V circular saw DCS391', description: 'Bare unit, blade sharp.', category: 'tools', price: 85 },
    { title: 'Fender Squier Stratocaster sunburst', description: 'Plays well, new strings.', category: 'musical instruments', price: 160 },
  ],
};

/** Sentences carrying a contact, link, handle or payment; one per listing, each used once. */
const evasions: Record<Lang, string[]> = {
  pt: [
    'Para mais info {{contact_phone|nove um nove · 876 · 543}}.',
    'Contacto {{contact_phone|(+351) 21 345 67 89}} depois das 18h.',
    'Manda msg para o {{contact_phone|96 oito 7 seis 5 quatro 3 dois}}.',
    'Telm. {{contact_phone|93O 1l2 345}} (só sms).',
    'Chama no zap {{contact_phone|(11) 9 8765-4321}}, respondo rápido.',
    'Liga {{contact_phone|noventa e dois, trezentos e quarenta e cinco, sessenta e sete, oitenta e nove}}.',
    'Números: {{contact_phone|9-1-6-2-2-4-8-8-1}}, pergunte à vontade.',
    'Escreve para {{contact_email|joana.m arroba sapo ponto pt}}.',
    'Mail: {{contact_email|rui_costa(at)gmail(dot)com}}',
    'Dúvidas: {{contact_email|m a r i a 8 4 @ h o t m a i l . c o m}}',
    'Email {{contact_email|tiago [arroba] outlook [ponto] pt}}',
    'Mais fotos em {{external_link|www . custojusto . pt}} no meu perfil.',
    'Vídeo a funcionar: {{external_link|youtu ponto be barra Xk3p9Q}}',
    'Lê o {{external_link|código QR}} da última foto para falarmos.',
    'Segue a loja no insta {{social_handle|@vintage.da.rita}}.',
    'Pagamento só por {{off_platform_payment|MB WAY}} e envio por CTT.',
    'Aceito {{off_platform_payment|M B W A Y}} ou dinheiro na entrega.',
    'Aceito {{off_platform_payment|Pix}} também.',
  ],
  es: [
    'Llámame al {{contact_phone|seis cero nueve, doce, treinta y cuatro, cincuenta y seis}}.',
    'Tlf {{contact_phone|+34 611-22-33-44}} (whatsapp).',
    'Mi número {{contact_phone|6 4 4 · 5 5 1 · 2 0 9}}, pregunta sin compromiso.',
    'Whats: {{contact_phone|seis 7 ocho 1 2 tres 4 5 6}}',
    'Para quedar: {{contact_phone|91 seiscientos cuarenta y dos 18 90}}',
    'Contacto {{contact_phone|6l8 2O4 7S3}} por las tardes.',
    'Escríbeme a {{contact_email|lucia.vende arroba gmail punto com}}.',
    'Correo: {{contact_email|pablo (arroba) yahoo (punto) es}}',
    'Mail {{contact_email|c a r l o s 7 7 @ g m a i l . c o m}}',
    'Más fotos en {{external_link|milanuncios punto com barra perfil barra 8812}}.',
    'Mira el vídeo en {{external_link|tinyurl.com/4mbk2x}}',
    'Escanea el {{external_link|QR}} de la foto 3 y te paso más info.',
    'Ofertas en {{external_link|wa.me/34600111222}}',
    'Sígueme en tiktok {{social_handle|@tiendaretro_mad}}.',
    'Pago por {{off_platform_payment|Bizum}}, envío en el día.',
    'Acepto {{off_platform_payment|b i z u m}} o efectivo.',
    'Pago por {{off_platform_payment|PayPal amigos}}, sin comisiones.',
    'Prefiero {{off_platform_payment|transferencia bancaria}} antes del envío.',
  ],
  fr: [
    'Appelez-moi au {{contact_phone|zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit}}.',
    'Tél : {{contact_phone|+33 (0)6 45 78 12 90}}',
    'Mon numéro : {{contact_phone|0 7 . 8 8 . 1 2 . 4 5 . 9 0}}',
    'Contact {{contact_phone|zéro 6 douze 34 cinquante-six 78}} le soir.',
    'Joignable au {{contact_phone|O6 l2 34 S6 78}}.',
    'Numéro belge {{contact_phone|0470 12 34 56}} aussi.',
    'Écrivez à {{contact_email|claire.b arobase orange point fr}}.',
    'Mail : {{contact_email|julien[at]free[point]fr}}',
    'Contact {{contact_email|s o p h i e 9 1 @ l a p o s t e . n e t}}',
    'Plus de photos sur {{external_link|leboncoin point fr slash ad slash 2234}}.',
    'Ma boutique {{external_link|https://bit.ly/2vtqLk}}',
    'Flashez le {{external_link|QR code}} en photo 4 pour discuter.',
    'Insta {{social_handle|@atelier_lea}} pour voir le reste.',
    'Snap : {{social_handle|lea.vintage92}}',
    'Paiement par {{off_platform_payment|Lydia}} uniquement.',
    'Paiement {{off_platform_payment|L y d i a}} ou espèces.',
    'Je prends {{off_platform_payment|Paylib}} aussi.',
    'Paiement {{off_platform_payment|PayPal entre proches}} svp.',
  ],
  en: [
    'Call me on {{contact_phone|oh seven nine one one, two three four, five six seven}}.',
    'Text {{contact_phone|+44 7700 900 123}} for more photos.',
    'Phone: {{contact_phone|07 9 1 2 - 3 4 5 - 6 7 8}}',
    'My number is {{contact_phone|seven seven zero zero nine double zero four five six}}.',
    'Ring {{contact_phone|(020) 7946 0958}} evenings.',
    'US buyers call {{contact_phone|(415) 555-0132}}.',
    'Email {{contact_email|tom dot baker at outlook dot com}}.',
    'Contact: {{contact_email|emma_r(at)yahoo(dot)co(dot)uk}}',
    'Mail me: {{contact_email|j a c k 8 8 @ g m a i l . c o m}}',
    'More pictures at {{external_link|www dot gumtree dot com slash p slash 1234}}.',
    'Demo video: {{external_link|youtube.com/watch?v=dQ8x2kP1}}',
    'Scan the {{external_link|QR code}} in the last picture to chat.',
    'Check my shop {{external_link|linktr.ee/oldgearshop}}',
    'Find me on Instagram {{social_handle|@retro.gear.uk}}.',
    'Add me on Snapchat: {{social_handle|mark_sells_stuff}}',
    'Payment via {{off_platform_payment|PayPal friends and family}} only.',
    'I take {{off_platform_payment|Revolut}} or cash on collection.',
    'Pay by {{off_platform_payment|Venmo}} or {{off_platform_payment|Cash App}}.',
  ],
};

/** Whole listings of restricted or prohibited items (the label in the title or description). */
const items: Record<Lang, Array<Omit<Base, 'price'> & { price: number }>> = {
  pt: [
    { title: 'Perfume Chanel Bleu 100 ml {{restricted_item|tester}}', description: 'Embalagem branca de tester, cheio.', category: 'beleza', price: 60 },
    { title: 'Faca de caça artesanal', description: '{{restricted_item|Lâmina de 24 cm}} em aço carbono, bainha de couro.', category: 'desporto', price: 80 },
    { title: '{{prohibited_item|Navalha borboleta}} em aço', description: 'Abre com uma mão, nova.', category: 'desporto', price: 25 },
    { title: 'Cadeira auto grupo 0+ Maxi-Cosi', description: '{{restricted_item|Cadeira auto usada}}, sem acidentes.', category: 'bebé', price: 40 },
    { title: 'Capacete de mota AGV K3', description: '{{restricted_item|Capacete usado}} duas épocas, viseira fumada.', category: 'peças auto', price: 90 },
    { title: 'Batom MAC Ruby Woo', description: '{{restricted_item|Usado poucas vezes}}, ainda com muito produto.', category: 'beleza', price: 10 },
    { title: 'Pilhas 18650 recarregáveis', description: '{{restricted_item|Baterias de lítio soltas}}, 10 unidades, envio por correio.', category: 'bricolage', price: 20 },
    { title: '{{restricted_item|Pistola airsoft réplica}} Glock 17', description: 'Com carregador e bolas.', category: 'desporto', price: 70 },
  ],
  es: [
    { title: 'Muestras de perfume Lancôme', description: '{{restricted_item|Lote de muestras}} de 1,5 ml, no venta.', category: 'belleza', price: 12 },
    { title: 'Cuchillo de monte con funda', description: '{{restricted_item|Hoja de 20 cm}}, acero inoxidable.', category: 'deporte', price: 35 },
    { title: '{{prohibited_item|Puño americano}} de metal', description: 'Decorativo, pesado.', category: 'deporte', price: 15 },
    { title: 'Silla de coche Cybex Sirona', description: '{{restricted_item|Silla de coche de segunda mano}}, isofix.', category: 'bebé', price: 120 },
    { title: 'Casco de bici Giro', description: '{{restricted_item|Casco usado}}, talla M.', category: 'deporte', price: 25 },
    { title: 'Base de maquillaje Estée Lauder Double Wear', description: '{{restricted_item|Abierta}}, queda más de la mitad.', category: 'belleza', price: 15 },
    { title: 'Baterías de litio sueltas para vapeo', description: '{{restricted_item|4 celdas 21700 sueltas}}, envío por correo.', category: 'bricolaje', price: 18 },
    { title: '{{restricted_item|Réplica de fusil}} de airsoft M4', description: 'Eléctrica, con dos cargadores.', category: 'deporte', price: 140 },
  ],
  fr: [
    { title: 'Parfum Dior Sauvage 100 ml {{restricted_item|testeur}}', description: 'Sans bouchon, flacon plein.', category: 'beauté', price: 55 },
    { title: 'Couteau de chasse lame fixe', description: '{{restricted_item|Lame de 22 cm}}, manche en bois.', category: 'sport', price: 45 },
    { title: '{{prohibited_item|Poing américain}} en laiton', description: 'Objet de collection.', category: 'sport', price: 20 },
    { title: 'Siège auto Römer Britax', description: '{{restricted_item|Siège auto d’occasion}}, groupe 1.', category: 'puériculture', price: 50 },
    { title: 'Casque moto Shark Spartan', description: '{{restricted_item|Casque d’occasion}}, taille L.', category: 'pièces auto', price: 110 },
    { title: 'Mascara Benefit Roller Lash', description: '{{restricted_item|Entamé}}, servi deux fois.', category: 'beauté', price: 8 },
    { title: 'Accus lithium 18650 en vrac', description: '{{restricted_item|Batteries lithium seules}}, 6 pièces, envoi par colis.', category: 'bricolage', price: 15 },
    { title: 'Produit rappelé : transat bébé', description: 'Modèle {{prohibited_item|rappelé}} par le fabricant, vendu tel quel.', category: 'puériculture', price: 20 },
  ],
  en: [
    { title: 'Tom Ford Oud Wood 50ml {{restricted_item|tester}}', description: 'Plain box tester, full.', category: 'beauty', price: 90 },
    { title: 'Bowie knife with leather sheath', description: '{{restricted_item|9 inch blade}}, carbon steel.', category: 'sports', price: 60 },
    { title: '{{prohibited_item|Flick knife}} vintage', description: 'Spring opening, works.', category: 'sports', price: 40 },
    { title: 'Joie i-Spin 360 car seat', description: '{{restricted_item|Used car seat}}, no accidents.', category: 'baby', price: 70 },
    { title: 'Motorcycle helmet Arai', description: '{{restricted_item|Second-hand helmet}}, size M.', category: 'vehicle parts', price: 150 },
    { title: 'Charlotte Tilbury foundation', description: '{{restricted_item|Opened and used}} a few times.', category: 'beauty', price: 18 },
    { title: 'Loose 18650 lithium cells', description: '{{restricted_item|10 loose lithium batteries}}, posted in an envelope.', category: 'tools', price: 15 },
    { title: '{{restricted_item|Replica pistol}} blank firing', description: 'Collector item, no licence needed.', category: 'sports', price: 120 },
  ],
};

/** Sentences a moderator would let pass: they look like evasions or items and are not. */
const clean: Record<Lang, string[]> = {
  pt: [
    'Ponto de recolha em Lisboa, perto da estação de Entrecampos.',
    'Medidas: 120 x 60 x 75 cm, peso 18 kg.',
    'Comprado em 2019, fatura disponível no chat.',
    'Envio pela plataforma com pagamento protegido.',
    'Perfume 100 ml usado duas vezes, ainda tem 90 ml.',
    'Conjunto de facas de cozinha com bloco de madeira.',
    'Ref. 2314-9876-01, número de série no verso.',
    'Tem três riscos pequenos, ver fotos um a seis.',
    'Livro da editora Porto Editora, 2.ª edição de 1998.',
    'Aceito trocas por objetivas Canon EF.',
  ],
  es: [
    'Punto de recogida en Madrid, metro Sol.',
    'Dimensiones 45 x 30 x 12 cm, 2,5 kg.',
    'Comprado en 2021, tengo el ticket de compra.',
    'Envío por la app con pago protegido.',
    'Número de serie 4587-2211-09 en la base.',
    'Juego de cuchillos de cocina Arcos, seis piezas.',
    'Casco nuevo con etiquetas, nunca usado.',
    'Funciona a 220 voltios, consumo 60 vatios.',
    'Precio negociable, se aceptan ofertas razonables por aquí.',
    'Faltan dos piezas de las 500 del puzle.',
  ],
  fr: [
    'Remise en main propre à Lyon, point de rendez-vous près de la gare.',
    'Dimensions 80 x 40 x 90 cm.',
    'Acheté en 2020, facture disponible.',
    'Envoi via la plateforme uniquement, paiement sécurisé.',
    'Couteaux de cuisine Opinel, lot de quatre.',
    'Référence 06 12 34 du catalogue Lego, complet.',
    'Parfum entamé de ma collection, il reste 70 ml sur 100.',
    'Siège auto neuf sous blister, jamais installé.',
    'Trois petites rayures visibles sur la photo deux.',
    'Montre 38 mm, bracelet cuir 20 mm.',
  ],
  en: [
    'Collection from near the station in Leeds, or posted via the app.',
    'Dimensions 90 x 45 x 80 cm.',
    'Bought in 2022, receipt available on request here.',
    'Payment through the site only, buyer protection applies.',
    'Kitchen knife set with block, six knives.',
    'Serial number 7761-0042-93 on the base plate.',
    'Brand new helmet with tags, never worn.',
    'Battery included in the camera, charges fine.',
    'Two small scratches, see photos one to five.',
    'Model number AT 2020 USB, cable included.',
  ],
};

const profileFor: Record<Lang, readonly string[]> = { pt: ['olx-pt', 'generic', 'vinted'], es: ['wallapop', 'generic', 'vinted'], fr: ['vinted', 'generic', 'ebay'], en: ['ebay', 'generic', 'vinted'] };

const currency = { pt: 'EUR', es: 'EUR', fr: 'EUR', en: 'GBP' } as const;

function listing(id: string, language: Lang, kind: string, profile: string, base: Base, sentence: string): EvasionListing {
  const title = unmark(base.title, 'title');
  const description = unmark([base.description, sentence].filter(Boolean).join(' '), 'description');
  return {
    id,
    part: partOf(id),
    kind,
    language,
    profile,
    listing: { title: title.text, description: description.text, price: base.price, currency: currency[language], category: base.category },
    labels: [...title.labels, ...description.labels],
  } as EvasionListing;
}

const kindOf = (sentence: string) => {
  const code = /\{\{(\w+)\|/.exec(sentence)?.[1];
  return code === undefined ? 'clean' : code.replace(/^contact_|_handle$|^off_platform_|^external_/, '');
};

const out: EvasionListing[] = [];
for (const language of ['pt', 'es', 'fr', 'en'] as const) {
  const b = bases[language];
  const p = profileFor[language];
  evasions[language].forEach((sentence, i) => {
    out.push(listing(`fresh-${language}-e${String(i).padStart(2, '0')}`, language, kindOf(sentence), p[i % p.length]!, b[i % b.length]!, sentence));
  });
  items[language].forEach((item, i) => {
    out.push(listing(`fresh-${language}-i${String(i).padStart(2, '0')}`, language, 'item', p[(i + 1) % p.length]!, { ...item, description: '' }, item.description));
  });
  clean[language].forEach((sentence, i) => {
    out.push(listing(`fresh-${language}-c${String(i).padStart(2, '0')}`, language, 'clean', p[(i + 2) % p.length]!, b[(i + 3) % b.length]!, sentence));
  });
  // A clean listing of every base as it is, so each item of the new categories is also seen bare.
  b.forEach((base, i) => out.push(listing(`fresh-${language}-b${String(i).padStart(2, '0')}`, language, 'clean', p[i % p.length]!, base, '')));
}

writeFileSync(new URL('../../data/listing/validation-fresh.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(`${out.length} listings, ${out.filter((l) => l.part === 'holdout').length} held out, ${out.reduce((n, l) => n + l.labels.length, 0)} labels`);
