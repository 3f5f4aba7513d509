// An invitee names their seat on the invitation's page: the field holds the seat's present name; a
// changed name is checked by the backend's own rule (NFC, trimmed, at most 30 characters, nothing
// invisible) before it is sent, a refusal says which field and keeps what was typed; a name left as
// suggested is not sent (the backend's choice stands).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/game-link', () => ({
  requireGameCaller: vi.fn(async () => ({ as: 'bob@example.com', email: 'bob@example.com' })),
}));
const api = vi.hoisted(() => ({ getGame: vi.fn(), turnLog: vi.fn(), submitMove: vi.fn(), joinGame: vi.fn() }));
vi.mock('@/lib/api', () => ({ api }));

import GamePage from '@/app/games/[id]/page';
import { joinFromForm } from '@/app/games/[id]/actions';
import { JoinForm } from '@/components/lobby/join-form';
import { formText } from '../../../support/form-text';

const GAME = 'g4mE_id-03';
const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};
const toTable = { digest: expect.stringContaining(`;/games/${GAME};`) as unknown };

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  api.turnLog.mockResolvedValue({ ok: true, data: { gameId: GAME, seq: -1, over: false, events: [] } });
  api.joinGame.mockResolvedValue({ ok: true, data: { gameId: GAME, status: 'open', seats: [] } });
});

describe("the invitee's seat name", () => {
  it("the invitation page asks it, filled in with the seat's name", async () => {
    const seats = [
      { seat: 0, name: 'Alice', kind: 'human', joined: true },
      { seat: 1, name: 'Bobby', kind: 'human', joined: false },
    ];
    api.getGame.mockResolvedValue({
      ok: true,
      data: { gameId: GAME, status: 'open', seat: 1, seq: -1, seats, view: null },
    });
    render(await GamePage({ params: Promise.resolve({ id: GAME }) }));
    expect(screen.getByLabelText<HTMLInputElement>('Your name at this table').value).toBe('Bobby');
    expect(screen.getByRole('button', { name: 'Join this game' })).toBeTruthy();
  });

  it('sends a changed name NFC-normalised and trimmed, and none when left as suggested', async () => {
    await expect(
      joinFromForm({}, form({ gameId: GAME, suggested: 'Bobby', name: '  Zoe\u0301 ' })),
    ).rejects.toMatchObject(toTable);
    expect(api.joinGame).toHaveBeenLastCalledWith('bob@example.com', GAME, 'Zo\u00E9');
    await expect(joinFromForm({}, form({ gameId: GAME, suggested: 'Bobby', name: 'Bobby ' }))).rejects.toMatchObject(
      toTable,
    );
    expect(api.joinGame).toHaveBeenLastCalledWith('bob@example.com', GAME);
  });

  it('refuses a bad name before sending it, naming the field and keeping what was typed', async () => {
    for (const bad of ['', '   ', 'x'.repeat(31), '<b>Bob</b>', 'Bob\u200B']) {
      const r = await joinFromForm({}, form({ gameId: GAME, suggested: 'Bobby', name: bad }));
      expect(r.error, JSON.stringify(bad)).toMatch(/^Your name: /);
      expect(r.name).toBe(bad);
    }
    expect(api.joinGame).not.toHaveBeenCalled();
  });

  it("shows the backend's refusal (a lookalike of another seat's name) and joins nothing", async () => {
    api.joinGame.mockResolvedValueOnce({
      ok: false,
      status: 400,
      code: 'bad-request',
      message: 'name: "Аlice" looks like "Alice", another seat\'s name at this table: choose another name.',
    });
    const r = await joinFromForm({}, form({ gameId: GAME, suggested: 'Bobby', name: 'Аlice' }));
    expect(r).toEqual({ error: expect.stringMatching(/^name: .*looks like "Alice"/) as unknown, name: 'Аlice' });
  });

  it('the form shows a refusal beside the field, with what was typed', async () => {
    const sent: string[] = [];
    const action = vi.fn(async (_prev: unknown, fd: FormData) => {
      sent.push(formText(fd, 'name'));
      return { error: 'Your name: A display name is at most 30 characters.', name: formText(fd, 'name') };
    });
    render(<JoinForm gameId={GAME} suggested="Bobby" action={action} />);
    const input = screen.getByLabelText<HTMLInputElement>('Your name at this table');
    fireEvent.change(input, { target: { value: 'Robert the Very Long Named One' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join this game' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your name: A display name is at most 30 characters.'),
    );
    expect(sent).toEqual(['Robert the Very Long Named One']);
    expect(screen.getByLabelText<HTMLInputElement>('Your name at this table').value).toBe(
      'Robert the Very Long Named One',
    );
    expect(screen.getByLabelText('Your name at this table').getAttribute('aria-invalid')).toBe('true');
  });
});
