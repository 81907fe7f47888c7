import { Button, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { adaptLimits, type TrackView } from "@intranet/contracts/adaptation";
import { useState } from "react";
import { FormProblems } from "../../../forms/FormProblems";
import { useDialogSave } from "../../../forms/useDialogSave";
import { showToast } from "../../../ui/toast";
import { useAdaptTranslation } from "../i18n";
import { PeopleField } from "../../../shared/PeopleField";
import type { TrackEdit } from "./useTrackEdit";

/** The info tab: the track's name, description and HR people, saved on the revision shown. */
export function InfoTab({ track, edit, client }: { track: TrackView; edit: TrackEdit; client: string }) {
  const { t } = useAdaptTranslation();
  const [name, setName] = useState(track.name);
  const [description, setDescription] = useState(track.description);
  const [hrIds, setHrIds] = useState<string[]>(track.hrIds);
  const { saving, failure, run } = useDialogSave();
  const readOnly = !track.can.edit;
  const submit = () =>
    run(async () => {
      await edit.apply((revision) => edit.api.updateTrack(track._id, { name, description, hrIds, revision }));
      void showToast(t("editor.saved"));
    });
  return (
    <form
      className="adapt-form"
      aria-label={t("editor.tabs.info")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormProblems failure={failure} invalid={false} />
      <FormGroup label={t("info.name")} labelFor="adapt-info-name">
        <InputGroup
          id="adapt-info-name"
          value={name}
          maxLength={adaptLimits.nameMax}
          onValueChange={setName}
          readOnly={readOnly}
          required
        />
      </FormGroup>
      <FormGroup label={t("info.description")} labelFor="adapt-info-description">
        <TextArea
          id="adapt-info-description"
          fill
          autoResize
          value={description}
          readOnly={readOnly}
          maxLength={adaptLimits.descriptionMax}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      </FormGroup>
      <PeopleField
        client={client}
        label={t("info.hr")}
        helperText={t("info.hrHelp")}
        none={t("info.noHr")}
        value={hrIds}
        max={adaptLimits.hrMax}
        onChange={setHrIds}
      />
      {readOnly ? null : (
        <Button type="submit" intent="primary" icon="floppy-disk" text={t("info.save")} loading={saving} />
      )}
    </form>
  );
}
