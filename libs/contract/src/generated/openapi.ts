// generated from openapi.yaml by scripts/generate.ts — do not edit

import type { OpenApiDocument } from '../openapi-document.ts';

export const openapiDocument: OpenApiDocument = {
  "openapi": "3.1.0",
  "info": {
    "title": "Circular AI Services",
    "version": "0.2.0",
    "summary": "REST API of AI functions for a circular-economy marketplace.",
    "description": "AI functions for a second-hand marketplace, reached over HTTPS with JSON bodies. This\nrelease serves all nine functions of the service — the chat, ID validation, catalogue\ntranslation, value estimation, brands, C2C descriptor, C2C validation, protocol generator\nand decision — plus the utility routes.\n\n## Requests\n\nFunctional endpoints take `POST` with `Content-Type: application/json` and a JSON object\nbody. Bodies are strict: a field the operation does not define is rejected with `422`\nrather than ignored, so a misspelt field never goes unnoticed. A body that is not JSON, or\nsent with another content type, is also a `422`.\n\nCommon fields accepted by the functions:\n\n- `language` — the language of human-readable text in the response (default `PT-PT`).\n  Accepts the spec's forms case-insensitively (`PT-PT`, `pt-pt`, `pt_PT`, `en-US`, `pt`);\n  the server normalises it to a BCP 47 tag (`pt-PT`).\n- `service_core_context` — business context for the AI agent (string or `null`).\n- `session_extra_data` — session metadata, passed through (object or `null`).\n- `callback_url` — makes the call asynchronous (see *Asynchronous calls*); `null` or\n  leaving it out answers synchronously.\n\n## Asynchronous calls\n\nEvery function accepts `callback_url`, an absolute `http(s)` URL on a public address (no\ncredentials, no private, loopback or cloud-metadata addresses unless the deployment allows\nthem). The body is validated exactly as for a synchronous call — a bad body is still a `422`\nat once — and then stored as a job before the server answers `202 Accepted` with the job\nresource and `Location: /jobs/{id}`. The job runs under the operation's own time limit; if\nthe process running it dies, another run picks it up (functions are idempotent per job; the\nchat creates its item exactly once). `GET /jobs/{id}` shows the job's state\n(`queued`, `running`, `succeeded`, `failed`), its result or problem, and every delivery\nattempt of its callback. Job ids are unguessable; with API keys on, a job is visible only\nwith the key that created it. Finished jobs are kept for `JOB_RETENTION_SECONDS`.\n\nWhen the job ends its result (or problem) is POSTed to `callback_url` (the `jobFinished`\ncallback), signed as [Standard Webhooks](https://www.standardwebhooks.com) specify:\n\n- `webhook-id` — the delivery id, the same on every attempt (deduplicate on it);\n- `webhook-timestamp` — the attempt's time in Unix seconds;\n- `webhook-signature` — `v1,` then the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`,\n  keyed with the base64-decoded part of the deployment's `WEBHOOK_SECRET` after `whsec_`.\n\nVerify the signature over the raw body bytes and reject timestamps more than five minutes\noff. Any `2xx` answer counts as delivered; anything else, a timeout, a refused connection or\na redirect (callbacks are not redirected: give the final URL) is retried with exponential backoff and jitter for\n`WEBHOOK_RETRY_SECONDS` (a day by default), after which the job's callback is `failed` with\nthe reason. Delivery is at least once.\n\n## Errors\n\nEvery error is an `application/problem+json` document (RFC 9457) with `type`, `title`,\n`status`, `detail`, `instance` (the request path) and `request_id`. A `422` also lists each\nbad field in `errors` as `{ pointer, message }`, where `pointer` is a JSON Pointer (RFC 6901)\ninto the request body. Status codes are the spec's — `422` invalid input, `413` body too\nlarge, `429` rate limited, `500` server-side failure — plus `401` when API keys are enabled\nand `404`/`405` for unknown routes and methods. Every server-side failure is a `500` whose\n`type` says which (`model-not-configured`, `model-unavailable`, `timeout`, ...); transient\nones carry `Retry-After`.\n\n## Request ids\n\nEvery response carries `X-Request-Id`. A client may send its own (1–128 characters of\n`A–Z a–z 0–9 . _ : -`), which is echoed back; any other value is replaced by a generated id,\nnever rejected. Quote it when reporting a problem: it is also in every problem body and in\nthe server's logs.\n\n## Authentication\n\nOff by default, as the spec says: the public endpoints need no credentials. A deployment\nturns it on by setting `API_KEYS` (comma-separated keys); from then on the functions\nrequire `Authorization: Bearer <key>` and answer `401` without a valid one. The health\ncheck, this document and the index page stay public. In this document that is the\nsecurity requirement `[{}, {apiKey: []}]`: anonymous access or a Bearer key.\n\n## Rate limits\n\nEach operation has its own limit of requests per minute, stated in its\n`x-rate-limit-per-minute` extension (translation 60, value estimation 30, ID validation 60, health check 600, others 120).\nRequests are counted per operation and per client: the API key when authentication is on,\notherwise the client's IP address. The `RATE_LIMIT_PER_MINUTE` setting replaces every\noperation's limit with one value. Responses carry `RateLimit` and `RateLimit-Policy`\nheaders (IETF draft-ietf-httpapi-ratelimit-headers-08); a `429` also carries\n`Retry-After` in seconds.\n\nWith API keys on, requests answered `401` are also counted per client IP address: after\n`AUTH_FAILURE_LIMIT` (20) wrong keys in 15 minutes the client gets `429` with `Retry-After`\nuntil the window ends, whatever key it sends.\n\n## Retries: Idempotency-Key\n\nEvery function operation takes an optional `Idempotency-Key` header (Stripe's convention): a\nclient that lost the connection after sending a request retries with the same key and the\nsame body and gets the first answer — including the same job and a single callback — instead\nof a second run and a second bill. Kept for 24 hours, shared by every replica.\n\n## Cross-origin requests\n\nOff by default. A deployment that lists origins in `CORS_ORIGINS` answers their preflight\nrequests (`OPTIONS`) and lets their scripts read `X-Session-Id`, `X-Request-Id`, `Location`,\n`RateLimit`, `RateLimit-Policy`, `Retry-After` and `Idempotent-Replayed`.\n\n## Limits\n\n- Request body: `x-body-limit-bytes` per operation — 1 MB (1,048,576 bytes) for JSON\n  bodies, 25 MB (26,214,400 bytes) for operations that carry images (chat, ID validation). Larger bodies get `413`.\n  A `Content-Length` over the limit is answered `413` at once, before the body is read, and the\n  connection is closed; a chunked body is cut when it passes the limit. Bodies may be\n  compressed (`Content-Encoding: gzip`, `deflate` or `br`): the decompressed size is what counts.\n- Transfer: the whole request must arrive within the deployment's `REQUEST_TIMEOUT_MS` (60 s by\n  default), its headers within `HEADERS_TIMEOUT_MS` (10 s); a slower one is answered `408`\n  and its connection closed.\n- Time: `x-timeout-seconds` per operation — 120 s by default, 300 s for long-running\n  functions such as batch translation and value estimation. An operation that runs out of time is cancelled\n  and answers `500` with type `/problems/timeout` and `Retry-After`.\n- Function-specific limits are stated on each request schema.\n\n## Versioning\n\n`info.version` follows semantic versioning. Within a major version changes are additive:\nnew operations, new optional request fields, new response fields. Clients should ignore\nresponse fields they do not know. Before 1.0 a minor version may break: 0.2.0 replaced the\ndecision's `resell_as_is` by the channels it covered (`resell_c2c`, `resell_refurbisher`,\n`b2b_lot`).\n",
    "license": {
      "name": "Proprietary",
      "identifier": "LicenseRef-Proprietary"
    },
    "contact": {
      "name": "Circular AI Services maintainers"
    }
  },
  "servers": [
    {
      "url": "{base_url}",
      "description": "The deployment's base URL. Production deployments are served over HTTPS.",
      "variables": {
        "base_url": {
          "default": "http://localhost:3000",
          "description": "Scheme, host and port of the deployment, without a trailing slash."
        }
      }
    }
  ],
  "security": [
    {},
    {
      "apiKey": []
    }
  ],
  "tags": [
    {
      "name": "chat",
      "description": "Product submission through a conversation, over the marketplace's core and submission systems."
    },
    {
      "name": "translator",
      "description": "Translation of catalogue text (titles, descriptions, options) between locales."
    },
    {
      "name": "value-estimation",
      "description": "Resale, recycling and repair value ranges grounded in second-hand marketplace listings."
    },
    {
      "name": "id-validator",
      "description": "Reading and validating identity documents (MRZ check digits, national rules, expectations), offline."
    },
    {
      "name": "protocol-generator",
      "description": "Inspection protocols per category and grading scale, with their grade rule and knock-outs."
    },
    {
      "name": "decision",
      "description": "What becomes of an item (resale, repair, donation, recycling, refusal), by rules along the EU waste hierarchy."
    },
    {
      "name": "brands",
      "description": "Brand normalisation, validation and discovery over a curated table."
    },
    {
      "name": "c2c-validation",
      "description": "Checks of consumer-to-consumer listings against marketplace policies before publication."
    },
    {
      "name": "c2c-descriptor",
      "description": "Marketplace listings written from a seller's words, every fact with its source, checked before they are returned."
    },
    {
      "name": "service",
      "description": "Health, the machine-readable contract and the human index page."
    }
  ],
  "x-operation-defaults": {
    "x-rate-limit-per-minute": 120,
    "x-body-limit-bytes": 1048576,
    "x-timeout-seconds": 120
  },
  "paths": {
    "/chat": {
      "post": {
        "operationId": "chat",
        "tags": [
          "chat"
        ],
        "summary": "Submit a product through a conversation",
        "description": "One turn of a conversation that guides a seller through submitting a product to the\nmarketplace, in five stages: (1) **identify the product** in the core system's catalogue\n(the top candidates are offered as buttons, with \"none of these\"); (2) **collect its\noptions** (every option the seller already mentioned is filled, e.g. \"iPhone 12, 128GB,\nazul\" fills storage and colour; the missing ones are asked one at a time with the allowed\nvalues as buttons; values that do not exist are refused); (3) **create the item** in the\ncore system, after the seller confirms the summary, exactly once per session; (4) **ask the\nprotocol questions** of the item one at a time, validating each answer by its type (yes/no,\none of a list, a number in a range, free text, a photo sent in `images`), record the\nanswers in the submission system; then (5) **make an offer**: the answers are graded on\nthe category's inspection protocol, the item is valued at that grade from comparable\nlistings and decided on, and the seller sees the range, how many listings it rests on and\nwhat would become of the item (\"€270–295 from 8 comparable listings; resale as it is\"),\nwith an accept button carrying the range and a decline button; and finish with a summary\nand the link to continue there. The accepted offer (range, basis, grade, disposition) is\nrecorded with the completion in the submission system, in one idempotent call, exactly\nonce; accepting again, accepting after the session moved on, or accepting another amount\nchanges nothing and the answer says which offer stands. Without web search configured, or\nwhen too few prices are found, no figure is offered: the seller is told an offer will\nfollow inspection. The offer makes no model call and at most value estimation's searches\n(none within its cache time).\n\nThe seller may go back at any time before the item is created (\"actually it's the 256 GB\none\" changes that option; the confirmation offers a button per option) and may start over\nwith the \"Start over\" button (or the words \"recomeçar\", \"start over\", \"empezar de nuevo\",\n\"recommencer\").\n\n**Sessions.** `session_id` names the conversation; its state is kept by the server (the\nembedded SQLite store) and survives restarts. Without `session_id` a new session is\ncreated; its id comes back in the `X-Session-Id` response header (which every `200`\ncarries) and is sent as `session_id` on the next turns. A client may also choose the id\nitself (a random UUID, for instance): an unknown id starts a new session under that id.\n\n**The turn.** `messages` may carry the whole history or just the new message: the turn's\ninput is what the user said after the last assistant message (several user messages are\nread as one). The same request sent twice (same session, same `messages` and `images`)\ndoes not advance the conversation twice: the second gets the first one's answer. Replays\nare recognised by the history, so a client that sends only the latest message should\ninclude the assistant message it answers to make retries safe; otherwise two identical\nanswers in a row (\"Sim\", \"Sim\") are two turns (a session's first message is recognised\neither way).\n\n**Answers.** A bare array of assistant messages. Choices are in `text` (after \"Opções:\" /\n\"Options:\") for clients without HTML, and in `html` as\n[Deep Chat](https://deepchat.dev) suggestion buttons\n(`<button class=\"deep-chat-button deep-chat-suggestion-button\">`), which send their\nlabel as the user's next message; typing the label works the same. To drive the chat\nfrom a Deep Chat component, point `connect.url` at this path and add `session_id` and the\ntwo base URLs to each request (a `requestInterceptor`).\n\n**Core and submission systems.** `service_core_base_url` and\n`service_submission_base_url` name the marketplace's systems for this conversation; their\nAPI is `libs/chat/core-system.openapi.yaml`. They are reached through the SSRF filter: a\nbase URL that resolves to a private, loopback or link-local address is refused with `422`\nnaming the field, unless the deployment allows the range (`SSRF_ALLOW_CIDRS`). When a\nsystem is down the turn still answers `200` with an apology in the conversation, and the\nsession stays where it was: the next turn (the \"Try again\" button) retries. Item\ncreation carries an idempotency key derived from the session, so retries, restarts and\nrepeated requests never create a second item.\n\n**Model.** The chat works without a model: catalogue search by keywords, buttons for every\nchoice and typed answers checked in code. With a model configured it also understands\nfree text (at most one structured-output call per turn, only when the words alone do not\ndecide); whatever the model says is checked in code against the catalogue and the\nquestion. `service_core_context` steers that call. Replies are in `language` (PT-PT, EN,\nES and FR; catalogue labels in the languages the core system has, else English).\n\n`conversation: false` answers one turn without keeping a session: no `X-Session-Id` is\nreturned and `session_id` may not be sent.\n\n**Streaming.** With `Accept: text/event-stream` the answer is Server-Sent Events: each\nreply as an `event: reply` whose data is the reply object, sent as soon as the chat has\nit (a turn that creates the item says so before the protocol's first question is\nfetched); then `event: done` whose data is the whole array the JSON answer carries, or\n`event: error` whose data is the problem when the turn fails after the stream began.\nEvents carry increasing `id`s; a `: keep-alive` comment is sent every 15 s while nothing\nelse is, so idle-connection limits of load balancers do not cut a long turn. The data\nof each reply is the object Deep Chat's `connect.stream` reads, so a Deep Chat\ncomponent can be pointed at this path with `stream: true`. A bad request is refused\nbefore any stream, with the same `422` problem. A client that goes away does not stop\nthe turn: it finishes and is stored, and the same request sent again with the session\ngets its replies (after the turn, if it is still running) without the conversation\nmoving twice. Under an `Idempotency-Key` a stream that ended is kept whole and replayed as\none; `callback_url` makes the request a job as usual.\n\nLimits: at most 200 messages of 10,000 characters, 10 images (URLs or base64 data URLs of\nat most 10 MB decoded, JPEG, PNG, WebP or GIF). Turns call the core system: the time\nbudget is 300 s and the body limit 25 MB.\n",
        "x-rate-limit-per-minute": 120,
        "x-body-limit-bytes": 26214400,
        "x-timeout-seconds": 300,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ChatRequest"
              },
              "examples": {
                "first": {
                  "summary": "The first turn, which starts a session",
                  "value": {
                    "language": "PT-PT",
                    "messages": [
                      {
                        "role": "user",
                        "text": "Quero vender o meu iPhone 12, 128GB, azul"
                      }
                    ],
                    "service_core_base_url": "https://core.example.com/api/v1",
                    "service_submission_base_url": "https://submissions.example.com/api/v1"
                  }
                },
                "answer": {
                  "summary": "A later turn, answering a question with its history",
                  "value": {
                    "language": "PT-PT",
                    "session_id": "0f6c2b8e-8a51-4c3e-9d27-6b1f0e2a9c44",
                    "messages": [
                      {
                        "role": "user",
                        "text": "Quero vender o meu iPhone 12, 128GB, azul"
                      },
                      {
                        "role": "assistant",
                        "text": "Encontrei estes produtos. Qual é o seu?\n\nOpções: Apple iPhone 12 | Apple iPhone 12 mini | Nenhum destes"
                      },
                      {
                        "role": "user",
                        "text": "Apple iPhone 12"
                      }
                    ],
                    "service_core_context": "Marketplace de eletrónica recondicionada em Portugal.",
                    "service_core_base_url": "https://core.example.com/api/v1",
                    "service_submission_base_url": "https://submissions.example.com/api/v1"
                  }
                },
                "photo": {
                  "summary": "Answering a photo question",
                  "value": {
                    "language": "en",
                    "session_id": "0f6c2b8e-8a51-4c3e-9d27-6b1f0e2a9c44",
                    "messages": [
                      {
                        "role": "user",
                        "text": "Here it is"
                      }
                    ],
                    "images": [
                      "https://images.example.com/uploads/screen.jpg"
                    ],
                    "service_core_base_url": "https://core.example.com/api/v1",
                    "service_submission_base_url": "https://submissions.example.com/api/v1"
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The assistant's messages for this turn.",
            "headers": {
              "X-Session-Id": {
                "$ref": "#/components/headers/X-Session-Id"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ChatResponse"
                },
                "examples": {
                  "candidates": {
                    "summary": "Candidates offered as buttons",
                    "value": [
                      {
                        "role": "assistant",
                        "text": "Encontrei estes produtos. Qual é o seu?\n\nOpções: Apple iPhone 12 | Apple iPhone 12 mini | Nenhum destes",
                        "html": "<div class=\"deep-chat-temporary-message\"><button class=\"deep-chat-button deep-chat-suggestion-button\">Apple iPhone 12</button> <button class=\"deep-chat-button deep-chat-suggestion-button\">Apple iPhone 12 mini</button> <button class=\"deep-chat-button deep-chat-suggestion-button\">Nenhum destes</button></div>"
                      }
                    ]
                  },
                  "finished": {
                    "summary": "The last turn, with the summary and the link",
                    "value": [
                      {
                        "role": "assistant",
                        "text": "Submission complete.\n\nApple iPhone 12\n- Storage: 128 GB\n- Colour: Blue\n- Does it power on? Yes\n\nContinue here: https://submissions.example.com/continue/itm_8f2a?token=c81e",
                        "html": "<p><a href=\"https://submissions.example.com/continue/itm_8f2a?token=c81e\" target=\"_blank\" rel=\"noopener\">Continue in the submission system</a></p>"
                      }
                    ]
                  }
                }
              },
              "text/event-stream": {
                "schema": {
                  "type": "string",
                  "description": "Server-Sent Events (`reply`, then `done` or `error`; `:` comments keep the connection alive)."
                },
                "examples": {
                  "stream": {
                    "summary": "A turn that creates the item and asks the first question",
                    "value": "event: reply\nid: 1\ndata: {\"role\":\"assistant\",\"text\":\"Item created (reference itm_8f2a). Now a few questions about its condition.\"}\n\n: keep-alive\n\nevent: reply\nid: 2\ndata: {\"role\":\"assistant\",\"text\":\"Question 1 of 8: Does it power on?\\n\\nOptions: Yes | No\"}\n\nevent: done\nid: 3\ndata: [{\"role\":\"assistant\",\"text\":\"Item created (reference itm_8f2a). Now a few questions about its condition.\"},{\"role\":\"assistant\",\"text\":\"Question 1 of 8: Does it power on?\\n\\nOptions: Yes | No\"}]\n\n"
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "$ref": "#/components/responses/ValidationProblem"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/service_ai_translator": {
      "post": {
        "operationId": "translate",
        "tags": [
          "translator"
        ],
        "summary": "Translate catalogue text",
        "x-try-form": {
          "order": 3,
          "title": "Translate a few keys",
          "hint": "Each key of data is translated into every target locale; placeholders and markup are kept."
        },
        "description": "Translates the values of `data` from `source_locale` into one or more target locales,\nusing `context` (and `service_core_context`) to choose the right terms. Keys are kept\nas they are; every key of the request is present in every target locale of the\nresponse, or the request fails.\n\nSend exactly one of `target_locale` (one locale) or `target_locales` (several). The\nresponse's `translations.data` is keyed by target locale in both cases, spelt exactly\nas in the request, so a client looks translations up with the locale it sent.\n\nLimits: at most 500 keys in `data`, 5,000 characters per value, 100,000 characters\nacross all values, and 20 target locales. Batch translation is long-running: the time\nbudget is 300 s.\n",
        "x-rate-limit-per-minute": 60,
        "x-body-limit-bytes": 1048576,
        "x-timeout-seconds": 300,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/TranslatorRequest"
              },
              "examples": {
                "single": {
                  "summary": "One target locale",
                  "value": {
                    "source_locale": "pt",
                    "target_locale": "en-US",
                    "context": "Second-hand electronics catalogue, smartphones and accessories",
                    "data": {
                      "product_1042_name": "Telemóvel recondicionado",
                      "product_1042_description": "Ecrã sem riscos, bateria com 90% de capacidade.",
                      "option_type_7_name": "Cor",
                      "option_value_31_name": "Preto"
                    }
                  }
                },
                "several": {
                  "summary": "Several target locales, with the common fields",
                  "value": {
                    "source_locale": "pt-PT",
                    "target_locales": [
                      "en-US",
                      "es-ES",
                      "fr-FR"
                    ],
                    "context": "Children's clothing catalogue",
                    "data": {
                      "product_88_name": "Casaco de inverno",
                      "option_value_5_name": "Azul-marinho"
                    },
                    "service_core_context": "Marketplace for pre-owned children's clothing in Portugal.",
                    "language": "en-US",
                    "session_extra_data": {
                      "session_id": "s-81f2",
                      "channel": "backoffice"
                    },
                    "callback_url": null
                  }
                },
                "controls": {
                  "summary": "A glossary, a brand kept as written, formal address and a length limit",
                  "value": {
                    "source_locale": "en",
                    "target_locales": [
                      "fr",
                      "de"
                    ],
                    "context": "Second-hand bicycles",
                    "data": {
                      "product_7_name": "Brompton folding bike",
                      "product_7_description": "Ask us about the bike before you buy."
                    },
                    "agent_specific": {
                      "glossary": {
                        "fr": [
                          {
                            "source": "folding bike",
                            "target": "vélo pliant"
                          },
                          {
                            "source": "bike",
                            "target": "vélo"
                          }
                        ],
                        "de": [
                          {
                            "source": "folding bike",
                            "target": "Faltrad"
                          },
                          {
                            "source": "bike",
                            "target": "Fahrrad"
                          }
                        ]
                      },
                      "do_not_translate": [
                        "Brompton"
                      ],
                      "formality": "formal",
                      "keys": {
                        "product_7_name": {
                          "max_length": 30,
                          "note": "Title on a listing card"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The translations, keyed by target locale.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TranslatorResponse"
                },
                "examples": {
                  "single": {
                    "summary": "Answer to a request with `target_locale`",
                    "value": {
                      "translations": {
                        "context": "Second-hand electronics catalogue, smartphones and accessories",
                        "data": {
                          "en-US": {
                            "product_1042_name": "Refurbished mobile phone",
                            "product_1042_description": "Scratch-free screen, battery at 90% capacity.",
                            "option_type_7_name": "Colour",
                            "option_value_31_name": "Black"
                          }
                        }
                      }
                    }
                  },
                  "several": {
                    "summary": "Answer to a request with `target_locales`",
                    "value": {
                      "translations": {
                        "context": "Children's clothing catalogue",
                        "data": {
                          "en-US": {
                            "product_88_name": "Winter coat",
                            "option_value_5_name": "Navy blue"
                          },
                          "es-ES": {
                            "product_88_name": "Abrigo de invierno",
                            "option_value_5_name": "Azul marino"
                          },
                          "fr-FR": {
                            "product_88_name": "Manteau d'hiver",
                            "option_value_5_name": "Bleu marine"
                          }
                        }
                      }
                    }
                  },
                  "controls": {
                    "summary": "Answer to the request with controls",
                    "value": {
                      "translations": {
                        "context": "Second-hand bicycles",
                        "data": {
                          "fr": {
                            "product_7_name": "Vélo pliant Brompton",
                            "product_7_description": "Interrogez-nous sur le vélo avant d'acheter."
                          },
                          "de": {
                            "product_7_name": "Brompton Faltrad",
                            "product_7_description": "Fragen Sie uns vor dem Kauf nach dem Fahrrad."
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "$ref": "#/components/responses/ValidationProblem"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/service_ai_translator/memory": {
      "put": {
        "operationId": "putTranslationMemory",
        "tags": [
          "translator"
        ],
        "summary": "Add reviewed translations to the translation memory",
        "description": "Stores translations a person reviewed. On the next request with the same source text,\nsource and target locale and `context`, a reviewed translation is used as it is and wins\nover the model (and over any translation the model gave before). Each pair names the\ncatalogue `key` it was reviewed for, by which the memory is exported. The same key,\ntarget locale and source text again replaces the earlier pair. Shared by every replica\nwhen the server keeps its state in PostgreSQL (`DATABASE_URL`).\n\nA pair whose target does not keep its source's placeholders, markup, URLs, e-mails,\nnumbers or ICU structure is refused with a `422` naming its `target`.\n",
        "x-rate-limit-per-minute": 60,
        "x-body-limit-bytes": 1048576,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReviewedTranslations"
              },
              "examples": {
                "reviewed": {
                  "summary": "A reviewer's fix of a product title",
                  "value": {
                    "entries": [
                      {
                        "key": "product_7_name",
                        "source_locale": "en",
                        "target_locale": "fr",
                        "context": "Second-hand bicycles",
                        "source": "Brompton folding bike",
                        "target": "Vélo pliant Brompton",
                        "reviewer": "ana.silva"
                      }
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "How many pairs were stored.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ReviewedTranslationsStored"
                },
                "examples": {
                  "stored": {
                    "summary": "One pair stored",
                    "value": {
                      "stored": 1
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "$ref": "#/components/responses/ValidationProblem"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      },
      "get": {
        "operationId": "exportTranslationMemory",
        "tags": [
          "translator"
        ],
        "summary": "Export the translation memory by key prefix",
        "description": "The memory's entries whose catalogue key starts with `key_prefix`, in key order: the\nreviewed pairs and the translations the model gave (each with its `origin`), the latest\nper key and target locale. As JSON, or as TMX 1.4 (`format=tmx`) for translation tools.\n",
        "x-rate-limit-per-minute": 60,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "name": "key_prefix",
            "in": "query",
            "required": false,
            "description": "Only keys that start with this (`product_7_`); all keys when empty or absent. At most 200 characters.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          },
          {
            "name": "format",
            "in": "query",
            "required": false,
            "description": "`json` (the default) or `tmx`.",
            "schema": {
              "type": "string",
              "enum": [
                "json",
                "tmx"
              ],
              "default": "json"
            }
          },
          {
            "name": "limit",
            "in": "query",
            "required": false,
            "description": "The most entries to return, 1–10,000 (default 1,000).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 10000,
              "default": 1000
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The entries.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TranslationMemoryExport"
                },
                "examples": {
                  "export": {
                    "summary": "A reviewed entry and a model one",
                    "value": {
                      "entries": [
                        {
                          "key": "product_7_description",
                          "source_locale": "en",
                          "target_locale": "fr",
                          "context": "Second-hand bicycles",
                          "source": "Ask us about the bike.",
                          "target": "Interrogez-nous sur le vélo.",
                          "origin": "model",
                          "reviewer": null,
                          "updated_at": "2026-11-24T21:00:00.000Z"
                        },
                        {
                          "key": "product_7_name",
                          "source_locale": "en",
                          "target_locale": "fr",
                          "context": "Second-hand bicycles",
                          "source": "Brompton folding bike",
                          "target": "Vélo pliant Brompton",
                          "origin": "reviewed",
                          "reviewer": "ana.silva",
                          "updated_at": "2026-11-24T21:05:00.000Z"
                        }
                      ]
                    }
                  }
                }
              },
              "application/x-tmx+xml": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "tmx": {
                    "summary": "The same entries as TMX 1.4",
                    "value": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\"><header creationtool=\"circular-translator\" creationtoolversion=\"1\" segtype=\"sentence\" o-tmf=\"json\" adminlang=\"en\" srclang=\"*all*\" datatype=\"plaintext\"/><body>\n<tu tuid=\"product_7_name\"><prop type=\"x-origin\">reviewed</prop><prop type=\"x-reviewer\">ana.silva</prop><prop type=\"x-context\">Second-hand bicycles</prop><tuv xml:lang=\"en\"><seg>Brompton folding bike</seg></tuv><tuv xml:lang=\"fr\" changedate=\"20261124T210500Z\"><seg>Vélo pliant Brompton</seg></tuv></tu>\n</body></tmx>\n"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "422": {
            "$ref": "#/components/responses/ValidationProblem"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    },
    "/service_ai_value_estimation": {
      "post": {
        "operationId": "estimateValue",
        "tags": [
          "value-estimation"
        ],
        "summary": "Estimate resale, recycling and repair values",
        "x-try-form": {
          "order": 2,
          "title": "Estimate an item",
          "hint": "Describe an item; the answer gives resale, recycling and repair values from listings found by web search."
        },
        "description": "Researches current asking prices of `agent_specific.service_item` on the second-hand\nmarketplaces of the request's country and computes three ranges, in code, from the\nevidence found. The country follows `language`: its region when we cover it (`PT-PT`\nsearches OLX, CustoJusto, Vinted and Wallapop in Portugal; `en-PT` too, answering in\nEnglish), else the language's home country; covered are PT, ES, FR, DE, IT and GB.\n\n- `value_out_*` — what the item would sell for on a second-hand platform in its grade.\n  Listings are cleaned (accessories, bundles, wanted-ads, other models or storage sizes\n  and duplicates dropped; \"for parts\" offers kept only for grade `D`), each asking price\n  is moved to the item's grade with documented condition factors (A 1.00, B 0.85,\n  C 0.65, D 0.30; a listing that states no grade counts as B) and from asking to sale\n  price with a documented discount (10 % on marketplaces, 25 % at refurbished sellers,\n  15 % elsewhere). After outlier removal (3 × MAD of log prices) the median is the\n  average and the 25th–75th percentiles are the range.\n- `recycling_value_*` — what recyclers and trade-in-for-recycling schemes offer per\n  item, found by search; or, when those rest on fewer pages, scrap prices per kilogram\n  of the item's material times a typical weight for its category. The `reasoning` says\n  which.\n- `repair_cost_*` — repair-shop prices found by search for the repairs likely at the\n  item's grade; zero for grade `A`, which needs none.\n\nA range resting on fewer than 8 prices is widened by ±5 % per missing price, and the\n`reasoning` says so; `comparables` gives how many prices each range rests on. When the\nnational marketplaces give fewer than 5 comparables, the search widens to other\nmarketplaces and refurbished sellers, then to the open web.\n\nEvery figure is in `currency` (ISO 4217, the country's own: prices in other currencies\nare left out, as no citable exchange rate is at hand). `references` are 2–10 URLs that\nthe search returned, each carrying a price a figure rests on. When fewer than two can\nbe found, or a figure has no price behind it, the answer is a `500` of type\n`insufficient-evidence` instead of an invented figure.\n\nWeb search is required: without `TAVILY_API_KEY` the answer is a `500` of type\n`search-not-configured`. A chat model is optional: when one is configured it reads the\nasking prices of the listings (each price is kept only if it is written in that\nlisting's own text) and words the `description`; without one, both are done by rules.\n\nLong-running: the time budget is 300 s. The same searches within six hours are served\nfrom a cache.\n",
        "x-rate-limit-per-minute": 30,
        "x-body-limit-bytes": 1048576,
        "x-timeout-seconds": 300,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ValueEstimationRequest"
              },
              "examples": {
                "phone": {
                  "summary": "A phone, in Portugal",
                  "value": {
                    "language": "PT-PT",
                    "agent_specific": {
                      "service_item": {
                        "name": "iPhone 12",
                        "brand": "Apple",
                        "condition": "B",
                        "description": "iPhone 12 64GB preto, bateria 86%",
                        "category": "Telemóveis"
                      }
                    }
                  }
                },
                "withCommonFields": {
                  "summary": "A washing machine for parts, in Spain, with the common fields",
                  "value": {
                    "language": "es-ES",
                    "agent_specific": {
                      "service_item": {
                        "name": "Lavadora Bosch Serie 6 WAT28461ES",
                        "brand": "Bosch",
                        "condition": "D",
                        "description": "No centrifuga y hace ruido",
                        "category": "Electrodomésticos"
                      }
                    },
                    "service_core_context": "Marketplace that buys used appliances for refurbishment in Spain.",
                    "session_extra_data": {
                      "session_id": "s-2b7e",
                      "channel": "backoffice"
                    },
                    "callback_url": null
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The three ranges in `currency`, what they rest on, and the sources.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ValueEstimationResponse"
                },
                "examples": {
                  "phone": {
                    "summary": "Answer to the phone request",
                    "value": {
                      "value_out_max": 295,
                      "value_out_min": 270,
                      "value_out_average": 285,
                      "recycling_value_max": 0.84,
                      "recycling_value_min": 0.47,
                      "recycling_value_average": 0.65,
                      "repair_cost_max": 105,
                      "repair_cost_min": 61,
                      "repair_cost_average": 82,
                      "reasoning": "Valor de revenda: 270 € a 295 €, tipicamente 285 €, com base em 8 anúncios comparáveis em OLX, CustoJusto, Vinted e Wallapop. Outros resultados excluídos: 10 (acessórios: 2, outros modelos: 2, páginas com várias ofertas: 1, sem preço: 1, para peças: 1, anúncios de procura: 1, duplicados: 1, conjuntos: 1). Preços atípicos postos de parte: 2. Os preços pedidos foram reduzidos em 10% para preços de venda prováveis e ajustados do estado de cada anúncio para o grau B. Valor de reciclagem: 0,47 € a 0,84 €, tipicamente 0,65 €, com base em 4 preços de sucata para telemóveis (2,80 € a 4 € por kg) vezes um peso típico de 0,19 kg. Com menos de 8 preços, este intervalo foi alargado em ±20%. Custo de reparação: 61 € a 105 €, tipicamente 82 €, com base em 4 preços de oficinas para as reparações prováveis no grau B (bateria). Com menos de 8 preços, este intervalo foi alargado em ±20%.",
                      "description": "Apple iPhone 12, grau B (bom estado, com ligeiros sinais de uso). Notas do vendedor: iPhone 12 64GB preto, bateria 86%",
                      "references": [
                        "https://www.olx.pt/d/anuncio/iphone-12-64gb-preto-IDHqW3k.html",
                        "https://www.ecometais.pt/compra-telemoveis-reciclagem",
                        "https://www.iservices.pt/reparacao-iphone-12",
                        "https://pt.wallapop.com/item/iphone-12-64gb-negro-1034522190",
                        "https://www.reciclatech.pt/tabela-precos-sucata-eletronica",
                        "https://www.worten.pt/servicos/reparacao-iphone-12-bateria",
                        "https://www.olx.pt/d/anuncio/iphone-12-64gb-ecra-com-marcas-IDHm0Lq.html",
                        "https://www.publico.pt/2026/03/14/azul/noticia/quanto-vale-telemovel-velho-sucata-2091234",
                        "https://support.apple.com/pt-pt/iphone/repair/battery-replacement",
                        "https://www.custojusto.pt/lisboa/telemoveis/iphone-12-64gb-desbloqueado-41790144"
                      ],
                      "currency": "EUR",
                      "comparables": {
                        "value_out": 8,
                        "recycling_value": 4,
                        "repair_cost": 4
                      },
                      "price_basis": "asking",
                      "comparable_listings": [
                        {
                          "url": "https://www.olx.pt/d/anuncio/iphone-12-64gb-ecra-com-marcas-IDHm0Lq.html",
                          "marketplace": "OLX",
                          "title": "iPhone 12 64GB ecrã com marcas",
                          "price": 285,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 256.5,
                          "status": "kept",
                          "excluded_reason": null,
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.custojusto.pt/lisboa/telemoveis/iphone-12-64gb-desbloqueado-41790144",
                          "marketplace": "CustoJusto",
                          "title": "iPhone 12 64GB desbloqueado",
                          "price": 298,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 268.2,
                          "status": "kept",
                          "excluded_reason": null,
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.olx.pt/d/anuncio/iphone-12-64gb-preto-IDHqW3k.html",
                          "marketplace": "OLX",
                          "title": "iPhone 12 64GB preto",
                          "price": 300,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 270,
                          "status": "kept",
                          "excluded_reason": null,
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://pt.wallapop.com/item/iphone-12-64gb-negro-1034522190",
                          "marketplace": "Wallapop",
                          "title": "iPhone 12 64GB negro",
                          "price": 313,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 281.7,
                          "status": "kept",
                          "excluded_reason": null,
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.vinted.pt/items/4411203-iphone-12-64gb",
                          "marketplace": "Vinted",
                          "title": "iPhone 12 64GB",
                          "price": 320,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 288,
                          "status": "kept",
                          "excluded_reason": null,
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.olx.pt/d/anuncio/iphone-12-64-gb-azul-IDHr8Tz.html",
                          "marketplace": "OLX",
                          "title": "iPhone 12 64 GB azul",
                          "price": 327,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 294.3,
                          "status": "kept",
                          "excluded_reason": null,
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.custojusto.pt/porto/telemoveis/iphone-12-64gb-branco-41822031",
                          "marketplace": "CustoJusto",
                          "title": "iPhone 12 64GB branco",
                          "price": 331,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 297.9,
                          "status": "kept",
                          "excluded_reason": null,
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.olx.pt/d/anuncio/iphone-12-64gb-verde-IDHs2Pa.html",
                          "marketplace": "OLX",
                          "title": "iPhone 12 64GB verde",
                          "price": 345,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 310.5,
                          "status": "kept",
                          "excluded_reason": null,
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.olx.pt/d/anuncio/iphone-12-IDHt1Qw.html",
                          "marketplace": "OLX",
                          "title": "iPhone 12",
                          "price": 60,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": 54,
                          "status": "excluded",
                          "excluded_reason": "outlier",
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.olx.pt/d/anuncio/iphone-12-pro-max-256gb-IDHp7Lm.html",
                          "marketplace": "OLX",
                          "title": "iPhone 12 Pro Max 256GB",
                          "price": 610,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": null,
                          "status": "excluded",
                          "excluded_reason": "other_model",
                          "seen_at": "2026-11-20T10:15:00Z"
                        },
                        {
                          "url": "https://www.custojusto.pt/braga/telemoveis/iphone-12-para-pecas-41801122",
                          "marketplace": "CustoJusto",
                          "title": "iPhone 12 para peças",
                          "price": 90,
                          "currency": "EUR",
                          "stated_condition": null,
                          "sold": false,
                          "price_adjusted_to_condition": null,
                          "status": "excluded",
                          "excluded_reason": "broken",
                          "seen_at": "2026-11-20T10:15:00Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "description": "The request breaks the contract; `errors` names each bad field, e.g.\n`/agent_specific/service_item/condition` for a grade outside A–D,\n`/agent_specific/service_item` when it is missing, a field that is not a string, or\none longer than its limit.\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "badItem": {
                    "summary": "A grade outside A–D and a name that is not a string",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "/agent_specific/service_item/condition: must be one of: A, B, C, D; /agent_specific/service_item/name: must be a string",
                      "instance": "/service_ai_value_estimation",
                      "request_id": "5c1d7e2a-93b4-4f60-8a1e-2d3c4b5a6f70",
                      "errors": [
                        {
                          "pointer": "/agent_specific/service_item/condition",
                          "message": "must be one of: A, B, C, D"
                        },
                        {
                          "pointer": "/agent_specific/service_item/name",
                          "message": "must be a string"
                        }
                      ]
                    }
                  },
                  "missingItem": {
                    "summary": "No service_item",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "/agent_specific/service_item: is required",
                      "instance": "/service_ai_value_estimation",
                      "request_id": "0d9e8f7a-6b5c-4d3e-9f2a-1b0c9d8e7f6a",
                      "errors": [
                        {
                          "pointer": "/agent_specific/service_item",
                          "message": "is required"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "description": "The estimate could not be made. `insufficient-evidence`: even after widening, the\nsearch found fewer than two citable prices, or none for one of the figures\n(`references_found`, `missing_figures`); retrying soon usually finds the same.\n`search-not-configured`: set `TAVILY_API_KEY`. `search-unavailable` and `timeout`\nare transient and carry `Retry-After`.\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "Retry-After": {
                "$ref": "#/components/headers/Retry-After"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "insufficientEvidence": {
                    "summary": "Too little evidence for an estimate",
                    "value": {
                      "type": "/problems/insufficient-evidence",
                      "title": "Not enough evidence for an estimate",
                      "status": 500,
                      "detail": "Search found 1 usable reference; an estimate needs at least 2. No price was found for recycling_value, repair_cost.",
                      "instance": "/service_ai_value_estimation",
                      "request_id": "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
                      "references_found": 1,
                      "missing_figures": [
                        "recycling_value",
                        "repair_cost"
                      ]
                    }
                  },
                  "searchNotConfigured": {
                    "summary": "No web search configured on this deployment",
                    "value": {
                      "type": "/problems/search-not-configured",
                      "title": "No web search is configured",
                      "status": 500,
                      "detail": "This function needs web search. Set TAVILY_API_KEY (and TAVILY_BASE_URL for a Tavily-compatible server).",
                      "instance": "/service_ai_value_estimation",
                      "request_id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e"
                    }
                  },
                  "searchUnavailable": {
                    "summary": "Web search failed (transient, with Retry-After)",
                    "value": {
                      "type": "/problems/search-unavailable",
                      "title": "The search service is unavailable",
                      "status": 500,
                      "detail": "The search service did not answer successfully; try again later.",
                      "instance": "/service_ai_value_estimation",
                      "request_id": "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/service_ai_id_validator": {
      "post": {
        "operationId": "validateId",
        "tags": [
          "id-validator"
        ],
        "summary": "Read and validate an identity document",
        "x-try-form": {
          "order": 1,
          "title": "Validate an identity document",
          "hint": "Pick a photo or scan of a document (front, back or a passport page): it is sent as a data URL in images. The example is a generated, fictitious passport.",
          "upload": {
            "field": "images",
            "label": "Document photos"
          }
        },
        "description": "Reads photos or scans of an identity document (typically front and back, in any order),\nextracts its type, number, holder name and expiry, checks that it is genuine as far as\nthe images can tell, and checks the optional expectations of `agent_specific`. Document\nproblems are answered with `200` and a `status`; only bad input is a `422`/`413`.\n\n**Offline first.** The machine-readable zone (MRZ, ICAO 9303 TD1/TD2/TD3) is read by\nlocal OCR and verified by every check digit and the composite; OCR confusions (`0`/`O`,\n`1`/`I`, `8`/`B`, `5`/`S`, `2`/`Z`, `6`/`G`, `<` read as `K`/`L`) are corrected only where\nthe field's type forces it and only when the check digits then pass. The printed side\n(visual zone) is read too: its name, number, birth and expiry dates must agree with the\nMRZ, and its text is searched for specimen marks. National rules are checked where\npublished: the Portuguese Cartão de Cidadão number (`DDDDDDDD C VV T`, both check\ncharacters), the Spanish DNI/NIE control letter, the German serial alphabet. No model is\nneeded: with none configured, a document whose images show no MRZ is answered\n`ERROR_IMAGE_QUALITY` saying so.\n\n**Vision model (optional).** When a chat model is configured it is a second reader: it\ntranscribes an MRZ the local OCR could not read (accepted only if every check digit then\npasses) and reads documents that carry no MRZ, such as driving licences. What it returns\nis checked in code; it never overrides an MRZ whose check digits the local reader\nverified, nor one they prove wrong.\n\n**`status`.**\n- `OK`: a verified reading, every authenticity check passed (check digits, real dates,\n  birth in the past, expiry after birth, a plausible validity period, real issuing\n  state and nationality, a document code allowed for the format, national number\n  rules, front and back of the same document, no specimen marks), the type is one of\n  `doc_type`, and every expectation given holds.\n- `ERROR_IMAGE_QUALITY`: nothing could be read reliably: an image too small or blurred,\n  no document in it, or no machine-readable zone (and no vision reader). `message`\n  says what to do (retake closer, without glare, the side with the MRZ).\n- `ERROR_VALIDATION`: the document is legible but fails: a check digit of a sharp MRZ\n  is wrong (tampered or damaged), an authenticity check fails, it is a specimen, its\n  type is not accepted, or the name, number or validity expectation does not hold.\n  `reasoning` names every failure.\n\n**Fields.** `doc_type` is `passport` or `<kind>-<country>` (`id-PT`); `number` is the\ndocument number without spaces (`317046284ZZ8` for a Cartão de Cidadão). Spanish\nidentity cards carry two numbers: the MRZ's document number is the card's support number\n(`IDESP…`), and the DNI/NIE number (`12345678Z`) identifies the holder across renewals;\n`number` and `item_id` use the DNI/NIE number, and a `number` expectation matches either.\n`name` is `GIVEN NAMES SURNAME` in uppercase A–Z as the MRZ spells it (ICAO\ntransliteration: Müller → `MUELLER`), completed from the printed side when the MRZ had\nto truncate it. `item_id` is `<kind>_<ISO 3166 alpha-3>_<number>`. These fields are\npresent when they were read with verified check digits (or by the vision reader,\nchecked in code); they are absent from answers that could not read the document.\n`message` and `reasoning` are in `language` (PT-PT, EN, ES, FR).\n\nLimits: 1–10 images, each an http(s) URL (fetched through the SSRF filter: private,\nloopback and link-local addresses are refused unless the deployment allows them with\n`SSRF_ALLOW_CIDRS`) or a base64 `data:` URL, at most 10 MB decoded, JPEG, PNG, WebP,\nGIF, TIFF or BMP as its bytes say (a data URL whose bytes are another type is refused).\nHEIC/HEIF photos are not read (the image library has no HEVC decoder): convert them to\nJPEG. Each refused image is a `422` naming `/images/<index>`; nothing that is not an image is\nread. The body limit is 25 MB.\n",
        "x-rate-limit-per-minute": 60,
        "x-body-limit-bytes": 26214400,
        "x-timeout-seconds": 120,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/IdValidatorRequest"
              },
              "examples": {
                "passport": {
                  "summary": "A passport of any country, no expectations but the type (a fictitious generated passport, embedded, that validates as given)",
                  "value": {
                    "language": "en",
                    "images": [
                      "data:image/jpeg;base64,/9j/2wBDAA0NDQ0ODQ4QEA4UFhMWFB4bGRkbHi0gIiAiIC1EKjIqKjIqRDxJOzc7STxsVUtLVWx9aWNpfZeHh5e+tb75+f//2wBDAQ0NDQ0ODQ4QEA4UFhMWFB4bGRkbHi0gIiAiIC1EKjIqKjIqRDxJOzc7STxsVUtLVWx9aWNpfZeHh5e+tb75+f//wgARCAKCA4QDASIAAhEBAxEB/8QAGwABAQADAQEBAAAAAAAAAAAAAAECBAUDBgf/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIQAxAAAAD7kBmMGYwZjBmMGYwZwxZjBmMGYwZjBmMGUIypgzGDMYMxgzGDMYMqYMxgzGDMYMxgzGDIYsxgzGDMYMxgzGDPEi0xZjBmMGYwZjBnDFlTBmMGYwZjBmMGYwZwxZUwZjBmMGYwZjBlTBmMGYwZjBmMGWIAzwyNlBUoQVBXl6gEURRKhUBRKAhUFQVBUFAlEUSoVAURRKhUFQVBUFAAlEUEBRFEUEFQVBUFSgAEUARRFEUCFQVBUFQY6+xrgDPDM2CF43Y+aOjoTlHe8PH0N/W1vA7Hrx6dbT1fc6OHIp3eXtap7Z8+E9+J2x0tTUN/PneZ19XV1Dq5c7ZO3yuX5n2oIoIKgqCoLFIolAlAAAIoiggqCoKgqAoAAIKBKIolQqCoKgqAolAAgoAMNfY1wBljme9B5+mibGr5+57e2lmZtbA3tbLWOhhrjcuGJ7Zc7I2fTTG35avob2vp06GHuPDP0Gh6bY8M/QY5IVKAAACFQWKSgBFEUSgQVBQAAEFQFEURQBFBBUFAAAAQFEUSgBFEUYa+xrgDLHM91E53Shx8usOTh2acPa6Q5un3hp83vDSm8OQ644/j3oc50Rw9/dpFEoEFQUCURRFEUSgQVKRRFEUEFSgAEURRFABAURRFEqFSgACURRFEUCFQWKRRFBBUGOvs6wAzwyNlBQAJRKBBUFQWUACFQVBUoABFEqFQVBYpFABBUFQVBQJRFEqFQVKRRFBBUFQVBQJRFEUEFQFEUSoVBUFQVKAAefhsa4AzwzNgEURRLIZMcgYmTEZMRlFIoAIKBKIolQrGlQVBSFikURQIUAAEUEFQVKAEFlEUAAAAJRKhUFSgBBUFikoAAAJRFEqGOv7+AAyxzPdQQXldTlgAAAAAAAAAAAAGXT5nTAHH7GJxtje8zTbORqTZ9TR2c/U19bp+RzMOxTkYdjI4fYzHslAAEolAgqAoiiKIoiggoAEoigQqCxSKIoiiKCCoKDDX2NcAZ4ZGylAHK6vKAAAAAAAAAAAAAMulzemRROT1+aZ81zTu6nP3CdHX8jy3uR3zDqfNfSnzmzw9k+j4XT+WPp9DHnH0Wvt+Ru7XF7ZFEURQIVBYpFBBUFSgEURRFEUSgIWKSoVBUFSgAEUefhsa4AzwzNiURROX1eUAAAAAAAAAAAAAZdPmdIqC6G9Tn57ox8vccvd9hxNvoDn9GU8PLcHH39ka2v0Rx8+oNfZgqCoCiUBCoKlAAEolQqCoKgsUiiVCoKgqCgSiKIoIMdf38ABljmbCCoLyupywAAAAeB76/K8TqXlDue/zmwdt5eoAAABl0+Z0ioLob2qa+GwNTZyzPLZ88iYe3iYauz7Gt747BreXpTHx26Z7OtsgABAURRKACURRFBBUFSgAhUBRKAAAEUCFQVKAYa+xrgDPDM2AATl9XlAAAAwPHjZYAAAGfa4Xsd1KAAAZdPmdMAczpfNnS07zDu+Ph0THDhbJ2MNMd3hd/gmzvcjwO5p872OnreUOhucD6AiiKBCoCiKIolQqCpQABKIolQqCxSKIoiiKCCgASiKPPw2NcAZY5nuoihyupywAABzelwDzAAAAB1t3i9oAAAy6XN6ZFDR3RfnPohyPLuDRm+OXh16NDfGg3xoaXcHK8O5DndGiKIoEKgqBUKgoAEoiiKIoiiUCCoFAgqCpQCKIolQsU8/DY1wBnhkbKCoLyupywAADD5/ucMAAAAAv0Xzn0JkAADLpc3pkUNf35ptZ8+m578ndPTDy1Dp+/L6h4Y+OmdNz8zcupqnXcrI3vbljey5+R1PPDxPfHnbBuYag6XnyPU6njhTbz1doSiKCCoKgqCxSKACCpQABKJUKgqCoKgw8NnWAGeGZsAAcrq8oAAA8OH9D88AAAAAPoeD9AAAAZdPmdIKGOXyZ9U+Y6Z1gRR55fM+R9Rfzz6k7Ht8n9YAACFQWKRRFACURQQVKAAACFikURQAlEURQQUAAABBjr7GuAMscz3URROX1eUAAAOH3NE5QAAAANzr62yAAAZdPmdIKJyOwOJsdMRQQcTs5j57c6o43YoiiKJQELFIoiiKCCpQACKIoiiVCoKgKIolQqCpQCKIoiiKCDHX9/AAZY5GygsUnL6vKAAAEo4fh3+IeYAAG359oyAAABl0+Z0ioKnIOw+a2DuuF7nWfM9Q6Lh4HfcLaOo+V2zvvmeidR892DZczSPoLwB33N0D6FpcI+qfObp1nz30BQARRKhUBRFEoEFQVBUFAAlEqFQVBUBQBhr+/gAM8MjZQVKTl9XlAAAADDMcrS+ih867lOJv9GkoAAAAZdPmdIqUS6BvuEO7jp6h18uGO453obri6Z9NPmfU+ic3XO1jRLRFACUAARRKhUFAQVBUpKAAAAEURQQVKEFQVAURRhr7GuAM8MzYAQOX1eUAAAAAAAAAAAAAZdPmdMSicXt+ZyOV9ZgZcTujgu95Gjv8AvgfNz6TE+c0ftvM0NDuehmgsUiiKIoiiVCoKlAIoAEKgKIoiiKJUKgqCgAAAICiKPPw2NcAZY5nuoILyupywAAA8OcdTU5Y3fLXHrfEbHtojrbXz4+jcnonqAADLpc3pghU5B2HIzOo5mod1ycTsOL6HWaWJvtDYPe8fI6zk+R25yIdhxOkbN4+2bqCoKABKIoiiKJQICgCKCCgAAiiKIoiggqCpTz8NjXAGWOZ7qCC8rqcsAGBly/DwAAAAAAAOl0fnNs7CUAy6fM6RQMM+WbmPlpm96eXPO14zknanK6Z64czcN/x5/idfzuwajbHn5bA8fWjwx2RQARRFBBUFikURQQVBUFQUCURRKhUFQFEUCFQVBjr+/gAM8MjYUAOV1eUATie2kAAAAAAAAAbfY+c6R0QZdPmdMiiczqaBzpv4Gs3tQ7fA7GJpefruHL6/H3jme+5pHW9vP1JQAAAiiVCoKgoACCxSKAAAAIoIKgoACCoLKJQAAw19jXAGeGRsKIonL6vKGvscY1QAAAAAAAAALB3/AE5fUMunzOkVBU1TbaGRuzWG05+yezWhtXUptOdmb01vU9GmNxzfY3GrTZaNN5o7pQAARRKBBUBRFEURRKhUoABFEUAEFikURRFHn4bGuAM8MjZQVBeV1OWefA63JAAAAAAAAAAAMvoPne2bXT5nTAGjvaRrevvrmPtveBzul5655XrahrZe/keXpsax75+Psal6Q5eXSh4ee2OX7b1Od0QiiKIoSiKACCxQQqCoKBKIoiggKIoEKgqCoKgx19jXAGeGRsoKQvK6nLOZz+hpnm9B5vQeb0Hm9B5vQeb0Hm9B5vQeb0Hm9B5vQefV53ROh0ub0yKJjnwTHR7usebp6hrvXWPosPLmHjd3TJPXzPPDrYHUQUACUSoVBUFQVAURQIVBQAARQQVBUFQWURRKhUFSgAGGvsa4AzwzNgADS3RpN2Gm3BptwabdGk3RpNwabcGm3KaTdGk3RpN0aTdGlN4am3BUFAAAIVKRRFAAEURQQUAAABAURRKAEURRKhUoAAAIVBZRKACURRFGGv7+AAyxzPdRFBBQAARRFAAhYpFEURRKhUoABFEURRKBAURRFEqFQVBQJRFEURQQVBYpFEUEFQUCURRFEUCFQWKRRFEUSoVKYa+xrgDPDI2UFSgEURRKhUBRFEqFQVBUFQUCURRKhUFikURQQVBUFQVKAARQQWKRRFAhUFQVBUoABFEURQQWKSgIVBUFQVBQJR5+GxrgDPDM2AJRKhUFQVKEFikUSgSgAAEUCFQVKCFQVAUAAAAJRFEqFQVBUFQFAABBQJRFEoEFQVBUFikUSgQUAAEUEGOv7+AAyxzPdRKhUoAAlAhUFikUJRFEUSoVBQAJQAQVAURRFEURQQVBQAAAEBRFEUARRKhUFSgAAAhYpFEUARRFEqFSgGGvsa4AzwyNlBQJRFEURRKBBUBRKBBUFABFEURRFABAURRFEqFSgAEURRFEUCFiiURRKBBQAJRFEURRKhUFQFEUEFQUCURR5+GxrgDPDM2ARQQVBUFikoAEFQVKAARRFEqFQVKRRFBBUFQVBQJRFEoEFQFEUSoVBUFQVKARRFBBUFQWKSgQVBUFSgAEUEFQTW9/AAZY5nvUKlBCoKQsUiiKAAAIolAgqCpQAgKIoAAAAiggqCpQAgqCxSUAAAEolQqCpQAgqCxSUAAAEoiiUCCgIMdf38ABnh6G29B5z1HlfTwM3x30Zu3X0TrPmfY+gcTTPp5r/Jn2jH5U+supxj6RpfPH1z5HvHQfKfTno+O+sPV8v2Tfk4p23zXQOs5nubjQ0Tuzl8g+rc7VO24veMHzv0x5uL1T1fGfQnSfLdQ6rhex15yeWfVHx59i8vE23L5x9K4HWNh819UeT5T6883yn0ZsX5vfOqcE7zP5s+hZ8M7M89U3mjtno4vcMXz/ANGYPn/oSTl7hsNbVOmcM7j0+aPonp88d1jzzpNP1PdyO2eT1Hm9Br6m9ogD08/Q3lEUTU3PE+E+r9eifnn3ntzD5npdDrnyOl9HDtfLfU8k6vyP1/yJ3eR2eMfS/BfWeR8J9V0ds4/T4/0h8N978h9SfPdPmdc+X+s3+WcDgfdcs9d3b+dOj8x93zTS5X0egdzR2NY88fbvHzfV8+mfD/b6uZ8B9fl1z4H6zj9E5+O5kaHL+oxMdjpfHm7wPv8AMw5Xv6mPQ1vA43Z4vUPzf9Rx9j5nrcrsnJe++fPfRdTlmhh9Nyz1+U+61DY/Pvu/Uvwf13RNT5vt9Q4k2emfI/S62+fBff8Ah5HxH3+fOPmfqehyzl+/0HMMeD9poG18D96PT8/+z3jw9+b0yKIo8tHe0QB6efob6CoKgs1tkPH0M2v5G65fMPp3j88fTseYdU+dPopzIdRyeuGPgbL5juG20dwyamwZNfyN2+fAPo3l86fTtXnHbaWgdxxds33C6x7Pm/pCuV1CvAe7lYHYeHFPoY+bPpE5x0rOMdpzfY3HE3jdfMfSmRiZS4lXEtYGaCsaWTIiZETIMaVMTNIZJDIxKsBQw1jcQVBUHno72iAPTz9DfAIXG4n5v+g/F/THz3f+a2jt8/6n5Y+o+M+p5pufOfXfGn3H59998yfVfP8A0Hz54fQfMap693V7B8x9b8j9cfL9/g/Un5z19P7c+J9Wwd75L7z5Uef1n54fbfJ/a/Onc4GzyTf63G6JxPsfkfY1vsvl+ucf6T4n7o+B/Q/lfqj8l3ej0T6X5Lz6xp+H2PwB9DuzgnQ4n0PgfQeXr8Ib7r7p8p9t8L9afDfoPx31h8r9NxeycHreHqarf0Da5f0fzZ9F8x9j8ofS/K/VcI6nF7OsTDLdOT0uZ9CfLfTfM/WHx31Xz/ePmu5p7Zz/AG2tU9NHvfPnd+c+u+UPp/k/rvnTt8Du/NH1mz8V9qEFQeejvaIA9PP0N5RKAHn6QYXMTHMYshgzDGi+PqGHoPH1oijDKjDKjBkLjaSZCeXsJ5+oxw9BJkPH1tNf3owyo83oPKewkyhfL0FwypPL2HlnkIo8vWCpQABKIolAgqAoiiKIoIKABKIowyoAIPPR3tEAenn6G/FIoigAAAAAACKCCxSKIoAAAAAAASiKIoiiKJQAAAAAASiKIolQsUigAAAAAACKIolQqAoigDy0d7RAGWI2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw2WsNlrDZaw9/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//EADQQAAICAgAEAwcEAgMAAwEAAAECAxEAEgQTITEgIlEQIzAyM0FQFEBSYDRCRGFwQ1Nicf/aAAgBAQABDAL+51lZWVlZWVlZWVleysrKysrKysrKyvBWVlZWVlZWVlZWV7KysrKysrKysrKysr2VlZWVlZWVlZWVle2srKysrKysrKyvZWVlZWVlZWVlZWVlZXsrKysrKysrKysr2VlZWVlZWVlZXhH9tPxbF1fX+zjwO7h1VQMSQsWVhRWSdxYVcd5AyKAL5zASWvmbyq0ldTI9xhQLR22KMtGJ90vA/vHX7CSV+qIK3qMsRWROXBsUZG0RmzmyLruormOWIRQcWS9gRTc6TQOUGrySqNtVppJkUsVXJGKIWxpKKqq2waWxsgyNy++c01N0wNOaOq0ZHLMEUYpavMKMU27EV/TT4B4JBc6eYjIvJI6nvEsZTrIRji5YqaseKo5epLPIhg6N1cDeEMayOhMQpsQMoj6sM+aSesilTQAkAytzNFTrgLrN5lrJ/pPixXoWcnImCGRWNEeeWRh2EZ5CtsSJiDBYziBcJyZ0aKgbJOkwLdi3vU1lvI2CNKGNZ3j4lvsixUp5hthEWJ5mrcxuQfuTzE5bFAB/TD8Chd11oXecqP8AgModOns1W71FlVbuoOBQvYVnKj/gMCgdhhRD3UZQu6wgHuMIB6H2FVbuAcoVVYAAKA6arVUKwKoNhRlA98CqvZQMKqe4ByhVV05Uf8BhRT3UZqOnTCL6H+ojwFm2oLec35OmFjtqB12NgV1LUt1138qkDOZ3sdQxuiMEjeXy4GcsRqMRmajqKY0MY6jtm9BrHXfyg1hYqLIwswUkrm9XsM2II2Ws5h769Nn211H9VPwCmz2R05ZO/WhRIXaO81Oqhk2zR/ILzQ9u4KdBqMoswJFYsZUIfuAdnORpVXH1PVlx12AGFPlC9Bqw2FbAKRt5Omhp6WsMY1Ndzs2trWcvoTXmr3l/1U+Af20+Af8Arx8A/tp8A/8AF5Ho98bYsdbxdix71Z5N/fr7zzHBb31IxWLVgvsdr28m2ENr0731UdcJNnvlvqvXrzOjdc2JVaPUuTuQcW/vf5c+AfhwAOwzVbuuui+maLd1jcuxdXQNHNF61lDthAPfNVqqzUemUPTNV71lC7rCoP2wKB2/LnwD8M7tsqIBa82/NrnNblSt0uJy6ebvDKzl7qraWyqprG92pFMjTuu2yYzuoQUC686/NrWQTF7DZzD7/IzsiE5zm5DSdLSTaMn/AGMr8mNxVjn31ZK3kZ2Ca4u9ear/AK68avXcFS6SiMtsP+PPjBumoxR72cDOHPuUxevESHIIyYweY4xo1YBTeeeJ4xvsMUHkq47od14msgPuo8/4b5J7ttv9T/jQYIiDfMc40ILFlYqYWY8xWN/lD4B+GeNH7jEjROwzlpqy10zUAlvu0MbG66qqqKUUP00P8cMSFQtYsSKbA64qhRQxI0S9RWGCI/bCilda6MqsKI6GNCgQjoIIgQQMMMZJNdVRUFKK/KHwD/wPYZuM3GbA/sd6evsHLVQGb/L0zmfN0Gbdu2BrNdMU3m3Qn7Bj0usD+ucw/wDQzmEFxWMxC2Bm46+m7aE15t+orsJDrfTFN/cflj4B+wLVhJPhDEYDfxyl3gSqps0Gaehyj065r1FnACAfWvLWadvNnLGqi81N2GrClhuuEWKzli265yx9s0GANVb4Fok31/KnwD47GvgdsBv4zyaFRqSUlDGqIInvqInIaXVVJRs5wHzKy48mmvQnFlBbUhlLyBKHUlZQTqQQT2zn0QOS+c3pZRhjsEUscRw6hhhmAOoDMUcNfQgmUWQFZsR1cdPzQ+OevwQaPxpbEsNLeKHaXdl1yDncsahKlv3N95a5Ul4S2vCdLI2addxrifXmziP/AIj98k+rBk/yrk7rtGrGhE68yRVNjhvoj1WRyzKUo8N9FM/5R/LH9k5+3w0PT4pS3Rr9ixSoKEvR42ZU8/UxM3zyWGTYxnHTbXrReO23VqYRnYM7X7GS3RryRNwBeBKkd7xktka85TKSY3rEQhi7NbcplvlvQRNLJNt+ZHxj3+Gnf+qHwD4p7fuSwGbC6zYZuvrnbCwGbjNh19hIBAvNgAThYDNh64HU4GU0Qc2FkZsKvN1yxdffdc2F1hNZsLA++ygXfQuAa65subrV3ljNloG+hIGcxTl9/wAy3Y/uXv8A1u6856Nmp22yjqq1h+Zcb/oHKbayDhB22r2MuxGAOa6YAy10vGUt9sOzEdKwKw06dArCj0zqUA1OU1OuuFX6tlNTrWV526Nh+ZcZSWwK5C9KwBvd3lG7rCCbNZq/mGU3XpndgarAPKQcQUo/EHwD4rdj+5seOx6+y19Rlj1GbL/IfnD4B+5Hf4vELs8Y+7tzUjGQfRj8M+nNg3qk05/uuyfp+T5tdkjBROYgLcNHHykOgv8Aprd/hp3+KwPNiNdBEF5hGQgiJAR18Ei3LD0sUB2yKP3OjrkW+lN3gBWJQRR/NnwD4zj4aih/WB8dhXwVF/1U+AfHIvCK8YW/jnTmHas8xCijnkLKdRiHzWQcbTmeas/hdY/0jm2rHB0DKbGdK+1eW01rKPLPp03bquN03zReb8ozpqP/ALG+wx9d02rO416kUDpY69N2+XH7rfy9+gqqpD2wdj2xh1Y9MCrzD0GDaoe1fjx+xKenhCev9u1Hpmo9P2TqzVTlRGWEjoW2wpJRPOORtvGrZIzboimsUssuhawyN1PPIyJi0ase7qx7PrnDlmiUk2V3l2bmFc5zcgMPmbeIoTIWDqSfqlciZjuCb/MnwD8NLLy6HTaLTrq4YtKkjalwEBBArtJ5ZonPaw/EAjqH/TP1YrkBYxLtjMq/MQM4Vl5YGwtuUu/viuRxqOHp+gZQxRRIXL8k+VyuQd5AvyfnB+GoHuBlAdgM1X+I9n/9wADsM1W71HsoHuMoD7DNVu9ReAAdgBhVT3A/NH9nYGbjNzmzeubH1zY+ubNm5zcf1ofFLAYXPww5wEH4jF9iBeB/P36At97tT/Im9zo/XrbduuMWXYXltrIdjh2BUW2NYQ+oYlqyzvWf7AYS2zVeB7fv0Bb7/MWOp6m7ftjEixeW2rHY4bVG65uel4D1oj8if2Bf0+OH9fh11vNVqqzQZouFVOEA980GFQbwqDWUKrNRZP3yupOV3zRenTNFzRcIB75oM1HXD1zUXeaD8ifAPhlr/Yq1fCdyGCqtspkvzKM5jsTy0BxC5+ZKzmPzEUoAG2rygXvLzFRlTC8nMZEVcG+vWrSRzJoyAY5k/wBFBxHJYoy0xebqeUKVg6hh+eHwmN/s1avgvHsQbIZWkWQIxBzhvpV90aTmlGIOSfW4f2ReZ5JMaFWYtbXCxIYE3n/JOMCR0NZHazMpOxdix5ad1AVQo7fmT8Vz9v2qH7fAaMMbsgrEqm+pLRKTt1BSNVN9bMCE3s+VS1eKqooUdjECSdnGKiquo7fp0u9nxkDfdhiRqlnrf6dPsXwChX5o+AfAY0P24Nj+tMev7dD9vHt1oLeGQUDmx2rXA1kjC3WqvOZ2oYTQvC1Xm/y4z1fTNutEVnM8pbNquwcU39svrWB7PbN85nTqM36npge6H3Lda1vDINQcLG61wNZ7fkD4B4z2/fkNtYrOX/8ArAD5cCVr5sO21is0PToDn2o5oa6nNG+xvCjHbthVm9BhjPWjhVm71iivsoxfvgUg9lwLXW+vLGlCrKdWb7geZjhDbWKzl/8A6wKfL1wKQey/kD8N+37le3ieRE+ZqxXVxam8M0ami3sZlUWxrFdX+U5zo9tduuM6J8xrEdH+U3jSxoaLYXUDYnos0bmlbq0ip8xxSGFg2Pzg8b/b9ynbxdO+ReaR5B8sbKisjjzcNfJW8frxEQw9OJXJu8Ps6YnnmaQfLB1DnOH+nWP55UAwkRzszdoWuWb0/MH4bg3lH0yj6ZR9Mo+mUfTKPplH0yj6ZR9Mo+mUfTKPplH0yj6ZR9Mo+mUfTKPplH0yj6ZR9Mo+mUfTKPpiffxTJI1Ba1Tmf7KoDc/qAFxF0UKMkRiVZa2VH33erkWZmWglLtXm7zLIwAWqTm9mVANZULaakct0h1Q+aMSpQ0SmMgPlCnI0K7E9W/MHwDxa5rmua5rmua5rmua5rmua5rmua5rmua5rmua5rmua5rmua/0w+Af+vHwD+2nwD/14+Af20+Af+vHwD+2nwD/14+Af20+Af+vHwD+4jwVle2srx1lZWV8WsrK8VZWVlfFrKyvHWVlZWVlZXwaysrK+DWVlZXwaysr2nwDv4mNKxxJeKdQ4RKikEqbY7pGLY1kUjSWdKWSWbncuMLiyycwJKgBnkaMJqBfOmQqJUFPvr5Kvm8UXKax2u2o2qxNO9mONdY33QNVZxEk0Q2ULrHzCvvALl4kxzBKGr8SRxAjAFSycpNs5s8ZUyhdWOqscSTi3UMFjpNtRvV82Z2blItRPullaJIUWTQjmMreVPJPxHJeMV0ll05ddcmkMa2BkraRu2b+63zhpucnXvBIZU2IwyzmWRY1TI+d15gXJZXDrHGttHJJsUkSjh4i20iXc5LOqHUeZ121Gwoxy8VINlRKhl5inpRaWcyukarkfPs8wLk0ro0aooJim3tSNXnkMUewwzTx9ZYxqSACTnN4krzQi6KwdQw7SSJGLY5E7vZKaiZ+ITZgqaRNO1F1TV99fJVwSTSdWC65HxJebWvLnOnksxIusbFlBK6lpJXdlirIZdwQwpiQOpOJPzH8ieTG4i20iXdslnVPKPM67ajYUZJUiFsciZ3FsmuMyoLY0IpWlPRPJgn3eo1sY8/XSMbvks6R/9tGXKgutF5EjFscid3slNQSFFk0I5jI/lTyYeI2fWJdvZJOFOijZxdC+8syRd+8bOy26647qgtjQikaSzpS+E9vAO/if5HyD9VyU0CVDHyk1u8ZTHLvMN1VgwsGxJzP1fuwLWOVpFeUjOMuoa7jmSzhJaHsX/Ml9nKdLaBhUUnNQNnGf47YOwyVN55lxVIHDs3fie8BPbjP8d8f6LZCnEGJNZgBhicMzwuMhl5q3VGdH5m7DeON0dbQ9J1D8RCpwsdYom+bi/pDOI+hLn/FyP3P6eX/Xg/pHAspn4jSTXIw4HnfYyxbkEPq8Uj7mKQebiY5HXyHIJIq0UaGUOyEI1Hh2SI6Ouj5w36nlDQJUMRjU2bapTxU2j65GJADu+2Tf5HC4/wDlQV34z6OHmyyiKXUDifoS4hHJU/bhP8dMrky7zjbAQwsGxxH0Jci+lH7OE+kclbSN2zcKkHkYGT6b1kZk/TQ8oLkEhkSyOvC9pR94/wDK4jOJjcsGreOKSN18mcTHI6eQ5A8VaBdDIGZCEajAUiOjrq+L7iQmcXlg9slRll5kg3jR1cWpscTHI1EeZYZInWk6ZOkjpSNR4d4x7vXR3BKkKaMOsLVKtPlGKXecbgEMLBsTo/MDkbxxujraHpxMcrganpBJERqo1MyuyEI1Hh2jT3ZXRzdGjRjqB/fL5sdTHNzJRuisrC1Njwnt4B38TC1YZEnLjRPakSRlivTOWefzL9ksfM5fXJItmR1NNgjqZ5L9n6eVbEc1JHGI0CjJ4ZZegkAWISKPO+2cv35kvJY92iN5IgkQqcEDkrzZdgw2Vhiw8SqhROKQMFGxsmCRWblS6iKMRLXsEKCTcCi0dzRveS8NvKjg5IgkQqcMEzeV57RltGUZybgERzh4jFHqThhm5kjpKBkayi95A2SwlmDo2rxwlWLu+zZJCklWOuOiSCmF4q6qFGQR8qMLfsaGXms6SAZGswJ3kDZNC0hRlfUxQ6EsWLNPHzU1vJouZqQabP0z1oJvdgBQAO2JEke2uSLvG64g1VRkgkI8j6mGGWM/UGs0fNTW6yRN42TFFKoJzkSpfKlpYY+Umt3jwvuXifUxRCJauznJTmCSqbJIUkrYdcdFcUwsKuihRhAPQjI4ljsL2xYUVy6ijjQozh682SRJKKYexlVhTCwiCNdR2xIkjLa+zkpzOYBRx4UcgkdckjSQUwxRqAMIDCiLEcaxrqvbEiRGYqK8R7eAd/7ae3gHfx7oDRYXhZV+ZgMBB7YzBAWY0EdZF2XtJNHFW5rP1nD/AM8JCgk9v1nD/wA/Y80aEBj1w8VApILdY5o5b0OSTRx/Mcjnjl+U9fYzBFLHt+s4f+eI6uuynpzI+26+wui92AzvhZV7sBnNjP8AuuEgCyeg4uAmtsJABJz9Zw/88R1dQyno/ERRnUnqkiSLanH4iGNtWbqnERSGlbrJIkYtjicRE51B6swUEk0BxcBPc+x5o4yAx65spNbC9lJrYXJNHF8xyOeOTop6swUEk0F4qFjW3s/VwX83skmjirY+yTiIozRPWOVJR5TjusYtjQTiIpDQPV5FjXZj0/WcP/P8G7rGuzdvEe3gHfxxLBRjlFSIuqqt3iKkrSyS9okiXblno8Ku4Zj04P6A9h9/LQ+nMC0UgHdZWiVBLDqMmhWNQe7ZxDOqeRLPC8rTyd6X5umAiXiVZO0sywrZwRSTeab5cnbtEg8yIERVGQrw5V+ZrfC174L9NxEeKbmVUGgnk5fyPFG/zIDnCRRmPYoL4z6X/U7wGBvMuRXyo778UxsJqRHHpouny8L15r/ePpxM4yUlUJCbHhNLa/qkA1YyVhLLGidSQD0IziXTQxAW6AhFByeFUTa7bA3KmaX7cKKnBOUvfpliXiUZO3F/LHfycU8RgPmBM5I4Z/VEXkha6cIfcJnEQhY5X7sOww6LbGhkXvJ3lUeSehNAX+TiWRuVqQXx2DTe+UrGSACT23k4n5PJHHGsa6rhmeRikORQiO+ttLPq3LQW8cFNvI2zzTLEBfcQvKdpzjusalm7VLxPU+SMBUWh0HMk4ixF5UjiWIUuPOzOY4R5ooAh2J2eaflkKBbpAxYPM1tLKsS22COSfrL0ViqLZ7XLxPbyRIixrqo6c55iVh6CKFYrrqZJzvyoxbxwand22eacRV0tlgdyHnOSSLEuzZpJxHV/KnlRfQby8T8nkjjjWNdVx/e8Qqf6q6uuymx4T28A7+Np4XjIlHng2EKbdwY4mlil+XhdOZPp8mcH9AZIaRznDCoI8ZgotjQlmEy8qLzEdABnF/InsPFQAkFqMPnmklApeKZd40dqSOeA0iMMZVcUwsaSwfJ50yHrPxDezh4onViyAkAAUBWGNJOKcMLzhvIXgPfOD+j7BFHNN5EAjJ1BJz9XBXzXnCqywi8jdIDIkhrIPPLNL/q3ERI2rNRVhNxKOny8W+qKLoRzcKtKjDJ2KROwyGXhY1+fzAggEduM+kvsjjEq8QpwCuMAzimG8SO1JHNw/REYYarr2jiSWXdUqOZN4nUdxxcQiFnzcMpSFAe/F/474OwyZ0PEaynyRzQv5UbH00O/y8PEC/O01Ekixrs3aaeKSMonmZBSKDjQFTvCdTGzMvmTUyQBjup1eJpeqyJ1khSUde6GdGCONg6K4phY1mg+Xzx1ffOS8R2g7KdlBqseDrvEdHiZ2HnTUywLJ17PEZr0kXJIkkFMMTnxMFPnRlVhTCxpLB9Pzp3HbDAyHaA1iMWWypUyQAndDo8TSGxIlGWFJe/QxmdW0kFh40kFMLwCaEgfUQgMKIscqWHrD1UGwDVY0BU7wnUxszL5k1PInUuVmGcEH5d7eXwnt4B38dDvQ9hAPce3t4Og8FA9wPYQD3Gar6DxUB7P+8oXfi1X0HsIB7j2EA9wPZQPcZqv8R7NV/iPBQH2yhd4QD3Gaj0Hgod6HgoHuBlAdgPAAB2A/FHt4B3/ALae3gHf+2nt4B3/ALae3h2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNs2zbNsv/ANl//8QANxAAAgECBQIDBgUDBAMAAAAAAAERAhASITFBUWFxIGChE0JSgZGxAyJAcMEyctFQgJDhQ2Kg/9oACAEBAA0/Av8AeS1uKzRSYSpSRJIkdTgQh8C1bF4WcpiqgostZtt5VwvQec8ncwvMY0YTDmSx0IQ8/oVkCzgxSKiD4TKzHTEjehikbyP7jfMbwplGWvlhfqFp5WiR+hEkScDaRMWq0zF1O9pgX8jysiJGYoInXy7hHl8rrPkxpiciNzI5yNSUTI3J8I1pZOTE2Yf+LRZkKODFyQL/AAQvUwkEWxZyY4y7GIlJGL7GHI6ufM8ea3nmdClv0Fqao/8Abcp2OxVl0OltinQaE/5Fr3Ko9TsU6tnTy8t0NT1JrPxKEn0MKFkxUpGejFo9ypxnrahtjf8ABhJf3K1D7k0nVnQpcT5f5HrZnTK3di0Oufg73R3Hw/3QgiScxNeo2cbk2ZhkiRLK2GSdCJIOnmBoiDP1MvQTE7QIVnZmXoZ+p2H5gfBw7N6HUb2Oo9kcOz0JjPqK3Q4YtY8w5iphIl6mNGFn/Qk4XJl9D2itLMdJMv5D/MjP6ipnWbezz8wUzb+0TmYOIgpYnKstOLUkpjKR7DUcD2aker/dOY8b8LF43bt4u3lTLQ0/7FGfY1OhhWgrQyW2JQYWhG/eDOfmZDbJ+w2yTUj1M39RSYiafQyU9DEnkQyX5e7+ZoqgqUv5GHw56mH80aGfcw7+Z1I/QjwqZtmLLv8A7ScKIn/BhbKjCQ/6iCmn6kTn6mJTBjRmzLUdRhJJMx1ehMMla2xqOCD2ex+XPchE/uP0Ek5PQaHq+iGpTPQatmS0kTHzG4cnQpevmN6Sati162hopp+4r55G6TNexP0RwxP8vmXt+8EGh6EESNwmyE/UR8rRn3vkbfIjfQ7De5l6iZAk5InzE7tXYvC7RHlxnRi3dqm9zqPhiS16nQwzqdWLM75j8yLdDUpibkwzoS7f0r5D4ZTVEnszkdM4jd8C8ydGcs6HLO9kPh2/uOjHuz+791oGdxED+VkhiU2REne08m5EkxJ9iLdyefLUEfcVMCIM9etpz+RinMdMEfcajMhr6nQbJfcepBilDggj7iUE67/uY4S69SXlzaGx0Ofke0vEdx1sVTKHLf8AA6VDMn5j3TOhyIpIhIpqlZnQ3Og3OexydzuVa/8A3iJDvsYZzHo0OqMxuJR1EpNyd979DKfmSkzZD42EhnQpcZmjVviHqVVJGJISMMi1JaKXudBqcyJlaW34VvhV04aKY1OhVyLVEk6oRxvA7bCGtjrfOPlbrucFOrZS4atvVb0VvhV9rcu29W3g4Rxba3xW3eytwrcHFtv0GFkZM1Zs+Plb2e5Toke0KPzQt7YFZ+7tbK3sSr8WT2hkYCNIs9adhOGccWdNRR+MkY0YT2f8FVOGoxsniy0IlNbm65F7tuXvaXqNyyEdiWQ57GJH9WW5BgMzavi2Ewq2NiRRVLccmFm8kwe0ZCF7hxwbrkXunJy97PT8S32staBe7xbh7nI/f5ttVxZe7xbenkXu2672f/k1tzx8v0LQld7GCLU1yUv0s6UrPa3EWwwU1TanRDQuhyNy0bu9KYtbdjDBhJKuh2ERFlvdXfQ7FI92SilynbgVmNCVuIJGiDhkyPUebfg5uvA/pZbrxvbwLe68D/YLv4mdhHazsugrceDtbv4e9uwjtbp4etu1n4eLdbcxl4OFfrbt/qvUQqoUnEi93YxO1Dz6saNMVn+Is3Z+h706nJQs6uTY2oX82q9EIxvUxflMC1I+U2xMxKSMjCj3qkjYf4jGk7bzamqW+LPRCQ/xFm7e0qTKvw2zko1qMf5j3YMBhFKHu7ckR3M/qY1EWWmWvcRzu7LWpj1bt9h6I2oVuN2I3qtu3sPVj0RstlbahfyJHq7b1serPscj0RtTsrfCtxI53dvw833/AEXHUgqqlGUWxMVLImz+it7RWQ1Hc1ZsrfDurTFsbt7NFOa6q2J2p1fLEcEzBilDyVqVm+SqqG+loHq7Y1b2p7EebNlan1ZAloamVqVMcu257qtVohI42duULfZnO5tX/m3G6tvQzg9GI+JHxK3O6t8O9t6dmcWW+zOUbVr+beqt8D/g4ONnZudDZf6z2/45/wD/xAAsEAACAQIGAgIBBQEBAQEAAAABEQAhMRAwQVFhcSCBQJGhULHB0fDxYOFw/9oACAEBAAE/If8A2bRo0aNGjRo0aNEY0aNGjRo0aNGiMURjRo0aNGjRo0aNEY0aNGjRo0aNGjRojGjRo0aNGjRo0aIxRo0aNGjRo0aNEY0aNGjRo0aNGjRo0RjRo0aNGjRo0aIxo0aNGjRo0aI+F2dWep6j+N7lcj3Fnrz9T1K/EYjjGDzLPAXxWClcHKZDWGUovNRCLCsrK5ayfcrPeYosisrK4IRfDYj83Dbwu8DlpIfSCE3aLFZSPs6mVQ/lnaFSgEG9C4YChSm8XKFDQbBYUM6AKh9SqkAy4E4qyJhNzgIrtJEQoQMhKi3gMt4bX5IQcPR7ZGkHrJGsNrjStazSJUjvBmqRDqDtbdxSUO4UKOAJKolVOYLrZG+kJ3axKGPugbhDSC/MZ7za4P4ynuV+PZ4XYPAgo1JAM7pD0RsMM0phgz2QVlHAtSeIcABBAGrlM2zLUr9zFde4vBHWMSWwQQZFEGlpZR3FiHESlQuowak/QLBBdGAdGDC1HH3MJUCp0oTTcaIRHRH6iU0QALwVPC8REv4Nd6AQVwje2MBQXUaZQUin5GxI9p7FTc0ANQ+Kw9yseDwXkx8B4+8liPKcc9SsrK51ngL+BOBAmsJgQMWM/wCHK5KwQ4EcA08hRd7iCkPoJ/x4SYQUvqEWUeRANANJ8RMgosQAQMHSWpPzmCACAA2iABsn4+aSkSCO6hAQMcz8dAn53BCZgcJ/xYXZB3IjbHRaAAgBB0MCASXxFFEIvhqKL41ZXIYht4XeDgZNZQgiFAs8LSgM6gqFZF2Mwz3uanSG6xUNXjBKMEBu4lXJBIRYKhgMiF/mrLwUH29QOgL2jcp7DuHAmJD7R9C9HfROfEEesKQ2wAAbuA2BNC3K4rIsFvSLKBIFuvM1W6vlTfP+jt8WsrnuPzYjzvcr8izwF5WVwGRihfmEuzFCBohQg1uLzQBG/wDcCTLW27QVhW+obU1tBhE/alE0JVWSTBqFIQveCGWNHoTY1ISDoGXq0NyEdKQroJpvUWvAKbgAXvBGsSI/cp6IQH13i6KJVvasA4IAKrttHANESt6xrNKfblZXKUUWFZ6lciuDweVXJeDjEc9ZfrwUXk8KyvlZ4XeNZ6jzqysXkp7z2P1RZTws8Lv0xZ/rB+dZ7izvcr5PGuebeAvPeYohFF5OVz1h7yq4OPLrkVwrPU9SuXXBefqep6lZ7lfOzwu8K/AQyF8Cs9/Hf6O8LPC7zpg8WI44/huOOPF/CrPU9R/FWFfKs9/BUNvAX/QRceKoBUfniFuJodW82HENn1K5zUr7hYmh6baoZGVoDg3LlrX7JUvLHrP5EFEucQgtD3O8F40gus4rA2kuhqSqivGhhq2D4BiVzIQPKfzGUqr7qADTIBRZCiGNZWVy1k+57wWTZ4XeFZ6+YLjxAAJIFTeaOUA+orcHrBX/ALwlInJvAIFdZwJFqKWIMQEJhOEwGgL8QAgYmkU3AEAAKFjuV3c37tAIoDb9mc4b/iMmzCPUsJZlZX47EebXB42eF36CLjCsrPUHUEWsAEtKSu/8wUKgiHhAZfui+gAHQd5w1AQZX+Icx94FluIPAEEmhLSDGQcIQNfcwOBMUA3XUNQJsrP4OFvIBPuWc0HGiGIhNAcJfZhraBS7qROULgSZNZptbpKysrHH8NRYuOPBeLjGcbeAv+gi48TpE2IiIjqcgTYoJw6nRNuGv1OksfUcAXFGxEpyxU8wLHzQgXh3W1F28rU6Msc4fvtsHURwrBl7gBPon4n5iCaj+p1DBY2pidG0oQiW3J37ELBC73Jcfkp7nuV+KhEMFk2eF2NcH8wXHiUBrCxBIP4hQmsbkWfzOQH7QAAACwC+oAsLDPUITIFckW+oFiQ5ECyp3ix7j/OREvzgj6H9wCFcWYUJetwCAPqO+ylaFbxaSzBkHtDpWCxVDtIXCQOUhGQs55VZ7izKz142eF36CLie8usrle57nue5WVyKyuUohFhWesisrgxGIxlm3gL/AAiPWcRnEYNVmC48SiYsV5MvQKT5jveIcFSEkdAIPbVAwvlNGvzDlo1PohALuCB9QVex/QjNClnWPREAH/6yqBp6nrCRA1G6DiKCaU7gM2iFoUAe0rEF1uU1DCr3IOJktylchfAY+JZ4XYVlc0XeXTx5QQIUyhcRiMR4AIybA+ojSEVFeW7mjcwRRoaeJJ3LlllHJGhgCm8Qk+zAIA7UQE3Ii2kJGX8htC3WABZ2gxGDN7UUStt+ITEZKx1X8yuWIf7jiDSkBgqIADpHEyNFb5DEfyPUfhZ4XZ6fMJfmCSYgxeSLjxHUGocITq4aEVDDy4AJWkCA1MxwV/UaTWIoCKSpYA3hLYITMo89pT6hIiiULDWEyTbCFZTb2qRYECMQrobiGoYuBahUElwKN2dC1CImaFEGhB5iiEQiiyFi8tYe8qs9YPLrDbwuziUCYRJnJr2SLjxMuQ9NpTkVIzWfbEHeUqV2oJaCDkKkUJTgkOVdOrmVnNwBEaC1OH+7tP8Ae3g/4oaD/wA7Aby41Ej7QJa24L3MnuCidQP2yFEMhCLOrK/Fs8BfCsrl2ssxNsgXErK4+rxu8Enhj9oDLPyBxKKfbIPcroq69KV8VOQoKKTTBHMPd9gBBhuUGm7lii+pHAxEAcARfISPsHSUWJMmGHxEsQsRCN1MdIB4g900jy2Mtx4PKYy6ys9R+Bt4XZxsjlkh5yBceXue57iiEWUhk+pXBfGeC8Kz1PUeSosLPC7NJF1mChGQLjxLImvTldUxsDrOX+yAhQ6bQkXbqEwCa8BwhKq06Am8IbrED7wKKqyE6mgKMQPWyrAf0foSwHR2gWkWwFCNbpRPQr8ysnqrUcpXqDUrEPVWo5XVMFWMBdvCA0qx6hc7if4jIq7SkS9V7hGZ0Ao8SoQ7BmAwtQoQojdOzg1RurhWACQGhRxQzl8c28Bee8Kxx5H4WaLDzFx4gxIU7g09xgU1jUVLTR72cRVas2jpKgaB/wBINWyrmpeOdSqi8LHigbjf+sD7O5sdIGcBercQ8ZqFOzoYzsdZu4FR1DXpIQjpg+FCGjMwCX1S14jXwYSutUbIxmg1IGqohIMesokYDBDVFEGloDBoH/SCRGho7NSAAhdOteksi8CfScWdZGVuCFC5FdDjdLHYgMCNK6P914G2gAVlPL/lMIObqvfnWep6lZWeshz1l1lZXBx42eF2b+Fmi3mLjxIEyKwoVKgRqF4kdwHZUBBqCDHW+4QjoRdkCf8ABZqii8n8CsrF5VnqPNs8Ls01BGYDAc5AuPFNajsKiKHW65/HePsD0Wm1feNIbh6u90hWVQJBmEH8tc5DzkIv0U28BeLCsrlAjywbbZAuPCsPHJDnuHSiVKHKqEIoACx4lM+qrQAIAOpT3FQPJiky0ts0MPeA2D3hWepWLyccceFcusr4LycrKyuSp7x9ysr4WeF2c4PbL9xkC4/RHnqIRedZXOrDbwuz2+Ml56DJFxm1lcisrnrzYj+dZ4XRRRZgARhCR8zdYAAEMkXHhWfmI7MNWpHZ2iK0Ej8QgAFrdnp+JwDf3L11o8HSCEUSWtKCakv5UgXEg26GwIBZtIM+4ChUqt56dIqrpq20jCbocHtz7Qtq5o9DtuvqVnf/AAFZsArpoASJbZY/XRsIBxqErbSe7F7PRwgdlVeUKNXbUiBZOv8A7hKKirQC0lGXoU5l6NDpXXK9xZHqepXBZaiGKi8Tbwu+AQCEYQbolfEAmww1soXGSpTUeaG3gg2qymCiG3gh5OP49ZXOWBt4C8cfwE5wpws0XEY8C25CV/MTWANVdDBU4hlIQckEWQhtOdiDNnOvS4gO+yLJKGtRAYBtxAcKCZUe4YkRSAVN45EwcQycIIAiTXURuASsn8ylbSN+CHwF51lfhvB5Vnhd4v5guPCsHUdEA5MWAJ7qphMblxRPbqGowdCtCBgnJ2cBAswSLPRKwvY3UQgs+brSBWE5KhY9TcreAQgATzkRFjJ0qNIr+ZuwLWkPRyrIYYsT+y8kIhh7zVke57nvBfE9SsrDbwu/QRceJvl2HBbLoKf89AALBdQgEIGIAQAOI+47oYGwD2HBXAXQAn5AKsIBCIn4fAped2HAgEBSepXOYynnV+DZ4C+ebgw6Qh4sJypypzQawEGtSAg2OSLjKWHvFx/FWDjxQ8WIxi48t4Vnue8g28LvH3kgRxlgXrLIfMXHi8NAkABh8yzIVU8jWPI2NBVdGFHMCCALbKB6qLWgP9RZ0AgK80lcJQBVapCoBrTABtrDEDME0qhmgSEuY4Lg04Ga3rbhQkobEmLxsKAqV3jwKSYD/NYmiNRALuDArPAuG+kqBiKIIVScq+oa1VFCvAcBQP3HByQRZgAl/YoMGHKEGgjEIh8JfKUWFngL5bUdTPaX28hceKNqSlJYBf8AMquv3LzBNFcmkuo0IpzAKCUSEap1rSVKLEYdItjYqEz6iE6tgcB2C/EVlrd6lAOiAWhsqky5cvcu0CoJRS1BvqIS1jl6gACDYhSnWv4IAtPTXbzcfn6lZXOrK5DEeRZ4XYsRiMeJIAZhuvwbI28RcR+C90JqUABDSA9KFkUwBImQfEKEUuoLBhGBgA1GkXVW1ED8QCplJqFAQ0oOMiIvB4SpCTZa0BXJFCi7QFBYIMBFBaStGAx41lcGMysrkVlcfWXWVwXk448Kw28LsklQp8fDtDbwFxgp7wXdqckeXUAI03npD2cApsuE1n+jthx5+mEgwDQtK1480H4H7whBT2QEiDcQ0hx/E/8AcCpQQlf1mzwF8lpS3xdV6xFx4iyIE0QyckJjMKQJ9yafcJgY7kZj3Y2Nr2gGpWTJrLQJSb6ICREJUb4pODoLgCaIUA1wjJgG02XRIMYElbln4L80M/3K+dZXKs8LsKysrK49h8a0QHAXGYooshDCuDjyVPeSsKysrK5Xue8isrKys9z3DbwF8h3X49Y4BcY+5WE3MRrwGvI/w/UI92CRRYQa/wDtCBZ3LqJrENyEXcq4bPhwJCtQ/wBQAQaNa6MBfH+UoLtJPeACseENpiCubU4f0MAOlgPzHQtYNNOIAJSLqmyi1FDXW4hQDoe8YAgA3McN4QLK5eAoks/9+oGNdtUaR4BaQaacZjnqV+Q8qzwu8yRH5AKIOAuPFregK8QHRkglPtA2JDJ/SHM2Op83gdO1e8VpYbkTialwioFxVrIfSIP/AAKsrIgf3DleJIwC+0QFv4S1o0JBSKD3UggCHN/+EMtwfKFLQD/VdQAWBAJ6jQFeP4if8QToYrAdGSBW1N0GLs6Ds3jPZjWep6nqPKYylPc9ysfiohl2eAvFFisD+5+SbGC48UaGtFwhDUUEX4wSgEHEtV4QiutLnBalrQKSFLxYYMUyN+krAbLRUkOwufxA4cm3m/gPyrKyuUhkqLFRYG3hd+gV7uC4iwrgUqVBeUeQOggri7R1wy2zH0ZUVh78sMgAt6MDU0GJ7gf74IL3d/aAC6oHHoz+H1RRFCL20lIgg0ae/iqL5FcuzwF48WMSAQNpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzpzoJFQguPGpzqifEK1Uo5MI1cGz2HUHZgQh9RQ2IOkMNSiKoTWhAKsYNA1Cyca7JT4iiiRRzAq0YyYygfk5uYGWvUuT3KUxaoXHDYZadCVyqysrKys9ZNcpReDyHPUfnZ4XeTbxt428beNvG3jbxt428beNvG3jbxt428bcRo28beNvG3jbxt428beNvG3gJiudWe57i8qz1H8f3K/GQwWNnhdk1nrJ9Suast/qizTbwF8HHHlVlcj1PWHqVlcqsrgohF4MRiPCuZ7wWHuLI9yseShEIsK5FZ7lcGIx42eF36x6zq4LzWHvNc9SubZ4XZFZXB+XvBZyyPU9SvxWIxGPhvBiMfFNvAXnqespT3le5WVlZX4dZWVzVFkPwUQzlF5PBRDCuDj8bPC74D/R6z18dT3nKLOs8Lsisrg8pjLQwrH5L41ZWVyGI8tz1PWDyHHlVht4C8rPXxVPeHvKQyUIsFFF8KuHue4viPD1K5D8rPC7PrPcWa8l4Vzaz1H8ZYV+bZ4Xefue5XLrmIYvIeDjEYjEeZXBRDzc9ZfqepWe5WV83hXLrDbwF895Ci/S1kvPrPeC8qz1kWeF3zXGMpZtZXzeHqVzUIsp/Fs8LvFRRRYe8n3Kx5awrkVwr4PKrKxedZ6nrCsrlVlYohEPFiPCs95qht4C+bXKQizXH+iv5FZXJs8LvJiMYv4bjj+LWVlY/Gs9xZ6yPUr8ViOG3hdFFFiKLEUUUUUU7YnaKKKKKKKKKKKLB2wKKKKKdsCTtFFFFFFFFFFFFg7YFFFFFFO07TtG3jbztO0UUUUUUUWDtiKKKKKKIxRt52wdoooooooovAKKBQ+Fry5ID9Q1mBpowYALQjYiLPCPvfzcysVMMGDWMFR/SKR3qnrFkp/VBRehX1lhAtlpQ+SFdUlfrXB0MeLFN3ZhuAt9ZvWhBPp65MGRGWtwmVK2jvmc6h+oj+GKyyA16Is1kE7mHcBE8gQ8GBcmVqc1GeIZBMhhMAHpDBMQ6jmFEhl0J262/TjQgAZAIUgA2nERsKgzp+zwCDhACGi1EuBh3KX8mCVkloERgJqBAmszqoyHriMMUoXtDNHCo8dY36QBm7l/iLiCUFeYhsoS2h2qAzOZRvRbtHKL/wC56g3l3c9yj0HW8PVhN0XRN+kp91il2MDQxBkT3wCiVKBkTnqFA3r7/YQkpxASAALkwgwYhdp9YdiD+zAqgktchkcSagVnrgGphTfKNVzCkUGphSShaXiYSAGShCjXzxOsBjqQWHZgaDuqxCCyWvGAYH3OU3x+8733cw8CBcmVdLcqPrC4S8I/3115boCVA3gStlYbmVgTpw5hePA+7rzc+V7wteX+5tCQBvF4lqGScmE5smBxiaiENZ/GlOpHvzooofhD0uSz4zJ/sgg4ToRsRPz4/AE38RdiPwrziC2BcT2J9x6t2/aHuzUQ0HUqsEHEq1SMYlQjyIMJ4tMhwB/ZLBIRn8MEYT/NQ3S6pf24JV9RdzieJlwFAL51DbmJy4ACC4/C/eGbijvGmPWVJX/Ew2PUJLXSLw5/MKplXYcHgydCEwaowyPL9pkYxVPBF+0/iPuOQkT0ekHAiWIn5yf6W2OeVmBXagoMMesfUrRFRV8G0cS/WOmksk9wlyuApAJwh0+kBh+N+05zIrx9jtFdf5vvDYooqDVWW4IAASBB1EdTpAfxgOPwTv6pOdwSwwY/yjiaX1/5EZZxTZCL30VGB2ST/MQcGJYiPH02B4DhtKzQcU7z8O4w+/3v/wC2CQ6BQ7GObzSwYCCGLRkelEFiE1Hle8LXlyQD7hihZU8LwNe7omllZwPQAI+sNrwG+zDTQo6wuehLBkPaWsx+Y4NKq2QsAy0QSgMLkRWFEAK6Wcz+DvD2zNC+5XFMH3EopSQBv6KEiowDrxFmSSSyanCxs1Vj6h1ZAEdxXwYd1Le512MC84AQmW9Mg4opWnY+Yh4ljTmDMTZBadXhIojeE7giOrNRIAYMm0BQ4JPCBOCgQdTClQKJLHOFM9gFtaLTFQBJWtLR3gbxFIqSVvqEitBAIINiEYsjAe2vUGUgIQgEEEMQ6kgHZ09SvKpOVVaB9QLAmXIcHgTOSdwzjcJ6EHaKA4h3oQAJ3jlXFqa6nKIR7nSr7BhgwhrU4FIQ2o+8NDCwUOBePAZYSAQdTABAINwYDdBFp26wRwCIH8MKEhHY+8PRGdRAEANgoVik0MHGpZlwgEIikOAkc1PWCeQVQHvCtuqBQ4VX/wBx1AhWgVbw8GJcGVEVOpaw3cyNPryveFr/ANbe8LXmUF7DVhXgHJUAMgRuIOgC5g2Sr+J1FKOcr7Q5SAyZzvtAWHNt6DA9diNUuR1UUTiubAVMNEUWoI4EgBkoQ8KC5nO+0AmCla62SAuohxHuSoCAYII4i6tblQFAAx6QiAAXJgmwOxKCHaoDM532jEBRxXEHKw4hwUOkrfI7KUcxpzHsDSATgOwLkwICnqUGG3JBgCAkC4BqICAkC4dREF82ADMNmgagjEdi5MFxIE2RA4WjQAggEFgwQS3YXODD+IzDwvVxYjDvHn8QTlKJlvOd9oCCARrgCDYg4MNOuDFA74EgVJAxBBDBYwYLra+DDTrtgSAmRgSAGTTEEGxBwYZDqMGGnXAkC5WILqMAQbEQ4IvNe8LXkWirqFVWlnX0ZWyhMxex2GAEvPIsgwEOoIabm+EUDpAp2qfiga2SBDBQgan3g8Zf72D1v5PtK1iX7kLGDAXaCBfrBzNIKPLoA1iUqgEElSGY7fXslrMIYA31VSsSSEtl1QAPTtRIgmRZxuAa3UArt9WBMEFsbz2ERmb4DmgaLJSNunUp2yfmba5ChEUi+kiuIWIBVmLSxqD0QCQCNjNICh0hVmQgnqDbHm9htK91D3MZ9mFjhgLtBAOLEebiXNoYDoonZCdsCAJqIXYjHavoMPUkwcAdhPwBNgisHRO73z73FoLfXEROBIKlNhQVqg/UDT1Ef2kRin7mftvtHZuZjChf9NBCA/bfSJQTYNYIUnQHctlIAGt0RGwJx6hKFv6la1akm5MYEDhQRH3D/EDB6ICcGvqtABrEh9WAV0vxoAKuSYAgENHZ/wAggKpcNzBPZ9orM+sOojtCMYkWYHrlxqYEz7P7yf5sAIGG0D+2iMU/ef5FtIJMGvle8LXkWirqL7gCKa9IImYKt5kUMq44qJRuog+cz3CdQuYbANyVQgcAAPrErH4RYMN/hRezWVXMd/ENccBCkUmhm77v8EFQJVd1HoYXxszAoABoIo2hZFjNzGyAQjGQoUJDsoGYa8ejWBQUSXA5feZ9CDCUixzqH6xxAgFscrSGh4QOEejLrgoglSb2C3DpMgwcRn3XGAFWCS/JuVaQ48cBAIgAoq4q86kjX4omkBaasQNOoveHfgCCiovIQokSBYBUlZAEA2h//hqxmDUqByiPEAQtfEIMOd2zPxglEH+JTy/9GEULQwpTRYbI4h2NIJx4AkVSZACABBuDCWJ9EeocmZkVK4if94XhbVSOx5EJASq1yBG2hS0f/sqd7HUSocxQ/eQjEJoZfPu7OpYdwsYbuNWQvqwU7WkWPc4+c/BNkNrwwiYFHh+0Hh2ZnARLgxlm/I7DYXaQ53bM/GCUQf4gFUcWuKSAk6Fq+V7wtebzcbquABAI5DgAAQCGAABAKXiVBCAQiGIBQAA6wIBuAcDfLsYWYPYcACwLoeCAaF74CwAHWCDoDs5oAaTwAAsFgABYLCo626GFgD2HAhaXYdhwAAICGgAe4i30iEAhGf8APYEA3AOAYQBlmaAGk5ZA9hwBLAuhgAAEAhg83W6rgQCEQCMDfLsQWw6EIYRDGFDLMugv0QAAIAAceV7wtf8Arb3ha/8AW3vC1/6294AoudJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSdJ0nSFwl/wDsv//EAC0QAQACAQMEAgMAAwACAwEBAAEAEVEhMWEgMEFxEIGRofBAsfFQ0XDB4WCA/9oACAEBAAE/EP8A+yBWicM4ZwzhnDOGcM4ZwzhnDEvE4ZwzhnDOGcM4ZwzhnDOKWg3icM4ZwzhnDOGcM4ZwzhnDOKcM4ZwzhnDOGcM4ZwzhnDOGDeJwzhnDOGcM4ZwzhnDOGcM4JacM4ZwzhnDOGcM4ZwzhiXicM4ZwzhnDOGcM4ZwzhnDOGcMS8ThnDOGcM4ZwzhnDOGcM4pwzhnDOGcM4ZwzhnDEi06NnosydmsMvCW5S3KUlj83jWUu7KMd5BlcspynsS3yQR+bJriU5lOUp36TU5lnzZmXwy3KW5T6EDv1iXklmZZmckpOQlmScNZS79dmejd6NIl4Ga5lMSjEp40n0ZfDKc/iJLIFR1Q7KD4nsynSoTVlPOs4CU5JTmfSfSehLOwgyuWU5eq8azXMrllOUrL9SmK5ZXLNSCPYpKdd4J6E+k+krKzglMSk2ZedOxRiUYOuwnJKcy3Ep8soxKMSsMtxKRitejZ6LMqVJFVE6WBsSEr+BZbRXNF0AwX08CxQnVe1X8Q6QrVQIPKVrhQc80Ryiof2LxhqNu8LF31T5IpDBZArEGWDgx6jmMJcL6CCavd2bRkYRtdLfUl/uq97GyCbAmy2qG2BNHbVmlAHagZUKVvX7QMIrzNeQiXh5KsGO5u0A5sN3MBCuaKNPNwD9S+Nr5pNpZ2rMkpLfBKXd7STRzL4ZTMseztLXaV2qSmPpLydpQmrxKMdrd6Nn4pyy+GOuHNS+4xvESS3eZ3rjQzol2sTv2C+RVuBFAEN4hmGkvJbo2IO7DokWzFEvZLjifsMLVAqLouHi2jrM34maAKtgDLQwB0kN9dY7QDpm5vSebO4pmr+Go5fba4ZqjPCKi1rUWBfbBtuAazQWQgXFZ8V4qBJUju2ZGGtF9pr8w6IcrR02CJY2dFJXLKcp9GU86SzJKTV4lPOvSobs5JY+e3Q+JT4fzLySzJKZlvglOZTlK5YAdfJKZ7FTXEpKS2PQnoT0JT5fxADpUN2Xwy+GCPRu9G1KPlAgEEagxZsaIWl4Zl/HgYisNfQSkpp4TcdTBtS6iQE7gEW3/DiZkCQprYTnewrKZe0GvCZGEF05IDEVKLGAABQFBKLRNqmaORqhRBxAUAolPl96SLhZgcRjoLbgsiipZAlHom1TErCK06VKkQngziu5WOsra9DVxBYtSGjKIUBQeOzRjqsmrAD4oxKYlJwEpNTmCPYo67XaVlZTEpKSjHzWNJeTvqEtxPYlZSsrAD5QZqcy+GckYvXo2egVAhLmrDCvUzZUs/bDnUI0YXWG2GfkhSANb02x9c0gNzUWjJ0AWgzX091yxspgATZywbFMD9Io8g0aI+CosbtvSNW69boBTapVNlhkVQR5ImFotVHTKprYWyMTX0MdKbVLDttQESrdCo7qsCl+kVUNnal0G2twAGimktiClKX1673aqfbattfaKraXnTs3jWfSVlKyr20GanMvhlOZTPVYTklOZbiVnXt0SnKe0t8kEewoTV4gB3AW6NqehPpLzpNCkjqNbPhlpUEJJHhsihJAZ56zWxxcM3RWmmzMoZb7RNGtqahVAci76pFm2hEgDXjwTQHplhN1SvgW7OgxiQGbD5O+Zr1vVWlih+4VizeNh1leBDd3St5QgxFHV8VSvAVxXbd5C8RTTjFdDrgRIa6Gup0tYDB11s7SkBk1D0B2Y1Jaf9l3Z6E+kvJBHsUxKSkpzPQluU9KlZ16VCW4noS8jKZlmSUydmsaT0uXwy3Ep8soPHTSXwynM5JTmXyl5HsIM1luUtxKcyuWU5/MpAD5slmZTMvAz0JeEs6d3o2eisaT6MtylMMEe2oS3E+k9ictelB3J7MrlKcy8nd5CXgZq8QA66MSk2YPevErPYolpvBHuqE1eJSUYJRg6qTZluJSWZJu9Gz2EGanMEetQmrxADvViXklmSWSzPTeNZT5fxKY7qDKTZ/Mti+GU5gj0KEtxPYlMU7iDK5ZTH0ZZ00zL4fxL4Zq4gd4gujalMWm5BHrQZXLK5ZTE4CUxKQA2OizMp41n4SuWVyzU5lnrsUYlGCUYJTErllMVnXpUJa7EpyyuWewy3DKcyksfPYQfEp8M+kp8sAOm8az6EpzPpLYtj0JbiCPYrDPYlOZTpUJeBlsWxbH0lMe0vOnVu9Gz8oM9pbiXwwR7ertKyrOAlGDrpiVyynMtNzt2S3E+kpgA7FDKwy89uzMpmXglZeygzU5gj3Npa7SuzWNJriXwymfjd6NnqszG2JtskpmWZlmZzEpKSkt4JpmWZlmZZmWZlmZZklmSWZlmZZmWZlmZZmWZmmZcpKZlOZSWZJZmU8azV3mh02HmWZOzWGehLYtinyoS12JWW5RjvIMpzK5Z7S8nReC59CUxXLADv0l7dG1NTmCP+f++dOoxpPeiQNtuQA3bLLQ2LJUh4nIIZwOZ86QGoZr1BFrW0oaql/FYH9RVchbJGtFSJ5tNcqQ6xOuIcBdmMiBGwO6CHorXFUbITe2CNyFSdgwOONf4jekpcx1gAyyG1VrHLDyHXSn8OxTEpzADY6bJq8SmJwErCynM9iexPQgnYoxK5fzKdVrsSnMrllOUpiuWUlYWWm/Xu9Gz8IMp8M9CW5f5n7500yKbZoom2HgMbCWpqtQdTmrggABES1owUSBTbaZJolhAgUlmxsEEBLd8b1gWUGpEB+JKEIVvWbDnN5g6R67KeLeX6avxGYzbTBSxawaVuQ1fiaDvs1rqFu831W/zLz2rxrPQntKyvaQZqcyztchKS3ErOvaqfRl8MpBH43ejZ/8D+8S+GXhPQlsI1PFfr4bFe1UbwkfUYKkuDcCbYP4YD5VXXpgOXetiPBtFQ0zWNbcMJ9iJuqpU063uC1jAtxsQfmCM1avbYdse1XPoxvSuopzMX6REU7Ij7JixgTA+opZFTl0lRwrETj9YGXQEaVUaFqjOs+k+kvCejKS3wSs69KhL4ZfDBHz2aYlOfzK5ZrKSmScNZrmpTHTTM5JZntoM1I9WnRtS/8AwH750gZN0pMUyOUOXXxQJSeDQAL9wlGBX41hCqRkyOjuzFzuvjGSxR3QdCQbGWneUzRLokoagy7LHPmGo484jXU2uINz/chimyJ4C56/rDZGbbeYpoYO0hEAZtoKql9mmSUmrxKPlBlOZTlKcp9GX37xKz80YnBOAlGCUmpzBHr3ejZ+Kwz6S3EcrP8AM/fOlJ1dCI9wg83wf7gIOvYt1d8J6gA4FEromLtzbN0GEntBIR4JgP1JNT/6kRZCrQUHD8DlFVq11Vu8JAK4V1iGIduFyGKj3FOij1DOBpi9bpJFQBCZL4ySLuNzTA4bbo8uXqvEpd2Ux3aTaU86dhQlvgn0lMU7aDPoy2L4ZZn53ejZ/wDA/vEpiuWVyyuWAHTZmW+CfSfSXnTsUSmKYrlKY+k+krL1Xgn0n0l5II9imCcBKSnM9JbGvqAHTZPQnoS8jOSck5JY9isM1xHq0eja/wALe7vGsfFI85TaDeHTufvnSwLZOLNH6gZIkW0WoCppDlfezRktgCgjpRSrVHoNApoAth2aJWUp5SthpllQaelqnnyxp78L5qkLCYNkQco0i97ppKgBHItjL1TUTorCKUUC/ndE/UQYSmzVor9MuKqYt6URquQ1yl5uMoG92p++wpLcT6SnMo6UHxKcyuWU5l57lk5JeCUu72KJqcwR7G70bMrDU9iehLcSxvtha6+BN9aYNunS74GXZeztfvk5JySk1fFRtH4WyiRbEOkWpkhUVAG273rHCl1aLwSkI0PgSkivugQa+4KWXt8QOq9TzpTAWyWUDtWrHWBUs32FcM1mypXcWPthUBbNiHcgF37jKlD49KwcKIKCkm+tB1lYmmtDymmWsBVQSG3khoK2aHVZNXeUHerEvJOQlMksydNrsSssowd1BmuZbiW5TlZ0bvRs9KCdo9DdtESra9ZhKZQW/k7P750+N8Nv80izuZ7wJazFCpagUwChWFZEdFX8yFWvx4qhfmWcV1ShhIt8hGE2nGWAzCl3RNzgQo10S1EQdqMAV8paTrEN3ghUAseQGkZ/qsvasHJUU2DDuyrQnhZfM1M4YMpOAnASmJTHTZkl4JTmU5lcs1OZTt0xKcspijpUmrxK5ZXLPoy3KXw/iUw/iCPnsUSnM9iHVq9Gz3jc2CKdx7LB4eYIgnY/fOi12hxGaaJ05gs6iC9rVqLUTSqn2+eF3Cyu8/ECFvt5Q/I8XLMV/Bd6TQbUPvvELYGVvGAvW2/SaZYemhxaBm2l8/wrXgU7oC5ueW3Wabt9xKnUoTV4lJwHY4JSU5l5O3eNZ6E9iVlYAdhBlJtB7O70bUpzPYnoS82Tx2do9vbuHv8A6dj94n0lZSj42wU2PDXwUPEBLuuK0njOwDl6Cm4sABWhpv4Jfp6o37PTEcHf6LMHTf12vms/G3a7o8NTKjtXvupoiB69ecEurp0wgD9nvRsmpCKWAQVgq7CbsvOoHTLWwBsEpzL4ZfDL4Zq8QA6uQgj2KxLfJKSnP4l8MpLMksyS8ErPVyEsfPYQZT4Z9J6EtinzZL26NnpQx2eXnt8K0dj986LwSnMpylMU5Sk4CU8aTU5gj2OAlHUoS+GWx6EpzKfCD4lPhl5JZnt0SjHRZklJq8SnnX4ofErDPpLYvlKdmmJT43ejZ7thwu4rGEex++SzJLwSs/Fnmi0FQy1EtbYG0G4tCeDft03xhe4qipsngdmHCqED2tEcFYUEVHnSXfeimibNiaoqsFN3s/MQZT0dCm6QwY5NdEag9/ELPoIkBuesTUpW4jWvYWiw8l7y8wiPNSxDTXFlxDG5ztJq0ytdR4KvaJt1kcCUsZV6o4L2nmsipgXKECF0ID2tEqmhTmElQWUd7g9qjRSD50QiSKgXo3YugzKBJLBFOSZuLgHZ/UvQCSndagpGyAJIIeJtAm4g1VVpEwt9Q718UYnBKwstNztXiU+X8SmJRjt1W0vOnadrTo2pTFOZ6SnMpn/F79A6/wB86LDzKHSIHEmwXwQcxdKOkjZZLG66q9zb9oL5oAaHd8mPnExewioZLAq9NyiywrW1siG3cPJbf2L+G8APwRUEH/OErQ0YwPktFhuN83A0gg1FFJesNq9BK+TQsFn5lmIJCW3lcMDea+gNK4bA0jFV3iDaTc17S7rUm3Vp0zY+EIo2ALS5pZujyaRoieggYNHCHSsQNWGVTY5CBD7RNVQ7Fg2IowGul2asIVL3FaFtfQ1C9JQBRo6AUTVRNJqphY/l8rIiQzqJ523XqqflLcpbH0noS2LcSsvVSWxeRgj2KwpPYnsT2JbiU5lOZq8SibvRs9Ls9gX3doBwdf758XiVllBEAN2CgvqUlAG60BKRYHZNR+UGanModfxf7QemZESDKW4GY3a8KfuCoDLsHaFqasrllOfzKc/mUx0VjSWm5+JTPesluJ6E9iU869CDKcz0JbFO7udGz3TyAnc5CHY/eJWW+htP2PBkD20CwVp+eoAVDX2sgavXo168CKb2G4UDxQIiufqbm7OpZLMkpNXxUDucBOFk1OYI9iyUu/erEvPZtdiVlhB6dG1PZ/MpzPpPQiZezXfC2ffb40Ox++fFktxLwjMfA1I3HG5oLL2MB8shqMvhlny/d4ksXouVAuAB+pdU1EGoRsNfj8WzDdh5AisaT6Mtj6E5WyjB00lOfxKT0ZbifSW+SCPWgynM+k9pXLK5fzK5ZTnqpPSVlPoyzsUlOUrllcspj6T2JXzu9Gz3qU77vXbpb31PY/eJS7vZpNpfetdpR2EJqcyksz3FmrxKczglMHVWFn0l4S8idy8az0Je23RsdFk1THZQRGJT5bPZ10f/AGPZ/fOuzJ01hSVlPpLyQR2fmzMsluJfCe0o8ssz1WZOqjEpNTmWdFmZySmZeBmrxADvVLTeCPzZnovErPzu9GxKYJTmU7juH48OetjA3YaCg7P7xNXiVyyuWfSbCrpXPoit9XEqmskCV6Om42vklNzqiHkJrFmGVpmhAWpizT8k1qJFZh4Is2lntOMhP7y9Y/iLsdllw7ylqv8A68zTtXC7MRbo4Bf7EGXsZGhdt5E1XeriKZqtTIPbDWI3H7z0lCtr2K76D6vTMUtpo3cd+LgN1zqrV94PXNIB4opWg3PBC8RMqGynRxGqStnTZ2JQ7q3YFH7xOhy9SkFZtehqhurUhLK0II2QI9isKSmKSg6VCXwy3KW5T6SnLKc/mU5/MvPYQfEpOCUYJRglMSmOlltejZ6FCapjtugsmvaGPMUqCPyvSMTd/RAAAUHa/fOlC7Qv4owfCd6I22PvWUVUox8FG0oPBKIo2hfUo+KLuaSqgg8Mb70y72JTzFG0XmugDQA+aIgzU5+FMnbUJq8QA7NErKfSXkYI9q8SnyymJRgm/wBG1KSnM1eIAd5GhBi8gdpABQV3P3ychLHz80VgdAt9w8ZdwDxJXfQgzWSFPHRGCV9BcCOH7BKqpKmMsKIQvdQFTUdlgpMaxc6J3mmQpjUCL1d4h456y2AE3Lo8aZRFaV78rDJeg8K1xpZKys4P8CmJT4ZeT5szLcT6T2JTmAHXZnsIM1OZTMsySmZfDL4ZfDLcSl3end6Nnpp/mfvnxQysKT2IcZ6FnKbBG5TpFXMrcGq4LiWT01u6GJemX+y23Ddo2u3DJYDs64mbY671tTArU0JBY7yFQNF430qZrxNxZU88S0LoOxtedRqh9RWVRLORK3OLx0XjWU+WcE4JXLKcpXLK5Zrm5fYoxKY6lCa4lMU5SnKVyymJRglY0lpvBHsUYOuyW5S8P3PpC216Nn4UJq8SiP8AmfvnTUOBrp+YxaOT/wBJbvGFAgbAo/BGRU3EsYfxsAP1G8Nmu+CKDwA/cet+VP1Fy1yn9oiAjuJYw9AHcK34lM0+ycUlIbAUEtj6Sst9uk2ZeRnJLMnYslMzV4gdpCU5n0luII9m5S79O70bUpzAO7tmQW6/qJ2BFPKf9b4YL/3ILcfqN2MH2D2f3iXkYI9ikrllcpTmW4lJSavEo6VCXwy+GWZ7VGJw0mpzKSkt8H5lPlnBKMHRyE5CWZlmSUzKSx60GUmzLyMpzLcT2JTFMVlepQ3Y7W/Rs/NrsSnMpy7G8tuCaGaOO0KNijNENP3Cf0eev98+EGVyynMI7ololNTFddmCihWwAhVXNxsBLWmGXMl7girGZauD7jddDGGxYDEikVCyRtxOqmraUlxx6uxWQIZcGgFFQtNod0wMNGf+otb15u4pzQ9XsEuujXK/K8qdSUljnBEW3FEcE3PToiWBaaMLqKlpVZpByZSEbQlRj2sJLbakoIOgL0OI620wHhA9jC7kdQK2p5JwTglPhl579rtKedfmjBKMfKE1OYI95Zq8SuWU5/MpADYm70aRLXYldlAVaCNbQM+e8KIjTNvqX750hlNYTwNkCEKAzY6rgZq0uraF4GaAutRzFay7p1bs03Gkc3BRxqeSF+S6SlWs1Z9oPqyJARQXVPqaiaQbW2uZbIWIUsmgQA1qRwEAa0AEcKICeghyKiF2thaocXtNK5UBVVKwtmsAWJ4RPIkBVjbVSuwrMaIa94F+1L0xVGm7c/DDwNYLuoKwHHTSbMtxKc/iUz1WEtynoT2JR20GVyz2J6Es6rMk5CU8azV4gB1bvRs/PITknJ0ukoI1jwP8FK6n+sEQRsej94lPOnQIwNPJpWGGdVNXFITemfvO5SDOQEn2x3o5Nykd9Cse4NasVqMbM3s5xFstHWKwCx9AAanVqUO0uwMCi9yOiGlr22uEvnr/ADKE1xKy/U+jLyM5JZklmexRiU+GXhPSVlgB03guehLwl8Mvhl8pfDBHsVhqehPSU5lMSjoUN2U5lOfxKc/iXwz6S9tujZl3tKzr1gFWgmEDY/w0dmv9dH758UlOUpzKp9TH3CO5ADNVtiZt7eOpFHwnlafN+Ur/AHf8sT4RV8ZtG0sp7k+HV3nYBT8ym26tL1XI2usreF/244MCXBLwlOYAddGCVhl57th5lrsSs69hBmpLO6oTV4gB1bvRtdnVjRvy/wCLfrfL986XXXRzqHe3D6sE3eIe4KuKC7mNZpfaoYOBQqG8fzzNI+hZthfuLYgSpw7Ouu7eZRTnndQ11sV+cfGmuK0RdrsYKwlsaG49r3axLcS+GXwynQoTV4lZWcEoPHdrCymPpLydN4FnoT6SnMAOxu9GzLwXPpPpPQj6fN+m7Q/xhUI0kInz8fvksexRg+aYlOZTpsPMtdiVlZwSsLPyl8MpmUydmkpylcsAOm8aynM9mVyz6T0PzPQl4SzsUSmKYo6VCW+Ce09ifSexKYpyl7dG12Lo8aP8ehmzqfH75EHxK5ZT8BWADoG6lAwXCHpA3MEA1QUCkGyHydvBr0y2s1aGi68xRLpPkGkYMH1egjRVfIR8J1Y5aPZlXLZu4DY/iIhQOnyOhHbAoagQ31IOiPsTw/c0QGxQDfSRDbRQmT6iB7gvjAiAUFtZrrlK9qj/ANl78QIVcGjYh49y7aurH4pZxHK8kLVAHQNFrzBWKqtkrcwBHQlQJCVoI+RC037dJbH0lZb7VJtLzp3KZmrxA7G70bPXx0f5DmeG4Ngz986Q2o1W6KXxNGs3aFVbbHeLur03qqW/WsJDwg2JrpRmCoIQyra3iLGaAzoiSbxLlCk2alaRGp4ObQUS5TIUoujaiyELQBIKlkrAIDu1sSvEtLA8C8EuKK26WaVWF1ohfnWdCLDpL9GkO6973od4jWpE305QtGJnywIgsYugWi6dQ9tNQatiWN0RXxLhADtFNtsYmlZnN1T+CNJTc2h+vip9GWxbFuUpLMyzMtdiUdKhOSCOz2aSuUpj0lPm8FynMpOA7e70bUpiUlcsrliMfFAP8k9DK/E/fOnVMbG6+gjYYaa8PJOeHRPZNoIgjYxmUtWwsBVDZHkYhVenFeD8HLxg7tYCCDFQNz2M0LvaatGWtpodAb5RITe3J/MfKuYnojZoA7Jt8IMp8MtxL4ZTPaowdVPGs1YAfCDuSsLKynsT6S86dnglGOq12lZ1lMEpiVyyuWUlOZqcxi+jZ63qOF/yXZYj98lJXLPoy4EqCmvwb7wasGts8X9PWKv0TMFd348gbT8cYBWivytZAVAu/wDD8Ch0DTWoQheqDmG2DZv30GhGJFo8acoVt+r6PZggtkBDzkrup08itHPYompzBHs3glOZTmUx26xLzp2VCXwy3E9iUdrc6NqU5lmSWZnISzJ8XIg8Cf8ALn/Ln/Ln/Ln/AC5/y5/y5/y5/wAuf8uf8uf8uf8ALn/Ln/Ln/Ln/AC5/y5/y5/y5/wAuf8uf8uf8uDhDU3n750sk3KPGk8SyhH/oRiKjI7VP954fxbu5ZbsANHd1Ktpb0byrlivULAaZlpPmhfos1cZttnkSgoJsn8JAdR3a3/shym9PV3A6gaJXPJhy86riinul2grQ4CXhLzp2EJ7T6T2J7E9CW5TXErOvSoS8DLwl5Egj2KYlOfzK5ZTmW4lOfxLwM1d2AHTSW5SnMsydW70bPzRg+EnGiG4nGnGnGnGnGnGnGnGnGnGnGnGnG+MF8k4040404040404040404BAJTR7qh8KYrlKSg6KxpPoy3KU5gj3LJfDLcTXMAOhB8SuWUx7S8neUPMvBKzr0UYnASjBKYlJsy5u9Gz2KxpPoy2L4YI9Kh5l8MtynoErOvcpiVyynMvJXYpNXiAHdQZqcwR7F41lXv3qxLySx61CasrKykANjuGlr0bUvhlOfxKc/iU7CDKfDPQnoSssAOm8ay2LYvhluU9CehLOxWNJ9J9JTllMTgJTB0ck5JSW4nsSnMt8kEetBlcspiuWU5lcspynLXpUJeCa5lOU+jKdhB8TgJwEpKcz6SnMAOm59CUx9GXkZyTklj56N3o2emiWm/evErPZqtpedO6oTV4lHYQZrLYvhgj27+FcspzADY6qSuWUxabk37dJblPQlZexQysMvPxu9Gz10T2J6EtxKedOhQmuJTFcspju0YlJTllpuQR+VCXwy2LfgAO8gyk2lnzYTknITkJeNZS799JabkpmWZJyE5D5UJa7ErOvfrDL206NqWxblL4YI9ikpylZWAHTeNZrmVyynKexPpKynsS8nYQZXLK5YAeOlQlvgn0n0n0lOZXLK5ZqcwR7FJSUY6lDdlOZfDLcSnMpOCU+GXkgj26YlIAeOmk1eJScBKws9JfDKc/iUz07vRs9CDNTmCPapmXwy3ErL2qxLySx89tQlrtA7KDKfDLwluUs7SzVgB2UHxKcynKawR7V4JTmezKY7VY0l5+d3o2epBlOZ7E+ktxKfFmZqys69KhOSWPZofE4JXLPylPOnwobsvBNcyuWU5gBsf4FYZeSWZJZkl4GXhPQnoSnywA6uSUz2EGanMvhlOfxLcpblL4ZTn8S3wSs9VJSCPYrGk+kvbQ6NqXhLcoI9mjB1WTV4gB8UYnsyuUrllMWm52eAlB46rXaVlZwSkrl/MpKYJTEpNmX2KMdah8KcymKcpTHzR40mp4lme/TMvhlsfQlHygynP5luJfDKdW70bPygzU5gj2bxrPYlOUp26lpuSmZZnrUJSXwz0CVnXt1hn0lsU7Nk1eIAdumJXLNHME7N41lZ7tEtN+jd6NnpQZXLKYpylZS3EvhluJWdelQlvgl4fuXkYI7PZowTglPhluJTn8S8DKXdgB00l8MpOQnITklM9iianMvhl8M+hK5ZScHRZklmZZklJblL4YI9aDKTZ/Mti2PpKY9j8T2JWW+qnuW4l4SzsUSnM9iFtr0bUtxLO4obspL4Zq8QA6EHxKYlJXLNTmCPevErPYrEvPeUJq8SkolGCUY6EGanMp3rxrPYJTlK5ZTHTWGp9JbF5GCPVu9Gz80m0s7F41lLuwA2O6k1OZSchLMnSoS3wSnMrllO5WGp9J6EvIwR6aS+GWx+EAO5wEpzNcy86ddkp41lLv3qJqcwR6N3o2emk9n8ykpK5ZTFZV6VCXglOZTlPoynnSWZ7VJTmfSU5gB03PoSnM+kvhl8MvhlOwgynwz0J9CU869NhLwMvCWxblLcT6T0JZ2Kw1PYlZTks4CcBKMHyobs5JTMvhnoEpinMvJ2EGVyyuWUhBdG1Lzp27J6EpzK5YAdVGJwEpNTmCPbpmU5luJWXs1jSXW/dUJa7SuzSbTlpLM9xZS7wA8diiexLwl8MEevd6Nn4qtpefnkJySzJLMynjWau/fQZqcy+GU5/Epz+JTPyoS12JWde/RKyn0l4SnnTos8az6EpynswA2O7RglMSnwy03OizMvhlsXhKfL+IAd5BmpzLPnkJTMYrXoNknvPee8rK8T3nv8Kz3nvPee89/jaKys4x7z3nvPee8957z3nvPee895We6BJ7z3nvPee8tFc/FxUvn5/ee8957z3nvPee895XMvnK5ue8957z3nvPeWj3S08D8T+BLTaPee8957z3nvPee8TPdK5+HvPee8957y+ZzEvknAls5WcVL5nvPee8957z3nv8Kys957ypr7QcUFHM0uUQeLYIfdr990RSU/l4CJpVF370gQuAmWX/YbPR/HhAszm3SjavZQ0g773FKhpKgo7DxLdhmN1rZfLBpigYh31kvA+gSkLxqvzhGSGQxazcfWxLZo23SMECjmaXN4DQiJvSdKu3EX9Jnsc7oeMM3/AGAoIsTETdcWL4Sr8gMbHNWKvFr4OHaRIwLrpxL+I8aAAFUwlcozWjHBtN0YpX1lR4blG9fjOdETwlz8AHJafc1x5usGN1ogWtIDonisC1KLSTDd6i3E/hpSR9Td/mGtf82zq+Y1m2UKGtgILbzLuv5jLWMRaA+DdMCL7RNbSyJcXpFrWFkUamW1rahpSPIQutPj+Xvo1KgKtAWy7c1OmuIt62eAkIv0tkzF4ptnJAINaKAixGTSvXxoKw69i5+AfPeQ+U2dQYBprt6vwSmTdW3zxvTISBefhOEREAC1WgI46rfQPhf/AP8A6/Lb4VUGwfNM9i10rQCWNAjUHiysBB0VrX08pBOBaKCUpxJuzj8IFfHhL4ELbbwcuNq5Nyw8gYFuyrMOVVqW4+0LoPL54IsaEt1/gYF/698Xo01s3BZzGbv66ep7xsTxS4ya00dEHXoNiMVsB09zGUuB6DJOqdfTzi1XZe+gfg/8LEqk1J7ww7TmuOORRJ3T94BLYJ9ktGWuCkrN0gQVb5Y7p7Rj6yN4stQ//mjC9ho8U+GbQjuuefF6C41wHGj4+P8AQe9fE3sGm1xrb7vrYYgwUzV0PQrfcYj1fuzTv2k5h21nrP76eG7XbmolQdrQ1LW9WReXtpE+AXjQx5xf3hXPkrr4RhO3ysyf6RITmV6MWsvW/wC2QOBaLHpMVc73VB72JtozsW6ZgdJBn0nCh82cbZdaJJ6124enoi28bqWDW3Bja2q3XOIf6NeaZug98/tT1m6VgqaunMsXptrhNWsSxIyPv/2ZexPw4SM3tUFsiANtCLP3javKD/lGWSLNAlV2j/UtPOIgjoxSw63z2kTI2ixnniRaYX1BVdHikI73Yt4HG2cqVni85MRfVvN7k39xld4Go78NbLECQUWJqJF1taep7wSkNE/wAFBabfFEhw7gPhAIgiUjHI+AfzCAI2fhn6lOzcg7u/jRd/glTeC34DPyMhJEeXzu6d1lLFX8yLTUL6MT3wObGDMA5iXz+FNw2E0eDPWTZnIo+KVC1axkLoGlQwV7Wh+c23p3h/hI1kX1fmByHnQyzLpHLHqSlBuGyQPsLRmQKUcTtRAC6g4zqMOWP2As8ZU7SWpJCLenwbGqnD0GfCdewvr+HLTnccjGubs4JvfbD40r3sFsY+A2AZTVZT+tWJgg471LiThxl/sYDYoDwjokVXrXZmLClAhgIaJCkSxI1mhbkphHBCU4RX7L/NKhEqV1slGff3xSgAu1d7hF+0tMjackL0BUD4vnU7FLe7SVbOkTAL7+GBN3J/hKncrpfH4ui2i+v4bqM7jkZdEsOAsGoFiQuNZ9jh8Em3K0ufgk2eEu8fAzYrb0fhh36gBW3QrWb2yAj3tHdC4qAopHUSHtULqFMPgGXSlupw+Ewgl/xpQHw7JlRDEEKtBlhmwoFjHG5wbh4IgiJYlMVowBv5n/AMBAACKXsQ+BIjbJQDa9kEfxAonaR5yialNxZmFtC2QbaNfeHED4WABsgnplH1wEt+DekgQdKsCVbozUnYlYg6u34WiAG6tBK+7sBfh7X/cGk2iLRlpUgAgjskCvhdGocetlCfqV7xqu35jV40BIxyqigCAG8pZZQqam9B8Lahb00mzUvb7lrICJfWEcJBSsFBsvvvUXAszNeSuCH1zd3AVzvYEonVQ74an6gBb8bdocfYTbtGh9hK7TvosVzXbFAGHewIj76ayaFrEVfBpCYBMARGxGajJ0CyCIJslksWbrMrJx05EtIH7cEq0bhri7CtYHUwjyIWARyPxb6A003SfA6IoWl6g/CagHYLq+vgOkZWj4uCgJsmo/AgAVUB2cPx41ovVrWa+NGC2i2rcHwqADdWgg2D8D2ZkbPgcAdwHUvPwmEBCherWPgeyFha1q/CgKoBusACCJYnxZrqaabpJRXELC22DYP+AAUCqynDL8ee+TsyV1I+cwinJOp9UAOw+airh+R8YdwH2XAqhdIipSqcrNtPLH3G5Lj8N/juxGhSVmUDukFOTVZxQX7HYl8vawLZBAo/JKIeZl/tQAAUADxRH1La0V548S2HOWPh7oiCpsUgZYW2i45+mslsxA1TSGxB9fFkJTVRJLfNq5ZA8x/pZst9twwTh3w1AGLJeMA0/Ki0y0O0QP1TXYSiHdsG2SHiH7UUfk9wsYo8UPt5zmeviImI27z9xt7A+BZPPDNOtvsAF+x2JW/P4G7TUGVWdjNZCkKFq69tDNUZZSDGVv0EK7/fkpP72IFJpLwNDLDfKpZXLHTNd2zJidsIUhFhBOZVYmlM1QuA1OAcSqKPk+KDay9qtuRhZg6Nh6kHHdauPiI9aTer4HbjMbtF/MTRsW1StwlexbbsQknZPZcsOcrRgNWDSueW8GNQ1Le8ph3b5pJko6l/qEvmPCa5Ze0tjpIfct5ZRbz+f4VOFzDYaAR8uzVNfg73rH0fgSuJrbbeLQ+TbLX2DVfhMOXa35gIGXo5OjS0AtSFNvq3UZcV7Rs5tFUHt8vgg2svarassru4e/wgpamvRr/AAYY3ZRlgOXC9Mb76ax3morDZJl1XVKiEdn4xuPA+whob/dSf0dpsRPfhaINdr1zNK+M+WIJTCJmilFL3Re8l/pxg8ESb0zAgq8/wDssSiksGnchNrOP+IzSCG1iIKCFVFCNKB+w+NuzQAIlI7JL1F0q4iX2XaC2jAS+Sk2O8deX4Z338Ise/MN6VWWkkHV1GD3yULbFw4WDBP1QDcZ/pD5Y5oK2DUDmFkD8H8/cW4FIxoZ1kt0AvHZGF0VIiolQWVzB3swy1pl/c1ho5d36apSUVDC7n7k/wB7EqtyeEpO7EZQSqlRDZRAkdvjzlASuyUWO43E4+4rsoQez70bje7cp54Qenaeb1j9Z9NeJAcwWLJtNueEr0nhhR468C6lQLEZfhbaPum+nbdkvcoD8Ylj2YpqpMWxbIW7bw4itTD0fIwBA88++pAJfcoe/bhTkA7PJsw17axmvPZuxJev/wDhpgSyQ3OeRhDh6Yq5C8LxCNp/KyMDNqCA3AoFjFJm8z/aM9Bru28MHM+/EC3PDeeEPH3WygmZHdI/wQCCmOyH7fHDjgH7h4YbAAfFcYwFGsQCIIlIwAAACgCgjoSbiWMMpuAB+vgcDBEsHU8/D9r5Ffih0fain5hJdkR6ByAVaCrcvwQhiqgrV3fgNi6Cpqh4ufgKNaxfwHQC1oK3+A6MYCjX4ArPET8D0fwf7QAAANggIY2j/aAgAbAUQig4An7g4QJshRAAjuOo/GgAAAEHAyxpL1PjGYAq3LPxFGtYuUej7UU/MLLsiPwCEGwFB8JqTOf2+HyhuJZ8PWjkV/ccVXIEBAIUjqMKAIgIgjuMXVF3o/0/8IewgKP/APLoAAAqqT+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dz+7n93P7uf3c/u5/dy6/8AmU//xAAUEQEAAAAAAAAAAAAAAAAAAACw/9oACAECAQE/ABIf/8QAFBEBAAAAAAAAAAAAAAAAAAAAsP/aAAgBAwEBPwASH//Z"
                    ],
                    "agent_specific": {
                      "doc_type": "passport"
                    }
                  }
                },
                "citizenCard": {
                  "summary": "A Portuguese Cartão de Cidadão, front and back, with every expectation (a fictitious generated card, embedded, that validates as given)",
                  "value": {
                    "language": "PT-PT",
                    "images": [
                      "data:image/jpeg;base64,/9j/2wBDAA0NDQ0ODQ4QEA4UFhMWFB4bGRkbHi0gIiAiIC1EKjIqKjIqRDxJOzc7STxsVUtLVWx9aWNpfZeHh5e+tb75+f//2wBDAQ0NDQ0ODQ4QEA4UFhMWFB4bGRkbHi0gIiAiIC1EKjIqKjIqRDxJOzc7STxsVUtLVWx9aWNpfZeHh5e+tb75+f//wgARCAJHA4QDASIAAhEBAxEB/8QAGgABAQADAQEAAAAAAAAAAAAAAAIBAwUEBv/EABQBAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhADEAAAAPuQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACib9A1Ng1tg1tg1tg1tg1tg1t40Y9A8r1Dy1vk1tg1t2TQ3jQ34NLYNbYNbYNF7pNbYNbYNbYNU+jJ5624NbZRpbxobxox6B5a9Empso0t40N40N40N40N8mqd2TTndg1Ng1tg1Tvs8ufQNLYNbbRobxobxox6B5q3Sa2yjS3DS3ZNDePPr9mDxt2kAAAenT6ScsFoFoFoFoFtXnPbjIheDKBaBaKMghYhYhYxnGCkCpUTcC0C0C0C0C2MiLELEUwUgWmhNCFiFiFiFiKxgziskVnAziS0C0C0ZKBibELELwZRkoCLELELELELwY07cHmAABs3a9xioF+P0885XY+b654ul8/8AQnP9XI9x6nlHp8+rzne9XE6p5vVyIN3U9+k+f+i+M7p1/l/q/iDuafJ6THqnjnt38v6k+c3h9Nxuv8me6Kk9XZ+U+qONz8+I+i5/Q5R2InlnZ6Xyn1ZOLE1OC0C0UZBOLEZrBjFZIWIWIXJmVErELE0kpAtNCaELEUwUgWijOMiFiFiFiFiFiM5kqVHjAABt3atxkDndEcvn/SD4zsdsfO9+x8zP02D57V9Rk+e8n1g+S6faHzOr6scXy/RyX893hXy304+W9H0g8fO7o+d9/RwfO+vsZPlMfWDjeP6Ucjh/aDieX6UfNR9QPlfptmDKBYAE0IXgygWgVKyFiFiKkFZIWIWIrIwyMTYi0FoFoyUBFiKzJSBc4onOQSCsDMgoeMAAG3br3kLEL5Rv9cc06nk83LPoJ1yX7PnOiez0cvrnO9fP8Z0ehxuwaHO2Htc4dW+OPV7Od5j1+rie09u/l9UiufpPXXo5xXp8gzu06D1b9fGPoNnNG71zzDreLRyz6XRzuget5/WQsRWYLQLTgtAqc5JWIXBUrIWIWIWIWIWMZnBbGQBjIhYxmcFoFoFoFoFzjJjLBc4yMUPGAADbt17jFYkvRsHPdAeDZ7cng0dYcrPUk5/Sgcrd7xzepI5+eiOdjpDmugOS7GTkbOmOZ6PTgny+2jnX7h4Hvk4+/oDyZ9Q5vu2Dnulk5tdAcTb1pFQLQLRYBhmC0CsYolQmpBWSM1gJBWSKzBaMlAnFiFiM1JSBYBgygWgWgZxkZzAtAvEjygAA3b/PtLTQABOLE1iS00AAATixC4KxiiViFyZSM4oMzgtAtAtNAELBAtAtGSgYmxCxFYwWgVKiVSWgWgWgWgWgWmhNCF4MoFoFoozjIhYjNYMoFoFziiakWgWgXiR5QAAbt+jeTixGn0+Q1vOPQ849DzjfOobWobWobq849DzjdnQPQ849Dzjc0j0POPQ849Gzx7zoATXNPZr4246e/nZPXt5/hO7jnDo7eN0Tdqx4DoRy8nXzx4OzjjaTvb+P1TagZxQm4FoFoFsZAAMTYmsSWgWijIEWIWIWIzUlIFoGcVgzmBaBaBeJHlAABt2695jM4L8no8x5AAAAAAAAAAAAAAN2nee1YiduoV8/7j2452k7N8z1m7V5/GdXZzth0NOnUe3by+mYjk+M+jrxc47e3zD1Y+X7p6nM5J9Y5XMPqHLHUx8v1joOV5jvK5Z0nk0nUcodV851D3uP5T6HHM8h3VCaSUkFZIzUlIFwomklsZAAMM4PGAADdv8APtLRRnyevyHjAAAAAAAAAAAAAA36Nx0UC/l/pfEenmeajy+/z6jxdDf6TidLVoPqfmvV4DbnTR2OX7OCdXm/V/NHZ5nV8R08eL3Hyfd9PlPFze5zj187seE7nK6vjPn+t6h4ut4dR7/F9DxTQ6PgMYjeeHyd7ll+zGwrx9XlH0uzyegtAucZMLEZzgpAKGMsk4sQsQsQvB4wAAbt+jeYxQjzezyHjAAAAAAefyHTcmjqPJ6jIAAAAG/RvOgBjIjNYCRSRXn3DT6JFJFYxkxlgpIpILELELE5SUkUkUZMTYisyZSKSKSLRkpAqc0QsRWMFSolYhYhYhYimDKR5QAAbduveRWZM+X0eY8gAAABBjk6tYAA26h3N/zvaPQAAABu07z2qE6t/NPdp43tPfp8Oo7M8/adCuX6T16Neo9WOXJ0752Dp7fD4TsxypOpXF9579nl9hOcjKBaKMgAnFjGZwWgWgWijIMYqTKcmFiF4MVAziskLE1OC0C0C0WMZweMAAG7f59paLHk9fkPGAAABxuhxQAAABs1j6Guf0AAABv0bzoIFsco608nmH1DkZOrfB3HWzq5p18/Kdg6k8XtmM6/nT6dx9J3nzHrO44eTtvm953XK1HacbsmMfPD6BYjNSUjJQAAE0IWIzmSpzRCxGcyUkZzjBaBaaAAMTYiknlAABu3ad5ibEeb2eQ8YAAAOT4tmsAAAAA3d35z6AsAADfo3nQBHA+i5RxvF9f5TmY6OSuH0vYb+LXQPmfquF2Tl/TfK9w53W9Hz5iPWOp8R2fac++zyCfp/ncHi1dmjxfQ8PceRtHe2QLTQmhCxCxCxCxC5DGTCxCxFzgtAtGSgYmxCxCxhIoHjAABt269xN4kvyejzHkAAAMHzoAAAAAHc4fbPQAABu07z25yMoFziiViFiFSVKyFiFiM0AAPPPqE1iS0C0ZKBibEVmTOMUSsQsQsRlgzjNELELGMzgtNCaELELE1OC0UZBC8HjAABu3+faWgX5PR5jyAAAA+fj1eUAAAAAd7ifQAAADfo3HRQL0bPEbccr3Honmew906thrvleo9Xo5PZPJenwHSjneo9U+Hebs8n0nScn1G7bx6OrPh1HZrzi68XgOniNB0Y0eU7OvkbDrebywdO/H7jZiQVgMZMLELELGMhOLEVmC0C0C2MiaEVmTKR5QAAbt+jeE4L8fp854wAAAeLk/RcI1AAAAGT3dTXsAAAG/RvOgwMo5B2p43MPq1CVSVjFkPn9R9K+cH0b5X2HeWItBaKMgnFicWIrMlIFgIFoFoFwompFJyZYGFZIWIWMZnBaaAAJxYmpwWgXiR5QAAbduvcYqA83r8p4wAAAPP6B87js8gkAADq494AAAA3ad57c1Bfz3e5pxvJ9f5DpKGMyM4rJ8h6vd1D5HHaGrp+T2noQLYyIsQsTlJaBaaGMiFjGYFoFoBUlJFJFJFSomsyUjJQMTYhYjNYMoFgAYYPIAADbt17CpUT5vX5TxgAAAARY5vl7g+fvujl+/aAAAAAG7TvPbWMFoGcZyTnMloFoFoFoFooyCcWMZnBaBaMlAxNiFiF4GYFoFwom4FoFoFoFoFosYyIWJyktAtFGcZELELEVkeIAAG3fo2hWSPN7PIeMAAAAAAAAAAAAADdp3HQzAvzbvAejT55PXt8A98afIdadMHr1cv0nQ1+H2E7PBZ6K8MHQvzWeuvLZWfN5D36nmOnONRfo5XUPNs5PqN+dO03ev57vF4kFSWgWmgAwMgxNiLxJaBaMlARYhYnFZIWIXg8YAAN2zVvJVkjzezyHjAAANRtjmeM6nn8Q36pGcyNu7yDp+vgj6NxuiegAADfo3HRQLnGo2vluudV8l9Iely+QfU44PiPq2nJtfK9Q69fKek+ifH/QHQx8p9YQsQsRmsGUC0DOKE0ktAqVE0GQYmxCxCxCxjMC2MgDGRCxNYktAuFErELweMAAG3br3kLEeb2eQ8YAGMcg9HNAAAAAAAD29T57cd1q2gDfo3HRQM4zB87jPdNfj8/wBCfM9f18I5m/6PjHV9+mTg9bjdo+fdHqHzXf5vaOB9L819EbGBSBaBaBc4yYUMZxgpILELELELELEVmSkUZBOLELEZrBlAtAtAqc0QsQuTyAAA3btG0qVE+b1+U8YGM8o1eYAAAAAAAAANnb4G87jGRv0bjoJBYhYjNSUgWgWmhjIheDKBaBaBaMlAIGcZySoYqBcKJWIWJqcFoFoFpoTQjNYMoFoFoFgElIBWSFiKkeUAAG7f59paBXl9PlPIDy8bdpAAAAAAAAAAAOl0fnu8Xv0bjoJDx+/yGXi9Jt14knZoo3xjSNmuTfOdZu2aqPRCDETJ6L0ic6xWdFmffz+qcn2cz1HRa9plIzjNEVmSkC0ZKTQBibE1OC0C0C00MZELEUkrGKJWIXBScnkAABu3+faWgX5PR5zx+f0cs8AAAAAAAAAAAAHT5noO3v0bjooFo8563x3YOzHyX1ofDfYnofJ+87+fk+gdx8d3Dqz8j2zpPkvrjDn8E+uy8Z7HxnZOzXynuO5j5PpHaWIzmS0C0C0UZAxkTixGawZRkoAAE4sQsQvBjMipzklYipFJHlAABu36N4BjyezyHj4nb+fIAAAAAAAAAAAAzgfRejyeo6KKMseU4Pj6ncOFz+h3j4H7fTg5Ha5PYPm/N3e0cHgd/uHC4Pf7hwfb5O+fL7+/wj1ez08w530fB9B839du0HK8nR7JaxFJLQLTQmhCxCxNYktFjGRCxCxCxC8GMUJzmS0DOM0QuTKRScnkAABt2695Cxjy+nWc7nfQj559CPnn0I+efQj559Dg+fd8cB36Pnn0I+efQj559DJwH0I+efQj559CPnn0I5nq9NG2LEZqSkC05MgTQjNYMoFoGcZohYhYipGcVkhYhYmgAnFiKzBaBaBbGRFiM1JWJGWQzOC0DOMhUC0DOKyRmgAmsHjAABt36dhaKMghYhYjNYMoFoyUgXOKJUJUMMZMLELELELELEXiS/J6fIZ0YGyZovTv856rnUa9/n0nT8W3yno2+XBt9Ph9Rv0VqM6tvnNmcyZ9fn9pzb14Nk79B0lZIWMZgWijIAIWMZgWgWgWgWgXOMmMsFJFJBWSFiFiKzJ5AAAbt+jeJoRmpKQLQLRkoGGcBIqc0QsRlgqc0QvBjKS8SKYwWgWxkxN6Dbj5LrnXfE/XHqeX5c+ycXmn1jxj2Pjukd98j2DrPh+mfSx8X9sTUik5KQKlRKxFZkpFGQYmxCxGakpGSgCC0C0C0DOMhUC0C8TkwsQsYYwUmjxgAA27de8mpwWjJScmWMjGRCxC4LxIziskLkVApgUgWgWgWijIIWMZjUcL0eXtHE6/O75fzXf4Jjoe3km7o7vCcXbntHljy9I4vZ5vUOP1+f2y0C0C0C0C0C00JoQsQvAzAtFjGRCxFZwZYGU4LnFE1jBaBaBeJGc4wWgWBNYPGAADdv8APuKAxkSoQsQsQsRUik5MKE5zJaBaBbGQABFiKzBaMlAAYyIWIWIXgZgWgVOcmKgWgWgWgWjJQMTYmsSWgWgWDE2IWIWIWJVgZgZxQZgWkUgWgWijOMiFiF4PGAADdu07yFiFiFiM1JlOTC4KzAucZMKGKgWijIJxYhYhYmpwWxkYyIWIWIzWDKBUqJzmS0C8TkwuC0ZKAxkYyCaELwZQLYGQMZELE1OC8TkwsQsQqSpUTmgBhkAAIsRWZKQLxI8oAANno828tAtAtAtAqVE1IpIqVErGGRjFCFiF4MVOC0ZKBOLELELE1OC0C0DOKE1jBSRU5oishjIhYhYhYiswWiwCFiFiM1gygWgXOKJWIXgmpBYhYhYhYhYhYmpwWmgBjMHlAAA9XlyexqotAtAtALAAAAAAAAADGRGawZQLQLQLQLQLnFErGMgAAAAAAABibELE5YKQLQLYGUCpzRCxCwAAAAAAABibELwTorUAAAAKkbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsUkbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsbGsXAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAf//EADUQAAEDAwIEBQMFAAICAwEAAAECAwQABRIRMRMgIkEQFDAyUQYVIRYzQEJSIzU0NiQlcCb/2gAIAQEAAQgA/wD2cNKNcE1wTXBNcE1wTXBNcE1wTXBNcE1wTXBNcE1wTXBNcE1w1d8BWCa4Wu3BNcE1wTXBNcE1wTXBNcE1wTXBNcE1wTXBNcE1w/jgmuCa4JrgmuCa4Jrgmi2Bvgmg2DtwTXBNcE1wTXBNcE1wTXBNcE1wyNw1rtwTXBNcE1wTXBNcE1wTXBNcE1wTXBNcE1wTRb0oNHvwTXBNcE1wTXBNFrTfAdsKCAa4JrgmuCa4JrgmuCa4JrgmuCaLR7BvWuCa4JrgmuCa4JrgmuCa4JrgmiyaKVJ39BKSo0lITsVAV1GsB3wRWCax+NFVoqsTWArCtFigobHnwTWihtlp7ubNNZprMVlWqztjr7vwBWWu3XXXXXXXWi6wHcJSNqKQd8dPbkR7vQKRuNSNwQdvRKkiuo0ABtWSRvmis01ke2ijuEJ8SAd8dPbqobhST6BAO/UKzT39FxsAajnBSgaV1GgANvT3rQjbIbH0MB26xWSq1XWijvgnmyJ9uI3PqYjt1isx3zRQIO3KUg1ortoutFVgO+CKwRWCawFYJoADYqA/FaKO+Ce+gHpkA74J7YmtFV1ishzYIrBFYIrBFYJrE9tF111ougkD806nQ6jlbSFK/IAGxUBvqo7aLrRdddZfOaazTWYrMUt5pCFLVBmia0XU+O9Y6bddarrI1mnv6OorNFZp7aqO2P8Aqsx2yNZGsxWYrL41XXXXXWRG4IO3MUpNYfGqhuFA+oVAVoo7gAbeOorNNaqO2ijvjWJ7aqG4UD6BANYke0KGx9MkDfUnZSBieZogE11GgANvCe+uNDfeQ1PvrjAkots9M+OHQ3c7xJekIjQnbwp8CX9xuz02WxFhXV9cww5lvlruKprUi7S3LczHMe7XGXEVFQy9cL1DTxZM2eW7YZjEJ5b8SO8u7z3oQjFqfcGoDHEWmZf3Uh1ECW5KaWXbje3Ys7gtgIUApPWKZud3kuPhi3XRyQ+5Fku3eS/IWxbheJcV5Ddwu9xehMMuMvT73EQHpLr9zdKHYTNxvLzzzLcq43SHFQt4dqtlweluzEuvXiQ9IWxbzOu8Yhcq6XB6I7BQ0r8BVWu4vy4sp1yLcb5LbLjEJ65f8ypzd0us3NcKBJmvF1Eu7z1QY6VN2qcZ0QOLopBrqG4IO3OQDv1Csx3yTWaazHbVdaLrRdaLrRdY/IAG2Q2GizvgO+CKwRWCecgHfRQ2yI3zRQIO3KQDWJHt1VWRrJVarrrrVdZGsxWfx1mgkb+GST+Bys/2okDfMdsjWY73Yg2yXpGuNyj21Ab+nmENQcxANyEmf5KCbuXj5xiU9Fu1zU1DjzZd0E6TYP8AyLnX1N+xEr6hz41twuf3sxl+YnLZV9Pjg2r/AK6HX1HtBq6gLvNtQunnUMNOvKh+Ufg3BUiwyuPAQk1bZj8Z6cGo8WYt2fcH/pttvyK1Vf0INscJualKslrKrlcLi5GDL8FlLESO0m0/9vda+piDGi0kqOOlq1Cb2pP00lAgrUJl4nRFOZXtwOO2ddKI0XVh/wDAn1aDdxGV5OIi4vNyG57Ue9WtJbYtt1TNLjS5Uhh++NB23PssXiUw14lINaKG2q6yNZjuCDty6CtBzlQH4rQnfmKkisxWdBSTz4pO+Ce2ihtlp7vVJA31UdsB35mgTloEgcl0aLkCSlFqZWi3MNuW1iTAnvxqiuXGA/MKIdwuD76W3baxIbutzcVkRupifb5r8mIpi4XWTHVIvzUhbsFxmRMu01lxhEmC6zYjFRGnXBiOyzVwEybHhLq62xcxttbSbje2xg5N+7uwS06izWxKEJXCjOwLs823VjYeZcnlwgEEFEe42h94xn03O8LbbcvsV5cSM2zJiJlRVsrsgfSwqPJtkZ1FzuS13WAZ0QtIE+9NNBo2iA5EjuB0Q7jannDFli6XRpLFXO2uSojCWlS7w42WRBtxh29bRt79xgsFoRpU2UmSlSZ91bGDsGJLbemXCTa7O28y47OuNq8r5eRBbcC0pPoFKTvoobZfPJtWaayNZKrJVarrEncADbL46zWKqxVWKqxNYJ7gAbeBAO+JG2X+vQx/zkR7gQdvHJI3zRWSfHNNaqOwSB+fDNFZjmZ/t6hSN61I93o4DtoutV1ousB35CpIrVR2CQPz6pAO+ihsFD0cB20XXXWKu+CebLsMdfd6uA7dYrI1mKC0nmKUmsaxrBNAAbVoKwRWCPAkCuo1gn0GgDrrgisE1iRtqob5p7/crfnhS3ENoU4tpxt5CXG/uluyxp64QWF4PNXKA8tLbTD765CmVOvNMIzdYkxZJV5fVQ3+623XQl9gNlyhdrYdgQaflxY2nHTMiqZU+HpkWOEF5iZFkEhl55lhsuPZpKMwm621RASVjTpjSJDrq2y882wjN5h+PJBLOCaS40VrbS4420grcZuMSQvBlcuM2HC590tdIkMLOiPu9ur7hF4BkU1dYLziG20S2XHXGUJfSpxxtOR7i52/PCnHW2m1OONuIdQlaPuluyxp59lhviOtz4L6sG8B2xVWi61XWY785IFZorNNZitVHbEn3fgVmO2q61XWq6yVWqq66xVWJrRQ2yI3BB25iAd8ANtVDcEHb0ioDfqOwSB4ais01mnmZ/ty3hahCKQI0dLfCFyDZ8pDTbg20/LiBmUGrdKQWW1s21DZgPIatMdxTAEbyM5RSHryoOXNIbXCkoq0AGEQQkNJvsdEN+Z5aMKwQTVqbS4JMlVzbCIE1QeV/wDMtGt34aWWpKJ62ZEyNFXAdUYUiPVsaS5a4aXIb4hw7hUZAgvQHCykPXeYpyckNTbc8gqSN7dk429IqWhLtzgsOKabVgVQP/LulRv+2uVI/wC6fqY8464IUe5soj21ttlt+Yt0JcxLMq4TkRSFXK4KF4UoQwgBhhLfBFwCFLhwhbFhpUmGWZYatchtUtos2iK2bkw09EkZwXFuw4ri+TEdusVmnvkms01qo7Yk7hCRy5a+3HX3emUjcaqG4IO3OUg11isvnMVke3WaxVWJrE1iaw+QANioCus1gnvimtBztZfnTVQ3CknxkR25LK2XAxdEpwBtyHpSnZItzTMph+NCiGPHW05GiuMRFxiu3LVb48MvWmEtpxCVQ3l+XfQmHIdfadl0xEuUZstNogYRZTQZYurLTbYow5DLzrkR2JKfiSWnZMSQtyG4wYUl9xpUxNtZW9JelIt6WZDq2GI1yjx2o4VbdY7EZEi0RnGVpadhSC6mSy1CeW+h+XMS75V5LDaEMtNtiXH8xwlttouZWgux47jL0twtMKbmypChHV516SmNCukYLxkRZkmIWnG03PNJdjxS05NUu325cJyQTJjtyWVsuBm6BOFfbm3ZLr0pNuaZltPR4cNUeMplaoD/AJARacjzZSS2+lKUJSlPPoOXJNZprVR2x191FaazFZpoKSdvDNFZprNHMUpO+J7ddarrL5BB29QqArqNAAbekz/bwIB3xI26xWRrKs00CDtyFINaLG2q61XWq6yVWY7gg7eOQ7aE7gAbeJUBvqo7BI35SlJ3wFY1jWJrRdZae7lIB3wRWCaxPbrFZjvyZjt1msB3wRWg8cifbjr7tvEgHfBFYI5ME11CgQfQKQd9FDbId/EkDfMdtVV111111ie4AGxUNq6zWPzgKwFYCsE8zP8Ab0ClJrRQ2CgfSKUmsfjE1gnvRUBvke3XWi6x+QANqKkjfNFAg7ejj3GWnu9HAdtFVoqsB35M01qo7Y/69UpBrqFZp9HAdsTWPyEpHMVAVoo7gAbem0D+dNVDcKB25yAd+oUFJ9MqGw0UdwANvEqA31UdsddwANqKEmsSNtVjfMd80VmigpJ25cf86rFZVmKzTQUk85UBWqjtie+Ce+CKAA8MifbiTvgmsE1j8aLrrrrrrrrrVY3CgfxzYJrAVia6xWY78xIG+ae2VZGtV1io7gAbZDYdZrRdaLrrrrrRdY/PKz/bwKQd8fjRdPOONhNeZcrzLleZcrzLleZcrzLlGQ4d+Mvtx3K4y64yq4y6Eh0V5lyvMuV5lyi+4dxIcG3mXK8y5XmXK8y5RkOGg+sbeZcrzLleZcrzLleZcpl5a16HxUQkFSlOsBriqD0YtqcSiXHUFkFxtKMyuVGbXgtS0JSVqbdadGTZeZSgrUl5laQpNJUlQ1Sl+O4stpyZ4fEC5LLa+GsvIStKFB1CioBL6FoK0F1rhcZS5MRkhK0qStIUnwKkitVHbEbn0yAd9CNgoH8ejiO3WKz+cxWqjtiTuEpG3IVDYaE+71Wf7csrZH86N+7yXJf/ABNsUV6QpTCZrDwZmvuTA8Ic7iXDEwHSGlITMuPFZw0hZOqCZq1MBhK4tvKHHi7BnhT7xajrdLTIajJaLBVFXDYOafsqm6kB8uXVDbzYfdhlgTNWLk802UMNzoyHm1iGuOf+czjwkheKcsawTQAG1Za7ddaLrrrL5zT6JAO+ihtke+aazRQIO3olSRvmisxWqu2JO4AGxUkVkayVWfzmms0VmmsqyPM1l+dMwNwQdvCVsj+dH1Ln466661XRwyC1FtlwlRWhDiShaIsZAWEJiREa4rjRnF5rU02tJSpthDScWkxUBpLKlRkqaDQW2XAAvr7oajtKKkhqOXOKAhIUpQS00jQpDbAOqVNhzQr4beBRTkWM6QXEpShISmioDfVR2xHfl0BrBFYIrBFYJrRQ2y/1zlCTvh8dYrMd/HMdus1gO4AG3jl2GJPuAA29Vn+3gUpO+Cax+JIICNf5sb93kedbYaW66i7zZY4sKDPekLdael3hLUkRIovbrDrTdxvVzVa4iX0QJjU+IxJbtdxNwRJWV3tbr7rFvi3GS5ITHlXW4/bonGFtnJuEJmUkXE/dzb6udwEBcIrwTTF0D5uq0RbxepUdp9lqa6iG5Int3e5yEJejxHnpDCHVynVR4z79MXe7Pxm5QtsyPcIrUmPabmblEckGHfrrNYQ+zbbqieHhQvlyefltxYEq4yFrEq23EzlzkmLfLrMS45Htl0auKHtJ13RGkIiMG9vxlti41eLibXBXKFtnN3CG1JRbriZxnA2mebjD8yJFyLFzgQjPv6YF1ZhOXOabfAkyxcroYFsE0fcL/Uu5iDCZfkm53dAK3AdQD44JrGsE8hUkb5prInbEn3USBvmigQdvUZ/tyytkfzo37vJ9Wk/bWW6fUphhwswLu5KnuQn/AKZHF+7PufUDaV2W4hy4vLdsNjW5FItd6ci1aHFtWq+rR9NJabscDHJNSXES/qGKyq1LREu9ygAf+2qq7wvP26VHpu9afTfn1RInkPp5bKrM7fxaYIjqiPz7W/GmtP3+3Moadt89i4xkyGLp/wBbOqDd7jDscTD6djeVtsdKfpUa2qRX065fE2hgRLAR5m5iRbXbsiZexBgquThX5/6dB4170sc+fGhSAx9NhTonXBdgOc6/PLvCW3bVcEOWF4uWa3Kc+rf+mVSf/qr4pFfT298r6U/6irl/7JYKlQ2pn1DKjOSZT7n01dYkn6iy/TaaEj6nq6wJM+PEUhd7uUEZ3FtxDraHG+QqA31UdsSd8EVikeOX+cSdwlI8ClJ3wHbE1oqsVViaxVXWN+Voka6ZjvmigQdqlbI/nRxq5WNaKrVY3uMJm5Q3orjMm/xUBl6BEnKukm5Slwp9unyJcCUzd7ykRXr5Cefhw2Yt5t/noaktfTsKWzDlJnsR7pZA40xAl3GcW3zbrAxIbfk3WXY0Qn4Mu1S2roxfTNjxp11dfQh5dknm7FipbZXDlNt26Vd7fAixFtybi/DdWk3C+6Yix2163RFodnsuOwZbaLPGXHtUFl6zRZNvkzIp+nocqJbn2pFmN7tlvaiKtcKb5+ZcpsMXeBKuhRClz33FJk2SJIjO3UvfT0STDhPNyGYkqHe33WX4M+FcHp1vlovN2b8qppltlltlH1FCfl2xTMW7QvPwnWa+mo05hiaubGYulmXIZYiQ50q6C5ThEkfqJcqvqW0zn8n7fe4UqTYkx2BcrzT79z8tGdjTXb3cIzsRESImJFjx09YrVVarrRR3CQNvErSKyJ2x1938Fn+3iUpNY6bSctEa/wA2N+7yEA76KGwUDzSo65CAlESK1DjNR2uQqArRR3CQNuTL/OizWA74JrEjbVQ3Cknb0MdPblp7gQdvSJA3yJ20V3wHfBFAAeGQ7dZrE1ia6xWR75prNFZorNFAg7c7P9uWVsj1XJTKPxSp5/r556kz1/2RMZVuCCNR6cb93mIB30UNtV1kqtV11111qusjWdZHtoo7gAbFSRvl8aqrrrRVYJ5yAd8B2xVWi666yI3BB25ChJrCsaxrFVdYrL5zTWSazT26zQSByFSRvkTtjr7vSKUmtFDYKGx5WifzpkazHcEHapWyPTccQ2nJT0px3UDlaecaPSy+h4fj0o4Bc/OCe2ihtl8vyWY/DLpebDi2yidHcUhIbksuuvNIFwiqZDyUyWy244XJbLagkh5sloU4tLaFrWpxCUFxTcxlxSUhEphxaEpdlsMlwLM5lLbrig+2oMGn5DEVKFOcVBdLVNSWXnHm225kd1p15Pn4+DCwqYwlCVKbeDqckarrI9woHb0CkH81qRuCDt6JANYp8CQN8idtF1jWCaAA2oqSKyPbVVZfIIO3oHmZ/t4lKTWihtJOoR6TjiW0FSnXVOryVzpUpCgpMd8PI19KN+7yTmUuLhoJD7nn2FyJDUtltlhbLzj0xbCgltkCnXG1xFYSlx0PqWFPLdatq3Ja0uBlgXBKnIqwgzg5JjBlOoh8ZLoUqA9IW8tpUGaGlasTojFTgh1UNCmZLkd6XxIyJEV6GVxYz622cU4pbtRcWYpZYcqE666h3PwIB3xI2yI3zTWo5ykbjVQ3zHfNFZprNNZooEHbxKgN9VHYJA/PISBvlrtiTuABt4lKTvj8aLrrrrrVVZjv6DP9uWVsj0pT3FXoPRacLSwoJUFJCh6Eb93mxTWNYClNtrSpKgMQAChJWlZKQSCcU1oPDL8/jRR9wAG3Lr6GCawTWPxqobhQPpFKTWHxiax+QkDYkDfInbrrFVYfISkbeGSfTx09uX+uZrL86arrMd/CVsj0ZTnDZOnpwXNQps+hHALn5x02yI9wINXua/AtkiUxZZ702KvzD96mC+x4bM2e+xdrTERcrouM8xEi/wD9MkZ1Pnyo1lfmiM4p2Ow4qHPffu10iLizb/OfuIjQfuoWsTrROkTzcg+ABTzzbDTjrrM+83FHHiQ5FzD5amzrs8JaIEB+dfLejjyrrc3Y9ncnxLJPcnxl+Yt0tyTOuzC13GXMlvx7Wwb6y+0mRdp64EB98WSfImsPplS5z7N5tcNNfc58+S+1axc58CSwzdPEgGuoUCDt6RIG/UaCQOXMdtFnfBPfQVgmsSNtVDcLSfRxI25Wf7eOA7aqG8kghHozl6uhPqR14PIV6Mb93xKRuPqnL7FNp+Uizz/NLDC436WLlzJ/UP0/UYH9Vz87j92RiqFKluz/AKRkynYSdYUUi2jX6gv1WuLcnpV6MSAzcWi55z6bJzvdYk7/AFQgiwz8I3/gsFlifeG7vEgzrP8Ai+fUOUzARJXEOf6EGUv/AOsmwbmLRr90+o9PpLH7SfC9z4f3m2xpTNzt5+pELi3AKH1LYadK+E5p9JqQLKzX1Yps2V6m9eGjXkKQd8VDbrrrrRVYmtFV11qutV1oo7hIFEgb5E7ddaLrFVYJ9AgGsEVgKxrRY2yI93os/wBuWVsj0XlZOuH1W1ZIQr0I37vJeoT0+2SIrLsKNIZZak3GC7KlWh1Ey3vv3a1S0XK1mW4xJYLX1I4hTaotqYj2tNuVHhX+C0iNHtVtMBL63Y8K/QpE8xIIvBdX5+NAv8F2eY0D7tq5591pDra23GbdebcngwY1tnLuLM+dPtji5aJ8J+DebijgTLrbnJVodgRn4gkwlxXrBa51sMwy12uWxLek2u2ru09aHpFutjjT9wkzLva/OxAmNc4F0en22bFZP1Jxm+MbVOhyX37Wm1Tpklh+6FCa0UNgoH8eqSBv1GgkDlKkjfJR20XWi61UNwoHb0Me4y093O0D+dNVigpPjK2R/GinVhv0I41crqFBQP45CpIrI9uuuuuutF1gO/4FZE+3RR3wTWCawTWCKCQNuSTGYlNFp6PGahtBpgKB/HoEA76KG2YG4IO1ZprMVlWdZprNNZjt1mgkCioDfL41VWq666x13AA25CAd9FDbVQ3zFZooEHblx+OvmZ/t4EA1gO2KqkggI15zsfWi/wDjt+hG/d8CAd8B2xNYDuABty5a+3H/AF6pAO+HxoutV1ke4Wk8xSk74IrQDnKgK0UdwkDblKkjfNFBQO3OUpO+Hxqobgg7eiz/AG5ZWyPRcTi4seqyMWmx6Eb93kefbZwyVMbQ0HFGa2G1uKVMYQpYKJqFrQguO8NtbinHw21xV+ZbDbrjiJQWCaTMaXwOHoupMhEVouu8YcVtsNykOSHo6TMTksJMhocfJEhla0IKJcRaJKkvyY0ZpDri3Q2403SpCEuoaUi4MKS2svSmWHGG3HZSGnQ1RnMBkvU09xcqU6lLjbZclMtvssLS80vjim5jbjCH2EXJpTPGLkttDhbC58ZDbLpDqC8pmmJTMhbyG2nkPNB1CrgylpDpRKQtxLZZeQ8kqR4Zp7dRoADYkDfNNZis6yVXWawHcADaikHfEjbIj3Ag+gUg/mtVDcEHbnaGutdYrI1lXWakjQI9GYjF8n1G0ZuIT6MfXifjVYrKsj2mBshouulxyNq6h9pDDpaER1iO9Ep54S1x0NS+vgsVLDKmFh5xx5xiehEZ2OkFVRW3GJPHcqckqbYFN5xZmCmW5UcxH3YrohteXefadcXPwddTLdjJZdbcbhvvocQ8+82gIdU39vMgrQ/LjrQhYdtaIrb7cmS5LIRLQZLL7shK1MTHqiuNLzwa/wCSXIcqUwX5aUUFyHmJaKih5qW+heC/sraaC0xZMwuBhxQj8Rt2Sw5LyYZkxXomUF9sRm2CWj9piirmylcRwhLLSEpSnBFYI8CobVoo7hKRt6ZSK0V21XWSqzHcEHbkKUnfH4xPMz/bllEEI09Ca3k2Fj04LeqlOH0I37vLrp+aLiazFZk11msRuSe54hO2q61VWdZis01n8ZKrJXfMd61IrUmtSfAgGsdNiFGtFisiNwddubU8pUK0UdwABoK1FaitRWaKy+OutFVousiNwQducpSa6hQUD6bP9vAqA3yJ2x190rZHokAggvNFpwp9JKSohIabDTaUD0I37vgSBvkTtfpUmFapMlmxy3ZUZxMp+8TjfY0ZjwJA31J2CRuausq5JutuhQ3J11tkuEifNlXVd7ECGmddIdxiw51xV9RwIMiWYrX1A4I7q/HEdsiPd6BSN66hWafHNNZK7ddYqrFVYmsB3AA2y7DRR3wTWKaxTWKecpBrqFBSfQIB30UNs/nNFZprI8zQBy1wRQSkbVkO0kkhGvoyGA8iiCkkH0IkfAcRfoxxq5WAoJSNq+qf+hm1LlIs81M08Dyn6VDmY7dZoJG/gVpFZoq8qlfqCzGGbZdJ0qI9cponK+qEiEyiV9/i/d/qX/orjUL/AMOLzY/Gqhvmnvknn0BrBFYI58hsNCfdz5orNFAg7chAO+A7YmtF1qobhQPrM/28Mtfbjr7qlbI9ORGS8NQtC21Yq5QCSAI0THRbnpRv3fDIdus1eLeu4W5+K2Ykdxppt6fAclybU6iiQN9VHbAdwANqk21b13gThgO321370J9Xe2uT2G+Fc4L062SIoYZLTDLZxPbVQ3BB25dAawRWHx1igobc2aayPbVdddaLrD5/ArL/ADoo741jWJrE1j84JoADwKEmtFDYKB/HoEA74kbZDvy5J5mgTrpgO9ZjtqupOWiNfTW2hwaKcgd21Rn01w3KTHfVsiAs+9pltodPpx9eJ+Mdd/HJNZp7dZoJA/PqlINaqG4IO3OQDvjpt11quus1gO/Ll/nHX3eoQDvoobZabhST6GA7aLrRdYnvgmtBzM/2rLX246+7wlbI/nRv3aKgPxXWax+cEVikeBIG+RO2KjvgKxPbrFZHvmms01mms0UCDylIP5rRY21VWRrMdwpJ25yQN801ka1VXWax13rMduuuutV1kqsjWqq66661XWY78pAO+CKwHbRQ2y093rNAHXWsx21VXXUnLRGv82ONXKAA28JEgMcPVqW26tTdInJeMgNMSuK4pIizGZYcLb0nhONtgzmgy+4WnluEhTktpuSzHUmQ2Q+abnMORDKpt8ryzbmB3ApcuLDbaXFOSGUSmY5amLdIwbnsuGUA5PwDRpUsJ4YLL6HswFOpDrbVOyuG8loIlNLbdXTc0PMIea+4IVH45aUtZUC5K4bgaCp7KWiumnS4CVLuLaFPauTW2y6KTNKyElmWHFLAMtsRm5HJlr7cf9enjp7cv9ehiNxqob5prNNZp7aqO2i6xrAczWv50x/14ytkfzo50crrNYnvgKmpCFw1h1bynXJLTLEmK7DKiXkMXANMNSo8ljWStbcyK6qSl15u4PVDUwVK4cmOX5ShQEt6O82QhxDkxEhLbrpfZaYknFltSWFLQwhbcZ9t+Et2EG0YhbzDoYkvIcQ75e3CnFFqYH6jBa5EmQWeuTJdp5fCnocU83Ie8xhGTIalSA4tpz7KygxiyVu8NRVHmOuqdZddbfWWmG2klIeZBVcE1IbeUqYS0y8zIjLXH6fP5CLpb42hV+Tp1msfms01lWY7haT6eP8AnVYrL5zTQUk7c2g9Nn+1ZprKsjWq6k5aI19Fa0IGqlzmh7VTnT7TJfO5ccrJVZroSHk7JmvDdE9B9yHmnPb6Mb93kzSK1UdsR35ClJ3xPbRdddddaq7hQP45SAd8PjRVaLrrrJQ3C08pWNq6zWA7gAbeORPtx193iQDvgisE1gmsEVgisdNtSNwQduYgHfAdusUFA8uaa1UduutF1ormaAOuvJK2R6DjzbQ1U7NcV+EEknU+k3LdR+C1Jad/A54+vE/GiqxrBPeQ264w42xATMjX9cV28zzbre8+iRFucOGuYiHJRLix5CLzPNutz8lMiDd4kJcxM+7uIsH3GNMizIducnIhvLfiRnnJTbzrDiGYCZkb6icivXyc9BhBTE6HPt0N2ai53Rxmx+fiTY8uDAdnI1ky7c2UW9MuNf3or3MQDWA7aLrRdYfIAG1agVmisx21WaxHf1SnuMiPcCDtzkA746baLrRdYDv6TRAy1zRWaazHbVR2k5aI15n5u6WiSTqfWYmKRolaVpWkKTyxv3fEqA3yJ2A1+q16/VbY+1oWLm62m3TnjYGOHZbahf1Ugi1pcq4PJRbpjihLXA+lIAqV9OQokJx5i2SlzbfEkrpP/tzlXO3t3KIuOu7M3VNrlefdeet30zAaMz6chQ4Tj7FtkuS4ESSUK0+q3qyTWorUegVAVqo1h84p5MtfbiTvgmsEVh8aLFaqrI1kayNZjuCDtyFIrRXbrrVdZHuFpPOSBvmO2qq1XXXWPzys/wBuWVsjlUoJBUqRKU70p/gsvrZVqlp1Dqck8kfXifjRVY/ISBs+2p1lxtP6ce8wZNGKhcTyz/6dZKEMugAAAPMtPtOMu/p1koQw5KhRpkZcZ4/TiFthl1thppCG0PMqcacQg/TkjzPmg5GLkPyzgsLa3W1y5kOPOjuR5Cvp4ONhl9xjWMWGf048JBkhpottNoXgmsEVgisfjrFZHvmKyPbRR3AA28Mkis09tVHbEd/TKQa6hQIO3OQDvjptqob5p75orInbRR3CUjlyGw5Wf7eOaayPaTlojXxJABJkSC8rQfw2nVNLyS24l1AUnxjfu+OY7dZrRVaLrIjcEHb0MdPbl2PqFQG+qjtj84IrFPjmO3Wa0XXXWWm4IO3oFINaqG4Uk+rmmsvjJVdZrHXfYczSQddcEVgjxlbI5Jj+RLaf4sd8sroEEAjwj68T8aK74J78pSDvoobZK75is0UCDty46e3VdZKrJVarrJVZjuFJO3hmnt1GgANvHNNaqO2P+uUpSd8B2xNYmtFVqsbhQPKQDvgmsBWNaKrVQ3C08hUkV1GsB35MvjQnflZ/tyaipWyPGU9wm/x/HhPa/wDEfCN+74EgVmmpk7yqWlBEkLkKaS7KS0pYqW8qOyVpEh1DzbT4mvKaU+2qWpa0tx/MOpcjNuPTFN+d0fuARFYeBekl+Q0z54pmiM4qZIMZx9vzT6W2ytuQ5xksvvuloN6SX3GuAlsSyha0SDMfQ2l91Uh5brrbCJCy+hlT09bbMhxL01IdiIQh591boQ1KQuVJYUubJEVqShtTun/Mi5rXGku05JYaVi7gKwR4lSRvmKzTQIO3oEA79QoKB9EgGsE9sTWA7gAbUVJG+aay+NVmsdfdRIHM1r+dNFVj84IrBNSUgBGnhId4rqj/ACEKKFBQQsLQlQqPrxPxio7hCfCQ0tx2IQxFfYfkGnIhdWhypyXHI5SkofkvsLcQ3MZjeVQmO7EcStl1ElZjPhceQ61cFmRAUUyVNuRj5uU4tyKt52US1GkfbX21vNPYRFpQh5+S2+4pCly2iZiHSYq21xnZa3FPONzH44irCJEZ58trTID7MhIjPlok+QU2WyhEYoefUt2M6fNqSY0g2xhigAD+HoEkwUBt1mQlUwIZC0YtEqA3yJ2xJ3AA28ClJrRQ2yUN801mmshzEA76KG2Xzmms0VmigoHblJA31UdsddwANvHL40UdwlI25Wf7csrZHhKc4bKj/KgOapUjwjfu+hgO2K+2q61UN8x35SlJrD4xrAVw01gmsD2wdrFzasT3CQB+CoCtVnbRVYmsB3CQNvR0FYprBPbRQ2ChsfQKUnfAdusVqqtVVos7hIHhqBWaKzHbVR2x193oNHTKsjWq61VWY7ytkeE9fUhH8qIvB9HhH14n40XWKq0XUppb7C2hc4YtsN6YxMua4lmE1aI8ZxwIloSUoSk3eXJlOMS2ZrD0hgtM3OC/aobs+LeLlIYtTDrE62v22G9NjyrvwLMLgltiM6sIl3OabZbVvUiNGccDcq6zVWy2reDcaM44G5KQUpSDd55t8B19KI0ZxwNyUJKUJSZ0Fuc2hC7rbYVuj51a7Y8xazFlxrubWzLiXG1sy2YsibNtcJ+7Q0T5NjmvyG5ceR45jt1msT3wFaKG2RG4IO3OQDWhGwUNvUJA31Udsdd8E8mQ2HWaxNYnmZ/tyyUgBGlSlZPufygdCDW9Rv3eW52S3Ro8qezfXX530uxJXKt1qNleRS5VxX9MW7C7z0eSgR2mJaXYvmXEpXf3kOLuMBm4xFxnbvFns2qSZ11iPs/R8VupNrtf2ZxFXEypH0dCeXMt1rFldbq5rfk/SEB5c+3WwWV9Asrz71pgOO/VyHV2Zaqm2y3CyvIqyPPvWiA49KmMw47sh+1xpMySbtN0P9pbEm9Pu3GJBnsXCI2+2zaLlCC2oH0uxiu7vNaLrE1gnnKQa0UNtV1kqsvkKSeUgHfHTbrrrrrrrrVdZfOaKyTWae3UaCQPz46gVmmtVHbHX3eiz/bllbI8HDq44f5bR1abNRyA5qc0Vv4TIbU1gsu/pyK4R5lbLS2iyr9NQiA0pLSEJSlE+3NT22kO3O2pucRUZ0WBaEhIcitvxPKrbsEQPNuvuNodQttz9NwsQ0VMsqZLKv03CxDSlsMrZLCv03C0S2pKQlISl1pt5tbbn6bhYhpSUpSkJTdbSzdWmm3fsC6Fr0hSIZjxm47DTDcS3Mw5Ep5lz6fjuFYLDDMZlDLPgSBvmO2Sqy+QQducgHfHT25ae708R4Egb6qO2J74JrFPiVAb5Htkqs/kEHblaAOtYCsVDbIjcEHaVsjwMDUk19vr7fX2+vt9fb6+319vr7fX2+vt9fb6+319vr7fX2+vt9fb6+319vr7fX2+vt9fb6+319vr7fTacEJTUb93wwTXUKCgfQIB30UNgobcpUBvmis0Vmis0Vl8aKO4AH4BWmsjWq61XXXWJO4SkchSDvoobZjv6GOnty09wIO1aisk1kmtQeQqA31UdgkDkKkjfInbRR3AA28SkH88zP8AbkKe4WlKtOJwGa8u1Xl2q8u1Xl2q8u1Xl2q8u1Xl2qMZvt5dNcBNCMjv5dqvLtV5dqvLtV5dqiwyN+A2dvLtV5dqvLtV5dqvLtV5dqvLtV5dqvLtUlptB1T4kA76KG2XzmnnIB3w+NF1iqsB3CUjbly7DEn3AAergmsTWi666y+eUpSd8EVgmtBWgrBNYDtiaw+QkDYkDfVR2xPfAVgigANvUaIGuvLiO2ixWq6yNZjuFJO3OVJFZfGSq1XWijuEgUSBvko7ddaLrrrVVZKrVdddaLrVYoKG3jJedaVHS00+7xyw9HmvSFPpQw9KdW7xIMkSuLm+t5L7DLLk19lqXmw86pRDoePmlMKcnuiOpxsywUwloW6UyIjVImS1R1SKlz+AhhbTz7wfYaZcmutNS82HHlqIW66UOMNplSXGXWG0KlOtspdK5jpjuvocmvMeYbW/MfQ5LCDcUt5cTirSwVrE6Qhhp95+eWpbTIMieJDbFGTKL77YCBoNcBWihtlp7vQxG41I3BB9MkDfqNBIHLmO3WawHfBFYJrRQ2yI3BB25Wf7VgmuoUCDtzkA74kbaqG+aayTWae2qjtjruABt4kgb9RoJA9MgHfQjYKGxltvLVGW06xMdLrtIgusuRVtriyCxNbSiG6zJZdS+2/5mO809EkPNTFKYQpKlazozy0trjGG8HI4SmO+ylpCQXXJEJ1bbc4RVRkiA8p1RpuLMaMQ07CfeamKVHZKVK1SzlKW4qVGWt6MtC2XnGUM05EdVGdiofgo8u62w5bm335a3CzIc8gp1wFTbiR5eW7FaiOLgPvJlqWlp9UiK84qM6JMlyhsOTH/ADqob5p9ApG46xWSqyVXXWi60XWi666660UdwkCioCtVHbRdYmsKwT6BSnfmZ/t4lINaqG4UDt6OI8SQN801lWqq0WdwkCiQN8x2yNZjvmnk1HMQD+DiRt1jfL5y0GpCknatD4aHx0I8ND4aEeBBG+Wvtx193hqOTNFZfGRrMdwQebBFYJrFXbVQ3BB29QkDfqNAAbchIG+fxquuusiNwQdvQZ3VylIO+PxiqtFV11kobhSTybVlr7dFHcJSOQkDfqNBIHIQDvgisEVgisU1gisSNstPd4yWS+w40IEQQvqRbCL/ACJMW0yno0uHAj20zI0NTzsSMuRJjcdhxpMCJ5H6kWym+T1wra66xLszkOE5KYgShMhRZImxly2Cym62xFqgvTod1ub0a0B9qVZn4kJyUw0fu1sYcq6w4lsiuSod/U7+nZTi4kL6WfW0hvYVkT7cSd8EVimsEVgisEcpSK1UNwQducpBrqFBQPJmmsxWVZ1mKyPbrNBIFFQFaq7ddddaLrH5CUjbkKQa6hWY76g7crQBy16hQIPokA74DtoqsVVgnxzTWaayPbRR3CQPDUepjp7ctPd4D/2xdfUU1+FbVOMzbFaosB+SxaZD0q2QX3qH/tq6+qkH7Yh4XN9pq1TH6sbDrNnt7a3VoZbW66yyu+PtyXvqlJFsQ8LpJZatUuQbG0ti0W5pd2tVthQpU9iKsTLfFXJ+pGIJtEpblv4q4MNb/qlINaLFZHvmms08xAO+A7Y1gmtuYqArRR3AA25sk8+Kd+Zn+3gUg11Csx3zTWQrUehkO2ijvgmtB4kgb6qO2A74prBNYfGi61XWSq1VWSqzHflwHZ9gvsusn9LReJxaMNtUQRHR9OW3RKVowACUvsh9lxpX6XgZ8WkRm0xkxlI+nLYhSPC42+PcoxjP/p2CBoA0jgBgo+nLehSKmwWpzPBfT9NQM0qdlwI01jgvo+nbYlxDjmRPt0VWJrFVaLrrrrrFVY1ia6xQUDz6CsE9tFDbIbHn1Faisk1mO2ijuABsVJFZfGRrI1kquusSd8E1iKwTWihtkO/os/25dBWKaxTWCKx+OsVke+VarO2Ovu8CQN80Vl8aKO4SBt6eI7akbg6+gQDviRtqob5isx21UdsddwANvEkDfIn2hI3PpkA76KGwUD6G9Yke3VQ3yrI9us1j84IrFNYprQDairsMSdwANvTx09uqhvmO+aeZrX86BQP49XIdtFnfAdwlI28CQN8idtF1oqusVn8gg7egU9xqobhSTt6ZIG+Y7ZGtV1ougkUSBWeu2q61XWR75prNFZorNNZpoKSduQgHfEjbrrVdZHvmn1cx20UdwAPwCQN80Vmisk1mms09sj2661XWfz6jP9qIB3xI21XWqq1XWq61VWY7hSTtRIG+WvtxJ93iVJG+Y7dZoJA5ilJ3wHbGsTWiq1UNwQduQgHfBFYJrCtFDbVQ3Cknky120UdwlI28SQN9SdsRueXQchSDviRtl2PPvWGm2qhuFA7eBIG+Wu3WaxNYVgKwT4Zf5xJ3CUjbw0FaDmxHbUjcEHb0Wf7eiQDvgiglI2rL40Waw+cEUABt4ZprKs09wQdvQKQa6huCDt6BAO+Ce2NYJ8c01lWSq0WaCQPz4FaRWaKCknb0tCPbmBv6BAO+ArAUEpG3LkO2JPu9YpBrRY21XWRrMczSgNdfSy19uOvu5M09us1gO/iUpNaKG2R75prNFZJO3KUg/musVl85is01mmgoHblKhtXUawTyEgb6qO2AO4AG1EA74Dtoquuuuuuuus/nlwTWNYqrRdaqG4UDtylSRWqu3XWi6xNYJ8Mtfboo74JrBNY1iqsVVj84IrBFYDt1CgQduY7czZ0VWCawrAVgisEVgmsfjRVaKrAd6y/z1msTWArBHqFIO+Ce3UKCgfRKUnfD46xWq666xJ3AA2rNNZprI9us0Egfn1cfjLT3egQDviRtqusjWqzWOu4AG3Jlr7cdfd6hSDXUKCgeVw6JPOhWQ9HLX246+7+GQDv1CgoH1CoD8V1msE99AP4eOntyUN801kmtR6JIG+fxquuutFVgO/8AAIB3wHbRVddaqG7i8jzhRSdQHNdtV11111quslV1msf9fxyAd8T20XWi60XWi61XWXzmis0Vlrtoo7gAbfyNBWKawTWKhtqob5p8CQN8x20UdwkD+SSButzX8D0QtQ24q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64qq4qq4q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64q64qjWVBem3FXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXXFXRcXRJO/wD+z//EAEUQAAIBAgMFBgUDAQYDBwUBAAECAAMREiGRBDAxUXEQEyBBgaEFIjJSYRRAsVMjM0JVYrIGVJIkQ2NwcnOCFTRFk5TR/9oACAEBAAk/AP8AzoaNGjRo0aNGjRo0aNGjQaZxiPQyoIwjRo0aNGjRo0aNGjRobxo0aNGjRo4lQRxGjRo0aNGjRpl7xhGjRo0aNGjRo0aNGjQ2jRo0aNGEa/QS/wD0mOI0aNGjRo0aNDGz5WjRo0aNGjRo0Ig3mUJMUQWjNH9o/tHaFtTGbWEGZHcCNrBbxsJfQwHSK2kW3Uw37ATAohWYZhjaCEmKOwCEiD13ORg9RDujnMh79rCMJfSKfXKNbpBr4CRBpDucxMuu6y3HGZD33x9DMjucuksfaIdRF1MbSC/XxazM73IwAwEekYQ+N9RCukfQQk+sEUS+phbXsEzPKG3SC/XODdiXHQx2j+0AMyP58SiLFGkUaQRjCDAsYDoJmdwIYtusYaRhpADFMvoYZfQwHQxwFUEknkJQdEvZSxHzeEkQgxRrEMy67oiMIb9IusN+y56RDEaA6S+hitF1MKzDF0zh8aiEiC/Te8ZkIPAYb9M4usbQRm1jmC/TdH0MyO8MHqZcnx5D38FsSLcXmzUHpkExcJDYWWUaLCm5EoU1pYTmspUWFFzxyyvKAp1vLDwMpoUpvYC0VQC+Gx4AREJq/dNkomkDnhaWzCFcQ+4y2J6YY2gU46mE4oMTHJFHmZsNIIcwCc5QNKoj4WUxVNNMPeTzFwRM/YylQIpuQcWUoinXTlwM2cVcH1O3CbMqK3B0MVTje3zTZaRpeeBps9N6D01ZS5zmzUC9P6xKNJajVsIHEYbdmACk9habOKpXi54TYFen5shvaBbVns1+onleBMVMkCw5CUKLKDaUqaIq3BWbGndA2BczZe6ZLWI4NADUdwqgwAVAxVwOzjzmYh3OcuIw1jCAmKB1MI0jDSMNIw0jEwTMwgdISfWCLFHjEN+sU/zGEPjPoc4uhiGIdRFGsCxRrEMB0itpABMz2Z+MwExGlx1EP/dzYb0gptWlQOaj4jbygpn+0OPHFpCnhyw85sr1yXYEL5fNKBoogsqmf1Z/WlseI4ZTpijcF+6gPd4aYX0af0Vn9afRl/PZwRSx9JtFNa+0EkAtmMOYh+ekcB7NiqV8VXPD5Sj3TGg+BPSKMRqm8AydSJxy/gzYxQpvhBfMx8YVB83Ocz/M/rH+ILcMzPqGIj3nE1TimwL3YcqrljnPNgdSs5Gc2/2xaRp4zfFzgQBlwrg5HjBTr0MRIEpGlWTisqotHZh5mwLyorUa/wAyEG4xcfC2sUaxDLjqIQfEBuMzyE0HjIgbSK2kPjUTLoY2sFt8YLDmZmfz4zbwpicpkBxgZThIKmIx2dziR7XAmwPUFSpNgNJCDdzKRCuThJyB+aKRKIr0axuyjiJs3cUKTYrHiZQapgYkgT4YyY8ixMBeoMNwOeK5nwl2wIFxTZKiOK5unGwj2r0s0vPhpd+cok1K9XgmeBBNnGIAAkk5mUW/TVVyI4DspMmKrdb9lDv9mc3w+YmzGhs4a7SiSEfgudgBGPzJoZRdTSayk8CsokIxOEkZHOEBwcST4aTUAsKl8pbvKrYnlHv9nc3wz4eKK4wSzGEd9Rw4eRsJ8Lw1SLGp5Q3qMrFrcyJ8Nqvdy17kTYmouKRNMseLT4RjfmJRAdkOGkJQJqvUJsciJRONKgJCwFSQDhPEbgQ6wW8WfSI0Q6iIdRABG0yggvLD3jnQRzoI50Ecy56mDtEPoYLbk2g8LCMIw17TBbrMzz7Gl9P2WRmo3Vx0hBgGsIEz6+EwW6zM77MTI8juSR0hB6iYY+kHizMPp5b4kSx9ohgOkYeIRmjNBfrAOwRRFHblM+u5UQRj65xdIbdZtdLF1jAIouW8gI4ZGFww4GbZTxXt5zakRrA2N+Bm1o7twAvK+zMUzqIgbEoPASoqLzY2ldGI44YL9JtdMG9rG8qpgC4sV8rCbbT9+yuiX5mV0NJeLA3AldUD/STfOV0cjyBlQIg4sYRhw4r/AI43m2UjfqIQTbK0rbO3d5VAoOIHlK6ovM5TaBUA44TM4wxoAWA8r8I4VRxJNhNops3WbUqhHCOftY8BPiCatNoBPdip/wDA8DNuon0YSqvc4rY/K8rhnY2VRGBqU/rXzEsXS2Jb5i/CIZtdLFfheOFRRcseAEYMjC4I4ETbKd72lRUT7jwzm003blCR0MeEaRQehgI67lhD7GA6RdYey56RdTAusT3iGJ7zCI+gjtG1EHqM9wISIL/kQ7szIdpEYaxhuzbHURGP4YyimAC2HCLTCve1Bi8rU0zMsQj46dj/AIHmy13BrVxjwg0828zCHw7PbEOk4U9nBMdcdaowr5jhW4aQXFHZwyKfuY5mACqu0Il+atxHYAQa1X/dMqSU8Sj7caXM+G3Xu0GLvU1iif3rV6ik8ghsBFW7J8xAsTAR8r/7RLCtSqphYcczYiMvdrerUBPoombUMdMm/EAXBgDKaK5GfRs1ZwnTiBHUmupp17EH52+YGC5oJTWmD5YsyYLO9bum/wBSkQzLv6rOCftGSwXp4KlSx82WIpKkFcuBHKf11/2z+lQn/J0/9xhtUcXqP/TT/wD0xMkq08I9ZsBprc3bvVa2k40NqGMfdSZRihuDToEHqsJAqVURiPtYykndgWw2FowCu+JwTlgpxh/ZVCUsbjA+YmyVXBqVxjwjuxibzMcMVagMQij5UZlPmCBcET6mpKT4cuksZl1jCG/SLrG0ygHhF4b7zIweoh3HHnLH2isJfQxTLD3jmO0do5jMfWCceUymfWKIPHaLpD2g4WE2yiV4YzTOOBKyikqU1YXtbiTEp0goZaigWxgwq+KpUY9HN7SoGAxCmeSngDKifLgFRvuUcQJstJSVIDqoxKZXVdpp08DNa6OORErI/dG6JTUhcX3G/ZtGzYMbMCUYsMRlQtVrq2Oo3mzC0r7GQihfofgOysiiocT06ikri5i02hC9UWFlsiypSVqAP1gkG4t5SujLTbEKdNSFJHAm8p0qzVHGG4vhUCwEFOnSqUMDUwLfN5NNq2YBECgqjF5/dCt3lbHxqShQpVOKuqcCJXVK+AK91ujystRkBwKgIRb+ecS9Rlwi35yvMlRQo9IzJVpG6OBqDfiDK9AIpuQikFvwSZhIrVAwA8rC0OVVKYAtwwSonzUFpgciCTcyvsbM7YndlfExlWgKveKwZQ2CyyrshS/zBVcGFWFeriA5DDaxlUOj4Qg81VeAMvhbUHmJtlHDwxmmccWnWGBEphhfCBxPUxKdNMDLUQC2KMrgvUJHlZzeVVulUGmxBIwqbgG02uiKR+oUVILDldoLKoAA5AbgDwsIb9IusN+wwHTsYdrCGHxCMYRFGsUiHfZD33wjEe8AMQxW0mUPh4xgesUaxfeL7xDLjqIfBnD6CDwGC0zPM+ECXHrGbWM2sdowPUQW8QEUS+pjGWPtMuvhz6Sw94SYogHaPWG/gEUaRRp4BbpMx77kQ36zLr4DLnpE1MCwLMMY+mUEzMsPeM0vrCdZfWDfCG848t0BGbWO0z69hin1ygWMNIxMHYwjCHdZQW/jdXHSPqI+glz18Ji6w33+cNuu5uOkcxmg8XHlMhyEG8NovqIdzmPeZHkd3mYfQQeAwephJg7AI2ucW/SA6QxhGHiNoAekVoG0l9Iw3AA6xz6ZS59Yo7R6mMfTKCCMRGHqIFgWFYV0ig9DOPI+IQtrHMsfaAjxmXPQRW0iGKPUxtIJmfxABGGkYaTDMMYaRjuBGIjDSYc5h0mHSYdJh0mHSYdIF0gA6Q9gHv2EGYdJh0mHSW6QLpMOkw6TDpMOkIgXSYdJh0mHSYdJh0luHgIAAuSY6d3a+MkYbGV0wLxYMMIlemwQXYq3AczHULzJylemr/aWAMYBQL3JylRXHNTeVUCg2LE5XlVCpNgQcieXYwIuRcfiVabP9oIJlQBPuB+WbRSx/aWAOcNna+Fbi5tyhuVNiAOBjKUF7tcWFuMroKVr4gbLrK9JCRexYDKMCpFwR2mDWZneCG45GZHlucoAYraQNpF1jaZQeHMw+g/Z8z++5HwBj3zhSFFzgGbRGHdVkNNXGE4GcFYKas601CpmPlbieEqUW/smtgUiEXwr/ImG39lcnhbCZb9N+rrYL/T/AKPSWLDZKhqYef8AgvKyK6KrpjFwxK5xUV6J40/pLAYgRBmEuB/qPAQ8KdmP8mGhVpscFN0FnGXExhjAZMPnix8JRRwUphrnMfKeAj3ZdlL0mPNStoDjqVURF8w7IBaJUSmdmLpjXDmFs8UiilE1gfI3XJfQw0l/7LSv3gJ8zHW9s8IyjN2DsBMsPeMNJY+0UiMNyIb9Yp/mGMId0RDL6RdYfQdhiGIYraQxpfSK0Q+K0BEI7eZ/fG2RhBgET3lP5gCA1uAMRGNgLkA5A3ihlPEEXBmz01DCzWUC45GbNSFxY2QShTZ/uKgmICCLEQKq8gogV0XgHW9oFWniBwqLA2N7TCRiB9RFBlBUY+YUD3Ep0y/3WF4oBa1zbM2lNVsCBYAWBlJCcWLJR9XPrFXgRwubHIxBhIsR5WlCm5AsCyg5RQFAsAMgOwwepmfjURRFHY2sFtwohIlj7TLr4M+ksPeXPWAeDMw+g/YgdjNDfM/vuR8DhURSWY8ABPg9WpR8qtRxSxdJsVahUQAkPwIP2kcZs1TatptiZEyCD/WTNgfZRUOFKuMPTvyJlDviaqoExYeM4VBw+0+YlLB3W0PS43vgmw1NrNI2dwwSmDyxGfDquzuwJVrh6Zt+RKXe1C6pTp8MbNFw4wcS/awyIlLhswrY7ygGo1qwpPUvbBfgYJswNLZCVV8X94yi5nwOmadRbqf1EoLsxTEWXHj+UT4JUag2al6oRmHMCUWoMb3puPmFocXd02fDwvafBC9F0xjBXuxEyR9QRxBlEU8NWomHFi+ifBkam3/jyhVpVqL4KtJuKmfCVqrQrGmWNbDNgSgoAwkVRUuZSwdxtBpcb4p8HR6S1XS/f/bKb0qtF8FWk/FDKFTadqYYu6TyHNjPhz7NTc4RVDiogJ+7soiqQ6rhvh4wYcWTL9rDiJRCdxtL0eN8WGUhT/tHTBfEPkNpR/8AuVc4yeGCbPek6oWrYvoxynj7pMWG9rygHJwfJit9c+BU/wD+mUWFV8KiihxE1G/wifAamDklVWfSeY7cukZtYL9fARDF1yh9OwxhrCP2XM/vuR8BslTa6SP0lA1TTX5KSkLit5AmfD6mzVEpCocVQPkZ/fPtzhj0gBAolgeRE+s19lJmWzbaTVo8lq/4ln1rtO1FYRd0xt1JhEdBS2Gn3zYiADVfJY6mnVP6qjY/d9Yn+XD+Z9TJdPw65if3qUsBH/ij5Z/enZqj1OeNxczY9jNIUhhZqjBiIlOlVrKyHuiWA5G5nw6ltdOkthUovZyB+DL4SSCDxUjiDP8Al3/ifBqjImzjDWxjCR92GVFqmo5qlx9JLz/mq82XY3o4nsalRg0xDb2qK9dDwH24JsuzVUO2nEarlZsuzU+GA0nLX63h/wDyDT4RV2lBtVY41qAQqam117sif4MOWExD3p2zB0VYhw/p3OguIfnNAT+vSmWy/EDiXklcT/Mas/5it/un9KvPoqfDADrCP1GyL3VT8/a0H9CfDdg//c8IpbVQqrWTzTGJ8LtSH1VaD4gI2JHUMp5g+EwW6xj/ABFgHaLw+ggHYolx6xzH9o5jtHMAPiF4CPSMIezmf33Ixmj6iAHpCRj4HzUjgZ8NG1YchWpVAMXUNKVOjjoLSWkHxkYZSStR2g4q1AtgIf7kmyjY9kJBrEuGqOPtFpRLd3tVFsI8kSWFemwq0W5Os2Xu6tXaXcoeTzZV2zY7lqYDYatObHSo7IaZYDEHqVJsKnaa1d3wvxRZsdqlKv8A2iJ502nw6rtVM7IKV0IE+DVqCHjUZlIEQ/8A0x9qG1MfLF9sW7NRcADzJE+A7QTSp4b40mwdxtHBKdZhY9SJ8D+f7u+GCVFNWrWarUw8AWmJnai4VeZIlLDUSgquplI/o+973Z6nkA3FJRKOdoqsAeTT4BtDlCxxY0ERKdSsqolJTiwKs+C166V9qNRHVlE+F1tlUC4Z2U30lIoKu2s6flZSNNztVVwD9rSiW2Pa0xVSOFOqIiVVrgd/QY4bn7lM2P8ARbO+VZ2cM5XkoEWyIoVR+BKTO5q0zgHIGHDUBx0n+11zEoGnVrbSak2L9Xsr1TUp4XCumLiCDKKURSpGnQohsZGLiWlI9wdiFPH5YsUpGpUrUTQroPNeIMol61qPyD/TP+HNq/60mxIahzq0Kj4SByBE+FCgKowNVq1AQBGNqVNUvztCDE94upjaQeAiLrDf9qojES3E/vuR8AmY5GceXi2qtQIN8VIgE6y+Cmthc3Ph48pkIPCCYQOkJPrL6mMfXOLpDucoLbwxdY2kufWKO3OED3jtHMIPtFPpnDaMIwjCHe8zvWueQlPUwJEBhKn8w3G85HxCNrF0MQxRrMMwxRrEMVtIh9cobdIIYpie8CxtBM+vjEJHrHMb2mExSPeHwiFtYzRmjmWPtFIjCETPpMvczjz8BEXXKG+7EN/wZkfELxDLjqIezmd2YcK8vEcuXlMj5jdjyMuOhhv1mUbCHcIOpjWZUxnkFjMMf0EqQG6ExjjpEBwRGdkNTuxZCSWgdFQXONCsxliuLCqliBzNoT/aAlbgi9obKoJPQRsKgXJOVhMYxfSWQqD0JjG7YwMvsNjC10ClrKT9ZsItVRTXE2KmRHyrfRbzyvDhDuEBt5mH5wmMj8E2j3ak2FxyMf5KZIYkEWwzvGFYEoFQkkCYxiNlUocZPSI/G3zDCdDFGsQ+mcO5yPMTMcxvAOwxdcowHQRm7AOwxDE94pEP7IQ36wEZndcBPQctwbETJhxG65HwC6tVYEdUMBNVNkSnf77OSNRLmoalM2sRgwm5LcoLFtoqU28rI4GfpHNJV+JfV9oE2s1lFaljJtkuIcgJtjUKuAAkC4YCDDWNZSR6G8Yf2lQYv/SvzGDEQyMVHmFYEiV1ZGqAVEwHEo5k+UUl6O01KnpiOLUQlDWrI/5C4gF0E2tq5wfjLQCD+zNVqlM8rrmsUspr2YW8ipiuXobIFvb6vm+UzZsGIGlUbGDiZjiB1igUqhPe3P2OSNZtD0RgrfOJtjjC7YK45+YNhaNjVahCVMOHGvO3aI2sXTOND48jBfpLj0jdl9DDD4DBYTM8z4DATD6CDwCMYRMMAiaGZdd9zO6+ld16zgRueR8bNrCdYoIIIIM4AQfMoIB5XgBMUaQDszMY9BB4juFEEYwX6btRCR6xzoIxMEMU+uUIEc6CM2sHaw3ZtBbxkRQehmXXt5nc8TkN55ZjcjyMJEHqOzD3iYLYhcZsBAo2ilVNOqFFhBT/AEp2lKDkrmX4mYO62gVMdx9kod/tlYEql7Kq/cxh+Hv/AOHZl95RFKulLFgb5sJlsTU1Y9SJg7qgKeCw+6V9iSns+1PSGOlcyts1UWGAUaeDWFbUNsekgUW+UdjhURSzE+QEp7Ns+zn6DXuzuOdhKVAphJFai2XQqZRWttJXG5Y2SkvMyjQr7OudQ0QUdBGpnJGQkYgQ5EGHaaL4KyRUwbPWVKdlzsRNnolaJw1doq/Ri+1QImzVaLmzPSuCnVTFBqZLT8wXbIQINqoVjTqhRYTD3W0UqrPcfZ2UqIpUWwPtFbgW5KBKVHuqzYE2ijwx8mB8OY94d2ZkJx8OcNukF+sAiiMfXOLpDuTly3JtBfpL8Tuf8I3nOx3PI9uRn+j/AHiKRR2rYhf/AN6iuWsUmtU281qv5epB5V4bOdip4OkOz4AhL99iv6YYAHegxIWM39ynn+ITwozb0oKNvcENSFSbalfhgw0hTw6T/MqkbSDPCNLzD/cLg5Xwxdkw1qNV70cVxgE+s1KfXBLYO5qYumGchp3syoV6dOhtWgwPOP6hP9k+sbTVx9b9ldKdChevUxff/gE2tKibZRwVMHlVThP6FeIcWA2tztOIqVMfW8+rvKeDnivOOEX8Ija5wrCsf2jn2j+0wmL7xfeEDp2GKf4gWMNI5mfXPciE6xm1jX6iC2/5nc/cd75gbjkfAUDvgti4ZMDKKVAmEgNmAwEKYdl2rval/thQU9mFTGDxOOVzQ2ujklUC4I+1hK+wKCLGoEYnSMalLuyjE8Tim1bJVoplTaspxqsrGttFepjrVOFzP0L09o2pqvzs0Gyd3h+UUSxOL83n6E06+0vWGNnvBso4YO5LHXFFxI6lWB8wZtdCrs4+hNoBxIOWITaaRqUqbpTp0ksoD8yZtQobUq4GxDElReTCbTQp7OfrXZ1OJx1aIlPJAmI2ACEGKpR6WBtJUWoarJZkP2i02qnT743q0KouhbmJtVGnSpVmV6NFcy6GxDMYKT1torXFvmCoOAgp09op1EqUn4DEsOzY6FF1YVCQLvF+HiliGPAz4rTaaaJWbHUoVQcGLmpE2ik6UWxU6FIHBi5sTBDfrMjvsh7+IxdcoRGGkXSHc5GD18twbQA9JkeR7eZ/bctxyMzmR5HwGKf4gWFYVjDSEnr2C/5jaS+sHYIB4UxKfyQdRKYWmCTh6zI8juBDf8GAiEdjCX0iNpFbSX0MMBMy7DFJie8UawqIxMHhEbWLpL6RhCPEbSx3JI6GOdBCTmf23Lccj2CEjoY7S56mDxC/8TPfCEiMNIBrEMPiURRuTYQeJhGhG4AhIgv0h3/M7nyY737RuOR8GIljZVUXJlOsLuEw4PmuZTqqE44lz65E5CE/JTxsbZAGUqqF/oxrhxRbKqknPyEOFbDyJOfAW5ynWApriONLaShXUBb/ADKB6DOXbvb4fTiT0hAjthuBkt+Me5dC65ZWEYY6YBbLnFdwpszIhYAyqQKQBc2sLMLiLVVn+nvFK4ukBtQJDi2eUuFYgC3HOMSal8OX2i/GXDMrMOVliVkR7YXdLKbwkNVbCsp1Xcpisi3y4TGQHCFQvzBibWsZSqpb71A0zMvicEjosJD1QSuWWU4UmwvfpeJVdWJGELci3MEylWVPuK5G5tFqO4FyKa4rA845wVXwqQPP8y+IIGPQm0JJpNhaXwkHiOUpVyjBSGCAj5uHnEqIzAkB1te0vhDEA87eY7c+kyHv2ECX0MB0itpEMIEJPWDsAh1zg3OR5wX/ACIdwSJY+0QxWgAhJzO5/wAQvvPM7k2yMAPSK2kQwumFiVenclT6R6zIu108FTCQxTnYR6tc3ChXB4tkBmBlFxtdKyn78JF0ivdayuxKlcAXr5z/AL2oL/8ApX5jAxTK+G9x+cpUq1qP6c2d1zxchzm016hWnchwTYDkLSnYbT5Af3R4gevYt/8AtFLTFEc06Gz1ShsTdCQQvUSiuVQmqVYliKxzyt5RXFRHfgpbHc3uCJTJOPZ3C/dgzIiv8tdajsVK4QvXzMpsTiro6gZlGJsfQygr06Wz4SHYqMVQdDwEDA0Wq03NicwtgZcp3NYXwkcoHas1EIUwGwP5JlFSMAoo7MVsVzLDLnAy49lsflJs2LMRaiJU2iiVyOKyEDFNorVefeXy6XAnCmBSHX6mlxfZmwt9rBgQZRIq19qCEG4AAUYj0lIIlVQ6hTiAK5HyEU4rJlY/fA6irVDoyqWBFrWy8xKXy1drquVPEK6njKbM9LZ0pqfvzOEyiirg7lyrF7k/MGMdhUsww4CPMxWxf2OWf3CKcSkFSvEG9ogCgWAEEUdmZht+BBvMj+I2ogGsQwEdRD4RGaOd2fM7niu84DIbnkfCbR7y+hitAB7wkmGYjE94nvFaE6GE6GBohinWXHXsJhhPaWHrKjeucwn2gIh8ZPhzPITIch2kQiERhFJlhH9ow0i6Zw7gTMe++IghvOZ3PAz03QzO65HsMBPtKgWomC2V+LATCdpo1TTq2HqDHQbIdqTZ3+UEs/FvAPUzM9m006Ir0ajkvTFTNJVoV6G0VBSFREwMrza6VFf0vekvSFSPRqptQYUq1NMBDj7hPiuzuKSYsI2ZZ8V2c02wMyDZlBI8GUHqNzkeYmcOvaYp9coQI/sI50Ecy56mCZmNpBFGkUaRRp4+POZw67k36wERuxT4gDFEAHZn0gtmd19Q4GCxG5HzHgOW65GX1MA7P9H+8TKltOwgH/3qK3WEd623mtW546liYCfSWEzPYwjCCi1b9NWsKhIWVdnWls741o0bm78yTKtJKv6DjVXELYpVDVRTY7H3Yw0ifP1n9Gf0U/jxG0F+ky6xhuFijx5maDcMIwh8Ilx0McxhpF0M4/sBeH07OZ3eT84LHxC5nHyG75Hsz6QgSoFd8NmfhkwMo06gQLxF8wOMdFGy7T3rA8SOwwW/Jmfa6BKFKojL5nHLjoZWXB+lNHD/AIpWwV6NValFzwDCVVFSrTtc3w3jklEVSQeQjmC/SHxARRCRLH2mR5HxHSIYo1gWMNISewXjW6Rm1jNrHaOfaM2sHaIb9ZkeR3Ah9DMvEw8RtM+vZn0igdTLcTvFBEf0Mpk9M4jaSm0YDpFz5+e85GEnwES56TKZnmd7x5zMcxDuSRADFGsIEuevizhv+PLeiH0MUiMNwSIw0jDSMYNwLw37eZ/fcjMzyEsPeMTFgHYYPUxj6QtqYxlj7RDL6GGH2MbxcecIPWJ7xGgOkI3Blz0ERonvLCEnsBMAEKwCIdYjRPeBYVgBlx18QiiEj1jX6wW/Y59ImpgGstxP77kYO2m7l2wqFtyv5kRXWoBcowztzFpTcmk1iMrn8ibLWGFyjM2H5SPWX+R8Jv8AyPwZRqVHcMQFtwXqREcGl9aEWYTZ6lPLi2HPQmBsVQEqfKXAosQxP4F5iVBxBHzCUKlMAXu9rexMoVu7bhUw5dedor4TWNLoV4npFOOoCQRwFuc2asUxFcRwjgbc4GBoE4gRxt5ibLWK1MGEjDnjFx5yjV7x7kUxYtYeZzsBAyshsyMLEQHEwY9Aso1KjFMfy2yANvMiXXu7hwwsVI5yhVcMSCosGW3O5my1hTIBBOHO5tzlGrSt92Eg6Eym1RyuLCnEDmbxXJFQUzTtZwxNrG8pNTseDEZ6EyjVwUmwu4sQPe8Vj3dHvTywyhWVymNUst2H4N5slYYGKsxw5EC/OBsD4LDz+c2HgF/4hvvDb8eUFtzkYL9IbdYwmfSLrG0EZtYTr4hDfwcz++5GACOZfWU2IWtdsKliBhPKUKgFOgyICti7ueXIRKeAJ3LlLkm+YZvWU3NSptDhMvvsMUo0xTakKRwEn6MwWlJyop1QcALcbcpRqKHooiCxxHCbkxtoOWfe47emKAgHZiA/2uHBEoFXr7VZ8QIXCoGI9DabOGpVlD4aQLC4yIjV+4egy3rA5OeGHFnNnrLUAVSMGQt54uFpTbCdtrYsuCtizhxv3rYmHAKqYVg2sVO9fK1TBm2kpMai1q4wgZvTeKzYXoXyzFhEZkajgOEXKkG/CIyK4RVDCxOHzInBbUl/+OZ9zEqFTs5W6oWzxfiUiv6mqi2b7EGZa3C8pqFqjvBguVDDIjOU3xAU7qAcWTQ7Sf8A3sftjlN2p1aaC6LiwlPIgSm6ittVEheDBUyxTE2d7uxY+8p7RjaqTTChsDZC34lMktsAXIZFs8hGeqrU8FyM6Z4+XkZli2hyPyMIh2g1B3V0xOQLH7YrQAQ37DpnFbSA6RhuzaAGK0voYw8YG8N+kVohijWW4ndMBFLe0CiVDHbWMdY7ayo0s0QjpHB3XI+AwW6zPr4RGMYaTDMMXQzjyPhEJEf2EYaQrF0h8OZ5CZe5lz1g8A9Yb+ARZfWCKIojEQeo3Alx0mc48j4c+kXUwrGGkf28Q8PM7hvSDCPeEk7s4h+YbNyO4twMfQRmgv1lbuahFlqAA4Z8Qr7Qp2LH8/DETADUySmD9zT4vWqbTSTG9N7Gk1uKgThVph7dYuJxZUB+9p8Vr1Nqppjem1u6bmtoBiemhF+C458e2g1Uph/nINJ4mB6lJWZeRIlc0ajCy1AA2H0M+IV9oT9Dj+fhiJgHfVaqUkJ4AvPitetUopjqJVsabgcQBOLohW+eHHPjm0NVp08dqhBpvKh2evVpIcVrlCZt9faF/RCp8/3E7gkdIw0jDSEntMYQE+kAHWZ77Iweo3IjERhpG0Eueu7MMMBPpF1MI4nx/wDVDc7+7L7iG48XI9pi+pn+XD+YMqe1UXaWwfp6h1EHzCgDqSYSVpbTRdugM+juHOLysREQvUSnStUFwO8lSqtaghqKxbEl1H2HKLharSDEdn+WxiuYZHHFWXgZ8QoGglLPukwvU5AxE7yqtKicYuq45VqrWoIais7Ykuv+gwAGrSVis/y4fzGEO6FusJMUeAXjaZQRRCRCDE0MQxDEMBHUQ+JtRMMUaxDD4zATE94BrCBGJ3fM+E2AmSfz+y4eYh8J8jH9ozGCVWpsykB14r+RPju2d9gwY8CXwxjWU08Dl+L/AJM2/a6uyoRag7DDBYCIGpupVlPmDNu2upsqnLZ2YYZTBpMALcLW5T4ntlShw7okaExcKKAFAJAAEr1KTMtg65lfyLz45tff4MGPAl8Mr1gcABrA4XJHncTbtp2sIcSJVIwA9BExU3nxTbatD+ixAHQmVDR+TCjIM06T47tnfFMGPAl8Mc1GVQC7AXYjzMURRFEYiWPtFMDaGKf4ht0g7SJn0gt1me84zMe+5EJEW/SXHUQxT/ENukHhz3J0iH1ygHE+A2AmSDgP2nqOfh5Htz6QAR/aMNIumcO5Nvx5TI74W6xjBAO3PpLD3jDSWPtARDuePOC/SHemK2kQywhJ8YixR28z4D8o4/k/tvpPEeC3AxtBM+viEbWJpAdI0I8RtADEMT3i+8QwEekI7c+ky8Ji26w38QEJHrHaOY/tAD0nHwiCE6xmjaiLfpDr4DMpn18OcPoN0ZzPb9TZD9x1Xt5HtMplwz2PEEAC5MsVFJagYHjiJERiKYUu32hogZsSqATYXY2lJVx3wMjYluM7G82cNQFzfFZ2UeYEQVCaYqEscKhW4SkFaoXBs1wMIvcSmCaFJHGdsWOUAzubFCbYbZNpEpWpFRd3IvcXlMAFFIcHLEfKUaZVDVxAuR9BlFMdUgUlRuJIvmSBYCU1VmUshVsQIHGLdnqKgHWIrNUqYBiJA4ExBTK0zUuDiUqOM2cLRNrnFd1B8yJSVu7IDs7YRfjYSnhJo4znexxWtKIY09pFELfjcXvKYcViLt9qtwMo0QiVWTNyCcMogd2Tga98eHjKFLA6obFyCC5tyioGvwQlpRCtSBOEnit7AzaArWBtCT6xR2kS+kvpDuRMxu7joY7Qk9TB2EditABDfcGP7RmixRpB5nt4DIfuOIM4EdnIxtIOwAhKpLdMJEph6a0gtHMAkAlsMexAF1IDRLtjRgLgXwsDxMpd3TpktYsGLEi3lKStZSiVcQAwngSIneqaKU2W4U/JwIvKIx0nYmnizKsLceF5TCvWpoiJiByTmYcTOBhTgFuQW1mwCuHKlWunAD/VBhD06WBvtdIgWs4rfKCCLuTFHeUCDa+RGHCRKYprTVgq4gxJbzNopwU0JB8izZewlPH3dbEQCBlYjziCmpoNSVb4j8/Em0ohbgK9XECLDkJR7ynVfHkwUq1rHjKIY9yaboHHO4IJijG+2pWZQeCiNjttKNnlhRb5T4cKhauzrUunA9Zbvf1BqUfzlax6xQHVaQIv9pBPYo74B0Zb8UdiZRVxtCjMsBhOHDnF+VKagPf6jwOUIi65RvQQdojaxdM4bRhCPGb9Yp7DGhHiMFusJMA8GcPoIBu+Z7OJyH7ryzHZyO4y6Q39IFiGXHXxCFozS+piwQt/Mv8A9MPtGP8AEFuwAdY2gjtLnqYBuhFEFukN+syO5AhIhBie8T3hA6eBhAT6RbdYb7kGIYvvE0My6zmezyF/3Xnl2cjGA6COdBGB6iVqlAtb+0p8RPjG0itTF1FSrjVz9uGUrVmpJamfvef8RVf1x4rTrBAp5BYxYgAEnibeZleomy09tp0KWEkd6b/O02p6DFheogBa3IT4ntRqUbMy1XxpUnyVtpaiin7DVnxLajXorjfG+JKluIIiBsdNTTXm78BP+Iqv648Vp1ggU8gsvUqKFRL8Xc5Cf8RVf1x4inWCBTyCz56ow06YP+J2yE/4jrHbjxFOsFCtyCwkkAC54mLifJKa83bIT/iOsduPEU6wQKeQWMWIUAk8TbzMrVqYVr3pOUM2v4g9Zzgo0htD3d5tFWpUqgmocZuuLyUxy1bZBem3nXQ/THc16wNZqdzZFAuEE2/aUesSUSi+BaYj462y1zSZ/vHkfBn0lh7xmhbWNrF0zh3OhmR5HeGD1MYmKPBmfxLD3jtGO75ns6fuvI9nI+Gn3O0Ug1ValywxdHi4Se5qvhlGkKa7OXD2zvhvjlKu9WuipVamMbin90+F7bQp0dpo4cdLCLLKb0FsSwrDAVA5xSvwyk90U8doYeZ/0QkAkFWXirDgRPigqUEp5ItPA9RvIMZfHQWizShTFNdnxB/PhfFeEl17pyZs6Cmuz4lfD+LhsUYmopou5mzIKaUCyvh0a8BLtQW5M/wVqbEiUKIpLQLhxxBtfFeAlzRW5l1poLkymQ7C2zUjwpU41h+Iq93sTW2YEX79kN2mYcZp5g+amfERS2UsWCVKeM07/aY5ak+04Uds8eDiYw0jmC/XxiNrFB9YhitpD4RGIhEwwiFYAYpEYQiG/SZTM8z2kQ36ZxdYb7/mez7j+7+0TkYe0uBcEFGKsCORE2vbNoQG4p1at1lNTTK4SlssPKbRtbbOOFA1TggwqBYAZAASrUAp1lqjDbikrOqMwJKccp8X+JAD7aiyrUIwBS2LC+XncSvtO0lDdBWfEqmKGRgQwPAgzaNrOzDhs5qnu5TU0imApbLDym0bW2zjhs5q3pymppFcJTyw8ptG1vs44UGq3pwAACwAiBkdSGU8CDNo2ttnHCgat6cAAAsAPICVqtMU3xjARPjfxL/rWfENrqd7xdmBcDkIuGnTUKqiO4WuwZqWWAN9wm2baKTkk0hWOCUwlNBZVHaYCegiGKRDuBDaC38bwDsMGsY/xBFHaYpie4gIh8V4TrG1g9R2cz2VOJ5Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Sp7Q3sLTkewWP4mY99yIb9ZkeR8JEYRhGEYRSYbfgQQ6RDE94o1mERj6ZQeAQ36zLcm348oCIR2sIwh8Bgt1nHn4GEU/xG9BB4BusjBw8xB7xTrFOsU6xTrFOsU6xTrFOvYo1MQansU6xTrFOsU6xTrB7xSBzJgOsU6xTrFOsU6xTrFOsU6xTrBn4BDfrARGG4JEb2jy56mAeIXMPpvhbplHMYaQAwEeICKIogEEUS46GO0ZtYIYLdY59ITrFg3p8WXSEGL7xDAR6QjcGK0QxRrG0E4wxdYRGGkCmJ7xDFGsKxhpAD0mR/PaqFqlTD897DInyiKHwY1Km6sOB4ymikfNRLXs6Xw3i7OEp1WRiMVzh8xeUQhFmX8o3BpgBdXYlycsPSIne0VVrXOFg3Ax9n4Zd2SYoANMOh5+RlJXZqxp0V+8DzMAK13UdAReAWquyk8rC8o0SgLXVSQ9lMTHjGM/imBctBSPeI7Xe/BekpIK1FFa1yUYNwMfZyAP8AuiSfW5MAJqMb/hQLkzuR3mO5qEgDCIKdQBv7Q072C8x0iIUxqtK9/nBOHEfxKVPHSFNhhJwkO2GJRKUFVjiJBNxeIRiQPRA4vf8Aw9YtnFMkgA2uBeUqfdMFLYMV1DdZSumQqN9pfJZT2a7o7AnHwWVNmQU8I+ckE4heE6mX1MbWC25yMHqN4ZkPFn0lh7wkxRBbplG1gh8eXSZ7kRiPeLpDGEN+mcFusJMHgMyE4894fQzIxAxp1cRBbDlhIgRKncmlTUNe2I5sTK7OKYwFWCj5D0EsDWrk3vwRuJlYuoQ02DYRZOItYSmHCJUUguF+qBO9rU1RUByAXmZsdKkCOKspvpCFrITa5sLMLGOUp0KWFCliSxyJIaWqCltXeLibASpERUFKoxID4sitpRUXxjvC18nPKVjTQUlooBhYlAM73EUVO5SpT+sLdTwMC97VRUVMWQC8yZsdOllxVwb6RDhWmFT83zJmz06gTHiViBxH5lFKKMx7wKwPy8hb7oA1LGhpknguIEqekpqpZlPIGzAxQA6oEYHMWEC46VTFUz/0kXE4lGA9RaU0poFRXbHjJC8rSuUas5bCuEgW+nMiBQVoOr2P+JrTY6VZXK4SzKCLLbzgt4DaLfpDruMj+JY+0QxDrAsYaR/aEaQLAsbTtW3WNoI5jNrBuBuePOC/5EO6A7TDFbSJqYbdOwwExDAR6Rh4CPG0SK0DAcyDGHYD2DtB7B2A9gMF4b/jy7T4GEVtIhgI6jxqJfWOfXOC/SHfZD3g8JgJgGsCxT/MO+EZtY5j+0IMXSHwi8bSAeHIe84+ARRFiiKIojH1zgt+fLwVXpFxbGhsw6SvXqA7DjJqviJOKEioABi+0E5mfFa/6nAGSqK+I1H5YYlqrUlLjkxErVKOMWx0zZh0lavVB2HETUfEScUI75mWnT/DPNt2n9bRTGajVCQ5XMgiC3e0la02mrQuwJembNYeU23aadajZvnqlxU/BBi2r1RTRPw9SbbtH62kmMu1QkVCOIIlapSFemjk0zhYT4lXTalIwL32PGftwxmVzSpE+ViWE21jW+U4TXfj2D1MY/xFEURRBFHhyPMQX6Q7nMe/hYQHSI0VtIDpFMIHTtXWYYVjDSMYPFnLjrD4hMxuhCRH9o8z69rDsU+uUNunaRvDaC38dv8Alw/3Q4WaolPH9ofiZTFKtSpNUTaVJD4gJ/eVKIZuz/LYL9xtNKo3QGVf7M7O9jxBxiZEUFuJWwoguzHIASmyfD6bYqNM8ax+9oMqG00ajdAY4wGgxB54hMnFBZRTZtppAulZfvlJb1aSM6MMsRzlJFKJem9sJDy5qmgha/O2/IPWIf57GHiEuOhjNrB4+PKGw5CDxsPGBuc5cdYwhEI3GcNukF+vgMFusJPWKIohIhBi+8QxPeIZcdfFl0lV1DqVJXJh0M2zbcdrYu/ziCrSwBDjNywHMwbU9JeFJqxanLAAWA4WEZ1DqQShwsOhm1fEMeHDj7+XqUxTwHGcRYcPmi1mRGxLSeoTTHRew1MBYMcBwnKbd8S9NoiF6eDAceeIcM4lRqaHElF6pamD0i3TEGGElSCOkevXwm4WrULqIrFLg5MQQRO/rYDdRWql1EGuUbQR2jmEaTD7wrH0EZo5ljOPLcC3SG/WZHcEQiMICYbdIIYrRDEMQ6wARj6ZQQCCG/WZb8QCKNIojESx9ohitpFt1hv2kRhFJht03uR/EHqNyI2ucXSX0gJ9ItusJMHhHqZmd4JmJx5bk2i6RW0iGWHvGJiiKNIo0gHZmYfQQbw2i36S46iMPHkeR3ucNukuepijtMXXKMB0Ef2ljARDucjB6iEbwwE+kQxRrGA6CZn89gJijWKNYphtGEYQwwjwiMR7zCYo1iGHe59IbDkIIRGEYRhGEz6CIYBANYCN8I2ucAie8UaxRrE94COohHYRATD6eAiAmZTjz8QEJHrGaO0fURdIfCAYJfWM2sbURdIfACYbdIPAYPUzM7oQ+hmR3JIg9RD2mAmWHvHMZtYTrFHYLw+ggHaBB4sjB6iH9mBFEA7BeECFj6xYB2m/TOK2kuOoh3WYh3Ilx0MZtYO0xW0iamEDpMzzPYwhhG7PoZluQITrCdYB4s4fQb/jGB6xRrEMuOo/Yi8Pp5eE36QWmfXwCNfrFPpn2MIR4sjzEsfaK0vpL6GGEeLM8hDaC/XwGD1MJPaBLiNqIVhWFYAYCPEIzaxzCNIukPiMXWFRH9o5mfXsF42kvr2M2scxz7Rm1giiEiZ78QtrCdYIogjNH9o/tLnr2AmECOYTrF3gEy6TOceW5AhIhBi+8AEYntYdin+IQJx5nem0Fvz5bkRtc4oPQxD7QARifaDwi8N/432Y94f2ovDf9oJmPfe5nkJlM+sH7M2i6Q265RhCNyYCYo1mGNoJn1/YiEiP7QrF0M4bgZwDWYYFi+8T3EAEN/3AjGMNIw0jDSMNIAYpEaMICYfQQfuQIo0gja5xdIewwEw26QfuuG6MtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLQCKukVdJaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWhh/86P/EABQRAQAAAAAAAAAAAAAAAAAAALD/2gAIAQIBAT8AA9//xAAUEQEAAAAAAAAAAAAAAAAAAACw/9oACAEDAQE/AAPf/9k=",
                      "data:image/jpeg;base64,/9j/2wBDAA0NDQ0ODQ4QEA4UFhMWFB4bGRkbHi0gIiAiIC1EKjIqKjIqRDxJOzc7STxsVUtLVWx9aWNpfZeHh5e+tb75+f//2wBDAQ0NDQ0ODQ4QEA4UFhMWFB4bGRkbHi0gIiAiIC1EKjIqKjIqRDxJOzc7STxsVUtLVWx9aWNpfZeHh5e+tb75+f//wgARCAJHA4QDASIAAhEBAxEB/8QAGwABAQEAAwEBAAAAAAAAAAAAAAIBAwUGBAf/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIQAxAAAAD3IAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABRN82nFvIONyUcLnHBH1D5d+nDg3kHG5KOFzjgc44HPJxOQcbkHHPNRwbyDjcg43IONyDhfQOFyDjctHA5xwOccEfUPmrlw43LRwOccDnHA5xwOccDlw4s59OFy4cbkHG5Bw59I+aueTjcg43OOBzjgc44I+rDhcg43NpwOfDhc2nA5xwOccDkHC+jTgc4+fj+rD5XNwgAAD6/n5y0C2aIsRWwWgWgWzRNCFiFiK2SkC0DcqStgWgWgWgWjSgTliNrBsC0CwZNiFiFiFiF4YzTF4NwagWgWgWixmiFiFiK2C0UaCcsQsQsQsQuCpUSoSoEiuDlk+cAAHNz8HOM0QsZs4WmgACcsRWyVk6YsRtYagXCiazC00ADDQM0RtYagWgWmhmiFiW4YrSFiFiNYbm6SoTuhuSWgWzTJsQvBsC0C2aIsQsQsQsQvCVCakFaQsRtQWgXk0fGAADl5ePnI2pNTpvwfb4o9bXV/Ed2rpTuuL5+hPW8nTfEem+f4KO24eg+45+fquA9HufKc3N0/wAZ3nz9d2Z9E9H9p2Lp/lPQ83R/eTydX3hrq+c5p4+mO67Pqu2NABk2IrZKQLQNytIWIXIZRKxCxCxNAzRCxmzhaBadNBOWJqcLQKlRO6GNJVJUqJWIWIrQAmsPjAABzc/z8paaE0InlEKwmsG4GzolQZVHA5xxLw3juzjcg485Rx5yjij6BxVYjcFZuk5YhYhYzZwtAtAvJBWkLEaw3K0hYhYhYhYjakpGlAAybEbWGoFoFoFoFoFTuk3A3KEq0hYhYhYnUnygAA5ubh5zJsTWSW+bqzvHmKPS553iPQ8/m+U798PUnpM8h6I+x047h0fzHpt83B33N53lO+dR9Z9lfDwnaOj+E9U8/wDIerdJ0h7dwdads83Z6LfL2emceloFs0ZoxmFJBWkLk3M0xYitk1OmKDZwtNDNELELE1kloo0AgtAtAvJ0zWFoFoFzlErELw1AvA+MAAHLy8fMagWzTOu7IfPwfePn4PvHy/L2g4uu7TD4ub6KPgzsB1nL9snz/L2Wnz8HY4fHycw3r/vHHx/SOtrsh8XB2gjr+zk4eD7B8vD2AtFGgnLELwJF5IK0ipFJFoFoFoFoFs0ybEVsFbAtAtmiaELEUktAtAqdCoFoFoFoFoFoo0ELw+MAAHNz/Pzm5ohYhXSHcun+o+5wdYd06jiO9fD8Z3LpYO9db2pFwLQLQLABmUIWJqcLTQABk2IWIWI3ZLQLnKJVhuwLQLRRoAGaIXhqBaNKZoBOWIWIWIucLQLnNM1haBaBaBaBaaE0I2sCR8oAAObk4+chYhY4+s7cdc7ER1PcjqnZ4fFxdnR0l9wOn7W8GwLRRuaIWIWI2pKRpQJyxCxCxC8GwNyhlQLQKndJpJaBYEWIWIWIrZKRRoMaIWIWMZhWZRKhlThaBubplRpTNAAAJyxNZJaKNwPjAABzc/z8paBeSKZ1x2edJ3IfD853Dj+A7F1f1H1On7M5doAIsRtYagWgWixmiFjNnCk6bsC0C8nTFSWgXkgsTujGiFiF4SoNgWzRFiFiFiK2SkC0CpWQvBsC5yiVaY0QsQsQsQvDUaUBNCF4fGAADm5/n5S0C0C+l7ceb9HtHR8XfjOk7zTz3L3mnXcfaiViFiayS0C2aAZNiLyS0C0C0C0C0Cp3TKgWgXCiViFiF4NgWgWjSgTlianC0C0C0C04XkgsQuTUjc2iFiFiF4Y0NnC0UbmiFiFiKSfKAADm5uHmNQLQLQCpK2BaBaBuUJUNQLZozRCxCxmzhbBrBqcLRpScLydM3ZLQLQKnaIWIpJaBbNAE0I2pKQLQLQLTprAJKlRKhO7JSdMWIXhqBaBaBbNEWIrYLQLQLyaPjAABy83FylIFoFwom4FoFoFoFoFoo0ELELEXklo0oE5YhYzQZozZw3N0yoFoFoF5ItAtNDNELELEXklpoAAAybELwzZBYhYi5wvJ03ZwtAtmgAELGbAtNAACaw+MAAHLzcXKUgXkgqS0C0aUkUgWzRNCNqSkC0C00JoQsQsQsQsQuTcyiVgAyS0C0CwZNiFiKYUgWzTJsQsQsQsQsQqSpWQsQvBsC0C0WM0QsQsRtSUijQZNiFiFiF4fGAADl5+HlKQKlZFAaMyhO6AJyxNThaKNZoBOWIrYKSKnaIWIWIrMNytIWIWJ3RjRjRCxmwLQLRRoIWJ3MKnaIWIWIXhNTpixCxG1hqBYMmxCxFMKQLTQmhCxCxCxFJLyR8oAAOXn4OUvJBYlQhYhYhYheGo0oGTYhYhYzZwtAtA3NohYhcFSolYhYhYhYhYitgtGlAAybEVslIFoF5IpIqVE7slTtELELEbQxohYmpwtAtGlAybE1kloFoFoFoFwo+MAAHLz8HKVKyFiFiK2TUi0C0UbmiFiNrBs4WgWwCSkgrSFiKkFaQsQsQsQsZs4WmhNCFiFianC0UaSUgWgWgbmhsjWjMoSsQsRtYagWzQBNCF4agWgWgWgWgWgFSfKAADm5/n5QoTujUC0C0CwIsReSWgWgWijQTliKzCk6YsQuCszTF4Ei0C0C0aUCcsRtSUgWgWzRFiNqSkC0C5zTNYWgWgWgVO6NnC0UbmiFiFiKSWijQY0E4WgWgVKiakfKAADm5/n5S0C0CwM0Y0QsZsC2DWDWaIsQsQvDNkVmUSsRcC0C0C0C0C2aM0RtYagWgWiwCFiFiN2S0C0DcrDdgWgWgWgWgWzRFiNrDUC0C00JoQsQsTujGyakFSUkfKAADm5/n5S0WM0QsQsRWyUijQTliFiFiFiFCd2S0Cp3SVYbsC0aUABmicsReSWiwADJsQsTuDFCbnC0C5yiazC0C2aAAATljNnC0C00ATliNrCVaQsQsRWYVO6TeDQfEAADm5uHnMmxC8GwLQLTQmhCxCxCxNZJaBuVgqBaBuUJphSaGaIWIWIXhqBYMmxCxCxFbBaBc5pig2BaAUG5oBOWIWIWI2pKRpQAMmxCxmwLQNzaIWIXIZpixCxC8PjAABy8vHzk1OFoFoo0GTYmsktAtAtAtAuc0zWFoF5OmLEVonLELwbAtAtFGghYmsktAtAtAtAqd0ndwpAucolYnLELELELE1OFpoTQhYhYitgtAtAvJBWkLEaw3NohYhYheHxgAA5uf5+UsACLELw1AtOmpwtAtAtA3NCoFoFzlErELE1kloFoo0CaEVsFoFoFoFoo0krJBYikloG5WkLEbWGoFoFoFgybEXkloFoFoo1g1klzlErELkM0xYhYnWDKHxgAA5ubh5yFiFiLyS0UaCVDNYakazCszTKzC0C0C5yidrDUC2aAZlCFianC00AAM0ZNiKSVO0QsRSSkgsTWSWgWnTQM0QvDUC0C0aUBNCF4ZUDc2iFiKzCpUTSS0C0C8kfKAADm+ji+k43IONyDjcmnFPOPnfQPnfQPn3nHC5hw7yDinnHFtcBynIcbk4w5Bxts43Jxk59A+dfKcO8sEr043Lxkz9A+dych876OM430D530YcNcg4c+gfO+gcFckkqo41yY5NOJyjhznHzvoHBXLhxuTTico4nKOLOYfO+gfO+gfPvPhxuQcTmHzvow4t5BxuQcbkHG5RxOUcTlHWAAA+n6vl+k0AGfm/6T4Y9B3LjOLxnnv1g5PAe/wDzE7D2/gfdHlfm4OA/QOu7D7j8v9l0PvDr/CfpfjDi9x5H0p5bvPzvuz3/AJr0vgT03b+d9GeW6D3vhT2vnvV+VPl+7rfpPa/nveeZP0bl8f6Q8t6P8574915r0v5Oe29F+c/op1nQdL9J+iPh8qff9/XerOv8T+jeCPRdnz0eT4PPe7O2/OP0f84H6T+V/qh+e8fN8B+h/Z8Pjjsu3+L0hnQfP1Z3Po860zo/PfqI+Xl/KT0Huo5Dj8T0X6Sc3Pv50dp3vyd+Z5z5vlO29DnUjqPP/po+Tl/LD0PuYo4/EdB+onNb81O39L83cGNGNGNHWAAA+n6fm+oxoxoz8y/TeoOXs/i+w6/yPvtM8R7jgOZo8Hzeu5T5vr4+U8F7z5PsOt6j03XHlvYfZp+ecPveU5vC+7H5D+tcfOfnPoe3+U7Lmiz889/xfUeW4PYdceR9d91HgOH3HOc35v8ApHzn5/8AofH9R+e8/tvlPk7isPG9x3Q6vxP6J1xzfXx854H6Pa8Z9PR958p5v1wfF4/2n0DNHifQdsN8n6sed9GHQdb7EZ13YjwfvcHz+I9+OHkoeH9L2YeR9fh0HoMHnvj9aHV9qPCe7D5PFfoA485R4P1nYDGgwawdaAAD6fp+b6jNYawa4/DnvHnPRB5j6jvW+VPUvEe3NzoOjPduGjkfn36EY4PFnu3Q9+Y8R956lnlz1LzffHM8r0B+kPl6w714T1p96fz8/QkaU8J2R6lnnj0TzXpDc831J7pPUncPCevPsfD0J6x8/KW8l6E+xnkz1ryXrTWfCfe+b6Q4flOwzcDq+0NZ1J27BrqO2NZ152Lg5jc4OA+7ckt1XaG46k7Zox1PbmN6w7LY88ekeD9wcjBoGaOsAAB9P1fL9JrNAPn/ADb2vwHxe4/P/fnm/j9R5g9f4f3PhDuPu+D7joeh7TuzteDr/SngPf8AhvcnkPS+a9GeU9t4f1Z+fff9HyH6F+H/ALh+cHQfq/h/cHN+XfrfQneeW+r0B4T23w9Sd74r9C8Uew6zs+rODqO16g9z0ndYeJ9x4f254bp+z7M9L5zsPPHVe4npje16mD5PZVh5Hh6b1h67y3qegJ9F0/cHkOD6PnPaef8AQdAdD7jxHuD4PI+v8ge05eHnPDen8z6c7fw3ufDHaeo8v6c8fFwez856Lzp0vufEe2Ou8n6zyh7ZmniPV+U9Wdp4X3XhjuPSeb9IeK5uLlPYeI9t4A639K85953gMaDB1oAAPp+r5fqGaMaPn8X7seY9O04um74Z5j1GHhfdB5zpveD5frwee9Fg4fFe7Hn+/wB08L9XsBnn/Q4dR9/0Dynw+5EdV3GniPaWM6D0Ajaw8P8Af6kbgee9C08v1XvBw9T3g8J6rsR0fdUN+fnHT/J6Mb1Xaj4Pu0Z8P3j5vpYcXy/eNzR1XaaM6ntxmsOq7bBvX/eOHmDg4PuGzo6ztMG9T2o1g6rts0dZ2Y4/N+oHgva/QM1hrBoOsAAB9P0/N9RjRjcEcHgj9G3y/qCX53yH6FF/jZ+x75buTseLzHUn6E+fmI5fxD9uM3z/ANh2mV8h9LyXxnu2fmZ+mvBe7N4/E8Z7/OKynhu7O+dD5Q/SXj/YGvy/1x6JH5Ofrefmn6UU/O+Y98+ThOxfkH6yczy3Rn6K8h6U5r/OvsPct6U7p+ffoBFfj3vD02dZ549tPF5U9bfgu1PTV4j052D8r9Wepjk/Mj9KvxvsTc6/xp+hOHD6H5/6s7C/zn4j9Q5fzj9GNfkf6KdvG/m5+kb5H15Dw/Me03h8CfojwPsj7GaM0Y0dYAAD6fq+X6TcaYDz3B3/AIA7P1vhP0Q8d83zcx7z87/RPFnm/wBI8B+gHl/ceZ6E/Q+i7byJ5X9E+vzZ2X2/P5Q/SXlfUnhnD2x6n8x/TvzU7r2HhPcnU+V7Ppj9E8n6X6zxntOkg4/D+804PSeN9ieN9d+YesPS/kv61+UkfrX5v+jH579nz8h7183yHmPd/kX6oee8l7D7yOD5fTnW+f8Ag7Q9h+V/q0nz/X4r2h+fdX6PpT3HnvR9Cep8r13qTz+cveHQ+k8Z7c/OvceI9Uep8j6/88Oy9j+efoR+X+97Px57DwHuec836TzXZHmeg9F7U8R7jxfsDxPuvyP9BPs8z7P83Ps99+Z/pZ4Tn+DhP0T8/wD0TwBz+58F7M+pozWG4HWgAA+n6vh+0Abg2dGbozQAxoxoxuGsGs0ZoxoxoxoyaGsG4BuGsGsBoAAxoxoxoMGgZoxoxozWGsGsA0xoybwGmNGNGNGNGNGNCdGUAAGNBg1g3HGfCAAB9/wUdhvFygAAAAAAAADNGaw1g1g1g1g1gGmaAAAAAAAAAGNGNw1g1g1mgw1gNGNGaAAAAAAAAGNGNGaw1g0BmFfFvAAAAALgczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4RzOEczhHM4Ry8eAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/xAA0EAABAwMDAgYCAQMEAwEBAAABAgMEAAUSBhExIEEQExQhIjAyUUIVNVIWMzZAIzRQJHD/2gAIAQEAAQgA/wD7OG1GvJNeSa8k15JryTXkmvJNeWoVgO+Ca8rfjyTXkmvJNeSa8k15JryTXkmvJNeSa8k15JryTXkmi3t7UGT38k15JryTXkmvJNeSa8msE1gmvJNeSa8k15JryTXkmvJNeSa8k15ahyGwePJNeSa8k15JryTXkmvJNeSa8k15JryTXkmvJNFrb3IaJryTXkmvJNeSa8k15JooArCsBQa348k15JryTXkmvJNeSa8k15JryTXl/vyTXkmvJNeSa8k15JryTXkmvJNeSa8k15JryTXkmigUGlV5JryTRZNFKk8/QlJUaDe3GNY1socZEfl1bCsE1iRxuocgg8dJUkc5isqyNbqrZR5AA4yHb5mtl1suvnWy6xPfBNbCthWA7bqHIIPHWUg8/IUFA/UVAc7qPASOTRWkVmms01ke3zNYA8gAceGCa+YrMd/oxI/HLbkEHj6cv1iT+QAHQVJFfI0pr23HWlISNurHuMtvy+gpB52UON1Vkqvmaw35AA46CocDEn8vsKQa+YrP95p6yAecSOPnWy6xPfBNYIrBFYJrBNBIHBIHPyPGA7gAfZgntia2XXzrMDnpKEmsE1gmsEVgisB22VXzrZdYDvWaa3VXzrZVYDuABx4Op2O46W9grc5prNNZo6sR2+YrdVZGsx3BB4+gqSOc0Vmmsj22J5AA4K01kayVWVZisxWRr51863UOQoHq2FYIrAdvmKChwfrJA53UeAkDo3FZprL9fM1iaxNfMVkO/wBGI7ZEfl9mX+OO/wCXQSBzkTxso84ClI+J6meVdGA7bqHIIPHWUpPOyhxlt+QIPFEgc5b8bLPOCe4SkceOX+OO/wCX1EA87KHAUD7fRzWJH45Ec5JrJNZprJXb51sqtlVsusT3CQOCoCvmawHfBFYIrBH0Y7fjuoc5p+jEdvmKyrKt1V86+dbqrKs63UeMd/yrNNZKrddfOsT3CUjj6Wf5dRSD71uocgg8fQUpPOCaCUjjx3FZprInjEn8qKkjnNFBSTx9RAPscSON11kazTQUk8dOwNYp6yQOfkaAA6iQOc09s6zT14IrBNYq7bqHIIPH25b/AI47/l0laayPbdVZjv1NZe+3zrI9woHjwJ2BJaucN6EuaiXKjRWfOfeeZjtF1xqa04opBnMJYYfLE1t8uJQzdYb0NyYiRNjxmPPcdktMoaWuRIajN+Y65cY7b7rBYkMyGg6zGnRpbZcYTeIq0Jcp+axHdbacZW2+gLBWyl5tkvTY0eRGjuJfaU+4wBcGFrkobTdYy3FN0mXFwkOU1cYrriGw1MiyJMiMhuRFdjqkJalR3YplIQpC2kuhd0gtspfUidFWptJDrCn1sJkvoiMOPuNXKM4tTZau0N7ysf6vFzDdJVklKh0EA847cZEcgg8dBWkVl+t1Vuut11so8hIFFQFfM1iaxrE1iawHcJSOjAdt1DkEHjrKQa+QoKB48SQKzRWaKyTW4rNNZE8Y7/lWaazrI1uqvmawHfjoxHI6Wf5eJAPPyFAg8Ofgunv/AMlkS6H1vPzmkNJcWhm3iQuXGdQ423EWhg2N90uNybsythe0Oxtvh8uvzI7bSnVotzDL92kNOwiG2pDbN0u/mFxZYuSmIxdjTwlyFNht2FhCw2pmRaGn4uPkjGOpLs2Y+bgwmXcYrJjT9n7o/IZTLgmA6+x/d7lTgJjT1VcpDEtqOzG2KJc+cyw6XrRDjsKdebN1Zehyoy4UdCT/AMUqSy3IirbctqWTCtzzt9/tE2lQ3Qt2TIjtvtRLJIfKtr2jL6CkGtlDj51susB3AA46CoCvkaAA4+wpB96+YrI9800FpPUUg84/rE1gO4QkeOwrFNbAeG5P44A8/wDQZ/l0lINfIVs1jgoeWNykBG5IS22jfDBGONJQhAxSW2yjAhKQSQpppeWSWGE74qZZUrJSsPiVH5bUlhtBySuOy7t5iGGWxshplplOLeydwqilslRCkFYIX5adyqg2lO+KWggkoAI3pKUJ22OKjuUsspO6Nk44VmnuEI2TspKVAhVFCCnCsU75VgO2yq+dbrrL9gg8deaazFZVurtso8gAcFQFbq7fOvnW6qyVW662XWJrZVbqHIUD1kA84J7fIUFA+31kgc5E/jj3NFSRzmis0Vmmsj22WawHfBFYDt8xQUOOtob718xQUOOrYGsU1gisE9tlDjdQ5zTWaKz/AFso8hIHQVAc5E8Y7/l9eI7bkfl9BSDzsocZbc5prNNZfrZZ5wT36CoD2rZR5AA4+ogHn5CgoH6CAedlDjIjnNNZjtuo8bLrGsKxrCglIokDndR4wHcADj6SAecduOln+XgQDzsocBQPWVbAkMuuOb5+Ht4FQFZHt862NYDuEpHFPSFtlIQCsgGt11ke4Wnx3Fbjw3HRj+siPyCknj6Nga2A6M0VmmsieNlHkADgqSOcxWYrNFAg8USBzmis0UCDx0EA84kcfOt11ke4Uk/aSBzuTwEjnqKkjnMdt1Vuqsx3+ln+XQQDzsocSHXWo77iYUGK9DjvO3aQy7J8hc59ua1Znjb40Z9U1L1vTBg2n1wtb7DDrsdmDAjS7ezIftT7si3w3nbbAgvxHVOKU9NYsJcgRww2oUGW5tymokzI7Uf+nIaiwokiZd1PGYWLbLaVFfjiHdokZyDGYsolM3N+O+4zGeVJFw/o6CtlqFcLeI1xWpMRaETlmJbZKmWLVADTSqiw48qRc0vwIMVNmffS41CFuhOyJNtEKzzKZi+QmUsoV6axuRDKcW1GkOoiW2G7EjuuXaQw5KW0q4OtTBZHaZSPQXzaTCixbT6qOlIKQaxNbLFZbcgg8eJUBzuo8Y/vBPQVDgbE8gAceJSk84IoJSOPApSedlDgKHB6yAecSPxyI/IEHjxzTWR7fOvnWy6xV3CUiiQOd1HjH94JrBNYJrBNAAcdGO345EfkCD1tb++2X+XSLYygFLbEdDBeKE29hBaIEZsSlSQm3R0sR2KditOrYWTaWMVoShpCEpSlFoZQlbYkQGHBFxjtKZSoU/CDzoeH9PQQ0FG2J819xLduitKjFt+G0+4XFJtTCUNtustMsuSHEmBEWhaKZhNtO+cp1jzX4zhKQoFKkWxpsJShmOhlyQ4lqEy1EXFS5amlrjLSu3Bxh5h1uGpGeUi0xJMNiKv3HKLYwkYtsR0MecUotzCCwQ7BZdXIWU2tnZtLvQUpNYntsusf2ABx4bis01kTxsTyABx9hAPOxHGY7/QUpNYmsVVgnvx0kgc7qPASB9xSK2V1M/y8MSPxyHf6ioDn5GgkDo4rLf8AHZR5CUjiiAecAOPmKy/eaKzRWST1FIPvXzFZfvNNZorNHWSBzkTxso84JrBHiVDgbKPOCawRWCe2Ku3zrddfOvnW66zHfpwTWNYqr51kRyCDx1ZprI1kqt11so8hIFFQHO6jxsutlVsuvnXzrZVYDvgmsf1uocgg8fSz/LowTWNY1gKwFY/rZdbrrddbKPISBwSBzl+t11862V3CE/VsKxTWCe3yFBQP04JrZQ43UOc6y/XzNBIHQVJHORPGJP5AAfZjt+OW35fQUg1socZHvmKyPbZZrBPSSBz8jQAHH1lINfIUFJP0NEDffqTLkInsRhcVXBgBTM4vstOvphGSYjBkz5ciK6AidOcYlFpb0yf6S2uCA8ZDGVTZa48vy1CbMcRa2ybm8mLLpiS6i4LhPVkK+ZrFVYmvmKzHf6CAefkKCgePrJArLfjZZrD94JoADiioD2rdZrZdbLrdQ5zTQIP047fjkRzmmsk/WVAc5prMVkrtso8hIFFQHOR7bqrI1mO+aKzRWY7ZVmO4UDx0EA84DtsrqZ/lWP63UOc01mms/wBFS9jipq4yH4inlsOuT2HlzmVSksNVmmpjdwltPRg4xORMckMR40uDDYZZhsOMepdfcbltzXJMdMF1uAzGMeE6xGkioVvWzIU+rAd+rAdtl1uuslVl+wpJ46CkHnE9vnXzr5186yPfNPiVJFbqPASOT4kgc5b/AI4k8gAcdJQg1gmsE1gmsSONyOQQeOnYVgisB22WOMtuQQePAqSOd1HjHfkJSOPEqAr5GgkDj6SkHnZQ4CgfrZ/l9hUBWyjyEgcdBIHOae2VZp+kgHnYjgKBO314IrBFAAcEgVlvx8zWJrAdwlI4okDnMdsqC0n6ikcjIj8vpKUnnCsB3AA48Mk1mmsj22UeQAOKzRWaPrIB52UOMx3BB462f5dW46M09vkaAA4JA5zTWYrKt1dtlHkISOjAdvkKC0/QQDzsocZjuCD47jqJA53UeAkcnozHbZR5CQOPAgGsB2+YrJVZVmKzT1Yjt8xW6qyVWRrNPcEHjpy3/HZR5wTWwHiVAV8jWCfHBNY/rZdbLrFVYqr5ish36SlJ5wRWAHHS0Ad98T22XWyqwHfBFYpqLIdekyWH3riUerWgJRsDUWW+7KkR3nbotAkOoORSSEyX2n47Uly5OpTJeQ+9MB3Yeu4EeA+1GccdZStzrIB5wT2xNbLr51mO/SUJNYIrBFYprBFYDtsqtl1sruEgUSBzlvx862XWJrBP24J7fIUCDx9BQk1socbrrdVfM1iO/jmist+NlHkADj7MSPxChwfrZ/l1sOum6SXDJivL9dmlRCUhUdx5V0kOqWzKbhz4CP8AbaG0J5x+Uh+UtuQ3FuEFE950KahgvtJZj4Wxl5pElR2V3wrH9fMUFA+3047fjl/l9ZIHud1HgJHPSVJr5msf3gmsf18xWY7/AEFINbqHIUDx9eX+OyjzgO+CPEqArdZ4xPfGtldt1DnMd80Vmms00CDx0EA84kcbqHOdZprNHW0QMt80Vn+t1mtl1iaxVWJrAdwAKyHbZR5wTWKaxTWw6yAecSOMiOc01uOvHb8d11kayVW66+dfOt1VkayNfM0Ege9Egc5frddfOtl1gO4AHXgntiqtl186yPcKB46CkHnH9YmsTWJrZdbq75p75JrNNbqPGP8Al4lSRzl+tlHkADjr2FbCilJrEjjIj8vowTyOlr+X0FQ4GxP5dRWkVn+sqzT14IrBNbKHGRH5Ag/aSBz8jQSB0kgc5jtuut1VmO/0EA8/IcBQP17Dxy/x2Wax/eCaCUjiiQOcv1uusj3zT9WO345bfl9jP8qJArMdt1VuuvnXzrHfn2FZb/jso84VhWNY1gmgAOPHHb8ciPy+gpHI3I5BB48SpI5zRWaKzRWSazT2+RoJA96JA5zHbI1uqt11so8hKR04Dtuoc5p+ggHn5Csx3zRWaKzTWaaCknjxJA5yJ/HHf8ujMdvkaCQOjmsB22XXzrddbqrMd+nAdtl186+dbrrMdwQeOlob70EJHVl/jjv+X24jt8xWR75is09RSk841jWCaAA48NhWw8CQK+RoJA+7BNYJrH9fMUFDg/SQDzgmsaxNBCR4Zb8fM1iawFYJ8SQOQQePpxHI3I5BB+kpTz1M/wAqJA5zTWVZGvnWO/5cVlvx86+dfOt11uuvnWyqxNbK7bqHIIPHVsDWA7fIUFA8fUVJFfI0ABRIFZorNNZprP8AW6zxio84JrBFYDt8xQUD9BANbEfiFDg/XkT+OP76CpIrdR4x/YSkcFKTWA7fMVmnv9BT3G6hyFJPH2NDfeglI46Mt/xx/wAvrKQa3UOQoHjrKQedlDjI98xWR7fM1ie+ArAVgKwTQAHBUB7Vso8hCfrIB52UON1d8x3zRW4PSQDWO3Hzr51susVViqtl1863XXzNYjvxWW/HzrZdYmsB3AA468E1gKxNbLrdQ5BB46CAecEVgisEVgO2yhxurvkOpn+VZJFZorP9brNY/us01kazrNFZJrcVmms01migQeOgpB5xPb51uusv2FJPH2FQFfI0ABx0bgVmmsj23XW6qCh9BQk1iRxlt+X27k/iEjk9BIHOe/HzrZdfMVmO/wBBSDXyFAg8fe0kHfcADjxyJ/HEd+jFNYprYeJSk18hQUD9BAPOxHGW35eJIHOY7brrZdbLrZVY/sADgqHA2UecE98EVgisEVgnpIBrEj8cv8vox/xyI5CgeKJA5zTWdZGsxWaazHbdZ4xHJJA5z/W66+dfOsT3CUjqx243WKzHfNFbg9RSD718xWRrKsjWRrKs0/Sz/Ksk1mntuo8Yjk0SBzuPrIB5+QrMd/owTWJrH9hKR1FQHtWxPIAHH24Dtsut11kazT1FKTzgiglI6yQOd1HgJA9+okDnNFBafoxTWA7fMUFA/XgmsE1gkdTQB332HgSBWRP4478hCRWKawT2xV2+dfOvnXzrddBQ6sE1hWJr51ltyCDx0lQHOf63VW66+dY78gAcZDt8zWJrFVbLr51susf3gmsEViRxkRyCD9GA7bqHIIPH05prdR4CRySQOc09sqyrI186xJ5CEjw2BrAdt1DkKB46yAefkOAoH68geOlogZb5prdR4CRyfr5rEj8QocH6Ckc18xWR75Vuo8Yk8hIHHRkOBiT+X2FI5G6hyFA8dZSDWyxxuqt11susf3gisEVgisEeBIHPyNBKfsKQecVDjddZGsx3CgeOggHnD9bKrE1hWCawFYqrZdbLrAd+poA77+GW/wCOyzWKq2XW6hzmmtx9BAPsdiOMiOc0Vmmtx9WaazFZGt11jvzWY7bqrddZGsxWaazFZVkaz/YIPHQUg84frZVfOslDkKB4+sqSOd1HgJA8Mk1misk1misx23UeNl1sut1igoH6CkHnYjjLsfsy/wAcf8ulogb77qPGI79WKawRWCKwTWKhxlt+XVsKxTWA7fMVmByCDx4Zjt8zWCe/Rl/jjv8Al9RSDXyFAg8dZAPOyhxmO/PgSBzn+vmaxVWJrE1gO4AHBUBXyNYJ77Dw2HWQDzsocZjv9GJH45Ec5orNFZjtkqt11uuslVka3Wax3/L2FZA8dLP8vArTWRrL9hST9WO345f5fSUJNYCsE+JIHOaKzHbdZ4x3/KipI5zTQWj6ykGvmKzHfIH6ChNYJoJSOOkqA5+RoADjqJA5zRQIPHTgntiqvnW66zHf7st/xx/fU1v77Y7/AJAAeJAPOG3HzFZKrI1lWaerH9fMVuut1VkazT356SoDndR4w35CUjjxy3/HEnkADiuawTWP6xVWKqxNYmvmKCgfbqxSawRWA7bLHGW35dJUBzl+t11862XWP7AA4KgPavmax/eCawrE1iawT3xT4FKTziRxlt+X0YgcZEcgg8dBUkc5orNFZorNNbqPGP8AlxWY7bq6mf5fZgO25HIIP0lCa2UON11uusVHkADjwyTWae26jxj/AJfYQDzsocBQP04DkfMVuuvnWJPISBx0FQFbKPIAHH2Y/wCORHIUk/QUgnetldvnWyqwHcJSOOjityeMRyetoE71gnvgisf1usUFp+kp7jIjkEHj6iQOd1HjEnnBFbDxy/WyzzgKwFbKHG6hzmO+aKzRWaKBB46CAedlDjdVZVmKzT9Oae2RrddfOsSeQAOCoD2rdZrZdfOt11kayNbqr5186y25BB46CAecEVgK2V23UOQQePqKkjncnjHuazTWYrMdTP8ALpIBrAdsVVsuvnWRHIIPHQUpPOH6xrGsTWy6yUOc01misx2+ZoJA8SQKzTW6jxjv+X1FKTWJHGX7+jBPb5iswOQpJrcVmO3zNYDv0FQ4rZR5AA4+opB963I5BB46ykGtlCsx3yTWaKy/XzNY/vBNYJrBFAAcEgc7qPGA7/Q1l77bqoLH0lINfIUCDx9hIHO6jxiTzgmsE+JUBW6u266yPcKSfq2I/HIcH6SlJrFPiVJHOYrI1uusSeQAOCpI5z/WVZp7gg8fSUjmvmKy/eaaC0njq2HWSBzuo8BIHv8AWz/Lw5rHb8d1DnNNbg9ZSD718xWY75orNNZis00FJPQVAV8jQSB0FSRzkTxiT+QAHHiQDzgO2y6+dbrrdVZjv04Dtsutl1863XWY7gg8eJIHO6jxjvyABx4lQ4GyjyABx4lKTWCawTWCawRWH6+QoKB6yAecE1socZgc9BUBzkTx862VWJrD9hIHBIHPyNYDvgisEVgmsE9TP8urBFYJrH9fMUFA/UQDzgmsawHcADgkDndR42VWFYJoADjwzRQUk8fTj/jlt+X0lCTWKu2y6xPcJA4okDnNFZjtuo8Yk8gAeG4+sgGvkKBB4+jAdtl1susT3CQOOgqA5+R4CQPsaG+9bqHIIPHWQDz8hQUD9ZIHPyNBIHQSBzn+tlHnBPgUpPOP63UOc0/Tjt+ORHIUk8fSSBzkTxiTyEpHQVDgbKNYJ74JrBNbKHG66yNZVlWY7hQPHQUg84qHHzrddZGs09+vNPbdVfOtl1ie4SBwVAVuo8YqrE1suvnW66+fUz/LwKQedlDjJXfMVmjqIB5xI4+dfOtlViaxNbLr51862UeQkDgqA53UeNl1iqsf2EJH04IrAVjWy6yI5BB46CAecEVgisEVgO2yhxuoc51l+vmaCRz45JrNPbdR4xJ/IADj6iAedlDgKB9vpwHb5isv3misx2+ZrAd+gqAr5GgAOPsZ/l14JrZQ4yHB+wkCvkaAA46CpIrdR42XWy63WKCgfb6Skc1uRzz9hIFZE/jiTzgmtgOPAqArdR42XWy63UOQtJ+kgHnZQ4zHf7CpI5y/W6q+dYk8gAcEgc5Htuut1VmO+aa3FZJrNHU1v77ZDg/RiR+OW3IUk8biitIrMdsjWRrKsxWR7bLPISBRUBWSu3zr51susP2ABx0EA84kcbqHOY75orcHqKRyPmKyNZGslVuqsv3mmufAqSK3UeAkcnxK01kTxsTyABx0EA84J7YmtlVsuvnWY79OCaxrE1sqvmKzHcEHjwJA5yJ4x35AA48SoCvkaCQOOjYVimth1s/y8MB22XW66yPfNPUUpPOCKAA46ioCtlHkADjpKkis00FpP0YprAdvkKBB4+rBFYIoADgkDnInjFR5wT3wRXHgSBWaazFBST9WO34hXY/SUJNY1jQSkcUSBzmKyNbrrEnkADis0Vmj7Wf5deO345EfkCD1bisk1uKyTWY7bKPIAHBUkc5frI1ka3XWy6wHcADiiAecduNyOQQeOspBr5CgoHj6SQOdyeAkcnxJA5zB4+ZoIT4kA847cbrHOae+Sa3HUQDWJH45Ec5orNFZorJPXlv+OJPISkceJUBXyNYJ8cE1ie3zrddbrrddZHv0s77qrY1iaxNYmsTWJrE1iaLfcYuCtnK2drBffyh38sVhXl1hWJohXbBZ5CNuMTWJrE1iaxNYmsTWJrE1iaxNFvesFjjZyvnQBrY1iaxNYmsTRRvz5Z7eWuvLNeUK8oV5VeWusHKwX3De1bGtl9sHO/lmvKoNgcYmsTWJrE1iaxNYmsTWJrCvLFeUO2CxwAvviaxNYmsTWJrZVYmsTWFeUKwWONnK+dYuGvL/AHiaxNbGiDXz7YLPIRtxiaxNYmsTWJrE1iaxNYmsTWJ6o38+j3/6S3G20lS/XQqbfYdBLW48G3m3klTXg0628gLaokJBJbeZd38vwDzJXgPBxbbaFLcSoKSFJ8G3WnkBbXgl1pa3EJ8PNaDgaP1rcQ2nJaFpWkKRRISCS2624N2//h7/AGRv59d6m6vtbiFLszd7aaeF3qVLjQmVPSRfLze5QRZ6mT9Syr/cIFtfnawszfqZ8WQ1LjMSWtSXK8MXS2QLc7I1pamzKlW6a3cIUeW3emb+75H9IM3WZuv9KNlYvzPn/wBWuVti3SKqLJvWnNMWeIXnNG2J+A27NfrUd2kqeRZrbZrSzaISYzdaquZgWpaG7DbhbLVGjeF2065dpqXH7xpiPaIS7hbrTMVOtsKUrVM+YHINqhK0JADPw0ncpUuNJizKnvyNUXI22JHYajMNMNVqG5SpMtFjttptjFphNxWt61Je1W5hDEXTtlNrYW4971eLqzaYLklzTtplOvm93Lwu+qI0JfpoljF59O65dbqi4uQ1pt1wc1vbYrkqTp1+4ybUw/PltvuxZDbGl7s9MjPxZtmuM673ua+hxaW21rVbra7qtb9wuMyG7pKXDlw+eJCJGpr5Lhm7acFjjm5Wq3SxOgRJXhddUtMO+jt1mTdkw97pvV41HBtQwNhXfny/JudXS7wbUz5kq0T7/dpqJZqXMiwWVPyWr1er3LQLVTjiGkKcclakm3J8wrBFTIRGYTIq6aqQh70dqtCbmiEgXLcVeNSwrYfJRYjfXQ+/daut6gWlrOTZpt/uUwTHt6mz4kBgvyo14vl7mNm3U88zHaW68/qG53d8xbC2FhtAcJABJuOqVOP+hstsRPbhMon7Ctvqj/z69cf7NoruadzDbhbaWJt6KNTMtMtNIQzT9zeterbw81Mud+v8cwWIEQQYMWKnVklUTUNjkIl6iud8Su0xrdCTAgRYgrjX/jetKyLjPVPZsV4nqmyLTdJsgRIcmSqy2G53cPXIx5V1sF1iQp9Nj+vaqW5SbtJOp12s1NmxoEdciS69ddWqDLLDDUZhphrU9umqdgXSArXjCG/fRbD3pZs93Vk9UGyvYW3SN1ERtwafuc9M+VZ7ncZfoYEuVVk05c7kyu4VCl3ayXeLbbjUWDP1Pdp09uR/W9LLjvuJUlaUrTfWJd/1Kq3MS7VqGyMLnRrZORcYEaWjWUm8sNIEbS8SxIih6B4Xgm/X+NaEJSlKQlNa0CYN0Q/FsEWLFtEJEZxKXG3G1QLhM0oX4M253g6nl263RhsNgJHrdNXqZNRe9XN3KCuDFtcUwrbCjK1lJu7RQhOm4lkahpctlaqkXliCDbtIRrGtsPt1d3Li1b312/TTdrnTXXbpT5dDLpZjKbnXpadTNNtNNoQ1V6flvXhMe+W6PAjxW0wK1jJuyH0NK0/FsrMMLtlatkXliGkwNIxrEWQ/Gq9uXNq3OrtulmbTNlLdn1JL6Y75jwDHn3lwakQhDaEoRvU51+Veks6jhsxGIzSIlaskXL14Yl2SLaWISDbPsjfz8Nh0EgAk6rvdrnot6YsC8W25l0Q6uNrg3RgtSmWL/p19tpj32q2/81vle/hfv+XaZrVcJ5hcW+Q4M1qfDYlM1xr+tqulzjWqKZMg6xsARnVhD93vsq9m4xPWW+ZFGn9Qw7XD/ptynTEanvFsYg805oSItxxaUaaZOo1WumW/KaabrU8iK5qK3xZ6dV6cQkIRHkMSmGn2CQASZr7uq7giDDZZaYabZa1hbnp9n/8ABE1nZlxmy/Yiu7ail3pN2iKnWybGRYdTQIMBEC4OzBqXUFt9ERuCDZLizpl+fbLlqG8x782xarYw2GWGWhJkiwaoly5N51ZbH4D8aFp+G7As8OM6RuCDcdLKQ966y2ObcZcdwXC9XJNrtz8qtMXay26K87Kt92gXMOGHIfbjMPPu2GB/XHrldp+l33YEyZYZVX29MWiLkrTNnfY865T6nzo1uiOypFjhyLxcjfJ1KSlaVJVO0w/EfM6w2WbNmw85tXfSzEt31cCwzLy6X4t1q8adgXYZrtDuooM1u3T6uVpg3RnypUdjUOnn2mG6lRYsxlbEly03jTzqpFojOrfjMOrWhDiFIXN01LgPmdYLRMlzYSHZdXXSzbzpmW2xTbu+H2LpV503BuoLlWZ/UEWYLdcqulngXZnCVDa1DYZTEU1NgxJ7CmJRt1902suW1tRW2hSnWWn21NOydPXC0PKm2G2Sn5cJl+RvW4+qN/Pq2o2CyEkmJb4MLP0vv0IjR0PuyEeDkaM68y+tbaHEKQtlhmO0hpmvQQ/W+t8FoQ4goWLJZg55gACQAmpVugTP/ZYjR4yMGPD0sb1Bk+Eq2W6asLlf6fsNNNNMNoaaIBBBiQ4sJryo3g7aLU84HXUIQ2kIRUm22+Yd5LMdiOjBipEOJLThJjQYUMERqdZZfQW3Y9rtsVecfokRo8potSP9PWKosCFCC0xXWmn2ltOsstMNIaZMOIZSZZp+FEkOsPPeEqHFmteTJSkJASnw969/o2FbDo2FbdW1bD/rx/51vW/1+/T7+Hv0e9e9e/0bffv0b9Pv4bf/AAthWw/6Ub+fjt4b0662y0464NTXueVOWqyX8XJx6K/V+1Izaj5DGnLo/dbYmS/V41C/Fmpt8BGprtBeZF6BBAIvl9RaQw2hWpNQQtnrlGkNSo7L7LzzUdpbrw1m+/dYrEWpUlmJGekPN6i1JOHn2+xX1N1D7TlO6nuUt95uzWjUTsqabdcKgasgTriIKbzqeFZ322HWHkSGGX0XOdqpmY4i3zdUaqtwQZcF52RCivPaiuz1ot/qWUXbXKkgptjs96G0ueSACTdtarafwtqF5IQqipKQSTqe8T3Xv6NaNQvS5i7fPq+6gjWlAQNMXeTd4b7snYVe7/8A055mJGOpb3AUhd3Q4hxtDiL1eWLPGS64rUGpo6PUybdPYuMNmWxcbjFtkYyZKNbWAkAxJkWayHozriGm1uLGtrASAYNxhXBsuRFrShC1q/1vYaGtrCSBXsffwn3KFbWS9KiSmpkZmSzT8hiMyt5+23SHdGFvxKKkpBUqDerdcZEhiL4C+W03FFuT4T75bbc60zI8LjdIVsZ82XGkNyo7MhqpMmPEZW/It1yiXON6iNS1JQlS1wLzb7k9JaiVtTd7tjtw/p7XhNvlsgyWYz3hcrxb7U2Fy21odbQ4m93/APprrMWOdTXuCUuXVpxDrbbrdb/VG/n1So6JUaRHXB1C9poP2qXpdh+dNmX6RTNgt9tRcJLeh/7GPDTJ86+ajkK1Yyl2wThVjdU9ZbY4rVcR9pcK9Rp2qXr4wi2RbbDECBFiC7WqNdmG2H9QxmItz0uyxWtnCixLFQmkMwojSCPI12MCAQQWbi7pCbKgv2MyL/ev6y6eDTTS2I5ujdzWLuu/XUWn+1W6psgxYj74tdyhSr2Zl9CgoAjWEOZNtbLcRGqrhCDYujD7Mllp9m4QWrhDeiu6qt0S22CMxFZ/2Wav7haslzUNKtJasEAJ1EPI1DpqSio1ggRp8mfWhf8A0bj4amafttxiX+NPv72pvItUSMwiNGYYRqu2uy4TMlmTrZ6bC9I1YrabXa48U66/sYpliw+laz0z5A1DeRAuf9tn1pNm1LsbJk2ZuJ/q6abd7GtTwIKLFPdRYIME2a1umrrqgMvmDbYGl3X3xOviUpSAlN61FDtOzVMWK63x1Eu+MMMxmUMsXW8QrSwHZIYveqSFyLfbYdtYDMWZMjQY65Elc+9amWpm3WiwwLQj/wAK1obQpa5Wop92eVCsNn0xFgKEiRV01QQ+YFpt2llLf9degAAAL1qSLaz5CI1guV4eTMvrLDMdtDTN3vUK0MhchEO96nUl2bBt8S3sBmLOnxbfHVIkql3vVBLcO02SBaW8Y7rrbLa3XZF/uV5eVDsVm01Eth89zerjqh198wLJa9Kobd9ZdK1OzIgTYV+jTtQPalDFqiRWExY0eOn64/8APw36NSTH4NlmPsadstuYtjLxYZRZNXR4cOpn/qSq0P8A2MeGmNmL5qKKvVj6GrBNqxNKZstsbXc2heNVtWyTeLDa5VudRWk5z86ysrfrVX9501RA3Na3aK7EpQgvNvwYjyCRI138LlIXEt02SjSdriuwxdJF2YZsN+tcuAeDWnoAuNj1BFqZaXLVouY09af7VbfDUjEN2zTlydKrdXYIBd2FXl2KzapxlaMDqbBH8ytdf2limf8AZZrULSnbJckp0q+h2wwcdREP6i05FRR4NaF/9G41tS2EXvVsuNN1JZbe7bH30aemPT7NCfe1LvOvdos65Gn7Q/B9HWipjz8CTGd1z7WQUxoexlplxUG3w7eyGYtz/ts+rbpZi5aeVOa0Y7BXasWK1V/x+4Vp/wDsVq8LtpdL75n22Bqh2O8IN9SpKkhSb1p2HdtnaYvl1sbqIl8YkMSWkPMXW0QrswGpQfvmliEP2+5wrkwHosuHGnR1x5K7detNLU/bbRfoF3R/4VoQ4haFytOzrU+Ztgs+qIs9XppNXTTGT5n2m3apU296G9A7gEXrTcW6Hz0R7/crM8mHfmX2ZDSHWbtZYV3ZDcgTL5pchqbBnxLiwH4s6DFuEdceUuFe9LqU7CtN7gXdrKO60282ttyTYLlZnlzLDZtSw7mfIdq46XcZfM+yWvVKFveiuu9Pst3vVsmJM1JZbc9a3306bmvTrNEfe+uN/PqkxmZcd6O+NM36Dui12XTnoJK50venkeay62NO2t+021MZ6rvp1cuYi4QUaWukx9lV4AAAAvWnmrm41JZXpvUcvdibChMQIrUZirzZ37hPtElupMdmUw9HeGmr/CHk22xWFFpD7i1oStKkLXpW5QlumzW3TLyJqZ90rTtoftLM1D1+t7tztUiIzCYVGhxWFXOx3h6c7MgDStzmrbN4abbZbbabvMW7SmmRbW9IPyXkO3dCENoQ2itR2l+7QEMMoSUoQmikEEFel7nCcfNls2nXIcxyfO8NOWd+0R5TT1XjTfrpQnRDpm/TiG7pHjsxWGmGb5YmLw01uvT2qHgWHrVa41qiJjMaitLt3txjNNowbbR4SmTIiyGRYLa7arWzEdjWNyHf358er3Cdn2qXFZtcVyHbYUVzwn26FcmSzLiRmYcZmMzT8diSytl+22uHa2VsxaUkKBSqDZrdb5Eh+L4f0O2C4ouCfCfZLZcXWnZHhcLXBubPlS47DUWOyw1UmLHlsrZkW62xbZH9PFpaELSpC4Fmt9tekuxPBFktjVx/qDfhMsdsnSGZL3hcrRb7o2ES220NNobReNNifJRNiq0zfppDVyixmokdqOx9cb+f0bfTt93vXv4b/T717+G3X71717/Zt9m4rf6Pfo2/6sf+fW4600AXApKgCNxS3ENpyWlSVpCk0HWitTYUpKElSvAPMqWWx4eex5vleClJSkqUCCARROwJKVJUApKlJTtl0ofZcJDfT7/9DY+K3WmtvM6Q60XFNhSkoSVKBBAIK0BYQaQtC05IccaaGTlBaFFQFe9bGtqW400nJxC0LSFI63X2GQC7knHKmn2HgS10LWhtOS0LQtIUikrSrfFa0IGS/p9+qN/PqnSkQ4cmUu12BeoGjc7rZrDLs853yiQASYsNerZ0uXLbbXpW9xGEU9Mft+p51wRq1aXdMyXUWgk2m21q24yIkJiNGf0ShmFnCi+o9LH9SpQQlS1BT4dGoKSoKSlQ1X/x641Y/ey2vwnRxLhS4x0VKL1nLC79/wDv1LZLfW9S7WLzqy6RnRoOIDSE4IQmtUOPyrrarSZ2jRFZD9njl4sMl9xxtpCluTNSTLk+YNgsVnctbTxe1QtaLDcCm26PRJgRZiNMzp5l3O2TN61fZERUvXJNgsTdpQtaF74LI0/pxF7iPSnpsSdpRcSXHCgQCNSxP6jqa2wVf6Di1BiiFEYjJukBFyhOxVxNOtP6gn2ssNBhhpkayWUWCQUQ9GhcZiQzpS5TZQuEWZOlIhQ5MpdrsH9fZXdLtYnX7TeZFifq736BaWz5zUC+ajcRIn+4FTpb8DVc+e3qd1D2mpbrdjO9ltdTf+d2qpP/AKsmtDf2IVr4FcS2oGkbiZdt9O9pn+/amq7rUi03JaLFpVm621qY5aNLMWqYJKKgQE6muV0cuMCwzbNeWjBq43SFbGfNlZXzVROEZhEWMwwiTLjRGVPSHrzdr+6uLZrPbUWuEiMNbsKk3CzMJ/rJ/wBF+mrRLColxvEdR9wRV7063AnW5lFntLdoiqjoUtKEKWqDbntWPyZ82Bpp+03Nl+D+q0Qf75WvCRZW6j+8ditSRDcdS2uCr/QcWoEQQYbEVP1x/wCfVqz/AI9cKjPz2tM21y2Wu/3l28NW65TApUOWE6GUk2LAa2Iws6BVsgtXC66uiume4dK3O1yLP/aLZWqPa86a8Nq1LK9JY566/qln/wBK/wBMrTcr1dkgOVqz/j0+rF/ZbX42YCBq27wKsB9fqS93HwlRLjL1dd24EG0aoYlsOSavNki3hhLb3rNQ6ZKBOZebfabeb1ZZrjc2WlRNN3q2BCbca1V/YLhXrtWW2zxX06atbUKGX/DXX9mRTH+wxTn+25WnLbfZcJxy33W3Xa3SYUy7oWlaELTqRiW/qm3Mw27Jq5KkE+Fs/wCc3zw1p/x5+pNx1bboERbtgtLNrghKNWIWdPz8LAtC7Jayi5EHW1kCFpKkLSkRX9OXQyrpCnRZ7CX41QoTU+/6uiuonODTF3tEmx/2S1VN/wCd2qpW/pZNaG/sQrXH4Wep5/oGqmZydM/37U1Xr+z3OrDatRSba29BssG7xA+LjV10wp2Ubha7PfJ/rxabvV3tc23XU3OXa7rAujGcStV2W5SJKJzdgvlrnMojx61H7aj0xX9FP+sRCrTv/I9S+Gq/7rpyu5q6gm2XDbTLshGlErhM6i1CzcYMW4960RzfK15/ZW6j/wDrx61KxLkantbMRFj1cCgkb7Df6438/DYdEyKiZEkRnLde39Ntrtl0tss3jVjFwYpSbhpWfLcYgsXC/Xhi5za0+063qDUhXre2LalJnsWlKk2q3JVqi0vXKC0qM7qW/SmDCYipfRGYRI1ih+UbRAa/o9qwwrRyH4ousB3VDS3bDPQ3A1euHBixTaNTG5yxG8NWofg3O23WPo6GqLZUKXUye9ZtV3OURrgkgUhWaEKrUD1zt1wg3Ni66jF9iG2263xjDgxIx2q72CBd0f8AmscK6wWnmJ+p21uWG4Jbt0JEnTsOHJ0qZsJc+0Sq1LfHbkwuCLDf13RZjlY3QsVYb8/Y4r0RybJvGqAzDbaQlppttOo5DsDUttnp/wBcmoUn1kRiRV4uZtcT1Ai352Pfp11MKSZkRiQdYtOO2CQGzbm51jahSNJuzm2JVtmSGG5Md5h2JOu+lwuA/p+3T3p8m9XGloQ6hSFv6YkwpiZliqzNOo1VqRatb2txuQiexZUqRZrYheo7fPROgXmBI1NdZ7DkOJYLYq1WtiKvWjLjjdowv9sF0tklgaDQ+H7qt67NrdtVxbRZNTO2m3Nw12jUxuksRvBi9zdPSpsW7RHX9Rahhz0VsKuWlQX/AFtoiiQIzAk1edMw7kS+1aGrmzCQ3cdQsur1Dpoo2G+9WBp1GotSFbznlNOOVeL87cpltfFkvJu7b6ypKVpUlUSZJ0jJlQ5T1yGob5ZVwqKblpi5TnWZT101W7FjBICUhI1I+9A1Ha54GuDUCV62GxJPjtWw643K+tSELGygEpGw+jetx0+/TvW9b+KUIRvj9fv1e9e9e9e/1e/hv9HvXv4KQhY2WAAAB47Ctunatq9/EpSobKSlKBsnp9+s9TJ2X1bVsPt2+zbw969+nfw9/wDte/8A8P38PfwdIShXW24Fp/8At7/Zv4e/ht/0tvD3+t5eSth1JUUHcIdSv/se9e9e9e9e/hvW4rf/ALmwrbw9+jf/AOBv470TsNy49v7J+kOLTx57leocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1Dleocr1DleeuvPXXnuV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvUOV6hyvPcrz11566L7lEk8/wD9n//EAEYQAAIBAgMFBgUDAgQDBgYDAAECAAMRBBIhEDAxcZETIFFSgaEFIjJBYRRCsVNUIzNAYmCSsgYkNENQcBU1cnOCw5PC4v/aAAgBAQAJPwD/AN6GjRo0aNG2NbmJUEYRo0aNGjRo0aNGjRo0bXwhjRo0aNGjRxHEaNGjRo0aNGntHjRo0aNGjRo0aNGjRhOEaNGjRo0cQn/lMa3MRhGjRo0aNGjRobRo0aNGjRo0aNGjRo0a5/A2NGhEG6aM0ZusbqIO+IojH+YOkPeIl+kVukRovUxukE15QARh0jDpCOkYdIxggEAmnKC/KHcCaj33Zg9TNTsYQy/QxTLD3hJ7mnKa+xmnPcn0MFod1rD6DumC3Pf6GD13IjX5xOhiHqJYe8JMHd1MPoN9rARGHfEY/wAwrCOkc7FEUS/Uwe5gGzSa897pyjmMOkAMBHeUQe5giiKISPWP1EywjpCTs15RephWP7Qkwbkw7GHe05QgxPeIZcekIO5IjDYp9dIfQQTXlEMQ9YrQHpA3SIYFmWL0PfEUQkesIM0P53hgt+TOPj3DGEUn2lh7xzHaWPtNOe50g9d6Lw3/AB9u6YvXSN0hbqYT13WnKC4/EO4EbrARDsMBMIHKXPOAdzWG+7EN/wAGaHwO5PoYpHvGEIhvyiddIVEf2j+0b2jmDZpCTFEURR03BtF6Q7jSAGK0VonvAvWBesToYrdIrdIvWG+zXlEMUdZljH00g/0Ghgv+RDuQIIo7hjCKfXSH02ERhGG7EbrrFB5GK0v0MI7wgHfM0Hv3zDfkLwN0htz076iX6xz6xekO+F/z9ob949Ihie8BHPv2mWKfTWHuVCaCAljlNxb8QkJcDQEnWVslMW1vfjDWUhC1qlIrcLxtKpy1gDTGQlmv4AQ/OguyOpRwORjN2KZsxy6jLGOS44C5+aE5ajoikC9zU4QkLmVdBfVjlESuz07Z8lIsBmlQMh+8csoYjgQYKtOkeFWpTYJO3d3QuopUy/yg2+0p1FF+FRSrdDB87qzAW+yxytSvfs9NDaE50RXYW+zcJndqH1gKT08ZTxhdQCyigwtmjhUoOyVGYWsVhqIz/RnQoH5XjXq0SM6keMNqQz3JBH0aGO/ZBWY8QRl46RmKsgYciLxMQaTUxUzikzDKZSrJnbKpqUigJIva5lzURAzWBsAeFz4xzkQXOmaCpTdUL5aiFSVH3E7Ze1F6ZekVD6X+WUcZny5svYNe0BFwDqLHugQkQeoh7pitE94vvAOsbps4wAe8cxmjmOYSfWAdzTlB6iHccfGaw91hGEYdYRGEXrpDfYYrdIjRPeWHvCT3dOW5E1Hvs8pn+TisCtOp+KoHytMOtdMNRvUBfIM9YWHtBb9BjMlf92QZTkeYim7mk7WVr6AQhaJwBphzwVzYxw60cLVFV11Hz8Fn+TicCadX8VNcjTDLWXD0Q9QFwnzVBYe0cI+F+I0KbAngt7qbytSe2IoXyNf/AMwSvSpk9h9Tf7TCT+txYp4f9ge62Z5hloUsRRyIBUDjPRHIcRK1Nj+ndDTBDMSSRltMY2GdPhZBYMAbhh5piTXFz85IY9Vh0TLQT/8AH5m9zLjNhK9j4EFSGEt21DC0VqJ/vUkTDLTVSaVep2oa/bHiRbzT+hhv4MUstP4wKlQDyJlJlZKtZ8RSdMhvYK1y0W74fH5ivmpFFzLAKjYmvVNs2W9JXLtKK0RXoPXpoHzjhleYikX/AE6/KHBP0z+yEF1KdCBcESuwrV3FUnNY1ajCeQfzMUarpQqogCBFUMNZiA+FUUjlC5cjMtlYmaH9C3/WN03WZYwHIQk84O9oIN7xhBiGX6Rh3hGYRzCT6xRtAijaPUzX/T/MIgy+UrpMuvG1tYFueJ8ZTRb8cqgX6RVy2tlsLdIqqPAAAdBEXJ5bC3SKATxsOMpo17XuoN7ShSW/GyKOEo02bzFAT1MAuOEQGxuC0p00PiiKDKavbzAGU1UeAFhECi5PqxuYBcDjKSsTa5sNbcLmWI8LX/mXueJlxc3NvGBATxsgF+doi6m5t95RAtwso0lK5sRqB95haanxCKDKPy2tlsLdJpzERbL9Og05QAg8QRcbEXLa2Wwt0ii9rXtraaco/UQrFHWKRDuGEv0it0idTGtygnGL1MywL1ie8Q9RFHWEdI56CP1EF+W4E05TWaHwO7MHqZqdjCMIw2KfXSECEmKJccjNZofA98kSx9poe8BFEUS45GN1i9Ibc4wgJhty7pg9TDfeacoPUbkQ35xSIwjCKTCBygvz7up8IbfgQbzUe+5EPoYp9NdgJ9IvUxugjNGbrGbrC3WCGC35MJMA3QhO51HgZx8O/qQCbDiZh3pW8xBvyt3SIvqdIQI59oT1gGzD1Kt73yW06xLacCYF6xD6aw7SIdh7hsYPUQjfMIYp9dIekEMB6QN0jQjYRGEYQg90Rj/MymKOsUw70wepmp7xEBMT3ie80574RusQFkpswHiQLyj2tWpSV2qlvmLML6GVRTOHpdon/wB4/TMKayVK2bs9PIfGYQCklcZMO4zdkcup/GaUKQrU0q2a2pOYgCVxWL0O351VHz9Z81etTztWucwJ8p+1pq70wSZRXtWxFcZ10f6z9xKSV2ZqwIqGwfKpF5g6NAluFNswPsIudKC0xTpn6fnFyxEXKpx6G1z5TMOjsMUACeIGQSubjFvhaVRjc5T/ADljh6VGhVNL8U3QxBSrU8KtVXT5dQsrClkw/b8qrD5OkJFHEB3qqCRmNMfRFCLXNRKlNfpIVcwa0/zKxFFOdQ2g1pUDk9BKWaplU9rmOcnje8pioBjdAwv+wSigq9jihnA1/dMOtap2FNKSFQWZiNFESn2tZqbVVUWS+cWUT4Zh6B/T1BnpNmPDkI3yVMGlaj7Z0guyU3YcwInaVXpq7ViTnJbW4MrhGw1LtKf5rHUTD9ulWqzdlpremfNKXZIA4WgeNKySkKNalRSorp8tz4GXBIB4xmhBgIh7hgtzjE+0UdzUw+gg7iiKIo2iH0M0O4EMHdPSIfXSBYVhXpH6bRbnGMHuYPcy/UwQAd02g9RuDBbvV8RTpXJ7JKlkhYmrULsT48Oghe1Ou9ZRfQM/EcoWDtTCMPsQDcE/kQuUo1e0AJ4kEnWFlak+dSptxFiJWxCUXJLUleyG8FlUAAfYATE4nsnZiaYcBfnNzwAMqPQ7C/ZmkQtrjL9wZWrVrnjVI06AR3pVQuXPTaxK+B+xlaqxSsKoZjclgLTF4pO2fO6o4UE2t4RCooB8i30u/Fj4mFwxoVKJseKVJiK9WmlsqVHGX5eFwALxyWrPnYk+AsAPwIza1zWUhrFHP3QjhKlWrVy5Q9RrkL4DgBG+WkWbL4sRYGAEEWIMr4kUl4Uu0+UW97Qm9ap2jX8bAaQt2bLUU3Otql7zE4imaFLs0yMOHqDrMXiai1MurMt1ym+lhMZiaoZGQh2Uj5uQEz5KQUIwNnGWC4lfEJR/pLUsnIfcCFialU1GJ8TC/wDhVqlVBfgagII5QuDWodlUAOhHjzEr16yIQVSo4y/LwuAB3RHMb2jEwdxhFP8AEPoN+fQzTnuRHMcy5594zQb/AEP4jX3B9DNN5oPece6LxukGwQkSx9opEMYQjvaGWPtFaX6Qxh3zF9TpG6S55mKNuphtygvziiXHIx+symKvWBZlijrARz7wjN1jmEGKf5h75vyiNEPURR1jW5TjDFtzjDpH9oR0mWFY8JPrB7mMYL8od8LcozRmhbqZfqYzRgeYijrFHWN0ghikxR1mWP0EF+e7AmnKa7odI3WL0gbpFMsPecfE9wiKT7Q+g3ptBb+NyIb84pgPQxTCBymvPvaD33vHxmsO/wAUtcliKqdjkyADiDMf81WsqUqZooRdjMcaVOnTJI7JHvbnGBrFAXsANTMUr1GZcmH7H6gT5piRhqXY51fsu0zt9xMyPVJ7bsqQrEDKeAMxBqEOQxKBGBH2KjhMQMNS7HOtQ0u1LtfVY1OjUxKOzPYN9HAKD9zHpNVo4tKBqfs+f95ErpWJoCsrBQpGuUggbNeUAEcxzLH2mnPdaj3h3ovGA5CM3WCADZqfAQAc43tCOkXpDbnujaL01hjDruyBDA3SIYbcthimJ7xDLj0jQwE+kRoGHpD3RCRG75tFvylxzEMDdImttLynRppQqip8jlixA4fgRf8ACo02yDiTUfQn0E0pdsrVr3BKrrYczDKdFaVTTtbtmAv9h5p2TipSRCjsQVyRaNVlvnzMU4m+kdO1r1u0YL9I0sAItOqKlJUKOSuXKTwMw1DEEElhU+Vbk3+XjKNBqlZ8zJwpeATkBKVCiezyJToi4Avckn7kwk9+45Qg8xFHWJFYQ90Rj66wrMsKwLFMO0wW5zU9wwEw+gg7yiCCX6mMfXWD1EPeAiiXHIw35wEQ7TF6xifaAd3QQboQ3E4+H+n4+ENuUHdMueQit0mnPciH0M0O7UQQbATCBHMJPrANhgJ9IrdId1oYPXdCFusJPrBtYQxT/ENuUGxhGG8N+cBEI3xHc15TQbDDAehit0i9TG6QdzTlBeHruBDceBmnPuEd4wepmp7oJhtyg7hIlj7RDFbpA3Qw97TlLH2ie8Q+0RpccxD3heN0gvz1g28fCaQX57R00jGP7R/aOY56Sx9ppz7yiCE9e+59dYw6R+ghJ9YoiiYVKbU0RxlfPcPMNTNLD1Cj3qWckeVYsw6UzTRHGV89w8wwfD0HKVHzWb5eJA8BNdLgD7+swiIK7FUZKmezAXs0wwbDUHKVHz2Y5fqKjwEw1OomW92qZb/gRKQGJ+9Z8gWy31MFK5/ptnW34O4EuORjmN7QAzTn3lEURRFEUQkesfqIR0j9BsMUmZRG9o5g673TlNRuhG6xQeRie8IE1P57jCKTDblBvT6GaH/R4LFLTq0qKK7UiBdLz4e9TFtUY0MQoFlH7Pm/blhzPYXt4zBYtKdSlSRWNMgXQniZhqjGtVqmnUH0Zax4sYCcicBxNhMJiUqm601anZKK8/E/czDuxr1app1BbJlreY/a0o4g4cUgKlWkmYsBpkEwFZ1y6ItK5p2+xEoditXENUSl5FPKN0EZusZpY+00Pgdybfj7TTeGCw8TNT4nu6n8QARiYPcxiJY+0057nj4wX/Ih3gvDblLnmYo7gA5xzGbrG6iLfkZccxGEYRhD3j6HWL0MVumxh3zGEBMAEb2jmOY5lzsF4ekEURRAO+IfQxT6axhuDaKDyMRohgHWZZlie8Rohlh7zU+JhikxR1mWN0EJO405RzGHSZYp9NYe6IzdY7e0dvaOYQYvSG3OMIYvWG/cIgJhtyg3AEAiiMf5gt+ftuRvtTD6DvsIG6RWh699RLjkY3WD1G/0E490wExfeL0MuOe5E1G8A2i8IEZusEA2GKTFHWIYeu60gt/G/ueUTqYo6wLCohJ2C8a3KM3WFusZozdYL84O4bQev23Ohg9RD3GEMaMIwhvymk4+MMBPpEaIesUD1jdIO7pBflDbnudYCIwjCGGMO6PWG/d15TTvXHKMDzEAijrE95cc+9cco3UTLMsXoYCIe8SIO9rNf432nKWPtEMuPSMO8IzdYzdYIB3ANug94N8o2M0sfaaHdAQW5RmjtBsBMIHvHMLdYo2kQjdaH8Qeo3Q75EueQitEMAEJOwEzKIVmWKOsUdZlEfoI7R+sHSHcacprvDNB77WEMMVukUDnGPpBfnrFEJE13R9DNDvB6/aa90wW5wkxRAISJYzTnudDB6iEb0mAd0X/AD9prvOPjBflDuTfnFMB6RDLD3jmFusJ6wt12Canwhtyg3YjdYvSXHpGHfYiZTAsYdI56COegjDpAsUdZYTXnsBMsIw6RzLnmYNwIW6x2jdRF6Q90CLBBCesbqIvQwHp32EMDdIAOcN9mvKI0VukMIhEYQww90Rj/MKxR1imHe8ZoPfvGG/KIYo6xehmnPcARusFt91M1PdMBMsIw6QAzTnutR7w/wCgEA7g9TNe6BFHcEN5x3Ah9DBbuGAmKBzMI6Rh0je0YmCamG3KXPMxRFEWKO8fQwW3JtB6iEbDD01it0iNA3SX6GAn0gtzmphgJi+8CwrHPppB3iRADylxzEYQ97j4yxiGK3SI0QxWh3TCXPIQW5zU7DCN5qJpz3ItyjtGaDvanwE6Df3HKEHmIo6xDNOfeAMWKNxoPEzU+J7xjCMNwolxyMsZx8N2ol+pg7wgG0epjE+0URRLjkY/WZZlmWFYoPIzTn3hGbrHMIPtARD3iIrGJ7xR1mURiYJrLD3jmOYw6QiN7RmggjH11g9RudOUF/yId0YLc5qYZc8hFaI0QwARj6aQDbccoL8odwJqJx8Du9e8Yb8oLc5qd6fQzQ7nQ+IljEMVukW3ON00g7uph9BvdDB6iHccYQecT3i+8IEYmKIo6RRFG3Qe+9EbrFB9YhgI9Ie6ISI/sI5hbrL9YW6xzGHSMOkJPfG0XhAjmMDzEXpDbnpDuBD6GKfTWGMId0YG6RGgAhJ2a8onUxR1iGA9IZfoYrRDARD3RCw9Y8IMXprDvDBbnOPjsYRhGEYS55CL1MI6Rh0gB5TjuBD6GCx3usN++Lc5qe+oiiKII3WC3fEUS45GEGAjua8pYTXn3ReG/wCPtu+M1HvuRDfnARtIgJlh7x/aO0ZoSeZg2aQX5wDYB3xD6Gac9yfQxT6axowgJ9IkUdYo6xDEMAHMw32AncHpEaK0O60gtuhCepg667SI0DdItucN9hEMYbzWXHOEbhRBAO8ZoPfcERhCO9pyjmERQeRlxz349ftNdwb9wQkSx9ohiNFbpD3iRMp9ovvE9xEM0594wW5wkwDuC8PoINojNHPQRz0Edo5lj7TQ+B7wEUQkesIPOAjvGKT7QDrCsYdIxgmp8BLD3jN1l+sZuscx2lzzMUbAIeusFv43OkHqIe6RGEYRhDF6w32AnlE9/wDRacoPUbodI3WAdYB1jdINrCa8otucN96JqPAzj4bnQ/iEGKOsAEY+mkHd4+E0EG9NovSEbjQ+IjdRCsfoJc8zAO91M1P53BtLnmYojEQA8pofzudDB6iHdmDrGP8AEUQDaLw25Qt1hbrG6iL0MBHpGEYRhD3RG6xehit0l+kYbk35RDE95lEY/wAQTU+AgA5xh0hWKOsQxDF94FgWKRD3RBC3WN1EXpDuyIPUzU7DL9Jfod5ccjHMYdJlMU/zD3RC3WM3WO3WOYQYvTWG0YS5mndMXrDfdgRvQwW3OnKEGAiEQia8pYe81593Uw2/Ag3eh8RBceIh3JvARGEYRSZYe8ZpfqYPcwQAQzQTXnubRehmnPc8fGaiHemDrGPppLnmYo7i9TAIh9NYd10M0O6AijaRL9IjRQOZjdNIIYrdIrQ25w7rQ+Ilj7RWhjDvgd8wW/Jmp8d8bRekPXcaHxlj7GAj0jQwHpL9Iw7hmk4+PcIi9dIYO4ISIw9RAsUdYnQy4594kR/aFekyxR6GAjumD1MJMHc1MPoIO4o2X6wQQkTXcCC3KG/OC3dMU/xMoj+0cwsfWDZpCTFEUQb1RsYyxnHdCC3KM3WEn1ghi9Y3QRm6wQbWEI3WkFvz9t0I59dYw6Rj6aQbDGgbpF6w7TvNR7w7nTlG6iEdIx/iDumaDekiC/KHcCaicfDdmaD37wJhtygvz12AQkQX5Q256bk2/iCEbsepjGKO5qYbTXnFEFuUbrADEMVukVoGHpD3RG66wKYvvEM057jXlE6mBYR0jH+INgtzjmOY3UTLAvWZdwI1+cQ+kB6Rh3hGP8wrCsf2jtHaN7TLAsbpBDF6xh0jmM3WDcrCesZo3URemsPdAiiKIohI9Y3URehit0itLD3mp8TtYQ35ResO8EN/wZodzpyljFIjQE+ksPea8+9oPf8A0ohvzmh32g94O6YvWMOkb2gB5TQ+B3Oh8ROo3w9TGPppBAO4tucYdIw6RekO61E0570xWie8yiMfTSCGKf4ijrE6GAj0jCERhGHetND+dyfQwEQjYwgJ9IhiH2it0gboYphty2GIfXSBYVjdBCTB3RCRFvylx6RhCO9oZY+0QxGiGJFaHaYLc5qe4win10h9BB3RLjkY5j+0YdIAZpz7wtyjN1jtH9pY+0BHcMHqYbwdzjNB7wd5RANySIQYo6xDDbn3gIog7/Hwht+BB3mEv0MI3CiEia7xRFEEMHqY3SXPMxR3NYD0h3R9PtNDuhGaM0GwgS59IjRQOZjdNINjCMP9IbQeo75EYdYRGEuYbcoIYrdIh9oh6iL1MIEuecGwQkQeoh3Oo94d0YPUzU9wwEwgTXntEJEAPKXHMRhuD6GKfTWGMIwjDvi8b0EA7nHwmk157RGP8zKYo6xR1ijrFPeGwQQQQQQQWP4ljE94oEY+kF+ZiiKIoiiCLedBFggggggggggggh6xR1iGKRsEEEEWFh6xm9oW6wHrFl+sYxvaMYNi9Y3QQt1gPWKIIIIIIIIIIoiCLblCfWLBBBBBsEEWLblG6xQfWJ7wAe8uYINimJ1MPSCCCCCCCCCCCDvfj/TOqqOJY2ExmH//AJUlam9vKwa3TbURwCQSpvqNhlRHTzKQRpsIA8TK1N7eVg38batPP5cwv02uqqouWJsBGBUi4I21EdbkXUgjTbUUshs6gglee2onaFcwS4zEeNt46qvixAEcMD91II2GwHEmVEcf7WB/j/1D8d/4kgpVq5SkECzE061TOMhX7DZWWnTH3MpdjhUcZ69QbMalJaE7DFYcEB8sJNOqgdeRmIFJsQvuWtDh8XRTV4CFqpex+0xVKla+fPPiadvkz/tyebyzE0avkyQPkLBvlNjcQ4o1G0pUu0F3l0eugC0vBNmuLr6VW8imG5JzVH8z7D/j4k9lTn12z1P/AK22fEKowoQAUEmKr0q1CzatBZqtIFucfJWxZ1fwWYyuMT9qsbNXwlXIW8Rscr8OoG9er54uWnTQKo8ANmterpXfyCXNtWbzMdgz42vpSWMXxlfWs2yxPCmnnaEnE1heknkQ7V/U4wmwppqAY6mo73RANaayslLEXFmefFqIpp4FJUzVahLA2sckq9nVamwR/K0qH9ZhGIqZ+JWVmHw6iDTRPs5nBFLHkBeYioMOKhSjRSV6r4OrUyVqT7MQ9PAYM2IT95mLro9AgujmC3a0gxHgdlP9XjCbAJqolRXrs5IA/avl2HtsT9qKTLTpVAOxoWsU2VgCfpQau0pLhvhvkI1qbKy06Y+5lLsMGjjPXqDjsdURRdmY2AEol2/diDwWOr1ggFRlFgW2Uv1WLPl1RZWV8QSSbfYeGwdvijwopMiipY0qIFimyp85+mkurtEXD/D8py0jxfZWFNB1PISkMPgadQZ6tQfXsqLTpqLszGwEokKPrxLiMGcKMxAsCYQAOJMo/qsT5+KCVlqYnXOy7z8d/wDvNiqamU5AdAWtoDK1Wky/RSIy04irTA+ULwA2YF8SWGTIs+DNh0qEB6jxrijSCXlE1TSp5xT81nnwsUatYWfM+oWG4pUwt9n9p/8Aq2/EslTTIjpohWAfq6IzLUH7xOFKkz9Jjzhu1dvnFy7zGHFYTE6JU8p2a4P4d0LxE7AYbP8A7s2yqEprKRwvwsPdnPF4uVKaBVH4EQ1K+EOqeKz4bXFbynhOOLr3E0esRRBnxVsKzjP2SR89eiLpU8wguaVJnA8TPiJw3bE6i5d5if1OGxWlGqdmK7BEqWWp/AWY84zBO4R1aG4YAg/g6xgiYVbZjwHmafGHrilrUpvBYVUuR4HgRAy4Mr/jVafGOKta1qrv/mDb/wCGwxz4kwAAAAAfYDZWyVsThiK6iMHRqYcv5macHUqeTC0wNWrhs5elVpzDPTTtsxL7MI9fAYw3bJxWYKsrVyFJefVSoqG5zPT+HMBnq0oRUJFqlQ/5nJtiHLr2zpq6CVO2x/Gp2v1py2UhUxAGgld6vxHPpTr7FDVQhyA6AtbQGV6tOov0UmGWnEVKYHyqosANlSrQwOc5BSF0Ii0xQIupTUNsz0vhjZQalKFXVvrq/vJ/3bFIpEHt6iaukqdtjONQ1frTZTD1x1C/ciVmq/Es5+SvsRWrCmTTVjYFpXqrXU2SjUGSnFVUAsABYAbKlahhwfkRPolOmtHKCuTgdjVaPwouLPRF8wmRqTjWoNWY/wC7e/jvGwAuTMTnNLE5n+UzEioU1YWKkA89lEN5X4OnIwNj8Az2CfdIJ/Sh2fj/AK4LV8MR2v5SfRVQHkfuNn9p/wDq2BymcL8gudZi35ZGlFqWGFM0qM0NaiyAzPQr0HbikRzQwz56lUjZ8RxCZmJtYTG1ggo5+1sM8ZmyIFuxuTYW1lQrgaSCpUmMAUCwApPKgelUF1YQ2AlxgKD3rVvPEC00UKqj7ARC1ShV7XLKr0qoQB0yEykyYYUzTpw/PUokJzmehXw901Qym5w2DOepVIn3BHWB6YNXPTqWuDA9Z6lYMz2huKdNUv45RaU3ODxo0qCM9evXTIoCGC1QKWYeBaAWMrfpcUNcnBGmCahXpPkJ4B59QGWmPFzMb/3yu5ar8jmYgVMls2hBF+cYCnTQsx/AiXWvmpUlh1pMXobBnrVNKVLzGa43E9UU7HtTTqxPACUstIaYWlsUMpFiCLgiVjQrfej+xpg2w9ZXKEEWzW+42P8ApMYDcMmikzBlKlEC1f7VNg7LEDhWTjKJxFAg5MUNlEN5XGjpyMRsf8PdwB5qeyilSm3ENKhxGF4vhmlFqTugZqbcVJ+0RWRhYqwuCJWNJ/vh/s0wjYetcqyH8fcbKn6TGDyaI0wbU6tGwFXgtTYOxxQ4VklA1qWQlMWNlLUfRUGjrEbHYB3Cqw409lBaiHx4g+IMLYzAk3ageIiFSyglTxBP2lNXRhZlYXBlY+L4ZphXoVWvmptvPx3/AIVhf+SYSlRz8cgtfu0UFaoAHcD5mA8dtFGq0r9m5Gq38IoZWBBU8CDKa06aiyqosBsoL+pyZO0++XYisp4qwuDPhmGD+OSAADgBoBswdGqfF1uZQp0l8qCw20E7cpkNS3zZfDZgqNZgLAut58Kwv/JKaoiiyqosAILgixlBKSXJyqNvw/DtU8xSKFUcABYDZg6FU+LoCZSSmnlRbDZhqVVfB1BmFpUQfIttlJHQ8VYAiYGhSbxRO7RSrTPFXFxPhOF/5JhaVEMbkILXiB6bizKeBEpqlNBZVXgBKCHEKuUVLfMBsw6PUom9NmFyu2glWnmDZWH3EAAAsAOAH/qH4/4x/HeYBEUsx8AJ8Gz0AbZ3mGbD4yj9dM7EFbGeTyc4qCp2jocmzBnE4u12HlnwrsKNVrCqk1B4GUTXxVb/ACqQnwPJhr6lOIj5qdRAyn8GVFSmguzMbATDr+kesKedwcz7GtTpoWYz4GGw32LSgaGKoaVaWz4Z26UjY1XmCOFxdiV8r7KNZHZyqO1rEiUatV2TOQltBL5KiBxfwM+F0q2H+zkZp8OwtINwzJKXZ1KlJWZPAmIj1DVVAHnwWgQR5PXzygtHEG+ZFhAA1JMppVpowD1nBIM/coPUXjAAC5J+wE+E9tRQ27R5g/0uMUXC+bYO1xT/AEUREph6dbJ8mzCnEYyqLrTnwY0qDNbOkYMrqGUj7g6iIXd2y06Y4sZ8AthoTkf7HiCOIMYinmC6C5JMq1xzpSulWmfuphsiKWY+AEq1xzpTEJVA424jmIbKqljyAuY9f0pSpXHOltrBF+w+7chCTTqrmW4sdlVadNeLMbCOzIrlDmGXXYQABck6ASsajUQCxA+X0O2vnxDX0QXAI+xO2vao7ABFGZhfbWCA8F4s3IQ3p1UDqeGh2Vlp014sxjMaeYr8wym42OFUC5J0AErGoaNsxtYG/htr569iflF1021/8ao4UIozEX822uFvwQauYbq6hhyMwzYjGVhdKYnwbJhybZ0jBkdQykfcEX3n47xstWmyE+GYSglcUWORqbxqYNcFERNgepXqU6pz1DmIuJ/XfZq/a5J+3I/QzicMl46CpguIeYZKL4iyVHqPDcUaYW8eoqLUD/IbXlMJTWqbKOY2fvrUxBZUoIB0nCvg7vOBFoi18NUftVyMA4mSlSwwyU6QNzPCA58N8TseR1gPZUuySl6mf2ySi9U00LBF4tC4q6dgrpakkIIIuDMO9ZxiAxVJ8DrUaWi5xHD06ihlYfcGO6pUABKGxlLKgxac2M/pp/ENj+nYCDipc82M0c1Mh2BqleqxINQ3yX8s/u9jUyaYFOpTYyglAVXBqNUefTSpqg5KLSoqVsI/ajOQAZhETE1hkdy/ySoHYXZiOF2n9dJR+H/5S3JFKf8AgMs/t6n8SlhDUNSpc1Al4AMIlAh8n0X2YOgjgLZlpqDMHQNQ0EJc01J2UDisbfL4qhlY1654Uv2LFAAFgBpFNbFMPkorKrJR4phVlJUprwVRYRzc/Qg+p4Tg/hv2QcXlEIv3P3bmZUCUk4mIcLgeD124tEzVSPmqt9RjBUUEsx4ACUSfPiTG/U4w6mq+ygcTi+F+KJK36nE+TiiwAARDXxh4UllUhOKYYSmqIosqqLARiXb6Ka8WjHCfD+K0RxeUQie55mVMlMdSfARTg/h/Bqp4vKd3P1VW1do4REBLMeAAlEqnB8U0Pb4s8ar7KJr1+Bq/sWVf1eLPm1QbDTvQ+R0eUEoCsRnao8NxSpqgPLefjvG1SwUHwzyklariaQeo7jN9UYjDYxPno+TZ/Rf+J/XfYbP2uefvyoJxGGSVCMLQpZ8nnMoU6Jo0i1KogtkywlnR2p5vELs+9U7B9FdCYQVegh9pwoYWzwXalQZwIBXxVd3u765YMgxTlKtBdnF8Scl/MIB2z10d5/bJsVPkpEo54h5xCsBfyg7CopGi62P3YjSedynLZ/dpP6afxOPYEw/QpQ81n1h852Gf3ewk4fBL8lHzSmlGthqeenUQZeEN6hQhj45ZVNPDVbPUPmmEpogHyECzIfNeOXGFrZKbf7Z/cJDiSSin6xKIpp7nmZ/b1P4hqfrL1Mq/sOSURTro2Wv4k+bZ4LP7ZNlY4XGg5vBWMonD1xwrfsaEEEXBGoMJo4pR8lZZSapR4U8UsqrUpsLhlNxE4XyOujJAcb8M84405WDj7j7rzEpB6T8RHbFYHi9BuKx8lYD56L/UIoZGUqwPAgysw8+FMT9NjBoab8CdlY4XGcbA2RzKJw2KGmfgjQixjmhjBbLWWUSU4JillRalNhdWU3Bi2ZfoqL9SRTjPh3BKw4pK6unuOYlMPTPUHxEJxnw7i1I8UlS1QD56TaOsQOjghlPAgysxTi+FeD9PixxovsrHD4jiaX7GlI4TGDzaI2wn9Ng0OSj55RSjVw1IvTdBl+n7S5qaoT5sm8/HeTPTqKVYT46UoX0R7iYo4nGN+/y7DbOjLfmI6M/aMxK7MYcLjALF/NPivb0aTXFNZoBK5w2Lp8Kqz49mw0W1NBpsqIq4WoS4OxA1OohVhPjuTD5tEe4Ilc1sTW/zKsUFWBBB4EGfGDQpOb9k8xxxWJT6PKNlRHNbEmoMsZVqOVILcNDCCaVJUJH4nxp6Bf8AYSbCfGWr01/YkUKiKFVRwAEx64ZwxLk/cT4rUxVv2RAqKAqqBYADZURXWur/ADw8FA6C0FwRYgz4saFKobmk0xhxWMYWDeXbURzUrlxk2Ys4XGeccGnxs1MODwSJlp01CqJUNKvS1pVVn/aG+H5tL24sx4s0qoj9orAtDfKirfkLbGsalJkv4ZhKiu6u7Erw+YysqYavTPa0f952ZRUqKMuaEF6VFUNttEOv2PAryMBFOkuVQTfZSWpTbirC4iMqM5c3bNsAIIsQZR7NqwswBOXbQy4hb6qbAk/cjbh71aZBDqcp20A/lbgy8jBanTQIoJvoNlFalNhqrRWFPOW1OY3OxQykWIIuCJRNM1rZhckbcOEr2P0my6/e23D/AONTcMHU5SbebbQDW4ONHEFlRQo5CYpsLjF/eOBnxzPhs1yEi5adNQqjefj/AIx/HfqIg8WYL/MYEHgQdjqq+LEAdTGBU8CDcbKiF14qGGYcxGCqOJJsBtq0y44qGBbptrU+08mYZumxgAOJJsBDcHYRYcSYQQeBEYC5sLm1z3q1NyOIVgSOneB743lVEvwzMFv171RC4FymYZgOUYBRxJNgNjDMRcC+pGxgw8QbiVEQXtdmCj32MCVNmANyOewbXRB4sQo94ysp+4NxuK1OmDwLsFv1hGW17/a0rU6gHHIwa3Tuuqr4sQB7x1ZT91II2MrWNjY3sYwUeJNh/oPx3uFKmXmKqntiezRPLMcXwDp/lPxzw2AlWouBouadGmsru/w/G6Wf9jbAStHGkVeTx7o5okci0/tkhtXxdXICOIExNU49LEMXsGMt24pKKlvNbWcFBJ5CE/8AzL//AFOBAI5GeCT+2TZ/5tF06ifXhqzJPppf41TZiqtNaaXBWfFMVCTlUC51JsLTEmhhq+rtK1cYymQQC/GACr2a9oBwzW1jqiKLlmNgBKJd/wB2IPBZi3r165DVCeEYg5J8TxFKpVpB5X7f9IbLW2YquXrYjVGmKrVTWRCQ/AQ8FMx9dGFYrPiNSvh3q5HpPPuJXenTqUJ8UxPQSo7ikmUM5uxlWpTD2+ZOMxtYJQQkVBxMdmCIFBY3Jt4xyCatIT4tiKdV6StKvavhKgQVfNBdaVMuRK9YvXJ7JENrLK5qUSufDMdj5qv7aK/UZUfCYIHNTopox2KSKGL+fk0N0dKZB/Bn9qk/tp/Rqf8ASZ/Xefeu0J/UYR+ycGfeoISGGFqkEfYhZj69Ms7iwHlMx1eqQpGVrAbMTVtQq5EoqeAlRn+G1UIrK76rsrBPKvFm5CXwXwz3qRmZaSBAWN2NvGVlp014s0ptRw3B8S0rvVOYszt4mcaiuBCe37b9L6cZxSnTB2Yyu4xdUgluKyvVqguWu8NlVSx5DUyvUTCJUKUaSTHMMIdK9Gps/uxP7lZ/ST+JXemlWjPimJ6CVHqLSXKGfid5+O94JMMlet2KDJMFRol6ZafUaFS3PKZxXEPmn1nF7OFT2OaaV8HWQWPkzz+1SfT2+06sgpLzeO/6n6/o07S8Oop5G5ppPBZ/bJt0p4gdrTn00/8ACp7Mb+mqhbl58f7WiH+dLscw2Eo6EmnUXis/75gLgZ/usa6VEDKfEGVrinxw/nmHGBxK6GmdA7bPIJVprgiqrTKqhIErivWxVqr1dn9yk/pJ/E8jfxPiv6amKtilzKxx2FSsATnMN1ZQwP4OolfsK7YcZKk/7Se7nb/Sb/8Aps/rUpXp08LVQIjoqEgSt2z1j2r1fMTB5OgcTh+mWcRTu0YqSpAYfYkcZg/1lF20xPGxlZaiHw4jmNnCohHI55pXwbj/AJM0/tUn9sJ/Qqf9Jn9d5/eTTB445Ks/qCf2lX/pnxn9PQLuBTu0+JfqsxGT/bsxRwuM4nyuZQFPFEfJU8+yh/8AEcJnuf8AYJUGgGanwZNl8VQS18N5Ygw1VBb9Ns/qj/rgIofqBiPxk+vb/XOzj+mqW6SitWurVcqeLT4dRorXqZZ4z+7E/uV/gz+kn/SJX7Gu1CyVJ/2j93hubbz8d76atMpMFVIpMTSqJMJWTD06GViw2YN8T8OxBz2TihmFNDC4Yf4NJtlNwDUinJiFyVgvnEBBGGQEGC+Jw9TPTnwivSxpAU1Y+esKaio3i33iMRXxOpAnw7C2ta/YpEYdhitIhd8q6CfBsS/Y0gl58KxFH5Sc7G42UySEam0QipXqGodmArVlqplXLPgWL6xSLqDY8Rf7GCrVwaKUr0VmArvUrEAlo2Y0qSoTsTLWA+Ssv1CYtK6KQKDffLELHJwEpkB8IEcGU3IwzZ6VT7WOz4XiaZp1752Hlnw6vQ7KiDnbhNSVM+E4iqTWz+WfDXw2F7QPUepPpRFUclFhMLUqpSocEnwPFdZRekaiZsj/AFLMLUr/ADhcqT4XXIroR2UovS7RM2R+KxC5FWkbCLbNhkH5VgJRcNg6mVHPlMW6VUKNyM+HVMVQzk0KiSn2daqMtKn5V2IrowsVYXBExQoEkZ6L/RspsFMVstdclbLFIYYVAQZS7WthtHpT4JXStUGQsYQamrPzaU2a2MgvVHz0j/vWI9ylMXcRSzthaoUD7krPhGIq5Hc5uHGfCsRR+UnOxuNiYitTeqXo1uMwz0cHhP3PxbbW/SYsfYaI0ZWrBB2hXgW+9th/T4saiqn3I80rJVrqxGdfLKbECr/DwC/j95TcAsIjPkQtlXibDgJ8LxFP9LULEG5zTA1sPkYD5/vBdWBBH4MwtSrgqlTPSqpMHXyUH+dmGzANicFimzjJPhz4bBpUz1HecAAByEwtSslKjwWfA8V1lF6RqLfI/Ef6NVYeBF4AB4Dfk94wnairfjYAbknaT3Cdp/0xhOxQw8CLwADcHuE7QCPAi8UAeAFu8Tvfv/xlx+//ABVwG40Ph/xPpDpumlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWgXpAvSWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaBekC9IYSf/ej/xAAUEQEAAAAAAAAAAAAAAAAAAACw/9oACAECAQE/AAPf/8QAFBEBAAAAAAAAAAAAAAAAAAAAsP/aAAgBAwEBPwAD3//Z"
                    ],
                    "agent_specific": {
                      "doc_type": "id-PT,passport",
                      "name": "Miguel Gonçalo Gonçalves Ribeiro Nunes",
                      "number": "36429666 6 ZX9",
                      "validity": true
                    }
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The outcome, with what was read and why.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/IdValidatorResponse"
                },
                "examples": {
                  "ok": {
                    "summary": "A valid Cartão de Cidadão matching every expectation",
                    "value": {
                      "status": "OK",
                      "message": "O documento é válido.",
                      "doc_type": "id-PT",
                      "number": "317046284ZZ8",
                      "name": "MARIA CONCEICAO SILVA SANTOS",
                      "expiry": "2031-05-14",
                      "item_id": "id_PRT_317046284ZZ8",
                      "ocr_confidence": 0.92,
                      "reasoning": "Imagem 1: há texto impresso, mas nenhuma zona de leitura ótica (MRZ). Lado impresso lido: apelido SILVA SANTOS, nomes próprios MARIA CONCEICAO, número 317046284ZZ8, nascimento 1985-05-07, validade 2031-05-14. Imagem 2: zona de leitura ótica (TD1) lida, todos os dígitos de controlo e o composto corretos. Documento: id-PT n.º 317046284ZZ8 de MARIA CONCEICAO SILVA SANTOS, válido até 2031-05-14. Verificações cumpridas: dígitos de controlo, datas reais, nascimento anterior a hoje, validade posterior ao nascimento, período de validade plausível, estado emissor real, nacionalidade real, código de documento permitido no formato, regra nacional do número, imagens do mesmo documento. Sem marcas de espécime. O tipo id-PT é aceite. O nome coincide com o esperado. O número coincide com o esperado. Válido: caduca a 2031-05-14, depois de hoje (2026-11-21). Resultado: válido."
                    }
                  },
                  "expired": {
                    "summary": "An expired card when validity is required",
                    "value": {
                      "status": "ERROR_VALIDATION",
                      "message": "O documento está caducado.",
                      "doc_type": "id-PT",
                      "number": "317046284ZZ8",
                      "name": "MARIA CONCEICAO SILVA SANTOS",
                      "expiry": "2025-03-02",
                      "item_id": "id_PRT_317046284ZZ8",
                      "ocr_confidence": 0.92,
                      "reasoning": "Imagem 1: zona de leitura ótica (TD1) lida, todos os dígitos de controlo e o composto corretos. Documento: id-PT n.º 317046284ZZ8 de MARIA CONCEICAO SILVA SANTOS, válido até 2025-03-02. Verificações cumpridas: dígitos de controlo, datas reais, nascimento anterior a hoje, validade posterior ao nascimento, período de validade plausível, estado emissor real, nacionalidade real, código de documento permitido no formato, regra nacional do número, imagens do mesmo documento. Sem marcas de espécime. O tipo id-PT é aceite. Caducou a 2025-03-02 (hoje é 2026-11-21). Resultado: legível, mas não válido."
                    }
                  },
                  "tampered": {
                    "summary": "A passport whose MRZ has one digit changed",
                    "value": {
                      "status": "ERROR_VALIDATION",
                      "message": "The document failed the authenticity checks.",
                      "reasoning": "Image 1: a machine-readable zone (TD3) was read whole but its check digits fail (birth date, composite): the image is sharp, so it was misprinted or altered. Result: legible, but not valid."
                    }
                  },
                  "noMrz": {
                    "summary": "Only the front of a card, and no vision reader configured",
                    "value": {
                      "status": "ERROR_IMAGE_QUALITY",
                      "message": "Não foi possível ler o documento. Envie uma foto do lado com a zona de leitura ótica: o verso do cartão ou a página de dados do passaporte.",
                      "reasoning": "Imagem 1: há texto impresso, mas nenhuma zona de leitura ótica (MRZ). Lado impresso: nenhum campo foi lido. Não está configurado nenhum leitor por visão para ler documentos sem zona de leitura ótica. Resultado: nada pôde ser lido com segurança suficiente para validar."
                    }
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "description": "The request breaks the contract; `errors` names each bad field:\n`/agent_specific/doc_type` when missing or when it lists an unknown type,\n`/images/<index>` for an image that is not an image, whose data URL lies about its\ntype, that is larger than 10 MB, or whose URL the SSRF filter refuses, `/images`\nfor more than 10 images.\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "unknownType": {
                    "summary": "An unknown document type in doc_type",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "/agent_specific/doc_type: unknown document type \"cc-PT\": use passport, or <kind>-<country> with kind id, rp or dl and an ISO 3166 alpha-2 country or * (e.g. id-PT, id-*)",
                      "instance": "/service_ai_id_validator",
                      "request_id": "3b1f0c2d-7e6a-4d5b-9c8e-1f2a3b4c5d6e",
                      "errors": [
                        {
                          "pointer": "/agent_specific/doc_type",
                          "message": "unknown document type \"cc-PT\": use passport, or <kind>-<country> with kind id, rp or dl and an ISO 3166 alpha-2 country or * (e.g. id-PT, id-*)"
                        }
                      ]
                    }
                  },
                  "privateAddress": {
                    "summary": "An image URL that points to a private address",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "URL refused: address 10.0.0.5 is private",
                      "instance": "/service_ai_id_validator",
                      "request_id": "6c5d4e3f-2a1b-4c0d-8e9f-7a6b5c4d3e2f",
                      "errors": [
                        {
                          "pointer": "/images/1",
                          "message": "URL refused: address 10.0.0.5 is private"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/service_ai_brands": {
      "post": {
        "operationId": "brands",
        "tags": [
          "brands"
        ],
        "summary": "Normalise, validate or discover brands",
        "description": "Brand knowledge for listings, from a curated table shipped with the service (over 1,500\nbrands of the categories a general second-hand marketplace has, from phones, bikes and\nclothing to cameras, watches, furniture, toys, tools, beauty, instruments and vehicle\nparts, with aliases, common misspellings, some Wikidata ids, and the parent of each\nsub-brand: Redmi → Xiaomi, B'Twin → Decathlon).\n\n`agent_specific.operation`:\n\n- `normalise` — a raw brand string (`\"SAMSUNG Electronics\"`, `\"aple inc.\"`) → the\n  canonical brand. Matching is code: case, accents, separators and legal suffixes are\n  ignored, aliases and misspellings come from the table, and a fuzzy match is accepted\n  only within a bound (`method` says which; `score` is 0–1); a string two brands could\n  be read as matches neither. A string naming a maker and its sub-brand (`\"Xiaomi Redmi\n  Note 10\"`) answers the sub-brand with its `parent`; a component or licence beside the\n  maker (`\"Trek Shimano\"`, `\"LEGO Star Wars\"`) is not the item's brand; in an\n  accessory's string the brand after `para`, `for`, `pour`, `für`, `compatible with`… is\n  what it fits, not its brand; a shop that sells other makers' goods, named as where the\n  item was bought (`comprado na Conforama`, `acheté chez Leroy Merlin`), is not its brand\n  (a shop's own label is: `comprado na Zara`). A seller's sentence (`\"vendo bicicleta trek quase nova\"`)\n  answers the brand it names when all it names is one brand family (score below the\n  brand's own). With a `category`, only brands of that category match.\n- `validate` — is `brand` a known brand of `category`? `valid` answers.\n- `discover` — the brands of `category`, ranked (`limit`, default 20).\n\nWith `service_core_base_url` the core system's catalogue brands join the table (`method:\ncatalogue`). When the table does not know a string and a chat model is configured, the\nmodel may propose a brand; when web search is configured, `discover` may add brands that\nsearch found. Such proposals are never merged into the table: they carry\n`needs_review: true`. Without a model or search, every operation still answers from the\ntable. Limits: `brand` 1–200 characters, `limit` 1–100.\n",
        "x-rate-limit-per-minute": 120,
        "x-body-limit-bytes": 1048576,
        "x-timeout-seconds": 60,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/BrandsRequest"
              },
              "examples": {
                "normalise": {
                  "summary": "Normalise a messy brand string",
                  "value": {
                    "language": "pt-PT",
                    "agent_specific": {
                      "operation": "normalise",
                      "brand": "SAMSUNG Electronics Co., Ltd.",
                      "category": "phones"
                    }
                  }
                },
                "validate": {
                  "summary": "Is this a bike brand?",
                  "value": {
                    "language": "en",
                    "agent_specific": {
                      "operation": "validate",
                      "brand": "trek",
                      "category": "bikes"
                    }
                  }
                },
                "discover": {
                  "summary": "The best-known brands of a category, with the core system's catalogue",
                  "value": {
                    "language": "es",
                    "agent_specific": {
                      "operation": "discover",
                      "category": "consoles",
                      "limit": 2
                    },
                    "service_core_base_url": "https://core.example.com/api/v1",
                    "service_core_context": null,
                    "session_extra_data": null,
                    "callback_url": null
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The matched, validated or discovered brands.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BrandsResponse"
                },
                "examples": {
                  "normalise": {
                    "summary": "A legal suffix and letter case ignored",
                    "value": {
                      "operation": "normalise",
                      "input": "SAMSUNG Electronics Co., Ltd.",
                      "category": "phones",
                      "valid": true,
                      "brands": [
                        {
                          "brand": "Samsung",
                          "method": "exact",
                          "score": 1,
                          "wikidata_id": "Q20718",
                          "categories": [
                            "phones",
                            "tablets",
                            "laptops",
                            "small-appliances",
                            "large-appliances"
                          ],
                          "source": "table",
                          "needs_review": false
                        }
                      ],
                      "message": "Marca reconhecida: Samsung."
                    }
                  },
                  "validate": {
                    "summary": "A known bike brand",
                    "value": {
                      "operation": "validate",
                      "input": "trek",
                      "category": "bikes",
                      "valid": true,
                      "brands": [
                        {
                          "brand": "Trek",
                          "method": "exact",
                          "score": 1,
                          "categories": [
                            "bikes"
                          ],
                          "source": "table",
                          "needs_review": false
                        }
                      ],
                      "message": "Trek is a known brand in bikes."
                    }
                  },
                  "discover": {
                    "summary": "Console brands",
                    "value": {
                      "operation": "discover",
                      "input": null,
                      "category": "consoles",
                      "valid": null,
                      "brands": [
                        {
                          "brand": "Nintendo",
                          "method": "exact",
                          "score": 1,
                          "wikidata_id": "Q8093",
                          "categories": [
                            "consoles"
                          ],
                          "source": "table",
                          "needs_review": false
                        },
                        {
                          "brand": "Sega",
                          "method": "exact",
                          "score": 1,
                          "wikidata_id": "Q122741",
                          "categories": [
                            "consoles"
                          ],
                          "source": "table",
                          "needs_review": false
                        }
                      ],
                      "message": "2 marcas encontradas para consoles."
                    }
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "$ref": "#/components/responses/ValidationProblem"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/service_ai_c2c_validation": {
      "post": {
        "operationId": "validateListing",
        "tags": [
          "c2c-validation"
        ],
        "summary": "Check a consumer-to-consumer listing before it goes live",
        "x-try-form": {
          "order": 4,
          "title": "Validate a listing",
          "hint": "A consumer-to-consumer listing, checked against the marketplace rules."
        },
        "description": "Checks a listing against a marketplace policy profile (`olx-pt`, `vinted`, `wallapop`,\n`ebay`, `generic`) and answers a `verdict`:\n\n- `approve` — nothing to fix;\n- `fix_required` — the seller must change the text (each violation says how);\n- `reject` — the listing offers something the profile prohibits;\n- `manual_review` — a person should look (restricted items, a prohibited item the learned\n  scorer below does not confirm, or a model's flag the code could not tie to the text).\n\nEach violation has a stable `code`, the `field` and character `span` (`start` inclusive,\n`end` exclusive, in UTF-16 code units, as JavaScript counts) of the `evidence`, a\n`severity`, the profile's policy `clause`, and a `message` in the request's language\ntelling the seller how to fix it. `redacted_listing` is the listing with each offending\nspan masked.\n\nRules that need no model run on every request: phone numbers (PT, ES, FR and\ninternational formats, spaced, dotted or spelled out in PT, ES, FR or EN, and mixed\nforms such as `9one2`), e-mail addresses (also written `at`/`arroba`), links and bare\ndomains, social handles, IBANs (verified by their mod-97 check), off-platform payment\n(MB WAY, Bizum, Lydia, PayPal friends, bank transfer), prohibited and restricted items\nfrom per-profile lexicons with negation (\"não é réplica\" is not a counterfeit claim),\nmore than one brand, a price far outside `value_estimation` or absurd, and spam. Beside\nthem, with or without a model service, a learned scorer shipped in the library (a\nlogistic regression over the listing's words and character n-grams, trained on labelled\nlistings) reads the title and description together: where it scores the listing as\noffering a restricted or prohibited item no rule found, it adds a `restricted_item` with\n`source: model` and clause `<profile>/learned-scorer`, quoting the sentence it scores\nhighest, at most `major`: a person looks (`manual_review`), it never rejects. Its score\nis also a second opinion on the rules' prohibited items: where a rule finds one in the\ntitle or description and neither the listing nor the sentence holding it scores as an\nitem problem at a confirmation threshold (set so that 95 % of the rules' rejects of listings\nlabelled with an item stay rejects, in cross-validation across the sets' writers), the\nviolation is `major` and the listing goes to `manual_review` instead of `reject`. With a\nchat model configured, the model also reads what rules cannot and compares the photos\n(up to 4; URLs are fetched through the SSRF-safe fetcher) with the text, in one call;\nits flags map to the same codes, and a flag whose evidence is not found in the text (a\nphoto's included) goes to `manual_review`, never `reject`; a flag it quotes over a rule's\nprohibited item the scorer did not confirm is kept beside it (`critical`): two readings\nagree, and the listing is rejected. With or without a model, the\nphotos (`data:` images, and image URLs through the SSRF-safe fetcher; up to 10) are\nmeasured: `photo_low_quality` (too small, too dark, blurred) and `photo_duplicate` (the\nsame photo twice), as advice (`minor`). An image URL that is refused or is not an image is\na 422 naming it; one that cannot be reached leaves the photo checks out.\n\n`strictness`: `lenient` reports minor issues without asking for a fix, `strict` rejects\noff-platform payment and IBANs. Limits: title 1–200 characters, description up to\n10,000, up to 50 attributes, up to 10 images.\n",
        "x-rate-limit-per-minute": 120,
        "x-body-limit-bytes": 26214400,
        "x-timeout-seconds": 60,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/C2cValidationRequest"
              },
              "examples": {
                "contact": {
                  "summary": "A Portuguese listing with a spelled-out phone number and MB WAY",
                  "value": {
                    "language": "pt-PT",
                    "agent_specific": {
                      "profile": "olx-pt",
                      "listing": {
                        "title": "iPhone 12 128GB como novo",
                        "description": "Ligue nove um dois 345 678, pagamento por MB WAY.",
                        "price": 420,
                        "currency": "EUR",
                        "category": "phones"
                      }
                    }
                  }
                },
                "clean": {
                  "summary": "A clean listing, with a value estimation range",
                  "value": {
                    "language": "en",
                    "agent_specific": {
                      "profile": "vinted",
                      "strictness": "standard",
                      "listing": {
                        "title": "Nike Air Max 90 size 42",
                        "description": "Worn twice, original box. Not a replica.",
                        "price": 65,
                        "currency": "EUR",
                        "category": "footwear",
                        "brand": "Nike",
                        "condition": "very good",
                        "attributes": [
                          {
                            "name": "size",
                            "value": "42"
                          }
                        ]
                      },
                      "value_estimation": {
                        "min": 45,
                        "max": 90,
                        "currency": "EUR"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The verdict, the violations with their spans, and the redacted listing.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/C2cValidationResponse"
                },
                "examples": {
                  "contact": {
                    "summary": "Contact details and off-platform payment to remove",
                    "value": {
                      "verdict": "fix_required",
                      "profile": "olx-pt",
                      "strictness": "standard",
                      "violations": [
                        {
                          "code": "contact_phone",
                          "field": "description",
                          "span": {
                            "start": 6,
                            "end": 26
                          },
                          "evidence": "nove um dois 345 678",
                          "severity": "major",
                          "clause": "olx-pt/contact-details",
                          "source": "rule",
                          "message": "Retire o número de telefone; os compradores contactam-no pelas mensagens da plataforma."
                        },
                        {
                          "code": "off_platform_payment",
                          "field": "description",
                          "span": {
                            "start": 42,
                            "end": 48
                          },
                          "evidence": "MB WAY",
                          "severity": "major",
                          "clause": "olx-pt/payments",
                          "source": "rule",
                          "message": "Retire a referência a pagamentos fora da plataforma (MB WAY); use o pagamento da plataforma."
                        }
                      ],
                      "redacted_listing": {
                        "title": "iPhone 12 128GB como novo",
                        "description": "Ligue ████████████████████, pagamento por ██████."
                      },
                      "message": "O anúncio precisa de correções antes de ser publicado (2 problemas)."
                    }
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "$ref": "#/components/responses/ValidationProblem"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/service_ai_c2c_descriptor": {
      "post": {
        "operationId": "describeListing",
        "tags": [
          "c2c-descriptor"
        ],
        "summary": "Turn a seller's words into a listing a marketplace can publish",
        "description": "Writes a consumer-to-consumer listing for the item in `agent_specific.item`, shaped for\nthe marketplace profile `agent_specific.marketplace`, in the request's `language`\n(PT-PT, EN, ES or FR), and says where every fact came from.\n\n**Profiles** (limits enforced in code, 100 % of the time; titles are cut on word\nboundaries):\n\n| profile | title | description | condition scale |\n|---|---|---|---|\n| `olx-pt` | 70 | 9,000 | Novo · Como novo · Bom estado · Aceitável · Para peças |\n| `vinted` | 60 | 2,000 | New with tags · New without tags · Very good · Good · Satisfactory |\n| `wallapop` | 50 | 640 | Nuevo · Como nuevo · En buen estado · En condiciones aceptables · Lo ha dado todo |\n| `ebay` | 80 | 4,000 | New · Open box · Used · Seller refurbished · For parts or not working |\n| `generic` | 100 | 4,000 | A · B · C · D |\n\n`condition` takes the grade `A`–`D` (as new; good with light wear; visible wear but\nworking; faulty or for parts) or a label of the profile's scale in any of the four\nlanguages, case and accents ignored; an unknown label is a `422`. The answer gives the\ngrade, the profile's label (Vinted's in the listing's language) and the schema.org\n`OfferItemCondition`.\n\n**Facts and their sources.** `attributes[]` lists each fact with its `source`: `user`\n(a field the seller filled), `inferred` (read by rules from the seller's name and text,\ne.g. `128 GB`, `tamanho 42`), `catalogue` (the curated brand table), `vision` (a label\nthe vision model read on a photo). `missing_attributes[]` lists what the profile requires\nfor the category (e.g. storage capacity of a phone on eBay, size of clothing on Vinted)\nand nobody gave. Every declared defect is written into `description`, word for word.\n\n**Without a model** the listing is written from the fields by templates per language and\nprofile. **With a model** one structured call writes the copy (plus one vision call when\n`images` are sent, reading labels: model numbers, capacities, sizes). The code then checks\nevery claim: a brand, model number, size or capacity that is not in the input, the brand\ncatalogue or a recorded vision reading, a text over the profile's limit, contact details\nor prohibited words send that field back to the template text, with a warning.\n\n**Price.** `suggested_price` always has a `basis`: the `value_estimation` figures sent\n(the value estimation response, or its `value_out_*` fields), the seller's `wish_price`,\nor, when neither is sent, `estimate_price` is true and web search is configured, an\nestimate made by the value estimation function (long-running). Otherwise it is `null`\nwith a warning: no figure without evidence.\n",
        "x-rate-limit-per-minute": 60,
        "x-body-limit-bytes": 26214400,
        "x-timeout-seconds": 300,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/C2cDescriptorRequest"
              },
              "examples": {
                "phoneOlx": {
                  "summary": "A phone with defects for OLX Portugal, with value estimation figures",
                  "value": {
                    "language": "PT-PT",
                    "agent_specific": {
                      "marketplace": "olx-pt",
                      "item": {
                        "name": "iPhone 12",
                        "brand": "apple",
                        "category": "Telemóveis",
                        "condition": "B",
                        "colour": "preto",
                        "defects": [
                          "risco pequeno no canto do ecrã",
                          "bateria a 84%"
                        ],
                        "description": "128GB, desbloqueado, com caixa e cabo original."
                      },
                      "value_estimation": {
                        "value_out_min": 270,
                        "value_out_max": 295,
                        "value_out_average": 285,
                        "currency": "EUR"
                      }
                    }
                  }
                },
                "jacketVinted": {
                  "summary": "A jacket for Vinted in French, with a wish price and the common fields",
                  "value": {
                    "language": "fr",
                    "agent_specific": {
                      "marketplace": "vinted",
                      "item": {
                        "name": "Veste en jean",
                        "brand": "Levi's",
                        "category": "Vêtements",
                        "condition": "Très bon état",
                        "size": "M",
                        "colour": "bleu",
                        "defects": [],
                        "description": "Portée quelques fois, coupe trucker."
                      },
                      "wish_price": 35
                    },
                    "service_core_context": "Marketplace for pre-owned clothing in France.",
                    "session_extra_data": {
                      "session_id": "s-77c1"
                    },
                    "callback_url": null
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The listing, its facts with their sources, the mapped condition, a price with its basis, and JSON-LD.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/C2cDescriptorResponse"
                },
                "examples": {
                  "phoneOlx": {
                    "summary": "Answer to the OLX phone request (no model configured)",
                    "value": {
                      "marketplace": "olx-pt",
                      "language": "pt-PT",
                      "title": "Apple iPhone 12 128 GB preto",
                      "description": "Apple iPhone 12.\n\nEstado: Bom estado (bom estado, com ligeiros sinais de uso).\n\nCaracterísticas:\n- Cor: preto\n- Capacidade: 128 GB\n\nDefeitos declarados:\n- risco pequeno no canto do ecrã\n- bateria a 84%\n\nNotas do vendedor: 128GB, desbloqueado, com caixa e cabo original.",
                      "category": {
                        "id": "phones",
                        "path": [
                          "Tecnologia e Informática",
                          "Telemóveis e Tablets",
                          "Telemóveis"
                        ],
                        "confidence": 0.95
                      },
                      "attributes": [
                        {
                          "name": "brand",
                          "value": "Apple",
                          "source": "user",
                          "confidence": 1
                        },
                        {
                          "name": "colour",
                          "value": "preto",
                          "source": "user",
                          "confidence": 1
                        },
                        {
                          "name": "storage_capacity",
                          "value": "128 GB",
                          "source": "inferred",
                          "confidence": 0.8
                        }
                      ],
                      "missing_attributes": [
                        {
                          "name": "model",
                          "label": "Modelo"
                        }
                      ],
                      "condition": {
                        "grade": "B",
                        "label": "Bom estado",
                        "schema_org": "https://schema.org/UsedCondition"
                      },
                      "suggested_price": {
                        "amount": 285,
                        "min": 270,
                        "max": 295,
                        "currency": "EUR",
                        "basis": "value_estimation",
                        "comparables": null
                      },
                      "json_ld": {
                        "@context": "https://schema.org",
                        "@type": "Product",
                        "name": "Apple iPhone 12 128 GB preto",
                        "description": "Apple iPhone 12.\n\nEstado: Bom estado (bom estado, com ligeiros sinais de uso).\n\nCaracterísticas:\n- Cor: preto\n- Capacidade: 128 GB\n\nDefeitos declarados:\n- risco pequeno no canto do ecrã\n- bateria a 84%\n\nNotas do vendedor: 128GB, desbloqueado, com caixa e cabo original.",
                        "brand": {
                          "@type": "Brand",
                          "name": "Apple"
                        },
                        "color": "preto",
                        "category": "Tecnologia e Informática > Telemóveis e Tablets > Telemóveis",
                        "itemCondition": "https://schema.org/UsedCondition",
                        "additionalProperty": [
                          {
                            "@type": "PropertyValue",
                            "name": "storage_capacity",
                            "value": "128 GB"
                          }
                        ],
                        "offers": {
                          "@type": "Offer",
                          "price": 285,
                          "priceCurrency": "EUR",
                          "itemCondition": "https://schema.org/UsedCondition",
                          "availability": "https://schema.org/InStock"
                        }
                      },
                      "warnings": [
                        {
                          "code": "missing_attributes",
                          "message": "O marketplace pede ainda: Modelo. Acrescente-os para o anúncio ser aceite e encontrado.",
                          "field": "missing_attributes"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "description": "The request breaks the contract; `errors` names each bad field, e.g.\n`/agent_specific/marketplace` for an unknown profile, `/agent_specific/item/condition`\nfor a label outside A–D and the profile's scale, `/agent_specific/item` or\n`/agent_specific/item/name` when missing, a text longer than its limit,\n`/images/<index>` for an image that is not an image or whose URL the SSRF filter\nrefuses.\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "unknownCondition": {
                    "summary": "A condition label outside the profile's scale",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "/agent_specific/item/condition: unknown condition \"usado\" for olx-pt: use A, B, C, D or one of Novo, Como novo, Bom estado, Aceitável, Para peças",
                      "instance": "/service_ai_c2c_descriptor",
                      "request_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                      "errors": [
                        {
                          "pointer": "/agent_specific/item/condition",
                          "message": "unknown condition \"usado\" for olx-pt: use A, B, C, D or one of Novo, Como novo, Bom estado, Aceitável, Para peças"
                        }
                      ]
                    }
                  },
                  "unknownProfile": {
                    "summary": "An unknown marketplace profile",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "/agent_specific/marketplace: must be one of: olx-pt, vinted, wallapop, ebay, generic",
                      "instance": "/service_ai_c2c_descriptor",
                      "request_id": "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                      "errors": [
                        {
                          "pointer": "/agent_specific/marketplace",
                          "message": "must be one of: olx-pt, vinted, wallapop, ebay, generic"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/service_ai_protocol_generator": {
      "post": {
        "operationId": "generateProtocol",
        "tags": [
          "protocol-generator"
        ],
        "summary": "Write the inspection protocol for an item",
        "description": "Writes the questions a seller or an inspector answers about an item's condition (the\nchat's fourth stage asks them), and how the answers become a grade on\n`agent_specific.target_scale` and which answers knock the item out of re-use.\n\nTemplates per category are data, written in PT-PT, EN, ES and FR: `phones`, `tablets`,\n`laptops`, `consoles`, `bikes`, `clothing` (clothing and footwear; `footwear` and `shoes`\nare the same template), `small-appliances` and `large-appliances`. Scales: `internal`\n(A–D, the grades value estimation uses) for every category; `ctia` (cosmetic A–D for\ndevices that pass the functional test, `F` for those that do not) for phones and tablets;\n`backmarket` (`excellent`, `very_good`, `good` on fully functional devices with battery\n≥ 80 %, else `not_eligible`) for phones, tablets, laptops and consoles; `clothing5`\n(`new_with_tags` … `satisfactory`, the Vinted/Wallapop levels) for clothing.\n\nEvery protocol passes a static check before it is returned: every question moves at\nleast one grade cap or knock-out, every grade of the scale is reachable, and no\n`skip_if` refers to a later or missing question. The same request always gives the same\nprotocol: `id` names the request, `version` is a hash of the protocol's content.\n\nWithout a model an unknown category is a `422` on `/agent_specific/category`. With a\nmodel, a category without a template gets a generated protocol (`generated: true`),\naccepted only when it passes the same static check; otherwise the answer is a `500` of\ntype `protocol-generation-failed`.\n",
        "x-rate-limit-per-minute": 120,
        "x-body-limit-bytes": 65536,
        "x-timeout-seconds": 120,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ProtocolGeneratorRequest"
              },
              "examples": {
                "phone": {
                  "summary": "A phone bought back, graded on the internal scale, in Portuguese",
                  "value": {
                    "language": "PT-PT",
                    "agent_specific": {
                      "category": "phones",
                      "brand": "Apple",
                      "model": "iPhone 12",
                      "target_scale": "internal",
                      "purpose": "buy_back",
                      "max_questions": 12,
                      "photos": true
                    }
                  }
                },
                "clothing": {
                  "summary": "A jacket listed C2C, on the five clothing levels, without photos",
                  "value": {
                    "language": "en",
                    "agent_specific": {
                      "category": "clothing",
                      "target_scale": "clothing5",
                      "purpose": "c2c_listing",
                      "photos": false
                    }
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The protocol, its grade rule and its knock-outs.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InspectionProtocol"
                },
                "examples": {
                  "small": {
                    "summary": "A clothing protocol on the five levels, without photos (the answer to the clothing request)",
                    "value": {
                      "id": "ptc_e0f6ca1cb6a394f1",
                      "version": "beac667586ec9517",
                      "generated": false,
                      "category": "clothing",
                      "brand": null,
                      "model": null,
                      "target_scale": "clothing5",
                      "purpose": "c2c_listing",
                      "language": "en",
                      "questions": [
                        {
                          "id": "condition",
                          "order": 1,
                          "labels": {
                            "pt-PT": "Estado da peça",
                            "en": "Condition of the item",
                            "es": "Estado de la prenda",
                            "fr": "État de l'article"
                          },
                          "help": null,
                          "text": "Condition of the item",
                          "answer_type": "choice",
                          "options": [
                            {
                              "id": "new-with-tags",
                              "labels": {
                                "pt-PT": "Novo com etiqueta",
                                "en": "New with tags",
                                "es": "Nuevo con etiquetas",
                                "fr": "Neuf avec étiquette"
                              }
                            },
                            {
                              "id": "new-without-tags",
                              "labels": {
                                "pt-PT": "Novo sem etiqueta",
                                "en": "New without tags",
                                "es": "Nuevo sin etiquetas",
                                "fr": "Neuf sans étiquette"
                              }
                            },
                            {
                              "id": "very-good",
                              "labels": {
                                "pt-PT": "Muito bom (pouco usado)",
                                "en": "Very good (lightly worn)",
                                "es": "Muy bueno (poco usado)",
                                "fr": "Très bon état (peu porté)"
                              }
                            },
                            {
                              "id": "good",
                              "labels": {
                                "pt-PT": "Bom (usado, com sinais de uso)",
                                "en": "Good (worn, with signs of wear)",
                                "es": "Bueno (usado, con señales de uso)",
                                "fr": "Bon état (porté, traces d'usure)"
                              }
                            },
                            {
                              "id": "satisfactory",
                              "labels": {
                                "pt-PT": "Satisfatório (muito usado)",
                                "en": "Satisfactory (well worn)",
                                "es": "Satisfactorio (muy usado)",
                                "fr": "Satisfaisant (très porté)"
                              }
                            }
                          ],
                          "required": true,
                          "skip_if": [],
                          "affects": {
                            "dimensions": [
                              "cosmetic"
                            ],
                            "gates": []
                          }
                        },
                        {
                          "id": "defects",
                          "order": 2,
                          "labels": {
                            "pt-PT": "Defeitos",
                            "en": "Defects",
                            "es": "Defectos",
                            "fr": "Défauts"
                          },
                          "help": null,
                          "text": "Defects",
                          "answer_type": "choice",
                          "options": [
                            {
                              "id": "none",
                              "labels": {
                                "pt-PT": "Nenhum",
                                "en": "None",
                                "es": "Ninguno",
                                "fr": "Aucun"
                              }
                            },
                            {
                              "id": "small",
                              "labels": {
                                "pt-PT": "Pequenos (borboto, fio puxado)",
                                "en": "Small (pilling, a pulled thread)",
                                "es": "Pequeños (bolitas, un hilo suelto)",
                                "fr": "Petits (bouloches, fil tiré)"
                              }
                            },
                            {
                              "id": "major",
                              "labels": {
                                "pt-PT": "Manchas, rasgões ou fecho partido",
                                "en": "Stains, tears or a broken zip",
                                "es": "Manchas, rotos o cremallera rota",
                                "fr": "Taches, déchirures ou fermeture cassée"
                              }
                            }
                          ],
                          "required": true,
                          "skip_if": [
                            {
                              "question_id": "condition",
                              "equals": "new-with-tags"
                            }
                          ],
                          "affects": {
                            "dimensions": [
                              "cosmetic"
                            ],
                            "gates": []
                          }
                        },
                        {
                          "id": "clean",
                          "order": 3,
                          "labels": {
                            "pt-PT": "Está lavada e sem cheiros?",
                            "en": "Is it washed and odour-free?",
                            "es": "¿Está lavada y sin olores?",
                            "fr": "Est-il lavé et sans odeur ?"
                          },
                          "help": null,
                          "text": "Is it washed and odour-free?",
                          "answer_type": "yes_no",
                          "required": true,
                          "skip_if": [],
                          "affects": {
                            "dimensions": [
                              "hygiene"
                            ],
                            "gates": []
                          }
                        }
                      ],
                      "knockout_rules": [],
                      "grade_rule": {
                        "scale": "clothing5",
                        "grades": [
                          "new_with_tags",
                          "new_without_tags",
                          "very_good",
                          "good",
                          "satisfactory"
                        ],
                        "dimensions": [
                          "cosmetic",
                          "hygiene"
                        ],
                        "caps": [
                          {
                            "when": {
                              "question_id": "condition",
                              "equals": "new-without-tags"
                            },
                            "dimension": "cosmetic",
                            "grade": "new_without_tags"
                          },
                          {
                            "when": {
                              "question_id": "condition",
                              "equals": "very-good"
                            },
                            "dimension": "cosmetic",
                            "grade": "very_good"
                          },
                          {
                            "when": {
                              "question_id": "condition",
                              "equals": "good"
                            },
                            "dimension": "cosmetic",
                            "grade": "good"
                          },
                          {
                            "when": {
                              "question_id": "condition",
                              "equals": "satisfactory"
                            },
                            "dimension": "cosmetic",
                            "grade": "satisfactory"
                          },
                          {
                            "when": {
                              "question_id": "defects",
                              "equals": "small"
                            },
                            "dimension": "cosmetic",
                            "grade": "good"
                          },
                          {
                            "when": {
                              "question_id": "defects",
                              "equals": "major"
                            },
                            "dimension": "cosmetic",
                            "grade": "satisfactory"
                          },
                          {
                            "when": {
                              "question_id": "clean",
                              "equals": false
                            },
                            "dimension": "hygiene",
                            "grade": "good"
                          }
                        ]
                      },
                      "estimated_seconds": 21
                    }
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "description": "The request breaks the contract or asks for what cannot be built: an unknown\ncategory without a model (`/agent_specific/category`), a scale unknown or not made\nfor the category (`/agent_specific/target_scale`), or fewer questions than the\ncategory's essential ones (`/agent_specific/max_questions`).\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "unknownCategory": {
                    "summary": "A category without a template, and no model configured",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "/agent_specific/category: no template for \"drones\" and no model configured; known: phones, tablets, laptops, consoles, bikes, clothing, small-appliances, large-appliances",
                      "instance": "/service_ai_protocol_generator",
                      "request_id": "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
                      "errors": [
                        {
                          "pointer": "/agent_specific/category",
                          "message": "no template for \"drones\" and no model configured; known: phones, tablets, laptops, consoles, bikes, clothing, small-appliances, large-appliances"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "description": "`protocol-generation-failed`: the model's protocol for a category without a template\ndid not pass the static check (`problems` lists why). `model-unavailable` and\n`timeout` are transient and carry `Retry-After`.\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "Retry-After": {
                "$ref": "#/components/headers/Retry-After"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "generationFailed": {
                    "summary": "The model's protocol failed the static check",
                    "value": {
                      "type": "/problems/protocol-generation-failed",
                      "title": "The generated protocol failed the static check",
                      "status": 500,
                      "detail": "The model's protocol for \"drones\" was refused: grade D is not reachable; question notes affects no rule.",
                      "instance": "/service_ai_protocol_generator",
                      "request_id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
                      "problems": [
                        "grade D is not reachable",
                        "question notes affects no rule"
                      ]
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/service_ai_decision": {
      "post": {
        "operationId": "decide",
        "tags": [
          "decision"
        ],
        "summary": "Decide what becomes of an item",
        "description": "Decides, by rules in code, through which channel an item goes — listed C2C, sold to a\nrefurbisher, returned to its vendor, sold in a wholesale lot, donated, repaired then\nresold, dismantled for parts, recycled or refused — and says why line by line. The same\nrequest on the same date always gives the same decision.\n\n- **Condition**: a grade on a scale (`internal` by default), or a protocol from\n  `/service_ai_protocol_generator` with its answers, graded the same way as there; the\n  protocol's knock-outs become gates.\n- **Gates** block dispositions: `activation_lock` (every sale, repair, parts and\n  donation: only the owner, or a vendor taking it back, can remove it), `data_not_wiped`\n  (the same, unless the operator can wipe data: then `wipe_data` is a required action),\n  `unsafe` (sales as is and donation), `counterfeit` and `reported_stolen` (everything but refusal), `not_working` (donation),\n  `no_donation_partner` (donation), `no_vendor_take_back` (return to vendor, unless\n  `context.vendor_takes_back`), `refusal_not_justified` (refusal, without a safety or\n  legal reason), and `destruction_forbidden` (recycling and refusal\n  of unsold or returned clothing and footwear of a large company from 2026-07-19,\n  Regulation (EU) 2024/1781 art. 25; not for unsafe items).\n- **Economics** (in `currency`): repair pays when repair cost < k × price new (k = 0.5\n  unless `context.repair_threshold` says otherwise) **and** resale after repair − repair\n  − logistics > the best allowed as-is price; each as-is channel (C2C resale, trade-in\n  offer, vendor credit, lot price) nets its price − logistics and pays above 0; parts\n  pay when they net more than 0 and more than recycling. Then, in the order of the EU\n  waste hierarchy (Directive 2008/98/EC art. 4: re-use, preparing for re-use, recycling,\n  disposal): repair when it pays, else the allowed channel that nets most (the as-is\n  channels, and parts too when the item is not known to work), else C2C resale of a\n  working item whose value is unknown, else donation when the item works and a partner\n  takes its category, else parts, else recycling; refusal only for safety or law. Each\n  option names its channel and the figures its net rests on.\n- **Figures**: the caller's; when economics are absent and web search is configured,\n  value estimation's (`source: value_estimation`); otherwise the decision rests on what\n  is known and `missing_figures` says what was not. No figure is ever invented.\n\nA model, when configured, only rewords `summary`; every number in its wording must be one\nof the figures, else the rule-written summary is kept.\n",
        "x-rate-limit-per-minute": 120,
        "x-body-limit-bytes": 262144,
        "x-timeout-seconds": 300,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DecisionRequest"
              },
              "examples": {
                "phone": {
                  "summary": "A returned phone with a cracked screen, with the caller's economics",
                  "value": {
                    "language": "en",
                    "agent_specific": {
                      "item": {
                        "category": "phones",
                        "brand": "Apple",
                        "model": "iPhone 12",
                        "age_years": 3,
                        "price_new": 700
                      },
                      "condition": {
                        "scale": "internal",
                        "grade": "C",
                        "activation_lock": false,
                        "data_wiped": true
                      },
                      "economics": {
                        "currency": "EUR",
                        "resale_as_is": 180,
                        "resale_after_repair": 330,
                        "repair_cost": 90,
                        "recycling_value": 2,
                        "logistics_cost": 10
                      },
                      "context": {
                        "origin": "return",
                        "company_size": "large",
                        "partners": {
                          "donation": [
                            "clothing"
                          ],
                          "recycling": [
                            "phones",
                            "tablets",
                            "laptops"
                          ]
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "callbacks": {
          "jobFinished": {
            "$ref": "#/components/callbacks/JobFinished"
          }
        },
        "responses": {
          "200": {
            "description": "The decision, every option with what blocks it, the figures and the reasons.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DecisionResponse"
                },
                "examples": {
                  "phone": {
                    "summary": "Answer to the phone request (decided on 2026-07-20)",
                    "value": {
                      "decision": "repair_then_resell",
                      "grade": {
                        "scale": "internal",
                        "grade": "C",
                        "works": true,
                        "dimensions": [],
                        "knockouts": []
                      },
                      "options": [
                        {
                          "disposition": "resell_c2c",
                          "channel": "c2c_marketplace",
                          "hierarchy_rank": 1,
                          "allowed": true,
                          "blocked_by": [],
                          "pays": true,
                          "net_value": 170,
                          "figures": [
                            "resale_as_is",
                            "logistics_cost"
                          ]
                        },
                        {
                          "disposition": "resell_refurbisher",
                          "channel": "refurbisher",
                          "hierarchy_rank": 1,
                          "allowed": true,
                          "blocked_by": [],
                          "pays": null,
                          "net_value": null,
                          "figures": []
                        },
                        {
                          "disposition": "return_to_vendor",
                          "channel": "vendor",
                          "hierarchy_rank": 1,
                          "allowed": false,
                          "blocked_by": [
                            "no_vendor_take_back"
                          ],
                          "pays": null,
                          "net_value": null,
                          "figures": []
                        },
                        {
                          "disposition": "b2b_lot",
                          "channel": "wholesale_buyer",
                          "hierarchy_rank": 1,
                          "allowed": true,
                          "blocked_by": [],
                          "pays": null,
                          "net_value": null,
                          "figures": []
                        },
                        {
                          "disposition": "donate",
                          "channel": "charity",
                          "hierarchy_rank": 1,
                          "allowed": false,
                          "blocked_by": [
                            "no_donation_partner"
                          ],
                          "pays": null,
                          "net_value": -10,
                          "figures": [
                            "logistics_cost"
                          ]
                        },
                        {
                          "disposition": "repair_then_resell",
                          "channel": "repair_shop",
                          "hierarchy_rank": 2,
                          "allowed": true,
                          "blocked_by": [],
                          "pays": true,
                          "net_value": 230,
                          "figures": [
                            "price_new",
                            "resale_after_repair",
                            "repair_cost",
                            "logistics_cost",
                            "resale_as_is"
                          ]
                        },
                        {
                          "disposition": "harvest_parts",
                          "channel": "parts_dismantler",
                          "hierarchy_rank": 2,
                          "allowed": true,
                          "blocked_by": [],
                          "pays": null,
                          "net_value": null,
                          "figures": []
                        },
                        {
                          "disposition": "recycle",
                          "channel": "recycler",
                          "hierarchy_rank": 3,
                          "allowed": true,
                          "blocked_by": [],
                          "pays": true,
                          "net_value": -8,
                          "figures": [
                            "recycling_value",
                            "logistics_cost"
                          ]
                        },
                        {
                          "disposition": "refuse",
                          "channel": "none",
                          "hierarchy_rank": 5,
                          "allowed": false,
                          "blocked_by": [
                            "refusal_not_justified"
                          ],
                          "pays": null,
                          "net_value": null,
                          "figures": []
                        }
                      ],
                      "gates": [
                        "no_donation_partner",
                        "refusal_not_justified"
                      ],
                      "required_actions": [],
                      "figures": [
                        {
                          "name": "price_new",
                          "value": 700,
                          "source": "caller"
                        },
                        {
                          "name": "resale_as_is",
                          "value": 180,
                          "source": "caller"
                        },
                        {
                          "name": "resale_after_repair",
                          "value": 330,
                          "source": "caller"
                        },
                        {
                          "name": "repair_cost",
                          "value": 90,
                          "source": "caller"
                        },
                        {
                          "name": "recycling_value",
                          "value": 2,
                          "source": "caller"
                        },
                        {
                          "name": "logistics_cost",
                          "value": 10,
                          "source": "caller"
                        }
                      ],
                      "missing_figures": [],
                      "currency": "EUR",
                      "reasoning": [
                        "Grade C on the internal scale, as given.",
                        "No donation partner takes phones.",
                        "Price new: €700 (given by the caller).",
                        "Resale as is: €180 (given by the caller).",
                        "Resale after repair: €330 (given by the caller).",
                        "Repair cost: €90 (given by the caller).",
                        "Recycling value: €2 (given by the caller).",
                        "Logistics cost: €10 (given by the caller).",
                        "Repair: €90 < 0.5 × €700 = €350, and €330 − €90 − €10 = €230 > €180 as is: repair pays.",
                        "Resale as is: €180 − €10 logistics = €170: resale pays.",
                        "Recycling: the material is worth €2.",
                        "Decision: repair, then resell."
                      ],
                      "summary": "Grade C on the internal scale, as given. No donation partner takes phones. Price new: €700 (given by the caller). Resale as is: €180 (given by the caller). Resale after repair: €330 (given by the caller). Repair cost: €90 (given by the caller). Recycling value: €2 (given by the caller). Logistics cost: €10 (given by the caller). Repair: €90 < 0.5 × €700 = €350, and €330 − €90 − €10 = €230 > €180 as is: repair pays. Resale as is: €180 − €10 logistics = €170: resale pays. Recycling: the material is worth €2. Decision: repair, then resell.",
                      "decided_on": "2026-07-20"
                    }
                  }
                }
              }
            }
          },
          "202": {
            "$ref": "#/components/responses/JobAccepted"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedContentEncoding"
          },
          "422": {
            "description": "The request breaks the contract: negative or non-numeric money\n(`/agent_specific/economics/repair_cost`), a grade outside its scale\n(`/agent_specific/condition/grade`), answers that do not fit the protocol\n(`/agent_specific/condition/answers/<question_id>`), neither a grade nor a protocol\nwith answers (`/agent_specific/condition`).\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "badMoney": {
                    "summary": "A negative repair cost",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "/agent_specific/economics/repair_cost: must be at least 0",
                      "instance": "/service_ai_decision",
                      "request_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                      "errors": [
                        {
                          "pointer": "/agent_specific/economics/repair_cost",
                          "message": "must be at least 0"
                        }
                      ]
                    }
                  },
                  "badGrade": {
                    "summary": "A grade that is not on its scale",
                    "value": {
                      "type": "/problems/validation-error",
                      "title": "Invalid request",
                      "status": 422,
                      "detail": "/agent_specific/condition/grade: must be one of A, B, C, D, F on scale ctia",
                      "instance": "/service_ai_decision",
                      "request_id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                      "errors": [
                        {
                          "pointer": "/agent_specific/condition/grade",
                          "message": "must be one of A, B, C, D, F on scale ctia"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/jobs/{id}": {
      "get": {
        "operationId": "getJob",
        "tags": [
          "service"
        ],
        "summary": "Read an asynchronous job",
        "description": "The state of a job created by a function call with `callback_url`: `queued`, `running`,\n`succeeded` (with `result`) or `failed` (with `problem`), its timestamps, and its\ncallback's delivery attempts. With API keys on, only the key that created the job sees\nit; any other key gets `404`, as for an unknown or expired id.\n",
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "name": "id",
            "in": "path",
            "required": true,
            "description": "The job id from the `202` answer (also the end of its `Location`).",
            "schema": {
              "type": "string",
              "pattern": "^job_[A-Za-z0-9_-]{22,64}$"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The job.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Job"
                },
                "examples": {
                  "succeeded": {
                    "summary": "A translation that finished and was delivered",
                    "value": {
                      "id": "job_Vb3kq2mXl9t0ZrP4aN7sWg",
                      "operation": "translate",
                      "state": "succeeded",
                      "request_id": "0b6f8a52-31d7-4c1e-9a0e-5d2f0c6b7e11",
                      "created_at": "2026-11-23T21:30:00.120Z",
                      "started_at": "2026-11-23T21:30:00.180Z",
                      "finished_at": "2026-11-23T21:30:02.950Z",
                      "expires_at": "2026-11-30T21:30:03.100Z",
                      "runs": 1,
                      "result": {
                        "translations": {
                          "context": "Children's clothing catalogue",
                          "data": {
                            "en-US": {
                              "product_88_name": "Winter coat"
                            }
                          }
                        }
                      },
                      "callback": {
                        "url": "https://shop.example.org/hooks/ai-results",
                        "webhook_id": "msg_job_Vb3kq2mXl9t0ZrP4aN7sWg",
                        "state": "delivered",
                        "attempts": [
                          {
                            "at": "2026-11-23T21:30:03.010Z",
                            "status": 204
                          }
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/JobNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/jobs/{id}/cancel": {
      "post": {
        "operationId": "cancelJob",
        "tags": [
          "service"
        ],
        "summary": "Cancel an asynchronous job",
        "description": "Stops a job that has not finished. A `queued` job never runs; a `running` one is aborted\nthrough its signal (on whichever replica runs it, within a third of `JOB_LEASE_SECONDS`;\nat once on the replica that answers). The job ends `cancelled` and its callback is POSTed\nwith `type: job.cancelled`. A job that already ended gets `409`. No request body.\n",
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/JobId"
          }
        ],
        "responses": {
          "200": {
            "description": "The job, now `cancelled`.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Job"
                },
                "examples": {
                  "cancelled": {
                    "summary": "A queued translation cancelled before it ran",
                    "value": {
                      "id": "job_Vb3kq2mXl9t0ZrP4aN7sWg",
                      "operation": "translate",
                      "state": "cancelled",
                      "request_id": "0b6f8a52-31d7-4c1e-9a0e-5d2f0c6b7e11",
                      "created_at": "2026-11-23T21:30:00.120Z",
                      "started_at": null,
                      "finished_at": "2026-11-23T21:30:01.400Z",
                      "expires_at": "2026-11-30T21:30:01.400Z",
                      "runs": 0,
                      "callback": {
                        "url": "https://shop.example.org/hooks/ai-results",
                        "webhook_id": "msg_job_Vb3kq2mXl9t0ZrP4aN7sWg",
                        "state": "pending",
                        "next_attempt_at": "2026-11-23T21:30:01.400Z",
                        "attempts": []
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/JobNotFound"
          },
          "409": {
            "description": "The job already ended (`succeeded`, `failed` or `cancelled`); nothing was changed.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "finished": {
                    "summary": "A job that already succeeded",
                    "value": {
                      "type": "/problems/job-finished",
                      "title": "Job already finished",
                      "status": 409,
                      "detail": "Job job_Vb3kq2mXl9t0ZrP4aN7sWg already ended as succeeded.",
                      "instance": "/jobs/job_Vb3kq2mXl9t0ZrP4aN7sWg/cancel",
                      "request_id": "0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f",
                      "state": "succeeded"
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/jobs/{id}/events": {
      "get": {
        "operationId": "getJobEvents",
        "tags": [
          "service"
        ],
        "summary": "Follow an asynchronous job as Server-Sent Events",
        "description": "A `text/event-stream` of what happens to the job: `state` events (`queued`, `running`,\n`succeeded`, `failed`, `cancelled`; a job run again after its server stopped shows\n`running` again), `progress` events as each step (graph node) of the function ends, and,\nonce the job has ended, one `result` event carrying the job as `GET /jobs/{id}` shows it;\nthen the stream closes. Each event's `id` is its place in the job's history: reconnect\nwith `Last-Event-ID` to receive only what came after (a job that has ended sends its\n`result` again). Events are kept with the job, so any replica serves the stream. A comment\nline (`: keep-alive`) is sent every 15 s while nothing happens, so proxies keep the\nconnection open. Closing the stream never affects the job.\n",
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "$ref": "#/components/parameters/JobId"
          },
          {
            "name": "Last-Event-ID",
            "in": "header",
            "required": false,
            "description": "The `id` of the last event received; the stream resumes after it.",
            "schema": {
              "type": "string",
              "pattern": "^[0-9]{1,15}$"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The stream. Each event is `id: <n>`, `event: state|progress|result` and one `data:`\nline of JSON (`JobStreamEvent`).\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string",
                  "description": "Server-Sent Events whose `data` are `JobStreamEvent` documents."
                },
                "example": "id: 1\nevent: state\ndata: {\"type\":\"state\",\"at\":\"2026-11-23T21:30:00.120Z\",\"state\":\"queued\"}\n\nid: 2\nevent: state\ndata: {\"type\":\"state\",\"at\":\"2026-11-23T21:30:00.180Z\",\"state\":\"running\"}\n\nid: 3\nevent: progress\ndata: {\"type\":\"progress\",\"at\":\"2026-11-23T21:30:01.020Z\",\"node\":\"planWork\"}\n\nid: 4\nevent: state\ndata: {\"type\":\"state\",\"at\":\"2026-11-23T21:30:02.950Z\",\"state\":\"succeeded\"}\n\nid: 4\nevent: result\ndata: {\"type\":\"result\",\"at\":\"2026-11-23T21:30:02.950Z\",\"job\":{\"id\":\"job_Vb3kq2mXl9t0ZrP4aN7sWg\",\"state\":\"succeeded\"}}\n"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/JobNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "$ref": "#/components/responses/StoreUnavailable"
          }
        }
      }
    },
    "/health": {
      "get": {
        "operationId": "getHealth",
        "tags": [
          "service"
        ],
        "summary": "Check health and readiness",
        "description": "The summary for people: the version, the uptime, which functions can do real work with\nthe current configuration, and the state of the model, search, store and rate-limit\ndependencies. Always `200` while the process serves requests; `status` is `degraded`\nwhen a function or dependency is not ready (for example no model is configured, the\nstore is unreachable, or the function is still warming up after start: its `reason`\nthen says so) and `draining` after SIGTERM. Orchestrators probe\n`GET /health/live` and `GET /health/ready` instead.\n",
        "security": [],
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          }
        ],
        "responses": {
          "200": {
            "description": "The service is running; `status` says whether everything is ready.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HealthResponse"
                },
                "examples": {
                  "ok": {
                    "summary": "Everything configured",
                    "value": {
                      "status": "ok",
                      "version": "0.1.0",
                      "uptime_seconds": 86412.5,
                      "functions": {
                        "translator": {
                          "ready": true,
                          "needs": [
                            "model"
                          ]
                        },
                        "value_estimation": {
                          "ready": true,
                          "needs": [
                            "search"
                          ]
                        }
                      },
                      "dependencies": {
                        "model": {
                          "configured": true,
                          "model": "gpt-4o-mini"
                        },
                        "search": {
                          "configured": true
                        },
                        "store": {
                          "kind": "sqlite",
                          "ready": true
                        },
                        "rate_limits": {
                          "kind": "process",
                          "shared": false
                        }
                      }
                    }
                  },
                  "degraded": {
                    "summary": "Started without a model",
                    "value": {
                      "status": "degraded",
                      "version": "0.1.0",
                      "uptime_seconds": 12.04,
                      "functions": {
                        "translator": {
                          "ready": false,
                          "needs": [
                            "model"
                          ],
                          "reason": "No language model is configured; set OPENAI_API_KEY or OPENAI_BASE_URL."
                        },
                        "value_estimation": {
                          "ready": false,
                          "needs": [
                            "search"
                          ],
                          "reason": "no web search configured (set TAVILY_API_KEY)"
                        }
                      },
                      "dependencies": {
                        "model": {
                          "configured": false
                        },
                        "search": {
                          "configured": false
                        },
                        "store": {
                          "kind": "sqlite",
                          "ready": true
                        },
                        "rate_limits": {
                          "kind": "process",
                          "shared": false
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    },
    "/health/live": {
      "get": {
        "operationId": "getLiveness",
        "tags": [
          "service"
        ],
        "summary": "Check that the process serves (liveness probe)",
        "description": "`200` whenever the process can answer HTTP, whatever the state of its backing services:\nan orchestrator restarts the process only when this stops answering. It never looks at\nPostgreSQL or Redis, so an outage of theirs does not turn into a restart loop.\n",
        "security": [],
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          }
        ],
        "responses": {
          "200": {
            "description": "The process serves requests.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LivenessResponse"
                },
                "examples": {
                  "live": {
                    "summary": "Serving",
                    "value": {
                      "status": "live",
                      "uptime_seconds": 12.4
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    },
    "/health/ready": {
      "get": {
        "operationId": "getReadiness",
        "tags": [
          "service"
        ],
        "summary": "Check that this replica should receive traffic (readiness probe)",
        "description": "`200` when the store is reachable, its schemas are set up, the functions that need no\nmodel have done their first-call work after start (warming, a few seconds, where the\ndeployment sets `WARM_UP=true`) and the process is not draining; otherwise `503` with a problem (`not-ready`)\nwhose `reasons` say what is missing, one line each. On SIGTERM it turns `503` at once, so a load balancer stops\nsending new requests while in-flight ones finish. Redis is not a condition: while it is\ndown, rate limits fall back to per-process counters. Functions that lack a model or\nsearch are reported by `GET /health`, not here: the replica still serves the others.\n",
        "security": [],
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          }
        ],
        "responses": {
          "200": {
            "description": "Ready for traffic.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ReadinessResponse"
                },
                "examples": {
                  "ready": {
                    "summary": "Ready",
                    "value": {
                      "status": "ready"
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          },
          "503": {
            "description": "Not ready: `reasons` lists why (the store unreachable or its schemas not yet set up,\nor the process draining after SIGTERM). `Retry-After` says when to look again.\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "Retry-After": {
                "$ref": "#/components/headers/Retry-After"
              }
            },
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                },
                "examples": {
                  "storeDown": {
                    "summary": "PostgreSQL unreachable",
                    "value": {
                      "type": "/problems/not-ready",
                      "title": "Not ready",
                      "status": 503,
                      "detail": "This replica should not receive traffic now: the store (postgres) is unreachable.",
                      "instance": "/health/ready",
                      "request_id": "0d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6",
                      "reasons": [
                        "the store (postgres) is unreachable: connect ECONNREFUSED"
                      ]
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/": {
      "get": {
        "operationId": "getIndex",
        "tags": [
          "service"
        ],
        "summary": "Show the index page",
        "description": "A human index page: the API reference rendered from this document (works offline), the\nstate of the deployment, and a chat playground that drives `POST /chat` with the Deep Chat\ncomponent (served by `GET /assets/deep-chat.js`).\n",
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          }
        ],
        "responses": {
          "200": {
            "description": "The index page.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "page": {
                    "summary": "The start of the page",
                    "value": "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Circular AI Services</title></head><body><h1>Circular AI Services</h1></body></html>"
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    },
    "/openapi.json": {
      "get": {
        "operationId": "getOpenApiDocument",
        "tags": [
          "service"
        ],
        "summary": "Get this OpenAPI document",
        "description": "This document as JSON, for client generation and request validation.",
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          }
        ],
        "responses": {
          "200": {
            "description": "The OpenAPI 3.1 document.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "description": "An OpenAPI 3.1 document.",
                  "required": [
                    "openapi",
                    "info",
                    "paths"
                  ],
                  "properties": {
                    "openapi": {
                      "type": "string"
                    },
                    "info": {
                      "type": "object"
                    },
                    "paths": {
                      "type": "object"
                    }
                  }
                },
                "examples": {
                  "document": {
                    "summary": "The start of the document",
                    "value": {
                      "openapi": "3.1.0",
                      "info": {
                        "title": "Circular AI Services",
                        "version": "0.1.0"
                      },
                      "paths": {}
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    },
    "/assets/deep-chat.js": {
      "get": {
        "operationId": "getDeepChatBundle",
        "tags": [
          "service"
        ],
        "summary": "Get the chat component for the index page",
        "description": "The Deep Chat web component (`deep-chat` on npm, MIT) as one ES module, served from this\ndeployment so the index page's chat playground works offline. The index page asks for it\nwith `?v=<component version>`, so it may be cached for a year: an upgrade changes the URL.\n",
        "security": [],
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "name": "v",
            "in": "query",
            "required": false,
            "description": "The component's version, to give each release its own URL in caches; the server ignores it.",
            "schema": {
              "type": "string",
              "maxLength": 64
            },
            "example": "2.4.2"
          }
        ],
        "responses": {
          "200": {
            "description": "The component's JavaScript module (it defines the `<deep-chat>` element).",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "Cache-Control": {
                "description": "`public, max-age=31536000, immutable`: the content changes only with the version in the URL.",
                "schema": {
                  "type": "string"
                },
                "example": "public, max-age=31536000, immutable"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "text/javascript": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "module": {
                    "summary": "The end of the module",
                    "value": "customElements.define(\"deep-chat\",Nl);export{Nl as DeepChat};"
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    },
    "/assets/swagger-ui/{file}": {
      "get": {
        "operationId": "getApiReferenceAsset",
        "tags": [
          "service"
        ],
        "summary": "Get a file of the index page's API reference",
        "description": "Swagger UI (`swagger-ui-dist` on npm, Apache-2.0), which renders this document on the index\npage with \"try it\" for every operation: its script and its style sheet, served from this\ndeployment so the reference works offline. The index page asks for them with\n`?v=<Swagger UI version>`, so they may be cached for a year: an upgrade changes the URL.\n",
        "security": [],
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "name": "file",
            "in": "path",
            "required": true,
            "description": "Which file.",
            "schema": {
              "type": "string",
              "enum": [
                "swagger-ui-bundle.js",
                "swagger-ui.css"
              ]
            },
            "example": "swagger-ui.css"
          },
          {
            "name": "v",
            "in": "query",
            "required": false,
            "description": "Swagger UI's version, to give each release its own URL in caches; the server ignores it.",
            "schema": {
              "type": "string",
              "maxLength": 64
            },
            "example": "5.32.0"
          }
        ],
        "responses": {
          "200": {
            "description": "The file.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "Cache-Control": {
                "description": "`public, max-age=31536000, immutable`: the content changes only with the version in the URL.",
                "schema": {
                  "type": "string"
                },
                "example": "public, max-age=31536000, immutable"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "text/javascript": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "script": {
                    "summary": "The start of the script",
                    "value": "/*! For license information please see swagger-ui-bundle.js.LICENSE.txt */"
                  }
                }
              },
              "text/css": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "styles": {
                    "summary": "The start of the style sheet",
                    "value": ".swagger-ui{color:#3b4151;"
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    },
    "/assets/page/{version}/{file}": {
      "get": {
        "operationId": "getPageScript",
        "tags": [
          "service"
        ],
        "summary": "Get a script of the index page",
        "description": "The index page's own browser code (its forms, the chat playground, the API reference's\nstart-up), as ES modules served from this deployment: the page runs no inline script, so\nits Content-Security-Policy allows scripts from this origin only. `version` is a digest\nof the scripts' contents: under the current one a file may be cached for a year, since\nany change gives it a new URL; under another (a page from an older or newer replica) the\ncurrent file is sent with `Cache-Control: no-store`.\n",
        "security": [],
        "x-rate-limit-per-minute": 600,
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          },
          {
            "name": "version",
            "in": "path",
            "required": true,
            "description": "The digest the index page names; the server serves its current files whatever it is.",
            "schema": {
              "type": "string",
              "pattern": "^[0-9a-f]{1,64}$"
            },
            "example": "3f2a9c1b7d4e6a08"
          },
          {
            "name": "file",
            "in": "path",
            "required": true,
            "description": "Which script.",
            "schema": {
              "type": "string",
              "enum": [
                "try-forms.js",
                "chat-playground.js",
                "api-reference.js",
                "read-as-data-url.js",
                "server-sent-events.js"
              ]
            },
            "example": "try-forms.js"
          }
        ],
        "responses": {
          "200": {
            "description": "The script (an ES module).",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "Cache-Control": {
                "description": "`public, max-age=31536000, immutable` under the current version, `no-store` under another.",
                "schema": {
                  "type": "string"
                },
                "example": "public, max-age=31536000, immutable"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "text/javascript": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "module": {
                    "summary": "The start of a script",
                    "value": "import { readAsDataUrl } from './read-as-data-url.js';"
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    },
    "/metrics": {
      "get": {
        "operationId": "getMetrics",
        "tags": [
          "service"
        ],
        "summary": "Get operational metrics (Prometheus)",
        "description": "Metrics in the Prometheus text exposition format, for a Prometheus server to scrape. The\nservice's own carry one prefix, `circular_`: `circular_http_requests_total` and\n`circular_http_request_duration_seconds` by operation, method and status;\n`circular_model_calls_total` and `circular_model_tokens_total` by operation (and token\nkind); `circular_search_calls_total` by outcome; `circular_backing_service_up`,\n`circular_rate_limit_local_fallback_total` and the `circular_job…` figures of asynchronous\njobs. Node's process figures keep the names every Node dashboard reads, as Prometheus's\nclient libraries export them (`process_…`, `nodejs_eventloop_lag_seconds`, heap, GC, handles). Off unless the deployment sets `METRICS_ENABLED=true`\n(then `404` otherwise). With `METRICS_TOKEN` set it requires `Authorization: Bearer <token>`;\nwith `API_KEYS` set it requires that token or one of the API keys.\nNot rate limited: it is meant to be scraped every few seconds.\n",
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/RequestId"
          }
        ],
        "responses": {
          "200": {
            "description": "The metrics, one sample per line.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              }
            },
            "content": {
              "text/plain": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "sample": {
                    "summary": "A few lines of the output",
                    "value": "# HELP circular_http_requests_total HTTP requests answered, by operation and status.\n# TYPE circular_http_requests_total counter\ncircular_http_requests_total{operation=\"translate\",method=\"POST\",status=\"200\"} 42\n"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "500": {
            "$ref": "#/components/responses/ServerProblem"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "apiKey": {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key sent as `Authorization: Bearer <key>`. Required only when the deployment sets\n`API_KEYS` (comma-separated keys); without that setting authentication is off.\n"
      }
    },
    "parameters": {
      "RequestId": {
        "name": "X-Request-Id",
        "in": "header",
        "required": false,
        "description": "Your id for this request, echoed in the `X-Request-Id` response header, in problem\nbodies and in the server's logs. A value that does not match the pattern is replaced by\na generated id, not rejected.\n",
        "schema": {
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,128}$"
        },
        "example": "checkout-7f3a9c"
      },
      "JobId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The job id from the `202` answer (also the end of its `Location`).",
        "schema": {
          "type": "string",
          "pattern": "^job_[A-Za-z0-9_-]{22,64}$"
        }
      },
      "IdempotencyKey": {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "Makes a retried POST safe: the same key with the same body within 24 hours gets the\nfirst answer again — same status, same body, the same job for a `callback_url` request,\nwith `Idempotent-Replayed: true` — and nothing runs a second time. The same key with\nanother body is a `422` problem `idempotency-key-reused`; a duplicate sent while the\nfirst is still running waits for its answer (`409` problem `idempotency-key-in-use`\nwith `Retry-After` if it runs past the operation's time limit). Keys are scoped per API\nkey and per operation; use a random one per request (a UUID v4). Answers that invite a\nretry (`5xx`, `408`, `429`) are not kept. A key that is not 1 to 255 printable ASCII\ncharacters is a `422`.\n",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[\\x20-\\x7E]+$"
        },
        "example": "5f0c1b7e-2d4a-4f7e-9c3b-8a1d6e2f4b90"
      }
    },
    "headers": {
      "X-Request-Id": {
        "description": "The request's id — the client's `X-Request-Id` when it was valid, otherwise a generated one.",
        "schema": {
          "type": "string"
        },
        "example": "0b6f8a52-31d7-4c1e-9a0e-5d2f0c6b7e11"
      },
      "X-Session-Id": {
        "description": "The chat session this answer belongs to: the request's `session_id`, or the id of the\nsession the request created. Send it as `session_id` on the next turn.\n",
        "schema": {
          "type": "string"
        },
        "example": "0f6c2b8e-8a51-4c3e-9d27-6b1f0e2a9c44"
      },
      "RateLimit": {
        "description": "What is left of the client's quota for this operation (draft-ietf-httpapi-ratelimit-headers-08):\n`r` remaining requests, `t` seconds until the window resets.\n",
        "schema": {
          "type": "string"
        },
        "example": "\"60-in-1min\"; r=41; t=23"
      },
      "RateLimit-Policy": {
        "description": "The quota that applies (draft-ietf-httpapi-ratelimit-headers-08): `q` requests per `w`\nseconds, counted per partition key `pk` (a hash of the client's API key or IP address).\n",
        "schema": {
          "type": "string"
        },
        "example": "\"60-in-1min\"; q=60; w=60; pk=:ZmFjZTEyMzQ1Njc4:"
      },
      "Retry-After": {
        "description": "Seconds to wait before retrying.",
        "schema": {
          "type": "integer",
          "minimum": 0
        },
        "example": 30
      },
      "Allow": {
        "description": "The methods the path supports.",
        "schema": {
          "type": "string"
        },
        "example": "POST"
      },
      "WWW-Authenticate": {
        "description": "The authentication scheme the server expects (RFC 9110).",
        "schema": {
          "type": "string"
        },
        "example": "Bearer realm=\"circular-ai-services\""
      },
      "Location": {
        "description": "Where the job can be read, `/jobs/{id}`.",
        "schema": {
          "type": "string",
          "format": "uri-reference"
        },
        "example": "/jobs/job_Vb3kq2mXl9t0ZrP4aN7sWg"
      },
      "webhook-id": {
        "description": "The delivery's id, the same on every attempt of one callback; receivers deduplicate on it.",
        "schema": {
          "type": "string"
        },
        "example": "msg_job_Vb3kq2mXl9t0ZrP4aN7sWg"
      },
      "webhook-timestamp": {
        "description": "When this attempt was signed, in Unix seconds; reject values more than five minutes off.",
        "schema": {
          "type": "string",
          "pattern": "^[0-9]+$"
        },
        "example": "1795469403"
      },
      "webhook-signature": {
        "description": "`v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`\nkeyed with the base64-decoded part of `WEBHOOK_SECRET` after `whsec_` (Standard Webhooks).\nSeveral space-separated signatures may be sent while the secret is rotated.\n",
        "schema": {
          "type": "string"
        },
        "example": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4="
      }
    },
    "responses": {
      "ValidationProblem": {
        "description": "The request breaks the contract: a missing or malformed field, an unknown field, a body\nthat is not a JSON object, a body that is not JSON, or a content type other than\n`application/json`. `errors` names each bad field by JSON Pointer into the body; the\npointer is empty when the body as a whole is wrong.\n",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "fields": {
                "summary": "Several bad fields",
                "value": {
                  "type": "/problems/validation-error",
                  "title": "Invalid request",
                  "status": 422,
                  "detail": "/source_locale: is required; /data/product_1_name: must be a string; /colour: is not a recognised field",
                  "instance": "/service_ai_translator",
                  "request_id": "0b6f8a52-31d7-4c1e-9a0e-5d2f0c6b7e11",
                  "errors": [
                    {
                      "pointer": "/source_locale",
                      "message": "is required"
                    },
                    {
                      "pointer": "/data/product_1_name",
                      "message": "must be a string"
                    },
                    {
                      "pointer": "/colour",
                      "message": "is not a recognised field"
                    }
                  ]
                }
              },
              "targets": {
                "summary": "Both target fields sent",
                "value": {
                  "type": "/problems/validation-error",
                  "title": "Invalid request",
                  "status": 422,
                  "detail": "/target_locales: cannot be sent together with target_locale: send only one of them",
                  "instance": "/service_ai_translator",
                  "request_id": "checkout-7f3a9c",
                  "errors": [
                    {
                      "pointer": "/target_locales",
                      "message": "cannot be sent together with target_locale: send only one of them"
                    }
                  ]
                }
              },
              "notJson": {
                "summary": "A body that is not JSON",
                "value": {
                  "type": "/problems/validation-error",
                  "title": "Invalid request",
                  "status": 422,
                  "detail": "The request body is not valid JSON: Unexpected token } in JSON at position 41.",
                  "instance": "/service_ai_translator",
                  "request_id": "4d1c9e0a-8b7f-4a55-b2f3-6e0d9c1a2b34",
                  "errors": [
                    {
                      "pointer": "",
                      "message": "must be a JSON object"
                    }
                  ]
                }
              }
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The request body is larger than the operation's `x-body-limit-bytes`.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "tooLarge": {
                "summary": "A body over 1 MB",
                "value": {
                  "type": "/problems/payload-too-large",
                  "title": "Payload too large",
                  "status": 413,
                  "detail": "The request body exceeds this operation's limit of 1048576 bytes.",
                  "instance": "/service_ai_translator",
                  "request_id": "7e2a4c1b-0f3d-4b6e-8a9c-1d2e3f4a5b6c",
                  "limit_bytes": 1048576
                }
              }
            }
          }
        }
      },
      "UnsupportedContentEncoding": {
        "description": "The body's `Content-Encoding` is not one this server decodes. Bodies may be sent as they\nare or compressed with `gzip`, `deflate` or `br`; the decompressed size counts against the\noperation's body limit (a body that inflates past it is a `413`, cut as soon as it does).\nStacked encodings (`gzip, br`) and others (`zstd`, `compress`) get this `415`, with\n`Accept-Encoding` naming the accepted ones. Compressed data that does not decode is a `422`.\n",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "Accept-Encoding": {
            "description": "The content codings the server accepts for request bodies.",
            "schema": {
              "type": "string"
            },
            "example": "gzip, deflate, br"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "zstd": {
                "summary": "A zstd-compressed body",
                "value": {
                  "type": "/problems/unsupported-content-encoding",
                  "title": "Unsupported content encoding",
                  "status": 415,
                  "detail": "Content-Encoding \"zstd\" is not supported; send the body as identity, or one of gzip, deflate, br.",
                  "instance": "/service_ai_translator",
                  "request_id": "5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
                  "accepted_encodings": [
                    "gzip",
                    "deflate",
                    "br"
                  ]
                }
              }
            }
          }
        }
      },
      "RateLimited": {
        "description": "The client sent more requests to this operation than its limit per minute\n(`x-rate-limit-per-minute`, or `RATE_LIMIT_PER_MINUTE` when set). Retry after\n`Retry-After` seconds.\n",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "Retry-After": {
            "$ref": "#/components/headers/Retry-After"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "rateLimited": {
                "summary": "Over 60 translations in a minute",
                "value": {
                  "type": "/problems/rate-limited",
                  "title": "Too many requests",
                  "status": 429,
                  "detail": "This operation allows 60 requests per minute per client; retry in 23 s.",
                  "instance": "/service_ai_translator",
                  "request_id": "9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"
                }
              }
            }
          }
        }
      },
      "ServerProblem": {
        "description": "The server could not complete the request. `type` says why; transient failures\n(`model-unavailable`, `search-unavailable`, `core-system-unavailable`, `timeout`,\n`translation-incomplete`) carry `Retry-After`. Configuration problems\n(`model-not-configured`, `search-not-configured`) name the settings to fix and will not\ngo away by retrying.\n",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "Retry-After": {
            "$ref": "#/components/headers/Retry-After"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "modelNotConfigured": {
                "summary": "No model configured on this deployment",
                "value": {
                  "type": "/problems/model-not-configured",
                  "title": "No language model is configured",
                  "status": 500,
                  "detail": "This function needs a chat model. Set OPENAI_API_KEY (and OPENAI_MODEL), or OPENAI_BASE_URL for an OpenAI-compatible server such as Ollama or vLLM.",
                  "instance": "/service_ai_translator",
                  "request_id": "3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f"
                }
              },
              "modelUnavailable": {
                "summary": "The model provider failed (transient, with Retry-After)",
                "value": {
                  "type": "/problems/model-unavailable",
                  "title": "The model service is unavailable",
                  "status": 500,
                  "detail": "The model service did not answer successfully; try again later.",
                  "instance": "/service_ai_translator",
                  "request_id": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d"
                }
              },
              "timeout": {
                "summary": "The operation ran out of time (transient, with Retry-After)",
                "value": {
                  "type": "/problems/timeout",
                  "title": "The operation timed out",
                  "status": 500,
                  "detail": "The operation did not finish within 300 s and was cancelled.",
                  "instance": "/service_ai_translator",
                  "request_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
                }
              },
              "translationIncomplete": {
                "summary": "The model left keys untranslated (transient, with Retry-After)",
                "value": {
                  "type": "/problems/translation-incomplete",
                  "title": "The translation is incomplete",
                  "status": 500,
                  "detail": "The model did not return a translation for 2 keys in fr-FR after 3 attempts.",
                  "instance": "/service_ai_translator",
                  "request_id": "6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a"
                }
              },
              "internal": {
                "summary": "An unexpected error",
                "value": {
                  "type": "/problems/internal",
                  "title": "Internal server error",
                  "status": 500,
                  "detail": "An unexpected error occurred. Quote the request id when reporting it.",
                  "instance": "/health",
                  "request_id": "8f7e6d5c-4b3a-4291-8f7e-6d5c4b3a2918"
                }
              }
            }
          }
        }
      },
      "StoreUnavailable": {
        "description": "The request needs the store (chat sessions, asynchronous jobs) and the store is\nunreachable for now (a PostgreSQL restart or fail-over). Nothing was accepted; retry\nafter `Retry-After` seconds. Functions that keep no state keep answering meanwhile.\nThe same status, with type `/problems/function-unavailable`, when the function's code\n(loaded on the route's first request) could not be loaded; the next request tries again.\n",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "Retry-After": {
            "$ref": "#/components/headers/Retry-After"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "storeUnavailable": {
                "summary": "PostgreSQL is restarting",
                "value": {
                  "type": "/problems/store-unavailable",
                  "title": "Store unavailable",
                  "status": 503,
                  "detail": "The store that keeps sessions and jobs is unreachable; retry in 5 s.",
                  "instance": "/chat",
                  "request_id": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7"
                }
              }
            }
          }
        }
      },
      "Unauthorized": {
        "description": "Authentication is on (`API_KEYS` is set) and the request has no `Authorization: Bearer`\nheader or its key is not one of the configured keys. Never returned when `API_KEYS` is\nunset.\n",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "WWW-Authenticate": {
            "$ref": "#/components/headers/WWW-Authenticate"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "missingKey": {
                "summary": "No API key sent",
                "value": {
                  "type": "/problems/unauthorized",
                  "title": "Unauthorized",
                  "status": 401,
                  "detail": "This deployment requires an API key: send Authorization: Bearer <key>.",
                  "instance": "/service_ai_translator",
                  "request_id": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f"
                }
              }
            }
          }
        }
      },
      "NotFound": {
        "description": "No operation is served at this path.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "notFound": {
                "summary": "An unknown path",
                "value": {
                  "type": "/problems/not-found",
                  "title": "Not found",
                  "status": 404,
                  "detail": "No operation is served at /service_ai_translate.",
                  "instance": "/service_ai_translate",
                  "request_id": "0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f"
                }
              }
            }
          }
        }
      },
      "MethodNotAllowed": {
        "description": "The path exists but does not support this method; `Allow` lists the methods it does.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "Allow": {
            "$ref": "#/components/headers/Allow"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "methodNotAllowed": {
                "summary": "GET on a POST-only path",
                "value": {
                  "type": "/problems/method-not-allowed",
                  "title": "Method not allowed",
                  "status": 405,
                  "detail": "GET is not supported on /service_ai_translator; use POST.",
                  "instance": "/service_ai_translator",
                  "request_id": "4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b"
                }
              }
            }
          }
        }
      },
      "JobAccepted": {
        "description": "The request was valid and is stored as a job (asked for with `callback_url`). The body is\nthe job; `Location` is where to read it. The result is POSTed to `callback_url` when the\njob ends.\n",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "Location": {
            "$ref": "#/components/headers/Location"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Job"
            },
            "examples": {
              "queued": {
                "summary": "A job just accepted",
                "value": {
                  "id": "job_Vb3kq2mXl9t0ZrP4aN7sWg",
                  "operation": "translate",
                  "state": "queued",
                  "request_id": "0b6f8a52-31d7-4c1e-9a0e-5d2f0c6b7e11",
                  "created_at": "2026-11-23T21:30:00.120Z",
                  "started_at": null,
                  "finished_at": null,
                  "expires_at": null,
                  "runs": 0,
                  "callback": {
                    "url": "https://shop.example.org/hooks/ai-results",
                    "webhook_id": "msg_job_Vb3kq2mXl9t0ZrP4aN7sWg",
                    "state": "waiting",
                    "attempts": []
                  }
                }
              }
            }
          }
        }
      },
      "JobNotFound": {
        "description": "No job with this id is visible to the caller (unknown, expired, or created with another API key).",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "unknown": {
                "summary": "An unknown job id",
                "value": {
                  "type": "/problems/not-found",
                  "title": "Not found",
                  "status": 404,
                  "detail": "No job job_Vb3kq2mXl9t0ZrP4aN7sWg.",
                  "instance": "/jobs/job_Vb3kq2mXl9t0ZrP4aN7sWg",
                  "request_id": "0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f"
                }
              }
            }
          }
        }
      }
    },
    "schemas": {
      "LocaleCode": {
        "type": "string",
        "description": "A locale: a language of 2–3 letters, optionally followed by a script (4 letters) and/or\na region (2 letters or 3 digits), separated by `-` or `_`, in any letter case — `pt`,\n`PT-PT`, `pt_PT`, `en-US`, `zh-Hant-TW`, `es-419`. The server normalises it to BCP 47\n(`pt-PT`).\n",
        "pattern": "^[A-Za-z]{2,3}([-_]([A-Za-z]{4}|[A-Za-z]{2}|[0-9]{3}))?([-_]([A-Za-z]{2}|[0-9]{3}))?$",
        "x-error-message": "must be a locale code such as pt, pt-PT or en_US",
        "examples": [
          "pt",
          "PT-PT",
          "pt_PT",
          "en-US"
        ]
      },
      "Language": {
        "description": "The language of human-readable text in the response. Same forms as a locale code\n(`PT-PT`, `pt-pt`, `pt_PT`, `en-US`, `pt`), case-insensitive, normalised to BCP 47.\n",
        "default": "PT-PT",
        "$ref": "#/components/schemas/LocaleCode"
      },
      "ServiceCoreContext": {
        "type": [
          "string",
          "null"
        ],
        "description": "Business context for the AI agent (who the marketplace is, its audience, its tone). At most 4,000 characters.",
        "maxLength": 4000,
        "default": null,
        "examples": [
          "Marketplace for pre-owned children's clothing in Portugal."
        ]
      },
      "SessionExtraData": {
        "type": [
          "object",
          "null"
        ],
        "description": "Session metadata from the caller. Not interpreted; kept with the request for tracing.",
        "additionalProperties": true,
        "examples": [
          {
            "session_id": "s-81f2",
            "channel": "backoffice"
          }
        ]
      },
      "CallbackUrl": {
        "type": [
          "string",
          "null"
        ],
        "format": "http-url",
        "maxLength": 2000,
        "description": "Makes the call asynchronous: the server answers `202` with a job and POSTs the result\n(or problem) to this URL, signed (see *Asynchronous calls*). An absolute `http(s)` URL\nwithout credentials, on a public address. `null` (the default) answers synchronously.\n",
        "default": null,
        "x-error-message": "must be an absolute http(s) URL without credentials, or null",
        "examples": [
          "https://shop.example.org/hooks/ai-results"
        ]
      },
      "ChatRequest": {
        "type": "object",
        "description": "One turn of a product submission conversation. The last message must be from the user\n(checked by the chat: a `422` on `/messages/<last>/role` otherwise).\n",
        "required": [
          "messages",
          "service_core_base_url",
          "service_submission_base_url"
        ],
        "additionalProperties": false,
        "properties": {
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "messages": {
            "type": "array",
            "description": "The conversation so far, or just the new message; the turn's input is what the user said after the last assistant message.",
            "minItems": 1,
            "maxItems": 200,
            "items": {
              "$ref": "#/components/schemas/ChatMessage"
            }
          },
          "images": {
            "$ref": "#/components/schemas/ChatImages"
          },
          "conversation": {
            "type": "boolean",
            "description": "`true` (the default) keeps the session; `false` answers this one turn without keeping it.",
            "default": true
          },
          "session_id": {
            "type": "string",
            "description": "The conversation's id, from the `X-Session-Id` header of an earlier answer or chosen by the client. Absent on the first turn.",
            "pattern": "^[A-Za-z0-9._:-]{1,128}$",
            "x-error-message": "must be 1–128 letters, digits, . _ : or -",
            "examples": [
              "0f6c2b8e-8a51-4c3e-9d27-6b1f0e2a9c44"
            ]
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "service_core_base_url": {
            "type": "string",
            "format": "http-url",
            "maxLength": 2000,
            "description": "Base URL of the core system (catalogue, items, protocols), an absolute http(s) URL without query or credentials.",
            "examples": [
              "https://core.example.com/api/v1"
            ]
          },
          "service_submission_base_url": {
            "type": "string",
            "format": "http-url",
            "maxLength": 2000,
            "description": "Base URL of the submission system (protocol answers, completion), an absolute http(s) URL without query or credentials.",
            "examples": [
              "https://submissions.example.com/api/v1"
            ]
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        }
      },
      "ChatMessage": {
        "type": "object",
        "description": "A message of the conversation, as chat components (Deep Chat) exchange them.",
        "required": [
          "role",
          "text"
        ],
        "additionalProperties": false,
        "properties": {
          "role": {
            "type": "string",
            "enum": [
              "user",
              "assistant",
              "ai"
            ],
            "description": "`user` or `assistant`; `ai`, Deep Chat's name for the assistant, is read as `assistant`."
          },
          "text": {
            "type": "string",
            "maxLength": 10000,
            "description": "The message text."
          },
          "html": {
            "type": "string",
            "maxLength": 100000,
            "description": "HTML with buttons or structured elements (not read by the chat)."
          }
        }
      },
      "ChatImages": {
        "type": "array",
        "description": "Photos sent with this turn, each an http(s) URL or a base64 `data:` URL (JPEG, PNG, WebP\nor GIF, at most 10 MB decoded); the first answers a photo question. URLs are fetched\nthrough the SSRF filter.\n",
        "maxItems": 10,
        "default": [],
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 14000000
        }
      },
      "ChatReply": {
        "type": "object",
        "description": "One assistant message.",
        "required": [
          "role",
          "text"
        ],
        "additionalProperties": false,
        "properties": {
          "role": {
            "type": "string",
            "enum": [
              "assistant"
            ]
          },
          "text": {
            "type": "string",
            "description": "The message, with any choices listed after \"Opções:\" / \"Options:\"."
          },
          "html": {
            "type": "string",
            "description": "The choices as Deep Chat suggestion buttons, or a link; absent when there is nothing to click."
          }
        }
      },
      "ChatResponse": {
        "type": "array",
        "description": "The assistant's messages of this turn, in order (the spec's bare array).",
        "minItems": 1,
        "items": {
          "$ref": "#/components/schemas/ChatReply"
        }
      },
      "TranslatorRequest": {
        "type": "object",
        "description": "Text to translate from one locale into one or more. Send exactly one of `target_locale`\nand `target_locales`: both, or neither, is a `422`.\n\nLimits: at most 500 keys in `data`, 5,000 characters per value, 20 target locales, and\n100,000 characters across all values of `data` together. The last one is beyond JSON\nSchema: it is stated in `x-limits`, which the translator enforces with a `422` on `/data`.\n",
        "required": [
          "source_locale",
          "context",
          "data"
        ],
        "additionalProperties": false,
        "properties": {
          "source_locale": {
            "$ref": "#/components/schemas/LocaleCode",
            "description": "The locale of the texts in `data`, e.g. `pt`."
          },
          "target_locale": {
            "$ref": "#/components/schemas/LocaleCode",
            "description": "The one locale to translate into. Send this or `target_locales`."
          },
          "target_locales": {
            "type": "array",
            "description": "Several locales to translate into, each at most once (at most 20). Send this or `target_locale`.",
            "minItems": 1,
            "maxItems": 20,
            "uniqueItems": true,
            "items": {
              "$ref": "#/components/schemas/LocaleCode"
            }
          },
          "context": {
            "type": "string",
            "description": "What the texts are about (a catalogue, a product family), so terms are translated in that sense. At most 4,000 characters.",
            "maxLength": 4000
          },
          "data": {
            "$ref": "#/components/schemas/TranslatorData"
          },
          "agent_specific": {
            "$ref": "#/components/schemas/TranslatorControls"
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        },
        "oneOf": [
          {
            "required": [
              "target_locale"
            ]
          },
          {
            "required": [
              "target_locales"
            ]
          }
        ],
        "x-limits": {
          "maxKeys": 500,
          "maxValueChars": 5000,
          "maxTotalChars": 100000,
          "maxTargetLocales": 20
        }
      },
      "TranslatorData": {
        "type": "object",
        "description": "The texts to translate, by key. Keys follow the catalogue's naming, e.g.\n`product_<id>_name`, `product_<id>_description`, `option_type_<id>_name`,\n`option_value_<id>_name`: 1–200 letters, digits, `_`, `.`, `:` or `-`. At most 500 keys\nand 5,000 characters per value.\n",
        "maxProperties": 500,
        "propertyNames": {
          "pattern": "^[A-Za-z0-9_.:-]{1,200}$",
          "x-error-message": "is not a valid key: use 1–200 letters, digits, _ . : or -"
        },
        "additionalProperties": {
          "type": "string",
          "maxLength": 5000
        },
        "examples": [
          {
            "product_1042_name": "Telemóvel recondicionado",
            "option_type_7_name": "Cor"
          }
        ]
      },
      "TranslatorControls": {
        "type": [
          "object",
          "null"
        ],
        "description": "Optional controls, each checked in code on every answer (like placeholders): a miss is\nasked again once for that key alone, then the request fails with a\n`translation-incomplete` problem naming the key and the rule. Never echoed.\n",
        "additionalProperties": false,
        "default": null,
        "properties": {
          "glossary": {
            "type": "object",
            "description": "Per target locale (as written in the request), source term → the one agreed\ntranslation. A term is found in the source as a whole word, ignoring case. The\ntranslation must hold the required target as whole words, ignoring case (a capital at\nthe start of a sentence is fine), in order; each word may take an inflectional ending\nof up to three letters (`vélo pliant` → `vélos pliants`, `bicicleta` → `bicicletas`).\nAt most 999 entries per locale, each source term once.\n",
            "propertyNames": {
              "$ref": "#/components/schemas/LocaleCode"
            },
            "additionalProperties": {
              "type": "array",
              "maxItems": 999,
              "items": {
                "$ref": "#/components/schemas/GlossaryEntry"
              }
            }
          },
          "do_not_translate": {
            "type": "array",
            "description": "Terms kept exactly as written, letter case included, wherever they occur in the\nsource as whole words. Brand names known to the brands table are kept by default\neven when not listed. At most 999 terms.\n",
            "maxItems": 999,
            "items": {
              "$ref": "#/components/schemas/ControlTerm"
            }
          },
          "formality": {
            "type": "string",
            "enum": [
              "formal",
              "informal",
              "default"
            ],
            "default": "default",
            "description": "How the shopper is addressed: `formal` (vous, Sie, usted, o senhor/você, Lei) or\n`informal` (tu, du, tú). Checked in code where pronoun and verb forms mark it: French,\nGerman, Spanish (es-419 too), Portuguese (pt-PT and pt-BR), Italian and Catalan; in\nother languages it is asked of the model only. `default` leaves it to the model.\n"
          },
          "keys": {
            "type": "object",
            "description": "Per key of `data`, a length limit and a note for the translator.",
            "maxProperties": 500,
            "propertyNames": {
              "pattern": "^[A-Za-z0-9_.:-]{1,200}$",
              "x-error-message": "is not a valid key: use 1–200 letters, digits, _ . : or -"
            },
            "additionalProperties": {
              "$ref": "#/components/schemas/KeyControls"
            }
          }
        },
        "examples": [
          {
            "glossary": {
              "fr": [
                {
                  "source": "bike",
                  "target": "vélo"
                }
              ]
            },
            "do_not_translate": [
              "Brompton"
            ],
            "formality": "formal",
            "keys": {
              "product_1_name": {
                "max_length": 40,
                "note": "Title of a listing card"
              }
            }
          }
        ]
      },
      "ControlTerm": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "\\S",
        "x-error-message": "must be a term of 1–200 characters, not blank"
      },
      "GlossaryEntry": {
        "type": "object",
        "required": [
          "source",
          "target"
        ],
        "additionalProperties": false,
        "properties": {
          "source": {
            "$ref": "#/components/schemas/ControlTerm"
          },
          "target": {
            "$ref": "#/components/schemas/ControlTerm"
          }
        }
      },
      "KeyControls": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "max_length": {
            "type": "integer",
            "minimum": 1,
            "maximum": 5000,
            "description": "The most characters (code points) the translation may have, in every target locale."
          },
          "note": {
            "type": "string",
            "maxLength": 1000,
            "description": "A note for the translator (where the text appears, what it refers to). Sent to the model, never echoed."
          }
        }
      },
      "ReviewedTranslations": {
        "type": "object",
        "required": [
          "entries"
        ],
        "additionalProperties": false,
        "properties": {
          "entries": {
            "type": "array",
            "minItems": 1,
            "maxItems": 500,
            "items": {
              "$ref": "#/components/schemas/ReviewedTranslation"
            }
          }
        }
      },
      "ReviewedTranslation": {
        "type": "object",
        "description": "A translation a person reviewed, for one catalogue key.",
        "required": [
          "key",
          "source_locale",
          "target_locale",
          "context",
          "source",
          "target",
          "reviewer"
        ],
        "additionalProperties": false,
        "properties": {
          "key": {
            "type": "string",
            "pattern": "^[A-Za-z0-9_.:-]{1,200}$",
            "x-error-message": "is not a valid key: use 1–200 letters, digits, _ . : or -",
            "description": "The catalogue key the pair was reviewed for (`product_7_name`)."
          },
          "source_locale": {
            "$ref": "#/components/schemas/LocaleCode"
          },
          "target_locale": {
            "$ref": "#/components/schemas/LocaleCode"
          },
          "context": {
            "type": "string",
            "maxLength": 4000,
            "description": "The `context` of the translation requests it is to serve."
          },
          "source": {
            "type": "string",
            "minLength": 1,
            "maxLength": 5000
          },
          "target": {
            "type": "string",
            "minLength": 1,
            "maxLength": 5000
          },
          "reviewer": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "Who reviewed it (a name or an id)."
          }
        }
      },
      "ReviewedTranslationsStored": {
        "type": "object",
        "required": [
          "stored"
        ],
        "additionalProperties": false,
        "properties": {
          "stored": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "TranslationMemoryExport": {
        "type": "object",
        "required": [
          "entries"
        ],
        "additionalProperties": false,
        "properties": {
          "entries": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/TranslationMemoryEntry"
            }
          }
        }
      },
      "TranslationMemoryEntry": {
        "type": "object",
        "required": [
          "key",
          "source_locale",
          "target_locale",
          "context",
          "source",
          "target",
          "origin",
          "reviewer",
          "updated_at"
        ],
        "additionalProperties": false,
        "properties": {
          "key": {
            "type": "string"
          },
          "source_locale": {
            "type": "string"
          },
          "target_locale": {
            "type": "string"
          },
          "context": {
            "type": "string"
          },
          "source": {
            "type": "string"
          },
          "target": {
            "type": "string"
          },
          "origin": {
            "type": "string",
            "enum": [
              "model",
              "reviewed"
            ],
            "description": "`reviewed`: stored by a person through `PUT`; `model`: the model's translation, verified in code."
          },
          "reviewer": {
            "type": [
              "string",
              "null"
            ]
          },
          "updated_at": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "TranslatorResponse": {
        "type": "object",
        "required": [
          "translations"
        ],
        "additionalProperties": false,
        "properties": {
          "translations": {
            "type": "object",
            "required": [
              "context",
              "data"
            ],
            "additionalProperties": false,
            "properties": {
              "context": {
                "type": "string",
                "description": "The request's `context`, echoed."
              },
              "data": {
                "type": "object",
                "description": "One entry per target locale, keyed by the locale exactly as the request spelt\nit, each holding every key of the request's `data` with its translation.\n",
                "propertyNames": {
                  "$ref": "#/components/schemas/LocaleCode"
                },
                "additionalProperties": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                }
              }
            }
          }
        }
      },
      "ValueEstimationRequest": {
        "type": "object",
        "description": "The item to value, in `agent_specific.service_item`. `language` sets both the language of\n`reasoning` and `description` and the country whose marketplaces are searched.\n",
        "required": [
          "agent_specific"
        ],
        "additionalProperties": false,
        "properties": {
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "agent_specific": {
            "type": "object",
            "required": [
              "service_item"
            ],
            "additionalProperties": false,
            "properties": {
              "service_item": {
                "$ref": "#/components/schemas/ServiceItem"
              }
            }
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        }
      },
      "ServiceItem": {
        "type": "object",
        "description": "The item as the marketplace knows it. `name` (the model, as precise as possible) and\n`condition` are required; `brand`, `description` (the seller's words: storage, size,\nfaults) and `category` sharpen the search and may be `null` or left out.\n",
        "required": [
          "name",
          "condition"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "description": "The model, e.g. `iPhone 12` or `MacBook Air M1 8GB 256GB`. 1–200 characters, not blank.",
            "maxLength": 200,
            "allOf": [
              {
                "pattern": "\\S",
                "x-error-message": "must not be blank"
              }
            ],
            "examples": [
              "iPhone 12"
            ]
          },
          "brand": {
            "type": [
              "string",
              "null"
            ],
            "description": "The maker, e.g. `Apple`. At most 100 characters.",
            "maxLength": 100,
            "examples": [
              "Apple"
            ]
          },
          "condition": {
            "$ref": "#/components/schemas/ItemCondition"
          },
          "description": {
            "type": [
              "string",
              "null"
            ],
            "description": "The seller's description of this item (configuration, state, faults). At most 2,000 characters.",
            "maxLength": 2000,
            "examples": [
              "iPhone 12 64GB preto",
              "bateria 86%"
            ]
          },
          "category": {
            "type": [
              "string",
              "null"
            ],
            "description": "The marketplace's category, e.g. `Telemóveis`. It chooses the recycling material and likely repairs. At most 100 characters.",
            "maxLength": 100,
            "examples": [
              "Telemóveis"
            ]
          }
        }
      },
      "ItemCondition": {
        "type": "string",
        "description": "The item's grade: `A` as new, `B` good with light signs of use, `C` visible wear but\nworking, `D` faulty or for parts.\n",
        "enum": [
          "A",
          "B",
          "C",
          "D"
        ],
        "examples": [
          "B"
        ]
      },
      "ValueEstimationResponse": {
        "type": "object",
        "description": "The spec's nine figures (each `min` ≤ `average` ≤ `max`, none negative), `reasoning`,\n`description` and `references`, plus `currency` and `comparables`. Clients written to\nthe spec may ignore the last two.\n",
        "required": [
          "value_out_max",
          "value_out_min",
          "value_out_average",
          "recycling_value_max",
          "recycling_value_min",
          "recycling_value_average",
          "repair_cost_max",
          "repair_cost_min",
          "repair_cost_average",
          "reasoning",
          "description",
          "references",
          "currency",
          "comparables",
          "comparable_listings",
          "price_basis"
        ],
        "additionalProperties": false,
        "properties": {
          "value_out_max": {
            "type": "number",
            "minimum": 0,
            "description": "Top of the resale range (75th percentile of the comparables' estimated sale prices, widened when evidence is thin)."
          },
          "value_out_min": {
            "type": "number",
            "minimum": 0,
            "description": "Bottom of the resale range (25th percentile, widened when evidence is thin)."
          },
          "value_out_average": {
            "type": "number",
            "minimum": 0,
            "description": "Typical resale price (median of the comparables' estimated sale prices)."
          },
          "recycling_value_max": {
            "type": "number",
            "minimum": 0,
            "description": "Top of the recycling revenue range."
          },
          "recycling_value_min": {
            "type": "number",
            "minimum": 0,
            "description": "Bottom of the recycling revenue range."
          },
          "recycling_value_average": {
            "type": "number",
            "minimum": 0,
            "description": "Typical recycling revenue (median)."
          },
          "repair_cost_max": {
            "type": "number",
            "minimum": 0,
            "description": "Top of the repair cost range (one likely repair, not their sum)."
          },
          "repair_cost_min": {
            "type": "number",
            "minimum": 0,
            "description": "Bottom of the repair cost range; 0 for grade A."
          },
          "repair_cost_average": {
            "type": "number",
            "minimum": 0,
            "description": "Typical cost of one likely repair (median); 0 for grade A."
          },
          "reasoning": {
            "type": "string",
            "description": "How each range was reached and what it rests on, in the request's language."
          },
          "description": {
            "type": "string",
            "description": "The item in its current condition, in the request's language."
          },
          "references": {
            "type": "array",
            "description": "URLs the search returned that carry a price a figure rests on, each once.",
            "minItems": 2,
            "maxItems": 10,
            "items": {
              "type": "string",
              "format": "http-url"
            }
          },
          "currency": {
            "type": "string",
            "description": "ISO 4217 code of every figure (the searched country's currency).",
            "pattern": "^[A-Z]{3}$",
            "examples": [
              "EUR"
            ]
          },
          "comparables": {
            "type": "object",
            "description": "How many prices each range rests on, after cleaning and outlier removal (0 for the repair cost of grade A).",
            "required": [
              "value_out",
              "recycling_value",
              "repair_cost"
            ],
            "additionalProperties": false,
            "properties": {
              "value_out": {
                "type": "integer",
                "minimum": 0
              },
              "recycling_value": {
                "type": "integer",
                "minimum": 0
              },
              "repair_cost": {
                "type": "integer",
                "minimum": 0
              }
            }
          },
          "price_basis": {
            "type": "string",
            "enum": [
              "asking",
              "sold"
            ],
            "description": "What the resale range rests on: `sold` when at least three comparables are marked sold\n(a sold-listings page, a \"vendido\" / \"sold\" mark): then only they count, at their price;\nelse `asking`, listings' asking prices less the asking-to-sale discount.\n"
          },
          "comparable_listings": {
            "type": "array",
            "description": "Every listing with a price the resale estimate read, `kept` or `excluded` with the\nreason. `value_out_*` are recomputable from the kept rows'\n`price_adjusted_to_condition`: median, and P25 / P75 widened by 5 % per kept row\nunder eight, rounded (cents under 10, units under 100, fives under 1000, tens above).\n",
            "maxItems": 200,
            "items": {
              "$ref": "#/components/schemas/ComparableListing"
            }
          }
        }
      },
      "ComparableListing": {
        "type": "object",
        "required": [
          "url",
          "marketplace",
          "title",
          "price",
          "currency",
          "stated_condition",
          "sold",
          "price_adjusted_to_condition",
          "status",
          "excluded_reason",
          "seen_at"
        ],
        "additionalProperties": false,
        "properties": {
          "url": {
            "type": "string"
          },
          "marketplace": {
            "type": "string",
            "description": "The marketplace's name, or the site's host when it is not a known marketplace."
          },
          "title": {
            "type": "string"
          },
          "price": {
            "type": "number",
            "minimum": 0,
            "description": "The price the listing shows."
          },
          "currency": {
            "type": "string",
            "pattern": "^[A-Z]{3}$"
          },
          "stated_condition": {
            "type": [
              "string",
              "null"
            ],
            "enum": [
              "A",
              "B",
              "C",
              "D",
              null
            ],
            "description": "The grade the listing's own words state; null when they state none (grade B is assumed)."
          },
          "sold": {
            "type": "boolean",
            "description": "Whether the listing is marked sold, so its price is a sale price."
          },
          "price_adjusted_to_condition": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0,
            "description": "The price moved to the item's grade and, for asking prices, to a sale price; null for rows the filter excluded before pricing."
          },
          "status": {
            "type": "string",
            "enum": [
              "kept",
              "excluded"
            ]
          },
          "excluded_reason": {
            "type": [
              "string",
              "null"
            ],
            "enum": [
              "outlier",
              "other_model",
              "bundle",
              "broken",
              "accessory",
              "wanted_ad",
              "duplicate",
              "asking_price",
              null
            ],
            "description": "Why an excluded row was left out (`asking_price`: sold prices were found and set the basis); null when kept."
          },
          "seen_at": {
            "type": "string",
            "format": "date-time",
            "description": "When the search returned it (a cached search's original time)."
          }
        }
      },
      "IdValidatorRequest": {
        "type": "object",
        "description": "Images of one identity document and what the marketplace expects of it. `language`\nsets the language of `message` and `reasoning`.\n",
        "required": [
          "images",
          "agent_specific"
        ],
        "additionalProperties": false,
        "properties": {
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "images": {
            "$ref": "#/components/schemas/IdDocumentImages"
          },
          "agent_specific": {
            "$ref": "#/components/schemas/IdValidatorExpectations"
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        }
      },
      "IdDocumentImages": {
        "type": "array",
        "description": "1–10 images of the document (front and back in any order; a passport's data page\nalone is enough), each an http(s) URL or a base64 `data:` URL of at most 10 MB decoded.\n",
        "minItems": 1,
        "maxItems": 10,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 14000000,
          "pattern": "^\\s*([Hh][Tt][Tt][Pp][Ss]?://|[Dd][Aa][Tt][Aa]:)",
          "x-error-message": "must be an http(s) URL or a base64 data URL of an image"
        },
        "examples": [
          [
            "https://uploads.example.com/kyc/8f2a/front.jpg",
            "https://uploads.example.com/kyc/8f2a/back.jpg"
          ]
        ]
      },
      "IdValidatorExpectations": {
        "type": "object",
        "description": "The accepted document types and, optionally, what the document must say.",
        "required": [
          "doc_type"
        ],
        "additionalProperties": false,
        "properties": {
          "doc_type": {
            "type": "string",
            "minLength": 1,
            "maxLength": 500,
            "description": "Accepted document types, comma-separated, case-insensitive: `passport` (any\ncountry; `passport-PT` narrows it), `id-<CC>` identity card, `rp-<CC>` residence\npermit, `dl-<CC>` driving licence, where `<CC>` is an ISO 3166 alpha-2 country or\n`*` for any (`id-*`). An unknown type is a `422` naming it.\n",
            "examples": [
              "id-PT,passport",
              "id-*,rp-PT"
            ]
          },
          "name": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 200,
            "description": "The expected holder name, in any order (`Maria Silva Santos` or `SANTOS MARIA`).\nCase and diacritics do not count; every token must match, except that a token the\nMRZ cut short need only begin the expected one. Absent or `null`: not checked.\n",
            "examples": [
              "Maria Conceição Silva Santos"
            ]
          },
          "number": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 50,
            "description": "The expected document number; spaces, dashes, dots, slashes and case do not count.\nFor Spanish identity cards the DNI/NIE or the support number. Absent or `null`: not\nchecked.\n",
            "examples": [
              "31704628 4 ZZ8"
            ]
          },
          "validity": {
            "type": [
              "boolean",
              "null"
            ],
            "default": false,
            "description": "`true`: the document must expire strictly after today (UTC). `false` or `null`: not checked."
          },
          "min_age": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "maximum": 150,
            "description": "The youngest age accepted, in whole years on today's date (UTC), checked against the\nbirth date in the MRZ (a marketplace paying sellers asks for 18). A document whose\nbirth date was not read fails it. Absent or `null`: not checked.\n",
            "examples": [
              18
            ]
          }
        }
      },
      "IdValidatorCheck": {
        "type": "object",
        "description": "One check the validator performed, or could not perform, and what it saw.",
        "required": [
          "id",
          "status",
          "detail"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "image_quality",
              "mrz_check_digits",
              "mrz_dates",
              "mrz_codes",
              "national_number",
              "mrz_vs_printed",
              "specimen_marks",
              "doc_type_accepted",
              "name_expected",
              "number_expected",
              "expiry_valid",
              "min_age"
            ],
            "description": "`image_quality` an image was legible enough to read; `mrz_check_digits` every check\ndigit and the composite; `mrz_dates` real dates, birth in the past, expiry after birth,\na plausible validity period; `mrz_codes` issuing state, nationality and document code\nare real; `national_number` a national number's own check (Portuguese, Spanish,\nGerman); `mrz_vs_printed` the printed side and every image agree with the MRZ;\n`specimen_marks` no specimen mark printed or encoded; `doc_type_accepted` the type is\namong `agent_specific.doc_type`; `name_expected`, `number_expected`, `expiry_valid`,\n`min_age` the expectations of `agent_specific`. Listed in this order, each at most once.\n"
          },
          "status": {
            "type": "string",
            "enum": [
              "pass",
              "fail",
              "not_performed"
            ],
            "description": "`not_performed` when there was nothing to check it on (no document read, no printed side, no national rule) or it was not asked for."
          },
          "detail": {
            "type": "string",
            "description": "The field and the evidence, in English (for support and logs; `reasoning` is the localized account).",
            "examples": [
              "wrong check digit on documentNumber"
            ]
          }
        }
      },
      "IdValidatorResponse": {
        "type": "object",
        "description": "The spec's fields. Everything but `status` and `reasoning` is present only when it was read.",
        "required": [
          "status",
          "reasoning"
        ],
        "additionalProperties": false,
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "OK",
              "ERROR_IMAGE_QUALITY",
              "ERROR_VALIDATION"
            ],
            "description": "`OK` legible and valid; `ERROR_IMAGE_QUALITY` not legible enough to validate;\n`ERROR_VALIDATION` legible but a check or an expectation failed.\n"
          },
          "message": {
            "type": "string",
            "description": "A short localized sentence for the end user, saying what to do when the status is not `OK`."
          },
          "doc_type": {
            "type": "string",
            "description": "The canonical detected type, `passport` or `<kind>-<ISO 3166 alpha-2>` (`id-PT`).",
            "pattern": "^(passport|(id|rp|dl)-[A-Z]{2,3})$",
            "examples": [
              "id-PT"
            ]
          },
          "number": {
            "type": "string",
            "description": "The document number, uppercase without spaces (for Spanish identity cards the DNI/NIE number).",
            "pattern": "^[A-Z0-9]+$",
            "examples": [
              "317046284ZZ8"
            ]
          },
          "name": {
            "type": "string",
            "description": "The holder's name as `GIVEN NAMES SURNAME`, uppercase A–Z without diacritics.",
            "examples": [
              "MARIA CONCEICAO SILVA SANTOS"
            ]
          },
          "expiry": {
            "type": "string",
            "format": "date",
            "description": "The expiry date, `YYYY-MM-DD`.",
            "examples": [
              "2031-05-14"
            ]
          },
          "item_id": {
            "type": "string",
            "description": "The document's id, `<kind>_<ISO 3166 alpha-3>_<number>`.",
            "pattern": "^(passport|id|rp|dl)_[A-Z]{1,3}_[A-Z0-9]+$",
            "examples": [
              "id_PRT_317046284ZZ8"
            ]
          },
          "ocr_confidence": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "How sure the reading is, 0–1: the OCR's mean character confidence over the MRZ,\nlowered for each correction made and for fillers inferred. For a reading the vision\nmodel made, the share of its fields that the local OCR found printed on the images.\n"
          },
          "birth_date": {
            "type": "string",
            "format": "date",
            "description": "The holder's birth date, `YYYY-MM-DD`, as the MRZ gives it (century from today's date).",
            "examples": [
              "1990-03-14"
            ]
          },
          "sex": {
            "type": "string",
            "enum": [
              "F",
              "M",
              "X"
            ],
            "description": "The sex in the MRZ; `X` where the document leaves it unspecified."
          },
          "nationality": {
            "type": "string",
            "pattern": "^[A-Z]{1,3}$",
            "description": "The holder's nationality as the MRZ codes it (ISO 3166 alpha-3 with ICAO 9303's exceptions, such as `D` for Germany).",
            "examples": [
              "PRT"
            ]
          },
          "issuing_state": {
            "type": "string",
            "pattern": "^[A-Z]{1,3}$",
            "description": "The issuing state or organisation as the MRZ codes it.",
            "examples": [
              "PRT"
            ]
          },
          "checks": {
            "type": "array",
            "description": "Every check, in a fixed order, with its outcome; the same account as `reasoning`, for machines.",
            "items": {
              "$ref": "#/components/schemas/IdValidatorCheck"
            }
          },
          "reasoning": {
            "type": "string",
            "description": "What was read on which image and the outcome of every check, in the request's language."
          }
        }
      },
      "BrandsRequest": {
        "type": "object",
        "description": "One brand operation in `agent_specific`. `language` sets the language of `message`.\n`service_core_base_url`, when given, adds the core system's catalogue brands to the table.\n",
        "required": [
          "agent_specific"
        ],
        "additionalProperties": false,
        "properties": {
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "agent_specific": {
            "$ref": "#/components/schemas/BrandsParameters"
          },
          "service_core_base_url": {
            "type": "string",
            "format": "http-url",
            "maxLength": 2000,
            "description": "Base URL of the core system whose catalogue brands join the table, an absolute http(s) URL without query or credentials.",
            "examples": [
              "https://core.example.com/api/v1"
            ]
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        }
      },
      "BrandsParameters": {
        "type": "object",
        "description": "The operation and its arguments. `brand` is required by `normalise` and `validate`;\n`category` by `validate` and `discover` (a `422` names the missing field).\n",
        "required": [
          "operation"
        ],
        "additionalProperties": false,
        "properties": {
          "operation": {
            "type": "string",
            "enum": [
              "normalise",
              "discover",
              "validate"
            ],
            "description": "`normalise` a raw brand string, `validate` a brand for a category, `discover` the brands of a category."
          },
          "brand": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "allOf": [
              {
                "pattern": "\\S",
                "x-error-message": "must not be blank"
              }
            ],
            "description": "The raw brand string as a seller or a feed wrote it. 1–200 characters.",
            "examples": [
              "SAMSUNG Electronics"
            ]
          },
          "category": {
            "$ref": "#/components/schemas/BrandCategory"
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "default": 20,
            "description": "Most brands `discover` returns."
          }
        }
      },
      "BrandCategory": {
        "type": "string",
        "description": "A product category of the brand table (the core system's category ids, plus `footwear`,\n`large-appliances` and the categories a general second-hand marketplace adds).\n",
        "enum": [
          "phones",
          "tablets",
          "laptops",
          "consoles",
          "bikes",
          "clothing",
          "footwear",
          "small-appliances",
          "large-appliances",
          "cameras",
          "audio",
          "watches-jewellery",
          "furniture",
          "toys-baby",
          "books-media",
          "sports-outdoor",
          "tools-diy",
          "beauty-perfume",
          "musical-instruments",
          "vehicle-parts"
        ],
        "examples": [
          "phones"
        ]
      },
      "BrandsResponse": {
        "type": "object",
        "required": [
          "operation",
          "input",
          "category",
          "valid",
          "brands",
          "message"
        ],
        "additionalProperties": false,
        "properties": {
          "operation": {
            "type": "string",
            "enum": [
              "normalise",
              "discover",
              "validate"
            ]
          },
          "input": {
            "type": [
              "string",
              "null"
            ],
            "description": "The `brand` of the request, as sent; `null` for `discover`."
          },
          "category": {
            "description": "The category the operation was scoped to, or `null`.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/BrandCategory"
              },
              {
                "type": "null"
              }
            ]
          },
          "valid": {
            "type": [
              "boolean",
              "null"
            ],
            "description": "`normalise`: whether a brand of the table (or catalogue) matched; `validate`: whether\nit matched and belongs to `category`; `discover`: `null`. A proposal that\n`needs_review` never makes it `true`.\n"
          },
          "brands": {
            "type": "array",
            "description": "`normalise` and `validate`: the match, then proposals to review (at most one of each);\nempty when nothing matched. `discover`: the category's brands, ranked, table and\ncatalogue first, then search proposals.\n",
            "items": {
              "$ref": "#/components/schemas/BrandMatch"
            }
          },
          "message": {
            "type": "string",
            "description": "The outcome in the request's language."
          }
        }
      },
      "BrandMatch": {
        "type": "object",
        "required": [
          "brand",
          "method",
          "score",
          "categories",
          "source",
          "needs_review"
        ],
        "additionalProperties": false,
        "properties": {
          "brand": {
            "type": "string",
            "description": "The canonical brand name.",
            "examples": [
              "Samsung"
            ]
          },
          "method": {
            "type": "string",
            "enum": [
              "exact",
              "alias",
              "fuzzy",
              "catalogue",
              "search",
              "model"
            ],
            "description": "How it was found: `exact` (the canonical name, ignoring case, accents, separators and\nlegal suffixes), `alias` (a known alias or misspelling), `fuzzy` (within the edit\nbound), `catalogue` (the core system's catalogue), `search` or `model` (proposals).\n"
          },
          "score": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "Match strength; 1 for exact, lower for aliases and fuzzy matches."
          },
          "wikidata_id": {
            "type": "string",
            "pattern": "^Q[1-9][0-9]*$",
            "description": "The brand's Wikidata item, when the table knows it."
          },
          "parent": {
            "type": "string",
            "description": "The brand this one belongs to, when it has one (Redmi → Xiaomi, Jordan → Nike, Lumix → Panasonic); absent for a brand of its own.",
            "examples": [
              "Xiaomi"
            ]
          },
          "categories": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/BrandCategory"
            }
          },
          "source": {
            "type": "string",
            "enum": [
              "table",
              "catalogue",
              "search",
              "model"
            ]
          },
          "needs_review": {
            "type": "boolean",
            "description": "`true` for proposals from search or a model: a person confirms them before they are used."
          }
        }
      },
      "C2cValidationRequest": {
        "type": "object",
        "description": "A listing to check, the marketplace profile and the strictness, in `agent_specific`. `language` sets the language of every message.",
        "required": [
          "agent_specific"
        ],
        "additionalProperties": false,
        "properties": {
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "agent_specific": {
            "$ref": "#/components/schemas/C2cValidationParameters"
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        }
      },
      "C2cValidationParameters": {
        "type": "object",
        "required": [
          "listing",
          "profile"
        ],
        "additionalProperties": false,
        "properties": {
          "listing": {
            "$ref": "#/components/schemas/C2cListing"
          },
          "profile": {
            "$ref": "#/components/schemas/MarketplaceProfile"
          },
          "strictness": {
            "type": "string",
            "enum": [
              "lenient",
              "standard",
              "strict"
            ],
            "default": "standard",
            "description": "`lenient` reports minor issues without asking for a fix; `strict` also rejects off-platform payment and IBANs."
          },
          "value_estimation": {
            "type": "object",
            "description": "A value range for the item (e.g. from the value estimation function); a price far outside it is flagged.",
            "required": [
              "min",
              "max"
            ],
            "additionalProperties": false,
            "properties": {
              "min": {
                "type": "number",
                "minimum": 0
              },
              "max": {
                "type": "number",
                "minimum": 0
              },
              "currency": {
                "type": "string",
                "pattern": "^[A-Z]{3}$",
                "description": "ISO 4217; compared only when it equals the listing's currency."
              }
            }
          }
        }
      },
      "MarketplaceProfile": {
        "type": "string",
        "description": "The marketplace whose policy applies (its prohibited and restricted items, contact and payment rules).",
        "enum": [
          "olx-pt",
          "vinted",
          "wallapop",
          "ebay",
          "generic"
        ],
        "examples": [
          "olx-pt"
        ]
      },
      "C2cListing": {
        "type": "object",
        "required": [
          "title"
        ],
        "additionalProperties": false,
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "allOf": [
              {
                "pattern": "\\S",
                "x-error-message": "must not be blank"
              }
            ],
            "description": "1–200 characters."
          },
          "description": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 10000,
            "description": "At most 10,000 characters."
          },
          "price": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0
          },
          "currency": {
            "type": "string",
            "pattern": "^[A-Z]{3}$",
            "x-error-message": "must be an ISO 4217 code such as EUR",
            "default": "EUR"
          },
          "category": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 100,
            "description": "The listing's category (a brand-table category such as `phones`, or the marketplace's own label)."
          },
          "brand": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 100
          },
          "condition": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 100
          },
          "attributes": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "object",
              "required": [
                "name",
                "value"
              ],
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100
                },
                "value": {
                  "type": "string",
                  "maxLength": 500
                }
              }
            }
          },
          "images": {
            "type": "array",
            "description": "Up to 10 images, each an http(s) URL or a base64 `data:` URL of at most 10 MB decoded. A data URL that is not an image is a `422`.",
            "maxItems": 10,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 14000000,
              "pattern": "^\\s*([Hh][Tt][Tt][Pp][Ss]?://|[Dd][Aa][Tt][Aa]:)",
              "x-error-message": "must be an http(s) URL or a base64 data URL of an image"
            }
          }
        }
      },
      "C2cValidationResponse": {
        "type": "object",
        "required": [
          "verdict",
          "profile",
          "strictness",
          "violations",
          "redacted_listing",
          "message"
        ],
        "additionalProperties": false,
        "properties": {
          "verdict": {
            "type": "string",
            "enum": [
              "approve",
              "fix_required",
              "reject",
              "manual_review"
            ]
          },
          "profile": {
            "$ref": "#/components/schemas/MarketplaceProfile"
          },
          "strictness": {
            "type": "string",
            "enum": [
              "lenient",
              "standard",
              "strict"
            ]
          },
          "violations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ListingViolation"
            }
          },
          "redacted_listing": {
            "type": "object",
            "description": "The listing's texts with every offending span of a contact, link, payment or IBAN violation masked (`█` per character).",
            "required": [
              "title",
              "description"
            ],
            "additionalProperties": false,
            "properties": {
              "title": {
                "type": "string"
              },
              "description": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "attributes": {
                "type": "array",
                "description": "The listing's attributes, when it had any, with their values masked the same way.",
                "items": {
                  "type": "object",
                  "required": [
                    "name",
                    "value"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "value": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          },
          "message": {
            "type": "string",
            "description": "The verdict in the request's language."
          }
        }
      },
      "ListingViolation": {
        "type": "object",
        "required": [
          "code",
          "field",
          "span",
          "evidence",
          "severity",
          "clause",
          "source",
          "message"
        ],
        "additionalProperties": false,
        "properties": {
          "code": {
            "type": "string",
            "enum": [
              "contact_phone",
              "contact_email",
              "external_link",
              "social_handle",
              "off_platform_payment",
              "iban",
              "prohibited_item",
              "restricted_item",
              "multiple_brands",
              "category_mismatch",
              "price_implausible",
              "spam",
              "photo_low_quality",
              "photo_duplicate"
            ],
            "description": "Stable code of the rule broken. `photo_low_quality` (a photo too small, too dark or blurred, with the measurement as evidence) and `photo_duplicate` (the same photo twice, by perceptual hash) are measured without a model on `images/<i>`, with no span."
          },
          "field": {
            "type": "string",
            "description": "`title`, `description`, `price`, `brand`, `category`, `attributes/<i>/value` or `images/<i>`.",
            "examples": [
              "description"
            ]
          },
          "span": {
            "description": "Where the evidence is in `field` (UTF-16 offsets, end exclusive); `null` for a field-level finding such as a price.",
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "start",
                  "end"
                ],
                "additionalProperties": false,
                "properties": {
                  "start": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "end": {
                    "type": "integer",
                    "minimum": 0
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "evidence": {
            "type": "string",
            "description": "The offending text (or the value, for a field-level finding)."
          },
          "severity": {
            "type": "string",
            "enum": [
              "minor",
              "major",
              "critical"
            ],
            "description": "`critical` rejects the listing, `major` requires a fix (a `prohibited_item` the learned scorer does not confirm is `major` and asks for a person instead), `minor` is advice (a fix under `strict`)."
          },
          "clause": {
            "type": "string",
            "description": "The profile's policy clause, `<profile>/<clause>`.",
            "examples": [
              "olx-pt/contact-details"
            ]
          },
          "source": {
            "type": "string",
            "enum": [
              "rule",
              "model"
            ],
            "description": "`rule`: a rule written in code; `model`: a model's finding — the chat model's when one is configured, or the learned scorer's (clause `<profile>/learned-scorer`), which needs none."
          },
          "message": {
            "type": "string",
            "description": "How to fix it, in the request's language."
          }
        }
      },
      "C2cDescriptorRequest": {
        "type": "object",
        "description": "An item as a seller describes it and the marketplace to list it on. `language` sets the\nlanguage of the listing and of `warnings` (PT-PT, EN, ES, FR; others answer in English).\n",
        "required": [
          "agent_specific"
        ],
        "additionalProperties": false,
        "properties": {
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "images": {
            "$ref": "#/components/schemas/C2cListingImages"
          },
          "agent_specific": {
            "$ref": "#/components/schemas/C2cDescriptorParameters"
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        }
      },
      "C2cListingImages": {
        "type": "array",
        "description": "Photos of the item, each an http(s) URL or a base64 `data:` URL (JPEG, PNG, WebP, GIF,\nTIFF or BMP, at most 10 MB decoded). Each is checked to be an image by its bytes (URLs\nthrough the SSRF filter); a vision model, when configured, reads labels on them. The\nhttp(s) URLs become the JSON-LD `image`.\n",
        "maxItems": 10,
        "default": [],
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 14000000,
          "pattern": "^\\s*([Hh][Tt][Tt][Pp][Ss]?://|[Dd][Aa][Tt][Aa]:)",
          "x-error-message": "must be an http(s) URL or a base64 data URL of an image"
        },
        "examples": [
          [
            "https://uploads.example.com/items/5521/front.jpg"
          ]
        ]
      },
      "C2cDescriptorParameters": {
        "type": "object",
        "description": "The function's parameters.",
        "required": [
          "marketplace",
          "item"
        ],
        "additionalProperties": false,
        "properties": {
          "marketplace": {
            "$ref": "#/components/schemas/MarketplaceProfile"
          },
          "item": {
            "$ref": "#/components/schemas/C2cSellerItem"
          },
          "value_estimation": {
            "$ref": "#/components/schemas/C2cValueFigures"
          },
          "wish_price": {
            "type": [
              "number",
              "null"
            ],
            "description": "The price the seller wants, in `currency`. Used as the suggested price (with a warning when it is far outside the `value_estimation` range).",
            "minimum": 0,
            "maximum": 10000000,
            "default": null,
            "examples": [
              35
            ]
          },
          "currency": {
            "type": [
              "string",
              "null"
            ],
            "description": "ISO 4217 code of `wish_price`; by default that of `value_estimation`, else EUR.",
            "pattern": "^[A-Z]{3}$",
            "default": null,
            "examples": [
              "EUR"
            ]
          },
          "estimate_price": {
            "type": "boolean",
            "description": "When neither `value_estimation` nor `wish_price` is sent and web search is configured,\nask the value estimation function for a price (slow: it searches marketplaces).\n`false` answers at once with `suggested_price: null`.\n",
            "default": true
          }
        }
      },
      "C2cSellerItem": {
        "type": "object",
        "description": "The item in the seller's words. `name` and `condition` are required; every other field\nmay be `null` or left out. Facts are never added to these: what the listing says comes\nfrom here, the brand catalogue or a vision reading.\n",
        "required": [
          "name",
          "condition"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "description": "What the item is, e.g. `iPhone 12 128GB` or `Veste en jean`. 1–200 characters, not blank.",
            "maxLength": 200,
            "allOf": [
              {
                "pattern": "\\S",
                "x-error-message": "must not be blank"
              }
            ],
            "examples": [
              "iPhone 12"
            ]
          },
          "brand": {
            "type": [
              "string",
              "null"
            ],
            "description": "The maker as the seller wrote it; canonicalised with the brand table (`apple` → `Apple`). At most 100 characters.",
            "maxLength": 100,
            "examples": [
              "apple"
            ]
          },
          "model": {
            "type": [
              "string",
              "null"
            ],
            "description": "Model name or number, e.g. `A2403` or `Serie 6 WAT28461ES`. At most 100 characters.",
            "maxLength": 100,
            "examples": [
              "A2403"
            ]
          },
          "category": {
            "type": [
              "string",
              "null"
            ],
            "description": "The seller's category in any words (`Telemóveis`, `Zapatillas`, `bike`); with the name it chooses the marketplace category. At most 100 characters.",
            "maxLength": 100,
            "examples": [
              "Telemóveis"
            ]
          },
          "condition": {
            "type": "string",
            "description": "The grade `A`–`D` or a label of the profile's condition scale in PT, EN, ES or FR (e.g. `Como novo`, `Very good`, `En buen estado`). At most 60 characters.",
            "minLength": 1,
            "maxLength": 60,
            "examples": [
              "B",
              "Como novo"
            ]
          },
          "size": {
            "type": [
              "string",
              "null"
            ],
            "description": "Clothing, shoe or frame size as the seller gives it (`M`, `42`, `EU 38`, `54 cm`). At most 40 characters.",
            "maxLength": 40,
            "examples": [
              "M"
            ]
          },
          "colour": {
            "type": [
              "string",
              "null"
            ],
            "description": "The colour in the seller's words. At most 40 characters.",
            "maxLength": 40,
            "examples": [
              "preto"
            ]
          },
          "defects": {
            "type": "array",
            "description": "Each declared defect, as the seller words it; each is disclosed in the description word for word. At most 20 of 1–300 characters.",
            "maxItems": 20,
            "default": [],
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 300,
              "pattern": "\\S",
              "x-error-message": "must be a defect of 1–300 characters, not blank"
            },
            "examples": [
              [
                "risco pequeno no canto do ecrã"
              ]
            ]
          },
          "description": {
            "type": [
              "string",
              "null"
            ],
            "description": "The seller's free text. At most 4,000 characters.",
            "maxLength": 4000,
            "examples": [
              "128GB",
              "desbloqueado",
              "com caixa e cabo original."
            ]
          }
        }
      },
      "C2cValueFigures": {
        "type": [
          "object",
          "null"
        ],
        "description": "Resale figures from the value estimation function (its whole response may be sent;\nfields other than these are ignored). They become the suggested price with basis\n`value_estimation`.\n",
        "required": [
          "value_out_min",
          "value_out_max",
          "value_out_average"
        ],
        "additionalProperties": true,
        "default": null,
        "properties": {
          "value_out_min": {
            "type": "number",
            "minimum": 0
          },
          "value_out_max": {
            "type": "number",
            "minimum": 0
          },
          "value_out_average": {
            "type": "number",
            "minimum": 0
          },
          "currency": {
            "type": "string",
            "pattern": "^[A-Z]{3}$",
            "default": "EUR"
          },
          "comparables": {
            "type": "object",
            "description": "How many prices each range rests on; `value_out` is reported with the price.",
            "properties": {
              "value_out": {
                "type": "integer",
                "minimum": 0
              }
            }
          }
        }
      },
      "C2cDescriptorResponse": {
        "type": "object",
        "description": "A listing ready for the marketplace, with where each fact came from.",
        "required": [
          "marketplace",
          "language",
          "title",
          "description",
          "category",
          "attributes",
          "missing_attributes",
          "condition",
          "suggested_price",
          "json_ld",
          "warnings"
        ],
        "additionalProperties": false,
        "properties": {
          "marketplace": {
            "$ref": "#/components/schemas/MarketplaceProfile"
          },
          "language": {
            "type": "string",
            "description": "The language the listing is written in (pt-PT, en, es or fr).",
            "enum": [
              "pt-PT",
              "en",
              "es",
              "fr"
            ]
          },
          "title": {
            "type": "string",
            "description": "The title, within the profile's limit (see the operation), cut on a word boundary.",
            "minLength": 1,
            "maxLength": 100
          },
          "description": {
            "type": "string",
            "description": "The description, within the profile's limit, disclosing every declared defect word for word.",
            "minLength": 1,
            "maxLength": 9000
          },
          "category": {
            "type": "object",
            "description": "The marketplace's category for the item, as a path in its own terms, and how sure the rules are.",
            "required": [
              "id",
              "path",
              "confidence"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "description": "Our category id (phones, tablets, laptops, consoles, audio, cameras, watches, bikes, clothing, footwear, small-appliances, large-appliances, furniture, toys, books, sports-outdoor, tools-diy, beauty-perfume, musical-instruments, vehicle-parts, other)."
              },
              "path": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "confidence": {
                "type": "number",
                "minimum": 0,
                "maximum": 1
              }
            }
          },
          "attributes": {
            "type": "array",
            "description": "Each fact of the listing, with its source and confidence.",
            "items": {
              "$ref": "#/components/schemas/C2cListingAttribute"
            }
          },
          "missing_attributes": {
            "type": "array",
            "description": "Attributes the profile requires for this category that nobody gave; ask the seller.",
            "items": {
              "type": "object",
              "required": [
                "name",
                "label"
              ],
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string"
                },
                "label": {
                  "type": "string",
                  "description": "The attribute's name in the request's language."
                }
              }
            }
          },
          "condition": {
            "type": "object",
            "required": [
              "grade",
              "label",
              "schema_org"
            ],
            "additionalProperties": false,
            "properties": {
              "grade": {
                "$ref": "#/components/schemas/ItemCondition"
              },
              "label": {
                "type": "string",
                "description": "The condition on the profile's scale, as the marketplace's site shows it in the listing's language (Vinted's `Très bon état` in French)."
              },
              "schema_org": {
                "type": "string",
                "enum": [
                  "https://schema.org/NewCondition",
                  "https://schema.org/UsedCondition",
                  "https://schema.org/RefurbishedCondition",
                  "https://schema.org/DamagedCondition"
                ]
              }
            }
          },
          "suggested_price": {
            "description": "A price with its basis, or `null` when there is no evidence for one (see `warnings`).",
            "oneOf": [
              {
                "type": "null"
              },
              {
                "$ref": "#/components/schemas/C2cSuggestedPrice"
              }
            ]
          },
          "json_ld": {
            "type": "object",
            "description": "A schema.org `Product` with its `Offer` (offered only with a price), for the listing page.",
            "required": [
              "@context",
              "@type",
              "name"
            ],
            "additionalProperties": true,
            "properties": {
              "@context": {
                "type": "string",
                "const": "https://schema.org"
              },
              "@type": {
                "type": "string",
                "const": "Product"
              },
              "name": {
                "type": "string"
              }
            }
          },
          "warnings": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/C2cDescriptorWarning"
            }
          }
        }
      },
      "C2cListingAttribute": {
        "type": "object",
        "required": [
          "name",
          "value",
          "source",
          "confidence"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "description": "brand, model, storage_capacity, ram, screen_size, size, frame_size, wheel_size, colour, battery_health, processor, material."
          },
          "value": {
            "type": "string"
          },
          "source": {
            "type": "string",
            "enum": [
              "user",
              "catalogue",
              "vision",
              "inferred"
            ]
          },
          "confidence": {
            "type": "number",
            "minimum": 0,
            "maximum": 1
          }
        }
      },
      "C2cSuggestedPrice": {
        "type": "object",
        "required": [
          "amount",
          "currency",
          "basis"
        ],
        "additionalProperties": false,
        "properties": {
          "amount": {
            "type": "number",
            "minimum": 0
          },
          "min": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0
          },
          "max": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0
          },
          "currency": {
            "type": "string",
            "pattern": "^[A-Z]{3}$"
          },
          "basis": {
            "type": "string",
            "description": "`value_estimation` (figures sent), `wish_price` (the seller's), `estimated` (the value estimation function, called for this request).",
            "enum": [
              "value_estimation",
              "wish_price",
              "estimated"
            ]
          },
          "comparables": {
            "type": [
              "integer",
              "null"
            ],
            "description": "How many marketplace prices the figure rests on, when known.",
            "minimum": 0
          }
        }
      },
      "C2cDescriptorWarning": {
        "type": "object",
        "required": [
          "code",
          "message"
        ],
        "additionalProperties": false,
        "properties": {
          "code": {
            "type": "string",
            "description": "Stable code: `missing_attributes`, `no_price_basis`, `price_estimate_failed`,\n`wish_price_outside_estimate`, `model_claim_rejected`, `model_copy_failed`,\n`listing_rule`, `text_redacted`, `vision_failed`, `brand_unknown`, `text_shortened`.\n"
          },
          "message": {
            "type": "string",
            "description": "What happened and what the seller can do, in the request's language."
          },
          "field": {
            "type": "string",
            "description": "The response field it concerns, when one."
          }
        }
      },
      "ProtocolGeneratorRequest": {
        "type": "object",
        "description": "What to inspect and on which scale. `language` chooses `text` of each question; `labels`\nalways carry PT-PT, EN, ES and FR.\n",
        "required": [
          "agent_specific"
        ],
        "additionalProperties": false,
        "properties": {
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "agent_specific": {
            "type": "object",
            "required": [
              "category",
              "target_scale"
            ],
            "additionalProperties": false,
            "properties": {
              "category": {
                "type": "string",
                "description": "The category: `phones`, `tablets`, `laptops`, `consoles`, `bikes`, `clothing`\n(also `footwear`, `shoes`), `small-appliances`, `large-appliances`; another only\nwhen a model is configured. Case and spaces do not matter. 1–100 characters: words\nin any script, digits, spaces and `& ' / , . ( ) + -` only, so markup and symbol\nnoise are refused before any model sees them.\n",
                "minLength": 1,
                "maxLength": 100,
                "allOf": [
                  {
                    "pattern": "\\S",
                    "x-error-message": "must not be blank"
                  },
                  {
                    "pattern": "^\\s*(?=[^<>]*\\p{L})[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N} &'’/,.()+-]*$",
                    "x-error-message": "must be a product category in words: letters, digits, spaces and & ' / , . ( ) + - only"
                  }
                ],
                "examples": [
                  "phones"
                ]
              },
              "brand": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The maker, e.g. `Apple`. At most 100 characters.",
                "maxLength": 100
              },
              "model": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The model, e.g. `iPhone 12`. At most 200 characters.",
                "maxLength": 200
              },
              "target_scale": {
                "$ref": "#/components/schemas/GradeScale"
              },
              "purpose": {
                "type": "string",
                "enum": [
                  "c2c_listing",
                  "buy_back",
                  "decision"
                ],
                "default": "decision",
                "description": "`c2c_listing` (a seller describing an item for sale), `buy_back` (an operator\nbuying it), `decision` (deciding what becomes of it; asks about age too).\n"
              },
              "max_questions": {
                "type": "integer",
                "minimum": 3,
                "maximum": 30,
                "description": "At most this many questions; the optional ones go first, photos before the rest.\nBy default 12, or every question of a category whose template has more (phones and\ntablets, whose function test is split the way buy-back graders test it).\n"
              },
              "photos": {
                "type": "boolean",
                "default": true,
                "description": "Whether to ask for photos."
              }
            }
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        }
      },
      "GradeScale": {
        "type": "string",
        "enum": [
          "internal",
          "ctia",
          "backmarket",
          "clothing5"
        ],
        "x-error-message": "must be one of: internal, ctia, backmarket, clothing5",
        "description": "`internal` A, B, C, D (best first); `ctia` A, B, C, D, F; `backmarket` excellent,\nvery_good, good, not_eligible; `clothing5` new_with_tags, new_without_tags, very_good,\ngood, satisfactory.\n",
        "examples": [
          "internal"
        ]
      },
      "LocalizedLabels": {
        "type": "object",
        "description": "The same text in each supported language.",
        "required": [
          "pt-PT",
          "en",
          "es",
          "fr"
        ],
        "additionalProperties": false,
        "properties": {
          "pt-PT": {
            "type": "string",
            "maxLength": 500
          },
          "en": {
            "type": "string",
            "maxLength": 500
          },
          "es": {
            "type": "string",
            "maxLength": 500
          },
          "fr": {
            "type": "string",
            "maxLength": 500
          }
        }
      },
      "AnswerCondition": {
        "type": "object",
        "description": "Holds when the answer to `question_id` (answered and not skipped) is `equals` the value,\none of `in`, `below` the number or `at_least` it; `listed: true` when that answer (a\ndevice identifier) is on a lost-or-stolen register by the grader's blacklist lookup.\nExactly one of the five.\n",
        "required": [
          "question_id"
        ],
        "additionalProperties": false,
        "minProperties": 2,
        "maxProperties": 2,
        "properties": {
          "question_id": {
            "$ref": "#/components/schemas/QuestionId"
          },
          "equals": {
            "type": [
              "boolean",
              "string",
              "number"
            ]
          },
          "in": {
            "type": "array",
            "minItems": 1,
            "maxItems": 20,
            "items": {
              "type": "string",
              "maxLength": 64
            }
          },
          "below": {
            "type": "number"
          },
          "at_least": {
            "type": "number"
          },
          "listed": {
            "type": "boolean",
            "const": true
          }
        }
      },
      "QuestionId": {
        "type": "string",
        "pattern": "^[a-z][a-z0-9_]{0,63}$",
        "x-error-message": "must be a lowercase id of letters, digits and _ (at most 64)",
        "examples": [
          "powers_on"
        ]
      },
      "GateId": {
        "type": "string",
        "enum": [
          "activation_lock",
          "data_not_wiped",
          "unsafe",
          "counterfeit",
          "reported_stolen",
          "not_working",
          "no_donation_partner",
          "no_vendor_take_back",
          "destruction_forbidden",
          "refusal_not_justified"
        ],
        "description": "A reason a disposition is not allowed."
      },
      "InspectionQuestion": {
        "type": "object",
        "description": "One question, with the answer types of the chat's protocol stage and of the core\nsystem's protocol (`yes_no` boolean, `choice` an option id, `number` in [min, max],\n`text` at most `max_length` characters, `photo` an image URL). `options` only for\n`choice`; `min`, `max`, `integer`, `unit` only for `number`; `max_length` only for\n`text`; `format: device_identifier` (a `text` answer) is an IMEI of 15 digits whose last\nis its Luhn check digit, or a serial number of 8–20 letters and digits. `skip_if`: the question is skipped when any condition holds (each names an\nearlier question). `affects`: the grade dimensions and gates its answer moves.\n",
        "required": [
          "id",
          "order",
          "labels",
          "help",
          "text",
          "answer_type",
          "required",
          "skip_if",
          "affects"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/QuestionId"
          },
          "order": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100
          },
          "labels": {
            "$ref": "#/components/schemas/LocalizedLabels"
          },
          "help": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/LocalizedLabels"
              },
              {
                "type": "null"
              }
            ]
          },
          "text": {
            "type": "string",
            "maxLength": 500,
            "description": "The question in the request's language."
          },
          "answer_type": {
            "type": "string",
            "enum": [
              "yes_no",
              "choice",
              "number",
              "text",
              "photo"
            ]
          },
          "options": {
            "type": "array",
            "minItems": 2,
            "maxItems": 20,
            "items": {
              "type": "object",
              "required": [
                "id",
                "labels"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "string",
                  "pattern": "^[a-z][a-z0-9_-]{0,63}$"
                },
                "labels": {
                  "$ref": "#/components/schemas/LocalizedLabels"
                }
              }
            }
          },
          "min": {
            "type": "number"
          },
          "max": {
            "type": "number"
          },
          "integer": {
            "type": "boolean"
          },
          "unit": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 10
          },
          "max_length": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2000
          },
          "format": {
            "type": "string",
            "enum": [
              "device_identifier"
            ]
          },
          "required": {
            "type": "boolean"
          },
          "skip_if": {
            "type": "array",
            "maxItems": 10,
            "items": {
              "$ref": "#/components/schemas/AnswerCondition"
            }
          },
          "affects": {
            "type": "object",
            "required": [
              "dimensions",
              "gates"
            ],
            "additionalProperties": false,
            "properties": {
              "dimensions": {
                "type": "array",
                "maxItems": 10,
                "items": {
                  "type": "string",
                  "maxLength": 64
                }
              },
              "gates": {
                "type": "array",
                "maxItems": 10,
                "items": {
                  "$ref": "#/components/schemas/GateId"
                }
              }
            }
          }
        }
      },
      "InspectionProtocol": {
        "type": "object",
        "description": "A protocol. `grade_rule`: the grade starts at the best of `grades`; every cap whose\ncondition holds lowers it to at most its `grade` (the worst cap wins, per dimension and\noverall). A `knockout_rules` entry whose condition holds closes the gate it names.\n",
        "required": [
          "id",
          "version",
          "generated",
          "category",
          "target_scale",
          "purpose",
          "language",
          "questions",
          "knockout_rules",
          "grade_rule",
          "estimated_seconds"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "pattern": "^ptc_[0-9a-f]{16}$",
            "description": "Names the request (category, brand, model, scale, purpose, limits, language)."
          },
          "version": {
            "type": "string",
            "pattern": "^[0-9a-f]{16}$",
            "description": "A hash of the protocol's content."
          },
          "generated": {
            "type": "boolean",
            "description": "True when a model wrote it (no template for the category)."
          },
          "category": {
            "type": "string",
            "maxLength": 100
          },
          "brand": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 100
          },
          "model": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 200
          },
          "target_scale": {
            "$ref": "#/components/schemas/GradeScale"
          },
          "purpose": {
            "type": "string",
            "enum": [
              "c2c_listing",
              "buy_back",
              "decision"
            ]
          },
          "language": {
            "type": "string",
            "maxLength": 35
          },
          "questions": {
            "type": "array",
            "minItems": 1,
            "maxItems": 30,
            "items": {
              "$ref": "#/components/schemas/InspectionQuestion"
            }
          },
          "knockout_rules": {
            "type": "array",
            "maxItems": 30,
            "items": {
              "type": "object",
              "required": [
                "id",
                "when",
                "gate",
                "labels"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "$ref": "#/components/schemas/QuestionId"
                },
                "when": {
                  "$ref": "#/components/schemas/AnswerCondition"
                },
                "gate": {
                  "$ref": "#/components/schemas/GateId"
                },
                "labels": {
                  "$ref": "#/components/schemas/LocalizedLabels"
                }
              }
            }
          },
          "grade_rule": {
            "type": "object",
            "required": [
              "scale",
              "grades",
              "dimensions",
              "caps"
            ],
            "additionalProperties": false,
            "properties": {
              "scale": {
                "$ref": "#/components/schemas/GradeScale"
              },
              "grades": {
                "type": "array",
                "minItems": 2,
                "maxItems": 10,
                "description": "The scale's grades, best first.",
                "items": {
                  "type": "string",
                  "maxLength": 32
                }
              },
              "dimensions": {
                "type": "array",
                "maxItems": 10,
                "items": {
                  "type": "string",
                  "maxLength": 64
                }
              },
              "caps": {
                "type": "array",
                "maxItems": 100,
                "items": {
                  "type": "object",
                  "required": [
                    "when",
                    "dimension",
                    "grade"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "when": {
                      "$ref": "#/components/schemas/AnswerCondition"
                    },
                    "dimension": {
                      "type": "string",
                      "maxLength": 64
                    },
                    "grade": {
                      "type": "string",
                      "maxLength": 32
                    }
                  }
                }
              }
            }
          },
          "estimated_seconds": {
            "type": "integer",
            "minimum": 0,
            "description": "A typical time to answer every question."
          }
        }
      },
      "Money": {
        "type": "number",
        "minimum": 0,
        "maximum": 10000000,
        "description": "An amount in the request's `currency`, not negative."
      },
      "DecisionRequest": {
        "type": "object",
        "description": "The item, its condition, the economics when known and the operator's context.",
        "required": [
          "agent_specific"
        ],
        "additionalProperties": false,
        "properties": {
          "language": {
            "$ref": "#/components/schemas/Language"
          },
          "agent_specific": {
            "type": "object",
            "required": [
              "item",
              "condition"
            ],
            "additionalProperties": false,
            "properties": {
              "item": {
                "type": "object",
                "required": [
                  "category"
                ],
                "additionalProperties": false,
                "properties": {
                  "category": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100,
                    "description": "A protocol category (`phones`, `clothing`, …) or the marketplace's own word."
                  },
                  "brand": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 100
                  },
                  "model": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 200
                  },
                  "age_years": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "minimum": 0,
                    "maximum": 100
                  },
                  "price_new": {
                    "oneOf": [
                      {
                        "$ref": "#/components/schemas/Money"
                      },
                      {
                        "type": "null"
                      }
                    ]
                  }
                }
              },
              "condition": {
                "type": "object",
                "description": "A `grade` on `scale`, or a `protocol` with its `answers` (question id → value).\nThe facts (`works`, `data_wiped`, …) add to what the answers say; `null` or\nabsent is unknown.\n",
                "additionalProperties": false,
                "properties": {
                  "scale": {
                    "$ref": "#/components/schemas/GradeScale"
                  },
                  "grade": {
                    "type": "string",
                    "maxLength": 32
                  },
                  "protocol": {
                    "$ref": "#/components/schemas/InspectionProtocol"
                  },
                  "answers": {
                    "type": "object",
                    "maxProperties": 30,
                    "additionalProperties": {
                      "type": [
                        "boolean",
                        "number",
                        "string"
                      ]
                    }
                  },
                  "works": {
                    "type": [
                      "boolean",
                      "null"
                    ]
                  },
                  "data_wiped": {
                    "type": [
                      "boolean",
                      "null"
                    ]
                  },
                  "activation_lock": {
                    "type": [
                      "boolean",
                      "null"
                    ]
                  },
                  "unsafe": {
                    "type": [
                      "boolean",
                      "null"
                    ]
                  },
                  "counterfeit": {
                    "type": [
                      "boolean",
                      "null"
                    ]
                  },
                  "reported_stolen": {
                    "type": [
                      "boolean",
                      "null"
                    ],
                    "description": "The device is on a lost-or-stolen register (the caller's blacklist lookup of its IMEI or serial)."
                  }
                }
              },
              "economics": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "currency": {
                    "type": "string",
                    "pattern": "^[A-Z]{3}$",
                    "default": "EUR"
                  },
                  "resale_as_is": {
                    "$ref": "#/components/schemas/Money"
                  },
                  "resale_after_repair": {
                    "$ref": "#/components/schemas/Money"
                  },
                  "repair_cost": {
                    "$ref": "#/components/schemas/Money"
                  },
                  "recycling_value": {
                    "$ref": "#/components/schemas/Money"
                  },
                  "logistics_cost": {
                    "$ref": "#/components/schemas/Money"
                  },
                  "trade_in_offer": {
                    "$ref": "#/components/schemas/Money",
                    "description": "A refurbisher's or trade-in scheme's offer for the item as it is."
                  },
                  "parts_value": {
                    "$ref": "#/components/schemas/Money",
                    "description": "What its parts fetch once the operator dismantles it."
                  },
                  "lot_value": {
                    "$ref": "#/components/schemas/Money",
                    "description": "Its price per item in a wholesale (B2B) lot."
                  },
                  "vendor_credit": {
                    "$ref": "#/components/schemas/Money",
                    "description": "What the vendor credits when it takes the item back (with `context.vendor_takes_back`)."
                  }
                }
              },
              "context": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "origin": {
                    "type": "string",
                    "enum": [
                      "return",
                      "unsold_stock",
                      "collection"
                    ],
                    "default": "collection",
                    "description": "A customer's return, the operator's unsold stock, or a collection of used items."
                  },
                  "company_size": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "enum": [
                      "micro",
                      "small",
                      "medium",
                      "large",
                      null
                    ],
                    "description": "The operator's size under Directive 2013/34/EU; `large` triggers the textile rule."
                  },
                  "partners": {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                      "donation": {
                        "type": "array",
                        "maxItems": 50,
                        "description": "Categories a donation partner takes.",
                        "items": {
                          "type": "string",
                          "maxLength": 100
                        }
                      },
                      "recycling": {
                        "type": "array",
                        "maxItems": 50,
                        "description": "Categories a recycling partner takes.",
                        "items": {
                          "type": "string",
                          "maxLength": 100
                        }
                      }
                    }
                  },
                  "data_wipe_available": {
                    "type": "boolean",
                    "default": true,
                    "description": "Whether the operator can wipe data itself (certified erasure)."
                  },
                  "repair_threshold": {
                    "type": "number",
                    "exclusiveMinimum": 0,
                    "maximum": 1,
                    "default": 0.5,
                    "description": "k in \"repair cost < k × price new\"."
                  },
                  "vendor_takes_back": {
                    "type": "boolean",
                    "default": false,
                    "description": "Whether the vendor takes this item back (a return window, a recall, a supplier's stock agreement); only then is `return_to_vendor` allowed."
                  }
                }
              }
            }
          },
          "service_core_context": {
            "$ref": "#/components/schemas/ServiceCoreContext"
          },
          "session_extra_data": {
            "$ref": "#/components/schemas/SessionExtraData"
          },
          "callback_url": {
            "$ref": "#/components/schemas/CallbackUrl"
          }
        }
      },
      "Disposition": {
        "type": "string",
        "enum": [
          "resell_c2c",
          "resell_refurbisher",
          "return_to_vendor",
          "b2b_lot",
          "donate",
          "repair_then_resell",
          "harvest_parts",
          "recycle",
          "refuse"
        ],
        "description": "What becomes of the item, each through its own channel: `resell_c2c` listed as it is on a\nC2C marketplace, `resell_refurbisher` sold to a refurbisher or trade-in scheme,\n`return_to_vendor` taken back by the vendor (only when `context.vendor_takes_back`),\n`b2b_lot` sold in a wholesale lot, `donate`, `repair_then_resell`, `harvest_parts`\ndismantled and its parts sold, `recycle`, `refuse`.\n"
      },
      "DecisionFigureName": {
        "type": "string",
        "enum": [
          "price_new",
          "resale_as_is",
          "resale_after_repair",
          "repair_cost",
          "recycling_value",
          "logistics_cost",
          "trade_in_offer",
          "parts_value",
          "lot_value",
          "vendor_credit"
        ]
      },
      "DecisionResponse": {
        "type": "object",
        "required": [
          "decision",
          "grade",
          "options",
          "gates",
          "required_actions",
          "figures",
          "missing_figures",
          "currency",
          "reasoning",
          "summary",
          "decided_on"
        ],
        "additionalProperties": false,
        "properties": {
          "decision": {
            "$ref": "#/components/schemas/Disposition"
          },
          "grade": {
            "type": "object",
            "required": [
              "scale",
              "grade",
              "works",
              "dimensions",
              "knockouts"
            ],
            "additionalProperties": false,
            "properties": {
              "scale": {
                "$ref": "#/components/schemas/GradeScale"
              },
              "grade": {
                "type": "string"
              },
              "works": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "dimensions": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "id",
                    "grade"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "type": "string"
                    },
                    "grade": {
                      "type": "string"
                    }
                  }
                }
              },
              "knockouts": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            }
          },
          "options": {
            "type": "array",
            "description": "Every disposition, in the order of the waste hierarchy.",
            "items": {
              "type": "object",
              "required": [
                "disposition",
                "channel",
                "hierarchy_rank",
                "allowed",
                "blocked_by",
                "pays",
                "net_value",
                "figures"
              ],
              "additionalProperties": false,
              "properties": {
                "disposition": {
                  "$ref": "#/components/schemas/Disposition"
                },
                "channel": {
                  "type": "string",
                  "enum": [
                    "c2c_marketplace",
                    "refurbisher",
                    "vendor",
                    "wholesale_buyer",
                    "charity",
                    "repair_shop",
                    "parts_dismantler",
                    "recycler",
                    "none"
                  ],
                  "description": "Who takes the item (or its parts) on this path."
                },
                "hierarchy_rank": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "1 re-use, 2 preparing for re-use (repair), 3 recycling, 5 disposal."
                },
                "allowed": {
                  "type": "boolean"
                },
                "blocked_by": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/GateId"
                  }
                },
                "pays": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Whether its economic rule holds; null when a figure it needs is missing."
                },
                "net_value": {
                  "type": [
                    "number",
                    "null"
                  ],
                  "description": "What it brings after its costs, in `currency`; null when unknown."
                },
                "figures": {
                  "type": "array",
                  "description": "The figures its net value and rule rest on (names in `figures`), so every net can be recomputed.",
                  "items": {
                    "$ref": "#/components/schemas/DecisionFigureName"
                  }
                }
              }
            }
          },
          "gates": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GateId"
            }
          },
          "required_actions": {
            "type": "array",
            "items": {
              "type": "string",
              "enum": [
                "wipe_data",
                "remove_activation_lock",
                "make_safe"
              ]
            }
          },
          "figures": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "value",
                "source"
              ],
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string",
                  "$ref": "#/components/schemas/DecisionFigureName"
                },
                "value": {
                  "type": "number"
                },
                "source": {
                  "type": "string",
                  "enum": [
                    "caller",
                    "value_estimation"
                  ]
                }
              }
            }
          },
          "missing_figures": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DecisionFigureName"
            }
          },
          "currency": {
            "type": "string"
          },
          "reasoning": {
            "type": "array",
            "description": "The reasons, one line each, in the request's language.",
            "items": {
              "type": "string"
            }
          },
          "summary": {
            "type": "string",
            "description": "One paragraph; worded by the model when one is configured and every number in it is a figure."
          },
          "decided_on": {
            "type": "string",
            "format": "date",
            "description": "The date (UTC) the rules were applied on; the textile rule depends on it."
          }
        }
      },
      "HealthResponse": {
        "type": "object",
        "required": [
          "status",
          "version",
          "uptime_seconds",
          "functions",
          "dependencies"
        ],
        "additionalProperties": false,
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "ok",
              "degraded",
              "draining"
            ],
            "description": "`degraded` when any function or dependency is not ready (the store unreachable included); `draining` after SIGTERM."
          },
          "version": {
            "type": "string",
            "description": "The running server's version."
          },
          "uptime_seconds": {
            "type": "number",
            "minimum": 0,
            "description": "Seconds since the process started."
          },
          "functions": {
            "type": "object",
            "description": "Readiness of each function, keyed by its name (`chat`, `translator`, `value_estimation`, `id_validator`, and later others).",
            "additionalProperties": {
              "$ref": "#/components/schemas/FunctionHealth"
            }
          },
          "dependencies": {
            "type": "object",
            "required": [
              "model",
              "search",
              "store",
              "rate_limits"
            ],
            "additionalProperties": false,
            "properties": {
              "model": {
                "type": "object",
                "description": "The chat model (OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL).",
                "required": [
                  "configured"
                ],
                "additionalProperties": false,
                "properties": {
                  "configured": {
                    "type": "boolean"
                  },
                  "model": {
                    "type": "string",
                    "description": "The configured model's name."
                  }
                }
              },
              "search": {
                "type": "object",
                "description": "Web search (TAVILY_API_KEY).",
                "required": [
                  "configured"
                ],
                "additionalProperties": false,
                "properties": {
                  "configured": {
                    "type": "boolean"
                  }
                }
              },
              "store": {
                "type": "object",
                "description": "Where sessions, jobs and caches are kept.",
                "required": [
                  "kind",
                  "ready"
                ],
                "additionalProperties": false,
                "properties": {
                  "kind": {
                    "type": "string",
                    "enum": [
                      "sqlite",
                      "postgres",
                      "memory"
                    ]
                  },
                  "ready": {
                    "type": "boolean",
                    "description": "Reachable, with its schemas set up."
                  },
                  "reason": {
                    "type": "string",
                    "description": "Why it is not ready."
                  }
                }
              },
              "rate_limits": {
                "type": "object",
                "description": "Where rate-limit counters are kept: `redis` (REDIS_URL, shared by replicas) or\n`process`. While Redis is unreachable `shared` is false and each process counts\non its own until it returns.\n",
                "required": [
                  "kind",
                  "shared"
                ],
                "additionalProperties": false,
                "properties": {
                  "kind": {
                    "type": "string",
                    "enum": [
                      "redis",
                      "process"
                    ]
                  },
                  "shared": {
                    "type": "boolean",
                    "description": "Whether the replicas share the counters right now (always false for `process`)."
                  }
                }
              }
            }
          }
        }
      },
      "LivenessResponse": {
        "type": "object",
        "required": [
          "status",
          "uptime_seconds"
        ],
        "additionalProperties": false,
        "properties": {
          "status": {
            "type": "string",
            "const": "live"
          },
          "uptime_seconds": {
            "type": "number",
            "minimum": 0,
            "description": "Seconds since the process started."
          }
        }
      },
      "ReadinessResponse": {
        "type": "object",
        "required": [
          "status"
        ],
        "additionalProperties": false,
        "properties": {
          "status": {
            "type": "string",
            "const": "ready"
          }
        }
      },
      "FunctionHealth": {
        "type": "object",
        "required": [
          "ready",
          "needs"
        ],
        "additionalProperties": false,
        "properties": {
          "ready": {
            "type": "boolean",
            "description": "Whether the function can serve requests with the current configuration."
          },
          "needs": {
            "type": "array",
            "description": "The dependencies the function cannot work without.",
            "items": {
              "type": "string",
              "enum": [
                "model",
                "search"
              ]
            }
          },
          "reason": {
            "type": "string",
            "description": "Why the function is not ready, naming the settings to fix."
          }
        }
      },
      "Problem": {
        "type": "object",
        "description": "A problem detail (RFC 9457). Problem types are relative URIs under `/problems/`:\n\n| type | status | meaning |\n|---|---|---|\n| `/problems/validation-error` | 422 | the request breaks the contract; see `errors` |\n| `/problems/payload-too-large` | 413 | the body exceeds the operation's limit |\n| `/problems/unsupported-content-encoding` | 415 | the body's `Content-Encoding` is not `gzip`, `deflate` or `br` |\n| `/problems/request-timeout` | 408 | the request (headers and body) did not arrive in time (`REQUEST_TIMEOUT_MS`); the connection is closed |\n| `/problems/bad-request` | 400 | the request is not valid HTTP/1.1 (conflicting framing, malformed headers); the connection is closed |\n| `/problems/request-header-fields-too-large` | 431 | the request headers are too large |\n| `/problems/rate-limited` | 429 | too many requests; see `Retry-After` |\n| `/problems/unauthorized` | 401 | missing or unknown API key (only with `API_KEYS`) |\n| `/problems/not-found` | 404 | no operation at this path |\n| `/problems/method-not-allowed` | 405 | the path does not support this method |\n| `/problems/model-not-configured` | 500 | the function needs a model; none is configured |\n| `/problems/search-not-configured` | 500 | the function needs web search; none is configured |\n| `/problems/model-unavailable` | 500 | the model failed after retries (transient) |\n| `/problems/search-unavailable` | 500 | web search failed after retries (transient) |\n| `/problems/core-system-unavailable` | 500 | the core system failed (transient) |\n| `/problems/core-system-error` | 500 | the core or submission system answered the chat with an error that retrying will not fix (e.g. a base URL that leads elsewhere) |\n| `/problems/timeout` | 500 | the operation ran out of time (transient) |\n| `/problems/translation-incomplete` | 500 | the model left keys untranslated after retries (transient) |\n| `/problems/insufficient-evidence` | 500 | search found too little evidence for an estimate; see `references_found`, `missing_figures` |\n| `/problems/protocol-generation-failed` | 500 | a model-written protocol failed the static check; see `problems` |\n| `/problems/internal` | 500 | an unexpected error |\n| `/problems/store-unavailable` | 503 | the request needs the store (sessions, jobs) and it is unreachable for now; see `Retry-After` |\n| `/problems/function-unavailable` | 503 | the function's code could not be loaded in this process (it is loaded on the route's first request); nothing ran; see `Retry-After` |\n| `/problems/not-ready` | 503 | `GET /health/ready`: this replica should not receive traffic now; see `reasons` |\n| `/problems/webhook-not-configured` | 500 | `callback_url` was sent but the deployment has no `WEBHOOK_SECRET` |\n\nClients should treat an unknown `type` by its `status`. Problem types may add members\n(for example `limit_bytes` on `payload-too-large`).\n",
        "required": [
          "type",
          "title",
          "status",
          "instance",
          "request_id"
        ],
        "additionalProperties": true,
        "properties": {
          "type": {
            "type": "string",
            "format": "uri-reference",
            "description": "The problem type, `/problems/<slug>` (see the table above).",
            "examples": [
              "/problems/validation-error"
            ]
          },
          "title": {
            "type": "string",
            "description": "A short summary of the problem type.",
            "examples": [
              "Invalid request"
            ]
          },
          "status": {
            "type": "integer",
            "minimum": 400,
            "maximum": 599,
            "description": "The HTTP status code."
          },
          "detail": {
            "type": "string",
            "description": "What went wrong in this request, for people."
          },
          "instance": {
            "type": "string",
            "format": "uri-reference",
            "description": "The request path.",
            "examples": [
              "/service_ai_translator"
            ]
          },
          "request_id": {
            "type": "string",
            "description": "The request's id, as in the `X-Request-Id` header."
          },
          "errors": {
            "type": "array",
            "description": "For `422`, every bad field of the request.",
            "items": {
              "$ref": "#/components/schemas/FieldError"
            }
          },
          "limit_bytes": {
            "type": "integer",
            "description": "For `413`, the operation's body limit in bytes."
          },
          "reasons": {
            "type": "array",
            "description": "For `not-ready`, why this replica should not receive traffic, one line each.",
            "items": {
              "type": "string"
            }
          },
          "references_found": {
            "type": "integer",
            "description": "For `insufficient-evidence`, how many citable sources the search found."
          },
          "missing_figures": {
            "type": "array",
            "description": "For `insufficient-evidence`, the figures no price was found for.",
            "items": {
              "type": "string",
              "enum": [
                "value_out",
                "recycling_value",
                "repair_cost"
              ]
            }
          },
          "problems": {
            "type": "array",
            "description": "For `protocol-generation-failed`, why the model's protocol was refused.",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "FieldError": {
        "type": "object",
        "description": "One bad field of a request.",
        "required": [
          "pointer",
          "message"
        ],
        "additionalProperties": false,
        "properties": {
          "pointer": {
            "type": "string",
            "format": "json-pointer",
            "description": "JSON Pointer (RFC 6901) to the field in the request body; empty for the body as a whole.",
            "examples": [
              "/data/product_1042_name"
            ]
          },
          "message": {
            "type": "string",
            "description": "What is wrong with it, for people.",
            "examples": [
              "must be a string"
            ]
          }
        }
      },
      "JobState": {
        "type": "string",
        "enum": [
          "queued",
          "running",
          "succeeded",
          "failed",
          "cancelled"
        ],
        "description": "`queued` and `running` are pending; `succeeded` (see `result`), `failed` (see `problem`) and `cancelled` (`POST /jobs/{id}/cancel`) are final."
      },
      "Job": {
        "type": "object",
        "description": "An asynchronous call and what became of it. Times are RFC 3339 in UTC.",
        "required": [
          "id",
          "operation",
          "state",
          "request_id",
          "created_at",
          "started_at",
          "finished_at",
          "expires_at",
          "runs",
          "callback"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "description": "Unguessable id (128 random bits).",
            "examples": [
              "job_Vb3kq2mXl9t0ZrP4aN7sWg"
            ]
          },
          "operation": {
            "type": "string",
            "description": "The operationId of the function called.",
            "examples": [
              "translate"
            ]
          },
          "state": {
            "$ref": "#/components/schemas/JobState"
          },
          "request_id": {
            "type": "string",
            "description": "The `X-Request-Id` of the request that created the job."
          },
          "created_at": {
            "type": "string",
            "format": "date-time"
          },
          "started_at": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the last run started."
          },
          "finished_at": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "expires_at": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the finished job will be forgotten (`404` afterwards)."
          },
          "runs": {
            "type": "integer",
            "minimum": 0,
            "description": "How many times the job was started; more than one when a server running it stopped."
          },
          "result": {
            "description": "For `succeeded`, the body the synchronous call would have answered with `200`."
          },
          "headers": {
            "type": "object",
            "description": "For `succeeded`, headers the synchronous answer carries (the chat's `X-Session-Id`).",
            "additionalProperties": {
              "type": "string"
            }
          },
          "problem": {
            "$ref": "#/components/schemas/Problem"
          },
          "callback": {
            "$ref": "#/components/schemas/JobCallback"
          }
        }
      },
      "JobCallback": {
        "type": "object",
        "description": "The delivery of the job's result to `callback_url`.",
        "required": [
          "url",
          "webhook_id",
          "state",
          "attempts"
        ],
        "additionalProperties": false,
        "properties": {
          "url": {
            "type": "string"
          },
          "webhook_id": {
            "type": "string",
            "description": "The `webhook-id` header of every attempt."
          },
          "state": {
            "type": "string",
            "enum": [
              "waiting",
              "pending",
              "delivered",
              "failed"
            ],
            "description": "`waiting` for the job to end, `pending` (an attempt is due), `delivered` (a `2xx` answer), `failed` (retries exhausted; see `reason`)."
          },
          "next_attempt_at": {
            "type": "string",
            "format": "date-time",
            "description": "When the next attempt is due, while `pending`."
          },
          "reason": {
            "type": "string",
            "description": "For `failed`, why delivery stopped."
          },
          "attempts": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DeliveryAttempt"
            }
          }
        }
      },
      "DeliveryAttempt": {
        "type": "object",
        "description": "One POST to the callback URL, with the status it got or the error that prevented one.",
        "required": [
          "at"
        ],
        "additionalProperties": false,
        "properties": {
          "at": {
            "type": "string",
            "format": "date-time"
          },
          "status": {
            "type": "integer",
            "description": "The receiver's HTTP status."
          },
          "error": {
            "type": "string",
            "description": "Why there was no answer (timeout, refused connection, refused redirect)."
          }
        }
      },
      "JobEvent": {
        "type": "object",
        "description": "The body POSTed to `callback_url` (Standard Webhooks' `type`, `timestamp`, `data`): `data`\nis the job as `GET /jobs/{id}` shows it at its end, without `callback`.\n",
        "required": [
          "type",
          "timestamp",
          "data"
        ],
        "additionalProperties": false,
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "job.succeeded",
              "job.failed",
              "job.cancelled"
            ]
          },
          "timestamp": {
            "type": "string",
            "format": "date-time",
            "description": "When the job ended."
          },
          "data": {
            "type": "object",
            "description": "The finished job (see `Job`), without its `callback` member.",
            "additionalProperties": true
          }
        },
        "examples": [
          {
            "type": "job.succeeded",
            "timestamp": "2026-11-23T21:30:02.950Z",
            "data": {
              "id": "job_Vb3kq2mXl9t0ZrP4aN7sWg",
              "operation": "translate",
              "state": "succeeded",
              "request_id": "0b6f8a52-31d7-4c1e-9a0e-5d2f0c6b7e11",
              "created_at": "2026-11-23T21:30:00.120Z",
              "started_at": "2026-11-23T21:30:00.180Z",
              "finished_at": "2026-11-23T21:30:02.950Z",
              "expires_at": "2026-11-30T21:30:02.950Z",
              "runs": 1,
              "result": {
                "translations": {
                  "context": "Children's clothing catalogue",
                  "data": {
                    "en-US": {
                      "product_88_name": "Winter coat"
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "JobStreamEvent": {
        "type": "object",
        "description": "The `data` of one event of `GET /jobs/{id}/events`: a change of `state`, the `progress` of\nthe run (the graph node that just ended), or the `result` (the job as `GET /jobs/{id}`\nshows it, sent once the job has ended, last).\n",
        "required": [
          "type",
          "at"
        ],
        "additionalProperties": false,
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "state",
              "progress",
              "result"
            ]
          },
          "at": {
            "type": "string",
            "format": "date-time"
          },
          "state": {
            "$ref": "#/components/schemas/JobState"
          },
          "node": {
            "type": "string",
            "description": "For `progress`, the step of the function's graph that ended."
          },
          "job": {
            "$ref": "#/components/schemas/Job"
          }
        },
        "examples": [
          {
            "type": "progress",
            "at": "2026-11-23T21:30:01.020Z",
            "node": "planWork"
          }
        ]
      }
    },
    "callbacks": {
      "JobFinished": {
        "{$request.body#/callback_url}": {
          "post": {
            "summary": "A job ended",
            "description": "Sent once the job is `succeeded`, `failed` or `cancelled`, signed with the `webhook-*` headers\n(Standard Webhooks). Retried with exponential backoff and jitter until a `2xx` answer\nor `WEBHOOK_RETRY_SECONDS` pass; every attempt carries the same `webhook-id` and body.\n",
            "parameters": [
              {
                "name": "webhook-id",
                "in": "header",
                "required": true,
                "schema": {
                  "type": "string"
                },
                "example": "msg_job_Vb3kq2mXl9t0ZrP4aN7sWg"
              },
              {
                "name": "webhook-timestamp",
                "in": "header",
                "required": true,
                "schema": {
                  "type": "string",
                  "pattern": "^[0-9]+$"
                },
                "example": "1795469403"
              },
              {
                "name": "webhook-signature",
                "in": "header",
                "required": true,
                "description": "`v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>`, keyed with WEBHOOK_SECRET.",
                "schema": {
                  "type": "string"
                },
                "example": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4="
              }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/JobEvent"
                  }
                }
              }
            },
            "responses": {
              "2XX": {
                "description": "Delivered; no further attempts."
              },
              "default": {
                "description": "Not delivered; the attempt is retried later."
              }
            }
          }
        }
      }
    }
  }
};
