import {
  isAdminOrAbove,
  registerBodySchema,
  type Actor,
  type FeatureRight,
  type RegisterBody,
  type RegisterManyResult,
  type Role,
  type UserView,
} from "@intranet/contracts";
import { loadClient } from "../clients";
import { mapLimited, AppError, isAppError, requireTenant } from "../platform";
import { createUser, toUserView, mailPasswordLink, requireKnownDepartment } from "../users";

/** What every registration in one request shares: the tenant and its rights for new employees. */
interface Registrar {
  actor: Actor;
  tenantId: string;
  defaultRights: FeatureRight[];
}

async function registrar(actor: Actor): Promise<Registrar> {
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const tenantId = requireTenant(actor);
  const client = await loadClient(tenantId);
  return { actor, tenantId, defaultRights: (client.defaultRights ?? []) as FeatureRight[] };
}

/** Everyone is an employee; "admin" is added on top (the route is admin-only, so only admins give it). */
function rolesOf(requested: RegisterBody["roles"]): Role[] {
  return requested?.includes("admin") ? ["admin", "employee"] : ["employee"];
}

/** Optional profile fields without the blanks a form sends for untouched inputs. */
function profileOf<Fields extends object>(fields: Fields): Partial<Fields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ""),
  ) as Partial<Fields>;
}

async function register(registrar: Registrar, body: RegisterBody): Promise<UserView> {
  const { firstName, lastName, email, login, password, roles, ...profile } = body;
  // A department is one of the structure's (picked, not typed apart from it): users' one rule.
  if (profile.department) await requireKnownDepartment(registrar.tenantId, profile.department);
  const { user, passwordWasSet } = await createUser(
    {
      clientId: registrar.tenantId,
      firstName,
      lastName,
      email,
      login,
      password,
      roles: rolesOf(roles),
      rights: registrar.defaultRights,
      profile: profileOf(profile),
    },
    registrar.actor,
  );
  if (!passwordWasSet) {
    // The account exists whatever happens to the mail; the person can still use "forgot password".
    await mailPasswordLink(user, "invite").catch((error: unknown) =>
      console.error(
        JSON.stringify({ level: "error", msg: "invitation mail failed", userId: user.userId, error: String(error) }),
      ),
    );
  }
  return toUserView(user);
}

/**
 * POST /api/register: an admin creates an employee in the tenant they act in. Without a password
 * an invitation link is mailed. Uniqueness of email and login is enforced by createUser's
 * transaction (409 `employees.email_exists` / `employees.login_taken`).
 */
export async function registerEmployee(actor: Actor, body: RegisterBody): Promise<UserView> {
  return register(await registrar(actor), body);
}

/** Rows created at once: scrypt runs on libuv's pool (4 threads), so more would only queue. */
const ROW_CONCURRENCY = 4;

type Failure = RegisterManyResult["failed"][number];

const failure = (row: number, error: AppError): Failure => ({
  row,
  code: error.code,
  message: error.message,
  ...(error.details === undefined ? {} : { details: error.details }),
});

/**
 * POST /api/register_many: every row is validated and created on its own (each atomically, so a
 * row is never half-created), and every failure is reported with its index. A repeated email or
 * login inside the batch fails on the later row, deterministically, before anything is written.
 */
export async function registerMany(actor: Actor, rows: unknown[]): Promise<RegisterManyResult> {
  const context = await registrar(actor);
  const created: RegisterManyResult["created"] = [];
  const failed: Failure[] = [];
  const valid: Array<{ row: number; body: RegisterBody }> = [];
  const emails = new Set<string>();
  const logins = new Set<string>();

  for (const [row, raw] of rows.entries()) {
    const parsed = registerBodySchema.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join("."),
        message: issue.message,
        code: issue.code,
      }));
      failed.push(failure(row, new AppError("common.validation", {}, { issues })));
      continue;
    }
    const email = parsed.data.email.toLowerCase();
    const login = (parsed.data.login ?? email).toLowerCase();
    const repeated = emails.has(email) ? "employees.email_exists" : logins.has(login) ? "employees.login_taken" : null;
    if (repeated) {
      failed.push(failure(row, new AppError(repeated)));
      continue;
    }
    emails.add(email);
    logins.add(login);
    valid.push({ row, body: parsed.data });
  }

  await mapLimited(valid, ROW_CONCURRENCY, async ({ row, body }) => {
    try {
      created.push({ row, user: await register(context, body) });
    } catch (error) {
      if (!isAppError(error)) {
        console.error(JSON.stringify({ level: "error", msg: "register_many row failed", row, error: String(error) }));
      }
      failed.push(failure(row, isAppError(error) ? error : new AppError("common.server_error")));
    }
  });

  const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;
  return { created: created.sort(byRow), failed: failed.sort(byRow) };
}
