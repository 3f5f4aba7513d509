// The sign-in mail: readable on a phone, one prominent button, says how long the link works, and
// the plain text and HTML carry the same link (escaped in the HTML).
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { signInMail } from '@/lib/mail';

const URL_ =
  'https://dominion.example/api/auth/callback/email?callbackUrl=https%3A%2F%2Fdominion.example%2F&token=abc&email=bob%40example.com';

describe('sign-in mail', () => {
  it('is a phone-sized page with one button whose link is the text link', () => {
    const m = signInMail(URL_, 'dominion.example');
    expect(m.subject).toBe('Sign in to Dominion by Mail (dominion.example)');
    expect(m.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    const links = [...m.html.matchAll(/<a href="([^"]+)"[^>]*style="display:inline-block[^"]*">Sign in<\/a>/g)];
    expect(links).toHaveLength(1);
    expect(links[0][1].replace(/&amp;/g, '&')).toBe(URL_);
    expect(m.text).toContain(`\n${URL_}\n`);
  });

  it('says the link works once and for how long, in text and HTML', () => {
    const m = signInMail(URL_, 'dominion.example');
    expect(m.text).toContain('it works once, within 24 hours');
    expect(m.html).toContain('The link works once, within 24 hours.');
    for (const part of [m.subject, m.text, m.html]) expect(part).not.toMatch(/undefined|null/);
  });
});
