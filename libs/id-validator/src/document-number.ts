/**
 * A document number as compared and shown: uppercase, without spaces, dashes, dots, slashes or
 * MRZ fillers — people write `00766666 7 zz0` or `CB-123456` for what the MRZ holds unspaced.
 */
export function normaliseDocumentNumber(input: string): string {
  return input.replace(/[\s.\-/<]+/g, '').toUpperCase();
}
