import type { IdValidatorCheck } from '@circular/contract';
import type { Assessment, ReadDocument } from './assess/assessment.ts';
import type { AuthenticityCheck, AuthenticitySignal } from './assess/authenticity.ts';
import { ageOn, type ExpectationFailure, type Expectations } from './expectations.ts';
import type { ExpectationCheck, Outcome } from './assess/outcome.ts';

type CheckId = IdValidatorCheck['id'];

/** The authenticity signals each check of the response stands for. */
const signalsOf: Partial<Record<CheckId, readonly AuthenticitySignal[]>> = {
  mrz_check_digits: ['check-digits'],
  mrz_dates: ['calendar-dates', 'birth-in-past', 'expiry-after-birth', 'validity-period'],
  mrz_codes: ['issuing-state', 'nationality', 'document-code'],
  national_number: ['national-number'],
};

/**
 * The response's `checks`: every check the validator knows, in the contract's order, each
 * `pass`, `fail` or `not_performed` with the field and the evidence in English. Written from
 * the same values as `reasoning`, so the two never tell different stories.
 */
export function responseChecks({
  outcome,
  assessment,
  expectations,
  requested,
  today,
}: {
  outcome: Outcome;
  assessment: Assessment;
  expectations: ExpectationCheck;
  requested: Expectations;
  today: Date;
}): IdValidatorCheck[] {
  // A document whose reading the outcome did not trust (a name in doubt) is not reported, as its fields are not.
  const trusted = outcome.status === 'ERROR_IMAGE_QUALITY' ? { ...assessment, document: null, checks: [] } : assessment;
  const { document, specimen, failedMrzs } = trusted;
  const noDocument = (id: CheckId): IdValidatorCheck => ({ id, status: 'not_performed', detail: 'no document was read' });
  const fromSignals = (id: CheckId): IdValidatorCheck => {
    const checks = trusted.checks.filter((check) => signalsOf[id]!.includes(check.signal));
    if (id === 'mrz_check_digits' && checks.length === 0 && failedMrzs.length > 0) {
      const fields = failedMrzs.flatMap((mrz) => mrz.failing);
      return { id, status: 'fail', detail: `the MRZ read whole on image ${failedMrzs[0]!.imageIndex + 1} fails its check digits on ${fields.join(', ')} in every reading` };
    }
    if (!document) return noDocument(id);
    if (checks.length === 0) return { id, status: 'not_performed', detail: id === 'national_number' ? 'no national number rule for this document' : 'no MRZ was read' };
    if (id === 'mrz_dates' && checks.every((check) => check.passed)) {
      return { id, status: 'pass', detail: `real dates in order: born ${document.birthDate ?? 'unread'}, expires ${document.expiry ?? 'unread'}` };
    }
    return summarise(id, checks);
  };
  const sides = trusted.checks.find((check) => check.signal === 'sides-match');
  return [
    imageQuality(outcome),
    fromSignals('mrz_check_digits'),
    fromSignals('mrz_dates'),
    fromSignals('mrz_codes'),
    fromSignals('national_number'),
    !sides ? noDocument('mrz_vs_printed') : sides.values?.['compared'] === '' ? { id: 'mrz_vs_printed', status: 'not_performed', detail: sides.detail } : summarise('mrz_vs_printed', [sides]),
    specimen.specimen
      ? { id: 'specimen_marks', status: 'fail', detail: specimen.evidence.join('; ') }
      : document || outcome.status !== 'ERROR_IMAGE_QUALITY'
        ? { id: 'specimen_marks', status: 'pass', detail: 'no specimen word, test state, published specimen or placeholder number found' }
        : { id: 'specimen_marks', status: 'not_performed', detail: 'nothing legible to search' },
    expectations.docTypeAccepted === null || !document
      ? noDocument('doc_type_accepted')
      : { id: 'doc_type_accepted', status: expectations.docTypeAccepted ? 'pass' : 'fail', detail: `type ${document.identity.docType}` },
    ...expectationChecks({ document, expectations, requested, today }),
  ];
}

function summarise(id: CheckId, checks: readonly AuthenticityCheck[]): IdValidatorCheck {
  const failed = checks.filter((check) => !check.passed);
  return { id, status: failed.length > 0 ? 'fail' : 'pass', detail: (failed.length > 0 ? failed : checks).map((check) => check.detail).join('; ') };
}

function imageQuality(outcome: Outcome): IdValidatorCheck {
  if (outcome.status !== 'ERROR_IMAGE_QUALITY') return { id: 'image_quality', status: 'pass', detail: 'legible enough to read the document' };
  const problems = outcome.problems.map((problem) => `image ${problem.imageIndex + 1}: ${problem.issue}`);
  return { id: 'image_quality', status: 'fail', detail: problems.length > 0 ? [...new Set(problems)].join('; ') : 'nothing could be read' };
}

function expectationChecks({
  document,
  expectations,
  requested,
  today,
}: {
  document: ReadDocument | null;
  expectations: ExpectationCheck;
  requested: Expectations;
  today: Date;
}): IdValidatorCheck[] {
  const failureOf = <F extends ExpectationFailure['field']>(field: F) => expectations.failures.find((f): f is Extract<ExpectationFailure, { field: F }> => f.field === field);
  const given = (value: string | null | undefined) => value != null && value.trim() !== '';
  const check = (id: CheckId, asked: boolean, evaluate: (doc: ReadDocument) => IdValidatorCheck): IdValidatorCheck => {
    if (!asked) return { id, status: 'not_performed', detail: 'not asked for' };
    if (!document) return { id, status: 'not_performed', detail: 'no document was read' };
    return evaluate(document);
  };
  return [
    check('name_expected', given(requested.name), (doc) => {
      const failure = failureOf('name');
      return failure ? { id: 'name_expected', status: 'fail', detail: `name ${doc.name} is not ${failure.expected}` } : { id: 'name_expected', status: 'pass', detail: `name ${doc.name}` };
    }),
    check('number_expected', given(requested.number), (doc) => {
      const failure = failureOf('number');
      return failure ? { id: 'number_expected', status: 'fail', detail: `number ${failure.found} is not ${failure.expected}` } : { id: 'number_expected', status: 'pass', detail: `number ${doc.identity.number}` };
    }),
    check('expiry_valid', requested.validity === true, (doc) => {
      const failure = failureOf('validity');
      if (failure?.reason === 'expired') return { id: 'expiry_valid', status: 'fail', detail: `expired on ${failure.found}` };
      if (failure) return { id: 'expiry_valid', status: 'fail', detail: 'no expiry date was read' };
      return { id: 'expiry_valid', status: 'pass', detail: `expires on ${doc.expiry}` };
    }),
    check('min_age', requested.minAge != null, (doc) => {
      const failure = failureOf('minAge');
      if (failure?.reason === 'under-age') return { id: 'min_age', status: 'fail', detail: `born ${failure.found}, aged ${failure.age}, under ${failure.minAge}` };
      if (failure) return { id: 'min_age', status: 'fail', detail: 'no birth date was read' };
      return { id: 'min_age', status: 'pass', detail: `born ${doc.birthDate}, aged ${ageOn({ birthDate: doc.birthDate!, today })}, at least ${requested.minAge}` };
    }),
  ];
}
