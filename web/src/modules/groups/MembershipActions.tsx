import { Button, type ButtonProps } from "@blueprintjs/core";
import type { GroupView, MembershipResult } from "@intranet/contracts/groups";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { groupPath } from "./paths";
import { useMembership, type MembershipStep } from "./useMembership";
import { useGroupsTranslation } from "./i18n";

interface MembershipActionsProps {
  group: GroupView;
  /** On a card members get "Open"; on the group's page, "Leave". */
  place: "card" | "page";
  onDone?: (step: MembershipStep, result: MembershipResult) => void;
}

/**
 * The reader's next step in a group, by where they stand: join a public group, ask to join a
 * closed one, withdraw a request, accept or decline an invitation, open it or leave it (the owner
 * cannot leave: the page says to hand the group over first).
 */
export function MembershipActions({ group, place, onDone }: MembershipActionsProps) {
  const { t } = useGroupsTranslation();
  const navigate = useNavigate();
  const { run, pending } = useMembership(group, onDone);
  const [leaving, setLeaving] = useState(false);
  const button = (step: MembershipStep, text: string, extra: ButtonProps = {}) => (
    <Button
      text={text}
      loading={pending === step}
      disabled={pending !== null && pending !== step}
      onClick={() => run(step)}
      {...extra}
    />
  );

  switch (group.standing) {
    case "none": {
      // Its managers (a company admin outside it) join any group straight away.
      const open = group.type === "public" || group.can.manage;
      if (!open && group.type === "private")
        return place === "page" ? <span className="groups-muted">{t("byInvitation")}</span> : null;
      return button("join", t(open ? "actions.join" : "actions.request"), {
        intent: "primary",
        icon: open ? "log-in" : "new-person",
      });
    }
    case "requested":
      return button("withdraw", t("actions.withdraw"), { variant: "outlined", icon: "undo" });
    case "invited":
      return (
        <span className="groups-actions">
          {button("accept", t("actions.accept"), { intent: "primary", icon: "tick" })}
          {button("decline", t("actions.decline"), { variant: "outlined" })}
        </span>
      );
    default:
      if (place === "card")
        return (
          <Button variant="outlined" text={t("actions.open")} onClick={() => void navigate(groupPath(group._id))} />
        );
      if (group.standing === "owner") return null;
      return (
        <>
          <Button
            variant="outlined"
            icon="log-out"
            text={t("actions.leave")}
            loading={pending === "leave"}
            onClick={() => setLeaving(true)}
          />
          <ConfirmDialog
            open={leaving}
            text={t("actions.leaveConfirm", { name: group.name })}
            confirmText={t("actions.leave")}
            onConfirm={() => {
              setLeaving(false);
              run("leave");
            }}
            onClose={() => setLeaving(false)}
          />
        </>
      );
  }
}
