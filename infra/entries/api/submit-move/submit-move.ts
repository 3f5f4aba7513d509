// POST /games/{gameId}/moves. The move's mail goes by the stream (the outbox of its event).
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { submitMove as handler } from '../../../../lambdas/http/handlers/submit-move.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const submitMove = toLambda(handler, lazyContext(noMail));
