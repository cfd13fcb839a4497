import { describe, expect, it } from 'vitest';
import { assessReadings } from './assess/assessment.ts';
import { parseDocTypeList } from './doc-types.ts';
import { buildResponse, type ResponseInput } from './id-validator-response.ts';
import { decideOutcome, type ExpectationCheck, type ImageProblem } from './assess/outcome.ts';
import type { ValidationJob } from './parse-request.ts';
import type { DocumentImageReading } from './read-document-image.ts';
import { frPassport, imageWith, printedSide, ptCard, tamperedImage, today, verifiedImage } from './test-support/readings.ts';

function respond({
  readings,
  locale = 'en',
  expectations = { docTypeAccepted: true, failures: [] },
  job = {},
  problems = [],
  visionConfigured = false,
}: {
  readings: DocumentImageReading[];
  locale?: string;
  expectations?: ExpectationCheck;
  job?: Partial<ValidationJob>;
  problems?: ImageProblem[];
  visionConfigured?: boolean;
}) {
  const fullJob: ValidationJob = { locale, docTypes: parseDocTypeList('id-PT,passport'), expectations: {}, images: [], ...job };
  const assessment = assessReadings({ readings, today });
  const input: ResponseInput = {
    job: fullJob,
    outcome: decideOutcome({ assessment, expectations, docTypes: fullJob.docTypes, problems }),
    checks: readings.map((r) => ({ index: r.index, width: 1075, height: 696, tooSmall: false })),
    readings,
    assessment,
    expectations,
    vision: null,
    visionConfigured,
    today,
  };
  return buildResponse(input);
}

describe('buildResponse', () => {
  it('gives the spec fields of a valid card and walks through every image and check', () => {
    const front = imageWith(0, 'no-mrz', printedSide({ surname: 'SILVA SANTOS', expiry: '2031-05-14' }));
    const response = respond({ readings: [front, verifiedImage(1, ptCard)], job: { expectations: { name: 'Maria Conceição Silva Santos', validity: true } } });
    expect(response).toEqual({
      status: 'OK',
      message: 'The document is valid.',
      doc_type: 'id-PT',
      number: '317046284ZZ8',
      name: 'MARIA CONCEICAO SILVA SANTOS',
      expiry: '2031-05-14',
      item_id: 'id_PRT_317046284ZZ8',
      ocr_confidence: 0.92,
      birth_date: '1985-05-07',
      sex: 'F',
      nationality: 'PRT',
      issuing_state: 'PRT',
      checks: [
        { id: 'image_quality', status: 'pass', detail: 'legible enough to read the document' },
        { id: 'mrz_check_digits', status: 'pass', detail: 'every check digit and the composite are right' },
        { id: 'mrz_dates', status: 'pass', detail: 'real dates in order: born 1985-05-07, expires 2031-05-14' },
        { id: 'mrz_codes', status: 'pass', detail: 'issuing state PRT; nationality PRT; document code I on TD1' },
        { id: 'national_number', status: 'pass', detail: 'Cartão de Cidadão number: civil check right, document check right' },
        { id: 'mrz_vs_printed', status: 'pass', detail: 'the sides agree on expiry, surname' },
        { id: 'specimen_marks', status: 'pass', detail: 'no specimen word, test state, published specimen or placeholder number found' },
        { id: 'doc_type_accepted', status: 'pass', detail: 'type id-PT' },
        { id: 'name_expected', status: 'pass', detail: 'name MARIA CONCEICAO SILVA SANTOS' },
        { id: 'number_expected', status: 'not_performed', detail: 'not asked for' },
        { id: 'expiry_valid', status: 'pass', detail: 'expires on 2031-05-14' },
        { id: 'min_age', status: 'not_performed', detail: 'not asked for' },
      ],
      reasoning: [
        'Image 1: printed text, but no machine-readable zone (MRZ).',
        'Printed side read: surname SILVA SANTOS, expiry 2031-05-14.',
        'Image 2: machine-readable zone (TD1) read, every check digit and the composite right.',
        'Document: id-PT no. 317046284ZZ8 of MARIA CONCEICAO SILVA SANTOS, expiring 2031-05-14.',
        'Checks passed: check digits, real dates, birth before today, expiry after birth, plausible validity period, real issuing state, real nationality, document code allowed for its format, national number rule, images of the same document.',
        'No specimen marks.',
        'The type id-PT is accepted.',
        'The name matches the one expected.',
        'Valid: it expires on 2031-05-14, after today (2026-11-21).',
        'Result: valid.',
      ].join(' '),
    });
  });

  it('says in Portuguese which check digits fail on a tampered MRZ, with no field read from it', () => {
    const response = respond({ readings: [tamperedImage(0, frPassport)], locale: 'pt-PT', expectations: { docTypeAccepted: null, failures: [] } });
console.log(JSON.stringify(response.checks, null, 1));    expect(response).toEqual({
      status: 'ERROR_VALIDATION',
      message: 'O documento falhou as verificações de autenticidade.',
      checks: expect.any(Array),
      reasoning:
        'Imagem 1: foi lida uma zona de leitura ótica (TD3) completa, mas os dígitos de controlo falham (data de nascimento, composto): a imagem é nítida, pelo que foi mal impressa ou alterada. Resultado: legível, mas não válido.',
    });
    expect(response.checks?.find((check) => check.id === 'mrz_check_digits')).toEqual({
      id: 'mrz_check_digits',
      status: 'fail',
      detail: 'the MRZ read whole on image 1 fails its check digits on birthDate, composite in every reading',
    });
    expect(response.checks?.filter((check) => check.status !== 'not_performed').map((check) => check.id)).toEqual(['image_quality', 'mrz_check_digits', 'specimen_marks']);
  });

  it('asks for a better photo, and never speaks of alteration, when the readings disagreed on the failing digits', () => {
    const response = respond({
      readings: [tamperedImage(0, frPassport, { confirmed: false })],
      expectations: { docTypeAccepted: null, failures: [] },
      problems: [{ imageIndex: 0, issue: 'mrz-unreadable' }],
    });
    expect(response.status).toBe('ERROR_IMAGE_QUALITY');
    expect(response.reasoning).toContain('Image 1: a machine-readable zone was found but could not be read reliably.');
    expect(response.reasoning).not.toMatch(/altered/);
  });

  it('tells the user what to retake and says no vision reader is configured for a front alone', () => {
    const response = respond({ readings: [imageWith(0, 'no-mrz')], locale: 'es', expectations: { docTypeAccepted: null, failures: [] }, problems: [{ imageIndex: 0, issue: 'no-mrz' }] });
console.log(JSON.stringify(response.checks, null, 1));    expect(response).toEqual({
      status: 'ERROR_IMAGE_QUALITY',
      message: 'No se ha podido leer el documento. Envíe una foto de la cara con la zona de lectura mecánica: el reverso de la tarjeta o la página de datos del pasaporte.',
      checks: expect.any(Array),
      reasoning:
        'Imagen 1: hay texto impreso, pero ninguna zona de lectura mecánica (MRZ). No hay ningún lector por visión configurado para leer documentos sin zona de lectura mecánica. Resultado: no se pudo leer nada con seguridad suficiente para validar.',
    });
    expect(response.checks?.[0]).toEqual({ id: 'image_quality', status: 'fail', detail: 'image 1: no-mrz' });
    expect(response.checks?.slice(1).every((check) => check.status === 'not_performed')).toBe(true);
  });

  it('gives one message per kind of failure and the fields read, in French', () => {
    const response = respond({
      readings: [verifiedImage(0, frPassport)],
      locale: 'fr-FR',
      expectations: {
        docTypeAccepted: true,
        failures: [
          { field: 'name', reason: 'name-mismatch', expected: 'Léa Martin', found: 'RICHARD CHLOE' },
          { field: 'validity', reason: 'expired', found: '2026-01-01', today: '2026-11-21' },
        ],
      },
      job: { expectations: { name: 'Léa Martin', validity: true } },
    });
    expect(response).toMatchObject({ status: 'ERROR_VALIDATION', message: "Le nom sur le document n'est pas celui attendu. Le document est périmé.", number: '04MX01334', doc_type: 'passport' });
    expect(response.reasoning).toContain("Le nom CHLOE RICHARD n'est pas celui attendu (Léa Martin).");
    expect(response.reasoning).toContain("Expiré le 2026-01-01 (aujourd'hui : 2026-11-21).");
  });
});

describe('buildResponse with min_age', () => {
  it('fails an under-age holder with its own message and says why, in the reasoning and in checks', () => {
    const response = respond({
      readings: [verifiedImage(0, frPassport)],
      expectations: { docTypeAccepted: true, failures: [{ field: 'minAge', reason: 'under-age', found: '2010-12-26', age: 15, minAge: 18 }] },
      job: { expectations: { minAge: 18 } },
    });
    expect(response).toMatchObject({ status: 'ERROR_VALIDATION', message: 'The holder is younger than the minimum age accepted.' });
    expect(response.reasoning).toContain('Aged 15 (born 2010-12-26), younger than the 18 required.');
    expect(response.checks?.at(-1)).toEqual({ id: 'min_age', status: 'fail', detail: 'born 2010-12-26, aged 15, under 18' });
  });

  it('passes a holder old enough, from the MRZ birth date', () => {
    const response = respond({ readings: [verifiedImage(0, frPassport)], job: { expectations: { minAge: 18 } }, locale: 'pt-PT' });
    expect(response).toMatchObject({ status: 'OK', birth_date: '2003-12-26' });
    expect(response.reasoning).toContain('Idade 22 (nascido a 2003-12-26), pelo menos os 18 exigidos.');
    expect(response.checks?.at(-1)).toEqual({ id: 'min_age', status: 'pass', detail: 'born 2003-12-26, aged 22, at least 18' });
  });
});

describe('buildResponse on a name the MRZ reader doubted', () => {
  const misreadName = (nameAlternatives: Array<{ line: number; position: number; char: string; kind: 'offered' | 'replaced' }>, texts: string[]): DocumentImageReading => {
    const reading = verifiedImage(0, { ...frPassport, surname: 'RICHARO' });
    const mrz = { ...reading.mrz.mrz!, nameAlternatives };
    return { ...reading, mrz: { ...reading.mrz, mrz }, visual: printedSide({}, texts) };
  };

  it('takes the token as printed where another reading saw its letter, and says so', () => {
    const response = respond({ readings: [misreadName([{ line: 0, position: 11, char: 'D', kind: 'offered' as const }], ['Nom / Surname', 'RICHARD', 'Prénoms', 'Chloé'])] });
    expect(response).toMatchObject({ status: 'OK', name: 'CHLOE RICHARD', ocr_confidence: 0.89 });
    expect(response.reasoning).toContain('Name taken as printed on the document where the machine-readable zone was misread: RICHARO → RICHARD.');
  });

  it('keeps a doubted name the printed side does not show, lowers the confidence and says it may be misread', () => {
    const response = respond({ readings: [misreadName([{ line: 0, position: 11, char: 'D', kind: 'offered' as const }], ['REPUBLIQUE FRANCAISE'])], locale: 'pt-PT' });
    expect(response).toMatchObject({ name: 'CHLOE RICHARO', ocr_confidence: 0.82 });
    expect(response.reasoning).toContain('Não foi possível confirmar o nome: as leituras divergem em RICHARO');
  });
});
