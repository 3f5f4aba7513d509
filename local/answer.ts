// A route's answer as a caller of the local runtime reads it: the status, the text sent, and the
// body typed by the contract for the route called (contract/responses.ts). The route is read from
// the method and the path at compile time, so `l.call('GET', `/games/${id}`)` has a TableResponse
// body; a path the types cannot place (a plain string) gives an `unknown` body, to be narrowed.
import {
  ApiError,
  type HistoryResponse,
  type ResponseBodies,
  type RouteKey,
  type TimelineResponse,
  type TurnLogResponse,
} from '../contract/api.js';

/** `path` without its query. */
type PathOnly<P extends string> = P extends `${infer Path}?${string}` ? Path : P;

/** The contract's route pattern that a concrete path fills in ("/games/abc/moves" → "/games/{gameId}/moves", "/players/ann" → "/players/{name}"). */
type Pattern<P extends string> = P extends `/games/${infer Id}/${infer Rest}`
  ? Id extends `${string}/${string}`
    ? never
    : `/games/{gameId}/${Rest}`
  : P extends `/games/${infer Id}`
    ? Id extends '' | `${string}/${string}`
      ? never
      : '/games/{gameId}'
    : P extends `/players/${infer Name}`
      ? Name extends '' | `${string}/${string}`
        ? never
        : '/players/{name}'
      : P;

/** The history answers one of three shapes, chosen by `?part=`. */
type HistoryBody<P extends string> = P extends `${string}part=timeline${string}`
  ? TimelineResponse
  : P extends `${string}part=turn${string}`
    ? TurnLogResponse
    : HistoryResponse;

/** The success body of `method path`: the contract's for its route; `unknown` when the types cannot tell the route. */
export type BodyFor<M extends string, P extends string> = string extends P
  ? unknown
  : `${M} ${Pattern<PathOnly<P>>}` extends infer K
    ? K extends 'GET /games/{gameId}/history'
      ? HistoryBody<P>
      : K extends RouteKey
        ? ResponseBodies[K]
        : unknown
    : unknown;

export interface Answer<T> {
  readonly status: number;
  /** The body as sent. */
  readonly raw: string;
  /** The success body (JSON parsed; text when it is not JSON). Reading it on an error answer (300 and up) throws: read `error`. */
  readonly body: T;
  /** An error answer's `error` (the contract's ApiError). Reading it on a success throws. */
  readonly error: ApiError['error'];
}

/** The answer to `method path` with `status` and `raw` as sent. */
export function answerOf<T>(method: string, path: string, status: number, raw: string): Answer<T> {
  // Parsed once, on the first read: every read of `body` is the same object.
  let json: { value: unknown } | null = null;
  const parsed = (): unknown => {
    if (!json) {
      try {
        json = { value: JSON.parse(raw) as unknown };
      } catch {
        json = { value: raw };
      }
    }
    return json.value;
  };
  const failed = status >= 300;
  return {
    status,
    raw,
    get body(): T {
      if (failed) throw new Error(`${method} ${path} answered ${status}, not a success: ${raw.slice(0, 300)}`);
      // The contract types the body; test/lambdas/contract-check.ts checks it against the same schemas at run time.
      return parsed() as T;
    },
    get error(): ApiError['error'] {
      const body = failed ? ApiError.safeParse(parsed()) : null;
      if (!body?.success)
        throw new Error(`${method} ${path} answered ${status}, not an error body: ${raw.slice(0, 300)}`);
      return body.data.error;
    },
  };
}
