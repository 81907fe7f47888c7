/**
 * Runs a recurring job's work for every tenant, one after another: a tenant's failure is logged and
 * reported, the rest go on (the job then fails, so the scheduler retries it; the work is idempotent).
 * The tenants come from the caller (the clients door), so a module's job does not depend on clients.
 */
export async function forEveryTenant(
  tenantIds: () => AsyncIterable<string>,
  what: string,
  work: (tenantId: string) => Promise<unknown>,
): Promise<{ tenants: number; failed: string[] }> {
  let tenants = 0;
  const failed: string[] = [];
  for await (const tenantId of tenantIds()) {
    tenants += 1;
    try {
      await work(tenantId);
    } catch (error) {
      failed.push(tenantId);
      console.error(JSON.stringify({ level: "error", msg: `${what} failed`, tenantId, error: String(error) }));
    }
  }
  return { tenants, failed };
}
