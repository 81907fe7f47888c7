import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";

/**
 * The floor of the Lambda bundle targets (DESIGN §11): the barest useful handler, one GetItem with
 * the DocumentClient. Every API and WebSocket Lambda is measured against it in the same run.
 */
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export async function handler(event: { pathParameters?: { id?: string } }) {
  const id = event.pathParameters?.id ?? "none";
  const { Item } = await documents.send(
    new GetCommand({ TableName: process.env.TABLE_NAME ?? "table", Key: { pk: id, sk: id } }),
  );
  return { statusCode: Item ? 200 : 404, body: JSON.stringify(Item ?? null) };
}
