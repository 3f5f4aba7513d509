// POST /games/{gameId}/leave. Sends no mail.
import { lazyContext, noMail } from '../../lambdas/aws/context.js';
import { leaveGame as handler } from '../../lambdas/edge/handlers/join-game.js';
import { toLambda } from '../../lambdas/edge/http.js';

export const leaveGame = toLambda(handler, lazyContext(noMail));
