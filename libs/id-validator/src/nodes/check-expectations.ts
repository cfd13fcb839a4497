import { matchesDocType } from '../doc-types.ts';
import { checkExpectations as check } from '../expectations.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/** The request's accepted types and its `name`, `number`, `validity` and `min_age` expectations, against the document read. */
export function checkExpectations({ job, assessment, today }: IdValidatorStateValue): IdValidatorStateUpdate {
  const document = assessment?.document;
  if (!job || !document) return { expectations: { docTypeAccepted: null, failures: [] } };
  return {
    expectations: {
      docTypeAccepted: matchesDocType(job.docTypes, document.identity),
      failures: check({
        expectations: job.expectations,
        document: {
          surname: document.surname,
          givenNames: document.givenNames,
          nameTruncated: document.nameTruncated,
          number: document.identity.number,
          otherNumbers: document.identity.otherNumbers,
          expiry: document.expiry,
          birthDate: document.birthDate,
        },
        today: new Date(today as string),
      }),
    },
  };
}
