import type { FeatureRight } from "@intranet/contracts";
import {
  createVacancyBodySchema,
  updateVacancyBodySchema,
  vacancyRespondBodySchema,
  type CreateVacancyInput,
} from "@intranet/contracts/vacancies";
import { confirmUpload, requestUpload } from "@intranet/core/files";
import { departmentOutline } from "@intranet/core/structure";
import { createTag } from "@intranet/core/tags";
import { createVacancy, respondToVacancy, updateVacancy } from "@intranet/core/vacancies";
import { demoCast, type SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["vacancies"];

/** After the structure: the frontend vacancy is Engineering's. */
export const demoStep: DemoStep = {
  name: "vacancies",
  order: 90,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoVacancies(clientId, people, defaultRights),
};

/**
 * The demo vacancies (issue 11), through the services like the API, so the wall announces them
 * and the counter, tags and notifications are real: a senior frontend engineer in Engineering
 * (salary range, requirements, conditions; Frank gets the responses), a sales manager in
 * Manchester (no recipients: every admin), and a closed office manager's vacancy. Daniel has
 * responded to the sales one with a short text CV uploaded through the files door.
 */
export async function seedDemoVacancies(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const admin = cast.actorOf("demo-admin", rights);
  const departments = await departmentOutline(clientId, "administrative");
  const engineering = departments.find((department) => department.name === "Engineering")?._id ?? null;
  const tag = async (name: string) => (await createTag(admin, { module: "vacancies", name }))._id;
  const [engineeringTag, salesTag, remoteTag] = [await tag("Engineering"), await tag("Sales"), await tag("Remote")];
  const open = (input: CreateVacancyInput) => createVacancy(admin, createVacancyBodySchema.parse(input));

  await open({
    title: "Senior frontend engineer",
    description:
      "<h2>About the team</h2><p>Engineering builds the intranet our colleagues use every day. " +
      "You will own the <b>web app</b>: React, TypeScript and a design system of our own.</p>",
    requirements:
      "<ul><li>5+ years with TypeScript and React</li><li>Care for accessibility and performance</li>" +
      "<li>Code reviews that teach</li></ul>",
    conditions: "<ul><li>Hybrid: two days in the London office</li><li>Learning budget</li></ul>",
    salaryFrom: 70_000,
    salaryTo: 90_000,
    currency: "GBP",
    city: "London",
    departmentId: engineering,
    recipients: [cast.find("frank.green").userId],
    tagIds: [engineeringTag, remoteTag],
  });
  const sales = await open({
    title: "Sales manager",
    description: "<p>Grow our accounts in the North West and bring new customers on board.</p>",
    requirements: "<ul><li>3+ years in B2B sales</li><li>A driving licence</li></ul>",
    currency: "GBP",
    salaryFrom: 45_000,
    city: "Manchester",
    tagIds: [salesTag],
  });
  const office = {
    title: "Office manager",
    description: "<p>Keep the London office running: supplies, visitors, events.</p>",
    currency: "GBP",
    city: "London",
  };
  const closed = await open(office);
  await updateVacancy(admin, closed.id, updateVacancyBodySchema.parse({ ...office, status: "closed" }));

  const daniel = cast.actorOf("daniel.evans", rights);
  const cvFileId = await uploadTextCv(daniel, "daniel-evans-cv.txt", danielsCv);
  await respondToVacancy(
    daniel,
    vacancyRespondBodySchema.parse({
      vacancyId: sales.id,
      message: "I have covered Manchester accounts for two years and would love to lead them.",
      cvFileId,
    }),
  );
}

const danielsCv = [
  "Daniel Evans — Account manager",
  "",
  "2020–now  Account manager, Demo Company: 40 accounts in the North West, +25% revenue a year.",
  "2016–2020 Sales representative, Northern Supplies.",
  "Languages: English, Spanish.",
].join("\n");

/** What the browser does: a ticket from the files door, the bytes POSTed to the bucket, the upload confirmed. */
async function uploadTextCv(actor: ReturnType<ReturnType<typeof demoCast>["actorOf"]>, name: string, text: string) {
  const bytes = new TextEncoder().encode(text);
  const ticket = await requestUpload(actor, {
    module: "vacancies",
    name,
    contentType: "text/plain",
    size: bytes.length,
  });
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append("file", new Blob([bytes], { type: "text/plain" }), name);
  const posted = await fetch(ticket.url, { method: "POST", body: form });
  if (!posted.ok) throw new Error(`demo CV upload failed: ${posted.status}`);
  await confirmUpload(actor, ticket.fileId);
  return ticket.fileId;
}
