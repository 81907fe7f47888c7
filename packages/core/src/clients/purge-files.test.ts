import { beforeEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { deleteTenantFiles } from "./purge-files";

/**
 * Pagination and partial failures of the S3 side (s3rver cannot issue continuation tokens on
 * Node 20 without the legacy OpenSSL provider, so pages are checked against a mocked client).
 */
const s3 = mockClient(S3Client);
beforeEach(() => s3.reset());

const keys = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ Key: `T1/posts/${from + index}` }));

describe("deleting a tenant's files", () => {
  it("lists under <clientId>/ page by page and deletes each page", async () => {
    s3.on(ListObjectsV2Command, { ContinuationToken: undefined }).resolves({
      Contents: keys(0, 1000),
      IsTruncated: true,
      NextContinuationToken: "page-2",
    });
    s3.on(ListObjectsV2Command, { ContinuationToken: "page-2" }).resolves({
      Contents: keys(1000, 3),
      IsTruncated: false,
    });
    s3.on(DeleteObjectsCommand).resolves({});

    expect(await deleteTenantFiles("T1", new S3Client({}), "bucket")).toBe(1003);
    const lists = s3.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input);
    expect(lists).toEqual([
      { Bucket: "bucket", Prefix: "T1/", ContinuationToken: undefined },
      { Bucket: "bucket", Prefix: "T1/", ContinuationToken: "page-2" },
    ]);
    const deletes = s3.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input.Delete?.Objects);
    expect(deletes.map((objects) => objects?.length)).toEqual([1000, 3]);
    expect(deletes[1]).toEqual(keys(1000, 3));
  });

  it("does nothing for a tenant without files", async () => {
    s3.on(ListObjectsV2Command).resolves({ KeyCount: 0, IsTruncated: false });
    expect(await deleteTenantFiles("T2", new S3Client({}), "bucket")).toBe(0);
    expect(s3.commandCalls(DeleteObjectsCommand)).toHaveLength(0);
  });

  it("fails when S3 refuses some keys, although it answers 200", async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: keys(0, 2), IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: "T1/posts/1", Code: "AccessDenied" }] });
    await expect(deleteTenantFiles("T1", new S3Client({}), "bucket")).rejects.toThrow(/T1\/posts\/1: AccessDenied/);
  });
});
