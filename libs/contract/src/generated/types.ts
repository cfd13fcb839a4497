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
         *     marketplace, in five stages: (1) **identify the product** in the core system's catalogue
         *     (the top candidates are offered as buttons, with "none of these"); (2) **collect its
         *     options** (every option the seller already mentioned is filled, e.g. "iPhone 12, 128GB,
         *     azul" fills storage and colour; the missing ones are asked one at a time with the allowed
         *     values as buttons; values that do not exist are refused); (3) **create the item** in the
         *     core system, after the seller confirms the summary, exactly once per session; (4) **ask the
         *     protocol questions** of the item one at a time, validating each answer by its type (yes/no,
         *     one of a list, a number in a range, free text, a photo sent in `images`), record the
         *     answers in the submission system; then (5) **make an offer**: the answers are graded on
         *     the category's inspection protocol, the item is valued at that grade from comparable
         *     listings and decided on, and the seller sees the range, how many listings it rests on and
         *     what would become of the item ("€270–295 from 8 comparable listings; resale as it is"),
         *     with an accept button carrying the range and a decline button; and finish with a summary
         *     and the link to continue there. The accepted offer (range, basis, grade, disposition) is
         *     recorded with the completion in the submission system, in one idempotent call, exactly
         *     once; accepting again, accepting after the session moved on, or accepting another amount
         *     changes nothing and the answer says which offer stands. Without web search configured, or
         *     when too few prices are found, no figure is offered: the seller is told an offer will
         *     follow inspection. The offer makes no model call and at most value estimation's searches
         *     (none within its cache time).
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
         *     **Streaming.** With `Accept: text/event-stream` the answer is Server-Sent Events: each
         *     reply as an `event: reply` whose data is the reply object, sent as soon as the chat has
         *     it (a turn that creates the item says so before the protocol's first question is
         *     fetched); then `event: done` whose data is the whole array the JSON answer carries, or
         *     `event: error` whose data is the problem when the turn fails after the stream began.
         *     Events carry increasing `id`s; a `: keep-alive` comment is sent every 15 s while nothing
         *     else is, so idle-connection limits of load balancers do not cut a long turn. The data
         *     of each reply is the object Deep Chat's `connect.stream` reads, so a Deep Chat
         *     component can be pointed at this path with `stream: true`. A bad request is refused
         *     before any stream, with the same `422` problem. A client that goes away does not stop
         *     the turn: it finishes and is stored, and the same request sent again with the session
         *     gets its replies (after the turn, if it is still running) without the conversation
         *     moving twice. Under an `Idempotency-Key` a stream that ended is kept whole and replayed as
         *     one; `callback_url` makes the request a job as usual.
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
    "/service_ai_translator/memory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the translation memory by key prefix
         * @description The memory's entries whose catalogue key starts with `key_prefix`, in key order: the
         *     reviewed pairs and the translations the model gave (each with its `origin`), the latest
         *     per key and target locale. As JSON, or as TMX 1.4 (`format=tmx`) for translation tools.
         */
        get: operations["exportTranslationMemory"];
        /**
         * Add reviewed translations to the translation memory
         * @description Stores translations a person reviewed. On the next request with the same source text,
         *     source and target locale and `context`, a reviewed translation is used as it is and wins
         *     over the model (and over any translation the model gave before). Each pair names the
         *     catalogue `key` it was reviewed for, by which the memory is exported. The same key,
         *     target locale and source text again replaces the earlier pair. Shared by every replica
         *     when the server keeps its state in PostgreSQL (`DATABASE_URL`).
         *
         *     A pair whose target does not keep its source's placeholders, markup, URLs, e-mails,
         *     numbers or ICU structure is refused with a `422` naming its `target`.
         */
        put: operations["putTranslationMemory"];
        post?: never;
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
         *     - `recycling_value_*` — what recyclers and trade-in-for-recycling schemes offer per
         *       item, found by search; or, when those rest on fewer pages, scrap prices per kilogram
         *       of the item's material times a typical weight for its category. The `reasoning` says
         *       which.
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
         *     document number without spaces (`317046284ZZ8` for a Cartão de Cidadão). Spanish
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
    "/service_ai_brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Normalise, validate or discover brands
         * @description Brand knowledge for listings, from a curated table shipped with the service (over 1,500
         *     brands of the categories a general second-hand marketplace has, from phones, bikes and
         *     clothing to cameras, watches, furniture, toys, tools, beauty, instruments and vehicle
         *     parts, with aliases, common misspellings, some Wikidata ids, and the parent of each
         *     sub-brand: Redmi → Xiaomi, B'Twin → Decathlon).
         *
         *     `agent_specific.operation`:
         *
         *     - `normalise` — a raw brand string (`"SAMSUNG Electronics"`, `"aple inc."`) → the
         *       canonical brand. Matching is code: case, accents, separators and legal suffixes are
         *       ignored, aliases and misspellings come from the table, and a fuzzy match is accepted
         *       only within a bound (`method` says which; `score` is 0–1); a string two brands could
         *       be read as matches neither. A string naming a maker and its sub-brand (`"Xiaomi Redmi
         *       Note 10"`) answers the sub-brand with its `parent`; a component or licence beside the
         *       maker (`"Trek Shimano"`, `"LEGO Star Wars"`) is not the item's brand; in an
         *       accessory's string the brand after `para`, `for`, `pour`, `für`, `compatible with`… is
         *       what it fits, not its brand; a shop that sells other makers' goods, named as where the
         *       item was bought (`comprado na Conforama`, `acheté chez Leroy Merlin`), is not its brand
         *       (a shop's own label is: `comprado na Zara`). A seller's sentence (`"vendo bicicleta trek quase nova"`)
         *       answers the brand it names when all it names is one brand family (score below the
         *       brand's own). With a `category`, only brands of that category match.
         *     - `validate` — is `brand` a known brand of `category`? `valid` answers.
         *     - `discover` — the brands of `category`, ranked (`limit`, default 20).
         *
         *     With `service_core_base_url` the core system's catalogue brands join the table (`method:
         *     catalogue`). When the table does not know a string and a chat model is configured, the
         *     model may propose a brand; when web search is configured, `discover` may add brands that
         *     search found. Such proposals are never merged into the table: they carry
         *     `needs_review: true`. Without a model or search, every operation still answers from the
         *     table. Limits: `brand` 1–200 characters, `limit` 1–100.
         */
        post: operations["brands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service_ai_c2c_validation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a consumer-to-consumer listing before it goes live
         * @description Checks a listing against a marketplace policy profile (`olx-pt`, `vinted`, `wallapop`,
         *     `ebay`, `generic`) and answers a `verdict`:
         *
         *     - `approve` — nothing to fix;
         *     - `fix_required` — the seller must change the text (each violation says how);
         *     - `reject` — the listing offers something the profile prohibits;
         *     - `manual_review` — a person should look (restricted items, a prohibited item the learned
         *       scorer below does not confirm, or a model's flag the code could not tie to the text).
         *
         *     Each violation has a stable `code`, the `field` and character `span` (`start` inclusive,
         *     `end` exclusive, in UTF-16 code units, as JavaScript counts) of the `evidence`, a
         *     `severity`, the profile's policy `clause`, and a `message` in the request's language
         *     telling the seller how to fix it. `redacted_listing` is the listing with each offending
         *     span masked.
         *
         *     Rules that need no model run on every request: phone numbers (PT, ES, FR and
         *     international formats, spaced, dotted or spelled out in PT, ES, FR or EN, and mixed
         *     forms such as `9one2`), e-mail addresses (also written `at`/`arroba`), links and bare
         *     domains, social handles, IBANs (verified by their mod-97 check), off-platform payment
         *     (MB WAY, Bizum, Lydia, PayPal friends, bank transfer), prohibited and restricted items
         *     from per-profile lexicons with negation ("não é réplica" is not a counterfeit claim),
         *     more than one brand, a price far outside `value_estimation` or absurd, and spam. Beside
         *     them, with or without a model service, a learned scorer shipped in the library (a
         *     logistic regression over the listing's words and character n-grams, trained on labelled
         *     listings) reads the title and description together: where it scores the listing as
         *     offering a restricted or prohibited item no rule found, it adds a `restricted_item` with
         *     `source: model` and clause `<profile>/learned-scorer`, quoting the sentence it scores
         *     highest, at most `major`: a person looks (`manual_review`), it never rejects. Its score
         *     is also a second opinion on the rules' prohibited items: where a rule finds one in the
         *     title or description and neither the listing nor the sentence holding it scores as an
         *     item problem at a confirmation threshold (set so that 95 % of the rules' rejects of listings
         *     labelled with an item stay rejects, in cross-validation across the sets' writers), the
         *     violation is `major` and the listing goes to `manual_review` instead of `reject`. With a
         *     chat model configured, the model also reads what rules cannot and compares the photos
         *     (up to 4; URLs are fetched through the SSRF-safe fetcher) with the text, in one call;
         *     its flags map to the same codes, and a flag whose evidence is not found in the text (a
         *     photo's included) goes to `manual_review`, never `reject`; a flag it quotes over a rule's
         *     prohibited item the scorer did not confirm is kept beside it (`critical`): two readings
         *     agree, and the listing is rejected. With or without a model, the
         *     photos (`data:` images, and image URLs through the SSRF-safe fetcher; up to 10) are
         *     measured: `photo_low_quality` (too small, too dark, blurred) and `photo_duplicate` (the
         *     same photo twice), as advice (`minor`). An image URL that is refused or is not an image is
         *     a 422 naming it; one that cannot be reached leaves the photo checks out.
         *
         *     `strictness`: `lenient` reports minor issues without asking for a fix, `strict` rejects
         *     off-platform payment and IBANs. Limits: title 1–200 characters, description up to
         *     10,000, up to 50 attributes, up to 10 images.
         */
        post: operations["validateListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service_ai_c2c_descriptor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a seller's words into a listing a marketplace can publish
         * @description Writes a consumer-to-consumer listing for the item in `agent_specific.item`, shaped for
         *     the marketplace profile `agent_specific.marketplace`, in the request's `language`
         *     (PT-PT, EN, ES or FR), and says where every fact came from.
         *
         *     **Profiles** (limits enforced in code, 100 % of the time; titles are cut on word
         *     boundaries):
         *
         *     | profile | title | description | condition scale |
         *     |---|---|---|---|
         *     | `olx-pt` | 70 | 9,000 | Novo · Como novo · Bom estado · Aceitável · Para peças |
         *     | `vinted` | 60 | 2,000 | New with tags · New without tags · Very good · Good · Satisfactory |
         *     | `wallapop` | 50 | 640 | Nuevo · Como nuevo · En buen estado · En condiciones aceptables · Lo ha dado todo |
         *     | `ebay` | 80 | 4,000 | New · Open box · Used · Seller refurbished · For parts or not working |
         *     | `generic` | 100 | 4,000 | A · B · C · D |
         *
         *     `condition` takes the grade `A`–`D` (as new; good with light wear; visible wear but
         *     working; faulty or for parts) or a label of the profile's scale in any of the four
         *     languages, case and accents ignored; an unknown label is a `422`. The answer gives the
         *     grade, the profile's label (Vinted's in the listing's language) and the schema.org
         *     `OfferItemCondition`.
         *
         *     **Facts and their sources.** `attributes[]` lists each fact with its `source`: `user`
         *     (a field the seller filled), `inferred` (read by rules from the seller's name and text,
         *     e.g. `128 GB`, `tamanho 42`), `catalogue` (the curated brand table), `vision` (a label
         *     the vision model read on a photo). `missing_attributes[]` lists what the profile requires
         *     for the category (e.g. storage capacity of a phone on eBay, size of clothing on Vinted)
         *     and nobody gave. Every declared defect is written into `description`, word for word.
         *
         *     **Without a model** the listing is written from the fields by templates per language and
         *     profile. **With a model** one structured call writes the copy (plus one vision call when
         *     `images` are sent, reading labels: model numbers, capacities, sizes). The code then checks
         *     every claim: a brand, model number, size or capacity that is not in the input, the brand
         *     catalogue or a recorded vision reading, a text over the profile's limit, contact details
         *     or prohibited words send that field back to the template text, with a warning.
         *
         *     **Price.** `suggested_price` always has a `basis`: the `value_estimation` figures sent
         *     (the value estimation response, or its `value_out_*` fields), the seller's `wish_price`,
         *     or, when neither is sent, `estimate_price` is true and web search is configured, an
         *     estimate made by the value estimation function (long-running). Otherwise it is `null`
         *     with a warning: no figure without evidence.
         */
        post: operations["describeListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service_ai_protocol_generator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write the inspection protocol for an item
         * @description Writes the questions a seller or an inspector answers about an item's condition (the
         *     chat's fourth stage asks them), and how the answers become a grade on
         *     `agent_specific.target_scale` and which answers knock the item out of re-use.
         *
         *     Templates per category are data, written in PT-PT, EN, ES and FR: `phones`, `tablets`,
         *     `laptops`, `consoles`, `bikes`, `clothing` (clothing and footwear; `footwear` and `shoes`
         *     are the same template), `small-appliances` and `large-appliances`. Scales: `internal`
         *     (A–D, the grades value estimation uses) for every category; `ctia` (cosmetic A–D for
         *     devices that pass the functional test, `F` for those that do not) for phones and tablets;
         *     `backmarket` (`excellent`, `very_good`, `good` on fully functional devices with battery
         *     ≥ 80 %, else `not_eligible`) for phones, tablets, laptops and consoles; `clothing5`
         *     (`new_with_tags` … `satisfactory`, the Vinted/Wallapop levels) for clothing.
         *
         *     Every protocol passes a static check before it is returned: every question moves at
         *     least one grade cap or knock-out, every grade of the scale is reachable, and no
         *     `skip_if` refers to a later or missing question. The same request always gives the same
         *     protocol: `id` names the request, `version` is a hash of the protocol's content.
         *
         *     Without a model an unknown category is a `422` on `/agent_specific/category`. With a
         *     model, a category without a template gets a generated protocol (`generated: true`),
         *     accepted only when it passes the same static check; otherwise the answer is a `500` of
         *     type `protocol-generation-failed`.
         */
        post: operations["generateProtocol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service_ai_decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide what becomes of an item
         * @description Decides, by rules in code, through which channel an item goes — listed C2C, sold to a
         *     refurbisher, returned to its vendor, sold in a wholesale lot, donated, repaired then
         *     resold, dismantled for parts, recycled or refused — and says why line by line. The same
         *     request on the same date always gives the same decision.
         *
         *     - **Condition**: a grade on a scale (`internal` by default), or a protocol from
         *       `/service_ai_protocol_generator` with its answers, graded the same way as there; the
         *       protocol's knock-outs become gates.
         *     - **Gates** block dispositions: `activation_lock` (every sale, repair, parts and
         *       donation: only the owner, or a vendor taking it back, can remove it), `data_not_wiped`
         *       (the same, unless the operator can wipe data: then `wipe_data` is a required action),
         *       `unsafe` (sales as is and donation), `counterfeit` and `reported_stolen` (everything but refusal), `not_working` (donation),
         *       `no_donation_partner` (donation), `no_vendor_take_back` (return to vendor, unless
         *       `context.vendor_takes_back`), `refusal_not_justified` (refusal, without a safety or
         *       legal reason), and `destruction_forbidden` (recycling and refusal
         *       of unsold or returned clothing and footwear of a large company from 2026-07-19,
         *       Regulation (EU) 2024/1781 art. 25; not for unsafe items).
         *     - **Economics** (in `currency`): repair pays when repair cost < k × price new (k = 0.5
         *       unless `context.repair_threshold` says otherwise) **and** resale after repair − repair
         *       − logistics > the best allowed as-is price; each as-is channel (C2C resale, trade-in
         *       offer, vendor credit, lot price) nets its price − logistics and pays above 0; parts
         *       pay when they net more than 0 and more than recycling. Then, in the order of the EU
         *       waste hierarchy (Directive 2008/98/EC art. 4: re-use, preparing for re-use, recycling,
         *       disposal): repair when it pays, else the allowed channel that nets most (the as-is
         *       channels, and parts too when the item is not known to work), else C2C resale of a
         *       working item whose value is unknown, else donation when the item works and a partner
         *       takes its category, else parts, else recycling; refusal only for safety or law. Each
         *       option names its channel and the figures its net rests on.
         *     - **Figures**: the caller's; when economics are absent and web search is configured,
         *       value estimation's (`source: value_estimation`); otherwise the decision rests on what
         *       is known and `missing_figures` says what was not. No figure is ever invented.
         *
         *     A model, when configured, only rewords `summary`; every number in its wording must be one
         *     of the figures, else the rule-written summary is kept.
         */
        post: operations["decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an asynchronous job
         * @description The state of a job created by a function call with `callback_url`: `queued`, `running`,
         *     `succeeded` (with `result`) or `failed` (with `problem`), its timestamps, and its
         *     callback's delivery attempts. With API keys on, only the key that created the job sees
         *     it; any other key gets `404`, as for an unknown or expired id.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an asynchronous job
         * @description Stops a job that has not finished. A `queued` job never runs; a `running` one is aborted
         *     through its signal (on whichever replica runs it, within a third of `JOB_LEASE_SECONDS`;
         *     at once on the replica that answers). The job ends `cancelled` and its callback is POSTed
         *     with `type: job.cancelled`. A job that already ended gets `409`. No request body.
         */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow an asynchronous job as Server-Sent Events
         * @description A `text/event-stream` of what happens to the job: `state` events (`queued`, `running`,
         *     `succeeded`, `failed`, `cancelled`; a job run again after its server stopped shows
         *     `running` again), `progress` events as each step (graph node) of the function ends, and,
         *     once the job has ended, one `result` event carrying the job as `GET /jobs/{id}` shows it;
         *     then the stream closes. Each event's `id` is its place in the job's history: reconnect
         *     with `Last-Event-ID` to receive only what came after (a job that has ended sends its
         *     `result` again). Events are kept with the job, so any replica serves the stream. A comment
         *     line (`: keep-alive`) is sent every 15 s while nothing happens, so proxies keep the
         *     connection open. Closing the stream never affects the job.
         */
        get: operations["getJobEvents"];
        put?: never;
        post?: never;
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
         * @description The summary for people: the version, the uptime, which functions can do real work with
         *     the current configuration, and the state of the model, search, store and rate-limit
         *     dependencies. Always `200` while the process serves requests; `status` is `degraded`
         *     when a function or dependency is not ready (for example no model is configured, the
         *     store is unreachable, or the function is still warming up after start: its `reason`
         *     then says so) and `draining` after SIGTERM. Orchestrators probe
         *     `GET /health/live` and `GET /health/ready` instead.
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
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the process serves (liveness probe)
         * @description `200` whenever the process can answer HTTP, whatever the state of its backing services:
         *     an orchestrator restarts the process only when this stops answering. It never looks at
         *     PostgreSQL or Redis, so an outage of theirs does not turn into a restart loop.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that this replica should receive traffic (readiness probe)
         * @description `200` when the store is reachable, its schemas are set up, the functions that need no
         *     model have done their first-call work after start (warming, a few seconds, where the
         *     deployment sets `WARM_UP=true`) and the process is not draining; otherwise `503` with a problem (`not-ready`)
         *     whose `reasons` say what is missing, one line each. On SIGTERM it turns `503` at once, so a load balancer stops
         *     sending new requests while in-flight ones finish. Redis is not a condition: while it is
         *     down, rate limits fall back to per-process counters. Functions that lack a model or
         *     search are reported by `GET /health`, not here: the replica still serves the others.
         */
        get: operations["getReadiness"];
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
    "/assets/swagger-ui/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file of the index page's API reference
         * @description Swagger UI (`swagger-ui-dist` on npm, Apache-2.0), which renders this document on the index
         *     page with "try it" for every operation: its script and its style sheet, served from this
         *     deployment so the reference works offline. The index page asks for them with
         *     `?v=<Swagger UI version>`, so they may be cached for a year: an upgrade changes the URL.
         */
        get: operations["getApiReferenceAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/page/{version}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a script of the index page
         * @description The index page's own browser code (its forms, the chat playground, the API reference's
         *     start-up), as ES modules served from this deployment: the page runs no inline script, so
         *     its Content-Security-Policy allows scripts from this origin only. `version` is a digest
         *     of the scripts' contents: under the current one a file may be cached for a year, since
         *     any change gives it a new URL; under another (a page from an older or newer replica) the
         *     current file is sent with `Cache-Control: no-store`.
         */
        get: operations["getPageScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get operational metrics (Prometheus)
         * @description Metrics in the Prometheus text exposition format, for a Prometheus server to scrape. The
         *     service's own carry one prefix, `circular_`: `circular_http_requests_total` and
         *     `circular_http_request_duration_seconds` by operation, method and status;
         *     `circular_model_calls_total` and `circular_model_tokens_total` by operation (and token
         *     kind); `circular_search_calls_total` by outcome; `circular_backing_service_up`,
         *     `circular_rate_limit_local_fallback_total` and the `circular_job…` figures of asynchronous
         *     jobs. Node's process figures keep the names every Node dashboard reads, as Prometheus's
         *     client libraries export them (`process_…`, `nodejs_eventloop_lag_seconds`, heap, GC, handles). Off unless the deployment sets `METRICS_ENABLED=true`
         *     (then `404` otherwise). With `METRICS_TOKEN` set it requires `Authorization: Bearer <token>`;
         *     with `API_KEYS` set it requires that token or one of the API keys.
         *     Not rate limited: it is meant to be scraped every few seconds.
         */
        get: operations["getMetrics"];
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
         * Format: http-url
         * @description Makes the call asynchronous: the server answers `202` with a job and POSTs the result
         *     (or problem) to this URL, signed (see *Asynchronous calls*). An absolute `http(s)` URL
         *     without credentials, on a public address. `null` (the default) answers synchronously.
         * @default null
         * @example https://shop.example.org/hooks/ai-results
         */
        CallbackUrl: string | null;
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
            agent_specific?: components["schemas"]["TranslatorControls"];
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
        /**
         * @description Optional controls, each checked in code on every answer (like placeholders): a miss is
         *     asked again once for that key alone, then the request fails with a
         *     `translation-incomplete` problem naming the key and the rule. Never echoed.
         * @default null
         * @example {
         *       "glossary": {
         *         "fr": [
         *           {
         *             "source": "bike",
         *             "target": "vélo"
         *           }
         *         ]
         *       },
         *       "do_not_translate": [
         *         "Brompton"
         *       ],
         *       "formality": "formal",
         *       "keys": {
         *         "product_1_name": {
         *           "max_length": 40,
         *           "note": "Title of a listing card"
         *         }
         *       }
         *     }
         */
        TranslatorControls: {
            /**
             * @description Per target locale (as written in the request), source term → the one agreed
             *     translation. A term is found in the source as a whole word, ignoring case. The
             *     translation must hold the required target as whole words, ignoring case (a capital at
             *     the start of a sentence is fine), in order; each word may take an inflectional ending
             *     of up to three letters (`vélo pliant` → `vélos pliants`, `bicicleta` → `bicicletas`).
             *     At most 999 entries per locale, each source term once.
             */
            glossary?: {
                [key: string]: components["schemas"]["GlossaryEntry"][];
            };
            /**
             * @description Terms kept exactly as written, letter case included, wherever they occur in the
             *     source as whole words. Brand names known to the brands table are kept by default
             *     even when not listed. At most 999 terms.
             */
            do_not_translate?: components["schemas"]["ControlTerm"][];
            /**
             * @description How the shopper is addressed: `formal` (vous, Sie, usted, o senhor/você, Lei) or
             *     `informal` (tu, du, tú). Checked in code where pronoun and verb forms mark it: French,
             *     German, Spanish (es-419 too), Portuguese (pt-PT and pt-BR), Italian and Catalan; in
             *     other languages it is asked of the model only. `default` leaves it to the model.
             * @default default
             * @enum {string}
             */
            formality?: "formal" | "informal" | "default";
            /** @description Per key of `data`, a length limit and a note for the translator. */
            keys?: {
                [key: string]: components["schemas"]["KeyControls"];
            };
        } | null;
        ControlTerm: string;
        GlossaryEntry: {
            source: components["schemas"]["ControlTerm"];
            target: components["schemas"]["ControlTerm"];
        };
        KeyControls: {
            /** @description The most characters (code points) the translation may have, in every target locale. */
            max_length?: number;
            /** @description A note for the translator (where the text appears, what it refers to). Sent to the model, never echoed. */
            note?: string;
        };
        ReviewedTranslations: {
            entries: components["schemas"]["ReviewedTranslation"][];
        };
        /** @description A translation a person reviewed, for one catalogue key. */
        ReviewedTranslation: {
            /** @description The catalogue key the pair was reviewed for (`product_7_name`). */
            key: string;
            source_locale: components["schemas"]["LocaleCode"];
            target_locale: components["schemas"]["LocaleCode"];
            /** @description The `context` of the translation requests it is to serve. */
            context: string;
            source: string;
            target: string;
            /** @description Who reviewed it (a name or an id). */
            reviewer: string;
        };
        ReviewedTranslationsStored: {
            stored: number;
        };
        TranslationMemoryExport: {
            entries: components["schemas"]["TranslationMemoryEntry"][];
        };
        TranslationMemoryEntry: {
            key: string;
            source_locale: string;
            target_locale: string;
            context: string;
            source: string;
            target: string;
            /**
             * @description `reviewed`: stored by a person through `PUT`; `model`: the model's translation, verified in code.
             * @enum {string}
             */
            origin: "model" | "reviewed";
            reviewer: string | null;
            /** Format: date-time */
            updated_at: string;
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
            /**
             * @description What the resale range rests on: `sold` when at least three comparables are marked sold
             *     (a sold-listings page, a "vendido" / "sold" mark): then only they count, at their price;
             *     else `asking`, listings' asking prices less the asking-to-sale discount.
             * @enum {string}
             */
            price_basis: "asking" | "sold";
            /**
             * @description Every listing with a price the resale estimate read, `kept` or `excluded` with the
             *     reason. `value_out_*` are recomputable from the kept rows'
             *     `price_adjusted_to_condition`: median, and P25 / P75 widened by 5 % per kept row
             *     under eight, rounded (cents under 10, units under 100, fives under 1000, tens above).
             */
            comparable_listings: components["schemas"]["ComparableListing"][];
        };
        ComparableListing: {
            url: string;
            /** @description The marketplace's name, or the site's host when it is not a known marketplace. */
            marketplace: string;
            title: string;
            /** @description The price the listing shows. */
            price: number;
            currency: string;
            /**
             * @description The grade the listing's own words state; null when they state none (grade B is assumed).
             * @enum {string|null}
             */
            stated_condition: "A" | "B" | "C" | "D" | null;
            /** @description Whether the listing is marked sold, so its price is a sale price. */
            sold: boolean;
            /** @description The price moved to the item's grade and, for asking prices, to a sale price; null for rows the filter excluded before pricing. */
            price_adjusted_to_condition: number | null;
            /** @enum {string} */
            status: "kept" | "excluded";
            /**
             * @description Why an excluded row was left out (`asking_price`: sold prices were found and set the basis); null when kept.
             * @enum {string|null}
             */
            excluded_reason: "outlier" | "other_model" | "bundle" | "broken" | "accessory" | "wanted_ad" | "duplicate" | "asking_price" | null;
            /**
             * Format: date-time
             * @description When the search returned it (a cached search's original time).
             */
            seen_at: string;
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
             * @example 31704628 4 ZZ8
             */
            number?: string | null;
            /**
             * @description `true`: the document must expire strictly after today (UTC). `false` or `null`: not checked.
             * @default false
             */
            validity?: boolean | null;
            /**
             * @description The youngest age accepted, in whole years on today's date (UTC), checked against the
             *     birth date in the MRZ (a marketplace paying sellers asks for 18). A document whose
             *     birth date was not read fails it. Absent or `null`: not checked.
             * @example 18
             */
            min_age?: number | null;
        };
        /** @description One check the validator performed, or could not perform, and what it saw. */
        IdValidatorCheck: {
            /**
             * @description `image_quality` an image was legible enough to read; `mrz_check_digits` every check
             *     digit and the composite; `mrz_dates` real dates, birth in the past, expiry after birth,
             *     a plausible validity period; `mrz_codes` issuing state, nationality and document code
             *     are real; `national_number` a national number's own check (Portuguese, Spanish,
             *     German); `mrz_vs_printed` the printed side and every image agree with the MRZ;
             *     `specimen_marks` no specimen mark printed or encoded; `doc_type_accepted` the type is
             *     among `agent_specific.doc_type`; `name_expected`, `number_expected`, `expiry_valid`,
             *     `min_age` the expectations of `agent_specific`. Listed in this order, each at most once.
             * @enum {string}
             */
            id: "image_quality" | "mrz_check_digits" | "mrz_dates" | "mrz_codes" | "national_number" | "mrz_vs_printed" | "specimen_marks" | "doc_type_accepted" | "name_expected" | "number_expected" | "expiry_valid" | "min_age";
            /**
             * @description `not_performed` when there was nothing to check it on (no document read, no printed side, no national rule) or it was not asked for.
             * @enum {string}
             */
            status: "pass" | "fail" | "not_performed";
            /**
             * @description The field and the evidence, in English (for support and logs; `reasoning` is the localized account).
             * @example wrong check digit on documentNumber
             */
            detail: string;
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
             * @example 317046284ZZ8
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
             * @example id_PRT_317046284ZZ8
             */
            item_id?: string;
            /**
             * @description How sure the reading is, 0–1: the OCR's mean character confidence over the MRZ,
             *     lowered for each correction made and for fillers inferred. For a reading the vision
             *     model made, the share of its fields that the local OCR found printed on the images.
             */
            ocr_confidence?: number;
            /**
             * Format: date
             * @description The holder's birth date, `YYYY-MM-DD`, as the MRZ gives it (century from today's date).
             * @example 1990-03-14
             */
            birth_date?: string;
            /**
             * @description The sex in the MRZ; `X` where the document leaves it unspecified.
             * @enum {string}
             */
            sex?: "F" | "M" | "X";
            /**
             * @description The holder's nationality as the MRZ codes it (ISO 3166 alpha-3 with ICAO 9303's exceptions, such as `D` for Germany).
             * @example PRT
             */
            nationality?: string;
            /**
             * @description The issuing state or organisation as the MRZ codes it.
             * @example PRT
             */
            issuing_state?: string;
            /** @description Every check, in a fixed order, with its outcome; the same account as `reasoning`, for machines. */
            checks?: components["schemas"]["IdValidatorCheck"][];
            /** @description What was read on which image and the outcome of every check, in the request's language. */
            reasoning: string;
        };
        /**
         * @description One brand operation in `agent_specific`. `language` sets the language of `message`.
         *     `service_core_base_url`, when given, adds the core system's catalogue brands to the table.
         */
        BrandsRequest: {
            language?: components["schemas"]["Language"];
            agent_specific: components["schemas"]["BrandsParameters"];
            /**
             * Format: http-url
             * @description Base URL of the core system whose catalogue brands join the table, an absolute http(s) URL without query or credentials.
             * @example https://core.example.com/api/v1
             */
            service_core_base_url?: string;
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        };
        /**
         * @description The operation and its arguments. `brand` is required by `normalise` and `validate`;
         *     `category` by `validate` and `discover` (a `422` names the missing field).
         */
        BrandsParameters: {
            /**
             * @description `normalise` a raw brand string, `validate` a brand for a category, `discover` the brands of a category.
             * @enum {string}
             */
            operation: "normalise" | "discover" | "validate";
            /**
             * @description The raw brand string as a seller or a feed wrote it. 1–200 characters.
             * @example SAMSUNG Electronics
             */
            brand?: string & unknown;
            category?: components["schemas"]["BrandCategory"];
            /**
             * @description Most brands `discover` returns.
             * @default 20
             */
            limit?: number;
        };
        /**
         * @description A product category of the brand table (the core system's category ids, plus `footwear`,
         *     `large-appliances` and the categories a general second-hand marketplace adds).
         * @example phones
         * @enum {string}
         */
        BrandCategory: "phones" | "tablets" | "laptops" | "consoles" | "bikes" | "clothing" | "footwear" | "small-appliances" | "large-appliances" | "cameras" | "audio" | "watches-jewellery" | "furniture" | "toys-baby" | "books-media" | "sports-outdoor" | "tools-diy" | "beauty-perfume" | "musical-instruments" | "vehicle-parts";
        BrandsResponse: {
            /** @enum {string} */
            operation: "normalise" | "discover" | "validate";
            /** @description The `brand` of the request, as sent; `null` for `discover`. */
            input: string | null;
            /** @description The category the operation was scoped to, or `null`. */
            category: components["schemas"]["BrandCategory"] | null;
            /**
             * @description `normalise`: whether a brand of the table (or catalogue) matched; `validate`: whether
             *     it matched and belongs to `category`; `discover`: `null`. A proposal that
             *     `needs_review` never makes it `true`.
             */
            valid: boolean | null;
            /**
             * @description `normalise` and `validate`: the match, then proposals to review (at most one of each);
             *     empty when nothing matched. `discover`: the category's brands, ranked, table and
             *     catalogue first, then search proposals.
             */
            brands: components["schemas"]["BrandMatch"][];
            /** @description The outcome in the request's language. */
            message: string;
        };
        BrandMatch: {
            /**
             * @description The canonical brand name.
             * @example Samsung
             */
            brand: string;
            /**
             * @description How it was found: `exact` (the canonical name, ignoring case, accents, separators and
             *     legal suffixes), `alias` (a known alias or misspelling), `fuzzy` (within the edit
             *     bound), `catalogue` (the core system's catalogue), `search` or `model` (proposals).
             * @enum {string}
             */
            method: "exact" | "alias" | "fuzzy" | "catalogue" | "search" | "model";
            /** @description Match strength; 1 for exact, lower for aliases and fuzzy matches. */
            score: number;
            /** @description The brand's Wikidata item, when the table knows it. */
            wikidata_id?: string;
            /**
             * @description The brand this one belongs to, when it has one (Redmi → Xiaomi, Jordan → Nike, Lumix → Panasonic); absent for a brand of its own.
             * @example Xiaomi
             */
            parent?: string;
            categories: components["schemas"]["BrandCategory"][];
            /** @enum {string} */
            source: "table" | "catalogue" | "search" | "model";
            /** @description `true` for proposals from search or a model: a person confirms them before they are used. */
            needs_review: boolean;
        };
        /** @description A listing to check, the marketplace profile and the strictness, in `agent_specific`. `language` sets the language of every message. */
        C2cValidationRequest: {
            language?: components["schemas"]["Language"];
            agent_specific: components["schemas"]["C2cValidationParameters"];
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        };
        C2cValidationParameters: {
            listing: components["schemas"]["C2cListing"];
            profile: components["schemas"]["MarketplaceProfile"];
            /**
             * @description `lenient` reports minor issues without asking for a fix; `strict` also rejects off-platform payment and IBANs.
             * @default standard
             * @enum {string}
             */
            strictness?: "lenient" | "standard" | "strict";
            /** @description A value range for the item (e.g. from the value estimation function); a price far outside it is flagged. */
            value_estimation?: {
                min: number;
                max: number;
                /** @description ISO 4217; compared only when it equals the listing's currency. */
                currency?: string;
            };
        };
        /**
         * @description The marketplace whose policy applies (its prohibited and restricted items, contact and payment rules).
         * @example olx-pt
         * @enum {string}
         */
        MarketplaceProfile: "olx-pt" | "vinted" | "wallapop" | "ebay" | "generic";
        C2cListing: {
            /** @description 1–200 characters. */
            title: string & unknown;
            /** @description At most 10,000 characters. */
            description?: string | null;
            price?: number | null;
            /** @default EUR */
            currency?: string;
            /** @description The listing's category (a brand-table category such as `phones`, or the marketplace's own label). */
            category?: string | null;
            brand?: string | null;
            condition?: string | null;
            attributes?: {
                name: string;
                value: string;
            }[];
            /** @description Up to 10 images, each an http(s) URL or a base64 `data:` URL of at most 10 MB decoded. A data URL that is not an image is a `422`. */
            images?: string[];
        };
        C2cValidationResponse: {
            /** @enum {string} */
            verdict: "approve" | "fix_required" | "reject" | "manual_review";
            profile: components["schemas"]["MarketplaceProfile"];
            /** @enum {string} */
            strictness: "lenient" | "standard" | "strict";
            violations: components["schemas"]["ListingViolation"][];
            /** @description The listing's texts with every offending span of a contact, link, payment or IBAN violation masked (`█` per character). */
            redacted_listing: {
                title: string;
                description: string | null;
                /** @description The listing's attributes, when it had any, with their values masked the same way. */
                attributes?: {
                    name: string;
                    value: string;
                }[];
            };
            /** @description The verdict in the request's language. */
            message: string;
        };
        ListingViolation: {
            /**
             * @description Stable code of the rule broken. `photo_low_quality` (a photo too small, too dark or blurred, with the measurement as evidence) and `photo_duplicate` (the same photo twice, by perceptual hash) are measured without a model on `images/<i>`, with no span.
             * @enum {string}
             */
            code: "contact_phone" | "contact_email" | "external_link" | "social_handle" | "off_platform_payment" | "iban" | "prohibited_item" | "restricted_item" | "multiple_brands" | "category_mismatch" | "price_implausible" | "spam" | "photo_low_quality" | "photo_duplicate";
            /**
             * @description `title`, `description`, `price`, `brand`, `category`, `attributes/<i>/value` or `images/<i>`.
             * @example description
             */
            field: string;
            /** @description Where the evidence is in `field` (UTF-16 offsets, end exclusive); `null` for a field-level finding such as a price. */
            span: {
                start: number;
                end: number;
            } | null;
            /** @description The offending text (or the value, for a field-level finding). */
            evidence: string;
            /**
             * @description `critical` rejects the listing, `major` requires a fix (a `prohibited_item` the learned scorer does not confirm is `major` and asks for a person instead), `minor` is advice (a fix under `strict`).
             * @enum {string}
             */
            severity: "minor" | "major" | "critical";
            /**
             * @description The profile's policy clause, `<profile>/<clause>`.
             * @example olx-pt/contact-details
             */
            clause: string;
            /**
             * @description `rule`: a rule written in code; `model`: a model's finding — the chat model's when one is configured, or the learned scorer's (clause `<profile>/learned-scorer`), which needs none.
             * @enum {string}
             */
            source: "rule" | "model";
            /** @description How to fix it, in the request's language. */
            message: string;
        };
        /**
         * @description An item as a seller describes it and the marketplace to list it on. `language` sets the
         *     language of the listing and of `warnings` (PT-PT, EN, ES, FR; others answer in English).
         */
        C2cDescriptorRequest: {
            language?: components["schemas"]["Language"];
            images?: components["schemas"]["C2cListingImages"];
            agent_specific: components["schemas"]["C2cDescriptorParameters"];
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        };
        /**
         * @description Photos of the item, each an http(s) URL or a base64 `data:` URL (JPEG, PNG, WebP, GIF,
         *     TIFF or BMP, at most 10 MB decoded). Each is checked to be an image by its bytes (URLs
         *     through the SSRF filter); a vision model, when configured, reads labels on them. The
         *     http(s) URLs become the JSON-LD `image`.
         * @default []
         * @example [
         *       "https://uploads.example.com/items/5521/front.jpg"
         *     ]
         */
        C2cListingImages: string[];
        /** @description The function's parameters. */
        C2cDescriptorParameters: {
            marketplace: components["schemas"]["MarketplaceProfile"];
            item: components["schemas"]["C2cSellerItem"];
            value_estimation?: components["schemas"]["C2cValueFigures"];
            /**
             * @description The price the seller wants, in `currency`. Used as the suggested price (with a warning when it is far outside the `value_estimation` range).
             * @default null
             * @example 35
             */
            wish_price?: number | null;
            /**
             * @description ISO 4217 code of `wish_price`; by default that of `value_estimation`, else EUR.
             * @default null
             * @example EUR
             */
            currency?: string | null;
            /**
             * @description When neither `value_estimation` nor `wish_price` is sent and web search is configured,
             *     ask the value estimation function for a price (slow: it searches marketplaces).
             *     `false` answers at once with `suggested_price: null`.
             * @default true
             */
            estimate_price?: boolean;
        };
        /**
         * @description The item in the seller's words. `name` and `condition` are required; every other field
         *     may be `null` or left out. Facts are never added to these: what the listing says comes
         *     from here, the brand catalogue or a vision reading.
         */
        C2cSellerItem: {
            /**
             * @description What the item is, e.g. `iPhone 12 128GB` or `Veste en jean`. 1–200 characters, not blank.
             * @example iPhone 12
             */
            name: string & unknown;
            /**
             * @description The maker as the seller wrote it; canonicalised with the brand table (`apple` → `Apple`). At most 100 characters.
             * @example apple
             */
            brand?: string | null;
            /**
             * @description Model name or number, e.g. `A2403` or `Serie 6 WAT28461ES`. At most 100 characters.
             * @example A2403
             */
            model?: string | null;
            /**
             * @description The seller's category in any words (`Telemóveis`, `Zapatillas`, `bike`); with the name it chooses the marketplace category. At most 100 characters.
             * @example Telemóveis
             */
            category?: string | null;
            /**
             * @description The grade `A`–`D` or a label of the profile's condition scale in PT, EN, ES or FR (e.g. `Como novo`, `Very good`, `En buen estado`). At most 60 characters.
             * @example B
             * @example Como novo
             */
            condition: string;
            /**
             * @description Clothing, shoe or frame size as the seller gives it (`M`, `42`, `EU 38`, `54 cm`). At most 40 characters.
             * @example M
             */
            size?: string | null;
            /**
             * @description The colour in the seller's words. At most 40 characters.
             * @example preto
             */
            colour?: string | null;
            /**
             * @description Each declared defect, as the seller words it; each is disclosed in the description word for word. At most 20 of 1–300 characters.
             * @default []
             * @example [
             *       "risco pequeno no canto do ecrã"
             *     ]
             */
            defects?: string[];
            /**
             * @description The seller's free text. At most 4,000 characters.
             * @example 128GB
             * @example desbloqueado
             * @example com caixa e cabo original.
             */
            description?: string | null;
        };
        /**
         * @description Resale figures from the value estimation function (its whole response may be sent;
         *     fields other than these are ignored). They become the suggested price with basis
         *     `value_estimation`.
         * @default null
         */
        C2cValueFigures: ({
            value_out_min: number;
            value_out_max: number;
            value_out_average: number;
            /** @default EUR */
            currency?: string;
            /** @description How many prices each range rests on; `value_out` is reported with the price. */
            comparables?: {
                value_out?: number;
            };
        } & {
            [key: string]: unknown;
        }) | null;
        /** @description A listing ready for the marketplace, with where each fact came from. */
        C2cDescriptorResponse: {
            marketplace: components["schemas"]["MarketplaceProfile"];
            /**
             * @description The language the listing is written in (pt-PT, en, es or fr).
             * @enum {string}
             */
            language: "pt-PT" | "en" | "es" | "fr";
            /** @description The title, within the profile's limit (see the operation), cut on a word boundary. */
            title: string;
            /** @description The description, within the profile's limit, disclosing every declared defect word for word. */
            description: string;
            /** @description The marketplace's category for the item, as a path in its own terms, and how sure the rules are. */
            category: {
                /** @description Our category id (phones, tablets, laptops, consoles, audio, cameras, watches, bikes, clothing, footwear, small-appliances, large-appliances, furniture, toys, books, sports-outdoor, tools-diy, beauty-perfume, musical-instruments, vehicle-parts, other). */
                id: string;
                path: string[];
                confidence: number;
            };
            /** @description Each fact of the listing, with its source and confidence. */
            attributes: components["schemas"]["C2cListingAttribute"][];
            /** @description Attributes the profile requires for this category that nobody gave; ask the seller. */
            missing_attributes: {
                name: string;
                /** @description The attribute's name in the request's language. */
                label: string;
            }[];
            condition: {
                grade: components["schemas"]["ItemCondition"];
                /** @description The condition on the profile's scale, as the marketplace's site shows it in the listing's language (Vinted's `Très bon état` in French). */
                label: string;
                /** @enum {string} */
                schema_org: "https://schema.org/NewCondition" | "https://schema.org/UsedCondition" | "https://schema.org/RefurbishedCondition" | "https://schema.org/DamagedCondition";
            };
            /** @description A price with its basis, or `null` when there is no evidence for one (see `warnings`). */
            suggested_price: null | components["schemas"]["C2cSuggestedPrice"];
            /** @description A schema.org `Product` with its `Offer` (offered only with a price), for the listing page. */
            json_ld: {
                /** @constant */
                "@context": "https://schema.org";
                /** @constant */
                "@type": "Product";
                name: string;
            } & {
                [key: string]: unknown;
            };
            warnings: components["schemas"]["C2cDescriptorWarning"][];
        };
        C2cListingAttribute: {
            /** @description brand, model, storage_capacity, ram, screen_size, size, frame_size, wheel_size, colour, battery_health, processor, material. */
            name: string;
            value: string;
            /** @enum {string} */
            source: "user" | "catalogue" | "vision" | "inferred";
            confidence: number;
        };
        C2cSuggestedPrice: {
            amount: number;
            min?: number | null;
            max?: number | null;
            currency: string;
            /**
             * @description `value_estimation` (figures sent), `wish_price` (the seller's), `estimated` (the value estimation function, called for this request).
             * @enum {string}
             */
            basis: "value_estimation" | "wish_price" | "estimated";
            /** @description How many marketplace prices the figure rests on, when known. */
            comparables?: number | null;
        };
        C2cDescriptorWarning: {
            /**
             * @description Stable code: `missing_attributes`, `no_price_basis`, `price_estimate_failed`,
             *     `wish_price_outside_estimate`, `model_claim_rejected`, `model_copy_failed`,
             *     `listing_rule`, `text_redacted`, `vision_failed`, `brand_unknown`, `text_shortened`.
             */
            code: string;
            /** @description What happened and what the seller can do, in the request's language. */
            message: string;
            /** @description The response field it concerns, when one. */
            field?: string;
        };
        /**
         * @description What to inspect and on which scale. `language` chooses `text` of each question; `labels`
         *     always carry PT-PT, EN, ES and FR.
         */
        ProtocolGeneratorRequest: {
            language?: components["schemas"]["Language"];
            agent_specific: {
                /**
                 * @description The category: `phones`, `tablets`, `laptops`, `consoles`, `bikes`, `clothing`
                 *     (also `footwear`, `shoes`), `small-appliances`, `large-appliances`; another only
                 *     when a model is configured. Case and spaces do not matter. 1–100 characters: words
                 *     in any script, digits, spaces and `& ' / , . ( ) + -` only, so markup and symbol
                 *     noise are refused before any model sees them.
                 * @example phones
                 */
                category: string & (unknown & unknown);
                /** @description The maker, e.g. `Apple`. At most 100 characters. */
                brand?: string | null;
                /** @description The model, e.g. `iPhone 12`. At most 200 characters. */
                model?: string | null;
                target_scale: components["schemas"]["GradeScale"];
                /**
                 * @description `c2c_listing` (a seller describing an item for sale), `buy_back` (an operator
                 *     buying it), `decision` (deciding what becomes of it; asks about age too).
                 * @default decision
                 * @enum {string}
                 */
                purpose?: "c2c_listing" | "buy_back" | "decision";
                /**
                 * @description At most this many questions; the optional ones go first, photos before the rest.
                 *     By default 12, or every question of a category whose template has more (phones and
                 *     tablets, whose function test is split the way buy-back graders test it).
                 */
                max_questions?: number;
                /**
                 * @description Whether to ask for photos.
                 * @default true
                 */
                photos?: boolean;
            };
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        };
        /**
         * @description `internal` A, B, C, D (best first); `ctia` A, B, C, D, F; `backmarket` excellent,
         *     very_good, good, not_eligible; `clothing5` new_with_tags, new_without_tags, very_good,
         *     good, satisfactory.
         * @example internal
         * @enum {string}
         */
        GradeScale: "internal" | "ctia" | "backmarket" | "clothing5";
        /** @description The same text in each supported language. */
        LocalizedLabels: {
            "pt-PT": string;
            en: string;
            es: string;
            fr: string;
        };
        /**
         * @description Holds when the answer to `question_id` (answered and not skipped) is `equals` the value,
         *     one of `in`, `below` the number or `at_least` it; `listed: true` when that answer (a
         *     device identifier) is on a lost-or-stolen register by the grader's blacklist lookup.
         *     Exactly one of the five.
         */
        AnswerCondition: {
            question_id: components["schemas"]["QuestionId"];
            equals?: boolean | string | number;
            in?: string[];
            below?: number;
            at_least?: number;
            /** @constant */
            listed?: true;
        };
        /** @example powers_on */
        QuestionId: string;
        /**
         * @description A reason a disposition is not allowed.
         * @enum {string}
         */
        GateId: "activation_lock" | "data_not_wiped" | "unsafe" | "counterfeit" | "reported_stolen" | "not_working" | "no_donation_partner" | "no_vendor_take_back" | "destruction_forbidden" | "refusal_not_justified";
        /**
         * @description One question, with the answer types of the chat's protocol stage and of the core
         *     system's protocol (`yes_no` boolean, `choice` an option id, `number` in [min, max],
         *     `text` at most `max_length` characters, `photo` an image URL). `options` only for
         *     `choice`; `min`, `max`, `integer`, `unit` only for `number`; `max_length` only for
         *     `text`; `format: device_identifier` (a `text` answer) is an IMEI of 15 digits whose last
         *     is its Luhn check digit, or a serial number of 8–20 letters and digits. `skip_if`: the question is skipped when any condition holds (each names an
         *     earlier question). `affects`: the grade dimensions and gates its answer moves.
         */
        InspectionQuestion: {
            id: components["schemas"]["QuestionId"];
            order: number;
            labels: components["schemas"]["LocalizedLabels"];
            help: components["schemas"]["LocalizedLabels"] | null;
            /** @description The question in the request's language. */
            text: string;
            /** @enum {string} */
            answer_type: "yes_no" | "choice" | "number" | "text" | "photo";
            options?: {
                id: string;
                labels: components["schemas"]["LocalizedLabels"];
            }[];
            min?: number;
            max?: number;
            integer?: boolean;
            unit?: string | null;
            max_length?: number;
            /** @enum {string} */
            format?: "device_identifier";
            required: boolean;
            skip_if: components["schemas"]["AnswerCondition"][];
            affects: {
                dimensions: string[];
                gates: components["schemas"]["GateId"][];
            };
        };
        /**
         * @description A protocol. `grade_rule`: the grade starts at the best of `grades`; every cap whose
         *     condition holds lowers it to at most its `grade` (the worst cap wins, per dimension and
         *     overall). A `knockout_rules` entry whose condition holds closes the gate it names.
         */
        InspectionProtocol: {
            /** @description Names the request (category, brand, model, scale, purpose, limits, language). */
            id: string;
            /** @description A hash of the protocol's content. */
            version: string;
            /** @description True when a model wrote it (no template for the category). */
            generated: boolean;
            category: string;
            brand?: string | null;
            model?: string | null;
            target_scale: components["schemas"]["GradeScale"];
            /** @enum {string} */
            purpose: "c2c_listing" | "buy_back" | "decision";
            language: string;
            questions: components["schemas"]["InspectionQuestion"][];
            knockout_rules: {
                id: components["schemas"]["QuestionId"];
                when: components["schemas"]["AnswerCondition"];
                gate: components["schemas"]["GateId"];
                labels: components["schemas"]["LocalizedLabels"];
            }[];
            grade_rule: {
                scale: components["schemas"]["GradeScale"];
                /** @description The scale's grades, best first. */
                grades: string[];
                dimensions: string[];
                caps: {
                    when: components["schemas"]["AnswerCondition"];
                    dimension: string;
                    grade: string;
                }[];
            };
            /** @description A typical time to answer every question. */
            estimated_seconds: number;
        };
        /** @description An amount in the request's `currency`, not negative. */
        Money: number;
        /** @description The item, its condition, the economics when known and the operator's context. */
        DecisionRequest: {
            language?: components["schemas"]["Language"];
            agent_specific: {
                item: {
                    /** @description A protocol category (`phones`, `clothing`, …) or the marketplace's own word. */
                    category: string;
                    brand?: string | null;
                    model?: string | null;
                    age_years?: number | null;
                    price_new?: components["schemas"]["Money"] | null;
                };
                /**
                 * @description A `grade` on `scale`, or a `protocol` with its `answers` (question id → value).
                 *     The facts (`works`, `data_wiped`, …) add to what the answers say; `null` or
                 *     absent is unknown.
                 */
                condition: {
                    scale?: components["schemas"]["GradeScale"];
                    grade?: string;
                    protocol?: components["schemas"]["InspectionProtocol"];
                    answers?: {
                        [key: string]: boolean | number | string;
                    };
                    works?: boolean | null;
                    data_wiped?: boolean | null;
                    activation_lock?: boolean | null;
                    unsafe?: boolean | null;
                    counterfeit?: boolean | null;
                    /** @description The device is on a lost-or-stolen register (the caller's blacklist lookup of its IMEI or serial). */
                    reported_stolen?: boolean | null;
                };
                economics?: {
                    /** @default EUR */
                    currency?: string;
                    resale_as_is?: components["schemas"]["Money"];
                    resale_after_repair?: components["schemas"]["Money"];
                    repair_cost?: components["schemas"]["Money"];
                    recycling_value?: components["schemas"]["Money"];
                    logistics_cost?: components["schemas"]["Money"];
                    /** @description A refurbisher's or trade-in scheme's offer for the item as it is. */
                    trade_in_offer?: components["schemas"]["Money"];
                    /** @description What its parts fetch once the operator dismantles it. */
                    parts_value?: components["schemas"]["Money"];
                    /** @description Its price per item in a wholesale (B2B) lot. */
                    lot_value?: components["schemas"]["Money"];
                    /** @description What the vendor credits when it takes the item back (with `context.vendor_takes_back`). */
                    vendor_credit?: components["schemas"]["Money"];
                };
                context?: {
                    /**
                     * @description A customer's return, the operator's unsold stock, or a collection of used items.
                     * @default collection
                     * @enum {string}
                     */
                    origin?: "return" | "unsold_stock" | "collection";
                    /**
                     * @description The operator's size under Directive 2013/34/EU; `large` triggers the textile rule.
                     * @enum {string|null}
                     */
                    company_size?: "micro" | "small" | "medium" | "large" | null;
                    partners?: {
                        /** @description Categories a donation partner takes. */
                        donation?: string[];
                        /** @description Categories a recycling partner takes. */
                        recycling?: string[];
                    };
                    /**
                     * @description Whether the operator can wipe data itself (certified erasure).
                     * @default true
                     */
                    data_wipe_available?: boolean;
                    /**
                     * @description k in "repair cost < k × price new".
                     * @default 0.5
                     */
                    repair_threshold?: number;
                    /**
                     * @description Whether the vendor takes this item back (a return window, a recall, a supplier's stock agreement); only then is `return_to_vendor` allowed.
                     * @default false
                     */
                    vendor_takes_back?: boolean;
                };
            };
            service_core_context?: components["schemas"]["ServiceCoreContext"];
            session_extra_data?: components["schemas"]["SessionExtraData"];
            callback_url?: components["schemas"]["CallbackUrl"];
        };
        /**
         * @description What becomes of the item, each through its own channel: `resell_c2c` listed as it is on a
         *     C2C marketplace, `resell_refurbisher` sold to a refurbisher or trade-in scheme,
         *     `return_to_vendor` taken back by the vendor (only when `context.vendor_takes_back`),
         *     `b2b_lot` sold in a wholesale lot, `donate`, `repair_then_resell`, `harvest_parts`
         *     dismantled and its parts sold, `recycle`, `refuse`.
         * @enum {string}
         */
        Disposition: "resell_c2c" | "resell_refurbisher" | "return_to_vendor" | "b2b_lot" | "donate" | "repair_then_resell" | "harvest_parts" | "recycle" | "refuse";
        /** @enum {string} */
        DecisionFigureName: "price_new" | "resale_as_is" | "resale_after_repair" | "repair_cost" | "recycling_value" | "logistics_cost" | "trade_in_offer" | "parts_value" | "lot_value" | "vendor_credit";
        DecisionResponse: {
            decision: components["schemas"]["Disposition"];
            grade: {
                scale: components["schemas"]["GradeScale"];
                grade: string;
                works: boolean | null;
                dimensions: {
                    id: string;
                    grade: string;
                }[];
                knockouts: string[];
            };
            /** @description Every disposition, in the order of the waste hierarchy. */
            options: {
                disposition: components["schemas"]["Disposition"];
                /**
                 * @description Who takes the item (or its parts) on this path.
                 * @enum {string}
                 */
                channel: "c2c_marketplace" | "refurbisher" | "vendor" | "wholesale_buyer" | "charity" | "repair_shop" | "parts_dismantler" | "recycler" | "none";
                /** @description 1 re-use, 2 preparing for re-use (repair), 3 recycling, 5 disposal. */
                hierarchy_rank: number;
                allowed: boolean;
                blocked_by: components["schemas"]["GateId"][];
                /** @description Whether its economic rule holds; null when a figure it needs is missing. */
                pays: boolean | null;
                /** @description What it brings after its costs, in `currency`; null when unknown. */
                net_value: number | null;
                /** @description The figures its net value and rule rest on (names in `figures`), so every net can be recomputed. */
                figures: components["schemas"]["DecisionFigureName"][];
            }[];
            gates: components["schemas"]["GateId"][];
            required_actions: ("wipe_data" | "remove_activation_lock" | "make_safe")[];
            figures: {
                name: components["schemas"]["DecisionFigureName"];
                value: number;
                /** @enum {string} */
                source: "caller" | "value_estimation";
            }[];
            missing_figures: components["schemas"]["DecisionFigureName"][];
            currency: string;
            /** @description The reasons, one line each, in the request's language. */
            reasoning: string[];
            /** @description One paragraph; worded by the model when one is configured and every number in it is a figure. */
            summary: string;
            /**
             * Format: date
             * @description The date (UTC) the rules were applied on; the textile rule depends on it.
             */
            decided_on: string;
        };
        HealthResponse: {
            /**
             * @description `degraded` when any function or dependency is not ready (the store unreachable included); `draining` after SIGTERM.
             * @enum {string}
             */
            status: "ok" | "degraded" | "draining";
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
                    /** @description Reachable, with its schemas set up. */
                    ready: boolean;
                    /** @description Why it is not ready. */
                    reason?: string;
                };
                /**
                 * @description Where rate-limit counters are kept: `redis` (REDIS_URL, shared by replicas) or
                 *     `process`. While Redis is unreachable `shared` is false and each process counts
                 *     on its own until it returns.
                 */
                rate_limits: {
                    /** @enum {string} */
                    kind: "redis" | "process";
                    /** @description Whether the replicas share the counters right now (always false for `process`). */
                    shared: boolean;
                };
            };
        };
        LivenessResponse: {
            /** @constant */
            status: "live";
            /** @description Seconds since the process started. */
            uptime_seconds: number;
        };
        ReadinessResponse: {
            /** @constant */
            status: "ready";
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
         *     | `/problems/unsupported-content-encoding` | 415 | the body's `Content-Encoding` is not `gzip`, `deflate` or `br` |
         *     | `/problems/request-timeout` | 408 | the request (headers and body) did not arrive in time (`REQUEST_TIMEOUT_MS`); the connection is closed |
         *     | `/problems/bad-request` | 400 | the request is not valid HTTP/1.1 (conflicting framing, malformed headers); the connection is closed |
         *     | `/problems/request-header-fields-too-large` | 431 | the request headers are too large |
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
         *     | `/problems/protocol-generation-failed` | 500 | a model-written protocol failed the static check; see `problems` |
         *     | `/problems/internal` | 500 | an unexpected error |
         *     | `/problems/store-unavailable` | 503 | the request needs the store (sessions, jobs) and it is unreachable for now; see `Retry-After` |
         *     | `/problems/function-unavailable` | 503 | the function's code could not be loaded in this process (it is loaded on the route's first request); nothing ran; see `Retry-After` |
         *     | `/problems/not-ready` | 503 | `GET /health/ready`: this replica should not receive traffic now; see `reasons` |
         *     | `/problems/webhook-not-configured` | 500 | `callback_url` was sent but the deployment has no `WEBHOOK_SECRET` |
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
            /** @description For `not-ready`, why this replica should not receive traffic, one line each. */
            reasons?: string[];
            /** @description For `insufficient-evidence`, how many citable sources the search found. */
            references_found?: number;
            /** @description For `insufficient-evidence`, the figures no price was found for. */
            missing_figures?: ("value_out" | "recycling_value" | "repair_cost")[];
            /** @description For `protocol-generation-failed`, why the model's protocol was refused. */
            problems?: string[];
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
        /**
         * @description `queued` and `running` are pending; `succeeded` (see `result`), `failed` (see `problem`) and `cancelled` (`POST /jobs/{id}/cancel`) are final.
         * @enum {string}
         */
        JobState: "queued" | "running" | "succeeded" | "failed" | "cancelled";
        /** @description An asynchronous call and what became of it. Times are RFC 3339 in UTC. */
        Job: {
            /**
             * @description Unguessable id (128 random bits).
             * @example job_Vb3kq2mXl9t0ZrP4aN7sWg
             */
            id: string;
            /**
             * @description The operationId of the function called.
             * @example translate
             */
            operation: string;
            state: components["schemas"]["JobState"];
            /** @description The `X-Request-Id` of the request that created the job. */
            request_id: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the last run started.
             */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /**
             * Format: date-time
             * @description When the finished job will be forgotten (`404` afterwards).
             */
            expires_at: string | null;
            /** @description How many times the job was started; more than one when a server running it stopped. */
            runs: number;
            /** @description For `succeeded`, the body the synchronous call would have answered with `200`. */
            result?: unknown;
            /** @description For `succeeded`, headers the synchronous answer carries (the chat's `X-Session-Id`). */
            headers?: {
                [key: string]: string;
            };
            problem?: components["schemas"]["Problem"];
            callback: components["schemas"]["JobCallback"];
        };
        /** @description The delivery of the job's result to `callback_url`. */
        JobCallback: {
            url: string;
            /** @description The `webhook-id` header of every attempt. */
            webhook_id: string;
            /**
             * @description `waiting` for the job to end, `pending` (an attempt is due), `delivered` (a `2xx` answer), `failed` (retries exhausted; see `reason`).
             * @enum {string}
             */
            state: "waiting" | "pending" | "delivered" | "failed";
            /**
             * Format: date-time
             * @description When the next attempt is due, while `pending`.
             */
            next_attempt_at?: string;
            /** @description For `failed`, why delivery stopped. */
            reason?: string;
            attempts: components["schemas"]["DeliveryAttempt"][];
        };
        /** @description One POST to the callback URL, with the status it got or the error that prevented one. */
        DeliveryAttempt: {
            /** Format: date-time */
            at: string;
            /** @description The receiver's HTTP status. */
            status?: number;
            /** @description Why there was no answer (timeout, refused connection, refused redirect). */
            error?: string;
        };
        /**
         * @description The body POSTed to `callback_url` (Standard Webhooks' `type`, `timestamp`, `data`): `data`
         *     is the job as `GET /jobs/{id}` shows it at its end, without `callback`.
         * @example {
         *       "type": "job.succeeded",
         *       "timestamp": "2026-11-23T21:30:02.950Z",
         *       "data": {
         *         "id": "job_Vb3kq2mXl9t0ZrP4aN7sWg",
         *         "operation": "translate",
         *         "state": "succeeded",
         *         "request_id": "0b6f8a52-31d7-4c1e-9a0e-5d2f0c6b7e11",
         *         "created_at": "2026-11-23T21:30:00.120Z",
         *         "started_at": "2026-11-23T21:30:00.180Z",
         *         "finished_at": "2026-11-23T21:30:02.950Z",
         *         "expires_at": "2026-11-30T21:30:02.950Z",
         *         "runs": 1,
         *         "result": {
         *           "translations": {
         *             "context": "Children's clothing catalogue",
         *             "data": {
         *               "en-US": {
         *                 "product_88_name": "Winter coat"
         *               }
         *             }
         *           }
         *         }
         *       }
         *     }
         */
        JobEvent: {
            /** @enum {string} */
            type: "job.succeeded" | "job.failed" | "job.cancelled";
            /**
             * Format: date-time
             * @description When the job ended.
             */
            timestamp: string;
            /** @description The finished job (see `Job`), without its `callback` member. */
            data: {
                [key: string]: unknown;
            };
        };
        /**
         * @description The `data` of one event of `GET /jobs/{id}/events`: a change of `state`, the `progress` of
         *     the run (the graph node that just ended), or the `result` (the job as `GET /jobs/{id}`
         *     shows it, sent once the job has ended, last).
         * @example {
         *       "type": "progress",
         *       "at": "2026-11-23T21:30:01.020Z",
         *       "node": "planWork"
         *     }
         */
        JobStreamEvent: {
            /** @enum {string} */
            type: "state" | "progress" | "result";
            /** Format: date-time */
            at: string;
            state?: components["schemas"]["JobState"];
            /** @description For `progress`, the step of the function's graph that ended. */
            node?: string;
            job?: components["schemas"]["Job"];
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
         * @description The body's `Content-Encoding` is not one this server decodes. Bodies may be sent as they
         *     are or compressed with `gzip`, `deflate` or `br`; the decompressed size counts against the
         *     operation's body limit (a body that inflates past it is a `413`, cut as soon as it does).
         *     Stacked encodings (`gzip, br`) and others (`zstd`, `compress`) get this `415`, with
         *     `Accept-Encoding` naming the accepted ones. Compressed data that does not decode is a `422`.
         */
        UnsupportedContentEncoding: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                /**
                 * @description The content codings the server accepts for request bodies.
                 * @example gzip, deflate, br
                 */
                "Accept-Encoding"?: string;
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
         * @description The request needs the store (chat sessions, asynchronous jobs) and the store is
         *     unreachable for now (a PostgreSQL restart or fail-over). Nothing was accepted; retry
         *     after `Retry-After` seconds. Functions that keep no state keep answering meanwhile.
         *     The same status, with type `/problems/function-unavailable`, when the function's code
         *     (loaded on the route's first request) could not be loaded; the next request tries again.
         */
        StoreUnavailable: {
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
        /**
         * @description The request was valid and is stored as a job (asked for with `callback_url`). The body is
         *     the job; `Location` is where to read it. The result is POSTed to `callback_url` when the
         *     job ends.
         */
        JobAccepted: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                Location: components["headers"]["Location"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Job"];
            };
        };
        /** @description No job with this id is visible to the caller (unknown, expired, or created with another API key). */
        JobNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
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
        /** @description The job id from the `202` answer (also the end of its `Location`). */
        JobId: string;
        /**
         * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
         *     first answer again — same status, same body, the same job for a `callback_url` request,
         *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
         *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
         *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
         *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
         *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
         *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
         *     characters is a `422`.
         * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
         */
        IdempotencyKey: string;
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
        /**
         * @description Where the job can be read, `/jobs/{id}`.
         * @example /jobs/job_Vb3kq2mXl9t0ZrP4aN7sWg
         */
        Location: string;
        /**
         * @description The delivery's id, the same on every attempt of one callback; receivers deduplicate on it.
         * @example msg_job_Vb3kq2mXl9t0ZrP4aN7sWg
         */
        "webhook-id": string;
        /**
         * @description When this attempt was signed, in Unix seconds; reject values more than five minutes off.
         * @example 1795469403
         */
        "webhook-timestamp": string;
        /**
         * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`
         *     keyed with the base64-decoded part of `WEBHOOK_SECRET` after `whsec_` (Standard Webhooks).
         *     Several space-separated signatures may be sent while the secret is rotated.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        "webhook-signature": string;
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
                    "text/event-stream": string;
                };
            };
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
            422: components["responses"]["ValidationProblem"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
            503: components["responses"]["StoreUnavailable"];
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
            422: components["responses"]["ValidationProblem"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    exportTranslationMemory: {
        parameters: {
            query?: {
                /** @description Only keys that start with this (`product_7_`); all keys when empty or absent. At most 200 characters. */
                key_prefix?: string;
                /** @description `json` (the default) or `tmx`. */
                format?: "json" | "tmx";
                /** @description The most entries to return, 1–10,000 (default 1,000). */
                limit?: number;
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
            /** @description The entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationMemoryExport"];
                    "application/x-tmx+xml": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationProblem"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
    putTranslationMemory: {
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
                "application/json": components["schemas"]["ReviewedTranslations"];
            };
        };
        responses: {
            /** @description How many pairs were stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedTranslationsStored"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
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
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
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
            503: components["responses"]["StoreUnavailable"];
        };
    };
    brands: {
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandsRequest"];
            };
        };
        responses: {
            /** @description The matched, validated or discovered brands. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandsResponse"];
                };
            };
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
            422: components["responses"]["ValidationProblem"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    validateListing: {
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["C2cValidationRequest"];
            };
        };
        responses: {
            /** @description The verdict, the violations with their spans, and the redacted listing. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["C2cValidationResponse"];
                };
            };
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
            422: components["responses"]["ValidationProblem"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    describeListing: {
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["C2cDescriptorRequest"];
            };
        };
        responses: {
            /** @description The listing, its facts with their sources, the mapped condition, a price with its basis, and JSON-LD. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["C2cDescriptorResponse"];
                };
            };
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
            /**
             * @description The request breaks the contract; `errors` names each bad field, e.g.
             *     `/agent_specific/marketplace` for an unknown profile, `/agent_specific/item/condition`
             *     for a label outside A–D and the profile's scale, `/agent_specific/item` or
             *     `/agent_specific/item/name` when missing, a text longer than its limit,
             *     `/images/<index>` for an image that is not an image or whose URL the SSRF filter
             *     refuses.
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
            503: components["responses"]["StoreUnavailable"];
        };
    };
    generateProtocol: {
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProtocolGeneratorRequest"];
            };
        };
        responses: {
            /** @description The protocol, its grade rule and its knock-outs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionProtocol"];
                };
            };
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
            /**
             * @description The request breaks the contract or asks for what cannot be built: an unknown
             *     category without a model (`/agent_specific/category`), a scale unknown or not made
             *     for the category (`/agent_specific/target_scale`), or fewer questions than the
             *     category's essential ones (`/agent_specific/max_questions`).
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
             * @description `protocol-generation-failed`: the model's protocol for a category without a template
             *     did not pass the static check (`problems` lists why). `model-unavailable` and
             *     `timeout` are transient and carry `Retry-After`.
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
    decide: {
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
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours gets the
                 *     first answer again — same status, same body, the same job for a `callback_url` request,
                 *     with `Idempotent-Replayed: true` — and nothing runs a second time. The same key with
                 *     another body is a `422` problem `idempotency-key-reused`; a duplicate sent while the
                 *     first is still running waits for its answer (`409` problem `idempotency-key-in-use`
                 *     with `Retry-After` if it runs past the operation's time limit). Keys are scoped per API
                 *     key and per operation; use a random one per request (a UUID v4). Answers that invite a
                 *     retry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII
                 *     characters is a `422`.
                 * @example 5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionRequest"];
            };
        };
        responses: {
            /** @description The decision, every option with what blocks it, the figures and the reasons. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionResponse"];
                };
            };
            202: components["responses"]["JobAccepted"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentEncoding"];
            /**
             * @description The request breaks the contract: negative or non-numeric money
             *     (`/agent_specific/economics/repair_cost`), a grade outside its scale
             *     (`/agent_specific/condition/grade`), answers that do not fit the protocol
             *     (`/agent_specific/condition/answers/<question_id>`), neither a grade nor a protocol
             *     with answers (`/agent_specific/condition`).
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
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getJob: {
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
            path: {
                /** @description The job id from the `202` answer (also the end of its `Location`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JobNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    cancelJob: {
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
            path: {
                /** @description The job id from the `202` answer (also the end of its `Location`). */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, now `cancelled`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JobNotFound"];
            /** @description The job already ended (`succeeded`, `failed` or `cancelled`); nothing was changed. */
            409: {
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
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getJobEvents: {
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
                /** @description The `id` of the last event received; the stream resumes after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description The job id from the `202` answer (also the end of its `Location`). */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The stream. Each event is `id: <n>`, `event: state|progress|result` and one `data:`
             *     line of JSON (`JobStreamEvent`).
             */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id: 1
                     *     event: state
                     *     data: {"type":"state","at":"2026-11-23T21:30:00.120Z","state":"queued"}
                     *
                     *     id: 2
                     *     event: state
                     *     data: {"type":"state","at":"2026-11-23T21:30:00.180Z","state":"running"}
                     *
                     *     id: 3
                     *     event: progress
                     *     data: {"type":"progress","at":"2026-11-23T21:30:01.020Z","node":"planWork"}
                     *
                     *     id: 4
                     *     event: state
                     *     data: {"type":"state","at":"2026-11-23T21:30:02.950Z","state":"succeeded"}
                     *
                     *     id: 4
                     *     event: result
                     *     data: {"type":"result","at":"2026-11-23T21:30:02.950Z","job":{"id":"job_Vb3kq2mXl9t0ZrP4aN7sWg","state":"succeeded"}}
                     */
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["JobNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
            503: components["responses"]["StoreUnavailable"];
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
    getLiveness: {
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
            /** @description The process serves requests. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessResponse"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
    getReadiness: {
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
            /** @description Ready for traffic. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponse"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
            /**
             * @description Not ready: `reasons` lists why (the store unreachable or its schemas not yet set up,
             *     or the process draining after SIGTERM). `Retry-After` says when to look again.
             */
            503: {
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
    getApiReferenceAsset: {
        parameters: {
            query?: {
                /**
                 * @description Swagger UI's version, to give each release its own URL in caches; the server ignores it.
                 * @example 5.32.0
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
            path: {
                /**
                 * @description Which file.
                 * @example swagger-ui.css
                 */
                file: "swagger-ui-bundle.js" | "swagger-ui.css";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
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
                    "text/css": string;
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
    getPageScript: {
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
            path: {
                /**
                 * @description The digest the index page names; the server serves its current files whatever it is.
                 * @example 3f2a9c1b7d4e6a08
                 */
                version: string;
                /**
                 * @description Which script.
                 * @example try-forms.js
                 */
                file: "try-forms.js" | "chat-playground.js" | "api-reference.js" | "read-as-data-url.js" | "server-sent-events.js";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script (an ES module). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /**
                     * @description `public, max-age=31536000, immutable` under the current version, `no-store` under another.
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerProblem"];
        };
    };
    getMetrics: {
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
            /** @description The metrics, one sample per line. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerProblem"];
        };
    };
}
