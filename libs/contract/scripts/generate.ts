// Writes the artefacts generated from openapi.yaml: `npm run generate` (in libs/contract or the root).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defaultPackageDir, renderArtefacts } from './render-artefacts.ts';

for (const artefact of await renderArtefacts({ packageDir: defaultPackageDir })) {
  const target = join(defaultPackageDir, artefact.path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, artefact.contents);
  console.log(`wrote ${artefact.path}`);
}
