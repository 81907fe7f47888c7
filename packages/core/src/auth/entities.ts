import { registerEntities } from "../db";
import { AttemptEntity } from "./attempt.entity";
import { SignInPolicyEntity } from "./sign-in-policy.entity";
import { TwoFactorEntity } from "./two-factor.entity";

/** The auth module's entities under their (global, stable) service keys; its door exports the map. */
export const authEntities = {
  attempt: AttemptEntity,
  signInPolicy: SignInPolicyEntity,
  twoFactor: TwoFactorEntity,
};

export type AuthEntities = typeof authEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends AuthEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(authEntities);
