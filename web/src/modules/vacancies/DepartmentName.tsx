import type { UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useAudienceFacets } from "../../shared/useAudienceLabel";

function KnownDepartment({ clientId, departmentId }: { clientId: string; departmentId: string }) {
  const name = useAudienceFacets(clientId).data?.departments.find((dept) => dept._id === departmentId)?.name;
  return name ? <span className="vacancies-department">{name}</span> : null;
}

/**
 * A vacancy's department by name, from the company's departments as the address book's filters list
 * them (cached, shared with the audience pickers). Only for people who may read those filters: no
 * call that would be refused for the others.
 */
export function DepartmentName({
  me,
  clientId,
  departmentId,
}: {
  me: Pick<UserView, "roles" | "rights">;
  clientId: string;
  departmentId: string | null;
}) {
  if (!departmentId || !meetsAccessLevel(me, "address_book")) return null;
  return <KnownDepartment clientId={clientId} departmentId={departmentId} />;
}
