import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConditionalCheckFailedException,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  TransactionCanceledException,
  type TableDescription,
} from "@aws-sdk/client-dynamodb";
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from "@aws-sdk/lib-dynamodb";
import { newId } from "@intranet/core/platform";
import { resources, until } from "./resources";

/** The single table as DESIGN §5 defines it, checked with plain SDK calls against any endpoint. */
let client: DynamoDBClient;
let documents: DynamoDBDocumentClient;
let tableName: string;

beforeAll(() => {
  client = new DynamoDBClient({});
  documents = DynamoDBDocumentClient.from(client);
  tableName = resources.tableName();
});
afterAll(() => client?.destroy());

describe("the table's shape", () => {
  let table: TableDescription;
  beforeAll(async () => {
    const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
    table = described.Table!;
  });

  it("is keyed by pk (HASH) and sk (RANGE), both strings", () => {
    expect(table.TableName).toBe(tableName);
    expect(table.TableStatus).toBe("ACTIVE");
    expect(table.KeySchema).toEqual([
      { AttributeName: "pk", KeyType: "HASH" },
      { AttributeName: "sk", KeyType: "RANGE" },
    ]);
    const types = Object.fromEntries((table.AttributeDefinitions ?? []).map((a) => [a.AttributeName, a.AttributeType]));
    expect(types).toEqual({ pk: "S", sk: "S", gsi1pk: "S", gsi1sk: "S", gsi2pk: "S", gsi2sk: "S" });
  });

  it("has exactly gsi1 (gsi1pk/gsi1sk) and gsi2 (gsi2pk/gsi2sk), projecting ALL", () => {
    const indexes = [...(table.GlobalSecondaryIndexes ?? [])]
      .sort((a, b) => a.IndexName!.localeCompare(b.IndexName!))
      .map((index) => ({ name: index.IndexName, keys: index.KeySchema, projection: index.Projection?.ProjectionType }));
    expect(indexes).toEqual([
      {
        name: "gsi1",
        keys: [
          { AttributeName: "gsi1pk", KeyType: "HASH" },
          { AttributeName: "gsi1sk", KeyType: "RANGE" },
        ],
        projection: "ALL",
      },
      {
        name: "gsi2",
        keys: [
          { AttributeName: "gsi2pk", KeyType: "HASH" },
          { AttributeName: "gsi2sk", KeyType: "RANGE" },
        ],
        projection: "ALL",
      },
    ]);
    expect(table.LocalSecondaryIndexes ?? []).toEqual([]);
  });

  it("expires items by the expiresAt attribute (TTL enabled)", async () => {
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: "ENABLED", AttributeName: "expiresAt" });
  });
});

describe("reads and writes", () => {
  it("finds items by begins_with on sk, and by each GSI", async () => {
    const tenant = `T#${newId()}`;
    const posts = [newId(), newId(), newId()];
    const authorIndex = `AUTHOR#${newId()}`;
    const tagIndex = `TAG#${newId()}`;
    for (const [i, id] of posts.entries()) {
      await documents.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            pk: tenant,
            sk: `POST#${id}`,
            gsi1pk: authorIndex,
            gsi1sk: `POST#${id}`,
            // Only the first two posts carry the tag: a sparse index.
            ...(i < 2 ? { gsi2pk: tagIndex, gsi2sk: `POST#${id}` } : {}),
            title: `post ${i}`,
            likes: i,
          },
        }),
      );
    }
    // Same partition, other prefix: begins_with must leave it out.
    await documents.send(
      new PutCommand({ TableName: tableName, Item: { pk: tenant, sk: `USER#${newId()}`, name: "u" } }),
    );

    const byPrefix = await documents.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: { ":pk": tenant, ":prefix": "POST#" },
        ConsistentRead: true,
      }),
    );
    expect(byPrefix.Items?.map((item) => item.sk)).toEqual(posts.map((id) => `POST#${id}`));
    expect(byPrefix.Items?.map((item) => item.title)).toEqual(["post 0", "post 1", "post 2"]);

    const newestFirst = await documents.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: { ":pk": tenant, ":prefix": "POST#" },
        ScanIndexForward: false,
        Limit: 2,
      }),
    );
    expect(newestFirst.Items?.map((item) => item.sk)).toEqual([`POST#${posts[2]}`, `POST#${posts[1]}`]);
    expect(newestFirst.LastEvaluatedKey).toMatchObject({ pk: tenant, sk: `POST#${posts[1]}` });

    const queryIndex = (index: string, pk: string) =>
      documents.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index,
          KeyConditionExpression: `${index}pk = :pk AND begins_with(${index}sk, :prefix)`,
          ExpressionAttributeValues: { ":pk": pk, ":prefix": "POST#" },
        }),
      );
    const byAuthor = await until(
      () => queryIndex("gsi1", authorIndex),
      (result) => (result.Items?.length ?? 0) >= 3,
    );
    expect(byAuthor.Items?.map((item) => [item.pk, item.sk, item.title])).toEqual(
      posts.map((id, i) => [tenant, `POST#${id}`, `post ${i}`]), // ALL projection: non-key attributes too
    );
    const byTag = await until(
      () => queryIndex("gsi2", tagIndex),
      (result) => (result.Items?.length ?? 0) >= 2,
    );
    expect(byTag.Items?.map((item) => [item.sk, item.likes])).toEqual([
      [`POST#${posts[0]}`, 0],
      [`POST#${posts[1]}`, 1],
    ]);
  });

  it("refuses a duplicate under attribute_not_exists and keeps the first item", async () => {
    const key = { pk: `T#${newId()}`, sk: `EMAIL#${newId()}@example.com` };
    const put = (owner: string) =>
      documents.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...key, owner },
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
    await put("first");
    await expect(put("second")).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    const stored = await documents.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    expect(stored.Item).toEqual({ ...key, owner: "first" });
  });

  it("applies nothing of a transaction when one condition fails, and says which", async () => {
    const tenant = `T#${newId()}`;
    const balance = { pk: tenant, sk: `BALANCE#${newId()}` };
    const stock = { pk: tenant, sk: `STOCK#${newId()}` };
    const order = { pk: tenant, sk: `ORDER#${newId()}` };
    await documents.send(new PutCommand({ TableName: tableName, Item: { ...balance, coins: 100 } }));
    await documents.send(new PutCommand({ TableName: tableName, Item: { ...stock, left: 0 } }));

    const purchase = () =>
      documents.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: balance,
                UpdateExpression: "ADD coins :minus",
                ConditionExpression: "coins >= :price",
                ExpressionAttributeValues: { ":minus": -30, ":price": 30 },
              },
            },
            {
              Update: {
                TableName: tableName,
                Key: stock,
                UpdateExpression: "ADD #left :minus",
                ConditionExpression: "#left >= :one", // fails while out of stock
                ExpressionAttributeNames: { "#left": "left" },
                ExpressionAttributeValues: { ":minus": -1, ":one": 1 },
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: { ...order, total: 30 },
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
          ],
        }),
      );
    const error = await purchase().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.map((reason) => reason.Code)).toEqual([
      "None",
      "ConditionalCheckFailed",
      "None",
    ]);

    const read = async (key: { pk: string; sk: string }) =>
      (await documents.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
    expect(await read(balance)).toEqual({ ...balance, coins: 100 });
    expect(await read(stock)).toEqual({ ...stock, left: 0 });
    expect(await read(order)).toBeUndefined();

    // The same transaction with stock succeeds, all three together.
    await documents.send(new PutCommand({ TableName: tableName, Item: { ...stock, left: 1 } }));
    await purchase();
    expect(await read(balance)).toEqual({ ...balance, coins: 70 });
    expect(await read(stock)).toEqual({ ...stock, left: 0 });
    expect(await read(order)).toEqual({ ...order, total: 30 });
  });
});
