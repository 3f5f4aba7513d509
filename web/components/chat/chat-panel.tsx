// The table's chat, beside the log: the messages as text (React escapes them; no markup is ever
// made from a message), those after the reader's last visit marked "new", a form to post, and the
// mute toggle. Muted, the panel is collapsed (a <details> the player may open). A spectator reads it
// without the form; after the game it stays readable.
import type { ChatResponse } from '@contract/api';
import { SubmitButton } from '@/components/feedback/submit-button';

export interface ChatPanelProps {
  gameId: string;
  chat: ChatResponse;
  /** A fresh idempotency key for the form, made when the page is shown. */
  formKey: string;
  error?: string;
  post: (fd: FormData) => Promise<void>;
  mute: (fd: FormData) => Promise<void>;
}

const time = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function ChatPanel({ gameId, chat, formKey, error, post, mute }: ChatPanelProps) {
  const isNew = (at: string) => chat.canPost && (chat.lastReadAt === null || at > chat.lastReadAt);
  const fresh = chat.messages.filter((m) => isNew(m.at)).length;
  return (
    <section id="chat" className="panel chat-panel" aria-labelledby="chat-title">
      <h2 id="chat-title" className="chat-title">
        Table talk{fresh ? ` (${fresh} new)` : ''}
        {chat.muted ? ' (muted)' : ''}
      </h2>
      <details open={!chat.muted}>
        <summary>{chat.muted ? 'Show the messages' : 'Messages'}</summary>
        {chat.more && <p className="chat-more">Older messages are not shown.</p>}
        {chat.messages.length === 0 ? (
          <p>No messages yet.</p>
        ) : (
          <ol className="chat-messages">
            {chat.messages.map((m, i) => (
              <li key={`${m.at}-${m.seat}-${i}`} className={isNew(m.at) ? 'chat-new' : undefined}>
                <span className="chat-name">{m.name}</span>{' '}
                <time dateTime={m.at} className="chat-time">
                  {time(m.at)}
                </time>
                {isNew(m.at) && (
                  <>
                    {' '}
                    <strong className="chat-new-mark">new</strong>
                  </>
                )}
                {m.via === 'reply' && <span className="chat-via"> (by mail)</span>}
                <p className="chat-text">{m.text}</p>
              </li>
            ))}
          </ol>
        )}
        {error && (
          <p role="alert" className="chat-error">
            {error}
          </p>
        )}
        {chat.canPost && (
          <form action={post} className="chat-form">
            <input type="hidden" name="gameId" value={gameId} />
            <input type="hidden" name="key" value={formKey} />
            <label htmlFor="chat-text">Say something to the table</label>
            <textarea id="chat-text" name="text" maxLength={500} rows={2} required />
            <SubmitButton busyLabel="Sending…">Send</SubmitButton>
          </form>
        )}
      </details>
      {chat.canPost && (
        <form action={mute} className="chat-mute">
          <input type="hidden" name="gameId" value={gameId} />
          <input type="hidden" name="mute" value={chat.muted ? 'false' : 'true'} />
          <SubmitButton busyLabel="Saving…">
            {chat.muted ? 'Unmute the chat' : 'Mute the chat (not in my mail)'}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
