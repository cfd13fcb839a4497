import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMrz } from '../mrz/parse-mrz.ts';
import { buildCorpus, type CorpusManifest } from '@circular/id-corpus';

const today = new Date('2026-11-21T12:00:00Z');
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('buildCorpus', { timeout: 60_000 }, () => {
  it('writes every case with its ground truth, request and expected status, and a manifest', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'id-corpus-'));
    dirs.push(outDir);
    const manifest = await buildCorpus({ seed: 3, today, outDir, templates: ['pt-id', 'gb-passport'], variants: ['clean'] });
    const onDisk = JSON.parse(await readFile(path.join(outDir, 'manifest.json'), 'utf8')) as CorpusManifest;
    expect(onDisk).toEqual(manifest);
    expect(new Set(manifest.entries.map((e) => e.case))).toEqual(
      new Set(['valid', 'expired', 'expired-no-validity', 'name-mismatch', 'number-mismatch', 'wrong-doc-type', 'specimen', 'tampered', 'front-only', 'back-only', 'non-document', 'too-blurred', 'too-small']),
    );
    const files = await readdir(outDir);
    for (const entry of manifest.entries) for (const image of entry.images) expect(files).toContain(image.file);

    const valid = manifest.entries.find((e) => e.id === 'pt-id-valid-clean');
    expect(valid?.images.map((i) => i.side)).toEqual(['front', 'back']);
    expect(valid?.expected).toEqual({ status: 'OK', reason: 'valid document matching every expectation' });
    expect(valid?.request.doc_type).toBe('id-PT');
    expect(valid?.truth?.itemId).toBe(`id_PRT_${valid?.truth?.number}`);
    expect(parseMrz(valid?.truth?.mrz ?? [], { today }).valid).toBe(true);

    const tampered = manifest.entries.find((e) => e.case === 'tampered');
    expect(parseMrz(tampered?.truth?.mrz ?? [], { today }).checks.filter((c) => !c.valid).map((c) => c.field)).toEqual(['birthDate', 'composite']);
    const expired = manifest.entries.find((e) => e.case === 'expired');
    expect((expired?.truth?.expiry ?? '9999') < '2026-11-21').toBe(true);
    const specimen = manifest.entries.find((e) => e.id === 'gb-passport-specimen-clean');
    expect(specimen?.truth?.surname).toBe('SPECIMEN');
  });

  it('produces the same manifest from the same seed', async () => {
    const build = async () => {
      const outDir = await mkdtemp(path.join(tmpdir(), 'id-corpus-'));
      dirs.push(outDir);
      return buildCorpus({ seed: 9, today, outDir, templates: ['ro-id'], variants: ['clean', 'rotate'], cases: false });
    };
    const [a, b] = [await build(), await build()];
    expect(a.entries.map((e) => e.truth)).toEqual(b.entries.map((e) => e.truth));
    expect(a.entries.map((e) => e.images.map((i) => i.parameters))).toEqual(b.entries.map((e) => e.images.map((i) => i.parameters)));
  });
});
