export {
  buildCorpus,
  type BuildCorpusOptions,
  type CorpusCase,
  type CorpusEntry,
  type CorpusImage,
  type CorpusManifest,
  type CorpusTruth,
  type ExpectedStatus,
} from './build-corpus.ts';
export { composeMrz, type MrzFields } from './compose-mrz.ts';
export { degradeImage, variants, type DegradedImage, type Variant } from './degrade-image.ts';
export { documentTemplates, type DocumentTemplate, type TemplateId } from './document-templates.ts';
export { newIdentity, type Identity } from './identity.ts';
export { mrzSide, renderDocument, renderNonDocument, type Side } from './render-document.ts';
export { seededRandom, type SeededRandom } from './seeded-random.ts';
export { documentImages, nonDocumentImage, type DocumentImages } from './document-images.ts';
export { corpusFonts, fontsDir, registerCorpusFonts } from './fonts.ts';
export { drawSpecimenMark, issuerMark, randomMark, specimenMarkWords, type MarkStyle, type SpecimenMark } from './specimen-marks.ts';
export { markedPages, type MarkedPage } from './marked-pages.ts';
