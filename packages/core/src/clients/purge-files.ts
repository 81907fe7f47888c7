import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { s3, config } from "../platform";

/**
 * Deletes every object under the tenant's prefix `<clientId>/` (the files module's keys are
 * `<clientId>/<module>/<ulid>/<name>`): ListObjectsV2 page by page (1000 keys), one DeleteObjects
 * per page. DeleteObjects answers 200 even when single keys fail, so its Errors are checked.
 */
export async function deleteTenantFiles(
  clientId: string,
  client: S3Client = s3(),
  bucket: string = config.bucketName(),
): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${clientId}/`, ContinuationToken: token }),
    );
    const objects = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
    if (objects.length) {
      const result = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      if (result.Errors?.length) {
        const first = result.Errors[0]!;
        throw new Error(`DeleteObjects refused ${result.Errors.length} key(s), e.g. ${first.Key}: ${first.Code}`);
      }
      deleted += objects.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
