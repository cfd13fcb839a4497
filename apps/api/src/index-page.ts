import { renderChatPlayground } from './chat-playground.ts';
import { escapeHtml } from './escape-html.ts';
import type { HealthReport } from './health.ts';

export interface IndexOperation {
  method: string;
  path: string;
  summary: string;
}

/**
 * The human front door: what the service offers, whether each function is ready on this
 * deployment, a chat playground, and where the machine-readable contract is. Self-contained (no
 * CDN; the chat component is served by this server), so it works offline.
 */
export function renderIndexPage({ title, description, operations, health }: { title: string; description: string; operations: IndexOperation[]; health: HealthReport }): string {
  const rows = operations
    .map((op) => `<tr><td><code>${escapeHtml(op.method.toUpperCase())}</code></td><td><code>${escapeHtml(op.path)}</code></td><td>${escapeHtml(op.summary)}</td></tr>`)
    .join('\n');
  const functions = Object.entries(health.functions)
    .map(([name, fn]) => `<li><strong>${escapeHtml(name)}</strong>: ${fn.ready ? 'ready' : `not ready — ${escapeHtml(fn.reason ?? '')}`}</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1d2a24; }
  h1 { color: #1f6f4a; }
  table { border-collapse: collapse; width: 100%; }
  td, th { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d9e4de; }
  code { background: #eef4f0; padding: .1rem .3rem; border-radius: 3px; }
  .settings { display: flex; flex-wrap: wrap; gap: .6rem 1rem; align-items: end; margin-bottom: .8rem; }
  .settings label { display: flex; flex-direction: column; gap: .2rem; font-size: .9rem; }
  .settings input { width: 19rem; }
  .settings input, .settings select, .settings button { font: inherit; padding: .3rem .4rem; }
  .status { color: #a23b2a; min-height: 1.2em; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(description.split('\n\n')[0] ?? '')}</p>
<p>Status: <strong>${health.status}</strong> · version ${escapeHtml(health.version)} ·
  <a href="/openapi.json">OpenAPI document</a> · <a href="/health">health</a></p>
<h2>Functions on this deployment</h2>
<ul>
${functions}
</ul>
${renderChatPlayground()}
<h2>Endpoints</h2>
<table>
<thead><tr><th>Method</th><th>Path</th><th>Purpose</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
