import { tableShape } from "@intranet/core/db";
import { corsPolicy } from "../packages/functions/src/http/cors";

/**
 * Storage: the single DynamoDB table (DESIGN §5), the files bucket (DESIGN §7), the public media
 * bucket and the JWT secret.
 * Key and index names come from `tableShape`, the same object ElectroDB and the local bootstrap use.
 */
export function storage() {
  const fields: Record<string, "string"> = {
    [tableShape.partitionKey]: "string",
    [tableShape.sortKey]: "string",
  };
  const globalIndexes: Record<string, { hashKey: string; rangeKey: string }> = {};
  for (const [indexName, index] of Object.entries(tableShape.indexes)) {
    fields[index.partitionKey] = "string";
    fields[index.sortKey] = "string";
    globalIndexes[indexName] = { hashKey: index.partitionKey, rangeKey: index.sortKey };
  }

  const table = new sst.aws.Dynamo("Table", {
    fields,
    primaryIndex: { hashKey: tableShape.partitionKey, rangeKey: tableShape.sortKey },
    globalIndexes,
    ttl: tableShape.ttlAttribute,
    deletionProtection: $app.stage === "production",
  });

  // The browser uploads with a presigned POST and downloads with presigned GETs, straight to S3.
  const files = new sst.aws.Bucket("Files", {
    cors: {
      allowOrigins: corsPolicy.allowOrigins,
      allowMethods: ["GET", "HEAD", "POST", "PUT"],
      allowHeaders: ["*"],
      exposeHeaders: ["ETag"],
      maxAge: `${corsPolicy.maxAgeSeconds} seconds`,
    },
  });

  // Files the server makes (exports) carry the tag `generated=true` (core/files/generated.ts) and
  // go after a day; a key prefix cannot select them, since every key starts with its tenant.
  new aws.s3.BucketLifecycleConfigurationV2("FilesGeneratedExpiry", {
    bucket: files.name,
    rules: [
      {
        id: "generated-files-expire",
        status: "Enabled",
        filter: { tag: { key: "generated", value: "true" } },
        expiration: { days: 1 },
      },
    ],
  });

  // Profile pictures (avatars, covers) are shown in <img> tags without a token, so they live in a
  // bucket anyone may read by URL; keys hold an unguessable id (core/files/media.ts, docs/architecture.md).
  const media = new sst.aws.Bucket("Media", { access: "public" });

  // Set per stage: npx sst secret set JwtSecret <32+ random characters> --stage <name>
  const jwtSecret = new sst.Secret("JwtSecret");

  return { table, files, media, jwtSecret };
}
