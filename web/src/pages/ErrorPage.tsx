import { AnchorButton, NonIdealState, type IconName } from "@blueprintjs/core";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { InMainLandmark } from "./landmark";
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
  // Inside the shell the page is already in its `<main>`: one main landmark per page.
  const Landmark = useContext(InMainLandmark) ? "div" : "main";
  return (
    <Landmark className="error-page">
      <NonIdealState
        icon={icon}
        title={t(`pages.${page}.title`)}
        description={t(`pages.${page}.text`)}
        action={<AnchorButton href="/" intent="primary" icon="home" text={t("pages.home")} />}
      />
    </Landmark>
  );
}
