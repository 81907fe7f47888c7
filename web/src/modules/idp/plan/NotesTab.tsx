import { Button, FormGroup, NonIdealState, TextArea } from "@blueprintjs/core";
import { idpLimits, type IdpView } from "@intranet/contracts/idp";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { useDateTime } from "../../../shared/useDateTime";
import { usePeople } from "../../../shared/usePeople";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { Avatar } from "../../../ui/Avatar";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { idpApi, idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";

/** The plan's notes, newest first: everyone on the plan writes them; an author (or an admin) deletes theirs. */
export function NotesTab({ plan, client }: { plan: IdpView; client: string }) {
  const { t } = useIdpTranslation();
  const queryClient = useQueryClient();
  const nameOf = usePeopleNames(client);
  const { byId } = usePeople(client);
  const when = useDateTime();
  const [text, setText] = useState("");
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const pages = useInfiniteQuery({
    queryKey: idpKeys.notes(plan._id),
    queryFn: ({ pageParam }) => idpApi.notes(plan._id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: idpKeys.notes(plan._id) });
    void queryClient.invalidateQueries({ queryKey: idpKeys.journal(plan._id) });
  };
  const fail = (error: unknown) => void showToast(`${t("failed")}: ${errorText(t, error)}`, "danger");
  const add = async () => {
    if (!text.trim()) return;
    setSaving(true);
    try {
      await idpApi.addNote(plan._id, text.trim());
      setText("");
      refresh();
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (noteId: string) => {
    setRemoving(null);
    try {
      await idpApi.deleteNote(plan._id, noteId);
      refresh();
      void showToast(t("notes.removed"));
    } catch (error) {
      fail(error);
    }
  };
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="idp-notes">
      {plan.can.note ? (
        <form
          className="idp-note-form"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <FormGroup label={t("notes.label")} labelFor="idp-note-text">
            <TextArea
              id="idp-note-text"
              fill
              rows={3}
              value={text}
              maxLength={idpLimits.noteMax}
              placeholder={t("notes.placeholder")}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </FormGroup>
          <Button type="submit" intent="primary" loading={saving} disabled={!text.trim()} text={t("notes.add")} />
        </form>
      ) : null}
      {pages.isPending || pages.isError ? (
        <QueryState query={pages} errorTitle={t("loadFailed")} />
      ) : items.length ? (
        <>
          <ul className="idp-note-list" aria-label={t("plan.tabs.notes")}>
            {items.map((note) => {
              const author = byId.get(note.authorId);
              return (
                <li key={note._id} className="idp-note">
                  <div className="idp-note-head">
                    {author ? <Avatar user={author} size={24} /> : null}
                    <strong>{nameOf(note.authorId)}</strong>
                    <span className="idp-muted">{when(note.createdAt)}</span>
                    {note.mine ? (
                      <Button
                        minimal
                        small
                        icon="trash"
                        aria-label={t("notes.remove")}
                        onClick={() => setRemoving(note._id)}
                      />
                    ) : null}
                  </div>
                  <p className="idp-note-text">{note.text}</p>
                </li>
              );
            })}
          </ul>
          <QueryMore query={pages} count={items.length} className="idp-more" />
        </>
      ) : (
        <NonIdealState icon="edit" title={t("empty.notes")} description={t("empty.notesText")} />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        text={t("notes.removeConfirm")}
        confirmText={t("notes.remove")}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
