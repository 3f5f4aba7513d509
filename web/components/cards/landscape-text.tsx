'use client';
// An Event's or Landmark's text, opened in place by a tap on "Text": a phone shows no hover tip, and
// the tile itself may be the button that buys the Event.
import { useId, useState } from 'react';
import { cardText } from './card-text';

export function LandscapeText({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="text-toggle"
        aria-label={`Text of ${name}`}
        aria-expanded={open}
        {...(open ? { 'aria-controls': id } : {})}
        onClick={() => setOpen(!open)}
      >
        Text
      </button>
      {open && (
        <p id={id} className="landscape-text">
          {cardText(name)}
        </p>
      )}
    </>
  );
}
