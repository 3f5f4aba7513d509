// A player's settings: GET /me and POST /me.
import * as z from 'zod';
import { isoTime, NotifyPref } from './common.js';
import { DisplayName } from './names.js';

/** POST /me: change any of these; `resumeMail` clears an undeliverable mark (only on request). */
export const UpdateProfileBody = z.object({
  /** null: back to the default (the email's local part). */
  displayName: DisplayName.nullable().optional(),
  notify: NotifyPref.optional(),
  resumeMail: z.literal(true).optional(),
}).strict().refine((b) => b.displayName !== undefined || b.notify !== undefined || b.resumeMail !== undefined, {
  message: 'Nothing to change: send displayName, notify or resumeMail.',
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** GET /me and POST /me. */
export const ProfileResponse = z.object({
  email: z.string(),
  /** The chosen name, or null (games then use `defaultName`). */
  displayName: z.string().nullable(),
  defaultName: z.string(),
  /** Whether the player has answered for their name (chose one, or kept `defaultName`): the site asks once, at first sign-in. */
  nameChosen: z.boolean(),
  notify: NotifyPref,
  /** Mail to this address bounced or was reported as spam: nothing is sent until `resumeMail`. */
  undeliverable: z.object({ reason: z.enum(['bounce', 'complaint']), at: isoTime }).strict().nullable(),
}).strict();
export type ProfileResponse = z.infer<typeof ProfileResponse>;
