// generated from openapi.yaml by scripts/generate.ts — do not edit

export interface paths {
    "/service_ai_translator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Translate catalogue text
         * @description Translates the values of `data` from `source_locale` into one or more target locales,
         *     using `context` (and `service_core_context`) to choose the right terms. Keys are kept
         *     as they are; every key of the request is present in every target locale of the
         *     response, or the request fails.
         *
         *     Send exactly one of `target_locale` (one locale) or `target_locales` (several). The
         *     response's `translations.data` is keyed by target locale in both cases, spelt exactly
         *     as in the request, so a client looks translations up with the locale it sent.
         *
         *     Limits: at most 500 keys in `data`, 5,000 characters per value, 100,000 characters
         *     across all values, and 20 target locales. Batch translation is long-running: the time
         *     budget is 300 s.
         */
        post: operations["translate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check health and readiness
         * @description Cheap liveness check that also reports readiness: the version, the uptime, which
         *     functions can do real work with the current configuration, and the state of the model,
         *     search and store dependencies. Always `200` while the process serves requests; `status`
         *     is `degraded` when a function or dependency is not ready (for example no model is
         *     configured), so load balancers keep routing to it while operators can see what to fix.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show the index page
         * @description A human index page: the API reference rendered from this document (works offline) and
         *     the state of the deployment.
         */
        get: operations["getIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get this OpenAPI document
         * @description This document as JSON, for client generation and request validation.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A locale: a language of 2–3 letters, optionally followed by a script (4 letters) and/or
         *     a region (2 letters or 3 digits), separated by `-` or `_`, in any letter case — `pt`,
         *     `PT-PT`, `pt_PT`, `en-US`, `zh-Hant-TW`, `es-419`. The server normalises it to BCP 47
         *     (`pt-PT`).
         * @example pt
         * @example PT-PT
         * @example pt_PT
         * @example en-US
         */
        LocaleCode: string;
        /**
         * @description The language of human-readable text in the response. Same forms as a locale code
         *     (`PT-PT`, `pt-pt`, `pt_PT`, `en-US`, `pt`), case-insensitive, normalised to BCP 47.
         * @default PT-PT
         */
        Language: components["schemas"]["LocaleCode"];
        /**
         * @description Business context for the AI agent (who the marketplace is, its audience, its tone). At most 4,000 characters.
         * @default null
         * @example Marketplace for pre-owned children's clothing in Portugal.
         */
        ServiceCoreContext: string | null;
        /**
         * @description Session metadata from the caller. Not interpreted; kept with the request for tracing.
         * @example {
         *       "session_id": "s-81f2",
         *       "channel": "backoffice"
         *     }
         */
        SessionExtraData: {
            [key: string]: unknown;
        } | null;
        /**
         * @description Reserved for asynchronous jobs (the result POSTed to this URL), which this release does
         *     not serve yet. Only `null` is accepted: a URL is rejected with `422`, so a client that
         *     expects a callback is never answered synchronously by surprise.
         * @default null
         */
        CallbackUrl: null;
        /**
         * @description Text to translate from one locale into one or more. Send exactly one of `target_locale`
         *     and `target_locales`: both, or neither, is a `422`.
         *
         *     Limits: at most 500 keys in `data`, 5,000 characters per value, 20 target locales, and
         *     100,000 characters across all values of `data` together. The last one is beyond JSON
         *     Schema: it is stated in `x-limits`, which the translator enforces with a `422` on `/data`.
         */
        TranslatorRequest: {
            /** @description The locale of the texts in `data`, e.g. `pt`. */
            source_locale: components["schemas"]["LocaleCode"];
            /** @description The one locale to translate into. Send this or `target_locales`. */
            target_locale?: components["schemas"]["LocaleCode"];
            /** @description Several locales to translate into, each at most once (at most 20). Send this or `target_locale`. */
            target_locales?: components["schemas"]["LocaleCode"][];
            /** @description What the texts are about (a catalogue, a product family), so terms are translated in that sense. At most 4,000 characters. */
            context: string;
            data: components["schemas"]["TranslatorData"];
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            language?: components["schemas"]["Language"];
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        } & ({
            /** @description The one locale to translate into. Send this or `target_locales`. */
            target_locale: components["schemas"]["LocaleCode"];
        } | {
            /** @description Several locales to translate into, each at most once (at most 20). Send this or `target_locale`. */
            target_locales: components["schemas"]["LocaleCode"][];
        });
        /**
         * @description The texts to translate, by key. Keys follow the catalogue's naming, e.g.
         *     `product_<id>_name`, `product_<id>_description`, `option_type_<id>_name`,
         *     `option_value_<id>_name`: 1–200 letters, digits, `_`, `.`, `:` or `-`. At most 500 keys
         *     and 5,000 characters per value.
         * @example {
         *       "product_1042_name": "Telemóvel recondicionado",
         *       "option_type_7_name": "Cor"
         *     }
         */
        TranslatorData: {
            [key: string]: string;
        };
        TranslatorResponse: {
            translations: {
                /** @description The request's `context`, echoed. */
                context: string;
                /**
                 * @description One entry per target locale, keyed by the locale exactly as the request spelt
                 *     it, each holding every key of the request's `data` with its translation.
                 */
                data: {
                    [key: string]: {
                        [key: string]: string;
                    };
                };
            };
        };
        HealthResponse: {
            /**
             * @description `degraded` when any function or dependency is not ready.
             * @enum {string}
             */
            status: "ok" | "degraded";
            /** @description The running server's version. */
            version: string;
            /** @description Seconds since the process started. */
            uptime_seconds: number;
            /** @description Readiness of each function, keyed by its name (`translator`, and later `chat`, `id_validator`, ...). */
            functions: {
                [key: string]: components["schemas"]["FunctionHealth"];
            };
            dependencies: {
                /** @description The chat model (OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL). */
                model: {
                    configured: boolean;
                    /** @description The configured model's name. */
                    model?: string;
                };
                /** @description Web search (TAVILY_API_KEY). */
                search: {
                    configured: boolean;
                };
                /** @description Where sessions, jobs and caches are kept. */
                store: {
                    /** @enum {string} */
                    kind: "sqlite" | "postgres" | "memory";
                    ready: boolean;
                };
            };
        };
        FunctionHealth: {
            /** @description Whether the function can serve requests with the current configuration. */
            ready: boolean;
            /** @description The dependencies the function cannot work without. */
            needs: ("model" | "search")[];
            /** @description Why the function is not ready, naming the settings to fix. */
            reason?: string;
        };
        /**
         * @description A problem detail (RFC 9457). Problem types are relative URIs under `/problems/`:
         *
         *     | type | status | meaning |
         *     |---|---|---|
         *     | `/problems/validation-error` | 422 | the request breaks the contract; see `errors` |
         *     | `/problems/payload-too-large` | 413 | the body exceeds the operation's limit |
         *     | `/problems/rate-limited` | 429 | too many requests; see `Retry-After` |
         *     | `/problems/unauthorized` | 401 | missing or unknown API key (only with `API_KEYS`) |
         *     | `/problems/not-found` | 404 | no operation at this path |
         *     | `/problems/method-not-allowed` | 405 | the path does not support this method |
         *     | `/problems/model-not-configured` | 500 | the function needs a model; none is configured |
         *     | `/problems/search-not-configured` | 500 | the function needs web search; none is configured |
         *     | `/problems/model-unavailable` | 500 | the model failed after retries (transient) |
         *     | `/problems/search-unavailable` | 500 | web search failed after retries (transient) |
         *     | `/problems/core-system-unavailable` | 500 | the core system failed (transient) |
         *     | `/problems/timeout` | 500 | the operation ran out of time (transient) |
         *     | `/problems/translation-incomplete` | 500 | the model left keys untranslated after retries (transient) |
         *     | `/problems/internal` | 500 | an unexpected error |
         *
         *     Clients should treat an unknown `type` by its `status`. Problem types may add members
         *     (for example `limit_bytes` on `payload-too-large`).
         */
        Problem: {
            /**
             * Format: uri-reference
             * @description The problem type, `/problems/<slug>` (see the table above).
             * @example /problems/validation-error
             */
            type: string;
            /**
             * @description A short summary of the problem type.
             * @example Invalid request
             */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description What went wrong in this request, for people. */
            detail?: string;
            /**
             * Format: uri-reference
             * @description The request path.
             * @example /service_ai_translator
             */
            instance: string;
            /** @description The request's id, as in the `X-Request-Id` header. */
            request_id: string;
            /** @description For `422`, every bad field of the request. */
            errors?: components["schemas"]["FieldError"][];
            /** @description For `413`, the operation's body limit in bytes. */
            limit_bytes?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description One bad field of a request. */
        FieldError: {
            /**
             * Format: json-pointer
             * @description JSON Pointer (RFC 6901) to the field in the request body; empty for the body as a whole.
             * @example /data/product_1042_name
             */
            pointer: string;
            /**
             * @description What is wrong with it, for people.
             * @example must be a string
             */
            message: string;
        };
    };
    responses: {
        /**
         * @description The request breaks the contract: a missing or malformed field, an unknown field, a body
         *     that is not a JSON object, a body that is not JSON, or a content type other than
         *     `application/json`. `errors` names each bad field by JSON Pointer into the body; the
         *     pointer is empty when the body as a whole is wrong.
         */
        ValidationProblem: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is larger than the operation's `x-body-limit-bytes`. */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The client sent more requests to this operation than its limit per minute
         *     (`x-rate-limit-per-minute`, or `RATE_LIMIT_PER_MINUTE` when set). Retry after
         *     `Retry-After` seconds.
         */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The server could not complete the request. `type` says why; transient failures
         *     (`model-unavailable`, `search-unavailable`, `core-system-unavailable`, `timeout`,
         *     `translation-incomplete`) carry `Retry-After`. Configuration problems
         *     (`model-not-configured`, `search-not-configured`) name the settings to fix and will not
         *     go away by retrying.
         */
        ServerProblem: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description Authentication is on (`API_KEYS` is set) and the request has no `Authorization: Bearer`
         *     header or its key is not one of the configured keys. Never returned when `API_KEYS` is
         *     unset.
         */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No operation is served at this path. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The path exists but does not support this method; `Allow` lists the methods it does. */
        MethodNotAllowed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description Your id for this request, echoed in the `X-Request-Id` response header, in problem
         *     bodies and in the server's logs. A value that does not match the pattern is replaced by
         *     a generated id, not rejected.
         * @example checkout-7f3a9c
         */
        RequestId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The request's id — the client's `X-Request-Id` when it was valid, otherwise a generated one.
         * @example 0b6f8a52-31d7-4c1e-9a0e-5d2f0c6b7e11
         */
        "X-Request-Id": string;
        /**
         * @description What is left of the client's quota for this operation (draft-ietf-httpapi-ratelimit-headers-08):
         *     `r` remaining requests, `t` seconds until the window resets.
         * @example "60-in-1min"; r=41; t=23
         */
        RateLimit: string;
        /**
         * @description The quota that applies (draft-ietf-httpapi-ratelimit-headers-08): `q` requests per `w`
         *     seconds, counted per partition key `pk` (a hash of the client's API key or IP address).
         * @example "60-in-1min"; q=60; w=60; pk=:ZmFjZTEyMzQ1Njc4:
         */
        "RateLimit-Policy": string;
        /**
         * @description Seconds to wait before retrying.
         * @example 30
         */
        "Retry-After": number;
        /**
         * @description The methods the path supports.
         * @example POST
         */
        Allow: string;
        /**
         * @description The authentication scheme the server expects (RFC 9110).
         * @example Bearer realm="circular-ai-services"
         */
        "WWW-Authenticate": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    translate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the `X-Request-Id` response header, in problem
                 *     bodies and in the server's logs. A value that does not match the pattern is replaced by
                 *     a generated id, not rejected.
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslatorRequest"];
            };
        };
        responses: {
            /** @description The translations, keyed by target locale. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslatorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationProblem"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the `X-Request-Id` response header, in problem
                 *     bodies and in the server's logs. A value that does not match the pattern is replaced by
                 *     a generated id, not rejected.
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is running; `status` says whether everything is ready. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
    getIndex: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the `X-Request-Id` response header, in problem
                 *     bodies and in the server's logs. A value that does not match the pattern is replaced by
                 *     a generated id, not rejected.
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the `X-Request-Id` response header, in problem
                 *     bodies and in the server's logs. A value that does not match the pattern is replaced by
                 *     a generated id, not rejected.
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: Record<string, unknown>;
                        paths: Record<string, unknown>;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
}
