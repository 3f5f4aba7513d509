// GET /games/{gameId}/rematch. Reads only: no mailer.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { getRematch as handler } from '../../../../lambdas/http/handlers/rematch.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const getRematch = toLambda(handler, lazyContext(noMail));
