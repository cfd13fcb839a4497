import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expectedDocType, expectedItemId } from './document-ids.ts';
import { degradeImage, variants as allVariants, type Variant } from './degrade-image.ts';
import { documentTemplates, type DocumentTemplate, type TemplateId } from './document-templates.ts';
import { newIdentity, type Identity } from './identity.ts';
import { mrzNameOf } from './mrz-layout.ts';
import { mrzSide, renderDocument, renderNonDocument, type Side } from './render-document.ts';
import { seededRandom } from './seeded-random.ts';

export type CorpusCase =
  | 'valid'
  | 'expired'
  | 'expired-no-validity'
  | 'name-mismatch'
  | 'number-mismatch'
  | 'wrong-doc-type'
  | 'specimen'
  | 'tampered'
  | 'front-only'
  | 'back-only'
  | 'non-document'
  | 'too-blurred'
  | 'too-small';

export type ExpectedStatus = 'OK' | 'ERROR_IMAGE_QUALITY' | 'ERROR_VALIDATION';

export interface CorpusImage {
  file: string;
  side: Side | 'photo';
  variant: Variant | 'heavy-blur' | 'tiny';
  parameters: Record<string, number>;
}

/** What a perfect reader returns for the document. */
export interface CorpusTruth {
  format: string;
  docType: string;
  itemId: string;
  mrz: string[];
  /** The response's `number`: the MRZ's document number, the DNI number on Spanish identity cards. */
  number: string;
  printedNumber: string;
  /** As the MRZ holds them (possibly truncated), uppercase A–Z. */
  surname: string;
  givenNames: string;
  /** As printed on the front, with diacritics. */
  printedSurname: string;
  printedGivenNames: string;
  birthDate: string;
  expiry: string;
  sex: string;
  issuingState: string;
}

export interface CorpusEntry {
  id: string;
  template: TemplateId | null;
  case: CorpusCase;
  variant: Variant | 'heavy-blur' | 'tiny';
  images: CorpusImage[];
  truth: CorpusTruth | null;
  /** `agent_specific` of the request to send with the images. */
  request: { doc_type: string; name?: string; number?: string; validity?: boolean };
  expected: { status: ExpectedStatus; reason: string };
}

export interface CorpusManifest {
  seed: number;
  today: string;
  entries: CorpusEntry[];
}

/** Holders of published specimens, for specimen documents of issuers that have one. */
const specimenHolders: Partial<Record<TemplateId, { surname: string; givenNames: string }>> = {
  'de-id': { surname: 'MUSTERMANN', givenNames: 'ERIKA' },
  'at-id': { surname: 'MUSTERFRAU', givenNames: 'MARIA' },
  'es-id': { surname: 'ESPAÑOLA ESPAÑOLA', givenNames: 'CARMEN' },
  'gb-passport': { surname: 'SPECIMEN', givenNames: 'ANGELA ZOE' },
};

export interface BuildCorpusOptions {
  seed: number;
  today: Date;
  outDir: string;
  /** Defaults to every template. */
  templates?: readonly TemplateId[];
  /** Variants of the `valid` case; defaults to all six. */
  variants?: readonly Variant[];
  /** Include the negative and partial cases (default true). */
  cases?: boolean;
}

/**
 * Renders the synthetic corpus into `outDir` with a `manifest.json` of its ground truth:
 * every template valid in every variant, then each negative or partial case on a clean and a
 * degraded image, round-robin over templates. Same seed, same bytes.
 */
export async function buildCorpus({
  seed,
  today,
  outDir,
  templates = Object.keys(documentTemplates) as TemplateId[],
  variants = allVariants,
  cases = true,
}: BuildCorpusOptions): Promise<CorpusManifest> {
  await mkdir(outDir, { recursive: true });
  const random = seededRandom(seed);
  const entries: CorpusEntry[] = [];
  const save = async (name: string, data: Buffer) => writeFile(path.join(outDir, name), data);

  const documentEntry = async ({
    id,
    template,
    identity,
    variant,
    corpusCase,
    sides,
    specimen = false,
    request,
    expected,
  }: {
    id: string;
    template: DocumentTemplate;
    identity: Identity;
    variant: Variant;
    corpusCase: CorpusCase;
    sides: Side[];
    specimen?: boolean;
    request: CorpusEntry['request'];
    expected: CorpusEntry['expected'];
  }) => {
    const images: CorpusImage[] = [];
    for (const side of sides) {
      const png = renderDocument({ template, identity, side, specimen, random });
      const degraded = await degradeImage({ png, variant, random });
      const file = `${id}-${side}.${degraded.extension}`;
      await save(file, degraded.data);
      images.push({ file, side, variant, parameters: degraded.parameters });
    }
    entries.push({ id, template: template.id, case: corpusCase, variant, images, truth: truthOf(template, identity), request, expected });
  };

  const allSides = (template: DocumentTemplate): Side[] => (template.format === 'TD1' ? ['front', 'back'] : ['front']);
  const validRequest = (template: DocumentTemplate, identity: Identity): CorpusEntry['request'] => ({
    doc_type: expectedDocType({ kind: template.kind, country: template.country }),
    name: titleCase(`${identity.givenNames} ${identity.surname}`),
    number: identity.printedNumber,
    validity: true,
  });

  for (const templateId of templates) {
    const template = documentTemplates[templateId];
    for (const variant of variants) {
      const identity = newIdentity({ template, random, today });
      await documentEntry({
        id: `${templateId}-valid-${variant}`,
        template,
        identity,
        variant,
        corpusCase: 'valid',
        sides: allSides(template),
        request: validRequest(template, identity),
        expected: { status: 'OK', reason: 'valid document matching every expectation' },
      });
    }
  }
  if (!cases) return writeManifest();

  const degradedVariants = variants.filter((v) => v !== 'clean');
  let turn = 0;
  const nextTemplate = (filter: (t: DocumentTemplate) => boolean = () => true) => {
    const pool = templates.map((id) => documentTemplates[id]).filter(filter);
    if (pool.length === 0) return null;
    return pool[turn++ % pool.length] as DocumentTemplate;
  };
  const caseVariants = (): Variant[] => ['clean', degradedVariants.length > 0 ? random.pick(degradedVariants) : 'clean'];

  for (const variant of caseVariants()) {
    const template = nextTemplate();
    if (!template) break;
    const identity = newIdentity({ template, random, today, expired: true });
    await documentEntry({
      id: `${template.id}-expired-${variant}`, template, identity, variant, corpusCase: 'expired', sides: allSides(template),
      request: validRequest(template, identity),
      expected: { status: 'ERROR_VALIDATION', reason: 'expired and validity is required' },
    });
    await documentEntry({
      id: `${template.id}-expired-no-validity-${variant}`, template, identity, variant, corpusCase: 'expired-no-validity', sides: allSides(template),
      request: { ...validRequest(template, identity), validity: false },
      expected: { status: 'OK', reason: 'expired, but validity is not required' },
    });
  }
  for (const variant of caseVariants()) {
    const template = nextTemplate();
    if (!template) break;
    const identity = newIdentity({ template, random, today });
    const other = newIdentity({ template, random, today });
    await documentEntry({
      id: `${template.id}-name-mismatch-${variant}`, template, identity, variant, corpusCase: 'name-mismatch', sides: allSides(template),
      request: { ...validRequest(template, identity), name: titleCase(`${other.givenNames} ${other.surname}`) },
      expected: { status: 'ERROR_VALIDATION', reason: 'name does not match' },
    });
  }
  for (const variant of caseVariants()) {
    const template = nextTemplate();
    if (!template) break;
    const identity = newIdentity({ template, random, today });
    await documentEntry({
      id: `${template.id}-number-mismatch-${variant}`, template, identity, variant, corpusCase: 'number-mismatch', sides: allSides(template),
      request: { ...validRequest(template, identity), number: alterOneDigit(identity.printedNumber) },
      expected: { status: 'ERROR_VALIDATION', reason: 'number does not match' },
    });
  }
  for (const variant of caseVariants()) {
    const template = nextTemplate();
    if (!template) break;
    const identity = newIdentity({ template, random, today });
    await documentEntry({
      id: `${template.id}-wrong-doc-type-${variant}`, template, identity, variant, corpusCase: 'wrong-doc-type', sides: allSides(template),
      request: { ...validRequest(template, identity), doc_type: template.kind === 'passport' ? 'id-PT,id-ES' : 'passport,dl-PT' },
      expected: { status: 'ERROR_VALIDATION', reason: 'document type not accepted' },
    });
  }
  for (const templateId of templates.filter((id) => specimenHolders[id] || id === 'pt-id')) {
    const template = documentTemplates[templateId];
    const variant = 'clean';
    const holder = specimenHolders[templateId];
    const identity = newIdentity({ template, random, today, holder });
    await documentEntry({
      id: `${template.id}-specimen-${variant}`, template, identity, variant, corpusCase: 'specimen', sides: allSides(template), specimen: true,
      request: validRequest(template, identity),
      expected: { status: 'ERROR_VALIDATION', reason: holder ? 'specimen: published specimen holder and the word on the document' : 'specimen: the word printed on the document' },
    });
  }
  for (const variant of caseVariants()) {
    const template = nextTemplate();
    if (!template) break;
    const identity = tamper(template, newIdentity({ template, random, today }));
    await documentEntry({
      id: `${template.id}-tampered-${variant}`, template, identity, variant, corpusCase: 'tampered', sides: allSides(template),
      request: validRequest(template, identity),
      expected: { status: 'ERROR_VALIDATION', reason: 'a birth-date digit of the MRZ was changed: its check digit fails' },
    });
  }
  for (const variant of caseVariants()) {
    const template = nextTemplate((t) => t.format === 'TD1');
    if (!template) break;
    const front = newIdentity({ template, random, today });
    await documentEntry({
      id: `${template.id}-front-only-${variant}`, template, identity: front, variant, corpusCase: 'front-only', sides: ['front'],
      request: validRequest(template, front),
      expected: { status: 'ERROR_IMAGE_QUALITY', reason: 'no machine-readable zone on the front and no vision reader' },
    });
    const back = newIdentity({ template, random, today });
    await documentEntry({
      id: `${template.id}-back-only-${variant}`, template, identity: back, variant, corpusCase: 'back-only', sides: ['back'],
      request: validRequest(template, back),
      expected: { status: 'OK', reason: 'the MRZ on the back carries every field' },
    });
  }
  for (const [index, variant] of (['clean', 'jpeg30', 'background'] as const).entries()) {
    const png = renderNonDocument({ random });
    const degraded = variant === 'background' ? { data: await sharp(png).jpeg({ quality: 80 }).toBuffer(), extension: 'jpg' as const, parameters: {} } : await degradeImage({ png, variant, random });
    const file = `non-document-${index + 1}.${degraded.extension}`;
    await save(file, degraded.data);
    entries.push({
      id: `non-document-${index + 1}`, template: null, case: 'non-document', variant, images: [{ file, side: 'photo', variant, parameters: degraded.parameters }], truth: null,
      request: { doc_type: 'passport,id-*' },
      expected: { status: 'ERROR_IMAGE_QUALITY', reason: 'not a document' },
    });
  }
  const unreadable = nextTemplate();
  if (unreadable) {
    const identity = newIdentity({ template: unreadable, random, today });
    const side = mrzSide(unreadable);
    const png = renderDocument({ template: unreadable, identity, side, random });
    const sigma = 5;
    const blurred = await sharp(png).flatten({ background: '#dcdcdc' }).blur(sigma).jpeg({ quality: 90 }).toBuffer();
    await save(`${unreadable.id}-too-blurred-${side}.jpg`, blurred);
    entries.push({
      id: `${unreadable.id}-too-blurred`, template: unreadable.id, case: 'too-blurred', variant: 'heavy-blur',
      images: [{ file: `${unreadable.id}-too-blurred-${side}.jpg`, side, variant: 'heavy-blur', parameters: { sigma } }],
      truth: truthOf(unreadable, identity), request: validRequest(unreadable, identity),
      expected: { status: 'ERROR_IMAGE_QUALITY', reason: 'too blurred to read' },
    });
    const tiny = await sharp(png).flatten({ background: '#dcdcdc' }).resize({ width: 180 }).png().toBuffer();
    await save(`${unreadable.id}-too-small-${side}.png`, tiny);
    entries.push({
      id: `${unreadable.id}-too-small`, template: unreadable.id, case: 'too-small', variant: 'tiny',
      images: [{ file: `${unreadable.id}-too-small-${side}.png`, side, variant: 'tiny', parameters: { width: 180 } }],
      truth: truthOf(unreadable, identity), request: validRequest(unreadable, identity),
      expected: { status: 'ERROR_IMAGE_QUALITY', reason: 'too small to read' },
    });
  }
  return writeManifest();

  async function writeManifest(): Promise<CorpusManifest> {
    const manifest: CorpusManifest = { seed, today: today.toISOString().slice(0, 10), entries };
    await save('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    return manifest;
  }
}

function truthOf(template: DocumentTemplate, identity: Identity): CorpusTruth {
  const mrz = mrzNameOf(identity.mrz, template.format);
  // The contract names Spanish identity cards by their DNI number, not the card's support number.
  const number = template.id === 'es-id' ? (identity.optionalData[0] as string) : identity.documentNumber;
  return {
    format: template.format,
    docType: expectedDocType({ kind: template.kind, country: template.country }),
    itemId: expectedItemId({ kind: template.kind, country: template.country, number }),
    mrz: identity.mrz,
    number,
    printedNumber: identity.printedNumber,
    surname: mrz.surname,
    givenNames: mrz.givenNames,
    printedSurname: identity.surname,
    printedGivenNames: identity.givenNames,
    birthDate: identity.birthDate,
    expiry: identity.expiryDate,
    sex: identity.sex,
    issuingState: template.issuingState,
  };
}

/** Changes the last digit of the birth year in the MRZ without touching any check digit. */
function tamper(template: DocumentTemplate, identity: Identity): Identity {
  const line = 1;
  const position = template.format === 'TD1' ? 1 : 14;
  const lines = [...identity.mrz];
  const row = lines[line] as string;
  const digit = Number(row[position]);
  lines[line] = `${row.slice(0, position)}${(digit + 1) % 10}${row.slice(position + 1)}`;
  return { ...identity, mrz: lines };
}

function alterOneDigit(number: string): string {
  const index = [...number].findLastIndex((c) => /[0-9]/.test(c));
  return `${number.slice(0, index)}${(Number(number[index]) + 1) % 10}${number.slice(index + 1)}`;
}

/** `MARIA DA SILVA` → `Maria Da Silva`, as a person would type it. */
function titleCase(name: string): string {
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}
