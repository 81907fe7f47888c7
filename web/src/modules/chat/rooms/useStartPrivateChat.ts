import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { chatApi } from "../api";
import { chatPath } from "../paths";

/** Finds or creates the private chat with a person (POST /api/chat/room) and opens it. */
export function useStartPrivateChat() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (userId: string) => chatApi.create({ kind: "private", userId }),
    onSuccess: (room) => void navigate(chatPath(room.id)),
  });
  return { start: (userId: string) => mutation.mutate(userId), busy: mutation.isPending };
}
