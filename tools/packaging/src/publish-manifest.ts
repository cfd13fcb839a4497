/** The workspace-only export condition: TypeScript sources, which a published package does not ship. */
export const sourceCondition = '@circular/source';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The package.json a library is published with: its own, minus the workspace-only
 * `@circular/source` condition wherever it appears in `exports`, so an installed package resolves
 * only to its built `dist`. Everything else — versions, ranges, files — is what the workspace says.
 */
export function publishManifest(manifest: Record<string, Json>): Record<string, Json> {
  return manifest['exports'] === undefined ? manifest : { ...manifest, exports: withoutSourceCondition(manifest['exports']) };
}

function withoutSourceCondition(value: Json): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (key === sourceCondition ? [] : [[key, withoutSourceCondition(inner)]])));
}
