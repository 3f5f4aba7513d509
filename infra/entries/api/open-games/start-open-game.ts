// POST /games/{gameId}/start. The start event's mail goes by the stream.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { startOpen as handler } from '../../../../lambdas/http/handlers/open-games.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const startOpen = toLambda(handler, lazyContext(noMail));
