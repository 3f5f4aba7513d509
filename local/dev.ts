// `npm run dev:api`: dynalite + the local SES emulator + the API on http://127.0.0.1:8787.
// Flags: --memory (no data folder), --data <dir> (default .data/dynamodb), --port <n>.
import { startLocal } from './runtime.js';
import { runOutbox, runReminders } from '../lambdas/jobs/scheduled.js';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = args.includes('--memory') ? undefined : (opt('--data') ?? '.data/dynamodb');

const l = await startLocal({
  dataDir,
  port: Number(opt('--port') ?? process.env.PORT ?? 8787),
  sesPort: Number(opt('--ses-port') ?? 8005),
  secret: process.env.APP_SECRET,
  webUrl: process.env.WEB_URL,
});
console.log(
  `API         ${l.apiUrl}   (routes as on API Gateway: POST/GET /games, /games/{id}, …/moves, …/history, …/log)`,
);
console.log(`Mail        ${l.sesUrl}   (open in a browser; JSON at /store)`);
console.log(`DynamoDB    ${l.dynamoUrl}   (${dataDir ? `data in ${dataDir}` : 'in memory'})`);
console.log(`Try:        npx tsx local/cli.ts --api ${l.apiUrl} token you@example.com`);
// The scheduled work runs every minute: the outbox job as on AWS, reminders and deadlines more often
// than AWS's 15 minutes (they go by their due time, so they only go nearer to it).
const timer = setInterval(() => {
  runReminders(l.ctx).catch((e) => console.error('[reminders]', e));
  runOutbox(l.ctx).catch((e) => console.error('[outbox]', e));
}, 60_000);
const stop = async () => {
  clearInterval(timer);
  await l.close();
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
