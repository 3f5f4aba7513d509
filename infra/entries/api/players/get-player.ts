// GET /players/{name}: a player's rating, history, stats and games (reads only). Sends no mail.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { getPlayer as handler } from '../../../../lambdas/http/handlers/players.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const getPlayer = toLambda(handler, lazyContext(noMail));
