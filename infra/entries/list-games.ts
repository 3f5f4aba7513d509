// GET /games: the caller's games. Sends no mail.
import { lazyContext, noMail } from '../../lambdas/aws/context.js';
import { listGames as handler } from '../../lambdas/edge/handlers/read-game.js';
import { toLambda } from '../../lambdas/edge/http.js';

export const listGames = toLambda(handler, lazyContext(noMail));
