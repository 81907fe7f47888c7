/**
 * The part of oidc-provider 9 this folder uses (the package ships no types, and
 * @types/oidc-provider describes older versions). Checked against its lib/ when written.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface OidcClient {
    clientId: string;
    clientAuthMethod: string;
    redirectUris?: string[];
  }
  interface Grant {
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }
  interface OidcContext {
    oidc: {
      provider: Provider;
      client?: OidcClient;
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }
  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients: Record<string, unknown>[];
    jwks: { keys: unknown[] };
    cookies: { keys: string[] };
    extraParams: string[];
    conformIdTokenClaims: boolean;
    claims: Record<string, string[]>;
    features: Record<string, unknown>;
    extraTokenClaims(ctx: OidcContext, token: { clientId?: string }): Record<string, unknown>;
    pkce: { required(ctx: OidcContext, client: OidcClient): boolean };
    clientBasedCORS(ctx: OidcContext, origin: string, client: OidcClient): boolean;
    routes: Record<string, string>;
    interactions: { url(ctx: OidcContext, interaction: { uid: string }): string };
    loadExistingGrant(ctx: OidcContext): Promise<Grant | undefined>;
    findAccount(ctx: OidcContext, accountId: string): Account | undefined | Promise<Account | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: {
      new (init: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; params: Record<string, unknown> }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
