// POST /games/{gameId}/seat. The start event's mail (the last seat taken) goes by the stream.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { takeSeat as handler } from '../../../../lambdas/http/handlers/open-games.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const takeSeat = toLambda(handler, lazyContext(noMail));
