import { canonicalDocType, detectDocumentFromMrz, itemId, type DetectedDocument } from './doc-types.ts';
import type { ParsedMrz } from './mrz/parse-mrz.ts';
import { parseEsIdentityNumber } from './national/es-dni.ts';

/** A document as the response names it. */
export interface DocumentIdentity extends DetectedDocument {
  /** The response's `doc_type`. */
  docType: string;
  /** The response's `number`. */
  number: string;
  /** Other numbers the document carries, which a `number` expectation may name too. */
  otherNumbers: string[];
  /** The response's `item_id`. */
  itemId: string;
}

/**
 * What an MRZ says the document is and which number names it. The number is the MRZ's document
 * number, except on Spanish identity cards: there that is the support number of the card
 * (`CXK482157`, made up), replaced at every renewal, while the DNI/NIE number in the optional data
 * (`45873216S`) is the one people know and quote, identifies the holder for good, and is printed
 * as "DNI" on the card. It becomes `number` and `item_id`; the support number is kept as another
 * number the request may name.
 */
export function identifyDocument(mrz: ParsedMrz): DocumentIdentity {
  const document = detectDocumentFromMrz(mrz);
  const dni = spanishIdentityNumber(mrz);
  const number = dni ?? mrz.documentNumber;
  return {
    ...document,
    docType: canonicalDocType(document),
    number,
    otherNumbers: dni ? [mrz.documentNumber] : [],
    itemId: itemId({ ...document, number }),
  };
}

function spanishIdentityNumber(mrz: ParsedMrz): string | null {
  if (mrz.format !== 'TD1' || mrz.issuingState !== 'ESP' || !mrz.documentCode.startsWith('I')) return null;
  const parsed = parseEsIdentityNumber(mrz.optionalData[0] ?? '');
  return parsed?.valid ? parsed.number : null;
}
