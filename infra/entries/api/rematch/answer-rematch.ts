// POST /games/{gameId}/rematch/answer. A decline mails the other players at once, so it carries
// the SES mailer; the start event's mail (the last acceptance) goes by the stream.
import { lazyContext } from '../../../../lambdas/aws/context.js';
import { sesMailer } from '../../../../lambdas/runtime/ses.js';
import { answerRematchRoute as handler } from '../../../../lambdas/http/handlers/rematch.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const answerRematchRoute = toLambda(handler, lazyContext(sesMailer));
