import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { adaptLimits } from "@intranet/contracts/adaptation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useDialogSave } from "../../../forms/useDialogSave";
import { FormDialog } from "../../../forms/FormDialog";
import { showToast } from "../../../ui/toast";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { trackPath } from "../paths";

/** A new track (admins): its name and description; it opens in the editor, with one empty scenario. */
export function NewTrackDialog({ client, onClose }: { client: string; onClose: () => void }) {
  const { t } = useAdaptTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const { saving, failure, run } = useDialogSave();
  const title = t("tracks.newTitle");
  const submit = () =>
    run(async () => {
      const track = await adaptApi.createTrack(client, { name, description, hrIds: [], active: true });
      queryClient.setQueryData(adaptKeys.track(track._id), track);
      void queryClient.invalidateQueries({ queryKey: adaptKeys.tracks(client) });
      void showToast(t("tracks.created"));
      onClose();
      navigate(trackPath(track._id));
    });
  return (
    <FormDialog
      title={title}
      className="adapt-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={t("tracks.create")}
      saving={saving}
      failure={failure}
    >
      <FormGroup label={t("tracks.name")} labelFor="adapt-new-name">
        <InputGroup
          id="adapt-new-name"
          value={name}
          maxLength={adaptLimits.nameMax}
          onValueChange={setName}
          autoFocus
          required
        />
      </FormGroup>
      <FormGroup label={t("tracks.description")} labelFor="adapt-new-description">
        <TextArea
          id="adapt-new-description"
          fill
          autoResize
          value={description}
          maxLength={adaptLimits.descriptionMax}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      </FormGroup>
    </FormDialog>
  );
}
