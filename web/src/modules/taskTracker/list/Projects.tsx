import { Button, Dialog, DialogBody, FormGroup, InputGroup, NonIdealState, TextArea } from "@blueprintjs/core";
import { taskLimits, type DeskSummary, type ProjectView } from "@intranet/contracts/taskTracker";
import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { FormAlert } from "../../../forms/FormAlert";
import { useDialogSave } from "../../../forms/useDialogSave";
import { errorText } from "../../../i18n/errorText";
import { usePlural } from "../../../i18n/usePlural";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { deskPath } from "../paths";

/** The company's projects with the boards of each the caller sees; those who may create boards add projects. */
export function Projects({
  client,
  canCreate,
  desks,
  projects,
}: {
  client: string;
  canCreate: boolean;
  desks: readonly DeskSummary[];
  projects: UseQueryResult<ProjectView[]>;
}) {
  const { t } = useTrackerTranslation();
  const plural = usePlural();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ProjectView | "new" | null>(null);
  const [deleting, setDeleting] = useState<ProjectView | null>(null);
  if (!projects.data) return <QueryState query={projects} errorTitle={t("loadFailed")} />;
  const deskById = new Map(desks.map((desk) => [desk._id, desk]));
  const remove = async (project: ProjectView) => {
    setDeleting(null);
    try {
      await trackerApi.deleteProject(project._id);
      void showToast(t("projects.deleted"));
      void queryClient.invalidateQueries({ queryKey: trackerKeys.projects });
      void queryClient.invalidateQueries({ queryKey: trackerKeys.desks(client) });
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    }
  };
  return (
    <div className="tt-projects">
      {canCreate ? (
        <div>
          <Button icon="plus" text={t("projects.new")} onClick={() => setEditing("new")} />
        </div>
      ) : null}
      {!projects.data.length ? (
        <NonIdealState icon="folder-close" title={t("empty.projects")} description={t("empty.projectsText")} />
      ) : (
        <ul className="tt-desks">
          {projects.data.map((project) => {
            const boards = project.deskIds.flatMap((id) => (deskById.has(id) ? [deskById.get(id)!] : []));
            return (
              <li key={project._id} className="tt-desk-row tt-project-row">
                <div className="tt-desk-main">
                  <h2 className="tt-desk-name">{project.name}</h2>
                  {project.description ? <p className="tt-desk-description">{project.description}</p> : null}
                  <p className="tt-muted">
                    {t(`projects.boards_${plural(project.deskIds.length)}`, { count: project.deskIds.length })}
                  </p>
                  {boards.length ? (
                    <ul className="tt-project-desks">
                      {boards.map((desk) => (
                        <li key={desk._id}>
                          {desk.role === "outsider" ? desk.name : <Link to={deskPath(desk._id)}>{desk.name}</Link>}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                {project.canEdit ? (
                  <div className="tt-row-actions">
                    <Button
                      variant="minimal"
                      icon="edit"
                      aria-label={t("projects.rename", { name: project.name })}
                      title={t("projects.rename", { name: project.name })}
                      onClick={() => setEditing(project)}
                    />
                    <Button
                      variant="minimal"
                      icon="trash"
                      aria-label={t("projects.delete", { name: project.name })}
                      title={t("projects.delete", { name: project.name })}
                      onClick={() => setDeleting(project)}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {editing ? <ProjectDialog project={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={!!deleting}
        text={deleting ? t("projects.deleteConfirm", { name: deleting.name }) : ""}
        confirmText={t("lanes.delete")}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function ProjectDialog({ project, onClose }: { project: ProjectView | null; onClose: () => void }) {
  const { t } = useTrackerTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(project?.name ?? "");
  const [description, setDescription] = useState(project?.description ?? "");
  const { saving, failure, run } = useDialogSave();
  const title = project ? t("projects.dialogEdit") : t("projects.dialogNew");
  const submit = () =>
    run(async () => {
      const body = { name: name.trim(), description: description.trim() };
      if (project) await trackerApi.updateProject(project._id, body);
      else await trackerApi.createProject(body);
      void showToast(project ? t("projects.saved") : t("projects.created"));
      void queryClient.invalidateQueries({ queryKey: trackerKeys.projects });
      onClose();
    });
  return (
    <Dialog isOpen title={title} onClose={onClose} className="tt-dialog">
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          <FormGroup label={t("projects.name")} labelFor="tt-project-name">
            <InputGroup
              id="tt-project-name"
              value={name}
              maxLength={taskLimits.projectNameMax}
              onValueChange={setName}
              autoFocus
              required
            />
          </FormGroup>
          <FormGroup label={t("projects.description")} labelFor="tt-project-description">
            <TextArea
              id="tt-project-description"
              fill
              value={description}
              maxLength={taskLimits.deskDescriptionMax}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <FormDialogFooter
          submitText={project ? t("projects.save") : t("projects.create")}
          saving={saving}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
