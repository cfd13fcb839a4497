import { describe, expect, it } from 'vitest';
import { publishManifest } from './publish-manifest.ts';

describe('publishManifest', () => {
  it('drops the workspace-only source condition from every export, keeping the rest as written', () => {
    const manifest = {
      name: '@circular/x',
      version: '1.2.3',
      exports: {
        '.': { '@circular/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
        './studio': { '@circular/source': './src/studio.ts', types: './dist/studio.d.ts', default: './dist/studio.js' },
        './package.json': './package.json',
      },
      dependencies: { '@circular/contract': '^1.2.3' },
    };
    expect(publishManifest(manifest)).toEqual({
      ...manifest,
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './studio': { types: './dist/studio.d.ts', default: './dist/studio.js' },
        './package.json': './package.json',
      },
    });
  });

  it('leaves a manifest without exports alone', () => {
    expect(publishManifest({ name: 'a', main: 'dist/index.js' })).toEqual({ name: 'a', main: 'dist/index.js' });
  });
});
