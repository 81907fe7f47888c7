import type { CreateVacancyBody } from "@intranet/contracts/vacancies";
import { AppError, config } from "../platform";
import { tagNames } from "../tags";
import { notActiveAmong } from "../users";
import type { VacancyRecord } from "./vacancy.entity";

/** The fields a create or an edit writes, checked and sanitised. */
export type VacancyFields = Pick<
  VacancyRecord,
  | "title"
  | "description"
  | "requirements"
  | "conditions"
  | "text"
  | "salaryFrom"
  | "salaryTo"
  | "currency"
  | "city"
  | "departmentId"
  | "recipients"
>;

/**
 * A vacancy's body as stored: the three rich-text parts sanitised (the document profile: images
 * only from the public media bucket), the description with text left; recipients active people of
 * the company (one BatchGet); tags of the vacancies' vocabulary (one Query). Nothing is written
 * here, so a refusal leaves everything as it was.
 */
export async function vacancyFields(clientId: string, body: CreateVacancyBody): Promise<VacancyFields> {
  const recipients = [...new Set(body.recipients)];
  const [parts] = await Promise.all([
    cleanParts(body),
    checkRecipients(clientId, recipients),
    checkTags(clientId, body.tagIds),
  ]);
  return {
    title: body.title,
    ...parts,
    salaryFrom: body.salaryFrom ?? undefined,
    salaryTo: body.salaryTo ?? undefined,
    currency: body.currency,
    city: body.city,
    departmentId: body.departmentId ?? undefined,
    recipients,
  };
}

async function cleanParts(body: Pick<CreateVacancyBody, "description" | "requirements" | "conditions">) {
  // The sanitiser loads on the first write, not at every cold start (a chunk of its own in the bundle).
  const { cleanDocument } = await import("../richText");
  const options = { mediaBaseUrl: config.mediaBaseUrl() };
  const [description, requirements, conditions] = [body.description, body.requirements, body.conditions].map((part) =>
    cleanDocument(part, options),
  );
  if (!description!.text) throw new AppError("vacancies.description_required");
  return {
    description: description!.html,
    requirements: requirements!.html,
    conditions: conditions!.html,
    text: [description!.text, requirements!.text, conditions!.text].filter(Boolean).join("\n"),
  };
}

async function checkRecipients(clientId: string, recipients: string[]): Promise<void> {
  if ((await notActiveAmong(clientId, recipients)).length) throw new AppError("vacancies.bad_recipient");
}

/** Tags must be of the vacancies' vocabulary in this company (another module's or company's: `tags.wrong_module`). */
async function checkTags(clientId: string, tagIds: string[]): Promise<void> {
  if (!tagIds.length) return;
  const vocabulary = await tagNames(clientId, "vacancies");
  if (tagIds.some((tagId) => !vocabulary.has(tagId))) throw new AppError("tags.wrong_module");
}
