import { Callout } from "@blueprintjs/core";
import type { PollResults, PollStatus } from "@intranet/contracts/polls";
import { usePollsTranslation } from "../i18n";

/**
 * What an anonymous poll shows and holds back, and why (docs/modules/polls.md): in batches, how
 * many answers wait for how many more people (or are held back for good once it ended), and that
 * it has no filters; shown at its end, that nothing shows before, or too few answered. Which filter
 * groups are left out is said once, under the filter (FilterBar).
 */
export function ReleaseNote({ results, status }: { results: PollResults; status: PollStatus }) {
  const { t } = usePollsTranslation();
  const release = results.anonymous;
  if (!release) return null;
  const min = results.minimum;
  const lines: string[] = [];
  if (release.mode === "batches") {
    if (release.heldBack > 0)
      lines.push(
        status === "finished"
          ? t("results.release.heldForGood", { count: release.heldBack, min })
          : t("results.release.held", {
              count: release.heldBack,
              more: t("results.release.more", { count: min - release.heldBack }),
            }),
      );
    lines.push(t("results.release.batches", { min }), t("results.release.filtersOff"));
  } else if (!release.final) {
    lines.push(
      status === "finished"
        ? t("results.release.atEndTooFew", { min })
        : t("results.release.atEndRunning", { count: release.heldBack, min }),
    );
  } else if (release.heldBack > 0) {
    lines.push(t("results.release.heldForGood", { count: release.heldBack, min }));
  }
  if (lines.length === 0) return null;
  return (
    <Callout className="polls-release" icon="eye-off" intent="none">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Callout>
  );
}
