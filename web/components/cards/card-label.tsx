'use client';
import { useId } from 'react';
import { cardText } from './card-text';
import { grouped } from './grouped';

/** The widest a tip gets (CSS `.tip`: min(18rem, 80vw)) and the margin it keeps from the screen's edges. */
const TIP_WIDTH = 288;
const EDGE = 8;

/**
 * Before a tip shows (hover, focus, tap), shifts it left as far as needed to stay on screen: a card
 * near the right edge (a phone, the Supply's last column) would otherwise push its text off screen.
 */
export function placeTip(el: HTMLElement): void {
  // 80vw is of the window (scrollbar included); the tip must end inside the visible page.
  const screen = document.documentElement.clientWidth || window.innerWidth;
  const left = el.getBoundingClientRect().left;
  const width = Math.min(TIP_WIDTH, window.innerWidth * 0.8);
  const shift = Math.max(Math.min(0, screen - EDGE - (left + width)), EDGE - left);
  el.style.setProperty('--tip-x', `${Math.round(shift)}px`);
}

const placing = {
  onPointerEnter: (e: React.PointerEvent<HTMLElement>) => placeTip(e.currentTarget),
  onFocus: (e: React.FocusEvent<HTMLElement>) => placeTip(e.currentTarget),
};

/**
 * A card name whose text shows on hover, on keyboard focus and on tap (a tap focuses it).
 * Inside a button use `CardTip` instead: a button must not contain another focusable element.
 */
export function CardLabel({ name, count }: { name: string; count?: number }) {
  const id = useId();
  return (
    <span className="card-label has-tip" tabIndex={0} aria-describedby={id} {...placing}>
      {name}
      {count !== undefined && count > 1 ? ` ×${count}` : ''}
      <CardTip id={id} name={name} />
    </span>
  );
}

/** The card text shown on hover/focus; kept out of the accessible name, read as a description. */
export function CardTip({ name, id }: { name: string; id?: string }) {
  return (
    <span role="tooltip" id={id} aria-hidden="true" className="tip">
      {cardText(name)}
    </span>
  );
}

/** A button that names a card: its text shows on hover and focus, and is its accessible description. */
export function CardButton({
  card,
  children,
  ...rest
}: { card: string; children: React.ReactNode } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const id = useId();
  return (
    <button
      type="button"
      {...rest}
      className={`${rest.className ?? 'choice'} has-tip`}
      aria-describedby={id}
      onPointerEnter={(e) => {
        placeTip(e.currentTarget);
        rest.onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        placeTip(e.currentTarget);
        rest.onFocus?.(e);
      }}
    >
      {children}
      <CardTip id={id} name={card} />
    </button>
  );
}

export function CardList({ cards, empty = '—' }: { cards: readonly string[]; empty?: string }) {
  if (cards.length === 0) return <span className="muted">{empty}</span>;
  return (
    <span className="card-list">
      {grouped(cards).map(([n, c]) => (
        <CardLabel key={n} name={n} count={c} />
      ))}
    </span>
  );
}
