// `npm run rehearsal [-- --json] [--seed s] [--max-steps n]`: the production rehearsal. Synthesizes the CDK
// app, stands up what the template declares on emulators (rehearsal.ts) with every AWS call judged
// against its function's role, plays a whole game through the deployed functions (game/play.ts: three
// humans on the three surfaces and a bot), then the routes around a game (game/lobby-tour.ts: chat,
// rematch, ratings, open games), signs in to the deployed web server and renders the
// game's table, then prints one line per function, or one JSON object last (`--json`). Exits 1 when
// a call was denied, the game did not end, or mail was lost or duplicated.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { int, parseFlags, str } from '../../engine/cli/args.js';
import { playGame, type GameReport } from './game/play.js';
import { lobbyTour } from './game/lobby-tour.js';
import { startParts } from './rehearsal.js';
import { rehearsalSurface } from './rehearsal-surface.js';
import { deniedCalls, functionLines, table, type FunctionLine, type RehearsalFigures } from './report.js';
import { signInAndRenderTable, type TableVisitResult } from './web.js';
import type { GateCall } from './aws/gate.js';
import type { Surface } from './surface.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** An invitation turned down (the leave route): a game the creator makes, and the invitee leaves before it starts. */
async function declinedInvitation(s: Surface, inviter: string, invitee: string): Promise<void> {
  const made = await s.api(inviter, 'POST', '/games', { seats: [{ email: invitee }], recommended: 'First Game' });
  const gameId = (made.body as { gameId?: string }).gameId;
  if (made.status !== 201 || !gameId) throw new Error(`the second game was not created (${made.status})`);
  const left = await s.api(invitee, 'POST', `/games/${gameId}/leave`);
  if (left.status !== 200)
    throw new Error(`${invitee} could not turn the invitation down (${left.status}: ${JSON.stringify(left.body)})`);
}

/** The played game's figures for the JSON line. */
function gameFigures(game: GameReport): Record<string, unknown> {
  return {
    id: game.gameId,
    turns: game.turns,
    moves: game.moves,
    unanswerable: game.unanswerable,
    takeBack: game.takeBack,
    bounced: game.bounced,
    kingdom: game.kingdom,
    minutesOnClock: game.minutes,
  };
}

/** The web visit's figures (times rounded to the ms) for the JSON line. */
function webFigures(visit: TableVisitResult, startMs: number, awsCalls: number): Record<string, unknown> {
  return {
    signedIn: visit.signedIn,
    tableStatus: visit.tableStatus,
    signInMs: Math.round(visit.signInMs),
    renderMs: Math.round(visit.renderMs),
    startMs: Math.round(startMs),
    awsCalls,
  };
}

/** Each function's counts by name, for the JSON line. */
function perFunctionFigures(lines: readonly FunctionLine[]): Record<string, unknown> {
  return Object.fromEntries(
    lines.map((l) => [
      l.name,
      { invocations: l.invocations, awsCalls: l.awsCalls, denied: l.denied, errors: l.errors, slowestMs: l.slowestMs },
    ]),
  );
}

/** The human-readable report (without --json): the table of functions, what was denied, the problems, a summary line. */
function printReport(
  lines: readonly FunctionLine[],
  web: { name: string; calls: readonly GateCall[] },
  denied: readonly string[],
  problems: readonly string[],
  figures: RehearsalFigures,
): void {
  console.log(
    table(lines, {
      name: web.name,
      awsCalls: web.calls.length,
      denied: web.calls.filter((c) => c.verdict !== 'Allowed').length,
    }),
  );
  for (const d of denied) console.log(`DENIED ${d}`);
  for (const p of problems) console.log(`PROBLEM ${p}`);
  console.log(
    `seed ${figures.seed} · game over: ${figures.gameOver} · mail sent ${figures.mailsSent}, duplicated ${figures.mailsDuplicated}, lost ${figures.mailsLost} · ${figures.seconds} s`,
  );
}

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2), ['json'], ['seed', 'max-steps']);
  const json = flags.has('json');
  const log = (l: string) => {
    if (!json) console.log(l);
    else console.error(l);
  };
  const t0 = performance.now();
  // One seed for the whole run, drawn when not given and reported, so a failing run can be played again.
  const seed = str(flags, 'seed') ?? randomUUID().slice(0, 8);
  const parts = await startParts({ repoRoot: REPO_ROOT, log, randomSeed: seed });
  try {
    const setupSeconds = (performance.now() - t0) / 1000;
    log(
      `the deployed form is up (${setupSeconds.toFixed(1)} s: synth ${(parts.synthMs / 1000).toFixed(1)} s); playing a game`,
    );
    const surface = rehearsalSurface(parts);
    const maxSteps = flags.has('max-steps') ? int(flags, 'max-steps', 40_000) : undefined;
    // A game that cannot end (mail denied, a function failing) still reports what was denied.
    const played = await playGame(surface, {
      seed,
      ...(maxSteps ? { maxSteps } : {}),
      log: (l) => log(`  ${l}`),
    }).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))));
    const game = played instanceof Error ? null : played;
    if (game) await declinedInvitation(surface, game.players.a, game.players.b);
    const tour = game ? await lobbyTour(surface, game.players, 'Alice', game.gameId) : null;
    const visit = game
      ? await signInAndRenderTable({
          url: parts.web.url,
          email: game.players.a,
          mails: () => surface.mails(),
          gameId: game.gameId,
        })
      : null;
    const problems = game
      ? [...game.problems, ...(tour?.problems ?? [])]
      : [`the game did not end: ${(played as Error).message}`];
    const surfaceMails = (await surface.mails()).length;
    const webName = parts.deployment.web.name;
    const lines = functionLines(parts.functions, parts.gate.calls, parts.serviceChecks);
    const webCalls = parts.gate.calls.filter((c) => c.principal === webName);
    const denied = deniedCalls(parts.gate.calls, parts.serviceChecks);
    const figures: RehearsalFigures = {
      seed,
      functions: lines.filter((l) => l.invocations > 0).length + (visit?.tableStatus === 200 ? 1 : 0),
      awsCalls: parts.gate.calls.length + parts.serviceChecks.length,
      denied:
        parts.gate.calls.filter((c) => c.verdict !== 'Allowed').length +
        parts.serviceChecks.filter((c) => !c.allowed).length,
      deniedCalls: denied,
      gameOver: game?.gameOver ?? false,
      mailsSent: game?.mailsSent ?? surfaceMails,
      mailsDuplicated: game?.mailsDuplicated ?? 0,
      mailsLost: game?.mailsLost ?? 0,
      seconds: Math.round((performance.now() - t0) / 100) / 10,
      setupSeconds: Math.round(setupSeconds * 10) / 10,
      webBuildSeconds: parts.webBuildSeconds,
      functionErrors: lines.reduce((n, l) => n + l.errors, 0),
      timeouts: lines.reduce((n, l) => n + l.timeouts, 0),
      asyncFailures: surface.failures.length,
      apiRequests: parts.api.requests,
      game: game ? gameFigures(game) : null,
      lobbyTour: tour && { calls: tour.calls, ratedGames: tour.ratedGames, openGameStarted: tour.openGameStarted },
      problems,
      web: visit && webFigures(visit, parts.web.startMs, webCalls.length),
      perFunction: perFunctionFigures(lines),
    };
    if (!json) printReport(lines, { name: webName, calls: webCalls }, denied, problems, figures);
    console.log(JSON.stringify(figures));
    const ok =
      figures.denied === 0 &&
      figures.gameOver &&
      figures.mailsDuplicated === 0 &&
      figures.mailsLost === 0 &&
      problems.length === 0 &&
      visit?.tableStatus === 200;
    return ok ? 0 : 1;
  } finally {
    await parts.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  },
);
