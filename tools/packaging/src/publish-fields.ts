import { readFileSync } from 'node:fs';

/** The workspace's own manifest: the licence and repository are declared once, there. */
const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { license: string; repository: { url: string } };

/** The fields every library under libs/ publishes with (see library-manifests.test.ts). */
export const publishFields = {
  license: root.license,
  repositoryUrl: root.repository.url,
  engines: { node: '>=22.13' },
  publishConfig: { access: 'restricted' },
  scripts: {
    prepack: 'node ../../tools/packaging/src/prepack.ts prepare',
    postpack: 'node ../../tools/packaging/src/prepack.ts restore',
  },
} as const;

type Manifest = Record<string, unknown>;

/**
 * A library's manifest with what publishing needs added where missing — licence, repository,
 * engines, publishConfig (placed after `type`), prepack/postpack — and its dependencies on the
 * other libraries pinned to the version they are released with. What is already there stays, in
 * its order, so the change is a small diff.
 */
export function withPublishFields(manifest: Manifest, { folder, versions }: { folder: string; versions: ReadonlyMap<string, string> }): Manifest {
  const added: Manifest = {
    license: publishFields.license,
    repository: { type: 'git', url: publishFields.repositoryUrl, directory: `libs/${folder}` },
    engines: publishFields.engines,
    publishConfig: publishFields.publishConfig,
  };
  const result: Manifest = {};
  for (const [key, value] of Object.entries(manifest)) {
    result[key] = value;
    if (key === 'type') for (const [name, field] of Object.entries(added)) if (!(name in manifest)) result[name] = field;
  }
  for (const [name, field] of Object.entries(added)) if (!(name in result)) result[name] = field;
  result['scripts'] = { ...(manifest['scripts'] as Record<string, string> | undefined), ...publishFields.scripts };
  const dependencies = manifest['dependencies'] as Record<string, string> | undefined;
  if (dependencies) result['dependencies'] = Object.fromEntries(Object.entries(dependencies).map(([name, range]) => [name, versions.has(name) ? `^${versions.get(name)}` : range]));
  return result;
}
