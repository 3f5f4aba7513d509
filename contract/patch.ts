// JSON patches as the timeline sends them: the changes from one board to the next, and applying
// them with structural sharing (what did not change is the same object). No zod and no Node or
// browser APIs: the web's client bundle imports this file alone.

/** Where a value sits in a JSON document: object keys and array indexes, outermost first. */
export type JsonPath = (string | number)[];
/** One change: [path, new value] sets (or adds) it, [path] removes it. */
export type PatchOp = [JsonPath, unknown] | [JsonPath];
export type Patch = PatchOp[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The changes that turn `a` into `b` (JSON documents: no undefined values). Objects are compared key by key and arrays of one length
 * index by index (a pile count, a player's counts); an array whose length changed is sent whole.
 */
export function diff(a: unknown, b: unknown, path: JsonPath = [], out: Patch = []): Patch {
  if (a === b) return out;
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) diff(a[i], b[i], [...path, i], out);
    return out;
  }
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) out.push([[...path, k]]);
    for (const k of Object.keys(b)) {
      if (!Object.hasOwn(a, k)) out.push([[...path, k], b[k]]);
      else diff(a[k], b[k], [...path, k], out);
    }
    return out;
  }
  // A primitive that changed, or a change of shape (an array of another length): the new value whole.
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push([path, b]);
  return out;
}

/** Copies `node` shallowly, so a patched document shares every part it did not change. */
const shallow = (node: unknown): Record<string | number, unknown> =>
  (Array.isArray(node) ? [...(node as unknown[])] : { ...(node as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;

/** `doc` with `patch` applied; `doc` itself is left as it was. */
export function applyPatch<T>(doc: T, patch: Patch): T {
  let root: unknown = doc;
  for (const op of patch) {
    const [path] = op;
    if (path.length === 0) {
      root = op[1];
      continue;
    }
    const top = shallow(root);
    let node = top;
    for (const key of path.slice(0, -1)) {
      const child = shallow(node[key]);
      node[key] = child;
      node = child;
    }
    const last = path[path.length - 1];
    // diff() removes only object keys (an array that shrinks is sent whole).
    if (op.length === 1) delete node[last];
    else node[last] = op[1];
    root = top;
  }
  return root as T;
}

/** Every board of a timeline, seq 0 first (each shares with the one before it what did not change). */
export function timelineViews<V>(t: { start: V | null; steps: readonly Patch[] }): V[] {
  if (!t.start) return [];
  const views = [t.start];
  for (const step of t.steps) views.push(applyPatch(views[views.length - 1], step));
  return views;
}
