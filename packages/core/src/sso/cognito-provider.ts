import {
  CognitoIdentityProviderClient,
  CreateIdentityProviderCommand,
  DeleteIdentityProviderCommand,
  DescribeIdentityProviderCommand,
  DescribeUserPoolClientCommand,
  UpdateIdentityProviderCommand,
  UpdateUserPoolClientCommand,
  type IdentityProviderTypeType,
  type UserPoolClientType,
} from "@aws-sdk/client-cognito-identity-provider";
import { AppError } from "../platform";
import { ssoLink } from "./link";
import type { IdentityProviderPort, PoolProvider } from "./pool-provider";

const scopes = "openid email profile";

/** What Cognito needs per type (ProviderDetails keys as Cognito names them). */
function detailsOf(provider: PoolProvider): { type: IdentityProviderTypeType; details: Record<string, string> } {
  const secret: Record<string, string> = provider.clientSecret ? { client_secret: provider.clientSecret } : {};
  switch (provider.type) {
    case "microsoft":
      return {
        type: "OIDC",
        details: {
          client_id: provider.clientId,
          ...secret,
          authorize_scopes: scopes,
          attributes_request_method: "GET",
          oidc_issuer: `https://login.microsoftonline.com/${provider.issuer}/v2.0`,
        },
      };
    case "google":
      return { type: "Google", details: { client_id: provider.clientId, ...secret, authorize_scopes: scopes } };
    case "oidc":
      return {
        type: "OIDC",
        details: {
          client_id: provider.clientId,
          ...secret,
          authorize_scopes: scopes,
          attributes_request_method: "GET",
          oidc_issuer: provider.issuer,
        },
      };
    case "saml":
      return { type: "SAML", details: { MetadataURL: provider.issuer } };
  }
}

const attributeMapping = (type: PoolProvider["type"]): Record<string, string> =>
  type === "saml"
    ? { email: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress" }
    : { email: "email", email_verified: "email_verified" };

/** The app client's settings to send back: UpdateUserPoolClient resets whatever it is not given. */
function clientUpdate(client: UserPoolClientType, providers: string[]) {
  const { ClientSecret: _secret, CreationDate: _created, LastModifiedDate: _modified, ...kept } = client;
  return { ...kept, UserPoolId: client.UserPoolId!, ClientId: client.ClientId!, SupportedIdentityProviders: providers };
}

/**
 * The Cognito adapter: CreateIdentityProvider (UpdateIdentityProvider when it exists; a secret not
 * given is kept from the pool's details), then the provider listed on both app clients. Cognito
 * has no conditional client update, so a change is read back and redone until it holds: two
 * companies saving at once both end up listed.
 */
export class CognitoIdentityProviders implements IdentityProviderPort {
  constructor(private readonly client = new CognitoIdentityProviderClient({ region: ssoLink().region })) {}

  async put(provider: PoolProvider): Promise<void> {
    const link = ssoLink();
    const { type, details } = detailsOf(provider);
    const common = {
      UserPoolId: link.userPoolId,
      ProviderName: provider.providerName,
      AttributeMapping: attributeMapping(provider.type),
    };
    try {
      const existing = await this.describe(provider.providerName);
      if (existing) {
        const kept = existing.ProviderDetails?.client_secret;
        const merged =
          !details.client_secret && kept && type !== "SAML" ? { ...details, client_secret: kept } : details;
        await this.client.send(new UpdateIdentityProviderCommand({ ...common, ProviderDetails: merged }));
      } else {
        if (type !== "SAML" && !details.client_secret) throw new AppError("sso.secret_required");
        await this.client.send(
          new CreateIdentityProviderCommand({ ...common, ProviderType: type, ProviderDetails: details }),
        );
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The pool checks the issuer's discovery document or the SAML metadata: say what it said.
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError("sso.provider_refused", { reason: reason.slice(0, 200) });
    }
    await this.listOnClients(provider.providerName, true);
  }

  async remove(providerName: string): Promise<void> {
    await this.listOnClients(providerName, false);
    if (await this.describe(providerName))
      await this.client.send(
        new DeleteIdentityProviderCommand({ UserPoolId: ssoLink().userPoolId, ProviderName: providerName }),
      );
  }

  private async describe(providerName: string) {
    try {
      const { IdentityProvider } = await this.client.send(
        new DescribeIdentityProviderCommand({ UserPoolId: ssoLink().userPoolId, ProviderName: providerName }),
      );
      return IdentityProvider;
    } catch (error) {
      if ((error as { name?: string }).name === "ResourceNotFoundException") return undefined;
      throw error;
    }
  }

  private async listOnClients(providerName: string, listed: boolean): Promise<void> {
    const link = ssoLink();
    for (const clientId of new Set([link.spaClientId, link.serverClientId]))
      for (let attempt = 0; ; attempt++) {
        const { UserPoolClient: client } = await this.client.send(
          new DescribeUserPoolClientCommand({ UserPoolId: link.userPoolId, ClientId: clientId }),
        );
        const current = client?.SupportedIdentityProviders ?? [];
        if (current.includes(providerName) === listed) break;
        if (attempt === 5) throw new AppError("common.conflict");
        const next = listed ? [...current, providerName] : current.filter((name) => name !== providerName);
        await this.client.send(new UpdateUserPoolClientCommand(clientUpdate(client!, next)));
      }
  }
}
