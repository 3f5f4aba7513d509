// GET /games/{gameId}: the caller's view. Bots catching up append; their mail goes by the stream.
import { lazyContext, noMail } from '../../lambdas/aws/context.js';
import { getGame as handler } from '../../lambdas/edge/handlers/read-game.js';
import { toLambda } from '../../lambdas/edge/http.js';

export const getGame = toLambda(handler, lazyContext(noMail));
