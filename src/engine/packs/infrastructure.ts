/**
 * Packs for job runners, storage and where the code runs. Facts checked against the vendors' own
 * docs (2026-11), written in our words:
 * - Celery: docs.celeryq.dev/en/stable/userguide/tasks.html (arguments, retries, `acks_late`,
 *   time limits); Django's `transaction.on_commit` (docs.djangoproject.com/en/stable/topics/db/transactions/)
 * - Sidekiq: github.com/sidekiq/sidekiq/wiki/Best-Practices, /Error-Handling (retries)
 * - BullMQ: docs.bullmq.io/guide/workers, /guide/retrying-failing-jobs, /guide/jobs/job-ids,
 *   /guide/queues/auto-removal-of-jobs, /guide/going-to-production
 * - S3-style storage: docs.aws.amazon.com/AmazonS3/latest/userguide/PresignedUrlUploadObject.html,
 *   /access-control-block-public-access.html, /mpu-abort-incomplete-mpu-lifecycle-config.html
 * - Docker: docs.docker.com/build/building/best-practices/, /build/building/secrets/
 * - Kubernetes: kubernetes.io/docs/concepts/configuration/manage-resources-containers/,
 *   /tasks/configure-pod-container/configure-liveness-readiness-startup-probes/, /concepts/security/secrets-good-practices/
 * - Terraform: developer.hashicorp.com/terraform/language/state/remote, /language/files/dependency-lock,
 *   /language/values/variables#suppressing-values-in-cli-output
 * - Serverless: vercel.com/docs/functions (limits, `waitUntil`), docs.aws.amazon.com/lambda/latest/dg/best-practices.html
 * - Observability: docs.sentry.io/platforms/javascript/sourcemaps/, opentelemetry.io/docs/concepts/sampling/
 */
import type { RulePack } from "../types";

export const celery: RulePack = {
  id: "celery",
  rules: {
    en: [
      "Pass ids and plain JSON values to Celery tasks, never ORM objects, and load the record inside the task.",
      "Enqueue only after the transaction commits (`transaction.on_commit(lambda: task.delay(pk))` in Django) so the worker finds the row.",
      "Make tasks idempotent, retry with `autoretry_for`, `retry_backoff` and a `max_retries`, and set `acks_late` for work that must not be lost.",
      "Give long tasks `soft_time_limit` / `time_limit` and never wait on another task's `.get()` inside a task.",
    ],
    de: [
      "Übergib Celery-Tasks IDs und einfache JSON-Werte, nie ORM-Objekte, und lade den Datensatz im Task.",
      "Reihe erst nach dem Commit der Transaktion ein (`transaction.on_commit(lambda: task.delay(pk))` in Django), damit der Worker die Zeile findet.",
      "Mach Tasks idempotent, wiederhole mit `autoretry_for`, `retry_backoff` und `max_retries` und setze `acks_late` für Arbeit, die nicht verloren gehen darf.",
      "Gib langen Tasks `soft_time_limit` / `time_limit` und warte in einem Task nie mit `.get()` auf einen anderen.",
    ],
  },
};

export const sidekiq: RulePack = {
  id: "sidekiq",
  rules: {
    en: [
      "Give Sidekiq jobs simple JSON arguments (ids, strings, numbers), never Active Record objects or symbols.",
      "Enqueue after the commit (`after_commit`, or Active Job's enqueue after the transaction) so the job finds its record.",
      "Write jobs to be idempotent: Sidekiq retries a failed job with backoff, up to 25 times by default.",
    ],
    de: [
      "Gib Sidekiq-Jobs einfache JSON-Argumente (IDs, Strings, Zahlen), nie Active-Record-Objekte oder Symbole.",
      "Reihe nach dem Commit ein (`after_commit` oder Active Jobs Einreihen nach der Transaktion), damit der Job seinen Datensatz findet.",
      "Schreibe Jobs idempotent: Sidekiq wiederholt einen fehlgeschlagenen Job mit Backoff, standardmäßig bis zu 25-mal.",
    ],
  },
};

export const bullmq: RulePack = {
  id: "bullmq",
  rules: {
    en: [
      "Run BullMQ workers in their own process, with a Redis connection that sets `maxRetriesPerRequest: null`, and close them on shutdown (`await worker.close()`).",
      "Add jobs with `attempts` and an exponential `backoff`, make processors idempotent, and dedupe with a deterministic `jobId`.",
      "Bound what Redis keeps with `removeOnComplete` / `removeOnFail`, and schedule recurring work with job schedulers instead of a cron in the web process.",
    ],
    de: [
      "Lass BullMQ-Worker in einem eigenen Prozess laufen, mit einer Redis-Verbindung mit `maxRetriesPerRequest: null`, und schließe sie beim Herunterfahren (`await worker.close()`).",
      "Füge Jobs mit `attempts` und exponentiellem `backoff` hinzu, mach Prozessoren idempotent und dedupliziere mit einer deterministischen `jobId`.",
      "Begrenze, was Redis behält, mit `removeOnComplete` / `removeOnFail`, und plane wiederkehrende Arbeit mit Job-Schedulern statt mit einem Cron im Web-Prozess.",
    ],
  },
};

export const objectStorage: RulePack = {
  id: "object-storage",
  critical: true,
  rules: {
    en: [
      "Keep buckets private (block public access) and hand out short-lived pre-signed URLs, created only after checking that the user may read or write that object.",
      "Generate object keys on the server (a random id under a tenant or user prefix), never from the uploaded file name, and keep the metadata in your database.",
      "Limit pre-signed uploads by content type and size (a POST policy with `content-length-range`), and expire incomplete multipart uploads with a lifecycle rule.",
      "Allow CORS on the bucket only for your own origins and methods.",
    ],
    de: [
      "Halte Buckets privat (Block Public Access) und gib kurzlebige, vorsignierte URLs aus, erst nachdem geprüft ist, dass der Nutzer dieses Objekt lesen oder schreiben darf.",
      "Erzeuge Objektschlüssel auf dem Server (eine zufällige ID unter einem Mandanten- oder Nutzerpräfix), nie aus dem hochgeladenen Dateinamen, und halte die Metadaten in deiner Datenbank.",
      "Begrenze vorsignierte Uploads nach Inhaltstyp und Größe (POST-Policy mit `content-length-range`) und lass unvollständige Multipart-Uploads per Lifecycle-Regel verfallen.",
      "Erlaube CORS auf dem Bucket nur für deine eigenen Origins und Methoden.",
    ],
  },
};

export const docker: RulePack = {
  id: "docker",
  // A lone Dockerfile is read by the agent itself; what it cannot see is where secrets belong.
  presenceRules: 1,
  rules: {
    en: [
      "Run the container as a non-root `USER`, and pass secrets at build time with `--mount=type=secret` and at run time as environment, never in `ARG`, `ENV` or a layer.",
      "Build images in stages: install and compile in a build stage, copy only the output into a small runtime stage pinned to a version tag, and keep a `.dockerignore`.",
      "Copy the lockfile and install dependencies before copying the source, so code changes reuse the dependency layer.",
      "Log to stdout and stderr, read configuration from the environment, and run one process per container.",
    ],
    de: [
      "Lass den Container als Nicht-Root-`USER` laufen und übergib Secrets beim Build mit `--mount=type=secret` und zur Laufzeit als Umgebung, nie in `ARG`, `ENV` oder einer Schicht.",
      "Baue Images in Stufen: Installieren und Kompilieren in einer Build-Stufe, nur die Ausgabe in eine kleine, auf einen Versions-Tag gepinnte Laufzeitstufe kopieren, und pflege eine `.dockerignore`.",
      "Kopiere die Lockfile und installiere die Abhängigkeiten, bevor du den Quellcode kopierst, damit Codeänderungen die Abhängigkeitsschicht wiederverwenden.",
      "Logge nach stdout und stderr, lies die Konfiguration aus der Umgebung und führe einen Prozess pro Container aus.",
    ],
  },
};

export const kubernetes: RulePack = {
  id: "kubernetes",
  rules: {
    en: [
      "Give every container resource requests and limits, and separate readiness from liveness probes (a liveness probe must not depend on the database).",
      "Keep secrets in Secret objects or an external secret manager, never in images or ConfigMaps, and give each workload its own least-privilege ServiceAccount.",
      "Handle `SIGTERM` and finish in-flight work within `terminationGracePeriodSeconds`; run at least two replicas with a PodDisruptionBudget.",
      "Pin image tags (never `latest`) and set `runAsNonRoot` and a read-only root filesystem in the `securityContext`.",
    ],
    de: [
      "Gib jedem Container Ressourcen-Requests und -Limits und trenne Readiness- von Liveness-Probes (eine Liveness-Probe darf nicht von der Datenbank abhängen).",
      "Halte Secrets in Secret-Objekten oder einem externen Secret-Manager, nie in Images oder ConfigMaps, und gib jedem Workload einen eigenen ServiceAccount mit minimalen Rechten.",
      "Behandle `SIGTERM` und beende laufende Arbeit innerhalb von `terminationGracePeriodSeconds`; betreibe mindestens zwei Replikas mit einem PodDisruptionBudget.",
      "Pinne Image-Tags (nie `latest`) und setze `runAsNonRoot` und ein schreibgeschütztes Root-Dateisystem im `securityContext`.",
    ],
  },
};

export const terraform: RulePack = {
  id: "terraform",
  rules: {
    en: [
      "Keep state in a remote backend with locking, never in the repository, and mark secret variables and outputs `sensitive`.",
      "Pin provider versions in `required_providers` and commit `.terraform.lock.hcl`.",
      "Run `terraform fmt -check` and `terraform validate`, and review the `plan` before every `apply`; change infrastructure only through code, never in the console.",
      "Protect stateful resources (databases, buckets) with `lifecycle { prevent_destroy = true }`.",
    ],
    de: [
      "Halte den State in einem Remote-Backend mit Locking, nie im Repository, und markiere geheime Variablen und Outputs als `sensitive`.",
      "Pinne Provider-Versionen in `required_providers` und committe `.terraform.lock.hcl`.",
      "Führe `terraform fmt -check` und `terraform validate` aus und prüfe vor jedem `apply` den `plan`; ändere Infrastruktur nur über Code, nie in der Konsole.",
      "Schütze zustandsbehaftete Ressourcen (Datenbanken, Buckets) mit `lifecycle { prevent_destroy = true }`.",
    ],
  },
};

export const serverless: RulePack = {
  id: "serverless",
  rules: {
    en: [
      "Treat functions as stateless: keep nothing in memory between requests, and hand work that outlives the response to a queue or the platform's `waitUntil`.",
      "Reach the database through a pooler or an HTTP driver, and create clients outside the handler so warm invocations reuse them.",
      "Design for the platform's limits (duration, request and response size, bundle size) and keep dependencies small for cold starts.",
    ],
    de: [
      "Behandle Funktionen als zustandslos: Nichts bleibt zwischen Requests im Speicher, und Arbeit, die die Antwort überdauert, geht an eine Queue oder das `waitUntil` der Plattform.",
      "Erreiche die Datenbank über einen Pooler oder einen HTTP-Treiber und erzeuge Clients außerhalb des Handlers, damit warme Aufrufe sie wiederverwenden.",
      "Plane für die Grenzen der Plattform (Laufzeit, Request- und Antwortgröße, Bundle-Größe) und halte Abhängigkeiten für Kaltstarts klein.",
    ],
  },
};

export const observability: RulePack = {
  id: "observability",
  rules: {
    en: [
      "Log structured (JSON) with a request or trace id on every line, and keep personal data out of logs, traces and error events.",
      "Initialise the error tracker or OpenTelemetry before the app, set release and environment, and upload source maps in CI.",
      "Sample traces in production instead of recording every request, and alert on symptoms users feel (error rate, latency), not on every log line.",
    ],
    de: [
      "Logge strukturiert (JSON) mit Request- oder Trace-ID in jeder Zeile und halte personenbezogene Daten aus Logs, Traces und Fehlerereignissen.",
      "Initialisiere Error-Tracker oder OpenTelemetry vor der App, setze Release und Umgebung und lade Source Maps in der CI hoch.",
      "Sample Traces in Produktion, statt jede Anfrage aufzuzeichnen, und alarmiere auf Symptome, die Nutzer spüren (Fehlerrate, Latenz), nicht auf jede Logzeile.",
    ],
  },
};
