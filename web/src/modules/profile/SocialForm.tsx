import type { UserView } from "@intranet/contracts";
import { socialNetworks, type SocialNetwork } from "@intranet/contracts/users";
import { isExternalUrl } from "@intranet/contracts/validation";
import { useState } from "react";
import { FormProvider, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { FormAlert } from "../../forms/FormAlert";
import { TextField } from "../../forms/TextField";
import { errorText } from "../../i18n/errorText";
import { isApiError } from "../../api/errors";
import { profileApi } from "./api";
import { normaliseUrl } from "./socialLinks";
import { SocialIcon } from "./SocialIcon";
import { useStoreUser } from "./useStoreUser";
import { useProfileTranslation } from "./i18n";
import { showToast } from "../../ui/toast";
import { FormActions } from "./FormActions";

type SocialValues = Record<SocialNetwork, string>;

/** Longest address kept (contracts/validation optionalWebUrl). */
const urlMax = 500;

const placeholders: Record<SocialNetwork, string> = {
  linkedin: "https://www.linkedin.com/in/…",
  facebook: "https://www.facebook.com/…",
  vk: "https://vk.com/…",
  instagram: "https://www.instagram.com/…",
  x: "https://x.com/…",
  github: "https://github.com/…",
  website: "https://…",
};

/** Every field an address (with `https://` put in front when typed without), or empty. */
function socialResolver(invalid: string): Resolver<SocialValues> {
  return (values) => {
    const errors: FieldErrors<SocialValues> = {};
    for (const network of socialNetworks) {
      const url = normaliseUrl(values[network]);
      if (url && (url.length > urlMax || !isExternalUrl(url))) errors[network] = { type: "url", message: invalid };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * The social tab's form (PUT /api/user/{id} `socialLinks`): an address per network; an emptied
 * field drops its link. Every network is sent, so the saved links are exactly the form's.
 */
export function SocialForm({ user, onDone }: { user: UserView; onDone: () => void }) {
  const { t } = useProfileTranslation();
  const store = useStoreUser();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<SocialValues>({
    resolver: socialResolver(t("social.invalidUrl")),
    defaultValues: Object.fromEntries(
      socialNetworks.map((network) => [network, user.socialLinks?.[network] ?? ""]),
    ) as SocialValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const links = Object.fromEntries(socialNetworks.map((network) => [network, normaliseUrl(values[network])]));
    try {
      store(await profileApi.update(user._id, { socialLinks: links }));
      void showToast(t("saved"));
      onDone();
    } catch (error) {
      const field = isApiError(error)
        ? socialNetworks.find((network) => error.issues.some((issue) => issue.path === `socialLinks.${network}`))
        : undefined;
      if (field) form.setError(field, { type: "server", message: t("social.invalidUrl") });
      else setFailure(error);
    }
  });
  return (
    <FormProvider {...form}>
      <form className="cabinet-tab profile-form" onSubmit={submit} noValidate aria-label={t("social.label")}>
        {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
        <p className="profile-hint">{t("social.hint")}</p>
        <div className="cabinet-form-grid profile-social-fields">
          {socialNetworks.map((network, index) => (
            <TextField
              key={network}
              name={network}
              label={t(`social.networks.${network}`)}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={placeholders[network]}
              rightElement={<SocialIcon network={network} />}
              autoFocus={index === 0}
            />
          ))}
        </div>
        <FormActions saving={form.formState.isSubmitting} onCancel={onDone} />
      </form>
    </FormProvider>
  );
}
