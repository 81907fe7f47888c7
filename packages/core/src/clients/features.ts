import {
  featureCodes,
  featureNames,
  type Actor,
  type ClientView,
  type FeatureCode,
  type FeatureInfo,
} from "@intranet/contracts";
import { AppError } from "../platform";
import { requireSuperadmin } from "./access";
import { presentClient } from "./present";
import { loadLiveClient } from "./records";
import { ensureMaps, writeClient } from "./write";
import { rememberSwitches } from "./switches";

/** GET /api/clients/features/all: the feature codes a client can switch, with their names. */
export function listFeatures(): FeatureInfo[] {
  return featureCodes.map((code) => ({ code, name: featureNames[code] }));
}

/** A toggle compares and sets; after this many lost races the caller is asked to try again. */
const TOGGLE_ATTEMPTS = 5;

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
  for (let attempt = 0; attempt < TOGGLE_ATTEMPTS; attempt++) {
    const client = await loadLiveClient(clientId);
    await ensureMaps(client, ["features"]);
    const stored = (client.features as Record<string, boolean> | undefined)?.[code];
    const next = active ?? !(stored ?? true);
    const expect = active === undefined ? { map: "features" as const, key: code, value: stored } : undefined;
    const written = await writeClient(clientId, { entries: { features: { [code]: next } }, expect });
    if (written) {
      // This instance's sockets and notifications follow the switch at once (others within seconds).
      rememberSwitches(clientId, written.features);
      return presentClient(written);
    }
    // Refused: the client went away (the next read says so) or another toggle won; read again.
  }
  throw new AppError("common.conflict");
}
