// POST /games/{gameId}/join. The start event's mail goes by the stream.
import { lazyContext, noMail } from '../../lambdas/aws/context.js';
import { joinGame as handler } from '../../lambdas/edge/handlers/join-game.js';
import { toLambda } from '../../lambdas/edge/http.js';

export const joinGame = toLambda(handler, lazyContext(noMail));
