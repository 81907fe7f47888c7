import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import {
  CognitoIdentityProviderClient,
  CreateIdentityProviderCommand,
  DeleteIdentityProviderCommand,
  DescribeIdentityProviderCommand,
  DescribeUserPoolClientCommand,
  ResourceNotFoundException,
  UpdateIdentityProviderCommand,
  UpdateUserPoolClientCommand,
  type UserPoolClientType,
} from "@aws-sdk/client-cognito-identity-provider";
import { refusal } from "../testing";
import { CognitoIdentityProviders } from "./cognito-provider";
import { testLink } from "./test-support";

const cognito = mockClient(CognitoIdentityProviderClient);
const pool = () => new CognitoIdentityProviders(new CognitoIdentityProviderClient({ region: "us-east-1" }));
const notFound = () => new ResourceNotFoundException({ message: "no such provider", $metadata: {} });

/** The app clients as the pool holds them; UpdateUserPoolClient replaces them (and resets what it is not given). */
let clients: Record<string, UserPoolClientType>;

beforeEach(() => {
  process.env.SST_RESOURCE_Sso = JSON.stringify({ ...testLink, issuer: undefined, jwksUri: undefined });
  clients = Object.fromEntries(
    [testLink.spaClientId, testLink.serverClientId].map((id) => [
      id,
      {
        UserPoolId: testLink.userPoolId,
        ClientId: id,
        ClientName: id,
        ClientSecret: "never-sent-back",
        CreationDate: new Date(),
        CallbackURLs: [testLink.redirectSignIn],
        AllowedOAuthFlows: ["code"],
        AllowedOAuthScopes: testLink.scopes,
        SupportedIdentityProviders: ["co-OTHER"],
      },
    ]),
  );
  cognito.on(DescribeUserPoolClientCommand).callsFake(({ ClientId }) => ({ UserPoolClient: clients[ClientId] }));
  cognito.on(UpdateUserPoolClientCommand).callsFake((input: UserPoolClientType) => {
    clients[input.ClientId!] = { ...input };
    return {};
  });
});
afterEach(() => cognito.reset());

const provider = {
  providerName: "co-01ACME",
  displayName: "Acme",
  clientId: "app-1",
  clientSecret: "s3cret",
} as const;

describe("the Cognito identity-provider adapter", () => {
  it("creates each type with its ProviderDetails and lists it on both app clients, keeping their settings", async () => {
    cognito.on(DescribeIdentityProviderCommand).rejects(notFound());
    cognito.on(CreateIdentityProviderCommand).resolves({});
    await pool().put({ ...provider, type: "microsoft", issuer: "contoso.onmicrosoft.com" });
    await pool().put({ ...provider, type: "google", issuer: "" });
    await pool().put({ ...provider, type: "oidc", issuer: "https://idp.acme.test" });
    await pool().put({
      ...provider,
      type: "saml",
      issuer: "https://idp.acme.test/metadata.xml",
      clientSecret: undefined,
    });
    const created = cognito.commandCalls(CreateIdentityProviderCommand).map((call) => call.args[0].input);
    expect(created.map((input) => [input.ProviderType, input.ProviderDetails])).toEqual([
      [
        "OIDC",
        {
          client_id: "app-1",
          client_secret: "s3cret",
          authorize_scopes: "openid email profile",
          attributes_request_method: "GET",
          oidc_issuer: "https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0",
        },
      ],
      ["Google", { client_id: "app-1", client_secret: "s3cret", authorize_scopes: "openid email profile" }],
      [
        "OIDC",
        {
          client_id: "app-1",
          client_secret: "s3cret",
          authorize_scopes: "openid email profile",
          attributes_request_method: "GET",
          oidc_issuer: "https://idp.acme.test",
        },
      ],
      ["SAML", { MetadataURL: "https://idp.acme.test/metadata.xml" }],
    ]);
    expect(
      created.every((input) => input.UserPoolId === testLink.userPoolId && input.ProviderName === "co-01ACME"),
    ).toBe(true);
    expect(created[0]!.AttributeMapping).toEqual({ email: "email", email_verified: "email_verified" });
    for (const client of Object.values(clients)) {
      expect(client.SupportedIdentityProviders).toEqual(["co-OTHER", "co-01ACME"]);
      expect(client).toMatchObject({ CallbackURLs: [testLink.redirectSignIn], AllowedOAuthFlows: ["code"] });
      expect(client).not.toHaveProperty("ClientSecret");
    }
    // Listed once: the second and later puts found it there and did not update the clients again.
    expect(cognito.commandCalls(UpdateUserPoolClientCommand)).toHaveLength(2);
  });

  it("updates an existing provider, keeping the pool's secret when none is given", async () => {
    cognito.on(DescribeIdentityProviderCommand).resolves({
      IdentityProvider: { ProviderName: "co-01ACME", ProviderDetails: { client_secret: "kept-secret" } },
    });
    cognito.on(UpdateIdentityProviderCommand).resolves({});
    await pool().put({ ...provider, type: "oidc", issuer: "https://idp.acme.test", clientSecret: undefined });
    const [update] = cognito.commandCalls(UpdateIdentityProviderCommand);
    expect(update!.args[0].input.ProviderDetails).toMatchObject({ client_id: "app-1", client_secret: "kept-secret" });
    expect(cognito.commandCalls(CreateIdentityProviderCommand)).toHaveLength(0);
  });

  it("says what the pool refused, and refuses a new provider without a secret before calling it", async () => {
    cognito.on(DescribeIdentityProviderCommand).rejects(notFound());
    cognito.on(CreateIdentityProviderCommand).rejects(new Error("Unable to contact well-known endpoint"));
    expect(await refusal(() => pool().put({ ...provider, type: "oidc", issuer: "https://x.test" }))).toBe(
      "sso.provider_refused",
    );
    cognito.resetHistory();
    expect(
      await refusal(() => pool().put({ ...provider, type: "oidc", issuer: "https://x.test", clientSecret: undefined })),
    ).toBe("sso.secret_required");
    expect(cognito.commandCalls(CreateIdentityProviderCommand)).toHaveLength(0);
    expect(cognito.commandCalls(UpdateUserPoolClientCommand)).toHaveLength(0);
  });

  it("re-applies a client update another writer overwrote (no conditional update in Cognito)", async () => {
    cognito.on(DescribeIdentityProviderCommand).rejects(notFound());
    cognito.on(CreateIdentityProviderCommand).resolves({});
    let raced = false;
    cognito.on(UpdateUserPoolClientCommand).callsFake((input: UserPoolClientType) => {
      // The first write is lost to a concurrent one that read the clients before it.
      clients[input.ClientId!] = raced
        ? { ...input }
        : { ...input, SupportedIdentityProviders: ["co-OTHER", "co-RIVAL"] };
      raced = true;
      return {};
    });
    await pool().put({ ...provider, type: "google", issuer: "" });
    expect(clients[testLink.spaClientId]!.SupportedIdentityProviders).toEqual(["co-OTHER", "co-RIVAL", "co-01ACME"]);
  });

  it("removes: off the app clients, then deleted from the pool", async () => {
    clients[testLink.spaClientId]!.SupportedIdentityProviders = ["co-OTHER", "co-01ACME"];
    clients[testLink.serverClientId]!.SupportedIdentityProviders = ["co-01ACME"];
    cognito.on(DescribeIdentityProviderCommand).resolves({ IdentityProvider: { ProviderName: "co-01ACME" } });
    cognito.on(DeleteIdentityProviderCommand).resolves({});
    await pool().remove("co-01ACME");
    expect(clients[testLink.spaClientId]!.SupportedIdentityProviders).toEqual(["co-OTHER"]);
    expect(clients[testLink.serverClientId]!.SupportedIdentityProviders).toEqual([]);
    expect(cognito.commandCalls(DeleteIdentityProviderCommand)[0]!.args[0].input).toEqual({
      UserPoolId: testLink.userPoolId,
      ProviderName: "co-01ACME",
    });
  });
});
