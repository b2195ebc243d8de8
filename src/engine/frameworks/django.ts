import type { FrameworkKnowledge } from "../types";

// Checked against docs.djangoproject.com/en/6.0/releases/{5.0,6.0}, .../topics/tasks,
// .../ref/csp and .../topics/cache (per-view, fragment and low-level caching); the `since: 0`
// rules hold for every version.
export const django: FrameworkKnowledge = {
  name: "Django",
  id: "django",
  aliases: ["djangorestframework", "drf"],
  globs: ["**/*.py", "**/templates/**"],
  platform: "server",
  toolchain: "python",
  commands: { dev: "{x:python manage.py runserver}" },
  layout: {
    en: "one Django app per domain with `models.py`, `views.py`, `urls.py`, `migrations/`; settings in the project package",
    de: "eine Django-App pro Domäne mit `models.py`, `views.py`, `urls.py`, `migrations/`; Settings im Projektpaket",
  },
  versionRules: [
    {
      since: 0,
      rules: {
        en: [
          "Start every project with a custom user model (`AUTH_USER_MODEL`) and reference it via `get_user_model()`, never `auth.User` directly.",
          "In DRF, set `permission_classes` on every view (deny by default in settings) and scope querysets to the requesting user in `get_queryset`.",
          "Trigger side effects such as e-mails and tasks with `transaction.on_commit`, so they never run for a rolled-back write.",
        ],
        de: [
          "Beginne jedes Projekt mit einem eigenen User-Modell (`AUTH_USER_MODEL`) und verweise über `get_user_model()` darauf, nie direkt auf `auth.User`.",
          "Setze in DRF auf jeder View `permission_classes` (in den Settings standardmäßig verweigern) und schränke Querysets in `get_queryset` auf den anfragenden Nutzer ein.",
          "Löse Seiteneffekte wie E-Mails und Tasks mit `transaction.on_commit` aus, damit sie bei einem zurückgerollten Schreibvorgang nie laufen.",
        ],
      },
    },
    {
      since: 5,
      rules: {
        en: [
          "Django 5+: compute database-side defaults with `db_default` and derived columns with `GeneratedField` instead of overriding `save()`, and pass enum classes straight to `choices`.",
        ],
        de: [
          "Django 5+: Berechne datenbankseitige Standardwerte mit `db_default` und abgeleitete Spalten mit `GeneratedField`, statt `save()` zu überschreiben, und übergib Enum-Klassen direkt an `choices`.",
        ],
      },
    },
    {
      since: 6,
      rules: {
        en: [
          "Django 6+: turn on the built-in Content Security Policy (`ContentSecurityPolicyMiddleware`, `SECURE_CSP`) and define background work as `@task` functions queued with `.enqueue()` on a backend that a real worker runs.",
        ],
        de: [
          "Django 6+: Aktiviere die eingebaute Content Security Policy (`ContentSecurityPolicyMiddleware`, `SECURE_CSP`) und definiere Hintergrundarbeit als `@task`-Funktionen, die mit `.enqueue()` in ein Backend mit echtem Worker eingereiht werden.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Prevent N+1 queries: use `select_related` for foreign keys and `prefetch_related` for many-to-many and reverse relations, and watch the query count.",
      "Change models only through migrations (`makemigrations`), commit them with the model change, never edit a migration that has run in a shared environment, and use `RunPython` for data migrations.",
      "Keep business logic in models, managers or a service layer, not in views or templates.",
      "Validate input with forms or DRF serializers; never use `request.POST` or `request.data` unvalidated.",
      "Use the ORM or parameterised `raw()` queries; never format user input into SQL.",
      "Keep CSRF protection on, never mark user content `|safe` or `mark_safe`, and run production with `DEBUG = False` and secrets from the environment.",
      "Wrap multi-step writes in `transaction.atomic()` and use `F()` expressions for counters to avoid race conditions.",
      "Cache expensive reads with the cache framework (`cache_page`, `{% cache %}` fragments, `cache.get_or_set`) under keys that include what varies, and delete them when the data changes.",
    ],
    de: [
      "Vermeide N+1-Abfragen: Nutze `select_related` für Fremdschlüssel und `prefetch_related` für Many-to-Many- und Rückwärtsbeziehungen, und behalte die Anzahl der Queries im Blick.",
      "Ändere Modelle nur über Migrationen (`makemigrations`), committe sie zusammen mit der Modelländerung, bearbeite nie eine Migration, die in einer geteilten Umgebung gelaufen ist, und nutze `RunPython` für Datenmigrationen.",
      "Halte Geschäftslogik in Modellen, Managern oder einer Service-Schicht, nicht in Views oder Templates.",
      "Validiere Eingaben mit Forms oder DRF-Serializern; verwende `request.POST` oder `request.data` nie ungeprüft.",
      "Nutze das ORM oder parametrisierte `raw()`-Abfragen; formatiere nie Nutzereingaben in SQL hinein.",
      "Lass den CSRF-Schutz aktiv, markiere Nutzerinhalte nie mit `|safe` oder `mark_safe` und betreibe Produktion mit `DEBUG = False` und Geheimnissen aus der Umgebung.",
      "Kapsle mehrstufige Schreibvorgänge in `transaction.atomic()` und nutze `F()`-Ausdrücke für Zähler, um Race Conditions zu vermeiden.",
      "Cache teure Lesezugriffe mit dem Cache-Framework (`cache_page`, `{% cache %}`-Fragmente, `cache.get_or_set`) unter Schlüsseln, die alles Veränderliche enthalten, und lösche sie, wenn sich die Daten ändern.",
    ],
  },
  testing: {
    en: "Django: test with pytest-django or `TestCase`, build data with factories and pin query counts with `assertNumQueries`.",
    de: "Django: Teste mit pytest-django oder `TestCase`, erzeuge Testdaten mit Factories und sichere die Anzahl der Queries mit `assertNumQueries` ab.",
  },
};
