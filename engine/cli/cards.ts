// Lists every registered card, Event and Landmark: name, set, kind, cost and types.
//   npm run cards [-- --json] [--set base|intrigue|empires]
import '../cards/index.js';
import { formatCost } from '../rules/cost.js';
import { allDefs } from '../core/registry.js';
import type { Cost, CardType, SetName } from '../core/types.js';
import { list, parseFlags, runMain } from './args.js';

export interface CardRow {
  name: string;
  set: SetName;
  kind: 'card' | 'event' | 'landmark';
  cost: Cost;
  types: CardType[];
}

const SET_ORDER: SetName[] = ['base', 'intrigue', 'empires'];
const KIND_ORDER = ['card', 'event', 'landmark'];

export function cardRows(sets?: readonly string[]): CardRow[] {
  return allDefs()
    .filter((d) => !sets || sets.includes(d.set))
    .map(
      (d): CardRow => ({
        name: d.name,
        set: d.set,
        kind: d.kind ?? 'card',
        cost: { coins: d.cost.coins, debt: d.cost.debt },
        types: [...d.types],
      }),
    )
    .sort(
      (a, b) =>
        SET_ORDER.indexOf(a.set) - SET_ORDER.indexOf(b.set) ||
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        a.cost.coins - b.cost.coins ||
        a.cost.debt - b.cost.debt ||
        a.name.localeCompare(b.name),
    );
}

export function formatTable(rows: readonly CardRow[]): string {
  const cells = rows.map((r) => [r.name, r.set, r.kind, formatCost(r.cost), r.types.join(' - ')]);
  const head = ['Name', 'Set', 'Kind', 'Cost', 'Types'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    `${rows.length} cards, Events and Landmarks`,
  ].join('\n');
}

function main(): void {
  const flags = parseFlags(process.argv.slice(2), ['json'], ['set']);
  const rows = cardRows(list(flags, 'set'));
  process.stdout.write(flags.get('json') === true ? `${JSON.stringify(rows)}\n` : `${formatTable(rows)}\n`);
}

if (process.argv[1]?.endsWith('cards.ts')) runMain(main);
