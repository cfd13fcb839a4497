import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { InvalidJsonError, readJson } from './http-server.ts';

const body = (text: string) => Readable.from([Buffer.from(text)]) as unknown as IncomingMessage;

describe('readJson', () => {
  it('parses a JSON body, and reads an empty one as undefined', async () => {
    expect(await readJson(body('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(body(''))).toBeUndefined();
  });

  it('refuses a body that is not JSON with an InvalidJsonError', async () => {
    const error = await readJson(body('{not json')).catch((caught: unknown) => caught);
    expect(InvalidJsonError.isInstance(error)).toBe(true);
    expect(InvalidJsonError.isInstance(new Error('plain'))).toBe(false);
  });
});

describe('InvalidJsonError.isInstance', () => {
  it('recognises one built by another copy of the package, where instanceof does not', async () => {
    vi.resetModules();
    const copy = await import('./http-server.ts');
    const foreign = new copy.InvalidJsonError('bad');
    expect(foreign instanceof InvalidJsonError).toBe(false);
    expect(InvalidJsonError.isInstance(foreign)).toBe(true);
  });
});
