'use client';
// The new-game form's Kingdom: how the 10 piles are chosen (a recommended set, at random from
// chosen sets with some Events and Landmarks, or by hand with the card picker) and the fields of
// the chosen way. The form holds the values; this part shows them and reports each change.
import { ALL_SETS } from '@/lib/engine';
import { CardPicker } from './card-picker';
import { FieldError, invalidProps } from './field-error';
import { LandscapePicker } from './landscape-picker';
import type { KingdomMode, NewGameState, NewGameValues } from './new-game-values';
import type { PileInfo } from './pile-catalog';
import { setName } from './pick-tile';

const MODE_LABELS: [KingdomMode, string][] = [
  ['recommended', 'A recommended set'],
  ['random', 'Random from sets'],
  ['pick', 'Pick 10 piles'],
];

type Errors = NonNullable<NewGameState['errors']>;
type Put = <K extends keyof NewGameValues>(k: K, value: NewGameValues[K]) => void;

export interface KingdomChoices {
  /** The recommended sets' names. */
  recommended: string[];
  /** Every Kingdom pile the picker offers, with cost, types and text. */
  piles: PileInfo[];
  /** Events and Landmarks a hand-picked kingdom may add. */
  events: PileInfo[];
  landmarks: PileInfo[];
}

export function KingdomFields({
  values: v,
  put,
  errors,
  choices,
}: {
  values: NewGameValues;
  put: Put;
  errors: Errors;
  choices: KingdomChoices;
}) {
  return (
    <fieldset>
      <legend>Kingdom</legend>
      <div className="modes">
        {MODE_LABELS.map(([m, label]) => (
          <label key={m} className="check">
            <input type="radio" name="mode" value={m} checked={v.mode === m} onChange={() => put('mode', m)} />
            {label}
          </label>
        ))}
      </div>
      {v.mode === 'recommended' && (
        <p>
          <label htmlFor="ng-rec">Set</label>{' '}
          <select
            id="ng-rec"
            name="recommended"
            value={v.recommended}
            onChange={(e) => put('recommended', e.target.value)}
            {...invalidProps('recommended', errors.recommended)}
          >
            {choices.recommended.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
          <FieldError field="recommended" error={errors.recommended} />
        </p>
      )}
      {v.mode === 'random' && <RandomKingdomFields values={v} put={put} errors={errors} />}
      {v.mode === 'pick' && (
        <>
          <CardPicker
            piles={choices.piles}
            picked={v.kingdom}
            onChange={(k) => put('kingdom', k)}
            error={errors.kingdom}
          />
          {choices.events.length > 0 && (
            <LandscapePicker
              legend="Events"
              name="events"
              options={choices.events}
              picked={v.events}
              onChange={(x) => put('events', x)}
              error={errors.events}
            />
          )}
          {choices.landmarks.length > 0 && (
            <LandscapePicker
              legend="Landmarks"
              name="landmarks"
              options={choices.landmarks}
              picked={v.landmarks}
              onChange={(x) => put('landmarks', x)}
              error={errors.landmarks}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/** A random kingdom: the sets it is drawn from, and how many Events and Landmarks join it. */
function RandomKingdomFields({ values: v, put, errors }: { values: NewGameValues; put: Put; errors: Errors }) {
  return (
    <>
      <fieldset
        id="ng-sets"
        tabIndex={-1}
        className="inline"
        {...(errors.sets ? { 'aria-describedby': 'ng-sets-error' } : {})}
      >
        <legend>Draw the 10 piles from</legend>
        {ALL_SETS.map((s) => (
          <label key={s} className="check">
            <input
              type="checkbox"
              name="sets"
              value={s}
              checked={v.sets.includes(s)}
              onChange={() => put('sets', v.sets.includes(s) ? v.sets.filter((x) => x !== s) : [...v.sets, s])}
            />
            {setName(s)}
          </label>
        ))}
        <FieldError field="sets" error={errors.sets} />
      </fieldset>
      <p>
        <label htmlFor="ng-land">Events and Landmarks (how many)</label>{' '}
        <select
          id="ng-land"
          name="landscapes"
          value={v.landscapes}
          onChange={(e) => put('landscapes', e.target.value)}
          {...invalidProps('landscapes', errors.landscapes)}
        >
          <option>0</option>
          <option>1</option>
          <option>2</option>
        </select>
        <FieldError field="landscapes" error={errors.landscapes} />
      </p>
    </>
  );
}
