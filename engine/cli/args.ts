// Minimal command-line flags: "--name value", "--name=value" and bare "--flag".
export type Flags = Map<string, string | true>;

/**
 * `booleans` never take a value; `values` (when given) are the other options the command knows, and
 * then anything else is refused with the list: a typo or `--help` must not start an hour's run.
 */
export function parseFlags(
  argv: readonly string[],
  booleans: readonly string[] = [],
  values?: readonly string[],
): Flags {
  const flags: Flags = new Map();
  const known = values && new Set([...booleans, ...values]);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`Unexpected argument "${a}".`);
    const eq = a.indexOf('=');
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    if (known && !known.has(name))
      throw new Error(`Unknown option --${name}. Options: ${[...known].map((k) => `--${k}`).join(', ')}.`);
    if (eq > 0) {
      flags.set(name, a.slice(eq + 1));
      continue;
    }
    const next = argv[i + 1];
    if (booleans.includes(name) || next === undefined || next.startsWith('--')) flags.set(name, true);
    else {
      flags.set(name, next);
      i++;
    }
  }
  return flags;
}

export function str(flags: Flags, name: string): string | undefined {
  const v = flags.get(name);
  if (v === true) throw new Error(`--${name} needs a value.`);
  return v;
}

export function int(flags: Flags, name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const v = str(flags, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

export function list(flags: Flags, name: string): string[] | undefined {
  const v = str(flags, name);
  return v === undefined
    ? undefined
    : v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
}

/** Runs a CLI main, printing a thrown Error's message (not a stack) and exiting 1. */
export function runMain(main: () => void | Promise<void>): void {
  Promise.resolve()
    .then(main)
    .catch((e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    });
}
