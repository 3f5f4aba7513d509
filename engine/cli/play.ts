// A terminal game against bots (seat 0 is you) or hot-seat, in the move notation.
//   npm run play -- [--players 2] [--bots big-money] [--hotseat] [--kingdom A,B,...] [--recommended "First Game"] [--seed S]
// Reads one move per line; works with piped input and stops cleanly at the game's end or at end of input.
import { createInterface } from 'node:readline';
import '../cards/index.js';
import { apply, newGame } from '../core/apply.js';
import { formatCost } from '../rules/cost.js';
import { decisionFor, legalTurnMoves } from '../rules/legal.js';
import { formatMove, parseMove } from '../words/notation.js';
import { seedFromString, type RngState } from '../core/rng.js';
import type { Decision, GameState, LogEntry, PlayerIndex } from '../core/types.js';
import { gameOverScores, redactEntry, view, type GameView, type OwnDecision } from '../views/view.js';
import { botIds, getBot, randomMove, type Bot } from '../bots/index.js';
import { int, list, parseFlags, runMain, str } from './args.js';

export interface PlayOptions {
  players: number;
  /** Bot ids for seats 1.. (repeated to fill); empty for hot-seat. */
  bots: string[];
  kingdom?: string[];
  recommended?: string;
  seed: string;
}

const HELP = `Moves (one per line):
  play Village          play an Action (Action phase) or a Treasure (Buy phase)
  play treasures        play all your Treasures
  buy Province          buy a card (or an Event)
  pay 2 debt            pay off debt
  end actions / end turn
Answers start with the word the question asks for (or "choose"):
  discard Copper, Estate    trash nothing    gain Silver    order Gold, Copper    yes / no
Other commands: help, hand, supply, quit`;

// ---- text -------------------------------------------------------------------------------------

const VERBS: Partial<Record<LogEntry['kind'], string>> = {
  draw: 'draws',
  play: 'plays',
  gain: 'gains',
  buy: 'buys',
  trash: 'trashes',
  discard: 'discards',
  reveal: 'reveals',
  topdeck: 'puts onto their deck',
  setAside: 'sets aside',
  return: 'returns',
  pass: 'passes',
  look: 'looks at',
};

function cardsText(e: LogEntry): string {
  if (e.cards && e.cards.length > 0) return e.cards.join(', ');
  const n = e.count ?? 0;
  return `${n} card${n === 1 ? '' : 's'}`;
}

/** One log entry as a line of text (already redacted for its reader). */
export function formatEntry(e: LogEntry, names: readonly string[]): string | null {
  const who = names[e.player] ?? `Player ${e.player + 1}`;
  const pad = '  '.repeat(e.depth);
  const target = e.target !== undefined ? ` to ${names[e.target] ?? e.target}` : '';
  const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));
  switch (e.kind) {
    case 'turn':
      return `--- ${who}: turn ${e.count ?? ''} ---`;
    case 'phase':
      return `${pad}${who}: ${e.detail ?? ''} phase`;
    case 'shuffle':
      return `${pad}${who} shuffles (${e.count ?? 0} cards)`;
    case 'coins':
      return `${pad}${who} ${signed(e.count ?? 0)} $`;
    case 'vp':
      return `${pad}${who} ${signed(e.count ?? 0)} VP`;
    case 'debt':
      return `${pad}${who} ${e.detail === 'paid' ? `pays off ${-(e.count ?? 0)} debt` : `takes ${e.count ?? 0} debt`}`;
    case 'choose':
      return null;
    case 'react':
      return `${pad}${who} reveals ${cardsText(e)}${e.detail ? ` (against ${e.detail})` : ''}`;
    case 'note':
      return `${pad}${who}: ${e.detail ?? cardsText(e)}`;
    case 'gameOver':
      return `=== Game over (scores ${gameOverScores(e)?.join(',') ?? ''}) ===`;
    default: {
      const verb = VERBS[e.kind] ?? e.kind;
      const shown = e.kind === 'discard' && !e.cards && e.detail ? `${cardsText(e)} (top: ${e.detail})` : cardsText(e);
      const where =
        e.kind === 'gain' && e.detail
          ? ` (to ${e.detail})`
          : e.kind === 'trash' && e.detail
            ? ` (from the ${e.detail})`
            : '';
      return `${pad}${who} ${verb} ${shown}${where}${target}`;
    }
  }
}

export function formatSupply(v: GameView): string {
  const pile = (p: GameView['supply'][number]) => {
    const top = p.top && p.top !== p.name ? ` [${p.top}]` : '';
    const tokens = (p.vpTokens ? ` ${p.vpTokens}VP` : '') + (p.debtTokens ? ` ${p.debtTokens}debt` : '');
    return `${p.name}${top} ${p.cost ? formatCost(p.cost) : '-'} (${p.count})${tokens}`;
  };
  const lines = [
    `Supply: ${v.supply
      .filter((p) => !p.kingdom)
      .map(pile)
      .join(', ')}`,
    `Kingdom: ${v.supply
      .filter((p) => p.kingdom)
      .map(pile)
      .join(', ')}`,
  ];
  if (v.events.length) lines.push(`Events: ${v.events.map((e) => `${e.name} ${formatCost(e.cost)}`).join(', ')}`);
  if (v.landmarks.length)
    lines.push(`Landmarks: ${v.landmarks.map((l) => `${l.name}${l.vpTokens ? ` (${l.vpTokens}VP)` : ''}`).join(', ')}`);
  return lines.join('\n');
}

export function formatTable(v: GameView, seat: PlayerIndex): string {
  const t = v.turn;
  const active = v.players[t.player];
  const lines = [
    `== ${active.name}, turn ${active.turnsTaken}, ${t.phase} phase | Actions ${t.actions}, Buys ${t.buys}, $${t.coins}${t.costReduction ? `, costs -$${t.costReduction}` : ''}`,
  ];
  v.players.forEach((p, i) => {
    const parts = [
      `hand ${p.handCount}`,
      `deck ${p.deckCount}`,
      `discard ${p.discardCount}${p.discardTop ? ` (${p.discardTop})` : ''}`,
    ];
    if (p.inPlay.length) parts.push(`in play: ${p.inPlay.join(', ')}`);
    if (p.durationsInPlay.length) parts.push(`durations: ${p.durationsInPlay.join(', ')}`);
    if (p.setAside.length) parts.push(`set aside: ${p.setAside.join(', ')}`);
    if (p.vpTokens) parts.push(`${p.vpTokens} VP tokens`);
    if (p.debt) parts.push(`${p.debt} debt`);
    lines.push(`  ${p.name}${i === seat ? ' (you)' : ''}: ${parts.join(', ')}`);
  });
  if (v.you) {
    lines.push(`Your hand: ${v.you.hand.length ? v.you.hand.join(', ') : '(empty)'}`);
    if (v.you.looking.length) lines.push(`You are looking at: ${v.you.looking.join(', ')}`);
  }
  return lines.join('\n');
}

/** What the seat must do now, with its legal answers. */
export function formatDecision(s: GameState, d: Decision, own: OwnDecision): string {
  const lines = [`${own.prompt}${own.source ? ` [${own.source}]` : ''}`];
  switch (own.kind) {
    case 'turn':
      lines.push(
        `Moves: ${legalTurnMoves(s, d.player)
          .map((m) => formatMove(m, d))
          .join(' | ')}`,
      );
      break;
    case 'cards': {
      const n = own.min === own.max ? `${own.min}` : `${own.min} to ${own.max}`;
      lines.push(
        `Pick ${n} of: ${own.candidates.join(', ')}  (e.g. "${own.verb} ${own.min === 0 ? 'nothing' : own.candidates.slice(0, Math.max(own.min, 1)).join(', ')}")`,
      );
      break;
    }
    case 'pile':
      lines.push(
        `Piles: ${own.piles.join(', ')}${own.optional ? ' (or "nothing")' : ''}  (e.g. "${own.verb} ${own.piles[0] ?? 'nothing'}")`,
      );
      break;
    case 'option': {
      const n = own.min === own.max ? `${own.min}` : `${own.min} to ${own.max}`;
      lines.push(`Choose ${n}: ${own.options.map((o) => o.label).join(' | ')}`);
      break;
    }
    case 'order':
      lines.push(`Order these, top first: ${own.cards.join(', ')}  (e.g. "order ${own.cards.join(', ')}")`);
      break;
    case 'number':
      lines.push(`A number from ${own.min} to ${own.max}  (e.g. "${own.verb} ${own.min}")`);
      break;
    case 'yesno':
      lines.push('Answer "yes" or "no".');
      break;
  }
  return lines.join('\n');
}

// ---- the game loop ----------------------------------------------------------------------------

/** Each seat's bot (null for a person) and name: seat 0 is you; with bots, the others take them in order, the last repeated. */
function seatsFor(o: PlayOptions): { botFor: (Bot | null)[]; names: string[] } {
  const botFor: (Bot | null)[] = [];
  const names: string[] = [];
  for (let p = 0; p < o.players; p++) {
    const id = p === 0 || o.bots.length === 0 ? null : o.bots[Math.min(p - 1, o.bots.length - 1)];
    const bot = id === null ? null : getBot(id);
    botFor.push(bot);
    names.push(bot ? `${bot.id} (seat ${p + 1})` : `Player ${p + 1}`);
  }
  return { botFor, names };
}

/** Applies the bot's move (a random legal one if the bot's is rejected) and returns the log it adds. */
function playBot(s: GameState, bot: Bot, p: PlayerIndex, rng: RngState): LogEntry[] {
  let r = apply(s, bot.move(s, p, rng));
  if (!r.ok) r = apply(s, randomMove(s, p, rng));
  if (!r.ok) throw new Error(`The bot in seat ${p + 1} is stuck: ${r.error.message}`);
  return r.log;
}

/** Answers a word that is a command rather than a move: 'quit' ends the game, null means it is a move. */
function answerCommand(
  word: string,
  s: GameState,
  d: Decision,
  v: GameView,
  out: (text: string) => void,
): 'quit' | 'answered' | null {
  if (word === 'help' || word === '?') {
    out(HELP);
    return 'answered';
  }
  if (word === 'quit' || word === 'exit') {
    out('Bye.');
    return 'quit';
  }
  if (word === 'supply') {
    out(formatSupply(v));
    return 'answered';
  }
  if (word === 'hand') {
    out(formatTable(v, d.player));
    out(formatDecision(s, d, v.decision!));
    return 'answered';
  }
  return null;
}

function outResult(
  result: NonNullable<GameState['result']>,
  names: readonly string[],
  out: (text: string) => void,
): void {
  out(`Final scores: ${names.map((n, p) => `${n} ${result.scores[p]} (${result.turns[p]} turns)`).join(', ')}`);
  out(`Winner${result.winners.length > 1 ? 's' : ''}: ${result.winners.map((p) => names[p]).join(' and ')}`);
}

export async function playTerminal(
  o: PlayOptions,
  input: NodeJS.ReadableStream,
  out: (text: string) => void,
): Promise<void> {
  // Piped input is not echoed by a terminal: echo it so the transcript reads like a session.
  const echoOff = (input as { isTTY?: boolean }).isTTY === true;
  const { botFor, names } = seatsFor(o);
  const created = newGame({ players: names, seed: o.seed, kingdom: o.kingdom, recommended: o.recommended });
  const s = created.state;
  const log: LogEntry[] = [...created.log];
  const seen = names.map(() => 0);
  const rngs: RngState[] = names.map((_, p) => seedFromString(`${o.seed}/bot/${p}`));
  out(
    `Dominion: ${names.join(' vs ')}  (seed "${o.seed}")\nKingdom: ${s.config.kingdom.join(', ')}\nType "help" for the move notation.`,
  );

  const rl = createInterface({ input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const showLog = (seat: PlayerIndex) => {
    for (let i = seen[seat]; i < log.length; i++) {
      const text = formatEntry(redactEntry(log[i], seat), names);
      if (text !== null) out(text);
    }
    seen[seat] = log.length;
  };
  let lastShown = -1;
  const supplyShownOnTurn = names.map(() => -1);

  try {
    while (!s.result) {
      const botDecision = s.pending.find((d) => botFor[d.player] !== null);
      if (botDecision) {
        const p = botDecision.player;
        log.push(...playBot(s, botFor[p]!, p, rngs[p]));
        continue;
      }
      const d = s.pending[0];
      const seat = d.player;
      showLog(seat);
      const v = view(s, seat);
      if (lastShown !== d.id) {
        // The Supply once per turn (and on "supply"), the table and the question every time.
        if (supplyShownOnTurn[seat] !== s.turn.number) {
          out(formatSupply(v));
          supplyShownOnTurn[seat] = s.turn.number;
        }
        out(formatTable(v, seat));
        out(formatDecision(s, d, v.decision!));
        lastShown = d.id;
      }
      out(`${names[seat]}> `);
      const next = await lines.next();
      if (next.done) {
        out('End of input: leaving the game unfinished.');
        return;
      }
      const text = String(next.value).trim();
      if (!echoOff) out(text);
      if (text === '') continue;
      const command = answerCommand(text.toLowerCase(), s, d, v, out);
      if (command === 'quit') return;
      if (command === 'answered') continue;
      const parsed = parseMove(text, seat, decisionFor(s, seat));
      if (!parsed.ok) {
        out(parsed.error.message);
        continue;
      }
      const r = apply(s, parsed.move);
      if (!r.ok) {
        out(r.error.message);
        continue;
      }
      log.push(...r.log);
    }
    showLog(botFor.indexOf(null));
    outResult(s.result, names, out);
  } finally {
    rl.close();
  }
}

const USAGE = `Usage: npm run play -- [--players 2] [--bots ${botIds().join('|')}[,...]] [--hotseat]
  [--kingdom A,B,...] [--recommended "First Game"] [--seed S]`;

async function main(): Promise<void> {
  const flags = parseFlags(
    process.argv.slice(2),
    ['hotseat', 'help'],
    ['bots', 'kingdom', 'players', 'recommended', 'seed'],
  );
  if (flags.has('help')) {
    process.stdout.write(`${USAGE}\n\n${HELP}\n`);
    return;
  }
  const bots = flags.has('hotseat') ? [] : (list(flags, 'bots') ?? ['big-money']);
  for (const b of bots) getBot(b);
  await playTerminal(
    {
      players: int(flags, 'players', 2, 2, 6),
      bots,
      kingdom: list(flags, 'kingdom'),
      recommended: str(flags, 'recommended'),
      seed: str(flags, 'seed') ?? `game-${Date.now().toString(36)}`,
    },
    process.stdin,
    (text) => process.stdout.write(text.endsWith('> ') ? text : `${text}\n`),
  );
}

if (process.argv[1]?.endsWith('play.ts')) runMain(main);
