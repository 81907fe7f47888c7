import { publishAfterWrite } from "../events";

/**
 * Published after a structure write that changes who is where: people joined or left departments,
 * or their department was renamed (`userIds`); a department moved or got another head (`deptIds`:
 * everyone in it and below it is affected). The directory sync re-reads those people.
 */
export const STRUCTURE_CHANGED = "structure.changed";

export interface StructureChangedDetail {
  deptIds: string[];
  userIds: string[];
}

export async function publishStructureChanged(
  clientId: string,
  change: Partial<StructureChangedDetail>,
): Promise<void> {
  const detail: StructureChangedDetail = { deptIds: change.deptIds ?? [], userIds: change.userIds ?? [] };
  if (!detail.deptIds.length && !detail.userIds.length) return;
  await publishAfterWrite([{ type: STRUCTURE_CHANGED, tenantId: clientId, detail }]);
}
