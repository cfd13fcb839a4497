import { describe, expect, it } from 'vitest';
import { findLinks } from './links.ts';
import { findOffPlatformPayments } from './payments.ts';
import { findSocialHandles } from './social-handles.ts';

const links = (text: string, profile: 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic' = 'generic') => findLinks(text, { profile }).map((f) => f.evidence);
const cash = (text: string, profile: 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic') => findOffPlatformPayments(text, { profile }).map((f) => f.evidence);

describe('the seller sending buyers to another marketplace', () => {
  it('finds a seller asking to be sought on another marketplace, in the six languages and for every marketplace', () => {
    const seek = ['Procurem-me no', 'Procura-me na', 'Búscame en', 'Buscadme en', 'Retrouvez-moi sur', 'Cherchez-moi sur', 'Find me on', 'Look me up on', 'Cercatemi su', 'Cercami su', 'Sucht mich auf', 'Findet mich bei'];
    for (const words of seek) {
      for (const marketplace of ['Vinted', 'OLX', 'Leboncoin', 'Milanuncios', 'Subito', 'Kleinanzeigen', 'Depop']) {
        expect(links(`Mais roupa à venda. ${words} ${marketplace} com o mesmo nome.`, 'ebay')).toEqual([`${words} ${marketplace}`]);
      }
    }
  });

  it('finds a page on a marketplace named in one compound word', () => {
    expect(links('Mehr Bücher in meinem Vinted-Profil.')).toEqual(['Vinted-Profil']);
    expect(links('Schaut in meinen eBay-Shop, da gibt es mehr.')).toEqual(['eBay-Shop']);
  });

  it('finds a marketplace where the seller asks to be written to, or says it is cheaper, there', () => {
    expect(links('Also listed on Gumtree, message me there.')).toEqual(['on Gumtree']);
    expect(links('Está também no Custojusto, mais barato lá.')).toEqual(['no Custojusto']);
    expect(links('Lo tengo en Milanuncios, escríbeme allí.')).toEqual(['en Milanuncios']);
    // Every resale app the contact rules know, the American ones too.
    expect(links('Also up on Poshmark, message me there.')).toEqual(['on Poshmark']);
    expect(links('Tenho mais ténis no Grailed, falem comigo lá.')).toEqual(['no Grailed']);
  });

  it('leaves the listing’s own marketplace, a handle named after it, and marketplaces named without a pointer alone', () => {
    expect(links('Procurem-me no OLX, tenho mais coisas.', 'olx-pt')).toEqual([]);
    expect(links('Búscame en Vinted como rosa_vintage_23, hay más.', 'wallapop')).toEqual([]);
    expect(links('Comprei no Vinted o ano passado, usei pouco.', 'olx-pt')).toEqual([]);
    expect(links('Bought on eBay in 2022, message me with questions.', 'vinted')).toEqual([]);
  });
});

describe('paying in cash', () => {
  const offers = ['Pagamento em dinheiro na entrega', 'Pago en efectivo al recogerlo', 'Me pagas en metálico', 'Règlement en espèces au retrait', 'Pay me cash when we meet', 'Cash on collection only', 'Pagamento in contanti al ritiro', 'Bezahlung in bar bei Übergabe', 'Nur Barzahlung'];

  it('finds cash as a way to pay on Vinted, which takes every payment through its checkout', () => {
    for (const offer of offers) expect(cash(`Casaco de lã. ${offer}.`, 'vinted')).toHaveLength(1);
  });

  it('leaves cash at a hand-over alone where the marketplace allows it, and finds it where the sentence refuses the platform’s payment', () => {
    for (const profile of ['olx-pt', 'wallapop', 'ebay', 'generic'] as const) {
      for (const offer of offers) expect(cash(`Casaco de lã. ${offer}.`, profile)).toEqual([]);
    }
    expect(cash('Pago en efectivo al recogerlo, no uso la pasarela.', 'wallapop')).toEqual(['Pago en efectivo al recogerlo']);
    expect(cash('Cash on collection only, I don’t do payments through the site.', 'ebay')).toEqual(['Cash on collection']);
    expect(cash('Nur Barzahlung, keine Überweisung über die Plattform.', 'generic')).toEqual(['Barzahlung']);
  });

  it('does not read refused cash, a cash box or a pressure in bar as paying in cash', () => {
    expect(cash('Não aceito dinheiro, só pagamento pela Vinted.', 'vinted')).toEqual([]);
    expect(cash('Caixa de dinheiro metálica com chave, compressor de 8 bar.', 'vinted')).toEqual([]);
  });
});

describe('Portuguese "no" before a possessive', () => {
  it('reads "no meu"/"no nosso" as "in my"/"in our", not a negation of the page named after it', () => {
    expect(links('Tenho mais coisas no meu perfil do Wallapop.', 'olx-pt')).toEqual(['perfil do Wallapop']);
    expect(links('Há mais no nosso perfil da Vinted.', 'olx-pt')).toEqual(['perfil da Vinted']);
    expect(links('No tengo perfil en Vinted.', 'wallapop')).toEqual([]);
  });
});

describe('MB WAY said by its letters’ names', () => {
  it('finds "eme bê way" and its run-together forms as MB WAY', () => {
    for (const said of ['emebeway', 'eme bê way', 'em bê way', 'eme-be-way']) expect(cash(`Pagas por ${said} e envio amanhã.`, 'olx-pt')).toEqual([said]);
  });
});

describe('a handle after a network’s account word', () => {
  const handles = (text: string) => findSocialHandles(text).map((f) => f.evidence);
  it('finds a handle-shaped name after a network’s account, profile, page or channel word, in one compound or two words', () => {
    expect(handles('Mehr in meinem Insta-Konto deko.von.jana')).toEqual(['Insta-Konto deko.von.jana']);
    expect(handles('See my Facebook page vintage_corner_leeds for more')).toEqual(['Facebook page vintage_corner_leeds']);
    expect(handles('YouTube-Kanal: basteln_mit_tom')).toEqual(['YouTube-Kanal: basteln_mit_tom']);
  });
  it('leaves a plain word after an account word alone', () => {
    expect(handles('The Instagram account linked to the phone was removed')).toEqual([]);
  });
});

describe('paying in cash with a pronoun joined to the verb', () => {
  it('finds "pagas-me em dinheiro" on Vinted', () => {
    expect(cash('Pagas-me em dinheiro quando nos virmos.', 'vinted')).toEqual(['Pagas-me em dinheiro']);
  });
});

describe('cash with its hand-over, and leaving the platform with its ways named', () => {
  it('reads the hand-over after a cash payment with it', () => {
    expect(cash('Cash only on pick-up, no Vinted fees.', 'vinted')).toEqual(['Cash only on pick-up']);
    expect(cash('Pago en efectivo al recogerlo.', 'vinted')).toEqual(['Pago en efectivo al recogerlo']);
  });
  it('lets the ways of paying a sentence names carry it, not the words leaving the platform, unless those name a way of their own', () => {
    expect(cash('Pagamento fora da plataforma por MB WAY ou transferência.', 'olx-pt')).toEqual(['MB WAY', 'transferência']);
    expect(cash('Prefiero Bizum o pago en mano fuera de la app.', 'wallapop')).toEqual(['Bizum', 'pago en mano fuera de la app']);
  });
});

describe('cash the seller once paid', () => {
  it('does not read how the seller bought the item, in cash in a shop, as a way to pay', () => {
    expect(cash('Payé en espèces en boutique, facture jointe.', 'vinted')).toEqual([]);
    expect(cash('I paid cash in the store, receipt included.', 'vinted')).toEqual([]);
    expect(cash('Pagado en efectivo en la tienda, tengo el ticket de compra.', 'vinted')).toEqual([]);
    expect(cash('Pagas-me em dinheiro quando nos virmos.', 'vinted')).toEqual(['Pagas-me em dinheiro']);
  });
});

describe('avoiding the platform’s fees by dealing directly', () => {
  it('finds the fee phrase where the sentence deals directly, in each language', () => {
    expect(cash('Se quiseres evitamos as comissões da OLX e fazemos negócio direto.', 'olx-pt')).toEqual(['evitamos as comissões da OLX']);
    expect(cash('Sin comisiones de Wallapop si me escribes a mi número.', 'wallapop')).toEqual(['Sin comisiones de Wallapop']);
    expect(cash('Skip the eBay fees, deal with me directly.', 'ebay')).toEqual(['Skip the eBay fees']);
    expect(cash('Evitiamo le commissioni della piattaforma, trattativa diretta.', 'generic')).toEqual(['Evitiamo le commissioni della piattaforma']);
  });
  it('leaves fees paid through the platform, or named with no direct deal, alone', () => {
    expect(cash('Portes e comissões da Vinted por conta do comprador.', 'vinted')).toEqual([]);
    expect(cash('Preço sem comissões da Vinted incluídas, envio direto pela app.', 'vinted')).toEqual([]);
    expect(cash('No eBay fees are included in the price.', 'ebay')).toEqual([]);
  });
});
