import { beforeAll, describe, expect, it } from "vitest";
import type { DownloadUrl } from "@intranet/contracts";
import type { SearchAnswer } from "@intranet/contracts/search";
import type { TagView } from "@intranet/contracts/tags";
import type { PostPage } from "@intranet/contracts/wall";
import type { VacancyPage, VacancyResponseView, VacancyView } from "@intranet/contracts/vacancies";
import { member, type Member } from "@intranet/core/users/test-support";
import { vacanciesCompany, type VacanciesCompany } from "@intranet/core/vacancies/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

/**
 * Vacancies over HTTP with the real bus: an admin opens one (the wall announces it), employees read
 * and respond once with a CV, the recipient is notified and downloads the CV, a closed vacancy
 * disappears for others (and from their search), a superadmin in the workspace manages but never
 * responds, another tenant sees nothing; the deletion takes the post and the responses with it.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let c: VacanciesCompany;
let stranger: Member;
let superadmin: Caller;
let tag: TagView;

beforeAll(async () => {
  c = await vacanciesCompany();
  stranger = await member(await ensureTestTenant(), { role: "admin" });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId: c.tenantId };
  tag = await ok(as(c.admin, "POST", "/api/tag", { body: { module: "vacancies", name: "Sales" } }), 201);
});

const body = (input: object = {}) => ({
  title: "Sales manager",
  description: "<h2>About</h2><p>Sell our <b>products</b> across Europe.</p>",
  requirements: "<ul><li>Two years in sales</li></ul>",
  conditions: "<p>Hybrid work</p>",
  salaryFrom: 3000,
  salaryTo: 4500,
  currency: "EUR",
  city: "Lisbon",
  recipients: [c.recruiter.userId],
  tagIds: [tag._id],
  ...input,
});
const issue = (response: Awaited<ReturnType<TestApi["as"]>>) =>
  (response.body as { error: { details: { issues: Array<{ message: string }> } } }).error.details.issues[0]?.message;
const list = async (who: Member | Caller, query = ""): Promise<string[]> =>
  ((await ok(as(who, "GET", `/api/vacancies/${c.tenantId}${query}`))) as VacancyPage).items.map((item) => item.id);
const found = async (who: Member | Caller, words: string): Promise<string[]> =>
  ((await ok(as(who, "GET", `/api/search?q=${encodeURIComponent(words)}&types=vacancy`))) as SearchAnswer).groups
    .find((group) => group.type === "vacancy")
    ?.hits.map((hit) => hit.id) ?? [];

describe("vacancies over HTTP", () => {
  let vacancy: VacancyView;
  let responseId: string;

  it("refuses by the rules and writes nothing", async () => {
    const refused = async (input: object, expected: string) => {
      const response = await as(c.admin, "POST", "/api/vacancy", { body: body(input) });
      expectError(response, 400, "common.validation");
      expect(issue(response)).toBe(expected);
    };
    await refused({ title: " " }, "vacancies.title_required");
    await refused({ description: "" }, "vacancies.description_required");
    await refused({ salaryFrom: 5000, salaryTo: 100 }, "vacancies.salary_range");
    await refused({ salaryFrom: -1 }, "vacancies.bad_salary");
    expectError(
      await as(c.admin, "POST", "/api/vacancy", { body: body({ description: "<script>x</script>" }) }),
      400,
      "vacancies.description_required",
    );
    expectError(
      await as(c.admin, "POST", "/api/vacancy", { body: body({ recipients: [stranger.userId] }) }),
      400,
      "vacancies.bad_recipient",
    );
    expectError(await as(c.kate, "POST", "/api/vacancy", { body: body() }), 403, "common.no_access");
    expect(await list(c.admin, "?status=all")).toEqual([]);
  });

  it("opens a vacancy and announces it on the company wall by its author", async () => {
    vacancy = await ok(as(c.admin, "POST", "/api/vacancy", { body: body() }), 201);
    expect(vacancy).toMatchObject({ status: "open", tagIds: [tag._id], recipients: [c.recruiter.userId] });
    const wall: PostPage = await ok(as(c.admin, "GET", `/api/post/news/${c.tenantId}/0?tab=news`));
    const post = wall.items.find((item) => JSON.stringify(item).includes(`/vacancy/${vacancy.id}`));
    expect(post).toBeDefined();
    expect(JSON.stringify(post)).toContain("Sales manager");
  });

  it("shows each caller what is theirs: employee, recipient, admin, superadmin, another tenant", async () => {
    const asKate: VacancyView = await ok(as(c.kate, "GET", `/api/vacancy/${vacancy.id}`));
    expect(asKate.can).toEqual({ edit: false, respond: true, readResponses: false });
    expect(asKate).not.toHaveProperty("recipients");
    expect((await ok(as(c.recruiter, "GET", `/api/vacancy/${vacancy.id}`))).can.readResponses).toBe(true);
    const asSuperadmin: VacancyView = await ok(as(superadmin, "GET", `/api/vacancy/${vacancy.id}`));
    expect(asSuperadmin.can).toEqual({ edit: true, respond: false, readResponses: true });
    expectError(await as(stranger, "GET", `/api/vacancy/${vacancy.id}`), 404, "vacancies.not_found");
    expectError(await as(stranger, "GET", `/api/vacancies/${c.tenantId}`), 403, "common.no_access");
    expect(await list(c.kate)).toEqual([vacancy.id]);
    expect(await list(c.kate, `?tags=${tag._id}`)).toEqual([vacancy.id]);
    expect(await list(superadmin)).toEqual([vacancy.id]);
  });

  it("takes one response with a CV; the recipient is notified and downloads the CV", async () => {
    const cvFileId = await uploadThroughApi(as, c.kate, {
      bytes: new TextEncoder().encode("Kate Smith\nSales, 5 years\n"),
      name: "kate-cv.txt",
      contentType: "text/plain",
      module: "vacancies",
    });
    expectError(
      await as(superadmin, "POST", "/api/vac_respond", { body: { vacancyId: vacancy.id, message: "Hi" } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(c.otto, "POST", "/api/vac_respond", { body: { vacancyId: vacancy.id, cvFileId } }),
      400,
      "vacancies.bad_cv",
    );
    const responded = await ok(
      as(c.kate, "POST", "/api/vac_respond", { body: { vacancyId: vacancy.id, message: "Hello!", cvFileId } }),
      201,
    );
    responseId = responded.responseId;
    expectError(
      await as(c.kate, "POST", "/api/vac_respond", { body: { vacancyId: vacancy.id, message: "Again" } }),
      409,
      "vacancies.already_responded",
    );
    const again: VacancyView = await ok(as(c.kate, "GET", `/api/vacancy/${vacancy.id}`));
    expect([again.responded, again.can.respond]).toEqual([true, false]);

    await api.bus.drain();
    const notes = JSON.stringify(
      await ok(as(c.recruiter, "GET", `/api/notification/${c.tenantId}/resp/${c.recruiter.userId}/now`)),
    );
    expect(notes).toContain("vacancy.responded");
    expect(notes).toContain("Sales manager");

    const responses: VacancyResponseView[] = await ok(as(c.recruiter, "GET", `/api/vacancy/${vacancy.id}/responses`));
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ id: responseId, userId: c.kate.userId, message: "Hello!" });
    const link: DownloadUrl = await ok(as(c.recruiter, "GET", `/api/vacancy/${vacancy.id}/responses/${responseId}/cv`));
    expect(await (await fetch(link.url)).text()).toContain("Kate Smith");
    await ok(as(c.admin, "GET", `/api/vacancy/${vacancy.id}/responses/${responseId}/cv`));
    expectError(await as(c.kate, "GET", `/api/vacancy/${vacancy.id}/responses`), 403, "common.no_access");
    expectError(
      await as(c.otto, "GET", `/api/vacancy/${vacancy.id}/responses/${responseId}/cv`),
      403,
      "common.no_access",
    );
    // A CV is private: the generic file link serves it to its uploader and admins, not to colleagues.
    expectError(await as(c.otto, "GET", `/api/files/${cvFileId}/url`), 403, "common.no_access");
    await ok(as(c.kate, "GET", `/api/files/${cvFileId}/url`));
    expect((await ok(as(c.admin, "GET", `/api/vacancy/${vacancy.id}`))).responsesCount).toBe(1);
  });

  it("is found in search while open by employees; closed, only by admins and recipients", async () => {
    await api.bus.drain();
    expect(await found(c.otto, "sales manager")).toEqual([vacancy.id]);
    expect(await found(c.otto, "Lisbon")).toEqual([vacancy.id]);
    expect(await found(stranger, "sales manager")).toEqual([]);
    expect(await list(c.otto, "?search=Lisbon")).toEqual([vacancy.id]);
    expect(await list(c.otto, `?search=Lisbon&tags=${tag._id}`)).toEqual([vacancy.id]);
    expect(await list(c.otto, "?search=Madrid")).toEqual([]);

    const closed: VacancyView = await ok(
      as(c.admin, "PUT", `/api/vacancy/${vacancy.id}`, { body: { ...body(), status: "closed" } }),
    );
    expect(closed.status).toBe("closed");
    await api.bus.drain();
    expect(await found(c.otto, "sales manager")).toEqual([]);
    expect(await found(c.recruiter, "sales manager")).toEqual([vacancy.id]);
    expect(await found(c.admin, "sales manager")).toEqual([vacancy.id]);
    expectError(await as(c.otto, "GET", `/api/vacancy/${vacancy.id}`), 404, "vacancies.not_found");
    expectError(
      await as(c.otto, "POST", "/api/vac_respond", { body: { vacancyId: vacancy.id, message: "Late" } }),
      409,
      "vacancies.closed",
    );
    expect(await list(c.otto, "?status=all")).toEqual([]);
    expect(await list(c.admin, "?status=closed")).toEqual([vacancy.id]);
  });

  // Issue 30: a closed vacancy stayed findable by everyone through its announcement on the wall.
  it("keeps its wall post findable only by those who may open the vacancy: closed, reopened, deleted", async () => {
    const posts = async (who: Member | Caller, words: string): Promise<string[]> => {
      await api.bus.drain();
      const answer: SearchAnswer = await ok(as(who, "GET", `/api/search?q=${encodeURIComponent(words)}&types=post`));
      return answer.groups.find((group) => group.type === "post")?.hits.map((hit) => hit.id) ?? [];
    };
    // People who also read the wall (the company's helpers hold the vacancies right alone).
    const [reader, recruiter, kate] = await Promise.all(
      Array.from({ length: 3 }, () => member(c.tenantId, { rights: ["vacancies", "wall"] })),
    );
    const pilot: VacancyView = await ok(
      as(c.admin, "POST", "/api/vacancy", {
        body: body({ title: "Zeppelin pilot", tagIds: [], recipients: [recruiter!.userId] }),
      }),
      201,
    );
    const wall: PostPage = await ok(as(c.admin, "GET", `/api/post/news/${c.tenantId}/0?tab=news`));
    const postId = wall.items.find((item) => JSON.stringify(item).includes(`/vacancy/${pilot.id}`))?._id;
    expect(postId).toEqual(expect.any(String));
    expect(await posts(reader!, "zeppelin pilot")).toEqual([postId]);

    const close = (recipients: string[]) =>
      ok(
        as(c.admin, "PUT", `/api/vacancy/${pilot.id}`, {
          body: { ...body({ title: "Zeppelin pilot", tagIds: [], recipients }), status: "closed" },
        }),
      );
    await close([recruiter!.userId]);
    expect(await posts(reader!, "zeppelin pilot")).toEqual([]);
    expect(await posts(kate!, "zeppelin")).toEqual([]);
    expect(await posts(recruiter!, "zeppelin pilot")).toEqual([postId]); // they still open the vacancy
    expect(await posts(c.admin, "zeppelin pilot")).toEqual([postId]);
    // The announcement stays on the wall (what happened), only search stops leading to the vacancy.
    const after: PostPage = await ok(as(reader!, "GET", `/api/post/news/${c.tenantId}/0?tab=news`));
    expect(after.items.map((item) => item._id)).toContain(postId);

    await close([kate!.userId]); // recipients changed while closed: the post's finders follow
    expect(await posts(recruiter!, "zeppelin")).toEqual([]);
    expect(await posts(kate!, "zeppelin")).toEqual([postId]);

    await ok(
      as(c.admin, "PUT", `/api/vacancy/${pilot.id}`, {
        body: { ...body({ title: "Zeppelin pilot", tagIds: [] }), status: "open" },
      }),
    );
    expect(await posts(reader!, "zeppelin pilot")).toEqual([postId]);

    await ok(as(c.admin, "DELETE", `/api/vacancy/${pilot.id}`), 204);
    expect(await posts(c.admin, "zeppelin pilot")).toEqual([]);
    expect(await posts(reader!, "zeppelin pilot")).toEqual([]);
  });

  it("deletes the vacancy with its wall post, its responses and its search entry", async () => {
    expectError(await as(c.kate, "DELETE", `/api/vacancy/${vacancy.id}`), 403, "common.no_access");
    expectError(await as(stranger, "DELETE", `/api/vacancy/${vacancy.id}`), 404, "vacancies.not_found");
    expect((await as(superadmin, "DELETE", `/api/vacancy/${vacancy.id}`)).status).toBe(204);
    expectError(await as(c.admin, "GET", `/api/vacancy/${vacancy.id}`), 404, "vacancies.not_found");
    const wall: PostPage = await ok(as(c.admin, "GET", `/api/post/news/${c.tenantId}/0?tab=news`));
    expect(JSON.stringify(wall)).not.toContain(`/vacancy/${vacancy.id}`);
    await api.bus.drain();
    expect(await found(c.admin, "sales manager")).toEqual([]);
    expectError(
      await as(c.admin, "GET", `/api/vacancy/${vacancy.id}/responses/${responseId}/cv`),
      404,
      "vacancies.not_found",
    );
  });
});
