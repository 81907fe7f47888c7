import { AppError } from "../platform";

/**
 * POST /api/outlook/login: sign-in with an external identity provider (Microsoft). No provider is
 * configured in this deployment, so the route exists and says so (501) rather than pretending.
 */
export async function loginWithIdentityProvider(_code: string): Promise<never> {
  throw new AppError("login.identity_provider_not_configured");
}
