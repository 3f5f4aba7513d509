// Display names: what other players see at the table and in mail, so a name must not pass for
// someone else's. NFC-normalised, then refused when it holds control or invisible characters
// (\p{C}, line separators, default-ignorable code points such as U+034F or U+FE0F), blanks that
// are not a plain space (U+2800, U+3164, U+115F, U+00A0, ...), more than two stacked combining
// marks, or nothing visible at all. Whether it looks like another seat's name is the edge's check
// (lambdas/lobby/seat-names.ts), since it needs the table.
import * as z from 'zod';

const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** Space separators other than U+0020, and letters that render as blank (Hangul fillers, Braille blank). */
const BLANK_LOOKING = /[\p{Zs}\u2800\u3164\u115F\u1160\uFFA0]/u;
const STACKED_MARKS = /\p{M}{3,}/u;
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/** A game's name (lobby, table, mail): printable text without "<" or ">", at most 60 characters. */
export const GameTitle = z
  .string()
  .transform((s) => s.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'A game name cannot be empty.')
      .max(60, 'A game name is at most 60 characters.')
      .refine(
        (s) => !INVISIBLE.test(s) && !/[<>]/.test(s),
        'A game name cannot hold control or invisible characters, "<" or ">".',
      ),
  );

export const DisplayName = z
  .string()
  .transform((s) => s.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'A display name cannot be empty.')
      .max(30, 'A display name is at most 30 characters.')
      .refine(
        (s) => !INVISIBLE.test(s) && !/[<>]/.test(s),
        'A display name cannot hold control or invisible characters, "<" or ">".',
      )
      .refine(
        (s) => !BLANK_LOOKING.test(s.replaceAll(' ', '')),
        'A display name cannot hold blank characters other than a plain space.',
      )
      .refine((s) => !STACKED_MARKS.test(s), 'A display name cannot stack more than two accents on a letter.')
      .refine((s) => VISIBLE.test(s), 'A display name needs a visible letter, digit or sign.'),
  );
