// The new-game form: the card picker (cost, types, text from the engine's registry; a set filter;
// "Fill the rest at random"), Events and Landmarks with a hand-picked kingdom, and a refused form
// that keeps everything entered and shows each error beside its field with the focus there.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewGameFormView, type NewGameState } from '@/components/lobby/new-game-form';
import { drawRandom } from '@/components/lobby/card-picker';
import { errorsOf, fieldOfServerError, valuesOf } from '@/components/lobby/new-game-values';
import { kingdomCatalog, landscapeCatalog } from '@/components/lobby/pile-catalog';
import { readNewGameForm } from '@/lib/forms';
import { ALL_SETS } from '@/lib/engine';

const piles = kingdomCatalog();
const events = landscapeCatalog('event');
const landmarks = landscapeCatalog('landmark');
const EMPIRES = [
  'Capital',
  'Engineer',
  'Patrician/Emporium',
  'Catapult/Rocks',
  'Villa',
  'Archive',
  'Crown',
  'Enchantress',
  'Castles',
  'Forum',
];

/** The form's own checks, as the server action runs them (no game server: these refusals come first). */
const checkOnly = async (_prev: NewGameState, fd: FormData): Promise<NewGameState> => {
  const f = readNewGameForm(fd);
  return f.success ? { values: valuesOf(fd), error: 'checked' } : { values: valuesOf(fd), ...errorsOf(f.error.issues) };
};

function form(action: (p: NewGameState, fd: FormData) => Promise<NewGameState> = vi.fn(async () => ({}))) {
  render(
    <NewGameFormView
      action={action}
      recommended={['First Game', 'Size Distortion']}
      piles={piles}
      events={events}
      landmarks={landmarks}
    />,
  );
  return { form: document.querySelector('form.new-game') as HTMLFormElement, action };
}
const pickMode = () => fireEvent.click(screen.getByRole('radio', { name: 'Pick 10 piles' }));
const cards = () => within(screen.getByRole('list', { name: 'Kingdom cards' }));
/** A picker's checkbox by its card (a query by value: role queries over 80 described tiles are slow). */
const box = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`.pick-tile input[value="${name}"]`);
  if (!el) throw new Error(`no tile for ${name}`);
  return el;
};
const tile = (name: string) => box(name).closest('li')!;

// The picker renders every pile of three sets with its text: slow on a busy machine.
const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

describe('new game: the card picker', SLOW, () => {
  it('shows each pile with its cost (coins and debt), types, set and text', () => {
    form();
    pickMode();
    expect(tile('Engineer').textContent).toContain('4 debt');
    expect(tile('Smithy').textContent).toMatch(/\$4.*Action.*Base.*\+3 Cards/s);
    const split = tile('Patrician/Emporium');
    // A split pile costs what its top card costs and lists both cards' text.
    expect(split.querySelector('.pick-cost')!.textContent).toBe('$2');
    expect(split.textContent).toContain('Emporium');
    expect(tile('Militia').querySelector('.pick-types')!.textContent).toBe('Action – Attack');
    // The checkbox is named by the card alone and described by the rest.
    const militia = screen.getByRole('checkbox', { name: 'Militia' });
    const described = militia
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
      .join(' ');
    expect(described).toContain('Each other player discards down to 3 cards in hand.');
  });

  it('lists the cheapest first and filters by set and by a search of names and text', () => {
    form();
    pickMode();
    const names = () =>
      [...cards().getAllByRole('listitem')].flatMap((li) => [...li.querySelectorAll('input')].map((c) => c.value));
    const all = names();
    expect(all).toHaveLength(piles.length);
    expect(all.indexOf('Cellar')).toBeLessThan(all.indexOf('Market'));
    // A debt counts like a coin: Engineer (4 debt) among the $4s, City Quarter (8 debt) after the $5s.
    expect(all.indexOf('Engineer')).toBeLessThan(all.indexOf('Market'));
    expect(all.indexOf('Market')).toBeLessThan(all.indexOf('City Quarter'));
    const sets = screen.getByRole('group', { name: 'Show cards from' });
    fireEvent.click(within(sets).getByRole('checkbox', { name: 'Base' }));
    fireEvent.click(within(sets).getByRole('checkbox', { name: 'Intrigue' }));
    expect(names().sort()).toEqual(
      piles
        .filter((p) => p.set === 'empires')
        .map((p) => p.name)
        .sort(),
    );
    fireEvent.change(screen.getByLabelText('Search names and text'), { target: { value: 'your buy phase' } });
    expect(names()).toContain('Villa');
    expect(names()).not.toContain('Engineer');
  });

  it('fills the rest at random from the sets shown, keeping the cards already picked', () => {
    form();
    pickMode();
    const sets = screen.getByRole('group', { name: 'Show cards from' });
    fireEvent.click(within(sets).getByRole('checkbox', { name: 'Base' }));
    fireEvent.click(within(sets).getByRole('checkbox', { name: 'Empires' }));
    fireEvent.click(box('Masquerade'));
    fireEvent.click(screen.getByRole('button', { name: 'Fill the rest at random' }));
    const picked = within(screen.getByRole('list', { name: 'Picked piles' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')!.replace('Remove ', ''));
    expect(picked).toHaveLength(10);
    expect(picked[0]).toBe('Masquerade');
    expect(new Set(picked).size).toBe(10);
    for (const n of picked) expect(piles.find((p) => p.name === n)!.set).toBe('intrigue');
    expect(screen.getByRole('button', { name: 'Fill the rest at random' })).toHaveProperty('disabled', true);
    expect(screen.getByText('10/10 picked')).toBeTruthy();
    expect(drawRandom(['a', 'b', 'c'], 5, () => 0)).toEqual(['a', 'b', 'c']);
  });

  it('offers every Event and Landmark with its cost and text, at most two of each', () => {
    form();
    pickMode();
    const ev = screen.getByRole('group', { name: /^Events \(up to 2\)/ });
    expect(
      within(ev)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).value)
        .sort(),
    ).toEqual(events.map((e) => e.name).sort());
    expect(tile('Triumph').textContent).toContain('5 debt');
    fireEvent.click(box('Triumph'));
    fireEvent.click(box('Tax'));
    expect(box('Banquet').disabled).toBe(true);
    expect(box('Triumph').disabled).toBe(false);
    const lm = screen.getByRole('group', { name: /^Landmarks \(up to 2\)/ });
    expect(within(lm).getByRole('checkbox', { name: 'Basilica' })).toBe(box('Basilica'));
    fireEvent.click(box('Basilica'));
    expect(box('Arena').disabled).toBe(false);
  });

  it('sends the picks, Events and Landmarks, also those a filter hides', () => {
    const { form: f } = form();
    pickMode();
    for (const k of EMPIRES) fireEvent.click(box(k));
    fireEvent.click(box('Triumph'));
    fireEvent.click(box('Basilica'));
    fireEvent.change(screen.getByLabelText('Search names and text'), { target: { value: 'Villa' } });
    const parsed = readNewGameForm(new FormData(f));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ mode: 'pick', events: ['Triumph'], landmarks: ['Basilica'] });
    expect([...parsed.data!.kingdom].sort()).toEqual([...EMPIRES].sort());
  });
});

describe('new game: a refused form', SLOW, () => {
  it('keeps the mode, the picks, the Events and the invitations, and focuses the field at fault', async () => {
    const { form: f } = form(checkOnly);
    pickMode();
    for (const k of ['Village', 'Smithy', 'Militia']) fireEvent.click(box(k));
    fireEvent.click(box('Banquet'));
    fireEvent.change(screen.getByLabelText('Invite by email (one per line)'), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Alice' } });
    fireEvent.submit(f);
    const error = await screen.findByText('Pick exactly 10 Kingdom piles (you picked 3).', {}, WAIT);
    // Beside the picker, and the focus is on the picker (whose description is the message).
    const picker = document.getElementById('ng-kingdom')!;
    expect(picker.contains(error)).toBe(true);
    // The focus moves in an effect after the message renders: wait for it, as the other cases do.
    await waitFor(() => expect(document.activeElement).toBe(picker), WAIT);
    expect(picker.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByRole('radio', { name: 'Pick 10 piles' })).toHaveProperty('checked', true);
    for (const k of ['Village', 'Smithy', 'Militia', 'Banquet']) expect(box(k).checked).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Invite by email (one per line)').value).toBe('bob@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Alice');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a bad address beside the invitations and focuses them', async () => {
    const { form: f } = form(checkOnly);
    fireEvent.change(screen.getByLabelText('Invite by email (one per line)'), { target: { value: 'not-an-address' } });
    fireEvent.submit(f);
    const box = screen.getByLabelText('Invite by email (one per line)');
    await waitFor(() => expect(document.activeElement).toBe(box), WAIT);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe('Not an email address.');
  });

  it('shows a refusal about no field beside the Create button, focused', async () => {
    const { form: f } = form(async (_p, fd) => ({
      values: valuesOf(fd),
      error: 'The game server cannot be reached. Try again in a moment.',
    }));
    fireEvent.click(screen.getByRole('radio', { name: 'Random from sets' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Empires' }));
    fireEvent.submit(f);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toMatch(/cannot be reached/);
    await waitFor(() => expect(document.activeElement).toBe(alert), WAIT);
    expect(alert.previousElementSibling!.textContent).toBe('Create game');
    expect(screen.getByRole('checkbox', { name: 'Empires' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Random from sets' })).toHaveProperty('checked', true);
  });

  it('offers every set the engine knows, in its order, to draw a random kingdom from', () => {
    form();
    fireEvent.click(screen.getByRole('radio', { name: 'Random from sets' }));
    const draw = screen.getByRole('group', { name: 'Draw the 10 piles from' });
    expect(
      within(draw)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual([...ALL_SETS]);
    expect(new Set(piles.map((p) => p.set))).toEqual(new Set(ALL_SETS));
  });

  it('sends back what was typed (a page posted without script is rendered from it)', () => {
    const fd = new FormData();
    for (const [k, v] of [
      ['mode', 'pick'],
      ['name', 'Alice'],
      ['invites', 'bob@example.com'],
      ['bots', '2'],
      ['reminderHours', '12'],
    ] as const)
      fd.set(k, v);
    for (const k of ['Village', 'Smithy']) fd.append('kingdom', k);
    expect(valuesOf(fd)).toMatchObject({
      mode: 'pick',
      kingdom: ['Village', 'Smithy'],
      invites: 'bob@example.com',
      bots: '2',
      sets: [],
    });
  });
});

describe('new game: which field a game-server refusal is about', () => {
  it('reads the field from the words', () => {
    expect(fieldOfServerError('bob@example.com has two seats.', 'pick')).toBe('invites');
    expect(fieldOfServerError('There is no bot "x".', 'pick')).toBe('bots');
    expect(fieldOfServerError('No recommended set named "X".', 'recommended')).toBe('recommended');
    expect(fieldOfServerError('Unknown event: "Feast".', 'pick')).toBe('events');
    expect(fieldOfServerError('"Spy" is not a Kingdom pile.', 'pick')).toBe('kingdom');
    expect(fieldOfServerError('The chosen sets have only 9 Kingdom piles.', 'random')).toBe('sets');
    expect(fieldOfServerError('Something else broke.', 'pick')).toBeNull();
  });

  it('bounds the values it echoes', () => {
    const fd = new FormData();
    fd.set('invites', 'x'.repeat(5000));
    fd.set('mode', 'weird');
    for (let i = 0; i < 50; i++) fd.append('kingdom', `card${i}`);
    const v = valuesOf(fd);
    expect(v.invites).toHaveLength(2000);
    expect(v.mode).toBe('recommended');
    expect(v.kingdom).toHaveLength(20);
  });
});

describe('new game: bots', SLOW, () => {
  it('offers the bot levels, normal by default, and sends the one chosen; an unknown level is refused', () => {
    form();
    pickMode();
    const level = screen.getByLabelText<HTMLSelectElement>('playing');
    expect([...level.options].map((o) => o.value)).toEqual(['easy', 'normal', 'hard']);
    expect(level.value).toBe('normal');
    fireEvent.change(level, { target: { value: 'hard' } });
    for (const k of EMPIRES) fireEvent.click(box(k));
    const fd = new FormData(document.querySelector('form.new-game') as HTMLFormElement);
    expect(readNewGameForm(fd).data?.botLevel).toBe('hard');
    fd.set('botLevel', 'constructor');
    expect(readNewGameForm(fd).success).toBe(false);
  });

  it('keeps the level chosen when the form is refused', async () => {
    const { form: f } = form(checkOnly);
    fireEvent.change(screen.getByLabelText('playing'), { target: { value: 'hard' } });
    fireEvent.change(screen.getByLabelText('Bots'), { target: { value: '9' } });
    fireEvent.submit(f);
    const bots = screen.getByLabelText('Bots');
    await waitFor(() => expect(document.activeElement).toBe(bots), WAIT);
    expect(screen.getByLabelText<HTMLSelectElement>('playing').value).toBe('hard');
    expect(valuesOf(new FormData(f)).botLevel).toBe('hard');
  });
});

describe('new game: what a newcomer reads', () => {
  it('shows the name a game takes when "Your name" is left empty, and what "allowed" take-backs mean', () => {
    render(
      <NewGameFormView action={vi.fn(async () => ({}))} savedName="alice" recommended={['First Game']} piles={[]} />,
    );
    const name = screen.getByLabelText<HTMLInputElement>('Your name');
    expect(name.value).toBe('');
    expect(name.placeholder).toBe('alice');
    expect(screen.getByText('Left empty: alice, your name in Settings.').id).toBe(
      name.getAttribute('aria-describedby'),
    );
    const undo = screen.getByLabelText<HTMLSelectElement>('Taking moves back');
    expect([...undo.options].map((o) => o.text)).toEqual(['allowed', 'not allowed']);
    expect(document.getElementById(undo.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^Free until something new is revealed/,
    );
  });

  it('says where the name comes from when none was chosen in Settings (the email address)', () => {
    render(
      <NewGameFormView
        action={vi.fn(async () => ({}))}
        savedName="alice"
        nameFromAddress
        recommended={['First Game']}
        piles={[]}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Your name').placeholder).toBe('alice');
    expect(screen.getByText(/^Left empty: alice, from your email address/)).toBeTruthy();
    expect(screen.queryByText(/your name in Settings/)).toBeNull();
  });

  it('says nothing of a saved name when there is none', () => {
    render(<NewGameFormView action={vi.fn(async () => ({}))} recommended={['First Game']} piles={[]} />);
    expect(screen.getByLabelText<HTMLInputElement>('Your name').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(/^Left empty/)).toBeNull();
  });
});
