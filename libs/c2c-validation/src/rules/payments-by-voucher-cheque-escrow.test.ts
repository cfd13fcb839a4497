import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const found = (description: string, profile: Profile = 'generic') =>
  checkListingRules({ title: 'Berbequim', description }, { profile }).map((v) => `${v.code} ${v.evidence}`);

describe('vouchers, a shop’s card, cheques and the seller’s own escrow as the payment', () => {
  it('reads a voucher or a shop’s card asked for as the payment, and reads no gift card for sale in it', () => {
    expect(found('aceito-se vale de compras do Continente como pagamento')).toEqual(['off_platform_payment aceito-se vale de compras']);
    expect(found('paga-se com cartão do Pingo Doce, sem problema')).toEqual(['off_platform_payment paga-se com cartão do Pingo']);
    expect(found('règlement en bons d’achat ou carte cadeau')).toEqual(['off_platform_payment règlement en bons d’achat ou carte cadeau']);
  });

  it('reads a cheque asked for as the payment', () => {
    expect(found('pago con cheque bancario antes del envío', 'wallapop')).toEqual(['off_platform_payment pago con cheque']);
    expect(found("payment by cashier's check only", 'ebay')).toEqual(["off_platform_payment payment by cashier's check"]);
    expect(found('pagamento con assegno circolare')).toEqual(['off_platform_payment pagamento con assegno circolare']);
  });

  it('reads the seller’s own escrow or safe-pay site', () => {
    expect(found('o pagamento faz-se no meu próprio site de pagamento protegido')).toEqual(['off_platform_payment no meu próprio site de pagamento protegido']);
    expect(found('we use our own escrow service, link by message', 'ebay')).toEqual(['off_platform_payment our own escrow service']);
  });

  it('reads the prepaid cash coupons sold at newsagents, named or asked for as the payment', () => {
    expect(found('je prends seulement les recharges Transcash, tu m’envoies le code', 'vinted')).toEqual(['off_platform_payment Transcash']);
    expect(found('pago con un cupón Neosurf de 50, me pasas el número', 'wallapop')).toEqual(['off_platform_payment Neosurf']);
    expect(found('paiement en coupon PCS uniquement', 'vinted')).toEqual(['off_platform_payment PCS']);
    expect(found('mandami il codice della ricarica Ticket Premium')).toEqual(['off_platform_payment Ticket Premium']);
    expect(found('I accept Flexepin or CashLib codes only', 'ebay')).toEqual(['off_platform_payment Flexepin', 'off_platform_payment CashLib']);
  });

  it('leaves pieces, computers and a premium ticket named as goods alone', () => {
    expect(found('lote de parafusos inox, 200 pcs, M6')).toEqual([]);
    expect(found('deux PCs de bureau et un écran, à venir chercher', 'vinted')).toEqual([]);
    expect(found('Set of 12 pcs brushes, barely used', 'ebay')).toEqual([]);
  });

  it('leaves a bank card, the platform’s protected payment, a past purchase and a voucher for sale alone', () => {
    expect(found('pagamento com cartão de crédito pela app')).toEqual([]);
    expect(found('use o pagamento seguro da OLX', 'olx-pt')).toEqual([]);
    expect(found('paguei com cartão da loja quando o comprei')).toEqual([]);
    expect(found('vendo vale de compras de 50 euros')).toEqual(['restricted_item vale de compras']);
  });
});
