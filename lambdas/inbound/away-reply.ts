// A reply to any game mail whose first line is about time away (vacation/words.ts): sets it on the
// replier's profile instead of reading moves, and answers what was set or why not.
import type { Deps } from '../kernel/deps.js';
import type { MailThread, Notification } from '../store/records.js';
import { applyAway } from '../vacation/apply.js';
import { AWAY_FORMS, awayWords, looksLikeAway } from '../vacation/words.js';
import { awayAnswerMail } from '../letters/away-mail.js';

/** The answer mail when the reply is about time away (the profile already written), else null. */
export async function awayReply(
  d: Deps,
  email: string,
  lines: readonly string[],
  thread: MailThread,
): Promise<Notification | null> {
  const now = d.now();
  const req = awayWords(lines, now);
  if (!req) {
    return looksLikeAway(lines)
      ? awayAnswerMail(
          d,
          email,
          { refused: `"${lines[0]}" is not a time away I can read.`, forms: AWAY_FORMS },
          now,
          thread,
        )
      : null;
  }
  const plan = await applyAway(d.store, email, req, now);
  if (!plan)
    return awayAnswerMail(
      d,
      email,
      { refused: 'Your settings changed at the same time elsewhere. Try again.', forms: AWAY_FORMS },
      now,
      thread,
    );
  return awayAnswerMail(
    d,
    email,
    plan.ok ? { set: plan.said } : { refused: plan.message, forms: AWAY_FORMS },
    now,
    thread,
  );
}
