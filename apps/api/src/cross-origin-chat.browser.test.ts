import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen, type RunningServer } from './server.ts';

/** Debian's Chromium (`apt-get install chromium`); CI installs it (.ci/run). */
const chromiumPath = '/usr/bin/chromium';
const chromiumInstalled = existsSync(chromiumPath);
if (!chromiumInstalled) console.warn(`Skipping the browser test of a cross-origin chat page: ${chromiumPath} is absent (apt-get install chromium).`);

/** Screenshots for a person to look at (gitignored; overwritten by each run). */
const artefacts = fileURLToPath(new URL('../test-artefacts/cross-origin-chat/', import.meta.url));

/** The same Deep Chat build the API serves, for a page that loads it from its own origin. */
const deepChatBundle = readFileSync(createRequire(import.meta.url).resolve('deep-chat/dist/deepChat.bundle.js'));

/**
 * A marketplace's own page, as its developers would write it: Deep Chat talks to the API on another
 * origin through `fetch`, reads the session id from the `X-Session-Id` response header (readable
 * only because CORS exposes it) and sends it back on the next turn.
 */
function marketplacePage({ apiUrl, bundleUrl, coreUrl, submissionUrl }: { apiUrl: string; bundleUrl: string; coreUrl: string; submissionUrl: string }): string {
  const settings = JSON.stringify({ apiUrl, coreUrl, submissionUrl });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A shop selling with Deep Chat</title></head>
<body>
<h1>Sell your device</h1>
<deep-chat id="chat" style="display: block; font-family: system-ui, sans-serif"></deep-chat>
<p id="status" role="status"></p>
<script type="module" src="${bundleUrl}"></script>
<script type="module">
const { apiUrl, coreUrl, submissionUrl } = ${settings};
const chat = document.getElementById('chat');
const status = document.getElementById('status');
let sessionId;
window.sessionIdsRead = [];
await customElements.whenDefined('deep-chat');
chat.connect = {
  handler: async (body, signals) => {
    const text = body.messages.filter((message) => message.role === 'user').map((message) => message.text ?? '').join('\\n');
    const request = {
      ...(sessionId === undefined ? {} : { session_id: sessionId }),
      language: 'EN',
      service_core_base_url: coreUrl,
      service_submission_base_url: submissionUrl,
      messages: [{ role: 'user', text }],
    };
    try {
      const response = await fetch(apiUrl + '/chat', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
      const read = response.headers.get('X-Session-Id');
      window.sessionIdsRead.push(read);
      sessionId = read ?? sessionId;
      const answer = await response.json();
      if (!response.ok) throw new Error(answer.title);
      await signals.onResponse(answer);
    } catch (error) {
      status.textContent = 'Chat failed: ' + error.message;
      await signals.onResponse({ error: error.message });
    }
  },
};
</script>
</body></html>`;
}

/** The marketplace's web server: another port on loopback, so another origin than the API's. */
async function startPageServer(render: () => string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/deep-chat.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(deepChatBundle);
    else if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(render());
    else res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Seen {
  method: string;
  path: string;
  origin: string | undefined;
}

/** The API with CORS_ORIGINS as given, remembering what reached it (method, path, Origin). */
async function startApi(corsOrigins: string): Promise<{ api: RunningServer; seen: Seen[] }> {
  const config = { ...loadConfig({ CORS_ORIGINS: corsOrigins }), ssrfAllowCidrs: ['127.0.0.0/8'] };
  const api = await listen(createApp(config, { logger: pino({ level: 'silent' }), model: undefined }), { port: 0, host: '127.0.0.1' });
  const seen: Seen[] = [];
  api.server.prependListener('request', (req: IncomingMessage) => seen.push({ method: req.method ?? '', path: new URL(req.url ?? '/', 'http://x').pathname, origin: req.headers.origin }));
  return { api, seen };
}

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

describe.skipIf(!chromiumInstalled)(`a Deep Chat page on another origin in headless Chromium (skipped without ${chromiumPath})`, () => {
  let sim: CoreSim;
  let browser: Browser;
  const closing: Array<() => Promise<void>> = [];
  /** What the page server renders next; each test sets it before opening the page. */
  let render: () => string = () => '';
  let page: { origin: string };

  beforeAll(async () => {
    mkdirSync(artefacts, { recursive: true });
    sim = await startCoreSim({ port: 0, seed: 'cross-origin' });
    const pageServer = await startPageServer(() => render());
    closing.push(pageServer.close);
    page = pageServer;
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    for (const close of closing.reverse()) await close();
    await sim?.close();
  });

  async function openPage(): Promise<{ tab: Page; offLoopback: string[]; pageErrors: string[]; chatBodies: Record<string, unknown>[] }> {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    tab.setDefaultTimeout(20_000);
    const offLoopback: string[] = [];
    const pageErrors: string[] = [];
    const chatBodies: Record<string, unknown>[] = [];
    // No page.route here: with interception on, Playwright answers CORS preflights itself, and the
    // browser's own CORS checks are what this test is about. Requests off loopback are remembered.
    tab.on('request', (request) => {
      if (!request.url().startsWith('data:') && !isLoopback(request.url())) offLoopback.push(request.url());
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/chat') chatBodies.push(request.postDataJSON() as Record<string, unknown>);
    });
    tab.on('pageerror', (error) => pageErrors.push(error.message));
    await tab.goto(`${page.origin}/`);
    return { tab, offLoopback, pageErrors, chatBodies };
  }

  const reply = (tab: Page, text: string) => tab.locator('deep-chat .assistant-message.text-message', { hasText: text }).last();

  async function type(tab: Page, text: string): Promise<void> {
    const input = tab.locator('deep-chat #text-input');
    await input.fill(text);
    await input.press('Enter');
  }

  it('holds a two-turn conversation with the API on another origin, sending back the session id it read from X-Session-Id', async () => {
    const { api, seen } = await startApi(page.origin);
    closing.push(() => api.shutdown({ graceMs: 1000 }));
    // The page loads the component from the API too: a module script is a CORS request of its own.
    render = () => marketplacePage({ apiUrl: api.url, bundleUrl: `${api.url}/assets/deep-chat.js`, coreUrl: sim.coreUrl, submissionUrl: sim.submissionUrl });
    const { tab, offLoopback, pageErrors, chatBodies } = await openPage();
    expect(new URL(api.url).origin).not.toBe(page.origin);

    await type(tab, 'I want to sell my iPhone 12, 128GB, blue');
    await reply(tab, 'Which one is yours?').waitFor();
    await tab.locator('deep-chat .deep-chat-suggestion-button').getByText('Apple iPhone 12', { exact: true }).click();
    // The second turn continued the first one's session: the chat moved on to the confirmation.
    expect(await reply(tab, 'Is that right?').innerText()).toBe('I will register: Apple iPhone 12 · Storage: 128 GB · Colour: Blue. Is that right?\n\nOptions: Confirm | Change Storage | Change Colour');
    await tab.screenshot({ path: join(artefacts, 'two-turns.png'), fullPage: true });

    const sessionIdsRead = await tab.evaluate(() => (globalThis as unknown as { sessionIdsRead: Array<string | null> }).sessionIdsRead);
    expect(sessionIdsRead).toHaveLength(2);
    expect(sessionIdsRead[0]).toEqual(expect.any(String));
    expect(sessionIdsRead[1]).toBe(sessionIdsRead[0]);
    expect(chatBodies.map((body) => body['session_id'])).toEqual([undefined, sessionIdsRead[0]]);

    // Every request the page made to the API carried the page's Origin, the preflight included.
    const fromPage = seen.filter((request) => request.path === '/chat' || request.path === '/assets/deep-chat.js');
    expect(fromPage.map(({ method, path }) => `${method} ${path}`)).toEqual(expect.arrayContaining(['GET /assets/deep-chat.js', 'OPTIONS /chat', 'POST /chat']));
    expect(fromPage.filter((request) => request.method === 'POST')).toHaveLength(2);
    for (const request of fromPage) expect(request.origin, `${request.method} ${request.path}`).toBe(page.origin);
    expect(offLoopback).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it("is blocked by the browser when CORS_ORIGINS is unset: the preflight is refused and the chat's POST never reaches the API", async () => {
    const { api, seen } = await startApi('');
    closing.push(() => api.shutdown({ graceMs: 1000 }));
    // The component comes from the page's own origin here, so only the call to the API is cross-origin.
    render = () => marketplacePage({ apiUrl: api.url, bundleUrl: '/deep-chat.js', coreUrl: sim.coreUrl, submissionUrl: sim.submissionUrl });
    const { tab, pageErrors } = await openPage();

    await type(tab, 'I want to sell my iPhone 12, 128GB, blue');
    const status = tab.locator('#status');
    await status.filter({ hasText: /\S/ }).waitFor();
    expect(await status.innerText()).toBe('Chat failed: Failed to fetch');
    await tab.screenshot({ path: join(artefacts, 'blocked-without-cors.png'), fullPage: true });

    expect(seen.filter((request) => request.path === '/chat').map(({ method, origin }) => ({ method, origin }))).toEqual([{ method: 'OPTIONS', origin: page.origin }]);
    expect(await reply(tab, 'Which one is yours?').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
