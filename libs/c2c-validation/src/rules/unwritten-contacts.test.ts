import { describe, expect, it } from 'vitest';
import { findUnwrittenContacts } from './unwritten-contacts.ts';

const found = (text: string) => findUnwrittenContacts(text).map((f) => f.evidence);

describe('a handle given as "the same name as here", or buyers sent "there"', () => {
  it('reads the name on a network said to be the one used here, in the six languages', () => {
    expect(found('Tenho instagram, é o mesmo nome que uso aqui')).toEqual(['instagram, é o mesmo nome']);
    expect(found('Mi tiktok tiene el mismo usuario que aquí')).toEqual(['tiktok tiene el mismo usuario']);
    expect(found('Je suis sur snapchat au même pseudo')).toEqual(['snapchat au même pseudo']);
    expect(found('Etsy is the same username, loads more there')).toEqual(['Etsy is the same username']);
    expect(found('Su instagram ho lo stesso nome')).toEqual(['instagram ho lo stesso nome']);
    expect(found('Insta gleicher Benutzername')).toEqual(['Insta gleicher Benutzername']);
  });

  it('reaches on to buyers told to write or look there in the same sentence', () => {
    expect(found('No TikTok tenho nome igual ao daqui, procurem-me por lá')).toEqual(['TikTok tenho nome igual ao daqui, procurem-me por lá']);
    expect(found('En Snapchat uso el mismo usuario que tengo aquí, háblame allí y te contesto')).toEqual(['Snapchat uso el mismo usuario que tengo aquí, háblame allí']);
    expect(found('Estou no TikTok, falem-me lá')).toEqual(['TikTok, falem-me lá']);
    expect(found('I am on Insta, text me there for more')).toEqual(['Insta, text me there']);
  });

  it('reads a network named as the seller’s name here, and Telegram’s short names before a handle', () => {
    expect(found('Mi tiktok es mi nombre de usuario')).toEqual(['tiktok es mi nombre de usuario']);
    expect(found('O meu nome aqui é também o meu Instagram')).toEqual(['nome aqui é também o meu Instagram']);
    expect(found('tg → kai.s99')).toEqual(['tg → kai.s99']);
    expect(found('Télé : LG55 en bon état')).toEqual([]);
    expect(found('Insta es muy útil para ver fotos')).toEqual([]);
  });

  it('reads a name the same as here at a mail provider as an address', () => {
    expect(findUnwrittenContacts('Mail me, same username as here at outlook').map((f) => [f.code, f.evidence])).toEqual([['contact_email', 'same username as here at outlook']]);
  });

  it('reads buyers asked to find, follow or write to the seller on a network, the handle left out or written after it', () => {
    expect(found('Procurem-me no Instagram, tenho mais')).toEqual(['Procurem-me no Instagram']);
    expect(found('Me podéis seguir en TikTok')).toEqual(['Me podéis seguir en TikTok']);
    expect(found('Envoie-moi un message sur Snapchat')).toEqual(['Envoie-moi un message sur Snapchat']);
    expect(found('Add me on Snap: kitty.b99 for more pics')).toEqual(['Add me on Snap: kitty.b99']);
    expect(found('Scrivimi su Telegram')).toEqual(['Scrivimi su Telegram']);
    expect(found('Folgt mir auf TikTok')).toEqual(['Folgt mir auf TikTok']);
  });

  it('reads every contact verb of `contact-verbs.ts`, accented and in the plural, and calling and adding ones "there"', () => {
    expect(found('Sígueme en Snapchat, subo más modelos')).toEqual(['Sígueme en Snapchat']);
    expect(found('Sigam-me no TikTok para mais peças')).toEqual(['Sigam-me no TikTok']);
    expect(found('Añádeme por Telegram si quieres fotos')).toEqual(['Añádeme por Telegram']);
    expect(found('Estou no Facebook, liga-me lá.')).toEqual(['Facebook, liga-me lá']);
    expect(found('Je suis sur Snapchat, ajoute-moi là-bas.')).toEqual(['Snapchat, ajoute-moi là-bas']);
  });

  it('leaves a name of the item, a model seen on a network and an article after a verb alone', () => {
    expect(found('Capa com o mesmo nome do Instagram, nova')).toEqual([]);
    expect(found('Es el mismo modelo que sale en Instagram')).toEqual([]);
    expect(found('Same as pictured, great for TikTok videos')).toEqual([]);
    expect(found('Mándame la foto del tiktok')).toEqual([]);
    expect(found('Procura-me lá na feira de domingo')).toEqual([]);
    expect(found('Tenho o mesmo nome que o meu avô')).toEqual([]);
    expect(found('Found it on Instagram and bought it for me')).toEqual([]);
    expect(found('Ask me here if you have questions')).toEqual([]);
  });
});
