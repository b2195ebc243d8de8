/**
 * How each stack verifies a Stripe webhook on the raw body: the Stripe pack's first rule in the
 * detected framework's idiom (docs/product/rule-packs.md "Written for the stack"). Server
 * frameworks come first: a project with a Next.js front end and a NestJS API takes its webhooks in
 * the API. Facts checked against the docs (2026-12), written in our words:
 * - Stripe SDKs: docs.stripe.com/webhooks#verify-official-libraries (`constructEvent`,
 *   `construct_event`, `Webhook::constructEvent`, `EventUtility.ConstructEvent`,
 *   `webhook.ConstructEvent`), stripe-node's `constructEventAsync` for runtimes without Node's crypto
 * - Express: expressjs.com/en/api.html#express.raw
 * - NestJS: docs.nestjs.com/faq/raw-body (`rawBody: true`, `RawBodyRequest`)
 * - Hono: hono.dev/docs/api/request#text
 * - Next.js, SvelteKit, Astro, React Router, Fresh: route handlers on the Web `Request`
 *   (`request.text()`); Nuxt/Nitro: h3's `readRawBody`
 * - Laravel Cashier: laravel.com/docs/billing#handling-stripe-webhooks (`STRIPE_WEBHOOK_SECRET`,
 *   `WebhookReceived`), laravel.com/docs/csrf#csrf-excluding-uris
 * - Django: docs.djangoproject.com/en/stable/ref/request-response/#django.http.HttpRequest.body,
 *   `csrf_exempt`; FastAPI/Starlette: `await request.body()`; Flask: `request.get_data()`
 * - Rails: api.rubyonrails.org `skip_forgery_protection`, `request.raw_post`
 * - Phoenix: hexdocs.pm/plug/Plug.Parsers.html (custom `body_reader`), stripity_stripe's
 *   `Stripe.Webhook.construct_event/3`
 * - Spring: `@RequestBody String`, Spring Security's CSRF `ignoringRequestMatchers`
 * - ASP.NET Core: Stripe.net `EventUtility.ConstructEvent`
 */
import type { PackIdiom } from "../types";

type FrameworkIdiom = PackIdiom & { readonly frameworks: readonly string[] };

const onFirstRule = (frameworks: readonly string[], en: string, de: string): FrameworkIdiom => ({
  frameworks,
  replaces: 0,
  rule: { en, de },
});

export const stripeWebhookIdioms: readonly FrameworkIdiom[] = [
  onFirstRule(
    ["NestJS"],
    "Create the app with `NestFactory.create(AppModule, { rawBody: true })` and verify Stripe webhooks with `stripe.webhooks.constructEvent(req.rawBody, signature, secret)` on a `RawBodyRequest`, never on the parsed `@Body()`.",
    "Erzeuge die App mit `NestFactory.create(AppModule, { rawBody: true })` und prüfe Stripe-Webhooks mit `stripe.webhooks.constructEvent(req.rawBody, signature, secret)` auf einem `RawBodyRequest`, nie über den geparsten `@Body()`.",
  ),
  onFirstRule(
    ["Express"],
    "Verify Stripe webhooks with `stripe.webhooks.constructEvent()` on the raw body (`express.raw({ type: 'application/json' })` on that route), the `Stripe-Signature` header and the endpoint's signing secret; register the route before `express.json()`.",
    "Prüfe Stripe-Webhooks mit `stripe.webhooks.constructEvent()` über den rohen Body (`express.raw({ type: 'application/json' })` auf dieser Route), den Header `Stripe-Signature` und das Signing-Secret des Endpunkts; registriere die Route vor `express.json()`.",
  ),
  onFirstRule(
    ["Hono"],
    "Read a Stripe webhook's body with `await c.req.text()` and verify it with `stripe.webhooks.constructEventAsync()` (it runs on every runtime), the `Stripe-Signature` header and the signing secret; never verify `c.req.json()`.",
    "Lies den Body eines Stripe-Webhooks mit `await c.req.text()` und prüfe ihn mit `stripe.webhooks.constructEventAsync()` (läuft auf jeder Runtime), dem Header `Stripe-Signature` und dem Signing-Secret; prüfe nie `c.req.json()`.",
  ),
  onFirstRule(
    ["Laravel"],
    "With Cashier, set `STRIPE_WEBHOOK_SECRET` so its `/stripe/webhook` route checks the signature, and react to events in `WebhookReceived` listeners; with stripe-php alone, verify `\\Stripe\\Webhook::constructEvent($request->getContent(), $request->header('Stripe-Signature'), $secret)`. Exclude the webhook route from CSRF protection.",
    "Mit Cashier setze `STRIPE_WEBHOOK_SECRET`, damit seine Route `/stripe/webhook` die Signatur prüft, und reagiere in `WebhookReceived`-Listenern auf Ereignisse; nur mit stripe-php prüfe `\\Stripe\\Webhook::constructEvent($request->getContent(), $request->header('Stripe-Signature'), $secret)`. Nimm die Webhook-Route vom CSRF-Schutz aus.",
  ),
  onFirstRule(
    ["Symfony", "PHP"],
    "Verify Stripe webhooks with `\\Stripe\\Webhook::constructEvent()` on the raw body (`$request->getContent()` in Symfony, `file_get_contents('php://input')` in plain PHP), the `Stripe-Signature` header and the endpoint's signing secret.",
    "Prüfe Stripe-Webhooks mit `\\Stripe\\Webhook::constructEvent()` über den rohen Body (`$request->getContent()` in Symfony, `file_get_contents('php://input')` in reinem PHP), den Header `Stripe-Signature` und das Signing-Secret des Endpunkts.",
  ),
  onFirstRule(
    ["Django"],
    "Verify Stripe webhooks in a `@csrf_exempt` view with `stripe.Webhook.construct_event(request.body, request.headers['Stripe-Signature'], secret)`: on `request.body`, never on `request.POST` or DRF's parsed `request.data`.",
    "Prüfe Stripe-Webhooks in einer `@csrf_exempt`-View mit `stripe.Webhook.construct_event(request.body, request.headers['Stripe-Signature'], secret)`: über `request.body`, nie über `request.POST` oder DRFs geparstes `request.data`.",
  ),
  onFirstRule(
    ["FastAPI"],
    "Read a Stripe webhook with `payload = await request.body()` and verify it with `stripe.Webhook.construct_event(payload, request.headers['stripe-signature'], secret)`; never take the event as a Pydantic body parameter, whose re-serialised JSON fails the check.",
    "Lies einen Stripe-Webhook mit `payload = await request.body()` und prüfe ihn mit `stripe.Webhook.construct_event(payload, request.headers['stripe-signature'], secret)`; nimm das Ereignis nie als Pydantic-Body-Parameter an, dessen neu serialisiertes JSON die Prüfung nicht besteht.",
  ),
  onFirstRule(
    ["Flask"],
    "Verify Stripe webhooks with `stripe.Webhook.construct_event(request.get_data(), request.headers['Stripe-Signature'], secret)`, never on `request.json`.",
    "Prüfe Stripe-Webhooks mit `stripe.Webhook.construct_event(request.get_data(), request.headers['Stripe-Signature'], secret)`, nie über `request.json`.",
  ),
  onFirstRule(
    ["Ruby on Rails"],
    "Verify Stripe webhooks with `Stripe::Webhook.construct_event(request.raw_post, request.headers['Stripe-Signature'], secret)` in a controller that skips CSRF protection for that action (`skip_forgery_protection only: :create`), never on `params`.",
    "Prüfe Stripe-Webhooks mit `Stripe::Webhook.construct_event(request.raw_post, request.headers['Stripe-Signature'], secret)` in einem Controller, der den CSRF-Schutz für diese Action auslässt (`skip_forgery_protection only: :create`), nie über `params`.",
  ),
  onFirstRule(
    ["Phoenix"],
    "`Plug.Parsers` consumes the body before the controller: keep the raw body of the webhook path with a custom `:body_reader` (stored in `conn.assigns`) and verify it with `Stripe.Webhook.construct_event(raw_body, signature, secret)`.",
    "`Plug.Parsers` liest den Body vor dem Controller: Behalte den rohen Body des Webhook-Pfads mit einem eigenen `:body_reader` (in `conn.assigns`) und prüfe ihn mit `Stripe.Webhook.construct_event(raw_body, signature, secret)`.",
  ),
  onFirstRule(
    ["Spring Boot"],
    "Take a Stripe webhook as `@RequestBody String payload` (not a mapped object) and verify it with `Webhook.constructEvent(payload, sigHeader, endpointSecret)` and the `Stripe-Signature` header; exempt that path from Spring Security's CSRF check.",
    "Nimm einen Stripe-Webhook als `@RequestBody String payload` an (kein gemapptes Objekt) und prüfe ihn mit `Webhook.constructEvent(payload, sigHeader, endpointSecret)` und dem Header `Stripe-Signature`; nimm den Pfad von der CSRF-Prüfung von Spring Security aus.",
  ),
  onFirstRule(
    [".NET"],
    'Read a Stripe webhook\'s body as a string (`await new StreamReader(Request.Body).ReadToEndAsync()`) and verify it with `EventUtility.ConstructEvent(json, Request.Headers["Stripe-Signature"], secret)`; never bind it to a model first.',
    'Lies den Body eines Stripe-Webhooks als String (`await new StreamReader(Request.Body).ReadToEndAsync()`) und prüfe ihn mit `EventUtility.ConstructEvent(json, Request.Headers["Stripe-Signature"], secret)`; binde ihn nie vorher an ein Modell.',
  ),
  onFirstRule(
    ["Go"],
    'Read a Stripe webhook\'s body with `io.ReadAll(http.MaxBytesReader(w, r.Body, 65536))` and verify it with `webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), secret)` before decoding it.',
    'Lies den Body eines Stripe-Webhooks mit `io.ReadAll(http.MaxBytesReader(w, r.Body, 65536))` und prüfe ihn mit `webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), secret)`, bevor du ihn dekodierst.',
  ),
  onFirstRule(
    ["Nuxt"],
    "In the webhook's server route read the body with `await readRawBody(event)` and verify it with `stripe.webhooks.constructEvent()`, the `stripe-signature` header (`getHeader(event, 'stripe-signature')`) and the signing secret; never verify `readBody()`'s parsed object.",
    "Lies in der Server-Route des Webhooks den Body mit `await readRawBody(event)` und prüfe ihn mit `stripe.webhooks.constructEvent()`, dem Header `stripe-signature` (`getHeader(event, 'stripe-signature')`) und dem Signing-Secret; prüfe nie das geparste Objekt von `readBody()`.",
  ),
  onFirstRule(
    ["Next.js", "SvelteKit", "Astro", "React Router", "Fresh"],
    "In the webhook's route handler read the body with `await request.text()` and verify it with `stripe.webhooks.constructEvent()` (`constructEventAsync()` on an edge runtime), the `stripe-signature` header and the signing secret; never verify `await request.json()`.",
    "Lies im Route-Handler des Webhooks den Body mit `await request.text()` und prüfe ihn mit `stripe.webhooks.constructEvent()` (`constructEventAsync()` auf einer Edge-Runtime), dem Header `stripe-signature` und dem Signing-Secret; prüfe nie `await request.json()`.",
  ),
];
