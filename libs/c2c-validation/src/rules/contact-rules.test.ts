import { describe, expect, it } from 'vitest';
import { findEmails, mayHoldAt } from './emails.ts';
import { findIbans } from './ibans.ts';
import { findLinks } from './links.ts';
import { findOffPlatformPayments } from './payments.ts';
import { findSocialHandles } from './social-handles.ts';
import { findQrCodeContacts } from './qr-codes.ts';
import { foldText } from '../text/fold-text.ts';

describe('contact and payment rules', () => {
  it('finds e-mails, also spelt out', () => {
    expect(findEmails('escreve para ana.m@sapo.pt ou joao at gmail dot com, maria(arroba)hotmail.com').map((f) => f.evidence)).toEqual([
      'ana.m@sapo.pt',
      'joao at gmail dot com',
      'maria(arroba)hotmail.com',
    ]);
    expect(findEmails('look at me. Meet at the station')).toEqual([]);
  });

  it('finds links and bare domains but not versions or units', () => {
    expect(findLinks('vê em www.loja.pt e bit.ly/abc, ou olx.pt').map((f) => f.evidence)).toEqual(['www.loja.pt', 'bit.ly/abc', 'olx.pt']);
    expect(findLinks('jack 3.5mm, versão 2.0, Node.js')).toEqual([]);
    expect(findLinks('Bom estado.Com carregador. Muy bonito.Es nuevo')).toEqual([]);
    expect(findLinks('Comprado na Worten.pt').map((f) => f.evidence)).toEqual(['Worten.pt']);
  });

  it('reads a link-shaped title in quotation marks after a work\'s word as the work\'s name, not a site', () => {
    expect(findLinks('Vendo o DVD “amor.com” em bom estado')).toEqual([]);
    expect(findLinks('Novel "www.lost-signal.net" by a debut author, paperback')).toEqual([]);
    expect(findLinks('Novel by a debut author, more at "www.lost-signal.net"').map((f) => f.evidence)).toEqual(['www.lost-signal.net']);
    expect(findLinks('Livro "policial", compra em www.livrosbaratos.pt').map((f) => f.evidence)).toEqual(['www.livrosbaratos.pt']);
  });

  it('finds social handles and messaging apps', () => {
    expect(findSocialHandles('segue @vendas_ana no insta, fala por WhatsApp').map((f) => f.evidence)).toEqual(['@vendas_ana', 'WhatsApp']);
  });

  it('reads a payment card a wallet has room for as an object, a payment to that card still as one', () => {
    const pay = (text: string) => findOffPlatformPayments(text, { profile: 'generic' }).map((f) => f.evidence);
    expect(pay('Porta-cartões fino, cabe o cartão Revolut e mais três')).toEqual([]);
    expect(pay('Billetera con ranuras para tarjetas, ideal para la Revolut')).toEqual([]);
    expect(pay('Paga por Revolut para o meu cartão e envio amanhã')).toEqual(['Revolut']);
  });

  it('reads a way of paying inside a quoted title of several words or after a book\'s word as the title', () => {
    const pay = (text: string) => findOffPlatformPayments(text, { profile: 'generic' }).map((f) => f.evidence);
    expect(pay('Caneca com a frase "Bizum o nada" em letras douradas')).toEqual([]);
    expect(pay('Livro: O Guia do MB WAY para seniores, 2021')).toEqual([]);
    expect(pay('Aceito "Bizum" e envio logo')).toEqual(['Bizum']);
  });

  it('reads the words after "Facebook:" or "Instagram:" as the listing\'s text unless they look like a handle', () => {
    const handles = (text: string) => findSocialHandles(text).map((f) => f.evidence);
    expect(handles('Banco de madeira. Facebook: fotos a pedido.')).toEqual([]);
    expect(handles('Instagram: mais fotos disponíveis por mensagem')).toEqual([]);
    expect(handles('Tripod, TikTok: steady enough for long takes')).toEqual([]);
    expect(handles('Lampadaire. Facebook: photos sur demande')).toEqual([]);
    expect(handles('Instagram: none, sorry')).toEqual([]);
    // A single name, one written as a handle, a name before "for more", a page's name in capitals: still a handle.
    expect(handles('Banco de madeira. Facebook: zecarpinteiro')).toEqual(['Facebook: zecarpinteiro']);
    expect(handles('Insta: velhariasdozé para mais fotos')).toEqual(['Insta: velhariasdozé']);
    expect(handles('TikTok: hilda.finds tem vídeos')).toEqual(['TikTok: hilda.finds']);
    expect(handles('Instagram: pedrosaltos e TikTok: pedrosaltos2')).toEqual(['Instagram: pedrosaltos', 'TikTok: pedrosaltos2']);
    expect(handles('Facebook: Quinta Do Salgueiro Antiguidades')).toHaveLength(1);
  });

  it('finds a handle named before a resale app where the seller has a shop', () => {
    expect(findSocialHandles('Procura por retro.loja_22 no Depop, tenho mais').length).toBe(1);
    expect(findSocialHandles('Find me as denim_dave on Etsy').length).toBe(1);
  });

  it('reads every social network and username messenger where the seller says they answer, are, or keep more photos', () => {
    expect(findSocialHandles('quicker replies on Messenger').map((f) => f.evidence)).toEqual(['replies on Messenger']);
    expect(findSocialHandles('I am also on Twitter as jo_b').map((f) => f.evidence)).toEqual(['I am also on Twitter as jo_b']);
    expect(findSocialHandles('mais fotos no meu ig').map((f) => f.evidence)).toEqual(['mais fotos no meu ig']);
    expect(findSocialHandles('a canvas messenger bag, roomy')).toEqual([]);
  });

  it('reads an @word after a collection or line word as the line\'s name, not a handle', () => {
    expect(findSocialHandles('Ténis da linha @urbano, quase novos')).toEqual([]);
    expect(findSocialHandles('Chaqueta de la colección invierno @montaña, talla 40')).toEqual([]);
    expect(findSocialHandles('write a line to @jay_sells').map((f) => f.evidence)).toEqual(['@jay_sells']);
  });

  it('reads an @ before a brand the table knows as the maker tagged, unless the sentence sends buyers to a network', () => {
    expect(findSocialHandles('Camisola @Lacoste azul-marinho, pouco usada')).toEqual([]);
    expect(findSocialHandles('Hoodie @Tommy Hilfiger cinzento')).toEqual([]);
    expect(findSocialHandles('Camisola @lacoste_outlet azul').map((f) => f.evidence)).toEqual(['@lacoste_outlet']);
    expect(findSocialHandles('mais fotos no insta @Lacoste').map((f) => f.evidence)).toContain('@Lacoste');
    expect(findSocialHandles('segue-me em @Lacoste').length).toBeGreaterThan(0);
  });

  it('reads an @word after a print word as the print\'s text, and a "since" after a network as the sentence going on', () => {
    expect(findSocialHandles('Camisola com estampa @praia em letras grandes')).toEqual([]);
    expect(findSocialHandles('Sweat imprimé "bonjour @paris" taille M')).toEqual([]);
    expect(findSocialHandles('Camisola nova, segue @praia.loja').map((f) => f.evidence)).toEqual(['@praia.loja']);
    expect(findSocialHandles('Sigo a su Instagram desde hace años')).toEqual([]);
  });

  it('accepts only IBANs whose mod-97 check holds', () => {
    expect(findIbans('IBAN PT50 0002 0123 1234 5678 9015 4').map((f) => f.evidence)).toEqual(['PT50 0002 0123 1234 5678 9015 4']);
    expect(findIbans('ref PT51 0002 0123 1234 5678 9015 4')).toEqual([]);
  });

  it('finds cash on delivery through the post, paid to the courier, unless refused', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'wallapop' }).map((f) => f.evidence);
    expect(words('Te lo mando por contrarreembolso y pagas al recibirlo')).toEqual(['contrarreembolso']);
    expect(words('Posso fazer envio à cobrança, paga ao carteiro')).toEqual(['envio à cobrança']);
    expect(words('Spedisco anche in contrassegno')).toEqual(['contrassegno']);
    expect(words('Não faço envios à cobrança')).toEqual([]);
  });

  it('finds the Portuguese post\'s cash on delivery written alone ("à cobrança"), not a charge of something', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'olx-pt' }).map((f) => f.evidence);
    expect(words('Mando para qualquer ponto do país à cobrança, paga ao receber')).toEqual(['à cobrança']);
    expect(words('Seguem a cobrança pelos correios')).toEqual(['a cobrança']);
    expect(words('A cobrança do IVA vem na fatura')).toEqual([]);
    expect(words('Portes incluídos, sem cobrança extra')).toEqual([]);
  });

  it('leaves PayPal with buyer protection alone on a marketplace of no checkout of its own, not on one that has it', () => {
    const words = (text: string, profile: 'generic' | 'vinted') => findOffPlatformPayments(text, { profile }).map((f) => f.evidence);
    expect(words('Zahlung per PayPal mit Käuferschutz möglich', 'generic')).toEqual([]);
    expect(words('PayPal goods and services only', 'generic')).toEqual([]);
    expect(words('Zahlung per PayPal mit Käuferschutz möglich', 'vinted')).toEqual(['PayPal']);
    expect(words('PayPal amigos, sem proteção do comprador', 'generic')).toEqual(['PayPal amigos']);
  });

  it('finds paying offered outside the platform later in its sentence, whatever the means, unless refused or paid through it', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'generic' }).map((f) => f.evidence);
    expect(words('Pago en efectivo cuando quedemos, fuera de la aplicación')).toEqual(['Pago en efectivo cuando quedemos, fuera de la aplicación']);
    expect(words('Bonne affaire, paiement en liquide, pas par le site')).toEqual(['paiement en liquide, pas par le site']);
    expect(words('Zahlung bar bei Abholung, nicht über die Plattform')).toEqual(['Zahlung bar bei Abholung, nicht über die Plattform']);
    expect(words('Não aceito pagamentos fora da app')).toEqual([]);
    expect(words('Payment through the app only, I never meet outside the platform')).toEqual([]);
    expect(words('Pagamento pela app, entregas fora de horas combinamos')).toEqual([]);
    expect(words('Pago y recogida por Vinted, nada fuera de la aplicación')).toEqual([]);
  });

  it('finds a page named by its name before its network, and a handle after a network and "as", after a searching word', () => {
    const handles = (text: string) => findSocialHandles(text).map((f) => f.evidence);
    expect(handles('Tenho mais coisas: procurem Casa Velha Antiguidades no Instagram')).toEqual(['procurem Casa Velha Antiguidades no Instagram']);
    expect(handles('Find me on Depop as retro.rags.uk for more')).toEqual(['Find me on Depop as retro.rags.uk']);
    expect(handles('procurem fotos no Instagram do modelo')).toEqual([]);
  });

  it('finds a handle-shaped name right after a searching word where a network or a marketplace is named in its sentence', () => {
    const handles = (text: string) => findSocialHandles(text).map((f) => f.evidence);
    expect(handles('Mais peças no Instagram, procurem por loja_da_ines e falem comigo')).toEqual(['procurem por loja_da_ines']);
    expect(handles('Altri annunci: cercatemi "mercatino.di.lu" su Kleinanzeigen')).toEqual(['cercatemi "mercatino.di.lu']);
    expect(handles('Cherchez atelier.nina sur Etsy')).toEqual(['Cherchez atelier.nina sur Etsy']);
    // A model code is no handle, and a handle-shaped word with no network or marketplace in its sentence stays a word.
    expect(handles('Busca el modelo A54 en Wallapop, hay pocos')).toEqual([]);
    expect(handles('Procura por ref_2231 na etiqueta')).toEqual([]);
  });

  it('finds a handle named by its word after a marketplace or a resale app, and a gamer tag with its number', () => {
    const handles = (text: string) => findSocialHandles(text).map((f) => f.evidence);
    expect(handles('See my Vestiaire shop, user: closet.of.mia')).toEqual(['user: closet.of.mia']);
    expect(handles('Add me on Discord, tag is pixel_trader#0042')).toEqual(['tag is pixel_trader#0042']);
    expect(handles('Price tag is 20, bought on eBay')).toEqual([]);
  });

  it('reads a network profile\'s address written out as the seller\'s handle there, not as loose words', () => {
    const handles = (text: string) => findSocialHandles(text).map((f) => f.evidence);
    expect(handles('Fotos em instagram ponto com barra casa.das.velas')).toEqual(['instagram ponto com barra casa.das.velas']);
    expect(handles('More at tiktok.com/@kitchen.finds')).toEqual(['tiktok.com/@kitchen.finds']);
  });

  it('reads a messaging app offered after the Italian "su" as a way to talk', () => {
    expect(findSocialHandles('Scrivetemi qui o anche su whatsapp').map((f) => f.evidence)).toEqual(['whatsapp']);
  });

  it('reads a maker\'s capitalised name written as its domain as the company, a lower-case or pathed one as a link', () => {
    const links = (text: string) => findLinks(text).map((f) => f.evidence);
    expect(links('Caneca oferecida pela Apple.com numa conferência')).toEqual([]);
    expect(links('ver apple.com/pt/iphone')).toEqual(['apple.com/pt/iphone']);
    expect(links('mais peças em Lojinha.pt')).toEqual(['Lojinha.pt']);
  });

  it('finds a wallet spelt out letter by letter before a one-letter word, which folding glues to it', () => {
    const words = (text: string) => findOffPlatformPayments(foldText(text).folded, { profile: 'olx-pt' }).map((f) => f.evidence);
    expect(words('paga por m b w a y e envio hoje')).toEqual(['mbway']);
    expect(words('pago por b i z u m y te lo mando')).toEqual(['bizum']);
    expect(words('Bizumania, a loja')).toEqual([]);
  });

  it('finds an address-like user "on" a named provider written with its domain after a dot', () => {
    expect(findEmails('écris moi : julie.b sur hotmail.fr').map((f) => f.evidence)).toEqual(['julie.b sur hotmail.fr']);
    expect(findEmails('ana.r em gmail.com para fotos').map((f) => f.evidence)).toEqual(['ana.r em gmail.com']);
  });

  it('reads a wallet\'s name right after a word naming a person as that person\'s name, the wallet still where paying is offered', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'vinted' }).map((f) => f.evidence);
    expect(words('La robe bleue était celle de ma fille Lydia pour son anniversaire')).toEqual([]);
    expect(words('Knitted by my aunt Lydia, pure wool')).toEqual([]);
    expect(words('Offert par Mme Lydia, jamais porté')).toEqual([]);
    expect(words('Paiement par Lydia, envoi le lendemain')).toEqual(['Lydia']);
    expect(words('Ma fille accepte Lydia')).toEqual(['Lydia']);
  });

  it('finds off-platform payment unless negated, and PayPal itself outside eBay', () => {
    const words = (text: string, profile: 'olx-pt' | 'ebay' = 'olx-pt') => findOffPlatformPayments(text, { profile }).map((f) => f.evidence);
    expect(words('pagamento por MB WAY ou Bizum, PayPal amigos')).toEqual(['MB WAY', 'Bizum', 'PayPal amigos']);
    expect(words('não aceito MB WAY')).toEqual([]);
    expect(words('cabo de transferência de dados USB-C')).toEqual([]);
    expect(words('pago com PayPal', 'ebay')).toEqual([]);
    expect(words('Aceito Pix também, ou pagamento via pix')).toEqual(['Aceito Pix', 'pagamento via pix']);
    expect(words('More pix on request, pix of the box')).toEqual([]);
    // Refused just after the name, or negated in Italian and German.
    expect(words('Revolut no, solo el pago de la app')).toEqual([]);
    expect(words('Lydia : non. Paiement par la plateforme')).toEqual([]);
    expect(words('Venmo not accepted, sorry')).toEqual([]);
    expect(words('Niente Satispay, grazie. Kein Twint bitte')).toEqual([]);
    expect(words('Pagamento por MB WAY no dia da entrega')).toEqual(['MB WAY']);
    expect(words('Aceito Revolut, não aceito cheques')).toEqual(['Revolut']);
  });

  it('reads an article or a preposition before a written-out dot as a sentence, not a site', () => {
    expect(findLinks('Deixo no ponto de recolha do bairro; el punto es que funciona; retrait au point de vente')).toEqual([]);
    expect(findLinks('a minha loja ponto pt').map((f) => f.evidence)).toEqual(['loja ponto pt']);
  });

  it('finds an address-like user at a mail provider named without its domain, not a plain word', () => {
    expect(findEmails('fotos para rita_m86 arroba hotmail, obrigado').map((f) => f.evidence)).toEqual(['rita_m86 arroba hotmail']);
    expect(findEmails('vendo um carregador at outlook, ou rita.m86 at hotmail.com').map((f) => f.evidence)).toEqual(['rita.m86 at hotmail.com']);
  });

  it('finds a user at a mail provider with its domain after a space, or after a mail word', () => {
    expect(findEmails('escreve para joaquim arroba iol pt').map((f) => f.evidence)).toEqual(['joaquim arroba iol pt']);
    expect(findEmails('send an e-mail to grace at outlook').map((f) => f.evidence)).toEqual(['grace at outlook']);
    expect(findEmails('I bought it at outlook stores')).toEqual([]);
    expect(findEmails('fotos: marisa@gmail, obrigada').map((f) => f.evidence)).toEqual(['marisa@gmail']);
  });

  it('takes a user with its dots spelt out into the spelt-out address', () => {
    expect(findEmails('scrivi a lucia punto bianchi chiocciola libero punto it').map((f) => f.evidence)).toEqual(['lucia punto bianchi chiocciola libero punto it']);
  });

  it('finds an address-like user "in" or "on" a named mail provider, a preposition standing for the @', () => {
    expect(findEmails('contacto: rui.matos em gmail').map((f) => f.evidence)).toEqual(['rui.matos em gmail']);
    expect(findEmails('escríbeme, lucia_88 en hotmail es').map((f) => f.evidence)).toEqual(['lucia_88 en hotmail es']);
    expect(findEmails('Comprei em Lisboa, vendo no Porto')).toEqual([]);
    expect(findEmails('a minha conta no gmail está cheia')).toEqual([]);
  });

  it('reads a network glued to a word by a hyphen as a compound, not a handle', () => {
    expect(findSocialHandles('Vestido muito TikTok-famoso, como novo')).toEqual([]);
    expect(findSocialHandles('insta - loja_da_rita').map((f) => f.evidence)).toEqual(['insta - loja_da_rita']);
  });

  it('finds a handle named before its network after a searching or following word', () => {
    expect(findSocialHandles('Procurem por casadomar no Instagram').map((f) => f.evidence)).toEqual(['Procurem por casadomar no Instagram']);
    expect(findSocialHandles('Vendo por encomenda no Instagram e aqui')).toEqual([]);
  });

  it('reads a network the item is for or connects to as a feature, unless a handle is written as one', () => {
    expect(findSocialHandles('Ring light ideal para o TikTok vídeos')).toEqual([]);
    expect(findSocialHandles('Webcam que liga ao Facebook automaticamente')).toEqual([]);
    expect(findSocialHandles('manda para o Instagram: loja.rita').map((f) => f.evidence)).toEqual(['Instagram: loja.rita']);
  });

  it('reads PayPal friends, family or a gift in any of the six languages, in brackets or after a dash too', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'ebay' }).map((f) => f.evidence);
    expect(words('Zahlung per PayPal (Familie) bitte')).toEqual(['PayPal (Familie) bitte']);
    expect(words('Pagamento PayPal - amici e parenti')).toEqual(['PayPal - amici e parenti']);
    expect(words('PayPal [gift] only')).toEqual(['PayPal [gift']);
    expect(words('Bezahlung über PayPal mit Käuferschutz')).toEqual([]);
  });

  it('reads a dotted name a network points at as the handle there, not a site', () => {
    expect(findSocialHandles('Mais peças no TikTok → casa.das.velas.es').map((f) => f.evidence)).toEqual(['TikTok → casa.das.velas.es']);
    expect(findLinks('Mais peças no TikTok → casa.das.velas.es')).toEqual([]);
    expect(findLinks('Vejam no IG: https://loja.pt/x').map((f) => f.evidence)).toContain('https://loja.pt/x');
    expect(findLinks('Comprado na fnac.pt, tenho fatura').map((f) => f.evidence)).toEqual(['fnac.pt']);
  });

  it('reads a plain word after a network named with no contact or following word before it as the sentence, not a handle', () => {
    expect(findSocialHandles('Perfeita para fotos Instagram lindas e vídeos')).toEqual([]);
    expect(findSocialHandles('Snapchat et Instagram fonctionnent parfaitement')).toEqual([]);
    expect(findSocialHandles('Segue-me no Instagram lojadarita').map((f) => f.evidence)).toEqual(['Instagram lojadarita']);
    expect(findSocialHandles('Add my Snapchat vintagejay').map((f) => f.evidence)).toEqual(['Snapchat vintagejay']);
  });

  it('ends a handle before a full stop that ends the sentence', () => {
    expect(findSocialHandles('A stand made for TikTok dances.')).toEqual([]);
    expect(findSocialHandles('on Insta: ana.costa.').map((f) => f.evidence)).toEqual(['Insta: ana.costa']);
  });

  it('reads a messaging app named as a feature of the item as no way to talk, one offered as a way to talk as a contact', () => {
    expect(findSocialHandles('Recebe alertas do Telegram no pulso')).toEqual([]);
    expect(findSocialHandles('WhatsApp und Signal laufen flüssig')).toEqual([]);
    expect(findSocialHandles('Mais info WhatsApp').map((f) => f.evidence)).toEqual(['WhatsApp']);
    expect(findSocialHandles('Só WhatsApp, não atendo chamadas').map((f) => f.evidence)).toEqual(['WhatsApp']);
    expect(findSocialHandles('WhatsApp me for details').map((f) => f.evidence)).toEqual(['WhatsApp']);
    expect(findSocialHandles('Telegram: loja_ana').length).toBeGreaterThan(0);
  });

  it('reads a payment asked about and answered no as refused', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'wallapop' }).map((f) => f.evidence);
    expect(words('¿Bizum? No, solo pago por la app.')).toEqual([]);
    expect(words('Revolut? Non. Paiement sur la plateforme.')).toEqual([]);
    expect(words('Bizum? Sí, claro.')).toEqual(['Bizum']);
  });

  it('reads an address-like user glued by "@" to a provider named like a word as an address, the word apart as a word', () => {
    expect(findEmails('écrivez à julien.b@free, merci').map((f) => f.evidence)).toEqual(['julien.b@free']);
    expect(findEmails('contacto: rita_22@orange').map((f) => f.evidence)).toEqual(['rita_22@orange']);
    expect(findEmails('Sweat @home, cor orange, free size')).toEqual([]);
  });

  it('finds a handle named by its word ("handle is", "user:") after a network in the same sentence', () => {
    expect(findSocialHandles('Talk on TikTok, username: loja.rosa').map((f) => f.evidence)).toEqual(['username: loja.rosa']);
    expect(findSocialHandles('Segue no Instagram, o utilizador é casa_do_ze').map((f) => f.evidence)).toEqual(['utilizador é casa_do_ze']);
    expect(findSocialHandles('Username: admin is preset on the router')).toEqual([]);
  });

  it('reads an @word after a word naming the text written on the item as that text', () => {
    expect(findSocialHandles('Camisola com o texto @porto_1893 nas costas')).toEqual([]);
    expect(findSocialHandles('Mug with the words written @home sweet home')).toEqual([]);
    expect(findSocialHandles('Camisola nova, sigam @porto_1893').map((f) => f.evidence)).toEqual(['@porto_1893']);
  });

  it('reads a way of paying named after the marketplace it is paid through as its checkout, unless the sentence turns away from it', () => {
    const words = (text: string, profile: 'olx-pt' | 'vinted' | 'wallapop' = 'vinted') => findOffPlatformPayments(text, { profile }).map((f) => f.evidence);
    expect(words('Compra pela Vinted: cartão, PayPal ou Apple Pay no checkout.')).toEqual([]);
    expect(words('Pagamento dentro da OLX com MB WAY, envio OLX Entregas.', 'olx-pt')).toEqual([]);
    expect(words('Pagamento fora da OLX por MB WAY.', 'olx-pt')).toContain('MB WAY');
    expect(words('Não pago pela OLX, só MB WAY.', 'olx-pt')).toEqual(['MB WAY']);
    expect(words('Na Vinted as comissões são altas, prefiro Revolut.')).toEqual(['Revolut']);
  });

  it('reads "swish" as a word unless paying is said, and a sailing "virement de bord" as no transfer', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'generic' }).map((f) => f.evidence);
    expect(words('Mini basket Swish pour la porte de chambre')).toEqual([]);
    expect(words('Manuel de voile : le virement de bord expliqué')).toEqual([]);
    expect(words('Betalning via Swish')).toEqual(['Swish']);
  });

  it('reads every wallet name that is an everyday word by one table: the word where its condition holds, the wallet where paying is said before it', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'generic' }).map((f) => f.evidence);
    // Everywhere a word: only paying said just before makes it the wallet.
    expect(words('Sábia escolha, poema com um verse em inglês')).toEqual([]);
    expect(words('Acepto Verse o efectivo en mano')).toEqual(['Verse']);
    // A cell in a German text, unless paying is said; the same name in an English text is the wallet.
    expect(words('Akku mit neuer Zelle, kaum benutzt')).toEqual([]);
    expect(words('Zahlung gern über Zelle, Versand möglich')).toEqual(['Zelle']);
    expect(words('Zelle only, shipping next day')).toEqual(['Zelle']);
    // A given name with a surname after it, unless paying is said.
    expect(words('Poster Lydia Tarrant, 40 x 60')).toEqual([]);
    expect(words('Vous réglez avec Lydia Tarrant, merci')).toEqual(['Lydia']);
    // The name's own phrase is read whole, with or without paying before it.
    expect(words('Pagamento por Wise transfer antes do envio')).toEqual(['Wise transfer']);
    expect(words('Envio depois de Wise transfer recebido')).toEqual(['Wise transfer']);
  });

  it('reads a transfer in a registered thing\'s sentence as paying where any word of paying is said before it', () => {
    const words = (text: string) => findOffPlatformPayments(text, { profile: 'olx-pt' }).map((f) => f.evidence);
    expect(words('Scooter registada em meu nome, aceitamos transferência, recolha em Faro.')).toEqual(['transferência']);
    expect(words('Scooter registada em meu nome, prefiro antes transferência, recolha em Faro.')).toEqual(['transferência']);
    expect(words('Scooter registada em meu nome, trato da transferência na conservatória.')).toEqual([]);
  });

  it('reads an account number of its country\'s length with a check digit wrong as one where its sentence asks for a transfer, not a part number', () => {
    expect(findIbans('Pagamento por transferência para PT50 0002 0123 1234 5678 9015 7 antes do envio').map((f) => f.evidence)).toEqual(['PT50 0002 0123 1234 5678 9015 7']);
    expect(findIbans('Peça com a referência DE12 3456 7890 1234 5678 90 gravada')).toEqual([]);
  });

  it('reads a wallet named for the look of the item, or inside a work\'s title after its word and a quote mark, as none of paying', () => {
    const pay = (text: string) => findOffPlatformPayments(text, { profile: 'generic' }).map((f) => f.evidence);
    expect(pay('Phone case in a gold finish like the Revolut Metal card')).toEqual([]);
    expect(pay("Livro 'Guia do MB Way para avós', novo")).toEqual([]);
    expect(pay('Pago con Bizum, te lo envío')).toEqual(['Bizum']);
  });
});


describe('a link printed on the item, a ticket transferred through its organiser', () => {
  const prints: [string, string][] = [
    ['en', 'The web address is only part of the print.'],
    ['pt', 'O endereço faz parte da estampa.'],
    ['es', 'La dirección va estampada en la espalda.'],
    ['fr', "L'adresse est imprimée sur le devant."],
    ['it', "L'indirizzo è stampato sul retro."],
    ['de', 'Die Adresse ist nur aufgedruckt.'],
  ];
  it.each(prints)('%s: reads a link the title quotes as the print the description names ("%s")', (_, description) => {
    for (const title of ['T-shirt "www.lagoa-azul.pt"', 'Sweat « www.velo-club.fr »', 'Hoodie „www.bergfest.de“'])
      expect(findLinks(title, { profile: 'generic', field: 'title', otherField: description })).toEqual([]);
    // The same title with a description that names no print, or the same words read from the description itself, stays a link.
    expect(findLinks('T-shirt "www.lagoa-azul.pt"', { profile: 'generic', field: 'title', otherField: 'Cheaper there, order on the site.' }).map((f) => f.evidence)).toEqual(['www.lagoa-azul.pt']);
    expect(findLinks('Order at "www.lagoa-azul.pt"', { profile: 'generic', field: 'description', otherField: description }).map((f) => f.evidence)).toEqual(['www.lagoa-azul.pt']);
  });

  it('reads a link after a print word and "with" as the print ("printed with", "estampada com", "bedruckt mit")', () => {
    for (const text of ['Mug printed with www.cafe-bom.com', 'Caneca estampada com www.cafe-bom.pt', 'Tasse bedruckt mit www.kaffee-gut.de', 'Tasse imprimée avec « www.cafe-bon.fr »'])
      expect(findLinks(text, { profile: 'generic' })).toEqual([]);
    expect(findLinks('Mug, more with www.cafe-bom.com', { profile: 'generic' }).map((f) => f.evidence)).toEqual(['www.cafe-bom.com']);
  });

  it('reads a transfer through the organiser’s box office or the official site as the ticket’s, not a payment', () => {
    for (const text of ['Transferência pela bilheteira do festival.', 'Transferência pelo site oficial.', 'Transferencia en la taquilla.', 'Transferencia por la web de la promotora.'])
      expect(findOffPlatformPayments(text, { profile: 'olx-pt' })).toEqual([]);
    expect(findOffPlatformPayments('Transferência para a minha conta.', { profile: 'olx-pt' }).length).toBeGreaterThan(0);
  });
});

describe('an English verb of taking or accepting negated by its auxiliary', () => {
  const refusals = ["I don't take", 'We do not accept', "I won't accept", "I can't take", 'We don’t use'];
  const ways = ['PayPal friends and family', 'bank transfer', 'Revolut', 'Venmo'];
  it.each(refusals)('reads "%s …" as refusing the way of paying it names', (refusal) => {
    for (const way of ways) expect(findOffPlatformPayments(`New case. ${refusal} ${way}, pay through eBay only.`, { profile: 'ebay' })).toEqual([]);
  });
  it('keeps a way of paying after an auxiliary that negates another verb', () => {
    expect(findOffPlatformPayments("Don't worry, pay me by bank transfer.", { profile: 'ebay' }).length).toBeGreaterThan(0);
    expect(findOffPlatformPayments('I take Revolut.', { profile: 'ebay' }).length).toBeGreaterThan(0);
  });
});

describe('handles by a network’s short name, on a resale app after a pointer, or said to be the name used here', () => {
  const handles = (text: string) => findSocialHandles(text).map((f) => f.evidence);
  it.each(['sc: toys_dan22', 'tt: moda.rita', 'yt: kanal99'])('reads "%s" as a handle: the short name with a pointer and a name written as one', (said) => {
    expect(handles(`Loads more on ${said} just ask.`)).toEqual([said]);
  });
  it('reads no handle after a short name before an ordinary word', () => {
    expect(handles('Ten SC: LC fibre patch cables, tt: total 2 m.')).toEqual([]);
  });
  it.each([
    ['Also on my etsy: glowshop_em , have a look', 'etsy: glowshop_em'],
    ['Tenho mais no meu depop: inesvintage', 'depop: inesvintage'],
    ['Aussi sur mon etsy : atelierjulie.', 'etsy : atelierjulie'],
  ])('reads a name standing alone after a resale app and a pointer as the shop’s handle: %s', (text, handle) => {
    expect(handles(text)).toContain(handle);
  });
  it('reads no handle where the words after the resale app go on as a sentence', () => {
    expect(handles('Bought on Etsy: the seller was lovely.')).toEqual([]);
  });
  it.each([
    ["Write whenever, DM me on insta, I use the same name as here.", 'insta, I use the same name as here'],
    ['Falem comigo no Instagram, tenho o mesmo nome que aqui.', 'Instagram, tenho o mesmo nome que aqui'],
    ['Escríbeme por Instagram, tengo el mismo nombre que aquí.', 'Instagram, tengo el mismo nombre que aquí'],
    ["Écrivez-moi sur Insta, même pseudo qu'ici.", "Insta, même pseudo qu'ici"],
    ['Scrivetemi su Instagram, stesso nome di qui.', 'Instagram, stesso nome di qui'],
    ['Schreibt mir auf Insta, gleicher Name wie hier.', 'Insta, gleicher Name wie hier'],
  ])('reads a network and the seller’s name there said to be the one used here as a handle: %s', (text, handle) => {
    expect(handles(text)).toContain(handle);
  });
  it('reads "the gram" as Instagram before the same-name words', () => {
    expect(handles('Find me on the gram, same handle as here.')).toEqual(['gram, same handle as here']);
  });
  it('reads no handle in the same-name words without a network', () => {
    expect(handles('Same name as the band on the back, size M.')).toEqual([]);
  });
});

describe('a company named by its domain on goods the listing calls promotional', () => {
  it.each([
    ['Promotional Yahoo.com t-shirt from 2000', ''],
    ['T-shirt publicitaire Wanadoo.fr', 'Collector.'],
    ['Camiseta promocional de Telepizza.es', ''],
    ['Werbe-Shirt von T-Online.de', ''],
  ])('reads "%s" as the advertiser printed on the goods', (title, description) => {
    expect(findLinks(title, { profile: 'generic', field: 'title', otherField: description })).toEqual([]);
  });
  it('keeps a shop’s domain a link: written in lower case, after a site word, or with no promotional goods named', () => {
    expect(findLinks('Promotional t-shirt, order at lojadaana.pt', { profile: 'generic' }).length).toBe(1);
    expect(findLinks('Promotional t-shirt, see my site Lojadaana.pt', { profile: 'generic' }).length).toBe(1);
    expect(findLinks('Cheaper on Lojadaana.pt, promotion this week', { profile: 'generic' }).length).toBe(1);
  });
});

describe('contacts and payments written around the rules (stop 39)', () => {
  const evidence = (found: { evidence: string }[]) => found.map((f) => f.evidence);
  const payments = (text: string, profile: 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic' = 'generic') => evidence(findOffPlatformPayments(text, { profile }));

  it('finds an address with its @ and its dot spelt out and glued to the provider, not a word that only holds a provider\'s name', () => {
    expect(evidence(findEmails('Escreve para tiago.r86arrobagmailpontocom'))).toEqual(['tiago.r86arrobagmailpontocom']);
    expect(evidence(findEmails('mail: lucie.b(at)wanadoopointfr'))).toEqual(['lucie.b(at)wanadoopointfr']);
    expect(evidence(findEmails('write to kemal_s at hotmaildotcom'))).toEqual(['kemal_s at hotmaildotcom']);
    expect(evidence(findEmails('Formato compatível, importa do hotmail e do outlook'))).toEqual([]);
  });

  it('finds a network offered as where the seller talks, with no handle, not one the item is for', () => {
    expect(evidence(findSocialHandles('Vejam o nosso Insta para mais fotos'))).toEqual(['nosso Insta']);
    expect(evidence(findSocialHandles('Quicker replies on Snapchat, promise'))).toEqual(['replies on Snapchat']);
    expect(evidence(findSocialHandles('Je réponds sur Insta, pas ici'))).toEqual(['réponds sur Insta']);
    expect(evidence(findSocialHandles('Ring light, perfect for my TikTok videos'))).toEqual([]);
    expect(evidence(findSocialHandles('Talk on TikTok, username: casa.rosa'))).toEqual(['username: casa.rosa']);
  });

  it('finds the seller saying they are on a network, the name there after "as", or more photos on their own network; not a network the item is for', () => {
    expect(evidence(findSocialHandles('Também estou no TikTok como bia.retro'))).toEqual(['estou no TikTok como bia.retro']);
    expect(findLinks('Também estou no TikTok como bia.retro', { profile: 'vinted' })).toEqual([]);
    expect(evidence(findSocialHandles('Nous sommes aussi sur Insta, venez voir'))).toEqual(['Nous sommes aussi sur Insta']);
    expect(evidence(findSocialHandles('Weitere Fotos gibt es auf meinem Insta'))).toEqual(['Fotos gibt es auf meinem Insta']);
    expect(evidence(findSocialHandles('text me on ig if keen'))).toEqual(['text me on ig']);
    expect(findSocialHandles('Tripod, ideal for more videos on my TikTok')).toEqual([]);
    expect(findSocialHandles('I am on page 12 of the Facebook guide')).toEqual([]);
  });

  it('finds a handle after an account word and its network, after a slash, or a page\'s capitalised name after "as"', () => {
    expect(evidence(findSocialHandles('Outras peças no perfil de instagram ateliê.marta.pt'))).toEqual(['perfil de instagram ateliê.marta.pt']);
    expect(findLinks('Outras peças no perfil de instagram ateliê.marta.pt', { profile: 'vinted' })).toEqual([]);
    expect(evidence(findSocialHandles('Tout le reste sur insta / chez_odile_23'))).toEqual(['insta / chez_odile_23']);
    expect(evidence(findSocialHandles('Works with Instagram / TikTok'))).toEqual([]);
    expect(evidence(findSocialHandles('Cercateci su Facebook come Ferramenta Bianchi Usato, rispondiamo subito'))).toEqual(['Cercateci su Facebook come Ferramenta Bianchi Usato']);
    expect(evidence(findSocialHandles('Find me on Facebook as usual'))).not.toContain('Find me on Facebook as usual,');
  });

  it('finds the seller\'s page on another marketplace left unnamed, not an item bought elsewhere', () => {
    expect(evidence(findLinks('Vejam a minha loja na outra app', { profile: 'olx-pt' }))).toEqual(['loja na outra app']);
    expect(evidence(findLinks('Plus de choix dans ma boutique sur l’autre appli', { profile: 'vinted' }))).toEqual(['boutique sur l’autre appli']);
    expect(evidence(findLinks('On the other app it is cheaper, just saying', { profile: 'ebay' }))).toEqual(['On the other app']);
    expect(findLinks('Comprado noutra plataforma, com fatura', { profile: 'olx-pt' })).toEqual([]);
    expect(findLinks('Works with the other app of the brand too', { profile: 'generic' })).toEqual([]);
  });

  it('finds a sale settled outside the platform by a verb of arranging, not "por fora" said of the item', () => {
    expect(payments('Se preferir tratamos disso por fora, faço melhor preço', 'olx-pt')).toEqual(['tratamos disso por fora']);
    expect(payments('Si te parece lo cerramos por fuera y te rebajo cinco', 'wallapop')).toEqual(['cerramos por fuera']);
    expect(payments('On règle ça en dehors de la plateforme', 'vinted')).toEqual(['règle ça en dehors de la plateforme']);
    expect(payments('Pintado por fora, por dentro em madeira natural', 'olx-pt')).toEqual([]);
    expect(payments('Regeln wir gern außerhalb von eBay')).toEqual(['Regeln wir gern außerhalb von eBay']);
  });

  it('finds cash paid on the seller\'s delivery or beside a refused protected payment, not cash at a collection', () => {
    expect(payments('Règlement en liquide à la livraison chez vous')).toEqual(['Règlement en liquide à la livraison']);
    expect(payments('Zahlung in bar bei Zustellung, ich fahre vorbei')).toEqual(['Zahlung in bar bei Zustellung']);
    expect(payments('Règlement en liquide au retrait, sans paiement sécurisé')).toEqual(['Règlement en liquide au retrait']);
    expect(payments('Barzahlung bei Abholung in Köln')).toEqual([]);
    expect(payments('Règlement en liquide quand vous venez le chercher')).toEqual([]);
  });

  it('reads an @word in a quoted slogan or printed by the other field\'s words as the print, a quoted handle alone still as a handle', () => {
    expect(findSocialHandles('Caneca "Dulce @hogar" de cerámica')).toEqual([]);
    expect(findSocialHandles('Sweat @praia azul', { otherField: 'Sweat com bordado "@praia" no peito' })).toEqual([]);
    expect(evidence(findSocialHandles('Segue "@loja_rita" no insta'))).toEqual(['@loja_rita']);
    expect(evidence(findSocialHandles('Sweat @loja_rita', { otherField: 'Mais peças em @loja_rita' }))).toEqual(['@loja_rita']);
  });

  it('reads transfer paper as paper, not a bank transfer', () => {
    expect(payments('Folhas de transferência para tecido, tamanho A4', 'olx-pt')).toEqual([]);
    expect(payments('Hojas de transferencia térmica para camisetas', 'wallapop')).toEqual([]);
    expect(payments('Pagamento por transferência antes do envio', 'olx-pt')).toEqual(['transferência']);
  });
});

describe('everyday senses of network, wallet and dot words', () => {
  it.each(['Botões de pressão snap 100 unidades', 'Botões de mola snap 50 peças, para costura.', 'Snap 200 pcs in assorted colours.'])('reads a number counted after "snap" as a quantity: %s', (text) => {
    expect(findSocialHandles(text)).toEqual([]);
  });
  it('still reads a handle after snap', () => {
    expect(findSocialHandles('Add me on snap: ana_92 for more.').map((f) => f.code)).toContain('social_handle');
  });

  it.each(['Vintage Lydia fashion doll with three outfits.', 'Poupée Lydia des années 80, avec trois tenues.', 'Lydia doll, 30 cm, good condition.'])('reads a wallet\'s given name that names a doll as the doll\'s: %s', (text) => {
    expect(findOffPlatformPayments(text, { profile: 'generic' })).toEqual([]);
  });
  it('still reads Lydia as a way to pay', () => {
    expect(findOffPlatformPayments('Règlement par Lydia seulement, merci.', { profile: 'generic' }).map((f) => f.code)).toEqual(['off_platform_payment']);
  });

  it.each(['Libro "La burbuja punto com", ensayo, 2005.', 'Ensaio sobre a bolha ponto com, 2003.', 'Livre sur la bulle point com, bon état.'])('reads the dot-com era named by its bubble as no site: %s', (text) => {
    expect(findLinks(text)).toEqual([]);
  });
  it('still reads a site spelt out with "ponto com"', () => {
    expect(findLinks(foldText('Mais peças em loja-da-ana ponto com').folded).map((f) => f.code)).toEqual(['external_link']);
  });
});

describe('networks named for a colour or for where a thing is popular, and apps a phone used to run', () => {
  it.each(['Der Rucksack, der auf Instagram überall zu sehen ist.', 'The mug that is on TikTok everywhere.', 'La peluche qui est sur TikTok partout.'])('reads a word of popularity after the network as the sentence going on: %s', (text) => {
    expect(findSocialHandles(text)).toEqual([]);
  });
  it('still reads a handle after a network and its preposition', () => {
    expect(findSocialHandles('Schreib mir auf TikTok: ana.shop').map((f) => f.code)).toContain('social_handle');
  });
  it.each(['Camisola cor verde whatsapp, qualquer dúvida fale comigo aqui.', 'Vestido color verde WhatsApp, escríbeme por aquí si tienes dudas.', 'Pull vert WhatsApp, écrivez-moi ici pour d’autres photos.'])('reads an app named beside a colour as the colour: %s', (text) => {
    expect(findSocialHandles(text)).toEqual([]);
  });
  it('still reads an app offered as the way to talk', () => {
    expect(findSocialHandles('Fala comigo no WhatsApp.').map((f) => f.code)).toContain('social_handle');
  });
  it.each(['Usava-o para o MB WAY e o WhatsApp, agora está reposto.', 'Lo usaba para Bizum y WhatsApp, ya está formateado.', 'I used to run Venmo and WhatsApp on it, now wiped.'])('reads a wallet among the apps the phone used to run as its history: %s', (text) => {
    expect(findOffPlatformPayments(text, { profile: 'generic' })).toEqual([]);
  });
  it('still reads a wallet offered for paying', () => {
    expect(findOffPlatformPayments('Pago por Bizum.', { profile: 'generic' }).map((f) => f.code)).toEqual(['off_platform_payment']);
  });
});

describe('a QR code a device reads or prints', () => {
  it.each(['Leitor de códigos de barras USB para lojas, lê também códigos QR.', 'Escáner de códigos para tiendas, lee también códigos QR.', 'Barcode scanner for shops, also reads QR codes.'])('%s', (text) => {
    expect(findQrCodeContacts(text)).toEqual([]);
  });
  it('still reads a QR code in a photo offered to reach the seller', () => {
    expect(findQrCodeContacts('Digitaliza o código QR da foto 4 e falamos por lá.').map((f) => f.code)).toEqual(['external_link']);
  });
});

describe('the @ a text may hold', () => {
  it('is any @, written or spelt out, the address patterns read, compared as their iu flags compare', () => {
    for (const text of ['ana@x', 'ana AT gmail', 'rita(a)sapo', 'marco chiocciola libero', 'jean CHEZ free', 'anna bei web', 'KLAMMERAFFE', 'ana ät web']) expect([text, mayHoldAt(text)]).toEqual([text, true]);
    for (const text of ['Casaco de inverno, pouco uso', '😀😀😀', '9 9 9 9']) expect([text, mayHoldAt(text)]).toEqual([text, false]);
  });

  it('leaves a text without one its addresses said with a preposition', () => {
    expect(findEmails('o meu email é ana.silva no gmail').map((f) => f.evidence)).toEqual(['ana.silva no gmail']);
    expect(findEmails('😀'.repeat(3000))).toEqual([]);
  });
});
