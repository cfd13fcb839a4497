import { describe, expect, it } from 'vitest';
import { findPaymentEvasions } from './payment-evasions.ts';

const found = (text: string) => findPaymentEvasions(text).map((f) => f.evidence);

describe('payments outside the platform by crypto-assets, money orders or for a discount', () => {
  it('reads paying in crypto named as such or by its tickers, in the six languages', () => {
    expect(found('Pagamento só em USDT, envio depois')).toEqual(['Pagamento só em USDT']);
    expect(found('acepto también LTC o XRP')).toEqual(['acepto también LTC o XRP']);
    expect(found('paiement en crypto uniquement')).toEqual(['paiement en crypto uniquement']);
    expect(found('I accept bitcoin, dogecoin and USDC')).toEqual(['accept bitcoin, dogecoin and USDC']);
    expect(found('accetto criptovalute')).toEqual(['accetto criptovalute']);
    expect(found('Zahlung per Krypto möglich')).toEqual(['Zahlung per Krypto']);
    expect(found('Monero accepted, message me')).toEqual(['Monero accepted']);
  });

  it('reads a wallet address offered where the sentence names a crypto-asset, once', () => {
    expect(found('Te paso la dirección de wallet para los BTC')).toEqual(['dirección de wallet']);
    expect(found('pay in ether only, wallet address by message')).toEqual(['pay in ether only']);
  });

  it('reads money orders and postal giros', () => {
    expect(found('Pago por vale postal antes do envio')).toEqual(['vale postal']);
    expect(found('règlement par mandat cash')).toEqual(['mandat cash']);
    expect(found('Postal order or cheque please')).toEqual(['Postal order']);
    expect(found('pagamento con vaglia postale')).toEqual(['vaglia postale']);
    expect(found('Bezahlung per Postanweisung')).toEqual(['Postanweisung']);
  });

  it('reads gift cards asked for as the payment', () => {
    expect(found('Só aceito pagamento em cartões presente')).toEqual(['pagamento em cartões presente']);
    expect(found('I take payment in gift cards only')).toEqual(['payment in gift cards']);
    expect(found('mándame una tarjeta Steam como pago')).toEqual(['tarjeta Steam como pago']);
    expect(found('Zahlung per Amazon-Gutschein')).toEqual(['Zahlung per Amazon-Gutschein']);
  });

  it('leaves a gift card for sale and one the seller once paid with alone', () => {
    expect(found('Carte cadeau Fnac 30 euros à vendre')).toEqual([]);
    expect(found('Paguei com cartão de oferta na loja, tenho fatura')).toEqual([]);
    expect(found('I paid in bitcoin back in 2015, now selling for cash on collection')).toEqual([]);
  });

  it('reads paying the seller apart from the platform, and paying directly for a discount', () => {
    expect(found('Págame por fuera y te lo dejo en 50')).toEqual(['Págame por fuera']);
    expect(found('pay me direct and I knock £15 off')).toEqual(['pay me direct']);
    expect(found('Si me pagas directamente te hago descuento')).toEqual(['pagas directamente']);
    expect(found('paie-moi en direct, je te fais une remise')).toEqual(['paie-moi en direct']);
    expect(found('pagami direttamente così ti faccio lo sconto')).toEqual(['pagami direttamente']);
    expect(found('Zahl mir direkt, dann gibt es Rabatt')).toEqual(['Zahl mir direkt']);
  });

  it('leaves a crypto T-shirt, a book, a hardware wallet, a refusal and paying directly through the platform alone', () => {
    expect(found('T-shirt Bitcoin only, tamanho M')).toEqual([]);
    expect(found('Livro sobre criptomoedas, pago os portes')).toEqual([]);
    expect(found('Pago o envio do livro Bitcoin para totós')).toEqual([]);
    expect(found('Hardware wallet Ledger for crypto, sealed')).toEqual([]);
    expect(found('Não aceito bitcoin nem vale postal')).toEqual([]);
    expect(found('Pay directly through the app, no fees for you')).toEqual([]);
    expect(found('Sol de verão, paguei 20 euros')).toEqual([]);
    expect(found('Mandat de vente signé, giro d’affaires')).toEqual([]);
  });
});
