import type { ProfileImageKind } from "@intranet/contracts/users";
import { isApiError } from "../../api/errors";
import { errorText } from "../../i18n/errorText";
import { translateCode, type AnyT } from "../../i18n/translateMessage";
import { ImageCheckError } from "./prepareImage";

/**
 * Why a picture was not taken, in the reader's language: not a picture; the catalogue's
 * `files.wrong_image_size` (found here before the upload, or answered by the API) with the kind's
 * rule in words; or the failed call's own text.
 */
export function imageErrorText(t: AnyT, kind: ProfileImageKind, error: unknown): string {
  const text = t as unknown as (key: string) => string;
  if (error instanceof ImageCheckError && error.reason === "decode") return text("profile:images.notImage");
  const wrongSize = error instanceof ImageCheckError || (isApiError(error) && error.code === "files.wrong_image_size");
  if (!wrongSize) return errorText(t, error);
  const hint = text(kind === "cover" ? "profile:images.coverHint" : "profile:images.avatarHint");
  return `${translateCode(t, "files.wrong_image_size").replace(/[.!]$/, "")}. ${hint}`;
}
