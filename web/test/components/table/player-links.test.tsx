// At the end of a game each rated human's name links to their player page by their rating handle,
// which can differ from the seat's name ("Ann" rated as "Ann 2"); a bot, or a player not rated yet,
// has no link.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apply, createGame, RULES_VERSION, seedFromString, view, type GameState } from '@engine/index';
import { bigMoneyBot } from '@engine/bots/index';
import { Result } from '@/components/table/players';
import { playerHrefs } from '@/components/table/player-hrefs';

/** A whole Big Money game of three, played by the engine's bot. */
function finished(seed: string): GameState {
  let state = createGame({
    players: ['Ann', 'Bob', 'easy bot'],
    kingdom: ['Cellar', 'Market', 'Merchant', 'Militia', 'Mine', 'Moat', 'Remodel', 'Smithy', 'Village', 'Workshop'],
    events: [],
    landmarks: [],
    seed,
    rulesVersion: RULES_VERSION,
  }).state;
  for (let i = 0; !state.result; i++) {
    const r = apply(state, bigMoneyBot.move(state, state.pending[0].player, seedFromString(`${seed}/${i}`)));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe('player page links at the end of a game', () => {
  it('go by the rating handle, not the seat name; none for a bot or an unrated player', () => {
    const hrefs = playerHrefs([{ kind: 'human', handle: 'Ann 2' }, { kind: 'human' }, { kind: 'bot' }]);
    expect(hrefs).toEqual(['/players/Ann%202', null, null]);
    const state = finished('links-1');
    render(<Result view={view(state, 0)} playerHrefs={hrefs} />);
    const table = screen.getByRole('table', { name: 'Final scores' });
    const links = within(table).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Ann', '/players/Ann%202']]);
  });
});
