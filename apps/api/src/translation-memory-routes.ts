import type { Request, Response } from 'express';
import type { KeyValueStore } from '@circular/runtime';
import { exportTranslationMemory, putReviewedTranslations, type ReviewedTranslations } from '@circular/translator';

/**
 * The translator's memory routes: reviewed pairs in (`PUT`), the memory out by key prefix as JSON or
 * TMX (`GET`). The app mounts them behind the API key and rate limit like every function; the
 * rules (validation, fidelity of a pair, which entry wins) live in `@circular/translator`.
 */
export function translationMemoryRoutes({ store }: { store: KeyValueStore }): Record<string, (req: Request, res: Response) => Promise<void>> {
  return {
    putTranslationMemory: async (req, res) => {
      res.json(await putReviewedTranslations(req.body as ReviewedTranslations, { memory: store }));
    },
    exportTranslationMemory: async (req, res) => {
      const exported = await exportTranslationMemory(req.query, { memory: store });
      if (exported.format === 'tmx') res.type('application/x-tmx+xml; charset=utf-8').send(exported.body);
      else res.json(exported.body);
    },
  };
}
