// Stands in for "@aws-sdk/client-ses" in the bundles of functions that send no mail (lib/bundling.ts).
// lambdas/mail.ts imports the SES client at its top, and esbuild keeps every import of an external
// package (it cannot know it has no side effects), so without this stand-in each function would
// load the SES client at a cold start. Nothing here is reachable: these functions get `noMail`.
const refuse = (): never => { throw new Error('This function is bundled without the SES client: it sends no mail.'); };

export class SESClient { constructor() { refuse(); } }
export class SendEmailCommand { constructor() { refuse(); } }
