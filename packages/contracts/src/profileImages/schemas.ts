import * as z from "zod/mini";
import { fileIdSchema } from "../files/schemas";
import { profileImageKinds, type ProfileImageKind } from "../users/schemas";
import { idSchema } from "../validation";

/** PUT and DELETE /api/user/{id}/image/{kind}. */
export const profileImageParamsSchema = z.object({ id: idSchema, kind: z.enum(profileImageKinds) });

/** PUT: a confirmed upload of the module "profile", owned by that person. */
export const setProfileImageBodySchema = z.object({ fileId: fileIdSchema });

/** Image formats by the bytes' signature, as the server reads them (not the name or the declared type). */
export type ImageFormat = "png" | "jpg" | "webp";

export interface ProfileImageRule {
  formats: readonly ImageFormat[];
  /** An exact width, or a range of widths and heights. */
  width?: number;
  minWidth?: number;
  minHeight: number;
  maxSide: number;
}

/**
 * What each picture must be, or `files.wrong_image_size`. The cover is the spec's (rules spec §9:
 * 3420 px wide, at least 250 px high, png or jpg); the SPA scales a chosen picture to that width
 * before uploading, so people are not asked to resize it themselves. The avatar is square-cropped
 * and scaled by the SPA; the server takes any picture large enough to look sharp at 96 px.
 */
export const profileImageRules: Record<ProfileImageKind, ProfileImageRule> = {
  cover: { formats: ["png", "jpg"], width: 3420, minHeight: 250, maxSide: 3420 * 4 },
  avatar: { formats: ["png", "jpg", "webp"], minWidth: 96, minHeight: 96, maxSide: 4096 },
};

/** Whether a picture of this format and size suits the kind (one rule for the SPA's check and the server's). */
export function fitsProfileImage(
  kind: ProfileImageKind,
  image: { format: string; width: number; height: number },
): boolean {
  const rule = profileImageRules[kind];
  if (!(rule.formats as readonly string[]).includes(image.format)) return false;
  if (rule.width !== undefined && image.width !== rule.width) return false;
  if (rule.minWidth !== undefined && image.width < rule.minWidth) return false;
  return image.height >= rule.minHeight && image.width <= rule.maxSide && image.height <= rule.maxSide;
}
