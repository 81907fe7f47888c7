import type { Actor, DownloadUrl } from "@intranet/contracts";
import type { VacancyResponseView } from "@intranet/contracts/vacancies";
import { moduleFileDownloadUrl } from "../files";
import { AppError } from "../platform";
import { canReadResponses } from "./access";
import { db } from "./entities";
import { vacancyFor } from "./store";
import type { VacancyRecord } from "./vacancy.entity";
import { responseView } from "./views";

/** The vacancy, once the caller may read its responses: 404 if it does not exist for them, 403 if they only read it. */
async function responsesReader(actor: Actor, vacancyId: string): Promise<VacancyRecord> {
  const vacancy = await vacancyFor(actor, vacancyId);
  if (!canReadResponses(actor, vacancy)) throw new AppError("common.no_access");
  return vacancy;
}

/**
 * GET /api/vacancy/{id}/responses (its recipients and admins): newest first, one Query of the
 * vacancy's responses by time (a vacancy gathers tens of them; the Query pages past 1 MB).
 */
export async function listResponses(actor: Actor, vacancyId: string): Promise<VacancyResponseView[]> {
  const { clientId } = await responsesReader(actor, vacancyId);
  const { data } = await db()
    .entities.vacancyResponse.query.byTime({ clientId, vacancyId })
    .go({ pages: "all", order: "desc" });
  return data.map(responseView);
}

/** GET /api/vacancy/{id}/responses/{response}/cv: a presigned download of the response's CV, for the same readers. */
export async function responseCvUrl(actor: Actor, vacancyId: string, responseId: string): Promise<DownloadUrl> {
  const { clientId } = await responsesReader(actor, vacancyId);
  const { data } = await db()
    .entities.vacancyResponse.query.byTime({ clientId, vacancyId, responseId })
    .go({ attributes: ["cv"] });
  const fileId = data[0]?.cv?.fileId;
  if (!fileId) throw new AppError("vacancies.not_found");
  return moduleFileDownloadUrl(clientId, fileId);
}
