// GET /open-games. Reads the OPEN index and META only.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { listOpen as handler } from '../../../../lambdas/http/handlers/open-games.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const listOpen = toLambda(handler, lazyContext(noMail));
