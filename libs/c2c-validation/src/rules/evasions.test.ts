import { describe, expect, it } from 'vitest';
import { findEmails } from './emails.ts';
import { findLinks } from './links.ts';
import { findOffPlatformPayments } from './payments.ts';
import { findQrCodeContacts } from './qr-codes.ts';
import { findSocialHandles } from './social-handles.ts';
import { foldText } from '../text/fold-text.ts';

const evidence = (found: { evidence: string }[]) => found.map((f) => f.evidence);

describe('links written out', () => {
  it('finds domains with the dot spelt out or spaced, with their path', () => {
    expect(evidence(findLinks('vê olx ponto pt barra anuncios e loja (punto) es'))).toEqual(['olx ponto pt barra anuncios', 'loja (punto) es']);
    expect(evidence(findLinks('see ebay dot co dot uk slash usr slash tom'))).toEqual(['ebay dot co dot uk slash usr slash tom']);
    expect(evidence(findLinks('mais em www . loja . com e bit . ly / abc'))).toEqual(['www . loja . com', 'bit . ly / abc']);
  });

  it('finds chat links with one-letter hosts', () => {
    expect(evidence(findLinks('fala em t.me/vendas ou wa.me/351912345678'))).toEqual(['t.me/vendas', 'wa.me/351912345678']);
  });

  it('takes a handle written as a path segment into the link', () => {
    expect(evidence(findLinks('vídeo em vimeo ponto com barra @oficina_do_ze'))).toEqual(['vimeo ponto com barra @oficina_do_ze']);
  });

  it('reads a hyphenated or numbered name, or one a site word announces, before a spaced full stop as a domain', () => {
    expect(evidence(findLinks('Mais peças em casa-do-ferro . pt'))).toEqual(['casa-do-ferro . pt']);
    expect(evidence(findLinks('Catálogo: loja24 . com'))).toEqual(['loja24 . com']);
    expect(evidence(findLinks('Visita o meu site: retrosom . pt'))).toEqual(['retrosom . pt']);
    expect(evidence(findLinks('Guarda-roupa . com gavetas e espelho'))).toEqual([]);
  });

  it('reads "ponto de", "punto de" and "point de" going on into a sentence as a phrase, not a German domain', () => {
    expect(evidence(findLinks('Romance Ponto de Partida, capa dura'))).toEqual([]);
    expect(evidence(findLinks('Entrega no ponto de recolha da vila'))).toEqual([]);
    expect(evidence(findLinks('Mehr Sachen: meinflohmarkt punkt de und so'))).toEqual(['meinflohmarkt punkt de']);
    expect(evidence(findLinks('A minha loja: trastes ponto de'))).toEqual(['trastes ponto de']);
  });

  it('leaves sentences run together and ordinary spaced full stops alone', () => {
    expect(findLinks('Funciona bem . Com carregador. Muito bom . me avisa')).toEqual([]);
  });
});

describe('handles and apps that are no contact', () => {
  it('reads a small word after a network\'s name as the sentence going on, not a handle', () => {
    expect(evidence(findSocialHandles('Follow me on TikTok for more and on Insta too; my insta ➜ for deals'))).toEqual([]);
    expect(evidence(findSocialHandles('insta: para.ti.modas'))).toEqual(['insta: para.ti.modas']);
  });

  it('reads a handle after a network\'s name and an arrow of any drawing', () => {
    expect(evidence(findSocialHandles('insta ➜ casa.da.rosa e tiktok » rosavintage'))).toEqual(['insta ➜ casa.da.rosa', 'tiktok » rosavintage']);
  });

  it('leaves messaging and payment apps named as installed on a phone alone', () => {
    expect(evidence(findSocialHandles('Testado com Telegram e Signal instalados'))).toEqual([]);
    expect(evidence(findSocialHandles('Mit WhatsApp und Instagram getestet, alles funktioniert'))).toEqual([]);
    expect(evidence(findSocialHandles('Instagram ana.vende, alles funktioniert'))).toEqual(['Instagram ana.vende']);
    expect(evidence(findOffPlatformPayments('Vem com Lydia et Revolut installés, remis à zéro', { profile: 'generic' }))).toEqual([]);
    expect(evidence(findOffPlatformPayments('Paga-me por Revolut', { profile: 'generic' }))).toEqual(['Revolut']);
  });

  it('reads a phone wallet named beside other apps a phone was tested with as a feature, not a word of paying', () => {
    expect(evidence(findOffPlatformPayments('Probado con Revolut y Apple Pay, NFC bien', { profile: 'wallapop' }))).toEqual([]);
    expect(evidence(findOffPlatformPayments('Testé avec Lydia et Google Pay', { profile: 'generic' }))).toEqual([]);
    expect(evidence(findOffPlatformPayments('Probado, pero págame por Revolut', { profile: 'wallapop' }))).toEqual(['Revolut']);
  });

  it('reads a middle dot or a bullet between a name and a domain ending as a dot, and an @ set apart from its handle after a network', () => {
    expect(evidence(findLinks('mais artigos em vinted · pt / membro'))).toEqual(['vinted · pt / membro']);
    expect(evidence(findLinks('loja-do-ze • com'))).toEqual(['loja-do-ze • com']);
    expect(evidence(findSocialHandles('sigue mi tiktok @ casa.de.lola'))).toEqual(['tiktok @ casa.de.lola']);
  });

  it('reads a messaging app the item lacks and a transfer of tickets as no contact and no payment', () => {
    expect(evidence(findSocialHandles('Telemóvel básico: chamadas e SMS, sem WhatsApp'))).toEqual([]);
    expect(evidence(findSocialHandles('Fala comigo no WhatsApp'))).toEqual(['WhatsApp']);
    expect(evidence(findOffPlatformPayments('Faço a transferência dos bilhetes pela app oficial', { profile: 'olx-pt' }))).toEqual([]);
    expect(evidence(findOffPlatformPayments('Transferencia de las entradas al momento', { profile: 'wallapop' }))).toEqual([]);
    expect(evidence(findOffPlatformPayments('Só aceito transferência, depois envio', { profile: 'olx-pt' }))).toEqual(['transferência']);
  });

  it('reads a handle-shaped name before a video network after a searching word, with a few words between', () => {
    expect(evidence(findSocialHandles('Busca mi canal taller_de_ruben en YouTube'))).toEqual(['Busca mi canal taller_de_ruben en YouTube']);
    expect(evidence(findSocialHandles('Procura oficina.do.ze no Instagram'))).toEqual(['Procura oficina.do.ze no Instagram']);
    expect(evidence(findSocialHandles('Busca tutoriales en YouTube para montarlo'))).toEqual([]);
  });

  it('reads a wallet with a doubled letter, ATM references, deposits and bank details offered by message', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'olx-pt' }));
    expect(words('aceito Lyddia ou Revollut')).toEqual(['Lyddia', 'Revollut']);
    expect(words('pagamento por referência multibanco')).toEqual(['referência multibanco']);
    expect(words('hago ingreso en mi cuenta')).toEqual(['ingreso en mi cuenta']);
    expect(words('depois envio o IBAN por mensagem')).toEqual(['envio o IBAN']);
    expect(words('encontro junto ao multibanco da estação, dinheiro na mão')).toEqual([]);
  });

  it('reads ways of paying written side by side as one', () => {
    expect(evidence(findOffPlatformPayments('Je veux un virement PayPal entre amis, ou Lydia', { profile: 'generic' }))).toEqual(['virement PayPal entre amis', 'Lydia']);
  });
});

describe('findQrCodeContacts', () => {
  it('finds a QR code offered with a photo or a way to talk', () => {
    expect(evidence(findQrCodeContacts('Bom estado. Lê o código QR da última foto para falarmos.'))).toEqual(['Lê o código QR da última foto para falarmos']);
    expect(evidence(findQrCodeContacts('Scan the QR code in pic 3 to reach me'))).toEqual(['Scan the QR code in pic 3 to reach me']);
  });

  it('finds a QR code sent as an attachment or leading to the seller\'s shop', () => {
    expect(evidence(findQrCodeContacts('Envio o QR em anexo.'))).toEqual(['Envio o QR em anexo']);
    expect(evidence(findQrCodeContacts('Con el código QR entras en mi tienda online.'))).toEqual(['Con el código QR entras en mi tienda online']);
  });

  it('leaves a QR reader or a QR code named as a product feature alone', () => {
    expect(findQrCodeContacts('Leitor de códigos QR e de barras, USB.')).toEqual([]);
  });
});

describe('contacts and payments under other names', () => {
  it('needs a mail provider or an address-like user after a bare English "at"', () => {
    expect(findEmails('Photos at ebay dot co dot uk')).toEqual([]);
    expect(evidence(findEmails('mail tom at gmail dot com'))).toEqual(['tom at gmail dot com']);
  });

  it('finds messaging apps by their short names and after a preposition', () => {
    expect(evidence(findSocialHandles('Respondo por Whats, ou por Signal'))).toEqual(['Whats', 'Signal']);
    expect(findSocialHandles('good signal on the radio')).toEqual([]);
  });

  it('finds wallets of other countries and their disguised names', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'generic' }));
    expect(words('paga por B1zum, Wero o Satispay; PayPal regalo')).toEqual(['B1zum', 'Wero', 'Satispay', 'PayPal regalo']);
  });

  it('finds wallet names disguised with look-alike digits, and names that are everyday words only where paying is said', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'generic' }));
    expect(words('Bezahlung nur per P4yPal Freunde, oder Tw1nt')).toEqual(['P4yPal Freunde', 'Tw1nt']);
    expect(words('Pago solo por Wise. Si pagas via Verse te hago descuento')).toEqual(['Wise', 'Verse']);
    expect(words('A wise choice, the verse of a song, Makeup Revolution palette')).toEqual([]);
  });

  it('reads an e-mail with a German "ät" and "Punkt", and a "www" spelt out before a spaced domain', () => {
    expect(evidence(findEmails('Schreibt mir an marta.silva ät live Punkt co Punkt uk.'))).toEqual(['marta.silva ät live Punkt co Punkt uk']);
    expect(findEmails('Abonnement chez free.fr résilié')).toEqual([]);
    expect(evidence(findLinks('Cheaper over at www . milanuncios . com'))).toEqual(['www . milanuncios . com']);
  });

  it('reads an @ and dots in brackets, defanged links and domains of more countries', () => {
    expect(evidence(findEmails('Escríbeme a kev_price[@]orange[.]fr hoy'))).toEqual(['kev_price[@]orange[.]fr']);
    expect(evidence(findLinks('Fotos: hxxps://olx[.]pt/anita_store e loja[.]pt'))).toEqual(['hxxps://olx[.]pt/anita_store', 'loja[.]pt']);
    expect(evidence(findLinks('See beacons.ai/kikoshop'))).toEqual(['beacons.ai/kikoshop']);
    expect(findLinks('Estado impecável. Funciona bem.')).toEqual([]);
  });

  it('reads wallet and transfer names spelt letter by letter or with look-alikes, and "take"/"prefer" as paying', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'generic' }));
    expect(words('Pagamento por M.B W.A.Y, ou tr4nsferência, ou b0nifico')).toEqual(['M.B W.A.Y', 'tr4nsferência', 'b0nifico']);
    expect(words('Happy to take W1se, I prefer Wise please')).toEqual(['W1se', 'Wise']);
    expect(words("it's wish list, a twin tent")).toEqual([]);
  });

  it('reads wallet names with accented letters and PayPal split in two, and a German instant transfer', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'generic' }));
    expect(words('pagas por Bizúm o por Lydía')).toEqual(['Bizúm', 'Lydía']);
    expect(words('Pay Pal only please')).toEqual(['Pay Pal']);
    expect(words('Bezahlung per Echtzeitüberweisung')).toEqual(['Echtzeitüberweisung']);
  });

  it('reads Facebook written in two words as the network', () => {
    expect(evidence(findSocialHandles('Face book: Loja da Marta'))).toEqual(['Face book: Loja da Marta']);
  });

  it('reads a marketplace\'s or a network\'s name before a spaced full stop as its site', () => {
    expect(evidence(findLinks('anúncios em vinted . pt, obrigado'))).toEqual(['vinted . pt']);
    expect(findLinks('Em bom estado . pt')).toEqual([]);
  });
});

describe('pages on other marketplaces, printed links and handles with a dot', () => {
  it('finds the seller\'s page on another marketplace as a link, not on the listing\'s own', () => {
    expect(evidence(findLinks('Tenho mais coisas na minha loja no Vinted', { profile: 'olx-pt' }))).toEqual(['loja no Vinted']);
    expect(evidence(findLinks('See my other items on Gumtree too', { profile: 'generic' }))).toEqual(['other items on Gumtree']);
    expect(evidence(findLinks('Mira mis anuncios en Wallapop', { profile: 'wallapop' }))).toEqual([]);
    expect(evidence(findLinks('No tengo perfil en Milanuncios', { profile: 'wallapop' }))).toEqual([]);
    // Named by its @handle right after it, the page is that handle (a handle's rule finds it).
    expect(evidence(findLinks('More on my shop on Etsy: @casa.barro', { profile: 'generic' }))).toEqual([]);
  });

  it('reads a link printed on the item as its print, and a domain glued to a handle by an underscore as the handle\'s', () => {
    expect(evidence(findLinks('Sweat avec l\'inscription « www.mer-et-sable.fr » au dos'))).toEqual([]);
    expect(evidence(findLinks('Caneca com www.cafe-central.pt estampado'))).toEqual([]);
    expect(evidence(findLinks('Camisola com estampa, mais modelos em www.cafe-central.pt'))).toEqual(['www.cafe-central.pt']);
    expect(evidence(findLinks('Instagram: anna_vintage.shop'))).toEqual([]);
    expect(evidence(findSocialHandles('Instagram: anna_vintage.shop'))).toEqual(['Instagram: anna_vintage.shop']);
  });

  it('finds a handle named after a user-name word without a verb, and after a page on a marketplace and "como"', () => {
    expect(evidence(findSocialHandles('Mais no meu perfil da OLX, procura pelo nome de utilizador tralhas.do.rui'))).toEqual(['nome de utilizador tralhas.do.rui']);
    expect(evidence(findSocialHandles('Pesquisem a minha loja no Custojusto como velharias_lx'))).toEqual(['Pesquisem a minha loja no Custojusto como velharias_lx']);
  });

  it('finds payment on delivery by a carrier, not a hand-over in person', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'generic' }));
    expect(words('Payment on delivery, sent with DHL')).toEqual(['Payment on delivery']);
    expect(words('Pagamento na entrega, envio por transportadora')).toEqual(['Pagamento na entrega']);
    expect(words('Pagamento na entrega em mão, no Porto')).toEqual([]);
    expect(words('Payment on delivery, I can meet at the station')).toEqual([]);
  });
});

describe('this round\'s second probe kinds', () => {
  it('finds paying the courier, and leaving the platform before paying, not refused', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'generic' }));
    expect(words('Pagas en efectivo al mensajero cuando llegue')).toEqual(['Pagas en efectivo al mensajero']);
    expect(words('Zahlung in bar an den Kurier? Nein: bezahlen beim Zusteller')).toEqual(['bezahlen beim Zusteller']);
    expect(words('Deal hors Vinted, tu me paies en direct')).toEqual(['hors Vinted, tu me paies']);
    expect(words('Je ne vends pas hors Vinted, paiement sécurisé uniquement')).toEqual([]);
    expect(words('Delivery available locally, pay the driver on the day')).toEqual([]);
  });

  it('finds a page on a marketplace named with a possessive or no preposition, and a dotted name searched for on a network as a handle', () => {
    expect(evidence(findLinks('Mais coisas na minha loja Vinted', { profile: 'olx-pt' }))).toEqual(['loja Vinted']);
    expect(evidence(findLinks('See my Depop shop for more', { profile: 'generic' }))).toEqual(['my Depop shop']);
    expect(evidence(findLinks('Used it for my eBay shop, weighs up to 30 kg', { profile: 'generic' }))).toEqual([]);
    expect(evidence(findLinks('Mais jogos no meu TikTok, procurem jogos.baratos.pt'))).toEqual([]);
    expect(evidence(findSocialHandles('Mais jogos no meu TikTok, procurem jogos.baratos.pt'))).toEqual(['procurem jogos.baratos.pt']);
    expect(evidence(findLinks('Shop name: dressing.de.lea'))).toEqual([]);
    expect(evidence(findSocialHandles('Tout sur TikTok, cherchez-moi sous le nom brocante.marie'))).toEqual(['nom brocante.marie']);
  });
});

describe('the fifth probe batch\'s kinds', () => {
  it('finds defanged dots with spaces, and leaves a maker\'s own site the listing names alone', () => {
    expect(evidence(findLinks('Catalogue: tentes-pro [.] co [.] uk'))).toEqual(['tentes-pro [.] co [.] uk']);
    expect(evidence(findLinks('Bauanleitung von Playmobil auf playmobil.de'))).toEqual([]);
    expect(evidence(findLinks('Mais fotos em casadasvelas.pt'))).toEqual(['casadasvelas.pt']);
  });

  it('finds a page named after its network, a handle after "me llamo"/"Name:", and one after a colon where adding is asked', () => {
    expect(evidence(findSocialHandles('Sigam a minha página do Instagram, Velharias do Tó'))).toEqual(['página do Instagram, Velharias do Tó']);
    expect(evidence(findSocialHandles('Sígueme en TikTok, me llamo bici.sevilla'))).toEqual(['me llamo bici.sevilla']);
    expect(evidence(findSocialHandles('Mehr auf Vinted, Name: kiste_koeln'))).toEqual(['Name: kiste_koeln']);
    expect(evidence(findSocialHandles('Add me on Snapchat for pics: jaybuys'))).toEqual(['Snapchat for pics: jaybuys']);
    expect(evidence(findSocialHandles('Saw it on Instagram last week, loved it'))).toEqual([]);
    expect(evidence(findSocialHandles('A minha página do Facebook, não a uso'))).toEqual([]);
  });

  it('finds paying "por fuera" and an account number sent by message', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'wallapop' }));
    expect(words('Mejor pagar por fuera y te lo dejo más barato')).toEqual(['pagar por fuera']);
    expect(words('Te paso mi número de cuenta por chat')).toEqual(['Te paso mi número de cuenta']);
  });
});


describe('the sixteenth round\'s probe kinds', () => {
  it('reads a domain spelt with the accented letters of its name, also spaced or after a spaced www', () => {
    expect(evidence(findLinks(foldText('Mais peças em w w w . velhariasdojoão . pt').folded))).toEqual(['www. velhariasdojoão . pt']);
    expect(evidence(findLinks('Catálogo: oficinadaconceição.pt/portas'))).toEqual(['oficinadaconceição.pt/portas']);
    expect(evidence(findLinks('Tarifs sur www . ébénisterie-rené . fr'))).toEqual(['www . ébénisterie-rené . fr']);
    expect(evidence(findLinks('Está como novo. Também tem caixa.'))).toEqual([]);
  });

  it('reads an @ written out between brackets or as a word before a name written as a handle after a network', () => {
    expect(evidence(findSocialHandles('Fragen gern auf Insta (at)lena.vintage'))).toEqual(['Insta (at)lena.vintage']);
    expect(evidence(findSocialHandles('Manda mensagem no Instagram [at]casa_do_rui'))).toEqual(['Instagram [at]casa_do_rui']);
    expect(evidence(findSocialHandles('Écrivez-moi sur insta (a)marie.brocante'))).toEqual(['insta (a)marie.brocante']);
    expect(evidence(findSocialHandles('Háblame por insta arroba pepe.retro'))).toEqual(['insta arroba pepe.retro']);
    expect(evidence(findSocialHandles('DM me on insta at sam_sells_things'))).toEqual(['insta at sam_sells_things']);
    expect(evidence(findSocialHandles('I post my builds on Instagram at weekends'))).toEqual([]);
    expect(evidence(findLinks('Escreve-me no insta arroba ana.rita.pt'))).toEqual([]);
  });

  it('reads a transfer of a name, a ticket or a vehicle\'s ownership, or its costs, as none of paying', () => {
    const words = (text: string) => evidence(findOffPlatformPayments(text, { profile: 'generic' }));
    expect(words('Vendo ao preço pago, com transferência de nome na bilheteira online.')).toEqual([]);
    expect(words('Se hace la transferencia de la entrada en la app.')).toEqual([]);
    expect(words('Coche con ITV. Transferencia a cargo del comprador.')).toEqual([]);
    expect(words('Carro revisto, transferência incluída no preço.')).toEqual([]);
    expect(words('Precio con gastos de transferencia incluidos.')).toEqual([]);
    expect(words('Pago por transferencia antes del envío.')).toEqual(['transferencia']);
  });

  it('reads a car model named with a dot word before a year as the model, and an @word a word names or printed after it as the print', () => {
    expect(evidence(findLinks('Tapetes para Fiat Punto de 2012'))).toEqual([]);
    expect(evidence(findSocialHandles('Caneca com a palavra @office em letras douradas'))).toEqual([]);
    expect(evidence(findSocialHandles('Hoodie, @weekend embroidered on the chest'))).toEqual([]);
    expect(evidence(findSocialHandles('Hoodie, message me @weekend.sales'))).toEqual(['@weekend.sales']);
  });

  it('reads a name after a searching word and "as" as a handle where a marketplace or network is named, and "more on my <marketplace>" as its page', () => {
    expect(evidence(findSocialHandles('Mehr Sachen auf Kleinanzeigen, sucht mich als kistenkoenig'))).toEqual(['sucht mich als kistenkoenig']);
    expect(evidence(findSocialHandles('Find me as usual on Saturdays at the market'))).toEqual([]);
    expect(evidence(findLinks('Tenho mais no meu Vinted, vejam', { profile: 'olx-pt' }))).toEqual(['Tenho mais no meu Vinted']);
    expect(evidence(findLinks('Tenho mais no meu OLX, vejam', { profile: 'olx-pt' }))).toEqual([]);
  });

  it('reads a video site\'s channel address as a handle as well as a link, its @ spelt out too', () => {
    expect(evidence(findSocialHandles('Canal: youtube.com/@oficina.do.rui'))).toEqual(['youtube.com/@oficina.do.rui']);
    expect(evidence(findLinks('Vídeo en youtube punto com barra arroba taller_pepe'))).toEqual(['youtube punto com barra arroba taller_pepe']);
    expect(evidence(findSocialHandles('En directo en twitch.tv/pepe_juega'))).toEqual(['twitch.tv/pepe_juega']);
  });

  it('reads a plain name after a network\'s pointer as a handle where the seller asks to be followed or written to there, the sentence going on', () => {
    expect(evidence(findSocialHandles('Sigue mi Instagram: tallerdemaria tiene más cosas'))).toEqual(['Instagram: tallerdemaria']);
    expect(evidence(findSocialHandles('Instagram: fotografias de todos os ângulos'))).toEqual([]);
  });

  it('reads a full stop spaced on one side in a domain, a seller\'s wardrobe on another marketplace, and a German "(ät)" in an address', () => {
    expect(evidence(findLinks('Alles auf www. flohmarkt-lena .de'))).toEqual(['www. flohmarkt-lena .de']);
    expect(evidence(findLinks('Vendo em bom estado. com carregador'))).toEqual([]);
    expect(evidence(findLinks('Tout mon dressing sur Vinted, merci', { profile: 'olx-pt' }))).toEqual(['dressing sur Vinted']);
    expect(evidence(findEmails('Mail: jana.m(ät)gmx.de'))).toEqual(['jana.m(ät)gmx.de']);
  });

  it('reads a page named after "a página"/"the page" before its network, and a handle after "I\'m"/"sou" in a sentence naming a marketplace', () => {
    expect(evidence(findSocialHandles('Procurem a página Velharias do Zé no Instagram'))).toEqual(['Procurem a página Velharias do Zé no Instagram']);
    expect(evidence(findSocialHandles('More of my stuff on Vinted, I\'m attic_finds_88 there'))).toEqual(['I\'m attic_finds_88']);
    expect(evidence(findSocialHandles('I\'m 1.80 m tall, the coat fits me well'))).toEqual([]);
  });

  it('reads a link a print word and a verb of saying introduce as the print, and a video site\'s watch path as no handle', () => {
    expect(evidence(findLinks('Hoodie, size M. The print reads www.sunnydays.net on the chest.'))).toEqual([]);
    expect(evidence(findSocialHandles('Vídeo em youtube.com/watch?v=abc'))).toEqual([]);
  });

  it('reads Signal after "bei", "su" or "em" as a way to talk', () => {
    expect(evidence(findSocialHandles('Melde dich bei Signal, antworte schnell'))).toEqual(['Signal']);
    expect(evidence(findSocialHandles('Scrivimi su Signal per info'))).toEqual(['Signal']);
  });

  it('reads a pronoun between a network and its pointer, and messaging apps offered "for info", as contacts', () => {
    expect(evidence(findSocialHandles('Snap me: dan_sells_99'))).toEqual(['Snap me: dan_sells_99']);
    expect(evidence(findSocialHandles('Telegram per informazioni'))).toEqual(['Telegram']);
    expect(evidence(findSocialHandles('Funciona com WhatsApp e Telegram'))).toEqual([]);
  });
});

