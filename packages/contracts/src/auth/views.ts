import type { UserView } from "../users/views";

/** The answer shapes (views) of the auth module: what its routes answer and its events carry. */

export interface LoginResult {
  token: string;
  expiresAt: string;
  user: UserView;
  /**
   * A long-lived known-device marker for this account (opaque): the browser keeps it and sends it
   * in `devices` at its next sign-ins, so attempts by strangers on the account do not slow it down.
   */
  device: string;
}
