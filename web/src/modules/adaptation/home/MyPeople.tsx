import { supportRoles } from "@intranet/contracts/adaptation";
import { QueryMore } from "../../../ui/QueryMore";
import { useAdaptTranslation } from "../i18n";
import { PersonRow } from "./PersonRow";
import { itemsOf, type RolePages } from "./usePeoplePages";
import type { SupportRole } from "@intranet/contracts/adaptation";

/** "My people": the newcomers the caller follows, a list per role they hold (mentor, chief, HR). */
export function MyPeople({ client, pages }: { client: string; pages: Record<SupportRole, RolePages> }) {
  const { t } = useAdaptTranslation();
  return (
    <div className="adapt-people-tab">
      {supportRoles.map((role) => {
        const items = itemsOf(pages[role]);
        if (!items.length) return null;
        const headingId = `adapt-as-${role}`;
        return (
          <section key={role} className="adapt-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="adapt-section-title">
              {t(`asRole.${role}`)}
            </h2>
            <ul className="adapt-person-list" aria-labelledby={headingId}>
              {items.map((item) => (
                <PersonRow key={item._id} client={client} item={item} />
              ))}
            </ul>
            <QueryMore query={pages[role]} count={items.length} className="adapt-more" />
          </section>
        );
      })}
    </div>
  );
}
