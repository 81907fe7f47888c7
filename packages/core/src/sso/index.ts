/** The sso module's door (issue 41): single sign-on through the platform's user pool. */
export { ssoConfig } from "./config-view";
export { discoverSso, SSO_DISCOVER_PER_SOURCE } from "./discover";
export { ssoEntities } from "./entities";
export { type SsoLink, ssoLinkOrNone } from "./link";
export { type IdentityProviderPort, type PoolProvider, useIdentityProviders } from "./port";
export { providerNameOf } from "./provider-name";
export { signInWithCode, signInWithIdToken } from "./session";
export { getSsoSettings, putSsoSettings } from "./settings";
