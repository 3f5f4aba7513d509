// POST /me: changes the caller's display name and mail settings. Sends no mail.
import { lazyContext, noMail } from '../../../../lambdas/aws/context.js';
import { updateProfile as handler } from '../../../../lambdas/http/handlers/preferences.js';
import { toLambda } from '../../../../lambdas/http/http.js';

export const updateProfile = toLambda(handler, lazyContext(noMail));
