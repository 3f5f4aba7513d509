// POST /games. Mails the invitations at once, so it carries the SES mailer.
import { lazyContext } from '../../../../lambdas/aws/context.js';
import { sesMailer } from '../../../../lambdas/runtime/ses.js';
import { createGame as handler } from '../../../../lambdas/http/handlers/create-game.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const createGame = toLambda(handler, lazyContext(sesMailer));
