import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { KeyValueStore } from '@circular/runtime/light';
import type { ReviewedTranslations } from '@circular/translator';
import { importOnFirstUse } from './import-on-first-use.ts';

/**
 * The translator's memory routes: reviewed pairs in (`PUT`), the memory out by key prefix as JSON or
 * TMX (`GET`). The app mounts them behind the API key and rate limit like every function; the
 * rules (validation, fidelity of a pair, which entry wins) live in `@circular/translator`, imported
 * on the first request like the function's own route.
 */
export function translationMemoryRoutes({ store, logger }: { store: KeyValueStore; logger?: Logger }): Record<string, (req: Request, res: Response) => Promise<void>> {
  const translator = importOnFirstUse({ name: 'translator', load: () => import('@circular/translator'), logger });
  return {
    putTranslationMemory: async (req, res) => {
      const { putReviewedTranslations } = await translator.get();
      res.json(await putReviewedTranslations(req.body as ReviewedTranslations, { memory: store }));
    },
    exportTranslationMemory: async (req, res) => {
      const { exportTranslationMemory } = await translator.get();
      const exported = await exportTranslationMemory(req.query, { memory: store });
      if (exported.format === 'tmx') res.type('application/x-tmx+xml; charset=utf-8').send(exported.body);
      else res.json(exported.body);
    },
  };
}
