// The rules scenario file format (docs/scenarios.md) as zod schemas: a forced position, steps in
// the move notation, and partial expectations. A stable contract: fields are only ever added.
import { z } from 'zod';

const names = z.array(z.string());
const int = z.number().int();

const zones = z
  .object({
    hand: names.optional(),
    deck: names.optional(),
    discard: names.optional(),
    vpTokens: int.optional(),
    debt: int.optional(),
    inPlay: names.optional(),
  })
  .strict();

const setupSchema = z
  .object({
    firstPlayer: int.min(0).optional(),
    players: z.record(z.string(), zones).optional(),
    piles: z.record(z.string(), int.min(0)).optional(),
    trash: names.optional(),
    pileCards: z.record(z.string(), names).optional(),
    pileTokens: z
      .record(z.string(), z.object({ vp: int.min(0).optional(), debt: int.min(0).optional() }).strict())
      .optional(),
    landmarkTokens: z.record(z.string(), int.min(0)).optional(),
    obelisk: z.string().optional(),
    turn: z
      .object({
        phase: z.enum(['action', 'buy']).optional(),
        actions: int.min(0).optional(),
        buys: int.min(0).optional(),
        coins: int.min(0).optional(),
        actionsPlayed: int.min(0).optional(),
        costReduction: int.min(0).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const playerExpect = z
  .object({
    hand: names.optional(),
    handCount: int.optional(),
    deck: names.optional(),
    deckCount: int.optional(),
    discard: names.optional(),
    discardCount: int.optional(),
    discardTop: z.string().nullable().optional(),
    inPlay: names.optional(),
    setAside: names.optional(),
    faceDown: names.optional(),
    faceDownCount: int.optional(),
    vpTokens: int.optional(),
    debt: int.optional(),
    score: int.optional(),
    turnsTaken: int.optional(),
  })
  .strict();

const pileExpect = z
  .object({
    count: int.optional(),
    top: z.string().nullable().optional(),
    cards: names.optional(),
    vpTokens: int.optional(),
    debtTokens: int.optional(),
  })
  .strict();

const pendingExpect = z
  .object({
    player: int,
    kind: z.string().optional(),
    verb: z.string().optional(),
    source: z.string().optional(),
    prompt: z.string().optional(),
    candidates: names.optional(),
    piles: names.optional(),
    options: names.optional(),
    min: int.optional(),
    max: int.optional(),
    optional: z.boolean().optional(),
  })
  .strict();

export const logPattern = z
  .object({
    kind: z.string().optional(),
    player: int.optional(),
    cards: names.optional(),
    count: int.optional(),
    detail: z.string().optional(),
    target: int.optional(),
    visibleTo: z.union([z.literal('all'), z.array(int)]).optional(),
  })
  .strict();

export const expectSchema = z
  .object({
    players: z.record(z.string(), playerExpect).optional(),
    turn: z
      .object({
        player: int.optional(),
        phase: z.enum(['action', 'buy', 'cleanup', 'between']).optional(),
        actions: int.optional(),
        buys: int.optional(),
        coins: int.optional(),
        number: int.optional(),
        actionsPlayed: int.optional(),
        costReduction: int.optional(),
        played: names.optional(),
      })
      .strict()
      .optional(),
    supply: z.record(z.string(), int).optional(),
    piles: z.record(z.string(), pileExpect).optional(),
    landmarks: z.record(z.string(), z.object({ vpTokens: int.optional() }).strict()).optional(),
    obelisk: z.string().optional(),
    trash: names.optional(),
    pending: z.array(pendingExpect).optional(),
    log: z.array(logPattern).optional(),
    logNone: z.array(logPattern).optional(),
    scores: z.array(int).optional(),
    winners: z.array(int).optional(),
    gameOver: z.boolean().optional(),
  })
  .strict();

const step = z.union([
  z
    .object({ player: int.min(0), move: z.string(), error: z.string().optional(), expect: expectSchema.optional() })
    .strict(),
  z.object({ expect: expectSchema }).strict(),
]);

export const scenarioSchema = z
  .object({
    name: z.string(),
    description: z.string().optional(),
    players: z.union([int.min(2).max(6), z.array(z.string()).min(2).max(6)]).default(2),
    kingdom: names.optional(),
    recommended: z.string().optional(),
    events: names.optional(),
    landmarks: names.optional(),
    seed: z.string().default('scenario'),
    setup: setupSchema.optional(),
    steps: z.array(step).default([]),
    expect: expectSchema.optional(),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema>;
export type Expectation = z.infer<typeof expectSchema>;
export type LogPattern = z.infer<typeof logPattern>;
