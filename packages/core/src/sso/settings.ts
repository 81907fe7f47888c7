import type { Actor } from "@intranet/contracts";
import type { SsoSettingsBody, SsoSettingsView } from "@intranet/contracts/sso";
import { requireAdminOf } from "../clients";
import { type EntityItem, named } from "../db";
import { changesOf, journaledChange, secretStates } from "../journal";
import { AppError } from "../platform";
import { db } from "./entities";
import { identityProviders } from "./port";
import { providerNameOf } from "./provider-name";
import type { SsoSettingsEntity } from "./settings.entity";

type Stored = EntityItem<typeof SsoSettingsEntity>;

function toView(clientId: string, record: Stored | null | undefined): SsoSettingsView {
  return {
    client_id: clientId,
    enabled: record?.enabled ?? false,
    type: record?.type ?? "microsoft",
    displayName: record?.displayName ?? "",
    issuer: record?.issuer ?? "",
    clientId: record?.oidcClientId ?? "",
    clientSecretSet: !!record?.secretSetAt,
    providerName: providerNameOf(clientId),
  };
}

/** GET /api/clients/{id}/settings/sso: that client's admin or a superadmin; the secret only as set or not. */
export async function getSsoSettings(actor: Actor, clientId: string): Promise<SsoSettingsView> {
  requireAdminOf(actor, clientId);
  const { data } = await db().entities.ssoSettings.get({ clientId }).go();
  return toView(clientId, data);
}

/** A secret is needed unless the pool holds one for this same application (SAML has none). */
function needsSecret(current: Stored | undefined, body: SsoSettingsBody): boolean {
  if (body.type === "saml" || body.clientSecret) return false;
  return !current?.secretSetAt || current.type !== body.type || current.oidcClientId !== body.clientId;
}

const plain = (record: Partial<Stored> | undefined) => ({
  enabled: record?.enabled === undefined ? undefined : String(record.enabled),
  type: record?.type,
  displayName: record?.displayName,
  issuer: record?.issuer,
  clientId: record?.oidcClientId,
});

/**
 * PUT /api/clients/{id}/settings/sso: the pool gets the provider first (enabled: created or
 * updated and listed on the app clients; disabled: taken off), then the settings and their journal
 * entry are written in one transaction conditioned on the version read. The secret goes to the pool
 * only; the item keeps when it was set, the journal says "set" or "replaced".
 */
export async function putSsoSettings(actor: Actor, clientId: string, body: SsoSettingsBody): Promise<SsoSettingsView> {
  requireAdminOf(actor, clientId);
  const providerName = providerNameOf(clientId);
  const fact = { action: "company.sso", target: { type: "client", id: clientId } } as const;
  return journaledChange(actor, clientId, fact, async () => {
    const { data } = await db().entities.ssoSettings.get({ clientId }).go({ consistent: true });
    const current = data ?? undefined;
    if (body.enabled && needsSecret(current, body)) throw new AppError("sso.secret_required");
    const now = new Date().toISOString();
    const next: Stored = {
      clientId,
      enabled: body.enabled,
      type: body.type,
      displayName: body.displayName,
      ...(body.issuer ? { issuer: body.issuer } : {}),
      ...(body.clientId ? { oidcClientId: body.clientId } : {}),
      ...(body.clientSecret ? { secretSetAt: now } : current?.secretSetAt ? { secretSetAt: current.secretSetAt } : {}),
      updatedAt: now,
    };
    const port = await identityProviders();
    if (body.enabled)
      await port.put({
        providerName,
        type: body.type,
        displayName: body.displayName,
        issuer: body.issuer,
        clientId: body.clientId,
        clientSecret: body.clientSecret,
      });
    else await port.remove(providerName);
    const shown = secretStates({ clientSecret: current?.secretSetAt }, { clientSecret: next.secretSetAt });
    return {
      changes: [...changesOf(plain(current), plain(next)), ...changesOf(shown.before, shown.after)],
      write: (entities) =>
        named(
          "ssoSettings",
          entities.ssoSettings
            .put(next)
            .where((attributes, { eq, notExists }) =>
              current ? eq(attributes.updatedAt, current.updatedAt) : notExists(attributes.clientId),
            )
            .commit(),
        ),
      answer: toView(clientId, next),
    };
  });
}
