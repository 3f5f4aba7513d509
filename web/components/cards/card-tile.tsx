'use client';
// A card drawn as a tile: name, cost (coins and debt), the usual type colours, a count and tokens;
// Events and Landmarks in their landscape shape. When it has an action the tile is the control
// (a button named by what it does); otherwise it is still focusable so its text can be read.
import { useId } from 'react';
import { findDef, formatCost, type Cost } from '@/lib/engine';
import { CardTip, placeTip } from './card-label';

/** The type classes a tile is coloured by (CSS `.tile.t-*`), in the order the colours are drawn. */
export function typeClasses(name: string): string[] {
  const def = findDef(name);
  if (!def) return [];
  if (def.kind === 'event') return ['t-event'];
  if (def.kind === 'landmark') return ['t-landmark'];
  return def.types.map((t) => `t-${t.toLowerCase()}`);
}

export interface TileAction {
  /** What the click does, as the button's name begins ("Buy", "Play", "Gain"). */
  verb: string;
  onClick: () => void;
}

export interface CardTileProps {
  name: string;
  /** The cost shown (the pile's current cost), or the card's printed cost when left out. */
  cost?: Cost | null;
  /** Copies (a pile's count, a group of copies in hand); shown as ×n. */
  count?: number;
  /** What counts mean here, for the accessible name ("left" for a pile, "in hand"). */
  countWord?: string;
  vpTokens?: number;
  debtTokens?: number;
  /** A second line (a split pile's name, a Landmark's note). */
  note?: string;
  action?: TileAction | null;
  /** A move is on its way: the action is off for now. */
  busy?: boolean;
  /** Highlighted (e.g. picked in a choice). */
  pressed?: boolean;
  className?: string;
}

export function CardTile({
  name,
  cost,
  count,
  countWord = 'left',
  vpTokens = 0,
  debtTokens = 0,
  note,
  action,
  busy,
  pressed,
  className,
}: CardTileProps) {
  const tipId = useId();
  const def = findDef(name);
  const shownCost = cost === undefined ? (def && def.kind !== 'landmark' ? def.cost : null) : cost;
  const costText = shownCost ? formatCost(shownCost) : null;
  const landscape = def?.kind === 'event' || def?.kind === 'landmark';
  const classes = [
    'tile',
    'has-tip',
    ...typeClasses(name),
    landscape ? 'landscape' : '',
    count === 0 ? 'empty' : '',
    action ? 'actionable' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const shown: TileBodyProps = { name, costText, count, vpTokens, debtTokens, note, tipId };
  const label = tileLabel(shown, countWord, action);
  const body = <TileBody {...shown} />;
  const place = (e: React.SyntheticEvent<HTMLElement>) => placeTip(e.currentTarget);
  if (action) {
    return (
      <button
        type="button"
        className={classes}
        aria-label={label}
        aria-describedby={tipId}
        aria-pressed={pressed}
        disabled={busy}
        onClick={action.onClick}
        onPointerEnter={place}
        onFocus={place}
      >
        {body}
      </button>
    );
  }
  return (
    <span
      className={classes}
      role="img"
      tabIndex={0}
      aria-label={label}
      aria-describedby={tipId}
      onPointerEnter={place}
      onFocus={place}
    >
      {body}
    </span>
  );
}

interface TileBodyProps {
  name: string;
  costText: string | null;
  count?: number;
  vpTokens: number;
  debtTokens: number;
  note?: string;
  tipId: string;
}

/** What a tile shows (the same inside the button and the readable tile); the tip is the card's full text. */
function TileBody({ name, costText, count, vpTokens, debtTokens, note, tipId }: TileBodyProps) {
  return (
    <>
      <span className="tile-name">{name}</span>
      {costText && <span className="tile-cost">{costText}</span>}
      {count !== undefined && <span className="tile-count">×{count}</span>}
      {vpTokens > 0 && <span className="token vp">{vpTokens} VP</span>}
      {/* Worded apart from a debt cost: these tokens go to whoever buys from the pile (Tax). */}
      {debtTokens > 0 && (
        <span className="token debt" title="Debt tokens on the pile: whoever buys from it takes them">
          +{debtTokens} debt
        </span>
      )}
      {note && <span className="tile-note small">{note}</span>}
      <CardTip id={tipId} name={name} />
    </>
  );
}

/** The accessible name: what a click does, the card, then in words what the tile shows. */
function tileLabel(
  { name, costText, count, vpTokens, debtTokens }: TileBodyProps,
  countWord: string,
  action?: TileAction | null,
): string {
  const facts = [
    costText,
    count !== undefined ? `${count} ${countWord}` : null,
    vpTokens > 0 ? `${vpTokens} VP tokens` : null,
    debtTokens > 0 ? `${debtTokens} debt tokens: the buyer takes them` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `${action ? `${action.verb} ` : ''}${name}${facts ? ` (${facts})` : ''}`;
}
