// generated from openapi.yaml by scripts/generate.ts — do not edit

export interface paths {
    "/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a product through a conversation
         * @description One turn of a conversation that guides a seller through submitting a product to the
         *     marketplace, in four stages: (1) **identify the product** in the core system's catalogue
         *     (the top candidates are offered as buttons, with "none of these"); (2) **collect its
         *     options** (every option the seller already mentioned is filled, e.g. "iPhone 12, 128GB,
         *     azul" fills storage and colour; the missing ones are asked one at a time with the allowed
         *     values as buttons; values that do not exist are refused); (3) **create the item** in the
         *     core system, after the seller confirms the summary, exactly once per session; (4) **ask the
         *     protocol questions** of the item one at a time, validating each answer by its type (yes/no,
         *     one of a list, a number in a range, free text, a photo sent in `images`), record the
         *     answers in the submission system and finish with a summary and the link to continue there.
         *
         *     The seller may go back at any time before the item is created ("actually it's the 256 GB
         *     one" changes that option; the confirmation offers a button per option) and may start over
         *     with the "Start over" button (or the words "recomeçar", "start over", "empezar de nuevo",
         *     "recommencer").
         *
         *     **Sessions.** `session_id` names the conversation; its state is kept by the server (the
         *     embedded SQLite store) and survives restarts. Without `session_id` a new session is
         *     created; its id comes back in the `X-Session-Id` response header (which every `200`
         *     carries) and is sent as `session_id` on the next turns. A client may also choose the id
         *     itself (a random UUID, for instance): an unknown id starts a new session under that id.
         *
         *     **The turn.** `messages` may carry the whole history or just the new message: the turn's
         *     input is what the user said after the last assistant message (several user messages are
         *     read as one). The same request sent twice (same session, same `messages` and `images`)
         *     does not advance the conversation twice: the second gets the first one's answer. Replays
         *     are recognised by the history, so a client that sends only the latest message should
         *     include the assistant message it answers to make retries safe; otherwise two identical
         *     answers in a row ("Sim", "Sim") are two turns (a session's first message is recognised
         *     either way).
         *
         *     **Answers.** A bare array of assistant messages. Choices are in `text` (after "Opções:" /
         *     "Options:") for clients without HTML, and in `html` as
         *     [Deep Chat](https://deepchat.dev) suggestion buttons
         *     (`<button class="deep-chat-button deep-chat-suggestion-button">`), which send their
         *     label as the user's next message; typing the label works the same. To drive the chat
         *     from a Deep Chat component, point `connect.url` at this path and add `session_id` and the
         *     two base URLs to each request (a `requestInterceptor`).
         *
         *     **Core and submission systems.** `service_core_base_url` and
         *     `service_submission_base_url` name the marketplace's systems for this conversation; their
         *     API is `libs/chat/core-system.openapi.yaml`. They are reached through the SSRF filter: a
         *     base URL that resolves to a private, loopback or link-local address is refused with `422`
         *     naming the field, unless the deployment allows the range (`SSRF_ALLOW_CIDRS`). When a
         *     system is down the turn still answers `200` with an apology in the conversation, and the
         *     session stays where it was: the next turn (the "Try again" button) retries. Item
         *     creation carries an idempotency key derived from the session, so retries, restarts and
         *     repeated requests never create a second item.
         *
         *     **Model.** The chat works without a model: catalogue search by keywords, buttons for every
         *     choice and typed answers checked in code. With a model configured it also understands
         *     free text (at most one structured-output call per turn, only when the words alone do not
         *     decide); whatever the model says is checked in code against the catalogue and the
         *     question. `service_core_context` steers that call. Replies are in `language` (PT-PT, EN,
         *     ES and FR; catalogue labels in the languages the core system has, else English).
         *
         *     `conversation: false` answers one turn without keeping a session: no `X-Session-Id` is
         *     returned and `session_id` may not be sent.
         *
         *     Limits: at most 200 messages of 10,000 characters, 10 images (URLs or base64 data URLs of
         *     at most 10 MB decoded, JPEG, PNG, WebP or GIF). Turns call the core system: the time
         *     budget is 300 s and the body limit 25 MB.
         */
        post: operations["chat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/service_ai_value_estimation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate resale, recycling and repair values
         * @description Researches current asking prices of `agent_specific.service_item` on the second-hand
         *     marketplaces of the request's country and computes three ranges, in code, from the
         *     evidence found. The country follows `language`: its region when we cover it (`PT-PT`
         *     searches OLX, CustoJusto, Vinted and Wallapop in Portugal; `en-PT` too, answering in
         *     English), else the language's home country; covered are PT, ES, FR, DE, IT and GB.
         *
         *     - `value_out_*` — what the item would sell for on a second-hand platform in its grade.
         *       Listings are cleaned (accessories, bundles, wanted-ads, other models or storage sizes
         *       and duplicates dropped; "for parts" offers kept only for grade `D`), each asking price
         *       is moved to the item's grade with documented condition factors (A 1.00, B 0.85,
         *       C 0.65, D 0.30; a listing that states no grade counts as B) and from asking to sale
         *       price with a documented discount (10 % on marketplaces, 25 % at refurbished sellers,
         *       15 % elsewhere). After outlier removal (3 × MAD of log prices) the median is the
         *       average and the 25th–75th percentiles are the range.
         *     - `recycling_value_*` — scrap prices per kilogram of the item's material found by
         *       search, times a typical weight for its category.
         *     - `repair_cost_*` — repair-shop prices found by search for the repairs likely at the
         *       item's grade; zero for grade `A`, which needs none.
         *
         *     A range resting on fewer than 8 prices is widened by ±5 % per missing price, and the
         *     `reasoning` says so; `comparables` gives how many prices each range rests on. When the
         *     national marketplaces give fewer than 5 comparables, the search widens to other
         *     marketplaces and refurbished sellers, then to the open web.
         *
         *     Every figure is in `currency` (ISO 4217, the country's own: prices in other currencies
         *     are left out, as no citable exchange rate is at hand). `references` are 2–10 URLs that
         *     the search returned, each carrying a price a figure rests on. When fewer than two can
         *     be found, or a figure has no price behind it, the answer is a `500` of type
         *     `insufficient-evidence` instead of an invented figure.
         *
         *     Web search is required: without `TAVILY_API_KEY` the answer is a `500` of type
         *     `search-not-configured`. A chat model is optional: when one is configured it reads the
         *     asking prices of the listings (each price is kept only if it is written in that
         *     listing's own text) and words the `description`; without one, both are done by rules.
         *
         *     Long-running: the time budget is 300 s. The same searches within six hours are served
         *     from a cache.
         */
        post: operations["estimateValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service_ai_id_validator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read and validate an identity document
         * @description Reads photos or scans of an identity document (typically front and back, in any order),
         *     extracts its type, number, holder name and expiry, checks that it is genuine as far as
         *     the images can tell, and checks the optional expectations of `agent_specific`. Document
         *     problems are answered with `200` and a `status`; only bad input is a `422`/`413`.
         *
         *     **Offline first.** The machine-readable zone (MRZ, ICAO 9303 TD1/TD2/TD3) is read by
         *     local OCR and verified by every check digit and the composite; OCR confusions (`0`/`O`,
         *     `1`/`I`, `8`/`B`, `5`/`S`, `2`/`Z`, `6`/`G`, `<` read as `K`/`L`) are corrected only where
         *     the field's type forces it and only when the check digits then pass. The printed side
         *     (visual zone) is read too: its name, number, birth and expiry dates must agree with the
         *     MRZ, and its text is searched for specimen marks. National rules are checked where
         *     published: the Portuguese Cartão de Cidadão number (`DDDDDDDD C VV T`, both check
         *     characters), the Spanish DNI/NIE control letter, the German serial alphabet. No model is
         *     needed: with none configured, a document whose images show no MRZ is answered
         *     `ERROR_IMAGE_QUALITY` saying so.
         *
         *     **Vision model (optional).** When a chat model is configured it is a second reader: it
         *     transcribes an MRZ the local OCR could not read (accepted only if every check digit then
         *     passes) and reads documents that carry no MRZ, such as driving licences. What it returns
         *     is checked in code; it never overrides an MRZ whose check digits the local reader
         *     verified, nor one they prove wrong.
         *
         *     **`status`.**
         *     - `OK`: a verified reading, every authenticity check passed (check digits, real dates,
         *       birth in the past, expiry after birth, a plausible validity period, real issuing
         *       state and nationality, a document code allowed for the format, national number
         *       rules, front and back of the same document, no specimen marks), the type is one of
         *       `doc_type`, and every expectation given holds.
         *     - `ERROR_IMAGE_QUALITY`: nothing could be read reliably: an image too small or blurred,
         *       no document in it, or no machine-readable zone (and no vision reader). `message`
         *       says what to do (retake closer, without glare, the side with the MRZ).
         *     - `ERROR_VALIDATION`: the document is legible but fails: a check digit of a sharp MRZ
         *       is wrong (tampered or damaged), an authenticity check fails, it is a specimen, its
         *       type is not accepted, or the name, number or validity expectation does not hold.
         *       `reasoning` names every failure.
         *
         *     **Fields.** `doc_type` is `passport` or `<kind>-<country>` (`id-PT`); `number` is the
         *     document number without spaces (`123456789ZZ1` for a Cartão de Cidadão). Spanish
         *     identity cards carry two numbers: the MRZ's document number is the card's support number
         *     (`IDESP…`), and the DNI/NIE number (`12345678Z`) identifies the holder across renewals;
         *     `number` and `item_id` use the DNI/NIE number, and a `number` expectation matches either.
         *     `name` is `GIVEN NAMES SURNAME` in uppercase A–Z as the MRZ spells it (ICAO
         *     transliteration: Müller → `MUELLER`), completed from the printed side when the MRZ had
         *     to truncate it. `item_id` is `<kind>_<ISO 3166 alpha-3>_<number>`. These fields are
         *     present when they were read with verified check digits (or by the vision reader,
         *     checked in code); they are absent from answers that could not read the document.
         *     `message` and `reasoning` are in `language` (PT-PT, EN, ES, FR).
         *
         *     Limits: 1–10 images, each an http(s) URL (fetched through the SSRF filter: private,
         *     loopback and link-local addresses are refused unless the deployment allows them with
         *     `SSRF_ALLOW_CIDRS`) or a base64 `data:` URL, at most 10 MB decoded, JPEG, PNG, WebP,
         *     GIF, TIFF or BMP as its bytes say (a data URL whose bytes are another type is refused).
         *     HEIC/HEIF photos are not read (the image library has no HEVC decoder): convert them to
         *     JPEG. Each refused image is a `422` naming `/images/<index>`; nothing that is not an image is
         *     read. The body limit is 25 MB.
         */
        post: operations["validateId"];
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
         * @description A human index page: the API reference rendered from this document (works offline), the
         *     state of the deployment, and a chat playground that drives `POST /chat` with the Deep Chat
         *     component (served by `GET /assets/deep-chat.js`).
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
    "/assets/deep-chat.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the chat component for the index page
         * @description The Deep Chat web component (`deep-chat` on npm, MIT) as one ES module, served from this
         *     deployment so the index page's chat playground works offline. The index page asks for it
         *     with `?v=<component version>`, so it may be cached for a year: an upgrade changes the URL.
         */
        get: operations["getDeepChatBundle"];
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
         * @description One turn of a product submission conversation. The last message must be from the user
         *     (checked by the chat: a `422` on `/messages/<last>/role` otherwise).
         */
        ChatRequest: {
            language?: components["schemas"]["Language"];
            /** @description The conversation so far, or just the new message; the turn's input is what the user said after the last assistant message. */
            messages: components["schemas"]["ChatMessage"][];
            images?: components["schemas"]["ChatImages"];
            /**
             * @description `true` (the default) keeps the session; `false` answers this one turn without keeping it.
             * @default true
             */
            conversation?: boolean;
            /**
             * @description The conversation's id, from the `X-Session-Id` header of an earlier answer or chosen by the client. Absent on the first turn.
             * @example 0f6c2b8e-8a51-4c3e-9d27-6b1f0e2a9c44
             */
            session_id?: string;
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            /**
             * Format: http-url
             * @description Base URL of the core system (catalogue, items, protocols), an absolute http(s) URL without query or credentials.
             * @example https://core.example.com/api/v1
             */
            service_core_base_url: string;
            /**
             * Format: http-url
             * @description Base URL of the submission system (protocol answers, completion), an absolute http(s) URL without query or credentials.
             * @example https://submissions.example.com/api/v1
             */
            service_submission_base_url: string;
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        };
        /** @description A message of the conversation, as chat components (Deep Chat) exchange them. */
        ChatMessage: {
            /**
             * @description `user` or `assistant`; `ai`, Deep Chat's name for the assistant, is read as `assistant`.
             * @enum {string}
             */
            role: "user" | "assistant" | "ai";
            /** @description The message text. */
            text: string;
            /** @description HTML with buttons or structured elements (not read by the chat). */
            html?: string;
        };
        /**
         * @description Photos sent with this turn, each an http(s) URL or a base64 `data:` URL (JPEG, PNG, WebP
         *     or GIF, at most 10 MB decoded); the first answers a photo question. URLs are fetched
         *     through the SSRF filter.
         * @default []
         */
        ChatImages: string[];
        /** @description One assistant message. */
        ChatReply: {
            /** @enum {string} */
            role: "assistant";
            /** @description The message, with any choices listed after "Opções:" / "Options:". */
            text: string;
            /** @description The choices as Deep Chat suggestion buttons, or a link; absent when there is nothing to click. */
            html?: string;
        };
        /** @description The assistant's messages of this turn, in order (the spec's bare array). */
        ChatResponse: components["schemas"]["ChatReply"][];
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
        /**
         * @description The item to value, in `agent_specific.service_item`. `language` sets both the language of
         *     `reasoning` and `description` and the country whose marketplaces are searched.
         */
        ValueEstimationRequest: {
            language?: components["schemas"]["Language"];
            agent_specific: {
                service_item: components["schemas"]["ServiceItem"];
            };
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        };
        /**
         * @description The item as the marketplace knows it. `name` (the model, as precise as possible) and
         *     `condition` are required; `brand`, `description` (the seller's words: storage, size,
         *     faults) and `category` sharpen the search and may be `null` or left out.
         */
        ServiceItem: {
            /**
             * @description The model, e.g. `iPhone 12` or `MacBook Air M1 8GB 256GB`. 1–200 characters, not blank.
             * @example iPhone 12
             */
            name: string & unknown;
            /**
             * @description The maker, e.g. `Apple`. At most 100 characters.
             * @example Apple
             */
            brand?: string | null;
            condition: components["schemas"]["ItemCondition"];
            /**
             * @description The seller's description of this item (configuration, state, faults). At most 2,000 characters.
             * @example iPhone 12 64GB preto
             * @example bateria 86%
             */
            description?: string | null;
            /**
             * @description The marketplace's category, e.g. `Telemóveis`. It chooses the recycling material and likely repairs. At most 100 characters.
             * @example Telemóveis
             */
            category?: string | null;
        };
        /**
         * @description The item's grade: `A` as new, `B` good with light signs of use, `C` visible wear but
         *     working, `D` faulty or for parts.
         * @example B
         * @enum {string}
         */
        ItemCondition: "A" | "B" | "C" | "D";
        /**
         * @description The spec's nine figures (each `min` ≤ `average` ≤ `max`, none negative), `reasoning`,
         *     `description` and `references`, plus `currency` and `comparables`. Clients written to
         *     the spec may ignore the last two.
         */
        ValueEstimationResponse: {
            /** @description Top of the resale range (75th percentile of the comparables' estimated sale prices, widened when evidence is thin). */
            value_out_max: number;
            /** @description Bottom of the resale range (25th percentile, widened when evidence is thin). */
            value_out_min: number;
            /** @description Typical resale price (median of the comparables' estimated sale prices). */
            value_out_average: number;
            /** @description Top of the recycling revenue range. */
            recycling_value_max: number;
            /** @description Bottom of the recycling revenue range. */
            recycling_value_min: number;
            /** @description Typical recycling revenue (median). */
            recycling_value_average: number;
            /** @description Top of the repair cost range (one likely repair, not their sum). */
            repair_cost_max: number;
            /** @description Bottom of the repair cost range; 0 for grade A. */
            repair_cost_min: number;
            /** @description Typical cost of one likely repair (median); 0 for grade A. */
            repair_cost_average: number;
            /** @description How each range was reached and what it rests on, in the request's language. */
            reasoning: string;
            /** @description The item in its current condition, in the request's language. */
            description: string;
            /** @description URLs the search returned that carry a price a figure rests on, each once. */
            references: string[];
            /**
             * @description ISO 4217 code of every figure (the searched country's currency).
             * @example EUR
             */
            currency: string;
            /** @description How many prices each range rests on, after cleaning and outlier removal (0 for the repair cost of grade A). */
            comparables: {
                value_out: number;
                recycling_value: number;
                repair_cost: number;
            };
        };
        /**
         * @description Images of one identity document and what the marketplace expects of it. `language`
         *     sets the language of `message` and `reasoning`.
         */
        IdValidatorRequest: {
            language?: components["schemas"]["Language"];
            images: components["schemas"]["IdDocumentImages"];
            agent_specific: components["schemas"]["IdValidatorExpectations"];
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        };
        /**
         * @description 1–10 images of the document (front and back in any order; a passport's data page
         *     alone is enough), each an http(s) URL or a base64 `data:` URL of at most 10 MB decoded.
         * @example [
         *       "https://uploads.example.com/kyc/8f2a/front.jpg",
         *       "https://uploads.example.com/kyc/8f2a/back.jpg"
         *     ]
         */
        IdDocumentImages: string[];
        /** @description The accepted document types and, optionally, what the document must say. */
        IdValidatorExpectations: {
            /**
             * @description Accepted document types, comma-separated, case-insensitive: `passport` (any
             *     country; `passport-PT` narrows it), `id-<CC>` identity card, `rp-<CC>` residence
             *     permit, `dl-<CC>` driving licence, where `<CC>` is an ISO 3166 alpha-2 country or
             *     `*` for any (`id-*`). An unknown type is a `422` naming it.
             * @example id-PT,passport
             * @example id-*,rp-PT
             */
            doc_type: string;
            /**
             * @description The expected holder name, in any order (`Maria Silva Santos` or `SANTOS MARIA`).
             *     Case and diacritics do not count; every token must match, except that a token the
             *     MRZ cut short need only begin the expected one. Absent or `null`: not checked.
             * @example Maria Conceição Silva Santos
             */
            name?: string | null;
            /**
             * @description The expected document number; spaces, dashes, dots, slashes and case do not count.
             *     For Spanish identity cards the DNI/NIE or the support number. Absent or `null`: not
             *     checked.
             * @example 12345678 9 ZZ1
             */
            number?: string | null;
            /**
             * @description `true`: the document must expire strictly after today (UTC). `false` or `null`: not checked.
             * @default false
             */
            validity?: boolean | null;
        };
        /** @description The spec's fields. Everything but `status` and `reasoning` is present only when it was read. */
        IdValidatorResponse: {
            /**
             * @description `OK` legible and valid; `ERROR_IMAGE_QUALITY` not legible enough to validate;
             *     `ERROR_VALIDATION` legible but a check or an expectation failed.
             * @enum {string}
             */
            status: "OK" | "ERROR_IMAGE_QUALITY" | "ERROR_VALIDATION";
            /** @description A short localized sentence for the end user, saying what to do when the status is not `OK`. */
            message?: string;
            /**
             * @description The canonical detected type, `passport` or `<kind>-<ISO 3166 alpha-2>` (`id-PT`).
             * @example id-PT
             */
            doc_type?: string;
            /**
             * @description The document number, uppercase without spaces (for Spanish identity cards the DNI/NIE number).
             * @example 123456789ZZ1
             */
            number?: string;
            /**
             * @description The holder's name as `GIVEN NAMES SURNAME`, uppercase A–Z without diacritics.
             * @example MARIA CONCEICAO SILVA SANTOS
             */
            name?: string;
            /**
             * Format: date
             * @description The expiry date, `YYYY-MM-DD`.
             * @example 2031-05-14
             */
            expiry?: string;
            /**
             * @description The document's id, `<kind>_<ISO 3166 alpha-3>_<number>`.
             * @example id_PRT_123456789ZZ1
             */
            item_id?: string;
            /**
             * @description How sure the reading is, 0–1: the OCR's mean character confidence over the MRZ,
             *     lowered for each correction made and for fillers inferred. For a reading the vision
             *     model made, the share of its fields that the local OCR found printed on the images.
             */
            ocr_confidence?: number;
            /** @description What was read on which image and the outcome of every check, in the request's language. */
            reasoning: string;
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
            /** @description Readiness of each function, keyed by its name (`chat`, `translator`, `value_estimation`, `id_validator`, and later others). */
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
         *     | `/problems/core-system-error` | 500 | the core or submission system answered the chat with an error that retrying will not fix (e.g. a base URL that leads elsewhere) |
         *     | `/problems/timeout` | 500 | the operation ran out of time (transient) |
         *     | `/problems/translation-incomplete` | 500 | the model left keys untranslated after retries (transient) |
         *     | `/problems/insufficient-evidence` | 500 | search found too little evidence for an estimate; see `references_found`, `missing_figures` |
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
            /** @description For `insufficient-evidence`, how many citable sources the search found. */
            references_found?: number;
            /** @description For `insufficient-evidence`, the figures no price was found for. */
            missing_figures?: ("value_out" | "recycling_value" | "repair_cost")[];
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
         * @description The chat session this answer belongs to: the request's `session_id`, or the id of the
         *     session the request created. Send it as `session_id` on the next turn.
         * @example 0f6c2b8e-8a51-4c3e-9d27-6b1f0e2a9c44
         */
        "X-Session-Id": string;
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
    chat: {
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
                "application/json": components["schemas"]["ChatRequest"];
            };
        };
        responses: {
            /** @description The assistant's messages for this turn. */
            200: {
                headers: {
                    "X-Session-Id": components["headers"]["X-Session-Id"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationProblem"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
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
    estimateValue: {
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
                "application/json": components["schemas"]["ValueEstimationRequest"];
            };
        };
        responses: {
            /** @description The three ranges in `currency`, what they rest on, and the sources. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValueEstimationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description The request breaks the contract; `errors` names each bad field, e.g.
             *     `/agent_specific/service_item/condition` for a grade outside A–D,
             *     `/agent_specific/service_item` when it is missing, a field that is not a string, or
             *     one longer than its limit.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["RateLimited"];
            /**
             * @description The estimate could not be made. `insufficient-evidence`: even after widening, the
             *     search found fewer than two citable prices, or none for one of the figures
             *     (`references_found`, `missing_figures`); retrying soon usually finds the same.
             *     `search-not-configured`: set `TAVILY_API_KEY`. `search-unavailable` and `timeout`
             *     are transient and carry `Retry-After`.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    validateId: {
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
                "application/json": components["schemas"]["IdValidatorRequest"];
            };
        };
        responses: {
            /** @description The outcome, with what was read and why. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdValidatorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description The request breaks the contract; `errors` names each bad field:
             *     `/agent_specific/doc_type` when missing or when it lists an unknown type,
             *     `/images/<index>` for an image that is not an image, whose data URL lies about its
             *     type, that is larger than 10 MB, or whose URL the SSRF filter refuses, `/images`
             *     for more than 10 images.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
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
    getDeepChatBundle: {
        parameters: {
            query?: {
                /**
                 * @description The component's version, to give each release its own URL in caches; the server ignores it.
                 * @example 2.4.2
                 */
                v?: string;
            };
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
            /** @description The component's JavaScript module (it defines the `<deep-chat>` element). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /**
                     * @description `public, max-age=31536000, immutable`: the content changes only with the version in the URL.
                     * @example public, max-age=31536000, immutable
                     */
                    "Cache-Control"?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
}
