/*
 * The generator's own phrasing (written for it, not taken from any labelled set): problems said without the
 * patterns the rules look for — contact asked for or given indirectly, numbers in pieces, mail providers named without
 * "@", networks named by their look, payment taken off the platform, items named by euphemism — and clean listings of
 * every area of a general marketplace with the honest sentences that look like problems. Slots: {user}, {name},
 * {a}/{b}/{c} (pieces of a number), {net}, {app}.
 */

export type Lang = 'pt' | 'es' | 'fr' | 'en' | 'it' | 'de';
export type ProblemCode = 'contact_phone' | 'contact_email' | 'social_handle' | 'off_platform_payment' | 'restricted_item' | 'external_link';

export const indirect: Record<ProblemCode, Record<Lang, string[]>> = {
  contact_phone: {
    pt: ['Deixa o teu número que eu ligo-te', 'Manda-me o teu contacto e eu telefono', 'O meu número começa por {a} e acaba em {b}', 'Primeiros dígitos {a}, depois {b} e por fim {c}', 'O número está na última foto, liga-me', 'Liga para o {a} e a seguir {b} {c}', 'Dá-me o teu telemóvel e combinamos a entrega', 'Contacto: {a} {b} {c}, depois das 18h'],
    es: ['Déjame tu número y te llamo', 'Pásame tu teléfono y lo hablamos', 'Mi móvil empieza por {a} y termina en {b}', 'Primero {a}, luego {b} y al final {c}', 'El número sale en la última foto, llámame', 'Llama al {a}, seguido de {b} {c}', 'Dame tu móvil y quedamos', 'Whats al {a} {b} {c}'],
    fr: ['Laisse-moi ton numéro, je te rappelle', 'Donne-moi ton téléphone et on s’arrange', 'Mon portable commence par {a} et finit par {b}', 'D’abord {a}, ensuite {b} puis {c}', 'Le numéro est sur la dernière photo, appelle-moi', 'Appelle le {a} suivi de {b} {c}', 'Envoie-moi ton numéro, je te texte'],
    en: ['Leave your number and I will ring you back', 'Send me your phone number and we can sort it', 'My number starts with {a} and ends in {b}', 'First {a}, then {b}, last bit {c}', 'Number is on the last photo, give me a call', 'Ring {a} followed by {b} {c}', 'Drop your mobile and I will text you'],
    it: ['Lasciami il tuo numero e ti richiamo', 'Il mio cellulare inizia con {a} e finisce con {b}', 'Prima {a}, poi {b} e infine {c}', 'Il numero è nell’ultima foto, chiamami', 'Mandami il tuo telefono e ci mettiamo d’accordo'],
    de: ['Gib mir deine Nummer, ich rufe zurück', 'Meine Handynummer beginnt mit {a} und endet auf {b}', 'Erst {a}, dann {b} und zuletzt {c}', 'Die Nummer steht auf dem letzten Foto, ruf an', 'Schick mir deine Telefonnummer, dann klären wir das'],
  },
  contact_email: {
    pt: ['O meu gmail é {user}', 'Procura-me no hotmail: {user}', '{user} no gmail, respondo logo', 'Mail: o meu nome junto, {user}, no outlook', 'Manda proposta para {user} no sapo'],
    es: ['Mi gmail es {user}', 'Escríbeme al hotmail, {user}', '{user} en gmail, contesto rápido', 'Correo: {user} de outlook', 'Propuestas a {user} en yahoo'],
    fr: ['Mon gmail c’est {user}', 'Écris-moi sur hotmail : {user}', '{user} sur gmail, je réponds vite', 'Adresse : {user} chez orange', 'Propositions à {user} sur outlook'],
    en: ['My gmail is {user}', 'Drop me an email, {user} on hotmail', '{user} at the usual gmail', 'Email: {user}, it is an outlook one', 'Offers to {user} on yahoo'],
    it: ['La mia gmail è {user}', 'Scrivimi su hotmail: {user}', '{user} su libero, rispondo subito'],
    de: ['Meine Gmail ist {user}', 'Schreib mir bei GMX: {user}', '{user} bei web, antworte schnell'],
  },
  social_handle: {
    pt: ['Procura-me no insta pelo mesmo nome', 'Estou na app do fantasminha como {user}', 'Fala comigo na app verde', 'Adiciona-me no face, {name}', 'Temos de falar fora daqui, procura {user} no Telegram', 'Mais fotos no meu perfil do TikTok, {user}', 'Manda mensagem no zap', 'Estou no {net} como {user}'],
    es: ['Búscame en insta con el mismo nombre', 'Estoy en la app del fantasmita como {user}', 'Háblame por la app verde', 'Agrégame en face, {name}', 'Hablamos fuera de aquí, en Telegram {user}', 'Más fotos en mi TikTok, {user}', 'Escríbeme al wasap', 'Estoy en {net} como {user}'],
    fr: ['Cherche-moi sur insta avec le même pseudo', 'Je suis sur l’appli au fantôme : {user}', 'Écris-moi sur l’appli verte', 'Ajoute-moi sur Facebook, {name}', 'On parle ailleurs, {user} sur Telegram', 'Plus de photos sur mon TikTok {user}', 'Je suis sur {net} : {user}'],
    en: ['Look me up on insta, same name as here', 'I am on the ghost app as {user}', 'Message me on the green app', 'Add me on Facebook, {name}', 'Let us chat off here, find {user} on Telegram', 'More pics on my TikTok, {user}', 'Hit me up on {net}, {user}'],
    it: ['Cercami su insta con lo stesso nome', 'Scrivimi sull’app verde', 'Aggiungimi su Facebook, {name}', 'Sono su {net} come {user}'],
    de: ['Such mich auf Insta unter demselben Namen', 'Schreib mir in der grünen App', 'Füg mich auf Facebook hinzu, {name}', 'Bin auf {net} als {user}'],
  },
  off_platform_payment: {
    pt: ['Pagamento por fora da plataforma, assim não pagamos comissões', 'Envio o IBAN por mensagem privada', 'Se pagares diretamente faço desconto', 'Transferes-me o valor e envio no próprio dia', 'Pagas por {app} ao meu número', 'Prefiro receber por {app}, sem taxas da app'],
    es: ['Pago fuera de la app para ahorrarnos la comisión', 'Te paso mi cuenta por privado', 'Si me pagas directamente te lo dejo más barato', 'Me haces un {app} y lo envío', 'Prefiero cobrar por {app}, sin comisiones', 'Transferencia a mi cuenta y envío hoy'],
    fr: ['Paiement en dehors du site pour éviter les frais', 'Je t’envoie mon RIB en privé', 'Si tu me paies directement je fais un prix', 'Un {app} et j’expédie', 'Je préfère être payé par {app}, sans frais'],
    en: ['Pay me directly and we skip the fees', 'I will send my bank details privately', 'Cheaper if you pay outside the app', 'Send the money by {app} and I post it today', 'I would rather take {app}, no fees that way'],
    it: ['Pagamento fuori dalla piattaforma per evitare commissioni', 'Ti mando l’IBAN in privato', 'Se paghi direttamente ti faccio uno sconto', 'Preferisco {app}, niente commissioni'],
    de: ['Zahlung außerhalb der Plattform, dann sparen wir die Gebühren', 'Ich schicke dir meine Bankdaten privat', 'Wenn du direkt zahlst, gibt es Rabatt', 'Lieber per {app}, ohne Gebühren'],
  },
  restricted_item: {
    pt: ['Ervas verdes para relaxar, cultivo próprio', 'Comprimidos para emagrecer, sem receita', 'Cheira igualzinho ao original, ninguém nota a diferença', 'Relógio igual ao verdadeiro, ninguém distingue', 'Ideal para defesa pessoal, muito discreto', 'Líquidos de vape caseiros com nicotina', 'Doces especiais para adultos, efeito garantido', 'Contas de streaming partilhadas por um ano'],
    es: ['Hierba verde para relajarse, cultivo propio', 'Pastillas para adelgazar sin receta', 'Huele idéntico al original, nadie nota la diferencia', 'Reloj igual que el auténtico, nadie lo distingue', 'Ideal para defensa personal, muy discreto', 'Líquidos de vapeo caseros con nicotina', 'Cuentas de streaming compartidas por un año'],
    fr: ['Herbe verte pour se détendre, culture perso', 'Pilules minceur sans ordonnance', 'Sent exactement comme l’original, personne ne voit la différence', 'Montre identique à la vraie, indétectable', 'Idéal pour l’autodéfense, très discret', 'Comptes streaming partagés pour un an'],
    en: ['Green herbs to chill, home grown', 'Slimming pills, no prescription needed', 'Smells exactly like the designer one, nobody can tell', 'Watch identical to the real thing, undetectable', 'Great for self defence, very discreet', 'Shared streaming accounts for a year', 'Homemade vape juice with nicotine'],
    it: ['Erba verde per rilassarsi, coltivazione propria', 'Pillole dimagranti senza ricetta', 'Profuma identico all’originale, nessuno nota la differenza', 'Ideale per difesa personale, molto discreto'],
    de: ['Grünes Kraut zum Entspannen, Eigenanbau', 'Schlankheitspillen ohne Rezept', 'Riecht genau wie das Original, keiner merkt es', 'Ideal zur Selbstverteidigung, sehr diskret'],
  },
  external_link: {
    pt: ['Vê o resto da coleção na minha loja online', 'Tenho mais na minha página, procura pelo nome da loja ponto pt', 'Catálogo completo no meu site'],
    es: ['Mira el resto en mi tienda online', 'Tengo más en mi web, busca el nombre de la tienda punto es', 'Catálogo completo en mi página'],
    fr: ['Le reste de la collection sur ma boutique en ligne', 'Plus d’articles sur mon site, cherche le nom de la boutique point fr', 'Catalogue complet sur mon site'],
    en: ['See the rest on my online shop', 'More on my website, search the shop name dot co dot uk', 'Full catalogue on my site'],
    it: ['Il resto sul mio negozio online', 'Catalogo completo sul mio sito'],
    de: ['Mehr in meinem Onlineshop', 'Kompletter Katalog auf meiner Website'],
  },
};

export const networks = ['Insta', 'Telegram', 'Signal', 'Snap', 'Discord', 'Facebook', 'TikTok', 'Viber', 'WeChat', 'Line', 'Threads', 'X'];
export const apps: Record<Lang, string[]> = {
  pt: ['MB Way', 'transferência', 'Revolut', 'Wise'],
  es: ['Bizum', 'transferencia', 'Revolut', 'Wise'],
  fr: ['Lydia', 'virement', 'Wero', 'Revolut'],
  en: ['bank transfer', 'PayPal family', 'Revolut', 'Wise'],
  it: ['Satispay', 'bonifico', 'PostePay'],
  de: ['Überweisung', 'Wero', 'PayPal Familie'],
};

/** Items of every area a general marketplace has: title and category, in each language. */
export const catalogue: Record<Lang, [title: string, category: string][]> = {
  pt: [['Telemóvel Samsung Galaxy A34', 'telemóveis'], ['Portátil Lenovo ThinkPad', 'informática'], ['Casaco de inverno Zara', 'roupa'], ['Sapatilhas Nike Air', 'calçado'], ['Estante de madeira', 'móveis'], ['Carrinho de bebé Chicco', 'bebé'], ['Livros de receitas', 'livros'], ['Bicicleta de montanha', 'desporto'], ['Berbequim Bosch', 'ferramentas'], ['Guitarra clássica', 'instrumentos'], ['Farol dianteiro Renault Clio', 'peças auto'], ['Máquina de café Delonghi', 'eletrodomésticos'], ['Mesa de jardim', 'jardim'], ['Câmara Nikon D3500', 'fotografia'], ['Relógio Casio', 'relógios'], ['Jogo PS5 FIFA', 'videojogos'], ['Candeeiro de pé', 'decoração'], ['Puzzle 1000 peças', 'brinquedos']],
  es: [['Móvil iPhone 12', 'móviles'], ['Portátil HP Pavilion', 'informática'], ['Abrigo de lana Mango', 'ropa'], ['Zapatillas Adidas', 'calzado'], ['Cómoda de madera', 'muebles'], ['Cuna de viaje', 'bebés'], ['Novelas de bolsillo', 'libros'], ['Bicicleta de carretera', 'deporte'], ['Taladro Makita', 'herramientas'], ['Teclado Yamaha', 'instrumentos'], ['Llantas de aleación', 'motor'], ['Freidora de aire', 'electrodomésticos'], ['Cortacésped eléctrico', 'jardín'], ['Cámara Canon compacta', 'fotografía'], ['Reloj Fossil', 'relojes'], ['Juego Nintendo Switch', 'videojuegos'], ['Espejo de pared', 'decoración'], ['Muñeca de trapo', 'juguetes']],
  fr: [['Smartphone Xiaomi Redmi', 'téléphonie'], ['Ordinateur portable Dell', 'informatique'], ['Manteau en laine', 'vêtements'], ['Baskets Puma', 'chaussures'], ['Buffet en chêne', 'meubles'], ['Poussette Bugaboo', 'puériculture'], ['Lot de romans', 'livres'], ['VTT Rockrider', 'sport'], ['Perceuse Ryobi', 'bricolage'], ['Violon 4/4', 'instruments'], ['Rétroviseur Peugeot 208', 'pièces auto'], ['Robot pâtissier', 'électroménager'], ['Salon de jardin', 'jardin'], ['Appareil photo Fujifilm', 'photo'], ['Montre Seiko', 'montres'], ['Jeu PS4', 'jeux vidéo'], ['Lampe de chevet', 'décoration'], ['Peluche', 'jouets']],
  en: [['Google Pixel 7 phone', 'phones'], ['MacBook Air 2020', 'computers'], ['Wool winter coat', 'clothing'], ['Running trainers', 'shoes'], ['Pine bookcase', 'furniture'], ['Baby bouncer', 'baby'], ['Crime novel bundle', 'books'], ['Road bike 56 cm', 'sports'], ['Cordless drill', 'tools'], ['Acoustic guitar', 'instruments'], ['Alloy wheels set', 'car parts'], ['Stand mixer', 'appliances'], ['Garden bench', 'garden'], ['Sony mirrorless camera', 'cameras'], ['Citizen watch', 'watches'], ['Xbox controller', 'video games'], ['Floor lamp', 'home'], ['Wooden train set', 'toys']],
  it: [['Smartphone Motorola', 'telefonia'], ['Notebook Asus', 'informatica'], ['Cappotto di lana', 'abbigliamento'], ['Scarpe da corsa', 'scarpe'], ['Armadio in legno', 'mobili'], ['Passeggino', 'bambini'], ['Romanzi gialli', 'libri'], ['Bici da corsa', 'sport'], ['Trapano Black+Decker', 'attrezzi'], ['Chitarra acustica', 'strumenti'], ['Cerchi in lega', 'ricambi auto'], ['Macchina del caffè', 'elettrodomestici']],
  de: [['Handy Samsung S21', 'Handys'], ['Laptop Acer', 'Computer'], ['Wintermantel', 'Kleidung'], ['Laufschuhe', 'Schuhe'], ['Bücherregal', 'Möbel'], ['Kinderwagen', 'Baby'], ['Krimis im Paket', 'Bücher'], ['Rennrad', 'Sport'], ['Bohrmaschine', 'Werkzeug'], ['E-Gitarre', 'Instrumente'], ['Alufelgen', 'Autoteile'], ['Kaffeemaschine', 'Haushalt']],
};

/** Honest sentences: condition, hand-over, and ones that look like problems (the platform's chat and payment, numbers that are no phone, everyday words of the problem lexicons). */
export const cleanSentences: Record<Lang, string[]> = {
  pt: ['Em muito bom estado, pouco uso.', 'Entrega em mão ou envio pelos correios.', 'Responde aqui pelo chat da app.', 'Pagamento pela plataforma, com envio protegido.', 'Medidas: {a} x {b} cm.', 'Comprado em {y}, com fatura.', 'Modelo {m}, tamanho {s}.', 'Bateria aguenta o dia todo.', 'Faca de cozinha incluída no conjunto de talheres.', 'Pistola de água para a piscina.', 'Perfume selado, comprado em loja.', 'Capacete novo com etiqueta.', 'Aceito propostas razoáveis.', 'Não faço trocas.', 'Código postal {a}-{b}.', 'Funciona com Apple Pay no telemóvel.', 'Tenho mais artigos no meu perfil aqui.', 'Fala comigo por mensagem aqui.', 'Disponível ao fim de semana.', 'Preço {p} euros, ligeiramente negociável.'],
  es: ['En muy buen estado, poco uso.', 'Entrega en mano o envío por correo.', 'Respondo por el chat de la app.', 'Pago por la plataforma con envío protegido.', 'Medidas: {a} x {b} cm.', 'Comprado en {y}, con factura.', 'Modelo {m}, talla {s}.', 'La batería dura todo el día.', 'Cuchillo de cocina incluido en la cubertería.', 'Pistola de agua para la piscina.', 'Perfume precintado, comprado en tienda.', 'Casco nuevo con etiqueta.', 'Acepto ofertas razonables.', 'No hago cambios.', 'Código postal {a}{b}.', 'Compatible con Google Pay.', 'Tengo más artículos en mi perfil de aquí.', 'Escríbeme por mensaje aquí.', 'Disponible el fin de semana.', 'Precio {p} euros, algo negociable.'],
  fr: ['Très bon état, peu servi.', 'Remise en main propre ou envoi.', 'Je réponds via la messagerie de l’appli.', 'Paiement via la plateforme, envoi protégé.', 'Dimensions : {a} x {b} cm.', 'Acheté en {y}, avec facture.', 'Modèle {m}, taille {s}.', 'La batterie tient la journée.', 'Couteau de cuisine fourni avec le service.', 'Pistolet à eau pour la piscine.', 'Parfum sous blister, acheté en boutique.', 'Casque neuf avec étiquette.', 'Offres raisonnables acceptées.', 'Pas d’échange.', 'Code postal {a}{b}.', 'Compatible Apple Pay.', 'D’autres articles sur mon profil ici.', 'Écrivez-moi par message ici.', 'Disponible le week-end.', 'Prix {p} euros, un peu négociable.'],
  en: ['Very good condition, lightly used.', 'Collection in person or I can post.', 'Reply here through the app chat.', 'Payment through the platform with buyer protection.', 'Measures {a} x {b} cm.', 'Bought in {y}, receipt included.', 'Model {m}, size {s}.', 'Battery lasts all day.', 'Kitchen knife included with the cutlery set.', 'Water pistol for the pool.', 'Perfume still sealed, bought in store.', 'Brand new helmet with tags.', 'Sensible offers considered.', 'No swaps.', 'Postcode area {m}.', 'Works with Apple Pay.', 'More items on my profile here.', 'Message me on here.', 'Available at weekends.', 'Price {p} pounds or near offer.'],
  it: ['Ottime condizioni, poco usato.', 'Consegna a mano o spedizione.', 'Rispondo tramite la chat dell’app.', 'Pagamento tramite la piattaforma, spedizione protetta.', 'Misure {a} x {b} cm.', 'Acquistato nel {y}, con scontrino.', 'Modello {m}, taglia {s}.', 'Coltello da cucina incluso nel set di posate.', 'Profumo sigillato, comprato in negozio.', 'Scrivimi qui in chat.', 'Prezzo {p} euro trattabile.'],
  de: ['Sehr guter Zustand, wenig benutzt.', 'Abholung oder Versand möglich.', 'Antworte hier über den Chat der App.', 'Bezahlung über die Plattform mit Käuferschutz.', 'Maße {a} x {b} cm.', 'Gekauft {y}, mit Rechnung.', 'Modell {m}, Größe {s}.', 'Küchenmesser im Besteckset dabei.', 'Parfüm originalverpackt aus dem Laden.', 'Schreib mir hier im Chat.', 'Preis {p} Euro VB.'],
};

/** Lead-ins and tails a lexicon's item phrase is set in. */
export const itemFrames: Record<Lang, string[]> = {
  pt: ['Vendo {t}.', '{T} em bom estado.', 'Tenho {t} para vender, preço negociável.', '{T}, pouco uso.', 'Lote com {t}.'],
  es: ['Vendo {t}.', '{T} en buen estado.', 'Tengo {t} a la venta, precio negociable.', '{T}, poco uso.', 'Lote con {t}.'],
  fr: ['Vends {t}.', '{T} en bon état.', 'J’ai {t} à vendre, prix négociable.', '{T}, peu servi.', 'Lot avec {t}.'],
  en: ['Selling {t}.', '{T} in good condition.', 'Got {t} for sale, price negotiable.', '{T}, barely used.', 'Bundle with {t}.'],
  it: ['Vendo {t}.', '{T} in buone condizioni.', 'Lotto con {t}.'],
  de: ['Verkaufe {t}.', '{T} in gutem Zustand.', 'Paket mit {t}.'],
};

/**
 * Compositional families: a request or an offer, an object and a follow-up drawn apart, so the model meets the parts in
 * many combinations rather than whole sentences it could learn by heart. Each part list is per language.
 */
export interface Composition {
  code: ProblemCode;
  parts: Record<Lang, string[][]>;
}

export const compositions: Composition[] = [
  {
    code: 'contact_phone',
    parts: {
      pt: [['Manda-me', 'Envia-me', 'Passa-me', 'Deixa aqui', 'Escreve-me'], ['o teu número', 'o teu contacto', 'o teu telemóvel', 'um número para onde ligar'], ['e eu ligo-te', 'que eu telefono', 'para falarmos melhor', 'e combinamos por fora', 'que respondo por SMS']],
      es: [['Mándame', 'Envíame', 'Pásame', 'Déjame aquí', 'Escríbeme'], ['tu número', 'tu contacto', 'tu móvil', 'un teléfono donde llamarte'], ['y te llamo', 'que te llamo yo', 'para hablar mejor', 'y quedamos por fuera', 'que contesto por SMS']],
      fr: [['Envoie-moi', 'Laisse-moi', 'Passe-moi', 'Donne-moi', 'Écris-moi'], ['ton numéro', 'ton contact', 'ton portable', 'un numéro où t’appeler'], ['et je t’appelle', 'je te rappelle', 'pour en parler mieux', 'et on s’arrange en dehors', 'je réponds par SMS']],
      en: [['Send me', 'Leave me', 'Drop me', 'Give me', 'Pass me'], ['your number', 'your contact', 'your mobile', 'a number to call'], ['and I will call you', 'I will ring you', 'so we can talk properly', 'and we sort it outside here', 'I reply by text']],
      it: [['Mandami', 'Lasciami', 'Dammi'], ['il tuo numero', 'il tuo cellulare', 'un contatto'], ['e ti chiamo', 'così ci sentiamo', 'e ci mettiamo d’accordo fuori']],
      de: [['Schick mir', 'Gib mir', 'Lass mir'], ['deine Nummer', 'deine Handynummer', 'einen Kontakt'], ['und ich rufe an', 'dann telefonieren wir', 'dann klären wir das außerhalb']],
    },
  },
  {
    code: 'social_handle',
    parts: {
      pt: [['Falamos', 'Respondo mais depressa', 'Mais fotos', 'Tenho mais vídeos', 'Combinamos tudo'], ['pelo zap', 'na app verde', 'no whats', 'no insta', 'no face', 'no messenger', 'no telegrama', 'na rede do passarinho'], ['com o mesmo nome daqui', 'procura pelo meu nome', 'sou o {user} lá', 'é só pesquisar {user}']],
      es: [['Hablamos', 'Contesto antes', 'Más fotos', 'Tengo más vídeos', 'Lo cerramos'], ['por el wasap', 'en la app verde', 'en el whats', 'en insta', 'en face', 'en messenger', 'en telegram', 'en la red del pajarito'], ['con el mismo nombre que aquí', 'búscame por mi nombre', 'soy {user} allí', 'busca {user}']],
      fr: [['On parle', 'Je réponds plus vite', 'Plus de photos', 'J’ai d’autres vidéos', 'On finalise'], ['sur whats', 'sur l’appli verte', 'sur insta', 'sur face', 'sur messenger', 'sur télégram', 'sur snap'], ['avec le même pseudo qu’ici', 'cherche mon nom', 'je suis {user} là-bas', 'tape {user}']],
      en: [['We can talk', 'I answer faster', 'More pics', 'Got more videos', 'Let us finish this'], ['on whats', 'on the green app', 'on insta', 'on face', 'on messenger', 'on the gram', 'on snap', 'on the blue bird app'], ['same name as here', 'search my name', 'I am {user} there', 'just look up {user}']],
      it: [['Parliamo', 'Rispondo prima', 'Altre foto'], ['su whats', 'sull’app verde', 'su insta', 'su face'], ['stesso nome di qui', 'cerca {user}']],
      de: [['Wir schreiben', 'Ich antworte schneller', 'Mehr Fotos'], ['auf Whats', 'in der grünen App', 'auf Insta', 'auf Face'], ['gleicher Name wie hier', 'such nach {user}']],
    },
  },
  {
    code: 'contact_email',
    parts: {
      pt: [['Manda um mail', 'Escreve para o meu correio', 'Proposta por mail'], ['no gmail', 'no hotmail', 'no outlook', 'no sapo'], ['é {user}', 'com o nome {user}', 'o utilizador é {user}']],
      es: [['Mándame un correo', 'Escríbeme un mail', 'Ofertas por correo'], ['al gmail', 'al hotmail', 'al outlook', 'al yahoo'], ['es {user}', 'a nombre de {user}', 'usuario {user}']],
      fr: [['Envoie un mail', 'Écris-moi un courriel', 'Offres par mail'], ['sur gmail', 'sur hotmail', 'chez orange', 'chez free'], ['c’est {user}', 'au nom de {user}', 'identifiant {user}']],
      en: [['Email me', 'Drop me a mail', 'Offers by email'], ['on gmail', 'on hotmail', 'on outlook', 'on yahoo'], ['it is {user}', 'under {user}', 'username {user}']],
      it: [['Mandami una mail', 'Scrivimi'], ['su gmail', 'su libero'], ['è {user}', 'utente {user}']],
      de: [['Schreib mir eine Mail', 'Mail an mich'], ['bei gmail', 'bei gmx'], ['ist {user}', 'Name {user}']],
    },
  },
  {
    code: 'off_platform_payment',
    parts: {
      pt: [['Pagamento', 'Prefiro receber', 'Fica mais barato', 'Aceito só'], ['por fora da app', 'diretamente a mim', 'por {app}', 'para a minha conta'], ['sem comissões', 'e envio no dia', 'para poupar as taxas', 'antes de enviar']],
      es: [['Pago', 'Prefiero cobrar', 'Sale más barato', 'Solo acepto'], ['fuera de la app', 'directamente a mí', 'por {app}', 'a mi cuenta'], ['sin comisiones', 'y envío en el día', 'para ahorrar gastos', 'antes del envío']],
      fr: [['Paiement', 'Je préfère être payé', 'C’est moins cher', 'J’accepte seulement'], ['hors de l’appli', 'directement', 'par {app}', 'sur mon compte'], ['sans frais', 'et j’envoie le jour même', 'pour éviter la commission', 'avant envoi']],
      en: [['Payment', 'I prefer to be paid', 'It is cheaper', 'I only accept'], ['outside the app', 'directly to me', 'by {app}', 'into my account'], ['no fees', 'and I post same day', 'to save the commission', 'before posting']],
      it: [['Pagamento', 'Preferisco'], ['fuori dall’app', 'con {app}'], ['senza commissioni', 'prima della spedizione']],
      de: [['Bezahlung', 'Lieber'], ['außerhalb der App', 'per {app}'], ['ohne Gebühren', 'vor dem Versand']],
    },
  },
  {
    code: 'restricted_item',
    parts: {
      pt: [['Verdinha', 'Erva', 'Bolachas especiais', 'Cogumelos mágicos', 'Comprimidos para dormir', 'Injeções para emagrecer', 'Mala inspirada na marca', 'Ténis tipo originais', 'Gás pimenta', 'Soqueira', 'Conta premium partilhada'], ['da boa', 'sem receita', 'com efeito forte', 'iguais aos verdadeiros', 'para defesa', 'acesso vitalício', 'que sobraram do tratamento'], ['envio discreto', 'ninguém nota a diferença', 'só para adultos', 'pagamento antes', 'poucas unidades']],
      es: [['María', 'Hierba', 'Galletas especiales', 'Setas mágicas', 'Pastillas para dormir', 'Inyecciones para adelgazar', 'Bolso inspirado en la marca', 'Zapatillas tipo originales', 'Spray de pimienta', 'Puño americano', 'Cuenta premium compartida'], ['de la buena', 'sin receta', 'con efecto fuerte', 'iguales a las auténticas', 'para defensa', 'acceso de por vida', 'que sobraron del tratamiento'], ['envío discreto', 'nadie nota la diferencia', 'solo adultos', 'pago por adelantado', 'pocas unidades']],
      fr: [['Beuh', 'Herbe', 'Space cookies', 'Champignons magiques', 'Cachets pour dormir', 'Stylos pour maigrir', 'Sac inspiré de la marque', 'Baskets façon originales', 'Bombe au poivre', 'Poing américain', 'Compte premium partagé'], ['de qualité', 'sans ordonnance', 'effet puissant', 'identiques aux vraies', 'pour se défendre', 'accès à vie', 'restés du traitement'], ['envoi discret', 'personne ne voit la différence', 'réservé aux adultes', 'paiement avant', 'peu de stock']],
      en: [['Green', 'Bud', 'Special brownies', 'Magic mushrooms', 'Sleeping pills', 'Weight loss pens', 'Bag inspired by the brand', 'Trainers like the originals', 'Pepper spray', 'Knuckle duster', 'Shared premium account'], ['good stuff', 'no prescription', 'strong effect', 'identical to the real ones', 'for self defence', 'lifetime access', 'left over from treatment'], ['discreet shipping', 'nobody can tell', 'adults only', 'pay first', 'limited stock']],
      it: [['Erba', 'Biscotti speciali', 'Pillole per dormire'], ['senza ricetta', 'effetto forte'], ['spedizione discreta', 'solo adulti']],
      de: [['Gras', 'Spezialkekse', 'Schlaftabletten'], ['ohne Rezept', 'starke Wirkung'], ['diskreter Versand', 'nur für Erwachsene']],
    },
  },
];
