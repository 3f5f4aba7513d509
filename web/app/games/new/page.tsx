import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { recommendedSets } from '@/lib/engine';
import { NewGameFormView } from '@/components/lobby/new-game-form';
import { kingdomCatalog, landscapeCatalog } from '@/components/lobby/pile-catalog';
import { createGame } from './actions';

export const dynamic = 'force-dynamic';

export default async function NewGame() {
  const email = await requireEmail('/games/new');
  // The name a game takes when "Your name" is left empty (the server's own choice: Settings' name, else the address's start).
  const profile = await api.getProfile(email);
  const savedName = profile.ok ? (profile.data.displayName ?? profile.data.defaultName) : undefined;
  const nameFromAddress = profile.ok && profile.data.displayName === null;
  return (
    <>
      <h1>New game</h1>
      <NewGameFormView
        action={createGame}
        savedName={savedName}
        nameFromAddress={nameFromAddress}
        recommended={recommendedSets().map((r) => r.name)}
        piles={kingdomCatalog()}
        events={landscapeCatalog('event')}
        landmarks={landscapeCatalog('landmark')}
      />
    </>
  );
}
