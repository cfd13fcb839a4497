/**
 * The text is not shaped like any MRZ format (line count, line length, alphabet). A reading
 * problem, not a request problem: the OCR layer catches it and tries another crop.
 */
export class MrzFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MrzFormatError';
  }
}
