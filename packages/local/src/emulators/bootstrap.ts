import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, type S3Client } from "@aws-sdk/client-s3";
import { tableShape } from "@intranet/core/db";
import { corsPolicy } from "@intranet/functions/http/cors";

/**
 * Creates the single table (same shape as stacks/storage.ts, both from tableShape) if absent.
 * Idempotent: a restart with kept data changes nothing.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<"created" | "exists"> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return "exists";
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const indexes = Object.entries(tableShape.indexes);
  const keyAttributes = [
    tableShape.partitionKey,
    tableShape.sortKey,
    ...indexes.flatMap(([, index]) => [index.partitionKey, index.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: "PAY_PER_REQUEST",
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: "S" })),
      KeySchema: [
        { AttributeName: tableShape.partitionKey, KeyType: "HASH" },
        { AttributeName: tableShape.sortKey, KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: indexes.map(([name, index]) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: "HASH" },
          { AttributeName: index.sortKey, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: "ALL" },
      })),
    }),
  );
  await ensureTtl(client, tableName);
  return "created";
}

async function ensureTtl(client: DynamoDBClient, tableName: string): Promise<void> {
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus === "ENABLED") return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableShape.ttlAttribute, Enabled: true },
    }),
  );
}

/** Creates the files bucket with the browser CORS rules (presigned POST and GET) if absent. */
export async function ensureBucket(client: S3Client, bucketName: string): Promise<"created" | "exists"> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucketName }));
    return "exists";
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404) throw error;
  }
  await client.send(new CreateBucketCommand({ Bucket: bucketName }));
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucketName,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: corsPolicy.allowOrigins,
            AllowedMethods: ["GET", "HEAD", "POST", "PUT"],
            AllowedHeaders: ["*"],
            ExposeHeaders: ["ETag"],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
  return "created";
}
