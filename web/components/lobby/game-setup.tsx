// What a game that has not started shows: who invites, who has joined and who is still awaited,
// the kingdom (cost order), Events, Landmarks and the pace (reminder, deadline and how soon "your
// move" mail goes).
import type { GameSetupView, SeatView } from '@contract/api';
import { CardList } from '@/components/cards/card-label';

const hours = (h: number) => (h % 24 === 0 && h >= 48 ? `${h / 24} days` : `${h} h`);

/** One seat in words: whose it is, and whether the game still waits for them. */
function seatText(s: SeatView, own: boolean): string {
  if (s.kind === 'bot') return `${s.name} (bot)`;
  if (s.free) return `${s.name}: free, for anyone from Open games`;
  const name = own ? `${s.name} (you)` : s.name;
  return s.joined ? name : `${name}: invited, not joined yet`;
}

/** `seats` (with `seat`, the reader's): who is in and who the start waits for. */
export function GameSetup({
  setup,
  joined,
  seats,
  seat,
}: {
  setup: GameSetupView;
  joined: boolean;
  seats?: readonly SeatView[];
  seat?: number;
}) {
  return (
    <section aria-label="This game" className="panel game-setup">
      {!joined && (
        <p>
          <strong>{setup.inviter}</strong> invites you to this game.
        </p>
      )}
      {seats && seats.length > 0 && (
        <div>
          <strong id="setup-players">Players:</strong>
          <ul aria-labelledby="setup-players" className="setup-seats">
            {seats.map((s) => (
              <li key={s.seat}>{seatText(s, s.seat === seat)}</li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <strong>Kingdom:</strong> <CardList cards={setup.kingdom} />
      </p>
      {setup.events.length > 0 && (
        <p>
          <strong>Events:</strong> <CardList cards={setup.events} />
        </p>
      )}
      {setup.landmarks.length > 0 && (
        <p>
          <strong>Landmarks:</strong> <CardList cards={setup.landmarks} />
        </p>
      )}
      <p>
        <strong>Pace:</strong> a reminder after {hours(setup.reminderHours)} without a move;{' '}
        {setup.deadlineHours === null
          ? 'no deadline'
          : `after ${hours(setup.deadlineHours)} a bot moves for whoever is waited on`}
        ;{' '}
        {setup.mailGraceMinutes === 0
          ? '"your move" mail at once'
          : `"your move" mail after ${setup.mailGraceMinutes} min (not while you have the game open)`}
        .
      </p>
    </section>
  );
}
