// The chat panel: messages as text (markup in a message stays text), "new since your last visit"
// marked, the form and the mute only for a seat, collapsed when muted.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChatPanel } from '@/components/chat/chat-panel';
import type { ChatResponse } from '@contract/api';

const chat = (o: Partial<ChatResponse> = {}): ChatResponse => ({
  gameId: 'g1',
  more: false,
  lastReadAt: '2030-01-01T00:00:01.000Z',
  muted: false,
  canPost: true,
  messages: [
    { seat: 0, name: 'Ann', at: '2030-01-01T00:00:01.000Z', text: 'old one', via: 'web' },
    { seat: 1, name: 'Bob', at: '2030-01-01T00:00:02.000Z', text: '<img src=x onerror=alert(1)>', via: 'reply' },
  ],
  ...o,
});
const noop = async () => undefined;

describe('ChatPanel', () => {
  it('shows messages as text and marks the new ones', () => {
    const { container } = render(<ChatPanel gameId="g1" chat={chat()} formKey="web-key-1" post={noop} mute={noop} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('li.chat-new')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: /Table talk \(1 new\)/ })).toBeTruthy();
    expect(screen.getByLabelText('Say something to the table')).toBeTruthy();
  });

  it('is read-only for a spectator, and collapsed when muted', () => {
    const { container, rerender } = render(
      <ChatPanel
        gameId="g1"
        chat={chat({ canPost: false, muted: null, lastReadAt: null })}
        formKey="k"
        post={noop}
        mute={noop}
      />,
    );
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelectorAll('li.chat-new')).toHaveLength(0);
    rerender(<ChatPanel gameId="g1" chat={chat({ muted: true })} formKey="k" post={noop} mute={noop} />);
    expect(container.querySelector('details')?.open).toBe(false);
    expect(screen.getByRole('button', { name: 'Unmute the chat' })).toBeTruthy();
  });
});
