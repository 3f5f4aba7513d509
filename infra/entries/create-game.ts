// POST /games. Mails the invitations at once, so it carries the SES mailer.
import { lazyContext } from '../../lambdas/aws/context.js';
import { sesMailer } from '../../lambdas/aws/mail.js';
import { createGame as handler } from '../../lambdas/edge/handlers/create-game.js';
import { toLambda } from '../../lambdas/edge/http.js';

export const createGame = toLambda(handler, lazyContext(sesMailer));
