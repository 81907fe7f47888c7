/**
 * "A group with services cannot be deleted" (rules spec §8, `groups.has_services`): the services
 * module, above this one, registers its check here when it lands (as posts register file owners
 * with files), so groups never import it. Each check throws its module's code to refuse.
 */
export type GroupDeletionCheck = (clientId: string, groupId: string) => Promise<void>;

const checks: GroupDeletionCheck[] = [];

export function registerGroupDeletionCheck(check: GroupDeletionCheck): void {
  checks.push(check);
}

export async function runDeletionChecks(clientId: string, groupId: string): Promise<void> {
  for (const check of checks) await check(clientId, groupId);
}
