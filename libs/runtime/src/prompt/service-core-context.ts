/**
 * The prompt line carrying the request's `service_core_context` (the marketplace's own words about
 * its business), or an empty line when the request sent none. One wording for every function.
 */
export function serviceCoreContextLine(serviceCoreContext: string | null | undefined): string {
  return serviceCoreContext ? `Business context: ${serviceCoreContext}` : '';
}
