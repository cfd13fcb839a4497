/**
 * The browser side of the index page's API reference: Swagger UI renders the served document with
 * "try it" open on every operation, against the origin the page was loaded from (the document's
 * own server is a template). `validatorUrl: null` keeps it from sending the document to
 * validator.swagger.io: the page loads nothing from elsewhere.
 */

/** @typedef {{ SwaggerUIBundle: (options: Record<string, unknown>) => unknown }} SwaggerUiGlobal */

const spec = await (await fetch('/openapi.json')).json();
spec.servers = [{ url: location.origin, description: 'This deployment' }];
/** @type {Window & SwaggerUiGlobal} */ (/** @type {unknown} */ (window)).SwaggerUIBundle({
  spec,
  dom_id: '#api-reference',
  validatorUrl: null,
  tryItOutEnabled: true,
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
  persistAuthorization: false,
});
