import { readdirSync, readFileSync } from 'node:fs';
import type { Label } from '../generate-validation-set.ts';

/**
 * The labelled listing sets people wrote (tools/bench/data/listing/validation-*.json) as the learned scorer's trainer reads
 * them: the training listings, and apart from them the validation listings its heads' thresholds and its early stop are
 * chosen on. Parts held out for the final measure are dropped here, before any of their records is used.
 */
export interface LabelledSetListing {
  set: string;
  part: string | undefined;
  language: string;
  profile: string;
  listing: { title: string; description: string };
  labels: Label[];
}

const folder = new URL('../../../data/listing/', import.meta.url);

/** The validation sets: the twentieth (both parts) and the innocent set's tune part; never trained on. */
const isValidation = (set: string, part: string | undefined) => set === 'twentieth' || (set === 'innocent' && part === 'tune');
/** The held-out parts: the twenty-first's, the innocent set's, stop 44's unseen measures (the twenty-fourth's, the fourth innocent set's) stop 45's (the twenty-fifth's, the fifth innocent set's) stop 46's (the twenty-sixth's, the sixth innocent set's), stop 47's (the twenty-seventh's, the seventh innocent set's) stop 48's (the twenty-eighth's, the eighth innocent set's), stop 49's (the twenty-ninth's, the ninth innocent set's) stop 50's (the thirtieth's, the tenth innocent set's) stop 51's (the thirty-first's, the eleventh innocent set's) stop 52's (the thirty-second's, the twelfth innocent set's) stop 53's (the thirty-third's, the thirteenth innocent set's) stop 54's (the thirty-fourth's, the fourteenth innocent set's) stop 55's (the thirty-fifth's, the fifteenth innocent set's) stop 56's (the thirty-sixth, held out whole) and stop 57's (the thirty-ninth, held out whole); neither trained nor validated on. */
const heldOutSets = new Set(['twenty-first', 'innocent', 'twenty-fourth', 'innocent-fourth', 'twenty-fifth', 'innocent-fifth', 'twenty-sixth', 'innocent-sixth', 'twenty-seventh', 'innocent-seventh', 'twenty-eighth', 'innocent-eighth', 'twenty-ninth', 'innocent-ninth', 'thirtieth', 'innocent-tenth', 'thirty-first', 'innocent-eleventh', 'thirty-second', 'innocent-twelfth', 'thirty-third', 'innocent-thirteenth', 'thirty-fourth', 'innocent-fourteenth', 'thirty-fifth', 'innocent-fifteenth', 'thirty-sixth', 'thirty-ninth']);
const isHeldOut = (set: string, part: string | undefined) => heldOutSets.has(set) && part === 'holdout';

interface FileRecord {
  part?: string;
  language: string;
  profile: string;
  listing: { title: string; description: string };
  labels: (Label & { quote?: string })[];
}

/** A label given by its quote (the oldest hand-written set) gets the quote's place in its field; one that cannot be placed, none. */
function withSpan(record: FileRecord, label: Label & { quote?: string }): Label | undefined {
  if (label.start !== null && label.start !== undefined && label.end !== null && label.end !== undefined) return { code: label.code, field: label.field, start: label.start, end: label.end };
  const text = label.field === 'title' ? record.listing.title : label.field === 'description' ? record.listing.description : undefined;
  // A label of another field (a price, say) has no sentence to learn from.
  if (text === undefined) return { code: label.code, field: label.field, start: null, end: null };
  const at = label.quote ? text.indexOf(label.quote) : -1;
  return at < 0 ? undefined : { code: label.code, field: label.field, start: at, end: at + label.quote!.length };
}

function readSets(keep: (set: string, part: string | undefined) => boolean): LabelledSetListing[] {
  const listings: LabelledSetListing[] = [];
  for (const name of readdirSync(folder).filter((file) => /^validation-.*\.json$/.test(file)).sort()) {
    const set = name.replace(/^validation-|\.json$/g, '');
    const records = (JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as FileRecord[]).filter((record) => !isHeldOut(set, record.part) && keep(set, record.part));
    for (const record of records) {
      // A listing with a label that cannot be placed would teach its problem sentence as clean: left out.
      const labels = record.labels.map((label) => withSpan(record, label));
      if (labels.some((label) => !label)) continue;
      listings.push({ set, part: record.part, language: record.language, profile: record.profile, listing: { title: record.listing.title, description: record.listing.description }, labels: labels as Label[] });
    }
  }
  return listings;
}

/** Every labelled listing but the validation sets' and the held-out parts'. */
export const trainingSetListings = () => readSets((set, part) => !isValidation(set, part));
/** The twentieth set (both parts) and the innocent set's tune part. */
export const validationSetListings = () => readSets(isValidation);
