import type { UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { invitationsRoutes } from "@intranet/contracts/invitations/routes";
import { callRoute } from "../../api/client";
import { usersApi } from "../../api/users";
import { employeeKeys } from "./keys";

export type EmployeeAction =
  "fire" | "delete" | "restore" | "makeAdmin" | "takeAdmin" | "makeHr" | "takeHr" | "resendInvite";

const calls: Record<EmployeeAction, (user: UserView) => Promise<unknown>> = {
  fire: (user) => usersApi.remove(user._id, "fire"),
  delete: (user) => usersApi.remove(user._id, "delete"),
  restore: (user) => usersApi.restore(user._id),
  makeAdmin: (user) => usersApi.grantRole(user._id, "admin"),
  takeAdmin: (user) => usersApi.revokeRole(user._id, "admin"),
  makeHr: (user) => usersApi.grantRole(user._id, "hr"),
  takeHr: (user) => usersApi.revokeRole(user._id, "hr"),
  // A new invitation link (the old one stops working); someone who accepted theirs is refused (409).
  resendInvite: (user) => callRoute(invitationsRoutes.resend, { params: { id: user._id } }),
};

/**
 * Which actions the signed-in admin may take on an employee, as the API rules them (product-spec §6):
 * nobody deletes or fires themselves or an administrator, nobody changes their own role. The HR
 * role (HR officers see everyone's HR data) is given to active people and taken from anyone.
 */
export function allowedActions(me: UserView, user: UserView): Record<EmployeeAction, boolean> {
  const self = me._id === user._id;
  const admin = user.roles.includes("admin") || user.roles.includes("superadmin");
  const active = user.status === "active" && !user.deletion_mark;
  return {
    fire: active && !self && !admin,
    delete: !user.deletion_mark && !self && !admin,
    restore: !active,
    makeAdmin: active && !self && !admin,
    takeAdmin: !self && user.roles.includes("admin"),
    makeHr: active && !self && !user.roles.includes("hr"),
    takeHr: !self && user.roles.includes("hr"),
    resendInvite: active && !self,
  };
}

/** Runs one action; a refusal shows the API's catalogue message in the error dialog (the client's default). */
export function useEmployeeAction() {
  const queryClient = useQueryClient();
  return async (action: EmployeeAction, user: UserView) => {
    try {
      await calls[action](user);
    } finally {
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    }
  };
}
