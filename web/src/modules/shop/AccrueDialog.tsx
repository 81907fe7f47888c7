import {
  Button,
  Checkbox,
  Classes,
  Dialog,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  TextArea,
} from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UserView } from "@intranet/contracts";
import { shopLimits } from "@intranet/contracts/shop";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { shopApi, shopKeys } from "./api";
import { useShopTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";

interface AccrueDialogProps {
  client: string;
  /** The manager accruing: never offered (another manager accrues to them; the API refuses it too). */
  me: string;
  people: UserView[];
  /** Preselected person (the row's "accrue"). */
  personId?: string;
  onClose: (done?: string) => void;
}

/** Accrue coins and/or an achievement to a person, with a comment, optionally published on the wall. */
export function AccrueDialog({ client, me, people, personId, onClose }: AccrueDialogProps) {
  const { t } = useShopTranslation();
  const name = usePersonName();
  const queryClient = useQueryClient();
  const achievements = useQuery({
    queryKey: shopKeys.achievements(client),
    queryFn: () => shopApi.achievements(client),
  });
  const [user, setUser] = useState(personId ?? "");
  const [filter, setFilter] = useState("");
  const [amount, setAmount] = useState(0);
  const [achievement, setAchievement] = useState("");
  const [comment, setComment] = useState("");
  const [publish, setPublish] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const accrue = useMutation({
    mutationFn: () =>
      shopApi.accrue({
        user,
        amount: amount > 0 ? amount : undefined,
        achievement: achievement || undefined,
        comment,
        publish,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      const chosen = people.find((person) => person._id === user);
      onClose(chosen ? name(chosen) : "");
    },
    onError: (error) => setProblem(errorText(t, error)),
  });
  const shown = people.filter(
    (person) => person._id !== me && name(person).toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const submit = () => {
    if (!amount && !achievement) return setProblem(t("accrue.needSomething"));
    setProblem(null);
    accrue.mutate();
  };
  return (
    <Dialog isOpen title={t("accrue.title")} onClose={() => onClose()} className="shop-dialog">
      <div className={Classes.DIALOG_BODY}>
        {problem ? <FormAlert intent="danger">{problem}</FormAlert> : null}
        <FormGroup label={t("accrue.person")} labelFor="shop-accrue-person" helperText={t("accrue.notYourself")}>
          {personId ? null : (
            <InputGroup leftIcon="search" value={filter} onValueChange={setFilter} aria-label={t("accrue.person")} />
          )}
          <HTMLSelect id="shop-accrue-person" fill value={user} onChange={(event) => setUser(event.target.value)}>
            <option value="">{t("accrue.choosePerson")}</option>
            {shown.map((person) => (
              <option key={person._id} value={person._id}>
                {name(person)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t("accrue.amount")} labelFor="shop-accrue-amount">
          <NumericInput
            id="shop-accrue-amount"
            min={0}
            max={shopLimits.maxAccrual}
            value={amount}
            onValueChange={(value) => setAmount(Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0)}
            fill
          />
        </FormGroup>
        <FormGroup label={t("accrue.achievement")} labelFor="shop-accrue-achievement">
          <HTMLSelect
            id="shop-accrue-achievement"
            fill
            value={achievement}
            onChange={(event) => setAchievement(event.target.value)}
          >
            <option value="">{t("accrue.noAchievement")}</option>
            {(achievements.data?.items ?? []).map((entry) => (
              <option key={entry._id} value={entry._id}>
                {entry.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t("accrue.comment")} labelFor="shop-accrue-comment">
          <TextArea
            id="shop-accrue-comment"
            fill
            maxLength={shopLimits.commentMax}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormGroup>
        <Checkbox checked={publish} label={t("accrue.publish")} onChange={() => setPublish(!publish)} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={() => onClose()}>{t("ui:common.cancel")}</Button>
          <Button intent="primary" disabled={!user} loading={accrue.isPending} onClick={submit}>
            {t("accrue.submit")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
