import type { TwoFactorProof } from "@intranet/contracts/auth";
import { callRoute } from "../../api/client";

/**
 * Two-factor calls (contracts/auth/routes.ts). Loaded with the code step or the Security tab only;
 * the forms show their errors (no_show).
 */
const routes = () => import("@intranet/contracts/auth/routes").then((module) => module.authRoutes);

export const twoFactorApi = {
  signIn: async (challenge: string, code: string) =>
    callRoute((await routes()).loginTwoFactor, { body: { challenge, code } }, { public: true, no_show: true }),
  setupAtSignIn: async (challenge: string) =>
    callRoute((await routes()).loginTwoFactorSetup, { body: { challenge } }, { public: true, no_show: true }),
  status: async () => callRoute((await routes()).twoFactorStatus),
  setup: async () => callRoute((await routes()).twoFactorSetup, {}, { no_show: true }),
  confirm: async (code: string) => callRoute((await routes()).twoFactorConfirm, { body: { code } }, { no_show: true }),
  disable: async (proof: TwoFactorProof) =>
    callRoute((await routes()).twoFactorDisable, { body: proof }, { no_show: true }),
  recoveryCodes: async (proof: TwoFactorProof) =>
    callRoute((await routes()).twoFactorRecoveryCodes, { body: proof }, { no_show: true }),
};
