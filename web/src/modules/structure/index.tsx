import { Button, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { structureTypes, type StructureType } from "@intranet/contracts/structure";
import { errorText } from "../../i18n/errorText";
import { useShellData } from "../../shell/useShellData";
import { SegmentedControl } from "../../ui/bp/SegmentedControl";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { TabsPanel } from "../../ui/TabsPanel";
import { structureApi, structureKeys } from "./api";
import { DepartmentPanel } from "./DepartmentPanel";
import type { DialogState } from "./dialogState";
import { StructureDialogs } from "./StructureDialogs";
import { StructureImportDialog } from "./StructureImportDialog";
import { TreeView } from "./TreeView";
import { treeModel } from "./treeModel";
import { useStructureTranslation } from "./i18n";
import "./structure.css";

// The diagram's library (React Flow) is a chunk of its own: the tree view and phones never load it.
const OrgChart = lazy(() => import("./OrgChart"));

type View = "chart" | "tree";

/**
 * The company structure (/structure_new, product-spec §2): the four structure types as tabs, each
 * a diagram (org chart) or a tree; a department's details, people and chiefs beside it. Admins
 * create, edit, move (drag in the diagram, or "Move to…") and delete departments and place people,
 * or import a type's departments from the HR system's file.
 */
export default function StructureModule() {
  const { t } = useStructureTranslation();
  const { me, client } = useShellData();
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery("(max-width: 768px)");
  const [dialog, setDialog] = useState<DialogState>(null);
  const [importing, setImporting] = useState(false);
  const clientId = client?._id ?? "";
  const type: StructureType = structureTypes.find((key) => key === params.get("type")) ?? "administrative";
  const view: View = (params.get("view") as View | null) ?? (narrow ? "tree" : "chart");
  const selected = params.get("dept");
  const canEdit = isAdminOrAbove(me);
  const tree = useQuery({
    queryKey: structureKeys.tree(clientId, type),
    queryFn: () => structureApi.tree(clientId, type),
    enabled: !!client,
  });
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === null) next.delete(key);
      else next.set(key, value);
    setParams(next, { replace: true });
  };
  const select = (dept: string | null) => update({ dept });
  const model = tree.data ? treeModel(tree.data.departments) : null;
  const heads = new Map((tree.data?.heads ?? []).map((person) => [person._id, person]));
  const current = selected ? (model?.byId.get(selected) ?? null) : null;

  const body = () => {
    if (tree.isPending) return <Spinner className="structure-spinner" />;
    if (tree.isError)
      return <NonIdealState icon="error" title={t("loadError")} description={errorText(t, tree.error)} />;
    if (!model?.root)
      return (
        <NonIdealState
          icon="diagram-tree"
          title={t("empty.title")}
          description={canEdit ? t("empty.admin") : t("empty.text")}
          action={
            canEdit ? (
              <Button intent="primary" icon="plus" onClick={() => setDialog({ kind: "create", type, parent: null })}>
                {t("empty.create")}
              </Button>
            ) : undefined
          }
        />
      );
    return (
      <div className={current ? "structure-body with-panel" : "structure-body"}>
        <div className="structure-view">
          {view === "chart" ? (
            <Suspense fallback={<Spinner className="structure-spinner" />}>
              <OrgChart
                model={model}
                heads={heads}
                selected={selected}
                onSelect={select}
                canEdit={canEdit}
                onMove={(dept, target) => setDialog({ kind: "confirmMove", dept, target })}
              />
            </Suspense>
          ) : (
            <TreeView model={model} heads={heads} selected={selected} onSelect={select} />
          )}
        </div>
        {current ? (
          <DepartmentPanel
            dept={current}
            model={model}
            canEdit={canEdit}
            onClose={() => select(null)}
            onSelect={select}
            onDialog={setDialog}
          />
        ) : null}
      </div>
    );
  };

  return (
    <div className="structure">
      <header className="structure-header">
        <h1 className="structure-title">{t("title")}</h1>
        <div className="structure-tools">
          <SegmentedControl
            label={t("title")}
            value={view}
            options={[
              { value: "chart", label: t("views.chart") },
              { value: "tree", label: t("views.tree") },
            ]}
            onChange={(next) => update({ view: next })}
          />
          {canEdit ? (
            <Button icon="import" onClick={() => setImporting(true)}>
              {t("import.open")}
            </Button>
          ) : null}
          {canEdit && model?.root ? (
            <Button
              icon="plus"
              intent="primary"
              onClick={() => setDialog({ kind: "create", type, parent: current?._id ?? model.root!._id })}
            >
              {t("actions.add")}
            </Button>
          ) : null}
        </div>
      </header>
      <Tabs
        id="structure-types"
        selectedTabId={type}
        onChange={(next) => update({ type: next === "administrative" ? null : String(next), dept: null })}
        className="tabs-scroll"
      >
        {structureTypes.map((key) => (
          <Tab key={key} id={key} title={t(`types.${key}`)} />
        ))}
      </Tabs>
      <TabsPanel tabsId="structure-types" tabId={type}>
        {body()}
      </TabsPanel>
      {importing ? <StructureImportDialog type={type} onClose={() => setImporting(false)} /> : null}
      {model ? (
        <StructureDialogs
          dialog={dialog}
          model={model}
          client={clientId}
          onClose={() => setDialog(null)}
          onSelect={select}
        />
      ) : null}
    </div>
  );
}
