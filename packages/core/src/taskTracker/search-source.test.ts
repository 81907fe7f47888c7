import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { Actor } from "@intranet/contracts";
import { addTaskBodySchema, createDeskBodySchema, updateDeskBodySchema } from "@intranet/contracts/taskTracker";
import { syncPeople } from "../audiences";
import { indexEvent, registerReaderLabels, registerSearchSource, reindexTenant, searchSources } from "../search";
import { idsFound } from "../search/test-support";
import { ensureTestTenant } from "../testing/actors";
import { captureEvents } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { createDesk, updateDesk } from "./desks";
import { taskTrackerReaderLabels } from "./reader-labels";
import { taskTrackerSearchSource } from "./search-source";
import { addTask, deleteTask } from "./tasks";

const events = captureEvents();
let tenantId: string;
let owner: Member, member1: Member, colleague: Member, stranger: Member;
beforeAll(async () => {
  if (!searchSources().includes(taskTrackerSearchSource)) registerSearchSource(taskTrackerSearchSource);
  registerReaderLabels(taskTrackerReaderLabels);
  tenantId = await ensureTestTenant();
  const rights = { rights: ["task_tracker" as const] };
  [owner, member1, colleague, stranger] = await Promise.all([
    member(tenantId, { rights: ["task_tracker", "desk_add"] }),
    member(tenantId, rights),
    member(tenantId, rights),
    member(await ensureTestTenant(), { role: "admin", ...rights }),
  ]);
  await syncPeople(
    tenantId,
    [owner, member1, colleague].map((person) => person.userId),
  );
});

const found = (actor: Actor, q: string, type: "task" | "taskDesk" = "task") => idsFound(actor, q, type);
const indexPublished = async () => {
  for (const event of events.splice(0)) await indexEvent(event);
};

describe("boards and tasks in search (issue 34 item 8)", () => {
  it("are found by those who may view the board as it stands when they search; a hidden board by its members only", async () => {
    events.splice(0);
    const desk = await createDesk(
      owner.actor,
      tenantId,
      z.parse(createDeskBodySchema, {
        name: "Warehouse robots",
        type: "hidden",
        grants: [{ audience: { kind: "users", userIds: [member1.userId] }, level: "read" }],
      }),
    );
    const task = await addTask(
      owner.actor,
      desk._id,
      desk.lanes[0]!._id,
      z.parse(addTaskBodySchema, { name: "Calibrate the lidar", description: "<p>Every <b>forklift</b> aisle</p>" }),
    );
    await indexPublished();
    expect(await found(member1.actor, "forklift")).toEqual([task._id]);
    expect(await found(member1.actor, "warehouse", "taskDesk")).toEqual([desk._id]);
    expect(await found(colleague.actor, "forklift")).toEqual([]);
    expect(await found(colleague.actor, "warehouse", "taskDesk")).toEqual([]);
    expect(await found(stranger.actor, "forklift")).toEqual([]);

    // Opened to everyone: no re-index, the next search already follows.
    await updateDesk(
      owner.actor,
      desk._id,
      z.parse(updateDeskBodySchema, { name: "Warehouse robots", type: "open", revision: desk.revision }),
    );
    expect(await found(colleague.actor, "lidar")).toEqual([task._id]);

    await deleteTask(owner.actor, task._id);
    await indexPublished();
    expect(await found(member1.actor, "lidar")).toEqual([]);
  });

  it("a whole tenant's re-index finds the same", async () => {
    await reindexTenant(tenantId);
    expect(await found(colleague.actor, "warehouse", "taskDesk")).toHaveLength(1);
  });
});
