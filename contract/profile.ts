// A player's settings: GET /me and POST /me.
import * as z from 'zod';
import { isoTime, NotifyPref } from './common.js';
import { DisplayName } from './names.js';

/**
 * How the player's Reactions answer an Attack, in every game they start or join from now on:
 * Moat revealed at once ('auto': revealing never hurts) or asked; Diplomat revealed once per
 * Attack ('always'), never, or asked. Asking tells the other players you hold a Reaction.
 */
export const ReactionPrefs = z
  .object({
    moat: z.enum(['auto', 'ask'], { message: 'moat is "auto" or "ask".' }),
    diplomat: z.enum(['always', 'never', 'ask'], { message: 'diplomat is "always", "never" or "ask".' }),
  })
  .strict();
export type ReactionPrefs = z.infer<typeof ReactionPrefs>;

/** What nobody has to be asked about: answers that tell nobody what is in the hand. */
export const DEFAULT_REACTIONS: ReactionPrefs = { moat: 'auto', diplomat: 'always' };

/** A calendar date, YYYY-MM-DD (UTC). */
export const isoDate = z.iso.date({ message: 'a date as YYYY-MM-DD' });

/**
 * Time away (vacation): from 00:00 UTC of `from` until 00:00 UTC of `until` (back on that day). At
 * most 30 days at a time and 60 in a rolling year, not in the past (checked by the server, which
 * answers 400 naming `away.from` or `away.until`).
 */
export const AwayDates = z
  .object({
    from: isoDate,
    until: isoDate,
  })
  .strict();
export type AwayDates = z.infer<typeof AwayDates>;

/** POST /me: change any of these; `resumeMail` clears an undeliverable mark (only on request). */
export const UpdateProfileBody = z
  .object({
    /** null: back to the default (the email's local part). */
    displayName: DisplayName.nullable().optional(),
    notify: NotifyPref.optional(),
    reactions: ReactionPrefs.optional(),
    resumeMail: z.literal(true).optional(),
    /** Set a time away; null: back now (ends one in progress, cancels one ahead). */
    away: AwayDates.nullable().optional(),
  })
  .strict()
  .refine(
    (b) =>
      b.displayName !== undefined ||
      b.notify !== undefined ||
      b.reactions !== undefined ||
      b.resumeMail !== undefined ||
      b.away !== undefined,
    {
      message: 'Nothing to change: send displayName, notify, reactions, resumeMail or away.',
    },
  );
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** GET /me and POST /me. */
export const ProfileResponse = z
  .object({
    email: z.string(),
    /** The chosen name, or null (games then use `defaultName`). */
    displayName: z.string().nullable(),
    defaultName: z.string(),
    /** Whether the player has answered for their name (chose one, or kept `defaultName`): the site asks once, at first sign-in. */
    nameChosen: z.boolean(),
    notify: NotifyPref,
    reactions: ReactionPrefs,
    /** Mail to this address bounced or was reported as spam: nothing is sent until `resumeMail`. */
    undeliverable: z
      .object({ reason: z.enum(['bounce', 'complaint']), at: isoTime })
      .strict()
      .nullable(),
    /** The time away set and not over yet (null: none); `now`: it has begun. */
    away: AwayDates.extend({ now: z.boolean() }).nullable().optional(),
    /** Days away still free in the year up to today (the cap is 60). */
    awayDaysLeft: z.number().int().min(0).optional(),
  })
  .strict();
export type ProfileResponse = z.infer<typeof ProfileResponse>;
