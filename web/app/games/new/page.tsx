import { redirect } from 'next/navigation';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { allDefs, kingdomPileNames, recommendedSets } from '@/lib/engine';
import { readNewGameForm } from '@/lib/forms';
import { NewGameFormView, type NewGameState } from '@/components/lobby/new-game-form';

export const dynamic = 'force-dynamic';

async function createGame(_prev: NewGameState, fd: FormData): Promise<NewGameState> {
  'use server';
  const email = await requireEmail('/games/new');
  const f = readNewGameForm(fd);
  if (!f.success) return { error: f.error.issues.map((i) => i.message).join(' ') };
  const v = f.data;
  const r = await api.createGame(email, {
    ...(v.name ? { name: v.name } : {}),
    seats: [...v.invites.map((e) => ({ email: e })), ...Array.from({ length: v.bots }, () => ({ bot: v.botLevel }))],
    ...(v.mode === 'recommended' ? { recommended: v.recommended } : {}),
    ...(v.mode === 'random' ? { randomFrom: v.sets, randomLandscapes: v.landscapes } : {}),
    ...(v.mode === 'pick' ? {
      kingdom: v.kingdom,
      ...(v.events.length ? { events: v.events } : {}),
      ...(v.landmarks.length ? { landmarks: v.landmarks } : {}),
    } : {}),
    reminderHours: v.reminderHours,
    ...(v.deadlineHours ? { deadlineHours: v.deadlineHours } : {}),
  });
  if (!r.ok) return { error: r.message };
  redirect(`/games/${r.data.gameId}`);
}

export default async function NewGame() {
  await requireEmail('/games/new');
  const piles = (['base', 'intrigue', 'empires'] as const).flatMap((set) => kingdomPileNames(set).map((name) => ({ name, set })));
  const texts = Object.fromEntries(allDefs().map((d) => [d.name, d.text]));
  const named = (kind: 'event' | 'landmark') => allDefs().filter((d) => d.kind === kind).map((d) => d.name).sort();
  return (
    <>
      <h1>New game</h1>
      <NewGameFormView action={createGame} recommended={recommendedSets().map((r) => r.name)} piles={piles} texts={texts}
        events={named('event')} landmarks={named('landmark')} />
    </>
  );
}
