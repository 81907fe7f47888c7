import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@intranet/contracts";
import { updateVacancyBodySchema, vacancyLimits } from "@intranet/contracts/vacancies";
import * as z from "zod/mini";
import { listMyNotifications } from "../notifications";
import { newId } from "../platform";
import { superadminIn } from "../testing/actors";
import { refusal } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { getVacancy, listVacancies } from "./read";
import { listResponses, responseCvUrl } from "./responses";
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

const close = (vacancyId: string) =>
  updateVacancy(c.admin.actor, vacancyId, z.parse(updateVacancyBodySchema, { ...vacancyInput(), status: "closed" }));
const told = async (person: Member) =>
  (await listMyNotifications(person.actor, c.tenantId, { section: "resp" })).items.map(
    (item) => `${item.template}:${item.params?.vacancy}`,
  );

describe("responding", () => {
  it("takes one response per person even when they send it ten times at once: counter 1", async () => {
    const vacancy = await newVacancy(c.admin.actor);
    const codes = await Promise.all(Array.from({ length: 10 }, () => refusal(() => respond(c.kate.actor, vacancy.id))));
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    expect(codes.filter((code) => code === "vacancies.already_responded")).toHaveLength(9);
    const { vacancy: record, responses } = await stored(c.tenantId, vacancy.id);
    expect(record?.responsesCount).toBe(1);
    expect(responses).toHaveLength(1);
    const seen = await getVacancy(c.kate.actor, vacancy.id);
    expect([seen.can.respond, seen.responded, seen.respondedAt]).toEqual([false, true, responses[0]!.createdAt]);
    const page = await listVacancies(c.kate.actor, c.tenantId, { status: "open", limit: 100 });
    expect(page.items.find((item) => item.id === vacancy.id)).toMatchObject({
      responded: true,
      respondedAt: responses[0]!.createdAt,
    });
  });

  it("counts twenty different people responding at once exactly", async () => {
    const vacancy = await newVacancy(c.admin.actor);
    const people = await Promise.all(Array.from({ length: 20 }, () => member(c.tenantId, { rights: ["vacancies"] })));
    await Promise.all(people.map((person) => respond(person.actor, vacancy.id)));
    const { vacancy: record, responses } = await stored(c.tenantId, vacancy.id);
    expect(record?.responsesCount).toBe(20);
    expect(responses).toHaveLength(20);
    expect((await listResponses(c.admin.actor, vacancy.id)).map((response) => response.at)).toEqual(
      responses
        .map((response) => response.createdAt)
        .sort()
        .reverse(),
    );
  });

  it("refuses a closed vacancy, a superadmin and an unknown one, and writes nothing", async () => {
    const vacancy = await newVacancy(c.admin.actor);
    await close(vacancy.id);
    expect(await refusal(() => respond(c.kate.actor, vacancy.id))).toBe("vacancies.closed");
    expect(await refusal(() => respond(superadmin, vacancy.id))).toBe("common.no_access");
    expect(await refusal(() => respond(c.kate.actor, newId()))).toBe("vacancies.not_found");
    const other = await vacanciesCompany();
    expect(await refusal(() => respond(other.kate.actor, vacancy.id))).toBe("vacancies.not_found");
    const { vacancy: record, responses } = await stored(c.tenantId, vacancy.id);
    expect(record?.responsesCount).toBe(0);
    expect(responses).toEqual([]);
  });

  it("takes a CV only as the caller's own confirmed document of module vacancies", async () => {
    const vacancy = await newVacancy(c.admin.actor, { recipients: [c.recruiter.userId] });
    const refusedWith = async (fileId: string) =>
      refusal(() => respond(c.otto.actor, vacancy.id, { cvFileId: fileId }));
    expect(await refusedWith((await cvFile(c.otto.actor, { module: "common" })).fileId)).toBe("vacancies.bad_cv");
    expect(await refusedWith((await cvFile(c.kate.actor)).fileId)).toBe("vacancies.bad_cv");
    expect(await refusedWith((await cvFile(c.otto.actor, { contentType: "text/html" })).fileId)).toBe(
      "vacancies.bad_cv",
    );
    expect(await refusedWith(newId())).toBe("vacancies.bad_cv");
    const huge = await cvFile(c.otto.actor, { size: vacancyLimits.cvMaxBytes + 1 });
    expect(await refusedWith(huge.fileId)).toBe("vacancies.bad_cv");
    expect((await stored(c.tenantId, vacancy.id)).responses).toEqual([]);

    const cv = await cvFile(c.otto.actor, { contentType: "text/plain; charset=utf-8", name: "otto.txt" });
    const { responseId } = await respond(c.otto.actor, vacancy.id, { cvFileId: cv.fileId });
    const [response] = await listResponses(c.recruiter.actor, vacancy.id);
    expect(response).toMatchObject({
      id: responseId,
      userId: c.otto.userId,
      cv: { fileId: cv.fileId, name: "otto.txt" },
    });
    expect((await responseCvUrl(c.recruiter.actor, vacancy.id, responseId)).url).toContain(cv.key.split("/").pop());
    expect((await responseCvUrl(superadmin, vacancy.id, responseId)).url).toBeTruthy();
    expect(await refusal(() => listResponses(c.kate.actor, vacancy.id))).toBe("common.no_access");
    expect(await refusal(() => responseCvUrl(c.otto.actor, vacancy.id, responseId))).toBe("common.no_access");
    expect(await refusal(() => responseCvUrl(c.admin.actor, vacancy.id, newId()))).toBe("vacancies.not_found");
  });
});

describe("the subscriber notifies the recipients", () => {
  it("tells the named recipients only, once however often the event comes", async () => {
    const vacancy = await newVacancy(c.admin.actor, { title: "Designer", recipients: [c.recruiter.userId] });
    const { responseId } = await respond(c.kate.actor, vacancy.id);
    const event = { tenantId: c.tenantId, vacancyId: vacancy.id, responseId, userId: c.kate.userId };
    await handleVacancyEvent("vacancy.responded", event);
    await handleVacancyEvent("vacancy.responded", event);
    expect(await told(c.recruiter)).toEqual(["vacancy.responded:Designer"]);
    expect(await told(c.admin)).not.toContain("vacancy.responded:Designer");
  });

  it("tells every active admin when the vacancy names nobody, never the one who responded", async () => {
    const vacancy = await newVacancy(c.admin.actor, { title: "Analyst" });
    const { responseId } = await respond(c.deputy.actor, vacancy.id);
    await handleVacancyEvent("vacancy.responded", {
      tenantId: c.tenantId,
      vacancyId: vacancy.id,
      responseId,
      userId: c.deputy.userId,
    });
    expect(await told(c.admin)).toContain("vacancy.responded:Analyst");
    expect(await told(c.deputy)).not.toContain("vacancy.responded:Analyst");
    expect(await told(c.recruiter)).not.toContain("vacancy.responded:Analyst");
  });
});
