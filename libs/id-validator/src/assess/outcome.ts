import type { Assessment, FailedMrz, ReadDocument } from './assessment.ts';
import type { AuthenticityCheck } from './authenticity.ts';
import type { DocTypePattern } from '../doc-types.ts';
import type { ExpectationFailure } from '../expectations.ts';
import type { ImageIssue } from '../ocr/read/read-mrz.ts';

/** Why a legible document is not accepted. */
export type ValidationFailure =
  | { kind: 'authenticity'; check: AuthenticityCheck }
  | { kind: 'mrz-check-digits'; mrz: FailedMrz }
  | { kind: 'specimen'; evidence: string[] }
  | { kind: 'doc-type'; docType: string; accepted: DocTypePattern[] }
  | { kind: 'expectation'; failure: ExpectationFailure };

/** Why an image gave nothing to validate. */
export interface ImageProblem {
  imageIndex: number;
  issue: ImageIssue;
}

export type Outcome =
  | { status: 'OK'; document: ReadDocument }
  | { status: 'ERROR_VALIDATION'; document: ReadDocument | null; failures: ValidationFailure[] }
  | { status: 'ERROR_IMAGE_QUALITY'; problems: ImageProblem[] };

/** What the request asked of the document, checked by `checkExpectations`. */
export interface ExpectationCheck {
  /** Null when there was no document to check. */
  docTypeAccepted: boolean | null;
  failures: ExpectationFailure[];
}

/**
 * The status, in the spec's terms. `OK` only for a document read with every check digit right
 * (or confirmed by the vision reader), every authenticity check passed, no specimen mark, a type
 * the request accepts and every expectation met. A legible document that fails any of these is
 * `ERROR_VALIDATION`, with every failure; so is an MRZ read whole whose check digits fail on a
 * sharp image (the reader found no misreading to explain it: tampering, or damage), and a page
 * showing a specimen mark. A document whose name the readers disagree on (`nameInDoubt`) and that
 * fails nothing a better photo cannot change is `ERROR_IMAGE_QUALITY`: its name is not known, so
 * neither `OK` nor a name mismatch can be told. Anything else is `ERROR_IMAGE_QUALITY`, with what
 * each image lacked.
 */
export function decideOutcome({
  assessment,
  expectations,
  docTypes,
  problems,
}: {
  assessment: Assessment;
  expectations: ExpectationCheck;
  docTypes: DocTypePattern[];
  problems: ImageProblem[];
}): Outcome {
  const { document, checks, specimen, failedMrzs } = assessment;
  const specimenFailure: ValidationFailure[] = specimen.specimen ? [{ kind: 'specimen', evidence: specimen.evidence }] : [];
  if (document) {
    const failures: ValidationFailure[] = [
      ...checks.filter((check) => !check.passed).map((check) => ({ kind: 'authenticity' as const, check })),
      ...specimenFailure,
      ...(expectations.docTypeAccepted === false ? [{ kind: 'doc-type' as const, docType: document.identity.docType, accepted: docTypes }] : []),
      ...expectations.failures.map((failure) => ({ kind: 'expectation' as const, failure })),
    ];
    // A name the readers disagree on is not read: only what a better photo cannot change (a specimen, a failed check) is told as invalid.
    const legibleFailure = failures.some((failure) => failure.kind === 'specimen' || failure.kind === 'authenticity' || failure.kind === 'doc-type');
    if (document.nameInDoubt && !legibleFailure) return { status: 'ERROR_IMAGE_QUALITY', problems: [...problems, { imageIndex: document.imageIndex ?? 0, issue: 'mrz-unreadable' }] };
    return failures.length === 0 ? { status: 'OK', document } : { status: 'ERROR_VALIDATION', document, failures };
  }
  const evidence: ValidationFailure[] = [...failedMrzs.map((mrz) => ({ kind: 'mrz-check-digits' as const, mrz })), ...specimenFailure];
  if (evidence.length > 0) return { status: 'ERROR_VALIDATION', document: null, failures: evidence };
  return { status: 'ERROR_IMAGE_QUALITY', problems };
}
