import { createRequire } from 'node:module';
import type { Request, Response } from 'express';
import deepChatPackage from 'deep-chat/package.json' with { type: 'json' };

const require = createRequire(import.meta.url);

/** The component's self-contained ES module build: no imports, so it loads offline from one URL. */
const bundlePath = require.resolve('deep-chat/dist/deepChat.bundle.js');

/**
 * Where the index page loads the chat component from. The version in the query gives each release
 * its own URL, which is what lets the bundle be cached for a year.
 */
export const deepChatBundleUrl = `/assets/deep-chat.js?v=${encodeURIComponent(deepChatPackage.version)}`;

/** `GET /assets/deep-chat.js`: the Deep Chat web component, served from this deployment (no CDN). */
export function serveDeepChatBundle(_req: Request, res: Response): void {
  // RFC 9239: text/javascript is the one JavaScript media type (application/javascript is obsolete).
  res.type('text/javascript');
  // No Last-Modified (and the app sends no ETag): nothing to revalidate, so never a 304 the contract does not list.
  res.sendFile(bundlePath, { maxAge: '365d', immutable: true, lastModified: false });
}
