// POST /games/{gameId}/leave. Sends no mail.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { leaveGame as handler } from '../../../../lambdas/http/handlers/join-game.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const leaveGame = toLambda(handler, lazyContext(noMail));
