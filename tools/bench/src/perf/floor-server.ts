import express from 'express';

/**
 * The floor of the translator's job: Express parsing the request and one model call per request
 * and target locale, nothing else — no validation, limits, logging, memory or fidelity checks.
 * It asks the way the translator does (a `translations` JSON schema, the texts as JSON in the user
 * message), so the model stub does the same work for both. MODEL_URL is an OpenAI-compatible base.
 */
const modelUrl = process.env['MODEL_URL'];
if (!modelUrl) throw new Error('MODEL_URL is required');
const schema = {
  type: 'object',
  properties: { translations: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, text: { type: 'string' } }, required: ['id', 'text'] } } },
  required: ['translations'],
};

interface Ask {
  source_locale: string;
  target_locale?: string;
  target_locales?: string[];
  context: string;
  data: Record<string, string>;
}

async function translateTo(ask: Ask, locale: string): Promise<Record<string, string>> {
  const keys = Object.keys(ask.data);
  const res = await fetch(`${modelUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer floor' },
    body: JSON.stringify({
      model: 'stub-model',
      messages: [
        { role: 'system', content: `Translate from ${ask.source_locale}. Context: ${ask.context}` },
        { role: 'user', content: JSON.stringify({ target_locale: locale, texts: keys.map((key, i) => ({ id: String(i), text: ask.data[key] })) }) },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'translations', schema, strict: true } },
    }),
  });
  if (!res.ok) throw new Error(`model answered ${res.status}`);
  const completion = (await res.json()) as { choices: { message: { content: string } }[] };
  const { translations } = JSON.parse(completion.choices[0]!.message.content) as { translations: { id: string; text: string }[] };
  return Object.fromEntries(translations.map(({ id, text }) => [keys[Number(id)]!, text]));
}

const app = express();
app.use(express.json({ limit: '1mb' }));
app.post('/service_ai_translator', async (req, res) => {
  const ask = req.body as Ask;
  try {
    const locales = ask.target_locales ?? [ask.target_locale!];
    const data = Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await translateTo(ask, locale)] as const)));
    res.json({ translations: { context: ask.context, data } });
  } catch (error) {
    res.status(502).json({ error: String(error) });
  }
});
// The API's listen backlog (LISTEN_BACKLOG's default), so a burst compares the servers' work, not the kernel's queue.
const server = app.listen(0, '127.0.0.1', 4096, () => {
  const { port } = server.address() as { port: number };
  console.log(`floor listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
