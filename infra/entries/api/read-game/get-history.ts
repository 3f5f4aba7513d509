// GET /games/{gameId}/history. Reads only.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { getHistory as handler } from '../../../../lambdas/http/handlers/read-game.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const getHistory = toLambda(handler, lazyContext(noMail));
