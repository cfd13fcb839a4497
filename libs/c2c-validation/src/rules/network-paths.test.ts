import { describe, expect, it } from 'vitest';
import { findNetworkPaths } from './network-paths.ts';

const found = (text: string) => findNetworkPaths(text).map((f) => `${f.code} ${f.evidence}`);

describe('a network page written as the network, a slash and its name', () => {
  it('reads the slash said as a word or glued, in the six languages', () => {
    expect(found('mais videos no meu canal: youtube barra oficina.do.rui')).toEqual(['external_link youtube barra oficina.do.rui']);
    expect(found('sígueme, insta barra @mar_costura')).toEqual(['external_link insta barra @mar_costura']);
    expect(found('tuto sur tiktok barre loulou_dessine')).toEqual(['external_link tiktok barre loulou_dessine']);
    expect(found('full playthrough at yt slash retro4ever')).toEqual(['external_link yt slash retro4ever']);
    expect(found('Anleitung: fb Schrägstrich werkstattmax')).toEqual(['external_link fb Schrägstrich werkstattmax']);
    expect(found('guarda il video su ytb/ciclofficina')).toEqual(['external_link ytb/ciclofficina']);
  });

  it('reads a site’s address whose slash is said as a word', () => {
    expect(found('mais fotos em lojadarita.pt barra bicicletas')).toEqual(['external_link lojadarita.pt barra bicicletas']);
    expect(found('photos: is.gd slash velo-ville')).toEqual(['external_link is.gd slash velo-ville']);
    expect(found('pantalla 15.6 slash 16 pulgadas, medida 3.5 barra 4')).toEqual([]);
  });

  it('leaves lists of networks, asides after a spaced slash and path words alone', () => {
    expect(found('vi isto no insta / mais fotos por mensagem')).toEqual([]);
    expect(found('famous on youtube slash tiktok for a while')).toEqual([]);
    expect(found('partilhado no IG/FB da loja')).toEqual([]);
    expect(found('clip on yt/shorts, search the title')).toEqual([]);
    expect(found('tamanho S/M, cabo usb c / lightning')).toEqual([]);
    expect(found('barra de pan y tostadora, sin youtube')).toEqual([]);
  });
});
