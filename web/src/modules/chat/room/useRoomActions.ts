import type { ChatRoomView } from "@intranet/contracts/chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../../ui/toast";
import { chatApi, chatKeys } from "../api";
import { useChatTranslation } from "../i18n";
import { removeRoom } from "../live/roomList";
import { rememberSummary, updateRooms } from "../live/roomsCache";
import { chatPath } from "../paths";

/** What can be done to a room from its drawer; each answer updates the room and the list. */
export function useRoomActions(room: ChatRoomView, clientId: string, me: string) {
  const { t } = useChatTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saved = (view: ChatRoomView) => {
    queryClient.setQueryData(chatKeys.room(room.id), view);
    rememberSummary(queryClient, clientId, view);
  };
  const gone = (text: string) => {
    updateRooms(queryClient, clientId, (list) => removeRoom(list, room.id));
    queryClient.removeQueries({ queryKey: chatKeys.room(room.id) });
    void showToast(text);
    void navigate(chatPath(), { replace: true });
  };
  const rename = useMutation({ mutationFn: (name: string) => chatApi.rename(room.id, name), onSuccess: saved });
  const add = useMutation({ mutationFn: (ids: string[]) => chatApi.addMembers(room.id, ids), onSuccess: saved });
  const setRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: "admin" | "member" }) =>
      chatApi.setRole(room.id, userId, role),
    onSuccess: saved,
  });
  const removeMember = useMutation({
    mutationFn: (userId: string) => chatApi.removeMember(room.id, userId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.room(room.id) }),
  });
  const mute = useMutation({
    mutationFn: (muted: boolean) => chatApi.mute(room.id, muted),
    onSuccess: (summary) => {
      queryClient.setQueryData<ChatRoomView>(chatKeys.room(room.id), (view) =>
        view ? { ...view, muted: summary.muted } : view,
      );
      rememberSummary(queryClient, clientId, summary);
    },
  });
  const leave = useMutation({
    mutationFn: () => chatApi.removeMember(room.id, me),
    onSuccess: () => gone(t("members.left")),
  });
  const remove = useMutation({
    mutationFn: () => chatApi.remove(room.id),
    onSuccess: () => gone(t("members.deleted")),
  });
  return { rename, add, setRole, removeMember, mute, leave, remove };
}
