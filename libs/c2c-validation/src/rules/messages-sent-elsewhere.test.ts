import { describe, expect, it } from 'vitest';
import { findMessagesSentElsewhere } from './messages-sent-elsewhere.ts';

const found = (text: string) => findMessagesSentElsewhere(text).map((f) => [f.code, f.evidence]);

describe('a message asked for on a network, or "there" after one', () => {
  it('reads a message asked for there, the network named before in the sentence, in the six languages', () => {
    expect(found('Tenho o Insta com as fotos todas, deixa mensagem lá e respondo')).toEqual([['social_handle', 'Insta com as fotos todas, deixa mensagem lá']]);
    expect(found('Estoy en Snapchat, escríbeme un privado allí')).toEqual([['social_handle', 'Snapchat, escríbeme un privado allí']]);
    expect(found('Je poste tout sur TikTok, laisse-moi un MP là-bas')).toEqual([['social_handle', 'TikTok, laisse-moi un MP là-bas']]);
    expect(found('Everything else is listed on my Depop, so drop a line there.')).toEqual([['social_handle', 'Depop, so drop a line there']]);
    expect(found('Ho più foto su Facebook, lasciami un messaggio lì')).toEqual([['social_handle', 'Facebook, lasciami un messaggio lì']]);
    expect(found('Bin auf Telegram aktiv, schick mir eine Nachricht dort')).toEqual([['social_handle', 'Telegram aktiv, schick mir eine Nachricht dort']]);
  });

  it('reads a mailbox named before "there" as an address', () => {
    expect(found('Uso sempre o hotmail. Envia-me uma mensagem lá')).toEqual([['contact_email', 'Envia-me uma mensagem lá']]);
  });

  it('reads a message asked for on a network, the handle left out, in the six languages', () => {
    expect(found('Dúvidas? manda mensagem no Instagram')).toEqual([['social_handle', 'manda mensagem no Instagram']]);
    expect(found('Envíame un MD por Insta y hablamos')).toEqual([['social_handle', 'Envíame un MD por Insta']]);
    expect(found('Écrivez-moi en privé sur Snap')).toEqual([['social_handle', 'Écrivez-moi en privé sur Snap']]);
    expect(found('Drop a DM on TikTok for bundles')).toEqual([['social_handle', 'Drop a DM on TikTok']]);
    expect(found('Scrivimi un messaggio su Telegram')).toEqual([['social_handle', 'Scrivimi un messaggio su Telegram']]);
    expect(found('Schreibt mir eine PN auf Insta')).toEqual([['social_handle', 'Schreibt mir eine PN auf Insta']]);
  });

  it('leaves a message asked for here, an article after "la" and a "there" with no network named alone', () => {
    expect(found('Tenho Instagram mas prefiro que mandes mensagem por aqui')).toEqual([]);
    expect(found('Vi no Facebook um igual. Escríbeme un mensaje la semana que viene')).toEqual([]);
    expect(found('Manda lá uma proposta, estou aberto a ofertas')).toEqual([]);
    expect(found('Send me a text there is no hurry')).toEqual([]);
    expect(found('Laisse-moi un message ici, je réponds vite')).toEqual([]);
  });
});

describe('network names that are everyday words, and the platform’s own chat', () => {
  const found = (text: string) => findMessagesSentElsewhere(text).map((f) => f.evidence);
  it('leaves a messenger bag, a signal booster, a snap frame and "por ahí" alone', () => {
    expect(findMessagesSentElsewhere('Bolso tipo messenger, cabe un portátil. Escríbeme un mensaje por ahí.')).toEqual([]);
    expect(findMessagesSentElsewhere('Mobile signal booster, works great. Leave me a message there.')).toEqual([]);
    expect(findMessagesSentElsewhere('A4 snap frame, silver. Drop me a line there.')).toEqual([]);
    expect(found('Mala messenger em pele castanha. Deixa mensagem lá.')).toEqual([]);
    expect(found('Sac style messenger, bon état. Envoie-moi un message là.')).toEqual([]);
    expect(found('Signal amplifier for the loft, send me a message there.')).toEqual([]);
    expect(found('Mándame un mensaje por ahí si te interesa, en Insta no contesto')).toEqual([]);
  });

  it('still reads them as networks when no noun follows', () => {
    expect(found('Estoy en Signal, mándame un mensaje allí.')).not.toEqual([]);
    expect(found('I’m on Snap, send me a DM there.')).not.toEqual([]);
  });
});
