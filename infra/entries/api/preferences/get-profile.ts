// GET /me: the caller's display name and mail settings (reads only). Sends no mail.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { getProfile as handler } from '../../../../lambdas/http/handlers/preferences.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const getProfile = toLambda(handler, lazyContext(noMail));
