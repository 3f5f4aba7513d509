// dynalite in a process of its own, for a benchmark that must not count the stand-in's own work as
// the caller's: on AWS, DynamoDB does its work on its own machines, so requests sent in parallel
// cost the caller no CPU while they wait. The child prints its port, and ends with its parent.
import { fork } from 'node:child_process';
import path from 'node:path';

const CHILD = `
  import dynalite from 'dynalite';
  const db = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  db.listen(0, '127.0.0.1', () => process.send({ port: db.address().port }));
  process.on('disconnect', () => process.exit(0));
`;

export interface DynaliteProcess { endpoint: string; stop(): void }

export function startDynaliteProcess(): Promise<DynaliteProcess> {
  return new Promise((resolve, reject) => {
    const child = fork('--input-type=module', [], {
      execArgv: ['--input-type=module', '--eval', CHILD],
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => { child.kill(); reject(new Error('dynalite did not start in 10 s')); }, 10_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      const port = (m as { port: number }).port;
      resolve({ endpoint: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    });
    child.once('error', (e) => { clearTimeout(timer); reject(e); });
  });
}
