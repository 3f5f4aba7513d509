// GET /players/{name}: a player's rating, history, stats and games (reads only). Sends no mail.
import { lazyContext, noMail } from '../../lambdas/aws/context.js';
import { getPlayer as handler } from '../../lambdas/edge/handlers/players.js';
import { toLambda } from '../../lambdas/edge/http.js';

export const getPlayer = toLambda(handler, lazyContext(noMail));
