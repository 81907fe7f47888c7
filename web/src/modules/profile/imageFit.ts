import { fitsProfileImage, profileImageRules } from "@intranet/contracts/profileImages";
import type { ProfileImageKind } from "@intranet/contracts/users";

export interface Size {
  width: number;
  height: number;
}

/** What part of a picture is drawn (`source`) and at what size (`target`). */
export interface ImagePlan {
  source: { x: number; y: number; width: number; height: number };
  target: Size;
}

/** The avatar's side as uploaded: sharp at the header's 96 px on a 4× screen, small to load. */
export const avatarSide = 512;
/** The cover's width as uploaded: the rule's exact width (rules spec §9: 3420 px). */
export const coverWidth = profileImageRules.cover.width ?? 3420;

/** The avatar: the largest square in the middle of the picture, scaled to 512 × 512. */
export function avatarPlan(image: Size): ImagePlan {
  const side = Math.min(image.width, image.height);
  return {
    source: {
      x: Math.floor((image.width - side) / 2),
      y: Math.floor((image.height - side) / 2),
      width: side,
      height: side,
    },
    target: { width: avatarSide, height: avatarSide },
  };
}

/** The cover: the whole picture, scaled to exactly 3420 px wide, its proportions kept. */
export function coverPlan(image: Size): ImagePlan {
  return {
    source: { x: 0, y: 0, width: image.width, height: image.height },
    target: { width: coverWidth, height: Math.round((image.height * coverWidth) / image.width) },
  };
}

export const imagePlan = (kind: ProfileImageKind, image: Size): ImagePlan =>
  kind === "avatar" ? avatarPlan(image) : coverPlan(image);

/**
 * Whether a picture of this size may become the kind's image (before anything is drawn or sent):
 * the JPEG drawn by the plan meets the contracts' rule (a cover stays ≥ 250 px high at 3420 px
 * wide), and an avatar's square is at least the rule's smallest side (no blurry 40 px photo
 * blown up to 512).
 */
export function fitsPlan(kind: ProfileImageKind, image: Size): boolean {
  if (!(image.width > 0 && image.height > 0)) return false;
  const plan = imagePlan(kind, image);
  const rule = profileImageRules[kind];
  if (kind === "avatar" && plan.source.width < Math.max(rule.minWidth ?? 0, rule.minHeight)) return false;
  return fitsProfileImage(kind, { format: "jpg", ...plan.target });
}
