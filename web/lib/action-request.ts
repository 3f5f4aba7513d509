// What Next's server-action handler answers with a 500 instead of a 4xx: a POST from another site
// (it aborts the action by throwing) and a body React cannot decode (broken JSON or multipart, a
// reference to a part the body does not hold). The proxy checks these first (web/proxy.ts).

/** The host a request was sent to, read as Next's own check reads it (x-forwarded-host first). */
export function requestHost(h: Headers): string | null {
  const forwarded = h.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || h.get('host');
}

/** A POST whose Origin is not this site ("null" and unreadable ones too). No Origin passes, as in Next. */
export function crossSite(h: Headers): boolean {
  const origin = h.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== requestHost(h);
  } catch {
    return true;
  }
}

/** Next's default limit on a server action's body (larger ones fail inside Next with a 500). */
export const MAX_ACTION_BODY = 1024 * 1024;
const MAX_DEPTH = 64;

/** React's reply strings that stand for a value on their own (`$$…` is an escaped string). */
const SELF_CONTAINED = /^\$(?:\$[\s\S]*|undefined|NaN|Infinity|-Infinity|-0|D[\s\S]*|T[\s\S]*|n-?\d{1,300})$/;
/** A reference to FormData entries (`$K<id>`): missing entries make an empty FormData, no error. */
const FORM_DATA_REF = /^\$K[0-9a-f]{1,8}$/;
/**
 * A reference to another part of the body (`$<id>`, `$@<id>`, `$Q<id>`, …), with a path into it for
 * an object sent twice (`$0:moves:1`): React throws on a part or a path that is not there.
 */
const PART_REF = /^\$[A-Za-z@]?([0-9a-f]{1,8})((?::[^:]*)*)$/;

/** The parts of a body by id, each parsed JSON; undefined when the body has no such part. */
type Parts = (id: number) => { value: unknown } | undefined;

/** Whether `path` (`:a:0`) leads through plain objects and arrays of `root`, by own keys. */
function pathExists(root: unknown, path: string): boolean {
  let at = root;
  for (const key of path.split(':').slice(1)) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** Whether every `$` string in a decoded JSON value can be resolved against the body's parts. */
function resolvable(v: unknown, parts: Parts, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (typeof v === 'string') {
    if (!v.startsWith('$') || SELF_CONTAINED.test(v) || FORM_DATA_REF.test(v)) return true;
    const ref = PART_REF.exec(v);
    const part = ref ? parts(Number.parseInt(ref[1], 16)) : undefined;
    return part !== undefined && pathExists(part.value, ref![2]);
  }
  if (Array.isArray(v)) return v.every((x) => resolvable(x, parts, depth + 1));
  if (v !== null && typeof v === 'object') return Object.values(v).every((x) => resolvable(x, parts, depth + 1));
  return true;
}

const parse = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

/** A fetch action's plain-text body: one JSON array of arguments (part 0, the only part). */
export function readableTextReply(text: string): boolean {
  const root = parse(text);
  return (
    root !== undefined && Array.isArray(root.value) && resolvable(root.value, (id) => (id === 0 ? root : undefined))
  );
}

/** The parts under `prefix` (`<prefix>0` is the root): each JSON, each reference to a part and path that exist. */
function readableParts(form: FormData, prefix: string, root: (v: unknown) => boolean): boolean {
  const parsed = new Map<number, { value: unknown } | undefined>();
  const parts: Parts = (id) => {
    if (!parsed.has(id)) {
      const text = form.get(`${prefix}${id}`);
      parsed.set(id, typeof text === 'string' ? parse(text) : undefined);
    }
    return parsed.get(id);
  };
  const first = parts(0);
  if (first === undefined || !root(first.value)) return false;
  for (const [key, value] of form) {
    const id = key.startsWith(prefix) ? key.slice(prefix.length) : '';
    if (!/^\d{1,8}$/.test(id) || typeof value !== 'string') continue;
    const part = parts(Number(id));
    if (part === undefined || !resolvable(part.value, parts)) return false;
  }
  return true;
}

/** A fetch action's multipart body (its arguments as parts, `0` the root array). */
export const readableFormReply = (form: FormData): boolean => readableParts(form, '', Array.isArray);

/**
 * A form posted without script: `$ACTION_ID_<id>` needs nothing more; each `$ACTION_REF_<n>` (an
 * action with bound arguments) needs its parts `$ACTION_<n>:…`, the root an object naming the action.
 */
export function readableFormAction(form: FormData): boolean {
  const named = (v: unknown) => v !== null && typeof v === 'object' && typeof Reflect.get(v, 'id') === 'string';
  for (const key of form.keys()) {
    if (key.startsWith('$ACTION_REF_') && !readableParts(form, `$ACTION_${key.slice('$ACTION_REF_'.length)}:`, named))
      return false;
  }
  return true;
}
