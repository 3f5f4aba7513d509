'use server';
// Creates a game from the new-game form. Any refusal (the form's own checks or the game server's)
// comes back with what was sent and the error by field, so the form shows it where it belongs.
import { redirect } from 'next/navigation';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { isFormData, MALFORMED_FORM, readNewGameForm } from '@/lib/forms';
import { errorsOf, fieldOfServerError, valuesOf, type NewGameState } from '@/components/lobby/new-game-values';

export async function createGame(_prev: NewGameState, fd: FormData): Promise<NewGameState> {
  const email = await requireEmail('/games/new');
  if (!isFormData(fd)) return { error: MALFORMED_FORM };
  const values = valuesOf(fd);
  const f = readNewGameForm(fd);
  if (!f.success) return { values, ...errorsOf(f.error.issues) };
  const v = f.data;
  const r = await api.createGame(email, {
    ...(v.name ? { name: v.name } : {}),
    ...(v.title ? { title: v.title } : {}),
    seats: [...v.invites.map((e) => ({ email: e })), ...Array.from({ length: v.bots }, () => ({ bot: v.botLevel }))],
    ...(v.mode === 'recommended' ? { recommended: v.recommended } : {}),
    ...(v.mode === 'random' ? { randomFrom: v.sets, randomLandscapes: v.landscapes } : {}),
    ...(v.mode === 'pick'
      ? {
          kingdom: v.kingdom,
          ...(v.events.length ? { events: v.events } : {}),
          ...(v.landmarks.length ? { landmarks: v.landmarks } : {}),
        }
      : {}),
    reminderHours: v.reminderHours,
    ...(v.deadlineHours ? { deadlineHours: v.deadlineHours } : {}),
    mailGraceMinutes: v.mailGraceMinutes,
    ...(v.undo === 'off' ? { undo: false } : {}),
    ...(v.vacation === 'off' ? { vacation: false } : {}),
    ...(v.openSeats !== undefined
      ? {
          open: {
            seats: v.openSeats,
            ...(v.public ? { public: true } : {}),
            ...(v.minRating !== undefined ? { minRating: v.minRating } : {}),
          },
        }
      : {}),
  });
  if (!r.ok) {
    // A 4xx is about what was sent: beside the field it names. Anything else is about no field.
    const field = r.status < 500 ? fieldOfServerError(r.message, v.mode) : null;
    return field ? { values, errors: { [field]: r.message } } : { values, error: r.message };
  }
  redirect(`/games/${r.data.gameId}`);
}
