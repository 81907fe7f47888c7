import { Button, Callout, Dialog, DialogBody, DialogFooter, Radio, RadioGroup } from "@blueprintjs/core";
import { seriesScopes, type SeriesScope } from "@intranet/contracts/calendar";
import { useState } from "react";
import { useCalendarTranslation } from "../i18n";

interface ScopeDialogProps {
  /** What is done to the recurring event: its title. */
  action: "edit" | "delete" | "move";
  /** "This event" cannot take the change (a new rule reaches the series). */
  thisLocked?: boolean;
  busy?: boolean;
  onChoose: (scope: SeriesScope) => void;
  onClose: () => void;
}

/**
 * Which occurrences of a series a change reaches (Google Calendar's habit): this event, this and the
 * following ones, or all of them.
 */
export function ScopeDialog({ action, thisLocked = false, busy = false, onChoose, onClose }: ScopeDialogProps) {
  const { t } = useCalendarTranslation();
  const [scope, setScope] = useState<SeriesScope>(thisLocked ? "following" : "this");
  const title = t(`scope.${action}`);
  return (
    <Dialog isOpen title={title} onClose={onClose} className="calendar-scope-dialog">
      <DialogBody>
        <RadioGroup
          aria-label={title}
          selectedValue={scope}
          onChange={(event) => setScope(event.currentTarget.value as SeriesScope)}
        >
          {seriesScopes.map((each) => (
            <Radio key={each} value={each} label={t(`scope.${each}`)} disabled={each === "this" && thisLocked} />
          ))}
        </RadioGroup>
        {thisLocked ? <Callout intent="primary">{t("scope.thisLocked")}</Callout> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("ui:common.cancel")} onClick={onClose} />
            <Button
              intent={action === "delete" ? "danger" : "primary"}
              loading={busy}
              text={t("scope.confirm")}
              onClick={() => onChoose(scope)}
            />
          </>
        }
      />
    </Dialog>
  );
}
