import { createRequire } from 'node:module';
import type { Request, Response } from 'express';
import swaggerUiPackage from 'swagger-ui-dist/package.json' with { type: 'json' };
import { pageScriptUrl } from './page-scripts.ts';
import { httpProblems } from './problem.ts';

const require = createRequire(import.meta.url);

/** The files of `swagger-ui-dist` the index page loads, by the name in `GET /assets/swagger-ui/{file}`: nothing else of the package is reachable. */
const assets: Record<string, { path: string; type: string }> = {
  'swagger-ui-bundle.js': { path: require.resolve('swagger-ui-dist/swagger-ui-bundle.js'), type: 'text/javascript' },
  'swagger-ui.css': { path: require.resolve('swagger-ui-dist/swagger-ui.css'), type: 'text/css' },
};

/** Where the index page loads Swagger UI from; the version gives each release its own URL, so they may be cached for a year. */
export const apiReferenceAssetUrls = {
  script: `/assets/swagger-ui/swagger-ui-bundle.js?v=${encodeURIComponent(swaggerUiPackage.version)}`,
  styles: `/assets/swagger-ui/swagger-ui.css?v=${encodeURIComponent(swaggerUiPackage.version)}`,
};

/** `GET /assets/swagger-ui/{file}`: Swagger UI's script or style sheet, served from this deployment (no CDN). */
export function serveApiReferenceAsset(req: Request, res: Response): void {
  const asset = assets[String(req.params['file'])];
  if (!asset) throw httpProblems.notFound(req.path);
  res.type(asset.type);
  res.sendFile(asset.path, { maxAge: '365d', immutable: true, lastModified: false });
}

/** The index page's API reference section: every operation of the document, each with "try it". */
export function renderApiReference(): string {
  return `<section class="reference" aria-labelledby="reference-title">
<h2 id="reference-title">API reference</h2>
<p>Every operation of the <a href="/openapi.json">OpenAPI document</a>; open one and press <em>Execute</em> to call this server.</p>
<link rel="stylesheet" href="${apiReferenceAssetUrls.styles}">
<div id="api-reference"></div>
</section>
<script src="${apiReferenceAssetUrls.script}"></script>
<script type="module" src="${pageScriptUrl('api-reference.js')}"></script>`;
}
