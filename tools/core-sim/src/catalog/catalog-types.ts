/** Text per language; the simulator always has both languages the chat replies in. */
export interface Labels {
  'pt-PT': string;
  en: string;
}

export interface SeedOptionValue {
  id: string;
  labels: Labels;
}

export interface SeedOptionType {
  id: string;
  labels: Labels;
  values: SeedOptionValue[];
}

export interface SeedCategory {
  id: string;
  labels: Labels;
  /** Words users call things of this category by, in both languages; searched with a low weight. */
  keywords: string[];
}

export interface SeedProduct {
  id: string;
  category: string;
  brand: string;
  name: string;
  aliases: string[];
  option_types: SeedOptionType[];
}

interface SeedQuestionBase {
  id: string;
  labels: Labels;
  help: Labels | null;
  required: boolean;
}

export type SeedQuestion = SeedQuestionBase &
  (
    | { answer_type: 'yes_no' }
    | { answer_type: 'choice'; options: SeedOptionValue[] }
    | { answer_type: 'number'; min: number; max: number; integer: boolean; unit: string | null }
    | { answer_type: 'text'; max_length: number }
    | { answer_type: 'photo' }
  );

export interface SeedCatalog {
  categories: SeedCategory[];
  products: SeedProduct[];
  /** Category id → its protocol questions, in the order they are asked. */
  protocols: Record<string, SeedQuestion[]>;
}
