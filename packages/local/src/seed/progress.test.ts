import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "@intranet/core/db";
import { config, newId } from "@intranet/core/platform";
import { describe, expect, it } from "vitest";
import { seedProgress } from "./progress";

describe("the demo seed's progress", () => {
  it("counts the search index as built only under the current version of search's terms", async () => {
    const clientId = newId();
    const progress = seedProgress(clientId);
    // What a start before issue 31 (Russian and Ukrainian spellings folded into one term) wrote.
    await dynamo().send(
      new PutCommand({
        TableName: config.tableName(),
        Item: { pk: `local-seed-index#${clientId}`, sk: "directory-and-search", clientId },
      }),
    );
    expect(await progress.indexed()).toBe(false); // so the next start rebuilds the index
    await progress.markIndexed();
    expect(await progress.indexed()).toBe(true);
  });
});
