/**
 * Single sign-on (issue 41, docs/modules/sign-in.md "Single sign-on"): one Cognito user pool for
 * the platform brokers every company's identity provider (Microsoft Entra ID, Google, OIDC, SAML).
 * The API adds and removes the providers at run time (core/sso/cognito-provider.ts) and lists them
 * on the two app clients, so deployments leave `supportedIdentityProviders` alone.
 *
 * Needs the SPA's address for the redirect URIs: INTRANET_APP_URL (e.g. https://intranet.example.com)
 * and a hosted-domain prefix, INTRANET_SSO_DOMAIN_PREFIX (globally unique per region). Without both
 * no pool is made and the API answers `sso.not_configured` (GET /api/sso/config: enabled false).
 */
export function sso() {
  const appUrl = process.env.INTRANET_APP_URL?.replace(/\/+$/, "");
  const prefix = process.env.INTRANET_SSO_DOMAIN_PREFIX;
  if (!appUrl || !prefix) return { link: undefined };

  const redirectSignIn = `${appUrl}/authorize`;
  const redirectSignOut = `${appUrl}/login/`;
  const scopes = ["openid", "email", "profile"];
  const pool = new sst.aws.CognitoUserPool("UserPool", {
    usernames: ["email"],
    transform: { userPool: { deletionProtection: $app.stage === "production" ? "ACTIVE" : "INACTIVE" } },
  });
  const domain = new aws.cognito.UserPoolDomain("UserPoolDomain", { userPoolId: pool.id, domain: prefix });

  // The companies' providers are the API's to add: never reset them on deploy.
  const oauthClient = (secret: boolean) => ({
    client: (args: aws.cognito.UserPoolClientArgs, opts: $util.CustomResourceOptions): undefined => {
      args.allowedOauthFlowsUserPoolClient = true;
      args.allowedOauthFlows = ["code"];
      args.allowedOauthScopes = scopes;
      args.callbackUrls = [redirectSignIn];
      args.logoutUrls = [redirectSignOut];
      args.generateSecret = secret;
      args.supportedIdentityProviders = [];
      opts.ignoreChanges = ["supportedIdentityProviders"];
      return undefined;
    },
  });
  // The SPA's (Amplify, PKCE, no secret) and the server's (POST /api/outlook/login, with a secret).
  const spa = pool.addClient("Spa", { transform: oauthClient(false) });
  const server = pool.addClient("Server", { transform: oauthClient(true) });

  const link = new sst.Linkable("Sso", {
    properties: {
      region: aws.getRegionOutput().name,
      userPoolId: pool.id,
      spaClientId: spa.id,
      serverClientId: server.id,
      serverClientSecret: server.secret,
      domain: $interpolate`${domain.domain}.auth.${aws.getRegionOutput().name}.amazoncognito.com`,
      scopes,
      redirectSignIn,
      redirectSignOut,
    },
    include: [
      sst.aws.permission({
        actions: [
          "cognito-idp:CreateIdentityProvider",
          "cognito-idp:UpdateIdentityProvider",
          "cognito-idp:DeleteIdentityProvider",
          "cognito-idp:DescribeIdentityProvider",
          "cognito-idp:DescribeUserPoolClient",
          "cognito-idp:UpdateUserPoolClient",
        ],
        resources: [pool.arn],
      }),
    ],
  });
  return { link };
}
