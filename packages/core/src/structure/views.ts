import type { DepartmentView, DeptUserView } from "@intranet/contracts/structure";
import type { UserRecord } from "../users";
import type { StructureDeptRecord } from "./department.entity";

export function departmentView(dept: StructureDeptRecord): DepartmentView {
  return {
    _id: dept.deptId,
    type: dept.type,
    name: dept.name,
    description: dept.description ?? "",
    parent: dept.parentId ?? null,
    headUser: dept.headUserId ?? null,
    employees: dept.employees ?? 0,
    updatedAt: dept.updatedAt,
  };
}

export function deptUserView(user: UserRecord): DeptUserView {
  return {
    _id: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.middleName ? { middleName: user.middleName } : {}),
    ...(user.position ? { position: user.position } : {}),
    ...(user.avatar ? { avatar: user.avatar } : {}),
  };
}
