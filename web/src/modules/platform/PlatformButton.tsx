import { Button } from "@blueprintjs/core";
import { useLocation, useNavigate } from "react-router-dom";
import { isUnder, paths } from "../../app/paths";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { useIsMobile } from "../../shell/useIsMobile";

/** The superadmin's header button to the platform page (/app), beside Clients. */
export function PlatformButton() {
  const { t } = useMenuTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const name = t("modules.platform");
  return (
    <Button
      variant="minimal"
      icon="dashboard"
      text={mobile ? undefined : name}
      aria-label={name}
      title={name}
      active={isUnder(pathname, paths.app)}
      onClick={() => void navigate(paths.app)}
      className="shell-header-button"
    />
  );
}
