import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
}

const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/**
 * Runs `redocly lint` with the recommended rules (and nothing a redocly.yaml nearby could add) on an OpenAPI
 * document; telemetry and update checks are off, so nothing leaves this machine.
 */
export async function redoclyLint(document: unknown): Promise<LintProblem[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'xchange-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    const config = path.join(dir, 'redocly.yaml');
    await writeFile(file, JSON.stringify(document));
    await writeFile(config, 'extends:\n  - recommended\n');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' };
    const run = promisify(execFile);
    const args = [cli, 'lint', file, '--config', config, '--format', 'json', '--max-problems', '10000'];
    // exit code 1 means "problems found": the JSON on stdout says which
    const { stdout } = await run(process.execPath, args, { env, cwd: dir, maxBuffer: 64 * 1024 * 1024 }).catch(
      (e: { stdout?: string; code?: number }) => {
        if (e.code === 1 && e.stdout) return { stdout: e.stdout };
        throw e;
      },
    );
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line per problem: severity, rule, where and what. */
export const describeProblems = (problems: LintProblem[]): string =>
  problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`).join('\n');
