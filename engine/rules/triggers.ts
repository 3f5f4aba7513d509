// Triggers: what reacts to an event (a gain, a buy, a play, a turn's start...): the card itself,
// the cards its player has in play, the game's Landmarks and Events, and this turn's lasting
// effects. Each player, in turn order from the active one, resolves their own, choosing the order
// only when it can matter. Game.fire (game.ts) skips all of this for events nothing reacts to.
import type { Trigger, TriggerSourceRef } from '../core/card-def.js';
import type { Effect } from '../core/effect.js';
import type { GameApi, TriggerEvent } from '../core/game-api.js';
import { getDef } from '../core/registry.js';
import type { PlayerIndex } from '../core/types.js';

/** An effect that has already finished: `yield*` on it returns at once, however often it is reused. */
export const NOTHING_FIRES: Effect = (function* () {})();
NOTHING_FIRES.next();

interface PendingTrigger {
  owner: PlayerIndex;
  label: string;
  independent: boolean;
  run: () => Effect;
}

/**
 * Whether the order of one player's simultaneous triggers cannot change anything: all but at most
 * one are independent (Trigger.independent). Games of rules version 1 always asked.
 */
function orderIsMoot(mine: readonly PendingTrigger[], rulesVersion: number): boolean {
  return rulesVersion >= 2 && mine.filter((t) => !t.independent).length <= 1;
}

/** Every trigger that reacts to `ev`, from wherever it watches, with its owner and label. */
function triggersOn(g: GameApi, ev: TriggerEvent): PendingTrigger[] {
  const found: PendingTrigger[] = [];
  const add = (t: Trigger, owner: PlayerIndex, src: TriggerSourceRef, label: string) => {
    if (t.on !== ev.type) return;
    if (t.when && !t.when(g, ev, owner, src)) return;
    found.push({
      owner,
      label: t.label ?? label,
      independent: t.independent === true,
      run: () => t.run(g, ev, owner, src),
    });
  };
  if ('card' in ev && ev.card !== null) {
    for (const t of getDef(ev.name).triggers ?? [])
      if (t.from === 'self') add(t, ev.player, { kind: 'card', card: ev.card }, ev.name);
  }
  for (const id of [...g.p(ev.player).inPlay]) {
    for (const t of getDef(g.name(id)).triggers ?? [])
      if (t.from === 'inPlay') add(t, ev.player, { kind: 'card', card: id }, g.name(id));
  }
  for (const name of [...g.s.landmarks.map((l) => l.name), ...g.s.events]) {
    for (const t of getDef(name).triggers ?? []) if (t.from === 'game') add(t, ev.player, { kind: 'game', name }, name);
  }
  for (const le of [...g.s.turn.lasting]) {
    for (const t of getDef(le.card).triggers ?? [])
      if (t.from === 'lasting') add(t, le.owner, { kind: 'lasting', effect: le }, le.card);
  }
  return found;
}

/** Resolves everything that reacts to `ev`; a player orders their own simultaneous triggers. */
export function* fireTriggers(g: GameApi, ev: TriggerEvent): Effect {
  const found = triggersOn(g, ev);
  if (found.length === 0) return;
  for (const owner of g.playersFrom(g.active)) {
    let mine = found.filter((t) => t.owner === owner);
    while (mine.length > 0) {
      let next = mine[0];
      if (new Set(mine.map((t) => t.label)).size > 1 && !orderIsMoot(mine, g.s.rulesVersion)) {
        const pick = yield* g.chooseOption(owner, {
          options: mine.map((t, i) => ({ id: String(i), label: t.label })),
          prompt: 'These happen at the same time: which first?',
          verb: 'resolve',
        });
        next = mine[Number(pick)]!;
      }
      mine = mine.filter((t) => t !== next);
      yield* next.run();
    }
  }
}
