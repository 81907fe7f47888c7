import { useChatTranslation, usePlural } from "../i18n";
import type { PeopleLookup } from "../usePeopleLookup";
import { useTypingPeople } from "./useTypingPeople";

/** "Anna is typing…", "Anna and Ivan are typing…", "3 people are typing…" under the conversation. */
export function TypingLine({ roomId, me, people }: { roomId: string; me: string; people: PeopleLookup }) {
  const { t } = useChatTranslation();
  const plural = usePlural();
  const typing = useTypingPeople(roomId, me);
  const [first, second] = typing.map(people.firstNameOf);
  const text =
    typing.length === 0
      ? ""
      : typing.length === 1
        ? t("typing.one", { name: first })
        : typing.length === 2
          ? t("typing.two", { first, second })
          : t(`typing.several_${plural(typing.length)}`, { count: typing.length });
  return (
    <div className="chat-typing" aria-live="polite">
      {text}
    </div>
  );
}
