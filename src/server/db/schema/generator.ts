import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { RuleVersionKind } from "#contract/rules";
import type { RuleFile, RuleLimit } from "#contract/generator";
import type { WizardForm } from "#contract/wizard";
import { user } from "./auth";

/** Models the wizard offers (docs/product/generator.md); only active ones are listed. */
export const aiModels = pgTable("ai_models", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

/** A saved wizard configuration (docs/product/rules.md). */
export const userConfigurations = pgTable(
  "user_configurations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    aiModel: text("ai_model").notNull(),
    applicationType: text("application_type").notNull(),
    frameworks: text("frameworks").array().notNull(),
    behaviorPreference: text("behavior_preference").notNull(),
    outputFormat: text("output_format").notNull(),
    additionalNotes: text("additional_notes"),
    /** The whole wizard form it was saved from (description, prompt type, versions), for
     * regenerating; null for rules saved before it was kept (decision 052). */
    wizardForm: jsonb("wizard_form").$type<WizardForm>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_configurations_user_created_idx").on(table.userId, table.createdAt)],
);

/** The rule generated for a configuration; one per configuration. */
export const generatedRules = pgTable("generated_rules", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  format: text("format").notNull().default("markdown"),
  /** The result's files at their native paths (core, scoped, JSON); null for rules saved before. */
  files: jsonb("files").$type<RuleFile[]>(),
  /** The target tool's limit when it was saved (decision 039); null for rules saved before. */
  limit: jsonb("limit").$type<RuleLimit>(),
  configurationId: uuid("configuration_id")
    .notNull()
    .unique()
    .references(() => userConfigurations.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every content a saved rule has had (docs/product/api-and-cli.md): saved, edited, regenerated or
 * copied; numbered from 1 per rule; the newest `limits.ruleVersionsKept` are kept.
 */
export const ruleVersions = pgTable(
  "rule_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    configurationId: uuid("configuration_id")
      .notNull()
      .references(() => userConfigurations.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    kind: text("kind").notNull().$type<RuleVersionKind>(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    files: jsonb("files").$type<RuleFile[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("rule_versions_configuration_version").on(table.configurationId, table.version),
  ],
);
