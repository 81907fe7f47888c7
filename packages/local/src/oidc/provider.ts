import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import Provider, { type Configuration } from "oidc-provider";
import type { SsoLink } from "@intranet/core/sso";
import { localCertificate } from "./certificate";
import { LocalDirectory, poolSubject } from "./directory";
import { loginPage } from "./login-page";

export interface LocalOidcOptions {
  /** Keep the certificate, signing key and directory here (npm start); in memory without. */
  dataDir?: string | undefined;
  /** The SPA's origin (the gateway): its /authorize is the redirect URI, /login/ the sign-out target. */
  appUrl: string;
  port?: number;
}

export interface LocalOidc {
  url: string;
  directory: LocalDirectory;
  /** The link the API reads (`SST_RESOURCE_Sso`), as stacks/sso.ts gives it in AWS. */
  link: SsoLink;
  stop(): Promise<void>;
}

const spaClientId = "intranet-local-spa";
const serverClientId = "intranet-local-server";
const scopes = ["openid", "email", "profile"];

/** The token signing key, kept with the data so tokens and cached JWKS outlive a restart. */
function signingKey(dataDir: string | undefined): Record<string, unknown> {
  const file = dataDir && join(dataDir, "oidc", "signing-key.json");
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: "jwk" }),
    kid: `local-${randomBytes(4).toString("hex")}`,
    use: "sig",
    alg: "RS256",
  };
  if (file) {
    mkdirSync(join(dataDir, "oidc"), { recursive: true });
    writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  }
  return jwk;
}

/**
 * The local stand-in for the Cognito user pool's hosted domain (issue 41): a certified OpenID
 * provider (`oidc-provider`) on 127.0.0.1 with TLS and Cognito's paths (/oauth2/authorize,
 * /oauth2/token, /oauth2/userInfo, /logout, /.well-known/jwks.json, discovery). It reads the
 * `identity_provider` parameter Amplify sends, shows that company provider's sign-in page with its
 * demo identities, and issues ID tokens shaped like Cognito's (token_use "id", email,
 * email_verified, `identities`, `cognito:username`). Two app clients as in stacks/sso.ts: the
 * SPA's (public, PKCE S256 required) and the server's (secret, for POST /api/outlook/login).
 */
export async function startLocalOidc(options: LocalOidcOptions): Promise<LocalOidc> {
  const certificate = await localCertificate(options.dataDir);
  const directory = new LocalDirectory(options.dataDir && join(options.dataDir, "oidc", "directory.json"));
  const appUrl = options.appUrl.replace(/\/+$/, "");
  const redirectSignIn = `${appUrl}/authorize`;
  const redirectSignOut = `${appUrl}/login/`;
  const serverClientSecret = randomBytes(24).toString("base64url");

  // Listen first: the issuer names the port.
  const server: Server = createServer({ key: certificate.key, cert: certificate.cert });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  server.unref(); // never what keeps a process (a test worker) alive
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: spaClientId,
        token_endpoint_auth_method: "none",
        redirect_uris: [redirectSignIn],
        post_logout_redirect_uris: [redirectSignOut],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
      {
        client_id: serverClientId,
        client_secret: serverClientSecret,
        token_endpoint_auth_method: "client_secret_basic",
        redirect_uris: [redirectSignIn],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [signingKey(options.dataDir) as never] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    extraParams: ["identity_provider"],
    // Cognito puts the profile in the ID token itself, not only behind /oauth2/userInfo.
    conformIdTokenClaims: false,
    claims: {
      openid: ["sub", "token_use", "identities", "cognito:username"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    features: {
      devInteractions: { enabled: false },
      // Cognito's access tokens are JWTs (Amplify decodes them): one resource, the pool, in JWT format.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => `${url}/`,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: scopes.join(" "), accessTokenFormat: "jwt", audience: spaClientId }),
      },
    },
    extraTokenClaims: (_ctx, token) => ({ token_use: "access", client_id: token.clientId }),
    pkce: { required: (_ctx, client) => client.clientAuthMethod === "none" },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    routes: {
      authorization: "/oauth2/authorize",
      token: "/oauth2/token",
      userinfo: "/oauth2/userInfo",
      jwks: "/.well-known/jwks.json",
      end_session: "/oidc/session/end",
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // First-party clients: no consent screen, the grant is made at sign-in.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope(scopes.join(" "));
      grant.addResourceScope(`${url}/`, scopes.join(" "));
      await grant.save();
      return grant;
    },
    // The account id is the pool's `sub` for the identity, as Cognito's is per federated user.
    findAccount: (_ctx, accountId) => {
      const found = directory.byPoolSubject(accountId);
      if (!found) return undefined;
      const { providerName, identity } = found;
      const subject = identity.subject;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          token_use: "id",
          email: identity.email,
          email_verified: identity.emailVerified ?? true,
          name: identity.name,
          "cognito:username": `${providerName}_${subject}`,
          identities: [
            {
              userId: subject,
              providerName,
              providerType: "OIDC",
              issuer: null,
              primary: "true",
              dateCreated: String(Date.now()),
            },
          ],
        }),
      };
    },
  };
  const provider = new Provider(url, configuration);
  const oidcHandler = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    const providerName = String(details.params.identity_provider ?? "");
    const registered = directory.provider(providerName);
    const action = `/interaction/${uid}`;
    if (!registered)
      return html(res, 400, `<p>Unknown identity provider "${providerName.replace(/[<>&"]/g, "")}".</p>`);
    if (req.method !== "POST") return html(res, 200, loginPage({ action, title: registered.displayName }));
    const form = new URLSearchParams(await bodyOf(req));
    const identity = directory.signIn(providerName, form.get("email") ?? "", form.get("password") ?? "");
    if (!identity)
      return html(
        res,
        200,
        loginPage({
          action,
          title: registered.displayName,
          email: form.get("email") ?? "",
          error: "Wrong e-mail or password",
        }),
      );
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: poolSubject(providerName, identity.subject) } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", url).pathname;
    const uid = /^\/interaction\/([\w-]+)$/.exec(path)?.[1];
    if (uid)
      return void interaction(req, res, uid).catch((error: unknown) => html(res, 400, `<p>${String(error)}</p>`));
    if (path === "/logout") return logout(req, res);
    // Every authorization signs in afresh: a demo switches identities without clearing cookies.
    if (path === "/oauth2/authorize") delete req.headers.cookie;
    oidcHandler(req, res);
  });

  /** Cognito's GET /logout?client_id&logout_uri: back to a registered sign-out URL. */
  function logout(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? "/", url).searchParams.get("logout_uri") ?? "";
    if (target !== redirectSignOut) return html(res, 400, "<p>logout_uri is not registered for this client.</p>");
    res.writeHead(302, { location: target }).end();
  }

  const domain = url.replace(/^https:\/\//, "");
  return {
    url,
    directory,
    link: {
      region: "local",
      userPoolId: "local_pool",
      spaClientId,
      serverClientId,
      serverClientSecret,
      domain,
      scopes,
      redirectSignIn,
      redirectSignOut,
      issuer: url,
      jwksUri: `${url}/.well-known/jwks.json`,
      caCert: certificate.cert,
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function html(res: ServerResponse, status: number, body: string) {
  if (res.headersSent) return;
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body);
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body = (body + chunk).slice(0, 10_000)));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}
