import { AnchorButton, NonIdealState, type IconName } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { installIconLoader } from "../ui/icons/loader";

// Error pages can show before the shell: set the icon loader here too (idempotent).
installIconLoader();

interface ErrorPageProps {
  icon: IconName;
  page: "forbidden" | "notFound" | "serverError";
}

/**
 * The error pages of product-spec §2 (403 blocked, 404 no longer exists, 500 server error), each with
 * a return to the main page. A full page load, so a broken in-memory state does not survive.
 */
export function ErrorPage({ icon, page }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <main className="error-page">
      <NonIdealState
        icon={icon}
        title={t(`pages.${page}.title`)}
        description={t(`pages.${page}.text`)}
        action={<AnchorButton href="/" intent="primary" icon="home" text={t("pages.home")} />}
      />
    </main>
  );
}
