import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@intranet/contracts";
import { updateVacancyBodySchema, type UpdateVacancyInput, type VacancyView } from "@intranet/contracts/vacancies";
import * as z from "zod/mini";
import { objectExists } from "../files/testing";
import { getPost } from "../posts";
import { newId } from "../platform";
import { createTag, tagsOfItem } from "../tags";
import { superadminIn } from "../testing/actors";
import { refusal } from "../testing/capture";
import { writeUserStatus } from "../users";
import { member } from "../users/test-support";
import { db } from "./entities";
import { getVacancy, listVacancies } from "./read";
import { removeVacancy } from "./remove";
import { handleVacancyEvent } from "./subscriber";
import {
  cvFile,
  newVacancy,
  respond,
  stored,
  vacanciesCompany,
  vacancyInput,
  type VacanciesCompany,
} from "./test-support";
import { updateVacancy } from "./update";

let c: VacanciesCompany;
let superadmin: Actor;
beforeAll(async () => {
  c = await vacanciesCompany();
  superadmin = superadminIn(c.tenantId);
});

const edit = (actor: Actor, id: string, input: Partial<UpdateVacancyInput> = {}) =>
  updateVacancy(actor, id, z.parse(updateVacancyBodySchema, { ...vacancyInput(), ...input }));
const companyVacancies = async (tenantId: string) =>
  (await db().entities.vacancy.query.byClient({ clientId: tenantId }).go({ pages: "all" })).data;
const wallPosts = async (tenantId: string) =>
  (
    await db()
      .entities.post.query.byFeed({ clientId: tenantId, parentType: "wall", parentId: tenantId, tab: "news" })
      .go({ pages: "all" })
  ).data.length;
const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);

describe("vacancies: writing", () => {
  it("opens a vacancy with sanitised parts, its tags and its wall post by its author", async () => {
    const tag = await createTag(c.admin.actor, { module: "vacancies", name: "Sales" });
    const vacancy = await newVacancy(c.admin.actor, {
      description: '<p onclick="x()">Sell <script>alert(1)</script>well</p><img src="https://evil.example/x.png">',
      tagIds: [tag._id],
      recipients: [c.recruiter.userId],
    });
    expect(vacancy).toMatchObject({
      title: "Sales manager",
      status: "open",
      currency: "EUR",
      salaryFrom: 3000,
      tagIds: [tag._id],
      recipients: [c.recruiter.userId],
      can: { edit: true, readResponses: true },
    });
    expect(vacancy.description).toBe("<p>Sell well</p>");
    const { vacancy: record } = await stored(c.tenantId, vacancy.id);
    const post = await getPost(c.kate.actor, record!.postId!);
    expect(post).toMatchObject({ kind: "news" });
    expect(JSON.stringify(post)).toContain(`/vacancy/${vacancy.id}`);
    expect(JSON.stringify(post)).toContain("Sales manager");
    expect(await tagsOfItem(c.tenantId, "vacancy", vacancy.id)).toEqual([tag._id]);
  });

  it("refuses by the rules with a catalogue code and writes nothing (no vacancy, no post)", async () => {
    const before = (await companyVacancies(c.tenantId)).length;
    const postsBefore = await wallPosts(c.tenantId);
    const stranger = await member(newId(), { role: "admin" });
    const fired = await member(c.tenantId, { rights: ["vacancies"] });
    await writeUserStatus(c.tenantId, fired.userId, "fired");
    const articleTag = await createTag(c.admin.actor, { module: "articles", name: "Guides" });
    expect(await refusal(() => newVacancy(c.kate.actor))).toBe("vacancies.forbidden");
    expect(await refusal(() => newVacancy(c.admin.actor, { description: "<script>x</script><p> </p>" }))).toBe(
      "vacancies.description_required",
    );
    expect(await refusal(() => newVacancy(c.admin.actor, { recipients: [stranger.userId] }))).toBe(
      "vacancies.bad_recipient",
    );
    expect(await refusal(() => newVacancy(c.admin.actor, { recipients: [fired.userId] }))).toBe(
      "vacancies.bad_recipient",
    );
    expect(await refusal(() => newVacancy(c.admin.actor, { tagIds: [articleTag._id] }))).toBe("tags.wrong_module");
    expect((await companyVacancies(c.tenantId)).length).toBe(before);
    expect(await wallPosts(c.tenantId)).toBe(postsBefore);
  });

  it("edits, closes and reopens; clearing the salary removes it; the counter is left alone", async () => {
    const vacancy = await newVacancy(c.admin.actor);
    await respond(c.kate.actor, vacancy.id);
    const closed = await edit(c.admin.actor, vacancy.id, { title: "Senior sales", salaryFrom: null, status: "closed" });
    expect(closed).toMatchObject({ title: "Senior sales", status: "closed", salaryFrom: null, responsesCount: 1 });
    expect(await refusal(() => edit(c.kate.actor, vacancy.id))).toBe("vacancies.forbidden");
    expect(await refusal(() => edit(c.admin.actor, newId()))).toBe("vacancies.not_found");
    expect((await edit(superadmin, vacancy.id, { status: "open" })).status).toBe("open");
  });
});

describe("vacancies: who sees what", () => {
  let open: VacancyView, closed: VacancyView;
  beforeAll(async () => {
    open = await newVacancy(c.admin.actor, { title: "Open one" });
    closed = await newVacancy(c.admin.actor, { title: "Closed one", recipients: [c.recruiter.userId] });
    await edit(c.admin.actor, closed.id, { title: "Closed one", recipients: [c.recruiter.userId], status: "closed" });
  });

  it("shows a closed vacancy to admins and its recipients only; another tenant finds nothing", async () => {
    expect(await refusal(() => getVacancy(c.kate.actor, closed.id))).toBe("vacancies.not_found");
    expect((await getVacancy(c.recruiter.actor, closed.id)).can).toEqual({
      edit: false,
      respond: false,
      readResponses: true,
    });
    expect((await getVacancy(c.admin.actor, closed.id)).recipients).toEqual([c.recruiter.userId]);
    const kateSees = await getVacancy(c.kate.actor, open.id);
    expect(kateSees.can).toEqual({ edit: false, respond: true, readResponses: false });
    expect(kateSees).not.toHaveProperty("recipients");
    expect(kateSees).not.toHaveProperty("responsesCount");
    const stranger = await member(newId(), { role: "admin" });
    expect(await refusal(() => getVacancy(stranger.actor, open.id))).toBe("vacancies.not_found");
  });

  it("lists open vacancies newest first to employees whatever they ask; admins choose", async () => {
    const asKate = await listVacancies(c.kate.actor, c.tenantId, { status: "all", limit: 100 });
    expect(ids(asKate)).toContain(open.id);
    expect(ids(asKate)).not.toContain(closed.id);
    expect(asKate.items.every((item) => item.status === "open")).toBe(true);
    const all = await listVacancies(c.admin.actor, c.tenantId, { status: "all", limit: 100 });
    expect(ids(all).indexOf(closed.id)).toBeLessThan(ids(all).indexOf(open.id));
    expect(ids(await listVacancies(c.admin.actor, c.tenantId, { status: "closed", limit: 100 }))).toContain(closed.id);
    const superadminPage = await listVacancies(superadmin, c.tenantId, { status: "open", limit: 100 });
    expect(superadminPage.items.every((item) => !item.responded)).toBe(true);
    expect(await refusal(() => listVacancies(c.kate.actor, newId(), { status: "open", limit: 10 }))).toBe(
      "common.no_access",
    );
  });

  it("pages with a cursor and narrows by tags", async () => {
    const tag = await createTag(c.admin.actor, { module: "vacancies", name: "Remote" });
    const tagged = await newVacancy(c.admin.actor, { title: "Remote one", tagIds: [tag._id] });
    const byTag = await listVacancies(c.kate.actor, c.tenantId, { status: "open", tags: [tag._id], limit: 10 });
    expect(ids(byTag)).toEqual([tagged.id]);
    expect(byTag.items[0]!.tagIds).toEqual([tag._id]);
    const first = await listVacancies(c.kate.actor, c.tenantId, { status: "open", limit: 1 });
    const second = await listVacancies(c.kate.actor, c.tenantId, { status: "open", limit: 1, cursor: first.cursor! });
    expect(ids(first)).toHaveLength(1);
    expect(ids(second)[0]).not.toBe(ids(first)[0]);
  });
});

describe("vacancies: deletion", () => {
  it("removes the vacancy, its wall post, its responses and their CV objects; another tenant is untouched", async () => {
    const other = await vacanciesCompany();
    const kept = await newVacancy(other.admin.actor);
    await respond(other.kate.actor, kept.id);
    const vacancy = await newVacancy(c.admin.actor);
    const cv = await cvFile(c.kate.actor);
    await respond(c.kate.actor, vacancy.id, { cvFileId: cv.fileId });
    await respond(c.otto.actor, vacancy.id);
    const { vacancy: record } = await stored(c.tenantId, vacancy.id);

    expect(await refusal(() => removeVacancy(c.kate.actor, vacancy.id))).toBe("vacancies.forbidden");
    expect(await refusal(() => removeVacancy(other.admin.actor, vacancy.id))).toBe("vacancies.not_found");
    await removeVacancy(c.admin.actor, vacancy.id);
    expect(await refusal(() => getVacancy(c.admin.actor, vacancy.id))).toBe("vacancies.not_found");
    expect(await refusal(() => getPost(c.admin.actor, record!.postId!))).toBe("posts.not_found");
    expect(await refusal(() => respond(c.recruiter.actor, vacancy.id))).toBe("vacancies.not_found");
    expect(await handleVacancyEvent("vacancy.deleted", { tenantId: c.tenantId, vacancyId: vacancy.id })).toBe(
      "purged 2 responses",
    );
    expect((await stored(c.tenantId, vacancy.id)).responses).toEqual([]);
    expect(await objectExists(c.tenantId, cv.key)).toBe(false);
    expect(await refusal(() => removeVacancy(c.admin.actor, vacancy.id))).toBe("vacancies.not_found");

    const untouched = await stored(other.tenantId, kept.id);
    expect(untouched.vacancy?.responsesCount).toBe(1);
    expect(untouched.responses).toHaveLength(1);
  });
});
