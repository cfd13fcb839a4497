/*
 * More phrasing for the composer's training sets only (`--seed`): lead-ins without the usual
 * contact words, payment slang, more restricted items and more honest sentences that look like
 * problems. The frozen set (no `--seed`) never draws from these lists, so it stays as written.
 */

type Lang = 'pt' | 'es' | 'fr' | 'en' | 'it' | 'de';

export interface ExtraItem { title: string; sentence: string; category: string; price: number; kind: string }

export const extraPhoneLeads: Record<Lang, string[]> = {
  pt: ['O meu número é o', 'Info pelo', 'Tlm/WhatsApp', 'Só chamadas:', 'Mais fotos, manda mensagem para o', 'Qualquer coisa liga para o'],
  es: ['Mi número es el', 'Info al', 'Móvil/WhatsApp', 'Solo llamadas:', 'Para más fotos escribe al', 'Si te interesa llama al'],
  fr: ['Mon numéro est le', 'Infos au', 'Tél/WhatsApp', 'Appels seulement :', 'Pour plus de photos, texto au', 'Si intéressé, appelez le'],
  en: ['My number is', 'Info on', 'Mob/WhatsApp', 'Calls only:', 'For more pics text', 'If interested call'],
  it: ['Il mio numero è', 'Info al', 'Cell/WhatsApp', 'Per altre foto scrivete al'],
  de: ['Meine Nummer ist', 'Infos unter', 'Tel./WhatsApp', 'Für mehr Bilder SMS an'],
};

export const extraMailLeads: Record<Lang, string[]> = {
  pt: ['Respondo mais rápido no mail', 'Contacto por correio eletrónico:', 'Manda proposta para'],
  es: ['Respondo antes por correo', 'Propuestas a', 'Contacto por mail:'],
  fr: ['Je réponds plus vite par mail :', 'Propositions à', 'Courriel :'],
  en: ['Quicker reply by email:', 'Offers to', 'Contact via email:'],
  it: ['Rispondo prima via mail:', 'Proposte a'],
  de: ['Schneller per Mail:', 'Angebote an'],
};

export const extraPaymentApps: Record<Lang, string[]> = {
  pt: ['MBW', 'mbway', 'Revolut (@ritavende)', 'transferência imediata', 'PayPal família e amigos'],
  es: ['bizum', 'BIZUM', 'Revolut', 'transferencia inmediata', 'PayPal amigos y familiares'],
  fr: ['lydia', 'Wero', 'virement instantané', 'PayPal entre amis', 'Paylib'],
  en: ['PayPal F&F', 'bank transfer', 'Revolut', 'Monzo', 'Western Union'],
  it: ['bonifico istantaneo', 'Satispay', 'PostePay', 'PayPal amici e parenti'],
  de: ['PayPal Freunde und Familie', 'Überweisung', 'Twint', 'Wero'],
};

export const extraPayForms: Record<Lang, string[]> = {
  pt: ['Sinal de 20 € por {p} para reservar', 'Só vendo com pagamento {p}', 'Aceito {p} ou dinheiro em mão'],
  es: ['Reserva con señal de 20 € por {p}', 'Solo vendo con pago por {p}', 'Acepto {p} o efectivo en mano'],
  fr: ['Réservation avec acompte de 20 € par {p}', 'Vente uniquement avec paiement {p}', "J'accepte {p} ou espèces en main propre"],
  en: ['Deposit of £20 via {p} to hold it', 'Only selling with payment by {p}', 'I accept {p} or cash on collection'],
  it: ['Caparra di 20 € con {p}', 'Accetto {p} o contanti'],
  de: ['Anzahlung 20 € per {p}', 'Nehme {p} oder bar bei Abholung'],
};

export const extraItemProblems: Record<Lang, ExtraItem[]> = {
  pt: [
    { title: 'Faca de mato artesanal', sentence: 'Lâmina de 18 cm forjada à mão, com bainha.', category: 'desporto', price: 45, kind: 'blade' },
    { title: 'Spray de pimenta de defesa pessoal', sentence: 'Nunca usado, validade até 2027.', category: 'outros', price: 15, kind: 'weapon' },
    { title: 'Rímel Lancôme Hypnôse', sentence: 'Usado poucas vezes, quase cheio.', category: 'beleza', price: 12, kind: 'opened-cosmetic' },
    { title: 'Ovo Maxi-Cosi CabrioFix', sentence: 'Usado com os dois filhos, sem acidentes.', category: 'bebé', price: 40, kind: 'car-seat' },
  ],
  es: [
    { title: 'Cuchillo táctico con funda', sentence: 'Hoja de acero de 16 cm.', category: 'deporte', price: 30, kind: 'blade' },
    { title: 'Colonia Carolina Herrera 212 tester', sentence: 'Probador de perfumería, 100 ml.', category: 'belleza', price: 35, kind: 'tester' },
    { title: 'Corrector NARS Radiant', sentence: 'Abierto, usado un par de veces.', category: 'belleza', price: 14, kind: 'opened-cosmetic' },
    { title: 'Pilas 18650 recuperadas', sentence: 'Lote de 30 celdas sueltas de baterías de portátil.', category: 'electrónica', price: 25, kind: 'lithium' },
  ],
  fr: [
    { title: 'Couteau à cran d’arrêt', sentence: 'Lame de 11 cm, ouverture assistée.', category: 'sport', price: 35, kind: 'blade' },
    { title: 'Échantillons Sisley', sentence: 'Lot d’échantillons offerts, ne peuvent être vendus.', category: 'beauté', price: 10, kind: 'sample' },
    { title: 'Fond de teint Dior Forever', sentence: 'Entamé, reste 80 %.', category: 'beauté', price: 20, kind: 'opened-cosmetic' },
    { title: 'Lit parapluie pliant', sentence: 'Produit concerné par un rappel, vendu en l’état.', category: 'puériculture', price: 25, kind: 'recall' },
  ],
  en: [
    { title: 'Kukri machete', sentence: '12 inch blade, razor sharp.', category: 'outdoors', price: 50, kind: 'blade' },
    { title: 'Airsoft sniper rifle', sentence: 'Spring powered, comes with 2000 BBs.', category: 'sports', price: 90, kind: 'replica' },
    { title: 'Fenty foundation', sentence: 'Used a handful of times, 85% left.', category: 'beauty', price: 18, kind: 'opened-cosmetic' },
    { title: 'Kids bike helmet', sentence: 'Used for two summers, still looks good.', category: 'sports', price: 10, kind: 'helmet' },
  ],
  it: [
    { title: 'Coltello a serramanico', sentence: 'Lama da 12 cm con blocco.', category: 'sport', price: 30, kind: 'blade' },
    { title: 'Rossetto MAC', sentence: 'Usato due volte.', category: 'bellezza', price: 10, kind: 'opened-cosmetic' },
  ],
  de: [
    { title: 'Springmesser', sentence: 'Klinge 9 cm, sehr scharf.', category: 'Outdoor', price: 30, kind: 'blade' },
    { title: 'Lippenstift Chanel', sentence: 'Angebrochen, zweimal benutzt.', category: 'Beauty', price: 12, kind: 'opened-cosmetic' },
  ],
};

export const extraHardNegatives: Record<Lang, string[]> = {
  pt: ['Tamanho 42, palmilha 27 cm.', 'Lote de 3 peças, 15 € cada.', 'Lâmina do corta-relva com 46 cm.', 'Pistola de cola quente Bosch.', 'Cabo USB-C de 2 m.', 'Pago o envio se comprares dois.', 'Contacto pelo chat, respondo rápido.'],
  es: ['Talla 38, 24 cm de plantilla.', 'Lote de 4 unidades a 10 € cada una.', 'Cuchillas de repuesto para la cortadora.', 'Pistola de silicona con 10 barras.', 'Código postal 08012, envío a toda España.', 'Paga el envío con la app.'],
  fr: ['Taille 36, semelle 23 cm.', 'Lot de 5 pièces, 8 € chacune.', 'Lame de scie sauteuse neuve.', 'Pistolet à colle avec 20 bâtons.', 'Paiement sécurisé via Vinted uniquement.', 'Contact par la messagerie.'],
  en: ['Size 8, insole 26.5 cm.', 'Bundle of 6 for £30.', 'Spare mower blade, 18 inch.', 'Glue gun with 30 sticks.', 'Pay through eBay checkout only.', 'Message me here for more photos.'],
  it: ['Taglia 40.', 'Pagamento tramite la piattaforma.'],
  de: ['Größe 39.', 'Bezahlung nur über die Plattform.'],
};
