import { createHash, randomBytes } from "node:crypto";
import { request } from "node:https";
import type { SsoLink } from "@intranet/core/sso";

/**
 * The authorization-code flow against the local provider over real HTTPS, as Amplify runs it in
 * the browser (tests only): /oauth2/authorize with `identity_provider` and PKCE S256, the
 * provider's sign-in form, the redirect back with a code, and (for the SPA's client) the code
 * exchanged at /oauth2/token.
 */
interface Reply {
  status: number;
  location: string | undefined;
  body: string;
}

function send(link: SsoLink, url: string, jar: Map<string, string>, form?: Record<string, string>, auth?: string) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers: Record<string, string> = {};
  if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  if (body) headers["content-type"] = "application/x-www-form-urlencoded";
  if (auth) headers.authorization = auth;
  return new Promise<Reply>((resolve, reject) => {
    const outgoing = request(url, { method: body ? "POST" : "GET", headers, ca: link.caCert }, (response) => {
      for (const cookie of response.headers["set-cookie"] ?? []) {
        const [pair = ""] = cookie.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: text }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

export interface FlowResult {
  /** The code in the redirect to the SPA's /authorize, when the sign-in passed. */
  code?: string;
  /** The provider's page when it stopped there (a wrong password, an unknown provider). */
  page?: string;
  verifier: string;
}

/** Signs in at the provider as `email`/`password`; `client` "spa" uses PKCE as Amplify does. */
export async function authorizeAt(
  link: SsoLink,
  providerName: string,
  email: string,
  password: string,
  client: "spa" | "server" = "spa",
): Promise<FlowResult> {
  const base = `https://${link.domain}`;
  const jar = new Map<string, string>();
  const verifier = randomBytes(32).toString("base64url");
  const params = new URLSearchParams({
    client_id: client === "spa" ? link.spaClientId : link.serverClientId,
    response_type: "code",
    scope: link.scopes.join(" "),
    redirect_uri: link.redirectSignIn,
    state: randomBytes(8).toString("hex"),
    identity_provider: providerName,
  });
  if (client === "spa") {
    params.set("code_challenge", createHash("sha256").update(verifier).digest("base64url"));
    params.set("code_challenge_method", "S256");
  }
  let reply = await send(link, `${base}/oauth2/authorize?${params}`, jar);
  const form = { email, password };
  let posted = false;
  for (let hop = 0; hop < 10; hop++) {
    if (reply.location?.startsWith(link.redirectSignIn)) {
      const code = new URL(reply.location).searchParams.get("code") ?? undefined;
      return code ? { code, verifier } : { page: reply.location, verifier };
    }
    if (reply.location) {
      reply = await send(link, new URL(reply.location, base).toString(), jar);
      continue;
    }
    const action = /action="([^"]+)"/.exec(reply.body)?.[1];
    if (reply.status !== 200 || !action || posted) return { page: reply.body, verifier };
    posted = true;
    reply = await send(link, new URL(action, base).toString(), jar, form);
  }
  throw new Error("too many redirects");
}

/** The SPA's token request (Amplify's): code + verifier for tokens, no secret. */
export async function tokensFor(
  link: SsoLink,
  flow: FlowResult,
): Promise<{ status: number; idToken?: string; accessToken?: string; body: string }> {
  const reply = await send(link, `https://${link.domain}/oauth2/token`, new Map(), {
    grant_type: "authorization_code",
    client_id: link.spaClientId,
    code: flow.code ?? "",
    redirect_uri: link.redirectSignIn,
    code_verifier: flow.verifier,
  });
  const parsed = reply.status === 200 ? (JSON.parse(reply.body) as { id_token?: string; access_token?: string }) : {};
  return {
    status: reply.status,
    body: reply.body,
    ...(parsed.id_token ? { idToken: parsed.id_token } : {}),
    ...(parsed.access_token ? { accessToken: parsed.access_token } : {}),
  };
}
