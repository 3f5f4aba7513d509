// The local stand-in for the mail that SES receives on AWS: a real SMTP server (smtp-server) that
// takes replies to game mail and hands each one, with its envelope recipients, to the inbound
// pipeline (lambdas/inbound/inbound.ts). Plain SMTP on the local host: STARTTLS is off (the package's
// bundled certificate has expired) and AUTH is off (authOptional: anyone local may send, as anyone
// on the internet may send to the SES endpoint; the reply address and the sender check decide).
// A recipient that is neither one of our signed reply addresses nor the address game mail comes
// From (answered with where to write: lambdas/inbound/from-address.ts) is refused at RCPT TO (550),
// before any message is sent, let alone parsed. The SMTP transaction ends after the moves are made, so a client
// that sees "250" knows they landed; a message over the size limit is refused (552), an outage
// answers 451 so the client retries. Messages are read one at a time: converting a reply's HTML is
// synchronous, and the API shares this process, so it waits for one conversion at most, not many.
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { MAX_REPLY_BYTES } from '../lambdas/inbound/reply-mail.js';
import type { InboundMail } from '../lambdas/inbound/inbound.js';

export interface LocalSmtp {
  port: number;
  close(): Promise<void>;
}

/** An SMTP error with its reply code (smtp-server sends `responseCode`). */
const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

async function readAll(stream: SMTPServerDataStream): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of stream) {
    size += (c as Buffer).length;
    // Keep reading to the end (the protocol needs it) but hold on to nothing past the limit.
    if (size <= MAX_REPLY_BYTES) chunks.push(c as Buffer);
  }
  return stream.sizeExceeded || size > MAX_REPLY_BYTES ? null : Buffer.concat(chunks);
}

export interface SmtpOptions {
  host: string;
  port: number;
  /** Whether an envelope recipient is one of our signed reply addresses (no I/O). */
  acceptsRecipient: (address: string) => boolean;
  receive: (m: InboundMail) => Promise<unknown>;
}

export async function startSmtp(o: SmtpOptions): Promise<LocalSmtp> {
  let reading: Promise<unknown> = Promise.resolve();
  /** Runs `work` after the messages before it are done. */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = reading.then(work, work);
    reading = turn.catch(() => undefined);
    return turn;
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_REPLY_BYTES,
    banner: 'Dominion by Mail: replies to game mail',
    // Bounded: an idle or stalled client is dropped.
    socketTimeout: 30_000,
    closeTimeout: 5_000,
    logger: false,
    onRcptTo(address, _session, done) {
      done(o.acceptsRecipient(address.address) ? undefined : smtpError(550, 'No such reply address'));
    },
    onData(stream, session, done) {
      readAll(stream)
        .then(async (raw) => {
          if (!raw) return done(smtpError(552, `Message larger than ${MAX_REPLY_BYTES / 1024} KB`));
          await inTurn(() => o.receive({ raw, recipients: session.envelope.rcptTo.map((r) => r.address) }));
          done();
        })
        .catch((e: unknown) => {
          console.error('[smtp] a reply could not be processed; the sender may retry', e);
          done(smtpError(451, 'Temporary failure, try again later'));
        });
    },
  });
  await new Promise<void>((ok, fail) => {
    server.server.once('error', fail);
    server.listen(o.port, o.host, () => ok());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
