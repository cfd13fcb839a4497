import { describe, expect, it } from 'vitest';
import { foundByName, marketplaces, namesNetwork, numberMessengers, resaleApps, socialNetworks, usernameMessengers, videoNetworks } from './networks.ts';

const groups = { socialNetworks, usernameMessengers, numberMessengers, videoNetworks, resaleApps, marketplaces };
const names = (source: string) => source.split('|');
const named = (text: string, word: string) => namesNetwork(text, text.indexOf(word), text.indexOf(word) + word.length);

describe('the networks, messaging apps and marketplaces the contact rules name', () => {
  it('names each network or app in one group only', () => {
    const all = Object.values(groups).flatMap(names);
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
  });

  it('reads each group as whole names, short forms and spellings included', () => {
    const whole = (source: string) => new RegExp(String.raw`^(?:${source})$`, 'iu');
    expect(['Instagram', 'IG', 'Tik Tok', 'Face book', 'snap'].every((name) => whole(socialNetworks).test(name))).toBe(true);
    expect(['Whats App', 'WhatsApp', 'Signal'].every((name) => whole(numberMessengers).test(name))).toBe(true);
    expect(['Depop', 'Grailed'].every((name) => whole(resaleApps).test(name))).toBe(true);
    expect(whole(socialNetworks).test('Vinted')).toBe(false);
    expect(whole(marketplaces).test('Vinted')).toBe(true);
  });

  it('finds a seller by name on every group but the marketplaces (where the listing itself is)', () => {
    const found = new RegExp(String.raw`^${foundByName}$`, 'iu');
    expect(['telegram', 'whatsapp', 'etsy', 'snapchat'].every((name) => found.test(name))).toBe(true);
    expect(found.test('olx')).toBe(false);
  });

  it('tells an app from the everyday word it shares a name with', () => {
    expect(named('add me on messenger please', 'messenger')).toBe(true);
    expect(named('a canvas messenger bag, barely used', 'messenger')).toBe(false);
    expect(named('bolso tipo messenger em pele', 'messenger')).toBe(false);
    expect(named('comes with a signal booster', 'signal')).toBe(false);
    expect(named('write to me on signal and I answer', 'signal')).toBe(true);
    expect(named('an oak snap frame for A4 posters', 'snap')).toBe(false);
    expect(named('Instagram', 'Instagram')).toBe(true);
  });
});
