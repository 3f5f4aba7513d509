import { requireEmail } from '@/lib/auth';
import { recommendedSets } from '@/lib/engine';
import { NewGameFormView } from '@/components/lobby/new-game-form';
import { kingdomCatalog, landscapeCatalog } from '@/components/lobby/pile-catalog';
import { createGame } from './actions';

export const dynamic = 'force-dynamic';

export default async function NewGame() {
  await requireEmail('/games/new');
  return (
    <>
      <h1>New game</h1>
      <NewGameFormView action={createGame} recommended={recommendedSets().map((r) => r.name)} piles={kingdomCatalog()}
        events={landscapeCatalog('event')} landmarks={landscapeCatalog('landmark')} />
    </>
  );
}
