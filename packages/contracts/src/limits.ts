/** Business constants and limits (product-spec §9, rules-calls-errors-spec §9). */
export const MB = 1024 * 1024;

export const limits = {
  inactivityTimeoutMs: 10 * 60 * 1000,
  feedPageSize: 20,
  uploadMaxBytes: 250 * MB,
  postAttachmentMaxBytes: 20 * MB,
  uploadProgressHideMs: 1500,
  passwordMinLength: 6,
  shortNameMaxLength: 20,
  groupNameMax: 50,
  groupDescriptionMax: 250,
  eventNameMin: 6,
  eventNameMax: 100,
  taxIdDigits: 10,
  pollMaxAnswers: 15,
  serviceMaxSteps: 5,
  serviceMaxFields: 10,
  serviceMaxPerformersPerStep: 5,
  serviceStringFieldMax: 49,
  thanksMinLength: 31,
  mentionSearchMinChars: 2,
  moodMin: 1,
  moodMax: 10,
  eventWarningMs: 10 * 60 * 1000,
  /** Known-device markers one sign-in may present (a shared browser remembers a few accounts). */
  knownDevicesMax: 5,
  /** JSON request bodies; API Gateway itself stops at 10 MB. */
  defaultBodyMaxBytes: 1 * MB,
} as const;

export const breakpoints = { phone: 481, mobile: 769, tablet: 1025, mac: 1281 } as const;

export const realtimeClient = { reconnectDelayMs: 1000, timeoutMs: 1_200_000 } as const;
