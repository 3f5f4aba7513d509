// The engine's public surface. Pure: no I/O, no clock, no Math.random.
import './cards/index.js';

export {
  apply,
  createGame,
  newGame,
  replay,
  replayOnto,
  setLogging,
  snapshot,
  restore,
  stateHash,
  isSnapshotPoint,
} from './core/apply.js';
export { liveSteps, undoneSeqs, undoStatus, openRequest, freshDecks, revealsAfter, onlyEndLeft } from './rules/undo.js';
export type { UndoData, UndoStep, UndoStatus, UndoRequest, UndoContext } from './rules/undo.js';
export type { ApplyResult, Created, NewGame } from './core/apply.js';
export { makeConfig, RULES_VERSION, BASIC_PILES, basicPileSize } from './setup/setup.js';
export { view, redactEntry, decisionView, gameOverScores } from './views/view.js';
export type {
  GameView,
  OwnCards,
  OwnDecision,
  PublicPlayer,
  SupplyPileView,
  DecisionView,
  WaitingOn,
} from './views/view.js';
export { revealedView, deckComposition, gameTimeline, TimelineRecorder } from './views/review.js';
export type { DeckComposition, GameTimeline, TurnStart, VpPoint } from './views/review.js';
export { currentTurnLog } from './words/turn-log.js';
export {
  sinceHeading,
  sinceLastMove,
  sinceLines,
  cardList,
  movesPhrase,
  undoPhrase,
  andList,
  capitalise,
  turnWords,
} from './words/since.js';
export { ownPrompt, turnAsk } from './words/prompts.js';
export { askedLines, askedWhat, ASKED_MAX } from './words/asked.js';
export type { SinceStep, SinceSummary, SinceTurn, SinceOptions } from './words/since.js';
export { parseMove, formatMove, parseCardList, formatCardList } from './words/notation.js';
export type { NotationDecision } from './words/notation.js';
export { legalTurnMoves, buyable, decisionFor, turnOptions, turnOptionMoves, isTurnStart } from './rules/legal.js';
export type { TurnOptions, BuyOption } from './rules/legal.js';
export { checkAnswer, resolveAnswer } from './rules/decisions.js';
export { answerChoices, answerExamples, MAX_ANSWER_CHOICES } from './words/answers.js';
export type { AnswerChoice } from './words/answers.js';
export { offeredAnswers, turnAnswers, answerLabel, answerLines } from './words/turn-answers.js';
export type { OfferedAnswer } from './words/turn-answers.js';
export { MAX_MORE_ANSWERS } from './words/turn-answers.js';
export { dearestFirst, RARELY_BOUGHT } from './words/buy-order.js';
export { decisionFacts, moneyWords, ownAsk } from './words/decision-words.js';
export { didYouMean, nearestNames } from './words/nearest-names.js';
export { replySuggestion } from './words/reply-words.js';
export type { ReplySuggestion } from './words/reply-words.js';
export {
  score,
  scoreBreakdown,
  gameResult,
  gameOutcome,
  finishingPlaces,
  ownedCards,
  publicScores,
} from './rules/scoring.js';
export type { GameOutcome, ScoreBreakdown, CardVp } from './rules/scoring.js';
export { scoreParts, scoreLine, type ScorePart } from './words/score-words.js';
export { costOf, formatCost, costAtMost, costMore } from './rules/cost.js';
export { getDef, findDef, allDefs, defsOfSet } from './core/registry.js';
export { recommendedSets, findRecommended, ALL_SETS } from './setup/kingdoms.js';
export { kingdomPileNames, pileDef } from './setup/piles.js';
export type { RuleError, RuleErrorCode } from './core/errors.js';
export type * from './core/types.js';
export type { CardDef } from './core/card-def.js';
export type { GameApi, Play, TriggerEvent } from './core/game-api.js';
export { seedFromString, type RngState } from './core/rng.js';
