import { describe, expect, it } from 'vitest';
import { withPublishFields } from './publish-fields.ts';

describe('withPublishFields', () => {
  const versions = new Map([['@circular/runtime', '0.3.0']]);

  it('adds what publishing needs after `type` and pins the other libraries to their released version', () => {
    const manifest = { name: '@circular/brands', version: '0.3.0', type: 'module', exports: {}, scripts: { build: 'tsc -p tsconfig.lib.json' }, dependencies: { '@circular/runtime': '*', zod: '^4.6.7' } };
    const result = withPublishFields(manifest, { folder: 'brands', versions });
    expect(Object.keys(result)).toEqual(['name', 'version', 'type', 'license', 'repository', 'engines', 'publishConfig', 'exports', 'scripts', 'dependencies']);
    expect(result).toMatchObject({
      license: 'UNLICENSED',
      repository: { type: 'git', directory: 'libs/brands' },
      engines: { node: '>=22.13' },
      publishConfig: { access: 'restricted' },
      scripts: { build: 'tsc -p tsconfig.lib.json', prepack: 'node ../../tools/packaging/src/prepack.ts prepare', postpack: 'node ../../tools/packaging/src/prepack.ts restore' },
      dependencies: { '@circular/runtime': '^0.3.0', zod: '^4.6.7' },
    });
  });

  it('keeps fields a library already declares', () => {
    const result = withPublishFields({ name: 'x', type: 'module', license: 'MIT' }, { folder: 'x', versions });
    expect(result['license']).toBe('MIT');
  });
});
