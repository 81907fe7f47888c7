import * as z from "zod/mini";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { createDepartment } from "./departments";

/** A fresh company with an admin and the administrative tree Company ← Sales ← Sales East (tests only). */
export interface SalesCompany {
  tenantId: string;
  admin: Member;
  rootId: string;
  salesId: string;
  eastId: string;
}

export async function salesCompany(): Promise<SalesCompany> {
  const tenantId = await ensureTestTenant();
  const admin = await member(tenantId, { role: "admin" });
  const department = (name: string, parent: string | null) =>
    createDepartment(admin.actor, z.parse(createDepartmentBodySchema, { name, parent }));
  const root = await department("Company", null);
  const sales = await department("Sales", root._id);
  const east = await department("Sales East", sales._id);
  return { tenantId, admin, rootId: root._id, salesId: sales._id, eastId: east._id };
}
