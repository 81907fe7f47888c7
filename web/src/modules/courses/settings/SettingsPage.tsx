import { Button, Callout } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorText } from "../../../i18n/errorText";
import { PeopleField } from "../../../shared/PeopleField";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { coursesPath } from "../paths";

/** The chosen admins, edited in place and saved at once (admins only). */
function AdminsForm({ client, initial, editable }: { client: string; initial: string[]; editable: boolean }) {
  const { t } = useCoursesTranslation();
  const queries = useQueryClient();
  const [userIds, setUserIds] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await coursesApi.setAdmins(client, { userIds });
      queries.setQueryData(courseKeys.admins(client), saved);
      void showToast(t("saved"));
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="courses-form"
      aria-label={t("settings.title")}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {failure ? (
        <Callout intent="danger" role="alert">
          {errorText(t, failure)}
        </Callout>
      ) : null}
      <PeopleField
        client={client}
        label={t("settings.admins")}
        value={userIds}
        onChange={setUserIds}
        disabled={!editable}
        none={t("settings.none")}
        helperText={editable ? undefined : t("settings.adminsOnly")}
      />
      {editable ? (
        <div className="courses-actions">
          <Button type="submit" intent="primary" loading={saving} text={t("save")} />
        </div>
      ) : null}
    </form>
  );
}

/** /courses/settings: the company's course admins (product-spec §6), chosen by its admins. */
export function SettingsPage({ me, client }: { me: UserView; client: string }) {
  const { t } = useCoursesTranslation();
  const admins = useQuery({ queryKey: courseKeys.admins(client), queryFn: () => coursesApi.admins(client) });
  const editable = meetsAccessLevel(me, "admin");
  return (
    <div className="courses courses-narrow">
      <Link className="courses-back" to={coursesPath}>
        ← {t("title")}
      </Link>
      <header className="courses-header">
        <div className="courses-header-text">
          <h1 className="courses-title">{t("settings.title")}</h1>
          <p className="courses-muted">{t("settings.text")}</p>
        </div>
      </header>
      {admins.isPending || admins.isError ? (
        <QueryState query={admins} errorTitle={t("loadFailed")} />
      ) : (
        <AdminsForm client={client} initial={admins.data.userIds} editable={editable} />
      )}
    </div>
  );
}
