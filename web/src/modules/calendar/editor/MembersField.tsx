import type { Audience } from "@intranet/contracts/audiences";
import { RecipientsField } from "../../../shared/RecipientsField";
import { useCalendarTranslation } from "../i18n";

interface MembersFieldProps {
  clientId: string;
  forAll: boolean;
  recipients: Audience[];
  error?: string;
  onChange: (change: { forAll: boolean; recipients: Audience[] }) => void;
}

/** Who is invited: everyone, or departments, cities, positions and people (the shared audience picker). */
export function MembersField(props: MembersFieldProps) {
  const { t } = useCalendarTranslation();
  return (
    <RecipientsField
      {...props}
      labels={{
        field: t("editor.members"),
        forAll: t("editor.forAll"),
        kind: t("editor.membersBy"),
        none: t("editor.noMembers"),
      }}
    />
  );
}
