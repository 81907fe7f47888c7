import { Button } from "@blueprintjs/core";
import { formatBytes } from "@intranet/contracts/files";
import type { VacancyResponseView } from "@intranet/contracts/vacancies";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { PersonLine } from "../../../shared/PersonLine";
import { useDateTime } from "../../../shared/useDateTime";
import type { UserView } from "@intranet/contracts";
import { showToast } from "../../../ui/toast";
import { vacanciesApi } from "../api";
import { useVacanciesTranslation } from "../i18n";

/** One response: who and when, the message, and the CV (a presigned link, opened in a new tab). */
export function ResponseItem({ response, person }: { response: VacancyResponseView; person?: UserView }) {
  const { t } = useVacanciesTranslation();
  const when = useDateTime();
  const [opening, setOpening] = useState(false);
  const download = async () => {
    setOpening(true);
    try {
      const { url } = await vacanciesApi.cv(response.vacancyId, response.id);
      window.open(url, "_blank", "noopener");
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    } finally {
      setOpening(false);
    }
  };
  const date = <time dateTime={response.at}>{when(response.at)}</time>;
  return (
    <li className="vacancies-response">
      {person ? (
        <PersonLine person={person} detail={date} />
      ) : (
        <div className="vacancies-response-unknown">
          <strong>{t("responses.unknown")}</strong> <span className="vacancies-muted">{date}</span>
        </div>
      )}
      {response.message ? (
        <p className="vacancies-response-message">{response.message}</p>
      ) : (
        <p className="vacancies-muted">{t("responses.noMessage")}</p>
      )}
      {response.cv ? (
        <Button
          icon="download"
          variant="outlined"
          loading={opening}
          text={`${t("responses.cv")}: ${response.cv.name} · ${formatBytes(response.cv.size)}`}
          onClick={() => void download()}
        />
      ) : null}
    </li>
  );
}
