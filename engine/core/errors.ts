// Rule violations are values with a code and a sentence a player can read; exceptions are bugs.
export type RuleErrorCode =
  | 'game/over'
  | 'move/not-your-decision'
  | 'move/wrong-phase'
  | 'move/not-in-hand'
  | 'move/not-playable'
  | 'move/no-actions'
  | 'move/no-buys'
  | 'move/treasures-locked'
  | 'move/unaffordable'
  | 'move/pile-empty'
  | 'move/unknown-card'
  | 'move/in-debt'
  | 'move/debt'
  | 'answer/invalid'
  | 'notation/parse'
  | 'notation/too-long';

export interface RuleError {
  code: RuleErrorCode;
  message: string;
}

export function ruleError(code: RuleErrorCode, message: string): RuleError {
  return { code, message };
}
