import { describe, expect, it } from 'vitest';
import { offersPersonalTicketsWorkedAround } from './ticket-touting.ts';

describe('personal tickets with the holder’s identity worked around', () => {
  it('finds personal tickets whose name the seller changes outside the organiser, or whose gate is said not to check, in each language', () => {
    expect(offersPersonalTicketsWorkedAround('Bilhetes nominais para o festival, mudamos o nome entre nós.', '')).toBe(true);
    expect(offersPersonalTicketsWorkedAround('Entradas nominativas, cambiamos el nombre por fuera.', '')).toBe(true);
    expect(offersPersonalTicketsWorkedAround('Billets nominatifs, à mon nom, ils ne vérifient pas à l’entrée.', '')).toBe(true);
    expect(offersPersonalTicketsWorkedAround('Tickets in my name, bring a copy of my ID, security never checks.', '')).toBe(true);
    expect(offersPersonalTicketsWorkedAround('Personalisierte Tickets, Namensänderung mache ich privat.', '')).toBe(true);
  });

  it('leaves a change of holder through the organiser’s own channel, and tickets with no identity word, alone', () => {
    expect(offersPersonalTicketsWorkedAround('Bilhetes nominais, a mudança de nome é feita na app oficial.', '')).toBe(false);
    expect(offersPersonalTicketsWorkedAround('Two tickets at face value, transferred through Ticketmaster.', '')).toBe(false);
    expect(offersPersonalTicketsWorkedAround('Entradas para el concierto, fila 12, a precio de coste.', '')).toBe(false);
  });
});
