// POST /games/{gameId}/join. The start event's mail goes by the stream.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { joinGame as handler } from '../../../../lambdas/http/handlers/join-game.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const joinGame = toLambda(handler, lazyContext(noMail));
