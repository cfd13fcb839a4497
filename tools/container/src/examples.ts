import { openapiDocument } from '@circular/contract';

export interface FunctionExample {
  /** The function's name in `GET /health` (`chat`, `id_validator`, …). */
  name: string;
  path: string;
  body: Record<string, unknown>;
}

/** `/chat` → `chat`, `/service_ai_id_validator` → `id_validator`: the names `GET /health` uses. */
export const functionName = (path: string) => path.replace(/^\/(service_ai_)?/, '');

/**
 * The contract's first request example of every function, so the container is tried with what a
 * newcomer would send from the API reference. The chat's examples name a core system on the
 * internet; `coreUrls` points them at a simulator instead.
 */
export function functionExamples(coreUrls: { service_core_base_url: string; service_submission_base_url: string }): FunctionExample[] {
  return Object.entries(openapiDocument.paths ?? {}).flatMap(([path, item]) => {
    const requestBody = item?.post?.requestBody as { content?: Record<string, { examples?: Record<string, { value?: Record<string, unknown> }> }> } | undefined;
    const first = Object.values(requestBody?.content?.['application/json']?.examples ?? {})[0]?.value;
    if (!first) return [];
    const body = 'service_core_base_url' in first ? { ...first, ...coreUrls } : first;
    return [{ name: functionName(path), path, body }];
  });
}
