// Lambda's event filtering (the event source mapping's FilterCriteria): a record reaches the
// function when it matches any of the patterns. The pattern language is EventBridge's; the forms
// implemented are the ones a template of this project can hold (exact values, prefix, exists,
// anything-but), and any other form is refused rather than guessed.
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

const isObject = (v: unknown): v is { [k: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

function matchesOne(rule: Json, value: Json | undefined): boolean {
  if (!isObject(rule)) return value !== undefined && rule === value;
  const keys = Object.keys(rule);
  if (keys.length !== 1) throw new Error(`Unsupported filter rule ${JSON.stringify(rule)}`);
  const [op] = keys as [string];
  const arg = rule[op]!;
  switch (op) {
    case 'prefix':
      return typeof value === 'string' && typeof arg === 'string' && value.startsWith(arg);
    case 'exists':
      return (value !== undefined) === (arg === true);
    case 'anything-but':
      return value !== undefined && !(Array.isArray(arg) ? arg : [arg]).some((a) => a === value);
    default:
      throw new Error(`Unsupported filter operator "${op}"`);
  }
}

/** Whether `event` matches `pattern` (every key of the pattern; at a leaf, any of its rules). */
export function matchesPattern(pattern: Json, event: Json | undefined): boolean {
  if (Array.isArray(pattern)) {
    // A leaf: any rule matches the value (or, for an array value, any of its elements).
    const values = Array.isArray(event) ? event : [event];
    return pattern.some((rule) => values.some((v) => matchesOne(rule, v)));
  }
  if (!isObject(pattern)) throw new Error(`Unsupported filter pattern ${JSON.stringify(pattern)}`);
  if (!isObject(event)) return false;
  return Object.entries(pattern).every(([k, sub]) =>
    matchesPattern(sub, Object.hasOwn(event, k) ? event[k] : undefined),
  );
}

/** The mapping's filter from the template's `FilterCriteria` (patterns as JSON strings); none: everything passes. */
export function filterOf(criteria: { Filters?: { Pattern: string }[] } | undefined): (record: unknown) => boolean {
  const patterns = (criteria?.Filters ?? []).map((f) => JSON.parse(f.Pattern) as Json);
  return (record) => patterns.length === 0 || patterns.some((p) => matchesPattern(p, record as Json));
}
