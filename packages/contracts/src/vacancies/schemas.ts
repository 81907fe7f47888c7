/**
 * Vacancies (product-spec §3 Vacancy, §4 Vacancy "published to the feed", §6 `vacancies`, recipients
 * of responses; rules-calls-errors-spec §7 `vac_respond`): an open position with a description
 * template (description, requirements, conditions), a salary range, the people who get responses
 * (none chosen: every administrator) and tags. Employees read open vacancies and respond once with a
 * message and a CV. Shared by the API and the SPA.
 */
import * as z from "zod/mini";
import { fileIdSchema } from "../files/schemas";
import { idSchema } from "../validation";

export const vacancyStatuses = ["open", "closed"] as const;
export type VacancyStatus = (typeof vacancyStatuses)[number];

export const vacancyLimits = {
  titleMax: 200,
  /** Characters of each rich-text part (sanitised HTML). */
  partMax: 20_000,
  salaryMax: 1_000_000_000,
  recipientsMax: 20,
  tagsMax: 20,
  cityMax: 100,
  messageMax: 3_000,
  pageSize: 20,
  pageMax: 100,
  /** A CV's size (the attachment limit of spec §9). */
  cvMaxBytes: 20 * 1024 * 1024,
} as const;

/** Documents a CV may be: PDF, Word, OpenDocument, RTF, plain text. */
export const cvContentTypes = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
  "application/rtf",
  "text/rtf",
  "text/plain",
] as const;

const part = (required: boolean) =>
  z
    .string({ error: "vacancies.description_required" })
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, "vacancies.description_required")] : []),
      z.maxLength(vacancyLimits.partMax, "vacancies.too_long"),
    );
const salary = z.optional(
  z.nullable(
    z
      .number({ error: "vacancies.bad_salary" })
      .check(z.gte(0, "vacancies.bad_salary"), z.lte(vacancyLimits.salaryMax, "vacancies.bad_salary")),
  ),
);

const vacancyFields = {
  title: z
    .string({ error: "vacancies.title_required" })
    .check(
      z.trim(),
      z.minLength(1, "vacancies.title_required"),
      z.maxLength(vacancyLimits.titleMax, "vacancies.validation_error"),
    ),
  /** Rich text; the description must have text, requirements and conditions may be empty. */
  description: part(true),
  requirements: z._default(part(false), ""),
  conditions: z._default(part(false), ""),
  salaryFrom: salary,
  salaryTo: salary,
  /** ISO 4217 code (RUB, USD, EUR, UAH…). */
  currency: z._default(
    z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, "vacancies.validation_error")),
    "USD",
  ),
  city: z._default(z.string().check(z.trim(), z.maxLength(vacancyLimits.cityMax, "vacancies.validation_error")), ""),
  departmentId: z.optional(z.nullable(idSchema)),
  /** Who gets the responses; empty: every administrator of the company at the time of a response. */
  recipients: z._default(
    z.array(idSchema).check(z.maxLength(vacancyLimits.recipientsMax, "vacancies.too_many_recipients")),
    [],
  ),
  tagIds: z._default(z.array(idSchema).check(z.maxLength(vacancyLimits.tagsMax, "vacancies.validation_error")), []),
};

const salaryInOrder = z.refine<{ salaryFrom?: number | null; salaryTo?: number | null }>(
  (vacancy) => vacancy.salaryFrom == null || vacancy.salaryTo == null || vacancy.salaryFrom <= vacancy.salaryTo,
  { message: "vacancies.salary_range", path: ["salaryTo"] },
);

/** POST /api/vacancy (administrators): published to the company feed when it opens. */
export const createVacancyBodySchema = z.object(vacancyFields).check(salaryInOrder);
export type CreateVacancyBody = z.output<typeof createVacancyBodySchema>;
export type CreateVacancyInput = z.input<typeof createVacancyBodySchema>;

/** PUT /api/vacancy/{id}: the whole vacancy again, and its status (close it, open it again). */
export const updateVacancyBodySchema = z
  .object({ ...vacancyFields, status: z._default(z.enum(vacancyStatuses), "open") })
  .check(salaryInOrder);
export type UpdateVacancyBody = z.output<typeof updateVacancyBodySchema>;
export type UpdateVacancyInput = z.input<typeof updateVacancyBodySchema>;

export const vacancyParamsSchema = z.object({ id: idSchema });
export const vacancyClientParamsSchema = z.object({ client: idSchema });
/** GET /api/vacancy/{id}/responses/{response}/cv: one response of a vacancy. */
export const vacancyResponseParamsSchema = z.object({ id: idSchema, response: idSchema });

/** GET /api/vacancies/{client}: newest first; admins may ask for closed ones too. */
export const vacancyListQuerySchema = z.object({
  status: z._default(z.enum([...vacancyStatuses, "all"]), "open"),
  tags: z.optional(
    z.pipe(
      z.string().check(z.maxLength(1000)),
      z.transform((value) =>
        value
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ),
  ),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(vacancyLimits.pageMax)), vacancyLimits.pageSize),
});
export type VacancyListQuery = z.output<typeof vacancyListQuerySchema>;

/**
 * POST /api/vac_respond: a message and/or a CV (an uploaded file of module `vacancies`, a document:
 * `vacancies.bad_cv`); one response per person and vacancy (`vacancies.already_responded`), only while
 * it is open (`vacancies.closed`). The recipients are notified (section `resp`).
 */
export const vacancyRespondBodySchema = z
  .object({
    vacancyId: idSchema,
    message: z._default(
      z.string().check(z.trim(), z.maxLength(vacancyLimits.messageMax, "vacancies.validation_error")),
      "",
    ),
    cvFileId: z.optional(fileIdSchema),
  })
  .check(
    z.refine((body) => body.message.length > 0 || body.cvFileId !== undefined, {
      message: "vacancies.response_empty",
      path: ["message"],
    }),
  );
export type VacancyRespondBody = z.output<typeof vacancyRespondBodySchema>;
