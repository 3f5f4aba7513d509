// `npm run bench:history [-- --json]`: what one step of the history costs in a browser (issue #25,
// goal 5: at most 100 ms). The local stack with the built web app, a running 3-player game of 500
// moves (bench-timeline.ts), its history opened in Chromium by the one-click link a mail carries;
// then, alternately, a step back (the ← key, as a player steps) and an idle frame (the baseline,
// measured the same way in the same run). A step is timed from the key to the frame after React
// has shown the new board: what the player waits for.
import { chromium } from 'playwright-core';
import { startStack } from '../stack.js';
import { appendLongGame } from './bench-timeline.js';
import { gameLink } from '../../lambdas/letters/render.js';
import { DAY } from '../../lambdas/kernel/durations.js';

const json = process.argv.includes('--json');
const STEPS = 40;
const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const round2 = (x: number) => Math.round(x * 100) / 100;

const stack = await startStack({ log: json ? () => {} : (l) => console.error(l) });
const browser = await chromium.launch({
  executablePath: browserPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const { gameId, viewer, moves } = await appendLongGame(stack.local, 50);
  const link = gameLink(
    { webUrl: stack.webUrl, secret: stack.local.ctx.secret, linkTtlMs: DAY },
    gameId,
    viewer,
    Date.now(),
    'history',
  );
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const t0 = Date.now();
  await page.goto(link);
  const label = page.getByText(new RegExp(`^Move ${moves} of ${moves}$`));
  await label.waitFor({ timeout: 60_000 });
  const openMs = Date.now() - t0;
  /**
   * One frame's time from now, measured in the page, after a ← when `press` (the step's text must
   * then change). Page code as text: the bundler's helpers do not exist in the page.
   */
  const frame = (press: boolean) =>
    page.evaluate<{ ms: number; changed: boolean }>(`(async () => {
    const shown = () => [...document.querySelectorAll('[aria-live="polite"]')].map((e) => e.textContent).join('|');
    const before = shown();
    const t = performance.now();
    if (${press}) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return { ms: performance.now() - t, changed: shown() !== before };
  })()`);
  const steps: number[] = [];
  const idle: number[] = [];
  for (let i = 0; i < STEPS; i++) {
    const s = await frame(true);
    if (!s.changed) throw new Error(`step ${i}: the page did not show the previous move`);
    steps.push(s.ms);
    idle.push((await frame(false)).ms);
  }
  const out = {
    moves,
    players: 3,
    openMs,
    steps: STEPS,
    stepMedianMs: round2(pct(steps, 0.5)),
    stepP95Ms: round2(pct(steps, 0.95)),
    stepMaxMs: round2(Math.max(...steps)),
    idleFrameMedianMs: round2(pct(idle, 0.5)),
  };
  if (json) console.log(JSON.stringify(out));
  else console.table([out]);
} finally {
  await browser.close();
  await stack.close();
}
