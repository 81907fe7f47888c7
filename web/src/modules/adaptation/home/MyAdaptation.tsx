import type { AdaptSummary } from "@intranet/contracts/adaptation";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { QueryState } from "../../../ui/QueryState";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { personPath } from "../paths";
import { NewcomerPlan } from "../plan/NewcomerPlan";
import { usePlanActions } from "../plan/usePlanActions";
import { ProgressLine } from "../ProgressLine";
import { StatusTag } from "../StatusTag";
import { useAdaptLive } from "../useAdaptLive";
import { usePeopleNames } from "../../../shared/usePeopleNames";

const order = { running: 0, stopped: 1, finished: 2 } as const;

/** The adaptation a newcomer reads first: the running one, else a stopped one, else the latest finished. */
export const currentOf = (list: readonly AdaptSummary[]) =>
  [...list].sort((a, b) => order[a.status] - order[b.status] || b.startDay.localeCompare(a.startDay))[0];

/** "My adaptation": the newcomer's current plan, live, with their other adaptations linked under it. */
export function MyAdaptation({ client, list }: { client: string; list: readonly AdaptSummary[] }) {
  const { t } = useAdaptTranslation();
  const current = currentOf(list)!;
  const plan = useQuery({ queryKey: adaptKeys.onTrack(current._id), queryFn: () => adaptApi.onTrack(current._id) });
  const actions = usePlanActions(current);
  const nameOf = usePeopleNames(client);
  useAdaptLive(current._id);
  const others = list.filter((item) => item._id !== current._id);
  if (!plan.data) return <QueryState query={plan} errorTitle={t("loadFailed")} />;
  return (
    <div className="adapt-mine">
      <header className="adapt-mine-head">
        <div>
          <h2 className="adapt-mine-track">{plan.data.trackName}</h2>
          <p className="adapt-muted">
            {t("roles.mentor")}: {nameOf(plan.data.mentorId)}
            {plan.data.hrId ? ` · ${t("roles.hr")}: ${nameOf(plan.data.hrId)}` : ""}
          </p>
        </div>
        <StatusTag status={plan.data.status} />
        <ProgressLine progress={plan.data.progress} />
      </header>
      <NewcomerPlan plan={plan.data} actions={actions} />
      {others.length ? (
        <section className="adapt-section" aria-labelledby="adapt-others">
          <h2 id="adapt-others" className="adapt-section-title">
            {t("plan.other")}
          </h2>
          <ul className="adapt-links">
            {others.map((item) => (
              <li key={item._id}>
                <Link to={personPath(item._id)}>{item.trackName}</Link> <StatusTag status={item.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
