// The answer to a reply that set (or tried to set) a time away: what was set, or why not and how
// to write it. Nothing of any game in it: only the player's own dates.
import type { LinkSettings } from '../kernel/link-settings.js';
import type { MailThread, Notification } from '../store/records.js';
import { render } from './render.js';

export type AwayOutcome = { set: string } | { refused: string; forms: readonly string[] };

export function awayAnswerMail(
  l: LinkSettings,
  to: string,
  outcome: AwayOutcome,
  now: number,
  thread?: MailThread,
): Notification {
  const set = 'set' in outcome;
  const body = {
    headline: set ? outcome.set : 'Your time away was not set: nothing changed.',
    details: set
      ? [
          'While you are away your deadlines wait and no reminders come; when you are back, one mail lists the games waiting for you.',
        ]
      : [
          outcome.refused,
          `Write one of these as the first line of a reply: ${outcome.forms.join(' / ')} (dates are UTC).`,
        ],
    action: { label: 'Your settings', link: `${l.webUrl}/settings` },
    ...(thread ? { thread } : {}),
  };
  return render(l, to, now, set ? 'Dominion: your time away' : 'Dominion: your time away was not set', body, 'reply');
}
