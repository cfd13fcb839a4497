import type { JsonSchema } from './json-schema.ts';

/** A content part of a chat message, as the OpenAI client sends it. */
export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: string } }
  | { type: string; [key: string]: unknown };

export interface ChatMessage {
  role: 'system' | 'developer' | 'user' | 'assistant' | 'tool' | (string & {});
  content?: string | ContentPart[] | null;
  name?: string;
  tool_call_id?: string;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
}

export interface ChatTool {
  type: 'function';
  function: { name: string; description?: string; parameters?: JsonSchema; strict?: boolean };
}

export type ToolChoice = 'none' | 'auto' | 'required' | { type: 'function'; function: { name: string } };

export type ResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; json_schema: { name: string; description?: string; schema?: JsonSchema; strict?: boolean } };

/** The body of `POST /v1/chat/completions` as `@langchain/openai` sends it (fields the stub reads). */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: ResponseFormat;
  tools?: ChatTool[];
  tool_choice?: ToolChoice;
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

/** The schema a reply must follow: the JSON-schema response format, or the parameters of a forced tool. */
export interface StructuredTarget {
  name: string;
  schema: JsonSchema;
  via: 'json_schema' | 'tool';
}

/** The text of one message: its string content, or its text parts joined by newlines. */
export function messageText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((part): part is { type: 'text'; text: string } => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join('\n');
}

/** The text of the last user message: what most rules match on. */
export function lastUserText(request: ChatRequest): string {
  const last = request.messages.findLast((message) => message.role === 'user');
  return last ? messageText(last) : '';
}

/** All system (and developer) instructions, joined by newlines. */
export function systemText(request: ChatRequest): string {
  return request.messages
    .filter((message) => message.role === 'system' || message.role === 'developer')
    .map(messageText)
    .join('\n');
}

/** URLs (usually data URLs) of the images sent in user messages, in order. */
export function userImages(request: ChatRequest): string[] {
  return request.messages
    .filter((message) => message.role === 'user' && Array.isArray(message.content))
    .flatMap((message) => message.content as ContentPart[])
    .filter((part): part is { type: 'image_url'; image_url: { url: string } } => part.type === 'image_url')
    .map((part) => part.image_url.url);
}

/**
 * The tool the request forces the model to call: a named `tool_choice`, or the only tool when
 * the choice is `required`. Undefined when the model may answer in text.
 */
export function forcedTool(request: ChatRequest): ChatTool | undefined {
  const choice = request.tool_choice;
  const tools = request.tools ?? [];
  if (typeof choice === 'object' && choice !== null) return tools.find((tool) => tool.function.name === choice.function.name);
  if (choice === 'required' && tools.length === 1) return tools[0];
  return undefined;
}

/**
 * The schema the reply must follow, whichever way the client asked for structured output
 * (`withStructuredOutput` uses JSON-schema mode by default and a forced tool with
 * `method: 'functionCalling'`), so rules can match on `responseSchema(req)?.name`.
 */
export function responseSchema(request: ChatRequest): StructuredTarget | undefined {
  const format = request.response_format;
  if (format?.type === 'json_schema') {
    return { name: format.json_schema.name, schema: format.json_schema.schema ?? {}, via: 'json_schema' };
  }
  const tool = forcedTool(request);
  if (tool) return { name: tool.function.name, schema: tool.function.parameters ?? {}, via: 'tool' };
  return undefined;
}
