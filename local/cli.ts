// A tiny client for the local API until the web app exists.
//   token <email>                       print a session token (signed with APP_SECRET or the local default)
//   new <email> <seat,…> [recommended]  create a game; seats are emails or bot:<id>
//   join|view|history|log <email> <gameId>
//   move <email> <gameId> <move text…>  submit a move at the current seq
//   games <email>
//   reply <email> <reply address> <move> [<move>…]   reply by mail: each move one line, sent over SMTP
//                                                   to `npm start`'s server (--smtp host:port, default 127.0.0.1:2525)
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { signToken } from '../auth/tokens.js';
import { DAY } from '../lambdas/kernel/durations.js';
import { answerOf, type Answer, type BodyFor } from './answer.js';

const argv = process.argv.slice(2);
let api = 'http://127.0.0.1:8787';
if (argv[0] === '--api') {
  api = argv[1]!;
  argv.splice(0, 2);
}
let smtp = '127.0.0.1:2525';
if (argv[0] === '--smtp') {
  smtp = argv[1]!;
  argv.splice(0, 2);
}
const [cmd, email, ...rest] = argv;
const secret = process.env.APP_SECRET ?? 'local-development-secret';
const token = (e: string) => signToken(secret, { aud: 'session', sub: e.toLowerCase() }, Date.now() + 30 * DAY);

async function call<M extends string, P extends string>(
  method: M,
  path: P,
  body?: unknown,
): Promise<Answer<BodyFor<M, P>>> {
  const r = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token(email)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf(method, path, r.status, await r.text());
}

/** What an answer shows: its body, or the error as sent. */
const shown = (r: Answer<unknown>): unknown => (r.status < 300 ? r.body : r.raw);
const show = (x: unknown) => console.log(typeof x === 'string' ? x : JSON.stringify(x, null, 2));
if (!cmd || !email) {
  console.log(
    'usage: cli.ts [--api URL] [--smtp host:port] token|new|join|view|history|log|move|games|reply <email> …',
  );
  process.exit(1);
}
switch (cmd) {
  case 'token':
    show(token(email));
    break;
  case 'new': {
    const seats = (rest[0] ?? 'bot:random')
      .split(',')
      .map((s) => (s.startsWith('bot:') ? { bot: s.slice(4) } : { email: s }));
    show(shown(await call('POST', '/games', { seats, ...(rest[1] ? { recommended: rest.slice(1).join(' ') } : {}) })));
    break;
  }
  case 'join':
    show(shown(await call('POST', `/games/${rest[0]}/join`)));
    break;
  case 'view':
    show(shown(await call('GET', `/games/${rest[0]}`)));
    break;
  case 'history':
    show(shown(await call('GET', `/games/${rest[0]}/history`)));
    break;
  case 'log':
    show(shown(await call('GET', `/games/${rest[0]}/log`)));
    break;
  case 'games':
    show(shown(await call('GET', '/games')));
    break;
  case 'move': {
    const v = await call('GET', `/games/${rest[0]}`);
    const r = await call('POST', `/games/${rest[0]}/moves`, {
      gameId: rest[0],
      expectedSeq: v.body.seq,
      idempotencyKey: randomUUID(),
      move: rest.slice(1).join(' '),
    });
    show(
      r.status === 200 ? { seq: r.body.seq, decision: r.body.view?.decision, hand: r.body.view?.you?.hand } : shown(r),
    );
    break;
  }
  case 'reply': {
    const [host, port] = smtp.split(':');
    const t = nodemailer.createTransport({ host, port: Number(port), secure: false, ignoreTLS: true });
    const sent = await t.sendMail({
      from: email,
      to: rest[0],
      subject: 'Re: Dominion',
      text: rest.slice(1).join('\n'),
    });
    show(`sent (${sent.response}); the answer is in the mail viewer`);
    t.close();
    break;
  }
  default:
    show(`unknown command ${cmd}`);
    process.exit(1);
}
