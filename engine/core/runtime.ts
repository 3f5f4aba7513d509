// Runs effect generators. A task blocks when it yields a decision and is resumed with the
// answer; a task that yields `parallel` waits until all its child tasks finish (that is how
// several players decide at once). When the root task finishes, the game is back at a point
// where the state alone describes it (the active player's turn decision).
import type { Effect, Request } from './effect.js';
import type { Decision, GameState } from './types.js';

interface Task {
  gen: Effect<unknown>;
  parent: Task | null;
  waitingChildren: number;
}

export class Runtime {
  private readonly waiting = new Map<number, Task>();

  constructor(
    private readonly state: GameState,
    private readonly onRootDone: () => void,
  ) {}

  /** True while some effect is mid-resolution (the state is then not a snapshot point). */
  get busy(): boolean {
    return this.waiting.size > 0;
  }

  start(effect: Effect<unknown>): void {
    this.step({ gen: effect, parent: null, waitingChildren: 0 }, undefined);
  }

  /** Resumes the task that asked decision `id` with an already validated value. */
  resume(id: number, value: unknown): void {
    const task = this.waiting.get(id);
    if (!task) throw new Error(`No task waits for decision ${id}`);
    this.waiting.delete(id);
    const i = this.state.pending.findIndex((d) => d.id === id);
    if (i >= 0) this.state.pending.splice(i, 1);
    this.step(task, value);
  }

  private step(task: Task, value: unknown): void {
    let current: Task = task;
    let input = value;
    for (;;) {
      const r: IteratorResult<Request, unknown> = current.gen.next(input);
      if (r.done) {
        const parent = current.parent;
        // The root can only finish after all its children did, so nothing waits any more.
        if (!parent) {
          this.onRootDone();
          return;
        }
        if (--parent.waitingChildren > 0) return;
        current = parent;
        input = undefined;
        continue;
      }
      const req = r.value;
      if (req.type === 'decide') {
        // The spec becomes the decision: its id is added last, so its keys are those of
        // `{ ...spec, id }` in the same order. Copying it (a for-in over its keys) was a twentieth
        // of a replay; every spec is a fresh object made for this one request (GameApi.decide).
        const decision = req.decision as Decision;
        decision.id = this.state.nextDecisionId++;
        this.state.pending.push(decision);
        this.waiting.set(decision.id, current);
        return;
      }
      if (req.tasks.length === 0) {
        input = undefined;
        continue;
      }
      // Children run in the order given (turn order); the last one to finish resumes the parent.
      current.waitingChildren = req.tasks.length;
      for (const gen of req.tasks) this.step({ gen, parent: current, waitingChildren: 0 }, undefined);
      return;
    }
  }
}
