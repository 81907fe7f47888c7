import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { stratify, tree } from "d3-hierarchy";
import { useEffect, useMemo, useState } from "react";
import type { DepartmentView, DeptUserView } from "@intranet/contracts/structure";
import { usePersonName } from "../../shared/usePersonName";
import { subtree, type TreeModel } from "./treeModel";
import { useStructureTranslation } from "./i18n";

const CARD = { width: 220, height: 84 };
const GAP = { x: 28, y: 64 };

interface CardData extends Record<string, unknown> {
  dept: DepartmentView;
  head: string | null;
  selected: boolean;
}

type CardNode = Node<CardData, "dept">;

/** One department of the chart: its name, its head, its people. */
function DepartmentCard({ data }: NodeProps<CardNode>) {
  const { t } = useStructureTranslation();
  return (
    <div className={data.selected ? "structure-card selected" : "structure-card"}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="structure-card-name" title={data.dept.name}>
        {data.dept.name}
      </div>
      <div className={data.head ? "structure-card-head" : "structure-card-head none"}>{data.head ?? t("noHead")}</div>
      <div className="structure-card-count" aria-label={t("employees", { count: data.dept.employees })}>
        {t("employees", { count: data.dept.employees })}
      </div>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

const nodeTypes = { dept: DepartmentCard };

/** Positions from d3-hierarchy's tidy tree layout: parents centred over their children. */
function layout(model: TreeModel): Map<string, { x: number; y: number }> {
  const departments = [...model.byId.values()].filter((dept) => dept._id === model.root?._id || dept.parent);
  const root = stratify<DepartmentView>()
    .id((dept) => dept._id)
    .parentId((dept) => (dept._id === model.root?._id ? null : dept.parent))(departments);
  tree<DepartmentView>().nodeSize([CARD.width + GAP.x, CARD.height + GAP.y])(root);
  return new Map(root.descendants().map((node) => [node.id!, { x: node.x ?? 0, y: node.y ?? 0 }]));
}

export interface OrgChartProps {
  model: TreeModel;
  heads: Map<string, DeptUserView>;
  selected: string | null;
  onSelect: (dept: string | null) => void;
  canEdit: boolean;
  /** A department dropped onto another (the move is confirmed and checked by the caller). */
  onMove: (dept: DepartmentView, target: DepartmentView) => void;
}

function Chart({ model, heads, selected, onSelect, canEdit, onMove }: OrgChartProps) {
  const { t } = useStructureTranslation();
  const name = usePersonName();
  const flow = useReactFlow<CardNode>();
  // Bumped after a drag so the dragged card returns to its place until the move is saved.
  const [generation, setGeneration] = useState(0);
  const positions = useMemo(() => layout(model), [model]);
  // The panel beside the chart narrows it: fit the chart again when it opens or closes.
  const withPanel = selected !== null;
  useEffect(() => {
    const timer = setTimeout(() => void flow.fitView({ padding: 0.15, maxZoom: 1, duration: 200 }), 50);
    return () => clearTimeout(timer);
  }, [withPanel, flow]);
  const nodes: CardNode[] = useMemo(
    () =>
      [...positions].map(([id, position]) => {
        const dept = model.byId.get(id)!;
        const head = dept.headUser ? heads.get(dept.headUser) : undefined;
        return {
          id,
          type: "dept",
          position,
          data: { dept, head: head ? name(head) : null, selected: id === selected },
          draggable: canEdit && !!dept.parent,
          width: CARD.width,
          height: CARD.height,
        };
      }),
    // `generation` is a dependency on purpose: a new one puts dragged cards back in place.
    [positions, model, heads, selected, canEdit, name, generation],
  );
  const edges: Edge[] = useMemo(
    () =>
      [...positions.keys()].flatMap((id) => {
        const parent = model.byId.get(id)?.parent;
        return parent ? [{ id: `${parent}-${id}`, source: parent, target: id, type: "smoothstep" }] : [];
      }),
    [positions, model],
  );

  return (
    <div className="structure-chart" aria-label={t("chart.label")}>
      <ReactFlow<CardNode>
        key={generation}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodeClick={(_, node) => onSelect(node.id)}
        onPaneClick={() => onSelect(null)}
        onNodeDragStop={(_, node) => {
          const blocked = subtree(model, node.id);
          const target = flow.getIntersectingNodes(node).find((other) => !blocked.has(other.id));
          setGeneration((value) => value + 1);
          const dept = model.byId.get(node.id);
          const onto = target ? model.byId.get(target.id) : undefined;
          if (dept && onto && onto._id !== dept.parent) onMove(dept, onto);
        }}
        nodesConnectable={false}
        elementsSelectable
        fitView
        fitViewOptions={{ padding: 0.15, maxZoom: 1 }}
        minZoom={0.1}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
      </ReactFlow>
      {canEdit ? <p className="structure-chart-hint">{t("chart.dragHint")}</p> : null}
    </div>
  );
}

/** The structure as an org chart (React Flow: pan, zoom, only the visible cards drawn); admins drag to move. */
export default function OrgChart(props: OrgChartProps) {
  return (
    <ReactFlowProvider>
      <Chart {...props} />
    </ReactFlowProvider>
  );
}
