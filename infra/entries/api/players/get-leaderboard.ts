// GET /leaderboard: the best 100 players with 10+ rated games, from the LEADER index (reads only). Sends no mail.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { getLeaderboard as handler } from '../../../../lambdas/http/handlers/players.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const getLeaderboard = toLambda(handler, lazyContext(noMail));
