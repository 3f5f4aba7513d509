// First sign-in: the name is asked once with the suggestion filled in; a refusal keeps what was
// typed and says why beside the field; only this site's paths are followed afterwards.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formText } from '../../support/form-text';

vi.mock('@/lib/api', () => ({ api: {} }));
vi.mock('@/lib/auth', () => ({ requireEmail: async () => 'dora@example.com' }));

describe('the first-sign-in name', () => {
  it('suggests the name, sends what is typed, and shows a refusal beside the field', async () => {
    const { WelcomeForm } = await import('@/components/settings/welcome-form');
    const sent: string[] = [];
    const action = vi.fn(async (_prev: unknown, fd: FormData) => {
      sent.push(formText(fd, 'displayName'));
      return { error: 'A display name is at most 30 characters.', name: formText(fd, 'displayName') };
    });
    render(<WelcomeForm suggested="dora" next="/games/new" action={action} />);
    const input = screen.getByLabelText<HTMLInputElement>('Your name at the table');
    expect(input.value).toBe('dora');
    fireEvent.change(input, { target: { value: 'Dora the Explorer of Far Lands' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A display name is at most 30 characters.'));
    expect(sent).toEqual(['Dora the Explorer of Far Lands']);
    expect(screen.getByLabelText<HTMLInputElement>('Your name at the table').value).toBe(
      'Dora the Explorer of Far Lands',
    );
    expect(screen.getByLabelText('Your name at the table').getAttribute('aria-invalid')).toBe('true');
  });

  it('follows only paths of this site', async () => {
    const { safeNext } = await import('@/lib/safe-next');
    expect(safeNext('/games/new')).toBe('/games/new');
    expect(safeNext('//evil.example/x')).toBe('/');
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
