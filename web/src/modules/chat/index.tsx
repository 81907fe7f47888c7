import { NonIdealState } from "@blueprintjs/core";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { ChatPage } from "./ChatPage";
import { useChatTranslation } from "./i18n";
import "./chat.css";

/** Chats (product-spec §2): /chat (the rooms) and /chat/{_id} (a room). */
export default function ChatModule(_props: ModulePageProps) {
  const { t } = useChatTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <ChatPage me={me} client={client} />;
}
