export { createMrzOcrEngine, createTextOcrEngine, defaultLangPath, mrzWhitelist, type OcrEngine, type OcrLine, type OcrSymbol, type RecognizeOptions } from './engine/tesseract-pool.ts';
export { createDocumentOcr, type DocumentOcr } from './engine/document-ocr.ts';
export { createLineRecogniser, type LineRecogniser } from './engine/line-recogniser.ts';
export { createWordReader, defaultWordModels, type LexiconWord, type PageWord, type Spot, type WordReader } from './engine/word-reader.ts';
export { createMarkDetector, defaultMarkModel, markInput, type MarkDetector } from './engine/mark-detector.ts';
export {
  minImageSide,
  minMrzLineHeight,
  minMrzSharpness,
  readMrzFromImage,
  type ImageIssue,
  type ImageMetrics,
  type MrzImageReading,
} from './read/read-mrz.ts';
