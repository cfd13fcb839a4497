import { describe, expect, it } from 'vitest';
import { extractAttributes } from './extract-attributes.ts';

const values = (text: string, category: Parameters<typeof extractAttributes>[1]) => Object.fromEntries(extractAttributes(text, category).map(({ name, value }) => [name, value]));

describe('extractAttributes', () => {
  it('reads storage, memory, screen and processor of a laptop', () => {
    expect(values('Intel Core i5-8350U, 16GB RAM, SSD 512GB, ecrã 14" Full HD', 'laptops')).toEqual({
      storage_capacity: '512 GB',
      ram: '16 GB',
      screen_size: '14"',
      processor: 'i5-8350U',
    });
  });

  it('reads French units and the larger capacity as storage', () => {
    expect(values('128 Go, 8 Go de RAM, double SIM', 'phones')).toEqual({ storage_capacity: '128 GB', ram: '8 GB' });
    expect(values('1 To, une manette', 'consoles')).toEqual({ storage_capacity: '1 TB' });
  });

  it('reads battery health and a colour word', () => {
    expect(values('Libre, batería al 85%, color rojo', 'phones')).toEqual({ battery_health: '85%', colour: 'rojo' });
  });

  it('reads a size only after a size word or EU', () => {
    expect(values('Talla 40, originales', 'footwear')).toEqual({ size: '40' });
    expect(values('Sapatilhas EU 42', 'footwear')).toEqual({ size: 'EU 42' });
    expect(values('Comprei 40 pares', 'footwear')).toEqual({});
  });

  it('reads frame and wheel sizes of a bike, 700c included', () => {
    expect(values('Quadro tamanho M, rodas 29". Pneus novos', 'bikes')).toEqual({ frame_size: 'M', wheel_size: '29"' });
    expect(values('Cuadro de carbono talla 54, ruedas 700c', 'bikes')).toEqual({ frame_size: '54', wheel_size: '700c' });
  });
});
