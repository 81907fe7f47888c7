import { Button, NonIdealState } from "@blueprintjs/core";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { useArticlesTranslation } from "../i18n";

/** A node that cannot be shown: not found or not readable (the API answers both as not found), or a failure to retry. */
export function NoAccess({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useArticlesTranslation();
  const refused = isApiError(error) && [403, 404].includes(error.status);
  return (
    <NonIdealState
      icon={refused ? "lock" : "error"}
      title={refused ? errorText(t, error) : t("loadFailed")}
      description={refused ? undefined : errorText(t, error)}
      action={refused ? undefined : <Button icon="refresh" text={t("ui:common.retry")} onClick={retry} />}
    />
  );
}
