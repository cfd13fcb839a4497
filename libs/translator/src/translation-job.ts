/** A target locale as the client wrote it (the response's key) and in canonical BCP 47 form. */
export interface TargetLocale {
  requested: string;
  locale: string;
}

import type { TranslationControls } from './controls/translation-controls.ts';

/** A validated, normalised translator request: what the graph works on. */
export interface TranslationJob {
  sourceLocale: string;
  targets: TargetLocale[];
  context: string;
  serviceCoreContext: string | null;
  data: Record<string, string>;
  /** `agent_specific`: glossary, kept terms, formality and per-key limits and notes. */
  controls: TranslationControls;
}
