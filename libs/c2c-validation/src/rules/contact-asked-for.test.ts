import { describe, expect, it } from 'vitest';
import { findContactAskedFor } from './contact-asked-for.ts';

const found = (text: string) => findContactAskedFor(text).map((f) => [f.code, f.evidence]);

describe('contact asked for', () => {
  it('reads the buyer asked to ask for the seller\'s number, in six languages', () => {
    expect(found('Bom estado. Peçam-me o número por mensagem.')).toEqual([['contact_phone', 'Peçam-me o número']]);
    expect(found('Pídanme el móvil y les llamo.')).toEqual([['contact_phone', 'Pídanme el móvil']]);
    expect(found('Demandez-moi mon portable en privé.')).toEqual([['contact_phone', 'Demandez-moi mon portable']]);
    expect(found('Ask me for my number, then we talk.')).toEqual([['contact_phone', 'Ask me for my number']]);
    expect(found('Chiedetemi il cellulare.')).toEqual([['contact_phone', 'Chiedetemi il cellulare']]);
    expect(found('Fragt mich nach meiner Handynummer.')).toEqual([['contact_phone', 'Fragt mich nach meiner Handynummer']]);
  });

  it('leaves a size, a serial, a model or anything else asked for alone', () => {
    expect(found('Chiedimi il numero di scarpe se serve.')).toEqual([]);
    expect(found('Pídeme el número de serie.')).toEqual([]);
    expect(found('Ask me for the model number or more photos.')).toEqual([]);
    expect(found('Cualquier duda, escríbeme por este chat.')).toEqual([]);
  });

  it('reads a number or a contact pointed to on the profile picture or the bio, not a serial in a photo', () => {
    expect(found('O meu contacto está na foto de perfil.')).toEqual([['contact_phone', 'contacto está na foto de perfil']]);
    expect(found('Die Nummer steht im Profilbild.')).toEqual([['contact_phone', 'Nummer steht im Profilbild']]);
    expect(found('Number in my bio.')).toEqual([['contact_phone', 'Number in my bio']]);
    expect(found('O número de série está na etiqueta da foto.')).toEqual([]);
  });

  it('reads the same name on an app named by its colour, not the same item in blue', () => {
    expect(found('Mesmo nome na app azul.')).toEqual([['social_handle', 'Mesmo nome na app azul']]);
    expect(found('Stesso nome sull\'app blu.')).toEqual([['social_handle', 'Stesso nome sull\'app blu']]);
    expect(found('Même pseudo sur le réseau bleu.')).toEqual([['social_handle', 'Même pseudo sur le réseau bleu']]);
    expect(found('Same shirt in blue, same size.')).toEqual([]);
  });

  it('reads the same name in any of its words on an app of any colour networks are named by', () => {
    expect(found('Mismo usuario en la app roja.')).toEqual([['social_handle', 'Mismo usuario en la app roja']]);
    expect(found('Gleichen Namen in der gelben App.')).toEqual([['social_handle', 'Gleichen Namen in der gelben App']]);
    expect(found('Same user name on the yellow app.')).toEqual([['social_handle', 'Same user name on the yellow app']]);
    expect(found('Same lamp in yellow, same shade.')).toEqual([]);
  });

  it('reads the number shortened, asked for in German word order, and apps named by other colours', () => {
    expect(found('Mon num est sur ma photo de profil')).toEqual([['contact_phone', 'num est sur ma photo de profil']]);
    expect(found('Frag einfach nach meiner Handynummer, dann geht es schneller')).toEqual([['contact_phone', 'Frag einfach nach meiner Handynummer']]);
    expect(found('Meme pseudo sur l appli verte')).toEqual([['social_handle', 'Meme pseudo sur l appli verte']]);
    expect(found('Tengo el mismo nombre de usuario en la app morada de fotos')).toEqual([['social_handle', 'mismo nombre de usuario en la app morada']]);
    expect(found('El numero de serie esta en la foto 3')).toEqual([]);
    expect(found('Frag nach der Seriennummer im Chat')).toEqual([]);
  });
});
