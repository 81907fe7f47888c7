import type { Actor } from "@intranet/contracts";
import type { AiCompanyData, AiCompanyDataView } from "@intranet/contracts/admin";
import { requireAdminOf } from "../clients";
import { named, writeTransaction } from "../db";
import { changesOf, journaledChange } from "../journal";
import { AppError } from "../platform";
import { db } from "./entities";

const fields = ["prompt", "industry", "mission", "structure", "values", "terminology", "tone"] as const;

type Stored = Partial<Record<(typeof fields)[number], string>> & { updatedAt?: string };

const pick = (record: Stored | null | undefined): AiCompanyData =>
  Object.fromEntries(fields.flatMap((field) => (record?.[field] ? [[field, record[field]]] : [])));

/** GET /api/clients/{id}/ai: the AI company data (empty fields absent). */
export async function getAiCompanyData(actor: Actor, clientId: string): Promise<AiCompanyDataView> {
  requireAdminOf(actor, clientId);
  const { data } = await db().entities.companyAi.get({ clientId }).go();
  return { client_id: clientId, ...pick(data), ...(data?.updatedAt ? { updatedAt: data.updatedAt } : {}) };
}

/**
 * PUT /api/clients/{id}/ai: replaces the AI company data (an empty field clears it) with its
 * journal entry in one transaction, conditioned on the version read (`updatedAt`), so the
 * entry's "before" is what was replaced.
 */
export async function putAiCompanyData(
  actor: Actor,
  clientId: string,
  body: AiCompanyData,
): Promise<AiCompanyDataView> {
  requireAdminOf(actor, clientId);
  const next = pick(body);
  const fact = { action: "company.ai", target: { type: "client", id: clientId } } as const;
  return journaledChange(actor, clientId, fact, async () => {
    const { data: current } = await db().entities.companyAi.get({ clientId }).go({ consistent: true });
    const changes = changesOf(pick(current), next, fields);
    const now = new Date().toISOString();
    const updatedAt = changes.length ? now : current?.updatedAt;
    return {
      changes,
      write: (entities) =>
        named(
          "ai",
          entities.companyAi
            .put({ clientId, ...next, updatedAt: now })
            .where((attributes, { eq, notExists }) =>
              current?.updatedAt ? eq(attributes.updatedAt, current.updatedAt) : notExists(attributes.clientId),
            )
            .commit(),
        ),
      answer: { client_id: clientId, ...next, ...(updatedAt ? { updatedAt } : {}) },
    };
  });
}

/**
 * A clone's AI company data (clients' clone): the filled fields copied into a company that has
 * none yet (`common.conflict` otherwise). Answers how many fields were copied.
 */
export async function copyAiCompanyData(from: string, to: string): Promise<{ fields: number }> {
  const { data } = await db().entities.companyAi.get({ clientId: from }).go();
  const copied = pick(data);
  const count = Object.keys(copied).length;
  if (!count) return { fields: 0 };
  const outcome = await writeTransaction((entities) => [
    named(
      "ai",
      entities.companyAi
        .put({ clientId: to, ...copied, updatedAt: new Date().toISOString() })
        .where((attributes, { notExists }) => notExists(attributes.clientId))
        .commit(),
    ),
  ]);
  if (!outcome.ok) throw new AppError("common.conflict");
  return { fields: count };
}
