// The API handlers' context on AWS: the dependencies from the environment (lambda.ts: observed by
// Powertools) plus the bearer-token verifier, built once per container.
import { once, type MailerFactory } from '../runtime/build-deps.js';
import { envDeps } from './lambda.js';
import { bearerVerifier, type Ctx } from '../http/http.js';
import { keysFromEnv } from '../../auth/tokens.js';

export { noMail, type MailerFactory } from '../runtime/build-deps.js';

export function envContext(env: NodeJS.ProcessEnv, mailer: MailerFactory): Ctx {
  const deps = envDeps(env, mailer);
  // During a rotation APP_SECRET_PREVIOUS still verifies the tokens and links signed before it.
  return { ...deps, verify: bearerVerifier(keysFromEnv(env)) };
}

/** The context of one API function, built on first use and kept for the container's life. */
export const lazyContext = (mailer: MailerFactory) => once(() => envContext(process.env, mailer));
