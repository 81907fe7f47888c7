import { config } from "../platform";
import { assertTenantKey } from "./keys";

/**
 * The files bucket as this module uses it: presigned POST and GET for the browser (Lambda never
 * streams bodies), HeadObject for the real size, deletes. Every call names the tenant and checks the
 * key is under its prefix, so nothing here can address another tenant's object.
 *
 * In Lambda a presigned URL also dies with the role's session credentials, which outlive these TTLs.
 */
/** The S3 SDK, loaded on the first call that needs it (not at the Lambda's cold start). */
const sdk = () => import("../platform/s3-sdk");

export const UPLOAD_POST_TTL_SECONDS = 30 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/** A POST policy pinned to the key and content type, with the module's size range (enforced by S3, not s3rver). */
export async function presignUpload(
  clientId: string,
  object: { key: string; contentType: string; maxBytes: number },
): Promise<PresignedUpload> {
  assertTenantKey(clientId, object.key);
  const { createPresignedPost, s3 } = await sdk();
  const post = await createPresignedPost(s3(), {
    Bucket: config.bucketName(),
    Key: object.key,
    Conditions: [
      ["content-length-range", 1, object.maxBytes],
      ["eq", "$Content-Type", object.contentType],
    ],
    Fields: { "Content-Type": object.contentType },
    Expires: UPLOAD_POST_TTL_SECONDS,
  });
  // The policy's own expiration is what S3 will hold the browser to.
  const policy = JSON.parse(Buffer.from(post.fields.Policy ?? "", "base64").toString("utf8")) as { expiration: string };
  return { url: post.url, fields: post.fields, expiresAt: policy.expiration };
}

/** A GET that serves the recorded type and name, whatever the uploader sent with the bytes. */
export async function presignDownload(
  clientId: string,
  object: { key: string; name: string; contentType: string },
): Promise<{ url: string; expiresAt: string }> {
  assertTenantKey(clientId, object.key);
  const expiresAt = new Date(Date.now() + DOWNLOAD_URL_TTL_SECONDS * 1000);
  const { getSignedUrl, GetObjectCommand, s3 } = await sdk();
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: config.bucketName(),
      Key: object.key,
      ResponseContentType: object.contentType,
      ResponseContentDisposition: contentDisposition(object.name, object.contentType),
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
  return { url, expiresAt: expiresAt.toISOString() };
}

/** Shown in the browser only for types that cannot run script in the bucket's origin. */
const inlineTypes = /^(image\/(png|jpeg|gif|webp|avif)|video\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf|text\/plain)\b/;

export function contentDisposition(name: string, contentType: string): string {
  const disposition = inlineTypes.test(contentType) ? "inline" : "attachment";
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The stored size, or null when nothing was uploaded under the key. */
export async function objectSize(clientId: string, key: string): Promise<number | null> {
  assertTenantKey(clientId, key);
  const { HeadObjectCommand, s3 } = await sdk();
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: config.bucketName(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) return null;
    throw error;
  }
}

/** Idempotent: deleting a missing object succeeds, so a retried delete is safe. */
export async function deleteObject(clientId: string, key: string): Promise<void> {
  assertTenantKey(clientId, key);
  const { DeleteObjectCommand, s3 } = await sdk();
  await s3().send(new DeleteObjectCommand({ Bucket: config.bucketName(), Key: key }));
}

/** One DeleteObjects call (S3 takes up to 1000 keys); answers the keys S3 could not delete. */
export async function deleteObjects(clientId: string, keys: string[]): Promise<Set<string>> {
  for (const key of keys) assertTenantKey(clientId, key);
  const { DeleteObjectsCommand, s3 } = await sdk();
  const failed = new Set<string>();
  for (let start = 0; start < keys.length; start += 1000) {
    const chunk = keys.slice(start, start + 1000);
    const result = await s3().send(
      new DeleteObjectsCommand({
        Bucket: config.bucketName(),
        Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    for (const error of result.Errors ?? []) if (error.Key) failed.add(error.Key);
  }
  return failed;
}

/** Writes a file the server made (an export) under the tenant's prefix, tagged for the bucket's expiry rule. */
export async function putGeneratedObject(
  clientId: string,
  key: string,
  body: Uint8Array,
  contentType: string,
): Promise<void> {
  await putObject(clientId, config.bucketName(), { key, body, contentType, extra: { Tagging: "generated=true" } });
}

/** Writes bytes the server itself received and keeps (no expiry tag), under the tenant's prefix. */
export async function putKeptObject(
  clientId: string,
  key: string,
  body: Uint8Array,
  contentType: string,
): Promise<void> {
  await putObject(clientId, config.bucketName(), { key, body, contentType, extra: {} });
}

/** One PutObject of the server's own bytes, under the tenant's prefix only. */
async function putObject(
  clientId: string,
  bucket: string,
  object: { key: string; body: Uint8Array; contentType: string; extra: { Tagging?: string; CacheControl?: string } },
): Promise<void> {
  assertTenantKey(clientId, object.key);
  const { PutObjectCommand, s3 } = await sdk();
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
      ...object.extra,
    }),
  );
}

/** An object's bytes (a file the server itself reads: an import), under the tenant's prefix only. */
export async function objectBytes(clientId: string, key: string): Promise<Uint8Array | null> {
  assertTenantKey(clientId, key);
  const { GetObjectCommand, s3 } = await sdk();
  const object = await s3().send(new GetObjectCommand({ Bucket: config.bucketName(), Key: key }));
  return object.Body ? object.Body.transformToByteArray() : null;
}

/**
 * Publishes a picture to the media bucket, readable by anyone who has its URL (the key holds an
 * unguessable id); cached for a year, since a new picture always gets a new key.
 */
export async function putMediaObject(
  clientId: string,
  key: string,
  body: Uint8Array,
  contentType: string,
): Promise<void> {
  const extra = { CacheControl: "public, max-age=31536000, immutable" };
  await putObject(clientId, config.mediaBucketName(), { key, body, contentType, extra });
}

/** Idempotent, like `deleteObject`. */
export async function deleteMediaObject(clientId: string, key: string): Promise<void> {
  assertTenantKey(clientId, key);
  const { DeleteObjectCommand, s3 } = await sdk();
  await s3().send(new DeleteObjectCommand({ Bucket: config.mediaBucketName(), Key: key }));
}
