// A rematch as one of its players sees it (contract/community/rematch.ts RematchView): names and who has
// accepted, never an email or the seed.
import type { RematchView } from '../../contract/api.js';
import type { GameMeta } from '../store/records.js';

export function rematchView(meta: GameMeta, seat: number): RematchView {
  return {
    gameId: meta.gameId,
    rematchOf: meta.rematchOf ?? '',
    status: meta.status,
    proposedBy: meta.seats.find((s) => s.email === meta.createdBy)?.name ?? meta.seats[0].name,
    seats: meta.seats.map((s, i) => ({
      seat: i,
      name: s.name,
      kind: s.bot ? ('bot' as const) : ('human' as const),
      accepted: s.joined,
    })),
    yourSeat: seat,
    youAccepted: meta.seats[seat].joined,
  };
}
