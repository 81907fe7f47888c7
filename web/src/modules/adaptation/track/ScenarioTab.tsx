import { Button, Callout } from "@blueprintjs/core";
import type { StageView, StepView, TrackView } from "@intranet/contracts/adaptation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { scenarioName } from "../stepName";
import { NameDialog } from "./NameDialog";
import { ScenarioBar } from "./ScenarioBar";
import { moveStep, withStages, type StepDrop } from "./scenarioMoves";
import { StageBoard } from "./StageBoard";
import { StepDialog } from "./StepDialog";
import type { TrackEdit } from "./useTrackEdit";

type Naming = { what: "newScenario" | "renameScenario" | "newStage" } | { what: "renameStage"; stage: StageView };
type Deleting =
  { what: "scenario"; name: string } | { what: "stage"; stage: StageView } | { what: "step"; step: StepView };

/** The scenario tab: a scenario's stages and steps, edited in place and reordered by dragging. */
export function ScenarioTab({ track, edit, client }: { track: TrackView; edit: TrackEdit; client: string }) {
  const { t } = useAdaptTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(track.scenarios[0]?._id ?? "");
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [stepping, setStepping] = useState<{ stageId: string; step: StepView | null } | null>(null);
  const scenario = track.scenarios.find((item) => item._id === chosen) ?? track.scenarios[0];
  if (!scenario) return null;
  const { api } = edit;
  const id = track._id;

  /** A move shown at once, then sent; a refusal puts the track back as the server has it. */
  const moveShown = (stages: StageView[], send: (revision: number) => Promise<TrackView>) => {
    queryClient.setQueryData<TrackView>(adaptKeys.track(id), (current) =>
      current ? withStages(current, scenario._id, stages) : current,
    );
    void edit.act(send).then((ok) => {
      if (!ok) void queryClient.invalidateQueries({ queryKey: adaptKeys.track(id) });
    });
  };
  const onStepDrop = (drop: StepDrop) => {
    const stages = moveStep(scenario.stages, drop);
    if (!stages) return;
    const target = stages.find((stage) => stage._id === drop.stageId)!;
    const ids = target.steps.map((step) => step._id);
    moveShown(stages, (revision) => api.stageSteps(id, scenario._id, drop.stageId, ids, revision));
  };
  const onStageOrder = (order: string[]) => {
    const stages = order.map((stageId) => scenario.stages.find((stage) => stage._id === stageId)!);
    moveShown(stages, (revision) => api.stageOrder(id, scenario._id, order, revision));
  };

  const saveName = (name: string, copyFrom: string | null) => {
    if (!naming) return Promise.resolve();
    switch (naming.what) {
      case "newScenario":
        return edit
          .apply((revision) => api.createScenario(id, { name, copyFrom, revision }))
          .then((saved) => setChosen(saved.scenarios.at(-1)?._id ?? chosen));
      case "renameScenario":
        return edit.apply((revision) => api.renameScenario(id, scenario._id, { name, revision }));
      case "newStage":
        return edit.apply((revision) => api.createStage(id, { scenarioId: scenario._id, name, revision }));
      case "renameStage":
        return edit.apply((revision) => api.renameStage(id, naming.stage._id, { name, revision }));
    }
  };
  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.what === "scenario") void edit.act((revision) => api.deleteScenario(id, scenario._id, revision));
    if (deleting.what === "stage") void edit.act((revision) => api.deleteStage(id, deleting.stage._id, revision));
    if (deleting.what === "step") void edit.act((revision) => api.deleteStep(id, deleting.step._id, revision));
    setDeleting(null);
  };
  const deleteText = !deleting
    ? ""
    : deleting.what === "scenario"
      ? t("scenario.confirmDelete", { name: deleting.name })
      : deleting.what === "stage"
        ? t("scenario.confirmDeleteStage", { name: deleting.stage.name })
        : t("scenario.confirmDeleteStep", { name: deleting.step.name });
  const namingTitle = naming
    ? {
        newScenario: t("scenario.newTitle"),
        renameScenario: t("scenario.renameTitle"),
        newStage: t("scenario.newStage"),
        renameStage: t("scenario.renameStage"),
      }[naming.what]
    : "";

  return (
    <div className="adapt-scenario">
      <ScenarioBar
        scenarios={track.scenarios}
        value={scenario._id}
        onChange={setChosen}
        onAdd={() => setNaming({ what: "newScenario" })}
        onRename={() => setNaming({ what: "renameScenario" })}
        onDelete={() => setDeleting({ what: "scenario", name: scenarioName(t, scenario) })}
      />
      {track.inProgress ? (
        <Callout intent="primary" compact className="adapt-hint">
          {t("scenario.inProgress")}
        </Callout>
      ) : null}
      {scenario.stages.length ? (
        <StageBoard
          stages={scenario.stages}
          onStageOrder={onStageOrder}
          onStepDrop={onStepDrop}
          actions={{
            rename: (stage) => setNaming({ what: "renameStage", stage }),
            remove: (stage) => setDeleting({ what: "stage", stage }),
            addStep: (stage) => setStepping({ stageId: stage._id, step: null }),
            editStep: (step) => {
              const stage = scenario.stages.find((item) => item.steps.some((other) => other._id === step._id));
              setStepping({ stageId: stage?._id ?? "", step });
            },
            deleteStep: track.inProgress ? undefined : (step) => setDeleting({ what: "step", step }),
          }}
        />
      ) : (
        <p className="adapt-muted">{t("empty.scenario")}</p>
      )}
      <Button icon="plus" text={t("scenario.addStage")} onClick={() => setNaming({ what: "newStage" })} />
      {naming ? (
        <NameDialog
          title={namingTitle}
          initial={
            naming.what === "renameScenario" ? scenario.name : naming.what === "renameStage" ? naming.stage.name : ""
          }
          submitText={naming.what.startsWith("new") ? t("scenario.create") : t("scenario.save")}
          copyFrom={naming.what === "newScenario" ? track.scenarios : undefined}
          onSave={saveName}
          onClose={() => setNaming(null)}
        />
      ) : null}
      {stepping ? (
        <StepDialog
          step={stepping.step}
          client={client}
          onSave={(step) =>
            stepping.step
              ? edit.apply((revision) => api.updateStep(id, stepping.step!._id, { step, revision }))
              : edit.apply((revision) => api.createStep(id, { stageId: stepping.stageId, step, revision }))
          }
          onClose={() => setStepping(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        text={deleteText}
        confirmText={t("scenario.deleteConfirm")}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
