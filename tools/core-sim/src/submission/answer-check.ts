import type { Labels, SeedQuestion } from '../catalog/index.ts';
import type { AnswerValue } from '../store/sim-database.ts';

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; message: string };

/** A data URL of an image is at most this long (about 12 MB of image). */
export const maxPhotoUrlLength = 16_000_000;
const imageDataUrl = /^data:image\/(png|jpeg|webp|gif|heic|heif);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Whether `value` answers `question`: the JSON type its answer type calls for and the question's
 * constraints. Text is trimmed; everything else is kept as given.
 */
export function checkAnswer(question: SeedQuestion, value: unknown): AnswerCheck {
  switch (question.answer_type) {
    case 'yes_no':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: 'must be true or false' };
    case 'choice': {
      const ids = question.options.map((option) => option.id);
      return typeof value === 'string' && ids.includes(value) ? { ok: true, value } : { ok: false, message: `must be one of: ${ids.join(', ')}` };
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, message: 'must be a number' };
      if (question.integer && !Number.isInteger(value)) return { ok: false, message: 'must be a whole number' };
      if (value < question.min || value > question.max) return { ok: false, message: `must be between ${question.min} and ${question.max}` };
      return { ok: true, value };
    }
    case 'text': {
      if (typeof value !== 'string' || value.trim() === '') return { ok: false, message: 'must be a non-empty string' };
      const text = value.trim();
      if ([...text].length > question.max_length) return { ok: false, message: `must be at most ${question.max_length} characters` };
      return { ok: true, value: text };
    }
    case 'photo':
      return typeof value === 'string' && isPhotoUrl(value)
        ? { ok: true, value }
        : { ok: false, message: 'must be an http(s) URL or a base64 data URL of an image' };
  }
}

function isPhotoUrl(value: string): boolean {
  if (value.length > maxPhotoUrlLength) return false;
  if (value.startsWith('data:')) return imageDataUrl.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The answer as a person reads it, per language ("Sim", "87 %", "Riscos ligeiros"). */
export function displayAnswer(question: SeedQuestion, value: AnswerValue): Labels {
  switch (question.answer_type) {
    case 'yes_no':
      return value === true ? { 'pt-PT': 'Sim', en: 'Yes' } : { 'pt-PT': 'Não', en: 'No' };
    case 'choice':
      return question.options.find((option) => option.id === value)?.labels ?? { 'pt-PT': String(value), en: String(value) };
    case 'number': {
      const unit = question.unit === null ? '' : ` ${question.unit}`;
      return {
        'pt-PT': `${new Intl.NumberFormat('pt-PT').format(Number(value))}${unit}`,
        en: `${new Intl.NumberFormat('en').format(Number(value))}${unit}`,
      };
    }
    case 'text':
      return { 'pt-PT': String(value), en: String(value) };
    case 'photo':
      return { 'pt-PT': 'Fotografia enviada', en: 'Photo sent' };
  }
}
