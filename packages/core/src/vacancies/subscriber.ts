import * as z from "zod/mini";
import { discardFile } from "../files";
import { notify } from "../notifications";
import { timeOfId } from "../platform";
import { activeAdminIds } from "../users";
import { db } from "./entities";
import { findVacancy } from "./store";
import { vacancyLink } from "./wall";

/**
 * The vacancies' bus subscriber (never the request path): a response notifies the vacancy's
 * recipients, or every active admin when it names none (section `resp`, product-spec §6); a
 * deleted vacancy's responses are purged with their CVs. A dedupe key per response makes a
 * redelivery notify nobody twice; the purge is idempotent.
 */
const id = z.string().check(z.minLength(1), z.maxLength(64));
const responded = z.object({ tenantId: id, vacancyId: id, responseId: id, userId: id });
const deleted = z.object({ tenantId: id, vacancyId: id });

export async function handleVacancyEvent(type: string, detail: unknown): Promise<string> {
  if (type === "vacancy.responded") {
    const parsed = responded.safeParse(detail);
    return parsed.success ? notifyRecipients(parsed.data) : "ignored";
  }
  if (type === "vacancy.deleted") {
    const parsed = deleted.safeParse(detail);
    return parsed.success ? purgeResponses(parsed.data.tenantId, parsed.data.vacancyId) : "ignored";
  }
  return "ignored";
}

async function notifyRecipients(event: z.infer<typeof responded>): Promise<string> {
  const vacancy = await findVacancy(event.tenantId, event.vacancyId);
  if (!vacancy) return "ignored";
  const recipients = vacancy.recipients.length ? vacancy.recipients : await activeAdminIds(vacancy.clientId);
  const result = await notify(vacancy.clientId, recipients, {
    section: "resp",
    kind: "response",
    template: "vacancy.responded",
    variables: { vacancy: vacancy.title },
    link: vacancyLink(vacancy.vacancyId),
    actorId: event.userId,
    dedupeKey: `vacancy.response:${event.responseId}`,
    now: timeOfId(event.responseId),
  });
  return `notified ${result.notified.length}`;
}

/** A deleted vacancy's responses, a page at a time, each CV's file first; a vacancy found again is left alone. */
async function purgeResponses(clientId: string, vacancyId: string): Promise<string> {
  if (await findVacancy(clientId, vacancyId)) return "ignored";
  const responses = db().entities.vacancyResponse;
  let removed = 0;
  for (;;) {
    const { data } = await responses.query.byVacancy({ clientId, vacancyId }).go({ limit: 100 });
    if (!data.length) return `purged ${removed} responses`;
    await Promise.all(data.flatMap((response) => (response.cv ? [discardFile(clientId, response.cv.fileId)] : [])));
    await responses.delete(data.map(({ userId }) => ({ clientId, vacancyId, userId }))).go();
    removed += data.length;
  }
}
