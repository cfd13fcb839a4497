export { createMrzOcrEngine, createTextOcrEngine, defaultLangPath, mrzWhitelist, type OcrEngine, type OcrLine, type OcrSymbol, type RecognizeOptions } from './tesseract-pool.ts';
export { createDocumentOcr, type DocumentOcr } from './document-ocr.ts';
export {
  minImageSide,
  minMrzLineHeight,
  minMrzSharpness,
  readMrzFromImage,
  type ImageIssue,
  type ImageMetrics,
  type MrzImageReading,
} from './read-mrz.ts';
