import { FormGroup, Switch, type IconName } from "@blueprintjs/core";
import type { Audience } from "@intranet/contracts/audiences";
import type { ErrorCode } from "@intranet/contracts";
import { translateCode } from "../i18n/translateMessage";
import { addAudience, removePerson } from "./audiences";
import { AudienceAdder } from "./AudienceAdder";
import { RemovableChip } from "./RemovableChip";
import { useSharedTranslation } from "./i18n";
import { useAudienceLabel } from "./useAudienceLabel";
import { usePeople } from "./usePeople";
import { usePersonName } from "./usePersonName";
import "./recipientsField.css";

interface RecipientsFieldProps {
  clientId: string;
  forAll: boolean;
  recipients: Audience[];
  /** A catalogue code. */
  error?: string;
  /**
   * The owner's words: the field ("Recipients", "Members"), the switch, the kind select and the empty
   * list. Without `forAll` there is no "everyone" switch (an exclusion list: "No access").
   */
  labels: { field: string; forAll?: string; kind: string; none: string };
  onChange: (change: { forAll: boolean; recipients: Audience[] }) => void;
}

const audienceIcons: Partial<Record<Audience["kind"], IconName>> = {
  department: "diagram-tree",
  city: "office",
  position: "briefcase",
  manager: "crown",
  managers: "crown",
  workingTime: "time",
};

/**
 * Who an object is for (a poll's recipients, an event's members, an article's rights): everyone in
 * the company, or audiences (product-spec §6) — departments (with their sub-departments), cities,
 * positions, the heads of departments, a manager's team, a working-time band and people named one
 * by one (AudienceAdder adds them).
 */
export function RecipientsField({ clientId, forAll, recipients, error, labels, onChange }: RecipientsFieldProps) {
  const { t } = useSharedTranslation();
  const name = usePersonName();
  const { byId } = usePeople(clientId);
  const label = useAudienceLabel(clientId);
  const set = (next: Audience[]) => onChange({ forAll, recipients: next });
  const add = (audience: Audience) => set(addAudience(recipients, audience));
  const chips = recipients.flatMap((audience, index) =>
    audience.kind === "users"
      ? audience.userIds.map((userId) => {
          const person = byId.get(userId);
          const text = person ? name(person) : t("audience.unknown");
          return (
            <RemovableChip
              key={`u-${userId}`}
              icon="person"
              text={text}
              removeLabel={t("audience.remove", { name: text })}
              onRemove={() => set(removePerson(recipients, userId))}
            />
          );
        })
      : [
          <RemovableChip
            key={`a-${index}`}
            icon={audienceIcons[audience.kind] ?? "people"}
            text={label(audience)}
            removeLabel={t("audience.remove", { name: label(audience) })}
            onRemove={() => set(recipients.filter((_, other) => other !== index))}
          />,
        ],
  );

  return (
    <FormGroup label={labels.field} className="recipients-field">
      {labels.forAll ? (
        <Switch
          checked={forAll}
          label={labels.forAll}
          onChange={(event) => onChange({ forAll: event.currentTarget.checked, recipients })}
        />
      ) : null}
      {forAll ? null : (
        <>
          {chips.length ? (
            <div className="recipients-list" aria-label={labels.field} role="list">
              {chips}
            </div>
          ) : (
            // No chips, no list (a role="list" needs listitems): the words for none stand in its place.
            <div className="recipients-list">
              <span className="recipients-muted">{labels.none}</span>
            </div>
          )}
          <AudienceAdder clientId={clientId} kindLabel={labels.kind} recipients={recipients} onAdd={add} />
        </>
      )}
      {error ? (
        <p className="recipients-error" role="alert">
          {translateCode(t, error as ErrorCode)}
        </p>
      ) : null}
    </FormGroup>
  );
}
