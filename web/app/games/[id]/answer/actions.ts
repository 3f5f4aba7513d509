'use server';
// An answer link from a mail (`/games/<id>/answer?token=…`): loading it only reads (the game as its
// player sees it, and where the link stands: a mail scanner's prefetch changes nothing); confirming
// it — one press, a POST — makes its one answer (for a turn, its few moves: "play treasures", then
// "buy Gold") through the backend's move route, with the link's
// own token, at the seq the mail was made for. The backend checks the answer again and files it
// under the link's idempotency key, so a double press lands once.
import { redirect } from 'next/navigation';
import * as z from 'zod';
import { api } from '@/lib/api';
import { answerLinkClaims } from '@/lib/game-link';
import { GameIdInput, isFormData, MALFORMED_FORM } from '@/lib/forms';
import type { AnswerLinkView } from '@contract/api';
import { answerLabel, type GameView } from '@/lib/engine';

export type AnswerPageData =
  | { ok: true; link: AnswerLinkView; label: string; view: GameView | null; since: string[] }
  | { ok: false; message: string };

const INVALID = 'This answer link is not valid, or it has expired. Open the game from your newest mail, or sign in.';

/** The link's game and where the link stands, read with the link's own token. */
export async function loadAnswerLink(gameId: string, token: unknown): Promise<AnswerPageData> {
  const id = GameIdInput.safeParse(gameId);
  if (!id.success || !(await answerLinkClaims(token, id.data))) return { ok: false, message: INVALID };
  const r = await api.answerLink(token as string, id.data);
  if (!r.ok) return { ok: false, message: r.status === 401 ? INVALID : r.message };
  if (!r.data.answerLink) return { ok: false, message: INVALID };
  return {
    ok: true,
    link: r.data.answerLink,
    label: answerLabel(r.data.answerLink.answer),
    view: r.data.view,
    since: r.data.since ?? [],
  };
}

export interface ConfirmState {
  message?: string;
}

const ConfirmForm = z.object({ gameId: GameIdInput, token: z.string().min(1).max(1000) });

/** The press: makes the link's answer, then shows the link again (now "done", or "stale" if the game moved on first). */
export async function confirmAnswer(_prev: ConfirmState, fd: FormData): Promise<ConfirmState> {
  if (!isFormData(fd)) return { message: MALFORMED_FORM };
  const form = ConfirmForm.safeParse({ gameId: fd.get('gameId'), token: fd.get('token') });
  if (!form.success) return { message: MALFORMED_FORM };
  const { gameId, token } = form.data;
  const claims = await answerLinkClaims(token, gameId);
  if (!claims) return { message: INVALID };
  const r = await api.makeAnswer(token, gameId, claims.seq, claims.ans);
  // Made, or beaten by another move: the page says which.
  if (r.ok || r.status === 409) redirect(`/games/${gameId}/answer?token=${encodeURIComponent(token)}`);
  return { message: r.message };
}
