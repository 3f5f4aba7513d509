'use client';
// The new-game form: a recommended set, a random kingdom from chosen sets, or 10 hand-picked piles
// (with Events and Landmarks); other players; pace. It keeps everything entered when the server
// refuses it (the submit goes through a transition, so React does not reset the form), shows each
// error beside its field and moves the focus there, so the message is never off screen.
import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent, type RefObject } from 'react';
import { Progress } from '@/components/feedback/progress';
import { FieldError, invalidProps } from './field-error';
import { KingdomFields } from './kingdom-fields';
import { DEFAULT_VALUES, FIELDS, type NewGameState, type NewGameValues } from './new-game-values';
import type { PileInfo } from './pile-catalog';
import { OpenFields, PlayersFields } from './players-fields';

export type { NewGameState } from './new-game-values';

type Errors = NonNullable<NewGameState['errors']>;

/** Where the focus goes for a field's error: the input, or the group that holds the field's choices. */
const focusId = (f: (typeof FIELDS)[number]) =>
  (
    ({
      recommended: 'ng-rec',
      landscapes: 'ng-land',
      reminderHours: 'ng-remind',
      deadlineHours: 'ng-deadline',
      mailGraceMinutes: 'ng-grace',
    }) as Record<string, string>
  )[f] ?? `ng-${f}`;

/** After a refusal: focus the first field it is about (in page order), else the message by the button. */
function useFocusOnRefusal(state: NewGameState, general: RefObject<HTMLParagraphElement | null>) {
  useEffect(() => {
    const errors = state.errors ?? {};
    const first = FIELDS.find((f) => errors[f] && document.getElementById(focusId(f)));
    const el = first ? document.getElementById(focusId(first)) : state.error ? general.current : null;
    if (!el) return;
    // Centred, so the label above the field and the message below it are both in view.
    el.focus({ preventScroll: true });
    el.scrollIntoView?.({ block: 'center' });
  }, [state]);
}

export function NewGameFormView({
  action,
  savedName,
  nameFromAddress = false,
  recommended,
  piles,
  events = [],
  landmarks = [],
}: {
  action: (prev: NewGameState, fd: FormData) => Promise<NewGameState>;
  /** The name the game takes when "Your name" is left empty (shown as the field's placeholder). */
  savedName?: string;
  /** `savedName` is the email address's start (no name chosen in Settings), not a chosen one. */
  nameFromAddress?: boolean;
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
  const [v, setV] = useState<NewGameValues>(() => ({
    ...DEFAULT_VALUES,
    recommended: recommended[0] ?? '',
    ...state.values,
  }));
  const put = <K extends keyof NewGameValues>(k: K, value: NewGameValues[K]) => setV((x) => ({ ...x, [k]: value }));
  const errors = state.errors ?? {};
  const generalRef = useRef<HTMLParagraphElement>(null);
  useFocusOnRefusal(state, generalRef);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    startTransition(() => formAction(fd));
  };
  return (
    <form action={formAction} onSubmit={submit} className="panel new-game">
      <NameFields values={v} errors={errors} savedName={savedName} nameFromAddress={nameFromAddress} />
      <KingdomFields values={v} put={put} errors={errors} choices={{ recommended, piles, events, landmarks }} />
      <PlayersFields values={v} errors={errors} />
      <OpenFields values={v} errors={errors} />
      <PaceFields values={v} errors={errors} />
      <div className="submit-row">
        <button type="submit" className="primary" disabled={pending}>
          Create game
        </button>
        {state.error && (
          <p id="ng-error" ref={generalRef} tabIndex={-1} role="alert" className="error">
            {state.error}
          </p>
        )}
      </div>
      <Progress active={pending} label="Creating the game…" />
    </form>
  );
}

/** The creator's seat name (empty: the saved one) and the game's name. */
function NameFields({
  values: v,
  errors,
  savedName,
  nameFromAddress,
}: {
  values: NewGameValues;
  errors: Errors;
  savedName: string | undefined;
  nameFromAddress: boolean;
}) {
  return (
    <>
      <p>
        <label htmlFor="ng-name">Your name</label>{' '}
        <input
          id="ng-name"
          name="name"
          maxLength={30}
          defaultValue={v.name}
          placeholder={savedName}
          {...invalidProps('name', errors.name, savedName ? 'ng-name-help' : undefined)}
        />
        <FieldError field="name" error={errors.name} />
        {savedName && (
          <>
            <br />
            <small id="ng-name-help">
              Left empty: {savedName},{' '}
              {nameFromAddress
                ? 'from your email address (a name set in Settings replaces it)'
                : 'your name in Settings'}
              .
            </small>
          </>
        )}
      </p>
      <p>
        <label htmlFor="ng-title">Game name</label>{' '}
        <input
          id="ng-title"
          name="title"
          maxLength={60}
          defaultValue={v.title}
          placeholder="The players and the kingdom's dearest card"
          {...invalidProps('title', errors.title)}
        />
        <FieldError field="title" error={errors.title} />
      </p>
    </>
  );
}

/** How fast the game goes: how soon "your move" mail goes, when a player who owes a move is reminded, and when a bot moves for them. */
function PaceFields({ values: v, errors }: { values: NewGameValues; errors: Errors }) {
  return (
    <fieldset>
      <legend>Pace</legend>
      <p>
        <label htmlFor="ng-remind">Reminder after (hours)</label>{' '}
        <input
          id="ng-remind"
          name="reminderHours"
          type="number"
          min={1}
          max={336}
          defaultValue={v.reminderHours}
          {...invalidProps('reminderHours', errors.reminderHours)}
        />
        <FieldError field="reminderHours" error={errors.reminderHours} />
      </p>
      <p>
        <label htmlFor="ng-deadline">Deadline (hours, empty = none)</label>{' '}
        <input
          id="ng-deadline"
          name="deadlineHours"
          type="number"
          min={1}
          max={720}
          defaultValue={v.deadlineHours}
          {...invalidProps('deadlineHours', errors.deadlineHours)}
        />
        <FieldError field="deadlineHours" error={errors.deadlineHours} />
      </p>
      <p>
        <label htmlFor="ng-grace">Mail &ldquo;your move&rdquo; after (minutes)</label>{' '}
        <input
          id="ng-grace"
          name="mailGraceMinutes"
          type="number"
          min={0}
          max={120}
          step={1}
          defaultValue={v.mailGraceMinutes}
          {...invalidProps('mailGraceMinutes', errors.mailGraceMinutes, 'ng-grace-help')}
        />
        <FieldError field="mailGraceMinutes" error={errors.mailGraceMinutes} />
        <br />
        <small id="ng-grace-help">
          Moves made meanwhile join the same mail; nobody is mailed while they have the game open. 0: at once.
        </small>
      </p>
      <p>
        <label htmlFor="ng-undo">Taking moves back</label>{' '}
        {/* Short options (a phone cuts a long one off); what "allowed" means is said below. */}
        <select id="ng-undo" name="undo" defaultValue={v.undo} aria-describedby="ng-undo-help">
          <option value="on">allowed</option>
          <option value="off">not allowed</option>
        </select>
        <br />
        <small id="ng-undo-help">
          Free until something new is revealed (a card drawn, a shuffle); after that the other players decide.
        </small>
      </p>
      <p>
        <label htmlFor="ng-vacation">Vacation</label>{' '}
        <select id="ng-vacation" name="vacation" defaultValue={v.vacation ?? 'on'} aria-describedby="ng-vacation-help">
          <option value="on">holds the deadline</option>
          <option value="off">refused (fast game)</option>
        </select>
        <br />
        <small id="ng-vacation-help">Refused: a player&rsquo;s time away does not hold the deadline.</small>
      </p>
    </fieldset>
  );
}
