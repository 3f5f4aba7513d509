'use client';
// One card in the new-game pickers: a checkbox named by the card alone (short for a screen reader),
// described by its cost, types, set and printed text, which are all on screen. The whole tile is
// the click target (the label stretches over it), and long names wrap instead of being cut.
import { formatCost } from '@/lib/engine';
import type { PileInfo } from './pile-catalog';

const SET_NAMES: Record<PileInfo['set'], string> = { base: 'Base', intrigue: 'Intrigue', empires: 'Empires' };
export const setName = (s: PileInfo['set']) => SET_NAMES[s];

export function PickTile({
  pile,
  name,
  checked,
  disabled,
  onToggle,
  idPrefix,
}: {
  pile: PileInfo;
  /** The form field the checkbox sends (kingdom, events, landmarks). */
  name: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${pile.name.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <li className={`pick-tile${checked ? ' on' : ''}${disabled ? ' off' : ''}`}>
      <input
        type="checkbox"
        id={id}
        name={name}
        value={pile.name}
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-describedby={`${id}-meta ${id}-text`}
      />
      <label htmlFor={id} className="pick-name">
        {pile.name}
      </label>
      <span id={`${id}-meta`} className="pick-meta">
        {pile.cost && <span className="pick-cost">{formatCost(pile.cost)}</span>}
        <span className="pick-types">{pile.types.join(' – ')}</span>
        <span className="pick-set">{setName(pile.set)}</span>
      </span>
      <span id={`${id}-text`} className="pick-text">
        {pile.text}
      </span>
    </li>
  );
}
