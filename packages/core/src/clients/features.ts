import {
  featureCodes,
  featureNames,
  type Actor,
  type ClientView,
  type FeatureCode,
  type FeatureInfo,
} from "@intranet/contracts";
import { requireSuperadmin } from "./access";
import { presentClient } from "./present";
import { changeClient } from "./write";
import { rememberSwitches } from "./switches";

/** GET /api/clients/features/all: the feature codes a client can switch, with their names. */
export function listFeatures(): FeatureInfo[] {
  return featureCodes.map((code) => ({ code, name: featureNames[code] }));
}

/**
 * PUT /api/clients/features/switch/{client_id}/{code} (superadmin): sets one entry of the
 * client's features map in place (`SET features.#code`), or toggles it when `active` is absent.
 * A toggle only lands if the entry still holds the value it was computed from, so two concurrent
 * toggles give off-then-on, never a lost update. An absent entry means active.
 */
export async function switchFeature(
  actor: Actor,
  clientId: string,
  code: FeatureCode,
  active?: boolean,
): Promise<ClientView> {
  requireSuperadmin(actor);
  // Computed from the client as read and written only if nothing changed it since: two concurrent
  // toggles give off-then-on, never a lost update. An absent entry means active.
  const written = await changeClient(
    actor,
    clientId,
    (client) => {
      const stored = (client.features as Record<string, boolean> | undefined)?.[code];
      const next = active ?? !(stored ?? true);
      if (next === (stored ?? true)) return null;
      return {
        change: { entries: { features: { [code]: next } } },
        fact: {
          action: "feature.switch",
          target: { type: "client", id: clientId, label: client.name },
          changes: [{ field: `features.${code}`, before: JSON.stringify(stored ?? true), after: JSON.stringify(next) }],
          detail: code,
        },
      };
    },
    ["features"],
  );
  // This instance's sockets and notifications follow the switch at once (others within seconds).
  rememberSwitches(clientId, written.features);
  return presentClient(written);
}
