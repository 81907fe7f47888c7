import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { errorText } from "../i18n/errorText";
import "./queryState.css";

interface LoadingQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A page's or a tab's state before it has data: a spinner while its query runs, the error (its
 * catalogue message) with "Try again" when it failed. Callers return it while `isPending || isError`.
 */
export function QueryState({ query, errorTitle }: { query: LoadingQuery; errorTitle: string }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner className="query-state-spinner" size={32} />;
  return (
    <NonIdealState
      className="query-state-error"
      icon="error"
      title={errorTitle}
      description={errorText(t, query.error)}
      action={<Button icon="refresh" text={t("common.retry")} onClick={() => void query.refetch()} />}
    />
  );
}
