import type { GroupView, MembershipResult } from "@intranet/contracts/groups";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useShellData } from "../../shell/useShellData";
import { groupsApi, groupsKeys } from "./api";
import { showToast } from "../../ui/toast";
import { useGroupsTranslation } from "./i18n";

/** The caller's own membership steps (product-spec §4). */
export type MembershipStep = "join" | "withdraw" | "accept" | "decline" | "leave";

const calls: Record<MembershipStep, (id: string) => Promise<MembershipResult>> = {
  join: (id) => groupsApi.join(id),
  withdraw: groupsApi.cancelRequest,
  accept: groupsApi.acceptInvitation,
  decline: groupsApi.declineInvitation,
  leave: groupsApi.leave,
};

/**
 * Joining (or asking to), withdrawing a request, answering an invitation, leaving: the group's
 * standing and count change at once from the answer, a toast says what happened, and every list
 * of groups is read again (a refusal shows the error dialog with the catalogue message).
 */
export function useMembership(group: GroupView, onDone?: (step: MembershipStep, result: MembershipResult) => void) {
  const { t } = useGroupsTranslation();
  const queryClient = useQueryClient();
  const { me } = useShellData();
  // Who manages a group without being in it (a company admin) adds themselves: no request to approve.
  const selfAdd = group.can.manage && group.standing === "none";
  const step = useMutation({
    mutationFn: (what: MembershipStep) =>
      what === "join" && selfAdd ? groupsApi.grant(group._id, me._id, "member") : calls[what](group._id),
    onSuccess: (result, what) => {
      queryClient.setQueryData<GroupView>(
        groupsKeys.group(group._id),
        (cached) => cached && { ...cached, standing: result.standing, membersCount: result.membersCount },
      );
      const name = group.name;
      const message =
        what === "join"
          ? t(result.standing === "requested" ? "done.requested" : "done.joined", { name })
          : what === "withdraw"
            ? t("done.withdrawn")
            : what === "accept"
              ? t("done.accepted", { name })
              : what === "decline"
                ? t("done.declined")
                : t("done.left", { name });
      void showToast(message);
      onDone?.(what, result);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
  return {
    run: (what: MembershipStep) => step.mutate(what),
    /** The step being sent, if any. */
    pending: step.isPending ? step.variables : null,
  };
}
