import type { LoginResult } from "@intranet/contracts";
import { completeSignIn, type RequestMeta } from "../auth";
import { exchangeCode } from "./code-exchange";
import { identityOf } from "./identity";
import { accountOfIdentity } from "./map-account";
import { verifyIdToken } from "./verify";

/**
 * POST /api/sso/session: the user pool's ID token (Amplify's redirect flow) → verified → the
 * company's active user → the product's own session (auth's completeSignIn, method "sso").
 */
export async function signInWithIdToken(idToken: string, meta: RequestMeta = {}): Promise<LoginResult> {
  const payload = await verifyIdToken(idToken);
  const account = await accountOfIdentity(identityOf(payload));
  return completeSignIn(account, meta, { method: "sso" });
}

/** POST /api/outlook/login (the spec's flow): the code exchanged at the pool's token endpoint, then as above. */
export async function signInWithCode(code: string, meta: RequestMeta = {}): Promise<LoginResult> {
  return signInWithIdToken(await exchangeCode(code), meta);
}
