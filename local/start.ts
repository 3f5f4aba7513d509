// `npm start`: the whole product locally — dynalite, the SES emulator (where mail, including the
// sign-in links, is read), the API and the web site (built first when stale). Ctrl-C stops it all.
// Flags: --memory (keep nothing; default: data under .data/dynamodb), --data <dir>,
//        --port <web port, default 3000>, --api-port <8787>, --ses-port <8005>,
//        --smtp-port <2525: replies to game mail>, --rebuild.
import path from 'node:path';
import { runOutbox, runReminders } from '../lambdas/jobs/scheduled.js';
import { busyPortMessage, repoRoot, startStack } from './stack.js';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = args.includes('--memory') ? undefined : path.resolve(repoRoot, opt('--data') ?? '.data/dynamodb');

const t0 = Date.now();
let stopping = false;
const early = () => {
  stopping = true;
  console.log('\nStopping …');
  process.exit(130);
};
process.on('SIGINT', early);
process.on('SIGTERM', early);

const webPort = Number(opt('--port') ?? process.env.PORT ?? 3000);
const apiPort = Number(opt('--api-port') ?? 8787);
const sesPort = Number(opt('--ses-port') ?? 8005);
const smtpPort = Number(opt('--smtp-port') ?? 2525);
// A taken port is refused before any build or banner (each port names its option).
const busy = await busyPortMessage([
  { port: webPort, option: '--port', what: 'the site' },
  { port: apiPort, option: '--api-port', what: 'the game API' },
  { port: sesPort, option: '--ses-port', what: 'the mail viewer' },
  { port: smtpPort, option: '--smtp-port', what: 'the SMTP server for replies' },
]);
if (busy) {
  console.error(`Could not start: ${busy}`);
  process.exit(1);
}

const stack = await startStack({
  ...(dataDir ? { dataDir } : {}),
  webPort,
  apiPort,
  sesPort,
  smtpPort,
  build: args.includes('--rebuild') ? 'always' : 'auto',
}).catch((e: Error) => {
  console.error(`Could not start: ${e.message}`);
  process.exit(1);
});
process.off('SIGINT', early);
process.off('SIGTERM', early);

// The scheduled work runs every minute, as the AWS schedule would.
const timer = setInterval(() => {
  runReminders(stack.local.ctx).catch((e) => console.error('[reminders]', e));
  runOutbox(stack.local.ctx).catch((e) => console.error('[outbox]', e));
}, 60_000);

console.log(`
Dominion by Mail is running (started in ${((Date.now() - t0) / 1000).toFixed(1)} s).

  Site   ${stack.webUrl}   ← open this and sign in with any email address
  Mail   ${stack.mailUrl}   ← every mail sent: sign-in links, invitations, "your move"
  SMTP   ${stack.smtpAddress}    ← replies to game mail ("Reply to" address in the viewer): moves by mail
  API    ${stack.apiUrl}
  Data   ${dataDir ? path.relative(process.cwd(), dataDir) || '.' : 'in memory (--memory)'}

Ctrl-C stops everything.`);

const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping …');
  clearInterval(timer);
  await stack.close();
  process.exit(0);
};
// A failed shutdown still ends the process, with its reason.
const onSignal = () => {
  stop().catch((e: unknown) => {
    console.error('[stop]', e);
    process.exit(1);
  });
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
