// The deployed functions, each in a process of its own as Lambda runs them (host.mjs): the bundle
// CDK built, copied into a task root where only the AWS SDK sits beside it, the template's handler,
// environment, timeout and memory. One invocation at a time per container, as Lambda does; an
// invocation past the template's timeout is stopped (the container killed) and counted as failed,
// and the next one starts a new container (a cold start).
import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, symlinkSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RehearsalClock } from '../clock.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const HOST = path.join(HERE, 'host.mjs');
const CLOCK_PRELOAD = path.join(HERE, '..', 'clock-preload.mjs');
const RANDOM_PRELOAD = path.join(HERE, '..', 'random-preload.mjs');

export interface FunctionSpec {
  logicalId: string;
  /** The function's name (FunctionName), also its principal at the IAM gate. */
  name: string;
  arn: string;
  handler: string;
  timeoutS: number;
  memoryMb: number;
  /** The template's environment, resolved, plus what the runtime itself sets. */
  env: Record<string, string>;
  /** The asset folder CDK built (index.mjs). */
  assetDir: string;
}

/** A failed invocation, as Lambda reports it (the function threw, or ran out of time). */
export class FunctionError extends Error {
  constructor(
    readonly fn: string,
    readonly errorType: string,
    message: string,
    readonly timedOut = false,
  ) {
    super(`${fn}: ${errorType}: ${message}`);
  }
}

export interface FunctionStats {
  invocations: number;
  errors: number;
  timeouts: number;
  coldStarts: number;
  slowestMs: number;
}

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/** One function: its task root, its current container (if any) and its figures. */
export class DeployedFunction {
  readonly stats: FunctionStats = { invocations: 0, errors: 0, timeouts: 0, coldStarts: 0, slowestMs: 0 };
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private pending = new Map<string, Pending>();
  private queue: Promise<unknown> = Promise.resolve();
  private seq = 0;
  private readonly taskRoot: string;
  private readonly log: WriteStream;

  constructor(
    readonly spec: FunctionSpec,
    root: string,
    private readonly clock: RehearsalClock,
    private readonly randomSeed?: string,
  ) {
    this.taskRoot = path.join(root, 'functions', spec.name);
    mkdirSync(this.taskRoot, { recursive: true });
    cpSync(spec.assetDir, this.taskRoot, { recursive: true });
    mkdirSync(path.join(root, 'logs'), { recursive: true });
    this.log = createWriteStream(path.join(root, 'logs', `${spec.name}.log`), { flags: 'a' });
  }

  /** Runs one invocation (after the ones before it); resolves with the handler's result. */
  invoke(event: unknown): Promise<unknown> {
    const run = this.queue.then(() => this.invokeNow(event));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private start(): Promise<void> {
    this.stats.coldStarts++;
    // With a seed, each container's random bytes are the seed's (random-preload.mjs): a new stream per cold start.
    const seeded =
      this.randomSeed === undefined ? null : `${this.randomSeed}/${this.spec.name}/${this.stats.coldStarts}`;
    const child = fork(HOST, [this.taskRoot, this.spec.handler], {
      execArgv: ['--import', CLOCK_PRELOAD, ...(seeded ? ['--import', RANDOM_PRELOAD] : [])],
      env: {
        ...this.spec.env,
        PATH: process.env.PATH ?? '',
        REHEARSAL_CLOCK_OFFSET_MS: String(this.clock.offsetMs),
        ...(seeded ? { REHEARSAL_RANDOM_SEED: seeded } : {}),
      },
      cwd: this.taskRoot,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child = child;
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    const ready = new Promise<void>((resolve, reject) => {
      child.on('message', (m: HostMessage) => {
        if (m.type === 'ready') resolve();
        else if (m.type === 'init-error')
          reject(new FunctionError(this.spec.name, m.error.errorType, `init: ${m.error.errorMessage}`));
        else if (m.type === 'result' || m.type === 'error') this.settle(m);
      });
      child.on('exit', (code) => {
        reject(
          new FunctionError(this.spec.name, 'Runtime.ExitError', `the container exited (${code}) before it was ready`),
        );
        if (this.child === child) {
          this.child = null;
          this.ready = null;
        }
        for (const [id, p] of this.pending)
          this.fail(id, p, new FunctionError(this.spec.name, 'Runtime.ExitError', `the container exited (${code})`));
      });
    });
    return ready;
  }

  private async invokeNow(event: unknown): Promise<unknown> {
    this.ready ??= this.start();
    await this.ready;
    const child = this.child!;
    const id = `${this.spec.name}-${++this.seq}`;
    const t0 = performance.now();
    this.stats.invocations++;
    child.send({ type: 'clock', offsetMs: this.clock.offsetMs });
    const result = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stats.timeouts++;
        this.fail(
          id,
          this.pending.get(id),
          new FunctionError(
            this.spec.name,
            'Sandbox.Timedout',
            `Task timed out after ${this.spec.timeoutS} seconds`,
            true,
          ),
        );
        // Lambda ends the sandbox of a timed-out invocation: the next one starts cold.
        child.kill('SIGKILL');
      }, this.spec.timeoutS * 1000);
      this.pending.set(id, { resolve, reject, timer });
    });
    child.send({ type: 'invoke', id, event, timeoutMs: this.spec.timeoutS * 1000, arn: this.spec.arn });
    try {
      return await result;
    } catch (e) {
      this.stats.errors++;
      throw e;
    } finally {
      this.stats.slowestMs = Math.max(this.stats.slowestMs, performance.now() - t0);
    }
  }

  private settle(m: Extract<HostMessage, { type: 'result' | 'error' }>): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    clearTimeout(p.timer);
    if (m.type === 'result') p.resolve(m.result);
    else p.reject(new FunctionError(this.spec.name, m.error.errorType, m.error.errorMessage));
  }

  private fail(id: string, p: Pending | undefined, e: Error): void {
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    p.reject(e);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.ready = null;
    if (child && child.exitCode === null) {
      const gone = new Promise<void>((ok) => child.once('exit', () => ok()));
      child.kill('SIGTERM');
      await gone;
    }
    await new Promise<void>((ok) => this.log.end(() => ok()));
  }
}

type HostError = { errorType: string; errorMessage: string };
type HostMessage =
  | { type: 'ready' }
  | { type: 'init-error'; error: HostError }
  | { type: 'result'; id: string; result: unknown }
  | { type: 'error'; id: string; error: HostError };

/** Every deployed function by name, over one folder of task roots that holds only the SDK beside them. */
export class DeployedFunctions {
  readonly byName = new Map<string, DeployedFunction>();

  constructor(
    specs: readonly FunctionSpec[],
    root: string,
    sdkDir: string,
    clock: RehearsalClock,
    randomSeed?: string,
  ) {
    // The runtime's SDK: node resolves `@aws-sdk/*` from <root>/functions/node_modules, and nothing else.
    mkdirSync(path.join(root, 'functions', 'node_modules'), { recursive: true });
    symlinkSync(sdkDir, path.join(root, 'functions', 'node_modules', '@aws-sdk'), 'dir');
    for (const s of specs) this.byName.set(s.name, new DeployedFunction(s, root, clock, randomSeed));
  }

  get(name: string): DeployedFunction {
    const f = this.byName.get(name);
    if (!f) throw new Error(`No function ${name} in the template`);
    return f;
  }

  async stop(): Promise<void> {
    await Promise.all([...this.byName.values()].map((f) => f.stop()));
  }
}
