import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMrzOcrEngine, createTextOcrEngine, defaultLangPath, mrzWhitelist } from './tesseract-pool.ts';

describe('tesseract pool', () => {
  it('finds the trained data shipped in the npm package, legacy model included', () => {
    const langPath = defaultLangPath();
    expect(path.basename(langPath)).toBe('4.0.0');
    expect(existsSync(path.join(langPath, 'eng.traineddata.gz'))).toBe(true);
  });

  it('restricts recognition to the MRZ alphabet', () => {
    expect(mrzWhitelist).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<');
  });

  it.each([
    ['MRZ', createMrzOcrEngine],
    ['text', createTextOcrEngine],
  ])('refuses an aborted request before starting any %s worker', async (_kind, create) => {
    const engine = create({ workers: 1 });
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(engine.recognize(Buffer.alloc(0), { signal: controller.signal })).rejects.toThrow('gone');
    await engine.terminate();
  });
});
