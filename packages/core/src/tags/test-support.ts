import type { Actor } from "@intranet/contracts";
import { createTagBodySchema, type CreateTagInput, type TagView } from "@intranet/contracts/tags";
import * as z from "zod/mini";
import { registerTagTarget, type TagAccess } from "./targets";
import { createTag } from "./vocabulary";

/** Tags test helpers (tests only). */
export function newTag(actor: Actor, input: Partial<CreateTagInput> = {}): Promise<TagView> {
  return createTag(actor, z.parse(createTagBodySchema, { module: "taskTracker", name: "Urgent", ...input }));
}

/** A fake task of the fake target: its company and what each person may do with it. */
export interface FakeTask {
  clientId: string;
  access: Record<string, TagAccess>;
}

/**
 * A fake target for the `task` model (tasks have no module yet): the test sets each item's company
 * and who may do what (`tasks.set(itemId, { clientId, access: { [userId]: "write" } })`); an item
 * not set, or of another company, is missing; a person not named may not read it.
 */
export function fakeTaskTarget(): Map<string, FakeTask> {
  const tasks = new Map<string, FakeTask>();
  registerTagTarget("task", {
    canTag: async (actor, clientId, itemId) => {
      const task = tasks.get(itemId);
      if (!task || task.clientId !== clientId) return "missing";
      return task.access[actor.userId] ?? "none";
    },
  });
  return tasks;
}
