import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { errorText } from "../../i18n/errorText";
import { useProfileTranslation } from "./i18n";

interface LoadingQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A tab's state before it has data: a spinner while its query runs, the error with Retry when it
 * failed. Tabs return it while `isPending || isError`.
 */
export function QueryState({ query, errorTitle }: { query: LoadingQuery; errorTitle: string }) {
  const { t } = useProfileTranslation();
  if (query.isPending) return <Spinner className="profile-spinner" size={24} />;
  return (
    <NonIdealState
      className="profile-empty"
      icon="error"
      title={errorTitle}
      description={errorText(t, query.error)}
      action={<Button icon="refresh" text={t("retry")} onClick={() => void query.refetch()} />}
    />
  );
}
