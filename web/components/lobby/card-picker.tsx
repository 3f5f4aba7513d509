'use client';
// Ten Kingdom piles by hand: cards listed cheapest first with cost, types and text, narrowed by set
// and by a search, and "Fill the rest at random" from the sets shown. Picks are the form's state
// (the parent's), so they survive filtering, switching the kingdom mode and a refused submit.
import { PickTile } from './pick-tile';
import type { PileInfo } from './pile-catalog';
import { CardFilters, useCardFilter } from './card-filter';

export const KINGDOM_SIZE = 10;

/** `count` names drawn at random from `pool` (no repeats); the web may use Math.random, the engine never. */
export function drawRandom(pool: readonly string[], count: number, random: () => number = Math.random): string[] {
  const left = [...pool];
  const out: string[] = [];
  while (out.length < count && left.length > 0) out.push(left.splice(Math.floor(random() * left.length), 1)[0]);
  return out;
}

export function CardPicker({
  piles,
  picked,
  onChange,
  error,
}: {
  piles: PileInfo[];
  picked: string[];
  onChange: (picked: string[]) => void;
  /** The refusal about the kingdom, shown by the picker. */
  error?: string | undefined;
}) {
  const { inSets, shown, ...filter } = useCardFilter(piles);
  const full = picked.length >= KINGDOM_SIZE;
  const toggle = (n: string) =>
    onChange(picked.includes(n) ? picked.filter((x) => x !== n) : full ? picked : [...picked, n]);
  const fill = () =>
    onChange([
      ...picked,
      ...drawRandom(
        inSets.map((p) => p.name).filter((n) => !picked.includes(n)),
        KINGDOM_SIZE - picked.length,
      ),
    ]);
  const hidden = picked.filter((n) => !shown.some((p) => p.name === n));
  return (
    <fieldset
      id="ng-kingdom"
      tabIndex={-1}
      className="card-picker"
      aria-describedby={error ? 'ng-kingdom-error' : undefined}
    >
      <legend>
        Kingdom piles{' '}
        <span aria-live="polite" className="muted small">
          {picked.length}/{KINGDOM_SIZE} picked
        </span>
      </legend>
      {error && (
        <p id="ng-kingdom-error" className="field-error">
          {error}
        </p>
      )}
      <div className="picker-tools">
        <CardFilters {...filter} />
        <p className="picker-buttons">
          <button type="button" onClick={fill} disabled={full || inSets.length === 0}>
            Fill the rest at random
          </button>{' '}
          <button type="button" onClick={() => onChange([])} disabled={picked.length === 0}>
            Clear
          </button>
        </p>
      </div>
      <PickedChips picked={picked} onRemove={toggle} />
      <ul className="pick-grid" aria-label="Kingdom cards">
        {shown.map((p) => (
          <PickTile
            key={p.name}
            pile={p}
            name="kingdom"
            idPrefix="ng-k"
            checked={picked.includes(p.name)}
            disabled={full && !picked.includes(p.name)}
            onToggle={() => toggle(p.name)}
          />
        ))}
        {shown.length === 0 && <li className="muted">No card matches.</li>}
      </ul>
      {/* Picks the filter hides are still sent. */}
      {hidden.map((n) => (
        <input key={n} type="hidden" name="kingdom" value={n} />
      ))}
    </fieldset>
  );
}

/** The picks so far as chips, each a button that takes its pile out again. */
function PickedChips({ picked, onRemove }: { picked: readonly string[]; onRemove: (name: string) => void }) {
  if (picked.length === 0) return null;
  return (
    <ul className="picked" aria-label="Picked piles">
      {picked.map((n) => (
        <li key={n}>
          <button type="button" className="chip" aria-label={`Remove ${n}`} onClick={() => onRemove(n)}>
            {n} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
