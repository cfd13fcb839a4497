/**
 * The wire shapes of `libs/chat/core-system.openapi.yaml`, written once. Field names are the
 * document's (snake_case) so a response is used as it arrives; `core-system-document.int.test.ts`
 * checks the simulator's answers against the document so the three cannot drift apart.
 */

/** Text in several languages: `pt-PT` and `en` always, other BCP 47 tags when the system has them. */
export interface LocalizedText {
  'pt-PT': string;
  en: string;
  readonly [language: string]: string;
}

export interface Category {
  /** Stable slug, e.g. `phones`, `small-appliances`; the `category` filter of a search. */
  id: string;
  labels: LocalizedText;
}

export interface ProductSummary {
  id: string;
  /** Model name without the brand, e.g. `iPhone 12`. */
  name: string;
  brand: string;
  category: string;
  image_url: string | null;
}

export interface ProductMatch extends ProductSummary {
  /** Relevance in [0, 1]; 1 when the query names the product exactly. Results are sorted by it. */
  score: number;
}

export interface ProductSearchQuery {
  /** The user's words; accents, case and punctuation do not matter. The client cuts it to 200 characters. */
  q: string;
  category?: string;
  /** 1–50, default 10. */
  limit?: number;
}

export interface ProductSearchResult {
  query: string;
  /** Matches before `limit` was applied. */
  total: number;
  results: ProductMatch[];
}

export interface OptionValue {
  id: string;
  labels: LocalizedText;
}

export interface OptionType {
  /** e.g. `storage`, `colour`, `size`, `frame_size`. */
  id: string;
  labels: LocalizedText;
  values: OptionValue[];
}

export interface Product extends ProductSummary {
  /** Other names users call it by (`ps5`, `bimby`, model numbers). */
  aliases: string[];
  /** Every option type must be chosen to create an item; a product may have none. */
  option_types: OptionType[];
}

/** Option type id → option value id, one entry per option type of the product. */
export type OptionSelection = Record<string, string>;

export interface ItemRequest {
  product_id: string;
  options: OptionSelection;
}

export type ItemStatus = 'draft' | 'submitted';

export interface Item {
  id: string;
  product_id: string;
  options: OptionSelection;
  status: ItemStatus;
  created_at: string;
}

/** `createItem`'s result: `replayed` is true when the idempotency key had already created it. */
export interface ItemCreation {
  item: Item;
  replayed: boolean;
}

export type AnswerType = 'yes_no' | 'choice' | 'number' | 'text' | 'photo';

interface QuestionBase {
  id: string;
  labels: LocalizedText;
  /** A hint shown with the question, or null. */
  help: LocalizedText | null;
  /** Optional questions may stay unanswered at completion. */
  required: boolean;
}

export interface YesNoQuestion extends QuestionBase {
  answer_type: 'yes_no';
}

export interface ChoiceOption {
  id: string;
  labels: LocalizedText;
}

export interface ChoiceQuestion extends QuestionBase {
  answer_type: 'choice';
  options: ChoiceOption[];
}

export interface NumberQuestion extends QuestionBase {
  answer_type: 'number';
  min: number;
  max: number;
  /** Whole numbers only. */
  integer: boolean;
  /** Symbol shown after the number (`%`, `km`), or null. */
  unit: string | null;
}

export interface TextQuestion extends QuestionBase {
  answer_type: 'text';
  max_length: number;
}

export interface PhotoQuestion extends QuestionBase {
  answer_type: 'photo';
}

export type ProtocolQuestion = YesNoQuestion | ChoiceQuestion | NumberQuestion | TextQuestion | PhotoQuestion;

export interface Protocol {
  item_id: string;
  /** In the order they are to be asked. */
  questions: ProtocolQuestion[];
}

/**
 * The value of an answer, by answer type: `yes_no` boolean, `choice` the option id, `number` a
 * number, `text` a string, `photo` an http(s) URL or a `data:image/…;base64,` URL (which the
 * submission system keeps, answering with the http(s) URL it serves the photo from).
 */
export type AnswerValue = boolean | number | string;

export interface RecordAnswerRequest {
  itemId: string;
  questionId: string;
  value: AnswerValue;
}

export interface RecordedAnswer {
  item_id: string;
  question_id: string;
  value: AnswerValue;
  recorded_at: string;
}

export type SubmissionStatus = 'open' | 'completed';

export interface Submission {
  item_id: string;
  status: SubmissionStatus;
  answers: RecordedAnswer[];
  /** Required questions still unanswered, in protocol order. */
  missing_question_ids: string[];
  /** Set once completed. */
  continue_url: string | null;
  /** The offer accepted with the completion; null while open or when none was. */
  offer: Offer | null;
}

export interface SummaryOption {
  option_type_id: string;
  labels: LocalizedText;
  value_id: string;
  value_labels: LocalizedText;
}

export interface SummaryAnswer {
  question_id: string;
  labels: LocalizedText;
  value: AnswerValue;
  /** The answer as a person reads it ("Sim", "87 %"). */
  display: LocalizedText;
}

export interface SubmissionSummary {
  product: ProductSummary;
  options: SummaryOption[];
  answers: SummaryAnswer[];
}

export interface Completion {
  item_id: string;
  status: 'completed';
  completed_at: string;
  summary: SubmissionSummary;
  /** Where the seller continues in the submission system. */
  continue_url: string;
  /** The offer recorded with the first completion (a later completion's is not); null when none was. */
  offer: Offer | null;
}

/**
 * What the seller accepted before inspection: a range in `currency`, what it rests on (`asking`
 * or `sold` prices of `comparables` listings, or recyclers' offers), the grade the answers gave
 * and what becomes of the item.
 */
export interface Offer {
  currency: string;
  min: number;
  max: number;
  basis: 'asking' | 'sold' | 'recycling';
  comparables: number;
  grade: { scale: string; grade: string };
  disposition: string;
}

/** RFC 9457 problem details, as both systems send them. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: { pointer: string; message: string }[];
}
