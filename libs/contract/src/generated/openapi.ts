// generated from openapi.yaml by scripts/generate.ts — do not edit

import type { OpenApiDocument } from '../openapi-document.ts';

export const openapiDocument: OpenApiDocument = {
  "openapi": "3.1.0",
  "info": {
    "title": "Circular AI Services",
    "version": "0.1.0",
    "summary": "REST API of AI functions for a circular-economy marketplace.",
    "description": "AI functions for a second-hand marketplace, reached over HTTPS with JSON bodies. This\nrelease serves the chat, ID validation, catalogue translation and value estimation plus the\nutility routes; the other functions of the service (decision, C2C descriptor, C2C\nvalidation, brands, protocol generator) are added by later releases of this document.\n\n## Requests\n\nFunctional endpoints take `POST` with `Content-Type: application/json` and a JSON object\nbody. Bodies are strict: a field the operation does not define is rejected with `422`\nrather than ignored, so a misspelt field never goes unnoticed. A body that is not JSON, or\nsent with another content type, is also a `422`.\n\nCommon fields accepted by the functions:\n\n- `language` — the language of human-readable text in the response (default `PT-PT`).\n  Accepts the spec's forms case-insensitively (`PT-PT`, `pt-pt`, `pt_PT`, `en-US`, `pt`);\n  the server normalises it to a BCP 47 tag (`pt-PT`).\n- `service_core_context` — business context for the AI agent (string or `null`).\n- `session_extra_data` — session metadata, passed through (object or `null`).\n- `callback_url` — reserved for asynchronous jobs, which this release does not serve yet:\n  only `null` (or leaving it out) is accepted. A URL is rejected with `422` instead of the\n  request silently running synchronously.\n\n## Errors\n\nEvery error is an `application/problem+json` document (RFC 9457) with `type`, `title`,\n`status`, `detail`, `instance` (the request path) and `request_id`. A `422` also lists each\nbad field in `errors` as `{ pointer, message }`, where `pointer` is a JSON Pointer (RFC 6901)\ninto the request body. Status codes are the spec's — `422` invalid input, `413` body too\nlarge, `429` rate limited, `500` server-side failure — plus `401` when API keys are enabled\nand `404`/`405` for unknown routes and methods. Every server-side failure is a `500` whose\n`type` says which (`model-not-configured`, `model-unavailable`, `timeout`, ...); transient\nones carry `Retry-After`.\n\n## Request ids\n\nEvery response carries `X-Request-Id`. A client may send its own (1–128 characters of\n`A–Z a–z 0–9 . _ : -`), which is echoed back; any other value is replaced by a generated id,\nnever rejected. Quote it when reporting a problem: it is also in every problem body and in\nthe server's logs.\n\n## Authentication\n\nOff by default, as the spec says: the public endpoints need no credentials. A deployment\nturns it on by setting `API_KEYS` (comma-separated keys); from then on the functions\nrequire `Authorization: Bearer <key>` and answer `401` without a valid one. The health\ncheck, this document and the index page stay public. In this document that is the\nsecurity requirement `[{}, {apiKey: []}]`: anonymous access or a Bearer key.\n\n## Rate limits\n\nEach operation has its own limit of requests per minute, stated in its\n`x-rate-limit-per-minute` extension (translation 60, value estimation 30, ID validation 60, health check 600, others 120).\nRequests are counted per operation and per client: the API key when authentication is on,\notherwise the client's IP address. The `RATE_LIMIT_PER_MINUTE` setting replaces every\noperation's limit with one value. Responses carry `RateLimit` and `RateLimit-Policy`\nheaders (IETF draft-ietf-httpapi-ratelimit-headers-08); a `429` also carries\n`Retry-After` in seconds.\n\n## Limits\n\n- Request body: `x-body-limit-bytes` per operation — 1 MB (1,048,576 bytes) for JSON\n  bodies, 25 MB (26,214,400 bytes) for operations that carry images (chat, ID validation). Larger bodies get `413`.\n- Time: `x-timeout-seconds` per operation — 120 s by default, 300 s for long-running\n  functions such as batch translation and value estimation. An operation that runs out of time is cancelled\n  and answers `500` with type `/problems/timeout` and `Retry-After`.\n- Function-specific limits are stated on each request schema.\n\n## Versioning\n\n`info.version` follows semantic versioning. Within a major version changes are additive:\nnew operations, new optional request fields, new response fields. Clients should ignore\nresponse fields they do not know.\n",
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
        "description": "One turn of a conversation that guides a seller through submitting a product to the\nmarketplace, in four stages: (1) **identify the product** in the core system's catalogue\n(the top candidates are offered as buttons, with \"none of these\"); (2) **collect its\noptions** (every option the seller already mentioned is filled, e.g. \"iPhone 12, 128GB,\nazul\" fills storage and colour; the missing ones are asked one at a time with the allowed\nvalues as buttons; values that do not exist are refused); (3) **create the item** in the\ncore system, after the seller confirms the summary, exactly once per session; (4) **ask the\nprotocol questions** of the item one at a time, validating each answer by its type (yes/no,\none of a list, a number in a range, free text, a photo sent in `images`), record the\nanswers in the submission system and finish with a summary and the link to continue there.\n\nThe seller may go back at any time before the item is created (\"actually it's the 256 GB\none\" changes that option; the confirmation offers a button per option) and may start over\nwith the \"Start over\" button (or the words \"recomeçar\", \"start over\", \"empezar de nuevo\",\n\"recommencer\").\n\n**Sessions.** `session_id` names the conversation; its state is kept by the server (the\nembedded SQLite store) and survives restarts. Without `session_id` a new session is\ncreated; its id comes back in the `X-Session-Id` response header (which every `200`\ncarries) and is sent as `session_id` on the next turns. A client may also choose the id\nitself (a random UUID, for instance): an unknown id starts a new session under that id.\n\n**The turn.** `messages` may carry the whole history or just the new message: the turn's\ninput is what the user said after the last assistant message (several user messages are\nread as one). The same request sent twice (same session, same `messages` and `images`)\ndoes not advance the conversation twice: the second gets the first one's answer. Replays\nare recognised by the history, so a client that sends only the latest message should\ninclude the assistant message it answers to make retries safe; otherwise two identical\nanswers in a row (\"Sim\", \"Sim\") are two turns (a session's first message is recognised\neither way).\n\n**Answers.** A bare array of assistant messages. Choices are in `text` (after \"Opções:\" /\n\"Options:\") for clients without HTML, and in `html` as\n[Deep Chat](https://deepchat.dev) suggestion buttons\n(`<button class=\"deep-chat-button deep-chat-suggestion-button\">`), which send their\nlabel as the user's next message; typing the label works the same. To drive the chat\nfrom a Deep Chat component, point `connect.url` at this path and add `session_id` and the\ntwo base URLs to each request (a `requestInterceptor`).\n\n**Core and submission systems.** `service_core_base_url` and\n`service_submission_base_url` name the marketplace's systems for this conversation; their\nAPI is `libs/chat/core-system.openapi.yaml`. They are reached through the SSRF filter: a\nbase URL that resolves to a private, loopback or link-local address is refused with `422`\nnaming the field, unless the deployment allows the range (`SSRF_ALLOW_CIDRS`). When a\nsystem is down the turn still answers `200` with an apology in the conversation, and the\nsession stays where it was: the next turn (the \"Try again\" button) retries. Item\ncreation carries an idempotency key derived from the session, so retries, restarts and\nrepeated requests never create a second item.\n\n**Model.** The chat works without a model: catalogue search by keywords, buttons for every\nchoice and typed answers checked in code. With a model configured it also understands\nfree text (at most one structured-output call per turn, only when the words alone do not\ndecide); whatever the model says is checked in code against the catalogue and the\nquestion. `service_core_context` steers that call. Replies are in `language` (PT-PT, EN,\nES and FR; catalogue labels in the languages the core system has, else English).\n\n`conversation: false` answers one turn without keeping a session: no `X-Session-Id` is\nreturned and `session_id` may not be sent.\n\nLimits: at most 200 messages of 10,000 characters, 10 images (URLs or base64 data URLs of\nat most 10 MB decoded, JPEG, PNG, WebP or GIF). Turns call the core system: the time\nbudget is 300 s and the body limit 25 MB.\n",
        "x-rate-limit-per-minute": 120,
        "x-body-limit-bytes": 26214400,
        "x-timeout-seconds": 300,
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
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
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
    "/service_ai_translator": {
      "post": {
        "operationId": "translate",
        "tags": [
          "translator"
        ],
        "summary": "Translate catalogue text",
        "description": "Translates the values of `data` from `source_locale` into one or more target locales,\nusing `context` (and `service_core_context`) to choose the right terms. Keys are kept\nas they are; every key of the request is present in every target locale of the\nresponse, or the request fails.\n\nSend exactly one of `target_locale` (one locale) or `target_locales` (several). The\nresponse's `translations.data` is keyed by target locale in both cases, spelt exactly\nas in the request, so a client looks translations up with the locale it sent.\n\nLimits: at most 500 keys in `data`, 5,000 characters per value, 100,000 characters\nacross all values, and 20 target locales. Batch translation is long-running: the time\nbudget is 300 s.\n",
        "x-rate-limit-per-minute": 60,
        "x-body-limit-bytes": 1048576,
        "x-timeout-seconds": 300,
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
                }
              }
            }
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
        "description": "Researches current asking prices of `agent_specific.service_item` on the second-hand\nmarketplaces of the request's country and computes three ranges, in code, from the\nevidence found. The country follows `language`: its region when we cover it (`PT-PT`\nsearches OLX, CustoJusto, Vinted and Wallapop in Portugal; `en-PT` too, answering in\nEnglish), else the language's home country; covered are PT, ES, FR, DE, IT and GB.\n\n- `value_out_*` — what the item would sell for on a second-hand platform in its grade.\n  Listings are cleaned (accessories, bundles, wanted-ads, other models or storage sizes\n  and duplicates dropped; \"for parts\" offers kept only for grade `D`), each asking price\n  is moved to the item's grade with documented condition factors (A 1.00, B 0.85,\n  C 0.65, D 0.30; a listing that states no grade counts as B) and from asking to sale\n  price with a documented discount (10 % on marketplaces, 25 % at refurbished sellers,\n  15 % elsewhere). After outlier removal (3 × MAD of log prices) the median is the\n  average and the 25th–75th percentiles are the range.\n- `recycling_value_*` — scrap prices per kilogram of the item's material found by\n  search, times a typical weight for its category.\n- `repair_cost_*` — repair-shop prices found by search for the repairs likely at the\n  item's grade; zero for grade `A`, which needs none.\n\nA range resting on fewer than 8 prices is widened by ±5 % per missing price, and the\n`reasoning` says so; `comparables` gives how many prices each range rests on. When the\nnational marketplaces give fewer than 5 comparables, the search widens to other\nmarketplaces and refurbished sellers, then to the open web.\n\nEvery figure is in `currency` (ISO 4217, the country's own: prices in other currencies\nare left out, as no citable exchange rate is at hand). `references` are 2–10 URLs that\nthe search returned, each carrying a price a figure rests on. When fewer than two can\nbe found, or a figure has no price behind it, the answer is a `500` of type\n`insufficient-evidence` instead of an invented figure.\n\nWeb search is required: without `TAVILY_API_KEY` the answer is a `500` of type\n`search-not-configured`. A chat model is optional: when one is configured it reads the\nasking prices of the listings (each price is kept only if it is written in that\nlisting's own text) and words the `description`; without one, both are done by rules.\n\nLong-running: the time budget is 300 s. The same searches within six hours are served\nfrom a cache.\n",
        "x-rate-limit-per-minute": 30,
        "x-body-limit-bytes": 1048576,
        "x-timeout-seconds": 300,
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
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
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
        "description": "Reads photos or scans of an identity document (typically front and back, in any order),\nextracts its type, number, holder name and expiry, checks that it is genuine as far as\nthe images can tell, and checks the optional expectations of `agent_specific`. Document\nproblems are answered with `200` and a `status`; only bad input is a `422`/`413`.\n\n**Offline first.** The machine-readable zone (MRZ, ICAO 9303 TD1/TD2/TD3) is read by\nlocal OCR and verified by every check digit and the composite; OCR confusions (`0`/`O`,\n`1`/`I`, `8`/`B`, `5`/`S`, `2`/`Z`, `6`/`G`, `<` read as `K`/`L`) are corrected only where\nthe field's type forces it and only when the check digits then pass. The printed side\n(visual zone) is read too: its name, number, birth and expiry dates must agree with the\nMRZ, and its text is searched for specimen marks. National rules are checked where\npublished: the Portuguese Cartão de Cidadão number (`DDDDDDDD C VV T`, both check\ncharacters), the Spanish DNI/NIE control letter, the German serial alphabet. No model is\nneeded: with none configured, a document whose images show no MRZ is answered\n`ERROR_IMAGE_QUALITY` saying so.\n\n**Vision model (optional).** When a chat model is configured it is a second reader: it\ntranscribes an MRZ the local OCR could not read (accepted only if every check digit then\npasses) and reads documents that carry no MRZ, such as driving licences. What it returns\nis checked in code; it never overrides an MRZ whose check digits the local reader\nverified, nor one they prove wrong.\n\n**`status`.**\n- `OK`: a verified reading, every authenticity check passed (check digits, real dates,\n  birth in the past, expiry after birth, a plausible validity period, real issuing\n  state and nationality, a document code allowed for the format, national number\n  rules, front and back of the same document, no specimen marks), the type is one of\n  `doc_type`, and every expectation given holds.\n- `ERROR_IMAGE_QUALITY`: nothing could be read reliably: an image too small or blurred,\n  no document in it, or no machine-readable zone (and no vision reader). `message`\n  says what to do (retake closer, without glare, the side with the MRZ).\n- `ERROR_VALIDATION`: the document is legible but fails: a check digit of a sharp MRZ\n  is wrong (tampered or damaged), an authenticity check fails, it is a specimen, its\n  type is not accepted, or the name, number or validity expectation does not hold.\n  `reasoning` names every failure.\n\n**Fields.** `doc_type` is `passport` or `<kind>-<country>` (`id-PT`); `number` is the\ndocument number without spaces (`123456789ZZ1` for a Cartão de Cidadão). Spanish\nidentity cards carry two numbers: the MRZ's document number is the card's support number\n(`IDESP…`), and the DNI/NIE number (`12345678Z`) identifies the holder across renewals;\n`number` and `item_id` use the DNI/NIE number, and a `number` expectation matches either.\n`name` is `GIVEN NAMES SURNAME` in uppercase A–Z as the MRZ spells it (ICAO\ntransliteration: Müller → `MUELLER`), completed from the printed side when the MRZ had\nto truncate it. `item_id` is `<kind>_<ISO 3166 alpha-3>_<number>`. These fields are\npresent when they were read with verified check digits (or by the vision reader,\nchecked in code); they are absent from answers that could not read the document.\n`message` and `reasoning` are in `language` (PT-PT, EN, ES, FR).\n\nLimits: 1–10 images, each an http(s) URL (fetched through the SSRF filter: private,\nloopback and link-local addresses are refused unless the deployment allows them with\n`SSRF_ALLOW_CIDRS`) or a base64 `data:` URL, at most 10 MB decoded, JPEG, PNG, WebP,\nGIF, TIFF or BMP as its bytes say (a data URL whose bytes are another type is refused).\nHEIC/HEIF photos are not read (the image library has no HEVC decoder): convert them to\nJPEG. Each refused image is a `422` naming `/images/<index>`; nothing that is not an image is\nread. The body limit is 25 MB.\n",
        "x-rate-limit-per-minute": 60,
        "x-body-limit-bytes": 26214400,
        "x-timeout-seconds": 120,
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
                "$ref": "#/components/schemas/IdValidatorRequest"
              },
              "examples": {
                "citizenCard": {
                  "summary": "A Portuguese Cartão de Cidadão, front and back, with every expectation",
                  "value": {
                    "language": "PT-PT",
                    "images": [
                      "https://uploads.example.com/kyc/8f2a/front.jpg",
                      "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/"
                    ],
                    "agent_specific": {
                      "doc_type": "id-PT,passport",
                      "name": "Maria Conceição Silva Santos",
                      "number": "12345678 9 ZZ1",
                      "validity": true
                    }
                  }
                },
                "passport": {
                  "summary": "A passport of any country, no expectations but the type",
                  "value": {
                    "language": "en",
                    "images": [
                      "https://uploads.example.com/kyc/31c7/passport.png"
                    ],
                    "agent_specific": {
                      "doc_type": "passport"
                    }
                  }
                }
              }
            }
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
                      "number": "123456789ZZ1",
                      "name": "MARIA CONCEICAO SILVA SANTOS",
                      "expiry": "2031-05-14",
                      "item_id": "id_PRT_123456789ZZ1",
                      "ocr_confidence": 0.92,
                      "reasoning": "Imagem 1: há texto impresso, mas nenhuma zona de leitura ótica (MRZ). Lado impresso lido: apelido SILVA SANTOS, nomes próprios MARIA CONCEICAO, número 123456789ZZ1, nascimento 1985-05-07, validade 2031-05-14. Imagem 2: zona de leitura ótica (TD1) lida, todos os dígitos de controlo e o composto corretos. Documento: id-PT n.º 123456789ZZ1 de MARIA CONCEICAO SILVA SANTOS, válido até 2031-05-14. Verificações cumpridas: dígitos de controlo, datas reais, nascimento anterior a hoje, validade posterior ao nascimento, período de validade plausível, estado emissor real, nacionalidade real, código de documento permitido no formato, regra nacional do número, imagens do mesmo documento. Sem marcas de espécime. O tipo id-PT é aceite. O nome coincide com o esperado. O número coincide com o esperado. Válido: caduca a 2031-05-14, depois de hoje (2026-11-21). Resultado: válido."
                    }
                  },
                  "expired": {
                    "summary": "An expired card when validity is required",
                    "value": {
                      "status": "ERROR_VALIDATION",
                      "message": "O documento está caducado.",
                      "doc_type": "id-PT",
                      "number": "123456789ZZ1",
                      "name": "MARIA CONCEICAO SILVA SANTOS",
                      "expiry": "2025-03-02",
                      "item_id": "id_PRT_123456789ZZ1",
                      "ocr_confidence": 0.92,
                      "reasoning": "Imagem 1: zona de leitura ótica (TD1) lida, todos os dígitos de controlo e o composto corretos. Documento: id-PT n.º 123456789ZZ1 de MARIA CONCEICAO SILVA SANTOS, válido até 2025-03-02. Verificações cumpridas: dígitos de controlo, datas reais, nascimento anterior a hoje, validade posterior ao nascimento, período de validade plausível, estado emissor real, nacionalidade real, código de documento permitido no formato, regra nacional do número, imagens do mesmo documento. Sem marcas de espécime. O tipo id-PT é aceite. Caducou a 2025-03-02 (hoje é 2026-11-21). Resultado: legível, mas não válido."
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
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
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
        "description": "Cheap liveness check that also reports readiness: the version, the uptime, which\nfunctions can do real work with the current configuration, and the state of the model,\nsearch and store dependencies. Always `200` while the process serves requests; `status`\nis `degraded` when a function or dependency is not ready (for example no model is\nconfigured), so load balancers keep routing to it while operators can see what to fix.\n",
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
        "type": "null",
        "description": "Reserved for asynchronous jobs (the result POSTed to this URL), which this release does\nnot serve yet. Only `null` is accepted: a URL is rejected with `422`, so a client that\nexpects a callback is never answered synchronously by surprise.\n",
        "default": null,
        "x-error-message": "asynchronous callbacks are not available yet: leave callback_url out or send null"
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
          "comparables"
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
              "12345678 9 ZZ1"
            ]
          },
          "validity": {
            "type": [
              "boolean",
              "null"
            ],
            "default": false,
            "description": "`true`: the document must expire strictly after today (UTC). `false` or `null`: not checked."
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
              "123456789ZZ1"
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
              "id_PRT_123456789ZZ1"
            ]
          },
          "ocr_confidence": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "How sure the reading is, 0–1: the OCR's mean character confidence over the MRZ,\nlowered for each correction made and for fillers inferred. For a reading the vision\nmodel made, the share of its fields that the local OCR found printed on the images.\n"
          },
          "reasoning": {
            "type": "string",
            "description": "What was read on which image and the outcome of every check, in the request's language."
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
              "degraded"
            ],
            "description": "`degraded` when any function or dependency is not ready."
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
              "store"
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
                    "type": "boolean"
                  }
                }
              }
            }
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
        "description": "A problem detail (RFC 9457). Problem types are relative URIs under `/problems/`:\n\n| type | status | meaning |\n|---|---|---|\n| `/problems/validation-error` | 422 | the request breaks the contract; see `errors` |\n| `/problems/payload-too-large` | 413 | the body exceeds the operation's limit |\n| `/problems/rate-limited` | 429 | too many requests; see `Retry-After` |\n| `/problems/unauthorized` | 401 | missing or unknown API key (only with `API_KEYS`) |\n| `/problems/not-found` | 404 | no operation at this path |\n| `/problems/method-not-allowed` | 405 | the path does not support this method |\n| `/problems/model-not-configured` | 500 | the function needs a model; none is configured |\n| `/problems/search-not-configured` | 500 | the function needs web search; none is configured |\n| `/problems/model-unavailable` | 500 | the model failed after retries (transient) |\n| `/problems/search-unavailable` | 500 | web search failed after retries (transient) |\n| `/problems/core-system-unavailable` | 500 | the core system failed (transient) |\n| `/problems/core-system-error` | 500 | the core or submission system answered the chat with an error that retrying will not fix (e.g. a base URL that leads elsewhere) |\n| `/problems/timeout` | 500 | the operation ran out of time (transient) |\n| `/problems/translation-incomplete` | 500 | the model left keys untranslated after retries (transient) |\n| `/problems/insufficient-evidence` | 500 | search found too little evidence for an estimate; see `references_found`, `missing_figures` |\n| `/problems/internal` | 500 | an unexpected error |\n\nClients should treat an unknown `type` by its `status`. Problem types may add members\n(for example `limit_bytes` on `payload-too-large`).\n",
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
      }
    }
  }
};
