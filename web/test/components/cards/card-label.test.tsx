// A card's text must stay on screen: on a phone (390 px) a card in the right half of the screen, or
// on a desktop the Supply's last column, would push a left-aligned tip past the right edge.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardButton, CardLabel } from '@/components/cards/card-label';

const realWidth = document.documentElement.clientWidth;
const realWindow = window.innerWidth;
/** The page's width, and the window's (a scrollbar of 15 px between them, as in Chromium). */
function screenWidth(px: number, windowPx = px + 15) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: px });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: windowPx });
}
function at(el: HTMLElement, left: number) {
  el.getBoundingClientRect = () => ({
    left,
    right: left + 60,
    top: 0,
    bottom: 20,
    width: 60,
    height: 20,
    x: left,
    y: 0,
    toJSON: () => ({}),
  });
}
afterEach(() => screenWidth(realWidth, realWindow));

describe('card text tips', () => {
  it('on a phone, a card on the right shifts its tip left to fit (tap = focus)', () => {
    screenWidth(375);
    render(<CardLabel name="Courtier" />);
    const label = screen.getByText('Courtier');
    at(label, 218);
    fireEvent.focus(label);
    // The tip is min(18rem, 80vw) = 288 px wide: from 218 it would end at 506; it must end by 375 − 8.
    const shift = Number(label.style.getPropertyValue('--tip-x').replace('px', ''));
    expect(shift).toBeLessThan(0);
    expect(218 + shift + 288).toBeLessThanOrEqual(375 - 8);
    expect(218 + shift).toBeGreaterThanOrEqual(8);
  });

  it('on a narrow phone (320 px) the tip is 80vw wide and still fits', () => {
    screenWidth(320, 320);
    render(<CardLabel name="Torturer" />);
    const label = screen.getByText('Torturer');
    at(label, 200);
    fireEvent.focus(label);
    const shift = Number(label.style.getPropertyValue('--tip-x').replace('px', ''));
    expect(200 + shift + 256).toBeLessThanOrEqual(320 - 8);
  });

  it('on a desktop, a card in the last column shifts on hover; one on the left stays put', () => {
    screenWidth(1265);
    render(
      <>
        <CardLabel name="Crown" />
        <CardButton card="Villa">Buy Villa ($4)</CardButton>
      </>,
    );
    const crown = screen.getByText('Crown');
    at(crown, 1032);
    fireEvent.pointerEnter(crown);
    expect(1032 + Number(crown.style.getPropertyValue('--tip-x').replace('px', '')) + 288).toBeLessThanOrEqual(
      1265 - 8,
    );
    const villa = screen.getByRole('button', { name: 'Buy Villa ($4)' });
    at(villa, 40);
    fireEvent.focus(villa);
    expect(villa.style.getPropertyValue('--tip-x')).toBe('0px');
  });
});
