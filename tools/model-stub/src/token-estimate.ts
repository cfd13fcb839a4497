import { messageText, type ChatRequest } from './chat-request.ts';

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** OpenAI bills a low-detail image at a flat 85 tokens; counting base64 characters would be meaningless. */
const tokensPerImage = 85;

/** The usual rule of thumb for English text: about four characters per token. Deterministic by design. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Prompt tokens: message texts, plus the schemas and tools the model is shown, plus images. */
export function estimatePromptTokens(request: ChatRequest): number {
  const texts = request.messages.map(messageText).join('');
  const images = request.messages
    .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
    .filter((part) => part.type === 'image_url').length;
  const format = request.response_format?.type === 'json_schema' ? JSON.stringify(request.response_format.json_schema) : '';
  const tools = request.tools?.length ? JSON.stringify(request.tools) : '';
  return estimateTokens(texts + format + tools) + images * tokensPerImage;
}

export function usageOf({ request, completion }: { request: ChatRequest; completion: string }): Usage {
  const prompt_tokens = estimatePromptTokens(request);
  const completion_tokens = estimateTokens(completion);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}
