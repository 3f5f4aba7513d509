// GET /games: the caller's games. Sends no mail.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { listGames as handler } from '../../../../lambdas/http/handlers/read-game.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const listGames = toLambda(handler, lazyContext(noMail));
