import * as z from "zod/mini";
import { fileIdSchema } from "../files/schemas";
import { idSchema } from "../validation";

/** The pictures of a company's design (product-spec §3 Client: logo, header, side panel). */
export const designImageKinds = ["logo", "header", "sidePanel"] as const;
export type DesignImageKind = (typeof designImageKinds)[number];

/** Formats read from the bytes; a vector picture (SVG) could carry script, so it is not taken. */
export const designImageFormats = ["png", "jpg", "webp"] as const;

export interface DesignImageRule {
  /** An exact height (the header's), else any up to `maxSide`. */
  height?: number;
  minWidth: number;
  minHeight: number;
  maxSide: number;
}

/**
 * What each picture must be (one rule for the SPA's check before the upload and the server's on
 * the bytes). The header is the spec's (product-spec §9: 160 px high, at least 1000 px wide); the
 * logo and the side panel have no rule of the spec beyond being a picture of a sane size.
 */
export const designImageRules: Record<DesignImageKind, DesignImageRule> = {
  header: { height: 160, minWidth: 1000, minHeight: 160, maxSide: 8000 },
  logo: { minWidth: 16, minHeight: 16, maxSide: 4096 },
  sidePanel: { minWidth: 16, minHeight: 16, maxSide: 8000 },
};

/** Largest source read by the server (a header or logo is a few hundred KB). */
export const designImageMaxBytes = 10 * 1024 * 1024;

/** Whether a picture of this format and size suits the kind. */
export function fitsDesignImage(
  kind: DesignImageKind,
  image: { format: string; width: number; height: number },
): boolean {
  const rule = designImageRules[kind];
  if (!(designImageFormats as readonly string[]).includes(image.format)) return false;
  if (rule.height !== undefined && image.height !== rule.height) return false;
  if (image.width < rule.minWidth || image.height < rule.minHeight) return false;
  return image.width <= rule.maxSide && image.height <= rule.maxSide;
}

/** POST /api/clients/{id}/design/{kind}. */
export const designImageParamsSchema = z.object({ id: idSchema, kind: z.enum(designImageKinds) });

/** A confirmed upload (module "common") of the caller, made in that company. */
export const designImageBodySchema = z.object({ fileId: fileIdSchema });

/** The published picture: a public URL the design keeps once saved. */
export interface DesignImageView {
  url: string;
  width: number;
  height: number;
}
