import type { SafeFetcher } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { DocumentOcr } from './ocr/engine/document-ocr.ts';

/** What the ID validator is built from; nothing is read from the environment. */
export interface IdValidatorDeps {
  /** The SSRF-safe fetcher image URLs are loaded through. */
  fetcher: SafeFetcher;
  /**
   * The OCR readers (`createDocumentOcr()`): one per process, shared by every request. Its threads
   * start on first use and stop after five idle minutes; the owner terminates it at shutdown.
   */
  ocr: DocumentOcr;
  /**
   * A chat model that reads images. Optional: without one every document with an MRZ is still
   * read and validated offline; with one it also reads documents without an MRZ and MRZs the
   * local OCR could not, as a second reader whose answers are checked in code.
   */
  model?: BaseChatModel | undefined;
  /** The clock: expiry is compared with its date (UTC). Injected so tests are stable. */
  today?: (() => Date) | undefined;
  /** Largest decoded image, in bytes. Default 10 MB (docs/ARCHITECTURE.md §2). */
  maxImageBytes?: number | undefined;
}

export const idValidatorDefaults = { maxImageBytes: 10 * 1024 * 1024 } as const;
