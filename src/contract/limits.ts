/**
 * Every limit the server enforces and the browser shows, in one place. Zod-free, so the
 * smallest browser chunks can import it. The web's texts can name each as `{{key}}`.
 */
export const limits = {
  descriptionMax: 5000,
  notesMax: 2000,
  aiModelMax: 100,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  displayNameMax: 100,
  /** A URL a request carries (a redirect after sign-up or reset, a profile image). */
  urlMax: 2048,
  ruleNameMax: 120,
  ruleTitleMax: 300,
  ruleContentMax: 200_000,
  /** Files of one saved rule (a core file, one per framework, a JSON file). */
  ruleFilesMax: 40,
  rulePathMax: 300,
  rulesPageSize: 20,
  rulesPageMax: 100,
  transactionsPageSize: 20,
  transactionsPageMax: 100,
  recentResults: 5,
  productNameMin: 2,
  productNameMax: 120,
  productDescriptionMax: 500,
  /** Admin billing: a price in minor units, its recurrence (decision 094: bounds live here once). */
  priceAmountMax: 99_999_999,
  priceIntervalCountMax: 365,
  priceTrialDaysMax: 730,
  /** A discount's name (the payment provider Stripe allows no more), months, redemptions. */
  discountNameMin: 2,
  discountNameMax: 40,
  discountMonthsMax: 120,
  discountPercentMax: 100,
  discountRedemptionsMax: 1_000_000,
  adminUserSearchMax: 200,
  adminUsersPageSize: 50,
  /** Tokens an admin adds to an account at once (docs/product/admin.md). */
  adminTokenGrantMin: 1,
  adminTokenGrantDefault: 10,
  adminTokenGrantMax: 100_000,
  adminListMax: 1000,
  auditPageSize: 50,
  /** One page of the admin's customers and withdrawal declarations. */
  adminPageSize: 50,
  /** Importing a project (docs/product/project-import.md): paths walked, bytes read per file. */
  projectFilesWalkedMax: 5000,
  projectFileBytesMax: 2 * 1024 * 1024,
  /** Files a GitHub import reads, and their bytes together. */
  githubFilesMax: 150,
  githubBytesMax: 8 * 1024 * 1024,
  repositoryUrlMax: 300,
  /** Bounds of the facts a form carries. */
  projectFactsMax: 100,
  projectPackagesMax: 100,
  /** Folders of a project the facts list (two levels deep). */
  projectFoldersMax: 400,
  projectNameMax: 120,
  projectVersionMax: 40,
  commandMax: 300,
  /** A project's own rule files: files, rules per file, characters per rule and in all. */
  ruleFilesReadMax: 20,
  /** An audit report a GitHub import carries: findings, and characters per text or value. */
  auditFindingsMax: 300,
  auditTextMax: 4_000,
  /** What a tool loads a rule file for: globs per file, characters per glob and per description. */
  ruleLoadPathsMax: 20,
  ruleLoadPathMax: 300,
  ruleLoadDescriptionMax: 200,
  keptRulesMax: 60,
  keptRuleMax: 2_000,
  keptRulesCharsMax: 40_000,
  /** A framework's live guidance block carried as written; a longer one is pointed to instead. */
  liveGuidanceBlockMax: 40_000,
  /** API keys (docs/product/api-and-cli.md): a key's name, keys per account. */
  apiKeyNameMax: 60,
  apiKeysPerUserMax: 10,
  /** Requests per minute one key may make on the public API. */
  apiKeyRequestsPerMinute: 120,
  /**
   * Saved rules (docs/product/rules.md "Limits"): rules per account, versions kept per rule (older
   * ones drop off as new ones come, so this is no refusal), and what an account's saved rules may
   * store in all, in megabytes of 1,000,000 bytes (every text once, forms, file lists; decision 123).
   */
  savedRulesMax: 1000,
  ruleVersionsKept: 50,
  ruleStorageMb: 10,
  /** MCP servers of one rule (docs/product/mcp-servers.md): servers, a command or argument, args, variables. */
  mcpServersMax: 12,
  mcpCommandMax: 300,
  mcpArgsMax: 20,
  mcpEnvMax: 10,
  /** How deeply a request's JSON may nest (a wizard form with imported facts needs about 8). */
  jsonDepthMax: 32,
} as const;

export const LOW_TOKEN_THRESHOLD = 3;
export const GENERATION_COST = 1;
