// The engine's public surface. Pure: no I/O, no clock, no Math.random.
import './cards/index.js';

export { apply, createGame, newGame, replay, snapshot, restore, stateHash, isSnapshotPoint } from './core/apply.js';
export type { ApplyResult, Created, NewGame } from './core/apply.js';
export { makeConfig, RULES_VERSION, BASIC_PILES, basicPileSize } from './core/setup.js';
export { view, redactEntry, decisionView, gameOverScores } from './core/view.js';
export type { GameView, OwnCards, OwnDecision, PublicPlayer, SupplyPileView, DecisionView, WaitingOn } from './core/view.js';
export { revealedView, deckComposition, gameTimeline, TimelineRecorder } from './core/review.js';
export type { DeckComposition, GameTimeline, TurnStart, VpPoint } from './core/review.js';
export { sinceLastMove, sinceLines, cardList } from './core/since.js';
export { askedLines, askedWhat, ASKED_MAX } from './core/asked.js';
export type { SinceStep, SinceSummary, SinceTurn, SinceOptions } from './core/since.js';
export { parseMove, formatMove, parseCardList, formatCardList } from './core/notation.js';
export { legalTurnMoves, buyable, decisionFor, turnOptions, turnOptionMoves, isTurnStart } from './core/legal.js';
export type { TurnOptions, BuyOption } from './core/legal.js';
export { checkAnswer, resolveAnswer } from './core/decisions.js';
export { score, gameResult, gameOutcome, ownedCards, publicScores } from './core/scoring.js';
export type { GameOutcome } from './core/scoring.js';
export { costOf, formatCost, costAtMost, costMore } from './core/cost.js';
export { getDef, findDef, allDefs, defsOfSet } from './core/registry.js';
export { recommendedSets, findRecommended, ALL_SETS } from './core/kingdoms.js';
export { kingdomPileNames, pileDef } from './core/piles.js';
export type { RuleError, RuleErrorCode } from './core/errors.js';
export type * from './core/types.js';
export type { CardDef } from './core/card-def.js';
export type { GameApi, Play, TriggerEvent } from './core/game-api.js';
export { seedFromString, type RngState } from './core/rng.js';
