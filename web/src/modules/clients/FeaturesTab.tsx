import { Switch } from "@blueprintjs/core";
import type { ClientView, FeatureCode } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { clientsApi } from "../../api/clients";
import { isBuiltFeature } from "../../shared/builtModules";
import { clientKeys } from "./keys";
import { useClientChanged } from "./useUpdateClient";
import { useClientsTranslation } from "./i18n";

/**
 * The features tab: every built module's feature (GET features/all) as a switch (PUT
 * features/switch/{id}/{code}); a module not built yet keeps its stored value out of sight.
 */
export function FeaturesTab({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const features = useQuery({ queryKey: clientKeys.features, queryFn: clientsApi.features, staleTime: Infinity });
  const changed = useClientChanged();
  const [busy, setBusy] = useState<FeatureCode | null>(null);
  const active = new Set(client.features.filter((feature) => feature.active).map((feature) => feature.code));
  const toggle = async (code: FeatureCode) => {
    setBusy(code);
    try {
      await changed(await clientsApi.switchFeature(client._id, code, !active.has(code)));
    } catch {
      // the error dialog has told the user
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="cabinet-tab">
      <div className="rights-grid">
        {(features.data ?? [])
          .filter(({ code }) => isBuiltFeature(code))
          .map(({ code }) => (
            <Switch
              key={code}
              checked={active.has(code)}
              disabled={busy === code}
              label={t(`features.${code}`)}
              onChange={() => void toggle(code)}
            />
          ))}
      </div>
    </section>
  );
}
