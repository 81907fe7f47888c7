/**
 * The S3 SDK (client, commands, presigners; ~250 KB) for code that imports it on first use:
 * `const { s3, HeadObjectCommand } = await import("../platform/s3-sdk")`. With the stacks' bundle
 * splitting it is a chunk of its own, so Lambdas that only sometimes touch the bucket (files,
 * clients, posts) do not load it at every cold start.
 */
export {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
export { createPresignedPost } from "@aws-sdk/s3-presigned-post";
export { getSignedUrl } from "@aws-sdk/s3-request-presigner";
export { s3 } from "./s3";
