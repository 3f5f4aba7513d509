// Card effects are generator functions. They `yield` requests (a decision to ask, or tasks to
// run side by side) and the runtime resumes them with the validated answer — possibly days
// later, in another process, after replaying the log. Nothing here is serialized.
import type { Decision } from './types.js';

export type DecisionSpec = Decision extends infer D ? (D extends Decision ? Omit<D, 'id'> : never) : never;

export type Request = { type: 'decide'; decision: DecisionSpec } | { type: 'parallel'; tasks: Effect<unknown>[] };

export type Effect<R = void> = Generator<Request, R, unknown>;

/** An effect that does nothing; handy default for optional hooks. */
export function* noEffect(): Effect {}
