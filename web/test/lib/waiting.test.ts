// Who the game waits on, as the table words it: a question the engine keeps secret (a Reaction in
// the owner's hand) reads as the name alone.
import { describe, expect, it } from 'vitest';
import { waitingLabel } from '@/lib/waiting';

const base = { player: 1, name: 'Bob', prompt: null } as const;

describe('waitingLabel', () => {
  it('names the card and verb of an ordinary question, only the name of a secret one', () => {
    expect(waitingLabel({ ...base, kind: 'cards', verb: 'discard', source: 'Militia' })).toBe('Bob (Militia: discard)');
    expect(waitingLabel({ ...base, kind: 'turn', verb: 'play', source: null })).toBe('Bob (their turn)');
    expect(waitingLabel({ ...base, kind: null, verb: null, source: null })).toBe('Bob');
  });
});
