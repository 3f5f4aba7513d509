// GET /games/{gameId}: the caller's view. Bots catching up append; their mail goes by the stream.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { getGame as handler } from '../../../../lambdas/http/handlers/read-game.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const getGame = toLambda(handler, lazyContext(noMail));
