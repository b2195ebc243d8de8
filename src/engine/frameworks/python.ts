import type { FrameworkKnowledge } from "../types";

export const python: FrameworkKnowledge = {
  name: "Python",
  id: "python",
  aliases: ["py", "python3"],
  globs: ["**/*.py", "pyproject.toml"],
  platform: "language",
  toolchain: "python",
  rules: {
    en: [
      "Type-hint every function and run the type checker (mypy or pyright) in strict mode on new code.",
      "Manage dependencies in `pyproject.toml` with a lockfile; never `pip install` into the global interpreter.",
      "Use `pathlib`, f-strings, `dataclasses` or Pydantic models, and context managers for resources.",
      "Raise specific exceptions and never use a bare `except:`; log with `logging`, not `print`.",
    ],
    de: [
      "Versieh jede Funktion mit Type Hints und lass den Typprüfer (mypy oder pyright) für neuen Code im Strict-Modus laufen.",
      "Verwalte Abhängigkeiten in `pyproject.toml` mit Lockfile; installiere nie mit `pip install` in den globalen Interpreter.",
      "Nutze `pathlib`, f-Strings, `dataclasses` oder Pydantic-Modelle und Kontextmanager für Ressourcen.",
      "Wirf spezifische Exceptions und nutze nie ein nacktes `except:`; logge mit `logging`, nicht mit `print`.",
    ],
  },
  testing: {
    en: "Python: write tests with pytest (fixtures, `parametrize`), and fake time and network with `freezegun`/`respx` or dependency injection.",
    de: "Python: Schreibe Tests mit pytest (Fixtures, `parametrize`) und simuliere Zeit und Netzwerk mit `freezegun`/`respx` oder Dependency Injection.",
  },
};
