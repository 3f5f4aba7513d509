'use server';
// Taking a free seat from the Open games list: a form (the game's id), checked, sent as the
// signed-in player, then the game's page; a refusal (the seat went meanwhile) comes back to the list.
import { redirect } from 'next/navigation';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { GameIdInput, isFormData } from '@/lib/forms';

export async function takeSeatFromForm(fd: unknown): Promise<void> {
  const email = await requireEmail('/open-games');
  const id = GameIdInput.safeParse(isFormData(fd) ? fd.get('gameId') : null);
  if (!id.success) redirect('/open-games?join=failed');
  const r = await api.takeSeat(email, id.data);
  // A fixed message in the address, not the server's text: the usual cause is a seat taken meanwhile.
  redirect(r.ok ? `/games/${id.data}` : '/open-games?join=failed');
}
