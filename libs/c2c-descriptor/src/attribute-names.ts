/** The facts a listing can state about an item; the contract's `attributes[].name`. */
export const attributeNames = [
  'brand',
  'model',
  'storage_capacity',
  'ram',
  'screen_size',
  'processor',
  'battery_health',
  'size',
  'frame_size',
  'wheel_size',
  'colour',
  'material',
] as const;
export type AttributeName = (typeof attributeNames)[number];

export function isAttributeName(name: string): name is AttributeName {
  return (attributeNames as readonly string[]).includes(name);
}
