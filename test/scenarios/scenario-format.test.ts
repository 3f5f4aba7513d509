// The scenario format's own checks (docs/scenarios.md): each new field can fail, forced positions
// place what they say, a step answering a decision taken automatically says so, and SCENARIO_DIR
// takes several folders.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../support/scenario.js';
import { scenarioFiles, scenarioFolders } from '../support/scenario-files.js';

const C5 = ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'];
const EMP = [
  'Temple',
  'Wild Hunt',
  'Castles',
  'Catapult/Rocks',
  'Overlord',
  'Archive',
  'Encampment/Plunder',
  'Villa',
  'Capital',
  'Crown',
];

const scenario = (over: Record<string, unknown>) => ({
  name: 'test',
  kingdom: EMP,
  ...over,
  setup: {
    firstPlayer: 0,
    players: { 0: { hand: ['Archive'], deck: ['Gold', 'Silver', 'Estate', ...C5] }, 1: { hand: C5, deck: C5 } },
    ...(over.setup as object),
  },
});

describe('scenario checks', () => {
  it('every new expectation field reports a mismatch when wrong', () => {
    const problems = runScenario(
      scenario({
        landmarks: ['Basilica'],
        events: ['Tax'],
        steps: [{ player: 0, move: 'play Archive' }],
        expect: {
          piles: { Temple: { vpTokens: 1, debtTokens: 0, count: 9, top: 'Villa', cards: ['Temple'] } },
          landmarks: { Basilica: { vpTokens: 1 } },
          players: { 0: { faceDown: ['Gold'], faceDownCount: 1, turnsTaken: 2 } },
          turn: { phase: 'cleanup', actionsPlayed: 0, played: [], costReduction: 1 },
          pending: [{ player: 0, candidates: ['Copper'], options: ['x'], min: 0, max: 2, prompt: 'nope' }],
          log: [{ kind: 'reveal', player: 0 }],
          logNone: [{ kind: 'setAside', visibleTo: [0] }],
        },
      }),
    );
    const text = problems.join('\n');
    for (const what of [
      'pile Temple VP tokens',
      'pile Temple debt tokens',
      'pile Temple count',
      'pile Temple top',
      'pile Temple cards',
      'Landmark Basilica VP tokens',
      'player 0 face down',
      'player 0 face-down count',
      'player 0 turns taken',
      'turn phase',
      'turn actionsPlayed',
      'turn played',
      'turn costReduction',
      'pending player 0 candidates',
      'pending player 0 options',
      'pending player 0 min',
      'pending player 0 max',
      'pending player 0 prompt',
      'log: no entry',
      'log: expected no entry',
    ])
      expect(text).toContain(what);
  });

  it('the same fields pass when right', () => {
    expect(
      runScenario(
        scenario({
          landmarks: ['Basilica'],
          events: ['Tax'],
          steps: [{ player: 0, move: 'play Archive' }],
          expect: {
            piles: { Temple: { vpTokens: 0, debtTokens: 1, count: 10, top: 'Temple' } },
            landmarks: { Basilica: { vpTokens: 12 } },
            players: { 0: { faceDown: ['Estate', 'Gold', 'Silver'], faceDownCount: 3, turnsTaken: 1 } },
            turn: { phase: 'action', actionsPlayed: 1, played: ['Archive'], costReduction: 0 },
            pending: [{ player: 0, candidates: ['Estate', 'Gold', 'Silver'], min: 1, max: 1, prompt: 'Archive' }],
            log: [
              { kind: 'play', player: 0 },
              { kind: 'setAside', player: 0, visibleTo: [0] },
            ],
            logNone: [{ kind: 'reveal' }],
          },
        }),
      ),
    ).toEqual([]);
  });

  it("a step's log speaks of that step's move only", () => {
    const problems = runScenario(
      scenario({
        steps: [
          { player: 0, move: 'play Archive' },
          { player: 0, move: 'take Gold', expect: { log: [{ kind: 'play', cards: ['Archive'] }] } },
        ],
      }),
    );
    expect(problems.join('\n')).toContain('after step 2: log: no entry');
  });
});

describe('forced positions', () => {
  it('a card that is not in the pile fails the set-up with a readable message', () => {
    expect(runScenario(scenario({ setup: { pileCards: { Castles: ['Gold'] } } }))).toEqual([
      'setup failed: Gold is not a card of the Castles pile.',
    ]);
  });

  it('tokens on a pile or Landmark that is not in the game fail the set-up', () => {
    expect(runScenario(scenario({ setup: { pileTokens: { Smithy: { vp: 1 } } } }))[0]).toContain(
      'There is no Smithy pile',
    );
    expect(runScenario(scenario({ setup: { landmarkTokens: { Arena: 1 } } }))[0]).toContain(
      'There is no Arena Landmark',
    );
    expect(runScenario(scenario({ landmarks: ['Obelisk'], setup: { obelisk: 'Smithy' } }))[0]).toContain(
      'There is no Smithy Kingdom pile',
    );
  });

  it('a forced Obelisk pile is the chosen one', () => {
    expect(
      runScenario(scenario({ landmarks: ['Obelisk'], setup: { obelisk: 'Crown' }, expect: { obelisk: 'Crown' } })),
    ).toEqual([]);
    expect(
      runScenario(scenario({ landmarks: ['Obelisk'], setup: { obelisk: 'Crown' }, expect: { obelisk: 'Villa' } }))[0],
    ).toContain("Obelisk's pile");
  });
});

describe('a step answering a decision the engine took automatically', () => {
  it('fails with that explanation, not a parse error', () => {
    // Bandit reveals Silver and Estate: trashing the Silver is the only legal answer, so it is not asked.
    const problems = runScenario({
      name: 'forced',
      kingdom: [
        'Bandit',
        'Cellar',
        'Festival',
        'Laboratory',
        'Market',
        'Militia',
        'Moat',
        'Smithy',
        'Throne Room',
        'Village',
      ],
      setup: {
        firstPlayer: 0,
        players: { 0: { hand: ['Bandit'], deck: C5 }, 1: { hand: C5, deck: ['Silver', 'Estate'] } },
      },
      steps: [
        { player: 0, move: 'play Bandit' },
        { player: 1, move: 'trash Silver' },
      ],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'step 2 "trash Silver" (player 1) answers a decision that is not being asked (player 1 owes nothing)',
    );
    expect(problems[0]).toContain('taken automatically');
  });

  it('a wrong answer to the decision actually asked keeps the engine message', () => {
    const problems = runScenario(
      scenario({
        steps: [
          { player: 0, move: 'play Archive' },
          { player: 0, move: 'take Province' },
        ],
      }),
    );
    expect(problems[0]).toContain('rejected:');
    expect(problems[0]).not.toContain('automatically');
  });
});

describe('SCENARIO_DIR', () => {
  it('takes several folders; each test is named relative to its folder', () => {
    const base = mkdtempSync(join(tmpdir(), 'scenarios-'));
    for (const [folder, file] of [
      ['a', 'x.json'],
      ['b/sub', 'y.json'],
    ] as const) {
      mkdirSync(join(base, folder), { recursive: true });
      writeFileSync(join(base, folder, file), '{}');
    }
    const folders = scenarioFolders('root', [join(base, 'a'), '', join(base, 'b')].join(delimiter));
    expect(folders).toEqual(['root', join(base, 'a'), join(base, 'b')]);
    expect(folders.slice(1).flatMap((f) => scenarioFiles(f).map((s) => s.name))).toEqual([
      'x.json',
      join('sub', 'y.json'),
    ]);
    expect(scenarioFolders('root', undefined)).toEqual(['root']);
  });
});

describe('a forced position is part of the config', () => {
  it('replaying the config and the moves gives the same state (mid-turn start, pile order, tokens)', async () => {
    const { Harness } = await import('../support/harness.js');
    const { scenarioConfig } = await import('../support/scenario.js');
    const { scenarioSchema } = await import('../support/scenario-schema.js');
    const { replay, stateHash } = await import('../../engine/index.js');
    const sc = scenarioSchema.parse(
      scenario({
        events: ['Tax'],
        setup: {
          players: { 0: { hand: ['Silver'], deck: C5, inPlay: ['Villa'] }, 1: { hand: C5, deck: C5 } },
          pileCards: { Castles: ["King's Castle", 'Humble Castle'] },
          pileTokens: { Temple: { vp: 2, debt: 3 } },
          turn: { phase: 'buy', coins: 5, buys: 2 },
        },
      }),
    );
    const h = new Harness(scenarioConfig(sc));
    h.do(0, 'play Silver', 'buy Temple', 'end turn');
    expect(h.state.players[0].vpTokens).toBe(2);
    expect(h.state.players[0].debt).toBe(3);
    expect(stateHash(replay({ config: h.config, moves: h.moves }))).toBe(h.hash());
  });
});
