// GET /games/{gameId}/chat: the game's chat; writes only the caller's read mark. Sends no mail.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { getChat as handler } from '../../../../lambdas/http/handlers/chat.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const getChat = toLambda(handler, lazyContext(noMail));
