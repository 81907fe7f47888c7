import { addressBookRoutes } from "@intranet/contracts/addressBook";
import { workingTimeBandOf, type Audience } from "@intranet/contracts/audiences";
import { useQuery } from "@tanstack/react-query";
import { callRoute } from "../api/client";
import { useSharedTranslation } from "./i18n";
import { usePeople } from "./usePeople";
import { usePersonName } from "./usePersonName";

/** The company's departments, cities and positions as the address book's filters know them (shared by the pickers). */
export function useAudienceFacets(clientId: string) {
  return useQuery({
    queryKey: ["audiences", "facets", clientId],
    queryFn: () => callRoute(addressBookRoutes.facets, { params: { client: clientId } }, { no_show: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * How an audience reads in a list (a chip, an event's members): a department's name, a city, a
 * position, "A manager's team: <name>", "Working time: 1 to 5 years" or the kind's name ("Everyone").
 */
export function useAudienceLabel(clientId: string): (audience: Audience) => string {
  const { t } = useSharedTranslation();
  const name = usePersonName();
  const { byId } = usePeople(clientId);
  const departments = useAudienceFacets(clientId).data?.departments ?? [];
  return (audience) => {
    switch (audience.kind) {
      case "department":
        return departments.find((dept) => dept._id === audience.deptId)?.name ?? t("audience.unknown");
      case "city":
        return audience.city;
      case "position":
        return audience.position;
      case "manager": {
        const head = byId.get(audience.userId);
        return `${t("audience.kinds.manager")}: ${head ? name(head) : t("audience.unknown")}`;
      }
      case "workingTime": {
        const band = workingTimeBandOf(audience);
        const range = band
          ? t(`audience.bands.${band}`)
          : t("audience.months", { from: audience.fromMonths ?? 0, to: audience.toMonths ?? "∞" });
        return `${t("audience.kinds.workingTime")}: ${range}`;
      }
      default:
        return t(`audience.kinds.${audience.kind}`);
    }
  };
}
