import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPackageDir, findStaleArtefacts, renderArtefacts } from '../scripts/render-artefacts.ts';

describe('generated files', () => {
  it('match openapi.yaml', async () => {
    const stale = await findStaleArtefacts();
    expect(stale, `${stale.join(', ')} differ from openapi.yaml: run npm run generate in libs/contract`).toEqual([]);
  });

  it('are reported as stale when openapi.yaml changes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-'));
    try {
      await cp(join(defaultPackageDir, 'src/generated'), join(dir, 'src/generated'), { recursive: true });
      const yaml = await readFile(join(defaultPackageDir, 'openapi.yaml'), 'utf8');
      await writeFile(join(dir, 'openapi.yaml'), yaml.replace('version: 0.1.0', 'version: 0.1.1'));
      expect(await findStaleArtefacts({ packageDir: dir })).toEqual(['src/generated/openapi.ts']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('carry the do-not-edit header', async () => {
    const artefacts = await renderArtefacts();
    expect(artefacts.map(({ path, contents }) => [path, contents.split('\n')[0]])).toEqual([
      ['src/generated/openapi.ts', '// generated from openapi.yaml by scripts/generate.ts — do not edit'],
      ['src/generated/types.ts', '// generated from openapi.yaml by scripts/generate.ts — do not edit'],
    ]);
  });

  it('type "exactly one target field" as a union of the two', async () => {
    const types = (await renderArtefacts()).find(({ path }) => path === 'src/generated/types.ts')?.contents ?? '';
    expect(types.replace(/\s*\/\*\*.*?\*\//gs, '')).toMatch(
      /\} & \(\{\n\s+target_locale: components\["schemas"\]\["LocaleCode"\];\n\s+\} \| \{\n\s+target_locales: components\["schemas"\]\["LocaleCode"\]\[\];\n\s+\}\);/,
    );
  });
});
