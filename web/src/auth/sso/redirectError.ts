/**
 * Why Amplify's redirect flow ended without the pool's tokens (said on /authorize in the page's
 * language; not an API answer, so not a catalogue code): `noFlow` — nothing was started in this
 * tab or it expired; `provider` — the hosted page or the company's provider refused or was left.
 */
export class SsoRedirectError extends Error {
  constructor(
    readonly reason: "noFlow" | "provider",
    detail?: string,
  ) {
    super(detail ?? reason);
    this.name = "SsoRedirectError";
  }
}
