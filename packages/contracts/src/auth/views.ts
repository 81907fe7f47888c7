import type { UserView } from "../users/views";

/** The answer shapes (views) of the auth module: what its routes answer and its events carry. */

export interface LoginResult {
  token: string;
  expiresAt: string;
  user: UserView;
}
