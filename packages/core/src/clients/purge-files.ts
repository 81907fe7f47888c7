import type { S3Client } from "@aws-sdk/client-s3";
import { config } from "../platform";

/**
 * Deletes every object under the tenant's prefix `<clientId>/` (the files module's keys are
 * `<clientId>/<module>/<ulid>/<name>`): one DeleteObjects per listed page. DeleteObjects answers
 * 200 even when single keys fail, so its Errors are checked.
 */
export async function deleteTenantFiles(
  clientId: string,
  given?: S3Client,
  bucket: string = config.bucketName(),
): Promise<number> {
  // The S3 SDK loads here, on a purge, not with the Lambda (platform/s3-sdk.ts).
  const { DeleteObjectsCommand, s3 } = await import("../platform/s3-sdk");
  const client = given ?? s3();
  let deleted = 0;
  for await (const page of tenantObjectPages(clientId, client, bucket)) {
    const objects = page.map(({ key }) => ({ Key: key }));
    const result = await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
    );
    if (result.Errors?.length) {
      const first = result.Errors[0]!;
      throw new Error(`DeleteObjects refused ${result.Errors.length} key(s), e.g. ${first.Key}: ${first.Code}`);
    }
    deleted += objects.length;
  }
  return deleted;
}

/** Every object under the tenant's prefix in a bucket, a listed page (≤ 1000) at a time, with its size. */
export async function* tenantObjectPages(
  clientId: string,
  given?: S3Client,
  bucket: string = config.bucketName(),
): AsyncIterable<Array<{ key: string; size: number }>> {
  const { ListObjectsV2Command, s3 } = await import("../platform/s3-sdk");
  const client = given ?? s3();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${clientId}/`, ContinuationToken: token }),
    );
    const objects = (page.Contents ?? []).flatMap(({ Key, Size }) => (Key ? [{ key: Key, size: Size ?? 0 }] : []));
    if (objects.length) yield objects;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}
