// "On vacation until …" for the players at the table who are away, and whether the game holds
// their deadline (a game created refusing vacation does not).
import type { GameSetupView } from '@contract/api';

export function AwayNote({
  away,
  about,
}: {
  away?: { name: string; until: string }[] | undefined;
  about?: GameSetupView | undefined;
}) {
  const refused = about?.vacation === false;
  if (!away?.length && !refused) return null;
  return (
    <section className="panel away-note" role="note" aria-label="Vacation">
      {away?.map((a) => (
        <p key={a.name}>
          {a.name} is on vacation until {a.until}.{refused ? '' : ' Their deadline waits until they are back.'}
        </p>
      ))}
      {refused && <p>This game refuses vacation: deadlines run as usual while a player is away.</p>}
    </section>
  );
}
