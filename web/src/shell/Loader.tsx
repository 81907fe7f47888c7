import { Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

/** The shell's loader (size 64, product-spec §9) until the user and the company are known. */
export function Loader() {
  const { t } = useTranslation();
  return (
    <div className="shell-loader" role="status" aria-label={t("app.loading")}>
      <Spinner size={64} />
    </div>
  );
}
