import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../ui/QueryState";
import { vacationKeys, vacationsApi } from "../api";
import { useVacationsTranslation } from "../i18n";
import { PersonVacations } from "../person/PersonVacations";

/** "My vacations": the caller's balance, vacations and balance history, and a request of their own. */
export function MyVacations({ client }: { client: string }) {
  const { t } = useVacationsTranslation();
  const mine = useQuery({ queryKey: vacationKeys.mine, queryFn: vacationsApi.mine });
  if (!mine.data) return <QueryState query={mine} errorTitle={t("loadFailed")} />;
  return <PersonVacations view={mine.data} client={client} forSelf />;
}
