import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { newId } from "@intranet/core/platform";
import { s3 } from "@intranet/core/platform/s3";
import { resources } from "./resources";

/**
 * The file flow of DESIGN §7 at the storage level: the browser uploads straight to S3 with a presigned
 * POST and downloads with a presigned GET. s3rver does not enforce POST policies (STACK-NOTES), so the
 * policy's conditions are checked as written, not as enforced; HeadObject reports the real size, which is
 * what the app checks after upload.
 */
const MAX_BYTES = 20 * 1024 * 1024;
let bucket: string;
beforeAll(() => {
  bucket = resources.bucketName();
});

interface Upload {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Asks for a presigned POST and uploads with fetch + FormData, fields first and the file last, like a browser. */
async function uploadLikeABrowser(upload: Upload, fileName: string) {
  const post = await createPresignedPost(s3(), {
    Bucket: bucket,
    Key: upload.key,
    Conditions: [
      ["content-length-range", 1, MAX_BYTES],
      ["eq", "$Content-Type", upload.contentType],
    ],
    Fields: { "Content-Type": upload.contentType },
    Expires: 300,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append("file", new Blob([upload.bytes], { type: upload.contentType }), fileName);
  const response = await fetch(post.url, { method: "POST", body: form });
  return { post, response, body: await response.text() };
}

const presignedGet = (key: string) =>
  getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 300 });

describe("presigned upload and download", () => {
  it("uploads with a presigned POST under the tenant prefix and downloads the exact bytes with a presigned GET", async () => {
    const tenantId = newId();
    const name = "quarterly report.bin";
    const upload: Upload = {
      key: `${tenantId}/documents/${newId()}/${name}`,
      // Not a multiple of any chunk size, and every byte value: corruption or truncation would show.
      bytes: new Uint8Array(randomBytes(256 * 1024 + 123)),
      contentType: "application/octet-stream",
    };

    const { post, response, body } = await uploadLikeABrowser(upload, name);
    expect([response.status, body]).toEqual([204, ""]); // S3's default success_action_status
    expect(post.fields.key).toBe(upload.key);

    // The policy the browser carries says what the API allows (enforced by AWS, not by s3rver).
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, "base64").toString("utf8")) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 1, MAX_BYTES],
        ["eq", "$Content-Type", upload.contentType],
        { bucket },
        { key: upload.key },
      ]),
    );
    expect(new Date(policy.expiration).getTime()).toBeGreaterThan(Date.now());

    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: upload.key }));
    expect(head.ContentLength).toBe(upload.bytes.byteLength);
    expect(head.ContentType).toBe(upload.contentType);

    const url = await presignedGet(upload.key);
    expect(url).toContain("X-Amz-Signature=");
    const download = await fetch(url);
    expect(download.status).toBe(200);
    const downloaded = new Uint8Array(await download.arrayBuffer());
    expect(downloaded.byteLength).toBe(upload.bytes.byteLength);
    expect(Buffer.from(downloaded).equals(Buffer.from(upload.bytes))).toBe(true);
  });

  it("keeps the content type and a non-ASCII file name through the round trip", async () => {
    const name = "Звіт №1 (фінал).txt";
    const upload: Upload = {
      key: `${newId()}/posts/${newId()}/${name}`,
      bytes: new TextEncoder().encode("Привіт, світ! ✓\n"),
      contentType: "text/plain; charset=utf-8",
    };
    const { response } = await uploadLikeABrowser(upload, name);
    expect(response.status).toBe(204);

    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: upload.key }));
    expect([head.ContentLength, head.ContentType]).toEqual([upload.bytes.byteLength, upload.contentType]);
    const download = await fetch(await presignedGet(upload.key));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe(upload.contentType);
    expect(await download.text()).toBe("Привіт, світ! ✓\n");
  });

  // s3rver checks a presigned URL's access key and expiry but not its SigV4 signature (nor does LocalStack
  // by default), so "a URL signed for one key does not open another" cannot be asserted here.
  it("does not serve another key with a presigned GET", async () => {
    const tenantId = newId();
    const upload: Upload = {
      key: `${tenantId}/documents/${newId()}/a.bin`,
      bytes: new Uint8Array([1, 2, 3]),
      contentType: "application/octet-stream",
    };
    expect((await uploadLikeABrowser(upload, "a.bin")).response.status).toBe(204);

    // Never uploaded: AWS answers 404 with ListBucket rights and 403 without; never the bytes of a.bin.
    const missing = await fetch(await presignedGet(`${tenantId}/documents/${newId()}/a.bin`));
    expect([403, 404]).toContain(missing.status);
    expect(await missing.text()).toMatch(/NoSuchKey|AccessDenied/);
  });
});
