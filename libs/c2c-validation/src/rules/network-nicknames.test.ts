import { describe, expect, it } from 'vitest';
import { findNetworkNicknames } from './network-nicknames.ts';

const found = (text: string) => findNetworkNicknames(text).map((f) => f.evidence);

describe('networks named by their icons or nicknames, and the seller looked up there by name', () => {
  it('reads buyers sent to the blue bird, the green app, the ghost and the paper plane, in the six languages', () => {
    expect(found('Responde rápido: escreve-me no passarinho azul')).toEqual(['escreve-me no passarinho azul']);
    expect(found('mándame un mensaje por el pájaro azul si te interesa')).toEqual(['mándame un mensaje por el pájaro azul']);
    expect(found('contactez-moi vite sur l’appli verte')).toEqual(['contactez-moi vite sur l’appli verte']);
    expect(found('hit me up on the green app for a video')).toEqual(['hit me up on the green app']);
    expect(found('scrivimi sull’uccellino azzurro')).toEqual(['scrivimi sull’uccellino azzurro']);
    expect(found('Schreib mir in der grünen App')).toEqual(['Schreib mir in der grünen App']);
    expect(found('add me where the little ghost app is')).toEqual(['add me where the little ghost app']);
    expect(found('Fala comigo no aviãozinho de papel')).toEqual(['Fala comigo no aviãozinho de papel']);
    expect(found('Écris-moi donc sur l’oiseau bleu')).toEqual(['Écris-moi donc sur l’oiseau bleu']);
    expect(found('slide into my DMs? just dm me on the gram')).toEqual(['dm me on the gram']);
    expect(found('manda mensagem onde está o ícone da câmara')).toEqual(['manda mensagem onde está o ícone da câmara']);
    expect(found('contáctame en la aplicación del fantasmita')).toEqual(['contáctame en la aplicación del fantasmita']);
  });

  it('reads a site named by its colour after a contact verb, and leaves a green place to live in alone', () => {
    expect(found('para mais fotos escreve-me no site verde')).toEqual(['escreve-me no site verde']);
    expect(found('pregúntame lo que sea, escríbeme en la página verde')).toEqual(['escríbeme en la página verde']);
    expect(found('écrivez-moi un mot sur le site vert')).toEqual(['écrivez-moi un mot sur le site vert']);
    expect(found('happy to chat on the green site about it')).toEqual(['chat on the green site']);
    expect(found('moradia num sítio verde e sossegado, perto da praia')).toEqual([]);
    expect(found('type guitarlessons_88 on the red platform')).toEqual(['type guitarlessons_88 on the red platform']);
    expect(found('teclea cocinaconluz en la plataforma roja')).toEqual(['teclea cocinaconluz en la plataforma roja']);
    expect(found('carro vermelho, app vermelha do fabricante instalada')).toEqual([]);
    expect(found('Gartenbank für die grüne Seite des Hauses')).toEqual([]);
  });

  it('reads an app named by any colour it is known by, in the order each language puts the colour', () => {
    expect(found('Mais fotos? Escreve-me na app azul')).toEqual(['Escreve-me na app azul']);
    expect(found('écrivez-moi sur le réseau bleu pour les mesures')).toEqual(['écrivez-moi sur le réseau bleu']);
    expect(found('message me on the pink app for the measurements')).toEqual(['message me on the pink app']);
    expect(found('Schreib mir in der blauen App wegen der Maße')).toEqual(['Schreib mir in der blauen App']);
    expect(found('Escríbeme, la lámpara es azul con pantalla roja')).toEqual([]);
  });

  it('reads the seller looked up by name on a network', () => {
    expect(found('procurem o meu nome completo no Facebook')).toEqual(['procurem o meu nome completo no Facebook']);
    expect(found('search my full name on insta for more')).toEqual(['search my full name on insta']);
    expect(found('buscadme por mi nombre y apellido en fb')).toEqual(['buscadme por mi nombre y apellido en fb']);
    // Video networks are networks a seller is looked up on as much as the social ones.
    expect(found('search my full name on Twitch, I stream the restorations')).toEqual(['search my full name on Twitch']);
    expect(found('procurem o meu nome completo no Vimeo')).toEqual(['procurem o meu nome completo no Vimeo']);
    expect(found('trouvez-moi avec mon vrai nom sur Instagram')).toEqual(['trouvez-moi avec mon vrai nom sur Instagram']);
    expect(found('Sucht meinen Namen auf Insta')).toEqual(['Sucht meinen Namen auf Insta']);
  });

  it('leaves a blue bird, a green app or a ghost that is the item, and a refusal, alone', () => {
    expect(found('Pássaro azul de cerâmica pintado à mão')).toEqual([]);
    expect(found('Escríbeme para más fotos del pájaro azul de peluche')).toEqual([]);
    expect(found('Peluche fantôme pour Halloween, écrivez-moi pour le prix')).toEqual([]);
    expect(found('Capa verde para telemóvel, app verde incluída na caixa')).toEqual([]);
    expect(found('Look at the blue bird print on the back')).toEqual([]);
    expect(found('Não me escrevas no passarinho azul, só aqui')).toEqual([]);
    expect(found('My name is on the label, see Instagram photos')).toEqual([]);
    expect(found('Balança de cozinha, 500 gram, escreve-me para a recolha')).toEqual([]);
  });

  it('reads a bare nickname only after a contact verb taking me or us, and real contact verb forms only', () => {
    expect(found('Digital kitchen scale. Find the weight in gram or ounce on the display')).toEqual([]);
    expect(found('les enfants trouvent des bonbons dans le fantôme.')).toEqual([]);
    expect(found('Costume: cerchiamo sempre il fantasma, segue la luce del fantasmino')).toEqual([]);
    expect(found('Die Kinder suchen das Gespenst im Buch')).toEqual([]);
    expect(found('Os miúdos chamam ao boneco fantasminha')).toEqual([]);
    expect(found('Such a nice gram scale, find it in the box')).toEqual([]);
    expect(found('écris-moi sur le petit fantôme')).toEqual(['écris-moi sur le petit fantôme']);
    expect(found('add us on the gram')).toEqual(['add us on the gram']);
  });

  it('reads no marketplace and no bare "face" as a network to look the seller up on', () => {
    expect(found('Cherchez mon nom sur Vinted pour voir mes autres articles')).toEqual([]);
    expect(found('Escreve o meu nome na face do cartão')).toEqual([]);
    expect(found('Search my name on Depop for more sizes')).toEqual([]);
    expect(found('Schreib meinen Namen auf die Face der Karte')).toEqual([]);
    expect(found('Cherchez mon nom sur Facebook')).toEqual(['Cherchez mon nom sur Facebook']);
  });

  it('reads an app named by the colour of its icon and the yellow ghost, and a calling verb before them', () => {
    expect(found('Fala comigo na aplicação verde')).toEqual(['Fala comigo na aplicação verde']);
    expect(found('Escríbeme en la app del icono verde')).toEqual(['Escríbeme en la app del icono verde']);
    expect(found('Message me on the green app')).toEqual(['Message me on the green app']);
    expect(found('Scrivimi sull’app verde')).toEqual(['Scrivimi sull’app verde']);
    expect(found('Add me on the yellow ghost')).toEqual(['Add me on the yellow ghost']);
    expect(found('Liga-me pela app verde depois das seis')).toEqual(['Liga-me pela app verde']);
    expect(found('Llámame por la app verde')).toEqual(['Llámame por la app verde']);
    expect(found('ruf mich über die App mit dem grünen Icon an')).toEqual(['ruf mich über die App mit dem grünen']);
  });

  it('leaves a green app, a green logo or a yellow ghost with no one to reach alone', () => {
    expect(found('Regador com app verde para programar a rega')).toEqual([]);
    expect(found('Peluche fantasma amarillo de Pac-Man')).toEqual([]);
    expect(found('Gold ring with a green logo, chat to me about sizes')).toEqual([]);
    expect(found('Mandala de pared con icono verde pintado a mano')).toEqual([]);
    expect(found('look at the yellow pages for the shop hours')).toEqual([]);
  });
});
