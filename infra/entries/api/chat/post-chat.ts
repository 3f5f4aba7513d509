// POST /games/{gameId}/chat: posts a message (or mutes the chat). Chat never sends mail by itself: it rides on the mail due anyway.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { postChatMessage as handler } from '../../../../lambdas/http/handlers/chat.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const postChatMessage = toLambda(handler, lazyContext(noMail));
