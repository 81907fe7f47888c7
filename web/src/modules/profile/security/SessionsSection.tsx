import { Button, Tag } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { SessionView } from "@intranet/contracts/sessions";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { useDateTime } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { useProfileTranslation } from "../i18n";
import { sessionsApi, sessionsKeys, type SessionsOwner } from "./sessionsApi";
import "./sessions.css";

/** What the confirmation is about: one session, or every other one. */
type Ending = { session: SessionView } | { others: true } | null;

/**
 * The active sessions: one's own (Security tab) or, with `userId`, an employee's for their admin.
 * Each shows its device, place, sign-in and last activity; any session but this one can be ended,
 * or all others at once. An ended device is signed out at its next request, its sockets at once.
 */
export function SessionsSection({ userId }: SessionsOwner) {
  const { t } = useProfileTranslation();
  const owner: SessionsOwner = userId ? { userId } : {};
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKeys.of(owner), queryFn: () => sessionsApi.list(owner) });
  const [ending, setEnding] = useState<Ending>(null);
  const end = useMutation({
    mutationFn: async (what: NonNullable<Ending>) =>
      "others" in what ? (await sessionsApi.endOthers()).ended : (await sessionsApi.end(owner, what.session.id), 1),
    onSuccess: (count, what) => {
      void showToast("others" in what ? t("sessions.endedOthers", { count }) : t("sessions.ended"));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.of(owner) }),
  });

  const title = userId ? t("sessions.employeeTitle") : t("sessions.title");
  if (sessions.isPending || sessions.isError)
    return (
      <section className="sessions-section" aria-label={title}>
        <h3 className="sessions-title">{title}</h3>
        <QueryState query={sessions} errorTitle={t("sessions.loadError")} />
      </section>
    );

  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.current);
  return (
    <section className="sessions-section" aria-label={title}>
      <div className="sessions-head">
        <h3 className="sessions-title">{title}</h3>
        {!userId && others.length > 0 ? (
          <Button
            intent="danger"
            variant="outlined"
            text={t("sessions.endOthers")}
            onClick={() => setEnding({ others: true })}
          />
        ) : null}
      </div>
      {end.isError ? <FormAlert intent="danger">{errorText(t, end.error)}</FormAlert> : null}
      {list.length === 0 ? <p className="sessions-none">{t("sessions.none")}</p> : null}
      <ul className="sessions-list">
        {list.map((session) => (
          <SessionRow key={session.id} session={session} onEnd={() => setEnding({ session })} />
        ))}
      </ul>
      <ConfirmDialog
        open={ending !== null}
        text={ending && "others" in ending ? t("sessions.confirmEndOthers") : t("sessions.confirmEnd")}
        confirmText={t("sessions.end")}
        onConfirm={() => {
          if (ending) end.mutate(ending);
          setEnding(null);
        }}
        onClose={() => setEnding(null)}
      />
    </section>
  );
}

function SessionRow({ session, onEnd }: { session: SessionView; onEnd: () => void }) {
  const { t } = useProfileTranslation();
  const when = useDateTime();
  const device = useDeviceName(session);
  return (
    <li className="sessions-row" data-session={session.id}>
      <div className="sessions-what">
        <div className="sessions-device">
          <strong>{device}</strong>
          {session.current ? (
            <Tag intent="success" minimal>
              {t("sessions.thisDevice")}
            </Tag>
          ) : null}
        </div>
        <div className="sessions-place">{usePlaceName(session)}</div>
        <div className="sessions-times">
          <span>{t("sessions.created", { when: when(session.createdAt) })}</span>
          <span>{t("sessions.lastSeen", { when: when(session.lastSeenAt) })}</span>
        </div>
      </div>
      {session.current ? null : (
        <Button
          className="sessions-end"
          variant="outlined"
          text={t("sessions.end")}
          aria-label={t("sessions.endLabel", { device })}
          onClick={onEnd}
        />
      )}
    </li>
  );
}

function useDeviceName({ device }: SessionView): string {
  const { t } = useProfileTranslation();
  if (device.browser && device.os) return t("sessions.deviceOn", { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t("sessions.unknownDevice");
}

function usePlaceName({ place }: SessionView): string {
  const { t } = useProfileTranslation();
  switch (place.kind) {
    case "network":
      return place.name;
    case "private":
      return t("sessions.privateNetwork");
    case "address":
      return place.address;
    default:
      return t("sessions.unknownPlace");
  }
}
