/** `Apple` + `MacBook Air 13" (M2, 2022)` → `apple-macbook-air-13-m2-2022`: stable, readable ids. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
