import type { Actor } from "@intranet/contracts";
import {
  createVacancyBodySchema,
  vacancyRespondBodySchema,
  type CreateVacancyInput,
  type VacancyView,
} from "@intranet/contracts/vacancies";
import * as z from "zod/mini";
import { confirmUpload } from "../files";
import { uploaded } from "../files/testing";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { createVacancy } from "./create";
import { db } from "./entities";
import { respondToVacancy } from "./respond";

/** Vacancies test helpers (tests only): a company with two admins, a named recipient and two employees. */
export interface VacanciesCompany {
  tenantId: string;
  admin: Member;
  /** A second administrator (gets responses of vacancies without recipients). */
  deputy: Member;
  /** An employee named as a vacancy's recipient. */
  recruiter: Member;
  kate: Member;
  otto: Member;
}

export async function vacanciesCompany(): Promise<VacanciesCompany> {
  const tenantId = await ensureTestTenant();
  const rights = ["vacancies" as const];
  const [admin, deputy, recruiter, kate, otto] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { role: "admin", profile: { firstName: "Dan", lastName: "Deputy" } }),
    member(tenantId, { rights, profile: { firstName: "Rita", lastName: "Recruiter" } }),
    member(tenantId, { rights, profile: { firstName: "Kate", lastName: "Smith" } }),
    member(tenantId, { rights, profile: { firstName: "Otto", lastName: "Other" } }),
  ]);
  return { tenantId, admin: admin!, deputy: deputy!, recruiter: recruiter!, kate: kate!, otto: otto! };
}

export const vacancyInput = (input: Partial<CreateVacancyInput> = {}): CreateVacancyInput => ({
  title: "Sales manager",
  description: "<p>Sell our <b>products</b>.</p>",
  requirements: "<ul><li>Two years in sales</li></ul>",
  conditions: "<p>Office in London</p>",
  salaryFrom: 3000,
  salaryTo: 4000,
  currency: "eur",
  city: "London",
  ...input,
});

export function newVacancy(actor: Actor, input: Partial<CreateVacancyInput> = {}): Promise<VacancyView> {
  return createVacancy(actor, z.parse(createVacancyBodySchema, vacancyInput(input)));
}

export function respond(actor: Actor, vacancyId: string, input: { message?: string; cvFileId?: string } = {}) {
  return respondToVacancy(
    actor,
    z.parse(vacancyRespondBodySchema, { vacancyId, message: input.cvFileId ? "" : "I am interested", ...input }),
  );
}

/** A confirmed upload by the actor (a small PDF by default), as the browser's presigned flow leaves it. */
export async function cvFile(
  actor: Actor,
  options: { module?: "vacancies" | "common"; contentType?: string; size?: number; name?: string } = {},
): Promise<{ fileId: string; key: string }> {
  const ticket = await uploaded(actor, {
    module: options.module ?? "vacancies",
    name: options.name ?? "cv.pdf",
    contentType: options.contentType ?? "application/pdf",
    size: options.size ?? 2048,
  });
  await confirmUpload(actor, ticket.fileId);
  return { fileId: ticket.fileId, key: ticket.key };
}

/** The vacancy's stored counter and responses (consistent reads). */
export async function stored(tenantId: string, vacancyId: string) {
  const { entities } = db();
  const [vacancy, responses] = await Promise.all([
    entities.vacancy.get({ clientId: tenantId, vacancyId }).go({ consistent: true }),
    entities.vacancyResponse.query.byVacancy({ clientId: tenantId, vacancyId }).go({ pages: "all", consistent: true }),
  ]);
  return { vacancy: vacancy.data, responses: responses.data };
}
