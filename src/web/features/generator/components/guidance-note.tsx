import { useTranslation } from "react-i18next";
import type { GenerateResponse } from "#contract/generator";

type Guidance = NonNullable<GenerateResponse["guidance"]>[number];

/** Skills stay in their folder; a block is carried as written, or pointed to when too long. */
function message(entry: Guidance) {
  if (entry.kind === "flutter-skills") return "result.guidance.skills";
  return entry.carried ? "result.guidance.carried" : "result.guidance.pointed";
}

/**
 * The frameworks' own live guidance a result keeps (docs/product/mcp-servers.md "Live guidance"):
 * kept as written or left in its file (Flutter's skills: in their folder), the frameworks it
 * stands in for, and what that saved.
 */
export function GuidanceNote({
  guidance,
  unit,
}: {
  guidance: readonly Guidance[];
  unit: GenerateResponse["limit"]["unit"];
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (
    <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
      {guidance.map((entry) => (
        <li key={entry.kind}>
          {t(message(entry), {
            name: t(`result.guidance.names.${entry.kind}`),
            path: entry.path,
          })}{" "}
          {entry.frameworks.length > 0 &&
            entry.saved > 0 &&
            t(
              entry.kind === "flutter-skills"
                ? "result.guidance.savedPart"
                : "result.guidance.saved",
              {
                frameworks: list.format(entry.frameworks),
                saved: number.format(entry.saved),
                unit: t(`result.units.${unit}`),
              },
            )}
        </li>
      ))}
    </ul>
  );
}
