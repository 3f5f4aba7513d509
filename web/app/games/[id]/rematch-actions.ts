'use server';
// The rematch panel's server actions: its state, a proposal (an acceptance when one was proposed),
// an answer. As the game's player (signed in, or by the game's mail link), each with its own key.
import { randomUUID } from 'node:crypto';
import { api } from '@/lib/api';
import { requireGameCaller } from '@/lib/game-link';
import { GameIdInput } from '@/lib/forms';
import type { RematchView } from '@contract/api';

export type RematchState = { ok: true; rematch: RematchView | null } | { ok: false; message: string };

async function as(gameId: string) {
  const id = GameIdInput.safeParse(gameId);
  if (!id.success) return null;
  return { id: id.data, ...(await requireGameCaller(id.data, `/games/${id.data}`)) };
}

export async function loadRematch(gameId: string): Promise<RematchState> {
  const c = await as(gameId);
  if (!c) return { ok: false, message: 'Not a game id.' };
  const r = await api.getRematch(c.as, c.id);
  return r.ok ? { ok: true, rematch: r.data.rematch } : { ok: false, message: r.message };
}

export async function proposeRematch(gameId: string): Promise<RematchState> {
  const c = await as(gameId);
  if (!c) return { ok: false, message: 'Not a game id.' };
  const r = await api.proposeRematch(c.as, c.id, `w-${randomUUID()}`);
  return r.ok ? { ok: true, rematch: r.data.rematch } : { ok: false, message: r.message };
}

export async function answerRematch(gameId: string, accept: boolean): Promise<RematchState> {
  const c = await as(gameId);
  if (!c || typeof accept !== 'boolean') return { ok: false, message: 'Not a rematch answer.' };
  const r = await api.answerRematch(c.as, c.id, accept, `w-${randomUUID()}`);
  return r.ok ? { ok: true, rematch: r.data.rematch } : { ok: false, message: r.message };
}
