import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { Entity } from "electrodb";

/**
 * The ElectroDB floor: the same GetItem as `get-item.ts` through one ElectroDB entity, the data
 * layer the product card fixes. Its distance from the bare floor is the price of ElectroDB itself
 * (the library, its schema validator, and the whole DocumentClient it requires), which no handler
 * of ours can go below; each Lambda is shown against both floors.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

const item = new Entity(
  {
    model: { entity: "item", version: "1", service: "floor" },
    attributes: { id: { type: "string", required: true } },
    indexes: { primary: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } } },
  },
  { client, table: process.env.TABLE_NAME ?? "table" },
);

export async function handler(event: { pathParameters?: { id?: string } }) {
  const { data } = await item.get({ id: event.pathParameters?.id ?? "none" }).go();
  return { statusCode: data ? 200 : 404, body: JSON.stringify(data ?? null) };
}
