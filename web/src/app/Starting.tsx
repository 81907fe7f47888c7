import { useTranslation } from "react-i18next";

/**
 * The full-screen wait while the server answers 503 `common.starting` (`npm start` still seeding
 * its demo); the environment call asks again meanwhile (useEnvState). Like NoConnection it must
 * show before the language's texts arrive, hence no suspense and an English default.
 */
export function Starting() {
  const { t } = useTranslation("ui", { useSuspense: false });
  return (
    <div role="status" className="no-connection starting">
      {/* The route loader's CSS ring: Blueprint is not loaded on the first screen. */}
      <span className="page-loader-ring" />
      <p>
        {t("app.starting", {
          defaultValue:
            "The intranet is starting: filling in the demo company. This page will open by itself in a moment…",
        })}
      </p>
    </div>
  );
}
