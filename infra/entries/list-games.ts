// GET /games: the caller's games. Sends no mail.
import { lazyContext, noMail } from '../../lambdas/aws-context.js';
import { listGames as handler } from '../../lambdas/handlers/read-game.js';
import { toLambda } from '../../lambdas/http.js';

export const listGames = toLambda(handler, lazyContext(noMail));
