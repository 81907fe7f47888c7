import { Tree, type TreeNodeInfo } from "@blueprintjs/core";
import { useState } from "react";
import type { DeptUserView } from "@intranet/contracts/structure";
import { usePersonName } from "../../shared/usePersonName";
import { ancestors, type TreeModel } from "./treeModel";
import { useStructureTranslation } from "./i18n";

interface TreeViewProps {
  model: TreeModel;
  heads: Map<string, DeptUserView>;
  selected: string | null;
  onSelect: (dept: string) => void;
}

/** The structure as an indented tree (keyboard and phone friendly): the top two levels open at first. */
export function TreeView({ model, heads, selected, onSelect }: TreeViewProps) {
  const { t } = useStructureTranslation();
  const name = usePersonName();
  const [open, setOpen] = useState<Set<string>>(() => {
    const first = new Set<string>(model.root ? [model.root._id] : []);
    if (selected) for (const dept of ancestors(model, selected)) first.add(dept._id);
    return first;
  });
  const toggle = (id: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });

  const node = (id: string): TreeNodeInfo<string> => {
    const dept = model.byId.get(id)!;
    const children = model.children.get(id) ?? [];
    const head = dept.headUser ? heads.get(dept.headUser) : undefined;
    return {
      id,
      nodeData: id,
      icon: children.length ? "diagram-tree" : "people",
      label: (
        <span className="structure-tree-label">
          <span className="structure-tree-name">{dept.name}</span>
          <span className="structure-tree-head">{head ? name(head) : t("noHead")}</span>
        </span>
      ),
      secondaryLabel: (
        <span className="structure-count" aria-label={t("employees", { count: dept.employees })}>
          {dept.employees}
        </span>
      ),
      isSelected: id === selected,
      isExpanded: open.has(id),
      hasCaret: children.length > 0,
      childNodes: children.map((child) => node(child._id)),
    };
  };

  if (!model.root) return null;
  return (
    <Tree<string>
      className="structure-tree"
      contents={[node(model.root._id)]}
      onNodeClick={(info) => onSelect(info.nodeData!)}
      onNodeExpand={(info) => toggle(info.nodeData!, true)}
      onNodeCollapse={(info) => toggle(info.nodeData!, false)}
    />
  );
}
