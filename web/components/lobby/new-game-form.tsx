'use client';
import { useActionState, useMemo, useState } from 'react';

export type NewGameState = { error?: string };

/** The most Events and the most Landmarks a game takes (the backend's limit). */
export const MAX_LANDSCAPES = 2;

/** Up to two of one kind (Events or Landmarks), as checkboxes named `name`. */
function LandscapePicker({ legend, name, options, texts }: { legend: string; name: string; options: string[]; texts: Record<string, string> }) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <fieldset className="landscape-pick">
      <legend>{legend} (up to {MAX_LANDSCAPES}) <span aria-live="polite" className="muted small">{picked.length} picked</span></legend>
      <div className="pick-list">
        {options.map((o) => {
          const on = picked.includes(o);
          return (
            <label key={o} className="check" title={texts[o] ?? ''}>
              <input type="checkbox" name={name} value={o} checked={on} disabled={!on && picked.length >= MAX_LANDSCAPES}
                onChange={() => setPicked((x) => (on ? x.filter((n) => n !== o) : [...x, o]))} />
              {o}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The new-game form: recommended set, random kingdom from chosen sets, or 10 hand-picked piles (with Events and Landmarks). */
export function NewGameFormView({ action, recommended, piles, texts, events = [], landmarks = [] }: {
  action: (prev: NewGameState, fd: FormData) => Promise<NewGameState>;
  recommended: string[];
  piles: { name: string; set: string }[];
  texts: Record<string, string>;
  /** Events and Landmarks a hand-picked kingdom may add. */
  events?: string[];
  landmarks?: string[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [mode, setMode] = useState<'recommended' | 'random' | 'pick'>('recommended');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const shown = useMemo(() => piles.filter((p) => p.name.toLowerCase().includes(query.trim().toLowerCase())), [piles, query]);
  return (
    <form action={formAction} className="panel new-game">
      {state.error && <p role="alert" className="error">{state.error}</p>}
      <p><label htmlFor="ng-name">Your name</label> <input id="ng-name" name="name" maxLength={30} /></p>
      <fieldset>
        <legend>Kingdom</legend>
        {(['recommended', 'random', 'pick'] as const).map((m) => (
          <label key={m} className="check">
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            {m === 'recommended' ? 'A recommended set' : m === 'random' ? 'Random from sets' : 'Pick 10 piles'}
          </label>
        ))}
        {mode === 'recommended' && (
          <p><label htmlFor="ng-rec">Set</label>{' '}
            <select id="ng-rec" name="recommended" required>{recommended.map((r) => <option key={r}>{r}</option>)}</select></p>
        )}
        {mode === 'random' && (
          <>
            {['base', 'intrigue', 'empires'].map((s) => (
              <label key={s} className="check"><input type="checkbox" name="sets" value={s} defaultChecked={s === 'base'} /> {s}</label>
            ))}
            <p><label htmlFor="ng-land">Events/Landmarks</label>{' '}
              <select id="ng-land" name="landscapes" defaultValue="0"><option>0</option><option>1</option><option>2</option></select></p>
          </>
        )}
        {mode === 'pick' && (
          <>
            <p><label htmlFor="ng-search">Search cards</label> <input id="ng-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
              {' '}<span aria-live="polite">{picked.length}/10 picked</span></p>
            <div className="pick-list">
              {shown.map((p) => {
                const on = picked.includes(p.name);
                return (
                  <label key={p.name} className="check" title={texts[p.name] ?? ''}>
                    <input type="checkbox" name="kingdom" value={p.name} checked={on} disabled={!on && picked.length >= 10}
                      onChange={() => setPicked((x) => (on ? x.filter((n) => n !== p.name) : [...x, p.name]))} />
                    {p.name} <span className="muted small">({p.set})</span>
                  </label>
                );
              })}
            </div>
            {picked.filter((n) => !shown.some((p) => p.name === n)).map((n) => <input key={n} type="hidden" name="kingdom" value={n} />)}
            {events.length > 0 && <LandscapePicker legend="Events" name="events" options={events} texts={texts} />}
            {landmarks.length > 0 && <LandscapePicker legend="Landmarks" name="landmarks" options={landmarks} texts={texts} />}
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>Players (2–6 with you)</legend>
        <p><label htmlFor="ng-invites">Invite by email (one per line)</label><br /><textarea id="ng-invites" name="invites" rows={3} /></p>
        <p><label htmlFor="ng-bots">Bots</label> <input id="ng-bots" name="bots" type="number" min={0} max={5} defaultValue={1} />{' '}
          <label htmlFor="ng-bot-level">playing</label> <select id="ng-bot-level" name="botLevel" defaultValue="normal">
            <option value="easy">easy (Big Money)</option><option value="normal">normal</option><option value="hard">hard</option></select></p>
      </fieldset>
      <fieldset>
        <legend>Pace</legend>
        <p><label htmlFor="ng-remind">Reminder after (hours)</label> <input id="ng-remind" name="reminderHours" type="number" min={1} max={336} defaultValue={24} /></p>
        <p><label htmlFor="ng-deadline">Deadline (hours, empty = none)</label> <input id="ng-deadline" name="deadlineHours" type="number" min={1} max={720} /></p>
      </fieldset>
      <button type="submit" className="primary" disabled={pending}>Create game</button>
    </form>
  );
}
