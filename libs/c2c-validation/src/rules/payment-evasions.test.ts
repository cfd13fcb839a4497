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

  it('reads "à parte"/"a parte" as outside only with a discount, and never shipping paid apart', () => {
    expect(found('Portes pagos à parte.')).toEqual([]);
    expect(found('Spedizione da pagare a parte')).toEqual([]);
    expect(found('Spese di spedizione pagate a parte')).toEqual([]);
    expect(found('Gastos de envío pagados por fuera de la plataforma')).toEqual([]);
    expect(found('Shipping paid directly to the courier, 5 € less')).toEqual([]);
    expect(found('O carregador paga-se à parte, 5 euros')).toEqual([]);
    expect(found('Pagami a parte e ti faccio lo sconto')).toEqual(['Pagami a parte']);
    expect(found('Pagas-me à parte e fica mais barato')).toEqual(['Pagas-me à parte']);
  });

  it('reads paying verbs only, never a look-alike word nor how the item was once paid', () => {
    expect(found('Libro di 300 pagine con Bitcoin e blockchain spiegati')).toEqual([]);
    expect(found('Fumetto di 48 pagine, copertina Ethereum')).toEqual([]);
    expect(found('Foi pago com cartão oferta da loja, tenho a fatura.')).toEqual([]);
    expect(found('Reloj pagado en bitcoin hace años, con factura')).toEqual([]);
    expect(found('Fue pagado con tarjeta regalo de la tienda')).toEqual([]);
    expect(found('Il quadro è stato pagato in bitcoin nel 2019')).toEqual([]);
    expect(found('Pago só em USDT')).toEqual(['Pago só em USDT']);
    expect(found('accetto pagamento in bitcoin')).toEqual(['pagamento in bitcoin']);
  });

  it('leaves one bare ticker before "welcome" or "pago" alone, keeps a named crypto there', () => {
    expect(found('Doge welcome mat, 60x40 cm')).toEqual([]);
    expect(found('Tapete Doge welcome para a porta')).toEqual([]);
    expect(found('Bitcoin welcome, also cash')).toEqual(['Bitcoin welcome']);
    expect(found('BTC accepted')).toEqual(['BTC accepted']);
    expect(found('BTC or ETH welcome')).toEqual(['BTC or ETH welcome']);
  });
});
