import { join } from 'node:path';
import { createChatModel, SqliteStore, UsageMeter, type ModelSettings } from '@circular/runtime';
// eslint-disable-next-line @nx/enforce-module-boundaries -- imported the way another service imports it
import { translate } from '@circular/translator';

/** A catalogue service translating new products into English and Spanish. */
export async function translateCatalog({ modelSettings, dataDir }: { modelSettings: ModelSettings; dataDir: string }) {
  const model = createChatModel(modelSettings);
  const memory = new SqliteStore({ path: join(dataDir, 'translations.db') });
  const usage = new UsageMeter();
  try {
    const { translations } = await translate(
      {
        source_locale: 'pt-PT',
        target_locales: ['en', 'es'],
        context: 'Catálogo de telemóveis recondicionados',
        data: {
          product_42_name: 'iPhone 12, 128 GB',
          product_42_description: '<p>Bateria a %{battery}%, garantia de {{months}} meses.</p>',
          option_type_7_name: 'Cor',
        },
      },
      { model, memory },
      { signal: AbortSignal.timeout(300_000), callbacks: [usage] },
    );
    return { byLocale: translations.data, modelCalls: usage.modelCalls };
  } finally {
    memory.close();
  }
}
