import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { S3Client } from "@aws-sdk/client-s3";
import { ensureBucket, ensureTable } from "./emulators/bootstrap";

/** Creates the table and the files bucket where the environment points, if they are absent. */
export async function bootstrapStorage(names: { tableName: string; bucketName: string }) {
  const dynamodb = new DynamoDBClient({});
  const s3 = new S3Client({ forcePathStyle: true });
  try {
    const [table, bucket] = await Promise.all([
      ensureTable(dynamodb, names.tableName),
      ensureBucket(s3, names.bucketName),
    ]);
    return { table, bucket };
  } finally {
    dynamodb.destroy();
    s3.destroy();
  }
}
