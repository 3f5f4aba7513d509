// GET /me: the caller's display name and mail settings (reads only). Sends no mail.
import { lazyContext, noMail } from '../../lambdas/aws-context.js';
import { getProfile as handler } from '../../lambdas/handlers/preferences.js';
import { toLambda } from '../../lambdas/http.js';

export const getProfile = toLambda(handler, lazyContext(noMail));
