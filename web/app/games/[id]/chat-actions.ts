'use server';
// The table's chat through the backend (web/lib/api.ts): read it, post a message (the form's key,
// made when the form was shown, posts it once however often it is sent), mute or unmute it. Each
// form goes back to the table.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { api } from '@/lib/api';
import { requireGameCaller } from '@/lib/game-link';
import { GameIdInput, isFormData } from '@/lib/forms';
import type { ChatResponse } from '@contract/api';

export type ChatData = { ok: true; chat: ChatResponse } | { ok: false; message: string };

export async function loadChat(gameId: string): Promise<ChatData> {
  const id = GameIdInput.safeParse(gameId);
  if (!id.success) return { ok: false, message: 'Not a game id.' };
  const { as } = await requireGameCaller(id.data, `/games/${id.data}`);
  const r = await api.getChat(as, id.data);
  return r.ok ? { ok: true, chat: r.data } : { ok: false, message: r.message };
}

const field = (fd: FormData, name: string) => {
  const v = fd.get(name);
  return typeof v === 'string' ? v : '';
};

export async function postChatFromForm(fd: unknown): Promise<void> {
  const id = GameIdInput.safeParse(isFormData(fd) ? fd.get('gameId') : null);
  if (!id.success || !isFormData(fd)) redirect('/');
  const { as } = await requireGameCaller(id.data, `/games/${id.data}`);
  const r = await api.postChat(as, id.data, field(fd, 'text'), field(fd, 'key'));
  // Back to the table the form is on, refreshed: a redirect that differs only by its #hash is a
  // scroll to the router, which keeps the page it has (the new message would not show).
  revalidatePath(`/games/${id.data}`);
  redirect(
    r.ok ? `/games/${id.data}` : `/games/${id.data}?chatError=${encodeURIComponent(r.message.slice(0, 200))}#chat`,
  );
}

export async function muteChatFromForm(fd: unknown): Promise<void> {
  const id = GameIdInput.safeParse(isFormData(fd) ? fd.get('gameId') : null);
  if (!id.success || !isFormData(fd)) redirect('/');
  const { as } = await requireGameCaller(id.data, `/games/${id.data}`);
  await api.muteChat(as, id.data, field(fd, 'mute') === 'true');
  revalidatePath(`/games/${id.data}`);
  redirect(`/games/${id.data}`);
}
