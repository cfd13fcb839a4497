/**
 * The ID validator's prompt, as data. The vision model only transcribes: every value it returns
 * is checked in code (`vision/vision-reading.ts`): MRZ lines by their check digits, the other
 * fields against the text read locally and the national number rules. Nothing it says decides a
 * status on its own.
 */

/** Name of the structured answer; model-stub rules may recognise requests by it. */
export const documentReadingSchemaName = 'identity_document_reading';

export const visionSystemPrompt = `You transcribe identity documents (passports, identity cards, residence permits, driving licences) from photos.
Rules:
- Transcribe only what is printed. Never guess, complete or correct a value: leave it null when it is not legible.
- mrz_lines: the machine-readable zone, one string per line, exactly as printed with every < filler; an empty list when there is none or it is not fully legible.
- kind: passport, id (identity card), rp (residence permit), dl (driving licence) or other. country: the issuing country as an ISO 3166 alpha-3 code.
- number: the document number as printed. surname and given_names as printed. Dates as YYYY-MM-DD.
- document: false when the images show no identity document.`;

export const visionUserPrompt = 'Transcribe the identity document in these images.';
