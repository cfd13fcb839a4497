import { describe, expect, it } from 'vitest';
import { assessReadings } from './assessment.ts';
import { parseDocTypeList } from './doc-types.ts';
import { buildResponse, type ResponseInput } from './id-validator-response.ts';
import { decideOutcome, type ExpectationCheck, type ImageProblem } from './outcome.ts';
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
      number: '123456789ZZ1',
      name: 'MARIA CONCEICAO SILVA SANTOS',
      expiry: '2031-05-14',
      item_id: 'id_PRT_123456789ZZ1',
      ocr_confidence: 0.92,
      reasoning: [
        'Image 1: printed text, but no machine-readable zone (MRZ).',
        'Printed side read: surname SILVA SANTOS, expiry 2031-05-14.',
        'Image 2: machine-readable zone (TD1) read, every check digit and the composite right.',
        'Document: id-PT no. 123456789ZZ1 of MARIA CONCEICAO SILVA SANTOS, expiring 2031-05-14.',
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
    expect(response).toEqual({
      status: 'ERROR_VALIDATION',
      message: 'O documento falhou as verificações de autenticidade.',
      reasoning:
        'Imagem 1: foi lida uma zona de leitura ótica (TD3) completa, mas os dígitos de controlo falham (data de nascimento, composto): a imagem é nítida, pelo que foi mal impressa ou alterada. Resultado: legível, mas não válido.',
    });
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
    expect(response).toEqual({
      status: 'ERROR_IMAGE_QUALITY',
      message: 'No se ha podido leer el documento. Envíe una foto de la cara con la zona de lectura mecánica: el reverso de la tarjeta o la página de datos del pasaporte.',
      reasoning:
        'Imagen 1: hay texto impreso, pero ninguna zona de lectura mecánica (MRZ). No hay ningún lector por visión configurado para leer documentos sin zona de lectura mecánica. Resultado: no se pudo leer nada con seguridad suficiente para validar.',
    });
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
