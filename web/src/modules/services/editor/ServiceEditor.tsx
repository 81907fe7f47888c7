import { NonIdealState } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useServicesTranslation } from "../i18n";

/** The service editor (admins): being written. */
export default function ServiceEditor(_props: { id: string | null; client: ClientView }) {
  const { t } = useServicesTranslation();
  return <NonIdealState icon="build" title={t("editor.newTitle")} />;
}
