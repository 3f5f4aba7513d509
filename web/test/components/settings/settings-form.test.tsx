import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '@contract/api';
import { SettingsForm } from '@/components/settings/settings-form';
import { isLinkToken, notSaved, readSettingsForm, type SettingsState } from '@/lib/settings-form';
import { formText } from '../../support/form-text';

const profile: ProfileResponse = {
  email: 'bob@example.com',
  displayName: null,
  defaultName: 'bob',
  nameChosen: false,
  notify: 'every',
  reactions: { moat: 'auto', diplomat: 'always' },
  undeliverable: null,
};
const form = (o: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(o)) fd.set(k, v);
  return fd;
};

function show(initial: ProfileResponse, answer: (fd: FormData) => SettingsState, token?: string) {
  const sent: FormData[] = [];
  const action = vi.fn(async (_prev: SettingsState, fd: FormData) => {
    sent.push(fd);
    return answer(fd);
  });
  render(<SettingsForm initial={initial} action={action} token={token} />);
  return { action, sent };
}

describe('settings form', () => {
  it('is labelled and keyboard operable: name, a radio choice, save; then says it saved', async () => {
    const { sent } = show(profile, (fd) => ({
      ok: true,
      profile: { ...profile, displayName: formText(fd, 'displayName'), notify: 'turn' },
    }));
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Display name' });
    expect(name.getAttribute('placeholder')).toBe('bob');
    const group = screen.getByRole('group', { name: 'Email me' });
    expect(screen.getByRole('radio', { name: 'Every decision' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Only my turn', description: /your turn starts/ })).toBeTruthy();
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(3);

    await user.tab();
    expect(document.activeElement).toBe(name);
    await user.keyboard('Robert');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Every decision' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Only my turn' })).toHaveProperty('checked', true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Reveal Moat automatically/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Diplomat: Always/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save settings' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0].entries())).toEqual({
      displayName: 'Robert',
      notify: 'turn',
      moat: 'auto',
      diplomat: 'always',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why nothing was saved, keeping what the player sent', async () => {
    show(profile, (fd) => notSaved({}, fd, 'A display name cannot hold control characters, "<" or ">".'));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Bob <b>');
    await user.click(screen.getByRole('radio', { name: 'Daily digest' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not saved: A display name cannot hold control characters, "<" or ">".',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveProperty('value', 'Bob <b>');
    expect(screen.getByRole('radio', { name: 'Daily digest' })).toHaveProperty('checked', true);
  });

  it('offers to resume mail to an undeliverable address, and carries the email link token', async () => {
    const paused: ProfileResponse = {
      ...profile,
      notify: 'digest',
      undeliverable: { reason: 'bounce', at: '2030-01-02T03:04:05.000Z' },
    };
    const { sent } = show(paused, () => ({ ok: true, profile: { ...paused, undeliverable: null } }), 'abc.def');
    expect(screen.getByRole('group', { name: 'Mail is paused' }).textContent).toContain('bounced on 2030-01-02');
    expect(screen.getByRole('radio', { name: 'Daily digest' })).toHaveProperty('checked', true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Send mail to bob@example.com again/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    // The email link's form has no name field nor game settings (a forwarded mail cannot change them).
    expect(screen.queryByRole('textbox', { name: 'Display name' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Reactions to an Attack' })).toBeNull();
    expect(Object.fromEntries(sent[0].entries())).toEqual({ token: 'abc.def', notify: 'digest', resumeMail: 'yes' });
    // Saved: the notice is gone.
    expect(screen.queryByRole('group', { name: 'Mail is paused' })).toBeNull();
  });

  it('sets Moat to be asked and Diplomat to never, saying what asking tells the others', async () => {
    const { sent } = show(profile, () => ({
      ok: true,
      profile: { ...profile, reactions: { moat: 'ask', diplomat: 'never' } },
    }));
    const group = screen.getByRole('group', { name: 'Reactions to an Attack' });
    expect(group.textContent).toContain('Being asked tells the other players that you hold a Reaction');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Reveal Moat automatically/ }));
    await user.click(screen.getByRole('radio', { name: /Diplomat: Never/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(Object.fromEntries(sent[0].entries())).toEqual({ displayName: '', notify: 'every', diplomat: 'never' });
    expect(readSettingsForm(sent[0])).toEqual({
      ok: true,
      body: { displayName: null, notify: 'every', reactions: { moat: 'ask', diplomat: 'never' } },
    });
    expect(screen.getByRole('checkbox', { name: /Reveal Moat automatically/ })).toHaveProperty('checked', false);
  });
});

describe('reading the settings form', () => {
  it('builds the backend request, an empty name meaning the default', () => {
    expect(readSettingsForm(form({ displayName: ' Robert ', notify: 'turn' }))).toEqual({
      ok: true,
      body: { displayName: 'Robert', notify: 'turn' },
    });
    expect(readSettingsForm(form({ displayName: '', notify: 'every', resumeMail: 'yes' }))).toEqual({
      ok: true,
      body: { displayName: null, notify: 'every', resumeMail: true },
    });
    expect(readSettingsForm(form({ notify: 'digest' }))).toEqual({ ok: true, body: { notify: 'digest' } });
    expect(readSettingsForm(form({ notify: 'turn', moat: 'auto', diplomat: 'ask' }))).toEqual({
      ok: true,
      body: { notify: 'turn', reactions: { moat: 'auto', diplomat: 'ask' } },
    });
  });

  it('refuses what the backend would refuse', () => {
    expect(readSettingsForm(form({ displayName: 'x'.repeat(31), notify: 'every' }))).toEqual({
      ok: false,
      error: 'A display name is at most 30 characters.',
    });
    expect(readSettingsForm(form({ displayName: 'Bob', notify: 'hourly' }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"every", "turn" or "digest"/) as unknown,
    });
    expect(readSettingsForm(form({ notify: 'every', diplomat: 'sometimes' }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"always", "never" or "ask"/) as unknown,
    });
    expect(isLinkToken('abc.def.ghi')).toBe(true);
    expect(isLinkToken('abc.def')).toBe(false);
    expect(isLinkToken('abc def')).toBe(false);
    expect(isLinkToken(undefined)).toBe(false);
  });
});
