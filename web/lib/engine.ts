// The engine's pure parts the web app uses (safe in client components: no I/O, no Node APIs).
export { findDef, formatCost, recommendedSets, kingdomPileNames, pileDef, ALL_SETS, allDefs, checkAnswer, gameOverScores, answerLabel, currentTurnLog, undoPhrase, sinceHeading, andList, capitalise, turnWords, scoreParts } from '@engine/index';
export type {
  Answer, CardName, CardType, Cost, DecisionOption, GameView, LogEntry, Move, OwnDecision, PublicPlayer, SetName,
  SupplyPileView, DeckComposition, TurnStart, VpPoint, TurnOptions, BuyOption, GameOutcome, ScoreBreakdown, ScorePart,
} from '@engine/index';
