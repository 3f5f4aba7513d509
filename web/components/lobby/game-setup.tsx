// What an invitation shows before joining: who invites, the kingdom (cost order), Events,
// Landmarks and the pace (reminder, deadline and how soon "your move" mail goes).
import type { GameSetupView } from '@contract/api';
import { CardList } from '@/components/cards/card-label';

const hours = (h: number) => (h % 24 === 0 && h >= 48 ? `${h / 24} days` : `${h} h`);

export function GameSetup({ setup, joined }: { setup: GameSetupView; joined: boolean }) {
  return (
    <section aria-label="This game" className="panel game-setup">
      {!joined && <p><strong>{setup.inviter}</strong> invites you to this game.</p>}
      <p><strong>Kingdom:</strong> <CardList cards={setup.kingdom} /></p>
      {setup.events.length > 0 && <p><strong>Events:</strong> <CardList cards={setup.events} /></p>}
      {setup.landmarks.length > 0 && <p><strong>Landmarks:</strong> <CardList cards={setup.landmarks} /></p>}
      <p><strong>Pace:</strong> a reminder after {hours(setup.reminderHours)} without a move;{' '}
        {setup.deadlineHours === null ? 'no deadline' : `after ${hours(setup.deadlineHours)} a bot moves for whoever is waited on`};{' '}
        {setup.mailGraceMinutes === 0 ? '"your move" mail at once' : `"your move" mail after ${setup.mailGraceMinutes} min (not while you have the game open)`}.</p>
    </section>
  );
}
