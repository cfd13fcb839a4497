/**
 * @circular/id-validator — reads and validates identity documents, offline first: the graph
 * (`createIdValidatorGraph`) and its function (`validateId`), with the OCR pools they read with
 * (`createDocumentOcr`, one per process). The building blocks (MRZ parsing and correction,
 * national number rules, OCR steps) are for the project's tools and tests, at
 * `@circular/id-validator/internals`; LangGraph Studio's entry is `@circular/id-validator/studio`.
 */
export { createIdValidatorGraph, type IdValidatorGraph } from './graph.ts';
export { validateId, type ValidateIdOptions } from './validate-id.ts';
/** The request checks `validateId` makes before any work, for callers that accept a request now and run it later (jobs). */
export { parseIdValidatorRequest } from './parse-request.ts';
export { idValidatorDefaults, type IdValidatorDeps } from './deps.ts';
export { createDocumentOcr, type DocumentOcr } from './ocr/engine/document-ocr.ts';
export { OcrWorkerError, type OcrEngine, type OcrLine, type OcrSymbol, type RecognizeOptions } from './ocr/engine/tesseract-pool.ts';
export type { IdValidatorRequest, IdValidatorResponse } from '@circular/contract';
