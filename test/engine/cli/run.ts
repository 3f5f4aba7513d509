// Runs a CLI entry point as a child process (through tsx), as `npm run …` would.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(script: string, args: string[], input?: string): Ran {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'engine', 'cli', script), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A CLI's --json output, read as the type its module declares for it (each test then checks the fields it names). */
export function jsonOf<T>(text: string): T {
  return JSON.parse(text) as T;
}
