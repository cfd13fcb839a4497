import { writeFileSync } from 'node:fs';
import { markedPages } from '@circular/id-corpus';
const want = new Set(process.argv.slice(2).map(Number));
let i = 0;
for await (const p of markedPages({ seed: 20261128, today: new Date('2026-11-21T00:00:00Z'), marked: 300, unmarked: 100 })) {
  if (want.has(i)) { writeFileSync(`/tmp/s35-18/page-${i}.img`, p.image); console.log(i, p.id, JSON.stringify(p.mark)); }
  if (++i > Math.max(...want)) break;
}
