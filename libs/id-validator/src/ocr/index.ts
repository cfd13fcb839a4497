export { createMrzOcrEngine, defaultLangPath, mrzWhitelist, type OcrEngine, type OcrLine, type OcrSymbol } from './tesseract-pool.ts';
export {
  minImageSide,
  minMrzLineHeight,
  minMrzSharpness,
  readMrzFromImage,
  type ImageIssue,
  type ImageMetrics,
  type MrzImageReading,
} from './read-mrz.ts';
