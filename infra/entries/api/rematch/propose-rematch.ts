// POST /games/{gameId}/rematch. Mails the rematch's invitations at once, so it carries the SES mailer.
import { lazyContext } from '../../../../lambdas/aws/context.js';
import { sesMailer } from '../../../../lambdas/runtime/ses.js';
import { proposeRematchRoute as handler } from '../../../../lambdas/http/handlers/rematch.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const proposeRematchRoute = toLambda(handler, lazyContext(sesMailer));
