import { describe, expect, it } from "vitest";
import { asWrittenBeforeKinds, storedPost } from "../posts/test-support";
import { migrations } from "./data-migrations";
import { db } from "./entities";
import { newVacancy, vacanciesCompany } from "./test-support";
import { vacancyAnnouncement } from "./wall";

const [autoPosts] = migrations;

describe("vacancies' data migration vacancies.auto-posts", () => {
  it("gives announcements written before kinds their kind back, and leaves a renamed vacancy's text", async () => {
    const c = await vacanciesCompany();
    const [kept, renamed] = await Promise.all([
      newVacancy(c.admin.actor, { title: "Sales & support" }),
      newVacancy(c.admin.actor, { title: "Cook" }),
    ]);
    const postOf = async (vacancyId: string) =>
      (await db().entities.vacancy.get({ clientId: c.tenantId, vacancyId }).go()).data!.postId!;
    const [keptPost, renamedPost] = await Promise.all([postOf(kept.id), postOf(renamed.id)]);
    const old = (title: string, id: string) =>
      `<p>New vacancy: ${title}</p><p><a href="/vacancy/${id}">Open the vacancy</a></p>`;
    await asWrittenBeforeKinds(c.tenantId, keptPost, old("Sales &#38; support", kept.id));
    await asWrittenBeforeKinds(c.tenantId, renamedPost, old("Chef", renamed.id));

    expect(autoPosts!.id).toBe("vacancies.auto-posts");
    expect(await autoPosts!.run(c.tenantId)).toBe(1);
    expect((await storedPost(c.tenantId, keptPost))?.auto).toEqual(
      vacancyAnnouncement({ vacancyId: kept.id, title: "Sales & support" }),
    );
    expect((await storedPost(c.tenantId, renamedPost))?.auto).toBeUndefined();
    expect(await autoPosts!.run(c.tenantId)).toBe(0);
  });
});
