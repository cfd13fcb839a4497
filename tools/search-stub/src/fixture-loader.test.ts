import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixtures, parseFixture } from './fixture-loader.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const result = { title: 'T', url: 'https://example.com/a', content: 'C' };

describe('loadFixtures', () => {
  it('reads JSON files in sub-folders, in path order, naming unnamed ones after their path', async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-stub-fixtures-'));
    await mkdir(join(dir, 'value-estimation', 'bikes'), { recursive: true });
    await writeFile(join(dir, 'value-estimation', 'bikes', 'road.json'), JSON.stringify({ match: { all: ['bike'] }, results: [result] }));
    await writeFile(join(dir, 'a.json'), JSON.stringify({ name: 'first', match: {}, results: [] }));
    await writeFile(join(dir, 'notes.txt'), 'ignored');
    const fixtures = await loadFixtures({ dir });
    expect(fixtures.map((fixture) => fixture.name)).toEqual(['first', 'value-estimation/bikes/road']);
    expect(fixtures[1]?.results).toEqual([result]);
  });

  it('names the file that is not JSON', async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-stub-fixtures-'));
    await writeFile(join(dir, 'broken.json'), '{');
    await expect(loadFixtures({ dir })).rejects.toThrow(`${join(dir, 'broken.json')}: not JSON`);
  });

  it('loads the shipped fixtures', async () => {
    const names = (await loadFixtures()).map((fixture) => fixture.name);
    expect(names).toEqual(expect.arrayContaining(['examples/airship', 'examples/lighthouse']));
  });
});

describe('parseFixture', () => {
  it.each([
    [{ name: 'x', match: { all: 'bike' }, results: [] }, 'f.json: match.all must be a list of strings'],
    [{ name: 'x', results: {} }, 'f.json: results must be a list'],
    [{ name: 'x', results: [{ ...result, url: 'olx.pt/x' }] }, 'f.json: results[0].url is not a URL'],
    [{ name: 'x', results: [{ title: 'T', url: 'https://e.com' }] }, 'f.json: results[0].content must be a string'],
    [{ name: 'x', results: [{ ...result, score: 2 }] }, 'f.json: results[0].score must be a number in 0..1'],
    [{ match: {}, results: [] }, 'f.json: name must be a non-empty string'],
  ])('refuses %j', (data, message) => {
    expect(() => parseFixture(data, { source: 'f.json' })).toThrow(message);
  });
});
