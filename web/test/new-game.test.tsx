// The new-game form with a hand-picked kingdom: Empires kingdoms come with Events and Landmarks,
// so picking 10 piles also offers up to two of each, and the form sends them.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewGameFormView } from '@/components/lobby/new-game-form';
import { readNewGameForm } from '@/lib/forms';

const piles = ['Capital', 'Engineer', 'Patrician/Emporium', 'Catapult/Rocks', 'Villa', 'Archive', 'Crown', 'Enchantress', 'Castles', 'Forum', 'Village']
  .map((name) => ({ name, set: 'empires' }));
const events = ['Banquet', 'Donate', 'Tax', 'Triumph'];
const landmarks = ['Arena', 'Basilica', 'Obelisk'];

function form() {
  const action = vi.fn(async () => ({}));
  render(<NewGameFormView action={action} recommended={['First Game']} piles={piles} texts={{}} events={events} landmarks={landmarks} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Pick 10 piles' }));
  return action;
}

describe('new game: a hand-picked kingdom with Events and Landmarks', () => {
  it('offers every Event and Landmark, at most two of each', () => {
    form();
    const ev = screen.getByRole('group', { name: /^Events \(up to 2\)/ });
    expect(within(ev).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).value)).toEqual(events);
    fireEvent.click(within(ev).getByRole('checkbox', { name: 'Triumph' }));
    fireEvent.click(within(ev).getByRole('checkbox', { name: 'Tax' }));
    expect(within(ev).getByRole('checkbox', { name: 'Banquet' })).toHaveProperty('disabled', true);
    expect(within(ev).getByRole('checkbox', { name: 'Triumph' })).toHaveProperty('disabled', false);
    const lm = screen.getByRole('group', { name: /^Landmarks \(up to 2\)/ });
    fireEvent.click(within(lm).getByRole('checkbox', { name: 'Basilica' }));
    expect(within(lm).getByRole('checkbox', { name: 'Arena' })).toHaveProperty('disabled', false);
  });

  it('the form data carries them to the create request', () => {
    form();
    for (const p of piles.slice(0, 10)) fireEvent.click(screen.getByRole('checkbox', { name: `${p.name} (empires)` }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Triumph' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Basilica' }));
    fireEvent.change(screen.getByLabelText('Bots'), { target: { value: '1' } });
    const fd = new FormData(document.querySelector('form.new-game') as HTMLFormElement);
    const parsed = readNewGameForm(fd);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ mode: 'pick', events: ['Triumph'], landmarks: ['Basilica'] });
    expect(parsed.data!.kingdom).toHaveLength(10);
  });

  it('refuses a third Event sent by hand', () => {
    const fd = new FormData();
    for (const [k, v] of [['mode', 'pick'], ['bots', '1'], ['invites', ''], ['reminderHours', '24']] as const) fd.set(k, v);
    for (const p of piles.slice(0, 10)) fd.append('kingdom', p.name);
    for (const e of ['Banquet', 'Donate', 'Tax']) fd.append('events', e);
    const parsed = readNewGameForm(fd);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toContain('Pick at most 2 Events.');
  });

  it('offers the bot levels, normal by default, and sends the one chosen; an unknown level is refused', () => {
    form();
    const level = screen.getByLabelText('playing') as HTMLSelectElement;
    expect([...level.options].map((o) => o.value)).toEqual(['easy', 'normal', 'hard']);
    expect(level.value).toBe('normal');
    fireEvent.change(level, { target: { value: 'hard' } });
    for (const p of piles.slice(0, 10)) fireEvent.click(screen.getByRole('checkbox', { name: `${p.name} (empires)` }));
    const fd = new FormData(document.querySelector('form.new-game') as HTMLFormElement);
    expect(readNewGameForm(fd).data?.botLevel).toBe('hard');
    fd.set('botLevel', 'constructor');
    expect(readNewGameForm(fd).success).toBe(false);
  });
});
