import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { errorText } from "../../i18n/errorText";
import { useGroupsTranslation } from "./i18n";

/** A list still loading, or failed in place with the catalogue message and a retry. */
export function ListState({ pending, error, retry }: { pending: boolean; error: unknown; retry: () => void }) {
  const { t } = useGroupsTranslation();
  if (pending) return <Spinner size={32} className="groups-loading" />;
  return (
    <NonIdealState
      icon="error"
      title={t("loadFailed")}
      description={errorText(t, error)}
      action={<Button icon="refresh" text={t("retry")} onClick={retry} />}
    />
  );
}
