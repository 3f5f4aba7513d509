// GET /games/{gameId}/log. Reads only.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { exportLog as handler } from '../../../../lambdas/http/handlers/read-game.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const exportLog = toLambda(handler, lazyContext(noMail));
