import type { UserView } from "@intranet/contracts";
import { useEffect, useId, useLayoutEffect, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { MentionSuggestions } from "../mentions/MentionSuggestions";
import { useMentionSearch } from "../mentions/useMentionSearch";
import { usePersonName } from "../usePersonName";
import type { MentionTyping } from "./useMentionSuggestion";

interface MentionPopupProps {
  typing: MentionTyping;
  keys: RefObject<(event: KeyboardEvent) => boolean>;
}

/** The people matching the "@name" being typed, placed under the caret by tiptap's floating-ui mount. */
export function MentionPopup({ typing, keys }: MentionPopupProps) {
  const name = usePersonName();
  const listId = useId();
  const search = useMentionSearch(typing.query);
  const [active, setActive] = useState(0);
  const [host] = useState(() => {
    const element = document.createElement("div");
    element.className = "rich-mention-popup";
    return element;
  });
  const { mount } = typing;
  // Each update brings a new mount (the caret moved); placing it ourselves avoids a hidden flash.
  useLayoutEffect(
    () =>
      mount(host, {
        onPosition: ({ x, y, strategy }) =>
          Object.assign(host.style, { position: strategy, left: `${x}px`, top: `${y}px` }),
      }),
    [mount, host],
  );

  const pick = (person: UserView) => typing.command({ id: person._id, label: name(person) });
  const people = search.people;
  const current = Math.min(active, Math.max(people.length - 1, 0));

  useEffect(() => {
    keys.current = (event) => {
      if (!people.length) return false;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current + step + people.length) % people.length);
        return true;
      }
      if (event.key !== "Enter" && event.key !== "Tab") return false;
      pick(people[current]!);
      return true;
    };
    return () => {
      keys.current = () => false;
    };
  });

  return createPortal(
    <MentionSuggestions
      id={listId}
      tooShort={search.tooShort}
      loading={search.loading}
      people={people}
      active={current}
      onPick={pick}
    />,
    host,
  );
}
