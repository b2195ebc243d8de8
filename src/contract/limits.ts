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
  productNameMax: 120,
  productDescriptionMax: 500,
  adminUsersPageSize: 50,
  adminTokenGrantDefault: 10,
  adminTokenGrantMax: 100_000,
  adminListMax: 1000,
  auditPageSize: 50,
} as const;

export const LOW_TOKEN_THRESHOLD = 3;
export const GENERATION_COST = 1;
