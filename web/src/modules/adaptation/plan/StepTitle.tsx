import { Icon, type IconName } from "@blueprintjs/core";
import type { PlanStepView, StepKind } from "@intranet/contracts/adaptation";
import { Link } from "react-router-dom";
import { useAdaptTranslation } from "../i18n";
import { articlePath, pollPath } from "../paths";
import { stepName } from "../stepName";

export const kindIcons: Record<StepKind, IconName> = {
  task: "form",
  award: "shop",
  article: "book",
  link: "link",
  poll: "horizontal-bar-chart",
};

/**
 * A step's icon and name; an article, a link or a poll that is no longer locked leads to where it
 * is done (the knowledge base's article, the outside page in a new tab, the poll's page).
 */
export function StepTitle({ step }: { step: PlanStepView }) {
  const { t } = useAdaptTranslation();
  const name = stepName(t, step);
  const reachable = step.state !== "locked" && step.state !== "skipped";
  let title = <span className="adapt-step-name">{name}</span>;
  if (reachable && step.kind === "article" && step.articleId)
    title = (
      <Link className="adapt-step-name" to={articlePath(step.articleId)} title={t("plan.openArticle")}>
        {name}
      </Link>
    );
  else if (reachable && step.kind === "poll" && step.pollId)
    title = (
      <Link className="adapt-step-name" to={pollPath(step.pollId)} title={t("plan.openPoll")}>
        {name}
      </Link>
    );
  else if (reachable && step.kind === "link" && step.url)
    title = (
      <a
        className="adapt-step-name"
        href={step.url}
        target="_blank"
        rel="noopener noreferrer"
        title={t("plan.openLink")}
      >
        {name}
      </a>
    );
  return (
    <span className="adapt-step-title">
      <Icon icon={kindIcons[step.kind]} title={t(`kinds.${step.kind}`)} />
      {title}
    </span>
  );
}
