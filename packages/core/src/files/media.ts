import { config } from "../platform";
import { deleteMediaObject, putMediaObject } from "./storage";

/**
 * Public pictures (DESIGN §7 departure, docs/architecture.md "Public media"): a person's avatar and
 * cover appear in every feed, card and search hit, in <img> tags that carry no token, so they are
 * published to the media bucket under `<clientId>/media/<name>` and every view carries the plain
 * URL. The name holds the source upload's id (a ULID, 80 random bits), so a URL is found only by
 * someone shown it. Replaced pictures are deleted, not overwritten: a new picture, a new URL.
 */
export const mediaKey = (clientId: string, name: string) => `${clientId}/media/${name}`;

export function mediaUrl(key: string): string {
  return `${config.mediaBaseUrl()}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/** The key of a URL this module made for the tenant, or null (a URL from elsewhere is never deleted). */
export function mediaKeyOf(clientId: string, url: string): string | null {
  const base = `${config.mediaBaseUrl()}/`;
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length).split("/").map(decodeURIComponent).join("/");
  return key.startsWith(`${clientId}/media/`) ? key : null;
}

export async function publishMedia(
  clientId: string,
  media: { name: string; body: Uint8Array; contentType: string },
): Promise<string> {
  const key = mediaKey(clientId, media.name);
  await putMediaObject(clientId, key, media.body, media.contentType);
  return mediaUrl(key);
}

/** Removes a published picture by its URL; a URL this module did not make is left alone. */
export async function unpublishMedia(clientId: string, url: string): Promise<void> {
  const key = mediaKeyOf(clientId, url);
  if (key) await deleteMediaObject(clientId, key);
}
