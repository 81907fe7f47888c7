import {
  discoverSso,
  getSsoSettings,
  putSsoSettings,
  signInWithCode,
  signInWithIdToken,
  ssoConfig,
} from "@intranet/core/sso";
import { ssoRoutes } from "@intranet/contracts/sso";
import { areaHandler } from "../http/area";
import { requestMeta } from "../http/request-meta";

export const handler = areaHandler(ssoRoutes, {
  config: () => ssoConfig(),
  discover: ({ body, event }) => discoverSso(body, requestMeta(event)),
  session: ({ body, event }) => signInWithIdToken(body.idToken, requestMeta(event)),
  outlookLogin: ({ body, event }) => signInWithCode(body.code, requestMeta(event)),
  getSettings: ({ actor, params }) => getSsoSettings(actor, params.id),
  putSettings: ({ actor, params, body }) => putSsoSettings(actor, params.id, body),
});
