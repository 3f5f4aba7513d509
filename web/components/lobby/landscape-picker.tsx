'use client';
// Up to two Events and up to two Landmarks with a hand-picked kingdom, shown like the Kingdom
// cards (cost, text); the picks are the form's state.
import { PickTile } from './pick-tile';
import type { PileInfo } from './pile-catalog';

/** The most Events and the most Landmarks a game takes (the backend's limit). */
export const MAX_LANDSCAPES = 2;

export function LandscapePicker({
  legend,
  name,
  options,
  picked,
  onChange,
  error,
}: {
  legend: string;
  /** The form field: events or landmarks. */
  name: 'events' | 'landmarks';
  options: PileInfo[];
  picked: string[];
  onChange: (picked: string[]) => void;
  error?: string | undefined;
}) {
  const full = picked.length >= MAX_LANDSCAPES;
  return (
    <fieldset
      id={`ng-${name}`}
      tabIndex={-1}
      className="landscape-pick"
      aria-describedby={error ? `ng-${name}-error` : undefined}
    >
      <legend>
        {legend} (up to {MAX_LANDSCAPES}){' '}
        <span aria-live="polite" className="muted small">
          {picked.length} picked
        </span>
      </legend>
      {error && (
        <p id={`ng-${name}-error`} className="field-error">
          {error}
        </p>
      )}
      <ul className="pick-grid landscapes">
        {options.map((o) => {
          const on = picked.includes(o.name);
          return (
            <PickTile
              key={o.name}
              pile={o}
              name={name}
              idPrefix={`ng-${name}`}
              checked={on}
              disabled={!on && full}
              onToggle={() => onChange(on ? picked.filter((n) => n !== o.name) : [...picked, o.name])}
            />
          );
        })}
      </ul>
    </fieldset>
  );
}
