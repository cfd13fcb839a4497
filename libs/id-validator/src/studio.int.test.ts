import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nonDocumentImage } from '@circular/id-corpus';

beforeEach(() => {
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.stubEnv('OPENAI_BASE_URL', '');
  vi.stubEnv('SSRF_ALLOW_CIDRS', '127.0.0.0/8');
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Studio entry', () => {
  it('builds the graph from the environment: no model, and image URLs allowed where SSRF_ALLOW_CIDRS says', async () => {
    const photo = Buffer.from(nonDocumentImage({ seed: 7 }).split(',')[1] as string, 'base64');
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(photo));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { graph } = await import('./studio.ts');
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/photo.png`;
      const { response } = await graph.invoke({ request: { language: 'en', images: [url], agent_specific: { doc_type: 'passport' } } });
      expect(response).toMatchObject({ status: 'ERROR_IMAGE_QUALITY', message: 'The document could not be read. Send a photo of the identity document itself.' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
