import type { IdValidatorResponse } from '@circular/contract';
import type { Assessment, ReadDocument } from './assess/assessment.ts';
import type { AuthenticityCheck } from './assess/authenticity.ts';
import { isoDateOf } from './calendar.ts';
import type { DocTypePattern } from './doc-types.ts';
import { ageOn, type ExpectationFailure } from './expectations.ts';
import type { ImageCheck } from './image-check.ts';
import { t, type MessageKey } from './messages.ts';
import type { ExpectationCheck, ImageProblem, Outcome, ValidationFailure } from './assess/outcome.ts';
import type { ValidationJob } from './parse-request.ts';
import { responseChecks } from './response-checks.ts';
import type { DocumentImageReading } from './read-document-image.ts';
import type { VisionReading } from './vision/vision-reading.ts';

/** Everything the answer is written from. */
export interface ResponseInput {
  job: ValidationJob;
  outcome: Outcome;
  checks: readonly ImageCheck[];
  readings: readonly DocumentImageReading[];
  assessment: Assessment;
  expectations: ExpectationCheck;
  /** Null when the vision reader was not asked. */
  vision: VisionReading | null;
  visionConfigured: boolean;
  today: Date;
}

/** Which image problem the `message` asks the user to fix first: the one a retake most surely cures. */
const tipOrder: ImageProblem['issue'][] = ['no-mrz', 'too-blurred', 'too-small', 'mrz-unreadable', 'not-a-document'];

/**
 * The spec's response: the status, a short `message` saying what to do, the fields read (only
 * those read with verified check digits, or confirmed for the vision reader), and `reasoning`
 * that walks through each image and each check, in the request's language.
 */
export function buildResponse(input: ResponseInput): IdValidatorResponse {
  const { job, outcome } = input;
  const say = (key: MessageKey, params?: Record<string, string | number>) => t(job.locale, key, params);
  const document = outcome.status === 'ERROR_IMAGE_QUALITY' ? null : outcome.document;
  return {
    status: outcome.status,
    message: messageOf(outcome, say),
    ...(document ? documentFields(document) : {}),
    checks: responseChecks({ outcome, assessment: input.assessment, expectations: input.expectations, requested: job.expectations, today: input.today }),
    reasoning: reasoningOf(input, say).join(' '),
  };
}

type Say = (key: MessageKey, params?: Record<string, string | number>) => string;

function documentFields(document: ReadDocument): Partial<IdValidatorResponse> {
  return {
    doc_type: document.identity.docType,
    number: document.identity.number,
    ...(document.name ? { name: document.name } : {}),
    ...(document.expiry ? { expiry: document.expiry } : {}),
    item_id: document.identity.itemId,
    ocr_confidence: document.confidence,
    ...(document.birthDate ? { birth_date: document.birthDate } : {}),
    ...(document.sex !== null ? { sex: document.sex === 'M' || document.sex === 'F' ? document.sex : 'X' } : {}),
    ...(document.nationality ? { nationality: document.nationality } : {}),
    ...(document.issuingState ? { issuing_state: document.issuingState } : {}),
  };
}

function messageOf(outcome: Outcome, say: Say): string {
  if (outcome.status === 'OK') return say('messageOk');
  if (outcome.status === 'ERROR_IMAGE_QUALITY') {
    const issue = tipOrder.find((candidate) => outcome.problems.some((problem) => problem.issue === candidate));
    return [say('messageUnreadable'), ...(issue ? [say(`tip:${issue}`)] : [])].join(' ');
  }
  const keys = outcome.failures.map(messageKeyOf);
  return [...new Set(keys)].map((key) => say(key)).join(' ');
}

function messageKeyOf(failure: ValidationFailure): MessageKey {
  switch (failure.kind) {
    case 'specimen':
      return 'messageSpecimen';
    case 'authenticity':
    case 'mrz-check-digits':
      return 'messageAuthenticity';
    case 'doc-type':
      return 'messageDocType';
    case 'expectation':
      if (failure.failure.field === 'name') return 'messageName';
      if (failure.failure.field === 'number') return 'messageNumber';
      if (failure.failure.field === 'minAge') return failure.failure.reason === 'under-age' ? 'messageUnderAge' : 'messageBirthUnknown';
      return failure.failure.reason === 'expired' ? 'messageExpired' : 'messageExpiryUnknown';
  }
}

function reasoningOf(input: ResponseInput, say: Say): string[] {
  const { job, outcome, checks, readings, assessment, expectations, vision, visionConfigured, today } = input;
  const sentences: string[] = [];
  for (const check of checks) {
    const n = check.index + 1;
    const reading = readings.find((r) => r.index === check.index);
    if (check.tooSmall || !reading) {
      sentences.push(say('image:too-small', { n, width: check.width, height: check.height }));
      continue;
    }
    sentences.push(...imageSentences(reading, check, say));
  }
  if (vision) sentences.push(say(`vision:${vision.kind === 'none' ? vision.reason : vision.kind}`));
  else if (!visionConfigured && outcome.status === 'ERROR_IMAGE_QUALITY' && outcome.problems.some((p) => p.issue === 'no-mrz')) sentences.push(say('noVisionReader'));

  const document = assessment.document;
  if (document) {
    const fields = { docType: document.identity.docType, number: document.identity.number, name: document.name, expiry: document.expiry ?? '' };
    sentences.push(say(document.expiry ? 'document' : 'documentNoExpiry', fields));
    if (document.nameChanges.length > 0) sentences.push(say('nameFromPrint', { changes: document.nameChanges.map((c) => `${c.from} → ${c.to}`).join(say('listJoin')) }));
    if (document.unsettledName.length > 0) sentences.push(say('nameUnsettled', { tokens: document.unsettledName.join(say('listJoin')) }));
    sentences.push(...checkSentences(assessment.checks, say));
  }
  if (document || assessment.specimen.specimen) {
    sentences.push(assessment.specimen.specimen ? say('specimen', { evidence: assessment.specimen.evidence.join(say('listJoin')) }) : say('noSpecimen'));
  }
  if (document) sentences.push(...expectationSentences({ document, docTypes: job.docTypes, job, expectations, today, say }));
  sentences.push(say(outcome.status === 'OK' ? 'conclusionOk' : outcome.status === 'ERROR_VALIDATION' ? 'conclusionValidation' : 'conclusionQuality'));
  return sentences;
}

function imageSentences(reading: DocumentImageReading, check: ImageCheck, say: Say): string[] {
  const n = reading.index + 1;
  const { mrz, unverified, issues } = reading.mrz;
  const sentences: string[] = [];
  if (mrz) {
    sentences.push(
      mrz.corrections.length > 0
        ? say('imageMrzCorrected', { n, format: mrz.format, count: mrz.corrections.length })
        : say('imageMrz', { n, format: mrz.format }),
    );
  } else if (unverified && issues.includes('mrz-unreadable') && reading.mrz.failureConfirmed) {
    const fields = unverified.checks.filter((c) => !c.valid).map((c) => say(`field:${c.field}`));
    sentences.push(say('imageMrzFailing', { n, format: unverified.format, fields: fields.join(say('listJoin')) }));
  } else {
    for (const issue of issues) sentences.push(say(`image:${issue}`, { n, width: check.width, height: check.height }));
  }
  if (reading.visual) {
    const { surname, givenNames, number, birthDate, expiry } = reading.visual.fields;
    const fields = [
      surname ? say('fieldSurname', { value: surname }) : null,
      givenNames ? say('fieldGivenNames', { value: givenNames }) : null,
      number ? say('fieldNumber', { value: number }) : null,
      birthDate ? say('fieldBirthDate', { value: birthDate }) : null,
      expiry ? say('fieldExpiry', { value: expiry }) : null,
    ].filter((field) => field !== null);
    sentences.push(fields.length > 0 ? say('imagePrinted', { fields: fields.join(say('listJoin')) }) : say('imagePrintedNothing'));
  }
  return sentences;
}

function checkSentences(checks: readonly AuthenticityCheck[], say: Say): string[] {
  const passed = checks.filter((check) => check.passed).map((check) => say(`passed:${check.signal}`));
  const sentences = passed.length > 0 ? [say('checksPassed', { list: passed.join(say('listJoin')) })] : [];
  for (const check of checks.filter((c) => !c.passed)) {
    const values = { ...check.values };
    if (check.signal === 'check-digits') {
      values['failing'] = (values['failing'] ?? '')
        .split(', ')
        .filter(Boolean)
        .map((field) => say(`field:${field}` as MessageKey))
        .join(say('listJoin'));
    }
    sentences.push(say(`check:${check.signal}`, values));
  }
  return sentences;
}

function expectationSentences({
  document,
  docTypes,
  job,
  expectations,
  today,
  say,
}: {
  document: ReadDocument;
  docTypes: DocTypePattern[];
  job: ValidationJob;
  expectations: ExpectationCheck;
  today: Date;
  say: Say;
}): string[] {
  const docType = document.identity.docType;
  const accepted = docTypes.map((p) => (p.kind === 'passport' && p.country === '*' ? 'passport' : `${p.kind}-${p.country}`)).join(say('listJoin'));
  const sentences = [expectations.docTypeAccepted === false ? say('docTypeRejected', { docType, accepted }) : say('docTypeAccepted', { docType })];
  const failureOf = (field: ExpectationFailure['field']) => expectations.failures.find((f) => f.field === field);
  const { name, number, validity, minAge } = job.expectations;
  if (name != null && name.trim() !== '') {
    const failure = failureOf('name');
    sentences.push(failure?.field === 'name' ? say('nameMismatch', { found: document.name, expected: failure.expected }) : say('nameMatches'));
  }
  if (number != null && number.trim() !== '') {
    const failure = failureOf('number');
    sentences.push(failure?.field === 'number' ? say('numberMismatch', { found: failure.found, expected: failure.expected }) : say('numberMatches'));
  }
  if (validity === true) {
    const failure = failureOf('validity');
    const todayIso = isoDateOf(today);
    if (failure?.field === 'validity' && failure.reason === 'expired') sentences.push(say('expired', { expiry: failure.found, today: todayIso }));
    else if (failure) sentences.push(say('expiryUnknown'));
    else sentences.push(say('validUntil', { expiry: document.expiry ?? '', today: todayIso }));
  }
  if (minAge != null) {
    const failure = failureOf('minAge');
    if (failure?.field === 'minAge' && failure.reason === 'under-age') sentences.push(say('underAge', { age: failure.age, birth: failure.found, minAge }));
    else if (failure) sentences.push(say('birthUnknown', { minAge }));
    else if (document.birthDate) sentences.push(say('minAgeMet', { age: ageOn({ birthDate: document.birthDate, today }), birth: document.birthDate, minAge }));
  }
  return sentences;
}
