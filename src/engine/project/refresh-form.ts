import type { FormRefresh } from "#contract/rules";
import type { WizardForm } from "#contract/wizard";
import { applyFacts } from "./apply-facts";

/**
 * A saved rule's configuration with the project as it is now (docs/product/api-and-cli.md
 * "`rulesmith generate`"): the facts replace the saved ones, what the refresh names replaces the
 * saved choice, and every other choice made in the wizard — behaviour, format, packs, notes,
 * typed commands for kinds the project lacks, skills, MCP servers — stays. The servers it names
 * join the saved ones; a saved server of the same name keeps its settings.
 */
export function refreshForm(saved: WizardForm, refresh: FormRefresh): WizardForm {
  const { aiModels: savedTools, mcpServers: savedServers = [], ...rest } = saved;
  const tools = refresh.aiModels ?? savedTools ?? [saved.aiModel];
  const chosen: WizardForm = {
    ...rest,
    aiModel: tools[0]!,
    ...(tools.length > 1 ? { aiModels: tools } : {}),
    ...(refresh.skills ? { skills: true } : {}),
    ...(refresh.projectDescription !== undefined
      ? { projectDescription: refresh.projectDescription }
      : {}),
    ...(refresh.frameworks ? { frameworks: refresh.frameworks } : {}),
  };
  const servers = refresh.removeMcpServers
    ? []
    : [
        ...savedServers,
        ...(refresh.mcpServers ?? []).filter(
          (server) => !savedServers.some((kept) => kept.name === server.name),
        ),
      ];
  const refreshed = applyFacts(chosen, refresh.facts);
  return servers.length > 0 ? { ...refreshed, mcpServers: servers } : refreshed;
}
