import { renderApiReference } from './api-reference.ts';
import { renderChatPlayground } from './chat-playground.ts';
import { escapeHtml } from './escape-html.ts';
import type { HealthReport } from './health.ts';
import { renderTryForms, type TryForm } from './try-forms.ts';

/**
 * The front door an integrator opens first: what the deployment offers and whether each function
 * is ready, small forms for the functions people want to feel by hand, the chat playground, and
 * the interactive API reference (Swagger UI) rendered from the served document with "try it" on
 * every operation. Self-contained — every script and style sheet is served by this server, and no
 * script is inline (the page's own are in `src/browser/`) — so it works with the network cut. `baseUrl` is the origin as the request reached it (HTTP or HTTPS,
 * through a proxy when the app trusts it), for the examples a reader copies.
 */
export function renderIndexPage({
  title,
  description,
  health,
  baseUrl,
  forms,
  chatRoute,
  routes = {},
}: {
  title: string;
  description: string;
  health: HealthReport;
  baseUrl: string;
  forms: TryForm[];
  /** The chat operation's route, which the playground drives; no playground without one. */
  chatRoute?: { method: string; path: string } | undefined;
  /** Each function's route (`POST /chat`), by function name. */
  routes?: Record<string, string>;
}): string {
  const functions = Object.entries(health.functions)
    .map(([name, fn]) => {
      const route = routes[name] === undefined ? '' : ` <code>${escapeHtml(routes[name])}</code>`;
      return `<li><strong>${escapeHtml(name)}</strong>${route}: ${fn.ready ? 'ready' : `not ready — ${escapeHtml(fn.reason ?? '')}`}</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; color: #1d2a24; }
  h1 { color: #1f6f4a; }
  nav a { margin-right: 1rem; }
  :not(pre) > code:not(#api-reference code) { background: #eef4f0; padding: .1rem .3rem; border-radius: 3px; }
  .settings { display: flex; flex-wrap: wrap; gap: .6rem 1rem; align-items: end; margin-bottom: .8rem; }
  .settings label { display: flex; flex-direction: column; gap: .2rem; font-size: .9rem; }
  .settings input { width: 19rem; }
  .settings input, .settings select, .settings button { font: inherit; padding: .3rem .4rem; }
  .status { color: #a23b2a; min-height: 1.2em; }
  .forms { display: grid; grid-template-columns: repeat(auto-fit, minmax(30rem, 1fr)); gap: 1rem; }
  .try-form { border: 1px solid #d9e4de; border-radius: 8px; padding: .4rem 1rem 1rem; display: flex; flex-direction: column; gap: .5rem; min-width: 0; }
  .try-form h3 { margin: .6rem 0 0; font-size: 1.05rem; }
  .try-form .hint { margin: 0; font-size: .9rem; color: #4b5d54; }
  .try-form label { display: flex; flex-direction: column; gap: .2rem; font-size: .9rem; }
  .try-form textarea { font: .85rem ui-monospace, monospace; }
  .try-form button { align-self: start; font: inherit; padding: .3rem 1rem; }
  .try-form output { white-space: pre-wrap; font: .8rem ui-monospace, monospace; background: #f4f7f5; max-height: 20rem; overflow: auto; }
  .try-form output:empty { display: none; }
  .reference { margin-top: 2rem; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(description.split('\n\n')[0] ?? '')}</p>
<p>Status: <strong>${health.status}</strong> · version ${escapeHtml(health.version)} ·
  base URL <code id="base-url">${escapeHtml(baseUrl)}</code> ·
  <a href="/openapi.json">OpenAPI document</a> · <a href="/health">health</a></p>
<nav><a href="#try-title">Try a function</a>${chatRoute ? '<a href="#playground-title">Chat playground</a>' : ''}<a href="#reference-title">API reference</a></nav>
<h2>Functions on this deployment</h2>
<ul>
${functions}
</ul>
<p>From a terminal: <code>curl -s ${escapeHtml(baseUrl)}/health</code></p>
${renderTryForms(forms)}
${chatRoute ? renderChatPlayground({ route: chatRoute }) : ''}
${renderApiReference()}
</body>
</html>
`;
}
