import { Button, Card, NonIdealState } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { VacancyView } from "@intranet/contracts/vacancies";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { isApiError } from "../../../api/errors";
import { QueryState } from "../../../ui/QueryState";
import { vacanciesApi, vacanciesKeys } from "../api";
import { VacancyEditorDialog } from "../editor/VacancyEditorDialog";
import { vacanciesPath } from "../paths";
import { ManageActions } from "./ManageActions";
import { hasRespondPanel, RespondPanel } from "./RespondPanel";
import { ResponsesList } from "./ResponsesList";
import { VacancyHeader } from "./VacancyHeader";
import { VacancyParts } from "./VacancyParts";
import { useVacanciesTranslation } from "../i18n";

/**
 * /vacancy/{_id}: the vacancy's head and texts, the reader's response (beside the text on a wide
 * screen, under it on a phone), its responses for recipients and admins, and the admins' actions.
 * One the reader may not see (closed, deleted, another company's) answers 404: "not found" in place.
 */
export function VacancyPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useVacanciesTranslation();
  const navigate = useNavigate();
  const { _id: id = "" } = useParams();
  const vacancy = useQuery({ queryKey: vacanciesKeys.vacancy(id), queryFn: () => vacanciesApi.get(id) });
  const back = (
    <Button
      variant="minimal"
      icon="arrow-left"
      text={t("page.back")}
      className="vacancies-back"
      onClick={() => void navigate(vacanciesPath)}
    />
  );
  if (!vacancy.data) {
    const missing = isApiError(vacancy.error) && vacancy.error.status === 404;
    return (
      <div className="vacancies">
        {back}
        {missing ? (
          <NonIdealState icon="search" title={t("page.notFound")} />
        ) : (
          <QueryState query={vacancy} errorTitle={t("page.loadFailed")} />
        )}
      </div>
    );
  }
  return (
    <div className="vacancies">
      {back}
      <VacancyBody vacancy={vacancy.data} me={me} clientId={client._id} />
    </div>
  );
}

function VacancyBody({ vacancy, me, clientId }: { vacancy: VacancyView; me: UserView; clientId: string }) {
  const [editing, setEditing] = useState(false);
  const side = hasRespondPanel(vacancy);
  return (
    <div className={`vacancies-page${side ? " vacancies-page-side" : ""}`}>
      <Card className="vacancies-document" elevation={0}>
        <VacancyHeader vacancy={vacancy} me={me} clientId={clientId} />
        {vacancy.can.edit ? <ManageActions vacancy={vacancy} onEdit={() => setEditing(true)} /> : null}
        <VacancyParts vacancy={vacancy} />
      </Card>
      {side ? (
        <aside className="vacancies-side">
          <RespondPanel vacancy={vacancy} />
        </aside>
      ) : null}
      {vacancy.can.readResponses ? (
        <ResponsesList vacancyId={vacancy.id} clientId={clientId} count={vacancy.responsesCount} />
      ) : null}
      {editing ? (
        <VacancyEditorDialog
          clientId={clientId}
          target={{ kind: "edit", id: vacancy.id }}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}
