// What a rehearsed game is played through: the product's outside surfaces as its players and the
// world reach them (the HTTP API as the web server calls it, the mail they receive, the replies they
// send, the clock). The rehearsal (the deployed bundles on emulators) provides one; the game driver
// (game/) plays against any, so it can also be tried on the plain local runtime.

/** One mail as the SES emulator kept it. */
export interface SentMail {
  /** Recipients (To). */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Reply-To addresses; empty when the mail has none. */
  replyTo: string[];
  /** The Message-ID header (without <>), when the mail had one. */
  messageId?: string;
  /** When the emulator received it, on the surface's clock (ms). */
  at: number;
}

export interface ApiAnswer {
  status: number;
  /** The parsed JSON body (or the raw text when it is not JSON). */
  body: unknown;
}

export interface Surface {
  /** The API as the web server calls it, for a signed-in player (a session token minted for `email`). */
  api(email: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer>;
  /** The API with a bearer token taken from a link in a mail (answer links, game links). */
  apiWithToken(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer>;
  /** Every mail sent so far, oldest first. */
  mails(): Promise<SentMail[]>;
  /** Delivers a raw MIME message to the inbound pipeline, addressed to `recipients` (the envelope). */
  receiveMail(raw: string, recipients: string[]): Promise<void>;
  /** SES reports a permanent bounce of `email` (the bounce pipeline receives it). */
  bounce(email: string): Promise<void>;
  /** The clock everything runs on (ms). */
  now(): number;
  /** Moves the clock forward by `ms` and runs whatever became due (scheduled jobs, streams), then settles. */
  advance(ms: number): Promise<void>;
  /** Runs everything already due (stream batches, queued events) until nothing is pending. */
  settle(): Promise<void>;
}
