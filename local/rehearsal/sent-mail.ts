// What every Surface does the same way over HTTP: the mail the SES emulator took (its `/store`),
// as the rehearsal's players read it — each mail stamped with the clock when it is first seen, and
// every surface looks after each call it makes, so a stamp is the minute the mail went — and a call
// of the game API with a bearer token.
import type { ApiAnswer, SentMail } from './surface.js';

interface EmulatorMail {
  messageId?: string;
  replyTo?: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Appends to `seen` the mail the emulator took since, stamped `at`. */
export async function readNewMail(sesUrl: string, seen: SentMail[], at: number): Promise<void> {
  const r = await fetch(`${sesUrl}/store`);
  if (!r.ok) throw new Error(`The SES emulator's store answered ${r.status}`);
  const { emails } = (await r.json()) as { emails: EmulatorMail[] };
  for (const m of emails.slice(seen.length)) {
    seen.push({
      to: m.destination.to,
      subject: m.subject,
      text: m.body.text ?? '',
      html: m.body.html ?? '',
      replyTo: m.replyTo ?? [],
      ...(m.messageId ? { messageId: m.messageId } : {}),
      at,
    });
  }
}

/** Calls the game API at `apiUrl` with a bearer token; the answer's body parsed when it is JSON. */
export async function callApi(
  apiUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const raw = await res.text();
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    /* text, e.g. the log */
  }
  return { status: res.status, body: parsed };
}
