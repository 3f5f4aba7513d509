// How a new game's kingdom was asked for, kept on META (GameMeta.draw) so that a rematch
// (rematch/) draws its kingdom the same way: a random draw again with a new seed, a recommended set
// as that set, hand-picked cards as the same cards.
import type { CreateGameBody } from '../../contract/api.js';
import type { KingdomDraw } from '../store/records.js';

/** The kingdom fields of a create body, only those given. */
export function drawOf(b: CreateGameBody): KingdomDraw {
  const draw: KingdomDraw = {};
  if (b.recommended !== undefined) draw.recommended = b.recommended;
  if (b.kingdom !== undefined) draw.kingdom = [...b.kingdom];
  if (b.randomFrom !== undefined) draw.randomFrom = [...b.randomFrom];
  if (b.events !== undefined) draw.events = [...b.events];
  if (b.landmarks !== undefined) draw.landmarks = [...b.landmarks];
  if (b.randomLandscapes !== undefined) draw.randomLandscapes = b.randomLandscapes;
  return draw;
}
