'use client';
// Who plays besides the creator: invited addresses and bots. The bots control is its own small
// component so its choices (how many, which) can grow without touching the rest of the form.
import { FieldError, invalidProps } from './field-error';
import type { NewGameState, NewGameValues } from './new-game-values';

/** The bots' levels (the engine's bot ids) as the form offers them. */
const BOT_LEVELS: [string, string][] = [
  ['easy', 'easy (Big Money)'],
  ['normal', 'normal'],
  ['hard', 'hard'],
];

export function BotsField({ values, errors }: { values: NewGameValues; errors: NonNullable<NewGameState['errors']> }) {
  return (
    <p>
      <label htmlFor="ng-bots">Bots</label>{' '}
      <input
        id="ng-bots"
        name="bots"
        type="number"
        min={0}
        max={5}
        defaultValue={values.bots}
        {...invalidProps('bots', errors.bots)}
      />{' '}
      <label htmlFor="ng-botLevel">playing</label>{' '}
      <select
        id="ng-botLevel"
        name="botLevel"
        defaultValue={values.botLevel}
        {...invalidProps('botLevel', errors.botLevel)}
      >
        {BOT_LEVELS.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
      <FieldError field="bots" error={errors.bots} />
      <FieldError field="botLevel" error={errors.botLevel} />
    </p>
  );
}

export function PlayersFields({
  values,
  errors,
}: {
  values: NewGameValues;
  errors: NonNullable<NewGameState['errors']>;
}) {
  return (
    <fieldset>
      <legend>Players (2–6 with you)</legend>
      <p>
        <label htmlFor="ng-invites">Invite by email (one per line)</label>
        <br />
        <textarea
          id="ng-invites"
          name="invites"
          rows={3}
          defaultValue={values.invites}
          {...invalidProps('invites', errors.invites)}
        />
        <FieldError field="invites" error={errors.invites} />
      </p>
      <BotsField values={values} errors={errors} />
    </fieldset>
  );
}

/** An open game: the seats beyond yours, the invited and the bots are listed in Open games for anyone signed in to take. */
export function OpenFields({ values, errors }: { values: NewGameValues; errors: NonNullable<NewGameState['errors']> }) {
  return (
    <fieldset>
      <legend>Open to anyone</legend>
      <p>
        <label htmlFor="ng-openSeats">Players in all</label>{' '}
        <select
          id="ng-openSeats"
          name="openSeats"
          defaultValue={values.openSeats}
          {...invalidProps('openSeats', errors.openSeats, 'ng-open-help')}
        >
          <option value="">not open</option>
          {[2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={String(n)}>
              {n} players
            </option>
          ))}
        </select>
        <FieldError field="openSeats" error={errors.openSeats} />
        <br />
        <small id="ng-open-help">
          Open: the free seats are listed in Open games, and anyone signed in may take one. Set Bots to 0 for people
          only.
        </small>
      </p>
      <p>
        <input id="ng-public" name="public" type="checkbox" value="on" defaultChecked={values.public === 'on'} />{' '}
        <label htmlFor="ng-public">Public: anyone signed in may watch</label>
      </p>
      <p>
        <label htmlFor="ng-minRating">Lowest rating that may join (empty = anyone)</label>{' '}
        <input
          id="ng-minRating"
          name="minRating"
          type="number"
          min={0}
          max={5000}
          step={1}
          defaultValue={values.minRating}
          {...invalidProps('minRating', errors.minRating)}
        />
        <FieldError field="minRating" error={errors.minRating} />
      </p>
    </fieldset>
  );
}
