import { FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { adaptLimits } from "@intranet/contracts/adaptation";
import { useState } from "react";
import { useDialogSave } from "../../../forms/useDialogSave";
import { FormDialog } from "../../../forms/FormDialog";
import { useAdaptTranslation } from "../i18n";

/**
 * A name asked in a dialog (a new or renamed scenario or stage); `copyFrom` offers to start a new
 * scenario as a copy of another. `onSave` may refuse: the dialog then says why and stays open.
 */
export function NameDialog({
  title,
  initial = "",
  submitText,
  copyFrom,
  onSave,
  onClose,
}: {
  title: string;
  initial?: string;
  submitText: string;
  copyFrom?: Array<{ _id: string; name: string }>;
  onSave: (name: string, copyFrom: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useAdaptTranslation();
  const [name, setName] = useState(initial);
  const [source, setSource] = useState("");
  const { saving, failure, run } = useDialogSave();
  const submit = () =>
    run(async () => {
      await onSave(name, source || null);
      onClose();
    });
  return (
    <FormDialog
      title={title}
      className="adapt-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={submitText}
      saving={saving}
      failure={failure}
    >
      <FormGroup label={t("scenario.name")} labelFor="adapt-name-field">
        <InputGroup
          id="adapt-name-field"
          value={name}
          maxLength={adaptLimits.nameMax}
          onValueChange={setName}
          autoFocus
          required
        />
      </FormGroup>
      {copyFrom ? (
        <FormGroup label={t("scenario.copyFrom")} labelFor="adapt-copy-from">
          <HTMLSelect
            id="adapt-copy-from"
            value={source}
            onChange={(event) => setSource(event.currentTarget.value)}
            options={[
              { value: "", label: t("scenario.empty") },
              ...copyFrom.map((item) => ({ value: item._id, label: item.name })),
            ]}
          />
        </FormGroup>
      ) : null}
    </FormDialog>
  );
}
