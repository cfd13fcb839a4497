import { describe, expect, it } from 'vitest';
import { findOffPlatformPayments } from './payments.ts';

const found = (text: string, profile: 'olx-pt' | 'wallapop' | 'generic' = 'generic') => findOffPlatformPayments(text, { profile }).map((f) => f.evidence);

describe('a way of paying asked about and answered no at once', () => {
  it('leaves a way of paying the seller asks about and refuses in the next word, in the six languages', () => {
    expect(found('MB WAY no dia da recolha? Não, pagamento só pela app', 'olx-pt')).toEqual([]);
    expect(found('¿Bizum cuando lo recojas? No, todo por la aplicación', 'wallapop')).toEqual([]);
    expect(found('Un virement Lydia avant l’envoi ? Non, paiement sécurisé uniquement')).toEqual([]);
    expect(found('Revolut before I post it? Nope, checkout only')).toEqual([]);
    expect(found('Revolut alla consegna? Mai, solo tramite il sito')).toEqual([]);
    expect(found('Überweisung vorab? Nein, nur über die Plattform')).toEqual([]);
  });

  it('reads a way of paying offered after another question is answered no', () => {
    expect(found('Aceitas trocas? Não. Aceito MB WAY', 'olx-pt')).toEqual(['MB WAY']);
    expect(found('¿Bizum? Sí, claro', 'wallapop')).toEqual(['Bizum']);
  });

  it('reads a way of paying asked about and answered "no problem" as offered', () => {
    expect(found('Pagamento por MB WAY? Não há problema, também aceito.', 'olx-pt')).toEqual(['MB WAY']);
    expect(found('¿Bizum? No hay problema, también acepto.', 'wallapop')).toEqual(['Bizum']);
    expect(found('PayPal friends and family? No problem, that works for me.')).not.toEqual([]);
    expect(found('Preferes MB WAY? Não tem problema nenhum', 'olx-pt')).toEqual(['MB WAY']);
    expect(found('¿Pago por Bizum? No pasa nada, te lo acepto', 'wallapop')).toEqual(['Bizum']);
    expect(found('Bank transfer first? No worries, send it over')).not.toEqual([]);
    expect(found('Pagamento Lydia ? Non c’è problema')).not.toEqual([]);
  });
});
