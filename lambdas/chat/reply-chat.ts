// Which lines of a reply by mail are table talk, in one place: a line that starts with "say " posts
// the rest to the chat; a reply to a mail that asks no move (every reply address names a decision,
// so: once the game is over) posts all its lines. The other lines are moves. Then the post itself, with the answer's
// sentence of what was posted (or why not).
import { ApiFailure } from '../kernel/errors.js';
import type { Deps } from '../kernel/deps.js';
import type { GameMeta } from '../store/records.js';
import { postChat } from './chat.js';
import { ChatText } from '../../contract/api.js';

/** A line of table talk in a reply: "say …" (its text the first group). */
export const SAY = /^say\s+(.*)$/i;

/**
 * The reply's lines split: the chat text (null: none) and the lines left for moves, in order.
 * `typed`: the same lines as written, whose end punctuation the chat keeps (a move line drops it).
 */
export function chatFromReply(
  lines: readonly string[],
  asksMove: boolean,
  typed: readonly string[] = lines,
): { chat: string | null; moves: string[] } {
  const written = (i: number) => typed[i] ?? lines[i];
  if (!asksMove && lines.length) {
    return { chat: lines.map((_, i) => SAY.exec(written(i))?.[1] ?? written(i)).join('\n'), moves: [] };
  }
  const said: string[] = [];
  const moves: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (SAY.test(line)) said.push(SAY.exec(written(i))?.[1] ?? line);
    else moves.push(line);
  }
  return { chat: said.length ? said.join('\n') : null, moves };
}

/** Posts a reply's chat for `seat` (once per reply: the key is the mail's); the answer's sentence. */
export async function postFromReply(
  d: Deps,
  meta: GameMeta,
  seat: number,
  text: string,
  mailKey: string,
): Promise<string> {
  const parsed = ChatText.safeParse(text);
  if (!parsed.success) return `Not posted to the table's chat: ${parsed.error.issues[0].message}`;
  try {
    const r = await postChat(d, meta, seat, { text: parsed.data, key: `mail.${mailKey}.chat`, via: 'reply' });
    return `Posted to the table's chat: "${r.message.text}"`;
  } catch (e) {
    if (e instanceof ApiFailure) return `Not posted to the table's chat: ${e.message}`;
    throw e;
  }
}
