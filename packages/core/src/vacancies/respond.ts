import type { Actor } from "@intranet/contracts";
import {
  cvContentTypes,
  vacancyLimits,
  type VacancyRespondBody,
  type VacancyRespondedView,
} from "@intranet/contracts/vacancies";
import { named, writeTransaction, type ConflictRetry } from "../db";
import { findFiles } from "../files";
import { AppError, newId, requireTenant } from "../platform";
import { mayRespond } from "./access";
import { publish } from "./events";
import type { VacancyResponseRecord } from "./response.entity";
import { findVacancy } from "./store";

/** Many people respond to one vacancy at once (its counter is one item): a larger retry budget. */
export const hotVacancy: ConflictRetry = { maxAttempts: 40, backoffCeilingMs: 1000 };

/**
 * POST /api/vac_respond: one response per person and vacancy, while it is open. The response and
 * the vacancy's counter are ONE transaction: the response's key (vacancy + person) refuses a second
 * one (`vacancies.already_responded`), the counter's ADD is conditioned on the vacancy being open
 * (`vacancies.closed`), so the count is exact whoever responds at the same moment. A ClientRequestToken
 * per attempt makes the SDK's retry of a committed request answer success instead of a refusal.
 * The recipients hear of it from the subscriber (`vacancy.responded`).
 */
export async function respondToVacancy(actor: Actor, body: VacancyRespondBody): Promise<VacancyRespondedView> {
  const clientId = requireTenant(actor);
  if (!mayRespond(actor)) throw new AppError("common.no_access");
  const { vacancyId } = body;
  const [vacancy, cv] = await Promise.all([findVacancy(clientId, vacancyId), cvOf(actor, clientId, body.cvFileId)]);
  if (!vacancy) throw new AppError("vacancies.not_found");
  if (vacancy.status !== "open") throw new AppError("vacancies.closed");
  const response: VacancyResponseRecord = {
    clientId,
    vacancyId,
    userId: actor.userId,
    responseId: newId(),
    message: body.message,
    ...(cv ? { cv } : {}),
    createdAt: new Date().toISOString(),
  };
  const outcome = await writeTransaction(
    (entities) => [
      named("response", entities.vacancyResponse.create(response).commit()),
      named(
        "vacancy",
        entities.vacancy
          .patch({ clientId, vacancyId })
          .add({ responsesCount: 1 })
          .where((attributes, { eq }) => eq(attributes.status, "open"))
          .commit(),
      ),
    ],
    { retry: hotVacancy, token: (attempt) => `${response.responseId}.${attempt}` },
  );
  if (!outcome.ok) {
    if (outcome.failed("response")) throw new AppError("vacancies.already_responded");
    if (outcome.failed("vacancy"))
      throw new AppError((await findVacancy(clientId, vacancyId)) ? "vacancies.closed" : "vacancies.not_found");
    throw new AppError("common.conflict");
  }
  await publish({
    type: "vacancy.responded",
    tenantId: clientId,
    detail: { vacancyId, responseId: response.responseId, userId: actor.userId },
  });
  return { responseId: response.responseId };
}

/** The CV: a confirmed upload of module `vacancies` by the caller, a document within the size limit (`vacancies.bad_cv`). */
async function cvOf(actor: Actor, clientId: string, fileId: string | undefined): Promise<VacancyResponseRecord["cv"]> {
  if (!fileId) return undefined;
  const file = (await findFiles(clientId, [fileId])).get(fileId);
  const document =
    file !== undefined &&
    file.module === "vacancies" &&
    file.uploadedBy === actor.userId &&
    (cvContentTypes as readonly string[]).includes(mediaType(file.contentType)) &&
    file.size <= vacancyLimits.cvMaxBytes;
  if (!document) throw new AppError("vacancies.bad_cv");
  return { fileId, name: file.name, size: file.size, contentType: file.contentType };
}

/** `text/plain; charset=utf-8` is a `text/plain`. */
const mediaType = (contentType: string) => contentType.split(";")[0]!.trim().toLowerCase();
