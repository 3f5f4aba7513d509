// What the links in mail are made from: the app secret that signs them, the web app's address,
// how long they stay valid, and the domain that takes replies. Its own module so that the parts of
// a mail (notify.ts, letters/answer-links.ts, reply-address.ts) share it without importing each other.
export interface LinkSettings {
  /** Signs the links: the app secret's current key. */
  secret: string;
  /** Base URL of the web app, without a trailing slash. */
  webUrl: string;
  /** How long one-click links stay valid. */
  linkTtlMs: number;
  /** The domain that receives replies by mail (reply-address.ts); unset: mail takes no replies. */
  replyDomain?: string;
}
