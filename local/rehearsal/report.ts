// The rehearsal's figures: one JSON object (`--json`, printed last), or a readable table of the
// functions — each one's invocations, AWS calls, denied calls and slowest invocation.
import type { GateCall } from './aws/gate.js';
import type { DeployedFunctions } from './lambda/functions.js';
import type { ServiceCheck } from './rehearsal.js';

export interface FunctionLine {
  name: string;
  invocations: number;
  coldStarts: number;
  errors: number;
  timeouts: number;
  awsCalls: number;
  denied: number;
  slowestMs: number;
}

export interface RehearsalFigures {
  /** The run's seed (--seed): the game the functions deal, the players' addresses and choices. */
  seed: string;
  /** Distinct functions invoked (the web server counted when it served the sign-in and the table). */
  functions: number;
  /** AWS calls checked against a role: the functions' SDK calls and the mappings' own reads and sends. */
  awsCalls: number;
  denied: number;
  /** The denied calls, each once: principal, action, resource. */
  deniedCalls: string[];
  gameOver: boolean;
  mailsSent: number;
  mailsDuplicated: number;
  mailsLost: number;
  seconds: number;
  [more: string]: unknown;
}

const isDenied = (verdict: string) => verdict !== 'Allowed';

export function functionLines(
  functions: DeployedFunctions,
  calls: readonly GateCall[],
  checks: readonly ServiceCheck[],
): FunctionLine[] {
  return [...functions.byName.values()].map((f) => {
    const mine = calls.filter((c) => c.principal === f.spec.name);
    const own = checks.filter((c) => c.principal === f.spec.name);
    return {
      name: f.spec.name,
      invocations: f.stats.invocations,
      coldStarts: f.stats.coldStarts,
      errors: f.stats.errors,
      timeouts: f.stats.timeouts,
      awsCalls: mine.length + own.length,
      denied: mine.filter((c) => isDenied(c.verdict)).length + own.filter((c) => !c.allowed).length,
      slowestMs: Math.round(f.stats.slowestMs),
    };
  });
}

export function deniedCalls(calls: readonly GateCall[], checks: readonly ServiceCheck[]): string[] {
  const lines = [
    ...calls
      .filter((c) => isDenied(c.verdict))
      .map(
        (c) =>
          `${c.principal ?? '(unsigned)'} ${c.action ?? c.operation} ${c.resource ?? ''} (${c.verdict}${c.detail ? `: ${c.detail}` : ''})`,
      ),
    ...checks.filter((c) => !c.allowed).map((c) => `${c.principal} ${c.action} ${c.resource} (ImplicitlyDenied)`),
  ];
  return [...new Set(lines)];
}

export function table(lines: readonly FunctionLine[], web: { name: string; awsCalls: number; denied: number }): string {
  const head = ['function', 'invocations', 'cold', 'errors', 'timeouts', 'aws calls', 'denied', 'slowest ms'];
  const rows = lines.map((l) =>
    [l.name, l.invocations, l.coldStarts, l.errors, l.timeouts, l.awsCalls, l.denied, l.slowestMs].map(String),
  );
  rows.push([web.name, '(http)', '1', '', '', String(web.awsCalls), String(web.denied), '']);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [fmt(head), ...rows.map(fmt)].join('\n');
}
