import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
/** Each code and clause found once, in order. */
const flags = (text: string, profile: Profile = 'generic') => [...new Set(findItems(text, { profile }).map((f) => `${f.code} ${f.clause}`))];

describe('wild plants and animals taken from nature, and protected kinds by their trade names', () => {
  it('reads a living thing said taken from the wild, in the six languages and either word order', () => {
    expect(flags('Vendo orquídeas tiradas do mato perto de Sintra')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Cactus sacados del desierto de Almería, varios tamaños', 'wallapop')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Salamandre trouvée dans la forêt derrière chez moi')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Corn snake? no, a grass snake we caught in the woods', 'ebay')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Cardellini catturati in campagna, cantano bene')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Junger Igel, im Wald gefunden, frisst Katzenfutter')).toEqual(['prohibited_item protected-wildlife']);
  });

  it('reads a living thing said protected or sold without its papers', () => {
    expect(flags('Camaleão adulto, espécie protegida, com terrário grande', 'olx-pt')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Lagartija rara, sin papeles, se entrega con caja', 'wallapop')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Chouettes, espèce protégée, à récupérer')).toEqual(['prohibited_item protected-wildlife']);
  });

  it('reads one called wild where it is sold, and the protected kinds by name', () => {
    expect(flags('Wild-caught chameleon, eats crickets', 'ebay')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Orquídeas silvestres en maceta, tres unidades', 'wallapop')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Tartaruga grega com 12 anos, come alface', 'olx-pt')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Tortue d’Hermann adulte, très sociable')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Griechische Landschildkröte, 8 Jahre')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Polished tridacna shell, 30 cm across', 'ebay')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Bénitier poli pour salle de bain')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Cavalos-marinhos secos para decoração')).toEqual(['prohibited_item protected-wildlife']);
  });

  it('leaves food, crafts, likenesses, books and things for wild animals alone', () => {
    expect(flags('Ouriços do mar apanhados na praia esta manhã')).toEqual([]);
    expect(flags('Wild caught sea bass fillets, frozen, 1 kg')).toEqual([]);
    expect(flags('Cogumelos silvestres apanhados no campo, secos')).toEqual([]);
    expect(flags('Snake plant offsets taken from my own plant')).toEqual([]);
    expect(flags('Gel douche orchidée sauvage 250 ml, neuf')).toEqual([]);
    expect(flags('Comedero para jilgueros silvestres, de madera')).toEqual([]);
    expect(flags('Nichoir pour chouettes sauvages, en bois')).toEqual([]);
    expect(flags('Terrario para tortugas de agua, 80 cm, con lámpara')).toEqual([]);
    expect(flags('Tortue d’Hermann en céramique pour le jardin')).toEqual([]);
    expect(flags('Livro sobre orquídeas selvagens de Portugal, ilustrado')).toEqual([]);
    expect(flags('Orchidee coltivate in serra calda, vaso 12')).toEqual([]);
    expect(flags('Landschildkröten aus eigener Nachzucht mit Papieren')).toEqual([]);
    expect(flags('No es una tortuga mora, es una tortuga de agua de acuario')).toEqual([]);
  });
});
