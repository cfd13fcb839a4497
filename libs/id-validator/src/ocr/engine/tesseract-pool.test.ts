import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { dyingModel } from '../../test-support/dying-model.ts';
import { createMrzOcrEngine, createOcrPool, createTextOcrEngine, defaultLangPath, mrzModel, mrzWhitelist, OcrWorkerError } from './tesseract-pool.ts';

/** A line of MRZ-like text, black on white, large enough for the legacy engine. */
const mrzLine = () =>
  sharp({ text: { text: 'P&lt;UTOHOLMBERG&lt;&lt;MARTA', dpi: 300 } })
    .flatten({ background: '#ffffff' })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png()
    .toBuffer();

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

  it('fails the request with a plain error (a server fault, not an unreadable image) when a worker cannot start, and tries again on the next one', async () => {
    const engine = createMrzOcrEngine({ workers: 1, langPath: path.join(defaultLangPath(), 'missing') });
    const image = await mrzLine();
    const first = await engine.recognize(image).then(() => undefined, (error: unknown) => error);
    expect(first).toBeInstanceOf(Error);
    expect(OcrWorkerError.isInstance(first)).toBe(false);
    expect(String(first)).toMatch(/could not start/);
    await expect(engine.recognize(image)).rejects.toThrow(/traineddata/);
    await engine.terminate();
  });

  it('fails only the jobs a thread held when it dies mid-recognition, and reads the queued one and the next on a fresh thread', async () => {
    // Its entry exits during a recognition with `dyingModel` (`dying-ocr-host.ts`).
    const pool = createOcrPool({ workers: 1, models: { mrz: mrzModel() }, host: new URL('../../test-support/dying-ocr-host.ts', import.meta.url) });
    const engine = pool.engine('mrz');
    const image = await mrzLine();
    const expected = await engine.recognize(image);
    expect(expected[0]?.text).toContain('HOLMBERG');
    const dying = pool.engine(dyingModel).recognize(image);
    // Sent to the same thread after the dying job: never served (its content is never read).
    const search = engine.locateZones!({ width: 1, height: 1, data: new Uint8Array(1) }, 'as-lying');
    const queued = engine.recognize(image);
    await expect(dying).rejects.toBeInstanceOf(OcrWorkerError);
    await expect(search).rejects.toThrow(/an OCR worker stopped: exit code 70/);
    expect(await queued).toEqual(expected);
    expect(await engine.recognize(image)).toEqual(expected);
    await engine.terminate();
  });

  it.runIf(existsSync('/proc/self/task'))('stops its thread once idle for idleMs, and starts it again on the next use', async () => {
    const threads = () => readdirSync('/proc/self/task').length;
    const engine = createMrzOcrEngine({ workers: 1, idleMs: 300 });
    const image = await mrzLine();
    expect((await engine.recognize(image))[0]?.text).toContain('HOLMBERG');
    const working = threads();
    await vi.waitFor(() => expect(threads()).toBe(working - 1), { timeout: 10_000, interval: 50 });
    expect((await engine.recognize(image))[0]?.text).toContain('HOLMBERG');
    expect(threads()).toBe(working);
    await engine.terminate();
  });

  it('reads in workers started under a parent preload that throws in worker threads', async () => {
    const preload = 'data:text/javascript,import{isMainThread}from"node:worker_threads";if(!isMainThread)throw new Error("preload ran in a worker")';
    const pool = new URL('./tesseract-pool.ts', import.meta.url).href;
    const script = `
      import sharp from 'sharp';
      const { createMrzOcrEngine } = await import(${JSON.stringify(pool)});
      const image = await sharp({ text: { text: 'P&lt;UTOHOLMBERG&lt;&lt;MARTA', dpi: 300 } }).flatten({ background: '#ffffff' }).extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' }).png().toBuffer();
      const engine = createMrzOcrEngine({ workers: 1 });
      const lines = await engine.recognize(image);
      await engine.terminate();
      process.stdout.write(lines.map((line) => line.text).join('\\n'));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', preload, '--input-type=module', '-e', script], { cwd: import.meta.dirname, timeout: 60_000 });
    expect(stdout).toContain('HOLMBERG');
  });
});

describe('OcrWorkerError.isInstance', () => {
  it('recognises an error built by another copy of the module, where instanceof does not, and refuses other errors', async () => {
    // A fresh evaluation of the same file stands for a duplicated copy in a consumer's node_modules.
    vi.resetModules();
    const copy = await import('./tesseract-pool.ts');
    const foreign = new copy.OcrWorkerError('an OCR worker stopped');
    expect(foreign instanceof OcrWorkerError).toBe(false);
    expect(OcrWorkerError.isInstance(foreign)).toBe(true);
    for (const value of [undefined, null, new Error('plain'), { name: 'OcrWorkerError' }]) expect(OcrWorkerError.isInstance(value)).toBe(false);
  });
});
