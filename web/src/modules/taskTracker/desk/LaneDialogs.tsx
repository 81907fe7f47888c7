import { Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { taskLimits, type LaneView } from "@intranet/contracts/taskTracker";
import { useState } from "react";
import { FormAlert } from "../../../forms/FormAlert";
import { useDialogSave } from "../../../forms/useDialogSave";
import { errorText } from "../../../i18n/errorText";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { useTrackerTranslation } from "../i18n";

/** A lane's name: a new lane, or a lane renamed. */
export function LaneNameDialog({
  lane,
  onSave,
  onClose,
}: {
  lane: LaneView | null;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTrackerTranslation();
  const [name, setName] = useState(lane?.name ?? "");
  const { saving, failure, run } = useDialogSave();
  const title = lane ? t("lanes.renameTitle") : t("lanes.addTitle");
  return (
    <Dialog isOpen title={title} onClose={onClose} className="tt-dialog">
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            await onSave(name.trim());
            onClose();
          });
        }}
      >
        <DialogBody>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          <FormGroup label={t("lanes.name")} labelFor="tt-lane-name">
            <InputGroup
              id="tt-lane-name"
              value={name}
              maxLength={taskLimits.laneNameMax}
              onValueChange={setName}
              autoFocus
              required
            />
          </FormGroup>
        </DialogBody>
        <FormDialogFooter submitText={t("lanes.save")} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** Deleting a lane: an empty one after a yes; one with tasks asks which lane they go to (`?moveTo=`). */
export function DeleteLaneDialog({
  lane,
  lanes,
  taskCount,
  onDelete,
  onClose,
}: {
  lane: LaneView;
  lanes: readonly LaneView[];
  taskCount: number;
  onDelete: (moveTo: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTrackerTranslation();
  const others = lanes.filter((other) => other._id !== lane._id);
  const [moveTo, setMoveTo] = useState(others[0]?._id ?? "");
  const { saving, failure, run } = useDialogSave();
  const title = t("lanes.deleteTitle", { name: lane.name });
  return (
    <Dialog isOpen title={title} onClose={onClose} className="tt-dialog">
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            await onDelete(taskCount ? moveTo : null);
            onClose();
          });
        }}
      >
        <DialogBody>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          {taskCount ? (
            <FormGroup label={t("lanes.deleteMoveTo")} labelFor="tt-lane-move-to">
              <HTMLSelect
                id="tt-lane-move-to"
                value={moveTo}
                onChange={(event) => setMoveTo(event.currentTarget.value)}
                options={others.map((other) => ({ value: other._id, label: other.name }))}
              />
            </FormGroup>
          ) : (
            <p>{t("lanes.deleteConfirm", { name: lane.name })}</p>
          )}
        </DialogBody>
        <FormDialogFooter submitText={t("lanes.delete")} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** "Move to…": the card goes to the top of the lane chosen (the dialog is the confirmation). */
export function MoveToDialog({
  name,
  laneId,
  lanes,
  onMove,
  onClose,
}: {
  name: string;
  laneId: string;
  lanes: readonly LaneView[];
  onMove: (laneId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTrackerTranslation();
  const others = lanes.filter((lane) => lane._id !== laneId);
  const [target, setTarget] = useState(others[0]?._id ?? "");
  const title = t("cards.moveToTitle", { name });
  return (
    <Dialog isOpen title={title} onClose={onClose} className="tt-dialog">
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onMove(target);
          onClose();
        }}
      >
        <DialogBody>
          <FormGroup label={t("cards.moveToLane")} labelFor="tt-move-to">
            <HTMLSelect
              id="tt-move-to"
              value={target}
              onChange={(event) => setTarget(event.currentTarget.value)}
              options={others.map((lane) => ({ value: lane._id, label: lane.name }))}
            />
          </FormGroup>
        </DialogBody>
        <FormDialogFooter submitText={t("cards.move")} saving={false} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
