import type { Actor } from "@intranet/contracts";
import type { CompanyIntegrationsBody, CompanyIntegrationsView } from "@intranet/contracts/admin";
import { loadClient, requireAdminOf } from "../clients";
import { type EntityItem, named } from "../db";
import { changesOf, journaledChange, secretStates } from "../journal";
import { AppError } from "../platform";
import { db } from "./entities";
import type { CompanyIntegrationsEntity } from "./settings.entity";

type Stored = EntityItem<typeof CompanyIntegrationsEntity>;
type Parts = Omit<Stored, "clientId" | "updatedAt">;

function toView(clientId: string, record: Partial<Parts> | null | undefined): CompanyIntegrationsView {
  return {
    client_id: clientId,
    hrm:
      record?.hrmUrl && record.hrmLogin
        ? { url: record.hrmUrl, login: record.hrmLogin, passwordSet: !!record.hrmPassword }
        : null,
    mailing:
      record?.mailingService && record.mailingLogin
        ? {
            service: record.mailingService,
            login: record.mailingLogin,
            apiKeySet: !!record.mailingApiKey,
            ...(record.mailingList ? { list: record.mailingList } : {}),
          }
        : null,
  };
}

/** GET /api/clients/{id}/integrations: what is linked, secrets masked. */
export async function getCompanyIntegrations(actor: Actor, clientId: string): Promise<CompanyIntegrationsView> {
  requireAdminOf(actor, clientId);
  const { data } = await db().entities.companyIntegrations.get({ clientId }).go();
  return toView(clientId, data);
}

/** The stored parts after a change: an object sets a part (a missing secret keeps the stored one), null removes it. */
function merged(current: Partial<Parts>, body: CompanyIntegrationsBody): Partial<Parts> {
  const next: Partial<Parts> = { ...current };
  if (body.hrm === null) {
    delete next.hrmUrl;
    delete next.hrmLogin;
    delete next.hrmPassword;
  } else if (body.hrm) {
    const password = body.hrm.password ?? current.hrmPassword;
    if (!password) throw new AppError("admin.secret_required");
    Object.assign(next, { hrmUrl: body.hrm.url, hrmLogin: body.hrm.login, hrmPassword: password });
  }
  if (body.mailing === null) {
    delete next.mailingService;
    delete next.mailingLogin;
    delete next.mailingApiKey;
    delete next.mailingList;
  } else if (body.mailing) {
    const apiKey = body.mailing.apiKey ?? current.mailingApiKey;
    if (!apiKey) throw new AppError("admin.secret_required");
    Object.assign(next, {
      mailingService: body.mailing.service,
      mailingLogin: body.mailing.login,
      mailingApiKey: apiKey,
    });
    if (body.mailing.list) next.mailingList = body.mailing.list;
    else delete next.mailingList;
  }
  return next;
}

/** What the journal may hold of a change: the plain fields, and the secrets only as set or replaced. */
function changesOfParts(before: Partial<Parts>, after: Partial<Parts>) {
  const plain = (parts: Partial<Parts>) => ({
    hrmUrl: parts.hrmUrl,
    hrmLogin: parts.hrmLogin,
    mailingService: parts.mailingService,
    mailingLogin: parts.mailingLogin,
    mailingList: parts.mailingList,
  });
  const secrets = (parts: Partial<Parts>) => ({ hrmPassword: parts.hrmPassword, mailingApiKey: parts.mailingApiKey });
  const shown = secretStates(secrets(before), secrets(after));
  return [...changesOf(plain(before), plain(after)), ...changesOf(shown.before, shown.after)];
}

/**
 * PUT /api/clients/{id}/integrations: per part, an object sets it, null removes it, absence keeps
 * it. The personnel system needs the company's tax id (spec §5 Company and client). Written with
 * its journal entry in one transaction, conditioned on the version read.
 */
export async function putCompanyIntegrations(
  actor: Actor,
  clientId: string,
  body: CompanyIntegrationsBody,
): Promise<CompanyIntegrationsView> {
  requireAdminOf(actor, clientId);
  if (body.hrm && !(await loadClient(clientId)).taxId) throw new AppError("admin.hrm_tax_id_required");
  const fact = { action: "company.integrations", target: { type: "client", id: clientId } } as const;
  return journaledChange(actor, clientId, fact, async () => {
    const { data } = await db().entities.companyIntegrations.get({ clientId }).go({ consistent: true });
    const { clientId: _client, updatedAt: seen, ...current } = data ?? ({ clientId } as Stored);
    const next = merged(current, body);
    return {
      changes: changesOfParts(current, next),
      write: (entities) =>
        named(
          "integrations",
          entities.companyIntegrations
            .put({ clientId, ...next, updatedAt: new Date().toISOString() })
            .where((attributes, { eq, notExists }) =>
              seen ? eq(attributes.updatedAt, seen) : notExists(attributes.clientId),
            )
            .commit(),
        ),
      answer: toView(clientId, next),
    };
  });
}
