import { Button } from "@blueprintjs/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { pollsApi, pollsKeys } from "../api";
import { usePollsTranslation } from "../i18n";

/** A text question's answers, without names, a page at a time (GET poll/{id}/texts/{question}), on demand. */
export function TextAnswers({ pollId, questionId }: { pollId: string; questionId: string }) {
  const { t } = usePollsTranslation();
  const [open, setOpen] = useState(false);
  if (!open) return <Button variant="minimal" icon="comment" text={t("results.texts")} onClick={() => setOpen(true)} />;
  return <TextList pollId={pollId} questionId={questionId} />;
}

function TextList({ pollId, questionId }: { pollId: string; questionId: string }) {
  const { t } = usePollsTranslation();
  const list = useInfiniteQuery({
    queryKey: pollsKeys.texts(pollId, questionId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => pollsApi.texts(pollId, questionId, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  if (!list.data) return <QueryState query={list} errorTitle={t("loadFailed")} />;
  const texts = list.data.pages.flatMap((page) => page.items);
  if (!texts.length) return <p className="polls-muted">{t("results.noTexts")}</p>;
  return (
    <>
      <ul className="polls-texts">
        {texts.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
      <QueryMore className="polls-more" query={list} count={texts.length} />
    </>
  );
}
