// POST /games/{gameId}/leave. Sends no mail.
import { lazyContext, noMail } from '../../lambdas/aws-context.js';
import { leaveGame as handler } from '../../lambdas/handlers/join-game.js';
import { toLambda } from '../../lambdas/http.js';

export const leaveGame = toLambda(handler, lazyContext(noMail));
