'use client';
// The new-game form: a recommended set, a random kingdom from chosen sets, or 10 hand-picked piles
// (with Events and Landmarks); other players; pace. It keeps everything entered when the server
// refuses it (the submit goes through a transition, so React does not reset the form), shows each
// error beside its field and moves the focus there, so the message is never off screen.
import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { Progress } from '@/components/feedback/progress';
import { CardPicker } from './card-picker';
import { FieldError, invalidProps } from './field-error';
import { LandscapePicker } from './landscape-picker';
import { DEFAULT_VALUES, FIELDS, type KingdomMode, type NewGameState, type NewGameValues } from './new-game-values';
import type { PileInfo } from './pile-catalog';
import { PlayersFields } from './players-fields';
import { setName } from './pick-tile';

export type { NewGameState } from './new-game-values';

const MODE_LABELS: [KingdomMode, string][] = [['recommended', 'A recommended set'], ['random', 'Random from sets'], ['pick', 'Pick 10 piles']];
const RANDOM_SETS = ['base', 'intrigue', 'empires'] as const;

/** Where the focus goes for a field's error: the input, or the group that holds the field's choices. */
const focusId = (f: (typeof FIELDS)[number]) => ({ recommended: 'ng-rec', landscapes: 'ng-land', reminderHours: 'ng-remind', deadlineHours: 'ng-deadline' } as Record<string, string>)[f] ?? `ng-${f}`;

export function NewGameFormView({ action, recommended, piles, events = [], landmarks = [] }: {
  action: (prev: NewGameState, fd: FormData) => Promise<NewGameState>;
  recommended: string[];
  /** Every Kingdom pile the picker offers, with cost, types and text. */
  piles: PileInfo[];
  /** Events and Landmarks a hand-picked kingdom may add. */
  events?: PileInfo[];
  landmarks?: PileInfo[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [, startTransition] = useTransition();
  // What the player chose; the text fields keep their own values (the form is never reset).
  const [v, setV] = useState<NewGameValues>(() => ({ ...DEFAULT_VALUES, recommended: recommended[0] ?? '', ...state.values }));
  const put = <K extends keyof NewGameValues>(k: K, value: NewGameValues[K]) => setV((x) => ({ ...x, [k]: value }));
  const errors = state.errors ?? {};
  const generalRef = useRef<HTMLParagraphElement>(null);

  // A refusal: focus the first field it is about (in page order), else the message by the button.
  useEffect(() => {
    const first = FIELDS.find((f) => errors[f] && document.getElementById(focusId(f)));
    const el = first ? document.getElementById(focusId(first)) : state.error ? generalRef.current : null;
    if (!el) return;
    // Centred, so the label above the field and the message below it are both in view.
    el.focus({ preventScroll: true });
    el.scrollIntoView?.({ block: 'center' });
  }, [state]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    startTransition(() => formAction(fd));
  };
  return (
    <form action={formAction} onSubmit={submit} className="panel new-game">
      <p>
        <label htmlFor="ng-name">Your name</label>{' '}
        <input id="ng-name" name="name" maxLength={30} defaultValue={v.name} {...invalidProps('name', errors.name)} />
        <FieldError field="name" error={errors.name} />
      </p>
      <p>
        <label htmlFor="ng-title">Game name</label>{' '}
        <input id="ng-title" name="title" maxLength={60} defaultValue={v.title} placeholder="The players and the kingdom's dearest card"
          {...invalidProps('title', errors.title)} />
        <FieldError field="title" error={errors.title} />
      </p>
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
            <select id="ng-rec" name="recommended" value={v.recommended} onChange={(e) => put('recommended', e.target.value)} {...invalidProps('recommended', errors.recommended)}>
              {recommended.map((r) => <option key={r}>{r}</option>)}
            </select>
            <FieldError field="recommended" error={errors.recommended} />
          </p>
        )}
        {v.mode === 'random' && (
          <>
            <fieldset id="ng-sets" tabIndex={-1} className="inline" {...(errors.sets ? { 'aria-describedby': 'ng-sets-error' } : {})}>
              <legend>Draw the 10 piles from</legend>
              {RANDOM_SETS.map((s) => (
                <label key={s} className="check">
                  <input type="checkbox" name="sets" value={s} checked={v.sets.includes(s)}
                    onChange={() => put('sets', v.sets.includes(s) ? v.sets.filter((x) => x !== s) : [...v.sets, s])} />
                  {setName(s)}
                </label>
              ))}
              <FieldError field="sets" error={errors.sets} />
            </fieldset>
            <p>
              <label htmlFor="ng-land">Events and Landmarks (how many)</label>{' '}
              <select id="ng-land" name="landscapes" value={v.landscapes} onChange={(e) => put('landscapes', e.target.value)} {...invalidProps('landscapes', errors.landscapes)}>
                <option>0</option><option>1</option><option>2</option>
              </select>
              <FieldError field="landscapes" error={errors.landscapes} />
            </p>
          </>
        )}
        {v.mode === 'pick' && (
          <>
            <CardPicker piles={piles} picked={v.kingdom} onChange={(k) => put('kingdom', k)} error={errors.kingdom} />
            {events.length > 0 && <LandscapePicker legend="Events" name="events" options={events} picked={v.events} onChange={(x) => put('events', x)} error={errors.events} />}
            {landmarks.length > 0 && <LandscapePicker legend="Landmarks" name="landmarks" options={landmarks} picked={v.landmarks} onChange={(x) => put('landmarks', x)} error={errors.landmarks} />}
          </>
        )}
      </fieldset>
      <PlayersFields values={v} errors={errors} />
      <fieldset>
        <legend>Pace</legend>
        <p>
          <label htmlFor="ng-remind">Reminder after (hours)</label>{' '}
          <input id="ng-remind" name="reminderHours" type="number" min={1} max={336} defaultValue={v.reminderHours} {...invalidProps('reminderHours', errors.reminderHours)} />
          <FieldError field="reminderHours" error={errors.reminderHours} />
        </p>
        <p>
          <label htmlFor="ng-deadline">Deadline (hours, empty = none)</label>{' '}
          <input id="ng-deadline" name="deadlineHours" type="number" min={1} max={720} defaultValue={v.deadlineHours} {...invalidProps('deadlineHours', errors.deadlineHours)} />
          <FieldError field="deadlineHours" error={errors.deadlineHours} />
        </p>
      </fieldset>
      <div className="submit-row">
        <button type="submit" className="primary" disabled={pending}>Create game</button>
        {state.error && <p id="ng-error" ref={generalRef} tabIndex={-1} role="alert" className="error">{state.error}</p>}
      </div>
      <Progress active={pending} label="Creating the game…" />
    </form>
  );
}
