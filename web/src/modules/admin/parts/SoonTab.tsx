import { NonIdealState } from "@blueprintjs/core";
import { useAdminTranslation } from "../i18n";

/** A tab whose backend is not built yet (file cleaning): it says so, and does nothing. */
export function SoonTab({ kind }: { kind: "files" }) {
  const { t } = useAdminTranslation();
  return (
    <NonIdealState
      className="admin-soon"
      icon="build"
      title={t("soon.title")}
      description={t(`soon.${kind}`)}
      layout="vertical"
    />
  );
}
