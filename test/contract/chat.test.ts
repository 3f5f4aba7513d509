// The chat's text as the contract takes it: NFC, line ends made "\n", trimmed, 1–500 characters
// (code points, so an emoji is one), new lines kept, other control characters and bidirectional
// overrides refused; a post is a message with its key, or a mute, never both.
import { describe, expect, it } from 'vitest';
import { ChatPostBody, ChatText } from '../../contract/api.js';

const issues = (v: unknown) => {
  const r = ChatPostBody.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ChatText', () => {
  it('normalises: NFC, "\\r\\n" and "\\r" to "\\n", trimmed', () => {
    expect(ChatText.parse('  Cafe\u0301\r\nsecond\rthird  ')).toBe('Caf\u00e9\nsecond\nthird');
  });

  it('takes 500 characters and refuses 501, counting code points', () => {
    expect(ChatText.safeParse('a'.repeat(500)).success).toBe(true);
    expect(ChatText.safeParse('a'.repeat(501)).success).toBe(false);
    expect(ChatText.safeParse('🂡'.repeat(500)).success).toBe(true);
    // 500 after normalising: e + combining accent composes into one character.
    expect(ChatText.safeParse('e\u0301'.repeat(500)).success).toBe(true);
  });

  it.each(['\u0000', '\u0007', '\t', '\u001b[31m', '\u0085', '\u202E', '\u2066'])(
    'refuses the control character %j',
    (c) => {
      expect(ChatText.safeParse(`a${c}b`).success).toBe(false);
    },
  );

  it('keeps markup as text: it is rendered as text wherever it is shown', () => {
    expect(ChatText.parse('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('ChatPostBody', () => {
  it('takes a message with its key, or a mute', () => {
    expect(ChatPostBody.parse({ text: 'hi', idempotencyKey: 'key-12345' })).toEqual({
      text: 'hi',
      idempotencyKey: 'key-12345',
    });
    expect(ChatPostBody.parse({ mute: false })).toEqual({ mute: false });
  });

  it('names the field of each refusal', () => {
    expect(issues({})).toEqual(['text: Send either text (a message) or mute (true or false).']);
    expect(issues({ text: 'hi' })).toEqual(['idempotencyKey: A message needs an idempotencyKey.']);
    expect(issues({ text: '', idempotencyKey: 'key-12345' })).toEqual(['text: text cannot be empty.']);
    expect(issues({ mute: 1 })).toEqual(['mute: mute is true or false.']);
    expect(issues({ mute: true, to: 'x' })[0]).toMatch(/to/);
  });
});
