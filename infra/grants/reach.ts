// Which store methods, and which AWS calls beyond DynamoDB, each deployed function can reach: one
// TypeScript program over the backend (the root tsconfig's options) plus the entry modules
// (entries/<name>.ts), walked from each entry (walk.ts). A store method counts when reached code
// accesses a member of the store's interfaces (`Store` in lambdas/store/ports.ts and the interfaces
// it extends), whatever the type it goes through (Pick, Omit, Deps['store'], destructuring); SES
// sending and S3 reading count when reached code names their SDK commands. `npm run grants` writes the result to reached.json, which the
// CDK app grants from (grants/roles.ts) and test/grants.test.ts holds to the code.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { isStoreMethod, type StoreMethod } from '../../lambdas/store/access.js';
import { walkFrom } from './walk.js';

/** What one function's code reaches. */
export interface Reach {
  /** Store methods, sorted. */
  store: StoreMethod[];
  /** SES SendEmail / SendRawEmail. */
  sendsMail: boolean;
  /** S3 GetObject / HeadObject (the inbound mail bucket). */
  readsS3: boolean;
}

/** By function name (the entry module's name). */
export type Reached = Record<string, Reach>;

export const INFRA_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ROOT = path.dirname(INFRA_ROOT.replace(/[\\/]$/, ''));
export const ENTRIES_DIR = path.join(INFRA_ROOT, 'entries');
export const REACHED_FILE = path.join(INFRA_ROOT, 'grants', 'reached.json');

/**
 * The store's interfaces: `Store` and every interface it extends, read from ports.ts, so a part
 * added to the store (in any lambdas/store/*ports.ts file) is walked without a list to keep.
 */
function storeInterfaces(program: ts.Program, portsFile: string): Set<string> {
  const source = program.getSourceFile(portsFile);
  const store = source?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Store',
  );
  if (!store) throw new Error(`${portsFile} declares no Store interface`);
  const parts = (store.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(source)));
  return new Set(['Store', ...parts]);
}

/** SDK commands by package: what each one means for the grants. */
const SDK_COMMANDS = new Map<string, { pkg: RegExp; reach: 'sendsMail' | 'readsS3' }>([
  ['SendEmailCommand', { pkg: /[\\/]@aws-sdk[\\/]client-sesv?2?[\\/]/, reach: 'sendsMail' }],
  ['SendRawEmailCommand', { pkg: /[\\/]@aws-sdk[\\/]client-ses[\\/]/, reach: 'sendsMail' }],
  ['GetObjectCommand', { pkg: /[\\/]@aws-sdk[\\/]client-s3[\\/]/, reach: 'readsS3' }],
  ['HeadObjectCommand', { pkg: /[\\/]@aws-sdk[\\/]client-s3[\\/]/, reach: 'readsS3' }],
]);

/** The store port a symbol is a member of (its name), if any. */
function storePortMember(
  symbol: ts.Symbol,
  portsFiles: ReadonlySet<string>,
  interfaces: ReadonlySet<string>,
): string | undefined {
  const onPort = (symbol.declarations ?? []).some(
    (d) =>
      portsFiles.has(path.resolve(d.getSourceFile().fileName)) &&
      ts.isInterfaceDeclaration(d.parent) &&
      interfaces.has(d.parent.name.text),
  );
  return onPort ? symbol.name : undefined;
}

/** The program: the root tsconfig's options, rooted at the entry modules. */
export function entryProgram(entryFiles: readonly string[], projectRoot = PROJECT_ROOT): ts.Program {
  const configFile = path.join(projectRoot, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f));
  const { error } = read;
  const config: unknown = read.config;
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, projectRoot);
  return ts.createProgram({ rootNames: [...entryFiles], options });
}

/** What the code reached from one entry module holds; store members not in STORE_ACCESS (ensureTable) throw. */
export function reachOf(program: ts.Program, entryFile: string, projectRoot = PROJECT_ROOT): Reach {
  const checker = program.getTypeChecker();
  // ports.ts, and the parts of the store in files of their own (rating-ports.ts, chat-ports.ts, …).
  const storeDir = path.join(projectRoot, 'lambdas', 'store');
  const portsFiles = new Set(
    readdirSync(storeDir)
      .filter((f) => f.endsWith('ports.ts'))
      .map((f) => path.join(storeDir, f)),
  );
  const interfaces = storeInterfaces(program, path.join(storeDir, 'ports.ts'));
  const entry = program.getSourceFile(entryFile);
  if (!entry) throw new Error(`${entryFile} is not in the program`);
  const store = new Set<StoreMethod>();
  const reach: Reach = { store: [], sendsMail: false, readsS3: false };
  walkFrom(entry, checker, {
    isProject: (f) =>
      !f.isDeclarationFile &&
      !f.fileName.includes('/node_modules/') &&
      path.resolve(f.fileName).startsWith(projectRoot),
    onSymbol(symbol) {
      const member = storePortMember(symbol, portsFiles, interfaces);
      if (member !== undefined && member !== 'stats') {
        if (!isStoreMethod(member))
          throw new Error(`${path.basename(entryFile)} reaches store.${member}, which no deployed function may call`);
        store.add(member);
      }
      const command = SDK_COMMANDS.get(symbol.name);
      if (command && (symbol.declarations ?? []).some((d) => command.pkg.test(d.getSourceFile().fileName)))
        reach[command.reach] = true;
    },
  });
  return { ...reach, store: [...store].sort() };
}

/** The entry modules (entries/api/<module>/<name>.ts, entries/jobs/<name>.ts), by name, sorted by name. */
export function entryFiles(entriesDir = ENTRIES_DIR): Map<string, string> {
  const files = readdirSync(entriesDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  return new Map(
    files.map((f) => [path.basename(f, '.ts'), path.join(entriesDir, f)] as const).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** The entry modules' names, sorted. */
export const entryNames = (entriesDir = ENTRIES_DIR): string[] => [...entryFiles(entriesDir).keys()];

/** The reach of every entry module, by function name (sorted). */
export function computeReached(entriesDir = ENTRIES_DIR, projectRoot = PROJECT_ROOT): Reached {
  const entries = entryFiles(entriesDir);
  const names = [...entries.keys()];
  const files = [...entries.values()];
  const program = entryProgram(files, projectRoot);
  return Object.fromEntries(names.map((n, i) => [n, reachOf(program, files[i], projectRoot)]));
}

/** reached.json's text: stable, one function per block. */
export const reachedJson = (r: Reached) => `${JSON.stringify(r, null, 2)}\n`;
