import type { GenerationContext, Section } from "../types";
import { buildApplicationSection } from "./application";
import { buildBehaviorSection } from "./behavior";
import { buildFirstReplySection } from "./first-reply";
import { buildFrameworkSections } from "./frameworks";
import { buildNotesSection } from "./notes";
import { buildProjectSection } from "./project";
import { buildRoleSection } from "./role";
import { buildSecuritySection } from "./security";
import { buildStyleSection } from "./style";
import { buildTargetSection } from "./target";
import { buildTestingSection } from "./testing";
import { buildUncertaintySection } from "./uncertainty";

/** All sections, in reading order, before any trimming. */
export function buildSections(ctx: GenerationContext): Section[] {
  return [
    buildRoleSection(ctx),
    buildProjectSection(ctx),
    buildBehaviorSection(ctx),
    ...buildFrameworkSections(ctx),
    buildApplicationSection(ctx),
    buildTestingSection(ctx),
    buildSecuritySection(ctx),
    buildStyleSection(ctx),
    buildUncertaintySection(ctx),
    buildTargetSection(ctx),
    buildNotesSection(ctx),
    buildFirstReplySection(ctx),
  ].filter((section): section is Section => section !== null);
}
