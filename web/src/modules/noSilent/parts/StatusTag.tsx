import type { ReportStatus } from "@intranet/contracts/noSilent";
import { useNoSilentTranslation } from "../i18n";

const intents: Record<ReportStatus, string> = {
  received: "bp6-intent-primary",
  in_review: "bp6-intent-warning",
  resolved: "bp6-intent-success",
  rejected: "bp6-intent-danger",
};

/** A report's status as a coloured tag (Blueprint's CSS only: the public follow-up page shows it too). */
export function StatusTag({ status }: { status: ReportStatus }) {
  const { t } = useNoSilentTranslation();
  return <span className={`bp6-tag bp6-minimal ${intents[status]}`}>{t(`status.${status}`)}</span>;
}
