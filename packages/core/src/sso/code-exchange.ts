import { request } from "node:https";
import { AppError } from "../platform";
import { safeJson } from "./safe-json";
import { ssoLink } from "./link";

/**
 * The authorization code exchanged at the pool domain's `/oauth2/token` by the server's app
 * client (id + secret, HTTP Basic), for the SPA's /authorize redirect URI; answers the ID token.
 * The pool refuses a code used before, expired or issued to another client: `sso.code_invalid`.
 */
export async function exchangeCode(code: string): Promise<string> {
  const link = ssoLink();
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    client_id: link.serverClientId,
    code,
    redirect_uri: link.redirectSignIn,
  }).toString();
  const basic = Buffer.from(
    `${encodeURIComponent(link.serverClientId)}:${encodeURIComponent(link.serverClientSecret)}`,
  ).toString("base64");
  const { status, body } = await post(`https://${link.domain}/oauth2/token`, form, basic, link.caCert);
  const idToken = status === 200 ? (safeJson(body) as { id_token?: unknown } | undefined)?.id_token : undefined;
  if (typeof idToken !== "string") throw new AppError("sso.code_invalid");
  return idToken;
}

function post(url: string, form: string, basic: string, ca: string | undefined) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        timeout: 10_000,
        ...(ca ? { ca } : {}),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${basic}`,
          "content-length": Buffer.byteLength(form),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk.length + body.length < 100_000 ? chunk : ""));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("token endpoint timed out")));
    req.on("error", reject);
    req.end(form);
  });
}
