import { useTranslation } from "react-i18next";

/**
 * The full-screen message when GET /api/env returns no response (product-spec §2 Home shell). It
 * must show even if the language's texts cannot be fetched, hence no suspense and an English default.
 */
export function NoConnection() {
  const { t } = useTranslation("ui", { useSuspense: false });
  return (
    <div role="alert" className="no-connection">
      {t("app.noConnection", { defaultValue: "No connection to server!" })}
    </div>
  );
}
