import { readFile } from 'node:fs/promises';
import { createSafeFetcher } from '@circular/runtime';
import { createDocumentOcr, validateId } from '../src/index.ts';
const dir = process.argv[2] ?? '/work/shared/datasets/id-documents-real/';
const m = JSON.parse(await readFile(dir + '/manifest.json', 'utf8'));
const ocr = createDocumentOcr();
for (const d of [...m.images, ...(m.pairs ?? [])]) {
  const files: string[] = d.images ?? [d.file];
  const mime: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', bmp: 'bmp', webp: 'webp', tif: 'tiff', tiff: 'tiff', gif: 'gif' };
  const images = await Promise.all(files.map(async (f) => `data:image/${mime[f.split('.').pop()!.toLowerCase()] ?? 'jpeg'};base64,${(await readFile(dir + '/' + f)).toString('base64')}`));
  const a: any = await validateId({ language: 'en', images, agent_specific: { doc_type: 'passport,id-*' } } as any, { fetcher: createSafeFetcher(), ocr } as any);
  const why = (a.reasoning as string).split(/(?<=\.)\s+/).filter((x) => /specimen|sample|placeholder|holder|SPECIMEN|mark/i.test(x)).join(' ');
  console.log(d.id, d.specimen_marks_visible, a.status, '|', why.slice(0, 300));
}
await ocr.terminate();
