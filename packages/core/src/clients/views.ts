import { featureCodes, type ClientView, type FeatureCode, type FeatureRight } from "@intranet/contracts";

import type { ClientRecord } from "./client.entity";
export type { ClientRecord };

export function featureList(features: Record<string, boolean> | undefined): ClientView["features"] {
  return featureCodes.map((code: FeatureCode) => ({ code, active: features?.[code] ?? true }));
}

export function toClientView(client: ClientRecord): ClientView {
  return {
    _id: client.clientId,
    workspace: client.workspace,
    name: client.name,
    status: client.status ?? "active",
    access: client.access,
    city: client.city,
    phone: client.phone,
    address: client.address,
    director: client.director,
    telegramChannel: client.telegramChannel,
    notes: client.notes,
    taxId: client.taxId,
    features: featureList(client.features as Record<string, boolean> | undefined),
    settings: (client.settings as ClientView["settings"]) ?? {},
    design: (client.design as ClientView["design"]) ?? {},
    defaultRights: (client.defaultRights ?? []) as FeatureRight[],
    storageUsedBytes: client.storageUsedBytes ?? 0,
    storageLimitBytes: client.storageLimitBytes,
    createdAt: client.createdAt,
  };
}
