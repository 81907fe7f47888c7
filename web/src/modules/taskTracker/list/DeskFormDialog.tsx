import { Button, Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import type { Grant } from "@intranet/contracts/audiences";
import { deskTypes, taskLimits, type DeskType, type DeskView, type ProjectView } from "@intranet/contracts/taskTracker";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { FormAlert } from "../../../forms/FormAlert";
import { useDialogSave } from "../../../forms/useDialogSave";
import { errorText } from "../../../i18n/errorText";
import { addAudience } from "../../../shared/audiences";
import { RecipientsField } from "../../../shared/RecipientsField";
import { ChoiceRadios } from "../../../ui/ChoiceRadios";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { showToast } from "../../../ui/toast";
import type { Audience } from "@intranet/contracts/audiences";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { PeopleField } from "../../../shared/PeopleField";
import { deskPath } from "../paths";

/** One level's audiences as the shared picker edits them: everyone, or a list. */
interface LevelDraft {
  forAll: boolean;
  recipients: Audience[];
}
const levels = ["write", "read"] as const;
type MemberLevel = (typeof levels)[number];

/** A board's grants as the form's two lists (members who edit, members who view); other levels are kept. */
function draftOf(grants: readonly Grant[]): Record<MemberLevel, LevelDraft> {
  const draft: Record<MemberLevel, LevelDraft> = {
    write: { forAll: false, recipients: [] },
    read: { forAll: false, recipients: [] },
  };
  for (const { audience, level } of grants) {
    if (level === "none") continue;
    if (audience.kind === "all") draft[level].forAll = true;
    else draft[level].recipients = addAudience(draft[level].recipients, audience);
  }
  return draft;
}

function grantsOf(draft: Record<MemberLevel, LevelDraft>, kept: readonly Grant[]): Grant[] {
  return [
    ...levels.flatMap((level) => {
      const { forAll, recipients } = draft[level];
      const audiences: Audience[] = forAll ? [{ kind: "all" }] : recipients;
      return audiences.map((audience) => ({ audience, level }));
    }),
    ...kept.filter((grant) => grant.level === "none"),
  ];
}

/**
 * A new board (`desk_add`: name, description, type, project, admins, members, its first columns) or
 * a board's settings (owner and admins; saved on the revision they saw).
 */
export function DeskFormDialog({
  client,
  projects,
  desk,
  onClose,
}: {
  client: string;
  projects: readonly ProjectView[];
  /** The board whose settings are edited; none for a new board. */
  desk?: DeskView;
  onClose: () => void;
}) {
  const { t } = useTrackerTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(desk?.name ?? "");
  const [description, setDescription] = useState(desk?.description ?? "");
  const [type, setType] = useState<DeskType>(desk?.type ?? "open");
  const [projectId, setProjectId] = useState<string | null>(desk?.projectId ?? null);
  const [admins, setAdmins] = useState<string[]>(desk?.admins ?? []);
  const [members, setMembers] = useState(() => draftOf(desk?.grants ?? []));
  const [lanes, setLanes] = useState<string[]>(() => [
    t("deskForm.defaultLane1"),
    t("deskForm.defaultLane2"),
    t("deskForm.defaultLane3"),
  ]);
  const { saving, failure, run } = useDialogSave();

  const submit = () =>
    run(async () => {
      const fields = {
        name: name.trim(),
        description: description.trim(),
        type,
        projectId,
        admins,
        grants: grantsOf(members, desk?.grants ?? []),
      };
      if (desk) {
        const saved = await trackerApi.updateDesk(desk._id, { ...fields, revision: desk.revision });
        queryClient.setQueryData(trackerKeys.desk(desk._id), saved);
        void showToast(t("deskForm.saved"));
      } else {
        const created = await trackerApi.createDesk(client, {
          ...fields,
          lanes: lanes.map((lane) => lane.trim()).filter(Boolean),
        });
        queryClient.setQueryData(trackerKeys.desk(created._id), created);
        void showToast(t("deskForm.created"));
        navigate(deskPath(created._id));
      }
      void queryClient.invalidateQueries({ queryKey: trackerKeys.desks(client) });
      void queryClient.invalidateQueries({ queryKey: trackerKeys.projects });
      onClose();
    });

  const title = desk ? t("deskForm.settingsTitle") : t("deskForm.newTitle");
  return (
    <Dialog isOpen title={title} onClose={onClose} className="tt-dialog tt-desk-dialog">
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          <FormGroup label={t("deskForm.name")} labelFor="tt-desk-name">
            <InputGroup
              id="tt-desk-name"
              value={name}
              maxLength={taskLimits.nameMax}
              onValueChange={setName}
              autoFocus
              required
            />
          </FormGroup>
          <FormGroup label={t("deskForm.description")} labelFor="tt-desk-description">
            <TextArea
              id="tt-desk-description"
              fill
              autoResize
              value={description}
              maxLength={taskLimits.deskDescriptionMax}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </FormGroup>
          <ChoiceRadios
            label={t("deskForm.type")}
            value={type}
            onChange={setType}
            choices={deskTypes.map((value) => ({
              value,
              name: t(`types.${value}`),
              hint: t(`types.${value}Hint`),
              icon:
                value === "closed" ? "lock" : value === "hidden" ? "eye-off" : value === "active" ? "edit" : "eye-open",
            }))}
          />
          <FormGroup label={t("deskForm.project")} labelFor="tt-desk-project">
            <HTMLSelect
              id="tt-desk-project"
              value={projectId ?? ""}
              onChange={(event) => setProjectId(event.currentTarget.value || null)}
              options={[
                { value: "", label: t("deskForm.noProject") },
                ...projects.map((project) => ({ value: project._id, label: project.name })),
              ]}
            />
          </FormGroup>
          <PeopleField
            client={client}
            label={t("deskForm.admins")}
            helperText={t("deskForm.adminsHelp")}
            none={t("deskForm.noAdmins")}
            value={admins}
            max={taskLimits.adminsMax}
            onChange={setAdmins}
          />
          {levels.map((level) => (
            <RecipientsField
              key={level}
              clientId={client}
              forAll={members[level].forAll}
              recipients={members[level].recipients}
              labels={{
                field: level === "write" ? t("deskForm.editors") : t("deskForm.readers"),
                forAll: t("deskForm.everyone"),
                kind: t("deskForm.kind"),
                none: t("deskForm.nobody"),
              }}
              onChange={(change) => setMembers((current) => ({ ...current, [level]: change }))}
            />
          ))}
          {desk ? null : (
            <FormGroup label={t("deskForm.lanes")} helperText={t("deskForm.lanesHelp")}>
              <ol className="tt-lane-names">
                {lanes.map((lane, index) => (
                  <li key={index}>
                    <InputGroup
                      aria-label={t("deskForm.laneName", { index: index + 1 })}
                      value={lane}
                      maxLength={taskLimits.laneNameMax}
                      onValueChange={(value) => setLanes(lanes.map((other, at) => (at === index ? value : other)))}
                    />
                    <Button
                      variant="minimal"
                      icon="cross"
                      aria-label={t("deskForm.removeLane", { index: index + 1 })}
                      title={t("deskForm.removeLane", { index: index + 1 })}
                      disabled={lanes.length <= 1}
                      onClick={() => setLanes(lanes.filter((_, at) => at !== index))}
                    />
                  </li>
                ))}
              </ol>
              <Button
                icon="plus"
                variant="minimal"
                text={t("deskForm.addLane")}
                disabled={lanes.length >= taskLimits.lanesMax}
                onClick={() => setLanes([...lanes, ""])}
              />
            </FormGroup>
          )}
        </DialogBody>
        <FormDialogFooter
          submitText={desk ? t("deskForm.save") : t("deskForm.create")}
          saving={saving}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
