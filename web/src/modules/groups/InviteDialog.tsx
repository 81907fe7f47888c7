import { Button, Checkbox, Dialog, DialogBody, DialogFooter, InputGroup, Spinner } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { groupLimits, type GroupView } from "@intranet/contracts/groups";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { usersApi } from "../../api/users";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { useShellData } from "../../shell/useShellData";
import { usePersonName } from "../../shared/usePersonName";
import { groupsApi, groupsKeys } from "./api";
import { searchDelayMs } from "./SearchBox";
import { showToast } from "../../ui/toast";
import { useGroupPeople } from "./useGroupPeople";
import { useGroupsTranslation } from "./i18n";

const SHOWN = 20;

/**
 * Invites colleagues (POST /api/group/{id}/invitations): the company's employee search (by name,
 * as the mention and rights pickers use it), several people at once; members and people already
 * invited are marked. The answer says who was invited and who was skipped.
 */
export function InviteDialog({ group, onClose }: { group: GroupView; onClose: () => void }) {
  const { t } = useGroupsTranslation();
  const name = usePersonName();
  const queryClient = useQueryClient();
  const workspace = useShellData().client?.workspace ?? "";
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Map<string, UserView>>(new Map());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: groupsKeys.pick(workspace, search),
    queryFn: () => usersApi.filter(workspace, { search: search || undefined, status: "active", limit: SHOWN }),
    enabled: Boolean(workspace),
  });
  const members = useGroupPeople(group._id, "members");
  const invited = useGroupPeople(group._id, "invitations");
  const requests = useGroupPeople(group._id, "requests");
  const asked = new Set((requests.data?.pages.flatMap((page) => page.items) ?? []).map((person) => person.userId));
  const standing = new Map<string, string>([
    ...(invited.data?.pages.flatMap((page) => page.items) ?? []).map(
      (person) => [person.userId, t("standing.invited")] as const,
    ),
    ...(members.data?.pages.flatMap((page) => page.items) ?? []).map(
      (person) => [person.userId, t("invite.alreadyMember")] as const,
    ),
  ]);
  const send = useMutation({
    mutationFn: () => groupsApi.invite(group._id, [...chosen.keys()], { no_show: true }),
    onSuccess: (result) => {
      void showToast(t("invite.sent", { count: result.invited.length }));
      if (result.skipped.length) void showToast(t("invite.skipped", { count: result.skipped.length }), "warning");
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
  const toggle = (person: UserView, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on && next.size < groupLimits.batchMax) next.set(person._id, person);
      else next.delete(person._id);
      return next;
    });
  const people = found.data?.items ?? [];
  const title = t("invite.title", { name: group.name });

  return (
    <Dialog isOpen title={title} onClose={onClose} className="groups-dialog">
      <DialogBody>
        {send.isError ? <FormAlert intent="danger">{errorText(t, send.error)}</FormAlert> : null}
        <InputGroup
          type="search"
          leftIcon="search"
          value={typed}
          onValueChange={setTyped}
          aria-label={t("invite.search")}
          placeholder={t("invite.placeholder")}
          autoFocus
          autoComplete="off"
        />
        {chosen.size ? (
          <div className="groups-chosen" aria-label={t("invite.chosen")}>
            {[...chosen.values()].map((person) => (
              <span key={person._id} className="groups-chip">
                {name(person)}
                <Button
                  variant="minimal"
                  size="small"
                  icon="small-cross"
                  aria-label={t("invite.remove", { name: name(person) })}
                  onClick={() => toggle(person, false)}
                />
              </span>
            ))}
          </div>
        ) : null}
        {found.isPending ? <Spinner size={24} className="groups-loading" /> : null}
        {found.isError ? <FormAlert intent="danger">{errorText(t, found.error)}</FormAlert> : null}
        {found.isSuccess && !people.length ? <p className="groups-muted">{t("invite.none")}</p> : null}
        <ul className="groups-pick">
          {people.map((person) => {
            const already = standing.get(person._id);
            return (
              <li key={person._id}>
                <Checkbox
                  checked={chosen.has(person._id) || Boolean(already)}
                  disabled={Boolean(already)}
                  onChange={(event) => toggle(person, event.currentTarget.checked)}
                  labelElement={
                    <span className="groups-pick-label">
                      <span>{name(person)}</span>
                      <span className="groups-muted">
                        {already ??
                          (asked.has(person._id)
                            ? t("invite.asked")
                            : [person.position, person.department].filter(Boolean).join(" · ") || null)}
                      </span>
                    </span>
                  }
                />
              </li>
            );
          })}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("ui:common.cancel")} onClick={onClose} />
            <Button
              intent="primary"
              icon="new-person"
              disabled={!chosen.size}
              loading={send.isPending}
              text={chosen.size ? t("invite.submitCount", { count: chosen.size }) : t("invite.submit")}
              onClick={() => send.mutate()}
            />
          </>
        }
      />
    </Dialog>
  );
}
