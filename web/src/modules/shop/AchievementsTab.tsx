import { Button, Card, FormGroup, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AchievementView } from "@intranet/contracts/shop";
import { shopLimits } from "@intranet/contracts/shop";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { shopApi, shopKeys } from "./api";
import { ShopPicture } from "./ShopPicture";
import { useShopTranslation } from "./i18n";

/** Achievements: everyone sees them; managers add and delete. */
export function AchievementsTab({ client, canManage }: { client: string; canManage: boolean }) {
  const { t } = useShopTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: shopKeys.achievements(client), queryFn: () => shopApi.achievements(client) });
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [removing, setRemoving] = useState<AchievementView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shopKeys.achievements(client) });
  const add = useMutation({
    mutationFn: () => shopApi.createAchievement(client, { name, description }),
    onSuccess: () => {
      setName("");
      setDescription("");
      setProblem(null);
    },
    onError: (error) => setProblem(errorText(t, error)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => shopApi.removeAchievement(id),
    onError: (error) => setProblem(errorText(t, error)),
    onSettled: refresh,
  });

  if (list.isPending) return <Spinner className="shop-spinner" />;
  if (list.isError) return <NonIdealState icon="error" title={errorText(t, list.error)} />;
  return (
    <div className="shop-achievements">
      {problem ? <FormAlert intent="danger">{problem}</FormAlert> : null}
      {canManage ? (
        <form
          className="shop-achievement-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) add.mutate();
          }}
        >
          <FormGroup label={t("achievements.name")} labelFor="shop-achievement-name">
            <InputGroup
              id="shop-achievement-name"
              value={name}
              maxLength={shopLimits.nameMax}
              onValueChange={setName}
            />
          </FormGroup>
          <FormGroup label={t("achievements.description")} labelFor="shop-achievement-description">
            <InputGroup
              id="shop-achievement-description"
              value={description}
              maxLength={shopLimits.descriptionMax}
              onValueChange={setDescription}
            />
          </FormGroup>
          <Button type="submit" intent="primary" icon="plus" disabled={!name.trim()} loading={add.isPending}>
            {t("achievements.add")}
          </Button>
        </form>
      ) : null}
      {list.data.items.length === 0 ? (
        <NonIdealState icon="badge" title={t("achievements.empty")} />
      ) : (
        <div className="shop-grid">
          {list.data.items.map((entry) => (
            <Card key={entry._id} className="shop-achievement" elevation={1}>
              <ShopPicture pic={entry.pic} alt={entry.name} icon="badge" />
              <div className="shop-item-body">
                <h3 className="shop-item-name">{entry.name}</h3>
                {entry.description ? <p className="shop-item-description">{entry.description}</p> : null}
                {canManage ? (
                  <Button small minimal intent="danger" icon="trash" onClick={() => setRemoving(entry)}>
                    {t("achievements.remove")}
                  </Button>
                ) : null}
              </div>
            </Card>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        text={removing ? t("achievements.removeConfirm", { name: removing.name }) : ""}
        confirmText={t("achievements.remove")}
        onConfirm={() => {
          if (removing) remove.mutate(removing._id);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
