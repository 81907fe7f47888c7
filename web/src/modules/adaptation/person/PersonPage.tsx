import { Button } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../ui/QueryState";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { adaptationPath } from "../paths";
import { PlanStages } from "../plan/PlanStages";
import { usePlanActions } from "../plan/usePlanActions";
import { useAdaptLive } from "../useAdaptLive";
import { LinkButton } from "../../../ui/LinkButton";
import { PeopleDialog } from "./PeopleDialog";
import { PersonHeader } from "./PersonHeader";

/**
 * /adaptation/user/{adapt_id}: one person's progress, live. Its newcomer (and those who manage it)
 * mark open steps done; its mentor, HR, the track's HR and admins confirm checks, roll back, open
 * steps again or delete them for this person, stop and run it, change its mentor and HR.
 */
export function PersonPage({ id, client }: { id: string; client: string }) {
  const { t } = useAdaptTranslation();
  const plan = useQuery({ queryKey: adaptKeys.onTrack(id), queryFn: () => adaptApi.onTrack(id) });
  const actions = usePlanActions({ _id: id });
  const [changing, setChanging] = useState(false);
  useAdaptLive(id);
  if (!plan.data) return <QueryState query={plan} errorTitle={t("loadFailed")} />;
  const { can, status } = plan.data;
  const finished = status === "finished";
  return (
    <div className="adapt">
      <nav className="adapt-back">
        <LinkButton to={adaptationPath} icon="arrow-left" text={t("title")} />
      </nav>
      <PersonHeader plan={plan.data} client={client} canOpenTrack={can.track} />
      {can.manage ? (
        <div className="adapt-toolbar" role="group" aria-label={t("ui:common.actions")}>
          <Button
            icon="undo"
            text={t("person.rollBack")}
            loading={actions.busy === "unfinish"}
            onClick={() => void actions.unfinish()}
          />
          {finished ? null : (
            <Button
              icon={status === "running" ? "pause" : "play"}
              text={status === "running" ? t("person.stop") : t("person.run")}
              loading={actions.busy === "active"}
              onClick={() => void actions.setActive(status !== "running")}
            />
          )}
          <Button icon="people" text={t("person.changePeople")} onClick={() => setChanging(true)} />
        </div>
      ) : null}
      <PlanStages plan={plan.data} actions={actions} />
      {changing ? <PeopleDialog plan={plan.data} client={client} onClose={() => setChanging(false)} /> : null}
    </div>
  );
}
