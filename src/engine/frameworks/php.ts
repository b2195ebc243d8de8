import type { FrameworkKnowledge } from "../types";

export const php: FrameworkKnowledge = {
  name: "PHP",
  id: "php",
  aliases: [],
  globs: ["**/*.php"],
  platform: "server",
  toolchain: "php",
  rules: {
    en: [
      "Start every file with `declare(strict_types=1);` and type all parameters, return values and properties.",
      "Follow PSR-12 (or PER Coding Style) and PSR-4 autoloading through Composer, and commit `composer.lock`.",
      "Query with PDO prepared statements and bound parameters; never concatenate input into SQL.",
      "Escape output for its context (`htmlspecialchars($value, ENT_QUOTES, 'UTF-8')` for HTML) and hash passwords with `password_hash`.",
      "Use modern language features — constructor property promotion, enums, `readonly` properties, `match` — where the project's PHP version supports them.",
      "Throw and catch specific exceptions, and never suppress errors with `@`.",
    ],
    de: [
      "Beginne jede Datei mit `declare(strict_types=1);` und typisiere alle Parameter, Rückgabewerte und Properties.",
      "Folge PSR-12 (oder dem PER Coding Style) und PSR-4-Autoloading über Composer und committe die `composer.lock`.",
      "Frage Daten mit PDO-Prepared-Statements und gebundenen Parametern ab; hänge Eingaben nie per Verkettung an SQL an.",
      "Maskiere Ausgaben passend zum Kontext (`htmlspecialchars($value, ENT_QUOTES, 'UTF-8')` für HTML) und hashe Passwörter mit `password_hash`.",
      "Nutze moderne Sprachmittel – Constructor Property Promotion, Enums, `readonly`-Properties, `match` –, sofern die PHP-Version des Projekts sie unterstützt.",
      "Wirf und fange spezifische Exceptions und unterdrücke Fehler nie mit `@`.",
    ],
  },
  testing: {
    en: "PHP: test with PHPUnit or Pest and run static analysis with PHPStan or Psalm at a strict level.",
    de: "PHP: Teste mit PHPUnit oder Pest und lass die statische Analyse mit PHPStan oder Psalm auf strenger Stufe laufen.",
  },
};
