'use client';
// Who plays besides the creator: invited addresses and bots. The bots control is its own small
// component so its choices (how many, which) can grow without touching the rest of the form.
import { FieldError, invalidProps } from './field-error';
import type { NewGameState, NewGameValues } from './new-game-values';

/** The bots' levels (the engine's bot ids) as the form offers them. */
const BOT_LEVELS: [string, string][] = [['easy', 'easy (Big Money)'], ['normal', 'normal'], ['hard', 'hard']];

export function BotsField({ values, errors }: { values: NewGameValues; errors: NonNullable<NewGameState['errors']> }) {
  return (
    <p>
      <label htmlFor="ng-bots">Bots</label>{' '}
      <input id="ng-bots" name="bots" type="number" min={0} max={5} defaultValue={values.bots} {...invalidProps('bots', errors.bots)} />{' '}
      <label htmlFor="ng-botLevel">playing</label>{' '}
      <select id="ng-botLevel" name="botLevel" defaultValue={values.botLevel} {...invalidProps('botLevel', errors.botLevel)}>
        {BOT_LEVELS.map(([v, label]) => <option key={v} value={v}>{label}</option>)}
      </select>
      <FieldError field="bots" error={errors.bots} />
      <FieldError field="botLevel" error={errors.botLevel} />
    </p>
  );
}

export function PlayersFields({ values, errors }: { values: NewGameValues; errors: NonNullable<NewGameState['errors']> }) {
  return (
    <fieldset>
      <legend>Players (2–6 with you)</legend>
      <p>
        <label htmlFor="ng-invites">Invite by email (one per line)</label><br />
        <textarea id="ng-invites" name="invites" rows={3} defaultValue={values.invites} {...invalidProps('invites', errors.invites)} />
        <FieldError field="invites" error={errors.invites} />
      </p>
      <BotsField values={values} errors={errors} />
    </fieldset>
  );
}
