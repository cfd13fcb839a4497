import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPackageDir } from '../scripts/render-artefacts.ts';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }>;
}

/** Runs Redocly CLI on the document with the package's redocly.yaml (recommended rules). */
function lintDocument(): LintReport {
  const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const run = spawnSync(process.execPath, [cli, 'lint', 'openapi.yaml', '--config', 'redocly.yaml', '--format', 'json'], {
    cwd: defaultPackageDir,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly lint printed no report (exit ${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout.slice(start)) as LintReport;
}

describe('openapi.yaml', () => {
  it('passes redocly lint without errors', () => {
    const report = lintDocument();
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location?.[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });
});
