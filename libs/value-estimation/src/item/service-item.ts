/**
 * The item being valued, as the request's `agent_specific.service_item` carries it. Grades follow
 * the marketplace's scale: A as new, B good with light signs of use, C visible wear but working,
 * D faulty or for parts.
 */
export type Condition = 'A' | 'B' | 'C' | 'D';

export const conditions: readonly Condition[] = ['A', 'B', 'C', 'D'];

export interface ServiceItem {
  name: string;
  brand?: string;
  condition: Condition;
  description?: string;
  category?: string;
}

export function isCondition(value: unknown): value is Condition {
  return typeof value === 'string' && (conditions as readonly string[]).includes(value);
}
