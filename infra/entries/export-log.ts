// GET /games/{gameId}/log. Reads only.
import { lazyContext, noMail } from '../../lambdas/aws/context.js';
import { exportLog as handler } from '../../lambdas/edge/handlers/read-game.js';
import { toLambda } from '../../lambdas/edge/http.js';

export const exportLog = toLambda(handler, lazyContext(noMail));
