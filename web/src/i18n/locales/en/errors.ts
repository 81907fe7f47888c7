import { authErrorMessages } from "@intranet/contracts/auth/messages";
import { commonErrorMessages } from "@intranet/contracts/common-messages";
import type { ErrorMessages } from "../../types";

/** The contracts' messages (one wording for the API and the SPA) with `{name}` in i18next's `{{name}}` form. */
export const asI18next = (messages: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(messages).map(([code, message]) => [code, message.replace(/\{(\w+)\}/g, "{{$1}}")]),
  ) as Partial<ErrorMessages>;

/**
 * The English error texts the first screen carries: what the public screens (sign-in, password
 * reset) can show — the common and sign-in codes. The rest of the catalogue is its own chunk,
 * added when the signed-in shell mounts (`loadAllErrorTexts`), so the login route stays small.
 */
export const errors = asI18next({ ...commonErrorMessages, ...authErrorMessages });
