// Which lines of a reply by mail are table talk, in one place: a line that starts with "say " posts
// the rest to the chat; a reply to a mail that asks no move (every reply address names a decision,
// so: once the game is over) posts all its lines. The other lines are moves. Then the post itself, with the answer's
// sentence of what was posted (or why not).
import { ApiFailure } from '../kernel/errors.js';
import type { Deps } from '../kernel/deps.js';
import type { GameMeta } from '../store/records.js';
import { postChat } from './chat.js';
import { ChatText } from '../../contract/api.js';

const SAY = /^say\s+(.*)$/i;

/** The reply's lines split: the chat text (null: none) and the lines left for moves, in order. */
export function chatFromReply(lines: readonly string[], asksMove: boolean): { chat: string | null; moves: string[] } {
  if (!asksMove && lines.length) return { chat: lines.map((l) => SAY.exec(l)?.[1] ?? l).join('\n'), moves: [] };
  const said: string[] = [];
  const moves: string[] = [];
  for (const line of lines) {
    const m = SAY.exec(line);
    if (m) said.push(m[1]);
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
